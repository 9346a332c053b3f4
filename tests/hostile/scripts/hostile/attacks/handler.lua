-- A card with an event handler: in play, ctx:handlers lists it.
return {
  on = { ping = function(ctx) end },
  run = function(ctx, me)
    ctx:move(me, 1, "table")
    ctx:set(0, "hits", #ctx:handlers("ping"))
  end,
}
