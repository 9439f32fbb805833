/*
 * jit.c -- the JIT's settings, its start-up, and the hook the
 * interpreter calls (vm_hook_jit_compile, interp.h).
 *
 * Compilation happens in the calling thread, under one lock, when the
 * interpreter's invocation counter of a method reaches the threshold; a
 * background compiler thread is a later step (README.md).  A method the
 * compiler refuses keeps jit_code NULL; its counter has moved past the
 * threshold, so it is not asked again.  The interpreter stores the
 * returned pointer in VmMethod.jit_code; the code was sealed (mprotect)
 * before that store, and x86 does not reorder stores, so a thread that
 * sees the pointer sees the finished code.
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "jit.h"
#include "jit_internal.h"
#include "interp.h"
#include "vm.h"

#ifdef HAVE_CAPSTONE
#include <capstone/capstone.h>
#endif

#define JIT_CACHE_DEFAULT ((size_t)32 << 20)   /* -Xjit:cache default */
#define JIT_CACHE_MIN ((size_t)16 << 10)       /* smallest -Xjit:cache accepted */

static struct {
	bool wanted;          /* -Xjit:all or threshold=N given */
	bool off;             /* -Xint / -Xjit:off */
	bool verbose;
	bool perfmap;         /* -Xjit:perfmap: /tmp/perf-PID.map for Linux perf */
	uint32_t threshold;
	size_t cache_size;
	char disasm[96];      /* -Xjit:disasm=PATTERN, "" = none */
} opt = { false, false, false, false, 0, JIT_CACHE_DEFAULT, "" };

static JitCache cache;
/* Held while compiling, and while writing the perf map (same moment). */
static pthread_mutex_t compile_mu = PTHREAD_MUTEX_INITIALIZER;
static FILE *perf_map;
static pid_t perf_map_pid;

static size_t parse_size(const char *s)
{
	char *end;
	unsigned long long v;

	if (*s < '0' || *s > '9')
		return 0;
	errno = 0;
	v = strtoull(s, &end, 10);
	if (errno)
		return 0;
	switch (*end) {
	case 'k': case 'K': v <<= 10; end++; break;
	case 'm': case 'M': v <<= 20; end++; break;
	case 'g': case 'G': v <<= 30; end++; break;
	default: break;
	}
	if (*end || v == 0 || v > SIZE_MAX / 2)
		return 0;
	return (size_t)v;
}

static bool one_option(const char *kv, size_t n)
{
	char buf[128];
	const char *v;

	if (n >= sizeof buf)
		goto bad;
	memcpy(buf, kv, n);
	buf[n] = 0;
	v = strchr(buf, '=');
	v = v ? v + 1 : NULL;
	if (!strcmp(buf, "all")) {
		opt.wanted = true;
		opt.threshold = 1;
	} else if (!strcmp(buf, "verbose")) {
		opt.verbose = true;
	} else if (!strcmp(buf, "off")) {
		opt.off = true;
	} else if (!strcmp(buf, "perfmap")) {
		opt.perfmap = true;
	} else if (!strncmp(buf, "disasm=", 7)) {
#ifdef HAVE_CAPSTONE
		if (!*v || strlen(v) >= sizeof opt.disasm)
			goto bad;
		strcpy(opt.disasm, v);
#else
		fprintf(stderr, "-Xjit:disasm needs Capstone, which this build was configured without\n");
		return false;
#endif
	} else if (!strncmp(buf, "threshold=", 10)) {
		char *end;
		unsigned long t = strtoul(v, &end, 10);
		if (!*v || *end || t == 0 || t > UINT32_MAX)
			goto bad;
		opt.wanted = true;
		opt.threshold = (uint32_t)t;
	} else if (!strncmp(buf, "cache=", 6)) {
		size_t sz = parse_size(v);
		if (sz < JIT_CACHE_MIN)
			goto bad;
		opt.cache_size = sz;
	} else {
		goto bad;
	}
	return true;
bad:
	fprintf(stderr, "Invalid -Xjit option: %.*s (all, threshold=N, verbose, cache=SIZE of "
		"at least 16k, disasm=PATTERN, perfmap, off)\n", (int)n, kv);
	return false;
}

bool jit_option(const char *arg)
{
	const char *p = arg;

	for (;;) {
		const char *comma = strchr(p, ',');
		size_t n = comma ? (size_t)(comma - p) : strlen(p);
		if (!one_option(p, n))
			return false;
		if (!comma)
			return true;
		p = comma + 1;
	}
}

void jit_disable(void)
{
	opt.off = true;
}

static double now_us(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

/* One line per compiled method in /tmp/perf-PID.map ("START SIZE NAME",
 * hex), the format Linux perf reads for JIT code.  A forked cluster
 * worker has another pid, so the file is (re)opened per pid. */
static void perf_map_add(const void *code, size_t len, const char *cls, const VmMethod *m)
{
	pid_t pid = getpid();

	if (!perf_map || perf_map_pid != pid) {
		char path[64];
		snprintf(path, sizeof path, "/tmp/perf-%ld.map", (long)pid);
		perf_map = fopen(path, "a");
		perf_map_pid = pid;
		if (!perf_map) {
			fprintf(stderr, "ristretto: -Xjit:perfmap: cannot open %s: %s\n", path, strerror(errno));
			opt.perfmap = false;
			return;
		}
	}
	fprintf(perf_map, "%lx %zx %s.%s%s\n", (unsigned long)(uintptr_t)code, len, cls, m->name, m->desc);
	fflush(perf_map);
}

#ifdef HAVE_CAPSTONE
/* -Xjit:disasm: the code of methods whose "Class.name" contains the
 * pattern, through Capstone, on stderr. */
static void disassemble(const void *code, size_t len, const char *cls, const VmMethod *m)
{
	char name[512];
	csh h;
	cs_insn *in;
	size_t n, i;

	snprintf(name, sizeof name, "%s.%s", cls, m->name);
	if (!strstr(name, opt.disasm))
		return;
	if (cs_open(CS_ARCH_X86, jit_target_host()->mode == JIT_X86_64 ? CS_MODE_64 : CS_MODE_32,
		    &h) != CS_ERR_OK)
		return;
	n = cs_disasm(h, code, len, (uint64_t)(uintptr_t)code, 0, &in);
	fprintf(stderr, "[jit] disassembly of %s%s (%zu bytes):\n", name, m->desc, len);
	for (i = 0; i < n; i++)
		fprintf(stderr, "  %08" PRIx64 "  %-8s %s\n", in[i].address, in[i].mnemonic, in[i].op_str);
	cs_free(in, n);
	cs_close(&h);
}
#endif

static VmNativeFn compile_hook(VmThread *t, VmMethod *m)
{
	char why[160], cn[256];
	size_t len = 0;
	double t0 = opt.verbose ? now_us() : 0;
	void *code;

	(void)t;
	pthread_mutex_lock(&compile_mu);
	if (m->jit_code) {                 /* another thread compiled it meanwhile */
		pthread_mutex_unlock(&compile_mu);
		return m->jit_code;
	}
	code = jit_compile_method(&cache, jit_target_host(), m, &len, why, sizeof why);
	if (code || opt.verbose)
		vm_class_java_name(m->clazz, cn, sizeof cn);
	if (code && opt.perfmap)
		perf_map_add(code, len, cn, m);
#ifdef HAVE_CAPSTONE
	if (code && opt.disasm[0])
		disassemble(code, len, cn, m);
#endif
	pthread_mutex_unlock(&compile_mu);
	if (opt.verbose) {
		if (code)
			fprintf(stderr, "[jit] %s.%s%s: %u bytes of bytecode -> %zu bytes of %s code, %.0f us%s%s\n",
				cn, m->name, m->desc, m->code ? (unsigned)m->code->code_length : 0, len,
				jit_target_host()->mode == JIT_X86_64 ? "x86-64" : "IA-32", now_us() - t0,
				why[0] ? "; " : "", why);
		else
			fprintf(stderr, "[jit] %s.%s%s: stays interpreted (%s)\n", cn, m->name, m->desc, why);
	}
	if (!code)
		return NULL;
	/* An object pointer and a function pointer: the cache hands out
	 * code addresses, which POSIX lets us call. */
	{
		VmNativeFn fn;
		memcpy(&fn, &code, sizeof fn);
		return fn;
	}
}

bool jit_start(void)
{
	if (opt.off || !opt.wanted)
		return true;
	if (!jit_cache_init(&cache, opt.cache_size)) {
		fprintf(stderr, "ristretto: cannot reserve the JIT code cache (%zu bytes): %s; "
			"interpreting\n", opt.cache_size, strerror(errno));
		return false;
	}
	jit_runtime_init();
	vm_hook_jit_compile = compile_hook;
	vm_jit_threshold = opt.threshold;
	return true;
}
