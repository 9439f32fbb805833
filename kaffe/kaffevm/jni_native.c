/*
 * jni_native.c -- user native libraries: loading them with libltdl,
 * binding native methods to their functions (JNI short and long names,
 * RegisterNatives), calling them through libffi, and the reference tables
 * that keep what natives hold alive.  The JNIEnv functions are in jni.c;
 * the rules they share (references, safe regions, the access layer) are
 * stated in jni_internal.h.
 *
 * Libraries are kept in load order in one list for the whole VM (the
 * class library has no class loaders of its own to tie them to); a method
 * is looked up in each library in turn.  libltdl is not thread-safe, so
 * every lt_* call is made under lib_lock.
 */
#include "config.h"

#include <inttypes.h>
#include <ltdl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "jni_internal.h"
#include "utf8.h"

/* ------------------------------------------------------- thread envs */

static pthread_mutex_t env_lock = PTHREAD_MUTEX_INITIALIZER;
static VmJniEnv *all_envs;
/* The thread's env, in the static TLS block (initial-exec) so that its
 * offset from the thread pointer is the same in every thread: the JIT's
 * stubs load it with one instruction (jni_internal.h). */
__thread VmJniEnv *vm_jni_self_env VM_JNI_TLS_MODEL;
static pthread_key_t env_key;
static pthread_once_t env_once = PTHREAD_ONCE_INIT;

/* Thread exit: unlink and free the thread's env.  The thread is no longer
 * in the VM's thread list, so a collection does not wait for it; it may
 * wait here for the scan of the list to end. */
static void env_destroy(void *p)
{
	VmJniEnv *e = p, **pp;

	pthread_mutex_lock(&env_lock);
	for (pp = &all_envs; *pp; pp = &(*pp)->next)
		if (*pp == e) {
			*pp = e->next;
			break;
		}
	pthread_mutex_unlock(&env_lock);
	free(e->locals);
	free(e->frames);
	free(e);
}

static void env_key_init(void)
{
	pthread_key_create(&env_key, env_destroy);
}

VmJniEnv *vm_jni_env(VmThread *t)
{
	VmJniEnv *e = vm_jni_self_env;

	if (e)
		return e;
	pthread_once(&env_once, env_key_init);
	e = calloc(1, sizeof *e);
	if (!e)
		return NULL;
	e->functions = &vm_jni_functions;
	e->t = t;
	/* Linked under env_lock, which the collector holds while scanning:
	 * take it in a safe region (the caller may be a running mutator). */
	vm_mutex_lock(t, &env_lock);
	e->next = all_envs;
	all_envs = e;
	pthread_mutex_unlock(&env_lock);
	pthread_setspecific(env_key, e);
	vm_jni_self_env = e;
	return e;
}

void *vm_jni_env_of(VmThread *t)
{
	return vm_jni_env(t);
}

void *vm_jni_java_vm(void)
{
	return &vm_jni_vm;
}

void vm_jni_env_release(void)
{
	VmJniEnv *e = vm_jni_self_env;

	if (!e)
		return;
	vm_jni_self_env = NULL;
	pthread_setspecific(env_key, NULL);
	env_destroy(e);
}

/* ---------------------------------------------------- local references */

static bool locals_reserve(VmJniEnv *e, size_t more)
{
	size_t cap;
	VmObject **bigger;

	if (e->n_locals + more <= e->cap_locals)
		return true;
	cap = e->cap_locals ? e->cap_locals : 32;
	while (cap < e->n_locals + more)
		cap *= 2;
	/* The collector reads the table with the world stopped; this thread
	 * is not stopped while it runs here, so the swap is safe. */
	bigger = realloc(e->locals, cap * sizeof *bigger);
	if (!bigger)
		return false;
	e->locals = bigger;
	e->cap_locals = cap;
	return true;
}

jobject vm_jni_local(VmJniEnv *e, VmObject *o)
{
	if (!o)
		return NULL;
	if (!locals_reserve(e, 1)) {
		vm_throw_object(e->t, vm_wk.oom);
		return NULL;
	}
	e->locals[e->n_locals++] = o;
	return (jobject)o;
}

/* The most recent entry wins: natives delete what they just made.  Never
 * below the current frame or the running native's first reference, so a
 * native cannot release what an outer native (the same object reached
 * twice) still holds. */
void vm_jni_delete_local(VmJniEnv *e, jobject ref)
{
	size_t floor = e->n_frames ? e->frames[e->n_frames - 1] : 0, i;
	VmObject *o;

	if (!ref || ((uintptr_t)ref & 7))
		return;
	o = vm_jni_deref(ref);
	if (floor < e->native_base)
		floor = e->native_base;
	for (i = e->n_locals; i > floor; i--)
		if (e->locals[i - 1] == o) {
			e->locals[i - 1] = NULL;
			break;
		}
	while (e->n_locals > floor && !e->locals[e->n_locals - 1])
		e->n_locals--;
}

bool vm_jni_push_frame(VmJniEnv *e, size_t capacity)
{
	if (e->n_frames == e->cap_frames) {
		size_t cap = e->cap_frames ? e->cap_frames * 2 : 8;
		size_t *bigger = realloc(e->frames, cap * sizeof *bigger);
		if (!bigger)
			return false;
		e->frames = bigger;
		e->cap_frames = cap;
	}
	if (!locals_reserve(e, capacity))
		return false;
	e->frames[e->n_frames++] = e->n_locals;
	return true;
}

bool vm_jni_pop_frame(VmJniEnv *e)
{
	if (!e->n_frames)
		return false;
	e->n_locals = e->frames[--e->n_frames];
	return true;
}

/* --------------------------------------------------- global references */

/* A counted multiset of objects: NewGlobalRef twice needs DeleteGlobalRef
 * twice.  Chained hash on the address. */
#define GREF_BUCKETS 1024u

typedef struct GRef {
	VmObject *o;
	size_t count;
	struct GRef *next;
} GRef;

/*
 * Weak global references are cells, not addresses: a weak reference is
 * the address of its cell with bit 0 set, and the cell holds the
 * referent until the collector frees it, NULL after.  (An address alone
 * could not say "cleared": the freed memory may hold a new object by the
 * time the native looks.)  Each NewWeakGlobalRef makes a cell, each
 * DeleteWeakGlobalRef frees one; the cells are hashed on their own
 * address so -Xcheck:jni and GetObjectRefType can tell a live one.
 *
 * The cells are not roots.  After each sweep, still with the world
 * stopped, vm_jni_sweep_weak sets to NULL every cell whose referent is
 * no longer an object; only the collector writes a cell's referent
 * after it is made, and only while every other thread is stopped or in
 * a safe region.  A native reads it in vm_jni_weak_get after leaving its
 * safe region (so no collection is running) and enters what it read in
 * its local table, so the object stays alive for as long as the native
 * uses it, whichever JNI function it passed the weak reference to.
 */
typedef struct WRef {
	VmObject *o;              /* the referent; NULL once collected */
	struct WRef *next;
} WRef;

static GRef *grefs[GREF_BUCKETS];
static WRef *wrefs[GREF_BUCKETS];
static pthread_mutex_t gref_lock = PTHREAD_MUTEX_INITIALIZER;

static unsigned gref_hash(const void *o)
{
	uintptr_t x = (uintptr_t)o >> 3;
	return (unsigned)((x ^ (x >> 10) ^ (x >> 20)) % GREF_BUCKETS);
}

static jobject new_weak(VmObject *o)
{
	WRef *w = malloc(sizeof *w);
	unsigned h;

	if (!w)
		return NULL;
	w->o = o;
	h = gref_hash(w);
	vm_mutex_lock(vm_self(), &gref_lock);
	w->next = wrefs[h];
	wrefs[h] = w;
	pthread_mutex_unlock(&gref_lock);
	return (jobject)((uintptr_t)w | VM_JNI_TAG_WEAK);
}

jobject vm_jni_new_global(VmObject *o, bool weak)
{
	GRef *g;
	unsigned h;

	if (!o)
		return NULL;
	if (weak)
		return new_weak(o);
	h = gref_hash(o);
	vm_mutex_lock(vm_self(), &gref_lock);
	for (g = grefs[h]; g; g = g->next)
		if (g->o == o)
			break;
	if (!g) {
		g = malloc(sizeof *g);
		if (!g) {
			pthread_mutex_unlock(&gref_lock);
			return NULL;
		}
		g->o = o;
		g->count = 0;
		g->next = grefs[h];
		grefs[h] = g;
	}
	g->count++;
	pthread_mutex_unlock(&gref_lock);
	return (jobject)((uintptr_t)o | VM_JNI_TAG_GLOBAL);
}

void vm_jni_delete_global(jobject ref, bool weak)
{
	VmObject *o;
	GRef **pp;

	if (weak) {
		WRef *w = (WRef *)vm_jni_deref_raw(ref), **wp;
		if (!w || !((uintptr_t)ref & VM_JNI_TAG_WEAK))
			return;
		if (vm_jni_check)
			vm_jni_check_ref(ref);
		vm_mutex_lock(vm_self(), &gref_lock);
		for (wp = &wrefs[gref_hash(w)]; *wp; wp = &(*wp)->next)
			if (*wp == w) {
				*wp = w->next;
				free(w);
				break;
			}
		pthread_mutex_unlock(&gref_lock);
		return;
	}
	/* Only a global reference (DeleteGlobalRef of a weak or local one
	 * must not drop another holder's global reference to the object). */
	if (!((uintptr_t)ref & VM_JNI_TAG_GLOBAL) || ((uintptr_t)ref & VM_JNI_TAG_WEAK))
		return;
	o = vm_jni_deref(ref);
	if (!o)
		return;
	vm_mutex_lock(vm_self(), &gref_lock);
	for (pp = &grefs[gref_hash(o)]; *pp; pp = &(*pp)->next)
		if ((*pp)->o == o) {
			GRef *g = *pp;
			if (--g->count == 0) {
				*pp = g->next;
				free(g);
			}
			break;
		}
	pthread_mutex_unlock(&gref_lock);
}

/* Is o in the global table, or (weak) is o a live weak cell? */
static bool gref_has(const void *o, bool weak)
{
	bool found = false;

	vm_mutex_lock(vm_self(), &gref_lock);
	if (weak) {
		const WRef *w;
		for (w = wrefs[gref_hash(o)]; w; w = w->next)
			if (w == o) {
				found = true;
				break;
			}
	} else {
		const GRef *g;
		for (g = grefs[gref_hash(o)]; g; g = g->next)
			if (g->o == o) {
				found = true;
				break;
			}
	}
	pthread_mutex_unlock(&gref_lock);
	return found;
}

VmObject *vm_jni_weak_get(jobject ref)
{
	const WRef *w = (const WRef *)vm_jni_deref_raw(ref);
	VmThread *t = vm_self();
	VmJniEnv *e = t ? vm_jni_env(t) : NULL;
	bool in_region = t && __atomic_load_n(&t->safe_depth, __ATOMIC_SEQ_CST) > 0;
	VmObject *o;

	if (in_region)
		vm_safe_leave(t);
	o = w->o;
	/* Kept alive by the local table; if it cannot grow (no memory),
	 * the native still gets the object, as good as a raw address. */
	if (o && e && locals_reserve(e, 1))
		e->locals[e->n_locals++] = o;
	if (in_region)
		VM_SAFE_ENTER_NATIVE(t);
	return o;
}

/* After a sweep, world stopped (see WRef above). */
void vm_jni_sweep_weak(void)
{
	unsigned h;
	WRef *w;

	for (h = 0; h < GREF_BUCKETS; h++)
		for (w = wrefs[h]; w; w = w->next)
			if (w->o && !gc_is_object(w->o))
				w->o = NULL;
}

jobjectRefType vm_jni_ref_type(VmJniEnv *e, jobject ref)
{
	VmObject *o = vm_jni_deref_raw(ref);
	size_t i;

	if (!o)
		return JNIInvalidRefType;
	if ((uintptr_t)ref & VM_JNI_TAG_WEAK)
		return gref_has(o, true) ? JNIWeakGlobalRefType : JNIInvalidRefType;
	if ((uintptr_t)ref & VM_JNI_TAG_GLOBAL)
		return gref_has(o, false) ? JNIGlobalRefType : JNIInvalidRefType;
	for (i = e->n_locals; i > 0; i--)
		if (e->locals[i - 1] == o)
			return JNILocalRefType;
	/* An argument of the current native lives in its frame. */
	if (e->t->top && (e->t->top->flags & VM_FRAME_NATIVE)) {
		VmFrame *f = e->t->top;
		for (i = 0; i < f->method->arg_slots; i++)
			if (f->locals[i].l == o)
				return JNILocalRefType;
	}
	return JNIInvalidRefType;
}

/* With the world stopped: nobody changes the tables (their owners are
 * stopped or in safe regions, which do not touch them).  Weak cells are
 * not roots. */
void vm_jni_scan_roots(GcMarker *m)
{
	VmJniEnv *e;
	unsigned h;
	GRef *g;

	pthread_mutex_lock(&env_lock);
	for (e = all_envs; e; e = e->next)
		if (e->n_locals)
			gc_mark_range(m, e->locals, e->locals + e->n_locals);
	pthread_mutex_unlock(&env_lock);
	for (h = 0; h < GREF_BUCKETS; h++)
		for (g = grefs[h]; g; g = g->next)
			gc_mark(m, g->o);
}

/* ------------------------------------------------------------ libraries */

typedef struct NativeLib {
	lt_dlhandle h;
	char *name;               /* the file, for messages */
	char *path;               /* as given to lt_dlopenext (ext) or lt_dlopen */
	bool ext;
	struct NativeLib *next;
} NativeLib;

static pthread_mutex_t lib_lock = PTHREAD_MUTEX_INITIALIZER;
static NativeLib *libs, **libs_tail = &libs;
static bool ltdl_ready;

/* JNI versions a library's JNI_OnLoad may ask for (those of Java SE 17). */
static bool version_ok(jint v)
{
	return v == JNI_VERSION_1_1 || v == JNI_VERSION_1_2 || v == JNI_VERSION_1_4 ||
	       v == JNI_VERSION_1_6 || v == JNI_VERSION_1_8 || v == JNI_VERSION_9 ||
	       v == JNI_VERSION_10;
}

static bool file_exists(const char *dir_name, const char *suffix)
{
	char buf[4096];

	if (snprintf(buf, sizeof buf, "%s%s", dir_name, suffix) >= (int)sizeof buf)
		return false;
	return access(buf, F_OK) == 0;
}

/* Call JNI_OnLoad (if any) in a safe region, with a local frame of its
 * own; false with an exception pending if it threw or asked for a
 * version this VM does not have. */
static bool run_onload(VmThread *t, lt_dlhandle h, const char *path, const char *who)
{
	jint (*onload)(JavaVM *, void *);
	VmJniEnv *e = vm_jni_env(t);
	size_t height;
	jint v;

	pthread_mutex_lock(&lib_lock);
	onload = (jint (*)(JavaVM *, void *))lt_dlsym(h, "JNI_OnLoad");
	pthread_mutex_unlock(&lib_lock);
	if (!onload)
		return true;
	if (!e) {
		vm_throw_object(t, vm_wk.oom);
		return false;
	}
	height = e->n_locals;
	VM_SAFE_ENTER(t);
	v = onload(&vm_jni_vm, NULL);
	vm_safe_leave(t);
	e->n_locals = height;
	if (t->exception)
		return false;
	if (!version_ok(v)) {
		vm_throw(t, "java/lang/UnsatisfiedLinkError", "%s%sunsupported JNI version 0x%X required by %s",
			 who ? who : "", who ? ": " : "", (unsigned)v, path);
		return false;
	}
	return true;
}

/* Load path (see vm_jni_load); who, if not NULL, names this cluster node
 * at the start of the messages. */
static bool load_lib(VmThread *t, const char *path, bool ext, const char *who)
{
	lt_dlhandle h;
	NativeLib *l;
	const char *err = NULL;

	char shown[4096];

	if (ext ? !file_exists(path, ".so") && !file_exists(path, ".la") : access(path, F_OK) != 0)
		return false;
	/* Messages name the file, as the stock JVM's do. */
	snprintf(shown, sizeof shown, "%s%s", path, ext && file_exists(path, ".so") ? ".so" : "");
	/* dlopen runs the library's constructors: no heap access, maybe slow. */
	VM_SAFE_ENTER(t);
	pthread_mutex_lock(&lib_lock);
	if (!ltdl_ready)
		ltdl_ready = lt_dlinit() == 0;
	h = ltdl_ready ? (ext ? lt_dlopenext(path) : lt_dlopen(path)) : NULL;
	if (!h)
		err = lt_dlerror();
	for (l = libs; h && l; l = l->next)
		if (l->h == h) {
			lt_dlclose(h);        /* loaded before: one reference is enough */
			break;
		}
	pthread_mutex_unlock(&lib_lock);
	vm_safe_leave(t);
	if (!h) {
		vm_throw(t, "java/lang/UnsatisfiedLinkError", "%s%s%s: %s", who ? who : "", who ? ": " : "",
			 shown, err ? err : "cannot load");
		return false;
	}
	if (l)
		return true;
	if (!run_onload(t, h, shown, who)) {
		pthread_mutex_lock(&lib_lock);
		lt_dlclose(h);
		pthread_mutex_unlock(&lib_lock);
		return false;
	}
	l = calloc(1, sizeof *l);
	if (!l || !(l->name = strdup(shown)) || !(l->path = strdup(path))) {
		if (l)
			free(l->name);
		free(l);
		vm_throw_object(t, vm_wk.oom);
		return false;
	}
	l->h = h;
	l->ext = ext;
	pthread_mutex_lock(&lib_lock);
	*libs_tail = l;
	libs_tail = &l->next;
	pthread_mutex_unlock(&lib_lock);
	return true;
}

bool vm_jni_load(VmThread *t, const char *path, bool ext)
{
	return load_lib(t, path, ext, NULL);
}

/* ---------------------------------------------------------- on a cluster */

/*
 * On a cluster every node has its own VM, with its own list of libraries,
 * but a class is initialised once, on the master, so the master alone
 * runs the static initialisers that call System.loadLibrary.  A worker
 * finds out when a thread placed there calls a native method it cannot
 * bind: vm_native_bind then asks the master for its list (the
 * jni_libraries hook) and loads, by the same paths, every library it has
 * not loaded yet, running their JNI_OnLoad here too, before it looks the
 * method up again.  The library must therefore exist at the same path on
 * every host; where it does not, the UnsatisfiedLinkError names the node.
 */
char *vm_jni_library_list(size_t *len)
{
	NativeLib *l;
	size_t n = 0;
	char *out, *p;

	pthread_mutex_lock(&lib_lock);
	for (l = libs; l; l = l->next)
		n += strlen(l->path) + 3;
	out = malloc(n + 1);
	if (out) {
		p = out;
		for (l = libs; l; l = l->next)
			p += sprintf(p, "%d %s\n", l->ext ? 1 : 0, l->path);
		*p = 0;
		*len = (size_t)(p - out);
	}
	pthread_mutex_unlock(&lib_lock);
	return out;
}

static bool lib_loaded(const char *path, bool ext)
{
	NativeLib *l;
	bool found = false;

	pthread_mutex_lock(&lib_lock);
	for (l = libs; l && !found; l = l->next)
		found = l->ext == ext && !strcmp(l->path, path);
	pthread_mutex_unlock(&lib_lock);
	return found;
}

bool vm_jni_load_cluster(VmThread *t)
{
	char who[300] = "this cluster node", err[512] = "", *list, *line, *next;
	bool ok = true;

	VM_SAFE_ENTER(t);
	list = vm_cluster_hooks.jni_libraries(who, sizeof who, err, sizeof err);
	vm_safe_leave(t);
	if (!list) {
		vm_throw(t, "java/lang/UnsatisfiedLinkError", "%s: cannot ask the master for its native libraries: %s",
			 who, err);
		return false;
	}
	for (line = list; ok && *line; line = next) {
		bool ext = line[0] == '1';
		const char *path = line + 2;
		next = strchr(line, '\n');
		if (!next)
			next = line + strlen(line);
		else
			*next++ = 0;
		/* Lines from the master are checked like any message. */
		if ((line[0] != '0' && line[0] != '1') || line[1] != ' ' || !*path)
			continue;
		if (lib_loaded(path, ext))
			continue;
		if (!load_lib(t, path, ext, who)) {
			if (!t->exception)
				vm_throw(t, "java/lang/UnsatisfiedLinkError",
					 "%s: no native library %s%s here (the master loaded it)", who, path,
					 ext ? ".so" : "");
			ok = false;
		}
	}
	free(list);
	return ok;
}

char *vm_jni_default_library_path(void)
{
	static const char sys[] = "/usr/java/packages/lib:/usr/lib64:/lib64:/lib:/usr/lib";
	const char *env = getenv("LD_LIBRARY_PATH");
	size_t n = (env ? strlen(env) + 1 : 0) + sizeof sys;
	char *p = malloc(n);

	if (p)
		snprintf(p, n, "%s%s%s", env ? env : "", env ? ":" : "", sys);
	return p;
}

/* --------------------------------------------------------------- names */

/* Append the JNI mangling of s (up to stop, or the end) to buf. */
static bool mangle(char *buf, size_t len, size_t *pos, const char *s, const char *stop)
{
	size_t n = stop ? (size_t)(stop - s) : strlen(s);
	uint16_t *u = malloc((n + 1) * sizeof *u);
	size_t i, units = vm_mutf8_length(s, n);

	if (!u)
		return false;
	vm_mutf8_decode(s, n, u);
	for (i = 0; i < units; i++) {
		uint16_t c = u[i];
		int w;
		if ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
			w = snprintf(buf + *pos, len - *pos, "%c", (char)c);
		else if (c == '/')
			w = snprintf(buf + *pos, len - *pos, "_");
		else if (c == '_')
			w = snprintf(buf + *pos, len - *pos, "_1");
		else if (c == ';')
			w = snprintf(buf + *pos, len - *pos, "_2");
		else if (c == '[')
			w = snprintf(buf + *pos, len - *pos, "_3");
		else
			w = snprintf(buf + *pos, len - *pos, "_0%04x", c);
		if (w < 0 || (size_t)w >= len - *pos) {
			free(u);
			return false;
		}
		*pos += (size_t)w;
	}
	free(u);
	return true;
}

/* Java_<class>_<method>, and with long set __<argument descriptors>. */
static bool jni_name(const VmMethod *m, bool long_name, char *buf, size_t len)
{
	size_t pos = 0;
	const char *close;

	if (len < 6)
		return false;
	memcpy(buf, "Java_", 6);
	pos = 5;
	if (!mangle(buf, len, &pos, m->clazz->name, NULL) || pos + 2 >= len)
		return false;
	buf[pos++] = '_';
	buf[pos] = 0;
	if (!mangle(buf, len, &pos, m->name, NULL))
		return false;
	if (!long_name)
		return true;
	if (pos + 3 >= len)
		return false;
	buf[pos++] = '_';
	buf[pos++] = '_';
	buf[pos] = 0;
	close = strchr(m->desc, ')');
	return close && mangle(buf, len, &pos, m->desc + 1, close);
}

/* -------------------------------------------------------------- binding */

static ffi_type *ffi_of(char c)
{
	switch (c) {
	case 'Z': return &ffi_type_uint8;
	case 'B': return &ffi_type_sint8;
	case 'C': return &ffi_type_uint16;
	case 'S': return &ffi_type_sint16;
	case 'I': return &ffi_type_sint32;
	case 'J': return &ffi_type_sint64;
	case 'F': return &ffi_type_float;
	case 'D': return &ffi_type_double;
	case 'V': return &ffi_type_void;
	default: return &ffi_type_pointer;
	}
}

bool vm_jni_ffi_only;

void vm_jni_set_ffi_only(bool on)
{
	vm_jni_ffi_only = on;
}

/*
 * The register-only path (x86-64 System V only).  That ABI passes the
 * integer-class arguments (pointers, integers of any width, widened by
 * the caller) in rdi, rsi, rdx, rcx, r8, r9 in their order, and the
 * float and double arguments in xmm0..xmm7 in theirs, each sequence
 * independently of the other; a float travels in the low 32 bits of its
 * xmm register.  So a function whose arguments fit in those registers
 * receives exactly what it expects when called through the one
 * prototype  R f(intptr_t x 6, double x 8, uint64_t x 8),  with its
 * integer arguments in the intptr_t slots in order and its floating ones
 * in the double slots (a float's bits in the low half); the unused
 * registers are never read.  Arguments beyond the registers of their
 * class go to the stack, one 8-byte slot each in the callee's argument
 * order, whatever their class: those are the uint64_t slots (raw bits),
 * at most 8.  R is intptr_t (rax) or double (xmm0) by the result's class.
 * Every other shape, and every other platform, goes through ffi_call,
 * whose cif is prepared either way (ffi_call classifies the arguments on
 * every call, which costs more than the call itself for 8 arguments).
 */
unsigned vm_jni_sysv_stack_args(const VmJniBinding *b)
{
	unsigned i, ni = 2, nf = 0, ns = 0;

	for (i = 0; i < b->nargs; i++)
		if (b->args[i] == 'F' || b->args[i] == 'D')
			ns += ++nf > 8;
		else
			ns += ++ni > 6;
	return ns;
}

static uint8_t direct_kind(const VmJniBinding *b, char ret)
{
#if defined(__x86_64__) && !defined(_WIN64)
	if (vm_jni_sysv_stack_args(b) > 8)
		return JNI_DIRECT_NONE;
	return ret == 'F' || ret == 'D' ? JNI_DIRECT_FP : JNI_DIRECT_INT;
#else
	(void)b;
	(void)ret;
	return JNI_DIRECT_NONE;
#endif
}

#define DIRECT_PARAMS intptr_t, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t, \
	double, double, double, double, double, double, double, double, \
	uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t
#define DIRECT_ARGS ir[0].w, ir[1].w, ir[2].w, ir[3].w, ir[4].w, ir[5].w, \
	fr[0].d, fr[1].d, fr[2].d, fr[3].d, fr[4].d, fr[5].d, fr[6].d, fr[7].d, \
	st[0].u, st[1].u, st[2].u, st[3].u, st[4].u, st[5].u, st[6].u, st[7].u
typedef intptr_t (*DirectInt)(DIRECT_PARAMS);
typedef double (*DirectFp)(DIRECT_PARAMS);

/* The binding of m to fn: the libffi call interface for its descriptor. */
static VmJniBinding *binding_new(VmMethod *m, void *fn)
{
	VmJniBinding *b = calloc(1, sizeof *b);
	const char *p = m->desc + 1;
	unsigned n = 0;

	if (!b)
		return NULL;
	b->fn = fn;
	b->args = malloc(strlen(m->desc) + 1);
	b->types = malloc((strlen(m->desc) + 2) * sizeof *b->types);
	if (!b->args || !b->types)
		goto fail;
	b->types[0] = &ffi_type_pointer;     /* JNIEnv * */
	b->types[1] = &ffi_type_pointer;     /* jclass or jobject */
	while (*p && *p != ')') {
		char c = *p;
		while (*p == '[')
			p++;
		if (*p == 'L')
			p = strchr(p, ';');
		if (!p)
			goto fail;
		p++;
		b->args[n] = c == '[' ? 'L' : c;
		b->types[n + 2] = ffi_of(b->args[n]);
		n++;
	}
	b->nargs = n;
	if (ffi_prep_cif(&b->cif, FFI_DEFAULT_ABI, n + 2, ffi_of(m->ret_type), b->types) != FFI_OK)
		goto fail;
	b->direct = direct_kind(b, m->ret_type);
	return b;
fail:
	free(b->args);
	free(b->types);
	free(b);
	return NULL;
}

VmNativeFn (*vm_hook_jni_stub)(VmMethod *m, const VmJniBinding *b);

/* Compiled callers call a JNI-bound native through its jit_code: set once
 * its binding is published (not for synchronized natives, whose monitor
 * vm_call_native takes).  The JIT's stub for the binding when it makes
 * one (jni_internal.h), else the generic entry. */
static void jit_entry_set(VmMethod *m, const VmJniBinding *b)
{
	VmNativeFn code = NULL;

	if (m->access & ACC_SYNCHRONIZED)
		return;
	if (vm_hook_jni_stub && !vm_jni_check && !vm_jni_ffi_only)
		code = vm_hook_jni_stub(m, b);
	__atomic_store_n(&m->jit_code, code ? code : vm_jni_jit_entry, __ATOMIC_RELEASE);
}

bool vm_jni_bind(VmThread *t, VmMethod *m, void *fn)
{
	VmJniBinding *b = binding_new(m, fn);

	if (!b) {
		vm_throw_object(t, vm_wk.oom);
		return false;
	}
	/* A binding is never freed (a thread may be calling through an older
	 * one); publish it before the trampoline that reads it. */
	__atomic_store_n(&m->jni, b, __ATOMIC_RELEASE);
	__atomic_store_n(&m->native, vm_jni_invoke, __ATOMIC_RELEASE);
	jit_entry_set(m, b);
	return true;
}

void vm_jni_unbind(VmMethod *m)
{
	/* jit_code stays: compiled code may be about to call it, and the
	 * entry binds again (vm_jni_jit_entry; a stub goes there) */
	if (m->native == vm_jni_invoke)
		__atomic_store_n(&m->native, (VmNativeFn)NULL, __ATOMIC_RELEASE);
}

VmNativeFn vm_jni_find(VmMethod *m)
{
	char shortn[1024], longn[2048];
	void *fn = NULL;
	NativeLib *l;
	VmJniBinding *b;

	if (!jni_name(m, false, shortn, sizeof shortn) || !jni_name(m, true, longn, sizeof longn))
		return NULL;
	pthread_mutex_lock(&lib_lock);
	for (l = libs; l && !fn; l = l->next) {
		fn = lt_dlsym(l->h, shortn);
		if (!fn)
			fn = lt_dlsym(l->h, longn);
	}
	pthread_mutex_unlock(&lib_lock);
	if (!fn || !(b = binding_new(m, fn)))
		return NULL;
	__atomic_store_n(&m->jni, b, __ATOMIC_RELEASE);
	jit_entry_set(m, b);
	return vm_jni_invoke;
}

/* -------------------------------------------------------------- calling */

typedef union JniArg {
	uint8_t z;
	int8_t b;
	uint16_t c;
	int16_t s;
	int32_t i;
	int64_t j;
	float f;
	double d;
	void *p;
} JniArg;

/*
 * The trampoline of every JNI-bound method.  The caller (the interpreter
 * or vm_call) has pushed the native's frame, so t->top->method is the
 * method being called.  Arguments are converted from slots to their C
 * types; the native runs in a safe region; the locals it made are
 * released on return; a reference result is decoded before that (the
 * caller's result slot keeps it, as for any native).
 */
void vm_jni_invoke(VmThread *t, VmSlot *args, VmSlot *ret)
{
	VmMethod *m = t->top->method;
	VmJniBinding *b = __atomic_load_n(&m->jni, __ATOMIC_ACQUIRE);
	VmJniEnv *e = vm_jni_env(t);
	union { ffi_arg a; int64_t j; float f; double d; void *p; } rv;
	void *self;
	unsigned i, s = 0;
	size_t height, frames, base;

	if (!e) {
		vm_throw_object(t, vm_wk.oom);
		return;
	}
	if (m->access & ACC_STATIC) {
		self = vm_class_object(t, m->clazz);
	} else {
		self = args[0].l;
		s = 1;
	}
	height = e->n_locals;
	frames = e->n_frames;
	base = e->native_base;
	e->native_base = height;
	rv.j = 0;
#if defined(__x86_64__) && !defined(_WIN64)
	if (b->direct != JNI_DIRECT_NONE && !vm_jni_ffi_only) {
		/* Straight from the slots to the integer registers, floating
		 * registers and stack slots of the one prototype, in one pass. */
		union { intptr_t w; double d; uint64_t u; float f; } ir[6], fr[8], st[8];
		unsigned ni = 2, nf = 0, ns = 0;

		memset(ir, 0, sizeof ir);
		memset(fr, 0, sizeof fr);
		memset(st, 0, sizeof st);
		ir[0].w = (intptr_t)e;
		ir[1].w = (intptr_t)self;
		for (i = 0; i < b->nargs; i++) {
			char c = b->args[i];
			bool fp = c == 'F' || c == 'D';
			__typeof__(&ir[0]) slot = fp ? (nf < 8 ? &fr[nf++] : &st[ns++])
						    : (ni < 6 ? &ir[ni++] : &st[ns++]);
			switch (c) {
			case 'Z': slot->w = (uint8_t)args[s++].i; break;
			case 'B': slot->w = (int8_t)args[s++].i; break;
			case 'C': slot->w = (uint16_t)args[s++].i; break;
			case 'S': slot->w = (int16_t)args[s++].i; break;
			case 'I': slot->w = args[s++].i; break;
			case 'J': slot->w = (intptr_t)vm_slot_get_long(&args[s]); s += 2; break;
			case 'F': slot->f = args[s++].f; break;
			case 'D': slot->d = vm_slot_get_double(&args[s]); s += 2; break;
			default: slot->w = (intptr_t)args[s++].l; break;
			}
		}
		VM_SAFE_ENTER(t);
		if (b->direct == JNI_DIRECT_INT)
			rv.j = ((DirectInt)b->fn)(DIRECT_ARGS);
		else
			rv.d = ((DirectFp)b->fn)(DIRECT_ARGS);
		vm_safe_leave(t);
	} else
#endif
	{
		JniArg av[258];
		void *ap[258];

		av[0].p = e;
		av[1].p = self;
		ap[0] = &av[0];
		ap[1] = &av[1];
		for (i = 0; i < b->nargs; i++) {
			JniArg *a = &av[i + 2];
			switch (b->args[i]) {
			case 'Z': a->z = (uint8_t)args[s++].i; break;
			case 'B': a->b = (int8_t)args[s++].i; break;
			case 'C': a->c = (uint16_t)args[s++].i; break;
			case 'S': a->s = (int16_t)args[s++].i; break;
			case 'I': a->i = args[s++].i; break;
			case 'F': a->f = args[s++].f; break;
			case 'J': a->j = vm_slot_get_long(&args[s]); s += 2; break;
			case 'D': a->d = vm_slot_get_double(&args[s]); s += 2; break;
			default: a->p = args[s++].l; break;
			}
			ap[i + 2] = a;
		}
		VM_SAFE_ENTER(t);
		ffi_call(&b->cif, FFI_FN(b->fn), &rv, ap);
		vm_safe_leave(t);
	}
	switch (m->ret_type) {
	case 'V': break;
	case 'Z': ret[0].i = (uint8_t)rv.a; break;
	case 'B': ret[0].i = (int8_t)rv.a; break;
	case 'C': ret[0].i = (uint16_t)rv.a; break;
	case 'S': ret[0].i = (int16_t)rv.a; break;
	case 'I': ret[0].i = (int32_t)rv.a; break;
	case 'F': ret[0].f = rv.f; break;
	case 'J': vm_slot_set_long(ret, rv.j); break;
	case 'D': vm_slot_set_double(ret, rv.d); break;
	default: ret[0].l = vm_jni_deref((jobject)rv.p); break;
	}
	e->n_locals = height;
	e->n_frames = frames;
	e->native_base = base;
}

/*
 * A call from compiled code (VmMethod.jit_code of a JNI-bound native; the
 * other callers go through vm_call_native).  The JIT's call fast path
 * (jit_compile.c, emit_invoke) has checked the stacks and that no
 * safepoint is requested, stored the caller's pc and sp, and pushed the
 * callee's frame as it does for compiled Java code: make it the native
 * frame vm_call_native makes (nothing has looked at it yet: the thread
 * has not polled or entered a safe region since), then call.  This skips
 * the generic helper (jit_rt.invoke) and vm_call_native.  A native
 * unbound since (UnregisterNatives) is bound again first, as
 * vm_call_native would (UnsatisfiedLinkError if it cannot be).
 */
void vm_jni_jit_entry(VmThread *t, VmSlot *args, VmSlot *ret)
{
	VmFrame *f = t->top;
	VmMethod *m = f->method;
	VmNativeFn fn;

	f->flags = VM_FRAME_NATIVE;
	f->pc = NULL;
	f->sp = args + m->arg_slots;
	ret[0].w = 0;
	ret[1].w = 0;
	fn = __atomic_load_n(&m->native, __ATOMIC_ACQUIRE);
	if (__builtin_expect(fn != vm_jni_invoke, 0)) {
		if (!vm_native_bind(t, m))
			return;
		fn = m->native;
	}
	fn(t, args, ret);
}

/* --------------------------------------------------------------- checks */

/*
 * -Xcheck:jni: every JNI function that leaves the safe region first checks
 * that its env belongs to the calling thread and that no exception is
 * pending (except in the functions the specification allows then), and
 * every reference a native passes is checked against the tables: a
 * global or weak one must be in its table, a local one in the thread's
 * local table, among the arguments of a native frame on its stack, or the
 * class of a static native there.  A local reference kept past the
 * return of the native that made it is caught that way, unless the same
 * object was entered again since (references are addresses).  The fast
 * paths are off.  Messages are the stock JVM's, on stdout as there; a
 * pending exception is a
 * warning, anything else ends the VM with status 1 (after the stack of
 * the offending native), instead of the crash it would otherwise risk.
 */
bool vm_jni_check;

void vm_jni_set_check(bool on)
{
	vm_jni_check = on;
}

static void print_stack(VmThread *t)
{
	VmMethod *m[64];
	int64_t idx[64];
	size_t n = t ? vm_frames_collect(t->top, m, idx, 64) : 0, i;
	char cn[512];

	for (i = 0; i < n && i < 64; i++) {
		int line = idx[i] < 0 ? -1 : vm_line_number(m[i], (uint32_t)idx[i]);
		vm_class_java_name(m[i]->clazz, cn, sizeof cn);
		if (m[i]->access & ACC_NATIVE)
			fprintf(stdout, "\tat %s.%s(Native Method)\n", cn, m[i]->name);
		else if (m[i]->clazz->source_file && line >= 0)
			fprintf(stdout, "\tat %s.%s(%s:%d)\n", cn, m[i]->name, m[i]->clazz->source_file, line);
		else
			fprintf(stdout, "\tat %s.%s(Unknown Source)\n", cn, m[i]->name);
	}
}

static void check_report(VmThread *t, bool fatal, const char *what)
{
	/* On stdout, where the stock JVM prints them too. */
	fflush(stdout);
	fprintf(stdout, "%s in native method: %s\n", fatal ? "FATAL ERROR" : "WARNING", what);
	print_stack(t);
	fflush(stdout);
	if (fatal)
		vm_exit(1);
}

void vm_jni_check_entry(VmJniEnv *e, int ok)
{
	VmThread *t = vm_self();

	if (e != vm_jni_self_env)
		check_report(t, true, "Using JNIEnv in the wrong thread");
	if (!(ok & VM_JNI_OK_CRITICAL))
		vm_jni_check_critical(e);
	if (!(ok & VM_JNI_OK_EXCEPTION) && e->t->exception)
		check_report(e->t, false, "JNI call made with exception pending");
}

/* Inside a critical region only the critical functions themselves may be
 * called: the stock JVM's warning (no stack), and the call goes on. */
void vm_jni_check_critical(VmJniEnv *e)
{
	if (e->critical <= 0)
		return;
	fflush(stdout);
	fputs("Warning: Calling other JNI functions in the scope of "
	      "Get/ReleasePrimitiveArrayCritical or Get/ReleaseStringCritical\n", stdout);
	fflush(stdout);
}

/*
 * The copies Get<Type>ArrayElements, GetStringChars and GetStringUTFChars
 * hand out and that are not released yet (under -Xcheck:jni only): a
 * release of a pointer not in the set (released before, or never handed
 * out) is reported before anything is freed.  A handful are outstanding
 * at a time, so a list searched from its end (the latest first) will do.
 */
static pthread_mutex_t copies_lock = PTHREAD_MUTEX_INITIALIZER;
static const void **copies;
static size_t n_copies, cap_copies;

void vm_jni_check_copy_made(const void *p)
{
	pthread_mutex_lock(&copies_lock);
	if (n_copies == cap_copies) {
		size_t cap = cap_copies ? 2 * cap_copies : 16;
		const void **c = realloc(copies, cap * sizeof *c);
		if (!c) {
			/* not tracked: its release will be reported; say why */
			pthread_mutex_unlock(&copies_lock);
			fprintf(stderr, "ristretto: -Xcheck:jni: out of memory\n");
			vm_exit(1);
		}
		copies = c;
		cap_copies = cap;
	}
	copies[n_copies++] = p;
	pthread_mutex_unlock(&copies_lock);
}

void vm_jni_check_release(jobject obj, const void *p, bool keep, const char *fn, bool string)
{
	char what[160];
	size_t i;

	pthread_mutex_lock(&copies_lock);
	for (i = n_copies; i > 0; i--)
		if (copies[i - 1] == p)
			break;
	if (i > 0 && !keep) {
		memmove(&copies[i - 1], &copies[i], (n_copies - i) * sizeof *copies);
		n_copies--;
	}
	pthread_mutex_unlock(&copies_lock);
	if (i > 0)
		return;
	fflush(stdout);
	if (string) {
		printf("%s: release chars failed bounds check. string: 0x%016" PRIxPTR " chars: 0x%016" PRIxPTR "\n",
		       fn, (uintptr_t)obj, (uintptr_t)p);
		snprintf(what, sizeof what, "%s: release chars failed bounds check.", fn);
	} else {
		printf("checked_jni_%s: release array failed bounds check, incorrect pointer returned ? "
		       "array: 0x%016" PRIxPTR " carray: 0x%016" PRIxPTR "\n", fn, (uintptr_t)obj, (uintptr_t)p);
		snprintf(what, sizeof what, "checked_jni_%s: failed bounds check", fn);
	}
	check_report(vm_self(), true, what);
}

void vm_jni_check_ref(jobject ref)
{
	VmObject *o = vm_jni_deref_raw(ref);
	VmJniEnv *e = vm_jni_self_env;
	VmFrame *f;
	size_t i;

	if ((uintptr_t)ref & VM_JNI_TAG_WEAK) {
		if (gref_has(o, true))
			return;
	} else if ((uintptr_t)ref & VM_JNI_TAG_GLOBAL) {
		if (gref_has(o, false))
			return;
	} else if (e) {
		for (i = e->n_locals; i > 0; i--)
			if (e->locals[i - 1] == o)
				return;
		for (f = e->t->top; f; f = f->prev) {
			if (!(f->flags & VM_FRAME_NATIVE))
				continue;
			if ((f->method->access & ACC_STATIC) && f->method->clazz->class_object == o)
				return;
			for (i = 0; i < f->method->arg_slots; i++)
				if (f->locals[i].l == o)
					return;
		}
	}
	check_report(e ? e->t : vm_self(), true, "Bad global or local ref passed to JNI");
}
