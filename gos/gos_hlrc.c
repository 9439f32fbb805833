/*
 * gos_hlrc.c -- home-based lazy release consistency: diffs at release,
 * invalidation at acquire.
 *
 * Release (gos_release): every cached copy in state WRITE is diffed against
 * its twin (gos_diff.c for primitive bytes, reference slots compared as
 * pointers and sent as global references); the diffs go to the homes, one
 * DIFF message per home, and the release completes when every home has
 * acknowledged. Copies stay in WRITE with their twins refreshed: dropping
 * the twin would race with a concurrent writer on this node (its write,
 * checked against WRITE, could land after the state turned READ and would
 * never be diffed).
 *
 * Acquire (gos_acquire, acquire=all): every cached copy becomes INVALID,
 * so the next access fetches the home's contents. A copy in WRITE is
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

/* Append g's diff (u64 gid, u32 nruns, runs, u32 nrefs, (u32 off, ref)*)
 * to b when anything changed; true if appended. flush_mu held. */
static bool diff_one(GosObj *g, GosBuf *b)
{
	VmObject *o = g->obj;
	size_t size = gos_obj_size(o), mark = b->len, at_runs, at_refs;
	uint32_t nruns = 0, nrefs = 0;
	uint8_t *twin = g->twin;

	if (!twin)
		return false;
	gos_put_u64(b, g->gid);
	at_runs = b->len;
	gos_put_u32(b, 0);
	if (vm_class_is_array(o->clazz)) {
		if (!gos_is_ref_array(o))
			nruns = gos_diff_runs((volatile uint8_t *)o, twin, VM_ARRAY_DATA_OFFSET, size,
					      NULL, b);
		at_refs = b->len;
		gos_put_u32(b, 0);
		if (gos_is_ref_array(o)) {
			size_t off;
			for (off = VM_ARRAY_DATA_OFFSET; off + sizeof(void *) <= size;
			     off += sizeof(void *)) {
				VmObject *v = __atomic_load_n((VmObject **)((char *)o + off),
							      __ATOMIC_RELAXED);
				if (v != *(VmObject **)(twin + off)) {
					*(VmObject **)(twin + off) = v;
					gos_put_u32(b, (uint32_t)off);
					gos_ref_encode(b, v);
					nrefs++;
				}
			}
		}
	} else {
		uint8_t *skip = gos_skip_map(o, size);
		const uint32_t *offs;
		uint32_t n, i;

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

/* Per-home DIFF messages under construction. */
typedef struct DiffBatch {
	GosBuf *bufs;
	uint32_t *counts;
} DiffBatch;

static void batch_init(DiffBatch *d)
{
	d->bufs = calloc((size_t)gos_space.nodes, sizeof *d->bufs);
	d->counts = calloc((size_t)gos_space.nodes, sizeof *d->counts);
	if (!d->bufs || !d->counts)
		gos_fatal("out of memory for diffs");
}

static void batch_add(DiffBatch *d, GosObj *g)
{
	int home = GOS_GID_HOME(g->gid);
	GosBuf *b = &d->bufs[home];

	if (!b->data) {
		gos_buf_init(b);
		gos_put_u32(b, 0);     /* rid */
		gos_put_u32(b, 0);     /* count */
	}
	if (diff_one(g, b))
		d->counts[home]++;
	if (b->oom)
		gos_fatal("out of memory for diffs");
}

/* Send the batch and wait for every home's acknowledgement; frees it. */
static void batch_send(VmThread *t, DiffBatch *d)
{
	int n;

	for (n = 0; n < gos_space.nodes; n++) {
		GosBuf *b = &d->bufs[n];
		uint8_t *rep = NULL;
		size_t rl = 0;
		GosStatus st;

		if (!b->data)
			continue;
		if (d->counts[n]) {
			uint32_t c = d->counts[n];
			uint8_t le[4] = { (uint8_t)c, (uint8_t)(c >> 8), (uint8_t)(c >> 16),
					  (uint8_t)(c >> 24) };
			memcpy(b->data + 4, le, 4);
			GOS_COUNT(diffs, c);
			GOS_COUNT(diff_bytes, b->len);
			st = gos_call(t, n, GOS_OS_DIFF, b, &rep, &rl, NULL, NULL);
			if (st != GOS_OK)
				gos_fatal("diffs to node %d were not acknowledged: %s", n,
					  gos_status_str(st));
			if (rl < 1 || rep[0] != 0)
				gos_fatal("node %d rejected a diff", n);
			free(rep);
		}
		gos_buf_free(b);
	}
	free(d->bufs);
	free(d->counts);
}

bool gos_release(VmThread *t)
{
	GosObj **list = NULL, *g;
	size_t n = 0, cap = 0, i;
	DiffBatch d;

	if (!__atomic_load_n(&gos_space.dirty, __ATOMIC_RELAXED))
		return true;
	vm_mutex_lock(t, &gos_space.flush_mu);
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
	batch_init(&d);
	for (i = 0; i < n; i++)
		batch_add(&d, list[i]);
	free(list);
	batch_send(t, &d);
	pthread_mutex_unlock(&gos_space.flush_mu);
	return true;
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

void gos_acquire(VmThread *t)
{
	DiffBatch d;
	GosObj *g, **pp;
	uint64_t count = 0;

	/* Every acquire counts, even one with nothing to invalidate: a fetch
	 * in flight now was requested before it and may be stale for it. */
	pthread_mutex_lock(&gos_space.os_mu);
	gos_space.epoch++;
	pthread_mutex_unlock(&gos_space.os_mu);
	if (!any_valid_copy())
		return;
	vm_mutex_lock(t, &gos_space.flush_mu);
	batch_init(&d);
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
		if (st == VM_GOS_WRITE) {
			pthread_mutex_unlock(&gos_space.os_mu);
			batch_add(&d, g);        /* encoding may export: takes os_mu */
			pthread_mutex_lock(&gos_space.os_mu);
			free(g->twin);
			g->twin = NULL;
		}
		__atomic_store_n(&g->obj->gos_state, GOS_F_CACHED | VM_GOS_INVALID, __ATOMIC_RELEASE);
		count++;
	}
	gos_space.epoch++;
	/* the dirty list keeps only copies still in WRITE (none but strings) */
	for (pp = &gos_space.dirty; *pp;) {
		if ((*pp)->twin) {
			pp = &(*pp)->dirty_next;
		} else {
			(*pp)->dirty = false;
			*pp = (*pp)->dirty_next;
		}
	}
	pthread_mutex_unlock(&gos_space.os_mu);
	/* The diffs reach their homes before any thread of ours can run and
	 * fetch one of these objects again: a fetch that overtook its own
	 * node's diff would bring back the value from before our writes. */
	batch_send(t, &d);
	vm_threads_start_world();
	gc_unlock_collector();
	pthread_mutex_unlock(&gos_space.flush_mu);
	GOS_COUNT(invalidations, count);
}

void gos_serve_diff(VmThread *t, int src, GosReader *r, GosBuf *reply)
{
	uint32_t n = gos_get_u32(r), k;
	uint8_t status = 0;

	(void)src;
	for (k = 0; k < n && !status; k++) {
		uint64_t gid = gos_get_u64(r);
		uint32_t nruns, nrefs, j;
		GosObj *g;
		VmObject *o;
		size_t size, from;
		uint8_t *skip = NULL;
		bool refarr;

		pthread_mutex_lock(&gos_space.os_mu);
		g = r->failed ? NULL : gos_obj_by_gid(gid);
		pthread_mutex_unlock(&gos_space.os_mu);
		if (!g || !gos_is_home(g)) {
			status = 1;
			break;
		}
		o = g->obj;
		size = gos_obj_size(o);
		refarr = gos_is_ref_array(o);
		from = vm_class_is_array(o->clazz) ? VM_ARRAY_DATA_OFFSET : sizeof(VmObject);
		if (!vm_class_is_array(o->clazz))
			skip = gos_skip_map(o, size);
		nruns = gos_get_u32(r);
		if ((refarr && nruns) ||
		    gos_diff_apply_runs((uint8_t *)o, from, size, skip, nruns, r) != GOS_OK)
			status = 1;
		nrefs = status ? 0 : gos_get_u32(r);
		for (j = 0; j < nrefs && !status; j++) {
			uint32_t off = gos_get_u32(r);
			bool ok, slot;
			VmObject *v;

			slot = gos_is_ref_slot(o, off);
			v = gos_ref_decode(t, r, &ok);
			if (!slot || !ok) {
				status = 1;
				break;
			}
			__atomic_store_n((VmObject **)((char *)o + off), v, __ATOMIC_RELAXED);
		}
		free(skip);
	}
	if (!status && gos_reader_finish(r) != GOS_OK)
		status = 1;
	if (t->exception)
		t->exception = NULL;
	gos_put_u8(reply, status);
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
	gos_acquire(t);
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
	vm_mutex_lock(t, &gos_space.os_mu);
	for (g = gos_space.cached; g; g = g->cached_next) {
		VmObject *o = g->obj;
		if ((o->gos_state & VM_GOS_STATE_MASK) != VM_GOS_READ || o->clazz == vm_wk.string ||
		    gos_obj_size(o) > GOS_STALE_MAX_BYTES)
			continue;
		__atomic_store_n(&o->gos_state, GOS_F_CACHED | VM_GOS_INVALID, __ATOMIC_RELEASE);
		count++;
	}
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
