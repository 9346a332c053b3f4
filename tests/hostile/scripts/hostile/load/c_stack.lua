local t = setmetatable({}, { __index = function(t, k) return t[k .. "x"] end })
return { t.a }
