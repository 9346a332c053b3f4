-- Con Artist: after the deal, the pocket cards (only those) are gathered
-- face down, shuffled and dealt again, one at a time in seat order.
local words = import("words")
local force = import("force")
return {
  after_deal = function(ctx)
    local n = ctx:seat_count()
    local count = force.pocket_count(ctx)
    for s = 1, n do
      for _, c in ipairs(ctx:zone(s, "pocket")) do ctx:move(c, 0, "gather") end
    end
    ctx:shuffle(0, "gather", true)
    for _ = 1, count do
      for s = 1, n do ctx:move(ctx:top(0, "gather"), s, "pocket") end
    end
    ctx:logf("G39", "The pocket cards are gathered, shuffled and dealt again")
    for s = 1, n do
      ctx:tellf(s, "G39", "your new pocket cards: %s", words.labels(ctx, ctx:zone(s, "pocket")))
    end
  end,
}
