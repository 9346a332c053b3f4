-- Options whose text the field `name` holds, read only when someone looks.
-- Two ways to change them after the decision was asked: the bot is given
-- the list and overwrites an option with a number (Bot Rewrites Option);
-- in a decision open to both, one list's `__label` function overwrites the
-- other list's option (Label Rewrites Option). The engine must check what
-- it reads then, never take the number for a table.
local card = {}

local function named(a, b)
  return setmetatable({ { name = a }, { name = b } }, { __label = "name" })
end

function card.run(ctx)
  if ctx:option("attack") == "Bot Rewrites Option" then
    ctx:choose(1, named("hold", "fold"))
    return
  end
  local theirs = named("hold", "fold")
  local mine = setmetatable({ { n = 1 }, { n = 2 } }, {
    __label = function(_, option)
      theirs[1] = 0x41414141
      return "pick " .. option.n
    end,
  })
  ctx:choose_any({ { seat = 1, options = mine }, { seat = 2, options = theirs } })
end

return card
