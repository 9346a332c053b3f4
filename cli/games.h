// What `arbiter games` says of one game, for the commands that list games
// elsewhere too (`arbiter serve`'s GET /api/games).
#pragma once
#include <string>

#include "core/base/json.h"
#include "core/content/content.h"

namespace arbiter::cli {

// One game as `arbiter games --json` lists it (shape in docs/cli.md).
Json game_json(const Content& c);

}  // namespace arbiter::cli
