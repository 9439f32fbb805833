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
 *   binding a target's label on the fall-through path.  A long or double
 *   is one entry of width 8 in the first of its two slots (as in the
 *   frame: 8 bytes from the first slot); the second slot's entry stays
 *   MEM.
 *
 *   Array accesses and getfield (jit_compile.c, emit_regs_array and
 *   emit_regs_getfield) are checked, and write nothing on their fast
 *   path: the access takes its operands from where the entries say
 *   (jit_regs_value: a register, or loaded into a scratch one from the
 *   local, the constant or the slot), and the entries below stay
 *   pending.  Their null, GOS, bounds and hand-over stubs, which leave
 *   the fast path and read the frame, get a copy of the entries as they
 *   were at the access (jit_regs_snapshot) and write them first
 *   (jit_regs_write_snapshot); the GOS stub, which calls C and resumes,
 *   then reloads every scratch and pool register of the copy from the
 *   slots it wrote.  Until 27 Nov 2026 the access *synced* the stack
 *   instead (every pending entry written in line), and each array
 *   access in a loop paid its stores: ArrayKernel's inner loop wrote
 *   six operand slots an iteration.
 *
 * - Pinned locals.  Up to JIT_PIN_MAX locals used as 32-bit values
 *   (int, float) or as longs, chosen by the selector by uses weighted
 *   by loop depth, live
 *   in callee-saved registers for the whole method, *written through*:
 *   every store to such a local writes the register and the slot, so the
 *   slot is always current and nothing has to be spilled at a call, poll
 *   or throw; the gain is that reads take the register, which cuts the
 *   store-to-load chains through memory out of loops.  Only the compiled
 *   code of this invocation writes a local (a hand-over to the
 *   interpreter never comes back; an on-stack-replacement entry loads
 *   the registers from the slots), and callee-saved registers survive
 *   every C call and direct call, so the register and the slot agree
 *   whenever compiled code runs.  A slot used in both widths is pinned
 *   as one; after a write of the other width (to the slot) the register
 *   is reloaded from it (reload_pin).  Locals holding references are
 *   never pinned.  The register would hold the same object as the slot,
 *   but every C function compiled code calls saves the callee-saved
 *   registers in its frame, and those copies outlive the call below
 *   the stack pointer, where a later frame that leaves its words
 *   unwritten shows them to the conservative scan of native stacks:
 *   pinning them (tried 28 Nov 2026) kept dropped objects alive --
 *   FinAlloc's and OomRecover's, under -Xjit:threshold=3 -- which the
 *   pool registers, caller-saved on x86-64, do not.
 *
 * x86-64: the pool is RSI RDI R8 R9 R10 (caller-saved: free across
 * instructions, since every call is preceded by a flush), the pinned
 * registers R14 R15 RBP (saved by the prologue when used; xBP holds no
 * frame pointer in compiled code).
 *
 * IA-32 (since 27 Nov 2026; before, the template code only): compiled
 * code keeps only the locals' base in a register (EBX); the thread and
 * result pointers live on the C stack (jit_compile.c, pick_saved).  The
 * pool is ESI EDI, one 4-byte local is pinned to EBP (all three
 * callee-saved: the prologue saves them).  A pool of two is enough: an
 * operation owns at most one register it allocates while its operands
 * sit above the deepest REG entry, which is the one spilled.  A long or
 * double cannot sit in a general register there, so 8-byte entries are
 * XMM entries instead (XMM2..XMM7; XMM0 and XMM1 stay scratch): loads
 * and stores of 8-byte locals and array elements move their bits, and
 * double arithmetic and Math.sqrt work on them in place.  An 8-byte
 * CONST entry is read from the method's constant pool (const_mem).
 * Like the pool registers, XMM registers do not survive a C call: a GOS
 * fault stub reloads the XMM entries of its snapshot after its call.
 * Copies of 8 bytes between memory go through EAX in two halves (copy8).
 *
 * Doubles are XMM entries on x86-64 too (xmmd): daload, dastore, double
 * arithmetic, Math.sqrt and Math.abs work on them there as on IA-32,
 * while longs stay in the general registers.  Before, x86-64 kept a
 * double's bits in a general register and moved them to XMM0/XMM1 and
 * back for each operation; SorKernel's loop ran 0.23 s against 0.14 s.
 *
 * -Xjit:regs=off turns all of it off on either target, for comparing.
 */
#include "config.h"

#include <string.h>

#include "jit_internal.h"

bool jit_regs_enabled = true;

/* Per target: the pool of scratch registers for REG entries and the
 * registers for pinned locals (the comment at the top says why these). */
static const int8_t pool64[] = { JIT_RSI, JIT_RDI, JIT_R8, JIT_R9, JIT_R10 };
static const int8_t pins64[JIT_PIN_MAX] = { JIT_R14, JIT_R15, JIT_RBP };
static const int8_t pool32[] = { JIT_RSI, JIT_RDI };
static const int8_t pins32[] = { JIT_RBP };
#define XMM_FIRST 2            /* IA-32: XMM2..XMM7 hold 8-byte entries (XMM0, XMM1: scratch) */
#define XMM_N 6

static JitMem slot_mem(const JitRegs *r, int d) { return jit_mem(r->rl, (r->max_locals + d) * r->ps); }
static JitMem local_mem(const JitRegs *r, int n) { return jit_mem(r->rl, n * r->ps); }
static bool fits32(int64_t v) { return v >= INT32_MIN && v <= INT32_MAX; }

void jit_regs_init(JitRegs *r, JitAsm *a, JitMode mode, bool on, int ps, int rl, int max_locals, int max_stack,
		   JitVsSlot *slots, int8_t *pin, uint8_t *pin_w)
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
	r->pin_w = pin_w;
	r->xmmd = true;
	if (mode == JIT_X86_64) {
		r->pool = pool64;
		r->n_pool = (int)sizeof pool64;
		r->pins = pins64;
		r->n_pins = JIT_PIN_MAX;
	} else {
		r->pool = pool32;
		r->n_pool = (int)sizeof pool32;
		r->pins = pins32;
		r->n_pins = (int)sizeof pins32;
		r->xmm8 = true;
	}
	for (i = 0; i < max_stack; i++) {
		slots[i].kind = JIT_VS_MEM;
		slots[i].from1 = 0;
	}
	for (i = 0; i < max_locals; i++) {
		pin[i] = JIT_NOREG;
		pin_w[i] = 0;
	}
}

void jit_regs_choose_pins(JitRegs *r, const int32_t *weight, const uint8_t *width)
{
	int k, n;

	if (!r->on)
		return;
	for (k = 0; k < r->n_pins; k++) {
		int best = -1;
		for (n = 0; n < r->max_locals; n++)
			if (weight[n] > 0 && r->pin[n] == JIT_NOREG && (best < 0 || weight[n] > weight[best]) &&
			    (width[n] == 4 || !r->xmm8))     /* IA-32: no 8-byte general register */
				best = n;
		if (best < 0)
			break;
		r->pin[best] = r->pins[k];
		r->pin_w[best] = width[best];
		r->pinned_local[k] = best;
		r->n_pinned++;
	}
}

int jit_regs_pinned_reg(const JitRegs *r, int k) { return r->pins[k]; }

void jit_regs_unpin_all(JitRegs *r)
{
	int k;

	for (k = 0; k < r->n_pinned; k++) {
		r->pin[r->pinned_local[k]] = JIT_NOREG;
		r->pin_w[r->pinned_local[k]] = 0;
	}
	r->n_pinned = 0;
}

void jit_regs_load_pins(JitRegs *r)
{
	int k, n;

	for (k = 0; k < r->n_pinned; k++) {
		n = r->pinned_local[k];
		jit_x86_mov_rm(r->a, r->pin_w[n], r->pins[k], local_mem(r, n));
	}
}

/* ---------------------------------------------------------- registers */

static int pool_index(const JitRegs *r, int reg)
{
	int i;

	for (i = 0; i < r->n_pool; i++)
		if (r->pool[i] == reg)
			return i;
	return -1;
}

bool jit_regs_in_pool(const JitRegs *r, int reg)
{
	return pool_index(r, reg) >= 0;
}

static void release(JitRegs *r, int reg)
{
	int i = pool_index(r, reg);

	if (i >= 0)
		r->busy &= (uint16_t)~(1u << i);
}

/* The register of the pinned local a LOCAL entry reads, or JIT_NOREG. */
static int pinned(const JitRegs *r, const JitVsSlot *s)
{
	if (s->kind != JIT_VS_LOCAL || r->pin[s->v] == JIT_NOREG || r->pin_w[s->v] != s->w)
		return JIT_NOREG;
	return r->pin[s->v];
}

/* IA-32: copy 8 bytes from memory to memory as two 4-byte moves through
 * EAX.  Not through an XMM register: the source was often written by a
 * template's two 4-byte stores, and an 8-byte load of those cannot take
 * its value from the store buffer (a stall each time: ArraySum's long
 * accumulator ran 3x slower so). */
static void copy8(const JitRegs *r, JitMem to, JitMem from)
{
	JitMem to4 = to, from4 = from;

	to4.disp += 4;
	from4.disp += 4;
	jit_x86_mov_rm(r->a, 4, JIT_RAX, from);
	jit_x86_mov_mr(r->a, 4, to, JIT_RAX);
	jit_x86_mov_rm(r->a, 4, JIT_RAX, from4);
	jit_x86_mov_mr(r->a, 4, to4, JIT_RAX);
}

/* IA-32: store the 8-byte constant v at m as two 4-byte immediates. */
static void const8(const JitRegs *r, JitMem m, int64_t v)
{
	jit_x86_mov_mi(r->a, 4, m, (int32_t)(uint32_t)v);
	m.disp += 4;
	jit_x86_mov_mi(r->a, 4, m, (int32_t)(uint32_t)((uint64_t)v >> 32));
}

/* Emit the store of entry s's value to slot d (xAX scratch). */
static void store_entry(const JitRegs *r, const JitVsSlot *s, int d)
{
	JitAsm *a = r->a;
	int pr;

	switch (s->kind) {
	case JIT_VS_MEM:
		return;
	case JIT_VS_CONST:
		if (s->w == 8 && r->ps == 4) {
			const8(r, slot_mem(r, d), s->v);
		} else if (fits32(s->v)) {
			jit_x86_mov_mi(a, s->w, slot_mem(r, d), (int32_t)s->v);
		} else {
			jit_x86_mov_ri(a, 8, JIT_RAX, s->v);
			jit_x86_mov_mr(a, 8, slot_mem(r, d), JIT_RAX);
		}
		return;
	case JIT_VS_LOCAL:
		if ((pr = pinned(r, s)) != JIT_NOREG) {
			jit_x86_mov_mr(a, s->w, slot_mem(r, d), pr);
		} else if (s->w == 8 && r->ps == 4) {
			copy8(r, slot_mem(r, d), local_mem(r, (int)s->v));
		} else {
			jit_x86_mov_rm(a, s->w, JIT_RAX, local_mem(r, (int)s->v));
			jit_x86_mov_mr(a, s->w, slot_mem(r, d), JIT_RAX);
		}
		return;
	case JIT_VS_XMM:
		jit_x86_movs_mr(a, true, slot_mem(r, d), s->reg);
		return;
	default:
		jit_x86_mov_mr(a, s->w, slot_mem(r, d), s->reg);
		return;
	}
}

/* Write slot d's value to the frame: the entry becomes MEM. */
static void flush_slot(JitRegs *r, int d)
{
	JitVsSlot *s = &r->slot[d];

	uint16_t from1 = s->kind == JIT_VS_LOCAL && s->w == r->ps && s->v < UINT16_MAX ? (uint16_t)(s->v + 1) :
			 s->kind == JIT_VS_MEM ? s->from1 : 0;

	store_entry(r, s, d);
	if (s->kind == JIT_VS_REG)
		release(r, s->reg);
	else if (s->kind == JIT_VS_XMM)
		r->xbusy &= (uint8_t)~(1u << (s->reg - XMM_FIRST));
	s->kind = JIT_VS_MEM;
	s->from1 = from1;
}

void jit_regs_untag(JitRegs *r, int lo)
{
	int d;

	for (d = lo < 0 ? 0 : lo; d < r->max_stack; d++)
		r->slot[d].from1 = 0;
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

static int read_reg(const JitRegs *r, int d);
static JitMem where(const JitRegs *r, int d);
static void pop(JitRegs *r, int d);

void jit_regs_snapshot(const JitRegs *r, int n, JitVsSlot *out)
{
	memcpy(out, r->slot, sizeof *out * (size_t)n);
}

void jit_regs_write_snapshot(const JitRegs *r, const JitVsSlot *snap, int n)
{
	int d;

	for (d = 0; d < n; d++)
		store_entry(r, &snap[d], d);
}

int jit_regs_value(const JitRegs *r, int d, int w, int scratch)
{
	const JitVsSlot *s = &r->slot[d];
	int reg = read_reg(r, d);

	if (reg != JIT_NOREG && s->w == w)
		return reg;
	if (reg != JIT_NOREG) {
		/* an int in a register holding 8 bytes: its low half, zero-extended */
		jit_x86_mov_rr(r->a, w, scratch, reg);
	} else if (s->kind == JIT_VS_CONST) {
		jit_x86_mov_ri(r->a, w, scratch, s->v);
	} else {
		jit_x86_mov_rm(r->a, w, scratch, where(r, d));
	}
	return scratch;
}

void jit_regs_drop_all(JitRegs *r)
{
	int d;

	for (d = 0; d < r->max_stack; d++)
		r->slot[d].kind = JIT_VS_MEM;
	r->slot[d].from1 = 0;
	r->busy = 0;
	r->xbusy = 0;
}

bool jit_regs_pending(const JitRegs *r)
{
	int d;

	for (d = 0; d < r->max_stack; d++)
		if (r->slot[d].kind != JIT_VS_MEM)
			return true;
	return false;
}

static void set_reg(JitRegs *r, int d, int reg, int w)
{
	JitVsSlot *s = &r->slot[d];

	s->kind = JIT_VS_REG;
	s->reg = (int8_t)reg;
	s->w = (uint8_t)w;
}

/* A free pool register; when all are taken, the deepest REG entry goes
 * to its slot. */
void jit_regs_scrub(JitRegs *r)
{
	int i;

	if (!r->on || !r->xmm8)         /* xmm8: the IA-32 register set */
		return;
	for (i = 0; i < r->n_pool; i++)
		if ((r->dirty & (1u << i)) && !(r->busy & (1u << i)))
			jit_x86_alu_rr(r->a, JIT_XOR, 4, r->pool[i], r->pool[i]);
	r->dirty = r->busy;
}

void jit_regs_at_target(JitRegs *r)
{
	r->dirty = (uint16_t)((1u << r->n_pool) - 1);
	jit_regs_untag(r, 0);           /* another path may come in with other values */
}

static int alloc_reg(JitRegs *r)
{
	int i, d;

	for (i = 0; i < r->n_pool; i++)
		if (!(r->busy & (1u << i))) {
			r->busy |= (uint16_t)(1u << i);
			r->dirty |= (uint16_t)(1u << i);
			return r->pool[i];
		}
	for (d = 0; d < r->max_stack; d++)
		if (r->slot[d].kind == JIT_VS_REG) {
			int reg = r->slot[d].reg;
			flush_slot(r, d);
			r->busy |= (uint16_t)(1u << pool_index(r, reg));
			return reg;
		}
	/* unreachable: a full pool has REG entries */
	r->a->err = JIT_EMIT_BADOP;
	return JIT_RAX;
}

int jit_regs_alloc(JitRegs *r)
{
	return alloc_reg(r);
}

/* Load the value of slot d into reg (w bytes), leaving the descriptor. */
static void load_into(JitRegs *r, int d, int reg, int w)
{
	JitVsSlot *s = &r->slot[d];
	JitAsm *a = r->a;
	int pr;

	switch (s->kind) {
	case JIT_VS_CONST:
		jit_x86_mov_ri(a, w, reg, w == 4 ? (int32_t)s->v : s->v);
		break;
	case JIT_VS_LOCAL:
		if ((pr = pinned(r, s)) != JIT_NOREG) {
			if (reg != pr)
				jit_x86_mov_rr(a, w, reg, pr);
		} else {
			jit_x86_mov_rm(a, w, reg, local_mem(r, (int)s->v));
		}
		break;
	case JIT_VS_REG:
		if (reg != s->reg || w < s->w)
			jit_x86_mov_rr(a, w, reg, s->reg);
		break;
	case JIT_VS_XMM:                 /* x86-64: a double's bits (dreturn) */
		jit_x86_movd_rx(a, 8, reg, s->reg);
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
	set_reg(r, d, reg, w);
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
	return pinned(r, s);
}

/* An IA-32 8-byte constant as an absolute memory operand: its entry in
 * the method's constant pool (SSE has no 64-bit immediates, and IA-32
 * no 64-bit general register to build one in). */
static JitMem const_mem(const JitRegs *r, int64_t v)
{
	int i;

	for (i = 0; i < *r->n_k; i++)
		if (r->kpool[i] == v)
			return jit_mem_abs((int32_t)(intptr_t)&r->kpool[i]);
	if (!r->kpool || *r->n_k == r->max_k) {
		if (r->a->err == JIT_EMIT_OK)
			r->a->err = JIT_EMIT_BADOP;
		return jit_mem_abs(0);
	}
	r->kpool[*r->n_k] = v;
	return jit_mem_abs((int32_t)(intptr_t)&r->kpool[(*r->n_k)++]);
}

/* Where slot d's value is in memory (MEM or an unpinned LOCAL; on
 * IA-32 also an 8-byte constant). */
static JitMem where(const JitRegs *r, int d)
{
	const JitVsSlot *s = &r->slot[d];

	/* an XMM entry's slot is stale: a caller that gets here with one is
	 * a selector bug, and the method stays interpreted */
	if (s->kind == JIT_VS_XMM && r->a->err == JIT_EMIT_OK)
		r->a->err = JIT_EMIT_BADOP;
	if (s->kind == JIT_VS_CONST && s->w == 8 && r->xmm8)
		return const_mem(r, s->v);
	return s->kind == JIT_VS_LOCAL ? local_mem(r, (int)s->v) : slot_mem(r, d);
}

/* ---------------------------------------------------------- XMM entries (doubles; IA-32: longs too) */

int jit_regs_alloc_xmm(JitRegs *r)
{
	int i, d;

	for (i = 0; i < XMM_N; i++)
		if (!(r->xbusy & (1u << i))) {
			r->xbusy |= (uint8_t)(1u << i);
			return XMM_FIRST + i;
		}
	for (d = 0; d < r->max_stack; d++)
		if (r->slot[d].kind == JIT_VS_XMM) {
			int reg = r->slot[d].reg;
			flush_slot(r, d);
			r->xbusy |= (uint8_t)(1u << (reg - XMM_FIRST));
			return reg;
		}
	r->a->err = JIT_EMIT_BADOP;          /* unreachable: a full set has entries */
	return XMM_FIRST;
}

void jit_regs_set_xmm(JitRegs *r, int d, int xmm)
{
	JitVsSlot *s = &r->slot[d];

	s->kind = JIT_VS_XMM;
	s->reg = (int8_t)xmm;
	s->w = 8;
	r->xbusy |= (uint8_t)(1u << (xmm - XMM_FIRST));
}

/* Load slot d's 8 bytes into xmm, whatever the entry: an XMM register,
 * memory (MEM, LOCAL; on IA-32 also a constant, from the method's pool),
 * a constant on x86-64 (through R11) or a general register (x86-64). */
static void load_xmm(const JitRegs *r, int d, int xmm)
{
	const JitVsSlot *s = &r->slot[d];

	if (s->kind == JIT_VS_XMM) {
		if (s->reg != xmm)
			jit_x86_movs_rr(r->a, true, xmm, s->reg);
	} else if (s->kind == JIT_VS_CONST && !r->xmm8) {
		/* R11: a checked access may hold its array in RAX here */
		jit_x86_mov_ri(r->a, 8, JIT_R11, s->v);
		jit_x86_movd_xr(r->a, 8, xmm, JIT_R11);
	} else if (s->kind == JIT_VS_REG || pinned(r, s) != JIT_NOREG) {
		jit_x86_movd_xr(r->a, 8, xmm, read_reg(r, d));
	} else {
		jit_x86_movs_rm(r->a, true, xmm, where(r, d));
	}
}

/* The operand of an SSE instruction: memory when the 8 bytes are there
 * (*in_mem true), else the XMM register holding them (scratch loaded). */
static int xmm_src(const JitRegs *r, int d, int scratch, bool *in_mem)
{
	const JitVsSlot *s = &r->slot[d];

	*in_mem = s->kind == JIT_VS_MEM || (s->kind == JIT_VS_LOCAL && pinned(r, s) == JIT_NOREG) ||
		  (s->kind == JIT_VS_CONST && r->xmm8);
	if (*in_mem)
		return JIT_NOREG;
	if (s->kind == JIT_VS_XMM)
		return s->reg;
	load_xmm(r, d, scratch);
	return scratch;
}

int jit_regs_xmm_value(const JitRegs *r, int d, int scratch)
{
	if (r->slot[d].kind == JIT_VS_XMM)
		return r->slot[d].reg;
	load_xmm(r, d, scratch);
	return scratch;
}

/* Slot d's 8 bytes in an XMM register this entry owns. */
static int own_xmm(JitRegs *r, int d)
{
	int x;

	if (r->slot[d].kind == JIT_VS_XMM)
		return r->slot[d].reg;
	x = jit_regs_alloc_xmm(r);
	load_xmm(r, d, x);
	pop(r, d);
	jit_regs_set_xmm(r, d, x);
	return x;
}

static void pop(JitRegs *r, int d)
{
	if (r->slot[d].kind == JIT_VS_REG)
		release(r, r->slot[d].reg);
	else if (r->slot[d].kind == JIT_VS_XMM)
		r->xbusy &= (uint8_t)~(1u << (r->slot[d].reg - XMM_FIRST));
	r->slot[d].kind = JIT_VS_MEM;
	r->slot[d].from1 = 0;
}

/* Exchange the entries of slots x and y (a MEM entry is its slot: it
 * goes into a register before it moves). */
static void exchange(JitRegs *r, int x, int y, int w)
{
	JitVsSlot t;

	if (r->slot[x].kind == JIT_VS_MEM)
		own_reg(r, x, w);
	if (r->slot[y].kind == JIT_VS_MEM)
		own_reg(r, y, w);
	t = r->slot[x];
	r->slot[x] = r->slot[y];
	r->slot[y] = t;
}

/* ---------------------------------------------------------- pushes */

void jit_regs_push_const(JitRegs *r, int d, int w, int64_t v)
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
		if (r->slot[i].kind == JIT_VS_LOCAL &&
		    (r->slot[i].v == n || (r->slot[i].w == 8 && r->slot[i].v + 1 == n) ||
		     r->slot[i].v == n + 1))
			flush_slot(r, i);
	/* the slots' values stay, but are no longer the local's */
	for (i = 0; i < r->max_stack; i++) {
		int t = (int)r->slot[i].from1 - 1;
		if (t >= 0 && (t == n || t == n + 1 || t + 1 == n))
			r->slot[i].from1 = 0;
	}
}

/* A local pinned as one width was written, in memory, as another (javac
 * gives one slot to an int in one loop and to a long in the next, and
 * pin_weights pins the width used most): the register takes the slot's
 * bytes again, as wide as the pin, so it still mirrors the local. */
static void reload_pin(JitRegs *r, int n, int w)
{
	if (r->pin[n] != JIT_NOREG && r->pin_w[n] != w)
		jit_x86_mov_rm(r->a, r->pin_w[n], r->pin[n], local_mem(r, n));
}

/* Store the value of slot vs (w bytes) to local n: istore fstore astore
 * (one slot), lstore dstore (two: then local n+1 is written too). */
void jit_regs_store_local(JitRegs *r, int n, int w, int vs)
{
	JitAsm *a = r->a;
	JitVsSlot *s = &r->slot[vs];
	int pr = r->pin_w[n] == w ? r->pin[n] : JIT_NOREG, src;

	jit_regs_local_written(r, n, vs);
	if (s->kind == JIT_VS_XMM && pr == JIT_NOREG) {
		jit_x86_movs_mr(a, true, local_mem(r, n), s->reg);
		pop(r, vs);
		reload_pin(r, n, w);
		return;
	}
	if (r->xmm8 && w == 8) {
		if (s->kind == JIT_VS_CONST) {
			const8(r, local_mem(r, n), s->v);
		} else {
			copy8(r, local_mem(r, n), where(r, vs));
		}
		pop(r, vs);
		reload_pin(r, n, w);
		return;
	}
	if (pr != JIT_NOREG) {
		load_into(r, vs, pr, w);
		jit_x86_mov_mr(a, w, local_mem(r, n), pr);
	} else if (s->kind == JIT_VS_CONST && fits32(s->v)) {
		jit_x86_mov_mi(a, w, local_mem(r, n), (int32_t)s->v);
	} else if ((src = read_reg(r, vs)) != JIT_NOREG) {
		jit_x86_mov_mr(a, w, local_mem(r, n), src);
	} else {
		load_into(r, vs, JIT_RAX, w);
		jit_x86_mov_mr(a, w, local_mem(r, n), JIT_RAX);
	}
	pop(r, vs);
	reload_pin(r, n, w);
}

void jit_regs_iinc(JitRegs *r, int n, int32_t k, int d)
{
	JitAsm *a = r->a;

	jit_regs_local_written(r, n, d);
	if (r->pin[n] != JIT_NOREG && r->pin_w[n] == 4) {
		jit_x86_alu_ri(a, JIT_ADD, 4, r->pin[n], k);
		jit_x86_mov_mr(a, 4, local_mem(r, n), r->pin[n]);
	} else {
		jit_x86_alu_mi(a, JIT_ADD, 4, local_mem(r, n), k);
		reload_pin(r, n, 4);
	}
}

/* ---------------------------------------------------------- int and long arithmetic */

static int64_t fold(JitAlu op, bool mul, int w, int64_t x, int64_t y)
{
	uint64_t ux = (uint64_t)x, uy = (uint64_t)y, v;

	if (mul)
		v = ux * uy;
	else if (op == JIT_ADD)
		v = ux + uy;
	else if (op == JIT_SUB)
		v = ux - uy;
	else if (op == JIT_AND)
		v = ux & uy;
	else if (op == JIT_OR)
		v = ux | uy;
	else
		v = ux ^ uy;
	return w == 4 ? (int64_t)(int32_t)(uint32_t)v : (int64_t)v;
}

/* ---------------------------------------------------------- longs on IA-32 (XMM entries) */

/* ladd lsub land lor lxor (op: paddq psubq pand por pxor) of the longs
 * at d-4 and d-2, in the low quadword of x's XMM register. */
static void lbinary_xmm(JitRegs *r, JitPInt op, int d)
{
	int x = d - 4, y = d - 2, dst, src;

	dst = own_xmm(r, x);
	src = jit_regs_xmm_value(r, y, 1);
	jit_x86_pint_rr(r->a, op, dst, src);
	pop(r, y);
}

/* i2l: the int at d-1 sign-extended through EDX:EAX (cdq) into an XMM
 * entry. */
static void i2l_xmm(JitRegs *r, int d)
{
	int dst;

	load_into(r, d - 1, JIT_RAX, 4);
	pop(r, d - 1);
	jit_x86_cdq(r->a, 4);
	dst = jit_regs_alloc_xmm(r);
	jit_x86_movd_xr(r->a, 4, dst, JIT_RAX);
	jit_x86_movd_xr(r->a, 4, 0, JIT_RDX);
	jit_x86_pint_rr(r->a, JIT_PUNPCKLDQ, dst, 0);
	jit_regs_set_xmm(r, d - 1, dst);
	r->slot[d].kind = JIT_VS_MEM;
	r->slot[d].from1 = 0;
}

/* l2i: the low half of the long at d-2, in a pool register. */
static void l2i_xmm(JitRegs *r, int d)
{
	JitVsSlot *s = &r->slot[d - 2];
	int dst;

	dst = alloc_reg(r);
	if (s->kind == JIT_VS_XMM)
		jit_x86_movd_rx(r->a, 4, dst, s->reg);
	else
		jit_x86_mov_rm(r->a, 4, dst, where(r, d - 2));
	pop(r, d - 2);
	set_reg(r, d - 2, dst, 4);
}

/* x op y for two ints (w 4: x at d-2, y at d-1) or two longs (w 8: x at
 * d-4, y at d-2); mul: imul. */
void jit_regs_binary(JitRegs *r, JitAlu op, bool mul, int w, int d)
{
	JitAsm *a = r->a;
	int n = w == 8 ? 2 : 1, x = d - 2 * n, y = d - n, dst, src;
	bool comm = mul || op == JIT_ADD || op == JIT_AND || op == JIT_OR || op == JIT_XOR;

	if (r->slot[x].kind == JIT_VS_CONST && r->slot[y].kind == JIT_VS_CONST) {
		int64_t v = fold(op, mul, w, r->slot[x].v, r->slot[y].v);
		pop(r, y);
		jit_regs_push_const(r, x, w, v);
		return;
	}
	if (r->xmm8 && w == 8 && !mul) {      /* IA-32: lmul stays a template (two_slot_value) */
		lbinary_xmm(r, op == JIT_ADD ? JIT_PADDQ : op == JIT_SUB ? JIT_PSUBQ : op == JIT_AND ? JIT_PAND :
			    op == JIT_OR ? JIT_POR : JIT_PXOR, d);
		return;
	}
	if (comm && (r->slot[x].kind == JIT_VS_CONST || r->slot[x].kind == JIT_VS_LOCAL) &&
	    (r->slot[y].kind == JIT_VS_REG || r->slot[x].kind == JIT_VS_CONST))
		exchange(r, x, y, w);      /* work in y's register, or keep the constant as the immediate */
	dst = own_reg(r, x, w);
	if (r->slot[y].kind == JIT_VS_CONST && fits32(r->slot[y].v)) {
		if (mul)
			jit_x86_imul_rri(a, w, dst, dst, (int32_t)r->slot[y].v);
		else
			jit_x86_alu_ri(a, op, w, dst, (int32_t)r->slot[y].v);
	} else {
		src = read_reg(r, y);
		if (src == JIT_NOREG && r->slot[y].kind == JIT_VS_CONST) {
			src = JIT_RAX;
			load_into(r, y, src, w);
		}
		if (src != JIT_NOREG) {
			if (mul)
				jit_x86_imul_rr(a, w, dst, src);
			else
				jit_x86_alu_rr(a, op, w, dst, src);
		} else {
			if (mul)
				jit_x86_imul_rm(a, w, dst, where(r, y));
			else
				jit_x86_alu_rm(a, op, w, dst, where(r, y));
		}
	}
	r->slot[x].w = (uint8_t)w;
	pop(r, y);
}

/* ishl ishr iushr (w 4: x at d-2) and lshl lshr lushr (w 8: x at d-3) by
 * the int count at d-1.  x86 masks the count to 5 or 6 bits, as Java
 * does. */
void jit_regs_shift(JitRegs *r, JitShift op, int w, int d)
{
	JitAsm *a = r->a;
	int x = d - 1 - (w == 8 ? 2 : 1), y = d - 1, dst;

	if (r->slot[y].kind == JIT_VS_CONST) {
		uint8_t k = (uint8_t)(r->slot[y].v & (w * 8 - 1));
		if (r->slot[x].kind == JIT_VS_CONST) {
			uint64_t v = (uint64_t)r->slot[x].v;
			int64_t res;
			if (w == 4)
				res = op == JIT_SHL ? (int32_t)((uint32_t)v << k) :
				      op == JIT_SHR ? (int32_t)((uint32_t)v >> k) : (int32_t)v >> k;
			else
				res = op == JIT_SHL ? (int64_t)(v << k) :
				      op == JIT_SHR ? (int64_t)(v >> k) : (int64_t)v >> k;
			pop(r, y);
			jit_regs_push_const(r, x, w, res);
			return;
		}
		dst = own_reg(r, x, w);
		if (k)
			jit_x86_shift_ri(a, op, w, dst, k);
	} else {
		dst = own_reg(r, x, w);
		load_into(r, y, JIT_RCX, 4);
		jit_x86_shift_rcl(a, op, w, dst);
	}
	r->slot[x].w = (uint8_t)w;
	pop(r, y);
}

/* ineg (w 4, at d-1) / lneg (w 8, at d-2). */
void jit_regs_neg(JitRegs *r, int w, int d)
{
	int x = d - (w == 8 ? 2 : 1);

	if (r->slot[x].kind == JIT_VS_CONST) {
		r->slot[x].v = fold(JIT_SUB, false, w, 0, r->slot[x].v);
		return;
	}
	jit_x86_unary(r->a, JIT_NEG, w, own_reg(r, x, w));
	r->slot[x].w = (uint8_t)w;
}

/* Math.min / Math.max of two ints (w 4: x at d-2, y at d-1) or two
 * longs (w 8: x at d-4, y at d-2): compare and cmov into x's register. */
void jit_regs_minmax(JitRegs *r, bool is_min, int w, int d)
{
	JitAsm *a = r->a;
	int n = w == 8 ? 2 : 1, x = d - 2 * n, y = d - n, dst, src;

	if (r->slot[x].kind == JIT_VS_CONST && r->slot[y].kind == JIT_VS_CONST) {
		int64_t vx = r->slot[x].v, vy = r->slot[y].v;
		if (w == 4) {
			vx = (int32_t)vx;
			vy = (int32_t)vy;
		}
		pop(r, y);
		jit_regs_push_const(r, x, w, is_min ? (vx < vy ? vx : vy) : (vx > vy ? vx : vy));
		return;
	}
	dst = own_reg(r, x, w);
	src = read_reg(r, y);
	if (src == JIT_NOREG || r->slot[y].w != w) {
		src = JIT_RAX;
		load_into(r, y, src, w);
	}
	jit_x86_alu_rr(a, JIT_CMP, w, dst, src);
	/* min: take y when x > y; max: when x < y */
	jit_x86_cmov(a, is_min ? JIT_CC_G : JIT_CC_L, w, dst, src);
	r->slot[x].w = (uint8_t)w;
	pop(r, y);
}

/* Math.abs of an int (w 4) or a long (w 8) at the top: x ^ s - s, s the
 * sign spread, so MIN_VALUE stays itself as Java specifies. */
void jit_regs_abs(JitRegs *r, int w, int d)
{
	JitAsm *a = r->a;
	int x = d - (w == 8 ? 2 : 1), dst;

	if (r->slot[x].kind == JIT_VS_CONST) {
		int64_t v = w == 4 ? (int32_t)r->slot[x].v : r->slot[x].v;
		r->slot[x].v = v < 0 ? fold(JIT_SUB, false, w, 0, v) : v;
		return;
	}
	dst = own_reg(r, x, w);
	jit_x86_mov_rr(a, w, JIT_RAX, dst);
	jit_x86_shift_ri(a, JIT_SAR, w, JIT_RAX, (uint8_t)(w * 8 - 1));
	jit_x86_alu_rr(a, JIT_XOR, w, dst, JIT_RAX);
	jit_x86_alu_rr(a, JIT_SUB, w, dst, JIT_RAX);
	r->slot[x].w = (uint8_t)w;
}

/*
 * Floats live on the virtual stack as their bits, in the general
 * registers like ints (w 4): an SSE operation moves its operands to XMM0
 * and XMM1 (movd) and its result back.  Two moves more than in XMM
 * registers, but the operands no longer go to their slots and back at
 * every bytecode, and nothing else changes: a flush writes the bits,
 * which is what the slot holds.  Doubles did the same until they became
 * XMM entries on both targets (xmmd; the XMM paths below).
 */
static void to_xmm(JitRegs *r, int d, int w, int xmm)
{
	int src = read_reg(r, d);

	if (r->slot[d].kind == JIT_VS_XMM) {
		if (r->slot[d].reg != xmm)
			jit_x86_movs_rr(r->a, true, xmm, r->slot[d].reg);
	} else if (src != JIT_NOREG && (r->slot[d].kind != JIT_VS_REG || r->slot[d].w >= w)) {
		jit_x86_movd_xr(r->a, w, xmm, src);
	} else if (r->slot[d].kind == JIT_VS_CONST) {
		load_into(r, d, JIT_RAX, w);
		jit_x86_movd_xr(r->a, w, xmm, JIT_RAX);
	} else {
		jit_x86_movs_rm(r->a, w == 8, xmm, where(r, d));
	}
}

/* fadd fsub fmul fdiv (dbl false: x at d-2, y at d-1) and dadd dsub
 * dmul ddiv (x at d-4, y at d-2): scalar SSE, as the template does. */
void jit_regs_sse(JitRegs *r, JitSse op, bool dbl, int d)
{
	int w = dbl ? 8 : 4, n = dbl ? 2 : 1, x = d - 2 * n, y = d - n, dst;

	if (r->xmmd && dbl) {
		/* in x's XMM register, y from its own, from memory or loaded
		 * into XMM1 */
		bool in_mem;
		int src;
		dst = own_xmm(r, x);
		src = xmm_src(r, y, 1, &in_mem);
		if (in_mem)
			jit_x86_sse_rm(r->a, op, true, dst, where(r, y));
		else
			jit_x86_sse_rr(r->a, op, true, dst, src);
		pop(r, y);
		return;
	}
	to_xmm(r, x, w, 0);
	to_xmm(r, y, w, 1);
	jit_x86_sse_rr(r->a, op, dbl, 0, 1);
	pop(r, y);
	pop(r, x);
	dst = alloc_reg(r);
	jit_x86_movd_rx(r->a, w, dst, 0);
	set_reg(r, x, dst, w);
}

/* Math.sqrt(double) at the top (sqrtsd: the correctly rounded root). */
void jit_regs_dsqrt(JitRegs *r, int d)
{
	int x = d - 2, dst;

	if (r->xmmd) {
		dst = own_xmm(r, x);
		jit_x86_sse_rr(r->a, JIT_SSE_SQRT, true, dst, dst);
		return;
	}
	to_xmm(r, x, 8, 0);
	jit_x86_sse_rr(r->a, JIT_SSE_SQRT, true, 0, 0);
	pop(r, x);
	dst = alloc_reg(r);
	jit_x86_movd_rx(r->a, 8, dst, 0);
	set_reg(r, x, dst, 8);
}

/* Math.abs of a double (w 8) or a float (w 4) at the top: the sign bit
 * cleared, so NaN stays a NaN and -0.0 gives 0.0. */
void jit_regs_fabs(JitRegs *r, int w, int d)
{
	int x = d - (w == 8 ? 2 : 1), dst;

	if (r->xmmd && w == 8) {
		/* and with 0x7fff..., made in XMM0 (all ones, >> 1) */
		dst = own_xmm(r, x);
		jit_x86_pcmpeqd_rr(r->a, 0, 0);
		jit_x86_psrlq_ri(r->a, 0, 1);
		jit_x86_pint_rr(r->a, JIT_PAND, dst, 0);
		return;
	}
	dst = own_reg(r, x, w);

	jit_x86_shift_ri(r->a, JIT_SHL, w, dst, 1);
	jit_x86_shift_ri(r->a, JIT_SHR, w, dst, 1);
	r->slot[x].w = (uint8_t)w;
}

/* i2b (size 1, signed), i2c (2, unsigned), i2s (2, signed). */
void jit_regs_narrow(JitRegs *r, int size, bool sign, int d)
{
	int reg = own_reg(r, d - 1, 4), src = reg;

	if (size == 1 && r->a->mode == JIT_X86_32 && reg >= 4) {
		/* no byte register here: through AL */
		jit_x86_mov_rr(r->a, 4, JIT_RAX, reg);
		src = JIT_RAX;
	}
	jit_x86_movx_rr(r->a, 4, size, sign, reg, src);
	r->slot[d - 1].w = 4;
}

/* i2l: the int at d-1 becomes the long at d-1. */
void jit_regs_i2l(JitRegs *r, int d)
{
	JitVsSlot *s = &r->slot[d - 1];
	int src = read_reg(r, d - 1), dst;

	if (s->kind == JIT_VS_CONST) {
		jit_regs_push_const(r, d - 1, 8, (int32_t)s->v);
		return;
	}
	if (r->xmm8) {
		i2l_xmm(r, d);
		return;
	}
	dst = s->kind == JIT_VS_REG ? s->reg : alloc_reg(r);
	if (src != JIT_NOREG)
		jit_x86_movx_rr(r->a, 8, 4, true, dst, src);
	else
		jit_x86_movx_rm(r->a, 8, 4, true, dst, where(r, d - 1));
	set_reg(r, d - 1, dst, 8);
	r->slot[d].kind = JIT_VS_MEM;
	r->slot[d].from1 = 0;
}

/* l2i: the long at d-2 becomes the int at d-2 (zero-extended in its
 * register, as every int entry). */
void jit_regs_l2i(JitRegs *r, int d)
{
	JitVsSlot *s = &r->slot[d - 2];
	int reg;

	if (s->kind == JIT_VS_CONST) {
		jit_regs_push_const(r, d - 2, 4, (int32_t)s->v);
		return;
	}
	if (r->xmm8) {
		l2i_xmm(r, d);
		return;
	}
	reg = own_reg(r, d - 2, 8);
	jit_x86_mov_rr(r->a, 4, reg, reg);
	s->w = 4;
}

/* lcmp: -1, 0 or 1 for the longs at d-4 and d-2, an int at d-4. */
void jit_regs_lcmp(JitRegs *r, int d)
{
	JitAsm *a = r->a;
	int x = d - 4, y = d - 2, rx = read_reg(r, x), ry, dst;

	if (rx == JIT_NOREG) {
		rx = JIT_RAX;
		load_into(r, x, rx, 8);
	}
	ry = read_reg(r, y);
	if (r->slot[y].kind == JIT_VS_CONST && fits32(r->slot[y].v))
		jit_x86_alu_ri(a, JIT_CMP, 8, rx, (int32_t)r->slot[y].v);
	else if (ry != JIT_NOREG)
		jit_x86_alu_rr(a, JIT_CMP, 8, rx, ry);
	else if (r->slot[y].kind == JIT_VS_CONST) {
		load_into(r, y, JIT_RCX, 8);
		jit_x86_alu_rr(a, JIT_CMP, 8, rx, JIT_RCX);
	} else
		jit_x86_alu_rm(a, JIT_CMP, 8, rx, where(r, y));
	pop(r, y);
	pop(r, x);
	jit_x86_setcc(a, JIT_CC_G, JIT_RAX);
	jit_x86_setcc(a, JIT_CC_L, JIT_RCX);
	jit_x86_alu_rr(a, JIT_SUB, 1, JIT_RAX, JIT_RCX);
	dst = alloc_reg(r);
	jit_x86_movx_rr(a, 4, 1, true, dst, JIT_RAX);
	set_reg(r, x, dst, 4);
}

/* ---------------------------------------------------------- stack shuffles */

void jit_regs_pop(JitRegs *r, int d)
{
	pop(r, d - 1);
}

/* dup of the one-slot value at d-1. */
void jit_regs_dup(JitRegs *r, int d)
{
	JitVsSlot *s = &r->slot[d - 1];

	if (s->kind == JIT_VS_MEM || s->kind == JIT_VS_REG) {
		int reg = alloc_reg(r);
		int w = s->kind == JIT_VS_REG ? s->w : r->ps;
		load_into(r, d - 1, reg, w);
		set_reg(r, d, reg, w);
		return;
	}
	r->slot[d] = *s;
}

void jit_regs_swap(JitRegs *r, int d)
{
	exchange(r, d - 2, d - 1, r->ps);
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
			jit_x86_mov_ri(a, 4, JIT_RAX, (int32_t)r->slot[x].v);
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
		exchange(r, x, y, w);
		cc = swapped[cc];
	}
	rx = read_reg(r, x);
	if (rx == JIT_NOREG && r->slot[y].kind == JIT_VS_CONST && r->slot[x].kind != JIT_VS_CONST) {
		jit_x86_alu_mi(a, JIT_CMP, w, where(r, x), (int32_t)r->slot[y].v);
	} else {
		if (rx == JIT_NOREG) {
			rx = JIT_RAX;
			load_into(r, x, rx, w);
		}
		ry = read_reg(r, y);
		if (r->slot[y].kind == JIT_VS_CONST)
			jit_x86_alu_ri(a, JIT_CMP, w, rx, (int32_t)r->slot[y].v);
		else if (ry != JIT_NOREG)
			jit_x86_alu_rr(a, JIT_CMP, w, rx, ry);
		else
			jit_x86_alu_rm(a, JIT_CMP, w, rx, where(r, y));
	}
	pop(r, y);
	pop(r, x);
	return cc;
}

/* The value of slot vs into reg (w bytes), popped. */
void jit_regs_take(JitRegs *r, int vs, int reg, int w)
{
	load_into(r, vs, reg, w);
	pop(r, vs);
}

/* ---------------------------------------------------------- operands of checked accesses */

/* Where the operand at slot d of a checked access is: its register (REG
 * or pinned) when it holds the value as w bytes, else JIT_NOREG, with
 * *is_const and *k saying whether it is a constant and which
 * (jit_regs_value then puts any of them in a register).  w: the width
 * the caller uses (4: an int index). */
int jit_regs_operand(const JitRegs *r, int d, int w, bool *is_const, int64_t *k)
{
	const JitVsSlot *s = &r->slot[d];

	*is_const = s->kind == JIT_VS_CONST;
	*k = s->v;
	/* an int in a register holding 8 bytes may have junk above bit 31 */
	if (s->kind == JIT_VS_REG && s->w != w)
		return JIT_NOREG;
	return read_reg(r, d);
}

void jit_regs_set_reg(JitRegs *r, int d, int reg, int w)
{
	set_reg(r, d, reg, w);
	if (pool_index(r, reg) >= 0)
		r->busy |= (uint16_t)(1u << pool_index(r, reg));
}

void jit_regs_forget(JitRegs *r, int d)
{
	pop(r, d);
}
