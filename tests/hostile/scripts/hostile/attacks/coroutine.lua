-- A coroutine of its own would swallow the engine's suspension.
return { run = function(ctx) coroutine.wrap(function() ctx:choose(1, {"x"}) end)() end }
