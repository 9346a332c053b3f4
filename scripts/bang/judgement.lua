-- "draw!": turn the top card of the draw pile, discard it, test it (R19).
-- Lucky Duke turns two and chooses the one that counts (R20); with both
-- piles empty the "draw!" fails (R11).
local ask = import("ask")
local words = import("words")

local judgement = {}

judgement.HEART = {suits = {"♥"}, text = "a heart"}
judgement.SPADE_2_TO_9 = {suits = {"♠"}, min = 2, max = 9, text = "a spade from 2 to 9"}

-- Returns whether the "draw!" matched `test`, and the card that counted.
-- `what` names the card or ability asking (narration); `good` says whether
-- a match is good for the player (a hint for bots choosing for Lucky Duke).
function judgement.draw(ctx, seat, test, what, good)
  local turned, seen = {}, {}
  local who = ctx:name(seat)
  local purpose = who .. "'s \"draw!\" for " .. what
  for _ = 1, ctx:judgement_count(seat) do
    -- A reshuffle this draw causes is the engine's to narrate (R10: game.yaml refill_ruling).
    local c = ctx:draw(0, "discard", purpose)
    if c and not seen[c] then
      seen[c] = true
      turned[#turned + 1] = c
    end
  end
  if #turned == 0 then
    ctx:logf("R11", "%s's \"draw!\" for %s finds both piles empty: it fails", who, what)
    return false, nil
  end
  local card = turned[1]
  if #turned > 1 then
    local shown, hint = {}, {}
    for _, c in ipairs(turned) do
      shown[#shown + 1] = ctx:label(c)
      if ctx:passes(c, test) == good then hint[#hint + 1] = "choose " .. ctx:label(c) end
    end
    ctx:logf("R20", "%s turns %s for %s and chooses which counts", words.who(ctx, seat), table.concat(shown, " and "),
      what)
    ctx:set(0, "bot.good", hint)
    local opts = {}
    for _, c in ipairs(turned) do opts[#opts + 1] = {verb = "choose", label = "choose " .. ctx:label(c), card = c} end
    local o = ask.choose(ctx, seat, function() return opts end,
      who .. "'s \"draw!\" for " .. what .. ": which card counts? (" .. test.text .. " matches) (R20)")
    ctx:set(0, "bot.good", nil)
    card = o.card
  end
  local ok = ctx:passes(card, test)
  ctx:logf("R19", "%s's \"draw!\" for %s: %c%s%s", who, what, card, (ok and ", " or ", not "), test.text)
  return ok, card
end

return judgement
