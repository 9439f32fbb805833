/*
 * gc.h -- the heap: size-classed, non-moving, mark-sweep.
 *
 * Objects never move: the interpreter, the JIT, the global object space and
 * the profiler all keep raw pointers.  Memory comes in size-classed blocks
 * (small objects) and separately mapped regions (large objects); each
 * allocating thread has its own allocation context so the common case takes
 * no lock.  Collection is stop-the-world mark-sweep:
 *
 *   1. the VM's stop_world hook brings every other mutator to a safepoint;
 *   2. roots are marked through the VM's scan_roots hook, which reports
 *      precise references with gc_mark() and stacks / frames with
 *      gc_mark_range() (conservative: any word that is the start of an
 *      allocated object keeps it alive);
 *   3. marked objects are traced precisely with the scan_object hook, which
 *      knows the class layouts;
 *   4. unmarked objects are swept (their memory returns to free lists);
 *   5. start_world resumes the mutators.
 *
 * The GC itself knows nothing about classes: it sees only blocks of bytes
 * that start with a VmObject header.  All allocated memory is zeroed.
 *
 * Rules:
 *   - gc_alloc() may collect; the caller's references must be visible to the
 *     roots (C locals are, through conservative stack scanning).
 *   - gc_is_object(p) is true exactly when p is the start of an allocated,
 *     not yet swept object; it is safe to call with any pointer value.
 *   - Hooks run with the world stopped, on the collecting thread; they must
 *     not allocate.
 */
#ifndef VM_GC_H
#define VM_GC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct GcMarker GcMarker;       /* opaque marking context */
typedef struct GcAllocCtx GcAllocCtx;   /* per-thread allocation context */

typedef struct GcHooks {
	/* Report every root with gc_mark()/gc_mark_range(). */
	void (*scan_roots)(GcMarker *m);
	/* Report every reference held by obj with gc_mark(). */
	void (*scan_object)(void *obj, GcMarker *m);
	/* Bring all other mutators to a safepoint / let them go. May be NULL. */
	void (*stop_world)(void);
	void (*start_world)(void);
	/* Called for each registered object (gc_register_finalizer) that the
	 * collection found unreachable, which leaves the registry either way:
	 * return true to queue it for finalisation (it is then marked with
	 * everything it reaches), false to let it be swept.  Must not run
	 * Java code or allocate.  May be NULL (nothing is queued). */
	bool (*finalize)(void *obj);
	/* Reference processing (java.lang.ref), called twice per collection
	 * once marking has settled: phase 0 before the finalize pass, phase 1
	 * after it.  It may clear fields of marked objects and gc_mark more;
	 * the collector traces whatever it marks.  May be NULL. */
	void (*references)(GcMarker *m, int phase);
} GcHooks;

typedef struct GcStats {
	size_t heap_max;         /* -Xmx */
	size_t heap_committed;   /* bytes obtained from the system for the heap */
	size_t heap_used;        /* bytes in allocated objects (after the last sweep plus since) */
	uint64_t collections;    /* completed collections */
	uint64_t bytes_allocated;/* total ever allocated */
	uint64_t bytes_freed;    /* total ever swept */
	uint64_t pause_ns_total; /* total stop-the-world time */
} GcStats;

/* Start the heap. initial/max in bytes (max 0 = default). verbose prints one
 * line per collection on stderr ("[GC ...]"). Returns false if memory cannot
 * be reserved. */
bool gc_init(size_t initial, size_t max, bool verbose);
void gc_set_hooks(const GcHooks *hooks);

/* Per-thread allocation contexts. gc_thread_attach returns a context for the
 * calling thread; gc_thread_detach returns its unused memory to the heap. */
GcAllocCtx *gc_thread_attach(void);
void gc_thread_detach(GcAllocCtx *ctx);

/* Allocate size bytes, zeroed, 8-byte aligned.  Collects and retries if the
 * heap is full; returns NULL only when the object cannot fit under the
 * maximum heap size (the caller throws OutOfMemoryError). */
void *gc_alloc(GcAllocCtx *ctx, size_t size);

/* Is p the start of an allocated object? Safe for any value of p. */
bool gc_is_object(const void *p);
/* Usable size of the object starting at p (>= the requested size). */
size_t gc_object_size(const void *p);

/* Marking, for use by the hooks only. NULL and non-heap pointers are ignored
 * by gc_mark_range; gc_mark requires NULL or an object start. */
void gc_mark(GcMarker *m, void *obj);
void gc_mark_range(GcMarker *m, const void *lo, const void *hi);
/* Has obj (an object start) been marked in the collection under way?  For
 * the hooks only. */
bool gc_is_marked(const void *obj);
/* True during a collection made because an allocation failed even after
 * an ordinary one: soft references are to be cleared (hooks only). */
bool gc_clearing_soft(void);

/* Optional: called by a thread that must wait for the GC lock inside the
 * allocator (enter) and once it has the lock (leave).  A collector holds
 * the lock while the world is stopped, so the VM's stop_world must count a
 * thread between enter and leave as stopped (its C stack is scanned
 * conservatively like any other).  leave may block at a safepoint as long
 * as whatever stopped the world does not need the GC lock.  Either may be
 * NULL; set before other threads allocate. */
void gc_set_blocking_hooks(void (*enter)(void), void (*leave)(void));

/* Finalisation.  The collector keeps a registry of objects that must be
 * finalized before they are freed, and a queue of those found unreachable:
 *
 *   - gc_register_finalizer(obj) enters a freshly allocated object (call it
 *     before the object can be reached by anyone else; it takes the GC
 *     lock).  Returns false when the registry cannot grow (the caller
 *     throws OutOfMemoryError).
 *   - A collection, after the references hook's phase 0, offers every
 *     unmarked registered object to the finalize hook and removes it from
 *     the registry; those the hook keeps go on the queue and are marked
 *     (resurrected) with everything they reach, then phase 1 runs.  A
 *     queued object is a root in every collection until taken.
 *   - gc_take_finalizable() takes one queued object (NULL if none); from
 *     then on it is an ordinary object, never registered again, so it is
 *     finalized at most once whatever its finalizer does.
 *   - gc_finalizable_queued() counts the objects ever queued (so a caller
 *     can wait until everything queued before some moment has been run). */
bool gc_register_finalizer(void *obj);
void *gc_take_finalizable(void);
uint64_t gc_finalizable_queued(void);

/* Run a full collection now (System.gc()). */
void gc_collect(void);

/* Nonzero while a collection is near: what the heap holds is within
 * 512 KiB of the point where the next allocation slow path collects (the
 * soft limit, at most the maximum heap).  That collection scans native
 * stacks conservatively, and a stale word there -- one an earlier call
 * left below the stack pointer and a frame built since did not write --
 * keeps what it points to alive; in a full heap that can be the
 * difference between an allocation that succeeds and an
 * OutOfMemoryError.  So while it is set the mutators zero the dead stack
 * below them before an allocation or a safepoint (vm_clear_native_stack:
 * the JIT's allocation sites and polls, the interpreter's), and the
 * frames the collection finds are built on zeroes.  Written under the
 * collector's lock, read anywhere without one (a byte: a late read costs
 * one zeroing or one stale word, never a wrong answer). */
extern volatile unsigned char gc_collection_near;

/* Hold the collector's lock, so that no collection runs (waiting for it
 * goes through the blocking hooks like an allocation's), and release it.
 * For the VM's own stop-the-world that is not a collection (looking at
 * other threads' stacks); the holder must not allocate. */
void gc_lock_collector(void);
void gc_unlock_collector(void);

void gc_get_stats(GcStats *out);

/* Stress mode (-Xgc:stress): collect at every n-th allocation (n>0). */
void gc_set_stress(unsigned every_n);

#endif /* VM_GC_H */
