-- A small event dispatcher. The engine lists the active cards whose module
-- has `on[event]`, and the triggers variants add to the game (ctx:handlers:
-- by priority, then the game's triggers, then seat order from the player
-- whose turn it is, then order of play); this loop calls them in Lua, so a
-- handler may ask for a decision (a C++ loop could not yield).
local events = {}

-- Calls every handler of `name` as handler(ctx, owner, card, event); a
-- trigger of the game itself gets owner 0 and card 0.
function events.emit(ctx, name, event)
  for _, h in ipairs(ctx:handlers(name)) do
    local card, owner, module = h[1], h[2], h[3]
    module.on[name](ctx, owner, card, event)
  end
end

return events
