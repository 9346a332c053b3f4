// arbiter cards GAME: every physical card of a game, one a line, grouped by
// definition type (cards, characters, roles, special cards), as the content
// with its variants defines them.
#include <yaml-cpp/yaml.h>

#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "cli/common.h"
#include "core/base/base.h"
#include "core/content/content.h"

namespace arbiter::cli {

namespace {

struct CardsArgs {
  std::string game;
  std::vector<std::string> variants;
  bool yaml = false, json = false;
};

// How a copy is written in records: `Name (A♠)`, `A♠` alone, or `Name`.
std::string copy_label(const CardDef& d, int rank, int suit) {
  if (rank == 0) return d.name;
  if (d.anonymous) return rank_suit_text(rank, suit);
  return d.name + " (" + rank_suit_text(rank, suit) + ")";
}

// The short description after a card: its type, then its properties
// (colour, life, ...), so each line stands alone for grep.
std::string traits(const CardDef& d) {
  std::string out = d.type;
  auto add = [&](const std::string& s) { out += (out.empty() ? "" : ", ") + s; };
  for (const auto& [k, v] : d.props) {
    switch (v.kind) {
      case Value::Kind::Str:
        add(v.s);
        break;
      case Value::Kind::Int:
        add(k + " " + std::to_string(v.i));
        break;
      case Value::Kind::Bool:
        if (v.b) add(k);
        break;
      case Value::Kind::List: {
        std::string items;
        for (const auto& x : v.list) items += (items.empty() ? "" : "/") + x.text();
        add(k + " " + items);
        break;
      }
      case Value::Kind::Nil:
        break;
    }
  }
  for (const auto& [k, v] : d.modifiers) add(k + (v >= 0 ? " +" : " ") + std::to_string(v));
  return out;
}

YAML::Node value_node(const Value& v) {
  YAML::Node n;
  switch (v.kind) {
    case Value::Kind::Str:
      n = v.s;
      break;
    case Value::Kind::Int:
      n = v.i;
      break;
    case Value::Kind::Bool:
      n = v.b;
      break;
    case Value::Kind::List:
      n = YAML::Node(YAML::NodeType::Sequence);
      for (const auto& x : v.list) n.push_back(value_node(x));
      break;
    case Value::Kind::Nil:
      break;
  }
  return n;
}

int count_copies(const Content& c, const std::string& type) {
  int n = 0;
  for (const auto& d : c.defs)
    if (d.type == type) n += static_cast<int>(d.copies.size());
  return n;
}

void print_yaml(const Content& c) {
  YAML::Emitter out;
  out << YAML::BeginMap;
  out << YAML::Key << "game" << YAML::Value << c.id;
  out << YAML::Key << "content" << YAML::Value << c.digest;
  out << YAML::Key << "variants" << YAML::Value << YAML::Flow << YAML::BeginSeq;
  for (const auto& v : c.applied_variants) out << v;
  out << YAML::EndSeq;
  out << YAML::Key << "types" << YAML::Value << YAML::BeginSeq;
  int id = 0;
  for (const auto& type : c.types) {
    out << YAML::BeginMap << YAML::Key << "type" << YAML::Value << type;
    out << YAML::Key << "zone" << YAML::Value << c.type_home.at(type);
    out << YAML::Key << "count" << YAML::Value << count_copies(c, type);
    out << YAML::Key << "cards" << YAML::Value << YAML::BeginSeq;
    // Card ids follow definitions in file order, copies in order, whatever the type.
    id = 0;
    for (const auto& d : c.defs) {
      for (const auto& [rank, suit] : d.copies) {
        ++id;
        if (d.type != type) continue;
        out << YAML::BeginMap;
        out << YAML::Key << "id" << YAML::Value << id;
        out << YAML::Key << "card" << YAML::Value << copy_label(d, rank, suit);
        out << YAML::Key << "name" << YAML::Value << d.name;
        if (rank) {
          out << YAML::Key << "rank" << YAML::Value << rank_text(rank);
          out << YAML::Key << "suit" << YAML::Value << suit_text(suit);
        }
        for (const auto& [k, v] : d.props) out << YAML::Key << k << YAML::Value << value_node(v);
        if (!d.modifiers.empty()) {
          out << YAML::Key << "modifiers" << YAML::Value << YAML::Flow << YAML::BeginMap;
          for (const auto& [k, v] : d.modifiers) out << YAML::Key << k << YAML::Value << v;
          out << YAML::EndMap;
        }
        if (!d.text.empty()) out << YAML::Key << "text" << YAML::Value << d.text;
        out << YAML::EndMap;
      }
    }
    out << YAML::EndSeq << YAML::EndMap;
  }
  out << YAML::EndSeq << YAML::EndMap;
  std::cout << printable_lines(out.c_str()) << "\n";
}

// The same fields as --yaml, each value of its JSON type.
void print_json(const Content& c) {
  Json types = Json::array();
  for (const auto& type : c.types) {
    Json cards = Json::array();
    int id = 0;
    for (const auto& d : c.defs)
      for (const auto& [rank, suit] : d.copies) {
        ++id;
        if (d.type != type) continue;
        Json card = {{"id", id}, {"card", copy_label(d, rank, suit)}, {"name", d.name}};
        if (rank) {
          card["rank"] = rank_text(rank);
          card["suit"] = suit_text(suit);
        }
        for (const auto& [k, v] : d.props) card[k] = json_value(v);
        if (!d.modifiers.empty()) {
          Json& mods = card["modifiers"] = Json::object();
          for (const auto& [k, v] : d.modifiers) mods[k] = v;
        }
        if (!d.text.empty()) card["text"] = d.text;
        cards.push_back(std::move(card));
      }
    types.push_back({{"type", type},
                     {"zone", c.type_home.at(type)},
                     {"count", count_copies(c, type)},
                     {"cards", std::move(cards)}});
  }
  Json out = {{"game", c.id},
              {"content", c.digest},
              {"variants", c.applied_variants},
              {"types", std::move(types)}};
  std::cout << json_spaced(out) << "\n";
}

void print_text(const Content& c) {
  std::cout << bold(printable(c.name)) << " (" << printable(c.id) << ", content " << c.digest;
  if (!c.applied_variants.empty()) {
    std::cout << ", variants " << printable(join(c.applied_variants));
  }
  std::cout << ")\n";
  for (const auto& type : c.types) {
    int n = count_copies(c, type);
    std::cout << "\n"
              << bold(printable(type)) << " (" << n << (n == 1 ? " card" : " cards")
              << ", start in " << printable(c.type_home.at(type)) << ")\n";
    size_t width = 0;
    for (const auto& d : c.defs)
      if (d.type == type)
        for (const auto& [rank, suit] : d.copies)
          width = std::max(width, utf8_width(copy_label(d, rank, suit)));
    for (const auto& d : c.defs) {
      if (d.type != type) continue;
      std::string t = traits(d);
      for (const auto& [rank, suit] : d.copies) {
        std::string label = copy_label(d, rank, suit);
        std::cout << "  " << printable(label) << std::string(width - utf8_width(label) + 2, ' ')
                  << dim(printable(t)) << "\n";
      }
    }
  }
}

}  // namespace

void add_cards(CLI::App& app) {
  auto a = std::make_shared<CardsArgs>();
  auto* cmd =
      app.add_subcommand("cards",
                         "Every card of a game, one physical card a line, grouped by type.\n\n"
                         "Each copy is written as records write it (`Name (RankSuit)`, `RankSuit`\n"
                         "or `Name`), followed by its properties (colour, life, ...); characters,\n"
                         "roles and special cards get their own sections.\n\n"
                         "Example:\n  arbiter cards bang --variant seed-duel");
  cmd->add_option("game", a->game, "Game id (see `arbiter games`)")->required();
  cmd->add_option("--variant", a->variants,
                  "Apply a house-rule variant first (repeatable, in order)")
      ->type_name("V");
  cmd->add_flag("--yaml", a->yaml,
                "Machine-readable: every card with its id, rank, suit, properties and text");
  cmd->add_flag("--json", a->json, "The same as --yaml, as JSON (shape in docs/cli.md)")
      ->excludes("--yaml");
  cmd->callback([a] {
    Content c = load_game(a->game, a->variants);
    if (a->json)
      print_json(c);
    else if (a->yaml)
      print_yaml(c);
    else
      print_text(c);
    throw Exit{0};
  });
}

}  // namespace arbiter::cli
