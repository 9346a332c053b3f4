-- A small event dispatcher. The engine lists the active cards whose module
-- has `on[event]` (ctx:handlers: by priority, then seat order from the
-- player whose turn it is, then order of play); this loop calls them in
-- Lua, so a handler may ask for a decision (a C++ loop could not yield).
local events = {}

-- Calls every handler of `name` as handler(ctx, owner, card, event).
function events.emit(ctx, name, event)
  for _, h in ipairs(ctx:handlers(name)) do
    local card, owner = h[1], h[2]
    ctx:script(card).on[name](ctx, owner, card, event)
  end
end

return events
