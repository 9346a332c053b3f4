-- 2^32 + 1 was read as card 1.
return { run = function(ctx) ctx:random_pick({2^32 + 1}) end }
