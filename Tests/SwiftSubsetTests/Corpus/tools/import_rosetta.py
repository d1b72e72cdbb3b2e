#!/usr/bin/env python3
"""Turns saved Rosetta Code Swift solutions into candidate programs.

Reads a folder holding files saved byte for byte from acmeism/RosettaCodeData, laid out as in that
repository (`Task/<Task-name>/Swift/<file>.swift`), and writes each, unchanged, as one candidate named
after its task (and its number, when the task has several Swift solutions). Solutions written for
Swift 1-3 (println, var parameters, C-style for loops, ++) were not saved: they cannot compile today.
`compile_expected.py` then keeps the ones that compile and run the same way every time.

Usage: import_rosetta.py SAVED_ROSETTA_DIR OUTPUT_DIR
"""
import os, re, sys

src, out_dir = sys.argv[1], sys.argv[2]
os.makedirs(out_dir, exist_ok=True)
count = 0
for task in sorted(os.listdir(os.path.join(src, "Task"))):
    folder = os.path.join(src, "Task", task, "Swift")
    for f in sorted(os.listdir(folder)):
        if not f.endswith(".swift"):
            continue
        stem = f[:-len(".swift")]
        m = re.search(r"-(\d+)$", stem) if stem.lower() != task.lower() else None
        name = re.sub(r"[^A-Za-z0-9]+", "_", task).strip("_") + (f"_{m.group(1)}" if m else "")
        with open(os.path.join(folder, f), "rb") as i, open(os.path.join(out_dir, name + ".swift"), "wb") as o:
            o.write(i.read())
        count += 1
print(f"{count} candidates from {src}")
