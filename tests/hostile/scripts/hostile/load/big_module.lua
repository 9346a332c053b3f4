-- A module that is cheap to build but costly to freeze.
local t = {}
for i = 1, 3000000 do t[i] = i end
return { t = t }
