#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0
"""render.py DEVICE JOB: print the device dictionary LAVA would give DEVICE
for JOB, rendered as lava-server does it (lava_scheduler_app: a sandboxed
Jinja2 environment over the devices and device-types directories, with
trim_blocks, fed the job's context).

The device types are lava-server's (/usr/share/lava-server/device-types,
extracted into the kit's cache by ci/setup.sh, or LAVA_DEVICE_TYPES=...);
the devices are the kit's, in ci/lava/devices/.  qemu-or1k is LAVA's qemu
device type with "or1k" added to its architectures, made here from it;
`render.py device-type qemu-or1k` prints it, for a server to install.
"""
import os
import sys

import yaml
from jinja2 import ChoiceLoader, DictLoader, FileSystemLoader, TemplateNotFound
from jinja2.sandbox import SandboxedEnvironment

HERE = os.path.dirname(os.path.abspath(__file__))
CACHE = os.environ.get("KIT_CACHE") or os.path.join(
    os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"),
    "arch-port-kit")
DEVICE_TYPES = os.environ.get("LAVA_DEVICE_TYPES") or os.path.join(
    CACHE, "lava", "device-types")


def need_device_types():
    if not os.path.isfile(os.path.join(DEVICE_TYPES, "qemu.jinja2")):
        sys.exit(f"error: no LAVA device types in {DEVICE_TYPES}; run "
                 "ci/setup.sh (it extracts them from Debian's lava-server)")


def derived_types():
    """qemu-or1k.jinja2: qemu.jinja2 with or1k in available_architectures."""
    need_device_types()
    with open(os.path.join(DEVICE_TYPES, "qemu.jinja2"), encoding="utf-8") as fh:
        text = fh.read()
    anchor = "- riscv64\n"
    if anchor not in text:
        sys.exit(f"error: {DEVICE_TYPES}/qemu.jinja2 has no '- riscv64' "
                 "line to add or1k after; is it LAVA 2023.01's?")
    return {"qemu-or1k.jinja2": text.replace(anchor, anchor + "- or1k\n", 1)}


def render(device, job):
    need_device_types()
    env = SandboxedEnvironment(
        loader=ChoiceLoader([
            FileSystemLoader([os.path.join(HERE, "devices")]),
            DictLoader(derived_types()),
            FileSystemLoader([DEVICE_TYPES]),
        ]),
        autoescape=False, trim_blocks=True)
    try:
        with open(job, encoding="utf-8") as fh:
            context = (yaml.safe_load(fh) or {}).get("context") or {}
    except OSError as e:
        sys.exit(f"error: {job}: {e.strerror}; write the job with ci/lava-run.sh --job-only TARGET")
    except (yaml.YAMLError, AttributeError):
        sys.exit(f"error: {job} is not a LAVA job; write it with ci/lava-run.sh --job-only TARGET")
    try:
        template = env.get_template(device + ".jinja2")
    except TemplateNotFound:
        names = sorted(f[:-len(".jinja2")] for f in
                       os.listdir(os.path.join(HERE, "devices")))
        sys.exit(f"error: no device '{device}'; devices: {', '.join(names)}")
    return template.render(**context)


def main(argv):
    if len(argv) == 3 and argv[1] == "device-type":
        # For a server: the device types the kit adds to LAVA's.
        types = derived_types()
        name = argv[2] + ".jinja2"
        if name not in types:
            sys.exit(f"error: no device type '{argv[2]}' of the kit's; it has: "
                     + ", ".join(t[:-len(".jinja2")] for t in types))
        sys.stdout.write(types[name])
        return 0
    if len(argv) != 3:
        sys.exit("error: usage: render.py DEVICE JOB.yaml | render.py device-type NAME")
    text = render(argv[1], argv[2])
    yaml.safe_load(text)  # a device dictionary LAVA could read
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
