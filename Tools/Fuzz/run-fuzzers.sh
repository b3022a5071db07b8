#!/usr/bin/env bash
# Builds the libFuzzer harnesses and runs one or all of them.
#
#   Tools/Fuzz/run-fuzzers.sh NAME|all [SECONDS]    (default 60 seconds each)
#
# NAME is deeplinks, snapshots, shell, navlint or arguments. Harnesses are built with
# `--sanitize fuzzer --sanitize address` in .build/fuzz (its own scratch path, so the normal
# build is untouched), only when HOIST_FUZZ is set (Package.swift adds their targets then).
# Each run starts from a copy of the committed seed corpus (Tools/Fuzz/Corpus/NAME) and past
# findings (Tools/Fuzz/Findings/NAME) in
# .build/fuzz/corpus/NAME, which keeps growing across runs; Tools/Fuzz/Dictionaries/NAME.dict,
# where there is one, is passed as libFuzzer's -dict. A crash, leak, timeout (navlint
# and arguments 10 s, the others 30 s) or out-of-memory (2 GB) is written to .build/fuzz/findings/NAME/ and
# the script exits 1.
# FUZZ_JOBS=N runs N harnesses at once with `all` (default 1). FUZZ_KEEP_GOING=1 goes on after
# a finding (libFuzzer's fork mode) so a long run keeps fuzzing; it still exits 1 at the end.
set -euo pipefail
cd "$(dirname "$0")/../.."

all=(deeplinks snapshots shell navlint arguments)
name=${1:-}
seconds=${2:-60}
case "$name" in
  all) names=("${all[@]}") ;;
  deeplinks | snapshots | shell | navlint | arguments) names=("$name") ;;
  *)
    echo "usage: Tools/Fuzz/run-fuzzers.sh deeplinks|snapshots|shell|navlint|arguments|all [SECONDS]" >&2
    exit 2
    ;;
esac
[[ "$seconds" =~ ^[1-9][0-9]*$ ]] || {
  echo "run-fuzzers.sh: SECONDS must be a positive whole number, not '$seconds'" >&2
  exit 2
}

# navlint promises no file under 1 MiB takes 10 s; the app harnesses get 30 s for a script;
# parsing a command line gets 10 s.
timeout_for() {
  case "$1" in
    navlint | arguments) echo 10 ;;
    *) echo 30 ;;
  esac
}

product() {
  case "$1" in
    deeplinks) echo FuzzDeepLinks ;;
    snapshots) echo FuzzSnapshots ;;
    shell) echo FuzzShell ;;
    navlint) echo FuzzNavLint ;;
    arguments) echo FuzzArguments ;;
  esac
}

scratch=.build/fuzz
# SwiftPM's `--sanitize fuzzer` makes libFuzzer supply `main`, but it passes each sanitizer as
# its own `-sanitize=` flag and the compiler keeps only the last, so the combined flag comes
# last: coverage and AddressSanitizer in every module.
build_args=(--scratch-path "$scratch" -c release --sanitize fuzzer --sanitize address
  -Xswiftc -sanitize=fuzzer,address --explicit-target-dependency-import-check error)
bin=$(HOIST_FUZZ=1 swift build "${build_args[@]}" --show-bin-path)
for name in "${names[@]}"; do rm -f "$bin/$(product "$name")"; done
# One product at a time (with the fuzzer, SwiftPM compiles executables as libraries, so
# `hoist` and `navlint` would not build); the linker warns about each sanitizer symbol it
# cannot export, with nothing to act on.
for name in "${names[@]}"; do
  HOIST_FUZZ=1 swift build "${build_args[@]}" --product "$(product "$name")" 2>&1 |
    grep -av 'ld.gold: warning: Cannot export local symbol' || true
  [ -x "$bin/$(product "$name")" ] || {
    echo "run-fuzzers.sh: building $(product "$name") failed" >&2
    exit 1
  }
done

run_one() {
  local name=$1
  local corpus="$scratch/corpus/$name" findings="$scratch/findings/$name"
  mkdir -p "$corpus" "$findings"
  # The seeds, and every input a run ever found (each is also a regression test).
  cp -n Tools/Fuzz/Corpus/"$name"/* Tools/Fuzz/Findings/"$name"/* "$corpus"/ 2>/dev/null || true
  # Findings are per run: an old one stays in the log of its run.
  rm -rf "$findings" && mkdir -p "$findings"
  local log="$scratch/logs/$name.log"
  mkdir -p "$scratch/logs"
  echo "== fuzz $name for ${seconds} s (log: $log)"
  local status=0 keep_going=()
  if [ -n "${FUZZ_KEEP_GOING:-}" ]; then
    keep_going=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
  fi
  # A harness's dictionary (Tools/Fuzz/Dictionaries/NAME.dict), when it has one, gives the
  # mutator whole tokens to insert.
  local dictionary=()
  if [ -f "Tools/Fuzz/Dictionaries/$name.dict" ]; then
    dictionary=(-dict="Tools/Fuzz/Dictionaries/$name.dict")
  fi
  # Leaks that are not ours (Foundation's, statics) are suppressed by name: .ci/lsan-suppressions.txt.
  ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS="suppressions=$PWD/.ci/lsan-suppressions.txt" "$bin/$(product "$name")" "$corpus" "${keep_going[@]}" "${dictionary[@]}" \
    -max_total_time="$seconds" -timeout="$(timeout_for "$name")" -rss_limit_mb=2048 -max_len=4096 \
    -artifact_prefix="$findings/" -print_final_stats=1 >"$log" 2>&1 || status=$?
  if [ -n "$(ls -A "$findings")" ]; then status=1; fi
  grep -E '^#[0-9]+ +DONE|stat::number_of_executed_units|stat::peak_rss_mb|stat::new_units_added' "$log" |
    sed "s/^/  $name: /" || true
  if [ "$status" -ne 0 ]; then
    echo "== $name FOUND A PROBLEM (exit $status); input in $findings/:" >&2
    grep -E 'ERROR|Fatal error|SUMMARY|Test unit written' "$log" | head -20 >&2 || true
    return 1
  fi
}

failed=0
jobs=${FUZZ_JOBS:-1}
pids=()
for name in "${names[@]}"; do
  if [ "$jobs" -gt 1 ]; then
    run_one "$name" &
    pids+=($!)
    if [ "${#pids[@]}" -ge "$jobs" ]; then
      wait "${pids[0]}" || failed=1
      pids=("${pids[@]:1}")
    fi
  else
    run_one "$name" || failed=1
  fi
done
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
exit "$failed"
