-- Hostile: the rules script plays the attack card the option `attack` names,
-- then a short game (draw, win or pass) so records can go on after it.
local game = {}

function game.setup(ctx, setup)
  ctx:set(0, "hits", 0)
  ctx:set_turn(1)
end

function game.run(ctx)
  local attack = ctx:option("attack")
  if attack ~= "none" then
    local card = assert(ctx:find(attack), "no attack card " .. attack)
    ctx:script(card).run(ctx, card)
  end
  while true do
    local me = ctx:turn()
    local _, _, label = ctx:choose(me, {"draw", "win", "pass"})
    if label == "win" then
      ctx:finish({me})
      return
    elseif label == "draw" then
      ctx:draw(me, "hand")
      ctx:add(0, "hits")
    end
    ctx:set_turn(ctx:next_living(me))
  end
end

-- Bots pick at random, except for two attacks whose bot tries to change the
-- game (bots may only look) and one whose bot overwrites an option of the
-- list it is given (the engine reads that list again later).
function game.bot(ctx, seat, labels, level, parts)
  local attack = ctx:option("attack")
  if attack == "Bot Draw" then
    ctx:draw(seat, "hand")
  elseif attack == "Bot Finish" then
    ctx:finish({seat})
  elseif attack == "Bot Rewrites Option" and parts then
    parts[1] = 0x41414141
  end
end

return game
