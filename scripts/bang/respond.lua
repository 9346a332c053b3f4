-- The one response window of every hostile effect (DESIGN decision 3).
-- A shot (BANG!, one target's share of a Gatling) is first met by what
-- cancels it by itself (a Barrel's "draw!": a module's `cancels_shot`), then
-- the defender is asked for Missed! cards until the shot is cancelled or
-- they pass. A demand (Indians!, a round of a Duel) asks for one card of the
-- kind the demanding card's module names (`answered_by`) or a pass. The
-- defender is always asked, even holding nothing, unless a Barrel already
-- cancelled the shot (R58).
local players = import("players")
local kinds = import("kinds")
local moves = import("moves")
local words = import("words")
local ask = import("ask")
local equip = import("equip")
local events = import("lib/events")

local respond = {}

-- What may cancel a shot before its target is asked: the cards in play
-- whose module has `cancels_shot` (a Barrel, R43), in order of play, then
-- the character's own (Jourdonnais' built-in Barrel, R44). Each is a pair
-- {module, card}; a character's card is nil. The cards in play are left
-- out when the shooter `by`'s character turns them off (`table_off`).
local function defences(ctx, seat, ch, by)
  local out = {}
  local cards = ctx:zone(seat, "table")
  local off = #cards > 0 and players.table_off(ctx, by, seat)
  for i = 1, #cards do
    local m = ctx:script(cards[i])
    if m and m.cancels_shot then
      if off then
        ctx:logf(off, "%c in front of %p has no effect against %s", cards[i], seat, words.who(ctx, by))
      else
        out[#out + 1] = {m, cards[i]}
      end
    end
  end
  if ch.cancels_shot then out[#out + 1] = {ch} end
  return out
end

-- The cards in play in front of `seat` that may answer a shot by `by`
-- from there (their module's `answers_shot`: a Missed! used from play),
-- and why none may when the shooter's character turns them off
-- (`table_off`).
local function in_play_answers(ctx, seat, by)
  local out = {}
  local cards = ctx:zone(seat, "table")
  for i = 1, #cards do
    local m = ctx:script(cards[i])
    if m and m.answers_shot then out[#out + 1] = cards[i] end
  end
  local off = #out > 0 and players.table_off(ctx, by, seat)
  return out, off
end

-- The options of an answer: each card usable as `kind` ("missed" or
-- "bang", kinds.counts_as), for a shot by `by` each card in play that
-- answers it and is ready ("use CARD"), then "pass". `ch` is the player's
-- character module.
local function answers(ctx, seat, kind, ch, by)
  local opts = {}
  local usable = kinds.usable_as(ctx, seat, kind, ch)
  for i = 1, #usable do
    local c = usable[i]
    opts[#opts + 1] = {verb = "play", label = "play " .. ctx:label(c), card = c}
  end
  if by then
    local cards, off = in_play_answers(ctx, seat, by)
    for i = 1, off and 0 or #cards do
      local c = cards[i]
      if not equip.waiting(ctx, seat, c) then
        opts[#opts + 1] = {verb = "use", label = "use " .. ctx:label(c), card = c, from_play = true}
      end
    end
  end
  opts[#opts + 1] = {verb = "pass", label = "pass"}
  return opts
end

-- Why a card of the hand does not answer (it is not usable as `as`,
-- "missed" or "bang"). `by` is the card demanding (a Duel, Indians!), nil
-- for a shot: its module's `refuses_answer` says why, so the rule of what
-- answers a card lives in that card. What the card of the hand is comes
-- from its definition's `counts_as`, so a mod's second kind of Missed! is
-- refused as a Missed! is, under its own name; a character that uses cards
-- as another kind says why it does not here (`uses_as`).
local function why_not(ctx, seat, c, as, by, ch)
  local saves = ctx:script(c).saves -- a card that saves at 0 life (Beer) says when it does
  if saves then
    local ok, not_now = saves(ctx, seat, c)
    return ok and "a " .. ctx:def_name(c) .. " is played out of turn only at 0 life (R09)" or not_now
  end
  local own = kinds.why_not_as(ctx, seat, c, as, ch)
  if own then return own end
  if not by then return "only a Missed! cancels a shot (R09)" end
  local says = ctx:script(by).refuses_answer
  return says and says(ctx, seat, c, by) or "only a " .. words.kind_name(as) .. " answers " .. ctx:def_name(by) .. " (R09)"
end

-- Refusals for the cards of the hand that do not answer (why_not), for
-- the cards in play that may not answer a shot by `shooter` now, then for
-- ending a turn that is not the player's.
local function wrong_answers(ctx, seat, as, by, shooter)
  local usable, refusals = {}, {}
  local ch = players.character(ctx, seat)
  for _, c in ipairs(kinds.usable_as(ctx, seat, as, ch)) do usable[c] = true end
  for _, c in ipairs(ctx:zone(seat, "hand")) do
    if not usable[c] then refusals[#refusals + 1] = {"play " .. ctx:label(c), why_not(ctx, seat, c, as, by, ch)} end
  end
  if shooter then
    local cards, off = in_play_answers(ctx, seat, shooter)
    for _, c in ipairs(cards) do
      local why = off and ctx:label(c) .. " in front of " .. ctx:name(seat) .. " has no effect against " ..
        words.who(ctx, shooter) .. " (" .. off .. ")" or equip.waiting(ctx, seat, c) and equip.why_waiting(ctx, c)
      if why then refusals[#refusals + 1] = {"use " .. ctx:label(c), why} end
    end
  end
  refusals[#refusals + 1] = {"end turn", ctx:name(seat) .. " is answering, not playing a turn: play a card that answers, or pass (R09)"}
  return refusals
end

-- A shot at `target`. shot = {by = seat, what = "BANG! (5♦)", needed = the
-- Missed! it takes (default 1), ruling = what makes it take more (R45)}.
-- Returns true when the shot is cancelled.
function respond.shot(ctx, target, shot)
  local who = ctx:name(target)
  local needed = shot.needed or 1
  local ch = players.character(ctx, target)
  local ds = defences(ctx, target, ch, shot.by)
  for i = 1, #ds do
    if needed == 0 then break end
    local m, card = ds[i][1], ds[i][2]
    local ok, what = m.cancels_shot(ctx, target, card, {by = shot.by, what = shot.what, needed = needed, draws = i - 1})
    if ok then
      needed = needed - 1
      -- Against a shot that takes more than one Missed! the point in dispute is
      -- the shooter's ruling (Slab the Killer's R45): a "draw!" is one of them.
      ctx:logf((shot.needed or 1) > 1 and shot.ruling or "R43", "%s counts as a Missed! for %s%s",
        (what or ctx:label(card)), who, (needed > 0 and (" (" .. needed .. " more needed)") or ""))
    end
  end
  if needed == 0 then
    ctx:logf("R58", "%p's %s is cancelled without asking %s", shot.by, shot.what, who)
    return true
  end
  local function refusals() return wrong_answers(ctx, target, "missed", nil, shot.by) end
  local function build() return answers(ctx, target, "missed", ch, shot.by), refusals, ch end
  while needed > 0 do
    local prompt = who .. " is shot by " .. ctx:name(shot.by) .. "'s " .. shot.what ..
      (needed > 1 and (": " .. needed .. " Missed! needed") or "") .. ": play a Missed! or pass (R09)"
    local o = ask.choose(ctx, target, build, prompt)
    if o.label == "pass" then return false end
    moves.discard(ctx, o.card)
    needed = needed - 1
    local as = not o.from_play and kinds.kind(ctx, o.card) ~= "missed"
    local by, as_missed = as and words.who(ctx, target) or who, as and " as a Missed!" or ""
    if o.from_play then as_missed = " from play" end
    if needed > 0 then
      ctx:logf(shot.ruling or "R09", "%s answers with %c%s: %d more needed, the shooter's extra Missed!", by, o.card,
        as_missed, needed)
    elseif (shot.needed or 1) > 1 then
      ctx:logf(shot.ruling or "R09", "%s answers with %c%s: the shot is cancelled, with the %d Missed! %p's %s takes",
        by, o.card, as_missed, shot.needed, shot.by, shot.what)
    else
      ctx:logf(as and kinds.ruling_as(ctx, target, o.card, "missed", ch) or o.from_play and equip.used_ruling(ctx) or
        "R09", "%s answers with %c%s: the shot is cancelled", by, o.card, as_missed)
    end
    local after = ctx:script(o.card).after_answer
    if after then after(ctx, target, o.card) end
    events.emit(ctx, "answered", {seat = target, card = o.card, answer = "shot", by = shot.by, from_play = o.from_play})
  end
  return true
end

-- A demand by `card` (Indians!, a round of a Duel) for one card of the kind
-- its module's `answered_by` names ("bang" or "missed"; a BANG! when it
-- names none). Returns true when `seat` discards one. `what` names the
-- demand for the prompt, `ruling` the rule the lines cite.
-- `note`, if given, is {format, ruling, values...}: said after a discard,
-- citing its ruling instead of the plain line's (a Duel's discards by the
-- player whose turn it is, R35); the format is a ctx:logf one.
function respond.demand(ctx, seat, card, what, ruling, note)
  local who = ctx:name(seat)
  local ch = players.character(ctx, seat)
  local as = ctx:script(card).answered_by or "bang"
  local a = "a " .. words.kind_name(as)
  local function refusals() return wrong_answers(ctx, seat, as, card) end
  local function build() return answers(ctx, seat, as, ch), refusals, ch end
  local o = ask.choose(ctx, seat, build, who .. " must discard " .. a .. " for " .. what .. ", or pass" ..
    (ruling and " (" .. ruling .. ")" or ""))
  if o.label == "pass" then
    -- Why is theirs to know: they may hold one and keep it.
    ctx:logf(ruling, "%s does not discard %s for %s (passes)", who, a, what)
    return false
  end
  moves.discard(ctx, o.card)
  local other = kinds.kind(ctx, o.card) ~= as
  local by, as_one = other and words.who(ctx, seat) or who, other and " as " .. a or ""
  if note then
    ctx:logf(note[2], "%s discards %c%s for %s" .. note[1], by, o.card, as_one, what, table.unpack(note, 3))
  else
    ctx:logf(other and kinds.ruling_as(ctx, seat, o.card, as, ch) or ruling, "%s discards %c%s for %s", by, o.card,
      as_one, what)
  end
  local after = ctx:script(o.card).after_answer
  if after then after(ctx, seat, o.card) end
  events.emit(ctx, "answered", {seat = seat, card = o.card, answer = "demand", demand = card})
  return true
end

return respond
