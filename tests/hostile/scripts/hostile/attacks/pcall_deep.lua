-- Pcall nested to Lua's C-call limit, each level catching what comes.
-- The run must still end with that error (core/sandbox/spent.h).
local reached, caught

-- Nests itself in pcall as deep as Lua lets it; the deepest level runs out,
-- and the first level that catches what comes asks a decision.
local function nest(ctx)
  local ok = pcall(nest, ctx)
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
