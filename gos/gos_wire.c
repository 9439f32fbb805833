/*
 * gos_wire.c -- object-space request payloads decoded without a VM.
 *
 * The handlers and the fuzzer (tests/fuzz/fuzz_gosreq.c) read these
 * payloads with this one code: MON (monitors and barriers: gos_lock.c,
 * gos_barrier.c) and INTR. The layouts are in gos_space.h. The other
 * request types are still read inside their handlers.
 */
#include "config.h"

#include "gos_space.h"

bool gos_mon_decode(const uint8_t *p, size_t n, int nodes, GosMonReq *m)
{
	GosReader r;

	gos_reader_init(&r, p, n);
	m->rid = gos_get_u32(&r);
	m->thread = gos_get_u64(&r);
	m->gid = gos_get_u64(&r);
	m->op = gos_get_u8(&r);
	m->millis = (int64_t)gos_get_u64(&r);
	if (r.failed || !gos_vec_get(&r, m->vec, nodes))
		return false;
	m->from = gos_get_u64(&r);
	return gos_reader_finish(&r) == GOS_OK && m->op >= GOS_MON_ENTER && m->op <= GOS_MON_LAST;
}

bool gos_intr_decode(const uint8_t *p, size_t n, uint64_t *thread, uint32_t *rid, uint8_t *why)
{
	GosReader r;

	gos_reader_init(&r, p, n);
	*thread = gos_get_u64(&r);
	*rid = gos_get_u32(&r);
	*why = gos_get_u8(&r);
	return gos_reader_finish(&r) == GOS_OK && *why <= GOS_INTR_TIMEOUT;
}
