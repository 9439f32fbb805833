/*
 * classpath.c -- searching directories and JAR files for class bytes, and
 * reading a JAR's manifest.
 *
 * Jars are opened lazily on first use and kept open.  A missing entry is
 * skipped silently (as the stock JVM does); an entry that is a file but not
 * a readable zip is reported once on stderr and then ignored.
 */
#include "config.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "classpath.h"
#include "zip.h"

typedef struct CpEntry {
	char *path;
	bool is_dir, is_jar, opened, bad;
	VmZip *zip;
} CpEntry;

struct VmClassPath {
	CpEntry *e;
	size_t n, cap;
	pthread_mutex_t lock;
};

VmClassPath *vm_classpath_new(void)
{
	VmClassPath *cp = calloc(1, sizeof *cp);
	if (cp)
		pthread_mutex_init(&cp->lock, NULL);
	return cp;
}

void vm_classpath_free(VmClassPath *cp)
{
	size_t i;
	if (!cp)
		return;
	for (i = 0; i < cp->n; i++) {
		free(cp->e[i].path);
		vm_zip_close(cp->e[i].zip);
	}
	free(cp->e);
	pthread_mutex_destroy(&cp->lock);
	free(cp);
}

void vm_classpath_add(VmClassPath *cp, const char *entry)
{
	struct stat st;
	CpEntry *e;

	if (cp->n == cp->cap) {
		size_t nc = cp->cap ? cp->cap * 2 : 8;
		CpEntry *ne = realloc(cp->e, nc * sizeof *ne);
		if (!ne)
			return;
		cp->e = ne;
		cp->cap = nc;
	}
	e = &cp->e[cp->n++];
	memset(e, 0, sizeof *e);
	e->path = strdup(*entry ? entry : ".");
	if (stat(e->path, &st) == 0) {
		e->is_dir = S_ISDIR(st.st_mode);
		e->is_jar = S_ISREG(st.st_mode);
	}
}

void vm_classpath_add_list(VmClassPath *cp, const char *list)
{
	const char *p = list, *q;

	if (!list)
		return;
	for (;;) {
		char *piece;
		q = strchr(p, ':');
		piece = q ? strndup(p, (size_t)(q - p)) : strdup(p);
		vm_classpath_add(cp, piece);
		free(piece);
		if (!q)
			break;
		p = q + 1;
	}
}

static VmCpStatus read_file(const char *path, uint8_t **bytes, size_t *len, char *err, size_t errlen)
{
	FILE *f = fopen(path, "rb");
	long sz;
	uint8_t *b;

	if (!f)
		return VM_CP_NOT_FOUND;
	if (fseek(f, 0, SEEK_END) != 0 || (sz = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0) {
		fclose(f);
		snprintf(err, errlen, "cannot read %s", path);
		return VM_CP_ERROR;
	}
	b = malloc(sz ? (size_t)sz : 1);
	if (!b || fread(b, 1, (size_t)sz, f) != (size_t)sz) {
		free(b);
		fclose(f);
		snprintf(err, errlen, "cannot read %s", path);
		return VM_CP_ERROR;
	}
	fclose(f);
	*bytes = b;
	*len = (size_t)sz;
	return VM_CP_FOUND;
}

VmCpStatus vm_classpath_find(VmClassPath *cp, const char *resource, uint8_t **bytes, size_t *len,
			     char *err, size_t errlen)
{
	size_t i;
	VmCpStatus st = VM_CP_NOT_FOUND;

	pthread_mutex_lock(&cp->lock);
	for (i = 0; i < cp->n && st == VM_CP_NOT_FOUND; i++) {
		CpEntry *e = &cp->e[i];
		if (e->is_dir) {
			char path[4096];
			struct stat s;
			snprintf(path, sizeof path, "%s/%s", e->path, resource);
			if (stat(path, &s) == 0 && S_ISREG(s.st_mode))
				st = read_file(path, bytes, len, err, errlen);
		} else if (e->is_jar && !e->bad) {
			if (!e->opened) {
				char zerr[512];
				e->opened = true;
				e->zip = vm_zip_open(e->path, zerr, sizeof zerr);
				if (!e->zip) {
					e->bad = true;
					fprintf(stderr, "ristretto: ignoring class path entry %s: %s\n", e->path, zerr);
					continue;
				}
			}
			switch (vm_zip_read(e->zip, resource, bytes, len, err, errlen)) {
			case VM_ZIP_OK: st = VM_CP_FOUND; break;
			case VM_ZIP_ERR: st = VM_CP_ERROR; break;
			default: break;
			}
		}
	}
	pthread_mutex_unlock(&cp->lock);
	return st;
}

/* The value of a manifest attribute, continuation lines joined; malloc'd. */
static char *manifest_attr(const char *jar, const char *attr, char *err, size_t errlen)
{
	VmZip *z = vm_zip_open(jar, err, errlen);
	uint8_t *m = NULL;
	size_t len = 0, alen = strlen(attr), i = 0;
	char *val = NULL;

	if (!z)
		return NULL;
	if (vm_zip_read(z, "META-INF/MANIFEST.MF", &m, &len, err, errlen) != VM_ZIP_OK) {
		snprintf(err, errlen, "no manifest in %s", jar);
		vm_zip_close(z);
		return NULL;
	}
	vm_zip_close(z);
	while (i < len) {
		size_t ls = i, le;
		while (i < len && m[i] != '\n' && m[i] != '\r')
			i++;
		le = i;
		if (i < len && m[i] == '\r') i++;
		if (i < len && m[i] == '\n') i++;
		if (le - ls > alen && strncasecmp((char *)m + ls, attr, alen) == 0 && m[ls + alen] == ':') {
			size_t cap = len + 1, n = 0;
			size_t s = ls + alen + 1;
			val = malloc(cap);
			while (s < le && m[s] == ' ')
				s++;
			memcpy(val, m + s, le - s);
			n = le - s;
			/* continuation lines start with one space */
			while (i < len && m[i] == ' ') {
				size_t cs = i + 1;
				i = cs;
				while (i < len && m[i] != '\n' && m[i] != '\r')
					i++;
				memcpy(val + n, m + cs, i - cs);
				n += i - cs;
				if (i < len && m[i] == '\r') i++;
				if (i < len && m[i] == '\n') i++;
			}
			while (n > 0 && val[n - 1] == ' ')
				n--;
			val[n] = 0;
			break;
		}
	}
	free(m);
	if (!val)
		snprintf(err, errlen, "no %s manifest attribute, in %s", attr, jar);
	return val;
}

char *vm_jar_main_class(const char *jar, char *err, size_t errlen)
{
	return manifest_attr(jar, "Main-Class", err, errlen);
}

char *vm_jar_manifest_classpath(const char *jar)
{
	char err[256], *v = manifest_attr(jar, "Class-Path", err, sizeof err), *out, *tok, *save = NULL;
	const char *slash = strrchr(jar, '/');
	size_t dlen = slash ? (size_t)(slash - jar + 1) : 0, cap;

	if (!v)
		return NULL;
	cap = strlen(v) * 2 + dlen * 64 + 16;
	out = calloc(1, cap);
	for (tok = strtok_r(v, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
		if (*out)
			strncat(out, ":", cap - strlen(out) - 1);
		if (tok[0] != '/' && dlen)
			strncat(out, jar, dlen < cap - strlen(out) - 1 ? dlen : cap - strlen(out) - 1);
		strncat(out, tok, cap - strlen(out) - 1);
	}
	free(v);
	return out;
}
