return { run = function(ctx) leaked = true end }
