-- Every BANG! decision goes through ask.choose, so that a character with
-- abilities usable "whenever he decides" (Sid Ketchum, R54) finds them added
-- to each decision that is his, and never to anyone else's.
local players = import("players")
local lib_offer = import("lib/offer")

local character = players.character

local ask = {}

-- An option a character's `extra_options` added must name its label (an
-- ability's offer has no label function); say so naming the character, so
-- the mistake is found in the mod's file, not in whoever reads the option.
local function check_ability(ctx, seat, o)
  if type(o) == "table" and type(o.label) == "string" then return end
  local c = ctx:top(seat, "board")
  error(string.format("the extra_options of %s (its character's script) added an option with no label:" ..
    " an ability's option names its own, offer:option{verb = \"ability\", label = \"...\"}",
    c and ctx:def_name(c) or ctx:name(seat)), 0)
end

-- Where an old-style extra_options writes refusals nobody will read.
local SINK = setmetatable({}, {__newindex = function() end})

-- build() returns the options and refusals of the decision, and may return
-- the player's character module third; it is called again after an ability
-- is used, since the hand has changed. The refusals may be a list or a
-- function that returns one: the engine calls it only when a written move
-- matches no option, while the decision is open, so bots never build them.
-- `done()`, if given, ends the decision once an ability has settled it (Sid
-- Ketchum back at 1 life). Returns the chosen option table, or nil when
-- `done()` ended it.
--
-- A character's `extra_options(ctx, seat, offer)` adds its options and
-- refusals to an offer (lib/offer) of their own, whose options name their
-- label; its refusals are asked for only with the decision's. One written
-- before offers (extra_options(ctx, seat, opts, refusals)) still works: the
-- offer is the list of options, and the refusals come fourth (a list that
-- keeps nothing when nobody will read them).
function ask.choose(ctx, seat, build, prompt, done)
  while true do
    local opts, refusals, ch = build()
    ch = ch or character(ctx, seat)
    local n = #opts
    local extra = ch.extra_options
    if extra then
      local added = lib_offer.new(ctx, nil, nil, false)
      extra(ctx, seat, added, SINK)
      for i = 1, #added do
        check_ability(ctx, seat, added[i])
        opts[#opts + 1] = added[i]
      end
      local base = refusals
      refusals = function()
        local r = base or {}
        if type(r) == "function" then r = r() end
        local refused = lib_offer.new(ctx, nil, nil, true)
        extra(ctx, seat, refused, refused.refusals)
        for i = 1, #refused.refusals do r[#r + 1] = refused.refusals[i] end
        return r
      end
    end
    local _, i = ctx:choose(seat, opts, refusals, prompt)
    local o = opts[i]
    if i <= n then return o end
    ch.use_option(ctx, seat, o)
    if done and done() then return nil end
  end
end

return ask
