#include "core/sandbox/lua_alloc.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

namespace arbiter {

LuaPool::~LuaPool() {
  for (void* s : slabs_) std::free(s);
}

void* LuaPool::take(size_t cls) {
  if (Free* f = free_[cls]) {
    free_[cls] = f->next;
    return f;
  }
  size_t size = (cls + 1) * kGrain;
  if (left_ < size) {
    // The slab's unused tail is too small for this class: it stays unused.
    void* slab = std::malloc(kSlab);
    if (!slab) return nullptr;
    slabs_.push_back(slab);
    carve_ = static_cast<char*>(slab);
    left_ = kSlab;
  }
  void* p = carve_;
  carve_ += size;
  left_ -= size;
  return p;
}

void LuaPool::release(void* p, size_t old) {
  if (!p) return;
  if (old > kLargest) {
    std::free(p);
    return;
  }
  size_t cls = class_of(std::max<size_t>(old, 1));
  Free* f = static_cast<Free*>(p);
  f->next = free_[cls];
  free_[cls] = f;
}

void* LuaPool::resize(void* p, size_t old, size_t size) {
  if (!p) old = 0;
  bool small_old = p && old <= kLargest, small_new = size <= kLargest;
  if (p && !small_old && !small_new) return std::realloc(p, size);
  if (p && small_old && small_new && class_of(std::max<size_t>(old, 1)) == class_of(size)) return p;
  void* q = small_new ? take(class_of(size)) : std::malloc(size);
  if (!q) return size <= old ? p : nullptr;  // a block that shrinks keeps its place
  if (p) {
    std::memcpy(q, p, std::min(old, size));
    release(p, old);
  }
  return q;
}

}  // namespace arbiter
