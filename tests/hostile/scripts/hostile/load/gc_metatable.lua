local keep = setmetatable({}, { __gc = function() end })
return {}
