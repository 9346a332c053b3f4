-- The Gang: heists of four rounds. Each round turns community cards, then
-- every player takes a chip of the round's colour, in no order, to rank
-- their hand against the others'. The showdown checks the red chips.
-- Ruling ids (G01...) are listed in docs/games/thegang.md.
-- The pieces live in their own files: setup, chips (their texts and
-- moves), round (a chip round), refusals, proposals (G30), heist (rounds,
-- showdown, between heists), invariant and bot.
local rounds = import("rounds")
local force = import("force")
local setup_ = import("setup")
local heist = import("heist")
local invariant = import("invariant")
local bot = import("bot")
local game = {}

game.setup = setup_.setup

function game.run(ctx)
  -- A clone of the game starts again at the round its checkpoint was in.
  local first_round = ctx:resuming() and ctx:get(0, "round") or ctx:get(0, "first_round")
  if not ctx:resuming() then ctx:set(0, "first_round", nil) end
  local standing = ctx:get(0, "standing")
  if standing then ctx:logf("G21", "Standing challenge for the whole game: %c. %s",
    standing, ctx:def_text(standing)) end
  for _, c in ipairs(force.in_force(ctx)) do
    if c ~= standing then
      ctx:logf(ctx:option("mode") == "expert" and "G22" or "G20", "In force: %c. %s", c, ctx:def_text(c))
    end
  end
  while true do
    heist.announce(ctx, first_round)
    local success = heist.play(ctx, first_round)
    first_round = 1
    local history = ctx:get(0, "history")
    history[#history + 1] = success and "success" or "failure"
    ctx:set(0, "history", history)
    if success then
      ctx:logf("G10", "Heist %s succeeds: a vault turns gold (%s of %s)", ctx:get(0, "heist"), ctx:add(0, "vaults", 1),
        ctx:rule("vaults"))
    else
      ctx:logf("G10", "Heist %s fails: an alarm turns red (%s of %s)", ctx:get(0, "heist"), ctx:add(0, "alarms", 1),
        ctx:get(0, "alarm_cards"))
    end
    if ctx:get(0, "vaults") >= ctx:rule("vaults") then
      ctx:set(0, "result", "won")
      local v = ctx:rule("vaults")
      ctx:logf("G11", "%s: the gang wins",
        (v == 1 and "The vault is gold" or "All " .. v .. " vaults are gold"))
      ctx:finish(rounds.seats(ctx))
      return
    end
    if ctx:get(0, "alarms") >= ctx:get(0, "alarm_cards") then
      ctx:set(0, "result", "lost")
      ctx:logf("G11", "The last alarm is red: the gang loses")
      ctx:finish({})
      return
    end
    heist.clear_table(ctx)
    heist.next_cards(ctx, success)
    ctx:add(0, "heist", 1)
    ctx:set(0, "round", 1)
    ctx:shuffle(0, "deck")
    heist.deal_pockets(ctx)
    invariant.check(ctx)
  end
end

-- For the search level: the share of the vaults the gang cleared (the
-- heists that succeeded), the same for every seat of the team.
function game.standing(ctx)
  return math.min(1, ctx:get(0, "vaults") / ctx:rule("vaults"))
end

game.invariant = invariant.broken
game.bot = bot.pick

return game
