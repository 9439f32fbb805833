/*
 * check_rate.c -- the adaptive rate controller driven by scripted
 * sequences of per-round changes: doubling while unsettled, the max and
 * min limits, a trial lowering after PROF_RATE_CALM settled rounds, the
 * floor recorded when a trial fails, rounds without data, and bad
 * settings.
 */
#include "config.h"

#include <check.h>
#include <stdlib.h>

#include "prof_lib.h"

/* Runs the steps and checks the rate and `changed` after each. */
static void script(ProfRateCtl *c, int n, const double *change,
		   const uint32_t *rate, const bool *changed)
{
	int k;

	for (k = 0; k < n; k++) {
		uint32_t r = prof_rate_step(c, change[k]);

		ck_assert_msg(r == rate[k] && c->rate == rate[k],
			      "step %d: rate %u, want %u", k, r, rate[k]);
		ck_assert_msg(c->changed == changed[k], "step %d: changed %d",
			      k, c->changed);
	}
}

START_TEST(up_down_floor)
{
	static const double ch[] = {
		0.5, 0.5, -1,		/* unsettled twice, then no data */
		0.05, 0.05, 0.05,	/* three settled: trial 16 -> 8 */
		0.3,			/* the trial failed: back to 16, floor 16 */
		0, 0, 0,		/* settled, but 8 is below the floor */
		0.5,			/* 32 */
		0, 0, 0,		/* down to 16, the floor itself */
		0, 0, 0,		/* a settled trial; no lower */
		0.11, 0.11, 0.11, 0.11,	/* up to the max */
	};
	static const uint32_t rate[] = {
		8, 16, 16,
		16, 16, 8,
		16,
		16, 16, 16,
		32,
		32, 32, 16,
		16, 16, 16,
		32, 64, 64, 64,
	};
	static const bool changed[] = {
		true, true, false,
		false, false, true,
		true,
		false, false, false,
		true,
		false, false, true,
		false, false, false,
		true, true, false, false,
	};
	ProfRateCtl c;

	ck_assert_int_eq(prof_rate_init(&c, 4, 1, 64, 0.1), 0);
	ck_assert_uint_eq(c.rate, 4);
	script(&c, (int)(sizeof ch / sizeof ch[0]), ch, rate, changed);
	ck_assert_uint_eq(c.floor, 16);
}
END_TEST

START_TEST(lowers_to_min)
{
	static const double ch[] = {
		0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	};
	static const uint32_t rate[] = {
		8, 8, 4, 4, 4, 2, 2, 2, 2, 2, 2, 2,
	};
	static const bool changed[] = {
		false, false, true, false, false, true,
		false, false, false, false, false, false,
	};
	ProfRateCtl c;

	ck_assert_int_eq(prof_rate_init(&c, 8, 2, 64, 0.1), 0);
	script(&c, 12, ch, rate, changed);
}
END_TEST

START_TEST(no_data_keeps_count)
{
	/* rounds without data neither count nor break the settled run; a
	 * change equal to the threshold is settled */
	static const double ch[] = { 0.1, -1, 0.1, -0.5, 0.1 };
	static const uint32_t rate[] = { 8, 8, 8, 8, 4 };
	static const bool changed[] = { false, false, false, false, true };
	ProfRateCtl c;

	ck_assert_int_eq(prof_rate_init(&c, 8, 1, 64, 0.1), 0);
	script(&c, 5, ch, rate, changed);
}
END_TEST

START_TEST(unsettled_restarts_count)
{
	static const double ch[] = { 0, 0, 0.9, 0, 0, 0 };
	static const uint32_t rate[] = { 8, 8, 16, 16, 16, 8 };
	static const bool changed[] = { false, false, true, false, false, true };
	ProfRateCtl c;

	ck_assert_int_eq(prof_rate_init(&c, 8, 1, 64, 0.2), 0);
	script(&c, 6, ch, rate, changed);
	/* an unsettled round that is not right after a trial sets no floor */
	ck_assert_uint_eq(c.floor, 1);
}
END_TEST

START_TEST(limits)
{
	ProfRateCtl c;

	ck_assert_int_eq(prof_rate_init(&c, 64, 1, 64, 0.1), 0);
	ck_assert_uint_eq(prof_rate_step(&c, 1.0), 64);
	ck_assert(!c.changed);
	ck_assert_int_eq(prof_rate_init(&c, 1, 1, 64, 0.1), 0);
	prof_rate_step(&c, 0);
	prof_rate_step(&c, 0);
	ck_assert_uint_eq(prof_rate_step(&c, 0), 1);
	ck_assert(!c.changed);

	ck_assert_int_eq(prof_rate_init(&c, 3, 1, 64, 0.1), -1);
	ck_assert_int_eq(prof_rate_init(&c, 4, 8, 64, 0.1), -1);
	ck_assert_int_eq(prof_rate_init(&c, 4, 1, 2, 0.1), -1);
	ck_assert_int_eq(prof_rate_init(&c, 4, 16, 8, 0.1), -1);
	ck_assert_int_eq(prof_rate_init(&c, 4, 1, 6, 0.1), -1);
	ck_assert_int_eq(prof_rate_init(&c, 4, 1, 64, -0.1), -1);
}
END_TEST

static Suite *rate_suite(void)
{
	Suite *s = suite_create("prof_rate");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, up_down_floor);
	tcase_add_test(tc, lowers_to_min);
	tcase_add_test(tc, no_data_keeps_count);
	tcase_add_test(tc, unsettled_restarts_count);
	tcase_add_test(tc, limits);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	SRunner *sr = srunner_create(rate_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
