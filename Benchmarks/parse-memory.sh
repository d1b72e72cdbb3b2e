#!/usr/bin/env bash
# How much resident memory parsing and checking take per byte of source (issue 12: the source
# size bound must keep them under the run's memory limit). Prints figures; asserts nothing.
#   bash Benchmarks/parse-memory.sh   (BUILD=release for a release build, BIN=path for a built
#   binary, KB=size of each program, 200 by default: a debug build refuses more than 250 KB)
# Each shape is a program of about KB kilobytes whose code is inside a function never called
# (so running it allocates nothing), except `plain`, top-level statements as a long program
# has them. For each: the peak resident memory of `vctutor run --json --memory-limit 16384`,
# the same for an empty program, and the difference per byte of source.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD:-debug}
size_kb=${KB:-200}
if [ -n "${BIN:-}" ]; then
  bin=$BIN
else
  bash Benchmarks/build.sh "$build" vctutor
  bin="$(pwd)/.build/$build/vctutor"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$work" "$size_kb" <<'PY'
import sys
work, size = sys.argv[1], int(sys.argv[2]) * 1024

def fill(line_of, head="func neverCalled() {\nvar x = 0\nlet b = true\n", tail="_ = x\n_ = b\n}\nprint(0)\n"):
    lines, total, i = [], len(head) + len(tail), 0
    while total < size:
        line = line_of(i) + "\n"
        lines.append(line)
        total += len(line)
        i += 1
    return head + "".join(lines) + tail

shapes = {
    "empty": "print(0)\n",
    "plain": fill(lambda i: f"x = x &+ {i % 7} &* 1_000_003", head="var x = 0\n", tail="print(x)\n"),
    "one-letter-statements": fill(lambda i: ";".join(["x"] * 40)),
    "nested-closures": fill(lambda i: "let _ = " + "{" * 20 + " 1 " + "}" * 20),
    "typical": fill(lambda i: f"    if x > {i % 9} {{ x = x * 2 + {i % 5} }} else {{ print(\"x is \\(x)\") }}"),
    "tiny-statements": fill(lambda i: ";".join(["x+=1"] * 16)),
    "deep-nesting": fill(lambda i: "if b{" * 30 + "x+=1" + "}" * 30),
    "long-lines": fill(lambda i: "x = " + "+".join(["1"] * 4_000)),
    "array-literal": fill(lambda i: "_ = [" + ",".join(["1"] * 3_000) + "]"),
    "calls": fill(lambda i: "print(" * 20 + "1" + ")" * 20),
    "parse-errors": fill(lambda i: "a b c d e f " * 6, head="", tail=""),
}
for name, text in shapes.items():
    with open(f"{work}/{name}.swift", "w") as f:
        f.write(text)
PY

peak() { { /usr/bin/time -f %M "$bin" run "$1" --json --memory-limit 16384 2>&1 >/dev/null || true; } | tail -1; }
status() {
  { "$bin" run "$1" --json --memory-limit 16384 2>/dev/null || true; } |
    python3 -c 'import json,sys; r=json.load(sys.stdin); print(r["status"], (r.get("limit") or {}).get("message", ""))' || echo "?"
}
empty_kb=$(peak "$work/empty.swift")
echo "== parse memory ($(date -u +%F), $build build, empty program: $((empty_kb / 1024)) MB peak resident)"
for file in "$work"/*.swift; do
  name=$(basename "$file" .swift)
  [ "$name" = empty ] && continue
  bytes=$(wc -c < "$file")
  kb=$(peak "$file")
  per_byte=$(( (kb - empty_kb) * 1024 / bytes ))
  printf '%-16s %8d bytes: %5d MB peak, %4d MB over empty, %5d bytes per source byte (status %s)\n' \
    "$name" "$bytes" $((kb / 1024)) $(((kb - empty_kb) / 1024)) "$per_byte" "$(status "$file")"
done
