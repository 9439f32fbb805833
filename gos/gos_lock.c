/*
 * gos_lock.c -- distributed monitors, volatiles and compare-and-set of
 * shared objects.
 *
 * Monitors. The lock of a shared object is its home's ordinary monitor
 * (lock.c). A thread at the home uses it directly. A thread elsewhere
 * sends MON requests; at the home a proxy thread -- one per remote thread,
 * created on its first request -- performs them on the monitor: enter,
 * exit, wait (which releases and re-acquires it, with lock.c's FIFO wait
 * set, timeouts and notification rules), notify. So the home's own threads
 * and every remote thread contend on one monitor with one set of rules. A
 * remote thread keeps the recursion count of its held monitors itself
 * (GosThread.held) and asks the home only for the outermost enter/exit.
 * With lock ownership caching (-Xgos:lockcache=on, the default) a remote
 * monitor is held by the thread's node instead, and its threads re-enter
 * it without messages (gos_owner.c); the proxies then perform the node's
 * ENTER_NODE, EXIT_NODE, WAIT_NODE and NOTIFY_NODE below.
 *
 * Consistency around the monitor (gos_hlrc.c): before its exit request a
 * remote thread releases (its node's diffs acknowledged by their homes);
 * after the grant it acquires (invalidates its node's copies) unless the
 * home says its own node released the monitor last -- then nothing new can
 * be learnt through it. The home records in last_owner which node released
 * last, and a home thread that enters after a remote release acquires too.
 * A proxy releases its home node's writes before it answers a grant, so a
 * home thread's writes reach the other homes before a remote thread can
 * see them through the monitor.
 *
 * Write notices (acquire=notices): a release hands on this node's vector
 * (gos_rel_put) with the exit or wait request, and the home merges it
 * into the monitor's; a grant answers with the monitor's vector and the
 * home's own notices the requester lacks (gos_sync_put), which the
 * acquire then applies (gos_acquire).
 *
 * Volatiles are read and written at the home (VOL); a write releases
 * first, a read acquires after unless the last volatile writer was this
 * node. CAS is the same at the home (CAS), with both meanings.
 *
 * An interrupt of a remote thread waiting in Object.wait: the waiting
 * thread notices its flag while it waits for the answer and sends INTR
 * with the rid of its wait request; the home's service thread interrupts
 * the proxy if it is in that wait, or leaves the rid for the proxy to find
 * when it begins it (proxy_wait). The wait then ends with
 * InterruptedException, reported back as status 1.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "gos_space.h"

static uint32_t off_interrupted;

static GosObj *record(VmObject *o)
{
	GosObj *g;

	pthread_mutex_lock(&gos_space.os_mu);
	g = gos_obj_of(o);
	pthread_mutex_unlock(&gos_space.os_mu);
	return g;
}

static GosHeld *held_find(GosThread *gt, GosObj *g)
{
	GosHeld *h;

	for (h = gt->held; h; h = h->next)
		if (h->o == g)
			return h;
	return NULL;
}

static void held_drop(GosThread *gt, GosHeld *h)
{
	GosHeld **pp;

	for (pp = &gt->held; *pp; pp = &(*pp)->next)
		if (*pp == h) {
			*pp = h->next;
			__atomic_sub_fetch(&h->o->holders, 1, __ATOMIC_RELAXED);
			free(h);
			return;
		}
}

bool gos_not_owner(VmThread *t)
{
	vm_throw(t, "java/lang/IllegalMonitorStateException", "current thread is not owner");
	return false;
}

typedef struct MonArg {
	const GosBuf *req;        /* the request, its rid already written */
	bool sent;
} MonArg;

/* While a remote wait is pending: forward an interrupt once, naming the
 * wait request it is for (its rid), so that the proxy cannot take it for
 * a stale one if it arrives before the proxy has begun that wait. */
static void wait_interrupt(VmThread *t, int node, void *arg)
{
	MonArg *m = arg;

	if (m->sent || !vm_thread_interrupted(t, false))
		return;
	m->sent = true;
	gos_send_intr(t, node, m->req, GOS_INTR_INTERRUPT);
}

void gos_send_intr(VmThread *t, int node, const GosBuf *req, uint8_t why)
{
	GosBuf b;
	const uint8_t *d = req->data;

	gos_buf_init(&b);
	gos_put_u64(&b, gos_thread_data(t)->id);
	gos_put_u32(&b, (uint32_t)d[0] | (uint32_t)d[1] << 8 | (uint32_t)d[2] << 16 |
			(uint32_t)d[3] << 24);
	gos_put_u8(&b, why);
	(void)gos_send_to(t, node, GOS_OS_INTR, &b);
	gos_buf_free(&b);
}

/* Acquire what the home of g handed on with the last release of it, at
 * the home itself (a home thread after a remote release). */
void gos_acquire_home(VmThread *t, GosObj *g)
{
	uint64_t *v = gos_sync_copy(g);

	if (!v) {   /* nothing released through g yet: nothing to drop */
		v = gos_vec_new();
		memset(v, 0, (size_t)gos_space.nodes * sizeof *v);
	}
	gos_acquire(t, v, -1, NULL);
	free(v);
}

/* t has taken o's monitor at its home: acquire what the last release of
 * it by another node handed on. g is o's record as t began to enter or
 * wait; NULL if o was not exported then, which it may be now -- and
 * another node may have held the monitor while t waited for it. */
static void home_entered(VmThread *t, VmObject *o, GosObj *g)
{
	int lo;

	if (!g)
		g = record(gos_identity(o));
	if (!g || !gos_is_mon_home(g))
		return;
	lo = __atomic_load_n(&g->last_owner, __ATOMIC_ACQUIRE);
	if (lo >= 0 && lo != gos_space.self)
		gos_acquire_home(t, g);
}

/* vm_sync_hooks.monitor_entered: the local path took the monitor of an
 * object that was not shared when it began (lock.c) */
static void mon_entered(VmThread *t, VmObject *o)
{
	home_entered(t, o, NULL);
}

/* The answer's sync: acquire it unless the home said nothing new can be
 * learnt (skip). */
static void acquire_answer(VmThread *t, int home, GosReader *r, bool skip)
{
	uint64_t *vec = NULL;
	GosReader notices;

	if (!gos_sync_get(r, &vec, &notices) || gos_reader_finish(r) != GOS_OK)
		gos_fatal("node %d sent a malformed synchronisation answer", home);
	if (!skip)
		gos_acquire(t, vec, home, &notices);
	free(vec);
}

/* The MON operations that release the monitor for the requesting node. */
static bool mon_releases(uint8_t op)
{
	return op == GOS_MON_EXIT || op == GOS_MON_WAIT || op == GOS_MON_EXIT_NODE ||
	       op == GOS_MON_WAIT_NODE;
}

/* A MON request's layout (gos_mon_decode reads it), rid 0 until gos_call
 * sets one; a release (exit, wait) carries this node's vector. */
static void mon_put(GosBuf *b, uint64_t thread, uint64_t gid, uint8_t op, int64_t millis, uint64_t from)
{
	gos_buf_init(b);
	gos_put_u32(b, 0);
	gos_put_u64(b, thread);
	gos_put_u64(b, gid);
	gos_put_u8(b, op);
	gos_put_u64(b, (uint64_t)millis);
	gos_rel_put(b, mon_releases(op));
	gos_put_u64(b, from);
}

/* The MON request for g, whose home now has a proxy for t (gos_proxy_bye). */
static void mon_request(GosBuf *b, VmThread *t, GosObj *g, uint8_t op, int64_t millis)
{
	GosThread *gt = gos_thread_data(t);
	int home = GOS_GID_HOME(g->gid);

	if (home >= 0 && home / 64 < gt->homes_words)
		gt->proxy_homes[home / 64] |= 1ull << (home % 64);
	mon_put(b, gt->id, g->gid, op, millis, gos_sync_from(home));
}

/* A MON request for g to its home; *status from the answer. A release
 * (exit, wait) sends this node's vector; an enter or a wait acquires what
 * the answer hands on. */
bool gos_mon_call(VmThread *t, GosObj *g, uint8_t op, int64_t millis, uint8_t *status,
		  bool acquire)
{
	GosBuf b;
	uint8_t *rep = NULL;
	size_t n = 0;
	GosStatus st;
	GosReader r;
	MonArg m = { &b, false };
	int home = GOS_GID_HOME(g->gid);
	bool skip;

	mon_request(&b, t, g, op, millis);
	st = gos_call(t, home, GOS_OS_MON, &b, &rep, &n,
		      op == GOS_MON_WAIT || op == GOS_MON_WAIT_NODE ? wait_interrupt : NULL, &m);
	gos_buf_free(&b);
	if (st != GOS_OK)
		gos_fatal("monitor request to node %d failed: %s", home, gos_status_str(st));
	gos_reader_init(&r, rep, n);
	*status = gos_get_u8(&r);
	skip = gos_get_u8(&r) != 0;
	if (r.failed)
		gos_fatal("node %d sent a malformed monitor answer", home);
	if (acquire)
		acquire_answer(t, home, &r, skip);
	free(rep);
	return true;
}

/* The EXIT request, sent without waiting for an answer (its rid is 0):
 * the release's diffs are acknowledged already, this thread's next
 * request for g goes to the same proxy behind it, and another node's
 * grant waits for the proxy's exit of the home monitor anyway. */
static void mon_exit_send(VmThread *t, GosObj *g)
{
	GosBuf b;
	int home = GOS_GID_HOME(g->gid);
	GosStatus st;

	mon_request(&b, t, g, GOS_MON_EXIT, 0);
	st = gos_send_to(t, home, GOS_OS_MON, &b);
	gos_buf_free(&b);
	if (st != GOS_OK)
		gos_fatal("monitor exit to node %d failed: %s", home, gos_status_str(st));
}

static bool mon_enter(VmThread *t, VmObject *o)
{
	GosObj *g = record(gos_identity(o));
	GosThread *gt;
	GosHeld *h;
	uint8_t status;

	if (!g || gos_is_mon_home(g)) {
		if (!vm_local_monitor_enter(t, o))
			return false;
		if (g)
			GOS_COUNT(locks_local, 1);
		home_entered(t, o, g);
		return true;
	}
	if (gos_space.opt.lockcache)
		return gos_owner_enter(t, g, o);
	gt = gos_thread_data(t);
	h = held_find(gt, g);
	if (h) {
		h->count++;
		return true;
	}
	h = calloc(1, sizeof *h);
	if (!h) {
		vm_throw_object(t, vm_wk.oom);
		return false;
	}
	t->jstate = VM_TS_BLOCKED;
	gos_mon_call(t, g, GOS_MON_ENTER, 0, &status, true);
	t->jstate = VM_TS_RUNNABLE;
	h->o = g;
	h->count = 1;
	__atomic_add_fetch(&g->holders, 1, __ATOMIC_RELAXED);   /* a GC root now */
	h->next = gt->held;
	gt->held = h;
	GOS_COUNT(locks_remote, 1);
	return true;
}

static bool mon_exit(VmThread *t, VmObject *o)
{
	GosObj *g = record(gos_identity(o));
	GosThread *gt;
	GosHeld *h;

	if (!g || gos_is_mon_home(g)) {
		if (g && vm_holds_lock(t, o))
			__atomic_store_n(&g->last_owner, gos_space.self, __ATOMIC_RELEASE);
		return vm_local_monitor_exit(t, o);
	}
	if (gos_space.opt.lockcache)
		return gos_owner_exit(t, g, o);
	gt = gos_thread_data(t);
	h = held_find(gt, g);
	if (!h)
		return gos_not_owner(t);
	if (--h->count > 0)
		return true;
	gos_release(t);
	mon_exit_send(t, g);
	held_drop(gt, h);
	return true;
}

static bool mon_wait(VmThread *t, VmObject *o, int64_t millis)
{
	GosObj *g = record(gos_identity(o));
	uint8_t status;
	bool ok;

	if (!g || gos_is_mon_home(g)) {
		if (g && vm_holds_lock(t, o))
			__atomic_store_n(&g->last_owner, gos_space.self, __ATOMIC_RELEASE);
		ok = vm_local_monitor_wait(t, o, millis);
		home_entered(t, o, g);
		return ok;
	}
	if (millis < 0) {
		vm_throw(t, "java/lang/IllegalArgumentException", "timeout value is negative");
		return false;
	}
	if (gos_space.opt.lockcache)
		return gos_owner_wait(t, g, o, millis);
	if (!held_find(gos_thread_data(t), g))
		return gos_not_owner(t);
	if (vm_thread_interrupted(t, true)) {
		vm_throw(t, "java/lang/InterruptedException", NULL);
		return false;
	}
	GOS_COUNT(waits, 1);
	gos_release(t);
	t->jstate = millis > 0 ? VM_TS_TIMED_WAITING : VM_TS_WAITING;
	gos_mon_call(t, g, GOS_MON_WAIT, millis, &status, true);
	t->jstate = VM_TS_RUNNABLE;
	if (status == 1) {
		(void)vm_thread_interrupted(t, true);
		vm_throw(t, "java/lang/InterruptedException", NULL);
		return false;
	}
	return true;
}

static bool mon_notify(VmThread *t, VmObject *o, bool all)
{
	GosObj *g = record(gos_identity(o));
	uint8_t status;

	if (!g || gos_is_mon_home(g))
		return vm_local_monitor_notify(t, o, all);
	if (gos_space.opt.lockcache)
		return gos_owner_notify(t, g, o, all);
	if (!held_find(gos_thread_data(t), g))
		return gos_not_owner(t);
	gos_mon_call(t, g, all ? GOS_MON_NOTIFY_ALL : GOS_MON_NOTIFY, 0, &status, false);
	return true;
}

int gos_holds_lock(VmThread *t, VmObject *o)
{
	GosObj *g = record(gos_identity(o));

	if (!g || gos_is_mon_home(g))
		return -1;
	if (gos_space.opt.lockcache)
		return vm_local_holds_lock(t, o);
	return held_find(gos_thread_data(t), g) != NULL;
}

/* --------------------------------------------------------- proxies */

typedef struct ProxyReq {
	uint8_t *p;
	size_t n;
	struct ProxyReq *next;
} ProxyReq;

typedef struct Proxy {
	int node;
	uint64_t thread;
	VmThread *vt;             /* set by the proxy itself */
	VmObject *jthread;
	uint32_t wait_rid;        /* the wait request it is in (0: none) */
	uint32_t intr_rid;        /* the wait request the last INTR named */
	int held;                 /* monitors it holds for the thread (ENTER..EXIT);
	                           * only the proxy itself reads and writes it */
	pthread_mutex_t mu;
	pthread_cond_t cv;
	ProxyReq *first, *last;
	struct Proxy *next;
} Proxy;

static pthread_mutex_t proxy_mu = PTHREAD_MUTEX_INITIALIZER;
static Proxy *proxies;

static Proxy *proxy_find(int node, uint64_t thread)
{
	Proxy *p;

	for (p = proxies; p; p = p->next)
		if (p->node == node && p->thread == thread)
			return p;
	return NULL;
}

int gos_lost_monitors(int node, char *names, size_t cap)
{
	VmThread *vts[256];
	VmObject **objs;
	Proxy *px;
	size_t no = 0, i;
	int nv = 0, held = 0, k;

	/* held throughout: a proxy that retires (BYE) unlinks itself under
	 * proxy_mu before its VmThread goes */
	if (!gos_lock_soon(&proxy_mu))
		return -1;
	for (px = proxies; px && nv < 256; px = px->next)
		if (px->node == node && px->vt)
			vts[nv++] = px->vt;
	if (nv == 0) {
		pthread_mutex_unlock(&proxy_mu);
		return 0;
	}
	if (!gos_lock_soon(&gos_space.os_mu)) {
		pthread_mutex_unlock(&proxy_mu);
		return -1;
	}
	objs = malloc((gos_space.count ? gos_space.count : 1) * sizeof *objs);
	for (i = 0; objs && i < gos_space.nbuckets; i++) {
		GosObj *g;
		for (g = gos_space.by_gid[i]; g && no < gos_space.count; g = g->gid_next)
			if (gos_is_mon_home(g))
				objs[no++] = gos_monitor_object(g->obj);
	}
	pthread_mutex_unlock(&gos_space.os_mu);
	if (!objs) {
		pthread_mutex_unlock(&proxy_mu);
		return -1;
	}
	/* the proxies hold what the lost node's threads held, as local
	 * monitors of this node */
	for (i = 0; i < no; i++)
		for (k = 0; k <= nv; k++)
			if (objs[i] && (k == nv ? vm_monitor_held_by(objs[i], VM_MONITOR_FOREIGN(node)) :
					vm_holds_lock(vts[k], objs[i]))) {
				held++;
				gos_name_add(names, cap, objs[i]->clazz == vm_wk.clazz ?
					     vm_class_of_object(objs[i]) : objs[i]->clazz,
					     objs[i]->clazz == vm_wk.clazz);
				break;
			}
	pthread_mutex_unlock(&proxy_mu);
	free(objs);
	return held;
}

/* The answer to a MON request; the home's notices go with it only when
 * the requester will acquire them (not for a notify, nor when it released
 * the monitor last: skip). */
static void proxy_answer(int node, uint32_t rid, uint8_t status, bool skip, bool acquires,
			 GosObj *g, uint64_t from)
{
	GosBuf b;

	gos_buf_init(&b);
	gos_put_u8(&b, status);
	gos_put_u8(&b, skip);
	gos_sync_put(&b, g, node, from, acquires && !skip);
	gos_reply(node, rid, &b);
	gos_buf_free(&b);
}

/* Sets a proxy's interrupt flag (its Thread object's field, which the
 * proxy's own wait reads) and wakes it. */
static void interrupt_proxy(VmThread *t, VmObject *jt)
{
	if (!off_interrupted) {
		VmField *f = vm_find_field(vm_wk.thread, vm_symbol("interrupted"), vm_symbol("Z"));
		off_interrupted = f ? f->offset : 0;
	}
	if (off_interrupted)
		__atomic_store_n((uint8_t *)jt + off_interrupted, 1, __ATOMIC_SEQ_CST);
	vm_thread_interrupt(t, jt);
}

/*
 * The proxy's wait for the remote thread's wait request rid. An INTR for
 * rid may come before the proxy gets here (the request was still in its
 * queue): it is remembered in intr_rid and the wait then ends at once. An
 * interrupt left over from an earlier wait is cleared first.
 */
static void proxy_wait_begin(VmThread *t, Proxy *px, uint32_t rid)
{
	bool early;

	(void)vm_thread_interrupted(t, true);
	pthread_mutex_lock(&px->mu);
	px->wait_rid = rid;
	early = px->intr_rid == rid;
	pthread_mutex_unlock(&px->mu);
	if (early)
		interrupt_proxy(t, px->jthread);
}

static void proxy_wait_end(Proxy *px)
{
	pthread_mutex_lock(&px->mu);
	px->wait_rid = 0;
	pthread_mutex_unlock(&px->mu);
}

static bool proxy_wait(VmThread *t, Proxy *px, uint32_t rid, VmObject *o, int64_t millis)
{
	bool ok;

	proxy_wait_begin(t, px, rid);
	ok = vm_local_monitor_wait(t, o, millis);
	proxy_wait_end(px);
	return ok;
}

static void proxy_do(VmThread *t, Proxy *px, const uint8_t *p, size_t n)
{
	GosMonReq m;
	uint32_t rid;
	uint8_t op, status = 0;
	int64_t millis;
	uint64_t from, *vec;
	GosObj *g;
	VmObject *o;
	bool ok = true, vok, contended = false;

	vec = gos_vec_new();
	m.vec = vec;
	vok = gos_mon_decode(p, n, gos_space.nodes, &m);
	rid = m.rid;
	op = m.op;
	millis = m.millis;
	from = m.from;
	pthread_mutex_lock(&gos_space.os_mu);
	g = vok ? gos_obj_by_gid(m.gid) : NULL;
	pthread_mutex_unlock(&gos_space.os_mu);
	if (!g || !gos_is_mon_home(g) || millis < 0) {
		free(vec);
		if (rid != 0)
			proxy_answer(px->node, rid, 2, false, false, NULL, 0);
		return;
	}
	o = gos_monitor_object(g->obj);
	if (mon_releases(op))
		gos_sync_merge(g, vec);  /* what the releaser hands on */
	free(vec);
	switch (op) {
	case GOS_MON_ENTER:
		ok = vm_local_monitor_enter(t, o);
		gos_release(t);     /* this node's writes before the grant */
		if (ok)
			px->held++;
		break;
	case GOS_MON_ENTER_NODE:
		/* as ENTER, and the hold becomes the node's; threads already
		 * waiting to enter make the home ask for it back at once */
		gos_thread_data(t)->node_enter = true;
		ok = vm_local_monitor_enter(t, o);
		gos_thread_data(t)->node_enter = false;
		gos_release(t);
		if (ok) {
			int c = vm_monitor_transfer(t, o, t->id, VM_MONITOR_FOREIGN(px->node));
			ok = c >= 0;
			contended = c > 0;
		}
		break;
	case GOS_MON_EXIT_NODE:
		__atomic_store_n(&g->last_owner, px->node, __ATOMIC_RELEASE);
		ok = vm_monitor_release_foreign(o, VM_MONITOR_FOREIGN(px->node));
		break;
	case GOS_MON_WAIT_NODE:
		/* the node's hold becomes this proxy's, which waits; afterwards
		 * the monitor is left free and the thread's node asks for it
		 * again (it may own it again meanwhile) */
		if (vm_monitor_transfer(t, o, VM_MONITOR_FOREIGN(px->node), t->id) < 0) {
			ok = false;
			break;
		}
		__atomic_store_n(&g->last_owner, px->node, __ATOMIC_RELEASE);
		ok = proxy_wait(t, px, rid, o, millis);
		if (!ok && t->exception && vm_instance_of(t->exception,
				vm_load_class(t, "java/lang/InterruptedException")))
			status = 1;
		/* no store to last_owner: this exit hands on nothing, and a
		 * home thread's writes since the wait must not look like
		 * the node's own (its next grant would skip the acquire) */
		if (vm_local_holds_lock(t, o))
			(void)vm_local_monitor_exit(t, o);
		break;
	case GOS_MON_NOTIFY_NODE:
	case GOS_MON_NOTIFY_ALL_NODE:
		ok = vm_monitor_notify_as(t, o, VM_MONITOR_FOREIGN(px->node),
					  op == GOS_MON_NOTIFY_ALL_NODE);
		break;
	case GOS_MON_EXIT:
		__atomic_store_n(&g->last_owner, px->node, __ATOMIC_RELEASE);
		ok = vm_local_monitor_exit(t, o);
		if (ok && px->held > 0)
			px->held--;
		break;
	case GOS_MON_WAIT:
		__atomic_store_n(&g->last_owner, px->node, __ATOMIC_RELEASE);
		ok = proxy_wait(t, px, rid, o, millis);
		if (!ok && t->exception && vm_instance_of(t->exception,
				vm_load_class(t, "java/lang/InterruptedException")))
			status = 1;
		gos_release(t);
		break;
	case GOS_MON_NOTIFY:
	case GOS_MON_NOTIFY_ALL:
		ok = vm_local_monitor_notify(t, o, op == GOS_MON_NOTIFY_ALL);
		break;
	default:
		ok = false;
	}
	if (!ok && status == 0)
		status = 2;
	t->exception = NULL;
	if (rid != 0)   /* else an EXIT sent without waiting (mon_exit_send) */
		proxy_answer(px->node, rid, status,
			     __atomic_load_n(&g->last_owner, __ATOMIC_ACQUIRE) == px->node,
			     op == GOS_MON_ENTER || op == GOS_MON_WAIT ||
			     op == GOS_MON_ENTER_NODE, g, from);
	if (contended)
		gos_owner_contended(t, o, (unsigned)px->node);
}

/* The thread this proxy stands in for has ended (BYE, after all its
 * requests): unless the proxy still holds a monitor for it, or something
 * was queued after all, unlink it (nobody can find it then: requests and
 * interrupts look it up and use it under proxy_mu) and free it; its
 * thread then ends. */
static bool proxy_retire(VmThread *t, Proxy *px)
{
	Proxy **pp;

	if (px->held > 0)
		return false;
	vm_mutex_lock(t, &proxy_mu);
	pthread_mutex_lock(&px->mu);
	if (px->first) {
		pthread_mutex_unlock(&px->mu);
		pthread_mutex_unlock(&proxy_mu);
		return false;
	}
	for (pp = &proxies; *pp && *pp != px; pp = &(*pp)->next)
		;
	if (*pp)
		*pp = px->next;
	pthread_mutex_unlock(&px->mu);
	pthread_mutex_unlock(&proxy_mu);
	pthread_mutex_destroy(&px->mu);
	pthread_cond_destroy(&px->cv);
	free(px);
	GOS_COUNT(proxies_retired, 1);
	return true;
}

static void proxy_main(VmThread *t, void *arg)
{
	Proxy *px = arg;

	px->jthread = vm_new_object(t, vm_wk.thread);
	if (!px->jthread)
		gos_fatal("cannot create a monitor proxy thread");
	VM_OBJ_FIELD(int64_t, px->jthread, vm_wk.thread_vmthread) = (int64_t)(intptr_t)t;
	t->jthread = px->jthread;
	gos_thread_data(t)->proxy_for = px->node + 1;
	pthread_mutex_lock(&px->mu);
	px->vt = t;
	for (;;) {
		ProxyReq *q;
		while (!px->first)
			vm_cond_wait(t, &px->cv, &px->mu, NULL);
		q = px->first;
		px->first = q->next;
		if (!px->first)
			px->last = NULL;
		pthread_mutex_unlock(&px->mu);
		if (gos_mon_op(q->p, q->n) == GOS_MON_BYE) {
			free(q->p);
			free(q);
			if (proxy_retire(t, px))
				return;
		} else {
			proxy_do(t, px, q->p, q->n);
			free(q->p);
			free(q);
		}
		vm_mutex_lock(t, &px->mu);
	}
}

void gos_proxy_bye(VmThread *t)
{
	GosThread *gt = gos_thread_data(t);
	GosBuf b;
	int n;

	for (n = 0; n < gos_space.nodes && n / 64 < gt->homes_words; n++) {
		if (n == gos_space.self || !(gt->proxy_homes[n / 64] & (1ull << (n % 64))))
			continue;
		mon_put(&b, gt->id, 0, GOS_MON_BYE, 0, 0);
		(void)gos_send_to(t, n, GOS_OS_MON, &b);   /* a lost node has no proxies left to free */
		gos_buf_free(&b);
	}
}

int gos_proxy_node_entering(VmThread *t)
{
	GosThread *gt = t->gos;

	return gt && gt->node_enter ? gt->proxy_for - 1 : -1;
}

void gos_proxy_request(int src, const uint8_t *p, size_t n)
{
	GosReader r;
	uint64_t thread;
	Proxy *px;
	ProxyReq *q;
	bool fresh = false;

	gos_reader_init(&r, p, n);
	(void)gos_get_u32(&r);
	thread = gos_get_u64(&r);
	if (r.failed)
		return;
	q = calloc(1, sizeof *q);
	if (!q || !(q->p = malloc(n ? n : 1)))
		gos_fatal("out of memory for a monitor request");
	memcpy(q->p, p, n);
	q->n = n;
	pthread_mutex_lock(&proxy_mu);
	px = proxy_find(src, thread);
	if (!px && gos_mon_op(p, n) == GOS_MON_BYE) {
		/* no proxy (none was needed, or it never started) */
		pthread_mutex_unlock(&proxy_mu);
		free(q->p);
		free(q);
		return;
	}
	if (!px) {
		px = calloc(1, sizeof *px);
		if (!px)
			gos_fatal("out of memory for a monitor proxy");
		px->node = src;
		px->thread = thread;
		pthread_mutex_init(&px->mu, NULL);
		pthread_cond_init(&px->cv, NULL);
		px->next = proxies;
		proxies = px;
		fresh = true;
	}
	/* queued under proxy_mu: a proxy retiring takes it too, so it
	 * cannot go between being found here and getting the request */
	pthread_mutex_lock(&px->mu);
	if (px->last)
		px->last->next = q;
	else
		px->first = q;
	px->last = q;
	pthread_cond_signal(&px->cv);
	pthread_mutex_unlock(&px->mu);
	pthread_mutex_unlock(&proxy_mu);
	if (fresh && !gos_spawn("monitor proxy", proxy_main, px))
		gos_fatal("cannot start a monitor proxy thread");
	if (fresh)
		GOS_COUNT(proxies, 1);
}

void gos_proxy_interrupt(VmThread *t, int src, uint64_t thread, uint32_t rid)
{
	Proxy *px;
	VmObject *jt;

	pthread_mutex_lock(&proxy_mu);
	px = proxy_find(src, thread);
	if (!px || rid == 0) {
		pthread_mutex_unlock(&proxy_mu);
		return;
	}
	/* Under px->mu, so that the proxy cannot have left wait rid and begun
	 * another before the interrupt lands; under proxy_mu, so that it
	 * cannot retire meanwhile. */
	pthread_mutex_lock(&px->mu);
	px->intr_rid = rid;
	jt = px->vt && px->wait_rid == rid ? px->jthread : NULL;
	if (jt)
		interrupt_proxy(t, jt);
	pthread_mutex_unlock(&px->mu);
	pthread_mutex_unlock(&proxy_mu);
}

/* ------------------------------------------------- volatiles and CAS */

static size_t type_width(char type)
{
	switch (type) {
	case 'B': case 'Z': return 1;
	case 'C': case 'S': return 2;
	case 'I': case 'F': return 4;
	case 'J': case 'D': return 8;
	default: return sizeof(void *);
	}
}

static bool is_ref_type(char type)
{
	return type == 'L' || type == '[';
}

static void atomic_rw(VmObject *o, size_t off, size_t w, bool write, void *val)
{
	void *a = (char *)o + off;

	switch (w) {
	case 1:
		if (write) __atomic_store_n((uint8_t *)a, *(uint8_t *)val, __ATOMIC_SEQ_CST);
		else *(uint8_t *)val = __atomic_load_n((uint8_t *)a, __ATOMIC_SEQ_CST);
		break;
	case 2:
		if (write) __atomic_store_n((uint16_t *)a, *(uint16_t *)val, __ATOMIC_SEQ_CST);
		else *(uint16_t *)val = __atomic_load_n((uint16_t *)a, __ATOMIC_SEQ_CST);
		break;
	case 4:
		if (write) __atomic_store_n((uint32_t *)a, *(uint32_t *)val, __ATOMIC_SEQ_CST);
		else *(uint32_t *)val = __atomic_load_n((uint32_t *)a, __ATOMIC_SEQ_CST);
		break;
	default:
		if (write) __atomic_store_n((uint64_t *)a, *(uint64_t *)val, __ATOMIC_SEQ_CST);
		else *(uint64_t *)val = __atomic_load_n((uint64_t *)a, __ATOMIC_SEQ_CST);
		break;
	}
}

/* The value of a field of width w in val as a u64 or a reference. */
static void put_value(GosBuf *b, char type, const void *val)
{
	uint64_t v = 0;

	if (is_ref_type(type)) {
		gos_ref_encode(b, *(VmObject *const *)val);
		return;
	}
	memcpy(&v, val, type_width(type));
	gos_put_u64(b, v);
}

static bool get_value(VmThread *t, GosReader *r, char type, void *val)
{
	if (is_ref_type(type)) {
		bool ok;
		*(VmObject **)val = gos_ref_decode(t, r, &ok);
		return ok;
	} else {
		uint64_t v = gos_get_u64(r);
		memcpy(val, &v, type_width(type));
		return !r->failed;
	}
}

static bool local_cas(VmObject *o, size_t off, int size, const void *expect, const void *update)
{
	void *a = (char *)o + off;

	if (size == 4) {
		uint32_t e = *(const uint32_t *)expect;
		return __atomic_compare_exchange_n((uint32_t *)a, &e, *(const uint32_t *)update, false,
						   __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
	} else {
		uint64_t e = 0, u = 0;
		memcpy(&e, expect, (size_t)size);
		memcpy(&u, update, (size_t)size);
		if (size == 8)
			return __atomic_compare_exchange_n((uint64_t *)a, &e, u, false,
							   __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
		return __atomic_compare_exchange_n((uint32_t *)a, (uint32_t *)&e, (uint32_t)u, false,
						   __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
	}
}

/*
 * May a reader on `node`, having just read a volatile field or CAS target
 * of home object g, skip its acquire? Only if its own node wrote last. A
 * volatile write records its node before it stores the value; a CAS can
 * only record its node after the swap has succeeded, so between the two
 * the value is new and the recorded writer old: cas_busy counts the CASes
 * in that window, and a reader that sees one acquires. (The reader reads
 * the value first, the CAS counts itself before its swap.) `own`: the
 * CASes of the reader itself in that window (a CAS is a reader too).
 */
static bool vol_reader_may_skip(GosObj *g, int node, uint32_t own)
{
	return __atomic_load_n(&g->last_vol_writer, __ATOMIC_SEQ_CST) == node &&
	       __atomic_load_n(&g->cas_busy, __ATOMIC_SEQ_CST) == own;
}

/*
 * The swap of a CAS at the home for a thread of `node`, with its writer
 * recorded if it succeeded; cas_busy covers the window between the two.
 * *skip: whether the CAS, a volatile read too, may skip its acquire --
 * decided after the swap (a volatile writer records itself before storing
 * the value this swap compared) and before recording ourselves.
 */
static bool home_cas(GosObj *g, VmObject *o, size_t off, int size, const void *expect,
		     const void *update, int node, bool *skip)
{
	bool swapped;

	if (!g) {
		*skip = true;
		return local_cas(o, off, size, expect, update);
	}
	__atomic_add_fetch(&g->cas_busy, 1, __ATOMIC_SEQ_CST);
	swapped = local_cas(o, off, size, expect, update);
	*skip = vol_reader_may_skip(g, node, 1);
	if (swapped)
		__atomic_store_n(&g->last_vol_writer, node, __ATOMIC_SEQ_CST);
	__atomic_sub_fetch(&g->cas_busy, 1, __ATOMIC_SEQ_CST);
	return swapped;
}

/* os_mu held: merge vec into g's vector (gos_sync_merge without the lock). */
static void vec_merge_locked(GosObj *g, const uint64_t *vec)
{
	if (!g->vec)
		g->vec = calloc((size_t)gos_space.nodes, sizeof *g->vec);
	if (!g->vec)
		gos_fatal("out of memory");
	gos_vec_max(g->vec, vec, gos_space.nodes);
}

/*
 * A volatile access is made where the object's home is: its home copy's
 * test and the access are one step under os_mu, so the home cannot move
 * away in between (a move takes os_mu: gos_hlrc.c). A home that moved
 * answers with a redirect and the access goes there.
 */
bool gos_volatile_access(VmThread *t, VmObject *o, size_t off, char type, bool write, void *val)
{
	GosObj *g = record(o);
	size_t w = type_width(type);
	unsigned hops = 0;

	GOS_COUNT(volatiles, 1);
	if (!g) {
		atomic_rw(o, off, w, write, val);
		return true;
	}
	/* the writes before a volatile write, released before it */
	if (write)
		gos_release(t);
	for (;;) {
		GosBuf b;
		uint8_t *rep = NULL;
		size_t n = 0;
		GosReader r;
		GosStatus st;
		int home;
		bool acq = false;
		uint8_t status;

		pthread_mutex_lock(&gos_space.os_mu);
		home = g->home;
		if (home == gos_space.self) {
			if (write) {
				/* the writer before the value: a reader that sees
				 * the value must not take the previous writer for
				 * the last one (and skip its acquire) */
				__atomic_store_n(&g->last_vol_writer, gos_space.self, __ATOMIC_RELEASE);
				atomic_rw(o, off, w, true, val);
			} else {
				int lw;
				atomic_rw(o, off, w, false, val);
				lw = __atomic_load_n(&g->last_vol_writer, __ATOMIC_SEQ_CST);
				acq = (lw >= 0 && lw != gos_space.self) ||
				      __atomic_load_n(&g->cas_busy, __ATOMIC_SEQ_CST) != 0;
			}
		}
		pthread_mutex_unlock(&gos_space.os_mu);
		if (home == gos_space.self) {
			if (acq)
				gos_acquire_home(t, g);
			return true;
		}
		gos_buf_init(&b);
		gos_put_u32(&b, 0);
		gos_put_u64(&b, g->gid);
		gos_put_u32(&b, (uint32_t)off);
		gos_put_u8(&b, (uint8_t)type);
		gos_put_u8(&b, write);
		if (write)
			put_value(&b, type, val);
		gos_rel_put(&b, write);
		gos_put_u64(&b, gos_sync_from(home));
		st = gos_call(t, home, GOS_OS_VOL, &b, &rep, &n, NULL, NULL);
		gos_buf_free(&b);
		if (st != GOS_OK)
			gos_fatal("volatile access at node %d failed: %s", home, gos_status_str(st));
		gos_reader_init(&r, rep, n);
		status = gos_get_u8(&r);
		if (status == 2) {
			gos_follow_redirect(t, g, &r, home, &hops);
			free(rep);
			continue;
		}
		if (status != 0)
			gos_fatal("node %d refused a volatile access to %s at offset %zu",
				  home, o->clazz->name, off);
		{
			bool skip = gos_get_u8(&r) != 0, ok = true;
			if (!write)
				ok = get_value(t, &r, type, val);
			if (ok)
				acquire_answer(t, home, &r, write || skip);
			free(rep);
			return ok;
		}
	}
}

/* Does a field of o of this type lie at off? (references: a reference
 * slot; primitives: inside the body and off every reference slot) */
static bool field_ok(VmObject *o, size_t off, char type)
{
	size_t size = gos_obj_size(o), w = type_width(type), from;
	uint8_t *skip;
	bool ok = true;
	size_t i;

	if (is_ref_type(type))
		return gos_is_ref_slot(o, off);
	from = vm_class_is_array(o->clazz) ? VM_ARRAY_DATA_OFFSET : sizeof(VmObject);
	if (off < from || off + w > size || off % w)
		return false;
	if (gos_is_ref_array(o))
		return false;
	if (vm_class_is_array(o->clazz))
		return true;
	skip = gos_skip_map(o, size);
	for (i = off; i < off + w; i++)
		if (skip[i])
			ok = false;
	free(skip);
	return ok;
}

void gos_serve_vol(VmThread *t, int src, GosReader *r, GosBuf *reply)
{
	uint64_t gid = gos_get_u64(r);
	uint32_t off = gos_get_u32(r);
	char type = (char)gos_get_u8(r);
	bool write = gos_get_u8(r) != 0, skip = false;
	uint64_t val = 0, from = 0, *vec = gos_vec_new();
	GosObj *g;
	int home;

	pthread_mutex_lock(&gos_space.os_mu);
	g = r->failed ? NULL : gos_obj_by_gid(gid);
	pthread_mutex_unlock(&gos_space.os_mu);
	if (!g || !strchr("BZCSIFJDL[", type) || !type ||
	    !field_ok(g->obj, off, type) || (write && !get_value(t, r, type, &val)) ||
	    !gos_vec_get(r, vec, gos_space.nodes) || (from = gos_get_u64(r), false) ||
	    gos_reader_finish(r) != GOS_OK) {
		t->exception = NULL;
		free(vec);
		gos_put_u8(reply, 1);
		return;
	}
	pthread_mutex_lock(&gos_space.os_mu);
	home = g->home;
	if (home == gos_space.self) {
		/* the releaser's vector, then the writer, then the value (as at
		 * a home write) */
		if (write) {
			vec_merge_locked(g, vec);
			__atomic_store_n(&g->last_vol_writer, src, __ATOMIC_RELEASE);
		}
		atomic_rw(g->obj, off, type_width(type), write, &val);
		skip = vol_reader_may_skip(g, src, 0);
	}
	pthread_mutex_unlock(&gos_space.os_mu);
	free(vec);
	if (home != gos_space.self) {
		gos_put_u8(reply, 2);
		gos_put_u32(reply, (uint32_t)home);
		return;
	}
	gos_put_u8(reply, 0);
	gos_put_u8(reply, skip);
	if (!write)
		put_value(reply, type, &val);
	gos_sync_put(reply, g, src, from, !write && !skip);   /* a write acquires nothing */
}

static bool gos_cas(VmObject *o, size_t off, int size, const void *expect, const void *update)
{
	VmThread *t = vm_self();
	GosObj *g = record(o);
	char type = gos_is_ref_slot(o, off) && size == (int)sizeof(void *) ? 'L' :
		    size == 4 ? 'I' : 'J';
	bool swapped, skip;
	unsigned hops = 0;

	GOS_COUNT(cas, 1);
	gos_release(t);
	if (!g)
		return home_cas(NULL, o, off, size, expect, update, gos_space.self, &skip);
	for (;;) {
		GosBuf b;
		uint8_t *rep = NULL;
		size_t n = 0;
		GosStatus st;
		GosReader r;
		int home;

		pthread_mutex_lock(&gos_space.os_mu);
		home = g->home;
		if (home == gos_space.self)
			swapped = home_cas(g, o, off, size, expect, update, gos_space.self, &skip);
		pthread_mutex_unlock(&gos_space.os_mu);
		if (home == gos_space.self) {
			if (!skip)
				gos_acquire_home(t, g);
			return swapped;
		}
		gos_buf_init(&b);
		gos_put_u32(&b, 0);
		gos_put_u64(&b, g->gid);
		gos_put_u32(&b, (uint32_t)off);
		gos_put_u8(&b, (uint8_t)type);
		put_value(&b, type, expect);
		put_value(&b, type, update);
		gos_rel_put(&b, true);
		gos_put_u64(&b, gos_sync_from(home));
		st = gos_call(t, home, GOS_OS_CAS, &b, &rep, &n, NULL, NULL);
		gos_buf_free(&b);
		if (st != GOS_OK)
			gos_fatal("compare-and-set at node %d failed: %s", home, gos_status_str(st));
		gos_reader_init(&r, rep, n);
		switch (gos_get_u8(&r)) {
		case 0:
			swapped = gos_get_u8(&r) != 0;
			skip = gos_get_u8(&r) != 0;
			if (r.failed)
				gos_fatal("node %d sent a malformed compare-and-set answer", home);
			acquire_answer(t, home, &r, skip);
			free(rep);
			return swapped;
		case 2:
			gos_follow_redirect(t, g, &r, home, &hops);
			free(rep);
			continue;
		default:
			gos_fatal("compare-and-set at node %d failed", home);
		}
	}
}

void gos_serve_cas(VmThread *t, int src, GosReader *r, GosBuf *reply)
{
	uint64_t gid = gos_get_u64(r);
	uint32_t off = gos_get_u32(r);
	char type = (char)gos_get_u8(r);
	uint64_t e = 0, u = 0, from = 0, *vec = gos_vec_new();
	bool skip = false, swapped = false;
	GosObj *g;
	int home;

	pthread_mutex_lock(&gos_space.os_mu);
	g = r->failed ? NULL : gos_obj_by_gid(gid);
	pthread_mutex_unlock(&gos_space.os_mu);
	if (!g || (type != 'I' && type != 'J' && type != 'L') ||
	    !field_ok(g->obj, off, type) || !get_value(t, r, type, &e) ||
	    !get_value(t, r, type, &u) || !gos_vec_get(r, vec, gos_space.nodes) ||
	    (from = gos_get_u64(r), false) || gos_reader_finish(r) != GOS_OK) {
		t->exception = NULL;
		free(vec);
		gos_put_u8(reply, 1);
		return;
	}
	pthread_mutex_lock(&gos_space.os_mu);
	home = g->home;
	if (home == gos_space.self) {
		vec_merge_locked(g, vec);
		swapped = home_cas(g, g->obj, off, (int)type_width(type), &e, &u, src, &skip);
	}
	pthread_mutex_unlock(&gos_space.os_mu);
	free(vec);
	if (home != gos_space.self) {
		gos_put_u8(reply, 2);
		gos_put_u32(reply, (uint32_t)home);
		return;
	}
	gos_put_u8(reply, 0);
	gos_put_u8(reply, swapped);
	gos_put_u8(reply, skip);
	gos_sync_put(reply, g, src, from, !skip);
}

const VmSyncHooks gos_sync_hooks = {
	.monitor_enter = mon_enter,
	.monitor_exit = mon_exit,
	.monitor_wait = mon_wait,
	.monitor_notify = mon_notify,
	.cas = gos_cas,
	.unpark = gos_thread_unpark,
	.monitor_contended = gos_owner_contended,
	.monitor_entered = mon_entered,
};
