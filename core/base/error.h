// Errors a person can act on: where (file:line:column, or the step of a
// record), what was expected, and the exit code the command line should use.
#pragma once
#include <stdexcept>
#include <string>

namespace arbiter {

// Exit codes of `arbiter replay`, as the record contract assigns them.
enum class Verdict { Ok = 0, Illegal = 1, BadRecord = 2, BadContent = 3 };

struct SourceLoc {
  std::string file;
  int line = 0;  // 1-based; 0 when unknown
  int col = 0;
  std::string str() const;
};

// `msg` with each NUL byte written `\x00`. An error's message is read back
// as a C string (what()), which would end at the first NUL: a label written
// "end \0 turn" would cut the refusal short, on the terminal and in --json.
std::string without_nul(std::string msg);

class Error : public std::runtime_error {
 public:
  Error(Verdict v, std::string msg) : std::runtime_error(without_nul(std::move(msg))), verdict(v) {}
  // About step `at_step` of a record: the message reads "step N: msg".
  Error(Verdict v, int at_step, const std::string& msg)
      : std::runtime_error(without_nul("step " + std::to_string(at_step) + ": " + msg)),
        verdict(v),
        step(at_step) {}
  // About a place in a file: the message reads "file:line:col: msg".
  Error(Verdict v, const SourceLoc& at, const std::string& msg)
      : std::runtime_error(without_nul(at.str() + ": " + msg)), verdict(v), place(at) {}
  Verdict verdict;
  int step = 0;     // the record step it is about, 0 when none
  SourceLoc place;  // the place in a file it is about, when one is known
};

}  // namespace arbiter
