/*
 * prof_oal.c -- the OAL message, both ways (its layout: prof_internal.h).
 *
 * The node side packs one thread's interval (prof_tcm.c), the coordinator
 * unpacks it (prof_coord.c); both go through here, so the two ends cannot
 * disagree, and the unit tests (tests/unit/profiler/check_oal.c) run a
 * real encoding and its every truncation and mutation through the decoder.
 * The decoder trusts nothing: counts are bounded before anything is
 * allocated, every class index is checked, a gap of 0 is refused, and a
 * message with bytes left over is malformed.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "gos.h"
#include "prof_internal.h"

bool prof_oal_encode(GosBuf *b, const ProfOal *o, const ProfOalEntry *e)
{
	uint32_t i;
	uint16_t k;

	if (o->ncls > PROF_OAL_MAX_CLASSES || o->n > PROF_OAL_MAX_ENTRIES)
		return false;
	for (i = 0; i < o->n; i++)
		if (e[i].cls >= o->ncls)
			return false;
	gos_put_u8(b, PROF_MSG_OAL);
	gos_put_u64(b, o->key);
	gos_put_u64(b, o->tid);
	gos_put_string(b, o->name);
	gos_put_u32(b, o->node);
	gos_put_string(b, o->start);
	gos_put_string(b, o->end);
	gos_put_u16(b, o->ncls);
	for (k = 0; k < o->ncls; k++) {
		gos_put_string(b, o->cls[k].name);
		gos_put_u32(b, o->cls[k].gap);
		gos_put_u32(b, o->cls[k].unit);
		gos_put_u8(b, o->cls[k].array);
	}
	gos_put_u32(b, o->n);
	for (i = 0; i < o->n; i++) {
		gos_put_u64(b, e[i].gid);
		gos_put_u16(b, e[i].cls);
		gos_put_u16(b, e[i].seq);
		gos_put_u32(b, e[i].len);
	}
	return !b->oom;
}

bool prof_oal_decode(const uint8_t *p, size_t n, ProfOal *o, ProfOalEntry **entries)
{
	GosReader r;
	ProfOalEntry *e = NULL;
	uint32_t i;
	uint16_t k;

	*entries = NULL;
	memset(o, 0, sizeof *o);
	gos_reader_init(&r, p, n);
	if (gos_get_u8(&r) != PROF_MSG_OAL)
		return false;
	o->key = gos_get_u64(&r);
	o->tid = gos_get_u64(&r);
	if (!gos_get_string(&r, o->name, sizeof o->name))
		return false;
	o->node = gos_get_u32(&r);
	if (!gos_get_string(&r, o->start, sizeof o->start) ||
	    !gos_get_string(&r, o->end, sizeof o->end))
		return false;
	o->ncls = gos_get_u16(&r);
	/* a class takes at least 11 bytes: a count the message cannot hold is
	 * refused before anything is allocated */
	if (r.failed || o->ncls > PROF_OAL_MAX_CLASSES || (size_t)o->ncls * 11 > n - r.pos)
		goto bad;
	if (o->ncls && !(o->cls = calloc(o->ncls, sizeof *o->cls)))
		goto bad;
	for (k = 0; k < o->ncls; k++) {
		if (!gos_get_string(&r, o->cls[k].name, sizeof o->cls[k].name))
			goto bad;
		o->cls[k].gap = gos_get_u32(&r);
		o->cls[k].unit = gos_get_u32(&r);
		o->cls[k].array = gos_get_u8(&r) != 0;
		if (r.failed || !o->cls[k].gap)
			goto bad;
	}
	o->n = gos_get_u32(&r);
	/* each entry takes 16 bytes */
	if (r.failed || o->n > PROF_OAL_MAX_ENTRIES || (size_t)o->n * 16 > n - r.pos)
		goto bad;
	if (o->n && !(e = malloc((size_t)o->n * sizeof *e)))
		goto bad;
	for (i = 0; i < o->n; i++) {
		e[i].gid = gos_get_u64(&r);
		e[i].cls = gos_get_u16(&r);
		e[i].seq = gos_get_u16(&r);
		e[i].len = gos_get_u32(&r);
		if (r.failed || e[i].cls >= o->ncls)
			goto bad;
	}
	if (gos_reader_finish(&r) != GOS_OK)
		goto bad;
	*entries = e;
	return true;
bad:
	free(e);
	free(o->cls);
	o->cls = NULL;
	return false;
}

void prof_oal_free(ProfOal *o, ProfOalEntry *entries)
{
	free(o->cls);
	o->cls = NULL;
	free(entries);
}

void prof_counters_encode(GosBuf *b, const ProfNodeCounters *c)
{
	gos_put_u8(b, PROF_MSG_COUNTERS);
	gos_put_u64(b, c->intervals);
	gos_put_u64(b, c->entries);
	gos_put_u64(b, c->packed_bytes);
	gos_put_u64(b, c->oal_msgs);
	gos_put_u64(b, c->unsent_bytes);
}

bool prof_counters_decode(const uint8_t *p, size_t n, ProfNodeCounters *c)
{
	GosReader r;

	gos_reader_init(&r, p, n);
	if (gos_get_u8(&r) != PROF_MSG_COUNTERS)
		return false;
	c->intervals = gos_get_u64(&r);
	c->entries = gos_get_u64(&r);
	c->packed_bytes = gos_get_u64(&r);
	c->oal_msgs = gos_get_u64(&r);
	c->unsent_bytes = gos_get_u64(&r);
	return gos_reader_finish(&r) == GOS_OK;
}
