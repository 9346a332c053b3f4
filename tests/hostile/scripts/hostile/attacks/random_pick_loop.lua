-- ctx:random_pick of 300,000 cards at every call.
return { run = function(ctx)
  local cards = {}
  for i = 1, 300000 do cards[i] = 1 end
  while true do ctx:random_pick(cards) end
end }
