#!/usr/bin/env bash
# Runs a fuzz target for a bounded time: fuzz/run.sh TARGET SECONDS
#   TARGET: record, content, or all (each in turn, SECONDS each).
# Uses the targets of $FUZZ_BUILD, else of build-asan (CI), else builds them
# with clang into build-fuzz. The committed seed corpus fuzz/corpus/TARGET is read
# only: new inputs go to $FUZZ_BUILD/corpus/TARGET, crashes to
# $FUZZ_BUILD/crashes/. Exits non-zero when a target finds a crash, a leak or
# a hang. For a long run: FUZZ_JOBS=2 fuzz/run.sh record 36000
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: fuzz/run.sh record|content|all SECONDS}
seconds=${2:?usage: fuzz/run.sh record|content|all SECONDS}
build=${FUZZ_BUILD:-}
if [ -z "$build" ]; then
  # CI's sanitizer build has the targets already when configured with ARBITER_FUZZ.
  if [ -x build-asan/fuzz/fuzz_record ] && [ -x build-asan/fuzz/fuzz_content ]; then build=build-asan; else build=build-fuzz; fi
fi
jobs=${FUZZ_JOBS:-1}

if [ "$target" = all ]; then
  for t in record content; do "$0" "$t" "$seconds"; done
  exit 0
fi
case "$target" in record|content) ;; *) echo "unknown target '$target' (record, content, all)" >&2; exit 2;; esac

if [ ! -x "$build/fuzz/fuzz_$target" ] || [ -n "${FUZZ_REBUILD:-}" ]; then
  cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
    -DARBITER_FUZZ=ON -DARBITER_BENCH=OFF >/dev/null
  cmake --build "$build" -j "$(nproc)" --target "fuzz_$target"
fi

corpus="$build/corpus/$target"
crashes="$build/crashes/"
mkdir -p "$corpus" "$crashes"
echo "== fuzz_$target for ${seconds}s (seeds: fuzz/corpus/$target)"
# Leaks are checked. Each target has a dictionary of its format's words and
# YAML's anchors, aliases and markers (fuzz/TARGET.dict).
# 64 KiB: room for an anchor aliased thousands of times (the alias class).
max_len=65536
args=(-max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -max_len="$max_len"
      -dict="fuzz/$target.dict"
      -artifact_prefix="$crashes" -print_final_stats=1)
if [ "$jobs" -gt 1 ]; then args+=(-jobs="$jobs" -workers="$jobs"); fi
# A hard stop well past the fuzzing time: after an out-of-memory report the
# sanitizer's heap profile of gigabytes can take longer than any CI allows.
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1} \
  timeout --signal=KILL $((seconds + 300)) \
  "$build/fuzz/fuzz_$target" "${args[@]}" "$corpus" "fuzz/corpus/$target"
