/*
 * ristretto_internal_Atomics.c -- natives of ristretto.internal.Atomics, the
 * one place where the class library performs atomic read-modify-write and
 * ordered accesses on Java fields and array elements.
 *
 * java.util.concurrent is written on top of this class only, so the global
 * object space can later replace these functions (compare-and-set at the
 * object's home) without touching any Java code.
 *
 * Field handles.  fieldOffset(Class, name) returns a 64-bit handle (vm.h,
 * VM_FIELD_HANDLE_*; the JIT's inline atomics read them too):
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
 * Every read-modify-write goes through the VM's vm_cas_int/long/ref
 * (lock.c), which hands objects shared with other nodes to the global
 * object space's CAS hook (compare-and-set at the home node) and does a
 * local __atomic compare-and-swap otherwise; getAndAdd/getAndSet are CAS
 * loops on top.  All operations are sequentially consistent; 64-bit
 * accesses are single atomic operations on IA-32 too (cmpxchg8b / SSE
 * loads, vm_volatile_get_long/put_long).  Reference fields are
 * pointer-sized words; the collector is non-moving and stops the world only
 * at safepoints, which these natives never reach, so no barrier is needed.
 */
#include "config.h"

#include <stdint.h>
#include <string.h>
#include <stdlib.h>

#include "hooks.h"
#include "vm.h"

#define NATIVE(name) static void name(VmThread *t, VmSlot *a, VmSlot *r)


/* ------------------------------------------------------------ handles */

static bool is_ref_type(char c) { return c == 'L' || c == '['; }

/*
 * Resolve (base, handle) to the object holding the field (base itself, or
 * the class's statics block, which starts with an object header) and the
 * field's byte offset in it; or post an exception and return NULL.
 */
static VmObject *field_holder(VmThread *t, VmObject *base, int64_t h, char kind, size_t *offp)
{
	bool is_static = (h & VM_FIELD_HANDLE_STATIC) != 0;
	uint32_t off = (uint32_t)(h & VM_FIELD_HANDLE_OFF_MASK);
	char htype = (char)((h >> VM_FIELD_HANDLE_TYPE_SHIFT) & 0xff);
	VmClass *c;

	if (!base) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return NULL;
	}
	if ((h & ~(VM_FIELD_HANDLE_STATIC | ((int64_t)0xff << VM_FIELD_HANDLE_TYPE_SHIFT) | VM_FIELD_HANDLE_OFF_MASK)) != 0 ||
	    (is_ref_type(htype) ? 'L' : htype) != kind) {
		vm_throw(t, "java/lang/IllegalArgumentException", "bad field handle 0x%llx for this operation",
			 (unsigned long long)h);
		return NULL;
	}
	*offp = off;
	if (is_static) {
		if (base->clazz != vm_wk.clazz) {
			vm_throw(t, "java/lang/IllegalArgumentException", "static field handle needs a Class as base");
			return NULL;
		}
		c = vm_class_of_object(base);
		if (!vm_class_has_field_at(c, off, kind, true) || !c->statics) {
			vm_throw(t, "java/lang/IllegalArgumentException", "no such static field");
			return NULL;
		}
		return c->statics;
	}
	c = base->clazz;
	if (vm_class_is_array(c) || !vm_class_has_field_at(c, off, kind, false)) {
		char cn[512];
		vm_class_java_name(c, cn, sizeof cn);
		vm_throw(t, "java/lang/IllegalArgumentException", "field handle does not belong to %s", cn);
		return NULL;
	}
	return base;
}

#define AT_ADDR(type, o, off) ((type *)((char *)(o) + (off)))

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
					 ((int64_t)(unsigned char)ty << VM_FIELD_HANDLE_TYPE_SHIFT) |
					 ((f->access & ACC_STATIC) ? VM_FIELD_HANDLE_STATIC : 0));
			goto out;
		}
	}
	vm_throw(t, "java/lang/NoSuchFieldError", "%s", name);
out:
	free(name);
}

/* ------------------------------------------------------------- fields */

/* Volatile access to a field or element of o: through the global object
 * space when o is shared (performed at its home), else a plain atomic. On
 * failure an exception is pending on t and the value read is 0. */
static void gos_vol(VmThread *t, VmObject *o, size_t off, char type, bool write, void *val)
{
	(void)vm_gos_hooks.volatile_access(t, o, off, type, write, val);
}
static int32_t get_i(VmThread *t, VmObject *o, size_t off)
{
	int32_t v = 0;
	if (__builtin_expect(o->gos_state != 0, 0) && vm_gos_hooks.volatile_access) {
		gos_vol(t, o, off, 'I', false, &v);
		return v;
	}
	return __atomic_load_n(AT_ADDR(int32_t, o, off), __ATOMIC_SEQ_CST);
}
static void put_i(VmThread *t, VmObject *o, size_t off, int32_t v)
{
	if (__builtin_expect(o->gos_state != 0, 0) && vm_gos_hooks.volatile_access)
		gos_vol(t, o, off, 'I', true, &v);
	else
		__atomic_store_n(AT_ADDR(int32_t, o, off), v, __ATOMIC_SEQ_CST);
}
static int64_t get_j(VmThread *t, VmObject *o, size_t off)
{
	int64_t v = 0;
	if (__builtin_expect(o->gos_state != 0, 0) && vm_gos_hooks.volatile_access) {
		gos_vol(t, o, off, 'J', false, &v);
		return v;
	}
	return vm_volatile_get_long(o, off);
}
static void put_j(VmThread *t, VmObject *o, size_t off, int64_t v)
{
	if (__builtin_expect(o->gos_state != 0, 0) && vm_gos_hooks.volatile_access)
		gos_vol(t, o, off, 'J', true, &v);
	else
		vm_volatile_put_long(o, off, v);
}
static VmObject *get_l(VmThread *t, VmObject *o, size_t off)
{
	VmObject *v = NULL;
	if (__builtin_expect(o->gos_state != 0, 0) && vm_gos_hooks.volatile_access) {
		gos_vol(t, o, off, 'L', false, &v);
		return v;
	}
	return __atomic_load_n(AT_ADDR(VmObject *, o, off), __ATOMIC_SEQ_CST);
}
static void put_l(VmThread *t, VmObject *o, size_t off, VmObject *v)
{
	if (__builtin_expect(o->gos_state != 0, 0) && vm_gos_hooks.volatile_access)
		gos_vol(t, o, off, 'L', true, &v);
	else
		__atomic_store_n(AT_ADDR(VmObject *, o, off), v, __ATOMIC_SEQ_CST);
}

/* Read-modify-write helpers over vm_cas_*: CAS loops on the holder. */
static int32_t rmw_int(VmThread *t, VmObject *o, size_t off, int32_t v, bool add)
{
	for (;;) {
		int32_t old = get_i(t, o, off);
		int32_t nv = add ? (int32_t)((uint32_t)old + (uint32_t)v) : v;
		if (t->exception || vm_cas_int(o, off, old, nv))
			return old;
	}
}

static int64_t rmw_long(VmThread *t, VmObject *o, size_t off, int64_t v, bool add)
{
	for (;;) {
		int64_t old = get_j(t, o, off);
		int64_t nv = add ? (int64_t)((uint64_t)old + (uint64_t)v) : v;
		if (t->exception || vm_cas_long(o, off, old, nv))
			return old;
	}
}

static VmObject *xchg_ref(VmThread *t, VmObject *o, size_t off, VmObject *v)
{
	for (;;) {
		VmObject *old = get_l(t, o, off);
		if (t->exception || vm_cas_ref(o, off, old, v))
			return old;
	}
}

NATIVE(at_casInt)
{
	size_t off;
	VmObject *o = field_holder(t, a[0].l, vm_slot_get_long(&a[1]), 'I', &off);
	if (o)
		r->i = vm_cas_int(o, off, a[3].i, a[4].i);
}
NATIVE(at_casLong)
{
	size_t off;
	VmObject *o = field_holder(t, a[0].l, vm_slot_get_long(&a[1]), 'J', &off);
	if (o)
		r->i = vm_cas_long(o, off, vm_slot_get_long(&a[3]), vm_slot_get_long(&a[5]));
}
NATIVE(at_casRef)
{
	size_t off;
	VmObject *o = field_holder(t, a[0].l, vm_slot_get_long(&a[1]), 'L', &off);
	if (o)
		r->i = vm_cas_ref(o, off, a[3].l, a[4].l);
}
NATIVE(at_getAndSetInt)
{
	size_t off;
	VmObject *o = field_holder(t, a[0].l, vm_slot_get_long(&a[1]), 'I', &off);
	if (o)
		r->i = rmw_int(t, o, off, a[3].i, false);
}
NATIVE(at_getAndAddInt)
{
	size_t off;
	VmObject *o = field_holder(t, a[0].l, vm_slot_get_long(&a[1]), 'I', &off);
	if (o)
		r->i = rmw_int(t, o, off, a[3].i, true);
}
NATIVE(at_getAndSetLong)
{
	size_t off;
	VmObject *o = field_holder(t, a[0].l, vm_slot_get_long(&a[1]), 'J', &off);
	if (o)
		vm_slot_set_long(r, rmw_long(t, o, off, vm_slot_get_long(&a[3]), false));
}
NATIVE(at_getAndAddLong)
{
	size_t off;
	VmObject *o = field_holder(t, a[0].l, vm_slot_get_long(&a[1]), 'J', &off);
	if (o)
		vm_slot_set_long(r, rmw_long(t, o, off, vm_slot_get_long(&a[3]), true));
}
NATIVE(at_getAndSetRef)
{
	size_t off;
	VmObject *o = field_holder(t, a[0].l, vm_slot_get_long(&a[1]), 'L', &off);
	if (o)
		r->l = xchg_ref(t, o, off, a[3].l);
}
NATIVE(at_getIntVolatile)
{
	size_t off;
	VmObject *o = field_holder(t, a[0].l, vm_slot_get_long(&a[1]), 'I', &off);
	if (o)
		r->i = get_i(t, o, off);
}
NATIVE(at_putIntVolatile)
{
	size_t off;
	VmObject *o = field_holder(t, a[0].l, vm_slot_get_long(&a[1]), 'I', &off);
	if (o)
		put_i(t, o, off, a[3].i);
}
NATIVE(at_getLongVolatile)
{
	size_t off;
	VmObject *o = field_holder(t, a[0].l, vm_slot_get_long(&a[1]), 'J', &off);
	if (o)
		vm_slot_set_long(r, get_j(t, o, off));
}
NATIVE(at_putLongVolatile)
{
	size_t off;
	VmObject *o = field_holder(t, a[0].l, vm_slot_get_long(&a[1]), 'J', &off);
	if (o)
		put_j(t, o, off, vm_slot_get_long(&a[3]));
}
NATIVE(at_getRefVolatile)
{
	size_t off;
	VmObject *o = field_holder(t, a[0].l, vm_slot_get_long(&a[1]), 'L', &off);
	if (o)
		r->l = get_l(t, o, off);
}
NATIVE(at_putRefVolatile)
{
	size_t off;
	VmObject *o = field_holder(t, a[0].l, vm_slot_get_long(&a[1]), 'L', &off);
	if (o)
		put_l(t, o, off, a[3].l);
}

/* ------------------------------------------------------------- arrays */

/*
 * Byte offset of element i of array o, whose element descriptor must be
 * `elem` ('I', 'J', or 'L' for any reference array); false with
 * NullPointerException / IllegalArgumentException /
 * ArrayIndexOutOfBoundsException pending otherwise.
 */
static bool elem_off(VmThread *t, VmObject *o, int32_t i, char elem, size_t *offp)
{
	VmArray *arr = (VmArray *)o;
	char et;
	size_t esz;

	if (!o) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return false;
	}
	if (!vm_class_is_array(o->clazz)) {
		vm_throw(t, "java/lang/IllegalArgumentException", "Argument is not an array");
		return false;
	}
	et = o->clazz->elem_type;
	if ((is_ref_type(et) ? 'L' : et) != elem) {
		vm_throw(t, "java/lang/IllegalArgumentException", "array of the wrong element type");
		return false;
	}
	if (i < 0 || i >= arr->length) {
		vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException",
			 "Index %d out of bounds for length %d", (int)i, (int)arr->length);
		return false;
	}
	esz = elem == 'I' ? sizeof(int32_t) : elem == 'J' ? sizeof(int64_t) : sizeof(VmObject *);
	*offp = VM_ARRAY_DATA_OFFSET + (size_t)i * esz;
	return true;
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
	size_t off;
	if (elem_off(t, a[0].l, a[1].i, 'I', &off))
		r->i = vm_cas_int(a[0].l, off, a[2].i, a[3].i);
}
NATIVE(at_getAndSetIntElem)
{
	size_t off;
	if (elem_off(t, a[0].l, a[1].i, 'I', &off))
		r->i = rmw_int(t, a[0].l, off, a[2].i, false);
}
NATIVE(at_getAndAddIntElem)
{
	size_t off;
	if (elem_off(t, a[0].l, a[1].i, 'I', &off))
		r->i = rmw_int(t, a[0].l, off, a[2].i, true);
}
NATIVE(at_getIntElemVolatile)
{
	size_t off;
	if (elem_off(t, a[0].l, a[1].i, 'I', &off))
		r->i = get_i(t, a[0].l, off);
}
NATIVE(at_putIntElemVolatile)
{
	size_t off;
	if (elem_off(t, a[0].l, a[1].i, 'I', &off))
		put_i(t, a[0].l, off, a[2].i);
}
NATIVE(at_casLongElem)
{
	size_t off;
	if (elem_off(t, a[0].l, a[1].i, 'J', &off))
		r->i = vm_cas_long(a[0].l, off, vm_slot_get_long(&a[2]), vm_slot_get_long(&a[4]));
}
NATIVE(at_getAndSetLongElem)
{
	size_t off;
	if (elem_off(t, a[0].l, a[1].i, 'J', &off))
		vm_slot_set_long(r, rmw_long(t, a[0].l, off, vm_slot_get_long(&a[2]), false));
}
NATIVE(at_getAndAddLongElem)
{
	size_t off;
	if (elem_off(t, a[0].l, a[1].i, 'J', &off))
		vm_slot_set_long(r, rmw_long(t, a[0].l, off, vm_slot_get_long(&a[2]), true));
}
NATIVE(at_getLongElemVolatile)
{
	size_t off;
	if (elem_off(t, a[0].l, a[1].i, 'J', &off))
		vm_slot_set_long(r, get_j(t, a[0].l, off));
}
NATIVE(at_putLongElemVolatile)
{
	size_t off;
	if (elem_off(t, a[0].l, a[1].i, 'J', &off))
		put_j(t, a[0].l, off, vm_slot_get_long(&a[2]));
}
NATIVE(at_casRefElem)
{
	size_t off;
	if (elem_off(t, a[0].l, a[1].i, 'L', &off) && ref_store_ok(t, a[0].l, a[3].l))
		r->i = vm_cas_ref(a[0].l, off, a[2].l, a[3].l);
}
NATIVE(at_getAndSetRefElem)
{
	size_t off;
	if (elem_off(t, a[0].l, a[1].i, 'L', &off) && ref_store_ok(t, a[0].l, a[2].l))
		r->l = xchg_ref(t, a[0].l, off, a[2].l);
}
NATIVE(at_getRefElemVolatile)
{
	size_t off;
	if (elem_off(t, a[0].l, a[1].i, 'L', &off))
		r->l = get_l(t, a[0].l, off);
}
NATIVE(at_putRefElemVolatile)
{
	size_t off;
	if (elem_off(t, a[0].l, a[1].i, 'L', &off) && ref_store_ok(t, a[0].l, a[2].l))
		put_l(t, a[0].l, off, a[2].l);
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
