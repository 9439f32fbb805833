/*
 * check_map.c -- thread correlation maps: growth keeping entries, copy,
 * add across sizes, sharers of an object, the error measures E_ABS and
 * E_EUC on hand-computed maps (and maps of different sizes, and an all
 * zero reference), and the per-round object table: duplicate accesses
 * counted once, the largest size kept, per-class maps, reuse after close,
 * bad thread indices and a round large enough to grow the table.
 */
#include "config.h"

#include <check.h>
#include <math.h>
#include <stdlib.h>

#include "prof_lib.h"

#define AT(m, i, j) PROF_MAP_AT(m, i, j)

/* Sets [i][j] and [j][i]. */
static void set2(ProfMap *m, int i, int j, double v)
{
	AT(m, i, j) = v;
	AT(m, j, i) = v;
}

START_TEST(resize_keeps_entries)
{
	ProfMap m;
	int i, j;

	ck_assert_int_eq(prof_map_init(&m, 2), 0);
	ck_assert_double_eq(prof_map_total(&m), 0);
	set2(&m, 0, 1, 5);
	/* 2 -> 3 reallocates (cap 4), 3 -> 4 moves rows in place */
	ck_assert_int_eq(prof_map_resize(&m, 3), 0);
	ck_assert_int_eq(m.n, 3);
	set2(&m, 1, 2, 7);
	ck_assert_int_eq(prof_map_resize(&m, 4), 0);
	ck_assert_int_eq(m.n, 4);
	ck_assert_int_eq(prof_map_resize(&m, 2), 0);
	ck_assert_int_eq(m.n, 4);
	for (i = 0; i < 4; i++)
		for (j = 0; j < 4; j++) {
			double want = 0;

			if ((i == 0 && j == 1) || (i == 1 && j == 0))
				want = 5;
			if ((i == 1 && j == 2) || (i == 2 && j == 1))
				want = 7;
			ck_assert_double_eq(AT(&m, i, j), want);
		}
	ck_assert_int_eq(prof_map_resize(&m, 40), 0);
	ck_assert_double_eq(AT(&m, 0, 1), 5);
	ck_assert_double_eq(AT(&m, 2, 1), 7);
	ck_assert_double_eq(AT(&m, 39, 39), 0);
	ck_assert_double_eq(prof_map_total(&m), 24);
	prof_map_scale(&m, 0.5);
	ck_assert_double_eq(prof_map_total(&m), 12);
	prof_map_clear(&m);
	ck_assert_double_eq(prof_map_total(&m), 0);
	ck_assert_int_eq(m.n, 40);
	prof_map_free(&m);
	ck_assert_int_eq(prof_map_init(&m, -1), -1);
}
END_TEST

START_TEST(copy_and_add)
{
	ProfMap a, b, c;

	prof_map_init(&a, 2);
	prof_map_init(&b, 3);
	prof_map_init(&c, 0);
	set2(&a, 0, 1, 1);
	set2(&b, 0, 1, 10);
	set2(&b, 0, 2, 20);
	/* a (2x2) += b (3x3): a becomes 3x3 */
	ck_assert_int_eq(prof_map_add(&a, &b), 0);
	ck_assert_int_eq(a.n, 3);
	ck_assert_double_eq(AT(&a, 0, 1), 11);
	ck_assert_double_eq(AT(&a, 1, 0), 11);
	ck_assert_double_eq(AT(&a, 2, 0), 20);
	ck_assert_double_eq(AT(&a, 1, 2), 0);
	/* b (3x3) += a smaller map keeps n */
	prof_map_free(&c);
	prof_map_init(&c, 2);
	set2(&c, 0, 1, 100);
	ck_assert_int_eq(prof_map_add(&b, &c), 0);
	ck_assert_int_eq(b.n, 3);
	ck_assert_double_eq(AT(&b, 0, 1), 110);
	ck_assert_double_eq(AT(&b, 0, 2), 20);
	/* copy into a smaller and into a larger map */
	ck_assert_int_eq(prof_map_copy(&c, &b), 0);
	ck_assert_int_eq(c.n, 3);
	ck_assert_double_eq(AT(&c, 2, 0), 20);
	ck_assert_double_eq(prof_map_total(&c), 260);
	prof_map_free(&a);
	prof_map_init(&a, 10);
	ck_assert_int_eq(prof_map_copy(&a, &b), 0);
	ck_assert_int_eq(a.n, 3);
	ck_assert_double_eq(AT(&a, 1, 0), 110);
	prof_map_free(&a);
	prof_map_free(&b);
	prof_map_free(&c);
}
END_TEST

START_TEST(sharers)
{
	ProfMap m;
	int t[] = { 0, 2, 3 }, bad[] = { 1, 7, -1 }, i, j;

	prof_map_init(&m, 4);
	prof_map_add_sharers(&m, t, 3, 10);
	for (i = 0; i < 4; i++)
		for (j = 0; j < 4; j++) {
			bool shared = i != j && i != 1 && j != 1;

			ck_assert_double_eq(AT(&m, i, j), shared ? 10 : 0);
		}
	ck_assert_double_eq(prof_map_total(&m), 60);
	/* out-of-range indices are ignored, a lone thread adds nothing */
	prof_map_add_sharers(&m, bad, 3, 5);
	prof_map_add_sharers(&m, t, 1, 5);
	ck_assert_double_eq(prof_map_total(&m), 60);
	prof_map_free(&m);
}
END_TEST

START_TEST(errors)
{
	ProfMap a, b, c, z;

	prof_map_init(&a, 3);
	prof_map_init(&b, 3);
	prof_map_init(&c, 2);
	prof_map_init(&z, 3);
	set2(&a, 0, 1, 1);
	set2(&a, 0, 2, 2);
	set2(&a, 1, 2, 3);
	set2(&b, 0, 1, 2);
	set2(&b, 0, 2, 2);
	set2(&b, 1, 2, 1);
	/* |a-b| = 2 * (1 + 0 + 2) = 6, |b| = 2 * (2 + 2 + 1) = 10 */
	ck_assert_double_eq_tol(prof_e_abs(&a, &b), 0.6, 1e-12);
	/* sqrt(2 * (1 + 0 + 4)) / sqrt(2 * (4 + 4 + 1)) */
	ck_assert_double_eq_tol(prof_e_euc(&a, &b), sqrt(10.0 / 18.0), 1e-12);
	ck_assert_double_eq_tol(prof_accuracy(prof_e_abs(&a, &b)), 0.4, 1e-12);
	/* |b-a| = 6, |a| = 12 */
	ck_assert_double_eq_tol(prof_e_abs(&b, &a), 0.5, 1e-12);
	ck_assert_double_eq(prof_e_abs(&a, &a), 0);
	ck_assert_double_eq(prof_e_euc(&b, &b), 0);

	/* c is 2x2, padded: diff with b is (0,1) 0, (0,2) 2, (1,2) 1 */
	set2(&c, 0, 1, 2);
	ck_assert_double_eq_tol(prof_e_abs(&c, &b), 0.6, 1e-12);
	/* as reference c has |c| = 4 */
	ck_assert_double_eq_tol(prof_e_abs(&b, &c), 1.5, 1e-12);
	ck_assert_double_eq(prof_accuracy(1.5), 0);
	ck_assert_double_eq(prof_accuracy(0), 1);

	/* all-zero reference */
	ck_assert_double_eq(prof_e_abs(&z, &z), 0);
	ck_assert_double_eq(prof_e_euc(&z, &z), 0);
	ck_assert_double_eq(prof_e_abs(&a, &z), 1);
	ck_assert_double_eq(prof_e_euc(&a, &z), 1);
	ck_assert_double_eq(prof_e_abs(&z, &a), 1);
	prof_map_free(&a);
	prof_map_free(&b);
	prof_map_free(&c);
	prof_map_free(&z);
}
END_TEST

START_TEST(round_scripted)
{
	ProfRound r;
	ProfMap total, cls[2];

	prof_round_init(&r);
	prof_map_init(&total, 0);
	prof_map_init(&cls[0], 0);
	prof_map_init(&cls[1], 0);

	/* object 100 (class 0, 8 bytes): threads 0, 1, 1 again, 2 */
	ck_assert_int_eq(prof_round_add(&r, 100, 0, 0, 8), 0);
	ck_assert_int_eq(prof_round_add(&r, 100, 0, 1, 8), 0);
	ck_assert_int_eq(prof_round_add(&r, 100, 0, 1, 8), 0);
	ck_assert_int_eq(prof_round_add(&r, 100, 0, 2, 8), 0);
	/* object 200 (class 1): 16 then 32 bytes, the larger counts */
	ck_assert_int_eq(prof_round_add(&r, 200, 1, 3, 16), 0);
	ck_assert_int_eq(prof_round_add(&r, 200, 1, 1, 32), 0);
	ck_assert_int_eq(prof_round_add(&r, 200, 1, 1, 4), 0);
	/* object 300: one thread, no pair */
	ck_assert_int_eq(prof_round_add(&r, 300, 0, 2, 100), 0);
	/* object id 0 is an ordinary id */
	ck_assert_int_eq(prof_round_add(&r, 0, 1, 0, 4), 0);
	ck_assert_int_eq(prof_round_add(&r, 0, 1, 3, 4), 0);
	/* object 400: class 5 is beyond nclass, counts in total only */
	ck_assert_int_eq(prof_round_add(&r, 400, 5, 0, 50), 0);
	ck_assert_int_eq(prof_round_add(&r, 400, 5, 1, 50), 0);
	ck_assert_uint_eq(r.count, 5);

	ck_assert_int_eq(prof_round_close(&r, &total, cls, 2), 0);
	ck_assert_uint_eq(r.count, 0);
	ck_assert_int_eq(total.n, 4);
	ck_assert_double_eq(AT(&total, 0, 1), 58);
	ck_assert_double_eq(AT(&total, 1, 0), 58);
	ck_assert_double_eq(AT(&total, 0, 2), 8);
	ck_assert_double_eq(AT(&total, 1, 2), 8);
	ck_assert_double_eq(AT(&total, 1, 3), 32);
	ck_assert_double_eq(AT(&total, 0, 3), 4);
	ck_assert_double_eq(AT(&total, 2, 3), 0);
	ck_assert_double_eq(AT(&total, 1, 1), 0);
	ck_assert_double_eq(prof_map_total(&total), 220);
	ck_assert_double_eq(AT(&cls[0], 0, 1), 8);
	ck_assert_double_eq(AT(&cls[0], 1, 2), 8);
	ck_assert_double_eq(prof_map_total(&cls[0]), 48);
	ck_assert_double_eq(AT(&cls[1], 3, 1), 32);
	ck_assert_double_eq(AT(&cls[1], 0, 3), 4);
	ck_assert_double_eq(prof_map_total(&cls[1]), 72);

	/* the emptied round is reused; object 100 starts afresh */
	ck_assert_int_eq(prof_round_add(&r, 100, 0, 0, 8), 0);
	ck_assert_int_eq(prof_round_add(&r, 100, 0, 1, 8), 0);
	ck_assert_int_eq(prof_round_close(&r, &total, NULL, 0), 0);
	ck_assert_double_eq(AT(&total, 0, 1), 66);
	ck_assert_double_eq(prof_map_total(&cls[0]), 48);

	/* bad thread indices; the largest good one grows the map */
	ck_assert_int_eq(prof_round_add(&r, 1, 0, -1, 8), -1);
	ck_assert_int_eq(prof_round_add(&r, 1, 0, PROF_MAX_THREADS, 8), -1);
	ck_assert_int_eq(prof_round_add(&r, 1, 0, PROF_MAX_THREADS - 1, 8), 0);
	ck_assert_int_eq(prof_round_add(&r, 1, 0, 0, 8), 0);
	ck_assert_int_eq(prof_round_close(&r, &total, NULL, 0), 0);
	ck_assert_int_eq(total.n, PROF_MAX_THREADS);
	ck_assert_double_eq(AT(&total, PROF_MAX_THREADS - 1, 0), 8);
	ck_assert_double_eq(AT(&total, 0, 1), 66);

	prof_round_free(&r);
	prof_map_free(&total);
	prof_map_free(&cls[0]);
	prof_map_free(&cls[1]);
}
END_TEST

START_TEST(round_large)
{
	ProfRound r;
	ProfMap total;
	uint64_t id;
	int i, t;

	prof_round_init(&r);
	prof_map_init(&total, 0);
	/* 50000 objects, object id shared by threads id%5 and (id+1)%5, and
	 * one object accessed by all 40 threads (its set leaves the inline
	 * storage) */
	for (id = 0; id < 50000; id++) {
		uint64_t key = id * 0x10000;

		ck_assert_int_eq(prof_round_add(&r, key, 0, (int)(id % 5), 1), 0);
		ck_assert_int_eq(prof_round_add(&r, key, 0, (int)((id + 1) % 5), 1), 0);
	}
	for (t = 39; t >= 0; t--)
		ck_assert_int_eq(prof_round_add(&r, 1, 0, t, 2), 0);
	ck_assert_uint_eq(r.count, 50001);
	ck_assert_int_eq(prof_round_close(&r, &total, NULL, 0), 0);
	ck_assert_int_eq(total.n, 40);
	for (i = 0; i < 5; i++)
		ck_assert_double_eq(AT(&total, i, (i + 1) % 5), 10000 + 2);
	ck_assert_double_eq(AT(&total, 0, 2), 2);
	ck_assert_double_eq(AT(&total, 30, 39), 2);
	ck_assert_double_eq(prof_map_total(&total), 2 * 50000 + 2 * 40 * 39);
	prof_round_free(&r);
	prof_map_free(&total);
}
END_TEST

static Suite *map_suite(void)
{
	Suite *s = suite_create("prof_map");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, resize_keeps_entries);
	tcase_add_test(tc, copy_and_add);
	tcase_add_test(tc, sharers);
	tcase_add_test(tc, errors);
	tcase_add_test(tc, round_scripted);
	tcase_add_test(tc, round_large);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	SRunner *sr = srunner_create(map_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
