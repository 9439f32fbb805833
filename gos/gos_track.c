/*
 * gos_track.c -- correlation tracking: the object space's side of the
 * profiler's "false-invalid" state (ARCHITECTURE.md section 5, the
 * adaptive-sampling paper's section II.A).
 *
 * The profiler decides which objects are sampled and keeps each thread's
 * object access list (OAL); this file only moves shared objects into and
 * out of the tracked state and tells the profiler who touched what:
 *
 *  - an object that becomes shared here (exported, or its first cached
 *    copy registered) is tracked when the profiler's sampled() takes it;
 *  - the first access to a tracked object faults (state 3 makes both the
 *    read and the write test fail), gos_access_fault calls gos_track_hit,
 *    which reports the access to hit() and puts the real state back -- so
 *    an object is logged at most once per interval, the HLRC at-most-once
 *    property the paper builds on -- unless exact mode keeps it tracked;
 *  - at each synchronisation point of an application thread (gos_release,
 *    gos_acquire) the profiler closes the thread's interval and, through
 *    gos_track_arm, tracks again the objects it logged in it.
 *
 * The real state of a tracked object lives in bits 6..7 of its state byte
 * (gos_space.h), so the protocol, which reads and writes states through
 * gos_st()/gos_st_store(), never sees the difference; and the object keeps
 * no other record, so a swept cached copy takes its tracking with it.
 * Everything here runs under os_mu, like every other write of the byte.
 *
 * Tracking is per node, not per thread: when two threads of one node
 * touch one object in overlapping intervals, the first access after the
 * object was armed is the one logged.  That is the map the protocol
 * induces (what remote traffic a placement causes); exact mode keeps every
 * object tracked and logs every thread's access, the application's
 * inherent map (the paper's Fig. 1).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "gos_space.h"

GosProfHooks gos_prof_hooks;
static bool exact;

void gos_track_set_exact(bool on)
{
	exact = on;
}

/* Records never tracked: statics blocks, Class objects (their monitor
 * is the statics'), Thread objects (every joiner reads them: noise). */
static bool trackable(const GosObj *g)
{
	const VmObject *o = g->obj;

	return !g->statics && !(o->gos_state & GOS_F_CLASS) && o->clazz != vm_wk.clazz &&
	       !gos_is_thread_class(o->clazz);
}

/* os_mu held. */
static void arm(VmObject *o)
{
	uint8_t b = o->gos_state;

	if ((b & VM_GOS_STATE_MASK) == VM_GOS_TRACKED)
		return;
	__atomic_store_n(&o->gos_state,
			 (uint8_t)(GOS_FLAGS(b) | VM_GOS_TRACKED |
				   ((b & VM_GOS_STATE_MASK) << GOS_REAL_SHIFT)),
			 __ATOMIC_RELEASE);
}

/* os_mu held. */
static void untrack(VmObject *o)
{
	uint8_t b = o->gos_state;

	if ((b & VM_GOS_STATE_MASK) != VM_GOS_TRACKED)
		return;
	__atomic_store_n(&o->gos_state, (uint8_t)(GOS_FLAGS(b) | (b >> GOS_REAL_SHIFT)),
			 __ATOMIC_RELEASE);
}

void gos_track_new(GosObj *g)
{
	if (gos_prof_hooks.sampled && trackable(g) && gos_prof_hooks.sampled(g->obj))
		arm(g->obj);
}

void gos_track_hit(VmThread *t, GosObj *g)
{
	if (gos_prof_hooks.hit)
		gos_prof_hooks.hit(t, g->obj, g->gid);
	if (!exact)
		untrack(g->obj);
}

uint64_t gos_track_epoch(void)
{
	return gos_space.sweeps;     /* called with os_mu held (from hit) */
}

/* Each object was trackable when its hit was logged, and a record only
 * goes away when a collection sweeps its copy (gos_objects_swept, which
 * counts): with the count unchanged since the first hit of the list, the
 * objects are armed through the pointers the hits saw, without a lookup
 * each (Barnes-Hut re-arms millions); otherwise by GID, as found now. */
void gos_track_arm(VmThread *t, VmObject *const *objs, const uint64_t *gids, size_t n,
		   uint64_t epoch)
{
	size_t i;

	if (!n)
		return;
	vm_mutex_lock(t, &gos_space.os_mu);
	if (epoch == gos_space.sweeps) {
		for (i = 0; i < n; i++)
			arm(objs[i]);
	} else {
		for (i = 0; i < n; i++) {
			GosObj *g = gos_obj_by_gid(gids[i]);
			if (g && trackable(g))
				arm(g->obj);
		}
	}
	pthread_mutex_unlock(&gos_space.os_mu);
}

void gos_track_resample(VmClass *c)
{
	size_t b;
	GosObj *g;

	pthread_mutex_lock(&gos_space.os_mu);
	for (b = 0; b < gos_space.nbuckets; b++)
		for (g = gos_space.by_gid[b]; g; g = g->gid_next) {
			if (g->obj->clazz != c || !trackable(g))
				continue;
			if (gos_prof_hooks.sampled && gos_prof_hooks.sampled(g->obj))
				arm(g->obj);
			else
				untrack(g->obj);
		}
	pthread_mutex_unlock(&gos_space.os_mu);
}

void gos_track_sync(VmThread *t)
{
	GosThread *gt;

	if (!gos_prof_hooks.sync)
		return;
	gt = gos_thread_data(t);
	if (gt->proxy_for || gt->service)
		return;
	gos_prof_hooks.sync(t);
}

uint64_t gos_track_thread_key(VmThread *t)
{
	return gos_thread_data(t)->id;
}

int gos_track_self(void)
{
	return gos_space.self;
}

int gos_track_nodes(void)
{
	return gos_space.nodes;
}

/* GOS_SEND_MORE: the message waits in the batch buffer for this node's
 * next message to `node` -- at an interval's end, usually the lock or
 * barrier request the release was for -- and leaves with it in one write;
 * if none follows, the transport's ticker sends it alone within its batch
 * delay (0.5 ms).  That is the paper's piggybacking, done once in the
 * transport instead of in every request's format. */
bool gos_track_send(int node, const void *p, size_t n)
{
	return gos_space.cl &&
	       gos_send_ex(gos_space.cl, node, GOS_OS_PROF, p, n, GOS_SEND_MORE) == GOS_OK;
}
