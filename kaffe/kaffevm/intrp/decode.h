/*
 * decode.h -- pre-decoded ("threaded") code shared by the interpreter and,
 * later, the JIT.
 *
 * Each bytecode instruction becomes one VmInsn: the address of the
 * interpreter's handler for it and one pointer-sized operand.  Because the
 * mapping is one to one, a decoded index converts back to a bytecode pc
 * through VmMethod.insn_pc (line numbers, exception tables, migration).
 *
 *   +------------------+------------------------------+
 *   | handler (void *) | operand (intptr / pointer)   |
 *   +------------------+------------------------------+
 *
 * Instructions that need the constant pool (field access, invokes, new,
 * ldc of strings and classes, ...) start with the generic handler, which
 * resolves the reference on first execution and then rewrites the slot to
 * a quick form (quickening): operand first, then the handler with a
 * release store, so a racing thread sees either the old pair or the new
 * one.  Quickening is only done once the referenced class is initialised,
 * so quick forms never need an initialisation check.
 */
#ifndef VM_DECODE_H
#define VM_DECODE_H

#include <stdint.h>

#include "vm.h"

typedef struct VmInsn {
	const void *handler;
	union {
		intptr_t i;
		void *p;
		struct VmInsn *target;
		float f;
	} a;
} VmInsn;

/* tableswitch / lookupswitch operands. */
typedef struct VmTableSwitch {
	int32_t low, high;
	VmInsn *deflt;
	VmInsn *targets[];
} VmTableSwitch;

typedef struct VmLookupSwitch {
	int32_t n;
	VmInsn *deflt;
	int32_t *keys;
	VmInsn **targets;
} VmLookupSwitch;

/* Internal opcodes beyond the JVM's 0..201. */
enum {
	OPX_LOAD = 202,     /* iload/fload/aload (any form), operand = index */
	OPX_LOAD2,          /* lload/dload */
	OPX_STORE,          /* istore/fstore/astore */
	OPX_STORE2,         /* lstore/dstore */
	OPX_ICONST,         /* iconst_*, bipush, sipush; ldc of an int/float: operand = bits */
	OPX_LDC2,           /* ldc2_w: operand points at 8 bytes */
	OPX_IINC,           /* operand = index | (const << 16) */
	OPX_GETFIELD_B, OPX_GETFIELD_Z, OPX_GETFIELD_C, OPX_GETFIELD_S,
	OPX_GETFIELD_I, OPX_GETFIELD_J, OPX_GETFIELD_L,
	OPX_PUTFIELD_B, OPX_PUTFIELD_C, OPX_PUTFIELD_I, OPX_PUTFIELD_J, OPX_PUTFIELD_L,
	OPX_GETSTATIC_B, OPX_GETSTATIC_Z, OPX_GETSTATIC_C, OPX_GETSTATIC_S,
	OPX_GETSTATIC_I, OPX_GETSTATIC_J, OPX_GETSTATIC_L,
	OPX_PUTSTATIC_B, OPX_PUTSTATIC_C, OPX_PUTSTATIC_I, OPX_PUTSTATIC_J, OPX_PUTSTATIC_L,
	OPX_INVOKEVIRTUAL,  /* operand = VmMethod* (vtable index inside) */
	OPX_INVOKEDIRECT,   /* operand = VmMethod*, receiver null-checked */
	OPX_INVOKESTATIC,   /* operand = VmMethod* */
	OPX_INVOKEINTERFACE,/* operand = VmMethod* of the interface */
	OPX_NEW,            /* operand = VmClass* */
	OPX_ANEWARRAY,      /* operand = array VmClass* */
	OPX_CHECKCAST,      /* operand = VmClass* */
	OPX_INSTANCEOF,     /* operand = VmClass* */
	OPX_LDC_REF,        /* operand = VmObject* (interned string or Class) */
	OPX_MULTIANEWARRAY, /* operand = VmMultiNew* */
	OPX_CONCAT,         /* string concatenation call site, operand = VmConcat* */
	OPX_LAMBDA,         /* lambda call site, operand = VmLambdaSite* */
	OPX_GETFIELD_V, OPX_PUTFIELD_V,   /* volatile fields, operand = VmField* */
	OPX_GETSTATIC_V, OPX_PUTSTATIC_V, /* volatile statics, operand = VmField* */
	OPX_GETSTATIC_G, OPX_PUTSTATIC_G, /* statics that may be shared (cluster), operand = VmField* */
	OPX_OBJMETHODS,     /* record toString/hashCode/equals site, operand = VmObjMethodsSite* */
	OPX_COUNT
};

typedef struct VmMultiNew {
	VmClass *clazz;
	int dims;
} VmMultiNew;

/* A LambdaMetafactory call site: the class it instantiates and how many
 * argument slots it captures (lambda.c). */
typedef struct VmLambdaSite {
	VmClass *clazz;
	int cap_slots;
} VmLambdaSite;

/* Is constant-pool entry ix of m's class an invokedynamic whose bootstrap
 * is LambdaMetafactory? */
bool vm_indy_is_lambda(const VmMethod *m, uint16_t ix);
/* Build the call site (and its class) for that invokedynamic. */
VmLambdaSite *vm_lambda_site(VmThread *t, VmMethod *m, uint16_t ix);
/* Execute it: capture cap_slots arguments at args into a new instance. */
VmObject *vm_lambda_new(VmThread *t, VmLambdaSite *site, VmSlot *args);

/* A java.lang.runtime.ObjectMethods call site (objmethods.c): which method,
 * the record class, the component names ("x;y") and fields in order. */
enum { VM_OM_TOSTRING = 1, VM_OM_HASHCODE, VM_OM_EQUALS };
typedef struct VmObjMethodsSite {
	int kind;
	VmClass *clazz;
	char *names;
	int n;
	VmField *fields[];
} VmObjMethodsSite;

bool vm_indy_is_objmethods(const VmMethod *m, uint16_t ix);
VmObjMethodsSite *vm_objmethods_site(VmThread *t, VmMethod *m, uint16_t ix);
/* Run it on args (receiver, and the other object for equals); result in ret. */
bool vm_objmethods_invoke(VmThread *t, const VmObjMethodsSite *s, VmSlot *args, VmSlot *ret);

/* Decode m's bytecode (once); VerifyError pending on failure. */
bool vm_decode_method(VmThread *t, VmMethod *m);

/* Provided by the interpreter: the handler address of an opcode. */
const void *vm_interp_label(int op);

#endif /* VM_DECODE_H */
