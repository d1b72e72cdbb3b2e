#!/usr/bin/env python3
"""Compiles candidate programs with swiftc and keeps the ones that belong in the corpus.

For each CANDIDATE_DIR/NAME.swift: compile as main.swift (module `main`, `-Onone`; a file with
`@main` is compiled with `-parse-as-library`), run it three times (stdin empty, stdout
unbuffered so a trap loses nothing, 10 s limit). Swift seeds its hashing afresh in every
process, so a program whose three outputs differ depends on hash order (or on randomness) and is left out, as is
one that does not compile, times out, or dies without Swift's `Fatal error:` line.
A kept program is copied to OUTPUT_DIR/NAME.swift with its stdout in NAME.expected and, when
it traps, the `Fatal error: ...` message in NAME.trap. The reasons for leaving each candidate
out are written to excluded-SOURCE.txt beside this script (SOURCE: OUTPUT_DIR's name), keeping
the entries of earlier batches whose candidates this run did not see.

Usage: compile_expected.py CANDIDATE_DIR OUTPUT_DIR [JOBS]
"""
import os, re, shutil, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

cand_dir, out_dir = sys.argv[1], sys.argv[2]
jobs = int(sys.argv[3]) if len(sys.argv) > 3 else 2
os.makedirs(out_dir, exist_ok=True)
env = dict(os.environ, SWIFT_BACKTRACE="enable=no")

def run_once(exe):
    p = subprocess.run(["stdbuf", "-o0", exe], stdin=subprocess.DEVNULL, capture_output=True, timeout=10, env=env)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")

def process(name):
    src = os.path.join(cand_dir, name + ".swift")
    code = open(src).read()
    with tempfile.TemporaryDirectory() as work:
        library = re.search(r"^@main\b", code, re.M) is not None
        main = os.path.join(work, "app.swift" if library else "main.swift")
        shutil.copy(src, main)
        exe = os.path.join(work, "prog")
        flags = ["-parse-as-library"] if library else []
        c = subprocess.run(["swiftc", "-Onone", "-module-name", "main", "-lm", *flags, "-o", exe, main], capture_output=True, text=True)
        if c.returncode != 0:
            first = next((l for l in c.stderr.splitlines() if "error:" in l), "error")
            return name, "does not compile: " + first.split("error:", 1)[-1].strip()
        try:
            runs = [run_once(exe) for _ in range(3)]
        except subprocess.TimeoutExpired:
            return name, "runs over 10 s"
        if len({r[1] for r in runs}) > 1:
            return name, "output differs between runs (hash order or randomness)"
        rc, out, err = runs[0]
        trap = None
        if rc != 0:
            m = re.search(r"Fatal error: ?(.*)", err)
            if not m:
                return name, f"exits with status {rc} without a Fatal error line"
            trap = "Fatal error: " + m.group(1).strip()
    shutil.copy(src, os.path.join(out_dir, name + ".swift"))
    with open(os.path.join(out_dir, name + ".expected"), "w") as f:
        f.write(out)
    if trap is not None:
        with open(os.path.join(out_dir, name + ".trap"), "w") as f:
            f.write(trap + "\n")
    return name, None

names = sorted(f[:-6] for f in os.listdir(cand_dir) if f.endswith(".swift"))
with ThreadPoolExecutor(jobs) as pool:
    results = list(pool.map(process, names))
excluded = [(n, why) for n, why in results if why]
source = os.path.basename(os.path.normpath(out_dir))
# The list beside this script keeps earlier batches' entries; this batch's candidates replace theirs.
listing = os.path.join(os.path.dirname(os.path.abspath(__file__)), f"excluded-{source}.txt")
earlier = {}
if os.path.exists(listing):
    for line in open(listing):
        n, sep, why = line.rstrip("\n").partition(": ")
        if sep and n not in names:
            earlier[n] = why
earlier.update(dict(excluded))
with open(listing, "w") as f:
    for n in sorted(earlier):
        f.write(f"{n}: {earlier[n]}\n")
print(f"{len(results) - len(excluded)} kept, {len(excluded)} left out")
