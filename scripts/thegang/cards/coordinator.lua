-- Coordinator: after the deal, everyone at once passes one pocket card to
-- the player on their left (the next seat).
return {
  after_deal = function(ctx)
    local n = ctx:seats()
    local passing, waiting = {}, {}
    for s = 1, n do waiting[#waiting + 1] = s end
    while #waiting > 0 do
      local open, by_seat = {}, {}
      for _, s in ipairs(waiting) do
        local opts = {}
        for _, c in ipairs(ctx:zone(s, "pocket")) do opts[#opts + 1] = {label = "pass " .. ctx:label(c), card = c} end
        open[#open + 1] = {seat = s, options = opts}
        by_seat[s] = opts
      end
      local who, i = ctx:choose_any(open, "Coordinator: choose a pocket card to pass to your left")
      passing[who] = by_seat[who][i].card
      local rest = {}
      for _, s in ipairs(waiting) do
        if s ~= who then rest[#rest + 1] = s end
      end
      waiting = rest
    end
    for s = 1, n do ctx:move(passing[s], s % n + 1, "pocket") end
    ctx:log("Everyone passes one pocket card to the left", "G36")
    for s = 1, n do
      local from = (s - 2) % n + 1
      ctx:tell(s, ctx:name(from) .. " passes you " .. ctx:label(passing[from]), "G36")
    end
  end,
}
