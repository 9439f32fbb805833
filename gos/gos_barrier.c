/*
 * gos_barrier.c -- java.util.concurrent.CyclicBarrier as a cluster
 * barrier (ARCHITECTURE.md §4, "Barriers").
 *
 * On a cluster the state of a CyclicBarrier lives here, in C, at the node
 * that created the barrier object (its monitor home; home migration moves
 * data, never a barrier): the parties still missing, the parties waiting,
 * broken or not, and whether the last arrival is running the barrier
 * action. The Java object's own fields are used only off a cluster.
 *
 * A remote party's arrival is one MON request (op BARRIER) answered with
 * its departure. The home's receiver thread serves it itself: it counts
 * the arrival, and the arrival that completes the generation answers
 * every waiting party, local ones woken by an unpark. No thread of the
 * home runs for a remote arrival, so a barrier episode costs a round trip
 * and the waking of each waiting thread on its own node (the monitor
 * proxy that ran CyclicBarrier's Java code at the home before cost three
 * wake-ups more; doc/performance.md). Answers too large to send from the
 * receiver (many write notices) go out from the service thread.
 *
 * Memory model: an arrival is a release (the node's diffs acknowledged
 * before the request, whose vector the home merges into the barrier
 * object's record; a home thread logs its writes first); a departure
 * acquires that record (the answer's sync; a home thread acquires it from
 * the record). With acquire=notices a node invalidates only what the
 * others wrote.
 *
 * The barrier action runs in the last arriving thread, on its own node,
 * as on one JVM: its departure (status ACTION) acquires first, it runs the
 * action, releases, and reports with BARRIER_TRIP, whose arrival at the
 * home trips the generation (or breaks it if the action threw). Arrivals
 * that come meanwhile (more threads than parties) wait their turn in
 * `held` and are counted into the next generation.
 *
 * Interrupts and timeouts: a remote party waiting for its answer sends
 * INTR (why: interrupt or timeout) naming its request; if it is still
 * waiting here the barrier breaks with that party's status, otherwise the
 * answer already given stands (the interrupt then stays set there, as on
 * one JVM). Once every party has arrived (the action running) the
 * generation is committed and an INTR changes nothing: on one JVM the
 * waiter needs the lock the action holds, and then finds the generation
 * tripped. A home thread waits parked and does the same itself.
 *
 * Differences from one JVM: a timed remote party notices its timeout at
 * most GOS_CALL_SLICE_MS late (the waiting call's poll); reset() during
 * a barrier action takes effect after the action instead of waiting for
 * it.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "gos_space.h"
#include "gc.h"

/* Departure statuses (the answer's first byte). */
enum {
	BAR_OK = 0,
	BAR_INTERRUPTED = 1,
	BAR_NOT_HOME = 2,        /* a malformed or misdirected request */
	BAR_BROKEN = 3,
	BAR_TIMEOUT = 4,
	BAR_ACTION = 5,          /* the last arrival: run the action, then TRIP */
	BAR_WAIT = 0xff          /* not a status: the party waits */
};

/* millis of a BARRIER request */
#define BAR_UNTIMED     (-1)
#define BAR_INTERRUPTED_ARRIVAL (-2)

typedef struct Waiter {
	struct Waiter *next;
	int node;                 /* -1: a thread of this node */
	uint32_t rid;             /* remote: the request to answer */
	uint64_t thread, from;    /* remote: its thread id, the request's from */
	VmThread *vt;             /* local */
	bool interrupted;         /* arrives with its interrupt set */
	bool quiet;               /* remote: its answer carries no notices (not
	                           * an acquire: a TRIP or STATE answer) */
	uint8_t cancel;           /* held: an INTR came (why + 1), 0 none */
	uint8_t status;           /* once departed */
	int32_t index;
	bool done;                /* local: departed (bar_mu) */
} Waiter;

typedef struct Barrier {
	struct Barrier *next;
	VmObject *obj;
	int32_t parties, count;   /* count: arrivals still missing */
	bool action, broken, tripping, reset_after;
	Waiter *waiting;          /* this generation's waiting parties */
	Waiter *held;             /* arrivals during the action, in order */
} Barrier;

/* A remote departure to send once bar_mu is dropped. */
typedef struct Out {
	int node;
	uint32_t rid;
	uint64_t from;
	uint8_t status;
	bool notices;
	int32_t value;
} Out;

/* What an operation decided, done once bar_mu is dropped: the remote
 * departures to answer, then the local parties to wake (their statuses
 * set; done set when woken). Remote answers go first: they have the
 * network ahead of them, a local party only a wake-up. */
typedef struct Outs {
	Out *v;
	size_t n, cap;
	Waiter **wake;
	size_t nwake, wcap;
} Outs;

/* Every barrier of this node with a state other than idle (count ==
 * parties, not broken, nothing running or held); an idle one is dropped,
 * and its state is made again from the Java object's final fields. */
static pthread_mutex_t bar_mu = PTHREAD_MUTEX_INITIALIZER;
static Barrier *barriers;
static uint32_t off_parties, off_command;

static void outs_add(Outs *o, const Waiter *w)
{
	if (o->n == o->cap) {
		o->cap = o->cap ? 2 * o->cap : 8;
		o->v = realloc(o->v, o->cap * sizeof *o->v);
		if (!o->v)
			gos_fatal("out of memory for barrier departures");
	}
	o->v[o->n++] = (Out){ w->node, w->rid, w->from, w->status, !w->quiet, w->index };
}

/* bar_mu held: w leaves with status, answered (remote) or woken (local)
 * by finish() once bar_mu is dropped. A local party stays until then: it
 * leaves only when it reads done under bar_mu, which finish sets. */
static void depart(Waiter *w, uint8_t status, Outs *out)
{
	w->status = status;
	if (w->node >= 0) {
		outs_add(out, w);
		free(w);
		return;
	}
	if (out->nwake == out->wcap) {
		out->wcap = out->wcap ? 2 * out->wcap : 8;
		out->wake = realloc(out->wake, out->wcap * sizeof *out->wake);
		if (!out->wake)
			gos_fatal("out of memory for barrier departures");
	}
	out->wake[out->nwake++] = w;
}

static bool find_offsets(VmObject *o)
{
	VmClass *c;

	for (c = o->clazz; c; c = c->super)
		if (!strcmp(c->name, "java/util/concurrent/CyclicBarrier"))
			break;
	if (!c)
		return false;
	if (!off_parties) {
		VmField *p = vm_find_field(c, vm_symbol("parties"), vm_symbol("I"));
		VmField *a = vm_find_field(c, vm_symbol("barrierCommand"),
					   vm_symbol("Ljava/lang/Runnable;"));
		if (!p || !a)
			return false;
		off_command = a->offset;
		__atomic_store_n(&off_parties, p->offset, __ATOMIC_RELEASE);
	}
	return true;
}

/* bar_mu held: o's state, made if it is idle (NULL: out of memory or not
 * a CyclicBarrier). The fields read are final: the creating node's copy
 * has them even when home migration moved the data. */
static Barrier *barrier_of(VmObject *o)
{
	Barrier *b;

	for (b = barriers; b; b = b->next)
		if (b->obj == o)
			return b;
	if (!find_offsets(o))
		return NULL;
	b = calloc(1, sizeof *b);
	if (!b)
		return NULL;
	b->obj = o;
	b->parties = VM_OBJ_FIELD(int32_t, o, off_parties);
	b->count = b->parties;
	b->action = VM_OBJ_FIELD(VmObject *, o, off_command) != NULL;
	b->next = barriers;
	barriers = b;
	return b;
}

/* bar_mu held: drop b if it is idle. */
static void maybe_idle(Barrier *b)
{
	Barrier **pp;

	if (b->count != b->parties || b->broken || b->tripping || b->waiting || b->held ||
	    b->reset_after)
		return;
	for (pp = &barriers; *pp; pp = &(*pp)->next)
		if (*pp == b) {
			*pp = b->next;
			free(b);
			return;
		}
}

/* bar_mu held: every waiting party leaves with status (a trip: OK; a
 * break: BROKEN) and a new generation begins. */
static void release_all(Barrier *b, uint8_t status, Outs *out)
{
	Waiter *w = b->waiting, *next;

	b->waiting = NULL;
	b->count = b->parties;
	for (; w; w = next) {
		next = w->next;
		depart(w, status, out);
	}
}

static void break_barrier(Barrier *b, Outs *out)
{
	b->broken = true;
	release_all(b, BAR_BROKEN, out);
}

/* bar_mu held: w arrives. Returns its status, BAR_WAIT if it waits (then
 * b holds it). A remote w that does not wait is the caller's to answer
 * and free. */
static uint8_t arrive(Barrier *b, Waiter *w, Outs *out)
{
	if (b->tripping) {
		Waiter **pp = &b->held;
		while (*pp)
			pp = &(*pp)->next;
		w->next = NULL;
		*pp = w;
		return BAR_WAIT;
	}
	if (b->broken)
		return BAR_BROKEN;
	if (w->interrupted || w->cancel) {
		break_barrier(b, out);
		return w->cancel == 1 + GOS_INTR_TIMEOUT ? BAR_TIMEOUT : BAR_INTERRUPTED;
	}
	w->index = --b->count;
	if (w->index > 0) {
		w->next = b->waiting;
		b->waiting = w;
		return BAR_WAIT;
	}
	if (b->action) {
		b->tripping = true;   /* the waiting parties stay till the TRIP */
		return BAR_ACTION;
	}
	release_all(b, BAR_OK, out);
	return BAR_OK;
}

/* bar_mu held: the action ended (ran: it returned); trip or break, then
 * count in the arrivals held meanwhile. */
static void trip(Barrier *b, bool ran, Outs *out)
{
	Waiter *h = b->held, *next;

	b->tripping = false;
	b->held = NULL;
	if (ran)
		release_all(b, BAR_OK, out);
	else
		break_barrier(b, out);
	if (b->reset_after) {
		b->reset_after = false;
		b->broken = false;
	}
	for (; h; h = next) {
		uint8_t st;
		next = h->next;
		st = arrive(b, h, out);
		if (st != BAR_WAIT)
			depart(h, st, out);
	}
}

/* bar_mu held: isBroken (op 0), getNumberWaiting (1), reset (2: break,
 * then a new unbroken generation, as CyclicBarrier.reset). */
static int32_t state_op(Barrier *b, int op, Outs *out)
{
	if (op == 0)
		return b->broken;
	if (op == 1)   /* during the action: 0, as after it (on one JVM the
	                * query waits for the action, which holds the lock) */
		return b->tripping ? 0 : b->parties - b->count;
	if (b->tripping) {
		b->reset_after = true;   /* when the action ends */
	} else {
		break_barrier(b, out);
		b->broken = false;
	}
	return 0;
}

/* ------------------------------------------------------- remote answers */

typedef struct Sends {
	int n;
	int *node;
	uint32_t *rid;
	GosBuf *buf;
} Sends;

static void sends_run(VmThread *t, void *arg)
{
	Sends *s = arg;
	int i;

	(void)t;
	for (i = 0; i < s->n; i++) {
		gos_reply(s->node[i], s->rid[i], &s->buf[i]);
		gos_buf_free(&s->buf[i]);
	}
	free(s->node);
	free(s->rid);
	free(s->buf);
	free(s);
}

/* Answer the remote departures in out: status, 0, u32 value, and the
 * sync of g (the barrier's record) for the departing node. From the
 * receiver (rx), answers that are all small go out at once; otherwise
 * the service thread sends them (a large send could block the receiver).
 * Then wake the local parties. out is emptied. */
static void finish(Outs *out, GosObj *g, bool rx)
{
	Sends *s;
	size_t i;
	bool small = true;

	if (!out->n)
		goto wake;
	s = calloc(1, sizeof *s);
	if (!s || !(s->node = calloc(out->n, sizeof *s->node)) ||
	    !(s->rid = calloc(out->n, sizeof *s->rid)) || !(s->buf = calloc(out->n, sizeof *s->buf)))
		gos_fatal("out of memory for barrier answers");
	s->n = (int)out->n;
	for (i = 0; i < out->n; i++) {
		const Out *o = &out->v[i];
		GosBuf *b = &s->buf[i];
		gos_buf_init(b);
		gos_put_u8(b, o->status);
		gos_put_u8(b, 0);
		gos_put_u32(b, (uint32_t)o->value);
		gos_sync_put(b, g, o->node, o->from, g && o->notices && o->status != BAR_NOT_HOME);
		s->node[i] = o->node;
		s->rid[i] = o->rid;
		if (b->len > GOS_RECEIVER_ANSWER_MAX)
			small = false;
	}
	if (rx && !small)
		gos_service_run(sends_run, s);
	else
		sends_run(NULL, s);
wake:
	if (out->nwake) {
		pthread_mutex_lock(&bar_mu);
		for (i = 0; i < out->nwake; i++) {
			out->wake[i]->done = true;
			vm_unpark_thread(out->wake[i]->vt);
		}
		pthread_mutex_unlock(&bar_mu);
	}
	free(out->v);
	free(out->wake);
	memset(out, 0, sizeof *out);
}

static GosObj *shared_record(VmObject *o)
{
	GosObj *g;

	pthread_mutex_lock(&gos_space.os_mu);
	g = gos_obj_of(o);
	pthread_mutex_unlock(&gos_space.os_mu);
	return g;
}

bool gos_mon_is_barrier(const uint8_t *p, size_t n)
{
	uint8_t op = gos_mon_op(p, n);

	return op >= GOS_MON_BARRIER && op <= GOS_MON_BARRIER_STATE;
}

/* At the home: a remote party's BARRIER, BARRIER_TRIP or BARRIER_STATE. */
void gos_barrier_request(int src, const uint8_t *p, size_t n, bool rx)
{
	GosMonReq m;
	uint8_t st = BAR_NOT_HOME;
	int32_t value = 0;
	GosObj *g = NULL;
	Barrier *b = NULL;
	Outs out = { 0 };
	Waiter *w = NULL, tmp;

	m.vec = gos_vec_new();
	if (gos_mon_decode(p, n, gos_space.nodes, &m) && m.rid != 0) {
		pthread_mutex_lock(&gos_space.os_mu);
		g = gos_obj_by_gid(m.gid);
		pthread_mutex_unlock(&gos_space.os_mu);
	}
	if (g && !gos_is_mon_home(g))
		g = NULL;
	if (g && m.op != GOS_MON_BARRIER_STATE)
		gos_sync_merge(g, m.vec);   /* what the arrival (or the action) released */
	free(m.vec);
	memset(&tmp, 0, sizeof tmp);
	tmp.node = src;
	tmp.rid = m.rid;
	tmp.thread = m.thread;
	tmp.from = m.from;
	if (g) {
		pthread_mutex_lock(&bar_mu);
		b = barrier_of(g->obj);
		if (b && m.op == GOS_MON_BARRIER) {
			w = malloc(sizeof *w);
			if (!w)
				gos_fatal("out of memory for a barrier arrival");
			*w = tmp;
			w->interrupted = m.millis == BAR_INTERRUPTED_ARRIVAL;
			st = arrive(b, w, &out);
			value = w->index;
			if (st != BAR_WAIT)
				free(w);
		} else if (b && m.op == GOS_MON_BARRIER_TRIP) {
			if (b->tripping) {
				trip(b, m.millis != 0, &out);
				st = BAR_OK;
			}
		} else if (b && m.op == GOS_MON_BARRIER_STATE && m.millis >= 0 && m.millis <= 2) {
			value = state_op(b, (int)m.millis, &out);
			st = BAR_OK;
		}
		if (b)
			maybe_idle(b);
		pthread_mutex_unlock(&bar_mu);
	}
	if (st != BAR_WAIT) {
		tmp.status = st;
		tmp.index = value;
		tmp.quiet = m.op != GOS_MON_BARRIER;
		outs_add(&out, &tmp);
	}
	finish(&out, g, rx);
}

/*
 * bar_mu held: a waiting party's interrupt or timeout (why) reached the
 * home. Where is the party `match` accepts?
 *   - waiting in a generation that has not tripped: it leaves, the barrier
 *     breaks (the others BROKEN), *gone is the party with its status;
 *   - waiting in a generation whose parties have all arrived (the action
 *     runs): nothing -- it leaves with the trip, as on one JVM, where the
 *     waiter needs the lock the action holds and then finds it tripped;
 *   - held (arrived during an action): marked, it breaks the barrier when
 *     it is counted in after the action.
 * False if no barrier has it (it has its answer already). *obj: its
 * barrier.
 */
static bool withdraw(bool (*match)(const Waiter *w, const void *key), const void *key, uint8_t why,
		     Outs *out, Waiter **gone, VmObject **obj)
{
	Barrier *b;
	Waiter **pp, *w;

	*gone = NULL;
	for (b = barriers; b; b = b->next) {
		*obj = b->obj;
		for (w = b->held; w; w = w->next)
			if (match(w, key)) {
				w->cancel = 1 + why;
				return true;
			}
		for (pp = &b->waiting; *pp; pp = &(*pp)->next)
			if (match(*pp, key)) {
				if (b->tripping)
					return true;
				w = *pp;
				*pp = w->next;
				break_barrier(b, out);
				w->status = why == GOS_INTR_TIMEOUT ? BAR_TIMEOUT : BAR_INTERRUPTED;
				*gone = w;
				maybe_idle(b);
				return true;
			}
	}
	return false;
}

typedef struct RemoteKey {
	int node;
	uint64_t thread;
	uint32_t rid;
} RemoteKey;

static bool is_remote(const Waiter *w, const void *key)
{
	const RemoteKey *k = key;

	return w->node == k->node && w->thread == k->thread && w->rid == k->rid;
}

static bool is_this(const Waiter *w, const void *key)
{
	return w == key;
}

/* An INTR at the home for a barrier arrival (withdraw says what it does). */
bool gos_barrier_cancel(int src, uint64_t thread, uint32_t rid, uint8_t why)
{
	RemoteKey k = { src, thread, rid };
	Outs out = { 0 };
	Waiter *gone;
	VmObject *obj = NULL;
	bool found;

	pthread_mutex_lock(&bar_mu);
	found = withdraw(is_remote, &k, why, &out, &gone, &obj);
	if (gone) {
		outs_add(&out, gone);
		free(gone);
	}
	pthread_mutex_unlock(&bar_mu);
	finish(&out, found ? shared_record(obj) : NULL, false);
	return found;
}

void gos_barrier_scan_roots(GcMarker *m)
{
	Barrier *b;

	pthread_mutex_lock(&bar_mu);
	for (b = barriers; b; b = b->next)
		gc_mark(m, b->obj);
	pthread_mutex_unlock(&bar_mu);
}

/* ------------------------------------------------------ the parties */

static int64_t mono_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* Now plus nanos, saturated (await(Long.MAX_VALUE, NANOSECONDS)). */
static int64_t deadline_after(int64_t nanos)
{
	int64_t now = mono_ns();

	if (nanos <= 0)
		return now;
	return nanos > INT64_MAX - now ? INT64_MAX : now + nanos;
}

/* What the departure status means to the party: 1 (OK), 2 (run the
 * action) or -1 with the exception thrown. */
static int departure(VmThread *t, uint8_t st)
{
	switch (st) {
	case BAR_OK:
		return 1;
	case BAR_ACTION:
		return 2;
	case BAR_BROKEN:
		vm_throw(t, "java/util/concurrent/BrokenBarrierException", NULL);
		return -1;
	case BAR_INTERRUPTED:
		(void)vm_thread_interrupted(t, true);
		vm_throw(t, "java/lang/InterruptedException", NULL);
		return -1;
	case BAR_TIMEOUT:
		vm_throw(t, "java/util/concurrent/TimeoutException", NULL);
		return -1;
	default:
		gos_fatal("a barrier's home answered status %u", st);
		return -1;
	}
}

/* A thread of the barrier's home node. Its writes are logged before the
 * arrival; the departure acquires what remote arrivals merged into the
 * barrier's record. */
static int home_await(VmThread *t, VmObject *o, bool timed, int64_t nanos, int32_t *index)
{
	Waiter w;
	Barrier *b;
	Outs out = { 0 };
	GosObj *g;
	uint8_t st;
	int64_t deadline = timed ? deadline_after(nanos) : 0;

	memset(&w, 0, sizeof w);
	w.node = -1;
	w.vt = t;
	w.interrupted = gos_interrupted(t);
	gos_release(t);
	vm_mutex_lock(t, &bar_mu);
	b = barrier_of(o);
	if (!b) {
		pthread_mutex_unlock(&bar_mu);
		vm_throw(t, "java/lang/OutOfMemoryError", "cluster barrier");
		return -1;
	}
	GOS_COUNT(barriers, 1);
	st = arrive(b, &w, &out);
	pthread_mutex_unlock(&bar_mu);
	g = shared_record(o);
	finish(&out, g, false);
	if (st == BAR_WAIT)
		t->jstate = timed ? VM_TS_TIMED_WAITING : VM_TS_WAITING;
	while (st == BAR_WAIT) {
		int64_t left = timed ? deadline - mono_ns() : 0;
		/* before bar_mu: it may ask the home of t's Thread object */
		bool intr = gos_interrupted(t);

		vm_mutex_lock(t, &bar_mu);
		if (w.done) {
			st = w.status;
			pthread_mutex_unlock(&bar_mu);
			break;
		}
		if (intr || (timed && left <= 0)) {
			Waiter *gone;
			VmObject *obj;
			(void)withdraw(is_this, &w, intr ? GOS_INTR_INTERRUPT : GOS_INTR_TIMEOUT, &out,
				       &gone, &obj);
			if (gone)
				st = w.status;
		}
		pthread_mutex_unlock(&bar_mu);
		/* the parties the break released: remote ones answered, local
		 * ones woken (before 28 Nov 2026 only when a remote one was
		 * among them, so a home thread left waiting for ever) */
		finish(&out, shared_record(o), false);
		if (st != BAR_WAIT)
			break;
		if (!intr && !(timed && left <= 0)) {
			vm_park(t, false, timed ? left : 0);
		} else {
			/* committed to a trip (every party arrived) or held: the
			 * action ends it; a park would return at once, interrupted */
			VM_SAFE_ENTER(t);
			usleep(200);
			vm_safe_leave(t);
		}
	}
	t->jstate = VM_TS_RUNNABLE;
	*index = w.index;
	g = shared_record(o);
	if (g && st != BAR_INTERRUPTED && st != BAR_TIMEOUT) {
		VmObject *exc = t->exception;
		gos_acquire_home(t, g);
		t->exception = exc;
	}
	return departure(t, st);
}

typedef struct PollArg {
	const GosBuf *req;
	bool timed, sent;
	int64_t deadline;
} PollArg;

/* While a remote arrival waits for its departure: an interrupt, or the
 * timeout passing, is sent to the home once, naming the request. */
static void barrier_poll(VmThread *t, int node, void *arg)
{
	PollArg *a = arg;
	uint8_t why;

	if (a->sent)
		return;
	if (gos_interrupted(t))
		why = GOS_INTR_INTERRUPT;
	else if (a->timed && mono_ns() >= a->deadline)
		why = GOS_INTR_TIMEOUT;
	else
		return;
	a->sent = true;
	gos_send_intr(t, node, a->req, why);
}

/* A request to the barrier's home and its answer: status, value; the
 * answer's sync is acquired when `acquire`. */
static uint8_t ask_home(VmThread *t, GosObj *g, uint8_t op, int64_t millis, bool release,
			bool acquire, PollArg *poll, int32_t *value)
{
	GosBuf b;
	int home = GOS_GID_HOME(g->gid);
	uint8_t *rep = NULL, st;
	size_t n = 0;
	uint64_t *vec = NULL;
	GosReader r, notices;
	GosStatus cs;

	if (release)
		gos_release(t);
	gos_buf_init(&b);
	gos_put_u32(&b, 0);
	gos_put_u64(&b, gos_thread_data(t)->id);
	gos_put_u64(&b, g->gid);
	gos_put_u8(&b, op);
	gos_put_u64(&b, (uint64_t)millis);
	gos_rel_put(&b, release);
	gos_put_u64(&b, gos_sync_from(home));
	if (poll)
		poll->req = &b;
	cs = gos_call(t, home, GOS_OS_MON, &b, &rep, &n, poll ? barrier_poll : NULL, poll);
	gos_buf_free(&b);
	if (cs != GOS_OK)
		gos_fatal("barrier request to node %d failed: %s", home, gos_status_str(cs));
	gos_reader_init(&r, rep, n);
	st = gos_get_u8(&r);
	(void)gos_get_u8(&r);
	*value = (int32_t)gos_get_u32(&r);
	if (r.failed || !gos_sync_get(&r, &vec, &notices) || gos_reader_finish(&r) != GOS_OK ||
	    st == BAR_NOT_HOME)
		gos_fatal("node %d sent a malformed barrier answer", home);
	if (acquire) {
		VmObject *exc = t->exception;
		gos_acquire(t, vec, home, &notices);
		t->exception = exc;
	}
	free(vec);
	free(rep);
	return st;
}

int gos_barrier_await(VmThread *t, VmObject *o, bool timed, int64_t nanos, int32_t *index)
{
	GosObj *g;
	PollArg poll;
	uint8_t st;
	int64_t millis;

	if (!o) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return -1;
	}
	g = shared_record(o);
	if (!g || gos_is_mon_home(g))
		return home_await(t, o, timed, nanos, index);
	GOS_COUNT(barriers, 1);
	memset(&poll, 0, sizeof poll);
	poll.timed = timed;
	poll.deadline = deadline_after(nanos);
	millis = gos_interrupted(t) ? BAR_INTERRUPTED_ARRIVAL :
		 timed ? (nanos < 0 ? 0 : nanos) : BAR_UNTIMED;
	t->jstate = timed ? VM_TS_TIMED_WAITING : VM_TS_WAITING;
	st = ask_home(t, g, GOS_MON_BARRIER, millis, true, true, &poll, index);
	t->jstate = VM_TS_RUNNABLE;
	return departure(t, st);
}

int gos_barrier_trip(VmThread *t, VmObject *o, bool ok)
{
	GosObj *g = o ? shared_record(o) : NULL;
	Barrier *b;
	Outs out = { 0 };
	int32_t v;

	if (g && !gos_is_mon_home(g)) {
		VmObject *exc = t->exception;   /* the action's, if it threw */
		t->exception = NULL;
		(void)ask_home(t, g, GOS_MON_BARRIER_TRIP, ok, true, false, NULL, &v);
		t->exception = exc;
		return 1;
	}
	gos_release(t);   /* the action's writes, before anyone departs */
	vm_mutex_lock(t, &bar_mu);
	for (b = barriers; b && b->obj != o; b = b->next)
		;
	if (b && b->tripping) {
		trip(b, ok, &out);
		maybe_idle(b);
	}
	pthread_mutex_unlock(&bar_mu);
	finish(&out, g ? g : (o ? shared_record(o) : NULL), false);
	return 1;
}

int gos_barrier_state(VmThread *t, VmObject *o, int op, int32_t *value)
{
	GosObj *g;
	Barrier *b;
	Outs out = { 0 };

	if (!o) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return -1;
	}
	g = shared_record(o);
	if (g && !gos_is_mon_home(g)) {
		(void)ask_home(t, g, GOS_MON_BARRIER_STATE, op, false, false, NULL, value);
		return 1;
	}
	vm_mutex_lock(t, &bar_mu);
	b = barrier_of(o);
	if (b) {
		*value = state_op(b, op, &out);
		maybe_idle(b);
	}
	pthread_mutex_unlock(&bar_mu);
	if (!b) {
		vm_throw(t, "java/lang/OutOfMemoryError", "cluster barrier");
		return -1;
	}
	finish(&out, shared_record(o), false);
	return 1;
}
