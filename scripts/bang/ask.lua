-- Every BANG! decision goes through ask.choose, so that a character with
-- abilities usable "whenever he decides" (Sid Ketchum, R54) finds them added
-- to each decision that is his, and never to anyone else's.
local common = import("common")

local ask = {}

-- build() returns the options and refusals of the decision; it is called
-- again after an ability is used, since the hand has changed. `done()`, if
-- given, ends the decision once an ability has settled it (Sid Ketchum back
-- at 1 life). Returns the chosen option table, or nil when `done()` ended it.
function ask.choose(ctx, seat, build, prompt, done)
  while true do
    local opts, refusals = build()
    refusals = refusals or {}
    local ch = common.character(ctx, seat)
    local n = #opts
    if ch.extra_options then ch.extra_options(ctx, seat, opts, refusals) end
    local _, i = ctx:choose(seat, opts, refusals, prompt)
    local o = opts[i]
    if i <= n then return o end
    ch.use_option(ctx, seat, o)
    if done and done() then return nil end
  end
end

return ask
