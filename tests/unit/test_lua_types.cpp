// `arbiter lua-types`: every engine API method and every hook and event of
// each game is annotated, with the types the method table and the hooks
// declare.
#include <catch2/catch.hpp>

#include "core/api/lua_api.h"
#include "core/checks/lua_types.h"
#include "core/content/content.h"

using namespace arbiter;

TEST_CASE("lua-types: every ctx method is annotated, with its parameters typed", "[lua-types]") {
  std::string out = lua_types(nullptr);
  for (const auto& name : api_function_names()) {
    INFO("ctx:" << name);
    CHECK(out.find("function Ctx:" + name + "(") != std::string::npos);
  }
  CHECK(out.find("---@param seat_or_0 integer\n---@param zone string\n---@param where? \"bottom\"\n"
                 "function Ctx:move(card, seat_or_0, zone, where) end") != std::string::npos);
  // `[sub,]` in the middle: only sub is optional.
  CHECK(out.find("---@param sub? string\n---@param value any\n") != std::string::npos);
  CHECK(out.find("function import(name) end") != std::string::npos);
  CHECK(out.find("function freeze(t) end") != std::string::npos);
}

TEST_CASE("lua-types: every hook and event of each game is annotated", "[lua-types]") {
  for (const std::string game : {"bang", "thegang", "endgame"}) {
    Content c = load_content({ARBITER_SOURCE_DIR}, game);
    std::string out = lua_types(&c);
    REQUIRE(c.hooks.declared);
    for (const auto& h : c.hooks.hooks)
      for (const auto& type : h.of) {
        INFO(game << ": " << type << "." << h.name);
        std::string cls = "---@class " + game + "." + type + " ";
        size_t at = out.find(cls);
        REQUIRE(at != std::string::npos);
        size_t end = out.find("\n\n", at);
        CHECK(out.substr(at, end - at).find("---@field " + h.name + (h.required ? " " : "? ")) !=
              std::string::npos);
      }
    for (const auto& e : c.hooks.events) {
      INFO(game << ": event " << e.name);
      CHECK(out.find("---@class " + game + ".event." + e.name + " ") != std::string::npos);
    }
  }
  Content bang = load_content({ARBITER_SOURCE_DIR}, "bang");
  CHECK(lua_types(&bang).find("---@field play fun(ctx: Ctx, me: integer, card: integer, option: "
                              "table)") != std::string::npos);
}
