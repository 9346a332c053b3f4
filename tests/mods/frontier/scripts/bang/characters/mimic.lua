-- Mimic: at the start of his turn he has the ability of the next living
-- player's character until his next turn (FR9): the rules read the
-- character listed in his value `borrowed` as his own, its hooks and flags
-- (Willy the Kid's unlimited_bang) and, in the engine, its modifiers (Rose
-- Doolan's sees_others).
local common = import("common")

return {
  on = {
    turn_begins = function(ctx, me, _, ev)
      if ev.seat ~= me then return end
      local left = ctx:next_living(me)
      local c = left and left ~= me and ctx:top(left, "board")
      ctx:set(me, "borrowed", c and {c} or nil)
      if c then ctx:logf("FR9", "%s takes the ability of %s", common.who(ctx, me), ctx:def_name(c)) end
    end,
  },
}
