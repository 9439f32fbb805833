/*
 * check_launch.c -- launch back-ends: Slurm/Open MPI/PMI environments,
 * host:port, rendezvous files, hosts files, forking and reaping local
 * processes (no orphans).
 */
#include "config.h"

#include <check.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "gos.h"

static GosStatus
env(GosLaunchInfo *li, const char *a, const char *b, const char *c)
{
	char *e[4] = { (char *)a, (char *)b, (char *)c, NULL };
	return gos_launch_from_env(e, li);
}

START_TEST(launcher_env)
{
	GosLaunchInfo li;

	ck_assert_int_eq(env(&li, "SLURM_PROCID=2", "SLURM_NTASKS=4", NULL),
	                 GOS_OK);
	ck_assert_int_eq(li.rank, 2);
	ck_assert_int_eq(li.size, 4);
	ck_assert_str_eq(li.backend, "slurm");
	ck_assert_int_eq(env(&li, "OMPI_COMM_WORLD_RANK=0",
	                     "OMPI_COMM_WORLD_SIZE=1", "PATH=/bin"),
	                 GOS_OK);
	ck_assert_str_eq(li.backend, "ompi");
	ck_assert_int_eq(env(&li, "PMI_RANK=7", "PMI_SIZE=8", NULL), GOS_OK);
	ck_assert_str_eq(li.backend, "pmi");
	ck_assert_int_eq(li.rank, 7);
	/* Slurm first when several are present */
	ck_assert_int_eq(env(&li, "PMI_RANK=1", "SLURM_PROCID=0",
	                     "SLURM_NTASKS=2"),
	                 GOS_OK);
	ck_assert_str_eq(li.backend, "slurm");
	/* RISTRETTO_NODE/NODES (cluster-netns.sh, by hand) come last */
	ck_assert_int_eq(env(&li, "RISTRETTO_NODE=2", "RISTRETTO_NODES=3", NULL), GOS_OK);
	ck_assert_str_eq(li.backend, "ristretto");
	ck_assert_int_eq(li.rank, 2);
	ck_assert_int_eq(li.size, 3);
	ck_assert_int_eq(env(&li, "RISTRETTO_NODE=0", "RISTRETTO_NODES=2", "PMI_RANK=1"), GOS_ERR_PARSE);
	ck_assert_int_eq(env(&li, "RISTRETTO_NODE=3", "RISTRETTO_NODES=3", NULL), GOS_ERR_PARSE);
	ck_assert_int_eq(env(&li, "RISTRETTO_NODE=1", NULL, NULL), GOS_ERR_PARSE);
	ck_assert_int_eq(env(&li, "PATH=/bin", "HOME=/", NULL), GOS_ERR_NOTFOUND);
	ck_assert_int_eq(env(&li, NULL, NULL, NULL), GOS_ERR_NOTFOUND);
}
END_TEST

START_TEST(launcher_env_bad)
{
	static const char *bad[][2] = {
		{ "SLURM_PROCID=4", "SLURM_NTASKS=4" },  /* rank == size */
		{ "SLURM_PROCID=-1", "SLURM_NTASKS=4" },
		{ "SLURM_PROCID=x", "SLURM_NTASKS=4" },
		{ "SLURM_PROCID=1", "SLURM_NTASKS=0" },
		{ "SLURM_PROCID=1", "SLURM_NTASKS=4x" },
		{ "SLURM_PROCID=", "SLURM_NTASKS=4" },
		{ "SLURM_PROCID= 1", "SLURM_NTASKS=4" },
		{ "SLURM_PROCID=1", "SLURM_NTASKS=99999999999999999999" },
		{ "SLURM_PROCID=1", "SLURM_NTASKS=100000" }, /* over max */
		{ "PMI_RANK=1", NULL },                      /* half of it */
		{ "OMPI_COMM_WORLD_SIZE=3", NULL },
	};
	GosLaunchInfo li;

	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		ck_assert_msg(env(&li, bad[i][0], bad[i][1], NULL) == GOS_ERR_PARSE,
		              "case %zu accepted", i);
}
END_TEST

START_TEST(hostport)
{
	char h[64];
	uint16_t p;

	ck_assert_int_eq(gos_parse_hostport("node1:7000", h, sizeof h, &p), GOS_OK);
	ck_assert_str_eq(h, "node1");
	ck_assert_uint_eq(p, 7000);
	ck_assert_int_eq(gos_parse_hostport("[::1]:80", h, sizeof h, &p), GOS_OK);
	ck_assert_str_eq(h, "::1");
	ck_assert_int_eq(gos_parse_hostport("10.77.0.2:65535", h, sizeof h, &p),
	                 GOS_OK);
	static const char *bad[] = { "node1", "node1:", ":80", "h:0", "h:65536",
	                             "h:80x", "::1:80", "[::1]80", "a b:1",
	                             "h:-5", "h:+5" };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		ck_assert_msg(gos_parse_hostport(bad[i], h, sizeof h, &p) ==
		                      GOS_ERR_PARSE,
		              "%s accepted", bad[i]);
	ck_assert_int_eq(gos_parse_hostport("averylonghostname:1", h, 8, &p),
	                 GOS_ERR_PARSE);
	ck_assert_int_eq(gos_parse_hostport(NULL, h, 8, &p), GOS_ERR_PARSE);
}
END_TEST

START_TEST(rendezvous)
{
	char dir[] = "/tmp/gos_rdv_XXXXXX", path[128], h[64], e1[160], e2[160];
	uint16_t p;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/master", dir);
	ck_assert_int_eq(gos_rendezvous_wait(path, h, sizeof h, &p, 100),
	                 GOS_ERR_TIMEOUT);
	ck_assert_int_eq(gos_rendezvous_write(path, "127.0.0.1", 4242), GOS_OK);
	ck_assert_int_eq(gos_rendezvous_wait(path, h, sizeof h, &p, 100), GOS_OK);
	ck_assert_str_eq(h, "127.0.0.1");
	ck_assert_uint_eq(p, 4242);

	snprintf(e1, sizeof e1, "RISTRETTO_RENDEZVOUS=%s", path);
	char *envp[] = { e1, NULL, NULL };
	ck_assert_int_eq(gos_master_from_env(envp, h, sizeof h, &p, 100), GOS_OK);
	ck_assert_uint_eq(p, 4242);
	snprintf(e2, sizeof e2, "RISTRETTO_MASTER=m:5");
	envp[1] = e2; /* an explicit address wins */
	ck_assert_int_eq(gos_master_from_env(envp, h, sizeof h, &p, 100), GOS_OK);
	ck_assert_str_eq(h, "m");
	char *none[] = { NULL };
	ck_assert_int_eq(gos_master_from_env(none, h, sizeof h, &p, 100),
	                 GOS_ERR_NOTFOUND);

	FILE *f = fopen(path, "w");
	fputs("garbage without newline", f);
	fclose(f);
	ck_assert_int_eq(gos_rendezvous_wait(path, h, sizeof h, &p, 100),
	                 GOS_ERR_PARSE);
	unlink(path);
	rmdir(dir);
}
END_TEST

START_TEST(hosts_file)
{
	GosHost *hs;
	int n, line;

	ck_assert_int_eq(gos_hosts_parse("# cluster\n"
	                                 "node1 slots=4\n"
	                                 "\n"
	                                 "  node2   # comment\n"
	                                 "10.77.0.3\tslots=2",
	                                 &hs, &n, &line),
	                 GOS_OK);
	ck_assert_int_eq(n, 3);
	ck_assert_str_eq(hs[0].name, "node1");
	ck_assert_int_eq(hs[0].slots, 4);
	ck_assert_str_eq(hs[1].name, "node2");
	ck_assert_int_eq(hs[1].slots, 1);
	ck_assert_str_eq(hs[2].name, "10.77.0.3");
	ck_assert_int_eq(hs[2].slots, 2);
	free(hs);

	ck_assert_int_eq(gos_hosts_parse("a\nb slots=0\n", &hs, &n, &line),
	                 GOS_ERR_PARSE);
	ck_assert_int_eq(line, 2);
	ck_assert_ptr_null(hs);
	ck_assert_int_eq(gos_hosts_parse("a slots=x\n", &hs, &n, &line),
	                 GOS_ERR_PARSE);
	ck_assert_int_eq(gos_hosts_parse("a\n\nb cpus=3\n", &hs, &n, &line),
	                 GOS_ERR_PARSE);
	ck_assert_int_eq(line, 3);
	ck_assert_int_eq(gos_hosts_parse("# only comments\n\n", &hs, &n, &line),
	                 GOS_ERR_PARSE);
	ck_assert_int_eq(gos_hosts_parse("", &hs, &n, &line), GOS_ERR_PARSE);
	char longl[700];
	memset(longl, 'x', sizeof longl - 1);
	longl[sizeof longl - 1] = '\0';
	ck_assert_int_eq(gos_hosts_parse(longl, &hs, &n, &line), GOS_ERR_PARSE);
	ck_assert_int_eq(line, 1);
	longl[300] = '\0'; /* a 300-character host name */
	ck_assert_int_eq(gos_hosts_parse(longl, &hs, &n, &line), GOS_ERR_PARSE);

	char path[] = "/tmp/gos_hosts_XXXXXX";
	int fd = mkstemp(path);
	ck_assert_int_eq(write(fd, "h1\nh2 slots=3\n", 14), 14);
	close(fd);
	ck_assert_int_eq(gos_hosts_load(path, &hs, &n, &line), GOS_OK);
	ck_assert_int_eq(n, 2);
	ck_assert_int_eq(hs[1].slots, 3);
	free(hs);
	unlink(path);
	ck_assert_int_eq(gos_hosts_load(path, &hs, &n, &line), GOS_ERR_NOTFOUND);
}
END_TEST

static int
child_exit(int i, void *arg)
{
	(void)arg;
	return 10 + i;
}

static int
child_sleep(int i, void *arg)
{
	(void)i;
	(void)arg;
	for (;;)
		pause();
	return 0;
}

START_TEST(local_fork_and_reap)
{
	pid_t pids[3];
	int st[3];

	ck_assert_int_eq(gos_launch_local(3, child_exit, NULL, pids), GOS_OK);
	ck_assert_int_eq(gos_launch_reap(pids, 3, 5000, st), 0);
	for (int i = 0; i < 3; i++) {
		ck_assert(WIFEXITED(st[i]));
		ck_assert_int_eq(WEXITSTATUS(st[i]), 10 + i);
	}
	/* children that never end are killed at the deadline */
	ck_assert_int_eq(gos_launch_local(2, child_sleep, NULL, pids), GOS_OK);
	ck_assert_int_eq(gos_launch_reap(pids, 2, 100, st), 0);
	for (int i = 0; i < 2; i++) {
		ck_assert(WIFSIGNALED(st[i]));
		ck_assert_int_eq(kill(pids[i], 0), -1);
	}
	ck_assert_int_eq(gos_launch_local(-1, child_exit, NULL, pids),
	                 GOS_ERR_ARG);
}
END_TEST

START_TEST(local_exec)
{
	char *argv[] = { "/bin/sh", "-c", "exit $((RISTRETTO_NODE * 10 + RISTRETTO_NODES))",
	                 NULL };
	pid_t pids[2];
	int st[2];

	ck_assert_int_eq(gos_launch_local_exec(2, argv, 1, 3, pids), GOS_OK);
	gos_launch_reap(pids, 2, 5000, st);
	ck_assert_int_eq(WEXITSTATUS(st[0]), 13);
	ck_assert_int_eq(WEXITSTATUS(st[1]), 23);
}
END_TEST

/* The middle process forks a sleeping worker and dies: the worker must
 * die with it (PR_SET_PDEATHSIG). We are the subreaper, so we can reap
 * the orphan and see how it ended. */
static int
middle(int i, void *arg)
{
	pid_t w;
	int *fd = arg;

	(void)i;
	if (gos_launch_local(1, child_sleep, NULL, &w) != GOS_OK)
		return 1;
	if (write(fd[1], &w, sizeof w) != sizeof w)
		return 1;
	return 0; /* exits without reaping its child */
}

/* Is process `pid` gone (no such process, or a zombie nobody reaped)? */
static bool
process_gone(pid_t pid)
{
	char path[64], buf[512], *rp;
	FILE *f;
	size_t n;

	if (kill(pid, 0) != 0 && errno == ESRCH)
		return true;
	snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
	if ((f = fopen(path, "r")) == NULL)
		return true;
	n = fread(buf, 1, sizeof buf - 1, f);
	fclose(f);
	buf[n] = 0;
	/* "pid (comm) S ...": the state follows the last ')' */
	rp = strrchr(buf, ')');
	return rp != NULL && rp[1] == ' ' && rp[2] == 'Z';
}

START_TEST(no_orphans)
{
	int fd[2], st;
	pid_t m, w;
	/* With a subreaper the orphaned grandchild comes back to us and its
	 * exit status is checked; qemu's user-mode emulator (which runs the
	 * IA-32 tests where the kernel cannot run 32-bit code) refuses
	 * PR_SET_CHILD_SUBREAPER (EINVAL), and then the orphan goes to init
	 * and we can only watch it disappear. */
	bool reaper = prctl(PR_SET_CHILD_SUBREAPER, 1UL, 0UL, 0UL, 0UL) == 0;

	ck_assert_int_eq(pipe(fd), 0);
	ck_assert_int_eq(gos_launch_local(1, middle, fd, &m), GOS_OK);
	ck_assert_int_eq(read(fd[0], &w, sizeof w), (ssize_t)sizeof w);
	gos_launch_reap(&m, 1, 5000, NULL);
	if (reaper) {
		ck_assert_int_eq(waitpid(w, &st, 0), w);
		/* killed by the parent-death signal, or, when the middle died
		 * before prctl took effect, by its own check (exit 127) */
		ck_assert((WIFSIGNALED(st) && WTERMSIG(st) == SIGKILL) ||
		          (WIFEXITED(st) && WEXITSTATUS(st) == 127));
	} else {
		int i;
		for (i = 0; i < 500 && !process_gone(w); i++)
			usleep(10000);
		ck_assert_msg(process_gone(w), "grandchild %d outlived its parent", (int)w);
	}
	close(fd[0]);
	close(fd[1]);
}
END_TEST

static Suite *
launch_suite(void)
{
	Suite *s = suite_create("gos_launch");
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 30);
	tcase_add_test(tc, launcher_env);
	tcase_add_test(tc, launcher_env_bad);
	tcase_add_test(tc, hostport);
	tcase_add_test(tc, rendezvous);
	tcase_add_test(tc, hosts_file);
	tcase_add_test(tc, local_fork_and_reap);
	tcase_add_test(tc, local_exec);
	tcase_add_test(tc, no_orphans);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	SRunner *sr = srunner_create(launch_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
