-- The engine keeps a copy of every state value: a script that stores a big
-- list on many cards would pass the memory cap outside the Lua heap.
return { run = function(ctx)
  local list = {}
  for i = 1, 100000 do list[i] = i end
  for card = 1, 40 do ctx:card_set(card, "junk", list) end
end }
