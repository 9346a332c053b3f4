-- Small helpers every BANG! script uses: names, cards in hand and in play,
-- characters, and the one way a card leaves a hand (so Suzy Lafayette notices).
local events = import("lib/events")
local lib_offer = import("lib/offer")

local common = {}

-- The sentinel raised to stop play the moment the game is over.
common.GAME_OVER = "arbiter: the game is over"

function common.name(ctx, seat) return ctx:name(seat) end

function common.role(ctx, seat) return ctx:get(seat, "role") end

function common.life(ctx, seat) return ctx:get(seat, "life") end

function common.is(ctx, seat, character) return ctx:get(seat, "character") == character end

local NONE = freeze({})

-- The module of the player's character card (an empty table if none). The
-- character lies alone on the board.
local function character(ctx, seat)
  local c = ctx:top(seat, "board")
  return c and ctx:script(c) or NONE
end
common.character = character

-- The first card of that name in the zone, or nil.
function common.find_in(ctx, seat, zone, name)
  local cards = ctx:zone(seat, zone)
  for i = 1, #cards do
    if ctx:def_name(cards[i]) == name then return cards[i] end
  end
  return nil
end

function common.in_play(ctx, seat, name) return common.find_in(ctx, seat, "table", name) end

-- The weapon in play in front of the player, or nil (the Colt .45).
function common.weapon(ctx, seat)
  local cards = ctx:zone(seat, "table")
  for i = 1, #cards do
    if ctx:def_get(cards[i], "weapon") then return cards[i] end
  end
  return nil
end

-- True when a flag is set by the player's character or a card in play
-- (Willy the Kid and Volcanic both set `unlimited_bang`).
function common.has_flag(ctx, seat, flag, ch)
  if (ch or character(ctx, seat))[flag] then return true end
  local cards = ctx:zone(seat, "table")
  for i = 1, #cards do
    local s = ctx:script(cards[i])
    if s and s[flag] then return true end
  end
  return false
end

-- What the card is in the rules' eyes: its definition's `counts_as`
-- ("bang" for BANG!, "missed" for Missed!, or a mod's card declared as
-- either), nil for every other card.
function common.kind(ctx, card)
  return ctx:def_get(card, "counts_as")
end

-- Whether the card may be used as `kind` ("bang" or "missed") by this
-- player: Calamity Janet uses the two kinds both ways (R46); the
-- seed-calamity rule keeps only BANG! as Missed!.
-- `ch`, when given, is the player's character module.
function common.counts_as(ctx, seat, card, kind, ch)
  local real = common.kind(ctx, card)
  if real == nil then return false end
  if real == kind then return true end
  if not (ch or character(ctx, seat)).interchangeable then return false end
  if kind == "missed" and real == "bang" then return true end
  if kind == "bang" and real == "missed" then return ctx:rule("calamity_missed_as_bang") end
  return false
end

-- Cards of the player's hand usable as `kind`, in hand order. `ch`, when
-- given, is the player's character module.
function common.usable_as(ctx, seat, kind, ch)
  local out = {}
  local hand = ctx:zone(seat, "hand")
  for i = 1, #hand do
    local c = hand[i]
    if common.kind(ctx, c) == kind then
      out[#out + 1] = c
    else
      ch = ch or character(ctx, seat)
      if common.counts_as(ctx, seat, c, kind, ch) then out[#out + 1] = c end
    end
  end
  return out
end

-- Moves a card and, when that empties a living player's hand, tells the
-- `hand_empty` handlers at once (Suzy Lafayette, R53).
function common.move(ctx, card, seat, zone, where)
  local from, owner = ctx:where(card)
  ctx:move(card, seat, zone, where)
  if from == "hand" and owner ~= 0 and ctx:size(owner, "hand") == 0 and ctx:alive(owner) then
    events.emit(ctx, "hand_empty", {seat = owner})
  end
end

function common.discard(ctx, card) common.move(ctx, card, 0, "discard") end

-- "play CARD": the label of a card's phase-2 option, through the view.
local function play_label(v, ctx, card)
  local plays = v and v.plays
  if not plays then return "play " .. ctx:label(card) end
  local l = plays[card]
  if not l then
    l = "play " .. ctx:label(card)
    plays[card] = l
  end
  return l
end
common.play_label = play_label

-- The text of a phase-2 option from its parts (an offer's label function):
-- "play CARD", "play CARD -> Bob", "play CARD -> hand of Bob" (`hand`),
-- "play CARD -> Barrel (Q♠) of Bob" (`pick`, a card in play there).
function common.option_label(ctx, o, v)
  local l = play_label(v, ctx, o.card)
  local t = o.target
  if not t then return l end
  local who = v and v.names[t] or ctx:name(t)
  if o.pick then return l .. " -> " .. ctx:label(o.pick) .. " of " .. who end
  if o.hand then return l .. " -> hand of " .. who end
  return l .. " -> " .. who
end

-- The offer of `me`'s phase-2 decision (lib/offer): its options' parts are
-- verb = "play", card, and target, hand or pick where the card is aimed.
-- `turn` is common.turn's; `refusing`, whether the refusals will be read.
function common.offer(ctx, me, refusing, turn)
  return lib_offer.lazy(ctx, common.option_label, common.view(ctx, me, turn), refusing)
end

-- The options of a card played with no target: `play CARD`.
function common.no_target(ctx, me, card, offer)
  offer:option{verb = "play", card = card}
end

-- A card whose whole effect is drawing n cards (Stagecoach, Wells Fargo).
function common.draw_card(n)
  return {
    options = common.no_target,
    play = function(ctx, me, card)
      common.discard(ctx, card)
      ctx:log(ctx:name(me) .. " plays " .. ctx:label(card) .. " and draws " .. n .. " cards")
      common.draw(ctx, me, n)
    end,
  }
end

-- Draws up to n cards into the player's hand; returns how many came (R11).
function common.draw(ctx, seat, n)
  local got = 0
  for _ = 1, n do
    if ctx:draw(seat, "hand") then got = got + 1 end
  end
  if got < n then
    ctx:log(ctx:name(seat) .. " draws only " .. got .. " of " .. n .. ": both piles are empty", "R11")
  end
  return got
end

-- Life gained, never above the maximum; returns the amount really gained.
function common.heal(ctx, seat, n, cap)
  local life, max = ctx:get(seat, "life"), cap or ctx:get(seat, "max_life")
  local new = math.max(life, math.min(max, life + n))
  ctx:set(seat, "life", new)
  return new - life
end

-- "Bob (Lucky Duke)": the player and the character whose ability is at work,
-- for narration.
function common.who(ctx, seat)
  return ctx:name(seat) .. " (" .. ctx:get(seat, "character") .. ")"
end

-- What gives the player's reach, for narration and refusals: the weapon in
-- play, or the Colt .45 printed on every board (R07).
function common.reach_source(ctx, seat)
  local w = ctx:reach_card(seat)
  return w and ctx:label(w) or "the Colt .45"
end

-- "Ann", "Ann and Bob", "Ann, Bob and Cid"
common.names = import("lib/names").list

function common.labels(ctx, cards)
  local out = {}
  for _, c in ipairs(cards) do out[#out + 1] = ctx:label(c) end
  return out
end

-- The other living players, clockwise from the left of `seat` (R58).
local function others(ctx, seat)
  local out = ctx:living(seat)
  if out[1] == seat then table.remove(out, 1) end
  return out
end
common.others = others

-- Every player's name by seat.
function common.all_names(ctx)
  local names = {}
  for p = 1, ctx:seats() do names[p] = ctx:name(p) end
  return names
end

-- What stays true for the whole of `me`'s turn, kept by the rules while the
-- turn lasts: every player's name (`names`, from common.all_names, if
-- given), `me`'s character module, and the "play CARD" labels of cards seen
-- in hand (filled by common.play_label).
function common.turn(ctx, me, names)
  return {names = names or common.all_names(ctx), ch = character(ctx, me), plays = {}}
end

-- What the options of one decision of `me` read again and again, asked of
-- the engine once: `ch` the character module, `others` the other living
-- players (clockwise from the left), `names[p]` the players' names. `turn`,
-- if given, is common.turn's for `me`. `dists` (common.distances), `reach`,
-- `limited` and `table` are filled when first asked. A card's `options`
-- gets it as a sixth argument; modules that do not know it ignore it.
function common.view(ctx, me, turn)
  local os = others(ctx, me)
  if turn then return {me = me, ch = turn.ch, others = os, names = turn.names, plays = turn.plays} end
  local names = {[me] = ctx:name(me)}
  for i = 1, #os do
    local p = os[i]
    names[p] = ctx:name(p)
  end
  return {me = me, ch = character(ctx, me), others = os, names = names}
end

-- `v` when it is a view of `me`'s decision, else a new one: a card's options
-- may be called without one (a wrapper, a mod).
local function view_of(ctx, me, v)
  if v and v.me == me then return v end
  return common.view(ctx, me)
end
common.view_of = view_of

-- What the options of a card aimed at another player start with: its
-- "play CARD" label, the other living players (clockwise from the left),
-- the players' names by seat, and the decision's view (common.view_of).
function common.targets(ctx, me, card, v)
  v = view_of(ctx, me, v)
  return play_label(v, ctx, card), v.others, v.names, v
end

-- The distances from the view's player to each of `v.others`, in that
-- order, asked once per decision.
function common.distances(v, ctx)
  local ds = v.dists
  if not ds then
    ds = {}
    local me, os = v.me, v.others
    for i = 1, #os do ds[i] = ctx:distance(me, os[i]) end
    v.dists = ds
  end
  return ds
end

-- The view's player's reach, asked once per decision.
function common.reach(v, ctx)
  local r = v.reach
  if not r then
    r = ctx:reach(v.me)
    v.reach = r
  end
  return r
end

-- The cards in play in front of the view's player, asked once per decision.
function common.own_table(v, ctx)
  local t = v.table
  if not t then
    t = ctx:zone(v.me, "table")
    v.table = t
  end
  return t
end

-- Living seats, clockwise starting with the one after `seat` even when
-- `seat` is dead.
function common.after(ctx, seat)
  local out, n = {}, ctx:seats()
  for k = 1, n - 1 do
    local p = (seat - 1 + k) % n + 1
    if ctx:alive(p) then out[#out + 1] = p end
  end
  return out
end

function common.seat_of_role(ctx, role)
  for p = 1, ctx:seats() do
    if ctx:get(p, "role") == role then return p end
  end
  return nil
end

return common
