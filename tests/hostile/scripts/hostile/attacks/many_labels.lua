-- 400,000 options with different labels: a decision a script may ask, but
-- checking each label against every one before it took minutes.
return { run = function(ctx)
  local options = {}
  for i = 1, 400000 do options[i] = "option " .. i end
  ctx:choose(1, options)
end }
