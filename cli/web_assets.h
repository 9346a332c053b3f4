// The replay page's own files (web/replay.html, web/replay.css,
// web/replay.js), built into the binary by web/embed.cmake.
#pragma once
#include <string>

namespace arbiter::web {

std::string replay_html();
std::string replay_css();
std::string replay_js();

}  // namespace arbiter::web
