return { run = function(ctx) ctx:stack(2^40) end }
