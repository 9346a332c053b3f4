-- Posse: every other player, clockwise from your left, discards a Missed!
-- or loses 1 life to you; a BANG! is no help (PS1). What answers it is the
-- card's own word (`answered_by`), and so is why a BANG! does not
-- (`refuses_answer`): the response window, respond.demand, asks the card.
local moves = import("moves")
local phase2 = import("phase2")
local respond = import("respond")
local damage = import("damage")
local kinds = import("kinds")

-- Why a card of the hand does not answer the Posse. Any other card than a
-- BANG! gets the response window's own reason (nil).
local function refuses_answer(ctx, seat, c)
  if kinds.kind(ctx, c) == "bang" then
    return ctx:def_name(c) .. " is no help against a Posse: only a Missed! answers it (PS1)"
  end
  return nil
end

return {
  options = phase2.no_target,
  answered_by = "missed",
  refuses_answer = refuses_answer,
  play = function(ctx, me, card)
    local what = ctx:label(card)
    moves.discard(ctx, card)
    ctx:logf("PS1", "%p sends %s after every other player", me, what)
    damage.each_other(ctx, me, what, function(p)
      return respond.demand(ctx, p, card, ctx:name(me) .. "'s " .. what, "PS1")
    end)
  end,
}
