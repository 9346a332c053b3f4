-- The Gang: lists of cards as text, and back.
local words = {}

function words.labels(ctx, cards)
  local out = {}
  for _, c in ipairs(cards) do out[#out + 1] = ctx:label(c) end
  return table.concat(out, " ")
end

-- Splits "A♠, K♦" into a list; a list stays a list.
function words.list(v)
  if type(v) == "table" then return v end
  if v == nil then return {} end
  local out = {}
  for part in string.gmatch(tostring(v), "[^,]+") do
    local t = part:match("^%s*(.-)%s*$")
    if t ~= "" then out[#out + 1] = t end
  end
  return out
end

return words
