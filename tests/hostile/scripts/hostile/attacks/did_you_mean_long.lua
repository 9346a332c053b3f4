-- A 256-byte word against a 1 MiB one: edit distance costs their product.
return { run = function(ctx)
  local word, long = string.rep("a", 256), { string.rep("b", 1 << 20) }
  while true do ctx:setup_hint(word, long) end
end }
