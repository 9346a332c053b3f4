return { run = function(ctx) rawset(_G, "leaked", true) end }
