/*
 * thread.c -- VM threads: POSIX threads running java.lang.Thread objects,
 * their slot and frame stacks, the list of live threads (GC roots),
 * safepoints and safe regions, sleeping, parking and interrupts.
 *
 * Each VmThread owns a slot stack sized from -Xss and a frame array; both
 * have a soft limit and a reserve beyond it, opened only while a
 * StackOverflowError is being built.  The native stack is bounded too: the
 * interpreter does not recurse on Java calls, but natives and class
 * initialisers do, so vm_call checks the C stack against c_stack_limit.
 *
 * Safepoint protocol.  Only a thread holding the GC lock (a collector)
 * requests a safepoint, so there is at most one request at a time:
 *
 *   collector (stop_world)             mutator
 *   ---------------------------------  -------------------------------------
 *   lock threads_lock (list stable)    running: polls vm_safepoint_requested
 *   sp_lock: requested = 1             at method entry and backward branches;
 *   wait on stopped_cv until every     a poll that sees it enters a safe
 *   other thread has safe_depth > 0    region and leaves it at once, which
 *   ... mark, sweep ...                blocks until the request is over.
 *   sp_lock: requested = 0, broadcast
 *   unlock threads_lock                blocking (monitors, wait, sleep, join,
 *                                      park, VM mutexes, the GC lock, I/O):
 *                                      VM_SAFE_ENTER before, vm_safe_leave
 *                                      after; leave blocks while requested.
 *
 * A thread in a safe region keeps running C code but must not create heap
 * references: the collector scans its C stack from safe_sp (recorded on
 * entry) to c_stack_base and its callee-saved registers as they were on
 * entry (safe_regs), conservatively; its slot stack is scanned like every
 * thread's.  The invariant that keeps this deadlock-free: no thread waits
 * for a collection to end while holding a mutex that a running thread may
 * block on without entering a safe region.  vm_mutex_lock and
 * vm_cond_wait keep it for the VM's own locks: a thread that gets the
 * mutex while a collection is pending drops it again, waits, and retries.
 *
 * Thread life cycle.  Thread.start0 builds the child's VmThread (in a safe
 * region, safe_sp unknown: nothing on its C stack yet) and links it into
 * the list before pthread_create, so the collector always sees its
 * java.lang.Thread.  The child attaches an allocation context, leaves the
 * safe region, runs run(), hands an escaping exception to
 * Thread.dispatchUncaughtException, marks the Thread terminated and
 * notifies joiners (join waits on the Thread object, as on the JDK), then
 * unlinks itself.  The VM exits when main() is over and the last
 * non-daemon thread has ended.
 */
#include "config.h"

#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#include "hooks.h"
#include "intrp/refmap.h"
#include "native.h"
#include "vm.h"

__thread VmThread *vm_current_thread;
volatile int vm_safepoint_requested;

/* The list of live threads; the collector holds threads_lock while the
 * world is stopped.  live_nondaemon counts started non-daemon threads
 * other than main that have not yet ended, and the non-daemon threads of
 * the invocation API (VmThread.counted) that have not detached. */
static pthread_mutex_t threads_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t nondaemon_cv = PTHREAD_COND_INITIALIZER;
static VmThread *all_threads;
static uint32_t next_id = 1;
static int live_nondaemon;

/* One counted non-daemon thread has ended or detached (threads_lock
 * held).  Every decrement wakes the waiters: one waits for 0, a
 * DestroyJavaVM on a counted thread for 1. */
static void nondaemon_gone(void)
{
	live_nondaemon--;
	pthread_cond_broadcast(&nondaemon_cv);
}

/* Safepoint state: requested flag, the collector, and the two conditions. */
static pthread_mutex_t sp_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t sp_stopped_cv = PTHREAD_COND_INITIALIZER;
static pthread_cond_t sp_resume_cv = PTHREAD_COND_INITIALIZER;
static VmThread *sp_collector;

/* Offsets of java.lang.Thread fields the VM reads and writes. */
static uint32_t off_interrupted, off_daemon, off_state, off_stacksize;
static bool offsets_known;

#define STACK_RESERVE_SLOTS 16384u
#define FRAME_RESERVE 512u
#define THREAD_C_STACK ((size_t)4 << 20)

bool vm_threads_init(void)
{
	return true;
}

/* ------------------------------------------------------------ safepoints */

/*
 * Entering and leaving a safe region is lock-free unless a collection is
 * under way.  Leaving is a Dekker-style handshake on two sequentially
 * consistent variables: the thread stores safe_depth then loads
 * vm_safepoint_requested; the collector stores vm_safepoint_requested then
 * loads each safe_depth.  With seq_cst at least one of them sees the
 * other's store, so either the collector counts the thread as stopped or
 * the thread sees the request, goes back into the region and waits.
 * Entering needs no such guarantee for safety (the collector only waits
 * for it), so it is a release store (safe_sp and the registers are
 * visible before the depth) and a plain load, without the fence that a
 * sequentially consistent store costs (about 7 ns here, on every JNI
 * call): if the thread sees the request it wakes the collector under
 * sp_lock; if the two cross unseen, the collector, which waits with a
 * time-out, sees the depth at its next look (STOP_RECHECK_NS).  Only the
 * thread itself writes its safe_depth.
 */
#define STOP_RECHECK_NS 1000000L

static void wake_collector(void)
{
	pthread_mutex_lock(&sp_lock);
	pthread_cond_broadcast(&sp_stopped_cv);
	pthread_mutex_unlock(&sp_lock);
}

/* Record where the caller's frames begin; VM_SAFE_ENTER has captured the
 * registers already.  Not inlined: `mark` lies below the caller's frame. */
__attribute__((noinline)) void vm_safe_enter_(VmThread *t)
{
	volatile char mark = 0;
	int d = t->safe_depth;

	if (d > 0) {
		__atomic_store_n(&t->safe_depth, d + 1, __ATOMIC_RELAXED);
		return;
	}
	t->safe_sp = (void *)&mark;
	/* A release store without a fence (see above). */
	__atomic_store_n(&t->safe_depth, 1, __ATOMIC_RELEASE);
	if (__atomic_load_n(&vm_safepoint_requested, __ATOMIC_RELAXED))
		wake_collector();
	(void)mark;
}

/* Leave without waiting: false (and still safe) if a collection is on. */
static bool safe_try_leave(VmThread *t)
{
	int d = t->safe_depth;

	if (d > 1) {
		__atomic_store_n(&t->safe_depth, d - 1, __ATOMIC_RELAXED);
		return true;
	}
	__atomic_store_n(&t->safe_depth, 0, __ATOMIC_SEQ_CST);
	if (!__atomic_load_n(&vm_safepoint_requested, __ATOMIC_SEQ_CST) ||
	    __atomic_load_n(&sp_collector, __ATOMIC_RELAXED) == t)
		return true;
	/* A collection is on: back into the region (the collector may have
	 * seen depth 0 for a moment and gone to sleep: wake it). */
	__atomic_store_n(&t->safe_depth, 1, __ATOMIC_SEQ_CST);
	wake_collector();
	return false;
}

bool vm_safe_try_leave(VmThread *t)
{
	if (!safe_try_leave(t))
		return false;
	if (t->safe_depth == 0)
		t->outside = false;
	return true;
}

/* Leave a safe region; if a collection is under way, wait for its end. */
void vm_safe_leave(VmThread *t)
{
	if (safe_try_leave(t)) {
		if (t->safe_depth == 0)
			t->outside = false;
		return;
	}
	pthread_mutex_lock(&sp_lock);
	while (vm_safepoint_requested && sp_collector != t)
		pthread_cond_wait(&sp_resume_cv, &sp_lock);
	__atomic_store_n(&t->safe_depth, 0, __ATOMIC_SEQ_CST);
	t->outside = false;
	pthread_mutex_unlock(&sp_lock);
}

__attribute__((noinline)) void vm_safepoint_poll(VmThread *t)
{
	if (!vm_safepoint_requested || !t)
		return;
	VM_SAFE_ENTER(t);
	vm_safe_leave(t);
}

void vm_mutex_lock(VmThread *t, pthread_mutex_t *m)
{
	if (pthread_mutex_trylock(m) == 0)
		return;
	if (!t) {
		pthread_mutex_lock(m);
		return;
	}
	for (;;) {
		VM_SAFE_ENTER(t);
		pthread_mutex_lock(m);
		if (safe_try_leave(t))
			return;
		/* A collection started while we waited: do not hold m across it. */
		pthread_mutex_unlock(m);
		vm_safe_leave(t);
	}
}

int vm_cond_wait(VmThread *t, pthread_cond_t *c, pthread_mutex_t *m, const struct timespec *abs)
{
	int rc;

	if (!t)
		return abs ? pthread_cond_timedwait(c, m, abs) : pthread_cond_wait(c, m);
	VM_SAFE_ENTER(t);
	rc = abs ? pthread_cond_timedwait(c, m, abs) : pthread_cond_wait(c, m);
	if (!safe_try_leave(t)) {
		pthread_mutex_unlock(m);
		vm_safe_leave(t);
		vm_mutex_lock(t, m);
	}
	return rc;
}

/* GC hooks: bring every other thread to a safepoint, and let them go. */
void vm_threads_stop_world(void)
{
	VmThread *self = vm_self(), *t;
	struct timespec dl;

	pthread_mutex_lock(&threads_lock);
	pthread_mutex_lock(&sp_lock);
	__atomic_store_n(&sp_collector, self, __ATOMIC_RELAXED);
	__atomic_store_n(&vm_safepoint_requested, 1, __ATOMIC_SEQ_CST);
	for (;;) {
		bool all = true;
		for (t = all_threads; t; t = t->next_thread)
			if (t != self && __atomic_load_n(&t->safe_depth, __ATOMIC_SEQ_CST) == 0) {
				all = false;
				break;
			}
		if (all)
			break;
		clock_gettime(CLOCK_REALTIME, &dl);
		dl.tv_nsec += STOP_RECHECK_NS;
		if (dl.tv_nsec >= 1000000000L) {
			dl.tv_sec++;
			dl.tv_nsec -= 1000000000L;
		}
		pthread_cond_timedwait(&sp_stopped_cv, &sp_lock, &dl);
	}
	pthread_mutex_unlock(&sp_lock);
}

void vm_threads_start_world(void)
{
	pthread_mutex_lock(&sp_lock);
	__atomic_store_n(&vm_safepoint_requested, 0, __ATOMIC_SEQ_CST);
	sp_collector = NULL;
	pthread_cond_broadcast(&sp_resume_cv);
	pthread_mutex_unlock(&sp_lock);
	pthread_mutex_unlock(&threads_lock);
}

/* The allocator's blocking hooks: waiting for the GC lock is a safe region. */
static void gc_block_enter(void)
{
	VmThread *t = vm_self();
	if (t)
		VM_SAFE_ENTER(t);
}

static void gc_block_leave(void)
{
	VmThread *t = vm_self();
	if (t)
		vm_safe_leave(t);
}

/* ---------------------------------------------------------------- threads */

static void find_offsets(void)
{
	VmField *f;

	if (offsets_known || !vm_wk.thread)
		return;
	f = vm_find_field(vm_wk.thread, vm_symbol("interrupted"), vm_symbol("Z"));
	off_interrupted = f ? f->offset : 0;
	f = vm_find_field(vm_wk.thread, vm_symbol("daemon"), vm_symbol("Z"));
	off_daemon = f ? f->offset : 0;
	f = vm_find_field(vm_wk.thread, vm_symbol("state"), vm_symbol("I"));
	off_state = f ? f->offset : 0;
	f = vm_find_field(vm_wk.thread, vm_symbol("stackSize"), vm_symbol("J"));
	off_stacksize = f ? f->offset : 0;
	offsets_known = true;
}

/*
 * The slot and frame stacks are mapped, not calloc'ed: with the default
 * -Xss they are megabytes each, and once glibc's dynamic mmap threshold has
 * grown, calloc takes them from the heap and clears every byte -- at each
 * Thread.start.  A private anonymous mapping is zero-filled page by page
 * as the thread first touches it, and munmap gives it all back.
 */
static void *stack_map(size_t bytes)
{
	void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
	return p == MAP_FAILED ? NULL : p;
}

static void stack_unmap(void *p, size_t bytes)
{
	if (p)
		munmap(p, bytes);
}

/* A VmThread with its stacks, not yet linked or attached. */
static VmThread *thread_alloc(size_t java_stack_bytes)
{
	VmThread *t = calloc(1, sizeof *t);
	size_t slots = java_stack_bytes / sizeof(VmSlot), frames;
	size_t slot_bytes, frame_bytes;

	if (!t)
		return NULL;
	if (slots < 4096)
		slots = 4096;
	frames = slots / 4;
	slot_bytes = (slots + STACK_RESERVE_SLOTS) * sizeof(VmSlot);
	frame_bytes = (frames + FRAME_RESERVE) * sizeof(VmFrame);
	t->stack_base = stack_map(slot_bytes);
	t->frames_base = stack_map(frame_bytes);
	if (!t->stack_base || !t->frames_base) {
		stack_unmap(t->stack_base, slot_bytes);
		stack_unmap(t->frames_base, frame_bytes);
		free(t);
		return NULL;
	}
	t->stack_limit = t->stack_base + slots;
	t->stack_end = t->stack_limit + STACK_RESERVE_SLOTS;
	t->frames_limit = t->frames_base + frames;
	t->frames_end = t->frames_limit + FRAME_RESERVE;
	pthread_mutex_init(&t->park_mu, NULL);
	pthread_cond_init(&t->park_cv, NULL);
	pthread_cond_init(&t->mon_cv, NULL);
	return t;
}

static void thread_free(VmThread *t)
{
	pthread_mutex_destroy(&t->park_mu);
	pthread_cond_destroy(&t->park_cv);
	pthread_cond_destroy(&t->mon_cv);
	stack_unmap(t->stack_base, (size_t)(t->stack_end - t->stack_base) * sizeof(VmSlot));
	stack_unmap(t->frames_base, (size_t)(t->frames_end - t->frames_base) * sizeof(VmFrame));
	free(t->gos);   /* one malloc'd block (vm.h) */
	free(t);
}

/* Native stack bounds of the calling thread. */
static void find_c_stack(VmThread *t)
{
	pthread_attr_t attr;
	void *stackaddr = NULL;
	size_t stacksize = 0;

	t->pthread = pthread_self();
	if (pthread_getattr_np(pthread_self(), &attr) == 0) {
		pthread_attr_getstack(&attr, &stackaddr, &stacksize);
		pthread_attr_destroy(&attr);
	}
	if (stackaddr) {
		t->c_stack_base = (char *)stackaddr + stacksize;
		t->c_stack_limit = (char *)stackaddr + (stacksize > (1u << 20) ? (256u << 10) : stacksize / 4);
	} else {
		/* Unknown stack: scan from here upwards a generous page. */
		uintptr_t here = (uintptr_t)&t;
		t->c_stack_base = (void *)(here + 4096);
		t->c_stack_limit = NULL;
	}
}

/*
 * Lock-word ids.  A thin lock word holds its owner's id shifted left by 16
 * (lock.c), so an id must fit in the bits of a uintptr_t above 16: at most
 * 65535 on IA-32.  Ids of ended threads are reused (an ended thread owns
 * no monitor: every monitor is released as its frames unwind), so that
 * limit is on threads alive at once, not on threads started in a run.
 * Without reuse, the 65536th thread's lock word would read as "unlocked".
 */
#define MAX_LOCK_ID ((uint32_t)(UINTPTR_MAX >> 16) < UINT32_MAX ? \
		     (uint32_t)(UINTPTR_MAX >> 16) : UINT32_MAX)
static uint32_t *free_ids;       /* ids of ended threads (threads_lock) */
static size_t n_free_ids, cap_free_ids;

/* Link t into the list, giving it an id (threads_lock held); false when
 * every id is in use. */
static bool link_thread(VmThread *t)
{
	if (n_free_ids > 0)
		t->id = free_ids[--n_free_ids];
	else if (next_id <= MAX_LOCK_ID)
		t->id = next_id++;
	else
		return false;
	t->next_thread = all_threads;
	all_threads = t;
	return true;
}

/* Give t's id back for reuse (threads_lock held).  Should the array not
 * grow, the id is simply not reused. */
static void release_id(VmThread *t)
{
	if (n_free_ids == cap_free_ids) {
		size_t cap = cap_free_ids ? cap_free_ids * 2 : 64;
		uint32_t *bigger = realloc(free_ids, cap * sizeof *bigger);
		if (!bigger)
			return;
		free_ids = bigger;
		cap_free_ids = cap;
	}
	free_ids[n_free_ids++] = t->id;
}

static void unlink_thread(VmThread *t)
{
	VmThread **pp;

	for (pp = &all_threads; *pp; pp = &(*pp)->next_thread)
		if (*pp == t) {
			*pp = t->next_thread;
			release_id(t);
			break;
		}
}

VmThread *vm_thread_create_current(size_t java_stack_bytes)
{
	VmThread *t = thread_alloc(java_stack_bytes);

	if (!t)
		return NULL;
	find_c_stack(t);
	t->alloc = gc_thread_attach();
	pthread_mutex_lock(&threads_lock);
	(void)link_thread(t);   /* the first thread: ids are plentiful */
	pthread_mutex_unlock(&threads_lock);
	vm_current_thread = t;
	gc_set_blocking_hooks(gc_block_enter, gc_block_leave);
	return t;
}

void vm_thread_destroy(VmThread *t)
{
	/* threads_lock is held by a collector for its whole collection, and
	 * it waits for every linked thread to stop: wait for the lock in a
	 * safe region (and never leave it: once unlinked nobody waits for us),
	 * as a Java thread does when it ends. */
	VM_SAFE_ENTER(t);
	pthread_mutex_lock(&threads_lock);
	unlink_thread(t);
	pthread_mutex_unlock(&threads_lock);
	gc_thread_detach(t->alloc);
	if (vm_current_thread == t)
		vm_current_thread = NULL;
	thread_free(t);
}

/* The VmThread of a java.lang.Thread, or NULL (threads_lock held). */
static VmThread *vmthread_of(VmObject *jthread)
{
	return (VmThread *)(intptr_t)VM_OBJ_FIELD(int64_t, jthread, vm_wk.thread_vmthread);
}

size_t vm_thread_sample_stack(VmThread *t, VmObject *jthread, VmMethod **m, int64_t *idx,
			      size_t max)
{
	VmThread *target;
	size_t n = 0;

	/* No collection may run while the world is stopped for us; then every
	 * other thread sits at a poll or in a safe region, its frames (and
	 * their pcs, saved at calls and polls) as they are, and the list of
	 * threads is stable (stop_world holds threads_lock). */
	gc_lock_collector();
	vm_threads_stop_world();
	target = vmthread_of(jthread);
	if (target && target != t)
		n = vm_frames_collect(target->top, m, idx, max);
	vm_threads_start_world();
	gc_unlock_collector();
	return n < max ? n : max;
}

bool vm_thread_interrupted_in(VmThread *t, bool clear, pthread_mutex_t *held, uint32_t *seq)
{
	bool v;

	*seq = __atomic_load_n(&t->wake_seq, __ATOMIC_ACQUIRE);
	if (!t->jthread || t->jthread->gos_state == 0)
		return vm_thread_interrupted(t, clear);   /* a local flag: no lock taken */
	pthread_mutex_unlock(held);
	v = vm_thread_interrupted(t, clear);
	vm_mutex_lock(t, held);
	return v;
}

bool vm_thread_woken_since(VmThread *t, uint32_t seq)
{
	return __atomic_load_n(&t->wake_seq, __ATOMIC_ACQUIRE) != seq;
}

bool vm_thread_interrupted(VmThread *t, bool clear)
{
	volatile uint8_t *flag;

	find_offsets();
	if (!t->jthread || !off_interrupted)
		return false;
	/* a shared Thread object: its flag lives at the object's home */
	if (__builtin_expect(t->jthread->gos_state != 0, 0) && vm_gos_hooks.volatile_access) {
		uint8_t v = 0, zero = 0;
		if (!vm_gos_hooks.volatile_access(t, t->jthread, off_interrupted, 'Z', false, &v))
			return false;
		if (v && clear)
			(void)vm_gos_hooks.volatile_access(t, t->jthread, off_interrupted, 'Z', true,
							   &zero);
		return v != 0;
	}
	flag = (volatile uint8_t *)((char *)t->jthread + off_interrupted);
	if (!clear)
		return __atomic_load_n(flag, __ATOMIC_SEQ_CST) != 0;
	return __atomic_exchange_n(flag, 0, __ATOMIC_SEQ_CST) != 0;
}

/* End of a thread's Java life: terminated state, joiners notified. */
static void thread_terminate(VmThread *t)
{
	VmObject *saved = t->exception;
	VmSlot r;

	t->exception = NULL;
	if (vm_monitor_enter(t, t->jthread)) {
		vm_call_virtual(t, t->jthread, "exit", "()V", NULL, 0, &r);
		t->exception = NULL;
		vm_monitor_notify(t, t->jthread, true);
		vm_monitor_exit(t, t->jthread);
	}
	t->exception = saved;
}

/*
 * The invocation API (AttachCurrentThread): make the calling thread, which
 * the VM did not start, a VM thread with a new java.lang.Thread named
 * `name`.  It returns running (not in a safe region); NULL if it could
 * not be made (nothing is left linked then).
 */
VmThread *vm_thread_attach(const char *name, bool daemon)
{
	VmThread *t = vm_thread_create_current(vm_options.stack_size);
	VmMethod *ctor;
	VmObject *th;
	VmSlot a[4], r;

	if (!t)
		return NULL;
	t->daemon = daemon;
	th = vm_new_object(t, vm_wk.thread);
	ctor = vm_find_declared_method(vm_wk.thread, vm_symbol("<init>"), vm_symbol("(Ljava/lang/String;IZ)V"));
	if (!th || !ctor)
		goto fail;
	VM_OBJ_FIELD(int64_t, th, vm_wk.thread_vmthread) = (int64_t)(intptr_t)t;
	t->jthread = th;
	a[0].l = th;
	a[1].l = vm_string_from_utf8(t, name);
	a[2].i = 5;
	a[3].i = daemon;
	if (a[1].l && vm_call(t, ctor, a, &r)) {
		vm_thread_count_nondaemon(t);
		return t;
	}
fail:
	t->exception = NULL;
	vm_thread_detach(t);
	return NULL;
}

/* The invocation API (DetachCurrentThread): the attached thread t, with no
 * Java frame left, ends its Java life (joiners notified) and leaves the
 * VM; t is freed. */
void vm_thread_detach(VmThread *t)
{
	if (t->jthread)
		thread_terminate(t);
	VM_SAFE_ENTER(t);
	pthread_mutex_lock(&threads_lock);
	if (t->jthread)
		VM_OBJ_FIELD(int64_t, t->jthread, vm_wk.thread_vmthread) = 0;
	unlink_thread(t);
	if (t->counted)
		nondaemon_gone();
	pthread_mutex_unlock(&threads_lock);
	gc_thread_detach(t->alloc);
	vm_current_thread = NULL;
	/* Nobody can reach t any more: lookups go through the list lock. */
	pthread_mutex_lock(&t->park_mu);
	pthread_mutex_unlock(&t->park_mu);
	thread_free(t);
}

/* The uncaught-exception handler threw: HotSpot's one-line report. */
static void handler_failed(VmThread *t)
{
	VmObject *ex = t->exception, *name;
	char cn[512], *tn;

	t->exception = NULL;
	if (!ex)
		return;
	vm_class_java_name(ex->clazz, cn, sizeof cn);
	name = VM_OBJ_FIELD(VmObject *, t->jthread, vm_wk.thread_name);
	tn = vm_string_to_utf8(name);
	fflush(stdout);
	fprintf(stderr, "\nException: %s thrown from the UncaughtExceptionHandler in thread \"%s\"\n",
		cn, tn ? tn : "");
	fflush(stderr);
	free(tn);
}

static bool start_here(VmThread *t, VmObject *jthread, int64_t stack_size, bool daemon,
		       bool gos_started);

static void *thread_main(void *arg)
{
	VmThread *t = arg;
	VmSlot a[1], r;

	vm_current_thread = t;
	find_c_stack(t);
	t->alloc = gc_thread_attach();
	vm_safe_leave(t);           /* created inside a safe region */
	if (!t->alloc) {
		vm_throw_object(t, vm_wk.oom);
	} else {
		if (t->gos_started && vm_gos_hooks.thread_begin)
			vm_gos_hooks.thread_begin(t);
		vm_call_virtual(t, t->jthread, "run", "()V", NULL, 0, &r);
	}
	if (t->exception) {
		VmObject *ex = t->exception;
		t->exception = NULL;
		a[0].l = ex;
		if (!vm_call_virtual(t, t->jthread, "dispatchUncaughtException",
				     "(Ljava/lang/Throwable;)V", a, 1, &r))
			handler_failed(t);
	}
	thread_terminate(t);
	if (t->gos_started && vm_gos_hooks.thread_end)
		vm_gos_hooks.thread_end(t);

	/* Leave the VM: unlink (the GC no longer sees us), give back memory. */
	VM_SAFE_ENTER(t);
	pthread_mutex_lock(&threads_lock);
	VM_OBJ_FIELD(int64_t, t->jthread, vm_wk.thread_vmthread) = 0;
	unlink_thread(t);
	if (!t->daemon)
		nondaemon_gone();
	pthread_mutex_unlock(&threads_lock);
	gc_thread_detach(t->alloc);
	vm_current_thread = NULL;
	/* Nobody can reach t any more: lookups go through the list lock. */
	pthread_mutex_lock(&t->park_mu);
	pthread_mutex_unlock(&t->park_mu);
	thread_free(t);
	return NULL;
}

bool vm_thread_start(VmThread *t, VmObject *jthread, int64_t stack_size)
{
	if (vm_gos_hooks.thread_start) {
		int where = vm_gos_hooks.thread_start(t, jthread);
		if (where != 0)
			return where > 0;
	}
	find_offsets();
	return start_here(t, jthread, stack_size,
			  off_daemon && VM_OBJ_FIELD(uint8_t, jthread, off_daemon), false);
}

bool vm_thread_start_gos(VmThread *t, VmObject *jthread, bool daemon)
{
	find_offsets();
	return start_here(t, jthread, 0, daemon, true);
}

static bool start_here(VmThread *t, VmObject *jthread, int64_t stack_size, bool daemon,
		       bool gos_started)
{
	VmThread *nt;
	pthread_attr_t attr;
	pthread_t pt;
	size_t java_stack = vm_options.stack_size;
	int rc;

	if (stack_size > 0 && (uint64_t)stack_size < (uint64_t)java_stack)
		java_stack = (size_t)stack_size;
	nt = thread_alloc(java_stack);
	if (!nt) {
		vm_throw(t, "java/lang/OutOfMemoryError", "unable to create native thread: possibly out of memory");
		return false;
	}
	nt->jthread = jthread;
	nt->daemon = daemon;
	nt->gos_started = gos_started;
	nt->safe_depth = 1;     /* until the thread runs: nothing on its stack */
	vm_mutex_lock(t, &threads_lock);
	if (!link_thread(nt)) {
		pthread_mutex_unlock(&threads_lock);
		thread_free(nt);
		vm_throw(t, "java/lang/OutOfMemoryError", "unable to create native thread: "
		         "possibly out of memory or process/resource limits reached");
		return false;
	}
	VM_OBJ_FIELD(int64_t, jthread, vm_wk.thread_vmthread) = (int64_t)(intptr_t)nt;
	if (!nt->daemon)
		live_nondaemon++;
	pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	pthread_attr_setstacksize(&attr, THREAD_C_STACK);
	rc = pthread_create(&pt, &attr, thread_main, nt);
	pthread_attr_destroy(&attr);
	if (rc != 0) {
		unlink_thread(nt);
		VM_OBJ_FIELD(int64_t, jthread, vm_wk.thread_vmthread) = 0;
		if (!nt->daemon)
			nondaemon_gone();
		pthread_mutex_unlock(&threads_lock);
		thread_free(nt);
		vm_throw(t, "java/lang/OutOfMemoryError", "unable to create native thread: possibly out of memory or process/resource limits reached");
		return false;
	}
	pthread_mutex_unlock(&threads_lock);
	return true;
}

void vm_thread_count_nondaemon(VmThread *t)
{
	if (t->daemon || t->counted)
		return;
	pthread_mutex_lock(&threads_lock);
	t->counted = true;
	live_nondaemon++;
	pthread_mutex_unlock(&threads_lock);
}

void vm_threads_await_nondaemon(VmThread *t)
{
	thread_terminate(t);
	vm_mutex_lock(t, &threads_lock);
	/* t itself may be one of those counted (DestroyJavaVM on an attached
	 * thread): the others are the ones to wait for. */
	while (live_nondaemon > (t->counted ? 1 : 0))
		vm_cond_wait(t, &nondaemon_cv, &threads_lock, NULL);
	pthread_mutex_unlock(&threads_lock);
	if (vm_gos_hooks.await_threads)
		vm_gos_hooks.await_threads(t);
}

/* ------------------------------------------------ sleeping and parking */

/* Longest timeout we represent: about 35 years with a 64-bit time_t, 2 years
 * with a 32-bit one (so that now + timeout cannot overflow before 2035). */
#define MAX_TIMEOUT_MS ((int64_t)1 << (sizeof(time_t) > 4 ? 40 : 36))

static void deadline_in(struct timespec *ts, int64_t ms, int64_t ns)
{
	int64_t total;

	if (ms > MAX_TIMEOUT_MS)
		ms = MAX_TIMEOUT_MS;
	if (ns > MAX_TIMEOUT_MS * 1000000)
		ns = MAX_TIMEOUT_MS * 1000000;
	clock_gettime(CLOCK_REALTIME, ts);
	total = ms * 1000000 + ns + ts->tv_nsec;
	ts->tv_sec += (time_t)(total / 1000000000);
	ts->tv_nsec = (long)(total % 1000000000);
}

static bool passed(const struct timespec *dl)
{
	struct timespec now;

	clock_gettime(CLOCK_REALTIME, &now);
	return now.tv_sec > dl->tv_sec || (now.tv_sec == dl->tv_sec && now.tv_nsec >= dl->tv_nsec);
}

bool vm_thread_sleep(VmThread *t, int64_t millis, int32_t nanos)
{
	struct timespec dl;
	bool intr = false;

	if (millis < 0) {
		vm_throw(t, "java/lang/IllegalArgumentException", "timeout value is negative");
		return false;
	}
	if (vm_gos_hooks.spin)
		vm_gos_hooks.spin(t);
	deadline_in(&dl, millis, nanos);
	vm_mutex_lock(t, &t->park_mu);
	t->jstate = VM_TS_TIMED_WAITING;
	for (;;) {
		uint32_t seq;
		if (vm_thread_interrupted_in(t, true, &t->park_mu, &seq)) {
			intr = true;
			break;
		}
		if (passed(&dl))
			break;
		if (!vm_thread_woken_since(t, seq))
			vm_cond_wait(t, &t->park_cv, &t->park_mu, &dl);
	}
	t->jstate = VM_TS_RUNNABLE;
	pthread_mutex_unlock(&t->park_mu);
	if (intr) {
		vm_throw(t, "java/lang/InterruptedException", "sleep interrupted");
		return false;
	}
	return true;
}

void vm_park(VmThread *t, bool absolute, int64_t time)
{
	struct timespec dl;
	const struct timespec *dlp = NULL;

	vm_mutex_lock(t, &t->park_mu);
	/* As on the JDK: an available permit is consumed first, whatever the
	 * timeout; then a timeout already over or an interrupt returns. */
	if (t->permit) {
		t->permit = false;
		pthread_mutex_unlock(&t->park_mu);
		return;
	}
	if (absolute) {
		struct timespec now;
		int64_t left;
		clock_gettime(CLOCK_REALTIME, &now);
		left = time - ((int64_t)now.tv_sec * 1000 + now.tv_nsec / 1000000);
		if (left <= 0)
			goto out;
		deadline_in(&dl, left, 0);
		dlp = &dl;
	} else if (time > 0) {
		deadline_in(&dl, 0, time);
		dlp = &dl;
	} else if (time < 0) {
		goto out;
	}
	{
		uint32_t seq;
		if (vm_thread_interrupted_in(t, false, &t->park_mu, &seq))
			goto out;
		/* an unpark or interrupt while the flag was read: return (a
		 * spurious return is allowed, callers loop) */
		if (vm_thread_woken_since(t, seq) || t->permit) {
			t->permit = false;
			goto out;
		}
	}
	t->jstate = dlp ? VM_TS_TIMED_WAITING : VM_TS_WAITING;
	/* One wait: a spurious return is allowed (callers loop). */
	vm_cond_wait(t, &t->park_cv, &t->park_mu, dlp);
	t->permit = false;
	t->jstate = VM_TS_RUNNABLE;
out:
	pthread_mutex_unlock(&t->park_mu);
}

void vm_unpark_thread(VmThread *target)
{
	pthread_mutex_lock(&target->park_mu);
	target->permit = true;
	__atomic_add_fetch(&target->wake_seq, 1, __ATOMIC_RELEASE);
	pthread_cond_broadcast(&target->park_cv);
	pthread_mutex_unlock(&target->park_mu);
}

void vm_unpark(VmThread *t, VmObject *jthread)
{
	VmThread *target;

	if (!jthread)
		return;
	vm_mutex_lock(t, &threads_lock);
	target = vmthread_of(jthread);
	if (target)
		vm_unpark_thread(target);
	pthread_mutex_unlock(&threads_lock);
	/* Not here: maybe alive on another node (the global object space). */
	if (!target && vm_sync_hooks.unpark)
		vm_sync_hooks.unpark(t, jthread);
}


/* The Java side has set the interrupted flag; wake the target wherever it
 * blocks (sleep, park, wait, and join through wait). */
void vm_thread_interrupt(VmThread *t, VmObject *jthread)
{
	VmThread *target;

	vm_mutex_lock(t, &threads_lock);
	target = vmthread_of(jthread);
	if (target) {
		pthread_mutex_lock(&target->park_mu);
		__atomic_add_fetch(&target->wake_seq, 1, __ATOMIC_RELEASE);
		pthread_cond_broadcast(&target->park_cv);
		vm_monitor_interrupt_wakeup(target);
		pthread_mutex_unlock(&target->park_mu);
	}
	pthread_mutex_unlock(&threads_lock);
	/* running on another node: wake it there */
	if (!target && jthread->gos_state != 0 && vm_gos_hooks.thread_interrupt)
		vm_gos_hooks.thread_interrupt(t, jthread);
}

int vm_thread_jstate(VmThread *t, VmObject *jthread)
{
	VmThread *target;
	int s = VM_TS_RUNNABLE;

	vm_mutex_lock(t, &threads_lock);
	target = vmthread_of(jthread);
	if (target)
		s = __atomic_load_n(&target->jstate, __ATOMIC_RELAXED);
	pthread_mutex_unlock(&threads_lock);
	/* running on another node: ask there */
	if (!target && jthread->gos_state != 0 && vm_gos_hooks.thread_state) {
		int r = vm_gos_hooks.thread_state(t, jthread);
		if (r >= 0)
			s = r;
	}
	return s;
}

/* ------------------------------------------------------------ GC roots */

/* Report one Java frame's slots. A native frame's arguments are scanned
 * conservatively. A Java frame (interpreted or compiled: both keep
 * locals and operands in the frame and store pc and sp before anything
 * that can collect) has its locals scanned where intrp/refmap.c says a
 * reference may be at frame->pc -- a local never set, or overwritten by
 * a primitive, keeps nothing alive, whatever stale word it holds -- and
 * its operand stack up to frame->sp. A method without a map has all its
 * locals scanned. Each slot is still checked for being an object start
 * (gc_mark_range): a map bit means "may be a reference", and a jsr
 * return address is one too. */
static void scan_frame(GcMarker *m, VmThread *t, VmFrame *f)
{
	VmMethod *me = f->method;
	VmSlot *ops = f->locals + me->max_locals, *sp = f->sp;
	const uint64_t *map;

	if (f->flags & VM_FRAME_NATIVE) {
		gc_mark_range(m, f->locals, f->locals + me->arg_slots);
		return;
	}
	map = vm_refmap_at(me, f->pc);
	if (map) {
		for (uint32_t i = 0; i < me->max_locals; i++)
			if (map[i / 64] >> (i % 64) & 1)
				gc_mark_range(m, f->locals + i, f->locals + i + 1);
	} else {
		gc_mark_range(m, f->locals, ops);
	}
	/* a frame->sp outside its operand stack would be a bug; scan all of
	 * the stack then rather than trust it */
	if (!sp || sp < ops || sp > ops + me->max_stack || sp > t->stack_end)
		sp = ops + me->max_stack;
	if (sp > t->stack_end)
		sp = t->stack_end;
	gc_mark_range(m, ops, sp);
}

/* Scan t's native stack from lo to hi conservatively, less the frames of
 * interpreter loops that hold no reference of their own (vm.h,
 * VmInterpSpan; innermost first, so at ever higher addresses). A span
 * that is not wholly inside what is left is scanned. */
static void scan_native_stack(GcMarker *m, VmThread *t, const void *lo, const void *hi)
{
	const VmInterpSpan *s;

	for (s = t->interp_span; s; s = s->prev) {
		if (s->conservative || !s->lo || (const char *)s->lo < (const char *)lo ||
		    (const char *)s->hi > (const char *)hi || (const char *)s->lo >= (const char *)s->hi)
			continue;
		gc_mark_range(m, lo, s->lo);
		lo = s->hi;
	}
	gc_mark_range(m, lo, hi);
}

/* Report every thread's roots: the slots of its Java frames (scan_frame),
 * pending exceptions, thread objects, and native stacks less the
 * interpreter loops' frames (scan_native_stack): the collector's own from
 * here, the others' from where they entered their safe region, plus the
 * registers they had there. Slots below the first frame hold
 * nothing (a call from C copies its arguments there from its own stack,
 * which is scanned). */
void vm_threads_scan_roots(GcMarker *m)
{
	VmThread *t;
	char here;

	for (t = all_threads; t; t = t->next_thread) {
		VmFrame *f;
		for (f = t->top; f; f = f->prev)
			scan_frame(m, t, f);
		if (t->exception)
			gc_mark(m, t->exception);
		if (t->jthread)
			gc_mark(m, t->jthread);
		if (t == vm_current_thread) {
			scan_native_stack(m, t, &here, t->c_stack_base);
		} else if (t->safe_sp && !t->outside) {
			gc_mark_range(m, t->safe_regs, t->safe_regs + sizeof t->safe_regs / sizeof t->safe_regs[0]);
			scan_native_stack(m, t, t->safe_sp, t->c_stack_base);
		}
	}
}
