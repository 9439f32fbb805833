/*
 * java_io.c -- natives of java.io: file descriptors and the file system.
 *
 * Streams pass plain POSIX descriptors; writes loop until everything is
 * written (EINTR and short writes), reads return -1 at end of file.
 * Errors become IOException / FileNotFoundException with the stock JVM's
 * message shape "path (reason)".
 */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hooks.h"
#include "natives.h"
#include "vm.h"

#define NATIVE(name) static void name(VmThread *t, VmSlot *a, VmSlot *r)

static char *path_of(VmThread *t, VmObject *s)
{
	if (!s) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return NULL;
	}
	return vm_string_to_utf8(s);
}

NATIVE(fos_open0)
{
	char *p = path_of(t, a[0].l);
	int fd;
	if (!p)
		return;
	fd = open(p, O_WRONLY | O_CREAT | O_CLOEXEC | (a[1].i ? O_APPEND : O_TRUNC), 0666);
	if (fd < 0) {
		vm_throw(t, "java/io/FileNotFoundException", "%s (%s)", p, strerror(errno));
	}
	r->i = fd;
	free(p);
}
NATIVE(fos_write0)
{
	int fd = a[0].i;
	VmArray *b = (VmArray *)a[1].l;
	int32_t off = a[2].i, len = a[3].i;
	const char *p;
	if (!vm_native_array_range(t, b, off, len, false))
		return;
	p = (const char *)VM_ARRAY_DATA(b) + off;
	/* A write may block (a full pipe, or the cluster's console link): do
	 * it in a safe region so that a collection need not wait.  b stays
	 * alive (it is our argument) and objects do not move, so the kernel
	 * or the console hook may read it meanwhile. */
	VM_SAFE_ENTER(t);
	if ((fd == 1 || fd == 2) && vm_cluster_hooks.console_write &&
	    vm_cluster_hooks.console_write(fd, p, (size_t)len)) {
		vm_safe_leave(t);
		return;   /* forwarded to the master's console */
	}
	while (len > 0) {
		ssize_t n = write(fd, p, (size_t)len);
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
NATIVE(fd_close0)
{
	if (a[0].i > 2 && close(a[0].i) != 0)
		vm_throw(t, "java/io/IOException", "%s", strerror(errno));
}
NATIVE(fis_open0)
{
	char *p = path_of(t, a[0].l);
	int fd;
	struct stat st;
	if (!p)
		return;
	fd = open(p, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		vm_throw(t, "java/io/FileNotFoundException", "%s (%s)", p, strerror(errno));
	} else if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
		close(fd);
		vm_throw(t, "java/io/FileNotFoundException", "%s (Is a directory)", p);
	}
	r->i = fd;
	free(p);
}
NATIVE(fis_read0)
{
	int fd = a[0].i;
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
	/* Reads may block (System.in, or the master's console for a worker):
	 * in a safe region, like writes. */
	VM_SAFE_ENTER(t);
	if (fd == 0 && vm_cluster_hooks.console_read)
		n = vm_cluster_hooks.console_read((char *)VM_ARRAY_DATA(b) + off, (size_t)len);
	else do
		n = read(fd, (char *)VM_ARRAY_DATA(b) + off, (size_t)len);
	while (n < 0 && errno == EINTR);
	err = errno;
	vm_safe_leave(t);
	if (n < 0) {
		vm_throw(t, "java/io/IOException", "%s", strerror(err));
		return;
	}
	r->i = n == 0 ? -1 : (int32_t)n;
}
NATIVE(fis_available0)
{
	int n = 0;
	struct stat st;
	off_t cur;
	if (fstat(a[0].i, &st) == 0 && S_ISREG(st.st_mode) && (cur = lseek(a[0].i, 0, SEEK_CUR)) >= 0) {
		int64_t left = (int64_t)st.st_size - cur;
		r->i = left > INT32_MAX ? INT32_MAX : left < 0 ? 0 : (int32_t)left;
		return;
	}
	if (ioctl(a[0].i, FIONREAD, &n) == 0)
		r->i = n;
}

NATIVE(file_stat0)
{
	char *p = vm_string_to_utf8(a[0].l);
	struct stat st;
	int v = 0;
	if (stat(p, &st) == 0) {
		v = 1;
		if (S_ISDIR(st.st_mode)) v |= 2;
		if (S_ISREG(st.st_mode)) v |= 4;
		if (access(p, R_OK) == 0) v |= 8;
		if (access(p, W_OK) == 0) v |= 16;
	}
	free(p);
	r->i = v;
}
NATIVE(file_length0)
{
	char *p = vm_string_to_utf8(a[0].l);
	struct stat st;
	vm_slot_set_long(r, stat(p, &st) == 0 ? (int64_t)st.st_size : 0);
	free(p);
}
NATIVE(file_lastModified0)
{
	char *p = vm_string_to_utf8(a[0].l);
	struct stat st;
	vm_slot_set_long(r, stat(p, &st) == 0 ? (int64_t)st.st_mtim.tv_sec * 1000 + st.st_mtim.tv_nsec / 1000000 : 0);
	free(p);
}
NATIVE(file_delete0)
{
	char *p = vm_string_to_utf8(a[0].l);
	r->i = remove(p) == 0;
	free(p);
}
NATIVE(file_mkdir0)
{
	char *p = vm_string_to_utf8(a[0].l);
	r->i = mkdir(p, 0777) == 0;
	free(p);
}
NATIVE(file_rename0)
{
	char *p = vm_string_to_utf8(a[0].l), *q = vm_string_to_utf8(a[1].l);
	r->i = rename(p, q) == 0;
	free(p);
	free(q);
}
NATIVE(file_createNew0)
{
	char *p = vm_string_to_utf8(a[0].l);
	int fd = open(p, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
	if (fd >= 0) {
		close(fd);
		r->i = 1;
	} else if (errno != EEXIST) {
		vm_throw(t, "java/io/IOException", "%s", strerror(errno));
	}
	free(p);
}
NATIVE(file_cwd0)
{
	char buf[4096];
	r->l = vm_string_from_utf8(t, getcwd(buf, sizeof buf) ? buf : ".");
}
static int cmp_str(const void *x, const void *y)
{
	return strcmp(*(char *const *)x, *(char *const *)y);
}
NATIVE(file_list0)
{
	char *p = vm_string_to_utf8(a[0].l);
	DIR *d = opendir(p);
	struct dirent *e;
	char **names = NULL;
	size_t n = 0, cap = 0, i;
	bool oom = false;
	VmArray *arr;

	free(p);
	if (!d)
		return;
	while ((e = readdir(d)) != NULL) {
		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		if (n == cap) {
			char **bigger = realloc(names, (cap ? cap * 2 : 16) * sizeof *names);
			if (!bigger) {
				oom = true;
				break;
			}
			names = bigger;
			cap = cap ? cap * 2 : 16;
		}
		if ((names[n] = strdup(e->d_name)) == NULL) {
			oom = true;
			break;
		}
		n++;
	}
	closedir(d);
	if (oom) {
		for (i = 0; i < n; i++)
			free(names[i]);
		free(names);
		vm_throw(t, "java/lang/OutOfMemoryError", "listing a directory");
		return;
	}
	if (n > 0)
		qsort(names, n, sizeof *names, cmp_str);
	arr = vm_new_object_array(t, vm_wk.string, (int32_t)n);
	for (i = 0; arr && i < n; i++) {
		VmObject *s = vm_string_from_utf8(t, names[i]);
		if (!s)
			break;
		VM_ARRAY_ELEMS(VmObject *, arr)[i] = s;
	}
	for (i = 0; i < n; i++)
		free(names[i]);
	free(names);
	if (arr && !t->exception)
		r->l = &arr->hdr;
}

const VmNativeDef vm_natives_java_io[] = {
	{ "java/io/FileOutputStream", "open0", "(Ljava/lang/String;Z)I", fos_open0 },
	{ "java/io/FileOutputStream", "write0", "(I[BII)V", fos_write0 },
	{ "java/io/FileOutputStream", "close0", "(I)V", fd_close0 },
	{ "java/io/FileInputStream", "open0", "(Ljava/lang/String;)I", fis_open0 },
	{ "java/io/FileInputStream", "read0", "(I[BII)I", fis_read0 },
	{ "java/io/FileInputStream", "available0", "(I)I", fis_available0 },
	{ "java/io/FileInputStream", "close0", "(I)V", fd_close0 },
	{ "java/io/File", "stat0", "(Ljava/lang/String;)I", file_stat0 },
	{ "java/io/File", "length0", "(Ljava/lang/String;)J", file_length0 },
	{ "java/io/File", "lastModified0", "(Ljava/lang/String;)J", file_lastModified0 },
	{ "java/io/File", "delete0", "(Ljava/lang/String;)Z", file_delete0 },
	{ "java/io/File", "mkdir0", "(Ljava/lang/String;)Z", file_mkdir0 },
	{ "java/io/File", "list0", "(Ljava/lang/String;)[Ljava/lang/String;", file_list0 },
	{ "java/io/File", "createNew0", "(Ljava/lang/String;)Z", file_createNew0 },
	{ "java/io/File", "rename0", "(Ljava/lang/String;Ljava/lang/String;)Z", file_rename0 },
	{ "java/io/File", "cwd0", "()Ljava/lang/String;", file_cwd0 },
	{ NULL, NULL, NULL, NULL }
};
