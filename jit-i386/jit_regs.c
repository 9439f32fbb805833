/*
 * jit_regs.c -- the virtual operand stack and the pinned locals: what
 * keeps values in registers between bytecodes (issue 13, item 3).
 *
 * The compiled frame is the interpreter's (jit_compile.c): the collector,
 * the interpreter and the stack sampler read the frame's slots.  The
 * rule this file keeps is that the slots hold the current values at
 * every point where anyone but this code can look: before every call,
 * helper, stub, safepoint poll, possible throw and hand-over, and at
 * every branch target.  Between those points, two things live in
 * registers:
 *
 * - The virtual operand stack.  Each operand-stack slot the selector has
 *   pushed but not yet written has a descriptor instead of a store:
 *
 *     MEM    the value is in the slot (the only state of the template
 *            code; also every slot above the stack top)
 *     CONST  an immediate, not written yet
 *     LOCAL  "the value of local n": not read yet.  Valid only while
 *            local n is not written, so a store to local n first
 *            materialises every LOCAL n entry (jit_regs_local_written)
 *     REG    in a scratch register of the pool, owned by this entry
 *
 *   An instruction the selector handles here pops descriptors and pushes
 *   a REG or folds constants; any other instruction first flushes the
 *   whole stack (every entry written to its slot: MEM) and then runs its
 *   template, which reads the slots as before.  Branches flush what stays
 *   below their operands before they jump, so a branch target always
 *   starts with every slot in memory; the selector flushes before
 *   binding a target's label on the fall-through path.
 *
 * - Pinned locals.  Up to JIT_PIN_MAX int or float locals (32-bit
 *   values, chosen by the selector by uses weighted by loop depth) live
 *   in callee-saved registers for the whole method, *written through*:
 *   every store to such a local writes the register and the slot, so the
 *   slot is always current and nothing has to be spilled at a call, poll
 *   or throw; the gain is that reads take the register, which cuts the
 *   store-to-load chains through memory out of loops.  Only the compiled
 *   code of this invocation writes a local (a hand-over to the
 *   interpreter never comes back; an on-stack-replacement entry loads
 *   the registers from the slots), and callee-saved registers survive
 *   every C call and direct call, so the register and the slot agree
 *   whenever compiled code runs.  Locals holding references are never
 *   pinned: the collector reads their slots, which are current anyway,
 *   but keeping them out leaves no question.
 *
 * x86-64 only: the pool is RSI RDI R8 R9 R10 (caller-saved: free across
 * instructions, since every call is preceded by a flush), the pinned
 * registers R14 R15 RBP (saved by the prologue when used; xBP holds no
 * frame pointer in compiled code).  IA-32 has no register left besides
 * the template's three (thread, locals, result) and its scratch ones,
 * so there `on` is false and the code is the template code unchanged.
 * -Xjit:regs=off does the same on x86-64, for comparing.
 */
#include "config.h"

#include <string.h>

#include "jit_internal.h"

bool jit_regs_enabled = true;

static const int8_t pool[] = { JIT_RSI, JIT_RDI, JIT_R8, JIT_R9, JIT_R10 };
static const int8_t pins[JIT_PIN_MAX] = { JIT_R14, JIT_R15, JIT_RBP };

static JitMem slot_mem(const JitRegs *r, int d) { return jit_mem(r->rl, (r->max_locals + d) * r->ps); }
static JitMem local_mem(const JitRegs *r, int n) { return jit_mem(r->rl, n * r->ps); }

void jit_regs_init(JitRegs *r, JitAsm *a, bool on, int ps, int rl, int max_locals, int max_stack,
		   JitVsSlot *slots, int8_t *pin)
{
	int i;

	memset(r, 0, sizeof *r);
	r->a = a;
	r->on = on;
	r->ps = ps;
	r->rl = rl;
	r->max_locals = max_locals;
	r->max_stack = max_stack;
	r->slot = slots;
	r->pin = pin;
	for (i = 0; i < max_stack; i++)
		slots[i].kind = JIT_VS_MEM;
	for (i = 0; i < max_locals; i++)
		pin[i] = JIT_NOREG;
}

void jit_regs_choose_pins(JitRegs *r, const int32_t *weight)
{
	int k, n;

	if (!r->on)
		return;
	for (k = 0; k < JIT_PIN_MAX; k++) {
		int best = -1;
		for (n = 0; n < r->max_locals; n++)
			if (weight[n] > 0 && r->pin[n] == JIT_NOREG && (best < 0 || weight[n] > weight[best]))
				best = n;
		if (best < 0)
			break;
		r->pin[best] = pins[k];
		r->pinned_local[k] = best;
		r->n_pinned++;
	}
}

int jit_regs_pinned_reg(const JitRegs *r, int k) { return pins[k]; }

void jit_regs_load_pins(JitRegs *r)
{
	int k;

	for (k = 0; k < r->n_pinned; k++)
		jit_x86_mov_rm(r->a, 4, pins[k], local_mem(r, r->pinned_local[k]));
}

/* ---------------------------------------------------------- registers */

static int pool_index(int reg)
{
	int i;

	for (i = 0; i < (int)sizeof pool; i++)
		if (pool[i] == reg)
			return i;
	return -1;
}

static void release(JitRegs *r, int reg)
{
	int i = pool_index(reg);

	if (i >= 0)
		r->busy &= (uint16_t)~(1u << i);
}

/* Put the value of slot d where the template code keeps it. */
static void flush_slot(JitRegs *r, int d)
{
	JitVsSlot *s = &r->slot[d];
	JitAsm *a = r->a;

	switch (s->kind) {
	case JIT_VS_CONST:
		jit_x86_mov_mi(a, s->w, slot_mem(r, d), s->v);
		break;
	case JIT_VS_LOCAL:
		if (s->w == 4 && r->pin[s->v] != JIT_NOREG) {
			jit_x86_mov_mr(a, 4, slot_mem(r, d), r->pin[s->v]);
		} else {
			jit_x86_mov_rm(a, s->w, JIT_RAX, local_mem(r, s->v));
			jit_x86_mov_mr(a, s->w, slot_mem(r, d), JIT_RAX);
		}
		break;
	case JIT_VS_REG:
		jit_x86_mov_mr(a, s->w, slot_mem(r, d), s->reg);
		release(r, s->reg);
		break;
	default:
		break;
	}
	s->kind = JIT_VS_MEM;
}

void jit_regs_flush(JitRegs *r, int lo, int hi)
{
	int d;

	if (!r->on)
		return;
	for (d = lo; d < hi && d < r->max_stack; d++)
		flush_slot(r, d);
}

void jit_regs_flush_all(JitRegs *r)
{
	jit_regs_flush(r, 0, r->max_stack);
}

void jit_regs_drop_all(JitRegs *r)
{
	int d;

	for (d = 0; d < r->max_stack; d++)
		r->slot[d].kind = JIT_VS_MEM;
	r->busy = 0;
}

bool jit_regs_pending(const JitRegs *r)
{
	int d;

	for (d = 0; d < r->max_stack; d++)
		if (r->slot[d].kind != JIT_VS_MEM)
			return true;
	return false;
}

/* A free pool register; when all are taken, the deepest REG entry goes
 * to its slot. */
static int alloc_reg(JitRegs *r)
{
	int i, d;

	for (i = 0; i < (int)sizeof pool; i++)
		if (!(r->busy & (1u << i))) {
			r->busy |= (uint16_t)(1u << i);
			return pool[i];
		}
	for (d = 0; d < r->max_stack; d++)
		if (r->slot[d].kind == JIT_VS_REG) {
			int reg = r->slot[d].reg;
			flush_slot(r, d);
			r->busy |= (uint16_t)(1u << pool_index(reg));
			return reg;
		}
	/* unreachable: a full pool has REG entries */
	r->a->err = JIT_EMIT_BADOP;
	return JIT_RAX;
}

/* Load the value of slot d into reg (w bytes), leaving the descriptor. */
static void load_into(JitRegs *r, int d, int reg, int w)
{
	JitVsSlot *s = &r->slot[d];
	JitAsm *a = r->a;

	switch (s->kind) {
	case JIT_VS_CONST:
		jit_x86_mov_ri(a, w, reg, s->v);
		break;
	case JIT_VS_LOCAL:
		if (s->w == 4 && r->pin[s->v] != JIT_NOREG) {
			if (reg != r->pin[s->v])
				jit_x86_mov_rr(a, 4, reg, r->pin[s->v]);
		} else {
			jit_x86_mov_rm(a, w, reg, local_mem(r, s->v));
		}
		break;
	case JIT_VS_REG:
		if (reg != s->reg)
			jit_x86_mov_rr(a, w, reg, s->reg);
		break;
	default:
		jit_x86_mov_rm(a, w, reg, slot_mem(r, d));
		break;
	}
}

/* A pool register with the value of slot d that the caller may
 * overwrite; the slot's entry becomes that register. */
static int own_reg(JitRegs *r, int d, int w)
{
	int reg;

	if (r->slot[d].kind == JIT_VS_REG)
		return r->slot[d].reg;
	reg = alloc_reg(r);
	load_into(r, d, reg, w);
	r->slot[d].kind = JIT_VS_REG;
	r->slot[d].reg = (int8_t)reg;
	r->slot[d].w = (uint8_t)w;
	return reg;
}

/* A register holding slot d's value to read (not to write): the entry's
 * own or the pinned local's; JIT_NOREG when it is in memory or a
 * constant. */
static int read_reg(const JitRegs *r, int d)
{
	const JitVsSlot *s = &r->slot[d];

	if (s->kind == JIT_VS_REG)
		return s->reg;
	if (s->kind == JIT_VS_LOCAL && s->w == 4 && r->pin[s->v] != JIT_NOREG)
		return r->pin[s->v];
	return JIT_NOREG;
}

/* Where slot d's value is in memory (MEM or an unpinned LOCAL). */
static JitMem where(const JitRegs *r, int d)
{
	const JitVsSlot *s = &r->slot[d];

	return s->kind == JIT_VS_LOCAL ? local_mem(r, s->v) : slot_mem(r, d);
}

static void pop(JitRegs *r, int d)
{
	if (r->slot[d].kind == JIT_VS_REG)
		release(r, r->slot[d].reg);
	r->slot[d].kind = JIT_VS_MEM;
}

/* ---------------------------------------------------------- pushes */

void jit_regs_push_const(JitRegs *r, int d, int w, int32_t v)
{
	JitVsSlot *s = &r->slot[d];

	s->kind = JIT_VS_CONST;
	s->w = (uint8_t)w;
	s->v = v;
}

void jit_regs_push_local(JitRegs *r, int d, int w, int n)
{
	JitVsSlot *s = &r->slot[d];

	s->kind = JIT_VS_LOCAL;
	s->w = (uint8_t)w;
	s->v = n;
}

/* ---------------------------------------------------------- locals */

void jit_regs_local_written(JitRegs *r, int n, int d)
{
	int i;

	for (i = 0; i < d && i < r->max_stack; i++)
		if (r->slot[i].kind == JIT_VS_LOCAL && r->slot[i].v == n)
			flush_slot(r, i);
}

/* istore/fstore/astore n of the value at d-1 (w bytes). */
void jit_regs_store_local(JitRegs *r, int n, int w, int d)
{
	JitAsm *a = r->a;
	JitVsSlot *s = &r->slot[d - 1];
	int pr = w == 4 ? r->pin[n] : JIT_NOREG, src;

	jit_regs_local_written(r, n, d - 1);
	if (pr != JIT_NOREG) {
		load_into(r, d - 1, pr, 4);
		jit_x86_mov_mr(a, 4, local_mem(r, n), pr);
	} else if (s->kind == JIT_VS_CONST) {
		jit_x86_mov_mi(a, w, local_mem(r, n), s->v);
	} else if ((src = read_reg(r, d - 1)) != JIT_NOREG) {
		jit_x86_mov_mr(a, w, local_mem(r, n), src);
	} else {
		load_into(r, d - 1, JIT_RAX, w);
		jit_x86_mov_mr(a, w, local_mem(r, n), JIT_RAX);
	}
	pop(r, d - 1);
}

void jit_regs_iinc(JitRegs *r, int n, int32_t k, int d)
{
	JitAsm *a = r->a;

	jit_regs_local_written(r, n, d);
	if (r->pin[n] != JIT_NOREG) {
		jit_x86_alu_ri(a, JIT_ADD, 4, r->pin[n], k);
		jit_x86_mov_mr(a, 4, local_mem(r, n), r->pin[n]);
	} else {
		jit_x86_alu_mi(a, JIT_ADD, 4, local_mem(r, n), k);
	}
}

/* ---------------------------------------------------------- int arithmetic */

static int32_t fold(JitAlu op, bool mul, int32_t x, int32_t y)
{
	uint32_t ux = (uint32_t)x, uy = (uint32_t)y;

	if (mul)
		return (int32_t)(ux * uy);
	switch (op) {
	case JIT_ADD: return (int32_t)(ux + uy);
	case JIT_SUB: return (int32_t)(ux - uy);
	case JIT_AND: return x & y;
	case JIT_OR: return x | y;
	default: return x ^ y;
	}
}

/* x op y for the ints at d-2 (x) and d-1 (y); mul: imul. */
void jit_regs_binary(JitRegs *r, JitAlu op, bool mul, int d)
{
	JitAsm *a = r->a;
	int x = d - 2, y = d - 1, dst, src;
	bool comm = mul || op == JIT_ADD || op == JIT_AND || op == JIT_OR || op == JIT_XOR;

	if (r->slot[x].kind == JIT_VS_CONST && r->slot[y].kind == JIT_VS_CONST) {
		int32_t v = fold(op, mul, r->slot[x].v, r->slot[y].v);
		pop(r, y);
		jit_regs_push_const(r, x, 4, v);
		return;
	}
	if (comm && (r->slot[x].kind == JIT_VS_CONST || r->slot[x].kind == JIT_VS_LOCAL) &&
	    (r->slot[y].kind == JIT_VS_REG || r->slot[x].kind == JIT_VS_CONST)) {
		/* work in y's register, or keep the constant as the immediate
		 * (a MEM entry is its slot: into a register before it moves) */
		JitVsSlot t = r->slot[x];
		if (r->slot[y].kind == JIT_VS_MEM)
			own_reg(r, y, 4);
		r->slot[x] = r->slot[y];
		r->slot[y] = t;
	}
	dst = own_reg(r, x, 4);
	if (r->slot[y].kind == JIT_VS_CONST) {
		if (mul)
			jit_x86_imul_rri(a, 4, dst, dst, r->slot[y].v);
		else
			jit_x86_alu_ri(a, op, 4, dst, r->slot[y].v);
	} else if ((src = read_reg(r, y)) != JIT_NOREG) {
		if (mul)
			jit_x86_imul_rr(a, 4, dst, src);
		else
			jit_x86_alu_rr(a, op, 4, dst, src);
	} else {
		if (mul)
			jit_x86_imul_rm(a, 4, dst, where(r, y));
		else
			jit_x86_alu_rm(a, op, 4, dst, where(r, y));
	}
	pop(r, y);
}

/* ishl/ishr/iushr: x at d-2 by the count at d-1 (x86 masks to 5 bits,
 * as Java does). */
void jit_regs_shift(JitRegs *r, JitShift op, int d)
{
	JitAsm *a = r->a;
	int x = d - 2, y = d - 1, dst;

	if (r->slot[y].kind == JIT_VS_CONST) {
		uint8_t k = (uint8_t)(r->slot[y].v & 31);
		if (r->slot[x].kind == JIT_VS_CONST) {
			uint32_t v = (uint32_t)r->slot[x].v;
			v = op == JIT_SHL ? v << k : op == JIT_SHR ? v >> k :
			    (uint32_t)((int32_t)v >> k);
			pop(r, y);
			jit_regs_push_const(r, x, 4, (int32_t)v);
			return;
		}
		dst = own_reg(r, x, 4);
		if (k)
			jit_x86_shift_ri(a, op, 4, dst, k);
	} else {
		dst = own_reg(r, x, 4);
		load_into(r, y, JIT_RCX, 4);
		jit_x86_shift_rcl(a, op, 4, dst);
	}
	pop(r, y);
}

void jit_regs_neg(JitRegs *r, int d)
{
	if (r->slot[d - 1].kind == JIT_VS_CONST) {
		r->slot[d - 1].v = (int32_t)(0u - (uint32_t)r->slot[d - 1].v);
		return;
	}
	jit_x86_unary(r->a, JIT_NEG, 4, own_reg(r, d - 1, 4));
}

/* i2b (size 1, signed), i2c (2, unsigned), i2s (2, signed). */
void jit_regs_narrow(JitRegs *r, int size, bool sign, int d)
{
	int reg = own_reg(r, d - 1, 4);

	jit_x86_movx_rr(r->a, 4, size, sign, reg, reg);
}

/* ---------------------------------------------------------- stack shuffles */

void jit_regs_pop(JitRegs *r, int d)
{
	pop(r, d - 1);
}

/* dup of the one-slot value at d-1 (w: 4 or a reference's ps). */
void jit_regs_dup(JitRegs *r, int d)
{
	JitVsSlot *s = &r->slot[d - 1];

	if (s->kind == JIT_VS_MEM || s->kind == JIT_VS_REG) {
		int reg = alloc_reg(r);
		int w = s->kind == JIT_VS_REG ? s->w : r->ps;
		load_into(r, d - 1, reg, w);
		r->slot[d].kind = JIT_VS_REG;
		r->slot[d].reg = (int8_t)reg;
		r->slot[d].w = (uint8_t)w;
		return;
	}
	r->slot[d] = *s;
}

void jit_regs_swap(JitRegs *r, int d)
{
	JitVsSlot t;

	/* a MEM entry is its slot: take it into a register before it moves */
	if (r->slot[d - 1].kind == JIT_VS_MEM)
		own_reg(r, d - 1, r->ps);
	if (r->slot[d - 2].kind == JIT_VS_MEM)
		own_reg(r, d - 2, r->ps);
	t = r->slot[d - 1];
	r->slot[d - 1] = r->slot[d - 2];
	r->slot[d - 2] = t;
}

/* ---------------------------------------------------------- compares, results */

/* Compare the value(s) on top for a conditional branch and pop them:
 * two ints (or references: w = ps) or one against zero.  Returns the
 * condition under which the branch is taken, given cc for x cc y. */
JitCond jit_regs_compare(JitRegs *r, int n, int w, JitCond cc, int d)
{
	JitAsm *a = r->a;
	int x = d - n, y = d - 1, rx, ry;

	if (n == 1) {
		rx = read_reg(r, x);
		if (rx != JIT_NOREG) {
			jit_x86_test_rr(a, w, rx, rx);
		} else if (r->slot[x].kind == JIT_VS_CONST) {
			jit_x86_mov_ri(a, 4, JIT_RAX, r->slot[x].v);
			jit_x86_test_rr(a, w, JIT_RAX, JIT_RAX);
		} else {
			jit_x86_alu_mi(a, JIT_CMP, w, where(r, x), 0);
		}
		pop(r, x);
		return cc;
	}
	if (r->slot[x].kind == JIT_VS_CONST && r->slot[y].kind != JIT_VS_CONST) {
		/* k cc y  is  y cc' k */
		static const JitCond swapped[16] = {
			JIT_CC_O, JIT_CC_NO, JIT_CC_A, JIT_CC_BE, JIT_CC_E, JIT_CC_NE, JIT_CC_AE, JIT_CC_B,
			JIT_CC_S, JIT_CC_NS, JIT_CC_P, JIT_CC_NP, JIT_CC_G, JIT_CC_LE, JIT_CC_GE, JIT_CC_L
		};
		JitVsSlot t = r->slot[x];
		if (r->slot[y].kind == JIT_VS_MEM)
			own_reg(r, y, w);
		r->slot[x] = r->slot[y];
		r->slot[y] = t;
		cc = swapped[cc];
	}
	rx = read_reg(r, x);
	if (rx == JIT_NOREG && r->slot[y].kind == JIT_VS_CONST && r->slot[x].kind != JIT_VS_CONST) {
		jit_x86_alu_mi(a, JIT_CMP, w, where(r, x), r->slot[y].v);
	} else {
		if (rx == JIT_NOREG) {
			rx = JIT_RAX;
			load_into(r, x, rx, w);
		}
		ry = read_reg(r, y);
		if (r->slot[y].kind == JIT_VS_CONST)
			jit_x86_alu_ri(a, JIT_CMP, w, rx, r->slot[y].v);
		else if (ry != JIT_NOREG)
			jit_x86_alu_rr(a, JIT_CMP, w, rx, ry);
		else
			jit_x86_alu_rm(a, JIT_CMP, w, rx, where(r, y));
	}
	pop(r, y);
	pop(r, x);
	return cc;
}

/* The value at d-1 into reg (w bytes), popped. */
void jit_regs_take(JitRegs *r, int d, int reg, int w)
{
	load_into(r, d - 1, reg, w);
	pop(r, d - 1);
}
