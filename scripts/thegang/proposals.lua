-- The Gang: a specialist's proposal, which every other player must agree
-- to before the card acts (G30).
local rounds = import("rounds")
local offers = import("offers")
local K = import("chips")
local together = import("lib/together")
local proposals = {}

local T = K.texts()
local COLOURS, CHIP, TAKE, RETURN = T.COLOURS, T.CHIP, T.TAKE, T.RETURN

-- The proposals specialist `sp` offers `seat` (its hook `proposals`), as an
-- offer (the list of options, each with `propose` = sp and its label, as
-- they join the chip round's options); nil when the card makes none.
-- Whether it may be proposed now is the caller's to say.
local function offer_of(ctx, sp, seat)
  local s = ctx:script(sp)
  if not s.proposals then return nil end
  local of = offers.offer(ctx, {name = ctx:def_name(sp)})
  s.proposals(ctx, seat, of)
  for i = 1, #of do
    local o = of[i]
    o.propose, o.label = sp, of:text(o)
  end
  return of
end

-- Why a specialist other than the one in force cannot be proposed: only the
-- card a failure drew for this heist is in force (G20, G30), and some
-- modes play none (G22).
local function not_in_force_why(ctx, sp, in_force)
  local name = ctx:def_name(sp)
  local mode = ctx:option("mode")
  if mode == "basic" then return "basic mode plays without specialists: " .. name .. " is not in the game (G20)" end
  if mode == "expert" then return "expert mode plays without specialists: " .. name .. " is not in the game (G22)" end
  if in_force then
    return name .. " is not this heist's specialist: " .. ctx:label(in_force) ..
      " is, the one a failure drew from the specialists' stack (G20, G30)"
  end
  return name .. " is not in force: a specialist comes into a heist only when a failure draws it from " ..
    "the specialists' stack, and none did for this one (G20, G30)"
end

-- The proposals `seat` might write of a specialist not in force ("propose
-- Informant -> Bob" while Hacker is), each refused with why: appended to `out`.
local function not_in_force(ctx, seat, out)
  local in_force = ctx:zone(0, "specialist")[1]
  for _, zone in ipairs({"specialist_stack", "box"}) do
    for _, sp in ipairs(ctx:zone(0, zone)) do
      if ctx:def_type(sp) == "specialist" then
        local why = not_in_force_why(ctx, sp, in_force)
        local name = ctx:def_name(sp)
        for t = 1, ctx:seat_count() do out[#out + 1] = {"propose " .. name .. " -> " .. ctx:name(t), why} end
        for _, p in ipairs(offer_of(ctx, sp, seat) or {}) do out[#out + 1] = {p.label, why} end
      end
    end
  end
end

-- Proposals of the specialist in force that waits for agreement (G30):
-- appended to `opts`.
local function proposals_for(ctx, seat, opts)
  local sp = ctx:zone(0, "specialist")[1]
  if not sp or ctx:get(0, "specialist_used") then return end
  if ctx:rule("caps_in_rules") and (ctx:get(0, "proposals") or 0) >= ctx:rule("proposal_cap") then return end
  local of = offer_of(ctx, sp, seat)
  if not of then return end
  local m = #opts
  for i = 1, #of do opts[m + i] = of[i] end
end

-- The two answers to a proposal, the same every time.
local ANSWERS = {{label = "agree", verb = "agree"}, {label = "refuse", verb = "refuse"}}

-- What a player who has still to answer a proposal might try in vain: any
-- chip move, "ready", another proposal, the card's own decision (G30).
local function answer_refusals(ctx, seat, proposer, proposal)
  return function()
    local why = ctx:name(proposer) .. "'s proposal (" .. proposal.label:gsub("^propose ", "") ..
      ") waits for every answer: " .. ctx:name(seat) .. " agrees or refuses, and chips do not move meanwhile (G30)"
    local out = {}
    for r = 1, #COLOURS do
      for k = 1, 6 do
        out[#out + 1] = {TAKE[r][k], why}
        out[#out + 1] = {RETURN[CHIP[r][k]], why}
      end
    end
    out[#out + 1] = {"ready", why}
    for _, p in ipairs(offer_of(ctx, proposal.propose, seat)) do out[#out + 1] = {p.label, why} end
    not_in_force(ctx, seat, out)
    local script = ctx:script(proposal.propose)
    if script.follow_up then
      for _, c in ipairs(ctx:zone(seat, "pocket")) do out[#out + 1] = {script.follow_up .. " " .. ctx:label(c), why} end
    end
    return out
  end
end

local function agree(ctx, seat, proposal)
  ctx:add(0, "proposals", 1)
  local text = ctx:name(seat) .. " proposes: " .. proposal.label:gsub("^propose ", "")
  ctx:logf("G30", "%s", text)
  local answers = {}
  for _, s in ipairs(rounds.others(ctx, seat)) do
    answers[#answers + 1] = {seat = s, options = ANSWERS, refusals = answer_refusals(ctx, s, seat, proposal)}
  end
  local agreed = together.ask(ctx, answers, text .. ": agree or refuse (G30)", function(e, i)
    if i == 2 then
      ctx:logf("G30", "%p refuses; the specialist stays unused for now", e.seat)
      return "stop"
    end
    return "done"
  end)
  if not agreed then return end
  ctx:logf("G30", "Everyone agrees: %c is used", proposal.propose)
  ctx:set(0, "specialist_used", true)
  ctx:script(proposal.propose).use(ctx, proposal)
end

proposals.proposals_for, proposals.offer_of, proposals.agree = proposals_for, offer_of, agree
proposals.not_in_force = not_in_force
-- The refusals of a decision that is no chip round (a scan's guess, a card
-- to pass, show or put away), as a function: the proposals of specialists
-- not in force, and `more(out)`'s when given.
function proposals.refusals(ctx, seat, more)
  return function()
    local out = {}
    if more then more(out) end
    not_in_force(ctx, seat, out)
    return out
  end
end

return proposals
