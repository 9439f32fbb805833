/*
 * gos_diff.c -- twin/diff of primitive bytes, without the VM.
 *
 * A cached copy that is written gets a twin: a copy of its bytes as they
 * were when it became writable (or when its last diff was taken). A diff
 * lists the runs of bytes where the copy differs from its twin; the home
 * applies them to its copy. Reference slots are not compared here (the
 * caller encodes them as global references), nor are node-local fields:
 * both are marked in a skip map.
 *
 * The hazard of several threads sharing one node's copies (ARCHITECTURE.md
 * §4): a thread may write the copy while another computes its diff. Each
 * byte of the copy is read exactly once; that value is what is compared,
 * sent and written into the twin. A write that lands after the read makes
 * the copy differ from the twin again, so the next diff carries it: no
 * write is lost, a write may only travel early. Byte granularity, not
 * words: two threads (on two nodes) writing neighbouring byte fields under
 * different locks must not overwrite each other's byte at the home, which
 * a word-sized diff would do.
 *
 * Runs on the wire: u32 offset, u32 length, length bytes. The applier
 * checks every run against the object's body and the skip map, so a
 * malformed or hostile diff can never write a header, a reference slot or
 * outside the object.
 */
#include "config.h"

#include <string.h>

#include "gos_space.h"

uint32_t gos_diff_runs(const volatile uint8_t *cur, uint8_t *twin, size_t from, size_t to,
		       const uint8_t *skip, GosBuf *b)
{
	uint32_t nruns = 0;
	size_t i = from;

	while (i < to) {
		size_t start, len_at;
		uint8_t v = 0;

		/* find the first changed byte */
		for (; i < to; i++) {
			if (skip && skip[i])
				continue;
			v = cur[i];
			if (v != twin[i])
				break;
		}
		if (i >= to)
			break;
		start = i;
		gos_put_u32(b, (uint32_t)start);
		len_at = b->len;
		gos_put_u32(b, 0);
		/* extend the run while bytes differ; v is the value read of i */
		for (;;) {
			gos_put_u8(b, v);
			twin[i] = v;
			i++;
			if (i >= to || (skip && skip[i]))
				break;
			v = cur[i];
			if (v == twin[i])
				break;
		}
		if (!b->oom) {
			uint32_t n = (uint32_t)(i - start);
			b->data[len_at] = (uint8_t)n;
			b->data[len_at + 1] = (uint8_t)(n >> 8);
			b->data[len_at + 2] = (uint8_t)(n >> 16);
			b->data[len_at + 3] = (uint8_t)(n >> 24);
		}
		nruns++;
		if (i < to && !(skip && skip[i]))
			i++;      /* the byte that ended the run was equal */
	}
	return nruns;
}

GosStatus gos_diff_apply_runs(uint8_t *dst, size_t from, size_t to, const uint8_t *skip,
			      uint32_t nruns, GosReader *r)
{
	uint32_t k;

	for (k = 0; k < nruns; k++) {
		uint32_t off = gos_get_u32(r), len = gos_get_u32(r);
		const uint8_t *p;
		size_t j;

		if (r->failed)
			return GOS_ERR_TRUNCATED;
		if (len == 0 || off < from || off > to || len > to - off)
			return GOS_ERR_FIELD;
		if (skip)
			for (j = off; j < (size_t)off + len; j++)
				if (skip[j])
					return GOS_ERR_FIELD;
		p = gos_get_raw(r, len);
		if (!p)
			return GOS_ERR_TRUNCATED;
		/* byte stores: a concurrent reader at the home sees each
		 * byte either old or new, as Java allows for racy reads */
		for (j = 0; j < len; j++)
			__atomic_store_n(&dst[off + j], p[j], __ATOMIC_RELAXED);
	}
	return GOS_OK;
}
