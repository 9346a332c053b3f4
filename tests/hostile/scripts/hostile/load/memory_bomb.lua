local t = {}
for i = 1, math.maxinteger do t[i] = { i, i, i, i } end
return {}
