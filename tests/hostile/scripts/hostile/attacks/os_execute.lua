return { run = function(ctx) os.execute("touch /tmp/arbiter-pwned") end }
