// What `arbiter validate`, `lua-types` and `schema` check a game's or a
// mod's files with, without playing: the scripts' text (old ctx names,
// hooks, narration formats, the types of the API and the sandbox's
// globals), the content's versions and the JSON Schema of each kind of
// file. One of the public headers cli/ includes (docs/architecture.md,
// Public headers).
#pragma once
#include "core/checks/format_check.h"
#include "core/checks/hook_check.h"
#include "core/checks/lua_types.h"
#include "core/checks/old_names.h"
#include "core/checks/script_text.h"
#include "core/content/schema.h"
#include "core/content/versions.h"
#include "core/sandbox/sandbox_globals.h"
