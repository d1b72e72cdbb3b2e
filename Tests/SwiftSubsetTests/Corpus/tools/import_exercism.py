#!/usr/bin/env python3
"""Turns Exercism's Swift practice exercises into candidate programs.

For each exercise: its example solution (every .swift file under .meta/Sources) followed by its
Swift Testing tests turned into prints: `#expect(X)` becomes `print(X)`, `#expect(throws: E) { body }`
becomes `expectThrows { body }` (prints whether and what the body threw), the test attributes
and imports of Testing go, and the tests are called in order at the end (through one instance
of the test suite when the tests are its methods). `compile_expected.py` then keeps the ones that
compile and run the same way every time.

Usage: import_exercism.py EXERCISM_SWIFT_GIT_DIR OUTPUT_DIR
"""
import os, re, subprocess, sys

git_dir, out_dir = sys.argv[1], sys.argv[2]
commit = subprocess.check_output(["git", "--git-dir", git_dir, "rev-parse", "HEAD"], text=True).strip()
files = subprocess.check_output(["git", "--git-dir", git_dir, "ls-tree", "-r", "--name-only", commit, "exercises/practice"], text=True).split()
os.makedirs(out_dir, exist_ok=True)

def show(path):
    return subprocess.check_output(["git", "--git-dir", git_dir, "show", f"{commit}:{path}"], text=True)

def matching(text, open_index):
    """Index of the parenthesis closing the one at open_index, skipping string literals."""
    depth, i, in_string = 0, open_index, False
    while i < len(text):
        c = text[i]
        if in_string:
            if c == "\\":
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    raise ValueError("unbalanced parentheses")

def convert_expectations(text):
    out, i = [], 0
    while True:
        j = text.find("#expect(", i)
        if j < 0:
            out.append(text[i:])
            return "".join(out)
        out.append(text[i:j])
        close = matching(text, j + len("#expect"))
        inner = text[j + len("#expect("):close]
        if inner.lstrip().startswith("throws:"):
            out.append("expectThrows")
        else:
            out.append("print(" + inner + ")")
        i = close + 1

def strip_attribute(text, name):
    """Removes every `@name` or `@name(...)` attribute, returning the text and what each attribute preceded."""
    out, i = [], 0
    while True:
        j = text.find("@" + name, i)
        if j < 0:
            out.append(text[i:])
            return "".join(out)
        out.append(text[i:j])
        k = j + 1 + len(name)
        if k < len(text) and text[k] == "(":
            k = matching(text, k) + 1
        i = k

HELPER = '''
func expectThrows(_ body: () throws -> Void) {
    do {
        try body()
        print("no error thrown")
    } catch {
        print("thrown: \\(error)")
    }
}
'''

count = 0
for test in sorted(f for f in files if re.search(r"/Tests/[^/]+/[^/]+Tests\.swift$", f)):
    exercise = test.split("/")[2]
    sources = sorted(f for f in files if f.startswith(f"exercises/practice/{exercise}/.meta/Sources/") and f.endswith(".swift"))
    if not sources:
        continue
    solution = "\n".join(show(s) for s in sources)
    tests = show(test)
    tests = "\n".join(l for l in tests.split("\n")
                      if not re.match(r"\s*(import Testing|@testable import|let RUNALL\b)", l))
    tests = tests.replace("import Foundation\n", "")
    # The test functions, in order: the names following each @Test attribute.
    names = []
    for m in re.finditer(r"@Test\b", tests):
        k = m.end()
        if k < len(tests) and tests[k] == "(":
            k = matching(tests, k) + 1
        f = re.match(r"\s*func\s+(\w+)\s*\(\s*\)\s*(throws)?", tests[k:])
        if f:
            names.append((f.group(1), bool(f.group(2))))
    tests = strip_attribute(strip_attribute(tests, "Test"), "Suite")
    tests = convert_expectations(tests)
    suite = re.search(r"\b(?:struct|class)\s+(\w+Tests)\b", tests)
    calls = []
    if suite:
        calls.append(f"let suite = {suite.group(1)}()")
    for name, throws in names:
        prefix = "try " if throws else ""
        target = "suite." if suite else ""
        calls.append(f"{prefix}{target}{name}()")
    program = solution.rstrip() + "\n\n" + (HELPER if "expectThrows" in tests else "") + "\n" + tests.strip() + "\n\n" + "\n".join(calls) + "\n"
    with open(os.path.join(out_dir, exercise.replace("-", "_") + ".swift"), "w") as f:
        f.write(program)
    count += 1
print(f"{count} candidates from {commit}")
