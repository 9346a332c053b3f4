-- The Gang: what players say of their pocket cards (announcements kept
-- for the heist), and pocket cards put away and drawn again.
local hands = import("hands")
local words = import("words")
local chip_list = import("chip_list")
local proposals = import("proposals")
local pockets = {}

-- An announcement: said aloud to all, and kept for the heist (state path `announcements`).
-- Everyone announces something of their pocket cards' ranks (Investor,
-- Math Whiz): "<name> announces " .. what(ranks).
function pockets.announce_pockets(ctx, ruling, what)
  for s = 1, ctx:seat_count() do
    local ranks = {}
    for _, c in ipairs(ctx:zone(s, "pocket")) do ranks[#ranks + 1] = hands.rank(ctx, c) end
    pockets.announce(ctx, ctx:name(s) .. " announces " .. what(ranks), ruling)
  end
end

function pockets.announce(ctx, text, ruling)
  local list = ctx:get(0, "announcements") or {}
  list[#list + 1] = text
  ctx:set(0, "announcements", list)
  ctx:logf(ruling, "%s", text)
end

-- Puts a player's pocket cards away face down and deals as many new ones.
function pockets.redraw(ctx, seat, why, ruling)
  local old = ctx:zone(seat, "pocket")
  for _, c in ipairs(old) do ctx:move(c, 0, "discard") end
  for _ = 1, #old do ctx:draw(seat, "pocket") end
  ctx:logf(ruling, "%p puts %s pocket cards away face down and draws new ones (%s)", seat, #old, why)
  ctx:tellf(seat, ruling, "your new pocket cards: %s", words.labels(ctx, ctx:zone(seat, "pocket")))
end

-- Motion Detector and Laser Tripwires: after the flop, the holder of `chip`
-- redraws their pocket when the flop's having a J, Q or K is `on_faces`.
function pockets.flop_redraw(ctx, card, chip, on_faces)
  local faces = false
  for _, c in ipairs(ctx:zone(0, "community")) do
    local r = hands.rank(ctx, c)
    if r >= 11 and r <= 13 then faces = true end
  end
  local why = faces and "the flop shows a J, Q or K" or "no J, Q or K on the flop"
  local holder = chip_list.holder(ctx, chip)
  if faces ~= on_faces then
    ctx:logf("G15", "%s: %s, nothing happens", card, why)
  elseif not holder then
    ctx:logf("G15", "%s: nobody holds %s", card, chip)
  else
    pockets.redraw(ctx, holder, card .. ": " .. why, "G15")
  end
end

-- One player puts one pocket card away face down, by choice.
function pockets.discard_one(ctx, seat, why, ruling)
  local opts = {}
  for _, c in ipairs(ctx:zone(seat, "pocket")) do
    opts[#opts + 1] = {label = "discard " .. ctx:label(c), verb = "discard", card = c}
  end
  local _, i = ctx:choose(seat, opts, proposals.refusals(ctx, seat), why .. ": put one pocket card away face down (" .. ruling .. ")")
  ctx:move(opts[i].card, 0, "discard")
  ctx:logf(ruling, "%p puts one pocket card away face down", seat)
end

return pockets
