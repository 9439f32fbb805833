/*
 * interp.c -- the direct-threaded bytecode interpreter.
 *
 * One C function runs a whole chain of Java calls: an invoke pushes a
 * frame and continues in the same loop, a return pops it.  The loop only
 * returns to C when the frame it was entered with (VM_FRAME_ENTRY) returns
 * or completes abruptly, so natives and the VM call back into Java through
 * vm_interp_run() without the interpreter recursing on Java calls.
 *
 * Registers of the loop: pc (current VmInsn), sp (next free operand slot),
 * locals, frame.  Before anything that can throw, allocate, call out or
 * walk the stack, SYNC() stores pc and sp into the frame, so stack traces,
 * the collector and (later) the stack sampler see where each frame is.
 *
 * Every field and array access tests the object's GOS state bits inline
 * (GOS_CHECK); a read of an INVALID copy, or a write of an INVALID or READ
 * one, calls the global object space's fault hook.
 * Safepoints are polled on method entry and on taken branches.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode.h"
#include "hooks.h"
#include "interp.h"
#include "native.h"

uint32_t vm_jit_threshold;
uint32_t vm_jit_backedge_threshold;
void (*vm_hook_jit_compile)(VmThread *t, VmMethod *m);
VmNativeFn (*vm_hook_jit_osr)(VmThread *t, VmMethod *m, const VmInsn *target);

static const void *labels[OPX_COUNT];

const void *vm_interp_label(int op)
{
	if (!labels[0])
		vm_interp_run(NULL, NULL, NULL, NULL);
	return op >= 0 && op < OPX_COUNT ? labels[op] : labels[0xff % OPX_COUNT];
}

/* ------------------------------------------------------------ helpers */

static bool access_fault(VmThread *t, VmObject *o, bool write)
{
	return vm_gos_hooks.access_fault ? vm_gos_hooks.access_fault(t, o, write) : true;
}

/* The back-edge count of frame's method reached the JIT's threshold at
 * the backward branch pc to target: ask the JIT to compile the method
 * (once: it remembers it was asked), and for an on-stack replacement
 * entry at target (interp.h).  With the entry, run the rest of this
 * invocation in it and answer true: the method is over, its result in
 * rv or t->exception set, and the frame still t->top.  False: go on
 * interpreting.  Out of line: the branch handlers stay small. */
static bool __attribute__((noinline)) backedge(VmThread *t, VmFrame *frame, VmInsn *pc, VmInsn *target,
					       VmSlot *sp, VmSlot *rv)
{
	VmMethod *m = frame->method;
	VmNativeFn code;
	uint32_t flags;

	if (!vm_hook_jit_compile)
		return false;
	frame->pc = pc;
	frame->sp = sp;
	if (!__atomic_load_n(&m->jit_code, __ATOMIC_ACQUIRE))
		vm_hook_jit_compile(t, m);
	if (!vm_hook_jit_osr)
		return false;
	/* Ask again after VM_JIT_OSR_RECHECK more back-edges, not at each
	 * one (unsigned: below a threshold under the recheck it wraps, and
	 * counting up wraps back to the threshold). */
	m->backedges = vm_jit_backedge_threshold - VM_JIT_OSR_RECHECK;
	if (sp != frame->locals + m->max_locals)
		return false;           /* the entry code wants an empty stack */
	/* A frame compiled code handed over runs in a vm_interp_run nested
	 * in that code: entering code again from it nests once more.  That
	 * is what a loop needs whose compiled code handed over only to have
	 * an instruction resolved (a call site the interpreter had not run
	 * yet, which every loop of a method compiled before its first run
	 * has: a worker thread's run, entered once, stayed interpreted for
	 * good).  A loop that hands over at each iteration would nest without
	 * bound, so only VM_JIT_RESUME_NEST resumptions deep, and only with
	 * C stack to spare. */
	if ((frame->flags & VM_FRAME_RESUMED) &&
	    (t->resumes > VM_JIT_RESUME_NEST || (void *)&flags < t->c_stack_limit))
		return false;
	code = vm_hook_jit_osr(t, m, target);
	if (!code)
		return false;
	/* The code runs on this frame from target; if it hands the frame
	 * back to the interpreter (vm_interp_resume), that marks it an entry
	 * frame and pops it: both are undone here, the caller still has to
	 * return from it. */
	frame->pc = target;
	flags = frame->flags;
	t->interp_span->conservative = true;
	code(t, frame->locals, rv);
	frame->flags = flags;
	t->top = frame;
	return true;
}

static int32_t d2i(double d)
{
	if (d != d) return 0;
	if (d >= 2147483647.0) return INT32_MAX;
	if (d <= -2147483648.0) return INT32_MIN;
	return (int32_t)d;
}

static int64_t d2l(double d)
{
	if (d != d) return 0;
	if (d >= 9223372036854775807.0) return INT64_MAX;
	if (d <= -9223372036854775808.0) return INT64_MIN;
	return (int64_t)d;
}

static int32_t fcmp(float a, float b, int nan)
{
	if (a > b) return 1;
	if (a < b) return -1;
	if (a == b) return 0;
	return nan;
}

static int32_t dcmp(double a, double b, int nan)
{
	if (a > b) return 1;
	if (a < b) return -1;
	if (a == b) return 0;
	return nan;
}

static VmClass *resolve_class(VmThread *t, VmClass *c, uint16_t ix)
{
	VmClass *r = __atomic_load_n((VmClass **)&c->cp_cache[ix], __ATOMIC_ACQUIRE);

	if (r)
		return r;
	if (c->cf->cp[ix].tag != CF_CLASS) {
		vm_throw(t, "java/lang/VerifyError", "Bad class constant %u in %s", ix, c->name);
		return NULL;
	}
	r = vm_resolve_class(t, c, vm_cf_class_name(c->cf, ix));
	if (r)
		__atomic_store_n((VmClass **)&c->cp_cache[ix], r, __ATOMIC_RELEASE);
	return r;
}

static void member_message(char *buf, size_t n, VmClass *c, const char *name, const char *desc)
{
	char cn[512];
	vm_class_java_name(c, cn, sizeof cn);
	snprintf(buf, n, "'%s %s.%s'", desc, cn, name);
}

static VmField *resolve_field(VmThread *t, VmClass *c, uint16_t ix, bool is_static)
{
	const VmCfConst *k = &c->cf->cp[ix], *nat;
	VmClass *owner;
	VmField *f;

	if (k->tag != CF_FIELDREF) {
		vm_throw(t, "java/lang/VerifyError", "Bad field reference %u in %s", ix, c->name);
		return NULL;
	}
	owner = resolve_class(t, c, k->u.ref.class_index);
	if (!owner)
		return NULL;
	nat = &c->cf->cp[k->u.ref.nat_index];
	f = vm_find_field(owner, vm_symbol(vm_cf_utf8(c->cf, nat->u.nat.name_index)),
			  vm_symbol(vm_cf_utf8(c->cf, nat->u.nat.desc_index)));
	if (!f) {
		char cn[512];
		vm_class_java_name(owner, cn, sizeof cn);
		vm_throw(t, "java/lang/NoSuchFieldError", "%s", vm_cf_utf8(c->cf, nat->u.nat.name_index));
		return NULL;
	}
	if (((f->access & ACC_STATIC) != 0) != is_static) {
		char cn[512];
		vm_class_java_name(f->clazz, cn, sizeof cn);
		vm_throw(t, "java/lang/IncompatibleClassChangeError", "Expected %s field %s.%s",
			 is_static ? "static" : "non-static", cn, f->name);
		return NULL;
	}
	if (c->loader != f->clazz->loader &&
	    !vm_check_loader_constraints(t, c, f->clazz, f->name, f->desc, true))
		return NULL;
	return f;
}

enum { INV_VIRTUAL, INV_SPECIAL, INV_STATIC, INV_INTERFACE };

static VmMethod *resolve_method(VmThread *t, VmMethod *caller, uint16_t ix, int kind)
{
	VmClass *c = caller->clazz;
	const VmCfConst *k = &c->cf->cp[ix], *nat;
	VmClass *owner;
	VmMethod *m;
	const char *name, *desc;
	char msg[1024];

	if (k->tag != CF_METHODREF && k->tag != CF_IMETHODREF) {
		vm_throw(t, "java/lang/VerifyError", "Bad method reference %u in %s", ix, c->name);
		return NULL;
	}
	owner = resolve_class(t, c, k->u.ref.class_index);
	if (!owner)
		return NULL;
	nat = &c->cf->cp[k->u.ref.nat_index];
	name = vm_symbol(vm_cf_utf8(c->cf, nat->u.nat.name_index));
	desc = vm_symbol(vm_cf_utf8(c->cf, nat->u.nat.desc_index));
	if (kind == INV_INTERFACE && !vm_class_is_interface(owner)) {
		char cn[512];
		vm_class_java_name(owner, cn, sizeof cn);
		vm_throw(t, "java/lang/IncompatibleClassChangeError",
			 "Found class %s, but interface was expected", cn);
		return NULL;
	}
	if (kind == INV_VIRTUAL && vm_class_is_interface(owner)) {
		char cn[512];
		vm_class_java_name(owner, cn, sizeof cn);
		vm_throw(t, "java/lang/IncompatibleClassChangeError",
			 "Found interface %s, but class was expected", cn);
		return NULL;
	}
	m = vm_find_method(owner, name, desc);
	if (!m && vm_class_is_interface(owner))
		m = vm_find_method(vm_wk.object, name, desc);
	if (!m) {
		member_message(msg, sizeof msg, owner, name, desc);
		vm_throw(t, "java/lang/NoSuchMethodError", "%s", msg);
		return NULL;
	}
	if (((m->access & ACC_STATIC) != 0) != (kind == INV_STATIC)) {
		char cn[512];
		vm_class_java_name(m->clazz, cn, sizeof cn);
		vm_throw(t, "java/lang/IncompatibleClassChangeError", "Expected %s method '%s %s.%s'",
			 kind == INV_STATIC ? "static" : "non-static", m->desc, cn, m->name);
		return NULL;
	}
	if (kind == INV_SPECIAL && m->name[0] != '<' && !(m->access & ACC_PRIVATE) &&
	    !vm_class_is_interface(owner) && owner != c && vm_is_subclass(c, owner) &&
	    (c->access & ACC_SUPER)) {
		/* invokespecial of a superclass method: the most specific one above us. */
		VmMethod *s = vm_find_method(c->super, name, desc);
		if (s)
			m = s;
	}
	if (kind == INV_SPECIAL && (m->access & ACC_ABSTRACT)) {
		member_message(msg, sizeof msg, m->clazz, name, desc);
		vm_throw(t, "java/lang/AbstractMethodError", "%s", msg);
		return NULL;
	}
	if (c->loader != m->clazz->loader &&
	    !vm_check_loader_constraints(t, c, m->clazz, m->name, m->desc, false))
		return NULL;
	return m;
}

/* Interface dispatch cache: direct-mapped, guarded by a sequence lock. */
#define ICACHE_SIZE 1024u
static struct { VmClass *cls; VmMethod *m, *target; } icache[ICACHE_SIZE];
static volatile unsigned icache_seq;
static pthread_mutex_t icache_lock = PTHREAD_MUTEX_INITIALIZER;
/* Serialises the linking of lambda call sites (L_invokedynamic). */
static pthread_mutex_t indy_lock = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;

VmMethod *vm_interface_target(VmClass *cls, VmMethod *m)
{
	size_t ix = (((uintptr_t)cls >> 4) ^ ((uintptr_t)m >> 3)) & (ICACHE_SIZE - 1);
	unsigned s1 = __atomic_load_n(&icache_seq, __ATOMIC_ACQUIRE);
	VmMethod *r = NULL;

	if (!(s1 & 1) && icache[ix].cls == cls && icache[ix].m == m) {
		r = icache[ix].target;
		__atomic_thread_fence(__ATOMIC_ACQUIRE);
		if (__atomic_load_n(&icache_seq, __ATOMIC_RELAXED) == s1)
			return r;
	}
	r = vm_find_virtual(cls, m);
	if (!r)
		return NULL;
	pthread_mutex_lock(&icache_lock);
	__atomic_fetch_add(&icache_seq, 1, __ATOMIC_ACQ_REL);
	icache[ix].cls = cls;
	icache[ix].m = m;
	icache[ix].target = r;
	__atomic_fetch_add(&icache_seq, 1, __ATOMIC_ACQ_REL);
	pthread_mutex_unlock(&icache_lock);
	return r;
}

/* ------------------------------------------------ string concatenation */

typedef struct VmConcat {
	uint16_t *recipe;         /* 1 = next argument, 2 = next constant */
	int32_t recipe_len;
	char *types;              /* per argument: I J F D Z B C S L */
	int nargs, slots;
	VmObject **constants;     /* interned */
	int n_constants;
} VmConcat;

static VmConcat *resolve_concat(VmThread *t, VmMethod *caller, uint16_t ix)
{
	VmClassFile *cf = caller->clazz->cf;
	const VmCfConst *k = &cf->cp[ix], *nat, *mh, *mref, *cnat;
	const VmCfBootstrap *b;
	const char *owner, *bname, *desc, *p;
	VmConcat *cc;
	int i, nc = 0;

	if (k->tag != CF_INVOKEDYNAMIC || k->u.dyn.bsm_index >= cf->n_bootstraps) {
		vm_throw(t, "java/lang/VerifyError", "Bad invokedynamic constant %u", ix);
		return NULL;
	}
	b = &cf->bootstraps[k->u.dyn.bsm_index];
	nat = &cf->cp[k->u.dyn.nat_index];
	desc = vm_cf_utf8(cf, nat->u.nat.desc_index);
	mh = &cf->cp[b->method_ref];
	mref = &cf->cp[mh->u.mh.ref_index];
	owner = vm_cf_class_name(cf, mref->u.ref.class_index);
	cnat = &cf->cp[mref->u.ref.nat_index];
	bname = vm_cf_utf8(cf, cnat->u.nat.name_index);
	if (strcmp(owner, "java/lang/invoke/StringConcatFactory") != 0) {
		vm_throw(t, "java/lang/BootstrapMethodError",
			 "bootstrap method %s.%s is not supported yet", owner, bname);
		return NULL;
	}
	cc = calloc(1, sizeof *cc);
	cc->types = malloc(strlen(desc) + 1);
	for (p = desc + 1; *p && *p != ')'; p++) {
		char ty = *p;
		if (ty == '[') {
			while (*p == '[') p++;
			if (*p == 'L') p = strchr(p, ';');
			ty = 'L';
		} else if (ty == 'L') {
			p = strchr(p, ';');
		}
		cc->types[cc->nargs++] = ty;
		cc->slots += (ty == 'J' || ty == 'D') ? 2 : 1;
	}
	cc->types[cc->nargs] = 0;
	if (strcmp(bname, "makeConcatWithConstants") == 0 && b->n_args >= 1 &&
	    cf->cp[b->args[0]].tag == CF_STRING) {
		const char *r = vm_cf_utf8(cf, cf->cp[b->args[0]].u.index);
		size_t n = strlen(r);
		extern size_t vm_mutf8_length(const char *s, size_t n);
		extern void vm_mutf8_decode(const char *s, size_t n, uint16_t *out);
		cc->recipe_len = (int32_t)vm_mutf8_length(r, n);
		cc->recipe = malloc(((size_t)cc->recipe_len + 1) * 2);
		vm_mutf8_decode(r, n, cc->recipe);
		cc->constants = calloc(b->n_args, sizeof *cc->constants);
		for (i = 1; i < b->n_args; i++) {
			const VmCfConst *a = &cf->cp[b->args[i]];
			char buf[64];
			const char *s = buf;
			if (a->tag == CF_STRING)
				s = vm_cf_utf8(cf, a->u.index);
			else if (a->tag == CF_INTEGER)
				snprintf(buf, sizeof buf, "%d", a->u.i);
			else if (a->tag == CF_LONG)
				snprintf(buf, sizeof buf, "%lld", (long long)a->u.j);
			else
				snprintf(buf, sizeof buf, "?");
			cc->constants[nc] = vm_string_literal(t, s);
			if (!cc->constants[nc])
				return NULL;
			nc++;
		}
		cc->n_constants = nc;
	} else if (strcmp(bname, "makeConcat") == 0) {
		cc->recipe_len = cc->nargs;
		cc->recipe = malloc(((size_t)cc->nargs + 1) * 2);
		for (i = 0; i < cc->nargs; i++)
			cc->recipe[i] = 1;
	} else {
		vm_throw(t, "java/lang/BootstrapMethodError", "unsupported StringConcatFactory.%s", bname);
		return NULL;
	}
	return cc;
}

typedef struct Buf { uint16_t *p; size_t n, cap; } Buf;

static bool buf_add(Buf *b, const uint16_t *c, size_t n)
{
	if (b->n + n > b->cap) {
		size_t nc = (b->n + n) * 2 + 16;
		uint16_t *np = realloc(b->p, nc * 2);
		if (!np)
			return false;
		b->p = np;
		b->cap = nc;
	}
	memcpy(b->p + b->n, c, n * 2);
	b->n += n;
	return true;
}

static bool buf_ascii(Buf *b, const char *s)
{
	uint16_t tmp[64];
	size_t n = strlen(s), i;
	for (i = 0; i < n && i < 64; i++)
		tmp[i] = (unsigned char)s[i];
	return buf_add(b, tmp, i);
}

static bool buf_string(Buf *b, VmObject *s)
{
	if (!s)
		return buf_ascii(b, "null");
	return buf_add(b, vm_string_chars(s), (size_t)vm_string_length(s));
}

/* Not inlined, as multi_new: they hold references in locals across calls
 * that collect, and the loop's own frame is not scanned (vm.h,
 * VmInterpSpan). */
static __attribute__((noinline)) VmObject *do_concat(VmThread *t, VmConcat *cc, VmSlot *args)
{
	Buf b = { NULL, 0, 0 };
	int ai = 0, ci = 0;
	int32_t i;
	VmSlot *a = args;
	VmObject *r = NULL;
	char num[64];

	for (i = 0; i < cc->recipe_len; i++) {
		uint16_t ch = cc->recipe[i];
		if (ch == 2) {
			if (ci < cc->n_constants && !buf_string(&b, cc->constants[ci++]))
				goto oom;
			continue;
		}
		if (ch != 1 || ai >= cc->nargs) {
			if (!buf_add(&b, &ch, 1))
				goto oom;
			continue;
		}
		switch (cc->types[ai++]) {
		case 'I': case 'B': case 'S':
			snprintf(num, sizeof num, "%d", a->i); a++;
			if (!buf_ascii(&b, num)) goto oom;
			break;
		case 'Z':
			if (!buf_ascii(&b, a->i ? "true" : "false")) goto oom;
			a++;
			break;
		case 'C': {
			uint16_t c = (uint16_t)a->i; a++;
			if (!buf_add(&b, &c, 1)) goto oom;
			break;
		}
		case 'J':
			snprintf(num, sizeof num, "%lld", (long long)vm_slot_get_long(a)); a += 2;
			if (!buf_ascii(&b, num)) goto oom;
			break;
		case 'F': case 'D': {
			VmSlot sa[2], rr;
			bool dbl = cc->types[ai - 1] == 'D';
			sa[0] = a[0];
			if (dbl) sa[1] = a[1];
			a += dbl ? 2 : 1;
			if (!vm_call_static(t, "java/lang/String", "valueOf", dbl ? "(D)Ljava/lang/String;" : "(F)Ljava/lang/String;", sa, &rr))
				goto fail;
			if (!buf_string(&b, rr.l)) goto oom;
			break;
		}
		default: {
			VmObject *o = a->l;
			a++;
			if (o && o->clazz != vm_wk.string) {
				VmSlot sa[1], rr;
				sa[0].l = o;
				if (!vm_call_static(t, "java/lang/String", "valueOf", "(Ljava/lang/Object;)Ljava/lang/String;", sa, &rr))
					goto fail;
				o = rr.l;
			}
			if (!buf_string(&b, o)) goto oom;
			break;
		}
		}
	}
	r = vm_string_from_utf16(t, b.p, (int32_t)b.n);
	free(b.p);
	return r;
oom:
	vm_throw_object(t, vm_wk.oom);
fail:
	free(b.p);
	return NULL;
}

/* ------------------------------------------------------------ arrays */

static __attribute__((noinline)) VmArray *multi_new(VmThread *t, VmClass *c, int dims, const int32_t *lens)
{
	VmArray *a;
	int32_t i;

	a = vm_new_array(t, c, lens[0]);    /* every count >= 0: vm_multianewarray */
	if (!a || dims == 1)
		return a;
	for (i = 0; i < lens[0]; i++) {
		VmArray *sub = multi_new(t, c->component, dims - 1, lens + 1);
		if (!sub)
			return NULL;
		VM_ARRAY_ELEMS(VmArray *, a)[i] = sub;
	}
	return a;
}

VmArray *vm_multianewarray(VmThread *t, const VmMultiNew *mn, const VmSlot *counts)
{
	int32_t lens[256];
	int d;

	for (d = 0; d < mn->dims; d++) {
		lens[d] = counts[d].i;
		if (lens[d] < 0) {
			vm_throw(t, "java/lang/NegativeArraySizeException", "%d", lens[d]);
			return NULL;
		}
	}
	return multi_new(t, mn->clazz, mn->dims, lens);
}

bool vm_call_native(VmThread *t, VmMethod *m, VmSlot *args, VmSlot *ret)
{
	VmFrame *f = t->top ? t->top + 1 : t->frames_base;

	if (!m->native && !vm_native_bind(t, m))
		return false;
	if (f >= t->frames_end) {
		vm_throw_object(t, vm_wk.soe);
		return false;
	}
	f->method = m;
	f->pc = NULL;
	f->locals = args;
	f->sp = args + m->arg_slots;
	f->prev = t->top;
	f->lock = NULL;
	f->flags = VM_FRAME_NATIVE;
	t->top = f;
	/* the arguments were the caller's operands until now (refmap.h) */
	if (f->prev && f->prev->sp > args)
		f->prev->sp = args;
	ret[0].w = 0;
	ret[1].w = 0;
	if ((m->access & ACC_SYNCHRONIZED) && !vm_frame_lock(t, f)) {
		t->top = f->prev;
		return false;
	}
	m->native(t, args, ret);
	vm_frame_unlock(t, f);
	t->top = f->prev;
	return t->exception == NULL;
}

int32_t vm_frame_handler(VmThread *t, VmFrame *f, VmObject *ex)
{
	VmMethod *m = f->method;
	uint32_t idx = (uint32_t)(f->pc - m->pcode), i;

	for (i = 0; i < m->n_handlers; i++) {
		VmHandler *h = &m->handlers[i];
		if (idx < h->start || idx >= h->end)
			continue;
		if (h->catch_type) {
			VmClass *cc = h->catch_class;
			if (!cc) {
				t->exception = NULL;
				cc = resolve_class(t, m->clazz, h->catch_type);
				t->exception = ex;
				if (!cc)
					continue;
				h->catch_class = cc;
			}
			if (!vm_is_subclass(ex->clazz, cc))
				continue;
		}
		return (int32_t)h->handler;
	}
	return -1;
}

bool vm_frame_lock(VmThread *t, VmFrame *f)
{
	const VmMethod *m = f->method;
	VmObject *lk = (m->access & ACC_STATIC) ? vm_class_object(t, m->clazz) : f->locals[0].l;

	if (!lk) {
		if (!t->exception)
			vm_throw_npe(t);
		return false;
	}
	if (!vm_monitor_enter(t, lk))
		return false;
	f->lock = lk;
	return true;
}

bool vm_frame_unlock(VmThread *t, VmFrame *f)
{
	VmObject *lk = f->lock, *ex = t->exception;

	if (!lk)
		return ex == NULL;
	f->lock = NULL;
	if (!ex)
		return vm_monitor_exit(t, lk);
	t->exception = NULL;
	vm_monitor_exit(t, lk);
	t->exception = ex;
	return false;
}

/* The constant-pool operand of the (slow form of the) instruction at pc,
 * from the bytecode: ldc's one byte, else the u2 at +1; multianewarray
 * also gets its dimensions in bits 16..23 as decode.c stores them. */
static intptr_t cp_operand(const VmMethod *m, const VmInsn *pc)
{
	const uint8_t *bc = m->code->code + m->insn_pc[pc - m->pcode];

	if (bc[0] == 0x12)
		return bc[1];
	if (bc[0] == 0xc5)
		return (intptr_t)(((uint32_t)bc[1] << 8) | bc[2]) | ((intptr_t)bc[3] << 16);
	return (intptr_t)(((uint32_t)bc[1] << 8) | bc[2]);
}

/*
 * Volatile fields (JLS 17.4): every access is a sequentially consistent
 * atomic of the field's size, so volatile long/double are single 64-bit
 * accesses also on IA-32, and a volatile store is followed by the
 * store-load fence the memory model needs.  Push the value at addr onto sp
 * (returns the new sp), or store the value at sp.
 */
static VmSlot *volatile_get(char type, const void *addr, VmSlot *sp)
{
	switch (type) {
	case 'B': sp->i = __atomic_load_n((const int8_t *)addr, __ATOMIC_SEQ_CST); break;
	case 'Z': sp->i = __atomic_load_n((const uint8_t *)addr, __ATOMIC_SEQ_CST); break;
	case 'C': sp->i = __atomic_load_n((const uint16_t *)addr, __ATOMIC_SEQ_CST); break;
	case 'S': sp->i = __atomic_load_n((const int16_t *)addr, __ATOMIC_SEQ_CST); break;
	case 'I': case 'F': sp->i = __atomic_load_n((const int32_t *)addr, __ATOMIC_SEQ_CST); break;
	case 'J': case 'D':
		vm_slot_set_long(sp, __atomic_load_n((const int64_t *)addr, __ATOMIC_SEQ_CST));
		return sp + 2;
	default: sp->l = __atomic_load_n((VmObject *const *)addr, __ATOMIC_SEQ_CST); break;
	}
	return sp + 1;
}

static void volatile_put(char type, void *addr, const VmSlot *v)
{
	switch (type) {
	case 'B': case 'Z': __atomic_store_n((int8_t *)addr, (int8_t)v->i, __ATOMIC_SEQ_CST); break;
	case 'C': case 'S': __atomic_store_n((int16_t *)addr, (int16_t)v->i, __ATOMIC_SEQ_CST); break;
	case 'I': case 'F': __atomic_store_n((int32_t *)addr, v->i, __ATOMIC_SEQ_CST); break;
	case 'J': case 'D': __atomic_store_n((int64_t *)addr, vm_slot_get_long(v), __ATOMIC_SEQ_CST); break;
	default: __atomic_store_n((VmObject **)addr, v->l, __ATOMIC_SEQ_CST); break;
	}
}

static inline int type_slots(char type)
{
	return type == 'J' || type == 'D' ? 2 : 1;
}

/* A volatile access to a shared object (gos_state != 0): the global object
 * space performs it (at the object's home, with release/acquire meaning).
 * A write takes the value from v; a read stores it at v (the caller moves
 * sp).  False with an exception pending.  This and checked_static are out
 * of line and return no stack pointer: with the address of sp taken, or
 * with extra dispatch exits in these handlers, GCC stopped keeping the
 * loop's locals pointer in a register (one more load in every handler,
 * +3 to +6 % instructions on the micro benchmarks under callgrind). */
__attribute__((noinline))
static bool shared_volatile(VmThread *t, VmObject *o, VmField *f, bool write, VmSlot *v)
{
	uint64_t buf = 0;

	if (!vm_gos_hooks.volatile_access) {
		if (write)
			volatile_put(f->type, (char *)o + f->offset, v);
		else
			(void)volatile_get(f->type, (char *)o + f->offset, v);
		return true;
	}
	if (write)
		volatile_put(f->type, &buf, v);
	if (!vm_gos_hooks.volatile_access(t, o, f->offset, f->type, write, &buf))
		return false;
	if (!write)
		(void)volatile_get(f->type, &buf, v);
	return true;
}

/* A static field of a class whose statics may be a cached copy (cluster
 * mode): the state check on the statics object, then the access (a read
 * stores at v, a write takes the value from v). */
__attribute__((noinline))
static bool checked_static(VmThread *t, VmField *f, bool write, VmSlot *v)
{
	VmObject *s = f->clazz->statics;

	if (!vm_gos_touch(t, s, write))
		return false;
	if (write)
		volatile_put(f->type, (char *)s + f->offset, v);
	else
		(void)volatile_get(f->type, (char *)s + f->offset, v);
	return true;
}

bool vm_interp_checked_static(VmThread *t, VmField *f, bool write, VmSlot *v)
{
	return checked_static(t, f, write, v);
}

int vm_interp_indy(VmThread *t, VmInsn *pc, VmSlot **spp)
{
	const void *h = __atomic_load_n(&pc->handler, __ATOMIC_ACQUIRE);
	VmSlot *sp = *spp, r;
	bool ok;
	int n;

	if (h == labels[OPX_CONCAT]) {
		VmConcat *cc = pc->a.p;
		n = cc->slots;
		r.l = do_concat(t, cc, sp - n);
		ok = r.l != NULL;
	} else if (h == labels[OPX_LAMBDA]) {
		VmLambdaSite *ls = pc->a.p;
		n = ls->cap_slots;
		r.l = vm_lambda_new(t, ls, sp - n);
		ok = r.l != NULL;
	} else if (h == labels[OPX_OBJMETHODS]) {
		VmObjMethodsSite *os = pc->a.p;
		n = os->kind == VM_OM_EQUALS ? 2 : 1;
		ok = vm_objmethods_invoke(t, os, sp - n, &r);
	} else {
		return 0;
	}
	if (!ok)
		return -1;
	sp -= n;
	*sp++ = r;
	*spp = sp;
	return 1;
}

bool vm_interp_volatile(VmThread *t, VmObject *o, VmField *f, bool write, VmSlot *v)
{
	if (__builtin_expect(o->gos_state != 0, 0))
		return shared_volatile(t, o, f, write, v);
	if (write)
		volatile_put(f->type, (char *)o + f->offset, v);
	else
		(void)volatile_get(f->type, (char *)o + f->offset, v);
	return true;
}

static const VmClass *newarray_class(int atype)
{
	static const char types[] = "....ZCFDBSIJ";
	if (atype < 4 || atype > 11)
		return NULL;
	return vm_primitive_class(types[atype]);
}

/* ---------------------------------------------------------- the loop */

/*
 * Quickening and threads.  A slow handler (L_getfield, L_invokevirtual ...)
 * resolves its constant-pool operand, writes the resolved operand into
 * pc->a and then publishes the quick handler with a release store.  Another
 * thread may still be running the slow handler of the same instruction,
 * so slow handlers never read pc->a: CPIX() takes the operand from the
 * immutable bytecode instead.  A thread that dispatches to the quick
 * handler reads the handler before pc->a; the release store makes the
 * operand visible first (x86 does not reorder the two loads).  A thread
 * that still sees the slow handler resolves again, which is idempotent.
 */
#define CPIX()      cp_operand(frame->method, pc)
#define DISPATCH()  goto *pc->handler
#define NEXT()      do { pc++; DISPATCH(); } while (0)
#define SYNC()      (frame->pc = pc, frame->sp = sp)
#define THROW(cls, ...) do { SYNC(); vm_throw(t, cls, __VA_ARGS__); goto exception; } while (0)
#define NULLCHK(o)  do { if (__builtin_expect((o) == NULL, 0)) { \
			SYNC(); vm_throw_npe(t); goto exception; } } while (0)
/* The object space's check: a read faults only on an INVALID copy, a write
 * on an INVALID or READ one (w is a constant at every use, so each site
 * keeps one test); as in vm_gos_touch. */
#define GOS_FAULTS(o, w) (((VmObject *)(o))->gos_state & \
	((w) ? VM_GOS_WRITE_FAULTS : VM_GOS_READ_FAULTS))
#define GOS_CHECK(o, w) do { if (__builtin_expect(GOS_FAULTS(o, w), 0)) { \
			SYNC(); if (!access_fault(t, (VmObject *)(o), (w))) goto exception; } } while (0)
#define POLL()      do { if (__builtin_expect(vm_safepoint_requested, 0)) { SYNC(); SCRUB(); vm_safepoint_poll(t); } } while (0)
/* While a collection is near (gc.h, gc_collection_near), the dead native
 * stack below the loop is zeroed before an allocation or a safepoint: the
 * C frames they build then hold no stale word for the conservative scan
 * (vm_clear_native_stack). */
#define SCRUB()     do { if (__builtin_expect(gc_collection_near, 0)) vm_clear_native_stack(); } while (0)
#define ARRAY(a, ix, w) do { NULLCHK(a); GOS_CHECK(a, w); \
			if (__builtin_expect((uint32_t)(ix) >= (uint32_t)(a)->length, 0)) \
				THROW("java/lang/ArrayIndexOutOfBoundsException", \
				      "Index %d out of bounds for length %d", (ix), (a)->length); } while (0)
/* A taken branch to tg.  A backward one counts towards the JIT's
 * back-edge threshold, but only while the JIT counts
 * (vm_jit_backedge_threshold != 0).  That test comes first: with the JIT
 * off every taken branch pays one compare of a global with zero and one
 * branch predicted not taken (two instructions), and nothing more. */
#define JUMP(tg) do { VmInsn *tg_ = (tg); \
			if (__builtin_expect(vm_jit_backedge_threshold != 0, 0) && tg_ <= pc && \
			    ++frame->method->backedges == vm_jit_backedge_threshold && \
			    backedge(t, frame, pc, tg_, sp, rv)) \
				goto osr_done; \
			pc = tg_; POLL(); DISPATCH(); } while (0)
#define BRANCH(cond) do { if (cond) JUMP(pc->a.target); NEXT(); } while (0)
#define FIELD(type, o) (*(type *)((char *)(o) + pc->a.i))
#define STATIC(type) (*(type *)pc->a.p)

#define ARITH_I(op) do { sp[-2].i = (int32_t)((uint32_t)sp[-2].i op (uint32_t)sp[-1].i); sp--; NEXT(); } while (0)
#define ARITH_L(op) do { vm_slot_set_long(sp - 4, (int64_t)((uint64_t)vm_slot_get_long(sp - 4) op \
			(uint64_t)vm_slot_get_long(sp - 2))); sp -= 2; NEXT(); } while (0)
#define ARITH_F(op) do { sp[-2].f = sp[-2].f op sp[-1].f; sp--; NEXT(); } while (0)
#define ARITH_D(op) do { vm_slot_set_double(sp - 4, vm_slot_get_double(sp - 4) op \
			vm_slot_get_double(sp - 2)); sp -= 2; NEXT(); } while (0)

/* Zero the native stack that vm_interp_run's frame is about to occupy
 * (and, from compiled code's catch, what the frames that threw left).
 * Compiled code's calls into the VM left words there (receivers,
 * arguments of its runtime calls), and the interpreter's frame has slots
 * that only rare handlers write: the collector scans native stacks
 * conservatively, so one such stale word kept a dropped object graph
 * alive for as long as the interpreter ran on (a program that ran out of
 * memory, dropped its data and allocated again failed under -Xjit:all).
 * The interpreter's own frame is under 3 KiB on x86-64. */
__attribute__((noinline)) void vm_clear_native_stack(void)
{
	char pad[4096];

	memset(pad, 0, sizeof pad);
	__asm__ __volatile__("" : : "r"(pad) : "memory");   /* keep the stores */
}

bool vm_interp_resume(VmThread *t, VmSlot *ret)
{
	bool ok;

	vm_clear_native_stack();
	t->resumes++;
	ok = vm_interp_run(t, NULL, NULL, ret);
	t->resumes--;
	return ok;
}

/* The loop's frame is scanned conservatively from here to the end of the
 * call (vm.h, VmInterpSpan): the callee hands a reference back through
 * it, or an exception is in flight. */
#define SPAN_CONSERVATIVE(on) (t->interp_span->conservative = (on))

/* The loop proper; vm_interp_run (below) brackets it with its
 * VmInterpSpan.  Not inlined: its frame must lie below that record. */
static __attribute__((noinline)) bool interp_loop(VmThread *t, VmMethod *entry, VmSlot *args, VmSlot *ret)
{
	VmInsn *pc;
	VmSlot *sp;
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
	/* GCC's allocator is at its limit in this function: small changes to
	 * rarely run handlers made it spill locals (one more load in every
	 * load/store handler, +3 to +6 % instructions on the micro
	 * benchmarks). Ask for a callee-saved register. */
	register VmSlot *locals __asm__("r12");
#else
	VmSlot *locals;
#endif
	VmFrame *frame;
	VmMethod *callee;
	VmSlot rv[2];
	int nret, kind;

	if (!t) {
		int i;
		for (i = 0; i < OPX_COUNT; i++)
			labels[i] = &&L_bad;
#define L(op, name) labels[op] = &&name
		L(0x00, L_nop); L(0x01, L_aconst_null); L(0x09, L_lconst_0); L(0x0a, L_lconst_1);
		L(0x0e, L_dconst_0); L(0x0f, L_dconst_1); L(0x12, L_ldc);
		L(0x2e, L_iaload); L(0x2f, L_laload); L(0x30, L_iaload); L(0x31, L_laload);
		L(0x32, L_aaload); L(0x33, L_baload); L(0x34, L_caload); L(0x35, L_saload);
		L(0x4f, L_iastore); L(0x50, L_lastore); L(0x51, L_iastore); L(0x52, L_lastore);
		L(0x53, L_aastore); L(0x54, L_bastore); L(0x55, L_castore); L(0x56, L_castore);
		L(0x57, L_pop); L(0x58, L_pop2); L(0x59, L_dup); L(0x5a, L_dup_x1); L(0x5b, L_dup_x2);
		L(0x5c, L_dup2); L(0x5d, L_dup2_x1); L(0x5e, L_dup2_x2); L(0x5f, L_swap);
		L(0x60, L_iadd); L(0x61, L_ladd); L(0x62, L_fadd); L(0x63, L_dadd);
		L(0x64, L_isub); L(0x65, L_lsub); L(0x66, L_fsub); L(0x67, L_dsub);
		L(0x68, L_imul); L(0x69, L_lmul); L(0x6a, L_fmul); L(0x6b, L_dmul);
		L(0x6c, L_idiv); L(0x6d, L_ldiv); L(0x6e, L_fdiv); L(0x6f, L_ddiv);
		L(0x70, L_irem); L(0x71, L_lrem); L(0x72, L_frem); L(0x73, L_drem);
		L(0x74, L_ineg); L(0x75, L_lneg); L(0x76, L_fneg); L(0x77, L_dneg);
		L(0x78, L_ishl); L(0x79, L_lshl); L(0x7a, L_ishr); L(0x7b, L_lshr);
		L(0x7c, L_iushr); L(0x7d, L_lushr); L(0x7e, L_iand); L(0x7f, L_land);
		L(0x80, L_ior); L(0x81, L_lor); L(0x82, L_ixor); L(0x83, L_lxor);
		L(0x85, L_i2l); L(0x86, L_i2f); L(0x87, L_i2d); L(0x88, L_l2i); L(0x89, L_l2f);
		L(0x8a, L_l2d); L(0x8b, L_f2i); L(0x8c, L_f2l); L(0x8d, L_f2d); L(0x8e, L_d2i);
		L(0x8f, L_d2l); L(0x90, L_d2f); L(0x91, L_i2b); L(0x92, L_i2c); L(0x93, L_i2s);
		L(0x94, L_lcmp); L(0x95, L_fcmpl); L(0x96, L_fcmpg); L(0x97, L_dcmpl); L(0x98, L_dcmpg);
		L(0x99, L_ifeq); L(0x9a, L_ifne); L(0x9b, L_iflt); L(0x9c, L_ifge); L(0x9d, L_ifgt);
		L(0x9e, L_ifle); L(0x9f, L_if_icmpeq); L(0xa0, L_if_icmpne); L(0xa1, L_if_icmplt);
		L(0xa2, L_if_icmpge); L(0xa3, L_if_icmpgt); L(0xa4, L_if_icmple); L(0xa5, L_if_acmpeq);
		L(0xa6, L_if_acmpne); L(0xa7, L_goto); L(0xa8, L_jsr); L(0xa9, L_ret);
		L(0xaa, L_tableswitch); L(0xab, L_lookupswitch);
		L(0xac, L_ireturn); L(0xad, L_lreturn); L(0xae, L_ireturn); L(0xaf, L_lreturn);
		L(0xb0, L_ireturn); L(0xb1, L_return);
		L(0xb2, L_getstatic); L(0xb3, L_putstatic); L(0xb4, L_getfield); L(0xb5, L_putfield);
		L(0xb6, L_invokevirtual); L(0xb7, L_invokespecial); L(0xb8, L_invokestatic);
		L(0xb9, L_invokeinterface); L(0xba, L_invokedynamic); L(0xbb, L_new);
		L(0xbc, L_newarray); L(0xbd, L_anewarray); L(0xbe, L_arraylength); L(0xbf, L_athrow);
		L(0xc0, L_checkcast); L(0xc1, L_instanceof); L(0xc2, L_monitorenter);
		L(0xc3, L_monitorexit); L(0xc5, L_multianewarray);
		L(0xc6, L_ifnull); L(0xc7, L_ifnonnull);
		L(OPX_LOAD, L_load); L(OPX_LOAD2, L_load2); L(OPX_STORE, L_store); L(OPX_STORE2, L_store2);
		L(OPX_ICONST, L_iconst); L(OPX_LDC2, L_ldc2); L(OPX_IINC, L_iinc);
		L(OPX_GETFIELD_B, L_gf_b); L(OPX_GETFIELD_Z, L_gf_z); L(OPX_GETFIELD_C, L_gf_c);
		L(OPX_GETFIELD_S, L_gf_s); L(OPX_GETFIELD_I, L_gf_i); L(OPX_GETFIELD_J, L_gf_j);
		L(OPX_GETFIELD_L, L_gf_l);
		L(OPX_PUTFIELD_B, L_pf_b); L(OPX_PUTFIELD_C, L_pf_c); L(OPX_PUTFIELD_I, L_pf_i);
		L(OPX_PUTFIELD_J, L_pf_j); L(OPX_PUTFIELD_L, L_pf_l);
		L(OPX_GETSTATIC_B, L_gs_b); L(OPX_GETSTATIC_Z, L_gs_z); L(OPX_GETSTATIC_C, L_gs_c);
		L(OPX_GETSTATIC_S, L_gs_s); L(OPX_GETSTATIC_I, L_gs_i); L(OPX_GETSTATIC_J, L_gs_j);
		L(OPX_GETSTATIC_L, L_gs_l);
		L(OPX_PUTSTATIC_B, L_ps_b); L(OPX_PUTSTATIC_C, L_ps_c); L(OPX_PUTSTATIC_I, L_ps_i);
		L(OPX_PUTSTATIC_J, L_ps_j); L(OPX_PUTSTATIC_L, L_ps_l);
		L(OPX_INVOKEVIRTUAL, L_q_invokevirtual); L(OPX_INVOKEDIRECT, L_q_invokedirect);
		L(OPX_INVOKESTATIC, L_q_invokestatic); L(OPX_INVOKEINTERFACE, L_q_invokeinterface);
		L(OPX_NEW, L_q_new); L(OPX_ANEWARRAY, L_q_anewarray); L(OPX_CHECKCAST, L_q_checkcast);
		L(OPX_INSTANCEOF, L_q_instanceof); L(OPX_LDC_REF, L_q_ldc_ref);
		L(OPX_MULTIANEWARRAY, L_q_multianewarray); L(OPX_CONCAT, L_q_concat);
		L(OPX_LAMBDA, L_q_lambda);
		L(OPX_OBJMETHODS, L_q_objmethods);
		L(OPX_GETFIELD_V, L_gf_v); L(OPX_PUTFIELD_V, L_pf_v);
		L(OPX_GETSTATIC_V, L_gs_v); L(OPX_PUTSTATIC_V, L_ps_v);
		L(OPX_GETSTATIC_G, L_gs_g); L(OPX_PUTSTATIC_G, L_ps_g);
#undef L
		return true;
	}
	/* the loop's frame begins here: nothing below this point is its own
	 * (vm.h, VmInterpSpan) */
	VM_STACK_POINTER(t->interp_span->lo);

	/* vm_interp_resume: compiled code hands its frame (t->top) over at
	 * frame->pc with the operand stack up to frame->sp, and an exception
	 * pending if it threw one; the frame then ends here like an entry. */
	if (!entry) {
		frame = t->top;
		frame->flags |= VM_FRAME_ENTRY | VM_FRAME_RESUMED;
		locals = frame->locals;
		sp = frame->sp;
		pc = frame->pc;
		if (t->exception)
			goto exception;
		DISPATCH();
	}
	/* Enter `entry`: its arguments are at args. */
	if (!entry->pcode && !vm_decode_method(t, entry))
		return false;
	frame = t->top ? t->top + 1 : t->frames_base;
	if (!vm_frame_room(t, frame, entry, args)) {
		if (t->in_overflow)
			vm_throw_object(t, vm_wk.soe);
		else
			vm_throw(t, "java/lang/StackOverflowError", NULL);
		return false;
	}
	vm_frame_push(t, t->top, frame, entry, args, VM_FRAME_ENTRY);
	/* arguments a caller (compiled code) kept as its operands until now
	 * are this frame's locals from here on (refmap.h) */
	if (frame->prev && frame->prev->sp > args)
		frame->prev->sp = args;
	/* Entries from C (main, run, natives calling Java, compiled code's
	 * calls) count towards the JIT's threshold as calls from the loop do. */
	if (__builtin_expect(vm_hook_jit_compile != NULL, 0)) {
		VmNativeFn code = __atomic_load_n(&entry->jit_code, __ATOMIC_ACQUIRE);
		if (!code && ++entry->invocations == vm_jit_threshold) {
			vm_hook_jit_compile(t, entry);
			code = __atomic_load_n(&entry->jit_code, __ATOMIC_ACQUIRE);
		}
		if (code) {
			code(t, args, ret ? ret : rv);
			t->top = frame->prev;
			return t->exception == NULL;
		}
	}
	locals = args;
	sp = args + entry->max_locals;
	pc = entry->pcode;
	/* The same as vm_frame_lock, written out: interp_loop's code as it
	 * was, because on IA-32 calling the function here moved GCC's
	 * register allocation so that a dead reference stayed in a
	 * callee-saved register the natives' frames save, and the
	 * conservative native-stack scan kept an object alive (FinThread
	 * under make check; doc/jit.md, "Synchronized methods and handlers"). */
	if (entry->access & ACC_SYNCHRONIZED) {
		VmObject *lk = (entry->access & ACC_STATIC) ? vm_class_object(t, entry->clazz) : locals[0].l;
		if (!lk || !vm_monitor_enter(t, lk)) {
			t->top = frame->prev;
			return false;
		}
		frame->lock = lk;
	}
	DISPATCH();

L_bad:
	THROW("java/lang/InternalError", "bad threaded instruction");
L_nop:
	NEXT();
L_aconst_null:
	(sp++)->l = NULL; NEXT();
L_iconst:
	(sp++)->w = pc->a.i; NEXT();
L_lconst_0:
	vm_slot_set_long(sp, 0); sp += 2; NEXT();
L_lconst_1:
	vm_slot_set_long(sp, 1); sp += 2; NEXT();
L_dconst_0:
	vm_slot_set_double(sp, 0.0); sp += 2; NEXT();
L_dconst_1:
	vm_slot_set_double(sp, 1.0); sp += 2; NEXT();
L_ldc2:
	memcpy(sp, pc->a.p, 8); sp += 2; NEXT();
L_q_ldc_ref:
	(sp++)->l = pc->a.p; NEXT();
L_ldc: {
	const VmCfConst *k = &frame->method->clazz->cf->cp[CPIX()];
	VmObject *o = NULL;
	SYNC();
	if (k->tag == CF_STRING) {
		o = vm_string_literal(t, vm_cf_utf8(frame->method->clazz->cf, k->u.index));
	} else if (k->tag == CF_CLASS) {
		VmClass *c = resolve_class(t, frame->method->clazz, (uint16_t)CPIX());
		if (c)
			o = vm_class_object(t, c);
	} else {
		vm_throw(t, "java/lang/BootstrapMethodError", "constant of tag %d is not supported yet", k->tag);
	}
	if (!o)
		goto exception;
	pc->a.p = o;
	__atomic_store_n(&pc->handler, labels[OPX_LDC_REF], __ATOMIC_RELEASE);
	DISPATCH();
}
L_load:
	*sp++ = locals[pc->a.i]; NEXT();
L_load2:
	sp[0] = locals[pc->a.i]; sp[1] = locals[pc->a.i + 1]; sp += 2; NEXT();
L_store:
	locals[pc->a.i] = *--sp; NEXT();
L_store2:
	sp -= 2; locals[pc->a.i] = sp[0]; locals[pc->a.i + 1] = sp[1]; NEXT();
L_iinc:
	locals[pc->a.i & 0xffff].i = (int32_t)((uint32_t)locals[pc->a.i & 0xffff].i +
					      (uint32_t)(int32_t)(int16_t)((uint32_t)pc->a.i >> 16));
	NEXT();

L_iaload: {
	VmArray *a = (VmArray *)sp[-2].l; int32_t ix = sp[-1].i;
	ARRAY(a, ix, false); sp[-2].i = VM_ARRAY_ELEMS(int32_t, a)[ix]; sp--; NEXT();
}
L_laload: {
	VmArray *a = (VmArray *)sp[-2].l; int32_t ix = sp[-1].i;
	ARRAY(a, ix, false); memcpy(sp - 2, &VM_ARRAY_ELEMS(int64_t, a)[ix], 8); NEXT();
}
L_aaload: {
	VmArray *a = (VmArray *)sp[-2].l; int32_t ix = sp[-1].i;
	ARRAY(a, ix, false); sp[-2].l = VM_ARRAY_ELEMS(VmObject *, a)[ix]; sp--; NEXT();
}
L_baload: {
	VmArray *a = (VmArray *)sp[-2].l; int32_t ix = sp[-1].i;
	ARRAY(a, ix, false); sp[-2].i = VM_ARRAY_ELEMS(int8_t, a)[ix]; sp--; NEXT();
}
L_caload: {
	VmArray *a = (VmArray *)sp[-2].l; int32_t ix = sp[-1].i;
	ARRAY(a, ix, false); sp[-2].i = VM_ARRAY_ELEMS(uint16_t, a)[ix]; sp--; NEXT();
}
L_saload: {
	VmArray *a = (VmArray *)sp[-2].l; int32_t ix = sp[-1].i;
	ARRAY(a, ix, false); sp[-2].i = VM_ARRAY_ELEMS(int16_t, a)[ix]; sp--; NEXT();
}
L_iastore: {
	VmArray *a = (VmArray *)sp[-3].l; int32_t ix = sp[-2].i;
	ARRAY(a, ix, true); VM_ARRAY_ELEMS(int32_t, a)[ix] = sp[-1].i; sp -= 3; NEXT();
}
L_lastore: {
	VmArray *a = (VmArray *)sp[-4].l; int32_t ix = sp[-3].i;
	ARRAY(a, ix, true); memcpy(&VM_ARRAY_ELEMS(int64_t, a)[ix], sp - 2, 8); sp -= 4; NEXT();
}
L_aastore: {
	VmArray *a = (VmArray *)sp[-3].l; int32_t ix = sp[-2].i; VmObject *v = sp[-1].l;
	ARRAY(a, ix, true);
	if (v && !vm_is_subclass(v->clazz, a->hdr.clazz->component)) {
		char cn[512];
		vm_class_java_name(v->clazz, cn, sizeof cn);
		THROW("java/lang/ArrayStoreException", "%s", cn);
	}
	VM_ARRAY_ELEMS(VmObject *, a)[ix] = v; sp -= 3; NEXT();
}
L_bastore: {
	VmArray *a = (VmArray *)sp[-3].l; int32_t ix = sp[-2].i;
	ARRAY(a, ix, true);
	VM_ARRAY_ELEMS(int8_t, a)[ix] = (int8_t)(a->hdr.clazz->elem_type == 'Z' ? (sp[-1].i & 1) : sp[-1].i);
	sp -= 3; NEXT();
}
L_castore: {
	VmArray *a = (VmArray *)sp[-3].l; int32_t ix = sp[-2].i;
	ARRAY(a, ix, true); VM_ARRAY_ELEMS(uint16_t, a)[ix] = (uint16_t)sp[-1].i; sp -= 3; NEXT();
}
L_arraylength: {
	VmArray *a = (VmArray *)sp[-1].l;
	NULLCHK(a); GOS_CHECK(a, false); sp[-1].i = a->length; NEXT();
}

L_pop: sp--; NEXT();
L_pop2: sp -= 2; NEXT();
L_dup: sp[0] = sp[-1]; sp++; NEXT();
L_dup_x1: sp[0] = sp[-1]; sp[-1] = sp[-2]; sp[-2] = sp[0]; sp++; NEXT();
L_dup_x2: sp[0] = sp[-1]; sp[-1] = sp[-2]; sp[-2] = sp[-3]; sp[-3] = sp[0]; sp++; NEXT();
L_dup2: sp[0] = sp[-2]; sp[1] = sp[-1]; sp += 2; NEXT();
L_dup2_x1:
	sp[1] = sp[-1]; sp[0] = sp[-2]; sp[-1] = sp[-3]; sp[-2] = sp[1]; sp[-3] = sp[0]; sp += 2; NEXT();
L_dup2_x2:
	sp[1] = sp[-1]; sp[0] = sp[-2]; sp[-1] = sp[-3]; sp[-2] = sp[-4]; sp[-3] = sp[1]; sp[-4] = sp[0];
	sp += 2; NEXT();
L_swap: { VmSlot x = sp[-1]; sp[-1] = sp[-2]; sp[-2] = x; NEXT(); }

L_iadd: ARITH_I(+);
L_isub: ARITH_I(-);
L_imul: ARITH_I(*);
L_iand: ARITH_I(&);
L_ior: ARITH_I(|);
L_ixor: ARITH_I(^);
L_ladd: ARITH_L(+);
L_lsub: ARITH_L(-);
L_lmul: ARITH_L(*);
L_land: ARITH_L(&);
L_lor: ARITH_L(|);
L_lxor: ARITH_L(^);
L_fadd: ARITH_F(+);
L_fsub: ARITH_F(-);
L_fmul: ARITH_F(*);
L_fdiv: ARITH_F(/);
L_dadd: ARITH_D(+);
L_dsub: ARITH_D(-);
L_dmul: ARITH_D(*);
L_ddiv: ARITH_D(/);
L_idiv: {
	int32_t b = sp[-1].i, a = sp[-2].i;
	if (b == 0) THROW("java/lang/ArithmeticException", "/ by zero");
	sp[-2].i = (a == INT32_MIN && b == -1) ? a : a / b; sp--; NEXT();
}
L_irem: {
	int32_t b = sp[-1].i, a = sp[-2].i;
	if (b == 0) THROW("java/lang/ArithmeticException", "/ by zero");
	sp[-2].i = (b == -1) ? 0 : a % b; sp--; NEXT();
}
L_ldiv: {
	int64_t b = vm_slot_get_long(sp - 2), a = vm_slot_get_long(sp - 4);
	if (b == 0) THROW("java/lang/ArithmeticException", "/ by zero");
	vm_slot_set_long(sp - 4, (a == INT64_MIN && b == -1) ? a : a / b); sp -= 2; NEXT();
}
L_lrem: {
	int64_t b = vm_slot_get_long(sp - 2), a = vm_slot_get_long(sp - 4);
	if (b == 0) THROW("java/lang/ArithmeticException", "/ by zero");
	vm_slot_set_long(sp - 4, b == -1 ? 0 : a % b); sp -= 2; NEXT();
}
L_frem: sp[-2].f = fmodf(sp[-2].f, sp[-1].f); sp--; NEXT();
L_drem: vm_slot_set_double(sp - 4, fmod(vm_slot_get_double(sp - 4), vm_slot_get_double(sp - 2))); sp -= 2; NEXT();
L_ineg: sp[-1].i = (int32_t)(0u - (uint32_t)sp[-1].i); NEXT();
L_lneg: vm_slot_set_long(sp - 2, (int64_t)(0u - (uint64_t)vm_slot_get_long(sp - 2))); NEXT();
L_fneg: sp[-1].f = -sp[-1].f; NEXT();
L_dneg: vm_slot_set_double(sp - 2, -vm_slot_get_double(sp - 2)); NEXT();
L_ishl: sp[-2].i = (int32_t)((uint32_t)sp[-2].i << (sp[-1].i & 31)); sp--; NEXT();
L_ishr: sp[-2].i = sp[-2].i >> (sp[-1].i & 31); sp--; NEXT();
L_iushr: sp[-2].i = (int32_t)((uint32_t)sp[-2].i >> (sp[-1].i & 31)); sp--; NEXT();
L_lshl: vm_slot_set_long(sp - 3, (int64_t)((uint64_t)vm_slot_get_long(sp - 3) << (sp[-1].i & 63))); sp--; NEXT();
L_lshr: vm_slot_set_long(sp - 3, vm_slot_get_long(sp - 3) >> (sp[-1].i & 63)); sp--; NEXT();
L_lushr: vm_slot_set_long(sp - 3, (int64_t)((uint64_t)vm_slot_get_long(sp - 3) >> (sp[-1].i & 63))); sp--; NEXT();

L_i2l: vm_slot_set_long(sp - 1, sp[-1].i); sp++; NEXT();
L_i2f: sp[-1].f = (float)sp[-1].i; NEXT();
L_i2d: vm_slot_set_double(sp - 1, sp[-1].i); sp++; NEXT();
L_l2i: sp[-2].i = (int32_t)vm_slot_get_long(sp - 2); sp--; NEXT();
L_l2f: sp[-2].f = (float)vm_slot_get_long(sp - 2); sp--; NEXT();
L_l2d: vm_slot_set_double(sp - 2, (double)vm_slot_get_long(sp - 2)); NEXT();
L_f2i: sp[-1].i = d2i(sp[-1].f); NEXT();
L_f2l: vm_slot_set_long(sp - 1, d2l(sp[-1].f)); sp++; NEXT();
L_f2d: vm_slot_set_double(sp - 1, sp[-1].f); sp++; NEXT();
L_d2i: sp[-2].i = d2i(vm_slot_get_double(sp - 2)); sp--; NEXT();
L_d2l: vm_slot_set_long(sp - 2, d2l(vm_slot_get_double(sp - 2))); NEXT();
L_d2f: sp[-2].f = (float)vm_slot_get_double(sp - 2); sp--; NEXT();
L_i2b: sp[-1].i = (int8_t)sp[-1].i; NEXT();
L_i2c: sp[-1].i = (uint16_t)sp[-1].i; NEXT();
L_i2s: sp[-1].i = (int16_t)sp[-1].i; NEXT();
L_lcmp: {
	int64_t b = vm_slot_get_long(sp - 2), a = vm_slot_get_long(sp - 4);
	sp[-4].i = a > b ? 1 : a < b ? -1 : 0; sp -= 3; NEXT();
}
L_fcmpl: sp[-2].i = fcmp(sp[-2].f, sp[-1].f, -1); sp--; NEXT();
L_fcmpg: sp[-2].i = fcmp(sp[-2].f, sp[-1].f, 1); sp--; NEXT();
L_dcmpl: sp[-4].i = dcmp(vm_slot_get_double(sp - 4), vm_slot_get_double(sp - 2), -1); sp -= 3; NEXT();
L_dcmpg: sp[-4].i = dcmp(vm_slot_get_double(sp - 4), vm_slot_get_double(sp - 2), 1); sp -= 3; NEXT();

L_ifeq: sp--; BRANCH(sp[0].i == 0);
L_ifne: sp--; BRANCH(sp[0].i != 0);
L_iflt: sp--; BRANCH(sp[0].i < 0);
L_ifge: sp--; BRANCH(sp[0].i >= 0);
L_ifgt: sp--; BRANCH(sp[0].i > 0);
L_ifle: sp--; BRANCH(sp[0].i <= 0);
L_if_icmpeq: sp -= 2; BRANCH(sp[0].i == sp[1].i);
L_if_icmpne: sp -= 2; BRANCH(sp[0].i != sp[1].i);
L_if_icmplt: sp -= 2; BRANCH(sp[0].i < sp[1].i);
L_if_icmpge: sp -= 2; BRANCH(sp[0].i >= sp[1].i);
L_if_icmpgt: sp -= 2; BRANCH(sp[0].i > sp[1].i);
L_if_icmple: sp -= 2; BRANCH(sp[0].i <= sp[1].i);
L_if_acmpeq: sp -= 2; BRANCH(sp[0].l == sp[1].l);
L_if_acmpne: sp -= 2; BRANCH(sp[0].l != sp[1].l);
L_ifnull: sp--; BRANCH(sp[0].l == NULL);
L_ifnonnull: sp--; BRANCH(sp[0].l != NULL);
L_goto: JUMP(pc->a.target);
L_jsr: (sp++)->w = (intptr_t)(pc + 1); pc = pc->a.target; DISPATCH();
L_ret: pc = (VmInsn *)locals[pc->a.i].w; DISPATCH();
L_tableswitch: {
	VmTableSwitch *ts = pc->a.p; int32_t k = (--sp)->i;
	pc = (k < ts->low || k > ts->high) ? ts->deflt : ts->targets[(int64_t)k - ts->low];
	POLL(); DISPATCH();
}
L_lookupswitch: {
	VmLookupSwitch *ls = pc->a.p; int32_t k = (--sp)->i, lo = 0, hi = ls->n - 1;
	pc = ls->deflt;
	while (lo <= hi) {
		int32_t mid = lo + (hi - lo) / 2;
		if (ls->keys[mid] == k) { pc = ls->targets[mid]; break; }
		if (ls->keys[mid] < k) lo = mid + 1; else hi = mid - 1;
	}
	POLL(); DISPATCH();
}

	/* ----------------------------------------------------- fields */
L_gf_b: { VmObject *o = sp[-1].l; NULLCHK(o); GOS_CHECK(o, false); sp[-1].i = FIELD(int8_t, o); NEXT(); }
L_gf_z: { VmObject *o = sp[-1].l; NULLCHK(o); GOS_CHECK(o, false); sp[-1].i = FIELD(uint8_t, o); NEXT(); }
L_gf_c: { VmObject *o = sp[-1].l; NULLCHK(o); GOS_CHECK(o, false); sp[-1].i = FIELD(uint16_t, o); NEXT(); }
L_gf_s: { VmObject *o = sp[-1].l; NULLCHK(o); GOS_CHECK(o, false); sp[-1].i = FIELD(int16_t, o); NEXT(); }
L_gf_i: { VmObject *o = sp[-1].l; NULLCHK(o); GOS_CHECK(o, false); sp[-1].i = FIELD(int32_t, o); NEXT(); }
L_gf_j: { VmObject *o = sp[-1].l; NULLCHK(o); GOS_CHECK(o, false); memcpy(sp - 1, (char *)o + pc->a.i, 8); sp++; NEXT(); }
L_gf_l: { VmObject *o = sp[-1].l; NULLCHK(o); GOS_CHECK(o, false); sp[-1].l = FIELD(VmObject *, o); NEXT(); }
L_pf_b: { VmObject *o = sp[-2].l; NULLCHK(o); GOS_CHECK(o, true); FIELD(int8_t, o) = (int8_t)sp[-1].i; sp -= 2; NEXT(); }
L_pf_c: { VmObject *o = sp[-2].l; NULLCHK(o); GOS_CHECK(o, true); FIELD(int16_t, o) = (int16_t)sp[-1].i; sp -= 2; NEXT(); }
L_pf_i: { VmObject *o = sp[-2].l; NULLCHK(o); GOS_CHECK(o, true); FIELD(int32_t, o) = sp[-1].i; sp -= 2; NEXT(); }
L_pf_j: { VmObject *o = sp[-3].l; NULLCHK(o); GOS_CHECK(o, true); memcpy((char *)o + pc->a.i, sp - 2, 8); sp -= 3; NEXT(); }
L_pf_l: { VmObject *o = sp[-2].l; NULLCHK(o); GOS_CHECK(o, true); FIELD(VmObject *, o) = sp[-1].l; sp -= 2; NEXT(); }
L_gs_b: (sp++)->i = STATIC(int8_t); NEXT();
L_gs_z: (sp++)->i = STATIC(uint8_t); NEXT();
L_gs_c: (sp++)->i = STATIC(uint16_t); NEXT();
L_gs_s: (sp++)->i = STATIC(int16_t); NEXT();
L_gs_i: (sp++)->i = STATIC(int32_t); NEXT();
L_gs_j: memcpy(sp, pc->a.p, 8); sp += 2; NEXT();
L_gs_l: (sp++)->l = STATIC(VmObject *); NEXT();
L_ps_b: STATIC(int8_t) = (int8_t)(--sp)->i; NEXT();
L_ps_c: STATIC(int16_t) = (int16_t)(--sp)->i; NEXT();
L_ps_i: STATIC(int32_t) = (--sp)->i; NEXT();
L_ps_j: sp -= 2; memcpy(pc->a.p, sp, 8); NEXT();
L_ps_l: STATIC(VmObject *) = (--sp)->l; NEXT();

L_getfield:
	kind = 0;
	goto do_field;
L_putfield:
	kind = 1;
do_field: {
	bool put = kind == 1;
	VmField *f;
	int op;
	SYNC();
	f = resolve_field(t, frame->method->clazz, (uint16_t)CPIX(), false);
	if (!f)
		goto exception;
	switch (f->type) {
	case 'B': op = put ? OPX_PUTFIELD_B : OPX_GETFIELD_B; break;
	case 'Z': op = put ? OPX_PUTFIELD_B : OPX_GETFIELD_Z; break;
	case 'C': op = put ? OPX_PUTFIELD_C : OPX_GETFIELD_C; break;
	case 'S': op = put ? OPX_PUTFIELD_C : OPX_GETFIELD_S; break;
	case 'I': case 'F': op = put ? OPX_PUTFIELD_I : OPX_GETFIELD_I; break;
	case 'J': case 'D': op = put ? OPX_PUTFIELD_J : OPX_GETFIELD_J; break;
	default: op = put ? OPX_PUTFIELD_L : OPX_GETFIELD_L; break;
	}
	if (f->access & ACC_VOLATILE) {
		pc->a.p = f;
		op = put ? OPX_PUTFIELD_V : OPX_GETFIELD_V;
	} else {
		pc->a.i = f->offset;
	}
	__atomic_store_n(&pc->handler, labels[op], __ATOMIC_RELEASE);
	DISPATCH();
}
L_gf_v: {
	VmField *f = pc->a.p;
	VmObject *o = sp[-1].l;
	NULLCHK(o);
	if (__builtin_expect(o->gos_state != 0, 0)) {
		SYNC();
		if (!shared_volatile(t, o, f, false, sp - 1))
			goto exception;
		sp += type_slots(f->type) - 1;
	} else {
		sp = volatile_get(f->type, (char *)o + f->offset, sp - 1);
	}
	NEXT();
}
L_pf_v: {
	VmField *f = pc->a.p;
	int n = type_slots(f->type);
	VmObject *o = sp[-1 - n].l;
	NULLCHK(o);
	if (__builtin_expect(o->gos_state != 0, 0)) {
		SYNC();
		if (!shared_volatile(t, o, f, true, sp - n))
			goto exception;
	} else {
		volatile_put(f->type, (char *)o + f->offset, sp - n);
	}
	sp -= n + 1;
	NEXT();
}
L_gs_v: {
	VmField *f = pc->a.p;
	VmObject *s = f->clazz->statics;
	if (__builtin_expect(s->gos_state != 0, 0)) {
		SYNC();
		if (!shared_volatile(t, s, f, false, sp))
			goto exception;
		sp += type_slots(f->type);
	} else {
		sp = volatile_get(f->type, (char *)s + f->offset, sp);
	}
	NEXT();
}
L_ps_v: {
	VmField *f = pc->a.p;
	int n = type_slots(f->type);
	VmObject *s = f->clazz->statics;
	if (__builtin_expect(s->gos_state != 0, 0)) {
		SYNC();
		if (!shared_volatile(t, s, f, true, sp - n))
			goto exception;
	} else {
		volatile_put(f->type, (char *)s + f->offset, sp - n);
	}
	sp -= n;
	NEXT();
}
/* Statics of a class whose statics block may be shared (cluster mode):
 * checked like an instance field of the statics object. */
L_gs_g: {
	VmField *f = pc->a.p;
	SYNC();
	if (!checked_static(t, f, false, sp))
		goto exception;
	sp += type_slots(f->type);
	NEXT();
}
L_ps_g: {
	VmField *f = pc->a.p;
	int n = type_slots(f->type);
	SYNC();
	if (!checked_static(t, f, true, sp - n))
		goto exception;
	sp -= n;
	NEXT();
}
L_getstatic:
	kind = 0;
	goto do_static;
L_putstatic:
	kind = 1;
do_static: {
	bool put = kind == 1;
	VmField *f;
	int op;
	void *addr;
	SYNC();
	f = resolve_field(t, frame->method->clazz, (uint16_t)CPIX(), true);
	if (!f || !vm_ensure_init(t, f->clazz))
		goto exception;
	switch (f->type) {
	case 'B': op = put ? OPX_PUTSTATIC_B : OPX_GETSTATIC_B; break;
	case 'Z': op = put ? OPX_PUTSTATIC_B : OPX_GETSTATIC_Z; break;
	case 'C': op = put ? OPX_PUTSTATIC_C : OPX_GETSTATIC_C; break;
	case 'S': op = put ? OPX_PUTSTATIC_C : OPX_GETSTATIC_S; break;
	case 'I': case 'F': op = put ? OPX_PUTSTATIC_I : OPX_GETSTATIC_I; break;
	case 'J': case 'D': op = put ? OPX_PUTSTATIC_J : OPX_GETSTATIC_J; break;
	default: op = put ? OPX_PUTSTATIC_L : OPX_GETSTATIC_L; break;
	}
	addr = (char *)f->clazz->statics + f->offset;
	if (f->access & ACC_VOLATILE) {
		if (f->clazz->state == VM_CLASS_INITIALIZED) {
			pc->a.p = f;
			__atomic_store_n(&pc->handler, labels[put ? OPX_PUTSTATIC_V : OPX_GETSTATIC_V],
					 __ATOMIC_RELEASE);
			DISPATCH();
		}
		if (put) {
			sp -= type_slots(f->type);
			volatile_put(f->type, addr, sp);
		} else {
			sp = volatile_get(f->type, addr, sp);
		}
		NEXT();
	}
	if (f->clazz->state == VM_CLASS_INITIALIZED) {
		if (__builtin_expect(vm_gos_hooks.access_fault != NULL, 0) &&
		    f->clazz->cluster_statics) {
			/* cluster mode: this class's statics may be a cached copy
			 * (a worker), or an exported home (the master) whose
			 * writes must fault once armed to be logged */
			pc->a.p = f;
			__atomic_store_n(&pc->handler, labels[put ? OPX_PUTSTATIC_G : OPX_GETSTATIC_G],
					 __ATOMIC_RELEASE);
			DISPATCH();
		}
		pc->a.p = addr;
		__atomic_store_n(&pc->handler, labels[op], __ATOMIC_RELEASE);
		DISPATCH();
	}
	/* Being initialised by this thread: do the access without quickening. */
	{
		VmInsn tmp = { labels[op], { .p = addr } };
		VmInsn *saved = pc;
		pc = &tmp;
		switch (op) {
		case OPX_GETSTATIC_B: (sp++)->i = STATIC(int8_t); break;
		case OPX_GETSTATIC_Z: (sp++)->i = STATIC(uint8_t); break;
		case OPX_GETSTATIC_C: (sp++)->i = STATIC(uint16_t); break;
		case OPX_GETSTATIC_S: (sp++)->i = STATIC(int16_t); break;
		case OPX_GETSTATIC_I: (sp++)->i = STATIC(int32_t); break;
		case OPX_GETSTATIC_J: memcpy(sp, addr, 8); sp += 2; break;
		case OPX_GETSTATIC_L: (sp++)->l = STATIC(VmObject *); break;
		case OPX_PUTSTATIC_B: STATIC(int8_t) = (int8_t)(--sp)->i; break;
		case OPX_PUTSTATIC_C: STATIC(int16_t) = (int16_t)(--sp)->i; break;
		case OPX_PUTSTATIC_I: STATIC(int32_t) = (--sp)->i; break;
		case OPX_PUTSTATIC_J: sp -= 2; memcpy(addr, sp, 8); break;
		default: STATIC(VmObject *) = (--sp)->l; break;
		}
		pc = saved;
		NEXT();
	}
}

	/* ---------------------------------------------------- objects */
L_new: {
	VmClass *c;
	VmObject *o;
	SYNC();
	c = resolve_class(t, frame->method->clazz, (uint16_t)CPIX());
	if (!c)
		goto exception;
	if (c->access & (ACC_INTERFACE | ACC_ABSTRACT)) {
		char cn[512];
		vm_class_java_name(c, cn, sizeof cn);
		THROW("java/lang/InstantiationError", "%s", cn);
	}
	if (!vm_ensure_init(t, c))
		goto exception;
	if (c->state == VM_CLASS_INITIALIZED) {
		pc->a.p = c;
		__atomic_store_n(&pc->handler, labels[OPX_NEW], __ATOMIC_RELEASE);
		DISPATCH();
	}
	SCRUB();
	o = vm_new_object(t, c);
	if (!o)
		goto exception;
	(sp++)->l = o;
	NEXT();
}
L_q_new: {
	VmObject *o;
	SYNC();
	SCRUB();
	o = vm_new_object(t, pc->a.p);
	if (!o)
		goto exception;
	(sp++)->l = o;
	NEXT();
}
L_newarray: {
	const VmClass *pcls = newarray_class((int)pc->a.i);
	VmArray *a;
	SYNC();
	if (!pcls)
		THROW("java/lang/VerifyError", "bad newarray type %d", (int)pc->a.i);
	SCRUB();
	a = vm_new_prim_array(t, pcls->prim_type, sp[-1].i);
	if (!a)
		goto exception;
	sp[-1].l = &a->hdr;
	NEXT();
}
L_anewarray: {
	VmClass *c, *ac;
	SYNC();
	c = resolve_class(t, frame->method->clazz, (uint16_t)CPIX());
	if (!c || !(ac = vm_array_class(t, c)))
		goto exception;
	pc->a.p = ac;
	__atomic_store_n(&pc->handler, labels[OPX_ANEWARRAY], __ATOMIC_RELEASE);
	DISPATCH();
}
L_q_anewarray: {
	VmArray *a;
	SYNC();
	SCRUB();
	a = vm_new_array(t, pc->a.p, sp[-1].i);
	if (!a)
		goto exception;
	sp[-1].l = &a->hdr;
	NEXT();
}
L_multianewarray: {
	VmClass *c;
	VmMultiNew *mn;
	SYNC();
	c = resolve_class(t, frame->method->clazz, (uint16_t)(CPIX() & 0xffff));
	if (!c)
		goto exception;
	mn = malloc(sizeof *mn);
	if (!mn) {
		vm_throw_object(t, vm_wk.oom);
		goto exception;
	}
	mn->clazz = c;
	mn->dims = (int)((CPIX() >> 16) & 0xff);
	if (mn->dims > c->dims) {
		free(mn);
		THROW("java/lang/IncompatibleClassChangeError", "multianewarray dimensions");
	}
	pc->a.p = mn;
	__atomic_store_n(&pc->handler, labels[OPX_MULTIANEWARRAY], __ATOMIC_RELEASE);
	DISPATCH();
}
L_q_multianewarray: {
	VmMultiNew *mn = pc->a.p;
	VmArray *a;
	SYNC();
	SCRUB();
	a = vm_multianewarray(t, mn, sp - mn->dims);
	if (!a)
		goto exception;
	sp -= mn->dims;
	(sp++)->l = &a->hdr;
	NEXT();
}
L_checkcast:
	kind = 1;
	goto do_typecheck;
L_instanceof:
	kind = 0;
do_typecheck: {
	bool cast = kind == 1;
	VmClass *c;
	SYNC();
	c = resolve_class(t, frame->method->clazz, (uint16_t)CPIX());
	if (!c)
		goto exception;
	pc->a.p = c;
	__atomic_store_n(&pc->handler, labels[cast ? OPX_CHECKCAST : OPX_INSTANCEOF], __ATOMIC_RELEASE);
	DISPATCH();
}
L_q_checkcast: {
	VmObject *o = sp[-1].l;
	if (o && o->clazz != pc->a.p && !vm_is_subclass(o->clazz, pc->a.p)) {
		char msg[2048];
		vm_cast_message(t, o->clazz, pc->a.p, msg, sizeof msg);
		THROW("java/lang/ClassCastException", "%s", msg);
	}
	NEXT();
}
L_q_instanceof: {
	VmObject *o = sp[-1].l;
	sp[-1].i = o && (o->clazz == pc->a.p || vm_is_subclass(o->clazz, pc->a.p));
	NEXT();
}
L_athrow: {
	VmObject *ex = sp[-1].l;
	NULLCHK(ex);
	SYNC();
	t->exception = ex;
	goto exception;
}
L_monitorenter: {
	VmObject *o = sp[-1].l;
	NULLCHK(o);
	SYNC();
	if (!vm_monitor_enter(t, o))
		goto exception;
	sp--;
	NEXT();
}
L_monitorexit: {
	VmObject *o = sp[-1].l;
	NULLCHK(o);
	SYNC();
	if (!vm_monitor_exit(t, o))
		goto exception;
	sp--;
	NEXT();
}

	/* ----------------------------------------------------- invokes */
L_invokevirtual:
	kind = INV_VIRTUAL;
	goto do_resolve_invoke;
L_invokespecial:
	kind = INV_SPECIAL;
	goto do_resolve_invoke;
L_invokestatic:
	kind = INV_STATIC;
	goto do_resolve_invoke;
L_invokeinterface:
	kind = INV_INTERFACE;
do_resolve_invoke: {
	VmMethod *m;
	int op;
	SYNC();
	m = resolve_method(t, frame->method, (uint16_t)CPIX(), kind);
	if (!m)
		goto exception;
	if (kind == INV_STATIC) {
		if (!vm_ensure_init(t, m->clazz))
			goto exception;
		if (m->clazz->state != VM_CLASS_INITIALIZED) {
			callee = m;
			goto do_invoke;
		}
		op = OPX_INVOKESTATIC;
	} else if (kind == INV_SPECIAL || (m->access & ACC_PRIVATE) ||
		   ((m->access & ACC_FINAL) && !vm_class_is_interface(m->clazz)) ||
		   (m->clazz->access & ACC_FINAL && !vm_class_is_interface(m->clazz))) {
		op = OPX_INVOKEDIRECT;
	} else if (kind == INV_VIRTUAL && m->vtable_index >= 0 && !vm_class_is_interface(m->clazz)) {
		op = OPX_INVOKEVIRTUAL;
	} else {
		op = OPX_INVOKEINTERFACE;
	}
	pc->a.p = m;
	__atomic_store_n(&pc->handler, labels[op], __ATOMIC_RELEASE);
	DISPATCH();
}
L_q_invokevirtual: {
	VmMethod *m = pc->a.p;
	VmObject *recv = sp[-(int)m->arg_slots].l;
	NULLCHK(recv);
	callee = recv->clazz->vtable[m->vtable_index];
	goto do_invoke;
}
L_q_invokedirect: {
	VmMethod *m = pc->a.p;
	NULLCHK(sp[-(int)m->arg_slots].l);
	callee = m;
	goto do_invoke;
}
L_q_invokestatic:
	callee = pc->a.p;
	goto do_invoke;
L_q_invokeinterface: {
	VmMethod *m = pc->a.p;
	VmObject *recv = sp[-(int)m->arg_slots].l;
	NULLCHK(recv);
	callee = vm_interface_target(recv->clazz, m);
	if (!callee) {
		char cn[512];
		vm_class_java_name(recv->clazz, cn, sizeof cn);
		THROW("java/lang/IncompatibleClassChangeError",
		      "Class %s does not implement the requested interface", cn);
	}
	goto do_invoke;
}
L_invokedynamic: {
	VmConcat *cc;
	SYNC();
	/* Lambda and record (ObjectMethods) sites: one thread links a site, so
	 * there is one proxy class or site per call site; the others wait and
	 * then find the quick handler.  Linking only loads classes, never runs
	 * Java code, so holding the lock is safe (recursive: loading may
	 * decode, never link a site).  a.p is written once, before the handler
	 * is published with release. */
	bool is_lambda = vm_indy_is_lambda(frame->method, (uint16_t)CPIX());
	if (is_lambda || vm_indy_is_objmethods(frame->method, (uint16_t)CPIX())) {
		const void *quick = labels[is_lambda ? OPX_LAMBDA : OPX_OBJMETHODS];
		void *site;
		vm_mutex_lock(t, &indy_lock);
		if (__atomic_load_n(&pc->handler, __ATOMIC_ACQUIRE) != quick) {
			site = is_lambda ? (void *)vm_lambda_site(t, frame->method, (uint16_t)CPIX())
			                 : (void *)vm_objmethods_site(t, frame->method, (uint16_t)CPIX());
			if (site) {
				pc->a.p = site;
				__atomic_store_n(&pc->handler, quick, __ATOMIC_RELEASE);
			}
		} else {
			site = pc->a.p;
		}
		pthread_mutex_unlock(&indy_lock);
		if (!site)
			goto exception;
		DISPATCH();
	}
	cc = resolve_concat(t, frame->method, (uint16_t)CPIX());
	if (!cc)
		goto exception;
	pc->a.p = cc;
	__atomic_store_n(&pc->handler, labels[OPX_CONCAT], __ATOMIC_RELEASE);
	DISPATCH();
}
L_q_concat: {
	VmConcat *cc = pc->a.p;
	VmObject *s;
	SYNC();
	s = do_concat(t, cc, sp - cc->slots);
	if (!s)
		goto exception;
	sp -= cc->slots;
	(sp++)->l = s;
	NEXT();
}

L_q_lambda: {
	VmLambdaSite *ls = pc->a.p;
	VmObject *o;
	SYNC();
	o = vm_lambda_new(t, ls, sp - ls->cap_slots);
	if (!o)
		goto exception;
	sp -= ls->cap_slots;
	(sp++)->l = o;
	NEXT();
}

L_q_objmethods: {
	VmObjMethodsSite *os = pc->a.p;
	int n = os->kind == VM_OM_EQUALS ? 2 : 1;
	VmSlot r;
	SYNC();
	SPAN_CONSERVATIVE(true);
	if (!vm_objmethods_invoke(t, os, sp - n, &r))
		goto exception;
	SPAN_CONSERVATIVE(false);
	sp -= n;
	*sp++ = r;
	NEXT();
}

do_invoke: {
	VmSlot *cargs = sp - callee->arg_slots;
	VmFrame *nf;
	VmNativeFn code;

	if (__builtin_expect(callee->access & (ACC_NATIVE | ACC_ABSTRACT), 0)) {
		VmSlot r[2];
		if (callee->access & ACC_ABSTRACT) {
			char msg[1024];
			member_message(msg, sizeof msg, callee->clazz, callee->name, callee->desc);
			THROW("java/lang/AbstractMethodError", "%s", msg);
		}
		/* binding may collect: the arguments stay operands until
		 * vm_call_native has pushed the native frame; the result
		 * comes back in r, in this frame */
		SYNC();
		SPAN_CONSERVATIVE(true);
		if (!vm_call_native(t, callee, cargs, r))
			goto exception;
		SPAN_CONSERVATIVE(false);
		sp = cargs;
		switch (callee->ret_type) {
		case 'V': break;
		case 'J': case 'D': sp[0] = r[0]; sp[1] = r[1]; sp += 2; break;
		default: *sp++ = r[0]; break;
		}
		NEXT();
	}
	if (__builtin_expect(callee->pcode == NULL, 0)) {
		SYNC();
		if (!vm_decode_method(t, callee))
			goto exception;
	}
	nf = frame + 1;
	if (__builtin_expect(!vm_frame_room(t, nf, callee, cargs), 0)) {
		SYNC();
		if (t->in_overflow)
			vm_throw_object(t, vm_wk.soe);
		else
			vm_throw(t, "java/lang/StackOverflowError", NULL);
		goto exception;
	}
	callee->invocations++;
	/* the arguments stay operands while the JIT compiles (it may wait
	 * for a lock, and another thread collect); they become the callee's
	 * locals when its frame is pushed */
	SYNC();
	if (__builtin_expect(callee->invocations == vm_jit_threshold, 0) && vm_hook_jit_compile &&
	    !callee->jit_code)
		vm_hook_jit_compile(t, callee);
	frame->sp = cargs;
	/* acquire: pairs with the JIT's release store of the finished code
	 * (a plain load on x86) */
	code = __atomic_load_n(&callee->jit_code, __ATOMIC_ACQUIRE);
	if (__builtin_expect(code != NULL, 0)) {
		/* Compiled: an ordinary frame, then a native-shaped call (interp.h). */
		VmSlot r[2];
		/* That call nests on the C stack, and so does compiled code
		 * handing an instruction back to the interpreter
		 * (vm_interp_resume): a recursion that alternates the two never
		 * passes through vm_call's check, so check here as it does (a
		 * recursion through the cluster's checked statics, which
		 * compiled code hands back, ran off the end of a 64 MiB stack). */
		if (__builtin_expect((void *)r < t->c_stack_limit, 0) && !t->in_overflow) {
			vm_throw(t, "java/lang/StackOverflowError", NULL);
			goto exception;
		}
		vm_frame_push(t, frame, nf, callee, cargs, 0);
		SPAN_CONSERVATIVE(true);
		code(t, cargs, r);
		t->top = frame;
		if (t->exception)
			goto exception;
		SPAN_CONSERVATIVE(false);
		sp = cargs;
		switch (callee->ret_type) {
		case 'V': break;
		case 'J': case 'D': sp[0] = r[0]; sp[1] = r[1]; sp += 2; break;
		default: *sp++ = r[0]; break;
		}
		NEXT();
	}
	vm_frame_link(t, frame, nf, callee, cargs, 0);
	frame = nf;
	locals = cargs;
	sp = cargs + callee->max_locals;
	pc = callee->pcode;
	if (callee->access & ACC_SYNCHRONIZED) {
		/* vm_frame_lock written out, as at the entry above */
		VmObject *lk = (callee->access & ACC_STATIC) ? vm_class_object(t, callee->clazz) : locals[0].l;
		SYNC();
		if (!lk || !vm_monitor_enter(t, lk))
			goto exception;
		frame->lock = lk;
	}
	POLL();
	DISPATCH();
}

/* The rest of the invocation ran in on-stack replacement code
 * (backedge): return from the method as the code left it, or unwind
 * from its caller as for an exception from a compiled callee. */
osr_done:
	if (t->exception) {
		if (frame->flags & VM_FRAME_ENTRY) {
			t->top = frame->prev;
			return false;
		}
		frame = frame->prev;
		t->top = frame;
		goto exception;
	}
	SPAN_CONSERVATIVE(false);
	nret = frame->method->ret_type == 'V' ? 0 : frame->method->ret_type == 'J' ||
		frame->method->ret_type == 'D' ? 2 : 1;
	goto do_return;

L_ireturn: rv[0] = sp[-1]; nret = 1; goto do_return;
L_lreturn: rv[0] = sp[-2]; rv[1] = sp[-1]; nret = 2; goto do_return;
L_return: nret = 0; goto do_return;
do_return: {
	VmSlot *dst = frame->locals;
	/* Final fields (JLS 17.5): what a constructor wrote is published
	 * before the reference can escape through a later store.  A release
	 * fence costs nothing on x86 beyond keeping the compiler in order. */
	if (frame->method->name[0] == '<')
		__atomic_thread_fence(__ATOMIC_RELEASE);
	if (frame->lock) {
		/* vm_frame_unlock written out, as at the entry above */
		SYNC();
		if (!vm_monitor_exit(t, frame->lock)) {
			frame->lock = NULL;
			goto exception;
		}
		frame->lock = NULL;
	}
	if (frame->flags & VM_FRAME_ENTRY) {
		t->top = frame->prev;
		if (ret) {
			ret[0] = rv[0];
			ret[1] = rv[1];
		}
		return true;
	}
	frame = frame->prev;
	t->top = frame;
	if (nret > 0) dst[0] = rv[0];
	if (nret > 1) dst[1] = rv[1];
	sp = dst + nret;
	locals = frame->locals;
	pc = frame->pc + 1;
	DISPATCH();
}

exception: {
	VmObject *ex = t->exception;
	/* ex is held only here while catch classes load and monitors are
	 * released: this frame is scanned until it is caught */
	SPAN_CONSERVATIVE(true);
	if (__builtin_expect(ex == NULL, 0)) {
		ex = t->exception = vm_wk.oom;
		if (!ex) {
			fprintf(stderr, "ristretto: internal error: an exception was lost during start-up\n");
			vm_exit(70);
		}
	}
	for (;;) {
		int32_t h = vm_frame_handler(t, frame, ex);
		if (h >= 0) {
			t->exception = NULL;
			locals = frame->locals;
			sp = locals + frame->method->max_locals;
			(sp++)->l = ex;
			pc = &frame->method->pcode[h];
			SPAN_CONSERVATIVE(false);
			DISPATCH();
		}
		if (frame->lock) {
			/* vm_frame_unlock written out, as at the entry above */
			VmObject *lk = frame->lock;
			frame->lock = NULL;
			t->exception = NULL;
			vm_monitor_exit(t, lk);
			t->exception = ex;
		}
		if (frame->flags & VM_FRAME_ENTRY) {
			t->top = frame->prev;
			return false;
		}
		frame = frame->prev;
		t->top = frame;
	}
}
}

/* Run the loop inside its VmInterpSpan: the callee-saved registers it
 * will save in its frame are copied here first, and everything from this
 * frame's stack pointer down to the loop's is the loop's (its return
 * address, saved registers, arguments and frame). */
bool vm_interp_run(VmThread *t, VmMethod *entry, VmSlot *args, VmSlot *ret)
{
	VmInterpSpan span;
	bool ok;

	if (!t)
		return interp_loop(t, entry, args, ret);
	span.lo = NULL;
	span.conservative = false;
	span.prev = t->interp_span;
	VM_CAPTURE_REGS(span.regs);
	VM_STACK_POINTER(span.hi);
	t->interp_span = &span;
	ok = interp_loop(t, entry, args, ret);
	t->interp_span = span.prev;
	return ok;
}
