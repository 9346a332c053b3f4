local function down(n) return 1 + down(n + 1) end
return { run = function(ctx) down(1) end }
