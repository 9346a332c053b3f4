// Judging a record: every decision legal, every pin used, every claim true.
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/base/error.h"
#include "core/engine/decision.h"
#include "core/game/game.h"
#include "core/records/record.h"

namespace arbiter {

class Game;
class ScriptHost;
struct Content;

struct ClaimFailure {
  int step = 0;
  std::string path, claimed, actual;
  std::string text() const;  // "step 4: claim Bob.life: claimed 3, actual 2"
};

struct ReplayOptions {
  std::vector<std::string> roots;
  std::vector<std::string> extra_variants;
  // Judge under today's rules, whatever version of them the record names.
  bool current_rules = false;
  int at_step = -1;  // capture the state where a claim after this entry would be checked
  bool final_state =
      false;     // capture the state at the end when at_step does not (ReplayResult::state_yaml)
  int view = 0;  // seat whose view the captured state shows (0: everything)
  std::string view_name;
  // A game already loaded, to judge with instead of loading the content and
  // compiling the scripts again (many records of one game). Used only when
  // it is the record's game with the same variants; the caller keeps it alive.
  ScriptHost* host = nullptr;
};

struct StepReport {
  int step = 0;
  std::string entry;                       // the entry as written
  std::vector<std::string> lines;          // narration, with ruling ids
  std::vector<std::string> private_lines;  // narration only `view` may see
  std::string digest;  // the state and open decision after this entry (for re-judging)
  // The narration as the engine gave it (each line with who may see it), and
  // the game after this entry: both valid during the call only (--html).
  std::vector<Narration> narration;
  Game* game = nullptr;
};

struct ReplayResult {
  Verdict verdict = Verdict::Ok;
  int step = 0;  // where replay stopped (for an illegal entry or a bad record)
  std::string message;
  std::vector<ClaimFailure> failures;
  std::vector<std::string> warnings;
  std::vector<std::string> legal;  // at a refusal: the options that were legal
  std::string state_yaml;          // at at_step, else at the end with final_state, else empty
  std::string digest;
  std::string content_digest;
  int game_version = 0, newest_version = 0;  // the version judged under; the newest installed
  std::string version_note;                  // "judged under version 1 ...", when not the newest
  int unpinned = 0;                          // chance outcomes taken from the seed
  // The first of them: the step each followed, and the pin that would give it.
  std::vector<std::pair<int, std::string>> seeded;
  // What the setup left to the seed ("Bob's hand: 4 cards"), or empty.
  std::string setup_seeded;
  // "2 chance outcomes came from the seed ... (after step 3: deck: ...)", or empty.
  std::string seeded_text() const;
  // The setup's part and the outcomes' part, as --strict refuses them; empty if neither.
  std::string strict_text() const;
  bool over = false;
  std::string said() const;  // the message, then each failed claim, a line each
};

// `on_step` is called after each entry with what happened (for --explain).
ReplayResult replay(const Record& rec, const ReplayOptions& opts,
                    const std::function<void(const StepReport&)>& on_step = {});

// Replays a record and keeps the game where it ends, to play on from there
// (`arbiter play --resume`). `game` is null when the content did not load.
struct Resumed {
  std::unique_ptr<Content> content;
  std::unique_ptr<ScriptHost> host;
  std::unique_ptr<Game> game;
  ReplayResult result;
  Resumed();
  Resumed(Resumed&&) noexcept;
  Resumed& operator=(Resumed&&) noexcept;
  ~Resumed();
};
Resumed replay_and_keep(const Record& rec, const ReplayOptions& opts,
                        const std::function<void(const StepReport&)>& on_step = {});

// The legal options after the last entry, one line per player and option.
struct LegalReport {
  ReplayResult result;
  std::vector<std::pair<std::string, std::vector<std::string>>> options;  // player -> labels
  std::string prompt;
  std::string why;  // for --why LABEL
};
LegalReport legal_after(const Record& rec, const ReplayOptions& opts,
                        const std::string& why_label = "");

std::string entry_text(const Entry& e);

}  // namespace arbiter
