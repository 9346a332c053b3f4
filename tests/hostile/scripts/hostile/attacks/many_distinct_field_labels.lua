-- 300,000 options whose list's __label names the field holding each label:
-- checking each label against every other took minutes.
return { run = function(ctx)
  local options = setmetatable({}, {__label = "name"})
  for i = 1, 300000 do options[i] = {name = "option " .. i} end
  ctx:choose(1, options)
end }
