-- Ten Gallon Hat (Dodge City), green: used from play as a Missed! against
-- a shot aimed at its holder, from the turn after it is put in play (D01).
return import("dodge-city/green").missed()
