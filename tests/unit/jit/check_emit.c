/*
 * check_emit.c -- the x86 encoder (jit-i386/x86_emit.c) against an
 * independent decoder: every form is emitted for IA-32 and for x86-64,
 * disassembled by Capstone in the matching mode, and compared with what
 * the test says the instruction is: mnemonic, operand count, and each
 * operand (register by Capstone's name for it, immediate value, memory
 * base/index/scale/displacement and access size).  The expectations are
 * written from the instruction set (Intel SDM vol. 2), never from the
 * encoder's output; Capstone must also consume exactly the bytes that
 * were emitted, as one instruction.
 *
 * Both targets are tested on any host: Capstone's 32-bit mode decodes
 * IA-32 code on an x86-64 machine.  Without Capstone (configure found no
 * libcapstone-dev, e.g. on an IA-32 cross build without the i386
 * package) the test is reported as skipped (exit status 77).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#ifndef HAVE_CAPSTONE
int main(void)
{
	printf("check_emit: skipped (configure found no Capstone; Debian: libcapstone-dev)\n");
	return 77;
}
#else

#include <check.h>
#include <capstone/capstone.h>
#include <inttypes.h>
#include <string.h>

#include "jit_internal.h"

/* ------------------------------------------------------- expectations */

typedef struct Exp {
	char kind;            /* 'r' register, 'i' immediate, 'm' memory */
	const char *reg;      /* 'r': Capstone's register name */
	int64_t imm;          /* 'i' */
	int size;             /* 'i', 'm': operand size in bytes, 0 = not checked */
	const char *base, *index;   /* 'm': register names or NULL */
	int scale;
	int64_t disp;
} Exp;

static Exp XR(const char *name)
{
	Exp e = { 'r', name, 0, 0, NULL, NULL, 0, 0 };
	return e;
}

static Exp XI(int64_t v)
{
	Exp e = { 'i', NULL, v, 0, NULL, NULL, 0, 0 };
	return e;
}

static Exp XM(int size, const char *base, const char *index, int scale, int64_t disp)
{
	Exp e = { 'm', NULL, 0, size, base, index, scale, disp };
	return e;
}

/* Register names as the SDM (and Capstone) spell them. */
static const char *const q_names[16] = {
	"rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi",
	"r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15" };
static const char *const d_names[16] = {
	"eax", "ecx", "edx", "ebx", "esp", "ebp", "esi", "edi",
	"r8d", "r9d", "r10d", "r11d", "r12d", "r13d", "r14d", "r15d" };
static const char *const w_names[16] = {
	"ax", "cx", "dx", "bx", "sp", "bp", "si", "di",
	"r8w", "r9w", "r10w", "r11w", "r12w", "r13w", "r14w", "r15w" };
static const char *const b_names[16] = {
	"al", "cl", "dl", "bl", "spl", "bpl", "sil", "dil",
	"r8b", "r9b", "r10b", "r11b", "r12b", "r13b", "r14b", "r15b" };
static const char *const x_names[16] = {
	"xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7",
	"xmm8", "xmm9", "xmm10", "xmm11", "xmm12", "xmm13", "xmm14", "xmm15" };
static const char *const cc_names[16] = {
	"o", "no", "b", "ae", "e", "ne", "be", "a", "s", "ns", "p", "np", "l", "ge", "le", "g" };

static const char *gpr(int w, int r)
{
	switch (w) {
	case 1: return b_names[r];
	case 2: return w_names[r];
	case 4: return d_names[r];
	default: return q_names[r];
	}
}

/* Address registers: the target's pointer width. */
static const char *areg(JitMode mode, int r)
{
	if (r == JIT_NOREG)
		return NULL;
	return mode == JIT_X86_64 ? q_names[r] : d_names[r];
}

static int nregs(JitMode mode) { return mode == JIT_X86_64 ? 16 : 8; }
/* Registers that have a byte form on the target (AL..BL only on IA-32). */
static int nbregs(JitMode mode) { return mode == JIT_X86_64 ? 16 : 4; }

static const JitMode modes[2] = { JIT_X86_32, JIT_X86_64 };
#define BASE_ADDR 0x10000u   /* where the tests pretend code runs */

/* ----------------------------------------------------------- checking */

static csh cs32, cs64;
static uint8_t buf[256];
static JitAsm A;

static JitAsm *start(JitMode mode)
{
	memset(buf, 0xcc, sizeof buf);
	jit_x86_init(&A, mode, buf, sizeof buf, BASE_ADDR);
	return &A;
}

static void hexdump(const JitAsm *a, char *out, size_t n)
{
	size_t i, k = 0;
	out[0] = 0;
	for (i = 0; i < a->len && k + 4 < n; i++)
		k += (size_t)snprintf(out + k, n - k, "%02x ", a->buf[i]);
}

static const char *cs_name(csh h, unsigned reg)
{
	const char *n = reg == X86_REG_INVALID ? NULL : cs_reg_name(h, reg);
	return n;
}

static bool same_name(const char *a, const char *b)
{
	if (!a || !b)
		return a == b;
	return strcmp(a, b) == 0;
}

/* Is the single instruction in A what (mn, ops) says?  Also used by the
 * tests that only need the decoded instruction (branch targets). */
static void check_(int line, const JitAsm *a, const char *mn, const Exp *ops, int n)
{
	csh h = a->mode == JIT_X86_64 ? cs64 : cs32;
	cs_insn *in = NULL;
	size_t count;
	char bytes[128], what[512];
	int i;

	hexdump(a, bytes, sizeof bytes);
	ck_assert_msg(a->err == JIT_EMIT_OK, "line %d: %s: encoder error %d", line, mn, a->err);
	ck_assert_msg(a->len > 0, "line %d: %s: nothing emitted", line, mn);
	count = cs_disasm(h, a->buf, a->len, a->base, 0, &in);
	ck_assert_msg(count == 1 && in[0].size == a->len,
		      "line %d: [%s] (%d-bit) does not decode as one instruction (%zu insns, first %u bytes)",
		      line, bytes, (int)a->mode, count, count ? in[0].size : 0);
	snprintf(what, sizeof what, "line %d, %d-bit: [%s] decodes as '%s %s', expected %s",
		 line, (int)a->mode, bytes, in[0].mnemonic, in[0].op_str, mn);
	ck_assert_msg(strcmp(in[0].mnemonic, mn) == 0, "%s", what);
	ck_assert_msg(in[0].detail->x86.op_count == n, "%s: %d operands, expected %d", what,
		      in[0].detail->x86.op_count, n);
	for (i = 0; i < n; i++) {
		const cs_x86_op *op = &in[0].detail->x86.operands[i];
		const Exp *e = &ops[i];
		switch (e->kind) {
		case 'r':
			ck_assert_msg(op->type == X86_OP_REG && same_name(cs_name(h, op->reg), e->reg),
				      "%s: operand %d is not register %s", what, i, e->reg);
			break;
		case 'i': {
			uint64_t mask = op->size >= 1 && op->size < 8 ?
				((uint64_t)1 << (8 * op->size)) - 1 : ~(uint64_t)0;
			ck_assert_msg(op->type == X86_OP_IMM, "%s: operand %d is not an immediate", what, i);
			ck_assert_msg((((uint64_t)op->imm ^ (uint64_t)e->imm) & mask) == 0,
				      "%s: operand %d is %#" PRIx64 ", expected %#" PRIx64, what, i,
				      (uint64_t)op->imm, (uint64_t)e->imm);
			break;
		}
		default:
			ck_assert_msg(op->type == X86_OP_MEM, "%s: operand %d is not memory", what, i);
			ck_assert_msg(same_name(cs_name(h, op->mem.base), e->base),
				      "%s: base %s, expected %s", what, cs_name(h, op->mem.base),
				      e->base ? e->base : "none");
			ck_assert_msg(same_name(cs_name(h, op->mem.index), e->index),
				      "%s: index %s, expected %s", what, cs_name(h, op->mem.index),
				      e->index ? e->index : "none");
			if (e->index)
				ck_assert_msg(op->mem.scale == e->scale, "%s: scale %d, expected %d",
					      what, op->mem.scale, e->scale);
			ck_assert_msg(op->mem.disp == e->disp, "%s: disp %" PRId64 ", expected %" PRId64,
				      what, (int64_t)op->mem.disp, e->disp);
			ck_assert_msg(op->mem.segment == X86_REG_INVALID, "%s: segment override", what);
			if (e->size)
				ck_assert_msg(op->size == e->size, "%s: access size %d, expected %d",
					      what, op->size, e->size);
			break;
		}
	}
	cs_free(in, count);
}

#define NARGS(...) ((int)(sizeof((Exp[]){ __VA_ARGS__ }) / sizeof(Exp)))
#define CHECK(a, mn, ...) check_(__LINE__, (a), (mn), (Exp[]){ __VA_ARGS__ }, NARGS(__VA_ARGS__))
#define CHECK0(a, mn) check_(__LINE__, (a), (mn), NULL, 0)

static void expect_bad(int line, const JitAsm *a, const char *what)
{
	ck_assert_msg(a->err == JIT_EMIT_BADOP, "line %d: %s (%d-bit) was accepted", line, what,
		      (int)a->mode);
}
#define BAD(a, what) expect_bad(__LINE__, (a), (what))

/* Memory operands exercising every ModRM/SIB case: no displacement,
 * disp8 edges, disp32, bases that need SIB (xSP, R12) or a forced disp8
 * (xBP, R13), every index and scale, and absolute addresses. */
static const int32_t disps[] = { 0, 1, -1, 127, -128, 128, -129, 0x12345678, INT32_MIN };
#define NDISPS ((int)(sizeof disps / sizeof disps[0]))

static Exp mem_exp(JitMode mode, int size, JitMem m)
{
	return XM(size, areg(mode, m.base), areg(mode, m.index), m.scale, m.disp);
}

/* ------------------------------------------------------------- tests */

START_TEST(test_mov_rr)
{
	int k, d, s;
	for (k = 0; k < 2; k++) {
		JitMode mode = modes[k];
		for (d = 0; d < nregs(mode); d++)
			for (s = 0; s < nregs(mode); s++) {
				jit_x86_mov_rr(start(mode), 4, d, s);
				CHECK(&A, "mov", XR(d_names[d]), XR(d_names[s]));
				jit_x86_mov_rr(start(mode), 2, d, s);
				CHECK(&A, "mov", XR(w_names[d]), XR(w_names[s]));
				if (mode == JIT_X86_64) {
					jit_x86_mov_rr(start(mode), 8, d, s);
					CHECK(&A, "mov", XR(q_names[d]), XR(q_names[s]));
				}
				if (d < nbregs(mode) && s < nbregs(mode)) {
					jit_x86_mov_rr(start(mode), 1, d, s);
					CHECK(&A, "mov", XR(b_names[d]), XR(b_names[s]));
				}
			}
	}
}
END_TEST

START_TEST(test_mov_ri)
{
	static const int64_t imms[] = { 0, 1, -1, 127, 128, -129, INT32_MAX, INT32_MIN };
	static const int64_t big[] = { (int64_t)1 << 32, INT64_MAX, INT64_MIN, 0x123456789abcdefLL };
	int k, r;
	size_t i;
	for (k = 0; k < 2; k++) {
		JitMode mode = modes[k];
		for (r = 0; r < nregs(mode); r++) {
			for (i = 0; i < sizeof imms / sizeof imms[0]; i++) {
				jit_x86_mov_ri(start(mode), 4, r, imms[i]);
				CHECK(&A, "mov", XR(d_names[r]), XI(imms[i]));
				if (mode == JIT_X86_64) {
					jit_x86_mov_ri(start(mode), 8, r, imms[i]);
					CHECK(&A, "mov", XR(q_names[r]), XI(imms[i]));
				}
			}
			jit_x86_mov_ri(start(mode), 4, r, 0xffffffffLL);
			CHECK(&A, "mov", XR(d_names[r]), XI(-1));
			for (i = 0; mode == JIT_X86_64 && i < sizeof big / sizeof big[0]; i++) {
				jit_x86_mov_ri(start(mode), 8, r, big[i]);
				CHECK(&A, "movabs", XR(q_names[r]), XI(big[i]));
			}
		}
	}
}
END_TEST

START_TEST(test_mov_mem_forms)
{
	int k, b, x, s, d, r;
	for (k = 0; k < 2; k++) {
		JitMode mode = modes[k];
		for (b = -1; b < nregs(mode); b++)
			for (x = -1; x < nregs(mode); x++) {
				if (x == JIT_RSP)
					continue;
				for (s = 1; s <= 8; s *= 2) {
					if (x < 0 && s > 1)
						continue;
					for (d = 0; d < NDISPS; d++) {
						JitMem m = jit_mem_idx(b, x, s, disps[d]);
						r = (b + x + d + 16) % nregs(mode);
						jit_x86_mov_rm(start(mode), 4, r, m);
						CHECK(&A, "mov", XR(d_names[r]), mem_exp(mode, 4, m));
						jit_x86_mov_mr(start(mode), 4, m, r);
						CHECK(&A, "mov", mem_exp(mode, 4, m), XR(d_names[r]));
					}
				}
			}
	}
}
END_TEST

START_TEST(test_mov_widths)
{
	int k, r, w;
	for (k = 0; k < 2; k++) {
		JitMode mode = modes[k];
		JitMem m = jit_mem_idx(JIT_RBX, JIT_RSI, 4, 24);
		for (r = 0; r < nregs(mode); r++) {
			for (w = 1; w <= (mode == JIT_X86_64 ? 8 : 4); w *= 2) {
				if (w == 1 && r >= nbregs(mode))
					continue;
				jit_x86_mov_mr(start(mode), w, m, r);
				CHECK(&A, "mov", mem_exp(mode, w, m), XR(gpr(w, r)));
				jit_x86_mov_rm(start(mode), w, r, m);
				CHECK(&A, "mov", XR(gpr(w, r)), mem_exp(mode, w, m));
			}
		}
		for (w = 1; w <= (mode == JIT_X86_64 ? 8 : 4); w *= 2) {
			jit_x86_mov_mi(start(mode), w, m, -2);
			CHECK(&A, "mov", mem_exp(mode, w, m), XI(-2));
			jit_x86_mov_mi(start(mode), w, jit_mem(JIT_RSP, 8), 0x71);
			CHECK(&A, "mov", mem_exp(mode, w, jit_mem(JIT_RSP, 8)), XI(0x71));
		}
		for (r = 0; r < nregs(mode); r++)
			for (w = 1; w <= (mode == JIT_X86_64 ? 8 : 4); w *= 2) {
				if (w == 1 && r >= nbregs(mode))
					continue;
				jit_x86_xchg_mr(start(mode), w, m, r);
				CHECK(&A, "xchg", mem_exp(mode, w, m), XR(gpr(w, r)));
			}
		for (r = 0; r < nregs(mode); r++)
			for (w = 4; w <= (mode == JIT_X86_64 ? 8 : 4); w *= 2) {
				jit_x86_lock_cmpxchg_mr(start(mode), w, m, r);
				CHECK(&A, "lock cmpxchg", mem_exp(mode, w, m), XR(gpr(w, r)));
				jit_x86_lock_xadd_mr(start(mode), w, m, r);
				CHECK(&A, "lock xadd", mem_exp(mode, w, m), XR(gpr(w, r)));
			}
		jit_x86_lock_xadd_mr(start(mode), 2, m, 0);
		BAD(&A, "lock xadd of 2 bytes");
		jit_x86_lock_cmpxchg8b_m(start(mode), m);
		CHECK(&A, "lock cmpxchg8b", mem_exp(mode, 8, m));
	}
}
END_TEST

START_TEST(test_movx_lea)
{
	int k, d, s, sw;
	for (k = 0; k < 2; k++) {
		JitMode mode = modes[k];
		JitMem m = jit_mem_idx(JIT_RDI, JIT_RCX, 2, -6);
		for (d = 0; d < nregs(mode); d++) {
			for (s = 0; s < nregs(mode); s++)
				for (sw = 1; sw <= 2; sw++) {
					if (sw == 1 && s >= nbregs(mode))
						continue;
					jit_x86_movx_rr(start(mode), 4, sw, false, d, s);
					CHECK(&A, "movzx", XR(d_names[d]), XR(gpr(sw, s)));
					jit_x86_movx_rr(start(mode), 4, sw, true, d, s);
					CHECK(&A, "movsx", XR(d_names[d]), XR(gpr(sw, s)));
					if (mode == JIT_X86_64) {
						jit_x86_movx_rr(start(mode), 8, sw, true, d, s);
						CHECK(&A, "movsx", XR(q_names[d]), XR(gpr(sw, s)));
						jit_x86_movx_rr(start(mode), 8, 4, true, d, s);
						CHECK(&A, "movsxd", XR(q_names[d]), XR(d_names[s]));
					}
				}
			for (sw = 1; sw <= 2; sw++) {
				jit_x86_movx_rm(start(mode), 4, sw, false, d, m);
				CHECK(&A, "movzx", XR(d_names[d]), mem_exp(mode, sw, m));
				jit_x86_movx_rm(start(mode), 4, sw, true, d, m);
				CHECK(&A, "movsx", XR(d_names[d]), mem_exp(mode, sw, m));
			}
			jit_x86_lea(start(mode), 4, d, m);
			CHECK(&A, "lea", XR(d_names[d]), mem_exp(mode, 0, m));
			if (mode == JIT_X86_64) {
				jit_x86_lea(start(mode), 8, d, jit_mem_idx(JIT_R13, JIT_R12, 8, 0));
				CHECK(&A, "lea", XR(q_names[d]), XM(0, "r13", "r12", 8, 0));
			}
		}
	}
}
END_TEST

static const char *const alu_names[8] = { "add", "or", "adc", "sbb", "and", "sub", "xor", "cmp" };

START_TEST(test_alu)
{
	static const int32_t imms[] = { 0, 5, -1, 127, -128, 128, -129, 0x7fffffff, INT32_MIN };
	int k, op, d, s, w;
	size_t i;
	for (k = 0; k < 2; k++) {
		JitMode mode = modes[k];
		JitMem m = jit_mem_idx(JIT_RBP, JIT_RAX, 8, 0x40);
		for (op = 0; op < 8; op++)
			for (w = 1; w <= (mode == JIT_X86_64 ? 8 : 4); w *= 2) {
				for (d = 0; d < nregs(mode); d++) {
					if (w == 1 && d >= nbregs(mode))
						continue;
					for (s = 0; s < nregs(mode); s += 3) {
						if (w == 1 && s >= nbregs(mode))
							continue;
						jit_x86_alu_rr(start(mode), (JitAlu)op, w, d, s);
						CHECK(&A, alu_names[op], XR(gpr(w, d)), XR(gpr(w, s)));
					}
					for (i = 0; i < sizeof imms / sizeof imms[0]; i++) {
						int32_t v = imms[i];
						if (w == 1 && (v < -128 || v > 127))
							continue;
						if (w == 2 && (v < -32768 || v > 32767))
							continue;
						jit_x86_alu_ri(start(mode), (JitAlu)op, w, d, v);
						CHECK(&A, alu_names[op], XR(gpr(w, d)), XI(v));
					}
					jit_x86_alu_rm(start(mode), (JitAlu)op, w, d, m);
					CHECK(&A, alu_names[op], XR(gpr(w, d)), mem_exp(mode, w, m));
					jit_x86_alu_mr(start(mode), (JitAlu)op, w, m, d);
					CHECK(&A, alu_names[op], mem_exp(mode, w, m), XR(gpr(w, d)));
				}
				jit_x86_alu_mi(start(mode), (JitAlu)op, w, m, 3);
				CHECK(&A, alu_names[op], mem_exp(mode, w, m), XI(3));
				if (w >= 4) {
					jit_x86_alu_mi(start(mode), (JitAlu)op, w, m, 0x12345);
					CHECK(&A, alu_names[op], mem_exp(mode, w, m), XI(0x12345));
				}
			}
	}
}
END_TEST

START_TEST(test_test_imul)
{
	int k, d, s, w;
	for (k = 0; k < 2; k++) {
		JitMode mode = modes[k];
		JitMem gos = jit_mem(JIT_RSI, 16);   /* the shape of the GOS state check */
		for (d = 0; d < nregs(mode); d++) {
			for (w = 1; w <= (mode == JIT_X86_64 ? 8 : 4); w *= 2) {
				if (w == 1 && d >= nbregs(mode))
					continue;
				jit_x86_test_rr(start(mode), w, d, d);
				CHECK(&A, "test", XR(gpr(w, d)), XR(gpr(w, d)));
				jit_x86_test_ri(start(mode), w, d, w == 1 ? 0x40 : 0x4000);
				CHECK(&A, "test", XR(gpr(w, d)), XI(w == 1 ? 0x40 : 0x4000));
			}
			for (s = 0; s < nregs(mode); s++) {
				jit_x86_imul_rr(start(mode), 4, d, s);
				CHECK(&A, "imul", XR(d_names[d]), XR(d_names[s]));
				jit_x86_imul_rri(start(mode), 4, d, s, -16);
				CHECK(&A, "imul", XR(d_names[d]), XR(d_names[s]), XI(-16));
				jit_x86_imul_rri(start(mode), 4, d, s, 1000);
				CHECK(&A, "imul", XR(d_names[d]), XR(d_names[s]), XI(1000));
				if (mode == JIT_X86_64) {
					jit_x86_imul_rr(start(mode), 8, d, s);
					CHECK(&A, "imul", XR(q_names[d]), XR(q_names[s]));
				}
			}
			jit_x86_imul_rm(start(mode), 4, d, gos);
			CHECK(&A, "imul", XR(d_names[d]), mem_exp(mode, 4, gos));
		}
		jit_x86_test_mi(start(mode), 1, gos, 3);
		CHECK(&A, "test", mem_exp(mode, 1, gos), XI(3));
		jit_x86_test_mi(start(mode), 4, jit_mem(JIT_R13 % nregs(mode), 0), 0x10000);
		CHECK(&A, "test", XM(4, areg(mode, JIT_R13 % nregs(mode)), NULL, 1, 0), XI(0x10000));
	}
}
END_TEST

START_TEST(test_unary_shift)
{
	static const char *const un[8] = { NULL, NULL, "not", "neg", "mul", "imul", "div", "idiv" };
	static const struct { JitShift op; const char *name; } sh[] = {
		{ JIT_ROL, "rol" }, { JIT_ROR, "ror" }, { JIT_SHL, "shl" }, { JIT_SHR, "shr" },
		{ JIT_SAR, "sar" } };
	int k, r, op, w, s;
	size_t i;
	for (k = 0; k < 2; k++) {
		JitMode mode = modes[k];
		for (r = 0; r < nregs(mode); r++)
			for (w = 1; w <= (mode == JIT_X86_64 ? 8 : 4); w *= 2) {
				if (w == 1 && r >= nbregs(mode))
					continue;
				for (op = JIT_NOT; op <= JIT_IDIV; op++) {
					jit_x86_unary(start(mode), (JitUnary)op, w, r);
					CHECK(&A, un[op], XR(gpr(w, r)));
				}
				if (r == 0) {
					JitMem m = jit_mem_idx(JIT_RSP, JIT_RDI, 4, -20);
					for (op = JIT_NOT; op <= JIT_IDIV; op++) {
						jit_x86_unary_m(start(mode), (JitUnary)op, w, m);
						CHECK(&A, un[op], mem_exp(mode, w, m));
					}
				}
				jit_x86_incdec(start(mode), false, w, r);
				CHECK(&A, "inc", XR(gpr(w, r)));
				jit_x86_incdec(start(mode), true, w, r);
				CHECK(&A, "dec", XR(gpr(w, r)));
				for (i = 0; i < sizeof sh / sizeof sh[0]; i++) {
					jit_x86_shift_ri(start(mode), sh[i].op, w, r, 1);
					CHECK(&A, sh[i].name, XR(gpr(w, r)), XI(1));
					jit_x86_shift_ri(start(mode), sh[i].op, w, r, 5);
					CHECK(&A, sh[i].name, XR(gpr(w, r)), XI(5));
					jit_x86_shift_rcl(start(mode), sh[i].op, w, r);
					CHECK(&A, sh[i].name, XR(gpr(w, r)), XR("cl"));
				}
				if (w == 1)
					continue;
				for (s = 0; s < nregs(mode); s++) {
					jit_x86_shxd_ri(start(mode), true, w, r, s, 7);
					CHECK(&A, "shld", XR(gpr(w, r)), XR(gpr(w, s)), XI(7));
					jit_x86_shxd_ri(start(mode), false, w, r, s, 31);
					CHECK(&A, "shrd", XR(gpr(w, r)), XR(gpr(w, s)), XI(31));
					jit_x86_shxd_rcl(start(mode), true, w, r, s);
					CHECK(&A, "shld", XR(gpr(w, r)), XR(gpr(w, s)), XR("cl"));
					jit_x86_shxd_rcl(start(mode), false, w, r, s);
					CHECK(&A, "shrd", XR(gpr(w, r)), XR(gpr(w, s)), XR("cl"));
				}
			}
	}
}
END_TEST

START_TEST(test_stack_and_misc)
{
	int k, r;
	for (k = 0; k < 2; k++) {
		JitMode mode = modes[k];
		int pw = mode == JIT_X86_64 ? 8 : 4;
		for (r = 0; r < nregs(mode); r++) {
			jit_x86_push_r(start(mode), r);
			CHECK(&A, "push", XR(gpr(pw, r)));
			jit_x86_pop_r(start(mode), r);
			CHECK(&A, "pop", XR(gpr(pw, r)));
			jit_x86_call_r(start(mode), r);
			CHECK(&A, "call", XR(gpr(pw, r)));
			jit_x86_jmp_r(start(mode), r);
			CHECK(&A, "jmp", XR(gpr(pw, r)));
		}
		jit_x86_push_i(start(mode), -1);
		CHECK(&A, "push", XI(-1));
		jit_x86_push_i(start(mode), 0x12345678);
		CHECK(&A, "push", XI(0x12345678));
		jit_x86_push_m(start(mode), jit_mem(JIT_RBP, -8));
		CHECK(&A, "push", mem_exp(mode, pw, jit_mem(JIT_RBP, -8)));
		jit_x86_call_m(start(mode), jit_mem_idx(JIT_RAX, JIT_RDX, pw, 0));
		CHECK(&A, "call", mem_exp(mode, pw, jit_mem_idx(JIT_RAX, JIT_RDX, pw, 0)));
		jit_x86_jmp_m(start(mode), jit_mem_abs(0x2000));
		CHECK(&A, "jmp", mem_exp(mode, pw, jit_mem_abs(0x2000)));
		jit_x86_cdq(start(mode), 4);
		CHECK0(&A, "cdq");
		if (mode == JIT_X86_64) {
			jit_x86_cdq(start(mode), 8);
			CHECK0(&A, "cqo");
		}
		jit_x86_ret(start(mode));
		CHECK0(&A, "ret");
		jit_x86_ret_imm(start(mode), 12);
		CHECK(&A, "ret", XI(12));
		jit_x86_nop(start(mode));
		CHECK0(&A, "nop");
		jit_x86_int3(start(mode));
		CHECK0(&A, "int3");
		jit_x86_ud2(start(mode));
		CHECK0(&A, "ud2");
		jit_x86_mfence(start(mode));
		CHECK0(&A, "mfence");
	}
}
END_TEST

START_TEST(test_setcc_cmov)
{
	int k, cc, r;
	char mn[16];
	for (k = 0; k < 2; k++) {
		JitMode mode = modes[k];
		for (cc = 0; cc < 16; cc++)
			for (r = 0; r < nregs(mode); r++) {
				if (r < nbregs(mode)) {
					jit_x86_setcc(start(mode), (JitCond)cc, r);
					snprintf(mn, sizeof mn, "set%s", cc_names[cc]);
					CHECK(&A, mn, XR(b_names[r]));
				}
				jit_x86_cmov(start(mode), (JitCond)cc, 4, r, (r + 5) % nregs(mode));
				snprintf(mn, sizeof mn, "cmov%s", cc_names[cc]);
				CHECK(&A, mn, XR(d_names[r]), XR(d_names[(r + 5) % nregs(mode)]));
			}
		/* negation pairs the conditions as the encoding does */
		ck_assert_int_eq(jit_cc_negate(JIT_CC_L), JIT_CC_GE);
		ck_assert_int_eq(jit_cc_negate(JIT_CC_E), JIT_CC_NE);
	}
}
END_TEST

/* Decode the instruction at offset off of A and return its branch target. */
static uint64_t target_at(size_t off, const char *mn)
{
	csh h = A.mode == JIT_X86_64 ? cs64 : cs32;
	cs_insn *in = NULL;
	size_t n = cs_disasm(h, A.buf + off, A.len - off, A.base + off, 1, &in);
	uint64_t t;

	ck_assert_msg(n == 1, "no instruction at %zu", off);
	ck_assert_msg(strcmp(in[0].mnemonic, mn) == 0, "at %zu: %s, expected %s", off,
		      in[0].mnemonic, mn);
	ck_assert_int_eq(in[0].detail->x86.op_count, 1);
	ck_assert_int_eq(in[0].detail->x86.operands[0].type, X86_OP_IMM);
	t = (uint64_t)in[0].detail->x86.operands[0].imm;
	cs_free(in, n);
	return t;
}

START_TEST(test_labels)
{
	int k, cc, i;
	char mn[16];
	for (k = 0; k < 2; k++) {
		JitMode mode = modes[k];
		JitLabel fwd, back, far_back;
		size_t at[20], back_pos;

		/* Forward: every jcc, a jmp and a call to one label, bound later. */
		start(mode);
		jit_label_init(&fwd);
		for (cc = 0; cc < 16; cc++) {
			at[cc] = jit_x86_pos(&A);
			jit_x86_jcc(&A, (JitCond)cc, &fwd);
		}
		at[16] = jit_x86_pos(&A);
		jit_x86_jmp(&A, &fwd);
		at[17] = jit_x86_pos(&A);
		jit_x86_call_label(&A, &fwd);
		jit_x86_nop(&A);
		jit_x86_bind(&A, &fwd);
		jit_x86_ret(&A);
		ck_assert_int_eq(A.err, JIT_EMIT_OK);
		for (cc = 0; cc < 16; cc++) {
			snprintf(mn, sizeof mn, "j%s", cc_names[cc]);
			ck_assert_uint_eq(target_at(at[cc], mn), BASE_ADDR + (uint64_t)fwd.pos);
		}
		ck_assert_uint_eq(target_at(at[16], "jmp"), BASE_ADDR + (uint64_t)fwd.pos);
		ck_assert_uint_eq(target_at(at[17], "call"), BASE_ADDR + (uint64_t)fwd.pos);

		/* Backward: short forms within 128 bytes, rel32 beyond. */
		start(mode);
		jit_label_init(&far_back);
		jit_x86_bind(&A, &far_back);
		for (i = 0; i < 150; i++)
			jit_x86_nop(&A);
		jit_label_init(&back);
		back_pos = jit_x86_pos(&A);
		jit_x86_bind(&A, &back);
		jit_x86_nop(&A);
		at[0] = jit_x86_pos(&A);
		jit_x86_jcc(&A, JIT_CC_NE, &back);
		at[1] = jit_x86_pos(&A);
		jit_x86_jmp(&A, &back);
		at[2] = jit_x86_pos(&A);
		jit_x86_jcc(&A, JIT_CC_L, &far_back);
		at[3] = jit_x86_pos(&A);
		jit_x86_jmp(&A, &far_back);
		at[4] = jit_x86_pos(&A);
		ck_assert_int_eq(A.err, JIT_EMIT_OK);
		ck_assert_uint_eq(at[1] - at[0], 2);   /* jne rel8 */
		ck_assert_uint_eq(at[2] - at[1], 2);   /* jmp rel8 */
		ck_assert_uint_eq(at[3] - at[2], 6);   /* jl rel32 */
		ck_assert_uint_eq(at[4] - at[3], 5);   /* jmp rel32 */
		ck_assert_uint_eq(target_at(at[0], "jne"), BASE_ADDR + back_pos);
		ck_assert_uint_eq(target_at(at[1], "jmp"), BASE_ADDR + back_pos);
		ck_assert_uint_eq(target_at(at[2], "jl"), BASE_ADDR);
		ck_assert_uint_eq(target_at(at[3], "jmp"), BASE_ADDR);

		/* Absolute targets */
		start(mode);
		jit_x86_call_abs(&A, BASE_ADDR + 0x123456);
		ck_assert_uint_eq(target_at(0, "call"), BASE_ADDR + 0x123456);
		start(mode);
		jit_x86_jmp_abs(&A, BASE_ADDR - 0x100);
		ck_assert_uint_eq(target_at(0, "jmp"), BASE_ADDR - 0x100);
	}
}
END_TEST

static const struct { JitSse op; const char *name; } sse_ops[] = {
	{ JIT_SSE_ADD, "add" }, { JIT_SSE_SUB, "sub" }, { JIT_SSE_MUL, "mul" },
	{ JIT_SSE_DIV, "div" }, { JIT_SSE_SQRT, "sqrt" }, { JIT_SSE_MIN, "min" },
	{ JIT_SSE_MAX, "max" } };

START_TEST(test_sse)
{
	int k, d, s, dbl;
	size_t i;
	char mn[16];
	for (k = 0; k < 2; k++) {
		JitMode mode = modes[k];
		JitMem m = jit_mem_idx(JIT_RAX, JIT_RBX, 8, 16);
		for (dbl = 0; dbl < 2; dbl++) {
			const char *sfx = dbl ? "sd" : "ss";
			int sz = dbl ? 8 : 4;
			for (d = 0; d < nregs(mode); d++) {
				for (s = 0; s < nregs(mode); s++) {
					jit_x86_movs_rr(start(mode), dbl, d, s);
					snprintf(mn, sizeof mn, "mov%s", sfx);
					CHECK(&A, mn, XR(x_names[d]), XR(x_names[s]));
					for (i = 0; i < sizeof sse_ops / sizeof sse_ops[0]; i++) {
						jit_x86_sse_rr(start(mode), sse_ops[i].op, dbl, d, s);
						snprintf(mn, sizeof mn, "%s%s", sse_ops[i].name, sfx);
						CHECK(&A, mn, XR(x_names[d]), XR(x_names[s]));
					}
					jit_x86_ucomis(start(mode), dbl, d, s);
					snprintf(mn, sizeof mn, "ucomi%s", sfx);
					CHECK(&A, mn, XR(x_names[d]), XR(x_names[s]));
					jit_x86_xorp(start(mode), dbl, d, s);
					CHECK(&A, dbl ? "xorpd" : "xorps", XR(x_names[d]), XR(x_names[s]));
					jit_x86_cvts2s(start(mode), dbl, d, s);
					CHECK(&A, dbl ? "cvtss2sd" : "cvtsd2ss", XR(x_names[d]), XR(x_names[s]));
					/* d as the general register, s as the XMM register */
					jit_x86_cvtsi2s(start(mode), dbl, 4, s, d);
					snprintf(mn, sizeof mn, "cvtsi2%s", sfx);
					CHECK(&A, mn, XR(x_names[s]), XR(d_names[d]));
					jit_x86_cvtts2si(start(mode), dbl, 4, d, s);
					snprintf(mn, sizeof mn, "cvtt%s2si", sfx);
					CHECK(&A, mn, XR(d_names[d]), XR(x_names[s]));
					if (mode == JIT_X86_64) {
						jit_x86_cvtsi2s(start(mode), dbl, 8, s, d);
						snprintf(mn, sizeof mn, "cvtsi2%s", sfx);
						CHECK(&A, mn, XR(x_names[s]), XR(q_names[d]));
						jit_x86_cvtts2si(start(mode), dbl, 8, d, s);
						snprintf(mn, sizeof mn, "cvtt%s2si", sfx);
						CHECK(&A, mn, XR(q_names[d]), XR(x_names[s]));
					}
				}
				jit_x86_movs_rm(start(mode), dbl, d, m);
				snprintf(mn, sizeof mn, "mov%s", sfx);
				CHECK(&A, mn, XR(x_names[d]), mem_exp(mode, sz, m));
				jit_x86_movs_mr(start(mode), dbl, m, d);
				CHECK(&A, mn, mem_exp(mode, sz, m), XR(x_names[d]));
				for (i = 0; i < sizeof sse_ops / sizeof sse_ops[0]; i++) {
					jit_x86_sse_rm(start(mode), sse_ops[i].op, dbl, d, m);
					snprintf(mn, sizeof mn, "%s%s", sse_ops[i].name, sfx);
					CHECK(&A, mn, XR(x_names[d]), mem_exp(mode, sz, m));
				}
			}
		}
		for (d = 0; d < nregs(mode); d++) {
			static const struct { JitPInt op; const char *name; } pint[] = {
				{ JIT_PUNPCKLDQ, "punpckldq" }, { JIT_PAND, "pand" }, { JIT_PADDQ, "paddq" },
				{ JIT_POR, "por" }, { JIT_PXOR, "pxor" }, { JIT_PSUBQ, "psubq" } };
			for (i = 0; i < sizeof pint / sizeof pint[0]; i++) {
				jit_x86_pint_rr(start(mode), pint[i].op, d, nregs(mode) - 1 - d);
				CHECK(&A, pint[i].name, XR(x_names[d]), XR(x_names[nregs(mode) - 1 - d]));
			}
			jit_x86_pcmpeqd_rr(start(mode), d, (d + 3) % nregs(mode));
			CHECK(&A, "pcmpeqd", XR(x_names[d]), XR(x_names[(d + 3) % nregs(mode)]));
			jit_x86_psrlq_ri(start(mode), d, 1);
			CHECK(&A, "psrlq", XR(x_names[d]), XI(1));
			jit_x86_psrlq_ri(start(mode), d, 63);
			CHECK(&A, "psrlq", XR(x_names[d]), XI(63));
			jit_x86_movd_xr(start(mode), 4, d, (d + 1) % nregs(mode));
			CHECK(&A, "movd", XR(x_names[d]), XR(d_names[(d + 1) % nregs(mode)]));
			jit_x86_movd_rx(start(mode), 4, (d + 1) % nregs(mode), d);
			CHECK(&A, "movd", XR(d_names[(d + 1) % nregs(mode)]), XR(x_names[d]));
			if (mode == JIT_X86_64) {
				jit_x86_movd_xr(start(mode), 8, d, 15 - d);
				CHECK(&A, "movq", XR(x_names[d]), XR(q_names[15 - d]));
				jit_x86_movd_rx(start(mode), 8, 15 - d, d);
				CHECK(&A, "movq", XR(q_names[15 - d]), XR(x_names[d]));
			}
		}
		jit_x86_fld_m(start(mode), true, jit_mem(JIT_RSP, 0));
		CHECK(&A, "fld", mem_exp(mode, 8, jit_mem(JIT_RSP, 0)));
		jit_x86_fld_m(start(mode), false, jit_mem(JIT_RSP, 4));
		CHECK(&A, "fld", mem_exp(mode, 4, jit_mem(JIT_RSP, 4)));
		jit_x86_fstp_m(start(mode), true, jit_mem(JIT_RBP, -16));
		CHECK(&A, "fstp", mem_exp(mode, 8, jit_mem(JIT_RBP, -16)));
		jit_x86_fstp_m(start(mode), false, jit_mem(JIT_RBP, -16));
		CHECK(&A, "fstp", mem_exp(mode, 4, jit_mem(JIT_RBP, -16)));
	}
}
END_TEST

/* The C calling conventions as data: where argument i is at entry. */
START_TEST(test_load_arg)
{
	int i;
	for (i = 0; i < 8; i++) {
		const JitTarget *t = &jit_target_ia32;
		start(JIT_X86_32);
		jit_emit_load_arg(&A, t, i, JIT_RBX);
		CHECK(&A, "mov", XR("ebx"), XM(4, "esp", NULL, 1, 4 + 4 * i));
		t = &jit_target_x86_64;
		start(JIT_X86_64);
		jit_emit_load_arg(&A, t, i, JIT_RBX);
		if (i < 6) {
			static const char *const sysv[6] = { "rdi", "rsi", "rdx", "rcx", "r8", "r9" };
			CHECK(&A, "mov", XR("rbx"), XR(sysv[i]));
		} else {
			CHECK(&A, "mov", XR("rbx"), XM(8, "rsp", NULL, 1, 8 + 8 * (i - 6)));
		}
	}
	ck_assert(jit_target_callee_saved(&jit_target_ia32, JIT_RSI));
	ck_assert(!jit_target_callee_saved(&jit_target_x86_64, JIT_RSI));
	ck_assert(jit_target_callee_saved(&jit_target_x86_64, JIT_R12));
}
END_TEST

/* What a target does not have is refused, not mis-encoded. */
/* mov r64, fs:[disp]: the stubs' load of a static-TLS variable. */
START_TEST(test_mov_fs)
{
	int r;

	for (r = 0; r < 16; r++) {
		cs_insn *in = NULL;
		const cs_x86_op *op;
		size_t n;

		jit_x86_mov_r_fs(start(JIT_X86_64), r, -0x38);
		ck_assert_int_eq(A.err, JIT_EMIT_OK);
		n = cs_disasm(cs64, A.buf, A.len, A.base, 0, &in);
		ck_assert_msg(n == 1 && in[0].size == A.len, "mov r%d, fs:[-0x38] is not one instruction", r);
		ck_assert_str_eq(in[0].mnemonic, "mov");
		ck_assert_int_eq(in[0].detail->x86.op_count, 2);
		op = &in[0].detail->x86.operands[0];
		ck_assert(op->type == X86_OP_REG && same_name(cs_name(cs64, op->reg), gpr(8, r)));
		op = &in[0].detail->x86.operands[1];
		ck_assert(op->type == X86_OP_MEM && op->size == 8);
		ck_assert_int_eq(op->mem.segment, X86_REG_FS);
		ck_assert_int_eq(op->mem.base, X86_REG_INVALID);
		ck_assert_int_eq(op->mem.index, X86_REG_INVALID);
		ck_assert_int_eq(op->mem.disp, -0x38);
		cs_free(in, n);
	}
	jit_x86_mov_r_fs(start(JIT_X86_32), JIT_RAX, 0);
	BAD(&A, "fs load on IA-32");
}
END_TEST

START_TEST(test_refused)
{
	uint8_t small[3];
	JitAsm a;

	jit_x86_mov_rr(start(JIT_X86_32), 8, JIT_RAX, JIT_RCX);
	BAD(&A, "64-bit mov");
	jit_x86_mov_rr(start(JIT_X86_32), 4, JIT_R8, JIT_RCX);
	BAD(&A, "r8");
	jit_x86_mov_rm(start(JIT_X86_32), 4, JIT_RAX, jit_mem(JIT_R9, 0));
	BAD(&A, "r9 as base");
	jit_x86_mov_rr(start(JIT_X86_32), 1, JIT_RSI, JIT_RAX);
	BAD(&A, "mov sil (AH..BH space)");
	jit_x86_setcc(start(JIT_X86_32), JIT_CC_E, JIT_RDI);
	BAD(&A, "sete dil");
	jit_x86_movx_rr(start(JIT_X86_32), 8, 4, true, JIT_RAX, JIT_RCX);
	BAD(&A, "movsxd");
	jit_x86_cdq(start(JIT_X86_32), 8);
	BAD(&A, "cqo");
	jit_x86_cvtsi2s(start(JIT_X86_32), true, 4, 8, JIT_RAX);
	BAD(&A, "xmm8");
	jit_x86_mov_ri(start(JIT_X86_32), 8, JIT_RAX, 1);
	BAD(&A, "mov rax, imm");
	jit_x86_mov_ri(start(JIT_X86_64), 4, JIT_RAX, (int64_t)1 << 32);
	BAD(&A, "32-bit mov of a 33-bit immediate");
	jit_x86_mov_rm(start(JIT_X86_64), 4, JIT_RAX, jit_mem_idx(JIT_RAX, JIT_RSP, 1, 0));
	BAD(&A, "rsp as index");
	jit_x86_mov_rm(start(JIT_X86_64), 4, JIT_RAX, jit_mem_idx(JIT_RAX, JIT_RCX, 3, 0));
	BAD(&A, "scale 3");
	jit_x86_movx_rr(start(JIT_X86_64), 8, 4, false, JIT_RAX, JIT_RCX);
	BAD(&A, "movzx from 32 bits");
	/* an error sticks: nothing more is emitted */
	jit_x86_nop(&A);
	ck_assert_uint_eq(A.len, 0);

	jit_x86_init(&a, JIT_X86_64, small, sizeof small, 0);
	jit_x86_mov_ri(&a, 4, JIT_RAX, 1);
	ck_assert_int_eq(a.err, JIT_EMIT_FULL);
	ck_assert_uint_le(a.len, sizeof small);

#if UINTPTR_MAX > 0xffffffffu
	/* out of rel32 range on x86-64 */
	start(JIT_X86_64);
	A.base = (uintptr_t)1 << 40;
	ck_assert(!jit_x86_rel32_reaches(&A, 0x1000));
	jit_x86_call_abs(&A, 0x1000);
	BAD(&A, "call beyond rel32");
#endif
	start(JIT_X86_32);
	A.base = 0xfffff000u;
	ck_assert(jit_x86_rel32_reaches(&A, 0x1000));   /* wraps on IA-32 */
}
END_TEST

int main(void)
{
	Suite *s = suite_create("x86_emit");
	TCase *tc = tcase_create("encode");
	SRunner *sr;
	int failed;

	if (cs_open(CS_ARCH_X86, CS_MODE_32, &cs32) != CS_ERR_OK ||
	    cs_open(CS_ARCH_X86, CS_MODE_64, &cs64) != CS_ERR_OK) {
		fprintf(stderr, "check_emit: Capstone cannot open x86\n");
		return 99;
	}
	cs_option(cs32, CS_OPT_DETAIL, CS_OPT_ON);
	cs_option(cs64, CS_OPT_DETAIL, CS_OPT_ON);
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_mov_rr);
	tcase_add_test(tc, test_mov_ri);
	tcase_add_test(tc, test_mov_mem_forms);
	tcase_add_test(tc, test_mov_widths);
	tcase_add_test(tc, test_movx_lea);
	tcase_add_test(tc, test_alu);
	tcase_add_test(tc, test_test_imul);
	tcase_add_test(tc, test_unary_shift);
	tcase_add_test(tc, test_stack_and_misc);
	tcase_add_test(tc, test_setcc_cmov);
	tcase_add_test(tc, test_labels);
	tcase_add_test(tc, test_sse);
	tcase_add_test(tc, test_load_arg);
	tcase_add_test(tc, test_mov_fs);
	tcase_add_test(tc, test_refused);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	cs_close(&cs32);
	cs_close(&cs64);
	return failed ? 1 : 0;
}

#endif /* HAVE_CAPSTONE */
