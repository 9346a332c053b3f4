return { run = function(ctx) setmetatable({}, { __mode = "k" }) end }
