-- Keeps the ctx of one game in an upvalue and calls it in the next game,
-- when the first game's Game is freed.
local saved
return { run = function(ctx)
  local old = saved
  saved = ctx
  if old then old:set(0, "hits", old:seats()) end
end }
