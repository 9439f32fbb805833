/*
 * check_compile.c -- the first compilation path (jit-i386/jit_compile.c)
 * without a VM: hand-made methods (bytecode, decoded instruction indices)
 * are compiled for the host target and run against a fake thread and
 * frame.  The VM functions the compiled code calls (vm_safepoint_poll,
 * vm_throw, vm_throw_npe) are replaced here by recorders, so the tests see when the
 * code polls or throws and which frame pc it stored first.  On an IA-32
 * build (tools/check32.sh) the same tests run the IA-32 code.
 */
#include "config.h"

#include <check.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>

#include "jit_internal.h"
#include "decode.h"
#include "interp.h"
#include "hooks.h"

/* ------------------------------------------------- the VM, recorded */

volatile int vm_safepoint_requested;
VmGosHooks vm_gos_hooks; /* only access_fault is filled in */
static int n_polls, n_throws, n_faults;
static VmObject *poll_invalidates;      /* made INVALID at each poll (another node's work) */
static VmObject *fault_invalidates;     /* made INVALID by the next fault of another object */
static VmObject *fault_obj;
static bool fault_write, fault_ok;
static VmInsn *seen_pc;
static VmSlot *seen_sp;
static VmSlot seen_slots[16];   /* the frame's slots at the last poll */
static char thrown[128];

/* The collector's flag (gc.h) and the stack zeroing it asks for
 * (interp.c): the test sets the one and counts the other. */
volatile unsigned char gc_collection_near;
static int n_clears;

void vm_clear_native_stack(void)
{
	n_clears++;
}

void vm_safepoint_poll(VmThread *t)
{
	n_polls++;
	vm_safepoint_requested = 0;
	if (poll_invalidates)
		poll_invalidates->gos_state = 1;
	seen_pc = t->top->pc;
	seen_sp = t->top->sp;
	memcpy(seen_slots, t->top->locals, sizeof seen_slots);
}

void vm_throw(VmThread *t, const char *name, const char *fmt, ...)
{
	va_list ap;
	char msg[64] = "";

	if (fmt) {
		va_start(ap, fmt);
		vsnprintf(msg, sizeof msg, fmt, ap);
		va_end(ap);
	}
	n_throws++;
	snprintf(thrown, sizeof thrown, "%s: %s", name, msg);
	seen_pc = t->top->pc;
	t->exception = (VmObject *)&n_throws;   /* any non-NULL marker */
}

/* The compiler asks the class table whether a field is volatile
 * (field_is_volatile); the methods here have no class file, so it never
 * gets that far: these only satisfy the linker. */
VmClass *vm_find_loaded_class_in(VmObject *loader, const char *name)
{
	(void)loader;
	(void)name;
	ck_abort_msg("the class table was consulted");
	return NULL;
}

const char *vm_symbol(const char *s)
{
	return s;
}

VmField *vm_find_field(VmClass *c, const char *name, const char *desc)
{
	(void)c;
	(void)name;
	(void)desc;
	ck_abort_msg("a field was looked up");
	return NULL;
}

/* -Xdebug's mask (vm.c): jit_compile.c names some sites under -Xdebug:jit. */
unsigned vm_debug_mask;

/* The VM's own NullPointerExceptions (vm_throw_npe in excep.c, which both
 * engines call): recorded as the vm_throw they make. */
void vm_throw_npe(VmThread *t)
{
	vm_throw(t, "java/lang/NullPointerException", NULL);
}

/* The GOS fault hook, recorded: clears the object's state bits (as a
 * fetch would) and lets the access go on, or fails it with an exception. */
static bool record_fault(VmThread *t, VmObject *o, bool write)
{
	n_faults++;
	fault_obj = o;
	if (fault_invalidates && fault_invalidates != o) {
		fault_invalidates->gos_state = 1;
		fault_invalidates = NULL;
	}
	fault_write = write;
	seen_pc = t->top->pc;
	if (!fault_ok) {
		t->exception = (VmObject *)&n_faults;
		return false;
	}
	o->gos_state = 0;
	return true;
}

/* ---------------------------------------------------- fake methods */

static JitCache cache;
static VmInsn pcode[64];
static uint16_t insn_pc[64];
static VmCfCode cfcode;
static VmMethod method;
static VmThread thread;
static VmFrame frame;
static VmSlot slots[16];

/* A static method over bytecode bc; decoded indices follow the
 * instruction boundaries given by lens (one length per instruction). */
static VmMethod *make(const uint8_t *bc, uint32_t len, const int *lens, int n, int max_locals,
		      int max_stack, const char *desc)
{
	uint32_t pc = 0;
	int i;

	memset(&method, 0, sizeof method);
	memset(&cfcode, 0, sizeof cfcode);
	for (i = 0; i < n; i++) {
		insn_pc[i] = (uint16_t)pc;
		pc += (uint32_t)lens[i];
	}
	ck_assert_uint_eq(pc, len);
	cfcode.code = bc;
	cfcode.code_length = len;
	cfcode.max_locals = (uint16_t)max_locals;
	cfcode.max_stack = (uint16_t)max_stack;
	method.access = ACC_STATIC;
	method.name = "m";
	method.desc = desc;
	method.ret_type = strchr(desc, ')')[1];    /* as the loader sets it */
	method.code = &cfcode;
	method.pcode = pcode;
	method.insn_pc = insn_pc;
	method.n_insns = (uint32_t)n;
	method.max_locals = (uint16_t)max_locals;
	method.max_stack = (uint16_t)max_stack;
	return &method;
}

static VmNativeFn compile(VmMethod *m, char *why)
{
	size_t len = 0;
	void *p = jit_compile_method(&cache, jit_target_host(), m, JIT_NO_OSR, &len, why, 128);
	VmNativeFn fn = NULL;

	if (p) {
		ck_assert_uint_gt(len, 0);
		memcpy(&fn, &p, sizeof fn);
	}
	return fn;
}

/* Call fn with int arguments in the first slots; the int result. */
static int32_t call(VmNativeFn fn, int nargs, const int32_t *args)
{
	VmSlot ret[2];
	int i;

	memset(slots, 0x5a, sizeof slots);
	for (i = 0; i < nargs; i++)
		slots[i].i = args[i];
	memset(&frame, 0, sizeof frame);
	frame.locals = slots;
	thread.top = &frame;
	thread.exception = NULL;
	ret[0].i = 0x7777;
	fn(&thread, slots, ret);
	return ret[0].i;
}

/* Call fn with prepared argument slots; the int result. */
static int32_t call_slots(VmNativeFn fn, const VmSlot *args, int nargs)
{
	VmSlot ret[2];

	memset(slots, 0x5a, sizeof slots);
	memcpy(slots, args, sizeof *args * (size_t)nargs);
	memset(&frame, 0, sizeof frame);
	frame.locals = slots;
	thread.top = &frame;
	thread.exception = NULL;
	ret[0].i = 0x7777;
	fn(&thread, slots, ret);
	return ret[0].i;
}

static void setup(void)
{
	ck_assert(jit_cache_init(&cache, 1 << 20));
	n_polls = n_throws = n_faults = n_clears = 0;
	poll_invalidates = fault_invalidates = NULL;
	vm_gos_hooks.access_fault = record_fault;
	fault_ok = true;
	vm_safepoint_requested = 0;
}

static void teardown(void)
{
	jit_cache_destroy(&cache);
}

/* gcd(a, b): while (b != 0) { t = a % b; a = b; b = t; } return a; */
static const uint8_t gcd_bc[] = {
	0x1b,                   /*  0 iload_1 */
	0x99, 0x00, 0x0e,       /*  1 ifeq 15 */
	0x1a, 0x1b, 0x70, 0x3d, /*  4 iload_0 iload_1 irem istore_2 */
	0x1b, 0x3b, 0x1c, 0x3c, /*  8 iload_1 istore_0 iload_2 istore_1 */
	0xa7, 0xff, 0xf4,       /* 12 goto 0 */
	0x1a, 0xac              /* 15 iload_0 ireturn */
};
static const int gcd_lens[] = { 1, 3, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 1 };

START_TEST(test_loop_and_poll)
{
	char why[128];
	VmNativeFn fn = compile(make(gcd_bc, sizeof gcd_bc, gcd_lens, 13, 3, 2, "(II)I"), why);
	int32_t a[2] = { 1071, 462 };

	ck_assert_msg(fn != NULL, "refused: %s", why);
	ck_assert_int_eq(call(fn, 2, a), 21);
	ck_assert_int_eq(n_polls, 0);
	a[0] = 17; a[1] = 0;
	ck_assert_int_eq(call(fn, 2, a), 17);
	/* a requested safepoint is honoured at the backward branch, with the
	 * frame's pc at the goto (instruction 10) and an empty operand stack */
	vm_safepoint_requested = 1;
	a[0] = 1071; a[1] = 462;
	ck_assert_int_eq(call(fn, 2, a), 21);
	ck_assert_int_eq(n_polls, 1);
	ck_assert_int_eq(seen_pc - pcode, 10);
	ck_assert_ptr_eq(seen_sp, slots + 3);
	ck_assert_ptr_null(thread.exception);
	ck_assert_int_eq(n_clears, 0);
	/* when a collection is near, the poll's call zeroes the dead stack
	 * below the frame first; the loop itself does not */
	gc_collection_near = 1;
	ck_assert_int_eq(call(fn, 2, a), 21);
	ck_assert_int_eq(n_clears, 0);
	vm_safepoint_requested = 1;
	ck_assert_int_eq(call(fn, 2, a), 21);
	ck_assert_int_eq(n_polls, 2);
	ck_assert_int_eq(n_clears, 1);
	gc_collection_near = 0;
}
END_TEST

/* A backward branch with values on the operand stack: the poll finds
 * the frame current.  The template code polls before the branch's
 * compare, with its two operands on the stack; the code with values in
 * registers (jit_regs.c) polls after it, as the interpreter
 * does, with the one value below them, which it has to write to its
 * slot first (it was a pending constant).
 *   iconst_5; L: iinc 0 -1; iload_0; ifgt L; ireturn   (returns 5) */
START_TEST(test_poll_with_stack)
{
	static const uint8_t bc[] = { 0x08, 0x84, 0x00, 0xff, 0x1a, 0x9d, 0xff, 0xfc, 0xac };
	static const int lens[] = { 1, 3, 1, 3, 1 };
	char why[128];
	VmNativeFn fn = compile(make(bc, sizeof bc, lens, 5, 1, 2, "(I)I"), why);
	int32_t x = 3;
	bool regs = jit_regs_enabled;

	ck_assert_msg(fn != NULL, "refused: %s", why);
	vm_safepoint_requested = 1;
	ck_assert_int_eq(call(fn, 1, &x), 5);
	ck_assert_int_eq(n_polls, 1);
	ck_assert_int_eq(seen_pc - pcode, 3);
	ck_assert_ptr_eq(seen_sp, slots + 1 + (regs ? 1 : 2));
	ck_assert_int_eq(seen_slots[0].i, 2);   /* the local, after one iinc */
	ck_assert_int_eq(seen_slots[1].i, 5);   /* the constant under the operands */
	if (!regs)
		ck_assert_int_eq(seen_slots[2].i, 2);
	ck_assert_int_eq(slots[0].i, 0);        /* the local lives in the frame */
}
END_TEST

/* (a / b) and (a % b) with Java's corner cases. */
START_TEST(test_division)
{
	static const uint8_t div_bc[] = { 0x1a, 0x1b, 0x6c, 0xac };
	static const uint8_t rem_bc[] = { 0x1a, 0x1b, 0x70, 0xac };
	static const int lens[] = { 1, 1, 1, 1 };
	static const int32_t cases[][4] = {
		/* a, b, a / b, a % b */
		{ 7, 2, 3, 1 }, { -7, 2, -3, -1 }, { 7, -2, -3, 1 }, { -7, -2, 3, -1 },
		{ INT32_MIN, -1, INT32_MIN, 0 }, { INT32_MIN, 1, INT32_MIN, 0 },
		{ INT32_MAX, INT32_MIN, 0, INT32_MAX }, { 0, 5, 0, 0 },
	};
	char why[128];
	VmNativeFn dv, rm;
	size_t i;

	dv = compile(make(div_bc, 4, lens, 4, 2, 2, "(II)I"), why);
	ck_assert_msg(dv != NULL, "refused: %s", why);
	rm = compile(make(rem_bc, 4, lens, 4, 2, 2, "(II)I"), why);
	ck_assert_msg(rm != NULL, "refused: %s", why);
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		ck_assert_int_eq(call(dv, 2, cases[i]), cases[i][2]);
		ck_assert_int_eq(call(rm, 2, cases[i]), cases[i][3]);
	}
	ck_assert_int_eq(n_throws, 0);
	{
		int32_t z[2] = { 5, 0 };
		call(rm, 2, z);
		ck_assert_int_eq(n_throws, 1);
		ck_assert_ptr_nonnull(thread.exception);
		ck_assert_str_eq(thrown, "java/lang/ArithmeticException: / by zero");
		ck_assert_int_eq(seen_pc - pcode, 2);     /* the irem */
	}
}
END_TEST

/* Arithmetic, shifts, narrowing, stack shuffles and constants:
 * f(x, n) = ((x << n) ^ (x >> n) ^ ((x >>> n) + 1)) + (byte)x + (char)x + (short)x
 *           - 3 * (-x) + 1000 + (x | 0x55) - (x & -8), then swap/dup/pop. */
START_TEST(test_arithmetic)
{
	static const uint8_t bc[] = {
		0x1a, 0x1b, 0x78,              /* x << n */
		0x1a, 0x1b, 0x7a, 0x82,        /* ^ (x >> n) */
		0x1a, 0x1b, 0x7c, 0x04, 0x60, 0x82,  /* ^ ((x >>> n) + 1) */
		0x1a, 0x91, 0x60,              /* + (byte)x */
		0x1a, 0x92, 0x60,              /* + (char)x */
		0x1a, 0x93, 0x60,              /* + (short)x */
		0x06, 0x1a, 0x74, 0x68, 0x64,  /* - 3 * -x */
		0x11, 0x03, 0xe8, 0x60,        /* + 1000 (sipush) */
		0x1a, 0x10, 0x55, 0x80, 0x60,  /* + (x | 0x55) (bipush) */
		0x1a, 0x10, 0xf8, 0x7e, 0x64,  /* - (x & -8) */
		0x04, 0x5f, 0x64,              /* 1, swap, sub: r - 1 becomes 1 - r */
		0x59, 0x57,                    /* dup, pop */
		0x84, 0x01, 0x07,              /* iinc n, 7 (unused after) */
		0x00, 0xac                     /* nop, ireturn */
	};
	static const int lens[] = {
		1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
		1, 1, 1, 1, 1, 1, 1, 3, 1, 1, 2, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 3, 1, 1 };
	static const int32_t xs[] = { 0, 1, -1, 0x12345678, INT32_MIN, INT32_MAX, -129, 65535 };
	static const int32_t ns[] = { 0, 1, 5, 31, 32, 33, -1 };
	char why[128];
	VmNativeFn fn = compile(make(bc, sizeof bc, lens, 45, 2, 4, "(II)I"), why);
	size_t i, j;

	ck_assert_msg(fn != NULL, "refused: %s", why);
	for (i = 0; i < sizeof xs / sizeof xs[0]; i++)
		for (j = 0; j < sizeof ns / sizeof ns[0]; j++) {
			uint32_t x = (uint32_t)xs[i];
			int s = ns[j] & 31;
			uint32_t r = (x << s) ^ (uint32_t)((int32_t)x >> s) ^ ((x >> s) + 1u);
			int32_t args[2] = { xs[i], ns[j] };
			r += (uint32_t)(int8_t)x + (uint16_t)x + (uint32_t)(int16_t)x;
			r -= 3u * (0u - x);
			r += 1000u;
			r += x | 0x55u;
			r -= x & (uint32_t)-8;
			r = 1u - r;
			ck_assert_int_eq(call(fn, 2, args), (int32_t)r);
		}
}
END_TEST

/* dup2: x + y * (x - y) as iload_0 iload_1 dup2 isub imul iadd ireturn */
START_TEST(test_dup2)
{
	static const uint8_t bc[] = { 0x1a, 0x1b, 0x5c, 0x64, 0x68, 0x60, 0xac };
	static const int lens[] = { 1, 1, 1, 1, 1, 1, 1 };
	static const int32_t xs[] = { 0, 7, -3, 100000, INT32_MIN };
	char why[128];
	VmNativeFn fn = compile(make(bc, sizeof bc, lens, 7, 2, 4, "(II)I"), why);
	size_t i, j;

	ck_assert_msg(fn != NULL, "refused: %s", why);
	for (i = 0; i < 5; i++)
		for (j = 0; j < 5; j++) {
			int32_t args[2] = { xs[i], xs[j] };
			uint32_t x = (uint32_t)xs[i], y = (uint32_t)xs[j];
			ck_assert_int_eq(call(fn, 2, args), (int32_t)(x + y * (x - y)));
		}
}
END_TEST

/* Conditional branches, a merge with a value on the operand stack:
 * max(a, b) = a > b ? a : b, and the six if<cond> against zero. */
START_TEST(test_branches)
{
	static const uint8_t max_bc[] = {
		0x1a, 0x1b, 0xa4, 0x00, 0x07,  /* 0 iload_0 iload_1 if_icmple 9 */
		0x1a, 0xa7, 0x00, 0x04,        /* 5 iload_0 goto 10 */
		0x1b,                          /* 9 iload_1 */
		0xac                           /* 10 ireturn */
	};
	static const int max_lens[] = { 1, 1, 3, 1, 3, 1, 1 };
	static const int32_t pairs[][2] = { { 1, 2 }, { 2, 1 }, { -5, -5 }, { INT32_MIN, INT32_MAX } };
	char why[128];
	VmNativeFn fn = compile(make(max_bc, sizeof max_bc, max_lens, 7, 2, 2, "(II)I"), why);
	size_t i;
	int op;

	ck_assert_msg(fn != NULL, "refused: %s", why);
	for (i = 0; i < 4; i++)
		ck_assert_int_eq(call(fn, 2, pairs[i]), pairs[i][0] > pairs[i][1] ? pairs[i][0] : pairs[i][1]);
	/* if<cond> x: return 1, else return 0 */
	for (op = 0x99; op <= 0x9e; op++) {
		uint8_t bc[] = { 0x1a, (uint8_t)op, 0x00, 0x05, 0x03, 0xac, 0x04, 0xac };
		static const int lens[] = { 1, 3, 1, 1, 1, 1 };
		static const int32_t xs[] = { -3, 0, 4 };
		VmNativeFn f = compile(make(bc, sizeof bc, lens, 6, 1, 1, "(I)Z"), why);
		ck_assert_msg(f != NULL, "refused: %s", why);
		for (i = 0; i < 3; i++) {
			int32_t x = xs[i];
			bool want = op == 0x99 ? x == 0 : op == 0x9a ? x != 0 : op == 0x9b ? x < 0 :
				    op == 0x9c ? x >= 0 : op == 0x9d ? x > 0 : x <= 0;
			ck_assert_int_eq(call(f, 1, &x), want);
		}
	}
}
END_TEST

/* The wide forms (a two-byte local index, iinc's two-byte increment) and
 * goto_w, forward and backward (a backward one polls). */
START_TEST(test_wide_and_goto_w)
{
	static const uint8_t fwd_bc[] = {
		0x1a,                               /*  0 iload_0 */
		0xc4, 0x36, 0x00, 0x03,             /*  1 wide istore 3 */
		0xc4, 0x84, 0x00, 0x03, 0x03, 0xe8, /*  5 wide iinc 3 1000 */
		0xc8, 0x00, 0x00, 0x00, 0x09,       /* 11 goto_w 20 */
		0x03, 0xac, 0x03, 0xac,             /* 16 (not reached) */
		0xc4, 0x15, 0x00, 0x03,             /* 20 wide iload 3 */
		0x85,                               /* 24 i2l */
		0xc4, 0x37, 0x00, 0x04,             /* 25 wide lstore 4 */
		0xc4, 0x16, 0x00, 0x04,             /* 29 wide lload 4 */
		0x88, 0xac                          /* 33 l2i ireturn */
	};
	static const int fwd_lens[] = { 1, 4, 6, 5, 1, 1, 1, 1, 4, 1, 4, 4, 1, 1 };
	/* s = 0; while (n > 0) { s += n; n--; } return s; */
	static const uint8_t loop_bc[] = {
		0x03,                               /*  0 iconst_0 */
		0xc4, 0x36, 0x00, 0x02,             /*  1 wide istore 2 */
		0x1a,                               /*  5 iload_0 */
		0x9e, 0x00, 0x15,                   /*  6 ifle 27 */
		0xc4, 0x15, 0x00, 0x02,             /*  9 wide iload 2 */
		0x1a, 0x60,                         /* 13 iload_0 iadd */
		0xc4, 0x36, 0x00, 0x02,             /* 15 wide istore 2 */
		0x84, 0x00, 0xff,                   /* 19 iinc 0 -1 */
		0xc8, 0xff, 0xff, 0xff, 0xef,       /* 22 goto_w 5 */
		0xc4, 0x15, 0x00, 0x02,             /* 27 wide iload 2 */
		0xac                                /* 31 ireturn */
	};
	static const int loop_lens[] = { 1, 4, 1, 3, 4, 1, 1, 4, 3, 5, 4, 1 };
	static const int32_t xs[] = { 0, 7, -5, INT32_MAX - 1000 };
	char why[128];
	VmNativeFn fn = compile(make(fwd_bc, sizeof fwd_bc, fwd_lens, 14, 6, 2, "(I)I"), why);
	size_t i;
	int32_t n;

	ck_assert_msg(fn != NULL, "refused: %s", why);
	for (i = 0; i < 4; i++)
		ck_assert_int_eq(call(fn, 1, &xs[i]), xs[i] + 1000);
	fn = compile(make(loop_bc, sizeof loop_bc, loop_lens, 12, 3, 2, "(I)I"), why);
	ck_assert_msg(fn != NULL, "refused: %s", why);
	n = 10;
	ck_assert_int_eq(call(fn, 1, &n), 55);
	ck_assert_int_eq(n_polls, 0);
	vm_safepoint_requested = 1;
	n = 3;
	ck_assert_int_eq(call(fn, 1, &n), 6);
	ck_assert_int_eq(n_polls, 1);
	ck_assert_int_eq(seen_pc - pcode, 9);   /* goto_w, the tenth instruction */
}
END_TEST

/* jit_safe_loops: which loops let a[i] go without a bounds check.
 * Locals: 0 = a, 1 = i, 2 = s, 3 = n. */
static int safe_loops(const uint8_t *bc, uint32_t len, const int *lens, int n, JitSafeLoop *out)
{
	static int16_t depth[64];
	VmMethod *m = make(bc, len, lens, n, 4, 2, "([I)I");

	memset(depth, 0, sizeof depth);    /* everything reachable */
	return jit_safe_loops(m, bc, len, depth, out, 4);
}

START_TEST(test_safe_loops)
{
	/* s = 0 (local 2 holds it); for (i = 0; i < a.length; i++) s += a[i]; return s */
	uint8_t loop[] = {
		0x03, 0x3c,                     /*  0 iconst_0 istore_1 */
		0x1b, 0x2a, 0xbe,               /*  2 iload_1 aload_0 arraylength */
		0xa2, 0x00, 0x0f,               /*  5 if_icmpge 20 */
		0x1c, 0x2a, 0x1b, 0x2e, 0x60,   /*  8 iload_2 aload_0 iload_1 iaload iadd */
		0x3d,                           /* 13 istore_2 */
		0x84, 0x01, 0x01,               /* 14 iinc 1 1 */
		0xa7, 0xff, 0xf1,               /* 17 goto 2 */
		0x1c, 0xac                      /* 20 iload_2 ireturn */
	};
	static const int loop_lens[] = { 1, 1, 1, 1, 1, 3, 1, 1, 1, 1, 1, 1, 3, 3, 1, 1 };
	/* the same with n = a.length set before: n in local 3 */
	uint8_t hoisted[] = {
		0x2a, 0xbe, 0x3e,               /*  0 aload_0 arraylength istore_3 */
		0x01, 0x01, 0x57, 0x57,         /*  3 aconst_null aconst_null pop pop (room for astore_0) */
		0x03, 0x3c,                     /*  7 iconst_0 istore_1 */
		0x1b, 0x1d,                     /*  9 iload_1 iload_3 */
		0xa2, 0x00, 0x0f,               /* 11 if_icmpge 26 */
		0x1c, 0x2a, 0x1b, 0x2e, 0x60,   /* 14 iload_2 aload_0 iload_1 iaload iadd */
		0x3d,                           /* 19 istore_2 */
		0x84, 0x01, 0x01,               /* 20 iinc 1 1 */
		0xa7, 0xff, 0xf2,               /* 23 goto 9 */
		0x1c, 0xac                      /* 26 iload_2 ireturn */
	};
	static const int hoisted_lens[] = { 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 1, 1, 1, 1, 1, 3, 3, 1, 1 };
	/* a jump from after the loop into its body */
	uint8_t into[sizeof loop + 1];
	static const int into_lens[] = { 1, 1, 1, 1, 1, 3, 1, 1, 1, 1, 1, 1, 3, 3, 3 };
	JitSafeLoop l[4];
	VmHandler h;

	ck_assert_int_eq(safe_loops(loop, sizeof loop, loop_lens, 16, l), 1);
	ck_assert_int_eq(l[0].i, 1);
	ck_assert_int_eq(l[0].a, 0);
	ck_assert_uint_eq(l[0].lo, 5);      /* the test ... */
	ck_assert_uint_eq(l[0].hi, 14);     /* ... to the iinc */
	loop[0] = 0x02;                     /* i = -1 */
	ck_assert_int_eq(safe_loops(loop, sizeof loop, loop_lens, 16, l), 0);
	loop[0] = 0x03;
	loop[13] = 0x3c;                    /* istore_1: i written in the body */
	ck_assert_int_eq(safe_loops(loop, sizeof loop, loop_lens, 16, l), 0);
	loop[13] = 0x3d;
	loop[16] = 0x02;                    /* iinc 1 2 */
	ck_assert_int_eq(safe_loops(loop, sizeof loop, loop_lens, 16, l), 0);
	loop[16] = 0x01;
	loop[8] = 0x4b;                     /* astore_0 in the body (stack aside) */
	ck_assert_int_eq(safe_loops(loop, sizeof loop, loop_lens, 16, l), 0);
	loop[8] = 0x1c;
	/* a handler in the loop */
	method.handlers = &h;
	method.n_handlers = 1;
	h.start = 0;
	h.end = 2;
	h.handler = 6;                      /* the instruction at pc 8 */
	ck_assert_int_eq(jit_safe_loops(&method, loop, sizeof loop, (int16_t[64]){ 0 }, l, 4), 0);
	method.handlers = NULL;
	method.n_handlers = 0;
	/* a jump from outside into the body */
	memcpy(into, loop, 20);
	into[20] = 0xa7, into[21] = 0xff, into[22] = 0xf4;      /* 20 goto 8 */
	ck_assert_int_eq(safe_loops(into, 23, into_lens, 15, l), 0);
	into[21] = 0xff, into[22] = 0xee;                       /* 20 goto 2: the head, from outside */
	ck_assert_int_eq(safe_loops(into, 23, into_lens, 15, l), 0);

	ck_assert_int_eq(safe_loops(hoisted, sizeof hoisted, hoisted_lens, 22, l), 1);
	ck_assert_int_eq(l[0].i, 1);
	ck_assert_int_eq(l[0].a, 0);
	ck_assert_uint_eq(l[0].lo, 11);
	ck_assert_uint_eq(l[0].hi, 20);
	hoisted[4] = 0x4b, hoisted[5] = 0x00;                   /* aconst_null astore_0 nop: a after n */
	ck_assert_int_eq(safe_loops(hoisted, sizeof hoisted, hoisted_lens, 22, l), 0);
	hoisted[4] = 0x01, hoisted[5] = 0x57;
	hoisted[20] = 0x84, hoisted[21] = 0x03;                 /* iinc 3 1: n written in the loop */
	ck_assert_int_eq(safe_loops(hoisted, sizeof hoisted, hoisted_lens, 22, l), 0);
	hoisted[21] = 0x01;
	hoisted[8] = 0x3d;                  /* i never set before the loop (istore_2) */
	ck_assert_int_eq(safe_loops(hoisted, sizeof hoisted, hoisted_lens, 22, l), 0);
}
END_TEST

/* A fake array of `len` elements of `size` bytes, class elem_type. */
static union { VmArray a; uint64_t align[64]; } arr_mem;
static VmClass arr_class;

static VmArray *fake_array(char elem_type, int32_t len)
{
	memset(&arr_mem, 0, sizeof arr_mem);
	memset(&arr_class, 0, sizeof arr_class);
	arr_class.elem_type = elem_type;
	arr_mem.a.hdr.clazz = &arr_class;
	arr_mem.a.length = len;
	return &arr_mem.a;
}

/* a[i]: null, GOS and bounds checks in the interpreter's order. */
START_TEST(test_array_load)
{
	static const uint8_t bc[] = { 0x2a, 0x1b, 0x2e, 0xac };     /* aload_0 iload_1 iaload ireturn */
	static const int lens[] = { 1, 1, 1, 1 };
	char why[128];
	VmNativeFn fn = compile(make(bc, 4, lens, 4, 2, 2, "([II)I"), why);
	VmArray *a = fake_array('I', 4);
	int32_t *el = VM_ARRAY_DATA(a);
	VmSlot args[2];

	ck_assert_msg(fn != NULL, "refused: %s", why);
	el[0] = 10; el[3] = -33;
	args[0].l = (VmObject *)a;
	args[1].i = 3;
	ck_assert_int_eq(call_slots(fn, args, 2), -33);
	ck_assert_int_eq(n_faults + n_throws, 0);
	/* a shared array that is INVALID: the fault hook runs, once, for a
	 * read of this array, then the load goes on */
	a->hdr.gos_state = 1;
	ck_assert_int_eq(call_slots(fn, args, 2), -33);
	ck_assert_int_eq(n_faults, 1);
	ck_assert_ptr_eq(fault_obj, (VmObject *)a);
	ck_assert(!fault_write);
	ck_assert_int_eq(seen_pc - pcode, 2);
	/* the state's flag bits (above the two access bits) do not fault */
	a->hdr.gos_state = 0x80;
	ck_assert_int_eq(call_slots(fn, args, 2), -33);
	ck_assert_int_eq(n_faults, 1);
	/* nor does READ for a load (only a store faults on it; object.h) */
	a->hdr.gos_state = 2;
	ck_assert_int_eq(call_slots(fn, args, 2), -33);
	ck_assert_int_eq(n_faults, 1);
	/* a failing fault leaves with its exception */
	a->hdr.gos_state = 1;
	fault_ok = false;
	call_slots(fn, args, 2);
	ck_assert_int_eq(n_faults, 2);
	ck_assert_ptr_eq(thread.exception, (VmObject *)&n_faults);
	a->hdr.gos_state = 0;
	/* bounds: unsigned, so negative indices fail too */
	args[1].i = 4;
	call_slots(fn, args, 2);
	ck_assert_str_eq(thrown, "java/lang/ArrayIndexOutOfBoundsException: Index 4 out of bounds for length 4");
	ck_assert_int_eq(seen_pc - pcode, 2);
	args[1].i = -1;
	call_slots(fn, args, 2);
	ck_assert_str_eq(thrown, "java/lang/ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 4");
	args[0].l = NULL;
	args[1].i = 0;
	call_slots(fn, args, 2);
	ck_assert_str_eq(thrown, "java/lang/NullPointerException: ");
	ck_assert_int_eq(n_throws, 3);
}
END_TEST

/* a[i] = v for int, byte, boolean, char, short arrays, and arraylength. */
START_TEST(test_array_store)
{
	static const uint8_t ops[] = { 0x4f, 0x54, 0x54, 0x55, 0x56 };
	static const char types[] = { 'I', 'B', 'Z', 'C', 'S' };
	static const int lens[] = { 1, 1, 1, 1, 1 };
	static const uint8_t len_bc[] = { 0x2a, 0xbe, 0xac };      /* aload_0 arraylength ireturn */
	static const int len_lens[] = { 1, 1, 1 };
	char why[128];
	int k;

	for (k = 0; k < 5; k++) {
		uint8_t bc[] = { 0x2a, 0x1b, 0x1c, ops[k], 0xb1 };  /* aload_0 iload_1 iload_2 Xastore return */
		VmNativeFn fn = compile(make(bc, 5, lens, 5, 3, 3, "([III)V"), why);
		VmArray *a = fake_array(types[k], 8);
		uint8_t *raw = VM_ARRAY_DATA(a);
		VmSlot args[3];
		int32_t got;

		ck_assert_msg(fn != NULL, "refused: %s", why);
		args[0].l = (VmObject *)a;
		args[1].i = 5;
		args[2].i = 0x12345602;      /* low byte 2: a boolean store keeps bit 0 only */
		a->hdr.gos_state = 3;
		n_faults = 0;
		call_slots(fn, args, 3);
		ck_assert_ptr_null(thread.exception);
		ck_assert_int_eq(n_faults, 1);
		ck_assert(fault_write);
		switch (types[k]) {
		case 'I': memcpy(&got, raw + 20, 4); ck_assert_int_eq(got, 0x12345602); break;
		case 'B': ck_assert_int_eq(raw[5], 0x02); break;
		case 'Z': ck_assert_int_eq(raw[5], 0x00); break;
		default: ck_assert_int_eq(raw[10] | raw[11] << 8, 0x5602); break;
		}
		/* nothing else written */
		ck_assert_int_eq(raw[0] | raw[1] | raw[2] | raw[3], 0);
	}
	{
		VmNativeFn fn = compile(make(len_bc, 3, len_lens, 3, 1, 1, "([I)I"), why);
		VmArray *a = fake_array('I', 77);
		VmSlot arg;
		ck_assert_msg(fn != NULL, "refused: %s", why);
		arg.l = (VmObject *)a;
		a->hdr.gos_state = 1;
		n_faults = 0;
		ck_assert_int_eq(call_slots(fn, &arg, 1), 77);
		ck_assert_int_eq(n_faults, 1);
		ck_assert(!fault_write);
	}
}
END_TEST

/* Call fn with two long arguments (slots 0-1 and 2-3); the long result. */
static int64_t call_long(VmNativeFn fn, int64_t x, int64_t y)
{
	VmSlot ret[2];

	memset(slots, 0x5a, sizeof slots);
	vm_slot_set_long(&slots[0], x);
	vm_slot_set_long(&slots[2], y);
	memset(&frame, 0, sizeof frame);
	frame.locals = slots;
	thread.top = &frame;
	thread.exception = NULL;
	memset(ret, 0x77, sizeof ret);
	fn(&thread, slots, ret);
	return vm_slot_get_long(ret);
}

/* long arithmetic: one register on x86-64, EDX:EAX pairs on IA-32. */
START_TEST(test_long)
{
	static const int64_t vals[] = {
		0, 1, -1, 2, 0xffffffffLL, 0x100000000LL, 0x7fffffffLL, -0x80000000LL,
		INT64_MAX, INT64_MIN, 0x123456789abcdefLL, -987654321098LL };
	static const uint8_t ops[] = { 0x61, 0x65, 0x69, 0x7f, 0x81, 0x83, 0x94 };
	static const int lens[] = { 1, 1, 1, 1 };
	char why[128];
	size_t i, j, k;

	for (k = 0; k < sizeof ops; k++) {
		uint8_t bc[] = { 0x1e, 0x20, ops[k], ops[k] == 0x94 ? 0xac : 0xad };
		VmNativeFn fn = compile(make(bc, 4, lens, 4, 4, 4, ops[k] == 0x94 ? "(JJ)I" : "(JJ)J"), why);
		ck_assert_msg(fn != NULL, "op %#x refused: %s", ops[k], why);
		for (i = 0; i < sizeof vals / sizeof vals[0]; i++)
			for (j = 0; j < sizeof vals / sizeof vals[0]; j++) {
				uint64_t x = (uint64_t)vals[i], y = (uint64_t)vals[j], want;
				int64_t got = call_long(fn, vals[i], vals[j]);
				switch (ops[k]) {
				case 0x61: want = x + y; break;
				case 0x65: want = x - y; break;
				case 0x69: want = x * y; break;
				case 0x7f: want = x & y; break;
				case 0x81: want = x | y; break;
				case 0x83: want = x ^ y; break;
				default:
					want = (uint64_t)(int64_t)(vals[i] < vals[j] ? -1 : vals[i] > vals[j]);
					got = (int32_t)got;     /* an int result: slot 0's low half */
					break;
				}
				ck_assert_msg((uint64_t)got == want, "op %#x (%lld, %lld): %lld, expected %lld",
					      ops[k], (long long)x, (long long)y, (long long)got, (long long)want);
			}
	}
	{
		/* lload_0 lload_2 l{div,rem} lreturn: Java's rules, zero divisor throws */
		static const uint8_t dv[] = { 0x6d, 0x71 };
		for (k = 0; k < 2; k++) {
			uint8_t bc[] = { 0x1e, 0x20, dv[k], 0xad };
			VmNativeFn fn = compile(make(bc, 4, lens, 4, 4, 4, "(JJ)J"), why);
			ck_assert_msg(fn != NULL, "refused: %s", why);
			for (i = 0; i < sizeof vals / sizeof vals[0]; i++)
				for (j = 0; j < sizeof vals / sizeof vals[0]; j++) {
					int64_t x = vals[i], y = vals[j], want, got;
					n_throws = 0;
					got = call_long(fn, x, y);
					if (y == 0) {
						ck_assert_int_eq(n_throws, 1);
						ck_assert_str_eq(thrown, "java/lang/ArithmeticException: / by zero");
						ck_assert_int_eq(seen_pc - pcode, 2);
						continue;
					}
					if (y == -1)
						want = dv[k] == 0x71 ? 0 : (int64_t)(0 - (uint64_t)x);
					else
						want = dv[k] == 0x71 ? x % y : x / y;
					ck_assert_int_eq(n_throws, 0);
					ck_assert_msg(got == want, "%#x (%lld, %lld): %lld, expected %lld", dv[k],
						      (long long)x, (long long)y, (long long)got, (long long)want);
				}
		}
	}
	{
		/* lload_0 iload_2 l{shl,shr,ushr} lreturn, counts beyond 31 and 63 */
		static const uint8_t sh[] = { 0x79, 0x7b, 0x7d };
		static const int32_t counts[] = { 0, 1, 5, 31, 32, 33, 63, 64, 65, -1, -32 };
		static const int slens[] = { 1, 1, 1, 1 };
		for (k = 0; k < 3; k++) {
			uint8_t bc[] = { 0x1e, 0x1c, sh[k], 0xad };
			VmNativeFn fn = compile(make(bc, 4, slens, 4, 3, 3, "(JI)J"), why);
			ck_assert_msg(fn != NULL, "refused: %s", why);
			for (i = 0; i < sizeof vals / sizeof vals[0]; i++)
				for (j = 0; j < sizeof counts / sizeof counts[0]; j++) {
					uint64_t x = (uint64_t)vals[i], want;
					int n = counts[j] & 63;
					VmSlot args[3];
					int64_t got;
					vm_slot_set_long(&args[0], vals[i]);
					args[2].i = counts[j];
					want = sh[k] == 0x79 ? x << n : sh[k] == 0x7d ? x >> n :
					       (uint64_t)(vals[i] >> n);
					memset(slots, 0x5a, sizeof slots);
					memcpy(slots, args, sizeof args);
					memset(&frame, 0, sizeof frame);
					frame.locals = slots;
					thread.top = &frame;
					{
						VmSlot ret[2];
						fn(&thread, slots, ret);
						got = vm_slot_get_long(ret);
					}
					ck_assert_msg((uint64_t)got == want, "shift %#x of %llx by %d: %llx, expected %llx",
						      sh[k], (unsigned long long)x, counts[j],
						      (unsigned long long)got, (unsigned long long)want);
				}
		}
	}
	{
		/* lload_0 lneg lconst_1 ladd lreturn: 1 - x */
		static const uint8_t neg[] = { 0x1e, 0x75, 0x0a, 0x61, 0xad };
		static const int nlens[] = { 1, 1, 1, 1, 1 };
		/* iload_0 i2l lreturn; lload_0 l2i ireturn */
		static const uint8_t i2l[] = { 0x1a, 0x85, 0xad }, l2i[] = { 0x1e, 0x88, 0xac };
		static const int clens[] = { 1, 1, 1 };
		VmNativeFn fn = compile(make(neg, 5, nlens, 5, 2, 4, "(J)J"), why);
		VmNativeFn wi = NULL, na = NULL;
		ck_assert_msg(fn != NULL, "refused: %s", why);
		for (i = 0; i < sizeof vals / sizeof vals[0]; i++)
			ck_assert_int_eq(call_long(fn, vals[i], 0), (int64_t)(1u - (uint64_t)vals[i]));
		wi = compile(make(i2l, 3, clens, 3, 1, 2, "(I)J"), why);
		ck_assert_msg(wi != NULL, "refused: %s", why);
		na = compile(make(l2i, 3, clens, 3, 2, 2, "(J)I"), why);
		ck_assert_msg(na != NULL, "refused: %s", why);
		for (i = 0; i < sizeof vals / sizeof vals[0]; i++) {
			int32_t lo = (int32_t)(uint32_t)(uint64_t)vals[i];
			ck_assert_int_eq(call_long(wi, lo, 0), (int64_t)lo);
			ck_assert_int_eq((int32_t)call_long(na, vals[i], 0), lo);
		}
	}
}
END_TEST

static int32_t java_d2i(double v)
{
	if (v != v)
		return 0;
	if (v >= 2147483647.0)
		return INT32_MAX;
	if (v <= -2147483648.0)
		return INT32_MIN;
	return (int32_t)v;
}

static int32_t java_dcmp(double x, double y, int nan)
{
	return x > y ? 1 : x < y ? -1 : x == y ? 0 : nan;
}

/* double and float with SSE2 on both targets: results bit for bit. */
START_TEST(test_float)
{
	static const double vals[] = {
		0.0, -0.0, 1.0, -1.5, 1e308, -1e308, 4.9e-324, 2.2250738585072014e-308,
		1.0 / 0.0, -1.0 / 0.0, 0.0 / 0.0, 2147483647.5, -2147483648.7, 3e9, -3e9, 0.1 };
	static const uint8_t dops[] = { 0x63, 0x67, 0x6b, 0x6f, 0x97, 0x98 };
	static const uint8_t fops[] = { 0x62, 0x66, 0x6a, 0x6e, 0x95, 0x96 };
	static const int lens[] = { 1, 1, 1, 1 };
	char why[128];
	size_t i, j, k;

	for (k = 0; k < sizeof dops; k++) {
		bool cmp = dops[k] >= 0x97;
		/* dload_0 dload_2 op dreturn|ireturn; fload_0 fload_1 op freturn|ireturn */
		uint8_t dbc[] = { 0x26, 0x28, dops[k], cmp ? 0xac : 0xaf };
		uint8_t fbc[] = { 0x22, 0x23, fops[k], cmp ? 0xac : 0xae };
		VmNativeFn df = compile(make(dbc, 4, lens, 4, 4, 4, cmp ? "(DD)I" : "(DD)D"), why);
		VmNativeFn ff;
		ck_assert_msg(df != NULL, "refused: %s", why);
		ff = compile(make(fbc, 4, lens, 4, 2, 2, cmp ? "(FF)I" : "(FF)F"), why);
		ck_assert_msg(ff != NULL, "refused: %s", why);
		for (i = 0; i < sizeof vals / sizeof vals[0]; i++)
			for (j = 0; j < sizeof vals / sizeof vals[0]; j++) {
				double x = vals[i], y = vals[j], dw = 0;
				float fx = (float)x, fy = (float)y, fw = 0;
				int64_t want_bits, got;
				int32_t fwant_bits;
				VmSlot args[4], ret[2];
				switch (k) {
				case 0: dw = x + y; fw = fx + fy; break;
				case 1: dw = x - y; fw = fx - fy; break;
				case 2: dw = x * y; fw = fx * fy; break;
				case 3: dw = x / y; fw = fx / fy; break;
				default: break;
				}
				vm_slot_set_double(&args[0], x);
				vm_slot_set_double(&args[2], y);
				memset(slots, 0x5a, sizeof slots);
				memcpy(slots, args, sizeof args);
				memset(&frame, 0, sizeof frame);
				frame.locals = slots;
				thread.top = &frame;
				df(&thread, slots, ret);
				if (cmp) {
					ck_assert_int_eq(ret[0].i, java_dcmp(x, y, k == 4 ? -1 : 1));
				} else {
					memcpy(&want_bits, &dw, 8);
					got = vm_slot_get_long(ret);
					ck_assert_msg(got == want_bits, "%#x %g %g: %llx, expected %llx", dops[k], x, y,
						      (unsigned long long)got, (unsigned long long)want_bits);
				}
				memset(slots, 0x5a, sizeof slots);
				slots[0].f = fx;
				slots[1].f = fy;
				ff(&thread, slots, ret);
				if (cmp) {
					ck_assert_int_eq(ret[0].i, java_dcmp(fx, fy, k == 4 ? -1 : 1));
				} else {
					memcpy(&fwant_bits, &fw, 4);
					ck_assert_msg(ret[0].i == fwant_bits, "%#x %g %g: %x, expected %x", fops[k],
						      (double)fx, (double)fy, (unsigned)ret[0].i, (unsigned)fwant_bits);
				}
			}
	}
	{
		/* dload_0 d2i ireturn; fload_0 f2i ireturn; dload_0 dneg dreturn */
		static const uint8_t d2i[] = { 0x26, 0x8e, 0xac }, f2i[] = { 0x22, 0x8b, 0xac };
		static const uint8_t dneg[] = { 0x26, 0x77, 0xaf };
		static const int clens[] = { 1, 1, 1 };
		VmNativeFn a1 = compile(make(d2i, 3, clens, 3, 2, 2, "(D)I"), why);
		VmNativeFn a2 = compile(make(f2i, 3, clens, 3, 1, 1, "(F)I"), why);
		VmNativeFn a3 = compile(make(dneg, 3, clens, 3, 2, 2, "(D)D"), why);
		ck_assert(a1 && a2 && a3);
		for (i = 0; i < sizeof vals / sizeof vals[0]; i++) {
			VmSlot ret[2];
			double x = vals[i], nx = -x;
			int64_t nb;
			memset(slots, 0x5a, sizeof slots);
			vm_slot_set_double(&slots[0], x);
			a1(&thread, slots, ret);
			ck_assert_int_eq(ret[0].i, java_d2i(x));
			a3(&thread, slots, ret);
			memcpy(&nb, &nx, 8);
			ck_assert_int_eq(vm_slot_get_long(ret), nb);
			slots[0].f = (float)x;
			a2(&thread, slots, ret);
			ck_assert_int_eq(ret[0].i, java_d2i((float)x));
		}
	}
}
END_TEST

/* long/double/float elements: 8-byte copies through XMM0 (bit for bit,
 * NaN payloads included), and the two-slot store's checks find the array
 * four slots down. */
START_TEST(test_wide_arrays)
{
	/* aload_0 iload_1 daload dreturn; aload_0 iload_1 dload_2 dastore return */
	static const uint8_t ld[] = { 0x2a, 0x1b, 0x31, 0xaf }, st[] = { 0x2a, 0x1b, 0x28, 0x52, 0xb1 };
	static const uint8_t lld[] = { 0x2a, 0x1b, 0x2f, 0xad };
	static const uint8_t fld[] = { 0x2a, 0x1b, 0x30, 0xae }, fst[] = { 0x2a, 0x1b, 0x24, 0x51, 0xb1 };
	static const int l4[] = { 1, 1, 1, 1 }, l5[] = { 1, 1, 1, 1, 1 };
	char why[128];
	VmNativeFn dl = compile(make(ld, 4, l4, 4, 2, 2, "([DI)D"), why);
	VmNativeFn ds = compile(make(st, 5, l5, 5, 4, 4, "([DID)V"), why);
	VmNativeFn ll = compile(make(lld, 4, l4, 4, 2, 2, "([JI)J"), why);
	VmNativeFn fl = compile(make(fld, 4, l4, 4, 2, 2, "([FI)F"), why);
	VmNativeFn fs = compile(make(fst, 5, l5, 5, 3, 3, "([FIF)V"), why);
	VmArray *a = fake_array('D', 6);
	uint64_t *el = VM_ARRAY_DATA(a), nan_bits = 0x7ff4000000000123ULL;
	VmSlot args[4], ret[2];

	ck_assert(dl && ds && ll && fl && fs);
	el[4] = nan_bits;
	args[0].l = (VmObject *)a;
	args[1].i = 4;
	memset(slots, 0, sizeof slots);
	memcpy(slots, args, sizeof args);
	dl(&thread, slots, ret);
	ck_assert_uint_eq((uint64_t)vm_slot_get_long(ret), nan_bits);
	ll(&thread, slots, ret);
	ck_assert_uint_eq((uint64_t)vm_slot_get_long(ret), nan_bits);
	/* store with a faulting state: the hook sees the array, for a write */
	vm_slot_set_long(&args[2], (int64_t)0x0123456789abcdefLL);
	args[1].i = 2;
	a->hdr.gos_state = 2;
	n_faults = 0;
	call_slots(ds, args, 4);
	ck_assert_ptr_null(thread.exception);
	ck_assert_int_eq(n_faults, 1);
	ck_assert_ptr_eq(fault_obj, (VmObject *)a);
	ck_assert(fault_write);
	ck_assert_uint_eq(el[2], 0x0123456789abcdefULL);
	ck_assert_uint_eq(el[1] | el[3], 0);
	args[1].i = 6;
	call_slots(ds, args, 4);
	ck_assert_str_eq(thrown, "java/lang/ArrayIndexOutOfBoundsException: Index 6 out of bounds for length 6");
	/* float: 4 bytes */
	args[1].i = 5;
	args[2].f = -0.0f;
	call_slots(fs, args, 3);
	ck_assert_uint_eq(((uint32_t *)el)[5], 0x80000000u);
	ck_assert_int_eq(call_slots(fl, args, 2), (int32_t)0x80000000);
}
END_TEST

/* Instance methods, reference parameters and reference results: `this`
 * and the references are slots like any other (areturn returns a slot). */
START_TEST(test_references)
{
	static const uint8_t pick[] = { 0x1b, 0x99, 0x00, 0x05, 0x2a, 0xb0, 0x2c, 0xb0 };
	/* iload_1 ifeq +5 aload_0 areturn aload_2 areturn */
	static const int lens[] = { 1, 3, 1, 1, 1, 1 };
	char why[128];
	VmSlot r[2];
	int x, y, which;
	VmMethod *m = make(pick, sizeof pick, lens, 6, 3, 1, "(ILjava/lang/Object;)[[I");
	VmNativeFn fn;

	m->access &= (uint16_t)~ACC_STATIC;   /* this, int, Object */
	fn = compile(m, why);
	ck_assert_msg(fn != NULL, "refused: %s", why);
	for (which = 0; which < 2; which++) {
		memset(slots, 0x5a, sizeof slots);
		slots[0].l = (VmObject *)&x;
		slots[1].i = which;
		slots[2].l = (VmObject *)&y;
		memset(&frame, 0, sizeof frame);
		frame.locals = slots;
		thread.top = &frame;
		thread.exception = NULL;
		fn(&thread, slots, r);
		ck_assert_ptr_eq(r[0].l, which ? (void *)&x : (void *)&y);
	}
}
END_TEST

/* The hand-over to the interpreter (jit_rt.resume, vm_interp_resume in
 * the VM), recorded: the frame's pc and sp and whether an exception was
 * pending when the compiled code handed its frame over. */
static int n_resumes;
static VmInsn *resume_pc;
static VmSlot *resume_sp;
static bool resume_exc;

static bool record_resume(VmThread *t, VmSlot *ret)
{
	n_resumes++;
	resume_pc = t->top->pc;
	resume_sp = t->top->sp;
	resume_exc = t->exception != NULL;
	t->exception = NULL;      /* "the interpreter found a handler" */
	ret[0].i = 1234;
	return true;
}

/* jit_rt.handler for the test: the answer it is told to give, and where
 * the exception was thrown; on a match it does what rt_handler does */
static VmHandler handler;
static int32_t handler_answer;
static int n_handler_calls;
static VmInsn *handler_pc;

static int32_t record_handler(VmThread *t)
{
	n_handler_calls++;
	handler_pc = t->top->pc;
	if (handler_answer < 0)
		return -1;
	t->top->locals[method.max_locals].l = t->exception;
	t->exception = NULL;
	return handler_answer;
}

START_TEST(test_handover)
{
	/* iload_0 iconst_1 iadd invokedynamic(no template) ireturn */
	static const uint8_t indy[] = { 0x1a, 0x04, 0x60, 0xba, 0x00, 0x01, 0x00, 0x00, 0xac };
	static const int indy_lens[] = { 1, 1, 1, 5, 1 };
	/* iconst_5 iload_0 idiv ireturn; the handler: pop bipush 77 ireturn */
	static const uint8_t div[] = { 0x08, 0x1a, 0x6c, 0xac, 0x57, 0x10, 77, 0xac };
	static const int div_lens[] = { 1, 1, 1, 1, 1, 2, 1 };
	char why[128];
	VmNativeFn fn;
	int32_t x;

	jit_rt.resume = record_resume;
	jit_rt.handler = record_handler;
	n_resumes = 0;
	fn = compile(make(indy, sizeof indy, indy_lens, 5, 1, 2, "(I)I"), why);
	ck_assert_msg(fn != NULL, "refused: %s", why);
	ck_assert_str_eq(why, "1 instruction left to the interpreter, the first 0xba");
	x = 41;
	ck_assert_int_eq(call(fn, 1, &x), 1234);
	ck_assert_int_eq(n_resumes, 1);
	ck_assert_ptr_eq(resume_pc, &pcode[3]);
	ck_assert_ptr_eq(resume_sp, slots + 1 + 1);    /* one local, one value */
	ck_assert_int_eq(slots[1].i, 42);
	ck_assert(!resume_exc);

	fn = compile(make(div, sizeof div, div_lens, 7, 1, 2, "(I)I"), why);
	ck_assert_msg(fn != NULL, "refused: %s", why);
	x = 2;
	ck_assert_int_eq(call(fn, 1, &x), 2);
	ck_assert_int_eq(n_resumes, 1);                 /* no exception: no hand-over */
	/* a handler over the idiv: it runs compiled (since 28 Nov 2026),
	 * entered where jit_rt.handler says, with the exception as its
	 * operand; -1 from the lookup leaves with the exception */
	method.handlers = &handler;
	method.n_handlers = 1;
	handler.start = 0;
	handler.end = 3;
	handler.handler = 4;
	fn = compile(&method, why);
	ck_assert_msg(fn != NULL, "refused: %s", why);
	handler_answer = 4;
	n_handler_calls = 0;
	x = 0;
	ck_assert_int_eq(call(fn, 1, &x), 77);          /* the handler ran */
	ck_assert_int_eq(n_handler_calls, 1);
	ck_assert_ptr_eq(handler_pc, &pcode[2]);        /* thrown at the idiv */
	ck_assert_int_eq(n_resumes, 1);                 /* and no hand-over */
	ck_assert_ptr_null(thread.exception);
	handler_answer = -1;
	x = 0;
	call(fn, 1, &x);                                /* no handler catches: leaves */
	ck_assert_int_eq(n_handler_calls, 2);
	ck_assert_int_eq(n_resumes, 1);
	ck_assert_ptr_nonnull(thread.exception);
	method.n_handlers = 0;
	method.handlers = NULL;
	fn = compile(&method, why);
	x = 0;
	call(fn, 1, &x);                                /* no handlers: leaves directly */
	ck_assert_int_eq(n_handler_calls, 2);
	ck_assert_int_eq(n_resumes, 1);
	ck_assert_ptr_nonnull(thread.exception);
	jit_rt.resume = NULL;
	jit_rt.handler = NULL;
}
END_TEST

/* What it cannot compile, it refuses (the method stays interpreted). */
START_TEST(test_refusals)
{
	static const uint8_t ret[] = { 0x03, 0xac };
	static const int ret_lens[] = { 1, 1 };
	static const uint8_t call_bc[] = { 0xb8, 0x00, 0x01, 0xac };        /* invokestatic */
	static const int call_lens[] = { 3, 1 };
	static const uint8_t bad_target[] = { 0xa7, 0x00, 0x02, 0x03, 0xac }; /* into an operand */
	static const int bad_lens[] = { 3, 1, 1 };
	static const uint8_t underflow[] = { 0x60, 0xac };                 /* iadd on nothing */
	static const uint8_t falls_off[] = { 0x03, 0x57 };                 /* iconst_0 pop: no return */
	char why[128];
	VmMethod *m;

	m = make(ret, 2, ret_lens, 2, 1, 1, "(I)I");
	m->access |= ACC_SYNCHRONIZED;
	ck_assert(compile(m, why) == NULL);
	ck_assert_str_eq(why, "synchronized, without the VM runtime");
	m = make(ret, 2, ret_lens, 2, 1, 1, "(I)I");
	m->access |= ACC_NATIVE;
	ck_assert(compile(m, why) == NULL);
	ck_assert_str_eq(why, "native or abstract");
	m = make(ret, 2, ret_lens, 2, 1, 1, "(Q)I");
	ck_assert(compile(m, why) == NULL);
	ck_assert_str_eq(why, "bad method descriptor");
	m = make(call_bc, 4, call_lens, 2, 0, 1, "()I");
	ck_assert(compile(m, why) == NULL);
	ck_assert_str_eq(why, "opcode 0xb8 is not compiled yet");
	m = make(bad_target, 5, bad_lens, 3, 0, 1, "()I");
	ck_assert(compile(m, why) == NULL);
	ck_assert_str_eq(why, "bad branch target at 0");
	m = make(underflow, 2, ret_lens, 2, 0, 2, "()I");
	ck_assert(compile(m, why) == NULL);
	ck_assert_str_eq(why, "operand stack out of bounds at 0");
	m = make(falls_off, 2, ret_lens, 2, 0, 1, "()V");
	ck_assert(compile(m, why) == NULL);
	ck_assert_str_eq(why, "code falls off its end at 1");
	/* no runtime (jit_rt) here: exception handlers are refused */
	m = make(ret, 2, ret_lens, 2, 1, 1, "(I)I");
	m->n_handlers = 1;
	ck_assert(compile(m, why) == NULL);
	ck_assert_str_eq(why, "has exception handlers");
	m->n_handlers = 0;
	/* nothing refused was left in the cache */
	ck_assert_uint_eq(cache.n_blocks, 0);
	ck_assert_uint_eq(cache.used, 0);
}
END_TEST

/* On-stack replacement: sum(n) { s = 0; for (i = 0; i < n; i++) s += i;
 * return s; } entered at the loop header (pc 4) on a frame the
 * interpreter left there, with its locals as they were. */
static const uint8_t sum_bc[] = {
	0x03, 0x3c, 0x03, 0x3d,       /*  0 iconst_0 istore_1 iconst_0 istore_2 */
	0x1c, 0x1a,                   /*  4 iload_2 iload_0 */
	0xa2, 0x00, 0x0d,             /*  6 if_icmpge 19 */
	0x1b, 0x1c, 0x60, 0x3c,       /*  9 iload_1 iload_2 iadd istore_1 */
	0x84, 0x02, 0x01,             /* 13 iinc 2 1 */
	0xa7, 0xff, 0xf4,             /* 16 goto 4 */
	0x1b, 0xac                    /* 19 iload_1 ireturn */
};
static const int sum_lens[] = { 1, 1, 1, 1, 1, 1, 3, 1, 1, 1, 1, 3, 3, 1, 1 };

static VmNativeFn compile_osr(VmMethod *m, int32_t osr_pc, char *why)
{
	size_t len = 0;
	void *p = jit_compile_method(&cache, jit_target_host(), m, osr_pc, &len, why, 128);
	VmNativeFn fn = NULL;

	if (p)
		memcpy(&fn, &p, sizeof fn);
	return fn;
}

/* jit_inline_shape: which callee bodies are inlined.  The quick forms are
 * this test's own "handlers": fake_label(op) is a distinct address per
 * op, as vm_interp_label's are. */
static char fake_handlers[OPX_COUNT];

static const void *fake_label(int op)
{
	return &fake_handlers[op];
}

static VmMethod *shaped(const uint8_t *bc, uint32_t len, const int *lens, int n, int arg_slots,
			 bool is_static, const char *name)
{
	VmMethod *m = make(bc, len, lens, n, arg_slots, 2, "()V");
	int i;

	for (i = 0; i < n; i++)
		pcode[i].handler = NULL;
	m->access = is_static ? ACC_STATIC : 0;
	m->arg_slots = (uint16_t)arg_slots;
	m->name = name;
	return m;
}

START_TEST(test_inline_shapes)
{
	static const uint8_t ret[] = { 0xb1 };
	static const int ret_l[] = { 1 };
	static const uint8_t k7[] = { 0x10, 0xf9, 0xac };                  /* bipush -7 ireturn */
	static const int k7_l[] = { 2, 1 };
	static const uint8_t knull[] = { 0x01, 0xb0 };
	static const int knull_l[] = { 1, 1 };
	static const uint8_t get[] = { 0x2a, 0xb4, 0x00, 0x02, 0xac };      /* aload_0 getfield ireturn */
	static const uint8_t getl[] = { 0x2a, 0xb4, 0x00, 0x02, 0xad };     /* ... lreturn */
	static const int get_l[] = { 1, 3, 1 };
	static const uint8_t put[] = { 0x2a, 0x2b, 0xb5, 0x00, 0x02, 0xb1 }; /* aload_0 aload_1 putfield return */
	static const int put_l[] = { 1, 1, 3, 1 };
	static const uint8_t ctor[] = { 0x2a, 0xb7, 0x00, 0x01, 0xb1 };     /* aload_0 invokespecial return */
	static const int ctor_l[] = { 1, 3, 1 };
	static const uint8_t loop[] = { 0xa7, 0x00, 0x00 };                 /* goto self */
	static const int loop_l[] = { 3 };
	JitInline in;
	VmMethod *m, super;

	m = shaped(ret, 1, ret_l, 1, 0, true, "m");
	ck_assert(jit_inline_shape(m, fake_label, &in));
	ck_assert_int_eq(in.kind, JIT_INL_EMPTY);
	m->access |= ACC_SYNCHRONIZED;               /* has a monitor: no */
	ck_assert(!jit_inline_shape(m, fake_label, &in));
	m = shaped(k7, 3, k7_l, 2, 1, false, "m");
	ck_assert(jit_inline_shape(m, fake_label, &in));
	ck_assert_int_eq(in.kind, JIT_INL_CONST);
	ck_assert_int_eq(in.value, -7);
	m = shaped(knull, 2, knull_l, 2, 0, true, "m");
	ck_assert(jit_inline_shape(m, fake_label, &in));
	ck_assert_int_eq(in.kind, JIT_INL_CONST);
	ck_assert_int_eq(in.type, 'L');

	/* a getter: only once its getfield is a plain quick form */
	m = shaped(get, 5, get_l, 3, 1, false, "m");
	ck_assert(!jit_inline_shape(m, fake_label, &in));          /* not resolved */
	pcode[1].handler = fake_label(OPX_GETFIELD_V);
	ck_assert(!jit_inline_shape(m, fake_label, &in));          /* volatile */
	pcode[1].handler = fake_label(OPX_GETFIELD_S);
	pcode[1].a.i = 24;
	ck_assert(jit_inline_shape(m, fake_label, &in));
	ck_assert_int_eq(in.kind, JIT_INL_GET);
	ck_assert_int_eq(in.type, 'S');
	ck_assert_int_eq((int)in.offset, 24);
	m->access |= ACC_STATIC;
	ck_assert(!jit_inline_shape(m, fake_label, &in));          /* no receiver */
	m = shaped(getl, 5, get_l, 3, 1, false, "m");
	pcode[1].handler = fake_label(OPX_GETFIELD_I);
	ck_assert(!jit_inline_shape(m, fake_label, &in));          /* lreturn of an int field */
	pcode[1].handler = fake_label(OPX_GETFIELD_J);
	ck_assert(jit_inline_shape(m, fake_label, &in));
	ck_assert_int_eq(in.type, 'J');

	/* a setter */
	m = shaped(put, 6, put_l, 4, 2, false, "m");
	pcode[2].handler = fake_label(OPX_PUTFIELD_I);
	ck_assert(!jit_inline_shape(m, fake_label, &in));          /* aload_1 into an int field */
	pcode[2].handler = fake_label(OPX_PUTFIELD_L);
	pcode[2].a.i = 16;
	ck_assert(jit_inline_shape(m, fake_label, &in));
	ck_assert_int_eq(in.kind, JIT_INL_PUT);
	ck_assert_int_eq((int)in.offset, 16);
	m->arg_slots = 3;                                           /* another argument */
	ck_assert(!jit_inline_shape(m, fake_label, &in));

	/* a constructor that only calls an empty super constructor */
	memset(&super, 0, sizeof super);
	super.name = "<init>";
	super.code = NULL;                                          /* not decoded: no */
	m = shaped(ctor, 5, ctor_l, 3, 1, false, "<init>");
	pcode[1].handler = fake_label(OPX_INVOKEDIRECT);
	pcode[1].a.p = &super;
	ck_assert(!jit_inline_shape(m, fake_label, &in));
	{
		static const uint8_t sret[] = { 0xb1 };
		static VmInsn spcode[1];
		static uint16_t sinsn_pc[1];
		static VmCfCode scode;
		scode.code = sret;
		scode.code_length = 1;
		super.code = &scode;
		super.pcode = spcode;
		super.insn_pc = sinsn_pc;
		super.n_insns = 1;
	}
	ck_assert(jit_inline_shape(m, fake_label, &in));            /* Object() is `return` */
	ck_assert_int_eq(in.kind, JIT_INL_EMPTY);
	super.access = ACC_SYNCHRONIZED;
	ck_assert(!jit_inline_shape(m, fake_label, &in));
	super.access = 0;
	m->name = "notInit";
	ck_assert(!jit_inline_shape(m, fake_label, &in));

	/* an array's length (String.length()) */
	{
		static const uint8_t alen[] = { 0x2a, 0xb4, 0x00, 0x02, 0xbe, 0xac };
		static const int alen_l[] = { 1, 3, 1, 1 };
		m = shaped(alen, 6, alen_l, 4, 1, false, "length");
		pcode[1].handler = fake_label(OPX_GETFIELD_I);
		ck_assert(!jit_inline_shape(m, fake_label, &in));      /* an int field has no length */
		pcode[1].handler = fake_label(OPX_GETFIELD_L);
		pcode[1].a.i = 32;
		ck_assert(jit_inline_shape(m, fake_label, &in));
		ck_assert_int_eq(in.kind, JIT_INL_ALEN);
		ck_assert_int_eq((int)in.offset, 32);
	}
	/* String.charAt, by name, with the offset of String.value */
	{
		static const uint8_t body[] = { 0x1b, 0xac };          /* not what it runs */
		static const int body_l[] = { 1, 1 };
		static VmField fields[2];
		static VmClass string;
		memset(&string, 0, sizeof string);
		memset(fields, 0, sizeof fields);
		fields[0].name = "hash";
		fields[0].desc = "I";
		fields[0].offset = 16;
		fields[1].name = "value";
		fields[1].desc = "[C";
		fields[1].offset = 24;
		string.name = "java/lang/String";
		string.fields = fields;
		string.n_fields = 2;
		m = shaped(body, 2, body_l, 2, 2, false, "charAt");
		m->desc = "(I)C";
		m->clazz = &string;
		ck_assert(jit_inline_shape(m, fake_label, &in));
		ck_assert_int_eq(in.kind, JIT_INL_CHARAT);
		ck_assert_int_eq((int)in.offset, 24);
		fields[1].desc = "[B";                                  /* another String layout */
		ck_assert(!jit_inline_shape(m, fake_label, &in));
		fields[1].desc = "[C";
		string.name = "my/String";
		ck_assert(!jit_inline_shape(m, fake_label, &in));
		m->clazz = NULL;
	}

	/* anything else */
	m = shaped(loop, 3, loop_l, 1, 0, true, "m");
	ck_assert(!jit_inline_shape(m, fake_label, &in));
	ck_assert(!jit_inline_shape(NULL, fake_label, &in));
}
END_TEST

/* jit_pure.c: a straight-line body run on its own, on an argument block
 * as the caller's operand slots would hold it.  Returns 1 when the body
 * ran to its end, 0 when it went to `full` (the ordinary call), -1 when
 * it is not compiled.  The harness: the block's address in a register
 * the body does not use (RDI on x86-64; EBX, saved, on IA-32). */
static int run_pure(VmMethod *m, void *args)
{
	static uint8_t *page;
	JitAsm a;
	JitLabel full;
	JitPureSite site;
	const JitTarget *t = jit_target_host();
	bool x64 = t->mode == JIT_X86_64;
	int base = x64 ? JIT_RDI : JIT_RBX, i;
	int (*fn)(void *);

	if (!page)
		page = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ck_assert_ptr_ne(page, MAP_FAILED);
	ck_assert_int_eq(mprotect(page, 4096, PROT_READ | PROT_WRITE), 0);
	jit_x86_init(&a, t->mode, page, 4096, (uintptr_t)page);
	jit_label_init(&full);
	site.mode = t->mode;
	site.args = jit_mem(base, 0);
	site.full = &full;
	site.label = fake_label;
	ck_assert(jit_pure_body(m, &site, NULL) == jit_pure_body(m, &site, NULL));
	if (!jit_pure_body(m, &site, NULL))
		return -1;
	if (!x64) {
		jit_x86_push_r(&a, JIT_RBX);
		jit_x86_mov_rm(&a, 4, JIT_RBX, jit_mem(JIT_RSP, 8));
	}
	ck_assert(jit_pure_body(m, &site, &a));
	for (i = 1; i >= 0; i--) {
		if (!i)
			jit_x86_bind(&a, &full);
		jit_x86_mov_ri(&a, 4, JIT_RAX, i);
		if (!x64)
			jit_x86_pop_r(&a, JIT_RBX);
		jit_x86_ret(&a);
	}
	ck_assert_int_eq(a.err, JIT_EMIT_OK);
	ck_assert_int_eq(mprotect(page, 4096, PROT_READ | PROT_EXEC), 0);
	memcpy(&fn, &page, sizeof fn);
	return fn(args);
}

static int32_t slot_int(const uintptr_t *slot)
{
	int32_t v;
	memcpy(&v, slot, 4);
	return v;
}

START_TEST(test_pure_body)
{
	/* int scaled(int k) { return v * k; }   v at offset 24 */
	static const uint8_t scaled[] = { 0x2a, 0xb4, 0x00, 0x02, 0x1b, 0x68, 0xac };
	static const int scaled_l[] = { 1, 3, 1, 1, 1 };
	/* void add(int k) { v = v + k; } */
	static const uint8_t add[] = { 0x2a, 0x2a, 0xb4, 0x00, 0x02, 0x1b, 0x60, 0xb5, 0x00, 0x02, 0xb1 };
	static const int add_l[] = { 1, 1, 3, 1, 1, 3, 1 };
	/* static int at(int[] a, int i) { return a[i]; } */
	static const uint8_t at[] = { 0x2a, 0x1b, 0x2e, 0xac };
	static const int at_l[] = { 1, 1, 1, 1 };
	/* static double mul(double x, double y) { return x * y - 1.0; } */
	static const uint8_t mul[] = { 0x26, 0x28, 0x6b, 0x0f, 0x67, 0xaf };
	static const int mul_l[] = { 1, 1, 1, 1, 1, 1 };
	/* static int nextAt(int[] a, int i) { i = i + 1; return a[i]; } */
	static const uint8_t next_at[] = { 0x1b, 0x04, 0x60, 0x3c, 0x2a, 0x1b, 0x2e, 0xac };
	static const int next_at_l[] = { 1, 1, 1, 1, 1, 1, 1, 1 };
	/* refused: a division, a branch, a store to a local never read
	 * before (javac's code always assigns first; this one reads local 1
	 * of a one-argument method), a call */
	static const uint8_t div[] = { 0x1a, 0x1b, 0x6c, 0xac };
	static const int div_l[] = { 1, 1, 1, 1 };
	static const uint8_t br[] = { 0x1a, 0x99, 0x00, 0x03, 0x1a, 0xac };
	static const int br_l[] = { 1, 3, 1, 1 };
	static const uint8_t st[] = { 0x1a, 0x3b, 0x1b, 0xac };      /* iload_0 istore_0 iload_1 */
	static const int st_l[] = { 1, 1, 1, 1 };
	static const uint8_t call[] = { 0x1a, 0xb8, 0x00, 0x01, 0xac };
	static const int call_l[] = { 1, 3, 1 };
	uint64_t obj[8], arr[8];
	uintptr_t args[4];          /* operand slots: pointer-sized */
	uint8_t *state = (uint8_t *)obj + offsetof(VmObject, gos_state);
	int32_t *field = (int32_t *)((char *)obj + 24);
	VmMethod *m;
	double x;
	void *p;

	memset(obj, 0, sizeof obj);
	*field = 6;
	p = obj;

	m = shaped(scaled, 7, scaled_l, 5, 2, false, "scaled");
	ck_assert_int_eq(run_pure(m, args), -1);                   /* getfield not resolved */
	pcode[1].handler = fake_label(OPX_GETFIELD_I);
	pcode[1].a.i = 24;
	memcpy(&args[0], &p, sizeof p);
	args[1] = 7;
	ck_assert_int_eq(run_pure(m, args), 1);
	ck_assert_int_eq(slot_int(args), 42);
	memcpy(&args[0], &p, sizeof p);
	*state = VM_GOS_READ_FAULTS;                                /* INVALID: the call faults */
	ck_assert_int_eq(run_pure(m, args), 0);
	ck_assert(!memcmp(&args[0], &p, sizeof p));                 /* the argument as it was */
	*state = VM_GOS_WRITE_FAULTS & ~VM_GOS_READ_FAULTS;         /* read-only: reads go on */
	ck_assert_int_eq(run_pure(m, args), 1);
	args[0] = 0;                                                /* null */
	ck_assert_int_eq(run_pure(m, args), 0);

	m = shaped(add, 11, add_l, 7, 2, false, "add");
	pcode[2].handler = fake_label(OPX_GETFIELD_I);
	pcode[2].a.i = 24;
	pcode[5].handler = fake_label(OPX_PUTFIELD_I);
	pcode[5].a.i = 24;
	memcpy(&args[0], &p, sizeof p);
	args[1] = 4;
	ck_assert_int_eq(run_pure(m, args), 0);                     /* read-only: the call */
	ck_assert_int_eq(*field, 6);
	*state = 0;
	ck_assert_int_eq(run_pure(m, args), 1);
	ck_assert_int_eq(*field, 10);
	pcode[5].handler = fake_label(OPX_PUTFIELD_V);              /* volatile: not here */
	ck_assert_int_eq(run_pure(m, args), -1);

	memset(arr, 0, sizeof arr);
	*(int32_t *)((char *)arr + offsetof(VmArray, length)) = 3;
	((int32_t *)((char *)arr + VM_ARRAY_DATA_OFFSET))[2] = -9;
	p = arr;
	m = shaped(at, 4, at_l, 4, 2, true, "at");
	memcpy(&args[0], &p, sizeof p);
	args[1] = 2;
	ck_assert_int_eq(run_pure(m, args), 1);
	ck_assert_int_eq(slot_int(args), -9);
	memcpy(&args[0], &p, sizeof p);
	args[1] = 3;                                                /* out of range: the call */
	ck_assert_int_eq(run_pure(m, args), 0);
	args[1] = (uint32_t)-1;                                    /* -1 in the slot's int */
	ck_assert_int_eq(run_pure(m, args), 0);
	/* a store to an argument's local changes no slot: when the check
	 * after it fails, the call finds the argument as it was */
	m = shaped(next_at, 8, next_at_l, 8, 2, true, "nextAt");
	args[1] = 1;
	ck_assert_int_eq(run_pure(m, args), 1);
	ck_assert_int_eq(slot_int(args), -9);
	memcpy(&args[0], &p, sizeof p);
	args[1] = 2;
	ck_assert_int_eq(run_pure(m, args), 0);
	ck_assert_int_eq(slot_int(&args[1]), 2);
	ck_assert(!memcmp(&args[0], &p, sizeof p));

	m = shaped(at, 4, at_l, 4, 2, true, "at");
	args[1] = 0;
	*((uint8_t *)arr + offsetof(VmObject, gos_state)) = VM_GOS_READ_FAULTS;
	ck_assert_int_eq(run_pure(m, args), 0);

	/* two-slot arguments: slots of the pointer size, the value in the first */
	m = shaped(mul, 6, mul_l, 6, 4, true, "mul");
	m->desc = "(DD)D";
	{
		double y = 2.5;
		int ps = (int)sizeof(void *);
		x = 3.0;
		memset(args, 0, sizeof args);
		memcpy(args, &x, 8);
		memcpy((char *)args + 2 * ps, &y, 8);
		ck_assert_int_eq(run_pure(m, args), 1);
		memcpy(&x, args, 8);
		ck_assert(x == 6.5);
	}

	ck_assert_int_eq(run_pure(shaped(div, 4, div_l, 4, 2, true, "div"), args), -1);
	ck_assert_int_eq(run_pure(shaped(br, 6, br_l, 4, 1, true, "br"), args), -1);
	ck_assert_int_eq(run_pure(shaped(st, 4, st_l, 4, 1, true, "st"), args), -1);
	m = shaped(st, 4, st_l, 4, 2, true, "st");                 /* with a second argument: yes */
	args[0] = 5;
	args[1] = 8;
	ck_assert_int_eq(run_pure(m, args), 1);
	ck_assert_int_eq(slot_int(args), 8);
	ck_assert_int_eq(run_pure(shaped(call, 5, call_l, 3, 1, true, "call"), args), -1);
}
END_TEST

/* The walk of jit_pure.c reads bytecode the verifier may never have seen
 * (the class library is not verified by default): bodies one or two
 * byte changes away from the ordinary ones above must be refused or
 * emitted, never crash, and the dry run must say what the real one does. */
START_TEST(test_pure_mutations)
{
	static const uint8_t seeds[][11] = {
		{ 0x2a, 0xb4, 0x00, 0x02, 0x1b, 0x68, 0xac },                       /* v * k */
		{ 0x2a, 0x2a, 0xb4, 0x00, 0x02, 0x1b, 0x60, 0xb5, 0x00, 0x02, 0xb1 }, /* v += k */
		{ 0x1b, 0x04, 0x60, 0x3c, 0x2a, 0x1b, 0x2e, 0xac },                 /* a[i + 1] */
		{ 0x26, 0x28, 0x6b, 0x0f, 0x67, 0xaf },                             /* x * y - 1.0 */
	};
	static const uint32_t lens[] = { 7, 11, 8, 6 };
	static const int ones[11] = { 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 };
	static uint8_t code[11], out[2048];
	const JitTarget *t = jit_target_host();
	uint32_t seed = 12345, i, k, accepted = 0;
	JitLabel full;
	JitPureSite site;
	JitAsm a;
	VmMethod *m;

	for (i = 0; i < 20000; i++) {
		uint32_t which = i % 4, len = lens[which], flips;
		memcpy(code, seeds[which], len);
		for (flips = 0; flips < 1 + i % 2; flips++) {
			seed ^= seed << 13, seed ^= seed >> 17, seed ^= seed << 5;      /* xorshift32 */
			code[seed % len] = (uint8_t)(seed >> 8);
		}
		/* one decoded instruction per byte: insn_pc covers every pc */
		m = shaped(code, len, ones, (int)len, 4, which >= 2, "mut");
		for (k = 0; k < len; k++) {
			pcode[k].handler = k % 3 == 1 ? fake_label(OPX_GETFIELD_I) : k % 3 == 2 ?
					   fake_label(OPX_PUTFIELD_I) : NULL;
			pcode[k].a.i = 24;
		}
		m->desc = which == 3 ? "(DD)D" : "(II)I";
		jit_x86_init(&a, t->mode, out, sizeof out, 0);
		jit_label_init(&full);
		site.mode = t->mode;
		site.args = jit_mem(t->mode == JIT_X86_64 ? JIT_RDI : JIT_RBX, 0);
		site.full = &full;
		site.label = fake_label;
		if (jit_pure_body(m, &site, NULL)) {
			accepted++;
			ck_assert(jit_pure_body(m, &site, &a));
			ck_assert_int_eq(a.err, JIT_EMIT_OK);
		}
	}
	/* some mutants are still bodies (another constant, another local) */
	ck_assert_uint_gt(accepted, 100);
	ck_assert_uint_lt(accepted, 20000);
}
END_TEST

START_TEST(test_osr)
{
	char why[128];
	VmMethod *m = make(sum_bc, sizeof sum_bc, sum_lens, 15, 3, 2, "(I)I");
	VmNativeFn whole = compile(m, why), osr = compile_osr(m, 4, why);
	VmSlot args[3];

	ck_assert_msg(whole != NULL, "refused: %s", why);
	ck_assert_msg(osr != NULL, "refused: %s", why);
	/* n = 10, s = 1000, i = 5: the interpreter ran five iterations */
	args[0].i = 10; args[1].i = 1000; args[2].i = 5;
	ck_assert_int_eq(call_slots(osr, args, 3), 1000 + 5 + 6 + 7 + 8 + 9);
	/* the whole method starts from scratch with the same slots */
	ck_assert_int_eq(call_slots(whole, args, 3), 45);
	/* a pending safepoint is polled at the back-edge, not at the entry */
	vm_safepoint_requested = 1;
	args[0].i = 6; args[1].i = 0; args[2].i = 5;
	ck_assert_int_eq(call_slots(osr, args, 3), 5);
	ck_assert_int_eq(n_polls, 1);
	/* refused: an operand on the stack, the middle of an instruction, out of range */
	ck_assert(compile_osr(m, 5, why) == NULL);
	ck_assert_str_eq(why, "OSR: operand stack not empty at pc 5");
	ck_assert(compile_osr(m, 7, why) == NULL);
	ck_assert_str_eq(why, "OSR: no instruction at pc 7");
	ck_assert(compile_osr(m, 99, why) == NULL);
	ck_assert_str_eq(why, "OSR: no instruction at pc 99");
}
END_TEST

/* Subroutines: s = 0; jsr S; jsr_w S; return s, where S (a ret
 * address in local 2) adds 0 + 1 + ... + (x - 1) to s in a loop and
 * returns with ret 2.  Each jsr pushes what the interpreter's pushes, the
 * decoded instruction after it. */
static const uint8_t sub_bc[] = {
	0x03, 0x3c,                                     /*  0 s = 0 */
	0xa8, 0x00, 0x0a,                               /*  2 jsr S */
	0xc9, 0x00, 0x00, 0x00, 0x07,                   /*  5 jsr_w S */
	0x1b, 0xac,                                     /* 10 iload_1 ireturn */
	0x4d, 0x03, 0x3e,                               /* 12 S: astore_2; i = 0 */
	0x1d, 0x1a, 0xa2, 0x00, 0x0d,                   /* 15 L: iload_3 iload_0 if_icmpge 30 */
	0x1b, 0x1d, 0x60, 0x3c,                         /* 20 s += i */
	0x84, 0x03, 0x01, 0xa7, 0xff, 0xf4,             /* 24 iinc 3 1; goto L */
	0xa9, 0x02                                      /* 30 ret 2 */
};
static const int sub_lens[] = { 1, 1, 3, 5, 1, 1, 1, 1, 1, 1, 1, 3, 1, 1, 1, 1, 3, 3, 2 };

START_TEST(test_subroutines)
{
	char why[128];
	VmMethod *m;
	VmNativeFn whole, osr;
	VmSlot args[4];
	int32_t x;

	jit_rt.resume = record_resume;
	n_resumes = 0;
	m = make(sub_bc, sizeof sub_bc, sub_lens, 19, 4, 2, "(I)I");
	whole = compile(m, why);
	ck_assert_msg(whole != NULL, "refused: %s", why);
	ck_assert_str_eq(why, "");                      /* nothing left to the interpreter */
	x = 10;
	ck_assert_int_eq(call(whole, 1, &x), 90);
	ck_assert_int_eq(n_resumes, 0);
	/* the ret polls (the loop's test leaves at once, the jsr is forward):
	 * at its pc, with the frame as before it */
	vm_safepoint_requested = 1;
	x = 0;
	ck_assert_int_eq(call(whole, 1, &x), 0);
	ck_assert_int_eq(n_polls, 1);
	ck_assert_ptr_eq(seen_pc, &pcode[18]);
	ck_assert_ptr_eq(seen_sp, slots + 4);
	ck_assert(seen_slots[2].w == (intptr_t)&pcode[3]);  /* the first jsr's address */
	/* entered in the subroutine's loop (OSR) with the return address the
	 * interpreter's first jsr pushed: the compiled ret knows it, and runs
	 * the second jsr; then the second's */
	osr = compile_osr(m, 15, why);
	ck_assert_msg(osr != NULL, "refused: %s", why);
	args[0].i = 10; args[1].i = 1000; args[2].w = (intptr_t)&pcode[3]; args[3].i = 5;
	ck_assert_int_eq(call_slots(osr, args, 4), 1000 + 35 + 45);
	args[2].w = (intptr_t)&pcode[4];
	ck_assert_int_eq(call_slots(osr, args, 4), 1000 + 35);
	ck_assert_int_eq(n_resumes, 0);
	/* an address no jsr of this code pushed: handed over at the ret */
	args[2].w = (intptr_t)&pcode[7];
	ck_assert_int_eq(call_slots(osr, args, 4), 1234);
	ck_assert_int_eq(n_resumes, 1);
	ck_assert_ptr_eq(resume_pc, &pcode[18]);
	ck_assert_int_eq(slots[1].i, 1000 + 35);
	/* a subroutine entered at two depths is refused, as the verifier
	 * would: jsr S at depth 0, then at depth 1 */
	{
		static const uint8_t two[] = { 0xa8, 0x00, 0x07, 0x03, 0xa8, 0x00, 0x03, 0x4c, 0xa9, 0x01 };
		static const int two_lens[] = { 3, 1, 3, 1, 2 };
		ck_assert(compile(make(two, sizeof two, two_lens, 5, 2, 2, "()V"), why) == NULL);
		ck_assert_str_eq(why, "inconsistent stack depth at 7");
	}
}
END_TEST

/* s = 0; a.length; for (i = 0; i < n; i++) s += a[i]; return s
 * The loop head (pc 7, instruction 7) assumes what the code before it
 * learnt of a (arraylength: not null, READ clear), its back edge keeps
 * that, so a[i] has no state test; a safepoint poll on the back edge
 * comes back through the head's retest block, which tests a again. */
static const uint8_t head_bc[] = {
	0x03, 0x3d, 0x2a, 0xbe, 0x57, 0x03, 0x3e,       /*  0 s = 0; a.length; i = 0 */
	0x1d, 0x1b, 0xa2, 0x00, 0x0f,                   /*  7 L: iload_3 iload_1 if_icmpge 24 */
	0x1c, 0x2a, 0x1d, 0x2e, 0x60, 0x3d,             /* 12 s += a[i] */
	0x84, 0x03, 0x01, 0xa7, 0xff, 0xf2,             /* 18 iinc 3 1; goto L */
	0x1c, 0xac                                      /* 24 iload_2 ireturn */
};
static const int head_lens[] = { 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 1, 1, 1, 1, 1, 3, 3, 1, 1 };

START_TEST(test_loop_head_retest)
{
	char why[128];
	VmMethod *m = make(head_bc, sizeof head_bc, head_lens, 20, 4, 3, "([II)I");
	VmNativeFn fn = compile(m, why), osr;
	VmArray *a = fake_array('I', 4);
	int32_t *el = VM_ARRAY_DATA(a);
	VmSlot args[4];

	ck_assert_msg(fn != NULL, "refused: %s", why);
	ck_assert_str_eq(why, "state tests out of 1 loop");
	el[0] = 1; el[1] = 20; el[2] = 300; el[3] = 4000;
	args[0].l = (VmObject *)a;
	args[1].i = 4;
	ck_assert_int_eq(call_slots(fn, args, 2), 4321);
	ck_assert_int_eq(n_faults, 0);
	/* INVALID after the first poll: the retest at the head faults, once,
	 * for a read, with the frame at the head */
	poll_invalidates = (VmObject *)a;
	vm_safepoint_requested = 1;
	ck_assert_int_eq(call_slots(fn, args, 2), 4321);
	ck_assert_int_eq(n_polls, 1);
	ck_assert_int_eq(n_faults, 1);
	ck_assert_ptr_eq(fault_obj, (VmObject *)a);
	ck_assert(!fault_write);
	ck_assert_int_eq(seen_pc - pcode, 7);
	/* no poll, no retest: the loop itself does not test a */
	poll_invalidates = NULL;
	a->hdr.gos_state = 0;
	ck_assert_int_eq(call_slots(fn, args, 2), 4321);
	ck_assert_int_eq(n_faults, 1);
	/* a failing fault at the retest leaves with its exception */
	poll_invalidates = (VmObject *)a;
	vm_safepoint_requested = 1;
	fault_ok = false;
	call_slots(fn, args, 2);
	ck_assert_int_eq(n_faults, 2);
	ck_assert_ptr_eq(thread.exception, (VmObject *)&n_faults);
	fault_ok = true;
	poll_invalidates = NULL;
	/* entered at the head by OSR (s = 1, i = 2): the retest first */
	osr = compile_osr(m, 7, why);
	ck_assert_msg(osr != NULL, "refused: %s", why);
	a->hdr.gos_state = 1;
	args[2].i = 1;
	args[3].i = 2;
	ck_assert_int_eq(call_slots(osr, args, 4), 4301);
	ck_assert_int_eq(n_faults, 3);
	ck_assert_int_eq(seen_pc - pcode, 7);
}
END_TEST

/* a.length + b[0] + a[0]: a[0] skips its tests (arraylength made
 * them), b[0]'s fault stub tests a again after the fault hook ran. */
START_TEST(test_fault_retests_others)
{
	static const uint8_t bc[] = { 0x2a, 0xbe, 0x2b, 0x03, 0x2e, 0x60, 0x2a, 0x03, 0x2e, 0x60, 0xac };
	static const int lens[] = { 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 };
	static union { VmArray a; uint64_t align[8]; } bm;
	char why[128];
	VmNativeFn fn = compile(make(bc, sizeof bc, lens, 11, 2, 3, "([I[I)I"), why);
	VmArray *a = fake_array('I', 3), *b = &bm.a;
	VmSlot args[2];

	ck_assert_msg(fn != NULL, "refused: %s", why);
	b->hdr.clazz = a->hdr.clazz;
	b->length = 1;
	((int32_t *)VM_ARRAY_DATA(a))[0] = 40;
	((int32_t *)VM_ARRAY_DATA(b))[0] = 500;
	args[0].l = (VmObject *)a;
	args[1].l = (VmObject *)b;
	ck_assert_int_eq(call_slots(fn, args, 2), 543);
	ck_assert_int_eq(n_faults, 0);
	/* b INVALID: one fault, for b; a untouched: not tested again */
	b->hdr.gos_state = 1;
	ck_assert_int_eq(call_slots(fn, args, 2), 543);
	ck_assert_int_eq(n_faults, 1);
	ck_assert_ptr_eq(fault_obj, (VmObject *)b);
	/* b's fault makes a INVALID: the stub tests a, which faults too,
	 * with the frame at b's access (instruction 4) */
	b->hdr.gos_state = 1;
	fault_invalidates = (VmObject *)a;
	ck_assert_int_eq(call_slots(fn, args, 2), 543);
	ck_assert_int_eq(n_faults, 3);
	ck_assert_ptr_eq(fault_obj, (VmObject *)a);
	ck_assert(!fault_write);
	ck_assert_int_eq(seen_pc - pcode, 4);
	ck_assert_int_eq(a->hdr.gos_state, 0);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("jit_compile");
	TCase *tc = tcase_create("compile");
	SRunner *sr;
	int failed;

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_loop_and_poll);
	tcase_add_test(tc, test_poll_with_stack);
	tcase_add_test(tc, test_division);
	tcase_add_test(tc, test_arithmetic);
	tcase_add_test(tc, test_branches);
	tcase_add_test(tc, test_wide_and_goto_w);
	tcase_add_test(tc, test_safe_loops);
	tcase_add_test(tc, test_dup2);
	tcase_add_test(tc, test_long);
	tcase_add_test(tc, test_float);
	tcase_add_test(tc, test_array_load);
	tcase_add_test(tc, test_array_store);
	tcase_add_test(tc, test_wide_arrays);
	tcase_add_test(tc, test_references);
	tcase_add_test(tc, test_handover);
	tcase_add_test(tc, test_refusals);
	tcase_add_test(tc, test_osr);
	tcase_add_test(tc, test_subroutines);
	tcase_add_test(tc, test_inline_shapes);
	tcase_add_test(tc, test_pure_body);
	tcase_add_test(tc, test_pure_mutations);
	tcase_add_test(tc, test_loop_head_retest);
	tcase_add_test(tc, test_fault_retests_others);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? 1 : 0;
}
