-- Paul Regret: a built-in Mustang; the modifier seen_from_others: 1 in
-- characters.yaml does it all (R56).
return {}
