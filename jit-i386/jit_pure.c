/*
 * jit_pure.c -- small methods inlined as straight-line code
 *
 * jit_inline.c's shapes are frameless because they cannot fail.  This
 * file inlines a wider set, short methods whose body computes a value
 * from its arguments without a branch or an allocation, and calls
 * nothing but Math.sqrt and other such bodies (inlined inside it):
 *
 *     static int sq(int x) { return x * x; }
 *     double dot(Vec o)   { return x * o.x + y * o.y; }
 *     int at(int i)       { return data[i]; }
 *     void scale(int k)   { v = v * k; }             -- one putfield, last
 *     double d2(Vec o)    { double d = x - o.x; return d * d; }
 *
 * Such a body can fail -- a null object, an index out of range, a GOS
 * state bit set -- and then it must fail in its own frame, with its own
 * line in the stack trace, and fault on the object space from there.
 * So nothing here throws or calls: every check that fails jumps to the
 * ordinary call (`full`, compiled after the body by jit_compile.c), which
 * runs the method as if it had never been inlined.  That is sound
 * because the body has no effect before its last instruction: it reads
 * its arguments from the caller's operand slots and never writes them
 * (its locals are entries of the walk, like its operand stack: a store
 * changes only what the walk says the local holds), keeps what it
 * computes in scratch registers, and its only store, a
 * putfield right before `return`, comes after all its checks.  Only the
 * result's store writes the caller's frame, at the end.
 *
 * The body is run twice: once into a scratch buffer to learn whether it
 * fits (each instruction known, at most three general and six XMM
 * registers live), and once for real; the two runs allocate the same
 * registers, so the answer holds.  The registers are the templates'
 * scratch registers (xAX, xCX, xDX, XMM0..XMM5): the caller's virtual
 * stack is flushed before any call site, and pinned locals live in
 * callee-saved registers.  Nothing in the body can reach a safepoint or
 * the collector, so a reference in a scratch register is safe there.
 *
 * Longs are compiled on x86-64 only (on IA-32 a long is two registers);
 * doubles on both (XMM).  Division, the float-to-int conversions and the
 * compares are left out: methods that need them are called.
 */
#include "config.h"

#include <stddef.h>
#include <string.h>

#include "jit_internal.h"
#include "bytecode.h"
#include "classfile.h"
#include "decode.h"

#define PURE_MAX_CODE 48     /* bytes of bytecode */
#define PURE_MAX_STACK 8     /* operand stack entries */
#define PURE_MAX_DEPTH 3     /* bodies inside one another, the outermost included */
#define PURE_MAX_BYTES 96    /* bytecode of all of them */
#define N_GPR 3
#define N_XMM 6

enum { E_NONE, E_SLOT, E_CONST, E_GPR, E_XMM };

#define PURE_MAX_LOCALS 16

/* One operand stack entry of the body: where its value is and how wide. */
typedef struct Entry {
	uint8_t kind;        /* E_* */
	uint8_t w;           /* bytes: 4, 8, or the pointer size of a reference */
	uint8_t slots;       /* 1, or 2 for a long or double */
	int8_t reg;          /* E_GPR, E_XMM */
	int n;               /* E_SLOT: the callee's local */
	int64_t imm;         /* E_CONST */
} Entry;

typedef struct Pure {
	JitAsm *a;
	const JitPureSite *s;
	int ps;
	bool x64;
	Entry st[PURE_MAX_STACK];
	int n;
	int base;            /* where the body being walked starts on st (a callee
			      * inlined inside it starts above its arguments) */
	int depth;           /* 0: the body the caller inlines; 1, 2: callees in it */
	uint32_t bytes;      /* bytecode walked, callees included */
	Entry loc[PURE_MAX_LOCALS];   /* what each local holds now: an argument's
				       * slot until a store; a register a local
				       * holds is its own (a load copies it) */
	uint8_t gpr_busy, xmm_busy;
} Pure;

static const int8_t gprs[N_GPR] = { JIT_RAX, JIT_RCX, JIT_RDX };

static int take_gpr(Pure *p)
{
	int i;

	for (i = 0; i < N_GPR; i++)
		if (!(p->gpr_busy & (1u << i))) {
			p->gpr_busy |= (uint8_t)(1u << i);
			return gprs[i];
		}
	return JIT_NOREG;
}

static int take_xmm(Pure *p)
{
	int i;

	for (i = 0; i < N_XMM; i++)
		if (!(p->xmm_busy & (1u << i))) {
			p->xmm_busy |= (uint8_t)(1u << i);
			return i;
		}
	return JIT_NOREG;
}

static void give(Pure *p, const Entry *e)
{
	int i;

	if (e->kind == E_XMM)
		p->xmm_busy &= (uint8_t)~(1u << e->reg);
	else if (e->kind == E_GPR)
		for (i = 0; i < N_GPR; i++)
			if (gprs[i] == e->reg)
				p->gpr_busy &= (uint8_t)~(1u << i);
}

static JitMem arg_mem(const Pure *p, int n)
{
	JitMem m = p->s->args;
	m.disp += n * p->ps;
	return m;
}

static bool push(Pure *p, Entry e)
{
	if (p->n == PURE_MAX_STACK)
		return false;
	p->st[p->n++] = e;
	return true;
}

static Entry pop(Pure *p)
{
	return p->st[--p->n];
}

static Entry in_gpr(int reg, int w, int slots)
{
	Entry e = { E_GPR, (uint8_t)w, (uint8_t)slots, (int8_t)reg, 0, 0 };
	return e;
}

static Entry in_xmm(int reg, int w)
{
	Entry e = { E_XMM, (uint8_t)w, (uint8_t)(w == 8 ? 2 : 1), (int8_t)reg, 0, 0 };
	return e;
}

/* The entry's value in a general register (w bytes of it); JIT_NOREG
 * when none is free or the value cannot be there (8 bytes on IA-32). */
static int to_gpr(Pure *p, Entry *e, int w)
{
	int r;

	if (e->kind == E_GPR)
		return e->reg;
	if (w > p->ps || (r = take_gpr(p)) == JIT_NOREG)
		return JIT_NOREG;
	switch (e->kind) {
	case E_SLOT: jit_x86_mov_rm(p->a, w, r, arg_mem(p, e->n)); break;
	case E_CONST: jit_x86_mov_ri(p->a, w, r, e->imm); break;
	default: jit_x86_movd_rx(p->a, w, r, e->reg); give(p, e); break;
	}
	*e = in_gpr(r, w, e->slots);
	return r;
}

/* The entry's value in an XMM register, a float (4 bytes) or a double. */
static int to_xmm(Pure *p, Entry *e, bool dbl)
{
	int x, r;

	if (e->kind == E_XMM)
		return e->reg;
	if ((x = take_xmm(p)) == JIT_NOREG)
		return JIT_NOREG;
	switch (e->kind) {
	case E_SLOT:
		jit_x86_movs_rm(p->a, dbl, x, arg_mem(p, e->n));
		break;
	case E_CONST:
		if (!e->imm) {
			jit_x86_xorp(p->a, dbl, x, x);
			break;
		}
		if ((r = take_gpr(p)) == JIT_NOREG)
			return JIT_NOREG;
		if (dbl && !p->x64) {
			/* IA-32: the two halves, joined by punpckldq */
			int hi = take_xmm(p);
			if (hi == JIT_NOREG)
				return JIT_NOREG;
			jit_x86_mov_ri(p->a, 4, r, (int32_t)(uint32_t)e->imm);
			jit_x86_movd_xr(p->a, 4, x, r);
			jit_x86_mov_ri(p->a, 4, r, (int32_t)(uint32_t)((uint64_t)e->imm >> 32));
			jit_x86_movd_xr(p->a, 4, hi, r);
			jit_x86_pint_rr(p->a, JIT_PUNPCKLDQ, x, hi);
			give(p, &(Entry){ .kind = E_XMM, .reg = (int8_t)hi });
		} else {
			jit_x86_mov_ri(p->a, dbl ? 8 : 4, r, e->imm);
			jit_x86_movd_xr(p->a, dbl ? 8 : 4, x, r);
		}
		give(p, &(Entry){ .kind = E_GPR, .reg = (int8_t)r });
		break;
	default:
		jit_x86_movd_xr(p->a, dbl ? 8 : 4, x, e->reg);
		give(p, e);
		break;
	}
	*e = in_xmm(x, dbl ? 8 : 4);
	return x;
}

/* Fails to `full` when the object in r is null or its GOS state bits
 * (the read or the write ones) say the access must fault. */
static void object_guard(Pure *p, int r, bool write)
{
	jit_x86_test_rr(p->a, p->ps, r, r);
	jit_x86_jcc(p->a, JIT_CC_E, p->s->full);
	if (JIT_GOS_CHECKS) {
		jit_x86_test_mi(p->a, 1, jit_mem(r, (int32_t)offsetof(VmObject, gos_state)),
				write ? VM_GOS_WRITE_FAULTS : VM_GOS_READ_FAULTS);
		jit_x86_jcc(p->a, JIT_CC_NE, p->s->full);
	}
}

/* Loads `size` bytes (sign- or zero-extended below 4) at m into the
 * register of e, a general register, or for 8 bytes on IA-32 into an
 * XMM register (e then moves there).  A reference is one slot, a long
 * or double two. */
static bool load_into(Pure *p, Entry *e, int size, bool sign, JitMem m, bool ref)
{
	int r = e->reg, x;

	if (size < 4) {
		jit_x86_movx_rm(p->a, 4, size, sign, r, m);
		*e = in_gpr(r, 4, 1);
	} else if (size == 8 && !p->x64) {
		if ((x = take_xmm(p)) == JIT_NOREG)
			return false;
		jit_x86_movs_rm(p->a, true, x, m);
		give(p, e);
		*e = in_xmm(x, 8);
	} else {
		jit_x86_mov_rm(p->a, size, r, m);
		*e = in_gpr(r, size, size == 8 && !ref ? 2 : 1);
	}
	return true;
}

/* Stores e's value, w bytes, at m (a field, or the result slot). */
static bool store_from(Pure *p, Entry *e, int w, JitMem m)
{
	int r;

	if (e->kind == E_XMM) {
		jit_x86_movs_mr(p->a, w == 8, m, e->reg);
		return true;
	}
	if (w == 8 && !p->x64) {
		if (to_xmm(p, e, true) == JIT_NOREG)
			return false;
		jit_x86_movs_mr(p->a, true, m, e->reg);
		return true;
	}
	if ((r = to_gpr(p, e, w == 8 || w == p->ps ? w : 4)) == JIT_NOREG)
		return false;
	jit_x86_mov_mr(p->a, w, m, r);
	return true;
}

/* The decoded instruction of m at bytecode pc, when the decoder made one
 * there. */
static const VmInsn *insn_of(const VmMethod *m, uint32_t pc)
{
	uint32_t k;

	for (k = 0; k < m->n_insns && m->insn_pc[k] <= pc; k++)
		if (m->insn_pc[k] == pc)
			return &m->pcode[k];
	return NULL;
}

/* The quick form's type of the field instruction at pc of m, once the
 * interpreter has resolved it (jit_quick_field_type), and its offset. */
static char field_quick_type(const VmMethod *m, uint32_t pc, bool put, const void *(*label)(int), int32_t *off)
{
	const VmInsn *q = insn_of(m, pc);
	char ty = q ? jit_quick_field_type(__atomic_load_n(&q->handler, __ATOMIC_ACQUIRE), put, label) : 0;

	if (ty)
		*off = (int32_t)q->a.i;
	return ty;
}

/* The bytes of each quick type's value. */
static int quick_size(const Pure *p, char ty)
{
	switch (ty) {
	case 'B': case 'Z': return 1;
	case 'C': case 'S': return 2;
	case 'I': return 4;
	case 'J': return 8;
	default: return p->ps;
	}
}

static bool int_binary(Pure *p, uint8_t op, int w)
{
	Entry rt = pop(p), lt = pop(p);
	int dst = to_gpr(p, &lt, w);
	int src;
	bool mul;
	JitAlu alu;

	if (dst == JIT_NOREG)
		return false;
	op = (uint8_t)(op & ~1);          /* the long forms sit next to the int ones */
	mul = op == 0x68;
	alu = op == 0x60 ? JIT_ADD : op == 0x64 ? JIT_SUB : op == 0x7e ? JIT_AND : op == 0x80 ? JIT_OR : JIT_XOR;
	if (rt.kind == E_CONST && rt.imm == (int32_t)rt.imm) {
		if (mul)
			jit_x86_imul_rri(p->a, w, dst, dst, (int32_t)rt.imm);
		else
			jit_x86_alu_ri(p->a, alu, w, dst, (int32_t)rt.imm);
	} else if (rt.kind == E_SLOT) {
		if (mul)
			jit_x86_imul_rm(p->a, w, dst, arg_mem(p, rt.n));
		else
			jit_x86_alu_rm(p->a, alu, w, dst, arg_mem(p, rt.n));
	} else {
		if ((src = to_gpr(p, &rt, w)) == JIT_NOREG)
			return false;
		if (mul)
			jit_x86_imul_rr(p->a, w, dst, src);
		else
			jit_x86_alu_rr(p->a, alu, w, dst, src);
		give(p, &rt);
	}
	return push(p, in_gpr(dst, w, w == 8 ? 2 : 1));
}

static bool fp_binary(Pure *p, uint8_t op)
{
	bool dbl = op & 1;
	Entry rt = pop(p), lt = pop(p);
	JitSse sop = op <= 0x63 ? JIT_SSE_ADD : op <= 0x67 ? JIT_SSE_SUB : op <= 0x6b ? JIT_SSE_MUL : JIT_SSE_DIV;
	int dst = to_xmm(p, &lt, dbl), src;

	if (dst == JIT_NOREG)
		return false;
	if (rt.kind == E_SLOT) {
		jit_x86_sse_rm(p->a, sop, dbl, dst, arg_mem(p, rt.n));
	} else {
		if ((src = to_xmm(p, &rt, dbl)) == JIT_NOREG)
			return false;
		jit_x86_sse_rr(p->a, sop, dbl, dst, src);
		give(p, &rt);
	}
	return push(p, in_xmm(dst, dbl ? 8 : 4));
}

/* e, to be pushed a second time: a register entry gets a register of its
 * own (the operations work in place), the others are copied as they are. */
static bool copy_of(Pure *p, Entry *e)
{
	int r;

	if (e->kind == E_GPR) {
		if ((r = take_gpr(p)) == JIT_NOREG)
			return false;
		jit_x86_mov_rr(p->a, e->w == 8 ? 8 : e->w == p->ps ? p->ps : 4, r, e->reg);
		e->reg = (int8_t)r;
	} else if (e->kind == E_XMM) {
		if ((r = take_xmm(p)) == JIT_NOREG)
			return false;
		jit_x86_movs_rr(p->a, e->w == 8, r, e->reg);
		e->reg = (int8_t)r;
	}
	return true;
}

/* Locals are entries too: a store only changes what the local holds (the
 * caller's slots are never written, so the ordinary call still finds the
 * arguments as they were), and a load pushes a copy. */
static bool load_local(Pure *p, int n, char type)
{
	int slots = type == 'J' || type == 'D' ? 2 : 1;
	Entry e = p->loc[n];

	if (e.kind == E_NONE || e.slots != slots)
		return false;
	if (e.kind == E_SLOT)
		e.w = (uint8_t)(slots == 2 ? 8 : type == 'A' ? p->ps : 4);
	return copy_of(p, &e) && push(p, e);
}

/* Forgets what local n holds (and the long or double it is half of). */
static void clear_local(Pure *p, int n)
{
	if (n >= PURE_MAX_LOCALS)
		return;
	if (p->loc[n].kind == E_NONE && n > 0 && p->loc[n - 1].slots == 2)
		n--;                                  /* the second half of n - 1 */
	give(p, &p->loc[n]);
	memset(&p->loc[n], 0, sizeof p->loc[n]);
}

static bool store_local(Pure *p, int n, int slots)
{
	Entry e = pop(p);

	if (e.slots != slots || n + slots > PURE_MAX_LOCALS)
		return false;
	clear_local(p, n);
	if (slots == 2)
		clear_local(p, n + 1);
	p->loc[n] = e;
	return true;
}

static bool iinc_local(Pure *p, int n, int32_t inc)
{
	Entry *e = &p->loc[n];

	if (e->kind == E_NONE || e->slots != 1)
		return false;
	if (e->kind == E_SLOT)
		e->w = 4;
	if (to_gpr(p, e, 4) == JIT_NOREG)
		return false;
	jit_x86_alu_ri(p->a, JIT_ADD, 4, e->reg, inc);
	return true;
}

static bool walk(Pure *p, const VmMethod *m);
static bool inline_call(Pure *p, const VmMethod *callee, bool virt);

/* The callee of the invoke at pc of m once the interpreter has resolved
 * it: a static, direct (private, final, constructor, super) or virtual
 * quick form; *virt for the last. */
static const VmMethod *resolved_call(const VmMethod *m, uint32_t pc, const void *(*label)(int), bool *virt)
{
	const VmInsn *q = insn_of(m, pc);
	const void *h = q ? __atomic_load_n(&q->handler, __ATOMIC_ACQUIRE) : NULL;

	*virt = h && h == label(OPX_INVOKEVIRTUAL);
	return h && (h == label(OPX_INVOKESTATIC) || h == label(OPX_INVOKEDIRECT) || *virt) ? q->a.p : NULL;
}

/* Do the entries on top of the body's stack fit the operands the shared
 * bytecode table gives op (bytecode.h: a long or a double two slots,
 * anything else one)?  Code the verifier passed always does; this keeps
 * code it never saw (the class library is not verified by default) from
 * reaching the emitter with, say, a double as an array index.  An
 * instruction the table gives no signature checks its own operands. */
static bool operands_fit(const Pure *p, uint8_t op)
{
	const VmOpInfo *oi = vm_op_info(op);
	const char *sig;
	int want[8], n = 0, i;

	if (!oi || !oi->sig)
		return true;
	for (sig = oi->sig; *sig && *sig != ':'; sig++) {
		if (n == 8)
			return false;
		if (*sig == '[') {             /* an array, [X: one reference */
			sig++;
			want[n++] = 1;
			continue;
		}
		want[n++] = *sig == 'J' || *sig == 'D' ? 2 : 1;
	}
	if (n > p->n - p->base)
		return false;
	for (i = 0; i < n; i++)
		if (p->st[p->n - n + i].slots != want[i])
			return false;
	return true;
}

/* One instruction of the body at pc; false if it cannot be compiled
 * here.  *done when it was the return.  The calls it takes are
 * Math.sqrt(double), one instruction (as jit_compile.c's intrinsics make
 * it; -Xjit:intrinsics=off leaves it to the call), and callees that are
 * straight-line bodies themselves (inline_call). */
static bool step(Pure *p, const VmMethod *m, uint32_t pc, bool *done)
{
	const uint8_t *code = m->code->code;
	uint8_t op = code[pc];
	JitLocalAccess la;
	Entry e, x;
	int r, ri, w;
	int32_t off;
	char ty;
	int h = p->n - p->base;          /* this body's own operand stack */

	if (!operands_fit(p, op))
		return false;

	if (op != 0xa9 && jit_local_access(code + pc, &la)) {
		int slots = la.type == 'J' || la.type == 'D' ? 2 : 1;
		if (la.n + slots > m->max_locals)
			return false;
		switch (la.kind) {
		case JIT_LOCAL_LOAD: return load_local(p, la.n, la.type);
		case JIT_LOCAL_STORE: return h && store_local(p, la.n, slots);
		case JIT_LOCAL_IINC: return iinc_local(p, la.n, la.inc);
		default: return false;
		}
	}
	if (op == 0x59) {                                     /* dup, one slot */
		if (!h || p->st[p->n - 1].slots != 1)
			return false;
		e = p->st[p->n - 1];
		return copy_of(p, &e) && push(p, e);
	}
	memset(&e, 0, sizeof e);
	e.kind = E_CONST;
	e.reg = JIT_NOREG;
	switch (op) {
	case 0x01:                                            /* aconst_null */
		e.w = (uint8_t)p->ps, e.slots = 1;
		return push(p, e);
	case 0x02: case 0x03: case 0x04: case 0x05: case 0x06: case 0x07: case 0x08:
		e.w = 4, e.slots = 1, e.imm = op - 0x03;
		return push(p, e);
	case 0x09: case 0x0a:                                 /* lconst */
		if (!p->x64)
			return false;
		e.w = 8, e.slots = 2, e.imm = op - 0x09;
		return push(p, e);
	case 0x0b: case 0x0c: case 0x0d: {                    /* fconst */
		float f = (float)(op - 0x0b);
		int32_t bits;
		memcpy(&bits, &f, 4);
		e.w = 4, e.slots = 1, e.imm = bits;
		return push(p, e);
	}
	case 0x0e: case 0x0f: {                               /* dconst */
		double v = op - 0x0e;
		memcpy(&e.imm, &v, 8);
		e.w = 8, e.slots = 2;
		return push(p, e);
	}
	case 0x10:
		e.w = 4, e.slots = 1, e.imm = (int8_t)code[pc + 1];
		return push(p, e);
	case 0x11:
		e.w = 4, e.slots = 1, e.imm = jit_bc_s16(code + pc + 1);
		return push(p, e);
	case 0x12: case 0x13: case 0x14: {                    /* ldc ldc_w ldc2_w of numbers */
		const VmClassFile *cf = m->clazz ? m->clazz->cf : NULL;
		uint16_t ix = op == 0x12 ? code[pc + 1] : jit_bc_u16(code + pc + 1);
		uint8_t tag;
		if (!cf || !ix || ix >= cf->cp_count)
			return false;
		tag = cf->cp[ix].tag;
		if (op != 0x14 && (tag == CF_INTEGER || tag == CF_FLOAT)) {
			e.w = 4, e.slots = 1, e.imm = cf->cp[ix].u.i;      /* a float's bits alike */
			return push(p, e);
		}
		if (op == 0x14 && (tag == CF_LONG || tag == CF_DOUBLE)) {
			e.w = 8, e.slots = 2;
			if (tag == CF_LONG)
				e.imm = cf->cp[ix].u.j;
			else
				memcpy(&e.imm, &cf->cp[ix].u.d, 8);
			return push(p, e);
		}
		return false;
	}
	case 0x60: case 0x64: case 0x68: case 0x7e: case 0x80: case 0x82:
		return h >= 2 && int_binary(p, op, 4);
	case 0x61: case 0x65: case 0x69: case 0x7f: case 0x81: case 0x83:
		return p->x64 && h >= 2 && int_binary(p, op, 8);
	case 0x62: case 0x63: case 0x66: case 0x67: case 0x6a: case 0x6b: case 0x6e: case 0x6f:
		return h >= 2 && fp_binary(p, op);
	case 0x74: case 0x75:                                 /* ineg lneg */
		w = op == 0x75 ? 8 : 4;
		if (!h || (w == 8 && !p->x64))
			return false;
		e = pop(p);
		if ((r = to_gpr(p, &e, w)) == JIT_NOREG)
			return false;
		jit_x86_unary(p->a, JIT_NEG, w, r);
		return push(p, e);
	case 0x78: case 0x79: case 0x7a: case 0x7b: case 0x7c: case 0x7d: {
		/* shifts by a constant count (the count masked as Java masks it) */
		int wide = op & 1;
		w = wide ? 8 : 4;
		if (h < 2 || (wide && !p->x64))
			return false;
		x = pop(p);
		if (x.kind != E_CONST)
			return false;
		e = pop(p);
		if ((r = to_gpr(p, &e, w)) == JIT_NOREG)
			return false;
		jit_x86_shift_ri(p->a, op <= 0x79 ? JIT_SHL : op <= 0x7b ? JIT_SAR : JIT_SHR, w, r,
				 (uint8_t)(x.imm & (wide ? 63 : 31)));
		return push(p, e);
	}
	case 0x85: case 0x88:                                 /* i2l l2i */
		if (!p->x64 || !h)
			return false;
		e = pop(p);
		if (op == 0x88) {
			if ((r = to_gpr(p, &e, 8)) == JIT_NOREG)
				return false;
			return push(p, in_gpr(r, 4, 1));
		}
		if ((r = to_gpr(p, &e, 4)) == JIT_NOREG)
			return false;
		jit_x86_movx_rr(p->a, 8, 4, true, r, r);
		return push(p, in_gpr(r, 8, 2));
	case 0x86: case 0x87: case 0x89: case 0x8a: {         /* i2f i2d l2f l2d */
		bool dbl = op == 0x87 || op == 0x8a;
		int iw = op >= 0x89 ? 8 : 4;
		if (!h || (iw == 8 && !p->x64))
			return false;
		e = pop(p);
		if ((r = to_gpr(p, &e, iw)) == JIT_NOREG || (ri = take_xmm(p)) == JIT_NOREG)
			return false;
		jit_x86_cvtsi2s(p->a, dbl, iw, ri, r);
		give(p, &e);
		return push(p, in_xmm(ri, dbl ? 8 : 4));
	}
	case 0x8d: case 0x90: {                               /* f2d d2f */
		bool to_dbl = op == 0x8d;
		if (!h)
			return false;
		e = pop(p);
		if ((r = to_xmm(p, &e, !to_dbl)) == JIT_NOREG)
			return false;
		jit_x86_cvts2s(p->a, to_dbl, r, r);
		return push(p, in_xmm(r, to_dbl ? 8 : 4));
	}
	case 0x91: case 0x92: case 0x93:                      /* i2b i2c i2s */
		if (!h)
			return false;
		e = pop(p);
		if ((r = to_gpr(p, &e, 4)) == JIT_NOREG)
			return false;
		jit_x86_movx_rr(p->a, 4, op == 0x91 ? 1 : 2, op != 0x92, r, r);
		return push(p, in_gpr(r, 4, 1));
	case 0xb4:                                            /* getfield */
		if (!h || p->st[p->n - 1].slots != 1 || !(ty = field_quick_type(m, pc, false, p->s->label, &off)))
			return false;
		e = pop(p);
		if ((r = to_gpr(p, &e, p->ps)) == JIT_NOREG)
			return false;
		object_guard(p, r, false);
		return load_into(p, &e, quick_size(p, ty), ty == 'B' || ty == 'S', jit_mem(r, off),
				 ty == 'L') && push(p, e);
	case 0xbe:                                            /* arraylength */
		if (!h || p->st[p->n - 1].slots != 1)
			return false;
		e = pop(p);
		if ((r = to_gpr(p, &e, p->ps)) == JIT_NOREG)
			return false;
		object_guard(p, r, false);
		jit_x86_mov_rm(p->a, 4, r, jit_mem(r, (int32_t)offsetof(VmArray, length)));
		return push(p, in_gpr(r, 4, 1));
	case 0x2e: case 0x2f: case 0x30: case 0x31: case 0x32: case 0x33: case 0x34: case 0x35: {
		/* iaload laload faload daload aaload baload caload saload */
		static const uint8_t sizes[] = { 4, 8, 4, 8, 0, 1, 2, 2 };
		int size = op == 0x32 ? p->ps : sizes[op - 0x2e];
		if (h < 2)
			return false;
		x = pop(p);
		e = pop(p);
		if ((r = to_gpr(p, &e, p->ps)) == JIT_NOREG)
			return false;
		object_guard(p, r, false);
		if ((ri = to_gpr(p, &x, 4)) == JIT_NOREG)
			return false;
		/* unsigned: a negative index is out of range too, and an index
		 * below the length is non-negative, so its register (its upper
		 * half zero on x86-64) indexes as it is */
		jit_x86_alu_rm(p->a, JIT_CMP, 4, ri, jit_mem(r, (int32_t)offsetof(VmArray, length)));
		jit_x86_jcc(p->a, JIT_CC_AE, p->s->full);
		if (!load_into(p, &e, size, op == 0x33 || op == 0x35,
			       jit_mem_idx(r, ri, size, (int32_t)VM_ARRAY_DATA_OFFSET), op == 0x32))
			return false;
		give(p, &x);
		return push(p, e);
	}
	case 0xb6: case 0xb7: case 0xb8: {                    /* a call: Math.sqrt, or a body inlined here */
		bool virt = false;
		const VmMethod *callee = resolved_call(m, pc, p->s->label, &virt);
		if (!callee || !callee->clazz || !callee->name || !callee->desc)
			return false;
		if (op == 0xb8 && callee->clazz->name && !strcmp(callee->name, "sqrt") &&
		    !strcmp(callee->desc, "(D)D") && (!strcmp(callee->clazz->name, "java/lang/Math") ||
						     !strcmp(callee->clazz->name, "java/lang/StrictMath"))) {
			if (!jit_intrinsics || !h || p->st[p->n - 1].slots != 2)
				return false;
			e = pop(p);
			if ((r = to_xmm(p, &e, true)) == JIT_NOREG)
				return false;
			jit_x86_sse_rr(p->a, JIT_SSE_SQRT, true, r, r);
			return push(p, e);
		}
		if ((op == 0xb8) != ((callee->access & ACC_STATIC) != 0) || (virt && callee->vtable_index < 0))
			return false;
		return inline_call(p, callee, virt);
	}
	case 0xb1:                                            /* return, of a callee in here */
		if (!p->depth || h || pc + 1 != m->code->code_length)
			return false;
		*done = true;
		return true;
	case 0xb5: {                                          /* putfield, then return */
		uint32_t next = pc + 3;
		if (p->depth || h != 2 || next + 1 != m->code->code_length || code[next] != 0xb1 ||
		    !(ty = field_quick_type(m, pc, true, p->s->label, &off)))
			return false;
		x = pop(p);
		e = pop(p);
		if (e.slots != 1 || x.slots != (ty == 'J' ? 2 : 1) || (r = to_gpr(p, &e, p->ps)) == JIT_NOREG)
			return false;
		object_guard(p, r, true);
		if (!store_from(p, &x, quick_size(p, ty), jit_mem(r, off)))
			return false;
		*done = true;
		return true;
	}
	case 0xac: case 0xad: case 0xae: case 0xaf: case 0xb0: /* the value returns */
		if (h != 1 || pc + 1 != m->code->code_length)
			return false;
		w = op == 0xad || op == 0xaf ? 8 : op == 0xb0 ? p->ps : 4;
		if (p->st[p->n - 1].w != w)
			return false;
		*done = true;
		if (p->depth)                 /* a callee's: its value stays for the body around */
			return true;
		e = pop(p);
		return store_from(p, &e, w, arg_mem(p, 0));
	default:
		return false;
	}
}

/* Marks the long and double arguments, read off m's descriptor, as
 * two-slot entries. */
static void wide_args(Pure *p, const VmMethod *m)
{
	const char *d = m->desc ? strchr(m->desc, '(') : NULL;
	int k = (m->access & ACC_STATIC) ? 0 : 1;

	if (!d)
		return;
	for (d++; *d && *d != ')' && k < PURE_MAX_LOCALS; d++, k++) {
		if (*d == 'J' || *d == 'D') {
			p->loc[k].slots = 2;
			if (k + 1 < PURE_MAX_LOCALS)
				memset(&p->loc[k + 1], 0, sizeof p->loc[k + 1]);
			k++;
			continue;
		}
		while (*d == '[')
			d++;
		if (*d == 'L')
			while (*d && *d != ';')
				d++;
	}
}

/* Can m's body be walked at all (the instructions decide the rest)? */
static bool walkable(const VmMethod *m)
{
	return m && !(m->access & (ACC_SYNCHRONIZED | ACC_NATIVE | ACC_ABSTRACT)) && m->code && m->pcode &&
	       m->insn_pc && m->code->code_length <= PURE_MAX_CODE && m->max_locals <= PURE_MAX_LOCALS &&
	       m->arg_slots <= m->max_locals;
}

/* Walks m's body, instruction by instruction, to its return. */
static bool walk(Pure *p, const VmMethod *m)
{
	uint32_t pc = 0, len = m->code->code_length;
	bool done = false;

	p->bytes += len;
	if (p->bytes > PURE_MAX_BYTES)
		return false;
	while (pc < len && !done) {
		uint32_t n = vm_op_length(m->code->code, len, pc);
		if (!n || !step(p, m, pc, &done))
			return false;
		pc += n;
	}
	return done;
}

/*
 * A call inside a body, to a callee that is itself straight-line: its
 * arguments (entries of the stack) become its locals, and its body is
 * walked on top of the stack, leaving its value there.  Nothing is
 * different about failing in it: every check goes to the ordinary call
 * of the outermost body, which then makes this call itself, in its own
 * frame -- so an exception thrown three calls deep still has every frame
 * and line.  A null receiver goes there too (the call would throw it); a
 * virtual call is guarded by the receiver's vtable entry, as the
 * caller's virtual sites are.
 */
static bool inline_call(Pure *p, const VmMethod *callee, bool virt)
{
	Entry args[PURE_MAX_LOCALS], saved[PURE_MAX_LOCALS];
	int got = 0, na = 0, i, k, r, t1, t2, base;
	bool ok;

	if (p->depth + 1 >= PURE_MAX_DEPTH || !walkable(callee))
		return false;
	while (got < callee->arg_slots) {
		if (p->n == p->base || na == PURE_MAX_LOCALS)
			return false;
		args[na] = pop(p);
		got += args[na++].slots;
	}
	if (got != callee->arg_slots)
		return false;
	for (i = 0; i < na / 2; i++) {           /* first argument first */
		Entry t = args[i];
		args[i] = args[na - 1 - i];
		args[na - 1 - i] = t;
	}
	if (!(callee->access & ACC_STATIC)) {
		if ((r = to_gpr(p, &args[0], p->ps)) == JIT_NOREG)
			return false;
		jit_x86_test_rr(p->a, p->ps, r, r);
		jit_x86_jcc(p->a, JIT_CC_E, p->s->full);
		if (virt) {
			if ((t1 = take_gpr(p)) == JIT_NOREG || (t2 = take_gpr(p)) == JIT_NOREG)
				return false;
			jit_x86_mov_rm(p->a, p->ps, t1, jit_mem(r, (int32_t)offsetof(VmObject, clazz)));
			jit_x86_mov_rm(p->a, p->ps, t1, jit_mem(t1, (int32_t)offsetof(VmClass, vtable)));
			jit_x86_mov_ri(p->a, p->ps, t2, (int64_t)(intptr_t)callee);
			jit_x86_alu_rm(p->a, JIT_CMP, p->ps, t2, jit_mem(t1, (int32_t)(callee->vtable_index * p->ps)));
			jit_x86_jcc(p->a, JIT_CC_NE, p->s->full);
			give(p, &(Entry){ .kind = E_GPR, .reg = (int8_t)t1 });
			give(p, &(Entry){ .kind = E_GPR, .reg = (int8_t)t2 });
		}
	}
	memcpy(saved, p->loc, sizeof saved);
	memset(p->loc, 0, sizeof p->loc);
	for (i = 0, k = 0; i < na; k += args[i].slots, i++)
		p->loc[k] = args[i];
	base = p->base;
	p->base = p->n;
	p->depth++;
	ok = walk(p, callee);
	p->depth--;
	p->base = base;
	for (k = 0; k < PURE_MAX_LOCALS; k++)
		give(p, &p->loc[k]);
	memcpy(p->loc, saved, sizeof saved);
	return ok;
}

bool jit_pure_body(const VmMethod *m, const JitPureSite *s, JitAsm *out)
{
	uint8_t scratch[4096];
	JitAsm dry;
	JitLabel nowhere;
	JitPureSite dry_site;
	Pure p;
	int k;

	if (!walkable(m))
		return false;
	memset(&p, 0, sizeof p);
	for (k = 0; k < m->arg_slots; k++) {
		p.loc[k].kind = E_SLOT;
		p.loc[k].n = k;
		p.loc[k].slots = 1;
	}
	/* a long or double argument: one two-slot entry (its type is in the
	 * descriptor; the load's type says it too, and load_local checks) */
	wide_args(&p, m);
	p.s = s;
	p.ps = s->mode == JIT_X86_64 ? 8 : 4;
	p.x64 = s->mode == JIT_X86_64;
	if (out) {
		p.a = out;
	} else {
		/* the dry run: its own buffer and its own label for `full` */
		jit_x86_init(&dry, s->mode, scratch, sizeof scratch, 0);
		jit_label_init(&nowhere);
		dry_site = *s;
		dry_site.full = &nowhere;
		p.s = &dry_site;
		p.a = &dry;
	}
	/* the dry run also stops at what the emitter refuses */
	return walk(&p, m) && p.a->err == JIT_EMIT_OK;
}
