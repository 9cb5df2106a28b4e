// SPDX-License-Identifier: GPL-2.0
/* yamldoc.c: typed access to a libyaml document (see yamldoc.h). */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "portcheck.h"
#include "yamldoc.h"

int ydoc_load(struct ydoc *y, const char *buf, size_t len)
{
	yaml_parser_t p;
	int ok;

	y->failed = 0;
	memset(&y->doc, 0, sizeof(y->doc));
	if (memchr(buf, 0, len)) {
		snprintf(y->err, y->errlen, "%s: a NUL byte: not a YAML text file", y->name);
		y->failed = 1;
		return PC_BADDATA;
	}
	yaml_parser_initialize(&p);
	yaml_parser_set_input_string(&p, (const unsigned char *)buf, len);
	ok = yaml_parser_load(&p, &y->doc);
	if (!ok) {
		snprintf(y->err, y->errlen, "%s:%zu: not valid YAML: %s",
			 y->name, p.problem_mark.line + 1,
			 p.problem ? p.problem : "parse error");
		y->failed = 1;
	}
	yaml_parser_delete(&p);
	if (!ok)
		return PC_BADDATA;
	if (!yaml_document_get_root_node(&y->doc)) {
		snprintf(y->err, y->errlen, "%s: empty document", y->name);
		y->failed = 1;
		yaml_document_delete(&y->doc);
		return PC_BADDATA;
	}
	return 0;
}

void ydoc_free(struct ydoc *y)
{
	yaml_document_delete(&y->doc);
}

yaml_node_t *ydoc_root(struct ydoc *y)
{
	return yaml_document_get_root_node(&y->doc);
}

void ydoc_fail(struct ydoc *y, yaml_node_t *at, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (y->failed)
		return;
	y->failed = 1;
	n = snprintf(y->err, y->errlen, "%s:%zu: ", y->name,
		     at ? at->start_mark.line + 1 : 1);
	if (n < 0 || (size_t)n >= y->errlen)
		return;
	va_start(ap, fmt);
	vsnprintf(y->err + n, y->errlen - n, fmt, ap);
	va_end(ap);
}

yaml_node_t *ydoc_node(struct ydoc *y, yaml_node_item_t i)
{
	return yaml_document_get_node(&y->doc, i);
}

static const char *scalar(yaml_node_t *n)
{
	return (const char *)n->data.scalar.value;
}

void ydoc_keys(struct ydoc *y, yaml_node_t *map, const char *what,
	       const char *const *keys)
{
	yaml_node_pair_t *p;

	if (!map || map->type != YAML_MAPPING_NODE) {
		ydoc_fail(y, map, "%s: a mapping was expected", what);
		return;
	}
	for (p = map->data.mapping.pairs.start; p < map->data.mapping.pairs.top; p++) {
		yaml_node_t *k = ydoc_node(y, p->key);
		const char *const *w;

		if (!k || k->type != YAML_SCALAR_NODE) {
			ydoc_fail(y, k, "%s: a key that is not a string", what);
			return;
		}
		for (w = keys; *w; w++)
			if (!strcmp(*w, scalar(k)))
				break;
		if (!*w) {
			ydoc_fail(y, k, "%s: unknown key '%.40s'", what, scalar(k));
			return;
		}
	}
}

yaml_node_t *ydoc_get(struct ydoc *y, yaml_node_t *map, const char *key)
{
	yaml_node_pair_t *p;

	if (y->failed || !map || map->type != YAML_MAPPING_NODE)
		return NULL;
	for (p = map->data.mapping.pairs.start; p < map->data.mapping.pairs.top; p++) {
		yaml_node_t *k = ydoc_node(y, p->key);

		if (k && k->type == YAML_SCALAR_NODE && !strcmp(scalar(k), key))
			return ydoc_node(y, p->value);
	}
	return NULL;
}

static const char *str_of(struct ydoc *y, yaml_node_t *n, const char *key)
{
	if (n->type != YAML_SCALAR_NODE) {
		ydoc_fail(y, n, "'%s' must be a string", key);
		return NULL;
	}
	if (strlen(scalar(n)) != n->data.scalar.length) {
		ydoc_fail(y, n, "'%s' holds a NUL character", key);
		return NULL;
	}
	return scalar(n);
}

char *ydoc_str(struct ydoc *y, yaml_node_t *map, const char *key, int required)
{
	yaml_node_t *n = ydoc_get(y, map, key);
	const char *s;
	char *dup;
	size_t len;

	if (!n) {
		if (required)
			ydoc_fail(y, map, "missing '%s'", key);
		return NULL;
	}
	s = str_of(y, n, key);
	if (s && required && !*s) {
		ydoc_fail(y, n, "'%s' is empty", key);
		return NULL;
	}
	if (!s)
		return NULL;
	/* a folded block scalar (>) ends with a newline: drop it */
	dup = xstrdup(s);
	len = strlen(dup);
	while (len && dup[len - 1] == '\n')
		dup[--len] = 0;
	return dup;
}

int ydoc_bool(struct ydoc *y, yaml_node_t *map, const char *key, int dflt)
{
	yaml_node_t *n = ydoc_get(y, map, key);

	if (!n)
		return dflt;
	if (n->type == YAML_SCALAR_NODE && !strcmp(scalar(n), "true"))
		return 1;
	if (n->type == YAML_SCALAR_NODE && !strcmp(scalar(n), "false"))
		return 0;
	ydoc_fail(y, n, "'%s' must be true or false", key);
	return dflt;
}

size_t ydoc_seq(struct ydoc *y, yaml_node_t *map, const char *key,
		yaml_node_item_t **items)
{
	yaml_node_t *n = ydoc_get(y, map, key);

	*items = NULL;
	if (!n)
		return 0;
	if (n->type != YAML_SEQUENCE_NODE) {
		ydoc_fail(y, n, "'%s' must be a list", key);
		return 0;
	}
	*items = n->data.sequence.items.start;
	return n->data.sequence.items.top - n->data.sequence.items.start;
}

size_t ydoc_strs(struct ydoc *y, yaml_node_t *map, const char *key,
		 int required, char ***out)
{
	yaml_node_item_t *it;
	size_t n = ydoc_seq(y, map, key, &it), i;

	*out = xmalloc(sizeof(char *) * (n + 1));
	if (!n && required && !y->failed)
		ydoc_fail(y, map, "'%s' must be a list of at least one string", key);
	for (i = 0; i < n && !y->failed; i++) {
		yaml_node_t *e = ydoc_node(y, it[i]);
		const char *s = e ? str_of(y, e, key) : NULL;

		(*out)[i] = xstrdup(s ? s : "");
	}
	return y->failed ? i : n;
}

void ydoc_free_strs(char **v, size_t n)
{
	size_t i;

	for (i = 0; v && i < n; i++)
		free(v[i]);
	free(v);
}
