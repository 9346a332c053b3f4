return { run = function(ctx) debug.sethook() end }
