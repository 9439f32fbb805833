/*
 * cluster_demo.c -- N real processes on 127.0.0.1 forming a cluster with
 * the TCP transport, used by test_cluster.sh and as an example of the
 * bootstrap API the VM calls.
 *
 *   cluster_demo -nodes N [-info] [-hold DIR] [-dead-ms MS]
 *       node 0 forks N-1 workers (gos_launch_local), forms the mesh; every
 *       node greets every other and waits for the answers; node 0
 *       measures RTT to each worker, then stops the cluster (exit 0).
 *       With -hold DIR, node 0 writes DIR/port and DIR/pids after the
 *       first round and waits up to 30 s for DIR/go (then a second round,
 *       exit 0) or for a node to die (exit 3, naming it).
 *   cluster_demo -env    one node launched from outside (tools/netns,
 *       srun): RISTRETTO_NODE, _NODES, _ADDR, _MASTER, _SECRET
 *   cluster_demo -garbage PORT     connect and send junk (expects a hang-up)
 *   cluster_demo -intruder PORT    handshake with a wrong secret
 */
#include "config.h"

#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gos_internal.h"

#define T_HELLO (GOS_MSG_USER_FIRST + 0)
#define T_ACK (GOS_MSG_USER_FIRST + 1)
#define T_DONE (GOS_MSG_USER_FIRST + 2)

static atomic_int acks, dones;
static atomic_int dead_node = -1;

static void
on_hello(GosCluster *c, int src, unsigned type, const uint8_t *p, size_t len,
         void *user)
{
	(void)type;
	(void)user;
	(void)gos_send(c, src, T_ACK, p, len);
}

static void
on_count(GosCluster *c, int src, unsigned type, const uint8_t *p, size_t len,
         void *user)
{
	(void)c;
	(void)src;
	(void)p;
	(void)len;
	(void)user;
	atomic_fetch_add(type == T_ACK ? &acks : &dones, 1);
}

static void
on_dead(GosCluster *c, int node, const char *why, void *user)
{
	(void)user;
	fprintf(stderr, "[node %d] cluster stopped: node %d is dead (%s)\n",
	        gos_cluster_node(c), node, why);
	atomic_store(&dead_node, node);
}

static bool
wait_count(atomic_int *v, int want, int ms)
{
	for (int i = 0; i < ms / 5 && atomic_load(v) < want; i++)
		usleep(5000);
	return atomic_load(v) >= want;
}

/* Greet every other node; true when all answered. */
static bool
round_trip(GosCluster *c, int round)
{
	int n = gos_cluster_size(c), me = gos_cluster_node(c);
	int base = atomic_load(&acks);
	char msg[64];

	snprintf(msg, sizeof msg, "hello %d from node %d", round, me);
	for (int i = 0; i < n; i++)
		if (i != me && gos_send(c, i, T_HELLO, msg, strlen(msg)) != GOS_OK)
			return false;
	return wait_count(&acks, base + n - 1, 10000);
}

typedef struct Demo {
	GosConfig cfg;
	GosCluster *master;
	int nodes;
} Demo;

static int
worker(int index, void *arg)
{
	Demo *d = arg;
	GosConfig cfg = d->cfg;
	GosCluster *c;
	GosStatus st;

	gos_cluster_discard_after_fork(d->master); /* the parent's, not ours */
	cfg.node_id = index + 1;
	cfg.master_host = "127.0.0.1";
	st = gos_cluster_start(&cfg, &c);
	if (st != GOS_OK) {
		fprintf(stderr, "[node %d] cannot join: %s\n", index + 1,
		        gos_status_str(st));
		return 1;
	}
	/* greet the others and report; later HELLOs (the master's second
	 * round) are answered by the handler alone */
	if (round_trip(c, 1))
		(void)gos_send(c, 0, T_DONE, NULL, 0);
	st = gos_cluster_wait(c, 120000);
	gos_cluster_stop(c);
	return st == GOS_OK ? 0 : 2;
}

static int
garbage(uint16_t port)
{
	static const char junk[] = "GET / HTTP/1.0\r\n\r\nthis is not a message";
	char b[64];
	int fd;

	if (gos_transport_tcp.connect("127.0.0.1", port, 2000, &fd) != GOS_OK)
		return 1;
	(void)!write(fd, junk, sizeof junk);
	/* the node must hang up on us */
	ssize_t k = read(fd, b, sizeof b);
	close(fd);
	printf("garbage: connection %s\n", k <= 0 ? "closed by the node" : "open?");
	return k <= 0 ? 0 : 1;
}

static int
intruder(uint16_t port)
{
	GosSecret wrong;
	uint32_t peer;
	GosStatus st;
	int fd;

	gos_secret_random(&wrong);
	if (gos_transport_tcp.connect("127.0.0.1", port, 2000, &fd) != GOS_OK)
		return 1;
	st = gos_auth_connect(fd, &wrong, 1, &peer, 3000);
	close(fd);
	printf("intruder: %s\n", gos_status_str(st));
	return st == GOS_ERR_AUTH ? 0 : 1;
}

/* One node of a cluster launched from outside (tools/netns, srun):
 * RISTRETTO_NODE/NODES/ADDR, RISTRETTO_MASTER, RISTRETTO_SECRET. */
static int
env_node(void)
{
	const char *id = getenv("RISTRETTO_NODE"), *n = getenv("RISTRETTO_NODES");
	const char *addr = getenv("RISTRETTO_ADDR");
	char mhost[256];
	GosConfig cfg;
	GosCluster *c;
	GosStatus st;
	double rtt, bw;

	gos_config_init(&cfg);
	if (id == NULL || n == NULL || addr == NULL ||
	    gos_secret_from_env(&cfg.secret) != GOS_OK ||
	    gos_master_from_env(NULL, mhost, sizeof mhost, &cfg.master_port,
	                        10000) != GOS_OK) {
		fprintf(stderr, "-env: RISTRETTO_NODE/NODES/ADDR/MASTER/SECRET\n");
		return 64;
	}
	cfg.node_id = atoi(id);
	cfg.nodes = atoi(n);
	cfg.listen_host = addr;
	cfg.master_host = mhost;
	if (cfg.node_id == 0)
		cfg.port = cfg.master_port;
	cfg.on_node_dead = on_dead;
	if ((st = gos_cluster_start(&cfg, &c)) != GOS_OK) {
		fprintf(stderr, "[node %s] cannot start: %s\n", id,
		        gos_status_str(st));
		return 1;
	}
	if (!round_trip(c, 1))
		return 1;
	if (cfg.node_id != 0) {
		(void)gos_send(c, 0, T_DONE, NULL, 0);
		st = gos_cluster_wait(c, 120000);
		gos_cluster_stop(c);
		return st == GOS_OK ? 0 : 2;
	}
	if (!wait_count(&dones, cfg.nodes - 1, 30000))
		return 1;
	printf("exchange ok\n");
	for (int i = 1; i < cfg.nodes; i++)
		if (gos_measure_rtt(c, i, 16, 20, &rtt) == GOS_OK &&
		    gos_measure_bandwidth(c, i, 65536, 8u << 20, &bw) == GOS_OK)
			printf("node %d: rtt %.1f us, %.1f MB/s\n", i, rtt, bw);
	gos_cluster_stop(c);
	return 0;
}

static void
write_file(const char *dir, const char *name, const char *text)
{
	char path[512], tmp[520];
	FILE *f;

	snprintf(path, sizeof path, "%s/%s", dir, name);
	snprintf(tmp, sizeof tmp, "%s.tmp", path);
	f = fopen(tmp, "w");
	if (f == NULL)
		return;
	fputs(text, f);
	fclose(f);
	rename(tmp, path);
}

int
main(int argc, char **argv)
{
	Demo d;
	const char *hold = NULL;
	bool info = false;
	pid_t pids[64];
	int rc = 0;
	GosStatus st;

	gos_config_init(&d.cfg);
	d.nodes = 3;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-nodes") && i + 1 < argc)
			d.nodes = atoi(argv[++i]);
		else if (!strcmp(argv[i], "-hold") && i + 1 < argc)
			hold = argv[++i];
		else if (!strcmp(argv[i], "-dead-ms") && i + 1 < argc)
			d.cfg.dead_ms = (unsigned)atoi(argv[++i]);
		else if (!strcmp(argv[i], "-info"))
			info = true;
		else if (!strcmp(argv[i], "-debug"))
			gos_set_debug(true);
		else if (!strcmp(argv[i], "-env")) {
			gos_register_handler(T_HELLO, on_hello, NULL);
			gos_register_handler(T_ACK, on_count, NULL);
			gos_register_handler(T_DONE, on_count, NULL);
			return env_node();
		} else if (!strcmp(argv[i], "-garbage") && i + 1 < argc)
			return garbage((uint16_t)atoi(argv[++i]));
		else if (!strcmp(argv[i], "-intruder") && i + 1 < argc)
			return intruder((uint16_t)atoi(argv[++i]));
		else {
			fprintf(stderr, "usage: %s -nodes N [-info] [-hold DIR] "
			                "[-dead-ms MS] | -garbage PORT | "
			                "-intruder PORT\n",
			        argv[0]);
			return 64;
		}
	}
	if (d.nodes < 1 || d.nodes > 64)
		return 64;
	gos_register_handler(T_HELLO, on_hello, NULL);
	gos_register_handler(T_ACK, on_count, NULL);
	gos_register_handler(T_DONE, on_count, NULL);
	d.cfg.nodes = d.nodes;
	d.cfg.on_node_dead = on_dead;
	if (gos_secret_random(&d.cfg.secret) != GOS_OK)
		return 1;
	if ((st = gos_cluster_create(&d.cfg, &d.master)) != GOS_OK) {
		fprintf(stderr, "[node 0] cannot listen: %s\n", gos_status_str(st));
		return 1;
	}
	d.cfg.master_port = gos_cluster_port(d.master);
	if (gos_launch_local(d.nodes - 1, worker, &d, pids) != GOS_OK)
		return 1;
	if ((st = gos_cluster_form(d.master)) != GOS_OK) {
		fprintf(stderr, "[node 0] the cluster did not form: %s\n",
		        gos_status_str(st));
		rc = 1;
		goto out;
	}
	printf("cluster of %d nodes formed\n", gos_cluster_size(d.master));
	if (!round_trip(d.master, 1) ||
	    !wait_count(&dones, d.nodes - 1, 10000)) {
		fprintf(stderr, "[node 0] exchange failed\n");
		rc = 1;
		goto out;
	}
	printf("exchange ok\n");
	for (int i = 1; i < d.nodes; i++) {
		double rtt;
		if (gos_measure_rtt(d.master, i, 16, 20, &rtt) == GOS_OK)
			printf("rtt to node %d: %.1f us\n", i, rtt);
	}
	if (info)
		gos_cluster_info(d.master, stdout);
	if (hold != NULL) {
		char text[1024];
		size_t k = 0;
		snprintf(text, sizeof text, "%u\n", d.cfg.master_port);
		write_file(hold, "port", text);
		for (int i = 0; i < d.nodes - 1; i++)
			k += (size_t)snprintf(text + k, sizeof text - k, "%d %ld\n",
			                      i + 1, (long)pids[i]);
		write_file(hold, "pids", text);
		fflush(stdout);
		char go[512];
		struct stat sb;
		snprintf(go, sizeof go, "%s/go", hold);
		for (int t = 0; t < 300; t++) {
			if (gos_cluster_wait(d.master, 100) == GOS_ERR_NODE) {
				int dn = atomic_load(&dead_node);
				printf("cluster stopped: node %d is dead\n", dn);
				rc = 3;
				goto out;
			}
			if (stat(go, &sb) == 0)
				break;
		}
		if (stat(go, &sb) != 0) {
			rc = 4;
			goto out;
		}
		if (!round_trip(d.master, 2)) {
			fprintf(stderr, "[node 0] second exchange failed\n");
			rc = 1;
			goto out;
		}
		printf("second exchange ok\n");
	}
	gos_stats_print(d.master, stdout);
out:
	fflush(stdout);
	gos_cluster_stop(d.master);
	int ok = gos_launch_reap(pids, d.nodes - 1, 5000, NULL);
	if (rc == 0 && ok != d.nodes - 1) {
		fprintf(stderr, "[node 0] %d of %d workers failed\n",
		        d.nodes - 1 - ok, d.nodes - 1);
		rc = 1;
	}
	printf("demo exit %d\n", rc);
	return rc;
}
