/*
 * jit_runtime.c -- what compiled code calls in the VM for the
 * instructions it does not do inline: invokes, allocation, type checks,
 * throws, monitors, aastore, ldc of references, and the long<->float
 * conversions and frem/drem.
 *
 * Every helper is called as helper(t) after the compiled code stored the
 * frame's pc (the decoded instruction) and sp (the operand stack top
 * before the instruction), so it reads its operands from the frame and
 * writes its results there, exactly where the interpreter keeps them.
 * It answers JIT_RT_OK (go on), JIT_RT_EXC (an exception is pending:
 * leave, or let the interpreter find a handler) or JIT_RT_DEOPT (the
 * instruction is not resolved yet: the compiled code hands the frame to
 * the interpreter at this instruction, vm_interp_resume, which resolves
 * and quickens it; later runs of the compiled code find the quick form).
 *
 * Resolution itself (constant pool, class loading, initialisation,
 * linkage errors) is only ever done by the interpreter's slow handlers:
 * a helper acts only on an instruction already rewritten to its quick
 * form, whose operand the interpreter resolved (decode.h).  So the two
 * engines cannot disagree on resolution, and compiled code needs no
 * class initialisation barrier: quick forms exist only for initialised
 * classes.
 *
 * The checks and messages are the interpreter's (interp.c), in its order.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "jit_internal.h"
#include "debug.h"
#include "decode.h"
#include "hooks.h"
#include "interp.h"

/* The interpreter's quick handlers, looked up once (jit_runtime_init). */
static const void *quick_labels[OPX_COUNT];

static const void *quick(int op)
{
	return quick_labels[op];
}

/* The decoded instruction's handler, read as the interpreter reads it
 * (the operand was published before the quick handler). */
static const void *handler_of(const VmInsn *pc)
{
	return __atomic_load_n(&pc->handler, __ATOMIC_ACQUIRE);
}

static int npe(VmThread *t)
{
	vm_throw_npe(t);
	return JIT_RT_EXC;
}

static void stack_overflow(VmThread *t)
{
	if (t->in_overflow)
		vm_throw_object(t, vm_wk.soe);
	else
		vm_throw(t, "java/lang/StackOverflowError", NULL);
}

/* Call callee with its arguments at args (in the caller's operand stack,
 * which becomes the callee's locals, as in the interpreter). */
static bool call(VmThread *t, VmMethod *callee, VmSlot *args, VmSlot *ret)
{
	VmFrame *f = t->top, *nf = f + 1;
	char here;

	if (callee->access & (ACC_NATIVE | ACC_ABSTRACT)) {
		if (callee->access & ACC_ABSTRACT) {
			char cn[512];
			vm_class_java_name(callee->clazz, cn, sizeof cn);
			vm_throw(t, "java/lang/AbstractMethodError", "'%s %s.%s'", callee->desc, cn,
				 callee->name);
			return false;
		}
		return vm_call_native(t, callee, args, ret);
	}
	/* Compiled code nests on the C stack (the interpreter does not). */
	if ((void *)&here < t->c_stack_limit) {
		stack_overflow(t);
		return false;
	}
	if (!callee->jit_code)
		return vm_interp_run(t, callee, args, ret);   /* counts, may compile */
	if (!vm_frame_room(t, nf, callee, args)) {
		stack_overflow(t);
		return false;
	}
	callee->invocations++;
	vm_frame_push(t, f, nf, callee, args, 0);
	/* the arguments were the caller's operands until now (refmap.h) */
	if (f->sp > args)
		f->sp = args;
	callee->jit_code(t, args, ret);
	t->top = f;
	return t->exception == NULL;
}

/* The method an invoke of quick form h with operand m calls on recv
 * (NULL for static and direct calls, whose callee is m); NULL if the
 * receiver's class has no implementation of an interface method. */
static VmMethod *dispatch(const void *h, VmMethod *m, VmObject *recv)
{
	if (h == quick(OPX_INVOKESTATIC) || h == quick(OPX_INVOKEDIRECT))
		return m;
	if (h == quick(OPX_INVOKEVIRTUAL))
		return recv->clazz->vtable[m->vtable_index];
	return vm_interface_target(recv->clazz, m);
}

static bool is_invoke(const void *h)
{
	return h == quick(OPX_INVOKESTATIC) || h == quick(OPX_INVOKEDIRECT) ||
	       h == quick(OPX_INVOKEVIRTUAL) || h == quick(OPX_INVOKEINTERFACE);
}

/* invokestatic, invokespecial, invokevirtual, invokeinterface. */
static int rt_invoke(VmThread *t)
{
	VmFrame *f = t->top;
	VmInsn *pc = f->pc;
	const void *h = handler_of(pc);
	VmMethod *m = pc->a.p, *callee;
	VmSlot *args, r[2] = { { 0 }, { 0 } };

	if (!is_invoke(h))
		return JIT_RT_DEOPT;
	if (h == quick(OPX_INVOKESTATIC)) {
		callee = m;
	} else {
		VmObject *recv = f->sp[-(int)m->arg_slots].l;
		if (!recv)
			return npe(t);
		callee = dispatch(h, m, recv);
		if (!callee) {
			char cn[512];
			vm_class_java_name(recv->clazz, cn, sizeof cn);
			vm_throw(t, "java/lang/IncompatibleClassChangeError",
				 "Class %s does not implement the requested interface", cn);
			return JIT_RT_EXC;
		}
	}
	/* the interpreter polls at every method entry */
	if (vm_safepoint_requested)
		vm_safepoint_poll(t);
	/* the arguments stay below f->sp, operands the collector scans,
	 * until call() has pushed the callee's frame (refmap.h) */
	args = f->sp - callee->arg_slots;
	if (!call(t, callee, args, r))
		return JIT_RT_EXC;
	switch (callee->ret_type) {
	case 'V': break;
	case 'J': case 'D': args[0] = r[0]; args[1] = r[1]; break;
	default: args[0] = r[0]; break;
	}
	return JIT_RT_OK;
}

/* An inline cache missed: dispatch as rt_invoke does and update the
 * cell (the states and the publication are in jit_internal.h).  Errors
 * are left to rt_invoke, which the compiled code calls on NULL. */
/* A megamorphic interface site missed on class k: the first free entry
 * of its polymorphic cache takes (k, callee), unless one has k already
 * or all are taken (JitIc in jit_internal.h). */
static void poly_fill(JitIc *ic, VmClass *k, VmMethod *callee, const VmFrame *f)
{
	int i;

	for (i = 0; i < JIT_IC_POLY; i++) {
		VmClass *seen = __atomic_load_n(&ic->poly[i].klass, __ATOMIC_ACQUIRE);
		if (seen == k)
			return;
		if (seen == NULL && __atomic_compare_exchange_n(&ic->poly[i].klass, &seen, JIT_IC_BUSY, false,
								 __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) {
			ic->poly[i].target = callee;
			__atomic_store_n(&ic->poly[i].klass, k, __ATOMIC_RELEASE);
			VM_DBG(VM_DBG_JIT, "[jit,ic] %s.%s pc %u: polymorphic entry %d for %s\n",
			       f->method->clazz->name, f->method->name,
			       f->method->insn_pc[f->pc - f->method->pcode], i, k->name);
			return;
		}
	}
}

static VmMethod *rt_ic_miss(VmThread *t, JitIc *ic)
{
	VmFrame *f = t->top;
	VmInsn *pc = f->pc;
	const void *h = handler_of(pc);
	VmMethod *m = pc->a.p, *callee;
	VmObject *recv;
	VmClass *k, *seen;

	if (!is_invoke(h) || h == quick(OPX_INVOKESTATIC))
		return NULL;
	recv = f->sp[-(int)m->arg_slots].l;
	if (!recv)
		return NULL;
	callee = dispatch(h, m, recv);
	if (!callee)
		return NULL;
	k = recv->clazz;
	seen = __atomic_load_n(&ic->klass, __ATOMIC_RELAXED);
	if (seen == NULL) {
		if (__atomic_compare_exchange_n(&ic->klass, &seen, JIT_IC_BUSY, false,
						__ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) {
			ic->target = callee;
			__atomic_store_n(&ic->klass, k, __ATOMIC_RELEASE);
			VM_DBG(VM_DBG_JIT, "[jit,ic] %s.%s pc %u: monomorphic on %s\n", f->method->clazz->name,
			       f->method->name, f->method->insn_pc[pc - f->method->pcode], k->name);
		}
	} else if (seen != k && seen != JIT_IC_BUSY && seen != JIT_IC_MEGA) {
		__atomic_store_n(&ic->klass, JIT_IC_MEGA, __ATOMIC_RELAXED);
		VM_DBG(VM_DBG_JIT, "[jit,ic] %s.%s pc %u: megamorphic (%s after %s)\n", f->method->clazz->name,
		       f->method->name, f->method->insn_pc[pc - f->method->pcode], k->name, seen->name);
	} else if (seen == JIT_IC_MEGA && h == quick(OPX_INVOKEINTERFACE)) {
		poly_fill(ic, k, callee, f);
	}
	return callee;
}

static int rt_new(VmThread *t)
{
	VmFrame *f = t->top;
	VmObject *o;

	if (handler_of(f->pc) != quick(OPX_NEW))
		return JIT_RT_DEOPT;
	o = vm_new_object(t, f->pc->a.p);
	if (!o)
		return JIT_RT_EXC;
	f->sp[0].l = o;
	return JIT_RT_OK;
}

static int rt_newarray(VmThread *t)
{
	static const char types[] = "....ZCFDBSIJ";
	VmFrame *f = t->top;
	intptr_t atype = f->pc->a.i;
	VmArray *a;

	if (atype < 4 || atype > 11)
		return JIT_RT_DEOPT;           /* the interpreter's VerifyError */
	a = vm_new_prim_array(t, vm_primitive_class(types[atype])->prim_type, f->sp[-1].i);
	if (!a)
		return JIT_RT_EXC;
	f->sp[-1].l = &a->hdr;
	return JIT_RT_OK;
}

static int rt_anewarray(VmThread *t)
{
	VmFrame *f = t->top;
	VmArray *a;

	if (handler_of(f->pc) != quick(OPX_ANEWARRAY))
		return JIT_RT_DEOPT;
	a = vm_new_array(t, f->pc->a.p, f->sp[-1].i);
	if (!a)
		return JIT_RT_EXC;
	f->sp[-1].l = &a->hdr;
	return JIT_RT_OK;
}

/* multianewarray once the interpreter has resolved it (its class and
 * dimensions in the quick form's operand): the core's allocation, the
 * counts popped and the array pushed in their place. */
static int rt_multianewarray(VmThread *t)
{
	VmFrame *f = t->top;
	const VmMultiNew *mn;
	VmArray *a;

	if (handler_of(f->pc) != quick(OPX_MULTIANEWARRAY))
		return JIT_RT_DEOPT;
	mn = f->pc->a.p;
	a = vm_multianewarray(t, mn, f->sp - mn->dims);
	if (!a)
		return JIT_RT_EXC;
	f->sp[-mn->dims].l = &a->hdr;
	return JIT_RT_OK;
}

static int rt_checkcast(VmThread *t)
{
	VmFrame *f = t->top;
	VmObject *o = f->sp[-1].l;
	VmClass *c;

	if (handler_of(f->pc) != quick(OPX_CHECKCAST))
		return JIT_RT_DEOPT;
	c = f->pc->a.p;
	if (o && o->clazz != c && !vm_is_subclass(o->clazz, c)) {
		char msg[2048];
		vm_cast_message(t, o->clazz, c, msg, sizeof msg);
		vm_throw(t, "java/lang/ClassCastException", "%s", msg);
		return JIT_RT_EXC;
	}
	return JIT_RT_OK;
}

static int rt_instanceof(VmThread *t)
{
	VmFrame *f = t->top;
	VmObject *o = f->sp[-1].l;
	VmClass *c;

	if (handler_of(f->pc) != quick(OPX_INSTANCEOF))
		return JIT_RT_DEOPT;
	c = f->pc->a.p;
	f->sp[-1].i = o && (o->clazz == c || vm_is_subclass(o->clazz, c));
	return JIT_RT_OK;
}

static int rt_athrow(VmThread *t)
{
	VmObject *ex = t->top->sp[-1].l;

	if (!ex)
		return npe(t);
	t->exception = ex;
	return JIT_RT_EXC;
}

static int rt_monitorenter(VmThread *t)
{
	VmObject *o = t->top->sp[-1].l;

	if (!o)
		return npe(t);
	return vm_monitor_enter(t, o) ? JIT_RT_OK : JIT_RT_EXC;
}

static int rt_monitorexit(VmThread *t)
{
	VmObject *o = t->top->sp[-1].l;

	if (!o)
		return npe(t);
	return vm_monitor_exit(t, o) ? JIT_RT_OK : JIT_RT_EXC;
}

/* A synchronized method's monitor: entered in the prologue of its code
 * (not in an on-stack replacement entry, whose frame the interpreter
 * locked), left at each return and, with an exception pending, where the
 * code leaves without handing its frame over (the interpreter unwinds a
 * frame it was handed, and leaves the monitor then). */
static int rt_sync_enter(VmThread *t)
{
	return vm_frame_lock(t, t->top) ? JIT_RT_OK : JIT_RT_EXC;
}

static int rt_sync_exit(VmThread *t)
{
	return vm_frame_unlock(t, t->top) ? JIT_RT_OK : JIT_RT_EXC;
}

/* The handler of the compiled method at t->top for the pending exception
 * (the interpreter's lookup, vm_frame_handler): the exception becomes the
 * frame's only operand, as the interpreter's catch makes it, and the code
 * jumps to the handler's bytecode pc. */
static int32_t rt_handler(VmThread *t)
{
	VmFrame *f = t->top;
	VmObject *ex = t->exception;
	VmMethod *m = f->method;
	int32_t h;

	if (!ex)
		return -1;
	h = vm_frame_handler(t, f, ex);
	if (h < 0)
		return -1;
	/* the frames that threw left words on the native stack below this
	 * one, which the code's next calls would take without writing all
	 * of them (an OutOfMemoryError caught, its data dropped, and the
	 * next allocation failed on IA-32: OomRecover) */
	vm_clear_native_stack();
	t->exception = NULL;
	f->locals[m->max_locals].l = ex;
	f->sp = f->locals + m->max_locals + 1;
	f->pc = &m->pcode[h];
	return (int32_t)m->insn_pc[h];
}

/* aastore: null, GOS state (the fault hook, as GOS_CHECK), index, then
 * the store check. */
static int rt_aastore(VmThread *t)
{
	VmSlot *sp = t->top->sp;
	VmArray *a = (VmArray *)sp[-3].l;
	int32_t ix = sp[-2].i;
	VmObject *v = sp[-1].l;

	if (!a)
		return npe(t);
	if ((a->hdr.gos_state & VM_GOS_WRITE_FAULTS) && vm_gos_hooks.access_fault &&
	    !vm_gos_hooks.access_fault(t, &a->hdr, true))
		return JIT_RT_EXC;
	if ((uint32_t)ix >= (uint32_t)a->length) {
		vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", "Index %d out of bounds for length %d",
			 ix, a->length);
		return JIT_RT_EXC;
	}
	if (v && !vm_is_subclass(v->clazz, a->hdr.clazz->component)) {
		char cn[512];
		vm_class_java_name(v->clazz, cn, sizeof cn);
		vm_throw(t, "java/lang/ArrayStoreException", "%s", cn);
		return JIT_RT_EXC;
	}
	VM_ARRAY_ELEMS(VmObject *, a)[ix] = v;
	return JIT_RT_OK;
}

/* ldc / ldc_w of a String or a Class. */
static int rt_ldc_ref(VmThread *t)
{
	VmFrame *f = t->top;

	if (handler_of(f->pc) != quick(OPX_LDC_REF))
		return JIT_RT_DEOPT;
	f->sp[0].l = f->pc->a.p;
	return JIT_RT_OK;
}

/* The conversions and remainders compiled code does in C, with the
 * interpreter's rules (Java's saturation of f2l/d2l; % is fmod). */
static int64_t to_long(double d)
{
	if (d != d) return 0;
	if (d >= 9223372036854775807.0) return INT64_MAX;
	if (d <= -9223372036854775808.0) return INT64_MIN;
	return (int64_t)d;
}

static int rt_fp(VmThread *t)
{
	VmSlot *sp = t->top->sp;

	switch (t->top->method->code->code[t->top->method->insn_pc[t->top->pc - t->top->method->pcode]]) {
	case 0x72: sp[-2].f = fmodf(sp[-2].f, sp[-1].f); break;
	case 0x73: vm_slot_set_double(sp - 4, fmod(vm_slot_get_double(sp - 4), vm_slot_get_double(sp - 2))); break;
	case 0x89: sp[-2].f = (float)vm_slot_get_long(sp - 2); break;
	case 0x8a: vm_slot_set_double(sp - 2, (double)vm_slot_get_long(sp - 2)); break;
	case 0x8c: vm_slot_set_long(sp - 1, to_long(sp[-1].f)); break;
	case 0x8f: vm_slot_set_long(sp - 2, to_long(vm_slot_get_double(sp - 2))); break;
	default: return JIT_RT_DEOPT;
	}
	return JIT_RT_OK;
}

/* The field accesses compiled code leaves to the VM: a static of a class
 * whose statics may be a cached copy (OPX_GETSTATIC_G / OPX_PUTSTATIC_G:
 * the interpreter's state check, then the access) and volatile fields,
 * static or not (OPX_*_V: at the home when the object is shared, else a
 * sequentially consistent access; compiled code makes the unshared
 * instance case itself).  The operands are the frame's, as the
 * interpreter's handlers take them; a read leaves the value where the
 * object (or nothing, for a static) was.  Any other quick form (not
 * resolved yet): DEOPT. */
static bool is_field_slow(const void *h)
{
	return h == quick(OPX_GETSTATIC_G) || h == quick(OPX_PUTSTATIC_G) || h == quick(OPX_GETSTATIC_V) ||
	       h == quick(OPX_PUTSTATIC_V) || h == quick(OPX_GETFIELD_V) || h == quick(OPX_PUTFIELD_V);
}

static int rt_field_slow(VmThread *t)
{
	VmFrame *f = t->top;
	const VmInsn *pc = f->pc;
	const void *h = handler_of(pc);
	VmField *fld = pc->a.p;   /* once the handler says it is one */
	VmObject *o;
	int n;
	bool ok;

	if (!is_field_slow(h))
		return JIT_RT_DEOPT;
	n = fld->type == 'J' || fld->type == 'D' ? 2 : 1;
	if (h == quick(OPX_PUTSTATIC_G) || h == quick(OPX_GETSTATIC_G)) {
		bool put = h == quick(OPX_PUTSTATIC_G);
		ok = vm_interp_checked_static(t, fld, put, put ? f->sp - n : f->sp);
	} else if (h == quick(OPX_GETSTATIC_V) || h == quick(OPX_PUTSTATIC_V)) {
		bool put = h == quick(OPX_PUTSTATIC_V);
		ok = vm_interp_volatile(t, fld->clazz->statics, fld, put, put ? f->sp - n : f->sp);
	} else if (h == quick(OPX_GETFIELD_V)) {
		o = f->sp[-1].l;
		if (!o)
			return npe(t);
		ok = vm_interp_volatile(t, o, fld, false, f->sp - 1);
	} else {                  /* OPX_PUTFIELD_V */
		o = f->sp[-1 - n].l;
		if (!o)
			return npe(t);
		ok = vm_interp_volatile(t, o, fld, true, f->sp - n);
	}
	return ok ? JIT_RT_OK : JIT_RT_EXC;
}

static void rt_atomic_fill(JitAtomicSite *s, VmObject *base, int64_t h)
{
	char ht = (char)((h >> VM_FIELD_HANDLE_TYPE_SHIFT) & 0xff);
	VmClass *seen = NULL;

	if (!base || base->gos_state != 0 || vm_class_is_array(base->clazz))
		return;
	if ((h & ~(((int64_t)0xff << VM_FIELD_HANDLE_TYPE_SHIFT) | VM_FIELD_HANDLE_OFF_MASK)) != 0)
		return;          /* a static, or not a handle: always the native */
	if ((ht == '[' ? 'L' : ht) != s->kind ||
	    !vm_class_has_field_at(base->clazz, (uint32_t)(h & VM_FIELD_HANDLE_OFF_MASK), s->kind, false))
		return;
	if (!__atomic_compare_exchange_n(&s->klass, &seen, JIT_IC_BUSY, false, __ATOMIC_ACQUIRE,
					 __ATOMIC_RELAXED))
		return;
	s->handle = h;
	__atomic_store_n(&s->klass, base->clazz, __ATOMIC_RELEASE);
	VM_DBG(VM_DBG_JIT, "[jit,atomic] a site goes in line for %s, field at offset %u\n", base->clazz->name,
	       (unsigned)(h & VM_FIELD_HANDLE_OFF_MASK));
}

/* invokedynamic: a site the interpreter has linked (a string
 * concatenation, lambda or ObjectMethods site) performed as its quick
 * handler does; one not linked yet goes to the interpreter, which links
 * it, and the next compiled run of the site finds it linked. */
static int rt_indy(VmThread *t)
{
	VmFrame *f = t->top;
	VmSlot *sp = f->sp;
	int rc = vm_interp_indy(t, f->pc, &sp);

	return rc > 0 ? JIT_RT_OK : rc < 0 ? JIT_RT_EXC : JIT_RT_DEOPT;
}

/* System.arraycopy from compiled code (emit_arraycopy): two unshared
 * arrays of one class, every index in bounds -- the native's checks all
 * pass and its state checks have nothing to do -- copied here; 0 for
 * anything else, which the native then checks, faults or throws. */
static int32_t rt_arraycopy(VmObject *so, int32_t sp, VmObject *dob, int32_t dp, int32_t n)
{
	VmArray *src = (VmArray *)so, *dst = (VmArray *)dob;
	size_t es;

	if (!src || !dst || (so->gos_state | dob->gos_state) != 0 || so->clazz != dob->clazz ||
	    !vm_class_is_array(so->clazz))
		return 0;
	if (n < 0 || sp < 0 || dp < 0 || (int64_t)sp + n > src->length ||
	    (int64_t)dp + n > dst->length)
		return 0;
	es = so->clazz->elem_size;
	memmove((char *)VM_ARRAY_DATA(dst) + (size_t)dp * es,
		(char *)VM_ARRAY_DATA(src) + (size_t)sp * es, (size_t)n * es);
	return 1;
}

/* Compiled code hands its frame over to the interpreter at f->pc (an
 * instruction it leaves to the interpreter, one not resolved yet, a
 * helper's DEOPT).  -Xdebug:jit names each handover, so a test can count
 * them. */
static bool rt_resume(VmThread *t, VmSlot *ret)
{
	const VmFrame *f = t->top;

	VM_DBG(VM_DBG_JIT, "[jit,handover] %s.%s pc %u\n", f->method->clazz->name, f->method->name,
	       f->method->insn_pc[f->pc - f->method->pcode]);
	return vm_interp_resume(t, ret);
}

void jit_runtime_init(void)
{
	int op;

	for (op = 0; op < OPX_COUNT; op++)
		quick_labels[op] = vm_interp_label(op);
	jit_rt.fp = rt_fp;
	jit_rt.label = vm_interp_label;
	jit_rt.resume = rt_resume;
	jit_rt.invoke = rt_invoke;
	jit_rt.ic_miss = rt_ic_miss;
	jit_rt.atomic_fill = rt_atomic_fill;
	jit_rt.arraycopy = rt_arraycopy;
	jit_rt.indy = rt_indy;
	jit_rt.new_object = rt_new;
	jit_rt.newarray = rt_newarray;
	jit_rt.anewarray = rt_anewarray;
	jit_rt.multianewarray = rt_multianewarray;
	jit_rt.checkcast = rt_checkcast;
	jit_rt.instanceof = rt_instanceof;
	jit_rt.athrow = rt_athrow;
	jit_rt.monitorenter = rt_monitorenter;
	jit_rt.monitorexit = rt_monitorexit;
	jit_rt.sync_enter = rt_sync_enter;
	jit_rt.sync_exit = rt_sync_exit;
	jit_rt.handler = rt_handler;
	jit_rt.aastore = rt_aastore;
	jit_rt.ldc_ref = rt_ldc_ref;
	jit_rt.field_slow = rt_field_slow;
}
