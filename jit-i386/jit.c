/*
 * jit.c -- the JIT's settings, its start-up, the hook the interpreter
 * calls (vm_hook_jit_compile, interp.h) and the background compiler
 * thread.
 *
 * When to compile.  The interpreter counts calls and taken backward
 * branches per method and calls the hook once when either count reaches
 * its threshold (-Xjit:threshold=N, default JIT_THRESHOLD_DEFAULT; the
 * back-edge threshold is JIT_BACKEDGE_RATIO times that unless
 * -Xjit:backedges=N).  The hook puts the method on a bounded queue and
 * returns: the application thread goes on interpreting and never waits
 * for a compilation.  -Xjit:all (every method at its first call, for
 * testing) and -Xjit:sync compile in the calling thread instead, under
 * compile_mu, taken with vm_mutex_lock so that a thread waiting for it
 * is in a safe region.
 *
 * VmMethod.jit_state says where a method is:
 *
 *     NEW --(hook: CAS)--> QUEUED --(compiler thread)--> DONE
 *      ^                     |   (or QUEUED_LOOP: the back-edge
 *      |                     |    count reached its threshold first)
 *      +---------------------+ queue full: counters reset, asked again
 *
 * Only the CAS winner queues a method, so it is never twice in the queue
 * and never compiled twice; DONE is final whether the method compiled or
 * was refused (verbose says why), so a refused method is not asked again.
 *
 * On-stack replacement (vm_hook_jit_osr, interp.h): when the back-edge
 * count reaches its threshold at a branch to a loop header, and every
 * VM_JIT_OSR_RECHECK back-edges after that, the interpreter asks for an
 * entry at that header.  The first ask makes an OsrEntry (below), which
 * goes through the same states and the same queue as a method; the
 * compiler thread compiles the method once more, entered at the header,
 * and publishes the entry's code as it publishes jit_code.  Later asks
 * find the code and the interpreter runs the rest of its invocation in
 * it.
 *
 * Publication.  The code is written into the cache and sealed (mprotect
 * to read-execute) inside jit_compile_method; only then does
 * compile_install store VmMethod.jit_code, with a release store.  The
 * interpreter loads it with acquire and compiled call sites with a plain
 * load, which x86 orders as acquire.  The pages were never executable
 * before the seal, so no processor can hold stale instructions for them.
 *
 * The compiler thread is not a VM thread: it never touches the Java heap.
 * Compilation reads the method's immutable bytecode, the addresses of
 * its decoded instructions (their contents are read at run time by the
 * compiled code) and class metadata, all outside the collected heap, and
 * classes are never unloaded; what it writes (the cache, inline cache
 * cells, jit_code) is not heap memory either.  So a collection may stop
 * the world while it compiles without waiting for it, and it waits for
 * work on a plain condition variable that the collector never needs to
 * know about.  It is started at the first queued method (so after a
 * cluster launcher's fork), detached, and never joined: at exit the
 * process ends with it, whatever it is doing.
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "jit.h"
#include "jit_internal.h"
#include "decode.h"
#include "interp.h"
#include "jni_internal.h"
#include "vm.h"

#ifdef HAVE_CAPSTONE
#include <capstone/capstone.h>
#endif

#define JIT_CACHE_DEFAULT ((size_t)32 << 20)   /* -Xjit:cache default */
#define JIT_CACHE_MIN ((size_t)16 << 10)       /* smallest -Xjit:cache accepted */
#define JIT_THRESHOLD_DEFAULT 1000u            /* calls before a method is queued */
#define JIT_BACKEDGE_RATIO 10u                 /* back-edge threshold / call threshold */
#define JIT_ALL_BACKEDGES 100u                /* -Xjit:all: back-edges before an OSR entry */
#define JIT_QUEUE_LEN 256u                     /* methods waiting for the compiler thread (-Xjit:queue) */
#define JIT_QUEUE_MAX 65536u                   /* largest -Xjit:queue accepted */
/* Is the JIT on without any -Xjit option?  Yes since 27 Nov 2026
 * (doc/jit.md, "On by default"): make check, check-stress, check-nodes (2
 * and 4 nodes) and tools/check32.sh passed whole with it on.  -Xint or
 * -Xjit:off turns it off. */
#define JIT_DEFAULT_ON 1

/* VmMethod.jit_state; QUEUED_LOOP: queued by its back-edge count */
enum { JIT_NEW = 0, JIT_QUEUED, JIT_QUEUED_LOOP, JIT_DONE };

/*
 * An on-stack replacement entry: the method compiled once more, entered
 * at the loop header `target` (bytecode pc bcpc) instead of at its start
 * (jit_compile_method with an OSR pc).  Each method's entries form a
 * list at VmMethod.jit_osr that only grows: an entry is pushed with a
 * compare-and-swap after a scan of the whole list found no entry for its
 * target, so there is at most one per target, and it is never freed
 * (the code lives as long as the method).  state goes NEW -> QUEUED ->
 * DONE as jit_state does (back to NEW if the queue was full); code is
 * stored once, before DONE, with a release store, and read with acquire.
 */
typedef struct OsrEntry {
	struct OsrEntry *next;
	const VmInsn *target;
	uint32_t bcpc;
	uint8_t state;
	bool entered;         /* -Xjit:verbose said the code was entered */
	VmNativeFn code;      /* NULL: not compiled (yet, or refused) */
} OsrEntry;

/* What the compiler thread is asked to do: compile m whole, or the OSR
 * entry osr of m. */
typedef struct Request {
	VmMethod *m;
	OsrEntry *osr;
} Request;

static struct {
	bool wanted;          /* -Xjit:on, all or threshold=N given (or JIT_DEFAULT_ON) */
	bool off;             /* -Xint / -Xjit:off */
	bool verbose;
	bool perfmap;         /* -Xjit:perfmap: /tmp/perf-PID.map for Linux perf */
	bool sync;            /* -Xjit:all or sync: compile in the calling thread */
	bool no_osr;          /* -Xjit:osr=off: no on-stack replacement */
	uint32_t threshold;   /* calls */
	uint32_t backedges;   /* taken backward branches; 0: threshold * JIT_BACKEDGE_RATIO */
	uint32_t delay_ms;    /* -Xjit:delay=MS, for tests: the compiler thread sleeps first */
	uint32_t queue_len;   /* -Xjit:queue=N */
	size_t cache_size;
	char disasm[96];      /* -Xjit:disasm=PATTERN, "" = none */
} opt = { JIT_DEFAULT_ON, false, false, false, false, false, JIT_THRESHOLD_DEFAULT, 0, 0, JIT_QUEUE_LEN,
	JIT_CACHE_DEFAULT, "" };

/* The compile queue: a ring of QUEUED methods and OSR entries, under
 * queue_mu (held for a few stores, never while compiling or blocking, so
 * application threads take it with a plain lock). */
static struct {
	pthread_mutex_t mu;
	pthread_cond_t cv;
	Request *ring;        /* opt.queue_len entries, allocated by jit_start */
	unsigned head, n;
	bool started;         /* the compiler thread exists */
	bool failed;          /* it could not be started: compile in the caller */
} queue = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, NULL, 0, 0, false, false };

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
		opt.sync = true;
		opt.threshold = 1;
	} else if (!strcmp(buf, "on")) {
		opt.wanted = true;
	} else if (!strcmp(buf, "sync")) {
		opt.sync = true;
	} else if (!strcmp(buf, "verbose")) {
		opt.verbose = true;
	} else if (!strcmp(buf, "off")) {
		opt.off = true;
	} else if (!strcmp(buf, "osr=off")) {
		opt.no_osr = true;
	} else if (!strcmp(buf, "osr=on")) {
		opt.no_osr = false;
	} else if (!strcmp(buf, "intrinsics=off")) {
		jit_intrinsics = false;
	} else if (!strcmp(buf, "intrinsics=on")) {
		jit_intrinsics = true;
	} else if (!strcmp(buf, "inline=off")) {
		jit_inline_enabled = false;
	} else if (!strcmp(buf, "inline=on")) {
		jit_inline_enabled = true;
	} else if (!strcmp(buf, "bce=off")) {
		jit_bce_enabled = false;
	} else if (!strcmp(buf, "bce=on")) {
		jit_bce_enabled = true;
	} else if (!strcmp(buf, "regs=off")) {
		jit_regs_enabled = false;
	} else if (!strcmp(buf, "regs=on")) {
		jit_regs_enabled = true;
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
	} else if (!strncmp(buf, "delay=", 6)) {
		char *end;
		unsigned long t = strtoul(v, &end, 10);
		if (!*v || *end || t > 3600000)
			goto bad;
		opt.delay_ms = (uint32_t)t;
	} else if (!strncmp(buf, "queue=", 6)) {
		char *end;
		unsigned long t = strtoul(v, &end, 10);
		if (!*v || *end || t == 0 || t > JIT_QUEUE_MAX)
			goto bad;
		opt.queue_len = (uint32_t)t;
	} else if (!strncmp(buf, "backedges=", 10)) {
		char *end;
		unsigned long t = strtoul(v, &end, 10);
		if (!*v || *end || t == 0 || t > UINT32_MAX)
			goto bad;
		opt.backedges = (uint32_t)t;
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
	fprintf(stderr, "Invalid -Xjit option: %.*s (on, all, threshold=N, backedges=N, sync, "
		"queue=N, delay=MS, osr=on|off, intrinsics=on|off, inline=on|off, bce=on|off, regs=on|off, verbose, cache=SIZE of at least 16k, disasm=PATTERN, perfmap, off)\n", (int)n, kv);
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

/* The calling thread's CPU time: -Xjit:verbose's compile time is what
 * the compilation itself took, not the time the compiling thread waited
 * for the compiler's lock or for the CPU (bench/jit/compile_share.py adds
 * these up against the process's CPU time). */
static double cpu_us(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
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

/* Compile m and publish its code (or leave it interpreted), in the
 * calling thread: an application thread t (-Xjit:all, sync) or the
 * compiler thread (t NULL).  The caller has made m QUEUED; it is DONE
 * after this, so no one asks for it again.  With osr, compile the OSR
 * entry osr instead (QUEUED, DONE after this: code stored if it
 * compiled). */
static void compile_install(VmThread *t, VmMethod *m, OsrEntry *osr)
{
	char why[160], cn[256], at[48];
	size_t len = 0;
	double t0, us = 0;
	uint8_t state = __atomic_load_n(&m->jit_state, __ATOMIC_RELAXED);
	void *code;

	if (t)
		vm_mutex_lock(t, &compile_mu);
	else
		pthread_mutex_lock(&compile_mu);
	t0 = opt.verbose ? cpu_us() : 0;
	code = jit_compile_method(&cache, jit_target_host(), m, osr ? (int32_t)osr->bcpc : JIT_NO_OSR,
				  &len, why, sizeof why);
	if (opt.verbose)
		us = cpu_us() - t0;
	if (code || opt.verbose)
		vm_class_java_name(m->clazz, cn, sizeof cn);
	if (code && opt.perfmap)
		perf_map_add(code, len, cn, m);
#ifdef HAVE_CAPSTONE
	if (code && opt.disasm[0])
		disassemble(code, len, cn, m);
#endif
	if (code) {
		/* An object pointer and a function pointer: the cache hands out
		 * code addresses, which POSIX lets us call.  The code is sealed;
		 * the release store publishes it (interp.h). */
		VmNativeFn fn;
		memcpy(&fn, &code, sizeof fn);
		__atomic_store_n(osr ? &osr->code : &m->jit_code, fn, __ATOMIC_RELEASE);
	}
	if (osr)
		__atomic_store_n(&osr->state, JIT_DONE, __ATOMIC_RELEASE);
	else
		__atomic_store_n(&m->jit_state, JIT_DONE, __ATOMIC_RELEASE);
	pthread_mutex_unlock(&compile_mu);
	if (opt.verbose) {
		const char *when = "";
		at[0] = 0;
		if (osr) {
			snprintf(at, sizeof at, " OSR at pc %u:", (unsigned)osr->bcpc);
			state = JIT_QUEUED_LOOP;
		}
		if (!t)
			when = state == JIT_QUEUED_LOOP ? "; compiler thread, hot by back-edges"
							: "; compiler thread, hot by calls";
		if (code)
			fprintf(stderr, "[jit] %s.%s%s:%s %u bytes of bytecode -> %zu bytes of %s code, %.0f us%s%s%s\n",
				cn, m->name, m->desc, at, m->code ? (unsigned)m->code->code_length : 0, len,
				jit_target_host()->mode == JIT_X86_64 ? "x86-64" : "IA-32", us,
				why[0] ? "; " : "", why, when);
		else
			fprintf(stderr, "[jit] %s.%s%s:%s stays interpreted (%s)%s\n", cn, m->name, m->desc, at,
				why, when);
	}
}

/* vm_hook_jni_stub (jni_internal.h): the stub of a JNI-bound native,
 * made in the binding thread (under compile_mu, as a compilation). */
static VmNativeFn jni_stub_hook(VmMethod *m, const struct VmJniBinding *b)
{
	VmThread *t = vm_self();
	char cn[256];
	size_t len = 0;
	void *code;
	VmNativeFn fn;

	if (t)
		vm_mutex_lock(t, &compile_mu);
	else
		pthread_mutex_lock(&compile_mu);
	code = jit_jni_stub(&cache, jit_target_host(), m, b, &len);
	pthread_mutex_unlock(&compile_mu);
	if (!code)
		return NULL;
	if (opt.perfmap || opt.verbose || opt.disasm[0]) {
		vm_class_java_name(m->clazz, cn, sizeof cn);
		if (opt.perfmap)
			perf_map_add(code, len, cn, m);
#ifdef HAVE_CAPSTONE
		if (opt.disasm[0])
			disassemble(code, len, cn, m);
#endif
		if (opt.verbose)
			fprintf(stderr, "[jit] %s.%s%s: JNI stub, %zu bytes of x86-64 code\n", cn, m->name,
				m->desc, len);
	}
	memcpy(&fn, &code, sizeof fn);
	return fn;
}

/* The compiler thread: take the oldest queued method, compile it,
 * forever.  Not a VM thread (see the top of this file). */
static void *compiler_main(void *arg)
{
	(void)arg;
	for (;;) {
		Request r;

		pthread_mutex_lock(&queue.mu);
		while (queue.n == 0)
			pthread_cond_wait(&queue.cv, &queue.mu);
		r = queue.ring[queue.head];
		queue.head = (queue.head + 1) % opt.queue_len;
		queue.n--;
		pthread_mutex_unlock(&queue.mu);
		if (opt.delay_ms) {
			struct timespec d = { (time_t)(opt.delay_ms / 1000), (long)(opt.delay_ms % 1000) * 1000000L };
			while (nanosleep(&d, &d) != 0 && errno == EINTR)
				;
		}
		compile_install(NULL, r.m, r.osr);
	}
	return NULL;
}

/* Start the compiler thread (queue.mu held).  Asynchronous signals stay
 * with the VM's threads; the thread is detached, never joined. */
static bool start_compiler(void)
{
	pthread_attr_t attr;
	pthread_t th;
	sigset_t all, old;
	int rc;

	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, &old);
	pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	rc = pthread_create(&th, &attr, compiler_main, NULL);
	pthread_attr_destroy(&attr);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (rc != 0) {
		fprintf(stderr, "ristretto: cannot start the JIT compiler thread (%s); "
			"compiling in the calling threads\n", strerror(rc));
		return false;
	}
#ifdef __GLIBC__
	pthread_setname_np(th, "jit-compiler");
#endif
	return true;
}

/* Queue the request (m, osr), whose state the caller took from NEW to
 * QUEUED, or compile it here (-Xjit:all/sync, or no compiler thread).
 * When the queue is full, forget it: its state goes back to NEW, and for
 * a whole method the counters start again, so it is asked for again
 * after as many calls or back-edges. */
static void request(VmThread *t, VmMethod *m, OsrEntry *osr)
{
	bool inline_compile;

	if (opt.sync) {
		compile_install(t, m, osr);
		return;
	}
	pthread_mutex_lock(&queue.mu);
	if (!queue.started && !queue.failed) {
		queue.started = start_compiler();
		queue.failed = !queue.started;
	}
	inline_compile = queue.failed;
	if (!inline_compile && queue.n == opt.queue_len) {
		if (osr) {
			__atomic_store_n(&osr->state, JIT_NEW, __ATOMIC_RELEASE);
		} else {
			m->invocations = 0;
			m->backedges = 0;
			__atomic_store_n(&m->jit_state, JIT_NEW, __ATOMIC_RELEASE);
		}
		pthread_mutex_unlock(&queue.mu);
		if (opt.verbose) {
			char cn[256];
			vm_class_java_name(m->clazz, cn, sizeof cn);
			fprintf(stderr, "[jit] %s.%s%s:%s interpreted for now (compile queue full, %u methods)\n",
				cn, m->name, m->desc, osr ? " OSR:" : "", opt.queue_len);
		}
		return;
	}
	if (!inline_compile) {
		Request *r = &queue.ring[(queue.head + queue.n) % opt.queue_len];
		r->m = m;
		r->osr = osr;
		queue.n++;
		pthread_cond_signal(&queue.cv);
	}
	pthread_mutex_unlock(&queue.mu);
	if (inline_compile)
		compile_install(t, m, osr);
}

/* vm_hook_jit_compile: m's calls or back-edges reached their threshold in
 * thread t (frame pc and sp stored).  Queue it, unless someone already
 * did; compile it here under -Xjit:all/sync. */
static void compile_hook(VmThread *t, VmMethod *m)
{
	uint8_t expect = JIT_NEW;
	uint8_t queued = vm_jit_threshold && m->invocations >= vm_jit_threshold ? JIT_QUEUED
										 : JIT_QUEUED_LOOP;

	if (!__atomic_compare_exchange_n(&m->jit_state, &expect, queued, false, __ATOMIC_ACQ_REL,
					 __ATOMIC_RELAXED))
		return;                    /* queued, compiled or refused already */
	request(t, m, NULL);
}

/* vm_hook_jit_osr (interp.h): the entry into m at target if it is
 * compiled; else NULL, after asking for it if nobody has yet (its entry
 * is then made and pushed on m's list, see OsrEntry). */
static VmNativeFn osr_hook(VmThread *t, VmMethod *m, const VmInsn *target)
{
	OsrEntry *head, *e, *fresh = NULL;
	uint8_t expect = JIT_NEW;
	VmNativeFn code;

	for (;;) {
		head = __atomic_load_n((OsrEntry **)&m->jit_osr, __ATOMIC_ACQUIRE);
		for (e = head; e && e->target != target; e = e->next)
			;
		if (e)
			break;
		if (!fresh) {
			if (!(fresh = calloc(1, sizeof *fresh)))
				return NULL;
			fresh->target = target;
			fresh->bcpc = m->insn_pc[target - m->pcode];
			fresh->state = JIT_NEW;
		}
		fresh->next = head;
		if (__atomic_compare_exchange_n((OsrEntry **)&m->jit_osr, &head, fresh, false,
						__ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
			e = fresh;
			fresh = NULL;
			break;
		}
	}
	free(fresh);                       /* another thread pushed one for target first */
	if (__atomic_compare_exchange_n(&e->state, &expect, JIT_QUEUED, false, __ATOMIC_ACQ_REL,
					__ATOMIC_RELAXED))
		request(t, m, e);
	code = __atomic_load_n(&e->code, __ATOMIC_ACQUIRE);
	if (code && opt.verbose && !__atomic_exchange_n(&e->entered, true, __ATOMIC_RELAXED)) {
		char cn[256];
		vm_class_java_name(m->clazz, cn, sizeof cn);
		fprintf(stderr, "[jit] %s.%s%s: entered at pc %u (OSR)\n", cn, m->name, m->desc,
			(unsigned)e->bcpc);
	}
	return code;
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
	if (!opt.sync && !(queue.ring = calloc(opt.queue_len, sizeof *queue.ring))) {
		fprintf(stderr, "ristretto: no memory for the JIT's compile queue; interpreting\n");
		return false;
	}
	jit_runtime_init();
	vm_hook_jit_compile = compile_hook;
	vm_hook_jni_stub = jni_stub_hook;
	if (!opt.no_osr)
		vm_hook_jit_osr = osr_hook;
	vm_jit_threshold = opt.threshold;
	/* -Xjit:all compiles at the first call, but still counts back-edges:
	 * a frame its code handed over to the interpreter (a call site or
	 * field the interpreter had not resolved when the method was
	 * compiled, which every method compiled at its first call has) goes
	 * back to compiled code by OSR at a loop header.  Until 27 Nov 2026
	 * nothing was counted, and the loop of a method called once (main,
	 * a thread's run) ran interpreted after its first handover. */
	if (opt.threshold > 1 || opt.backedges)
		vm_jit_backedge_threshold = opt.backedges ? opt.backedges
			: (opt.threshold > UINT32_MAX / JIT_BACKEDGE_RATIO ? UINT32_MAX
			   : opt.threshold * JIT_BACKEDGE_RATIO);
	else
		vm_jit_backedge_threshold = JIT_ALL_BACKEDGES;
	return true;
}
