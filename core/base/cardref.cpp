#include "core/base/cardref.h"

#include <cctype>
#include <cstdint>
#include <vector>

namespace arbiter {

namespace {

// Decodes one UTF-8 code point; invalid bytes come back as U+FFFD, one byte each.
uint32_t decode(std::string_view s, size_t& i) {
  unsigned char c = s[i];
  int len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
  if (len == 0 || i + len > s.size()) {
    ++i;
    return 0xFFFD;
  }
  uint32_t cp = len == 1 ? c : c & (0x7F >> len);
  for (int k = 1; k < len; ++k) {
    unsigned char d = s[i + k];
    if ((d & 0xC0) != 0x80) {
      ++i;
      return 0xFFFD;
    }
    cp = (cp << 6) | (d & 0x3F);
  }
  i += len;
  return cp;
}

void encode(uint32_t cp, std::string& out) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

const char* const kSuits[] = {"♠", "♥", "♦", "♣"};

int suit_of_code(uint32_t cp) {
  switch (cp) {
    case 0x2660:
    case 0x2664:
      return 0;  // ♠ ♤
    case 0x2665:
    case 0x2661:
      return 1;  // ♥ ♡
    case 0x2666:
    case 0x2662:
      return 2;  // ♦ ♢
    case 0x2663:
    case 0x2667:
      return 3;  // ♣ ♧
  }
  return -1;
}

}  // namespace

std::string fold_text(std::string_view in) {
  std::string out;
  out.reserve(in.size());
  bool space = false;
  for (size_t i = 0; i < in.size();) {
    uint32_t cp = decode(in, i);
    if (cp == 0xFE0F || cp == 0xFE0E) continue;      // emoji/text selectors
    if (cp >= 0xFF01 && cp <= 0xFF5E) cp -= 0xFEE0;  // full-width ASCII
    if (cp == 0x3000 || cp == '\t' || cp == '\n' || cp == '\r') cp = ' ';
    if (cp == 0x2212) cp = '-';  // the minus sign of typeset card tables (`Red −2`)
    if (cp == ' ') {
      space = true;
      continue;
    }
    if (space && !out.empty()) out += ' ';
    space = false;
    if (cp == 0x2192) {
      out += "->";
      continue;
    }
    int suit = suit_of_code(cp);
    if (suit >= 0) {
      out += kSuits[suit];
      continue;
    }
    encode(cp, out);
  }
  return out;
}

std::string fold_case(std::string_view in) {
  std::string out(in);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

std::string name_key(std::string_view name) {
  return fold_case(fold_text(name));
}

std::string rank_text(int rank) {
  switch (rank) {
    case 11:
      return "J";
    case 12:
      return "Q";
    case 13:
      return "K";
    case 14:
      return "A";
    default:
      return rank >= 2 && rank <= 10 ? std::to_string(rank) : "?";
  }
}

std::string suit_text(int suit) {
  return suit >= 0 && suit < 4 ? kSuits[suit] : "";
}

std::string rank_suit_text(int rank, int suit) {
  return rank_text(rank) + suit_text(suit);
}

bool parse_rank_suit(std::string_view s, int& rank, int& suit) {
  if (s.empty()) return false;
  size_t i = 0;
  if (s.size() >= 2 && s[0] == '1' && s[1] == '0') {
    rank = 10;
    i = 2;
  } else {
    char c = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
    if (c >= '2' && c <= '9')
      rank = c - '0';
    else if (c == 'J')
      rank = 11;
    else if (c == 'Q')
      rank = 12;
    else if (c == 'K')
      rank = 13;
    else if (c == 'A')
      rank = 14;
    else
      return false;
    i = 1;
  }
  std::string_view rest = s.substr(i);
  if (rest.size() == 1) {
    switch (std::toupper(static_cast<unsigned char>(rest[0]))) {
      case 'S':
        suit = 0;
        return true;
      case 'H':
        suit = 1;
        return true;
      case 'D':
        suit = 2;
        return true;
      case 'C':
        suit = 3;
        return true;
    }
    return false;
  }
  for (int k = 0; k < 4; ++k)
    if (rest == kSuits[k]) {
      suit = k;
      return true;
    }
  return false;
}

CardRef parse_card_ref(std::string_view s) {
  CardRef ref;
  if (!s.empty() && s.back() == ')') {
    size_t open = s.rfind('(');
    if (open != std::string_view::npos) {
      int rank = 0, suit = -1;
      if (parse_rank_suit(s.substr(open + 1, s.size() - open - 2), rank, suit)) {
        std::string_view name = s.substr(0, open);
        while (!name.empty() && name.back() == ' ') name.remove_suffix(1);
        ref.name = std::string(name);
        ref.rank = rank;
        ref.suit = suit;
        return ref;
      }
    }
  }
  int rank = 0, suit = -1;
  if (parse_rank_suit(s, rank, suit)) {
    ref.rank = rank;
    ref.suit = suit;
    return ref;
  }
  // `Shot 3s`, as on the card: the parentheses left out.
  size_t space = s.rfind(' ');
  if (space != std::string_view::npos && space > 0 &&
      parse_rank_suit(s.substr(space + 1), rank, suit)) {
    std::string_view name = s.substr(0, space);
    while (!name.empty() && name.back() == ' ') name.remove_suffix(1);
    ref.name = std::string(name);
    ref.rank = rank;
    ref.suit = suit;
    return ref;
  }
  ref.name = std::string(s);
  return ref;
}

// Labels are compared with every `(RankSuit)` in canonical form, so `(QH)`
// and `(Q♥)` are the same label.
std::string canonical_label(std::string_view label) {
  std::string f = fold_text(label);
  std::string out;
  size_t i = 0;
  while (i < f.size()) {
    if (f[i] == '(') {
      size_t close = f.find(')', i);
      int rank = 0, suit = -1;
      if (close != std::string::npos &&
          parse_rank_suit(std::string_view(f).substr(i + 1, close - i - 1), rank, suit)) {
        out += "(" + rank_suit_text(rank, suit) + ")";
        i = close + 1;
        continue;
      }
    }
    out += f[i++];
  }
  return out;
}

bool labels_equal(std::string_view a, std::string_view b) {
  return canonical_label(a) == canonical_label(b);
}

}  // namespace arbiter
