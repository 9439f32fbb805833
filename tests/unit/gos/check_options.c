/*
 * check_options.c -- the launcher's cluster options (kaffe/kaffe/options.c):
 * -nodes, -hosts, -join and every -Xcluster: key, good and bad values;
 * -Xprof: settings (profiler/prof_options.c) and their round trip to the
 * workers.
 */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options.h"

static bool
parse(LaunchOptions *lo, int argc, const char **argv)
{
	/* errors go to stderr; keep the test log readable */
	FILE *saved = stderr;
	bool ok;
	stderr = fopen("/dev/null", "w");
	ok = launch_parse(argc, (char **)argv, lo);
	fclose(stderr);
	stderr = saved;
	return ok;
}

#define PARSE(lo, ...) ({ const char *v_[] = { "ristretto", __VA_ARGS__ }; \
	parse(lo, (int)(sizeof v_ / sizeof v_[0]), v_); })

START_TEST(nodes)
{
	LaunchOptions lo;

	ck_assert(PARSE(&lo, "-nodes", "4", "Main", "x"));
	ck_assert_int_eq(lo.cluster.nodes, 4);
	ck_assert_str_eq(lo.main_class, "Main");
	ck_assert_int_eq(lo.argc, 1);
	ck_assert(launch_wants_cluster(&lo));
	ck_assert(PARSE(&lo, "-nodes", "1", "Main"));
	ck_assert(!launch_wants_cluster(&lo));
	ck_assert(PARSE(&lo, "-nodes", "1024", "Main"));
	ck_assert(!PARSE(&lo, "-nodes", "0", "Main"));
	ck_assert(!PARSE(&lo, "-nodes", "1025", "Main"));
	ck_assert(!PARSE(&lo, "-nodes", "-2", "Main"));
	ck_assert(!PARSE(&lo, "-nodes", "3x", "Main"));
	ck_assert(!PARSE(&lo, "-nodes", "", "Main"));
	ck_assert(!PARSE(&lo, "-nodes"));
	ck_assert(!PARSE(&lo, "-nodes", "2"));          /* no main class */
	ck_assert(PARSE(&lo, "-nodes", "2", "-Xcluster:info"));
	ck_assert(lo.cluster.info);
	ck_assert_ptr_null(lo.main_class);
}
END_TEST

START_TEST(join_hosts)
{
	LaunchOptions lo;

	ck_assert(PARSE(&lo, "-join", "10.0.0.1:7000"));
	ck_assert_str_eq(lo.cluster.join, "10.0.0.1:7000");
	ck_assert_ptr_null(lo.main_class);
	ck_assert(PARSE(&lo, "-hosts", "h.txt", "Main"));
	ck_assert_str_eq(lo.cluster.hosts_file, "h.txt");
	ck_assert(!PARSE(&lo, "-join"));
	ck_assert(!PARSE(&lo, "-hosts"));
	ck_assert(!PARSE(&lo, "-nodes", "2", "-join", "h:1", "Main"));
	ck_assert(!PARSE(&lo, "-hosts", "f", "-join", "h:1"));
	ck_assert(!PARSE(&lo, "-hosts", "f", "-nodes", "3", "Main"));
}
END_TEST

START_TEST(xcluster_good)
{
	LaunchCluster c;

	memset(&c, 0, sizeof c);
	c.port = c.rank = -1;
	c.heartbeat_ms = c.dead_ms = c.batch_bytes = c.compress_threshold = -1;
	c.spin_us = -1;
	ck_assert(launch_parse_cluster("info", &c) && c.info);
	ck_assert(launch_parse_cluster("spmd", &c) && c.spmd);
	ck_assert(launch_parse_cluster("rsh=ssh -x", &c));
	ck_assert_str_eq(c.rsh, "ssh -x");
	ck_assert(launch_parse_cluster("secret-file=/k", &c));
	ck_assert_str_eq(c.secret_file, "/k");
	ck_assert(launch_parse_cluster("listen=10.1.2.3", &c));
	ck_assert(launch_parse_cluster("port=7777", &c) && c.port == 7777);
	ck_assert(launch_parse_cluster("rank=3", &c) && c.rank == 3);
	ck_assert(launch_parse_cluster("heartbeat=250", &c) && c.heartbeat_ms == 250);
	ck_assert(launch_parse_cluster("dead=3000", &c) && c.dead_ms == 3000);
	ck_assert(launch_parse_cluster("batch=16k", &c) && c.batch_bytes == 16384);
	ck_assert(launch_parse_cluster("compress=1m", &c) && c.compress_threshold == 1 << 20);
	ck_assert(launch_parse_cluster("compress=off", &c) && c.compress_threshold == 0);
	ck_assert(launch_parse_cluster("spawn=none", &c) && c.spawn_none);
	ck_assert(launch_parse_cluster("spin=0", &c) && c.spin_us == 0);
	ck_assert(launch_parse_cluster("spin=200", &c) && c.spin_us == 200);
	ck_assert(launch_parse_cluster("spawn=local", &c) && !c.spawn_none);
}
END_TEST

START_TEST(xcluster_bad)
{
	static const char *bad[] = {
		"", "bogus", "info=1", "spmd=yes", "rsh", "rsh=", "port=0",
		"port=65536", "port=-1", "port=80x", "rank=0", "rank=1024",
		"heartbeat=5", "heartbeat=abc", "dead=99", "dead=", "batch=0",
		"batch=65m", "batch=-1", "compress=xyz", "spawn=ssh",
		"secret-file", "listen=", "spin=-1", "spin=10001", "spin",
	};
	LaunchCluster c;
	FILE *saved = stderr;

	stderr = fopen("/dev/null", "w");
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		memset(&c, 0, sizeof c);
		ck_assert_msg(!launch_parse_cluster(bad[i], &c), "accepted %s", bad[i]);
	}
	fclose(stderr);
	stderr = saved;
}
END_TEST

START_TEST(xprof)
{
	LaunchOptions lo;
	ProfOptions back;
	char fmt[1200], err[256];

	memset(&lo, 0, sizeof lo);
	ck_assert(PARSE(&lo, "-nodes", "4", "-Xprof:tcm,rate=4X,accuracy", "-Xprof:out=a,b/c", "Main"));
	ck_assert(lo.prof.tcm && lo.prof.accuracy && !lo.prof.adaptive && !lo.prof.exact);
	ck_assert_uint_eq(lo.prof.rate, 4);
	ck_assert_str_eq(lo.prof.out, "a,b/c");   /* out= takes the rest, commas too */
	ck_assert(lo.prof.transfer);
	/* what the workers get back parses to the same settings */
	prof_options_format(&lo.prof, fmt, sizeof fmt);
	prof_options_init(&back);
	ck_assert_msg(prof_parse_option(fmt, &back, err, sizeof err), "%s: %s", fmt, err);
	ck_assert(back.tcm && back.accuracy && back.rate == 4 && !strcmp(back.out, "a,b/c"));

	memset(&lo, 0, sizeof lo);
	ck_assert(PARSE(&lo, "-Xprof:tcm,rate=adaptive,threshold=0.1,transfer=off,round=250,exact", "M"));
	ck_assert(lo.prof.adaptive && lo.prof.exact && !lo.prof.transfer);
	ck_assert_uint_eq(lo.prof.round_ms, 250);
	ck_assert(lo.prof.threshold > 0.099 && lo.prof.threshold < 0.101);
	prof_options_format(&lo.prof, fmt, sizeof fmt);
	prof_options_init(&back);
	ck_assert(prof_parse_option(fmt, &back, err, sizeof err));
	ck_assert(back.adaptive && back.exact && !back.transfer && back.round_ms == 250);

	memset(&lo, 0, sizeof lo);
	ck_assert(PARSE(&lo, "-Xprof:tcm", "M"));
	ck_assert(lo.prof.tcm && lo.prof.rate == 0 && !lo.prof.adaptive);   /* full */
	ck_assert_str_eq(lo.prof.out, "ristretto-prof");
}
END_TEST

START_TEST(xprof_bad)
{
	static const char *bad[] = {
		"", "bogus", "tcm,rate=3X", "tcm,rate=0X", "tcm,rate=", "tcm,rate=fast",
		"tcm,threshold=0", "tcm,threshold=1.5", "tcm,threshold=x", "tcm,transfer=maybe",
		"tcm,round=0", "tcm,round=-5", "tcm,round=700000", "out=", "tcm,out=", "tcm=1",
		"accuracy=yes",
	};
	ProfOptions o;
	char err[256];

	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		prof_options_init(&o);
		err[0] = 0;
		ck_assert_msg(!prof_parse_option(bad[i], &o, err, sizeof err), "accepted %s", bad[i]);
		ck_assert_msg(err[0], "no message for %s", bad[i]);
	}
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("launcher_options");
	TCase *tc = tcase_create("core");
	SRunner *sr;
	int failed;

	tcase_add_test(tc, nodes);
	tcase_add_test(tc, join_hosts);
	tcase_add_test(tc, xcluster_good);
	tcase_add_test(tc, xcluster_bad);
	tcase_add_test(tc, xprof);
	tcase_add_test(tc, xprof_bad);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
