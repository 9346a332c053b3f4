-- A decision asked from a metamethod the engine would call while reading options.
return { run = function(ctx)
  local opts = setmetatable({}, { __index = function(_, i) ctx:choose(1, { "inner" }) return "x" end })
  ctx:choose(1, { opts[1] })
end }
