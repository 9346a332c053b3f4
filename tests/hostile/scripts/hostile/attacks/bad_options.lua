return { run = function(ctx) ctx:choose(1, { { label = "take: all" } }) end }
