return { run = function(ctx) string.dump(function() end) end }
