/*
 * gos_notice.c -- write notices: the home's write log and the vectors
 * that carry knowledge of it through synchronisation (pure: no VM, so
 * the Check suite tests it alone).
 *
 * Every write that reaches a home copy -- a diff applied for another
 * node, or a write of the home's own threads found at its next release --
 * is appended to the home's write log: the object's global id and its new
 * version under the next sequence number. A version counts the writes of
 * one object and travels with it when its home moves (gos_hlrc.c), so
 * versions of an object compare wherever they were logged. A node's
 * knowledge is a vector over homes: known[h] = s means every write logged
 * at h up to s has been taken into account (cached copies older than it
 * invalidated). A release hands on the releaser's vector (its knowledge
 * plus the sequence numbers its own diffs got); lock grants, volatile
 * reads, CAS answers and thread starts hand that vector to the acquirer,
 * who asks each home for the log entries between what it knows and what
 * the vector says, and invalidates exactly those copies whose version is
 * older than the entry's. Because a vector carries everything its releaser
 * knew, notices are transitive (ARCHITECTURE.md §4).
 *
 * The log is bounded: it keeps at most `max` entries, and entries every
 * node has said it knows are dropped (gos_wlog_prune). An acquirer that
 * asks for entries no longer kept is told so, and invalidates every copy
 * of that home instead -- slower, never wrong.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "gos_space.h"

void gos_wlog_init(GosWlog *l, size_t max)
{
	memset(l, 0, sizeof *l);
	l->base = 1;
	l->max = max < 2 ? 2 : max;
}

void gos_wlog_free(GosWlog *l)
{
	free(l->gids);
	free(l->vers);
	memset(l, 0, sizeof *l);
}

/* Entries kept: base .. last. */
static size_t kept(const GosWlog *l)
{
	return l->last >= l->base ? (size_t)(l->last - l->base + 1) : 0;
}

void gos_wlog_prune(GosWlog *l, uint64_t upto)
{
	size_t drop, n = kept(l);

	if (upto < l->base)
		return;
	if (upto > l->last)
		upto = l->last;
	drop = (size_t)(upto - l->base + 1);
	if (drop > n)
		drop = n;
	memmove(l->gids, l->gids + drop, (n - drop) * sizeof *l->gids);
	memmove(l->vers, l->vers + drop, (n - drop) * sizeof *l->vers);
	l->base += drop;
}

uint64_t gos_wlog_append(GosWlog *l, uint64_t gid, uint64_t version)
{
	size_t n = kept(l);

	if (n >= l->max) {
		/* full: forget the older half (acquirers that still need it
		 * invalidate the whole home instead) */
		gos_wlog_prune(l, l->base + n / 2 - 1);
		n = kept(l);
	}
	if (n == l->cap) {
		size_t cap = l->cap ? l->cap * 2 : 256;
		uint64_t *g, *v;
		if (cap > l->max)
			cap = l->max;
		g = realloc(l->gids, cap * sizeof *g);
		if (!g)
			return 0;
		l->gids = g;
		v = realloc(l->vers, cap * sizeof *v);
		if (!v)
			return 0;
		l->vers = v;
		l->cap = cap;
	}
	l->gids[n] = gid;
	l->vers[n] = version;
	return ++l->last;
}

bool gos_wlog_put_range(const GosWlog *l, uint64_t from, uint64_t to, GosBuf *b)
{
	uint64_t s;
	bool whole = true;

	if (to > l->last)
		to = l->last;
	if (from >= to) {
		gos_put_u8(b, 0);
		gos_put_u64(b, from > to ? from : to);
		gos_put_u32(b, 0);
		return true;
	}
	if (from + 1 < l->base) {
		whole = false;
		from = l->base - 1;
		if (from > to)
			from = to;      /* all of (from, to] is gone */
	}
	gos_put_u8(b, !whole);
	gos_put_u64(b, to);
	gos_put_u32(b, (uint32_t)(to - from));
	for (s = from + 1; s <= to; s++) {
		gos_put_u64(b, l->gids[s - l->base]);
		gos_put_u64(b, l->vers[s - l->base]);
	}
	return whole;
}

void gos_vec_max(uint64_t *dst, const uint64_t *src, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (src[i] > dst[i])
			dst[i] = src[i];
}

bool gos_vec_covers(const uint64_t *a, const uint64_t *b, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (b[i] > a[i])
			return false;
	return true;
}

void gos_vec_put(GosBuf *b, const uint64_t *v, int n)
{
	int i;

	gos_put_u16(b, (uint16_t)n);
	for (i = 0; i < n; i++)
		gos_put_u64(b, v ? v[i] : 0);
}

bool gos_vec_get(GosReader *r, uint64_t *v, int n)
{
	int i;

	if (gos_get_u16(r) != (uint16_t)n || r->failed)
		return false;
	for (i = 0; i < n; i++)
		v[i] = gos_get_u64(r);
	return !r->failed;
}

bool gos_notices_get(GosReader *r, int home, bool *pruned, uint64_t *upto,
		     void (*add)(void *arg, uint64_t gid, uint64_t version), void *arg)
{
	uint32_t n, i;
	uint64_t u;

	*pruned = gos_get_u8(r) != 0;
	u = gos_get_u64(r);
	if (upto)
		*upto = u;
	n = gos_get_u32(r);
	if (r->failed || (size_t)n > (r->len - r->pos) / 16)
		return false;
	for (i = 0; i < n; i++) {
		uint64_t gid = gos_get_u64(r), version = gos_get_u64(r);
		if ((home >= 0 && GOS_GID_HOME(gid) != home) || version == 0)
			return false;
		if (add)
			add(arg, gid, version);
	}
	return !r->failed;
}

bool gos_sync_split(GosReader *r, uint64_t *vec, int nodes, GosReader *notices)
{
	size_t start;
	bool pruned;

	if (!gos_vec_get(r, vec, nodes))
		return false;
	start = r->pos;
	if (!gos_notices_get(r, -1, &pruned, NULL, NULL, NULL))   /* when applied */
		return false;
	gos_reader_init(notices, r->p + start, r->pos - start);
	return true;
}
