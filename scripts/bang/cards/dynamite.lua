-- Dynamite: in front of yourself; at the start of its holder's turn,
-- "draw!": a spade from 2 to 9 explodes it (discarded, 3 life lost with no
-- source, R42); otherwise it passes to the next living player (R41).
-- Under seed-dynamite the next player makes the first check: a Dynamite
-- played this turn is "fresh" and moves in front of whoever's turn begins
-- next (R41).
local moves = import("moves")
local phase2 = import("phase2")
local judgement = import("judgement")
local damage = import("damage")

return {
  turn_order = 1, -- before Jail (R12)
  options = phase2.no_target,
  play = function(ctx, me, card)
    moves.move(ctx, card, me, "table")
    if ctx:rule("dynamite_first_check") == "next" then ctx:card_set(card, "fresh", true) end
    ctx:logf("R41", "%p puts %c in play", me, card)
  end,
  turn_start = function(ctx, me, card)
    if judgement.draw(ctx, me, judgement.SPADE_2_TO_9, ctx:label(card), false) then
      ctx:move(card, 0, "discard")
      ctx:logf("R42", "%c explodes in front of %p", card, me)
      damage.hit(ctx, me, ctx:rule("dynamite_damage"), nil, {what = ctx:label(card)})
      return nil
    end
    local next = ctx:next_living(me)
    ctx:move(card, next, "table")
    ctx:logf("R41", "%c does not explode and passes to %p", card, next)
    return nil
  end,
  on = {
    turn_begins = function(ctx, holder, card, event)
      if not ctx:card_get(card, "fresh") then return end
      ctx:card_set(card, "fresh", nil)
      local me = event.seat
      if holder == me then return end
      ctx:move(card, me, "table")
      ctx:logf("R41", "%c was played by %p: %p checks it first (seed-dynamite)", card, holder, me)
    end,
  },
}
