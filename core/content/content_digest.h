// What a game's content digest reads (Content::digest): each file once, by
// its path from the folder it lives in (so a mod digests alike wherever it
// is) and its text, in stages: the game's own files, then what an older
// version's overlays add, then what the variants add.
#pragma once
#include <set>
#include <string>
#include <vector>

#include "core/content/content.h"

namespace arbiter {

class DigestInputs {
 public:
  DigestInputs(const std::vector<std::string>& folders, const Content& c)
      : folders_(folders), c_(c) {}

  // The files read since the last call (from c.files), then every script
  // the game may now run that no earlier call took.
  std::vector<std::string> take();

 private:
  const std::vector<std::string>& folders_;
  const Content& c_;
  size_t files_ = 0;
  std::set<std::string> seen_;

  void add(std::vector<std::string>& out, const std::string& file, bool again);
  std::string relative(const std::string& file) const;
};

}  // namespace arbiter
