-- El Gringo: for each life point lost to another player's card he takes a
-- random card from that player's hand, once the hit is settled and if still
-- alive; nothing from Dynamite or from a Duel he played himself (R52).
local moves = import("moves")
local words = import("words")

return {
  on = {
    hurt = function(ctx, me, card, ev)
      local from = ev.source
      if ev.seat ~= me or not from or from == me or ev.duel_by == me then return end
      for _ = 1, ev.amount do
        if ctx:card_count(from, "hand") == 0 then
          ctx:logf("R52", "%p has no card in hand for %s", from, words.who(ctx, me))
          return
        end
        local c = ctx:random_pick(ctx:zone(from, "hand"))
        moves.move(ctx, c, me, "hand")
        ctx:logf("R52", "%s takes a random card from %p's hand", words.who(ctx, me), from)
        ctx:tellf(me, nil, "You take %c", c)
        ctx:tellf(from, nil, "%p (El Gringo) takes your %c", me, c)
      end
    end,
  },
}
