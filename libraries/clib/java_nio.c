/*
 * java_nio.c -- natives of java.nio.DirectByteBuffer: the bytes of a
 * direct buffer that lies over native memory (JNI's NewDirectByteBuffer;
 * allocateDirect's buffers are Java arrays and need nothing here).
 *
 * The Java side has checked every index against the buffer's capacity
 * and that the memory belongs to this process (token), so the addresses
 * are those a native handed to NewDirectByteBuffer plus an in-range
 * offset: valid for as long as the native keeps its memory, as on the
 * JDK.  The arrays of the bulk copies are checked here (null, range) and
 * made accessible through the global object space as any native's are.
 */
#include "config.h"

#include <stdint.h>
#include <string.h>
#include <unistd.h>

#include "hooks.h"
#include "natives.h"
#include "vm.h"

#define NATIVE(name) static void name(VmThread *t, VmSlot *a, VmSlot *r)

/* The host name's hash with the process id: distinct for the processes
 * of a cluster (forked workers share a host, remote ones a pid range). */
NATIVE(dbb_token)
{
	char host[256] = "";
	uint64_t h = 1469598103934665603ull;
	size_t i;

	(void)t;
	(void)a;
	(void)gethostname(host, sizeof host - 1);
	for (i = 0; host[i]; i++)
		h = (h ^ (uint8_t)host[i]) * 1099511628211ull;
	vm_slot_set_long(r, (int64_t)(h ^ ((uint64_t)getpid() << 20)));
}

NATIVE(dbb_peek)
{
	(void)t;
	r->i = *(const int8_t *)(uintptr_t)vm_slot_get_long(&a[0]);
}

NATIVE(dbb_poke)
{
	(void)t;
	(void)r;
	*(int8_t *)(uintptr_t)vm_slot_get_long(&a[0]) = (int8_t)a[2].i;
}

/* copyToArray(long address, byte[] dst, int off, int len) */
NATIVE(dbb_copyToArray)
{
	VmArray *b = (VmArray *)a[2].l;

	(void)r;
	if (vm_native_array_range(t, b, a[3].i, a[4].i, true))
		memcpy((int8_t *)VM_ARRAY_DATA(b) + a[3].i, (const void *)(uintptr_t)vm_slot_get_long(&a[0]),
		       (size_t)a[4].i);
}

/* copyFromArray(byte[] src, int off, long address, int len) */
NATIVE(dbb_copyFromArray)
{
	VmArray *b = (VmArray *)a[0].l;

	(void)r;
	if (vm_native_array_range(t, b, a[1].i, a[4].i, false))
		memcpy((void *)(uintptr_t)vm_slot_get_long(&a[2]), (const int8_t *)VM_ARRAY_DATA(b) + a[1].i,
		       (size_t)a[4].i);
}

#define DBB "java/nio/DirectByteBuffer"

const VmNativeDef vm_natives_java_nio[] = {
	{ DBB, "token", "()J", dbb_token },
	{ DBB, "peek", "(J)B", dbb_peek },
	{ DBB, "poke", "(JB)V", dbb_poke },
	{ DBB, "copyToArray", "(J[BII)V", dbb_copyToArray },
	{ DBB, "copyFromArray", "([BIJI)V", dbb_copyFromArray },
	{ NULL, NULL, NULL, NULL }
};
