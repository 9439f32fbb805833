/*
 * gos.h -- the one public header of the cluster runtime (gos/).
 *
 * A cluster is N processes ("nodes"). Node 0, the master, listens for the
 * workers; every node pair shares exactly one authenticated TCP connection
 * (a full mesh), and each node runs one receiver thread that dispatches
 * incoming messages to handlers registered per message type. Everything the
 * VM needs from the plumbing is declared here: the status codes, the
 * message codec (also used by the fuzzer and the tests), the cluster
 * secret, the launch back-ends (local fork, Slurm, Open MPI/PMI, hosts
 * file, rendezvous file, -join), the bootstrap API, sending and
 * statistics. Internals live in gos_internal.h, tunables in gos_config.h.
 *
 * Rules a caller can rely on:
 *  - every incoming byte is bounds-checked; a malformed message closes that
 *    one connection with a line on stderr starting with "[node N]" and the
 *    node keeps running;
 *  - handlers run on the receiver thread, one message at a time, and the
 *    payload pointer is valid only during the call;
 *  - gos_send() may be called from any thread; messages to one node arrive
 *    in the order they were sent.
 *
 * This header includes only standard headers and never config.h.
 */
#ifndef GOS_H
#define GOS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

/* ------------------------------------------------------------------ */
/* Status codes                                                        */
/* ------------------------------------------------------------------ */

typedef enum GosStatus {
	GOS_OK = 0,
	GOS_ERR_TRUNCATED,   /* fewer bytes than the header/field says */
	GOS_ERR_MAGIC,       /* not a Ristretto message */
	GOS_ERR_VERSION,     /* protocol version we do not speak */
	GOS_ERR_TYPE,        /* unknown message type */
	GOS_ERR_FLAGS,       /* reserved flag bits set */
	GOS_ERR_LENGTH,      /* payload length over the maximum */
	GOS_ERR_COMPRESS,    /* compressed payload does not inflate exactly */
	GOS_ERR_SOURCE,      /* source node differs from the connection's */
	GOS_ERR_SEQ,         /* sequence number out of order */
	GOS_ERR_FIELD,       /* a payload field is out of range */
	GOS_ERR_NOMEM,
	GOS_ERR_IO,          /* a system call failed */
	GOS_ERR_CLOSED,      /* peer closed the connection */
	GOS_ERR_TIMEOUT,
	GOS_ERR_AUTH,        /* challenge-response failed */
	GOS_ERR_ARG,         /* bad argument from the caller */
	GOS_ERR_PARSE,       /* bad text input (environment, hosts file) */
	GOS_ERR_NOTFOUND,    /* nothing to parse (no launcher environment) */
	GOS_ERR_NODE,        /* no such node, or node not connected */
	GOS_ERR_STATE        /* call not valid in the cluster's state */
} GosStatus;

const char *gos_status_str(GosStatus st);

/* Debug logging of the cluster runtime (-Xdebug:gos). Errors are always
 * printed; debug lines only when enabled. */
void gos_set_debug(bool on);

/* ------------------------------------------------------------------ */
/* Message format                                                      */
/* ------------------------------------------------------------------ */
/*
 * Every message is a 24-byte header followed by `length` payload bytes.
 * All integers are little-endian, whatever the host.
 *
 *   0       4    5    6         8              12             16
 *   +-------+----+----+---------+--------------+--------------+
 *   | magic |ver |type|  flags  |   source     |   length     |
 *   | u32   | u8 | u8 |  u16    |   u32 node   |   u32 bytes  |
 *   +-------+----+----+---------+--------------+--------------+
 *   16                              24
 *   +-------------------------------+---- - - - - - - - - - --+
 *   |        sequence  u64          |  payload (length bytes) |
 *   +-------------------------------+---- - - - - - - - - - --+
 *
 *   magic  'R' 'S' 'T' 'R' (0x52545352 read as u32 LE)
 *   flags  bit 0 COMPRESSED: the payload is  u32 raw_length | zlib stream
 *          and inflates to exactly raw_length bytes; bits 1..15 must be 0
 *   source node id of the sender (GOS_NODE_ANY before it has one)
 *   length bytes on the wire after the header, <= max payload (+4 when
 *          compressed), checked before anything is allocated
 *   seq    0, 1, 2 ... per connection and direction; a gap is an error
 */
#define GOS_MSG_MAGIC 0x52545352u
#define GOS_MSG_VERSION 1
#define GOS_MSG_HEADER_SIZE 24
#define GOS_MSG_F_COMPRESSED 0x0001u
#define GOS_NODE_ANY 0xffffffffu

/* Message types. 1..GOS_MSG_SYS_LAST belong to the runtime; the VM's
 * protocols use GOS_MSG_USER_FIRST..GOS_MSG_USER_LAST. Anything else is
 * unknown and rejected by the decoder. */
enum {
	GOS_MSG_HELLO = 1,     /* connector -> acceptor: id, nonce */
	GOS_MSG_CHALLENGE,     /* acceptor: id, nonce, its proof */
	GOS_MSG_AUTH,          /* connector: its proof */
	GOS_MSG_WELCOME,       /* acceptor: accepted */
	GOS_MSG_JOIN,          /* worker -> master: wanted id, listen address */
	GOS_MSG_PEERS,         /* master -> worker: id, size, every address */
	GOS_MSG_READY,         /* worker -> master: all my links are up */
	GOS_MSG_START,         /* master -> worker: the mesh is complete */
	GOS_MSG_HEARTBEAT,     /* liveness, both directions with the master */
	GOS_MSG_PING,          /* RTT/bandwidth probe, echoed as PONG */
	GOS_MSG_PONG,
	GOS_MSG_BULK,          /* bandwidth filler, counted and dropped */
	GOS_MSG_SHUTDOWN,      /* master -> worker: leave the cluster */
	GOS_MSG_SYS_LAST = GOS_MSG_SHUTDOWN,
	GOS_MSG_USER_FIRST = 32,
	GOS_MSG_USER_LAST = 127
};

typedef struct GosMsgHeader {
	uint32_t magic;
	uint8_t version;
	uint8_t type;
	uint16_t flags;
	uint32_t source;
	uint32_t length;
	uint64_t seq;
} GosMsgHeader;

/* A growable byte buffer. `oom` is sticky: after an allocation failure
 * every append is a no-op and the encoder reports GOS_ERR_NOMEM. */
typedef struct GosBuf {
	uint8_t *data;
	size_t len;
	size_t cap;
	bool oom;
} GosBuf;

void gos_buf_init(GosBuf *b);
void gos_buf_free(GosBuf *b);
bool gos_buf_reserve(GosBuf *b, size_t extra);
void gos_buf_consume(GosBuf *b, size_t n); /* drop n bytes from the front */

/* Typed field writers (little-endian). Strings are u16 length + bytes;
 * byte blocks are u32 length + bytes. */
void gos_put_u8(GosBuf *b, uint8_t v);
void gos_put_u16(GosBuf *b, uint16_t v);
void gos_put_u32(GosBuf *b, uint32_t v);
void gos_put_u64(GosBuf *b, uint64_t v);
void gos_put_raw(GosBuf *b, const void *p, size_t n);
void gos_put_bytes(GosBuf *b, const void *p, size_t n);
void gos_put_string(GosBuf *b, const char *s);

/* Typed field readers over a bounded span. The first failure is sticky:
 * later reads return zero/NULL and `failed` stays set, so a decoder may
 * read every field and test once at the end. Nothing is ever read outside
 * [p, p+len). */
typedef struct GosReader {
	const uint8_t *p;
	size_t len;
	size_t pos;
	bool failed;
} GosReader;

void gos_reader_init(GosReader *r, const void *p, size_t len);
uint8_t gos_get_u8(GosReader *r);
uint16_t gos_get_u16(GosReader *r);
uint32_t gos_get_u32(GosReader *r);
uint64_t gos_get_u64(GosReader *r);
const uint8_t *gos_get_raw(GosReader *r, size_t n);
/* u32 length + bytes; fails when the length exceeds `max` */
const uint8_t *gos_get_bytes(GosReader *r, size_t max, size_t *n);
/* u16 length + bytes copied to dst (cap includes the NUL); fails on an
 * embedded NUL or when the string does not fit */
bool gos_get_string(GosReader *r, char *dst, size_t cap);
/* GOS_OK when no read failed and every byte was consumed */
GosStatus gos_reader_finish(const GosReader *r);

/* Append one complete message to `out`. The payload is compressed when
 * compress_threshold > 0, len >= compress_threshold and the result is
 * smaller. */
GosStatus gos_msg_encode(GosBuf *out, uint8_t type, uint32_t source,
                         uint64_t seq, const void *payload, size_t len,
                         size_t compress_threshold, int level);

/* Validate a header from buf[0..avail). GOS_ERR_TRUNCATED when fewer than
 * GOS_MSG_HEADER_SIZE bytes are there; all other errors are fatal. */
GosStatus gos_msg_decode_header(const uint8_t *buf, size_t avail,
                                size_t max_payload, GosMsgHeader *h);

/* Decode one whole message from buf[0..avail): validates the header, that
 * the payload is all there, and inflates a compressed payload into
 * `scratch`. On GOS_OK, *payload and *plen give the (raw) payload, pointing into
 * buf or scratch, and *consumed the bytes used. */
GosStatus gos_msg_decode(const uint8_t *buf, size_t avail, size_t max_payload,
                         GosBuf *scratch, GosMsgHeader *h,
                         const uint8_t **payload, size_t *plen,
                         size_t *consumed);

const char *gos_msg_type_name(unsigned type);

/* ------------------------------------------------------------------ */
/* Cluster secret and authentication                                   */
/* ------------------------------------------------------------------ */

#define GOS_SECRET_LEN 32

typedef struct GosSecret {
	uint8_t key[GOS_SECRET_LEN];
	bool set;
} GosSecret;

/* 32 fresh random bytes (libsodium randombytes_buf), for a local launch. */
GosStatus gos_secret_random(GosSecret *s);
/* From text: 64 hex digits are the key itself; any other string of at
 * least 16 characters is hashed with SHA-256. */
GosStatus gos_secret_from_string(GosSecret *s, const char *text);
/* RISTRETTO_SECRET, else the file named by RISTRETTO_SECRET_FILE (which
 * must not be readable by group or others). GOS_ERR_NOTFOUND if neither. */
GosStatus gos_secret_from_env(GosSecret *s);
GosStatus gos_secret_from_file(GosSecret *s, const char *path);

/* Challenge-response over a connected descriptor, both directions (see
 * gos_auth.c). The connector claims `my_id` (GOS_NODE_ANY allowed); the
 * acceptor learns it in *peer_id. Each side proves knowledge of the
 * secret with HMAC-SHA256 over both fresh nonces and both ids. */
GosStatus gos_auth_connect(int fd, const GosSecret *s, uint32_t my_id,
                           uint32_t *peer_id, int timeout_ms);
GosStatus gos_auth_accept(int fd, const GosSecret *s, uint32_t my_id,
                          uint32_t *peer_id, int timeout_ms);

/* ------------------------------------------------------------------ */
/* Launch back-ends                                                    */
/* ------------------------------------------------------------------ */

typedef struct GosLaunchInfo {
	int rank;
	int size;
	const char *backend; /* "slurm", "ompi", "pmi", "ristretto" */
} GosLaunchInfo;

/* Rank and size from a launcher's environment (envp NULL = environ).
 * Order: Slurm, Open MPI, PMI, RISTRETTO_NODE/RISTRETTO_NODES.
 * GOS_ERR_NOTFOUND if none is present,
 * GOS_ERR_PARSE if one is present but malformed or inconsistent. */
GosStatus gos_launch_from_env(char *const *envp, GosLaunchInfo *out);

/* "host:port" (host may be "[v6addr]"); port 1..65535. */
GosStatus gos_parse_hostport(const char *text, char *host, size_t hostcap,
                             uint16_t *port);
/* RISTRETTO_MASTER=host:port, else RISTRETTO_RENDEZVOUS=path polled up to
 * timeout_ms. GOS_ERR_NOTFOUND when neither variable is set. */
GosStatus gos_master_from_env(char *const *envp, char *host, size_t hostcap,
                              uint16_t *port, int timeout_ms);
/* Master side of a rendezvous file: written atomically (temp + rename). */
GosStatus gos_rendezvous_write(const char *path, const char *host,
                               uint16_t port);
GosStatus gos_rendezvous_wait(const char *path, char *host, size_t hostcap,
                              uint16_t *port, int timeout_ms);

typedef struct GosHost {
	char name[256];
	int slots;
} GosHost;

/* Hosts file: one `host [slots=N]` per line, '#' starts a comment. On
 * error *errline is the 1-based line. The array is malloc'd. */
GosStatus gos_hosts_parse(const char *text, GosHost **hosts, int *count,
                          int *errline);
GosStatus gos_hosts_load(const char *path, GosHost **hosts, int *count,
                         int *errline);

/* Fork n local processes; child i (0-based) runs fn(i, arg) and exits with
 * its result. Children die with their parent (PR_SET_PDEATHSIG). */
typedef int (*GosChildFn)(int index, void *arg);
GosStatus gos_launch_local(int n, GosChildFn fn, void *arg, pid_t *pids);
/* Same, but child i execs argv with RISTRETTO_NODE=i+first_id and
 * RISTRETTO_NODES=total added to its environment. */
GosStatus gos_launch_local_exec(int n, char *const *argv, int first_id,
                                int total, pid_t *pids);
/* Wait up to timeout_ms for every pid; then SIGTERM, then SIGKILL, so no
 * child outlives the call. status[i] gets the wait status (may be NULL).
 * Returns the number of children that exited 0. */
int gos_launch_reap(pid_t *pids, int n, int timeout_ms, int *status);

/* ------------------------------------------------------------------ */
/* Cluster bootstrap, sending, handlers                                */
/* ------------------------------------------------------------------ */

typedef struct GosCluster GosCluster;
typedef struct GosTransportOps GosTransportOps;

/* TCP (the default) and the in-process loopback used by unit tests: with
 * loopback, "host" is ignored and "port" names an in-process endpoint. */
extern const GosTransportOps gos_transport_tcp;
extern const GosTransportOps gos_transport_loopback;

typedef void (*GosDeadFn)(GosCluster *c, int node, const char *why,
                          void *user);

typedef struct GosConfig {
	int node_id;              /* 0 master; >0 a worker's rank; -1: assign */
	int nodes;                /* cluster size (master must know it) */
	const char *listen_host;  /* bind and advertise ("127.0.0.1") */
	uint16_t port;            /* master's listen port, 0 = any */
	const char *master_host;  /* workers: where node 0 listens */
	uint16_t master_port;
	const char *rendezvous;   /* master writes host:port here if set */
	GosSecret secret;         /* must be set */
	const GosTransportOps *transport; /* NULL = TCP */
	unsigned heartbeat_ms;    /* see gos_config.h for every default */
	unsigned dead_ms;
	unsigned start_timeout_ms;
	size_t compress_threshold; /* 0 = never compress */
	int compress_level;
	size_t batch_bytes;
	unsigned batch_delay_us;
	/* Busy-waiting, traded for latency (0 = never; measured in
	 * doc/cluster.md): a thread awaiting a reply (PING) spins spin_us
	 * before it sleeps; the receiver polls without blocking for
	 * recv_spin_us after a message arrived. */
	unsigned spin_us;
	unsigned recv_spin_us;
	size_t max_payload;
	GosDeadFn on_node_dead;   /* NULL = log only */
	void *user;
} GosConfig;

void gos_config_init(GosConfig *cfg);

/* Two steps so that a master can publish its port before workers exist:
 * create binds the listener (and writes the rendezvous file); form builds
 * the mesh and returns once every node is connected to every other.
 * gos_cluster_start does both. */
GosStatus gos_cluster_create(const GosConfig *cfg, GosCluster **out);
uint16_t gos_cluster_port(const GosCluster *c);
GosStatus gos_cluster_form(GosCluster *c);
GosStatus gos_cluster_start(const GosConfig *cfg, GosCluster **out);
/* In a child forked after create and before form: close and free without
 * touching the parent's state. */
void gos_cluster_discard_after_fork(GosCluster *c);

int gos_cluster_node(const GosCluster *c);  /* this node's id */
int gos_cluster_size(const GosCluster *c);
void *gos_cluster_user(const GosCluster *c);

/* Handlers are per process and per type; register before forming. */
typedef void (*GosHandler)(GosCluster *c, int src, unsigned type,
                           const uint8_t *payload, size_t len, void *user);
GosStatus gos_register_handler(unsigned type, GosHandler fn, void *user);

/* Send flags: GOS_SEND_MORE leaves the message in the per-peer batch
 * buffer (flushed when full, by the next send without MORE, by
 * gos_flush, or after batch_delay_us). */
#define GOS_SEND_MORE 0x1u
GosStatus gos_send(GosCluster *c, int node, unsigned type,
                   const void *payload, size_t len);
GosStatus gos_send_ex(GosCluster *c, int node, unsigned type,
                      const void *payload, size_t len, unsigned flags);
GosStatus gos_broadcast(GosCluster *c, unsigned type, const void *payload,
                        size_t len);
GosStatus gos_flush(GosCluster *c, int node); /* node -1: all */

/* Block until the master says SHUTDOWN (GOS_OK; workers only), a node is
 * declared dead (GOS_ERR_NODE) or timeout_ms passes (GOS_ERR_TIMEOUT;
 * negative = no limit). */
GosStatus gos_cluster_wait(GosCluster *c, int timeout_ms);
/* The master tells every worker to leave and waits briefly for them;
 * every node then closes its links, joins its threads and frees. */
void gos_cluster_stop(GosCluster *c);

/* Measurements for -Xcluster:info: median round trip of `iters` PINGs of
 * `size` bytes, and one-way throughput of `total` bytes in `size`-byte
 * messages (MB/s = 1e6 bytes per second). */
GosStatus gos_measure_rtt(GosCluster *c, int node, size_t size, int iters,
                          double *rtt_us);
GosStatus gos_measure_bandwidth(GosCluster *c, int node, size_t size,
                                size_t total, double *mb_per_s);
/* Median time of `iters` rounds of a PING of `size` bytes to every other
 * node, sent one after another, and all their PONGs. */
GosStatus gos_measure_fanout(GosCluster *c, size_t size, int iters, double *us);
void gos_cluster_info(GosCluster *c, FILE *f);

/* ------------------------------------------------------------------ */
/* Statistics                                                          */
/* ------------------------------------------------------------------ */

typedef struct GosCounters {
	uint64_t msgs_sent, bytes_sent, msgs_recv, bytes_recv;
} GosCounters;

/* Counters of one peer (node) or one type; bytes include headers. */
GosCounters gos_stats_peer(const GosCluster *c, int node);
GosCounters gos_stats_type(const GosCluster *c, unsigned type);
void gos_stats_print(const GosCluster *c, FILE *f);

/* ------------------------------------------------------------------ */
/* The VM's cluster protocol (gos_vm.c)                                */
/* ------------------------------------------------------------------ */
/*
 * Messages the launcher exchanges once the mesh is formed. Payloads
 * (little-endian; "str" is u16 length + bytes without NUL):
 *
 *   HELLO     worker -> master  u32 pid, str host name (<= 255)
 *   RUN       master -> worker  u8 flags (SPMD 1, INFO 2), u32 nodes,
 *                               str main class, u32 argc, argc x str,
 *                               u32 nprops, nprops x str ("key=value")
 *   CLASS_REQ worker -> master  u32 request id, str resource name
 *   CLASS_REP master -> worker  u32 request id, u8 status (0 found,
 *                               1 not found, 2 error), u32 n + n bytes
 *                               (the class bytes, or the error text)
 *   CONSOLE   worker -> master  u8 fd (1 or 2), the rest: bytes written
 *   EXIT      worker -> master  u8 kind (0 System.exit, 1 main ended),
 *                               u32 status (an int)
 *   HALT      master -> worker  u32 status: leave now with this status
 *
 * Every decoder checks every field, that nothing is left over, and the
 * limits below; a violation is GOS_ERR_FIELD (or TRUNCATED/LENGTH).
 */
enum {
	GOS_VM_HELLO = GOS_MSG_USER_FIRST,
	GOS_VM_RUN,
	GOS_VM_CLASS_REQ,
	GOS_VM_CLASS_REP,
	GOS_VM_CONSOLE,
	GOS_VM_EXIT,
	GOS_VM_HALT,
	GOS_VM_LAST = GOS_VM_HALT
};

#define GOS_VM_RUN_SPMD 0x1u
#define GOS_VM_RUN_INFO 0x2u
#define GOS_VM_RUN_GOS 0x4u      /* threads are distributed: join the object space */
#define GOS_VM_MAX_ARGS 4096
#define GOS_VM_MAX_RESOURCE 1024
#define GOS_VM_EXIT_SYSTEM 0
#define GOS_VM_EXIT_MAIN_DONE 1

typedef struct GosVmRun {
	uint8_t flags;
	uint32_t nodes;
	char *main_class;        /* "" when nothing to run */
	int argc;
	char **argv;
	int nprops;
	char **props;
} GosVmRun;

GosStatus gos_vm_hello_encode(GosBuf *b, uint32_t pid, const char *host);
GosStatus gos_vm_hello_decode(const uint8_t *p, size_t n, uint32_t *pid,
                              char *host, size_t hostcap);
GosStatus gos_vm_run_encode(GosBuf *b, const GosVmRun *run);
/* *out is one malloc'd block (strings inside it): free(*out). */
GosStatus gos_vm_run_decode(const uint8_t *p, size_t n, GosVmRun **out);
/* A resource name a master may serve: relative, no "." or ".." segment,
 * no empty segment, printable ASCII only, at most GOS_VM_MAX_RESOURCE. */
bool gos_vm_resource_ok(const char *name);
GosStatus gos_vm_class_req_encode(GosBuf *b, uint32_t id, const char *res);
GosStatus gos_vm_class_req_decode(const uint8_t *p, size_t n, uint32_t *id,
                                  char *res, size_t rescap);
GosStatus gos_vm_class_rep_encode(GosBuf *b, uint32_t id, uint8_t status,
                                  const void *data, size_t len);
/* *data points into p. */
GosStatus gos_vm_class_rep_decode(const uint8_t *p, size_t n, size_t max,
                                  uint32_t *id, uint8_t *status,
                                  const uint8_t **data, size_t *len);
GosStatus gos_vm_console_encode(GosBuf *b, int fd, const void *data,
                                size_t len);
GosStatus gos_vm_console_decode(const uint8_t *p, size_t n, int *fd,
                                const uint8_t **data, size_t *len);
GosStatus gos_vm_exit_encode(GosBuf *b, uint8_t kind, int32_t status);
GosStatus gos_vm_exit_decode(const uint8_t *p, size_t n, uint8_t *kind,
                             int32_t *status);
GosStatus gos_vm_halt_encode(GosBuf *b, int32_t status);
GosStatus gos_vm_halt_decode(const uint8_t *p, size_t n, int32_t *status);

/* Where a connected peer listens (host as it announced itself). */
GosStatus gos_peer_address(const GosCluster *c, int node, char *host,
                           size_t hostcap, uint16_t *port);

/* ------------------------------------------------------------------ */
/* The global object space (gos_space.c; doc/gos.md)                   */
/* ------------------------------------------------------------------ */

enum { GOS_PLACE_ROUNDROBIN = 0, GOS_PLACE_LEASTLOADED, GOS_PLACE_LOCAL };
enum { GOS_ACQUIRE_ALL = 0, GOS_ACQUIRE_NOTICES };

typedef struct GosSpaceOptions {
	int placement;            /* GOS_PLACE_*: where Thread.start runs a thread */
	int acquire;              /* GOS_ACQUIRE_*: what an acquire invalidates */
	unsigned spin_ms;         /* revalidate a spinning reader's copies after this */
	unsigned stale_ms;        /* small clean copies are revalidated, dirty ones
	                           * flushed, at least this often (0 = never) */
	unsigned chunk;           /* -Xgos:chunk=BYTES: the most bytes of an array
	                           * one fetch answer or diff message carries */
	bool lockcache;           /* -Xgos:lockcache=on: a node keeps a monitor's
	                           * ownership until another node asks for it */
	bool rxanswers;           /* -Xgos:rxanswers=on: the receiver answers small
	                           * FETCH, volatile reads, plain DIFFs itself */
	bool homemigration;       /* -Xgos:homemigration=on: an object written by one
	                           * other node only moves its home there (only with
	                           * acquire=notices, which sees the home's writes) */
	unsigned migrate_after;   /* -Xgos:migrateafter=K: after K intervals in a row */
	unsigned prefetch;        /* -Xgos:prefetch=BYTES: a fetch may bring objects
	                           * reachable from the faulted one, up to this
	                           * many bytes (0: off) */
	bool stats;               /* -Xgos:stats: table at exit */
	const char *stats_file;   /* -Xgos:stats=FILE.json */
} GosSpaceOptions;

void gos_space_options_init(GosSpaceOptions *o);
/* One -Xgos: setting ("placement=local", "stats", "stats=f.json"); false
 * and a message in err when the key or value is bad. */
bool gos_space_parse_option(const char *kv, GosSpaceOptions *o, char *err, size_t errlen);
/* The same settings as "key=value" lines, for the RUN message. */
void gos_space_options_format(const GosSpaceOptions *o, char *out, size_t cap);
/* Register the object space's message handlers (before forming). */
void gos_space_register_handlers(void);
/* Fill in the VM core's hook tables so this node takes part in the
 * object space of cluster c (before the VM starts). */
void gos_space_install(GosCluster *c, const GosSpaceOptions *o);
/* Master, at the end of the program: collect every node's counters and
 * print the -Xgos:stats table / write the JSON file. */
void gos_space_report(void);
/* Master, when node `node` was lost: one line to f saying what went with
 * it as this node sees it (threads placed there, monitors homed here its
 * threads held, copies here of objects homed there). Never blocks for
 * long: a table another thread holds is reported as busy. */
void gos_space_report_lost(int node, FILE *f);

/* ------------------------------------------------------------------ */
/* Correlation tracking: what the profiler (profiler/) uses            */
/* ------------------------------------------------------------------ */

/*
 * The object space tracks accesses for the profiler (gos_track.c,
 * ARCHITECTURE.md section 5).  A tracked shared object is in the state
 * byte's "false-invalid" state (VM_GOS_TRACKED): its next access faults,
 * the fault calls hit() for the accessing thread, and the object goes back
 * to its real state -- or stays tracked in exact mode, where every access
 * reports.  The profiler fills in the hooks before the VM starts; all NULL
 * means no tracking and costs nothing.  Objects that become shared
 * (exported or first cached here) are tracked when sampled() says so.
 */
struct VmThread;
struct VmClass;
struct VmObject;

typedef struct GosProfHooks {
	/* t's access found o (shared, GID gid) tracked.  Called with the
	 * object table's lock held: append and return, no blocking. */
	void (*hit)(struct VmThread *t, struct VmObject *o, uint64_t gid);
	/* Application thread t passes a synchronisation point of the
	 * protocol (an acquire or a release): its interval ends here. */
	void (*sync)(struct VmThread *t);
	/* t's Java life is over (after its last sync): free its data. */
	void (*thread_end)(struct VmThread *t);
	/* Should o, becoming shared, be tracked (is it sampled)? */
	bool (*sampled)(struct VmObject *o);
	/* A profiler message (GOS_OS_PROF) from node src; on the receiving
	 * thread: copy what is needed and return. */
	void (*msg)(int src, const uint8_t *p, size_t n);
} GosProfHooks;
extern GosProfHooks gos_prof_hooks;

/* Exact mode: tracked objects stay tracked (every access calls hit). */
void gos_track_set_exact(bool exact);
/* Track again the objects a thread logged in its last interval: objs[i]
 * with GID gids[i], as hit() saw them; epoch is gos_track_epoch() at the
 * first of those hits (when collections freed records since, the objects
 * still here are found by GID). */
void gos_track_arm(struct VmThread *t, struct VmObject *const *objs, const uint64_t *gids,
		   size_t n, uint64_t epoch);
/* Within hit(): the count of collections that freed object records. */
uint64_t gos_track_epoch(void);
/* Class c's sampling changed: track its shared objects that sampled() now
 * takes, stop tracking the others. */
void gos_track_resample(struct VmClass *c);
/* A cluster-wide key for thread t (its Thread object's GID when shared,
 * else this node and the thread's serial) and this node's number. */
uint64_t gos_track_thread_key(struct VmThread *t);
int gos_track_self(void);
int gos_track_nodes(void);
/* Send a profiler message to node (one way, in order per node pair),
 * batched with this node's next message to node (a lock or barrier
 * request) or sent alone within the batch delay. */
bool gos_track_send(int node, const void *p, size_t n);
/* Master: every node's bytes sent, all object-space messages and the
 * profiler's alone (asks each node; a node that does not answer in time
 * is left out and counted in *missing). */
bool gos_track_traffic(uint64_t *gos_bytes, uint64_t *prof_bytes, uint64_t *gos_msgs,
		       int *missing);

#endif /* GOS_H */
