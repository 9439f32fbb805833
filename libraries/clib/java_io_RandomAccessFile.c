/*
 * java_io_RandomAccessFile.c -- natives of java.io.RandomAccessFile: a
 * POSIX descriptor opened for reading or reading and writing, read and
 * written at a file pointer that seek moves (lseek).
 *
 * As for the streams (java_io.c), reads and writes run in a safe region,
 * writes loop until all is written, read returns -1 at the end of the
 * file, and failures are IOException / FileNotFoundException with the
 * stock JVM's message shape "path (reason)".  The Java side checks that
 * the file is open and the array ranges before calling.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hooks.h"
#include "natives.h"
#include "vm.h"

#define NATIVE(name) static void name(VmThread *t, VmSlot *a, VmSlot *r)

/* the mode bits of open0 (RandomAccessFile.java) */
#define RAF_READ 1
#define RAF_WRITE 2
#define RAF_SYNC 4     /* "rws": data and metadata */
#define RAF_DSYNC 8    /* "rwd": data */

NATIVE(raf_open0)
{
	char *p;
	int flags = O_CLOEXEC, fd;
	struct stat st;

	if (!a[0].l) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return;
	}
	p = vm_string_to_utf8(a[0].l);
	if (a[1].i & RAF_WRITE)
		flags |= O_RDWR | O_CREAT;
	else
		flags |= O_RDONLY;
	if (a[1].i & RAF_SYNC)
		flags |= O_SYNC;
	else if (a[1].i & RAF_DSYNC)
		flags |= O_DSYNC;
	fd = open(p, flags, 0666);
	if (fd < 0) {
		vm_throw(t, "java/io/FileNotFoundException", "%s (%s)", p, strerror(errno));
	} else if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
		close(fd);
		vm_throw(t, "java/io/FileNotFoundException", "%s (Is a directory)", p);
	}
	r->i = fd;
	free(p);
}

NATIVE(raf_read0)
{
	VmArray *b = (VmArray *)a[1].l;
	int32_t off = a[2].i, len = a[3].i;
	ssize_t n;
	int err;

	if (!vm_native_array_range(t, b, off, len, true))
		return;
	if (len == 0) {
		r->i = 0;
		return;
	}
	VM_SAFE_ENTER(t);
	do
		n = read(a[0].i, (char *)VM_ARRAY_DATA(b) + off, (size_t)len);
	while (n < 0 && errno == EINTR);
	err = errno;
	vm_safe_leave(t);
	if (n < 0) {
		vm_throw(t, "java/io/IOException", "%s", strerror(err));
		return;
	}
	r->i = n == 0 ? -1 : (int32_t)n;
}

NATIVE(raf_write0)
{
	VmArray *b = (VmArray *)a[1].l;
	int32_t off = a[2].i, len = a[3].i;
	const char *p;

	(void)r;
	if (!vm_native_array_range(t, b, off, len, false))
		return;
	p = (const char *)VM_ARRAY_DATA(b) + off;
	VM_SAFE_ENTER(t);
	while (len > 0) {
		ssize_t n = write(a[0].i, p, (size_t)len);
		if (n < 0) {
			int err = errno;
			if (err == EINTR)
				continue;
			vm_safe_leave(t);
			vm_throw(t, "java/io/IOException", "%s", strerror(err));
			return;
		}
		p += n;
		len -= (int32_t)n;
	}
	vm_safe_leave(t);
}

NATIVE(raf_seek0)
{
	(void)r;
	if (lseek(a[0].i, (off_t)vm_slot_get_long(&a[1]), SEEK_SET) < 0)
		vm_throw(t, "java/io/IOException", "%s", strerror(errno));
}

NATIVE(raf_getFilePointer0)
{
	off_t pos = lseek(a[0].i, 0, SEEK_CUR);

	if (pos < 0) {
		vm_throw(t, "java/io/IOException", "%s", strerror(errno));
		return;
	}
	vm_slot_set_long(r, (int64_t)pos);
}

NATIVE(raf_length0)
{
	struct stat st;

	if (fstat(a[0].i, &st) != 0) {
		vm_throw(t, "java/io/IOException", "%s", strerror(errno));
		return;
	}
	vm_slot_set_long(r, (int64_t)st.st_size);
}

/* The length changes; a file pointer beyond the new end moves to it. */
NATIVE(raf_setLength0)
{
	int64_t len = vm_slot_get_long(&a[1]);
	off_t pos;

	(void)r;
	pos = lseek(a[0].i, 0, SEEK_CUR);
	if (pos < 0 || ftruncate(a[0].i, (off_t)len) != 0) {
		vm_throw(t, "java/io/IOException", "%s", strerror(errno));
		return;
	}
	if ((int64_t)pos > len && lseek(a[0].i, (off_t)len, SEEK_SET) < 0)
		vm_throw(t, "java/io/IOException", "%s", strerror(errno));
}

NATIVE(raf_close0)
{
	(void)r;
	if (a[0].i > 2 && close(a[0].i) != 0)
		vm_throw(t, "java/io/IOException", "%s", strerror(errno));
}

#define RAF "java/io/RandomAccessFile"

const VmNativeDef vm_natives_java_io_RandomAccessFile[] = {
	{ RAF, "open0", "(Ljava/lang/String;I)I", raf_open0 },
	{ RAF, "read0", "(I[BII)I", raf_read0 },
	{ RAF, "write0", "(I[BII)V", raf_write0 },
	{ RAF, "seek0", "(IJ)V", raf_seek0 },
	{ RAF, "getFilePointer0", "(I)J", raf_getFilePointer0 },
	{ RAF, "length0", "(I)J", raf_length0 },
	{ RAF, "setLength0", "(IJ)V", raf_setLength0 },
	{ RAF, "close0", "(I)V", raf_close0 },
	{ NULL, NULL, NULL, NULL }
};
