# SMP on QEMU malta's P5600 CPS (-cpu P5600 -smp N, N > 1): the CPS's
# device tree, in which the i8259 cascades into the GIC, and every VP QEMU
# gives, 8 at most (QEMU's GCR addresses 8 VPs).  The target
# {{ cookiecutter.arch_name }}-smp builds with it; the reference's targets tsar-smp* do the same.
CONFIG_{{ cookiecutter.arch_name|upper }}_BUILTIN_DTB="malta-cps"
CONFIG_SMP=y
CONFIG_NR_CPUS=8
