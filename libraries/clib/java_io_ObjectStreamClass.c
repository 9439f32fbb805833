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
 *                              OpenSSL's libcrypto (libsodium has no SHA-1).
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

#define OSC "java/io/ObjectStreamClass"

const VmNativeDef vm_natives_java_io_ObjectStreamClass[] = {
	{ OSC, "allocate0", "(Ljava/lang/Class;Ljava/lang/Class;)Ljava/lang/Object;", osc_allocate0 },
	{ OSC, "hasStaticInitializer0", "(Ljava/lang/Class;)Z", osc_hasStaticInitializer0 },
	{ OSC, "sha1_0", "([B)[B", osc_sha1_0 },
	{ NULL, NULL, NULL, NULL }
};
