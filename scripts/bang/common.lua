-- Small helpers every BANG! script uses: names, cards in hand and in play,
-- characters, and the one way a card leaves a hand (so Suzy Lafayette notices).
local events = import("lib/events")

local common = {}

-- The sentinel raised to stop play the moment the game is over.
common.GAME_OVER = "arbiter: the game is over"

function common.name(ctx, seat) return ctx:name(seat) end

function common.role(ctx, seat) return ctx:get(seat, "role") end

function common.life(ctx, seat) return ctx:get(seat, "life") end

function common.is(ctx, seat, character) return ctx:get(seat, "character") == character end

-- The module of the player's character card (an empty table if none).
function common.character(ctx, seat)
  local c = ctx:zone(seat, "board")[1]
  return c and ctx:script(c) or {}
end

-- The first card of that name in the zone, or nil.
function common.find_in(ctx, seat, zone, name)
  for _, c in ipairs(ctx:zone(seat, zone)) do
    if ctx:card_name(c) == name then return c end
  end
  return nil
end

function common.in_play(ctx, seat, name) return common.find_in(ctx, seat, "table", name) end

-- The weapon in play in front of the player, or nil (the Colt .45).
function common.weapon(ctx, seat)
  for _, c in ipairs(ctx:zone(seat, "table")) do
    if ctx:prop(c, "weapon") then return c end
  end
  return nil
end

-- True when a flag is set by the player's character or a card in play
-- (Willy the Kid and Volcanic both set `unlimited_bang`).
function common.has_flag(ctx, seat, flag)
  if common.character(ctx, seat)[flag] then return true end
  for _, c in ipairs(ctx:zone(seat, "table")) do
    local s = ctx:script(c)
    if s and s[flag] then return true end
  end
  return false
end

-- Whether the card may be used as `name` by this player: Calamity Janet
-- uses BANG! and Missed! both ways (R46); the seed-calamity rule keeps only
-- BANG! as Missed!.
function common.counts_as(ctx, seat, card, name)
  local real = ctx:card_name(card)
  if real == name then return true end
  local ch = common.character(ctx, seat)
  if not ch.interchangeable then return false end
  if name == "Missed!" and real == "BANG!" then return true end
  if name == "BANG!" and real == "Missed!" then return ctx:rule("calamity_missed_as_bang") end
  return false
end

-- Cards of the player's hand usable as `name`, in hand order.
function common.usable_as(ctx, seat, name)
  local out = {}
  for _, c in ipairs(ctx:zone(seat, "hand")) do
    if common.counts_as(ctx, seat, c, name) then out[#out + 1] = c end
  end
  return out
end

-- Moves a card and, when that empties a living player's hand, tells the
-- `hand_empty` handlers at once (Suzy Lafayette, R53).
function common.move(ctx, card, seat, zone, where)
  local from, owner = ctx:where(card)
  ctx:move(card, seat, zone, where)
  if from == "hand" and owner ~= 0 and ctx:alive(owner) and ctx:size(owner, "hand") == 0 then
    events.emit(ctx, "hand_empty", {seat = owner})
  end
end

function common.discard(ctx, card) common.move(ctx, card, 0, "discard") end

-- The option of a card played with no target: `play CARD`.
function common.offer(ctx, me, card, opts)
  opts[#opts + 1] = {label = "play " .. ctx:label(card), card = card}
end

-- A card whose whole effect is drawing n cards (Stagecoach, Wells Fargo).
function common.draw_card(n)
  return {
    options = common.offer,
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

-- "Ann", "Ann and Bob", "Ann, Bob and Cid"
function common.names(ctx, seats)
  local out = {}
  for _, s in ipairs(seats) do out[#out + 1] = ctx:name(s) end
  if #out <= 1 then return out[1] or "nobody" end
  return table.concat(out, ", ", 1, #out - 1) .. " and " .. out[#out]
end

function common.labels(ctx, cards)
  local out = {}
  for _, c in ipairs(cards) do out[#out + 1] = ctx:label(c) end
  return out
end

-- The other living players, clockwise from the left of `seat` (R58).
function common.others(ctx, seat)
  local out = {}
  for _, p in ipairs(ctx:living(seat)) do
    if p ~= seat then out[#out + 1] = p end
  end
  return out
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
