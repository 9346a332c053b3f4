// arbiter record's session: one person at a real table types the game in as
// it happens (cli/record.cpp), and says where the seed's deal was wrong
// (cli/record_held.cpp). Every entry is judged at once by replaying the
// record so far, so what is written is exactly what replays.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "cli/common.h"
#include "cli/input.h"
#include "core/records/records.h"

namespace arbiter::cli {

struct RecordArgs {
  std::string game, players, log;
  uint64_t seed = 0;
  std::vector<std::string> variants, options;
  bool force = false;
};

class Recorder {
 public:
  explicit Recorder(const RecordArgs& a) : a_(a) {}
  int run();  // the session; its exit code

 private:
  const RecordArgs& a_;
  Record rec_;
  LoadedGames loaded_{global().roots()};
  Resumed now_;
  int shown_ = -1;                 // the last step whose narration was shown
  std::map<int, bool> seed_left_;  // decisions after which chance is left to the seed
  bool quit_ = false;
  bool saved_ = false;
  LineInput input_;

  // ---- the session (cli/record.cpp) ----
  bool read_line(const std::string& prompt, std::string& line);
  void start();
  ReplayResult judge(bool quiet = false);
  bool try_entry(Entry e);
  void undo();
  int anchor() const;
  std::string setup_example();
  bool setup();
  // The game where the record ends now. Judging again replaces it: never
  // keep a reference across an entry tried.
  Game& game() { return *now_.game; }
  bool chance_pending();
  std::string chance_purpose(bool deck);
  bool ask_chance();
  void show_options();
  void decide();
  void last_words();
  void save();
  int finish(const std::string& why);

  // ---- what the seed dealt, corrected (cli/record_held.cpp) ----
  bool from_pile(const std::string& text, const Entry& e);
  void hold_in_setup(const std::string& who, const std::string& card);
  bool held(const std::string& line);
  bool add_held(std::string who, const std::vector<std::string>& cards, const Entry* then);
  std::string if_held(const Entry& e, int card, std::string& rule);
  bool refuse_or_offer_held(const Match& m, Entry e);
};

}  // namespace arbiter::cli
