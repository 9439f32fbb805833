/*
 * netbench.c -- round-trip latency and bandwidth of the gos transport
 * against a plain TCP ping-pong written in C, in the same run, over
 * 127.0.0.1, for message sizes 16 B .. 1 MiB. Prints a Markdown table.
 *
 * gos side: two nodes (parent = node 0, forked child = node 1) formed with
 * the real bootstrap (handshake included); RTT is gos_measure_rtt (PING
 * echoed as PONG by the receiver thread), bandwidth gos_measure_bandwidth
 * (BULK messages then a PING). Plain side: a forked echo server; each
 * message is a 4-byte length plus payload, TCP_NODELAY, blocking I/O; for
 * bandwidth the client streams messages and then waits for a one-byte
 * acknowledgement of a zero-length message. Payloads are pseudo-random,
 * so gos's compression sample declines them (as for real binary data).
 *
 * Method: both are connected before anything is timed and then measured
 * in alternation -- per size NB_ROUNDS (15) rounds of one plain batch and
 * one gos batch, the order swapped every round -- so load that comes and
 * goes on a shared machine hits both alike; the overhead is the median
 * of the per-round ratios, printed with its quartiles.
 *
 * Shaped link: run under tools/netns/cluster-netns.sh with K=2 (and
 * RISTRETTO_SECRET exported); node 0 measures, node 1 (10.77.0.2) is the
 * gos worker and the echo server (port 7778). See bench/net/run.sh -n.
 */
#include "config.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "gos_internal.h"

static const size_t all_sizes[] = { 16, 64, 256, 4096, 65536, 1048576 };
#define MAXSIZES (sizeof all_sizes / sizeof all_sizes[0])
/* the sizes of this run (all, or those named on the command line); the
 * largest buffer is always 1 MiB */
static size_t sizes[MAXSIZES];
static size_t NSIZES;
#define MAXSIZE ((size_t)1048576)

/* Under tools/netns/cluster-netns.sh (RISTRETTO_NODE set) the link is
 * shaped to 100 Mbit/s: fewer round trips and 8 MiB streams. */
static bool shaped;

static int
iters_for(size_t size)
{
	if (shaped)
		return size <= 4096 ? 100 : size <= 65536 ? 10 : 3;
	return size <= 4096 ? 400 : size <= 65536 ? 100 : 20;
}

static size_t
total_for(size_t size)
{
	if (shaped)
		return 8u << 20;
	return size <= 256 ? (16u << 20) : (256u << 20);
}

/* ---- plain TCP ---------------------------------------------------- */

/* The leanest blocking read: recv(MSG_WAITALL), no poll() first, so
 * the baseline is as fast as plain TCP gets. */
static int
rd(int fd, void *p, size_t n)
{
	uint8_t *q = p;

	while (n > 0) {
		ssize_t k = recv(fd, q, n, MSG_WAITALL);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			return -1;
		q += k;
		n -= (size_t)k;
	}
	return 0;
}

static void
echo_server(int lfd)
{
	int fd = accept(lfd, NULL, NULL), one = 1;
	uint8_t *buf = malloc(MAXSIZE);
	uint32_t len;

	setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
	while (rd(fd, &len, 4) == 0) {
		if (len == 0xffffffffu) { /* bandwidth stream: ack on 0 */
			uint32_t l;
			while (rd(fd, &l, 4) == 0 && l != 0)
				if (rd(fd, buf, l) != 0)
					_exit(1);
			gos_io_write_all(fd, "k", 1);
			continue;
		}
		if (rd(fd, buf, len) != 0)
			break;
		gos_io_writev2(fd, &len, 4, buf, len);
	}
	_exit(0);
}

/* netns mode: the echo server's address (node 1), else NULL */
static const char *remote_echo;
#define NETNS_ECHO_PORT 7778

/* Connect to the echo server (forked here, or node 1 under netns). */
static int
plain_open(pid_t *pid)
{
	struct sockaddr_in sa;
	socklen_t sl = sizeof sa;
	int lfd = -1, fd, one = 1;

	*pid = -1;
	memset(&sa, 0, sizeof sa);
	sa.sin_family = AF_INET;
	if (remote_echo != NULL) {
		inet_pton(AF_INET, remote_echo, &sa.sin_addr);
		sa.sin_port = htons(NETNS_ECHO_PORT);
	} else {
		lfd = socket(AF_INET, SOCK_STREAM, 0);
		sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
		bind(lfd, (struct sockaddr *)&sa, sizeof sa);
		listen(lfd, 1);
		getsockname(lfd, (struct sockaddr *)&sa, &sl);
		*pid = fork();
		if (*pid == 0)
			echo_server(lfd);
		close(lfd);
	}
	fd = socket(AF_INET, SOCK_STREAM, 0);
	for (int tries = 0; remote_echo != NULL && tries < 100; tries++) {
		if (connect(fd, (struct sockaddr *)&sa, sizeof sa) == 0)
			goto connected;
		close(fd);
		fd = socket(AF_INET, SOCK_STREAM, 0);
		usleep(50000);
	}
	if (connect(fd, (struct sockaddr *)&sa, sizeof sa) != 0) {
		perror("connect");
		exit(1);
	}
connected:
	setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
	return fd;
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

static double
median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, cmp_double);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* median RTT (us) of `it` round trips of `len` bytes */
static double
plain_rtt(int fd, uint8_t *buf, uint32_t len, int it)
{
	double *us = calloc((size_t)it, sizeof *us), m;

	for (int i = 0; i < it; i++) {
		uint64_t t0 = gos_now_ns();
		uint32_t l;
		gos_io_writev2(fd, &len, 4, buf, len);
		rd(fd, &l, 4);
		rd(fd, buf, l);
		us[i] = (double)(gos_now_ns() - t0) / 1e3;
	}
	m = median(us, it);
	free(us);
	return m;
}

/* MB/s of a stream of `total` bytes in messages of `len` bytes */
static double
plain_bw(int fd, uint8_t *buf, uint32_t len, size_t total)
{
	size_t count = total / len;
	uint32_t mark = 0xffffffffu, zero = 0;
	char ack;
	uint64_t t0 = gos_now_ns();

	gos_io_write_all(fd, &mark, 4);
	for (size_t i = 0; i < count; i++)
		gos_io_writev2(fd, &len, 4, buf, len);
	gos_io_write_all(fd, &zero, 4);
	rd(fd, &ack, 1);
	return (double)(count * len) / ((double)(gos_now_ns() - t0) / 1e9) / 1e6;
}

/* ---- gos ---------------------------------------------------------- */

typedef struct Ctx {
	GosConfig cfg;
	GosCluster *master;
} Ctx;

static int
gos_worker(int index, void *arg)
{
	Ctx *x = arg;
	GosConfig cfg = x->cfg;
	GosCluster *c;

	(void)index;
	gos_cluster_discard_after_fork(x->master);
	cfg.node_id = 1;
	cfg.master_host = "127.0.0.1";
	if (gos_cluster_start(&cfg, &c) != GOS_OK)
		return 1;
	gos_cluster_wait(c, 600000);
	gos_cluster_stop(c);
	return 0;
}

/* Node 1 under cluster-netns.sh: serve the plain echo connection (a
 * forked child) and be the gos worker. */
static int
netns_node1(const char *addr, const char *mhost, uint16_t mport)
{
	struct sockaddr_in sa;
	int lfd = socket(AF_INET, SOCK_STREAM, 0), one = 1;
	GosConfig cfg;
	GosCluster *c;
	pid_t pid;

	memset(&sa, 0, sizeof sa);
	sa.sin_family = AF_INET;
	sa.sin_port = htons(NETNS_ECHO_PORT);
	inet_pton(AF_INET, addr, &sa.sin_addr);
	setsockopt(lfd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
	if (bind(lfd, (struct sockaddr *)&sa, sizeof sa) != 0 || listen(lfd, 2) != 0) {
		perror("echo server");
		return 1;
	}
	pid = fork();
	if (pid == 0) {
		echo_server(lfd);
		_exit(0);
	}
	close(lfd);
	gos_config_init(&cfg);
	cfg.node_id = 1;
	cfg.nodes = 2;
	cfg.listen_host = addr;
	cfg.master_host = mhost;
	cfg.master_port = mport;
	if (gos_secret_from_env(&cfg.secret) != GOS_OK) {
		fprintf(stderr, "netbench: set RISTRETTO_SECRET\n");
		return 1;
	}
	if (gos_cluster_start(&cfg, &c) != GOS_OK)
		return 1;
	gos_cluster_wait(c, 600000);
	gos_cluster_stop(c);
	waitpid(pid, NULL, 0);
	return 0;
}

static const char *netns_master;   /* node 0 under netns: "host:port" */
static const char *netns_addr;

/* Form a 2-node cluster (node 1 forked here, or node 1 under netns). */
static GosCluster *
gos_open(pid_t *pid)
{
	static Ctx x;
	char mhost[64];
	uint16_t mport = 0;

	*pid = -1;
	gos_config_init(&x.cfg);
	if (netns_master != NULL) {
		gos_parse_hostport(netns_master, mhost, sizeof mhost, &mport);
		x.cfg.listen_host = netns_addr;
		x.cfg.port = mport;
		if (gos_secret_from_env(&x.cfg.secret) != GOS_OK) {
			fprintf(stderr, "netbench: set RISTRETTO_SECRET\n");
			exit(1);
		}
	}
	x.cfg.nodes = 2;
	/* NB_SPIN / NB_RSPIN (microseconds) override the busy-wait defaults */
	if (getenv("NB_SPIN"))
		x.cfg.spin_us = (unsigned)atoi(getenv("NB_SPIN"));
	if (getenv("NB_RSPIN"))
		x.cfg.recv_spin_us = (unsigned)atoi(getenv("NB_RSPIN"));
	/* NB_COMPRESS: compression threshold in bytes (0 = never compress) */
	if (getenv("NB_COMPRESS"))
		x.cfg.compress_threshold = (size_t)atol(getenv("NB_COMPRESS"));
	if (netns_master == NULL)
		gos_secret_random(&x.cfg.secret);
	if (gos_cluster_create(&x.cfg, &x.master) != GOS_OK)
		exit(1);
	x.cfg.master_port = gos_cluster_port(x.master);
	if (netns_master == NULL)
		gos_launch_local(1, gos_worker, &x, pid);
	if (gos_cluster_form(x.master) != GOS_OK)
		exit(1);
	return x.master;
}

static void
gos_fail(void)
{
	fprintf(stderr, "gos measurement failed\n");
	exit(1);
}

int
main(int argc, char **argv)
{

	/* under tools/netns/cluster-netns.sh 2: node 0 measures against
	 * node 1 (10.77.0.2) over the shaped link */
	const char *node = getenv("RISTRETTO_NODE");
	if (node != NULL) {
		char mhost[64];
		uint16_t mport;
		shaped = true;
		netns_addr = getenv("RISTRETTO_ADDR");
		netns_master = getenv("RISTRETTO_MASTER");
		if (netns_addr == NULL || netns_master == NULL ||
		    gos_parse_hostport(netns_master, mhost, sizeof mhost, &mport) != GOS_OK) {
			fprintf(stderr, "netbench: RISTRETTO_ADDR/RISTRETTO_MASTER missing\n");
			return 2;
		}
		if (strcmp(node, "0") != 0) {
			signal(SIGPIPE, SIG_IGN);
			return netns_node1(netns_addr, mhost, mport);
		}
		remote_echo = "10.77.0.2";
	}
	/* netbench [SIZE...]: only these sizes (each one of the table's) */
	for (int i = 1; i < argc && NSIZES < MAXSIZES; i++) {
		size_t v = (size_t)strtoul(argv[i], NULL, 10);
		if (v < 16 || v > MAXSIZE) {
			fprintf(stderr, "usage: %s [SIZE...]  (16 .. 1048576)\n", argv[0]);
			return 2;
		}
		sizes[NSIZES++] = v;
	}
	if (NSIZES == 0)
		for (size_t k = 0; k < MAXSIZES; k++)
			sizes[NSIZES++] = all_sizes[k];

	signal(SIGPIPE, SIG_IGN);
	/* Both sides stay connected and are measured in alternation: for
	 * each size, ROUNDS rounds of (plain batch, gos batch), the order
	 * swapped every round, so load that comes and goes hits both alike.
	 * Reported: the medians of the batch medians, and the median of the
	 * per-round ratios (with its quartiles: the noise of this run). */
	int rounds = getenv("NB_ROUNDS") ? atoi(getenv("NB_ROUNDS")) : 15;
	int bw_rounds = rounds / 3 > 1 ? rounds / 3 : 1;
	pid_t ppid, gpid;
	uint8_t *buf = malloc(MAXSIZE);
	int fd;
	GosCluster *c;
	double *a = calloc((size_t)rounds, sizeof *a),
	       *b = calloc((size_t)rounds, sizeof *b),
	       *r = calloc((size_t)rounds, sizeof *r);
	double grtt[MAXSIZES], prtt[MAXSIZES], rq[MAXSIZES][3];
	double gbw[MAXSIZES], pbw[MAXSIZES], bq[MAXSIZES];

	if (rounds < 1 || rounds > 1000) {
		fprintf(stderr, "netbench: NB_ROUNDS must be 1..1000\n");
		return 2;
	}
	memset(buf, 0x5a, MAXSIZE);
	fd = plain_open(&ppid);
	c = gos_open(&gpid);
	double warm;
	(void)gos_measure_rtt(c, 1, 16, 2000, &warm);
	(void)plain_rtt(fd, buf, 16, 2000);
	for (size_t k = 0; k < NSIZES; k++) {
		uint32_t len = (uint32_t)sizes[k];
		int it = iters_for(len);
		for (int i = 0; i < rounds; i++) {
			if (i % 2)
				a[i] = plain_rtt(fd, buf, len, it);
			if (gos_measure_rtt(c, 1, len, it, &b[i]) != GOS_OK)
				gos_fail();
			if (i % 2 == 0)
				a[i] = plain_rtt(fd, buf, len, it);
			r[i] = b[i] / a[i];
		}
		prtt[k] = median(a, rounds);
		grtt[k] = median(b, rounds);
		qsort(r, (size_t)rounds, sizeof *r, cmp_double);
		rq[k][0] = r[rounds / 4];
		rq[k][1] = median(r, rounds);
		rq[k][2] = r[(3 * rounds) / 4];
		for (int i = 0; i < bw_rounds; i++) {
			if (i % 2)
				a[i] = plain_bw(fd, buf, len, total_for(len));
			if (gos_measure_bandwidth(c, 1, len, total_for(len),
			                          &b[i]) != GOS_OK)
				gos_fail();
			if (i % 2 == 0)
				a[i] = plain_bw(fd, buf, len, total_for(len));
			r[i] = a[i] / b[i];
		}
		pbw[k] = median(a, bw_rounds);
		gbw[k] = median(b, bw_rounds);
		bq[k] = median(r, bw_rounds);
		fprintf(stderr, "netbench: %zu B done\n", sizes[k]);
	}
	gos_cluster_stop(c);
	if (gpid > 0)
		gos_launch_reap(&gpid, 1, 5000, NULL);
	close(fd);
	if (ppid > 0)
		waitpid(ppid, NULL, 0);
	printf("%d rounds of alternating batches per size (RTT; %d for "
	       "bandwidth); overhead = median of per-round ratios "
	       "[quartiles]\n\n", rounds, bw_rounds);
	printf("| size | gos RTT (us) | TCP RTT (us) | RTT overhead | "
	       "gos MB/s | TCP MB/s | bandwidth overhead |\n");
	printf("|---:|---:|---:|---:|---:|---:|---:|\n");
	for (size_t k = 0; k < NSIZES; k++) {
		char sz[16];
		if (sizes[k] >= 1048576)
			snprintf(sz, sizeof sz, "%zu MiB", sizes[k] >> 20);
		else if (sizes[k] >= 1024)
			snprintf(sz, sizeof sz, "%zu KiB", sizes[k] >> 10);
		else
			snprintf(sz, sizeof sz, "%zu B", sizes[k]);
		printf("| %s | %.1f | %.1f | %+.1f%% [%+.0f, %+.0f] | %.0f | %.0f | "
		       "%+.0f%% |\n", sz, grtt[k], prtt[k], (rq[k][1] - 1) * 100,
		       (rq[k][0] - 1) * 100, (rq[k][2] - 1) * 100, gbw[k], pbw[k],
		       (bq[k] - 1) * 100);
	}
	free(a);
	free(b);
	free(r);
	free(buf);
	return 0;
}
