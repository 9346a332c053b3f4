-- José Delgado (Dodge City): twice in phase 2 of his turn he may discard a
-- blue-bordered card from his hand (never a green one) to draw 2 cards
-- ("ability discard CARD") (D22).
local moves = import("moves")
local words = import("words")

local USED = "jose_delgado.used"
local TIMES = 2

-- Whether the blue card is of no use to him: one of a name he has in play
-- (R06), or a weapon that reaches no farther than his (a hint for the
-- basic bot, the option's part `bot`).
local function spare(ctx, me, card)
  local name, reach = ctx:def_name(card), ctx:def_modifier(card, "reach")
  for _, c in ipairs(ctx:zone(me, "table")) do
    if ctx:def_get(c, "weapon") and ctx:def_get(card, "weapon") then
      if reach <= ctx:def_modifier(c, "reach") then return true end
    elseif ctx:def_name(c) == name then
      return true
    end
  end
  return false
end

local function why_not(ctx, me, card)
  if ctx:turn() ~= me or ctx:get(0, "phase") ~= 2 then
    return "José Delgado uses his ability in phase 2 of his own turn (D22)"
  end
  if ctx:def_get(card, "color") ~= "blue" then
    return ctx:label(card) .. " is not a blue-bordered card: José Delgado discards only those (D22)"
  end
  if (ctx:get(me, USED) or 0) >= TIMES then
    return "José Delgado has used his ability twice this turn, the most it allows (D22)"
  end
  return nil
end

return {
  extra_options = function(ctx, me, offer)
    local seen = {} -- two cards alike in every way give one option
    for _, c in ipairs(ctx:zone(me, "hand")) do
      local label = "ability discard " .. ctx:label(c)
      if not seen[label] then
        seen[label] = true
        local why = why_not(ctx, me, c)
        if not why then
          offer:option{verb = "ability", label = label, discards = c, bot = spare(ctx, me, c) and "draw" or nil}
        elseif offer.refusing then
          offer:refuse(label, why)
        end
      end
    end
  end,
  use_option = function(ctx, me, o)
    ctx:add(me, USED, 1)
    moves.discard(ctx, o.discards)
    ctx:logf("D22", "%s discards %c, a blue card, and draws 2 cards (%s of 2 this turn)", words.who(ctx, me),
      o.discards, ctx:get(me, USED))
    moves.draw(ctx, me, 2, words.who(ctx, me) .. "'s ability")
  end,
  on = {
    turn_begins = function(ctx, me, _, ev)
      if ev.seat == me and ctx:get(me, USED) then ctx:set(me, USED, nil) end
    end,
  },
}
