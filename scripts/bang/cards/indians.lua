-- Indians!: every other player, clockwise from your left, discards a BANG!
-- or loses 1 life to you; Missed! and Barrel do not help (R36).
local players = import("players")
local moves = import("moves")
local phase2 = import("phase2")
local respond = import("respond")
local damage = import("damage")
local kinds = import("kinds")

-- Why a card of the hand does not answer Indians! (respond.demand asks):
-- only a BANG! does; Missed! is no help (R36).
local function refuses_answer(ctx, seat, c)
  if kinds.kind(ctx, c) == "missed" then
    return ctx:def_name(c) .. " is no help against Indians!: only a BANG! answers it (R36)"
  end
  return nil -- any other card: the response window's own reason
end

return {
  options = phase2.no_target,
  -- Each other player answers with one BANG!, or loses 1 life (R36).
  answered_by = "bang",
  refuses_answer = refuses_answer,
  play = function(ctx, me, card)
    local what = ctx:label(card)
    moves.discard(ctx, card)
    ctx:logf("R36", "%p plays %s against every other player", me, what)
    damage.each_other(ctx, me, what, function(p)
      return players.unaffected(ctx, p, {card}, me) or respond.demand(ctx, p, card, ctx:name(me) .. "'s " .. what, "R36")
    end)
  end,
}
