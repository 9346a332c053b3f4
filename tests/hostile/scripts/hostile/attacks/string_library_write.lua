-- Would change string.upper for every later script and game.
return { run = function(ctx) string.upper = function() return "changed" end end }
