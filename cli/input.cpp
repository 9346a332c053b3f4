#include "cli/input.h"

#include <unistd.h>

#include <cctype>
#include <clocale>
#include <cstdlib>
#include <cstring>
#include <iostream>

#include "core/base/base.h"

#ifdef ARBITER_HAVE_EDITLINE
#include <editline/readline.h>
#endif

namespace arbiter::cli {

namespace {

// readline's completion hooks are plain functions: they reach the reader's
// completer through this (one LineInput reads at a time).
LineInput::Completer* g_completer = nullptr;
std::vector<std::string> g_matches;

bool starts_folded(const std::string& word, const std::string& typed) {
  if (typed.size() > word.size()) return false;
  for (size_t i = 0; i < typed.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(word[i])) !=
        std::tolower(static_cast<unsigned char>(typed[i])))
      return false;
  return true;
}

#ifdef ARBITER_HAVE_EDITLINE
char* next_match(const char*, int state) {
  static size_t i;
  if (state == 0) i = 0;
  return i < g_matches.size() ? strdup(g_matches[i++].c_str()) : nullptr;
}

// Completes the whole line typed so far, not its last word: labels hold
// spaces (`play BANG! (5♦) -> Bob`).
char** complete_line(const char*, int, int) {
  rl_attempted_completion_over = 1;  // never fall back to file names
  std::string typed(rl_line_buffer, rl_point);
  g_matches = g_completer && *g_completer ? (*g_completer)(typed) : std::vector<std::string>{};
  if (g_matches.empty()) return nullptr;
  return rl_completion_matches(typed.c_str(), next_match);
}
#endif

}  // namespace

std::vector<std::string> completions(const std::vector<std::string>& words,
                                     const std::string& typed) {
  std::vector<std::string> out;
  for (const auto& w : words)
    if (starts_folded(w, typed)) out.push_back(w);
  return out;
}

LineInput::LineInput() {
#ifdef ARBITER_HAVE_EDITLINE
  editing_ = isatty(0) && isatty(1);
  if (editing_) {
    rl_readline_name = "arbiter";
    static char breaks[] = "\n";  // one word: the whole line
    rl_completer_word_break_characters = breaks;
    rl_basic_word_break_characters = breaks;
    rl_attempted_completion_function = complete_line;
  }
#endif
}

LineInput::~LineInput() {
  g_completer = nullptr;
}

void LineInput::complete_with(Completer c) {
  static Completer current;
  current = std::move(c);
  g_completer = &current;
}

std::optional<std::string> LineInput::read(const std::string& prompt) {
#ifdef ARBITER_HAVE_EDITLINE
  if (editing_) {
    std::cout << std::flush;
    // libedit edits and completes in wide characters: under the "C" locale
    // a label with a suit (`play Wells Fargo (3♥)`) would not convert and
    // tab would wipe the line. The terminal's locale only while reading,
    // so the rules and their scripts always run under "C".
    std::string before = std::setlocale(LC_CTYPE, nullptr);
    std::setlocale(LC_CTYPE, "");
    char* got = readline(prompt.c_str());
    std::setlocale(LC_CTYPE, before.c_str());
    if (!got) {
      std::cout << "\n";
      return std::nullopt;
    }
    std::string line(got);
    std::free(got);
    if (!line.empty()) add_history(line.c_str());
    return line;
  }
#endif
  std::cout << prompt << std::flush;
  std::string line;
  if (!std::getline(std::cin, line)) {
    std::cout << "\n";
    return std::nullopt;
  }
  if (!isatty(0))
    std::cout << printable(line) << "\n";  // a transcript of piped input reads like a session
  return line;
}

}  // namespace arbiter::cli
