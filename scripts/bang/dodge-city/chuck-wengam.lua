-- Chuck Wengam (Dodge City): in phase 2 of his turn, as often as he likes,
-- he loses 1 life and draws 2 cards ("ability lose life"); never his last
-- life point, so only at 2 life or more. The loss has no source (D18).
local moves = import("moves")
local words = import("words")

local LABEL = "ability lose life"

local function in_phase2(ctx, me) return ctx:turn() == me and ctx:get(0, "phase") == 2 end

return {
  extra_options = function(ctx, me, offer)
    if not in_phase2(ctx, me) then
      if offer.refusing then offer:refuse(LABEL, "Chuck Wengam uses his ability in phase 2 of his own turn (D18)") end
    elseif ctx:get(me, "life") >= 2 then
      -- The basic bot draws so while it keeps 2 life or more (its part `bot`).
      offer:option{verb = "ability", label = LABEL, bot = ctx:get(me, "life") >= 3 and "draw" or nil}
    elseif offer.refusing then
      offer:refuse(LABEL, "Chuck Wengam never loses his last life point to his ability (D18)")
    end
  end,
  use_option = function(ctx, me)
    local life = ctx:add(me, "life", -1)
    ctx:logf("D18", "%s loses 1 life, which has no source, and draws 2 cards (life %s)", words.who(ctx, me), life)
    moves.draw(ctx, me, 2, words.who(ctx, me) .. "'s ability")
  end,
}
