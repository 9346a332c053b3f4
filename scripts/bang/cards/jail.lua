-- Jail: in front of any other player but the Sheriff (R39). At the start of
-- their turn, after any Dynamite, they "draw!": on a heart the Jail is
-- discarded and they play; otherwise it is discarded and they skip the turn (R40).
local players = import("players")
local moves = import("moves")
local judgement = import("judgement")

-- Any other player but the Sheriff, and not one already in Jail.
local function options(ctx, me, card, offer)
  local v = offer.view
  local others, names = v.others, v.names
  for i = 1, #others do
    local p = others[i]
    local o = {verb = "play", card = card, target = p}
    if ctx:get(p, "role") == "sheriff" then
      offer:refuse(o, "Jail cannot be played on the Sheriff (R39)")
    elseif players.find_in(ctx, p, "table", ctx:def_name(card)) then
      offer:refuse(o, function() return names[p] .. " is already in Jail: no two cards of one name in play (R06)" end)
    else
      offer:option(o)
    end
  end
  if offer.refusing then offer:refuse({verb = "play", card = card, target = me}, "Jail goes in front of another player (R39)") end
end

return {
  turn_order = 2, -- after Dynamite (R12)
  refuses_holder = function(ctx, holder)
    if ctx:get(holder, "role") == "sheriff" then return "no Jail on the Sheriff (R39)" end
  end,
  options = options,
  play = function(ctx, me, card, o)
    moves.move(ctx, card, o.target, "table")
    ctx:logf("R39", "%p puts %p in %c", me, o.target, card)
  end,
  turn_start = function(ctx, me, card)
    local free = judgement.draw(ctx, me, judgement.HEART, ctx:label(card), true)
    ctx:move(card, 0, "discard")
    if free then
      ctx:logf("R40", "%p escapes from Jail and plays the turn", me)
      return nil
    end
    ctx:logf("R40", "%p stays in Jail and skips the turn", me)
    return "skip"
  end,
}
