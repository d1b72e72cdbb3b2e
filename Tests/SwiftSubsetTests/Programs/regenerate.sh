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
    # A program with `@main` is compiled as a library file (swiftc rejects `@main` in main.swift).
    src="$work/main.swift"; flags=""
    if grep -q '^@main' "$name.swift"; then src="$work/app.swift"; flags="-parse-as-library"; fi
    cp "$name.swift" "$src"
    swiftc -module-name main -lm $flags -o "$work/prog" "$src" 2>"$work/err" || { echo "$name: does not compile"; cat "$work/err"; continue; }
    "$work/prog" > "$name.expected" 2>/dev/null || true
    echo "regenerated $name"
done
