-- Echo: each card she plays or discards in answer draws her a card (FR3),
-- heard through the `answered` event.
local common = import("common")

return {
  on = {
    answered = function(ctx, me, _, ev)
      if ev.seat ~= me or not ctx:alive(me) then return end
      if common.draw(ctx, me, 1) > 0 then
        ctx:logf("FR3", "%s answered with %c and draws a card", common.who(ctx, me), ev.card)
      end
    end,
  },
}
