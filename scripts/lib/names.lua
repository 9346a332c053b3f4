-- Players as people list them, for narration shared by every game.
local names = {}

-- "nobody", "Ann", "Ann and Bob", "Ann, Bob and Cid".
function names.list(ctx, seats)
  local out = {}
  for _, s in ipairs(seats) do out[#out + 1] = ctx:name(s) end
  if #out <= 1 then return out[1] or "nobody" end
  return table.concat(out, ", ", 1, #out - 1) .. " and " .. out[#out]
end

return names
