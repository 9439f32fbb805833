/*
 * jit_target.c -- the two targets' C calling conventions as data
 * (jit_internal.h draws them side by side), and the few emit helpers
 * that differ between them.
 */
#include "config.h"

#include "jit_internal.h"

#define R(r) (1u << (r))

const JitTarget jit_target_ia32 = {
	.mode = JIT_X86_32,
	.ptr_size = 4,
	.n_gprs = 8,
	.n_int_arg_regs = 0,
	.int_arg_regs = { JIT_NOREG, JIT_NOREG, JIT_NOREG, JIT_NOREG, JIT_NOREG, JIT_NOREG },
	.n_fp_arg_regs = 0,
	.ret_reg = JIT_RAX,
	.ret_hi_reg = JIT_RDX,
	.fp_ret_x87 = true,
	.callee_saved = R(JIT_RBX) | R(JIT_RSI) | R(JIT_RDI) | R(JIT_RBP),
	.stack_align = 16,
};

const JitTarget jit_target_x86_64 = {
	.mode = JIT_X86_64,
	.ptr_size = 8,
	.n_gprs = 16,
	.n_int_arg_regs = 6,
	.int_arg_regs = { JIT_RDI, JIT_RSI, JIT_RDX, JIT_RCX, JIT_R8, JIT_R9 },
	.n_fp_arg_regs = 8,
	.ret_reg = JIT_RAX,
	.ret_hi_reg = JIT_NOREG,
	.fp_ret_x87 = false,
	.callee_saved = R(JIT_RBX) | R(JIT_RBP) | R(JIT_R12) | R(JIT_R13) | R(JIT_R14) | R(JIT_R15),
	.stack_align = 16,
};

const JitTarget *jit_target_host(void)
{
#if defined(__x86_64__)
	return &jit_target_x86_64;
#else
	return &jit_target_ia32;
#endif
}

void jit_emit_load_arg(JitAsm *a, const JitTarget *t, int i, int dst)
{
	if (i < t->n_int_arg_regs) {
		if (t->int_arg_regs[i] != dst)
			jit_x86_mov_rr(a, t->ptr_size, dst, t->int_arg_regs[i]);
		return;
	}
	/* On the stack above the return address; on x86-64 only the
	 * seventh argument on (none of the VM's entry points has that many). */
	jit_x86_mov_rm(a, t->ptr_size, dst,
		       jit_mem(JIT_RSP, t->ptr_size * (1 + i - t->n_int_arg_regs)));
}
