# One way to touch the file system: no code in core/ or cli/ opens, copies
# or renames a file but core/base/safe_file, which refuses FIFOs, devices,
# links that lead out of their folder and files over a limit, and writes
# through exclusive temporaries. A function that opens a file another way
# fails this test the day it is written. (The executable is not used.)
source "$(dirname "$0")/../../cli/lib.bash"

# Calls that open, create, copy or rename a file by its path.
PATTERN='std::(i|o)?fstream|std::basic_(i|o)?fstream|std::filebuf|(^|[^_[:alnum:]])f(re)?open(64)?[[:space:]]*\(|fdopen|popen|tmpfile|mkstemps?[[:space:]]*\(|YAML::LoadFile|luaL_(loadfilex?|dofile)|LoadAllFromFile|(std::filesystem|fs)::(copy|copy_file|copy_symlink|rename|create_symlink|create_hard_link|resize_file)[[:space:]]*\(|(^|[^.>_[:alnum:]])(::)?(open|openat|open64|creat|rename|renameat2?|link|linkat|symlink|truncate)[[:space:]]*\([^)]'

# offenders PATH...: each line of code that matches once its // comment is
# cut off, outside core/base/safe_file.*.
offenders() {
  grep -rnHE --include='*.cpp' --include='*.h' "$PATTERN" "$@" |
    grep -vE '^([^:]*/)?core/base/safe_file\.(cpp|h):' |
    sed -E 's#//.*$##' | grep -E "$PATTERN"
}

# The check itself catches each kind of call (so a typo in the pattern
# cannot make it pass everything).
mkdir -p "$WORK/probe/core"
cat >"$WORK/probe/core/probe.cpp" <<'CPP'
std::ifstream a(path);
std::ofstream(p) << text;
FILE* f = fopen(path, "r");
freopen(path, "w", stdout);
YAML::Node n = YAML::LoadFile(file);
std::filesystem::copy(a, b);
fs::copy_file(a, b);
int fd = ::open(path, O_RDONLY);
int fd2 = open(path.c_str(), O_RDONLY);
fs::rename(a, b);
CPP
n=$(offenders "$WORK/probe" | wc -l)
[ "$n" -eq 10 ] && ok "the check finds each kind of call ($n of 10)" ||
  fail "the check finds each kind of call ($n of 10)" "$(offenders "$WORK/probe")"
cat >"$WORK/probe/core/fine.cpp" <<'CPP'
// std::ifstream in a comment is not a call
if (g.decision().open()) return;
bool open() const { return !choices.empty(); }
std::string text = read_regular_file(path, kMax, Verdict::BadRecord);
CPP
n=$(offenders "$WORK/probe/core/fine.cpp" | wc -l)
[ "$n" -eq 0 ] && ok "and not a member named open, nor a comment" || fail "and not a member named open, nor a comment" "$(offenders "$WORK/probe/core/fine.cpp")"

found=$(offenders core cli)
if [ -z "$found" ]; then
  ok "core/ and cli/ touch files only through core/base/safe_file"
else
  fail "core/ and cli/ touch files only through core/base/safe_file" "$found"
fi

finish
