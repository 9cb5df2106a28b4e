#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""post_gen_project: prune the files that do not apply, print the next steps.

PRUNE maps answers (pairs of key and value, all of which must hold) to
the files those answers make useless, relative to the generated project;
ARCH stands for arch/<arch_name>, NAME in a file's name for the arch name
in capitals.  A listed file that is not
there is fine.  A directory left empty by the pruning goes too.

cookiecutter renders this file with Jinja before running it, in the new
project directory: the answers arrive below as JSON; everything else is in
a raw block.  Standard library only (cookiecutter 1.7.3 and 2.x alike).
"""
import json
import os
import re
import shutil
import sys

ANSWERS_JSON = r'''{{ cookiecutter | tojson }}'''
# {% raw %}

PRUNE = {
    # The or1k preset has no MMU (yet): no TLB refill, no page tables, no
    # ASIDs, no ioremap of our own; asm-generic's pgalloc.h, tlbflush.h and
    # mmu.h serve.  The mips32 preset keeps them with mmu=none: its MMU is
    # a Kconfig choice, as the reference's (CONFIG_MMU=n in its defconfig).
    (("isa", "or1k"), ("mmu", "none")): [
        "ARCH/mm/tlb.c",
        "ARCH/mm/mmap.c",
        "ARCH/mm/ioremap.c",
        "ARCH/kernel/tlb-refill.S",
        "ARCH/include/asm/pgalloc.h",
        "ARCH/include/asm/tlbflush.h",
        "ARCH/include/asm/mmu.h",
        # user copies are memcpy (CONFIG_UACCESS_MEMCPY, asm/uaccess.h):
        # no fault to fix up, no page fault to handle
        "ARCH/lib/uaccess.S",
        "ARCH/mm/fault.c",
        "ARCH/mm/fault_kunit.c",
    ],
    (("isa", "mips32"),): [],
    # OpenRISC has no MIPS coprocessor 0 (asm/spr.h instead), virt has no
    # PC-style i8259, and QEMU's or1k loader passes a device tree instead
    # of YAMON's argv (setup.c reads it).
    (("isa", "or1k"),): [
        # ci/flat/: the MIPS FLAT converter (ELF relocations of MIPS)
        "ci/flat/elf2flt.c",
        "ci/flat/flat.ld",
        "ci/flat/start.S",
        "ARCH/include/asm/cp0.h",
        "ARCH/include/asm/i8259.h",
        "ARCH/kernel/fw-cmdline.c",
        # MIPS's .MIPS.abiflags: which o32 programs exec accepts
        "ARCH/kernel/elf.c",
        # the port's own syscall row: set_thread_area (OpenRISC keeps its
        # thread pointer in r10)
        "ARCH/kernel/syscall.tbl",
        # the reference's MIPS string and page loops, and its kseg2 test:
        # OpenRISC starts with lib/string.c (asm/string.h)
        "ARCH/lib/string.S",
        "ARCH/lib/loops.S",
        "ARCH/lib/page.S",
        "ARCH/mm/fault_kunit.c",
        # the lui pairs of MIPS PIC in FLAT programs: OpenRISC's FLAT
        # relocations are asm-generic's
        "ARCH/include/asm/flat.h",
        # the vDSO: MIPS o32 code reading CP0 Count ("rdhwr $2"), and an
        # MMU to map it; the preset has neither (no AT_SYSINFO_EHDR either)
        "ARCH/vdso/Makefile",
        "ARCH/vdso/note.S",
        "ARCH/vdso/vdso.S",
        "ARCH/vdso/vdso.lds.S",
        "ARCH/vdso/vgettimeofday.c",
        "ARCH/kernel/vdso.c",
        "ARCH/include/asm/clocksource.h",
        "ARCH/include/asm/vdso/clocksource.h",
        "ARCH/include/asm/vdso/gettimeofday.h",
        "ARCH/include/asm/vdso/processor.h",
        "ARCH/include/asm/vdso/vsyscall.h",
        "ARCH/include/uapi/asm/auxvec.h",
        # MIPS's ll/sc atomics and sync barriers: the preset is one CPU,
        # asm-generic's interrupts-off atomics serve (generic-y cmpxchg.h
        # in its Kbuild)
        "ARCH/include/asm/atomic.h",
        "ARCH/include/asm/barrier.h",
        "ARCH/include/asm/cmpxchg.h",
        # the vectors' per-CPU words (Context) and the ll/sc futex ops:
        # OpenRISC's are its own
        "ARCH/include/asm/cpu-slot.h",
        "ARCH/include/asm/futex.h",
        # GCC for MIPS's global canary (__stack_chk_guard): the preset
        # selects no HAVE_STACKPROTECTOR, nor FORTIFY_SOURCE, until an
        # OpenRISC port is judged with them
        "ARCH/include/asm/stackprotector.h",
        "ARCH/kernel/canary_kunit.c",
        # OpenRISC's generic table has its audit arch, AUDIT_ARCH_OPENRISC:
        # no patch to give a table behind o32 registers one of its own
        "patches/0001-audit-AUDIT_ARCH_NAME.patch",
        "patches/series",
    ],
    # The C library (libc/musl/, the reference's port of musl under the
    # port's name, built by `make userspace`): static ELF programs, which
    # a port without an MMU does not run (its programs are FLAT files).
    (("mmu", "none"),): [
        "libc",
    ],
    # One CPU (smp=no; the or1k preset has no other answer yet): no start
    # of the other CPUs through the CPC, no IPIs, no TLB shootdown, and
    # neither the GIC of malta's CPS (-cpu P5600 -smp N) nor its device
    # tree.
    (("smp", "no"),): [
        "ARCH/include/asm/smp.h",
        "ARCH/kernel/smp.c",
        "ARCH/kernel/smp-cps.c",
        "ARCH/kernel/smp-entry.S",
        "ARCH/mm/tlb-shootdown.c",
        "ARCH/boot/dts/malta-cps.dts",
        "patches/0002-irqchip-cps-gic.patch",
        "patches/0003-clocksource-cps-gic-counter.patch",
    ],
}

REFERENCE = "reference-tsar/arch/tsar/"

# Files with a variant for some answers: X<suffix> replaces X when they are
# given, and goes otherwise; a later variant replaces an earlier one.
VARIANTS = {
    (("isa", "or1k"), ("mmu", "none")): ".nommu",
    (("isa", "or1k"),): ".or1k",
    # the SMP target and its config fragment (nothing to replace)
    (("smp", "cps"),): ".cps",
    # the target of the C library's first program (libc/, pruned without
    # an MMU)
    (("mmu", "tlb"),): ".mmu",
}


def holds(answers, cond):
    """Whether every (key, value) of cond is among the answers."""
    return all(str(answers.get(key)) == value for key, value in cond)


def remove_empty(parent, root="."):
    """Remove parent if it is empty, and its parents up to root likewise."""
    while os.path.relpath(parent, root) != "." and not os.listdir(parent):
        os.rmdir(parent)
        parent = os.path.dirname(parent)


def variants(answers, root="."):
    """Put each variant in place, or remove it; return the files replaced."""
    replaced = []
    for cond, suffix in VARIANTS.items():
        for top, _dirs, files in os.walk(root):
            for f in files:
                if not f.endswith(suffix):
                    continue
                path = os.path.join(top, f)
                if holds(answers, cond):
                    os.replace(path, path[:-len(suffix)])
                    replaced.append(os.path.relpath(path[:-len(suffix)], root))
                else:
                    os.remove(path)
                    remove_empty(os.path.dirname(path), root)
    return replaced


def drop_objects(pruned, root="."):
    """A pruned X.c or X.S leaves its X.o out of its directory's Makefile."""
    for path in pruned:
        base, ext = os.path.splitext(path)
        if ext not in (".c", ".S"):
            continue
        mk = os.path.join(root, os.path.dirname(path), "Makefile")
        if not os.path.isfile(mk):
            continue
        with open(mk, encoding="utf-8") as fh:
            text = fh.read()
        obj = re.escape(os.path.basename(base) + ".o")
        text = re.sub(r"[ \t]*\b" + obj + r"\b", "", text)
        # an assignment left with no object goes too, with its comment
        text = re.sub(r"(?m)^(?:#.*\n)*[\w$().-]+[ \t]*[:+]?=[ \t]*\n", "",
                      text)
        with open(mk, "w", encoding="utf-8") as fh:
            fh.write(text)


def prune(answers, root="."):
    """Remove PRUNE's files for these answers; return the paths removed."""
    arch = "arch/" + answers["arch_name"]
    removed = []
    for cond, paths in PRUNE.items():
        if not holds(answers, cond):
            continue
        for path in paths:
            if path == "ARCH" or path.startswith("ARCH/"):
                path = arch + path[len("ARCH"):]
            path = os.path.join(os.path.dirname(path), os.path.basename(
                path).replace("NAME", answers["arch_name"].upper()))
            full = os.path.join(root, path)
            if os.path.isdir(full) and not os.path.islink(full):
                shutil.rmtree(full)
                removed.append(path + "/")
                continue
            if not os.path.isfile(full) and not os.path.islink(full):
                continue
            os.remove(full)
            removed.append(path)
            # Directories the removal left empty, up to the project.
            remove_empty(os.path.dirname(full), root)
    return removed


# The files the template takes from the reference port as they are (the
# ISA-specific headers and code the mips32 preset gives): in the template
# they are links to reference-tsar's, so that there is one copy to keep, and
# here they get the port's name.  "reference-tsar/arch/tsar/" (the stubs'
# pointers to the reference) is left alone.
RENAMES = (
    (re.compile(r"_ASM_TSAR_"), "_ASM_{NAME}_"),
    (re.compile(r"(?<!reference-tsar/)arch/tsar/"), "arch/{name}/"),
)
# The C library's files (libc/musl/) name the port in their paths, in
# musl's dynamic linker name and in their prose: all of it becomes the
# port's, but for the pointers to the reference.
LIBC_RENAMES = (
    (re.compile(r"(?<!reference-)\btsar\b"), "{name}"),
    (re.compile(r"\bTSAR\b"), "{NAME}"),
)
SPDX = re.compile(r"SPDX-License-Identifier: GPL-2\.0(?=[ \n]|$)", re.M)


def rename_derived(answers, root="."):
    """Give the files taken from the reference the port's name and licence."""
    name = answers["arch_name"]
    changed = []
    for sub, renames in (("arch/" + name, RENAMES), ("libc", LIBC_RENAMES)):
        changed += rename_files(answers, os.path.join(root, sub), renames, root)
    return changed


def rename_files(answers, top_dir, renames, root):
    """rename_derived's work in one directory, with these renames."""
    name = answers["arch_name"]
    changed = []
    for top, _dirs, files in os.walk(top_dir):
        for f in files:
            path = os.path.join(top, f)
            with open(path, encoding="utf-8") as fh:
                text = fh.read()
            new = text
            for pattern, repl in renames:
                new = pattern.sub(repl.format(NAME=name.upper(), name=name), new)
            if answers.get("licence", "GPL-2.0") != "GPL-2.0":
                new = SPDX.sub("SPDX-License-Identifier: " + answers["licence"], new)
            if new != text:
                with open(path, "w", encoding="utf-8") as fh:
                    fh.write(new)
                changed.append(os.path.relpath(path, root))
    return changed


def kit_dir(answers):
    """The kit the project came from, when it is a directory here."""
    for key in ("_repo_dir", "_template"):  # 2.x has both, 1.7.3 _template
        where = str(answers.get(key) or "")
        if not where:
            continue
        if not os.path.isabs(where):
            # Relative to where cookiecutter was started, not to this
            # hook's directory (the new project).
            where = os.path.join(os.environ.get("PWD", ""), where)
        if os.path.isdir(os.path.join(where, REFERENCE)):
            return os.path.abspath(where)
    return None


def main():
    answers = json.loads(ANSWERS_JSON)
    rename_derived(answers)
    variants(answers)
    pruned = prune(answers)
    drop_objects(pruned)
    for path in pruned:
        print(f"  pruned {path} (not needed)")
    project = os.path.basename(os.getcwd())
    kit = kit_dir(answers)
    reference = (os.path.join(kit, REFERENCE) if kit else
                 REFERENCE + " in the arch-port-kit repository")
    print(f"""
Generated {project}/: arch/{answers['arch_name']}/ for {answers['arch_title']} \
({answers['isa']}, {answers['endianness']}-endian, mmu {answers['mmu']}).
Next steps:
  cd {project}
  make boot      # builds the kernel and boots it on QEMU \
{answers['qemu_machine']}: it stops at the first stub, naming its checklist item
  make status    # the porting checklist: what is done, what is next
The reference port, to read beside yours: {reference}""")
    # Generation is complete (pre_gen_project made the marker).
    if os.path.exists(".kit-generating"):
        os.remove(".kit-generating")
    return 0


if __name__ == "__main__":
    sys.exit(main())
# {% endraw %}
