/*
 * verify_lib.c -- load every class of a list and decode every method of
 * each (doc/performance.md, "Bytecode verification"): with -Xverify:all
 * the decoder verifies each method first, with -Xverify:none it does not,
 * so the difference of the two CPU times is what verifying the list
 * costs.  The class library's own methods are otherwise decoded (and
 * verified) only when first called, so no Java program can reach them all.
 *
 * usage: verify_lib all|none BOOTCLASSPATH LIST [CLASSPATH]
 *   LIST  class names, one a line, internal form (java/lang/String)
 * Prints classes loaded, methods decoded, failures and the CPU seconds of
 * the load-and-decode loop.  Built and run by run.sh.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "intrp/decode.h"
#include "natives.h"
#include "vm.h"

static double cpu_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
	VmOptions opts;
	VmThread *t;
	FILE *f;
	char line[1024];
	unsigned classes = 0, methods = 0, failed = 0;
	double t0;

	if (argc < 4 || (strcmp(argv[1], "all") != 0 && strcmp(argv[1], "none") != 0)) {
		fprintf(stderr, "usage: verify_lib all|none BOOTCLASSPATH LIST [CLASSPATH]\n");
		return 2;
	}
	memset(&opts, 0, sizeof opts);
	opts.verify = strcmp(argv[1], "all") == 0 ? VM_VERIFY_ALL : VM_VERIFY_NONE;
	opts.boot_classpath = argv[2];
	opts.classpath = argc > 4 ? argv[4] : ".";
	f = fopen(argv[3], "r");
	if (!f) {
		perror(argv[3]);
		return 2;
	}
	vm_natives_init();
	if (!vm_startup(&opts)) {
		fprintf(stderr, "verify_lib: the VM did not start\n");
		return 1;
	}
	t = vm_self();
	t0 = cpu_now();
	while (fgets(line, sizeof line, f)) {
		VmClass *c;
		uint16_t i;
		line[strcspn(line, "\r\n")] = 0;
		if (!line[0])
			continue;
		c = vm_load_class(t, line);
		if (!c) {
			t->exception = NULL;
			failed++;
			continue;
		}
		classes++;
		for (i = 0; i < c->n_methods; i++) {
			VmMethod *m = &c->methods[i];
			if (!m->code || m->pcode)
				continue;
			if (vm_decode_method(t, m)) {
				methods++;
			} else {
				t->exception = NULL;
				failed++;
			}
		}
	}
	printf("verify=%s classes %u methods %u failed %u cpu_s %.4f\n", argv[1], classes, methods, failed,
	       cpu_now() - t0);
	fclose(f);
	return 0;
}
