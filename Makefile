# arch-port-kit: one entry point.  `make help` lists the targets.
SHELL := /bin/bash
CI := ci

# The target `make boot` boots: the reference port (the baselines have
# `make baseline`).
BOOT_TARGET ?= tsar-malta
BASELINES := mips-malta or1k-sim
T ?= $(BOOT_TARGET)

.PHONY: help boot test test-matrix baseline bench soak pictures docs-check tutorial setup provision build run det qemu lava lava-lab status features upstream headers-table fuzz clean

help:
	@echo "make boot       install, provision, build and boot $(BOOT_TARGET)"
	@echo "make test       every test of the kit; ends with 'N passed, N failed'"
	@echo "make test-matrix  the template's 12 mips32 answers (endianness x mmu x page size), each built and booted to day 0"
	@echo "make baseline   build and boot the upstream baselines: $(BASELINES)"
	@echo "make bench      hot paths against upstream arch/mips (same QEMU, same run, exact figures), then the day-0 loop"
	@echo "make soak       build tsar-smp-robust, boot it 20 times in a row, every boot judged (N=, T=)"
	@echo "make pictures   the guide's pictures from real runs: boot sequence, memory map, bench chart (docs/pictures/)"
	@echo "make docs-check every file, function and checklist ID the guide (docs/) cites exists; every item covered"
	@echo "make tutorial   run docs/first-day.md's commands as written (a port named heron, to its first milestones)"
	@echo "make build T=x  build target x (targets: $$(ls $(CI)/targets | sed 's/\.conf//' | tr '\n' ' '))"
	@echo "make run T=x    boot the built target x and judge its console"
	@echo "make det T=x    the same on the deterministic clock (-icount shift=0,sleep=off)"
	@echo "make qemu T=x   boot x interactively, gdb stub on :1234 (GDB_WAIT=1 to stop at reset)"
	@echo "make lava T=x   build x and boot it as a LAVA job (lava-run, locally): a test case per milestone and suite case"
	@echo "make lava-lab T=x  the same job on a LAVA server brought up here (lava-server, a worker), then stopped"
	@echo "make status     the reference port against the porting checklist (after make test)"
	@echo "make features   the port of T (tsar-malta) against Documentation/features, beside openrisc and riscv"
	@echo "make upstream   the port of T (tsar-malta) against the rules for a new architecture, with its reasons"
	@echo "make headers-table  regenerate checklists/headers.yaml from the kernel tree"
	@echo "make fuzz       run portcheck's parsers under libFuzzer (FUZZ_SECONDS=600 each)"
	@echo "make setup      install the Debian packages the kit needs"
	@echo "make provision  extract Linux 6.12 into the cache (KERNEL_SRC=... to use your own)"

setup:
	@$(CI)/setup.sh

provision: setup
	@$(CI)/provision.sh tree

boot: provision
	@$(CI)/check.sh $(BOOT_TARGET)

baseline: provision
	@rc=0; for t in $(BASELINES); do $(CI)/check.sh $$t || rc=1; done; exit $$rc

test:
	@$(CI)/test.sh
test-matrix: provision
	@$(CI)/test-matrix.sh

bench: provision
	@$(CI)/bench.sh
	@$(CI)/bench-day0.sh

soak: provision
	@$(CI)/soak.sh $(or $(N),20) $(if $(filter command line,$(origin T)),$(T),tsar-smp-robust)

pictures: provision
	@$(CI)/pictures.sh

docs-check: provision
	@$(CI)/docs-check.sh

tutorial: provision
	@$(CI)/tutorial-check.sh

build: provision
	@$(CI)/build.sh $(T)

run:
	@$(CI)/boot.sh $(T)

det:
	@$(CI)/boot.sh --det $(T)

qemu: build
	@$(CI)/boot.sh --interactive $(T)

lava: build
	@$(CI)/lava-run.sh $(T)

lava-lab: build
	@$(CI)/lava-lab.sh check $(T)

status:
	@$(CI)/portcheck.sh status tsar-smp tsar-malta tsar-nolibc tsar-robust tsar-abi tsar-smp-robust

features: provision
	@$(CI)/portcheck.sh features $(T)

upstream: provision
	@$(CI)/portcheck.sh upstream $(T)

headers-table: provision
	@$(CI)/portcheck.sh headers-table

FUZZ_SECONDS ?= 600
fuzz: setup
	@$(MAKE) -s -C checklists/portcheck O=$(CURDIR)/out/portcheck fuzz FUZZ_SECONDS=$(FUZZ_SECONDS)

# The kit's output only (KIT_OUT, out/ by default); the cache is kept.
clean:
	rm -rf "$${KIT_OUT:-out}"
