-- Blackout: when rounds 2, 3 and 4 begin, the chips of earlier rounds leave the table.
local rounds = import("rounds")
local chip_list = import("chip_list")
return {
  round_start = function(ctx, round)
    if round < 2 then return end
    for s = 1, ctx:seat_count() do
      local keep = {}
      for _, chip in ipairs(chip_list.chips_of(ctx, s)) do
        if rounds.round_of_colour((chip_list.parse_chip(chip))) >= round then keep[#keep + 1] = chip end
      end
      ctx:set(s, "chips", keep)
    end
    ctx:logf("G14", "Blackout: the chips of earlier rounds leave the table")
  end,
  -- Whether round r's chips have left the table by round `round`.
  cleared = function(ctx, r, round) return r < round end,
}
