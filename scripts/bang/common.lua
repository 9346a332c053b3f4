-- BANG!'s helpers for card and character scripts, the base game's and a
-- mod's, under the one name `import("common")`: each lives in the module
-- of what it is (players, kinds, moves, phase2, viewpoint, words), which the
-- base game's scripts import by name. docs/games/bang.md lists them as the
-- API a mod may call.
local common = {}

local players = import("players")
for _, k in ipairs({"character", "find_in", "weapon", "has_flag", "distance_without", "seat_of_role"}) do common[k] = players[k] end
local kinds = import("kinds")
for _, k in ipairs({"kind", "counts_as", "why_not_as", "ruling_as", "usable_as"}) do common[k] = kinds[k] end
local moves = import("moves")
for _, k in ipairs({"move", "discard", "draw", "heal", "heals"}) do common[k] = moves[k] end
local phase2 = import("phase2")
for _, k in ipairs({"play_label", "option_label", "offer", "no_target", "draw_card"}) do common[k] = phase2[k] end
local viewpoint = import("viewpoint")
for _, k in ipairs({"others", "all_names", "turn", "view", "distances", "reach", "own_table"}) do common[k] = viewpoint[k] end
local words = import("words")
for _, k in ipairs({"who", "reach_source", "names", "labels"}) do common[k] = words[k] end

return common
