-- BANG!: the options of phase 2, by their parts, and their labels; the
-- options of a card played with no target, and of a card that only draws.
local lib_offer = import("lib/offer")
local moves = import("moves")
local viewpoint = import("viewpoint")

local phase2 = {}

-- "play CARD": the label of a card's phase-2 option, through the view.
local function play_label(v, ctx, card)
  local plays = v and v.plays
  if not plays then return "play " .. ctx:label(card) end
  local l = plays[card]
  if not l then
    l = "play " .. ctx:label(card)
    plays[card] = l
  end
  return l
end
phase2.play_label = play_label

-- The text of a phase-2 option from its parts (an offer's label function):
-- "play CARD", "play CARD -> Bob", "play CARD -> hand of Bob" (`hand`),
-- "play CARD -> Barrel (Q♠) of Bob" (`pick`, a card in play there); a card
-- in play offers "use CARD" (verb = "use") with the same targets. A card
-- played with a cost, another card of the hand discarded with it (`cost`),
-- reads "play CARD + COST -> Bob".
function phase2.option_label(ctx, o, v)
  local l = o.verb == "use" and "use " .. ctx:label(o.card) or play_label(v, ctx, o.card)
  if o.cost then l = l .. " + " .. ctx:label(o.cost) end
  local t = o.target
  if not t then return l end
  local who = v and v.names[t] or ctx:name(t)
  if o.pick then return l .. " -> " .. ctx:label(o.pick) .. " of " .. who end
  if o.hand then return l .. " -> hand of " .. who end
  return l .. " -> " .. who
end

-- The offer of `me`'s phase-2 decision (lib/offer): its options' parts are
-- verb = "play", card, and target, hand or pick where the card is aimed.
-- `turn` is viewpoint.turn's; `refusing`, whether the refusals will be read.
function phase2.offer(ctx, me, refusing, turn)
  return lib_offer.lazy(ctx, phase2.option_label, viewpoint.view(ctx, me, turn), refusing)
end

-- The options of a card played with no target: `play CARD`.
function phase2.no_target(ctx, me, card, offer)
  offer:option{verb = "play", card = card}
end

-- A card whose whole effect is drawing n cards (Stagecoach, Wells Fargo).
function phase2.draw_card(n)
  return {
    options = phase2.no_target,
    play = function(ctx, me, card)
      moves.discard(ctx, card)
      ctx:logf(nil, "%p plays %c and draws %s cards", me, card, n)
      moves.draw(ctx, me, n, ctx:label(card))
    end,
  }
end

return phase2
