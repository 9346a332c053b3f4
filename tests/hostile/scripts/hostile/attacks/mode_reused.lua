-- A metatable set a second time is looked at once (it was checked the first
-- time); it must still not gain __mode afterwards, by rawset.
return { run = function(ctx)
  local mt = {}
  setmetatable({}, mt)
  local t = setmetatable({}, mt)
  rawset(mt, "__mode", "k")
  return t
end }
