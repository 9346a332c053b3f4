return { run = function(ctx) loadfile("/etc/passwd") end }
