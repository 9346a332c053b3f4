-- EndGame: the setup of a game or of a position: markers, cubes, hands,
-- field, sets, a stacked deck and whose turn it is (E01).
local board = import("board")

local setup_ = {}

local marker_key, bank_key, cubes_key = board.marker_key, board.bank_key, board.cubes_key
local boxed_key = board.boxed_key

local SETUP_KEYS = {"hands", "field", "deck", "bank", "cubes", "markers", "sets", "turn"}

local function is_key(k)
  for _, known in ipairs(SETUP_KEYS) do
    if known == k then return true end
  end
  return false
end

-- A list of cards as written: a YAML list, or one comma-separated string.
-- Pieces of a string that name no card are joined with the next piece, so
-- "Red, Yellow & Blue +1" survives the split.
local function card_texts(ctx, v)
  if v == nil then return {} end
  if type(v) == "table" then
    local out = {}
    for i, t in ipairs(v) do out[i] = tostring(t) end
    return out
  end
  local out, acc = {}, nil
  for piece in (tostring(v) .. ","):gmatch("([^,]*),") do
    local text = piece:match("^%s*(.-)%s*$")
    acc = acc and (acc .. ", " .. text) or text
    if ctx:find(acc) then
      out[#out + 1] = acc
      acc = nil
    end
  end
  if acc and acc ~= "" then out[#out + 1] = acc end
  return out
end

local function seat_named(ctx, name, path)
  local s = ctx:seat(tostring(name))
  if not s then ctx:setup_error(path, "no player called '" .. tostring(name) .. "'") end
  return s
end

local function colour_known(ctx, c, path)
  for _, known in ipairs(board.colours(ctx)) do
    if known == c then return end
  end
  ctx:setup_error(path, "no colour '" .. tostring(c) .. "' (colours: " .. table.concat(board.colours(ctx), ", ") .. ")")
end

-- Takes each named card out of the draw pile into a zone.
local function take_out(ctx, texts, path, seat, zone)
  local out = {}
  for i, text in ipairs(texts) do
    local c, why = ctx:find(text, 0, "deck")
    if not c then ctx:setup_error(path .. "[" .. (i - 1) .. "]", why or ("no card " .. text)) end
    ctx:move(c, seat, zone)
    out[#out + 1] = c
  end
  return out
end

local function labels(ctx, cards)
  local out = {}
  for i, c in ipairs(cards) do out[i] = ctx:label(c) end
  return out
end

local function setup_markers(ctx, setup)
  local start = board.per_colour(ctx, "marker_start")
  for _, c in ipairs(board.colours(ctx)) do ctx:set(0, "markers." .. c, start[c]) end
  local m = setup.markers
  if not m then return end
  for _, c in ipairs(m._keys or {}) do
    local path = "setup.markers." .. c
    colour_known(ctx, c, path)
    local v = m[c]
    if v == "gone" then
      ctx:set(0, "markers." .. c, "gone")
    elseif math.type(v) == "integer" and v >= ctx:rule("track_min") and v <= ctx:rule("track_max") then
      ctx:set(0, "markers." .. c, v)
    else
      ctx:setup_error(path, "a marker is a position from " .. ctx:rule("track_min") .. " to " ..
        ctx:rule("track_max") .. ", or gone (E13)")
    end
    ctx:setup_record("markers", c, v)
  end
end

local function count_at(ctx, v, path)
  if math.type(v) ~= "integer" or v < 0 then ctx:setup_error(path, "a number of cubes, 0 or more") end
  return v
end

-- Cubes: players' cubes come out of the bank, unless the setup gives the
-- bank itself; the cubes left over stay in the box (fewer players).
local function setup_cubes(ctx, setup)
  local colours = board.colours(ctx)
  local total = board.per_colour(ctx, "cubes")
  local bank = board.per_colour(ctx, "bank_" .. ctx:seat_count())
  local held = {}
  for _, c in ipairs(colours) do held[c] = 0 end
  if setup.cubes then
    for _, name in ipairs(setup.cubes._keys or {}) do
      local path = "setup.cubes." .. name
      local s = seat_named(ctx, name, path)
      local m = setup.cubes[name]
      if type(m) ~= "table" or not m._keys then ctx:setup_error(path, "expected a map of colour to count, e.g. {red: 2}") end
      for _, c in ipairs(m._keys) do
        colour_known(ctx, c, path .. "." .. c)
        local n = count_at(ctx, m[c], path .. "." .. c)
        ctx:set(s, "cubes." .. c, n)
        held[c] = held[c] + n
      end
    end
  end
  local given = {}
  if setup.bank then
    for _, c in ipairs(setup.bank._keys or {}) do
      colour_known(ctx, c, "setup.bank." .. c)
      given[c] = count_at(ctx, setup.bank[c], "setup.bank." .. c)
      ctx:setup_record("bank", c, given[c])
    end
  end
  for _, c in ipairs(colours) do
    for s = 1, ctx:seat_count() do
      if not ctx:get(s, "cubes." .. c) then ctx:set(s, "cubes." .. c, 0) end
    end
    local b = given[c] or (bank[c] - held[c])
    if b < 0 then
      ctx:setup_error("setup.cubes", "players hold " .. held[c] .. " " .. c .. " cubes, more than the bank of " ..
        bank[c] .. " with " .. ctx:seat_count() .. " players (E01)")
    end
    if b + held[c] > total[c] then
      ctx:setup_error(setup.bank and "setup.bank" or "setup.cubes", b + held[c] .. " " .. c ..
        " cubes in play, but the game has only " .. total[c] .. " (E01)")
    end
    ctx:set(0, "bank." .. c, b)
    ctx:set(0, "destroyed." .. c, 0)
    ctx:set(0, "boxed." .. c, total[c] - b - held[c])
  end
end

-- "red 8, blue 8, ...": a count or position per colour, read by `get`.
local function per_colour_text(ctx, get)
  local parts = {}
  for i, c in ipairs(board.colours(ctx)) do parts[i] = c .. " " .. tostring(get(c)) end
  return table.concat(parts, ", ")
end

-- Narrates the opening (E01): the bank, the markers and the cards by player
-- count, and what the record's setup put in their place. Called only when
-- someone reads the narration.
local function narrate_setup(ctx, setup, given, field_given, stacked)
  local n = ctx:seat_count()
  local bank = board.per_colour(ctx, "bank_" .. n)
  local rule_bank = per_colour_text(ctx, function(c) return bank[c] end)
  local boxed, held = 0, 0
  for _, c in ipairs(board.colours(ctx)) do
    boxed = boxed + ctx:get(0, boxed_key(c))
    for s = 1, n do held = held + ctx:get(s, cubes_key(c)) end
  end
  if setup.bank or setup.cubes then
    local left = per_colour_text(ctx, function(c) return ctx:get(0, bank_key(c)) end)
    ctx:logf("E01", "%s players: the bank would hold %s; the record's setup leaves it %s, with %s cubes held by players and %s in the box",
      n, rule_bank, left, held, boxed)
  elseif boxed > 0 then
    ctx:logf("E01", "%s players: the bank holds %s; the other %s cubes stay in the box", n, rule_bank, boxed)
  else
    ctx:logf("E01", "%s players: every cube is in the bank: %s", n, rule_bank)
  end
  local at = per_colour_text(ctx, function(c) return ctx:get(0, marker_key(c)) end)
  if setup.markers then
    local start = board.per_colour(ctx, "marker_start")
    ctx:logf("E01", "the markers start at %s; the record's setup places them at %s",
      per_colour_text(ctx, function(c) return start[c] end), at)
  else
    ctx:logf("E01", "the markers start at %s", at)
  end
  local k = ctx:rule("hand_" .. n)
  local dealt, pinned = {}, {}
  for s = 1, n do
    if given[s] then
      pinned[#pinned + 1] = ctx:name(s) .. " " .. ctx:card_count(s, "hand")
    else
      dealt[#dealt + 1] = ctx:name(s)
    end
  end
  local hands = "with " .. n .. " players each hand is " .. k .. " cards"
  if #pinned == 0 then
    ctx:logf("E01", "%s, dealt one at a time in seat order", hands)
  elseif #dealt == 0 then
    ctx:logf("E01", "%s; the record's setup gives every hand: %s", hands, table.concat(pinned, ", "))
  else
    ctx:logf("E01", "%s, dealt one at a time in seat order to %s; the record's setup gives the others: %s",
      hands, table.concat(dealt, ", "), table.concat(pinned, ", "))
  end
  local fields = ctx:card_count(0, "field")
  local cards = fields .. (fields == 1 and " card" or " cards")
  local field = field_given and "the record's setup puts " .. cards .. " face down in the field" or
    cards .. (fields == 1 and " goes" or " go") .. " face down to the field"
  local pile = "the draw pile holds the other " .. ctx:card_count(0, "deck") ..
    (#stacked > 0 and ", its top " .. #stacked .. " stacked by the record's setup" or "")
  ctx:logf("E01", "%s; %s", field, pile)
  if setup.sets then
    ctx:logf("E11", "the record's setup puts set cards in force: %s",
      table.concat(labels(ctx, ctx:zone(0, "sets")), ", "))
  end
end

-- Keys whose value is a map (of players or colours).
local MAP_KEYS = {hands = true, bank = true, cubes = true, markers = true}

function setup_.setup(ctx, setup)
  for _, k in ipairs(setup._keys or {}) do
    if not is_key(k) then
      ctx:setup_error("setup." .. k, "EndGame has no setup key '" .. k .. "'" .. ctx:setup_hint(k, SETUP_KEYS) ..
        " (keys: " .. table.concat(SETUP_KEYS, ", ") .. ")")
    end
    if MAP_KEYS[k] and setup[k] ~= nil and (type(setup[k]) ~= "table" or not setup[k]._keys) then
      ctx:setup_error("setup." .. k, "expected a map, e.g. " .. (k == "hands" and "{Ann: [Red +2]}" or
        k == "cubes" and "{Ann: {red: 2}}" or "{red: 2}"))
    end
  end
  setup_markers(ctx, setup)
  setup_cubes(ctx, setup)
  ctx:shuffle(0, "deck")

  -- Named cards leave the pile first; cards stacked on top wait aside.
  local given = {}
  if setup.hands then
    for _, name in ipairs(setup.hands._keys or {}) do
      local s = seat_named(ctx, name, "setup.hands." .. name)
      take_out(ctx, card_texts(ctx, setup.hands[name]), "setup.hands." .. name, s, "hand")
      given[s] = true
    end
  end
  local field
  if setup.field then
    field = take_out(ctx, card_texts(ctx, setup.field), "setup.field", 0, "field")
    if #field > ctx:rule("field_cards") then
      ctx:setup_error("setup.field", "at most " .. ctx:rule("field_cards") .. " field cards (E01)")
    end
  end
  if setup.sets then
    for _, c in ipairs(take_out(ctx, card_texts(ctx, setup.sets), "setup.sets", 0, "sets")) do
      if ctx:def_get(c, "kind") ~= "set" then ctx:setup_error("setup.sets", ctx:label(c) .. " is not a set card") end
    end
    ctx:setup_record("sets", labels(ctx, ctx:zone(0, "sets")))
  end
  local stacked = setup.deck and take_out(ctx, card_texts(ctx, setup.deck), "setup.deck", 0, "discard") or {}

  -- The deal: one card at a time, in seat order, round after round (E01).
  local n = ctx:rule("hand_" .. ctx:seat_count())
  for _ = 1, n do
    for s = 1, ctx:seat_count() do
      if not given[s] then ctx:draw(s, "hand") end
    end
  end
  if not field then
    for _ = 1, ctx:rule("field_cards") do ctx:draw(0, "field") end
  end
  for i, c in ipairs(ctx:zone(0, "field")) do ctx:card_set(c, "field_pos", i) end
  for i = #stacked, 1, -1 do ctx:move(stacked[i], 0, "deck") end
  if #stacked > 0 then
    ctx:set_known_top(#stacked)
    ctx:setup_record("deck", labels(ctx, stacked))
  end

  for s = 1, ctx:seat_count() do ctx:setup_record("hands", ctx:name(s), labels(ctx, ctx:zone(s, "hand"))) end
  ctx:setup_record("field", labels(ctx, ctx:zone(0, "field")))
  local first = 1
  if setup.turn then
    first = seat_named(ctx, setup.turn, "setup.turn")
    ctx:setup_record("turn", ctx:name(first))
  end
  ctx:set_turn(first)
  ctx:set(0, "phase", "play")
  board.rescore(ctx)
  -- Kept: the setup is told from totals counted over the whole board.
  if ctx:narrating() then narrate_setup(ctx, setup, given, field ~= nil, stacked) end
end

return setup_
