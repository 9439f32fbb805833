/*
 * java_nio_file.c -- natives of java.nio.file (the default, Unix, file
 * system): the few system calls whose errno java.io.File's natives lose.
 *
 * java.nio.file names each failure by its cause (NoSuchFileException,
 * DirectoryNotEmptyException, ...), so these natives return the errno
 * itself (0 for success) and the Java side (UnixFileSystem.java) turns it
 * into the exception; strerror0 gives the reason text the stock JVM prints.
 * Reading and writing file contents goes through java.io's streams and
 * RandomAccessFile, which need nothing new.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "vm.h"

#define NATIVE(name) static void name(VmThread *t, VmSlot *a, VmSlot *r)

/* The slots of the long[] stat0 returns (UnixFileSystem.java reads them). */
enum {
	ST_ERRNO,       /* 0, or the errno of a failed stat and nothing else */
	ST_KIND,        /* 1 regular file, 2 directory, 3 symbolic link, 4 other */
	ST_SIZE,
	ST_MTIME,       /* nanoseconds since the epoch */
	ST_ATIME,
	ST_CTIME,
	ST_DEV,
	ST_INO,
	ST_MODE,        /* the permission bits, st_mode & 07777 */
	ST_ACCESS,      /* access(2) as this process: 4 read, 2 write, 1 execute */
	ST_COUNT
};

static int64_t ns_of(const struct timespec *ts)
{
	return (int64_t)ts->tv_sec * 1000000000 + ts->tv_nsec;
}

/* stat0(String path, boolean follow): a new long[ST_COUNT]; lstat when
 * follow is false. */
NATIVE(nf_stat0)
{
	char *p = vm_string_to_utf8(a[0].l);
	struct stat st;
	VmArray *arr;
	int64_t v[ST_COUNT];
	int rc;

	memset(v, 0, sizeof v);
	rc = a[1].i ? stat(p, &st) : lstat(p, &st);
	if (rc != 0) {
		v[ST_ERRNO] = errno;
	} else {
		v[ST_KIND] = S_ISREG(st.st_mode) ? 1 : S_ISDIR(st.st_mode) ? 2 : S_ISLNK(st.st_mode) ? 3 : 4;
		v[ST_SIZE] = (int64_t)st.st_size;
		v[ST_MTIME] = ns_of(&st.st_mtim);
		v[ST_ATIME] = ns_of(&st.st_atim);
		v[ST_CTIME] = ns_of(&st.st_ctim);
		v[ST_DEV] = (int64_t)st.st_dev;
		v[ST_INO] = (int64_t)st.st_ino;
		v[ST_MODE] = (int64_t)(st.st_mode & 07777);
		if (access(p, R_OK) == 0) v[ST_ACCESS] |= 4;
		if (access(p, W_OK) == 0) v[ST_ACCESS] |= 2;
		if (access(p, X_OK) == 0) v[ST_ACCESS] |= 1;
	}
	free(p);
	arr = vm_new_prim_array(t, 'J', ST_COUNT);
	if (!arr)
		return;
	memcpy(VM_ARRAY_DATA(arr), v, sizeof v);
	r->l = &arr->hdr;
}

/* mkdir0(String path, int mode): errno or 0 */
NATIVE(nf_mkdir0)
{
	char *p = vm_string_to_utf8(a[0].l);
	r->i = mkdir(p, (mode_t)a[1].i) == 0 ? 0 : errno;
	free(p);
}

/* create0(String path, int mode): a new empty file (O_EXCL); errno or 0 */
NATIVE(nf_create0)
{
	char *p = vm_string_to_utf8(a[0].l);
	int fd = open(p, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, (mode_t)a[1].i);
	if (fd >= 0) {
		close(fd);
		r->i = 0;
	} else {
		r->i = errno;
	}
	free(p);
}

/* remove0(String path): unlink, or rmdir for a directory; errno or 0.
 * A directory not empty is ENOTEMPTY (or EEXIST, which POSIX allows). */
NATIVE(nf_remove0)
{
	char *p = vm_string_to_utf8(a[0].l);
	struct stat st;
	int rc;
	if (lstat(p, &st) == 0 && S_ISDIR(st.st_mode))
		rc = rmdir(p);
	else
		rc = unlink(p);
	r->i = rc == 0 ? 0 : errno == EEXIST ? ENOTEMPTY : errno;
	free(p);
}

/* rename0(String from, String to): rename(2); errno or 0 */
NATIVE(nf_rename0)
{
	char *p = vm_string_to_utf8(a[0].l), *q = vm_string_to_utf8(a[1].l);
	r->i = rename(p, q) == 0 ? 0 : errno;
	free(p);
	free(q);
}

/* symlink0(String target, String link): symlink(2); errno or 0 */
NATIVE(nf_symlink0)
{
	char *p = vm_string_to_utf8(a[0].l), *q = vm_string_to_utf8(a[1].l);
	r->i = symlink(p, q) == 0 ? 0 : errno;
	free(p);
	free(q);
}

/* readlink0(String link): the link's target, or null (the caller finds
 * out why with stat0) */
NATIVE(nf_readlink0)
{
	char *p = vm_string_to_utf8(a[0].l);
	char buf[4096];
	ssize_t n = readlink(p, buf, sizeof buf - 1);
	free(p);
	if (n < 0)
		return;
	buf[n] = '\0';
	r->l = vm_string_from_utf8(t, buf);
}

/* setmtime0(String path, long ns): the modification time in nanoseconds
 * since the epoch, the access time left as it is (utimensat); errno or 0 */
NATIVE(nf_setmtime0)
{
	char *p = vm_string_to_utf8(a[0].l);
	int64_t ns = vm_slot_get_long(&a[1]);
	struct timespec ts[2];
	ts[0].tv_sec = 0;
	ts[0].tv_nsec = UTIME_OMIT;
	ts[1].tv_sec = (time_t)(ns / 1000000000);
	ts[1].tv_nsec = (long)(ns % 1000000000);
	if (ts[1].tv_nsec < 0) {
		ts[1].tv_nsec += 1000000000;
		ts[1].tv_sec--;
	}
	r->i = utimensat(AT_FDCWD, p, ts, 0) == 0 ? 0 : errno;
	free(p);
}

NATIVE(nf_strerror0)
{
	r->l = vm_string_from_utf8(t, strerror(a[0].i));
}

/* errnos0(): the errno values the Java side tests for, in the order of
 * UnixFileSystem's E_* constants. */
NATIVE(nf_errnos0)
{
	static const int v[] = { ENOENT, EEXIST, ENOTEMPTY, ENOTDIR, EACCES, EXDEV, EISDIR, ELOOP };
	VmArray *arr = vm_new_prim_array(t, 'I', (int32_t)(sizeof v / sizeof v[0]));
	int32_t i;
	if (!arr)
		return;
	for (i = 0; i < arr->length; i++)
		VM_ARRAY_ELEMS(int32_t, arr)[i] = v[i];
	r->l = &arr->hdr;
}

#define FS "java/nio/file/UnixFileSystem"
const VmNativeDef vm_natives_java_nio_file[] = {
	{ FS, "stat0", "(Ljava/lang/String;Z)[J", nf_stat0 },
	{ FS, "mkdir0", "(Ljava/lang/String;I)I", nf_mkdir0 },
	{ FS, "create0", "(Ljava/lang/String;I)I", nf_create0 },
	{ FS, "remove0", "(Ljava/lang/String;)I", nf_remove0 },
	{ FS, "rename0", "(Ljava/lang/String;Ljava/lang/String;)I", nf_rename0 },
	{ FS, "symlink0", "(Ljava/lang/String;Ljava/lang/String;)I", nf_symlink0 },
	{ FS, "readlink0", "(Ljava/lang/String;)Ljava/lang/String;", nf_readlink0 },
	{ FS, "setmtime0", "(Ljava/lang/String;J)I", nf_setmtime0 },
	{ FS, "strerror0", "(I)Ljava/lang/String;", nf_strerror0 },
	{ FS, "errnos0", "()[I", nf_errnos0 },
	{ NULL, NULL, NULL, NULL }
};
