/*
 * ristretto_internal_Resources.c -- natives of ristretto.internal.Resources,
 * the VM side of class-path resources (ClassLoader.getResource*,
 * Class.getResource*, and java.net.URL.openStream for jar: URLs).
 *
 * find0 normalises and checks the name (resource.h: nothing absolute, no
 * ".." above the class path root, no control characters) and looks it up
 * with vm_resource_find: application class path, then the master's on a
 * cluster worker, then the boot class path.  It answers
 *
 *   null                          not a resource (missing, or a bad name)
 *   { "file", DIR,  NAME, bytes }  DIR/NAME, DIR absolute (realpath)
 *   { "jar",  JAR,  NAME, bytes }  entry NAME of the jar JAR (realpath)
 *   { "cluster", null, NAME, bytes }  from the master's class path
 *
 * with a fifth element "boot" when the match is on the boot class path
 * (null otherwise; ClassLoader's lookups for a user loader with a null
 * parent keep only those).
 *
 * where NAME is the normalised name.  findAll0 returns every match as an
 * Object[] of such arrays (getResources).  A damaged jar entry, or a master that
 * did not answer, raises IOException with the reason; the Java side decides
 * whether that becomes null (getResourceAsStream) or propagates
 * (getResources).  readJar0 reads one entry of a jar named by a jar: URL,
 * again through zip.c.
 */
#include "config.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "resource.h"
#include "vm.h"
#include "zip.h"

#define NATIVE(name) static void name(VmThread *t, VmSlot *a, VmSlot *r)

/* A new byte[] holding b[0..n), or NULL with an exception pending. */
static VmArray *byte_array(VmThread *t, const uint8_t *b, size_t n)
{
	VmArray *arr;

	if (n > INT32_MAX - 64) {
		vm_throw(t, "java/lang/OutOfMemoryError", "resource too large: %zu bytes", n);
		return NULL;
	}
	arr = vm_new_prim_array(t, 'B', (int32_t)n);
	if (arr && n > 0)
		memcpy(VM_ARRAY_DATA(arr), b, n);
	return arr;
}

/* A NUL would end the C string early: "x.txt\0junk" must not find
 * "x.txt". */
static bool has_nul(VmObject *str)
{
	const uint16_t *chars = vm_string_chars(str);
	int32_t i, n = vm_string_length(str);

	for (i = 0; i < n; i++)
		if (chars[i] == 0)
			return true;
	return false;
}

/* The absolute, symbolic-link-free form of a class path entry, as the
 * stock JVM puts it into resource URLs; the entry as given (made absolute
 * against the current directory) if realpath fails. malloc'd. */
static char *absolute_entry(const char *entry)
{
	char *p = realpath(entry, NULL), *cwd;
	size_t n;

	if (p || entry[0] == '/')
		return p ? p : strdup(entry);
	cwd = getcwd(NULL, 0);
	if (!cwd)
		return strdup(entry);
	n = strlen(cwd) + strlen(entry) + 2;
	p = malloc(n);
	if (p)
		snprintf(p, n, "%s/%s", cwd, entry);
	free(cwd);
	return p;
}

/* The Java form of a found resource: { kind, entry, name, bytes, boot } (see the
 * top of the file); NULL with an exception pending on failure. */
static VmArray *describe(VmThread *t, const VmResource *res, const char *norm)
{
	VmArray *out, *bytes = NULL;
	VmObject *s;
	char *abs = NULL;

	if (res->entry && (abs = absolute_entry(res->entry)) == NULL) {
		vm_throw(t, "java/lang/OutOfMemoryError", "resource path");
		return NULL;
	}
	/* the native stack is scanned conservatively: `out` keeps what is
	 * stored into it alive across the later allocations */
	out = vm_new_object_array(t, vm_wk.object, 5);
	if (out) {
		s = vm_string_from_utf8(t, res->origin == VM_RES_CLUSTER ? "cluster" :
					   res->origin == VM_RES_JAR ? "jar" : "file");
		if (s)
			VM_ARRAY_ELEMS(VmObject *, out)[0] = s;
		if (s && abs && (s = vm_string_from_utf8(t, abs)) != NULL)
			VM_ARRAY_ELEMS(VmObject *, out)[1] = s;
		if (s && (s = vm_string_from_utf8(t, norm)) != NULL)
			VM_ARRAY_ELEMS(VmObject *, out)[2] = s;
		if (s && (bytes = byte_array(t, res->bytes, res->len)) != NULL)
			VM_ARRAY_ELEMS(VmObject *, out)[3] = &bytes->hdr;
		if (s && bytes && res->boot && (s = vm_string_from_utf8(t, "boot")) != NULL)
			VM_ARRAY_ELEMS(VmObject *, out)[4] = s;
	}
	free(abs);
	return out && !t->exception ? out : NULL;
}

/* The normalised form of the Java string `str` into norm[cap]; false if it
 * is no resource name (nothing pending) or on an exception (pending). */
static bool resource_name(VmThread *t, VmObject *str, char *norm, size_t cap)
{
	char *name;
	VmResNameStatus ns;

	if (!str) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return false;
	}
	if (has_nul(str))
		return false;
	name = vm_string_to_utf8(str);
	if (!name) {
		vm_throw(t, "java/lang/OutOfMemoryError", "resource name");
		return false;
	}
	ns = vm_resource_name_normalize(name, norm, cap);
	free(name);
	return ns == VM_RES_NAME_OK;
}

NATIVE(res_find0)
{
	char norm[1024], err[512];
	VmResource res;
	VmCpStatus st;
	VmArray *out;

	if (!resource_name(t, a[0].l, norm, sizeof norm))
		return;         /* not a resource: null, as for a missing one */
	st = vm_resource_find(t, norm, NULL, &res, err, sizeof err);
	if (st == VM_CP_ERROR) {
		vm_throw(t, "java/io/IOException", "cannot read resource %s: %s", norm, err);
		return;
	}
	if (st != VM_CP_FOUND)
		return;
	out = describe(t, &res, norm);
	vm_resource_free(&res);
	if (out)
		r->l = &out->hdr;
}

/* Every match, in search order: an Object[] of find0's arrays (empty if
 * none); at most RES_MAX_MATCHES. */
#define RES_MAX_MATCHES 64
NATIVE(res_findAll0)
{
	char norm[1024], err[512];
	VmResource found[RES_MAX_MATCHES];
	VmResCursor cur = { 0, 0, false };
	VmCpStatus st = VM_CP_NOT_FOUND;
	VmArray *all, *one;
	size_t n = 0, i;

	if (!resource_name(t, a[0].l, norm, sizeof norm)) {
		if (!t->exception && (all = vm_new_object_array(t, vm_wk.object, 0)) != NULL)
			r->l = &all->hdr;
		return;
	}
	while (n < RES_MAX_MATCHES &&
	       (st = vm_resource_find(t, norm, &cur, &found[n], err, sizeof err)) == VM_CP_FOUND)
		n++;
	if (st == VM_CP_ERROR)
		vm_throw(t, "java/io/IOException", "cannot read resource %s: %s", norm, err);
	all = t->exception ? NULL : vm_new_object_array(t, vm_wk.object, (int32_t)n);
	for (i = 0; all && i < n; i++) {
		if ((one = describe(t, &found[i], norm)) == NULL)
			break;
		VM_ARRAY_ELEMS(VmObject *, all)[i] = &one->hdr;
	}
	for (i = 0; i < n; i++)
		vm_resource_free(&found[i]);
	if (all && !t->exception)
		r->l = &all->hdr;
}

NATIVE(res_readJar0)
{
	char *jar, *entry, err[512];
	VmZip *z;
	uint8_t *b = NULL;
	size_t n = 0;
	VmZipStatus st;
	VmArray *arr;

	if (!a[0].l || !a[1].l) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return;
	}
	if (has_nul(a[0].l) || has_nul(a[1].l)) {
		vm_throw(t, "java/io/IOException", "invalid jar URL (NUL character)");
		return;
	}
	jar = vm_string_to_utf8(a[0].l);
	entry = vm_string_to_utf8(a[1].l);
	if (!jar || !entry) {
		free(jar);
		free(entry);
		vm_throw(t, "java/lang/OutOfMemoryError", "jar entry name");
		return;
	}
	z = vm_zip_open(jar, err, sizeof err);
	if (!z) {
		vm_throw(t, "java/io/IOException", "%s: %s", jar, err);
		goto out;
	}
	st = vm_zip_read(z, entry, &b, &n, err, sizeof err);
	vm_zip_close(z);
	if (st == VM_ZIP_ERR) {
		vm_throw(t, "java/io/IOException", "%s in %s: %s", entry, jar, err);
		goto out;
	}
	if (st == VM_ZIP_OK && (arr = byte_array(t, b, n)) != NULL)
		r->l = &arr->hdr;
out:
	free(b);
	free(jar);
	free(entry);
}

NATIVE(res_isApp0)
{
	VmClass *c;

	if (!a[0].l) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return;
	}
	c = vm_class_of_object(a[0].l);
	r->i = c && c->is_app;
}

const VmNativeDef vm_natives_ristretto_resources[] = {
	{ "ristretto/internal/Resources", "find0", "(Ljava/lang/String;)[Ljava/lang/Object;", res_find0 },
	{ "ristretto/internal/Resources", "findAll0", "(Ljava/lang/String;)[Ljava/lang/Object;", res_findAll0 },
	{ "ristretto/internal/Resources", "readJar0", "(Ljava/lang/String;Ljava/lang/String;)[B", res_readJar0 },
	{ "ristretto/internal/Resources", "isApp0", "(Ljava/lang/Class;)Z", res_isApp0 },
	{ NULL, NULL, NULL, NULL }
};
