-- Nothing here: the rules script's bot changes the game for these attacks.
return { run = function(ctx) end }
