/*
 * check_gc.c -- the heap on its own, with fake objects: a fake class says
 * how many reference slots follow the header.
 */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "gc.h"
#include "object.h"

typedef struct FakeClass { int nrefs; } FakeClass;
typedef struct Fake { VmObject hdr; void *refs[]; } Fake;

static FakeClass one_ref = { 1 }, no_ref = { 0 };
static void *roots[16];
static const void *range_lo, *range_hi;

static void scan_roots(GcMarker *m)
{
	int i;
	for (i = 0; i < 16; i++)
		if (roots[i])
			gc_mark(m, roots[i]);
	if (range_lo)
		gc_mark_range(m, range_lo, range_hi);
}

static void scan_object(void *o, GcMarker *m)
{
	Fake *f = o;
	FakeClass *c = (FakeClass *)f->hdr.clazz;
	int i;
	for (i = 0; c && i < c->nrefs; i++)
		if (f->refs[i])
			gc_mark(m, f->refs[i]);
}

static GcAllocCtx *ctx;

static void setup(void)
{
	static bool done;
	static const GcHooks h = { scan_roots, scan_object, NULL, NULL, NULL };
	if (!done) {
		ck_assert(gc_init(1 << 20, 64u << 20, false));
		gc_set_hooks(&h);
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
	int i;
	setup();
	for (i = 1; i < 3000; i += 7) {
		uint8_t *p = gc_alloc(ctx, (size_t)i);
		size_t k;
		ck_assert_ptr_nonnull(p);
		ck_assert_uint_eq((uintptr_t)p % 8, 0);
		for (k = 0; k < (size_t)i; k++)
			ck_assert_uint_eq(p[k], 0);
		memset(p, 0xab, (size_t)i);
		ck_assert(gc_is_object(p));
		ck_assert(!gc_is_object(p + 8));
	}
}
END_TEST

START_TEST(test_reachability)
{
	Fake *head = NULL, *garbage;
	int i, n = 0;
	setup();
	/* a long chain kept by one root: the mark stack must not recurse */
	for (i = 0; i < 300000; i++) {
		Fake *f = mk(&one_ref, sizeof(Fake) + sizeof(void *));
		f->refs[0] = head;
		head = f;
		roots[0] = head;    /* collections may happen while building */
	}
	garbage = mk(&no_ref, 64);
	head = NULL;
	gc_collect();
	for (head = roots[0]; head; head = head->refs[0]) {
		ck_assert(gc_is_object(head));
		n++;
	}
	ck_assert_int_eq(n, 300000);
	ck_assert(!gc_is_object(garbage));
	roots[0] = NULL;
	gc_collect();
}
END_TEST

START_TEST(test_conservative_range)
{
	void *slots[4];
	Fake *a;
	setup();
	a = mk(&no_ref, 48);
	slots[0] = (char *)a + 8;     /* interior pointer: does not count */
	slots[1] = (void *)0x1234;
	range_lo = slots;
	range_hi = slots + 2;
	gc_collect();
	ck_assert(!gc_is_object(a));
	a = mk(&no_ref, 48);
	slots[2] = a;
	range_hi = slots + 3;
	gc_collect();
	ck_assert(gc_is_object(a));
}
END_TEST

START_TEST(test_large_and_limit)
{
	void *big[40];
	int i, got = 0;
	setup();
	ck_assert(!gc_is_object(NULL));
	ck_assert(!gc_is_object((void *)&got));
	for (i = 0; i < 40; i++) {
		big[i] = gc_alloc(ctx, 4u << 20);       /* 160 MB wanted, 64 MB max */
		if (big[i]) {
			got++;
			ck_assert(gc_is_object(big[i]));
			if (i < 16)
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

START_TEST(test_reuse)
{
	GcStats before, after;
	int i;
	setup();
	gc_collect();
	gc_get_stats(&before);
	for (i = 0; i < 2000000; i++)
		mk(&no_ref, 32);
	gc_get_stats(&after);
	/* 64 MB of garbage went through a heap that did not grow much */
	ck_assert_uint_gt(after.collections, before.collections);
	ck_assert_uint_lt(after.heap_committed, before.heap_committed + (16u << 20));
}
END_TEST

int main(void)
{
	Suite *s = suite_create("gc");
	TCase *tc = tcase_create("heap");
	SRunner *sr;
	int failed;

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_zeroed_aligned);
	tcase_add_test(tc, test_reachability);
	tcase_add_test(tc, test_conservative_range);
	tcase_add_test(tc, test_large_and_limit);
	tcase_add_test(tc, test_reuse);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_set_fork_status(sr, CK_NOFORK);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
