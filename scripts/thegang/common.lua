-- The Gang's helpers for challenge and specialist scripts, the base game's
-- and a mod's, under the one name `import("common")`: each lives in the
-- module of what it is (rounds, hands, offers, words, force, chip_list,
-- pockets), which the base game's scripts import by name.
-- docs/games/thegang.md lists them as the API a mod may call.
local common = {}

local rounds = import("rounds")
for _, k in ipairs({"COLOURS", "ROUND_NAMES", "COMMUNITY", "round_of_colour", "seats", "others"}) do
  common[k] = rounds[k]
end
local hands = import("hands")
for _, k in ipairs({"VALUES", "value_text", "rank", "hand", "ranking_so_far"}) do common[k] = hands[k] end
local offers = import("offers")
for _, k in ipairs({"option_label", "offer", "propose_to_each", "scan_guess"}) do common[k] = offers[k] end
local words = import("words")
for _, k in ipairs({"labels", "list"}) do common[k] = words[k] end
local force = import("force")
for _, k in ipairs({"in_force", "by_number", "bringing", "any", "first", "each", "pocket_count", "skipped"}) do
  common[k] = force[k]
end
local chip_list = import("chip_list")
for _, k in ipairs({"chip", "parse_chip", "chips_of", "holder", "held_of_colour", "give", "dark", "update_centre"}) do
  common[k] = chip_list[k]
end
local pockets = import("pockets")
for _, k in ipairs({"announce_pockets", "announce", "redraw", "flop_redraw", "discard_one"}) do
  common[k] = pockets[k]
end

return common
