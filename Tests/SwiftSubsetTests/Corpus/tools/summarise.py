#!/usr/bin/env python3
"""Summarises a corpus run: counts per source and outcome, refusals grouped by diagnostic,
and every silent difference.

Run the corpus with reports first:
    SWIFTSUBSET_CORPUS_REPORT=/tmp/corpus-report swift test --skip-build --filter CorpusTests
then: summarise.py /tmp/corpus-report [--write-unsupported]
`--write-unsupported` rewrites Corpus/unsupported.txt with every refused program and its
diagnostic (differences are never listed: they must be fixed or turned into refusals).
"""
import collections, os, re, sys

report_dir = sys.argv[1]
rows = []
for f in sorted(os.listdir(report_dir)):
    program, kind, detail = open(os.path.join(report_dir, f)).read().rstrip("\n").split("\t", 2)
    rows.append((program, kind, detail))

by_source = collections.defaultdict(collections.Counter)
for program, kind, _ in rows:
    by_source[program.split("/")[0]][kind] += 1
    by_source["all"][kind] += 1
for source, counts in sorted(by_source.items()):
    total = sum(counts.values())
    print(f"{source}: {total} programs, {counts['passed']} pass, {counts['refused']} refused, "
          f"{counts['limited']} stopped by a limit, {counts['differs']} differ")

def group(detail):
    message = detail.split(": ", 1)[-1]
    return re.sub(r"'[^']*'", "'…'", message)

refusals = collections.Counter(group(d) for _, k, d in rows if k == "refused")
print("\nrefusals by diagnostic:")
for message, n in refusals.most_common():
    print(f"{n:5}  {message}")
print("\nstopped by a limit:")
for program, kind, detail in rows:
    if kind == "limited":
        print(f"  {program}: {detail}")
print("\nsilent differences:")
for program, kind, detail in rows:
    if kind == "differs":
        print(f"  {program}: {detail}")

if "--write-unsupported" in sys.argv:
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unsupported.txt")
    with open(path, "w") as out:
        out.write("# Corpus programs the interpreter refuses today, each with its first diagnostic.\n")
        out.write("# Written by tools/summarise.py --write-unsupported; a listed program must be refused (or stopped\n")
        out.write("# by a limit, which it reports), never run differently.\n")
        for program, kind, detail in rows:
            if kind in ("refused", "limited"):
                out.write(f"{program}: {detail}\n")
