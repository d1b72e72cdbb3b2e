#!/usr/bin/env python3
"""Extracts the test listings of The Swift Programming Language as candidate programs.

Rule: the book's sources carry, beside each listing, the book's own test of it (a hidden
```swifttest block under `- test: `name``). A candidate program is one test: the code lines
(`-> ` shown, `>> ` hidden, and their continuation lines) of every swifttest block carrying that
test name in one chapter, in order. Output lines (`<- `, `<< `) and expected diagnostics
(`!! `, `!$ `) are dropped; `compile_expected.sh` then keeps a candidate only when swiftc
compiles it as main.swift and its output does not depend on hash order.

Usage: import_tspl.py SWIFT_BOOK_GIT_DIR OUTPUT_DIR
"""
import os, re, subprocess, sys

git_dir, out_dir = sys.argv[1], sys.argv[2]
commit = subprocess.check_output(["git", "--git-dir", git_dir, "rev-parse", "HEAD"], text=True).strip()
files = subprocess.check_output(["git", "--git-dir", git_dir, "ls-tree", "-r", "--name-only", commit, "TSPL.docc"], text=True).split()
os.makedirs(out_dir, exist_ok=True)
count = 0
for path in sorted(f for f in files if f.endswith(".md")):
    text = subprocess.check_output(["git", "--git-dir", git_dir, "show", f"{commit}:{path}"], text=True)
    chapter = os.path.splitext(os.path.basename(path))[0]
    groups = {}   # test name -> code lines
    order = []
    test = None
    in_block = False
    last_was_code = False
    for raw in text.split("\n"):
        m = re.match(r"^\s*- test: `([^`]+)`", raw)
        if m and not in_block:
            test = m.group(1)
            continue
        if re.match(r"^\s*```swifttest\s*$", raw):
            in_block = test is not None
            last_was_code = False
            if in_block and test not in groups:
                groups[test] = []
                order.append(test)
            continue
        if in_block and re.match(r"^\s*```\s*$", raw):
            in_block = False
            continue
        if not in_block:
            continue
        line = raw[2:] if raw.startswith("  ") else raw.lstrip()
        if line.startswith("-> ") or line.startswith(">> ") or line in ("->", ">>"):
            groups[test].append(line[3:])
            last_was_code = True
        elif line[:2] in ("<-", "<<", "!!", "!$", "//") and not line.startswith("   "):
            last_was_code = False
        elif line.strip() == "":
            if last_was_code:
                groups[test].append("")
        elif line.startswith("   ") and last_was_code:
            groups[test].append(line[3:])
        else:
            last_was_code = False
    for name in order:
        code = "\n".join(groups[name]).strip("\n")
        if not code:
            continue
        safe = re.sub(r"[^A-Za-z0-9_]", "_", name)
        with open(os.path.join(out_dir, f"{chapter}-{safe}.swift"), "w") as f:
            f.write(code + "\n")
        count += 1
print(f"{count} candidates from {path and commit}")
