/*
 * jni_internal.h -- shared by jni_native.c (loading, binding, calling,
 * references) and jni.c (the JNIEnv function table).  Nothing outside
 * these two files includes it.
 *
 * References.  Ristretto's heap never moves an object, so a JNI
 * reference is the object's address: a local or global reference to o is
 * (jobject)o, a global reference o's address with bit 1 set and a weak
 * global reference o's address with bit 0 set (objects are 8-byte
 * aligned), so GetObjectRefType can tell them apart.  What makes a
 * reference keep its object alive is the table it is entered in, not its
 * value:
 *
 *   - local references: the calling thread's VmJniEnv.locals, a growable
 *     array scanned as GC roots; each native call and each PushLocalFrame
 *     records the array's height and pops back to it on return, so the
 *     references a native makes are released when it returns.  Arguments
 *     of a native are not entered: the native's frame (its argument slots
 *     on the Java slot stack) already holds them.
 *   - global references: a counted hash table, scanned as GC roots.
 *   - weak global references: their cells (jni_native.c, "global
 *     references"), not roots; after each collection the cells whose
 *     object was freed read NULL.  Dereferencing a weak reference enters
 *     its object in the local table, so a native that passes one to any
 *     JNI function holds the object until it returns.
 *
 * Safe regions.  A native runs in a safe region (vm_jni_invoke enters it
 * around ffi_call), so a collection never waits for native code.  Every
 * JNI function that touches the heap leaves the region on entry and
 * enters it again before returning (JNI_IN / JNI_OUT); the objects it
 * hands back are in the local table before it re-enters, so the native's
 * own registers and stack never need to be precise.
 *
 * Fast paths.  Leaving and entering a safe region costs two sequentially
 * consistent stores; the hot primitive accessors (Get/Set<Type>ArrayRegion,
 * primitive Get/Set<Type>Field, GetArrayLength, GetStringLength,
 * GetStringRegion, the critical regions) skip them when they can neither
 * fail nor fault: the object is non-null, its GOS state is zero and the
 * range is in bounds.  They then read or write primitive data while a
 * collection may be running, which is sound because the collector never
 * moves an object, frees only unreachable ones (the native's reference
 * keeps this one reachable) and never looks at primitive data.  Anything
 * that creates or stores a reference, allocates, throws or faults takes
 * the slow path between JNI_IN and JNI_OUT.
 *
 * The access layer.  Every read or write of an object's fields or an
 * array's elements from JNI goes through jni_access(): one test of the
 * GOS state bits, and the global object space's fault hook when they are
 * non-zero (the same hook the interpreter calls), so a shared object is
 * fetched before a read and twinned before a write.
 */
#ifndef VM_JNI_INTERNAL_H
#define VM_JNI_INTERNAL_H

#include <ffi.h>

#include "jni.h"
#include "intrp/interp.h"
#include "hooks.h"
#include "native.h"
#include "vm.h"

typedef struct VmJniEnv {
	const struct JNINativeInterface_ *functions;   /* must stay first: JNIEnv */
	VmThread *t;
	VmObject **locals;        /* local references, oldest first */
	size_t n_locals, cap_locals;
	size_t *frames;           /* heights of locals saved by PushLocalFrame */
	size_t n_frames, cap_frames;
	size_t native_base;       /* height at the entry of the running native */
	int critical;             /* critical regions open (-Xcheck:jni only) */
	struct VmJniEnv *next;    /* list of every thread's env (env_lock) */
} VmJniEnv;

/* How a native method is called: set once per method (m->jni) before
 * m->native is set to vm_jni_invoke. */
typedef struct VmJniBinding {
	void *fn;
	ffi_cif cif;
	ffi_type **types;         /* JNIEnv*, jclass/jobject, then the arguments */
	char *args;               /* descriptor character of each Java argument */
	unsigned nargs;
	uint8_t direct;           /* x86-64 register-only call: JNI_DIRECT_* */
} VmJniBinding;

/* How many of b's arguments the System V x86-64 convention passes on the
 * stack: JNIEnv* and the class or receiver take two of the six integer
 * registers, floats and doubles have eight vector registers. */
unsigned vm_jni_sysv_stack_args(const VmJniBinding *b);

/* How vm_jni_invoke calls (jni_native.c, "calling"). */
#define JNI_DIRECT_NONE 0     /* ffi_call */
#define JNI_DIRECT_INT  1     /* registers only; integer, reference or no result */
#define JNI_DIRECT_FP   2     /* registers only; float or double result */

/* -Xjni:ffi: every call through ffi_call (tests the general path). */
extern bool vm_jni_ffi_only;

extern const struct JNINativeInterface_ vm_jni_functions;
extern JavaVM vm_jni_vm;          /* the one JavaVM: its table */

/* The calling thread's env (created on first use); NULL if out of memory. */
VmJniEnv *vm_jni_env(VmThread *t);
/* What vm_jni_env answers once the env exists (NULL before): a variable
 * of the static TLS block, whose offset from the thread pointer is fixed
 * when the program starts, the same in every thread.  The JIT's stubs
 * read it as fs:[offset] instead of calling vm_jni_env (jit_jni.c). */
#if defined(__GNUC__) && defined(__ELF__)
#define VM_JNI_TLS_MODEL __attribute__((tls_model("initial-exec")))
#else
#define VM_JNI_TLS_MODEL
#endif
extern __thread VmJniEnv *vm_jni_self_env VM_JNI_TLS_MODEL;
/* Enter o in the local table and return it as a reference (NULL stays
 * NULL; an OutOfMemoryError is pending if the table cannot grow). */
jobject vm_jni_local(VmJniEnv *e, VmObject *o);
void vm_jni_delete_local(VmJniEnv *e, jobject ref);
bool vm_jni_push_frame(VmJniEnv *e, size_t capacity);
/* Drop the locals made since the last push; false if there was none. */
bool vm_jni_pop_frame(VmJniEnv *e);
jobject vm_jni_new_global(VmObject *o, bool weak);
void vm_jni_delete_global(jobject ref, bool weak);
jobjectRefType vm_jni_ref_type(VmJniEnv *e, jobject ref);
/* Bind m to fn (RegisterNatives); false with an exception pending. */
bool vm_jni_bind(VmThread *t, VmMethod *m, void *fn);
void vm_jni_unbind(VmMethod *m);
/* The trampoline stored in m->native for every JNI-bound method. */
void vm_jni_invoke(VmThread *t, VmSlot *args, VmSlot *ret);
/* The entry compiled callers call (m->jit_code) when the native has no
 * stub of its own; a stub jumps to it, with its own arguments, when its
 * binding is no longer the method's or anything else is unusual. */
void vm_jni_jit_entry(VmThread *t, VmSlot *args, VmSlot *ret);

/*
 * A compiled stub for one binding (the x86-64 JIT makes them:
 * jit-i386/jit_jni.c; NULL without the JIT).  Asked once per binding of a
 * native that is not synchronized, outside -Xcheck:jni and -Xjni:ffi;
 * answers code to store in m->jit_code, or NULL (then vm_jni_jit_entry).
 * Called as m->jit_code is, after the JIT's call fast path pushed m's
 * frame, the stub does what vm_jni_jit_entry and vm_jni_invoke do, with
 * the argument moves and the result conversion worked out from b when
 * the stub is made: it turns the frame into a native frame, checks that
 * m is still bound to b (m->native is vm_jni_invoke and m->jni is b; else
 * it goes to vm_jni_jit_entry), gets the env (vm_jni_env), saves the
 * local-reference heights, enters the safe region (VM_SAFE_ENTER's
 * register capture, then vm_safe_enter_), calls b->fn, leaves with
 * vm_safe_leave, converts the result as vm_jni_invoke does (a reference
 * through vm_jni_deref's tag test) and restores the heights.
 */
extern VmNativeFn (*vm_hook_jni_stub)(VmMethod *m, const VmJniBinding *b);

#define VM_JNI_TAG_WEAK   1u
#define VM_JNI_TAG_GLOBAL 2u

/* -Xcheck:jni (jni_native.c, "checks"). */
extern bool vm_jni_check;
void vm_jni_check_ref(jobject ref);
/* What a JNI function may be called in: with an exception pending, in a
 * critical region (the critical functions themselves). */
#define VM_JNI_OK_EXCEPTION 1
#define VM_JNI_OK_CRITICAL  2
void vm_jni_check_entry(VmJniEnv *e, int ok);
void vm_jni_check_critical(VmJniEnv *e);
/* A copy of elements or characters handed out; its release (keep: with
 * JNI_COMMIT, which keeps it) with the stock JVM's fatal report when p is
 * not an outstanding copy (fn: the JNI function's name). */
void vm_jni_check_copy_made(const void *p);
void vm_jni_check_release(jobject obj, const void *p, bool keep, const char *fn, bool string);

static inline VmObject *vm_jni_deref_raw(jobject ref)
{
	return (VmObject *)((uintptr_t)ref & ~(uintptr_t)7);
}

/* The object of a weak reference, NULL once collected; entered in the
 * calling thread's local table (see above). */
VmObject *vm_jni_weak_get(jobject ref);

/* A reference from a native to its object (checked under -Xcheck:jni). */
static inline VmObject *vm_jni_deref(jobject ref)
{
	if (__builtin_expect(vm_jni_check, 0) && ref)
		vm_jni_check_ref(ref);
	if (__builtin_expect((uintptr_t)ref & VM_JNI_TAG_WEAK, 0))
		return vm_jni_weak_get(ref);
	return vm_jni_deref_raw(ref);
}

/* The access layer: may the caller read (write) o's fields or elements
 * now?  False with an exception pending when the GOS cannot provide it. */
static inline bool jni_access(VmThread *t, VmObject *o, bool write)
{
	return vm_gos_touch(t, o, write);   /* the GOS check, as the interpreter's */
}

/* No fault, no exception possible: the fast paths may skip the safe-region
 * bracket (see above). */
static inline bool jni_fast(const void *o)
{
	return o && !(((const VmObject *)o)->gos_state & VM_GOS_STATE_MASK) && !vm_jni_check;
}

/* Safe-region bracket of a JNI function (see above); JNI_IN_X for the
 * functions a native may call with an exception pending. */
#define JNI_IN_OK(env, ok) VmThread *const t = ((VmJniEnv *)(env))->t; vm_safe_leave(t); \
	if (__builtin_expect(vm_jni_check, 0)) vm_jni_check_entry((VmJniEnv *)(env), ok)
#define JNI_IN(env) JNI_IN_OK(env, 0)
#define JNI_IN_X(env) JNI_IN_OK(env, VM_JNI_OK_EXCEPTION)
/* Functions that do not leave the safe region: the critical-region check
 * of -Xcheck:jni only. */
#define JNI_CHECK_CRITICAL(env) \
	if (__builtin_expect(vm_jni_check, 0)) vm_jni_check_critical((VmJniEnv *)(env))
#define JNI_OUT() VM_SAFE_ENTER_NATIVE(t)

#endif /* VM_JNI_INTERNAL_H */
