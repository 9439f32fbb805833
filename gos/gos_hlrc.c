/*
 * gos_hlrc.c -- home-based lazy release consistency: diffs at release,
 * invalidation at acquire.
 *
 * Release (gos_release): every cached copy being written (state VALID,
 * with a twin) is diffed against its twin (gos_diff.c for primitive bytes,
 * reference slots compared as pointers and sent as global references); the
 * diffs go to the homes, one DIFF message per home, and the release
 * completes when every home has acknowledged. Copies stay writable with
 * their twins refreshed: dropping the twin would race with a concurrent
 * writer on this node (its write, past its state test, could land after
 * the state turned READ and would never be diffed). Copies found unchanged
 * at two releases in a row are made READ again with the world stopped
 * (retire_quiet), so a release compares only what is being written.
 *
 * Acquire, acquire=all (gos_acquire_all): every cached copy becomes INVALID,
 * so the next access fetches the home's contents. A copy being written is
 * diffed first (ARCHITECTURE.md §4, "invalidating a dirty copy"), and all
 * of this happens with the node's other Java threads stopped at safepoints:
 * a thread between its inline state check and its store would otherwise
 * write into a copy that is being invalidated, and the write would be lost
 * when the copy is refetched. Stores never span a safepoint poll, so a
 * stopped world has no such thread. Strings in state READ are kept: their
 * contents never change (the hash field is computed the same everywhere).
 *
 * Transitivity holds because every release pushes all of the node's
 * writes to the homes before the release is visible to anyone (the unlock
 * is sent after the acknowledgements), and every acquire drops every copy.
 *
 * Acquire, acquire=notices (gos_acquire, the default): only copies that a
 * write notice names are invalidated (gos_notice.c has the scheme). Homes
 * log every diff they apply; a home's own threads write its home copies
 * without a fault, so an exported home copy is *armed* (state READ, with
 * a twin taken when it is exported): the first write faults, keeps the
 * twin and turns the copy VALID again, and each release of the home
 * compares such copies with their twins and logs the changed ones. While
 * an acquire has the world stopped anyway, changed home copies are logged
 * and armed again (twin dropped), so only copies written since are
 * compared -- arming outside a stopped world could lose a store made
 * between another thread's check and its write. A DIFF's acknowledgement
 * gives each object its new sequence number and the version it had
 * before; a writer whose copy had that version takes the new one, so its
 * own writes never invalidate its own copies.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gos_space.h"

void gos_mark_dirty(GosObj *g)
{
	if (!g->dirty) {
		g->dirty = true;
		g->dirty_next = gos_space.dirty;
		gos_space.dirty = g;
	}
}

/* A home copy with a twin (acquire=notices): if this node's threads
 * changed it since the twin was refreshed, log the write. flush_mu held. */
static bool home_log(GosObj *g)
{
	VmObject *o = g->obj;

	/* nothing encoded (a home copy's changes are logged, not sent);
	 * references are compared as the words they are */
	if (!g->twin)
		return false;
	if (!gos_twin_refresh((volatile uint8_t *)o, g->twin, gos_body_offset(o), gos_obj_size(o)) &&
	    !__atomic_load_n(&g->served, __ATOMIC_ACQUIRE))
		return false;
	pthread_mutex_lock(&gos_space.os_mu);
	g->served = false;
	g->version++;
	if (!gos_wlog_append(&gos_space.wlog, g->gid, g->version))
		gos_fatal("out of memory for the write log");
	gos_space.rel[gos_space.self] = gos_space.wlog.last;
	g->mig_writer = gos_space.self;     /* written here: it stays */
	g->mig_streak = 0;
	pthread_mutex_unlock(&gos_space.os_mu);
	return true;
}

/* Acquires whose diffs are sent but not yet acknowledged (flush_mu is
 * held meanwhile; see gos_release). */
static atomic_int acks_pending;

/* The dirty list as an array (os_mu taken here). */
static GosObj **dirty_list(VmThread *t, size_t *np)
{
	GosObj **list = NULL, *g;
	size_t n = 0, cap = 0;

	vm_mutex_lock(t, &gos_space.os_mu);
	for (g = gos_space.dirty; g; g = g->dirty_next) {
		if (n == cap) {
			GosObj **nl = realloc(list, (cap = cap ? cap * 2 : 64) * sizeof *list);
			if (!nl)
				gos_fatal("out of memory for a release");
			list = nl;
		}
		list[n++] = g;
	}
	pthread_mutex_unlock(&gos_space.os_mu);
	*np = n;
	return list;
}

/*
 * A twinned copy is compared at every release (a write to it does not
 * fault again, so a release cannot know which were written), and so is an
 * exported home, armed with a twin when it is exported. Copies nobody
 * writes any more would make every release cost as much as all the
 * objects the node ever wrote or exported: a lock that its node re-takes
 * grew from 40 us to 2 ms per acquire over a run that had touched 10,000
 * objects. So a copy found unchanged at GOS_RETIRE_QUIET releases in a
 * row is retired once GOS_RETIRE_MIN of them have gathered: with the world
 * stopped (no store is then between its state test and its write), each
 * still equal to its twin goes back to READ without a twin and leaves the
 * dirty list; its next write faults and twins it again. flush_mu held.
 */
/* A home copy goes back to READ (armed: its next write faults) and keeps
 * its twin's buffer for that write. os_mu held, the world stopped. */
static void home_rearm(GosObj *g)
{
	free(g->spare);
	g->spare = g->twin;
	g->twin = NULL;
	gos_st_store(g->obj, (uint8_t)((g->obj->gos_state & ~VM_GOS_STATE_MASK) | VM_GOS_READ));
}

#define GOS_RETIRE_QUIET 2
#define GOS_RETIRE_MIN 64

static void dirty_clean(void);

static void retire_quiet(VmThread *t)
{
	GosObj *g;
	uint64_t n = 0;

	gc_lock_collector();
	vm_threads_stop_world();
	pthread_mutex_lock(&gos_space.os_mu);
	for (g = gos_space.dirty; g; g = g->dirty_next) {
		VmObject *o = g->obj;
		unsigned st = gos_st(o);

		if (!g->twin || g->quiet < GOS_RETIRE_QUIET || g->served ||
		    !gos_twin_equal((volatile uint8_t *)o, g->twin, gos_body_offset(o),
				    gos_obj_size(o)))
			continue;
		if (gos_is_home(g)) {
			if (st != VM_GOS_VALID && st != VM_GOS_READ)
				continue;
			home_rearm(g);
		} else {
			if (st != VM_GOS_VALID)
				continue;
			free(g->twin);
			g->twin = NULL;
			gos_st_store(o, (uint8_t)((o->gos_state & ~VM_GOS_STATE_MASK) |
								  VM_GOS_READ));
		}
		g->quiet = 0;
		n++;
	}
	dirty_clean();
	pthread_mutex_unlock(&gos_space.os_mu);
	vm_threads_start_world();
	gc_unlock_collector();
	GOS_COUNT(retired, n);
}

bool gos_release(VmThread *t)
{
	GosObj **list;
	size_t n, i, nquiet = 0;
	GosDiffBatch d;

	gos_track_sync(t);

	/* Nothing to diff and no acquire's diffs still unacknowledged (their
	 * versions are not in this node's release vector until they are: a
	 * release that went on without waiting would hand on a vector that
	 * does not cover them, and the next acquirer would keep a stale copy) */
	if (!__atomic_load_n(&gos_space.dirty, __ATOMIC_RELAXED) &&
	    !atomic_load(&acks_pending))
		return true;
	vm_mutex_lock(t, &gos_space.flush_mu);
	list = dirty_list(t, &n);
	gos_batch_init(&d, true);
	for (i = 0; i < n; i++) {
		GosObj *g = list[i];
		bool changed, home;

		/* a home copy's writes are logged before its home can move */
		vm_mutex_lock(t, &gos_home_mu);
		home = gos_is_home(g);
		changed = home && home_log(g);
		pthread_mutex_unlock(&gos_home_mu);
		if (!home)
			changed = gos_batch_add(t, &d, g);
		g->quiet = changed ? 0 : g->quiet + 1;
		nquiet += g->quiet >= GOS_RETIRE_QUIET;
	}
	free(list);
	gos_batch_send(t, &d);
	if (nquiet >= GOS_RETIRE_MIN)
		retire_quiet(t);
	pthread_mutex_unlock(&gos_space.flush_mu);
	return true;
}

/* With the world stopped: log the changed home copies and arm them again
 * (twin dropped, state READ), so a later write faults once more. The
 * dirty-list clean-up after it unlinks them. flush_mu held. */
static void rearm_homes(VmThread *t)
{
	GosObj **list;
	size_t n, i;

	list = dirty_list(t, &n);
	for (i = 0; i < n; i++) {
		GosObj *g = list[i];
		if (!gos_is_home(g) || !g->twin)
			continue;
		home_log(g);
		pthread_mutex_lock(&gos_space.os_mu);
		home_rearm(g);
		pthread_mutex_unlock(&gos_space.os_mu);
	}
	free(list);
}

/* Unlink the copies without a twin from the dirty list. os_mu held. */
static void dirty_clean(void)
{
	GosObj **pp;

	for (pp = &gos_space.dirty; *pp;) {
		if ((*pp)->twin) {
			pp = &(*pp)->dirty_next;
		} else {
			(*pp)->dirty = false;
			*pp = (*pp)->dirty_next;
		}
	}
}

static bool any_valid_copy(void)
{
	GosObj *g;
	bool any = false;

	pthread_mutex_lock(&gos_space.os_mu);
	for (g = gos_space.cached; g && !any; g = g->cached_next)
		if (gos_st(g->obj) != VM_GOS_INVALID &&
		    !(gos_st(g->obj) == VM_GOS_READ &&
		      g->obj->clazz == vm_wk.string))
			any = true;
	pthread_mutex_unlock(&gos_space.os_mu);
	return any;
}

void gos_acquire_all(VmThread *t)
{
	GosDiffBatch d;
	GosObj *g;
	uint64_t count = 0;

	/* Every acquire counts, even one with nothing to invalidate: a fetch
	 * in flight now was requested before it and may be stale for it. */
	pthread_mutex_lock(&gos_space.os_mu);
	gos_space.epoch++;
	gos_space.acquires++;
	pthread_mutex_unlock(&gos_space.os_mu);
	if (!any_valid_copy())
		return;
	vm_mutex_lock(t, &gos_space.flush_mu);
	gos_batch_init(&d, false);
	gc_lock_collector();       /* waits in a safe region, as an allocation does */
	vm_threads_stop_world();
	/* no other Java thread runs; os_mu is free or about to be (gos_space.h) */
	pthread_mutex_lock(&gos_space.os_mu);
	for (g = gos_space.cached; g; g = g->cached_next) {
		unsigned st = gos_st(g->obj);
		if (st == VM_GOS_INVALID)
			continue;
		if (st == VM_GOS_READ && g->obj->clazz == vm_wk.string)
			continue;
		if (g->twin) {            /* being written (state VALID) */
			pthread_mutex_unlock(&gos_space.os_mu);
			gos_batch_add(t, &d, g);        /* encoding may export: takes os_mu */
			pthread_mutex_lock(&gos_space.os_mu);
			free(g->twin);
			g->twin = NULL;
		}
		gos_st_store(g->obj, GOS_F_CACHED | VM_GOS_INVALID);
		count++;
	}
	gos_space.epoch++;
	gos_space.acquires++;      /* a prefetch asked for before this is not used */
	/* the dirty list keeps only copies still written (none but strings)
	 * and twinned home copies */
	dirty_clean();
	pthread_mutex_unlock(&gos_space.os_mu);
	/* The diffs are sent before any thread of ours can run and fetch
	 * one of these objects again: a home serves a node's requests in the
	 * order sent (gos_space.c), so no fetch overtakes its own node's diff
	 * and brings back the value from before our writes. The
	 * acknowledgements are awaited with the world running: waiting with
	 * it stopped, two nodes acquiring at once would each wait for the
	 * other's service thread, which their stopped worlds hold up. */
	gos_batch_send_rest(t, &d);
	atomic_fetch_add(&acks_pending, 1);   /* before any thread of ours runs */
	vm_threads_start_world();
	gc_unlock_collector();
	gos_batch_collect(t, &d);
	atomic_fetch_sub(&acks_pending, 1);
	gos_batch_free(&d);
	pthread_mutex_unlock(&gos_space.flush_mu);
	GOS_COUNT(invalidations, count);
}

/* ------------------------------------------------------ write notices */

typedef struct Target {
	uint64_t gid;             /* looked up again with the world stopped: a
	                           * collection before may have forgotten it */
	uint64_t seq;             /* invalidate if its version is older */
} Target;

typedef struct Notices {
	uint64_t *gid, *seq;
	size_t n, cap;
	bool *whole;              /* per home: entries pruned, drop every copy */
	uint64_t *gap;            /* ... unless this node knows the log up to here
	                           * by now (the last entry missing) */
	uint64_t *top;            /* per home: the last log entry received */
} Notices;

static void notices_add(Notices *ns, uint64_t gid, uint64_t seq)
{
	if (ns->n == ns->cap) {
		size_t cap = ns->cap ? ns->cap * 2 : 64;
		uint64_t *a = realloc(ns->gid, cap * sizeof *a), *b;
		if (!a)
			gos_fatal("out of memory for write notices");
		ns->gid = a;
		b = realloc(ns->seq, cap * sizeof *b);
		if (!b)
			gos_fatal("out of memory for write notices");
		ns->seq = b;
		ns->cap = cap;
	}
	ns->gid[ns->n] = gid;
	ns->seq[ns->n++] = seq;
}

static void notice_cb(void *arg, uint64_t gid, uint64_t seq)
{
	notices_add(arg, gid, seq);
}

/* Read home h's notices (gos_notices_get) into ns. */
static bool notices_read(Notices *ns, int h, GosReader *r)
{
	bool pruned;
	uint64_t upto;

	size_t before = ns->n;

	/* any object: a home logs the objects whose home moved to it */
	if (!gos_notices_get(r, -1, &pruned, &upto, notice_cb, ns))
		return false;
	if (pruned) {
		/* the entries kept end the range: those before them are gone */
		uint64_t gap = upto - (uint64_t)(ns->n - before);
		ns->whole[h] = true;
		if (gap > ns->gap[h])
			ns->gap[h] = gap;
	}
	if (upto > ns->top[h])
		ns->top[h] = upto;
	return true;
}

/* Ask home h for its log entries (from, to]. */
static void notices_fetch(VmThread *t, Notices *ns, int h, uint64_t from, uint64_t to)
{
	GosBuf b;
	uint8_t *rep = NULL;
	size_t n = 0;
	GosReader r;
	GosStatus st;

	gos_buf_init(&b);
	gos_put_u32(&b, 0);
	gos_put_u64(&b, from);
	gos_put_u64(&b, to);
	st = gos_call(t, h, GOS_OS_LOG, &b, &rep, &n, NULL, NULL);
	gos_buf_free(&b);
	GOS_COUNT(log_requests, 1);
	if (st != GOS_OK)
		gos_fatal("write notices from node %d: %s", h, gos_status_str(st));
	gos_reader_init(&r, rep, n);
	if (gos_get_u8(&r) != 0 || !notices_read(ns, h, &r) || gos_reader_finish(&r) != GOS_OK)
		gos_fatal("node %d sent malformed write notices", h);
	free(rep);
}

static bool copy_valid(const GosObj *g)
{
	unsigned st = gos_st(g->obj);

	return st != VM_GOS_INVALID && !(st == VM_GOS_READ && g->obj->clazz == vm_wk.string);
}

uint64_t gos_sync_from(int home)
{
	uint64_t v;

	if (home < 0 || home >= gos_space.nodes || !gos_space.known)
		return 0;
	pthread_mutex_lock(&gos_space.os_mu);
	v = gos_space.known[home];
	pthread_mutex_unlock(&gos_space.os_mu);
	return v;
}

void gos_rel_put(GosBuf *b, bool release)
{
	if (!release) {
		gos_vec_put(b, NULL, gos_space.nodes);
		return;
	}
	pthread_mutex_lock(&gos_space.os_mu);
	gos_space.rel[gos_space.self] = gos_space.wlog.last;
	gos_vec_put(b, gos_space.rel, gos_space.nodes);
	pthread_mutex_unlock(&gos_space.os_mu);
}

uint64_t *gos_vec_new(void)
{
	uint64_t *v = malloc((size_t)gos_space.nodes * sizeof *v);

	if (!v)
		gos_fatal("out of memory for a vector of %d nodes", gos_space.nodes);
	return v;
}

uint64_t *gos_sync_copy(GosObj *g)
{
	uint64_t *v = gos_vec_new();
	bool any;

	pthread_mutex_lock(&gos_space.os_mu);
	any = g->vec != NULL;
	if (any)
		memcpy(v, g->vec, (size_t)gos_space.nodes * sizeof *v);
	pthread_mutex_unlock(&gos_space.os_mu);
	if (!any) {
		free(v);
		return NULL;
	}
	return v;
}

void gos_sync_merge(GosObj *g, const uint64_t *vec)
{
	pthread_mutex_lock(&gos_space.os_mu);
	if (!g->vec)
		g->vec = calloc((size_t)gos_space.nodes, sizeof *g->vec);
	if (!g->vec)
		gos_fatal("out of memory");
	gos_vec_max(g->vec, vec, gos_space.nodes);
	pthread_mutex_unlock(&gos_space.os_mu);
}

/* Drop log entries every other node has said it knows. os_mu held. */
static void prune_known(void)
{
	uint64_t m = UINT64_MAX;
	int i;

	for (i = 0; i < gos_space.nodes; i++)
		if (i != gos_space.self && gos_space.peer_known[i] < m)
			m = gos_space.peer_known[i];
	if (m != UINT64_MAX && m >= gos_space.wlog.base)
		gos_wlog_prune(&gos_space.wlog, m);
}

static void peer_said(int node, uint64_t from)
{
	if (node >= 0 && node < gos_space.nodes && from > gos_space.peer_known[node] &&
	    from <= gos_space.wlog.last) {
		gos_space.peer_known[node] = from;
		prune_known();
	}
}

void gos_sync_put(GosBuf *b, GosObj *g, int to_node, uint64_t from, bool notices)
{
	int n = gos_space.nodes;
	uint64_t *v = calloc((size_t)n, sizeof *v);

	if (!v)
		gos_fatal("out of memory");
	pthread_mutex_lock(&gos_space.os_mu);
	if (g && g->vec)
		memcpy(v, g->vec, (size_t)n * sizeof *v);
	gos_space.rel[gos_space.self] = gos_space.wlog.last;
	gos_vec_max(v, gos_space.rel, n);
	gos_vec_put(b, v, n);
	/* none when the requester will not acquire: an empty range (a lock
	 * its node keeps re-taking would otherwise carry every notice since
	 * its last real acquire, the log growing with each of its diffs) */
	(void)gos_wlog_put_range(&gos_space.wlog, from, notices ? v[gos_space.self] : from, b);
	peer_said(to_node, from);
	pthread_mutex_unlock(&gos_space.os_mu);
	free(v);
}

bool gos_sync_get(GosReader *r, uint64_t **vec, GosReader *notices)
{
	*vec = gos_vec_new();
	return gos_sync_split(r, *vec, gos_space.nodes, notices);
}

void gos_serve_log(int src, GosReader *r, GosBuf *reply)
{
	uint64_t from = gos_get_u64(r), to = gos_get_u64(r);

	if (gos_reader_finish(r) != GOS_OK) {
		gos_put_u8(reply, 1);
		return;
	}
	gos_put_u8(reply, 0);
	pthread_mutex_lock(&gos_space.os_mu);
	(void)gos_wlog_put_range(&gos_space.wlog, from, to, reply);
	peer_said(src, from);
	pthread_mutex_unlock(&gos_space.os_mu);
}

/* The acquire has applied the notices up to vec (UINT64_MAX: up to what
 * each home answered): raise what this node knows, and what its next
 * release hands on. os_mu held. */
static void learn(const uint64_t *vec, const Notices *ns)
{
	int h;

	for (h = 0; h < gos_space.nodes; h++) {
		uint64_t v = vec[h] == UINT64_MAX ? ns->top[h] : vec[h];
		if (h != gos_space.self && v > gos_space.known[h])
			gos_space.known[h] = v;
	}
	gos_vec_max(gos_space.rel, gos_space.known, gos_space.nodes);
}

void gos_acquire(VmThread *t, const uint64_t *vec, int home, GosReader *r)
{
	int nodes = gos_space.nodes, h;
	uint64_t *kn;
	Notices ns = { 0 };
	Target *tg = NULL;
	size_t ntg = 0, i;
	uint64_t count = 0;
	GosDiffBatch d;

	gos_track_sync(t);

	if (gos_space.opt.acquire == GOS_ACQUIRE_ALL || !vec) {
		gos_acquire_all(t);
		return;
	}
	kn = malloc((size_t)nodes * sizeof *kn);
	ns.whole = calloc((size_t)nodes, sizeof *ns.whole);
	ns.top = calloc((size_t)nodes, sizeof *ns.top);
	ns.gap = calloc((size_t)nodes, sizeof *ns.gap);
	if (!kn || !ns.whole || !ns.top || !ns.gap)
		gos_fatal("out of memory");
	pthread_mutex_lock(&gos_space.os_mu);
	memcpy(kn, gos_space.known, (size_t)nodes * sizeof *kn);
	pthread_mutex_unlock(&gos_space.os_mu);

	/* the notices: the home's that came with the answer, the others'
	 * asked of each home whose log we know less of than vec */
	if (r && home >= 0 && home < nodes && home != gos_space.self &&
	    (!notices_read(&ns, home, r) || gos_reader_finish(r) != GOS_OK))
		gos_fatal("node %d sent malformed write notices", home);
	for (h = 0; h < nodes; h++) {
		if (h == gos_space.self || (r && h == home) || vec[h] <= kn[h])
			continue;
		notices_fetch(t, &ns, h, kn[h], vec[h]);
	}
	GOS_COUNT(notices, ns.n);

	/* the copies they make stale */
	pthread_mutex_lock(&gos_space.os_mu);
	gos_space.acquires++;
	tg = malloc((ns.n + 1) * sizeof *tg);
	if (!tg)
		gos_fatal("out of memory for write notices");
	for (i = 0; i < ns.n; i++) {
		GosObj *g = gos_obj_by_gid(ns.gid[i]);
		if (!g || gos_is_home(g))
			continue;
		/* a fetch in flight may answer with what was there before
		 * this write: it is done again (gos_access_fault) */
		if (g->busy && g->min_version < ns.seq[i])
			g->min_version = ns.seq[i];
		if (g->version < ns.seq[i] && copy_valid(g)) {
			tg[ntg].gid = g->gid;
			tg[ntg++].seq = ns.seq[i];
		}
	}
	/* a home's log pruned before we read it: every copy may be stale (the
	 * entries we missed may name objects homed elsewhere since) */
	for (h = 0; h < nodes; h++) {
		GosObj *g;
		/* A request of ours that was overtaken by a later one, whose
		 * `from` let the home prune, finds the entries it asked for
		 * gone -- but if another acquire of ours has taken them into
		 * account meanwhile, nothing is missing (SOR on 4 nodes refetched
		 * a whole band now and then before this) */
		if (!ns.whole[h] || gos_space.known[h] >= ns.gap[h])
			continue;
		gos_space.epoch++;     /* fetches in flight are not trusted */
		for (g = gos_space.cached; g; g = g->cached_next) {
			Target *nt;
			if (!copy_valid(g))
				continue;
			nt = realloc(tg, (ntg + 1) * sizeof *tg);
			if (!nt)
				gos_fatal("out of memory for write notices");
			tg = nt;
			tg[ntg].gid = g->gid;
			tg[ntg++].seq = UINT64_MAX;
		}
		break;
	}
	if (!ntg) {
		learn(vec, &ns);
		pthread_mutex_unlock(&gos_space.os_mu);
		goto out;
	}
	pthread_mutex_unlock(&gos_space.os_mu);

	/* invalidate them, with the world stopped (gos_acquire_all says why) */
	vm_mutex_lock(t, &gos_space.flush_mu);
	gos_batch_init(&d, false);
	gc_lock_collector();
	vm_threads_stop_world();
	rearm_homes(t);
	pthread_mutex_lock(&gos_space.os_mu);
	for (i = 0; i < ntg; i++) {
		GosObj *g = gos_obj_by_gid(tg[i].gid);
		/* a release of ours may have taken its home since we looked */
		if (!g || gos_is_home(g) || !copy_valid(g) || g->version >= tg[i].seq)
			continue;
		if (g->twin) {            /* being written (state VALID) */
			pthread_mutex_unlock(&gos_space.os_mu);
			gos_batch_add(t, &d, g);
			pthread_mutex_lock(&gos_space.os_mu);
			free(g->twin);
			g->twin = NULL;
		}
		gos_st_store(g->obj, GOS_F_CACHED | VM_GOS_INVALID);
		count++;
	}
	/* A prefetch asked for before this is not used: it may bring a copy
	 * we just diffed and invalidated, from before the diff, which the
	 * diff's acknowledgement would then label with the diff's version */
	gos_space.acquires++;
	dirty_clean();
	learn(vec, &ns);
	pthread_mutex_unlock(&gos_space.os_mu);
	/* sent with the world stopped, acknowledged with it running
	 * (gos_acquire_all says why) */
	gos_batch_send_rest(t, &d);
	atomic_fetch_add(&acks_pending, 1);
	vm_threads_start_world();
	gc_unlock_collector();
	gos_batch_collect(t, &d);
	atomic_fetch_sub(&acks_pending, 1);
	gos_batch_free(&d);
	pthread_mutex_unlock(&gos_space.flush_mu);
	GOS_COUNT(invalidations, count);
out:
	free(tg);
	free(ns.gid);
	free(ns.seq);
	free(ns.whole);
	free(ns.top);
	free(ns.gap);
	free(kn);
}

void gos_revalidate(VmThread *t)
{
	uint64_t *all;
	int h;

	if (gos_space.opt.acquire == GOS_ACQUIRE_ALL) {
		gos_acquire_all(t);
		return;
	}
	all = malloc((size_t)gos_space.nodes * sizeof *all);
	if (!all)
		gos_fatal("out of memory");
	for (h = 0; h < gos_space.nodes; h++)
		all[h] = UINT64_MAX;
	gos_acquire(t, all, -1, NULL);
	free(all);
}

/* Thread.yield / onSpinWait / sleep: a spinning reader revalidates its
 * node's copies, at most once per spin_ms. */
void gos_spin(VmThread *t)
{
	static atomic_uint_fast64_t last;
	struct timespec ts;
	uint64_t now, prev;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	now = (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
	prev = atomic_load_explicit(&last, memory_order_relaxed);
	if (now - prev < gos_space.opt.spin_ms)
		return;
	if (!atomic_compare_exchange_strong(&last, &prev, now))
		return;
	gos_revalidate(t);
}

/*
 * Bounded staleness (ARCHITECTURE.md §4, racy spin loops). A loop that
 * spins on a plain field or array element without synchronising reads a
 * cached copy that nothing would ever invalidate, and the writer's diff
 * waits for its next release. Every stale_ms the revalidator flushes the
 * node's dirty copies (a release may always happen early) and turns every
 * clean copy of at most GOS_STALE_MAX_BYTES into INVALID, so the next read
 * fetches it again. Only READ copies are touched, under os_mu, which is
 * what a write fault takes to make a twin: no store can be lost, and no
 * world has to stop. Larger copies (bulk data, not flags) wait for the
 * next acquire, yield, onSpinWait or sleep.
 */
#define GOS_STALE_MAX_BYTES 4096

static void revalidate(VmThread *t)
{
	GosObj *g;
	uint64_t count = 0;

	gos_release(t);
	if (gos_space.opt.acquire == GOS_ACQUIRE_NOTICES) {
		/* what the homes logged since: exact, and nothing to drop when
		 * nothing changed */
		gos_revalidate(t);
		return;
	}
	vm_mutex_lock(t, &gos_space.os_mu);
	for (g = gos_space.cached; g; g = g->cached_next) {
		VmObject *o = g->obj;
		if (gos_st(o) != VM_GOS_READ || o->clazz == vm_wk.string ||
		    gos_obj_size(o) > GOS_STALE_MAX_BYTES)
			continue;
		gos_st_store(o, GOS_F_CACHED | VM_GOS_INVALID);
		count++;
	}
	gos_space.acquires++;
	pthread_mutex_unlock(&gos_space.os_mu);
	GOS_COUNT(invalidations, count);
}

void gos_revalidator_main(VmThread *t, void *arg)
{
	pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
	pthread_cond_t cv = PTHREAD_COND_INITIALIZER;

	(void)arg;
	for (;;) {
		struct timespec dl;
		clock_gettime(CLOCK_REALTIME, &dl);
		dl.tv_nsec += (long)(gos_space.opt.stale_ms % 1000) * 1000000L;
		dl.tv_sec += gos_space.opt.stale_ms / 1000;
		if (dl.tv_nsec >= 1000000000L) {
			dl.tv_sec++;
			dl.tv_nsec -= 1000000000L;
		}
		vm_mutex_lock(t, &mu);
		(void)vm_cond_wait(t, &cv, &mu, &dl);
		pthread_mutex_unlock(&mu);
		revalidate(t);
	}
}
