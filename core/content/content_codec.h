// A loaded game's content as bytes and back, for the content cache
// (core/content/content_cache.h): every field of Content, none of YAML.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "core/content/content.h"

namespace arbiter {

std::string encode_content(const Content& c);

// The content `bytes` hold, or nothing when they are not exactly what
// encode_content writes (cut short, too long, a count or a kind out of
// range): bytes from a file are never trusted to be well formed.
std::optional<Content> decode_content(std::string_view bytes);

}  // namespace arbiter
