-- One block of several MiB (a table's array part; a string may hold 1 MiB at
-- most): legal, but as large as a stack near Lua's limit, so a fast game has
-- it counted.
return { run = function(ctx)
  local t = {}
  for i = 1, 400000 do t[i] = i end
  if #t ~= 400000 then error("short") end
end }
