-- Mastermind: by agreement, the gang names a card value and one player
-- announces how many pocket cards of that value they hold.
local hands = import("hands")
local pockets = import("pockets")
return {
  -- "propose Mastermind -> Ann counts 10": the target counts that value.
  proposals = function(ctx, proposer, offer)
    for t = 1, ctx:seat_count() do
      for rank = 2, 14 do offer:option{verb = "propose", target = t, rank = rank} end
    end
  end,
  use = function(ctx, p)
    local n = 0
    for _, c in ipairs(ctx:zone(p.target, "pocket")) do
      if hands.rank(ctx, c) == p.rank then n = n + 1 end
    end
    pockets.announce(ctx, ctx:name(p.target) .. " announces " .. n .. " of value " .. hands.value_text(p.rank), "G34")
  end,
}
