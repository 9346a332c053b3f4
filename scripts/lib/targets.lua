-- Options aimed at each player in turn, by seat: "propose Hacker -> Ann",
-- "propose Hacker -> Bob", ... each with its `target` seat.
local targets = {}

-- One option per seat, `prefix .. " -> " .. name`, with target = seat.
function targets.each_seat(ctx, prefix)
  local out = {}
  for t = 1, ctx:seats() do out[#out + 1] = {label = prefix .. " -> " .. ctx:name(t), target = t} end
  return out
end

return targets
