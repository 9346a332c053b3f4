-- The Gang: the challenges and the specialist in force, and the calls of
-- their hooks (content/thegang/hooks.yaml).
local force = {}

-- Challenges first (in the order they came into force), then the specialist.
function force.in_force(ctx)
  local out = {}
  for _, c in ipairs(ctx:zone(0, "challenges")) do out[#out + 1] = c end
  for _, c in ipairs(ctx:zone(0, "specialist")) do out[#out + 1] = c end
  return out
end

-- Challenge and specialist cards in the order of their numbers.
function force.by_number(ctx, cards)
  table.sort(cards, function(a, b) return ctx:def_get(a, "number") < ctx:def_get(b, "number") end)
  return cards
end

-- The card of `cards` that brings cards of type `type_` out of the box (a
-- specialist's `brings`: the Jack brings J*), or nil.
function force.bringing(ctx, cards, type_)
  for _, c in ipairs(cards) do
    if ctx:def_get(c, "brings") == type_ then return c end
  end
  return nil
end

-- Calls hook `name` of every card in force that has it; true when any returns true.
function force.any(ctx, name, ...)
  local yes = false
  for _, c in ipairs(force.in_force(ctx)) do
    local s = ctx:script(c)
    if s and s[name] and s[name](ctx, ...) then yes = true end
  end
  return yes
end

-- The first card in force whose hook `name` returns true, or nil.
function force.first(ctx, name, ...)
  for _, c in ipairs(force.in_force(ctx)) do
    local s = ctx:script(c)
    if s and s[name] and s[name](ctx, ...) then return c end
  end
  return nil
end

-- Calls hook `name` of every card in force that has it, in order.
function force.each(ctx, name, ...)
  for _, c in ipairs(force.in_force(ctx)) do
    local s = ctx:script(c)
    if s and s[name] then s[name](ctx, ...) end
  end
end

function force.pocket_count(ctx)
  local n = 2
  for _, c in ipairs(force.in_force(ctx)) do
    local s = ctx:script(c)
    if s and s.pocket_count then n = math.max(n, s.pocket_count(ctx)) end
  end
  return n
end

function force.skipped(ctx, round) return force.any(ctx, "skips", round) end

return force
