// Every physical card is in one place: a record's setup may name a card at
// most as many times as the game has copies of it. Checked by the engine for
// every game before its rules script deals, so a mod's game needs no code.
#pragma once
#include <yaml-cpp/yaml.h>

namespace arbiter {

struct Content;
class YamlFile;

// Throws Error (BadRecord) at the first name too many, naming where the
// card is already placed (path and line) as well as where it is named again.
void check_setup_cards(const Content& content, const YAML::Node& setup, const YamlFile* file);

}  // namespace arbiter
