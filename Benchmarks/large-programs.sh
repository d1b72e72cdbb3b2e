#!/usr/bin/env bash
# How the time to parse, check and run a program grows with its length (issue 12: 150,000
# lines in a few seconds, every pass linear). Prints figures; asserts nothing. Release build:
#   bash Benchmarks/large-programs.sh   (BUILD=debug for a debug build, BIN=path for a built binary)
# Two shapes, at 10,000, 50,000 and 150,000 lines:
#   plain     - top-level statements `x = x &+ 3`
#   functions - one-line functions `func fN() -> Int { N }`, the last one called
# For each: whole-process `vctutor run` wall time (median of 3), and the time per 1,000 lines;
# a linear pipeline keeps the second figure about the same as the program grows.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD:-release}
if [ -n "${BIN:-}" ]; then
  bin=$BIN  # a vctutor built elsewhere (BIN=path/to/vctutor)
else
  bash Benchmarks/build.sh "$build" vctutor
  bin="$(pwd)/.build/$build/vctutor"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'PY'
import sys
work = sys.argv[1]
for n in (10_000, 50_000, 150_000):
    with open(f"{work}/plain-{n}.swift", "w") as f:
        f.write("var x = 0\n")
        f.writelines(f"x = x &+ {i % 7}\n" for i in range(n - 2))
        f.write("print(x)\n")
    with open(f"{work}/functions-{n}.swift", "w") as f:
        f.writelines(f"func f{i}() -> Int {{ {i} }}\n" for i in range(n - 1))
        f.write(f"print(f{n - 2}())\n")
PY

echo "== large programs ($(date -u +%F), $(nproc) cores, $build build)"
for shape in plain functions; do
  for n in 10000 50000 150000; do
    file="$work/$shape-$n.swift"
    python3 - "$bin" "$file" "$n" "$shape" <<'PY'
import subprocess, sys, time, statistics, json
bin, file, n, shape = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
times, status = [], "?"
for _ in range(3):
    t = time.perf_counter()
    r = subprocess.run([bin, "run", file, "--json"], capture_output=True, text=True)
    times.append(time.perf_counter() - t)
    try: status = json.loads(r.stdout)["status"]
    except Exception: status = f"no JSON (exit {r.returncode})"
ms = statistics.median(times) * 1000
print(f"{shape:9} {n:7,} lines: {ms:8.0f} ms, {ms / n * 1000:6.1f} ms per 1,000 lines (status {status})")
PY
  done
done
