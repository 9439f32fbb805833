/*
 * gos_node.c -- a node's life: forming the mesh, heartbeats and failure
 * detection, handler dispatch, sending, measuring, and stopping.
 *
 * Forming the mesh (N nodes, node 0 the master):
 *
 *   master                               worker k
 *   listen(port)                         listen(any port)
 *                 <--- connect, handshake (claims id k, or ANY for -join)
 *                 <--- JOIN  wanted id, my host, my listen port
 *   assign ids; once N-1 have joined:
 *                 ---> PEERS your id, N, host:port of every node
 *                                        connect to every node 0 < i < k
 *                                        (handshake; the acceptor of i
 *                                        accepts only ids > i); the
 *                                        nodes > k connect to k
 *                                        once N-1 links are up:
 *                 <--- READY
 *   once N-1 READY:
 *                 ---> START             gos_cluster_form returns
 *
 * So every pair has exactly one connection: the higher id connects to the
 * lower. During formation the master's acceptor reads JOIN synchronously
 * before the socket is handed to the receiver thread, and a worker reads
 * PEERS synchronously before its receiver starts; after that everything
 * arrives through the receiver. Sequence numbers continue across these
 * phases (handshake 0..1, then JOIN/PEERS, then the rest).
 *
 * Liveness. Every heartbeat_ms each worker sends HEARTBEAT to the master
 * and the master to every worker; any message refreshes a peer's
 * last_heard time. The master watches every worker, a worker watches the
 * master; a peer silent for more than dead_ms is declared dead once: the
 * error is logged, on_node_dead fires (on the ticker thread), and then
 * gos_cluster_wait returns GOS_ERR_NODE. A closed link alone is not a
 * death sentence (a malformed message closes a link too); silence is.
 * A dead node's link is shut down, so a thread blocked sending to it
 * returns. The ticker itself never blocks on a link: it skips a peer
 * whose send lock is held and writes heartbeats and aged batches with
 * non-blocking writes (what does not fit waits in the batch buffer), so
 * one stuck peer cannot stop it from judging the others. There is no
 * send timeout: a live peer that reads slowly (its console output
 * going to a paused pager, say) holds its senders back, as any TCP
 * connection does.
 *
 * Stopping. The master sends SHUTDOWN to every worker and waits up to
 * GOS_STOP_GRACE_MS for their links to close; each worker's
 * gos_cluster_wait returns, it calls gos_cluster_stop, which stops its
 * threads and closes its sockets. Only then are descriptors closed.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include "gos_internal.h"

/* ---------------------------------------------------------------- */
/* Handlers (per process)                                            */
/* ---------------------------------------------------------------- */

/* Written before formation, read by receiver threads: the function
 * pointer is published with release after `user`, so a receiver that
 * sees the function also sees its argument. */
static _Atomic(GosHandler) handler_fn[GOS_MSG_USER_LAST + 1];
static void *_Atomic handler_user[GOS_MSG_USER_LAST + 1];

GosStatus
gos_register_handler(unsigned type, GosHandler fn, void *user)
{
	if (type < GOS_MSG_USER_FIRST || type > GOS_MSG_USER_LAST)
		return GOS_ERR_ARG;
	atomic_store_explicit(&handler_user[type], user, memory_order_relaxed);
	atomic_store_explicit(&handler_fn[type], fn, memory_order_release);
	return GOS_OK;
}

void
gos_node_dispatch_user(GosCluster *c, int src, unsigned type,
                       const uint8_t *payload, size_t len)
{
	GosHandler fn = atomic_load_explicit(&handler_fn[type],
	                                     memory_order_acquire);
	if (fn == NULL) {
		GOS_DBG(c->self, "no handler for type %u from node %d", type,
		        src);
		return;
	}
	fn(c, src, type, payload, len,
	   atomic_load_explicit(&handler_user[type], memory_order_relaxed));
}

/* ---------------------------------------------------------------- */
/* Configuration and creation                                        */
/* ---------------------------------------------------------------- */

void
gos_config_init(GosConfig *cfg)
{
	memset(cfg, 0, sizeof *cfg);
	cfg->node_id = 0;
	cfg->nodes = 1;
	cfg->listen_host = "127.0.0.1";
	cfg->heartbeat_ms = GOS_DEFAULT_HEARTBEAT_MS;
	cfg->dead_ms = GOS_DEFAULT_DEAD_MS;
	cfg->start_timeout_ms = GOS_DEFAULT_START_TIMEOUT_MS;
	cfg->compress_threshold = GOS_DEFAULT_COMPRESS_THRESHOLD;
	cfg->compress_level = GOS_DEFAULT_COMPRESS_LEVEL;
	cfg->batch_bytes = GOS_DEFAULT_BATCH_BYTES;
	cfg->batch_delay_us = GOS_DEFAULT_BATCH_DELAY_US;
	cfg->spin_us = GOS_DEFAULT_SPIN_US;
	cfg->recv_spin_us = GOS_DEFAULT_RECV_SPIN_US;
	cfg->max_payload = GOS_DEFAULT_MAX_PAYLOAD;
}

static GosStatus
peers_alloc(GosCluster *c, int n)
{
	c->peers = calloc((size_t)n, sizeof *c->peers);
	if (c->peers == NULL)
		return GOS_ERR_NOMEM;
	for (int i = 0; i < n; i++) {
		GosPeer *p = &c->peers[i];
		p->id = i;
		p->fd = -1;
		atomic_init(&p->closed, false);
		atomic_init(&p->dead, false);
		atomic_init(&p->last_heard_ns, gos_now_ns());
		atomic_init(&p->followers, 0);
		pthread_mutex_init(&p->send_lock, NULL);
		pthread_mutex_init(&p->rx_lock, NULL);
		pthread_mutex_init(&p->mask_lock, NULL);
		p->lowat = 1;
		gos_buf_init(&p->out);
		gos_buf_init(&p->in);
		gos_buf_init(&p->scratch);
	}
	c->n = n;
	return GOS_OK;
}

static void
cluster_free(GosCluster *c)
{
	if (c->peers != NULL) {
		for (int i = 0; i < c->n; i++) {
			GosPeer *p = &c->peers[i];
			if (p->fd >= 0)
				close(p->fd);
			gos_buf_free(&p->out);
			gos_buf_free(&p->in);
			gos_buf_free(&p->scratch);
			pthread_mutex_destroy(&p->send_lock);
			pthread_mutex_destroy(&p->rx_lock);
			pthread_mutex_destroy(&p->mask_lock);
		}
		free(c->peers);
	}
	for (int i = 0; i < 2; i++)
		if (c->stop_pipe[i] >= 0)
			close(c->stop_pipe[i]);
	if (c->epfd >= 0)
		close(c->epfd);
	pthread_mutex_destroy(&c->lock);
	pthread_mutex_destroy(&c->measure_lock);
	pthread_cond_destroy(&c->cond);
	free(c);
}

GosStatus
gos_cluster_create(const GosConfig *cfg, GosCluster **out)
{
	GosCluster *c;
	pthread_condattr_t ca;
	GosStatus st;
	bool master;

	*out = NULL;
	if (cfg == NULL || !cfg->secret.set || cfg->node_id < -1 ||
	    cfg->node_id >= GOS_MAX_NODES || cfg->listen_host == NULL ||
	    strlen(cfg->listen_host) > GOS_HOST_MAX || cfg->max_payload == 0 ||
	    cfg->max_payload > UINT32_MAX - 4 || cfg->batch_bytes == 0)
		return GOS_ERR_ARG;
	master = cfg->node_id == 0;
	if (master && (cfg->nodes < 1 || cfg->nodes > GOS_MAX_NODES))
		return GOS_ERR_ARG;
	if (!master && (cfg->master_host == NULL || cfg->master_port == 0))
		return GOS_ERR_ARG;
	c = calloc(1, sizeof *c);
	if (c == NULL)
		return GOS_ERR_NOMEM;
	c->cfg = *cfg;
	c->tp = cfg->transport ? cfg->transport : &gos_transport_tcp;
	c->self = cfg->node_id;
	c->lfd = -1;
	c->dead_node = -1;
	c->stop_pipe[0] = c->stop_pipe[1] = -1;
	c->epfd = -1;
	snprintf(c->host, sizeof c->host, "%s", cfg->listen_host);
	for (int i = 0; i < 2 * GOS_HANDSHAKE_MAX; i++)
		c->hs[i].fd = -1;
	pthread_mutex_init(&c->lock, NULL);
	pthread_mutex_init(&c->measure_lock, NULL);
	pthread_condattr_init(&ca);
	pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
	pthread_cond_init(&c->cond, &ca);
	pthread_condattr_destroy(&ca);
	for (unsigned t = 0; t <= GOS_MSG_USER_LAST; t++)
		memset(&c->types[t], 0, sizeof c->types[t]);

	if (pipe2(c->stop_pipe, O_CLOEXEC | O_NONBLOCK) != 0 ||
	    (c->epfd = epoll_create1(EPOLL_CLOEXEC)) < 0) {
		st = GOS_ERR_IO;
		goto fail;
	}
	{
		struct epoll_event ev = { .events = EPOLLIN,
			                  .data.u32 = GOS_EP_STOP };
		if (epoll_ctl(c->epfd, EPOLL_CTL_ADD, c->stop_pipe[0], &ev) != 0) {
			st = GOS_ERR_IO;
			goto fail;
		}
	}
	if (master && (st = peers_alloc(c, cfg->nodes)) != GOS_OK)
		goto fail;
	st = c->tp->listen(c->host, master ? cfg->port : 0, &c->lfd, &c->port);
	if (st != GOS_OK) {
		gos_log(c->self, "cannot listen on %s:%u: %s", c->host,
		        (unsigned)(master ? cfg->port : 0), strerror(errno));
		goto fail;
	}
	if (master && cfg->rendezvous != NULL &&
	    (st = gos_rendezvous_write(cfg->rendezvous, c->host, c->port)) !=
	            GOS_OK) {
		gos_log(0, "cannot write rendezvous file %s", cfg->rendezvous);
		goto fail;
	}
	GOS_DBG(c->self, "listening on %s:%u (%s)", c->host, c->port,
	        c->tp->name);
	*out = c;
	return GOS_OK;
fail:
	if (c->lfd >= 0)
		c->tp->unlisten(c->lfd, c->port);
	cluster_free(c);
	return st;
}

void
gos_cluster_discard_after_fork(GosCluster *c)
{
	/* no thread exists yet; a plain close leaves the parent's listener
	 * (a different descriptor table) untouched */
	if (c == NULL)
		return;
	if (c->lfd >= 0)
		close(c->lfd);
	cluster_free(c);
}

uint16_t
gos_cluster_port(const GosCluster *c)
{
	return c->port;
}

int
gos_cluster_node(const GosCluster *c)
{
	return c->self;
}

int
gos_cluster_size(const GosCluster *c)
{
	return c->n;
}

void *
gos_cluster_user(const GosCluster *c)
{
	return c->cfg.user;
}

/* ---------------------------------------------------------------- */
/* Formation                                                         */
/* ---------------------------------------------------------------- */

static uint64_t
deadline_after(unsigned ms)
{
	return gos_now_ns() + (uint64_t)ms * 1000000u;
}

/* Wait on c->cond (c->lock held) until `deadline`; false on timeout. */
static bool
wait_until(GosCluster *c, uint64_t deadline)
{
	struct timespec ts;
	ts.tv_sec = (time_t)(deadline / 1000000000u);
	ts.tv_nsec = (long)(deadline % 1000000000u);
	return pthread_cond_timedwait(&c->cond, &c->lock, &ts) != ETIMEDOUT;
}

/* Worker: once all N-1 links are up, tell the master. */
static void
maybe_ready(GosCluster *c)
{
	bool send_it = false;

	pthread_mutex_lock(&c->lock);
	if (c->self != 0 && !c->ready_sent && c->n > 0 &&
	    c->connected == c->n - 1) {
		c->ready_sent = true;
		send_it = true;
	}
	pthread_mutex_unlock(&c->lock);
	if (send_it)
		(void)gos_peer_send(c, &c->peers[0], GOS_MSG_READY, NULL, 0, 0);
}

/* Hand an authenticated socket to the receiver. */
static void
install_peer(GosCluster *c, int id, int fd, uint64_t sseq, uint64_t rseq)
{
	GosPeer *p = &c->peers[id];
	/* bounds a follower's blocking read (gos_peer_wait); the receiver's
	 * reads never block */
	struct timeval tv = { 0, GOS_TICK_MAX_MS * 1000 };

	(void)setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
	pthread_mutex_lock(&c->lock);
	p->fd = fd;
	p->send_seq = sseq;
	p->recv_seq = rseq;
	atomic_store(&p->last_heard_ns, gos_now_ns());
	c->connected++;
	pthread_cond_broadcast(&c->cond);
	pthread_mutex_unlock(&c->lock);
	if (gos_receiver_watch(c, p) != GOS_OK)
		gos_peer_close(c, p, "cannot watch the socket (epoll)");
	GOS_DBG(c->self, "link to node %d up", id);
}

/* Master: every worker has joined; tell each the whole membership. */
static void
send_peers(GosCluster *c)
{
	GosBuf b;

	gos_buf_init(&b);
	for (int k = 1; k < c->n; k++) {
		b.len = 0;
		gos_put_u32(&b, (uint32_t)k);
		gos_put_u32(&b, (uint32_t)c->n);
		for (int i = 0; i < c->n; i++) {
			gos_put_string(&b, i == 0 ? c->host : c->peers[i].host);
			gos_put_u16(&b, i == 0 ? c->port : c->peers[i].port);
		}
		if (b.oom || gos_peer_send(c, &c->peers[k], GOS_MSG_PEERS,
		                           b.data, b.len, 0) != GOS_OK)
			gos_log(0, "cannot send the member list to node %d", k);
	}
	gos_buf_free(&b);
}

/* Master: is node id i still to be given out? An id is taken when it is
 * assigned (its listen port recorded, under c->lock), before its link is
 * installed, so that two handshakes finishing at once cannot both get it. */
static bool
id_free(const GosCluster *c, int i)
{
	return c->peers[i].fd < 0 && c->peers[i].port == 0;
}

/* Master: a worker authenticated as `claim`; read its JOIN (by
 * `deadline`) and admit it. Returns false when the socket is to be
 * closed. Runs on a handshake thread, beside others. */
static bool
master_admit(GosCluster *c, int fd, uint32_t claim, const char *from,
             uint64_t deadline)
{
	uint64_t rseq = 2, now = gos_now_ns();
	GosMsgHeader h;
	GosReader r;
	GosBuf in;
	char host[GOS_HOST_MAX + 1];
	uint32_t want;
	uint16_t port;
	int id = -1, ms;
	bool all = false, complete;
	GosStatus st;

	ms = now >= deadline ? 0 : (int)((deadline - now) / 1000000u) + 1;
	gos_buf_init(&in);
	st = gos_io_recv_msg(fd, &rseq, claim, 4096, ms, &h, &in);
	if (st == GOS_OK && h.type != GOS_MSG_JOIN)
		st = GOS_ERR_TYPE;
	if (st == GOS_OK) {
		gos_reader_init(&r, in.data, in.len);
		want = gos_get_u32(&r);
		gos_get_string(&r, host, sizeof host);
		port = gos_get_u16(&r);
		st = gos_reader_finish(&r);
		if (st == GOS_OK && (want != claim || port == 0))
			st = GOS_ERR_FIELD;
	}
	gos_buf_free(&in);
	if (st != GOS_OK) {
		gos_log(0, "rejected join from %s: %s", from, gos_status_str(st));
		return false;
	}
	pthread_mutex_lock(&c->lock);
	complete = c->started || c->stopping;
	if (!complete && want != GOS_NODE_ANY) {
		if (want >= 1 && want < (uint32_t)c->n && id_free(c, (int)want))
			id = (int)want;
	} else if (!complete) {
		/* from the top: launcher-ranked workers claim low ids, and
		 * a -join worker must not take one of theirs */
		complete = true;
		for (int i = c->n - 1; i >= 1 && id < 0; i--)
			if (id_free(c, i))
				id = i;
	}
	if (id >= 0) {
		snprintf(c->peers[id].host, sizeof c->peers[id].host, "%s",
		         host);
		c->peers[id].port = port;
	}
	pthread_mutex_unlock(&c->lock);
	if (id < 0) {
		if (complete)
			gos_log(0, "rejected join from %s: the cluster is complete",
			        from);
		else
			gos_log(0, "rejected join from %s: node id %d unavailable",
			        from, (int)want);
		return false;
	}
	install_peer(c, id, fd, 2, rseq);
	GOS_DBG(0, "node %d joined from %s (listens on %s:%u)", id, from, host,
	        port);
	/* counted only once installed: whoever completes the count knows
	 * every link is up and sends the member list */
	pthread_mutex_lock(&c->lock);
	c->joined++;
	all = c->joined == c->n - 1;
	pthread_mutex_unlock(&c->lock);
	if (all)
		send_peers(c);
	return true;
}

/* Worker: a higher node connected to us. The check and the taking of the
 * id are one step, so two connections claiming one id cannot both win. */
static bool
worker_admit(GosCluster *c, int fd, uint32_t claim, const char *from)
{
	bool ok;

	pthread_mutex_lock(&c->lock);
	ok = !c->started && !c->stopping && claim > (uint32_t)c->self &&
	     claim < (uint32_t)c->n && c->peers[claim].fd < 0;
	if (ok)
		c->peers[claim].fd = fd;
	pthread_mutex_unlock(&c->lock);
	if (!ok) {
		gos_log(c->self, "rejected connection from %s claiming node %d",
		        from, claim == GOS_NODE_ANY ? -1 : (int)claim);
		return false;
	}
	install_peer(c, (int)claim, fd, 2, 2);
	maybe_ready(c);
	return true;
}

/* ---------------------------------------------------------------- */
/* The acceptor                                                      */
/* ---------------------------------------------------------------- */

/*
 * The acceptor thread only accepts. Each connection's handshake (HELLO,
 * CHALLENGE, AUTH, WELCOME, and on the master JOIN) runs on a thread of
 * its own, under one deadline of GOS_AUTH_TIMEOUT_MS for the whole
 * exchange, so a silent or slow client costs a slot and a sleeping
 * thread, never the acceptor's attention: legitimate nodes are admitted
 * while any number of others stall.
 *
 * The slots are bounded: at most GOS_HANDSHAKE_PER_SOURCE connections
 * from one address and GOS_HANDSHAKE_MAX in all. A connection that would
 * exceed a bound takes the place of one already there (from the same
 * address, or else from the address holding most), chosen in this order:
 *
 *   1. FRESH, nothing to read      (a silent client)     oldest first
 *   2. FRESH, bytes waiting        (its thread is late)  oldest first
 *   3. HELLO read, no proof yet                           oldest first
 *   -  AUTHED: never (it knows the secret)
 *
 * The victim's socket is shut down, which ends its thread's wait at
 * once; its entry stays in the table (marked evicted, not counted) until
 * that thread has left. A legitimate node sends HELLO as soon as it has
 * connected, so a flood of silent connections evicts its own members
 * first; a node that loses its place all the same retries (form_worker).
 * Only when no victim can be found is the new connection closed at once.
 *
 * Rejections are logged GOS_REJECT_LOG_PER_S a second at most; the rest
 * are counted and the count is logged with the next rejection after that
 * second.
 */

typedef struct HsArg {
	GosCluster *c;
	int slot;
	char from[128];
} HsArg;

static void
log_rejected(GosCluster *c, const char *from, const char *why)
{
	uint64_t sec = gos_now_ns() / 1000000000u;
	unsigned held = 0;
	bool say;

	pthread_mutex_lock(&c->lock);
	if (sec != c->rej_second) {
		held = c->rej_quiet;
		c->rej_second = sec;
		c->rej_logged = c->rej_quiet = 0;
	}
	say = c->rej_logged < GOS_REJECT_LOG_PER_S;
	if (say)
		c->rej_logged++;
	else
		c->rej_quiet++;
	pthread_mutex_unlock(&c->lock);
	if (held > 0)
		gos_log(c->self, "%u more connections rejected (not logged one "
		                 "by one)",
		        held);
	if (say)
		gos_log(c->self, "rejected connection from %s: %s", from, why);
}

/* "10.0.0.7:40112" -> "10.0.0.7"; "::1:40112" -> "::1" */
static void
source_of(const char *from, char *src, size_t cap)
{
	const char *colon = strrchr(from, ':');
	size_t n = colon != NULL ? (size_t)(colon - from) : strlen(from);

	if (n >= cap)
		n = cap - 1;
	memcpy(src, from, n);
	src[n] = '\0';
}

/* Eviction rank of a live entry (lower goes first), or -1: keep it. */
static int
evict_rank(const GosHandshake *h)
{
	int waiting = 0;

	if (h->stage == GOS_HS_AUTHED)
		return -1;
	if (h->stage == GOS_HS_HELLO)
		return 2;
	if (ioctl(h->fd, FIONREAD, &waiting) == 0 && waiting > 0)
		return 1;
	return 0;
}

/* (c->lock) The live entry to evict among those from `src`, or -1. */
static int
pick_victim(GosCluster *c, const char *src)
{
	int best = -1, best_rank = 3;

	for (int i = 0; i < 2 * GOS_HANDSHAKE_MAX; i++) {
		GosHandshake *h = &c->hs[i];
		int rank;

		if (h->fd < 0 || h->evicted || strcmp(h->source, src) != 0)
			continue;
		rank = evict_rank(h);
		if (rank < 0)
			continue;
		if (rank < best_rank ||
		    (rank == best_rank && h->since_ns < c->hs[best].since_ns)) {
			best = i;
			best_rank = rank;
		}
	}
	return best;
}

/* (c->lock) Live entries from `src`, and in all. */
static int
count_live(GosCluster *c, const char *src, int *total)
{
	int mine = 0;

	*total = 0;
	for (int i = 0; i < 2 * GOS_HANDSHAKE_MAX; i++) {
		GosHandshake *h = &c->hs[i];

		if (h->fd < 0 || h->evicted)
			continue;
		(*total)++;
		if (strcmp(h->source, src) == 0)
			mine++;
	}
	return mine;
}

/* (c->lock) The address holding most live entries. */
static const char *
busiest_source(GosCluster *c)
{
	const char *best = NULL;
	int best_n = 0, total;

	for (int i = 0; i < 2 * GOS_HANDSHAKE_MAX; i++) {
		GosHandshake *h = &c->hs[i];
		int n;

		if (h->fd < 0 || h->evicted)
			continue;
		n = count_live(c, h->source, &total);
		if (n > best_n) {
			best = h->source;
			best_n = n;
		}
	}
	return best;
}

/* (c->lock) Make room for a connection from `src` and return a free
 * entry, or -1 with *why set. */
static int
take_slot(GosCluster *c, const char *src, const char **why)
{
	int total, mine = count_live(c, src, &total), victim = -1;

	if (mine >= GOS_HANDSHAKE_PER_SOURCE) {
		victim = pick_victim(c, src);
		*why = "too many handshakes from its address";
		if (victim < 0)
			return -1;
	} else if (total >= GOS_HANDSHAKE_MAX) {
		const char *busy = busiest_source(c);

		victim = busy != NULL ? pick_victim(c, busy) : -1;
		*why = "too many handshakes in progress";
		if (victim < 0)
			return -1;
	}
	if (victim >= 0) {
		c->hs[victim].evicted = true;
		(void)shutdown(c->hs[victim].fd, SHUT_RDWR);
		GOS_DBG(c->self, "evicted a handshake from %s (stage %d) for "
		                 "one from %s",
		        c->hs[victim].source, c->hs[victim].stage, src);
	}
	*why = "too many connections winding down";
	for (int i = 0; i < 2 * GOS_HANDSHAKE_MAX; i++)
		if (c->hs[i].fd < 0)
			return i;
	return -1;
}

static void
hs_hello_read(void *arg)
{
	HsArg *a = arg;

	pthread_mutex_lock(&a->c->lock);
	a->c->hs[a->slot].stage = GOS_HS_HELLO;
	pthread_mutex_unlock(&a->c->lock);
}

static void *
handshake_main(void *arg)
{
	HsArg *a = arg;
	GosCluster *c = a->c;
	GosHandshake *h = &c->hs[a->slot];
	uint64_t deadline = gos_now_ns() +
	                    (uint64_t)GOS_AUTH_TIMEOUT_MS * 1000000u;
	uint32_t claim = 0;
	bool admitted = false, evicted;
	int fd = h->fd; /* ours until we give the entry back */
	GosStatus st;

	st = gos_auth_accept_ex(fd, &c->cfg.secret, (uint32_t)c->self, &claim,
	                        deadline, hs_hello_read, a);
	pthread_mutex_lock(&c->lock);
	evicted = h->evicted;
	if (st == GOS_OK && evicted)
		st = GOS_ERR_CLOSED; /* shut down under our feet */
	if (st == GOS_OK)
		h->stage = GOS_HS_AUTHED; /* no longer evictable */
	pthread_mutex_unlock(&c->lock);
	if (st != GOS_OK)
		/* the cluster does not care: log, close, carry on */
		log_rejected(c, a->from, evicted ? "evicted to make room for "
		                                   "other connections"
		                                 : gos_status_str(st));
	else
		admitted = c->self == 0
		                   ? master_admit(c, fd, claim, a->from, deadline)
		                   : worker_admit(c, fd, claim, a->from);
	free(a);
	/* give the entry back; after the unlock c may be freed
	 * (gos_cluster_stop waits for hs_threads to reach 0) */
	pthread_mutex_lock(&c->lock);
	h->fd = -1;
	h->evicted = false;
	c->hs_threads--;
	pthread_cond_broadcast(&c->cond);
	pthread_mutex_unlock(&c->lock);
	if (!admitted)
		close(fd);
	return NULL;
}

/* Give an accepted connection an entry and a thread, or close it. */
static void
start_handshake(GosCluster *c, int fd, const char *from)
{
	const char *why = "the node is stopping";
	char src[64];
	pthread_attr_t attr;
	pthread_t t;
	HsArg *a;
	int slot = -1;

	source_of(from, src, sizeof src);
	a = malloc(sizeof *a);
	pthread_mutex_lock(&c->lock);
	if (a == NULL)
		why = "out of memory";
	else if (!c->stopping)
		slot = take_slot(c, src, &why);
	if (slot >= 0) {
		GosHandshake *h = &c->hs[slot];

		h->fd = fd;
		h->stage = GOS_HS_FRESH;
		h->evicted = false;
		h->since_ns = gos_now_ns();
		snprintf(h->source, sizeof h->source, "%s", src);
		c->hs_threads++;
	}
	pthread_mutex_unlock(&c->lock);
	if (slot < 0) {
		free(a);
		log_rejected(c, from, why);
		close(fd);
		return;
	}
	a->c = c;
	a->slot = slot;
	snprintf(a->from, sizeof a->from, "%s", from);
	pthread_attr_init(&attr);
	(void)pthread_attr_setstacksize(&attr, GOS_HANDSHAKE_STACK);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	if (pthread_create(&t, &attr, handshake_main, a) != 0) {
		pthread_mutex_lock(&c->lock);
		c->hs[slot].fd = -1;
		c->hs_threads--;
		pthread_cond_broadcast(&c->cond);
		pthread_mutex_unlock(&c->lock);
		free(a);
		log_rejected(c, from, "cannot start a handshake thread");
		close(fd);
	}
	pthread_attr_destroy(&attr);
}

/* gos_cluster_stop, the acceptor gone: cut every handshake short and
 * wait until their threads have left. */
static void
stop_handshakes(GosCluster *c)
{
	pthread_mutex_lock(&c->lock);
	for (int i = 0; i < 2 * GOS_HANDSHAKE_MAX; i++)
		if (c->hs[i].fd >= 0)
			(void)shutdown(c->hs[i].fd, SHUT_RDWR);
	while (c->hs_threads > 0)
		pthread_cond_wait(&c->cond, &c->lock);
	pthread_mutex_unlock(&c->lock);
}

static void *
acceptor_main(void *arg)
{
	GosCluster *c = arg;

	for (;;) {
		struct pollfd pfd[2] = { { c->stop_pipe[0], POLLIN, 0 },
		                         { c->lfd, POLLIN, 0 } };
		char from[128];
		int fd;

		if (poll(pfd, 2, -1) < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		if (pfd[0].revents)
			break;
		if (c->tp->accept(c->lfd, &fd, from, sizeof from) != GOS_OK)
			continue;
		start_handshake(c, fd, from);
	}
	return NULL;
}

static void *ticker_main(void *arg);

static GosStatus
start_thread(GosCluster *c, pthread_t *t, bool *have, void *(*fn)(void *))
{
	if (pthread_create(t, NULL, fn, c) != 0)
		return GOS_ERR_IO;
	*have = true;
	return GOS_OK;
}

/* Wait for START (worker) or all READY (master). */
static GosStatus
wait_started(GosCluster *c, uint64_t deadline)
{
	bool ok;

	pthread_mutex_lock(&c->lock);
	while (!c->started && wait_until(c, deadline))
		;
	ok = c->started;
	pthread_mutex_unlock(&c->lock);
	return ok ? GOS_OK : GOS_ERR_TIMEOUT;
}

static GosStatus
form_master(GosCluster *c, uint64_t deadline)
{
	GosStatus st;

	if (c->n == 1) {
		c->started = true;
		return GOS_OK;
	}
	if ((st = start_thread(c, &c->receiver, &c->have_receiver,
	                       gos_receiver_main)) != GOS_OK ||
	    (st = start_thread(c, &c->acceptor, &c->have_acceptor,
	                       acceptor_main)) != GOS_OK)
		return st;
	st = wait_started(c, deadline);
	if (st != GOS_OK)
		gos_log(0, "the cluster did not form in %u ms (%d of %d workers "
		           "joined, %d ready)",
		        c->cfg.start_timeout_ms, c->joined, c->n - 1, c->ready);
	return st;
}

static GosStatus
connect_retry(GosCluster *c, const char *host, uint16_t port,
              uint64_t deadline, int *fd)
{
	GosStatus st;

	for (;;) {
		st = c->tp->connect(host, port, 1000, fd);
		if (st == GOS_OK || st == GOS_ERR_ARG || gos_now_ns() > deadline)
			return st;
		usleep(50 * 1000); /* the master may not listen yet */
	}
}

/* Milliseconds from now to `deadline`, at least 1, at most `cap`. */
static int
ms_until(uint64_t deadline, int cap)
{
	uint64_t now = gos_now_ns();
	uint64_t ms = now >= deadline ? 1 : (deadline - now) / 1000000u + 1;

	return ms > (uint64_t)cap ? cap : (int)ms;
}

/*
 * Retrying. A handshake that timed out or whose connection was closed
 * may have met an acceptor busy with hostile connections, or one that
 * dropped it to make room ("The acceptor" above); it is tried again
 * after GOS_JOIN_RETRY_MS, doubling up to GOS_JOIN_RETRY_MAX_MS, until
 * the start-up deadline. A refusal on the merits (wrong secret, a
 * malformed answer) is final.
 */
static bool
retryable(GosStatus st)
{
	return st == GOS_ERR_TIMEOUT || st == GOS_ERR_CLOSED || st == GOS_ERR_IO;
}

/* Sleep before the next try; false when the deadline leaves no room. */
static bool
back_off(unsigned *pause_ms, uint64_t deadline)
{
	if (gos_now_ns() + (uint64_t)*pause_ms * 1000000u >= deadline)
		return false;
	usleep(*pause_ms * 1000u);
	*pause_ms *= 2;
	if (*pause_ms > GOS_JOIN_RETRY_MAX_MS)
		*pause_ms = GOS_JOIN_RETRY_MAX_MS;
	return true;
}

/* Connect to host:port and authenticate as `me`, the acceptor being node
 * `them`; *what names the step that failed. */
static GosStatus
link_once(GosCluster *c, const char *host, uint16_t port, uint32_t me,
          uint32_t them, uint64_t deadline, int *fd, const char **what)
{
	uint32_t pid = 0;
	GosStatus st;

	*fd = -1;
	*what = "cannot connect";
	st = connect_retry(c, host, port, deadline, fd);
	if (st != GOS_OK)
		return st;
	*what = "handshake failed";
	st = gos_auth_connect(*fd, &c->cfg.secret, me, &pid,
	                      ms_until(deadline, GOS_AUTH_TIMEOUT_MS));
	if (st == GOS_OK && pid != them)
		st = GOS_ERR_AUTH;
	if (st != GOS_OK) {
		close(*fd);
		*fd = -1;
	}
	return st;
}

/* One try at joining: link to the master, send JOIN, wait for PEERS (its
 * payload left in b). */
static GosStatus
join_once(GosCluster *c, uint32_t claim, uint64_t deadline, int *fd,
          uint64_t *sseq, uint64_t *rseq, GosBuf *b, const char **what)
{
	GosMsgHeader h;
	GosStatus st;

	*sseq = *rseq = 2;
	st = link_once(c, c->cfg.master_host, c->cfg.master_port, claim, 0,
	               deadline, fd, what);
	if (st != GOS_OK)
		return st;
	b->len = 0;
	gos_put_u32(b, claim);
	gos_put_string(b, c->host);
	gos_put_u16(b, c->port);
	*what = "cannot send JOIN";
	st = gos_io_send_msg(*fd, GOS_MSG_JOIN, claim, sseq, b);
	if (st == GOS_OK) {
		/* the master answers once every worker has joined */
		*what = "no member list";
		st = gos_io_recv_msg(*fd, rseq, 0, c->cfg.max_payload,
		                     ms_until(deadline, INT32_MAX), &h, b);
		if (st == GOS_OK && h.type != GOS_MSG_PEERS)
			st = GOS_ERR_TYPE;
	}
	if (st != GOS_OK) {
		close(*fd);
		*fd = -1;
	}
	return st;
}

static GosStatus
form_worker(GosCluster *c, uint64_t deadline)
{
	uint32_t claim = c->self < 0 ? GOS_NODE_ANY : (uint32_t)c->self;
	uint32_t id, n;
	uint64_t sseq, rseq;
	unsigned pause = GOS_JOIN_RETRY_MS;
	const char *what;
	int fd = -1;
	GosReader r;
	GosBuf b;
	GosStatus st;

	gos_buf_init(&b);
	while ((st = join_once(c, claim, deadline, &fd, &sseq, &rseq, &b,
	                       &what)) != GOS_OK &&
	       retryable(st)) {
		GOS_DBG(c->self, "joining the master at %s:%u: %s: %s; again "
		                 "in %u ms",
		        c->cfg.master_host, c->cfg.master_port, what,
		        gos_status_str(st), pause);
		if (!back_off(&pause, deadline))
			break;
	}
	if (st != GOS_OK) {
		gos_log(c->self, "cannot join the master at %s:%u: %s: %s",
		        c->cfg.master_host, c->cfg.master_port, what,
		        gos_status_str(st));
		goto out;
	}
	gos_reader_init(&r, b.data, b.len);
	id = gos_get_u32(&r);
	n = gos_get_u32(&r);
	if (r.failed || n < 2 || n > GOS_MAX_NODES || id < 1 || id >= n ||
	    (claim != GOS_NODE_ANY && id != claim) ||
	    (c->cfg.nodes > 1 && n != (uint32_t)c->cfg.nodes)) {
		st = GOS_ERR_FIELD;
		goto out;
	}
	if ((st = peers_alloc(c, (int)n)) != GOS_OK)
		goto out;
	c->self = (int)id;
	for (uint32_t i = 0; i < n; i++) {
		gos_get_string(&r, c->peers[i].host, sizeof c->peers[i].host);
		c->peers[i].port = gos_get_u16(&r);
	}
	if ((st = gos_reader_finish(&r)) != GOS_OK)
		goto out;
	install_peer(c, 0, fd, sseq, rseq);
	fd = -1;
	if ((st = start_thread(c, &c->receiver, &c->have_receiver,
	                       gos_receiver_main)) != GOS_OK ||
	    (st = start_thread(c, &c->acceptor, &c->have_acceptor,
	                       acceptor_main)) != GOS_OK)
		goto out;
	for (int i = 1; i < c->self; i++) {
		GosPeer *p = &c->peers[i];
		int f = -1;

		pause = GOS_JOIN_RETRY_MS;
		while ((st = link_once(c, p->host, p->port, id, (uint32_t)i,
		                       deadline, &f, &what)) != GOS_OK &&
		       retryable(st) && back_off(&pause, deadline))
			;
		if (st != GOS_OK) {
			gos_log(c->self, "cannot link to node %d at %s:%u: %s: %s",
			        i, p->host, p->port, what, gos_status_str(st));
			goto out;
		}
		install_peer(c, i, f, 2, 2);
	}
	maybe_ready(c);
	st = wait_started(c, deadline);
	if (st != GOS_OK)
		gos_log(c->self, "no START from the master in time (%d of %d "
		                 "links up)",
		        c->connected, c->n - 1);
out:
	if (fd >= 0)
		close(fd);
	gos_buf_free(&b);
	return st;
}

GosStatus
gos_cluster_form(GosCluster *c)
{
	uint64_t deadline = deadline_after(c->cfg.start_timeout_ms);
	GosStatus st;

	st = c->self == 0 ? form_master(c, deadline) : form_worker(c, deadline);
	if (st == GOS_OK)
		st = start_thread(c, &c->ticker, &c->have_ticker, ticker_main);
	if (st == GOS_OK)
		GOS_DBG(c->self, "cluster of %d nodes formed", c->n);
	return st;
}

GosStatus
gos_cluster_start(const GosConfig *cfg, GosCluster **out)
{
	GosStatus st = gos_cluster_create(cfg, out);

	if (st != GOS_OK)
		return st;
	st = gos_cluster_form(*out);
	if (st != GOS_OK) {
		gos_cluster_stop(*out);
		*out = NULL;
	}
	return st;
}

/* ---------------------------------------------------------------- */
/* System messages (receiver thread)                                 */
/* ---------------------------------------------------------------- */

static void
broadcast_sys(GosCluster *c, unsigned type)
{
	for (int i = 0; i < c->n; i++)
		if (i != c->self)
			(void)gos_peer_send(c, &c->peers[i], type, NULL, 0, 0);
}

void
gos_node_system_msg(GosCluster *c, GosPeer *p, const GosMsgHeader *h,
                    const uint8_t *payload, size_t len)
{
	GosReader r;
	bool all = false;

	switch (h->type) {
	case GOS_MSG_HEARTBEAT:
	case GOS_MSG_BULK:
		return; /* last_heard is already refreshed */
	case GOS_MSG_PING:
		(void)gos_peer_send(c, p, GOS_MSG_PONG, payload, len, 0);
		return;
	case GOS_MSG_PONG:
		gos_reader_init(&r, payload, len);
		uint64_t token = gos_get_u64(&r);
		if (r.failed)
			break;
		/* seen by a waiter that holds or later takes rx_lock */
		atomic_store(&p->pong_token, token);
		return;
	case GOS_MSG_READY:
		if (c->self != 0 || len != 0)
			break;
		pthread_mutex_lock(&c->lock);
		if (!c->started && ++c->ready == c->n - 1) {
			c->started = true;
			all = true;
			pthread_cond_broadcast(&c->cond);
		}
		pthread_mutex_unlock(&c->lock);
		if (all)
			broadcast_sys(c, GOS_MSG_START);
		return;
	case GOS_MSG_START:
	case GOS_MSG_SHUTDOWN:
		if (p->id != 0 || len != 0)
			break;
		pthread_mutex_lock(&c->lock);
		if (h->type == GOS_MSG_START)
			c->started = true;
		else
			c->shutdown_req = true;
		pthread_cond_broadcast(&c->cond);
		pthread_mutex_unlock(&c->lock);
		return;
	default:
		break;
	}
	/* handshake and formation messages have no business here */
	char why[64];
	snprintf(why, sizeof why, "unexpected %s message",
	         gos_msg_type_name(h->type));
	gos_peer_close(c, p, why);
}

/* ---------------------------------------------------------------- */
/* Ticker: batches, heartbeats, failure detection                    */
/* ---------------------------------------------------------------- */

static void
declare_dead(GosCluster *c, GosPeer *p, uint64_t silent_ns)
{
	char why[96];

	if (atomic_exchange(&p->dead, true))
		return;
	snprintf(why, sizeof why, "no message for %.1f s%s",
	         (double)silent_ns / 1e9,
	         atomic_load(&p->closed) ? " (connection lost)" : "");
	gos_log(c->self, "node %d is dead: %s", p->id, why);
	/* a thread blocked sending to it (its buffers full) returns */
	gos_peer_close(c, p, NULL);
	/* The callback runs before waiters are woken, so whoever returns from
	 * gos_cluster_wait with GOS_ERR_NODE sees what the callback did. */
	if (c->cfg.on_node_dead != NULL)
		c->cfg.on_node_dead(c, p->id, why, c->cfg.user);
	pthread_mutex_lock(&c->lock);
	if (c->dead_node < 0)
		c->dead_node = p->id;
	pthread_cond_broadcast(&c->cond);
	pthread_mutex_unlock(&c->lock);
}

static void *
ticker_main(void *arg)
{
	GosCluster *c = arg;
	uint64_t hb = (uint64_t)c->cfg.heartbeat_ms * 1000000u;
	uint64_t dead = (uint64_t)c->cfg.dead_ms * 1000000u;
	uint64_t delay = (uint64_t)c->cfg.batch_delay_us * 1000u;
	uint64_t next_hb = gos_now_ns();

	pthread_mutex_lock(&c->lock);
	while (!c->stopping) {
		bool quiet = c->shutdown_req;
		uint64_t now, wake;

		pthread_mutex_unlock(&c->lock);
		now = gos_now_ns();
		wake = now + (uint64_t)GOS_TICK_MAX_MS * 1000000u;
		for (int i = 0; i < c->n; i++) {
			GosPeer *p = &c->peers[i];
			if (i == c->self)
				continue;
			/* never wait behind a sender: whoever holds the
			 * lock is writing to p (and flushes the batch) */
			if (pthread_mutex_trylock(&p->send_lock) != 0) {
				if (now + delay < wake)
					wake = now + delay; /* look again */
				continue;
			}
			if (p->out.len > 0 && !atomic_load(&p->closed)) {
				if (now - p->out_since_ns >= delay)
					(void)gos_peer_flush_nb_locked(c, p);
				else if (p->out_since_ns + delay < wake)
					wake = p->out_since_ns + delay;
			}
			pthread_mutex_unlock(&p->send_lock);
		}
		if (now >= next_hb) {
			for (int i = 0; i < c->n; i++)
				if (i != c->self && (c->self == 0 || i == 0))
					(void)gos_peer_send(c, &c->peers[i],
					                    GOS_MSG_HEARTBEAT, NULL,
					                    0, GOS_SEND_TRY);
			next_hb = now + hb;
		}
		if (next_hb < wake)
			wake = next_hb;
		for (int i = 0; i < c->n && !quiet; i++) {
			GosPeer *p = &c->peers[i];
			uint64_t last = atomic_load(&p->last_heard_ns);
			if (i == c->self || (c->self != 0 && i != 0))
				continue;
			if (now > last && now - last > dead)
				declare_dead(c, p, now - last);
		}
		pthread_mutex_lock(&c->lock);
		if (!c->stopping)
			(void)wait_until(c, wake);
	}
	pthread_mutex_unlock(&c->lock);
	return NULL;
}

/* ---------------------------------------------------------------- */
/* Public send API                                                   */
/* ---------------------------------------------------------------- */

GosStatus
gos_send_ex(GosCluster *c, int node, unsigned type, const void *payload,
            size_t len, unsigned flags)
{
	if (c == NULL || type < GOS_MSG_USER_FIRST || type > GOS_MSG_USER_LAST ||
	    len > c->cfg.max_payload || (len > 0 && payload == NULL))
		return GOS_ERR_ARG;
	if (node < 0 || node >= c->n || node == c->self)
		return GOS_ERR_NODE;
	return gos_peer_send(c, &c->peers[node], type, payload, len, flags);
}

GosStatus
gos_send(GosCluster *c, int node, unsigned type, const void *payload,
         size_t len)
{
	return gos_send_ex(c, node, type, payload, len, 0);
}

GosStatus
gos_broadcast(GosCluster *c, unsigned type, const void *payload, size_t len)
{
	GosStatus first = GOS_OK;

	for (int i = 0; i < c->n; i++) {
		GosStatus st;
		if (i == c->self)
			continue;
		st = gos_send_ex(c, i, type, payload, len, 0);
		if (first == GOS_OK)
			first = st;
	}
	return first;
}

GosStatus
gos_flush(GosCluster *c, int node)
{
	GosStatus first = GOS_OK;

	for (int i = 0; i < c->n; i++) {
		GosPeer *p = &c->peers[i];
		GosStatus st = GOS_OK;
		if (i == c->self || (node >= 0 && i != node))
			continue;
		pthread_mutex_lock(&p->send_lock);
		if (p->fd >= 0 && !atomic_load(&p->closed))
			st = gos_peer_flush_locked(c, p);
		pthread_mutex_unlock(&p->send_lock);
		if (first == GOS_OK)
			first = st;
	}
	return first;
}

/* ---------------------------------------------------------------- */
/* Waiting and stopping                                              */
/* ---------------------------------------------------------------- */

GosStatus
gos_cluster_wait(GosCluster *c, int timeout_ms)
{
	uint64_t deadline = timeout_ms < 0 ? UINT64_MAX / 2
	                                   : deadline_after((unsigned)timeout_ms);
	GosStatus st;

	pthread_mutex_lock(&c->lock);
	while (!c->shutdown_req && c->dead_node < 0 && wait_until(c, deadline))
		;
	st = c->dead_node >= 0 ? GOS_ERR_NODE
	     : c->shutdown_req ? GOS_OK
	                       : GOS_ERR_TIMEOUT;
	pthread_mutex_unlock(&c->lock);
	return st;
}

void
gos_cluster_stop(GosCluster *c)
{
	char b = 's';

	if (c == NULL)
		return;
	if (c->self == 0 && c->started && c->n > 1) {
		uint64_t deadline = deadline_after(GOS_STOP_GRACE_MS);
		bool open = true;

		pthread_mutex_lock(&c->lock);
		c->shutdown_req = true; /* the ticker stops judging */
		pthread_mutex_unlock(&c->lock);
		broadcast_sys(c, GOS_MSG_SHUTDOWN);
		/* workers close their side when they have left */
		while (open && gos_now_ns() < deadline) {
			open = false;
			for (int i = 1; i < c->n; i++)
				if (!atomic_load(&c->peers[i].closed) &&
				    !atomic_load(&c->peers[i].dead))
					open = true;
			if (open)
				usleep(5000);
		}
	} else if (c->peers != NULL) {
		(void)gos_flush(c, -1);
	}
	pthread_mutex_lock(&c->lock);
	c->stopping = true;
	pthread_cond_broadcast(&c->cond);
	pthread_mutex_unlock(&c->lock);
	if (c->stop_pipe[1] >= 0)
		(void)!write(c->stop_pipe[1], &b, 1);
	if (c->have_ticker)
		pthread_join(c->ticker, NULL);
	if (c->have_acceptor)
		pthread_join(c->acceptor, NULL);
	stop_handshakes(c);
	if (c->have_receiver)
		pthread_join(c->receiver, NULL);
	if (c->lfd >= 0)
		c->tp->unlisten(c->lfd, c->port);
	cluster_free(c);
}

/* ---------------------------------------------------------------- */
/* Measurements                                                      */
/* ---------------------------------------------------------------- */

static atomic_uint_fast64_t ping_tokens = 1;

/* Waiting for the PONG of token from peer p: each peer records the token
 * of the last PONG it sent back, so PINGs to several peers can be in
 * flight at once (gos_measure_fanout). */
typedef struct PongWait {
	GosPeer *p;
	uint64_t token;
} PongWait;

static bool
pong_arrived(void *arg)
{
	PongWait *w = arg;
	return atomic_load(&w->p->pong_token) == w->token;
}

/* Send a PING carrying a fresh token in `buf` (size >= 8) and wait for
 * its PONG, reading the peer's socket ourselves (gos_peer_call) rather
 * than being woken by the receiver thread. With spin_us the sender
 * instead spins first, leaving the reply to the receiver, and only then
 * reads the socket itself. */
static GosStatus
ping_once(GosCluster *c, GosPeer *p, uint8_t *buf, size_t size)
{
	uint64_t token = atomic_fetch_add(&ping_tokens, 1);
	uint64_t deadline = deadline_after(GOS_MEASURE_TIMEOUT_MS);
	GosBuf t = { buf, 0, 8, false };
	PongWait w = { p, token };
	GosStatus st;

	gos_put_u64(&t, token);
	if (c->cfg.spin_us == 0)
		return gos_peer_call(c, p, GOS_MSG_PING, buf, size, pong_arrived,
		                     &w, deadline);
	st = gos_peer_send(c, p, GOS_MSG_PING, buf, size, 0);
	if (st != GOS_OK)
		return st;
	uint64_t spin_end = gos_now_ns() + (uint64_t)c->cfg.spin_us * 1000u;
	do {
		if (pong_arrived(&w))
			return GOS_OK;
		gos_cpu_relax();
	} while (gos_now_ns() < spin_end);
	return gos_peer_wait(c, p, pong_arrived, &w, deadline);
}

static int
cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

static GosStatus
measure_args(GosCluster *c, int node, size_t *size, uint8_t **buf)
{
	if (c == NULL || node < 0 || node >= c->n || node == c->self)
		return GOS_ERR_NODE;
	if (*size < 8)
		*size = 8;
	if (*size > c->cfg.max_payload)
		return GOS_ERR_ARG;
	*buf = malloc(*size);
	if (*buf == NULL)
		return GOS_ERR_NOMEM;
	/* a pattern zlib cannot shrink much, so sizes stay honest */
	uint32_t x = 2463534242u;
	for (size_t i = 0; i < *size; i++) {
		x ^= x << 13;
		x ^= x >> 17;
		x ^= x << 5;
		(*buf)[i] = (uint8_t)x;
	}
	return GOS_OK;
}

GosStatus
gos_measure_rtt(GosCluster *c, int node, size_t size, int iters,
                double *rtt_us)
{
	uint8_t *buf = NULL;
	uint64_t *ns = NULL;
	GosStatus st = measure_args(c, node, &size, &buf);

	if (st != GOS_OK)
		return st;
	if (iters < 1)
		iters = 1;
	ns = calloc((size_t)iters, sizeof *ns);
	if (ns == NULL) {
		free(buf);
		return GOS_ERR_NOMEM;
	}
	pthread_mutex_lock(&c->measure_lock);
	for (int i = 0; i < iters && st == GOS_OK; i++) {
		uint64_t t0 = gos_now_ns();
		st = ping_once(c, &c->peers[node], buf, size);
		ns[i] = gos_now_ns() - t0;
	}
	pthread_mutex_unlock(&c->measure_lock);
	if (st == GOS_OK) {
		qsort(ns, (size_t)iters, sizeof *ns, cmp_u64);
		*rtt_us = (double)ns[iters / 2] / 1e3;
	}
	free(ns);
	free(buf);
	return st;
}

/* One PING to every other node, sent one after another, then every PONG
 * awaited: the transport's part of a central barrier's cycle (its home
 * answers each party, each answers back), to compare the cluster
 * barrier with (bench/gos/run.sh). */
GosStatus
gos_measure_fanout(GosCluster *c, size_t size, int iters, double *us)
{
	uint8_t *buf = NULL;
	uint64_t *ns = NULL, *tokens = NULL;
	GosStatus st;

	if (c == NULL || c->n < 2)
		return GOS_ERR_NODE;
	st = measure_args(c, c->self == 0 ? 1 : 0, &size, &buf);
	if (st != GOS_OK)
		return st;
	if (iters < 1)
		iters = 1;
	ns = calloc((size_t)iters, sizeof *ns);
	tokens = calloc((size_t)c->n, sizeof *tokens);
	if (ns == NULL || tokens == NULL) {
		free(ns);
		free(tokens);
		free(buf);
		return GOS_ERR_NOMEM;
	}
	pthread_mutex_lock(&c->measure_lock);
	for (int i = 0; i < iters && st == GOS_OK; i++) {
		uint64_t t0 = gos_now_ns(), deadline = deadline_after(GOS_MEASURE_TIMEOUT_MS);
		for (int k = 0; k < c->n && st == GOS_OK; k++) {
			GosBuf t = { buf, 0, 8, false };
			if (k == c->self)
				continue;
			tokens[k] = atomic_fetch_add(&ping_tokens, 1);
			gos_put_u64(&t, tokens[k]);
			st = gos_peer_send(c, &c->peers[k], GOS_MSG_PING, buf, size, 0);
		}
		for (int k = 0; k < c->n && st == GOS_OK; k++) {
			PongWait w = { &c->peers[k], tokens[k] };
			if (k != c->self && !pong_arrived(&w))
				st = gos_peer_wait(c, &c->peers[k], pong_arrived, &w, deadline);
		}
		ns[i] = gos_now_ns() - t0;
	}
	pthread_mutex_unlock(&c->measure_lock);
	if (st == GOS_OK) {
		qsort(ns, (size_t)iters, sizeof *ns, cmp_u64);
		*us = (double)ns[iters / 2] / 1e3;
	}
	free(tokens);
	free(ns);
	free(buf);
	return st;
}

GosStatus
gos_measure_bandwidth(GosCluster *c, int node, size_t size, size_t total,
                      double *mb_per_s)
{
	uint8_t *buf = NULL;
	GosStatus st = measure_args(c, node, &size, &buf);
	size_t count, done = 0;
	uint64_t t0, t1;

	if (st != GOS_OK)
		return st;
	count = total / size ? total / size : 1;
	pthread_mutex_lock(&c->measure_lock);
	t0 = gos_now_ns();
	for (size_t i = 0; i < count && st == GOS_OK; i++) {
		st = gos_peer_send(c, &c->peers[node], GOS_MSG_BULK, buf, size,
		                   GOS_SEND_MORE);
		done += size;
	}
	/* the PONG comes back after every BULK before it was consumed */
	if (st == GOS_OK)
		st = ping_once(c, &c->peers[node], buf, 8);
	t1 = gos_now_ns();
	pthread_mutex_unlock(&c->measure_lock);
	if (st == GOS_OK)
		*mb_per_s = (double)done / ((double)(t1 - t0) / 1e9) / 1e6;
	free(buf);
	return st;
}

void
gos_cluster_info(GosCluster *c, FILE *f)
{
	fprintf(f, "[node %d] cluster of %d nodes, transport %s, this node "
	           "listens on %s:%u\n",
	        c->self, c->n, c->tp->name, c->host, c->port);
	fprintf(f, "  %-8s %12s %14s %14s\n", "peer", "RTT 16 B us",
	        "RTT 64 KiB us", "MB/s (256 KiB)");
	for (int i = 0; i < c->n; i++) {
		double r1 = 0, r2 = 0, bw = 0;
		if (i == c->self)
			continue;
		if (gos_measure_rtt(c, i, 16, 50, &r1) != GOS_OK ||
		    gos_measure_rtt(c, i, 65536, 10, &r2) != GOS_OK ||
		    gos_measure_bandwidth(c, i, 262144, 32u << 20, &bw) !=
		            GOS_OK) {
			fprintf(f, "  node %-3d %12s\n", i, "unreachable");
			continue;
		}
		fprintf(f, "  node %-3d %12.1f %14.1f %14.1f\n", i, r1, r2, bw);
	}
	gos_stats_print(c, f);
}

GosStatus
gos_peer_address(const GosCluster *c, int node, char *host, size_t hostcap,
                 uint16_t *port)
{
	if (c == NULL || node < 0 || node >= c->n || c->peers == NULL)
		return GOS_ERR_NODE;
	snprintf(host, hostcap, "%s",
	         node == c->self ? c->host : c->peers[node].host);
	*port = node == c->self ? c->port : c->peers[node].port;
	return GOS_OK;
}
