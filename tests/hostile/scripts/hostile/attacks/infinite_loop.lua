return { run = function(ctx) while true do end end }
