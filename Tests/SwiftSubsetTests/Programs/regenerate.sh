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
    swiftc -module-name main -o "$work/prog" "$work/main.swift" 2>"$work/err" || { cat "$work/err"; exit 1; }
    "$work/prog" > "$name.expected" 2>/dev/null || true
    echo "regenerated $name"
done
