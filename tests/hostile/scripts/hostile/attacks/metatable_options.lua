-- The engine reads tables raw: an __index or __len function is never called.
return { run = function(ctx)
  local opts = setmetatable({}, {
    __len = function() while true do end end,
    __index = function() while true do end end,
  })
  ctx:choose(1, opts)
end }
