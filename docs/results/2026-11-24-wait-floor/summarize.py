#!/usr/bin/env python3
"""Summarises the wait-floor worker documents: per worker variant and server, the measured passes' wall time and
the time spent inside HttpClient.send until each answer's headers (time.responseWaitNanos), as a share of the pass.
All passes, then only the passes whose JIT compilation stayed at or under 50 ms (the steady-state rule's threshold).
Usage: summarize.py [jvms dir] (default: the jvms/ beside this script)."""
import glob, json, os, statistics, sys

folder = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "jvms")
groups = {}
for path in sorted(glob.glob(os.path.join(folder, "*.json"))):
    variant, server, _ = os.path.basename(path)[:-5].rsplit("-", 2)
    for p in json.load(open(path))["passes"]:
        t = p["time"]
        groups.setdefault((variant, server), []).append(
            (t["durationNanos"] / 1e9, t["responseWaitNanos"] / 1e9, t["compilationMillis"]))

def line(label, passes):
    if not passes:
        return f"| {label} | 0 | n/a | n/a | n/a |"
    walls = [w for w, _, _ in passes]; waits = [x for _, x, _ in passes]; shares = [100 * x / w for w, x, _ in passes]
    return (f"| {label} | {len(passes)} | {statistics.median(walls):.3f} ({min(walls):.3f}-{max(walls):.3f}) "
            f"| {statistics.median(waits):.3f} ({min(waits):.3f}-{max(waits):.3f}) "
            f"| {statistics.median(shares):.1f} ({min(shares):.1f}-{max(shares):.1f}) |")

print("| Worker, server | Passes | Pass wall s, median (min-max) | Waited s | Waited, % of the pass |")
print("|---|---|---|---|---|")
for quiet in (False, True):
    for (variant, server), passes in sorted(groups.items()):
        chosen = [p for p in passes if p[2] <= 50] if quiet else passes
        print(line(f"{variant}, {server}" + (" (JIT <= 50 ms)" if quiet else ""), chosen))
