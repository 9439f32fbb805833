/*
 * hooks.h -- the VM core's upward hook table for the cluster runtime.
 *
 * ARCHITECTURE.md §1: the core includes no gos/ header. Instead it calls
 * through these function pointers, which the launcher fills in at start-up
 * when it runs as part of a cluster (kaffe/kaffe/cluster.c). On a single
 * node every pointer is NULL and the core takes its ordinary path; each
 * hook costs one predictable NULL test on a path that already does I/O.
 *
 * Invariants:
 *  - the table is written once, before vm_startup(), and only read after;
 *  - hooks may be called from any Java thread, concurrently;
 *  - a hook never throws a Java exception: it reports by its return value
 *    and the core raises what a single node would raise.
 */
#ifndef VM_HOOKS_H
#define VM_HOOKS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "object.h"

typedef struct VmClusterHooks {
	/* An application class or resource ("pkg/Name.class") that the local
	 * class path does not have. Returns 0 and a malloc'd *bytes when
	 * found, 1 when the cluster does not have it either, 2 on an error
	 * (err filled in) -- the values of VmCpStatus. */
	int (*class_bytes)(const char *resource, uint8_t **bytes, size_t *len,
			   char *err, size_t errlen);
	/* Bytes written to descriptor 1 or 2. Returns false to let the core
	 * write them locally as usual. */
	bool (*console_write)(int fd, const void *p, size_t n);
	/* A read of descriptor 0: bytes read, 0 at end of input, -1 error. */
	long (*console_read)(void *p, size_t n);
	/* Runtime.halt / System.exit: end the whole cluster with `status`.
	 * Does not return. */
	void (*exit_request)(int status) __attribute__((noreturn));
	/* A worker about to bind a native method it finds in none of its
	 * libraries: the master's list of loaded native libraries
	 * (vm_jni_library_list's format), malloc'd and NUL-terminated, or
	 * NULL with err filled in when the master cannot be asked.  who is
	 * filled in with this node's name for messages ("cluster node 1
	 * (host)"). */
	char *(*jni_libraries)(char *who, size_t wholen, char *err, size_t errlen);
} VmClusterHooks;

extern VmClusterHooks vm_cluster_hooks;

/*
 * The global object space's hooks (gos/gos_space.c fills them in when a
 * program's threads are distributed over the nodes; all NULL otherwise).
 * Same rules as above: written once before vm_startup, read after, callable
 * from any Java thread; a hook that fails posts a Java exception on t and
 * returns false (or NULL), like the core's own functions.
 *
 * Which objects reach them: those whose GOS state byte (object.h) is
 * non-zero. The two low bits non-zero (a cached copy not valid for the
 * access) make every field, element and static access fault; flag bits
 * alone (an exported home copy) only route monitors, volatiles, CAS and
 * the natives' accesses here.
 */
struct VmThread;
struct VmClass;
struct GcMarker;

typedef struct VmGosHooks {
	/* o's state bits forbid the access: make o readable (write false)
	 * or writable. Called with the frame's pc and sp saved. */
	bool (*access_fault)(struct VmThread *t, VmObject *o, bool write);
	/* A volatile field of o (gos_state != 0) at byte offset off, field
	 * type `type` (descriptor char): the hook performs the access with
	 * the memory model's release/acquire meaning; val holds the value
	 * (the field's width; a VmObject * for references). */
	bool (*volatile_access)(struct VmThread *t, VmObject *o, size_t off, char type,
				bool write, void *val);
	/* Thread.start0 of jthread: return 1 when the thread was started on
	 * another node, 0 to start it here, -1 with an exception pending. */
	int (*thread_start)(struct VmThread *t, VmObject *jthread);
	/* A thread started here by the GOS is about to call run() / has
	 * finished its Java life (after Thread.exit and the joiners' notify). */
	void (*thread_begin)(struct VmThread *t);
	void (*thread_end)(struct VmThread *t);
	/* Thread.interrupt of a shared Thread object that runs on no local
	 * thread: wake it on the node where it runs (its flag is already set
	 * at the object's home). */
	void (*thread_interrupt)(struct VmThread *t, VmObject *jthread);
	/* Thread.getState of a shared Thread object running on no local
	 * thread: a VM_TS_* value, or -1 when its node is not known here. */
	int (*thread_state)(struct VmThread *t, VmObject *jthread);
	/* Thread.getStackTrace of a shared Thread object running on no local
	 * thread: its StackTraceElement[], sampled on the node where it runs;
	 * NULL without an exception when that node is not known here or the
	 * thread runs there no more (the caller answers as for a thread that
	 * is not alive), NULL with an exception pending on failure. */
	VmObject *(*thread_stack)(struct VmThread *t, VmObject *jthread);
	/* This node's index in the cluster (0: the master). */
	int (*node_index)(void);
	/* Does t hold the monitor of shared object o? 1/0, or -1: decide
	 * locally (o's home is this node). */
	int (*holds_lock)(struct VmThread *t, VmObject *o);
	/* main() is over and the local non-daemon threads have ended: wait
	 * for the cluster's other non-daemon threads. */
	void (*await_threads)(struct VmThread *t);
	/* Initialise application class c cluster-wide (once per cluster).
	 * Called instead of the local initialisation of an application class
	 * on a node that is not the class's home; true when c is initialised. */
	bool (*class_init)(struct VmThread *t, struct VmClass *c);
	/* Class c was initialised on this node by its own <clinit> (an
	 * application class on the master, or any boot class): the object
	 * space may look at its statics (gos_const.c: constants of the class
	 * library). */
	void (*class_ready)(struct VmThread *t, struct VmClass *c);
	/* The cluster's canonical string with these chars (String.intern and
	 * string literals are cluster-wide): NULL with an exception pending
	 * on failure. Called on nodes other than the master, outside the
	 * intern table's lock; the result is then entered in the local table. */
	VmObject *(*intern)(struct VmThread *t, const uint16_t *chars, int32_t n);
	/* Thread.yield, onSpinWait, sleep: bound the staleness of cached
	 * copies a racy spin loop may be reading. */
	void (*spin)(struct VmThread *t);
	/* The VM has started (java.lang.System is initialised); t is the
	 * main thread. The GOS starts its service threads here. */
	void (*vm_ready)(struct VmThread *t);
	/* Extra GC roots (exported objects and the cached copies that must
	 * stay: written, being fetched, locked). */
	void (*scan_roots)(struct GcMarker *m);
	/* After a collection's sweep, the world still stopped: forget the
	 * cached copies that were swept (gc_is_object is false for them). */
	void (*swept)(void);
	/* CyclicBarrier on a cluster: a cluster barrier whose state is kept
	 * in C at the barrier's home (gos/gos_barrier.c). Each returns 0 when
	 * the VM is not a cluster (the Java code does the work as usual) and
	 * -1 with an exception pending.
	 * barrier_await: 1 with *index set; 2: the caller is the last
	 * arrival and runs the barrier action, then calls barrier_trip. */
	int (*barrier_await)(struct VmThread *t, VmObject *barrier, bool timed, int64_t nanos,
			     int32_t *index);
	/* After the barrier action; ok false if it threw (the barrier breaks). */
	int (*barrier_trip)(struct VmThread *t, VmObject *barrier, bool ok);
	/* op 0 isBroken, 1 getNumberWaiting, 2 reset: 1 with *value set. */
	int (*barrier_state)(struct VmThread *t, VmObject *barrier, int op, int32_t *value);
} VmGosHooks;

extern VmGosHooks vm_gos_hooks;

/* The natives' access check (System.arraycopy, clone, Atomics, reflection):
 * make o accessible before touching its memory directly. One NULL and one
 * byte test on a single node. */
static inline bool vm_gos_touch(struct VmThread *t, VmObject *o, bool write)
{
	if (__builtin_expect(!(o->gos_state & (write ? VM_GOS_WRITE_FAULTS : VM_GOS_READ_FAULTS)), 1))
		return true;
	return vm_gos_hooks.access_fault ? vm_gos_hooks.access_fault(t, o, write) : true;
}

#endif /* VM_HOOKS_H */
