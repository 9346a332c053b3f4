-- Every BANG! decision goes through ask.choose, so that a character with
-- abilities usable "whenever he decides" (Sid Ketchum, R54) finds them added
-- to each decision that is his, and never to anyone else's.
local common = import("common")

local character = common.character

local ask = {}

-- build() returns the options and refusals of the decision, and may return
-- the player's character module third; it is called again after an ability
-- is used, since the hand has changed. The refusals may be a list or a
-- function that returns one: the engine calls it only when a written move
-- matches no option, while the decision is open, so bots never build them.
-- `done()`, if given, ends the decision once an ability has settled it (Sid
-- Ketchum back at 1 life). Returns the chosen option table, or nil when
-- `done()` ended it.
--
-- A character's `extra_options(ctx, seat, opts, refusals)` adds its options
-- and refusals; when its module's `quick_extra_options` is the same
-- function, it may be given nil refusals and then adds only the options.
function ask.choose(ctx, seat, build, prompt, done)
  while true do
    local opts, refusals, ch = build()
    ch = ch or character(ctx, seat)
    local n = #opts
    local extra = ch.extra_options
    if extra then
      if ch.quick_extra_options == extra and type(refusals) ~= "table" then
        extra(ctx, seat, opts, nil)
        local base = refusals
        refusals = function()
          local r = base and base() or {}
          extra(ctx, seat, {}, r)
          return r
        end
      else
        if type(refusals) == "function" then refusals = refusals() end
        refusals = refusals or {}
        extra(ctx, seat, opts, refusals)
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
