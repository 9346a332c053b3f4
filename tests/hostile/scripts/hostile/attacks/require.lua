return { run = function(ctx) require("os") end }
