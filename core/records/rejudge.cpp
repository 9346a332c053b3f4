// Re-judging a record two ways (rejudge.h).
#include "core/records/rejudge.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <utility>

namespace arbiter {

namespace {

using Paths = std::vector<std::pair<std::string, std::string>>;

// The state tree as `path: value` lines (`Ann.life: 2`), to say what differs.
void flatten(const YAML::Node& n, const std::string& path, Paths& out) {
  if (n.IsMap()) {
    for (auto it = n.begin(); it != n.end(); ++it)
      flatten(it->second, path.empty() ? it->first.Scalar() : path + "." + it->first.Scalar(), out);
    return;
  }
  YAML::Emitter e;
  e << YAML::Flow << n;
  out.emplace_back(path, e.c_str());
}

Paths state_at(const Record& rec, const ReplayOptions& base, int step) {
  ReplayOptions o = base;
  o.at_step = step;
  ReplayResult r = replay(rec, o);
  Paths out;
  try {
    flatten(YAML::Load(r.state_yaml), "", out);
  } catch (const YAML::Exception&) {
  }
  return out;
}

// Who may decide, and their options, once entry `step` and the pins right
// after it have been applied: the record cut there, then asked what is legal.
std::vector<std::string> options_at(const Record& rec, const ReplayOptions& o, int step) {
  Record cut = rec;
  size_t keep = 0;
  while (keep < cut.actions.size() && cut.actions[keep].step <= step) ++keep;
  while (keep < cut.actions.size() && (cut.actions[keep].kind == Entry::Kind::Deck ||
                                       cut.actions[keep].kind == Entry::Kind::Random ||
                                       cut.actions[keep].kind == Entry::Kind::Note))
    ++keep;
  cut.actions.resize(keep);
  LegalReport r = legal_after(cut, o);
  std::vector<std::string> out;
  for (const auto& [who, labels] : r.options)
    for (const auto& l : labels) out.push_back(who + ": " + l);
  return out;
}

std::string claims_at(const ReplayResult& r, int step) {
  std::string s;
  for (const auto& f : r.failures)
    if (f.step == step)
      s += "claim " + f.path + ": claimed " + f.claimed + ", actual " + f.actual + "; ";
  return s;
}

// `path: was -> now` for each path whose value differs, those only in `now` last.
std::vector<std::string> state_changes(const Paths& was, const Paths& now) {
  std::vector<std::string> changes;
  for (const auto& [path, value] : was) {
    std::string other = "(absent)";
    for (const auto& [p2, v2] : now)
      if (p2 == path) other = v2;
    if (other != value) changes.push_back(path + ": " + value + " -> " + other);
  }
  for (const auto& [path, value] : now) {
    bool found = false;
    for (const auto& [p1, v1] : was) found = found || p1 == path;
    if (!found) changes.push_back(path + ": (absent) -> " + value);
  }
  return changes;
}

// Both judgements, each step as it was judged.
struct Judged {
  ReplayResult rb, rv;
  std::vector<StepReport> sb, sv;
};

bool unjudgeable(const ReplayResult& r) {
  return r.verdict == Verdict::BadContent || r.verdict == Verdict::BadRecord;
}

Judged judge_both(const Record& rec, RejudgeSides& sides,
                  const std::function<void(const StepReport&)>& on_var_step) {
  Judged j;
  j.rb = replay(rec, sides.base, [&](const StepReport& s) { j.sb.push_back(s); });
  j.rv = replay(rec, sides.var, [&](const StepReport& s) {
    j.sv.push_back(s);
    if (on_var_step) on_var_step(s);
  });
  // A script error may leave its game's scripts anywhere: replays below load afresh.
  if (unjudgeable(j.rb)) sides.base.host = nullptr;
  if (unjudgeable(j.rv)) sides.var.host = nullptr;
  return j;
}

// The record or the content could not be judged at all on one side: true,
// with `out` saying so.
bool not_judged(const Judged& j, Rejudged& out) {
  for (const ReplayResult* r : {&j.rb, &j.rv})
    if (unjudgeable(*r) && (r == &j.rv ? j.sv : j.sb).empty()) {
      out.kind = Rejudged::Kind::Unjudged;
      out.verdict = r->verdict;
      out.message = r->message;
      return true;
    }
  return false;
}

// Sides with no names given are named by the versions judged under.
void name_sides(const Judged& j, const RejudgeSides& sides, Rejudged& out) {
  out.as = sides.as;
  out.with = sides.with;
  out.same = sides.same;
  if (!out.as.empty()) return;
  out.as = "under version " + std::to_string(j.rb.game_version);
  out.with = "under version " + std::to_string(j.rv.game_version);
  out.same = out.as + " and version " + std::to_string(j.rv.game_version);
}

// What differs at step `k` of both, once narration, digest or claims do.
void step_differs(const Record& rec, const RejudgeSides& sides, const Judged& j, size_t k,
                  Rejudged& out) {
  const StepReport& x = j.sb[k];
  const StepReport& y = j.sv[k];
  out.kind = Rejudged::Kind::Step;
  out.step = x.step;
  out.entry = x.entry;
  out.narration_differs = x.lines != y.lines;
  out.claims_differ = out.claims_base != out.claims_var;
  out.summary = "differs at step " + std::to_string(x.step) + " (" + x.entry + "): " +
                (out.narration_differs ? "the narration"
                 : out.claims_differ   ? "a claim"
                                       : "the state") +
                " changes";
  out.narration_base = lines_only_in(x.lines, y.lines);
  out.narration_var = lines_only_in(y.lines, x.lines);
  out.state_differs = x.digest != y.digest;
  if (!out.state_differs) return;
  out.state_changes =
      state_changes(state_at(rec, sides.base, x.step), state_at(rec, sides.var, y.step));
  auto ox = options_at(rec, sides.base, x.step), oy = options_at(rec, sides.var, y.step);
  out.options_differ = ox != oy;
  out.options_base = lines_only_in(ox, oy);
  out.options_var = lines_only_in(oy, ox);
}

// The first step both judged where narration, the state or a claim differs:
// true, with `out` saying what.
bool first_step_differs(const Record& rec, const RejudgeSides& sides, const Judged& j,
                        Rejudged& out) {
  size_t common = std::min(j.sb.size(), j.sv.size());
  for (size_t k = 0; k < common; ++k) {
    const StepReport& x = j.sb[k];
    const StepReport& y = j.sv[k];
    std::string cx = claims_at(j.rb, x.step), cy = claims_at(j.rv, y.step);
    if (x.lines == y.lines && x.digest == y.digest && cx == cy) continue;
    out.claims_base = cx;
    out.claims_var = cy;
    step_differs(rec, sides, j, k, out);
    return true;
  }
  return false;
}

// One judgement stopped where the other went on: true, with `out` saying
// where and which side refused.
bool legality_differs(const Judged& j, Rejudged& out) {
  if (j.sb.size() == j.sv.size() && j.rb.verdict == j.rv.verdict) return false;
  size_t common = std::min(j.sb.size(), j.sv.size());
  bool base_stopped =
      j.sb.size() < j.sv.size() || (j.sb.size() == j.sv.size() && j.rb.verdict != Verdict::Ok);
  const ReplayResult& stopped = base_stopped ? j.rb : j.rv;
  const std::vector<StepReport>& went_on = base_stopped ? j.sv : j.sb;
  out.kind = Rejudged::Kind::Legality;
  out.step = stopped.step ? stopped.step : (common < went_on.size() ? went_on[common].step : 0);
  out.base_refused = base_stopped;
  out.base_message = j.rb.message;
  out.var_message = j.rv.message;
  out.summary =
      "differs at step " + std::to_string(out.step) + ": " +
      (base_stopped ? "refused as played, but legal " + out.with + " (" + j.rb.message + ")"
                    : "legal as played, but refused " + out.with + ": " + j.rv.message);
  return true;
}

}  // namespace

std::vector<std::string> lines_only_in(const std::vector<std::string>& mine,
                                       const std::vector<std::string>& other) {
  std::vector<std::string> out;
  for (const auto& l : mine)
    if (std::find(other.begin(), other.end(), l) == other.end()) out.push_back(l);
  return out;
}

Rejudged rejudge(const Record& rec, RejudgeSides sides,
                 const std::function<void(const StepReport&)>& on_var_step) {
  Rejudged out;
  Judged j = judge_both(rec, sides, on_var_step);
  if (not_judged(j, out)) return out;
  name_sides(j, sides, out);
  if (first_step_differs(rec, sides, j, out) || legality_differs(j, out)) return out;
  out.kind = Rejudged::Kind::Same;
  out.summary = "no difference: every step is judged the same " + out.same;
  if (j.rb.verdict != Verdict::Ok) out.both_refuse = j.rb.step;
  out.base_message = j.rb.message;
  out.var_message = j.rv.message;
  return out;
}

}  // namespace arbiter
