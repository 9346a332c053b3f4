// arbiter hooks GAME: what a card's or a character's module may define in a
// game (its declared hooks and the events it emits), for modders and for
// the game's docs page (`--markdown`, which tests/cli/hooks.sh compares).
#include <iostream>
#include <memory>

#include "cli/common.h"
#include "core/base/base.h"
#include "core/content/content.h"

namespace arbiter::cli {

namespace {

struct HooksArgs {
  std::string game;
  bool markdown = false;
};

std::string signature(const HookDecl& h) {
  if (h.kind != "function" || h.params.empty()) return h.name;
  std::string s = h.name + "(";
  for (size_t i = 0; i < h.params.size(); ++i) s += (i ? ", " : "") + h.params[i].name;
  return s + ")";
}

// `me` (integer): the seat playing the card; ...
std::string param_text(const std::vector<HookParam>& ps, bool skip_ctx) {
  std::string out;
  for (const auto& p : ps) {
    if (skip_ctx && p.type == "Ctx") continue;
    out += (out.empty() ? "" : "; ") + ("`" + p.name + "` (" + p.type + ")") +
           (p.text.empty() ? "" : ": " + p.text);
  }
  return out;
}

std::string cell(std::string s) {
  for (size_t i = 0; (i = s.find('|', i)) != std::string::npos; i += 2) s.replace(i, 1, "\\|");
  return s;
}

void markdown(const Content& c) {
  const HookTable& h = c.hooks;
  std::cout << "| hook | of | kind | what |\n|---|---|---|---|\n";
  for (const auto& d : h.hooks) {
    std::string what =
        d.when.empty() ? d.text : "Called " + d.when + "." + (d.text.empty() ? "" : " " + d.text);
    std::string params = param_text(d.params, true);
    if (!params.empty()) what += " " + params + ".";
    if (!d.returns.type.empty())
      what += " Returns " + d.returns.type + (d.returns.text.empty() ? "" : ": " + d.returns.text) +
              ".";
    std::cout << printable("| `" + signature(d) + "` | " + join(d.of) +
                           (d.required ? " (required)" : "") + " | " + d.kind + " | " + cell(what) +
                           " |")
              << "\n";
  }
  if (h.events.empty()) return;
  std::cout << "\n| event | when | fields |\n|---|---|---|\n";
  for (const auto& e : h.events)
    std::cout << printable("| `" + e.name + "` | " + cell(e.when) + " | " +
                           cell(param_text(e.fields, false)) + " |")
              << "\n";
}

// One line of the plain listing, escaped: hook texts may come from a mod.
void line(const std::string& text) {
  std::cout << "    " << printable(text) << "\n";
}

void plain(const Content& c) {
  const HookTable& h = c.hooks;
  for (const auto& d : h.hooks) {
    std::cout << bold(printable(signature(d))) << "  " << printable(d.kind + " of " + join(d.of))
              << (d.required ? ", required" : "") << "\n";
    if (!d.when.empty()) line("called " + d.when);
    if (!d.text.empty()) line(d.text);
    for (const auto& p : d.params)
      if (p.type != "Ctx") line(p.name + ": " + p.type + (p.text.empty() ? "" : ", " + p.text));
    if (!d.returns.type.empty())
      line("returns " + d.returns.type + (d.returns.text.empty() ? "" : ", " + d.returns.text));
  }
  for (const auto& e : h.events) {
    std::cout << bold(printable("on." + e.name)) << "  event\n";
    if (!e.when.empty()) line(e.when);
    for (const auto& p : e.fields)
      line("event." + p.name + ": " + p.type + (p.text.empty() ? "" : ", " + p.text));
  }
}

}  // namespace

void add_hooks(CLI::App& app) {
  auto a = std::make_shared<HooksArgs>();
  auto* cmd =
      app.add_subcommand("hooks",
                         "What a card's module may define in a game: its hooks and events.\n\n"
                         "A game declares the fields its rules read from the module a card's\n"
                         "script returns (game.yaml `hooks`), with their arguments, results and\n"
                         "when they run; `arbiter validate` refuses any other field. Mod folders\n"
                         "(--content) may add hooks and events in their own hooks.yaml.\n\n"
                         "Example:\n  arbiter hooks bang\n  arbiter hooks thegang --markdown");
  cmd->add_option("game", a->game, "Game id (see `arbiter games`)")->required();
  cmd->add_flag("--markdown", a->markdown, "Print the tables of the game's docs page");
  cmd->callback([a] {
    Content c = load_content(global().roots(), a->game);
    if (!c.hooks.declared) {
      std::cout << "game '" << printable(c.id) << "' declares no hooks (game.yaml `hooks`)\n";
      throw Exit{0};
    }
    if (a->markdown)
      markdown(c);
    else
      plain(c);
    throw Exit{0};
  });
}

}  // namespace arbiter::cli
