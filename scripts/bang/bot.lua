-- The "basic" bot: plays sensibly for its role from the labels it is
-- offered. Sheriff and Deputies shoot whoever attacked the Sheriff (then
-- anyone but the Sheriff); Outlaws shoot the Sheriff first; the Renegade
-- keeps the Sheriff for last. It answers shots when it can, drinks Beer
-- only when hurt, plays blue cards, discards its least useful cards.
local players = import("players")

local bot = {}

-- What the bot knows of a card it reads from the card's definition:
-- `bot_worth` (how much it is worth keeping, higher: keep; 3 when not
-- given), `bot_play` (what the bot plays it for in its turn, see phase2),
-- `weapon` and `modifiers.reach`. It reads each option's parts (verb, card,
-- target, pick, cards), never its label.
local function worth_of(ctx, card) return card and ctx:def_get(card, "bot_worth") or 3 end

-- The parts the bot reads of each option, with its place among them.
local function parts(options)
  local out = {}
  for i = 1, #options do
    local o = options[i]
    -- A card's option added the old way, with a label and no verb, is a play.
    local verb = o.verb or (o.card and "play" or nil)
    out[i] = {i = i, verb = verb, card = o.card, target = o.target, pick = o.pick, cards = o.cards,
      discard = o.discard, label = o.label, cost = o.cost, hand = o.hand, bot = o.bot}
  end
  return out
end

-- How much `me` wants to hurt `p`: 0 never, higher first.
local function enmity(ctx, me, p)
  local role = ctx:get(me, "role")
  local theirs = ctx:get(p, "revealed.role") and ctx:get(p, "role") or nil
  local hostile = ctx:get(p, "bot.hostile")
  if role == "sheriff" or role == "deputy" then
    if theirs == "sheriff" then return 0 end
    if hostile then return 3 end
    return 1
  elseif role == "outlaw" then
    if theirs == "sheriff" then return 4 end
    if hostile then return 0 end
    return 1
  else -- renegade: the Sheriff last
    if theirs == "sheriff" then return ctx:living_count() <= 2 and 4 or 0 end
    if hostile then return 2 end
    return 1
  end
end

-- The best option among `cands` by score(p) (> 0 only); ties: lowest life.
local function best(ctx, cands, score)
  local pick, top, low
  for i = 1, #cands do
    local c = cands[i]
    local s = score(c)
    if s and s > 0 then
      local life = c.seat and ctx:get(c.seat, "life") or 0
      if not pick or s > top or (s == top and life < low) then pick, top, low = c, s, life end
    end
  end
  return pick
end

-- The first option of that verb.
local function first_of(parsed, verb)
  for i = 1, #parsed do
    if parsed[i].verb == verb then return parsed[i] end
  end
  return nil
end

-- Sid Ketchum's ability (R54): the pair of cards worth least. An ability
-- that does not discard two cards (a mod's `extra_options` with no `cards`)
-- is none the bot knows the worth of: it leaves it.
local function cheapest_pair(ctx, parsed)
  local pick, low
  for i = 1, #parsed do
    local p = parsed[i]
    if p.verb == "ability" and p.cards and #p.cards == 2 then
      local v = worth_of(ctx, p.cards[1]) + worth_of(ctx, p.cards[2])
      if not pick or v < low then pick, low = p, v end
    end
  end
  return pick
end

-- The options of one `bot_play` kind, dearest card first (cheapest first
-- with `cheapest`), in the order offered among cards of equal worth.
local function ranked(ctx, list, cheapest)
  if not list or #list < 2 then return list or {} end
  local key = {}
  for i = 1, #list do key[list[i]] = {worth_of(ctx, list[i].card), i} end
  table.sort(list, function(a, b)
    local x, y = key[a], key[b]
    if x[1] ~= y[1] then
      if cheapest then return x[1] < y[1] end
      return x[1] > y[1]
    end
    return x[2] < y[2]
  end)
  return list
end

-- The kind the bot plays an option for: a card's `bot_play` from the hand,
-- a card in play's `bot_use` ("use CARD"), the kind an ability's option
-- names as its part `bot` (a character's hint); nil for one it leaves alone.
local function kind_of(ctx, p)
  if p.verb == "play" then return ctx:def_get(p.card, "bot_play") end
  if p.verb == "use" and p.card then return ctx:def_get(p.card, "bot_use") end
  if p.verb == "ability" then return p.bot end
  return nil
end

-- Of the options that play one card at one aim with different costs
-- (another card of the hand discarded with it), the one whose cost is worth
-- least, and none whose cost is worth more than 4: `keep[p]` is true for
-- the options to consider.
local function cheapest_costs(ctx, parsed)
  local least = {}
  for i = 1, #parsed do
    local p = parsed[i]
    if p.cost then
      local key = table.concat({p.card, p.target or 0, p.pick or 0, p.hand and 1 or 0}, ":")
      local w = worth_of(ctx, p.cost)
      local b = least[key]
      if w <= 4 and (not b or w < b[2]) then least[key] = {p, w} end
    end
  end
  local keep = {}
  for _, b in pairs(least) do keep[b[1]] = true end
  return keep
end

-- Phase 2: what to play, by the kind of each card offered (its `bot_play`):
-- `heal` when hurt with more than two alive (Beer), `equip` at once (Barrel,
-- Mustang, Scope), a weapon that reaches farther (`weapon`, by
-- `modifiers.reach`; one with `unlimited_bang` over the Colt .45), `draw` at
-- once (Wells Fargo, Stagecoach, General Store, Dynamite), `heal_all` when
-- hurt (Saloon), then `jail`, `steal` (Panic!, Cat Balou), `shoot` (BANG!,
-- and Missed! when it has a target), `duel` against an enemy, and
-- `attack_all` (Gatling, Indians!) unless a Deputy. Nil: end the turn.
local function phase2(ctx, me, parsed)
  local life, max = ctx:get(me, "life"), ctx:get(me, "max_life")
  local role = ctx:get(me, "role")
  local kinds, weapons = {}, {}
  local costs
  for i = 1, #parsed do
    local p = parsed[i]
    if p.cost then costs = costs or cheapest_costs(ctx, parsed) end
    if (p.verb == "play" or p.verb == "use" or p.bot) and (not p.cost or costs[p]) then
      p.seat = p.target
      local c = p.card
      if p.verb == "play" and ctx:def_get(c, "weapon") then
        weapons[#weapons + 1] = p
      else
        local kind = kind_of(ctx, p)
        if kind and (kind ~= "shoot" or p.target) then
          local same = kinds[kind]
          if not same then
            same = {}
            kinds[kind] = same
          end
          same[#same + 1] = p
        end
      end
    end
  end
  local function first(kind) return ranked(ctx, kinds[kind])[1] end
  if life <= 2 then
    local sid = cheapest_pair(ctx, parsed)
    if sid then return sid end
  end
  if life < max and ctx:living_count() > 2 and first("heal") then return first("heal") end
  if first("equip") then return first("equip") end
  local have = players.weapon(ctx, me)
  local current = have and ctx:def_modifier(have, "reach") or 0
  local reach = {}
  for i = 1, #weapons do reach[weapons[i]] = {ctx:def_modifier(weapons[i].card, "reach"), i} end
  table.sort(weapons, function(a, b) -- the longest reach first
    local x, y = reach[a], reach[b]
    if x[1] ~= y[1] then return x[1] > y[1] end
    return x[2] < y[2]
  end)
  for i = 1, #weapons do
    local p = weapons[i]
    local unlimited = current == 0 and (ctx:script(p.card) or {}).unlimited_bang
    if reach[p][1] > math.max(current, 1) or unlimited then return p end
  end
  if first("draw") then return first("draw") end
  if life < max and first("heal_all") then return first("heal_all") end
  local enemy = function(p) return p.seat and enmity(ctx, me, p.seat) or 0 end
  local jail = best(ctx, ranked(ctx, kinds.jail), enemy)
  if jail then return jail end
  local steal = best(ctx, ranked(ctx, kinds.steal), function(p)
    local e = enemy(p)
    if e == 0 then return 0 end
    return e * 10 + worth_of(ctx, p.pick) -- a random card from the hand: worth what an unknown card is
  end)
  if steal then return steal end
  local shot = best(ctx, ranked(ctx, kinds.shoot, true), enemy)
  if shot then return shot end
  local duel = best(ctx, ranked(ctx, kinds.duel), enemy)
  if duel then return duel end
  if role ~= "deputy" and first("attack_all") then return first("attack_all") end
  return nil -- end turn
end

-- The option of a cheapest or dearest card among options of one verb.
local function by_worth(ctx, parsed, verb, dearest)
  local pick, v
  for i = 1, #parsed do
    local p = parsed[i]
    if p.verb == verb then
      local w = worth_of(ctx, p.card)
      if not pick or (dearest and w > v) or (not dearest and w < v) then pick, v = p, w end
    end
  end
  return pick
end

function bot.choose(ctx, seat, _, level, options)
  if level ~= "basic" or not options then return nil end
  local parsed = parts(options)
  local function pick(p) return p and p.i end
  local has = {}
  for i = 1, #parsed do
    local verb = parsed[i].verb
    if verb then has[verb] = true end
  end

  if has["end turn"] then
    return pick(phase2(ctx, seat, parsed)) or pick(first_of(parsed, "end turn"))
  end
  if has.choose then -- Lucky Duke: a card the "draw!" wants (the rules' hint)
    for _, good in ipairs(ctx:get(0, "bot.good") or {}) do
      for i = 1, #parsed do
        local p = parsed[i]
        if p.card and "choose " .. ctx:label(p.card) == good then return p.i end
      end
    end
    return 1
  end
  if has.pick then return pick(by_worth(ctx, parsed, "pick", true)) end
  if has.put then return pick(by_worth(ctx, parsed, "put", false)) end
  if has.draw then
    local top = ctx:top(0, "discard")
    local deck
    for i = 1, #parsed do
      local p = parsed[i]
      if p.discard and top and worth_of(ctx, top) >= 7 then return pick(p) end
      local s = p.target
      if s and enmity(ctx, seat, s) > 0 then return pick(p) end
      if not p.discard and not s then deck = deck or p end
    end
    return pick(deck) or 1
  end
  if has.discard then
    local life, max = ctx:get(seat, "life"), ctx:get(seat, "max_life")
    if life < max then
      local sid = cheapest_pair(ctx, parsed)
      if sid then return pick(sid) end
    end
    return pick(by_worth(ctx, parsed, "discard", false))
  end
  -- Answering: a shot, a demand for BANG!, or the last chance at 0 life;
  -- a card of the hand first, else one in play that answers from there.
  for i = 1, #parsed do
    local p = parsed[i]
    if p.verb == "play" then return pick(p) end
  end
  if has.use then return pick(first_of(parsed, "use")) end
  if ctx:get(0, "dying") == seat then
    local sid = cheapest_pair(ctx, parsed)
    if sid then return pick(sid) end
  end
  return pick(first_of(parsed, "pass")) or 1
end

return bot
