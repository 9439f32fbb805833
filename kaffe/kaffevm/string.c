/*
 * string.c -- java.lang.String objects as the VM sees them, and the
 * table of interned strings.
 *
 * A String is { char[] value; int hash; } (the class library keeps no
 * other instance state), so the VM builds strings directly.  Interned
 * strings (literals and String.intern()) are kept in one table for the life
 * of the VM; the table is a GC root.  With several nodes the global object
 * space makes literals cluster-wide; here they are node-wide.
 */
#include "config.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "utf8.h"
#include "hooks.h"
#include "vm.h"

static VmObject **intern_table;
static size_t intern_size, intern_count;
static pthread_mutex_t intern_lock = PTHREAD_MUTEX_INITIALIZER;

/* The chars of s; a shared string's copy (and its array) are made valid
 * first (the global object space's check, as the interpreter's). */
static inline VmArray *str_value(VmObject *s)
{
	VmArray *v;

	if (__builtin_expect(s->gos_state & VM_GOS_STATE_MASK, 0) && vm_self())
		(void)vm_gos_touch(vm_self(), s, false);
	v = VM_OBJ_FIELD(VmArray *, s, vm_wk.string_value);
	if (v && __builtin_expect(v->hdr.gos_state & VM_GOS_STATE_MASK, 0) && vm_self())
		(void)vm_gos_touch(vm_self(), &v->hdr, false);
	return v;
}

int32_t vm_string_length(VmObject *s)
{
	VmArray *v = str_value(s);
	return v ? v->length : 0;
}

uint16_t *vm_string_chars(VmObject *s)
{
	VmArray *v = str_value(s);
	return v ? VM_ARRAY_ELEMS(uint16_t, v) : NULL;
}

VmObject *vm_string_from_utf16(VmThread *t, const uint16_t *chars, int32_t len)
{
	VmArray *a = vm_new_prim_array(t, 'C', len);
	VmObject *s;

	if (!a)
		return NULL;
	if (len)
		memcpy(VM_ARRAY_DATA(a), chars, (size_t)len * 2);
	s = vm_new_object(t, vm_wk.string);
	if (!s)
		return NULL;
	VM_OBJ_FIELD(VmArray *, s, vm_wk.string_value) = a;
	return s;
}

VmObject *vm_string_from_utf8(VmThread *t, const char *u)
{
	size_t n = strlen(u), units = vm_mutf8_length(u, n);
	uint16_t small[256], *buf = units <= 256 ? small : malloc(units * 2);
	VmObject *s;

	if (!buf) {
		vm_throw_object(t, vm_wk.oom);
		return NULL;
	}
	vm_mutf8_decode(u, n, buf);
	s = vm_string_from_utf16(t, buf, (int32_t)units);
	if (buf != small)
		free(buf);
	return s;
}

char *vm_string_to_utf8(VmObject *s)
{
	if (!s)
		return strdup("null");
	return vm_utf16_to_utf8(vm_string_chars(s), (size_t)vm_string_length(s), NULL);
}

static uint32_t chars_hash(const uint16_t *c, int32_t n)
{
	uint32_t h = 0;
	int32_t i;

	for (i = 0; i < n; i++)
		h = 31 * h + c[i];
	return h;
}

static bool str_equals(VmObject *s, const uint16_t *c, int32_t n)
{
	return vm_string_length(s) == n && (n == 0 || memcmp(vm_string_chars(s), c, (size_t)n * 2) == 0);
}

static void intern_grow(void)
{
	size_t nsize = intern_size ? intern_size * 2 : 1024, i;
	VmObject **nt = calloc(nsize, sizeof *nt);

	if (!nt)
		return;
	for (i = 0; i < intern_size; i++) {
		VmObject *s = intern_table[i];
		size_t j;
		if (!s)
			continue;
		j = chars_hash(vm_string_chars(s), vm_string_length(s)) & (nsize - 1);
		while (nt[j])
			j = (j + 1) & (nsize - 1);
		nt[j] = s;
	}
	free(intern_table);
	intern_table = nt;
	intern_size = nsize;
}

/* Find the interned string with these chars; if none, intern `s` (which may
 * be NULL: then a new string is made). */
static VmObject *intern_chars(VmThread *t, const uint16_t *c, int32_t n, VmObject *s)
{
	size_t j;
	VmObject *r;

	pthread_mutex_lock(&intern_lock);
	if (intern_count * 2 >= intern_size)
		intern_grow();
	j = chars_hash(c, n) & (intern_size - 1);
	while ((r = intern_table[j]) != NULL) {
		if (str_equals(r, c, n)) {
			pthread_mutex_unlock(&intern_lock);
			return r;
		}
		j = (j + 1) & (intern_size - 1);
	}
	pthread_mutex_unlock(&intern_lock);
	if (vm_gos_hooks.intern) {
		/* cluster-wide: the master's string (made valid here, so that
		 * comparing it under the lock never fetches) */
		s = vm_gos_hooks.intern(t, c, n);
		if (!s || !vm_string_chars(s))
			return NULL;
	} else if (!s) {
		s = vm_string_from_utf16(t, c, n);
		if (!s)
			return NULL;
	}
	pthread_mutex_lock(&intern_lock);
	/* Someone may have interned the same chars meanwhile. */
	if (intern_count * 2 >= intern_size)
		intern_grow();
	j = chars_hash(c, n) & (intern_size - 1);
	while ((r = intern_table[j]) != NULL) {
		if (str_equals(r, c, n)) {
			pthread_mutex_unlock(&intern_lock);
			return r;
		}
		j = (j + 1) & (intern_size - 1);
	}
	intern_table[j] = s;
	intern_count++;
	pthread_mutex_unlock(&intern_lock);
	return s;
}

VmObject *vm_string_intern(VmThread *t, VmObject *s)
{
	return intern_chars(t, vm_string_chars(s), vm_string_length(s), s);
}

VmObject *vm_string_literal(VmThread *t, const char *u)
{
	size_t n = strlen(u), units = vm_mutf8_length(u, n);
	uint16_t small[256], *buf = units <= 256 ? small : malloc(units * 2);
	VmObject *s;

	if (!buf) {
		vm_throw_object(t, vm_wk.oom);
		return NULL;
	}
	vm_mutf8_decode(u, n, buf);
	s = intern_chars(t, buf, (int32_t)units, NULL);
	if (buf != small)
		free(buf);
	return s;
}

void vm_string_scan_roots(GcMarker *m)
{
	size_t i;

	for (i = 0; i < intern_size; i++)
		if (intern_table[i])
			gc_mark(m, intern_table[i]);
}
