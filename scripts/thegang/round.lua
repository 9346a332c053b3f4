-- The Gang: a chip round, in which every player takes a chip of the round's
-- colour, in no order, until everyone holds one (G04 to G07).
local rounds = import("rounds")
local force = import("force")
local chip_list = import("chip_list")
local K = import("chips")
local invariant = import("invariant")
local chip_refusals = import("refusals").chip_refusals
local P = import("proposals")
local round_ = {}

local T = K.texts()
local COLOURS, CHIP, CHIP_STARS = T.COLOURS, T.CHIP, T.CHIP_STARS
local TAKE_OPT, RETURN_OPT, READY_OPT = T.TAKE_OPT, T.RETURN_OPT, T.READY_OPT
local stars_of, read_chips, set_centre, move_chip = K.stars_of, K.read_chips, K.set_centre, K.move_chip
local offered = K.offered
local proposals_for, agree, check = P.proposals_for, P.agree, invariant.check

-- Whether rounds wait for "ready" (the option round_end), the same all
-- game: read once for each game (a ctx is one game's).
local option_of, ready_rounds
local function waits_for_ready(ctx)
  if option_of ~= ctx then option_of, ready_rounds = ctx, ctx:option("round_end") == "ready" end
  return ready_rounds
end

function round_.play(ctx, round)
  local colour = COLOURS[round]
  local n = ctx:seat_count()
  local chips, takes = CHIP[round], TAKE_OPT[round]
  -- A clone starts again at the chip move its checkpoint was at, the moves so far kept.
  local moves = ctx:resuming() and ctx:get(0, "moves") or 0
  if not ctx:resuming() then ctx:set(0, "moves", 0) end
  local lists, h = read_chips(ctx, n, round)
  set_centre(ctx, chips, n, h)
  -- What stays the same all round: the cards in force, the names, the options and rules.
  local dark_k, dark = {}, {}  -- the stars that lie dark; those chips, for the log
  if #force.in_force(ctx) > 0 then
    for k = 1, 6 do
      if chip_list.dark(ctx, k, round) then
        dark_k[k] = true
        if k <= n then dark[#dark + 1] = chips[k] end
      end
    end
  end
  if #dark > 0 then ctx:logf("G12", "Dark side up this round: %s", table.concat(dark, ", ")) end
  local names = {}
  for s = 1, n do names[s] = ctx:name(s) end
  local ready_mode = waits_for_ready(ctx)
  local r = {n = n, chips = chips, names = names, ready_mode = ready_mode}  -- what move_chip reads
  -- The rules set no cap on chip moves (G17) unless rules.caps_in_rules says so.
  local cap = ctx:rule("caps_in_rules") and ctx:rule("chip_move_cap") or math.huge
  local self_check = ctx:rule("self_check")
  local specialist = ctx:zone(0, "specialist")[1]
  -- "take an orange chip"; the rulings of what is asked: taking, returning, the round's end.
  local article = colour:match("^[aeiou]") and "an " or "a "
  local prompt = "Round " .. round .. " (" .. rounds.ROUND_NAMES[round] .. "): take " .. article .. colour ..
    " chip (G04, G05, G07)"
  -- The common case: no chip of the round lies dark, no specialist is in force and
  -- the round ends by itself. Until the cap, a player's options then depend
  -- only on which chip of the round they hold (k stars, 0 for none): every
  -- take but their own and the return of theirs. Each seat's entry for each
  -- k is made once a round, when first needed (the options shared by every
  -- seat holding k).
  local plain = not ready_mode and not specialist and next(dark_k) == nil
  -- Seat s's refusals, as the function the engine calls when it needs them.
  local function refusals_of(s, capped)
    return function() return chip_refusals(ctx, s, round, capped) end
  end
  local plain_opts, entries = {}, {}  -- by k; by seat, then k
  for s = 1, n do entries[s] = {} end
  local function plain_entry(s, k)
    local e = entries[s][k]
    if not e then
      local opts = plain_opts[k]
      if not opts then
        opts = {}
        for j = 1, n do
          if j ~= k then opts[#opts + 1] = takes[j] end
        end
        if k > 0 then opts[#opts + 1] = RETURN_OPT[chips[k]] end
        plain_opts[k] = offered(opts)
      end
      e = {seat = s, options = opts, refusals = refusals_of(s, false)}
      entries[s][k] = e
    end
    return e
  end
  -- Any other case: the options seat s has, holding `mine`.
  local function options_of(s, mine, capped, everyone)
    local locked = mine and dark_k[stars_of(mine)]
    local opts, m = {}, 0
    if not locked then
      for k = 1, n do
        local chip = chips[k]
        local holder = h[chip]
        if not (chip == mine or (holder and dark_k[k]) or (capped and (mine or holder))) then
          m = m + 1
          opts[m] = takes[k]
        end
      end
      if mine and not capped then
        m = m + 1
        opts[m] = RETURN_OPT[mine] or {label = "return " .. mine, verb = "return", chip = mine}
      end
    end
    if ready_mode and everyone and not ctx:get(s, "ready") then opts[#opts + 1] = READY_OPT end
    if specialist then proposals_for(ctx, s, opts) end
    return offered(opts)
  end
  -- The decision's entries, one per seat in seat order (open[s] is seat
  -- s's): the same table each decision, as ctx:choose_any reads it at once.
  local open = {}
  while true do
    local everyone = true
    for s = 1, n do
      if not h[s] then everyone = false break end
    end
    local over = everyone
    if over and ready_mode then
      for s = 1, n do
        if not ctx:get(s, "ready") then over = false break end
      end
    end
    if over then break end
    -- A clone of the game starts again here (heist.lua, game.run): at every
    -- third chip move, as a copy at each would cost more than the moves it spares.
    if moves % 3 == 0 then ctx:checkpoint() end
    local capped = moves >= cap
    for s = 1, n do
      -- The options the rules allow; the refused moves (chip_refusals) only when asked for.
      local mine = h[s]
      local held_k = 0
      if mine then
        held_k = CHIP_STARS[mine]
        if chips[held_k] ~= mine then held_k = nil end  -- a chip written otherwise: the general way
      end
      if plain and not capped and held_k then
        open[s] = plain_entry(s, held_k)
      else
        -- A seat with nothing to do (its chip lies dark) is left out, with why.
        open[s] = {seat = s, options = options_of(s, mine, capped, everyone), refusals = refusals_of(s, capped)}
      end
    end
    local who, i = ctx:choose_any(open, prompt)
    local o = open[who].options[i]
    local verb = o.verb
    if verb == "propose" then
      agree(ctx, who, o)
    elseif verb == "ready" then
      ctx:set(who, "ready", true)
      ctx:logf("G07", "%s is ready", names[who])
    else
      moves = move_chip(ctx, who, o, r, lists, h)
    end
    if self_check then check(ctx) end
  end
  -- Only a round that waits for "ready" ever sets it.
  if ready_mode then
    for s = 1, n do ctx:set(s, "ready", nil) end
  end
  if ctx:narrating() then
    local held = {}
    for s = 1, n do held[#held + 1] = names[s] .. " " .. h[s] end
    ctx:logf("G07", "Round %s ends: %s", round, table.concat(held, ", "))
  end
end

return round_
