-- 20,000 references to one 1 MiB text: 20 GB once each is copied.
return { run = function(ctx)
  local big = string.rep("x", 1 << 20)
  local words = {}
  for i = 1, 20000 do words[i] = big end
  ctx:setup_hint("x", words)
end }
