-- ctx:find of a 1 MiB text: folded and parsed at every call.
return { run = function(ctx)
  local text = string.rep("x", 1 << 20)
  while true do ctx:find(text) end
end }
