// docs/lua-api.md documents every function bound on the engine API.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "core/lua_api.h"

TEST_CASE("docs: every engine API function has an entry in docs/lua-api.md", "[docs]") {
  std::ifstream in(ARBITER_SOURCE_DIR "/docs/lua-api.md");
  REQUIRE(in);
  std::stringstream ss;
  ss << in.rdbuf();
  std::string doc = ss.str();
  for (const auto& name : arbiter::api_function_names()) {
    INFO("ctx:" << name << " has no entry in docs/lua-api.md");
    CHECK(doc.find("`ctx:" + name + "(") != std::string::npos);
  }
}
