-- Not an attack: a list a module exports is frozen with the module, and the
-- engine's hint must still read it.
local M = { WORDS = { "upper", "lower" } }

function M.run(ctx)
  local hint = ctx:setup_hint("uper", M.WORDS)
  ctx:set(0, "hits", hint == " (did you mean 'upper'?)" and 1 or 0)
end

return M
