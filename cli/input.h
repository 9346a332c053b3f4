// A person's lines typed at the terminal, for the commands that ask people
// (`arbiter play`): line editing, history and tab completion where stdin and
// stdout are a terminal and the build has libedit; plain lines otherwise,
// echoed so that a transcript of piped input reads like a session.
#pragma once
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace arbiter::cli {

class LineInput {
 public:
  // The whole lines tab may complete to, given the line typed so far.
  using Completer = std::function<std::vector<std::string>(const std::string& typed)>;

  LineInput();
  ~LineInput();
  LineInput(const LineInput&) = delete;
  LineInput& operator=(const LineInput&) = delete;

  // Sets what tab completes to from now on (empty: nothing).
  void complete_with(Completer c);
  // The next line without its newline, or nullopt at the end of input.
  std::optional<std::string> read(const std::string& prompt);
  // Lines are edited at a terminal (not read from a pipe or file).
  bool editing() const { return editing_; }

 private:
  bool editing_ = false;
};

// The candidates of `words` that start with `typed`, ignoring case: what
// tab offers. Exposed for tests.
std::vector<std::string> completions(const std::vector<std::string>& words,
                                     const std::string& typed);

}  // namespace arbiter::cli
