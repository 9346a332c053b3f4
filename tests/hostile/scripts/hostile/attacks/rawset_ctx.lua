return { run = function(ctx) rawset(ctx, "choose", function() end) end }
