-- The Gang: chips as plain values. Each player keeps the list `chips`
-- ("white 3", "yellow 1", ...) in round order; the game keeps `centre`,
-- the chips of the current round that nobody holds.
local rounds = import("rounds")
local force = import("force")
local chip_list = {}

function chip_list.chip(colour, stars) return colour .. " " .. stars end

function chip_list.parse_chip(text)
  local colour, stars = string.match(text, "^(%a+) (%d+)$")
  if not colour then return nil end
  return colour, math.tointeger(tonumber(stars))
end

function chip_list.chips_of(ctx, seat) return ctx:get(seat, "chips") or {} end

function chip_list.holder(ctx, chip)
  for s = 1, ctx:seat_count() do
    for _, c in ipairs(chip_list.chips_of(ctx, s)) do
      if c == chip then return s end
    end
  end
  return nil
end

function chip_list.held_of_colour(ctx, seat, colour)
  for _, c in ipairs(chip_list.chips_of(ctx, seat)) do
    if chip_list.parse_chip(c) == colour then return c end
  end
  return nil
end

-- Chips stay in round order on the player's list.
function chip_list.give(ctx, seat, chip)
  local list = chip_list.chips_of(ctx, seat)
  list[#list + 1] = chip
  table.sort(list, function(a, b)
    local ca, sa = chip_list.parse_chip(a)
    local cb, sb = chip_list.parse_chip(b)
    local ra, rb = rounds.round_of_colour(ca), rounds.round_of_colour(cb)
    if ra ~= rb then return ra < rb end
    return sa < sb
  end)
  ctx:set(seat, "chips", list)
end

-- Whether a chip of this round lies dark side up (Noise Sensors, Ventilation Shaft).
function chip_list.dark(ctx, stars, round) return force.any(ctx, "dark", stars, round) end

-- The chips of the round nobody holds, by stars.
function chip_list.update_centre(ctx, round)
  local centre = {}
  if round >= 1 and round <= 4 and not force.skipped(ctx, round) then
    local colour = rounds.COLOURS[round]
    local held = {}  -- every chip anyone holds, each list read once
    for s = 1, ctx:seat_count() do
      for _, c in ipairs(chip_list.chips_of(ctx, s)) do held[c] = true end
    end
    for k = 1, ctx:seat_count() do
      local chip = chip_list.chip(colour, k)
      if not held[chip] then centre[#centre + 1] = chip end
    end
  end
  ctx:set(0, "centre", centre)
end

return chip_list
