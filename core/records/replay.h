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
  // Why it does not hold: the steps since the claimed value last held that
  // changed it, with their narration and rulings ("it was 4 after step 1;
  // step 2 (Bob: pass) made it 3: ..."); empty when not worked out.
  std::string why;
  int changed_at = 0;        // the last of those steps: the one that made the difference (0: none)
  int held_at = -1;          // the last step after which the claim held (-1: never in the record)
  std::string text() const;  // "step 4: claim Bob.life: claimed 3, actual 2: <why>"
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
  // The mods judged with (id, digest), and for a record that names none,
  // which it took and why (core/records/record_mods.h), or empty.
  std::vector<std::pair<std::string, std::string>> mods;
  std::string mods_note;
  int unpinned = 0;  // chance outcomes taken from the seed
  // The first of them: the step each followed, and the pin that would give it.
  std::vector<std::pair<int, std::string>> seeded;
  // What the setup left to the seed ("Bob's hand: 4 cards"), or empty.
  std::string setup_seeded;
  // "2 chance outcomes came from the seed ... (after step 3: deck: ...)", or empty.
  std::string seeded_text() const;
  // The setup's part, the outcomes' part and where the record stops unsettled,
  // as --strict refuses them; empty if none.
  std::string strict_text() const;
  bool over = false;
  // Whether the record stops at a settled point: the game over, or the open
  // decision one the rules script marked settled (ctx:settled). False when
  // it stops inside an effect (a shot waiting for its answer, a chip round
  // half played): who must still decide, and on what, are kept.
  bool settled = true;
  std::vector<int> pending_seats;
  std::vector<std::string> pending_players;
  std::string pending_prompt;
  // "the record stops while Ann must still decide (...)", or empty when settled.
  std::string stops_text() const;
  // The verdict's first line for a record legal so far that stops unsettled,
  // or empty: "every step legal and every claim holds so far, but ...".
  std::string unsettled_text() const;
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
