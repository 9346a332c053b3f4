// The base layer as the command line uses it: errors and their verdicts,
// text (folding, escaping, names), written card references, files read and
// written safely, YAML read with places, and where arbiter is installed.
// One of the public headers cli/ includes (docs/architecture.md, Public
// headers); the layers themselves include the header of each concept.
#pragma once
#include "core/base/cardref.h"
#include "core/base/error.h"
#include "core/base/home.h"
#include "core/base/safe_file.h"
#include "core/base/sha256.h"
#include "core/base/text.h"
#include "core/base/yaml_check.h"
