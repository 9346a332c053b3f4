// Checks the modules of a loaded game against its declared hooks
// (core/content/hooks.h): a field no hook of the definition's type declares (with
// the name meant), a field of another kind, a required hook missing, an
// event handler of an event the game does not emit.
#pragma once
#include <string>
#include <vector>

namespace arbiter {

class ScriptHost;

// One message per problem, each naming the script file (and the line of a
// function) and the definition. Empty when the game declares no hooks.
std::vector<std::string> check_hooks(ScriptHost& host);

}  // namespace arbiter
