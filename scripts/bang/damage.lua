-- Losing life, the last chance at 0 life, elimination with its rewards and
-- penalties, and the win check (R21, R22, R26-R33).
local players = import("players")
local moves = import("moves")
local viewpoint = import("viewpoint")
local words = import("words")
local ask = import("ask")
local events = import("lib/events")

local damage = {}

-- The sentinel raised to stop play the moment the game is over (game.lua
-- catches it).
damage.GAME_OVER = "arbiter: the game is over"

-- `target` loses `amount` life to `source` (a seat, or nil for Dynamite).
-- `cause` = {what = "BANG! (5♦)", duel_by = seat who played the Duel,
-- area = true for a card that hits every other player (Gatling, Indians!),
-- needed = the Missed! a shot took and ruling = what made it take more (R45),
-- for a shot (shoot.lua)}.
-- Characters hear `hurt` once the hit is settled, if still alive (R51, R52).
function damage.hit(ctx, target, amount, source, cause)
  local life = ctx:add(target, "life", -amount)
  local by, ruling
  if source and cause.duel_by and cause.duel_by ~= source then
    -- The challenger lost their own Duel: it is still theirs (R34).
    by = " to " .. ctx:name(source) .. " in " .. ctx:name(cause.duel_by) .. "'s " .. cause.what
  elseif source then
    by = " to " .. ctx:name(source) .. "'s " .. cause.what
    -- A shot that took more than one Missed! (Slab the Killer's BANG!): the
    -- point in dispute is that one was not enough, under the shot's ruling.
    local needed = cause.needed
    if (needed or 1) > 1 then
      by = by .. ", which takes " .. needed .. " Missed! to cancel"
      ruling = cause.ruling
    end
  else
    by = " to the " .. cause.what .. ", which has no source"
  end
  ctx:logf(ruling or cause.duel_by and "R34" or source and "R21" or "R42", "%p loses %s life%s (life %s)",
    target, amount, by, life)
  if life <= 0 then
    damage.last_chance(ctx, target)
    if ctx:get(target, "life") <= 0 then damage.eliminate(ctx, target, source) end
  end
  if ctx:alive(target) then
    events.emit(ctx, "hurt", {seat = target, amount = amount, source = source, duel_by = cause.duel_by})
  end
end

-- Every other living player in turn, clockwise from the left of `me`, faces
-- the card (Gatling, Indians!): `escapes(p)` answers it; otherwise p loses 1
-- life to `me`.
function damage.each_other(ctx, me, what, escapes)
  local others = viewpoint.others(ctx, me)
  for i = 1, #others do
    local p = others[i]
    if ctx:alive(p) and not escapes(p) then damage.hit(ctx, p, 1, me, {what = what, area = true}) end
  end
end

-- At 0 life or below the player is always asked: a card whose module says
-- it `saves` (a Beer, +1 each) until back at 1, or `pass` to die (R22).
-- Each card in hand is asked; the Beer refuses with two players alive
-- (R23), the Saloon always (R25).
local function saving(ctx, seat, c)
  local m = ctx:script(c)
  if m and m.saves then return m.saves(ctx, seat, c) end
  return false, "at 0 life only a Beer (or an ability) can be played (R22)"
end

function damage.last_chance(ctx, seat)
  ctx:set(0, "dying", seat)
  -- The refusals, built only when a written move matches no option.
  local function refusals()
    local out = {}
    local hand = ctx:zone(seat, "hand")
    for i = 1, #hand do
      local c = hand[i]
      local ok, why = saving(ctx, seat, c)
      if not ok then out[#out + 1] = {"play " .. ctx:label(c), why} end
    end
    out[#out + 1] = {"end turn", ctx:name(seat) .. " is at 0 life: play a Beer or pass (R22)"}
    return out
  end
  local function build()
    local opts = {}
    local hand = ctx:zone(seat, "hand")
    for i = 1, #hand do
      local c = hand[i]
      if saving(ctx, seat, c) then opts[#opts + 1] = {verb = "play", label = "play " .. ctx:label(c), card = c} end
    end
    opts[#opts + 1] = {verb = "pass", label = "pass"}
    return opts, refusals
  end
  local function saved() return ctx:get(seat, "life") >= 1 end
  if ctx:living_count() > 2 then
    ctx:logf("R22", "%p is at %s life and may play Beer to survive", seat, ctx:get(seat, "life"))
  else
    ctx:logf("R23", "%p is at %s life; with two players alive a Beer cannot save %p", seat, ctx:get(seat, "life"), seat)
  end
  while not saved() do
    local o = ask.choose(ctx, seat, build, ctx:name(seat) .. " is at " .. ctx:get(seat, "life") ..
      " life: play a Beer, or pass and be eliminated (" .. (ctx:living_count() > 2 and "R22" or "R23") .. ")", saved)
    if not o or o.label == "pass" then break end
    moves.discard(ctx, o.card)
    local amount, ruling = moves.heals(ctx, seat, o.card)
    moves.heal(ctx, seat, amount)
    ctx:logf(ruling or "R22", "%p drinks %c at the last moment (life %s)", seat, o.card, ctx:get(seat, "life"))
    events.emit(ctx, "answered", {seat = seat, card = o.card, answer = "save"})
  end
  ctx:set(0, "dying", nil)
end

-- A game of targets: no Sheriff was dealt, and the rule `targets` says
-- which role each role hunts ("deputy: renegade"); the role `role` hunts,
-- or nil.
local function hunted_by(ctx, role)
  for _, entry in ipairs(ctx:rule("targets")) do
    local hunter, prey = string.match(entry, "^%s*(%S+)%s*:%s*(%S+)%s*$")
    if hunter == role then return prey end
  end
  return nil
end

local function target_game(ctx)
  return #ctx:rule("targets") > 0 and players.seat_of_role(ctx, "sheriff") == nil
end

-- The ruling a game of targets cites (the rule `targets_ruling`).
local function targets_ruling(ctx)
  local r = ctx:rule("targets_ruling")
  return r ~= "" and r or nil
end

-- In a game of targets whoever eliminates a player draws the reward, and
-- one who eliminates the very player their role hunts wins (checked once
-- the card has resolved).
local function target_elimination(ctx, seat, source, role)
  if not source or source == seat or not ctx:alive(source) then return end
  if hunted_by(ctx, ctx:get(source, "role")) == role then
    ctx:set(0, "target.winner", source)
    ctx:logf(targets_ruling(ctx), "%p eliminated %p, the %s a %s hunts", source, seat, role, ctx:get(source, "role"))
  end
  ctx:logf(targets_ruling(ctx), "%p eliminated %p and draws %s cards", source, seat, ctx:rule("outlaw_reward"))
  moves.draw(ctx, source, ctx:rule("outlaw_reward"), ctx:name(source) .. "'s reward")
end

-- Out of the game: role shown, hand then table discarded (or taken by the
-- `eliminated` handlers: Vulture Sam), then rewards and penalties.
function damage.eliminate(ctx, seat, source)
  local who, role = ctx:name(seat), ctx:get(seat, "role")
  ctx:set_alive(seat, false)
  ctx:set(seat, "revealed.role", true)
  ctx:logf("R26", "%s is eliminated and shows the role: %s", who, role)
  events.emit(ctx, "eliminated", {seat = seat, source = source})
  local left = {}
  for _, zone in ipairs({"hand", "table"}) do
    for _, c in ipairs(ctx:zone(seat, zone)) do
      ctx:move(c, 0, "discard")
      left[#left + 1] = ctx:label(c)
    end
  end
  if #left > 0 then
    ctx:logf("R13", "%s's cards are discarded one by one, hand then table: %s", who, table.concat(left, ", "))
  end
  if target_game(ctx) then
    target_elimination(ctx, seat, source, role)
  elseif role == "outlaw" and source and source ~= seat and ctx:alive(source) then
    ctx:logf("R28", "%p eliminated an Outlaw and draws %s cards", source, ctx:rule("outlaw_reward"))
    moves.draw(ctx, source, ctx:rule("outlaw_reward"), ctx:name(source) .. "'s reward for an Outlaw")
  elseif role == "outlaw" and not source then
    ctx:logf("R28", "No reward: the Dynamite has no source")
  end
  if role == "deputy" and source and ctx:get(source, "role") == "sheriff" and ctx:alive(source) then
    ctx:logf("R29", "The Sheriff eliminated a Deputy and discards every card, hand first")
    for _, zone in ipairs({"hand", "table"}) do
      for _, c in ipairs(ctx:zone(source, zone)) do moves.discard(ctx, c) end
    end
  end
  ctx:set(0, "deaths_unchecked", (ctx:get(0, "deaths_unchecked") or 0) + 1)
  if ctx:rule("end_check") == "instant" then damage.check_win(ctx, "the instant it holds (seed-end)") end
end

-- The winning side, or nil while the game goes on (R30, R32).
function damage.winners(ctx)
  local living = ctx:living()
  local sheriff_alive, rival_alive = false, false
  for i = 1, #living do
    local r = ctx:get(living[i], "role")
    if r == "sheriff" then
      sheriff_alive = true
    elseif r == "outlaw" or r == "renegade" then
      rival_alive = true
    end
    -- The usual answer: the Sheriff and an Outlaw or the Renegade live.
    if sheriff_alive and rival_alive then return nil end
  end
  local sheriff = players.seat_of_role(ctx, "sheriff")
  if not sheriff and #ctx:rule("targets") > 0 then
    local w = ctx:get(0, "target.winner")
    if w then return {w}, ctx:name(w) .. " eliminated the player their role hunts and wins", targets_ruling(ctx) end
    if #living == 1 then return living, ctx:name(living[1]) .. " is the last one alive and wins", targets_ruling(ctx) end
    return nil
  end
  if sheriff and not ctx:alive(sheriff) then
    if #living == 1 and ctx:get(living[1], "role") == "renegade" then
      return living, "The Sheriff is dead and the Renegade is the only one alive: the Renegade wins", "R30"
    end
    local outlaws = {}
    for p = 1, ctx:seat_count() do
      if ctx:get(p, "role") == "outlaw" then outlaws[#outlaws + 1] = p end
    end
    if not rival_alive then
      return outlaws, "The Sheriff is dead, and so are the Outlaws and the Renegade: the Sheriff's death decides, the Outlaws win", "R32"
    end
    return outlaws, "The Sheriff is dead: the Outlaws win, dead or alive", "R30"
  end
  if rival_alive then return nil end
  local side = {}
  for p = 1, ctx:seat_count() do
    local r = ctx:get(p, "role")
    if r == "sheriff" or r == "deputy" then side[#side + 1] = p end
  end
  return side, "Every Outlaw and the Renegade are dead: the Sheriff and the Deputies win", "R30"
end

-- Ends the game if an ending holds, and stops play (R31, R33).
function damage.check_win(ctx, when)
  local w, why, ruling = damage.winners(ctx)
  local deaths = ctx:get(0, "deaths_unchecked")
  if deaths ~= nil then ctx:set(0, "deaths_unchecked", nil) end
  if not w then
    if deaths and target_game(ctx) then
      ctx:logf(targets_ruling(ctx), "Win check (%s): nobody eliminated the player they hunt, and more than one " ..
        "is alive: the game goes on, the last one alive to win", (when or "once the card has resolved"))
    elseif deaths then
      ctx:logf("R30", "Win check (%s): the Sheriff lives and an Outlaw or the Renegade too: the game goes on",
        (when or "once the card has resolved"))
    end
    return
  end
  if deaths and deaths > 1 and not when then
    ctx:logf("R31", "%d players died in this card: the endings are checked only now that it has resolved", deaths)
  end
  ctx:logf(ruling, "%s (checked %s)", why, when or "once the card has resolved")
  ctx:logf("R33", "The game is over; the winners, dead or alive, in seat order: %s", words.names(ctx, w))
  ctx:set(0, "result.winners", w)
  ctx:finish(w)
  error(damage.GAME_OVER, 0)
end

return damage
