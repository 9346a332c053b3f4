// arbiter: play, replay and judge tabletop card games defined as content.
#include <cstdio>
#include <iostream>
#include <unistd.h>

#include "cli/common.h"
#include "core/content.h"

namespace arbiter::cli {

Global& global() {
  static Global g;
  return g;
}

std::vector<std::string> Global::roots() const { return content_roots(content_dirs); }

bool color_enabled() {
  static int on = -1;
  if (on < 0) on = isatty(1) && !std::getenv("NO_COLOR") ? 1 : 0;
  return on == 1;
}

static std::string paint(const char* code, const std::string& s) {
  return color_enabled() ? std::string("\033[") + code + "m" + s + "\033[0m" : s;
}
std::string bold(const std::string& s) { return paint("1", s); }
std::string red(const std::string& s) { return paint("31", s); }
std::string green(const std::string& s) { return paint("32", s); }

}  // namespace arbiter::cli

int main(int argc, char** argv) {
  using namespace arbiter::cli;
  CLI::App app{"arbiter: a rules interpreter for tabletop card games.\n"
               "Plays games between bots and people, simulates many, and replays\n"
               "recorded games to judge them.\n\n"
               "Example:\n  arbiter replay game.yaml --explain"};
  app.require_subcommand(1);
  app.add_option("--content", global().content_dirs,
                 "Add a content folder (content/<game>/, scripts/<game>/); also ARBITER_CONTENT")
      ->type_name("DIR");
  add_games(app);
  add_play(app);
  add_replay(app);
  add_legal(app);
  add_test(app);
  add_validate(app);
  add_poker(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;
  } catch (const Exit& e) {
    return e.code;
  } catch (const arbiter::Error& e) {
    std::cerr << "arbiter: " << e.what() << "\n";
    return static_cast<int>(e.verdict);
  } catch (const std::exception& e) {
    std::cerr << "arbiter: " << e.what() << "\n";
    return 2;
  }
  return 0;
}
