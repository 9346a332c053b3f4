-- A format of 1 MiB, read byte by byte at every call.
return { run = function(ctx)
  local format = string.rep("x", 1 << 20)
  while true do ctx:logf(nil, format) end
end }
