/*
 * lambda.c -- invokedynamic call sites bootstrapped by LambdaMetafactory
 * (lambdas and method references), without method handles.
 *
 * At first execution of such a call site the VM makes a small class, once
 * per site: it extends Object, implements the functional interface (and any
 * marker interfaces altMetafactory names), holds the captured values as
 * fields, and declares the interface method (plus bridges) as a native
 * bound to lambda_invoke().  Linking it the ordinary way gives it the
 * interface's default methods.  Each execution of the call site makes one
 * instance and stores the captured arguments into it.
 *
 * lambda_invoke() finds which of the class's methods was called from the
 * native frame the interpreter pushed, lines up captured values and the
 * call's arguments as the implementation method's parameters — unboxing,
 * boxing and widening where the erased interface type and the
 * implementation's types differ, as LambdaMetafactory specifies — and calls
 * the implementation: static, virtual or interface (dispatched on the
 * receiver), special, or a constructor (newInvokeSpecial).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode.h"
#include "hooks.h"

enum { MH_VIRTUAL = 5, MH_STATIC = 6, MH_SPECIAL = 7, MH_NEW = 8, MH_INTERFACE = 9 };

typedef struct VmLambda {
	VmMethod *impl;
	int kind;
	int ncap;
	char cap_types[256];        /* descriptor char of each captured value */
	uint32_t cap_offsets[256];
} VmLambda;

static unsigned lambda_counter;
static pthread_mutex_t lambda_lock = PTHREAD_MUTEX_INITIALIZER;
static bool is_wide(char c);

static VmLambdaSite *new_site(VmClass *c, const char *cap, int ncap)
{
	VmLambdaSite *site = malloc(sizeof *site);
	int i;

	if (!site)
		return NULL;
	site->clazz = c;
	site->cap_slots = 0;
	for (i = 0; i < ncap; i++)
		site->cap_slots += is_wide(cap[i]) ? 2 : 1;
	return site;
}

/* Descriptor chars of a method descriptor's parameters; returns count. */
static int param_types(const char *desc, char *out, int max)
{
	const char *p = desc + 1;
	int n = 0;

	while (*p && *p != ')' && n < max) {
		char c = *p;
		if (c == '[') {
			while (*p == '[') p++;
			if (*p == 'L') p = strchr(p, ';');
			c = 'L';
		} else if (c == 'L') {
			p = strchr(p, ';');
		}
		out[n++] = c;
		p++;
	}
	return n;
}

static const char *ret_desc(const char *desc)
{
	return strchr(desc, ')') + 1;
}

static bool is_wide(char c) { return c == 'J' || c == 'D'; }

/* Unbox o to primitive type c into out (1 or 2 slots). */
static bool unbox(VmThread *t, VmObject *o, char c, VmSlot *out)
{
	static const char *names[] = { "booleanValue", "byteValue", "charValue", "shortValue",
				       "intValue", "longValue", "floatValue", "doubleValue" };
	static const char types[] = "ZBCSIJFD";
	const char *n = strchr(types, c);
	char desc[8];
	const char *name;

	if (!o) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return false;
	}
	if (!n)
		return false;
	name = names[n - types];
	/* Character and Boolean only have their own accessor; numbers all do. */
	if (c != 'Z' && c != 'C' && (strcmp(o->clazz->name, "java/lang/Character") == 0)) {
		VmSlot r;
		if (!vm_call_virtual(t, o, "charValue", "()C", NULL, 0, &r))
			return false;
		out[0].i = r.i;
		if (c == 'J') vm_slot_set_long(out, r.i);
		else if (c == 'F') out[0].f = (float)r.i;
		else if (c == 'D') vm_slot_set_double(out, r.i);
		return true;
	}
	snprintf(desc, sizeof desc, "()%c", c);
	return vm_call_virtual(t, o, name, desc, NULL, 0, out);
}

/* Convert a value of type from (slots at in) to type to (slots at out). */
static bool convert(VmThread *t, char from, VmSlot *in, char to, VmSlot *out)
{
	bool fref = from == 'L', tref = to == 'L';

	if (fref && tref) {
		out[0] = in[0];
		return true;
	}
	if (fref)
		return unbox(t, in[0].l, to, out);
	if (tref) {
		VmObject *o = vm_box(t, from, in);
		out[0].l = o;
		return o != NULL;
	}
	/* primitive widening */
	if (from == to) {
		out[0] = in[0];
		if (is_wide(from))
			out[1] = in[1];
		return true;
	}
	{
		double d;
		int64_t l;
		switch (from) {
		case 'J': l = vm_slot_get_long(in); d = (double)l; break;
		case 'F': d = in[0].f; l = (int64_t)d; break;
		case 'D': d = vm_slot_get_double(in); l = (int64_t)d; break;
		default: l = in[0].i; d = (double)l; break;
		}
		switch (to) {
		case 'J': vm_slot_set_long(out, l); break;
		case 'F': out[0].f = from == 'J' ? (float)l : (float)d; break;
		case 'D': vm_slot_set_double(out, from == 'J' ? (double)l : d); break;
		default: out[0].i = (int32_t)l; break;
		}
	}
	return true;
}

static void lambda_invoke(VmThread *t, VmSlot *args, VmSlot *ret)
{
	VmObject *self = args[0].l;
	VmLambda *L = self->clazz->synth;
	VmMethod *called = t->top->method, *target = L->impl;
	char sam[256], impl_p[258], srcs[512];
	VmSlot in[520], call[520], r[2];
	int nsam = param_types(called->desc, sam, 256), nimpl, i, k = 0, ci = 0, si = 1;
	bool has_recv = L->kind == MH_VIRTUAL || L->kind == MH_INTERFACE || L->kind == MH_SPECIAL;
	VmObject *made = NULL;
	int nsrc = 0;
	char rd, sr;

	if (!vm_gos_touch(t, self, false))   /* a shared lambda: its captured values */
		return;

	/* All incoming values, captured first, each with its type. */
	for (i = 0; i < L->ncap; i++) {
		char c = L->cap_types[i];
		char *f = (char *)self + L->cap_offsets[i];
		srcs[nsrc++] = c;
		switch (c) {
		case 'L': in[ci++].l = *(VmObject **)f; break;
		case 'J': case 'D': memcpy(&in[ci], f, 8); ci += 2; break;
		case 'Z': in[ci++].i = *(uint8_t *)f; break;
		case 'B': in[ci++].i = *(int8_t *)f; break;
		case 'C': in[ci++].i = *(uint16_t *)f; break;
		case 'S': in[ci++].i = *(int16_t *)f; break;
		default: memcpy(&in[ci].i, f, 4); ci++; break;
		}
	}
	for (i = 0; i < nsam; i++) {
		srcs[nsrc++] = sam[i];
		in[ci++] = args[si++];
		if (is_wide(sam[i])) in[ci++] = args[si++];
	}
	/* The implementation's parameters, receiver first where it has one. */
	nimpl = 0;
	if (has_recv)
		impl_p[nimpl++] = 'L';
	nimpl += param_types(target->desc, impl_p + nimpl, 256);
	if (L->kind == MH_NEW) {
		if (!vm_ensure_init(t, target->clazz) || !(made = vm_new_object(t, target->clazz)))
			return;
		call[k++].l = made;
	}
	if (nimpl != nsrc) {
		vm_throw(t, "java/lang/BootstrapMethodError", "lambda arity mismatch for %s", target->name);
		return;
	}
	for (i = 0, ci = 0; i < nsrc; i++) {
		if (!convert(t, srcs[i], &in[ci], impl_p[i], &call[k]))
			return;
		ci += is_wide(srcs[i]) ? 2 : 1;
		k += is_wide(impl_p[i]) ? 2 : 1;
	}
	if (has_recv) {
		VmObject *recv = call[0].l;
		if (!recv) {
			vm_throw(t, "java/lang/NullPointerException", NULL);
			return;
		}
		if (L->kind != MH_SPECIAL && !(target->access & ACC_PRIVATE)) {
			VmMethod *v = vm_find_virtual(recv->clazz, target);
			if (v)
				target = v;
		}
	} else if (L->kind == MH_STATIC && !vm_ensure_init(t, target->clazz)) {
		return;
	}
	if (!vm_call(t, target, call, r))
		return;
	/* Result: as the interface method declares it. */
	rd = ret_desc(called->desc)[0];
	if (rd == '[') rd = 'L';
	if (rd == 'V')
		return;
	if (L->kind == MH_NEW) {
		ret[0].l = made;
		return;
	}
	sr = ret_desc(target->desc)[0];
	if (sr == '[') sr = 'L';
	if (sr == 'V') {
		ret[0].l = NULL;
		return;
	}
	convert(t, sr, r, rd, ret);
}

bool vm_indy_is_lambda(const VmMethod *m, uint16_t ix)
{
	const VmClassFile *cf = m->clazz->cf;
	const VmCfConst *k = &cf->cp[ix], *mh, *mref;

	if (k->tag != CF_INVOKEDYNAMIC || k->u.dyn.bsm_index >= cf->n_bootstraps)
		return false;
	mh = &cf->cp[cf->bootstraps[k->u.dyn.bsm_index].method_ref];
	mref = &cf->cp[mh->u.mh.ref_index];
	return strcmp(vm_cf_class_name(cf, mref->u.ref.class_index), "java/lang/invoke/LambdaMetafactory") == 0;
}

/* The method a MethodHandle constant refers to. */
static VmMethod *handle_method(VmThread *t, VmClass *c, uint16_t ix, int *kind)
{
	const VmClassFile *cf = c->cf;
	const VmCfConst *mh = &cf->cp[ix], *ref, *nat;
	VmClass *owner;
	VmMethod *m;
	const char *name, *desc;

	if (mh->tag != CF_METHODHANDLE) {
		vm_throw(t, "java/lang/BootstrapMethodError", "bad method handle constant");
		return NULL;
	}
	*kind = mh->u.mh.kind;
	ref = &cf->cp[mh->u.mh.ref_index];
	owner = vm_resolve_class(t, c, vm_cf_class_name(cf, ref->u.ref.class_index));
	if (!owner)
		return NULL;
	nat = &cf->cp[ref->u.ref.nat_index];
	name = vm_symbol(vm_cf_utf8(cf, nat->u.nat.name_index));
	desc = vm_symbol(vm_cf_utf8(cf, nat->u.nat.desc_index));
	m = vm_find_method(owner, name, desc);
	if (!m && vm_class_is_interface(owner))
		m = vm_find_method(vm_wk.object, name, desc);
	if (!m)
		vm_throw(t, "java/lang/NoSuchMethodError", "%s.%s%s", owner->name, name, desc);
	return m;
}

VmLambdaSite *vm_lambda_site(VmThread *t, VmMethod *caller, uint16_t ix)
{
	VmClass *cc = caller->clazz, *iface, *c;
	const VmClassFile *cf = cc->cf;
	const VmCfConst *k = &cf->cp[ix], *nat;
	const VmCfBootstrap *b = &cf->bootstraps[k->u.dyn.bsm_index];
	const char *site_desc, *sam_name, *sam_desc, *r;
	char cap[256], iname[1024];
	VmLambda *L;
	VmLambdaSite *site;
	int ncap, i, nmeth = 1, nif = 1;
	const char *bridges[16];
	VmClass *ifaces[17];
	uint32_t off;
	char name[1100];

	nat = &cf->cp[k->u.dyn.nat_index];
	sam_name = vm_symbol(vm_cf_utf8(cf, nat->u.nat.name_index));
	site_desc = vm_cf_utf8(cf, nat->u.nat.desc_index);
	if (b->n_args < 3 || cf->cp[b->args[0]].tag != CF_METHODTYPE) {
		vm_throw(t, "java/lang/BootstrapMethodError", "bad LambdaMetafactory arguments");
		return NULL;
	}
	sam_desc = vm_symbol(vm_cf_utf8(cf, cf->cp[b->args[0]].u.index));
	r = ret_desc(site_desc);
	if (r[0] != 'L') {
		vm_throw(t, "java/lang/BootstrapMethodError", "lambda call site does not return an interface");
		return NULL;
	}
	snprintf(iname, sizeof iname, "%.*s", (int)(strlen(r) - 2), r + 1);
	iface = vm_resolve_class(t, cc, iname);
	if (!iface)
		return NULL;
	ifaces[0] = iface;
	L = calloc(1, sizeof *L);
	L->impl = handle_method(t, cc, b->args[1], &L->kind);
	if (!L->impl) {
		free(L);
		return NULL;
	}
	/* altMetafactory: flags, then marker interfaces and bridge types. */
	if (b->n_args > 3 && cf->cp[b->args[3]].tag == CF_INTEGER) {
		int flags = cf->cp[b->args[3]].u.i, a = 4, n;
		if ((flags & 2) && a < b->n_args) {
			n = cf->cp[b->args[a++]].u.i;
			for (i = 0; i < n && a < b->n_args && nif < 17; i++, a++) {
				VmClass *mk = vm_resolve_class(t, cc, vm_cf_class_name(cf, b->args[a]));
				if (!mk)
					return NULL;
				ifaces[nif++] = mk;
			}
		}
		if ((flags & 4) && a < b->n_args) {
			n = cf->cp[b->args[a++]].u.i;
			for (i = 0; i < n && a < b->n_args && nmeth < 16; i++, a++)
				bridges[nmeth++ - 1] = vm_symbol(vm_cf_utf8(cf, cf->cp[b->args[a]].u.index));
		}
	}
	ncap = param_types(site_desc, cap, 256);

	/* One class per constant-pool entry, named after it, so that every
	 * node of a cluster names the same lambda class the same way (the
	 * global object space sends references with class names). */
	snprintf(name, sizeof name, "%s$$Lambda$%u", cc->name, (unsigned)ix);
	vm_mutex_lock(t, &lambda_lock);
	c = vm_find_loaded_class_in(cc->loader, name);
	if (c) {
		pthread_mutex_unlock(&lambda_lock);
		free(L);
		return new_site(c, cap, ncap);
	}
	c = calloc(1, sizeof *c);
	c->name = vm_symbol(name);
	c->super = vm_wk.object;
	c->access = ACC_PUBLIC | ACC_FINAL | ACC_SYNTHETIC | ACC_SUPER;
	c->is_app = cc->is_app;
	c->loader = cc->loader;
	c->n_interfaces = (uint16_t)nif;
	c->interfaces = calloc((size_t)nif, sizeof *c->interfaces);
	memcpy(c->interfaces, ifaces, (size_t)nif * sizeof *ifaces);
	c->n_fields = (uint16_t)ncap;
	c->fields = calloc((size_t)(ncap ? ncap : 1), sizeof *c->fields);
	for (i = 0; i < ncap; i++) {
		char fname[16];
		static const char *fdesc[] = { "Z", "B", "C", "S", "I", "J", "F", "D", "Ljava/lang/Object;" };
		static const char order[] = "ZBCSIJFDL";
		snprintf(fname, sizeof fname, "arg$%d", i + 1);
		c->fields[i].clazz = c;
		c->fields[i].name = vm_symbol(fname);
		c->fields[i].desc = vm_symbol(fdesc[strchr(order, cap[i]) - order]);
		c->fields[i].type = cap[i];
		c->fields[i].access = ACC_PRIVATE | ACC_FINAL;
	}
	c->n_methods = (uint16_t)nmeth;
	c->methods = calloc((size_t)nmeth, sizeof *c->methods);
	for (i = 0; i < nmeth; i++) {
		VmMethod *m = &c->methods[i];
		m->clazz = c;
		m->name = sam_name;
		m->desc = i == 0 ? sam_desc : bridges[i - 1];
		m->access = ACC_PUBLIC | ACC_NATIVE;
		m->arg_slots = (uint16_t)(vm_cf_arg_slots(m->desc) + 1);
		m->ret_type = ret_desc(m->desc)[0];
		m->vtable_index = -1;
		m->native = lambda_invoke;
	}
	c->synth = L;
	if (!vm_link_class(t, c)) {
		pthread_mutex_unlock(&lambda_lock);
		return NULL;
	}
	L->ncap = ncap;
	memcpy(L->cap_types, cap, (size_t)ncap);
	for (i = 0; i < ncap; i++)
		L->cap_offsets[i] = c->fields[i].offset;
	c->state = VM_CLASS_INITIALIZED;
	vm_define_synthetic(c);
	pthread_mutex_unlock(&lambda_lock);
	site = new_site(c, cap, ncap);
	(void)off;
	(void)lambda_counter;
	return site;
}

VmClass *vm_lambda_class(VmThread *t, const char *name)
{
	return vm_lambda_class_in(t, NULL, name);
}

VmClass *vm_lambda_class_in(VmThread *t, VmObject *loader, const char *name)
{
	const char *p = strstr(name, "$$Lambda$");
	char caller[1024], *end;
	unsigned long ix;
	VmClass *cc;
	VmLambdaSite *site;

	if (!p || (size_t)(p - name) >= sizeof caller)
		goto bad;
	ix = strtoul(p + 9, &end, 10);
	if (*end || end == p + 9)
		goto bad;
	memcpy(caller, name, (size_t)(p - name));
	caller[p - name] = 0;
	cc = loader ? vm_find_loaded_class_in(loader, caller) : vm_load_class(t, caller);
	if (!cc) {
		if (!t->exception)
			goto bad;
		return NULL;
	}
	if (!cc->cf || !cc->n_methods || ix == 0 || ix >= cc->cf->cp_count ||
	    !vm_indy_is_lambda(&cc->methods[0], (uint16_t)ix))
		goto bad;
	site = vm_lambda_site(t, &cc->methods[0], (uint16_t)ix);
	return site ? site->clazz : NULL;
bad:
	vm_throw(t, "java/lang/NoClassDefFoundError", "%s", name);
	return NULL;
}

VmObject *vm_lambda_new(VmThread *t, VmLambdaSite *site, VmSlot *args)
{
	VmObject *o = vm_new_object(t, site->clazz);
	VmLambda *L = site->clazz->synth;
	int i, s = 0;

	if (!o)
		return NULL;
	for (i = 0; i < L->ncap; i++) {
		char c = L->cap_types[i];
		char *f = (char *)o + L->cap_offsets[i];
		switch (c) {
		case 'L': *(VmObject **)f = args[s].l; break;
		case 'J': case 'D': memcpy(f, &args[s], 8); s++; break;
		case 'Z': case 'B': *(int8_t *)f = (int8_t)args[s].i; break;
		case 'C': case 'S': *(int16_t *)f = (int16_t)args[s].i; break;
		default: memcpy(f, &args[s].i, 4); break;
		}
		s++;
	}
	return o;
}
