// The content cache: a game's loaded content kept as bytes (content_codec.h)
// in the user's cache folder (cache_folder(), core/base/home.h), so a
// command starts without reading YAML. Only a speed-up, never a source of
// truth: an entry is used only when its files are byte for byte those the
// game is made of now, and was written by this very program under this
// cache folder's key (so by this user's arbiter); anything else is passed
// over and the content loaded as always, which then replaces it: silently
// when the files changed since, with a one-line note on stderr when the
// entry is cut short, damaged, forged, not the user's own, or stands for
// another game, mod or version. Only content
// that loads is kept, so every message about content comes from loading it.
#pragma once
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/content/content.h"

namespace arbiter {

class ContentCache {
 public:
  // The entry for load_content's arguments. Inactive (finds nothing, keeps
  // nothing) without a usable cache folder, or when the game's folders hold
  // a link, a special file or a file over the content size limit: such a
  // game is always loaded from its files.
  ContentCache(const std::vector<std::string>& roots, const std::string& game,
               const std::vector<std::string>& variants, int version);

  std::optional<Content> find() const;
  // Writes the entry; a folder that cannot be written is no error.
  void keep(const Content& c) const;

  // Whether an entry was found or may be kept.
  bool active() const { return !file_.empty(); }
  const std::string& file() const { return file_; }
  // The scripts the check read (Content::script_texts), or null.
  std::shared_ptr<const std::map<std::string, std::string>> scripts() const { return scripts_; }

 private:
  std::string file_;         // the entry's path; empty when inactive
  std::string identity_;     // the program, the search path, the game asked for
  std::string fingerprint_;  // every file of the game's folders, by path, size and hash
  std::shared_ptr<const std::map<std::string, std::string>> scripts_;
  std::string key_;   // the cache folder's secret, which every checksum covers
  std::string game_;  // for notes

  void pass_over(const std::string& why) const;
};

}  // namespace arbiter
