// GameCore's lookups, errors, setup messages, decisions and the memory charged for scripts;
// its chance lives in core/engine/game_chance.cpp.
#include "core/engine/game_core.h"

#include <algorithm>

extern "C" {
#include <lauxlib.h>
#include <lua.h>
}

#include "core/base/cardref.h"
#include "core/base/yaml_check.h"
#include "core/content/names.h"
#include "core/engine/setup_seed.h"
#include "core/sandbox/spent.h"

namespace arbiter {

namespace {

std::string where_is(const State& s, int card) {
  return s.label(card) + " is " + s.place(card);
}

}  // namespace

GameCore::GameCore(ScriptHost& host, GameConfig config) : host_(host), config_(std::move(config)) {
  state_.init(host_.content(), config_.players);
  chance_.rng.reseed(config_.seed);
}

std::string GameCore::option(const std::string& name) const {
  auto it = config_.options.find(name);
  if (it != config_.options.end()) return it->second;
  const OptionDecl* o = content().option(name);
  return o ? o->value : "";
}

bool GameCore::end_setup() {
  if (!in_setup_) return true;
  in_setup_ = false;
  state_.dealt_moves = state_.moves;
  std::string wrong = apply_held(*this, setup_in_, setup_file_);
  if (!wrong.empty()) {
    fail(Error(Verdict::BadRecord, wrong));
    return false;
  }
  if (replaying_) {
    chance_.setup_text = seeded_setup_text(*this);
    state_.seed_dealt = chance_.setup_seeded;
    std::sort(state_.seed_dealt.begin(), state_.seed_dealt.end());
  }
  return true;
}

void GameCore::fail(Error e) {
  pending_error_ = true;
  error_ = std::move(e);
}

bool GameCore::take_error(Error* out) {
  if (!pending_error_) return false;
  pending_error_ = false;
  *out = error_;
  return true;
}

void GameCore::begin_setup(const YAML::Node& setup, const YamlFile* file) {
  setup_in_ = setup;
  setup_file_ = file;
  setup_out_ = YAML::Node(YAML::NodeType::Map);
  in_setup_ = true;
}

bool GameCore::dealing_record_setup() const {
  return in_setup_ && setup_in_ && setup_in_.IsMap() && setup_in_.size() > 0;
}

std::string GameCore::setup_place() const {
  return setup_file_ ? setup_file_->at(setup_in_).str() + ": " : std::string();
}

std::vector<Narration> GameCore::take_narration() {
  std::vector<Narration> out;
  out.swap(narration_);
  long long bytes = 0;
  for (const auto& n : out) bytes += static_cast<long long>(n.text.size() + n.rule.size());
  charge_memory(-std::min(bytes, charged_bytes_));
  return out;
}

void GameCore::setup_error(const std::string& path, const std::string& msg) {
  // Find the node the path names ("setup.hands.Bob[2]") for its line and column.
  YAML::Node n = setup_in_;
  YAML::Node found = setup_in_;
  std::string rest = path.rfind("setup", 0) == 0 ? path.substr(5) : path;
  size_t i = 0;
  while (i < rest.size() && n) {
    if (rest[i] == '.') {
      size_t j = i + 1;
      while (j < rest.size() && rest[j] != '.' && rest[j] != '[') ++j;
      std::string key = rest.substr(i + 1, j - i - 1);
      if (!n.IsMap() || !n[key]) break;
      n = n[key];
      found = n;
      i = j;
    } else if (rest[i] == '[') {
      size_t j = rest.find(']', i);
      if (j == std::string::npos) break;
      size_t k = std::stoul(rest.substr(i + 1, j - i - 1));
      if (!n.IsSequence() || k >= n.size()) break;
      n = n[k];
      found = n;
      i = j + 1;
    } else {
      break;
    }
  }
  std::string where = setup_file_ ? setup_file_->at(found).str() + ": " : "";
  fail(Error(Verdict::BadRecord, where + path + ": " + msg));
}

int GameCore::def_index(const std::string& name) const {
  auto it = def_by_name_.find(name);
  if (it != def_by_name_.end()) return it->second;
  int d = content().def_index(name);
  def_by_name_.emplace(name, d);
  return d;
}

int GameCore::find_card(const std::string& text, int zone_id, std::string* why) const {
  CardRef ref = parse_card_ref(fold_text(text));
  int def = -1;
  if (!ref.name.empty()) {
    def = def_index(ref.name);
    if (def < 0) {
      if (why) *why = "no card is called '" + ref.name + "'" + name_hint(content(), ref.name);
      return -1;
    }
  }
  auto fits = [&](int id) {
    const Card& c = state_.card(id);
    if (def >= 0 && c.def != def) return false;
    if (ref.has_rank_suit() && (c.rank != ref.rank || c.suit != ref.suit)) return false;
    if (def < 0 && !content().defs[c.def].anonymous) return false;
    return true;
  };
  if (zone_id >= 0) {
    int best = 0;
    for (int id : state_.zone(zone_id).cards)
      if (fits(id) && (!best || state_.card(id).entered < state_.card(best).entered)) best = id;
    if (best) return best;
  }
  // Not there: say where it is.
  for (const auto& c : state_.cards)
    if (fits(c.id)) {
      if (why) *why = zone_id >= 0 ? where_is(state_, c.id) : "";
      return zone_id >= 0 ? -2 : c.id;
    }
  if (why) *why = "no card " + fold_text(text) + " in this game";
  return -1;
}

bool GameCore::fits_ref(int card, const std::string& text) const {
  CardRef ref = parse_card_ref(fold_text(text));
  const Card& c = state_.card(card);
  if (!ref.name.empty() && def_index(ref.name) != c.def) return false;
  if (ref.name.empty() && !content().defs[c.def].anonymous) return false;
  return !ref.has_rank_suit() || (c.rank == ref.rank && c.suit == ref.suit);
}

void GameCore::set_decision(Decision d) {
  release_refusals();
  decision_ = std::move(d);
}

void GameCore::release_refusals() {
  for (auto* list : {&decision_.choices, &decision_.asides})
    for (auto& c : *list)
      for (int* slot : {&c.lazy_refusals, &c.parts})
        if (*slot) {
          free_slot(*slot);
          *slot = 0;
        }
}

int GameCore::keep_slot(lua_State* L) {
  if (slots_ == LUA_NOREF) {
    lua_newtable(L);
    slots_ = luaL_ref(L, LUA_REGISTRYINDEX);
  }
  int slot;
  if (free_slots_.empty()) {
    slot = ++slot_end_;
  } else {
    slot = free_slots_.back();
    free_slots_.pop_back();
  }
  lua_rawgeti(L, LUA_REGISTRYINDEX, slots_);
  lua_rotate(L, -2, 1);  // the table under the value
  lua_rawseti(L, -2, slot);
  lua_pop(L, 1);
  return slot;
}

void GameCore::push_slot(lua_State* L, int slot) const {
  lua_rawgeti(L, LUA_REGISTRYINDEX, slots_);
  lua_rawgeti(L, -1, slot);
  lua_remove(L, -2);
}

void GameCore::free_slot(int slot) {
  lua_State* L = host_.lua();
  lua_rawgeti(L, LUA_REGISTRYINDEX, slots_);
  lua_pushnil(L);
  lua_rawseti(L, -2, slot);
  lua_pop(L, 1);
  free_slots_.push_back(slot);
}

void GameCore::release_slots() {
  if (slots_ == LUA_NOREF) return;
  luaL_unref(host_.lua(), LUA_REGISTRYINDEX, slots_);
  slots_ = LUA_NOREF;
}

void GameCore::charge_memory(long long delta) {
  void* ud = nullptr;
  lua_getallocf(host_.lua(), &ud);
  auto* a = static_cast<ScriptHost::Alloc*>(ud);
  if (delta > 0 && a->used + a->charged_bytes + static_cast<size_t>(delta) > a->limit) {
    std::string message =
        "not enough memory: the game's state and narration would pass the memory cap of " +
        std::to_string(a->limit >> 20) + " MiB (it covers what scripts make the engine keep)";
    mark_spent(host_.lua(), message);  // the script may not catch it and go on
    throw std::runtime_error(message);
  }
  a->charged_bytes = static_cast<size_t>(static_cast<long long>(a->charged_bytes) + delta);
  charged_bytes_ += delta;
}

}  // namespace arbiter
