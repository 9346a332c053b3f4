-- BANG!: the rules script. A turn is the start-of-turn checks (Dynamite,
-- then Jail), phase 1 (draw two), phase 2 (play cards until "end turn") and
-- phase 3 (discard down to your life) (R04). Cards, characters and the
-- shared pieces (respond, damage, judgement) live in their own files.
local players = import("players")
local moves = import("moves")
local phase2 = import("phase2")
local viewpoint = import("viewpoint")
local words = import("words")
local ask = import("ask")
local damage = import("damage")
local deal = import("setup")
local bot = import("bot")
local view = import("view")
local events = import("lib/events")
local equip = import("equip")

local game = {}

function game.setup(ctx, s)
  deal.deal(ctx, s)
end

-- The start of a turn: every card in play hears `turn_begins` (under
-- seed-dynamite a fresh Dynamite moves to the player, R41), then the cards in
-- play that act at the start of their holder's turn, Dynamite before Jail
-- (R12). Returns false when the player has no turn.
local function start_of_turn(ctx, me)
  events.emit(ctx, "turn_begins", {seat = me})
  local checks = {}
  local cards = ctx:zone(me, "table")
  for i = 1, #cards do
    if ctx:script(cards[i]).turn_start then checks[#checks + 1] = cards[i] end
  end
  if #checks > 1 then
    table.sort(checks, function(a, b)
      local x, y = ctx:script(a).turn_order or 9, ctx:script(b).turn_order or 9
      if x ~= y then return x < y end
      return a < b
    end)
  end
  if #checks > 1 then
    ctx:logf("R12", "%p checks %s, in that order", me, table.concat(words.labels(ctx, checks), ", then "))
  end
  for i = 1, #checks do
    local c = checks[i]
    local zone, owner = ctx:where(c)
    if zone == "table" and owner == me then
      local outcome = ctx:script(c).turn_start(ctx, me, c)
      damage.check_win(ctx)
      if not ctx:alive(me) then
        if i < #checks then
          ctx:logf("R12", "%p is eliminated before the turn: no check of %s and no turn", me,
            table.concat(words.labels(ctx, {table.unpack(checks, i + 1)}), ", "))
        else
          ctx:logf("R42", "%p is eliminated before the turn: no turn", me)
        end
        return false
      end
      if outcome == "skip" then return false end
    end
  end
  return true
end

local function draw_phase(ctx, me, names)
  ctx:set(0, "phase", 1)
  -- Which cards are new is told to the player: worked out only when someone reads it.
  local narrating = ctx:narrating()
  local before = {}
  local hand = narrating and ctx:zone(me, "hand") or {}
  for i = 1, #hand do before[hand[i]] = true end
  local ch = players.character(ctx, me)
  if ch.draw_phase then
    ch.draw_phase(ctx, me)
  else
    moves.draw(ctx, me, 2, moves.phase1(ctx, me))
  end
  if not narrating then return end
  local new = {}
  hand = ctx:zone(me, "hand")
  for i = 1, #hand do
    if not before[hand[i]] then new[#new + 1] = ctx:label(hand[i]) end
  end
  ctx:logf("R04", "%s draws %s card%s in phase 1", names[me], #new, (#new == 1 and "" or "s"))
  if #new > 0 then ctx:tellf(me, nil, "You draw %s", table.concat(new, ", ")) end
end

-- The phase-2 offer: every card in hand adds its options (and, when
-- `refusing`, its refusals), then "end turn". A card's `options` written
-- before offers (options(ctx, me, card, opts, refusals, view)) still works:
-- the offer is the list of options, and its refusals are the fifth argument.
-- `turn` is viewpoint.turn's, with `scripts`: the modules of cards seen in hand.
local SINK = setmetatable({}, {__newindex = function() end})

local function phase2_options(ctx, me, refusing, turn)
  local offer = phase2.offer(ctx, me, refusing, turn)
  local v, scripts = offer.view, turn.scripts
  local refusals = offer.refusals or SINK
  local hand = ctx:zone(me, "hand")
  for i = 1, #hand do
    local c = hand[i]
    local m = scripts[c]
    if not m then
      m = ctx:script(c)
      scripts[c] = m
    end
    m.options(ctx, me, c, offer, refusals, v)
  end
  -- Cards in play in front of the player may offer options of their own
  -- (`use_options`: "use CARD"), which their `use` carries out.
  local in_play = ctx:zone(me, "table")
  for i = 1, #in_play do equip.use_options(ctx, me, in_play[i], offer) end
  offer:option{verb = "end turn", label = "end turn"}
  return offer, v
end

-- Every label of the options and refusals, once each, in order.
local function all_labels(opts, refusals)
  local out, seen = {}, {}
  local function add(l)
    if not seen[l] then seen[l], out[#out + 1] = true, l end
  end
  for i = 1, #opts do add(opts:text(opts[i])) end
  for i = 1, #refusals do add(refusals[i][1]) end
  return out, seen
end

-- What the cards' own refusals leave out, read from the shape of what they
-- offer: a card aimed at a living player (`-> Bob`, `-> hand of Bob`) cannot
-- be aimed at an eliminated one, and a card played with no target takes
-- none. Added to `refusals` when a written move matched nothing.
local function shape_refusals(ctx, me, opts, refusals, names)
  local labels, known = all_labels(opts, refusals)
  local living = {}
  for _, p in ipairs(ctx:living()) do living[names[p]] = true end
  local function refuse(label, why)
    if not known[label] then
      known[label] = true
      refusals[#refusals + 1] = {label, why}
    end
  end
  local targetless = {}
  for i = 1, #opts do
    local l = opts:text(opts[i])
    if l:sub(1, 5) == "play " and not l:find(" -> ", 1, true) then targetless[#targetless + 1] = l end
  end
  for _, l in ipairs(labels) do
    local play, target = l:match("^(.-) %-> (.+)$")
    local whose = target and target:match("^hand of (.+)$")
    local form = whose and " -> hand of " or " -> "
    if target and living[whose or target] then
      for p = 1, ctx:seat_count() do
        if not ctx:alive(p) then
          refuse(play .. form .. names[p], names[p] .. " is out of the game: cards are played at living players (R26)")
        end
      end
    end
  end
  for _, l in ipairs(targetless) do
    for p = 1, ctx:seat_count() do
      refuse(l .. " -> " .. names[p], l:sub(6) .. " is played with no target: write '" .. l .. "' (R04)")
    end
  end
end

-- Phase 2: any number of cards, then "end turn". Returns false when the
-- player died during the turn (a Duel lost).
local function play_phase(ctx, me, names)
  ctx:set(0, "phase", 2)
  local turn = viewpoint.turn(ctx, me, names)
  turn.scripts = {}
  local prompt = turn.names[me] .. ", phase 2: play a card or end the turn (R04)"
  local function refusals()
    local offer = phase2_options(ctx, me, true, turn)
    local r = offer.refusals
    shape_refusals(ctx, me, offer, r, turn.names)
    return r
  end
  -- Built before each phase-2 decision (again after Sid Ketchum's ability):
  -- no card's effect is under way there, so a record may stop at it settled.
  local function build()
    ctx:settled()
    local offer, v = phase2_options(ctx, me, false, turn)
    return offer, refusals, v.ch
  end
  while true do
    local o = ask.choose(ctx, me, build, prompt)
    if o.label == "end turn" then return true end
    if o.target and ctx:get(o.target, "role") == "sheriff" then ctx:set(me, "bot.hostile", true) end
    if o.verb == "use" then
      equip.use(ctx, me, o.card, o)
    else
      ctx:script(o.card).play(ctx, me, o.card, o)
    end
    damage.check_win(ctx)
    if not ctx:alive(me) then return false end
  end
end

-- The hand limit of phase 3: the current life, or what the character's
-- `hand_limit` makes of it; and the words for it ("life of 3", "hand limit
-- of 10").
local function hand_limit(ctx, me)
  local life = ctx:get(me, "life")
  local change = players.character(ctx, me).hand_limit
  local limit, ruling = life, nil
  if change then limit, ruling = change(ctx, me, life) end
  limit = limit or life
  if limit == life then return limit, "life of " .. life end
  return limit, "hand limit of " .. limit, ruling
end

-- Phase 3: discard one card at a time down to the hand limit, the current
-- life unless the character's `hand_limit` says otherwise (R08).
local function discard_phase(ctx, me, names)
  ctx:set(0, "phase", 3)
  local function within() return ctx:card_count(me, "hand") <= hand_limit(ctx, me) end
  -- Whatever phase 2 would offer or refuse is past now.
  local function refusals()
    local _, limit_words = hand_limit(ctx, me)
    local r = {{"end turn", "phase 3: first discard down to your " .. limit_words .. " (R08)"}}
    local turn = viewpoint.turn(ctx, me, names)
    turn.scripts = {}
    local past = phase2_options(ctx, me, true, turn)
    local labels = all_labels(past, past.refusals)
    local why = "phase 2 is over: in phase 3 " .. names[me] .. " only discards, down to a " .. limit_words .. " (R08)"
    for _, l in ipairs(labels) do
      if l ~= "end turn" then r[#r + 1] = {l, why} end
    end
    return r
  end
  local labels = {} -- "discard CARD" by card, for the phase's decisions
  local function build()
    ctx:settled()  -- discarding down to the life limit is no effect under way
    local opts = {}
    local hand = ctx:zone(me, "hand")
    for i = 1, #hand do
      local c = hand[i]
      local l = labels[c]
      if not l then
        l = "discard " .. ctx:label(c)
        labels[c] = l
      end
      opts[i] = {verb = "discard", label = l, card = c}
    end
    return opts, refusals
  end
  local name = names[me]
  local limit, _, ruling = hand_limit(ctx, me)
  if ruling and ctx:card_count(me, "hand") > ctx:get(me, "life") then
    ctx:logf(ruling, "%s keeps up to %s cards, whatever the life of %s", words.who(ctx, me), limit, ctx:get(me, "life"))
  end
  while true do
    local n = ctx:card_count(me, "hand")
    local now, limit_words = hand_limit(ctx, me)
    if n <= now then break end
    local o = ask.choose(ctx, me, build, name .. ", phase 3: " .. n .. " cards for a " .. limit_words .. ": discard one (" ..
      (ruling and "R08, " .. ruling or "R08") .. ")", within)
    if not o then break end
    moves.discard(ctx, o.card)
    ctx:logf("R08", "%s discards %c for the hand limit", name, o.card)
  end
end

-- `names`: every player's name (viewpoint.all_names).
local function take_turn(ctx, me, names)
  ctx:set(me, "bangs", 0)
  ctx:set(0, "phase", 0)
  ctx:logf("R03", "%s's turn begins", names[me])
  equip.ready(ctx, me)
  if not start_of_turn(ctx, me) then return end
  draw_phase(ctx, me, names)
  if not play_phase(ctx, me, names) then return end
  discard_phase(ctx, me, names)
end

local function play(ctx)
  damage.check_win(ctx, "at the start: the position is already decided")
  local names = viewpoint.all_names(ctx)
  while true do
    ctx:checkpoint()  -- a clone of the game starts again here, at this turn
    local me = ctx:turn()
    take_turn(ctx, me, names)
    ctx:set_turn(ctx:next_living(me))
  end
end

function game.run(ctx)
  local ok, err = pcall(play, ctx)
  if not ok and err ~= damage.GAME_OVER then error(err, 0) end
end

game.bot = bot.choose

-- The table's distances and reach (content/bang/view.yaml).
game.view = view.values

-- Checks the soak tests run after every step: nil, or what is broken.
function game.invariant(ctx)
  local dying = ctx:get(0, "dying")
  for p = 1, ctx:seat_count() do
    local who, life, max = ctx:name(p), ctx:get(p, "life"), ctx:get(p, "max_life")
    if life and max and life > max then return who .. " has " .. life .. " life, above the maximum " .. max end
    if ctx:alive(p) and life and life < 1 and dying ~= p then
      return who .. " is alive at " .. life .. " life with no last chance being settled"
    end
    local names, weapons = {}, 0
    for _, c in ipairs(ctx:zone(p, "table")) do
      local name = ctx:def_name(c)
      if ctx:def_get(c, "weapon") then
        weapons = weapons + 1
      elseif names[name] then
        return who .. " has two cards named " .. name .. " in play"
      end
      names[name] = true
      if not equip.stays(ctx, c) then
        return who .. " has the " .. tostring(ctx:def_get(c, "color")) .. " card " .. ctx:label(c) .. " in play"
      end
    end
    if weapons > 1 then return who .. " has " .. weapons .. " weapons in play" end
    if not ctx:alive(p) and (ctx:card_count(p, "hand") > 0 or ctx:card_count(p, "table") > 0) then
      return who .. " is eliminated but still holds cards"
    end
  end
  if ctx:over() then
    local want, got = damage.winners(ctx), ctx:get(0, "result.winners") or {}
    if not want then return "the game is over but no ending holds (R30)" end
    if table.concat(want, ",") ~= table.concat(got, ",") then
      return "the winners (" .. words.names(ctx, got) .. ") are not the side the roles give (" .. words.names(ctx, want) .. ")"
    end
  end
  return nil
end

return game
