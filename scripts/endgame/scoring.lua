-- EndGame's scoring rule, written once (E10, E11): a seat scores each of
-- its cubes at its colour's marker value (0 once the marker is destroyed),
-- plus, for each set card in force, the card's worth (points × times) for
-- each whole set of its colours the seat holds.
--
-- board.lua counts a score in full (`total`), reads it out term by term
-- (`terms`) and keeps every score current change by change (`change`,
-- `sets_of`); the basic bot scores an option by the changes it makes
-- (`change`). Plain functions over plain tables: the bot calls `change`
-- for every option it weighs, so it asks nothing of the engine and makes
-- no table.
local min = math.min

local scoring = {}

-- How many whole sets of these colours the cubes make (a colour missing
-- from `cubes`: none).
function scoring.sets_of(cubes, colours)
  local n
  for i = 1, #colours do
    local k = cubes[colours[i]] or 0
    if not n or k < n then n = k end
  end
  return n or 0
end

-- The sets in force (`sets`: {colours =, worth =} each) that count cubes of
-- `colour`, as `change` reads them: {worth =, others =} each, `others` the
-- set's other colours.
function scoring.sets_with(sets, colour)
  local out = {}
  for _, s in ipairs(sets) do
    local has, others = false, {}
    for _, c in ipairs(s.colours) do
      if c == colour then has = true else others[#others + 1] = c end
    end
    if has then out[#out + 1] = {worth = s.worth, others = others} end
  end
  return out
end

-- A seat's score change when its cubes of one colour go from `was` to
-- `now`, each worth `v`: the cubes themselves, and each set of `with`
-- (scoring.sets_with of that colour) whose whole sets the change makes or
-- breaks. The seat's other counts are `cubes`, except colour `a`, counted
-- as `na` (an earlier change of the same move; nil: none).
function scoring.change(v, with, cubes, was, now, a, na)
  local change = (now - was) * v
  for i = 1, #with do
    local set = with[i]
    local others, least = set.others, nil
    for j = 1, #others do
      local c = others[j]
      local k
      if c == a then k = na else k = cubes[c] or 0 end
      if not least or k < least then least = k end
    end
    if least then
      change = change + set.worth * (min(now, least) - min(was, least))
    else
      change = change + set.worth * (now - was)
    end
  end
  return change
end

-- Each term of a seat's score that counts something: visit(colour, n,
-- value) for n > 0 cubes of a colour (`colours` in order, `value[colour]`
-- its marker's), then visit(set_colours, n, worth) for n > 0 whole sets of
-- each set card in force (`sets`: {colours =, worth =} each).
function scoring.terms(cubes, colours, value, sets, visit)
  for _, c in ipairs(colours) do
    local n = cubes[c]
    if n > 0 then visit(c, n, value[c]) end
  end
  for _, s in ipairs(sets) do
    local n = scoring.sets_of(cubes, s.colours)
    if n > 0 then visit(s.colours, n, s.worth) end
  end
end

-- A seat's whole score: the sum of its terms.
function scoring.total(cubes, colours, value, sets)
  local sum = 0
  scoring.terms(cubes, colours, value, sets, function(_, n, worth) sum = sum + n * worth end)
  return sum
end

return scoring
