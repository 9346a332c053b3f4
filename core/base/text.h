// Text from outside (records, mods, scripts, the command line) on its way to
// a terminal or an HTML page (JSON documents: json.h). Such text may carry control
// characters that clear a screen, set a window title or forge a verdict, and
// bidirectional overrides that show one thing and mean another: each
// function below makes them visible or inert. Records written back to disk
// keep the text exactly as it was; only what is shown is escaped. Below
// them, the words messages are made of: "did you mean" and lists.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

// The text with every character a terminal would act on or hide written out
// visibly: C0 controls and DEL as `\x1b` (`\n`, `\r`, `\t` by name), C1
// controls, bidirectional overrides, embeddings, isolates and marks, and the
// Unicode line and paragraph separators as `\u202e`, bytes that are not
// UTF-8 as `\xff`. Ordinary UTF-8 (♥, ミスった) is left as it is. For a
// label, a name or a path: one line.
std::string printable(std::string_view s);
// The same, but line breaks stay line breaks: for messages of several lines.
std::string printable_lines(std::string_view s);

// At most `max` bytes of `s` (cut at a character's start), and how much was
// left out: for quoting what someone wrote in a message (a 4 MB label is
// quoted by its start).
std::string clip(std::string_view s, size_t max = 200);

// Text for an HTML page, in an element or a quoted attribute: `& < > " '` as
// character references, and the characters `printable` escapes written out
// the same way (line breaks kept).
std::string html_escape(std::string_view s);

// Closest candidate by edit distance (case aside), for "did you mean"; empty
// when none is close: within a third of the word's length (two edits at least),
// or within `max_edits`.
std::string closest(const std::string& word, const std::vector<std::string>& candidates);
std::string closest(const std::string& word, const std::vector<std::string>& candidates,
                    size_t max_edits);
// As closest(), or else the one candidate the word (three letters or more)
// is part of: names people shorten.
std::string closest_name(const std::string& word, const std::vector<std::string>& candidates);
std::string did_you_mean(const std::string& word, const std::vector<std::string>& candidates);

// The parts one after another, `sep` between them: lists in messages.
std::string join(const std::vector<std::string>& parts, const std::string& sep = ", ");
// As people list them: "Ann", "Ann and Bob", "Ann, Bob and Cid".
std::string join_and(const std::vector<std::string>& parts);

}  // namespace arbiter
