-- The game with two Renegades (Dodge City's eight players, D23), a trigger
-- of the variant: each Renegade plays alone, so when one is eliminated the
-- narration says that the other plays on alone, and that a Renegade, not
-- being an Outlaw, brings no reward (R28). Who wins is the base game's rule
-- (R30): a Renegade only as the last player alive, the Outlaws when the
-- Sheriff dies otherwise.
return {
  on = {
    eliminated = function(ctx, _, _, ev)
      if ctx:get(ev.seat, "role") ~= "renegade" then return end
      local other
      for p = 1, ctx:seat_count() do
        if p ~= ev.seat and ctx:get(p, "role") == "renegade" then other = p end
      end
      if not other then return end
      local by = ev.source and ev.source ~= ev.seat and ev.source
      ctx:logf("D23", "%p was one of two Renegades%s; %s", ev.seat,
        by and (": no reward for " .. ctx:name(by) .. ", a Renegade is no Outlaw") or "",
        ctx:alive(other) and (ctx:name(other) .. " still plays alone for the last place alive") or
        "both Renegades are now out")
    end,
  },
}
