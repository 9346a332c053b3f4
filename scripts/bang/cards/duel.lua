-- Duel: challenge any other player. Starting with them, the two discard
-- BANG! cards in turn; the first who does not loses 1 life to the other
-- (R34). Not a BANG! card (R35). Under seed-duel one BANG! from the target
-- ends it as a draw.
local moves = import("moves")
local respond = import("respond")
local damage = import("damage")
local kinds = import("kinds")

-- Any other player, at any distance.
local function options(ctx, me, card, offer)
  local others = offer.view.others
  for i = 1, #others do offer:option{verb = "play", card = card, target = others[i]} end
  if offer.refusing then offer:refuse({verb = "play", card = card, target = me}, "a Duel challenges another player (R34)") end
end

-- Why a card of the hand does not answer a Duel (respond.demand asks):
-- only a BANG! does, and a Missed! least of all (R34, R35).
local function refuses_answer(ctx, seat, c)
  if kinds.kind(ctx, c) == "missed" then
    return ctx:def_name(c) .. " is no help in a Duel (a Duel is not a BANG!): only a BANG! answers it (R34, R35)"
  end
  return nil -- any other card: the response window's own reason
end

return {
  options = options,
  -- Each round of the Duel is answered by one BANG!, or lost (R34).
  answered_by = "bang",
  refuses_answer = refuses_answer,
  play = function(ctx, me, card, o)
    local what = ctx:label(card)
    local duel = ctx:name(me) .. "'s " .. what
    moves.discard(ctx, card)
    ctx:logf("R34", "%p challenges %p to a %s, at any distance", me, o.target, what)
    -- The challenger's discards, and a BANG! already played, leave the
    -- BANG! limit alone (R35).
    if (ctx:get(me, "bangs") or 0) >= 1 then
      ctx:logf("R35", "A Duel is not a BANG!: the BANG! %p played this turn does not stop it", me)
    else
      ctx:logf("R35", "A Duel is not a BANG!: %p may still play a BANG! this turn", me)
    end
    local note = {": a discard, not a BANG! played, so it does not count toward %p's BANG! limit", "R35", me}
    if ctx:rule("duel") == "seed" then
      if respond.demand(ctx, o.target, card, duel, "R34") then
        ctx:logf("R34", "One BANG! from %p ends the Duel as a draw (seed-duel)", o.target)
      else
        damage.hit(ctx, o.target, 1, me, {what = what, duel_by = me})
      end
      return
    end
    local turn, other = o.target, me
    while respond.demand(ctx, turn, card, duel, "R34", turn == me and note or nil) do
      turn, other = other, turn
    end
    damage.hit(ctx, turn, 1, other, {what = what, duel_by = me})
  end,
}
