/*
 * check_gc.c -- the heap on its own, with fake objects: a fake class says
 * how many reference slots follow the VmObject header.  Roots are a test
 * array, per-thread arrays for the threaded test, and an optional
 * conservative range.  The threaded test brings workers to a stop with a
 * small safepoint protocol driven by the stop_world/start_world hooks and
 * the allocator's blocking hooks, as the VM does.
 */
#include "config.h"

#include <check.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gc.h"
#include "object.h"

/* ref: 0, or a reference object whose refs[0] is its referent: 1 weak,
 * 2 soft (as the VM's hooks treat java.lang.ref). */
typedef struct FakeClass { int nrefs; int ref; } FakeClass;
typedef struct Fake { VmObject hdr; void *refs[]; } Fake;

static FakeClass one_ref = { 1, 0 }, two_refs = { 2, 0 }, no_ref = { 0, 0 };
static FakeClass wide = { 20000, 0 };
static FakeClass weak_ref = { 1, 1 }, soft_ref = { 1, 2 };
#define NROOTS 16
static void *roots[NROOTS];
static const void *range_lo, *range_hi;

#ifndef NTHREADS
#define NTHREADS 4
#endif
static void *thread_roots[NTHREADS];

static void scan_roots(GcMarker *m)
{
	int i;
	for (i = 0; i < NROOTS; i++)
		if (roots[i])
			gc_mark(m, roots[i]);
	for (i = 0; i < NTHREADS; i++)
		if (thread_roots[i])
			gc_mark(m, thread_roots[i]);
	if (range_lo)
		gc_mark_range(m, range_lo, range_hi);
}

/* Reference objects noted while marking, cleared by the references hook. */
#define NFOUND 64
static Fake *found[NFOUND];
static int nfound, phases_seen;

static void scan_object(void *o, GcMarker *m)
{
	Fake *f = o;
	FakeClass *c = (FakeClass *)f->hdr.clazz;
	int i = 0;
	if (c && c->ref && f->refs[0]) {
		i = 1;
		if ((c->ref == 2 && !gc_clearing_soft()) || nfound == NFOUND)
			gc_mark(m, f->refs[0]);
		else
			found[nfound++] = f;
	}
	for (; c && i < c->nrefs; i++)
		if (f->refs[i])
			gc_mark(m, f->refs[i]);
}

static void references(GcMarker *m, int phase)
{
	int i;
	phases_seen = phases_seen * 10 + phase + 1;
	for (i = 0; phase == 0 && i < nfound; i++)
		if (found[i]->refs[0] && !gc_is_marked(found[i]->refs[0]))
			found[i]->refs[0] = NULL;
	if (phase == 1)
		nfound = 0;
}

/* ---- a tiny safepoint protocol for the threaded test ---- */

static pthread_mutex_t sp_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t sp_cv = PTHREAD_COND_INITIALIZER;
static int sp_running;          /* registered threads not parked */
static int sp_requested;
static __thread int sp_registered;

static void stop_world(void)
{
	pthread_mutex_lock(&sp_mu);
	sp_requested = 1;
	while (sp_running > sp_registered)
		pthread_cond_wait(&sp_cv, &sp_mu);
	pthread_mutex_unlock(&sp_mu);
}

static void start_world(void)
{
	pthread_mutex_lock(&sp_mu);
	sp_requested = 0;
	pthread_cond_broadcast(&sp_cv);
	pthread_mutex_unlock(&sp_mu);
}

static void sp_poll(void)
{
	if (!__atomic_load_n(&sp_requested, __ATOMIC_ACQUIRE))
		return;
	pthread_mutex_lock(&sp_mu);
	sp_running--;
	pthread_cond_broadcast(&sp_cv);
	while (sp_requested)
		pthread_cond_wait(&sp_cv, &sp_mu);
	sp_running++;
	pthread_mutex_unlock(&sp_mu);
}

static void blocking_enter(void)
{
	if (!sp_registered)
		return;
	pthread_mutex_lock(&sp_mu);
	sp_running--;
	pthread_cond_broadcast(&sp_cv);
	pthread_mutex_unlock(&sp_mu);
}

static void blocking_leave(void)
{
	if (!sp_registered)
		return;
	pthread_mutex_lock(&sp_mu);
	while (sp_requested)
		pthread_cond_wait(&sp_cv, &sp_mu);
	sp_running++;
	pthread_mutex_unlock(&sp_mu);
}

/* ---- finalisation ---- */

static int finalized;

/* Queue every registered object found unreachable, except those marked
 * shared (as the VM refuses another node's copies). */
static bool finalize(void *obj)
{
	VmObject *o = obj;
	finalized++;
	return !(o->gos_state & VM_GOS_SHARED);
}

static GcAllocCtx *ctx;

static void setup(void)
{
	static bool done;
	static const GcHooks h = { scan_roots, scan_object, stop_world, start_world, finalize, references };
	if (!done) {
		ck_assert(gc_init(4u << 20, 64u << 20, getenv("GC_VERBOSE") != NULL));
		gc_set_hooks(&h);
		gc_set_blocking_hooks(blocking_enter, blocking_leave);
		ctx = gc_thread_attach();
		done = true;
	}
	memset(roots, 0, sizeof roots);
	range_lo = range_hi = NULL;
}

static Fake *mk(FakeClass *c, size_t size)
{
	Fake *f = gc_alloc(ctx, size);
	ck_assert_ptr_nonnull(f);
	f->hdr.clazz = (struct VmClass *)c;
	return f;
}

START_TEST(test_zeroed_aligned)
{
	size_t i;
	setup();
	for (i = 0; i < 20000; i += 7) {
		uint8_t *p = gc_alloc(ctx, i);
		size_t k;
		ck_assert_ptr_nonnull(p);
		ck_assert_uint_eq((uintptr_t)p % 8, 0);
		for (k = 0; k < i && p[k] == 0; k++)
			;
		ck_assert_uint_eq(k, i);
		ck_assert_uint_ge(gc_object_size(p), i);
		/* dirty the body; a zero header keeps finalize/scan away */
		if (i > sizeof(VmObject))
			memset(p + sizeof(VmObject), 0xab, i - sizeof(VmObject));
		ck_assert(gc_is_object(p));
		ck_assert(!gc_is_object(p + 8));
		ck_assert(!gc_is_object(p + 1));
	}
	/* Garbage filled with 0xab must come back zeroed. */
	gc_collect();
	for (i = 0; i < 20000; i += 7) {
		uint8_t *p = gc_alloc(ctx, i);
		size_t k;
		for (k = 0; k < i && p[k] == 0; k++)
			;
		ck_assert_uint_eq(k, i);
	}
}
END_TEST

START_TEST(test_reuse)
{
	GcStats before, after;
	Fake *a;
	void *first;
	int i;
	setup();
	gc_collect();
	a = mk(&no_ref, 32);
	first = a;
	gc_collect();
	ck_assert(!gc_is_object(first));
	gc_get_stats(&before);
	for (i = 0; i < 2000000; i++)
		mk(&no_ref, 32);
	gc_get_stats(&after);
	/* 64 MB of garbage went through a heap that did not grow much */
	ck_assert_uint_gt(after.collections, before.collections);
	ck_assert_uint_gt(after.bytes_freed, before.bytes_freed);
	ck_assert_uint_lt(after.heap_committed, before.heap_committed + (16u << 20));
}
END_TEST

START_TEST(test_long_chain)
{
	Fake *head = NULL, *garbage;
	int i, n = 0;
	const int N = 1000000;
	setup();
	/* a long chain kept by one root: the mark stack must not recurse */
	for (i = 0; i < N; i++) {
		Fake *f = mk(&two_refs, sizeof(Fake) + 2 * sizeof(void *));
		f->refs[0] = head;
		f->refs[1] = (void *)(intptr_t)i;     /* not a heap pointer */
		head = f;
		roots[0] = head;    /* collections may happen while building */
	}
	garbage = mk(&no_ref, 64);
	head = NULL;
	gc_collect();
	for (head = roots[0]; head; head = head->refs[0]) {
		ck_assert(gc_is_object(head));
		ck_assert_int_eq((int)(intptr_t)head->refs[1], N - 1 - n);
		n++;
	}
	ck_assert_int_eq(n, N);
	ck_assert(!gc_is_object(garbage));
	roots[0] = NULL;
	gc_collect();
}
END_TEST

START_TEST(test_wide_object)
{
	/* A large object holding 20000 references: the mark stack grows. */
	Fake *w;
	int i;
	setup();
	w = mk(&wide, sizeof(Fake) + 20000 * sizeof(void *));
	roots[1] = w;
	for (i = 0; i < 20000; i++) {
		Fake *f = mk(&no_ref, 40);
		f->hdr.hash = (uint32_t)i;
		w->refs[i] = f;
	}
	gc_collect();
	ck_assert(gc_is_object(w));
	for (i = 0; i < 20000; i++) {
		Fake *f = w->refs[i];
		ck_assert(gc_is_object(f));
		ck_assert_uint_eq(f->hdr.hash, (uint32_t)i);
	}
	roots[1] = NULL;
	gc_collect();
	ck_assert(!gc_is_object(w));
}
END_TEST

START_TEST(test_conservative_range)
{
	void *slots[4];
	Fake *a, *b;
	setup();
	a = mk(&no_ref, 48);
	b = mk(&one_ref, 20000);          /* large */
	slots[0] = (char *)a + 8;     /* interior pointers: do not count */
	slots[1] = (char *)b + 4096;
	range_lo = slots;
	range_hi = slots + 2;
	gc_collect();
	ck_assert(!gc_is_object(a));
	ck_assert(!gc_is_object(b));
	a = mk(&no_ref, 48);
	b = mk(&one_ref, 20000);
	b->refs[0] = mk(&no_ref, 24);
	slots[2] = a;
	slots[3] = b;
	range_hi = slots + 4;
	gc_collect();
	ck_assert(gc_is_object(a));
	ck_assert(gc_is_object(b));
	ck_assert(gc_is_object(b->refs[0]));
	range_lo = range_hi = NULL;
}
END_TEST

START_TEST(test_is_object_negatives)
{
	int local;
	Fake *live, *dead, *big;
	unsigned i;
	setup();
	live = mk(&no_ref, 64);
	dead = mk(&no_ref, 64);
	big = mk(&no_ref, 100000);
	roots[0] = live;
	roots[1] = big;
	gc_collect();
	ck_assert(gc_is_object(live));
	ck_assert(gc_is_object(big));
	ck_assert(!gc_is_object(dead));
	ck_assert(!gc_is_object(NULL));
	ck_assert(!gc_is_object(&local));
	ck_assert(!gc_is_object(roots));
	ck_assert(!gc_is_object((void *)(uintptr_t)-1));
	ck_assert(!gc_is_object((void *)(uintptr_t)-8));
	ck_assert(!gc_is_object((void *)8));
	ck_assert(!gc_is_object((char *)live + 8));
	ck_assert(!gc_is_object((char *)live + 64));
	ck_assert(!gc_is_object((char *)live - 8));
	ck_assert(!gc_is_object((char *)big + 8));
	ck_assert(!gc_is_object((char *)big + 4096));
	ck_assert(!gc_is_object((char *)big - 4096));
	srand(42);
	for (i = 0; i < 1000000; i++) {
		uintptr_t v = ((uintptr_t)(uint64_t)((uint64_t)rand() << 33)) ^ ((uintptr_t)rand() << 3) ^ (uintptr_t)rand();
		if ((void *)v != live && (void *)v != big)
			(void)gc_is_object((void *)v);   /* must not crash */
		/* random words near the heap */
		v = (uintptr_t)live + ((uintptr_t)rand() % (1u << 24)) - (1u << 23);
		(void)gc_is_object((void *)v);
	}
	roots[0] = roots[1] = NULL;
	gc_collect();
	ck_assert(!gc_is_object(live));
	ck_assert(!gc_is_object(big));
}
END_TEST

START_TEST(test_large)
{
	GcStats s0, s1, s2;
	Fake *l;
	int i;
	setup();
	gc_collect();
	gc_get_stats(&s0);
	l = mk(&one_ref, 1u << 20);
	roots[2] = l;
	l->refs[0] = mk(&no_ref, 32);
	memset((char *)l + 64, 0x5a, (1u << 20) - 64);
	gc_collect();
	gc_get_stats(&s1);
	ck_assert(gc_is_object(l));
	ck_assert(gc_is_object(l->refs[0]));
	ck_assert_uint_ge(gc_object_size(l), 1u << 20);
	for (i = 64; i < (1 << 20); i += 4093)
		ck_assert_uint_eq(((uint8_t *)l)[i], 0x5a);
	ck_assert_uint_ge(s1.heap_used, s0.heap_used + (1u << 20));
	roots[2] = NULL;
	gc_collect();
	gc_get_stats(&s2);
	ck_assert(!gc_is_object(l));
	/* the mapping went back to the system */
	ck_assert_uint_le(s2.heap_committed + (1u << 20), s1.heap_committed);
}
END_TEST

START_TEST(test_max_heap_large)
{
	void *big[40];
	int i, got = 0;
	setup();
	for (i = 0; i < 40; i++) {
		big[i] = gc_alloc(ctx, 4u << 20);       /* 160 MB wanted, 64 MB max */
		if (big[i]) {
			got++;
			ck_assert(gc_is_object(big[i]));
			if (i < NROOTS)
				roots[i] = big[i];
		}
	}
	ck_assert_int_lt(got, 40);
	ck_assert_int_gt(got, 10);
	memset(roots, 0, sizeof roots);
	gc_collect();
	ck_assert_ptr_nonnull(gc_alloc(ctx, 4u << 20));
}
END_TEST

/* Allocate objects of size bytes, each holding the one before, with the
 * newest in roots[0], until the heap refuses: the chain's head; *n gets
 * how many. */
static Fake *fill_chain(size_t size, size_t *n)
{
	Fake *head = NULL, *f;

	*n = 0;
	while ((f = gc_alloc(ctx, size)) != NULL) {
		f->hdr.clazz = (struct VmClass *)&one_ref;
		f->refs[0] = head;
		head = f;
		roots[0] = head;
		(*n)++;
	}
	return head;
}

START_TEST(test_max_heap_small)
{
	GcStats s;
	size_t n;
	setup();
	/* Keep everything until the heap refuses (roots[0] holds it). */
	(void)fill_chain(200, &n);
	gc_get_stats(&s);
	ck_assert_uint_le(s.heap_committed, 64u << 20);
	ck_assert_uint_gt(n * 200, 40u << 20);
	ck_assert_ptr_null(gc_alloc(ctx, 100000));
	/* a collection is near when the heap refuses (the survivors are at
	 * the limit), and not after a collection that kept nothing (the
	 * soft limit is 4 MiB, far above what is left) */
	ck_assert(gc_collection_near);
	roots[0] = NULL;
	gc_collect();
	ck_assert(!gc_collection_near);
	ck_assert_ptr_nonnull(gc_alloc(ctx, 200));
	ck_assert_ptr_nonnull(gc_alloc(ctx, 4u << 20));
}
END_TEST

/* Every block formatted for ~1 KiB cells and holding a few survivors: a
 * 40-byte allocation then finds no block of its class, no empty block and
 * no room to commit one, yet most of the heap is free.  It takes a cell
 * of a larger class (ThrAllocGC's 8 threads in a 4 MiB heap ran out of
 * memory so, now and then, with memory to spare). */
START_TEST(test_fragmented_classes)
{
	Fake *head, *f, *keep = NULL;
	size_t n, i;
	GcStats s;
	setup();
	head = fill_chain(1000, &n);
	ck_assert_uint_gt(n, 40000);
	/* keep one object in 16 (some in every block), drop the rest */
	for (f = head, i = 0; f; i++) {
		Fake *next = f->refs[0];
		if (i % 16 == 0) {
			f->refs[0] = keep;
			keep = f;
		}
		f = next;
	}
	head = NULL;
	roots[0] = keep;
	gc_collect();
	gc_get_stats(&s);
	ck_assert_uint_lt(s.heap_used, 16u << 20);      /* most of it is free */
	for (i = 0; i < 20000; i++) {
		f = gc_alloc(ctx, 40);
		ck_assert_msg(f != NULL, "40-byte allocation %zu failed", i);
		ck_assert(gc_is_object(f));
		f->hdr.clazz = (struct VmClass *)&no_ref;
	}
	roots[0] = keep = NULL;
	gc_collect();
	ck_assert_ptr_nonnull(gc_alloc(ctx, 4u << 20));
}
END_TEST

START_TEST(test_stress)
{
	GcStats s0, s1;
	Fake *head = NULL;
	int i, n = 0;
	setup();
	gc_get_stats(&s0);
	gc_set_stress(7);
	for (i = 0; i < 7000; i++) {
		Fake *f = mk(&one_ref, (size_t)(32 + (i % 5) * 8));
		f->refs[0] = head;
		head = f;
		roots[3] = head;
		mk(&no_ref, 32);                /* garbage */
	}
	gc_set_stress(0);
	gc_get_stats(&s1);
	ck_assert_uint_ge(s1.collections - s0.collections, 14000 / 7 - 1);
	for (head = roots[3]; head; head = head->refs[0]) {
		ck_assert(gc_is_object(head));
		n++;
	}
	ck_assert_int_eq(n, 7000);
	roots[3] = NULL;
}
END_TEST

START_TEST(test_finalize)
{
	Fake *a, *kept;
	setup();
	finalized = 0;
	a = mk(&one_ref, 48);
	ck_assert(gc_register_finalizer(a));
	kept = mk(&no_ref, 32);
	a->refs[0] = kept;
	/* Roots are explicit here (no conservative scan): only the
	 * registry's queue keeps a once it is found unreachable. */
	gc_collect();
	ck_assert_int_eq(finalized, 1);
	ck_assert(gc_is_object(a) && gc_is_object(kept));
	/* Queued objects are roots until taken; the hook is not asked twice. */
	gc_collect();
	ck_assert_int_eq(finalized, 1);
	ck_assert(gc_is_object(a) && gc_is_object(kept));
	ck_assert_ptr_eq(gc_take_finalizable(), a);
	ck_assert_ptr_null(gc_take_finalizable());
	/* Taken and dropped: an ordinary object now, never finalized again. */
	gc_collect();
	ck_assert_int_eq(finalized, 1);
	ck_assert(!gc_is_object(a) && !gc_is_object(kept));
}
END_TEST

/* A registered object still reachable is left alone; one the hook
 * refuses is swept without being queued; two unreachable finalizable
 * objects, one reaching the other, are queued in the same collection. */
START_TEST(test_finalize_refuse_chain)
{
	Fake *held, *refused, *a, *b;
	uint64_t q0 = gc_finalizable_queued();
	void *x, *y;
	setup();
	finalized = 0;
	held = mk(&no_ref, 32);
	roots[0] = held;
	ck_assert(gc_register_finalizer(held));
	refused = mk(&no_ref, 32);
	refused->hdr.gos_state = VM_GOS_SHARED;
	ck_assert(gc_register_finalizer(refused));
	a = mk(&one_ref, 32);
	b = mk(&no_ref, 32);
	a->refs[0] = b;
	ck_assert(gc_register_finalizer(a));
	ck_assert(gc_register_finalizer(b));
	gc_collect();
	ck_assert_int_eq(finalized, 3);
	ck_assert(!gc_is_object(refused));
	ck_assert(gc_is_object(held) && gc_is_object(a) && gc_is_object(b));
	ck_assert(gc_finalizable_queued() == q0 + 2);
	x = gc_take_finalizable();
	y = gc_take_finalizable();
	ck_assert((x == a && y == b) || (x == b && y == a));
	ck_assert_ptr_null(gc_take_finalizable());
	gc_collect();
	ck_assert(!gc_is_object(a) && !gc_is_object(b) && gc_is_object(held));
	ck_assert_int_eq(finalized, 3);
	roots[0] = NULL;
	gc_collect();
	ck_assert_int_eq(finalized, 4);
	ck_assert_ptr_eq(gc_take_finalizable(), held);
}
END_TEST

/* Phase 0 runs before the finalize pass: a weak reference to a
 * finalizable object is cleared although the object is resurrected. */
START_TEST(test_finalize_weak_first)
{
	Fake *w, *f;
	setup();
	finalized = 0;
	w = mk(&weak_ref, 32);
	roots[0] = w;
	f = mk(&no_ref, 32);
	ck_assert(gc_register_finalizer(f));
	w->refs[0] = f;
	gc_collect();
	ck_assert_int_eq(finalized, 1);
	ck_assert_ptr_null(w->refs[0]);
	ck_assert(gc_is_object(f));
	ck_assert_ptr_eq(gc_take_finalizable(), f);
	roots[0] = NULL;
}
END_TEST

/* A weak referent that only the reference reaches is cleared after
 * marking, one also held is kept; the hook sees phase 0 then phase 1. */
START_TEST(test_weak)
{
	Fake *w, *w2, *kept;
	setup();
	w = mk(&weak_ref, 32);
	roots[0] = w;           /* rooted before the next allocation */
	w->refs[0] = mk(&no_ref, 32);
	w2 = mk(&weak_ref, 32);
	roots[1] = w2;
	kept = mk(&no_ref, 32);
	roots[2] = kept;
	w2->refs[0] = kept;
	phases_seen = 0;
	gc_collect();
	ck_assert_int_eq(phases_seen, 12);
	ck_assert_ptr_null(w->refs[0]);
	ck_assert_ptr_eq(w2->refs[0], kept);
	ck_assert(gc_is_object(kept));
	roots[2] = NULL;
	kept = NULL;
	gc_collect();
	ck_assert_ptr_null(w2->refs[0]);
}
END_TEST

/* A soft referent survives gc_collect; an allocation that fails even after
 * a collection clears it before NULL comes back. */
START_TEST(test_soft)
{
	Fake *s;
	int i, got = 0;
	setup();
	s = mk(&soft_ref, 32);
	roots[0] = s;           /* before the next allocation may collect */
	s->refs[0] = gc_alloc(ctx, 8u << 20);
	ck_assert_ptr_nonnull(s->refs[0]);
	gc_collect();
	ck_assert_ptr_nonnull(s->refs[0]);
	ck_assert(!gc_clearing_soft());
	for (i = 1; i < NROOTS; i++) {
		roots[i] = gc_alloc(ctx, 6u << 20);     /* 90 MB wanted, 64 MB max */
		if (!roots[i])
			break;
		got++;
	}
	ck_assert_int_lt(got, NROOTS - 1);
	ck_assert_ptr_null(s->refs[0]);
	ck_assert(!gc_clearing_soft());
	memset(roots, 0, sizeof roots);
	gc_collect();
}
END_TEST

/* ---- threads ---- */

static void *worker(void *arg)
{
	int id = (int)(intptr_t)arg, i, len = 0;
	GcAllocCtx *c = gc_thread_attach();
	long bad = 0;

	pthread_mutex_lock(&sp_mu);
	sp_registered = 1;
	sp_running++;
	pthread_mutex_unlock(&sp_mu);
	for (i = 0; i < 400000; i++) {
		Fake *f = gc_alloc(c, (size_t)(40 + (i % 7) * 8));   /* header + 2 refs */
		if (!f) {
			bad++;
			break;
		}
		f->hdr.clazz = (struct VmClass *)&two_refs;
		f->refs[0] = thread_roots[id];
		f->refs[1] = NULL;
		f->hdr.hash = (uint32_t)(id * 1000000 + i);
		thread_roots[id] = f;
		if (++len == 5000) {
			/* check the list and drop it */
			Fake *p;
			int k = i;
			for (p = thread_roots[id]; p; p = p->refs[0], k--)
				if (!gc_is_object(p) || p->hdr.hash != (uint32_t)(id * 1000000 + k))
					bad++;
			thread_roots[id] = NULL;
			len = 0;
		}
		if (i % 50000 == 0 && id == 0)
			gc_collect();
		sp_poll();
	}
	thread_roots[id] = NULL;
	gc_thread_detach(c);
	pthread_mutex_lock(&sp_mu);
	sp_running--;
	sp_registered = 0;
	pthread_cond_broadcast(&sp_cv);
	pthread_mutex_unlock(&sp_mu);
	return (void *)bad;
}

START_TEST(test_threads)
{
	pthread_t t[NTHREADS];
	GcStats s0, s1;
	int i;
	setup();
	gc_get_stats(&s0);
	for (i = 0; i < NTHREADS; i++)
		ck_assert_int_eq(pthread_create(&t[i], NULL, worker, (void *)(intptr_t)i), 0);
	for (i = 0; i < NTHREADS; i++) {
		void *r;
		pthread_join(t[i], &r);
		ck_assert_ptr_null(r);
	}
	gc_get_stats(&s1);
	ck_assert_uint_gt(s1.collections, s0.collections);
	ck_assert_uint_le(s1.heap_committed, 64u << 20);
}
END_TEST

/* Allocation rate for 32-byte objects with a small live set. */
START_TEST(test_rate)
{
	struct timespec t0, t1;
	GcStats s0, s1;
	const long N = 20000000;
	long i;
	double secs;
	setup();
	for (i = 0; i < NROOTS; i++)
		roots[i] = mk(&no_ref, 32);
	gc_collect();
	gc_get_stats(&s0);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = 0; i < N; i++) {
		void *p = gc_alloc(ctx, 32);
		if (!p)
			ck_abort_msg("allocation failed");
		__asm__ volatile("" : : "r"(p) : "memory");
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	gc_get_stats(&s1);
	secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
	fprintf(stderr, "gc: %.1f M allocations/s of 32 bytes (%.1f ns each, %llu GCs, %.2f ms pause total)\n",
		(double)N / secs / 1e6, secs * 1e9 / (double)N,
		(unsigned long long)(s1.collections - s0.collections),
		(double)(s1.pause_ns_total - s0.pause_ns_total) / 1e6);
}
END_TEST

/* One test case per test, so CK_RUN_CASE=<name> runs one (e.g. threads). */
#define ADD(name) do { \
	TCase *tc = tcase_create(#name); \
	tcase_set_timeout(tc, 120); \
	tcase_add_test(tc, test_##name); \
	suite_add_tcase(s, tc); \
} while (0)

int main(void)
{
	Suite *s = suite_create("gc");
	SRunner *sr;
	int failed;

	ADD(zeroed_aligned);
	ADD(reuse);
	ADD(long_chain);
	ADD(wide_object);
	ADD(conservative_range);
	ADD(is_object_negatives);
	ADD(large);
	ADD(max_heap_large);
	ADD(max_heap_small);
	ADD(fragmented_classes);
	ADD(stress);
	ADD(finalize);
	ADD(finalize_refuse_chain);
	ADD(finalize_weak_first);
	ADD(weak);
	ADD(soft);
	ADD(threads);
	ADD(rate);
	sr = srunner_create(s);
	srunner_set_fork_status(sr, CK_NOFORK);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
