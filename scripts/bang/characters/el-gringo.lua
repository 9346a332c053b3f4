-- El Gringo: for each life point lost to another player's card he takes a
-- random card from that player's hand, once the hit is settled and if still
-- alive; nothing from Dynamite or from a Duel he played himself (R52).
local common = import("common")

return {
  on = {
    hurt = function(ctx, me, card, ev)
      local from = ev.source
      if ev.seat ~= me or not from or from == me or ev.duel_by == me then return end
      for _ = 1, ev.amount do
        if ctx:size(from, "hand") == 0 then
          if ctx:narrating() then
            ctx:log(ctx:name(from) .. " has no card in hand for " .. common.who(ctx, me), "R52")
          end
          return
        end
        local c = ctx:random_pick(ctx:zone(from, "hand"))
        common.move(ctx, c, me, "hand")
        if ctx:narrating() then
          ctx:log(common.who(ctx, me) .. " takes a random card from " .. ctx:name(from) .. "'s hand", "R52")
          ctx:tell(me, "You take " .. ctx:label(c))
          ctx:tell(from, ctx:name(me) .. " (El Gringo) takes your " .. ctx:label(c))
        end
      end
    end,
  },
}
