// Errors a person can act on: where (file:line:column, or the step of a
// record), what was expected, and the exit code the command line should use.
#pragma once
#include <stdexcept>
#include <string>
#include <vector>

namespace arbiter {

// Exit codes of `arbiter replay`, as the record contract assigns them.
enum class Verdict { Ok = 0, Illegal = 1, BadRecord = 2, BadContent = 3 };

struct SourceLoc {
  std::string file;
  int line = 0;  // 1-based; 0 when unknown
  int col = 0;
  std::string str() const;
};

class Error : public std::runtime_error {
 public:
  Error(Verdict v, std::string msg) : std::runtime_error(std::move(msg)), verdict(v) {}
  Verdict verdict;
};

// Error in content or a variant: exit 3.
inline Error content_error(const SourceLoc& at, const std::string& msg) {
  return Error(Verdict::BadContent, at.str() + ": " + msg);
}

// Closest candidate by edit distance (case aside), for "did you mean"; empty
// when none is close: within a third of the word's length (two edits at least),
// or within `max_edits`.
std::string closest(const std::string& word, const std::vector<std::string>& candidates);
std::string closest(const std::string& word, const std::vector<std::string>& candidates,
                    size_t max_edits);
// As closest(), or else the one candidate the word (three letters or more)
// is part of: names people shorten.
std::string closest_name(const std::string& word, const std::vector<std::string>& candidates);
std::string did_you_mean(const std::string& word, const std::vector<std::string>& candidates);

// The parts one after another, `sep` between them: lists in messages.
std::string join(const std::vector<std::string>& parts, const std::string& sep = ", ");
// As people list them: "Ann", "Ann and Bob", "Ann, Bob and Cid".
std::string join_and(const std::vector<std::string>& parts);

}  // namespace arbiter
