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
failed.  A failure line (the job's failure patterns: Oops, WARNING:, ...)
is named with the case it failed: a suite's monitor makes it a case of its
own, a milestone step fails on it.  Each KUnit suite the job names
(metadata kit-kunit-suites) must have run cases: its own KTAP line passed
(one that ran no case is "# SKIP"; one not built in prints none).  Exit
status: 0 when the job completed and no case failed, 1 otherwise; 2 with
one "error:" line when an input is missing or unreadable.
"""
import os
import re
import sys

import yaml

USAGE = ("usage: results.py JOB.yaml LAVA.log OUTDIR | "
         "results.py --server HEALTH JOB.yaml RESULTS.yaml OUTDIR")


class InputError(Exception):
    """An input that is missing or not what LAVA writes: one error line."""


def load_yaml(path, what, fix):
    try:
        with open(path, encoding="utf-8") as fh:
            return yaml.safe_load(fh)
    except OSError as error:
        raise InputError(f"{what} {path}: {error.strerror}; {fix}") from None
    except yaml.YAMLError as error:
        raise InputError(f"{what} {path} is not YAML ({str(error).splitlines()[0]}); {fix}") from None


def log_lines(path):
    try:
        fh = open(path, encoding="utf-8", errors="replace")
    except OSError as error:
        raise InputError(f"lava-run's log {path}: {error.strerror}; "
                         "run the job with ci/lava-run.sh TARGET") from None
    with fh:
        for line in fh:
            # A server's raw log is the same entries as a YAML list.
            line = line.strip().removeprefix("- ")
            if not line.startswith("{"):
                continue
            try:
                entry = yaml.safe_load(line)
            except yaml.YAMLError:
                continue
            if isinstance(entry, dict):
                yield entry


def milestones(job):
    """The name of every milestone step, in boot order."""
    out = []
    for action in job.get("actions", []):
        for block in action.get("test", {}).get("interactive", []):
            for step in block.get("script", []):
                if "name" in step:
                    out.append(step["name"])
    return out


def failure_re(job):
    """The job's failure lines (every milestone step has them), as one regex."""
    pats = []
    for action in job.get("actions", []):
        for block in action.get("test", {}).get("interactive", []):
            for step in block.get("script", []):
                for f in step.get("failures", []):
                    if f.get("message") and f["message"] not in pats:
                        pats.append(f["message"])
    return re.compile("|".join(f"(?:{p})" for p in pats)) if pats else None


# What lava-test-interactive logs when a step fails on a line.
FAILURE = "Matched a failure: '"
PROMPT = "Matched a prompt (was expecting a success): '"


def from_log(log, outdir, shell_prompts=()):
    """Test cases and the job's status of a local lava-run.  A case is
    (definition, case, result, why it failed or None, its name as the
    console had it or None: a monitor's case, which LAVA slugs).
    SHELL_PROMPTS: the prompts of the typed cases' block."""
    cases, console = [], []
    failed_on = None
    for entry in log_lines(log):
        lvl, msg = entry.get("lvl"), entry.get("msg")
        if lvl == "results" and isinstance(msg, dict):
            if msg.get("definition") == "lava":
                continue  # the job's own actions, not test cases
            raw = (msg.get("extra") or {}).get("test_case_id")
            cases.append((msg.get("definition", "?"), str(msg.get("case", "?")),
                          msg.get("result", "unknown"), failed_on, raw))
            failed_on = None
        elif lvl == "target":
            console.append(str(msg or ""))
        elif lvl == "error" and isinstance(msg, str) and msg.endswith("'") and (
                msg.startswith(FAILURE) or msg.startswith(PROMPT)):
            # A milestone step met a failure line, or the end line came
            # before its milestone: LAVA names the pattern; the line is the
            # last one of the console that has it.
            failure = msg.startswith(FAILURE)
            pattern = msg[len(FAILURE if failure else PROMPT):-1]
            # A block's prompt is the end line, but for typed cases the
            # shell's prompt: the next one came before the case's output.
            if failure:
                what = "failure line"
            elif pattern in shell_prompts:
                what = "no output matched before the next prompt"
            else:
                what = "the end line came first"
            failed_on = f"{what}, matching '{pattern}'"
            for line in reversed(console[-50:]):
                try:
                    if re.search(pattern, line):
                        failed_on = f"{what}: {line.strip()}"
                        break
                except re.error:
                    break
    try:
        with open(os.path.join(outdir, "console.log"), "w", encoding="utf-8") as fh:
            fh.write("\n".join(console) + "\n")
    except OSError as error:
        raise InputError(f"cannot write the console to {outdir}: {error.strerror}; "
                         "give an existing, writable OUTDIR") from None
    status = {}
    path = os.path.join(outdir, "result.yaml")
    if os.path.isfile(path):
        loaded = load_yaml(path, "lava-run's result", "run the job again")
        if isinstance(loaded, list):
            loaded = next((r for r in loaded if isinstance(r, dict)
                           and r.get("case") == "job"), {})
        status = loaded if isinstance(loaded, dict) else {}
    if not status:
        status = {"error_msg": "no result.yaml: lava-run did not finish"}
    return cases, status


def from_server(health, results):
    """Test cases and the job's status of a job a server ran."""
    entries = load_yaml(results, "the server's results",
                        "read them with lavacli results ID --yaml") or []
    if not isinstance(entries, list):
        raise InputError(f"the server's results {results} are not a list of "
                         "results; read them with lavacli results ID --yaml")
    cases, status = [], {}
    # In the order the server recorded them, which is the boot's.
    for entry in sorted(entries, key=lambda e: int(e.get("id") or 0)):
        metadata = entry.get("metadata") or {}
        if isinstance(metadata, str):  # kept as YAML text by some servers
            try:
                metadata = yaml.safe_load(metadata)
            except yaml.YAMLError:
                metadata = {}
        metadata = metadata if isinstance(metadata, dict) else {}
        if entry.get("suite") == "lava":
            if entry.get("name") == "job":
                status = dict(metadata)
            continue
        extra = metadata.get("extra")
        raw = extra.get("test_case_id") if isinstance(extra, dict) else None
        cases.append((entry.get("suite", "?"), str(entry.get("name", "?")),
                      entry.get("result", "unknown"), None, raw))
    status["result"] = "pass" if health == "Complete" else "fail"
    if health != "Complete":
        status.setdefault("error_msg", f"the job's health is {health}")
    return cases, status


def lava_case(name):
    """A case name as a LAVA monitor records it."""
    return re.sub(r"\W+", "_", name.strip().lower())


def kunit_suites(job, cases):
    """The cases, with each KUnit suite the job names judged: its own KTAP
    line (after its cases, so the last case of that name) must have passed;
    one that ran no case ("# SKIP") fails, one that is missing is added,
    failed."""
    names = str((job.get("metadata") or {}).get("kit-kunit-suites") or "").split()
    cases = list(cases)
    for suite in names:
        at = [i for i, c in enumerate(cases) if c[0] == "kunit" and c[1] == lava_case(suite)]
        if not at:
            cases.append(("kunit", lava_case(suite), "fail",
                          "not run: the suite printed no KTAP line (is it built in?)", None))
        elif cases[at[-1]][2] == "skip":
            definition, case, _, _, raw = cases[at[-1]]
            cases[at[-1]] = (definition, case, "fail",
                             "ran no case: its KTAP line says # SKIP", raw)
    return cases


def report(job, cases, status):
    failure = failure_re(job)
    cases = kunit_suites(job, cases)
    seen = {case for _, case, _, _, _ in cases}
    passed = failed = skipped = 0
    for definition, case, result, why, raw in cases:
        if raw and failure and result == "fail" and failure.match(raw):
            # A failure line the suite's monitor took as a case: its name is
            # the line, slugged; say it as the console did.
            why = why or f"failure line: {raw}"
        print(f"  {result:5} {definition}/{case}" + (f" ({why})" if why else ""))
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
    elif len(argv) == 4 and not argv[1].startswith("-"):
        jobfile, outdir = argv[1], argv[3]
    else:
        print(f"error: {USAGE}", file=sys.stderr)
        return 2
    try:
        if not os.path.isdir(outdir):
            raise InputError(f"no directory {outdir}; give the job's output "
                             "directory (out/lava/TARGET)")
        job = load_yaml(jobfile, "the job", "write it with ci/lava-run.sh --job-only TARGET")
        if not isinstance(job, dict) or not isinstance(job.get("actions"), list):
            raise InputError(f"{jobfile} is not a LAVA job (no actions); "
                             "write it with ci/lava-run.sh --job-only TARGET")
        if argv[1] == "--server":
            cases, status = from_server(argv[2], argv[4])
        else:
            shell = [p for a in job["actions"] for b in a.get("test", {}).get("interactive", [])
                     if b.get("name") == "shell" for p in b.get("prompts", [])]
            cases, status = from_log(argv[2], outdir, shell)
    except InputError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    return report(job, cases, status)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
