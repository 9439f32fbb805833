/*
 * utf8.c -- modified UTF-8 and UTF-16 conversions, and the symbol table.
 *
 * Class files name everything in modified UTF-8 (JVMS 4.4.7); strings in
 * the heap are UTF-16.  Symbols are interned C strings: every field and
 * method name and descriptor goes through vm_symbol(), so members are
 * compared by pointer.  The table only grows; it is guarded by a mutex
 * because loading may happen on any thread.
 */
#include "config.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "utf8.h"
#include "vm.h"

size_t vm_mutf8_length(const char *s, size_t n)
{
	size_t i = 0, units = 0;
	const unsigned char *p = (const unsigned char *)s;

	while (i < n) {
		unsigned char c = p[i];
		if (c < 0x80)
			i += 1;
		else if ((c & 0xe0) == 0xc0 && i + 1 < n)
			i += 2;
		else if ((c & 0xf0) == 0xe0 && i + 2 < n)
			i += 3;
		else
			i += 1;
		units++;
	}
	return units;
}

void vm_mutf8_decode(const char *s, size_t n, uint16_t *out)
{
	size_t i = 0, k = 0;
	const unsigned char *p = (const unsigned char *)s;

	while (i < n) {
		unsigned char c = p[i];
		if (c < 0x80) {
			out[k++] = c;
			i += 1;
		} else if ((c & 0xe0) == 0xc0 && i + 1 < n) {
			out[k++] = (uint16_t)(((c & 0x1f) << 6) | (p[i + 1] & 0x3f));
			i += 2;
		} else if ((c & 0xf0) == 0xe0 && i + 2 < n) {
			out[k++] = (uint16_t)(((c & 0x0f) << 12) | ((p[i + 1] & 0x3f) << 6) |
					      (p[i + 2] & 0x3f));
			i += 3;
		} else {
			out[k++] = c;
			i += 1;
		}
	}
}

char *vm_utf16_to_mutf8(const uint16_t *u, size_t n)
{
	char *out = malloc(n * 3 + 1), *q = out;
	size_t i;

	if (!out)
		return NULL;
	for (i = 0; i < n; i++) {
		uint16_t c = u[i];
		if (c != 0 && c < 0x80) {
			*q++ = (char)c;
		} else if (c < 0x800) {
			*q++ = (char)(0xc0 | (c >> 6));
			*q++ = (char)(0x80 | (c & 0x3f));
		} else {
			*q++ = (char)(0xe0 | (c >> 12));
			*q++ = (char)(0x80 | ((c >> 6) & 0x3f));
			*q++ = (char)(0x80 | (c & 0x3f));
		}
	}
	*q = 0;
	return out;
}

char *vm_utf16_to_utf8(const uint16_t *u, size_t n, size_t *outlen)
{
	char *out = malloc(n * 3 + 1), *q = out;
	size_t i;

	if (!out)
		return NULL;
	for (i = 0; i < n; i++) {
		uint32_t c = u[i];
		if (c >= 0xd800 && c < 0xdc00 && i + 1 < n && u[i + 1] >= 0xdc00 && u[i + 1] < 0xe000) {
			c = 0x10000 + ((c - 0xd800) << 10) + (u[i + 1] - 0xdc00);
			i++;
		} else if (c >= 0xd800 && c < 0xe000) {
			c = '?';
		}
		if (c < 0x80) {
			*q++ = (char)c;
		} else if (c < 0x800) {
			*q++ = (char)(0xc0 | (c >> 6));
			*q++ = (char)(0x80 | (c & 0x3f));
		} else if (c < 0x10000) {
			*q++ = (char)(0xe0 | (c >> 12));
			*q++ = (char)(0x80 | ((c >> 6) & 0x3f));
			*q++ = (char)(0x80 | (c & 0x3f));
		} else {
			*q++ = (char)(0xf0 | (c >> 18));
			*q++ = (char)(0x80 | ((c >> 12) & 0x3f));
			*q++ = (char)(0x80 | ((c >> 6) & 0x3f));
			*q++ = (char)(0x80 | (c & 0x3f));
		}
	}
	*q = 0;
	if (outlen)
		*outlen = (size_t)(q - out);
	return out;
}

/* ----------------------------------------------------------- symbols */

typedef struct Sym {
	struct Sym *next;
	uint32_t hash;
	char s[];
} Sym;

static Sym **sym_table;
static size_t sym_size, sym_count;
static pthread_mutex_t sym_lock = PTHREAD_MUTEX_INITIALIZER;

static uint32_t sym_hash(const char *s, size_t n)
{
	uint32_t h = 2166136261u;
	size_t i;

	for (i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
}

static void sym_grow(void)
{
	size_t nsize = sym_size ? sym_size * 2 : 4096, i;
	Sym **nt = calloc(nsize, sizeof *nt);

	if (!nt)
		return;
	for (i = 0; i < sym_size; i++) {
		Sym *e = sym_table[i], *next;
		for (; e; e = next) {
			next = e->next;
			e->next = nt[e->hash & (nsize - 1)];
			nt[e->hash & (nsize - 1)] = e;
		}
	}
	free(sym_table);
	sym_table = nt;
	sym_size = nsize;
}

const char *vm_symbol_n(const char *s, size_t n)
{
	uint32_t h = sym_hash(s, n);
	Sym *e;
	const char *r = NULL;

	pthread_mutex_lock(&sym_lock);
	if (sym_count >= sym_size)
		sym_grow();
	for (e = sym_table[h & (sym_size - 1)]; e; e = e->next) {
		if (e->hash == h && strncmp(e->s, s, n) == 0 && e->s[n] == 0) {
			r = e->s;
			goto out;
		}
	}
	e = malloc(sizeof *e + n + 1);
	if (!e)
		goto out;
	memcpy(e->s, s, n);
	e->s[n] = 0;
	e->hash = h;
	e->next = sym_table[h & (sym_size - 1)];
	sym_table[h & (sym_size - 1)] = e;
	sym_count++;
	r = e->s;
out:
	pthread_mutex_unlock(&sym_lock);
	return r;
}

const char *vm_symbol(const char *s)
{
	return vm_symbol_n(s, strlen(s));
}
