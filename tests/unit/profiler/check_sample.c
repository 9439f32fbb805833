/*
 * check_sample.c -- the profiler's sampling arithmetic: nearest primes,
 * nominal and real gaps for typical sizes and rates, per-object sampling,
 * the constant-time count of sampled array elements against a brute-force
 * count (wrapping sequence numbers, arrays longer than 65536), and the
 * rate names and parser.
 */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "prof_lib.h"

START_TEST(nearest_prime)
{
	ck_assert_uint_eq(prof_nearest_prime(0), 1);
	ck_assert_uint_eq(prof_nearest_prime(1), 1);
	ck_assert_uint_eq(prof_nearest_prime(2), 2);
	ck_assert_uint_eq(prof_nearest_prime(3), 3);
	/* the paper's examples */
	ck_assert_uint_eq(prof_nearest_prime(32), 31);
	ck_assert_uint_eq(prof_nearest_prime(64), 67);
	ck_assert_uint_eq(prof_nearest_prime(128), 127);
	/* 3 and 5 are both 1 away from 4: ties go up */
	ck_assert_uint_eq(prof_nearest_prime(4), 5);
	ck_assert_uint_eq(prof_nearest_prime(8), 7);
	ck_assert_uint_eq(prof_nearest_prime(16), 17);
	ck_assert_uint_eq(prof_nearest_prime(256), 257);
	ck_assert_uint_eq(prof_nearest_prime(512), 509);
	ck_assert_uint_eq(prof_nearest_prime(1024), 1021);
	/* 4093 and 4099 tie */
	ck_assert_uint_eq(prof_nearest_prime(4096), 4099);
	ck_assert_uint_eq(prof_nearest_prime(32768), 32771);
	ck_assert_uint_eq(prof_nearest_prime(UINT32_MAX), 4294967291u);
}
END_TEST

START_TEST(gaps)
{
	/* size 16: 4096/16 = 256 per 1X */
	ck_assert_uint_eq(prof_nominal_gap(16, 1), 256);
	ck_assert_uint_eq(prof_real_gap(16, 1), 257);
	ck_assert_uint_eq(prof_nominal_gap(16, 4), 64);
	ck_assert_uint_eq(prof_real_gap(16, 4), 67);
	ck_assert_uint_eq(prof_real_gap(16, 0), 1);
	/* size 24: 170.7 -> 128, 42.7 -> 32 */
	ck_assert_uint_eq(prof_nominal_gap(24, 1), 128);
	ck_assert_uint_eq(prof_real_gap(24, 1), 127);
	ck_assert_uint_eq(prof_nominal_gap(24, 4), 32);
	ck_assert_uint_eq(prof_real_gap(24, 4), 31);
	ck_assert_uint_eq(prof_real_gap(24, 0), 1);
	/* size 64 */
	ck_assert_uint_eq(prof_real_gap(64, 1), 67);
	ck_assert_uint_eq(prof_nominal_gap(64, 4), 16);
	ck_assert_uint_eq(prof_real_gap(64, 4), 17);
	ck_assert_uint_eq(prof_real_gap(64, 0), 1);
	/* a page-sized object is sampled at every rate */
	ck_assert_uint_eq(prof_nominal_gap(4096, 1), 1);
	ck_assert_uint_eq(prof_real_gap(4096, 1), 1);
	ck_assert_uint_eq(prof_real_gap(4096, 4), 1);
	ck_assert_uint_eq(prof_real_gap(100000, 1), 1);
	/* size 44 at 1X: 93.1 is nearer 64 than 128 (linear distance) */
	ck_assert_uint_eq(prof_nominal_gap(44, 1), 64);
	/* 409.6 -> 512 */
	ck_assert_uint_eq(prof_nominal_gap(5, 2), 512);
	ck_assert_uint_eq(prof_real_gap(5, 2), 509);
	/* size 0 counts as 1 */
	ck_assert_uint_eq(prof_nominal_gap(0, 1), 4096);
	ck_assert_uint_eq(prof_nominal_gap(1, 1), 4096);
	ck_assert_uint_eq(prof_real_gap(1, 1), 4099);
	/* huge rates */
	ck_assert_uint_eq(prof_nominal_gap(1, 65536), 1);
	ck_assert_uint_eq(prof_nominal_gap(UINT32_MAX, UINT32_MAX), 1);
}
END_TEST

START_TEST(object_sampled)
{
	uint32_t n = 0, s;

	ck_assert(prof_obj_sampled(0, 31));
	ck_assert(prof_obj_sampled(62, 31));
	ck_assert(!prof_obj_sampled(63, 31));
	ck_assert(prof_obj_sampled(12345, 1));
	for (s = 0; s < 65536; s++)
		n += prof_obj_sampled((uint16_t)s, 67);
	/* 0, 67, ..., 65526: ceil(65536 / 67) */
	ck_assert_uint_eq(n, 979);
}
END_TEST

static uint32_t brute(uint16_t seq0, uint32_t length, uint32_t gap)
{
	uint32_t i, n = 0;

	for (i = 0; i < length; i++)
		if ((uint16_t)(seq0 + i) % gap == 0)
			n++;
	return n;
}

START_TEST(array_hand)
{
	/* 65530..65535 holds 65534 = 7 * 9362, then 0 and 7 */
	ck_assert_uint_eq(prof_array_sampled(65530, 20, 7), 3);
	ck_assert_uint_eq(prof_array_sampled(0, 0, 7), 0);
	ck_assert_uint_eq(prof_array_sampled(5, 1, 7), 0);
	ck_assert_uint_eq(prof_array_sampled(7, 1, 7), 1);
	ck_assert_uint_eq(prof_array_sampled(3, 1000, 1), 1000);
	ck_assert_uint_eq(prof_array_sampled(3, 1000, 0), 1000);
	/* two full cycles: 2 * 979 */
	ck_assert_uint_eq(prof_array_sampled(100, 131072, 67), 1958);
	ck_assert_uint_eq(prof_array_sampled(0, UINT32_MAX, 1), UINT32_MAX);
}
END_TEST

START_TEST(array_vs_brute_force)
{
	static const uint32_t primes[] = { 1, 2, 3, 5, 7, 17, 31, 67, 127, 257,
					   509, 1021, 4099, 32771, 65537, 70001 };
	unsigned seed = 12345;
	int k;

	for (k = 0; k < 4000; k++) {
		uint16_t seq0 = (uint16_t)rand_r(&seed);
		uint32_t gap, length;

		if (k % 2)
			gap = primes[rand_r(&seed) % (sizeof primes / sizeof primes[0])];
		else
			gap = 1 + (uint32_t)rand_r(&seed) % 70000;
		if (k % 40 == 0)
			length = (uint32_t)rand_r(&seed) % 300000;
		else if (k % 3 == 0)
			length = 65536 - seq0 + (uint32_t)rand_r(&seed) % 64 - 32;
		else
			length = (uint32_t)rand_r(&seed) % 3000;
		ck_assert_msg(prof_array_sampled(seq0, length, gap) ==
			      brute(seq0, length, gap),
			      "seq0 %u length %u gap %u", seq0, length, gap);
	}
}
END_TEST

START_TEST(rate_names)
{
	char buf[16], tiny[3];
	uint32_t r = 99;

	ck_assert_str_eq(prof_rate_name(4, buf, sizeof buf), "4X");
	ck_assert_str_eq(prof_rate_name(65536, buf, sizeof buf), "65536X");
	ck_assert_str_eq(prof_rate_name(0, buf, sizeof buf), "full");
	ck_assert_str_eq(prof_rate_name(128, tiny, sizeof tiny), "12");

	ck_assert_int_eq(prof_parse_rate("1X", &r), 0);
	ck_assert_uint_eq(r, 1);
	ck_assert_int_eq(prof_parse_rate("4x", &r), 0);
	ck_assert_uint_eq(r, 4);
	ck_assert_int_eq(prof_parse_rate("65536X", &r), 0);
	ck_assert_uint_eq(r, 65536);
	ck_assert_int_eq(prof_parse_rate("FULL", &r), 0);
	ck_assert_uint_eq(r, 0);
	r = 99;
	ck_assert_int_eq(prof_parse_rate("3X", &r), -1);
	ck_assert_int_eq(prof_parse_rate("0X", &r), -1);
	ck_assert_int_eq(prof_parse_rate("131072X", &r), -1);
	ck_assert_int_eq(prof_parse_rate("99999999999X", &r), -1);
	ck_assert_int_eq(prof_parse_rate("X", &r), -1);
	ck_assert_int_eq(prof_parse_rate("4", &r), -1);
	ck_assert_int_eq(prof_parse_rate("4XX", &r), -1);
	ck_assert_int_eq(prof_parse_rate("-4X", &r), -1);
	ck_assert_int_eq(prof_parse_rate("", &r), -1);
	ck_assert_int_eq(prof_parse_rate(NULL, &r), -1);
	ck_assert_uint_eq(r, 99);
}
END_TEST

static Suite *sample_suite(void)
{
	Suite *s = suite_create("prof_sample");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, nearest_prime);
	tcase_add_test(tc, gaps);
	tcase_add_test(tc, object_sampled);
	tcase_add_test(tc, array_hand);
	tcase_add_test(tc, array_vs_brute_force);
	tcase_add_test(tc, rate_names);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	SRunner *sr = srunner_create(sample_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
