-- More cards known on the draw pile than it holds, or fewer than none.
return { run = function(ctx) ctx:stack(-5) end }
