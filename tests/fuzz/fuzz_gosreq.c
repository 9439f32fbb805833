/*
 * fuzz_gosreq.c -- libFuzzer harness for the object space's message
 * payloads, without a VM (gos/gos_wire.c): the check every request passes
 * before a handler reads it (gos_wire_check, each of the GOS_OS_* types),
 * the MON and INTR decoders the handlers use, and the synchronisation
 * part of the answers (a vector and write notices: gos_sync_split,
 * gos_notices_get), with the node count of a cluster chosen by the input.
 *
 * The first byte of the input: the node count (1..8, low 3 bits) and what
 * is fed (the rest: 0 MON, 1 INTR, 2 a sync, 3.. gos_wire_check of type
 * GOS_OS_FETCH + k); the rest is the payload. Any crash, out-of-bounds
 * read (ASan) or undefined behaviour (UBSan) is a bug, and so is a decoder
 * that accepts what the handlers must never see: a MON op outside
 * GOS_MON_*, an INTR reason outside GOS_INTR_*, a notice of version 0 or
 * of another home, a MON or INTR that gos_wire_check and the decoder
 * judge differently.
 * Not part of `make check`; build and run (doc/fuzzing.md):
 *
 *   clang -g -O1 -fsanitize=fuzzer,address,undefined -I. -Igos -Ikaffe/kaffevm \
 *     tests/fuzz/fuzz_gosreq.c gos/gos_wire.c gos/gos_notice.c gos/gos_msg.c \
 *     gos/gos_options.c -lz -o fuzz_gosreq
 *   python3 tests/fuzz/gosreq_seeds.py reqcorpus
 *   ./fuzz_gosreq -max_total_time=60 reqcorpus
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>

#include "gos_space.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_NODES 8

static int notice_home;

static void check_notice(void *arg, uint64_t gid, uint64_t version)
{
	(void)arg;
	if (version == 0 || (notice_home >= 0 && GOS_GID_HOME(gid) != notice_home))
		abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	uint64_t vec[MAX_NODES], thread, upto;
	GosMonReq m;
	GosReader r, notices;
	uint32_t rid;
	uint8_t why;
	bool pruned, ok;
	int nodes;

	if (size < 1)
		return 0;
	nodes = 1 + data[0] % MAX_NODES;
	switch ((data[0] / MAX_NODES) % (3 + GOS_OS_LAST - GOS_OS_FETCH + 1)) {
	case 0:
		m.vec = vec;
		ok = gos_mon_decode(data + 1, size - 1, nodes, &m);
		if ((ok && (m.op < GOS_MON_ENTER || m.op > GOS_MON_LAST)) ||
		    ok != gos_wire_check(GOS_OS_MON, data + 1, size - 1, nodes))
			abort();
		break;
	case 1:
		ok = gos_intr_decode(data + 1, size - 1, &thread, &rid, &why);
		if ((ok && why > GOS_INTR_TIMEOUT) ||
		    ok != gos_wire_check(GOS_OS_INTR, data + 1, size - 1, nodes))
			abort();
		break;
	case 2:
		/* an answer's sync, then its notices as the acquire applies them,
		 * for the home named by the byte after the selector */
		if (size < 2)
			return 0;
		notice_home = data[1] % MAX_NODES;
		gos_reader_init(&r, data + 2, size - 2);
		if (gos_sync_split(&r, vec, nodes, &notices))
			(void)gos_notices_get(&notices, notice_home, &pruned, &upto, check_notice, NULL);
		break;
	default:
		(void)gos_wire_check(GOS_OS_FETCH + (unsigned)((data[0] / MAX_NODES) % (3 + GOS_OS_LAST -
				     GOS_OS_FETCH + 1) - 3), data + 1, size - 1, nodes);
		break;
	}
	return 0;
}
