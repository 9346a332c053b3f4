return { run = function(ctx) ctx:set_known_top(2^40) end }
