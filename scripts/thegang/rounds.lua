-- The Gang: the four rounds, their chip colours and community cards, and
-- the seats.
local rounds = {}

rounds.COLOURS = {"white", "yellow", "orange", "red"}

rounds.ROUND_NAMES = {"pre-flop", "flop", "turn", "river"}

rounds.COMMUNITY = {0, 3, 4, 5}  -- community cards shown in each round

function rounds.round_of_colour(colour)
  for r, c in ipairs(rounds.COLOURS) do
    if c == colour then return r end
  end
  return nil
end

function rounds.seats(ctx)
  local out = {}
  for s = 1, ctx:seat_count() do out[#out + 1] = s end
  return out
end

function rounds.others(ctx, seat)
  local out = {}
  for s = 1, ctx:seat_count() do
    if s ~= seat then out[#out + 1] = s end
  end
  return out
end

return rounds
