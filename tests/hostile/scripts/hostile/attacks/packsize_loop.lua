-- string.packsize reads its whole format at every call.
return { run = function(ctx)
  local format = string.rep("b", 1 << 20)
  while true do string.packsize(format) end
end }
