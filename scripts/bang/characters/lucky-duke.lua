-- Lucky Duke: every "draw!" turns two cards and he chooses the one that
-- counts (R20): the modifier judgement_draws: 2 in characters.yaml, read by
-- judgement.lua, which asks him "choose CARD".
return {}
