/*
 * fuzz_classfile.c -- libFuzzer harness for the class-file parser and the
 * descriptor checks.  Build and run: see doc/fuzzing.md.
 */
#include "config.h"

#include <stddef.h>
#include <stdint.h>

#include "classfile.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	VmCfError err;
	VmClassFile *cf = vm_classfile_parse(data, size, "Fuzz", &err);
	uint16_t i;

	if (!cf)
		return 0;
	/* Touch what the loader reads, so out-of-bounds results show up. */
	for (i = 0; i < cf->n_methods; i++) {
		vm_cf_arg_slots(cf->methods[i].desc);
		if (cf->methods[i].code && cf->methods[i].code->code_length)
			(void)cf->methods[i].code->code[cf->methods[i].code->code_length - 1];
	}
	vm_classfile_free(cf);
	return 0;
}
