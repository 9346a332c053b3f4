-- Old Top Card: written with the ctx API's old names on purpose (see
-- game.yaml); tests/mods/oldnames.sh checks that each still works and that
-- `arbiter validate` names each with its new name.
local game = {}

-- setup.deck, top first, stacks the deck; the first player is rolled.
function game.setup(ctx, s)
  for _, key in ipairs(s._keys or {}) do
    if key ~= "deck" then ctx:setup_error("setup." .. key, "Old Top Card's setup has only 'deck'") end
  end
  ctx:shuffle(0, "deck")
  local stacked = s.deck or {}
  for i = #stacked, 1, -1 do
    local c, why = ctx:find(stacked[i], 0, "deck")
    if not c then ctx:setup_error("setup.deck[" .. (i - 1) .. "]", why) end
    ctx:move(c, 0, "deck")
  end
  ctx:stack(#stacked)
  for _, p in ipairs(ctx:living()) do
    for _ = 1, ctx:rule("hand_size") do ctx:draw(p, "hand") end
  end
  local first = ctx:random_below(ctx:seats())
  ctx:set(0, "first", first)
  ctx:set_turn(first)
end

local function score(ctx, c)
  return ctx:rank(c) + ctx:card_modifier(c, "bonus")
end

function game.run(ctx)
  local order = ctx:living(ctx:turn())
  for _, p in ipairs(order) do
    ctx:set_turn(p)
    local opts = {}
    for _, c in ipairs(ctx:zone(p, "hand")) do opts[#opts + 1] = {label = "show " .. ctx:label(c), card = c} end
    local _, i = ctx:choose(p, opts, {}, ctx:name(p) .. ": show a card")
    local c = opts[i].card
    ctx:move(c, 0, "shown")
    ctx:set(p, "score", score(ctx, c))
    ctx:log(ctx:name(p) .. " shows a " .. ctx:prop(c, "colour") .. " " .. ctx:card_name(c) .. ", " .. ctx:label(c) ..
      ": " .. score(ctx, c))
  end
  local best, winners = 0, {}
  for _, p in ipairs(order) do
    local n = ctx:get(p, "score")
    if n > best then
      best, winners = n, {p}
    elseif n == best then
      winners[#winners + 1] = p
    end
  end
  if not ctx:is_over() then ctx:finish(winners) end
end

-- The basic bot shows its best card; at other levels bots pick at random.
function game.bot(ctx, seat, labels, level)
  local best, pick = 0, nil
  for i, c in ipairs(ctx:zone(seat, "hand")) do
    if score(ctx, c) > best then best, pick = score(ctx, c), i end
  end
  return pick
end

return game
