-- The expansion's green-bordered cards (D01, D02): put in play like a blue
-- card, used from play from the turn after (the rules kinds_in_play,
-- kinds_used_from_play and used_from_play_ruling make the kind), and then
-- discarded. Those with a Missed! symbol answer a shot aimed at their
-- holder, in anyone's turn (`answers_shot`); the others are used in phase
-- 2 of the holder's turn (`use_options`, `use`). This builds their modules.
local equip = import("equip")

local green = {}

local players = import("players")

local PUT = freeze({"%p may use it from the next turn on", "D01"})

-- Put in play as a blue card is, never beside one of its name (D02, R06).
local function options(ctx, me, card, offer)
  local same = players.find_in(ctx, me, "table", ctx:def_name(card))
  if not same then return equip.options(ctx, me, card, offer) end
  offer:refuse({verb = "play", card = card}, function()
    return ctx:name(me) .. " already has " .. ctx:label(same) .. " in play: never two cards of one name, green ones too (D02, R06)"
  end)
end

-- A green card used in phase 2: `use_options` and `use` as given.
function green.card(use_options, use)
  return {options = options, play = equip.play_with(PUT), use_options = use_options, use = use}
end

-- A green card with a Missed! symbol: used against a shot only, and then
-- `after` (Bible: draw a card), if given. In phase 2 "use CARD" is refused.
function green.missed(after)
  return {
    options = options,
    play = equip.play_with(PUT),
    answers_shot = true,
    after_answer = after,
    use_options = function(ctx, _, card, offer)
      if offer.refusing then
        offer:refuse({verb = "use", card = card}, ctx:label(card) .. " is used only against a shot aimed at its holder (D01)")
      end
    end,
  }
end

-- The offer as a card in play's options see it: its options and refusals
-- are "use" ones (for the base game's helpers, which offer "play").
function green.using(offer)
  return {
    view = offer.view,
    refusing = offer.refusing,
    option = function(_, o)
      o.verb = "use"
      return offer:option(o)
    end,
    refuse = function(_, o, why)
      if type(o) == "table" then o.verb = "use" end
      offer:refuse(o, why)
    end,
  }
end

return green
