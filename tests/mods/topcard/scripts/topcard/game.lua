-- Top Card: deal, each player shows a card, the highest rank wins.
local game = {}

function game.setup(ctx, s)
  for _, key in ipairs(s._keys or {}) do ctx:setup_error("setup." .. key, "Top Card's setup takes nothing") end
  ctx:shuffle(0, "deck")
  for _, p in ipairs(ctx:living()) do
    for _ = 1, ctx:rule("hand_size") do ctx:draw(p, "hand") end
  end
  ctx:set_turn(1)
end

function game.run(ctx)
  local order = ctx:living(1)
  for _, p in ipairs(order) do
    ctx:set_turn(p)
    local opts = {}
    for _, c in ipairs(ctx:zone(p, "hand")) do opts[#opts + 1] = {label = "show " .. ctx:label(c), card = c} end
    local _, i = ctx:choose(p, opts, {}, ctx:name(p) .. ": show a card")
    ctx:move(opts[i].card, 0, "shown")
    ctx:logf(nil, "%p shows %c", p, opts[i].card)
  end
  local best, winners = 0, {}
  for k, c in ipairs(ctx:zone(0, "shown")) do
    if ctx:rank(c) > best then
      best, winners = ctx:rank(c), {order[k]}
    elseif ctx:rank(c) == best then
      winners[#winners + 1] = order[k]
    end
  end
  if #winners > 1 and ctx:option("ties") == "nobody" then winners = {} end
  ctx:finish(winners)
end

-- The basic bot shows its highest card; at other levels bots pick at random.
function game.bot(ctx, seat, labels, level)
  local best, pick = 0, nil
  for i, c in ipairs(ctx:zone(seat, "hand")) do
    if ctx:rank(c) > best then best, pick = ctx:rank(c), i end
  end
  return pick
end

return game
