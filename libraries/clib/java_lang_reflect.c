/*
 * java_lang_reflect.c -- natives of reflection: the member tables of
 * java.lang.Class and Field.get/set, Method.invoke, Constructor.newInstance.
 *
 * Field, Method and Constructor objects carry the declaring class and a
 * `slot`: the index of the member in the VmClass's fields[] or methods[]
 * table.  Every native re-checks the slot against the table (a forged slot
 * raises IllegalArgumentException, never a wild read).  Values cross the
 * boundary boxed: the Java side converts arguments to boxes of the member's
 * exact types (widening, type checks, messages), so the natives only unbox
 * boxes whose class they verify.  Exceptions thrown by an invoked method or
 * constructor come back wrapped in InvocationTargetException.
 *
 * Java language access checks are not enforced (see doc/vm-core.md).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hooks.h"
#include "vm.h"

#define NATIVE(name) static void name(VmThread *t, VmSlot *a, VmSlot *r)

/* --------------------------------------------------------- descriptors */

/* The class of one field descriptor starting at *pp; advances *pp. */
static VmClass *desc_class(VmThread *t, const VmClass *from, const char **pp)
{
	const char *p = *pp, *start = p;
	char buf[1024];
	size_t n;

	while (*p == '[')
		p++;
	if (*p == 'L') {
		const char *e = strchr(p, ';');
		if (!e) {
			vm_throw(t, "java/lang/InternalError", "bad descriptor %s", start);
			return NULL;
		}
		p = e + 1;
	} else {
		p++;
	}
	*pp = p;
	if (start[0] != '[' && start[0] != 'L')
		return vm_primitive_class(start[0]);
	n = (size_t)(p - start);
	if (start[0] == 'L') {
		start++;
		n -= 2;
	}
	if (n >= sizeof buf) {
		vm_throw(t, "java/lang/InternalError", "descriptor too long");
		return NULL;
	}
	memcpy(buf, start, n);
	buf[n] = 0;
	return vm_resolve_class(t, from, buf);
}

static VmObject *class_obj_of_desc(VmThread *t, const VmClass *from, const char **pp)
{
	VmClass *c = desc_class(t, from, pp);
	return c ? vm_class_object(t, c) : NULL;
}

/* Class[] of a method descriptor's parameters. */
static VmArray *param_classes(VmThread *t, const VmClass *from, const char *desc)
{
	const char *p = desc + 1;
	int n = 0, i;
	VmArray *arr;

	while (*p && *p != ')') {
		if (!desc_class(t, from, &p))
			return NULL;
		n++;
	}
	arr = vm_new_object_array(t, vm_wk.clazz, n);
	if (!arr)
		return NULL;
	p = desc + 1;
	for (i = 0; i < n; i++) {
		VmObject *co = class_obj_of_desc(t, from, &p);
		if (!co)
			return NULL;
		VM_ARRAY_ELEMS(VmObject *, arr)[i] = co;
	}
	return arr;
}

/* Class[] of the Exceptions attribute of method index mi (empty if unknown). */
static VmArray *exception_classes(VmThread *t, VmClass *c, uint16_t mi)
{
	const VmCfMethod *cm = NULL;
	VmArray *arr;
	int i, n = 0;

	if (c->cf && c->cf->n_methods == c->n_methods)
		cm = &c->cf->methods[mi];
	if (cm && cm->name && strcmp(cm->name, c->methods[mi].name) == 0)
		n = cm->n_exceptions;
	arr = vm_new_object_array(t, vm_wk.clazz, n);
	if (!arr)
		return NULL;
	for (i = 0; i < n; i++) {
		VmClass *ec = vm_resolve_class(t, c, cm->exceptions[i]);
		VmObject *co;
		if (!ec || !(co = vm_class_object(t, ec)))
			return NULL;
		VM_ARRAY_ELEMS(VmObject *, arr)[i] = co;
	}
	return arr;
}

/* --------------------------------------------------- member tables */

static VmObject *new_reflect(VmThread *t, const char *cls, const char *ctor_desc, VmSlot *args)
{
	VmClass *c = vm_load_class(t, cls);
	VmMethod *init;
	VmObject *o;
	VmSlot full[12], ignore;
	int i;

	if (!c || !vm_ensure_init(t, c))
		return NULL;
	init = vm_find_declared_method(c, vm_symbol("<init>"), vm_symbol(ctor_desc));
	if (!init) {
		vm_throw(t, "java/lang/InternalError", "%s.<init>%s missing", cls, ctor_desc);
		return NULL;
	}
	o = vm_new_object(t, c);
	if (!o)
		return NULL;
	full[0].l = o;
	for (i = 1; i < init->arg_slots && i < 12; i++)
		full[i] = args[i - 1];
	if (!vm_call(t, init, full, &ignore))
		return NULL;
	return o;
}

NATIVE(cls_getDeclaredFields0)
{
	VmClass *c = vm_class_of_object(a[0].l);
	bool public_only = a[1].i != 0;
	VmArray *arr;
	VmClass *fc;
	int n = 0, k = 0;
	uint16_t i;

	if (c->state < VM_CLASS_LINKED && !vm_link_class(t, c))
		return;
	for (i = 0; i < c->n_fields; i++)
		if (!public_only || (c->fields[i].access & ACC_PUBLIC))
			n++;
	fc = vm_load_class(t, "java/lang/reflect/Field");
	if (!fc)
		return;
	arr = vm_new_object_array(t, fc, n);
	if (!arr)
		return;
	for (i = 0; i < c->n_fields; i++) {
		const VmField *f = &c->fields[i];
		const char *p = f->desc;
		VmSlot args[5];
		VmObject *fo;
		if (public_only && !(f->access & ACC_PUBLIC))
			continue;
		args[0].l = a[0].l;
		if (!(args[1].l = vm_string_from_utf8(t, f->name)))
			return;
		if (!(args[2].l = class_obj_of_desc(t, c, &p)))
			return;
		args[3].i = f->access;
		args[4].i = i;
		fo = new_reflect(t, "java/lang/reflect/Field",
				 "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;II)V", args);
		if (!fo)
			return;
		VM_ARRAY_ELEMS(VmObject *, arr)[k++] = fo;
	}
	r->l = &arr->hdr;
}

/* Methods (ctors = false) or constructors (ctors = true) of a class. */
static void declared_executables(VmThread *t, VmSlot *a, VmSlot *r, bool ctors)
{
	VmClass *c = vm_class_of_object(a[0].l);
	bool public_only = a[1].i != 0;
	const char *init = vm_symbol("<init>"), *clinit = vm_symbol("<clinit>");
	VmArray *arr;
	VmClass *mc;
	int n = 0, k = 0;
	uint16_t i;

	if (c->state < VM_CLASS_LINKED && !vm_link_class(t, c))
		return;
	for (i = 0; i < c->n_methods; i++) {
		const VmMethod *m = &c->methods[i];
		if (m->name == clinit || (m->name == init) != ctors)
			continue;
		if (!public_only || (m->access & ACC_PUBLIC))
			n++;
	}
	mc = vm_load_class(t, ctors ? "java/lang/reflect/Constructor" : "java/lang/reflect/Method");
	if (!mc)
		return;
	arr = vm_new_object_array(t, mc, n);
	if (!arr)
		return;
	for (i = 0; i < c->n_methods; i++) {
		const VmMethod *m = &c->methods[i];
		VmSlot args[7];
		VmArray *ps, *ex;
		VmObject *mo;
		if (m->name == clinit || (m->name == init) != ctors)
			continue;
		if (public_only && !(m->access & ACC_PUBLIC))
			continue;
		if (!(ps = param_classes(t, c, m->desc)) || !(ex = exception_classes(t, c, i)))
			return;
		args[0].l = a[0].l;
		if (ctors) {
			args[1].l = &ps->hdr;
			args[2].l = &ex->hdr;
			args[3].i = m->access;
			args[4].i = i;
			mo = new_reflect(t, "java/lang/reflect/Constructor",
					 "(Ljava/lang/Class;[Ljava/lang/Class;[Ljava/lang/Class;II)V", args);
		} else {
			const char *rp = strchr(m->desc, ')') + 1;
			if (!(args[1].l = vm_string_from_utf8(t, m->name)))
				return;
			args[2].l = &ps->hdr;
			if (!(args[3].l = class_obj_of_desc(t, c, &rp)))
				return;
			args[4].l = &ex->hdr;
			args[5].i = m->access;
			args[6].i = i;
			mo = new_reflect(t, "java/lang/reflect/Method",
					 "(Ljava/lang/Class;Ljava/lang/String;[Ljava/lang/Class;Ljava/lang/Class;[Ljava/lang/Class;II)V",
					 args);
		}
		if (!mo)
			return;
		VM_ARRAY_ELEMS(VmObject *, arr)[k++] = mo;
	}
	r->l = &arr->hdr;
}

NATIVE(cls_getDeclaredMethods0) { declared_executables(t, a, r, false); }
NATIVE(cls_getDeclaredConstructors0) { declared_executables(t, a, r, true); }

/* ------------------------------------------------------- boxing */

/* Unbox o, which must be exactly the wrapper of ty, into out[0..1]. */
static bool unbox(VmThread *t, VmObject *o, char ty, VmSlot *out)
{
	const char *bn = vm_box_class_name(ty);
	VmField *f;
	char d[2] = { ty, 0 };

	out[0].w = 0;
	out[1].w = 0;
	if (!bn) {
		out[0].l = o;
		return true;
	}
	if (!o || strcmp(o->clazz->name, bn) != 0) {
		vm_throw(t, "java/lang/IllegalArgumentException", "argument type mismatch");
		return false;
	}
	f = vm_find_field(o->clazz, vm_symbol("value"), vm_symbol(d));
	if (!f) {
		vm_throw(t, "java/lang/InternalError", "%s has no value field", bn);
		return false;
	}
	vm_slots_from_field((char *)o + f->offset, ty, out);
	return true;
}

/* --------------------------------------------------------- Field */

/* The VmField named by (declaring class of the Field object, slot), with
 * the address of its storage in target (the Class itself for statics). */
static VmField *field_at(VmThread *t, VmObject *field_obj, VmObject *target, int32_t slot, char **addr)
{
	VmField *cf_field;
	VmClass *c;
	VmField *f;
	VmObject *decl;

	cf_field = vm_find_field(field_obj->clazz, vm_symbol("clazz"), vm_symbol("Ljava/lang/Class;"));
	if (!cf_field) {
		vm_throw(t, "java/lang/InternalError", "Field.clazz missing");
		return NULL;
	}
	decl = VM_OBJ_FIELD(VmObject *, field_obj, cf_field->offset);
	c = vm_class_of_object(decl);
	if (slot < 0 || slot >= c->n_fields) {
		vm_throw(t, "java/lang/IllegalArgumentException", "bad field slot %d", (int)slot);
		return NULL;
	}
	f = &c->fields[slot];
	if (f->access & ACC_STATIC) {
		if (!vm_ensure_init(t, c))
			return NULL;
		/* shared statics or objects: valid (and writable: Field.set) first */
		if (!vm_gos_touch(t, c->statics, true))
			return NULL;
		*addr = (char *)c->statics + f->offset;
	} else {
		if (!target || !vm_instance_of(target, c)) {
			vm_throw(t, "java/lang/IllegalArgumentException", "object is not an instance of declaring class");
			return NULL;
		}
		if (!vm_gos_touch(t, target, true))
			return NULL;
		*addr = (char *)target + f->offset;
	}
	return f;
}

NATIVE(fld_get0)
{
	char *p;
	VmField *f = field_at(t, a[0].l, a[1].l, a[2].i, &p);
	VmSlot v[2];

	if (!f)
		return;
	vm_slots_from_field(p, f->type, v);
	r->l = vm_box(t, f->type, v);
}

NATIVE(fld_set0)
{
	char *p;
	VmField *f = field_at(t, a[0].l, a[1].l, a[2].i, &p);
	VmSlot v[2];

	if (!f)
		return;
	if (f->type == 'L' || f->type == '[') {
		VmClass *ft;
		const char *d = f->desc;
		if (a[3].l) {
			ft = desc_class(t, f->clazz, &d);
			if (!ft)
				return;
			if (!vm_instance_of(a[3].l, ft)) {
				vm_throw(t, "java/lang/IllegalArgumentException", "field type mismatch");
				return;
			}
		}
		*(VmObject **)p = a[3].l;
		return;
	}
	if (!unbox(t, a[3].l, f->type, v))
		return;
	switch (f->type) {
	case 'Z': case 'B': *(int8_t *)p = (int8_t)v[0].i; break;
	case 'C': *(uint16_t *)p = (uint16_t)v[0].i; break;
	case 'S': *(int16_t *)p = (int16_t)v[0].i; break;
	case 'I': *(int32_t *)p = v[0].i; break;
	case 'F': *(float *)p = v[0].f; break;
	case 'J': *(int64_t *)p = vm_slot_get_long(v); break;
	case 'D': *(double *)p = vm_slot_get_double(v); break;
	}
}

/* ------------------------------------------------- Method, Constructor */

static VmMethod *method_at(VmThread *t, VmObject *mobj, int32_t slot)
{
	VmField *cf = vm_find_field(mobj->clazz, vm_symbol("clazz"), vm_symbol("Ljava/lang/Class;"));
	VmClass *c;

	if (!cf) {
		vm_throw(t, "java/lang/InternalError", "clazz field missing");
		return NULL;
	}
	c = vm_class_of_object(VM_OBJ_FIELD(VmObject *, mobj, cf->offset));
	if (slot < 0 || slot >= c->n_methods) {
		vm_throw(t, "java/lang/IllegalArgumentException", "bad method slot %d", (int)slot);
		return NULL;
	}
	return &c->methods[slot];
}

/* Lay out receiver + unboxed args of m into slots; returns slot count or -1. */
static int lay_out_args(VmThread *t, const VmMethod *m, VmObject *recv, VmObject *argarr, VmSlot *slots, int max)
{
	const char *p = m->desc + 1;
	int n = 0, i = 0, nargs = argarr ? ((VmArray *)argarr)->length : 0;

	if (!(m->access & ACC_STATIC))
		slots[n++].l = recv;
	while (*p && *p != ')') {
		char ty = *p;
		const char *q = p;
		VmSlot v[2];
		if (!desc_class(t, m->clazz, &q))
			return -1;
		p = q;
		if (i >= nargs || n + 2 > max) {
			vm_throw(t, "java/lang/IllegalArgumentException", "wrong number of arguments");
			return -1;
		}
		if (!unbox(t, VM_ARRAY_ELEMS(VmObject *, (VmArray *)argarr)[i++], ty == '[' ? 'L' : ty, v))
			return -1;
		slots[n++] = v[0];
		if (ty == 'J' || ty == 'D')
			slots[n++] = v[1];
	}
	return n;
}

/* Replace the pending exception by an InvocationTargetException wrapping it. */
static void wrap_target_exception(VmThread *t)
{
	VmObject *ex = t->exception;
	VmSlot args[1];
	VmObject *ite;

	t->exception = NULL;
	args[0].l = ex;
	ite = new_reflect(t, "java/lang/reflect/InvocationTargetException", "(Ljava/lang/Throwable;)V", args);
	if (ite)
		vm_throw_object(t, ite);
}

NATIVE(mth_invoke0)
{
	VmMethod *m = method_at(t, a[0].l, a[2].i), *target;
	VmSlot slots[260], ret[2];
	int n;

	if (!m)
		return;
	if ((m->access & ACC_STATIC) && !vm_ensure_init(t, m->clazz))
		return;
	n = lay_out_args(t, m, a[1].l, a[3].l, slots, 256);
	if (n < 0)
		return;
	target = m;
	if (!(m->access & (ACC_STATIC | ACC_PRIVATE))) {
		target = vm_find_virtual(a[1].l->clazz, m);
		if (!target)
			target = m;
	}
	if (target->access & ACC_ABSTRACT) {
		vm_throw(t, "java/lang/AbstractMethodError", "%s.%s", m->clazz->name, m->name);
		wrap_target_exception(t);
		return;
	}
	ret[0].w = 0;
	ret[1].w = 0;
	if (!vm_call(t, target, slots, ret)) {
		wrap_target_exception(t);
		return;
	}
	if (m->ret_type == 'V') {
		r->l = NULL;
		return;
	}
	r->l = vm_box(t, m->ret_type == '[' ? 'L' : m->ret_type, ret);
}

NATIVE(ctor_newInstance0)
{
	VmMethod *m = method_at(t, a[0].l, a[1].i);
	VmSlot slots[260], ret[2];
	VmObject *o;
	int n;

	if (!m)
		return;
	if ((m->clazz->access & (ACC_ABSTRACT | ACC_INTERFACE)) != 0) {
		vm_throw(t, "java/lang/InstantiationException", NULL);
		return;
	}
	if (!vm_ensure_init(t, m->clazz))
		return;
	o = vm_new_object(t, m->clazz);
	if (!o)
		return;
	n = lay_out_args(t, m, o, a[2].l, slots, 256);
	if (n < 0)
		return;
	if (!vm_call(t, m, slots, ret)) {
		wrap_target_exception(t);
		return;
	}
	r->l = o;
}

#define RC "java/lang/Class"

const VmNativeDef vm_natives_java_lang_reflect[] = {
	{ RC, "getDeclaredFields0", "(Z)[Ljava/lang/reflect/Field;", cls_getDeclaredFields0 },
	{ RC, "getDeclaredMethods0", "(Z)[Ljava/lang/reflect/Method;", cls_getDeclaredMethods0 },
	{ RC, "getDeclaredConstructors0", "(Z)[Ljava/lang/reflect/Constructor;", cls_getDeclaredConstructors0 },
	{ "java/lang/reflect/Field", "get0", "(Ljava/lang/Object;I)Ljava/lang/Object;", fld_get0 },
	{ "java/lang/reflect/Field", "set0", "(Ljava/lang/Object;ILjava/lang/Object;)V", fld_set0 },
	{ "java/lang/reflect/Method", "invoke0", "(Ljava/lang/Object;I[Ljava/lang/Object;)Ljava/lang/Object;", mth_invoke0 },
	{ "java/lang/reflect/Constructor", "newInstance0", "(I[Ljava/lang/Object;)Ljava/lang/Object;", ctor_newInstance0 },
	{ NULL, NULL, NULL, NULL }
};
