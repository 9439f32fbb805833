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
#include <json-c/json.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "gos.h"
#include "prof_internal.h"

#define GOS_MAX_NODES_PROF 1024   /* nodes whose totals are kept */
#define NACC 12                 /* 1X .. 1024X, then full */
#define ACC_FULL (NACC - 1)

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

typedef struct RatePoint {
	double t;
	int cls;
	uint32_t rate;
} RatePoint;

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
static ProfRound round_main, racc[NACC];
static ProfMap total, acc_total[NACC];
static RatePoint *points;
static size_t npoints, cappoints;
static uint64_t n_rate_changes, n_msgs, n_entries, n_bad, n_dropped, n_rounds, n_overflow, oal_bytes_in;
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
		RatePoint *np = realloc(points, cap * sizeof *np);
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

static uint32_t acc_rate(int k)
{
	return k == ACC_FULL ? 0 : 1u << k;
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
			for (a = 0; a < NACC; a++) {
				b = estimate(c, e[i].seq, e[i].len, prof_real_gap(c->unit, acc_rate(a)));
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
	oal_bytes_in += m->n;
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
		for (a = 0; a < NACC; a++)
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
	for (a = 0; a < NACC; a++)
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

/* ------------------------------------------------------------ outputs */

static int by_tid(const void *a, const void *b)
{
	const CThread *x = &threads[*(const int *)a], *y = &threads[*(const int *)b];

	if (x->tid != y->tid)
		return x->tid < y->tid ? -1 : 1;
	return x->key < y->key ? -1 : x->key > y->key;
}

/* m in thread order (Java thread ids), n = nthreads. */
static void ordered(const ProfMap *m, const int *perm, ProfMap *out)
{
	int i, j;

	(void)prof_map_init(out, nthreads);
	for (i = 0; i < nthreads; i++)
		for (j = 0; j < nthreads; j++)
			if (perm[i] < m->n && perm[j] < m->n)
				out->m[i * out->n + j] = m->m[perm[i] * m->n + perm[j]];
}

static void path_of(char *buf, size_t cap, const char *file)
{
	snprintf(buf, cap, "%s/%s", prof_opt.out, file);
}

static void warn_err(const char *what, const char *err)
{
	fprintf(stderr, "profiler: cannot write %s: %s\n", what, err);
}

static void write_map(const char *base, const char *title, const ProfMap *m, const char **labels)
{
	char path[700], err[256], file[64];

	snprintf(file, sizeof file, "%s.csv", base);
	path_of(path, sizeof path, file);
	if (prof_write_map_csv(path, m, labels, err, sizeof err) != 0)
		warn_err(path, err);
	snprintf(file, sizeof file, "%s.svg", base);
	path_of(path, sizeof path, file);
	if (prof_write_map_svg(path, m, labels, title, err, sizeof err) != 0)
		warn_err(path, err);
	snprintf(file, sizeof file, "%s.png", base);
	path_of(path, sizeof path, file);
	(void)prof_write_map_png(path, m, labels, title, err, sizeof err);  /* none without libpng */
}

void prof_coord_finish(void)
{
	char path[700], err[256], rate[32], buf[256];
	const char **labels;
	int *perm, i, a;
	ProfMap out;
	uint64_t gos_bytes = 0, prof_bytes = 0, gos_msgs = 0;
	int missing = 0;
	ProfNodeCounters nc;
	json_object *js;
	double abs_abs[NACC], abs_euc[NACC], rel_abs[NACC], rel_euc[NACC];
	ProfHtmlItem rows[16];
	int nrows = 0;
	ProfHtmlItem images[4];
	int nimages = 0;

	if (!started)
		return;
	pthread_mutex_lock(&qmu);
	finishing = true;
	pthread_cond_signal(&qcv);
	pthread_mutex_unlock(&qmu);
	pthread_join(coord, NULL);
	pthread_mutex_lock(&qmu);
	started = false;
	pthread_mutex_unlock(&qmu);

	(void)gos_track_traffic(&gos_bytes, &prof_bytes, &gos_msgs, &missing);
	prof_tcm_counters(&nc);
	pthread_mutex_lock(&qmu);
	for (i = 1; i < GOS_MAX_NODES_PROF; i++) {
		nc.intervals += node_ctr[i].intervals;
		nc.entries += node_ctr[i].entries;
		nc.packed_bytes += node_ctr[i].packed_bytes;
		nc.oal_msgs += node_ctr[i].oal_msgs;
		nc.unsent_bytes += node_ctr[i].unsent_bytes;
	}
	pthread_mutex_unlock(&qmu);
	perm = malloc((size_t)(nthreads ? nthreads : 1) * sizeof *perm);
	labels = malloc((size_t)(nthreads ? nthreads : 1) * sizeof *labels);
	if (!perm || !labels)
		return;
	for (i = 0; i < nthreads; i++)
		perm[i] = i;
	qsort(perm, (size_t)nthreads, sizeof *perm, by_tid);
	for (i = 0; i < nthreads; i++)
		labels[i] = threads[perm[i]].name;

	if (prof_opt.adaptive)
		snprintf(rate, sizeof rate, "adaptive");
	else
		prof_rate_name(prof_opt.rate, rate, sizeof rate);
	ordered(&total, perm, &out);
	snprintf(buf, sizeof buf, "Thread correlation map (bytes shared, sampling %s)", rate);
	write_map("tcm", buf, &out, labels);
	prof_map_free(&out);

	js = json_object_new_object();
	json_object_object_add(js, "rate", json_object_new_string(rate));
	json_object_object_add(js, "threads", json_object_new_int(nthreads));
	json_object_object_add(js, "oal_bytes", json_object_new_int64((int64_t)prof_bytes));
	json_object_object_add(js, "oal_messages", json_object_new_int64((int64_t)n_msgs));
	json_object_object_add(js, "oal_bytes_unsent", json_object_new_int64((int64_t)nc.unsent_bytes));
	json_object_object_add(js, "oal_bytes_collected", json_object_new_int64((int64_t)nc.packed_bytes));
	json_object_object_add(js, "intervals", json_object_new_int64((int64_t)nc.intervals));
	json_object_object_add(js, "entries_collected", json_object_new_int64((int64_t)nc.entries));
	json_object_object_add(js, "transfer", json_object_new_boolean(prof_opt.transfer));
	json_object_object_add(js, "gos_bytes", json_object_new_int64((int64_t)gos_bytes));
	json_object_object_add(js, "gos_messages", json_object_new_int64((int64_t)gos_msgs));
	json_object_object_add(js, "nodes_not_answering", json_object_new_int(missing));
	json_object_object_add(js, "entries", json_object_new_int64((int64_t)n_entries));
	json_object_object_add(js, "rounds", json_object_new_int64((int64_t)n_rounds));
	json_object_object_add(js, "rate_changes", json_object_new_int64((int64_t)n_rate_changes));
	json_object_object_add(js, "dropped_messages", json_object_new_int64((int64_t)n_dropped));
	json_object_object_add(js, "bad_messages", json_object_new_int64((int64_t)n_bad));
	json_object_object_add(js, "threads_left_out", json_object_new_int64((int64_t)n_overflow));
	json_object_object_add(js, "map_seconds", json_object_new_double(map_seconds));
	json_object_object_add(js, "run_seconds", json_object_new_double(now_s() - t_start));
	{
		json_object *ja = json_object_new_array();
		for (i = 0; i < nthreads; i++) {
			json_object *jt = json_object_new_object();
			json_object_object_add(jt, "name", json_object_new_string(threads[perm[i]].name));
			json_object_object_add(jt, "id", json_object_new_int64(threads[perm[i]].tid));
			json_object_object_add(jt, "node", json_object_new_int(threads[perm[i]].node));
			json_object_array_add(ja, jt);
		}
		json_object_object_add(js, "thread_list", ja);
	}

	/* rates over time */
	path_of(path, sizeof path, "rates.csv");
	{
		FILE *f = fopen(path, "w");
		if (f) {
			size_t p;
			fprintf(f, "seconds,class,rate\n");
			for (p = 0; p < npoints; p++) {
				char rn[32];
				fprintf(f, "%.3f,\"%s\",%s\n", points[p].t, classes[points[p].cls].name,
					prof_rate_name(points[p].rate, rn, sizeof rn));
			}
			fclose(f);
		} else {
			warn_err(path, strerror(errno));
		}
	}
	if (nclasses) {
		const char **names = malloc((size_t)nclasses * sizeof *names);
		int *np = calloc((size_t)nclasses, sizeof *np);
		double **xs = calloc((size_t)nclasses, sizeof *xs), **ys = calloc((size_t)nclasses, sizeof *ys);
		double end = now_s() - t_start;
		if (names && np && xs && ys) {
			for (i = 0; i < nclasses; i++) {
				size_t p;
				names[i] = classes[i].name;
				xs[i] = malloc((npoints + 1) * sizeof **xs);
				ys[i] = malloc((npoints + 1) * sizeof **ys);
				if (!xs[i] || !ys[i])
					continue;
				for (p = 0; p < npoints; p++)
					if (points[p].cls == i) {
						xs[i][np[i]] = points[p].t;
						ys[i][np[i]++] = points[p].rate ? points[p].rate : 4096.0 / classes[i].unit;
					}
				if (np[i]) {   /* hold the last rate to the end */
					xs[i][np[i]] = end;
					ys[i][np[i]] = ys[i][np[i] - 1];
					np[i]++;
				}
			}
			path_of(path, sizeof path, "rates.svg");
			if (prof_write_series_svg(path, "Sampling rate of each class over time",
						  "rate (samples per 4 KB page)", nclasses, names, np,
						  (const double *const *)xs, (const double *const *)ys, true,
						  err, sizeof err) != 0)
				warn_err(path, err);
			images[nimages].a = "rates.svg";
			images[nimages++].b = "Sampling rate of each class over the run (rates.csv)";
		}
		for (i = 0; xs && ys && i < nclasses; i++) {
			free(xs[i]);
			free(ys[i]);
		}
		free(names);
		free(np);
		free(xs);
		free(ys);
	}

	if (prof_opt.accuracy) {
		FILE *f;
		json_object *jacc = json_object_new_object();
		ordered(&acc_total[ACC_FULL], perm, &out);
		write_map("tcm-full", "Thread correlation map at full sampling (bytes shared)", &out, labels);
		prof_map_free(&out);
		path_of(path, sizeof path, "accuracy.csv");
		f = fopen(path, "w");
		if (f)
			fprintf(f, "rate,abs_abs,abs_euc,rel_abs,rel_euc\n");
		for (a = 0; a < ACC_FULL; a++) {
			const ProfMap *hi = &acc_total[a + 1];
			json_object *jr = json_object_new_object();
			char rn[32];
			abs_abs[a] = 1 - prof_e_abs(&acc_total[a], &acc_total[ACC_FULL]);
			abs_euc[a] = 1 - prof_e_euc(&acc_total[a], &acc_total[ACC_FULL]);
			rel_abs[a] = 1 - prof_e_abs(&acc_total[a], hi);
			rel_euc[a] = 1 - prof_e_euc(&acc_total[a], hi);
#define CLAMP(x) ((x) < 0 ? 0 : (x))
			abs_abs[a] = CLAMP(abs_abs[a]);
			abs_euc[a] = CLAMP(abs_euc[a]);
			rel_abs[a] = CLAMP(rel_abs[a]);
			rel_euc[a] = CLAMP(rel_euc[a]);
			prof_rate_name(acc_rate(a), rn, sizeof rn);
			if (f)
				fprintf(f, "%s,%.6f,%.6f,%.6f,%.6f\n", rn, abs_abs[a], abs_euc[a], rel_abs[a],
					rel_euc[a]);
			json_object_object_add(jr, "abs_abs", json_object_new_double(abs_abs[a]));
			json_object_object_add(jr, "abs_euc", json_object_new_double(abs_euc[a]));
			json_object_object_add(jr, "rel_abs", json_object_new_double(rel_abs[a]));
			json_object_object_add(jr, "rel_euc", json_object_new_double(rel_euc[a]));
			json_object_object_add(jacc, rn, jr);
		}
		if (f)
			fclose(f);
		json_object_object_add(js, "accuracy", jacc);
		{
			const char *names[4] = { "absolute (ABS)", "absolute (EUC)", "relative (ABS)",
						 "relative (EUC)" };
			double x[ACC_FULL];
			const double *xs[4], *ys[4] = { abs_abs, abs_euc, rel_abs, rel_euc };
			int np[4];
			for (a = 0; a < ACC_FULL; a++)
				x[a] = acc_rate(a);
			for (i = 0; i < 4; i++) {
				xs[i] = x;
				np[i] = ACC_FULL;
			}
			path_of(path, sizeof path, "accuracy.svg");
			if (prof_write_series_svg(path, "Correlation tracking accuracy against the sampling rate",
						  "accuracy (1 - E)", 4, names, np, xs, ys, false, err,
						  sizeof err) != 0)
				warn_err(path, err);
			images[nimages].a = "accuracy.svg";
			images[nimages++].b = "Accuracy per sampling rate: absolute against full sampling, "
					      "relative against the next higher rate (accuracy.csv)";
		}
	}

	path_of(path, sizeof path, "summary.json");
	if (json_object_to_file_ext(path, js, JSON_C_TO_STRING_PRETTY) != 0)
		warn_err(path, json_util_get_last_err());
	json_object_put(js);

	/* the one-page summary */
	{
		static char vals[16][128];
		ProfHtml h;
		static const ProfHtmlItem links[5] = {
			{ "tcm.csv", "the map (CSV)" }, { "summary.json", "all figures (JSON)" },
			{ "rates.csv", "rates over time (CSV)" },
			{ "accuracy.csv", "accuracy per rate (CSV)" },
			{ "tcm-full.csv", "the map at full sampling (CSV)" }
		};
#define ROW(l, ...) do { snprintf(vals[nrows], sizeof vals[nrows], __VA_ARGS__); \
			rows[nrows].a = (l); rows[nrows].b = vals[nrows]; nrows++; } while (0)
		ROW("sampling rate", "%s%s%s", rate, prof_opt.exact ? " (exact: every access)" : "",
		    prof_opt.transfer ? "" : " (transfer off: OALs collected, not sent)");
		ROW("threads", "%d", nthreads);
		ROW("intervals", "%llu", (unsigned long long)nc.intervals);
		ROW("OAL entries", "%llu collected, %llu received in %llu messages",
		    (unsigned long long)nc.entries, (unsigned long long)n_entries, (unsigned long long)n_msgs);
		ROW("OAL bytes sent / all object-space bytes", "%llu / %llu (%.2f%%)",
		    (unsigned long long)prof_bytes, (unsigned long long)gos_bytes,
		    gos_bytes ? 100.0 * (double)prof_bytes / (double)gos_bytes : 0.0);
		ROW("map computing time", "%.3f s in %llu rounds of %u ms", map_seconds,
		    (unsigned long long)n_rounds, prof_opt.round_ms);
		if (n_dropped || n_bad || n_overflow)
			ROW("left out", "%llu messages dropped (queue full), %llu malformed, %llu threads "
			    "over %d", (unsigned long long)n_dropped, (unsigned long long)n_bad,
			    (unsigned long long)n_overflow, PROF_MAX_THREADS);
		if (prof_opt.accuracy)
			ROW("absolute accuracy at 4X", "%.4f (ABS), %.4f (EUC)", abs_abs[2], abs_euc[2]);
		memmove(images + 1, images, (size_t)nimages * sizeof *images);
		images[0].a = "tcm.svg";
		images[0].b = "Thread correlation map: bytes of objects each pair of threads shared";
		nimages++;
		memset(&h, 0, sizeof h);
		h.title = "Ristretto thread correlation profile";
		h.rows = rows;
		h.nrows = nrows;
		h.images = images;
		h.nimages = nimages;
		h.links = links;
		h.nlinks = prof_opt.accuracy ? 5 : 3;
		path_of(path, sizeof path, "index.html");
		if (prof_write_html(path, &h, err, sizeof err) != 0)
			warn_err(path, err);
	}
	if (prof_opt.transfer)
		fprintf(stderr, "profiler: thread correlation map of %d thread%s written to %s/index.html\n",
			nthreads, nthreads == 1 ? "" : "s", prof_opt.out);
	else
		fprintf(stderr, "profiler: transfer=off: %llu OAL entries (%llu bytes) collected and not "
			"sent, so no map; figures in %s/index.html\n", (unsigned long long)nc.entries,
			(unsigned long long)nc.packed_bytes, prof_opt.out);
	free(perm);
	free(labels);
}
