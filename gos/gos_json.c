/*
 * gos_json.c -- the -Xgos:stats=FILE.json output, written with json-c.
 *
 *   { "nodes": [ { "node": 0, "threads": .., "fetches": .., "fetch_bytes": ..,
 *                  "diffs": .., "diff_bytes": .., ..., "messages": { "fetch":
 *                  { "count": .., "bytes": .. }, ... } }, ... ] }
 *
 * A node that did not answer the master's request has "missing": true and
 * no counters.
 */
#include "config.h"

#include <json-c/json.h>

#include "gos_space.h"

void gos_space_write_json(FILE *f, int nodes, const bool *have, const uint64_t *v,
			  int nvalues, const char *const *ctr_names, int nctr,
			  const char *(*type_name)(int), int ntypes)
{
	json_object *root = json_object_new_object(), *arr = json_object_new_array();
	int i, k;

	for (i = 0; i < nodes; i++) {
		json_object *n = json_object_new_object(), *msgs;
		const uint64_t *row = v + (size_t)i * (size_t)nvalues;

		json_object_object_add(n, "node", json_object_new_int(i));
		if (!have[i]) {
			json_object_object_add(n, "missing", json_object_new_boolean(1));
			json_object_array_add(arr, n);
			continue;
		}
		for (k = 0; k < nctr; k++)
			json_object_object_add(n, ctr_names[k], json_object_new_int64((int64_t)row[k]));
		msgs = json_object_new_object();
		for (k = 0; k < ntypes; k++) {
			json_object *m = json_object_new_object();
			json_object_object_add(m, "count",
					       json_object_new_int64((int64_t)row[nctr + 2 * k]));
			json_object_object_add(m, "bytes",
					       json_object_new_int64((int64_t)row[nctr + 2 * k + 1]));
			json_object_object_add(msgs, type_name(k), m);
		}
		json_object_object_add(n, "messages", msgs);
		json_object_array_add(arr, n);
	}
	json_object_object_add(root, "nodes", arr);
	fputs(json_object_to_json_string_ext(root, JSON_C_TO_STRING_PRETTY), f);
	fputc('\n', f);
	json_object_put(root);
}
