/*
 * java_io_ObjectStreamClass.c -- the three natives serialization needs
 * beyond reflection (libraries/javalib/src/java/io/ObjectStreamClass.java):
 *
 *   allocate0(cl, initCl)      a new instance of cl on which only the no-arg
 *                              constructor of initCl (a superclass of cl, or
 *                              cl itself) has run: the specification's rule
 *                              for a Serializable class, whose own and
 *                              serializable superclasses' constructors are
 *                              skipped;
 *   hasStaticInitializer0(cl)  whether the class file declares <clinit>
 *                              (one input of the default serialVersionUID);
 *   sha1_0(data)               the SHA-1 digest of a byte[], computed by
 *                              OpenSSL's libcrypto (libsodium has no SHA-1);
 *   getPrims0/setPrims0        the primitive fields of an object named by
 *                              java.lang.reflect.Field objects, copied to or
 *                              from a byte[] in the stream's big-endian
 *                              layout: the reflective path (a box per value)
 *                              cost serialization most of its time;
 *   getObjs0/setObjs0          the same for reference fields, into or from
 *                              an Object[]; setObjs0 checks every value
 *                              against the field's type (Field.type).
 *
 * The Java side checks that initCl is a superclass of cl with an accessible
 * no-arg constructor; allocate0 checks it again, so a wrong call raises an
 * exception and never builds a half-typed object.
 */
#include "config.h"

#include <string.h>

#include <openssl/evp.h>

#include "hooks.h"
#include "vm.h"

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "getPrims0/setPrims0 assume a little-endian host (IA-32, x86-64)"
#endif

#define NATIVE(name) static void name(VmThread *t, VmSlot *a, VmSlot *r)

NATIVE(osc_allocate0)
{
	VmClass *cl, *init_cl, *s;
	VmMethod *init;
	VmObject *o;
	VmSlot args[1], ignore[2];

	if (!a[0].l || !a[1].l) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return;
	}
	cl = vm_class_of_object(a[0].l);
	init_cl = vm_class_of_object(a[1].l);
	if ((cl->access & (ACC_ABSTRACT | ACC_INTERFACE)) != 0 || cl->name[0] == '[') {
		vm_throw(t, "java/lang/InstantiationException", "%s", cl->name);
		return;
	}
	for (s = cl; s && s != init_cl; s = s->super)
		;
	if (!s) {
		vm_throw(t, "java/lang/IllegalArgumentException", "%s is not a superclass of %s",
			 init_cl->name, cl->name);
		return;
	}
	if (!vm_ensure_init(t, cl))
		return;
	init = vm_find_declared_method(init_cl, vm_symbol("<init>"), vm_symbol("()V"));
	if (!init) {
		vm_throw(t, "java/lang/InstantiationException", "%s has no no-arg constructor", init_cl->name);
		return;
	}
	o = vm_new_object(t, cl);
	if (!o)
		return;
	args[0].l = o;
	if (!vm_call(t, init, args, ignore))
		return;
	r->l = o;
}

NATIVE(osc_hasStaticInitializer0)
{
	VmClass *cl;

	if (!a[0].l) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return;
	}
	cl = vm_class_of_object(a[0].l);
	r->i = vm_find_declared_method(cl, vm_symbol("<clinit>"), vm_symbol("()V")) != NULL;
}

NATIVE(osc_sha1_0)
{
	VmArray *in = (VmArray *)a[0].l, *out;
	unsigned char md[EVP_MAX_MD_SIZE];
	unsigned int mdlen = 0;

	if (!in) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return;
	}
	if (!vm_gos_touch(t, &in->hdr, false))
		return;
	if (!EVP_Digest(VM_ARRAY_ELEMS(unsigned char, in), (size_t)in->length, md, &mdlen, EVP_sha1(), NULL)) {
		vm_throw(t, "java/lang/InternalError", "SHA-1 failed");
		return;
	}
	out = vm_new_prim_array(t, 'B', (int32_t)mdlen);
	if (!out)
		return;
	memcpy(VM_ARRAY_ELEMS(unsigned char, out), md, mdlen);
	r->l = &out->hdr;
}

/* ----------------------------------------- primitive field values */

/* Field.clazz, Field.slot and Field.type, looked up once (classes are
 * never unloaded; two threads racing here store the same pointers). */
static VmField *refl_clazz, *refl_slot, *refl_type;

/* The instance field a Field object names, checked against obj and its
 * kind (primitive or reference); NULL with an exception pending when it
 * does not fit (or obj is not an instance). */
static VmField *inst_field(VmThread *t, VmObject *fo, VmObject *obj, bool ref)
{
	VmClass *decl;
	int32_t slot;
	VmField *f;

	if (!refl_clazz || !refl_slot || !refl_type) {
		refl_clazz = vm_find_field(fo->clazz, vm_symbol("clazz"), vm_symbol("Ljava/lang/Class;"));
		refl_slot = vm_find_field(fo->clazz, vm_symbol("slot"), vm_symbol("I"));
		refl_type = vm_find_field(fo->clazz, vm_symbol("type"), vm_symbol("Ljava/lang/Class;"));
		if (!refl_clazz || !refl_slot || !refl_type) {
			vm_throw(t, "java/lang/InternalError", "java.lang.reflect.Field has no clazz, slot or type");
			return NULL;
		}
	}
	if (fo->clazz != refl_clazz->clazz) {
		vm_throw(t, "java/lang/IllegalArgumentException", "not a java.lang.reflect.Field");
		return NULL;
	}
	decl = vm_class_of_object(VM_OBJ_FIELD(VmObject *, fo, refl_clazz->offset));
	slot = VM_OBJ_FIELD(int32_t, fo, refl_slot->offset);
	if (slot < 0 || slot >= decl->n_fields) {
		vm_throw(t, "java/lang/IllegalArgumentException", "bad field slot %d", (int)slot);
		return NULL;
	}
	f = &decl->fields[slot];
	if ((f->access & ACC_STATIC) || (f->type == 'L' || f->type == '[') != ref || !vm_instance_of(obj, decl)) {
		vm_throw(t, "java/lang/IllegalArgumentException", "field %s does not fit", f->name);
		return NULL;
	}
	return f;
}

static int prim_size(char type)
{
	switch (type) {
	case 'Z': case 'B': return 1;
	case 'C': case 'S': return 2;
	case 'I': case 'F': return 4;
	default: return 8;   /* J D */
	}
}

/* Checks the arguments shared by getPrims0 and setPrims0: (Object obj,
 * Field[] fields, int[] offsets, byte[] buf); fields[i] may be null (a
 * serializable field without a local field: skipped). */
static bool prims_args(VmThread *t, VmSlot *a, bool write)
{
	VmArray *fields = (VmArray *)a[1].l, *offs = (VmArray *)a[2].l, *buf = (VmArray *)a[3].l;

	if (!a[0].l || !fields || !offs || !buf) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return false;
	}
	if (offs->length < fields->length) {
		vm_throw(t, "java/lang/IllegalArgumentException", "offsets shorter than fields");
		return false;
	}
	/* obj is written by setPrims0, buf by getPrims0 */
	return vm_gos_touch(t, a[0].l, write) && vm_gos_touch(t, &fields->hdr, false)
	       && vm_gos_touch(t, &offs->hdr, false) && vm_gos_touch(t, &buf->hdr, !write);
}

/* The primitive fields of obj to buf (set false) or from it (set true),
 * big-endian as the stream has them; the field in host order
 * (little-endian on IA-32 and x86-64). */
static void copy_prims(VmThread *t, VmSlot *a, bool set)
{
	VmObject *obj = a[0].l;
	VmArray *fields = (VmArray *)a[1].l, *offs = (VmArray *)a[2].l, *buf = (VmArray *)a[3].l;
	int32_t i;

	if (!prims_args(t, a, set))
		return;
	for (i = 0; i < fields->length; i++) {
		VmObject *fo = VM_ARRAY_ELEMS(VmObject *, fields)[i];
		int32_t off = VM_ARRAY_ELEMS(int32_t, offs)[i];
		unsigned char *field, *bytes, *dst;
		const unsigned char *src;
		VmField *f;
		int n, k;

		if (!fo)
			continue;
		if (!vm_gos_touch(t, fo, false) || !(f = inst_field(t, fo, obj, false)))
			return;
		n = prim_size(f->type);
		if (off < 0 || off > buf->length - n) {
			vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", "Index %d out of bounds for length %d",
				 off, buf->length);
			return;
		}
		field = (unsigned char *)obj + f->offset;
		bytes = VM_ARRAY_ELEMS(unsigned char, buf) + off;
		src = set ? bytes : field;
		dst = set ? field : bytes;
		if (f->type == 'Z') {
			dst[0] = src[0] != 0;
			continue;
		}
		for (k = 0; k < n; k++)
			dst[k] = src[n - 1 - k];
	}
}

NATIVE(osc_getPrims0)
{
	(void)r;
	copy_prims(t, a, false);
}

NATIVE(osc_setPrims0)
{
	(void)r;
	copy_prims(t, a, true);
}

/* getObjs0(Object obj, Field[] fields, Object[] vals) and setObjs0: the
 * reference fields of obj (fields[i] null: skipped). */
static bool objs_args(VmThread *t, VmSlot *a, bool write)
{
	VmArray *fields = (VmArray *)a[1].l, *vals = (VmArray *)a[2].l;

	if (!a[0].l || !fields || !vals) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return false;
	}
	if (vals->length < fields->length || vals->hdr.clazz->name[1] != 'L') {
		vm_throw(t, "java/lang/IllegalArgumentException", "values do not fit the fields");
		return false;
	}
	return vm_gos_touch(t, a[0].l, write) && vm_gos_touch(t, &fields->hdr, false)
	       && vm_gos_touch(t, &vals->hdr, !write);
}

NATIVE(osc_getObjs0)
{
	VmObject *obj = a[0].l;
	VmArray *fields = (VmArray *)a[1].l, *vals = (VmArray *)a[2].l;
	int32_t i;

	(void)r;
	if (!objs_args(t, a, false))
		return;
	if (strcmp(vals->hdr.clazz->name, "[Ljava/lang/Object;") != 0) {
		vm_throw(t, "java/lang/IllegalArgumentException", "values must be an Object[]");
		return;
	}
	for (i = 0; i < fields->length; i++) {
		VmObject *fo = VM_ARRAY_ELEMS(VmObject *, fields)[i];
		VmField *f;

		if (!fo)
			continue;
		if (!vm_gos_touch(t, fo, false) || !(f = inst_field(t, fo, obj, true)))
			return;
		VM_ARRAY_ELEMS(VmObject *, vals)[i] = VM_OBJ_FIELD(VmObject *, obj, f->offset);
	}
}

NATIVE(osc_setObjs0)
{
	VmObject *obj = a[0].l;
	VmArray *fields = (VmArray *)a[1].l, *vals = (VmArray *)a[2].l;
	int32_t i;

	(void)r;
	if (!objs_args(t, a, true))
		return;
	for (i = 0; i < fields->length; i++) {
		VmObject *fo = VM_ARRAY_ELEMS(VmObject *, fields)[i];
		VmObject *v = VM_ARRAY_ELEMS(VmObject *, vals)[i];
		VmField *f;

		if (!fo)
			continue;
		if (!vm_gos_touch(t, fo, false) || !(f = inst_field(t, fo, obj, true)))
			return;
		if (v && !vm_instance_of(v, vm_class_of_object(VM_OBJ_FIELD(VmObject *, fo, refl_type->offset)))) {
			vm_throw(t, "java/lang/ClassCastException", "cannot assign instance of %s to field %s",
				 v->clazz->name, f->name);
			return;
		}
		VM_OBJ_FIELD(VmObject *, obj, f->offset) = v;
	}
}

#define OSC "java/io/ObjectStreamClass"

const VmNativeDef vm_natives_java_io_ObjectStreamClass[] = {
	{ OSC, "allocate0", "(Ljava/lang/Class;Ljava/lang/Class;)Ljava/lang/Object;", osc_allocate0 },
	{ OSC, "hasStaticInitializer0", "(Ljava/lang/Class;)Z", osc_hasStaticInitializer0 },
	{ OSC, "sha1_0", "([B)[B", osc_sha1_0 },
	{ OSC, "getPrims0", "(Ljava/lang/Object;[Ljava/lang/reflect/Field;[I[B)V", osc_getPrims0 },
	{ OSC, "setPrims0", "(Ljava/lang/Object;[Ljava/lang/reflect/Field;[I[B)V", osc_setPrims0 },
	{ OSC, "getObjs0", "(Ljava/lang/Object;[Ljava/lang/reflect/Field;[Ljava/lang/Object;)V", osc_getObjs0 },
	{ OSC, "setObjs0", "(Ljava/lang/Object;[Ljava/lang/reflect/Field;[Ljava/lang/Object;)V", osc_setObjs0 },
	{ NULL, NULL, NULL, NULL }
};
