-- BANG!: words for the narration and the refusals: a player with the
-- character at work, what gives a reach, lists of names and cards.

local words = {}

-- "Bob (Lucky Duke)": the player and the character whose ability is at work,
-- for narration.
function words.who(ctx, seat)
  return ctx:name(seat) .. " (" .. ctx:get(seat, "character") .. ")"
end

-- What gives the player's reach, for narration and refusals: the weapon in
-- play, or the Colt .45 printed on every board (R07).
function words.reach_source(ctx, seat)
  local w = ctx:reach_card(seat)
  return w and ctx:label(w) or "the Colt .45"
end

-- What a kind of card is called ("bang": "BANG!", "missed": "Missed!"),
-- for a card's kind as its definition's `counts_as` gives it.
local KINDS = {bang = "BANG!", missed = "Missed!"}
function words.kind_name(kind)
  return KINDS[kind] or kind
end

-- "Ann", "Ann and Bob", "Ann, Bob and Cid"
words.names = import("lib/names").list

function words.labels(ctx, cards)
  local out = {}
  for _, c in ipairs(cards) do out[#out + 1] = ctx:label(c) end
  return out
end

return words
