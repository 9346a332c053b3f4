-- 2^32 + 1 was read as seat 1, who then won.
return { run = function(ctx) ctx:finish({2^32 + 1}) end }
