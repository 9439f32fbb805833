/*
 * prof_map.c - thread correlation maps and the per-round object table.
 *
 * A ProfMap accrues, for every pair of threads, the bytes of the objects
 * both accessed.  The coordinator builds one per round from the threads'
 * object access lists: prof_round_add turns the per-thread lists into
 * per-object sets of thread ids (a hash table keyed by the object id), and
 * prof_round_close adds every object's bytes to each pair of its sharers,
 * the O(M N^2) step of the paper, in the total map and in the map of the
 * object's class.  The error measures (1) and (2) of the paper compare a
 * map against a reference map.
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "prof_lib.h"

/* ---- ProfMap ---------------------------------------------------------- */

int prof_map_init(ProfMap *map, int n)
{
	map->n = 0;
	map->cap = 0;
	map->m = NULL;
	if (n < 0)
		return -1;
	return prof_map_resize(map, n);
}

void prof_map_free(ProfMap *map)
{
	free(map->m);
	map->m = NULL;
	map->n = 0;
	map->cap = 0;
}

int prof_map_resize(ProfMap *map, int n)
{
	int old = map->n, i;

	if (n <= old)
		return 0;
	if (n > map->cap) {
		int cap = map->cap * 2 > n ? map->cap * 2 : n;
		double *nm;

		if ((size_t)cap > SIZE_MAX / sizeof(double) / (size_t)cap)
			return -1;
		nm = calloc((size_t)cap * (size_t)cap, sizeof(double));
		if (nm == NULL)
			return -1;
		for (i = 0; i < old; i++)
			memcpy(nm + (size_t)i * n, map->m + (size_t)i * old,
			       (size_t)old * sizeof(double));
		free(map->m);
		map->m = nm;
		map->cap = cap;
		map->n = n;
		return 0;
	}
	/* In place: the stride grows from old to n, so rows move to higher
	 * addresses; moving the last row first never overwrites a row that
	 * has yet to move. */
	for (i = old - 1; i >= 0; i--) {
		double *row = map->m + (size_t)i * n;

		memmove(row, map->m + (size_t)i * old,
			(size_t)old * sizeof(double));
		memset(row + old, 0, (size_t)(n - old) * sizeof(double));
	}
	memset(map->m + (size_t)old * n, 0,
	       (size_t)(n - old) * (size_t)n * sizeof(double));
	map->n = n;
	return 0;
}

void prof_map_clear(ProfMap *map)
{
	if (map->n > 0)
		memset(map->m, 0, (size_t)map->n * map->n * sizeof(double));
}

int prof_map_copy(ProfMap *dst, const ProfMap *src)
{
	if (dst == src)
		return 0;
	if (src->n > dst->cap) {
		ProfMap fresh;

		if (prof_map_init(&fresh, src->n) != 0)
			return -1;
		prof_map_free(dst);
		*dst = fresh;
	}
	dst->n = src->n;
	if (src->n > 0)
		memcpy(dst->m, src->m,
		       (size_t)src->n * src->n * sizeof(double));
	return 0;
}

int prof_map_add(ProfMap *dst, const ProfMap *src)
{
	int i, j;

	if (prof_map_resize(dst, src->n) != 0)
		return -1;
	for (i = 0; i < src->n; i++)
		for (j = 0; j < src->n; j++)
			PROF_MAP_AT(dst, i, j) += PROF_MAP_AT(src, i, j);
	return 0;
}

void prof_map_scale(ProfMap *map, double factor)
{
	size_t k, nn = (size_t)map->n * map->n;

	for (k = 0; k < nn; k++)
		map->m[k] *= factor;
}

double prof_map_total(const ProfMap *map)
{
	size_t k, nn = (size_t)map->n * map->n;
	double sum = 0;

	for (k = 0; k < nn; k++)
		sum += map->m[k];
	return sum;
}

void prof_map_add_sharers(ProfMap *map, const int *threads, int k,
			  double bytes)
{
	int a, b;

	for (a = 0; a < k; a++) {
		int i = threads[a];

		if (i < 0 || i >= map->n)
			continue;
		for (b = a + 1; b < k; b++) {
			int j = threads[b];

			if (j < 0 || j >= map->n || j == i)
				continue;
			PROF_MAP_AT(map, i, j) += bytes;
			PROF_MAP_AT(map, j, i) += bytes;
		}
	}
}

static double entry(const ProfMap *map, int i, int j)
{
	return i < map->n && j < map->n ? PROF_MAP_AT(map, i, j) : 0.0;
}

/* Sums over the padded n x n square: num of f(a-b), den of f(b), and
 * whether a has a nonzero entry; f is |x| or x^2. */
static void error_sums(const ProfMap *a, const ProfMap *b, bool square,
		       double *num, double *den, bool *a_nonzero)
{
	int n = a->n > b->n ? a->n : b->n, i, j;

	*num = 0;
	*den = 0;
	*a_nonzero = false;
	for (i = 0; i < n; i++)
		for (j = 0; j < n; j++) {
			double va = entry(a, i, j), vb = entry(b, i, j);
			double d = va - vb;

			*num += square ? d * d : fabs(d);
			*den += square ? vb * vb : fabs(vb);
			if (va != 0)
				*a_nonzero = true;
		}
}

double prof_e_abs(const ProfMap *a, const ProfMap *b)
{
	double num, den;
	bool nz;

	error_sums(a, b, false, &num, &den, &nz);
	if (den == 0)
		return nz ? 1.0 : 0.0;
	return num / den;
}

double prof_e_euc(const ProfMap *a, const ProfMap *b)
{
	double num, den;
	bool nz;

	error_sums(a, b, true, &num, &den, &nz);
	if (den == 0)
		return nz ? 1.0 : 0.0;
	return sqrt(num) / sqrt(den);
}

double prof_accuracy(double error)
{
	return error >= 1.0 || isnan(error) ? 0.0 : 1.0 - error;
}

/* ---- ProfRound -------------------------------------------------------- */

#define ROUND_MIN_CAP 64

/* splitmix64's finaliser: object ids are often addresses or counters, so
 * their low bits alone would cluster. */
static size_t hash_id(uint64_t id)
{
	id ^= id >> 30;
	id *= 0xbf58476d1ce4e5b9ULL;
	id ^= id >> 27;
	id *= 0x94d049bb133111ebULL;
	id ^= id >> 31;
	return (size_t)id;
}

void prof_round_init(ProfRound *round)
{
	round->cap = 0;
	round->count = 0;
	round->slot = NULL;
}

void prof_round_free(ProfRound *round)
{
	size_t k;

	for (k = 0; k < round->cap; k++)
		if (round->slot[k].used && round->slot[k].thr != round->slot[k].inl)
			free(round->slot[k].thr);
	free(round->slot);
	prof_round_init(round);
}

/* The slot holding id, or the empty slot where it belongs. */
static ProfRoundObj *find_slot(ProfRoundObj *slot, size_t cap, uint64_t id)
{
	size_t k = hash_id(id) & (cap - 1);

	while (slot[k].used && slot[k].id != id)
		k = (k + 1) & (cap - 1);
	return &slot[k];
}

static int grow_table(ProfRound *round)
{
	size_t cap = round->cap ? round->cap * 2 : ROUND_MIN_CAP, k;
	ProfRoundObj *ns;

	if (cap > SIZE_MAX / sizeof(ProfRoundObj))
		return -1;
	ns = calloc(cap, sizeof(ProfRoundObj));
	if (ns == NULL)
		return -1;
	for (k = 0; k < round->cap; k++) {
		ProfRoundObj *o = &round->slot[k], *d;

		if (!o->used)
			continue;
		d = find_slot(ns, cap, o->id);
		*d = *o;
		/* the inline set moved with the struct */
		if (o->thr == o->inl)
			d->thr = d->inl;
	}
	free(round->slot);
	round->slot = ns;
	round->cap = cap;
	return 0;
}

/* Inserts t into o's sorted thread set unless present. */
static int add_thread(ProfRoundObj *o, uint16_t t)
{
	int lo = 0, hi = o->nthr;

	while (lo < hi) {
		int mid = (lo + hi) / 2;

		if (o->thr[mid] < t)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < o->nthr && o->thr[lo] == t)
		return 0;
	if (o->nthr == o->thr_cap) {
		uint16_t cap = (uint16_t)(o->thr_cap * 2);
		uint16_t *nt;

		if (o->thr == o->inl) {
			nt = malloc(cap * sizeof(uint16_t));
			if (nt != NULL)
				memcpy(nt, o->inl, o->nthr * sizeof(uint16_t));
		} else {
			nt = realloc(o->thr, cap * sizeof(uint16_t));
		}
		if (nt == NULL)
			return -1;
		o->thr = nt;
		o->thr_cap = cap;
	}
	memmove(&o->thr[lo + 1], &o->thr[lo],
		(size_t)(o->nthr - lo) * sizeof(uint16_t));
	o->thr[lo] = t;
	o->nthr++;
	return 0;
}

int prof_round_add(ProfRound *round, uint64_t object_id,
		   uint32_t class_index, int thread, double bytes)
{
	ProfRoundObj *o;

	if (thread < 0 || thread >= PROF_MAX_THREADS)
		return -1;
	if ((round->count + 1) * 2 > round->cap && grow_table(round) != 0)
		return -1;
	o = find_slot(round->slot, round->cap, object_id);
	if (!o->used) {
		o->used = true;
		o->id = object_id;
		o->class_index = class_index;
		o->nthr = 0;
		o->thr_cap = PROF_ROUND_INLINE;
		o->thr = o->inl;
		o->bytes = bytes;
		round->count++;
	} else if (bytes > o->bytes) {
		o->bytes = bytes;
	}
	return add_thread(o, (uint16_t)thread);
}

int prof_round_close(ProfRound *round, ProfMap *total, ProfMap *per_class,
		     int nclass)
{
	int ids[PROF_MAX_THREADS];
	int status = 0;
	size_t k;

	for (k = 0; k < round->cap; k++) {
		ProfRoundObj *o = &round->slot[k];
		int i, need;

		if (!o->used || o->nthr < 2)
			continue;
		for (i = 0; i < o->nthr; i++)
			ids[i] = o->thr[i];
		/* the set is sorted, so its last id is the largest */
		need = ids[o->nthr - 1] + 1;
		if (total != NULL) {
			if (prof_map_resize(total, need) != 0)
				status = -1;
			else
				prof_map_add_sharers(total, ids, o->nthr, o->bytes);
		}
		if (per_class != NULL && nclass > 0 &&
		    o->class_index < (uint32_t)nclass) {
			ProfMap *cm = &per_class[o->class_index];

			if (prof_map_resize(cm, need) != 0)
				status = -1;
			else
				prof_map_add_sharers(cm, ids, o->nthr, o->bytes);
		}
	}
	prof_round_free(round);
	return status;
}
