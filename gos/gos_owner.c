/*
 * gos_owner.c -- lock ownership caching (-Xgos:lockcache=on, the default).
 *
 * Without it every outermost enter and exit of a remote object's monitor
 * is a message to the home. With it the home grants the monitor to a
 * *node*: the proxy that entered it for the asking thread hands its hold
 * to a foreign owner id standing for the node (lock.c, "foreign owners"),
 * and the node's threads then take turns through the local monitor of
 * their copy (lo below) with no message at all, and an exit that leaves
 * it free releases nothing. The node gives the monitor back only when the
 * home asks (RECALL): a home thread or a proxy that blocks on a monitor
 * held by a node reports it (vm_sync_hooks.monitor_contended), and so does
 * a grant that finds threads already waiting.
 *
 * The node's side, per cached copy (GosObj.own, under own_mu):
 *   OWNED       the home's monitor is held for this node
 *   REQUESTING  a thread here, holding lo, has asked for it
 *   RECALL      the home asked for it back (set only while OWNED or
 *               REQUESTING, so a recall that overtakes its grant's answer
 *               is not lost; a stale one costs one needless give-back)
 * Only a thread that holds lo changes OWNED, so a thread that holds lo
 * after its enter finds the node owning the monitor (invariant). The
 * give-back -- release this node's writes (diffs acknowledged), then
 * EXIT_NODE with the release's vector, answered -- is done by whoever
 * holds lo and sees RECALL: a thread entering (before it asks again, so
 * that the home's waiter goes first), the thread whose exit leaves lo free
 * (it takes lo back without blocking to do it), or the recaller thread
 * when lo is free as the RECALL arrives. The recaller never blocks on lo:
 * it only tries it, so one busy monitor cannot hold up the recall of
 * another.
 *
 * wait: the thread releases, leaves lo wholly and sends WAIT_NODE: its
 * proxy takes the node's hold over, waits with lock.c's rules and leaves
 * the monitor free when it has it back; the thread then takes lo again
 * with its old count and the ownership as an enter does. Being woken and
 * then competing to enter again is what a wait allows anyway. Another
 * thread here may take lo and ask for the monitor before WAIT_NODE has
 * arrived: its proxy then blocks at the home until the waiting proxy has
 * taken the hold over and released it in its wait (and, being a proxy of
 * the owning node, sends no RECALL). notify is performed by the proxy as
 * the node.
 *
 * Consistency: a grant acquires as an ENTER does (gos_lock.c); threads of
 * one node share its copies, so an enter without a message needs no
 * acquire; the give-back is the node's release. The Promela model of this
 * protocol is tests/model/hlrc.pml -DCACHE; doc/gos.md maps it.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "gos_space.h"

static pthread_mutex_t own_mu = PTHREAD_MUTEX_INITIALIZER;

/* The node gives its hold back: this node's writes reach their homes
 * first, then EXIT_NODE hands on the release's vector. The caller holds
 * lo and has cleared OWNED. */
static void give_back(VmThread *t, GosObj *g)
{
	uint8_t status;

	gos_release(t);
	gos_mon_call(t, g, GOS_MON_EXIT_NODE, 0, &status, false);
	if (status != 0)
		gos_fatal("node %d did not take back the monitor this node owned",
			  GOS_GID_HOME(g->gid));
	__atomic_sub_fetch(&g->holders, 1, __ATOMIC_RELAXED);
}

/* t holds lo: make sure the node owns the home's monitor. */
static void claim(VmThread *t, GosObj *g)
{
	uint8_t status;

	for (;;) {
		pthread_mutex_lock(&own_mu);
		if (g->own & GOS_OWN_OWNED) {
			if (!(g->own & GOS_OWN_RECALL)) {
				pthread_mutex_unlock(&own_mu);
				GOS_COUNT(locks_local, 1);
				return;
			}
			g->own &= (uint8_t)~(GOS_OWN_OWNED | GOS_OWN_RECALL);
			pthread_mutex_unlock(&own_mu);
			give_back(t, g);
			continue;
		}
		g->own |= GOS_OWN_REQUESTING;
		pthread_mutex_unlock(&own_mu);
		__atomic_add_fetch(&g->holders, 1, __ATOMIC_RELAXED);   /* a GC root now */
		t->jstate = VM_TS_BLOCKED;
		gos_mon_call(t, g, GOS_MON_ENTER_NODE, 0, &status, true);
		t->jstate = VM_TS_RUNNABLE;
		if (status != 0)
			gos_fatal("node %d refused this node the ownership of a monitor",
				  GOS_GID_HOME(g->gid));
		pthread_mutex_lock(&own_mu);
		g->own = (uint8_t)((g->own & ~GOS_OWN_REQUESTING) | GOS_OWN_OWNED);
		pthread_mutex_unlock(&own_mu);
		GOS_COUNT(locks_remote, 1);
		return;
	}
}

/* If the home asked for the monitor back and nobody here holds lo, give
 * it back now (t has just left lo, or is the recaller). */
static void poll_recall(VmThread *t, GosObj *g, VmObject *lo)
{
	bool give = false;

	pthread_mutex_lock(&own_mu);
	if ((g->own & (GOS_OWN_OWNED | GOS_OWN_RECALL)) == (GOS_OWN_OWNED | GOS_OWN_RECALL) &&
	    vm_local_monitor_try_enter(t, lo)) {
		g->own &= (uint8_t)~(GOS_OWN_OWNED | GOS_OWN_RECALL);
		give = true;
	}
	pthread_mutex_unlock(&own_mu);
	if (give) {
		give_back(t, g);
		(void)vm_local_monitor_exit(t, lo);
	}
}

bool gos_owner_enter(VmThread *t, GosObj *g, VmObject *lo)
{
	if (vm_local_holds_lock(t, lo))
		return vm_local_monitor_enter(t, lo);   /* re-entry */
	if (!vm_local_monitor_enter(t, lo))
		return false;
	claim(t, g);
	return true;
}

bool gos_owner_exit(VmThread *t, GosObj *g, VmObject *lo)
{
	if (!vm_local_holds_lock(t, lo))
		return gos_not_owner(t);
	if (!vm_local_monitor_exit(t, lo))
		return false;
	if (!vm_local_holds_lock(t, lo))
		poll_recall(t, g, lo);
	return true;
}

bool gos_owner_wait(VmThread *t, GosObj *g, VmObject *lo, int64_t millis)
{
	uint8_t status;
	uint32_t count = 0, i;

	if (!vm_local_holds_lock(t, lo))
		return gos_not_owner(t);
	if (vm_thread_interrupted(t, true)) {
		vm_throw(t, "java/lang/InterruptedException", NULL);
		return false;
	}
	GOS_COUNT(waits, 1);
	/* t holds lo, so the node owns the monitor; its proxy takes that hold
	 * over when WAIT_NODE arrives. A thread here that takes lo meanwhile
	 * and asks for the monitor waits at the home until then. */
	pthread_mutex_lock(&own_mu);
	g->own &= (uint8_t)~(GOS_OWN_OWNED | GOS_OWN_RECALL);
	pthread_mutex_unlock(&own_mu);
	gos_release(t);
	while (vm_local_holds_lock(t, lo)) {
		(void)vm_local_monitor_exit(t, lo);
		count++;
	}
	t->jstate = millis > 0 ? VM_TS_TIMED_WAITING : VM_TS_WAITING;
	gos_mon_call(t, g, GOS_MON_WAIT_NODE, millis, &status, false);
	t->jstate = VM_TS_RUNNABLE;
	__atomic_sub_fetch(&g->holders, 1, __ATOMIC_RELAXED);
	if (status == 2)
		gos_fatal("node %d did not hand a monitor to a waiting thread",
			  GOS_GID_HOME(g->gid));
	for (i = 0; i < count; i++)
		(void)vm_local_monitor_enter(t, lo);
	claim(t, g);
	if (status == 1) {
		(void)vm_thread_interrupted(t, true);
		vm_throw(t, "java/lang/InterruptedException", NULL);
		return false;
	}
	return true;
}

bool gos_owner_notify(VmThread *t, GosObj *g, VmObject *lo, bool all)
{
	uint8_t status;

	if (!vm_local_holds_lock(t, lo))
		return gos_not_owner(t);
	gos_mon_call(t, g, all ? GOS_MON_NOTIFY_ALL_NODE : GOS_MON_NOTIFY_NODE, 0, &status, false);
	return true;
}

/* ------------------------------------------------------------ recalls */

typedef struct Recall {
	uint64_t gid;
	struct Recall *next;
} Recall;

static pthread_mutex_t rq_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t rq_cv = PTHREAD_COND_INITIALIZER;
static Recall *rq_first, *rq_last;

/* A RECALL came (the service thread, which must not block: the work is
 * the recaller's). */
void gos_owner_recall(uint64_t gid)
{
	Recall *r = calloc(1, sizeof *r);

	if (!r)
		gos_fatal("out of memory for a monitor recall");
	r->gid = gid;
	pthread_mutex_lock(&rq_mu);
	if (rq_last)
		rq_last->next = r;
	else
		rq_first = r;
	rq_last = r;
	pthread_cond_signal(&rq_cv);
	pthread_mutex_unlock(&rq_mu);
}

static void recall_one(VmThread *t, uint64_t gid)
{
	GosObj *g;
	bool asked;

	/* owned or asked for, the copy is a root (holders), so g stays */
	pthread_mutex_lock(&gos_space.os_mu);
	g = gos_obj_by_gid(gid);
	pthread_mutex_unlock(&gos_space.os_mu);
	if (!g || gos_is_mon_home(g))
		return;
	pthread_mutex_lock(&own_mu);
	asked = (g->own & (GOS_OWN_OWNED | GOS_OWN_REQUESTING)) != 0;
	if (asked)
		g->own |= GOS_OWN_RECALL;
	pthread_mutex_unlock(&own_mu);
	if (asked)
		poll_recall(t, g, gos_monitor_object(g->obj));
}

void gos_recaller_main(VmThread *t, void *arg)
{
	(void)arg;
	vm_mutex_lock(t, &rq_mu);
	for (;;) {
		Recall *r;
		while (!rq_first)
			vm_cond_wait(t, &rq_cv, &rq_mu, NULL);
		r = rq_first;
		rq_first = r->next;
		if (!rq_first)
			rq_last = NULL;
		pthread_mutex_unlock(&rq_mu);
		recall_one(t, r->gid);
		free(r);
		vm_mutex_lock(t, &rq_mu);
	}
}

/* ------------------------------------------------------------ home side */

/* lock.c: t is about to block on o's monitor, held for node `node`; and a
 * grant that found threads waiting (t the granting proxy). Ask the node
 * for it back. */
void gos_owner_contended(VmThread *t, VmObject *o, unsigned node)
{
	GosObj *g;
	uint64_t gid = 0;
	GosBuf b;

	pthread_mutex_lock(&gos_space.os_mu);
	g = gos_obj_of(gos_identity(o));
	if (g && gos_is_mon_home(g))
		gid = g->gid;
	pthread_mutex_unlock(&gos_space.os_mu);
	/* a proxy entering for that node waits for a hold the node is
	 * handing over (a wait's WAIT_NODE still on its way: the node asks
	 * only when it does not own the monitor); no need to ask */
	if (!gid || (int)node >= gos_space.nodes || (int)node == gos_space.self ||
	    gos_proxy_node_entering(t) == (int)node)
		return;
	gos_buf_init(&b);
	gos_put_u32(&b, 0);
	gos_put_u64(&b, gid);
	(void)gos_send_to(t, (int)node, GOS_OS_RECALL, &b);
	gos_buf_free(&b);
}
