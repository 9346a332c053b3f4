-- The Gang: pieces shared by the rules script and the card scripts.
-- Chips are plain values: each player keeps the list `chips` ("white 3",
-- "yellow 1", ...) in round order; the game keeps `centre`, the chips of the
-- current round that nobody holds.
local offer_ = import("lib/offer")
local common = {}

common.COLOURS = {"white", "yellow", "orange", "red"}
common.ROUND_NAMES = {"pre-flop", "flop", "turn", "river"}
common.COMMUNITY = {0, 3, 4, 5}  -- community cards shown in each round
common.VALUES = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"}

function common.round_of_colour(colour)
  for r, c in ipairs(common.COLOURS) do
    if c == colour then return r end
  end
  return nil
end

-- Rank text to 2..14, or nil.
function common.value_rank(text)
  for i, v in ipairs(common.VALUES) do
    if v == text then return i + 1 end
  end
  return nil
end

function common.value_text(rank) return common.VALUES[rank - 1] end

-- A card's rank for counting (the suitless Jack's is J), 0 for none.
function common.rank(ctx, card) return ctx:rank(card) or 0 end

function common.name(ctx, seat) return ctx:name(seat) end

function common.seats(ctx)
  local out = {}
  for s = 1, ctx:seats() do out[#out + 1] = s end
  return out
end

-- Challenge and specialist cards in the order of their numbers.
function common.by_number(ctx, cards)
  table.sort(cards, function(a, b) return ctx:def_get(a, "number") < ctx:def_get(b, "number") end)
  return cards
end

function common.others(ctx, seat)
  local out = {}
  for s = 1, ctx:seats() do
    if s ~= seat then out[#out + 1] = s end
  end
  return out
end

-- ---- options ----

-- An option's text from its parts (lib/offer). The parts of The Gang's options:
--   {verb = "take" | "return", chip = "white 3", round = 1, stars = 3}
--   {verb = "ready"}, {verb = "agree"}, {verb = "refuse"}
--   {verb = "propose", target = seat [, viewer = seat] [, rank = 2..14]}:
--     "propose Hacker -> Ann", "... -> Ann shows Bob", "... -> Ann counts 10"
--     (the specialist's name is the offer's view.name)
--   {verb = "discard" | "show" | "pass", card = card}: "discard K♠"
--   {verb = "guess", rank = 2..14} or {verb = "guess", ranking = "two pair"}
-- An option may name its own `label` instead.
local function option_label(ctx, o, view)
  local verb = o.verb
  if verb == "propose" then
    local text = "propose " .. view.name .. " -> " .. ctx:name(o.target)
    if o.viewer then text = text .. " shows " .. ctx:name(o.viewer) end
    if o.rank then text = text .. " counts " .. common.VALUES[o.rank - 1] end
    return text
  end
  if o.chip then return verb .. " " .. o.chip end
  if o.card then return verb .. " " .. ctx:label(o.card) end
  if verb == "guess" then return "guess " .. (o.ranking or common.VALUES[o.rank - 1]) end
  return verb
end
common.option_label = option_label

-- An offer of The Gang's options (lib/offer): `view` is what the label of a
-- proposal reads (view.name, the specialist's). Nothing The Gang offers is
-- refused through an offer: a decision's refusals are the function
-- ctx:choose is given, called only when a written move matches no option.
function common.offer(ctx, view) return offer_.new(ctx, option_label, view, false) end

-- A proposal aimed at each player in turn, by seat: "propose Hacker -> Ann",
-- "propose Hacker -> Bob", ... (a specialist's `proposals` hook).
function common.propose_to_each(ctx, offer)
  for t = 1, ctx:seats() do offer:option{verb = "propose", target = t} end
end

-- The guess of a scan (Retina Scan, Fingerprint Scan) is the others': the
-- scanned player is left out of the decision, with why (G16). `opts` are
-- options (their parts and labels).
function common.scan_guess(ctx, top, opts, card)
  local open = {}
  for _, s in ipairs(common.others(ctx, top)) do open[#open + 1] = {seat = s, options = opts} end
  open[#open + 1] = {seat = top, options = {}, refusals = function()
    local why = ctx:name(top) .. "'s hand is the one " .. card .. " checks: the others guess (G16)"
    local out = {}
    for i = 1, #opts do out[i] = {opts[i].label, why} end
    return out
  end}
  return open
end

function common.labels(ctx, cards)
  local out = {}
  for _, c in ipairs(cards) do out[#out + 1] = ctx:label(c) end
  return table.concat(out, " ")
end

-- Splits "A♠, K♦" into a list; a list stays a list.
function common.list(v)
  if type(v) == "table" then return v end
  if v == nil then return {} end
  local out = {}
  for part in string.gmatch(tostring(v), "[^,]+") do
    local t = part:match("^%s*(.-)%s*$")
    if t ~= "" then out[#out + 1] = t end
  end
  return out
end

-- ---- cards in force ----

-- Challenges first (in the order they came into force), then the specialist.
function common.in_force(ctx)
  local out = {}
  for _, c in ipairs(ctx:zone(0, "challenges")) do out[#out + 1] = c end
  for _, c in ipairs(ctx:zone(0, "specialist")) do out[#out + 1] = c end
  return out
end

-- The card of `cards` that brings cards of type `type_` out of the box (a
-- specialist's `brings`: the Jack brings J*), or nil.
function common.bringing(ctx, cards, type_)
  for _, c in ipairs(cards) do
    if ctx:def_get(c, "brings") == type_ then return c end
  end
  return nil
end

-- Calls hook `name` of every card in force that has it; true when any returns true.
function common.any(ctx, name, ...)
  local yes = false
  for _, c in ipairs(common.in_force(ctx)) do
    local s = ctx:script(c)
    if s and s[name] and s[name](ctx, ...) then yes = true end
  end
  return yes
end

-- Calls hook `name` of every card in force that has it, in order.
function common.each(ctx, name, ...)
  for _, c in ipairs(common.in_force(ctx)) do
    local s = ctx:script(c)
    if s and s[name] then s[name](ctx, ...) end
  end
end

function common.pocket_count(ctx)
  local n = 2
  for _, c in ipairs(common.in_force(ctx)) do
    local s = ctx:script(c)
    if s and s.pocket_count then n = math.max(n, s.pocket_count(ctx)) end
  end
  return n
end

function common.skipped(ctx, round) return common.any(ctx, "skips", round) end

-- ---- chips ----

function common.chip(colour, stars) return colour .. " " .. stars end

function common.parse_chip(text)
  local colour, stars = string.match(text, "^(%a+) (%d+)$")
  if not colour then return nil end
  return colour, math.tointeger(tonumber(stars))
end

function common.chips_of(ctx, seat) return ctx:get(seat, "chips") or {} end

function common.holder(ctx, chip)
  for s = 1, ctx:seats() do
    for _, c in ipairs(common.chips_of(ctx, s)) do
      if c == chip then return s end
    end
  end
  return nil
end

function common.held_of_colour(ctx, seat, colour)
  for _, c in ipairs(common.chips_of(ctx, seat)) do
    if common.parse_chip(c) == colour then return c end
  end
  return nil
end

-- Chips stay in round order on the player's list.
function common.give(ctx, seat, chip)
  local list = common.chips_of(ctx, seat)
  list[#list + 1] = chip
  table.sort(list, function(a, b)
    local ca, sa = common.parse_chip(a)
    local cb, sb = common.parse_chip(b)
    local ra, rb = common.round_of_colour(ca), common.round_of_colour(cb)
    if ra ~= rb then return ra < rb end
    return sa < sb
  end)
  ctx:set(seat, "chips", list)
end

function common.remove(ctx, seat, chip)
  local out = {}
  for _, c in ipairs(common.chips_of(ctx, seat)) do
    if c ~= chip then out[#out + 1] = c end
  end
  ctx:set(seat, "chips", out)
end

-- Whether a chip of this round lies dark side up (Noise Sensors, Ventilation Shaft).
function common.dark(ctx, stars, round) return common.any(ctx, "dark", stars, round) end

-- The chips of the round nobody holds, by stars.
function common.update_centre(ctx, round)
  local centre = {}
  if round >= 1 and round <= 4 and not common.skipped(ctx, round) then
    local colour = common.COLOURS[round]
    local held = {}  -- every chip anyone holds, each list read once
    for s = 1, ctx:seats() do
      for _, c in ipairs(common.chips_of(ctx, s)) do held[c] = true end
    end
    for k = 1, ctx:seats() do
      local chip = common.chip(colour, k)
      if not held[chip] then centre[#centre + 1] = chip end
    end
  end
  ctx:set(0, "centre", centre)
end

-- ---- hands ----

function common.hand(ctx, seat)
  local cards = {}
  for _, c in ipairs(ctx:zone(seat, "pocket")) do cards[#cards + 1] = c end
  for _, c in ipairs(ctx:zone(0, "community")) do cards[#cards + 1] = c end
  return cards
end

-- The ranking of fewer than five cards: what their ranks alone make.
local function small_ranking(ctx, cards)
  local count, pairs_, best = {}, 0, 1
  for _, c in ipairs(cards) do
    local r = common.rank(ctx, c)
    count[r] = (count[r] or 0) + 1
  end
  for r = 2, 14 do
    local k = count[r] or 0
    if k == 2 then pairs_ = pairs_ + 1 end
    if k == 3 then best = math.max(best, 4) end
    if k == 4 then best = math.max(best, 8) end
  end
  if best == 1 and pairs_ >= 2 then best = 3 elseif best == 1 and pairs_ == 1 then best = 2 end
  if best == 4 and pairs_ >= 1 and #cards >= 5 then best = 7 end
  return ctx:hand_rankings()[best]
end

-- The ranking name of a player's best hand so far (pocket plus the community shown).
function common.ranking_so_far(ctx, seat)
  local cards = common.hand(ctx, seat)
  if #cards >= 5 then
    local _, name = ctx:hand_value(cards)
    return name
  end
  return small_ranking(ctx, cards)
end

-- An announcement: said aloud to all, and kept for the heist (state path `announcements`).
-- Everyone announces something of their pocket cards' ranks (Investor,
-- Math Whiz): "<name> announces " .. what(ranks).
function common.announce_pockets(ctx, ruling, what)
  for s = 1, ctx:seats() do
    local ranks = {}
    for _, c in ipairs(ctx:zone(s, "pocket")) do ranks[#ranks + 1] = common.rank(ctx, c) end
    common.announce(ctx, ctx:name(s) .. " announces " .. what(ranks), ruling)
  end
end

function common.announce(ctx, text, ruling)
  local list = ctx:get(0, "announcements") or {}
  list[#list + 1] = text
  ctx:set(0, "announcements", list)
  ctx:log(text, ruling)
end

-- Puts a player's pocket cards away face down and deals as many new ones.
function common.redraw(ctx, seat, why, ruling)
  local old = ctx:zone(seat, "pocket")
  for _, c in ipairs(old) do ctx:move(c, 0, "discard") end
  for _ = 1, #old do ctx:draw(seat, "pocket") end
  ctx:log(ctx:name(seat) .. " puts " .. #old .. " pocket cards away face down and draws new ones (" .. why .. ")", ruling)
  ctx:tell(seat, "your new pocket cards: " .. common.labels(ctx, ctx:zone(seat, "pocket")), ruling)
end

-- Motion Detector and Laser Tripwires: after the flop, the holder of `chip`
-- redraws their pocket when the flop's having a J, Q or K is `on_faces`.
function common.flop_redraw(ctx, card, chip, on_faces)
  local faces = false
  for _, c in ipairs(ctx:zone(0, "community")) do
    local r = common.rank(ctx, c)
    if r >= 11 and r <= 13 then faces = true end
  end
  local why = faces and "the flop shows a J, Q or K" or "no J, Q or K on the flop"
  local holder = common.holder(ctx, chip)
  if faces ~= on_faces then
    ctx:log(card .. ": " .. why .. ", nothing happens", "G15")
  elseif not holder then
    ctx:log(card .. ": nobody holds " .. chip, "G15")
  else
    common.redraw(ctx, holder, card .. ": " .. why, "G15")
  end
end

-- One player puts one pocket card away face down, by choice.
function common.discard_one(ctx, seat, why, ruling)
  local opts = {}
  for _, c in ipairs(ctx:zone(seat, "pocket")) do
    opts[#opts + 1] = {label = "discard " .. ctx:label(c), verb = "discard", card = c}
  end
  local _, i = ctx:choose(seat, opts, {}, why .. ": put one pocket card away face down")
  ctx:move(opts[i].card, 0, "discard")
  ctx:log(ctx:name(seat) .. " puts one pocket card away face down", ruling)
end

return common
