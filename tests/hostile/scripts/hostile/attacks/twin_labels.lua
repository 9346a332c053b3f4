-- Two options with one label and different moves: a record could not tell them apart.
return { run = function(ctx) ctx:choose(1, { { label = "take one" }, { label = "take one" } }) end }
