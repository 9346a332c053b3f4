-- Jesse Jones: his first phase-1 card may be a random card from another
-- player's hand instead of the deck; the second comes from the deck (R49).
local moves = import("moves")
local viewpoint = import("viewpoint")
local words = import("words")
local ask = import("ask")

return {
  draw_phase = function(ctx, me)
    local o = ask.choose(ctx, me, function()
      local opts = {{verb = "draw", label = "draw from deck"}}
      for _, p in ipairs(viewpoint.others(ctx, me)) do
        if ctx:card_count(p, "hand") > 0 then opts[#opts + 1] = {verb = "draw", label = "draw from " .. ctx:name(p), target = p} end
      end
      return opts, function()
        local refusals = {}
        for _, p in ipairs(viewpoint.others(ctx, me)) do
          if ctx:card_count(p, "hand") == 0 then
            refusals[#refusals + 1] = {"draw from " .. ctx:name(p), ctx:name(p) .. " has no card in hand (R49)"}
          end
        end
        for p = 1, ctx:seat_count() do
          if not ctx:alive(p) then
            refusals[#refusals + 1] = {"draw from " .. ctx:name(p), ctx:name(p) .. " is out of the game (R26)"}
          end
        end
        return refusals
      end
    end, "Jesse Jones draws his first card from the deck or from another player's hand (R49)")
    if not o.target then
      moves.draw(ctx, me, 2, moves.phase1(ctx, me))
      return
    end
    local c = ctx:random_pick(ctx:zone(o.target, "hand"))
    moves.move(ctx, c, me, "hand")
    ctx:logf("R49", "%s takes a random card from %p's hand, then draws from the deck", words.who(ctx, me), o.target)
    ctx:tellf(me, nil, "You take %c", c)
    ctx:tellf(o.target, nil, "%p (Jesse Jones) takes your %c", me, c)
    moves.draw(ctx, me, 1, moves.phase1(ctx, me))
  end,
}
