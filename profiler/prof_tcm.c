/*
 * prof_tcm.c -- correlation tracking, the node side: object sampling,
 * each application thread's object access list (OAL), and sending it to
 * the coordinator at the end of every interval.
 *
 * Sampling (the paper's section II.B): a class has a gap, the prime
 * nearest to the nominal gap 4096 / (size x n) of rate nX (prof_lib.h);
 * an object is sampled when its 16-bit sequence number (object.h) is a
 * multiple of the gap, an array when one of its elements is (element i
 * has number seq + i).  The gap is kept in VmClass.prof_gap, decided the
 * first time an object of the class becomes shared here, and changed by a
 * RATE message (rate=adaptive), after which the class's shared objects
 * are re-sampled (gos_track_resample).  With accuracy or exact every
 * shared object is tracked (gap 1 here): the coordinator derives each
 * rate's map from the full lists.
 *
 * A thread's OAL belongs to that thread alone: hit() appends to it under
 * the object space's table lock (the only time another thread's interval
 * could re-arm the object), sync() -- on the thread itself, at each
 * acquire and release -- packs it, sends it, and asks the object space to
 * track the interval's objects again, so each is logged once per interval.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gos.h"
#include "hooks.h"
#include "prof_internal.h"
#include "vm.h"

typedef struct Entry {
	uint64_t gid;
	VmObject *o;              /* as hit() saw it (gos_track_arm's fast path) */
	VmClass *c;
	uint16_t seq;
	uint32_t len;
} Entry;

typedef struct ProfThread {
	uint64_t key;
	int64_t tid;
	char name[64];
	bool named;
	Entry *e;                 /* this interval's OAL */
	size_t n, cap;
	uint64_t *set;            /* GIDs in e (open addressing, 0 = empty) */
	size_t setcap;
	uint64_t *prev;           /* the GIDs to track again */
	VmObject **prevo;         /* ... and their objects */
	size_t prevcap;
	uint64_t epoch;           /* gos_track_epoch() at the interval's first hit */
	char start[128];          /* where the interval began */
} ProfThread;

/* Per-class rates decided by the coordinator (RATE messages): a short
 * list by name; classes not in it use the run's rate. */
typedef struct Rate {
	const char *name;         /* a symbol */
	uint32_t rate;
	struct Rate *next;
} Rate;

/* Classes with shared objects here (for re-sampling). */
typedef struct Seen {
	VmClass *c;
	struct Seen *next;
} Seen;

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;   /* rates, seen */
static Rate *rates;
static Seen *seen;
static ProfNodeCounters ctr;    /* updated with atomics */

void (*prof_tcm_local_sink)(int src, const uint8_t *p, size_t n);

static uint32_t unit_of(const VmClass *c)
{
	return vm_class_is_array(c) ? c->elem_size : c->instance_size;
}

static uint32_t rate_of(const char *name)
{
	Rate *r;
	uint32_t rate = prof_opt.rate;

	for (r = rates; r; r = r->next)
		if (r->name == name)
			rate = r->rate;
	return rate;
}

/* The class's gap, deciding it the first time.  Any thread, any lock. */
static uint32_t gap_of(VmClass *c)
{
	uint32_t gap = __atomic_load_n(&c->prof_gap, __ATOMIC_ACQUIRE);

	if (gap)
		return gap;
	pthread_mutex_lock(&mu);
	gap = c->prof_gap;
	if (!gap) {
		Seen *s = malloc(sizeof *s);
		if (prof_opt.accuracy || prof_opt.exact)
			gap = 1;
		else
			gap = prof_real_gap(unit_of(c), rate_of(c->name));
		if (s) {
			s->c = c;
			s->next = seen;
			seen = s;
		}
		__atomic_store_n(&c->prof_gap, gap, __ATOMIC_RELEASE);
	}
	pthread_mutex_unlock(&mu);
	return gap;
}

static bool sampled_hook(VmObject *o)
{
	VmClass *c = o->clazz;
	uint32_t gap = gap_of(c);

	if (gap == 1)
		return true;
	if (vm_class_is_array(c))
		return prof_array_sampled(o->seq, (uint32_t)((VmArray *)o)->length, gap) > 0;
	return prof_obj_sampled(o->seq, gap);
}

void prof_tcm_set_rate(const char *cls, uint32_t rate)
{
	const char *name = vm_symbol(cls);
	Rate *r;
	Seen *s;
	VmClass *hit = NULL;

	if (!name || prof_opt.accuracy || prof_opt.exact)
		return;
	pthread_mutex_lock(&mu);
	for (r = rates; r && r->name != name; r = r->next)
		;
	if (!r && (r = calloc(1, sizeof *r)) != NULL) {
		r->name = name;
		r->next = rates;
		rates = r;
	}
	if (r)
		r->rate = rate;
	for (s = seen; s; s = s->next)
		if (s->c->name == name) {
			hit = s->c;
			__atomic_store_n(&hit->prof_gap, prof_real_gap(unit_of(hit), rate),
					 __ATOMIC_RELEASE);
		}
	pthread_mutex_unlock(&mu);
	if (hit)
		gos_track_resample(hit);
}

static ProfThread *thread_data(VmThread *t)
{
	ProfThread *pt = t->prof;

	if (!pt) {
		pt = calloc(1, sizeof *pt);
		if (!pt)
			return NULL;
		pt->key = gos_track_thread_key(t);
		t->prof = pt;
	}
	return pt;
}

static bool set_add(ProfThread *pt, uint64_t gid)
{
	size_t i, mask;

	if (pt->n + 1 > pt->setcap / 2) {
		size_t cap = pt->setcap ? pt->setcap * 2 : 64, j;
		uint64_t *ns = calloc(cap, sizeof *ns);
		if (!ns)
			return true;          /* no memory: log it, maybe twice */
		for (j = 0; j < pt->n; j++) {
			size_t k = (size_t)(pt->e[j].gid * 0x9e3779b97f4a7c15ull >> 20) & (cap - 1);
			while (ns[k])
				k = (k + 1) & (cap - 1);
			ns[k] = pt->e[j].gid;
		}
		free(pt->set);
		pt->set = ns;
		pt->setcap = cap;
	}
	mask = pt->setcap - 1;
	for (i = (size_t)(gid * 0x9e3779b97f4a7c15ull >> 20) & mask; pt->set[i]; i = (i + 1) & mask)
		if (pt->set[i] == gid)
			return false;
	pt->set[i] = gid;
	return true;
}

/* Under the object space's table lock: append only. */
static void hit_hook(VmThread *t, VmObject *o, uint64_t gid)
{
	ProfThread *pt = thread_data(t);
	Entry *e;

	if (!pt || !gid || !set_add(pt, gid))
		return;
	if (pt->n == pt->cap) {
		size_t cap = pt->cap ? pt->cap * 2 : 64;
		Entry *ne = realloc(pt->e, cap * sizeof *ne);
		if (!ne)
			return;
		pt->e = ne;
		pt->cap = cap;
	}
	if (pt->n == 0)
		pt->epoch = gos_track_epoch();
	e = &pt->e[pt->n++];
	e->gid = gid;
	e->o = o;
	e->c = o->clazz;
	e->seq = o->seq;
	e->len = vm_class_is_array(o->clazz) ? (uint32_t)((VmArray *)o)->length : 0;
}

/* "Class.method:pc" of t's innermost interpreted frame. */
static void context(VmThread *t, char *buf, size_t cap)
{
	VmFrame *f;

	for (f = t->top; f; f = f->prev) {
		int64_t pc = vm_frame_pc(f);
		if (pc >= 0) {
			snprintf(buf, cap, "%s.%s:%lld", f->method->clazz->name, f->method->name,
				 (long long)pc);
			return;
		}
	}
	snprintf(buf, cap, "?");
}

/* The thread's Java id and name, once (its Thread object may be a
 * cached copy: touched through the object space like any access). */
static void name_thread(VmThread *t, ProfThread *pt)
{
	static VmField *tid_f, *name_f;
	VmObject *jt = t->jthread;

	pt->named = true;
	snprintf(pt->name, sizeof pt->name, "thread-%llx", (unsigned long long)pt->key);
	if (!jt)
		return;
	if (!tid_f)
		tid_f = vm_find_field(vm_wk.thread, vm_symbol("tid"), vm_symbol("J"));
	if (!name_f)
		name_f = vm_find_field(vm_wk.thread, vm_symbol("name"), vm_symbol("Ljava/lang/String;"));
	if (!tid_f || !name_f || !vm_gos_touch(t, jt, false)) {
		t->exception = NULL;
		return;
	}
	pt->tid = VM_OBJ_FIELD(int64_t, jt, tid_f->offset);
	{
		VmObject *s = VM_OBJ_FIELD(VmObject *, jt, name_f->offset);
		char *u = s ? vm_string_to_utf8(s) : NULL;
		if (u) {
			snprintf(pt->name, sizeof pt->name, "%s", u);
			free(u);
		}
	}
	t->exception = NULL;
}

/* Pack pt's OAL entries from `from` on into one message, as many as
 * fit (PROF_OAL_MAX_ENTRIES entries of PROF_OAL_MAX_CLASSES classes at
 * most); returns where the next message starts, and in *ok whether this
 * one was packed. */
static size_t pack(ProfThread *pt, size_t from, const char *end, GosBuf *b, bool *ok)
{
	VmClass *cls[PROF_OAL_MAX_CLASSES];
	ProfOal o;
	ProfOalEntry *e;
	size_t max = pt->n - from, ncls = 0, i, k;

	if (max > PROF_OAL_MAX_ENTRIES)
		max = PROF_OAL_MAX_ENTRIES;
	*ok = false;
	memset(&o, 0, sizeof o);
	e = malloc(max * sizeof *e);
	o.cls = calloc(PROF_OAL_MAX_CLASSES, sizeof *o.cls);
	if (!e || !o.cls) {
		free(e);
		free(o.cls);
		return from + max;
	}
	o.key = pt->key;
	o.tid = (uint64_t)pt->tid;
	snprintf(o.name, sizeof o.name, "%s", pt->name);
	o.node = (uint32_t)gos_track_self();
	snprintf(o.start, sizeof o.start, "%s", pt->start);
	snprintf(o.end, sizeof o.end, "%s", end);
	for (i = from; i < from + max; i++) {
		for (k = 0; k < ncls && cls[k] != pt->e[i].c; k++)
			;
		if (k == ncls) {
			VmClass *c = pt->e[i].c;
			if (ncls == PROF_OAL_MAX_CLASSES)
				break;          /* the next message goes on here */
			cls[ncls++] = c;
			snprintf(o.cls[k].name, sizeof o.cls[k].name, "%s", c->name);
			o.cls[k].gap = __atomic_load_n(&c->prof_gap, __ATOMIC_ACQUIRE);
			o.cls[k].unit = unit_of(c);
			o.cls[k].array = vm_class_is_array(c);
		}
		e[i - from].gid = pt->e[i].gid;
		e[i - from].cls = (uint16_t)k;
		e[i - from].seq = pt->e[i].seq;
		e[i - from].len = pt->e[i].len;
	}
	o.ncls = (uint16_t)ncls;
	o.n = (uint32_t)(i - from);
	*ok = prof_oal_encode(b, &o, e);
	free(e);
	free(o.cls);
	return i;
}

static void sync_hook(VmThread *t)
{
	ProfThread *pt = thread_data(t);
	char end[128];
	size_t from, i;

	if (!pt)
		return;
	if (!pt->named)
		name_thread(t, pt);
	context(t, end, sizeof end);
	__atomic_fetch_add(&ctr.intervals, 1, __ATOMIC_RELAXED);
	if (pt->n) {
		__atomic_fetch_add(&ctr.entries, pt->n, __ATOMIC_RELAXED);
		for (from = 0; from < pt->n;) {
			GosBuf b;
			bool ok;
			gos_buf_init(&b);
			from = pack(pt, from, end, &b, &ok);
			if (ok) {
				__atomic_fetch_add(&ctr.packed_bytes, b.len, __ATOMIC_RELAXED);
				if (!prof_opt.transfer) {
					__atomic_fetch_add(&ctr.unsent_bytes, b.len, __ATOMIC_RELAXED);
				} else if (prof_tcm_local_sink) {
					prof_tcm_local_sink(0, b.data, b.len);
				} else if (gos_track_send(0, b.data, b.len)) {
					__atomic_fetch_add(&ctr.oal_msgs, 1, __ATOMIC_RELAXED);
				}
			}
			gos_buf_free(&b);
		}
		/* track the interval's objects again for the next one */
		if (!prof_opt.exact) {
			if (pt->prevcap < pt->n) {
				uint64_t *np = realloc(pt->prev, pt->n * sizeof *np);
				VmObject **npo = np ? realloc(pt->prevo, pt->n * sizeof *npo) : NULL;
				if (np)
					pt->prev = np;
				if (npo) {
					pt->prevo = npo;
					pt->prevcap = pt->n;
				}
			}
			if (pt->prevcap >= pt->n) {
				for (i = 0; i < pt->n; i++) {
					pt->prev[i] = pt->e[i].gid;
					pt->prevo[i] = pt->e[i].o;
				}
				gos_track_arm(t, pt->prevo, pt->prev, pt->n, pt->epoch);
			}
		}
		pt->n = 0;
		if (pt->set)
			memset(pt->set, 0, pt->setcap * sizeof *pt->set);
	}
	snprintf(pt->start, sizeof pt->start, "%s", end);
}

static void thread_end_hook(VmThread *t)
{
	ProfThread *pt = t->prof;

	if (!pt)
		return;
	sync_hook(t);
	if (gos_track_self() != 0) {
		/* this node's totals so far, ahead of the thread's end */
		ProfNodeCounters c;
		GosBuf b;
		prof_tcm_counters(&c);
		gos_buf_init(&b);
		prof_counters_encode(&b, &c);
		if (!b.oom)
			(void)gos_track_send(0, b.data, b.len);
		gos_buf_free(&b);
	}
	t->prof = NULL;
	free(pt->e);
	free(pt->set);
	free(pt->prev);
	free(pt->prevo);
	free(pt);
}

void prof_tcm_on_rate(const uint8_t *p, size_t n)
{
	GosReader r;
	char cls[512];
	uint32_t rate;

	gos_reader_init(&r, p, n);
	if (gos_get_u8(&r) != PROF_MSG_RATE || !gos_get_string(&r, cls, sizeof cls))
		return;
	rate = gos_get_u32(&r);
	if (gos_reader_finish(&r) == GOS_OK)
		prof_tcm_set_rate(cls, rate);
}

void prof_tcm_counters(ProfNodeCounters *c)
{
	c->intervals = __atomic_load_n(&ctr.intervals, __ATOMIC_RELAXED);
	c->entries = __atomic_load_n(&ctr.entries, __ATOMIC_RELAXED);
	c->packed_bytes = __atomic_load_n(&ctr.packed_bytes, __ATOMIC_RELAXED);
	c->oal_msgs = __atomic_load_n(&ctr.oal_msgs, __ATOMIC_RELAXED);
	c->unsent_bytes = __atomic_load_n(&ctr.unsent_bytes, __ATOMIC_RELAXED);
}

bool prof_tcm_install(char *err, size_t errlen)
{
	(void)err;
	(void)errlen;
	gos_track_set_exact(prof_opt.exact);
	gos_prof_hooks.sampled = sampled_hook;
	gos_prof_hooks.hit = hit_hook;
	gos_prof_hooks.sync = sync_hook;
	gos_prof_hooks.thread_end = thread_end_hook;
	return true;
}
