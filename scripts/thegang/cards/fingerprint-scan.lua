-- Fingerprint Scan: before the top red chip's hand is shown, the others agree
-- on its ranking (royal flush named apart); a wrong guess fails the heist.
local hands = import("hands")
local offers = import("offers")
local proposals = import("proposals")
return {
  guess_fails = function(ctx, top)
    local rankings = ctx:hand_rankings()
    local opts = {}
    for _, r in ipairs(rankings) do opts[#opts + 1] = {label = "guess " .. r, verb = "guess", ranking = r} end
    local open = offers.scan_guess(ctx, top, opts, "Fingerprint Scan",
      function(seat, more) return proposals.refusals(ctx, seat, more) end)
    local who, i = ctx:choose_any(open, "Fingerprint Scan: what is " .. ctx:name(top) .. "'s ranking? (G16)")
    local _, actual = ctx:hand_value(hands.hand(ctx, top))
    local right = rankings[i] == actual
    ctx:logf("G16", "Fingerprint Scan: the gang (for it, %p) guesses %s for %p: %s",
      who, rankings[i], top, (right and "right" or "wrong, it is " .. actual .. "; the heist fails"))
    return not right
  end,
}
