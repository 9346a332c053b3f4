// Man pages and shell completion, written from the command definitions
// themselves so they never drift from `--help`: `arbiter completion SHELL` for
// people, `arbiter manpages DIR` (hidden) for the build.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include "cli/common.h"
#include "core/base/base.h"

namespace fs = std::filesystem;

namespace arbiter::cli {
namespace {

// One command as the pages and scripts see it: "sim merge" has path {sim, merge}.
struct Command {
  std::vector<std::string> path;
  const CLI::App* app;
  std::string words(const std::string& sep) const { return join(path, sep); }
};

void collect(const CLI::App* app, std::vector<std::string> path, std::vector<Command>& out) {
  if (!path.empty()) out.push_back({path, app});
  for (const CLI::App* sub : app->get_subcommands({})) {
    if (sub->get_group().empty()) continue;  // hidden
    auto p = path;
    p.push_back(sub->get_name());
    collect(sub, p, out);
  }
}

// What a value of an option or argument is, for completion.
enum class Kind { none, game, variant, command, file, dir };

Kind kind_of(const CLI::Option* o) {
  std::string t = o->get_type_name(), n = o->get_name(true);
  if (t == "V" || t == "VARIANT") return Kind::variant;
  if (t == "DIR" || n == "dirs") return Kind::dir;
  if (t == "FILE" || t == "RECORD" || n == "record" || n == "files") return Kind::file;
  if (n == "game") return Kind::game;
  if (n == "command") return Kind::command;
  return Kind::none;
}

// The commands one level under `c` (merge under sim).
std::vector<const Command*> children(const Command& c, const std::vector<Command>& all) {
  std::vector<const Command*> out;
  for (const Command& sub : all)
    if (sub.path.size() == c.path.size() + 1 &&
        std::equal(c.path.begin(), c.path.end(), sub.path.begin()))
      out.push_back(&sub);
  return out;
}

std::vector<const CLI::Option*> options_of(const CLI::App* app, bool positional) {
  std::vector<const CLI::Option*> out;
  for (const CLI::Option* o : app->get_options())
    if (o->get_positional() == positional && !o->get_group().empty()) out.push_back(o);
  return out;
}

std::vector<std::string> flag_names(const CLI::Option* o) {
  std::vector<std::string> out;
  for (const auto& s : o->get_snames()) out.push_back("-" + s);
  for (const auto& l : o->get_lnames()) out.push_back("--" + l);
  return out;
}

// The summary and the details of a description (tidy_help splits them).
std::pair<std::string, std::string> summary_and_details(const CLI::App* app) {
  std::string d = app->get_description(), f = app->get_footer();
  auto cut = d.find("\n\n");
  if (cut != std::string::npos) f = d.substr(cut + 2), d = d.substr(0, cut);
  while (!f.empty() && f.front() == '\n') f.erase(0, 1);
  if (!app->get_parent()) {  // "arbiter: a rules interpreter ...\nPlays games ..."
    f = d.substr(d.find('\n') + 1) + "\n\n" + f;
    d = d.substr(0, d.find('\n'));
    d = d.substr(d.find(": ") + 2);
  }
  if (!d.empty() && d.back() == '.') d.pop_back();
  return {d, f};
}

// ---- man pages ----

std::string roff(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '\\')
      out += "\\e";
    else if (c == '-')
      out += "\\-";
    else
      out += c;
  }
  if (!out.empty() && (out[0] == '.' || out[0] == '\'')) out = "\\&" + out;
  return out;
}

// Help text as roff: blank lines part paragraphs, indented lines are examples.
std::string roff_text(const std::string& text) {
  std::string out;
  bool example = false;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    bool indented = line.rfind("  ", 0) == 0;
    if (indented != example) out += indented ? ".PP\n.RS\n.nf\n" : ".fi\n.RE\n";
    example = indented;
    if (line.empty())
      out += ".PP\n";
    else
      out += roff(indented ? line.substr(2) : line) + "\n";
  }
  if (example) out += ".fi\n.RE\n";
  return out;
}

std::string option_item(const CLI::Option* o) {
  std::string head;
  for (const auto& n : flag_names(o))
    head += (head.empty() ? "" : ", ") + ("\\fB" + roff(n) + "\\fR");
  if (o->get_positional()) head = "\\fI" + roff(o->get_name(true)) + "\\fR";
  std::string t = o->get_type_name();
  if (!o->get_positional() && o->get_expected_min() > 0 && !t.empty())
    head += " \\fI" + roff(t) + "\\fR";
  std::string text = o->get_description();
  if (!o->get_default_str().empty() && o->get_expected_min() > 0)
    text += " (default " + o->get_default_str() + ")";
  return ".TP\n" + head + "\n" + roff_text(text);
}

std::string page_name(const Command& c) {
  return "arbiter" + (c.path.empty() ? "" : "-" + c.words("-"));
}

std::string man_page(const Command& c, const std::vector<Command>& all, const std::string& top) {
  auto [summary, details] = summary_and_details(c.app);
  std::string name = page_name(c), upper;
  for (char ch : name) upper += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  std::string out = ".TH " + upper + " 1 \"\" \"arbiter " + program_version() +
                    "\" \"User Commands\"\n.SH NAME\n" + roff(name) + " \\- " + roff(summary) +
                    "\n.SH SYNOPSIS\n\\fBarbiter" + (c.path.empty() ? "" : " " + c.words(" ")) +
                    "\\fR [\\fIOPTIONS\\fR]";
  for (const CLI::Option* p : options_of(c.app, true))
    out += " \\fI" + roff(p->get_name(true)) + "\\fR";
  if (!c.app->get_subcommands({}).empty()) out += " [\\fICOMMAND\\fR]";
  out += "\n.SH DESCRIPTION\n" +
         roff_text((c.path.empty() ? "arbiter is " : "") + summary + ".\n\n" + details);
  if (!options_of(c.app, true).empty()) {
    out += ".SH ARGUMENTS\n";
    for (const CLI::Option* o : options_of(c.app, true)) out += option_item(o);
  }
  out += ".SH OPTIONS\n";
  for (const CLI::Option* o : options_of(c.app, false)) out += option_item(o);
  std::vector<std::string> also{"arbiter(1)"};
  std::string commands;
  for (const Command* sub : children(c, all)) {
    commands += ".TP\n\\fB" + roff(sub->path.back()) + "\\fR\n" +
                roff(summary_and_details(sub->app).first) + "\n";
    also.push_back(page_name(*sub) + "(1)");
  }
  if (!commands.empty()) out += ".SH COMMANDS\n" + commands;
  if (c.path.empty()) {
    out += top;
    also.erase(also.begin());
  }
  out += ".SH SEE ALSO\n" + roff(join(also)) + "\n";
  return out;
}

// The sections only arbiter(1) has.
const char* kTopSections = R"(.SH ENVIRONMENT
.TP
\fBARBITER_HOME\fR
The folder holding the shipped games (content/ and scripts/), in place of the
one beside the program (../share/arbiter); \fBarbiter \-\-version\fR says which is in use.
.TP
\fBARBITER_CONTENT\fR
More content folders (mods, games of your own), colon\-separated, searched
after the shipped games and before \fB\-\-content\fR.
.TP
\fBARBITER_CACHE\fR
Where a game's content, once read, is kept for a faster start (by default
\fI$XDG_CACHE_HOME/arbiter\fR, else \fI~/.cache/arbiter\fR); \fBoff\fR keeps
nothing and reads nothing. An entry is used only while every file of its game
is unchanged.
.TP
\fBARBITER_SCRIPT_SECONDS\fR
The most wall\-clock seconds a script may work between two decisions before
the command stops with an error naming its place (60 by default): a backstop
behind the instruction budget, for work its charges miss.
.TP
\fBNO_COLOR\fR
When set and not empty, no colour, even on a terminal.
.SH FILES
.TP
\fI../share/arbiter/content/GAME/\fR, \fI../share/arbiter/scripts/GAME/\fR
Each shipped game's definitions and rules scripts, relative to the program.
.TP
\fI~/.cache/arbiter/\fR
The content cache (see \fBARBITER_CACHE\fR); removing it loses nothing.
.SH EXIT STATUS
0 fine; 1 an illegal entry in a record, a failed claim, test or check; 2 a
malformed record or a wrong argument; 3 content (or a variant) missing or broken.
)";

void write_man_pages(const CLI::App& app, const std::string& dir) {
  std::vector<Command> all;
  collect(&app, {}, all);
  all.insert(all.begin(), Command{{}, &app});
  fs::create_directories(dir);
  for (const Command& c : all) {
    std::string path = (fs::path(dir) / (page_name(c) + ".1")).string();
    // The build empties DIR first: a page already there is refused.
    write_file_atomic(path, man_page(c, all, kTopSections), false);
  }
}

// ---- completion ----

struct Words {
  std::string games, commands;
  std::map<std::string, std::string> variants;  // by game; "" for every game's
};

// The shells paste these words into their scripts: only ids (letters,
// digits, - and _) are offered, so a folder named `a';{touch,X};'` under a
// mod's content/ is never a word, and each is quoted all the same.
Words installed_words(const CLI::App& app) {
  Words w;
  auto roots = global().roots();
  std::set<std::string> all;
  for (const auto& id : list_games(roots)) {
    if (!valid_id(id)) continue;
    w.games += (w.games.empty() ? "" : " ") + id;
    try {
      for (const auto& v : load_content(roots, id).variants) {
        if (!valid_id(v.id)) continue;
        w.variants[id] += (w.variants[id].empty() ? "" : " ") + v.id;
        all.insert(v.id);
      }
    } catch (const Error&) {  // a broken game still completes by name
    }
  }
  w.variants[""] = join({all.begin(), all.end()}, " ");
  w.commands = join(command_names(app), " ");
  return w;
}

// A word for either shell, in single quotes (a ' inside as '\'').
std::string sh_quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// Space-separated words, each quoted, joined by `sep`.
std::string quoted_words(const std::string& words, const std::string& sep = " ") {
  std::string out, w;
  for (char c : words + " ") {
    if (c != ' ') {
      w += c;
    } else if (!w.empty()) {
      out += (out.empty() ? "" : sep) + sh_quote(w);
      w.clear();
    }
  }
  return out;
}

// The words a value of this kind completes to, as a shell expression.
std::string values(Kind k, const Words& w, bool bash) {
  switch (k) {
    case Kind::game:
      return bash ? "-W " + sh_quote(w.games) : "(" + quoted_words(w.games) + ")";
    case Kind::variant:
      return bash ? "-W \"$variants\"" : "(${=variants})";  // the game's, set by the walk
    case Kind::command:
      return bash ? "-W " + sh_quote(w.commands) : "(" + quoted_words(w.commands) + ")";
    case Kind::file:
      return bash ? "-f" : "_files";
    case Kind::dir:
      return bash ? "-d" : "_files -/";
    case Kind::none:
      return "";
  }
  return "";
}

// The walk both shells make over the words typed so far: which command they
// name (--content's folder skipped) and which game, then a case on
// "command:previous word".
std::string command_walk(const std::vector<Command>& all, const Words& w, const char* first,
                         const char* current, const char* words) {
  std::string cases, games = quoted_words(w.games, "|"), variants;
  for (const Command& c : all) cases += (cases.empty() ? "" : "|") + ("\"" + c.words(" ") + "\"");
  for (const auto& [game, names] : w.variants)
    if (!game.empty())
      variants += "    " + sh_quote(game) + ") variants=" + sh_quote(names) + " ;;\n";
  variants += "    *) variants=" + sh_quote(w.variants.at("")) + " ;;\n";
  return std::string("  local cmd=\"\" game=\"\" variants i w\n  for ((i = ") + first + "; i < " +
         current + "; i++)); do\n    w=${" + words +
         "[i]}\n    case \"${cmd:+$cmd }$w\" in\n      " + cases +
         ") cmd=\"${cmd:+$cmd }$w\"; continue ;;\n    esac\n    case \"$w\" in\n" +
         "      --content) ((i++)) ;;\n" +
         (games.empty() ? "" : "      " + games + ") game=$w ;;\n") +
         "    esac\n  done\n  case \"$game\" in\n" + variants +
         "  esac\n  case \"$cmd:$prev\" in\n";
}

// Each option that takes a value, under each name, with its command.
template <class F>
void each_value_option(const std::vector<Command>& all, F f) {
  for (const Command& c : all)
    for (const CLI::Option* o : options_of(c.app, false))
      if (o->get_expected_min() > 0)
        for (const auto& n : flag_names(o)) f(c, o, n);
}

std::string bash_script(const CLI::App& app, const std::vector<Command>& all) {
  Words w = installed_words(app);
  std::ostringstream s;
  s << "# bash completion for arbiter " << program_version()
    << ", written by `arbiter completion bash` from its command definitions.\n"
    << "_arbiter() {\n"
    << "  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}\n"
    << command_walk(all, w, "1", "COMP_CWORD", "COMP_WORDS")
    << "    *:--content) COMPREPLY=($(compgen -d -- \"$cur\")); return ;;\n";
  // An option's value: its kind's words, or none for a number or a name.
  each_value_option(all, [&](const Command& c, const CLI::Option* o, const std::string& n) {
    std::string v = values(kind_of(o), w, true);
    s << "    \"" << c.words(" ") << ":" << n << "\") COMPREPLY=("
      << (v.empty() ? "" : "$(compgen " + v + " -- \"$cur\")") << "); return ;;\n";
  });
  s << "  esac\n  local words=\"\" more=\"\"\n  case \"$cmd\" in\n"
    << "    \"\") words=\"" << w.commands << " --content --version --help\" ;;\n";
  for (const Command& c : all) {
    std::string words;
    for (const Command* sub : children(c, all)) words += sub->path.back() + " ";
    for (const CLI::Option* o : options_of(c.app, false))
      for (const auto& n : flag_names(o)) words += n + " ";
    std::string more;
    for (const CLI::Option* p : options_of(c.app, true)) more = values(kind_of(p), w, true);
    s << "    \"" << c.words(" ") << "\") words=" << sh_quote(words) << "; more=" << sh_quote(more)
      << " ;;\n";
  }
  s << "  esac\n"
    << "  COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))\n"
    << "  if [[ $cur != -* && -n $more ]]; then COMPREPLY+=($(eval compgen \"$more\" -- "
       "'\"$cur\"')); fi\n"
    << "}\n"
    << "complete -o filenames -F _arbiter arbiter\n";
  return s.str();
}

std::string zsh_script(const CLI::App& app, const std::vector<Command>& all) {
  Words w = installed_words(app);
  std::ostringstream s;
  s << "#compdef arbiter\n# zsh completion for arbiter " << program_version()
    << ", written by `arbiter completion zsh` from its command definitions.\n"
    << "_arbiter() {\n"
    << "  local prev=${words[CURRENT-1]}\n"
    << "  local -a described plain\n  local files=\"\"\n"
    << command_walk(all, w, "2", "CURRENT", "words") << "    *:--content) _files -/; return ;;\n";
  each_value_option(all, [&](const Command& c, const CLI::Option* o, const std::string& n) {
    std::string v = values(kind_of(o), w, false);
    if (!v.empty() && v[0] == '(') v = "compadd -- " + v.substr(1, v.size() - 2);
    s << "    \"" << c.words(" ") << ":" << n << "\") " << (v.empty() ? "_message value" : v)
      << "; return ;;\n";
  });
  s << "  esac\n  case \"$cmd\" in\n    \"\")\n      described=(";
  for (const Command& c : all)
    if (c.path.size() == 1)
      s << sh_quote(c.path[0] + ":" + summary_and_details(c.app).first) << " ";
  s << ")\n      plain=(--content --version --help) ;;\n";
  for (const Command& c : all) {
    s << "    \"" << c.words(" ") << "\")\n      described=(";
    for (const Command* sub : children(c, all))
      s << sh_quote(sub->path.back() + ":" + summary_and_details(sub->app).first) << " ";
    for (const CLI::Option* o : options_of(c.app, false))
      for (const auto& n : flag_names(o)) {
        std::string d = o->get_description();
        s << sh_quote(n + ":" + d.substr(0, d.find('\n'))) << " ";
      }
    std::string plain, files;
    for (const CLI::Option* p : options_of(c.app, true)) {
      std::string v = values(kind_of(p), w, false);
      if (!v.empty() && v[0] == '(') plain = v.substr(1, v.size() - 2);
      if (v.rfind("_files", 0) == 0) files = v;
    }
    s << ")\n      plain=(" << plain << ")" << (files.empty() ? "" : "; files=" + sh_quote(files))
      << " ;;\n";
  }
  s << "  esac\n"
    << "  _describe -t commands 'arbiter' described\n"
    << "  (( ${#plain} )) && compadd -- $plain\n"
    << "  [[ -n $files ]] && ${=files}\n"
    << "}\n"
    << "_arbiter \"$@\"\n";
  return s.str();
}

}  // namespace

void add_docs(CLI::App& app) {
  auto shell = std::make_shared<std::string>();
  auto* cmd =
      app.add_subcommand("completion",
                         "Shell completion of commands, options, game ids and variant names.\n\n"
                         "Packages install it for you. To load it by hand:\n"
                         "  source <(arbiter completion bash)      # in ~/.bashrc\n"
                         "  arbiter completion zsh > ~/.zfunc/_arbiter   # a folder on $fpath");
  cmd->add_option("shell", *shell, "bash or zsh")
      ->required()
      ->check(CLI::IsMember({"bash", "zsh"}));
  cmd->callback([&app, shell] {
    std::vector<Command> all;
    collect(&app, {}, all);
    std::cout << (*shell == "bash" ? bash_script(app, all) : zsh_script(app, all));
    throw Exit{0};
  });
  auto dir = std::make_shared<std::string>();
  auto* man = app.add_subcommand("manpages", "Write arbiter.1 and one page per command to DIR");
  man->group("");  // for the build, not for people
  man->add_option("dir", *dir, "The folder")->required();
  man->callback([&app, dir] {
    write_man_pages(app, *dir);
    throw Exit{0};
  });
}

}  // namespace arbiter::cli
