// The names of a game's definitions as people write them: folded, under an
// alias, without their punctuation; and the hint for a name nobody defines.
#include "core/content/names.h"

#include <algorithm>

#include "core/base/cardref.h"
#include "core/base/text.h"
#include "core/content/content.h"

namespace arbiter {

// Every card, character and role name and alias as name_key folds it, with
// the name as the game writes it; longest first, so that a name is never
// taken for a shorter one it begins with.
NameTable name_table(const Content& content) {
  NameTable names;
  for (const auto& d : content.defs) {
    names.emplace_back(name_key(d.name), d.name);
    for (const auto& a : d.aliases) names.emplace_back(name_key(a), d.name);
  }
  std::stable_sort(names.begin(), names.end(),
                   [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
  return names;
}

// A folded label with every name written in another case or under an alias
// put back as the game writes it, and a rank and suit written after a name
// without parentheses put in them. Only whole names count: at the start or
// after a space, and at the end or before a space or a comma.
std::string with_names(const std::string& label, const NameTable& names) {
  const std::string low = fold_case(label);
  auto ends = [&](size_t j) { return j == label.size() || label[j] == ' ' || label[j] == ','; };
  std::string out;
  size_t i = 0;
  while (i < label.size()) {
    const std::pair<std::string, std::string_view>* hit = nullptr;
    if (i == 0 || label[i - 1] == ' ')
      for (const auto& n : names)
        if (!n.first.empty() && low.compare(i, n.first.size(), n.first) == 0 &&
            ends(i + n.first.size())) {
          hit = &n;
          break;
        }
    if (hit) {
      out += hit->second;
      i += hit->first.size();
      // `BANG! 9D`: a rank and suit after a name, without the parentheses.
      size_t end = label.find_first_of(" ,", i + 1);
      if (end == std::string::npos) end = label.size();
      int rank = 0, suit = -1;
      if (i < label.size() && label[i] == ' ' &&
          parse_rank_suit(std::string_view(label).substr(i + 1, end - i - 1), rank, suit)) {
        out += " (" + rank_suit_text(rank, suit) + ")";
        i = end;
      }
    } else {
      out += label[i++];
    }
  }
  return out;
}

// Name keys with their punctuation left out as well ("missed" for
// "Missed!", "バン" for "バン!"): people leave it out, and a suggestion
// should still find the name. Longest first, as name_table.
NameTable bare_names(const NameTable& names) {
  NameTable out = names;
  for (const auto& n : names) {
    std::string bare;
    for (char c : n.first)
      if (c != '!' && c != '?' && c != '.' && c != '\'') bare += c;
    while (!bare.empty() && bare.back() == ' ') bare.pop_back();
    if (!bare.empty() && bare != n.first) out.emplace_back(bare, n.second);
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
  return out;
}

std::string name_hint(const Content& content, const std::string& written) {
  // `Jack♥` means a card of a standard deck (J♥), not a card named Jack.
  for (const char* suit : {"♠", "♥", "♦", "♣"})
    if (written.size() >= 3 && written.compare(written.size() - 3, 3, suit) == 0) return "";
  std::vector<std::string> names;
  for (const auto& d : content.defs) {
    names.push_back(d.name);
    names.insert(names.end(), d.aliases.begin(), d.aliases.end());
  }
  std::string near = closest_name(written, names);
  return near.empty() ? "" : " (did you mean '" + near + "'?)";
}

}  // namespace arbiter
