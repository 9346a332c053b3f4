-- Pat Brennan (Dodge City): in phase 1 he may, instead of drawing, take
-- one card in play in front of another player, at any distance, into his
-- hand ("take CARD of Bob"), and only that card; with no card in play in
-- front of the others he draws as usual (D17).
local moves = import("moves")
local viewpoint = import("viewpoint")
local words = import("words")
local ask = import("ask")

local function options(ctx, me)
  local opts = {{verb = "draw", label = "draw from deck"}}
  for _, p in ipairs(viewpoint.others(ctx, me)) do
    for _, c in ipairs(ctx:zone(p, "table")) do
      -- `from`, not `target`: the basic bot, which takes from an enemy's
      -- hand any option aimed at them, draws from the deck instead (two
      -- bots taking one card back and forth would never end the game).
      opts[#opts + 1] = {verb = "take", label = "take " .. ctx:label(c) .. " of " .. ctx:name(p), card = c, from = p}
    end
  end
  return opts
end

local function refusals(ctx, me)
  local out = {}
  for _, c in ipairs(ctx:zone(me, "table")) do
    out[#out + 1] = {"take " .. ctx:label(c) .. " of " .. ctx:name(me),
      "Pat Brennan takes a card in play in front of another player, not his own (D17)"}
  end
  return out
end

return {
  draw_phase = function(ctx, me)
    local opts = options(ctx, me)
    if #opts == 1 then
      moves.draw(ctx, me, 2, moves.phase1(ctx, me))
      return
    end
    local o = ask.choose(ctx, me, function()
      return options(ctx, me), function() return refusals(ctx, me) end
    end, "Pat Brennan draws two cards, or takes one card in play in front of another player (D17)")
    if o.verb == "draw" then
      moves.draw(ctx, me, 2, moves.phase1(ctx, me))
      return
    end
    moves.move(ctx, o.card, me, "hand")
    ctx:logf("D17", "%s takes %c from in front of %p instead of drawing", words.who(ctx, me), o.card, o.from)
  end,
}
