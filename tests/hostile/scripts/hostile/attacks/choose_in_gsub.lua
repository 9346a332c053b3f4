return { run = function(ctx)
  ("abc"):gsub(".", function(c) ctx:choose(1, { c }) end)
end }
