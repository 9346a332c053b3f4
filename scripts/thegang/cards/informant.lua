-- Informant: by agreement, one player secretly shows one pocket card to one other player.
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
    local _, i = ctx:choose(p.target, opts, {}, "Informant: show one pocket card to " .. ctx:name(p.viewer))
    ctx:log(ctx:name(p.target) .. " shows " .. ctx:name(p.viewer) .. " one pocket card", "G31")
    ctx:tell(p.viewer, ctx:name(p.target) .. " shows you " .. ctx:label(opts[i].card), "G31")
  end,
}
