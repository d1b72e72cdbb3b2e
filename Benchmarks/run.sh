#!/usr/bin/env bash
# Benchmarks (release build). Prints figures; asserts nothing. Run from anywhere:
#   bash Benchmarks/run.sh
# Figures:
#   1. whole-process `vctutor run` of a typical 100-line solution (target < 50 ms)
#   2. the same program compiled with swiftc against UIKitSim and run, and the ratio (target ≥ 100×)
#   3. CPU-bound programs through `vctutor run` against python3 (target: within 3× of CPython)
#   4. whole-process `vctutor check` of a typical exercise, with the database write (target < 60 ms)
#   5. in-process figures from the `vctutor-bench` executable (run and check < 5 ms)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
swift build -c release --product vctutor >/dev/null
swift build -c release --product vctutor-bench >/dev/null
bin="$root/.build/release/vctutor"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# median wall time in ms of a command, run N times after one warm-up
median_ms() {
  python3 - "$@" <<'PY'
import subprocess, sys, time, statistics
n = int(sys.argv[1]); cmd = sys.argv[2:]
subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
times = []
for _ in range(n):
    t = time.perf_counter(); subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    times.append((time.perf_counter() - t) * 1000)
print(f"{statistics.median(times):.1f}")
PY
}

echo "== vctutor benchmarks ($(date -u +%F), $(nproc) cores, release build)"
# A figure is only worth printing for a run that works: say how each command ended.
ended() { "$@" >/dev/null 2>&1 && echo "ran to the end" || echo "EXIT $? — the figure times a failing run, not the target"; }
run_ms=$(median_ms 20 "$bin" run Benchmarks/typical/AppDelegate.swift)
echo "vctutor run, typical 100-line solution, whole process: ${run_ms} ms (target < 50; $(ended "$bin" run Benchmarks/typical/AppDelegate.swift))"

# The same program compiled natively against UIKitSim: swap `import UIKit` and `@main` for a launcher.
mods="$root/.build/release/Modules"
if [ -d "$mods" ] && ls "$root"/.build/release/UIKitSim.build/*.o >/dev/null 2>&1; then
  sed -e 's/^import UIKit$/import UIKitSim/' -e 's/^@main$//' Benchmarks/typical/AppDelegate.swift > "$work/app.swift"
  cat > "$work/main.swift" <<'SW'
import UIKitSim
let simulation = Simulation(device: .iPhone)
simulation.run { UIApplicationMain(simulation, AppDelegate()) }
SW
  t0=$(date +%s%N)
  if swiftc -I "$mods" "$work/app.swift" "$work/main.swift" "$root"/.build/release/UIKitSim.build/*.o -o "$work/native" 2>"$work/swiftc.log" && "$work/native" >/dev/null; then
    t1=$(date +%s%N)
    native_ms=$(( (t1 - t0) / 1000000 ))
    inproc_ms=$("$root/.build/release/vctutor-bench" | sed -n 's/^in-process run of the typical.*median \([0-9.]*\) ms.*/\1/p')
    echo "swiftc compile + run of the same program: ${native_ms} ms; against vctutor's in-process run (${inproc_ms} ms): $(python3 -c "print(f'{$native_ms/$inproc_ms:.0f}')")× (target ≥ 100×); against the whole vctutor process: $(python3 -c "print(f'{$native_ms/$run_ms:.0f}')")×"
  else
    echo "swiftc comparison: native build failed (see below)"; head -5 "$work/swiftc.log"
  fi
fi

for p in fib strings sorting; do
  ours=$(median_ms 5 "$bin" run "Benchmarks/programs/$p.swift")
  [ "$("$bin" run "Benchmarks/programs/$p.swift")" = "$(python3 "Benchmarks/programs/$p.py")" ] || echo "$p: OUTPUT DIFFERS from python3's"
  py=$(median_ms 5 python3 "Benchmarks/programs/$p.py")
  echo "$p: vctutor ${ours} ms, python3 ${py} ms, ratio $(python3 -c "print(f'{$ours/$py:.2f}')") (target ≤ 3)"
done

if "$bin" exercises --json >/dev/null 2>&1; then
  export VCTUTOR_HOME="$work/home"
  ex=$("$bin" exercises --json | python3 -c "import json,sys; print(json.load(sys.stdin)[0]['id'])")
  sol=$(ls Lessons/*/exercises/"$ex"/solution.swift | head -1)
  check_ms=$(median_ms 20 "$bin" check "$ex" "$sol")
  echo "vctutor check $ex (reference solution, with the database write): ${check_ms} ms (target < 60; $(ended "$bin" check "$ex" "$sol"))"
fi

"$root/.build/release/vctutor-bench"
