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
  local agreed = together.ask(ctx, answers, text .. ": agree or refuse", function(e, i)
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

return proposals
