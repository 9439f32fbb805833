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
 *     tests/fuzz/fuzz_msg.c gos/gos_msg.c gos/gos_stats.c gos/gos_vm.c \
 *     -lz -o fuzz_msg
 *
 * Payloads of the VM protocol types (GOS_VM_*) also go through their own
 * decoders in gos_vm.c.
 *   ./fuzz_msg -max_len=65536 -max_total_time=60
 */
#include "config.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "gos.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The VM protocol's decoder for this type, if it has one. */
static void
decode_vm(unsigned type, const uint8_t *p, size_t n)
{
	uint32_t u;
	int32_t s32;
	uint8_t k;
	int fd;
	const uint8_t *d;
	size_t len;
	char buf[1100];
	GosVmRun *run = NULL;

	switch (type) {
	case GOS_VM_HELLO: (void)gos_vm_hello_decode(p, n, &u, buf, sizeof buf); break;
	case GOS_VM_RUN: (void)gos_vm_run_decode(p, n, &run); free(run); break;
	case GOS_VM_CLASS_REQ: (void)gos_vm_class_req_decode(p, n, &u, buf, sizeof buf); break;
	case GOS_VM_CLASS_REP: (void)gos_vm_class_rep_decode(p, n, 1u << 20, &u, &k, &d, &len); break;
	case GOS_VM_CONSOLE: (void)gos_vm_console_decode(p, n, &fd, &d, &len); break;
	case GOS_VM_EXIT: (void)gos_vm_exit_decode(p, n, &k, &s32); break;
	case GOS_VM_HALT: (void)gos_vm_halt_decode(p, n, &s32); break;
	default: break;
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	GosBuf scratch;
	size_t off = 0;

	/* also straight into a VM payload decoder, chosen by the first byte,
	 * so the fuzzer need not build a valid header to reach them */
	if (size > 0)
		decode_vm(GOS_VM_HELLO + data[0] % (GOS_VM_LAST - GOS_VM_HELLO + 1),
		          data + 1, size - 1);
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
		decode_vm(h.type, p, n);
		off += used;
	}
	gos_buf_free(&scratch);
	return 0;
}
