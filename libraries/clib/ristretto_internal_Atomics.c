/*
 * ristretto_internal_Atomics.c -- natives of ristretto.internal.Atomics, the
 * one place where the class library performs atomic read-modify-write and
 * ordered accesses on Java fields and array elements.
 *
 * java.util.concurrent is written on top of this class only, so the global
 * object space can later replace these functions (compare-and-set at the
 * object's home) without touching any Java code.
 *
 * Field handles.  fieldOffset(Class, name) returns a 64-bit handle:
 *
 *   63      57 56 55       48 47                     32 31                0
 *   +---------+--+-----------+------------------------+------------------+
 *   |    0    |S | type char |            0           |  byte offset     |
 *   +---------+--+-----------+------------------------+------------------+
 *
 *   S = 1: a static field; the base object passed with it must be the
 *          declaring class's java.lang.Class object (the statics block is
 *          found from it).
 *   type:  the field's descriptor character ('I', 'J', 'L' or '[').
 *
 * Invariant: no handle is trusted.  Every access re-checks that the base is
 * non-null and that the base's class (or, for statics, the class itself)
 * really declares a field of the operation's type at that offset, so a
 * forged or mismatched handle raises IllegalArgumentException instead of
 * writing a reference into an int slot (which would corrupt the GC's view
 * of the heap).  Array operations check the index (and, for reference
 * arrays, the stored value's type) exactly like the aastore/iastore
 * bytecodes.
 *
 * All operations are sequentially consistent (__ATOMIC_SEQ_CST); 64-bit
 * accesses use the 8-byte __atomic builtins, which are single atomic
 * operations on IA-32 too (cmpxchg8b / SSE loads).  Reference fields are
 * pointer-sized words; the collector is non-moving and stops the world only
 * at safepoints, which these natives never reach, so no barrier is needed.
 */
#include "config.h"

#include <stdint.h>
#include <string.h>
#include <stdlib.h>

#include "vm.h"

#define NATIVE(name) static void name(VmThread *t, VmSlot *a, VmSlot *r)

#define ATOMICS_STATIC_BIT  ((int64_t)1 << 56)
#define ATOMICS_TYPE_SHIFT  48
#define ATOMICS_OFF_MASK    ((int64_t)0xffffffff)

/* ------------------------------------------------------------ handles */

static bool is_ref_type(char c) { return c == 'L' || c == '['; }

/* Does class c (or a superclass) declare a field of kind `kind` ('I', 'J'
 * or 'L' standing for references) with the given staticness at `off`? */
static bool class_has_field_at(const VmClass *c, uint32_t off, char kind, bool is_static)
{
	for (; c; c = c->super) {
		uint16_t i;
		for (i = 0; i < c->n_fields; i++) {
			const VmField *f = &c->fields[i];
			bool fs = (f->access & ACC_STATIC) != 0;
			char fk = is_ref_type(f->type) ? 'L' : f->type;
			if (fs == is_static && f->offset == off && fk == kind)
				return true;
		}
		if (is_static)
			break;          /* statics belong to exactly one class */
	}
	return false;
}

/*
 * Resolve (base, handle) to the address of a field of kind `kind`, or post
 * an exception and return NULL.
 */
static void *field_addr(VmThread *t, VmObject *base, int64_t h, char kind)
{
	bool is_static = (h & ATOMICS_STATIC_BIT) != 0;
	uint32_t off = (uint32_t)(h & ATOMICS_OFF_MASK);
	char htype = (char)((h >> ATOMICS_TYPE_SHIFT) & 0xff);
	VmClass *c;

	if (!base) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return NULL;
	}
	if ((h & ~(ATOMICS_STATIC_BIT | ((int64_t)0xff << ATOMICS_TYPE_SHIFT) | ATOMICS_OFF_MASK)) != 0 ||
	    (is_ref_type(htype) ? 'L' : htype) != kind) {
		vm_throw(t, "java/lang/IllegalArgumentException", "bad field handle 0x%llx for this operation",
			 (unsigned long long)h);
		return NULL;
	}
	if (is_static) {
		if (base->clazz != vm_wk.clazz) {
			vm_throw(t, "java/lang/IllegalArgumentException", "static field handle needs a Class as base");
			return NULL;
		}
		c = vm_class_of_object(base);
		if (!class_has_field_at(c, off, kind, true) || !c->statics) {
			vm_throw(t, "java/lang/IllegalArgumentException", "no such static field");
			return NULL;
		}
		return (char *)c->statics + off;
	}
	c = base->clazz;
	if (vm_class_is_array(c) || !class_has_field_at(c, off, kind, false)) {
		char cn[512];
		vm_class_java_name(c, cn, sizeof cn);
		vm_throw(t, "java/lang/IllegalArgumentException", "field handle does not belong to %s", cn);
		return NULL;
	}
	return (char *)base + off;
}

NATIVE(at_fieldOffset)
{
	VmObject *co = a[0].l, *nm = a[1].l;
	VmClass *c, *k;
	const char *sym;
	char *name;

	if (!co || !nm) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return;
	}
	c = vm_class_of_object(co);
	name = vm_string_to_utf8(nm);
	if (!name) {
		vm_throw(t, "java/lang/OutOfMemoryError", NULL);
		return;
	}
	sym = vm_symbol(name);
	for (k = c; k; k = k->super) {
		uint16_t i;
		for (i = 0; i < k->n_fields; i++) {
			const VmField *f = &k->fields[i];
			char ty = f->type;
			if (f->name != sym)
				continue;
			if (ty != 'I' && ty != 'J' && !is_ref_type(ty)) {
				vm_throw(t, "java/lang/IllegalArgumentException",
					 "field %s is not an int, long or reference field", name);
				goto out;
			}
			if (f->access & ACC_STATIC) {
				if (k != c) {
					continue;
				}
				if (!vm_ensure_init(t, c))
					goto out;
			}
			vm_slot_set_long(r, (int64_t)f->offset |
					 ((int64_t)(unsigned char)ty << ATOMICS_TYPE_SHIFT) |
					 ((f->access & ACC_STATIC) ? ATOMICS_STATIC_BIT : 0));
			goto out;
		}
	}
	vm_throw(t, "java/lang/NoSuchFieldError", "%s", name);
out:
	free(name);
}

/* ------------------------------------------------------------- fields */

NATIVE(at_casInt)
{
	int32_t *p = field_addr(t, a[0].l, vm_slot_get_long(&a[1]), 'I');
	int32_t expect = a[3].i;
	if (p)
		r->i = __atomic_compare_exchange_n(p, &expect, a[4].i, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}
NATIVE(at_casLong)
{
	int64_t *p = field_addr(t, a[0].l, vm_slot_get_long(&a[1]), 'J');
	int64_t expect = vm_slot_get_long(&a[3]);
	if (p)
		r->i = __atomic_compare_exchange_n(p, &expect, vm_slot_get_long(&a[5]), false,
						   __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}
NATIVE(at_casRef)
{
	VmObject **p = field_addr(t, a[0].l, vm_slot_get_long(&a[1]), 'L');
	VmObject *expect = a[3].l;
	if (p)
		r->i = __atomic_compare_exchange_n(p, &expect, a[4].l, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}
NATIVE(at_getAndSetInt)
{
	int32_t *p = field_addr(t, a[0].l, vm_slot_get_long(&a[1]), 'I');
	if (p)
		r->i = __atomic_exchange_n(p, a[3].i, __ATOMIC_SEQ_CST);
}
NATIVE(at_getAndAddInt)
{
	int32_t *p = field_addr(t, a[0].l, vm_slot_get_long(&a[1]), 'I');
	/* Java int addition wraps: do it on unsigned to stay defined. */
	if (p)
		r->i = (int32_t)__atomic_fetch_add((uint32_t *)p, (uint32_t)a[3].i, __ATOMIC_SEQ_CST);
}
NATIVE(at_getAndSetLong)
{
	int64_t *p = field_addr(t, a[0].l, vm_slot_get_long(&a[1]), 'J');
	if (p)
		vm_slot_set_long(r, __atomic_exchange_n(p, vm_slot_get_long(&a[3]), __ATOMIC_SEQ_CST));
}
NATIVE(at_getAndAddLong)
{
	int64_t *p = field_addr(t, a[0].l, vm_slot_get_long(&a[1]), 'J');
	if (p)
		vm_slot_set_long(r, (int64_t)__atomic_fetch_add((uint64_t *)p, (uint64_t)vm_slot_get_long(&a[3]),
								__ATOMIC_SEQ_CST));
}
NATIVE(at_getAndSetRef)
{
	VmObject **p = field_addr(t, a[0].l, vm_slot_get_long(&a[1]), 'L');
	if (p)
		r->l = __atomic_exchange_n(p, a[3].l, __ATOMIC_SEQ_CST);
}
NATIVE(at_getIntVolatile)
{
	int32_t *p = field_addr(t, a[0].l, vm_slot_get_long(&a[1]), 'I');
	if (p)
		r->i = __atomic_load_n(p, __ATOMIC_SEQ_CST);
}
NATIVE(at_putIntVolatile)
{
	int32_t *p = field_addr(t, a[0].l, vm_slot_get_long(&a[1]), 'I');
	if (p)
		__atomic_store_n(p, a[3].i, __ATOMIC_SEQ_CST);
}
NATIVE(at_getLongVolatile)
{
	int64_t *p = field_addr(t, a[0].l, vm_slot_get_long(&a[1]), 'J');
	if (p)
		vm_slot_set_long(r, __atomic_load_n(p, __ATOMIC_SEQ_CST));
}
NATIVE(at_putLongVolatile)
{
	int64_t *p = field_addr(t, a[0].l, vm_slot_get_long(&a[1]), 'J');
	if (p)
		__atomic_store_n(p, vm_slot_get_long(&a[3]), __ATOMIC_SEQ_CST);
}
NATIVE(at_getRefVolatile)
{
	VmObject **p = field_addr(t, a[0].l, vm_slot_get_long(&a[1]), 'L');
	if (p)
		r->l = __atomic_load_n(p, __ATOMIC_SEQ_CST);
}
NATIVE(at_putRefVolatile)
{
	VmObject **p = field_addr(t, a[0].l, vm_slot_get_long(&a[1]), 'L');
	if (p)
		__atomic_store_n(p, a[3].l, __ATOMIC_SEQ_CST);
}

/* ------------------------------------------------------------- arrays */

/*
 * Address of element i of array o whose element descriptor must be `elem`
 * ('I', 'J', or 'L' for any reference array); NULL with
 * NullPointerException / IllegalArgumentException /
 * ArrayIndexOutOfBoundsException pending otherwise.
 */
static void *elem_addr(VmThread *t, VmObject *o, int32_t i, char elem)
{
	VmArray *arr = (VmArray *)o;
	char et;

	if (!o) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return NULL;
	}
	if (!vm_class_is_array(o->clazz)) {
		vm_throw(t, "java/lang/IllegalArgumentException", "Argument is not an array");
		return NULL;
	}
	et = o->clazz->elem_type;
	if ((is_ref_type(et) ? 'L' : et) != elem) {
		vm_throw(t, "java/lang/IllegalArgumentException", "array of the wrong element type");
		return NULL;
	}
	if (i < 0 || i >= arr->length) {
		vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException",
			 "Index %d out of bounds for length %d", (int)i, (int)arr->length);
		return NULL;
	}
	if (elem == 'I')
		return &VM_ARRAY_ELEMS(int32_t, arr)[i];
	if (elem == 'J')
		return &VM_ARRAY_ELEMS(int64_t, arr)[i];
	return &VM_ARRAY_ELEMS(VmObject *, arr)[i];
}

/* aastore's type check for a value about to be stored into o. */
static bool ref_store_ok(VmThread *t, VmObject *o, VmObject *v)
{
	if (v && !vm_instance_of(v, o->clazz->component)) {
		char cn[512];
		vm_class_java_name(v->clazz, cn, sizeof cn);
		vm_throw(t, "java/lang/ArrayStoreException", "%s", cn);
		return false;
	}
	return true;
}

NATIVE(at_casIntElem)
{
	int32_t *p = elem_addr(t, a[0].l, a[1].i, 'I');
	int32_t expect = a[2].i;
	if (p)
		r->i = __atomic_compare_exchange_n(p, &expect, a[3].i, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}
NATIVE(at_getAndSetIntElem)
{
	int32_t *p = elem_addr(t, a[0].l, a[1].i, 'I');
	if (p)
		r->i = __atomic_exchange_n(p, a[2].i, __ATOMIC_SEQ_CST);
}
NATIVE(at_getAndAddIntElem)
{
	int32_t *p = elem_addr(t, a[0].l, a[1].i, 'I');
	if (p)
		r->i = (int32_t)__atomic_fetch_add((uint32_t *)p, (uint32_t)a[2].i, __ATOMIC_SEQ_CST);
}
NATIVE(at_getIntElemVolatile)
{
	int32_t *p = elem_addr(t, a[0].l, a[1].i, 'I');
	if (p)
		r->i = __atomic_load_n(p, __ATOMIC_SEQ_CST);
}
NATIVE(at_putIntElemVolatile)
{
	int32_t *p = elem_addr(t, a[0].l, a[1].i, 'I');
	if (p)
		__atomic_store_n(p, a[2].i, __ATOMIC_SEQ_CST);
}
NATIVE(at_casLongElem)
{
	int64_t *p = elem_addr(t, a[0].l, a[1].i, 'J');
	int64_t expect = vm_slot_get_long(&a[2]);
	if (p)
		r->i = __atomic_compare_exchange_n(p, &expect, vm_slot_get_long(&a[4]), false,
						   __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}
NATIVE(at_getAndSetLongElem)
{
	int64_t *p = elem_addr(t, a[0].l, a[1].i, 'J');
	if (p)
		vm_slot_set_long(r, __atomic_exchange_n(p, vm_slot_get_long(&a[2]), __ATOMIC_SEQ_CST));
}
NATIVE(at_getAndAddLongElem)
{
	int64_t *p = elem_addr(t, a[0].l, a[1].i, 'J');
	if (p)
		vm_slot_set_long(r, (int64_t)__atomic_fetch_add((uint64_t *)p, (uint64_t)vm_slot_get_long(&a[2]),
								__ATOMIC_SEQ_CST));
}
NATIVE(at_getLongElemVolatile)
{
	int64_t *p = elem_addr(t, a[0].l, a[1].i, 'J');
	if (p)
		vm_slot_set_long(r, __atomic_load_n(p, __ATOMIC_SEQ_CST));
}
NATIVE(at_putLongElemVolatile)
{
	int64_t *p = elem_addr(t, a[0].l, a[1].i, 'J');
	if (p)
		__atomic_store_n(p, vm_slot_get_long(&a[2]), __ATOMIC_SEQ_CST);
}
NATIVE(at_casRefElem)
{
	VmObject **p = elem_addr(t, a[0].l, a[1].i, 'L');
	VmObject *expect = a[2].l;
	if (p && ref_store_ok(t, a[0].l, a[3].l))
		r->i = __atomic_compare_exchange_n(p, &expect, a[3].l, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}
NATIVE(at_getAndSetRefElem)
{
	VmObject **p = elem_addr(t, a[0].l, a[1].i, 'L');
	if (p && ref_store_ok(t, a[0].l, a[2].l))
		r->l = __atomic_exchange_n(p, a[2].l, __ATOMIC_SEQ_CST);
}
NATIVE(at_getRefElemVolatile)
{
	VmObject **p = elem_addr(t, a[0].l, a[1].i, 'L');
	if (p)
		r->l = __atomic_load_n(p, __ATOMIC_SEQ_CST);
}
NATIVE(at_putRefElemVolatile)
{
	VmObject **p = elem_addr(t, a[0].l, a[1].i, 'L');
	if (p && ref_store_ok(t, a[0].l, a[2].l))
		__atomic_store_n(p, a[2].l, __ATOMIC_SEQ_CST);
}

/* ------------------------------------------------------------- fences */

NATIVE(at_fullFence) { (void)t; (void)a; (void)r; __atomic_thread_fence(__ATOMIC_SEQ_CST); }
NATIVE(at_acquireFence) { (void)t; (void)a; (void)r; __atomic_thread_fence(__ATOMIC_ACQUIRE); }
NATIVE(at_releaseFence) { (void)t; (void)a; (void)r; __atomic_thread_fence(__ATOMIC_RELEASE); }

#define AT "ristretto/internal/Atomics"
#define O "Ljava/lang/Object;"

const VmNativeDef vm_natives_ristretto_atomics[] = {
	{ AT, "fieldOffset", "(Ljava/lang/Class;Ljava/lang/String;)J", at_fieldOffset },
	{ AT, "casInt", "(" O "JII)Z", at_casInt },
	{ AT, "casLong", "(" O "JJJ)Z", at_casLong },
	{ AT, "casRef", "(" O "J" O O ")Z", at_casRef },
	{ AT, "getAndSetInt", "(" O "JI)I", at_getAndSetInt },
	{ AT, "getAndAddInt", "(" O "JI)I", at_getAndAddInt },
	{ AT, "getAndSetLong", "(" O "JJ)J", at_getAndSetLong },
	{ AT, "getAndAddLong", "(" O "JJ)J", at_getAndAddLong },
	{ AT, "getAndSetRef", "(" O "J" O ")" O, at_getAndSetRef },
	{ AT, "getIntVolatile", "(" O "J)I", at_getIntVolatile },
	{ AT, "putIntVolatile", "(" O "JI)V", at_putIntVolatile },
	{ AT, "getLongVolatile", "(" O "J)J", at_getLongVolatile },
	{ AT, "putLongVolatile", "(" O "JJ)V", at_putLongVolatile },
	{ AT, "getRefVolatile", "(" O "J)" O, at_getRefVolatile },
	{ AT, "putRefVolatile", "(" O "J" O ")V", at_putRefVolatile },
	{ AT, "casIntElem", "([IIII)Z", at_casIntElem },
	{ AT, "getAndSetIntElem", "([III)I", at_getAndSetIntElem },
	{ AT, "getAndAddIntElem", "([III)I", at_getAndAddIntElem },
	{ AT, "getIntElemVolatile", "([II)I", at_getIntElemVolatile },
	{ AT, "putIntElemVolatile", "([III)V", at_putIntElemVolatile },
	{ AT, "casLongElem", "([JIJJ)Z", at_casLongElem },
	{ AT, "getAndSetLongElem", "([JIJ)J", at_getAndSetLongElem },
	{ AT, "getAndAddLongElem", "([JIJ)J", at_getAndAddLongElem },
	{ AT, "getLongElemVolatile", "([JI)J", at_getLongElemVolatile },
	{ AT, "putLongElemVolatile", "([JIJ)V", at_putLongElemVolatile },
	{ AT, "casRefElem", "([" O "I" O O ")Z", at_casRefElem },
	{ AT, "getAndSetRefElem", "([" O "I" O ")" O, at_getAndSetRefElem },
	{ AT, "getRefElemVolatile", "([" O "I)" O, at_getRefElemVolatile },
	{ AT, "putRefElemVolatile", "([" O "I" O ")V", at_putRefElemVolatile },
	{ AT, "fullFence", "()V", at_fullFence },
	{ AT, "acquireFence", "()V", at_acquireFence },
	{ AT, "releaseFence", "()V", at_releaseFence },
	{ NULL, NULL, NULL, NULL }
};
