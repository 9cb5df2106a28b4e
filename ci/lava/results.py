#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0
"""results.py JOB.yaml LAVA.log OUTDIR: one line per test case of a
lava-run job, then the job's outcome and `N passed, N failed`.

lava-run logs one YAML/JSON dict per line on stderr; test cases are the
lines of level "results".  result.yaml (OUTDIR) holds only the job's own
result and, when it did not complete, the error and its type.  A milestone
of the job that has no result was not reached: it counts as failed.
Also writes OUTDIR/console.log, the board's console (level "target").
Exit status: 0 when the job completed and no case failed, 1 otherwise.
"""
import os
import sys

import yaml


def log_lines(path):
    with open(path, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            line = line.strip()
            if not line.startswith("{"):
                continue
            try:
                entry = yaml.safe_load(line)
            except yaml.YAMLError:
                continue
            if isinstance(entry, dict):
                yield entry


def milestones(job):
    """(definition, case) of every milestone step, in boot order."""
    out = []
    for action in job.get("actions", []):
        for block in action.get("test", {}).get("interactive", []):
            for i, step in enumerate(block.get("script", [])):
                if "name" in step:
                    out.append(step["name"])
    return out


def main(argv):
    if len(argv) != 4:
        sys.exit("usage: results.py JOB.yaml LAVA.log OUTDIR")
    with open(argv[1], encoding="utf-8") as fh:
        job = yaml.safe_load(fh)
    outdir = argv[3]
    cases, console = [], []
    for entry in log_lines(argv[2]):
        if entry.get("lvl") == "results" and isinstance(entry.get("msg"), dict):
            msg = entry["msg"]
            if msg.get("definition") == "lava":
                continue  # the job's own actions, not test cases
            cases.append((msg.get("definition", "?"), str(msg.get("case", "?")),
                          msg.get("result", "unknown")))
        elif entry.get("lvl") == "target":
            console.append(str(entry.get("msg", "")))
    with open(os.path.join(outdir, "console.log"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(console) + "\n")

    seen = {case for _, case, _ in cases}
    passed = failed = skipped = 0
    for definition, case, result in cases:
        print(f"  {result:5} {definition}/{case}")
        if result == "pass":
            passed += 1
        elif result == "skip":
            skipped += 1
        else:
            failed += 1
    for case in milestones(job):
        if case not in seen:
            print(f"  fail  {case} (not reached)")
            failed += 1

    status = {}
    path = os.path.join(outdir, "result.yaml")
    if os.path.isfile(path):
        with open(path, encoding="utf-8") as fh:
            loaded = yaml.safe_load(fh)
        if isinstance(loaded, list):
            loaded = next((r for r in loaded if isinstance(r, dict)
                           and r.get("case") == "job"), {})
        status = loaded or {}
    outcome = status.get("result", "unknown")
    if outcome == "pass":
        print("  job: complete")
    else:
        why = status.get("error_msg") or "no result.yaml: lava-run did not finish"
        kind = status.get("error_type") or "Infrastructure"
        print(f"  job: incomplete, {kind} error: {why}")
        failed += 1
    print(f"{passed} passed, {failed} failed" + (f", {skipped} skipped" if skipped else ""))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
