// Re-judging a record: the same record judged two ways, as played and with
// something changed (variants added, or today's rules instead of the
// version it names), and the first step where the two part: in legality,
// narration, the state or a claim (`arbiter replay --variant`, `--rules
// current`, and the replay page's note of the difference).
#pragma once
#include <functional>
#include <string>
#include <vector>

#include "core/records/replay.h"

namespace arbiter {

// The two ways, and how a report names each.
struct RejudgeSides {
  ReplayOptions base, var;  // the record as played; changed
  // "without", "with seed-duel", "with and without seed-duel"; all empty:
  // named by the versions the replays judged under ("under version 1").
  std::string as, with, same;
};

// Where the two judgements first part, and what differs there.
struct Rejudged {
  enum class Kind {
    Unjudged,  // the record or the content could not be judged at all
    Same,      // every step judged the same
    Step,      // a step's narration, state or claims differ
    Legality,  // one judgement refused a step the other went past
  };
  Kind kind = Kind::Same;
  // Unjudged: the verdict and what it says.
  Verdict verdict = Verdict::Ok;
  std::string message;
  std::string as, with, same;  // the sides' names, those of the versions filled in
  int step = 0;                // Step and Legality: where they part
  std::string entry;           // Step: the entry there, as written
  // Step: what differs there. The lines each side narrated that the other
  // did not (in order, repeats kept), the state's changes as `path: was ->
  // now` lines, the options next on each side that the other lacks (when
  // the lists differ at all), and the failed claims of each side.
  bool narration_differs = false, state_differs = false, options_differ = false;
  bool claims_differ = false;
  std::vector<std::string> narration_base, narration_var;
  std::vector<std::string> state_changes;
  std::vector<std::string> options_base, options_var;
  std::string claims_base, claims_var;  // "claim P: claimed X, actual Y; " each; empty: all hold
  // Legality: whether the record as played is the side refused, and each
  // side's verdict message.
  bool base_refused = false;
  std::string base_message, var_message;
  // Same: the step both refuse (0: none), and each side's message.
  int both_refuse = 0;
  // One line for the replay page: "differs at step 3 (...): the narration
  // changes", "no difference: ...".
  std::string summary;
};

// Judges `rec` both ways and compares them step by step. `on_var_step` hears
// each step of the changed side as it is judged (--explain). A side whose
// scripts an error may have left anywhere is judged afresh for what follows.
Rejudged rejudge(const Record& rec, RejudgeSides sides,
                 const std::function<void(const StepReport&)>& on_var_step = {});

// The lines of `mine` that `other` does not hold, in order.
std::vector<std::string> lines_only_in(const std::vector<std::string>& mine,
                                       const std::vector<std::string>& other);

}  // namespace arbiter
