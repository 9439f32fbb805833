/*
 * vm.h -- the VM core's internal interface, shared by the files of
 * kaffe/kaffevm, the class-library natives and the launcher.
 *
 * Conventions:
 *   - Java-visible failures are posted as a pending exception on the
 *     current thread (t->exception) and reported by a false/NULL return.
 *   - Slots: the interpreter's locals and operand stack are arrays of
 *     VmSlot, one pointer-sized word each.  long and double take two slots
 *     (JVMS); their 8 bytes are stored starting at the first of the two
 *     (vm_slot_get_long / vm_slot_set_long), which on LP64 is just slot 0.
 */
#ifndef VM_VM_H
#define VM_VM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <pthread.h>
#include <time.h>

#include "object.h"
#include "class.h"
#include "debug.h"
#include "gc.h"

typedef union VmSlot {
	int32_t i;
	float f;
	VmObject *l;
	intptr_t w;
} VmSlot;

static inline int64_t vm_slot_get_long(const VmSlot *s)
{
	int64_t v; memcpy(&v, s, sizeof v); return v;
}
static inline void vm_slot_set_long(VmSlot *s, int64_t v)
{
	memcpy(s, &v, sizeof v);
}
static inline double vm_slot_get_double(const VmSlot *s)
{
	double v; memcpy(&v, s, sizeof v); return v;
}
static inline void vm_slot_set_double(VmSlot *s, double v)
{
	memcpy(s, &v, sizeof v);
}

/* ------------------------------------------------------------------ frames */

#define VM_FRAME_VISITED   0x1u   /* set by the stack sampler, cleared on entry */
#define VM_FRAME_NATIVE    0x2u   /* a native method's frame */
#define VM_FRAME_ENTRY     0x4u   /* called from C: the interpreter returns here */
#define VM_FRAME_RESUMED   0x8u   /* handed over by compiled code (vm_interp_resume):
                                   * on-stack replacement from it nests on the C
                                   * stack, so it is bounded (VmThread.resumes) */

/*
 * A Java frame.  Frames of a thread form a stack (prev links) in the
 * thread's frame array; locals and operand stacks live in the thread's slot
 * stack, the callee's locals overlapping the caller's pushed arguments.
 * pc and sp are saved whenever the frame calls out, so the stack walker
 * (exceptions, GC, sampling, migration) sees a consistent picture.
 */
typedef struct VmFrame {
	VmMethod *method;
	struct VmInsn *pc;        /* current instruction (saved on call-out) */
	VmSlot *locals;
	VmSlot *sp;               /* operand stack top (saved on call-out) */
	struct VmFrame *prev;
	VmObject *lock;           /* monitor held by a synchronized method, or NULL */
	uint32_t flags;
} VmFrame;

/* ----------------------------------------------------------------- threads */

/*
 * One activation of the interpreter loop (intrp/interp.c), for the
 * collector's scan of native stacks.  The loop keeps every reference it
 * works on in Java frames (operands are popped only after the call that
 * uses them, results pushed as soon as they come back: refmap.h), so its
 * own C frame holds only dead copies -- handler temporaries that GCC
 * spilled there, such as an invokeinterface receiver, stay in their
 * slots until another handler reuses them -- and the conservative scan
 * skips it, [lo, hi):
 *
 *   higher addresses
 *   |  vm_interp_run's frame: this span, with regs  |  scanned
 *   +-----------------------------------------------+  hi
 *   |  arguments of the loop (no heap references)   |
 *   |  return address, the loop's saved registers   |  skipped (the
 *   |  (copied into regs first)                     |  registers are
 *   |  the loop's locals and spill slots            |  scanned in regs)
 *   +-----------------------------------------------+  lo
 *   |  arguments the loop pushes, its callees       |  scanned
 *   lower addresses
 *
 * Except while `conservative`: around a call that hands a reference back
 * through the loop's frame (a native's or compiled method's result, an
 * ObjectMethods result) and while an exception is in flight (its object
 * is held in a local while catch classes load).  lo stays NULL where the
 * stack pointer cannot be read (not x86): the frame is scanned then.
 * Linked innermost first from VmThread.interp_span; only the thread
 * itself writes them, and the collector reads them with the world
 * stopped.
 */
typedef struct VmInterpSpan {
	void *lo, *hi;
	bool conservative;
	uintptr_t regs[12];       /* callee-saved registers at entry (VM_CAPTURE_REGS) */
	struct VmInterpSpan *prev;
} VmInterpSpan;

typedef struct VmThread {
	VmObject *jthread;        /* the java.lang.Thread object */
	uint32_t id;              /* small positive id used in lock words */
	GcAllocCtx *alloc;
	VmObject *exception;      /* pending exception or NULL */

	VmSlot *stack_base;       /* slot stack */
	VmSlot *stack_limit;      /* soft limit: StackOverflowError beyond */
	VmSlot *stack_end;        /* hard end (soft limit + headroom) */
	VmFrame *frames_base;
	VmFrame *frames_limit;
	VmFrame *frames_end;
	VmFrame *top;             /* current frame or NULL */
	bool in_overflow;         /* throwing StackOverflowError: headroom open */
	uint32_t resumes;         /* vm_interp_resume calls under way (interp.c) */

	void *c_stack_base;       /* highest address of the native stack */
	void *c_stack_limit;      /* lowest usable address (with margin) */
	pthread_t pthread;
	struct VmThread *next_thread;
	volatile int state;
	volatile bool interrupted;
	volatile bool at_safepoint;

	/* Safepoints (thread.c).  safe_depth > 0: the thread is in a safe
	 * region (blocked, or in VM code that touches no heap reference it
	 * did not already hold) and the collector scans its native stack from
	 * safe_sp upwards plus the callee-saved registers in safe_regs.
	 * Written under the safepoint lock. */
	int safe_depth;
	void *safe_sp;
	uintptr_t safe_regs[12];
	/* In its safe region back in its own native code with no Java frame
	 * (VM_SAFE_ENTER_NATIVE): its native stack holds no root. */
	bool outside;
	int jstate;               /* VM_TS_*: what the thread is blocked in (getState) */
	bool daemon;
	/* A non-daemon thread the invocation API made (attached, or the
	 * creator of the VM): counted in live_nondaemon until it detaches
	 * (thread.c). */
	bool counted;
	/* Parking, sleeping and interrupt wake-ups (thread.c). */
	pthread_mutex_t park_mu;
	pthread_cond_t park_cv;
	bool permit;              /* LockSupport permit (park_mu) */
	uint32_t wake_seq;        /* interrupts and unparks delivered (park_mu;
	                           * read atomically by vm_thread_interrupted_in) */
	struct VmMonitor *waiting_mon; /* monitor this thread wait()s on (park_mu) */
	pthread_cond_t mon_cv;    /* where it sleeps in Object.wait (lock.c) */
	bool gos_started;         /* started here by the global object space */
	void *gos;                /* the global object space's per-thread data:
	                           * one block from malloc, freed with the thread */
	VmInterpSpan *interp_span; /* innermost interpreter loop (thread.c scan) */
	void *prof;               /* the profiler's per-thread data (profiler/),
	                           * freed by it when the thread's Java life ends */
} VmThread;

/* What a thread is doing, for Thread.getState (VmThread.jstate). */
enum { VM_TS_RUNNABLE = 0, VM_TS_BLOCKED, VM_TS_WAITING, VM_TS_TIMED_WAITING };

extern __thread VmThread *vm_current_thread;
static inline VmThread *vm_self(void) { return vm_current_thread; }

/* ------------------------------------------------------------------ options */

/* -Xverify: which classes' methods are verified before they first run
 * (intrp/verify.h).  remote: application classes; all: the class library
 * too; none: nothing beyond the decoder's structural checks. */
enum { VM_VERIFY_REMOTE = 0, VM_VERIFY_ALL, VM_VERIFY_NONE };

typedef struct VmOptions {
	const char *boot_classpath;   /* NULL = find rt.jar */
	const char *classpath;        /* application class path */
	size_t heap_initial, heap_max;
	size_t stack_size;            /* -Xss: Java stack bytes per thread */
	bool verbose_class, verbose_gc;
	bool enable_assertions;
	unsigned gc_stress;
	int verify;                   /* -Xverify: VM_VERIFY_REMOTE (default), _ALL, _NONE */
	const char **props;           /* "k=v" strings from -D */
	int n_props;
} VmOptions;

extern VmOptions vm_options;

/* ------------------------------------------------------------ well-known */

/* VmClass.ref_kind: how the collector treats a Reference's referent. */
enum { VM_REF_NONE, VM_REF_WEAK, VM_REF_SOFT, VM_REF_PHANTOM };

typedef struct VmWellKnown {
	VmClass *object, *clazz, *string, *throwable, *system, *thread,
		*cloneable, *serializable, *ste;
	VmClass *prim[128];           /* primitive classes by descriptor char */
	uint32_t string_value, string_hash;      /* field offsets */
	uint32_t class_vmclass;
	uint32_t throwable_backtrace;
	uint32_t thread_vmthread, thread_name;
	uint32_t thread_start_node;   /* Thread.startNode: -1, or the node it must start on */
	VmClass *reference;           /* java.lang.ref.Reference */
	uint32_t ref_referent, ref_queue, ref_discovered;
	VmObject *oom;                /* preallocated OutOfMemoryError */
	VmObject *soe;                /* preallocated StackOverflowError (last resort) */
} VmWellKnown;

extern VmWellKnown vm_wk;

/* Take the list of References the collector cleared that have a queue
 * (linked through Reference.discovered, the last linked to itself), or
 * NULL.  For the reference handler thread (vm.c). */
VmObject *vm_ref_take_pending(void);

/* Finalisation (finalize.c).  vm_finalizer_register enters a new instance
 * of a class with a finalizer in the collector's registry and starts this
 * node's finalizer thread if it is not running yet (Java code: call it
 * where a class initialiser could run); false with OutOfMemoryError
 * pending if the registry cannot grow.  vm_finalizer_hook is the
 * collector's finalize hook; vm_finalizer_take hands out the next object
 * to finalize (the native Finalizer.take0), or NULL. */
bool vm_finalizer_register(VmThread *t, VmObject *o);
bool vm_finalizer_hook(void *obj);
VmObject *vm_finalizer_take(void);

/* ---------------------------------------------------------------- symbols */

const char *vm_symbol(const char *s);             /* intern a C string */
const char *vm_symbol_n(const char *s, size_t n);

/* ---------------------------------------------------------------- loading */

bool vm_loader_init(void);
/* Find or load a class by internal name ("java/lang/String", "[I").
 * NULL with NoClassDefFoundError/ClassFormatError/... pending. */
VmClass *vm_load_class(VmThread *t, const char *name);
/* Same, but a missing class raises ClassNotFoundException (Class.forName). */
VmClass *vm_find_class_for_name(VmThread *t, const char *name);
VmClass *vm_array_class(VmThread *t, VmClass *elem);
VmClass *vm_primitive_class(char type);
/* Enter a class made at run time (lambdas) in the class table. */
void vm_define_synthetic(VmClass *c);
/* A class already in the class table, or NULL (loads nothing). */
VmClass *vm_find_loaded_class(const char *name);
/* User class loaders (loader.c): `loader` is a ClassLoader object, NULL
 * for the VM's own (boot and application class paths).  Load or find
 * `name` in that loader's namespace (asking it: loadClass), resolve a
 * name for class `from` (in its defining loader), a class the loader has
 * defined or initiated (NULL: none), define a class for it
 * (ClassLoader.defineClass).  NULL with an exception pending on failure. */
VmClass *vm_load_class_in(VmThread *t, VmObject *loader, const char *name, bool for_name);
VmClass *vm_resolve_class(VmThread *t, const VmClass *from, const char *name);
VmClass *vm_find_loaded_class_in(VmObject *loader, const char *name);
VmClass *vm_define_class_in(VmThread *t, VmObject *loader, const char *name, const uint8_t *buf, size_t len);
/* On a cluster (gos/): define for `loader` a class another node defined
 * for its copy of that loader, from the bytes it sent, after recording
 * with vm_loader_record each supertype as that node's loader resolved it;
 * a class the loader defined here meanwhile is the answer.  NULL with an
 * exception pending on failure (LinkageError when the loader here has
 * already resolved that name to another class). */
VmClass *vm_define_fetched_class(VmThread *t, VmObject *loader, const char *name, const uint8_t *buf,
				 size_t len);
bool vm_loader_record(VmThread *t, VmObject *loader, VmClass *c);
/* The loader constraints of c's overriding methods (JVMS 5.4.5), checked
 * once before c is initialised; false with LinkageError pending. */
bool vm_check_override_constraints(VmThread *t, VmClass *c);
/* Every user loader that defined or initiated a class (the collector's roots). */
void vm_for_each_loader(void (*fn)(VmObject *loader, void *arg), void *arg);
/* "module java.base of loader 'bootstrap'", "unnamed module of loader
 * 'app'" ... as the stock JVM describes where a class is. */
void vm_class_where(VmThread *t, const VmClass *c, char *buf, size_t len);
/* Loader constraints (loader.c): cur resolving member `name` (descriptor
 * desc) declared in def; false with LinkageError pending on a violation. */
bool vm_check_loader_constraints(VmThread *t, const VmClass *cur, const VmClass *def,
				 const char *name, const char *desc, bool is_field);
/* The stock JVM's ClassCastException message, from a class to another. */
void vm_cast_message(VmThread *t, const VmClass *from, const VmClass *to, char *buf, size_t len);
/* JNI DefineClass (loader.c): define a class from buf[0..len) */
VmClass *vm_define_class(VmThread *t, const char *name, const uint8_t *buf, size_t len, bool is_app);
/* The class of a lambda call site by its name, "<caller>$$Lambda$<cp index>"
 * (the same name on every node): made from the caller's call site if this
 * node has not run it yet.  NULL with an exception pending if the name
 * does not name a lambda site. */
VmClass *vm_lambda_class(VmThread *t, const char *name);
/* The same for a lambda made in a class of user loader `loader` (NULL: as
 * above), which must have that class already. */
VmClass *vm_lambda_class_in(VmThread *t, VmObject *loader, const char *name);
bool vm_link_class(VmThread *t, VmClass *c);
bool vm_init_class(VmThread *t, VmClass *c);
static inline bool vm_ensure_init(VmThread *t, VmClass *c)
{
	return c->state == VM_CLASS_INITIALIZED || vm_init_class(t, c);
}
bool vm_is_subclass(const VmClass *c, const VmClass *of);   /* assignability */
VmField *vm_find_field(VmClass *c, const char *name, const char *desc);  /* symbols, searches supers */
VmMethod *vm_find_method(VmClass *c, const char *name, const char *desc); /* symbols, class then supers then interfaces */
VmMethod *vm_find_declared_method(VmClass *c, const char *name, const char *desc);
VmMethod *vm_find_virtual(VmClass *c, const VmMethod *m);  /* dispatch m on receiver class c */
void vm_for_each_class(void (*fn)(VmClass *c, void *arg), void *arg);
VmObject *vm_class_object(VmThread *t, VmClass *c);
VmClass *vm_class_of_object(VmObject *class_obj);   /* java.lang.Class -> VmClass */
/* Java-visible class name ("java.lang.String", "[I") into buf. */
void vm_class_java_name(const VmClass *c, char *buf, size_t len);

/* ---------------------------------------------------------------- objects */

VmObject *vm_new_object(VmThread *t, VmClass *c);
/* The same without registering it for finalisation: for the object
 * space's placeholders (copies of another node's object, whose home alone
 * could finalize it). */
VmObject *vm_new_object_unregistered(VmThread *t, VmClass *c);
VmArray *vm_new_array(VmThread *t, VmClass *array_class, int32_t length);
VmArray *vm_new_prim_array(VmThread *t, char type, int32_t length);
VmArray *vm_new_object_array(VmThread *t, VmClass *elem, int32_t length);
VmObject *vm_clone(VmThread *t, VmObject *o);
uint32_t vm_identity_hash(VmObject *o);
bool vm_instance_of(VmObject *o, VmClass *c);
size_t vm_object_size(const VmObject *o);

/* ---------------------------------------------------------------- strings */

VmObject *vm_string_from_utf8(VmThread *t, const char *s);     /* modified UTF-8 */
VmObject *vm_string_from_utf16(VmThread *t, const uint16_t *chars, int32_t len);
VmObject *vm_string_intern(VmThread *t, VmObject *str);
VmObject *vm_string_literal(VmThread *t, const char *utf8);     /* interned */
/* Java string -> malloc'd standard UTF-8 (for printing); NULL string -> "null". */
char *vm_string_to_utf8(VmObject *str);
int32_t vm_string_length(VmObject *str);
uint16_t *vm_string_chars(VmObject *str);   /* pointer into the value array */
void vm_string_scan_roots(GcMarker *m);

/* ------------------------------------------------------------- exceptions */

/* Post a new exception of class `name` (internal) with a message (may be NULL). */
void vm_throw(VmThread *t, const char *name, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void vm_throw_object(VmThread *t, VmObject *ex);
/* Post a NullPointerException raised by the VM itself (a null receiver,
 * field or array access, athrow, monitorenter): the one call both engines
 * make, which marks the exception so that its message is computed from
 * its top frame when first asked for (JEP 358, npe.c). */
void vm_throw_npe(VmThread *t);
/* That message for the marked exception npe, as a String; NULL (no
 * exception posted) when the top frame's instruction says nothing. */
VmObject *vm_npe_helpful_message(VmThread *t, VmObject *npe);
/* The message, malloc'd, for a NullPointerException raised at bytecode pc
 * of m, e.g. `Cannot invoke "String.length()" because "<local1>" is null`;
 * NULL if the instruction there cannot raise one or memory is short. */
char *vm_npe_message(const VmMethod *m, uint32_t pc);
/* While the core classes (Object ... System) are being loaded no
 * exception object can be built: vm_throw() then only records "Class:
 * message" of the first failure, which the start-up reports in its fatal
 * message.  NULL when nothing failed. */
const char *vm_boot_failure(void);
/* Fill a Throwable's backtrace from the thread's frames. */
void vm_fill_backtrace(VmThread *t, VmObject *throwable);
VmObject *vm_backtrace_to_ste(VmThread *t, VmObject *throwable);
/* The frames from f outwards, hidden (synthetic) ones skipped: method and
 * instruction index (-1: native or unknown) of each into m/idx, at most
 * max; returns how many there are (may exceed max; m NULL: count only).
 * Allocates nothing. */
size_t vm_frames_collect(VmFrame *f, VmMethod **m, int64_t *idx, size_t max);
/* StackTraceElement[] for n frames as vm_frames_collect gave them. */
VmObject *vm_frames_to_ste(VmThread *t, VmMethod *const *m, const int64_t *idx, int32_t n);
/* A frame as text, the fields of its StackTraceElement: the declaring
 * class's Java name, the method's name, the source file (NULL: unknown)
 * and the line (-1 unknown, -2 native). */
typedef struct VmSteText {
	const char *cls;
	const char *method;
	const char *file;
	int32_t line;
} VmSteText;
/* The text of frame (m, idx); cls is written into cbuf. */
void vm_frame_text(VmMethod *m, int64_t idx, char *cbuf, size_t cbuflen, VmSteText *out);
/* StackTraceElement[] of n frames given as text (a stack sampled on
 * another node); NULL with an exception pending on failure. */
VmObject *vm_ste_from_text(VmThread *t, const VmSteText *e, int32_t n);
/* The stack of another thread (a java.lang.Thread), sampled with the world
 * stopped, into m/idx as vm_frames_collect; 0 frames if it is not running.
 * t is the calling thread (it waits in a safe region). */
size_t vm_thread_sample_stack(VmThread *t, VmObject *jthread, VmMethod **m, int64_t *idx,
			      size_t max);
/* Print "Exception in thread ..." and the stack trace through System.err. */
void vm_report_uncaught(VmThread *t, VmObject *ex);
int vm_line_number(const VmMethod *m, uint32_t insn);
/* The bytecode pc of frame f's current instruction, -1 for a native frame
 * or one not started. */
int64_t vm_frame_pc(const VmFrame *f);

/* ---------------------------------------------------------------- calling */

/* Call m with args (already in slot layout, `this` first for instance
 * methods).  Returns false if an exception is pending. */
bool vm_call(VmThread *t, VmMethod *m, VmSlot *args, VmSlot *ret);
/* Call a virtual method by name on obj. */
bool vm_call_virtual(VmThread *t, VmObject *obj, const char *name, const char *desc,
		     VmSlot *args, int nargs, VmSlot *ret);
bool vm_call_static(VmThread *t, const char *cls, const char *name, const char *desc,
		    VmSlot *args, VmSlot *ret);
VmNativeFn vm_native_lookup(const VmMethod *m);

/* Boxing, shared by lambdas, records and reflection.  type is a field
 * descriptor's first character. */
/* "java/lang/Integer" for 'I' ..., NULL for references ('L', '['). */
const char *vm_box_class_name(char type);
/* Read a value of `type` stored at addr (a field) into slots out[0..1]. */
void vm_slots_from_field(const void *addr, char type, VmSlot *out);
/* The wrapper (Integer.valueOf ...) of the primitive in v[0..1]; for a
 * reference type, v[0].l itself.  NULL with an exception pending on
 * failure. */
VmObject *vm_box(VmThread *t, char type, const VmSlot *v);

/* Natives register themselves in tables like this one. */
typedef struct VmNativeDef {
	const char *clazz, *name, *desc;
	VmNativeFn fn;
} VmNativeDef;
void vm_register_natives(const VmNativeDef *defs);

/* ------------------------------------------------------------- threads */

bool vm_threads_init(void);
VmThread *vm_thread_create_current(size_t java_stack_bytes);
/* Detach the calling thread t (from vm_thread_create_current). */
void vm_thread_destroy(VmThread *t);

/*
 * Synchronisation entry points.  These are the operations the global
 * object space replaces for shared objects (ARCHITECTURE.md section 4);
 * everything else in the VM reaches monitors, parking and atomic field
 * updates only through them.  doc/vm-core.md describes the protocol.
 */
bool vm_monitor_enter(VmThread *t, VmObject *o);
bool vm_monitor_exit(VmThread *t, VmObject *o);
/* millis 0 = no timeout; nanos adds to millis (Object.wait(long,int)). */
bool vm_monitor_wait(VmThread *t, VmObject *o, int64_t millis);
bool vm_monitor_notify(VmThread *t, VmObject *o, bool all);
bool vm_holds_lock(VmThread *t, VmObject *o);
/*
 * The same operations as a hook table for the global object space: gos/
 * fills in vm_sync_hooks at start-up, and each entry point above calls the
 * hook instead of its local implementation when the object's GOS state
 * byte is non-zero (a shared object; always zero on one node, so the local
 * fast paths pay one byte test).  unpark is called for a Thread that has
 * no VmThread on this node (alive elsewhere).  A hook may call the
 * vm_local_* functions for the local part of its work.  Volatile field
 * access of shared objects already faults through the interpreter's
 * access-fault hook (GOS_CHECK).  NULL members: local only.
 */
typedef struct VmSyncHooks {
	bool (*monitor_enter)(VmThread *t, VmObject *o);
	bool (*monitor_exit)(VmThread *t, VmObject *o);
	bool (*monitor_wait)(VmThread *t, VmObject *o, int64_t millis);
	bool (*monitor_notify)(VmThread *t, VmObject *o, bool all);
	/* size 4 or 8 (8 for references on LP64 too); expect/update point at the values */
	bool (*cas)(VmObject *o, size_t off, int size, const void *expect, const void *update);
	void (*unpark)(VmThread *t, VmObject *jthread);
	/* t is about to block on o's monitor, held by foreign owner `index`
	 * (vm_monitor_transfer); called without any monitor lock held */
	void (*monitor_contended)(VmThread *t, VmObject *o, unsigned index);
	/* t has taken o's monitor by the local path (o was not shared when
	 * it began: an enter, or the re-entry at the end of a wait) and o is
	 * shared now -- exported meanwhile, and perhaps held and released
	 * by another node while t waited for it */
	void (*monitor_entered)(VmThread *t, VmObject *o);
} VmSyncHooks;
extern VmSyncHooks vm_sync_hooks;
bool vm_local_monitor_enter(VmThread *t, VmObject *o);
bool vm_local_monitor_exit(VmThread *t, VmObject *o);
bool vm_local_monitor_wait(VmThread *t, VmObject *o, int64_t millis);
bool vm_local_monitor_notify(VmThread *t, VmObject *o, bool all);
bool vm_local_holds_lock(VmThread *t, VmObject *o);
/* Take o's monitor if it is free, without blocking; false if held
 * (by t as well). */
bool vm_local_monitor_try_enter(VmThread *t, VmObject *o);
/*
 * Foreign owners (lock.c, "foreign owners"): an owner id that is no
 * thread's, for a monitor held on behalf of another node. transfer hands
 * a hold with count 1 from owner id `from` to `to` (-1 if from does not
 * hold it so; 1 if threads wait to enter, else 0); release_foreign frees a
 * foreign hold; notify_as notifies on behalf of owner id `id`.
 */
#define VM_MONITOR_FOREIGN(k) (UINTPTR_MAX - (uintptr_t)(k))
#define VM_MONITOR_IS_FOREIGN(id) ((id) != 0 && (id) >= UINTPTR_MAX - 4095u)
#define VM_MONITOR_FOREIGN_INDEX(id) ((unsigned)(UINTPTR_MAX - (id)))
int vm_monitor_transfer(VmThread *t, VmObject *o, uintptr_t from, uintptr_t to);
bool vm_monitor_release_foreign(VmObject *o, uintptr_t id);
bool vm_monitor_notify_as(VmThread *t, VmObject *o, uintptr_t id, bool all);
bool vm_monitor_held_by(VmObject *o, uintptr_t id);

/* LockSupport: park until unparked, interrupted, the deadline passes or
 * spuriously.  absolute: `time` is ms since the epoch; else ns (0 = none). */
void vm_park(VmThread *t, bool absolute, int64_t time);
void vm_unpark(VmThread *t, VmObject *jthread);
/* vm_unpark of a thread the caller knows to be alive (it waits for the
 * caller, e.g. under a mutex both take); any thread may call it. */
void vm_unpark_thread(VmThread *target);
/* Field handles (ristretto.internal.Atomics.fieldOffset; the library's
 * natives and the JIT's inline atomics read them):
 *   bit 56       1: a static field (the base is its class's Class object)
 *   bits 48-55   the field's descriptor character ('I', 'J', 'L' or '[')
 *   bits 0-31    the field's byte offset
 * every other bit 0. */
#define VM_FIELD_HANDLE_STATIC     ((int64_t)1 << 56)
#define VM_FIELD_HANDLE_TYPE_SHIFT 48
#define VM_FIELD_HANDLE_OFF_MASK   ((int64_t)0xffffffff)
/* Does class c (or a superclass; for statics c alone) declare a field of
 * kind `kind` ('I', 'J', or 'L' for every reference type) with that
 * staticness at byte offset off?  What makes a handle trusted. */
bool vm_class_has_field_at(const VmClass *c, uint32_t off, char kind, bool is_static);
/* Compare-and-set on a field or array element at byte offset `off` of o. */
bool vm_cas_int(VmObject *o, size_t off, int32_t expect, int32_t update);
bool vm_cas_long(VmObject *o, size_t off, int64_t expect, int64_t update);
bool vm_cas_ref(VmObject *o, size_t off, VmObject *expect, VmObject *update);
/* Volatile access to 64-bit fields (atomic also on 32-bit builds). */
int64_t vm_volatile_get_long(const VmObject *o, size_t off);
void vm_volatile_put_long(VmObject *o, size_t off, int64_t v);

/* Threads: start a java.lang.Thread (Thread.start0), sleep, interrupt. */
bool vm_thread_start(VmThread *t, VmObject *jthread, int64_t stack_size);
/* Start jthread on this node for the global object space (which placed it
 * here): no placement hook; thread_begin/thread_end hooks around run(). */
bool vm_thread_start_gos(VmThread *t, VmObject *jthread, bool daemon);
bool vm_thread_sleep(VmThread *t, int64_t millis, int32_t nanos);
void vm_thread_interrupt(VmThread *t, VmObject *jthread);
/* Is the interrupt flag of t set?  clear: clear it too. */
bool vm_thread_interrupted(VmThread *t, bool clear);
/* vm_thread_interrupted for a thread about to wait with the mutex `held`
 * locked. On a cluster a shared Thread's flag lives at its home, and
 * reading it may stop the world, which needs threads_lock, which an
 * interrupter holds while it takes park_mu and the monitor's mutex: so
 * `held` is released while the flag is read (and locked again). *seq is
 * t->wake_seq from before the read: if it has moved when the caller is
 * about to wait, an interrupt or unpark came meanwhile and the caller
 * looks again instead of waiting. */
bool vm_thread_interrupted_in(VmThread *t, bool clear, pthread_mutex_t *held, uint32_t *seq);
/* Has an interrupt or unpark come since seq (from vm_thread_interrupted_in)? */
bool vm_thread_woken_since(VmThread *t, uint32_t seq);
int vm_thread_jstate(VmThread *t, VmObject *jthread);
/* Called by the main thread when main() is over, and by DestroyJavaVM:
 * wait until t is the last non-daemon thread (the ones the VM started
 * and the ones attached through the invocation API). */
void vm_threads_await_nondaemon(VmThread *t);
/* The invocation API made t (attached or the VM's creator): unless it is
 * a daemon, DestroyJavaVM on another thread waits until it detaches. */
void vm_thread_count_nondaemon(VmThread *t);

/*
 * Safepoints.  A collector (holding the GC lock) sets
 * vm_safepoint_requested and waits until every other thread is stopped at
 * a poll or inside a safe region.  Code that may block (mutexes, condition
 * variables, I/O) does so inside a safe region; vm_mutex_lock and
 * vm_cond_wait do that for VM-internal locks and never hold the mutex
 * while waiting for a collection to end.
 */
extern volatile int vm_safepoint_requested;
void vm_safepoint_poll(VmThread *t);
void vm_safe_enter_(VmThread *t);
void vm_safe_leave(VmThread *t);
/* Leave without waiting: false, and still in the region, while a
 * collection is on (a thread that must not wait for one -- the object
 * space's receiver -- then hands its work to a thread that may). */
bool vm_safe_try_leave(VmThread *t);
#if defined(__x86_64__)
#define VM_CAPTURE_REGS(r) __asm__ volatile("movq %%rbx, 0(%0)\n\tmovq %%rbp, 8(%0)\n\t" \
	"movq %%r12, 16(%0)\n\tmovq %%r13, 24(%0)\n\tmovq %%r14, 32(%0)\n\tmovq %%r15, 40(%0)" \
	: : "r"(r) : "memory")
#elif defined(__i386__)
#define VM_CAPTURE_REGS(r) __asm__ volatile("movl %%ebx, 0(%0)\n\tmovl %%esi, 4(%0)\n\t" \
	"movl %%edi, 8(%0)\n\tmovl %%ebp, 12(%0)" : : "r"(r) : "memory")
#else
#define VM_CAPTURE_REGS(r) do { __builtin_unwind_init(); (void)(r); } while (0)
#endif
/* p = the stack pointer, or NULL where it cannot be read. */
#if defined(__x86_64__)
#define VM_STACK_POINTER(p) __asm__ volatile("movq %%rsp, %0" : "=r"(p))
#elif defined(__i386__)
#define VM_STACK_POINTER(p) __asm__ volatile("movl %%esp, %0" : "=r"(p))
#else
#define VM_STACK_POINTER(p) ((p) = NULL)
#endif
/* Enter a safe region: capture this frame's callee-saved registers (the
 * callers' values live there or in frames above), then publish. */
#define VM_SAFE_ENTER(t) do { VM_CAPTURE_REGS((t)->safe_regs); vm_safe_enter_(t); } while (0)
/* Enter the safe region in which a thread goes back to native code: a JNI
 * function returning, the invocation API.  With no Java frame the thread
 * is outside the VM altogether (an embedding program's thread between JNI
 * calls): its references are handles in the local table, and below
 * safe_sp lies the stack of a JNI call it has left, which is dead and may
 * be reused while the collector reads it, so its native stack is not
 * scanned (vm_threads_scan_roots).  vm_safe_leave clears the mark. */
#define VM_SAFE_ENTER_NATIVE(t) do { (t)->outside = (t)->top == NULL; VM_SAFE_ENTER(t); } while (0)
/* Between the core's files only: the GC hooks (vm.c) and monitors (lock.c). */
void vm_threads_stop_world(void);
void vm_threads_start_world(void);
void vm_threads_scan_roots(GcMarker *m);
void vm_monitors_sweep(void);
void vm_monitor_interrupt_wakeup(VmThread *target);   /* target->park_mu held */
void vm_mutex_lock(VmThread *t, pthread_mutex_t *m);
/* abs NULL: no timeout.  Returns pthread_cond_timedwait's result. */
int vm_cond_wait(VmThread *t, pthread_cond_t *c, pthread_mutex_t *m, const struct timespec *abs);

/* ------------------------------------------------------------- lifecycle */

bool vm_startup(const VmOptions *opts);
/* Run `main` of the named class (dots or slashes) with args; returns exit status. */
int vm_run_main(const char *main_class, int argc, char **argv);
void vm_exit(int status) __attribute__((noreturn));
void vm_gc_init_hooks(void);

#endif /* VM_VM_H */
