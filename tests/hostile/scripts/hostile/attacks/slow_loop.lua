-- Work the charges leave out: string.format of small values costs one
-- instruction a call, whatever it takes. This loop would reach the budget
-- only after many seconds; the clock's backstop stops it first when
-- ARBITER_SCRIPT_SECONDS is small (tests/hostile/cli/engine.sh).
return { run = function(ctx)
  local f = string.format
  while true do f("%-99d%-99d%-99d%-99d", 1, 2, 3, 4) end
end }
