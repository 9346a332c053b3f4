// The one file that knows the source tree: CMake compiles it twice, with
// ARBITER_SOURCE_DIR for the build-tree program and tests, without it for the
// program `make install` and the package ship.
#include "core/base/home.h"

namespace arbiter {

const char* source_root() {
#ifdef ARBITER_SOURCE_DIR
  return ARBITER_SOURCE_DIR;
#else
  return "";
#endif
}

}  // namespace arbiter
