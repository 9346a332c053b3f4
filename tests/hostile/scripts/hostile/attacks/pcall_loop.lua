-- Catching the budget error must not let the loop go on.
return { run = function(ctx)
  while true do pcall(function() while true do end end) end
end }
