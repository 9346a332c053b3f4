#include "core/base/yaml_check.h"

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>

#include <cstdio>
#include <fstream>
#include <set>
#include <sstream>

#include "core/base/safe_file.h"
#include "core/base/text.h"
#include "core/base/yaml_words.h"

namespace arbiter {

YamlFile YamlFile::load(const std::string& path, Verdict verdict, const std::string& inside) {
  return parse(read_regular_file(path, kMaxContentFileBytes, verdict, inside), path, verdict);
}

namespace {

std::string fmt_hex(unsigned char c) {
  char buf[4];
  std::snprintf(buf, sizeof buf, "%02X", c);
  return buf;
}

// Where byte `pos` of `text` is, 1-based, counting columns in characters.
SourceLoc place(const std::string& name, const std::string& text, size_t pos) {
  SourceLoc at{name, 1, 1};
  for (size_t i = 0; i < pos && i < text.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == '\n') {
      ++at.line;
      at.col = 1;
    } else if ((c & 0xC0) != 0x80) {
      ++at.col;
    }
  }
  return at;
}

// yaml-cpp's message for a tab in the indentation ("illegal map value",
// "illegal block entry") does not name the tab, and its column is past it:
// say where the tab is, when the line YAML stumbled on is indented with one.
std::string tab_hint(const std::string& text, size_t start, int line) {
  if (line < 0) return "";
  size_t at = start;
  for (int l = 0; l < line && at != std::string::npos; ++l) {
    at = text.find('\n', at);
    if (at != std::string::npos) ++at;
  }
  if (at == std::string::npos) return "";
  // Lines counted at '\n' only: where YAML breaks lines elsewhere too (a lone
  // '\r', NEL, LS, PS), say nothing rather than name the wrong line.
  std::string_view before(text.data() + start, at - start);
  for (size_t i = 0; i < before.size(); ++i)
    if (before[i] == '\r' && (i + 1 == before.size() || before[i + 1] != '\n')) return "";
  for (std::string_view odd : {"\xC2\x85", "\xE2\x80\xA8", "\xE2\x80\xA9"})
    if (before.find(odd) != std::string_view::npos) return "";
  size_t lead = text.find_first_not_of(" \t", at);
  if (lead == std::string::npos) lead = text.size();
  size_t tab = text.find('\t', at);
  if (tab == std::string::npos || tab >= lead) return "";
  return " (the tab at line " + std::to_string(line + 1) + ", column " +
         std::to_string(tab - at + 1) + " indents this line: YAML indents with spaces, never tabs)";
}

}  // namespace

// yaml-cpp passes bad bytes through into names and labels.
size_t bad_utf8(std::string_view s) {
  size_t i = 0, n = s.size();
  while (i < n) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (c == 0) return i;
    if (c < 0x80) {
      ++i;
      continue;
    }
    size_t len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 ? 2 : 0;
    if (len == 0 || c > 0xF4 || i + len > n) return i;
    unsigned char c1 = static_cast<unsigned char>(s[i + 1]);
    // No overlong forms, no surrogates, nothing past U+10FFFF.
    if ((c == 0xE0 && c1 < 0xA0) || (c == 0xED && c1 > 0x9F) || (c == 0xF0 && c1 < 0x90) ||
        (c == 0xF4 && c1 > 0x8F))
      return i;
    for (size_t k = 1; k < len; ++k)
      if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return i;
    i += len;
  }
  return std::string::npos;
}

namespace {

// Walks the parsed tree once: depth, size, and duplicate keys in every
// mapping. Recursion stops at kMaxYamlDepth. An alias of a list or mapping is
// refused: yaml-cpp shares the aliased node, and every walk after this one
// would expand it, so a few lines of anchors could stand for billions of
// values. (A node met twice at the same place is such an alias.)
struct TreeCheck {
  explicit TreeCheck(const YamlFile& file) : f(file) {}
  const YamlFile& f;
  size_t nodes = 0, text = 0;
  std::set<std::pair<int, int>> containers;  // (position, type) of each list and mapping met

  void walk(const YAML::Node& n, int depth) {
    if (++nodes > kMaxYamlNodes)
      throw f.error(n, "more than " + std::to_string(kMaxYamlNodes) + " values");
    if (depth > kMaxYamlDepth)
      throw f.error(n, "nested more than " + std::to_string(kMaxYamlDepth) + " levels deep");
    if (n.IsScalar() && (text += n.Scalar().size()) > kMaxYamlText)
      throw f.error(n, "the values add up to more than " + std::to_string(kMaxYamlText >> 20) +
                           " MiB of text (an alias repeats its anchor's text every time)");
    if ((n.IsSequence() || n.IsMap()) &&
        !containers.emplace(n.Mark().pos, static_cast<int>(n.Type())).second)
      throw f.error(n, "an alias of a list or mapping (aliases may only repeat plain values)");
    if (n.IsSequence()) {
      for (const auto& e : n) walk(e, depth + 1);
    } else if (n.IsMap()) {
      std::set<std::string> seen;
      for (auto it = n.begin(); it != n.end(); ++it) {
        if (it->first.IsScalar() && !seen.insert(it->first.Scalar()).second)
          throw f.error(it->first, "key '" + it->first.Scalar() + "' is given twice");
        walk(it->first, depth + 1);
        walk(it->second, depth + 1);
      }
    }
  }
};

// Where each document starts, read as events (nothing is built), stopping
// at the second: a file holds one document. yaml-cpp's own LoadAll never
// returns on a comma outside brackets (","): it yields an empty document at
// the same place again and again until memory runs out. A document that
// starts where the one before it did is that comma.
struct DocumentStarts : YAML::EventHandler {
  std::vector<size_t> starts;
  void OnDocumentStart(const YAML::Mark& m) override { starts.push_back(m.pos); }
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark&, YAML::anchor_t) override {}
  void OnAlias(const YAML::Mark&, YAML::anchor_t) override {}
  void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t,
                const std::string&) override {}
  void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                       YAML::EmitterStyle::value) override {}
  void OnSequenceEnd() override {}
  void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                  YAML::EmitterStyle::value) override {}
  void OnMapEnd() override {}
};

// Throws if the text holds more than one document, or a token the parser
// stays stuck on; syntax errors come out as yaml-cpp's exceptions.
void check_one_document(const std::string& text, const std::string& name, Verdict verdict) {
  std::istringstream in(text);
  YAML::Parser parser(in);
  DocumentStarts events;
  while (events.starts.size() < 3 && parser.HandleNextDocument(events)) {
    size_t n = events.starts.size();
    bool stuck = n >= 2 && events.starts[n - 1] == events.starts[n - 2];
    if (stuck) {
      size_t at = events.starts[n - 1];
      throw Error(verdict, place(name, text, at).str() + ": not valid YAML: " +
                               (at < text.size() && text[at] == ','
                                    ? "a comma outside brackets (a list on one line is written "
                                      "inside [ ], a mapping inside { })"
                                    : "text the YAML reader cannot go past"));
    }
  }
  if (events.starts.size() > 1 && events.starts[1] != events.starts[0])
    throw Error(verdict, place(name, text, events.starts[1]).str() +
                             ": a second YAML document (after `---`): a file holds one");
}

}  // namespace

YamlFile YamlFile::parse(const std::string& text, const std::string& name, Verdict verdict) {
  YamlFile f;
  f.name_ = name;
  f.verdict = verdict;
  size_t start = text.rfind("\xEF\xBB\xBF", 0) == 0 ? 3 : 0;  // a UTF-8 byte order mark
  size_t bad = bad_utf8(std::string_view(text).substr(start));
  if (bad != std::string::npos)
    throw Error(verdict, place(name, text, start + bad).str() + ": not UTF-8 text (byte 0x" +
                             fmt_hex(static_cast<unsigned char>(text[start + bad])) + ")");
  try {
    // A second document is refused: a reader would see only the first.
    check_one_document(text, name, verdict);
    f.root_ = YAML::Load(text);
  } catch (const YAML::DeepRecursion& e) {
    SourceLoc at{name, e.mark.line + 1, e.mark.column + 1};
    throw Error(verdict, at.str() + ": nested too deeply (at most " +
                             std::to_string(kMaxYamlDepth) + " levels)");
  } catch (const YAML::ParserException& e) {
    SourceLoc at{name, e.mark.line + 1, e.mark.column + 1};
    std::string tab = tab_hint(text, start, e.mark.line);
    // A tab names the trouble itself; otherwise yaml-cpp's words, said plainly.
    std::string words = tab.empty() ? yaml_plain_words(e.msg, std::string_view(text).substr(start),
                                                       e.mark.line, e.mark.column)
                                    : e.msg + tab;
    throw Error(verdict, at.str() + ": not valid YAML: " + words);
  } catch (const YAML::Exception& e) {
    throw Error(verdict, name + ": not valid YAML: " + e.msg);
  }
  TreeCheck check(f);
  check.walk(f.root_, 0);
  f.nodes_ = check.nodes;
  return f;
}

SourceLoc YamlFile::at(const YAML::Node& n) const {
  SourceLoc loc{name_, 0, 0};
  if (n.IsDefined() && n.Mark().line >= 0) {
    loc.line = n.Mark().line + 1;
    loc.col = n.Mark().column + 1;
  }
  return loc;
}

Error YamlFile::error(const YAML::Node& n, const std::string& msg) const {
  return Error(verdict, at(n), msg);
}

// A key that is not there reads as an undefined node, which yaml-cpp throws
// about when asked anything but IsDefined: say it is missing instead.
void YamlFile::require_defined(const YAML::Node& n, const std::string& what) const {
  if (!n.IsDefined()) throw Error(verdict, name_ + ": " + what + ": missing");
}

void YamlFile::require_map(const YAML::Node& n, const std::string& what) const {
  require_defined(n, what);
  if (!n.IsMap()) throw error(n, what + ": expected a mapping");
}

void YamlFile::require_list(const YAML::Node& n, const std::string& what) const {
  require_defined(n, what);
  if (!n.IsSequence()) throw error(n, what + ": expected a list");
}

void YamlFile::check_keys(const YAML::Node& n, const std::vector<std::string>& allowed,
                          const std::string& what) const {
  require_map(n, what);
  std::set<std::string> seen;
  for (auto it = n.begin(); it != n.end(); ++it) {
    if (!it->first.IsScalar()) throw error(it->first, what + ": keys must be plain words");
    std::string key = it->first.Scalar();
    if (!seen.insert(key).second)
      throw error(it->first, what + ": key '" + key + "' is given twice");
    bool ok = false;
    for (const auto& a : allowed) ok = ok || a == key;
    if (!ok) {
      std::string colon = colon_hint(key);
      if (!colon.empty()) throw error(it->first, what + ": unknown key '" + key + "'" + colon);
      throw error(it->first, what + ": unknown key '" + key + "'" + did_you_mean(key, allowed) +
                                 "; expected one of: " + join(allowed));
    }
  }
}

std::string YamlFile::str(const YAML::Node& n, const std::string& what) const {
  require_defined(n, what);
  if (!n.IsScalar()) throw error(n, what + ": expected text");
  return n.Scalar();
}

int YamlFile::integer(const YAML::Node& n, const std::string& what) const {
  require_defined(n, what);
  if (!n.IsScalar()) throw error(n, what + ": expected a whole number");
  const std::string& s = n.Scalar();
  size_t pos = 0;
  int v = 0;
  try {
    v = std::stoi(s, &pos);
  } catch (...) {
    pos = 0;
  }
  if (pos == 0 || pos != s.size())
    throw error(n, what + ": expected a whole number, not '" + s + "'");
  return v;
}

bool YamlFile::boolean(const YAML::Node& n, const std::string& what) const {
  require_defined(n, what);
  if (n.IsScalar() && (n.Scalar() == "true" || n.Scalar() == "false")) return n.Scalar() == "true";
  throw error(n, what + ": expected true or false");
}

std::vector<std::string> split_commas(const std::string& s) {
  std::vector<std::string> out;
  std::string cur;
  auto flush = [&] {
    size_t a = cur.find_first_not_of(' '), b = cur.find_last_not_of(' ');
    if (a != std::string::npos) out.push_back(cur.substr(a, b - a + 1));
    cur.clear();
  };
  for (char c : s) {
    if (c == ',')
      flush();
    else
      cur += c;
  }
  flush();
  return out;
}

std::vector<std::string> YamlFile::str_list(const YAML::Node& n, const std::string& what) const {
  require_defined(n, what);
  if (n.IsNull()) return {};
  if (n.IsScalar()) return split_commas(n.Scalar());
  if (!n.IsSequence()) throw error(n, what + ": expected a list");
  std::vector<std::string> out;
  for (const auto& e : n) out.push_back(str(e, what));
  return out;
}

}  // namespace arbiter
