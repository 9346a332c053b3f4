// The content digest of a loaded game: FNV-1a over every file read, every
// script it may run and the variants in force, with paths counted from the
// folder each file lives in (so a mod digests alike wherever it is).
#pragma once
#include <string>
#include <vector>

namespace arbiter {

struct Content;

// The first 8 hex digits; `folders` are the content roots, in order.
std::string content_digest(const Content& c, const std::vector<std::string>& folders);

}  // namespace arbiter
