// The search level: its picks come from the seed, the seat and what the seat
// knows only, so another truth the seat cannot tell apart (a world the
// determinizer deals) gives the same pick and the same root statistics.
#include <catch2/catch.hpp>

#include "core/content/content.h"
#include "core/records/play.h"
#include "core/search/determinize.h"
#include "core/search/search_bot.h"
#include "fixture.h"

using namespace arbiter;

namespace {

std::vector<std::string> names(int n) {
  static const char* all[] = {"Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"};
  return {all, all + n};
}

void check_invariance(const std::string& id, int players,
                      const std::map<std::string, std::string>& options, bool tree = false) {
  Content content = load_content(testing::fixture_roots(), id);
  ScriptHost host(content);
  Game g(host, GameConfig{names(players), 11, options});
  g.set_narrating(false);
  g.start(YAML::Node(), nullptr);
  g.advance();
  Rng bots(5);
  SearchSettings settings;
  settings.playouts = tree ? 12 : 6;
  settings.tree = tree;
  int checked = 0;
  for (int n = 0; n < 120 && !g.over() && checked < 4; ++n) {
    const Choice& c = g.decision_as_given().choices.front();
    if (n % 17 == 0 && c.options.size() > 1) {
      int seat = c.player;
      SearchReport a, b, again;
      int pick = search_pick(g, seat, settings, &a);
      REQUIRE(pick >= 0);
      REQUIRE(pick < static_cast<int>(c.options.size()));
      CHECK(search_pick(g, seat, settings, &again) == pick);
      CHECK(again.visits == a.visits);
      std::unique_ptr<Game> other = determinize(g, seat, 1000 + n);
      if (other) {
        INFO(id << " decision " << n);
        CHECK(search_pick(*other, seat, settings, &b) == pick);
        CHECK(b.visits == a.visits);
        CHECK(b.value == a.value);
        ++checked;
      }
    }
    auto [seat, index] = bot_move(g, "random", bots);
    g.apply(seat, index);
    g.advance();
  }
  CHECK(checked > 0);
}

}  // namespace

TEST_CASE("the search level picks alike in every truth its seat cannot tell apart", "[search]") {
  check_invariance("endgame", 3, {});
  check_invariance("thegang", 4, {{"mode", "basic"}});
  check_invariance("bang", 5, {});
}

TEST_CASE("the search level's tree picks alike in every truth its seat cannot tell apart",
          "[search]") {
  check_invariance("endgame", 4, {}, true);
  check_invariance("thegang", 3, {{"mode", "basic"}}, true);
  check_invariance("bang", 5, {}, true);
}
