return { run = function(ctx)
  ctx:choose(1, { "go on" })
  error("broken after the decision")
end }
