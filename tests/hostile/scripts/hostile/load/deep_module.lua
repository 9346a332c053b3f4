-- A module nested deeper than freezing it can walk.
local root = {}
local at = root
for _ = 1, 400000 do
  at.next = {}
  at = at.next
end
return { root = root }
