-- General Store: turn up one card per living player; starting with you and
-- going clockwise, each picks one; the last pick is still asked (R38).
local moves = import("moves")
local phase2 = import("phase2")
local words = import("words")
local ask = import("ask")

return {
  options = phase2.no_target,
  play = function(ctx, me, card)
    moves.discard(ctx, card)
    for _ = 1, ctx:living_count() do ctx:draw(0, "store") end
    ctx:logf("R38", "%p plays %c and turns up %s",
      me, card, table.concat(words.labels(ctx, ctx:zone(0, "store")), ", "))
    local picked = {}  -- who took each card, for the refusals of later picks
    for _, p in ipairs(ctx:living(me)) do
      if ctx:card_count(0, "store") == 0 then
        ctx:logf("R11", "The General Store is empty: %p and those after get nothing", p)
        break
      end
      local o = ask.choose(ctx, p, function()
        local opts = {}
        for _, c in ipairs(ctx:zone(0, "store")) do opts[#opts + 1] = {verb = "pick", label = "pick " .. ctx:label(c), card = c} end
        local refusals = {}
        for _, t in ipairs(picked) do
          refusals[#refusals + 1] = {"pick " .. ctx:label(t.card), ctx:label(t.card) .. " was picked by " .. t.name ..
            "; each living player picks one of what is left, in turn (R38)"}
        end
        return opts, refusals
      end, ctx:name(p) .. " picks a card from the General Store (R38)")
      picked[#picked + 1] = {card = o.card, name = ctx:name(p)}
      ctx:move(o.card, p, "hand")
      ctx:logf("R38", "%p picks %c", p, o.card)
    end
  end,
}
