#include "core/records/claim_why.h"

#include <optional>
#include <vector>

#include "core/base/text.h"
#include "core/engine/statetree.h"

namespace arbiter {

std::string claimed_text(const YAML::Node& n) {
  if (n.IsScalar()) return n.Scalar();
  if (n.IsNull()) return "null";
  YAML::Emitter out;
  out << YAML::Flow << n;
  return out.c_str();
}

namespace {

// The value a failed claim's path had after one step, and that step's story.
struct Seen {
  int step = 0;
  bool holds = false;
  std::string actual, entry, lines;
};

// The step's public narration, the lines naming the claim's subject (its
// path's first part: "Bob" of Bob.life) first kept, at most three.
std::string story(const StepReport& r, const std::string& path) {
  std::string subject = path.substr(0, path.find('.'));
  std::vector<std::string> all, about;
  for (const auto& n : r.narration) {
    if (n.viewer != 0) continue;  // a verdict is read by everyone
    std::string line = n.text + (n.rule.empty() ? "" : " (" + n.rule + ")");
    all.push_back(line);
    if (n.text.find(subject) != std::string::npos) about.push_back(line);
  }
  std::vector<std::string>& kept = about.empty() ? all : about;
  if (kept.size() > 3) kept.resize(3);
  return join(kept, "; ");
}

// "it was 4 after step 1; step 2 (Bob: pass) made it 3: Bob ... (R09)": from
// the last step where the claim held, each step that changed the value (the
// last three), with what was narrated there.
void tell_why(ClaimFailure& f, const std::vector<Seen>& seen, const std::string& claimed) {
  size_t from = 0;
  for (size_t i = 0; i < seen.size(); ++i)
    if (seen[i].holds) from = i, f.held_at = seen[i].step;
  std::vector<std::string> changes;
  for (size_t i = from + 1; i < seen.size(); ++i) {
    if (seen[i].actual == seen[i - 1].actual) continue;
    f.changed_at = seen[i].step;
    changes.push_back("step " + std::to_string(seen[i].step) + " (" + seen[i].entry + ") made it " +
                      seen[i].actual + (seen[i].lines.empty() ? "" : ": " + seen[i].lines));
  }
  if (changes.size() > 3) changes.erase(changes.begin(), changes.end() - 3);
  std::string start =
      f.held_at < 0 ? "it was never " + claimed + " in this record (" + seen.front().actual +
                          (seen.front().step == 0 ? " after the deal)" : ")")
      : f.held_at == 0 ? "it was " + claimed + " after the deal"
                       : "it was " + claimed + " after step " + std::to_string(f.held_at);
  changes.insert(changes.begin(), start);
  f.why = join(changes, "; ");
}

}  // namespace

// The record is played again, narrated, and each failed claim's path read
// after every step before it: the first run kept no narration (it would
// cost every record), so only records with a failed claim pay for it.
void explain_claims(const Record& rec, const ReplayOptions& opts, ReplayResult& res) {
  std::vector<const YAML::Node*> claimed(res.failures.size(), nullptr);
  std::vector<YAML::Node> nodes(res.failures.size());
  for (size_t k = 0; k < res.failures.size(); ++k)
    for (const auto& e : rec.actions)
      if (e.kind == Entry::Kind::Expect && e.step == res.failures[k].step)
        for (auto it = e.claims.begin(); it != e.claims.end(); ++it)
          if (it->first.Scalar() == res.failures[k].path)
            nodes[k] = it->second, claimed[k] = &nodes[k];
  std::vector<std::vector<Seen>> seen(res.failures.size());
  auto listen = [&](const StepReport& r) {
    std::optional<TreeNode> root;
    for (size_t k = 0; k < res.failures.size(); ++k) {
      if (!claimed[k] || r.step >= res.failures[k].step) continue;
      if (!root) root = state_tree(r.game->core(), 0);
      ClaimResult c = check_claim(r.game->core(), *root, res.failures[k].path, *claimed[k]);
      seen[k].push_back({r.step, c.well_formed && c.holds, c.well_formed ? c.actual : "(absent)",
                         r.entry, story(r, res.failures[k].path)});
    }
  };
  ReplayOptions o = opts;
  o.at_step = -1;
  o.final_state = false;
  o.view_name.clear();
  std::function<void(const StepReport&)> on_step = listen;
  try {
    ReplayResult again = judge_record(rec, o, on_step);
    if (again.failures.size() != res.failures.size()) return;  // not the same game: say nothing
  } catch (const std::exception&) {
    return;
  }
  for (size_t k = 0; k < res.failures.size(); ++k)
    if (claimed[k] && !seen[k].empty())
      tell_why(res.failures[k], seen[k], claimed_text(*claimed[k]));
}

}  // namespace arbiter
