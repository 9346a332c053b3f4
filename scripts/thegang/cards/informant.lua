-- Informant: by agreement, one player secretly shows one pocket card to one other player.
local proposals = import("proposals")
return {
  follow_up = "show",  -- its decision's verb ("show K♠"): the pocket card shown
  -- "propose Informant -> Ann shows Bob": the target shows the viewer.
  proposals = function(ctx, proposer, offer)
    for shower = 1, ctx:seat_count() do
      for viewer = 1, ctx:seat_count() do
        if viewer ~= shower then offer:option{verb = "propose", target = shower, viewer = viewer} end
      end
    end
  end,
  use = function(ctx, p)
    local opts = {}
    for _, c in ipairs(ctx:zone(p.target, "pocket")) do opts[#opts + 1] = {label = "show " .. ctx:label(c), verb = "show", card = c} end
    local _, i = ctx:choose(p.target, opts, proposals.refusals(ctx, p.target),
      "Informant: show one pocket card to " .. ctx:name(p.viewer) .. " (G31)")
    ctx:logf("G31", "%p shows %p one pocket card", p.target, p.viewer)
    ctx:tellf(p.viewer, "G31", "%p shows you %c", p.target, opts[i].card)
  end,
}
