-- Dealing the opening, or a starting position pinned by the record's setup:
-- roles, characters, life, hands, table, deck (top first), discard (bottom
-- first), turn, eliminated. Pinned cards are taken out of the shuffled deck
-- first; the rest is dealt from the seed (docs/record-format.md).
local equip = import("equip")

local setup = {}

local KEYS = {"roles", "characters", "life", "hands", "table", "deck", "discard", "turn", "eliminated"}

-- The roles dealt for n players (R01): the entry "N: role role ..." of the
-- rule `roles_by_players`, which a variant may replace with a longer list
-- (and its `players` with a larger count).
local function roles_for(ctx, n)
  local entries = ctx:rule("roles_by_players")
  for _, entry in ipairs(entries) do
    local colon = string.find(entry, ":", 1, true)
    local count = colon and tonumber(string.sub(entry, 1, colon - 1))
    local names = colon and string.sub(entry, colon + 1)
    if count == nil then
      error("rules.roles_by_players: '" .. entry .. "' is not 'N: role role ...'", 0)
    end
    if count == n then
      local out = {}
      for role in string.gmatch(names, "[^%s,]+") do out[#out + 1] = role end
      if #out ~= n then
        error("rules.roles_by_players: '" .. entry .. "' names " .. #out .. " roles for " .. n .. " players", 0)
      end
      return out
    end
  end
  error("rules.roles_by_players gives no roles for " .. n .. " players", 0)
end

-- How many Sheriffs the roles for n players hold: 1, or 0 for a game of
-- targets (the rule `targets`, every role dealt face up).
local function sheriffs_for(ctx, n)
  for _, role in ipairs(roles_for(ctx, n)) do
    if role == "sheriff" then return 1 end
  end
  return 0
end

-- A list written as a YAML list or as one comma-separated string.
local function list_of(ctx, v, path)
  if type(v) == "table" then
    if v._keys then ctx:setup_error(path, "expected a list, not a mapping") end
    return v, true
  end
  if v == nil then return {}, true end
  local out = {}
  for part in string.gmatch(tostring(v), "[^,]+") do
    local s = part:gsub("^%s+", ""):gsub("%s+$", "")
    if s ~= "" then out[#out + 1] = s end
  end
  return out, false
end

-- The seat of each key of a per-player map, in written order.
local function per_player(ctx, map, key)
  local out = {}
  if map == nil then return out end
  if type(map) ~= "table" or not map._keys then
    ctx:setup_error("setup." .. key, "expected a mapping of player names")
  end
  for _, name in ipairs(map._keys) do
    local p = ctx:seat(name)
    if not p then ctx:setup_error("setup." .. key .. "." .. name, "no player is called " .. name) end
    out[#out + 1] = {seat = p, name = name, value = map[name]}
  end
  return out
end

local function item_path(base, i, listed)
  return listed and (base .. "[" .. (i - 1) .. "]") or base
end

-- Takes the written cards out of the deck, in order; errors name the item.
local function take_cards(ctx, value, base)
  local items, listed = list_of(ctx, value, base)
  local out = {}
  for i, text in ipairs(items) do
    local c, why = ctx:find(tostring(text), 0, "deck")
    if not c then ctx:setup_error(item_path(base, i, listed), why or ("no card " .. tostring(text))) end
    ctx:move(c, 0, "deck", "bottom") -- out of the dealer's way until placed
    out[#out + 1] = c
  end
  return out
end

-- A definition of the given type named by `text` (a name or an alias). A
-- slip gets the engine's "did you mean".
local function definition(ctx, text, kind, path)
  local c, why = ctx:find(tostring(text))
  if not c or ctx:def_type(c) ~= kind then
    local hint = not c and why and why:match(" %(did you mean '.-'%?%)$") or ""
    ctx:setup_error(path, "'" .. tostring(text) .. "' is not a " .. kind .. hint)
  end
  return ctx:def_name(c)
end

local function deal_roles(ctx, given, dead)
  local n = ctx:seat_count()
  local pool = {}
  for _, role in ipairs(roles_for(ctx, n)) do
    local found = false
    for _, c in ipairs(ctx:zone(0, "roles")) do
      local taken = false
      for _, q in ipairs(pool) do taken = taken or q == c end
      if not taken and ctx:def_name(c) == role then
        pool[#pool + 1] = c
        found = true
        break
      end
    end
    if not found then
      error("rules.roles_by_players: " .. n .. " players need one more " .. role ..
        " than the game's roles hold (roles.yaml's copies, or a variant's add_copies)", 0)
    end
  end
  local roles = {}
  for _, g in ipairs(given) do
    local role = definition(ctx, g.value, "role", "setup.roles." .. g.name)
    roles[g.seat] = role
    for i, c in ipairs(pool) do
      if ctx:def_name(c) == role then
        table.remove(pool, i)
        break
      end
    end
  end
  local open = {}
  for p = 1, n do
    if not roles[p] then open[#open + 1] = p end
  end
  local sheriffs, want = 0, sheriffs_for(ctx, n)
  for p = 1, n do
    if roles[p] == "sheriff" then sheriffs = sheriffs + 1 end
  end
  -- Deal from the pool; when no Sheriff is pinned, one of the dealt roles must be his.
  local dealt = {}
  if sheriffs == 0 and want == 1 and #open > 0 then
    for i, c in ipairs(pool) do
      if ctx:def_name(c) == "sheriff" then
        dealt[#dealt + 1] = table.remove(pool, i)
        break
      end
    end
  end
  while #dealt < #open and #pool > 0 do
    local c = ctx:random_pick(pool)
    for i, q in ipairs(pool) do
      if q == c then table.remove(pool, i) break end
    end
    dealt[#dealt + 1] = c
  end
  if #dealt < #open then
    ctx:setup_error("setup.roles", "the roles pinned leave too few for the others (" .. n .. " players, R01)")
  end
  for _, p in ipairs(open) do
    local c = ctx:random_pick(dealt)
    for i, q in ipairs(dealt) do
      if q == c then table.remove(dealt, i) break end
    end
    roles[p] = ctx:def_name(c)
  end
  sheriffs = 0
  for p = 1, n do
    if roles[p] == "sheriff" then sheriffs = sheriffs + 1 end
  end
  if sheriffs ~= want then
    ctx:setup_error("setup.roles", want == 1 and "a game needs exactly one Sheriff, not " .. sheriffs .. " (R01)" or
      "the roles for " .. n .. " players have no Sheriff (R01)")
  end
  for p = 1, n do
    ctx:set(p, "role", roles[p])
    if want == 0 then ctx:set(p, "revealed.role", true) end
    if roles[p] == "sheriff" then
      ctx:set(p, "revealed.role", true)
      if dead[p] then ctx:setup_error("setup.eliminated", "the Sheriff cannot start eliminated: the game would be over") end
    end
    ctx:setup_record("roles", ctx:name(p), roles[p])
  end
end

local function deal_characters(ctx, given)
  for _, g in ipairs(given) do
    local path = "setup.characters." .. g.name
    local name = definition(ctx, g.value, "character", path)
    local c = ctx:find(name, 0, "characters")
    if not c then ctx:setup_error(path, name .. " is already another player's character") end
    ctx:move(c, g.seat, "board")
  end
  for p = 1, ctx:seat_count() do
    if ctx:card_count(p, "board") == 0 then ctx:move(ctx:random_pick(ctx:zone(0, "characters")), p, "board") end
    local c = ctx:zone(p, "board")[1]
    ctx:set(p, "character", ctx:def_name(c))
    ctx:setup_record("characters", ctx:name(p), ctx:def_name(c))
  end
end

local function set_life(ctx, given, dead)
  for p = 1, ctx:seat_count() do
    local max = ctx:def_get(ctx:zone(p, "board")[1], "life")
    if ctx:get(p, "role") == "sheriff" then max = max + ctx:rule("sheriff_bonus") end
    ctx:set(p, "max_life", max)
    ctx:set(p, "life", max)
  end
  for _, g in ipairs(given) do
    local v, path = g.value, "setup.life." .. g.name
    if math.type(v) ~= "integer" then ctx:setup_error(path, "life is a whole number") end
    if dead[g.seat] then ctx:setup_error(path, g.name .. " is eliminated") end
    if v < 1 or v > ctx:get(g.seat, "max_life") then
      ctx:setup_error(path, g.name .. "'s life must be from 1 to " .. ctx:get(g.seat, "max_life") .. " (R02)")
    end
    ctx:set(g.seat, "life", v)
    ctx:setup_record("life", g.name, v)
  end
end

local function place_table(ctx, g, cards)
  local seen, weapon = {}, nil
  for i, c in ipairs(cards) do
    local path = "setup.table." .. g.name .. "[" .. (i - 1) .. "]"
    local name = ctx:def_name(c)
    if not equip.stays(ctx, c) then
      ctx:setup_error(path, ctx:label(c) .. " is " .. tostring(ctx:def_get(c, "color")) .. ": only " ..
        equip.kinds_in_play(ctx) .. " cards stay in play")
    end
    if ctx:def_get(c, "weapon") then
      if weapon then ctx:setup_error(path, "a player has one weapon at most (R07)") end
      weapon = c
    elseif seen[name] then
      ctx:setup_error(path, "two cards named " .. name .. " in play (R06)")
    end
    local m = ctx:script(c)
    local why = m and m.refuses_holder and m.refuses_holder(ctx, g.seat, c)
    if why then ctx:setup_error(path, why) end
    seen[name] = true
    ctx:move(c, g.seat, "table")
  end
end

function setup.deal(ctx, s)
  local known = {}
  for _, k in ipairs(KEYS) do known[k] = true end
  for _, k in ipairs(s._keys or {}) do
    if not known[k] then ctx:setup_error("setup." .. k, "BANG! has no setup key '" .. k .. "'" .. ctx:setup_hint(k, KEYS) ..
      " (" .. table.concat(KEYS, ", ") .. ")") end
  end
  local n = ctx:seat_count()
  ctx:shuffle(0, "deck")

  local dead, dead_names = {}, {}
  local items, listed = list_of(ctx, s.eliminated, "setup.eliminated")
  for i, name in ipairs(items) do
    local p = ctx:seat(tostring(name))
    if not p then ctx:setup_error(item_path("setup.eliminated", i, listed), "no player is called " .. tostring(name)) end
    dead[p] = true
    dead_names[#dead_names + 1] = ctx:name(p)
  end

  deal_roles(ctx, per_player(ctx, s.roles, "roles"), dead)
  deal_characters(ctx, per_player(ctx, s.characters, "characters"))
  set_life(ctx, per_player(ctx, s.life, "life"), dead)

  -- Pinned cards leave the deck first; then the rest is dealt.
  local hands, pinned_hand = {}, {}
  for _, g in ipairs(per_player(ctx, s.hands, "hands")) do
    if dead[g.seat] then ctx:setup_error("setup.hands." .. g.name, g.name .. " is eliminated and holds no cards") end
    hands[g.seat] = take_cards(ctx, g.value, "setup.hands." .. g.name)
    pinned_hand[g.seat] = true
  end
  local tables = {}
  for _, g in ipairs(per_player(ctx, s.table, "table")) do
    if dead[g.seat] then ctx:setup_error("setup.table." .. g.name, g.name .. " is eliminated and has no cards in play") end
    tables[#tables + 1] = {g = g, cards = take_cards(ctx, g.value, "setup.table." .. g.name)}
  end
  local discard = take_cards(ctx, s.discard, "setup.discard")
  local stacked = take_cards(ctx, s.deck, "setup.deck")

  for p = 1, n do
    for _, c in ipairs(hands[p] or {}) do ctx:move(c, p, "hand") end
  end
  for _, t in ipairs(tables) do
    place_table(ctx, t.g, t.cards)
    ctx:setup_record("table", t.g.name, (function()
      local out = {}
      for _, c in ipairs(t.cards) do out[#out + 1] = ctx:label(c) end
      return out
    end)())
  end
  for _, c in ipairs(discard) do ctx:move(c, 0, "discard") end

  -- Deal the unpinned hands from the top, one card a round in seat order (R02).
  local rounds = 0
  for p = 1, n do
    if not dead[p] and not pinned_hand[p] then rounds = math.max(rounds, ctx:get(p, "life")) end
  end
  for r = 1, rounds do
    for p = 1, n do
      if not dead[p] and not pinned_hand[p] and ctx:get(p, "life") >= r then ctx:draw(p, "hand") end
    end
  end
  for p = 1, n do
    if not dead[p] then
      local labels = {}
      for _, c in ipairs(ctx:zone(p, "hand")) do labels[#labels + 1] = ctx:label(c) end
      ctx:setup_record("hands", ctx:name(p), labels)
    end
  end

  for i = #stacked, 1, -1 do ctx:move(stacked[i], 0, "deck") end
  ctx:set_known_top(#stacked)
  if #stacked > 0 then
    local labels = {}
    for _, c in ipairs(stacked) do labels[#labels + 1] = ctx:label(c) end
    ctx:setup_record("deck", labels)
  end
  if #discard > 0 then
    local labels = {}
    for _, c in ipairs(discard) do labels[#labels + 1] = ctx:label(c) end
    ctx:setup_record("discard", labels)
  end

  for p = 1, n do
    if dead[p] then
      ctx:set_alive(p, false)
      ctx:set(p, "revealed.role", true)
    end
  end
  if #dead_names > 0 then ctx:setup_record("eliminated", dead_names) end

  local first
  if s.turn ~= nil then
    first = ctx:seat(tostring(s.turn))
    if not first then ctx:setup_error("setup.turn", "no player is called " .. tostring(s.turn)) end
    if dead[first] then ctx:setup_error("setup.turn", ctx:name(first) .. " is eliminated") end
    ctx:setup_record("turn", ctx:name(first))
  else
    -- The Sheriff; in a game of targets, the first role the count lists.
    local opener = sheriffs_for(ctx, n) == 1 and "sheriff" or roles_for(ctx, n)[1]
    for p = 1, n do
      if ctx:get(p, "role") == opener and not first then first = p end
    end
    if first and dead[first] then first = ctx:next_living(first) end
  end
  ctx:set_turn(first)
end

return setup
