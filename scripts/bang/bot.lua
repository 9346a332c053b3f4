return { choose = function(ctx, seat, labels, level) return nil end }
