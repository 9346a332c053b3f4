-- Blind Guess: a card is dealt face down into the vault; Ann names its colour.
local game = {}

-- setup.vault names the vault's card (a record's pin); without it, the deal.
function game.setup(ctx, s)
  ctx:shuffle(0, "deck")
  local pick = ctx:zone(0, "deck")[1]
  if s.vault then
    local c, why = ctx:find(s.vault, 0, "deck")
    if not c then ctx:setup_error("setup.vault", why) end
    pick = c
  end
  ctx:move(pick, 0, "vault")
  ctx:set_turn(1)
end

local colours = {"Red", "Black"}

function game.run(ctx)
  if ctx:option("checkpoint") == "yes" then ctx:checkpoint() end
  local opts = {}
  for _, colour in ipairs(colours) do opts[#opts + 1] = {label = "guess " .. colour} end
  local _, i = ctx:choose(1, opts, {}, "Ann: the vault's colour")
  local hidden = ctx:zone(0, "vault")[1]
  ctx:logf(nil, "the vault holds %c", hidden)
  ctx:finish({ctx:def_name(hidden) == colours[i] and 1 or 2})
end

-- The basic bot cheats: it reads the vault.
function game.bot(ctx, seat, labels, level)
  local hidden = ctx:zone(0, "vault")[1]
  return ctx:def_name(hidden) == "Red" and 1 or 2
end

return game
