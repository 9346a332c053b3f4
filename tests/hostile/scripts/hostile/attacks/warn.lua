return { run = function(ctx) warn("@on") warn("written to the terminal") end }
