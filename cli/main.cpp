// arbiter: play, replay and judge tabletop card games defined as content.
#include <iostream>

#include "cli/common.h"
#include "cli/serve.h"
#include "core/base/base.h"

namespace arbiter::cli {

// Each command's description is a summary, a blank line, then details and
// examples: the list of commands shows the summary, `--help` shows the rest
// after the options.
static void tidy_help(CLI::App* app) {
  for (CLI::App* sub : app->get_subcommands([](CLI::App*) { return true; })) {
    std::string d = sub->get_description();
    auto cut = d.find("\n\n");
    if (cut != std::string::npos) {
      std::string summary = d.substr(0, cut);
      sub->footer("\n" + d.substr(cut + 2));
      sub->description(summary);
    }
    tidy_help(sub);
  }
}

}  // namespace arbiter::cli

int main(int argc, char** argv) {
  using namespace arbiter::cli;
  set_command_line(argc, argv);
  CLI::App app{
      "arbiter: a rules interpreter for tabletop card games.\n"
      "Plays games between bots and people, simulates many, and replays\n"
      "recorded games to judge them.\n\n"
      "Examples:\n"
      "  arbiter games\n"
      "  arbiter play bang --players 5 --seat Ann=human --log game.yaml\n"
      "  arbiter replay game.yaml --explain\n"
      "  arbiter sim bang -n 1000 --bots basic --jobs 2"};
  app.name("arbiter");           // in usage lines, however it was started
  app.require_subcommand(0, 1);  // none: the help, or --version
  bool version = false;
  app.add_flag("--version", version, "The program's version, content root and games' versions");
  app.fallthrough();  // --content may follow the command too
  app.add_option("--content", global().content_dirs,
                 "Add a content folder (content/<game>/, scripts/<game>/); also ARBITER_CONTENT")
      ->type_name("DIR");
  add_games(app);
  add_cards(app);
  add_rulings(app);
  add_hooks(app);
  add_lua_types(app);
  add_new(app);
  add_schema(app);
  add_play(app);
  add_record(app);
  add_replay(app);
  add_legal(app);
  add_sim(app);
  add_soak(app);
  add_serve(app);
  add_join(app);
  add_test(app);
  add_validate(app);
  add_poker(app);
  add_help(app);
  add_docs(app);
  tidy_help(&app);
  try {
    if (int rc = check_command(app, argc, argv)) return rc;
    app.parse(argc, argv);
    if (app.get_subcommands().empty()) {
      std::cout << (version ? version_text() : app.help());
      return version ? 0 : 2;  // a bare `arbiter` shows the commands, as a usage error
    }
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;
  } catch (const Exit& e) {
    return e.code;
  } catch (const arbiter::Error& e) {
    std::cerr << "arbiter: " << arbiter::printable_lines(e.what()) << "\n";
    return static_cast<int>(e.verdict);
  } catch (const std::exception& e) {
    std::cerr << "arbiter: " << arbiter::printable_lines(e.what()) << "\n";
    return 2;
  }
  return 0;
}
