-- table.move of a million (nil) elements, again and again.
return { run = function(ctx)
  local t = {}
  for i = 1, 100 do table.move(t, 1, 1 << 20, 2) end
end }
