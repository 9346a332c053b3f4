// The table view read back from its JSON (cli/report/view_read.h), as
// `arbiter join` reads what a served table sends: for each game and every
// viewer, reading view_json back and writing it again gives the same text.
#include <catch2/catch.hpp>

#include "cli/report/view_read.h"
#include "core/base/base.h"
#include "core/content/content.h"
#include "core/game/game.h"
#include "core/records/view.h"
#include "fixture.h"

using namespace arbiter;

TEST_CASE("a view read back from its JSON is the same view", "[view]") {
  for (const char* id : {"bang", "thegang", "endgame"}) {
    Content c = load_content({ARBITER_SOURCE_DIR}, id);
    ScriptHost host(c);
    auto g = testing::started(host, 4, 9);
    ViewDecl decl = load_view(c);
    for (int viewer = 0; viewer <= 4; ++viewer) {
      std::string json = view_json(table_view(*g, decl, viewer));
      INFO(id << " viewer " << viewer);
      REQUIRE(view_json(cli::view_from_json(json)) == json);
    }
  }
}

TEST_CASE("text that is not a view is refused with what is missing", "[view]") {
  REQUIRE_THROWS_WITH(cli::view_from_json("[1, 2]"), Catch::Contains("not a JSON object"));
  REQUIRE_THROWS_WITH(cli::view_from_json("{\"viewer\": null}"), Catch::Contains("not one"));
  REQUIRE_THROWS_AS(cli::view_from_json("{"), Error);
}
