// Fuzzing the record reader and judge: any bytes are read as a record and, if
// they make one, replayed against the test game (tests/fixtures, duelists).
// Every outcome must be a verdict; a crash, a leak or a hang is a bug. The
// quick reader must also agree with yaml-cpp's full reading, record for
// record and message for message: a difference stops the fuzzer.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <string>

#include "core/base/error.h"
#include "core/records/record.h"
#include "core/records/replay.h"

namespace {

std::string reading(const std::function<arbiter::Record()>& read) {
  try {
    arbiter::Record r = read();
    std::string out = arbiter::write_record(r);
    for (const auto& e : r.actions) out += std::to_string(e.step) + " " + e.at.str() + "\n";
    return out;
  } catch (const arbiter::Error& e) {
    return std::string("error: ") + e.what();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  if (reading([&] { return arbiter::parse_record(text, "fuzz.yaml"); }) !=
      reading([&] { return arbiter::parse_record_yaml(text, "fuzz.yaml"); }))
    std::abort();
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
