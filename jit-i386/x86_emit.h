/*
 * x86_emit.h -- the JIT's one x86 encoder, for IA-32 and x86-64 alike
 * (internal to jit-i386/; the rest of the VM includes only jit.h).
 *
 * Every function appends one machine instruction to a JitAsm buffer.  The
 * target is a field of the buffer, not a compile-time choice, so the same
 * code emits 32-bit code on a 64-bit host (the unit tests do exactly that)
 * and the instruction selector is written once for both targets:
 *
 *   - registers are numbered as the hardware numbers them (0 = eAX ...
 *     7 = eDI, 8..15 = R8..R15); numbers 8..15 and XMM8..15 exist only on
 *     x86-64;
 *   - an operand width `w` is given in bytes: 1, 2, 4 or 8.  8 exists only
 *     on x86-64 (REX.W); on IA-32 a 64-bit value is two registers and the
 *     selector uses adc/sbb/shld/shrd/mul on the halves;
 *   - a REX prefix is emitted only in 64-bit mode and only when needed
 *     (W, an extended register, or SPL/BPL/SIL/DIL as byte registers); in
 *     32-bit mode byte operands exist for registers 0..3 only.
 *
 * Errors do not abort: the first one is recorded in JitAsm.err and later
 * calls emit nothing, so a compilation checks once at its end and falls
 * back to the interpreter.  JIT_EMIT_FULL means the buffer was too small,
 * JIT_EMIT_BADOP that an operand does not exist on the target (an
 * extended register or a 64-bit width on IA-32, ESP as an index, ...).
 *
 * Memory operands are base + index*scale + disp32 (JitMem); either base or
 * index may be absent (JIT_NOREG).  Without both, the operand is an
 * absolute 32-bit address: [disp32] on IA-32, on x86-64 the SIB form with
 * no base (sign-extended disp32, never RIP-relative).
 *
 * Branches to code being generated go through labels.  A JitLabel that is
 * not bound yet keeps a chain of the rel32 fields that refer to it, linked
 * through the fields themselves (each holds the buffer offset of the
 * previous one, or -1); jit_x86_bind walks the chain and patches.  A
 * branch to a bound label (a backward branch) uses the short rel8 form
 * when the distance fits.  Calls and jumps to absolute addresses
 * (jit_x86_call_abs) use rel32 from JitAsm.base, the address the buffer
 * will run at; on x86-64 the caller checks jit_x86_rel32_reaches first and
 * otherwise calls through a register.
 */
#ifndef JIT_X86_EMIT_H
#define JIT_X86_EMIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum JitMode { JIT_X86_32 = 32, JIT_X86_64 = 64 } JitMode;

/* General-purpose registers, hardware numbering.  Names are the 64-bit
 * ones; on IA-32 JIT_RAX is EAX and so on. */
enum {
	JIT_RAX = 0, JIT_RCX, JIT_RDX, JIT_RBX, JIT_RSP, JIT_RBP, JIT_RSI, JIT_RDI,
	JIT_R8, JIT_R9, JIT_R10, JIT_R11, JIT_R12, JIT_R13, JIT_R14, JIT_R15,
	JIT_NOREG = -1
};

/* Condition codes, in the order of their encoding (Jcc = 0F 80+cc). */
typedef enum JitCond {
	JIT_CC_O = 0, JIT_CC_NO, JIT_CC_B, JIT_CC_AE, JIT_CC_E, JIT_CC_NE, JIT_CC_BE, JIT_CC_A,
	JIT_CC_S, JIT_CC_NS, JIT_CC_P, JIT_CC_NP, JIT_CC_L, JIT_CC_GE, JIT_CC_LE, JIT_CC_G
} JitCond;

static inline JitCond jit_cc_negate(JitCond cc) { return (JitCond)(cc ^ 1); }

/* The eight classic two-operand ALU operations, numbered as their /digit. */
typedef enum JitAlu {
	JIT_ADD = 0, JIT_OR, JIT_ADC, JIT_SBB, JIT_AND, JIT_SUB, JIT_XOR, JIT_CMP
} JitAlu;

/* Shifts and rotates (group 2, C1/D1/D3 /digit). */
typedef enum JitShift { JIT_ROL = 0, JIT_ROR = 1, JIT_SHL = 4, JIT_SHR = 5, JIT_SAR = 7 } JitShift;

/* One-operand group 3 (F7 /digit): NOT, NEG, and the widening multiply
 * and divide through eDX:eAX. */
typedef enum JitUnary {
	JIT_NOT = 2, JIT_NEG = 3, JIT_MUL = 4, JIT_IMUL1 = 5, JIT_DIV = 6, JIT_IDIV = 7
} JitUnary;

/* Scalar SSE arithmetic (the second opcode byte after 0F); the prefix
 * (F2 double, F3 single) is the `dbl` argument. */
typedef enum JitSse {
	JIT_SSE_SQRT = 0x51, JIT_SSE_ADD = 0x58, JIT_SSE_MUL = 0x59, JIT_SSE_SUB = 0x5c,
	JIT_SSE_MIN = 0x5d, JIT_SSE_DIV = 0x5e, JIT_SSE_MAX = 0x5f
} JitSse;

/* Packed-integer SSE2 operations on whole XMM registers (66 0F op): the
 * IA-32 JIT does 64-bit integer arithmetic on the low quadword with
 * them.  Register operands only (a memory operand would have to be
 * 16-byte aligned). */
typedef enum JitPInt {
	JIT_PUNPCKLDQ = 0x62, JIT_PAND = 0xdb, JIT_PADDQ = 0xd4, JIT_POR = 0xeb, JIT_PXOR = 0xef,
	JIT_PSUBQ = 0xfb
} JitPInt;

typedef enum JitEmitErr { JIT_EMIT_OK = 0, JIT_EMIT_FULL, JIT_EMIT_BADOP } JitEmitErr;

typedef struct JitMem {
	int8_t base;      /* register or JIT_NOREG */
	int8_t index;     /* register (never xSP) or JIT_NOREG */
	uint8_t scale;    /* 1, 2, 4 or 8 */
	int32_t disp;
} JitMem;

static inline JitMem jit_mem(int base, int32_t disp)
{
	JitMem m = { (int8_t)base, JIT_NOREG, 1, disp };
	return m;
}
static inline JitMem jit_mem_idx(int base, int index, int scale, int32_t disp)
{
	JitMem m = { (int8_t)base, (int8_t)index, (uint8_t)scale, disp };
	return m;
}
static inline JitMem jit_mem_abs(int32_t addr)
{
	JitMem m = { JIT_NOREG, JIT_NOREG, 1, addr };
	return m;
}

typedef struct JitAsm {
	JitMode mode;
	uint8_t *buf;
	size_t len, cap;
	uintptr_t base;   /* address at which buf[0] will execute */
	JitEmitErr err;   /* first error; emission stops there */
} JitAsm;

typedef struct JitLabel {
	int32_t pos;      /* bound offset, or -1 */
	int32_t chain;    /* last unpatched rel32 field referring to it, or -1 */
} JitLabel;

void jit_x86_init(JitAsm *a, JitMode mode, uint8_t *buf, size_t cap, uintptr_t base);
static inline size_t jit_x86_pos(const JitAsm *a) { return a->len; }
static inline int jit_x86_ptr_size(const JitAsm *a) { return a->mode == JIT_X86_64 ? 8 : 4; }
static inline void jit_label_init(JitLabel *l) { l->pos = -1; l->chain = -1; }

/* ---------------------------------------------------------- data moves */
void jit_x86_mov_rr(JitAsm *a, int w, int dst, int src);
/* dst = imm.  w 8: the sign-extended imm32 form when it fits, otherwise
 * movabs with a 64-bit immediate. */
void jit_x86_mov_ri(JitAsm *a, int w, int dst, int64_t imm);
void jit_x86_mov_rm(JitAsm *a, int w, int dst, JitMem m);       /* load, w 4 or 8 */
void jit_x86_mov_mr(JitAsm *a, int w, JitMem m, int src);       /* store, w 1..8 */
void jit_x86_mov_mi(JitAsm *a, int w, JitMem m, int32_t imm);
/* mov dst, fs:[disp] (x86-64 only, 8 bytes): a thread-local variable of
 * the static TLS block, at a fixed offset from the thread pointer. */
void jit_x86_mov_r_fs(JitAsm *a, int dst, int32_t disp);   /* store imm (w 8: sign-extended) */
/* Widening moves: from a `sw`-byte source (1 or 2; 4 for movsxd, x86-64
 * only, sign must be true) into a dw-byte register (4 or 8). */
void jit_x86_movx_rr(JitAsm *a, int dw, int sw, bool sign, int dst, int src);
void jit_x86_movx_rm(JitAsm *a, int dw, int sw, bool sign, int dst, JitMem m);
void jit_x86_lea(JitAsm *a, int w, int dst, JitMem m);
void jit_x86_cmov(JitAsm *a, JitCond cc, int w, int dst, int src);
void jit_x86_setcc(JitAsm *a, JitCond cc, int dst8);
void jit_x86_push_r(JitAsm *a, int r);
void jit_x86_pop_r(JitAsm *a, int r);
void jit_x86_push_i(JitAsm *a, int32_t imm);
void jit_x86_push_m(JitAsm *a, JitMem m);

/* ---------------------------------------------------------- arithmetic */
void jit_x86_alu_rr(JitAsm *a, JitAlu op, int w, int dst, int src);
void jit_x86_alu_ri(JitAsm *a, JitAlu op, int w, int dst, int32_t imm);
void jit_x86_alu_rm(JitAsm *a, JitAlu op, int w, int dst, JitMem m);
void jit_x86_alu_mr(JitAsm *a, JitAlu op, int w, JitMem m, int src);
void jit_x86_alu_mi(JitAsm *a, JitAlu op, int w, JitMem m, int32_t imm);
void jit_x86_test_rr(JitAsm *a, int w, int r1, int r2);
void jit_x86_test_ri(JitAsm *a, int w, int r, int32_t imm);
/* test [m], imm: w 1 is the inline GOS state check (one byte load+test). */
void jit_x86_test_mi(JitAsm *a, int w, JitMem m, int32_t imm);
void jit_x86_imul_rr(JitAsm *a, int w, int dst, int src);
void jit_x86_imul_rm(JitAsm *a, int w, int dst, JitMem m);
void jit_x86_imul_rri(JitAsm *a, int w, int dst, int src, int32_t imm);
void jit_x86_unary(JitAsm *a, JitUnary op, int w, int r);      /* not/neg/mul/imul/div/idiv r */
void jit_x86_unary_m(JitAsm *a, JitUnary op, int w, JitMem m);  /* the same on memory */
void jit_x86_cdq(JitAsm *a, int w);                           /* cdq (4) / cqo (8) */
void jit_x86_incdec(JitAsm *a, bool dec, int w, int r);
void jit_x86_shift_ri(JitAsm *a, JitShift op, int w, int r, uint8_t count);
void jit_x86_shift_rcl(JitAsm *a, JitShift op, int w, int r);  /* count in CL */
/* Double-precision shifts (IA-32 long shifts): shld/shrd dst, src, imm|CL. */
void jit_x86_shxd_ri(JitAsm *a, bool left, int w, int dst, int src, uint8_t count);
void jit_x86_shxd_rcl(JitAsm *a, bool left, int w, int dst, int src);

/* ---------------------------------------------------------- control */
void jit_x86_bind(JitAsm *a, JitLabel *l);
void jit_x86_jmp(JitAsm *a, JitLabel *l);
void jit_x86_jcc(JitAsm *a, JitCond cc, JitLabel *l);
void jit_x86_call_label(JitAsm *a, JitLabel *l);
/* Does a rel32 at the current position reach target? (Always on IA-32.) */
bool jit_x86_rel32_reaches(const JitAsm *a, uintptr_t target);
void jit_x86_call_abs(JitAsm *a, uintptr_t target);
void jit_x86_jmp_abs(JitAsm *a, uintptr_t target);
void jit_x86_call_r(JitAsm *a, int r);
void jit_x86_call_m(JitAsm *a, JitMem m);
void jit_x86_jmp_r(JitAsm *a, int r);
void jit_x86_jmp_m(JitAsm *a, JitMem m);
/* A call or jump to an absolute address: rel32 where it reaches, else
 * through register `scratch` (x86-64 only: on IA-32 it always reaches). */
void jit_x86_call_far(JitAsm *a, uintptr_t target, int scratch);
void jit_x86_jmp_far(JitAsm *a, uintptr_t target, int scratch);
void jit_x86_ret(JitAsm *a);
void jit_x86_ret_imm(JitAsm *a, uint16_t pop_bytes);
void jit_x86_nop(JitAsm *a);
void jit_x86_int3(JitAsm *a);
void jit_x86_ud2(JitAsm *a);
void jit_x86_mfence(JitAsm *a);
/* xchg [m], r (w 1..8): locked by the processor whatever the prefix, so
 * a full barrier -- the sequentially consistent store. */
void jit_x86_xchg_mr(JitAsm *a, int w, JitMem m, int r);
/* lock cmpxchg [m], r (compares with xAX; ZF set when it stored) and
 * lock xadd [m], r (r gets the old value); w 4 or 8 (8: x86-64). */
void jit_x86_lock_cmpxchg_mr(JitAsm *a, int w, JitMem m, int r);
void jit_x86_lock_xadd_mr(JitAsm *a, int w, JitMem m, int r);
/* lock cmpxchg8b [m]: compares EDX:EAX with the quadword, stores ECX:EBX
 * if equal (ZF set), else loads it into EDX:EAX. */
void jit_x86_lock_cmpxchg8b_m(JitAsm *a, JitMem m);

/* ---------------------------------------------------------- SSE2 */
/* movsd/movss (dbl: double) between XMM registers, load, store. */
void jit_x86_movs_rr(JitAsm *a, bool dbl, int dst, int src);
void jit_x86_movs_rm(JitAsm *a, bool dbl, int dst, JitMem m);
void jit_x86_movs_mr(JitAsm *a, bool dbl, JitMem m, int src);
void jit_x86_sse_rr(JitAsm *a, JitSse op, bool dbl, int dst, int src);
void jit_x86_sse_rm(JitAsm *a, JitSse op, bool dbl, int dst, JitMem m);
/* cvtsi2sd/ss xmm, r32|r64 (iw: width of the integer, 8 on x86-64 only). */
void jit_x86_cvtsi2s(JitAsm *a, bool dbl, int iw, int xmm, int r);
/* cvttsd2si/cvttss2si r32|r64, xmm (truncating). */
void jit_x86_cvtts2si(JitAsm *a, bool dbl, int iw, int r, int xmm);
/* cvtss2sd (to_dbl) / cvtsd2ss. */
void jit_x86_cvts2s(JitAsm *a, bool to_dbl, int dst, int src);
void jit_x86_ucomis(JitAsm *a, bool dbl, int x, int y);
void jit_x86_xorp(JitAsm *a, bool dbl, int dst, int src);     /* xorpd / xorps */
/* movd/movq between a general register (w 4 / 8) and an XMM register. */
void jit_x86_movd_xr(JitAsm *a, int w, int xmm, int r);
void jit_x86_movd_rx(JitAsm *a, int w, int r, int xmm);
void jit_x86_pint_rr(JitAsm *a, JitPInt op, int dst, int src);
/* pcmpeqd xmm, xmm (all ones when both are the same register) and
 * psrlq xmm, imm8 (each quadword shifted right, zeros in). */
void jit_x86_pcmpeqd_rr(JitAsm *a, int dst, int src);
void jit_x86_psrlq_ri(JitAsm *a, int xmm, uint8_t count);

/* ---------------------------------------------------------- x87 */
/* Only for the IA-32 C calling convention, which returns float and
 * double in st(0): fld / fstp m32|m64.  Arithmetic never uses x87. */
void jit_x86_fld_m(JitAsm *a, bool dbl, JitMem m);
void jit_x86_fstp_m(JitAsm *a, bool dbl, JitMem m);

#endif /* JIT_X86_EMIT_H */
