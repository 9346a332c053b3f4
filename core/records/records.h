// The records layer as the command line uses it: a record read and written
// (record.h), a mod it names loaded (record_mods.h), a game played into one
// (play.h) and checked against its clones (clone_check.h), judged again
// (replay.h), two ways (rejudge.h) and under every reading of the rules
// (readings.h), the table and the entries one player may see at a step
// (view.h, redact.h); games loaded once for many replays (loaded_games.h),
// folders of records judged against EXPECTED.json (folder_tests.h), and a
// run of bot games in shards (shards.h).
// One of the public headers cli/ includes (docs/architecture.md, Public
// headers).
#pragma once
#include "core/records/clone_check.h"
#include "core/records/folder_tests.h"
#include "core/records/loaded_games.h"
#include "core/records/play.h"
#include "core/records/readings.h"
#include "core/records/record.h"
#include "core/records/record_mods.h"
#include "core/records/redact.h"
#include "core/records/rejudge.h"
#include "core/records/replay.h"
#include "core/records/shards.h"
#include "core/records/view.h"
