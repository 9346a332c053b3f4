-- Xpcall nested to Lua's C-call limit: past the deepest, the budget error's
-- message handler overflows the C stack and Lua reports "C stack overflow" in
-- its place, which the level above catches.
-- The run must still end with that error (core/sandbox/spent.h).
local reached, caught

-- Nests itself in xpcall as deep as Lua lets it; the deepest level runs out,
-- and the first level that catches what comes asks a decision.
local function nest(ctx)
  local ok = xpcall(nest, function(e) return e end, ctx)
  if not ok and not reached then
    reached = true
    while true do end
  elseif not ok and not caught then
    caught = true
    ctx:choose(1, { "carry on" })
  end
  return true
end

return { run = function(ctx)
  reached, caught = false, false
  nest(ctx)
  ctx:choose(1, { "after it all" })
end }
