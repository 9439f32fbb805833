/*
 * jit_jni.c -- compiled stubs of JNI-bound natives (x86-64 only).
 *
 * A compiled caller calls a JNI-bound native through its jit_code, with
 * (T, args, retbuf), after pushing the native's frame (jit_compile.c,
 * emit_invoke).  Without a stub that is vm_jni_jit_entry, which makes the
 * frame a native frame and calls vm_jni_invoke, which walks the
 * descriptor on every call to put each argument into one fixed 22-word
 * prototype.  The stub made here when a native is bound
 * (vm_hook_jni_stub, jni_internal.h, which states what it does) knows
 * the descriptor when it is made, so each argument is one load from its
 * slot into its System V register or stack slot, and the native is
 * called with exactly its own arguments.
 *
 * The stub's frame (x86-64; S = 8 * stack arguments):
 *
 *   return address into the compiled caller
 *   rbp rbx r12 r13 r14 r15 of the caller (pushed)
 *   pad (to 16 bytes at every call)
 *   [rsp + S + 24]  (unused)
 *   [rsp + S + 16]  the native's result (a float's or double's bits),
 *                   for the slow path of leaving the safe region
 *   [rsp + S + 8]   (unused)
 *   [rsp + S]       env->n_frames at entry
 *   [rsp .. S)      the native's stack arguments
 *
 * Registers through the call: rbx = T, r12 = args, r13 = retbuf,
 * r14 = env, r15 = env->n_locals at entry, rbp = env->native_base at
 * entry.  The env's words are stored only when they change
 * (store_if_changed).  The native runs in a safe region as under
 * vm_jni_invoke: the caller's callee-saved registers are pushed above
 * safe_sp, inside the scanned stack, and the stub's own hold no
 * reference, so nothing is copied to T->safe_regs; it enters and leaves
 * as vm_safe_enter_ and vm_safe_leave do, their common cases inline (emit_safe_enter,
 * emit_safe_leave), leaving with the fence the handshake needs
 * (doc/vm-core.md, "Safepoints and safe regions").
 *
 * Anything else goes to vm_jni_jit_entry before the stub has changed
 * anything but the frame (which that entry makes the same way): a method
 * unbound or bound again since (RegisterNatives, UnregisterNatives), a
 * static native whose class has no Class object yet, no env.  IA-32
 * makes no stub (the generic entry).
 *
 * The stub is vm_jni_invoke compiled, so it reads the binding and the
 * env's layout from the core's JNI header (jni_internal.h), as
 * jit_compile.c reads VmFrame's and VmThread's from vm.h.
 */
#include "config.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "jit_internal.h"
#include "jni_internal.h"

#define TH(f) jit_mem(JIT_RBX, (int32_t)offsetof(VmThread, f))
#define EN(f) jit_mem(JIT_R14, (int32_t)offsetof(VmJniEnv, f))
#define FR(r, f) jit_mem(r, (int32_t)offsetof(VmFrame, f))

/* The Java arguments from their slots ([r12]) to their registers and
 * stack slots: the System V classification, each class in its own
 * sequence, memory arguments in order from [rsp]. */
static void emit_args(JitAsm *a, const JitTarget *tg, const VmJniBinding *b, unsigned s)
{
	unsigned i, ni = 2, nf = 0, ns = 0;

	for (i = 0; i < b->nargs; i++) {
		char c = b->args[i];
		JitMem src = jit_mem(JIT_R12, (int32_t)(s * 8));
		int dst;

		s += c == 'J' || c == 'D' ? 2 : 1;
		if (c == 'F' || c == 'D') {
			if (nf < 8) {
				jit_x86_movs_rm(a, c == 'D', nf++, src);
			} else {
				jit_x86_mov_rm(a, c == 'D' ? 8 : 4, JIT_RAX, src);
				jit_x86_mov_mr(a, 8, jit_mem(JIT_RSP, (int32_t)(ns++ * 8)), JIT_RAX);
			}
			continue;
		}
		dst = ni < 6 ? tg->int_arg_regs[ni++] : JIT_RAX;
		/* widened to 64 bits as vm_jni_invoke widens them */
		switch (c) {
		case 'Z': jit_x86_movx_rm(a, 8, 1, false, dst, src); break;
		case 'B': jit_x86_movx_rm(a, 8, 1, true, dst, src); break;
		case 'C': jit_x86_movx_rm(a, 8, 2, false, dst, src); break;
		case 'S': jit_x86_movx_rm(a, 8, 2, true, dst, src); break;
		case 'I': jit_x86_movx_rm(a, 8, 4, true, dst, src); break;
		default: jit_x86_mov_rm(a, 8, dst, src); break;   /* J, references */
		}
		if (dst == JIT_RAX)
			jit_x86_mov_mr(a, 8, jit_mem(JIT_RSP, (int32_t)(ns++ * 8)), JIT_RAX);
	}
}

/* The result, in rax (emit_stub moved a float or double there), into
 * the return slots [r13], as vm_jni_invoke converts it.  Every result
 * but void is written as one 8-byte store: the compiled caller reads the
 * slot back with an 8-byte load at once, and a load wider than the last
 * store to its address cannot take its value from the store buffer (it
 * waits until the store reaches the cache, a dozen cycles and more,
 * which was a third of mixed8's time).  An int-like result is sign- or
 * zero-extended to 64 bits as compiled code's ireturn writes it; a
 * float's upper half is zero. */
static void emit_result(JitAsm *a, char ret)
{
	JitLabel strong;

	switch (ret) {
	case 'V':
		return;
	case 'Z': case 'B': case 'C': case 'S':
		jit_x86_movx_rr(a, 8, ret == 'Z' || ret == 'B' ? 1 : 2, ret == 'B' || ret == 'S', JIT_RAX, JIT_RAX);
		break;
	case 'I':
		jit_x86_movx_rr(a, 8, 4, true, JIT_RAX, JIT_RAX);
		break;
	case 'J': case 'F': case 'D':
		break;
	default:
		/* a reference: vm_jni_deref without -Xcheck:jni (no stub then) */
		jit_label_init(&strong);
		jit_x86_test_ri(a, 4, JIT_RAX, VM_JNI_TAG_WEAK);
		jit_x86_jcc(a, JIT_CC_E, &strong);
		jit_x86_mov_rr(a, 8, JIT_RDI, JIT_RAX);
		jit_x86_call_far(a, (uintptr_t)vm_jni_weak_get, JIT_R11);
		jit_x86_bind(a, &strong);
		jit_x86_alu_ri(a, JIT_AND, 8, JIT_RAX, -8);
		break;
	}
	jit_x86_mov_mr(a, 8, jit_mem(JIT_R13, 0), JIT_RAX);
}

/* mem = r, skipped when mem holds r already: a load and a compare
 * instead of a store.  A call has about forty stores, and at one or two
 * a cycle the store buffer's drain, not the instruction count, sets
 * the pace of a loop of calls (doc/performance.md, "JNI calls, fourth
 * round"); the words stored here rarely change from call to call.  Only
 * for words that no other thread writes. */
static void store_if_changed(JitAsm *a, JitMem mem, int r)
{
	JitLabel same;

	jit_label_init(&same);
	jit_x86_alu_rm(a, JIT_CMP, 8, r, mem);
	jit_x86_jcc(a, JIT_CC_E, &same);
	jit_x86_mov_mr(a, 8, mem, r);
	jit_x86_bind(a, &same);
}

/*
 * Entering the safe region, vm_safe_enter_'s common case inline: not in
 * one already, no collection requested.  The request is read before the
 * release store of the depth instead of after it: the store and the load
 * may pass each other anyway (no fence, thread.c), and a request that
 * comes between them is the case thread.c describes, seen by the
 * collector at its next look.  Anything else calls vm_safe_enter_, which
 * also wakes a waiting collector.  safe_sp is the stub's rsp: the
 * caller's registers, pushed above it, are scanned with its frames.
 */
static void emit_safe_enter(JitAsm *a)
{
	JitLabel slow, done;

	jit_label_init(&slow);
	jit_label_init(&done);
	jit_x86_alu_mi(a, JIT_CMP, 4, TH(safe_depth), 0);
	jit_x86_jcc(a, JIT_CC_NE, &slow);
	jit_x86_mov_ri(a, 8, JIT_R11, (int64_t)(intptr_t)&vm_safepoint_requested);
	jit_x86_alu_mi(a, JIT_CMP, 4, jit_mem(JIT_R11, 0), 0);
	jit_x86_jcc(a, JIT_CC_NE, &slow);
	store_if_changed(a, TH(safe_sp), JIT_RSP);   /* this thread's own word */
	jit_x86_mov_mi(a, 4, TH(safe_depth), 1);      /* x86: a release store */
	jit_x86_jmp(a, &done);
	jit_x86_bind(a, &slow);
	jit_x86_mov_rr(a, 8, JIT_RDI, JIT_RBX);
	jit_x86_call_far(a, (uintptr_t)vm_safe_enter_, JIT_R11);
	jit_x86_bind(a, &done);
}

/*
 * Leaving it, safe_try_leave's common case inline, with its Dekker
 * handshake (thread.c): depth 1 -> 0 by a sequentially consistent store
 * (xchg, a full barrier), then the request is read.  A request seen, or
 * a nested region, goes to vm_safe_leave after putting the depth back to
 * 1 (as safe_try_leave does when it sees one), which waits for the
 * collection as usual.  The native's result stays in rax on the common
 * path (rcx is the scratch register); the slow path spills it to
 * [rsp + res] around the call.
 */
static void emit_safe_leave(JitAsm *a, int32_t res)
{
	JitLabel slow, done;

	jit_label_init(&slow);
	jit_label_init(&done);
	jit_x86_alu_mi(a, JIT_CMP, 4, TH(safe_depth), 1);
	jit_x86_jcc(a, JIT_CC_NE, &slow);
	jit_x86_alu_rr(a, JIT_XOR, 4, JIT_RCX, JIT_RCX);
	jit_x86_xchg_mr(a, 4, TH(safe_depth), JIT_RCX);
	jit_x86_mov_ri(a, 8, JIT_R11, (int64_t)(intptr_t)&vm_safepoint_requested);
	jit_x86_alu_mi(a, JIT_CMP, 4, jit_mem(JIT_R11, 0), 0);
	jit_x86_jcc(a, JIT_CC_E, &done);
	jit_x86_mov_ri(a, 4, JIT_RCX, 1);
	jit_x86_xchg_mr(a, 4, TH(safe_depth), JIT_RCX);
	jit_x86_bind(a, &slow);
	jit_x86_mov_mr(a, 8, jit_mem(JIT_RSP, res), JIT_RAX);
	jit_x86_mov_rr(a, 8, JIT_RDI, JIT_RBX);
	jit_x86_call_far(a, (uintptr_t)vm_safe_leave, JIT_R11);
	jit_x86_mov_rm(a, 8, JIT_RAX, jit_mem(JIT_RSP, res));
	jit_x86_bind(a, &done);
}

/*
 * The offset of vm_jni_self_env from the thread pointer (fs:0 on x86-64
 * Linux), the same in every thread for a variable of the static TLS
 * block (jni_internal.h); false where it cannot be had.
 */
static bool env_tls_offset(int32_t *off)
{
#if defined(__x86_64__) && defined(__linux__) && defined(__GNUC__)
	uintptr_t tp;
	intptr_t d;

	__asm__("movq %%fs:0, %0" : "=r"(tp));
	d = (intptr_t)((uintptr_t)&vm_jni_self_env - tp);
	if (d < INT32_MIN || d > INT32_MAX)
		return false;
	*off = (int32_t)d;
	return true;
#else
	(void)off;
	return false;
#endif
}

static void emit_stub(JitAsm *a, const JitTarget *tg, VmMethod *m, const VmJniBinding *b)
{
	int32_t tls_off = 0;
	bool tls_ok = env_tls_offset(&tls_off);
	static const int saved[6] = { JIT_RBP, JIT_RBX, JIT_R12, JIT_R13, JIT_R14, JIT_R15 };
	bool is_static = (m->access & ACC_STATIC) != 0;
	unsigned ns = vm_jni_sysv_stack_args(b);
	int32_t frame = (int32_t)(ns * 8 + 32), save = (int32_t)(ns * 8);
	JitLabel fallback, no_env;
	int i;

	/* entry rsp is 8 mod 16; six pushes keep it so; the frame makes it 0 */
	if (frame % 16 == 0)
		frame += 8;
	jit_label_init(&fallback);
	jit_label_init(&no_env);

	/* still bound to b?  (a class's Class object, once made, stays) */
	jit_x86_mov_ri(a, 8, JIT_RAX, (int64_t)(intptr_t)m);
	jit_x86_mov_ri(a, 8, JIT_R11, (int64_t)(intptr_t)vm_jni_invoke);
	jit_x86_alu_rm(a, JIT_CMP, 8, JIT_R11, jit_mem(JIT_RAX, (int32_t)offsetof(VmMethod, native)));
	jit_x86_jcc(a, JIT_CC_NE, &fallback);
	jit_x86_mov_ri(a, 8, JIT_R11, (int64_t)(intptr_t)b);
	jit_x86_alu_rm(a, JIT_CMP, 8, JIT_R11, jit_mem(JIT_RAX, (int32_t)offsetof(VmMethod, jni)));
	jit_x86_jcc(a, JIT_CC_NE, &fallback);
	if (is_static) {
		jit_x86_mov_ri(a, 8, JIT_R11, (int64_t)(intptr_t)m->clazz);
		jit_x86_alu_mi(a, JIT_CMP, 8, jit_mem(JIT_R11, (int32_t)offsetof(VmClass, class_object)), 0);
		jit_x86_jcc(a, JIT_CC_E, &fallback);
	}

	for (i = 0; i < 6; i++)
		jit_x86_push_r(a, saved[i]);
	jit_x86_alu_ri(a, JIT_SUB, 8, JIT_RSP, frame);
	jit_x86_mov_rr(a, 8, JIT_RBX, JIT_RDI);
	jit_x86_mov_rr(a, 8, JIT_R12, JIT_RSI);
	jit_x86_mov_rr(a, 8, JIT_R13, JIT_RDX);

	/* the frame the call fast path pushed becomes a native frame, as
	 * vm_jni_jit_entry makes it (the result slots are written whole by
	 * emit_result; nothing reads them after a void native or an
	 * exception) */
	jit_x86_mov_rm(a, 8, JIT_RAX, TH(top));
	jit_x86_mov_mi(a, 4, FR(JIT_RAX, flags), (int32_t)VM_FRAME_NATIVE);
	jit_x86_mov_mi(a, 8, FR(JIT_RAX, pc), 0);
	jit_x86_lea(a, 8, JIT_RCX, jit_mem(JIT_R12, (int32_t)(m->arg_slots * sizeof(VmSlot))));
	jit_x86_mov_mr(a, 8, FR(JIT_RAX, sp), JIT_RCX);

	/* env, and the local-reference heights vm_jni_invoke saves.  The
	 * env is the thread-local variable vm_jni_env answers, read in
	 * place when its offset is known (NULL: not made yet, the generic
	 * entry makes it) */
	if (tls_ok) {
		jit_x86_mov_r_fs(a, JIT_RAX, tls_off);
	} else {
		jit_x86_mov_rr(a, 8, JIT_RDI, JIT_RBX);
		jit_x86_call_far(a, (uintptr_t)vm_jni_env, JIT_R11);
	}
	jit_x86_test_rr(a, 8, JIT_RAX, JIT_RAX);
	jit_x86_jcc(a, JIT_CC_E, &no_env);
	jit_x86_mov_rr(a, 8, JIT_R14, JIT_RAX);
	jit_x86_mov_rm(a, 8, JIT_R15, EN(n_locals));
	jit_x86_mov_rm(a, 8, JIT_RAX, EN(n_frames));
	jit_x86_mov_mr(a, 8, jit_mem(JIT_RSP, save), JIT_RAX);
	jit_x86_mov_rm(a, 8, JIT_RBP, EN(native_base));
	store_if_changed(a, EN(native_base), JIT_R15);

	/* VM_SAFE_ENTER without VM_CAPTURE_REGS: the collector scans
	 * safe_regs for references held only in callee-saved registers, and
	 * here there are none.  The caller's six are pushed above safe_sp,
	 * inside the scanned stack; the stub's own hold T, the argument
	 * slots' address, retbuf, the env and a height, and rbp is the
	 * caller's, unchanged.  (What safe_regs holds from an earlier
	 * region is scanned too: conservatively, which can only keep an
	 * object longer.) */
	emit_safe_enter(a);

	/* (env, class or receiver, the arguments) */
	jit_x86_mov_rr(a, 8, tg->int_arg_regs[0], JIT_R14);
	if (is_static) {
		jit_x86_mov_ri(a, 8, JIT_RAX, (int64_t)(intptr_t)m->clazz);
		jit_x86_mov_rm(a, 8, tg->int_arg_regs[1], jit_mem(JIT_RAX, (int32_t)offsetof(VmClass, class_object)));
	} else {
		jit_x86_mov_rm(a, 8, tg->int_arg_regs[1], jit_mem(JIT_R12, 0));
	}
	emit_args(a, tg, b, is_static ? 0 : 1);
	jit_x86_mov_ri(a, 8, JIT_R11, (int64_t)(intptr_t)b->fn);
	jit_x86_call_r(a, JIT_R11);
	/* the result in rax (a float's or double's bits too), spilled for
	 * the slow path of the leave */
	if (m->ret_type == 'F' || m->ret_type == 'D')
		jit_x86_movd_rx(a, m->ret_type == 'D' ? 8 : 4, JIT_RAX, 0);
	emit_safe_leave(a, save + 16);
	emit_result(a, m->ret_type);
	store_if_changed(a, EN(n_locals), JIT_R15);
	jit_x86_mov_rm(a, 8, JIT_RAX, jit_mem(JIT_RSP, save));
	store_if_changed(a, EN(n_frames), JIT_RAX);
	store_if_changed(a, EN(native_base), JIT_RBP);
	jit_x86_alu_ri(a, JIT_ADD, 8, JIT_RSP, frame);
	for (i = 5; i >= 0; i--)
		jit_x86_pop_r(a, saved[i]);
	jit_x86_ret(a);

	/* no env: the generic entry throws (it asks again) */
	jit_x86_bind(a, &no_env);
	jit_x86_mov_rr(a, 8, JIT_RDI, JIT_RBX);
	jit_x86_mov_rr(a, 8, JIT_RSI, JIT_R12);
	jit_x86_mov_rr(a, 8, JIT_RDX, JIT_R13);
	jit_x86_alu_ri(a, JIT_ADD, 8, JIT_RSP, frame);
	for (i = 5; i >= 0; i--)
		jit_x86_pop_r(a, saved[i]);
	jit_x86_bind(a, &fallback);
	jit_x86_jmp_far(a, (uintptr_t)vm_jni_jit_entry, JIT_R11);
}

void *jit_jni_stub(JitCache *cache, const JitTarget *tg, VmMethod *m, const VmJniBinding *b,
		   size_t *code_len)
{
	JitAsm a;
	uint8_t *buf;
	size_t cap;
	void *code;

	if (tg->mode != JIT_X86_64 || b->nargs > 255)
		return NULL;
	buf = jit_cache_open(cache, 512 + 16 * (size_t)b->nargs, &cap);
	if (!buf)
		return NULL;
	jit_x86_init(&a, JIT_X86_64, buf, cap, (uintptr_t)buf);
	emit_stub(&a, tg, m, b);
	if (a.err != JIT_EMIT_OK) {
		jit_cache_abandon(cache);
		return NULL;
	}
	code = jit_cache_seal(cache, a.len);
	if (code)
		*code_len = a.len;
	return code;
}
