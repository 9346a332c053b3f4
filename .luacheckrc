-- luacheck's settings for the Lua the engine runs, written by `arbiter lua-types
-- --luacheckrc` from the sandbox's own list (core/sandbox/script_sandbox.cpp):
-- Lua 5.4's base library without dofile, loadfile, load, collectgarbage,
-- print, warn and require; string without dump, math without random and
-- randomseed, table and utf8; and the engine's import and freeze. Anything
-- else a script reads or sets as a global is an error here, as it is at run
-- time. Run `luacheck scripts` in a mod folder.
std = "sandbox"
stds.sandbox = {
  read_globals = {
    "_G", "_VERSION", "assert", "error", "getmetatable", "ipairs", "next", "pairs", "pcall", "rawequal",
    "rawget", "rawlen", "rawset", "select", "setmetatable", "tonumber", "tostring", "type", "xpcall",
    "import", "freeze",
    string = {fields = {
      "byte", "char", "find", "format", "gmatch", "gsub", "len", "lower", "match", "pack", "packsize", "rep",
      "reverse", "sub", "unpack", "upper",
    }},
    table = {fields = {
      "concat", "insert", "move", "pack", "remove", "sort", "unpack",
    }},
    math = {fields = {
      "abs", "acos", "asin", "atan", "atan2", "ceil", "cos", "cosh", "deg", "exp", "floor", "fmod", "frexp",
      "huge", "ldexp", "log", "log10", "max", "maxinteger", "min", "mininteger", "modf", "pi", "pow", "rad",
      "sin", "sinh", "sqrt", "tan", "tanh", "tointeger", "type", "ult",
    }},
    utf8 = {fields = {
      "char", "charpattern", "codepoint", "codes", "len", "offset",
    }},
  },
}
-- Narration and refusal texts make long lines; past 140 a line is wrapped.
max_line_length = 140
-- A hook's parameters are its contract (content/<game>/hooks.yaml) and are
-- written in full even where a hook ignores some: unused, they are no
-- warning under the names hooks give them. Any other unused argument is.
ignore = {
  "212/ctx", "212/me", "212/card", "212/opts", "212/refusals", "212/v", "212/o", "212/option", "212/times",
  "212/owner", "212/ev", "212/proposer", "212/round", "212/seat", "212/labels", "212/level", "212/amount",
  "212/as", "212/by", "212/holder", "212/life", "212/offer", "212/proposal", "212/r", "212/shot", "212/stars",
  "212/top", "212/worth",
}
