// Escaping text from outside for terminals and HTML (core/base/text.h).
#include <catch2/catch.hpp>

#include "core/base/text.h"

using namespace arbiter;

TEST_CASE("text: printable writes out what a terminal would act on", "[text]") {
  CHECK(printable("\x1b]0;PWNED\a\x1b[2J") == "\\x1b]0;PWNED\\x07\\x1b[2J");
  CHECK(printable("a\nb\tc\rd") == "a\\nb\\tc\\rd");
  CHECK(printable_lines("a\nb\x1b") == "a\nb\\x1b");
  CHECK(printable("\x7f") == "\\x7f");
  CHECK(printable("\xc2\x85\xc2\x9b") == "\\u0085\\u009b");  // C1: NEL, CSI
  CHECK(printable("\xe2\x80\xae\xe2\x81\xa6\xe2\x80\x8f\xe2\x80\xa8") ==
        "\\u202e\\u2066\\u200f\\u2028");
  CHECK(printable("\xff\xc0\x80\xed\xa0\x80") == "\\xff\\xc0\\x80\\xed\\xa0\\x80");
  CHECK(printable(std::string("a\0b", 3)) == "a\\x00b");
  // Ordinary text, ASCII and UTF-8 alike, is left as it is.
  CHECK(printable("BANG! (5♦) ミスった \\x1b é") == "BANG! (5♦) ミスった \\x1b é");
}

TEST_CASE("text: html_escape leaves no markup and no control characters", "[text]") {
  CHECK(html_escape("<b a='x' b=\"y\">&</b>") ==
        "&lt;b a=&#39;x&#39; b=&quot;y&quot;&gt;&amp;&lt;/b&gt;");
  CHECK(html_escape("a\nb\x1b\xe2\x80\xae♥") == "a\nb\\x1b\\u202e♥");
}
