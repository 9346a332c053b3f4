-- The same with "locked", the answer of the sandbox's own guard.
return { run = function(ctx)
  local mt = {}
  setmetatable(mt, {__metatable = "locked"})
  local obj = setmetatable({}, mt)
  mt.__mode = "k"
  error("__mode was added to a metatable in use")
end }
