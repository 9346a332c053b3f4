-- BANG!: a player's character and the cards in front of them.

local players = {}

local NONE = freeze({})

local function words_labels(ctx, cards)
  local out = {}
  for i = 1, #cards do out[i] = ctx:label(cards[i]) end
  return out
end

-- The module of the player's character card, with the fields of the cards
-- their value `borrowed` lists where it has none of its own (a character
-- that has another's ability: its hooks and flags; the engine counts their
-- modifiers); an empty table if none. The character lies alone on the board.
local function character(ctx, seat)
  local c = ctx:top(seat, "board")
  local own = c and ctx:script(c) or NONE
  local borrowed = ctx:get(seat, "borrowed")
  if not borrowed then return own end
  local merged = {}
  for k, v in pairs(own) do merged[k] = v end
  for i = 1, #borrowed do
    for k, v in pairs(ctx:script(borrowed[i])) do
      if merged[k] == nil then merged[k] = v end
    end
  end
  return merged
end
players.character = character

-- What the distances the player measures leave out: their character's
-- `distance_without` ({seats = ..., zones = ...}, ctx:distance's fourth
-- argument), or nil when every card counts. `ch`, if given, is the
-- player's character module.
function players.distance_without(ctx, seat, ch)
  local f = (ch or character(ctx, seat)).distance_without
  return f and f(ctx, seat) or nil
end

-- Whether the cards `by` plays against `seat` (a BANG!, a Panic!, both
-- cards of an ability) have no effect on that player: their character's
-- `unaffected_by` says so of every one of them (Apache Kid and diamonds);
-- it says why in its own line. False when the character has no such hook.
function players.unaffected(ctx, seat, cards, by)
  local f = character(ctx, seat).unaffected_by
  if not f or by == seat then return false end
  local ruling
  for i = 1, #cards do
    local yes, r = f(ctx, seat, cards[i], by)
    if not yes then return false end
    ruling = ruling or r
  end
  ctx:logf(ruling, "%s: %s played by %p %s no effect on %p", ctx:get(seat, "character"),
    table.concat(words_labels(ctx, cards), " and "), by, #cards == 1 and "has" or "have", seat)
  return true
end

-- Whether the cards in play in front of `holder` have no effect against
-- what `seat` does now: `seat`'s character's `table_off` says so (Belle
-- Star in her turn); returns its ruling, or nil when they work.
function players.table_off(ctx, seat, holder)
  if not seat or seat == holder then return nil end
  local f = character(ctx, seat).table_off
  if not f then return nil end
  local off, ruling = f(ctx, seat, holder)
  return off and (ruling or "R43") or nil
end

-- The first card of that name in the zone, or nil.
function players.find_in(ctx, seat, zone, name)
  local cards = ctx:zone(seat, zone)
  for i = 1, #cards do
    if ctx:def_name(cards[i]) == name then return cards[i] end
  end
  return nil
end

-- The weapon in play in front of the player, or nil (the Colt .45).
function players.weapon(ctx, seat)
  local cards = ctx:zone(seat, "table")
  for i = 1, #cards do
    if ctx:def_get(cards[i], "weapon") then return cards[i] end
  end
  return nil
end

-- True when a flag is set by the player's character or a card in play
-- (Willy the Kid and Volcanic both set `unlimited_bang`).
function players.has_flag(ctx, seat, flag, ch)
  if (ch or character(ctx, seat))[flag] then return true end
  local cards = ctx:zone(seat, "table")
  for i = 1, #cards do
    local s = ctx:script(cards[i])
    if s and s[flag] then return true end
  end
  return false
end

function players.seat_of_role(ctx, role)
  for p = 1, ctx:seat_count() do
    if ctx:get(p, "role") == role then return p end
  end
  return nil
end

return players
