/*
 * vm.c -- start-up, object allocation, the collector's view of the VM,
 * running `main`, and exit.
 *
 * Start-up order: heap, symbol and class tables, the core classes
 * (Object, Class, String, ... — their Class objects are created once
 * java.lang.Class is linked), the main thread and its java.lang.Thread,
 * System's initialiser (streams and properties), then the main class.
 */
#include "config.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "classpath.h"
#include "hooks.h"
#include "native.h"
#include "vm.h"

VmOptions vm_options;
VmClusterHooks vm_cluster_hooks;   /* all NULL on a single node */
VmGosHooks vm_gos_hooks;           /* all NULL unless the GOS runs */
VmWellKnown vm_wk;
unsigned vm_debug_mask;

extern VmClassPath *vm_boot_path, *vm_app_path;

int vm_debug_parse(const char *names)
{
	static const struct { const char *n; unsigned m; } tab[] = {
		{ "class", VM_DBG_CLASS }, { "gc", VM_DBG_GC }, { "interp", VM_DBG_INTERP },
		{ "excep", VM_DBG_EXCEP }, { "gos", VM_DBG_GOS_PROTO }, { "msg", VM_DBG_GOS_MSG },
		{ "jit", VM_DBG_JIT }, { "prof", VM_DBG_PROF }, { "all", ~0u }
	};
	char *copy = strdup(names), *tok, *save = NULL;
	int ok = 0;
	size_t i;

	for (tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		for (i = 0; i < sizeof tab / sizeof tab[0]; i++)
			if (strcmp(tab[i].n, tok) == 0)
				break;
		if (i == sizeof tab / sizeof tab[0]) {
			ok = -1;
			break;
		}
		vm_debug_mask |= tab[i].m;
	}
	free(copy);
	return ok;
}

/* ------------------------------------------------------------ allocation */

static inline VmObject *alloc_instance(VmThread *t, VmClass *c)
{
	VmObject *o = gc_alloc(t->alloc, c->instance_size);

	if (__builtin_expect(!o, 0)) {
		vm_throw_object(t, vm_wk.oom);
		return NULL;
	}
	o->clazz = c;
	o->seq = (uint16_t)__atomic_fetch_add(&c->seq_next, 1, __ATOMIC_RELAXED);
	return o;
}

VmObject *vm_new_object_unregistered(VmThread *t, VmClass *c)
{
	return alloc_instance(t, c);
}

/* Registration is out of line: the allocation path of other objects
 * gains one test of a byte of the class it reads anyway. */
static __attribute__((noinline)) VmObject *register_new(VmThread *t, VmObject *o)
{
	o->flags |= OBJ_F_FINALIZABLE;
	return vm_finalizer_register(t, o) ? o : NULL;
}

VmObject *vm_new_object(VmThread *t, VmClass *c)
{
	VmObject *o = alloc_instance(t, c);

	if (__builtin_expect(c->has_finalizer, 0) && o)
		return register_new(t, o);
	return o;
}

VmArray *vm_new_array(VmThread *t, VmClass *ac, int32_t length)
{
	VmArray *a;
	uint64_t size;

	if (length < 0) {
		vm_throw(t, "java/lang/NegativeArraySizeException", "%d", length);
		return NULL;
	}
	size = VM_ARRAY_DATA_OFFSET + (uint64_t)length * ac->elem_size;
	if (length > INT32_MAX - 2) {
		vm_throw(t, "java/lang/OutOfMemoryError", "Requested array size exceeds VM limit");
		return NULL;
	}
	if (size > (uint64_t)SIZE_MAX / 2 || size > vm_options.heap_max) {
		vm_throw(t, "java/lang/OutOfMemoryError", "Java heap space");
		return NULL;
	}
	a = gc_alloc(t->alloc, (size_t)size);
	if (!a) {
		vm_throw(t, "java/lang/OutOfMemoryError", "Java heap space");
		return NULL;
	}
	a->hdr.clazz = ac;
	a->length = length;
	a->hdr.seq = (uint16_t)__atomic_fetch_add(&ac->seq_next, (uint32_t)(length ? length : 1),
						  __ATOMIC_RELAXED);
	return a;
}

VmArray *vm_new_prim_array(VmThread *t, char type, int32_t length)
{
	VmClass *ac = vm_array_class(t, vm_primitive_class(type));
	return ac ? vm_new_array(t, ac, length) : NULL;
}

VmArray *vm_new_object_array(VmThread *t, VmClass *elem, int32_t length)
{
	VmClass *ac = vm_array_class(t, elem);
	return ac ? vm_new_array(t, ac, length) : NULL;
}

size_t vm_object_size(const VmObject *o)
{
	const VmClass *c = o->clazz;
	if (vm_class_is_array(c))
		return VM_ARRAY_DATA_OFFSET + (size_t)((const VmArray *)o)->length * c->elem_size;
	return c->instance_size;
}

VmObject *vm_clone(VmThread *t, VmObject *o)
{
	size_t size = vm_object_size(o);
	VmObject *c;

	if (!vm_gos_touch(t, o, false))
		return NULL;
	c = gc_alloc(t->alloc, size);

	if (!c) {
		vm_throw_object(t, vm_wk.oom);
		return NULL;
	}
	memcpy((char *)c + sizeof(VmObject), (char *)o + sizeof(VmObject), size - sizeof(VmObject));
	c->clazz = o->clazz;
	c->seq = o->seq;
	c->flags = (uint8_t)(o->flags & OBJ_F_FINALIZABLE);
	/* A clone is a new object: finalized on its own, as on the JDK. */
	if ((c->flags & OBJ_F_FINALIZABLE) && !vm_finalizer_register(t, c))
		return NULL;
	return c;
}

uint32_t vm_identity_hash(VmObject *o)
{
	uint32_t h = __atomic_load_n(&o->hash, __ATOMIC_RELAXED);
	static uint32_t state = 0x2545F491u;

	if (h)
		return h;
	do {
		uint32_t x = __atomic_add_fetch(&state, 0x9E3779B9u, __ATOMIC_RELAXED);
		x ^= x >> 16; x *= 0x7feb352dU; x ^= x >> 15; x *= 0x846ca68bU; x ^= x >> 16;
		h = x & 0x7fffffff;
	} while (h == 0);
	{
		uint32_t zero = 0;
		if (!__atomic_compare_exchange_n(&o->hash, &zero, h, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
			h = zero;
	}
	o->flags |= OBJ_F_HASHED;
	return h;
}

bool vm_instance_of(VmObject *o, VmClass *c)
{
	return o && c && vm_is_subclass(o->clazz, c);
}

/* ------------------------------------------------------------- GC hooks */

static GcMarker *cur_marker;

/* java.lang.ref.  While marking, scan_object does not trace the referent
 * of a Reference (except a soft one when memory is not short) but notes the
 * Reference in found[]; the references hook then clears each noted referent
 * that nothing else marked and, when the Reference has a queue, links it
 * onto ref_pending through its `discovered` field (the last one links to
 * itself).  ref_pending is a root; the reference handler thread takes the
 * whole list (vm_ref_take_pending) and enqueues it.  If found[] cannot
 * grow, the referent is simply traced: kept, never wrongly cleared. */
static VmObject **ref_found;
static size_t ref_nfound, ref_cap;
static VmObject *ref_pending;

static bool note_reference(VmObject *r)
{
	if (ref_nfound == ref_cap) {
		size_t nc = ref_cap ? ref_cap * 2 : 256;
		VmObject **nf = realloc(ref_found, nc * sizeof *nf);
		if (!nf)
			return false;
		ref_found = nf;
		ref_cap = nc;
	}
	ref_found[ref_nfound++] = r;
	return true;
}

/* Phase 0 (after marking): weak and soft references; phase 1 (after the
 * finalize pass): all the rest, phantoms included.  Each Reference is
 * handled once: a cleared one has no referent left. */
static void process_references(GcMarker *m, int phase)
{
	size_t i;

	for (i = 0; i < ref_nfound; i++) {
		VmObject *r = ref_found[i];
		VmObject **referent = &VM_OBJ_FIELD(VmObject *, r, vm_wk.ref_referent);
		VmObject **link = &VM_OBJ_FIELD(VmObject *, r, vm_wk.ref_discovered);

		/* Unmarked and in the heap: nothing else reaches it. */
		if (!*referent || gc_is_marked(*referent) || !gc_is_object(*referent))
			continue;
		if (phase == 0 && r->clazz->ref_kind == VM_REF_PHANTOM)
			continue;
		*referent = NULL;
		if (VM_OBJ_FIELD(VmObject *, r, vm_wk.ref_queue) && !*link) {
			*link = ref_pending ? ref_pending : r;
			ref_pending = r;
		}
	}
	if (phase == 1)
		ref_nfound = 0;
}

VmObject *vm_ref_take_pending(void)
{
	VmObject *r;

	gc_lock_collector();
	r = ref_pending;
	ref_pending = NULL;
	gc_unlock_collector();
	return r;
}

static void mark_class(VmClass *c, void *arg)
{
	GcMarker *m = arg;
	uint32_t i;

	if (c->class_object)
		gc_mark(m, c->class_object);
	if (c->init_error)
		gc_mark(m, c->init_error);
	if (c->loader)
		gc_mark(m, c->loader);
	if (c->statics)
		for (i = 0; i < c->n_static_refs; i++)
			gc_mark(m, *(VmObject **)((char *)c->statics + c->static_ref_offsets[i]));
}

static void mark_loader(VmObject *loader, void *arg)
{
	gc_mark(arg, loader);
}

static void scan_roots(GcMarker *m)
{
	jmp_buf regs;

	setjmp(regs);          /* spill callee-saved registers onto the stack */
	gc_mark_range(m, &regs, (char *)&regs + sizeof regs);
	cur_marker = m;
	vm_for_each_class(mark_class, m);
	vm_for_each_loader(mark_loader, m);
	vm_string_scan_roots(m);
	vm_threads_scan_roots(m);
	if (vm_gos_hooks.scan_roots)
		vm_gos_hooks.scan_roots(m);
	vm_jni_scan_roots(m);
	ref_nfound = 0;
	if (ref_pending)
		gc_mark(m, ref_pending);
	if (vm_wk.oom)
		gc_mark(m, vm_wk.oom);
	if (vm_wk.soe)
		gc_mark(m, vm_wk.soe);
}

static void scan_object(void *obj, GcMarker *m)
{
	VmObject *o = obj;
	VmClass *c = o->clazz;
	uint32_t i;

	if (!c)
		return;
	if (c->name[0] == '[') {
		if (c->elem_type == 'L' || c->elem_type == '[') {
			VmArray *a = obj;
			VmObject **e = VM_ARRAY_ELEMS(VmObject *, a);
			int32_t k;
			for (k = 0; k < a->length; k++)
				if (e[k])
					gc_mark(m, e[k]);
		}
		return;
	}
	if (c->ref_kind) {
		VmObject *referent = VM_OBJ_FIELD(VmObject *, o, vm_wk.ref_referent);
		/* Per node: a shared Reference (exported or a cached copy) is
		 * strong, as clearing a copy's field is a write the object
		 * space would not know about. */
		bool strong = (c->ref_kind == VM_REF_SOFT && !gc_clearing_soft()) ||
			(o->gos_state & VM_GOS_SHARED);
		if (referent && !gc_is_marked(referent) && (strong || !note_reference(o)))
			gc_mark(m, referent);
	}
	for (i = 0; i < c->n_refs; i++) {
		VmObject *r = *(VmObject **)((char *)o + c->ref_offsets[i]);
		if (r && (!c->ref_kind || c->ref_offsets[i] != vm_wk.ref_referent))
			gc_mark(m, r);
	}
}


/* Still stopped: free the monitors of swept objects, clear the JNI weak
 * references to them, let the object space forget its swept cached
 * copies, then resume. */
static void start_world(void)
{
	vm_monitors_sweep();
	vm_jni_sweep_weak();
	if (vm_gos_hooks.swept)
		vm_gos_hooks.swept();
	vm_threads_start_world();
}

void vm_gc_init_hooks(void)
{
	static const GcHooks hooks = { scan_roots, scan_object, vm_threads_stop_world, start_world,
					    vm_finalizer_hook, process_references };
	gc_set_hooks(&hooks);
}

/* -------------------------------------------------------------- start-up */

static VmClass *core(VmThread *t, const char *name)
{
	VmClass *c = vm_load_class(t, name);
	if (!c) {
		const char *why = vm_boot_failure();
		fprintf(stderr, "Error occurred during initialization of VM\n"
			"ristretto: cannot load %s from %s: %s\n", name,
			vm_options.boot_classpath ? vm_options.boot_classpath : "the class library",
			why ? why : "not found");
		exit(1);
	}
	return c;
}

static uint32_t field_offset(VmClass *c, const char *name, const char *desc)
{
	VmField *f = vm_find_field(c, vm_symbol(name), vm_symbol(desc));
	if (!f) {
		fprintf(stderr, "Error occurred during initialization of VM\n"
			"ristretto: %s.%s missing from the class library\n", c->name, name);
		exit(1);
	}
	return f->offset;
}

static void make_classes_objects(VmClass *c, void *arg)
{
	vm_class_object(arg, c);
}

static VmObject *prealloc(VmThread *t, const char *name, const char *msg)
{
	VmClass *c = core(t, name);
	VmObject *o = vm_new_object(t, c);
	VmMethod *ctor = vm_find_declared_method(c, vm_symbol("<init>"), vm_symbol("(Ljava/lang/String;)V"));
	VmSlot a[2], r;

	if (!o || !ctor)
		return o;
	a[0].l = o;
	a[1].l = msg ? vm_string_from_utf8(t, msg) : NULL;
	vm_call(t, ctor, a, &r);
	t->exception = NULL;
	return o;
}

static void fatal_startup(VmThread *t, const char *what)
{
	fprintf(stderr, "Error occurred during initialization of VM\n%s\n", what);
	if (t->exception) {
		char cn[512];
		vm_class_java_name(t->exception->clazz, cn, sizeof cn);
		fprintf(stderr, "%s\n", cn);
	}
	exit(1);
}

bool vm_startup(const VmOptions *opts)
{
	VmThread *t;
	VmObject *th;
	VmMethod *ctor;
	VmSlot a[4], r;

	vm_options = *opts;
	if (!vm_options.heap_max)
		vm_options.heap_max = 512u << 20;
	if (!vm_options.stack_size)
		vm_options.stack_size = 4u << 20;
	if (!gc_init(vm_options.heap_initial, vm_options.heap_max, vm_options.verbose_gc)) {
		fprintf(stderr, "Error occurred during initialization of VM\n"
			"Could not reserve enough space for object heap\n");
		return false;
	}
	vm_gc_init_hooks();
	if (vm_options.gc_stress)
		gc_set_stress(vm_options.gc_stress);
	vm_boot_path = vm_classpath_new();
	vm_classpath_add_list(vm_boot_path, vm_options.boot_classpath);
	vm_app_path = vm_classpath_new();
	vm_classpath_add_list(vm_app_path, vm_options.classpath ? vm_options.classpath : ".");
	vm_loader_init();
	vm_threads_init();
	t = vm_thread_create_current(vm_options.stack_size);
	if (!t)
		return false;

	vm_wk.object = core(t, "java/lang/Object");
	vm_wk.cloneable = core(t, "java/lang/Cloneable");
	vm_wk.serializable = core(t, "java/io/Serializable");
	vm_wk.clazz = core(t, "java/lang/Class");
	vm_wk.class_vmclass = field_offset(vm_wk.clazz, "vmClass", "J");
	vm_wk.string = core(t, "java/lang/String");
	vm_wk.string_value = field_offset(vm_wk.string, "value", "[C");
	vm_wk.string_hash = field_offset(vm_wk.string, "hash", "I");
	vm_wk.throwable = core(t, "java/lang/Throwable");
	vm_wk.throwable_backtrace = field_offset(vm_wk.throwable, "backtrace", "Ljava/lang/Object;");
	vm_wk.ste = core(t, "java/lang/StackTraceElement");
	vm_wk.thread = core(t, "java/lang/Thread");
	vm_wk.thread_name = field_offset(vm_wk.thread, "name", "Ljava/lang/String;");
	vm_wk.thread_vmthread = field_offset(vm_wk.thread, "vmThread", "J");
	vm_wk.thread_start_node = field_offset(vm_wk.thread, "startNode", "I");
	vm_wk.system = core(t, "java/lang/System");
	/* Subclasses inherit ref_kind from their superclass (loader.c):
	 * WeakReference from Reference. */
	vm_wk.reference = core(t, "java/lang/ref/Reference");
	vm_wk.reference->ref_kind = VM_REF_WEAK;
	vm_wk.ref_referent = field_offset(vm_wk.reference, "referent", "Ljava/lang/Object;");
	vm_wk.ref_queue = field_offset(vm_wk.reference, "queue", "Ljava/lang/ref/ReferenceQueue;");
	vm_wk.ref_discovered = field_offset(vm_wk.reference, "discovered", "Ljava/lang/ref/Reference;");
	core(t, "java/lang/ref/SoftReference")->ref_kind = VM_REF_SOFT;
	core(t, "java/lang/ref/PhantomReference")->ref_kind = VM_REF_PHANTOM;
	core(t, "java/lang/ref/WeakReference");
	vm_for_each_class(make_classes_objects, t);

	vm_wk.oom = prealloc(t, "java/lang/OutOfMemoryError", "Java heap space");
	vm_wk.soe = prealloc(t, "java/lang/StackOverflowError", NULL);
	if (!vm_wk.oom || !vm_wk.soe)
		fatal_startup(t, "cannot allocate the VM's preallocated errors");

	/* The main thread's java.lang.Thread. */
	if (!vm_ensure_init(t, vm_wk.thread))
		fatal_startup(t, "java.lang.Thread failed to initialise");
	th = vm_new_object(t, vm_wk.thread);
	ctor = vm_find_declared_method(vm_wk.thread, vm_symbol("<init>"), vm_symbol("(Ljava/lang/String;IZ)V"));
	if (!th || !ctor)
		fatal_startup(t, "java.lang.Thread(String,int,boolean) is missing");
	VM_OBJ_FIELD(int64_t, th, vm_wk.thread_vmthread) = (int64_t)(intptr_t)t;
	t->jthread = th;
	a[0].l = th;
	a[1].l = vm_string_literal(t, "main");
	a[2].i = 5;
	a[3].i = 0;
	if (!vm_call(t, ctor, a, &r))
		fatal_startup(t, "the main thread could not be created");
	if (!vm_ensure_init(t, vm_wk.string) || !vm_ensure_init(t, vm_wk.system)) {
		VmObject *ex = t->exception;
		if (ex)
			vm_report_uncaught(t, ex);
		fatal_startup(t, "java.lang.System failed to initialise");
	}
	if (vm_gos_hooks.vm_ready)
		vm_gos_hooks.vm_ready(t);
	return true;
}

/* ------------------------------------------------------------ main, exit */

static void flush_streams(VmThread *t)
{
	static const char *names[] = { "out", "err" };
	size_t i;
	VmObject *saved = t->exception;

	for (i = 0; i < 2; i++) {
		VmField *f = vm_find_field(vm_wk.system, vm_symbol(names[i]), vm_symbol("Ljava/io/PrintStream;"));
		VmObject *s;
		VmSlot r;
		if (!f)
			continue;
		s = *(VmObject **)((char *)vm_wk.system->statics + f->offset);
		if (s) {
			t->exception = NULL;
			vm_call_virtual(t, s, "flush", "()V", NULL, 0, &r);
		}
	}
	t->exception = saved;
}

void vm_exit(int status)
{
	if (vm_cluster_hooks.exit_request) {
		/* The hook waits for the master to end the cluster and never
		 * returns: a Java thread waits in a safe region, so that other
		 * threads' collections meanwhile need not wait for it. */
		VmThread *t = vm_current_thread;
		if (t)
			VM_SAFE_ENTER(t);
		vm_cluster_hooks.exit_request(status);
	}
	fflush(stdout);
	fflush(stderr);
	_exit(status);
}

/* getMessage() of a throwable as malloc'd UTF-8 ("" if none). */
static char *exception_message(VmThread *t, VmObject *ex)
{
	VmSlot r;

	if (!vm_call_virtual(t, ex, "getMessage", "()Ljava/lang/String;", NULL, 0, &r) || !r.l) {
		t->exception = NULL;
		return strdup("");
	}
	return vm_string_to_utf8(r.l);
}

/* The last non-daemon thread has ended: Runtime.shutdown() runs the
 * shutdown hooks (each on its own thread) and flushes System.out/err. */
static void run_shutdown(VmThread *t)
{
	VmSlot r;

	t->exception = NULL;
	if (!vm_call_static(t, "java/lang/Runtime", "shutdown", "()V", NULL, &r))
		t->exception = NULL;
}

void vm_shutdown(VmThread *t)
{
	vm_threads_await_nondaemon(t);
	run_shutdown(t);
	flush_streams(t);
}

int vm_run_main(const char *main_class, int argc, char **argv)
{
	VmThread *t = vm_self();
	char *name = strdup(main_class), *p;
	VmClass *c;
	VmMethod *m;
	VmArray *args;
	VmSlot a[1], r;
	int i;

	for (p = name; *p; p++)
		if (*p == '.')
			*p = '/';
	c = vm_load_class(t, name);
	if (!c) {
		VmObject *ex = t->exception;
		char cn[512];
		t->exception = NULL;
		vm_class_java_name(ex->clazz, cn, sizeof cn);
		if (strcmp(cn, "java.lang.NoClassDefFoundError") == 0 ||
		    strcmp(cn, "java.lang.ClassNotFoundException") == 0) {
			char *msg = exception_message(t, ex);
			if (strchr(msg, '(') || strcmp(msg, name) != 0) {
				/* a dependency of the main class is missing or the name is wrong */
				fprintf(stderr, "Error: Could not find or load main class %s\n"
					"Caused by: %s: %s\n", main_class, cn, msg);
			} else {
				fprintf(stderr, "Error: Could not find or load main class %s\n"
					"Caused by: java.lang.ClassNotFoundException: %s\n", main_class, main_class);
			}
			free(msg);
		} else {
			char *msg = exception_message(t, ex);
			fprintf(stderr, "Error: LinkageError occurred while loading main class %s\n\t%s: %s\n",
				main_class, cn, msg);
			free(msg);
		}
		free(name);
		flush_streams(t);
		return 1;
	}
	free(name);
	m = vm_find_declared_method(c, vm_symbol("main"), vm_symbol("([Ljava/lang/String;)V"));
	if (!m || !(m->access & ACC_STATIC) || !(m->access & ACC_PUBLIC)) {
		char cn[512];
		vm_class_java_name(c, cn, sizeof cn);
		fprintf(stderr, "Error: Main method not found in class %s, please define the main method as:\n"
			"   public static void main(String[] args)\n"
			"or a JavaFX application class must extend javafx.application.Application\n", cn);
		flush_streams(t);
		return 1;
	}
	args = vm_new_object_array(t, vm_wk.string, argc);
	for (i = 0; args && i < argc; i++) {
		VmObject *s = vm_string_from_utf8(t, argv[i]);
		if (!s)
			break;
		VM_ARRAY_ELEMS(VmObject *, args)[i] = s;
	}
	if (t->exception || !args)
		goto uncaught;
	if (!vm_ensure_init(t, c))
		goto uncaught;
	a[0].l = &args->hdr;
	if (!vm_call(t, m, a, &r))
		goto uncaught;
	vm_threads_await_nondaemon(t);
	run_shutdown(t);
	flush_streams(t);
	return 0;
uncaught:
	vm_report_uncaught(t, t->exception);
	vm_threads_await_nondaemon(t);
	run_shutdown(t);
	flush_streams(t);
	return 1;
}
