-- Switch-a-roo: swap the positions of two markers (E34). Not doubled.
local board = import("board")
local choices = import("choices")

return {
  play = function(ctx, me, card, times)
    local live, opts = board.live(ctx), {}
    for i = 1, #live do
      for j = i + 1, #live do
        opts[#opts + 1] = {label = "switch " .. live[i] .. " and " .. live[j], verb = "switch", a = live[i], b = live[j]}
      end
    end
    if #opts == 0 then
      ctx:logf("E34", "fewer than two markers are left: Switch-a-roo has no effect")
      return
    end
    local function refusals()
      return choices.gone_refusals(ctx, function(c)
        local out = {}
        for _, o in ipairs(board.colours(ctx)) do
          if o ~= c then out[#out + 1] = "switch " .. c .. " and " .. o; out[#out + 1] = "switch " .. o .. " and " .. c end
        end
        return out
      end)
    end
    local _, i = ctx:choose(me, opts, refusals, "Switch-a-roo: swap two markers")
    local a, b = opts[i].a, opts[i].b
    local pa, pb = board.position(ctx, a), board.position(ctx, b)
    board.place(ctx, a, pb)
    board.place(ctx, b, pa)
    ctx:logf("E34", "Switch-a-roo: %s %s -> %s, %s %s -> %s", a, pa, pb, b, pb, pa)
  end,
}
