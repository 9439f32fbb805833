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

/* Skip the words of cur that equal the twin, from i (8-aligned, no skip
 * map) towards to; returns where a difference may start. One 8-byte read
 * of each word compared: a word found equal is left alone (a write that
 * lands after the read differs from the twin next time). */
static size_t skip_equal_words(const volatile uint8_t *cur, const uint8_t *twin, size_t i,
			       size_t to)
{
	while (i + 8 <= to) {
		uint64_t c = __atomic_load_n((const volatile uint64_t *)(cur + i), __ATOMIC_RELAXED);
		uint64_t w;
		memcpy(&w, twin + i, 8);
		if (c != w)
			break;
		i += 8;
	}
	return i;
}

uint32_t gos_diff_runs(const volatile uint8_t *cur, uint8_t *twin, size_t from, size_t to,
		       const uint8_t *skip, GosBuf *b)
{
	uint32_t nruns = 0;
	size_t i = from;

	while (i < to) {
		size_t start;
		uint8_t v = 0;

		/* find the first changed byte: whole equal words first when
		 * there is no skip map (arrays), byte by byte after that */
		if (!skip && ((uintptr_t)(cur + i) & 7) == 0)
			i = skip_equal_words(cur, twin, i, to);
		for (; i < to; i++) {
			if (skip && skip[i])
				continue;
			v = cur[i];
			if (v != twin[i])
				break;
			if (!skip && ((uintptr_t)(cur + i + 1) & 7) == 0)
				i = skip_equal_words(cur, twin, i + 1, to) - 1;
		}
		if (i >= to)
			break;
		start = i;
		/* extend the run while bytes differ; v is the value read of i,
		 * and the twin takes each value read, so the run's bytes are
		 * sent from the twin */
		for (;;) {
			twin[i] = v;
			i++;
			if (i >= to || (skip && skip[i]))
				break;
			v = cur[i];
			if (v == twin[i])
				break;
		}
		gos_put_u32(b, (uint32_t)start);
		gos_put_u32(b, (uint32_t)(i - start));
		gos_put_raw(b, twin + start, i - start);
		nruns++;
		if (i < to && !(skip && skip[i]))
			i++;      /* the byte that ended the run was equal */
	}
	return nruns;
}

bool gos_twin_equal(const volatile uint8_t *cur, const uint8_t *twin, size_t from, size_t to)
{
	size_t i = from;

	for (; i < to && ((uintptr_t)(cur + i) & 7); i++)
		if (cur[i] != twin[i])
			return false;
	i = skip_equal_words(cur, twin, i, to);
	for (; i < to; i++)
		if (cur[i] != twin[i])
			return false;
	return true;
}

bool gos_twin_refresh(const volatile uint8_t *cur, uint8_t *twin, size_t from, size_t to)
{
	bool changed = false;
	size_t i = from;

	for (; i < to && ((uintptr_t)(cur + i) & 7); i++) {
		uint8_t v = cur[i];
		if (v != twin[i]) {
			twin[i] = v;
			changed = true;
		}
	}
	for (; i + 8 <= to; i += 8) {
		uint64_t c = __atomic_load_n((const volatile uint64_t *)(cur + i), __ATOMIC_RELAXED);
		uint64_t w;
		memcpy(&w, twin + i, 8);
		if (c != w) {
			memcpy(twin + i, &c, 8);
			changed = true;
		}
	}
	for (; i < to; i++) {
		uint8_t v = cur[i];
		if (v != twin[i]) {
			twin[i] = v;
			changed = true;
		}
	}
	return changed;
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

bool gos_diff_msg_plain(GosReader r)
{
	uint32_t n = gos_get_u32(&r), k;

	for (k = 0; k < n && !r.failed; k++) {
		uint32_t nruns, j;

		(void)gos_get_u64(&r);   /* gid */
		(void)gos_get_u64(&r);   /* base version */
		nruns = gos_get_u32(&r);
		for (j = 0; j < nruns && !r.failed; j++) {
			(void)gos_get_u32(&r);
			if (!gos_get_raw(&r, gos_get_u32(&r)))
				return false;
		}
		if (gos_get_u32(&r) != 0)
			return false;
	}
	return !r.failed && r.pos == r.len;
}
