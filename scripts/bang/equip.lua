-- Blue cards put in play in front of their player: never two of one name
-- (R06); a weapon replaces the one in play, even of the same name (R07).
local players = import("players")
local moves = import("moves")
local viewpoint = import("viewpoint")

local equip = {}

-- The kinds of card are content: a card's kind is its definition's `color`,
-- and the rules `kinds_in_play` (kinds put in play that stay there) and
-- `kinds_used_from_play` (kinds in play whose `use_options` are asked only
-- from their holder's next turn on, discarded once used) say what each
-- kind may do. No kind is named here.
local function listed(ctx, rule, card)
  local kind = ctx:def_get(card, "color")
  local kinds = ctx:rule(rule)
  for i = 1, #kinds do
    if kinds[i] == kind then return true end
  end
  return false
end

-- Whether the card is of a kind that lies in play (blue).
function equip.stays(ctx, card) return listed(ctx, "kinds_in_play", card) end

-- Whether the card is of a kind used from play, from its holder's next turn.
function equip.used_from_play(ctx, card) return listed(ctx, "kinds_used_from_play", card) end

-- The kinds that lie in play, as a refusal names them ("blue", "blue or green").
function equip.kinds_in_play(ctx) return table.concat(ctx:rule("kinds_in_play"), " or ") end

-- The value that marks a card of a kind used from play as put in play this
-- turn, cleared when its holder's next turn begins (equip.ready).
local function fresh_key(card) return "fresh." .. card end

-- Whether the card in play was put there in its holder's current turn.
function equip.fresh(ctx, me, card) return ctx:get(me, fresh_key(card)) == true end

-- The ruling a kind used from play cites (the rule `used_from_play_ruling`),
-- or nil when the game names none.
local function used_ruling(ctx)
  local r = ctx:rule("used_from_play_ruling")
  return r ~= "" and r or nil
end
equip.used_ruling = used_ruling

-- Whether the card in play in front of `holder` must still wait before it
-- is used: of a kind used from play, put there in the turn under way, the
-- holder's own (from the start of the next turn, anyone's, it is ready).
function equip.waiting(ctx, holder, card)
  return equip.used_from_play(ctx, card) and ctx:turn() == holder and equip.fresh(ctx, holder, card)
end

-- Why a card that waits (equip.waiting) may not be used yet.
function equip.why_waiting(ctx, card)
  local r = used_ruling(ctx)
  return ctx:label(card) .. " was put in play this turn: a " .. tostring(ctx:def_get(card, "color")) ..
    " card is used from its holder's next turn on" .. (r and " (" .. r .. ")" or "")
end

-- Offers the card in play's own options (`use_options`), unless it is of a
-- kind used from play and was put there this turn: then, where refusals are
-- asked for, says why "use CARD" waits.
function equip.use_options(ctx, me, card, offer)
  local use_options = ctx:script(card).use_options
  if not use_options then return end
  if not (equip.used_from_play(ctx, card) and equip.fresh(ctx, me, card)) then
    use_options(ctx, me, card, offer)
  elseif offer.refusing then
    -- Every option the card would offer is refused, in whatever shape (a target, a card taken).
    local why = function() return equip.why_waiting(ctx, card) end
    offer:refuse({verb = "use", card = card}, why)
    use_options(ctx, me, card, {
      view = offer.view,
      refusing = true,
      option = function(_, o) offer:refuse(o, why) end,
      refuse = function() end,
    })
  end
end

-- Carries out "use CARD" (its `use`); a card of a kind used from play goes
-- once used, whatever its use did.
function equip.use(ctx, me, card, o)
  ctx:script(card).use(ctx, me, card, o)
  local zone, owner = ctx:where(card)
  if zone == "table" and owner == me and equip.used_from_play(ctx, card) then
    moves.discard(ctx, card)
    ctx:logf(used_ruling(ctx), "%p discards %c from play once used", me, card)
  end
end

-- At the start of `me`'s turn: their cards used from play are ready.
function equip.ready(ctx, me)
  if #ctx:rule("kinds_used_from_play") == 0 then return end
  for _, c in ipairs(ctx:zone(me, "table")) do
    if ctx:get(me, fresh_key(c)) then ctx:set(me, fresh_key(c), nil) end
  end
end

-- Offered unless a card of its name is in play already (R06); a weapon
-- replaces the one in play (R07).
function equip.options(ctx, me, card, offer)
  local v = offer.view
  local name = ctx:def_name(card)
  local in_play = viewpoint.own_table(v, ctx)
  if not ctx:def_get(card, "weapon") then
    for i = 1, #in_play do
      local same = in_play[i]
      if ctx:def_name(same) == name then
        offer:refuse({verb = "play", card = card},
          function() return v.names[me] .. " already has " .. ctx:label(same) .. " in play (R06)" end)
        return
      end
    end
  end
  offer:option{verb = "play", card = card}
end

-- `effect`, if given, is {format, ruling}: what the card changes, a
-- ctx:logf format whose one value is the player (%p: Mustang, Scope, R15).
function equip.play(ctx, me, card, o, effect)
  if ctx:def_get(card, "weapon") then
    local old = players.weapon(ctx, me)
    if old then
      ctx:move(old, 0, "discard")
      ctx:logf("R07", "%p discards %c for the new weapon", me, old)
    end
  end
  moves.move(ctx, card, me, "table")
  if equip.used_from_play(ctx, card) then ctx:set(me, fresh_key(card), true) end
  if ctx:def_get(card, "weapon") then
    ctx:logf("R16", "%p puts %c in play: reach %d", me, card, ctx:reach(me))
  elseif effect then
    ctx:logf(effect[2], "%p puts %c in play: " .. effect[1], me, card, me)
  else
    ctx:logf("R06", "%p puts %c in play", me, card)
  end
end

-- The play function of a blue card with that effect (see equip.play).
function equip.play_with(effect)
  return function(ctx, me, card, o) equip.play(ctx, me, card, o, effect) end
end

return equip
