/*
 * link.c -- preparing a loaded class for use, and initialising it.
 *
 * Linking lays out instance and static fields, builds the vtable and
 * checks the few structural rules the loader cannot check alone.
 * Initialisation follows JLS 12.4.2: one thread runs <clinit> while others
 * wait; a recursive request from the initialising thread returns at once;
 * a failed initialiser leaves the class in the ERROR state, wrapped in
 * ExceptionInInitializerError unless it is an Error, and every later use
 * throws NoClassDefFoundError "Could not initialize class X".
 *
 * Field layout (after the header, or after the superclass's fields):
 *
 *   | super's fields | own references | 8-byte | 4-byte | 2-byte | 1-byte |
 *
 * Reference offsets of the whole chain are gathered in ref_offsets so the
 * collector scans an instance with one loop.  The statics block has the
 * same shape and starts with its own object header.
 *
 * vtable: a copy of the superclass's, own methods overriding by name and
 * descriptor or appended; then, for concrete and abstract classes alike,
 * every interface method not yet present is appended (default methods take
 * the place of abstract ones), so invokeinterface can dispatch by scanning
 * the receiver's vtable.
 */
#include "config.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "hooks.h"
#include "vm.h"

static pthread_mutex_t init_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t init_cond = PTHREAD_COND_INITIALIZER;

static uint32_t field_size(char type)
{
	switch (type) {
	case 'Z': case 'B': return 1;
	case 'C': case 'S': return 2;
	case 'I': case 'F': return 4;
	case 'J': case 'D': return 8;
	default: return (uint32_t)sizeof(void *);
	}
}

/* Lay out fields with the given static-ness starting at *size; collect the
 * offsets of references. */
static void layout(VmClass *c, bool statics, uint32_t *size, uint32_t **refs, uint32_t *n_refs)
{
	static const uint32_t order[] = { 0 /* refs */, 8, 4, 2, 1 };
	uint32_t pass, i, off = *size, count = *n_refs;
	uint32_t *r;

	r = realloc(*refs, (count + c->n_fields + 1) * sizeof *r);
	*refs = r;
	for (pass = 0; pass < 5; pass++) {
		for (i = 0; i < c->n_fields; i++) {
			VmField *f = &c->fields[i];
			bool is_ref = f->type == 'L' || f->type == '[';
			uint32_t sz = field_size(f->type);

			if (((f->access & ACC_STATIC) != 0) != statics)
				continue;
			if (pass == 0 ? !is_ref : (is_ref || sz != order[pass]))
				continue;
			off = (off + sz - 1) & ~(sz - 1);
			f->offset = off;
			off += sz;
			if (is_ref)
				r[count++] = f->offset;
		}
	}
	*size = (off + 7u) & ~7u;
	*n_refs = count;
}

static bool same_sig(const VmMethod *a, const VmMethod *b)
{
	return a->name == b->name && a->desc == b->desc;
}

static bool vt_append(VmClass *c, VmMethod *m, uint32_t *cap)
{
	if (c->vtable_len == *cap) {
		uint32_t ncap = *cap ? *cap * 2 : 16;
		VmMethod **nv = realloc(c->vtable, ncap * sizeof *nv);
		if (!nv)
			return false;
		c->vtable = nv;
		*cap = ncap;
	}
	c->vtable[c->vtable_len++] = m;
	return true;
}

static void add_interface_methods(VmClass *c, VmClass *iface, uint32_t *cap)
{
	uint32_t i, j;

	for (i = 0; i < iface->n_methods; i++) {
		VmMethod *m = &iface->methods[i];
		bool found = false;

		if (m->access & (ACC_STATIC | ACC_PRIVATE) || m->name[0] == '<')
			continue;
		for (j = 0; j < c->vtable_len; j++) {
			if (same_sig(c->vtable[j], m)) {
				VmMethod *have = c->vtable[j];
				found = true;
				/* A default replaces an abstract declaration; a default of a
				 * subinterface replaces one of its superinterface. */
				if (!(m->access & ACC_ABSTRACT) && vm_class_is_interface(have->clazz) &&
				    ((have->access & ACC_ABSTRACT) || vm_is_subclass(iface, have->clazz)))
					c->vtable[j] = m;
				else if (!(m->access & ACC_ABSTRACT) && (have->access & ACC_ABSTRACT) &&
					 !vm_class_is_interface(have->clazz))
					c->vtable[j] = m;
				break;
			}
		}
		if (!found)
			vt_append(c, m, cap);
	}
	for (i = 0; i < iface->n_interfaces; i++)
		add_interface_methods(c, iface->interfaces[i], cap);
}

bool vm_link_class(VmThread *t, VmClass *c)
{
	uint32_t size, ssize, i, j, cap = 0;
	VmClass *s = c->super;

	/* Linking twice would lay the fields out again over a live statics
	 * block: a second call is a no-op. */
	if (c->state >= VM_CLASS_LINKED)
		return true;

	/* Instance fields. */
	size = s ? s->instance_size : (uint32_t)sizeof(VmObject);
	c->n_refs = s ? s->n_refs : 0;
	c->ref_offsets = malloc((c->n_refs + 1) * sizeof *c->ref_offsets);
	if (s && s->n_refs)
		memcpy(c->ref_offsets, s->ref_offsets, s->n_refs * sizeof *c->ref_offsets);
	layout(c, false, &size, &c->ref_offsets, &c->n_refs);
	c->instance_size = size;

	/* Static fields, in a block that starts with an object header. */
	ssize = (uint32_t)sizeof(VmObject);
	layout(c, true, &ssize, &c->static_ref_offsets, &c->n_static_refs);
	c->statics = calloc(1, ssize);
	if (!c->statics) {
		vm_throw_object(t, vm_wk.oom);
		return false;
	}
	c->statics->clazz = c;
	c->statics->flags = OBJ_F_STATICS;
	c->statics_size = ssize;

	/* Methods: natives are bound lazily; vtable. */
	if (!vm_class_is_interface(c)) {
		if (s && s->vtable_len) {
			cap = s->vtable_len + c->n_methods + 8;
			c->vtable = malloc(cap * sizeof *c->vtable);
			memcpy(c->vtable, s->vtable, s->vtable_len * sizeof *c->vtable);
			c->vtable_len = s->vtable_len;
		}
		for (i = 0; i < c->n_methods; i++) {
			VmMethod *m = &c->methods[i];
			if (m->access & (ACC_STATIC | ACC_PRIVATE) || m->name[0] == '<')
				continue;
			for (j = 0; j < c->vtable_len; j++) {
				if (same_sig(c->vtable[j], m) &&
				    !(c->vtable[j]->access & ACC_PRIVATE)) {
					if (c->vtable[j]->access & ACC_FINAL) {
						char a[512];
						vm_class_java_name(c, a, sizeof a);
						vm_throw(t, "java/lang/VerifyError",
							 "class %s overrides final method %s.%s", a,
							 m->name, m->desc);
						return false;
					}
					c->vtable[j] = m;
					m->vtable_index = (int32_t)j;
					break;
				}
			}
			if (m->vtable_index < 0) {
				m->vtable_index = (int32_t)c->vtable_len;
				if (!vt_append(c, m, &cap)) {
					vm_throw_object(t, vm_wk.oom);
					return false;
				}
			}
		}
		for (s = c; s; s = s->super)
			for (i = 0; i < s->n_interfaces; i++)
				add_interface_methods(c, s->interfaces[i], &cap);
	}
	c->state = VM_CLASS_LINKED;
	return true;
}

/* Assign ConstantValue attributes of static fields (JVMS 5.5 step 6). */
static bool set_constants(VmThread *t, VmClass *c)
{
	uint32_t i;
	const VmClassFile *cf = c->cf;

	for (i = 0; i < c->n_fields; i++) {
		VmField *f = &c->fields[i];
		const VmCfConst *k;
		char *p;

		if (!(f->access & ACC_STATIC) || !f->constant_value)
			continue;
		k = &cf->cp[f->constant_value];
		p = (char *)c->statics + f->offset;
		switch (f->type) {
		case 'Z': case 'B':
			if (k->tag == CF_INTEGER) *(int8_t *)p = (int8_t)k->u.i;
			break;
		case 'C': case 'S':
			if (k->tag == CF_INTEGER) *(int16_t *)p = (int16_t)k->u.i;
			break;
		case 'I':
			if (k->tag == CF_INTEGER) *(int32_t *)p = k->u.i;
			break;
		case 'F':
			if (k->tag == CF_FLOAT) *(float *)p = k->u.f;
			break;
		case 'J':
			if (k->tag == CF_LONG) memcpy(p, &k->u.j, 8);
			break;
		case 'D':
			if (k->tag == CF_DOUBLE) memcpy(p, &k->u.d, 8);
			break;
		case 'L':
			if (k->tag == CF_STRING) {
				VmObject *s = vm_string_literal(t, vm_cf_utf8(cf, k->u.index));
				if (!s)
					return false;
				*(VmObject **)p = s;
			}
			break;
		}
	}
	return true;
}

static void init_done(VmClass *c, int state, VmObject *error)
{
	pthread_mutex_lock(&init_lock);
	c->init_error = error;
	c->state = state;
	c->init_thread = NULL;
	pthread_cond_broadcast(&init_cond);
	pthread_mutex_unlock(&init_lock);
}

bool vm_init_class(VmThread *t, VmClass *c)
{
	VmMethod *clinit;
	VmObject *ex;

	if (!c->overrides_checked && !vm_check_override_constraints(t, c))
		return false;

	/* Cluster mode: a class with cluster statics (an application class,
	 * or a boot class of ristretto/shared) is initialised once per
	 * cluster (gos/ asks the master, which runs <clinit>); this node then
	 * uses the shared statics. */
	if (vm_gos_hooks.class_init && c->cluster_statics) {
		vm_mutex_lock(t, &init_lock);
		for (;;) {
			if (c->state == VM_CLASS_INITIALIZED || c->state == VM_CLASS_ERROR ||
			    c->state != VM_CLASS_INITIALIZING)
				break;
			vm_cond_wait(t, &init_cond, &init_lock, NULL);
		}
		if (c->state == VM_CLASS_INITIALIZED) {
			pthread_mutex_unlock(&init_lock);
			return true;
		}
		if (c->state != VM_CLASS_ERROR) {
			c->state = VM_CLASS_INITIALIZING;
			c->init_thread = t;
			pthread_mutex_unlock(&init_lock);
			if (vm_gos_hooks.class_init(t, c)) {
				init_done(c, VM_CLASS_INITIALIZED, NULL);
				return true;
			}
			ex = t->exception;
			init_done(c, VM_CLASS_ERROR, ex);
			return false;
		}
		pthread_mutex_unlock(&init_lock);
		/* VM_CLASS_ERROR: as below */
	}
	vm_mutex_lock(t, &init_lock);
	for (;;) {
		if (c->state == VM_CLASS_INITIALIZED) {
			pthread_mutex_unlock(&init_lock);
			return true;
		}
		if (c->state == VM_CLASS_ERROR) {
			char n[512];
			pthread_mutex_unlock(&init_lock);
			vm_class_java_name(c, n, sizeof n);
			vm_throw(t, "java/lang/NoClassDefFoundError", "Could not initialize class %s", n);
			return false;
		}
		if (c->state == VM_CLASS_INITIALIZING) {
			if (c->init_thread == t) {
				pthread_mutex_unlock(&init_lock);
				return true;
			}
			vm_cond_wait(t, &init_cond, &init_lock, NULL);
			continue;
		}
		break;
	}
	c->state = VM_CLASS_INITIALIZING;
	c->init_thread = t;
	pthread_mutex_unlock(&init_lock);

	if (c->super && !vm_class_is_interface(c) && !vm_ensure_init(t, c->super)) {
		ex = t->exception;
		init_done(c, VM_CLASS_ERROR, ex);
		return false;
	}
	if (!set_constants(t, c)) {
		init_done(c, VM_CLASS_ERROR, t->exception);
		return false;
	}
	clinit = vm_find_declared_method(c, vm_symbol("<clinit>"), vm_symbol("()V"));
	if (clinit && (clinit->access & ACC_STATIC)) {
		VmSlot ret;
		if (!vm_call(t, clinit, NULL, &ret)) {
			ex = t->exception;
			t->exception = NULL;
			if (!vm_instance_of(ex, vm_load_class(t, "java/lang/Error"))) {
				VmClass *eiie = vm_load_class(t, "java/lang/ExceptionInInitializerError");
				VmMethod *ctor;
				VmObject *w;
				VmSlot a[2];

				if (eiie && vm_ensure_init(t, eiie) && (w = vm_new_object(t, eiie)) &&
				    (ctor = vm_find_declared_method(eiie, vm_symbol("<init>"),
								    vm_symbol("(Ljava/lang/Throwable;)V")))) {
					a[0].l = w;
					a[1].l = ex;
					if (vm_call(t, ctor, a, &ret))
						ex = w;
					else
						ex = t->exception;
				}
				t->exception = NULL;
			}
			init_done(c, VM_CLASS_ERROR, ex);
			t->exception = ex;
			return false;
		}
	}
	init_done(c, VM_CLASS_INITIALIZED, NULL);
	if (vm_gos_hooks.class_ready)
		vm_gos_hooks.class_ready(t, c);
	if (vm_options.verbose_class)
		VM_DBG(VM_DBG_CLASS, "[class,init] %s\n", c->name);
	return true;
}
