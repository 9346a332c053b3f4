// JSON as arbiter writes and reads it: a document is built as a value of
// Debian's nlohmann-json and written in one of three layouts; text is
// parsed into such a value, with the place of its first error.
//
// Every layout writes text so that it is valid JSON whatever bytes it held
// (bytes that are not UTF-8 become U+FFFD) and inert wherever it is shown:
// the characters text.h's printable() writes out (controls, DEL, C1,
// bidirectional characters, line and paragraph separators) as `\u` escapes,
// and `<` as `\u003c`, so a document may sit inside an HTML <script>
// element (no `</script>`, no `<!--`).
//
// This header declares only (the library's own forward declarations): a
// file that builds or reads a document includes <nlohmann/json.hpp> too,
// and the many that only pass one along do not pay for it.
#pragma once
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>

#include "core/base/error.h"
#include "core/base/value.h"

namespace arbiter {

// Objects keep their keys in the order they were set: a document reads in
// the order its writer gave, not sorted.
using Json = nlohmann::ordered_json;

// On one line, nothing between the tokens: `{"a":1,"b":[1,2]}`. For the
// data of a page, where every byte is downloaded.
std::string json_compact(const Json& j);
// On one line, a space after each `,` and `:`: `{"a": 1, "b": [1, 2]}`.
// What `--json` prints and shards hold.
std::string json_spaced(const Json& j);
// Across lines, two spaces a level: for files people open (JSON schemas).
std::string json_indented(const Json& j);

// Appends `s` as a JSON string, escaped exactly as json_compact escapes it:
// for code that writes a large document's text directly, where building a
// Json first costs more than the writing (a served table's pushes).
void json_append_string(std::string& out, std::string_view s);
// Appends a Value as json_compact(json_value(v)) writes it.
void json_append_value(std::string& out, const Value& v);

// A value of the content or the state: nil as null, a list as an array.
Json json_value(const Value& v);

// `x` rounded to `digits` decimals as printf's `%.*f` rounds it, written
// without trailing zeros (0.5 for 0.5000); NaN and infinities as null.
Json decimal(double x, int digits);

// The document `text` holds. Throws Error (`verdict`) naming `what` (a
// file's name), the line and column of the first error and what is wrong.
Json parse_json(std::string_view text, const std::string& what,
                Verdict verdict = Verdict::BadRecord);

// What an error of the library says, without its number: "key 'seed' not
// found", "type must be string, but is number".
std::string json_reason(const std::exception& e);

}  // namespace arbiter
