-- Refusals are read while a decision is open: they may not ask another.
return { run = function(ctx)
  ctx:choose(1, { "go on" }, function() ctx:choose(2, { "sneak" }) return {} end)
end }
