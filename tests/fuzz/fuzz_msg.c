/*
 * fuzz_msg.c -- libFuzzer harness for the message decoder (gos_msg.c).
 *
 * The input is treated as a byte stream from a peer: messages are decoded
 * one after another exactly as the receiver thread does it, then the
 * payload of each is walked with the typed field readers. Any crash,
 * out-of-bounds read (ASan) or undefined behaviour (UBSan) is a bug.
 * Not part of `make check`; build and run (see doc/cluster.md):
 *
 *   clang -g -O1 -fsanitize=fuzzer,address,undefined -I. -Igos \
 *     tests/fuzz/fuzz_msg.c gos/gos_msg.c gos/gos_stats.c -lz -o fuzz_msg
 *   ./fuzz_msg -max_len=65536 -max_total_time=60
 */
#include "config.h"

#include <stddef.h>
#include <stdint.h>

#include "gos.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	GosBuf scratch;
	size_t off = 0;

	gos_buf_init(&scratch);
	while (off < size) {
		GosMsgHeader h;
		const uint8_t *p;
		size_t n, used;
		GosReader r;
		char s[64];

		if (gos_msg_decode(data + off, size - off, 1u << 20, &scratch, &h,
		                   &p, &n, &used) != GOS_OK)
			break;
		/* read the payload as a mix of fields until it runs out */
		gos_reader_init(&r, p, n);
		while (!r.failed && r.pos < r.len) {
			size_t bl;
			switch (gos_get_u8(&r) & 3) {
			case 0: (void)gos_get_u64(&r); break;
			case 1: (void)gos_get_string(&r, s, sizeof s); break;
			case 2: (void)gos_get_bytes(&r, 4096, &bl); break;
			default: (void)gos_get_u16(&r); break;
			}
		}
		(void)gos_reader_finish(&r);
		off += used;
	}
	gos_buf_free(&scratch);
	return 0;
}
