/*
 * class.h -- runtime classes, fields and methods.
 *
 * A VmClass is created from a parsed class file (loader.c), linked (field
 * layout, vtable, interface table: link.c) and initialised on first active
 * use (JLS 12.4, link.c).  Array and primitive classes are synthesised.
 *
 * Names and descriptors of fields and methods are interned symbols
 * (vm_symbol()), so two members match exactly when their name and descriptor
 * pointers are equal.
 *
 * Instance fields sit after the object header at offsets chosen by
 * link.c: references first (so the GC can scan a contiguous table of
 * offsets), then 8-, 4-, 2- and 1-byte primitives.  Static fields live in a
 * per-class statics block that starts with an object header too (clazz =
 * the class, flag OBJ_F_STATICS), so the global object space can treat it
 * as one shared object per class.  The block is not in the collected heap:
 * classes are never unloaded, so it lives as long as its class, and the
 * collector scans it as a root (vm.c).
 */
#ifndef VM_CLASS_H
#define VM_CLASS_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

#include "object.h"
#include "classfile.h"

struct VmThread;
union VmSlot;
struct VmInsn;

typedef void (*VmNativeFn)(struct VmThread *t, union VmSlot *args, union VmSlot *ret);

typedef struct VmField {
	struct VmClass *clazz;
	const char *name;         /* symbol */
	const char *desc;         /* symbol */
	uint16_t access;
	char type;                /* first descriptor char: B C D F I J S Z L [ */
	uint32_t offset;          /* in the object, or in the statics block */
	uint16_t constant_value;  /* cp index of ConstantValue, 0 = none */
} VmField;

typedef struct VmHandler {
	uint32_t start, end, handler;   /* instruction indices in the decoded code */
	uint16_t catch_type;            /* cp index, 0 = any */
	struct VmClass *catch_class;    /* resolved lazily */
} VmHandler;

typedef struct VmMethod {
	struct VmClass *clazz;
	const char *name;         /* symbol */
	const char *desc;         /* symbol */
	uint16_t access;
	uint16_t max_stack, max_locals;
	uint16_t arg_slots;       /* including `this` */
	char ret_type;            /* descriptor char after ')' ('V' for void) */
	int32_t vtable_index;     /* -1: not dispatched through the vtable */
	const VmCfCode *code;     /* NULL for native/abstract */
	struct VmInsn *pcode;     /* decoded code, built on first invocation */
	uint32_t n_insns;
	uint16_t *insn_pc;        /* bytecode pc of each decoded instruction */
	VmHandler *handlers;
	uint16_t n_handlers;
	VmNativeFn native;        /* bound native, NULL until bound */
	void *jni;                /* JNI binding (jni_native.c) when native is vm_jni_invoke */
	uint32_t invocations;     /* calls, for the JIT's hotness threshold */
	uint32_t backedges;       /* taken backward branches, counted only
	                           * while the JIT is on (interp.h) */
	VmNativeFn jit_code;      /* compiled code (jit-i386), NULL: interpreted;
	                           * stored once, with a release store, by the JIT */
	uint8_t jit_state;        /* the JIT's own (jit.c): 0 = never asked for */
	void *jit_osr;            /* the JIT's own (jit.c): its on-stack
	                           * replacement entries, NULL = none */
	uint64_t *refmap;         /* locals that may hold references, per
	                           * instruction (intrp/refmap.c); built by
	                           * the collector on first use */
	pthread_mutex_t *decode_lock;
} VmMethod;

enum VmClassState {
	VM_CLASS_LOADED = 0,
	VM_CLASS_LINKED,
	VM_CLASS_INITIALIZING,
	VM_CLASS_INITIALIZED,
	VM_CLASS_ERROR
};

/* An interface implemented by a class, and the class's implementation of
 * each of that interface's methods (in the interface's declaration order). */
typedef struct VmItable {
	struct VmClass *iface;
	VmMethod **impl;
} VmItable;

typedef struct VmClass {
	VmObject *class_object;   /* the java.lang.Class instance */
	const char *name;         /* internal name: java/lang/String, [I, int */
	struct VmClass *super;
	struct VmClass **interfaces;
	uint16_t n_interfaces;
	uint16_t access;
	VmClassFile *cf;          /* NULL for synthesised classes */
	uint8_t *bytes;           /* class file bytes (cf points into them) */
	size_t bytes_len;
	const char *source_file;

	VmField *fields;
	uint16_t n_fields;
	VmMethod *methods;
	uint16_t n_methods;

	VmMethod **vtable;
	uint32_t vtable_len;
	VmItable *itable;         /* every interface, transitively */
	uint32_t n_itable;

	uint32_t instance_size;   /* bytes including the header */
	uint32_t *ref_offsets;    /* offsets of reference instance fields */
	uint32_t n_refs;
	VmObject *statics;        /* statics block (header + static fields) */
	uint32_t statics_size;    /* its size in bytes, header included */
	uint32_t *static_ref_offsets;
	uint32_t n_static_refs;

	/* Arrays and primitives. */
	struct VmClass *component;   /* arrays: element class */
	struct VmClass *array_class; /* the class of arrays of this class */
	char elem_type;              /* arrays: descriptor char of the elements */
	uint8_t elem_size;           /* arrays: element size in bytes */
	char prim_type;              /* primitives: descriptor char; else 0 */
	uint8_t dims;                /* arrays: number of dimensions */

	void *synth;                 /* synthesised classes (lambdas): their data */
	bool is_throwable;
	bool has_finalizer;          /* instances are registered for finalize()
	                              * (loader.c: a non-empty override) */
	uint8_t ref_kind;            /* VM_REF_*: a java.lang.ref.Reference class */
	bool is_app;                 /* loaded from the application class path */
	VmObject *loader;            /* the defining loader when a user class
	                              * loader defined it (ClassLoader.
	                              * defineClass), and for arrays of such
	                              * classes; NULL for the VM's own loaders
	                              * (boot and application class paths).
	                              * A root: kept alive with the class. */
	bool cluster_statics;        /* one statics block per cluster (on a
	                              * cluster: initialised at the master,
	                              * shared through the object space):
	                              * application classes, classes of user
	                              * class loaders and the boot classes of
	                              * package ristretto/shared */
	bool overrides_checked;      /* loader constraints of its overriding
	                              * methods checked (loader.c) */
	bool fetched;                /* defined here for its user loader
	                              * because another node sent it, and the
	                              * loader's own defineClass has not asked
	                              * for it yet (loader.c define_in) */

	/* Resolution caches, one slot per constant-pool entry. */
	void **cp_cache;

	/* Initialisation (JLS 12.4). */
	volatile int state;
	struct VmThread *init_thread;
	VmObject *init_error;        /* the exception that failed <clinit> */

	/* Sampling: next per-class sequence number (wraps at 2^16). */
	uint32_t seq_next;
	/* The profiler's sampling gap for this class: an object is sampled
	 * when seq % gap == 0 (0: not decided yet; written by profiler/). */
	uint32_t prof_gap;

	struct VmClass *hash_next;   /* class table chain */
} VmClass;

static inline bool vm_class_is_interface(const VmClass *c)
{
	return (c->access & ACC_INTERFACE) != 0;
}

static inline bool vm_class_is_array(const VmClass *c)
{
	return c->name[0] == '[';
}

#endif /* VM_CLASS_H */
