#!/bin/bash
# The interpreter's own speed, quickly: builds SwiftSubset alone optimised (`swiftc -O -wmo`),
# linked with the debug build's swift-syntax objects (they only parse these short programs),
# and a tiny driver running `Interpreter.run` (Benchmarks/InterpOnly/main.swift); then times
# Benchmarks/programs/*.swift with it beside CPython (Benchmarks/timing.py, CPU-time medians).
# A full release build takes 20-40 minutes on a busy machine; this takes a few.
#   bash Benchmarks/interp-only.sh [OUT_DIR] [RUNS]      (needs a debug `swift build` first)
# Set SKIP_BUILD=1 to time an existing OUT_DIR/interp, BEFORE=OTHER_DIR/interp to time an
# earlier build in the same turns (a before/after figure on a busy machine); run
# `OUT_DIR/interp FILE.swift` under `perf record -g` to profile.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-/tmp/interp-only}
runs=${2:-7}
debug="$root/.build/debug"
shims="$root/.build/checkouts/swift-syntax/Sources/_SwiftSyntaxCShims/include"
mkdir -p "$out"
if [ "${SKIP_BUILD:-0}" != 1 ]; then
  cmaps=(-Xcc "-fmodule-map-file=$shims/module.modulemap" -Xcc "-I$shims")
  swiftc -O -wmo -parse-as-library -module-name BoundedRelease -package-name vctutor \
    -emit-module -emit-module-path "$out/BoundedRelease.swiftmodule" \
    -c "$root"/Sources/BoundedRelease/*.swift -o "$out/BoundedRelease.o"
  swiftc -O -wmo -parse-as-library -module-name SwiftSubset -package-name vctutor \
    -I "$out" -I "$debug/Modules" "${cmaps[@]}" \
    -emit-module -emit-module-path "$out/SwiftSubset.swiftmodule" \
    -c $(find "$root/Sources/SwiftSubset" -name '*.swift') -o "$out/SwiftSubset.o"
  objects=()
  for module in SwiftSyntax SwiftParser SwiftOperators SwiftDiagnostics SwiftParserDiagnostics \
                SwiftBasicFormat _SwiftSyntaxCShims; do
    objects+=("$debug/$module.build"/*.o)
  done
  swiftc -O -I "$out" -I "$debug/Modules" "${cmaps[@]}" "$root/Benchmarks/InterpOnly/main.swift" \
    "$out/SwiftSubset.o" "$out/BoundedRelease.o" "${objects[@]}" -o "$out/interp"
  echo "built $out/interp"
fi
for program in fib loops strings sorting; do
  swift_file="$root/Benchmarks/programs/$program.swift"
  commands=("$out/interp" "$swift_file" -- python3 "$root/Benchmarks/programs/$program.py")
  if [ -n "${BEFORE:-}" ]; then commands+=(-- "$BEFORE" "$swift_file"); fi
  lines=$(python3 "$root/Benchmarks/timing.py" "$runs" "${commands[@]}")
  python3 - "$program" "$lines" <<'PY'
import json, sys
name = sys.argv[1]
figures = [json.loads(line) for line in sys.argv[2].splitlines()]
ours, cpython = figures[0], figures[1]
def same(run):
    return "same output" if run["stdout"] == cpython["stdout"] and run["status"] == 0 else "OUTPUT DIFFERS"
line = (f"{name:8} interpreter {ours['cpu']:7.1f} ms   CPython {cpython['cpu']:7.1f} ms   "
        f"ratio {ours['cpu'] / cpython['cpu']:5.2f}   ({same(ours)})")
if len(figures) > 2:
    before = figures[2]
    line += f"   before {before['cpu']:7.1f} ms, ratio {before['cpu'] / cpython['cpu']:5.2f} ({same(before)})"
print(line)
PY
done
