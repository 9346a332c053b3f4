-- 300,000 options whose list's __label names the field holding each label,
-- all of them the same 1 MiB text: copied once per option when spelled.
return { run = function(ctx)
  local big = string.rep("x", 1 << 20)
  local options = setmetatable({}, {__label = "name"})
  for i = 1, 300000 do options[i] = {name = big, n = i} end
  ctx:choose(1, options)
end }
