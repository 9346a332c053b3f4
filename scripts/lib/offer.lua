-- An offer: the options of one decision, each made of its parts (a verb, a
-- card, a target, whatever the game's options carry), and the moves refused
-- with the reason why.
--
--   offer:option{verb = "play", card = c, target = p}
--   offer:refuse({verb = "play", card = c, target = p}, "Bob is out of reach (R16)")
--   offer.view      -- what the game worked out once for the decision
--
-- An option's text (what a record writes, what a person reads) comes from
-- the game's label function, given when the offer is made. An offer made by
-- offer.lazy makes it only when someone reads it: the engine asks the
-- offer's `__label` for it when a person is shown the options, a record's
-- move is matched or the choice is written down, never while bots play a
-- simulation (its options then reach ctx:choose only inside the offer). One
-- made by offer.new writes each option's text as it is added. An option
-- that names its own `label` keeps it. The offer is the list of options
-- itself, so it goes to ctx:choose as it is, and a bot reads each option's
-- parts.
--
-- Refusals are read only when a written move matches no option. An offer
-- made for a bot or a simulation drops them: offer:refuse then costs
-- nothing, and a reason given as a function is never called. Where even
-- working out what to refuse is dear, `offer.refusing` says whether anyone
-- will read it; a card that ignores it is only slower, never wrong.
local offer = {}

local Offer = {}
Offer.__index = Offer

-- `label(ctx, option, view)` gives an option's text from its parts.
-- `refusing`: whether the refusals will be read.
function offer.new(ctx, label, view, refusing)
  return setmetatable({ctx = ctx, label_of = label, view = view,
    refusing = refusing and true or false, refusals = refusing and {} or nil}, Offer)
end

-- The same, its options' text made only when read. Its methods are its own
-- fields: they are called for every option of every decision. The list is
-- made with room for 16 options (the nils), so adding them does not move
-- the offer's own fields again and again.
local function add(self, o)
  self[#self + 1] = o
  return o
end

function offer.lazy(ctx, label, view, refusing)
  return setmetatable({nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,
    ctx = ctx, label_of = label, view = view, option = add, refuse = Offer.refuse,
    refusing = refusing and true or false, refusals = refusing and {} or nil}, Offer)
end

-- Adds an option, its text written at once (offer.lazy's own `option`
-- leaves it to __label); returns it.
function Offer:option(o)
  if o.label == nil then
    -- An offer made with no label function (a character's ability) takes
    -- options that name their label: the error points at the caller's line.
    if not self.label_of then error("this offer's options name their own label: option{..., label = \"...\"}", 2) end
    o.label = self.label_of(self.ctx, o, self.view)
  end
  self[#self + 1] = o
  return o
end

-- Refuses a move: its parts (or its text), and why, citing the ruling. `why`
-- may be a function returning the reason, called only when it is read.
function Offer:refuse(o, why)
  local r = self.refusals
  if not r then return end
  local text = o
  if type(o) == "table" then text = self:text(o) end
  if type(why) == "function" then why = why() end
  r[#r + 1] = {text, why}
end

-- The text an option with these parts would have (a refusal's wording may
-- name it: "write 'play Beer (6♥)'").
function Offer:text(o) return o.label or self.label_of(self.ctx, o, self.view) end

-- The engine's way to an option's text (core/api/lua_api_decisions.cpp).
Offer.__label = Offer.text

return offer
