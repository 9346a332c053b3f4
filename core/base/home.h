// Where the shipped games live: the first content root, before ARBITER_CONTENT
// and --content.
#pragma once
#include <string>

namespace arbiter {

struct Home {
  std::string root;  // a folder holding content/ and scripts/
  std::string how;   // why this folder, for `arbiter --version`
};

// ARBITER_HOME when set; else the source tree for a program run from its build
// tree; else ../share/arbiter beside the running executable (an installed one).
Home home();

// Where arbiter keeps what it can always make again (the content cache,
// core/content/content_cache.h): ARBITER_CACHE when set ("off": nowhere),
// else $XDG_CACHE_HOME/arbiter (an absolute XDG_CACHE_HOME only, as the
// convention says), else ~/.cache/arbiter; empty for nowhere.
std::string cache_folder();

// The source tree a build-tree program was compiled from, or empty for an
// installed one. Defined in core/base/source_root.cpp, which is compiled once per
// program rather than into the core, so only a build-tree binary holds the path.
const char* source_root();

}  // namespace arbiter
