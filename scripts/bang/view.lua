-- What BANG!'s table shows that the state does not hold (content/bang/view.yaml):
-- how far each player is from the one whose table it is (the viewer, or
-- for the referee the player whose turn it is), and each player's reach.
local view = {}

function view.values(ctx, viewer, turn)
  local from = viewer
  if from == 0 or not ctx:alive(from) then from = turn end
  local seats = {}
  for p = 1, ctx:seat_count() do
    local v = {}
    if ctx:alive(p) then
      v.reach = ctx:reach(p)
      if from ~= 0 and p ~= from and ctx:alive(from) then v.distance = ctx:distance(from, p) end
    end
    seats[p] = v
  end
  return { seats = seats, game = { from = from ~= 0 and ctx:name(from) or nil } }
end

return view
