-- Hash Order: each turn a player is offered the first five words a walk of
-- a table keyed by words meets, and scores the word's weight; the first key
-- next() gives adds a bonus. Which words come first is all that decides.
local game = {}

-- Frozen with the module: pairs() walks it through its store.
game.WEIGHTS = {
  amber = 3, birch = 5, cedar = 2, delta = 7, ember = 1, fjord = 4, gorse = 6, heath = 2,
  ivory = 5, juniper = 3, kelp = 1, larch = 6, maple = 4, nettle = 7, oak = 2, pine = 5,
  quartz = 3, rowan = 1, sorrel = 6, thistle = 4, umber = 2, vetch = 7, willow = 3, yarrow = 5,
}

function game.setup(ctx)
  ctx:shuffle(0, "deck")
  for _, p in ipairs(ctx:living()) do ctx:set(p, "score", 0) end
  ctx:set_turn(1)
end

-- The words of this round, keyed by text (a plain table, not frozen).
local function bag_of(round)
  local bag = {}
  for word, weight in pairs(game.WEIGHTS) do bag[word .. round] = weight end
  return bag
end

function game.run(ctx)
  local seats = ctx:living(1)
  for round = 1, 4 do
    for _, p in ipairs(seats) do
      ctx:set_turn(p)
      local bag = bag_of(round)
      local opts = {}
      for word in pairs(bag) do
        opts[#opts + 1] = word
        if #opts == 5 then break end
      end
      local _, _, word = ctx:choose(p, opts, {}, ctx:name(p) .. ": take a word")
      local first = next(bag)
      ctx:add(p, "score", bag[word] + (word == first and 10 or 0))
      ctx:logf(nil, "%p takes %s", p, word)
    end
  end
  local best, winners = -1, {}
  for _, p in ipairs(seats) do
    local s = ctx:get(p, "score")
    if s > best then
      best, winners = s, {p}
    elseif s == best then
      winners[#winners + 1] = p
    end
  end
  ctx:finish(winners)
end

return game
