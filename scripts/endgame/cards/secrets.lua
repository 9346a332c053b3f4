-- I hate secrets: turn one field card face up (you choose which) and apply
-- its effect, making its choices yourself; then draw one card and apply it
-- doubled where doubling is possible (E17). It cannot itself be doubled.
local board = import("board")

local function turn_up(ctx, me)
  local field = ctx:zone(0, "field")
  if #field == 0 then
    ctx:log("no field card is face down any more", "E17")
    return
  end
  local opts = {}
  for _, c in ipairs(field) do
    opts[#opts + 1] = {label = "turn up field card " .. ctx:card_get(c, "field_pos"), verb = "turn up", card = c}
  end
  local _, i = ctx:choose(me, opts, nil, "I hate secrets: turn one field card face up")
  local c = opts[i].card
  ctx:move(c, 0, "revealed")
  ctx:log(ctx:name(me) .. " turns up a field card: " .. ctx:label(c), "E17")
  board.apply_revealed(ctx, me, c, 1)
end

local function draw_doubled(ctx, me)
  if board.final(ctx) and not ctx:rule("secrets_draw_in_final") then
    ctx:log("nothing is drawn in the final phase, not even by I hate secrets", "E07")
    return
  end
  local c = ctx:draw(0, "discard")
  if not c then
    ctx:log("the draw pile is empty: I hate secrets draws nothing", "E19")
    return
  end
  local doubled = ctx:def_get(c, "doubles")
  ctx:log(ctx:name(me) .. " draws " .. ctx:label(c) .. (doubled and " and applies it doubled" or
    ", which cannot be doubled, and applies it once"), "E15")
  board.apply_revealed(ctx, me, c, doubled and ctx:rule("double_times") or 1)
end

return {
  play = function(ctx, me, card, times)
    turn_up(ctx, me)
    board.second_effect(ctx, card, nil, "draw one card and apply it doubled where it can be")
    draw_doubled(ctx, me)
  end,
}
