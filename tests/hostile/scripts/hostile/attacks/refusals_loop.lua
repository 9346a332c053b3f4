-- Refusals given as a function run under the budget when they are asked for.
return { run = function(ctx)
  ctx:choose(1, { "go on" }, function() while true do end end)
end }
