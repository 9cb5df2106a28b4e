# The port on 4 CPUs: QEMU malta with -cpu P5600 -smp 4, whose CPS (GCR,
# CPC, GIC) starts the other CPUs and carries their IPIs.  Boot it once
# the one-CPU target ({{ cookiecutter.arch_name }}) reaches /init: `make boot T={{ cookiecutter.arch_name }}-smp`.  Until
# the SMP stubs are written, a boot ends at the first one it meets.
DESC="{{ cookiecutter.arch_title }}: ARCH={{ cookiecutter.arch_name }}, SMP on QEMU malta's P5600 CPS (-smp 4)"
ARCH={{ cookiecutter.arch_name }}
CROSS_COMPILE=${CROSS_COMPILE:-{{ cookiecutter.cross_compile }}}
CROSS_PKG=gcc-{{ cookiecutter.cross_compile.split('/')[-1][:-1] }}
PORT=.
DEFCONFIG={{ cookiecutter.arch_name }}_defconfig
FRAGMENTS=smp-cps.config
# Set INIT=user/init.c as in the one-CPU target when it gets there.
INIT=
USER_CFLAGS="-E{{ 'L' if cookiecutter.endianness == 'little' else 'B' }} -mabi=32 -msoft-float -fPIC"
KERNEL_IMAGE=vmlinux
QEMU=qemu-system-mips{{ 'el' if cookiecutter.endianness == 'little' else '' }}
QEMU_PKG=qemu-system-mips
QEMU_ARGS="-M malta -cpu P5600 -smp 4 -m {{ ((cookiecutter.ram_base|int(base=16)) + (cookiecutter.ram_size|int(base=16))) // 1048576 }}"
APPEND="earlycon"
END_PATTERN='reboot: Power down|Kernel panic - not syncing: PORT-TODO\('
ALLOW_FAILURE='PORT-TODO\('
EXIT_MODE=kill
TIMEOUT=60
MILESTONES=(
	"Linux version"
)
LAVA_MILESTONES=(
	"Linux version"
	"Machine model:"
	"\] Memory:"
	"clocksource: Switched to clocksource"
	"smp: Brought up 1 node, 4 CPUs"
	"Run /init as init process"
)
