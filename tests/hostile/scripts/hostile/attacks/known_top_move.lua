-- Not an attack: two cards on top of the draw pile are known; moving the top
-- one away by hand (not by a draw) leaves one known, and moving a card from
-- under the known ones leaves that one.
return {
  run = function(ctx)
    ctx:set_known_top(2)
    ctx:move(ctx:top(0, "deck"), 0, "discard")
    local below = ctx:zone(0, "deck")[1]
    ctx:move(below, 0, "discard")
  end,
}
