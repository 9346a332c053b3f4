-- Rose Doolan: a built-in Scope; the modifier sees_others: -1 in
-- characters.yaml does it all (R57).
return {}
