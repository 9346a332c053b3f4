-- Sombrero (Dodge City), green: from the turn after it is put in play,
-- used from play as a Missed! against a shot aimed at its holder, in
-- anyone's turn; then discarded (D01).
return import("dodge-city/green").missed()
