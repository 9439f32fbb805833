/*
 * classpath.c -- searching directories and JAR files for class bytes, and
 * reading a JAR's manifest.
 *
 * Jars are opened lazily on first use and kept open.  A missing entry is
 * skipped silently (as the stock JVM does); an entry that is a file but not
 * a readable zip is reported once on stderr and then ignored.  One mutex per
 * class path guards the entry list and the lazy opening; it is held for the
 * whole search, which keeps the order of entries (first match wins) simple
 * to reason about.  The zip reads themselves would be safe without it.
 *
 * Manifests (JAR File Specification): lines end in CR LF, LF or CR; a line
 * starting with one space continues the previous one; the main section ends
 * at the first empty line, and only it is searched for Main-Class and
 * Class-Path.  Attribute names compare case-insensitively.
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
	char *path = strdup(*entry ? entry : ".");

	if (!path)
		return;
	pthread_mutex_lock(&cp->lock);
	if (cp->n == cp->cap) {
		size_t nc = cp->cap ? cp->cap * 2 : 8;
		CpEntry *ne = realloc(cp->e, nc * sizeof *ne);
		if (!ne) {
			pthread_mutex_unlock(&cp->lock);
			free(path);
			return;
		}
		cp->e = ne;
		cp->cap = nc;
	}
	e = &cp->e[cp->n++];
	memset(e, 0, sizeof *e);
	e->path = path;
	if (stat(e->path, &st) == 0) {
		e->is_dir = S_ISDIR(st.st_mode);
		e->is_jar = S_ISREG(st.st_mode);
	}
	pthread_mutex_unlock(&cp->lock);
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
		if (piece)
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
	return vm_classpath_locate(cp, resource, NULL, bytes, len, NULL, NULL, err, errlen);
}

VmCpStatus vm_classpath_locate(VmClassPath *cp, const char *resource, size_t *from,
			       uint8_t **bytes, size_t *len, char **entry, bool *in_jar,
			       char *err, size_t errlen)
{
	size_t i;
	VmCpStatus st = VM_CP_NOT_FOUND;

	pthread_mutex_lock(&cp->lock);
	for (i = from ? *from : 0; i < cp->n && st == VM_CP_NOT_FOUND; i++) {
		CpEntry *e = &cp->e[i];
		if (e->is_dir) {
			char path[4096];
			struct stat s;
			if ((size_t)snprintf(path, sizeof path, "%s/%s", e->path, resource) >= sizeof path)
				continue;
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
		if (st == VM_CP_FOUND) {
			/* entries are never removed, but the caller may outlive
			 * the class path: hand out a copy */
			if (in_jar)
				*in_jar = !e->is_dir;
			if (entry && (*entry = strdup(e->path)) == NULL) {
				free(*bytes);
				*bytes = NULL;
				snprintf(err, errlen, "out of memory");
				st = VM_CP_ERROR;
			}
		}
	}
	if (from)       /* i is one past the entry that answered, or cp->n */
		*from = i;
	pthread_mutex_unlock(&cp->lock);
	return st;
}

/* Next logical line of the manifest at m[*pos..len), continuation lines
 * joined, into a malloc'd string; NULL at the end of the main section. */
static char *next_line(const uint8_t *m, size_t len, size_t *pos)
{
	size_t i = *pos, n = 0;
	char *line;

	if (i >= len)
		return NULL;
	line = malloc(len - i + 1);
	if (!line)
		return NULL;
	for (;;) {
		while (i < len && m[i] != '\n' && m[i] != '\r')
			line[n++] = (char)m[i++];
		if (i < len && m[i] == '\r')
			i++;
		if (i < len && m[i] == '\n')
			i++;
		if (n == 0 || i >= len || m[i] != ' ')
			break;
		i++;    /* continuation: drop the leading space, keep the rest */
	}
	line[n] = 0;
	*pos = i;
	if (n == 0) {   /* the empty line that ends the main section */
		free(line);
		*pos = len;
		return NULL;
	}
	return line;
}

/* The value of a main-section manifest attribute, malloc'd; NULL with a
 * message in err if the jar, its manifest or the attribute is missing. */
static char *manifest_attr(const char *jar, const char *attr, char *err, size_t errlen)
{
	VmZip *z = vm_zip_open(jar, err, errlen);
	uint8_t *m = NULL;
	size_t len = 0, alen = strlen(attr), pos = 0;
	char *val = NULL, *line;
	VmZipStatus st;

	if (!z)
		return NULL;
	st = vm_zip_read(z, "META-INF/MANIFEST.MF", &m, &len, err, errlen);
	vm_zip_close(z);
	if (st == VM_ZIP_NOT_FOUND)
		snprintf(err, errlen, "no %s manifest attribute, in %s (no manifest)", attr, jar);
	if (st != VM_ZIP_OK)
		return NULL;
	while (!val && (line = next_line(m, len, &pos)) != NULL) {
		if (strncasecmp(line, attr, alen) == 0 && line[alen] == ':') {
			const char *v = line + alen + 1;
			size_t n;
			while (*v == ' ')
				v++;
			n = strlen(v);
			while (n > 0 && (v[n - 1] == ' ' || v[n - 1] == '\t'))
				n--;
			val = strndup(v, n);
		}
		free(line);
	}
	free(m);
	if (!val)
		snprintf(err, errlen, "no %s manifest attribute, in %s", attr, jar);
	return val;
}

char *vm_jar_main_class(const char *jar, char *err, size_t errlen)
{
	char *v = manifest_attr(jar, "Main-Class", err, errlen);

	if (v && !*v) {
		snprintf(err, errlen, "no Main-Class manifest attribute, in %s", jar);
		free(v);
		v = NULL;
	}
	return v;
}

char *vm_jar_manifest_classpath(const char *jar)
{
	char err[512], *v = manifest_attr(jar, "Class-Path", err, sizeof err), *out, *tok, *save = NULL;
	const char *slash = strrchr(jar, '/');
	size_t dlen = slash ? (size_t)(slash - jar + 1) : 0, vlen, n = 0;

	if (!v)
		return NULL;
	/* Each of at most vlen/2+1 tokens gains the directory and a ':'. */
	vlen = strlen(v);
	out = malloc(vlen + (vlen / 2 + 1) * (dlen + 1) + 1);
	if (!out) {
		free(v);
		return NULL;
	}
	for (tok = strtok_r(v, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save)) {
		size_t tl = strlen(tok);
		if (n)
			out[n++] = ':';
		if (tok[0] != '/' && dlen) {
			memcpy(out + n, jar, dlen);
			n += dlen;
		}
		memcpy(out + n, tok, tl);
		n += tl;
	}
	out[n] = 0;
	free(v);
	if (n == 0) {
		free(out);
		return NULL;
	}
	return out;
}
