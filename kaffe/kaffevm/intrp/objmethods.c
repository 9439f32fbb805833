/*
 * objmethods.c -- invokedynamic call sites bootstrapped by
 * java.lang.runtime.ObjectMethods (the toString, hashCode and equals that
 * javac generates for records), without method handles.
 *
 * The bootstrap's static arguments are the record class, the component
 * names joined by ';', and one getter MethodHandle (REF_getField) per
 * component.  At first execution the site is resolved once into a
 * VmObjMethodsSite: the kind (from the call site's name), the record class,
 * the names and the component fields in order.  Each execution reads the
 * components of the receiver, boxes primitives (so hashing and equality use
 * the wrapper classes' hashCode/equals, which is what the JDK's
 * ObjectMethods computes: Integer.hashCode(int), Float.compare == 0, ...)
 * and lets Java helpers of java.lang.runtime.ObjectMethods do the work:
 *
 *   toString0(Class, String names, Object[] values)   "Point[x=1, y=2]"
 *   hashCode0(Object[] values)                         31 * h + hash(v_i), from 0
 *   equals0(Object[] a, Object[] b)                    Objects.equals per component
 *
 * The boxed arrays live only in this function's frame (the collector scans
 * native stacks conservatively) and in the helper's arguments.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode.h"
#include "hooks.h"

#define OM_RUNTIME "java/lang/runtime/ObjectMethods"

bool vm_indy_is_objmethods(const VmMethod *m, uint16_t ix)
{
	const VmClassFile *cf = m->clazz->cf;
	const VmCfConst *k = &cf->cp[ix], *mh, *mref;

	if (k->tag != CF_INVOKEDYNAMIC || k->u.dyn.bsm_index >= cf->n_bootstraps)
		return false;
	mh = &cf->cp[cf->bootstraps[k->u.dyn.bsm_index].method_ref];
	if (mh->tag != CF_METHODHANDLE)
		return false;
	mref = &cf->cp[mh->u.mh.ref_index];
	return strcmp(vm_cf_class_name(cf, mref->u.ref.class_index), OM_RUNTIME) == 0;
}

static const char *ret_desc_of(const char *desc)
{
	const char *p = strchr(desc, ')');
	return p ? p + 1 : "";
}

VmObjMethodsSite *vm_objmethods_site(VmThread *t, VmMethod *caller, uint16_t ix)
{
	const VmClassFile *cf = caller->clazz->cf;
	const VmCfConst *k = &cf->cp[ix], *nat;
	const VmCfBootstrap *b = &cf->bootstraps[k->u.dyn.bsm_index];
	const char *name, *desc;
	VmObjMethodsSite *s;
	VmClass *rc;
	int i, kind;

	nat = &cf->cp[k->u.dyn.nat_index];
	name = vm_cf_utf8(cf, nat->u.nat.name_index);
	desc = vm_cf_utf8(cf, nat->u.nat.desc_index);
	if (strcmp(name, "toString") == 0)
		kind = VM_OM_TOSTRING;
	else if (strcmp(name, "hashCode") == 0)
		kind = VM_OM_HASHCODE;
	else if (strcmp(name, "equals") == 0)
		kind = VM_OM_EQUALS;
	else {
		vm_throw(t, "java/lang/BootstrapMethodError", "ObjectMethods: unknown method %s", name);
		return NULL;
	}
	if (b->n_args < 2 || cf->cp[b->args[0]].tag != CF_CLASS || cf->cp[b->args[1]].tag != CF_STRING) {
		vm_throw(t, "java/lang/BootstrapMethodError", "bad ObjectMethods arguments");
		return NULL;
	}
	/* The site's descriptor must be (R)String, (R)I or (R Object)Z. */
	if ((kind == VM_OM_EQUALS && strstr(desc, ";Ljava/lang/Object;)Z") == NULL) ||
	    (kind == VM_OM_HASHCODE && strcmp(ret_desc_of(desc), "I") != 0) ||
	    (kind == VM_OM_TOSTRING && strcmp(ret_desc_of(desc), "Ljava/lang/String;") != 0)) {
		vm_throw(t, "java/lang/BootstrapMethodError", "bad ObjectMethods call site type %s", desc);
		return NULL;
	}
	rc = vm_resolve_class(t, caller->clazz, vm_cf_class_name(cf, b->args[0]));
	if (!rc || (rc->state < VM_CLASS_LINKED && !vm_link_class(t, rc)))
		return NULL;
	s = calloc(1, sizeof *s + (size_t)(b->n_args - 2) * sizeof(VmField *));
	if (!s) {
		vm_throw(t, "java/lang/OutOfMemoryError", NULL);
		return NULL;
	}
	s->kind = kind;
	s->clazz = rc;
	s->names = strdup(vm_cf_utf8(cf, cf->cp[b->args[1]].u.index));
	s->n = b->n_args - 2;
	for (i = 0; i < s->n; i++) {
		const VmCfConst *mh = &cf->cp[b->args[i + 2]], *ref, *fnat;
		VmField *f;
		if (mh->tag != CF_METHODHANDLE || mh->u.mh.kind != 1 /* REF_getField */) {
			vm_throw(t, "java/lang/BootstrapMethodError", "ObjectMethods: getter %d is not a field getter", i);
			goto fail;
		}
		ref = &cf->cp[mh->u.mh.ref_index];
		fnat = &cf->cp[ref->u.ref.nat_index];
		f = vm_find_field(rc, vm_symbol(vm_cf_utf8(cf, fnat->u.nat.name_index)),
				  vm_symbol(vm_cf_utf8(cf, fnat->u.nat.desc_index)));
		if (!f || (f->access & ACC_STATIC)) {
			vm_throw(t, "java/lang/NoSuchFieldError", "%s", vm_cf_utf8(cf, fnat->u.nat.name_index));
			goto fail;
		}
		s->fields[i] = f;
	}
	return s;
fail:
	free(s->names);
	free(s);
	return NULL;
}

/* The components of o, boxed, as an Object[]; NULL with an exception pending. */
static VmArray *component_values(VmThread *t, const VmObjMethodsSite *s, VmObject *o)
{
	VmArray *arr;
	int i;

	if (!vm_gos_touch(t, o, false))      /* a shared record: its components */
		return NULL;
	arr = vm_new_object_array(t, vm_wk.object, s->n);
	if (!arr)
		return NULL;
	for (i = 0; i < s->n; i++) {
		const VmField *f = s->fields[i];
		VmObject *v;
		if (f->type == 'L' || f->type == '[') {
			v = VM_OBJ_FIELD(VmObject *, o, f->offset);
		} else {
			VmSlot in[2];
			if (!vm_box_class_name(f->type)) {
				vm_throw(t, "java/lang/InternalError", "bad record component type %c", f->type);
				return NULL;
			}
			vm_slots_from_field((char *)o + f->offset, f->type, in);
			if ((v = vm_box(t, f->type, in)) == NULL)
				return NULL;
		}
		VM_ARRAY_ELEMS(VmObject *, arr)[i] = v;
	}
	return arr;
}

bool vm_objmethods_invoke(VmThread *t, const VmObjMethodsSite *s, VmSlot *args, VmSlot *ret)
{
	VmObject *self = args[0].l;
	VmArray *mine, *theirs;
	VmSlot in[3];

	if (!self) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return false;
	}
	/* A hand-made class file could aim the site at another class: the
	 * field offsets are only meaningful for instances of the record. */
	if (!vm_instance_of(self, s->clazz)) {
		char cn[512];
		vm_class_java_name(self->clazz, cn, sizeof cn);
		vm_throw(t, "java/lang/ClassCastException", "%s", cn);
		return false;
	}
	if (s->kind == VM_OM_EQUALS) {
		VmObject *other = args[1].l;
		if (other == self) {
			ret->i = 1;
			return true;
		}
		if (!other || !vm_instance_of(other, s->clazz)) {
			ret->i = 0;
			return true;
		}
		mine = component_values(t, s, self);
		if (!mine)
			return false;
		theirs = component_values(t, s, other);
		if (!theirs)
			return false;
		in[0].l = &mine->hdr;
		in[1].l = &theirs->hdr;
		return vm_call_static(t, OM_RUNTIME, "equals0", "([Ljava/lang/Object;[Ljava/lang/Object;)Z", in, ret);
	}
	mine = component_values(t, s, self);
	if (!mine)
		return false;
	if (s->kind == VM_OM_HASHCODE) {
		in[0].l = &mine->hdr;
		return vm_call_static(t, OM_RUNTIME, "hashCode0", "([Ljava/lang/Object;)I", in, ret);
	}
	in[0].l = vm_class_object(t, s->clazz);
	if (!in[0].l)
		return false;
	in[1].l = vm_string_from_utf8(t, s->names);
	if (!in[1].l)
		return false;
	in[2].l = &mine->hdr;
	return vm_call_static(t, OM_RUNTIME, "toString0",
			      "(Ljava/lang/Class;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;", in, ret);
}
