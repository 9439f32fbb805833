/*
 * native.h -- the JNI glue as the rest of the core sees it (jni_native.c,
 * jni.c).  Class-library natives are bound through vm_native_lookup
 * (native.c); user natives in libraries loaded by System.load/loadLibrary
 * are bound here, by their JNI names or by RegisterNatives, and called
 * through libffi by vm_jni_invoke.  doc/vm-core.md, "JNI", has the design.
 */
#ifndef VM_NATIVE_H
#define VM_NATIVE_H

#include <stdbool.h>

#include "vm.h"

/* Bind native method m if it is not bound yet: a class-library native,
 * else a JNI function of a loaded library (short name, then long name).
 * False with UnsatisfiedLinkError ('int Cls.name(long)') pending. */
bool vm_native_bind(VmThread *t, VmMethod *m);

/* "int Cls.name(long, java.lang.String[])": a method as the JDK's
 * messages name it. */
void vm_method_external_name(const VmClass *c, const char *name, const char *desc,
			     char *buf, size_t len);

/* Load a native library (System.load: path as given; System.loadLibrary:
 * ext set, path without its extension, tried with lt_dlopenext).  Returns
 * false with nothing pending when there is no such file, false with an
 * exception pending when it exists but fails to load or JNI_OnLoad fails,
 * true when loaded now or before. */
bool vm_jni_load(VmThread *t, const char *path, bool ext);

/* The JNI function of a loaded library for m, or NULL: sets m's binding
 * and returns the trampoline to store in m->native. */
VmNativeFn vm_jni_find(VmMethod *m);

/* -Xjni:ffi: call every JNI native through ffi_call, never the x86-64
 * register-only path (for tests). */
void vm_jni_set_ffi_only(bool on);

/* -Xcheck:jni: check the natives' use of the JNI (jni_native.c). */
void vm_jni_set_check(bool on);

/* GC roots: every thread's local references, the global references. */
void vm_jni_scan_roots(GcMarker *m);
/* After a collection's sweep, world stopped: weak global references whose
 * object was freed now read NULL. */
void vm_jni_sweep_weak(void);

/* Cluster (doc/vm-core.md, "JNI"): the libraries this VM has loaded, one
 * line each, "E PATH\n" with E 1 for a System.loadLibrary path (no
 * suffix, as given to lt_dlopenext) and 0 for System.load's file;
 * malloc'd, NUL-terminated (*len without the NUL), NULL if out of memory. */
char *vm_jni_library_list(size_t *len);
/* On a worker: load every library of the master's list not loaded here
 * yet (JNI_OnLoad included).  False with an UnsatisfiedLinkError naming
 * this node when the master cannot be asked or a library does not load. */
bool vm_jni_load_cluster(VmThread *t);

/* The default java.library.path: $LD_LIBRARY_PATH, then the system
 * directories (malloc'd). */
char *vm_jni_default_library_path(void);

/*
 * The invocation API's entry points into the core (jni.c's JavaVM table
 * and kaffe/kaffe/jni_invoke.c).
 */
/* Attach the calling thread (not started by the VM) / detach it again. */
VmThread *vm_thread_attach(const char *name, bool daemon);
void vm_thread_detach(VmThread *t);
/* DestroyJavaVM: what the end of main does (wait for the non-daemon
 * threads, run the shutdown hooks, flush System.out/err). */
void vm_shutdown(VmThread *t);
/* The calling thread's JNIEnv * (NULL if out of memory), the JavaVM *. */
void *vm_jni_env_of(VmThread *t);
void *vm_jni_java_vm(void);
/* Free the calling thread's JNI state (before it detaches). */
void vm_jni_env_release(void);

#endif /* VM_NATIVE_H */
