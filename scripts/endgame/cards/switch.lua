-- Switch-a-roo: swap the positions of two markers (E34). Not doubled.
local board = import("board")
local choices = import("choices")

-- For the basic bot (bots.lua): the cubes of each colour score the other
-- marker's value.
local function bot_value(worth, o)
  local a, b = worth.value(o.a), worth.value(o.b)
  if a ~= nil and b ~= nil and o.a ~= o.b then
    worth.revalue(o.a, a, b)
    worth.revalue(o.b, b, a)
  end
end

return {
  bot_value = bot_value,
  play = function(ctx, me, card, times)
    local live, opts = board.live(ctx), {}
    for i = 1, #live do
      for j = i + 1, #live do
        opts[#opts + 1] = {label = "switch " .. live[i] .. " and " .. live[j], verb = "switch", a = live[i], b = live[j],
          by = card}
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
    local _, i = ctx:choose(me, opts, refusals, "Switch-a-roo: swap two markers (E34)")
    local a, b = opts[i].a, opts[i].b
    local pa, pb = board.position(ctx, a), board.position(ctx, b)
    board.place(ctx, a, pb)
    board.place(ctx, b, pa)
    ctx:logf("E34", "Switch-a-roo: %s %s -> %s, %s %s -> %s", a, pa, pb, b, pb, pa)
  end,
}
