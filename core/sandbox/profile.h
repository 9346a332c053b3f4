// Where scripts spend their instructions: a sample every time the budget
// hook fires (every 1,000 Lua VM instructions), by script line and by
// function. For modders and rules authors tuning a game (`arbiter sim
// --profile`); off unless asked for, and then it costs only at each sample.
#pragma once
#include <mutex>
#include <string>
#include <unordered_map>

struct lua_State;

namespace arbiter {

class ScriptProfile {
 public:
  // Records where `L` is now: its running line, and every function on its stack.
  void sample(lua_State* L);
  // Adds another profile's samples (a worker thread's) under a lock.
  void merge(const ScriptProfile& other);
  // The `top` busiest lines (self) and functions (inclusive), as text.
  std::string report(size_t top) const;
  long samples() const { return samples_; }

 private:
  long samples_ = 0;
  std::unordered_map<std::string, long> lines_;  // "file:line" -> samples running there
  std::unordered_map<std::string, long>
      functions_;  // "file:line of the definition" -> samples on the stack
  std::mutex merge_mutex_;
};

}  // namespace arbiter
