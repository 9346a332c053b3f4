// JSON written and read through nlohmann-json (core/base/json.h).
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "core/base/json.h"

using namespace arbiter;

namespace {

std::string text(const std::string& s) {
  return json_compact(Json(s));
}

}  // namespace

TEST_CASE("json: text is valid JSON for any bytes and safe inside <script>", "[json]") {
  CHECK(text("a\"b\\c\n\r\t") == "\"a\\\"b\\\\c\\n\\r\\t\"");
  CHECK(text("\x1b\x7f\b\f") == "\"\\u001b\\u007f\\u0008\\u000c\"");
  CHECK(text("\xc2\x85\xe2\x80\xae\xe2\x80\xa8\xe2\x80\xa9") == "\"\\u0085\\u202e\\u2028\\u2029\"");
  CHECK(text("</script><!--") == "\"\\u003c/script>\\u003c!--\"");
  CHECK(text("\xff") == "\"\\ufffd\"");
  CHECK(text("♥ ->") == "\"♥ ->\"");
  // Keys are text too.
  CHECK(json_compact(Json{{"</script>", 1}}) == "{\"\\u003c/script>\":1}");
  // Whatever went in comes back out, but what nlohmann-json replaced.
  std::string any = "Ann \x1b[2J <b> \xe2\x80\xae\t\x01 ♥";
  CHECK(Json::parse(json_spaced(Json(any))).get<std::string>() == any);
}

TEST_CASE("json: the three layouts", "[json]") {
  Json j = {{"b", 1}, {"a", Json::array({true, nullptr, "x, y: z"})}, {"c", Json::object()}};
  CHECK(json_compact(j) == R"({"b":1,"a":[true,null,"x, y: z"],"c":{}})");
  CHECK(json_spaced(j) == R"({"b": 1, "a": [true, null, "x, y: z"], "c": {}})");
  CHECK(json_indented(j) ==
        "{\n  \"b\": 1,\n  \"a\": [\n    true,\n    null,\n    \"x, y: z\"\n  ],\n  \"c\": {}\n}");
}

TEST_CASE("json: decimals as printf rounds them, without trailing zeros", "[json]") {
  CHECK(json_compact(decimal(0.5, 4)) == "0.5");
  CHECK(json_compact(decimal(0.123456, 4)) == "0.1235");
  CHECK(json_compact(decimal(120.0, 2)) == "120.0");
  CHECK(json_compact(decimal(2.0 / 3, 1)) == "0.7");
  CHECK(decimal(std::nan(""), 2).is_null());
}

TEST_CASE("json: a parse error names the file, line and column", "[json]") {
  CHECK(parse_json(R"({"a": [1, 2]})", "x.json")["a"][1] == 2);
  CHECK_THROWS_WITH(parse_json("{\"a\": 1,\n  ]", "x.json"),
                    Catch::StartsWith("x.json:2:3: not valid JSON: "));
  try {
    parse_json("{\"a\": \x1b[2J", "x.json");
    FAIL("parsed");
  } catch (const Error& e) {
    CHECK(e.verdict == Verdict::BadRecord);
    CHECK(std::string(e.what()).find('\x1b') == std::string::npos);
  }
}
