-- I hate secrets: turn one field card face up (you choose which) and apply
-- its effect, making its choices yourself; then draw one card and apply it
-- doubled where doubling is possible (E17). It cannot itself be doubled.
local board = import("board")

local function turn_up(ctx, me)
  local field = ctx:zone(0, "field")
  if #field == 0 then
    ctx:logf("E17", "no field card is face down any more")
    return
  end
  local opts = {}
  for _, c in ipairs(field) do
    opts[#opts + 1] = {label = "turn up field card " .. ctx:card_get(c, "field_pos"), verb = "turn up", card = c}
  end
  local _, i = ctx:choose(me, opts, nil, "I hate secrets: turn one field card face up (E17)")
  local c = opts[i].card
  ctx:move(c, 0, "revealed")
  ctx:logf("E17", "%p turns up a field card: %c", me, c)
  board.apply_revealed(ctx, me, c, 1)
end

local function draw_doubled(ctx, me)
  if board.final(ctx) and not ctx:rule("secrets_draw_in_final") then
    ctx:logf("E07", "nothing is drawn in the final phase, not even by I hate secrets")
    return
  end
  local c = ctx:draw(0, "discard")
  if not c then
    ctx:logf("E19", "the draw pile is empty: I hate secrets draws nothing")
    return
  end
  local doubled = ctx:def_get(c, "doubles")
  ctx:logf("E15", "%p draws %c%s",
    me, c, (doubled and " and applies it doubled" or
    ", which cannot be doubled, and applies it once"))
  board.apply_revealed(ctx, me, c, doubled and ctx:rule("double_times") or 1)
end

return {
  play = function(ctx, me, card, times)
    turn_up(ctx, me)
    board.second_effect(ctx, card, nil, "draw one card and apply it doubled where it can be")
    draw_doubled(ctx, me)
  end,
}
