/*
 * java_lang_Thread.c -- natives of java.lang.Thread and
 * java.util.concurrent.locks.LockSupport.
 *
 * They are thin: the work (thread creation, sleeping, parking, interrupt
 * wake-ups) is in kaffe/kaffevm/thread.c behind vm_thread_* / vm_park /
 * vm_unpark, the entry points the global object space may replace.
 */
#include "config.h"

#include <sched.h>
#include <stdlib.h>

#include "hooks.h"
#include "vm.h"

#define NATIVE(name) static void name(VmThread *t, VmSlot *a, VmSlot *r)

NATIVE(th_currentThread) { (void)a; r->l = t->jthread; }
NATIVE(th_yield)
{
	(void)a; (void)r;
	if (vm_gos_hooks.spin)
		vm_gos_hooks.spin(t);
	sched_yield();
}
NATIVE(th_spinWait0)
{
	(void)a; (void)r;
	if (vm_gos_hooks.spin)
		vm_gos_hooks.spin(t);
#if defined(__x86_64__) || defined(__i386__)
	__builtin_ia32_pause();
#endif
}
NATIVE(th_holdsLock)
{
	if (!a[0].l) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return;
	}
	r->i = vm_holds_lock(t, a[0].l);
}
NATIVE(th_sleep0)
{
	(void)r;
	vm_thread_sleep(t, vm_slot_get_long(&a[0]), 0);
}
NATIVE(th_start0)
{
	(void)r;
	vm_thread_start(t, a[0].l, 0);
}
NATIVE(th_interrupt0)
{
	(void)r;
	vm_thread_interrupt(t, a[0].l);
}
NATIVE(th_clearInterrupted0)
{
	(void)a;
	r->i = vm_thread_interrupted(t, true);
}
NATIVE(th_getState0)
{
	r->i = vm_thread_jstate(t, a[0].l);
}

/* Another thread's stack, sampled with the world stopped (at most
 * STACK_SAMPLE_MAX frames, the innermost ones); empty if it is not
 * running. */
#define STACK_SAMPLE_MAX 4096
NATIVE(th_getStackTrace0)
{
	VmMethod **m;
	int64_t *idx;
	size_t n;

	/* a shared Thread that runs on another node: sampled there */
	if (a[0].l && a[0].l->gos_state != 0 && vm_gos_hooks.thread_stack &&
	    VM_OBJ_FIELD(int64_t, a[0].l, vm_wk.thread_vmthread) == 0) {
		VmObject *st = vm_gos_hooks.thread_stack(t, a[0].l);

		if (st || t->exception) {
			r->l = st;
			return;
		}
	}
	m = malloc(STACK_SAMPLE_MAX * sizeof *m);
	idx = malloc(STACK_SAMPLE_MAX * sizeof *idx);
	if (!m || !idx) {
		free(m);
		free(idx);
		vm_throw(t, "java/lang/OutOfMemoryError", "stack sample");
		return;
	}
	n = vm_thread_sample_stack(t, a[0].l, m, idx, STACK_SAMPLE_MAX);
	r->l = vm_frames_to_ste(t, m, idx, (int32_t)n);
	free(m);
	free(idx);
}

/* --------------------------------------------------------- LockSupport */

static uint32_t blocker_offset(void)
{
	static uint32_t off;
	VmField *f;

	if (!off) {
		f = vm_find_field(vm_wk.thread, vm_symbol("parkBlocker"), vm_symbol("Ljava/lang/Object;"));
		off = f ? f->offset : 0;
	}
	return off;
}

NATIVE(ls_park0)
{
	(void)r;
	vm_park(t, a[0].i != 0, vm_slot_get_long(&a[1]));
}
NATIVE(ls_unpark0)
{
	(void)r;
	vm_unpark(t, a[0].l);
}
NATIVE(ls_setBlocker0)
{
	uint32_t off = blocker_offset();
	(void)r;
	if (!a[0].l) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return;
	}
	if (off && a[0].l->gos_state != 0 && vm_gos_hooks.volatile_access) {
		VmObject *v = a[1].l;      /* a shared Thread: at its home */
		(void)vm_gos_hooks.volatile_access(t, a[0].l, off, 'L', true, &v);
	} else if (off) {
		__atomic_store_n((VmObject **)((char *)a[0].l + off), a[1].l, __ATOMIC_RELEASE);
	}
}
NATIVE(ls_getBlocker0)
{
	uint32_t off = blocker_offset();
	if (!a[0].l) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return;
	}
	if (off && a[0].l->gos_state != 0 && vm_gos_hooks.volatile_access) {
		VmObject *v = NULL;
		(void)vm_gos_hooks.volatile_access(t, a[0].l, off, 'L', false, &v);
		r->l = v;
		return;
	}
	r->l = off ? __atomic_load_n((VmObject **)((char *)a[0].l + off), __ATOMIC_ACQUIRE) : NULL;
}

/* ------------------------------------------------------ CyclicBarrier */

/* The index of the arrival; -1: not a cluster, await in Java; -2: the
 * last arrival, which runs the barrier action and then clusterTrip. */
NATIVE(cb_clusterAwait)
{
	int32_t index = -1;
	int rc = vm_gos_hooks.barrier_await ?
		vm_gos_hooks.barrier_await(t, a[0].l, a[1].i != 0, vm_slot_get_long(&a[2]), &index) : 0;

	r->i = rc == 1 ? index : rc == 2 ? -2 : -1;
}

/* After the barrier action of a cluster barrier (ran: it returned). */
NATIVE(cb_clusterTrip)
{
	(void)r;
	if (vm_gos_hooks.barrier_trip)
		(void)vm_gos_hooks.barrier_trip(t, a[0].l, a[1].i != 0);
}

/* isBroken (0: 0 or 1), getNumberWaiting (1), reset (2) of a cluster
 * barrier; -1: not a cluster, the Java state answers. */
NATIVE(cb_clusterState)
{
	int32_t v = 0;
	int rc = vm_gos_hooks.barrier_state ?
		vm_gos_hooks.barrier_state(t, a[0].l, a[1].i, &v) : 0;

	r->i = rc == 1 ? v : -1;
}

const VmNativeDef vm_natives_java_lang_Thread[] = {
	{ "java/lang/Thread", "currentThread", "()Ljava/lang/Thread;", th_currentThread },
	{ "java/lang/Thread", "yield", "()V", th_yield },
	{ "java/lang/Thread", "spinWait0", "()V", th_spinWait0 },
	{ "java/lang/Thread", "holdsLock", "(Ljava/lang/Object;)Z", th_holdsLock },
	{ "java/lang/Thread", "sleep0", "(J)V", th_sleep0 },
	{ "java/lang/Thread", "start0", "()V", th_start0 },
	{ "java/lang/Thread", "interrupt0", "()V", th_interrupt0 },
	{ "java/lang/Thread", "clearInterrupted0", "()Z", th_clearInterrupted0 },
	{ "java/lang/Thread", "getState0", "()I", th_getState0 },
	{ "java/lang/Thread", "getStackTrace0", "()[Ljava/lang/StackTraceElement;", th_getStackTrace0 },
	{ "java/util/concurrent/CyclicBarrier", "clusterAwait", "(ZJ)I", cb_clusterAwait },
	{ "java/util/concurrent/CyclicBarrier", "clusterTrip", "(Z)V", cb_clusterTrip },
	{ "java/util/concurrent/CyclicBarrier", "clusterState", "(I)I", cb_clusterState },
	{ "java/util/concurrent/locks/LockSupport", "park0", "(ZJ)V", ls_park0 },
	{ "java/util/concurrent/locks/LockSupport", "unpark0", "(Ljava/lang/Thread;)V", ls_unpark0 },
	{ "java/util/concurrent/locks/LockSupport", "setBlocker0", "(Ljava/lang/Thread;Ljava/lang/Object;)V", ls_setBlocker0 },
	{ "java/util/concurrent/locks/LockSupport", "getBlocker0", "(Ljava/lang/Thread;)Ljava/lang/Object;", ls_getBlocker0 },
	{ NULL, NULL, NULL, NULL }
};
