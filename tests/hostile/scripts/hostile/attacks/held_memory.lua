-- The engine keeps a copy of every state value: a script that stores a big
-- string on many cards would pass the memory cap outside the Lua heap.
return { run = function(ctx)
  local big = string.rep("x", 4 << 20)
  for card = 1, 40 do ctx:card_set(card, "junk", big) end
end }
