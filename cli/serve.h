// The commands of a served table (docs/serve.md): `arbiter serve` (cli/serve.cpp)
// and `arbiter join` (cli/join.cpp), registered on the app as common.h's are.
#pragma once
#include <CLI/CLI.hpp>

namespace arbiter::cli {

void add_serve(CLI::App& app);
void add_join(CLI::App& app);

}  // namespace arbiter::cli
