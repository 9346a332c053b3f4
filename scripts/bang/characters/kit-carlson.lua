-- Kit Carlson: in phase 1 he looks at the top three cards, keeps two and
-- puts one back on top; with two cards or fewer in the piles he keeps what
-- there is (R47).
local words = import("words")
local ask = import("ask")
local moves = import("moves")

return {
  draw_phase = function(ctx, me)
    if ctx:card_count(0, "deck") + ctx:card_count(0, "discard") <= 2 then
      ctx:logf("R47", "Only %s cards are left in the piles: %s keeps them all",
        (ctx:card_count(0, "deck") + ctx:card_count(0, "discard")), words.who(ctx, me))
      for _ = 1, 2 do ctx:draw(me, "hand", moves.phase1(ctx, me)) end
      return
    end
    local seen = {}
    for _ = 1, 3 do seen[#seen + 1] = ctx:draw(me, "hand", moves.phase1(ctx, me)) end
    local o = ask.choose(ctx, me, function()
      local opts = {}
      for _, c in ipairs(seen) do opts[#opts + 1] = {verb = "put", label = "put back " .. ctx:label(c), card = c} end
      return opts
    end, "Kit Carlson keeps two of the three cards and puts one back on top of the deck (R47)")
    ctx:move(o.card, 0, "deck")
    ctx:logf("R47", "%s puts a card back on top of the deck", words.who(ctx, me))
    ctx:tellf(me, nil, "You put back %c", o.card)
  end,
}
