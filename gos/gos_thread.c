/*
 * gos_thread.c -- threads and classes across the cluster: placement and
 * remote start of threads, the cluster-wide count of running threads, and
 * the once-per-cluster initialisation of application classes.
 *
 * Thread.start (gos_thread_start): the master decides where the thread
 * runs (-Xgos:placement: round robin over the nodes, least loaded, or
 * local) -- a master thread decides locally, a worker asks with PLACE. The
 * starter then exports the Thread object, releases (Thread.start is a
 * release), and sends START to the chosen node, whose service thread
 * starts a VM thread on a placeholder of the Thread object; that thread
 * acquires (the start of run() is an acquire) and calls run(), faulting
 * the Thread object and whatever it reaches in from their homes. Thread
 * end is Thread.exit plus notifyAll on the Thread object under its monitor
 * (thread.c), which the distributed monitors carry to the joiners.
 *
 * Counting: a thread placed by PLACE (every thread a worker starts, and
 * every thread the master starts elsewhere) is counted at the master until
 * its node sends TEND; when main() ends the master waits for its own
 * non-daemon threads (thread.c) and then for this count (daemon threads
 * are not counted), so the program ends when its last non-daemon thread
 * does, wherever it ran.
 *
 * Classes: an application class is initialised once, on the master
 * (CLINIT: the master runs vm_ensure_init on a thread of its own, so a
 * slow <clinit> never holds up its service thread); the answer names the
 * statics block's global id, and the asking node makes its own statics
 * block a cached copy of it. A failed initialisation is reported with the
 * exception's class and message and raised again on the asking node.
 * Boot-class-path classes keep per-node statics, except those of package
 * ristretto/shared, which are shared as an application class's are
 * (doc/gos.md, "Statics of the class library").
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "gos_space.h"

static pthread_mutex_t th_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t th_cv = PTHREAD_COND_INITIALIZER;
static int64_t counted;          /* master: placed threads still running */
static int *load;                /* master: placed threads running per node */
static int rr_next = 1;          /* master: round robin cursor */
static uint32_t off_daemon;

static bool thread_daemon(VmObject *jthread)
{
	if (!off_daemon) {
		VmField *f = vm_find_field(vm_wk.thread, vm_symbol("daemon"), vm_symbol("Z"));
		off_daemon = f ? f->offset : 0;
	}
	return off_daemon && VM_OBJ_FIELD(uint8_t, jthread, off_daemon);
}

/* Master: choose a node for a new thread and count it. */
static int place(bool daemon)
{
	int node, i, best;

	pthread_mutex_lock(&th_mu);
	if (!load)
		load = calloc((size_t)gos_space.nodes, sizeof *load);
	switch (gos_space.opt.placement) {
	case GOS_PLACE_LEASTLOADED:
		best = 0;
		for (i = 1; load && i < gos_space.nodes; i++)
			if (load[i] < load[best])
				best = i;
		node = best;
		break;
	case GOS_PLACE_LOCAL:
		node = 0;
		break;
	default:
		node = rr_next;
		rr_next = (rr_next + 1) % gos_space.nodes;
		break;
	}
	if (load)
		load[node]++;
	if (!daemon)
		counted++;
	pthread_mutex_unlock(&th_mu);
	return node;
}

int gos_threads_on(int node)
{
	int n = -1;

	if (!gos_lock_soon(&th_mu))
		return -1;
	if (node >= 0 && node < gos_space.nodes)
		n = load ? load[node] : 0;
	pthread_mutex_unlock(&th_mu);
	return n;
}

void gos_serve_place(int src, GosReader *r, GosBuf *reply)
{
	uint8_t daemon = gos_get_u8(r);
	int node;

	(void)src;
	if (gos_reader_finish(r) != GOS_OK || gos_space.self != 0) {
		gos_put_u8(reply, 1);
		return;
	}
	node = place(daemon != 0);
	gos_put_u8(reply, 0);
	gos_put_u32(reply, (uint32_t)node);
}

void gos_serve_tend(int src, GosReader *r)
{
	uint8_t was_counted = gos_get_u8(r);
	uint8_t node_known = gos_get_u8(r);

	(void)node_known;
	if (gos_reader_finish(r) != GOS_OK || gos_space.self != 0)
		return;
	pthread_mutex_lock(&th_mu);
	if (load && src >= 0 && src < gos_space.nodes && load[src] > 0)
		load[src]--;
	if (was_counted && counted > 0)
		counted--;
	pthread_cond_broadcast(&th_cv);
	pthread_mutex_unlock(&th_mu);
}

/* Thread.startNode: the node a thread must start on, -1 for none, -2
 * with an exception pending. */
static int pinned_node(VmThread *t, VmObject *jthread)
{
	int32_t node;

	if (!vm_gos_touch(t, jthread, false))
		return -2;
	node = VM_OBJ_FIELD(int32_t, jthread, vm_wk.thread_start_node);
	return node >= 0 ? node : -1;
}

int gos_node_index(void)
{
	return gos_space.self;
}

int gos_thread_start(VmThread *t, VmObject *jthread)
{
	bool daemon = thread_daemon(jthread);
	int node;
	GosBuf b;
	uint8_t *rep = NULL;
	size_t n = 0;
	GosStatus st;

	if (gos_space.nodes < 2)
		return 0;
	/* pinned by the class library (ristretto.internal.Cluster): a daemon
	 * that must run where a node-bound resource is */
	node = pinned_node(t, jthread);
	if (node == -2)
		return -1;
	if (node >= 0 && daemon) {
		if (node >= gos_space.nodes) {
			vm_throw(t, "java/lang/IllegalArgumentException", "no cluster node %d", node);
			return -1;
		}
		if (node == gos_space.self)
			return 0;
		goto elsewhere;
	}
	if (gos_space.opt.placement == GOS_PLACE_LOCAL)
		return 0;
	if (gos_space.self == 0) {
		/* the master's own threads: ask ourselves; a local choice is an
		 * ordinary local start, counted by thread.c */
		node = place(daemon);
		if (node == 0) {
			pthread_mutex_lock(&th_mu);
			if (!daemon)
				counted--;
			load[0]--;
			pthread_mutex_unlock(&th_mu);
			GOS_COUNT(threads, 1);   /* an ordinary local start */
			return 0;
		}
	} else {
		gos_buf_init(&b);
		gos_put_u32(&b, 0);
		gos_put_u8(&b, daemon);
		st = gos_call(t, 0, GOS_OS_PLACE, &b, &rep, &n, NULL, NULL);
		gos_buf_free(&b);
		if (st != GOS_OK || n != 5 || rep[0] != 0)
			gos_fatal("the master did not place a new thread");
		node = (int)(rep[1] | rep[2] << 8 | rep[3] << 16 | (uint32_t)rep[4] << 24);
		free(rep);
		if (node < 0 || node >= gos_space.nodes)
			gos_fatal("the master placed a thread on node %d", node);
		if (node == gos_space.self)
			return vm_thread_start_gos(t, jthread, daemon) ? 1 : -1;
	}
elsewhere:
	/* export, release, START with what the release hands on */
	gos_buf_init(&b);
	gos_put_u32(&b, 0);
	gos_ref_encode(&b, jthread);
	gos_put_u8(&b, daemon);
	gos_release(t);
	gos_rel_put(&b, true);
	st = gos_call(t, node, GOS_OS_START, &b, &rep, &n, NULL, NULL);
	gos_buf_free(&b);
	if (st != GOS_OK || n < 1)
		gos_fatal("node %d did not answer a thread start: %s", node, gos_status_str(st));
	if (rep[0] != 0) {
		free(rep);
		vm_throw(t, "java/lang/OutOfMemoryError",
			 "unable to create native thread on node %d", node);
		return -1;
	}
	free(rep);
	pthread_mutex_lock(&gos_space.os_mu);
	{
		GosObj *g = gos_obj_of(jthread);
		if (g)
			g->run_node = node;
	}
	pthread_mutex_unlock(&gos_space.os_mu);
	return 1;
}

void gos_serve_start(VmThread *t, int src, GosReader *r, GosBuf *reply)
{
	bool ok;
	VmObject *jt = gos_ref_decode(t, r, &ok);
	uint8_t daemon = gos_get_u8(r);
	uint64_t *vec = gos_vec_new();
	GosObj *g = NULL;

	(void)src;
	if (ok && jt) {
		pthread_mutex_lock(&gos_space.os_mu);
		g = gos_obj_of(jt);
		pthread_mutex_unlock(&gos_space.os_mu);
	}
	if (!ok || !jt || !g || !gos_vec_get(r, vec, gos_space.nodes) ||
	    gos_reader_finish(r) != GOS_OK || !vm_is_subclass(jt->clazz, vm_wk.thread)) {
		t->exception = NULL;
		free(vec);
		gos_put_u8(reply, 1);
		return;
	}
	/* the new thread acquires what the starter released (thread_begin) */
	gos_sync_merge(g, vec);
	free(vec);
	if (!vm_thread_start_gos(t, jt, daemon != 0)) {
		t->exception = NULL;
		gos_put_u8(reply, 1);
		return;
	}
	gos_put_u8(reply, 0);
}

void gos_thread_begin(VmThread *t)
{
	GosObj *g;
	uint64_t *v = NULL;

	GOS_COUNT(threads, 1);
	pthread_mutex_lock(&gos_space.os_mu);
	g = gos_obj_of(t->jthread);
	pthread_mutex_unlock(&gos_space.os_mu);
	if (g && !gos_is_home(g))
		v = gos_sync_copy(g);
	gos_acquire(t, v, -1, NULL);   /* no vector: invalidate every copy */
	free(v);
}

void gos_thread_end(VmThread *t)
{
	GosBuf b;
	bool was_counted = !t->daemon;

	gos_release(t);
	gos_proxy_bye(t);
	if (gos_prof_hooks.thread_end)
		gos_prof_hooks.thread_end(t);
	if (gos_space.self == 0) {
		/* started here by a worker's START or our own PLACE: counted */
		pthread_mutex_lock(&th_mu);
		if (load && load[0] > 0)
			load[0]--;
		if (was_counted && counted > 0)
			counted--;
		pthread_cond_broadcast(&th_cv);
		pthread_mutex_unlock(&th_mu);
		return;
	}
	gos_buf_init(&b);
	gos_put_u8(&b, was_counted);
	gos_put_u8(&b, 1);
	(void)gos_send_to(t, 0, GOS_OS_TEND, &b);
	gos_buf_free(&b);
}

/* Wake jthread wherever it runs: kind 0 an interrupt, 1 an unpark. */
static void wake_remote(VmThread *t, VmObject *jthread, uint8_t kind)
{
	GosObj *g;
	GosBuf b;
	int n;

	pthread_mutex_lock(&gos_space.os_mu);
	g = gos_obj_of(jthread);
	pthread_mutex_unlock(&gos_space.os_mu);
	if (!g)
		return;
	/* interrupts are rare: every node checks whether it runs the thread */
	gos_buf_init(&b);
	gos_put_u64(&b, g->gid);
	gos_put_u8(&b, kind);
	for (n = 0; n < gos_space.nodes; n++)
		if (n != gos_space.self)
			(void)gos_send_to(t, n, GOS_OS_TINTR, &b);
	gos_buf_free(&b);
}

void gos_thread_interrupt(VmThread *t, VmObject *jthread)
{
	wake_remote(t, jthread, 0);
}

void gos_thread_unpark(VmThread *t, VmObject *jthread)
{
	wake_remote(t, jthread, 1);
}

bool gos_interrupted(VmThread *t)
{
	GosThread *gt = gos_thread_data(t);
	uint32_t seq = __atomic_load_n(&t->wake_seq, __ATOMIC_ACQUIRE);
	bool v;

	if (gt->intr_clear && gt->intr_seq == seq)
		return false;
	v = vm_thread_interrupted(t, false);
	gt->intr_clear = !v;
	gt->intr_seq = seq;
	return v;
}

void gos_serve_tintr(VmThread *t, GosReader *r)
{
	uint64_t gid = gos_get_u64(r);
	uint8_t kind = gos_get_u8(r);
	GosObj *g;

	if (gos_reader_finish(r) != GOS_OK || kind > 1)
		return;
	pthread_mutex_lock(&gos_space.os_mu);
	g = gos_obj_by_gid(gid);
	pthread_mutex_unlock(&gos_space.os_mu);
	/* runs here when its node-local vmThread field is set */
	if (g && vm_is_subclass(g->obj->clazz, vm_wk.thread) &&
	    VM_OBJ_FIELD(int64_t, g->obj, vm_wk.thread_vmthread) != 0) {
		if (kind == 0)
			vm_thread_interrupt(t, g->obj);
		else
			vm_unpark(t, g->obj);
	}
}

/* Asks the node that runs jthread, a thread started here that runs on
 * another node, the question `type` about it (TSTATE, TSTACK): false when
 * it runs here or nowhere, or the call failed; else the answer is in
 * *rep (the caller frees it). */
static bool ask_run_node(VmThread *t, VmObject *jthread, unsigned type, int *node,
			 uint8_t **rep, size_t *n)
{
	GosObj *g;
	GosBuf b;
	GosStatus st;

	pthread_mutex_lock(&gos_space.os_mu);
	g = gos_obj_of(jthread);
	*node = g ? g->run_node : -1;
	pthread_mutex_unlock(&gos_space.os_mu);
	if (*node < 0 || *node == gos_space.self)
		return false;
	gos_buf_init(&b);
	gos_put_u32(&b, 0);
	gos_put_u64(&b, g->gid);
	st = gos_call(t, *node, type, &b, rep, n, NULL, NULL);
	gos_buf_free(&b);
	if (st != GOS_OK) {
		free(*rep);
		*rep = NULL;
		return false;
	}
	return true;
}

int gos_thread_state(VmThread *t, VmObject *jthread)
{
	int node, st = -1;
	uint8_t *rep = NULL;
	size_t n = 0;

	if (!ask_run_node(t, jthread, GOS_OS_TSTATE, &node, &rep, &n))
		return -1;
	if (n == 2 && rep[0] == 0)
		st = rep[1];
	free(rep);
	return st;
}

void gos_serve_tstate(VmThread *t, GosReader *r, GosBuf *reply)
{
	uint64_t gid = gos_get_u64(r);
	GosObj *g;

	pthread_mutex_lock(&gos_space.os_mu);
	g = gos_reader_finish(r) == GOS_OK ? gos_obj_by_gid(gid) : NULL;
	pthread_mutex_unlock(&gos_space.os_mu);
	if (!g || !vm_is_subclass(g->obj->clazz, vm_wk.thread) ||
	    VM_OBJ_FIELD(int64_t, g->obj, vm_wk.thread_vmthread) == 0) {
		gos_put_u8(reply, 1);
		return;
	}
	gos_put_u8(reply, 0);
	gos_put_u8(reply, (uint8_t)vm_thread_jstate(t, g->obj));
}

/* Thread.getStackTrace of a thread started here that runs on another
 * node: that node samples it (TSTACK) and answers with the frames as
 * text. */
#define TSTACK_MAX 1024           /* frames sent, the innermost ones */
#define TSTACK_NAME 1024

VmObject *gos_thread_stack(VmThread *t, VmObject *jthread)
{
	int node;
	uint8_t *rep = NULL;
	size_t n = 0;
	GosReader r;
	VmSteText *e = NULL;
	char (*text)[3][TSTACK_NAME] = NULL;
	VmObject *res = NULL;
	uint32_t k, i;

	if (!ask_run_node(t, jthread, GOS_OS_TSTACK, &node, &rep, &n))
		return NULL;
	gos_reader_init(&r, rep, n);
	if (gos_get_u8(&r) != 0 || r.failed) {
		free(rep);
		return NULL;      /* it runs there no more */
	}
	k = gos_get_u32(&r);
	if (r.failed || k > TSTACK_MAX)
		goto malformed;
	e = calloc(k ? k : 1, sizeof *e);
	text = calloc(k ? k : 1, sizeof *text);
	if (!e || !text) {
		vm_throw(t, "java/lang/OutOfMemoryError", "stack of a thread on node %d", node);
		goto out;
	}
	for (i = 0; i < k; i++) {
		bool has_file;

		if (!gos_get_string(&r, text[i][0], TSTACK_NAME) ||
		    !gos_get_string(&r, text[i][1], TSTACK_NAME))
			goto malformed;
		has_file = gos_get_u8(&r) != 0;
		if (!gos_get_string(&r, text[i][2], TSTACK_NAME))
			goto malformed;
		e[i].cls = text[i][0];
		e[i].method = text[i][1];
		e[i].file = has_file ? text[i][2] : NULL;
		e[i].line = (int32_t)gos_get_u32(&r);
	}
	if (gos_reader_finish(&r) != GOS_OK)
		goto malformed;
	res = vm_ste_from_text(t, e, (int32_t)k);
	goto out;
malformed:
	gos_fatal("node %d sent a malformed thread stack", node);
out:
	free(e);
	free(text);
	free(rep);
	return res;
}

typedef struct TstackJob {
	int src;
	uint32_t rid;
	uint64_t gid;
} TstackJob;

/* On a thread of its own: sampling stops this node's world, which the
 * service thread must never wait for. */
static void tstack_main(VmThread *t, void *arg)
{
	TstackJob *j = arg;
	VmMethod **m = malloc(TSTACK_MAX * sizeof *m);
	int64_t *idx = malloc(TSTACK_MAX * sizeof *idx);
	GosObj *g;
	GosBuf b;
	size_t n = 0, i;

	gos_buf_init(&b);
	pthread_mutex_lock(&gos_space.os_mu);
	g = gos_obj_by_gid(j->gid);
	pthread_mutex_unlock(&gos_space.os_mu);
	if (!m || !idx || !g || !vm_is_subclass(g->obj->clazz, vm_wk.thread) ||
	    VM_OBJ_FIELD(int64_t, g->obj, vm_wk.thread_vmthread) == 0) {
		gos_put_u8(&b, 1);
	} else {
		n = vm_thread_sample_stack(t, g->obj, m, idx, TSTACK_MAX);
		gos_put_u8(&b, 0);
		gos_put_u32(&b, (uint32_t)n);
		for (i = 0; i < n; i++) {
			char cname[TSTACK_NAME];
			VmSteText e;

			vm_frame_text(m[i], idx[i], cname, sizeof cname, &e);
			gos_put_string(&b, e.cls);
			gos_put_string(&b, e.method);
			gos_put_u8(&b, e.file != NULL);
			gos_put_string(&b, e.file ? e.file : "");
			gos_put_u32(&b, (uint32_t)e.line);
		}
	}
	gos_reply(j->src, j->rid, &b);
	gos_buf_free(&b);
	free(m);
	free(idx);
	free(j);
}

void gos_serve_tstack(int src, uint32_t rid, GosReader *r)
{
	uint64_t gid = gos_get_u64(r);
	TstackJob *j;

	if (gos_reader_finish(r) != GOS_OK)
		return;
	j = calloc(1, sizeof *j);
	if (!j)
		gos_fatal("out of memory for a thread stack");
	j->src = src;
	j->rid = rid;
	j->gid = gid;
	if (!gos_spawn("stack sampler", tstack_main, j))
		gos_fatal("cannot start a stack sampler thread");
}

void gos_await_threads(VmThread *t)
{
	if (gos_space.self != 0)
		return;
	gos_track_sync(t);        /* main's last interval */
	vm_mutex_lock(t, &th_mu);
	while (counted > 0)
		vm_cond_wait(t, &th_cv, &th_mu, NULL);
	pthread_mutex_unlock(&th_mu);
}

/* ------------------------------------------------------------ strings */

VmObject *gos_intern(VmThread *t, const uint16_t *chars, int32_t n)
{
	GosBuf b;
	uint8_t *rep = NULL;
	size_t len = 0;
	GosReader r;
	VmObject *s = NULL;
	bool ok = false;
	int32_t i;

	gos_buf_init(&b);
	gos_put_u32(&b, 0);
	gos_put_u32(&b, (uint32_t)n);
	for (i = 0; i < n; i++)
		gos_put_u16(&b, chars[i]);
	if (gos_call(t, 0, GOS_OS_INTERN, &b, &rep, &len, NULL, NULL) != GOS_OK)
		gos_fatal("the master did not answer a string intern request");
	gos_buf_free(&b);
	gos_reader_init(&r, rep, len);
	if (gos_get_u8(&r) == 0)
		s = gos_ref_decode(t, &r, &ok);
	if (!ok || !s || s->clazz != vm_wk.string || gos_reader_finish(&r) != GOS_OK) {
		free(rep);
		if (!t->exception)
			gos_fatal("the master sent a malformed intern answer");
		return NULL;
	}
	free(rep);
	return s;
}

void gos_serve_intern(VmThread *t, GosReader *r, GosBuf *reply)
{
	uint32_t n = gos_get_u32(r), i;
	uint16_t *c;
	VmObject *s, *str;

	if (r->failed || n > (1u << 24) || gos_space.self != 0) {
		gos_put_u8(reply, 1);
		return;
	}
	c = malloc((n ? n : 1) * sizeof *c);
	if (!c)
		gos_fatal("out of memory for an intern request");
	for (i = 0; i < n; i++)
		c[i] = gos_get_u16(r);
	str = gos_reader_finish(r) == GOS_OK ? vm_string_from_utf16(t, c, (int32_t)n) : NULL;
	free(c);
	s = str ? vm_string_intern(t, str) : NULL;
	if (!s) {
		t->exception = NULL;
		gos_put_u8(reply, 1);
		return;
	}
	gos_put_u8(reply, 0);
	gos_ref_encode(reply, s);
}

/* ------------------------------------------------------------ classes */

static void clinit_main(VmThread *t, void *arg)
{
	GosJob *j = arg;
	GosReader r;
	VmObject *co;
	VmClass *c = NULL;
	GosBuf b;
	bool ok;

	/* decoded here, not on the service thread: a class of a user loader
	 * that this node has no copy of yet is fetched (gos_class.c) */
	gos_reader_init(&r, j->p, j->n);
	co = gos_ref_decode(t, &r, &ok);
	if (ok && co && co->clazz == vm_wk.clazz && gos_reader_finish(&r) == GOS_OK)
		c = vm_class_of_object(co);

	gos_buf_init(&b);
	if (c && c->cluster_statics && vm_ensure_init(t, c) && vm_class_object(t, c)) {
		GosObj *g = gos_export(c->statics);
		gos_put_u8(&b, 0);
		gos_put_u64(&b, g->gid);
	} else {
		VmObject *ex = t->exception;
		char cn[512], *msg = NULL;
		t->exception = NULL;
		if (ex) {
			VmSlot rv;
			snprintf(cn, sizeof cn, "%s", ex->clazz->name);
			if (vm_call_virtual(t, ex, "getMessage", "()Ljava/lang/String;", NULL, 0, &rv) &&
			    rv.l)
				msg = vm_string_to_utf8(rv.l);
			t->exception = NULL;
		} else {
			snprintf(cn, sizeof cn, "java/lang/NoClassDefFoundError");
		}
		gos_put_u8(&b, 1);
		gos_put_string(&b, cn);
		gos_put_string(&b, msg ? msg : "");
		gos_put_u8(&b, msg != NULL);
		free(msg);
	}
	gos_reply(j->src, j->rid, &b);
	gos_buf_free(&b);
	free(j);
}

void gos_serve_clinit(int src, uint32_t rid, const uint8_t *p, size_t n)
{
	gos_spawn_job("class initialiser", clinit_main, src, rid, p, n);
}

bool gos_class_init(VmThread *t, VmClass *c)
{
	GosBuf b;
	uint8_t *rep = NULL;
	size_t n = 0;
	GosReader r;
	GosStatus st;
	bool ok;
	VmObject *cobj = vm_class_object(t, c);

	if (!cobj)
		return false;
	gos_buf_init(&b);
	gos_put_u32(&b, 0);
	gos_ref_encode(&b, cobj);   /* a user loader's class: (loader, name) */
	st = gos_call(t, 0, GOS_OS_CLINIT, &b, &rep, &n, NULL, NULL);
	gos_buf_free(&b);
	if (st != GOS_OK)
		gos_fatal("class initialisation of %s at the master failed: %s", c->name,
			  gos_status_str(st));
	gos_reader_init(&r, rep, n);
	if (gos_get_u8(&r) == 0) {
		uint64_t gid = gos_get_u64(&r);
		ok = !r.failed && GOS_GID_HOME(gid) == 0;
		if (ok) {
			VmObject *co = vm_class_object(t, c);
			if (!co) {
				free(rep);
				return false;
			}
			gos_cache_register(c->statics, gid);
			__atomic_or_fetch(&co->gos_state, GOS_F_CLASS, __ATOMIC_RELEASE);
		} else {
			gos_fatal("the master sent a malformed class initialisation answer");
		}
	} else {
		char cn[512], msg[4096];
		bool has_msg;
		if (!gos_get_string(&r, cn, sizeof cn) || !gos_get_string(&r, msg, sizeof msg))
			gos_fatal("the master sent a malformed class initialisation answer");
		has_msg = gos_get_u8(&r) != 0;
		if (has_msg)
			vm_throw(t, cn, "%s", msg);
		else
			vm_throw(t, cn, NULL);
		ok = false;
	}
	free(rep);
	return ok;
}
