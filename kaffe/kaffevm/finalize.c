/*
 * finalize.c -- Object.finalize(): the VM's side of finalisation.
 *
 * The collector does the bookkeeping (gc.h, "Finalisation"): a registry of
 * objects that must be finalized and a queue of those found unreachable,
 * resurrected until taken.  Here the VM
 *
 *   - registers every instance of a class with a non-empty finalize()
 *     (class.h has_finalizer) when vm_new_object or vm_clone makes it;
 *   - starts this node's finalizer thread, lazily, at the first such
 *     object: java.lang.Finalizer.startThread() makes the daemon thread
 *     "Finalizer" in the root thread group, which takes queued objects one
 *     at a time (vm_finalizer_take, the native Finalizer.take0) and calls
 *     their finalize() in Java, ignoring what it throws;
 *   - answers the collector's finalize hook, which runs with the world
 *     stopped and so never runs Java code: it only says whether to queue.
 *
 * On a cluster everything is per node, like references: each node's
 * collector has its own registry and queue, and the thread is started on
 * the node whose allocation needed it (a daemon thread of the root group
 * stays on the node that starts it: doc/gos.md, "Threads of the class
 * library").  An object that became shared is an exported home (a root
 * for good) or a cached copy of another node's object; the object space
 * makes copies with vm_new_object_unregistered, and the hook refuses any
 * shared object anyway, so only objects that never left their node are
 * ever finalized.
 */
#include "config.h"

#include <stdatomic.h>

#include "vm.h"

/* This node's finalizer thread: not started, being started by one thread
 * (the others go on: their objects are registered, and the thread will
 * find them), started. */
enum { FIN_NONE, FIN_STARTING, FIN_STARTED };
static _Atomic int fin_thread = FIN_NONE;

/* Call java.lang.Finalizer.startThread() once per node.  Runs Java code
 * from inside an allocation, as a class initialiser can; a pending
 * exception of the caller is kept aside, and a failure (say, no memory
 * for the Thread) leaves the thread unstarted, to be tried again at the
 * next finalizable object. */
static void start_thread(VmThread *t)
{
	int expect = FIN_NONE;
	VmObject *saved;
	VmSlot ret;
	bool ok;

	if (atomic_load_explicit(&fin_thread, memory_order_acquire) != FIN_NONE ||
	    !atomic_compare_exchange_strong(&fin_thread, &expect, FIN_STARTING))
		return;
	saved = t->exception;
	t->exception = NULL;
	ok = vm_call_static(t, "java/lang/Finalizer", "startThread", "()V", NULL, &ret) &&
		!t->exception;
	VM_DBG(VM_DBG_GC, "finalizer thread %s\n", ok ? "started" : "failed to start");
	t->exception = saved;
	atomic_store_explicit(&fin_thread, ok ? FIN_STARTED : FIN_NONE, memory_order_release);
}

bool vm_finalizer_register(VmThread *t, VmObject *o)
{
	if (!gc_register_finalizer(o)) {
		vm_throw_object(t, vm_wk.oom);
		return false;
	}
	if (atomic_load_explicit(&fin_thread, memory_order_relaxed) != FIN_STARTED)
		start_thread(t);
	return true;
}

/* The collector's hook: world stopped, no Java, no allocation. */
bool vm_finalizer_hook(void *obj)
{
	const VmObject *o = obj;

	return !(o->gos_state & VM_GOS_SHARED);
}

VmObject *vm_finalizer_take(void)
{
	return gc_take_finalizable();
}
