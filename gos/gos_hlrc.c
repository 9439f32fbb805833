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

/* Append g's diff (u64 gid, u64 base, u32 nruns, runs, u32 nrefs,
 * (u32 off, ref)*) to b when anything changed; true if appended. base: the
 * copy's version, or UINT64_MAX when the home must not move here.
 * flush_mu held.
 *
 * An array is diffed from byte offset *at (0: its first element) and at
 * most about `budget` bytes of diff are appended: primitive elements are
 * compared budget / 2 bytes at a time (runs of single changed bytes make
 * a diff up to 4.5 times that), references until the encoding passes the
 * budget. *at is then where the next part starts, or 0 when the array is
 * done. An instance is diffed whole and *at left 0. */
static bool diff_one(GosObj *g, GosBuf *b, size_t *at, size_t budget, uint64_t base)
{
	VmObject *o = g->obj;
	size_t size = gos_obj_size(o), mark = b->len, at_runs, at_refs;
	uint32_t nruns = 0, nrefs = 0;
	uint8_t *twin = g->twin;

	if (!twin) {
		*at = 0;
		return false;
	}
	/* most twinned copies did not change since the last diff: one word
	 * compare of the body says so without a skip map or encoding */
	if (*at == 0 && gos_twin_equal((volatile uint8_t *)o, twin, gos_body_offset(o), size))
		return false;
	gos_put_u64(b, g->gid);
	gos_put_u64(b, base);
	at_runs = b->len;
	gos_put_u32(b, 0);
	if (vm_class_is_array(o->clazz)) {
		size_t lo = *at ? *at : VM_ARRAY_DATA_OFFSET, hi = size;

		if (!gos_is_ref_array(o)) {
			size_t step = budget / 2 ? budget / 2 : 1;
			if (hi - lo > step)
				hi = lo + step;
			nruns = gos_diff_runs((volatile uint8_t *)o, twin, lo, hi, NULL, b);
		}
		at_refs = b->len;
		gos_put_u32(b, 0);
		if (gos_is_ref_array(o)) {
			size_t off;
			for (off = lo; off + sizeof(void *) <= size; off += sizeof(void *)) {
				VmObject *v;
				if (b->len - mark >= budget) {
					hi = off;
					break;
				}
				v = __atomic_load_n((VmObject **)((char *)o + off), __ATOMIC_RELAXED);
				if (v != *(VmObject **)(twin + off)) {
					*(VmObject **)(twin + off) = v;
					gos_put_u32(b, (uint32_t)off);
					gos_ref_encode(b, v);
					nrefs++;
				}
			}
		}
		*at = hi < size ? hi : 0;
	} else {
		uint8_t *skip = gos_skip_map(o, size);
		const uint32_t *offs;
		uint32_t n, i;

		*at = 0;
		nruns = gos_diff_runs((volatile uint8_t *)o, twin, sizeof(VmObject), size, skip, b);
		free(skip);
		at_refs = b->len;
		gos_put_u32(b, 0);
		if (o->flags & OBJ_F_STATICS) {
			offs = o->clazz->static_ref_offsets;
			n = o->clazz->n_static_refs;
		} else {
			offs = o->clazz->ref_offsets;
			n = o->clazz->n_refs;
		}
		for (i = 0; i < n; i++) {
			VmObject *v = __atomic_load_n((VmObject **)((char *)o + offs[i]),
						      __ATOMIC_RELAXED);
			if (v != *(VmObject **)(twin + offs[i])) {
				*(VmObject **)(twin + offs[i]) = v;
				gos_put_u32(b, offs[i]);
				gos_ref_encode(b, v);
				nrefs++;
			}
		}
	}
	if (nruns == 0 && nrefs == 0) {
		b->len = mark;
		return false;
	}
	if (!b->oom) {
		memcpy(b->data + at_runs, (uint8_t[4]){ (uint8_t)nruns, (uint8_t)(nruns >> 8),
			(uint8_t)(nruns >> 16), (uint8_t)(nruns >> 24) }, 4);
		memcpy(b->data + at_refs, (uint8_t[4]){ (uint8_t)nrefs, (uint8_t)(nrefs >> 8),
			(uint8_t)(nrefs >> 16), (uint8_t)(nrefs >> 24) }, 4);
	}
	return true;
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

/*
 * Home migration (-Xgos:homemigration=on, acquire=notices).
 *
 * The home notes, per object, the node whose diffs it applied and for how
 * many intervals in a row (a DIFF message is one interval of its sender;
 * a write of the home's own threads, found by home_log, breaks the run).
 * When one other node has been the only writer for migrate_after
 * intervals, and the diff that completes the run was made from a copy of
 * exactly the home's version (its base), the home hands the object over
 * in that diff's acknowledgement: both copies then hold the same bytes,
 * so no data travels. The old home turns its copy into a cached copy --
 * with its twin, if its threads wrote it since their last release, so
 * those writes go to the new home as a diff -- and answers whatever
 * comes for the object later with a redirect (FETCH, DIFF, VOL, CAS):
 * the requester notes the new home and asks there. The writer takes the
 * home when it reads the acknowledgement, under flush_mu, which its
 * release holds: no diff of its own is in flight, nothing invalidates
 * the copy. Until it has read it, it too redirects to the old home; a
 * requester between the two waits a little and asks again
 * (gos_redirect_pause).
 *
 * Versions count an object's writes wherever they are logged, so they
 * never go backwards across a move; a write notice names (object,
 * version), whichever home logged it. The monitor of an object stays
 * where the object was created (MON requests go there): only its data
 * moves. Objects that a volatile access or CAS synchronised through, or
 * a monitor's release handed a vector, keep their home (their vector
 * lives there); statics, Class and Thread objects too.
 *
 * home_mu orders a home's diff application and moves (gos_serve_diff)
 * against a release's logging of the home's own writes (home_log): a
 * move in between would leave a local write neither logged here nor sent
 * there. It is taken before os_mu and never held across a wait for
 * another node.
 */
static pthread_mutex_t home_mu = PTHREAD_MUTEX_INITIALIZER;

/* May g's home move now? os_mu held, at the home. Not while `served`:
 * an image that went out may hold a write of our threads that they undo
 * before their release, which only a home logs (gos_serve_fetch). */
static bool may_move(const GosObj *g)
{
	const VmObject *o = g->obj;

	return gos_space.opt.homemigration && gos_space.opt.acquire == GOS_ACQUIRE_NOTICES &&
	       !g->statics && !g->busy && !g->vec && g->last_vol_writer < 0 && !g->served &&
	       __atomic_load_n(&g->cas_busy, __ATOMIC_SEQ_CST) == 0 && g->run_node < 0 &&
	       o->clazz != vm_wk.string && o->clazz != vm_wk.clazz && !(o->gos_state & GOS_F_CLASS) &&
	       !vm_is_subclass(o->clazz, vm_wk.thread);
}

/* Hand g's home to node `to`: this copy becomes a cached copy of the
 * same version. os_mu and home_mu held. */
static void move_home(GosObj *g, int to)
{
	VmObject *o = g->obj;
	unsigned st = o->gos_state & VM_GOS_STATE_MASK;

	free(g->spare);
	g->spare = NULL;
	/* with a twin: written by our threads since the twin's refresh, or
	 * armed at export; either way the twin holds the version handed
	 * over, and what differs from it goes to the new home as a diff */
	if (g->twin)
		st = VM_GOS_VALID;
	else if (st != VM_GOS_READ)
		st = VM_GOS_READ;
	__atomic_store_n(&g->home, to, __ATOMIC_RELEASE);
	g->served = false;
	g->mig_writer = -1;
	g->mig_streak = 0;
	g->cached_next = gos_space.cached;
	gos_space.cached = g;
	__atomic_store_n(&o->gos_state, (uint8_t)(GOS_F_CACHED | st), __ATOMIC_RELEASE);
}

/* Take g's home (an acknowledgement said so). os_mu and flush_mu held. */
static void take_home(GosObj *g, int from)
{
	VmObject *o = g->obj;
	unsigned st = o->gos_state & VM_GOS_STATE_MASK;
	GosObj **pp;

	if (st == VM_GOS_INVALID || (st == VM_GOS_VALID && !g->twin))
		gos_fatal("node %d moved the home of object %llx (%s) here, but this node's "
			  "copy is not the version it was given", from,
			  (unsigned long long)g->gid, o->clazz->name);
	for (pp = &gos_space.cached; *pp; pp = &(*pp)->cached_next)
		if (*pp == g) {
			*pp = g->cached_next;
			break;
		}
	g->cached_next = NULL;
	g->mig_writer = -1;
	g->mig_streak = 0;
	g->served = false;
	g->last_vol_writer = -1;
	/* READ: armed, its next write keeps a twin; VALID with a twin: what
	 * differs from the twin is ours, logged at our next release */
	__atomic_store_n(&g->home, gos_space.self, __ATOMIC_RELEASE);
	__atomic_store_n(&o->gos_state, (uint8_t)(GOS_F_EXPORTED | st), __ATOMIC_RELEASE);
	GOS_COUNT(migrations, 1);
}

/* Per-home DIFF messages under construction, with the GIDs of the
 * objects each carries in order (their acknowledgement gives each its new
 * version; by GID, as a copy without a twin may be collected while the
 * batch is on its way) and where each entry starts (an entry whose home
 * moved is sent again to the new home), and the messages sent whose
 * acknowledgement is still to come. */
typedef struct DiffSent {
	GosPendingCall *call;
	int home;
	unsigned hops;            /* redirects its entries followed so far */
	uint32_t count;
	uint64_t *objs;
	size_t *offs;             /* count + 1: entry i is msg[offs[i], offs[i+1]) */
	GosBuf msg;
	struct DiffSent *next;
} DiffSent;

/* Acquires whose diffs are sent but not yet acknowledged (flush_mu is
 * held meanwhile; see gos_release). */
static atomic_int acks_pending;

typedef struct DiffBatch {
	bool release;             /* diffs of a release: the home may move here */
	GosBuf *bufs;
	uint32_t *counts;
	uint64_t **objs;
	size_t **offs;
	size_t *caps;
	DiffSent *sent, **sent_end;   /* in the order sent */
} DiffBatch;

static void batch_init(DiffBatch *d, bool release)
{
	size_t n = (size_t)gos_space.nodes;

	d->release = release;
	d->bufs = calloc(n, sizeof *d->bufs);
	d->counts = calloc(n, sizeof *d->counts);
	d->objs = calloc(n, sizeof *d->objs);
	d->offs = calloc(n, sizeof *d->offs);
	d->caps = calloc(n, sizeof *d->caps);
	if (!d->bufs || !d->counts || !d->objs || !d->offs || !d->caps)
		gos_fatal("out of memory for diffs");
	d->sent = NULL;
	d->sent_end = &d->sent;
}

static void sent_free(DiffSent *s)
{
	free(s->objs);
	free(s->offs);
	gos_buf_free(&s->msg);
	free(s);
}

/* Send a DIFF message (rid and count in place) to node `to`; its
 * acknowledgement is waited for by batch_collect. Takes objs and offs. */
static void diff_send(VmThread *t, DiffBatch *d, int to, GosBuf *msg, uint32_t count,
		      uint64_t *objs, size_t *offs, unsigned hops)
{
	DiffSent *s = calloc(1, sizeof *s);
	GosStatus st;

	if (!s)
		gos_fatal("out of memory for diffs");
	GOS_COUNT(diffs, count);
	GOS_COUNT(diff_bytes, msg->len);
	s->call = gos_call_send(t, to, GOS_OS_DIFF, msg, &st);
	if (!s->call)
		gos_fatal("diffs to node %d could not be sent: %s", to, gos_status_str(st));
	s->home = to;
	s->hops = hops;
	s->count = count;
	s->objs = objs;
	s->offs = offs;
	s->msg = *msg;             /* kept until acknowledged */
	gos_buf_init(msg);
	*d->sent_end = s;
	d->sent_end = &s->next;
}

static void batch_acked(VmThread *t, DiffBatch *d, const DiffSent *s, const uint8_t *rep,
			size_t rl);

/* Send home's DIFF message as built so far, its acknowledgement to be
 * waited for by batch_collect; the batch for that home starts again
 * empty. Sending never waits for another node's threads: a thread that
 * has stopped this node's world may send (gos_acquire). */
static void batch_flush(VmThread *t, DiffBatch *d, int home)
{
	GosBuf *b = &d->bufs[home];
	uint32_t c = d->counts[home];
	uint8_t le[4] = { (uint8_t)c, (uint8_t)(c >> 8), (uint8_t)(c >> 16), (uint8_t)(c >> 24) };

	if (!b->data)
		return;
	if (c) {
		memcpy(b->data + 4, le, 4);
		d->offs[home][c] = b->len;
		/* the message's GIDs and entry offsets go with it */
		diff_send(t, d, home, b, c, d->objs[home], d->offs[home], 0);
		d->objs[home] = NULL;
		d->offs[home] = NULL;
		d->caps[home] = 0;
	}
	gos_buf_free(b);
	d->counts[home] = 0;
}

/* Wait for the acknowledgement of every DIFF sent (and of the ones sent
 * again to where a home moved). */
static void batch_collect(VmThread *t, DiffBatch *d)
{
	while (d->sent) {
		DiffSent *s = d->sent;
		uint8_t *rep = NULL;
		size_t rl = 0;
		GosStatus st = gos_call_wait(t, s->call, &rep, &rl, 0);

		if (st != GOS_OK)
			gos_fatal("diffs to node %d were not acknowledged: %s", s->home,
				  gos_status_str(st));
		batch_acked(t, d, s, rep, rl);
		free(rep);
		d->sent = s->next;
		if (!d->sent)
			d->sent_end = &d->sent;
		sent_free(s);
	}
	d->sent_end = &d->sent;
}

/* Does o's diff always fit one entry? Only then may its home move with
 * it: the entry that moves it must be its last in flight. */
static bool single_part(const VmObject *o)
{
	size_t body;

	if (!vm_class_is_array(o->clazz))
		return true;
	body = gos_obj_size(o) - VM_ARRAY_DATA_OFFSET;
	if (gos_is_ref_array(o))
		return body / sizeof(void *) <= gos_space.opt.chunk / 1024;
	return body <= gos_space.opt.chunk / 2;
}

/* g's diff into the batch for its home; a message that reaches
 * -Xgos:chunk bytes goes at once (a large array is diffed part by part,
 * each part an entry of its own, acknowledged with a version of its own). */
static bool batch_add(VmThread *t, DiffBatch *d, GosObj *g)
{
	int home = __atomic_load_n(&g->home, __ATOMIC_ACQUIRE);
	GosBuf *b = &d->bufs[home];
	size_t at = 0;
	bool any = false;
	uint64_t base;

	pthread_mutex_lock(&gos_space.os_mu);
	base = d->release && single_part(g->obj) ? g->version : UINT64_MAX;
	pthread_mutex_unlock(&gos_space.os_mu);
	do {
		size_t mark;

		if (!b->data) {
			gos_buf_init(b);
			gos_put_u32(b, 0);     /* rid */
			gos_put_u32(b, 0);     /* count */
		}
		mark = b->len;
		if (diff_one(g, b, &at, gos_space.opt.chunk, base)) {
			if (d->counts[home] + 1 >= d->caps[home]) {
				size_t cap = d->caps[home] ? d->caps[home] * 2 : 16;
				uint64_t *o = realloc(d->objs[home], cap * sizeof *o);
				size_t *f;
				if (!o)
					gos_fatal("out of memory for diffs");
				d->objs[home] = o;
				f = realloc(d->offs[home], cap * sizeof *f);
				if (!f)
					gos_fatal("out of memory for diffs");
				d->offs[home] = f;
				d->caps[home] = cap;
			}
			d->offs[home][d->counts[home]] = mark;
			d->objs[home][d->counts[home]++] = g->gid;
			any = true;
		}
		if (b->oom)
			gos_fatal("out of memory for diffs");
		if (b->len >= gos_space.opt.chunk)
			batch_flush(t, d, home);
	} while (at);
	return any;
}

/* A home's acknowledgement: u8 status, u32 n, n x ack (gos_space.h).
 * Entries the node no longer homes are sent again where it says, one
 * message per node, after the others. */
static void batch_acked(VmThread *t, DiffBatch *d, const DiffSent *s, const uint8_t *rep,
			size_t rl)
{
	GosReader r;
	uint32_t n, i;
	int *to = NULL;
	bool any_moved = false;

	gos_reader_init(&r, rep, rl);
	if (gos_get_u8(&r) != 0)
		gos_fatal("node %d rejected a diff", s->home);
	n = gos_get_u32(&r);
	if (r.failed || n != s->count)
		gos_fatal("node %d acknowledged %u of %u diffs", s->home, n, s->count);
	pthread_mutex_lock(&gos_space.os_mu);
	for (i = 0; i < n; i++) {
		uint8_t kind = gos_get_u8(&r);
		GosObj *g = gos_obj_by_gid(s->objs[i]);

		if (kind == 2) {
			uint32_t node = gos_get_u32(&r);
			if (r.failed || node >= (uint32_t)gos_space.nodes) {
				r.failed = true;
				break;
			}
			if (!to && !(to = calloc(n, sizeof *to)))
				gos_fatal("out of memory for diffs");
			if (g)
				gos_home_moved(g, (int)node);
			else
				GOS_COUNT(redirects, 1);
			to[i] = (int)node + 1;
			any_moved = true;
			continue;
		}
		{
			uint64_t seq = gos_get_u64(&r), prev = gos_get_u64(&r),
				 ver = gos_get_u64(&r);
			if (r.failed || kind > 1) {
				r.failed = true;
				break;
			}
			if (g && g->version == prev)
				g->version = ver;      /* nobody else wrote it meanwhile */
			if (seq > gos_space.rel[s->home])
				gos_space.rel[s->home] = seq;
			if (kind == 1) {
				if (!g || g->version != ver || gos_is_home(g))
					gos_fatal("node %d moved the home of object %llx here, but this "
						  "node's copy is not the version it was given", s->home,
						  (unsigned long long)s->objs[i]);
				take_home(g, s->home);
			}
		}
	}
	pthread_mutex_unlock(&gos_space.os_mu);
	if (gos_reader_finish(&r) != GOS_OK)
		gos_fatal("node %d sent a malformed diff acknowledgement", s->home);
	if (!any_moved)
		return;
	/* send the moved entries again, to each new home in order */
	for (;;) {
		int node = -1;
		GosBuf b;
		uint32_t c = 0;
		uint64_t *objs;
		size_t *offs;

		for (i = 0; i < n && node < 0; i++)
			if (to[i])
				node = to[i] - 1;
		if (node < 0)
			break;
		objs = malloc((n + 1) * sizeof *objs);
		offs = malloc((n + 1) * sizeof *offs);
		if (!objs || !offs)
			gos_fatal("out of memory for diffs");
		gos_buf_init(&b);
		gos_put_u32(&b, 0);
		gos_put_u32(&b, 0);
		for (i = 0; i < n; i++) {
			if (to[i] != node + 1)
				continue;
			offs[c] = b.len;
			objs[c++] = s->objs[i];
			gos_put_raw(&b, s->msg.data + s->offs[i], s->offs[i + 1] - s->offs[i]);
			to[i] = 0;
		}
		offs[c] = b.len;
		if (b.oom)
			gos_fatal("out of memory for diffs");
		{
			uint8_t le[4] = { (uint8_t)c, (uint8_t)(c >> 8), (uint8_t)(c >> 16),
					  (uint8_t)(c >> 24) };
			memcpy(b.data + 4, le, 4);
		}
		if (node == gos_space.self)
			gos_fatal("object %llx: a redirect named this node, which is not its home",
				  (unsigned long long)objs[0]);
		gos_redirect_pause(t, objs[0], s->hops + 1);
		diff_send(t, d, node, &b, c, objs, offs, s->hops + 1);
	}
	free(to);
}

/* Send the rest of the batch; its acknowledgements are still to be
 * collected (batch_collect), then batch_free. */
static void batch_send_rest(VmThread *t, DiffBatch *d)
{
	int n;

	for (n = 0; n < gos_space.nodes; n++)
		batch_flush(t, d, n);
}

static void batch_free(DiffBatch *d)
{
	int n;

	for (n = 0; n < gos_space.nodes; n++) {
		free(d->objs[n]);
		free(d->offs[n]);
		gos_buf_free(&d->bufs[n]);
	}
	free(d->bufs);
	free(d->counts);
	free(d->objs);
	free(d->offs);
	free(d->caps);
}

/* Send the rest of the batch and wait for every home's acknowledgement;
 * frees it. */
static void batch_send(VmThread *t, DiffBatch *d)
{
	batch_send_rest(t, d);
	batch_collect(t, d);
	batch_free(d);
}

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
	__atomic_store_n(&g->obj->gos_state,
			 (uint8_t)((g->obj->gos_state & ~VM_GOS_STATE_MASK) | VM_GOS_READ),
			 __ATOMIC_RELEASE);
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
		unsigned st = o->gos_state & VM_GOS_STATE_MASK;

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
			__atomic_store_n(&o->gos_state, (uint8_t)((o->gos_state & ~VM_GOS_STATE_MASK) |
								  VM_GOS_READ), __ATOMIC_RELEASE);
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
	DiffBatch d;

	/* Nothing to diff and no acquire's diffs still unacknowledged (their
	 * versions are not in this node's release vector until they are: a
	 * release that went on without waiting would hand on a vector that
	 * does not cover them, and the next acquirer would keep a stale copy) */
	if (!__atomic_load_n(&gos_space.dirty, __ATOMIC_RELAXED) &&
	    !atomic_load(&acks_pending))
		return true;
	vm_mutex_lock(t, &gos_space.flush_mu);
	list = dirty_list(t, &n);
	batch_init(&d, true);
	for (i = 0; i < n; i++) {
		GosObj *g = list[i];
		bool changed, home;

		/* a home copy's writes are logged before its home can move */
		vm_mutex_lock(t, &home_mu);
		home = gos_is_home(g);
		changed = home && home_log(g);
		pthread_mutex_unlock(&home_mu);
		if (!home)
			changed = batch_add(t, &d, g);
		g->quiet = changed ? 0 : g->quiet + 1;
		nquiet += g->quiet >= GOS_RETIRE_QUIET;
	}
	free(list);
	batch_send(t, &d);
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
		if ((g->obj->gos_state & VM_GOS_STATE_MASK) != VM_GOS_INVALID &&
		    !((g->obj->gos_state & VM_GOS_STATE_MASK) == VM_GOS_READ &&
		      g->obj->clazz == vm_wk.string))
			any = true;
	pthread_mutex_unlock(&gos_space.os_mu);
	return any;
}

void gos_acquire_all(VmThread *t)
{
	DiffBatch d;
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
	batch_init(&d, false);
	gc_lock_collector();       /* waits in a safe region, as an allocation does */
	vm_threads_stop_world();
	/* no other Java thread runs; os_mu is free or about to be (gos_space.h) */
	pthread_mutex_lock(&gos_space.os_mu);
	for (g = gos_space.cached; g; g = g->cached_next) {
		unsigned st = g->obj->gos_state & VM_GOS_STATE_MASK;
		if (st == VM_GOS_INVALID)
			continue;
		if (st == VM_GOS_READ && g->obj->clazz == vm_wk.string)
			continue;
		if (g->twin) {            /* being written (state VALID) */
			pthread_mutex_unlock(&gos_space.os_mu);
			batch_add(t, &d, g);        /* encoding may export: takes os_mu */
			pthread_mutex_lock(&gos_space.os_mu);
			free(g->twin);
			g->twin = NULL;
		}
		__atomic_store_n(&g->obj->gos_state, GOS_F_CACHED | VM_GOS_INVALID, __ATOMIC_RELEASE);
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
	batch_send_rest(t, &d);
	atomic_fetch_add(&acks_pending, 1);   /* before any thread of ours runs */
	vm_threads_start_world();
	gc_unlock_collector();
	batch_collect(t, &d);
	atomic_fetch_sub(&acks_pending, 1);
	batch_free(&d);
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

	/* any object: a home logs the objects whose home moved to it */
	if (!gos_notices_get(r, -1, &pruned, &upto, notice_cb, ns))
		return false;
	if (pruned)
		ns->whole[h] = true;
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
	unsigned st = g->obj->gos_state & VM_GOS_STATE_MASK;

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
	DiffBatch d;

	if (gos_space.opt.acquire == GOS_ACQUIRE_ALL || !vec) {
		gos_acquire_all(t);
		return;
	}
	kn = malloc((size_t)nodes * sizeof *kn);
	ns.whole = calloc((size_t)nodes, sizeof *ns.whole);
	ns.top = calloc((size_t)nodes, sizeof *ns.top);
	if (!kn || !ns.whole || !ns.top)
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
		if (!ns.whole[h])
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
	batch_init(&d, false);
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
			batch_add(t, &d, g);
			pthread_mutex_lock(&gos_space.os_mu);
			free(g->twin);
			g->twin = NULL;
		}
		__atomic_store_n(&g->obj->gos_state, GOS_F_CACHED | VM_GOS_INVALID, __ATOMIC_RELEASE);
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
	batch_send_rest(t, &d);
	atomic_fetch_add(&acks_pending, 1);
	vm_threads_start_world();
	gc_unlock_collector();
	batch_collect(t, &d);
	atomic_fetch_sub(&acks_pending, 1);
	batch_free(&d);
	pthread_mutex_unlock(&gos_space.flush_mu);
	GOS_COUNT(invalidations, count);
out:
	free(tg);
	free(ns.gid);
	free(ns.seq);
	free(ns.whole);
	free(ns.top);
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

/* Step over the rest of a diff entry (after gid and base) in r. */
static bool skip_entry(GosReader *r)
{
	uint32_t nruns = gos_get_u32(r), nrefs, j;

	for (j = 0; j < nruns && !r->failed; j++) {
		(void)gos_get_u32(r);
		if (!gos_get_raw(r, gos_get_u32(r)))
			return false;
	}
	nrefs = gos_get_u32(r);
	for (j = 0; j < nrefs && !r->failed; j++) {
		(void)gos_get_u32(r);
		if (!gos_ref_skip(r))
			return false;
	}
	return !r->failed;
}

/* Apply one diff entry (after gid and base) to g, a home copy. */
static bool apply_entry(VmThread *t, GosObj *g, GosReader *r)
{
	VmObject *o = g->obj;
	size_t size = gos_obj_size(o), from;
	uint32_t nruns, nrefs, j;
	uint8_t *skip = NULL, *twin;
	bool refarr = gos_is_ref_array(o), ok = true;
	GosReader runs;

	from = vm_class_is_array(o->clazz) ? VM_ARRAY_DATA_OFFSET : sizeof(VmObject);
	if (!vm_class_is_array(o->clazz))
		skip = gos_skip_map(o, size);
	nruns = gos_get_u32(r);
	twin = g->twin;
	runs = *r;
	if ((refarr && nruns) ||
	    gos_diff_apply_runs((uint8_t *)o, from, size, skip, nruns, r) != GOS_OK)
		ok = false;
	/* A home copy with a twin (acquire=notices) gets the diff in its
	 * twin too: the twin must differ from the copy only by what this
	 * node's own threads wrote. Else a home thread that writes back
	 * the twin's value over a remote write would go unnoticed. */
	if (ok && twin)
		(void)gos_diff_apply_runs(twin, from, size, skip, nruns, &runs);
	nrefs = ok ? gos_get_u32(r) : 0;
	for (j = 0; j < nrefs && ok; j++) {
		uint32_t off = gos_get_u32(r);
		bool dok, slot;
		VmObject *v;

		slot = gos_is_ref_slot(o, off);
		v = gos_ref_decode(t, r, &dok);
		if (!slot || !dok) {
			ok = false;
			break;
		}
		__atomic_store_n((VmObject **)((char *)o + off), v, __ATOMIC_RELAXED);
		if (twin) {
			/* the decode may have allocated, in a safe region, where
			 * an acquire may re-arm the copy: look again */
			pthread_mutex_lock(&gos_space.os_mu);
			if (g->twin)
				*(VmObject **)(g->twin + off) = v;
			pthread_mutex_unlock(&gos_space.os_mu);
		}
	}
	free(skip);
	return ok;
}

void gos_serve_diff(VmThread *t, int src, GosReader *r, GosBuf *reply)
{
	uint32_t n = gos_get_u32(r), k;
	uint8_t status = 0;
	uint64_t last_gid = 0;
	GosBuf acks;

	gos_buf_init(&acks);
	for (k = 0; k < n && !status; k++) {
		uint64_t gid = gos_get_u64(r), base = gos_get_u64(r);
		GosObj *g;
		int home;

		vm_mutex_lock(t, &home_mu);
		pthread_mutex_lock(&gos_space.os_mu);
		g = r->failed ? NULL : gos_obj_by_gid(gid);
		home = g ? g->home : -1;
		pthread_mutex_unlock(&gos_space.os_mu);
		if (!g) {
			status = 1;
		} else if (home != gos_space.self) {
			/* not ours (any more, or not yet): where it went */
			if (!skip_entry(r)) {
				status = 1;
			} else {
				gos_put_u8(&acks, 2);
				gos_put_u32(&acks, (uint32_t)home);
			}
		} else if (!apply_entry(t, g, r)) {
			status = 1;
		} else {
			/* the write notice: the object's next version */
			uint64_t seq, prev;
			bool move;

			pthread_mutex_lock(&gos_space.os_mu);
			prev = g->version;
			g->version = prev + 1;
			seq = gos_wlog_append(&gos_space.wlog, gid, g->version);
			if (!seq)
				gos_fatal("out of memory for the write log");
			/* one interval per message, however many parts */
			if (gid != last_gid) {
				if (g->mig_writer == src) {
					g->mig_streak++;
				} else {
					g->mig_writer = src;
					g->mig_streak = 1;
				}
			}
			move = base == prev && src != gos_space.self &&
			       g->mig_writer == src && g->mig_streak >= gos_space.opt.migrate_after &&
			       may_move(g);
			if (move)
				move_home(g, src);
			pthread_mutex_unlock(&gos_space.os_mu);
			gos_put_u8(&acks, move ? 1 : 0);
			gos_put_u64(&acks, seq);
			gos_put_u64(&acks, prev);
			gos_put_u64(&acks, prev + 1);
		}
		pthread_mutex_unlock(&home_mu);
		last_gid = gid;
	}
	if (!status && gos_reader_finish(r) != GOS_OK)
		status = 1;
	if (t->exception)
		t->exception = NULL;
	gos_put_u8(reply, status);
	if (!status) {
		gos_put_u32(reply, n);
		if (acks.len)
			gos_put_raw(reply, acks.data, acks.len);
	}
	gos_buf_free(&acks);
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
		if ((o->gos_state & VM_GOS_STATE_MASK) != VM_GOS_READ || o->clazz == vm_wk.string ||
		    gos_obj_size(o) > GOS_STALE_MAX_BYTES)
			continue;
		__atomic_store_n(&o->gos_state, GOS_F_CACHED | VM_GOS_INVALID, __ATOMIC_RELEASE);
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
