-- Nudge: move one marker of your choice one step right (NU1). Its options
-- name the card (`by`), so the basic bot asks its `bot_value` what each is
-- worth: every cube of the colour scores the marker's value after the step.
local board = import("board")

-- For the basic bot (scripts/endgame/bots.lua): the marker's value goes to
-- where the step leaves it (`now`, worked out with the option).
local function bot_value(worth, o)
  local v = worth.value(o.colour)
  if v ~= nil then worth.revalue(o.colour, v, o.now) end
end

return {
  bot_value = bot_value,
  play = function(ctx, me, card)
    local tmax = ctx:rule("track_max")
    local opts = {}
    for _, c in ipairs(board.live(ctx)) do
      local now = math.min(tmax, board.position(ctx, c) + 1)
      opts[#opts + 1] = {label = "nudge " .. c, verb = "nudge", colour = c, now = now, by = card}
    end
    if #opts == 0 then
      ctx:logf("NU1", "no marker is left: Nudge has no effect")
      return
    end
    local _, i = ctx:choose(me, opts, nil, "Nudge: move one marker one step right")
    board.move(ctx, opts[i].colour, 1, ctx:name(me) .. " (Nudge)", ctx:rule("track_min"), tmax, "NU1")
  end,
}
