/* SPDX-License-Identifier: GPL-2.0 */
/*
 * yamldoc.h: typed access to a libyaml document.  The first schema error is
 * kept, with its line, in the context; later calls return defaults, so a
 * parser reads its whole schema and checks ctx->failed once.
 */
#ifndef YAMLDOC_H
#define YAMLDOC_H

#include <yaml.h>

struct ydoc {
	yaml_document_t doc;
	const char *name;
	char *err;
	size_t errlen;
	int failed;
};

/* Loads BUF; returns 0 or PC_BADDATA with the parser's problem in ctx->err. */
int ydoc_load(struct ydoc *y, const char *buf, size_t len);
void ydoc_free(struct ydoc *y);
yaml_node_t *ydoc_root(struct ydoc *y);
void ydoc_fail(struct ydoc *y, yaml_node_t *at, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/*
 * Checks that MAP is a mapping whose keys are all in the NULL-terminated
 * list KEYS (catches typos in the data).
 */
void ydoc_keys(struct ydoc *y, yaml_node_t *map, const char *what,
	       const char *const *keys);
yaml_node_t *ydoc_get(struct ydoc *y, yaml_node_t *map, const char *key);
/* A required (REQUIRED != 0) or optional string; caller frees. */
char *ydoc_str(struct ydoc *y, yaml_node_t *map, const char *key, int required);
int ydoc_bool(struct ydoc *y, yaml_node_t *map, const char *key, int dflt);
/* A sequence of strings; returns the count, *OUT allocated. */
size_t ydoc_strs(struct ydoc *y, yaml_node_t *map, const char *key,
		 int required, char ***out);
/* The items of sequence KEY of MAP; returns the count. */
size_t ydoc_seq(struct ydoc *y, yaml_node_t *map, const char *key,
		yaml_node_item_t **items);
yaml_node_t *ydoc_node(struct ydoc *y, yaml_node_item_t i);
void ydoc_free_strs(char **v, size_t n);

#endif /* YAMLDOC_H */
