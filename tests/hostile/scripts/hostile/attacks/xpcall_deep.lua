-- A message handler at Lua's C-call limit: each error the handler raises
-- calls it again, one C level deeper, until Lua stops with "error in error
-- handling". A handler that runs out of instructions at the last level it
-- may reach has its budget error replaced by that, which xpcall returns like
-- any error; the script then asks a decision. The run must still end with
-- the budget error (core/sandbox/spent.h). Which level is the last depends
-- on how deep the script runs, so it tries from too deep upwards: the first
-- try that gets to spin is at the last level.
local overflowed, after, spun

local function handler(limit)
  return function(m)
    if not overflowed and type(m) == "string" and m:find("stack overflow", 1, true) then
      overflowed = true
    end
    if overflowed then after = after + 1 end
    if after < limit then error("again", 0) end
    spun = true
    while true do end
  end
end

return { run = function(ctx)
  for limit = 40, 1, -1 do
    overflowed, after, spun = false, 0, false
    xpcall(function() error("first", 0) end, handler(limit))
    if spun then break end
  end
  ctx:choose(1, { "carry on" })
end }
