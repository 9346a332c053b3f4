-- At load, where a loop that never ends would hang `arbiter validate`.
local mt = {}
setmetatable(mt, {__metatable = "frozen"})
local obj = setmetatable({}, mt)
mt.__close = function() error("not the budget") end
error("__close was added to a metatable in use")
