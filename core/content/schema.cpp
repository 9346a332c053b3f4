#include "core/content/schema.h"

#include <algorithm>
#include <filesystem>

#include "core/base/text.h"
#include "core/content/content.h"
#include "core/content/file_keys.h"

namespace arbiter {

namespace {

std::string quote(const std::string& s) {
  return json_str(s);
}

std::string list(const std::vector<std::string>& words) {
  std::string out = "[";
  for (size_t i = 0; i < words.size(); ++i) out += (i ? ", " : "") + quote(words[i]);
  return out + "]";
}

// A fragment with a description: the fragments of the tables are objects.
std::string described(const std::string& fragment, const std::string& text) {
  if (text.empty()) return fragment;
  return "{\"description\": " + quote(text) + ", " + fragment.substr(1);
}

std::string object(const KeyTable& t, const std::vector<std::pair<std::string, std::string>>& extra,
                   const std::vector<const KeySpec*>& also = {}) {
  std::string props;
  auto add = [&](const std::string& name, const std::string& schema) {
    props += std::string(props.empty() ? "" : ",\n") + "      " + quote(name) + ": " + schema;
  };
  for (const auto* k : also) add(k->name, described(k->schema, k->text));
  for (const auto& k : t.keys) add(k.name, described(k.schema, k.text));
  for (const auto& [name, schema] : extra) add(name, schema);
  std::vector<std::string> req(t.required.begin(), t.required.end());
  return "{\"type\": \"object\", \"description\": " + quote(t.text) +
         ", \"additionalProperties\": false,\n    \"required\": " + list(req) +
         ",\n    \"properties\": {\n" + props + "}}";
}

std::string enum_or(const std::vector<std::string>& words, const std::string& otherwise) {
  return words.empty() ? otherwise : "{\"enum\": " + list(words) + "}";
}

std::string value_schema(const Value& v) {
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

std::string prop_schema(const std::string& type) {
  if (type == "int") return R"({"type": "integer"})";
  if (type == "bool") return R"({"type": "boolean"})";
  if (type == "list") return R"({"$ref": "#/$defs/words"})";
  return R"({"$ref": "#/$defs/text"})";
}

// What every schema may refer to: each table, the plain shapes, and what the
// game fixes (or the plain shape without a game).
std::string defs(const Content* c) {
  std::vector<std::pair<std::string, std::string>> d;
  d.push_back({"text", R"({"type": ["string", "number", "boolean"]})"});
  d.push_back(
      {"words",
       R"({"anyOf": [{"type": "array", "items": {"$ref": "#/$defs/text"}}, {"type": "string"}]})"});
  d.push_back(
      {"copies",
       R"({"anyOf": [{"type": "integer", "minimum": 0}, {"type": "array", "items": {"type": "string"}}, {"type": "string"}]})"});
  d.push_back({"file", R"({"type": "string", "pattern": "^[^/]", "not": {"pattern": "\\.\\."}})"});
  d.push_back(
      {"script", R"({"type": "string", "pattern": "\\.lua$", "not": {"pattern": "(^/)|\\.\\."}})"});
  d.push_back({"action", R"({"type": "object", "minProperties": 1, "maxProperties": 1,
    "description": "one entry: a player's decision (the label of an option), a pin (deck, random), a claim (expect) or a note",
    "properties": {"deck": {"$ref": "#/$defs/cards"}, "random": {"$ref": "#/$defs/cards"},
      "expect": {"type": "object"}, "note": {"$ref": "#/$defs/text"}},
    "additionalProperties": {"$ref": "#/$defs/text"}})"});
  d.push_back(
      {"cards",
       R"({"anyOf": [{"$ref": "#/$defs/card_name"}, {"type": "array", "items": {"$ref": "#/$defs/card_name"}}]})"});
  std::vector<std::string> names, types, zones, variants, rulings;
  if (c) {
    for (const auto& def : c->defs)
      if (!def.anonymous) names.push_back(def.name);
    types = c->types;
    for (const auto& z : c->zones) zones.push_back(z.name);
    for (const auto& v : c->variants) variants.push_back(v.id);
    rulings = c->ruling_ids();
  }
  d.push_back({"game_id", c ? "{\"const\": " + quote(c->id) + "}"
                            : R"({"type": "string", "pattern": "^[A-Za-z0-9_-]{1,64}$"})"});
  d.push_back({"card_name", names.empty() ? R"({"$ref": "#/$defs/text"})"
                                          : "{\"type\": [\"string\", \"number\"], \"examples\": " +
                                                list(names) + "}"});
  d.push_back({"type_name", enum_or(types, R"({"type": "string"})")});
  d.push_back({"zone_name", enum_or(zones, R"({"type": "string"})")});
  d.push_back({"variant_id",
               enum_or(variants, R"({"type": "string", "pattern": "^[A-Za-z0-9_-]{1,64}$"})")});
  d.push_back({"ruling_id", enum_or(rulings, R"({"type": "string"})")});
  std::string rules = R"({"type": "object"})", options = R"({"type": "object"})";
  std::vector<std::pair<std::string, std::string>> props;
  if (c) {
    rules = "{\"type\": \"object\", \"additionalProperties\": false, \"properties\": {";
    bool first = true;
    for (const auto& [k, v] : c->rules) {
      rules += std::string(first ? "" : ", ") + quote(k) + ": " + value_schema(v);
      first = false;
    }
    rules += "}}";
    options = "{\"type\": \"object\", \"additionalProperties\": false, \"properties\": {";
    first = true;
    for (const auto& o : c->options) {
      std::string s =
          o.values.empty() ? R"({"$ref": "#/$defs/text"})" : "{\"enum\": " + list(o.values) + "}";
      options += std::string(first ? "" : ", ") + quote(o.name) + ": " + described(s, o.text);
      first = false;
    }
    options += "}}";
    for (const auto& [k, t] : c->def_prop_types) props.push_back({k, prop_schema(t)});
  }
  d.push_back({"rule_values", rules});
  d.push_back({"option_values", options});
  for (const auto* t : keys::all_tables()) {
    if (t == &keys::kCardChange) {
      std::vector<const KeySpec*> also;
      for (const auto& k : keys::kDefinition.keys) also.push_back(&k);
      d.push_back({t->id, object(*t, props, also)});
    } else {
      d.push_back({t->id, object(*t, t == &keys::kDefinition
                                         ? props
                                         : std::vector<std::pair<std::string, std::string>>{})});
    }
  }
  std::string out = "{\n";
  for (size_t i = 0; i < d.size(); ++i)
    out += (i ? ",\n" : "") + ("  " + quote(d[i].first) + ": " + d[i].second);
  return out + "\n}";
}

std::string doc(const std::string& title, const std::string& root, const Content* c) {
  return "{\n\"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n\"title\": " +
         quote(title) + ",\n" + root + ",\n\"$defs\": " + defs(c) + "\n}\n";
}

std::string list_of(const std::string& def) {
  return "\"type\": [\"array\", \"null\"], \"items\": {\"$ref\": \"#/$defs/" + def + "\"}";
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
  auto ref = [](const std::string& def) { return "\"$ref\": \"#/$defs/" + def + "\""; };
  if (kind == "game") return doc("game.yaml of " + name, ref("game"), c);
  if (kind == "variant") return doc("a variant of " + name, ref("variant"), c);
  if (kind == "rulings") return doc("the rulings of " + name, list_of("ruling"), c);
  if (kind == "hooks") return doc("the hooks of " + name, ref("hooks_file"), c);
  if (kind == "view") return doc("the table of " + name, ref("view"), c);
  if (kind == "record") return doc("a record of " + name, ref("record"), c);
  if (kind == "definitions")
    return doc("definitions a mod adds to " + name,
               "\"type\": [\"array\", \"null\"], \"items\": {\"allOf\": [{\"$ref\": "
               "\"#/$defs/definition\"}, {\"required\": [\"type\"]}]}",
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
