#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0
"""job.py: LAVA job definitions of the kit's boot targets, and their check.

  job.py make < TARGET.json > job.yaml    the job of one target (lava-run.sh
                                          passes the target's ci/targets
                                          conf as JSON)
  job.py validate JOB.yaml                LAVA's own schema check, offline

The job boots the target's kernel (deploy to tmpfs from a file:// URL, boot
method qemu) and turns the console into test cases:
  - each boot milestone is a case of its own (an interactive test step that
    sends nothing and waits for the milestone's line; a failure line, e.g.
    "Kernel panic", fails the step), so a half-finished port shows its
    first milestones passed and the rest failed, not one red boot;
  - each case of the target's suite is a case of its own (a test monitor
    over nolibc-test's "N name ... [OK|FAIL|SKIPPED]" lines, KUnit's KTAP
    or the robustness program's "ok|FAIL <case>"), between the milestones
    before the suite and those after it; a failure line while the suite
    runs is a failed case of its own, named by the line;
  - a target with typed cases (the shell target's CASES, typed at its
    PROMPT by ci/typist.sh in a local boot) gets them as interactive steps
    after the milestone CASES_AFTER: each command sent at the prompt, its
    output matched against the case's pattern, then "exit", whose step is
    the next milestone;
  - the last step waits for the target's end line, so that a failure line
    after the last milestone fails the job too: the failure lines are
    watched from the banner to the end line, as portcheck log watches them.
"""
import json
import re
import shlex
import sys

import yaml

# The suites whose cases become test cases, each read by a test monitor
# between a start and an end line.  "before_init": the suite runs in the
# kernel before /init (KUnit, from kernel_init), so it sits between the
# milestones before "Run /init as init process" and those from it on;
# otherwise /init is the suite, after that milestone.
#
# A monitor takes a case from one regex, with one group for the case's name
# (test_case_id) and one for its result, and Python's re allows a group
# name once only.  So that a failure line printed while the suite runs is a
# failed case too (the monitor has no other way to see it), monitor() puts
# each suite's pattern together from these parts, around the failure lines:
#   "lead", "case":  a case line is lead + case (the case's name) + the rest
#                    of the line;
#   "result":        its results, which fixupdict turns into LAVA's pass,
#                    fail, skip: each found where the line starts, or after
#                    "ahead" (nolibc-test's "[" after the name, KTAP's
#                    "# SKIP" directive after it).
# The console arrives in pieces: a pattern ends where its line does, or a
# case name would be cut short.
SUITES = {
    # nolibc-test: "<n> <name> ... [OK]" in groups headed "Running test
    # '<group>'", then the error count.
    "nolibc-test": {
        "name": "nolibc-test",
        "start": "Running test '",
        "end": "Total number of errors:",
        "lead": "",
        "case": r"\d+ [^ \r\n]+",
        "ahead": r"\d+ [^ \r\n]+[^\[\r\n]*\[",
        "result": r"OK|FAIL|SKIPPED",
        "fixupdict": {"OK": "pass", "FAIL": "fail", "SKIPPED": "skip"},
    },
    # KUnit's KTAP: "ok <n> <case>" or "not ok <n> <case>", nested per
    # suite (each suite's own line, "ok <n> <suite>", comes after its cases);
    # it ends before the kernel frees its init memory.  A skipped case is
    # "ok <n> <case> # SKIP <why>": its result is the directive, after the
    # name, as kunit.py reads it ("not ok ... # SKIP" too).
    "kunit": {
        "name": "kunit",
        "start": "KTAP version 1",
        "end": "Freeing unused kernel",
        "lead": r"(?:not )?ok \d+ ",
        "case": r"[^\s#]+",
        "ahead": r"(?:not )?ok \d+ [^\s#]+ ",
        "result": r"not ok|ok|# SKIP",
        "fixupdict": {"not ok": "fail", "ok": "pass", "# SKIP": "skip"},
        "before_init": True,
    },
    # The reference port's robustness program: "ok   <case>" or "FAIL <case>".
    "robust": {
        "name": "robust",
        "start": "robust: start",
        "end": "robust: end of cases",
        "lead": r"(?:ok|FAIL) +",
        "case": r"[^\r\n]+",
        "ahead": "",
        "result": r"ok(?= )|FAIL(?= )",
        "fixupdict": {"ok": "pass", "FAIL": "fail"},
    },
}
# The milestone after which /init's output starts.
INIT_MILESTONE = "Run /init as init process"


def suite_of(t):
    if t.get("kunit"):
        return "kunit"
    init = t.get("init") or ""
    if init == "nolibc-test":
        return "nolibc-test"
    if init.endswith("/robust.c"):
        return "robust"
    return None


def slug(text):
    s = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
    return s or "milestone"


def milestone_cases(milestones, first):
    """Named steps: nnn-<slug>, numbered from FIRST in boot order."""
    return [(f"{first + i:02d}-{slug(m)}", m) for i, m in enumerate(milestones)]


def interactive(name, cases, end, failures):
    steps = []
    for case, pattern in cases:
        step = {"name": case, "command": None}
        if pattern is not None:
            step["successes"] = [{"message": pattern}]
        step["failures"] = [{"message": f} for f in failures]
        step["wait_for_prompt"] = False
        steps.append(step)
    # The prompt is the target's end line: reaching it while a milestone is
    # still awaited fails that milestone; a step with no milestone (the
    # last, end_case) passes on it.
    return {"test": {"interactive": [{"name": name, "prompts": [end], "script": steps}]}}


# POSIX classes of a bracket expression, in Python's re.
CLASSES = {"space": r"\s", "digit": "0-9", "alpha": "A-Za-z", "alnum": "0-9A-Za-z",
           "upper": "A-Z", "lower": "a-z"}


def line_pattern(ere):
    """A case's pattern, an extended regular expression one line of the
    output must match (grep -E, as ci/typist.sh reads it), for LAVA, which
    searches the console as a stream (pexpect: re.DOTALL, ^ and $ at the
    buffer's ends): ^ and $ become the line's edges, and neither . nor a
    negated bracket expression crosses one."""
    out, i, n = [], 0, len(ere)
    while i < n:
        c = ere[i]
        if c == "\\" and i + 1 < n:
            out.append(ere[i:i + 2])
            i += 2
        elif c == "^":
            out.append(r"(?<=\n)")
            i += 1
        elif c == "$":
            out.append(r"(?=[\r\n])")
            i += 1
        elif c == ".":
            out.append(r"[^\r\n]")
            i += 1
        elif c == "[":
            j = i + 1
            body = r"^\r\n" if ere[j:j + 1] == "^" else ""
            j += 1 if body else 0
            if ere[j:j + 1] == "]":  # a ] first is a member
                body += "\\]"
                j += 1
            while j < n and ere[j] != "]":
                m = re.match(r"\[:([a-z]+):\]", ere[j:])
                if m and m.group(1) in CLASSES:
                    body += CLASSES[m.group(1)]
                    j += m.end()
                elif m:
                    raise ValueError(f"the class [:{m.group(1)}:] of '{ere}'")
                else:
                    body += "\\" + ere[j] if ere[j] in "\\[" else ere[j]
                    j += 1
            if j >= n:
                raise ValueError(f"an unclosed [ in '{ere}'")
            out.append("[" + body + "]")
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def read_cases(path):
    """The typed cases: "name<TAB>regex<TAB>command" lines, comments left out."""
    cases = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            name, regex, command = line.split("\t", 2)
            cases.append((name, regex, command))
    return cases


def typed(cases, prompt, exit_milestone, first, failures):
    """The shell's block: the first prompt awaited, each case's command
    sent and its pattern awaited before the next prompt, then exit, its
    step the milestone that follows it."""
    steps = [{"name": f"{first:02d}-prompt", "command": None,
              "failures": [{"message": f} for f in failures]}]
    for i, (name, regex, command) in enumerate(cases):
        steps.append({"name": f"{first + 1 + i:02d}-typed-{slug(name)}", "command": command,
                      "successes": [{"message": line_pattern(regex)}],
                      "failures": [{"message": f} for f in failures]})
    number, milestone = exit_milestone
    steps.append({"name": number, "command": "exit", "successes": [{"message": milestone}],
                  "failures": [{"message": f} for f in failures], "wait_for_prompt": False})
    return {"test": {"interactive": [{"name": "shell", "prompts": [prompt], "script": steps}]}}


def end_case(end, number):
    """The last step: from the last milestone to the target's end line, with
    the failure lines watched, as portcheck log watches them (a WARNING on
    the way to power-off fails the boot there too)."""
    return (f"{number:02d}-end-{slug(end)}", None)


def monitor(suite, failures):
    """The suite's test monitor, with every failure line a failed case of
    its own: its name is the line from the failure on (LAVA keeps the line
    as it was in the case's extra test_case_id), its result empty (taken at
    the line's end), which fixupdict reads as fail.  The monitor starts at
    the suite's start line or at a failure line before it: that one is
    found ahead, not taken, so that the monitor reads it as a case (between
    the milestone before the suite and the suite's first line, nothing else
    watches)."""
    # With no failure lines (portcheck always has some), one that never matches.
    failure = "(?:" + "|".join(failures) + ")" if failures else "(?!)"
    line = failure + r"[^\r\n]*"
    pattern = (
        # The result: after "ahead" (after a failure line: empty, at its end) ...
        rf"(?=(?:{suite['ahead']}|{line})?(?P<result>{suite['result']}|(?=[\r\n])))"
        # ... the case's name: after the lead, or the failure line itself.
        rf"(?:{suite['lead']}|(?={failure}))(?P<test_case_id>{line}|{suite['case']})"
        r"[^\r\n]*[\r\n]")
    return {
        "name": suite["name"],
        "start": f"{suite['start']}|(?={failure})",
        "end": suite["end"],
        "pattern": pattern,
        "fixupdict": {**suite["fixupdict"], "": "fail"},
    }


def qemu_context(t):
    """LAVA's qemu device type takes the board as context: memory (-m) and
    the rest of the target's QEMU options, one option and its value per
    entry, as extra_options."""
    opts = []
    for word in shlex.split(t["qemu_args"]):
        if word.startswith("-") or not opts:
            opts.append(word)
        else:
            opts[-1] += " " + word
    context = {"arch": t["qemu"].rsplit("qemu-system-", 1)[-1], "no_kvm": True,
               "extra_options": [o for o in opts if not o.startswith("-m ")]}
    for o in opts:
        if o.startswith("-m "):
            context["memory"] = int(o[3:].rstrip("M"))
    return context


def make(t):
    timeout = int(t["timeout"])
    milestones = t["milestones"]
    # Even a failure line the target allows (a template port's stub panic)
    # ends the boot: the milestone awaited then fails, the rest are not
    # reached.
    failures = t["failures"]
    kernel_arg = f'-kernel {{kernel}} -append "{t["append"]}" -no-reboot'
    job = {
        "device_type": t["device_type"],
        "job_name": f"{t['target']}: {t['desc']}",
        "timeouts": {
            "job": {"seconds": 2 * timeout + 120},
            "action": {"seconds": timeout},
            "connection": {"seconds": timeout},
        },
        "priority": "medium",
        "visibility": "public",
        "context": qemu_context(t),
        "metadata": {"kit-target": t["target"]},
        "actions": [
            {"deploy": {"to": "tmpfs", "timeout": {"seconds": 60},
                        "images": {"kernel": {"image_arg": kernel_arg,
                                              "url": "file://" + t["kernel"]}}}},
            {"boot": {"method": "qemu", "media": "tmpfs", "timeout": {"seconds": 60}}},
        ],
    }
    name = suite_of(t)
    suite = SUITES.get(name)
    if t.get("cases"):
        return with_shell(job, t, milestones, failures, timeout)
    before, after = milestones, []
    if suite and INIT_MILESTONE in milestones:
        cut = milestones.index(INIT_MILESTONE) + (0 if suite.get("before_init") else 1)
        before, after = milestones[:cut], milestones[cut:]
    before_cases = milestone_cases(before, 1)
    after_cases = milestone_cases(after, len(before) + 1)
    # After the last milestone, the end line: in the last interactive block.
    last = after_cases if suite else before_cases
    last.append(end_case(t["end"], len(milestones) + 1))
    job["actions"].append(interactive("boot", before_cases, t["end"], failures))
    if suite:
        job["actions"].append({"test": {"monitors": [monitor(suite, failures)]}})
        job["actions"].append(interactive("init", after_cases, t["end"], failures))
    if name == "kunit":
        # Every suite the target names must run cases: results.py checks
        # each one's own KTAP line (a suite that ran none is "# SKIP", one
        # that is not built in prints nothing).  Kept in the job, so that a
        # job a server ran is judged the same.
        job["metadata"]["kit-kunit-suites"] = " ".join(t["kunit"].split())
    for action in job["actions"][2:]:
        action["test"]["timeout"] = {"seconds": timeout}
    return job


def with_shell(job, t, milestones, failures, timeout):
    """The job of a target with typed cases: the milestones up to
    CASES_AFTER, the shell's block, the milestones after exit and the end
    line."""
    cases = read_cases(t["cases"])
    after = t["cases_after"]
    if after not in milestones or milestones[-1] == after:
        raise ValueError(f"CASES_AFTER '{after}' is not a milestone before the last")
    k = milestones.index(after) + 1
    before = milestone_cases(milestones[:k], 1)
    shell_at = k + 1
    exit_at = shell_at + 1 + len(cases)
    rest = milestone_cases(milestones[k:], exit_at)
    job["actions"].append(interactive("boot", before, t["end"], failures))
    job["actions"].append(typed(cases, t["prompt"], rest[0], shell_at, failures))
    rest = rest[1:] + [end_case(t["end"], exit_at + len(milestones) - k)]
    job["actions"].append(interactive("end", rest, t["end"], failures))
    for action in job["actions"][2:]:
        action["test"]["timeout"] = {"seconds": timeout}
    return job


def validate(path):
    try:
        from lava_common.schemas import validate as lava_validate
        from voluptuous import Invalid
    except ImportError:
        return error("LAVA's schemas (lava_common) are not installed; "
                     "run 'make setup' (or: apt-get install lava-dispatcher)")
    try:
        with open(path, encoding="utf-8") as fh:
            job = yaml.safe_load(fh)
    except OSError as e:
        return error(f"{path}: {e.strerror}; write the job with ci/lava-run.sh --job-only TARGET")
    except yaml.YAMLError as e:
        return error(f"{path} is not YAML ({str(e).splitlines()[0]}); "
                     "write the job with ci/lava-run.sh --job-only TARGET")
    try:
        lava_validate(job, strict=True, extra_context_variables=[])
    except Invalid as e:
        return error(f"{path}: LAVA's schema rejects the job: {e}")
    return 0


def error(message):
    """One line naming the problem and the fix, as the kit's scripts say it."""
    print(f"error: {message}", file=sys.stderr)
    return 1


def main(argv):
    if argv[1:2] == ["make"] and len(argv) == 2:
        try:
            job = make(json.load(sys.stdin))
        except (ValueError, KeyError, TypeError) as e:
            # lava-run.sh writes the JSON: this is a bug of the kit's, or a
            # target conf with a value of the wrong kind (TIMEOUT not a number).
            return error(f"job.py make: the target's JSON is not what lava-run.sh "
                         f"writes ({type(e).__name__}: {e}); check the target's conf")
        yaml.safe_dump(job, sys.stdout, sort_keys=False,
                       default_flow_style=False, width=1000)
        return 0
    if argv[1:2] == ["validate"] and len(argv) == 3:
        return validate(argv[2])
    error("usage: job.py make < TARGET.json > JOB.yaml | job.py validate JOB.yaml")
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
