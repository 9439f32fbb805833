/*
 * check_node.c -- whole clusters inside one process over the loopback
 * transport (one thread per node): mesh formation, ordered delivery,
 * batching, compression, counters, RTT, a malformed message on an
 * established link, failure detection, and the leader/follower receive
 * path (a thread waiting for a reply reads the peer's socket itself).
 */
#include "config.h"

#include <arpa/inet.h>
#include <check.h>
#include <netinet/in.h>
#include <pthread.h>
#include <sys/socket.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gos_internal.h"

#define T_DATA (GOS_MSG_USER_FIRST + 1)
#define T_REPLY (GOS_MSG_USER_FIRST + 2)
#define T_BLOB (GOS_MSG_USER_FIRST + 3)
#define T_STALL (GOS_MSG_USER_FIRST + 4)

static atomic_int blobs_ok = 1;
static void on_blob(GosCluster *c, int src, unsigned type, const uint8_t *p,
                    size_t len, void *user);
#define MAXN 5

static GosSecret secret;
static atomic_int got[MAXN][MAXN];      /* got[dst][src] */
static atomic_int order_ok = 1;
static atomic_int last_val[MAXN][MAXN];
static atomic_int dead_seen = -1;

static void
on_data(GosCluster *c, int src, unsigned type, const uint8_t *p, size_t len,
        void *user)
{
	int me = gos_cluster_node(c);
	GosReader r;
	uint32_t v;

	(void)type;
	(void)user;
	gos_reader_init(&r, p, len);
	v = gos_get_u32(&r);
	if (r.failed)
		return;
	/* values from one sender arrive in the order they were sent */
	if ((int)v != atomic_load(&last_val[me][src]) + 1)
		atomic_store(&order_ok, 0);
	atomic_store(&last_val[me][src], (int)v);
	atomic_fetch_add(&got[me][src], 1);
}

static void
on_dead(GosCluster *c, int node, const char *why, void *user)
{
	(void)c;
	(void)why;
	(void)user;
	atomic_store(&dead_seen, node);
}

/* true: form() makes real TCP connections on 127.0.0.1 (the kernel's
 * TCP paths: segments, SO_RCVLOWAT), else the in-process loopback */
static bool use_tcp;

static void
cfg_for(GosConfig *cfg, int id, int n, uint16_t mport)
{
	gos_config_init(cfg);
	cfg->node_id = id;
	cfg->nodes = n;
	cfg->secret = secret;
	cfg->transport = use_tcp ? &gos_transport_tcp : &gos_transport_loopback;
	cfg->master_host = use_tcp ? "127.0.0.1" : "loop";
	cfg->master_port = mport;
	cfg->start_timeout_ms = 10000;
	cfg->on_node_dead = on_dead;
}

typedef struct Node {
	GosConfig cfg;
	GosCluster *c;
	GosStatus st;
	pthread_t t;
} Node;

static void *
node_start(void *arg)
{
	Node *nd = arg;
	nd->st = gos_cluster_start(&nd->cfg, &nd->c);
	return NULL;
}

/* dead_ms of worker i if non-zero (else form's); reset() clears it */
static unsigned worker_dead_ms[MAXN];

/* Form an n-node cluster; nodes[0] is the master. */
static void
form(Node *nodes, int n, unsigned dead_ms)
{
	GosCluster *m;

	cfg_for(&nodes[0].cfg, 0, n, 0);
	nodes[0].cfg.dead_ms = dead_ms;
	nodes[0].cfg.heartbeat_ms = dead_ms / 5;
	ck_assert_int_eq(gos_cluster_create(&nodes[0].cfg, &m), GOS_OK);
	nodes[0].c = m;
	for (int i = 1; i < n; i++) {
		/* the last one joins without an id, as with -join */
		cfg_for(&nodes[i].cfg, i == n - 1 ? -1 : i, n,
		        gos_cluster_port(m));
		nodes[i].cfg.dead_ms = worker_dead_ms[i] ? worker_dead_ms[i]
		                                          : dead_ms;
		nodes[i].cfg.heartbeat_ms = dead_ms / 5;
		pthread_create(&nodes[i].t, NULL, node_start, &nodes[i]);
	}
	ck_assert_int_eq(gos_cluster_form(m), GOS_OK);
	for (int i = 1; i < n; i++) {
		pthread_join(nodes[i].t, NULL);
		ck_assert_int_eq(nodes[i].st, GOS_OK);
		ck_assert_int_eq(gos_cluster_size(nodes[i].c), n);
	}
}

/* T_REPLY: a "reply" after which a follower stops waiting. Records how
 * many T_DATA from that source had been dispatched before it, and on
 * which thread it ran. */
static atomic_int replied[MAXN][MAXN];
static atomic_int data_before_reply[MAXN][MAXN];
static atomic_int reply_on_waiter[MAXN][MAXN];
static pthread_t waiter_thread[MAXN][MAXN];

static void
on_reply(GosCluster *c, int src, unsigned type, const uint8_t *p,
         size_t len, void *user)
{
	int me = gos_cluster_node(c);

	(void)type;
	(void)p;
	(void)len;
	(void)user;
	atomic_store(&data_before_reply[me][src], atomic_load(&got[me][src]));
	atomic_store(&reply_on_waiter[me][src],
	             pthread_equal(pthread_self(), waiter_thread[me][src]));
	atomic_store(&replied[me][src], 1);
}

static void
reset(void)
{
	memset(worker_dead_ms, 0, sizeof worker_dead_ms);
	for (int i = 0; i < MAXN; i++)
		for (int j = 0; j < MAXN; j++) {
			atomic_store(&got[i][j], 0);
			atomic_store(&last_val[i][j], 0);
		}
	atomic_store(&order_ok, 1);
	atomic_store(&dead_seen, -1);
	for (int i = 0; i < MAXN; i++)
		for (int j = 0; j < MAXN; j++) {
			atomic_store(&replied[i][j], 0);
			atomic_store(&data_before_reply[i][j], -1);
			atomic_store(&reply_on_waiter[i][j], 0);
		}
	gos_register_handler(T_DATA, on_data, NULL);
	gos_register_handler(T_REPLY, on_reply, NULL);
	gos_register_handler(T_BLOB, on_blob, NULL);
	atomic_store(&blobs_ok, 1);
}

static void
wait_for(int dst, int src, int count)
{
	for (int i = 0; i < 1000 && atomic_load(&got[dst][src]) < count; i++)
		usleep(5000);
	ck_assert_int_eq(atomic_load(&got[dst][src]), count);
}

static void
send_val(GosCluster *c, int dst, uint32_t v, unsigned flags)
{
	GosBuf b;
	gos_buf_init(&b);
	gos_put_u32(&b, v);
	ck_assert_int_eq(gos_send_ex(c, dst, T_DATA, b.data, b.len, flags),
	                 GOS_OK);
	gos_buf_free(&b);
}

/* T_BLOB: u32 number, then bytes that depend on the number and the
 * position; the handler checks order and every byte. */

static uint8_t
blob_byte(uint32_t v, size_t i)
{
	/* a hash of (v, i): zlib cannot shrink it, so large blobs travel
	 * raw, through the direct (uncopied) send path */
	uint32_t x = v * 2654435761u ^ (uint32_t)i * 40503u;
	x ^= x >> 13;
	x *= 0x5bd1e995u;
	x ^= x >> 15;
	return (uint8_t)x;
}

static void
send_blob(GosCluster *c, int dst, uint32_t v, size_t len, unsigned flags)
{
	uint8_t *b = malloc(len);
	GosBuf h = { b, 0, 4, false };

	ck_assert_ptr_nonnull(b);
	for (size_t i = 4; i < len; i++)
		b[i] = blob_byte(v, i);
	gos_put_u32(&h, v);
	ck_assert_int_eq(gos_send_ex(c, dst, T_BLOB, b, len, flags), GOS_OK);
	free(b);
}

static void
on_blob(GosCluster *c, int src, unsigned type, const uint8_t *p, size_t len,
        void *user)
{
	GosReader r;
	uint32_t v;

	(void)type;
	(void)user;
	gos_reader_init(&r, p, len);
	v = gos_get_u32(&r);
	for (size_t i = 4; i < len && !r.failed; i++)
		if (p[i] != blob_byte(v, i)) {
			atomic_store(&blobs_ok, 0);
			break;
		}
	on_data(c, src, T_DATA, p, len < 4 ? 0 : 4, NULL);
}

static void *
worker_wait_stop(void *arg)
{
	Node *nd = arg;
	nd->st = gos_cluster_wait(nd->c, 5000);
	gos_cluster_stop(nd->c);
	return NULL;
}

/* Stop everyone; workers whose bit is in `cut_off` have lost the master
 * and end by declaring it dead instead of by SHUTDOWN. */
static void
stop_all_but(Node *nodes, int n, unsigned cut_off)
{
	for (int i = 1; i < n; i++)
		pthread_create(&nodes[i].t, NULL, worker_wait_stop, &nodes[i]);
	gos_cluster_stop(nodes[0].c);
	for (int i = 1; i < n; i++) {
		pthread_join(nodes[i].t, NULL);
		ck_assert_int_eq(nodes[i].st,
		                 (cut_off >> i) & 1 ? GOS_ERR_NODE : GOS_OK);
	}
}

static void
stop_all(Node *nodes, int n)
{
	stop_all_but(nodes, n, 0);
}

START_TEST(mesh_and_messages)
{
	Node nodes[4];
	int n = 4;

	reset();
	form(nodes, n, 5000);
	/* the node ids are 0..n-1, each exactly once */
	int seen = 0;
	for (int i = 0; i < n; i++)
		seen |= 1 << gos_cluster_node(nodes[i].c);
	ck_assert_int_eq(seen, (1 << n) - 1);
	/* every node sends 100 numbered messages to every other */
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			GosCluster *c = nodes[i].c;
			int me = gos_cluster_node(c);
			int dst = gos_cluster_node(nodes[j].c);
			if (i == j)
				continue;
			for (uint32_t v = 1; v <= 100; v++)
				send_val(c, dst, v, v % 3 ? GOS_SEND_MORE : 0);
			ck_assert_int_eq(gos_flush(c, dst), GOS_OK);
			(void)me;
		}
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			if (i != j)
				wait_for(i, j, 100);
	ck_assert_int_eq(atomic_load(&order_ok), 1);
	GosCounters pc = gos_stats_peer(nodes[0].c, 1);
	ck_assert_uint_ge(pc.msgs_sent, 100);
	ck_assert_uint_ge(pc.msgs_recv, 100);
	GosCounters tc = gos_stats_type(nodes[0].c, T_DATA);
	ck_assert_uint_eq(tc.msgs_sent, 300);
	ck_assert_uint_eq(tc.bytes_sent, 300 * (GOS_MSG_HEADER_SIZE + 4));

	/* sending to oneself, to nobody, or a runtime type is refused */
	ck_assert_int_eq(gos_send(nodes[0].c, 0, T_DATA, "x", 1), GOS_ERR_NODE);
	ck_assert_int_eq(gos_send(nodes[0].c, n, T_DATA, "x", 1), GOS_ERR_NODE);
	ck_assert_int_eq(gos_send(nodes[0].c, 1, GOS_MSG_START, NULL, 0),
	                 GOS_ERR_ARG);

	double rtt = 0, bw = 0;
	ck_assert_int_eq(gos_measure_rtt(nodes[0].c, 2, 16, 20, &rtt), GOS_OK);
	ck_assert(rtt > 0);
	ck_assert_int_eq(gos_measure_rtt(nodes[1].c, 2, 100000, 3, &rtt), GOS_OK);
	ck_assert_int_eq(gos_measure_bandwidth(nodes[2].c, 0, 65536, 4u << 20,
	                                       &bw),
	                 GOS_OK);
	ck_assert(bw > 0);
	FILE *devnull = fopen("/dev/null", "w");
	gos_stats_print(nodes[0].c, devnull);
	fclose(devnull);
	stop_all(nodes, n);
}
END_TEST

START_TEST(batch_flushed_by_timer)
{
	Node nodes[2];

	reset();
	form(nodes, 2, 5000);
	/* MORE without any flush: the ticker must send it after the delay */
	send_val(nodes[1].c, 0, 1, GOS_SEND_MORE);
	wait_for(0, 1, 1);
	stop_all(nodes, 2);
}
END_TEST

START_TEST(compressed_on_the_wire)
{
	Node nodes[2];
	size_t len = 200000;
	uint8_t *big = calloc(1, len);

	reset();
	form(nodes, 2, 5000);
	gos_put_u32(&(GosBuf){ big, 0, 4, false }, 1);
	ck_assert_int_eq(gos_send(nodes[0].c, 1, T_DATA, big, len), GOS_OK);
	wait_for(1, 0, 1);
	GosCounters tc = gos_stats_type(nodes[0].c, T_DATA);
	ck_assert_uint_lt(tc.bytes_sent, len / 20);
	free(big);
	stop_all(nodes, 2);
}
END_TEST

/* After a sample finds a stream incompressible, the next GOS_SAMPLE_SKIP
 * messages of that type to that peer go raw unsampled; then sampling
 * resumes and a compressible payload is compressed again. */
START_TEST(incompressible_stream_skips_samples)
{
	Node nodes[2];
	size_t len = 100000;
	uint8_t *noise = malloc(len), *zeros = calloc(1, len);
	uint32_t x = 2463534242u;
	GosCounters before, after;

	for (size_t i = 0; i < len; i++) {
		x ^= x << 13;
		x ^= x >> 17;
		x ^= x << 5;
		noise[i] = (uint8_t)x;
	}
	reset();
	form(nodes, 2, 5000);
	gos_put_u32(&(GosBuf){ noise, 0, 4, false }, 1);
	ck_assert_int_eq(gos_send(nodes[0].c, 1, T_DATA, noise, len), GOS_OK);
	/* the next GOS_SAMPLE_SKIP compressible messages still go raw */
	for (int i = 0; i < GOS_SAMPLE_SKIP; i++) {
		gos_put_u32(&(GosBuf){ zeros, 0, 4, false }, (uint32_t)(i + 2));
		before = gos_stats_type(nodes[0].c, T_DATA);
		ck_assert_int_eq(gos_send(nodes[0].c, 1, T_DATA, zeros, len), GOS_OK);
		after = gos_stats_type(nodes[0].c, T_DATA);
		ck_assert_uint_gt(after.bytes_sent - before.bytes_sent, len);
	}
	/* then the sample runs again and finds zeros compressible */
	gos_put_u32(&(GosBuf){ zeros, 0, 4, false }, (uint32_t)(GOS_SAMPLE_SKIP + 2));
	before = gos_stats_type(nodes[0].c, T_DATA);
	ck_assert_int_eq(gos_send(nodes[0].c, 1, T_DATA, zeros, len), GOS_OK);
	after = gos_stats_type(nodes[0].c, T_DATA);
	ck_assert_uint_lt(after.bytes_sent - before.bytes_sent, len / 20);
	wait_for(1, 0, GOS_SAMPLE_SKIP + 2);
	/* incompressible samples in a row double the run: noise (run 15),
	 * 15 raw, noise again (run 31), then 31 compressible ones go raw */
	uint32_t v = GOS_SAMPLE_SKIP + 3;
	gos_put_u32(&(GosBuf){ noise, 0, 4, false }, v++);
	ck_assert_int_eq(gos_send(nodes[0].c, 1, T_DATA, noise, len), GOS_OK);
	for (int i = 0; i < GOS_SAMPLE_SKIP; i++) {
		gos_put_u32(&(GosBuf){ noise, 0, 4, false }, v++);
		ck_assert_int_eq(gos_send(nodes[0].c, 1, T_DATA, noise, len),
		                 GOS_OK);
	}
	gos_put_u32(&(GosBuf){ noise, 0, 4, false }, v++);
	ck_assert_int_eq(gos_send(nodes[0].c, 1, T_DATA, noise, len), GOS_OK);
	for (int i = 0; i < 2 * GOS_SAMPLE_SKIP + 1; i++) {
		gos_put_u32(&(GosBuf){ zeros, 0, 4, false }, v++);
		before = gos_stats_type(nodes[0].c, T_DATA);
		ck_assert_int_eq(gos_send(nodes[0].c, 1, T_DATA, zeros, len),
		                 GOS_OK);
		after = gos_stats_type(nodes[0].c, T_DATA);
		ck_assert_uint_gt(after.bytes_sent - before.bytes_sent, len);
	}
	gos_put_u32(&(GosBuf){ zeros, 0, 4, false }, v);
	before = gos_stats_type(nodes[0].c, T_DATA);
	ck_assert_int_eq(gos_send(nodes[0].c, 1, T_DATA, zeros, len), GOS_OK);
	after = gos_stats_type(nodes[0].c, T_DATA);
	ck_assert_uint_lt(after.bytes_sent - before.bytes_sent, len / 20);
	wait_for(1, 0, (int)v);
	ck_assert(atomic_load(&order_ok));
	free(noise);
	free(zeros);
	stop_all(nodes, 2);
}
END_TEST

START_TEST(malformed_closes_only_that_link)
{
	Node nodes[3];
	GosPeer *p;

	reset();
	form(nodes, 3, 1000);
	/* node 1 suddenly writes garbage to the master */
	p = &nodes[1].c->peers[0];
	pthread_mutex_lock(&p->send_lock);
	ck_assert_int_eq(write(p->fd, "GARBAGE GARBAGE GARBAGE GARBAGE!", 32), 32);
	pthread_mutex_unlock(&p->send_lock);
	for (int i = 0; i < 200 && !atomic_load(&nodes[0].c->peers[1].closed); i++)
		usleep(5000);
	ck_assert(atomic_load(&nodes[0].c->peers[1].closed));
	/* the master still talks to node 2, and 1 and 2 to each other */
	send_val(nodes[0].c, 2, 1, 0);
	wait_for(2, 0, 1);
	send_val(nodes[1].c, 2, 1, 0);
	wait_for(2, 1, 1);
	stop_all_but(nodes, 3, 1u << 1);
}
END_TEST

START_TEST(dead_node_detected)
{
	Node nodes[3];
	uint64_t t0;

	reset();
	form(nodes, 3, 400);
	/* node 2 vanishes without a word */
	t0 = gos_now_ns();
	gos_cluster_stop(nodes[2].c);
	ck_assert_int_eq(gos_cluster_wait(nodes[0].c, 3000), GOS_ERR_NODE);
	ck_assert_int_eq(atomic_load(&dead_seen), 2);
	ck_assert(gos_now_ns() - t0 < 2000000000u);
	/* node 1 is fine and leaves normally */
	pthread_create(&nodes[1].t, NULL, worker_wait_stop, &nodes[1]);
	gos_cluster_stop(nodes[0].c);
	pthread_join(nodes[1].t, NULL);
	ck_assert_int_eq(nodes[1].st, GOS_OK);
}
END_TEST

static void *
master_form(void *arg)
{
	Node *nd = arg;
	nd->st = gos_cluster_form(nd->c);
	return NULL;
}

START_TEST(wrong_secret_cannot_join)
{
	GosConfig mc, wc;
	GosCluster *m, *w = NULL;

	reset();
	cfg_for(&mc, 0, 2, 0);
	mc.start_timeout_ms = 500;
	ck_assert_int_eq(gos_cluster_create(&mc, &m), GOS_OK);
	cfg_for(&wc, 1, 2, gos_cluster_port(m));
	gos_secret_from_string(&wc.secret, "some other secret entirely");
	wc.start_timeout_ms = 500;
	Node mn = { .c = m };
	pthread_create(&mn.t, NULL, master_form, &mn);
	ck_assert_int_eq(gos_cluster_start(&wc, &w), GOS_ERR_AUTH);
	ck_assert_ptr_null(w);
	pthread_join(mn.t, NULL);
	ck_assert_int_eq(mn.st, GOS_ERR_TIMEOUT);
	gos_cluster_stop(m);
}
END_TEST

/* A plain TCP client of 127.0.0.1:port that sends `junk` (if any) and
 * then stays silent; -1 if it cannot connect. */
static int
raw_client(uint16_t port, const char *junk)
{
	struct sockaddr_in a;
	int fd = socket(AF_INET, SOCK_STREAM, 0);

	memset(&a, 0, sizeof a);
	a.sin_family = AF_INET;
	a.sin_port = htons(port);
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (fd < 0 || connect(fd, (struct sockaddr *)&a, sizeof a) != 0) {
		if (fd >= 0)
			close(fd);
		return -1;
	}
	if (junk != NULL)
		(void)!write(fd, junk, strlen(junk));
	return fd;
}

/* 40 silent and 8 garbage connections are open before the workers come:
 * the acceptor runs handshakes side by side (bounded per address, the
 * silent ones evicted first), so the cluster forms well within one
 * handshake timeout (GOS_AUTH_TIMEOUT_MS). One at a time, the silent
 * ones alone would hold it for 40 x 3 s. */
START_TEST(silent_clients_do_not_stall_the_acceptor)
{
	Node nodes[3];
	int raw[48], live = 0;
	uint64_t t0;

	reset();
	use_tcp = true;
	memset(nodes, 0, sizeof nodes);
	cfg_for(&nodes[0].cfg, 0, 3, 0);
	ck_assert_int_eq(gos_cluster_create(&nodes[0].cfg, &nodes[0].c), GOS_OK);
	for (int i = 0; i < 48; i++) {
		raw[i] = raw_client(gos_cluster_port(nodes[0].c),
		                    i % 6 == 5 ? "not a message header at all"
		                               : NULL);
		live += raw[i] >= 0;
	}
	ck_assert_int_eq(live, 48);
	t0 = gos_now_ns();
	for (int i = 1; i < 3; i++) {
		cfg_for(&nodes[i].cfg, i == 2 ? -1 : i, 3,
		        gos_cluster_port(nodes[0].c));
		pthread_create(&nodes[i].t, NULL, node_start, &nodes[i]);
	}
	ck_assert_int_eq(gos_cluster_form(nodes[0].c), GOS_OK);
	for (int i = 1; i < 3; i++) {
		pthread_join(nodes[i].t, NULL);
		ck_assert_int_eq(nodes[i].st, GOS_OK);
	}
	ck_assert_uint_lt(gos_now_ns() - t0,
	                  (uint64_t)GOS_AUTH_TIMEOUT_MS * 1000000u);
	/* at most the per-address bound is still in its handshake */
	pthread_mutex_lock(&nodes[0].c->lock);
	live = 0;
	for (int i = 0; i < 2 * GOS_HANDSHAKE_MAX; i++)
		live += nodes[0].c->hs[i].fd >= 0 && !nodes[0].c->hs[i].evicted;
	pthread_mutex_unlock(&nodes[0].c->lock);
	ck_assert_int_le(live, GOS_HANDSHAKE_PER_SOURCE);
	send_val(nodes[2].c, 1, 7, 0);
	wait_for(1, 2, 1);
	for (int i = 0; i < 48; i++)
		close(raw[i]);
	stop_all(nodes, 3);
	use_tcp = false;
}
END_TEST

START_TEST(single_node_and_bad_config)
{
	GosConfig cfg;
	GosCluster *c;

	cfg_for(&cfg, 0, 1, 0);
	ck_assert_int_eq(gos_cluster_start(&cfg, &c), GOS_OK);
	ck_assert_int_eq(gos_cluster_size(c), 1);
	ck_assert_int_eq(gos_cluster_wait(c, 10), GOS_ERR_TIMEOUT);
	gos_cluster_stop(c);
	cfg.secret.set = false;
	ck_assert_int_eq(gos_cluster_create(&cfg, &c), GOS_ERR_ARG);
	cfg_for(&cfg, 0, 0, 0);
	ck_assert_int_eq(gos_cluster_create(&cfg, &c), GOS_ERR_ARG);
	cfg_for(&cfg, 3, 4, 0);
	cfg.master_host = NULL;
	ck_assert_int_eq(gos_cluster_create(&cfg, &c), GOS_ERR_ARG);
	ck_assert_int_eq(gos_register_handler(3, on_data, NULL), GOS_ERR_ARG);
}
END_TEST

/* ---- leader/follower receive path ---- */

typedef struct Waiter {
	GosCluster *c;
	int src;
	unsigned timeout_ms;
	GosStatus st;
	uint64_t took_ns;
	pthread_t t;
} Waiter;

static bool
reply_done(void *arg)
{
	Waiter *w = arg;
	return atomic_load(&replied[gos_cluster_node(w->c)][w->src]) != 0;
}

static void *
waiter_main(void *arg)
{
	Waiter *w = arg;
	uint64_t t0 = gos_now_ns();

	waiter_thread[gos_cluster_node(w->c)][w->src] = pthread_self();
	w->st = gos_peer_wait(w->c, &w->c->peers[w->src], reply_done, w,
	                      t0 + (uint64_t)w->timeout_ms * 1000000u);
	w->took_ns = gos_now_ns() - t0;
	return NULL;
}

/* Start a thread of `c` waiting for T_REPLY from `src`; return once it
 * holds the peer (so what `src` sends next is read by it). */
static void
start_waiter(Waiter *w, GosCluster *c, int src, unsigned timeout_ms)
{
	GosPeer *p = &c->peers[src];

	w->c = c;
	w->src = src;
	w->timeout_ms = timeout_ms;
	w->st = GOS_ERR_IO;
	pthread_create(&w->t, NULL, waiter_main, w);
	for (int i = 0; i < 1000 && atomic_load(&p->followers) == 0; i++)
		usleep(1000);
	ck_assert_int_eq(atomic_load(&p->followers), 1);
	/* followers is raised before the lock is taken: wait for the lock */
	for (int i = 0; i < 1000; i++) {
		if (pthread_mutex_trylock(&p->rx_lock) != 0)
			return;
		pthread_mutex_unlock(&p->rx_lock);
		usleep(1000);
	}
	ck_abort_msg("the waiter never took rx_lock");
}

static void
send_reply(GosCluster *c, int dst)
{
	ck_assert_int_eq(gos_send(c, dst, T_REPLY, "r", 1), GOS_OK);
}

START_TEST(follower_dispatches_interleaved_in_order)
{
	Node nodes[3];
	Waiter w;

	reset();
	form(nodes, 3, 2000);
	start_waiter(&w, nodes[0].c, 1, 5000);
	/* node 1 sends 200 messages, some batched, then the reply; node 2
	 * talks to the master meanwhile through the receiver */
	for (uint32_t v = 1; v <= 200; v++) {
		send_val(nodes[1].c, 0, v, v % 3 ? GOS_SEND_MORE : 0);
		send_val(nodes[2].c, 0, v, 0);
	}
	send_reply(nodes[1].c, 0);
	pthread_join(w.t, NULL);
	ck_assert_int_eq(w.st, GOS_OK);
	/* everything sent before the reply was dispatched before it, in
	 * order, by the waiting thread itself */
	ck_assert_int_eq(atomic_load(&data_before_reply[0][1]), 200);
	ck_assert_int_eq(atomic_load(&reply_on_waiter[0][1]), 1);
	wait_for(0, 2, 200);
	/* the receiver reads node 1 again once the follower has left */
	for (uint32_t v = 201; v <= 250; v++)
		send_val(nodes[1].c, 0, v, 0);
	wait_for(0, 1, 250);
	ck_assert(atomic_load(&order_ok));
	ck_assert_int_eq(atomic_load(&nodes[0].c->peers[1].followers), 0);
	stop_all(nodes, 3);
}
END_TEST

START_TEST(link_closes_while_follower_waits)
{
	Node nodes[3];
	Waiter w;

	reset();
	form(nodes, 3, 1000);
	start_waiter(&w, nodes[0].c, 1, 10000);
	send_val(nodes[1].c, 0, 1, 0);
	/* node 1 drops its link to the master: the waiter must not sit out
	 * its 10 s deadline */
	gos_peer_close(nodes[1].c, &nodes[1].c->peers[0], "test");
	pthread_join(w.t, NULL);
	ck_assert_int_eq(w.st, GOS_ERR_CLOSED);
	ck_assert(w.took_ns < 2000000000u);
	ck_assert_int_eq(atomic_load(&got[0][1]), 1);
	ck_assert(atomic_load(&nodes[0].c->peers[1].closed));
	/* a wait on a closed link returns at once; a deadline is kept */
	w.timeout_ms = 10000;
	waiter_main(&w);
	ck_assert_int_eq(w.st, GOS_ERR_CLOSED);
	ck_assert(w.took_ns < 1000000000u);
	w.src = 2;
	w.timeout_ms = 50;
	waiter_main(&w);
	ck_assert_int_eq(w.st, GOS_ERR_TIMEOUT);
	/* the master still hears node 2 through the receiver */
	send_val(nodes[2].c, 0, 1, 0);
	wait_for(0, 2, 1);
	stop_all_but(nodes, 3, 1u << 1);
}
END_TEST

typedef struct Pinger {
	GosCluster *c;
	int node;
	GosStatus st;
	pthread_t t;
} Pinger;

static void *
pinger_main(void *arg)
{
	Pinger *pg = arg;
	double us;
	pg->st = gos_measure_rtt(pg->c, pg->node, 64, 300, &us);
	return NULL;
}

START_TEST(two_followers_on_different_peers)
{
	Node nodes[3];
	Waiter w1, w2;
	Pinger pg[2];

	reset();
	form(nodes, 3, 2000);
	start_waiter(&w1, nodes[0].c, 1, 5000);
	start_waiter(&w2, nodes[0].c, 2, 5000);
	for (uint32_t v = 1; v <= 100; v++) {
		send_val(nodes[1].c, 0, v, 0);
		send_val(nodes[2].c, 0, v, GOS_SEND_MORE);
	}
	send_reply(nodes[2].c, 0);
	send_reply(nodes[1].c, 0);
	pthread_join(w1.t, NULL);
	pthread_join(w2.t, NULL);
	ck_assert_int_eq(w1.st, GOS_OK);
	ck_assert_int_eq(w2.st, GOS_OK);
	ck_assert_int_eq(atomic_load(&data_before_reply[0][1]), 100);
	ck_assert_int_eq(atomic_load(&data_before_reply[0][2]), 100);
	ck_assert_int_eq(atomic_load(&reply_on_waiter[0][1]), 1);
	ck_assert_int_eq(atomic_load(&reply_on_waiter[0][2]), 1);
	/* two nodes ping each other at once: each follower answers the
	 * other's PINGs while it waits for its own PONGs */
	pg[0] = (Pinger){ nodes[0].c, 1, GOS_ERR_IO, 0 };
	pg[1] = (Pinger){ nodes[1].c, 0, GOS_ERR_IO, 0 };
	for (int i = 0; i < 2; i++)
		pthread_create(&pg[i].t, NULL, pinger_main, &pg[i]);
	for (uint32_t v = 101; v <= 200; v++)
		send_val(nodes[2].c, 0, v, 0);
	for (int i = 0; i < 2; i++) {
		pthread_join(pg[i].t, NULL);
		ck_assert_int_eq(pg[i].st, GOS_OK);
	}
	wait_for(0, 2, 200);
	ck_assert(atomic_load(&order_ok));
	stop_all(nodes, 3);
}
END_TEST

/* Messages of every size class (1 B .. 300 KB, batched and not) arrive
 * whole and in order, read by the receiver and, in the second half, by
 * a follower that reads the rest of large messages with MSG_WAITALL:
 * exercises the input buffer's offset, compaction and growth. */
static void
mixed_sizes_arrive_whole_in_order_on(bool tcp)
{
	static const size_t sizes[] = { 4, 5, 100, 4095, 16385, 65536, 65537,
		                        300000, 24, 70000, 1 << 17, 3 << 20 };
	const int nsz = (int)(sizeof sizes / sizeof sizes[0]);
	Node nodes[2];
	Waiter w;
	uint32_t v = 1;

	reset();
	use_tcp = tcp;
	form(nodes, 2, 5000);
	use_tcp = false;
	for (int round = 0; round < 20; round++)
		for (int k = 0; k < nsz; k++, v++)
			send_blob(nodes[1].c, 0, v, sizes[k],
			          (v % 3) ? GOS_SEND_MORE : 0);
	ck_assert_int_eq(gos_flush(nodes[1].c, 0), GOS_OK);
	wait_for(0, 1, (int)v - 1);
	start_waiter(&w, nodes[0].c, 1, 10000);
	for (int round = 0; round < 20; round++)
		for (int k = nsz - 1; k >= 0; k--, v++)
			send_blob(nodes[1].c, 0, v, sizes[k],
			          (v % 4) ? GOS_SEND_MORE : 0);
	send_reply(nodes[1].c, 0);
	pthread_join(w.t, NULL);
	ck_assert_int_eq(w.st, GOS_OK);
	ck_assert_int_eq(atomic_load(&data_before_reply[0][1]), (int)v - 1);
	ck_assert(atomic_load(&blobs_ok));
	ck_assert(atomic_load(&order_ok));
	/* no read is left waiting for a low-water mark of an earlier large
	 * message (it would return only at its 100 ms SO_RCVTIMEO): small
	 * round trips stay far below that (a liveness check, not a speed
	 * test: normal is tens of microseconds) */
	double us;
	ck_assert_int_eq(gos_measure_rtt(nodes[0].c, 1, 64, 21, &us), GOS_OK);
	ck_assert(us < 50000.0);
	stop_all(nodes, 2);
}

START_TEST(mixed_sizes_arrive_whole_in_order)
{
	mixed_sizes_arrive_whole_in_order_on(false);
}
END_TEST

START_TEST(mixed_sizes_arrive_whole_in_order_tcp)
{
	mixed_sizes_arrive_whole_in_order_on(true);
}
END_TEST

/* While a thread waits for PONGs from a peer, the receiver is not woken
 * by that peer at all (the follower masks it in the receiver's epoll
 * set), and afterwards the receiver reads the peer again. */
START_TEST(followed_peer_does_not_wake_receiver)
{
	Node nodes[2];
	double us;
	uint64_t before;

	reset();
	/* heartbeats every 2 s: none can land inside the pings below */
	form(nodes, 2, 10000);
	before = atomic_load(&nodes[0].c->rx_taken_skips);
	ck_assert_int_eq(gos_measure_rtt(nodes[0].c, 1, 64, 500, &us), GOS_OK);
	ck_assert_int_eq(gos_measure_rtt(nodes[0].c, 1, 70000, 50, &us),
	                 GOS_OK);
	ck_assert_uint_le(atomic_load(&nodes[0].c->rx_taken_skips) - before, 1);
	ck_assert_int_eq(atomic_load(&nodes[0].c->peers[1].followers), 0);
	for (uint32_t v = 1; v <= 20; v++)
		send_val(nodes[1].c, 0, v, 0);
	wait_for(0, 1, 20);
	stop_all(nodes, 2);
}
END_TEST

/* T_STALL: the handler holds its receiver thread until released, so
 * that node stops reading while its ticker still sends heartbeats. */
static atomic_int stall_release;

static void
on_stall(GosCluster *c, int src, unsigned type, const uint8_t *p,
         size_t len, void *user)
{
	(void)c;
	(void)src;
	(void)type;
	(void)p;
	(void)len;
	(void)user;
	for (int i = 0; i < 2000 && !atomic_load(&stall_release); i++)
		usleep(5000);
}

typedef struct Streamer {
	GosCluster *c;
	int dst, count;
	size_t len;
	GosStatus st;
	atomic_int done;
	pthread_t t;
} Streamer;

static void *
streamer_main(void *arg)
{
	Streamer *sm = arg;

	sm->st = GOS_OK;
	for (int i = 0; i < sm->count && sm->st == GOS_OK; i++)
		send_blob(sm->c, sm->dst, (uint32_t)(i + 1), sm->len, 0);
	atomic_store(&sm->done, 1);
	return NULL;
}

/* Node 1 stops reading (its receiver is held in a handler; its ticker
 * still sends heartbeats), so a thread of the master that streams to it
 * blocks with the link full. The master's ticker must not block behind
 * it: node 2, which falls silent meanwhile, is declared dead on time,
 * node 1 is not. Once node 1 reads again, everything arrives, in order. */
START_TEST(full_link_does_not_stop_the_ticker)
{
	Node nodes[3];
	Streamer sm = { 0 };

	reset();
	atomic_store(&stall_release, 0);
	gos_register_handler(T_STALL, on_stall, NULL);
	/* node 1 hears nothing while it does not read: it must outlast
	 * the stall without judging the master dead */
	worker_dead_ms[1] = 30000;
	form(nodes, 3, 1000);
	ck_assert_int_eq(gos_send(nodes[0].c, 1, T_STALL, "s", 1), GOS_OK);
	sm.c = nodes[0].c;
	sm.dst = 1;
	sm.count = 64;
	sm.len = 1 << 20;
	pthread_create(&sm.t, NULL, streamer_main, &sm);
	usleep(300000);
	ck_assert(!atomic_load(&sm.done)); /* blocked: node 1 reads nothing */
	/* node 2 goes silent */
	gos_peer_close(nodes[2].c, &nodes[2].c->peers[0], "test");
	for (int i = 0; i < 600 && !atomic_load(&nodes[0].c->peers[2].dead); i++)
		usleep(5000);
	ck_assert(atomic_load(&nodes[0].c->peers[2].dead));
	ck_assert(!atomic_load(&sm.done));
	ck_assert(!atomic_load(&nodes[0].c->peers[1].dead));
	atomic_store(&stall_release, 1);
	pthread_join(sm.t, NULL);
	ck_assert_int_eq(sm.st, GOS_OK);
	wait_for(1, 0, 64);
	ck_assert(atomic_load(&blobs_ok));
	ck_assert(atomic_load(&order_ok));
	stop_all_but(nodes, 3, 1u << 2);
}
END_TEST

/* A backlog: node 0's receiver is held while node 1 sends messages of
 * every size class from another thread, so afterwards reads end at
 * arbitrary points inside messages, and the tail of a large message
 * must be moved to the front of the input buffer (compaction). */
static void *
mixed_sender_main(void *arg)
{
	static const size_t sizes[] = { 4, 300000, 100, 65537, 4095, 1 << 17, 1 << 21,
		                        24, 70000, 16385, 5 };
	Streamer *sm = arg;
	uint32_t v = 2; /* 1 was the T_DATA before T_STALL */

	/* first a small message and a large one: the receiver's first read
	 * after the stall ends inside the large one, after the small one */
	send_blob(sm->c, sm->dst, v++, 100, GOS_SEND_MORE);
	send_blob(sm->c, sm->dst, v++, 300000, 0);
	for (int round = 0; round < 12; round++)
		for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++, v++)
			send_blob(sm->c, sm->dst, v, sizes[k],
			          (v % 3) ? GOS_SEND_MORE : 0);
	(void)gos_flush(sm->c, sm->dst);
	sm->count = (int)v - 1;
	atomic_store(&sm->done, 1);
	return NULL;
}

static void
backlog_read_on(bool tcp)
{
	Node nodes[2];
	Streamer sm = { 0 };

	reset();
	atomic_store(&stall_release, 0);
	gos_register_handler(T_STALL, on_stall, NULL);
	use_tcp = tcp;
	form(nodes, 2, 30000);
	use_tcp = false;
	send_val(nodes[1].c, 0, 1, 0);
	ck_assert_int_eq(gos_send(nodes[1].c, 0, T_STALL, "s", 1), GOS_OK);
	sm.c = nodes[1].c;
	sm.dst = 0;
	pthread_create(&sm.t, NULL, mixed_sender_main, &sm);
	usleep(300000);
	atomic_store(&stall_release, 1);
	pthread_join(sm.t, NULL);
	wait_for(0, 1, sm.count);
	ck_assert(atomic_load(&blobs_ok));
	ck_assert(atomic_load(&order_ok));
	stop_all(nodes, 2);
}

START_TEST(backlog_read_across_message_boundaries)
{
	backlog_read_on(false);
}
END_TEST

START_TEST(backlog_read_across_message_boundaries_tcp)
{
	backlog_read_on(true);
}
END_TEST

static Suite *
node_suite(void)
{
	Suite *s = suite_create("gos_node");
	TCase *tc = tcase_create("loopback");

	gos_secret_from_string(&secret, "unit test cluster secret");
	tcase_set_timeout(tc, 30);
	tcase_add_test(tc, mesh_and_messages);
	tcase_add_test(tc, batch_flushed_by_timer);
	tcase_add_test(tc, compressed_on_the_wire);
	tcase_add_test(tc, incompressible_stream_skips_samples);
	tcase_add_test(tc, malformed_closes_only_that_link);
	tcase_add_test(tc, dead_node_detected);
	tcase_add_test(tc, wrong_secret_cannot_join);
	tcase_add_test(tc, silent_clients_do_not_stall_the_acceptor);
	tcase_add_test(tc, single_node_and_bad_config);
	tcase_add_test(tc, follower_dispatches_interleaved_in_order);
	tcase_add_test(tc, link_closes_while_follower_waits);
	tcase_add_test(tc, two_followers_on_different_peers);
	tcase_add_test(tc, mixed_sizes_arrive_whole_in_order);
	tcase_add_test(tc, followed_peer_does_not_wake_receiver);
	tcase_add_test(tc, full_link_does_not_stop_the_ticker);
	tcase_add_test(tc, backlog_read_across_message_boundaries);
	tcase_add_test(tc, mixed_sizes_arrive_whole_in_order_tcp);
	tcase_add_test(tc, backlog_read_across_message_boundaries_tcp);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	SRunner *sr = srunner_create(node_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
