#!/usr/bin/env python3
"""Turns the playgrounds of the Swift Algorithm Club into candidate programs.

A playground's program is its Sources/*.swift files (sorted by name) followed by its
Contents.swift, as one main.swift. Imports of UIKit and Cocoa become `import Foundation`
(everything these playgrounds use of them is in Foundation); lines using PlaygroundSupport or
XCPlayground are dropped. `compile_expected.py` then keeps the ones that compile and print the
same every time.

Usage: import_algorithm_club.py SWIFT_ALGORITHM_CLUB_GIT_DIR OUTPUT_DIR
"""
import os, re, subprocess, sys

git_dir, out_dir = sys.argv[1], sys.argv[2]
commit = subprocess.check_output(["git", "--git-dir", git_dir, "rev-parse", "HEAD"], text=True).strip()
files = subprocess.check_output(["git", "--git-dir", git_dir, "ls-tree", "-r", "--name-only", "-z", commit], text=True).split("\0")
os.makedirs(out_dir, exist_ok=True)

def show(path):
    return subprocess.check_output(["git", "--git-dir", git_dir, "show", f"{commit}:{path}"], text=True)

def clean(text):
    lines = []
    for line in text.split("\n"):
        if re.match(r"\s*import\s+(UIKit|Cocoa|AppKit)\b", line):
            line = "import Foundation"
        if re.search(r"PlaygroundSupport|XCPlayground|PlaygroundPage", line):
            continue
        lines.append(line)
    return "\n".join(lines)

count = 0
names = set()
for contents in sorted(f for f in files if f.endswith(".playground/Contents.swift")):
    playground = contents[: -len("/Contents.swift")]
    sources = sorted(f for f in files if f.startswith(playground + "/Sources/") and f.endswith(".swift"))
    program = "\n".join(clean(show(s)) for s in sources) + "\n" + clean(show(contents))
    name = re.sub(r"[^A-Za-z0-9]+", "_", playground.replace(".playground", "")).strip("_")
    assert name not in names
    names.add(name)
    with open(os.path.join(out_dir, name + ".swift"), "w") as f:
        f.write(program.strip() + "\n")
    count += 1
print(f"{count} candidates from {commit}")
