#include "core/content/content_codec.h"

#include <algorithm>
#include <concepts>
#include <cstdint>
#include <map>
#include <type_traits>
#include <utility>
#include <vector>

namespace arbiter {

namespace {

template <class T, class U>
concept Is = std::same_as<std::remove_const_t<T>, U>;

// The size of each struct the list below covers, with GNU's standard library
// on a 64-bit machine: a struct that grows has a field the list must take
// (then update the size here, and kMagic in content_cache.cpp).
#if defined(__GLIBCXX__) && __SIZEOF_POINTER__ == 8
static_assert(sizeof(Content) == 1264);
static_assert(sizeof(CardDef) == 472);
static_assert(sizeof(ZoneDef) == 48);
static_assert(sizeof(ScriptWrap) == 96);
static_assert(sizeof(RulingDef) == 168);
static_assert(sizeof(OptionDecl) == 120);
static_assert(sizeof(VariantInfo) == 160);
static_assert(sizeof(TriggerDef) == 176);
static_assert(sizeof(VersionDef) == 160);
static_assert(sizeof(ModDecl) == 40);
static_assert(sizeof(StateDecl) == 120);
static_assert(sizeof(HookTable) == 80);
static_assert(sizeof(HookDecl) == 320);
static_assert(sizeof(HookParam) == 96);
static_assert(sizeof(EventDecl) == 88);
static_assert(sizeof(Value) == 72);
static_assert(sizeof(SourceLoc) == 40);
#endif

// Every field of each struct, listed once for writing and reading alike. A
// field left out here would be lost on every load from the cache: the size
// checks above stop a build whose structs grew, and the tests compare
// cached loads with fresh ones.
template <class IO, class T>
requires Is<T, SourceLoc>
void fields(IO& io, T& x) {
  io(x.file, x.line, x.col);
}
template <class IO, class T>
requires Is<T, Value>
void fields(IO& io, T& x) {
  io.nested([&] { io(x.kind, x.b, x.i, x.s, x.list); });
}
template <class IO, class T>
requires Is<T, ZoneDef>
void fields(IO& io, T& x) {
  io(x.name, x.per_player, x.visibility, x.top_first, x.ordered, x.active);
}
template <class IO, class T>
requires Is<T, ScriptWrap>
void fields(IO& io, T& x) {
  io(x.script, x.path, x.variant);
}
template <class IO, class T>
requires Is<T, CardDef>
void fields(IO& io, T& x) {
  io(x.name, x.type, x.anonymous, x.copies, x.duplicates, x.aliases, x.text, x.ruling, x.script,
     x.script_path, x.wraps, x.props, x.modifiers, x.priority, x.origin, x.loc);
}
template <class IO, class T>
requires Is<T, RulingDef>
void fields(IO& io, T& x) {
  io(x.id, x.title, x.text, x.origin, x.loc);
}
template <class IO, class T>
requires Is<T, OptionDecl>
void fields(IO& io, T& x) {
  io(x.name, x.value, x.values, x.text);
}
template <class IO, class T>
requires Is<T, VariantInfo>
void fields(IO& io, T& x) {
  io(x.id, x.description, x.file, x.scripts_dir, x.root);
}
template <class IO, class T>
requires Is<T, TriggerDef>
void fields(IO& io, T& x) {
  io(x.name, x.script, x.script_path, x.priority, x.variant, x.loc);
}
template <class IO, class T>
requires Is<T, VersionDef>
void fields(IO& io, T& x) {
  io(x.number, x.rulings, x.text, x.digests, x.overlay, x.loc);
}
template <class IO, class T>
requires Is<T, ModDecl>
void fields(IO& io, T& x) {
  io(x.file, x.game_version);
}
template <class IO, class T>
requires Is<T, StateDecl>
void fields(IO& io, T& x) {
  io(x.player, x.game, x.secret, x.values);
}
template <class IO, class T>
requires Is<T, HookParam>
void fields(IO& io, T& x) {
  io(x.name, x.type, x.text);
}
template <class IO, class T>
requires Is<T, HookDecl>
void fields(IO& io, T& x) {
  io(x.name, x.of, x.kind, x.required, x.retired, x.params, x.returns, x.when, x.text, x.loc);
}
template <class IO, class T>
requires Is<T, EventDecl>
void fields(IO& io, T& x) {
  io(x.name, x.fields, x.when);
}
template <class IO, class T>
requires Is<T, HookTable>
void fields(IO& io, T& x) {
  io(x.declared, x.hooks, x.events, x.files);
}
// def_keys is left out: an index, rebuilt after reading (Content::index_defs);
// script_texts too: the files' own bytes, attached by load_content.
template <class IO, class T>
requires Is<T, Content>
void fields(IO& io, T& x) {
  io(x.id, x.name, x.changelog, x.version, x.game_version, x.versions, x.version_layers,
     x.variant_layers, x.base_digest, x.mods, x.min_players, x.max_players, x.default_players,
     x.seat_names, x.content_dir, x.scripts_dir, x.lib_dirs, x.mod_scripts_dirs, x.game_script,
     x.zones, x.type_home, x.types, x.defs, x.triggers, x.def_prop_types, x.draw_pile,
     x.refill_from, x.refill_ruling, x.held_ruling, x.bot_levels, x.rules, x.options, x.rulings,
     x.hooks, x.state, x.variants, x.applied_variants, x.def_files, x.files, x.digest);
}

// Enums and the largest value each may take.
constexpr int64_t enum_max(Visibility) {
  return static_cast<int64_t>(Visibility::Hidden);
}
constexpr int64_t enum_max(Value::Kind) {
  return static_cast<int64_t>(Value::Kind::List);
}

class Writer {
 public:
  std::string out;

  template <class... A>
  void operator()(const A&... a) {
    (one(a), ...);
  }
  template <class F>
  void nested(F f) {
    f();
  }

 private:
  void number(uint64_t v) {
    while (v >= 0x80) {
      out += static_cast<char>((v & 0x7f) | 0x80);
      v >>= 7;
    }
    out += static_cast<char>(v);
  }
  void one(bool v) { out += v ? '\1' : '\0'; }
  void one(int v) { one(static_cast<int64_t>(v)); }
  void one(int64_t v) {  // zigzag: small negatives stay short
    number((static_cast<uint64_t>(v) << 1) ^ static_cast<uint64_t>(v >> 63));
  }
  void one(const std::string& s) {
    number(s.size());
    out += s;
  }
  template <class E>
  requires std::is_enum_v<E>
  void one(E e) { one(static_cast<int64_t>(e)); }
  template <class A, class B>
  void one(const std::pair<A, B>& p) {
    one(p.first);
    one(p.second);
  }
  template <class T>
  void one(const std::vector<T>& v) {
    number(v.size());
    for (const auto& e : v) one(e);
  }
  template <class K, class V>
  void one(const std::map<K, V>& m) {
    number(m.size());
    for (const auto& [k, v] : m) {
      one(k);
      one(v);
    }
  }
  template <class T>
  void one(const std::optional<T>& o) {
    one(o.has_value());
    if (o) one(*o);
  }
  template <class T>
  requires(!std::is_enum_v<T> && !std::is_arithmetic_v<T>) void one(const T& x) {
    fields(*this, x);
  }
};

struct Malformed {};

class Reader {
 public:
  explicit Reader(std::string_view in) : in_(in) {}
  bool done() const { return at_ == in_.size(); }

  template <class... A>
  void operator()(A&... a) {
    (one(a), ...);
  }
  // A value inside a value: a list nested past any real content's depth
  // is refused rather than read until the stack runs out.
  template <class F>
  void nested(F f) {
    if (++depth_ > 64) throw Malformed{};
    f();
    --depth_;
  }

 private:
  std::string_view in_;
  size_t at_ = 0;
  int depth_ = 0;

  uint64_t number() {
    uint64_t v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      if (at_ >= in_.size()) throw Malformed{};
      auto b = static_cast<unsigned char>(in_[at_++]);
      v |= static_cast<uint64_t>(b & 0x7f) << shift;
      if (!(b & 0x80)) return v;
    }
    throw Malformed{};
  }
  // A count of things each at least one byte long: never more than are left.
  size_t count() {
    uint64_t n = number();
    if (n > in_.size() - at_) throw Malformed{};
    return static_cast<size_t>(n);
  }
  void one(bool& v) {
    uint64_t b = number();
    if (b > 1) throw Malformed{};
    v = b == 1;
  }
  void one(int64_t& v) {
    uint64_t z = number();
    v = static_cast<int64_t>(z >> 1) ^ -static_cast<int64_t>(z & 1);
  }
  void one(int& v) {
    int64_t w = 0;
    one(w);
    if (w < INT32_MIN || w > INT32_MAX) throw Malformed{};
    v = static_cast<int>(w);
  }
  void one(std::string& s) {
    size_t n = count();
    s.assign(in_.substr(at_, n));
    at_ += n;
  }
  template <class E>
  requires std::is_enum_v<E>
  void one(E& e) {
    int64_t v = 0;
    one(v);
    if (v < 0 || v > enum_max(E{})) throw Malformed{};
    e = static_cast<E>(v);
  }
  template <class A, class B>
  void one(std::pair<A, B>& p) {
    one(p.first);
    one(p.second);
  }
  template <class T>
  void one(std::vector<T>& v) {
    size_t n = count();
    v.clear();
    // A count is bounded by the bytes left, not by the memory its elements
    // take (a CardDef is hundreds of bytes): grow as they are read.
    v.reserve(std::min<size_t>(n, 256));
    for (size_t i = 0; i < n; ++i) one(v.emplace_back());
  }
  template <class K, class V>
  void one(std::map<K, V>& m) {
    size_t n = count();
    m.clear();
    for (size_t i = 0; i < n; ++i) {
      std::pair<K, V> kv;
      one(kv.first);
      one(kv.second);
      if (!m.emplace(std::move(kv)).second) throw Malformed{};  // a key twice
    }
  }
  template <class T>
  void one(std::optional<T>& o) {
    bool has = false;
    one(has);
    o.reset();
    if (has) one(o.emplace());
  }
  template <class T>
  requires(!std::is_enum_v<T> && !std::is_arithmetic_v<T>) void one(T& x) { fields(*this, x); }
};

}  // namespace

std::string encode_content(const Content& c) {
  Writer w;
  fields(w, c);
  return std::move(w.out);
}

std::optional<Content> decode_content(std::string_view bytes) {
  Reader r(bytes);
  Content c;
  try {
    fields(r, c);
  } catch (const Malformed&) {
    return std::nullopt;
  }
  if (!r.done()) return std::nullopt;
  c.index_defs();
  return c;
}

}  // namespace arbiter
