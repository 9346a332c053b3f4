// A pool for the Lua state's small blocks. Scripts make short strings,
// small tables and closures at every decision; the C library's malloc and
// free took about a sixth of a whole game's time. Blocks up to 256 bytes come
// from free lists by 16-byte size class, carved from 64 KiB slabs that live
// as long as the Lua state; larger blocks go to the C library. One pool
// serves one Lua state, which one thread uses at a time.
#pragma once
#include <cstddef>
#include <vector>

namespace arbiter {

class LuaPool {
 public:
  LuaPool() = default;
  ~LuaPool();
  LuaPool(const LuaPool&) = delete;
  LuaPool& operator=(const LuaPool&) = delete;

  // Lua's allocator contract: `old` is the size of `p` when p is not null;
  // null when the memory cannot be had (never when shrinking).
  void* resize(void* p, size_t old, size_t size);
  void release(void* p, size_t old);

  size_t slab_bytes() const { return slabs_.size() * kSlab; }

 private:
  static constexpr size_t kGrain = 16;
  static constexpr size_t kLargest = 256;
  static constexpr size_t kClasses = kLargest / kGrain;
  static constexpr size_t kSlab = 64 * 1024;
  struct Free {
    Free* next;
  };
  Free* free_[kClasses] = {};
  std::vector<void*> slabs_;
  char* carve_ = nullptr;  // the unused rest of the newest slab
  size_t left_ = 0;

  static size_t class_of(size_t size) { return (size - 1) / kGrain; }  // size 1..kLargest
  void* take(size_t cls);
};

}  // namespace arbiter
