/* natives.h -- registration of the class library's natives, and what
 * the natives of several files share. */
#ifndef VM_NATIVES_H
#define VM_NATIVES_H
#include <stdbool.h>
#include <stdint.h>

#include "vm.h"

void vm_natives_init(void);

/* A native's (byte[] b, int off, int len) arguments, checked as the JDK
 * checks them (NullPointerException; IndexOutOfBoundsException "Range
 * [off, off + len) out of bounds for length n"), and b made accessible to
 * the global object space for a read of it or, with write, a write into
 * it. False with the exception pending. */
bool vm_native_array_range(VmThread *t, VmArray *b, int32_t off, int32_t len, bool write);

/* This process's token: the host name's hash mixed with the process id,
 * distinct between the processes of a cluster, never 0; a native resource
 * (a zlib stream, a child process) records it to refuse use from another
 * node. Computed once. */
int64_t vm_native_process_token(void);
#endif
