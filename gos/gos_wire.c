/*
 * gos_wire.c -- object-space message payloads checked and decoded without
 * a VM (the layouts are in gos_space.h), so that tests/fuzz/fuzz_gosreq.c
 * drives the same code as the cluster:
 *   - gos_wire_check: every request is well formed for its type before
 *     any handler reads it (on_msg in gos_space.c stops the cluster,
 *     naming the sender, otherwise); references by their syntax, their
 *     loaders nested at most GOS_REF_MAX_DEPTH deep;
 *   - gos_mon_decode, gos_intr_decode: the MON and INTR payloads, which
 *     their handlers take from here; the other handlers still read their
 *     fields themselves, from a payload this check has passed.
 */
#include "config.h"

#include <string.h>

#include "gos_space.h"

/* A vector of `nodes` entries, read past. */
static bool vec_skip(GosReader *r, int nodes)
{
	int i;

	if (gos_get_u16(r) != (uint16_t)nodes)
		return false;
	for (i = 0; i < nodes; i++)
		(void)gos_get_u64(r);
	return !r->failed;
}

uint8_t gos_mon_op(const uint8_t *p, size_t n)
{
	return n > 20 ? p[20] : 0;        /* u32 rid, u64 thread, u64 gid, u8 op */
}

bool gos_mon_decode(const uint8_t *p, size_t n, int nodes, GosMonReq *m)
{
	GosReader r;

	gos_reader_init(&r, p, n);
	m->rid = gos_get_u32(&r);
	m->thread = gos_get_u64(&r);
	m->gid = gos_get_u64(&r);
	m->op = gos_get_u8(&r);
	m->millis = (int64_t)gos_get_u64(&r);
	m->from = 0;
	if (r.failed || !(m->vec ? gos_vec_get(&r, m->vec, nodes) : vec_skip(&r, nodes)))
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

static bool ref_skip(GosReader *r, int depth)
{
	char name[512];
	uint8_t kind = gos_get_u8(r);

	if (kind == 4 || kind == 5) {   /* the loader, then as kinds 1 and 2 */
		if (depth >= GOS_REF_MAX_DEPTH || !ref_skip(r, depth + 1))
			return false;
		kind = kind == 4 ? 1 : 2;
	}
	switch (kind) {
	case 0:
		return !r->failed;
	case 1:
		(void)gos_get_u64(r);
		if (!gos_get_string(r, name, sizeof name))
			return false;
		(void)gos_get_u32(r);
		(void)gos_get_u16(r);
		if (name[0] == '[')
			(void)gos_get_u32(r);
		return !r->failed;
	case 2:
		return gos_get_string(r, name, sizeof name);
	case 3:
		return gos_get_string(r, name, sizeof name) &&
		       gos_get_string(r, name, sizeof name);
	default:
		return false;
	}
}

bool gos_ref_skip(GosReader *r)
{
	return ref_skip(r, 0);
}

static bool is_ref_type(char type)
{
	return type == 'L' || type == '[';
}

/* A value of a volatile access or CAS: a reference or a u64. */
static bool value_skip(GosReader *r, char type)
{
	if (is_ref_type(type))
		return gos_ref_skip(r);
	(void)gos_get_u64(r);
	return !r->failed;
}

bool gos_wire_check(unsigned type, const uint8_t *p, size_t n, int nodes)
{
	GosReader r;
	uint64_t th;
	uint32_t rid, k;
	uint8_t why;
	char t;
	GosMonReq m;

	switch (type) {
	case GOS_OS_MON:
		m.vec = NULL;   /* the vector read past */
		return gos_mon_decode(p, n, nodes, &m);
	case GOS_OS_INTR:
		return gos_intr_decode(p, n, &th, &rid, &why);
	case GOS_OS_DIFF:           /* gos_diff.c checks its runs as it applies them */
	case GOS_OS_PROF:           /* the profiler's own */
	case GOS_OS_REPLY:          /* read by the requester */
		return n >= 4 || type == GOS_OS_PROF;
	default:
		break;
	}
	gos_reader_init(&r, p, n);
	switch (type) {
	case GOS_OS_TEND:           /* u8 counted, u8 node known; no rid */
		(void)gos_get_u8(&r);
		(void)gos_get_u8(&r);
		break;
	case GOS_OS_TINTR:          /* u64 gid, u8 kind; no rid */
		(void)gos_get_u64(&r);
		if (gos_get_u8(&r) > 1)
			return false;
		break;
	default:
		(void)gos_get_u32(&r);  /* rid */
		switch (type) {
		case GOS_OS_FETCH:
			(void)gos_get_u64(&r);
			(void)gos_get_u32(&r);
			(void)gos_get_u32(&r);
			break;
		case GOS_OS_VOL:
			(void)gos_get_u64(&r);
			(void)gos_get_u32(&r);
			t = (char)gos_get_u8(&r);
			if (r.failed || !t || !strchr("BZCSIFJDL[", t))
				return false;
			if (gos_get_u8(&r) != 0 && !value_skip(&r, t))
				return false;
			if (!vec_skip(&r, nodes))
				return false;
			(void)gos_get_u64(&r);
			break;
		case GOS_OS_CAS:
			(void)gos_get_u64(&r);
			(void)gos_get_u32(&r);
			t = (char)gos_get_u8(&r);
			if (r.failed || (t != 'I' && t != 'J' && t != 'L') || !value_skip(&r, t) ||
			    !value_skip(&r, t) || !vec_skip(&r, nodes))
				return false;
			(void)gos_get_u64(&r);
			break;
		case GOS_OS_PLACE:
			(void)gos_get_u8(&r);
			break;
		case GOS_OS_START:
			if (!gos_ref_skip(&r))
				return false;
			(void)gos_get_u8(&r);
			if (!vec_skip(&r, nodes))
				return false;
			break;
		case GOS_OS_CLINIT:
			if (!gos_ref_skip(&r))
				return false;
			break;
		case GOS_OS_CLASS: {
			char name[512];
			if (!gos_ref_skip(&r) || !gos_get_string(&r, name, sizeof name))
				return false;
			break;
		}
		case GOS_OS_TSTATE:
		case GOS_OS_TSTACK:
		case GOS_OS_RECALL:
			(void)gos_get_u64(&r);
			break;
		case GOS_OS_INTERN:
			k = gos_get_u32(&r);
			if (r.failed || k > (1u << 24) || (size_t)k > (r.len - r.pos) / 2)
				return false;
			for (; k > 0; k--)
				(void)gos_get_u16(&r);
			break;
		case GOS_OS_LOG:
			(void)gos_get_u64(&r);
			(void)gos_get_u64(&r);
			break;
		case GOS_OS_STATS:      /* only the rid */
			break;
		default:
			return false;   /* not an object-space type */
		}
	}
	return gos_reader_finish(&r) == GOS_OK;
}
