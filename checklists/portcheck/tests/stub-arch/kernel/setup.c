// SPDX-License-Identifier: GPL-2.0
/* PORT-TODO(setup-memory-discovery): memblock_add() the RAM of the DT. */
/* PORT-TODO(setup-early-params): parse_early_param(), earlycon. */
