#include "core/base/json.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>

#include "core/base/text.h"
#include "core/base/utf8.h"

namespace arbiter {

namespace {

void hex4(std::string& out, uint32_t cp) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(cp));
  out += buf;
}

// nlohmann-json escapes what JSON requires (quotes, backslashes, C0
// controls); the rest of the header's promise is kept here, on its output:
// a string's bytes are told from the structure's by its quotes, and only
// they are escaped further. Outside strings, `spaced` puts a space after
// each separator. \b and \f are written as \u0008 and \u000c, and U+FFFD
// (what stands for bytes that were not UTF-8) as \ufffd, as arbiter wrote
// them before nlohmann-json.
std::string finish(const std::string& raw, bool spaced) {
  std::string out;
  out.reserve(raw.size() + raw.size() / 8);
  bool in_string = false;
  for (size_t i = 0; i < raw.size();) {
    char c = raw[i];
    auto u = static_cast<unsigned char>(c);
    if (!in_string) {
      out += c;
      ++i;
      if (c == '"') in_string = true;
      if (spaced && (c == ',' || c == ':')) out += ' ';
    } else if (u >= 0x20 && u < 0x7F && c != '"' && c != '\\' && c != '<') {
      out += c;
      ++i;
    } else if (c == '"') {
      out += c;
      ++i;
      in_string = false;
    } else if (c == '\\') {
      char next = raw[i + 1];
      out += next == 'b' ? "\\u0008" : next == 'f' ? "\\u000c" : raw.substr(i, 2);
      i += 2;
    } else if (c == '<') {
      out += "\\u003c";
      ++i;
    } else {
      Utf8Char d = utf8_at(raw, i);  // nlohmann-json wrote UTF-8 only
      if (shown_escaped(d.cp) || d.cp == 0xFFFD)
        hex4(out, d.cp);
      else
        out.append(raw, i, d.len);
      i += d.len ? d.len : 1;
    }
  }
  return out;
}

std::string dump(const Json& j, int indent) {
  return j.dump(indent, ' ', false, Json::error_handler_t::replace);
}

}  // namespace

std::string json_compact(const Json& j) {
  return finish(dump(j, -1), false);
}

std::string json_spaced(const Json& j) {
  return finish(dump(j, -1), true);
}

std::string json_indented(const Json& j) {
  return finish(dump(j, 2), false);
}

void json_append_string(std::string& out, std::string_view s) {
  size_t start = out.size();
  out += '"';
  for (size_t i = 0; i < s.size();) {
    auto u = static_cast<unsigned char>(s[i]);
    if (u >= 0x20 && u < 0x7F && u != '"' && u != '\\' && u != '<') {
      out += s[i++];
      continue;
    }
    Utf8Char d = u >= 0x80 ? utf8_at(s, i) : Utf8Char{};
    if (d.len > 1 && d.cp != 0xFFFD && !shown_escaped(d.cp)) {
      out.append(s, i, d.len);
      i += d.len;
      continue;
    }
    // A character to escape: written as json_compact writes it, one rule.
    out.resize(start);
    out += json_compact(Json(std::string(s)));
    return;
  }
  out += '"';
}

void json_append_value(std::string& out, const Value& v) {
  switch (v.kind) {
    case Value::Kind::Nil:
      out += "null";
      return;
    case Value::Kind::Bool:
      out += v.b ? "true" : "false";
      return;
    case Value::Kind::Int:
      out += std::to_string(v.i);
      return;
    case Value::Kind::Str:
      json_append_string(out, v.s);
      return;
    case Value::Kind::List:
      out += '[';
      for (size_t i = 0; i < v.list.size(); ++i) {
        if (i) out += ',';
        json_append_value(out, v.list[i]);
      }
      out += ']';
      return;
  }
}

Json json_value(const Value& v) {
  switch (v.kind) {
    case Value::Kind::Nil:
      break;
    case Value::Kind::Bool:
      return v.b;
    case Value::Kind::Int:
      return v.i;
    case Value::Kind::Str:
      return v.s;
    case Value::Kind::List: {
      Json out = Json::array();
      for (const auto& x : v.list) out.push_back(json_value(x));
      return out;
    }
  }
  return nullptr;
}

Json decimal(double x, int digits) {
  if (!std::isfinite(x)) return nullptr;
  char buf[400];  // room for %f of the largest double
  std::snprintf(buf, sizeof buf, "%.*f", digits, x);
  return std::strtod(buf, nullptr);
}

std::string json_reason(const std::exception& e) {
  std::string m = e.what();
  size_t at = m.find("] ");
  return printable(clip(at == std::string::npos ? m : m.substr(at + 2)));
}

Json parse_json(std::string_view text, const std::string& what, Verdict verdict) {
  try {
    return Json::parse(text.begin(), text.end());
  } catch (const Json::parse_error& e) {
    // The place from the byte offset; the reason from the library's
    // message, past its own "line L, column C" (its columns count from 0).
    size_t end = std::min<size_t>(e.byte ? e.byte - 1 : 0, text.size());
    int line = 1, col = 1;
    for (size_t i = 0; i < end; ++i) {
      bool nl = text[i] == '\n';
      line += nl;
      col = nl ? 1 : col + 1;
    }
    std::string m = e.what();
    size_t at = m.find("column ");
    at = at == std::string::npos ? std::string::npos : m.find(": ", at);
    std::string why = at == std::string::npos ? m : m.substr(at + 2);
    throw Error(verdict, what + ":" + std::to_string(line) + ":" + std::to_string(col) +
                             ": not valid JSON: " + printable(clip(why)));
  }
}

}  // namespace arbiter
