-- BANG!: cards and life that move: the one way a card leaves a hand (so
-- Suzy Lafayette notices), the discard, drawing, healing.
local events = import("lib/events")
local players = import("players")

local moves = {}

-- Moves a card and, when that empties a living player's hand, tells the
-- `hand_empty` handlers at once (Suzy Lafayette, R53).
function moves.move(ctx, card, seat, zone, where)
  local from, owner = ctx:where(card)
  ctx:move(card, seat, zone, where)
  if from == "hand" and owner ~= 0 and ctx:card_count(owner, "hand") == 0 and ctx:alive(owner) then
    events.emit(ctx, "hand_empty", {seat = owner})
  end
end

function moves.discard(ctx, card) moves.move(ctx, card, 0, "discard") end

-- Draws up to n cards into the player's hand; returns how many came (R11).
-- `purpose` says what the draw is for where a record asks for the cards
-- ("Bob's phase 1"); without it, the card whose script draws.
function moves.draw(ctx, seat, n, purpose)
  local got = 0
  for _ = 1, n do
    if ctx:draw(seat, "hand", purpose) then got = got + 1 end
  end
  if got < n then
    ctx:logf("R11", "%p draws only %s of %s: both piles are empty", seat, got, n)
  end
  return got
end

-- What a phase-1 draw is for, as a record's prompt names it ("Bob's phase 1").
function moves.phase1(ctx, seat) return ctx:name(seat) .. "'s phase 1" end

-- How much life the card heals its player: its definition's `heals` (1
-- when not given: a Beer), as the player's character's `heal_amount` may
-- change it; and the ruling of that change, when it made one.
function moves.heals(ctx, seat, card)
  local base = ctx:def_get(card, "heals") or 1
  local change = players.character(ctx, seat).heal_amount
  if not change then return base end
  local n, ruling = change(ctx, seat, card, base)
  n = n or base
  return n, n ~= base and ruling or nil
end

-- Life gained, never above the maximum; returns the amount really gained.
function moves.heal(ctx, seat, n, cap)
  local life, max = ctx:get(seat, "life"), cap or ctx:get(seat, "max_life")
  local new = math.max(life, math.min(max, life + n))
  ctx:set(seat, "life", new)
  return new - life
end

return moves
