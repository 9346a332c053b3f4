#include "core/api/narration_format.h"

#include "core/base/text.h"

namespace arbiter {

const char* const kNarrationDirectives =
    "%s (text or a number), %d (a whole number), %p (a seat: its player's name), "
    "%c (a card id: its label) and %% (a percent sign)";

std::string format_problem(std::string_view format, int* values) {
  *values = 0;
  for (size_t i = 0; i < format.size(); ++i) {
    if (format[i] != '%') continue;
    char d = ++i < format.size() ? format[i] : '\0';
    if (d == 's' || d == 'd' || d == 'p' || d == 'c')
      ++*values;
    else if (d != '%')
      return std::string("has ") +
             (d ? "an unknown directive %" + printable(std::string(1, d))
                : std::string("a lone % at its end")) +
             "; the directives are " + kNarrationDirectives;
  }
  return "";
}

std::string count_problem(int values, int given) {
  if (values == given) return "";
  return "takes " + std::to_string(values) + (values == 1 ? " value" : " values") + ", and " +
         std::to_string(given) + (given == 1 ? " is" : " are") + " given";
}

}  // namespace arbiter
