-- Molly Stark (Dodge City): each card she plays or discards from her hand
-- by her own choice out of her turn (a Missed! against a shot, a BANG! for
-- Indians! or a Duel, a Beer at 0 life) draws her a card; nothing in her own
-- turn, nor a green card used from play. In a Duel she draws once it is
-- over, one card for each BANG! she discarded in it (D15). The rules raise
-- `answered` for each such card.
local moves = import("moves")
local words = import("words")

local OWED = "molly_stark.duel"

local function draw(ctx, me, n, what)
  ctx:logf("D15", "%s answered out of her turn with %s and draws %s", words.who(ctx, me), what,
    n == 1 and "a card" or (n .. " cards"))
  moves.draw(ctx, me, n, words.who(ctx, me) .. "'s ability")
end

-- A Duel's cards wait for its end: the hit of its loser (heard as `hurt`,
-- or as `eliminated`).
local function duel_over(ctx, me)
  local owed = ctx:get(me, OWED)
  if not owed then return end
  ctx:set(me, OWED, nil)
  if ctx:alive(me) then draw(ctx, me, owed, "the BANG! cards of the Duel") end
end

return {
  on = {
    answered = function(ctx, me, _, ev)
      if ev.seat ~= me or ev.from_play or ctx:turn() == me or not ctx:alive(me) then return end
      if ev.answer == "demand" and ctx:def_name(ev.demand) == "Duel" then
        ctx:set(me, OWED, (ctx:get(me, OWED) or 0) + 1)
        return
      end
      draw(ctx, me, 1, ctx:label(ev.card))
    end,
    hurt = function(ctx, me, _, ev)
      if ev.duel_by then duel_over(ctx, me) end
    end,
    eliminated = function(ctx, me) duel_over(ctx, me) end,
  },
}
