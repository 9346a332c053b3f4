// The pages' own files (web/replay.* for the replay page, web/readings.*
// for the readings page, web/table.* the table both the replay page and
// the seat's page draw), built into the binary by web/embed.cmake.
#pragma once
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
