/*
 * gos_diffs.c -- DIFF messages at both ends, and home migration.
 *
 * The writer's side (gos_batch_*, used by gos_hlrc.c's release and
 * acquire): the diffs of a node's written copies are gathered into one
 * DIFF message per home, sent, and their acknowledgements collected; an
 * entry whose home has moved is sent again where the redirect says. The
 * home's side (gos_serve_diff): each entry is applied to the home copy
 * (and its twin) and logged, or answered with a redirect when this node
 * is not its home; and an entry may move the home to its writer.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gos_space.h"

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
		offs = gos_ref_offsets(o, &n);
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
 * gos_home_mu orders a home's diff application and moves (gos_serve_diff)
 * against a release's logging of the home's own writes (home_log): a
 * move in between would leave a local write neither logged here nor sent
 * there. It is taken before os_mu and never held across a wait for
 * another node.
 */
pthread_mutex_t gos_home_mu = PTHREAD_MUTEX_INITIALIZER;

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
	       !gos_is_thread_class(o->clazz);
}

/* Hand g's home to node `to`: this copy becomes a cached copy of the
 * same version. os_mu and gos_home_mu held. */
static void move_home(GosObj *g, int to)
{
	VmObject *o = g->obj;
	unsigned st = gos_st(o);

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
	g->forwarded = true;
	g->served = false;
	g->mig_writer = -1;
	g->mig_streak = 0;
	g->cached_next = gos_space.cached;
	gos_space.cached = g;
	gos_st_store(o, (uint8_t)(GOS_F_CACHED | st));
}

/* Take g's home (an acknowledgement said so). os_mu and flush_mu held. */
static void take_home(GosObj *g, int from)
{
	VmObject *o = g->obj;
	unsigned st = gos_st(o);
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
	gos_st_store(o, (uint8_t)(GOS_F_EXPORTED | st));
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

void gos_batch_init(GosDiffBatch *d, bool release)
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
 * acknowledgement is waited for by gos_batch_collect. Takes objs and offs. */
static void diff_send(VmThread *t, GosDiffBatch *d, int to, GosBuf *msg, uint32_t count,
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

static void batch_acked(VmThread *t, GosDiffBatch *d, const DiffSent *s, const uint8_t *rep,
			size_t rl);

/* Send home's DIFF message as built so far, its acknowledgement to be
 * waited for by gos_batch_collect; the batch for that home starts again
 * empty. Sending never waits for another node's threads: a thread that
 * has stopped this node's world may send (gos_acquire). */
static void batch_flush(VmThread *t, GosDiffBatch *d, int home)
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
void gos_batch_collect(VmThread *t, GosDiffBatch *d)
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
bool gos_batch_add(VmThread *t, GosDiffBatch *d, GosObj *g)
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
static void batch_acked(VmThread *t, GosDiffBatch *d, const DiffSent *s, const uint8_t *rep,
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
			/* the entry goes again to the hint as the redirect leaves
			 * it: a redirect naming this node leaves it as it was (the
			 * home we handed the object to has not read its hand-over
			 * yet and points back here; tests/model/hlrc.pml, diff) */
			if (g) {
				gos_home_moved(g, (int)node);
				if (gos_is_home(g))
					gos_fatal("object %llx: a redirect came for a diff of a copy "
						  "this node homes", (unsigned long long)g->gid);
				node = __atomic_load_n(&g->home, __ATOMIC_ACQUIRE);
			} else {
				GOS_COUNT(redirects, 1);
				if ((int)node == gos_space.self)
					node = GOS_GID_HOME(s->objs[i]);
			}
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
 * collected (gos_batch_collect), then gos_batch_free. */
void gos_batch_send_rest(VmThread *t, GosDiffBatch *d)
{
	int n;

	for (n = 0; n < gos_space.nodes; n++)
		batch_flush(t, d, n);
}

void gos_batch_free(GosDiffBatch *d)
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
void gos_batch_send(VmThread *t, GosDiffBatch *d)
{
	gos_batch_send_rest(t, d);
	gos_batch_collect(t, d);
	gos_batch_free(d);
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

		vm_mutex_lock(t, &gos_home_mu);
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
		pthread_mutex_unlock(&gos_home_mu);
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
