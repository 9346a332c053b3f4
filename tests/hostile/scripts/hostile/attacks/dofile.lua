return { run = function(ctx) dofile("/etc/passwd") end }
