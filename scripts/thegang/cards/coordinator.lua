-- Coordinator: after the deal, everyone at once passes one pocket card to
-- the player on their left (the next seat).
local together = import("lib/together")
local proposals = import("proposals")
return {
  after_deal = function(ctx)
    local n = ctx:seat_count()
    local passing, entries = {}, {}
    for s = 1, n do
      local opts = {}
      for _, c in ipairs(ctx:zone(s, "pocket")) do opts[#opts + 1] = {label = "pass " .. ctx:label(c), verb = "pass", card = c} end
      entries[s] = {seat = s, options = opts, refusals = proposals.refusals(ctx, s)}
    end
    together.ask(ctx, entries, "Coordinator: choose a pocket card to pass to the next seat (G36)", function(e, i)
      passing[e.seat] = e.options[i].card
      return "done"
    end)
    for s = 1, n do ctx:move(passing[s], s % n + 1, "pocket") end
    local to_next = {}
    for s = 1, n do to_next[s] = ctx:name(s) .. " to " .. ctx:name(s % n + 1) end
    ctx:logf("G36", "Everyone passes one pocket card to the next seat: %s", table.concat(to_next, ", "))
    for s = 1, n do
      local from = (s - 2) % n + 1
      ctx:tellf(s, "G36", "%p passes you %c", from, passing[from])
    end
  end,
}
