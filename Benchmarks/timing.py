"""Times commands side by side for Benchmarks/run.sh; asserts nothing.

    python3 Benchmarks/timing.py [--no-warm-up] RUNS CMD_A [-- CMD_B ...]

Each command runs once to warm up (unless --no-warm-up), then RUNS times, the commands taking turns, so that a
busy machine slows each of them alike. Prints one JSON object per command, in order:
    {"cpu": median CPU ms, "wall": median wall ms, "status": exit status,
     "stdout": what the last run printed}
CPU time is the process's user + system time with its waited-for children (wait4), which is
what the program costs; wall time also counts waiting for a core, which on a shared machine
depends on what else runs.
"""
import json
import os
import statistics
import subprocess
import sys
import time


def run_once(command):
    """Runs `command`, returning (cpu ms, wall ms, exit status, stdout)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    wall = (time.perf_counter() - start) * 1000
    process.returncode = os.waitstatus_to_exitcode(status)
    return (usage.ru_utime + usage.ru_stime) * 1000, wall, process.returncode, output.decode(errors="replace")


def split_commands(words):
    commands, current = [], []
    for word in words:
        if word == "--":
            commands.append(current)
            current = []
        else:
            current.append(word)
    commands.append(current)
    return [c for c in commands if c]


def main():
    arguments = sys.argv[1:]
    warm_up = arguments[0] != "--no-warm-up"
    if not warm_up:
        arguments = arguments[1:]
    runs = int(arguments[0])
    commands = split_commands(arguments[1:])
    last = [run_once(c) if warm_up else None for c in commands]
    cpu = [[] for _ in commands]
    wall = [[] for _ in commands]
    for _ in range(runs):
        for i, command in enumerate(commands):
            last[i] = run_once(command)
            cpu[i].append(last[i][0])
            wall[i].append(last[i][1])
    for i in range(len(commands)):
        print(json.dumps({
            "cpu": round(statistics.median(cpu[i]), 1),
            "wall": round(statistics.median(wall[i]), 1),
            "status": last[i][2],
            "stdout": last[i][3],
        }))


if __name__ == "__main__":
    main()
