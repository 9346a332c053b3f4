#include "core/records/readings.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <set>

#include "core/base/safe_file.h"
#include "core/base/text.h"
#include "core/content/content.h"
#include "core/content/versions.h"

namespace arbiter {

namespace {

// A variant that adds cards (an expansion) deals another deck: it is not a
// reading of a record dealt from this one, and would only part at the deal.
bool adds_cards(const VariantInfo& v) {
  try {
    std::string text = read_regular_file(v.file, kMaxContentFileBytes, Verdict::BadContent);
    YAML::Node add = YAML::Load(text)["add"];
    return add && add.IsSequence() && add.size() > 0;
  } catch (const std::exception&) {
    return false;  // read when the content was loaded: not reached
  }
}

}  // namespace

namespace {

// A refusal's message begins with its step ("step 5: Bob cannot ..."),
// which the reading's line says already.
std::string without_step(const std::string& message, int step) {
  std::string head = "step " + std::to_string(step) + ": ";
  return message.rfind(head, 0) == 0 ? message.substr(head.size()) : message;
}

// The ruling a refusal cites: the last ruling id of the game's that its
// message names as a word ("... (R34)").
std::string cited_ruling(const std::string& text, const std::vector<std::string>& ids) {
  std::string found;
  size_t at_most = 0;
  for (const auto& id : ids) {
    for (size_t at = text.find(id); at != std::string::npos; at = text.find(id, at + 1)) {
      bool alone = (at == 0 || !isalnum(static_cast<unsigned char>(text[at - 1]))) &&
                   (at + id.size() == text.size() ||
                    !isalnum(static_cast<unsigned char>(text[at + id.size()])));
      if (alone && at + 1 > at_most) at_most = at + 1, found = id;
    }
  }
  return found;
}

std::string claims_at(const ReplayResult& r, int step) {
  std::vector<std::string> out;
  for (const auto& f : r.failures)
    if (f.step == step) out.push_back(f.text());
  return join(out, "; ");
}

// Two verdicts are the same when a person reading them would act the same:
// the same exit, refused at the same step, the same claims failing, and
// the record stopping settled or not alike. Reasons in other words are not
// a different verdict (a variant may cite its own ruling for one refusal).
bool same_verdict(const ReplayResult& a, const ReplayResult& b) {
  if (a.verdict != b.verdict || a.step != b.step || a.settled != b.settled) return false;
  if (a.failures.size() != b.failures.size()) return false;
  for (size_t i = 0; i < a.failures.size(); ++i)
    if (a.failures[i].step != b.failures[i].step || a.failures[i].path != b.failures[i].path)
      return false;
  return true;
}

// The line of `mine` not in `other`, and its ruling: what a reading
// narrates at a step that the other does not.
bool first_new_line(const ReadingStep& mine, const ReadingStep& other, std::string& line,
                    std::string& rule) {
  for (size_t i = 0; i < mine.lines.size(); ++i)
    if (std::find(other.lines.begin(), other.lines.end(), mine.lines[i]) == other.lines.end()) {
      line = mine.lines[i];
      rule = mine.rules[i];
      return true;
    }
  return false;
}

// Where reading `r` first goes otherwise than `def`, the default: the first
// step whose narration, state or claims differ, or else the step where one
// of them stops (refused) while the other goes on.
void find_parting(Reading& r, const Reading& def, const std::vector<std::string>& ruling_ids) {
  size_t common = std::min(r.steps.size(), def.steps.size());
  for (size_t k = 0; k < common; ++k) {
    const ReadingStep &x = def.steps[k], &y = r.steps[k];
    std::string cx = claims_at(def.result, x.step), cy = claims_at(r.result, y.step);
    if (x.lines == y.lines && x.digest == y.digest && cx == cy) continue;
    r.parts_at = y.step;
    r.entry = y.entry;
    std::string unused;
    if (x.lines != y.lines) {
      // The ruling that made the difference: the reading's own line first,
      // else the default's line it lacks.
      bool mine = first_new_line(y, x, r.line, r.ruling);
      if (!first_new_line(x, y, r.default_line, unused)) r.default_line = "(nothing more narrated)";
      if (!mine) {
        r.line = "nothing of what the default narrates: " + r.default_line;
        r.ruling = unused;
      }
    } else if (cx != cy) {
      r.line = cy.empty() ? "every claim holds" : cy;
      r.default_line = cx.empty() ? "every claim holds" : cx;
      r.ruling = cited_ruling(cy.empty() ? cx : cy, ruling_ids);
    } else {
      r.line = r.default_line =
          "the same narration, but the state or the options offered differ after it";
    }
    return;
  }
  if (r.steps.size() == def.steps.size() && r.result.verdict == def.result.verdict) return;
  // One stopped (refused) where the other went on: legality differs there.
  bool def_stopped = def.steps.size() < r.steps.size() ||
                     (def.steps.size() == r.steps.size() && def.result.verdict != Verdict::Ok);
  const Reading& stopped = def_stopped ? def : r;
  const Reading& went_on = def_stopped ? r : def;
  r.parts_at = stopped.result.step
                   ? stopped.result.step
                   : (common < went_on.steps.size() ? went_on.steps[common].step : 0);
  for (const auto& e : r.steps.size() > common ? r.steps : def.steps)
    if (e.step == r.parts_at) r.entry = e.entry;
  std::string refusal = without_step(stopped.result.message, stopped.result.step);
  std::string legal = "legal";
  if (common < went_on.steps.size() && !went_on.steps[common].lines.empty())
    legal += ": " + went_on.steps[common].lines.front();
  (def_stopped ? r.default_line : r.line) = "refused: " + refusal;
  (def_stopped ? r.line : r.default_line) = legal;
  r.ruling = cited_ruling(refusal, ruling_ids);
  if (r.ruling.empty() && common < went_on.steps.size())
    for (const auto& rule : went_on.steps[common].rules)
      if (r.ruling.empty()) r.ruling = rule;
}

// A reading judged: every step kept (the narration and the digest compared
// with the default's afterwards).
void judge(Reading& r, const Record& rec, const ReplayOptions& opts, int played,
           std::vector<std::string>& ruling_ids) {
  ReplayOptions o = opts;
  o.extra_variants = r.variants;
  o.host = nullptr;
  o.at_step = -1;
  o.final_state = false;
  o.view_name.clear();
  Record mine = rec;
  // Every other reading keeps the version the default was judged under
  // (the record's content digest, which names it, no longer matches).
  if (r.kind != "default") {
    mine.game_version = r.version ? r.version : played;
    mine.content.clear();
  }
  for (const auto& v : r.without)
    mine.variants.erase(std::find(mine.variants.begin(), mine.variants.end(), v));
  r.result = replay(mine, o, [&](const StepReport& s) {
    if (ruling_ids.empty()) ruling_ids = s.game->content().ruling_ids();
    // With no viewer, each narration gives one line.
    ReadingStep step{s.step, s.entry, s.lines, {}, s.digest};
    for (const auto& n : s.narration) step.rules.push_back(n.rule);
    step.rules.resize(step.lines.size());
    r.steps.push_back(std::move(step));
  });
  // Content that does not load with the record is no verdict on the record.
  r.judged = !(r.result.verdict == Verdict::BadContent && r.steps.empty());
}

}  // namespace

std::string Reading::verdict_text() const {
  const ReplayResult& res = result;
  if (!judged) return "not judged: " + res.message;
  if (res.verdict == Verdict::Ok) {
    std::string ok = std::string("ok") + (res.over ? " (game over)" : "");
    return res.settled ? ok : ok + ", but " + res.stops_text() + ": its outcome is not judged";
  }
  if (res.verdict == Verdict::Illegal && !res.message.empty())
    return "refused at step " + std::to_string(res.step) + ": " +
           without_step(res.message, res.step);
  if (res.verdict == Verdict::Illegal && !res.failures.empty())
    return "refused: " + res.failures.front().text() +
           (res.failures.size() > 1
                ? " (and " + std::to_string(res.failures.size() - 1) + " more claims)"
                : "");
  return "error: " + res.message;
}

std::string Reading::text() const {
  std::string out = verdict_text();
  if (!judged || kind == "default") return out;
  if (parts_at < 0) return out + (same_verdict ? "; every step judged as by default" : "");
  bool cited = !ruling.empty() && out.find(ruling) != std::string::npos;
  if (!same_verdict && result.step == parts_at && result.verdict == Verdict::Illegal &&
      !result.message.empty())
    return cited || ruling.empty() ? out : out + " (" + ruling + ")";
  return out + (same_verdict ? "; the same verdict, though" : ";") + " it parts at step " +
         std::to_string(parts_at) + (entry.empty() ? "" : " (" + entry + ")") + ": " + line +
         (ruling.empty() || line.find(ruling) != std::string::npos ? "" : " (" + ruling + ")");
}

std::vector<Reading> judge_readings(const Record& rec, const ReplayOptions& opts,
                                    const std::vector<std::string>& named) {
  std::vector<Reading> out;
  Reading def;
  def.name = "default";
  def.kind = "default";
  out.push_back(def);
  // What the game offers: its own folder's variants, its installed versions.
  std::set<std::string> taken(rec.variants.begin(), rec.variants.end());
  std::vector<int> versions;
  for (const auto& v : rec.variants) {
    Reading r;
    r.name = "without " + v;
    r.kind = "variant";
    r.without = {v};
    out.push_back(r);
  }
  try {
    Content c = load_content(opts.roots, rec.game, rec.variants);
    for (const auto& v : c.variants) {
      bool own = (std::filesystem::path(v.root) / "content" / rec.game).string() == c.content_dir;
      if (!own || adds_cards(v) || !taken.insert(v.id).second) continue;
      Reading r;
      r.name = v.id;
      r.kind = "variant";
      r.variants = {v.id};
      r.description = v.description;
      out.push_back(r);
    }
    versions = installed_versions(c);
    for (const auto& v : c.versions)
      for (int n : versions)
        if (n == v.number) {
          Reading r;
          r.name = "version " + std::to_string(n);
          r.kind = "version";
          r.version = n;
          r.description = v.text;
          out.push_back(r);
        }
  } catch (const Error&) {
    // The default reading says why the game does not load.
  }
  for (const auto& v : named) {
    if (!taken.insert(v).second) continue;
    Reading r;
    r.name = v;
    r.kind = "variant";
    r.variants = {v};
    out.push_back(r);
  }
  std::vector<std::string> ruling_ids;
  judge(out[0], rec, opts, 0, ruling_ids);
  int played = out[0].result.game_version;
  for (size_t i = 1; i < out.size(); ++i) {
    Reading& r = out[i];
    if (r.kind == "version" && r.version == played) continue;  // the default already
    judge(r, rec, opts, played, ruling_ids);
    if (!r.judged) continue;
    r.same_verdict = same_verdict(r.result, out[0].result);
    find_parting(r, out[0], ruling_ids);
  }
  out.erase(
      std::remove_if(out.begin() + 1, out.end(),
                     [&](const Reading& r) { return r.kind == "version" && r.version == played; }),
      out.end());
  return out;
}

int readings_exit(const std::vector<Reading>& readings) {
  const ReplayResult& def = readings.front().result;
  if (def.verdict == Verdict::BadRecord || def.verdict == Verdict::BadContent)
    return static_cast<int>(def.verdict);
  for (const auto& r : readings)
    if (r.judged && !r.same_verdict) return 1;
  return 0;
}

}  // namespace arbiter
