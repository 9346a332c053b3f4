-- Retina Scan: before the top red chip's hand is shown, the others agree on
-- one card value they believe is in its pocket; a wrong guess fails the heist.
local hands = import("hands")
local offers = import("offers")
local proposals = import("proposals")
return {
  guess_fails = function(ctx, top)
    local opts = {}
    for rank = 2, 14 do opts[#opts + 1] = {label = "guess " .. hands.value_text(rank), verb = "guess", rank = rank} end
    local open = offers.scan_guess(ctx, top, opts, "Retina Scan",
      function(seat, more) return proposals.refusals(ctx, seat, more) end)
    local who, i = ctx:choose_any(open, "Retina Scan: which card value is in " .. ctx:name(top) .. "'s pocket? (G16)")
    local rank = i + 1
    local found = false
    for _, c in ipairs(ctx:zone(top, "pocket")) do
      if hands.rank(ctx, c) == rank then found = true end
    end
    ctx:logf("G16", "Retina Scan: the gang (for it, %p) guesses %s in %p's pocket: %s",
      who, hands.value_text(rank), top, (found and "right" or "wrong, the heist fails"))
    return not found
  end,
}
