#!/bin/sh
# Compiles each program here with swiftc and records what it prints as NAME.expected.
# Usage: Tests/SwiftSubsetTests/Programs/regenerate.sh [NAME...]
set -eu
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ $# -eq 0 ]; then set -- *.swift; fi
for file in "$@"; do
    name=${file%.swift}
    cp "$name.swift" "$work/main.swift"
    swiftc -module-name main -lm -o "$work/prog" "$work/main.swift" 2>"$work/err" || { echo "$name: does not compile"; cat "$work/err"; continue; }
    "$work/prog" > "$name.expected" 2>/dev/null || true
    echo "regenerated $name"
done
