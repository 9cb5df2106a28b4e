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
  - each case of the suite /init runs is a case of its own (a test monitor
    over nolibc-test's "N name ... [OK|FAIL|SKIPPED]" lines), between the
    milestones before the suite and those after it.
"""
import json
import re
import shlex
import sys

import yaml

# The suites whose cases become test cases, each read by a test monitor
# between a start and an end line.  The console arrives in pieces: a
# pattern ends where its line does, or a case name would be cut short.  "before_init": the suite runs in the
# kernel before /init (KUnit, from kernel_init), so it sits between the
# milestones before "Run /init as init process" and those from it on;
# otherwise /init is the suite, after that milestone.
SUITES = {
    # nolibc-test: "<n> <name> ... [OK]" in groups headed "Running test
    # '<group>'", then the error count.
    "nolibc-test": {
        "name": "nolibc-test",
        "start": "Running test '",
        "end": "Total number of errors:",
        "pattern": r"(?P<test_case_id>\d+ [^ \r\n]+)[^\[\r\n]*\[(?P<result>OK|FAIL|SKIPPED)\]",
        "fixupdict": {"OK": "pass", "FAIL": "fail", "SKIPPED": "skip"},
    },
    # KUnit's KTAP: "ok <n> <case>" or "not ok <n> <case>", nested per
    # suite; it ends before the kernel frees its init memory.  A skipped
    # case ("ok <n> <case> # SKIP") reads as passed: a monitor takes the
    # result from one group, and KTAP puts the directive after the name.
    "kunit": {
        "name": "kunit",
        "start": "KTAP version 1",
        "end": "Freeing unused kernel",
        "pattern": r"(?P<result>not ok|ok) \d+ (?P<test_case_id>[^\s#]+)[^\r\n]*[\r\n]",
        "fixupdict": {"ok": "pass", "not ok": "fail"},
        "before_init": True,
    },
    # The reference port's robustness program: "ok   <case>" or "FAIL <case>".
    "robust": {
        "name": "robust",
        "start": "robust: start",
        "end": "robust: end of cases",
        "pattern": r"(?P<result>ok|FAIL) +(?P<test_case_id>[^\r\n]+)[\r\n]",
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
        steps.append({
            "name": case,
            "command": None,
            "successes": [{"message": pattern}],
            "failures": [{"message": f} for f in failures],
            "wait_for_prompt": False,
        })
    # The prompt is the target's end line: reaching it while a milestone is
    # still awaited fails that milestone.
    return {"test": {"interactive": [{"name": name, "prompts": [end], "script": steps}]}}


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
    suite = SUITES.get(suite_of(t))
    before, after = milestones, []
    if suite and INIT_MILESTONE in milestones:
        cut = milestones.index(INIT_MILESTONE) + (0 if suite.get("before_init") else 1)
        before, after = milestones[:cut], milestones[cut:]
        suite = {k: v for k, v in suite.items() if k != "before_init"}
    job["actions"].append(interactive("boot", milestone_cases(before, 1),
                                      t["end"], failures))
    if suite:
        job["actions"].append({"test": {"monitors": [suite]}})
    if after:
        job["actions"].append(interactive("init", milestone_cases(after, len(before) + 1),
                                          t["end"], failures))
    for action in job["actions"][2:]:
        action["test"]["timeout"] = {"seconds": timeout}
    return job


def validate(path):
    from lava_common.schemas import validate as lava_validate
    from voluptuous import Invalid
    with open(path, encoding="utf-8") as fh:
        job = yaml.safe_load(fh)
    try:
        lava_validate(job, strict=True, extra_context_variables=[])
    except Invalid as error:
        print(f"error: {path}: LAVA's schema rejects the job: {error}", file=sys.stderr)
        return 1
    return 0


def main(argv):
    if argv[1:2] == ["make"] and len(argv) == 2:
        yaml.safe_dump(make(json.load(sys.stdin)), sys.stdout, sort_keys=False,
                       default_flow_style=False, width=1000)
        return 0
    if argv[1:2] == ["validate"] and len(argv) == 3:
        return validate(argv[2])
    print("usage: job.py make < TARGET.json > JOB.yaml | job.py validate JOB.yaml",
          file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
