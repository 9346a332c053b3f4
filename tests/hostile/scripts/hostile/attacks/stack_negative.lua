-- More cards known on the draw pile than it holds, or fewer than none.
return { run = function(ctx) ctx:set_known_top(-5) end }
