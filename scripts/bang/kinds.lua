-- BANG!: what a card counts as (its definition's `counts_as`), and the
-- cards a player may use as a BANG! or a Missed!, their character's
-- `uses_as` included (Calamity Janet, R46).
local players = import("players")

local kinds = {}

local character = players.character

-- What the card is in the rules' eyes: its definition's `counts_as`
-- ("bang" for BANG!, "missed" for Missed!, or a mod's card declared as
-- either), nil for every other card.
function kinds.kind(ctx, card)
  return ctx:def_get(card, "counts_as")
end

-- Whether the card may be used as `kind` ("bang" or "missed") by this
-- player: a card of that kind, or one the player's character uses as that
-- kind (its `uses_as`: Calamity Janet, R46). `uses_as` is asked about every
-- other card, one that counts as another kind or as none (a character that
-- uses any card as a Missed!). `ch`, when given, is the player's character
-- module.
function kinds.counts_as(ctx, seat, card, kind, ch)
  if kinds.kind(ctx, card) == kind then return true end
  local uses_as = (ch or character(ctx, seat)).uses_as
  return uses_as ~= nil and uses_as(ctx, seat, card, kind) == true
end

-- Why the player's character may not use the card as `kind` (its
-- `uses_as`'s reason: Calamity Janet under seed-calamity), or nil.
function kinds.why_not_as(ctx, seat, card, kind, ch)
  local uses_as = (ch or character(ctx, seat)).uses_as
  if not uses_as then return nil end
  local ok, why = uses_as(ctx, seat, card, kind)
  if ok then return nil end
  return why
end

-- The ruling a line cites when the player uses the card as `kind` though
-- it is not one: what the character's `uses_as` gives with its yes (Elena
-- Fuente's D12), else Calamity Janet's R46.
function kinds.ruling_as(ctx, seat, card, kind, ch)
  local uses_as = (ch or character(ctx, seat)).uses_as
  local ok, ruling = false, nil
  if uses_as then ok, ruling = uses_as(ctx, seat, card, kind) end
  return ok and ruling or "R46"
end

-- Cards of the player's hand usable as `kind`, in hand order. `ch`, when
-- given, is the player's character module.
function kinds.usable_as(ctx, seat, kind, ch)
  local out = {}
  local hand = ctx:zone(seat, "hand")
  for i = 1, #hand do
    local c = hand[i]
    if kinds.kind(ctx, c) == kind then
      out[#out + 1] = c
    else
      ch = ch or character(ctx, seat)
      if kinds.counts_as(ctx, seat, c, kind, ch) then out[#out + 1] = c end
    end
  end
  return out
end

return kinds
