// The command line's own basics: `arbiter --version`, `arbiter help [CMD]`, a
// bare `arbiter`, and an unknown command named with the one meant.
#include <iostream>

#include "cli/common.h"
#include "core/base/base.h"

namespace arbiter::cli {

const char* program_version() {
  return ARBITER_VERSION;
}

// The commands a person can name (hidden ones are for the build).
std::vector<std::string> command_names(const CLI::App& app) {
  std::vector<std::string> out;
  for (const CLI::App* sub : app.get_subcommands({}))
    if (!sub->get_group().empty()) out.push_back(sub->get_name());
  return out;
}

// `owner` is the command whose subcommand was asked for, empty for the top.
static std::string unknown_command(const std::string& owner, const std::string& word,
                                   const CLI::App& parent) {
  std::string help = "arbiter help" + (owner.empty() ? "" : " " + owner);
  return "arbiter: " + (owner.empty() ? "no command '" : owner + " has no command '") + word + "'" +
         did_you_mean(word, command_names(parent)) + "; `" + help + "` lists them\n";
}

int check_command(const CLI::App& app, int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--") return 0;
    if (a == "--content") ++i;  // its folder is not a command
    if (!a.empty() && a[0] == '-' && a.size() > 1) continue;
    for (const CLI::App* sub : app.get_subcommands({}))
      if (sub->check_name(a)) return 0;
    std::cerr << unknown_command("", a, app);
    return 2;
  }
  return 0;
}

std::string version_text() {
  std::string out = std::string("arbiter ") + program_version() + "\n";
  Home h = home();
  out += "content root: " + (h.root.empty() ? "none" : printable(h.root)) + " (" +
         printable(h.how) + ")\n";
  auto roots = global().roots();
  for (size_t i = 1; i < roots.size(); ++i) out += "also: " + printable(roots[i]) + "\n";
  auto games = list_games(roots);
  if (games.empty()) out += "no games found there\n";
  for (const auto& id : games) {
    try {
      Content c = load_content(roots, id);
      out += id + ": " + printable(c.name) + ", version " + std::to_string(c.version) +
             ", content " + c.digest + "\n";
    } catch (const Error& e) {
      out += id + ": broken (`arbiter validate " + id + "` says why)\n";
    }
  }
  return out;
}

void add_help(CLI::App& app) {
  auto words = std::make_shared<std::vector<std::string>>();
  auto* cmd = app.add_subcommand("help",
                                 "A command's help: the same as `arbiter COMMAND --help`.\n\n"
                                 "Examples:\n  arbiter help\n  arbiter help sim merge");
  cmd->add_option("command", *words, "The command (and its subcommand)")->type_name("COMMAND");
  cmd->callback([&app, words] {
    const CLI::App* at = &app;
    std::string owner, usage = "arbiter";  // "sim" and "arbiter" for `help sim merge`
    for (const auto& w : *words) {
      const CLI::App* sub = nullptr;
      for (const CLI::App* s : at->get_subcommands({}))
        if (s->check_name(w) && !s->get_group().empty()) sub = s;
      if (!sub) {
        std::cerr << unknown_command(owner, w, *at);
        throw Exit{2};
      }
      if (at != &app) usage += " " + at->get_name();
      owner += (owner.empty() ? "" : " ") + sub->get_name();
      at = sub;
    }
    // (app.help() would show the help of `help` itself, the command parsed)
    std::cout << (at == &app
                      ? app.get_formatter()->make_help(&app, "arbiter", CLI::AppFormatMode::Normal)
                      : at->help(usage));
    throw Exit{0};
  });
}

}  // namespace arbiter::cli
