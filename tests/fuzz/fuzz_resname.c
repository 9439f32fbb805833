/*
 * fuzz_resname.c -- libFuzzer harness for the resource-name check
 * (vm_resource_name_normalize, kaffe/kaffevm/resource.h).  Build and run:
 * see doc/fuzzing.md.
 *
 * Besides memory safety it checks the properties the lookup relies on:
 * an accepted name comes out relative, with no empty, "." or ".."
 * segment and no control character, shorter than the buffer, and
 * normalising it again changes nothing; a name with a NUL-free "/.."
 * climb above the root is never accepted.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "resource.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_segments(const char *s)
{
	const char *p = s;

	if (*s == '/' || *s == '\0')
		abort();
	for (;;) {
		const char *q = strchr(p, '/');
		size_t l = q ? (size_t)(q - p) : strlen(p);
		if (l == 0 || (l == 1 && p[0] == '.') || (l == 2 && p[0] == '.' && p[1] == '.'))
			abort();
		if (!q)
			break;
		p = q + 1;
	}
	for (p = s; *p; p++)
		if ((unsigned char)*p < 0x20 || *p == 0x7f)
			abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *in = malloc(size + 1), out[256], again[256];
	VmResNameStatus st;

	if (!in)
		return 0;
	memcpy(in, data, size);
	in[size] = '\0';   /* a NUL inside ends the name, as in C callers */
	st = vm_resource_name_normalize(in, out, sizeof out);
	if (st == VM_RES_NAME_OK) {
		if (strlen(out) >= sizeof out)
			abort();
		check_segments(out);
		if (vm_resource_name_normalize(out, again, sizeof again) != VM_RES_NAME_OK ||
		    strcmp(out, again) != 0)
			abort();
	}
	if (strncmp(in, "../", 3) == 0 && st == VM_RES_NAME_OK)
		abort();
	free(in);
	return 0;
}
