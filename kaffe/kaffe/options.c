/*
 * options.c -- parsing the `ristretto` command line, with the options a
 * `java` user types.  Errors look like the stock launcher's.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "native.h"
#include "options.h"

size_t launch_parse_size(const char *s)
{
	char *end;
	unsigned long long v;

	if (!*s || *s == '-')
		return 0;
	v = strtoull(s, &end, 10);
	switch (*end) {
	case 'k': case 'K': v <<= 10; end++; break;
	case 'm': case 'M': v <<= 20; end++; break;
	case 'g': case 'G': v <<= 30; end++; break;
	case 't': case 'T': v <<= 40; end++; break;
	default: break;
	}
	if (*end || v == 0)
		return 0;
	return (size_t)v;
}

void launch_usage(FILE *out)
{
	fprintf(out,
		"Usage: ristretto [options] <mainclass> [args...]\n"
		"           (to execute a class)\n"
		"   or  ristretto [options] -jar <jarfile> [args...]\n"
		"           (to execute a jar file)\n"
		"\n"
		" Arguments following the main class or -jar <jarfile> are passed as the\n"
		" arguments to main.\n"
		"\n"
		" where options include:\n"
		"    -cp <path>, -classpath <path>, --class-path <path>\n"
		"                  directories and JAR archives, separated by ':', to search for classes\n"
		"    -D<name>=<value>\n"
		"                  set a system property\n"
		"    -verbose:class, -verbose:gc\n"
		"                  report class loading / each garbage collection\n"
		"    -ea, -enableassertions, -da, -disableassertions\n"
		"                  enable or disable assertions in application classes\n"
		"    -version      print the version and exit\n"
		"    -showversion  print the version and continue\n"
		"    -help, -h, -? print this help message\n"
		"    -Xmx<size>    maximum heap size (e.g. 512m)\n"
		"    -Xms<size>    initial heap size\n"
		"    -Xss<size>    Java stack size per thread\n"
		"    -Xbootclasspath:<path>\n"
		"                  where to find the class library (default: rt.jar beside the VM)\n"
		"    -Xgc:stress[=N]\n"
		"                  collect at every N-th allocation (default 1) for testing\n"
		"    -Xverify:remote|all|none\n"
		"                  type-check application classes (default), also the library, or nothing\n"
		"    -nodes <N>    run as a cluster of N local nodes (processes on 127.0.0.1)\n"
		"    -hosts <file> run as a cluster on the hosts listed (one per line, slots=N)\n"
		"    -join <host:port>\n"
		"                  join a cluster as one worker (secret from RISTRETTO_SECRET)\n"
		"    -Xcluster:info          print each node's rank, host, pid, RTT, bandwidth\n"
		"    -Xgos:placement=roundrobin|leastloaded|local  where Thread.start runs a thread\n"
		"    -Xgos:stats[=FILE.json] global object space statistics at exit\n"
		"    -Xgos:lockcache=on|off  a node keeps a monitor until another asks (default on)\n"
		"    -Xgos:rxanswers=on|off  the receiver answers small requests itself (default on)\n"
		"    -Xgos:homemigration=on|off  move an object's home to its only writer (default on)\n"
		"    -Xgos:migrateafter=K    ... after K intervals of that one writer (default 3)\n"
		"    -Xgos:prefetch=BYTES    a fetch brings objects reachable from the faulted one (0: off)\n"
		"    -Xgos:spin=MS           spinning readers revalidate at most every MS (default 1)\n"
		"    -Xgos:chunk=BYTES       array bytes per fetch answer or diff message (default 256k)\n"
		"    -Xprof:tcm[,rate=nX|full|adaptive][,threshold=F][,transfer=off][,accuracy][,exact][,round=MS]\n"
		"                            thread correlation map of a cluster run (doc/profiler.md)\n"
		"    -Xprof:out=DIR          where the profiler writes (default ristretto-prof)\n"
		"    -Xcluster:spmd          run main on every node (ristretto.node, ristretto.nodes)\n"
		"    -Xcluster:rsh=<cmd>     command that starts -hosts workers (default ssh)\n"
		"    -Xcluster:secret-file=<path>, listen=<host>, port=<n>, spawn=none\n"
		"    -Xcluster:heartbeat=<ms>, dead=<ms>, batch=<size>, compress=<size|off>, spin=<us>\n"
		"    -Xcheck:jni   check the natives' use of the JNI (pending exceptions, bad references)\n"
		"    -Xjni:ffi     call every JNI native through libffi (no x86-64 register path)\n"
		"    -Xint                   interpret every method (no JIT)\n"
		"    -Xjit:on|all|threshold=<n>|backedges=<n>|sync|queue=<n>|verbose|cache=<size>|\n"
		"          osr=<on|off>|intrinsics=<on|off>|regs=<on|off>|disasm=<pattern>|perfmap|off\n"
		"                            the x86 JIT (on by default: methods hot by calls\n"
		"                            or loops are compiled in a background thread, and a\n"
		"                            hot loop goes on in compiled code: on-stack replacement)\n"
		"    -Xdebug:<names>\n"
		"                  debug logging: class,gc,interp,excep,gos,msg,jit,prof,all\n");
}

static bool bad_cluster(const char *kv, const char *why)
{
	fprintf(stderr, "Invalid -Xcluster option: %s (%s)\n"
		"Error: Could not create the Java Virtual Machine.\n"
		"Error: A fatal exception has occurred. Program will exit.\n", kv, why);
	return false;
}

/* Whole decimal number in [lo, hi], or -1. */
static long parse_long(const char *s, long lo, long hi)
{
	char *end;
	long v;

	if (!*s || *s == '-' || *s == '+')
		return -1;
	v = strtol(s, &end, 10);
	if (*end || v < lo || v > hi)
		return -1;
	return v;
}

bool launch_parse_cluster(const char *kv, LaunchCluster *c)
{
	const char *eq = strchr(kv, '=');
	size_t klen = eq ? (size_t)(eq - kv) : strlen(kv);
	const char *v = eq ? eq + 1 : NULL;
	size_t sz;

#define KEY(k) (klen == strlen(k) && !strncmp(kv, k, klen))
	if (KEY("info") || KEY("spmd")) {
		if (v)
			return bad_cluster(kv, "takes no value");
		if (KEY("info"))
			c->info = true;
		else
			c->spmd = true;
		return true;
	}
	if (!v || !*v)
		return bad_cluster(kv, eq ? "empty value" : "needs a value");
	if (KEY("rsh")) {
		c->rsh = v;
	} else if (KEY("secret-file")) {
		c->secret_file = v;
	} else if (KEY("listen")) {
		if (strlen(v) > 255)
			return bad_cluster(kv, "host name too long");
		c->listen = v;
	} else if (KEY("spawn")) {
		if (strcmp(v, "none") && strcmp(v, "local"))
			return bad_cluster(kv, "expected none or local");
		c->spawn_none = !strcmp(v, "none");
	} else if (KEY("port")) {
		if ((c->port = (int)parse_long(v, 1, 65535)) < 0)
			return bad_cluster(kv, "expected a port 1..65535");
	} else if (KEY("rank")) {
		if ((c->rank = (int)parse_long(v, 1, 1023)) < 0)
			return bad_cluster(kv, "expected a worker rank 1..1023");
	} else if (KEY("heartbeat")) {
		if ((c->heartbeat_ms = parse_long(v, 10, 600000)) < 0)
			return bad_cluster(kv, "expected milliseconds 10..600000");
	} else if (KEY("dead")) {
		if ((c->dead_ms = parse_long(v, 100, 3600000)) < 0)
			return bad_cluster(kv, "expected milliseconds 100..3600000");
	} else if (KEY("spin")) {
		if ((c->spin_us = parse_long(v, 0, 10000)) < 0)
			return bad_cluster(kv, "expected microseconds 0..10000");
	} else if (KEY("batch")) {
		if (!(sz = launch_parse_size(v)) || sz > (64u << 20))
			return bad_cluster(kv, "expected a size 1..64m");
		c->batch_bytes = (long)sz;
	} else if (KEY("compress")) {
		if (!strcmp(v, "0") || !strcmp(v, "off"))
			c->compress_threshold = 0;
		else if (!(sz = launch_parse_size(v)) || sz > (64u << 20))
			return bad_cluster(kv, "expected a size, 0 or off");
		else
			c->compress_threshold = (long)sz;
	} else {
		return bad_cluster(kv, "unknown setting");
	}
#undef KEY
	return true;
}

bool launch_wants_cluster(const LaunchOptions *lo)
{
	const LaunchCluster *c = &lo->cluster;
	return c->nodes > 1 || c->hosts_file || c->join || c->info || c->spawn_none;
}

static bool bad_option(const char *o)
{
	fprintf(stderr, "Unrecognized option: %s\n"
		"Error: Could not create the Java Virtual Machine.\n"
		"Error: A fatal exception has occurred. Program will exit.\n", o);
	return false;
}

static bool bad_size(const char *what, const char *o)
{
	fprintf(stderr, "Invalid %s: %s\n"
		"Error: Could not create the Java Virtual Machine.\n"
		"Error: A fatal exception has occurred. Program will exit.\n", what, o);
	return false;
}

bool launch_parse(int argc, char **argv, LaunchOptions *lo)
{
	int i;

	memset(lo, 0, sizeof *lo);
	lo->cluster.port = lo->cluster.rank = -1;
	gos_space_options_init(&lo->gos);
	prof_options_init(&lo->prof);
	lo->cluster.heartbeat_ms = lo->cluster.dead_ms = -1;
	lo->cluster.batch_bytes = lo->cluster.compress_threshold = -1;
	lo->cluster.spin_us = -1;
	lo->vm.props = calloc((size_t)argc + 1, sizeof *lo->vm.props);
	lo->jit_opts = calloc((size_t)argc + 1, sizeof *lo->jit_opts);
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (a[0] != '-')
			break;
		if (!strcmp(a, "-cp") || !strcmp(a, "-classpath") || !strcmp(a, "--class-path")) {
			if (i + 1 >= argc) {
				fprintf(stderr, "Error: %s requires class path specification\n", a);
				launch_usage(stderr);
				return false;
			}
			lo->vm.classpath = argv[++i];
		} else if (!strncmp(a, "--class-path=", 13)) {
			lo->vm.classpath = a + 13;
		} else if (!strcmp(a, "-jar")) {
			lo->is_jar = true;
		} else if (!strncmp(a, "-D", 2)) {
			if (!a[2])
				return bad_option(a);
			lo->vm.props[lo->vm.n_props++] = a + 2;
		} else if (!strncmp(a, "-Xmx", 4)) {
			if (!(lo->vm.heap_max = launch_parse_size(a + 4)))
				return bad_size("maximum heap size", a);
		} else if (!strncmp(a, "-Xms", 4)) {
			if (!(lo->vm.heap_initial = launch_parse_size(a + 4)))
				return bad_size("initial heap size", a);
		} else if (!strncmp(a, "-Xss", 4)) {
			if (!(lo->vm.stack_size = launch_parse_size(a + 4)))
				return bad_size("thread stack size", a);
		} else if (!strcmp(a, "-version") || !strcmp(a, "--version")) {
			lo->version_only = true;
		} else if (!strcmp(a, "-showversion") || !strcmp(a, "--show-version")) {
			lo->show_version = true;
		} else if (!strcmp(a, "-help") || !strcmp(a, "--help") || !strcmp(a, "-h") || !strcmp(a, "-?")) {
			lo->help = true;
		} else if (!strcmp(a, "-verbose:class") || !strcmp(a, "-verbose")) {
			lo->vm.verbose_class = true;
		} else if (!strcmp(a, "-verbose:gc")) {
			lo->vm.verbose_gc = true;
		} else if (!strcmp(a, "-ea") || !strcmp(a, "-enableassertions")) {
			lo->vm.enable_assertions = true;
		} else if (!strcmp(a, "-da") || !strcmp(a, "-disableassertions")) {
			lo->vm.enable_assertions = false;
		} else if (!strncmp(a, "-Xbootclasspath:", 16)) {
			lo->vm.boot_classpath = a + 16;
		} else if (!strcmp(a, "-Xverify:remote")) {
			lo->vm.verify = VM_VERIFY_REMOTE;
		} else if (!strcmp(a, "-Xverify:all")) {
			lo->vm.verify = VM_VERIFY_ALL;
		} else if (!strcmp(a, "-Xverify:none")) {
			lo->vm.verify = VM_VERIFY_NONE;
		} else if (!strcmp(a, "-Xgc:stress")) {
			lo->vm.gc_stress = 1;
		} else if (!strncmp(a, "-Xgc:stress=", 12)) {
			int n = atoi(a + 12);
			if (n <= 0)
				return bad_option(a);
			lo->vm.gc_stress = (unsigned)n;
		} else if (!strcmp(a, "-nodes")) {
			long n = i + 1 < argc ? parse_long(argv[i + 1], 1, 1024) : -1;
			if (n < 0) {
				fprintf(stderr, "Error: -nodes requires a node count 1..1024%s%s\n",
					i + 1 < argc ? ", got " : "", i + 1 < argc ? argv[i + 1] : "");
				return bad_option(a);
			}
			lo->cluster.nodes = (int)n;
			i++;
		} else if (!strcmp(a, "-hosts") || !strcmp(a, "-join")) {
			if (i + 1 >= argc) {
				fprintf(stderr, "Error: %s requires %s\n", a,
					a[1] == 'h' ? "a hosts file" : "the master's HOST:PORT");
				return bad_option(a);
			}
			if (a[1] == 'h')
				lo->cluster.hosts_file = argv[++i];
			else
				lo->cluster.join = argv[++i];
		} else if (!strncmp(a, "-Xcluster:", 10)) {
			if (!launch_parse_cluster(a + 10, &lo->cluster))
				return false;
		} else if (!strncmp(a, "-Xgos:", 6)) {
			char err[256];
			if (!gos_space_parse_option(a + 6, &lo->gos, err, sizeof err)) {
				fprintf(stderr, "Invalid -Xgos option: %s (%s)\n", a + 6, err);
				return bad_option(a);
			}
		} else if (!strncmp(a, "-Xprof:", 7)) {
			char err[256];
			if (!prof_parse_option(a + 7, &lo->prof, err, sizeof err)) {
				fprintf(stderr, "Invalid -Xprof option: %s (%s)\n", a + 7, err);
				return bad_option(a);
			}
		} else if (!strcmp(a, "-Xcheck:jni")) {
			vm_jni_set_check(true);
		} else if (!strcmp(a, "-Xjni:ffi")) {
			vm_jni_set_ffi_only(true);
		} else if (!strncmp(a, "-Xdebug:", 8)) {
			if (vm_debug_parse(a + 8) != 0)
				return bad_option(a);
		} else if (!strncmp(a, "-Xjit:", 6)) {
			lo->jit_opts[lo->n_jit_opts++] = a + 6;
		} else if (!strcmp(a, "-Xint")) {
			lo->xint = true;
		} else if (!strcmp(a, "-server") || !strcmp(a, "-client") ||
			   !strcmp(a, "-Xshare:off") || !strncmp(a, "-XX:", 4)) {
			/* accepted and ignored, as harmless tuning flags */
		} else {
			return bad_option(a);
		}
	}
	if (lo->help || lo->version_only)
		return true;
	if ((lo->cluster.join != NULL) + (lo->cluster.hosts_file != NULL) +
	    (lo->cluster.nodes > 0) > 1) {
		fprintf(stderr, "Error: -nodes, -hosts and -join exclude each other\n");
		return bad_option(lo->cluster.join ? "-join" : "-hosts");
	}
	/* a -join worker runs what the master sends; -Xcluster:info runs nothing */
	if (lo->cluster.join || lo->cluster.info) {
		if (i < argc) {
			lo->main_class = argv[i++];
			lo->argc = argc - i;
			lo->argv = argv + i;
		}
		return true;
	}
	if (i >= argc) {
		if (lo->is_jar)
			fprintf(stderr, "Error: -jar requires jar file specification\n");
		launch_usage(stderr);
		return false;
	}
	lo->main_class = argv[i++];
	lo->argc = argc - i;
	lo->argv = argv + i;
	return true;
}
