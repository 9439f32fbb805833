/*
 * gos_space.h -- internals of the global object space (GOS), shared by
 * gos_object.c (global ids, references, fetch, prefetch), gos_diff.c
 * (twin/diff), gos_diffs.c (DIFF messages and home migration), gos_hlrc.c
 * (release and acquire), gos_lock.c (distributed monitors,
 * volatiles, CAS), gos_thread.c (thread placement, remote start, class
 * initialisation) and gos_space.c (service thread, requests and replies,
 * hooks, statistics). Nothing outside gos/ includes it; the launcher uses
 * the gos_space_* functions of gos.h.
 *
 * The object space in one paragraph (doc/gos.md has the whole story): an
 * object is node-local until a reference to it leaves the node; it is then
 * *exported* -- it gets a global id (GID = home node << 48 | serial) and
 * the flag GOS_F_EXPORTED -- and its creating node is its *home*. Another
 * node holds a *cached copy*: an object of the same class (an unfetched
 * placeholder at first) with flag GOS_F_CACHED and state INVALID, READ or
 * VALID with a twin while it is written (object.h). A fault on INVALID
 * fetches the home's contents; the first write to a READ copy makes a twin. A release (monitor exit, Thread
 * start, volatile write, thread end) sends the diff of every twinned copy
 * to its home and waits for the acknowledgements; an acquire (monitor
 * enter, wait return, volatile read, start of run) invalidates every
 * cached copy of the node (acquire=all), flushing twinned ones first.
 *
 * Monitors of exported objects are the home's ordinary monitors: a remote
 * thread's enter, exit, wait and notify are performed at the home by a
 * *proxy* thread of that remote thread (one per remote thread and home),
 * so reentrancy, FIFO wait sets, timeouts and notify semantics are those
 * of lock.c. The remote side counts its own re-entries without messages.
 *
 * Threads of the object space:
 *   service    one per node, a VM thread: serves FETCH, DIFF, VOL, CAS,
 *              START, PLACE, CLINIT (by spawning) in arrival order; it
 *              never waits for another node, so two nodes' service threads
 *              cannot deadlock each other
 *   proxies    VM threads at a home performing remote threads' monitor
 *              operations; they may block on the monitor and may flush
 *   handlers   (receiver or follower threads) only copy: a request into a
 *              queue, a reply into its waiting call -- they touch no Java
 *              object, so they never hold up a collection
 *
 * Locks: os_mu guards the object table and every GosObj field except the
 * state byte (written under os_mu, read racily by the inline checks);
 * it is held for short non-blocking sections only and never while
 * allocating, waiting or sending. flush_mu serialises diff computation
 * (release and invalidation), so twins are never compared by two threads
 * at once and diffs of one object reach its home in the order computed.
 */
#ifndef GOS_SPACE_H
#define GOS_SPACE_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "gos.h"
#include "hooks.h"
#include "vm.h"

/* Flag bits of the GOS state byte (bits 2..7; bits 0..1 are the state). */
#define GOS_F_EXPORTED 0x04u   /* home copy that other nodes may hold */
#define GOS_F_CACHED   0x08u   /* a copy of another node's object */
_Static_assert((GOS_F_EXPORTED | GOS_F_CACHED) == VM_GOS_SHARED,
	       "object.h's VM_GOS_SHARED names these two flags");
#define GOS_F_CLASS    0x10u   /* Class object: its monitor is the statics' */

/*
 * Correlation tracking (the profiler's "false-invalid" state, gos_track.c):
 * state 3 (VM_GOS_TRACKED) makes every access fault, and the state the
 * protocol sees -- the real one -- is then kept in bits 6..7:
 *
 *     7   6   5   4   3   2   1   0
 *   +---+---+---+---+---+---+---+---+
 *   | real  |   | C | C | E | 1   1 |   C: CLASS, CACHED; E: EXPORTED
 *   +---+---+---+---+---+---+---+---+
 *
 * So the protocol reads states with gos_st() and writes them with
 * gos_st_store(), which keep a tracked object tracked; only gos_track.c
 * puts an object into or out of state 3.  All under os_mu, like every
 * other write of the byte.
 */
#define GOS_REAL_SHIFT 6
static inline unsigned gos_st(const VmObject *o)
{
	uint8_t b = __atomic_load_n(&o->gos_state, __ATOMIC_ACQUIRE);
	return (b & VM_GOS_STATE_MASK) == VM_GOS_TRACKED ? (unsigned)(b >> GOS_REAL_SHIFT)
		: (unsigned)(b & VM_GOS_STATE_MASK);
}
/* The state byte's flags without the real-state bits of a tracked object. */
#define GOS_FLAGS(b) ((uint8_t)((b) & 0x3cu))
static inline void gos_st_store(VmObject *o, uint8_t v)
{
	if ((o->gos_state & VM_GOS_STATE_MASK) == VM_GOS_TRACKED)
		v = (uint8_t)(GOS_FLAGS(v) | VM_GOS_TRACKED | ((v & VM_GOS_STATE_MASK) << GOS_REAL_SHIFT));
	__atomic_store_n(&o->gos_state, v, __ATOMIC_RELEASE);
}

#define GOS_GID_HOME(g) ((int)((g) >> 48))
#define GOS_GID(home, serial) (((uint64_t)(home) << 48) | (uint64_t)(serial))

/* Protocol messages of the object space (after the launcher's). Every
 * request starts with u32 rid; every answer is a REPLY: u32 rid, then the
 * request type's answer. "ref" is a reference (gos_object.c):
 *   u8 0 null | u8 1 u64 gid, str class, u32 hash, u16 sequence number
 *   (object.h: the home's, so every node samples alike), [u32 length: arrays]
 *   | u8 2 str class (a java.lang.Class object)
 *
 * "vec" is a vector over nodes (u16 n, n x u64: gos_notice.c); "sync" is
 * what a release hands to an acquirer: vec, then the home's own write
 * notices from the `from` the request gave up to vec[home]
 * (u8 pruned, u64 upto, u32 n, n x (u64 gid, u64 version)).
 *
 *   FETCH   u64 gid, u32 first, u32 prefetch budget (bytes; 0 unless
 *           first is 0)            -> u8 status (0 ok, 1 error, 2 moved),
 *                                      status 0: u64 version, object image
 *                                      (of an array: the chunk from element
 *                                      first; gos_object.c), u32 n, n x
 *                                      (ref, u64 version, image): objects
 *                                      prefetched; 2: u32 node, where its
 *                                      home went (a redirect)
 *   DIFF    u32 n, n x diff         -> u8 status, u32 n, n x ack; a diff is
 *                                      u64 gid, u64 base (the writer's
 *                                      version of it, UINT64_MAX: the home
 *                                      must not move), u32 nruns, runs,
 *                                      u32 nrefs, nrefs x (u32 off, ref);
 *                                      an ack is u8 kind: 0 applied or 1
 *                                      applied and the home is now yours,
 *                                      then u64 seq, u64 previous version,
 *                                      u64 version; 2 not applied, the
 *                                      home moved, then u32 node
 *   VOL     u64 gid, u32 off, u8 type, u8 write, value (ref or u64), vec,
 *           u64 from                -> u8 status (2: moved, then u32 node),
 *                                      u8 last_writer_is_you,
 *                                      value (reads), sync
 *   CAS     u64 gid, u32 off, u8 size, expect, update (ref or u64), vec,
 *           u64 from                -> u8 status (2: moved, then u32 node),
 *                                      u8 swapped, u8 last_writer_is_you,
 *                                      sync
 *   MON     u64 thread, u64 gid, u8 op, i64 millis, vec, u64 from
 *                                   -> u8 status (0 ok, 1 interrupted,
 *                                      2 not owner), u8 last_owner_is_you,
 *                                      sync; an EXIT is sent with rid 0
 *                                      and gets no answer; ops ENTER_NODE
 *                                      .. NOTIFY_ALL_NODE: gos_owner.c;
 *                                      ops BARRIER, BARRIER_TRIP and
 *                                      BARRIER_STATE: gos_barrier.c; a
 *                                      monitor or barrier stays at the
 *                                      node that created its object (home
 *                                      migration moves data)
 *   INTR    u64 thread, u32 rid of its MON wait or barrier request, u8
 *           why (GOS_INTR_*; no reply: interrupt that thread's proxy in
 *           that wait, or cancel that barrier arrival)
 *   PLACE   u8 daemon (to the master) -> u32 node
 *   START   ref thread, u8 daemon, vec -> u8 status
 *   LOG     u64 from, u64 to        -> u8 status, u8 pruned, u64 upto,
 *                                      u32 n, n x (u64 gid, u64 version):
 *                                      the write log entries (from, to]
 *   TEND    u8 counted (to the master; no reply)
 *   CLINIT  ref Class (to the master)  -> u8 status, u64 statics gid |
 *                                      str exception class, str message
 *   TINTR   u64 gid of a Thread, u8 kind (to every node; no reply): wake
 *           that thread wherever it runs -- kind 0 an interrupt (its flag
 *           is at the home), 1 LockSupport.unpark
 *   TSTATE  u64 gid of a Thread     -> u8 status, u8 VM_TS_* state there
 *   TSTACK  u64 gid of a Thread     -> u8 status, u32 n, n x (str class,
 *                                      str method, u8 has file, str file,
 *                                      u32 line): its stack sampled there
 *   CLASS   ref loader, str class   -> a class of a user class loader
 *                                      (gos_class.c)
 *   INTERN  u32 n, n x u16 (to the master) -> u8 status, ref: the
 *           cluster's canonical string with these chars
 *   RECALL  u32 0, u64 gid (home to the node that owns its monitor; no reply):
 *           give the monitor back when no thread of yours holds it
 *   STATS   (to a worker)           -> counters (gos_space.c)
 *   REPLY   u32 rid, answer
 */
enum {
	GOS_OS_FETCH = GOS_VM_LAST + 1,
	GOS_OS_DIFF,
	GOS_OS_VOL,
	GOS_OS_CAS,
	GOS_OS_MON,
	GOS_OS_INTR,
	GOS_OS_PLACE,
	GOS_OS_START,
	GOS_OS_TEND,
	GOS_OS_CLINIT,
	GOS_OS_TINTR,
	GOS_OS_TSTATE,
	GOS_OS_TSTACK,
	GOS_OS_INTERN,
	GOS_OS_STATS,
	GOS_OS_LOG,
	GOS_OS_RECALL,
	GOS_OS_PROF,      /* profiler: OALs to the master, rates from it (one way) */
	GOS_OS_CLASS,
	GOS_OS_REPLY,
	GOS_OS_LAST = GOS_OS_REPLY
};

enum {
	GOS_MON_ENTER = 1, GOS_MON_EXIT, GOS_MON_WAIT, GOS_MON_NOTIFY, GOS_MON_NOTIFY_ALL,
	/* lock ownership caching (gos_owner.c): the node, not the thread, owns */
	GOS_MON_ENTER_NODE,       /* enter, then hand the hold to the node */
	GOS_MON_EXIT_NODE,        /* the node gives its hold back */
	GOS_MON_WAIT_NODE,        /* the node's hold becomes the thread's, which
	                           * waits, then leaves the monitor free again */
	GOS_MON_NOTIFY_NODE, GOS_MON_NOTIFY_ALL_NODE,  /* notify as the owning node */
	/* CyclicBarrier (gos_barrier.c): served by the home's receiver, no proxy */
	GOS_MON_BARRIER,          /* an arrival */
	GOS_MON_BARRIER_TRIP,     /* the last arrival ran the barrier action */
	GOS_MON_BARRIER_STATE,    /* isBroken, getNumberWaiting, reset */
	GOS_MON_BYE,              /* the thread has ended: its proxy may go (no gid, no answer) */
	GOS_MON_LAST = GOS_MON_BYE
};

/* Why an INTR is sent. */
enum { GOS_INTR_INTERRUPT, GOS_INTR_TIMEOUT };

/* ---- gos_wire.c: payloads decoded without a VM (tests/fuzz/fuzz_gosreq.c) ---- */
/* A MON request; vec (the caller's, `nodes` entries) gets its vector, or
 * NULL: the vector is only read past. */
typedef struct GosMonReq {
	uint32_t rid;
	uint64_t thread, gid;
	uint8_t op;
	int64_t millis;
	uint64_t *vec;
	uint64_t from;
} GosMonReq;
/* False if malformed (rid is set when it could be read: 0 otherwise) or
 * the op is none of GOS_MON_*. */
bool gos_mon_decode(const uint8_t *p, size_t n, int nodes, GosMonReq *m);
/* The op of a MON request (checked by gos_wire_check), 0 if too short:
 * what routes it (barrier ops to the receiver, BYE) without decoding. */
uint8_t gos_mon_op(const uint8_t *p, size_t n);
/* An INTR: the thread, its request's rid, why (GOS_INTR_*). */
bool gos_intr_decode(const uint8_t *p, size_t n, uint64_t *thread, uint32_t *rid, uint8_t *why);
/* Is p[0..n) a well-formed payload of object-space message `type` for a
 * cluster of `nodes`? Every request passes it before a handler reads it
 * (gos_space.c, on_msg). DIFF's runs are checked by gos_diff.c as they are
 * applied, PROF's by the profiler, answers by their requesters. */
bool gos_wire_check(unsigned type, const uint8_t *p, size_t n, int nodes);

/* A home's write log (gos_notice.c): gids[s - base] was written at
 * sequence number s, for base <= s <= last, and then had version
 * vers[s - base]. */
typedef struct GosWlog {
	uint64_t base, last;
	uint64_t *gids, *vers;
	size_t cap, max;
} GosWlog;

/* One shared object: an exported home copy or a cached copy. */
typedef struct GosObj {
	VmObject *obj;
	uint64_t gid;
	uint8_t *twin;            /* a copy being written: contents at the last diff */
	uint32_t quiet;           /* with a twin: releases since its last change */
	uint8_t *spare;           /* home: the buffer of its last twin, for the next
	                           * (a home written in every interval is re-armed
	                           * and twinned again each time) */
	bool busy;                /* a fetch of it is in flight (os_cv wakes waiters) */
	bool statics;             /* obj is a statics block (not in the heap) */
	uint32_t holders;         /* cached copy: threads of ours holding its monitor */
	bool dirty;               /* on the dirty list */
	bool served;              /* home (acquire=notices): a FETCH was answered
	                           * since its last log entry; its next release
	                           * logs it even if unchanged (gos_serve_fetch) */
	int last_owner;           /* home: node that released the monitor last (-1 none) */
	bool forwarded;           /* this node was its home and handed it on: it
	                           * answers requests for it with a redirect, so
	                           * the copy stays (a GC root; gos_diffs.c) */
	uint8_t own;              /* cached copy: GOS_OWN_* (gos_owner.c, under its lock) */
	int last_vol_writer;      /* home: node of the last volatile write / CAS (-1 none) */
	uint32_t cas_busy;        /* home: compare-and-sets between their swap and
	                           * recording their node; a reader then never
	                           * skips its acquire (gos_lock.c) */
	int run_node;             /* a Thread started from here: the node it runs on (-1) */
	uint64_t version;         /* writes logged (gos_notice.c), wherever its home
	                           * was: home, the count so far; cached copy: the
	                           * home's version when fetched (or written back) */
	int home;                 /* the node holding its home copy (here: self), as
	                           * far as this node knows -- a hint, corrected by
	                           * redirects; the monitor stays at GOS_GID_HOME */
	int mig_writer;           /* home: the only node whose diffs came in the last
	                           * mig_streak intervals (-1 none; self: our threads
	                           * wrote it) -- home migration, gos_hlrc.c */
	uint32_t mig_streak;
	uint64_t min_version;     /* cached copy: a fetch in flight that answers with
	                           * an older version is done again (a notice an
	                           * acquire applied while it was in flight) */
	uint64_t *vec;            /* home: union of the vectors released through this
	                           * object (monitor, volatile, CAS); a Thread's cached
	                           * copy: the starter's vector (NULL: none yet) */
	struct GosObj *gid_next, *ptr_next, *dirty_next, *cached_next;
} GosObj;

typedef struct GosSpace {
	GosCluster *cl;
	int self, nodes;
	GosSpaceOptions opt;
	pthread_mutex_t os_mu;
	pthread_cond_t os_cv;
	GosObj **by_gid, **by_ptr;
	size_t nbuckets, count;
	uint64_t next_serial;
	GosObj *dirty;            /* cached copies being written, and (acquire=
	                           * notices) home copies with a twin */
	GosObj *cached;           /* every cached copy */
	pthread_mutex_t flush_mu;
	uint64_t epoch;           /* (os_mu) acquires that dropped copies without
	                           * notices (acquire=all, a pruned log): a fetch
	                           * such an acquire overtook is not trusted */
	uint64_t sweeps;          /* (os_mu) collections that freed records
	                           * (gos_objects_swept): a record seen under an
	                           * unchanged count still exists */
	uint64_t acquires;        /* (os_mu) raised by every acquire when it looks
	                           * at notices and again when it has invalidated
	                           * copies: a prefetch answer asked for before
	                           * is not used (gos_object.c, prefetch_take) */
	VmThread *service;
	/* write notices (gos_notice.c), all under os_mu */
	GosWlog wlog;             /* writes to objects homed here */
	uint64_t *known;          /* per home: log entries taken into account */
	uint64_t *rel;            /* what a release of this node hands on: known,
	                           * plus the seqs its own diffs got, plus wlog.last */
	uint64_t *peer_known;     /* per node: how far it said it knows our log */
} GosSpace;

extern GosSpace gos_space;

/* Statistics (relaxed atomics, gos_space.c prints them). */
typedef struct GosSpaceCounters {
	atomic_uint_fast64_t threads, fetches, fetch_bytes, diffs, diff_bytes, invalidations,
		locks_local, locks_remote, waits, barriers, volatiles, cas, notices, log_requests,
		copies_collected, retired,
		rx_answers,   /* FETCHes and volatile reads the receiver answered */
		redirects,    /* requests answered "the home moved" (sent there again) */
		migrations,   /* homes that moved here */
		prefetched,   /* copies filled by a prefetch (-Xgos:prefetch) */
		proxies,      /* monitor proxy threads started here (gos_lock.c) */
		proxies_retired;  /* and ended, their remote thread gone (BYE) */
} GosSpaceCounters;
extern GosSpaceCounters gos_ctr;
#define GOS_COUNT(f, n) atomic_fetch_add_explicit(&gos_ctr.f, (n), memory_order_relaxed)

/* Per-thread data (VmThread.gos). */
typedef struct GosHeld {
	GosObj *o;
	uint32_t count;
	struct GosHeld *next;
} GosHeld;
typedef struct GosThread {
	uint64_t id;              /* node << 48 | serial: names this thread's proxies */
	GosHeld *held;            /* remote monitors held, with recursion counts */
	int proxy_for;            /* a monitor proxy: the node it stands in for,
	                           * plus one; 0 for any other thread */
	bool node_enter;          /* a proxy in ENTER_NODE's enter */
	bool service;             /* a thread of the object space's own (gos_spawn) */
	bool intr_clear;          /* its interrupt flag read clear while its
	                           * wake_seq was intr_seq (gos_interrupted) */
	uint32_t intr_seq;
	int homes_words;          /* of proxy_homes */
	uint64_t proxy_homes[];   /* bit n: a proxy at node n stands in for this
	                           * thread (gos_thread_end says goodbye to them);
	                           * gos_space.nodes bits, in the same block */
} GosThread;
GosThread *gos_thread_data(VmThread *t);
/* vm_thread_interrupted(t, false) without asking the home of t's Thread
 * object when no interrupt or unpark has reached t since it last read the
 * flag clear (an interrupt from anywhere wakes t, which counts wake_seq). */
bool gos_interrupted(VmThread *t);

/* ---- gos_object.c ---- */
/* A cached copy's record is freed when a collection sweeps the copy
 * (gos_objects_swept): keep a GosObj pointer across a safe region only
 * while the object is reachable from the thread (or busy, written or
 * locked, which makes it a root); otherwise keep its GID and look it up
 * again. */
GosObj *gos_obj_of(VmObject *o);                  /* os_mu held; NULL if not shared */
/* ---- gos_track.c (os_mu held for new and hit) ---- */
void gos_track_new(GosObj *g);                    /* g became shared here */
void gos_track_hit(VmThread *t, GosObj *g);       /* t's access found g tracked */
void gos_track_sync(VmThread *t);                 /* t's interval ends */
GosObj *gos_obj_by_gid(uint64_t gid);             /* os_mu held */
/* The object a GOS identity stands for: Class objects stand for their
 * statics, so static synchronized methods lock one cluster-wide monitor. */
VmObject *gos_identity(VmObject *o);
/* The object whose local monitor is the home's lock for o. */
VmObject *gos_monitor_object(VmObject *o);
/* Export a local object (idempotent); returns its record. */
GosObj *gos_export(VmObject *o);
void gos_arm_home(GosObj *g);                     /* os_mu held; gos_object.c */
/* gos_class.c: classes of user class loaders -- the class `loader`
 * defined under `name`, fetched from another node if this one has none
 * (stops the cluster if none can be had); a CLASS request came */
VmClass *gos_user_class(VmThread *t, VmObject *loader, const char *name);
void gos_class_request(int src, const uint8_t *p, size_t n);
/* Register a cached copy of gid (state INVALID) for an existing object. */
GosObj *gos_cache_register(VmObject *o, uint64_t gid);
/* Does this node hold g's home copy (its data)? */
bool gos_is_home(const GosObj *g);
/* Is this node where g was created -- its monitor's home, and its
 * forwarder when its data home moved away? */
bool gos_is_mon_home(const GosObj *g);
/* A redirect said g's home is at `node` (os_mu held). */
void gos_home_moved(GosObj *g, int node);
/* After `hops` redirects of one request: wait a little (a home on its
 * way: the new home may not have taken it yet), and fail the cluster
 * after too many. */
void gos_redirect_pause(VmThread *t, uint64_t gid, unsigned hops);
/* A redirect in an answer from node `from`, at r (after its status):
 * note the new home and pause as gos_redirect_pause (*hops counted). */
void gos_follow_redirect(VmThread *t, GosObj *g, GosReader *r, int from, unsigned *hops);
void gos_ref_encode(GosBuf *b, VmObject *o);
/* Constants of the class library, sent by name (gos_const.c): fill the
 * table from the initialised boot classes / from one more class; the
 * (class, field) naming o, if o is such a constant; the value of that
 * field here (NULL: no such constant). */
void gos_const_install(void);
void gos_const_class_ready(VmThread *t, VmClass *c);
bool gos_const_of(VmObject *o, const char **cls, const char **field);
VmObject *gos_const_value(VmThread *t, const char *cls, const char *field);
/* Step over an encoded reference; false if malformed. */
/* gos_wire.c: a reference's syntax checked and skipped (no VM). */
bool gos_ref_skip(GosReader *r);
/* Loaders named within one reference, at most (a deeper one is malformed:
 * each level costs the decoder a stack frame). */
#define GOS_REF_MAX_DEPTH 16
/* NULL with *ok false on malformed input or a failed allocation (an
 * exception may then be pending on t). */
VmObject *gos_ref_decode(VmThread *t, GosReader *r, bool *ok);
/* Byte map of o's body: 1 for bytes of reference slots or node-local
 * fields (never copied raw). size: the object's size. */
uint8_t *gos_skip_map(const VmObject *o, size_t size);
size_t gos_obj_size(const VmObject *o);
/* Where an object's body starts: what twins and diffs compare. */
static inline size_t gos_body_offset(const VmObject *o)
{
	return vm_class_is_array(o->clazz) ? VM_ARRAY_DATA_OFFSET : sizeof(VmObject);
}
bool gos_is_ref_array(const VmObject *o);
/* The offsets of o's reference fields (its class's statics for a statics
 * block), *n of them. */
const uint32_t *gos_ref_offsets(const VmObject *o, uint32_t *n);
bool gos_is_thread_class(const VmClass *c);
/* Is off the start of a reference slot of o (field or element)? */
bool gos_is_ref_slot(const VmObject *o, size_t off);
/* An object's image for FETCH; of an array, the chunk from element
 * `first` (about opt.chunk bytes). Decode checks that the image is the
 * part asked for and sets *next to the element after it (0 for an
 * instance). */
void gos_image_encode(GosBuf *b, VmObject *o, uint32_t first);
bool gos_image_decode(VmThread *t, VmObject *o, GosReader *r, uint32_t first, uint32_t *next);
/* The fault: fetch an INVALID copy / twin a READ one. */
bool gos_access_fault(VmThread *t, VmObject *o, bool write);
/* Answer FETCH into reply. With limit > 0, an image that may be larger
 * than limit bytes is not made: false, reply untouched. */
bool gos_serve_fetch(VmThread *t, GosReader *r, GosBuf *reply, size_t limit);
void gos_objects_scan_roots(GcMarker *m);
/* The swept hook: unlink and free the records of swept cached copies. */
void gos_objects_swept(void);

/* ---- gos_diff.c (pure: no VM) ---- */
/* Compare cur with twin over [from, to) skipping bytes with skip[i] != 0;
 * each changed run is appended to b as u32 offset, u32 length, bytes, and
 * copied into the twin from the one read of cur that was compared (a
 * concurrent writer is never lost: what it wrote after the read differs
 * from the twin next time). Returns the number of runs. */
uint32_t gos_diff_runs(const volatile uint8_t *cur, uint8_t *twin, size_t from, size_t to,
		       const uint8_t *skip, GosBuf *b);
/* Does cur equal twin over [from, to)? Nothing written. Racing a writer,
 * "equal" may only miss a write that lands after its read, which differs
 * from the twin at the next comparison. */
bool gos_twin_equal(const volatile uint8_t *cur, const uint8_t *twin, size_t from, size_t to);
/* Is cur different from twin over [from, to)? The twin takes every value
 * read that differed (each word read once, as above). No encoding: for a
 * home copy, whose changes are logged, not sent. */
bool gos_twin_refresh(const volatile uint8_t *cur, uint8_t *twin, size_t from, size_t to);
/* Apply nruns runs from r to dst: each must lie within [from, to) and not
 * cover a skipped byte. */
GosStatus gos_diff_apply_runs(uint8_t *dst, size_t from, size_t to, const uint8_t *skip,
			      uint32_t nruns, GosReader *r);
/* Is r (a DIFF request after its request id: a count, then per object
 * its GID, base version, runs and references) well formed and free of references? Such
 * a diff allocates nothing at the home. r is a copy: nothing consumed. */
bool gos_diff_msg_plain(GosReader r);

/* ---- gos_notice.c (pure: no VM) ---- */
void gos_wlog_init(GosWlog *l, size_t max);
void gos_wlog_free(GosWlog *l);
/* Append gid, written to version `version`; the entry's sequence number
 * (0: out of memory). Drops the older half when max entries are kept. */
uint64_t gos_wlog_append(GosWlog *l, uint64_t gid, uint64_t version);
/* Drop the entries up to seq upto. */
void gos_wlog_prune(GosWlog *l, uint64_t upto);
/* Put u8 pruned, u64 upto, u32 n, n x (u64 gid, u64 version) for the
 * entries (from, to] still kept (upto: the last sequence number the range
 * covers); false if some of them were pruned. */
bool gos_wlog_put_range(const GosWlog *l, uint64_t from, uint64_t to, GosBuf *b);
void gos_vec_max(uint64_t *dst, const uint64_t *src, int n);
bool gos_vec_covers(const uint64_t *a, const uint64_t *b, int n); /* a >= b */
void gos_vec_put(GosBuf *b, const uint64_t *v, int n);             /* v NULL: zeros */
bool gos_vec_get(GosReader *r, uint64_t *v, int n);
/* Read u8 pruned, u64 upto, u32 n, n x (u64 gid, u64 version), each gid
 * created at node `home` (any when negative: a home logs the objects whose
 * home moved to it too), calling add for each; *upto (when not NULL) gets
 * upto. False if malformed. */
bool gos_notices_get(GosReader *r, int home, bool *pruned, uint64_t *upto,
		     void (*add)(void *arg, uint64_t gid, uint64_t version), void *arg);
/* A sync (vec, notices) from r: vec filled, *notices spans the notices. */
bool gos_sync_split(GosReader *r, uint64_t *vec, int nodes, GosReader *notices);

/* ---- gos_hlrc.c ---- */
/* Release: send the diffs of every twinned copy to the homes and wait for
 * their acknowledgements; with write notices, log the writes of this
 * node's threads to its own home copies. */
bool gos_release(VmThread *t);
/* Acquire: invalidate every cached copy (acquire=all, and racy spins). */
void gos_acquire_all(VmThread *t);
/* Revalidate (racy spin loops, bounded staleness): acquire=notices asks
 * every home for its log since what this node knows and applies it;
 * acquire=all drops every copy. */
void gos_revalidate(VmThread *t);
/* Acquire what a release handed on: vec, and r (may be NULL) positioned
 * at the notices of node `home` from what this node knew when it asked
 * (gos_sync_from). acquire=all: gos_acquire_all. */
void gos_acquire(VmThread *t, const uint64_t *vec, int home, GosReader *r);
/* gos_lock.c: a thread at g's monitor home acquires what was released
 * through g (by other nodes). */
void gos_acquire_home(VmThread *t, GosObj *g);
/* gos_lock.c: INTR to node for t's request req (its rid already written:
 * a pending MON wait or barrier arrival), saying why (GOS_INTR_*). */
void gos_send_intr(VmThread *t, int node, const GosBuf *req, uint8_t why);
/* What a request that may be answered with a sync says: this node's
 * known[home]. */
uint64_t gos_sync_from(int home);
/* Put this node's release vector into b (zeros unless `release`: a
 * request that releases nothing still carries a vector). */
void gos_rel_put(GosBuf *b, bool release);
/* A vector over the nodes (malloc'd, uninitialised; out of memory is
 * fatal). */
uint64_t *gos_vec_new(void);
/* A copy of g's vector (NULL when it has none yet); takes os_mu. */
uint64_t *gos_sync_copy(GosObj *g);
/* At a home: merge vec into g's vector. */
void gos_sync_merge(GosObj *g, const uint64_t *vec);
/* At a home: answer an acquirer -- vec (g's vector with this node's
 * release vector merged in) and our notices after `from` (none unless
 * `notices`: the requester will not acquire them). */
void gos_sync_put(GosBuf *b, GosObj *g, int to_node, uint64_t from, bool notices);
/* Skip a sync in r, copying its vector to vec (malloc'd); false if
 * malformed. The notices stay for gos_acquire: *notices points at them. */
bool gos_sync_get(GosReader *r, uint64_t **vec, GosReader *notices);
void gos_serve_log(int src, GosReader *r, GosBuf *reply);
void gos_mark_dirty(GosObj *g);                   /* os_mu held */
void gos_spin(VmThread *t);
/* The revalidator thread: bounded staleness of small clean copies. */
void gos_revalidator_main(VmThread *t, void *arg);

/* ---- gos_diffs.c: DIFF messages, both ends, and home migration ---- */
/* The diffs of one release or acquire, one DIFF message per home. */
typedef struct GosDiffBatch {
	bool release;             /* diffs of a release: the home may move here */
	GosBuf *bufs;
	uint32_t *counts;
	uint64_t **objs;
	size_t **offs;
	size_t *caps;
	struct DiffSent *sent, **sent_end;   /* in the order sent */
} GosDiffBatch;

/* release: diffs of a release (a home may move to us with one) */
void gos_batch_init(GosDiffBatch *d, bool release);
/* g's diff into the batch (flush_mu held); true if it changed */
bool gos_batch_add(VmThread *t, GosDiffBatch *d, GosObj *g);
/* send what is not sent yet; then collect every acknowledgement (and
 * follow redirects); then free. gos_batch_send does all three. */
void gos_batch_send_rest(VmThread *t, GosDiffBatch *d);
void gos_batch_collect(VmThread *t, GosDiffBatch *d);
void gos_batch_free(GosDiffBatch *d);
void gos_batch_send(VmThread *t, GosDiffBatch *d);
/* Orders a home's diff application and moves against the logging of its
 * own threads' writes (gos_hlrc.c, home_log); before os_mu. */
extern pthread_mutex_t gos_home_mu;
void gos_serve_diff(VmThread *t, int src, GosReader *r, GosBuf *reply);

/* ---- gos_lock.c ---- */
extern const VmSyncHooks gos_sync_hooks;
bool gos_volatile_access(VmThread *t, VmObject *o, size_t off, char type, bool write, void *val);
void gos_serve_vol(VmThread *t, int src, GosReader *r, GosBuf *reply);
void gos_serve_cas(VmThread *t, int src, GosReader *r, GosBuf *reply);
/* When a node is lost (gos_space_report_lost): a lock taken within about
 * 200 ms, or false; and what each part knows. names gets up to a few
 * class names, comma-separated. */
bool gos_lock_soon(pthread_mutex_t *m);
/* Adds c's Java name ("int[]", "a.B"; "a.B.class" for its Class object
 * or static fields) to a list of at most three, once. */
void gos_name_add(char *names, size_t cap, const VmClass *c, bool as_class);
int gos_threads_on(int node);                     /* master: placed, running; -1 busy */
int gos_lost_monitors(int node, char *names, size_t cap);   /* -1: busy */
long gos_lost_copies(int node, long *dirty, char *names, size_t cap);  /* -1: busy */

/* A MON request for g to its home, answered into *status; an enter or
 * wait acquires what the answer hands on when `acquire`. */
bool gos_mon_call(VmThread *t, GosObj *g, uint8_t op, int64_t millis, uint8_t *status,
		  bool acquire);
/* The node a proxy thread in ENTER_NODE's enter stands in for, or -1. */
int gos_proxy_node_entering(VmThread *t);
bool gos_not_owner(VmThread *t);

/* ---- gos_owner.c: lock ownership caching (-Xgos:lockcache=on) ---- */
#define GOS_OWN_OWNED      1u /* this node owns the home's monitor */
#define GOS_OWN_REQUESTING 2u /* a thread here asks for the ownership */
#define GOS_OWN_RECALL     4u /* the home wants it back */
bool gos_owner_enter(VmThread *t, GosObj *g, VmObject *lo);
bool gos_owner_exit(VmThread *t, GosObj *g, VmObject *lo);
bool gos_owner_wait(VmThread *t, GosObj *g, VmObject *lo, int64_t millis);
bool gos_owner_notify(VmThread *t, GosObj *g, VmObject *lo, bool all);
void gos_owner_recall(uint64_t gid);              /* a RECALL came (service thread) */
void gos_owner_contended(VmThread *t, VmObject *o, unsigned node);  /* lock.c hook, home */
void gos_recaller_main(VmThread *t, void *arg);

/* Handler side of MON and INTR: queue to the proxy (created on demand). */
void gos_proxy_request(int src, const uint8_t *p, size_t n);
/* The ending thread t says goodbye to its monitor proxies (MON BYE to
 * every node it sent a proxy request to), which then retire. */
void gos_proxy_bye(VmThread *t);
void gos_proxy_interrupt(VmThread *t, int src, uint64_t thread, uint32_t rid);

/* ---- gos_thread.c ---- */
int gos_thread_start(VmThread *t, VmObject *jthread);
void gos_thread_begin(VmThread *t);
void gos_thread_end(VmThread *t);
void gos_thread_interrupt(VmThread *t, VmObject *jthread);
void gos_thread_unpark(VmThread *t, VmObject *jthread);
void gos_serve_tintr(VmThread *t, GosReader *r);
int gos_thread_state(VmThread *t, VmObject *jthread);
void gos_serve_tstate(VmThread *t, GosReader *r, GosBuf *reply);
VmObject *gos_thread_stack(VmThread *t, VmObject *jthread);
int gos_node_index(void);
void gos_serve_tstack(int src, uint32_t rid, GosReader *r);
int gos_holds_lock(VmThread *t, VmObject *o);
VmObject *gos_intern(VmThread *t, const uint16_t *chars, int32_t n);
void gos_serve_intern(VmThread *t, GosReader *r, GosBuf *reply);
void gos_await_threads(VmThread *t);
bool gos_class_init(VmThread *t, VmClass *c);
void gos_serve_place(int src, GosReader *r, GosBuf *reply);
void gos_serve_start(VmThread *t, int src, GosReader *r, GosBuf *reply);
void gos_serve_tend(int src, GosReader *r);
void gos_serve_clinit(int src, uint32_t rid, const uint8_t *p, size_t n);

/* ---- gos_space.c ---- */
/* A VM thread of the object space running fn(arg) (service, proxy,
 * class initialiser). */
bool gos_spawn(const char *what, void (*fn)(VmThread *t, void *arg), void *arg);
/* A request answered on a thread of its own: who asked, the request id,
 * and the payload after it. gos_spawn_job copies p[0..n) into a job and
 * runs fn(t, job) on a new thread (fn frees the job); it stops the
 * cluster if it cannot. */
typedef struct GosJob {
	int src;
	uint32_t rid;
	size_t n;
	uint8_t p[];
} GosJob;
void gos_spawn_job(const char *what, void (*fn)(VmThread *t, void *job), int src, uint32_t rid,
		   const uint8_t *p, size_t n);
/* Request/reply: the payload in req starts with a u32 placeholder for the
 * request id. Waits (in a safe region) for the reply, copied into *rep
 * (malloc'd, the rid stripped); interrupt, when not NULL, is called about
 * every 50 ms while waiting and may send an INTR. GOS_OK or the transport's
 * error (the cluster is then going down). */
/* gos_barrier.c: CyclicBarrier on a cluster (vm_gos_hooks.barrier_*) */
int gos_barrier_await(VmThread *t, VmObject *o, bool timed, int64_t nanos, int32_t *index);
int gos_barrier_trip(VmThread *t, VmObject *o, bool ok);
int gos_barrier_state(VmThread *t, VmObject *o, int op, int32_t *value);
/* A MON request of a barrier op (GOS_MON_BARRIER..): on the receiver
 * (rx: small answers sent from there) or the service thread. */
void gos_barrier_request(int src, const uint8_t *p, size_t n, bool rx);
/* Is this MON request payload one of a barrier op? */
bool gos_mon_is_barrier(const uint8_t *p, size_t n);
/* An INTR for a barrier arrival: true if it named one waiting here. */
bool gos_barrier_cancel(int src, uint64_t thread, uint32_t rid, uint8_t why);
void gos_barrier_scan_roots(GcMarker *m);
/* gos_space.c: run fn(t, arg) on the service thread, after what is queued */
/* The largest answer the receiver thread sends itself (gos_space.c). */
#define GOS_RECEIVER_ANSWER_MAX 4096
void gos_service_run(void (*fn)(VmThread *t, void *arg), void *arg);
GosStatus gos_call(VmThread *t, int node, unsigned type, GosBuf *req, uint8_t **rep,
		   size_t *replen, void (*interrupt)(VmThread *t, int node, void *arg),
		   void *arg);
/* gos_call in two halves: send now, wait for the answer later (any thread
 * state in between: a thread that has the world stopped sends, starts the
 * world, then waits -- so that two nodes doing so at once do not wait for
 * each other's stopped service threads). gos_call_send returns NULL with
 * *st set if it could not send; gos_call_wait frees the pending call and,
 * with GOS_OK, hands over the answer as gos_call does; deadline_ns 0:
 * wait for ever. */
typedef struct GosPendingCall GosPendingCall;
GosPendingCall *gos_call_send(VmThread *t, int node, unsigned type, GosBuf *req, GosStatus *st);
GosStatus gos_call_wait(VmThread *t, GosPendingCall *pc, uint8_t **rep, size_t *replen,
			uint64_t deadline_ns);
GosStatus gos_send_to(VmThread *t, int node, unsigned type, const GosBuf *b);
void gos_reply(int node, uint32_t rid, GosBuf *answer);
/* A failure of the object space that leaves the program's memory
 * inconsistent: message and end of the cluster (status 3). */
/* gos_json.c: the statistics of every node as JSON (v: nodes rows of
 * nvalues; the counters, then count/bytes per message type). */
void gos_space_write_json(FILE *f, int nodes, const bool *have, const uint64_t *v,
			  int nvalues, const char *const *ctr_names, int nctr,
			  const char *(*type_name)(int), int ntypes);
void gos_fatal(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));

#endif /* GOS_SPACE_H */
