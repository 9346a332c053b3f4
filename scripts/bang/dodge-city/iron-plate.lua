-- Iron Plate (Dodge City), green, two copies: used from play as a Missed!
-- against a shot aimed at its holder, from the turn after it is put in
-- play; never two in front of one player (D01, D02).
return import("dodge-city/green").missed()
