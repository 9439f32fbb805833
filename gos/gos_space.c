/*
 * gos_space.c -- the global object space's frame: options, the hooks it
 * fills into the VM core, the service thread, request/reply plumbing,
 * spawned VM threads, fatal errors and the statistics table.
 *
 * Requests and replies. A request carries a request id (rid) that the
 * asking thread allocates; it waits for the REPLY with that rid with
 * gos_peer_call/gos_peer_wait (the leader/follower receive path: the
 * waiting thread reads the peer's socket itself), inside a safe region so
 * that a collection never waits for it. Handlers (on the receiver or on a
 * follower) never touch Java objects: a REPLY is copied into its waiting
 * call, MON goes to the home's proxy for that thread (gos_lock.c), STATS is
 * answered from the counters, a small FETCH, DIFF or volatile read may be
 * answered by the receiver itself ("Answers on the receiver" below), and
 * every other request is queued for the node's service thread, which
 * serves them in arrival order -- so a DIFF and a later FETCH from the
 * same node are served in the order sent.
 *
 * The service thread never waits for another node (it only answers), so
 * the service threads of two nodes cannot wait for each other. Work that
 * may block -- a class's <clinit>, a remote thread's monitor operation --
 * runs on threads of its own (gos_spawn).
 */
#include "config.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "gos_internal.h"
#include "gos_space.h"

GosSpace gos_space = {
	.os_mu = PTHREAD_MUTEX_INITIALIZER,
	.os_cv = PTHREAD_COND_INITIALIZER,
	.flush_mu = PTHREAD_MUTEX_INITIALIZER,
};
GosSpaceCounters gos_ctr;

#define GOS_CALL_SLICE_MS 50         /* a waiting call re-checks this often */
#define GOS_STATS_WAIT_MS 3000       /* the master waits this long for counters */
#define GOS_THREAD_C_STACK (16u << 20) /* C stack of spawned VM threads */

/* ------------------------------------------------------- fatal errors */

static bool cluster_dying(void)
{
	bool dying;
	GosCluster *c = gos_space.cl;

	if (!c)
		return false;
	pthread_mutex_lock(&c->lock);
	dying = c->dead_node >= 0 || c->stopping;
	pthread_mutex_unlock(&c->lock);
	return dying;
}

/* Is some link closed? A peer that was killed closes its links at once,
 * seconds before the heartbeats declare it lost. */
static bool link_closed(void)
{
	GosCluster *c = gos_space.cl;
	int i;

	if (!c)
		return false;
	for (i = 0; i < c->n; i++)
		if (i != c->self && atomic_load(&c->peers[i].closed))
			return true;
	return false;
}

void gos_fatal(const char *fmt, ...)
{
	va_list ap;
	VmThread *t = vm_self();
	int waited;

	fflush(stdout);
	/* A request failed because a node went away: the launcher's
	 * supervisor names the node and what was lost, and ends the process
	 * within its dead-node timeout; give it that long before reporting
	 * the failure ourselves. */
	for (waited = 0; link_closed() && !cluster_dying() &&
	     waited < (int)gos_space.cl->cfg.dead_ms + 2000; waited += 50) {
		if (t && waited == 0)
			VM_SAFE_ENTER(t);
		usleep(50000);
	}
	if (cluster_dying()) {
		/* a node was lost: the launcher's supervisor reports it and
		 * ends the process; this thread only waits for that */
		if (t && !waited)
			VM_SAFE_ENTER(t);
		for (;;)
			pause();
	}
	fprintf(stderr, "Error: [node %d] global object space: ", gos_space.self);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	fflush(stderr);
	_exit(3);
}

/* ------------------------------------------------------ per-thread data */

GosThread *gos_thread_data(VmThread *t)
{
	static atomic_uint_fast64_t serial;
	GosThread *gt = t->gos;

	if (!gt) {
		int words = ((gos_space.nodes > 0 ? gos_space.nodes : 1) + 63) / 64;
		gt = calloc(1, sizeof *gt + sizeof gt->proxy_homes[0] * (size_t)words);
		if (!gt)
			gos_fatal("out of memory for thread data");
		gt->homes_words = words;
		gt->id = GOS_GID(gos_space.self, atomic_fetch_add(&serial, 1) + 1);
		t->gos = gt;
	}
	return gt;
}

/* ------------------------------------------------------------ calls */

typedef struct Call {
	uint32_t rid;
	atomic_bool done;
	uint8_t *rep;
	size_t len;
	struct Call *next;
} Call;

static pthread_mutex_t call_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t call_cv = PTHREAD_COND_INITIALIZER;
static Call *calls;
static uint32_t next_rid;

static bool call_done(void *arg)
{
	return atomic_load(&((Call *)arg)->done);
}

static uint64_t now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/*
 * One thread at a time follows a peer (reads its socket while it waits,
 * gos_transport.c); the others wait on call_cv for their reply, which the
 * follower or the receiver copies in (on_reply). Several followers of one
 * peer would take turns on its rx_lock, and a follower looping over short
 * waits could starve another whose reply it had already dispatched.
 */
static atomic_bool *following;      /* per node */

/* Give call a request id (written into req's first four bytes) and list
 * it where on_reply finds it. */
static void call_register(Call *call, GosBuf *req)
{
	pthread_mutex_lock(&call_mu);
	call->rid = ++next_rid;
	if (call->rid == 0)      /* 0 is a request without an answer */
		call->rid = ++next_rid;
	call->next = calls;
	calls = call;
	pthread_mutex_unlock(&call_mu);
	req->data[0] = (uint8_t)call->rid;
	req->data[1] = (uint8_t)(call->rid >> 8);
	req->data[2] = (uint8_t)(call->rid >> 16);
	req->data[3] = (uint8_t)(call->rid >> 24);
}

static void call_unlist(Call *call)
{
	Call **pp;

	pthread_mutex_lock(&call_mu);
	for (pp = &calls; *pp; pp = &(*pp)->next)
		if (*pp == call) {
			*pp = call->next;
			break;
		}
	pthread_mutex_unlock(&call_mu);
}

static bool call_args_ok(int node, const GosBuf *req)
{
	return node >= 0 && node < gos_space.nodes && node != gos_space.self && !req->oom &&
	       req->len >= 4;
}

/* Send req (unless NULL: sent already) and wait for call's answer from
 * node, giving up with GOS_ERR_TIMEOUT at deadline_ns (0: never); then
 * unlist call. */
static GosStatus call_wait(VmThread *t, int node, Call *call, unsigned type, const GosBuf *req,
			   void (*interrupt)(VmThread *t, int node, void *arg), void *arg,
			   uint64_t deadline_ns)
{
	GosPeer *p = &gos_space.cl->peers[node];
	GosStatus st;
	bool expect = false, leader;

	if (t)
		VM_SAFE_ENTER(t);
	leader = atomic_compare_exchange_strong(&following[node], &expect, true);
	if (leader) {
		uint64_t slice = now_ns() + GOS_CALL_SLICE_MS * 1000000ull;
		st = req ? gos_peer_call(gos_space.cl, p, type, req->data, req->len, call_done,
					 call, slice) :
			   gos_peer_wait(gos_space.cl, p, call_done, call, slice);
		while (st == GOS_ERR_TIMEOUT && !atomic_load(&call->done) &&
		       (!deadline_ns || now_ns() < deadline_ns)) {
			if (interrupt && t)
				interrupt(t, node, arg);
			st = gos_peer_wait(gos_space.cl, p, call_done, call,
					   now_ns() + GOS_CALL_SLICE_MS * 1000000ull);
		}
		atomic_store(&following[node], false);
	} else {
		st = req ? gos_send(gos_space.cl, node, type, req->data, req->len) : GOS_OK;
		pthread_mutex_lock(&call_mu);
		while (st == GOS_OK && !atomic_load(&call->done)) {
			struct timespec dl;
			clock_gettime(CLOCK_REALTIME, &dl);
			dl.tv_nsec += GOS_CALL_SLICE_MS * 1000000L;
			if (dl.tv_nsec >= 1000000000L) {
				dl.tv_sec++;
				dl.tv_nsec -= 1000000000L;
			}
			if (pthread_cond_timedwait(&call_cv, &call_mu, &dl) == ETIMEDOUT &&
			    !atomic_load(&call->done)) {
				pthread_mutex_unlock(&call_mu);
				if (cluster_dying())
					st = GOS_ERR_NODE;
				else if (deadline_ns && now_ns() >= deadline_ns)
					st = GOS_ERR_TIMEOUT;
				else if (interrupt && t)
					interrupt(t, node, arg);
				pthread_mutex_lock(&call_mu);
			}
		}
		pthread_mutex_unlock(&call_mu);
	}
	if (t)
		vm_safe_leave(t);
	call_unlist(call);
	return atomic_load(&call->done) ? GOS_OK : st == GOS_OK ? GOS_ERR_STATE : st;
}

/* gos_call, giving up with GOS_ERR_TIMEOUT at deadline_ns (0: never). */
static GosStatus call_until(VmThread *t, int node, unsigned type, GosBuf *req, uint8_t **rep,
			    size_t *replen, void (*interrupt)(VmThread *t, int node, void *arg),
			    void *arg, uint64_t deadline_ns)
{
	Call call = { 0 };
	GosStatus st;

	if (!call_args_ok(node, req))
		return GOS_ERR_ARG;
	call_register(&call, req);
	st = call_wait(t, node, &call, type, req, interrupt, arg, deadline_ns);
	if (st == GOS_OK) {
		*rep = call.rep;
		*replen = call.len;
		return GOS_OK;
	}
	free(call.rep);
	return st;
}

struct GosPendingCall {
	Call call;
	int node;
};

GosPendingCall *gos_call_send(VmThread *t, int node, unsigned type, GosBuf *req, GosStatus *st)
{
	GosPendingCall *pc;

	if (!call_args_ok(node, req)) {
		*st = GOS_ERR_ARG;
		return NULL;
	}
	pc = calloc(1, sizeof *pc);
	if (!pc) {
		*st = GOS_ERR_NOMEM;
		return NULL;
	}
	pc->node = node;
	call_register(&pc->call, req);
	*st = gos_send_to(t, node, type, req);
	if (*st != GOS_OK) {
		call_unlist(&pc->call);
		free(pc->call.rep);   /* an answer cannot have come, but be sure */
		free(pc);
		return NULL;
	}
	return pc;
}

GosStatus gos_call_wait(VmThread *t, GosPendingCall *pc, uint8_t **rep, size_t *replen,
			uint64_t deadline_ns)
{
	GosStatus st = call_wait(t, pc->node, &pc->call, 0, NULL, NULL, NULL, deadline_ns);

	if (st == GOS_OK) {
		*rep = pc->call.rep;
		*replen = pc->call.len;
	} else {
		free(pc->call.rep);
	}
	free(pc);
	return st;
}

GosStatus gos_call(VmThread *t, int node, unsigned type, GosBuf *req, uint8_t **rep,
		   size_t *replen, void (*interrupt)(VmThread *t, int node, void *arg), void *arg)
{
	return call_until(t, node, type, req, rep, replen, interrupt, arg, 0);
}

static void on_reply(const uint8_t *p, size_t n)
{
	uint32_t rid;
	Call *c;

	if (n < 4)
		return;
	rid = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
	pthread_mutex_lock(&call_mu);
	for (c = calls; c; c = c->next)
		if (c->rid == rid && !atomic_load(&c->done))
			break;
	if (c) {
		c->rep = malloc(n - 4 ? n - 4 : 1);
		if (!c->rep)
			gos_fatal("out of memory for a reply");
		memcpy(c->rep, p + 4, n - 4);
		c->len = n - 4;
		atomic_store(&c->done, true);
		pthread_cond_broadcast(&call_cv);
	}
	pthread_mutex_unlock(&call_mu);
}

GosStatus gos_send_to(VmThread *t, int node, unsigned type, const GosBuf *b)
{
	GosStatus st;

	if (b->oom)
		return GOS_ERR_NOMEM;
	if (t)
		VM_SAFE_ENTER(t);
	st = gos_send(gos_space.cl, node, type, b->data, b->len);
	if (t)
		vm_safe_leave(t);
	return st;
}

void gos_reply(int node, uint32_t rid, GosBuf *answer)
{
	GosBuf b;

	gos_buf_init(&b);
	gos_put_u32(&b, rid);
	gos_put_raw(&b, answer->data, answer->len);
	if (b.oom || answer->oom)
		gos_fatal("out of memory for a reply");
	(void)gos_send_to(vm_self(), node, GOS_OS_REPLY, &b);
	gos_buf_free(&b);
}

/* ------------------------------------------------------- VM threads */

typedef struct Spawn {
	char what[48];
	void (*fn)(VmThread *t, void *arg);
	void *arg;
} Spawn;

/* A java.lang.Thread for a VM thread of ours (daemon, named), in the
 * system group: the object space's own threads are not the program's, and
 * main's activeCount/enumerate must never see them. */
static VmObject *make_jthread(VmThread *t, const char *name)
{
	VmMethod *ctor = vm_find_declared_method(vm_wk.thread, vm_symbol("<init>"),
						 vm_symbol("(Ljava/lang/String;IZZ)V"));
	VmObject *th = vm_new_object(t, vm_wk.thread);
	VmSlot a[5], r;

	if (!th || !ctor)
		return NULL;
	VM_OBJ_FIELD(int64_t, th, vm_wk.thread_vmthread) = (int64_t)(intptr_t)t;
	t->jthread = th;
	a[0].l = th;
	a[1].l = vm_string_from_utf8(t, name);
	a[2].i = 5;
	a[3].i = 1;
	a[4].i = 1;
	if (!a[1].l || !vm_call(t, ctor, a, &r)) {
		t->exception = NULL;
		return NULL;
	}
	return th;
}

static void *spawn_main(void *arg)
{
	Spawn s = *(Spawn *)arg;
	VmThread *t;

	free(arg);
	t = vm_thread_create_current(vm_options.stack_size);
	if (!t)
		gos_fatal("cannot attach a %s thread", s.what);
	t->daemon = true;
	gos_thread_data(t)->service = true;
	if (!make_jthread(t, s.what))
		gos_fatal("cannot create the Thread object of a %s thread", s.what);
	s.fn(t, s.arg);
	vm_thread_destroy(t);
	return NULL;
}

bool gos_spawn(const char *what, void (*fn)(VmThread *t, void *arg), void *arg)
{
	Spawn *s = calloc(1, sizeof *s);
	pthread_attr_t attr;
	pthread_t th;
	int rc;

	if (!s)
		return false;
	snprintf(s->what, sizeof s->what, "%s", what);
	s->fn = fn;
	s->arg = arg;
	pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	pthread_attr_setstacksize(&attr, GOS_THREAD_C_STACK);
	rc = pthread_create(&th, &attr, spawn_main, s);
	pthread_attr_destroy(&attr);
	if (rc != 0) {
		free(s);
		return false;
	}
	return true;
}

void gos_spawn_job(const char *what, void (*fn)(VmThread *t, void *job), int src, uint32_t rid,
		   const uint8_t *p, size_t n)
{
	GosJob *j = malloc(sizeof *j + n);

	if (!j)
		gos_fatal("out of memory for a %s", what);
	j->src = src;
	j->rid = rid;
	j->n = n;
	memcpy(j->p, p, n);
	if (!gos_spawn(what, fn, j))
		gos_fatal("cannot start a %s thread", what);
}

/* ----------------------------------------------------- service thread */

typedef struct Req {
	int src;
	unsigned type;
	uint8_t *p;
	size_t n;
	void (*fn)(VmThread *t, void *arg);   /* gos_service_run: fn(t, arg) */
	void *arg;
	struct Req *next;
} Req;

static pthread_mutex_t q_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t q_cv = PTHREAD_COND_INITIALIZER;
static Req *q_first, *q_last;
static atomic_int q_pending;   /* requests queued or being served */

static void queue_req(Req *r)
{
	atomic_fetch_add(&q_pending, 1);
	pthread_mutex_lock(&q_mu);
	if (q_last)
		q_last->next = r;
	else
		q_first = r;
	q_last = r;
	pthread_cond_signal(&q_cv);
	pthread_mutex_unlock(&q_mu);
}

static void enqueue(int src, unsigned type, const uint8_t *p, size_t n)
{
	Req *r = calloc(1, sizeof *r);

	if (!r || !(r->p = malloc(n ? n : 1)))
		gos_fatal("out of memory for a request");
	memcpy(r->p, p, n);
	r->n = n;
	r->src = src;
	r->type = type;
	queue_req(r);
}

void gos_service_run(void (*fn)(VmThread *t, void *arg), void *arg)
{
	Req *r = calloc(1, sizeof *r);

	if (!r)
		gos_fatal("out of memory for a service job");
	r->fn = fn;
	r->arg = arg;
	queue_req(r);
}

static void serve(VmThread *t, Req *q)
{
	GosReader r;
	GosBuf ans;
	uint32_t rid;

	if (q->fn) {
		q->fn(t, q->arg);
		return;
	}
	gos_reader_init(&r, q->p, q->n);
	if (q->type == GOS_OS_TEND) {
		gos_serve_tend(q->src, &r);
		return;
	}
	if (q->type == GOS_OS_TINTR) {
		gos_serve_tintr(t, &r);
		return;
	}
	if (q->type == GOS_OS_CLASS) {   /* came before the VM was up */
		gos_class_request(q->src, q->p, q->n);
		return;
	}
	if (q->type == GOS_OS_INTR) {
		uint64_t th;
		uint32_t wrid;
		uint8_t why;
		if (gos_intr_decode(q->p, q->n, &th, &wrid, &why) &&
		    !gos_barrier_cancel(q->src, th, wrid, why) && why == GOS_INTR_INTERRUPT)
			gos_proxy_interrupt(t, q->src, th, wrid);
		return;
	}
	rid = gos_get_u32(&r);
	if (r.failed)
		return;
	if (q->type == GOS_OS_RECALL) {
		uint64_t gid = gos_get_u64(&r);
		if (gos_reader_finish(&r) == GOS_OK && gos_space.opt.lockcache)
			gos_owner_recall(gid);
		return;
	}
	if (q->type == GOS_OS_TSTACK) {
		gos_serve_tstack(q->src, rid, &r);
		return;
	}
	if (q->type == GOS_OS_CLINIT) {
		if (gos_space.self == 0)
			gos_serve_clinit(q->src, rid, r.p + r.pos, r.len - r.pos);
		return;
	}
	gos_buf_init(&ans);
	switch (q->type) {
	case GOS_OS_FETCH: (void)gos_serve_fetch(t, &r, &ans, 0); break;
	case GOS_OS_DIFF: gos_serve_diff(t, q->src, &r, &ans); break;
	case GOS_OS_VOL: gos_serve_vol(t, q->src, &r, &ans); break;
	case GOS_OS_CAS: gos_serve_cas(t, q->src, &r, &ans); break;
	case GOS_OS_PLACE: gos_serve_place(q->src, &r, &ans); break;
	case GOS_OS_START: gos_serve_start(t, q->src, &r, &ans); break;
	case GOS_OS_TSTATE: gos_serve_tstate(t, &r, &ans); break;
	case GOS_OS_INTERN: gos_serve_intern(t, &r, &ans); break;
	case GOS_OS_LOG: gos_serve_log(q->src, &r, &ans); break;
	case GOS_OS_MON:   /* a barrier op (on_msg): it answers itself */
		gos_buf_free(&ans);
		gos_barrier_request(q->src, q->p, q->n, false);
		return;
	default: gos_put_u8(&ans, 1); break;
	}
	t->exception = NULL;
	gos_reply(q->src, rid, &ans);
	gos_buf_free(&ans);
}

static void service_main(VmThread *t, void *arg)
{
	(void)arg;
	gos_space.service = t;
	vm_mutex_lock(t, &q_mu);
	for (;;) {
		Req *q;
		while (!q_first)
			vm_cond_wait(t, &q_cv, &q_mu, NULL);
		q = q_first;
		q_first = q->next;
		if (!q_first)
			q_last = NULL;
		pthread_mutex_unlock(&q_mu);
		serve(t, q);
		atomic_fetch_sub(&q_pending, 1);
		free(q->p);
		free(q);
		vm_mutex_lock(t, &q_mu);
	}
}

/*
 * Answers on the receiver. Handing a request to the service thread costs
 * two thread switches, as much again as the wire's round trip on a local
 * cluster. Three requests that allocate nothing are answered by the
 * receiver itself: a FETCH with a small image, a volatile read (both may
 * be answered twice) and a small DIFF that names no reference (a
 * reference may name an object new to this node, whose placeholder is
 * allocated). It is a VM thread for that (made at its first such request),
 * inside a safe region except while it reads the object, so that no
 * collection sweeps a referent it is exporting. It never waits for a
 * collection. The request goes to the service thread as any other if a
 * collection is on, if the service queue holds anything (a node's
 * requests are served in the order sent: a DIFF before a later FETCH),
 * or if the answer is large (a blocking send from the receiver would hold
 * up every other message; a volatile read's answer carries write notices
 * without bound, and is then made again by the service thread).
 */

static VmThread *receiver_vm_thread(void)
{
	static __thread VmThread *rt;

	if (!rt) {
		VmThread *t = vm_thread_create_current(vm_options.stack_size);
		if (!t)
			gos_fatal("cannot attach the receiver thread");
		t->daemon = true;
		if (!make_jthread(t, "gos receiver"))
			gos_fatal("cannot create the Thread object of the receiver");
		VM_SAFE_ENTER_NATIVE(t);
		rt = t;
	}
	return rt;
}

/* A volatile read, not a write: a write's value may be a reference to
 * an object this node has not seen, whose placeholder is allocated. */
static bool vol_is_read(GosReader r)
{
	(void)gos_get_u64(&r);  /* gid */
	(void)gos_get_u32(&r);  /* offset */
	(void)gos_get_u8(&r);   /* type */
	return gos_get_u8(&r) == 0 && !r.failed;
}

static bool answer_on_receiver(int src, unsigned type, const uint8_t *p, size_t n)
{
	VmThread *t;
	GosReader r;
	GosBuf ans;
	uint32_t rid;
	bool done;

	if (atomic_load(&q_pending) != 0)
		return false;
	gos_reader_init(&r, p, n);
	rid = gos_get_u32(&r);
	if (r.failed || (type == GOS_OS_VOL && !vol_is_read(r)) ||
	    (type == GOS_OS_DIFF && (n > GOS_RECEIVER_ANSWER_MAX || !gos_diff_msg_plain(r))))
		return false;
	t = receiver_vm_thread();
	if (!vm_safe_try_leave(t))
		return false;
	gos_buf_init(&ans);
	if (type == GOS_OS_FETCH) {
		done = gos_serve_fetch(t, &r, &ans, GOS_RECEIVER_ANSWER_MAX);
	} else if (type == GOS_OS_DIFF) {
		gos_serve_diff(t, src, &r, &ans);
		done = true;   /* an acknowledgement per object: small */
	} else {
		gos_serve_vol(t, src, &r, &ans);
		done = ans.len <= GOS_RECEIVER_ANSWER_MAX;
	}
	t->exception = NULL;
	VM_SAFE_ENTER_NATIVE(t);
	if (done) {
		GOS_COUNT(rx_answers, 1);
		gos_reply(src, rid, &ans);
	}
	gos_buf_free(&ans);
	return done;
}

/* ----------------------------------------------------------- handlers */

static void stats_answer(int src, const uint8_t *p, size_t n);

static void scan_roots(GcMarker *m)
{
	gos_objects_scan_roots(m);
	gos_barrier_scan_roots(m);
}

/* Set (release) at the end of gos_space_install. */
static atomic_bool installed;

static const char *type_name(int i);

static void on_msg(GosCluster *c, int src, unsigned type, const uint8_t *p, size_t n, void *user)
{
	(void)user;
	if (src < 0 || src >= gos_cluster_size(c))
		return;
	/* every request is well formed before any handler reads it; a member
	 * that sends one that is not has a bug, and the cluster stops with
	 * its name rather than act on it */
	if (type >= GOS_OS_FETCH && type <= GOS_OS_LAST &&
	    !gos_wire_check(type, p, n, gos_cluster_size(c)))
		gos_fatal("node %d sent a malformed %s message (%zu bytes)", src,
			  type_name((int)(type - GOS_OS_FETCH)), n);
	/* A worker may get requests before its object space is installed:
	 * the master's first START can overtake the worker's own start-up
	 * (between the RUN message and gos_space_install), and was dropped
	 * here, so the master's Thread.start waited for ever (about 1 run in
	 * 50 of a 4-node program on a loaded 2-core machine).  They wait in
	 * the service thread's queue, which runs once the VM is up. */
	if (!atomic_load_explicit(&installed, memory_order_acquire)) {
		if (type != GOS_OS_REPLY)
			enqueue(src, type, p, n);
		return;
	}
	switch (type) {
	case GOS_OS_REPLY:
		on_reply(p, n);
		break;
	case GOS_OS_MON:
		if (!gos_mon_is_barrier(p, n))
			gos_proxy_request(src, p, n);
		else if (gos_space.opt.rxanswers && gos_on_receiver())
			gos_barrier_request(src, p, n, true);
		else
			enqueue(src, type, p, n);
		break;
	case GOS_OS_STATS:
		stats_answer(src, p, n);
		break;
	case GOS_OS_PROF:
		if (gos_prof_hooks.msg)
			gos_prof_hooks.msg(src, p, n);
		break;
	case GOS_OS_CLASS:    /* never queued behind the service thread (gos_class.c) */
		gos_class_request(src, p, n);
		break;
	case GOS_OS_FETCH:
	case GOS_OS_VOL:
	case GOS_OS_DIFF:
		if (!gos_space.opt.rxanswers || !gos_on_receiver() ||
		    !answer_on_receiver(src, type, p, n))
			enqueue(src, type, p, n);
		break;
	default:
		enqueue(src, type, p, n);
		break;
	}
}

void gos_space_register_handlers(void)
{
	unsigned t;

	for (t = GOS_OS_FETCH; t <= GOS_OS_LAST; t++)
		gos_register_handler(t, on_msg, NULL);
}

/* -------------------------------------------------------------- hooks */

static bool fault_hook(VmThread *t, VmObject *o, bool write)
{
	return gos_access_fault(t, o, write);
}

static void ready_hook(VmThread *t)
{
	(void)t;
	/* literals interned while the VM started (the boot classes') stay
	 * per node; from now on a worker asks the master */
	if (gos_space.self != 0)
		vm_gos_hooks.intern = gos_intern;
	if (!gos_spawn("gos service", service_main, NULL))
		gos_fatal("cannot start the service thread");
	if (gos_space.opt.stale_ms && !gos_spawn("gos revalidator", gos_revalidator_main, NULL))
		gos_fatal("cannot start the revalidator thread");
	if (gos_space.opt.lockcache && !gos_spawn("gos recaller", gos_recaller_main, NULL))
		gos_fatal("cannot start the monitor recall thread");
}

void gos_space_install(GosCluster *c, const GosSpaceOptions *o)
{
	gos_space.cl = c;
	gos_space.self = gos_cluster_node(c);
	gos_space.nodes = gos_cluster_size(c);
	gos_space.opt = *o;
	following = calloc((size_t)gos_space.nodes, sizeof *following);
	gos_space.known = calloc((size_t)gos_space.nodes, sizeof *gos_space.known);
	gos_space.rel = calloc((size_t)gos_space.nodes, sizeof *gos_space.rel);
	gos_space.peer_known = calloc((size_t)gos_space.nodes, sizeof *gos_space.peer_known);
	if (!following || !gos_space.known || !gos_space.rel || !gos_space.peer_known)
		gos_fatal("out of memory");
	gos_wlog_init(&gos_space.wlog, GOS_WLOG_MAX);
	vm_gos_hooks.access_fault = fault_hook;
	vm_gos_hooks.volatile_access = gos_volatile_access;
	vm_gos_hooks.thread_start = gos_thread_start;
	vm_gos_hooks.thread_begin = gos_thread_begin;
	vm_gos_hooks.thread_end = gos_thread_end;
	vm_gos_hooks.thread_interrupt = gos_thread_interrupt;
	vm_gos_hooks.thread_state = gos_thread_state;
	vm_gos_hooks.thread_stack = gos_thread_stack;
	vm_gos_hooks.node_index = gos_node_index;
	gos_const_install();
	vm_gos_hooks.class_ready = gos_const_class_ready;
	vm_gos_hooks.holds_lock = gos_holds_lock;
	vm_gos_hooks.await_threads = gos_await_threads;
	if (gos_space.self != 0)
		vm_gos_hooks.class_init = gos_class_init;
	vm_gos_hooks.spin = gos_spin;
	vm_gos_hooks.barrier_await = gos_barrier_await;
	vm_gos_hooks.barrier_trip = gos_barrier_trip;
	vm_gos_hooks.barrier_state = gos_barrier_state;
	vm_gos_hooks.scan_roots = scan_roots;
	vm_gos_hooks.swept = gos_objects_swept;
	vm_gos_hooks.vm_ready = ready_hook;
	vm_sync_hooks = gos_sync_hooks;
	atomic_store_explicit(&installed, true, memory_order_release);
}

/* --------------------------------------------------------- statistics */

#define N_CTR 22
static const char *const ctr_names[N_CTR] = {
	"threads", "fetches", "fetch_bytes", "diffs", "diff_bytes", "invalidations",
	"locks_local", "locks_remote", "waits", "barriers", "volatiles", "cas",
	"notices", "log_requests", "copies_collected", "retired", "rx_answers", "redirects",
	"migrations", "prefetched", "proxies", "proxies_retired"
};
#define N_TYPES (GOS_OS_LAST - GOS_OS_FETCH + 1)

/* Column width of counter k in the table: its name's, at least 13. */
static int ctr_width(int k)
{
	int w = (int)strlen(ctr_names[k]);

	return w > 13 ? w : 13;
}

static void counters_get(uint64_t *v)
{
	atomic_uint_fast64_t *f[N_CTR] = {
		&gos_ctr.threads, &gos_ctr.fetches, &gos_ctr.fetch_bytes, &gos_ctr.diffs,
		&gos_ctr.diff_bytes, &gos_ctr.invalidations, &gos_ctr.locks_local,
		&gos_ctr.locks_remote, &gos_ctr.waits, &gos_ctr.barriers, &gos_ctr.volatiles,
		&gos_ctr.cas, &gos_ctr.notices, &gos_ctr.log_requests, &gos_ctr.copies_collected,
		&gos_ctr.retired, &gos_ctr.rx_answers, &gos_ctr.redirects, &gos_ctr.migrations,
		&gos_ctr.prefetched, &gos_ctr.proxies, &gos_ctr.proxies_retired
	};
	int i;

	for (i = 0; i < N_CTR; i++)
		v[i] = atomic_load_explicit(f[i], memory_order_relaxed);
	for (i = 0; i < N_TYPES; i++) {
		GosCounters tc = gos_stats_type(gos_space.cl, (unsigned)(GOS_OS_FETCH + i));
		v[N_CTR + 2 * i] = tc.msgs_sent;
		v[N_CTR + 2 * i + 1] = tc.bytes_sent;
	}
}

#define N_VALUES (N_CTR + 2 * N_TYPES)

static void stats_answer(int src, const uint8_t *p, size_t n)
{
	uint64_t v[N_VALUES];
	GosBuf b;
	int i;

	if (n != 4)
		return;
	counters_get(v);
	gos_buf_init(&b);
	gos_put_u32(&b, (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
			(uint32_t)p[3] << 24);
	for (i = 0; i < N_VALUES; i++)
		gos_put_u64(&b, v[i]);
	if (!b.oom)
		(void)gos_send(gos_space.cl, src, GOS_OS_REPLY, b.data, b.len);
	gos_buf_free(&b);
}

static const char *type_name(int i)
{
	static const char *const names[N_TYPES] = {
		"fetch", "diff", "vol", "cas", "mon", "intr", "place", "start", "tend",
		"clinit", "tintr", "tstate", "tstack", "intern", "stats", "log", "recall", "prof", "class", "reply"
	};
	_Static_assert(sizeof names / sizeof names[0] == GOS_OS_LAST - GOS_OS_FETCH + 1,
		       "a name for every message type");
	return names[i];
}

bool gos_lock_soon(pthread_mutex_t *m)
{
	int i;

	for (i = 0; i < 200; i++) {
		if (pthread_mutex_trylock(m) == 0)
			return true;
		usleep(1000);
	}
	return false;
}

void gos_name_add(char *names, size_t cap, const VmClass *c, bool as_class)
{
	static const char prim[] = "ZBCSIJFD";
	static const char *const pname[] = { "boolean", "byte", "char", "short", "int", "long",
					     "float", "double" };
	char nm[300];
	const char *p, *q;
	size_t len, have = strlen(names);
	int dims = 0, commas = 0;

	if (!c || !c->name)
		return;
	for (p = c->name; *p == '['; p++)
		dims++;
	if (dims && *p != 'L' && *p && strchr(prim, *p))
		snprintf(nm, sizeof nm, "%s", pname[strchr(prim, *p) - prim]);
	else {
		if (dims && *p == 'L')
			p++;
		snprintf(nm, sizeof nm, "%s", p);
		len = strlen(nm);
		if (dims && len && nm[len - 1] == ';')
			nm[len - 1] = 0;
		for (len = 0; nm[len]; len++)
			if (nm[len] == '/')
				nm[len] = '.';
	}
	while (dims-- > 0 && strlen(nm) + 2 < sizeof nm)
		strcat(nm, "[]");
	if (as_class && strlen(nm) + 6 < sizeof nm)
		strcat(nm, ".class");
	/* once, and at most three names */
	for (q = names; (q = strstr(q, nm)) != NULL; q++)
		if ((q == names || q[-1] == ' ') && (q[strlen(nm)] == ',' || !q[strlen(nm)]))
			return;
	for (q = names; *q; q++)
		commas += *q == ',';
	if (have && commas >= 2) {
		if (have + 6 < cap && !strstr(names, ", ..."))
			strcat(names, ", ...");
		return;
	}
	if (have + strlen(nm) + 3 < cap)
		snprintf(names + have, cap - have, "%s%s", have ? ", " : "", nm);
}

void gos_space_report_lost(int node, FILE *f)
{
	char mon_names[200] = "", obj_names[200] = "";
	int threads, monitors;
	long copies, dirty = 0;

	if (!gos_space.cl || node <= 0 || node >= gos_space.nodes)
		return;
	threads = gos_threads_on(node);
	monitors = gos_lost_monitors(node, mon_names, sizeof mon_names);
	copies = gos_lost_copies(node, &dirty, obj_names, sizeof obj_names);
	fprintf(f, "Error: lost with node %d: ", node);
	if (threads >= 0)
		fprintf(f, "%d thread%s placed there; ", threads, threads == 1 ? "" : "s");
	if (monitors > 0)
		fprintf(f, "%d monitor%s homed at node %d held by its threads (%s); ", monitors,
			monitors == 1 ? "" : "s", gos_space.self, mon_names);
	else if (monitors == 0)
		fprintf(f, "no monitor homed at node %d held by its threads; ", gos_space.self);
	if (copies > 0)
		fprintf(f, "node %d holds copies of %ld object%s homed there (%s), %ld with writes "
			"not yet sent\n", gos_space.self, copies, copies == 1 ? "" : "s", obj_names, dirty);
	else if (copies == 0)
		fprintf(f, "node %d holds no copy of an object homed there\n", gos_space.self);
	else
		fprintf(f, "the object table was busy\n");
	fflush(f);
}

/* Master: every node's counters and message counts (v[node]); have[node]
 * is false for a node that did not answer in time.  Both calloc'd. */
static bool counters_collect(uint64_t (**pv)[N_VALUES], bool **phave)
{
	uint64_t (*v)[N_VALUES];
	bool *have;
	int n = gos_space.nodes, i, k;

	v = calloc((size_t)n, sizeof *v);
	have = calloc((size_t)n, sizeof *have);
	if (!v || !have) {
		free(v);
		free(have);
		return false;
	}
	counters_get(v[0]);
	have[0] = true;
	for (i = 1; i < n; i++) {
		GosBuf b;
		uint8_t *rep = NULL;
		size_t rl = 0;
		gos_buf_init(&b);
		gos_put_u32(&b, 0);
		/* a node that does not answer in time is left out of the table
		 * (its line says so) rather than holding up the exit */
		if (call_until(NULL, i, GOS_OS_STATS, &b, &rep, &rl, NULL, NULL,
			       now_ns() + GOS_STATS_WAIT_MS * 1000000ull) == GOS_OK &&
		    rl == N_VALUES * 8) {
			GosReader r;
			gos_reader_init(&r, rep, rl);
			for (k = 0; k < N_VALUES; k++)
				v[i][k] = gos_get_u64(&r);
			have[i] = true;
		}
		free(rep);
		gos_buf_free(&b);
	}
	*pv = v;
	*phave = have;
	return true;
}

bool gos_track_traffic(uint64_t *gos_bytes, uint64_t *prof_bytes, uint64_t *gos_msgs,
		       int *missing)
{
	uint64_t (*v)[N_VALUES];
	bool *have;
	int i, k;

	*gos_bytes = *prof_bytes = *gos_msgs = 0;
	*missing = 0;
	if (!gos_space.cl || !counters_collect(&v, &have))
		return false;
	for (i = 0; i < gos_space.nodes; i++) {
		if (!have[i]) {
			(*missing)++;
			continue;
		}
		for (k = 0; k < N_TYPES; k++) {
			*gos_msgs += v[i][N_CTR + 2 * k];
			*gos_bytes += v[i][N_CTR + 2 * k + 1];
		}
		*prof_bytes += v[i][N_CTR + 2 * (GOS_OS_PROF - GOS_OS_FETCH) + 1];
	}
	free(v);
	free(have);
	return true;
}

void gos_space_report(void)
{
	uint64_t (*v)[N_VALUES];
	bool *have;
	int n = gos_space.nodes, i, k;
	FILE *f = stderr, *jf = NULL;

	if (!gos_space.cl || !gos_space.opt.stats)
		return;
	fflush(stdout);
	if (!counters_collect(&v, &have))
		return;
	if (!gos_space.opt.stats_file) {
		fprintf(f, "global object space statistics (-Xgos:stats)\n%-5s", "node");
		for (k = 0; k < N_CTR; k++)
			fprintf(f, " %*s", ctr_width(k), ctr_names[k]);
		fprintf(f, " %10s %12s\n", "messages", "bytes");
		for (i = 0; i < n; i++) {
			uint64_t m = 0, by = 0;
			fprintf(f, "%-5d", i);
			if (!have[i]) {
				fprintf(f, " (no answer)\n");
				continue;
			}
			for (k = 0; k < N_CTR; k++)
				fprintf(f, " %*llu", ctr_width(k), (unsigned long long)v[i][k]);
			for (k = 0; k < N_TYPES; k++) {
				m += v[i][N_CTR + 2 * k];
				by += v[i][N_CTR + 2 * k + 1];
			}
			fprintf(f, " %10llu %12llu\n", (unsigned long long)m, (unsigned long long)by);
		}
		fprintf(f, "messages sent by type (count/bytes), per node:\n");
		for (i = 0; i < n; i++) {
			if (!have[i])
				continue;
			fprintf(f, "%-5d", i);
			for (k = 0; k < N_TYPES; k++)
				if (v[i][N_CTR + 2 * k])
					fprintf(f, " %s %llu/%llu", type_name(k),
						(unsigned long long)v[i][N_CTR + 2 * k],
						(unsigned long long)v[i][N_CTR + 2 * k + 1]);
			fputc('\n', f);
		}
		fflush(f);
	} else {
		jf = fopen(gos_space.opt.stats_file, "w");
		if (!jf) {
			fprintf(stderr, "Error: cannot write %s: %s\n", gos_space.opt.stats_file,
				strerror(errno));
		} else {
			gos_space_write_json(jf, n, have, (const uint64_t *)v, N_VALUES, ctr_names,
					     N_CTR, type_name, N_TYPES);
			fclose(jf);
		}
	}
	free(v);
	free(have);
}
