-- The "basic" bot: plays sensibly for its role from the labels it is
-- offered. Sheriff and Deputies shoot whoever attacked the Sheriff (then
-- anyone but the Sheriff); Outlaws shoot the Sheriff first; the Renegade
-- keeps the Sheriff for last. It answers shots when it can, drinks Beer
-- only when hurt, plays blue cards, discards its least useful cards.
local common = import("common")

local bot = {}

-- How much a card is worth keeping (higher: keep).
local WORTH = {
  ["Beer"] = 9, ["Missed!"] = 8, ["BANG!"] = 7, ["Barrel"] = 7, ["Gatling"] = 6, ["Wells Fargo"] = 6,
  ["Panic!"] = 6, ["Cat Balou"] = 5, ["Duel"] = 5, ["Indians!"] = 5, ["Stagecoach"] = 5, ["Mustang"] = 5,
  ["Jail"] = 4, ["Scope"] = 4, ["General Store"] = 4, ["Saloon"] = 4, ["Volcanic"] = 4, ["Winchester"] = 4,
  ["Rev. Carabine"] = 4, ["Remington"] = 3, ["Schofield"] = 3, ["Dynamite"] = 1,
}

local REACH = {Volcanic = 1, Schofield = 2, Remington = 3, ["Rev. Carabine"] = 4, Winchester = 5}
local WEAPONS = {"Winchester", "Rev. Carabine", "Remington", "Schofield", "Volcanic"}

-- "play BANG! (5♦) -> Bob" -> {verb="play", card="BANG!", target="Bob", of=nil}
local function parse(label)
  local p = {label = label}
  local verb, rest = label:match("^(%a+) (.*)$")
  p.verb = verb or label
  rest = rest or ""
  if verb == "draw" or verb == "put" or verb == "ability" then
    p.rest = rest
    return p
  end
  local object, target = rest:match("^(.-) %-> (.*)$")
  object = object or rest
  p.card = object:match("^(.-) %(") or object
  if target then
    local of_card, owner = target:match("^(.-) of (.*)$")
    if of_card then
      p.target, p.taken = owner, of_card:match("^(.-) %(") or of_card
    else
      p.target = target
    end
  end
  return p
end

local function worth(name) return WORTH[name] or 3 end

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

local function seat_named(ctx, name)
  return name and ctx:seat(name)
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

local function index_of(list, wanted)
  for i = 1, #list do
    if list[i] == wanted then return i end
  end
  return nil
end

local function cheapest_pair(parsed)
  local pick, low
  for i = 1, #parsed do
    local p = parsed[i]
    if p.verb == "ability" then
      local a, b = p.rest:match("^discard (.-) %(.-%), (.-) %(")
      local v = worth(a or "") + worth(b or "")
      if not pick or v < low then pick, low = p, v end
    end
  end
  return pick
end

local function phase2(ctx, me, parsed)
  local life, max = ctx:get(me, "life"), ctx:get(me, "max_life")
  local role = ctx:get(me, "role")
  local by = {}
  for i = 1, #parsed do
    local p = parsed[i]
    if p.verb == "play" then
      p.seat = seat_named(ctx, p.target)
      local same = by[p.card]
      if not same then
        same = {}
        by[p.card] = same
      end
      same[#same + 1] = p
    end
  end
  local function first(name) return by[name] and by[name][1] end
  if life <= 2 then
    local sid = cheapest_pair(parsed)
    if sid then return sid end
  end
  if life < max and ctx:living_count() > 2 and first("Beer") then return first("Beer") end
  for _, name in ipairs({"Barrel", "Mustang", "Scope"}) do
    if first(name) then return first(name) end
  end
  local have = common.weapon(ctx, me)
  local current = have and REACH[ctx:card_name(have)] or 0
  for i = 1, #WEAPONS do -- the longest reach first
    local name = WEAPONS[i]
    local p = first(name)
    if p and (REACH[name] > math.max(current, 1) or (name == "Volcanic" and current == 0)) then return p end
  end
  for _, name in ipairs({"Wells Fargo", "Stagecoach", "General Store", "Dynamite"}) do
    if first(name) then return first(name) end
  end
  if life < max and first("Saloon") then return first("Saloon") end
  local enemy = function(p) return p.seat and enmity(ctx, me, p.seat) or 0 end
  local jail = best(ctx, by["Jail"] or {}, enemy)
  if jail then return jail end
  local steals = {}
  for _, name in ipairs({"Panic!", "Cat Balou"}) do
    for _, p in ipairs(by[name] or {}) do steals[#steals + 1] = p end
  end
  local steal = best(ctx, steals, function(p)
    local e = enemy(p)
    if e == 0 then return 0 end
    return e * 10 + (p.taken and worth(p.taken) or 5)
  end)
  if steal then return steal end
  local shots = {}
  for _, p in ipairs(by["BANG!"] or {}) do shots[#shots + 1] = p end
  for _, p in ipairs(by["Missed!"] or {}) do
    if p.target then shots[#shots + 1] = p end
  end
  local shot = best(ctx, shots, enemy)
  if shot then return shot end
  local duel = best(ctx, by["Duel"] or {}, enemy)
  if duel then return duel end
  if role ~= "deputy" then
    if first("Gatling") then return first("Gatling") end
    if first("Indians!") then return first("Indians!") end
  end
  return nil -- end turn
end

-- The option of a cheapest or dearest card among options of one verb.
local function by_worth(parsed, verb, dearest)
  local pick, v
  for i = 1, #parsed do
    local p = parsed[i]
    if p.verb == verb then
      local name = (p.card or p.rest or ""):match("^(.-) %(") or p.card or p.rest
      local w = worth(name)
      if not pick or (dearest and w > v) or (not dearest and w < v) then pick, v = p, w end
    end
  end
  return pick
end

function bot.choose(ctx, seat, labels, level)
  if level ~= "basic" then return nil end
  local parsed = {}
  for i = 1, #labels do parsed[i] = parse(labels[i]) end
  local function pick(p) return p and index_of(labels, p.label) end
  local has = {}
  for i = 1, #parsed do has[parsed[i].verb] = true end

  if index_of(labels, "end turn") then
    return pick(phase2(ctx, seat, parsed)) or index_of(labels, "end turn")
  end
  if has.choose then
    for _, good in ipairs(ctx:get(0, "bot.good") or {}) do
      local i = index_of(labels, good)
      if i then return i end
    end
    return 1
  end
  if has.pick then return pick(by_worth(parsed, "pick", true)) end
  if has.put then
    local p = by_worth(parsed, "put", false)
    return pick(p)
  end
  if has.draw then
    local top = ctx:top(0, "discard")
    for i = 1, #parsed do
      local p = parsed[i]
      if p.rest == "from discard" and top and worth(ctx:card_name(top)) >= 7 then return pick(p) end
      local who = p.rest and p.rest:match("^from (.*)$")
      local s = who and who ~= "deck" and who ~= "discard" and ctx:seat(who)
      if s and enmity(ctx, seat, s) > 0 then return pick(p) end
    end
    return index_of(labels, "draw from deck") or 1
  end
  if has.discard then
    local life, max = ctx:get(seat, "life"), ctx:get(seat, "max_life")
    if life < max then
      local sid = cheapest_pair(parsed)
      if sid then return pick(sid) end
    end
    return pick(by_worth(parsed, "discard", false))
  end
  -- Answering: a shot, a demand for BANG!, or the last chance at 0 life.
  for i = 1, #parsed do
    local p = parsed[i]
    if p.verb == "play" then return pick(p) end
  end
  if ctx:get(0, "dying") == seat then
    local sid = cheapest_pair(parsed)
    if sid then return pick(sid) end
  end
  return index_of(labels, "pass") or 1
end

return bot
