/*
 * resource.c -- class-path resources: name normalisation and the lookup
 * behind ClassLoader.getResource / getResourceAsStream (resource.h).
 *
 * The bytes come from the class-path code (classpath.c: directories, and
 * jars read by zip.c), never from a reader of its own.  On a cluster worker
 * a miss on the local application class path asks the master through the
 * class_bytes hook, exactly as class loading does in loader.c: the wait for
 * the reply happens in a safe region so that a collection on another thread
 * need not wait for the network (doc/cluster.md, "Hooks and safepoints").
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "hooks.h"
#include "resource.h"
#include "vm.h"

extern VmClassPath *vm_boot_path, *vm_app_path;   /* loader.c */

VmResNameStatus vm_resource_name_normalize(const char *name, char *out, size_t cap)
{
	size_t n = 0;              /* length of out so far */
	const char *s = name, *q;

	if (cap == 0)
		return VM_RES_NAME_TOO_LONG;
	out[0] = '\0';
	if (name[0] == '/')
		return VM_RES_NAME_ABSOLUTE;
	for (q = name; *q; q++)
		if ((unsigned char)*q < 0x20 || *q == 0x7f)
			return VM_RES_NAME_BAD_CHAR;
	/* Invariant: out[0..n) is a normalised prefix -- segments joined by
	 * single '/', none of them "", "." or "..". */
	for (;;) {
		size_t l;
		q = strchr(s, '/');
		l = q ? (size_t)(q - s) : strlen(s);
		if (l == 0 || (l == 1 && s[0] == '.')) {
			/* nothing to add */
		} else if (l == 2 && s[0] == '.' && s[1] == '.') {
			char *slash;
			if (n == 0)
				return VM_RES_NAME_ESCAPES;
			slash = strrchr(out, '/');
			n = slash ? (size_t)(slash - out) : 0;
			out[n] = '\0';
		} else {
			size_t need = n + (n > 0) + l + 1;
			if (need > cap)
				return VM_RES_NAME_TOO_LONG;
			if (n > 0)
				out[n++] = '/';
			memcpy(out + n, s, l);
			n += l;
			out[n] = '\0';
		}
		if (!q)
			break;
		s = q + 1;
	}
	return n == 0 ? VM_RES_NAME_EMPTY : VM_RES_NAME_OK;
}

VmCpStatus vm_resource_find(VmThread *t, const char *name, VmResCursor *cur,
			    VmResource *r, char *err, size_t errlen)
{
	VmResCursor first = { 0, 0, false };
	VmCpStatus st = VM_CP_NOT_FOUND;
	bool in_jar = false;

	if (!cur)
		cur = &first;
	memset(r, 0, sizeof *r);
	err[0] = '\0';
	if (cur->phase == 0) {
		if (vm_app_path)
			st = vm_classpath_locate(vm_app_path, name, &cur->next, &r->bytes, &r->len,
						 &r->entry, &in_jar, err, errlen);
		if (st != VM_CP_NOT_FOUND) {
			cur->app_found = true;
			goto out;
		}
		cur->phase = 1;
		cur->next = 0;
	}
	if (cur->phase == 1) {
		cur->phase = 2;
		if (!cur->app_found && vm_cluster_hooks.class_bytes && t) {
			/* a cluster worker: the master's application class path
			 * (the hook checks the name again, gos_vm_resource_ok) */
			VM_SAFE_ENTER(t);
			st = (VmCpStatus)vm_cluster_hooks.class_bytes(name, &r->bytes, &r->len,
								      err, errlen);
			vm_safe_leave(t);
			if (st == VM_CP_FOUND)
				r->origin = VM_RES_CLUSTER;
			if (st != VM_CP_NOT_FOUND)
				return st;
		}
	}
	if (cur->phase == 2) {
		/* the class library jar's META-INF is the jar tool's, not a
		 * resource of the library (the JDK's modules expose none) */
		if (vm_boot_path && strncmp(name, "META-INF/", 9) != 0)
			st = vm_classpath_locate(vm_boot_path, name, &cur->next, &r->bytes, &r->len,
						 &r->entry, &in_jar, err, errlen);
		r->boot = true;
		if (st == VM_CP_NOT_FOUND)
			cur->phase = 3;
	}
out:
	if (st == VM_CP_FOUND)
		r->origin = in_jar ? VM_RES_JAR : VM_RES_DIR;
	else
		r->boot = false;
	return st;
}

void vm_resource_free(VmResource *r)
{
	free(r->bytes);
	free(r->entry);
	r->bytes = NULL;
	r->entry = NULL;
}
