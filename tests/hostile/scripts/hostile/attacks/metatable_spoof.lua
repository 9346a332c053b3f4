-- A metatable whose own metatable merely says "frozen" is no frozen table:
-- it could gain __close after use, and a __close that raises would replace
-- the budget error in `while true do pcall(function() local g <close> = obj;
-- while true do end end) end` every time, a loop with no end. Frozen tables
-- are known by identity, so using such a metatable is refused.
return { run = function(ctx)
  local mt = {}
  setmetatable(mt, {__metatable = "frozen"})
  local obj = setmetatable({}, mt)
  mt.__close = function() error("not the budget") end
  error("__close was added to a metatable in use")
end }
