-- The Gang: the options of a decision, by their parts, and their labels;
-- proposals to each player, and the guess of a scan.
local offer_ = import("lib/offer")
local rounds = import("rounds")
local hands = import("hands")
local T = import("chips").texts()
local offers = {}

-- An option's text from its parts (lib/offer). The parts of The Gang's options:
--   {verb = "take" | "return", chip = "white 3", round = 1, stars = 3}
--   {verb = "ready"}, {verb = "agree"}, {verb = "refuse"}
--   {verb = "propose", target = seat [, viewer = seat] [, rank = 2..14]}:
--     "propose Hacker -> Ann", "... -> Ann shows Bob", "... -> Ann counts 10"
--     (the specialist's name is the offer's view.name)
--   {verb = "discard" | "show" | "pass", card = card}: "discard K♠"
--   {verb = "guess", rank = 2..14} or {verb = "guess", ranking = "two pair"}
-- An option may name its own `label` instead.
local function option_label(ctx, o, view)
  local verb = o.verb
  if verb == "propose" then
    local text = "propose " .. view.name .. " -> " .. ctx:name(o.target)
    if o.viewer then text = text .. " shows " .. ctx:name(o.viewer) end
    if o.rank then text = text .. " counts " .. hands.VALUES[o.rank - 1] end
    return text
  end
  if o.chip then return verb .. " " .. o.chip end
  if o.card then return verb .. " " .. ctx:label(o.card) end
  if verb == "guess" then return "guess " .. (o.ranking or hands.VALUES[o.rank - 1]) end
  return verb
end
offers.option_label = option_label

-- An offer of The Gang's options (lib/offer): `view` is what the label of a
-- proposal reads (view.name, the specialist's). Nothing The Gang offers is
-- refused through an offer: a decision's refusals are the function
-- ctx:choose is given, called only when a written move matches no option.
function offers.offer(ctx, view) return offer_.new(ctx, option_label, view, false) end

-- A proposal aimed at each player in turn, by seat: "propose Hacker -> Ann",
-- "propose Hacker -> Bob", ... (a specialist's `proposals` hook).
function offers.propose_to_each(ctx, offer)
  for t = 1, ctx:seat_count() do offer:option{verb = "propose", target = t} end
end

-- Every chip move and "ready", each refused with `why` (appended to `out`).
local function chip_moves_refused(out, why)
  for r = 1, #T.COLOURS do
    for k = 1, 6 do
      out[#out + 1] = {T.TAKE[r][k], why}
      out[#out + 1] = {T.RETURN[T.CHIP[r][k]], why}
    end
  end
  out[#out + 1] = {"ready", why}
end

-- The guess of a scan (Retina Scan, Fingerprint Scan) is the others': the
-- scanned player is left out of the decision, with why (G16), whatever
-- they write; the chips have stopped moving for everyone. `opts` are
-- options (their parts and labels); `refusals(seat, more)` makes a seat's
-- refusals as proposals.refusals does, with more(out)'s.
function offers.scan_guess(ctx, top, opts, card, refusals)
  local open = {}
  local function moved_chip(out)
    chip_moves_refused(out, "the chips are down: before " .. ctx:name(top) .. "'s hand is shown the others guess for " ..
      card .. " (G16)")
  end
  for _, s in ipairs(rounds.others(ctx, top)) do
    open[#open + 1] = {seat = s, options = opts, refusals = refusals(s, moved_chip)}
  end
  open[#open + 1] = {seat = top, options = {}, refusals = refusals(top, function(out)
    local why = ctx:name(top) .. "'s hand is the one " .. card .. " checks: the others guess (G16)"
    for i = 1, #opts do out[#out + 1] = {opts[i].label, why} end
    chip_moves_refused(out, why)
  end)}
  return open
end

return offers
