// SHA-256 against the standard's test vectors, and the served table's
// secrets and ids (core/base/sha256.h, core/table/secret.h).
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "core/base/sha256.h"
#include "core/table/secret.h"

using namespace arbiter;

TEST_CASE("sha256: the FIPS 180-4 test vectors", "[secret]") {
  CHECK(sha256_hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  CHECK(sha256_hex("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopq"
                   "klmnopqrlmnopqrsmnopqrstnopqrstu") ==
        "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1");
  CHECK(sha256_hex(std::string(1000000, 'a')) ==
        "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST_CASE("sha256: fed in pieces as at once, across block edges", "[secret]") {
  std::string text(200, 'x');
  for (size_t i = 0; i < text.size(); ++i) text[i] = static_cast<char>('a' + i % 26);
  for (size_t cut : {0, 1, 55, 56, 63, 64, 65, 119, 128, 200}) {
    Sha256 s;
    s.add(std::string_view(text).substr(0, cut));
    s.add(std::string_view(text).substr(cut));
    std::string hex;
    static const char* d = "0123456789abcdef";
    for (uint8_t b : s.finish()) hex += std::string{d[b >> 4], d[b & 15]};
    INFO("cut at " << cut);
    CHECK(hex == sha256_hex(text));
  }
}

TEST_CASE("same_in_constant_time: equal only when every byte is", "[secret]") {
  CHECK(same_in_constant_time("abc", "abc"));
  CHECK_FALSE(same_in_constant_time("abc", "abd"));
  CHECK_FALSE(same_in_constant_time("xbc", "abc"));
  CHECK_FALSE(same_in_constant_time("abc", "abcd"));
  CHECK(same_in_constant_time("", ""));
}

TEST_CASE("secrets: 128 bits as 32 hex digits, each new; stored as their hash", "[secret]") {
  std::set<std::string> seen;
  for (int i = 0; i < 200; ++i) {
    std::string s = new_secret();
    REQUIRE(s.size() == 32);
    CHECK(secret_shaped(s));
    CHECK(seen.insert(s).second);
    std::string h = secret_hash(s);
    CHECK(h == sha256_hex(s));
    CHECK(secret_matches(s, h));
    CHECK_FALSE(secret_matches(s + "0", h));
  }
  CHECK_FALSE(secret_shaped("0123456789ABCDEF0123456789abcdef"));
  CHECK_FALSE(secret_shaped("0123456789abcdef"));
}

TEST_CASE("table ids: 12 of [a-z0-9], each new", "[secret]") {
  std::set<std::string> seen;
  std::set<char> chars;
  for (int i = 0; i < 500; ++i) {
    std::string id = new_table_id();
    REQUIRE(id.size() == 12);
    for (char c : id) {
      CHECK(((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')));
      chars.insert(c);
    }
    CHECK(seen.insert(id).second);
  }
  CHECK(chars.size() == 36);  // 6000 draws reach every character
}
