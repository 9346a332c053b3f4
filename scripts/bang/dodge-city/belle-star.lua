-- Belle Star (Dodge City): in her turn every card in play in front of any
-- other player has no effect: their Barrels make no "draw!" against her
-- shots, their Mustangs and Hideouts add nothing to the distances she
-- measures. Character abilities are not cards (Jourdonnais and Paul Regret
-- still work), her own cards work, and she may still take or discard the
-- others' cards (D10). The rules ask `table_off` of a shot's shooter, and
-- `distance_without` of whoever measures a distance.
local function her_turn(ctx, me) return ctx:turn() == me end

return {
  table_off = function(ctx, me, holder) return her_turn(ctx, me) and holder ~= me, "D10" end,
  distance_without = function(ctx, me)
    if not her_turn(ctx, me) then return nil end
    local seats = {}
    for _, p in ipairs(ctx:living()) do
      if p ~= me then seats[#seats + 1] = p end
    end
    return {seats = seats, zones = {"table"}}
  end,
}
