/*
 * gos_internal.h -- state shared by the files of gos/; nobody else
 * includes it.
 *
 * Threads of one node and what each owns:
 *
 *   caller     gos_cluster_form / gos_send / gos_measure_* / stop
 *   receiver   waits (epoll) on every peer socket that no follower
 *              holds; reads and dispatches under the peer's rx_lock;
 *              shuts broken links down (so do the send path and
 *              followers; nobody close()s before stop: see below)
 *   follower   any thread in gos_peer_call/gos_peer_wait(P): while it
 *              waits for a reply from P it holds P's rx_lock and reads
 *              P's socket itself, dispatching every message exactly as
 *              the receiver would (leader/follower receive path)
 *   acceptor   accepts, authenticates, and during formation installs
 *              peers; after formation it only rejects newcomers
 *   ticker     flushes aged batches, sends heartbeats, declares nodes dead
 *
 * Invariants:
 *  - a peer's fd, once installed, stays open until gos_cluster_stop has
 *    joined every thread; a broken link is shutdown(2) and marked `closed`,
 *    so no thread can ever use a descriptor number that was reused;
 *  - `out`, `send_seq` and the write side of the socket are guarded by
 *    the peer's send_lock, so messages to one peer are framed and ordered
 *    in one sequence; `in`, `recv_seq`, `scratch` and the read side of
 *    the socket are guarded by the peer's rx_lock, so exactly one thread
 *    (the receiver or one follower) reads and dispatches a peer's
 *    messages at a time, in sequence order;
 *  - the receiver never blocks on an rx_lock: it only trylocks. A
 *    follower masks its peer in the receiver's epoll set (no events)
 *    before it takes rx_lock and unmasks it after releasing it; the set
 *    is level-triggered, so bytes that arrived meanwhile still wake the
 *    receiver, and the receiver is never woken for a peer a follower
 *    reads (gos_peer_wait);
 *  - a thread holding P's rx_lock (the receiver inside a handler, or a
 *    follower) must not wait for a reply from P again: rx_lock is not
 *    recursive. Handlers that wait for a reply from another node may
 *    deadlock against a thread waiting the other way round, so handlers
 *    should not wait at all;
 *  - counters are relaxed atomics: they are statistics, read racily.
 */
#ifndef GOS_INTERNAL_H
#define GOS_INTERNAL_H

#include <pthread.h>
#include <stdatomic.h>

#include "gos.h"
#include "gos_config.h"

/* ---- logging: every line starts with the node id ------------------ */

extern atomic_bool gos_debug_on;
void gos_log(int node, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
#define GOS_DBG(node, ...)                                                \
	do {                                                              \
		if (atomic_load_explicit(&gos_debug_on,                   \
		                         memory_order_relaxed))            \
			gos_log((node), __VA_ARGS__);                     \
	} while (0)

uint64_t gos_now_ns(void); /* CLOCK_MONOTONIC */

/* ---- transport ops (STYLE.md section 10) --------------------------- */

/* A transport hands out connected stream descriptors; everything above it
 * (framing, auth, poll) works on plain fds. */
struct GosTransportOps {
	const char *name;
	GosStatus (*listen)(const char *host, uint16_t port, int *lfd,
	                    uint16_t *bound);
	GosStatus (*accept)(int lfd, int *fd, char *peer, size_t peercap);
	GosStatus (*connect)(const char *host, uint16_t port, int timeout_ms,
	                     int *fd);
	void (*unlisten)(int lfd, uint16_t port);
};

/* Blocking, exact-length I/O with a deadline (used by the handshake and
 * by formation, before the receiver owns a socket). */
GosStatus gos_io_write_all(int fd, const void *p, size_t n);
GosStatus gos_io_writev2(int fd, const void *a, size_t an, const void *b,
                         size_t bn);
GosStatus gos_io_read_exact(int fd, void *p, size_t n, uint64_t deadline_ns);

/* Send one framed message / receive one whole message synchronously.
 * *seq is incremented; `expect_source` GOS_NODE_ANY accepts any. The
 * payload lands in `msg` (raw, inflated). */
GosStatus gos_io_send_msg(int fd, uint8_t type, uint32_t source,
                          uint64_t *seq, const GosBuf *payload);
GosStatus gos_io_recv_msg(int fd, uint64_t *seq, uint32_t expect_source,
                          size_t max_payload, int timeout_ms,
                          GosMsgHeader *h, GosBuf *msg);

/* gos_auth_accept with the whole exchange bounded by `deadline`
 * (gos_now_ns time); `hello_read(arg)`, if not NULL, is called once a
 * well-formed HELLO has arrived (the acceptor's sign of progress). */
GosStatus gos_auth_accept_ex(int fd, const GosSecret *s, uint32_t my_id,
                             uint32_t *peer_id, uint64_t deadline,
                             void (*hello_read)(void *), void *arg);

/* ---- per-peer and per-type counters ------------------------------- */

typedef struct GosAtomicCounters {
	atomic_uint_fast64_t msgs_sent, bytes_sent, msgs_recv, bytes_recv;
} GosAtomicCounters;

void gos_count(GosAtomicCounters *c, bool sent, size_t bytes);

/* ---- the cluster ---------------------------------------------------- */

typedef struct GosPeer {
	int id;
	int fd;                    /* -1 until installed */
	char host[GOS_HOST_MAX + 1];
	uint16_t port;             /* where it listens */
	atomic_bool closed;        /* link shut down; fd still open */
	atomic_bool dead;          /* declared dead (callback fired) */
	atomic_uint_fast64_t last_heard_ns;
	/* The last token this peer echoed back. Stored by whichever thread
	 * dispatches the PONG (the receiver or the PING sender itself as
	 * follower); a PING sender spins on it for spin_us, then waits in
	 * gos_peer_wait, whose rx_lock orders the store before its check. */
	atomic_uint_fast64_t pong_token;

	pthread_mutex_t send_lock;
	GosBuf out;                /* batched, framed messages */
	uint64_t send_seq;
	uint64_t out_since_ns;     /* when `out` became non-empty */

	/* per type: sends left before the next compressibility sample (a
	 * sample that said "incompressible" skips the next ones; relaxed
	 * atomics: a heuristic, races only shift when we sample) */
	atomic_uint sample_skip[GOS_MSG_USER_LAST + 1];
	atomic_uint sample_run[GOS_MSG_USER_LAST + 1]; /* current run length */

	pthread_mutex_t rx_lock;   /* read side: in, recv_seq, scratch */
	GosBuf in;                 /* (rx_lock) bytes read, from in_off on
	                            * not yet dispatched */
	size_t in_off;             /* (rx_lock) */
	size_t in_need;            /* (rx_lock) bytes missing of the message
	                            * whose header is in `in`, else 0 */
	int lowat;                 /* (rx_lock) the socket's SO_RCVLOWAT */
	size_t in_chunk;           /* (rx_lock) room asked of each read
	                            * (0 = GOS_RECV_CHUNK), see read_room */
	uint64_t recv_seq;         /* (rx_lock) */
	GosBuf scratch;            /* (rx_lock) inflate buffer */
	pthread_mutex_t mask_lock; /* followers and the epoll mask */
	atomic_int followers;      /* (mask_lock) threads in gos_peer_wait on
	                            * this peer; > 0: masked in c->epfd */
	GosAtomicCounters ctr;
} GosPeer;

/* A connection in its handshake on this node's acceptor (gos_node.c).
 * Each runs on its own short-lived thread; the slot table bounds how
 * many there are, per source address and in all. An entry is owned by
 * c->lock: the acceptor may shut its socket down (never close it) while
 * the entry is in use, and the handshake thread closes the socket only
 * after it has given the entry back, so a descriptor number is never
 * shut down after it has been reused. */
typedef struct GosHandshake {
	int fd;                    /* -1: entry free */
	int stage;                 /* GOS_HS_FRESH, _HELLO or _AUTHED */
	bool evicted;              /* shut down to make room; not counted */
	uint64_t since_ns;         /* accepted at */
	char source[64];           /* the peer's address without its port */
} GosHandshake;

enum { GOS_HS_FRESH, GOS_HS_HELLO, GOS_HS_AUTHED };

struct GosCluster {
	GosConfig cfg;
	const GosTransportOps *tp;
	int self;
	int n;                     /* 0 on a worker until PEERS arrives */
	int lfd;
	uint16_t port;
	char host[GOS_HOST_MAX + 1];
	GosPeer *peers;            /* n entries; peers[self] unused */

	pthread_mutex_t lock;      /* formation state, cond */
	pthread_cond_t cond;       /* CLOCK_MONOTONIC */
	int joined;                /* master: workers that sent JOIN */
	int connected;             /* links installed */
	int ready;                 /* master: READY received */
	bool ready_sent;           /* worker */
	bool started;              /* mesh complete */
	bool shutdown_req;         /* worker: SHUTDOWN received */
	bool stopping;             /* threads must end */
	int dead_node;             /* first node declared dead, or -1 */

	int stop_pipe[2];          /* readable once stopping */
	int epfd;                  /* the receiver's set: stop pipe + peers */
	pthread_t receiver, acceptor, ticker;
	bool have_receiver, have_acceptor, have_ticker;

	pthread_mutex_t measure_lock; /* one measurement at a time */
	/* receiver wake-ups for a peer a follower held (its epoll
	 * readiness predated the follower's mask); a test statistic */
	atomic_uint_fast64_t rx_taken_skips;

	GosAtomicCounters types[GOS_MSG_USER_LAST + 1];

	/* (lock) handshakes in progress: live entries may exceed
	 * GOS_HANDSHAKE_MAX by the evicted ones still winding down */
	GosHandshake hs[2 * GOS_HANDSHAKE_MAX];
	int hs_threads;            /* (lock) handshake threads running */
	uint64_t rej_second;       /* (lock) rejection log rate limit: */
	unsigned rej_logged, rej_quiet; /* lines this second, lines held */
};

/* A pause hint inside spin loops. */
static inline void
gos_cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
	__builtin_ia32_pause();
#elif defined(__aarch64__)
	__asm__ __volatile__("yield");
#endif
}

bool gos_type_known(unsigned type);
/* does a sample of the payload shrink enough to try zlib? */
bool gos_msg_worth_compressing(const void *p, size_t len, int level);
/* gos_msg_encode with the decision already made (the send path samples
 * per stream): compress tries zlib and keeps the result if smaller */
GosStatus gos_msg_encode_as(GosBuf *out, uint8_t type, uint32_t source,
                            uint64_t seq, const void *payload, size_t len,
                            bool compress, int level);
/* the GOS_MSG_HEADER_SIZE bytes of a header, at q */
void gos_msg_put_header(uint8_t *q, uint8_t type, uint16_t flags,
                        uint32_t source, uint32_t length, uint64_t seq);

/* gos_transport.c: the receiver thread and the send path */
void *gos_receiver_main(void *arg);
/* Is the calling thread a node's receiver (not a follower)? A handler
 * may then answer a request itself, where it never blocks for long. */
bool gos_on_receiver(void);
/* epoll data of the stop pipe; a peer's is its id + GOS_EP_PEER */
#define GOS_EP_STOP 0u
#define GOS_EP_PEER 1u
GosStatus gos_receiver_watch(GosCluster *c, GosPeer *p);
GosStatus gos_peer_send(GosCluster *c, GosPeer *p, unsigned type,
                        const void *payload, size_t len, unsigned flags);
GosStatus gos_peer_flush_locked(GosCluster *c, GosPeer *p);
/* As gos_peer_flush_locked, but never blocks: writes what the socket
 * takes and leaves the rest in `out` for the next write. */
GosStatus gos_peer_flush_nb_locked(GosCluster *c, GosPeer *p);
/* gos_peer_send flag (internal, the ticker's): never block -- if another
 * thread holds the send lock return GOS_ERR_STATE without sending, and
 * write without waiting (gos_peer_flush_nb_locked) */
#define GOS_SEND_TRY 0x100u
void gos_peer_close(GosCluster *c, GosPeer *p, const char *why);
/* Wait until done(arg) holds or deadline_ns (CLOCK_MONOTONIC) passes,
 * reading P's socket in this thread when the receiver is not reading it
 * (every message that arrives first is dispatched in order, as the
 * receiver would). done() is called with P's rx_lock held, after each
 * batch of dispatched messages. GOS_OK, GOS_ERR_TIMEOUT, GOS_ERR_CLOSED
 * (the link closed), GOS_ERR_NODE (P declared dead) or GOS_ERR_IO. */
GosStatus gos_peer_wait(GosCluster *c, GosPeer *p, bool (*done)(void *),
                        void *arg, uint64_t deadline_ns);
/* Send a message to P (flushing what is batched for P) and wait as
 * gos_peer_wait for its reply: P is masked in the receiver's set before
 * the send, so the receiver is never woken by the reply. The request /
 * reply primitive. */
GosStatus gos_peer_call(GosCluster *c, GosPeer *p, unsigned type,
                        const void *payload, size_t len,
                        bool (*done)(void *), void *arg,
                        uint64_t deadline_ns);

/* gos_node.c: system-message handling called by the receiver */
void gos_node_system_msg(GosCluster *c, GosPeer *p, const GosMsgHeader *h,
                         const uint8_t *payload, size_t len);
void gos_node_dispatch_user(GosCluster *c, int src, unsigned type,
                            const uint8_t *payload, size_t len);

#endif /* GOS_INTERNAL_H */
