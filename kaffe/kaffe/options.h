/*
 * options.h -- the `ristretto` command line.
 */
#ifndef VM_OPTIONS_H
#define VM_OPTIONS_H

#include "gos.h"
#include "profiler.h"
#include "vm.h"

/* Cluster options: -nodes, -hosts, -join and -Xcluster:key[=value].
 * Zero / NULL / -1 means "not given" (the runtime's default applies). */
typedef struct LaunchCluster {
	int nodes;                /* -nodes N (1..1024), 0 = not given */
	const char *hosts_file;   /* -hosts FILE */
	const char *join;         /* -join HOST:PORT */
	bool info;                /* -Xcluster:info */
	bool spmd;                /* -Xcluster:spmd */
	bool spawn_none;          /* -Xcluster:spawn=none: wait for -join */
	const char *rsh;          /* -Xcluster:rsh=CMD (default "ssh") */
	const char *secret_file;  /* -Xcluster:secret-file=PATH ("-" = stdin) */
	const char *listen;       /* -Xcluster:listen=HOST */
	int port;                 /* -Xcluster:port=N, -1 = any */
	int rank;                 /* -Xcluster:rank=N (spawned workers), -1 */
	long heartbeat_ms;        /* -Xcluster:heartbeat=MS, -1 */
	long dead_ms;             /* -Xcluster:dead=MS, -1 */
	long batch_bytes;         /* -Xcluster:batch=SIZE, -1 */
	long compress_threshold;  /* -Xcluster:compress=SIZE (0 = off), -1 */
	long spin_us;             /* -Xcluster:spin=US (reply wait), -1 */
} LaunchCluster;

typedef struct LaunchOptions {
	VmOptions vm;
	const char *main_class;   /* class name, or the jar for -jar */
	bool is_jar;
	int argc;                 /* program arguments */
	char **argv;
	bool show_version, version_only, help;
	LaunchCluster cluster;
	GosSpaceOptions gos;      /* -Xgos:key[=value] (the global object space) */
	ProfOptions prof;         /* -Xprof:... (profiler/profiler.h) */
	const char **jit_opts;    /* the text after each -Xjit: (jit-i386/jit.h parses it) */
	int n_jit_opts;
	bool xint;                /* -Xint: interpret everything */
} LaunchOptions;

/* Parse argv; prints the error and returns false on a bad command line. */
bool launch_parse(int argc, char **argv, LaunchOptions *lo);
void launch_usage(FILE *out);
/* Parse a size like 64m, 2g, 512k, 1048576; 0 on error. */
size_t launch_parse_size(const char *s);
/* One -Xcluster: setting ("info", "dead=3000", ...) into c; false and a
 * message on stderr if the key or value is bad. */
bool launch_parse_cluster(const char *kv, LaunchCluster *c);
/* True when the command line asks for a cluster (-nodes N>1, -hosts,
 * -join, -Xcluster:info). */
bool launch_wants_cluster(const LaunchOptions *lo);

#endif
