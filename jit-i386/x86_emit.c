/*
 * x86_emit.c -- the x86 encoder behind x86_emit.h, one code path for
 * IA-32 and x86-64.
 *
 * Nearly every instruction here is an instance of one shape, built by
 * emit_op():
 *
 *   [66|F2|F3] [REX] opcode(1-3 bytes) ModRM [SIB] [disp8|disp32] [imm]
 *
 *   REX    = 0100 W R X B     W: 64-bit operand; R, X, B: bit 3 of the
 *                             ModRM reg field, the SIB index, the ModRM
 *                             rm / SIB base register
 *   ModRM  = mod(2) reg(3) rm(3)   mod 11: rm is a register
 *   SIB    = scale(2) index(3) base(3)
 *
 * The two targets differ only in what emit_op accepts: in 32-bit mode
 * any operand that would need a REX bit (W, registers 8..15, byte
 * registers 4..7, which mean AH..BH there) is JIT_EMIT_BADOP, and an
 * absolute address is mod 00 rm 101; in 64-bit mode that form is
 * RIP-relative, so absolute addresses take the SIB "no base, no index"
 * form instead.  Everything else (which ModRM/SIB form, disp8 or disp32,
 * the special cases of xSP and xBP as base) is common.
 */
#include "config.h"

#include <string.h>

#include "x86_emit.h"

/* emit_op flags */
#define F_W     0x1u   /* REX.W: 64-bit operand size */
#define F_BREG  0x2u   /* the ModRM reg field names a byte register */
#define F_BRM   0x4u   /* the ModRM rm field names a byte register */

void jit_x86_init(JitAsm *a, JitMode mode, uint8_t *buf, size_t cap, uintptr_t base)
{
	a->mode = mode;
	a->buf = buf;
	a->len = 0;
	a->cap = cap;
	a->base = base;
	a->err = JIT_EMIT_OK;
}

static void fail(JitAsm *a, JitEmitErr e)
{
	if (a->err == JIT_EMIT_OK)
		a->err = e;
}

/* Room for n more bytes?  Records JIT_EMIT_FULL otherwise. */
static bool room(JitAsm *a, size_t n)
{
	if (a->err != JIT_EMIT_OK)
		return false;
	if (a->cap - a->len < n) {
		fail(a, JIT_EMIT_FULL);
		return false;
	}
	return true;
}

static void put8(JitAsm *a, unsigned v)
{
	if (room(a, 1))
		a->buf[a->len++] = (uint8_t)v;
}

static void put16(JitAsm *a, unsigned v)
{
	put8(a, v & 0xff);
	put8(a, (v >> 8) & 0xff);
}

static void put32(JitAsm *a, uint32_t v)
{
	int i;
	for (i = 0; i < 4; i++)
		put8(a, (v >> (8 * i)) & 0xff);
}

static void put64(JitAsm *a, uint64_t v)
{
	put32(a, (uint32_t)v);
	put32(a, (uint32_t)(v >> 32));
}

static uint32_t get32_at(const JitAsm *a, size_t off)
{
	uint32_t v;
	memcpy(&v, a->buf + off, 4);   /* x86 only: little-endian host */
	return v;
}

static void put32_at(JitAsm *a, size_t off, uint32_t v)
{
	memcpy(a->buf + off, &v, 4);
}

static bool fits8(int64_t v) { return v >= -128 && v <= 127; }
static bool fits32(int64_t v) { return v >= INT32_MIN && v <= INT32_MAX; }

/* A register number valid on this target (GPR or XMM: same range). */
static bool reg_ok(const JitAsm *a, int r)
{
	return r >= 0 && r < (a->mode == JIT_X86_64 ? 16 : 8);
}

/* Flags and legacy prefix for an integer operand of w bytes (2, 4, 8);
 * false (and BADOP) for a width the target lacks. */
static bool width(JitAsm *a, int w, unsigned *flags, uint8_t *pfx)
{
	*flags = 0;
	*pfx = 0;
	switch (w) {
	case 2: *pfx = 0x66; return true;
	case 4: return true;
	case 8:
		if (a->mode == JIT_X86_64) {
			*flags = F_W;
			return true;
		}
		break;
	default: break;
	}
	fail(a, JIT_EMIT_BADOP);
	return false;
}

/*
 * Emit prefix, REX, opcode, ModRM and what follows it.  reg is the ModRM
 * reg field: a register, or an opcode extension digit 0..7.  The rm
 * operand is the register rm when m is NULL, else the memory operand *m.
 * opcode holds oplen bytes, most significant first.
 */
static void emit_op(JitAsm *a, unsigned flags, uint8_t pfx, uint32_t opcode, int oplen,
		    int reg, int rm, const JitMem *m)
{
	unsigned rex = 0;
	bool force_rex = false;
	int i;

	if (a->err != JIT_EMIT_OK)
		return;
	if (!reg_ok(a, reg))
		goto bad;
	if (flags & F_W)
		rex |= 0x8;
	if (reg & 8)
		rex |= 0x4;
	if ((flags & F_BREG) && reg >= 4 && reg < 8)
		force_rex = true;
	if (m) {
		if (m->base != JIT_NOREG) {
			if (!reg_ok(a, m->base))
				goto bad;
			if (m->base & 8)
				rex |= 0x1;
		}
		if (m->index != JIT_NOREG) {
			if (!reg_ok(a, m->index) || m->index == JIT_RSP)
				goto bad;
			if (m->index & 8)
				rex |= 0x2;
			if (m->scale != 1 && m->scale != 2 && m->scale != 4 && m->scale != 8)
				goto bad;
		}
	} else {
		if (!reg_ok(a, rm))
			goto bad;
		if (rm & 8)
			rex |= 0x1;
		if ((flags & F_BRM) && rm >= 4 && rm < 8)
			force_rex = true;
	}
	if (a->mode == JIT_X86_32 && (rex || force_rex))
		goto bad;

	if (pfx)
		put8(a, pfx);
	if (rex || force_rex)
		put8(a, 0x40 | rex);
	for (i = oplen - 1; i >= 0; i--)
		put8(a, (opcode >> (8 * i)) & 0xff);

	if (!m) {
		put8(a, 0xc0 | (reg & 7) << 3 | (rm & 7));
		return;
	}
	if (m->base == JIT_NOREG) {
		/* No base: disp32 absolute, with an index or not. */
		if (m->index == JIT_NOREG && a->mode == JIT_X86_32) {
			put8(a, 0x05 | (reg & 7) << 3);
		} else {
			unsigned ss = m->index == JIT_NOREG ? 0 : (unsigned)__builtin_ctz(m->scale);
			unsigned ix = m->index == JIT_NOREG ? 4 : (unsigned)(m->index & 7);
			put8(a, 0x04 | (reg & 7) << 3);
			put8(a, ss << 6 | ix << 3 | 5);
		}
		put32(a, (uint32_t)m->disp);
		return;
	}
	{
		/* mod 00 with base xBP/R13 means "no base": those take disp8 0. */
		unsigned mod = m->disp == 0 && (m->base & 7) != 5 ? 0 : fits8(m->disp) ? 1 : 2;
		if (m->index == JIT_NOREG && (m->base & 7) != 4) {
			put8(a, mod << 6 | (reg & 7) << 3 | (m->base & 7));
		} else {
			/* xSP/R12 as base, or any index: SIB (index 100 = none). */
			unsigned ss = m->index == JIT_NOREG ? 0 : (unsigned)__builtin_ctz(m->scale);
			unsigned ix = m->index == JIT_NOREG ? 4 : (unsigned)(m->index & 7);
			put8(a, mod << 6 | (reg & 7) << 3 | 4);
			put8(a, ss << 6 | ix << 3 | (m->base & 7));
		}
		if (mod == 1)
			put8(a, (uint8_t)m->disp);
		else if (mod == 2)
			put32(a, (uint32_t)m->disp);
	}
	return;
bad:
	fail(a, JIT_EMIT_BADOP);
}

/* The immediate of an ALU/test/mov instruction of w bytes (imm8 handled
 * by the callers that have a sign-extended form). */
static void put_imm(JitAsm *a, int w, int32_t imm)
{
	if (w == 1)
		put8(a, (uint8_t)imm);
	else if (w == 2)
		put16(a, (uint16_t)imm);
	else
		put32(a, (uint32_t)imm);
}

/* ---------------------------------------------------------- data moves */

void jit_x86_mov_rr(JitAsm *a, int w, int dst, int src)
{
	unsigned f;
	uint8_t p;

	if (w == 1) {
		emit_op(a, F_BREG | F_BRM, 0, 0x88, 1, src, dst, NULL);
		return;
	}
	if (width(a, w, &f, &p))
		emit_op(a, f, p, 0x89, 1, src, dst, NULL);
}

void jit_x86_mov_ri(JitAsm *a, int w, int dst, int64_t imm)
{
	if (a->err != JIT_EMIT_OK)
		return;
	if (!reg_ok(a, dst) || (w != 4 && w != 8) || (w == 8 && a->mode != JIT_X86_64) ||
	    (w == 4 && !fits32(imm) && (imm < 0 || imm > (int64_t)UINT32_MAX))) {
		fail(a, JIT_EMIT_BADOP);
		return;
	}
	if (w == 8 && fits32(imm)) {
		/* REX.W C7 /0 id: sign-extended 32-bit immediate. */
		emit_op(a, F_W, 0, 0xc7, 1, 0, dst, NULL);
		put32(a, (uint32_t)imm);
		return;
	}
	/* B8+r: id, or io with REX.W (movabs). */
	if (w == 8 || dst >= 8)
		put8(a, 0x40 | (w == 8 ? 0x8 : 0) | (dst >= 8 ? 0x1 : 0));
	put8(a, 0xb8 | (dst & 7));
	if (w == 8)
		put64(a, (uint64_t)imm);
	else
		put32(a, (uint32_t)imm);
}

void jit_x86_mov_rm(JitAsm *a, int w, int dst, JitMem m)
{
	unsigned f;
	uint8_t p;

	if (w == 1) {
		emit_op(a, F_BREG, 0, 0x8a, 1, dst, 0, &m);
		return;
	}
	if (width(a, w, &f, &p))
		emit_op(a, f, p, 0x8b, 1, dst, 0, &m);
}

void jit_x86_mov_r_fs(JitAsm *a, int dst, int32_t disp)
{
	if (a->mode != JIT_X86_64) {
		fail(a, JIT_EMIT_BADOP);
		return;
	}
	put8(a, 0x64);                 /* FS: a legacy prefix, before REX */
	jit_x86_mov_rm(a, 8, dst, jit_mem_abs(disp));
}

void jit_x86_mov_mr(JitAsm *a, int w, JitMem m, int src)
{
	unsigned f;
	uint8_t p;

	if (w == 1) {
		emit_op(a, F_BREG, 0, 0x88, 1, src, 0, &m);
		return;
	}
	if (width(a, w, &f, &p))
		emit_op(a, f, p, 0x89, 1, src, 0, &m);
}

void jit_x86_mov_mi(JitAsm *a, int w, JitMem m, int32_t imm)
{
	unsigned f;
	uint8_t p;

	if (w == 1) {
		emit_op(a, 0, 0, 0xc6, 1, 0, 0, &m);
		put8(a, (uint8_t)imm);
		return;
	}
	if (width(a, w, &f, &p)) {
		emit_op(a, f, p, 0xc7, 1, 0, 0, &m);
		put_imm(a, w, imm);
	}
}

/* movzx/movsx/movsxd: the opcode for a sw-byte source. */
static bool movx_op(JitAsm *a, int dw, int sw, bool sign, unsigned *f, uint32_t *op, int *oplen)
{
	uint8_t p;

	if ((dw != 4 && dw != 8) || !width(a, dw, f, &p)) {
		fail(a, JIT_EMIT_BADOP);
		return false;
	}
	*oplen = 2;
	if (sw == 1) {
		*op = sign ? 0x0fbe : 0x0fb6;
	} else if (sw == 2) {
		*op = sign ? 0x0fbf : 0x0fb7;
	} else if (sw == 4 && sign && dw == 8) {
		*op = 0x63;    /* movsxd, x86-64 only (width() refused 8 on IA-32) */
		*oplen = 1;
	} else {
		fail(a, JIT_EMIT_BADOP);
		return false;
	}
	return true;
}

void jit_x86_movx_rr(JitAsm *a, int dw, int sw, bool sign, int dst, int src)
{
	unsigned f;
	uint32_t op;
	int n;

	if (movx_op(a, dw, sw, sign, &f, &op, &n))
		emit_op(a, f | (sw == 1 ? F_BRM : 0), 0, op, n, dst, src, NULL);
}

void jit_x86_movx_rm(JitAsm *a, int dw, int sw, bool sign, int dst, JitMem m)
{
	unsigned f;
	uint32_t op;
	int n;

	if (movx_op(a, dw, sw, sign, &f, &op, &n))
		emit_op(a, f, 0, op, n, dst, 0, &m);
}

void jit_x86_lea(JitAsm *a, int w, int dst, JitMem m)
{
	unsigned f;
	uint8_t p;

	if (w != 2 && width(a, w, &f, &p))
		emit_op(a, f, p, 0x8d, 1, dst, 0, &m);
	else
		fail(a, JIT_EMIT_BADOP);
}

void jit_x86_cmov(JitAsm *a, JitCond cc, int w, int dst, int src)
{
	unsigned f;
	uint8_t p;

	if (width(a, w, &f, &p))
		emit_op(a, f, p, 0x0f40u | (unsigned)cc, 2, dst, src, NULL);
}

void jit_x86_setcc(JitAsm *a, JitCond cc, int dst8)
{
	emit_op(a, F_BRM, 0, 0x0f90u | (unsigned)cc, 2, 0, dst8, NULL);
}

/* push/pop r: 50+r / 58+r, REX.B for R8..R15 (the operand is the
 * target's word: 32 or 64 bits, no REX.W). */
static void pushpop(JitAsm *a, unsigned op, int r)
{
	if (!reg_ok(a, r)) {
		fail(a, JIT_EMIT_BADOP);
		return;
	}
	if (r >= 8)
		put8(a, 0x41);
	put8(a, op | (r & 7));
}

void jit_x86_push_r(JitAsm *a, int r) { pushpop(a, 0x50, r); }
void jit_x86_pop_r(JitAsm *a, int r) { pushpop(a, 0x58, r); }

void jit_x86_push_i(JitAsm *a, int32_t imm)
{
	if (fits8(imm)) {
		put8(a, 0x6a);
		put8(a, (uint8_t)imm);
	} else {
		put8(a, 0x68);
		put32(a, (uint32_t)imm);
	}
}

void jit_x86_push_m(JitAsm *a, JitMem m)
{
	emit_op(a, 0, 0, 0xff, 1, 6, 0, &m);
}

/* ---------------------------------------------------------- arithmetic */

/* Group 1 with an immediate (80/81/83 /op), register or memory. */
static void group1_imm(JitAsm *a, JitAlu op, int w, int r, const JitMem *m, int32_t imm)
{
	unsigned f;
	uint8_t p;

	if (w == 1) {
		emit_op(a, F_BRM, 0, 0x80, 1, (int)op, r, m);
		put8(a, (uint8_t)imm);
		return;
	}
	if (!width(a, w, &f, &p))
		return;
	if (fits8(imm)) {
		emit_op(a, f, p, 0x83, 1, (int)op, r, m);
		put8(a, (uint8_t)imm);
	} else {
		emit_op(a, f, p, 0x81, 1, (int)op, r, m);
		put_imm(a, w, imm);
	}
}

/* op r/m, r (base opcode op*8 + 0|1) or op r, r/m (op*8 + 2|3). */
static void group1_reg(JitAsm *a, JitAlu op, int w, bool to_reg, int reg, int rm, const JitMem *m)
{
	unsigned f;
	uint8_t p;
	unsigned code = (unsigned)op << 3 | (to_reg ? 2u : 0u);

	if (w == 1) {
		emit_op(a, F_BREG | F_BRM, 0, code, 1, reg, rm, m);
		return;
	}
	if (width(a, w, &f, &p))
		emit_op(a, f, p, code | 1, 1, reg, rm, m);
}

void jit_x86_alu_rr(JitAsm *a, JitAlu op, int w, int dst, int src)
{
	group1_reg(a, op, w, false, src, dst, NULL);
}

void jit_x86_alu_ri(JitAsm *a, JitAlu op, int w, int dst, int32_t imm)
{
	group1_imm(a, op, w, dst, NULL, imm);
}

void jit_x86_alu_rm(JitAsm *a, JitAlu op, int w, int dst, JitMem m)
{
	group1_reg(a, op, w, true, dst, 0, &m);
}

void jit_x86_alu_mr(JitAsm *a, JitAlu op, int w, JitMem m, int src)
{
	group1_reg(a, op, w, false, src, 0, &m);
}

void jit_x86_alu_mi(JitAsm *a, JitAlu op, int w, JitMem m, int32_t imm)
{
	group1_imm(a, op, w, 0, &m, imm);
}

void jit_x86_test_rr(JitAsm *a, int w, int r1, int r2)
{
	unsigned f;
	uint8_t p;

	if (w == 1)
		emit_op(a, F_BREG | F_BRM, 0, 0x84, 1, r2, r1, NULL);
	else if (width(a, w, &f, &p))
		emit_op(a, f, p, 0x85, 1, r2, r1, NULL);
}

static void test_imm(JitAsm *a, int w, int r, const JitMem *m, int32_t imm)
{
	unsigned f;
	uint8_t p;

	if (w == 1) {
		emit_op(a, F_BRM, 0, 0xf6, 1, 0, r, m);
		put8(a, (uint8_t)imm);
	} else if (width(a, w, &f, &p)) {
		emit_op(a, f, p, 0xf7, 1, 0, r, m);
		put_imm(a, w, imm);
	}
}

void jit_x86_test_ri(JitAsm *a, int w, int r, int32_t imm) { test_imm(a, w, r, NULL, imm); }
void jit_x86_test_mi(JitAsm *a, int w, JitMem m, int32_t imm) { test_imm(a, w, 0, &m, imm); }

void jit_x86_imul_rr(JitAsm *a, int w, int dst, int src)
{
	unsigned f;
	uint8_t p;

	if (width(a, w, &f, &p))
		emit_op(a, f, p, 0x0faf, 2, dst, src, NULL);
}

void jit_x86_imul_rm(JitAsm *a, int w, int dst, JitMem m)
{
	unsigned f;
	uint8_t p;

	if (width(a, w, &f, &p))
		emit_op(a, f, p, 0x0faf, 2, dst, 0, &m);
}

void jit_x86_imul_rri(JitAsm *a, int w, int dst, int src, int32_t imm)
{
	unsigned f;
	uint8_t p;

	if (!width(a, w, &f, &p))
		return;
	if (fits8(imm)) {
		emit_op(a, f, p, 0x6b, 1, dst, src, NULL);
		put8(a, (uint8_t)imm);
	} else {
		emit_op(a, f, p, 0x69, 1, dst, src, NULL);
		put_imm(a, w, imm);
	}
}

void jit_x86_unary(JitAsm *a, JitUnary op, int w, int r)
{
	unsigned f;
	uint8_t p;

	if (w == 1)
		emit_op(a, F_BRM, 0, 0xf6, 1, (int)op, r, NULL);
	else if (width(a, w, &f, &p))
		emit_op(a, f, p, 0xf7, 1, (int)op, r, NULL);
}

void jit_x86_unary_m(JitAsm *a, JitUnary op, int w, JitMem m)
{
	unsigned f;
	uint8_t p;

	if (w == 1)
		emit_op(a, 0, 0, 0xf6, 1, (int)op, 0, &m);
	else if (width(a, w, &f, &p))
		emit_op(a, f, p, 0xf7, 1, (int)op, 0, &m);
}

void jit_x86_cdq(JitAsm *a, int w)
{
	if (w == 4) {
		put8(a, 0x99);
	} else if (w == 8 && a->mode == JIT_X86_64) {
		put8(a, 0x48);
		put8(a, 0x99);
	} else {
		fail(a, JIT_EMIT_BADOP);
	}
}

void jit_x86_incdec(JitAsm *a, bool dec, int w, int r)
{
	unsigned f;
	uint8_t p;

	/* FE/FF /0 /1 on both targets (40+r is REX in 64-bit mode). */
	if (w == 1)
		emit_op(a, F_BRM, 0, 0xfe, 1, dec ? 1 : 0, r, NULL);
	else if (width(a, w, &f, &p))
		emit_op(a, f, p, 0xff, 1, dec ? 1 : 0, r, NULL);
}

void jit_x86_shift_ri(JitAsm *a, JitShift op, int w, int r, uint8_t count)
{
	unsigned f = 0, bf = 0;
	uint8_t p = 0;

	if (w == 1)
		bf = F_BRM;
	else if (!width(a, w, &f, &p))
		return;
	if (count == 1) {
		emit_op(a, f | bf, p, w == 1 ? 0xd0 : 0xd1, 1, (int)op, r, NULL);
	} else {
		emit_op(a, f | bf, p, w == 1 ? 0xc0 : 0xc1, 1, (int)op, r, NULL);
		put8(a, count);
	}
}

void jit_x86_shift_rcl(JitAsm *a, JitShift op, int w, int r)
{
	unsigned f;
	uint8_t p;

	if (w == 1)
		emit_op(a, F_BRM, 0, 0xd2, 1, (int)op, r, NULL);
	else if (width(a, w, &f, &p))
		emit_op(a, f, p, 0xd3, 1, (int)op, r, NULL);
}

void jit_x86_shxd_ri(JitAsm *a, bool left, int w, int dst, int src, uint8_t count)
{
	unsigned f;
	uint8_t p;

	if (width(a, w, &f, &p)) {
		emit_op(a, f, p, left ? 0x0fa4 : 0x0fac, 2, src, dst, NULL);
		put8(a, count);
	}
}

void jit_x86_shxd_rcl(JitAsm *a, bool left, int w, int dst, int src)
{
	unsigned f;
	uint8_t p;

	if (width(a, w, &f, &p))
		emit_op(a, f, p, left ? 0x0fa5 : 0x0fad, 2, src, dst, NULL);
}

/* ---------------------------------------------------------- control */

/* Append a rel32 field that refers to label l (position after the field
 * is the branch origin). */
static void rel32_to(JitAsm *a, JitLabel *l)
{
	if (!room(a, 4))
		return;
	if (l->pos >= 0) {
		put32(a, (uint32_t)(l->pos - (int32_t)(a->len + 4)));
	} else {
		int32_t at = (int32_t)a->len;
		put32(a, (uint32_t)l->chain);
		l->chain = at;
	}
}

void jit_x86_bind(JitAsm *a, JitLabel *l)
{
	int32_t f;

	if (a->err != JIT_EMIT_OK || l->pos >= 0)
		return;
	l->pos = (int32_t)a->len;
	for (f = l->chain; f >= 0; ) {
		int32_t next = (int32_t)get32_at(a, (size_t)f);
		put32_at(a, (size_t)f, (uint32_t)(l->pos - (f + 4)));
		f = next;
	}
	l->chain = -1;
}

void jit_x86_jmp(JitAsm *a, JitLabel *l)
{
	if (l->pos >= 0 && fits8(l->pos - (int64_t)(a->len + 2))) {
		put8(a, 0xeb);
		put8(a, (uint8_t)(l->pos - (int32_t)(a->len + 1)));
		return;
	}
	put8(a, 0xe9);
	rel32_to(a, l);
}

void jit_x86_jcc(JitAsm *a, JitCond cc, JitLabel *l)
{
	if (l->pos >= 0 && fits8(l->pos - (int64_t)(a->len + 2))) {
		put8(a, 0x70 | (unsigned)cc);
		put8(a, (uint8_t)(l->pos - (int32_t)(a->len + 1)));
		return;
	}
	put8(a, 0x0f);
	put8(a, 0x80 | (unsigned)cc);
	rel32_to(a, l);
}

void jit_x86_call_label(JitAsm *a, JitLabel *l)
{
	put8(a, 0xe8);
	rel32_to(a, l);
}

/* rel32 from the end of a 5-byte call/jmp emitted at the current position. */
static int64_t rel_from_here(const JitAsm *a, uintptr_t target)
{
	uint64_t from = (uint64_t)a->base + a->len + 5;

	if (a->mode == JIT_X86_32)
		return (int32_t)(uint32_t)((uint64_t)target - from);   /* wraps mod 2^32 */
	return (int64_t)((uint64_t)target - from);
}

bool jit_x86_rel32_reaches(const JitAsm *a, uintptr_t target)
{
	return fits32(rel_from_here(a, target));
}

static void branch_abs(JitAsm *a, unsigned op, uintptr_t target)
{
	int64_t rel = rel_from_here(a, target);

	if (!fits32(rel)) {
		fail(a, JIT_EMIT_BADOP);
		return;
	}
	put8(a, op);
	put32(a, (uint32_t)rel);
}

void jit_x86_call_abs(JitAsm *a, uintptr_t target) { branch_abs(a, 0xe8, target); }
void jit_x86_jmp_abs(JitAsm *a, uintptr_t target) { branch_abs(a, 0xe9, target); }
void jit_x86_call_r(JitAsm *a, int r) { emit_op(a, 0, 0, 0xff, 1, 2, r, NULL); }
void jit_x86_call_m(JitAsm *a, JitMem m) { emit_op(a, 0, 0, 0xff, 1, 2, 0, &m); }
void jit_x86_jmp_r(JitAsm *a, int r) { emit_op(a, 0, 0, 0xff, 1, 4, r, NULL); }
void jit_x86_jmp_m(JitAsm *a, JitMem m) { emit_op(a, 0, 0, 0xff, 1, 4, 0, &m); }
static void far_branch(JitAsm *a, bool call, uintptr_t target, int scratch)
{
	if (jit_x86_rel32_reaches(a, target)) {
		branch_abs(a, call ? 0xe8 : 0xe9, target);
		return;
	}
	jit_x86_mov_ri(a, 8, scratch, (int64_t)target);
	if (call)
		jit_x86_call_r(a, scratch);
	else
		jit_x86_jmp_r(a, scratch);
}

void jit_x86_call_far(JitAsm *a, uintptr_t target, int scratch) { far_branch(a, true, target, scratch); }
void jit_x86_jmp_far(JitAsm *a, uintptr_t target, int scratch) { far_branch(a, false, target, scratch); }

void jit_x86_ret(JitAsm *a) { put8(a, 0xc3); }

void jit_x86_ret_imm(JitAsm *a, uint16_t pop_bytes)
{
	put8(a, 0xc2);
	put16(a, pop_bytes);
}

void jit_x86_nop(JitAsm *a) { put8(a, 0x90); }
void jit_x86_int3(JitAsm *a) { put8(a, 0xcc); }

void jit_x86_ud2(JitAsm *a)
{
	put8(a, 0x0f);
	put8(a, 0x0b);
}

void jit_x86_xchg_mr(JitAsm *a, int w, JitMem m, int r)
{
	unsigned f;
	uint8_t p;

	if (w == 1)
		emit_op(a, F_BREG, 0, 0x86, 1, r, 0, &m);
	else if (width(a, w, &f, &p))
		emit_op(a, f, p, 0x87, 1, r, 0, &m);
}

/* lock cmpxchg [m], r and lock xadd [m], r (w 4 or 8): the lock prefix
 * goes before the REX byte emit_op writes. */
static void locked_0f(JitAsm *a, uint8_t op, int w, JitMem m, int r)
{
	unsigned f;
	uint8_t p;

	if (w == 2) {
		fail(a, JIT_EMIT_BADOP);
		return;
	}
	if (!width(a, w, &f, &p))
		return;
	if (a->err == JIT_EMIT_OK)
		put8(a, 0xf0);
	emit_op(a, f, p, 0x0f00u | op, 2, r, 0, &m);
}

void jit_x86_lock_cmpxchg_mr(JitAsm *a, int w, JitMem m, int r) { locked_0f(a, 0xb1, w, m, r); }
void jit_x86_lock_xadd_mr(JitAsm *a, int w, JitMem m, int r) { locked_0f(a, 0xc1, w, m, r); }

void jit_x86_lock_cmpxchg8b_m(JitAsm *a, JitMem m)
{
	if (a->err == JIT_EMIT_OK)
		put8(a, 0xf0);
	emit_op(a, 0, 0, 0x0fc7, 2, 1, 0, &m);      /* 0F C7 /1 */
}

void jit_x86_mfence(JitAsm *a)
{
	put8(a, 0x0f);
	put8(a, 0xae);
	put8(a, 0xf0);
}

/* ---------------------------------------------------------- SSE2 */

static uint8_t sprefix(bool dbl) { return dbl ? 0xf2 : 0xf3; }

void jit_x86_movs_rr(JitAsm *a, bool dbl, int dst, int src)
{
	emit_op(a, 0, sprefix(dbl), 0x0f10, 2, dst, src, NULL);
}

void jit_x86_movs_rm(JitAsm *a, bool dbl, int dst, JitMem m)
{
	emit_op(a, 0, sprefix(dbl), 0x0f10, 2, dst, 0, &m);
}

void jit_x86_movs_mr(JitAsm *a, bool dbl, JitMem m, int src)
{
	emit_op(a, 0, sprefix(dbl), 0x0f11, 2, src, 0, &m);
}

void jit_x86_sse_rr(JitAsm *a, JitSse op, bool dbl, int dst, int src)
{
	emit_op(a, 0, sprefix(dbl), 0x0f00u | (unsigned)op, 2, dst, src, NULL);
}

void jit_x86_sse_rm(JitAsm *a, JitSse op, bool dbl, int dst, JitMem m)
{
	emit_op(a, 0, sprefix(dbl), 0x0f00u | (unsigned)op, 2, dst, 0, &m);
}

void jit_x86_cvtsi2s(JitAsm *a, bool dbl, int iw, int xmm, int r)
{
	unsigned f;
	uint8_t p;

	if (iw != 2 && width(a, iw, &f, &p))
		emit_op(a, f, sprefix(dbl), 0x0f2a, 2, xmm, r, NULL);
	else
		fail(a, JIT_EMIT_BADOP);
}

void jit_x86_cvtts2si(JitAsm *a, bool dbl, int iw, int r, int xmm)
{
	unsigned f;
	uint8_t p;

	if (iw != 2 && width(a, iw, &f, &p))
		emit_op(a, f, sprefix(dbl), 0x0f2c, 2, r, xmm, NULL);
	else
		fail(a, JIT_EMIT_BADOP);
}

void jit_x86_cvts2s(JitAsm *a, bool to_dbl, int dst, int src)
{
	/* cvtss2sd is F3 0F 5A, cvtsd2ss F2 0F 5A: the source's prefix. */
	emit_op(a, 0, sprefix(!to_dbl), 0x0f5a, 2, dst, src, NULL);
}

void jit_x86_ucomis(JitAsm *a, bool dbl, int x, int y)
{
	emit_op(a, 0, dbl ? 0x66 : 0, 0x0f2e, 2, x, y, NULL);
}

void jit_x86_xorp(JitAsm *a, bool dbl, int dst, int src)
{
	emit_op(a, 0, dbl ? 0x66 : 0, 0x0f57, 2, dst, src, NULL);
}

void jit_x86_pint_rr(JitAsm *a, JitPInt op, int dst, int src)
{
	emit_op(a, 0, 0x66, 0x0f00u | (unsigned)op, 2, dst, src, NULL);
}

void jit_x86_pcmpeqd_rr(JitAsm *a, int dst, int src)
{
	emit_op(a, 0, 0x66, 0x0f76, 2, dst, src, NULL);
}

void jit_x86_psrlq_ri(JitAsm *a, int xmm, uint8_t count)
{
	emit_op(a, 0, 0x66, 0x0f73, 2, 2, xmm, NULL);    /* 66 0F 73 /2 ib */
	put8(a, count);
}

void jit_x86_movd_xr(JitAsm *a, int w, int xmm, int r)
{
	unsigned f;
	uint8_t p;

	if (w != 2 && width(a, w, &f, &p))
		emit_op(a, f, 0x66, 0x0f6e, 2, xmm, r, NULL);
	else
		fail(a, JIT_EMIT_BADOP);
}

void jit_x86_movd_rx(JitAsm *a, int w, int r, int xmm)
{
	unsigned f;
	uint8_t p;

	if (w != 2 && width(a, w, &f, &p))
		emit_op(a, f, 0x66, 0x0f7e, 2, xmm, r, NULL);
	else
		fail(a, JIT_EMIT_BADOP);
}

/* ---------------------------------------------------------- x87 */

void jit_x86_fld_m(JitAsm *a, bool dbl, JitMem m)
{
	emit_op(a, 0, 0, dbl ? 0xdd : 0xd9, 1, 0, 0, &m);
}

void jit_x86_fstp_m(JitAsm *a, bool dbl, JitMem m)
{
	emit_op(a, 0, 0, dbl ? 0xdd : 0xd9, 1, 3, 0, &m);
}
