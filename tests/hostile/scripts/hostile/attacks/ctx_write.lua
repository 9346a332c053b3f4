return { run = function(ctx) ctx.choose = function() end end }
