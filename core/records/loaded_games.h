// Games loaded once (content and compiled scripts) for a command that judges
// several records, or one record several times: each replay is handed the
// loaded game (ReplayOptions::host) instead of loading it again.
#pragma once
#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "core/content/content.h"
#include "core/game/game.h"

namespace arbiter {

class LoadedGames {
 public:
  // Games are loaded from these content roots (those after the first are mods).
  explicit LoadedGames(std::vector<std::string> roots) : roots_(std::move(roots)) {}

  // The game with these variants applied in order, or null where its content
  // does not load (the caller's replay then loads it itself and says why, as
  // it would have without this cache).
  // `version`: of the game's rules (0: the newest).
  const Content* content(const std::string& game, const std::vector<std::string>& variants,
                         int version = 0) {
    Loaded* g = find(game, variants, version);
    return g ? g->content.get() : nullptr;
  }
  // The same with its scripts compiled, or null where they do not compile.
  ScriptHost* host(const std::string& game, const std::vector<std::string>& variants,
                   int version = 0) {
    Loaded* g = find(game, variants, version);
    if (!g) return nullptr;
    if (!g->host && !g->host_failed) {
      try {
        g->host = std::make_unique<ScriptHost>(*g->content);
      } catch (const Error&) {
        g->host_failed = true;
      }
    }
    return g->host.get();
  }
  // Drops a game whose scripts may have been left anywhere (a script error,
  // a budget spent): the next use loads it afresh.
  void forget(const std::string& game, const std::vector<std::string>& variants, int version = 0) {
    games_.erase(Key{game, variants, version});
  }

 private:
  static constexpr size_t kKept = 16;  // game and variant sets kept loaded at once
  struct Loaded {
    // The host uses the content: released first (members go in reverse order).
    std::unique_ptr<Content> content;
    std::unique_ptr<ScriptHost> host;
    bool host_failed = false;
  };
  using Key = std::tuple<std::string, std::vector<std::string>, int>;
  std::vector<std::string> roots_;
  std::map<Key, Loaded> games_;

  Loaded* find(const std::string& game, const std::vector<std::string>& variants, int version) {
    Key key{game, variants, version};
    auto it = games_.find(key);
    if (it != games_.end()) return &it->second;
    Loaded g;
    try {
      g.content = std::make_unique<Content>(load_content(roots_, game, variants, version));
    } catch (const Error&) {
      return nullptr;
    }
    if (games_.size() >= kKept) games_.clear();
    return &games_.emplace(key, std::move(g)).first->second;
  }
};

}  // namespace arbiter
