/*
 * java_lang.c -- natives of java.lang and java.lang.reflect.Array.
 *
 * Every function has the VmNativeFn signature: `a` holds the arguments in
 * slot layout (`this` first for instance methods; long and double take two
 * slots), the result goes to r[0] (r[0..1] for long/double).  Failures post
 * the stock JVM's exception and return.
 */
#include "config.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "native.h"
#include "utf8.h"
#include "hooks.h"
#include "vm.h"

#define NATIVE(name) static void name(VmThread *t, VmSlot *a, VmSlot *r)
#define CLASS_OF(o) vm_class_of_object(o)

/* ---------------------------------------------------------------- Object */

NATIVE(obj_getClass) { r->l = vm_class_object(t, a[0].l->clazz); }
NATIVE(obj_hashCode) { r->i = (int32_t)vm_identity_hash(a[0].l); }
NATIVE(obj_clone)
{
	VmObject *o = a[0].l;
	if (!vm_class_is_array(o->clazz) && !vm_is_subclass(o->clazz, vm_wk.cloneable)) {
		char cn[512];
		vm_class_java_name(o->clazz, cn, sizeof cn);
		vm_throw(t, "java/lang/CloneNotSupportedException", "%s", cn);
		return;
	}
	r->l = vm_clone(t, o);
}
NATIVE(obj_notify) { vm_monitor_notify(t, a[0].l, false); }
NATIVE(obj_notifyAll) { vm_monitor_notify(t, a[0].l, true); }
NATIVE(obj_wait) { vm_monitor_wait(t, a[0].l, vm_slot_get_long(&a[1])); }

/* ----------------------------------------------------------------- Class */

NATIVE(cls_getName0)
{
	char buf[1024];
	vm_class_java_name(CLASS_OF(a[0].l), buf, sizeof buf);
	r->l = vm_string_from_utf8(t, buf);
}
NATIVE(cls_isInstance) { r->i = a[1].l && vm_is_subclass(a[1].l->clazz, CLASS_OF(a[0].l)); }
NATIVE(cls_isAssignableFrom)
{
	VmClass *c = CLASS_OF(a[0].l), *o;
	if (!a[1].l) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return;
	}
	o = CLASS_OF(a[1].l);
	if (c->prim_type || o->prim_type)
		r->i = c == o;
	else
		r->i = vm_is_subclass(o, c);
}
NATIVE(cls_isInterface) { r->i = vm_class_is_interface(CLASS_OF(a[0].l)) && !CLASS_OF(a[0].l)->prim_type; }
NATIVE(cls_isArray) { r->i = vm_class_is_array(CLASS_OF(a[0].l)); }
NATIVE(cls_isPrimitive) { r->i = CLASS_OF(a[0].l)->prim_type != 0; }
NATIVE(cls_getSuperclass)
{
	VmClass *c = CLASS_OF(a[0].l);
	r->l = (c->super && !vm_class_is_interface(c) && !c->prim_type) ? vm_class_object(t, c->super) : NULL;
}
NATIVE(cls_getComponentType)
{
	VmClass *c = CLASS_OF(a[0].l);
	r->l = c->component ? vm_class_object(t, c->component) : NULL;
}
NATIVE(cls_getModifiers)
{
	VmClass *c = CLASS_OF(a[0].l);
	int mods = c->access & 0x7e1f;
	if (c->cf) {
		uint16_t i;
		for (i = 0; i < c->cf->n_inner; i++)
			if (c->cf->inner[i].inner && strcmp(c->cf->inner[i].inner, c->name) == 0)
				mods = c->cf->inner[i].access & 0x7e1f;
	}
	r->i = mods & ~ACC_SUPER;
}
NATIVE(cls_getInterfaces0)
{
	VmClass *c = CLASS_OF(a[0].l);
	VmArray *arr = vm_new_object_array(t, vm_wk.clazz, c->n_interfaces);
	uint16_t i;
	if (!arr)
		return;
	for (i = 0; i < c->n_interfaces; i++) {
		VmObject *co = vm_class_object(t, c->interfaces[i]);
		if (!co)
			return;
		VM_ARRAY_ELEMS(VmObject *, arr)[i] = co;
	}
	r->l = &arr->hdr;
}
NATIVE(cls_getPrimitiveClass)
{
	static const char *names[] = { "boolean", "byte", "char", "short", "int", "float", "long", "double", "void" };
	static const char types[] = "ZBCSIFJDV";
	char *n = vm_string_to_utf8(a[0].l);
	size_t i;
	for (i = 0; i < 9; i++)
		if (strcmp(n, names[i]) == 0) {
			r->l = vm_class_object(t, vm_primitive_class(types[i]));
			break;
		}
	free(n);
}
/* Is n, in internal form ('/' between packages), a name Class.forName
 * passes on to a loader?  As JDK 17 checks it before any lookup: a class
 * name is parts separated by single '/', the first not empty, none with
 * '.', ';' or '[' (a trailing '/' passes: the loader then does not find
 * it); an array descriptor is at most 255 '[' and then a primitive type
 * or 'L', such a name, ';'. */
static bool valid_class_name(const char *n, size_t len)
{
	size_t i;

	if (len == 0 || n[0] == '/')
		return false;
	for (i = 0; i < len; i++) {
		if (n[i] == ';' || n[i] == '[' || n[i] == '.' || n[i] == 0)
			return false;
		if (n[i] == '/' && n[i - 1] == '/')
			return false;
	}
	return true;
}

static bool valid_for_name(const char *n)
{
	size_t dims = 0, len;

	while (n[dims] == '[')
		dims++;
	if (dims == 0)
		return valid_class_name(n, strlen(n));
	if (dims > 255)
		return false;
	n += dims;
	len = strlen(n);
	if (len == 1)
		return strchr("ZBCSIFJD", n[0]) != NULL;
	return len >= 3 && n[0] == 'L' && n[len - 1] == ';' && valid_class_name(n + 1, len - 2);
}

/* The internal form of Class.forName's name argument, or NULL with
 * ClassNotFoundException (or NPE, OOM) pending: a name with '/' is
 * refused as given, one that is not a class name in its internal form,
 * as JDK 17 does whichever loader is asked. Free the answer. */
static char *for_name_internal(VmThread *t, VmObject *name)
{
	char *n, *p;

	if (!name) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return NULL;
	}
	n = vm_string_to_utf8(name);
	if (!n) {
		vm_throw_object(t, vm_wk.oom);
		return NULL;
	}
	if (strchr(n, '/')) {
		vm_throw(t, "java/lang/ClassNotFoundException", "%s", n);
		free(n);
		return NULL;
	}
	for (p = n; *p; p++)
		if (*p == '.')
			*p = '/';
	if (!valid_for_name(n)) {
		vm_throw(t, "java/lang/ClassNotFoundException", "%s", n);
		free(n);
		return NULL;
	}
	return n;
}

/* Class.forName(name, initialize) through the VM's own loaders, and (1)
 * through a user class loader: the name in that loader's namespace
 * (asking the loader once per name). */
NATIVE(cls_forName0)
{
	char *n = for_name_internal(t, a[0].l);
	VmClass *c;

	if (!n)
		return;
	c = vm_find_class_for_name(t, n);
	free(n);
	if (!c || (a[1].i && !vm_ensure_init(t, c)))
		return;
	r->l = vm_class_object(t, c);
}

NATIVE(cls_forName1)
{
	char *n = for_name_internal(t, a[0].l);
	VmClass *c;

	if (!n)
		return;
	c = vm_load_class_in(t, a[2].l, n, true);
	free(n);
	if (!c || (a[1].i && !vm_ensure_init(t, c)))
		return;
	r->l = vm_class_object(t, c);
}
/* The defining user loader of the method that called Class.forName (the
 * first frame outside java.lang.Class and java.lang.reflect), null when
 * that class is the VM's own loaders': Class.forName(String) loads
 * through the caller's loader, as the JDK's does. */
NATIVE(cls_callerLoader0)
{
	VmFrame *f;

	(void)a;
	for (f = t->top; f; f = f->prev) {
		const char *cn;
		if (!f->method)
			continue;
		cn = f->method->clazz->name;
		if (strcmp(cn, "java/lang/Class") == 0 || strncmp(cn, "java/lang/reflect/", 18) == 0)
			continue;
		r->l = f->method->clazz->loader;
		return;
	}
}
/* The user class loader that defined the class (or its arrays' element
 * class); null for the VM's own loaders (Class.getClassLoader decides). */
NATIVE(cls_getClassLoader0)
{
	VmClass *c = CLASS_OF(a[0].l);

	while (c->component)
		c = c->component;
	r->l = c->loader;
}
/* The member classes the InnerClasses attribute declares in this class,
 * resolved in its loader, in attribute order. */
NATIVE(cls_getDeclaredClasses0)
{
	VmClass *c = CLASS_OF(a[0].l), *k;
	VmArray *arr;
	uint16_t i;
	int n = 0, j = 0;

	if (c->cf)
		for (i = 0; i < c->cf->n_inner; i++)
			if (c->cf->inner[i].inner && c->cf->inner[i].outer &&
			    strcmp(c->cf->inner[i].outer, c->name) == 0)
				n++;
	arr = vm_new_object_array(t, vm_wk.clazz, n);
	if (!arr)
		return;
	r->l = (VmObject *)arr;   /* reachable from the native frame's result */
	for (i = 0; j < n && i < c->cf->n_inner; i++) {
		VmObject *o;
		if (!c->cf->inner[i].inner || !c->cf->inner[i].outer ||
		    strcmp(c->cf->inner[i].outer, c->name) != 0)
			continue;
		k = vm_resolve_class(t, c, c->cf->inner[i].inner);
		if (!k || !(o = vm_class_object(t, k))) {
			r->l = NULL;
			return;
		}
		VM_ARRAY_ELEMS(VmObject *, arr)[j++] = o;
	}
}
NATIVE(cls_getSimpleName0)
{
	VmClass *c = CLASS_OF(a[0].l);
	const char *s;
	uint16_t i;
	if (c->cf) {
		for (i = 0; i < c->cf->n_inner; i++)
			if (c->cf->inner[i].inner && strcmp(c->cf->inner[i].inner, c->name) == 0) {
				r->l = vm_string_from_utf8(t, c->cf->inner[i].name ? c->cf->inner[i].name : "");
				return;
			}
	}
	s = strrchr(c->name, '/');
	r->l = vm_string_from_utf8(t, s ? s + 1 : c->name);
}
NATIVE(cls_getDeclaringClass0)
{
	VmClass *c = CLASS_OF(a[0].l), *o;
	uint16_t i;
	if (!c->cf)
		return;
	for (i = 0; i < c->cf->n_inner; i++)
		if (c->cf->inner[i].inner && strcmp(c->cf->inner[i].inner, c->name) == 0 && c->cf->inner[i].outer) {
			o = vm_resolve_class(t, c, c->cf->inner[i].outer);
			if (o)
				r->l = vm_class_object(t, o);
			return;
		}
}
/* getEnclosingMethod0(): for a local or anonymous class (an
 * EnclosingMethod attribute) { enclosing class, method name, method
 * descriptor }, the last two null outside a method; else null. */
NATIVE(cls_getEnclosingMethod0)
{
	VmClass *c = CLASS_OF(a[0].l), *o, *oc;
	VmObject *arr, *co;
	VmObject **e;

	if (!c->cf || !c->cf->enclosing_class)
		return;
	o = vm_resolve_class(t, c, c->cf->enclosing_class);
	oc = o ? vm_load_class(t, "[Ljava/lang/Object;") : NULL;
	co = o ? vm_class_object(t, o) : NULL;
	if (!co || !oc)
		return;
	arr = (VmObject *)vm_new_array(t, oc, 3);
	if (!arr)
		return;
	e = VM_ARRAY_ELEMS(VmObject *, (VmArray *)arr);
	e[0] = co;
	if (c->cf->enclosing_name) {
		r->l = arr;    /* reachable from a root while the strings are made */
		e[1] = vm_string_from_utf8(t, c->cf->enclosing_name);
		e[2] = e[1] ? vm_string_from_utf8(t, c->cf->enclosing_desc) : NULL;
		if (!e[2]) {
			r->l = NULL;
			return;
		}
	}
	r->l = arr;
}
NATIVE(cls_getEnumConstants0)
{
	VmClass *c = CLASS_OF(a[0].l);
	VmSlot rr;
	char desc[1100];
	VmMethod *m;
	if (!(c->access & ACC_ENUM) || !vm_ensure_init(t, c))
		return;
	snprintf(desc, sizeof desc, "()[L%s;", c->name);
	m = vm_find_declared_method(c, vm_symbol("values"), vm_symbol(desc));
	if (!m || !(m->access & ACC_STATIC))
		return;
	if (vm_call(t, m, NULL, &rr))
		r->l = rr.l;
}
NATIVE(cls_desiredAssertionStatus0)
{
	VmClass *c = CLASS_OF(a[0].l);
	r->i = vm_options.enable_assertions && (c->is_app || c->loader);
}

/* ----------------------------------------------------------- ClassLoader */

/* defineClass0(name, b, off, len): the Java side has checked the
 * arguments (bounds, name, java.* packages); name may be null. */
NATIVE(cl_defineClass0)
{
	VmArray *b = (VmArray *)a[2].l;
	char *n = NULL, *p;
	VmClass *c;

	if (a[1].l) {
		n = vm_string_to_utf8(a[1].l);
		if (!n) {
			vm_throw_object(t, vm_wk.oom);
			return;
		}
		for (p = n; *p; p++)
			if (*p == '.')
				*p = '/';
	}
	c = vm_define_class_in(t, a[0].l, n, VM_ARRAY_ELEMS(uint8_t, b) + a[3].i, (size_t)a[4].i);
	free(n);
	if (c)
		r->l = vm_class_object(t, c);
}
/* findLoadedClass0(name): what this loader defined or initiated. */
NATIVE(cl_findLoadedClass0)
{
	char *n, *p;
	VmClass *c;

	n = vm_string_to_utf8(a[1].l);
	if (!n) {
		vm_throw_object(t, vm_wk.oom);
		return;
	}
	for (p = n; *p; p++)
		if (*p == '.')
			*p = '/';
	c = vm_find_loaded_class_in(a[0].l, n);
	free(n);
	if (c)
		r->l = vm_class_object(t, c);
}

/* ---------------------------------------------------------------- String */

NATIVE(str_intern) { r->l = vm_string_intern(t, a[0].l); }

/* ---------------------------------------------------------------- System */

NATIVE(sys_arraycopy)
{
	VmArray *src = (VmArray *)a[0].l, *dst = (VmArray *)a[2].l;
	int32_t sp = a[1].i, dp = a[3].i, n = a[4].i;
	VmClass *sc, *dc;
	size_t es;
	char sn[512], dn[512];

	if (!src || !dst) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return;
	}
	sc = src->hdr.clazz;
	dc = dst->hdr.clazz;
	if (!vm_class_is_array(sc) || !vm_class_is_array(dc)) {
		vm_class_java_name(vm_class_is_array(sc) ? dc : sc, sn, sizeof sn);
		vm_throw(t, "java/lang/ArrayStoreException", "arraycopy: %s type %s is not an array",
			 vm_class_is_array(sc) ? "destination" : "source", sn);
		return;
	}
	if ((sc->component->prim_type || dc->component->prim_type) && sc != dc) {
		vm_class_java_name(sc, sn, sizeof sn);
		vm_class_java_name(dc, dn, sizeof dn);
		vm_throw(t, "java/lang/ArrayStoreException", "arraycopy: type mismatch: can not copy %s[] into %s[]",
			 sc->component->prim_type ? sc->component->name : "object array",
			 dc->component->prim_type ? dc->component->name : "object array");
		return;
	}
	if (n < 0 || sp < 0 || dp < 0 || (int64_t)sp + n > src->length || (int64_t)dp + n > dst->length) {
		if (sp < 0)
			vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException",
				 "arraycopy: source index %d out of bounds for length %d", sp, src->length);
		else if (dp < 0)
			vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException",
				 "arraycopy: destination index %d out of bounds for length %d", dp, dst->length);
		else if (n < 0)
			vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", "arraycopy: length %d is negative", n);
		else if ((int64_t)sp + n > src->length)
			vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException",
				 "arraycopy: last source index %lld out of bounds for length %d", (long long)sp + n, src->length);
		else
			vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException",
				 "arraycopy: last destination index %lld out of bounds for length %d", (long long)dp + n, dst->length);
		return;
	}
	/* the global object space's check, as the interpreter's element access */
	if (n > 0 && (!vm_gos_touch(t, &src->hdr, false) || !vm_gos_touch(t, &dst->hdr, true)))
		return;
	es = sc->elem_size;
	if (!sc->component->prim_type && !vm_is_subclass(sc->component, dc->component)) {
		VmObject **s = VM_ARRAY_ELEMS(VmObject *, src), **d = VM_ARRAY_ELEMS(VmObject *, dst);
		int32_t i;
		for (i = 0; i < n; i++) {
			VmObject *v = s[sp + i];
			if (v && !vm_is_subclass(v->clazz, dc->component)) {
				vm_class_java_name(v->clazz, sn, sizeof sn);
				vm_class_java_name(dc->component, dn, sizeof dn);
				vm_throw(t, "java/lang/ArrayStoreException",
					 "arraycopy: element type mismatch: can not cast one of the elements of %s[] to the type of the destination array, %s",
					 "java.lang.Object", dn);
				return;
			}
			d[dp + i] = v;
		}
		return;
	}
	memmove((char *)VM_ARRAY_DATA(dst) + (size_t)dp * es, (char *)VM_ARRAY_DATA(src) + (size_t)sp * es,
		(size_t)n * es);
}
NATIVE(sys_currentTimeMillis)
{
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	vm_slot_set_long(r, (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000);
}
NATIVE(sys_nanoTime)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	vm_slot_set_long(r, (int64_t)ts.tv_sec * 1000000000LL + ts.tv_nsec);
}
NATIVE(sys_identityHashCode) { r->i = a[0].l ? (int32_t)vm_identity_hash(a[0].l) : 0; }
NATIVE(sys_getenv0)
{
	char *n = vm_string_to_utf8(a[0].l);
	const char *v = getenv(n);
	free(n);
	if (v)
		r->l = vm_string_from_utf8(t, v);
}

static const char *user_props[64];
static int n_user_props;

NATIVE(sys_initProperties0)
{
	char cwd[4096];
	const char *home = getenv("HOME"), *user = getenv("USER");
	char *libpath = vm_jni_default_library_path();
	const char *base[][2] = {
		{ "java.version", "17.0-ristretto" }, { "java.vendor", "Ristretto" },
		{ "java.vm.name", "Ristretto" }, { "java.specification.version", "17" },
		{ "os.name", "Linux" }, { "os.arch", VM_HOST_CPU }, { "file.separator", "/" },
		{ "path.separator", ":" }, { "line.separator", "\n" }, { "file.encoding", "UTF-8" },
		{ "user.dir", getcwd(cwd, sizeof cwd) ? cwd : "." }, { "user.home", home ? home : "/" },
		{ "user.name", user ? user : "?" },
		{ "java.class.path", vm_options.classpath ? vm_options.classpath : "." },
		{ "java.home", "/usr/share/ristretto" },
		{ "java.library.path", libpath ? libpath : "" },
	};
	int nb = (int)(sizeof base / sizeof base[0]), i, n = nb + vm_options.n_props;
	VmArray *arr = vm_new_object_array(t, vm_wk.string, n * 2);
	(void)user_props; (void)n_user_props;
	if (!arr) {
		free(libpath);
		return;
	}
	for (i = 0; i < nb; i++) {
		VmObject *k = vm_string_from_utf8(t, base[i][0]), *v;
		if (!k) break;
		VM_ARRAY_ELEMS(VmObject *, arr)[2 * i] = k;
		v = vm_string_from_utf8(t, base[i][1]);
		if (!v) break;
		VM_ARRAY_ELEMS(VmObject *, arr)[2 * i + 1] = v;
	}
	free(libpath);
	if (i < nb)
		return;
	for (i = 0; i < vm_options.n_props; i++) {
		const char *p = vm_options.props[i], *eq = strchr(p, '=');
		char *key = eq ? strndup(p, (size_t)(eq - p)) : strdup(p);
		VmObject *k = vm_string_from_utf8(t, key), *v;
		free(key);
		if (!k) return;
		VM_ARRAY_ELEMS(VmObject *, arr)[2 * (nb + i)] = k;
		v = vm_string_from_utf8(t, eq ? eq + 1 : "");
		if (!v) return;
		VM_ARRAY_ELEMS(VmObject *, arr)[2 * (nb + i) + 1] = v;
	}
	r->l = &arr->hdr;
}

/* System.load0(path, ext): load a native library (jni_native.c); false
 * when there is no such file. */
NATIVE(sys_load0)
{
	char *path;

	if (!a[0].l) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return;
	}
	path = vm_string_to_utf8(a[0].l);
	if (!path) {
		vm_throw_object(t, vm_wk.oom);
		return;
	}
	r->i = vm_jni_load(t, path, a[1].i != 0);
	free(path);
}

/* System.setIn/setOut/setErr: store into the final static field. */
static void set_std(VmThread *t, const char *name, const char *desc, VmObject *v)
{
	VmField *f = vm_find_field(vm_wk.system, vm_symbol(name), vm_symbol(desc));
	if (!f) {
		vm_throw(t, "java/lang/InternalError", "System.%s missing", name);
		return;
	}
	*(VmObject **)((char *)vm_wk.system->statics + f->offset) = v;
}
NATIVE(sys_setIn0) { set_std(t, "in", "Ljava/io/InputStream;", a[0].l); }
NATIVE(sys_setOut0) { set_std(t, "out", "Ljava/io/PrintStream;", a[0].l); }
NATIVE(sys_setErr0) { set_std(t, "err", "Ljava/io/PrintStream;", a[0].l); }

/* --------------------------------------------------------------- Runtime */

NATIVE(rt_freeMemory)
{
	GcStats s;
	gc_get_stats(&s);
	vm_slot_set_long(r, (int64_t)(s.heap_committed > s.heap_used ? s.heap_committed - s.heap_used : 0));
}
NATIVE(rt_totalMemory)
{
	GcStats s;
	gc_get_stats(&s);
	vm_slot_set_long(r, (int64_t)s.heap_committed);
}
NATIVE(rt_maxMemory)
{
	GcStats s;
	gc_get_stats(&s);
	vm_slot_set_long(r, (int64_t)s.heap_max);
}
NATIVE(rt_gc) { gc_collect(); }

/* ---------------------------------------------------------- java.lang.ref */

NATIVE(ref_takePending) { r->l = vm_ref_take_pending(); }

/* ---------------------------------------------------- java.lang.Finalizer */

NATIVE(fin_take) { r->l = vm_finalizer_take(); }
NATIVE(fin_queued) { vm_slot_set_long(r, (int64_t)gc_finalizable_queued()); }
NATIVE(rt_availableProcessors)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);
	r->i = n > 0 ? (int32_t)n : 1;
}
NATIVE(rt_halt0) { vm_exit(a[0].i); }

/* ------------------------------------------------------------- Throwable */

NATIVE(thr_fillInStackTrace0) { vm_fill_backtrace(t, a[0].l); }
NATIVE(thr_getStackTrace0) { r->l = vm_backtrace_to_ste(t, a[0].l); }
NATIVE(npe_helpfulMessage) { r->l = vm_npe_helpful_message(t, a[0].l); }

/* ---------------------------------------------------------- Double/Float */

NATIVE(d_toRaw) { vm_slot_set_long(r, vm_slot_get_long(&a[0])); }
NATIVE(d_fromRaw) { vm_slot_set_long(r, vm_slot_get_long(&a[0])); }
NATIVE(f_toRaw) { r->i = a[0].i; }
NATIVE(f_fromRaw) { r->i = a[0].i; }

/* Digits as JDK 17 prints them.  Its Double.toString/Float.toString is a
 * Steele & White free-format conversion that we reproduce from its observed
 * output (tools/fpcompare, its hard-cases.csv), not from its source:
 *
 *  - An integral value below 2^63 prints from its exact decimal digits, the
 *    last `insig` of them rounded off half-up, where 10^insig is the
 *    largest power of ten not above 2^(e-2) (ulp = 2^e); trailing zeros go.
 *  - Otherwise the digits are the correctly rounded (ties to even) p-digit
 *    decimal for the least p that lies strictly inside (v - M, v + M):
 *    M is half an ulp, a quarter for a mantissa that is a power of two
 *    (subnormal ones included).  The shortest round-trip digits differ only
 *    where the interval's ends count (even mantissa) or a power of two's
 *    wider upper half lets a shorter decimal through.
 *  - A few tiny subnormals start at two digits (TINY_* below), and in three
 *    bands of large values the last digit is not always rounded up
 *    (fp_band_slack).
 *
 * The exact test uses a small bignum: 4*D*10^q against (4f +- c)*2^e, both
 * scaled to integers. */
#define FP_LIMBS 48
typedef struct { int n; uint32_t d[FP_LIMBS]; } FpBig;

static void fpbig_set(FpBig *b, uint64_t v)
{
	b->n = 0;
	while (v) {
		b->d[b->n++] = (uint32_t)v;
		v >>= 32;
	}
}

static void fpbig_mul(FpBig *b, uint32_t m)
{
	uint64_t carry = 0;
	int i;
	for (i = 0; i < b->n; i++) {
		uint64_t x = (uint64_t)b->d[i] * m + carry;
		b->d[i] = (uint32_t)x;
		carry = x >> 32;
	}
	if (carry && b->n < FP_LIMBS)
		b->d[b->n++] = (uint32_t)carry;
}

static void fpbig_pow10(FpBig *b, int k)
{
	for (; k >= 9; k -= 9)
		fpbig_mul(b, 1000000000u);
	for (; k > 0; k--)
		fpbig_mul(b, 10);
}

static void fpbig_shl(FpBig *b, int s)
{
	int w = s / 32, bits = s % 32, i;
	if (b->n == 0)
		return;
	if (b->n + w + 1 > FP_LIMBS)
		w = FP_LIMBS - b->n - 1;	/* cannot happen for our ranges */
	b->d[b->n + w] = 0;
	for (i = b->n - 1; i >= 0; i--) {
		uint64_t x = (uint64_t)b->d[i] << bits;
		b->d[i + w + 1] |= (uint32_t)(x >> 32);
		b->d[i + w] = (uint32_t)x;
	}
	for (i = 0; i < w; i++)
		b->d[i] = 0;
	b->n += w + 1;
	while (b->n > 0 && b->d[b->n - 1] == 0)
		b->n--;
}

static void fpbig_add(FpBig *b, uint64_t v)
{
	int i;
	for (i = 0; v != 0 && i < FP_LIMBS; i++) {
		uint64_t x = (i < b->n ? b->d[i] : 0) + (v & 0xffffffffu);
		if (i >= b->n)
			b->n = i + 1;
		b->d[i] = (uint32_t)x;
		v = (v >> 32) + (x >> 32);
	}
}

static int fpbig_cmp(const FpBig *a, const FpBig *b)
{
	int i;
	if (a->n != b->n)
		return a->n < b->n ? -1 : 1;
	for (i = a->n - 1; i >= 0; i--)
		if (a->d[i] != b->d[i])
			return a->d[i] < b->d[i] ? -1 : 1;
	return 0;
}

/* Is D*10^q strictly within c/4 ulp of f*2^e? */
static bool fp_inside(uint64_t D, int q, uint64_t f, int e, int c)
{
	FpBig a, lo, hi;
	int e2 = e > 0 ? e : 0, q10 = q < 0 ? -q : 0;

	fpbig_set(&a, D);
	fpbig_pow10(&a, q > 0 ? q : 0);
	fpbig_shl(&a, 2 + (e < 0 ? -e : 0));
	fpbig_set(&lo, 4 * f - (uint64_t)c);
	fpbig_set(&hi, 4 * f + (uint64_t)c);
	fpbig_shl(&lo, e2);
	fpbig_shl(&hi, e2);
	fpbig_pow10(&lo, q10);
	fpbig_pow10(&hi, q10);
	return fpbig_cmp(&lo, &a) < 0 && fpbig_cmp(&a, &hi) < 0;
}

/* Bands where JDK 17 takes back the round-up of the last digit when the
 * rounded digits D*10^q exceed the value by at most `k`: doubles in
 * [2^84, 2^85) with 17 digits, floats in [2^85, 2^86) with 8, and floats
 * from 9.5826246E24 to 2^83 with 8 (every round-up).  Returns k, 0 if the
 * value is in no band. */
static uint64_t fp_band_slack(bool is_float, int be, uint64_t f, int prec)
{
	if (!is_float)
		return be == 0x453 && prec == 17 ? 52633088u : 0;
	if (prec != 8)
		return 0;
	if (be == 212)
		return 210992878250098688ull;
	if ((be == 209 && (f & 0x7fffff) > 0x7da660) || (be == 210 && (f & 0x7fffff) == 0))
		return 100000000000000000ull;
	return 0;
}

/* Subnormal mantissas JDK 17 prints with two digits though one would do. */
static const uint32_t TINY_DOUBLE[] = { 1, 10, 12, 14, 16, 18 };
static const uint32_t TINY_FLOAT[] = { 2, 3, 6, 7, 21, 29 };

static VmObject *digits(VmThread *t, double v, bool is_float)
{
	char buf[64], out[80], *e, *p, *q;
	int prec, exp10, be, e2, c, i;
	uint64_t f, bits, D, slack;
	const uint32_t *tiny;
	size_t ntiny;

	if (is_float) {
		float fv = (float)v;
		uint32_t fb;
		memcpy(&fb, &fv, sizeof fb);
		bits = fb;
		be = (int)(bits >> 23) & 0xff;
		f = bits & 0x7fffff;
		e2 = be ? be - 150 : -149;
		if (be)
			f |= 1u << 23;
		tiny = TINY_FLOAT;
		ntiny = sizeof TINY_FLOAT / sizeof TINY_FLOAT[0];
	} else {
		memcpy(&bits, &v, sizeof bits);
		be = (int)(bits >> 52) & 0x7ff;
		f = bits & 0xfffffffffffffull;
		e2 = be ? be - 1075 : -1074;
		if (be)
			f |= 1ull << 52;
		tiny = TINY_DOUBLE;
		ntiny = sizeof TINY_DOUBLE / sizeof TINY_DOUBLE[0];
	}

	/* integral and below 2^63: exact digits, insignificant ones rounded off */
	if (f != 0 && (e2 >= 0 ? v < 9223372036854775808.0
	    : e2 > -53 && (f & ((1ull << -e2) - 1)) == 0)) {
		uint64_t n = e2 >= 0 ? f << e2 : f >> -e2, pw = 1, lim;
		int insig = 0;
		if (e2 >= 2)
			for (lim = 1ull << (e2 - 2); pw * 10 <= lim; pw *= 10)
				insig++;
		D = n / pw;
		if ((n % pw) * 2 >= pw)
			D++;
		snprintf(buf, sizeof buf, "%llu", (unsigned long long)D);
		exp10 = (int)strlen(buf) + insig;
		for (q = buf + strlen(buf); q > buf + 1 && q[-1] == '0'; q--)
			;
		snprintf(q, sizeof buf - (size_t)(q - buf), ":%d", exp10);
		return vm_string_from_utf8(t, buf);
	}

	c = (f & (f - 1)) == 0 ? 1 : 2;
	prec = 1;
	if (be == 0)
		for (i = 0; i < (int)ntiny; i++)
			if (f == tiny[i])
				prec = 2;
	for (; prec <= 17; prec++) {
		snprintf(buf, sizeof buf, "%.*e", prec - 1, v);
		if (is_float ? strtof(buf, NULL) != (float)v : strtod(buf, NULL) != v)
			continue;
		/* reads back: now the strict JDK 17 interval, exactly */
		e = strchr(buf, 'e');
		exp10 = atoi(e + 1);
		for (p = buf, D = 0; p < e; p++)
			if (*p >= '0' && *p <= '9')
				D = D * 10 + (uint64_t)(*p - '0');
		if (fp_inside(D, exp10 - (prec - 1), f, e2, c))
			break;
	}
	if (prec > 17)	/* cannot happen: 17 digits always lie inside */
		prec = 17;
	e = strchr(buf, 'e');
	exp10 = atoi(e + 1) + 1;
	*e = 0;
	slack = fp_band_slack(is_float, be, f, prec);
	if (slack != 0) {
		/* the value is an integer f*2^e2 there, and q = exp10 - prec >= 0 */
		FpBig a, x;
		for (p = buf, D = 0; p < e; p++)
			if (*p >= '0' && *p <= '9')
				D = D * 10 + (uint64_t)(*p - '0');
		fpbig_set(&a, D);
		fpbig_pow10(&a, exp10 - prec);
		fpbig_set(&x, f);
		fpbig_shl(&x, e2);
		if (fpbig_cmp(&x, &a) < 0) {
			fpbig_add(&x, slack);
			if (fpbig_cmp(&a, &x) <= 0)	/* rounded up: take it back */
				for (q = e - 1; ; q--) {
					if (*q == '.')
						continue;
					if (*q != '0') {
						(*q)--;
						break;
					}
					*q = '9';
				}
		}
	}
	/* buf = d.ddd : collect digits, drop trailing zeros */
	for (p = buf, q = out; *p; p++)
		if (*p >= '0' && *p <= '9')
			*q++ = *p;
	while (q > out + 1 && q[-1] == '0')
		q--;
	snprintf(q, sizeof out - (size_t)(q - out), ":%d", exp10);
	return vm_string_from_utf8(t, out);
}
NATIVE(d_toDigits0) { r->l = digits(t, vm_slot_get_double(&a[0]), false); }
NATIVE(f_toDigits0) { r->l = digits(t, (double)a[0].f, true); }
NATIVE(d_parse0)
{
	char *s = vm_string_to_utf8(a[0].l);
	vm_slot_set_double(r, strtod(s, NULL));
	free(s);
}
NATIVE(f_parse0)
{
	char *s = vm_string_to_utf8(a[0].l);
	r->f = strtof(s, NULL);
	free(s);
}

/* ------------------------------------------------------------ StrictMath */

#define MATH1(name, fn) NATIVE(name) { vm_slot_set_double(r, fn(vm_slot_get_double(&a[0]))); }
#define MATH2(name, fn) NATIVE(name) { vm_slot_set_double(r, fn(vm_slot_get_double(&a[0]), vm_slot_get_double(&a[2]))); }
MATH1(m_sin, sin) MATH1(m_cos, cos) MATH1(m_tan, tan) MATH1(m_asin, asin) MATH1(m_acos, acos)
MATH1(m_atan, atan) MATH1(m_exp, exp) MATH1(m_log, log) MATH1(m_log10, log10) MATH1(m_sqrt, sqrt)
MATH1(m_sinh, sinh) MATH1(m_cosh, cosh) MATH1(m_tanh, tanh)
MATH1(m_expm1, expm1) MATH1(m_log1p, log1p)
MATH2(m_ieeerem, remainder) MATH2(m_atan2, atan2) MATH2(m_hypot, hypot)
/* glibc's cbrt can be an ulp off (cbrt(27) = 3.0000000000000004); one
 * Newton step in long double gives the correctly rounded root. */
static double exact_cbrt(double x)
{
	long double r = cbrt(x);
	if (x == 0 || isinf(x) || x != x)
		return x;
	r = r - (r * r * r - (long double)x) / (3.0L * r * r);
	return (double)r;
}
MATH1(m_cbrt, exact_cbrt)

NATIVE(m_pow)
{
	double x = vm_slot_get_double(&a[0]), y = vm_slot_get_double(&a[2]);
	/* Java: pow(x, NaN) is NaN even for x == 1; C says 1. */
	if (y != y)
		vm_slot_set_double(r, y);
	else if ((x == 1.0 || x == -1.0) && isinf(y))
		vm_slot_set_double(r, NAN);
	else
		vm_slot_set_double(r, pow(x, y));
}

/* ------------------------------------------------------ reflect.Array */

NATIVE(arr_newArray0)
{
	VmClass *c = CLASS_OF(a[0].l);
	VmArray *arr;
	if (c->prim_type == 'V') {
		vm_throw(t, "java/lang/IllegalArgumentException", NULL);
		return;
	}
	arr = c->prim_type ? vm_new_prim_array(t, c->prim_type, a[1].i) : vm_new_object_array(t, c, a[1].i);
	if (arr)
		r->l = &arr->hdr;
}
NATIVE(arr_getLength)
{
	VmObject *o = a[0].l;
	if (!o) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return;
	}
	if (!vm_class_is_array(o->clazz)) {
		vm_throw(t, "java/lang/IllegalArgumentException", "Argument is not an array");
		return;
	}
	r->i = ((VmArray *)o)->length;
}

const VmNativeDef vm_natives_java_lang[] = {
	{ "java/lang/Object", "getClass", "()Ljava/lang/Class;", obj_getClass },
	{ "java/lang/Object", "hashCode", "()I", obj_hashCode },
	{ "java/lang/Object", "clone", "()Ljava/lang/Object;", obj_clone },
	{ "java/lang/Object", "notify", "()V", obj_notify },
	{ "java/lang/Object", "notifyAll", "()V", obj_notifyAll },
	{ "java/lang/Object", "wait", "(J)V", obj_wait },
	{ "java/lang/Class", "getName0", "()Ljava/lang/String;", cls_getName0 },
	{ "java/lang/Class", "isInstance", "(Ljava/lang/Object;)Z", cls_isInstance },
	{ "java/lang/Class", "isAssignableFrom", "(Ljava/lang/Class;)Z", cls_isAssignableFrom },
	{ "java/lang/Class", "isInterface", "()Z", cls_isInterface },
	{ "java/lang/Class", "isArray", "()Z", cls_isArray },
	{ "java/lang/Class", "isPrimitive", "()Z", cls_isPrimitive },
	{ "java/lang/Class", "getSuperclass", "()Ljava/lang/Class;", cls_getSuperclass },
	{ "java/lang/Class", "getComponentType", "()Ljava/lang/Class;", cls_getComponentType },
	{ "java/lang/Class", "getModifiers", "()I", cls_getModifiers },
	{ "java/lang/Class", "getInterfaces0", "()[Ljava/lang/Class;", cls_getInterfaces0 },
	{ "java/lang/Class", "getPrimitiveClass", "(Ljava/lang/String;)Ljava/lang/Class;", cls_getPrimitiveClass },
	{ "java/lang/Class", "forName0", "(Ljava/lang/String;Z)Ljava/lang/Class;", cls_forName0 },
	{ "java/lang/Class", "getSimpleName0", "()Ljava/lang/String;", cls_getSimpleName0 },
	{ "java/lang/Class", "getEnumConstants0", "()[Ljava/lang/Object;", cls_getEnumConstants0 },
	{ "java/lang/Class", "desiredAssertionStatus0", "()Z", cls_desiredAssertionStatus0 },
	{ "java/lang/Class", "getDeclaringClass0", "()Ljava/lang/Class;", cls_getDeclaringClass0 },
	{ "java/lang/Class", "getEnclosingMethod0", "()[Ljava/lang/Object;", cls_getEnclosingMethod0 },
	{ "java/lang/Class", "forName1", "(Ljava/lang/String;ZLjava/lang/ClassLoader;)Ljava/lang/Class;", cls_forName1 },
	{ "java/lang/Class", "getClassLoader0", "()Ljava/lang/ClassLoader;", cls_getClassLoader0 },
	{ "java/lang/Class", "callerLoader0", "()Ljava/lang/ClassLoader;", cls_callerLoader0 },
	{ "java/lang/Class", "getDeclaredClasses0", "()[Ljava/lang/Class;", cls_getDeclaredClasses0 },
	{ "java/lang/ClassLoader", "defineClass0", "(Ljava/lang/String;[BII)Ljava/lang/Class;", cl_defineClass0 },
	{ "java/lang/ClassLoader", "findLoadedClass0", "(Ljava/lang/String;)Ljava/lang/Class;", cl_findLoadedClass0 },
	{ "java/lang/String", "intern", "()Ljava/lang/String;", str_intern },
	{ "java/lang/System", "arraycopy", "(Ljava/lang/Object;ILjava/lang/Object;II)V", sys_arraycopy },
	{ "java/lang/System", "currentTimeMillis", "()J", sys_currentTimeMillis },
	{ "java/lang/System", "nanoTime", "()J", sys_nanoTime },
	{ "java/lang/System", "identityHashCode", "(Ljava/lang/Object;)I", sys_identityHashCode },
	{ "java/lang/System", "initProperties0", "()[Ljava/lang/String;", sys_initProperties0 },
	{ "java/lang/System", "load0", "(Ljava/lang/String;Z)Z", sys_load0 },
	{ "java/lang/System", "getenv0", "(Ljava/lang/String;)Ljava/lang/String;", sys_getenv0 },
	{ "java/lang/System", "setIn0", "(Ljava/io/InputStream;)V", sys_setIn0 },
	{ "java/lang/System", "setOut0", "(Ljava/io/PrintStream;)V", sys_setOut0 },
	{ "java/lang/System", "setErr0", "(Ljava/io/PrintStream;)V", sys_setErr0 },
	{ "java/lang/Runtime", "freeMemory", "()J", rt_freeMemory },
	{ "java/lang/Runtime", "totalMemory", "()J", rt_totalMemory },
	{ "java/lang/Runtime", "maxMemory", "()J", rt_maxMemory },
	{ "java/lang/Runtime", "gc", "()V", rt_gc },
	{ "java/lang/ref/Reference", "takePending0", "()Ljava/lang/ref/Reference;", ref_takePending },
	{ "java/lang/Finalizer", "take0", "()Ljava/lang/Object;", fin_take },
	{ "java/lang/Finalizer", "queued0", "()J", fin_queued },
	{ "java/lang/Runtime", "availableProcessors", "()I", rt_availableProcessors },
	{ "java/lang/Runtime", "halt0", "(I)V", rt_halt0 },
	{ "java/lang/Throwable", "fillInStackTrace0", "()V", thr_fillInStackTrace0 },
	{ "java/lang/Throwable", "getStackTrace0", "()[Ljava/lang/StackTraceElement;", thr_getStackTrace0 },
	{ "java/lang/NullPointerException", "helpfulMessage", "()Ljava/lang/String;", npe_helpfulMessage },
	{ "java/lang/Double", "doubleToRawLongBits", "(D)J", d_toRaw },
	{ "java/lang/Double", "longBitsToDouble", "(J)D", d_fromRaw },
	{ "java/lang/Double", "toDigits0", "(D)Ljava/lang/String;", d_toDigits0 },
	{ "java/lang/Double", "parse0", "(Ljava/lang/String;)D", d_parse0 },
	{ "java/lang/Float", "floatToRawIntBits", "(F)I", f_toRaw },
	{ "java/lang/Float", "intBitsToFloat", "(I)F", f_fromRaw },
	{ "java/lang/Float", "toDigits0", "(F)Ljava/lang/String;", f_toDigits0 },
	{ "java/lang/Float", "parse0", "(Ljava/lang/String;)F", f_parse0 },
	{ "java/lang/StrictMath", "sin", "(D)D", m_sin },
	{ "java/lang/StrictMath", "cos", "(D)D", m_cos },
	{ "java/lang/StrictMath", "tan", "(D)D", m_tan },
	{ "java/lang/StrictMath", "asin", "(D)D", m_asin },
	{ "java/lang/StrictMath", "acos", "(D)D", m_acos },
	{ "java/lang/StrictMath", "atan", "(D)D", m_atan },
	{ "java/lang/StrictMath", "exp", "(D)D", m_exp },
	{ "java/lang/StrictMath", "log", "(D)D", m_log },
	{ "java/lang/StrictMath", "log10", "(D)D", m_log10 },
	{ "java/lang/StrictMath", "sqrt", "(D)D", m_sqrt },
	{ "java/lang/StrictMath", "cbrt", "(D)D", m_cbrt },
	{ "java/lang/StrictMath", "sinh", "(D)D", m_sinh },
	{ "java/lang/StrictMath", "cosh", "(D)D", m_cosh },
	{ "java/lang/StrictMath", "tanh", "(D)D", m_tanh },
	{ "java/lang/StrictMath", "expm1", "(D)D", m_expm1 },
	{ "java/lang/StrictMath", "log1p", "(D)D", m_log1p },
	{ "java/lang/StrictMath", "IEEEremainder", "(DD)D", m_ieeerem },
	{ "java/lang/StrictMath", "atan2", "(DD)D", m_atan2 },
	{ "java/lang/StrictMath", "hypot", "(DD)D", m_hypot },
	{ "java/lang/StrictMath", "pow", "(DD)D", m_pow },
	{ "java/lang/reflect/Array", "newArray0", "(Ljava/lang/Class;I)Ljava/lang/Object;", arr_newArray0 },
	{ "java/lang/reflect/Array", "getLength", "(Ljava/lang/Object;)I", arr_getLength },
	{ NULL, NULL, NULL, NULL }
};

