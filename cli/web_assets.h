// The pages' own files (web/replay.* for the replay page, web/readings.*
// for the readings page, web/table.* the table both the replay page and
// the seat's page draw), built into the binary by web/embed.cmake.
#pragma once
#include <optional>
#include <string>

namespace arbiter::web {

std::string replay_html();
std::string replay_css();
std::string replay_js();
std::string table_css();
std::string table_js();
std::string readings_html();
std::string readings_css();
std::string readings_js();

}  // namespace arbiter::web

namespace arbiter::web {

// The file of web/ named `name` (`seat.js`) as built in, or nullopt when the
// build has none of that name. The index is written by CMake from web/'s
// files, so a page added there is found without a declaration here.
std::optional<std::string> file(const std::string& name);

}  // namespace arbiter::web
