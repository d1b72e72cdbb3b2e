#!/usr/bin/env bash
# Builds products as the benchmarks measure them:  bash Benchmarks/build.sh CONFIG PRODUCT...
# CONFIG is debug or release. A release build is the one README's "Installing" makes: the Swift
# runtime and Foundation linked into the binary (--static-swift-stdlib) and the executable not
# position-independent (-no-pie), which leaves the dynamic loader nothing to bind or relocate at
# start, and its own symbols not exported (--no-export-dynamic: the static runtime's link line
# asks for -export-dynamic, which put 80 000 symbols in the dynamic table that the loader hashes
# and the runtime's start-up `dladdr` walks, for nothing: nothing looks the program's symbols
# up). Every benchmark builds through this script, so the builds agree and SwiftPM does not
# rebuild everything when one script passes other flags than another.
set -euo pipefail
cd "$(dirname "$0")/.."
config=$1; shift
flags=()
[ "$config" = release ] && flags=(--static-swift-stdlib -Xlinker -no-pie -Xlinker --no-export-dynamic)
for product in "$@"; do
  swift build -c "$config" "${flags[@]}" --product "$product" >/dev/null
done
