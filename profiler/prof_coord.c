/*
 * prof_coord.c -- the coordinator on the master: object access lists in,
 * thread correlation map out (the paper's section II.A and II.B).
 *
 * OAL messages arrive on the receiving threads (and from the master's own
 * threads), are copied into a queue, and one coordinator thread -- never
 * an application thread, so building the map does not stall the program
 * -- turns them into per-object lists of threads (ProfRound, prof_lib.h).
 * Every round (-Xprof:tcm,round=MS) the round is closed: each object adds
 * its size to every pair of threads that touched it within the round, and
 * the round's map is added to the run's.  Memory is bounded: the queue by
 * PROF_QUEUE_MAX bytes (beyond, messages are dropped and counted; the
 * summary says how many), the round by the objects touched in one round.
 *
 * Bytes are estimates: an entry sampled at gap g stands for g objects (an
 * array's sampled elements for its g-times as many), so it counts its
 * amortised size times g.  Full sampling counts exact sizes.
 *
 * rate=adaptive: each class's map of a round is normalised and compared
 * (E_ABS) with its map of the previous round; prof_rate_step moves the
 * class's rate, and a change goes to every node as a RATE message.
 * accuracy: the nodes log every shared object; the coordinator keeps one
 * map per rate of the ladder 1X..1024X and one at full sampling, each
 * built from the entries that rate samples, and reports absolute accuracy
 * (against full) and relative accuracy (against the next higher rate), as
 * the paper's Fig. 9.
 */
#include "config.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "gos.h"
#include "prof_internal.h"

#define GOS_MAX_NODES_PROF 1024   /* nodes whose totals are kept */

typedef struct QMsg {
	struct QMsg *next;
	int src;
	size_t n;
	uint8_t p[];
} QMsg;

typedef struct CThread {
	uint64_t key;
	int64_t tid;
	char name[64];
	int node;
} CThread;

typedef struct CClass {
	char name[256];
	uint32_t unit;
	bool array;
	uint32_t rate;            /* adaptive: the coordinator's current rate */
	ProfRateCtl ctl;
	ProfMap cur, prev;        /* this round's map of the class; last normalised */
	bool have_prev;
} CClass;


static pthread_mutex_t qmu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t qcv = PTHREAD_COND_INITIALIZER;
static QMsg *qhead, *qtail;
static size_t qbytes;
static bool finishing, started;
static pthread_t coord;

/* coordinator thread only, then prof_coord_finish after the join */
static CThread threads[PROF_MAX_THREADS];
static int nthreads;
static CClass *classes;
static int nclasses, capclasses;
static ProfRound round_main, racc[PROF_ACC_RATES];
static ProfMap total, acc_total[PROF_ACC_RATES];
static ProfRatePoint *points;
static size_t npoints, cappoints;
static uint64_t n_rate_changes, n_msgs, n_entries, n_bad, n_dropped, n_rounds, n_overflow;
static double map_seconds, t_start;
/* every node's collection totals (qmu): the master's own are read at the end */
static ProfNodeCounters node_ctr[GOS_MAX_NODES_PROF];

void prof_coord_node_counters(int src, const ProfNodeCounters *c)
{
	if (src <= 0 || src >= GOS_MAX_NODES_PROF)
		return;
	pthread_mutex_lock(&qmu);
	node_ctr[src] = *c;
	pthread_mutex_unlock(&qmu);
}

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

void prof_coord_submit(int src, const uint8_t *p, size_t n)
{
	QMsg *m;

	pthread_mutex_lock(&qmu);
	if (!started || qbytes + n > PROF_QUEUE_MAX || !(m = malloc(sizeof *m + n))) {
		n_dropped++;
		pthread_mutex_unlock(&qmu);
		return;
	}
	m->next = NULL;
	m->src = src;
	m->n = n;
	memcpy(m->p, p, n);
	if (qtail)
		qtail->next = m;
	else
		qhead = m;
	qtail = m;
	qbytes += n;
	pthread_cond_signal(&qcv);
	pthread_mutex_unlock(&qmu);
}

static int thread_index(uint64_t key, int64_t tid, const char *name, int node)
{
	int i;

	for (i = 0; i < nthreads; i++)
		if (threads[i].key == key)
			return i;
	if (nthreads == PROF_MAX_THREADS) {
		n_overflow++;
		return -1;
	}
	threads[nthreads].key = key;
	threads[nthreads].tid = tid;
	threads[nthreads].node = node;
	snprintf(threads[nthreads].name, sizeof threads[nthreads].name, "%s", name);
	return nthreads++;
}

static void rate_point(int cls, uint32_t rate)
{
	if (npoints == cappoints) {
		size_t cap = cappoints ? cappoints * 2 : 64;
		ProfRatePoint *np = realloc(points, cap * sizeof *np);
		if (!np)
			return;
		points = np;
		cappoints = cap;
	}
	points[npoints].t = now_s() - t_start;
	points[npoints].cls = cls;
	points[npoints].rate = rate;
	npoints++;
}

static int class_index(const char *name, uint32_t unit, bool array)
{
	int i;
	CClass *c;

	for (i = 0; i < nclasses; i++)
		if (!strcmp(classes[i].name, name))
			return i;
	if (nclasses == capclasses) {
		int cap = capclasses ? capclasses * 2 : 32;
		CClass *nc = realloc(classes, (size_t)cap * sizeof *nc);
		if (!nc)
			return -1;
		classes = nc;
		capclasses = cap;
	}
	c = &classes[nclasses];
	memset(c, 0, sizeof *c);
	snprintf(c->name, sizeof c->name, "%s", name);
	c->unit = unit ? unit : 1;
	c->array = array;
	c->rate = prof_opt.adaptive ? 1 : prof_opt.rate;
	if (prof_opt.adaptive) {
		/* no higher than the rate that samples every object (gap 1) */
		uint32_t max = 1;
		while (max < 1024 && prof_real_gap(c->unit, max) > 1)
			max *= 2;
		prof_rate_init(&c->ctl, 1, 1, max, prof_opt.threshold);
	}
	if (prof_map_init(&c->cur, 0) != 0 || prof_map_init(&c->prev, 0) != 0)
		return -1;
	rate_point(nclasses, c->rate);
	return nclasses++;
}

/* The estimated bytes an entry stands for at gap `gap` (0: not sampled). */
static double estimate(const CClass *c, uint16_t seq, uint32_t len, uint32_t gap)
{
	if (c->array) {
		uint32_t k = prof_array_sampled(seq, len, gap);
		return (double)k * c->unit * gap;
	}
	return prof_obj_sampled(seq, gap) ? (double)c->unit * gap : 0;
}

static void process(const QMsg *m)
{
	ProfOal o;
	ProfOalEntry *e;
	int cidx[PROF_OAL_MAX_CLASSES], ti;
	uint32_t i;
	uint16_t k;

	if (!prof_oal_decode(m->p, m->n, &o, &e)) {
		n_bad++;
		return;
	}
	for (k = 0; k < o.ncls; k++)
		cidx[k] = class_index(o.cls[k].name, o.cls[k].unit, o.cls[k].array);
	ti = thread_index(o.key, (int64_t)o.tid, o.name, (int)o.node);
	for (i = 0; ti >= 0 && i < o.n; i++) {
		CClass *c;
		double b;
		int a;

		if (cidx[e[i].cls] < 0)
			continue;
		c = &classes[cidx[e[i].cls]];
		if (prof_opt.accuracy) {
			for (a = 0; a < PROF_ACC_RATES; a++) {
				b = estimate(c, e[i].seq, e[i].len, prof_real_gap(c->unit, prof_acc_rate(a)));
				if (b > 0)
					(void)prof_round_add(&racc[a], e[i].gid, (uint32_t)cidx[e[i].cls], ti, b);
			}
			b = estimate(c, e[i].seq, e[i].len, prof_real_gap(c->unit, c->rate));
		} else {
			b = estimate(c, e[i].seq, e[i].len, o.cls[e[i].cls].gap);
		}
		if (b > 0)
			(void)prof_round_add(&round_main, e[i].gid, (uint32_t)cidx[e[i].cls], ti, b);
		n_entries++;
	}
	prof_oal_free(&o, e);
	n_msgs++;
}

static void broadcast_rate(const CClass *c)
{
	GosBuf b;
	int i;

	gos_buf_init(&b);
	gos_put_u8(&b, PROF_MSG_RATE);
	gos_put_string(&b, c->name);
	gos_put_u32(&b, c->rate);
	if (!b.oom)
		for (i = 1; i < gos_track_nodes(); i++)
			(void)gos_track_send(i, b.data, b.len);
	gos_buf_free(&b);
	prof_tcm_set_rate(c->name, c->rate);
}

/* Close the round: maps, and the adaptive rates. */
static void close_round(void)
{
	double t0 = now_s();
	ProfMap *per = NULL;
	int i, a;

	if (prof_opt.adaptive && nclasses) {
		per = malloc((size_t)nclasses * sizeof *per);
		if (per)
			for (i = 0; i < nclasses; i++) {
				prof_map_clear(&classes[i].cur);
				per[i] = classes[i].cur;
			}
	}
	(void)prof_round_close(&round_main, &total, per, per ? nclasses : 0);
	if (per) {
		for (i = 0; i < nclasses; i++) {
			CClass *c = &classes[i];
			double sum;
			c->cur = per[i];    /* the close may have grown it */
			sum = prof_map_total(&c->cur);
			if (sum <= 0)
				continue;
			prof_map_scale(&c->cur, 1.0 / sum);
			if (c->have_prev) {
				uint32_t old = c->rate;
				c->rate = prof_rate_step(&c->ctl, prof_e_abs(&c->cur, &c->prev));
				if (c->rate != old) {
					n_rate_changes++;
					rate_point(i, c->rate);
					broadcast_rate(c);
				}
			}
			prof_map_copy(&c->prev, &c->cur);
			c->have_prev = true;
		}
		free(per);
	}
	if (prof_opt.accuracy)
		for (a = 0; a < PROF_ACC_RATES; a++)
			(void)prof_round_close(&racc[a], &acc_total[a], NULL, 0);
	n_rounds++;
	map_seconds += now_s() - t0;
}

static void *coord_main(void *arg)
{
	double next = now_s() + prof_opt.round_ms / 1000.0;

	(void)arg;
	pthread_mutex_lock(&qmu);
	for (;;) {
		QMsg *m = qhead;
		if (m) {
			qhead = m->next;
			if (!qhead)
				qtail = NULL;
			qbytes -= m->n;
			pthread_mutex_unlock(&qmu);
			{
				double t0 = now_s();
				process(m);
				map_seconds += now_s() - t0;
			}
			free(m);
			if (now_s() >= next) {
				close_round();
				next = now_s() + prof_opt.round_ms / 1000.0;
			}
			pthread_mutex_lock(&qmu);
			continue;
		}
		if (finishing)
			break;
		{
			struct timespec ts;
			double d = next;
			if (now_s() >= next) {
				pthread_mutex_unlock(&qmu);
				close_round();
				next = now_s() + prof_opt.round_ms / 1000.0;
				pthread_mutex_lock(&qmu);
				continue;
			}
			clock_gettime(CLOCK_REALTIME, &ts);
			d = next - now_s();
			ts.tv_sec += (time_t)d;
			ts.tv_nsec += (long)((d - (double)(time_t)d) * 1e9);
			if (ts.tv_nsec >= 1000000000L) {
				ts.tv_sec++;
				ts.tv_nsec -= 1000000000L;
			}
			pthread_cond_timedwait(&qcv, &qmu, &ts);
		}
	}
	pthread_mutex_unlock(&qmu);
	close_round();
	return NULL;
}

static bool make_dir(const char *d, char *err, size_t errlen)
{
	char buf[600], *p;

	snprintf(buf, sizeof buf, "%s", d);
	for (p = buf + 1; *p; p++)
		if (*p == '/') {
			*p = 0;
			if (mkdir(buf, 0777) != 0 && errno != EEXIST)
				goto fail;
			*p = '/';
		}
	if (mkdir(buf, 0777) != 0 && errno != EEXIST)
		goto fail;
	return true;
fail:
	snprintf(err, errlen, "cannot make the output folder %s: %s", buf, strerror(errno));
	return false;
}

bool prof_coord_start(char *err, size_t errlen)
{
	int a;

	if (!make_dir(prof_opt.out, err, errlen))
		return false;
	prof_round_init(&round_main);
	if (prof_map_init(&total, 0) != 0) {
		snprintf(err, errlen, "out of memory");
		return false;
	}
	for (a = 0; a < PROF_ACC_RATES; a++)
		if ((prof_round_init(&racc[a]), prof_map_init(&acc_total[a], 0)) != 0) {
			snprintf(err, errlen, "out of memory");
			return false;
		}
	t_start = now_s();
	started = true;
	if (pthread_create(&coord, NULL, coord_main, NULL) != 0) {
		started = false;
		snprintf(err, errlen, "cannot start the profiler's coordinator thread");
		return false;
	}
	return true;
}

/* ------------------------------------------------------------- the end */

static int by_tid(const void *a, const void *b)
{
	const CThread *x = &threads[*(const int *)a], *y = &threads[*(const int *)b];

	if (x->tid != y->tid)
		return x->tid < y->tid ? -1 : 1;
	return x->key < y->key ? -1 : x->key > y->key;
}

/* m in output order: perm[i] is the coordinator's index of thread i. */
static void ordered(const ProfMap *m, const int *perm, ProfMap *out)
{
	int i, j;

	if (prof_map_init(out, nthreads) != 0)
		return;
	for (i = 0; i < nthreads; i++)
		for (j = 0; j < nthreads; j++)
			if (perm[i] < m->n && perm[j] < m->n)
				PROF_MAP_AT(out, i, j) = PROF_MAP_AT(m, perm[i], perm[j]);
}

void prof_coord_finish(void)
{
	ProfResult r;
	ProfResultThread *rt;
	ProfResultClass *rc;
	ProfMap map, acc[PROF_ACC_RATES];
	int *perm, i, a;

	if (!started)
		return;
	pthread_mutex_lock(&qmu);
	finishing = true;
	pthread_cond_signal(&qcv);
	pthread_mutex_unlock(&qmu);
	pthread_join(coord, NULL);

	memset(&r, 0, sizeof r);
	(void)gos_track_traffic(&r.gos_bytes, &r.prof_bytes, &r.gos_msgs, &r.missing);
	prof_tcm_counters(&r.nodes);
	pthread_mutex_lock(&qmu);
	started = false;
	for (i = 1; i < GOS_MAX_NODES_PROF; i++) {
		r.nodes.intervals += node_ctr[i].intervals;
		r.nodes.entries += node_ctr[i].entries;
		r.nodes.packed_bytes += node_ctr[i].packed_bytes;
		r.nodes.oal_msgs += node_ctr[i].oal_msgs;
		r.nodes.unsent_bytes += node_ctr[i].unsent_bytes;
	}
	r.dropped = n_dropped;
	pthread_mutex_unlock(&qmu);

	perm = malloc((size_t)(nthreads ? nthreads : 1) * sizeof *perm);
	rt = malloc((size_t)(nthreads ? nthreads : 1) * sizeof *rt);
	rc = malloc((size_t)(nclasses ? nclasses : 1) * sizeof *rc);
	if (!perm || !rt || !rc) {
		fprintf(stderr, "profiler: out of memory at the end of the run\n");
		free(perm);
		free(rt);
		free(rc);
		return;
	}
	for (i = 0; i < nthreads; i++)
		perm[i] = i;
	qsort(perm, (size_t)nthreads, sizeof *perm, by_tid);
	for (i = 0; i < nthreads; i++) {
		rt[i].name = threads[perm[i]].name;
		rt[i].tid = threads[perm[i]].tid;
		rt[i].node = threads[perm[i]].node;
	}
	for (i = 0; i < nclasses; i++) {
		rc[i].name = classes[i].name;
		rc[i].unit = classes[i].unit;
	}
	ordered(&total, perm, &map);
	if (prof_opt.accuracy)
		for (a = 0; a < PROF_ACC_RATES; a++)
			ordered(&acc_total[a], perm, &acc[a]);
	r.nthreads = nthreads;
	r.threads = rt;
	r.map = &map;
	r.acc = prof_opt.accuracy ? acc : NULL;
	r.nclasses = nclasses;
	r.classes = rc;
	r.npoints = npoints;
	r.points = points;
	r.run_seconds = now_s() - t_start;
	r.map_seconds = map_seconds;
	r.msgs = n_msgs;
	r.entries = n_entries;
	r.bad = n_bad;
	r.overflow = n_overflow;
	r.rounds = n_rounds;
	r.rate_changes = n_rate_changes;
	prof_output_write(&r);
	prof_map_free(&map);
	if (prof_opt.accuracy)
		for (a = 0; a < PROF_ACC_RATES; a++)
			prof_map_free(&acc[a]);
	free(perm);
	free(rt);
	free(rc);
}
