-- Errors that are tables with metatables, raised and caught in a loop, and
-- looked into by a message handler whose __index loops: the budget error
-- must come through whatever the script raises or hands its handlers, and
-- the run end with it (core/sandbox/spent.h).
local object = setmetatable({}, {
  __tostring = function() return "not enough memory" end,
  __index = function() while true do end end,
  __eq = function() return true end,
})

return { run = function(ctx)
  for _ = 1, 1000000 do
    pcall(error, object)
    xpcall(function() error(object) end, function(e) return e.why end)
  end
  ctx:choose(1, { "carry on" })
end }
