#!/usr/bin/env bash
# Builds SubsetFuzz with libFuzzer and fuzzes the SwiftSubset interpreter for SECONDS (default 300).
# Seeds: its own corpus, the conformance programs, the hostile programs and the real-code corpora.
# Crashes, timeouts and OOMs are written to Fuzz/crashes/; new inputs grow Fuzz/corpus-work/.
# Swift's own backtracer is turned off so that libFuzzer sees a trap and saves the input.
set -euo pipefail
seconds="${1:-300}"
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
swift build -c release --scratch-path .build-fuzz \
    -Xswiftc -sanitize=fuzzer \
    -Xswiftc -D -Xswiftc FUZZING --product SubsetFuzz
binary="$(swift build -c release --scratch-path .build-fuzz --show-bin-path)/SubsetFuzz"
mkdir -p Fuzz/crashes Fuzz/corpus-work
SWIFT_BACKTRACE=enable=no exec "$binary" Fuzz/corpus-work Fuzz/corpus Tests/SwiftSubsetTests/Programs Tests/TutorCLITests/Hostile \
    Tests/SwiftSubsetTests/Corpus Tests/CourseTests/IndependentSolutions \
    -max_total_time="$seconds" -max_len=4096 -timeout=30 -rss_limit_mb=2048 \
    -artifact_prefix=Fuzz/crashes/ -print_final_stats=1
