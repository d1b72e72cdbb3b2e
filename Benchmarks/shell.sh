#!/usr/bin/env bash
# Benchmarks of the learner's commands (release build). Prints figures; asserts nothing.
#   bash Benchmarks/shell.sh
# Figures (whole process, median):
#   1. `vctutor check EXERCISE FILE` of a typical exercise, with the database write (target < 60 ms)
#   2. `vctutor` from start to its first prompt: the home screen drawn from the course and the
#      database, then the first read (target < 100 ms). Timed with standard input at its end,
#      so the shell exits at the first read instead of waiting.
# Uses hyperfine when installed, else a python3 timer. VCTUTOR_BENCH_BIN=path times another
# binary (say, a debug build) and skips the release build.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
if [ -n "${VCTUTOR_BENCH_BIN:-}" ]; then
  bin="$VCTUTOR_BENCH_BIN"
else
  bash "$root/Benchmarks/build.sh" release vctutor
  bin="$root/.build/release/vctutor"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export VCTUTOR_HOME="$work/home" VCTUTOR_COURSE="$root" NO_COLOR=1

# median wall time in ms of a shell command line, run N times after one warm-up
median_ms() {
  python3 - "$@" <<'PY'
import subprocess, sys, time, statistics
n = int(sys.argv[1]); line = sys.argv[2]
run = lambda: subprocess.run(line, shell=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
run()
times = []
for _ in range(n):
    t = time.perf_counter(); run(); times.append((time.perf_counter() - t) * 1000)
print(f"{statistics.median(times):.1f}")
PY
}

# median wall time in ms by hyperfine (shell-less, 3 warm-ups), else by median_ms
time_ms() {
  local runs=$1 line=$2
  if command -v hyperfine >/dev/null; then
    hyperfine -N --warmup 3 --runs "$runs" --export-json "$work/h.json" "$line" >/dev/null 2>&1 \
      && python3 -c "import json; print(f\"{json.load(open('$work/h.json'))['results'][0]['median']*1000:.1f}\")" \
      && return
  fi
  median_ms "$runs" "$line"
}

# how a command ended: a figure is only worth reading for a run that works
ended() {
  local status=0
  sh -c "$1" >/dev/null 2>&1 || status=$?
  case $status in
    0|1) echo "ran to the end, exit $status" ;;
    3) echo "EXIT 3: the engine is not in this build, the figure times the refusal" ;;
    *) echo "EXIT $status: the figure times a failing run" ;;
  esac
}

echo "== vctutor shell benchmarks ($(date -u +%F), $(nproc) cores, $( [ -n "${VCTUTOR_BENCH_BIN:-}" ] && echo "$bin" || echo "release build"))"
echo "timer: $(command -v hyperfine >/dev/null && echo hyperfine || echo python3)"

# A learner who has been through the first run: a profile, a language, some progress.
"$bin" lang en >/dev/null
"$bin" --no-color </dev/null >/dev/null

ex=$("$bin" exercises --json | python3 -c "import json,sys; print(json.load(sys.stdin)[0]['id'])")
sol=$(ls Lessons/*/exercises/"$ex"/solution.swift | head -1)
check_line="$bin check $ex $sol"
check_ms=$(time_ms 20 "$check_line")
echo "vctutor check $ex (reference solution, with the database write): ${check_ms} ms (target < 60; $(ended "$check_line"))"

shell_line="$bin --no-color"
shell_ms=$(median_ms 20 "$shell_line </dev/null")
echo "vctutor shell to its first prompt (home screen included): ${shell_ms} ms (target < 100; $(ended "$shell_line </dev/null"))"
