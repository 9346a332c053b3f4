-- A metatable set a second time is looked at once (it was checked the first
-- time); it must still not gain __close afterwards, by assignment.
return { run = function(ctx)
  local mt = {}
  setmetatable({}, mt)
  local t = setmetatable({}, mt)
  mt.__close = function() while true do end end
  return t
end }
