-- Refusals must come back as a list of {label, reason}.
return { run = function(ctx)
  ctx:choose(1, { "go on" }, function() return 42 end)
end }
