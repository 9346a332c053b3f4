-- ctx:passes with 300,000 suits to read.
return { run = function(ctx)
  local suits = {}
  for i = 1, 300000 do suits[i] = "♥" end
  while true do ctx:passes(1, {suits = suits}) end
end }
