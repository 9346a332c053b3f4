-- "Everyone decides, in any order": one decision asked of several players
-- at once (ctx:choose_any) until each has done, whoever answers first. The
-- Gang's agreement to a proposal and Coordinator's passes, EndGame's votes
-- (Deuses) and takes (This is mine now) are this one loop.
local together = {}

-- `entries` are choose_any entries ({seat = s, options = {...}, refusals =
-- ...}), asked in their order, each while it has options. `on_pick(entry,
-- i)` is told that entry.seat chose option i, and may change entry.options
-- for its next answer; it returns "done" when that entry asks no more,
-- "stop" to end the whole decision at once, or nil to ask it again.
-- Returns false when stopped, true when every entry is done.
function together.ask(ctx, entries, prompt, on_pick)
  local waiting = {}
  for k = 1, #entries do waiting[k] = entries[k] end
  while true do
    local open = {}
    for k = 1, #waiting do
      local e = waiting[k]
      if #e.options > 0 then open[#open + 1] = e end
    end
    if #open == 0 then return true end
    local seat, i = ctx:choose_any(open, prompt)
    local rest = {}
    for k = 1, #open do
      local e = open[k]
      if e.seat == seat then
        local r = on_pick(e, i)
        if r == "stop" then return false end
        if r ~= "done" then rest[#rest + 1] = e end
        seat = nil  -- one entry per answer
      else
        rest[#rest + 1] = e
      end
    end
    waiting = rest
  end
end

return together
