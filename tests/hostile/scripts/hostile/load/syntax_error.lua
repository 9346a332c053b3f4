return { run = function(ctx) if then end }
