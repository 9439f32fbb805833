/*
 * jni.c -- the JNIEnv function table and the JavaVM table handed to
 * natives (JNI specification, chapter 4), over the VM core.
 *
 * Every function that touches the heap runs between JNI_IN and JNI_OUT
 * (jni_internal.h): the native calling it is in a safe region, and the
 * function leaves it while it works.  References are object addresses;
 * whatever a function returns is entered in the local table first.
 * Field and element accesses go through jni_access (the GOS check).
 *
 * The typed families (Call<Type>Method[V|A] in three dispatch kinds,
 * Get/Set<Type>Field, the eight primitive array families) are generated
 * by the macros below from one list of types, so each behaviour is
 * written once.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jni_internal.h"
#include "utf8.h"

#define ENV(env) ((VmJniEnv *)(env))

static VmClass *class_of(jclass c)
{
	VmObject *o = vm_jni_deref(c);
	return o ? vm_class_of_object(o) : NULL;
}

static bool null_check(VmThread *t, const void *p)
{
	if (p)
		return true;
	vm_throw(t, "java/lang/NullPointerException", NULL);
	return false;
}

/* Is [start, start + len) inside a's elements? */
static inline bool in_bounds(const VmArray *a, jsize start, jsize len)
{
	return start >= 0 && len >= 0 && (int64_t)start + len <= a->length;
}

/* ---------------------------------------------------------- version */

static jint JNICALL jni_GetVersion(JNIEnv *env)
{
	JNI_CHECK_CRITICAL(env);
	return JNI_VERSION_10;
}

/* ------------------------------------------------------------ classes */

/* One namespace (loader.c): a non-null loader defines the class as an
 * application class, null as a class-library one (its getClassLoader()
 * is null, as for the boot loader).  Not initialised, as on the JDK.  A
 * NULL or negative-length buffer is an empty one (ClassFormatError). */
static jclass JNICALL jni_DefineClass(JNIEnv *env, const char *name, jobject loader,
				      const jbyte *buf, jsize len)
{
	jclass r = NULL;
	VmClass *c;
	VmObject *l;
	JNI_IN(env);

	if (!buf || len < 0)
		len = 0;
	l = loader ? vm_jni_deref(loader) : NULL;
	if (l && strcmp(l->clazz->name, "java/lang/ClassLoader$App") != 0 &&
	    strcmp(l->clazz->name, "java/lang/ClassLoader$Platform") != 0)
		/* a user class loader defines it, in its own namespace */
		c = vm_define_class_in(t, l, name, (const uint8_t *)buf, (size_t)len);
	else
		c = vm_define_class(t, name, (const uint8_t *)buf, (size_t)len, l != NULL);
	if (c)
		r = vm_jni_local(ENV(env), vm_class_object(t, c));
	JNI_OUT();
	return r;
}

static jclass JNICALL jni_FindClass(JNIEnv *env, const char *name)
{
	jclass r = NULL;
	VmClass *c;
	JNI_IN(env);

	if (null_check(t, name) && (c = vm_load_class(t, name)) && vm_ensure_init(t, c))
		r = vm_jni_local(ENV(env), vm_class_object(t, c));
	JNI_OUT();
	return r;
}

/*
 * Reflection conversions.  java.lang.reflect.Field, Method and Constructor
 * carry their declaring class (`clazz`) and `slot`, the member's index in
 * the VmClass's fields[] or methods[] table (java_lang_reflect.c); the way
 * back asks the class for its declared members and picks the one whose
 * slot matches.
 */
static bool member_of(VmThread *t, VmObject *r, VmClass **c, int32_t *slot)
{
	VmField *fc, *fs;

	if (!null_check(t, r))
		return false;
	fc = vm_find_field(r->clazz, vm_symbol("clazz"), vm_symbol("Ljava/lang/Class;"));
	fs = vm_find_field(r->clazz, vm_symbol("slot"), vm_symbol("I"));
	if (!fc || !fs || !VM_OBJ_FIELD(VmObject *, r, fc->offset)) {
		vm_throw(t, "java/lang/IllegalArgumentException", "not a reflected member");
		return false;
	}
	*c = vm_class_of_object(VM_OBJ_FIELD(VmObject *, r, fc->offset));
	*slot = VM_OBJ_FIELD(int32_t, r, fs->offset);
	return true;
}

static jmethodID JNICALL jni_FromReflectedMethod(JNIEnv *env, jobject method)
{
	VmMethod *m = NULL;
	VmClass *c;
	int32_t slot;
	JNI_IN(env);

	if (member_of(t, vm_jni_deref(method), &c, &slot)) {
		if (slot >= 0 && slot < c->n_methods)
			m = &c->methods[slot];
		else
			vm_throw(t, "java/lang/IllegalArgumentException", "bad method slot");
	}
	JNI_OUT();
	return (jmethodID)m;
}

static jfieldID JNICALL jni_FromReflectedField(JNIEnv *env, jobject field)
{
	VmField *f = NULL;
	VmClass *c;
	int32_t slot;
	JNI_IN(env);

	if (member_of(t, vm_jni_deref(field), &c, &slot)) {
		if (slot >= 0 && slot < c->n_fields)
			f = &c->fields[slot];
		else
			vm_throw(t, "java/lang/IllegalArgumentException", "bad field slot");
	}
	JNI_OUT();
	return (jfieldID)f;
}

/* The reflected member of c at slot, from c's declared members (name and
 * descriptor of the Class method that lists them). */
static jobject to_reflected(JNIEnv *env, VmClass *c, int32_t slot, const char *lister, const char *desc)
{
	VmSlot r[2];
	VmArray *arr;
	jobject res = NULL;
	int32_t i;
	JNI_IN(env);

	if (null_check(t, c) &&
	    vm_call_virtual(t, vm_class_object(t, c), lister, desc, NULL, 0, r) && r[0].l) {
		arr = (VmArray *)r[0].l;
		for (i = 0; i < arr->length && !res; i++) {
			VmObject *mo = VM_ARRAY_ELEMS(VmObject *, arr)[i];
			VmClass *mc;
			int32_t ms;
			if (mo && member_of(t, mo, &mc, &ms) && mc == c && ms == slot)
				res = vm_jni_local(ENV(env), mo);
		}
		if (!res && !t->exception)
			vm_throw(t, "java/lang/IllegalArgumentException", "no such member");
	}
	JNI_OUT();
	return res;
}

static jobject JNICALL jni_ToReflectedMethod(JNIEnv *env, jclass cls, jmethodID id, jboolean st)
{
	VmMethod *m = (VmMethod *)id;

	if (!m)
		return NULL;
	if (m->name == vm_symbol("<init>"))
		return to_reflected(env, m->clazz, (int32_t)(m - m->clazz->methods), "getDeclaredConstructors",
				    "()[Ljava/lang/reflect/Constructor;");
	return to_reflected(env, m->clazz, (int32_t)(m - m->clazz->methods), "getDeclaredMethods",
			    "()[Ljava/lang/reflect/Method;");
}

static jobject JNICALL jni_ToReflectedField(JNIEnv *env, jclass cls, jfieldID id, jboolean st)
{
	VmField *f = (VmField *)id;

	if (!f)
		return NULL;
	return to_reflected(env, f->clazz, (int32_t)(f - f->clazz->fields), "getDeclaredFields",
			    "()[Ljava/lang/reflect/Field;");
}

static jclass JNICALL jni_GetSuperclass(JNIEnv *env, jclass cls)
{
	jclass r = NULL;
	VmClass *c;
	JNI_IN(env);

	c = class_of(cls);
	if (c && !vm_class_is_interface(c) && c->super)
		r = vm_jni_local(ENV(env), vm_class_object(t, c->super));
	JNI_OUT();
	return r;
}

static jboolean JNICALL jni_IsAssignableFrom(JNIEnv *env, jclass from, jclass to)
{
	VmClass *a = class_of(from), *b = class_of(to);
	JNI_CHECK_CRITICAL(env);
	return a && b && vm_is_subclass(a, b);
}

/* --------------------------------------------------------- exceptions */

static jint JNICALL jni_Throw(JNIEnv *env, jthrowable obj)
{
	VmObject *o = vm_jni_deref(obj);
	JNI_CHECK_CRITICAL(env);

	if (!o)
		return JNI_ERR;
	ENV(env)->t->exception = o;
	return JNI_OK;
}

static jint JNICALL jni_ThrowNew(JNIEnv *env, jclass cls, const char *msg)
{
	VmClass *c = class_of(cls);
	VmMethod *ctor;
	VmObject *o;
	VmSlot a[2], r[2];
	jint rc = JNI_ERR;
	JNI_IN(env);

	if (!c || !vm_ensure_init(t, c))
		goto out;
	ctor = vm_find_declared_method(c, vm_symbol("<init>"), vm_symbol("(Ljava/lang/String;)V"));
	if (!ctor) {
		vm_throw(t, "java/lang/NoSuchMethodError", "<init>");
		goto out;
	}
	o = vm_new_object(t, c);
	if (!o)
		goto out;
	a[0].l = o;
	a[1].l = NULL;
	if (msg && !(a[1].l = vm_string_from_utf8(t, msg)))
		goto out;
	if (!vm_call(t, ctor, a, r))
		goto out;
	t->exception = o;
	rc = JNI_OK;
out:
	JNI_OUT();
	return rc;
}

static jthrowable JNICALL jni_ExceptionOccurred(JNIEnv *env)
{
	jthrowable r;
	JNI_IN_X(env);

	r = vm_jni_local(ENV(env), t->exception);
	JNI_OUT();
	return r;
}

static void JNICALL jni_ExceptionDescribe(JNIEnv *env)
{
	VmObject *ex;
	JNI_IN_X(env);

	ex = t->exception;
	t->exception = NULL;
	if (ex)
		vm_report_uncaught(t, ex);
	t->exception = NULL;
	JNI_OUT();
}

static void JNICALL jni_ExceptionClear(JNIEnv *env)
{
	JNI_CHECK_CRITICAL(env);
	ENV(env)->t->exception = NULL;
}

static jboolean JNICALL jni_ExceptionCheck(JNIEnv *env)
{
	JNI_CHECK_CRITICAL(env);
	return ENV(env)->t->exception != NULL;
}

static void JNICALL jni_FatalError(JNIEnv *env, const char *msg)
{
	/* On stdout, as the stock JVM prints it. */
	fflush(stdout);
	fprintf(stdout, "FATAL ERROR in native method: %s\n", msg ? msg : "");
	fflush(stdout);
	abort();
}

/* --------------------------------------------------------- references */

static jint JNICALL jni_PushLocalFrame(JNIEnv *env, jint capacity)
{
	jint rc = JNI_OK;
	JNI_IN_X(env);

	if (capacity < 0 || !vm_jni_push_frame(ENV(env), (size_t)capacity)) {
		vm_throw_object(t, vm_wk.oom);
		rc = JNI_ENOMEM;
	}
	JNI_OUT();
	return rc;
}

static jobject JNICALL jni_PopLocalFrame(JNIEnv *env, jobject result)
{
	VmObject *o = vm_jni_deref(result);
	jobject r;
	JNI_IN_X(env);

	vm_jni_pop_frame(ENV(env));
	r = vm_jni_local(ENV(env), o);
	JNI_OUT();
	return r;
}

static jint JNICALL jni_EnsureLocalCapacity(JNIEnv *env, jint capacity)
{
	jint rc = JNI_OK;
	JNI_IN(env);

	/* A frame of that capacity pushed and popped leaves the room behind. */
	if (capacity < 0 || !vm_jni_push_frame(ENV(env), (size_t)capacity)) {
		vm_throw_object(t, vm_wk.oom);
		rc = JNI_ENOMEM;
	} else {
		vm_jni_pop_frame(ENV(env));
	}
	JNI_OUT();
	return rc;
}

static jobject JNICALL jni_NewGlobalRef(JNIEnv *env, jobject ref)
{
	jobject r;
	JNI_IN(env);

	r = vm_jni_new_global(vm_jni_deref(ref), false);
	JNI_OUT();
	return r;
}

static void JNICALL jni_DeleteGlobalRef(JNIEnv *env, jobject ref)
{
	JNI_IN_X(env);
	vm_jni_delete_global(ref, false);
	JNI_OUT();
}

static jweak JNICALL jni_NewWeakGlobalRef(JNIEnv *env, jobject ref)
{
	jobject r;
	JNI_IN(env);

	r = vm_jni_new_global(vm_jni_deref(ref), true);
	JNI_OUT();
	return r;
}

static void JNICALL jni_DeleteWeakGlobalRef(JNIEnv *env, jweak ref)
{
	JNI_IN_X(env);
	vm_jni_delete_global(ref, true);
	JNI_OUT();
}

static void JNICALL jni_DeleteLocalRef(JNIEnv *env, jobject ref)
{
	JNI_CHECK_CRITICAL(env);
	vm_jni_delete_local(ENV(env), ref);
}

static jobject JNICALL jni_NewLocalRef(JNIEnv *env, jobject ref)
{
	jobject r;
	JNI_IN(env);

	r = vm_jni_local(ENV(env), vm_jni_deref(ref));
	JNI_OUT();
	return r;
}

static jboolean JNICALL jni_IsSameObject(JNIEnv *env, jobject a, jobject b)
{
	JNI_CHECK_CRITICAL(env);
	return vm_jni_deref(a) == vm_jni_deref(b);
}

static jobjectRefType JNICALL jni_GetObjectRefType(JNIEnv *env, jobject ref)
{
	jobjectRefType r;
	JNI_IN(env);

	r = vm_jni_ref_type(ENV(env), ref);
	JNI_OUT();
	return r;
}

/* ------------------------------------------------------------ calling */

enum { CALL_VIRTUAL, CALL_NONVIRTUAL, CALL_STATIC };

/* Arguments of m into slots from s on, from jvalues or a va_list (whose
 * small integers arrive as int and floats as double).  Returns the slot
 * count, or -1 if there are too many. */
static int args_to_slots(const VmMethod *m, VmSlot *a, int s, int max, const jvalue *jv, va_list *ap)
{
	const char *p = m->desc + 1;
	int k = 0;

	while (*p && *p != ')') {
		char c = *p;
		while (*p == '[')
			p++;
		if (*p == 'L')
			p = strchr(p, ';');
		if (!p)
			return -1;
		p++;
		if (s + 2 > max)
			return -1;
		switch (c) {
		case 'Z': a[s++].i = jv ? jv[k].z : (jboolean)va_arg(*ap, int); break;
		case 'B': a[s++].i = jv ? jv[k].b : (jbyte)va_arg(*ap, int); break;
		case 'C': a[s++].i = jv ? jv[k].c : (jchar)va_arg(*ap, int); break;
		case 'S': a[s++].i = jv ? jv[k].s : (jshort)va_arg(*ap, int); break;
		case 'I': a[s++].i = jv ? jv[k].i : va_arg(*ap, jint); break;
		case 'F': a[s++].f = jv ? jv[k].f : (jfloat)va_arg(*ap, double); break;
		case 'J': vm_slot_set_long(&a[s], jv ? jv[k].j : va_arg(*ap, jlong)); s += 2; break;
		case 'D': vm_slot_set_double(&a[s], jv ? jv[k].d : va_arg(*ap, double)); s += 2; break;
		default: a[s++].l = vm_jni_deref(jv ? jv[k].l : va_arg(*ap, jobject)); break;
		}
		k++;
	}
	return s;
}

/* Call method id on obj (virtual: dispatched on obj's class; nonvirtual:
 * id itself) or as a static method; result in ret[0..1]. */
static bool jni_call(VmThread *t, jobject obj, jmethodID id, int kind, const jvalue *jv,
		     va_list *ap, VmSlot *ret)
{
	VmMethod *m = (VmMethod *)id;
	VmSlot a[260];
	int s = 0;

	ret[0].w = 0;
	ret[1].w = 0;
	if (!null_check(t, m))
		return false;
	if (kind != CALL_STATIC) {
		VmObject *o = vm_jni_deref(obj);
		if (!null_check(t, o))
			return false;
		a[s++].l = o;
		if (kind == CALL_VIRTUAL && !(m->access & ACC_PRIVATE) && m->name[0] != '<') {
			if (vm_class_is_interface(m->clazz))
				m = vm_find_virtual(o->clazz, m);
			else if (m->vtable_index >= 0 && (uint32_t)m->vtable_index < o->clazz->vtable_len)
				m = o->clazz->vtable[m->vtable_index];
			if (!m) {
				vm_throw(t, "java/lang/AbstractMethodError", "%s", ((VmMethod *)id)->name);
				return false;
			}
		}
	} else if (!vm_ensure_init(t, m->clazz)) {
		return false;
	}
	s = args_to_slots(m, a, s, (int)(sizeof a / sizeof a[0]), jv, ap);
	if (s < 0) {
		vm_throw(t, "java/lang/IllegalArgumentException", "too many arguments");
		return false;
	}
	return vm_call(t, m, a, ret);
}

/* The value of a result in ret slots as each Call<Type> returns it. */
#define RET_Object(e, r) vm_jni_local((e), (r)[0].l)
#define RET_Boolean(e, r) ((jboolean)(r)[0].i)
#define RET_Byte(e, r) ((jbyte)(r)[0].i)
#define RET_Char(e, r) ((jchar)(r)[0].i)
#define RET_Short(e, r) ((jshort)(r)[0].i)
#define RET_Int(e, r) ((jint)(r)[0].i)
#define RET_Long(e, r) ((jlong)vm_slot_get_long(r))
#define RET_Float(e, r) ((r)[0].f)
#define RET_Double(e, r) vm_slot_get_double(r)

/* One dispatch kind for one result type: the V, A and varargs forms.
 * PARAMS/ARGS: the receiver parameters (obj; obj, cls; cls). */
#define CALL_FAMILY(T, R, PRE, KIND, RECV, PARAMS) \
static R JNICALL jni_##PRE##T##MethodV(JNIEnv *env, PARAMS, jmethodID id, va_list ap) \
{ \
	VmSlot rs[2]; va_list cp; R r; JNI_IN(env); \
	va_copy(cp, ap); \
	jni_call(t, RECV, id, KIND, NULL, &cp, rs); \
	va_end(cp); \
	r = t->exception ? (R)0 : RET_##T(ENV(env), rs); \
	JNI_OUT(); \
	return r; \
} \
static R JNICALL jni_##PRE##T##MethodA(JNIEnv *env, PARAMS, jmethodID id, const jvalue *args) \
{ \
	VmSlot rs[2]; R r; JNI_IN(env); \
	jni_call(t, RECV, id, KIND, args, NULL, rs); \
	r = t->exception ? (R)0 : RET_##T(ENV(env), rs); \
	JNI_OUT(); \
	return r; \
} \
static R JNICALL jni_##PRE##T##Method(JNIEnv *env, PARAMS, jmethodID id, ...) \
{ \
	va_list ap; R r; \
	va_start(ap, id); \
	r = jni_##PRE##T##MethodV(env, RECV_ARGS_##PRE, id, ap); \
	va_end(ap); \
	return r; \
}
#define CALL_VOID(PRE, KIND, RECV, PARAMS) \
static void JNICALL jni_##PRE##VoidMethodV(JNIEnv *env, PARAMS, jmethodID id, va_list ap) \
{ \
	VmSlot rs[2]; va_list cp; JNI_IN(env); \
	va_copy(cp, ap); \
	jni_call(t, RECV, id, KIND, NULL, &cp, rs); \
	va_end(cp); \
	JNI_OUT(); \
} \
static void JNICALL jni_##PRE##VoidMethodA(JNIEnv *env, PARAMS, jmethodID id, const jvalue *args) \
{ \
	VmSlot rs[2]; JNI_IN(env); \
	jni_call(t, RECV, id, KIND, args, NULL, rs); \
	JNI_OUT(); \
} \
static void JNICALL jni_##PRE##VoidMethod(JNIEnv *env, PARAMS, jmethodID id, ...) \
{ \
	va_list ap; \
	va_start(ap, id); \
	jni_##PRE##VoidMethodV(env, RECV_ARGS_##PRE, id, ap); \
	va_end(ap); \
}
#define RECV_ARGS_Call obj
#define RECV_ARGS_CallNonvirtual obj, cls
#define RECV_ARGS_CallStatic cls
#define COMMA ,

#define JNI_TYPES(X, ...) \
	X(Object, jobject, __VA_ARGS__) X(Boolean, jboolean, __VA_ARGS__) \
	X(Byte, jbyte, __VA_ARGS__) X(Char, jchar, __VA_ARGS__) X(Short, jshort, __VA_ARGS__) \
	X(Int, jint, __VA_ARGS__) X(Long, jlong, __VA_ARGS__) X(Float, jfloat, __VA_ARGS__) \
	X(Double, jdouble, __VA_ARGS__)

#define VIRT(T, R, _) CALL_FAMILY(T, R, Call, CALL_VIRTUAL, obj, jobject obj)
#define NONVIRT(T, R, _) CALL_FAMILY(T, R, CallNonvirtual, CALL_NONVIRTUAL, obj, jobject obj COMMA jclass cls)
#define STATIC(T, R, _) CALL_FAMILY(T, R, CallStatic, CALL_STATIC, NULL, jclass cls)
JNI_TYPES(VIRT, _)
JNI_TYPES(NONVIRT, _)
JNI_TYPES(STATIC, _)
CALL_VOID(Call, CALL_VIRTUAL, obj, jobject obj)
CALL_VOID(CallNonvirtual, CALL_NONVIRTUAL, obj, jobject obj COMMA jclass cls)
CALL_VOID(CallStatic, CALL_STATIC, NULL, jclass cls)

/* ----------------------------------------------------------- objects */

static VmObject *alloc_object(VmThread *t, VmClass *c)
{
	if (!null_check(t, c))
		return NULL;
	if (vm_class_is_interface(c) || (c->access & ACC_ABSTRACT) || c->prim_type || vm_class_is_array(c)) {
		char cn[512];
		vm_class_java_name(c, cn, sizeof cn);
		vm_throw(t, "java/lang/InstantiationException", "%s", cn);
		return NULL;
	}
	if (!vm_ensure_init(t, c))
		return NULL;
	return vm_new_object(t, c);
}

static jobject JNICALL jni_AllocObject(JNIEnv *env, jclass cls)
{
	jobject r;
	JNI_IN(env);

	r = vm_jni_local(ENV(env), alloc_object(t, class_of(cls)));
	JNI_OUT();
	return r;
}

static jobject new_object(JNIEnv *env, jclass cls, jmethodID id, const jvalue *jv, va_list *ap)
{
	jobject r = NULL;
	VmObject *o;
	VmSlot rs[2];
	JNI_IN(env);

	o = alloc_object(t, class_of(cls));
	if (o) {
		jobject ref = vm_jni_local(ENV(env), o);
		if (ref && jni_call(t, ref, id, CALL_NONVIRTUAL, jv, ap, rs))
			r = ref;
	}
	JNI_OUT();
	return r;
}

static jobject JNICALL jni_NewObjectV(JNIEnv *env, jclass cls, jmethodID id, va_list ap)
{
	va_list cp;
	jobject r;

	va_copy(cp, ap);
	r = new_object(env, cls, id, NULL, &cp);
	va_end(cp);
	return r;
}

static jobject JNICALL jni_NewObjectA(JNIEnv *env, jclass cls, jmethodID id, const jvalue *args)
{
	return new_object(env, cls, id, args, NULL);
}

static jobject JNICALL jni_NewObject(JNIEnv *env, jclass cls, jmethodID id, ...)
{
	va_list ap;
	jobject r;

	va_start(ap, id);
	r = jni_NewObjectV(env, cls, id, ap);
	va_end(ap);
	return r;
}

static jclass JNICALL jni_GetObjectClass(JNIEnv *env, jobject obj)
{
	jclass r = NULL;
	VmObject *o = vm_jni_deref(obj);
	JNI_IN(env);

	if (null_check(t, o))
		r = vm_jni_local(ENV(env), vm_class_object(t, o->clazz));
	JNI_OUT();
	return r;
}

static jboolean JNICALL jni_IsInstanceOf(JNIEnv *env, jobject obj, jclass cls)
{
	VmObject *o = vm_jni_deref(obj);
	JNI_CHECK_CRITICAL(env);
	return !o || vm_instance_of(o, class_of(cls));
}

/* ------------------------------------------------- method and field IDs */

static VmMethod *method_id(JNIEnv *env, jclass cls, const char *name, const char *sig, bool is_static)
{
	VmClass *c = class_of(cls);
	VmMethod *m = NULL;
	JNI_IN(env);

	if (null_check(t, c) && null_check(t, name) && null_check(t, sig) && vm_ensure_init(t, c)) {
		const char *n = vm_symbol(name), *d = vm_symbol(sig);
		m = name[0] == '<' ? vm_find_declared_method(c, n, d) : vm_find_method(c, n, d);
		/* The stock JVM's messages: the name when there is no such
		 * method, the full descriptor when it is of the wrong kind. */
		if (!m) {
			vm_throw(t, "java/lang/NoSuchMethodError", "%s", name);
		} else if (!(m->access & ACC_STATIC) != !is_static) {
			m = NULL;
			vm_throw(t, "java/lang/NoSuchMethodError", "%s%s%s.%s%s", c->name[0] == '[' ? "" : "L",
				 c->name, c->name[0] == '[' ? "" : ";", name, sig);
		}
	}
	JNI_OUT();
	return m;
}

static jmethodID JNICALL jni_GetMethodID(JNIEnv *env, jclass cls, const char *name, const char *sig)
{
	return (jmethodID)method_id(env, cls, name, sig, false);
}

static jmethodID JNICALL jni_GetStaticMethodID(JNIEnv *env, jclass cls, const char *name, const char *sig)
{
	return (jmethodID)method_id(env, cls, name, sig, true);
}

static VmField *field_id(JNIEnv *env, jclass cls, const char *name, const char *sig, bool is_static)
{
	VmClass *c = class_of(cls);
	VmField *f = NULL;
	JNI_IN(env);

	if (null_check(t, c) && null_check(t, name) && null_check(t, sig) && vm_ensure_init(t, c)) {
		f = vm_find_field(c, vm_symbol(name), vm_symbol(sig));
		if (!f || !(f->access & ACC_STATIC) != !is_static) {
			char cn[512];
			f = NULL;
			vm_class_java_name(c, cn, sizeof cn);
			/* As the stock JVM words them. */
			if (is_static)
				vm_throw(t, "java/lang/NoSuchFieldError", "%s", name);
			else
				vm_throw(t, "java/lang/NoSuchFieldError", "%s.%s %s", cn, name, sig);
		}
	}
	JNI_OUT();
	return f;
}

static jfieldID JNICALL jni_GetFieldID(JNIEnv *env, jclass cls, const char *name, const char *sig)
{
	return (jfieldID)field_id(env, cls, name, sig, false);
}

static jfieldID JNICALL jni_GetStaticFieldID(JNIEnv *env, jclass cls, const char *name, const char *sig)
{
	return (jfieldID)field_id(env, cls, name, sig, true);
}

/* ------------------------------------------------------------- fields */

/* Read or write the field f of base (an object, or a statics block)
 * through the access layer; volatile fields atomically. */
static bool field_get(VmThread *t, VmObject *base, const VmField *f, jvalue *v)
{
	char *p;
	bool vol = (f->access & ACC_VOLATILE) != 0;

	memset(v, 0, sizeof *v);
	if (!null_check(t, base) || !jni_access(t, base, false))
		return false;
	p = (char *)base + f->offset;
	switch (f->type) {
	case 'Z': v->z = vol ? __atomic_load_n((uint8_t *)p, __ATOMIC_SEQ_CST) : *(uint8_t *)p; break;
	case 'B': v->b = vol ? __atomic_load_n((int8_t *)p, __ATOMIC_SEQ_CST) : *(int8_t *)p; break;
	case 'C': v->c = vol ? __atomic_load_n((uint16_t *)p, __ATOMIC_SEQ_CST) : *(uint16_t *)p; break;
	case 'S': v->s = vol ? __atomic_load_n((int16_t *)p, __ATOMIC_SEQ_CST) : *(int16_t *)p; break;
	case 'I': v->i = vol ? __atomic_load_n((int32_t *)p, __ATOMIC_SEQ_CST) : *(int32_t *)p; break;
	case 'F': { uint32_t b = vol ? __atomic_load_n((uint32_t *)p, __ATOMIC_SEQ_CST) : *(uint32_t *)p; memcpy(&v->f, &b, 4); break; }
	case 'J': v->j = vol ? vm_volatile_get_long(base, f->offset) : *(int64_t *)p; break;
	case 'D': if (vol) { int64_t b = vm_volatile_get_long(base, f->offset); memcpy(&v->d, &b, 8); } else memcpy(&v->d, p, 8); break;
	default: v->l = (jobject)(vol ? __atomic_load_n((VmObject **)p, __ATOMIC_SEQ_CST) : *(VmObject **)p); break;
	}
	return true;
}

static void field_set(VmThread *t, VmObject *base, const VmField *f, jvalue v)
{
	char *p;
	bool vol = (f->access & ACC_VOLATILE) != 0;

	if (!null_check(t, base) || !jni_access(t, base, true))
		return;
	p = (char *)base + f->offset;
	switch (f->type) {
	case 'Z': case 'B': __atomic_store_n((uint8_t *)p, (uint8_t)v.b, vol ? __ATOMIC_SEQ_CST : __ATOMIC_RELAXED); break;
	case 'C': case 'S': __atomic_store_n((uint16_t *)p, v.c, vol ? __ATOMIC_SEQ_CST : __ATOMIC_RELAXED); break;
	case 'I': __atomic_store_n((int32_t *)p, v.i, vol ? __ATOMIC_SEQ_CST : __ATOMIC_RELAXED); break;
	case 'F': { uint32_t b; memcpy(&b, &v.f, 4); __atomic_store_n((uint32_t *)p, b, vol ? __ATOMIC_SEQ_CST : __ATOMIC_RELAXED); break; }
	case 'J': if (vol) vm_volatile_put_long(base, f->offset, v.j); else memcpy(p, &v.j, 8); break;
	case 'D': { int64_t b; memcpy(&b, &v.d, 8); if (vol) vm_volatile_put_long(base, f->offset, b); else memcpy(p, &b, 8); break; }
	default: __atomic_store_n((VmObject **)p, vm_jni_deref(v.l), vol ? __ATOMIC_SEQ_CST : __ATOMIC_RELAXED); break;
	}
}

static VmObject *statics_of(jfieldID id)
{
	return id ? ((VmField *)id)->clazz->statics : NULL;
}

#define JV_Object l
#define JV_Boolean z
#define JV_Byte b
#define JV_Char c
#define JV_Short s
#define JV_Int i
#define JV_Long j
#define JV_Float f
#define JV_Double d
/* A reference read from a field is entered in the local table. */
#define FIELD_RESULT(T, e, v) FIELD_RESULT_##T(e, v)
#define FIELD_RESULT_Object(e, v) vm_jni_local((e), (VmObject *)(v).l)
#define FIELD_RESULT_Boolean(e, v) (v).z
#define FIELD_RESULT_Byte(e, v) (v).b
#define FIELD_RESULT_Char(e, v) (v).c
#define FIELD_RESULT_Short(e, v) (v).s
#define FIELD_RESULT_Int(e, v) (v).i
#define FIELD_RESULT_Long(e, v) (v).j
#define FIELD_RESULT_Float(e, v) (v).f
#define FIELD_RESULT_Double(e, v) (v).d

/* References are never on the fast path (local table, GC marking). */
#define FAST_Object 0
#define FAST_Boolean 1
#define FAST_Byte 1
#define FAST_Char 1
#define FAST_Short 1
#define FAST_Int 1
#define FAST_Long 1
#define FAST_Float 1
#define FAST_Double 1

#define FIELDS(T, R, _) \
static R JNICALL jni_Get##T##Field(JNIEnv *env, jobject obj, jfieldID id) \
{ \
	jvalue v; R r; \
	if (FAST_##T && id && jni_fast(vm_jni_deref(obj))) { \
		field_get(NULL, vm_jni_deref(obj), (VmField *)id, &v); \
		return FIELD_RESULT(T, ENV(env), v); \
	} \
	{ \
	JNI_IN(env); \
	field_get(t, vm_jni_deref(obj), (VmField *)id, &v); \
	r = FIELD_RESULT(T, ENV(env), v); \
	JNI_OUT(); \
	return r; \
	} \
} \
static void JNICALL jni_Set##T##Field(JNIEnv *env, jobject obj, jfieldID id, R value) \
{ \
	jvalue v; \
	memset(&v, 0, sizeof v); v.JV_##T = value; \
	if (FAST_##T && id && jni_fast(vm_jni_deref(obj))) { \
		field_set(NULL, vm_jni_deref(obj), (VmField *)id, v); \
		return; \
	} \
	{ \
	JNI_IN(env); \
	field_set(t, vm_jni_deref(obj), (VmField *)id, v); \
	JNI_OUT(); \
	} \
} \
static R JNICALL jni_GetStatic##T##Field(JNIEnv *env, jclass cls, jfieldID id) \
{ \
	jvalue v; R r; \
	if (FAST_##T && jni_fast(statics_of(id))) { \
		field_get(NULL, statics_of(id), (VmField *)id, &v); \
		return FIELD_RESULT(T, ENV(env), v); \
	} \
	{ \
	JNI_IN(env); \
	field_get(t, statics_of(id), (VmField *)id, &v); \
	r = FIELD_RESULT(T, ENV(env), v); \
	JNI_OUT(); \
	return r; \
	} \
} \
static void JNICALL jni_SetStatic##T##Field(JNIEnv *env, jclass cls, jfieldID id, R value) \
{ \
	jvalue v; \
	memset(&v, 0, sizeof v); v.JV_##T = value; \
	if (FAST_##T && jni_fast(statics_of(id))) { \
		field_set(NULL, statics_of(id), (VmField *)id, v); \
		return; \
	} \
	{ \
	JNI_IN(env); \
	field_set(t, statics_of(id), (VmField *)id, v); \
	JNI_OUT(); \
	} \
}
JNI_TYPES(FIELDS, _)

/* ------------------------------------------------------------ strings */

static VmArray *string_value(VmThread *t, VmObject *s)
{
	VmArray *v = VM_OBJ_FIELD(VmArray *, s, vm_wk.string_value);
	return v && jni_access(t, &v->hdr, false) ? v : NULL;
}

static jstring JNICALL jni_NewString(JNIEnv *env, const jchar *chars, jsize len)
{
	jstring r = NULL;
	JNI_IN(env);

	if (len < 0)
		vm_throw(t, "java/lang/NegativeArraySizeException", "%d", len);
	else if (len == 0 || null_check(t, chars))
		r = vm_jni_local(ENV(env), vm_string_from_utf16(t, chars, len));
	JNI_OUT();
	return r;
}

static jsize JNICALL jni_GetStringLength(JNIEnv *env, jstring str)
{
	VmObject *s = vm_jni_deref(str);
	jsize n = 0;

	if (jni_fast(s) && jni_fast(VM_OBJ_FIELD(VmArray *, s, vm_wk.string_value)))
		return vm_string_length(s);
	JNI_IN(env);

	if (null_check(t, s) && string_value(t, s))
		n = vm_string_length(s);
	JNI_OUT();
	return n;
}

static const jchar *JNICALL jni_GetStringChars(JNIEnv *env, jstring str, jboolean *isCopy)
{
	VmObject *s = vm_jni_deref(str);
	jchar *p = NULL;
	JNI_IN(env);

	if (null_check(t, s) && string_value(t, s)) {
		int32_t n = vm_string_length(s);
		p = malloc(((size_t)n + 1) * sizeof *p);
		if (!p) {
			vm_throw_object(t, vm_wk.oom);
		} else {
			memcpy(p, vm_string_chars(s), (size_t)n * sizeof *p);
			p[n] = 0;
			if (isCopy)
				*isCopy = JNI_TRUE;
			if (vm_jni_check)
				vm_jni_check_copy_made(p);
		}
	}
	JNI_OUT();
	return p;
}

static void JNICALL jni_ReleaseStringChars(JNIEnv *env, jstring str, const jchar *chars)
{
	JNI_CHECK_CRITICAL(env);
	if (vm_jni_check)
		vm_jni_check_release(str, chars, false, "ReleaseStringChars", true);
	free((void *)chars);
}

static jstring JNICALL jni_NewStringUTF(JNIEnv *env, const char *utf)
{
	jstring r = NULL;
	JNI_IN(env);

	if (utf)
		r = vm_jni_local(ENV(env), vm_string_from_utf8(t, utf));
	JNI_OUT();
	return r;
}

/* Bytes of the modified UTF-8 form of n UTF-16 units. */
static jsize mutf8_size(const uint16_t *u, int32_t n)
{
	jsize size = 0;
	int32_t i;

	for (i = 0; i < n; i++)
		size += (u[i] != 0 && u[i] < 0x80) ? 1 : u[i] < 0x800 ? 2 : 3;
	return size;
}

static jsize JNICALL jni_GetStringUTFLength(JNIEnv *env, jstring str)
{
	VmObject *s = vm_jni_deref(str);
	jsize n = 0;
	JNI_IN(env);

	if (null_check(t, s) && string_value(t, s))
		n = mutf8_size(vm_string_chars(s), vm_string_length(s));
	JNI_OUT();
	return n;
}

static const char *JNICALL jni_GetStringUTFChars(JNIEnv *env, jstring str, jboolean *isCopy)
{
	VmObject *s = vm_jni_deref(str);
	char *p = NULL;
	JNI_IN(env);

	if (null_check(t, s) && string_value(t, s)) {
		p = vm_utf16_to_mutf8(vm_string_chars(s), (size_t)vm_string_length(s));
		if (!p) {
			vm_throw_object(t, vm_wk.oom);
		} else {
			if (isCopy)
				*isCopy = JNI_TRUE;
			if (vm_jni_check)
				vm_jni_check_copy_made(p);
		}
	}
	JNI_OUT();
	return p;
}

static void JNICALL jni_ReleaseStringUTFChars(JNIEnv *env, jstring str, const char *chars)
{
	JNI_CHECK_CRITICAL(env);
	if (vm_jni_check)
		vm_jni_check_release(str, chars, false, "ReleaseStringUTFChars", true);
	free((void *)chars);
}

static bool string_range(VmThread *t, VmObject *s, jsize start, jsize len)
{
	if (!null_check(t, s) || !string_value(t, s))
		return false;
	if (start < 0 || len < 0 || (int64_t)start + len > vm_string_length(s)) {
		vm_throw(t, "java/lang/StringIndexOutOfBoundsException", NULL);
		return false;
	}
	return true;
}

static void JNICALL jni_GetStringRegion(JNIEnv *env, jstring str, jsize start, jsize len, jchar *buf)
{
	VmObject *s = vm_jni_deref(str);
	VmArray *v = s ? VM_OBJ_FIELD(VmArray *, s, vm_wk.string_value) : NULL;

	if (jni_fast(s) && jni_fast(v) && in_bounds(v, start, len)) {
		memcpy(buf, vm_string_chars(s) + start, (size_t)len * sizeof *buf);
		return;
	}
	JNI_IN(env);

	if (string_range(t, s, start, len) && len > 0)
		memcpy(buf, vm_string_chars(s) + start, (size_t)len * sizeof *buf);
	JNI_OUT();
}

static void JNICALL jni_GetStringUTFRegion(JNIEnv *env, jstring str, jsize start, jsize len, char *buf)
{
	VmObject *s = vm_jni_deref(str);
	JNI_IN(env);

	if (string_range(t, s, start, len)) {
		char *p = vm_utf16_to_mutf8(vm_string_chars(s) + start, (size_t)len);
		if (!p) {
			vm_throw_object(t, vm_wk.oom);
		} else {
			strcpy(buf, p);
			free(p);
		}
	}
	JNI_OUT();
}

/* The characters themselves: the heap does not move them. */
static const jchar *JNICALL jni_GetStringCritical(JNIEnv *env, jstring str, jboolean *isCopy)
{
	VmObject *s = vm_jni_deref(str);
	const jchar *p = NULL;
	JNI_IN_OK(env, VM_JNI_OK_CRITICAL);

	if (null_check(t, s) && string_value(t, s)) {
		p = vm_string_chars(s);
		if (isCopy)
			*isCopy = JNI_FALSE;
		if (vm_jni_check)
			ENV(env)->critical++;
	}
	JNI_OUT();
	return p;
}

static void JNICALL jni_ReleaseStringCritical(JNIEnv *env, jstring str, const jchar *chars)
{
	if (vm_jni_check && ENV(env)->critical > 0)
		ENV(env)->critical--;
}

/* ------------------------------------------------------------- arrays */

static VmArray *array_of(VmThread *t, jarray ref, bool write)
{
	VmArray *a = (VmArray *)vm_jni_deref(ref);

	if (!null_check(t, a) || !jni_access(t, &a->hdr, write))
		return NULL;
	return a;
}

static jsize JNICALL jni_GetArrayLength(JNIEnv *env, jarray array)
{
	VmArray *a = (VmArray *)vm_jni_deref(array);
	jsize n = 0;

	if (jni_fast(a))
		return a->length;
	JNI_IN(env);

	a = array_of(t, array, false);
	if (a)
		n = a->length;
	JNI_OUT();
	return n;
}

static jobjectArray JNICALL jni_NewObjectArray(JNIEnv *env, jsize len, jclass cls, jobject init)
{
	VmClass *c = class_of(cls);
	VmObject *v = vm_jni_deref(init);
	VmArray *a = NULL;
	jobjectArray r;
	jsize i;
	JNI_IN(env);

	if (null_check(t, c))
		a = vm_new_object_array(t, c, len);
	for (i = 0; a && v && i < len; i++)
		VM_ARRAY_ELEMS(VmObject *, a)[i] = v;
	r = a ? vm_jni_local(ENV(env), &a->hdr) : NULL;
	JNI_OUT();
	return r;
}

static bool index_ok(VmThread *t, VmArray *a, jsize i)
{
	if (i >= 0 && i < a->length)
		return true;
	vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", "Index %d out of bounds for length %d",
		 i, a->length);
	return false;
}

static jobject JNICALL jni_GetObjectArrayElement(JNIEnv *env, jobjectArray array, jsize index)
{
	VmArray *a;
	jobject r = NULL;
	JNI_IN(env);

	a = array_of(t, array, false);
	if (a && index_ok(t, a, index))
		r = vm_jni_local(ENV(env), VM_ARRAY_ELEMS(VmObject *, a)[index]);
	JNI_OUT();
	return r;
}

static void JNICALL jni_SetObjectArrayElement(JNIEnv *env, jobjectArray array, jsize index, jobject value)
{
	VmObject *v = vm_jni_deref(value);
	VmArray *a;
	JNI_IN(env);

	a = array_of(t, array, true);
	if (a && index_ok(t, a, index)) {
		if (v && !vm_is_subclass(v->clazz, a->hdr.clazz->component)) {
			char vn[512], an[512];
			vm_class_java_name(v->clazz, vn, sizeof vn);
			vm_class_java_name(a->hdr.clazz->component, an, sizeof an);
			vm_throw(t, "java/lang/ArrayStoreException", "type mismatch: can not store %s to %s[%d]",
				 vn, an, index);
		} else {
			VM_ARRAY_ELEMS(VmObject *, a)[index] = v;
		}
	}
	JNI_OUT();
}

static bool region_ok(VmThread *t, VmArray *a, jsize start, jsize len)
{
	if (in_bounds(a, start, len))
		return true;
	vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException",
		 "Array region %d..%lld out of bounds for length %d", start,
		 (long long)start + len, a->length);
	return false;
}

/* The eight primitive array families.  Get<Type>ArrayElements hands out
 * a copy (as the stock JVM does), so the copy-back modes of Release are
 * observable: 0 copies back and frees, JNI_COMMIT copies back,
 * JNI_ABORT frees.  The copy follows a header that records its length,
 * so a release to another array (which the stock JVM copies into, even
 * under -Xcheck:jni) copies no more than both have; under -Xcheck:jni a
 * release of a pointer that is not an outstanding copy is fatal. */
typedef union ElemsHeader {
	size_t length;
	max_align_t align;        /* the elements after it stay aligned */
} ElemsHeader;

static void *elems_copy(VmThread *t, const VmArray *a, size_t elem)
{
	ElemsHeader *h = malloc(sizeof *h + (size_t)a->length * elem + 1);

	if (!h) {
		vm_throw_object(t, vm_wk.oom);
		return NULL;
	}
	h->length = (size_t)a->length;
	memcpy(h + 1, VM_ARRAY_DATA(a), (size_t)a->length * elem);
	if (vm_jni_check)
		vm_jni_check_copy_made(h + 1);
	return h + 1;
}

static void elems_release(JNIEnv *env, jarray array, void *elems, jint mode, size_t elem,
			  const char *fn)
{
	ElemsHeader *h = (ElemsHeader *)elems - 1;
	VmArray *a;
	JNI_IN_X(env);

	if (vm_jni_check)
		vm_jni_check_release(array, elems, mode == JNI_COMMIT, fn, false);
	if (mode != JNI_ABORT && (a = array_of(t, array, true)))
		memcpy(VM_ARRAY_DATA(a), elems, ((size_t)a->length < h->length ? (size_t)a->length : h->length) * elem);
	if (mode != JNI_COMMIT)
		free(h);
	JNI_OUT();
}

#define PRIM_ARRAYS(T, R, C) \
static R##Array JNICALL jni_New##T##Array(JNIEnv *env, jsize len) \
{ \
	R##Array r; JNI_IN(env); \
	r = vm_jni_local(ENV(env), (VmObject *)vm_new_prim_array(t, C, len)); \
	JNI_OUT(); \
	return r; \
} \
static R *JNICALL jni_Get##T##ArrayElements(JNIEnv *env, jarray array, jboolean *isCopy) \
{ \
	VmArray *a; R *p = NULL; JNI_IN(env); \
	a = array_of(t, array, false); \
	if (a && (p = elems_copy(t, a, sizeof(R))) && isCopy) \
		*isCopy = JNI_TRUE; \
	JNI_OUT(); \
	return p; \
} \
static void JNICALL jni_Release##T##ArrayElements(JNIEnv *env, jarray array, R *elems, jint mode) \
{ \
	elems_release(env, array, elems, mode, sizeof(R), "Release" #T "ArrayElements"); \
} \
static void JNICALL jni_Get##T##ArrayRegion(JNIEnv *env, jarray array, jsize start, jsize len, R *buf) \
{ \
	VmArray *a = (VmArray *)vm_jni_deref(array); \
	if (jni_fast(a) && in_bounds(a, start, len)) { \
		memcpy(buf, VM_ARRAY_ELEMS(R, a) + start, (size_t)len * sizeof(R)); \
		return; \
	} \
	{ \
	JNI_IN(env); \
	a = array_of(t, array, false); \
	if (a && region_ok(t, a, start, len) && len > 0) \
		memcpy(buf, VM_ARRAY_ELEMS(R, a) + start, (size_t)len * sizeof(R)); \
	JNI_OUT(); \
	} \
} \
static void JNICALL jni_Set##T##ArrayRegion(JNIEnv *env, jarray array, jsize start, jsize len, const R *buf) \
{ \
	VmArray *a = (VmArray *)vm_jni_deref(array); \
	if (jni_fast(a) && in_bounds(a, start, len)) { \
		memcpy(VM_ARRAY_ELEMS(R, a) + start, buf, (size_t)len * sizeof(R)); \
		return; \
	} \
	{ \
	JNI_IN(env); \
	a = array_of(t, array, true); \
	if (a && region_ok(t, a, start, len) && len > 0) \
		memcpy(VM_ARRAY_ELEMS(R, a) + start, buf, (size_t)len * sizeof(R)); \
	JNI_OUT(); \
	} \
}
PRIM_ARRAYS(Boolean, jboolean, 'Z')
PRIM_ARRAYS(Byte, jbyte, 'B')
PRIM_ARRAYS(Char, jchar, 'C')
PRIM_ARRAYS(Short, jshort, 'S')
PRIM_ARRAYS(Int, jint, 'I')
PRIM_ARRAYS(Long, jlong, 'J')
PRIM_ARRAYS(Float, jfloat, 'F')
PRIM_ARRAYS(Double, jdouble, 'D')

/* The elements themselves: the heap does not move them. */
static void *JNICALL jni_GetPrimitiveArrayCritical(JNIEnv *env, jarray array, jboolean *isCopy)
{
	VmArray *a = (VmArray *)vm_jni_deref(array);
	void *p = NULL;

	if (jni_fast(a)) {
		if (isCopy)
			*isCopy = JNI_FALSE;
		return VM_ARRAY_DATA(a);
	}
	JNI_IN_OK(env, VM_JNI_OK_CRITICAL);

	a = array_of(t, array, true);
	if (a) {
		p = VM_ARRAY_DATA(a);
		if (isCopy)
			*isCopy = JNI_FALSE;
		if (vm_jni_check)
			ENV(env)->critical++;
	}
	JNI_OUT();
	return p;
}

static void JNICALL jni_ReleasePrimitiveArrayCritical(JNIEnv *env, jarray array, void *carray, jint mode)
{
	if (vm_jni_check && ENV(env)->critical > 0)
		ENV(env)->critical--;
}

/* ------------------------------------------------------ native methods */

static jint JNICALL jni_RegisterNatives(JNIEnv *env, jclass cls, const JNINativeMethod *methods, jint n)
{
	VmClass *c = class_of(cls);
	jint i, rc = JNI_OK;
	JNI_IN(env);

	if (!null_check(t, c) || (n > 0 && !null_check(t, methods)))
		rc = JNI_ERR;
	for (i = 0; rc == JNI_OK && i < n; i++) {
		const JNINativeMethod *nm = &methods[i];
		VmMethod *m = NULL;
		char sig[1024];
		if (!nm->name || !nm->signature || !nm->fnPtr) {
			vm_throw(t, "java/lang/NullPointerException", NULL);
			rc = JNI_ERR;
			break;
		}
		m = vm_find_declared_method(c, vm_symbol(nm->name), vm_symbol(nm->signature));
		if (!m || !(m->access & ACC_NATIVE)) {
			vm_method_external_name(c, nm->name, nm->signature, sig, sizeof sig);
			vm_throw(t, "java/lang/NoSuchMethodError", "Method '%s' %s", sig,
				 m ? "is not declared as native" : "name or signature does not match");
			rc = JNI_ERR;
		} else if (!vm_jni_bind(t, m, nm->fnPtr)) {
			rc = JNI_ERR;
		}
	}
	JNI_OUT();
	return rc;
}

static jint JNICALL jni_UnregisterNatives(JNIEnv *env, jclass cls)
{
	VmClass *c = class_of(cls);
	uint16_t i;

	if (!c)
		return JNI_ERR;
	for (i = 0; i < c->n_methods; i++)
		vm_jni_unbind(&c->methods[i]);
	return JNI_OK;
}

/* ------------------------------------------------------------ monitors */

static jint JNICALL jni_MonitorEnter(JNIEnv *env, jobject obj)
{
	VmObject *o = vm_jni_deref(obj);
	jint rc = JNI_ERR;
	JNI_IN(env);

	if (null_check(t, o) && vm_monitor_enter(t, o))
		rc = JNI_OK;
	JNI_OUT();
	return rc;
}

static jint JNICALL jni_MonitorExit(JNIEnv *env, jobject obj)
{
	VmObject *o = vm_jni_deref(obj);
	jint rc = JNI_ERR;
	JNI_IN_X(env);

	if (null_check(t, o) && vm_monitor_exit(t, o))
		rc = JNI_OK;
	JNI_OUT();
	return rc;
}

/* ------------------------------------------------------ VM, buffers, modules */

static jint JNICALL jni_GetJavaVM(JNIEnv *env, JavaVM **vm)
{
	JNI_CHECK_CRITICAL(env);
	*vm = &vm_jni_vm;
	return JNI_OK;
}

/* The class library has no java.nio: direct buffers are not supported,
 * which the specification lets a VM say with these results. */
/* ---------------------------------------------------- direct byte buffers */

/*
 * Direct buffers are java.nio.DirectByteBuffer (libraries/javalib): the
 * elements are the byte array hb from index offset (allocateDirect), or
 * the native memory at address when hb is null (NewDirectByteBuffer),
 * which belongs to the process whose token is node.  These three are
 * written with the other JNI functions, through env, so each access goes
 * through their safe-region bracket and the GOS check; the class (a
 * global reference) and the IDs are looked up once.
 */
typedef struct DbbIds {
	jclass cls;
	jmethodID init;
	jfieldID hb, offset, address, node, here, capacity;
} DbbIds;

static DbbIds dbb;                /* cls is set last (release): then all are */
static pthread_mutex_t dbb_lock = PTHREAD_MUTEX_INITIALIZER;

/* The IDs, or NULL (with an exception pending) if the class library
 * lacks them.  One thread looks them up; a failed look-up is tried
 * again next time. */
static const DbbIds *dbb_ids(JNIEnv *env)
{
	DbbIds d;
	jclass c;

	if (__atomic_load_n(&dbb.cls, __ATOMIC_ACQUIRE))
		return &dbb;
	pthread_mutex_lock(&dbb_lock);
	if (dbb.cls) {
		pthread_mutex_unlock(&dbb_lock);
		return &dbb;
	}
	memset(&d, 0, sizeof d);
	c = (*env)->FindClass(env, "java/nio/DirectByteBuffer");
	d.init = c ? (*env)->GetMethodID(env, c, "<init>", "(JI)V") : NULL;
	d.hb = d.init ? (*env)->GetFieldID(env, c, "hb", "[B") : NULL;
	d.offset = d.hb ? (*env)->GetFieldID(env, c, "offset", "I") : NULL;
	d.address = d.offset ? (*env)->GetFieldID(env, c, "address", "J") : NULL;
	d.node = d.address ? (*env)->GetFieldID(env, c, "node", "J") : NULL;
	d.here = d.node ? (*env)->GetStaticFieldID(env, c, "NODE", "J") : NULL;
	d.capacity = d.here ? (*env)->GetFieldID(env, c, "capacity", "I") : NULL;
	if (d.capacity) {
		jclass g = (*env)->NewGlobalRef(env, c);
		dbb = d;
		__atomic_store_n(&dbb.cls, g, __ATOMIC_RELEASE);
	}
	if (c)
		(*env)->DeleteLocalRef(env, c);
	pthread_mutex_unlock(&dbb_lock);
	return dbb.cls ? &dbb : NULL;
}

/* Is buf a direct buffer?  False for null and for any other object. */
static const DbbIds *dbb_of(JNIEnv *env, jobject buf)
{
	const DbbIds *d;

	if (!buf)
		return NULL;
	d = dbb_ids(env);
	if (!d) {
		(*env)->ExceptionClear(env);
		return NULL;
	}
	return (*env)->IsInstanceOf(env, buf, d->cls) ? d : NULL;
}

static jobject JNICALL jni_NewDirectByteBuffer(JNIEnv *env, void *address, jlong capacity)
{
	const DbbIds *d = dbb_ids(env);

	if (!d)
		return NULL;
	/* As in Java SE 17, the capacity is taken as an int (a negative one
	 * is the constructor's IllegalArgumentException). */
	return (*env)->NewObject(env, d->cls, d->init, (jlong)(uintptr_t)address, (jint)capacity);
}

static void *JNICALL jni_GetDirectBufferAddress(JNIEnv *env, jobject buf)
{
	const DbbIds *d = dbb_of(env, buf);
	jbyteArray hb;
	char *p;

	if (!d)
		return NULL;
	hb = (*env)->GetObjectField(env, buf, d->hb);
	if (!hb) {
		/* Native memory of another cluster node means nothing here. */
		if ((*env)->GetLongField(env, buf, d->node) != (*env)->GetStaticLongField(env, d->cls, d->here))
			return NULL;
		return (void *)(uintptr_t)(*env)->GetLongField(env, buf, d->address);
	}
	/* The array's own elements (the heap does not move them), made
	 * writable first on a cluster, as for a critical region. */
	p = (*env)->GetPrimitiveArrayCritical(env, hb, NULL);
	if (p) {
		(*env)->ReleasePrimitiveArrayCritical(env, hb, p, 0);
		p += (*env)->GetIntField(env, buf, d->offset);
	}
	(*env)->DeleteLocalRef(env, hb);
	return p;
}

static jlong JNICALL jni_GetDirectBufferCapacity(JNIEnv *env, jobject buf)
{
	const DbbIds *d = dbb_of(env, buf);

	return d ? (*env)->GetIntField(env, buf, d->capacity) : -1;
}

/* No modules in this class library. */
static jobject JNICALL jni_GetModule(JNIEnv *env, jclass cls)
{
	return NULL;
}

/* ------------------------------------------------------- the JavaVM table */

/* The invocation API (also kaffe/kaffe/jni_invoke.c).  A thread outside
 * any JNI call is in a safe region, like a native: these functions leave
 * it while they run Java code. */
static bool jni_version_ok(jint v)
{
	return v == JNI_VERSION_1_1 || v == JNI_VERSION_1_2 || v == JNI_VERSION_1_4 ||
	       v == JNI_VERSION_1_6 || v == JNI_VERSION_1_8 || v == JNI_VERSION_9 ||
	       v == JNI_VERSION_10;
}

static jint attach(void **penv, void *args, bool daemon)
{
	JavaVMAttachArgs *aa = args;
	static unsigned serial;
	char name[64];
	VmThread *t = vm_self();

	if (t) {
		*penv = vm_jni_env(t);
		return *penv ? JNI_OK : JNI_ENOMEM;
	}
	if (aa && aa->version != JNI_VERSION_1_1 && !jni_version_ok(aa->version))
		return JNI_EVERSION;
	if (aa && aa->version != JNI_VERSION_1_1 && aa->name)
		snprintf(name, sizeof name, "%s", aa->name);
	else
		snprintf(name, sizeof name, "Thread-attached-%u", __atomic_add_fetch(&serial, 1, __ATOMIC_RELAXED));
	t = vm_thread_attach(name, daemon);
	if (!t)
		return JNI_ERR;
	*penv = vm_jni_env(t);
	VM_SAFE_ENTER_NATIVE(t);
	return *penv ? JNI_OK : JNI_ENOMEM;
}

static jint JNICALL vm_AttachCurrentThread(JavaVM *vm, void **penv, void *args)
{
	return attach(penv, args, false);
}

static jint JNICALL vm_AttachCurrentThreadAsDaemon(JavaVM *vm, void **penv, void *args)
{
	return attach(penv, args, true);
}

static jint JNICALL vm_DetachCurrentThread(JavaVM *vm)
{
	VmThread *t = vm_self();

	if (!t)
		return JNI_OK;
	/* A thread with Java frames on its stack (inside a native) cannot. */
	if (t->top)
		return JNI_ERR;
	vm_safe_leave(t);
	vm_jni_env_release();
	vm_thread_detach(t);
	return JNI_OK;
}

static jint JNICALL vm_DestroyJavaVM(JavaVM *vm)
{
	VmThread *t = vm_self();
	void *env;

	if (!t) {
		if (attach(&env, NULL, false) != JNI_OK)
			return JNI_ERR;
		t = vm_self();
	}
	if (t->top)
		return JNI_ERR;
	vm_safe_leave(t);
	vm_shutdown(t);
	VM_SAFE_ENTER_NATIVE(t);
	return JNI_OK;
}

static jint JNICALL vm_GetEnv(JavaVM *vm, void **penv, jint version)
{
	VmThread *t = vm_self();

	*penv = NULL;
	if (!t)
		return JNI_EDETACHED;
	if (!jni_version_ok(version))
		return JNI_EVERSION;
	*penv = vm_jni_env(t);
	return *penv ? JNI_OK : JNI_ENOMEM;
}

static const struct JNIInvokeInterface_ invoke_functions = {
	NULL, NULL, NULL,
	vm_DestroyJavaVM,
	vm_AttachCurrentThread,
	vm_DetachCurrentThread,
	vm_GetEnv,
	vm_AttachCurrentThreadAsDaemon,
};

JavaVM vm_jni_vm = &invoke_functions;

/* ----------------------------------------------------- the JNIEnv table */

#define CALL_ENTRIES(T, R, PRE) \
	.PRE##T##Method = jni_##PRE##T##Method, \
	.PRE##T##MethodV = jni_##PRE##T##MethodV, \
	.PRE##T##MethodA = jni_##PRE##T##MethodA,
#define FIELD_ENTRIES(T, R, _) \
	.Get##T##Field = jni_Get##T##Field, .Set##T##Field = jni_Set##T##Field, \
	.GetStatic##T##Field = jni_GetStatic##T##Field, .SetStatic##T##Field = jni_SetStatic##T##Field,
#define ARRAY_ENTRIES(T) \
	.New##T##Array = jni_New##T##Array, \
	.Get##T##ArrayElements = jni_Get##T##ArrayElements, \
	.Release##T##ArrayElements = jni_Release##T##ArrayElements, \
	.Get##T##ArrayRegion = jni_Get##T##ArrayRegion, \
	.Set##T##ArrayRegion = jni_Set##T##ArrayRegion,
#define E(name) .name = jni_##name

const struct JNINativeInterface_ vm_jni_functions = {
	E(GetVersion), E(DefineClass), E(FindClass), E(FromReflectedMethod),
	E(FromReflectedField), E(ToReflectedMethod), E(GetSuperclass), E(IsAssignableFrom),
	E(ToReflectedField), E(Throw), E(ThrowNew), E(ExceptionOccurred), E(ExceptionDescribe),
	E(ExceptionClear), E(FatalError), E(PushLocalFrame), E(PopLocalFrame), E(NewGlobalRef),
	E(DeleteGlobalRef), E(DeleteLocalRef), E(IsSameObject), E(NewLocalRef),
	E(EnsureLocalCapacity), E(AllocObject), E(NewObject), E(NewObjectV), E(NewObjectA),
	E(GetObjectClass), E(IsInstanceOf), E(GetMethodID), E(GetFieldID), E(GetStaticMethodID),
	E(GetStaticFieldID),
	JNI_TYPES(CALL_ENTRIES, Call)
	JNI_TYPES(CALL_ENTRIES, CallNonvirtual)
	JNI_TYPES(CALL_ENTRIES, CallStatic)
	CALL_ENTRIES(Void, void, Call)
	CALL_ENTRIES(Void, void, CallNonvirtual)
	CALL_ENTRIES(Void, void, CallStatic)
	JNI_TYPES(FIELD_ENTRIES, _)
	E(NewString), E(GetStringLength), E(GetStringChars), E(ReleaseStringChars),
	E(NewStringUTF), E(GetStringUTFLength), E(GetStringUTFChars), E(ReleaseStringUTFChars),
	E(GetArrayLength), E(NewObjectArray), E(GetObjectArrayElement), E(SetObjectArrayElement),
	ARRAY_ENTRIES(Boolean) ARRAY_ENTRIES(Byte) ARRAY_ENTRIES(Char) ARRAY_ENTRIES(Short)
	ARRAY_ENTRIES(Int) ARRAY_ENTRIES(Long) ARRAY_ENTRIES(Float) ARRAY_ENTRIES(Double)
	E(RegisterNatives), E(UnregisterNatives), E(MonitorEnter), E(MonitorExit), E(GetJavaVM),
	E(GetStringRegion), E(GetStringUTFRegion), E(GetPrimitiveArrayCritical),
	E(ReleasePrimitiveArrayCritical), E(GetStringCritical), E(ReleaseStringCritical),
	E(NewWeakGlobalRef), E(DeleteWeakGlobalRef), E(ExceptionCheck), E(NewDirectByteBuffer),
	E(GetDirectBufferAddress), E(GetDirectBufferCapacity), E(GetObjectRefType), E(GetModule),
};
