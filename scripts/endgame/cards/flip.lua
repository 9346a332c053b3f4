-- Flip-a-roo: flip the sign of one marker's value, keeping its size (E35).
-- Not doubled.
local board = import("board")
local choices = import("choices")

-- For the basic bot (bots.lua): every cube of the colour scores the
-- marker's value with its sign flipped.
local function bot_value(worth, o)
  local v = worth.value(o.colour)
  if v ~= nil then worth.revalue(o.colour, v, -v) end
end

return {
  bot_value = bot_value,
  play = function(ctx, me, card, times)
    local opts = {}
    for _, c in ipairs(board.live(ctx)) do opts[#opts + 1] = {label = "flip " .. c, verb = "flip", colour = c, by = card} end
    if #opts == 0 then
      ctx:logf("E35", "no marker is left: Flip-a-roo has no effect")
      return
    end
    local function refusals() return choices.gone_refusals(ctx, function(c) return {"flip " .. c} end) end
    local _, i = ctx:choose(me, opts, refusals, "Flip-a-roo: flip one marker's sign (E35)")
    local c = opts[i].colour
    local p = board.position(ctx, c)
    board.place(ctx, c, -p)
    ctx:logf("E35", "Flip-a-roo: %s %s -> %s", c, p, board.position(ctx, c))
  end,
}
