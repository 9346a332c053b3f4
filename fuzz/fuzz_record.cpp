// Fuzzing the record reader and judge: any bytes are read as a record and, if
// they make one, replayed against the test game (tests/fixtures, duelists).
// Every outcome must be a verdict; a crash, a leak or a hang is a bug.
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/error.h"
#include "core/record.h"
#include "core/replay.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  arbiter::ReplayOptions opts;
  opts.roots = {ARBITER_SOURCE_DIR "/tests/fixtures"};
  try {
    arbiter::Record rec = arbiter::parse_record(text, "fuzz.yaml");
    arbiter::ReplayResult r = arbiter::replay(rec, opts);
    (void)r;
  } catch (const arbiter::Error&) {
    // A verdict: what the command line turns into an exit code.
  }
  return 0;
}
