-- Informant: by agreement, one player secretly shows one pocket card to one other player.
return {
  follow_up = "show",  -- its decision's verb ("show K♠"): the pocket card shown
  proposals = function(ctx, proposer)
    local out = {}
    for shower = 1, ctx:seats() do
      for viewer = 1, ctx:seats() do
        if viewer ~= shower then
          out[#out + 1] = {label = "propose Informant -> " .. ctx:name(shower) .. " shows " .. ctx:name(viewer),
                           shower = shower, viewer = viewer}
        end
      end
    end
    return out
  end,
  use = function(ctx, p)
    local opts = {}
    for _, c in ipairs(ctx:zone(p.shower, "pocket")) do opts[#opts + 1] = {label = "show " .. ctx:label(c), card = c} end
    local _, i = ctx:choose(p.shower, opts, {}, "Informant: show one pocket card to " .. ctx:name(p.viewer))
    ctx:log(ctx:name(p.shower) .. " shows " .. ctx:name(p.viewer) .. " one pocket card", "G31")
    ctx:tell(p.viewer, ctx:name(p.shower) .. " shows you " .. ctx:label(opts[i].card), "G31")
  end,
}
