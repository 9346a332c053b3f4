// The globals scripts may read, as ScriptHost::open_sandbox leaves them:
// plain names, then each library table with its fields. `arbiter lua-types
// --luacheckrc` writes luacheck's settings from it (the repository's
// .luacheckrc and a mod's); tests/unit/test_sandbox.cpp holds it to a live
// sandbox.
#pragma once
#include <string>
#include <vector>

namespace arbiter {

struct SandboxLibrary {
  std::string name;
  std::vector<std::string> fields;
};

struct SandboxGlobals {
  std::vector<std::string> names;
  std::vector<SandboxLibrary> libraries;
};

const SandboxGlobals& sandbox_globals();

}  // namespace arbiter
