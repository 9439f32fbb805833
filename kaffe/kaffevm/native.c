/*
 * native.c -- binding native methods and calling Java from C.
 *
 * Class-library natives are C functions with one uniform signature
 * (VmNativeFn: thread, argument slots, result slots), registered in tables
 * by libraries/clib.  A native is bound on its first invocation by looking
 * up "class.name(desc)" in a hash table.  Methods it does not have are
 * looked up in the user native libraries (jni_native.c): vm_native_bind
 * is the one place that binds a native, for the interpreter and vm_call.
 */
#include "config.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "intrp/interp.h"
#include "hooks.h"
#include "native.h"
#include "vm.h"

#define NATIVE_TABLE 2048u

typedef struct NEntry {
	const VmNativeDef *def;
	struct NEntry *next;
} NEntry;

static NEntry *ntable[NATIVE_TABLE];
static pthread_mutex_t nlock = PTHREAD_MUTEX_INITIALIZER;

static uint32_t nhash(const char *c, const char *n)
{
	uint32_t h = 7;
	while (*c) h = h * 31 + (unsigned char)*c++;
	while (*n) h = h * 31 + (unsigned char)*n++;
	return h % NATIVE_TABLE;
}

void vm_register_natives(const VmNativeDef *defs)
{
	pthread_mutex_lock(&nlock);
	for (; defs->clazz; defs++) {
		NEntry *e = malloc(sizeof *e);
		uint32_t h = nhash(defs->clazz, defs->name);
		e->def = defs;
		e->next = ntable[h];
		ntable[h] = e;
	}
	pthread_mutex_unlock(&nlock);
}

VmNativeFn vm_native_lookup(const VmMethod *m)
{
	NEntry *e;
	VmNativeFn fn = NULL;

	pthread_mutex_lock(&nlock);
	for (e = ntable[nhash(m->clazz->name, m->name)]; e; e = e->next)
		if (strcmp(e->def->clazz, m->clazz->name) == 0 && strcmp(e->def->name, m->name) == 0 &&
		    strcmp(e->def->desc, m->desc) == 0) {
			fn = e->def->fn;
			break;
		}
	pthread_mutex_unlock(&nlock);
	return fn;
}

/* Append the Java name of the field type at *p ("int", "java.lang.String[]")
 * to buf and advance *p past it. */
static void append_type(const char **p, char *buf, size_t len)
{
	static const char *prim[] = { "B", "byte", "C", "char", "D", "double", "F", "float",
		"I", "int", "J", "long", "S", "short", "Z", "boolean", "V", "void" };
	size_t dims = 0, i, n = strlen(buf);
	const char *s = *p;

	while (*s == '[') {
		dims++;
		s++;
	}
	if (*s == 'L') {
		const char *e = strchr(s, ';');
		if (!e)
			e = s + strlen(s);
		for (s++; s < e && n + 1 < len; s++)
			buf[n++] = *s == '/' ? '.' : *s;
		buf[n] = 0;
		s = *e ? e + 1 : e;
	} else {
		for (i = 0; i < sizeof prim / sizeof prim[0]; i += 2)
			if (*s == prim[i][0])
				snprintf(buf + n, len - n, "%s", prim[i + 1]);
		if (*s)
			s++;
	}
	while (dims--)
		snprintf(buf + strlen(buf), len - strlen(buf), "[]");
	*p = s;
}

bool vm_native_bind(VmThread *t, VmMethod *m)
{
	VmNativeFn fn;
	char sig[1024];

	if (__atomic_load_n(&m->native, __ATOMIC_ACQUIRE))
		return true;
	fn = vm_native_lookup(m);
	if (!fn)
		fn = vm_jni_find(m);
	/* A cluster worker may lack libraries the master loaded (jni_native.c,
	 * "on a cluster"); JNI_OnLoad may have bound m by RegisterNatives. */
	if (!fn && vm_cluster_hooks.jni_libraries) {
		if (!vm_jni_load_cluster(t))
			return false;
		if (__atomic_load_n(&m->native, __ATOMIC_ACQUIRE))
			return true;
		fn = vm_jni_find(m);
	}
	if (fn) {
		__atomic_store_n(&m->native, fn, __ATOMIC_RELEASE);
		return true;
	}
	vm_method_external_name(m->clazz, m->name, m->desc, sig, sizeof sig);
	vm_throw(t, "java/lang/UnsatisfiedLinkError", "'%s'", sig);
	return false;
}

void vm_method_external_name(const VmClass *c, const char *name, const char *desc,
			     char *buf, size_t len)
{
	char cn[512];
	const char *p;

	buf[0] = 0;
	p = strchr(desc, ')');
	p = p ? p + 1 : desc;
	append_type(&p, buf, len);
	vm_class_java_name(c, cn, sizeof cn);
	snprintf(buf + strlen(buf), len - strlen(buf), " %s.%s(", cn, name);
	for (p = desc + 1; *p && *p != ')';) {
		if (p != desc + 1)
			snprintf(buf + strlen(buf), len - strlen(buf), ", ");
		append_type(&p, buf, len);
	}
	snprintf(buf + strlen(buf), len - strlen(buf), ")");
}

/* Callers give room for exactly the result: one slot, two for long and
 * double, none needed for void. */
static void copy_result(const VmMethod *m, const VmSlot *r, VmSlot *ret)
{
	if (!ret || m->ret_type == 'V')
		return;
	ret[0] = r[0];
	if (m->ret_type == 'J' || m->ret_type == 'D')
		ret[1] = r[1];
}

bool vm_call(VmThread *t, VmMethod *m, VmSlot *args, VmSlot *ret)
{
	VmSlot *base = t->top ? t->top->sp : t->stack_base;
	char here;

	if (t->top && (t->top->flags & VM_FRAME_NATIVE))
		base = t->top->locals + t->top->method->arg_slots;
	if ((void *)&here < t->c_stack_limit && !t->in_overflow) {
		vm_throw(t, "java/lang/StackOverflowError", NULL);
		return false;
	}
	if (base + m->arg_slots + 2 > t->stack_end) {
		vm_throw_object(t, vm_wk.soe);
		return false;
	}
	if (m->arg_slots)
		memcpy(base, args, m->arg_slots * sizeof *base);
	if (m->access & ACC_NATIVE) {
		VmFrame *f = t->top ? t->top + 1 : t->frames_base;
		VmNativeFn fn;
		VmSlot r[2] = { { 0 }, { 0 } };
		if (!vm_native_bind(t, m))
			return false;
		fn = m->native;
		f->method = m;
		f->pc = NULL;
		f->locals = base;
		f->sp = base + m->arg_slots;
		f->prev = t->top;
		f->lock = NULL;
		f->flags = VM_FRAME_NATIVE;
		t->top = f;
		fn(t, base, r);
		t->top = f->prev;
		copy_result(m, r, ret);
		return t->exception == NULL;
	}
	if (m->access & ACC_ABSTRACT) {
		vm_throw(t, "java/lang/AbstractMethodError", "%s.%s", m->clazz->name, m->name);
		return false;
	}
	{
		VmSlot r[2] = { { 0 }, { 0 } };
		bool ok = vm_interp_run(t, m, base, r);
		copy_result(m, r, ret);
		return ok;
	}
}

bool vm_call_virtual(VmThread *t, VmObject *obj, const char *name, const char *desc,
		     VmSlot *args, int nargs, VmSlot *ret)
{
	VmSlot a[16];
	VmMethod *m;

	if (!obj) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return false;
	}
	m = vm_find_method(obj->clazz, vm_symbol(name), vm_symbol(desc));
	if (m && !(m->access & ACC_PRIVATE) && m->vtable_index >= 0)
		m = obj->clazz->vtable[m->vtable_index];
	else if (m && vm_class_is_interface(m->clazz))
		m = vm_find_virtual(obj->clazz, m);
	if (!m || nargs > 15) {
		vm_throw(t, "java/lang/NoSuchMethodError", "%s%s", name, desc);
		return false;
	}
	a[0].l = obj;
	if (nargs)
		memcpy(a + 1, args, (size_t)nargs * sizeof *a);
	return vm_call(t, m, a, ret);
}

bool vm_call_static(VmThread *t, const char *cls, const char *name, const char *desc,
		    VmSlot *args, VmSlot *ret)
{
	VmClass *c = vm_load_class(t, cls);
	VmMethod *m;

	if (!c || !vm_ensure_init(t, c))
		return false;
	m = vm_find_method(c, vm_symbol(name), vm_symbol(desc));
	if (!m || !(m->access & ACC_STATIC)) {
		vm_throw(t, "java/lang/NoSuchMethodError", "%s.%s%s", cls, name, desc);
		return false;
	}
	return vm_call(t, m, args, ret);
}

/* ---------------------------------------------------------------- boxing */

const char *vm_box_class_name(char type)
{
	switch (type) {
	case 'Z': return "java/lang/Boolean";
	case 'B': return "java/lang/Byte";
	case 'C': return "java/lang/Character";
	case 'S': return "java/lang/Short";
	case 'I': return "java/lang/Integer";
	case 'J': return "java/lang/Long";
	case 'F': return "java/lang/Float";
	case 'D': return "java/lang/Double";
	default: return NULL;
	}
}

void vm_slots_from_field(const void *addr, char type, VmSlot *out)
{
	out[0].w = 0;
	out[1].w = 0;
	switch (type) {
	case 'Z': case 'B': out[0].i = *(const int8_t *)addr; break;
	case 'C': out[0].i = *(const uint16_t *)addr; break;
	case 'S': out[0].i = *(const int16_t *)addr; break;
	case 'I': out[0].i = *(const int32_t *)addr; break;
	case 'F': out[0].f = *(const float *)addr; break;
	case 'J': vm_slot_set_long(out, *(const int64_t *)addr); break;
	case 'D': vm_slot_set_double(out, *(const double *)addr); break;
	default: out[0].l = *(VmObject *const *)addr; break;
	}
}

VmObject *vm_box(VmThread *t, char type, const VmSlot *v)
{
	const char *bn = vm_box_class_name(type);
	char desc[64];
	VmSlot in[2], r;

	if (!bn)
		return v[0].l;
	in[0] = v[0];
	in[1].w = 0;
	if (type == 'J' || type == 'D')
		in[1] = v[1];   /* only wide values own a second slot */
	snprintf(desc, sizeof desc, "(%c)L%s;", type, bn);
	if (!vm_call_static(t, bn, "valueOf", desc, in, &r))
		return NULL;
	return r.l;
}
