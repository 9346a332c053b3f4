-- The record's setup is not to blame once the game is under way.
return { run = function(ctx) ctx:setup_error("setup", "the script's own bug") end }
