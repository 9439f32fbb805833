/*
 * fuzz_gosdiff.c -- libFuzzer harness for the global object space's diff
 * applier (gos_diff.c), the part of the DIFF message that writes into an
 * object at its home, and for the -Xgos option parser.
 *
 * The first input byte picks an object body size and a skip map (reference
 * slots); the rest is fed as runs. The applier must never write outside
 * [16, size) nor a skipped byte: the harness checks guard bytes around the
 * object and the skipped bytes after every call, and aborts if one changed.
 * The option parser gets the input as text. The same bytes also go, as
 * the tail of a lock grant or volatile answer, through the write notices'
 * decoders (gos_notice.c: the vector and the notices of a sync), and drive
 * a small write log (append, prune, range) whose answers must decode.
 *
 *   clang -g -O1 -fsanitize=fuzzer,address,undefined -I. -Igos -Ikaffe/kaffevm \
 *     tests/fuzz/fuzz_gosdiff.c gos/gos_diff.c gos/gos_msg.c gos/gos_options.c \
 *     gos/gos_notice.c -lz -o fuzz_gosdiff
 *   mkdir -p dcorpus && ./fuzz_gosdiff -max_total_time=60 dcorpus
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gos_space.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define GUARD 32
#define MAXOBJ 256

static void count_notice(void *arg, uint64_t gid, uint64_t version)
{
	(void)gid;
	if (version == 0)
		abort();                /* the decoder lets no version 0 through */
	(*(size_t *)arg)++;
}

/* The input as a sync (2 to 5 nodes), then as commands to a write log. */
static void notices(const uint8_t *data, size_t size)
{
	GosReader r, nr;
	uint64_t vec[5];
	int nodes = 2 + data[0] % 4;
	bool pruned;
	size_t n = 0, i;
	GosWlog l;
	GosBuf b;

	gos_reader_init(&r, data + 1, size - 1);
	if (gos_sync_split(&r, vec, nodes, &nr)) {
		if (nr.pos != 0 || !gos_notices_get(&nr, -1, &pruned, NULL, count_notice, &n))
			abort();        /* split and the full decode must agree */
	}
	gos_wlog_init(&l, 1 + data[1] % 32);
	for (i = 2; i + 1 < size; i += 2) {
		uint64_t a = data[i], z = data[i + 1];
		if (a < 0x80) {
			if (!gos_wlog_append(&l, GOS_GID(1, a), 1 + a))
				abort();
		} else if (a < 0xc0) {
			gos_wlog_prune(&l, z);
		} else {
			gos_buf_init(&b);
			(void)gos_wlog_put_range(&l, z % 64, (z + a) % 64, &b);
			gos_reader_init(&r, b.data, b.len);
			n = 0;
			if (!gos_notices_get(&r, 1, &pruned, NULL, count_notice, &n) ||
			    gos_reader_finish(&r) != GOS_OK)
				abort();        /* what a home says must decode */
			gos_buf_free(&b);
		}
		if (l.last >= l.base && l.last - l.base + 1 > l.max)
			abort();        /* the bound holds */
	}
	gos_wlog_free(&l);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	uint8_t mem[GUARD + MAXOBJ + GUARD], skip[MAXOBJ];
	size_t osize, i;
	GosReader r;
	uint32_t nruns;
	char text[128];
	GosSpaceOptions o;
	char err[256];

	if (size < 5)
		return 0;
	osize = 16 + (data[0] % (MAXOBJ - 16));
	memset(mem, 0xee, sizeof mem);
	memset(skip, 0, sizeof skip);
	for (i = 16; i + 8 <= osize; i += 8)
		if (data[1] & (1u << ((i / 8) % 8)))
			memset(skip + i, 1, 8);
	for (i = 0; i < osize; i++)
		mem[GUARD + i] = skip[i] ? 0x5a : 0;
	nruns = data[2] % 16;
	gos_reader_init(&r, data + 3, size - 3);
	(void)gos_diff_apply_runs(mem + GUARD, 16, osize, skip, nruns, &r);
	for (i = 0; i < GUARD; i++)
		if (mem[i] != 0xee || mem[GUARD + osize + i] != 0xee)
			abort();        /* wrote outside the object */
	for (i = 0; i < 16; i++)
		if (mem[GUARD + i] != 0)
			abort();        /* wrote the header */
	for (i = 0; i < osize; i++)
		if (skip[i] && mem[GUARD + i] != 0x5a)
			abort();        /* wrote a reference slot */

	/* the option parser, on the input as text */
	i = size - 3 < sizeof text - 1 ? size - 3 : sizeof text - 1;
	memcpy(text, data + 3, i);
	text[i] = 0;
	gos_space_options_init(&o);
	(void)gos_space_parse_option(text, &o, err, sizeof err);
	notices(data, size);
	/* the input as a DIFF request's body: is it one the receiver may
	 * answer itself? (a bounded scan; it must not read past the end) */
	gos_reader_init(&r, data, size);
	(void)gos_diff_msg_plain(r);
	return 0;
}
