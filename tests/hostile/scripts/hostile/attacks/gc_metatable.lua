return { run = function(ctx) setmetatable({}, { __gc = function() end }) end }
