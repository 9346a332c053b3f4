-- Numbered colour cards and Red, Yellow & Blue: move each named marker by
-- the card's number (plus: right, minus: left). Doubled: twice as far.
local board = import("board")

return {
  play = function(ctx, me, card, times)
    local steps = ctx:def_get(card, "steps") * times
    local label = ctx:label(card)
    local tmin, tmax = ctx:rule("track_min"), ctx:rule("track_max")
    for _, colour in ipairs(ctx:def_get(card, "colours")) do
      -- Doubled, the distance is the point in dispute (E15).
      board.move(ctx, colour, steps, label, tmin, tmax, times > 1 and "E15" or nil)
    end
  end,
}
