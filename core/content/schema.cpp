#include "core/content/schema.h"

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "core/base/json.h"
#include "core/base/text.h"
#include "core/content/content.h"
#include "core/content/file_keys.h"

namespace arbiter {

namespace {

// A schema written in the source as JSON text.
Json fragment(const char* text) {
  return Json::parse(text);
}

// A fragment with a description first: the fragments of the tables are objects.
Json described(const Json& fragment, const std::string& text) {
  if (text.empty()) return fragment;
  Json out = {{"description", text}};
  out.update(fragment);
  return out;
}

Json object(const KeyTable& t, const std::vector<std::pair<std::string, Json>>& extra,
            const std::vector<const KeySpec*>& also = {}) {
  Json props = Json::object();
  for (const auto* k : also) props[k->name] = described(fragment(k->schema), k->text);
  for (const auto& k : t.keys) props[k.name] = described(fragment(k.schema), k.text);
  for (const auto& [name, schema] : extra) props[name] = schema;
  return {{"type", "object"},
          {"description", t.text},
          {"additionalProperties", false},
          {"required", std::vector<std::string>(t.required.begin(), t.required.end())},
          {"properties", std::move(props)}};
}

Json enum_or(const std::vector<std::string>& words, const char* otherwise) {
  return words.empty() ? fragment(otherwise) : Json{{"enum", words}};
}

const char* value_schema(const Value& v) {
  switch (v.kind) {
    case Value::Kind::Int:
      return R"({"type": "integer"})";
    case Value::Kind::Bool:
      return R"({"type": "boolean"})";
    case Value::Kind::List:
      return R"({"$ref": "#/$defs/words"})";
    default:
      return R"({"$ref": "#/$defs/text"})";
  }
}

const char* prop_schema(const std::string& type) {
  if (type == "int") return R"({"type": "integer"})";
  if (type == "bool") return R"({"type": "boolean"})";
  if (type == "list") return R"({"$ref": "#/$defs/words"})";
  return R"({"$ref": "#/$defs/text"})";
}

// The shapes every schema refers to, whatever the game.
void plain_defs(Json& d) {
  d["text"] = fragment(R"({"type": ["string", "number", "boolean"]})");
  d["words"] = fragment(
      R"({"anyOf": [{"type": "array", "items": {"$ref": "#/$defs/text"}}, {"type": "string"}]})");
  d["copies"] = fragment(
      R"({"anyOf": [{"type": "integer", "minimum": 0}, {"type": "array", "items": {"type": "string"}}, {"type": "string"}]})");
  d["file"] = fragment(R"({"type": "string", "pattern": "^[^/]", "not": {"pattern": "\\.\\."}})");
  d["script"] =
      fragment(R"({"type": "string", "pattern": "\\.lua$", "not": {"pattern": "(^/)|\\.\\."}})");
  d["action"] = fragment(R"({"type": "object", "minProperties": 1, "maxProperties": 1,
    "description": "one entry: a player's decision (the label of an option), a pin (deck, random), a claim (expect) or a note",
    "properties": {"deck": {"$ref": "#/$defs/cards"}, "random": {"$ref": "#/$defs/cards"},
      "expect": {"type": "object"}, "note": {"$ref": "#/$defs/text"}},
    "additionalProperties": {"$ref": "#/$defs/text"}})");
  d["cards"] = fragment(
      R"({"anyOf": [{"$ref": "#/$defs/card_name"}, {"type": "array", "items": {"$ref": "#/$defs/card_name"}}]})");
}

// What the game fixes: its names, enums and the values of its rules and
// options (the plain shape without a game).
void game_defs(Json& d, const Content* c) {
  std::vector<std::string> names, types, zones, variants, rulings;
  if (c) {
    for (const auto& def : c->defs)
      if (!def.anonymous) names.push_back(def.name);
    types = c->types;
    for (const auto& z : c->zones) zones.push_back(z.name);
    for (const auto& v : c->variants) variants.push_back(v.id);
    rulings = c->ruling_ids();
  }
  d["game_id"] = c ? Json{{"const", c->id}}
                   : fragment(R"({"type": "string", "pattern": "^[A-Za-z0-9_-]{1,64}$"})");
  d["card_name"] = names.empty() ? fragment(R"({"$ref": "#/$defs/text"})")
                                 : Json{{"type", {"string", "number"}}, {"examples", names}};
  d["type_name"] = enum_or(types, R"({"type": "string"})");
  d["zone_name"] = enum_or(zones, R"({"type": "string"})");
  d["variant_id"] = enum_or(variants, R"({"type": "string", "pattern": "^[A-Za-z0-9_-]{1,64}$"})");
  d["ruling_id"] = enum_or(rulings, R"({"type": "string"})");
  Json rules = fragment(R"({"type": "object"})"), options = rules;
  if (c) {
    Json rule_props = Json::object(), option_props = Json::object();
    for (const auto& [k, v] : c->rules) rule_props[k] = fragment(value_schema(v));
    for (const auto& o : c->options) {
      Json s =
          o.values.empty() ? fragment(R"({"$ref": "#/$defs/text"})") : Json{{"enum", o.values}};
      option_props[o.name] = described(s, o.text);
    }
    rules = {{"type", "object"}, {"additionalProperties", false}, {"properties", rule_props}};
    options = {{"type", "object"}, {"additionalProperties", false}, {"properties", option_props}};
  }
  d["rule_values"] = rules;
  d["option_values"] = options;
}

// What every schema may refer to: each table, the plain shapes, and what the
// game fixes.
Json defs(const Content* c) {
  Json d = Json::object();
  plain_defs(d);
  game_defs(d, c);
  std::vector<std::pair<std::string, Json>> props;
  if (c)
    for (const auto& [k, t] : c->def_prop_types) props.push_back({k, fragment(prop_schema(t))});
  for (const auto* t : keys::all_tables()) {
    if (t == &keys::kCardChange) {
      std::vector<const KeySpec*> also;
      for (const auto& k : keys::kDefinition.keys) also.push_back(&k);
      d[t->id] = object(*t, props, also);
    } else {
      d[t->id] =
          object(*t, t == &keys::kDefinition ? props : std::vector<std::pair<std::string, Json>>{});
    }
  }
  return d;
}

// A schema document: its root (the members `root` gives) and every $defs.
std::string doc(const std::string& title, const Json& root, const Content* c) {
  Json out = {{"$schema", "https://json-schema.org/draft/2020-12/schema"}, {"title", title}};
  out.update(root);
  out["$defs"] = defs(c);
  return json_indented(out) + "\n";
}

Json ref(const std::string& def) {
  return {{"$ref", "#/$defs/" + def}};
}

Json list_of(const std::string& def) {
  return {{"type", {"array", "null"}}, {"items", ref(def)}};
}

}  // namespace

std::vector<SchemaKind> schema_kinds(const Content* c) {
  std::string g = c ? "content/" + c->id + "/" : "content/<game>/";
  std::vector<SchemaKind> out{{"game", g + "game.yaml"}};
  if (c)
    for (const auto& [file, type] : c->def_files)
      out.push_back(
          {std::filesystem::path(file).stem().string(), g + file + " (" + type + " definitions)"});
  out.push_back(
      {"definitions", "a mod folder's " + g + "*.yaml (definitions, each with its type)"});
  out.push_back({"variant", g + "variants/*.yaml"});
  out.push_back({"rulings", "the rulings file game.yaml names, or a mod's " + g + "rulings.yaml"});
  out.push_back({"hooks", "the hooks file game.yaml names, or a mod's " + g + "hooks.yaml"});
  out.push_back({"view", g + "view.yaml (how the table is shown)"});
  out.push_back({"record", std::string("records") + (c ? " of " + c->id : "")});
  return out;
}

std::string schema_json(const std::string& kind, const Content* c) {
  std::string name = c ? c->name : "a game";
  if (kind == "game") return doc("game.yaml of " + name, ref("game"), c);
  if (kind == "variant") return doc("a variant of " + name, ref("variant"), c);
  if (kind == "rulings") return doc("the rulings of " + name, list_of("ruling"), c);
  if (kind == "hooks") return doc("the hooks of " + name, ref("hooks_file"), c);
  if (kind == "view") return doc("the table of " + name, ref("view"), c);
  if (kind == "record") return doc("a record of " + name, ref("record"), c);
  if (kind == "definitions")
    return doc("definitions a mod adds to " + name,
               {{"type", {"array", "null"}},
                {"items", {{"allOf", {ref("definition"), {{"required", {"type"}}}}}}}},
               c);
  if (c)
    for (const auto& [file, type] : c->def_files)
      if (std::filesystem::path(file).stem().string() == kind)
        return doc(file + " of " + name, list_of("definition"), c);
  std::vector<std::string> kinds;
  for (const auto& k : schema_kinds(c)) kinds.push_back(k.name);
  throw Error(Verdict::BadRecord, "no schema kind '" + kind + "'" + did_you_mean(kind, kinds) +
                                      "; the kinds are " + join(kinds));
}

}  // namespace arbiter
