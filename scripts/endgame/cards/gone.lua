-- Aaaaaand gone: destroy one marker. That colour's cubes score 0 at the
-- end (sets with that colour still count) and it can no longer move or be
-- chosen (E18, E36). Not doubled.
local board = import("board")
local choices = import("choices")

-- For the basic bot (bots.lua): the colour's cubes score 0.
local function bot_value(worth, o)
  local was = worth.value(o.colour)
  if was ~= nil then worth.revalue(o.colour, was, 0) end
end

return {
  bot_value = bot_value,
  play = function(ctx, me, card, times)
    local opts = {}
    for _, c in ipairs(board.live(ctx)) do
      opts[#opts + 1] = {label = "destroy " .. c .. " marker", verb = "destroy", thing = "marker", colour = c, by = card}
    end
    if #opts == 0 then
      ctx:logf("E36", "no marker is left: Aaaaaand gone has no effect")
      return
    end
    local function refusals()
      return choices.gone_refusals(ctx, function(c) return {"destroy " .. c .. " marker"} end)
    end
    local _, i = ctx:choose(me, opts, refusals, "Aaaaaand gone: destroy one marker (E36)")
    board.destroy_marker(ctx, opts[i].colour)
    ctx:logf("E36", "the %s marker is destroyed: its cubes now score 0", opts[i].colour)
  end,
}
