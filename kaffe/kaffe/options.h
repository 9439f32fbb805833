/*
 * options.h -- the `ristretto` command line.
 */
#ifndef VM_OPTIONS_H
#define VM_OPTIONS_H

#include "vm.h"

typedef struct LaunchOptions {
	VmOptions vm;
	const char *main_class;   /* class name, or the jar for -jar */
	bool is_jar;
	int argc;                 /* program arguments */
	char **argv;
	bool show_version, version_only, help;
} LaunchOptions;

/* Parse argv; prints the error and returns false on a bad command line. */
bool launch_parse(int argc, char **argv, LaunchOptions *lo);
void launch_usage(FILE *out);
/* Parse a size like 64m, 2g, 512k, 1048576; 0 on error. */
size_t launch_parse_size(const char *s);

#endif
