return { run = function(ctx)
  local mt = getmetatable("")
  mt.__index = { upper = function() return "changed" end }
end }
