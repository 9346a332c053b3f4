return { run = function(ctx) io.open("/etc/passwd"):read("a") end }
