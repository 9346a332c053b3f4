-- One call into C that never comes back. `stuck_call` is no global of the
-- sandbox: only the unit test that plays this card (tests/unit/test_backstop.cpp)
-- adds it, to stand for a library or engine function whose work the charges
-- miss. Played anywhere else, the card is refused as an unknown global.
return { run = function(ctx)
  stuck_call()
end }
