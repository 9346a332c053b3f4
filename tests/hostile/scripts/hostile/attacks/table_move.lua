-- Moves nils, a very large number of times, inside C.
return { run = function(ctx) table.move({}, 1, math.maxinteger - 1, 1, {}) end }
