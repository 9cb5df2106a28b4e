#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0
"""results.py: one line per test case of a LAVA job, then the job's outcome
and `N passed, N failed`.

  results.py JOB.yaml LAVA.log OUTDIR
      a local lava-run: lava-run logs one dict per line on stderr; test
      cases are the lines of level "results", and OUTDIR/result.yaml holds
      the job's own result (and, when it did not complete, the error and
      its type).  Also writes OUTDIR/console.log, the board's console
      (level "target").
  results.py --server HEALTH JOB.yaml RESULTS.yaml OUTDIR
      a job a LAVA server ran: RESULTS.yaml is `lavacli results ID --yaml`,
      HEALTH the job's health (`lavacli jobs show ID`: Complete,
      Incomplete, Canceled).

A milestone of the job that has no result was not reached: it counts as
failed.  Exit status: 0 when the job completed and no case failed, 1
otherwise.
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
            for step in block.get("script", []):
                if "name" in step:
                    out.append(step["name"])
    return out


def from_log(log, outdir):
    """Test cases and the job's status of a local lava-run."""
    cases, console = [], []
    for entry in log_lines(log):
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
    status = {}
    path = os.path.join(outdir, "result.yaml")
    if os.path.isfile(path):
        with open(path, encoding="utf-8") as fh:
            loaded = yaml.safe_load(fh)
        if isinstance(loaded, list):
            loaded = next((r for r in loaded if isinstance(r, dict)
                           and r.get("case") == "job"), {})
        status = loaded or {}
    if not status:
        status = {"error_msg": "no result.yaml: lava-run did not finish"}
    return cases, status


def from_server(health, results):
    """Test cases and the job's status of a job a server ran."""
    with open(results, encoding="utf-8") as fh:
        entries = yaml.safe_load(fh) or []
    cases, status = [], {}
    # In the order the server recorded them, which is the boot's.
    for entry in sorted(entries, key=lambda e: int(e.get("id") or 0)):
        if entry.get("suite") == "lava":
            if entry.get("name") == "job":
                status = dict(entry.get("metadata") or {})
            continue
        cases.append((entry.get("suite", "?"), str(entry.get("name", "?")),
                      entry.get("result", "unknown")))
    status["result"] = "pass" if health == "Complete" else "fail"
    if health != "Complete":
        status.setdefault("error_msg", f"the job's health is {health}")
    return cases, status


def report(job, cases, status):
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
    if status.get("result") == "pass":
        print("  job: complete")
    else:
        why = status.get("error_msg") or "unknown"
        kind = status.get("error_type") or "Infrastructure"
        print(f"  job: incomplete, {kind} error: {why}")
        failed += 1
    print(f"{passed} passed, {failed} failed" + (f", {skipped} skipped" if skipped else ""))
    return 0 if failed == 0 else 1


def main(argv):
    if len(argv) == 6 and argv[1] == "--server":
        jobfile, outdir = argv[3], argv[5]
        cases, status = from_server(argv[2], argv[4])
    elif len(argv) == 4:
        jobfile, outdir = argv[1], argv[3]
        cases, status = from_log(argv[2], outdir)
    else:
        sys.exit("usage: results.py JOB.yaml LAVA.log OUTDIR | "
                 "results.py --server HEALTH JOB.yaml RESULTS.yaml OUTDIR")
    with open(jobfile, encoding="utf-8") as fh:
        job = yaml.safe_load(fh)
    return report(job, cases, status)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
