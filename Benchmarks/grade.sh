#!/usr/bin/env bash
# Benchmark of `vctutor grade` (release build). Prints figures; asserts nothing.
#   bash Benchmarks/grade.sh [SUBMISSIONS]
# Grades 1,000 submissions (default) built from the course's own solutions, alternatives and
# mistakes, cycled over students, with --jobs 2, and prints the wall time (target < 20 s on
# 2 cores) and the submissions per second. VCTUTOR_BENCH_BIN=path times another binary.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
count=${1:-1000}
if [ -n "${VCTUTOR_BENCH_BIN:-}" ]; then
  bin="$VCTUTOR_BENCH_BIN"
else
  bash "$root/Benchmarks/build.sh" release vctutor
  bin="$root/.build/release/vctutor"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export VCTUTOR_HOME="$work/home" VCTUTOR_DB="$work/home/progress.sqlite" VCTUTOR_COURSE="$root" NO_COLOR=1

# The class: every solution, alternative and mistake file of the course, one per submission,
# students of 30 exercises each, until there are $count submissions.
python3 - "$root" "$work/class" "$count" <<'PY'
import os, sys, glob
root, out, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
files = []
for ex in sorted(glob.glob(f"{root}/Lessons/*/exercises/*")):
    name = os.path.basename(ex)
    for f in [f"{ex}/solution.swift"] + sorted(glob.glob(f"{ex}/alternatives/*.swift")) + sorted(glob.glob(f"{ex}/mistakes/*.swift")):
        files.append((name, f))
made, student = 0, 0
while made < count:
    used = set()
    for name, f in files:
        if made >= count: break
        if name in used: continue
        used.add(name)
        d = f"{out}/student{student:04d}/{name}"
        os.makedirs(d, exist_ok=True)
        with open(f) as src, open(f"{d}/main.swift", "w") as dst: dst.write(src.read())
        made += 1
    student += 1
    files = files[1:] + files[:1]
print(f"class: {made} submissions from {student} students")
PY

start=$(date +%s.%N)
"$bin" grade "$work/class" --out "$work/results" --jobs 2 >/dev/null
end=$(date +%s.%N)
python3 - "$start" "$end" "$count" <<'PY'
import sys
start, end, count = float(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3])
elapsed = end - start
print(f"vctutor grade, {count} submissions, --jobs 2: {elapsed:.1f} s ({count / elapsed:.0f} submissions/s; target < 20 s)")
PY
