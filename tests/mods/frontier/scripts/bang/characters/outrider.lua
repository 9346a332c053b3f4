-- Outrider: in his turn the other players' cards in play count for
-- nothing in the distances he measures (FR8): a Mustang does not keep them
-- away. The rules ask `distance_without` and pass it to ctx:distance.
return {
  distance_without = function(ctx, me)
    if ctx:turn() ~= me then return nil end
    local seats = {}
    for _, p in ipairs(ctx:living()) do
      if p ~= me then seats[#seats + 1] = p end
    end
    return {seats = seats, zones = {"table"}}
  end,
}
