// A plain value held by the game state: a player's life, a flag, a name, a list.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace arbiter {

struct Value {
  enum class Kind { Nil, Bool, Int, Str, List };
  Kind kind = Kind::Nil;
  bool b = false;
  int64_t i = 0;
  std::string s;
  std::vector<Value> list;

  static Value boolean(bool v) {
    Value x;
    x.kind = Kind::Bool;
    x.b = v;
    return x;
  }
  static Value integer(int64_t v) {
    Value x;
    x.kind = Kind::Int;
    x.i = v;
    return x;
  }
  static Value str(std::string v) {
    Value x;
    x.kind = Kind::Str;
    x.s = std::move(v);
    return x;
  }
  static Value of_list(std::vector<Value> v) {
    Value x;
    x.kind = Kind::List;
    x.list = std::move(v);
    return x;
  }
  bool is_nil() const { return kind == Kind::Nil; }
  bool operator==(const Value& o) const = default;
  // Plain text as a record or a claim writes it.
  std::string text() const;
  // Bytes the value takes in memory, near enough: for the memory cap on what
  // scripts make the engine keep.
  size_t bytes() const;
};

}  // namespace arbiter
