/*
 * jit_compile.c -- the instruction selector: one method's bytecode to
 * x86 code for either target (IA-32 or x86-64, from the same code).
 *
 * What it takes: any method with bytecode up to 4000 bytes.  Every
 * instruction but switches of more than JIT_MAX_SWITCH_CASES cases and
 * the instructions whose constant-pool entry the interpreter has not yet
 * resolved has code here -- arithmetic, locals (wide forms included),
 * arrays, fields, calls with inline caches, allocation (multianewarray
 * included), monitors, handlers, goto_w, and the subroutines of
 * pre-Java-6 class files (jsr, jsr_w, ret); the runtime helpers of
 * jit_runtime.c do the VM's part.  An instruction without code hands
 * the frame over to the interpreter there (a "deopt"), and the rest of
 * that call runs interpreted.  A method the analysis refuses (bad
 * code, too long) stays interpreted, with the reason under
 * -Xjit:verbose.
 *
 * How the code looks: the frame is the interpreter's (interp.h): Java
 * locals and the operand stack live in the frame's slots, and each
 * template loads its operands from there and stores its result back.
 * jit_regs.c keeps values in registers between bytecodes (both targets) --
 * operand-stack entries not yet written, and locals pinned to registers
 * and written through -- but writes every pending value to its slot
 * before any template, call, stub, poll or branch target, so wherever
 * anything else can look the frame is exactly what the interpreter
 * would have; that is what makes safepoints, stack walks and exceptions
 * work unchanged.
 *
 *   callee-saved  T = thread, L = locals (= args), R = result slot
 *   scratch       eAX, eCX, eDX (the stack operands, idiv's pair)
 *   stack         [return address][T L R saved][pad][outgoing args: IA-32]
 *
 * Array accesses check, in the interpreter's order, null (a stub throws
 * NullPointerException), the GOS state bits of the array (`test byte
 * [array + state], 3` and a not-taken branch to a stub that calls the
 * same fault hook as the interpreter's GOS_CHECK, vm_gos_hooks.access_fault,
 * then resumes or leaves with its exception), and the index (one
 * unsigned compare against the length; a stub throws
 * ArrayIndexOutOfBoundsException with the interpreter's message).
 *
 * Backward branches poll for a safepoint (a load and test of
 * vm_safepoint_requested, a not-taken branch to an out-of-line stub that
 * stores frame->pc and frame->sp and calls vm_safepoint_poll, as the
 * interpreter's POLL does).  Division by zero goes to a stub that stores
 * pc and sp and calls the same vm_throw the interpreter uses, then leaves
 * through the epilogue with the exception pending.
 *
 * Instruction lengths, branch shapes and the stack effects the table
 * states come from the core's shared bytecode table (bytecode.h, STYLE.md
 * convention 1), which the decoder and the verifier read too; what is
 * left here is which instructions have templates, and the slot counts of
 * the instructions whose signature the table leaves to its readers.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jit_internal.h"
#include "bytecode.h"
#include "decode.h"
#include "hooks.h"
#include "interp.h"
#include "gc.h"

#define MAX_BYTECODE 4000   /* longer methods stay interpreted (-Xjit:verbose says so) */
#define BYTES_PER_BC 128    /* worst-case x86 bytes per bytecode byte, for the cache block */

/* A local whose object passed the null test and the test of `bits`. */
typedef struct JitKnown {
	uint16_t n;
	uint8_t bits;
} JitKnown;


typedef struct Stub {
	int kind;          /* STUB_* */
	JitLabel entry;    /* where the inline check branches to */
	JitLabel *back;    /* POLL, GOS_*: where to resume */
	JitLabel resume;   /* GOS_*: the label back points to */
	JitLabel slow;     /* IC_MISS: where to go when the miss helper gives no callee */
	JitIc *ic;         /* IC_MISS: the site's cache */
	uint32_t bcpc;     /* bytecode pc of the instruction */
	int depth;         /* operand stack depth there */
	int snap_off, snap_n;       /* a checked access on the virtual stack: the pending entries
				     * of slots [0, snap_n) as they were (Comp.snaps), which the
				     * stub writes to the frame first */
	int kn_off, kn_n;  /* GOS_*: what was known of other objects (Comp.kn), tested again
			    * after the fault (emit_gos_stub) */
	int n_reload;      /* GOS_*: registers to reload from their slots before resuming */
	int8_t reload_reg[3];
	int16_t reload_slot[3];     /* operand-stack slot */
	uint8_t reload_w[3];
} Stub;
/* What an out-of-line stub does after storing the frame's pc and sp:
 * poll; throw (and leave through the epilogue); or call the GOS fault
 * path for the array at a given depth below the stack top and resume
 * (or leave if it failed). */
enum {
	STUB_POLL = 1, STUB_DIV0, STUB_NPE, STUB_OOB_LOAD, STUB_OOB_STORE,
	STUB_GOS_LOAD, STUB_GOS_STORE, STUB_GOS_LENGTH,
	STUB_OOB_STORE2, STUB_GOS_STORE2,     /* stores of a two-slot value */
	STUB_GOS_W2,       /* putfield of a one-slot value: the object 2 below the top */
	STUB_GOS_W1,       /* a read that tests the write bits: the object at the top */
	STUB_DEOPT,        /* hand the frame to the interpreter at this instruction */
	STUB_RESULT,       /* a helper answered JIT_RT_EXC or JIT_RT_DEOPT (in AL) */
	STUB_IC_MISS       /* an inline cache missed: ask jit_rt.ic_miss for the callee */
};

#define MAX_SAFE_LOOPS 16

typedef struct Comp {
	VmMethod *m;
	const JitTarget *t;
	JitAsm a;
	int ps;                 /* slot size = pointer size */
	int rt, rl, rr;         /* callee-saved: thread, locals, result (IA-32: rt and rr
				 * are JIT_NOREG, the pointers are at [xSP + rt_off], [xSP + rr_off]) */
	int rt_off, rr_off;
	int8_t saved[12];       /* what the prologue pushes, in order */
	int n_saved;
	const uint8_t *code;
	uint32_t len;
	int16_t *depth;         /* stack depth at each bytecode pc, -1: not reached */
	int32_t *insn;          /* decoded instruction index of each pc, -1 */
	JitLabel *labels;       /* one per bytecode pc */
	JitLabel exit;
	JitLabel throw_exit;    /* an exception is pending, frame->pc at its instruction */
	bool have_rt;           /* the VM runtime (jit_rt) is there: helpers, deoptimisation */
	int n_deopts;           /* instructions left to the interpreter */
	int n_inlined;          /* calls replaced by their callee's body (emit_inlined) */
	uint8_t deopt_op;       /* the first of them */
	Stub *stubs;
	int n_stubs, max_stubs;
	int adjust;             /* bytes subtracted from xSP after the pushes */
	int retbuf;             /* offset from xSP of two slots a direct callee returns into */
	int selfslot;           /* offset from xSP of this method's VmFrame pointer */
	JitIc *ics;             /* inline caches of the invokevirtual/interface sites */
	int n_ics, max_ics;
	uint32_t fresh_pc;      /* the instruction after a new/newarray/anewarray ... */
	int fresh_slot;         /* ... and the slot of the object it made (-1: none) */
	JitChecks ck;           /* what is known of the locals' objects (jit_checks.c) */
	int n_exits;            /* calls, polls and inline cache misses emitted so far (a
				 * template that adds none keeps what is known: emit_method) */
	struct JitKnown *kn;    /* the GOS stubs' lists of known objects (new_stub) */
	int n_kn, max_kn;
	JitVsSlot *snaps;       /* the stubs' copies of the virtual stack (take_snapshot) */
	int n_snaps, max_snaps;
	int cur_snap_off, cur_snap_n;   /* what new_stub gives a stub */
	int64_t *kpool;         /* IA-32: the 8-byte constants of XMM entries (jit_regs.c),
				 * as long-lived as the inline caches */
	int n_k, max_k;
	JitAtomicSite *atomics; /* inline atomic sites (emit_atomic) */
	int n_atomics, max_atomics;
	int n_calls;            /* invoke instructions (direct calls need selfslot) */
	int32_t osr_pc;         /* JIT_NO_OSR, or the bytecode pc the code enters at */
	JitRegs rg;             /* virtual operand stack and pinned locals (jit_regs.c) */
	JitVsSlot *vs;          /* its slots, max_stack + 1 */
	int8_t *pin;            /* its per-local registers, max_locals + 1 */
	uint8_t *pin_w;         /* and their widths */
	uint8_t *target;        /* JIT_TGT_* per pc (a jump target: every slot in memory there) */
	JitSafeLoop loops[MAX_SAFE_LOOPS];   /* where a[i] needs no bounds check (jit_bytecode.c) */
	int n_loops;
	int n_bce;              /* bounds checks elided (in_bounds) */
	int tmpl_obj;           /* a field template's object: its local, or -1 (jit_checks_forget_all_but) */
	char *why;              /* reason for refusing */
	size_t why_len;
} Comp;

static bool refuse(Comp *c, const char *fmt, int arg)
{
	snprintf(c->why, c->why_len, fmt, arg);
	return false;
}

/* ---------------------------------------------------------- decoding */

static bool int_like(char ch)
{
	return ch == 'I' || ch == 'B' || ch == 'C' || ch == 'S' || ch == 'Z';
}

/* A parameter or result this path can hold: int-like, long, float, double. */
static bool scalar_ok(char ch)
{
	return int_like(ch) || ch == 'J' || ch == 'F' || ch == 'D';
}

/* float and double instructions this path compiles (all one byte but
 * fload/dload/fstore/dstore, two): fconst_*, dconst_*, fload/dload(_n),
 * fstore/dstore(_n), fadd..ddiv, fneg, dneg, i2f i2d f2i f2d d2i d2f,
 * fcmpl..dcmpg, freturn, dreturn. */
static bool fp_op(uint8_t op)
{
	return (op >= 0x0b && op <= 0x0f) || op == 0x17 || op == 0x18 || (op >= 0x22 && op <= 0x29) ||
	       op == 0x38 || op == 0x39 || (op >= 0x43 && op <= 0x4a) ||
	       op == 0x62 || op == 0x63 || op == 0x66 || op == 0x67 || op == 0x6a || op == 0x6b ||
	       op == 0x6e || op == 0x6f || op == 0x76 || op == 0x77 ||
	       op == 0x86 || op == 0x87 || op == 0x8b || op == 0x8d || op == 0x8e || op == 0x90 ||
	       (op >= 0x95 && op <= 0x98) || op == 0xae || op == 0xaf;
}

/* An instruction of the first path: a template that needs no VM runtime
 * (its length and stack effect come from the shared table). */
static bool template_op(uint8_t op)
{
	if (op == 0x00 || (op >= 0x01 && op <= 0x08))            /* nop, aconst_null, iconst_* */
		return true;
	if (op == 0x19 || op == 0x3a)                            /* aload, astore */
		return true;
	if ((op >= 0x2a && op <= 0x2d) || (op >= 0x4b && op <= 0x4e))   /* aload_n, astore_n */
		return true;
	if ((op >= 0x2e && op <= 0x31) || (op >= 0x33 && op <= 0x35) || (op >= 0x4f && op <= 0x52) ||
	    (op >= 0x54 && op <= 0x56) || op == 0xbe)            /* [ilfdbcs]aload/astore, arraylength */
		return true;
	if (op == 0xa5 || op == 0xa6 || op == 0xc6 || op == 0xc7)   /* if_acmp*, ifnull, ifnonnull */
		return true;
	if (op == 0x10 || op == 0x12 || op == 0x15 || op == 0x36)   /* bipush, ldc, iload, istore */
		return true;
	if (op == 0x11 || op == 0x84)                            /* sipush, iinc */
		return true;
	if ((op >= 0x1a && op <= 0x1d) || (op >= 0x3b && op <= 0x3e))   /* iload_n, istore_n */
		return true;
	if (op == 0x57 || op == 0x59 || op == 0x5c || op == 0x5f)   /* pop, dup, dup2, swap */
		return true;
	if (op >= 0x60 && op <= 0x77 && (op - 0x60) % 4 == 0)    /* iadd ... ineg: i l f d */
		return true;
	if (op >= 0x78 && op <= 0x83 && (op - 0x78) % 2 == 0)    /* ishl ... ixor: i l */
		return true;
	if (op == 0x91 || op == 0x92 || op == 0x93)              /* i2b i2c i2s */
		return true;
	if ((op >= 0x99 && op <= 0xa4) || op == 0xa7 || op == 0xc8)   /* if*, if_icmp*, goto, goto_w */
		return true;
	if (op == 0xac || op == 0xb1)                            /* ireturn, return */
		return true;
	/* long: lconst_*, lload_n, lstore_n, ladd lsub lmul lneg land lor lxor,
	 * i2l l2i lcmp lreturn pop2; ldc2_w; lload, lstore */
	if (op == 0x09 || op == 0x0a || (op >= 0x1e && op <= 0x21) || (op >= 0x3f && op <= 0x42) ||
	    op == 0x61 || op == 0x65 || op == 0x69 || op == 0x75 || op == 0x7f || op == 0x81 ||
	    op == 0x83 || op == 0x85 || op == 0x88 || op == 0x94 || op == 0xad || op == 0x58 ||
	    op == 0x79 || op == 0x7b || op == 0x7d ||            /* lshl lshr lushr */
	    op == 0x6d || op == 0x71)                            /* ldiv lrem */
		return true;
	if (op == 0x14)
		return true;
	if (op == 0x16 || op == 0x37)
		return true;
	if (fp_op(op))
		return true;
	return false;
}

/* Stack effect in slots: popped and pushed, from the shared bytecode
 * table (vm_op_slots); 0 and 0 where it depends on a descriptor (the
 * runtime path counts those: rt_effect). */
static void stack_effect(uint8_t op, int *pop, int *push)
{
	(void)vm_op_slots(op, pop, push);
}

/* The length of any instruction at pc (JVMS 6.5), 0 if it is not a JVM
 * opcode or does not fit in len bytes: the shared table's (bytecode.h). */
static uint32_t full_len(const uint8_t *code, uint32_t pc, uint32_t len)
{
	return vm_op_length(code, len, pc);
}

/* The bytes a local of type t takes in the frame's slots: a long or a
 * double two slots (8 bytes on either target), a reference a slot (8
 * bytes on x86-64: local_slots, not the width, says how many slots). */
static int local_width(const Comp *c, char t)
{
	return t == 'J' || t == 'D' ? 8 : t == 'A' || t == 'R' ? c->ps : 4;
}

static int local_slots(char t)
{
	return t == 'J' || t == 'D' ? 2 : 1;
}

/* Instructions compiled beyond the first path that need no VM runtime. */
static bool plain_op(uint8_t op)
{
	return op == 0x32 || op == 0x5a || op == 0x5b || op == 0x5d || op == 0x5e || op == 0xb0;
}

/* frem drem l2f l2d f2l d2l: in C (jit_rt.fp). */
static bool fp_helper_op(uint8_t op)
{
	return op == 0x72 || op == 0x73 || op == 0x89 || op == 0x8a || op == 0x8c || op == 0x8f;
}

/* Instructions compiled through the VM runtime (helpers, quick forms). */
static bool rt_op(uint8_t op)
{
	return op == 0x13 || op == 0x53 || (op >= 0xb2 && op <= 0xbd) ||
	       (op >= 0xbf && op <= 0xc3) || op == 0xc5 || fp_helper_op(op);
}

static int type_slots(char t)
{
	return t == 'J' || t == 'D' ? 2 : t == 'V' ? 0 : 1;
}

/* The descriptor of the NameAndType at constant-pool index nat; NULL if
 * malformed. */
static const char *nat_desc(const VmClassFile *cf, uint16_t nat)
{
	const VmCfConst *k;

	if (nat == 0 || nat >= cf->cp_count)
		return NULL;
	k = &cf->cp[nat];
	if (k->tag != CF_NAMEANDTYPE || k->u.nat.desc_index >= cf->cp_count ||
	    cf->cp[k->u.nat.desc_index].tag != CF_UTF8)
		return NULL;
	return cf->cp[k->u.nat.desc_index].u.utf8.s;
}

/* The descriptor of the field or method reference at constant-pool index
 * ix, straight from the class file (no resolution); NULL if malformed. */
static const char *ref_desc(const Comp *c, uint16_t ix, bool method)
{
	const VmClassFile *cf = c->m->clazz ? c->m->clazz->cf : NULL;
	const VmCfConst *k;

	if (!cf || ix == 0 || ix >= cf->cp_count)
		return NULL;
	k = &cf->cp[ix];
	if (method ? (k->tag != CF_METHODREF && k->tag != CF_IMETHODREF) : k->tag != CF_FIELDREF)
		return NULL;
	return nat_desc(cf, k->u.ref.nat_index);
}

/* The descriptor of the invokedynamic at pc (its CONSTANT_InvokeDynamic's
 * NameAndType), NULL if malformed. */
static const char *indy_desc(const Comp *c, uint32_t pc)
{
	const VmClassFile *cf = c->m->clazz ? c->m->clazz->cf : NULL;
	uint16_t ix = jit_bc_u16(c->code + pc + 1);

	if (!cf || ix == 0 || ix >= cf->cp_count || cf->cp[ix].tag != CF_INVOKEDYNAMIC)
		return NULL;
	return nat_desc(cf, cf->cp[ix].u.dyn.nat_index);
}

/* Argument slots and result slots of a method descriptor. */
static bool method_slots(const char *d, int *args, int *res)
{
	int n = 0;

	if (!d || *d++ != '(')
		return false;
	while (*d && *d != ')') {
		if (*d == 'J' || *d == 'D') {
			n += 2;
			d++;
			continue;
		}
		n++;
		while (*d == '[')
			d++;
		if (*d == 'L') {
			d = strchr(d, ';');
			if (!d)
				return false;
		}
		d++;
	}
	if (*d != ')')
		return false;
	*args = n;
	*res = type_slots(d[1]);
	return true;
}

/* The constant-pool tag of an ldc / ldc_w operand, 0 if out of range. */
static int ldc_tag(const Comp *c, uint32_t pc)
{
	const VmClassFile *cf = c->m->clazz ? c->m->clazz->cf : NULL;
	uint16_t ix = c->code[pc] == 0x12 ? c->code[pc + 1] : jit_bc_u16(c->code + pc + 1);

	if (!cf || ix == 0 || ix >= cf->cp_count)
		return 0;
	return cf->cp[ix].tag;
}

/* Stack effect of the instructions of plain_op and rt_op; false if the
 * constant pool does not say (the method is refused). */
static bool rt_effect(const Comp *c, uint32_t pc, int *pop, int *push)
{
	uint8_t op = c->code[pc];
	const char *d;
	int args, res;

	*pop = *push = 0;
	switch (op) {
	case 0x13: *push = 1; return true;
	case 0x32: *pop = 2; *push = 1; return true;
	case 0x53: *pop = 3; return true;
	case 0x5a: *pop = 2; *push = 3; return true;
	case 0x5b: *pop = 3; *push = 4; return true;
	case 0x5d: *pop = 3; *push = 5; return true;
	case 0x5e: *pop = 4; *push = 6; return true;
	case 0xb0: *pop = 1; return true;
	case 0xb2: case 0xb3: case 0xb4: case 0xb5:
		d = ref_desc(c, jit_bc_u16(c->code + pc + 1), false);
		if (!d)
			return false;
		if (op == 0xb2)
			*push = type_slots(d[0]);
		else if (op == 0xb3)
			*pop = type_slots(d[0]);
		else if (op == 0xb4)
			*pop = 1, *push = type_slots(d[0]);
		else
			*pop = 1 + type_slots(d[0]);
		return true;
	case 0xb6: case 0xb7: case 0xb8: case 0xb9:
		if (!method_slots(ref_desc(c, jit_bc_u16(c->code + pc + 1), true), &args, &res))
			return false;
		*pop = args + (op != 0xb8);
		*push = res;
		return true;
	case 0xba:
		if (!method_slots(indy_desc(c, pc), &args, &res))
			return false;
		*pop = args;
		*push = res;
		return true;
	case 0xbb: *push = 1; return true;
	case 0xbc: case 0xbd: case 0xc0: case 0xc1: *pop = 1; *push = 1; return true;
	case 0xbf: case 0xc2: case 0xc3: *pop = 1; return true;
	case 0xc5:                     /* the dimensions' counts; none is malformed */
		*pop = c->code[pc + 3];
		*push = 1;
		return *pop > 0;
	case 0x72: *pop = 2; *push = 1; return true;
	case 0x73: *pop = 4; *push = 2; return true;
	case 0x89: *pop = 2; *push = 1; return true;
	case 0x8a: case 0x8f: *pop = 2; *push = 2; return true;
	case 0x8c: *pop = 1; *push = 2; return true;
	default: return false;
	}
}



/* The cases of the switch at pc (jit_switch_cases). */
static int switch_cases(const Comp *c, uint32_t pc, int32_t *dflt, int32_t *keys, int32_t *tgts, int max)
{
	return jit_switch_cases(c->code, pc, dflt, keys, tgts, max);
}

static bool small_switch(const Comp *c, uint32_t pc)
{
	const uint8_t *p = c->code + pc + 1 + (3 - pc % 4);
	int64_t n = c->code[pc] == 0xaa ? (int64_t)jit_bc_s32(p + 8) - jit_bc_s32(p + 4) + 1 : jit_bc_s32(p + 4);
	return n >= 0 && n <= JIT_MAX_SWITCH_CASES;
}

/* Does this path have a template for the instruction at pc?  (Else,
 * with the runtime, the instruction is left to the interpreter.) */
static bool compiled_here(const Comp *c, uint32_t pc)
{
	uint8_t op = c->code[pc];

	if (op == 0x12 || op == 0x13) {       /* ldc of an int or float inline; String and Class by the runtime */
		int tag = ldc_tag(c, pc);
		if (tag == CF_INTEGER || tag == CF_FLOAT)
			return true;
		return c->have_rt && (tag == CF_STRING || tag == CF_CLASS);
	}
	if (template_op(op) || plain_op(op))
		return true;
	if (op == 0xc4) {      /* wide: as the load, store, iinc or ret it widens */
		JitLocalAccess la;
		return jit_local_access(c->code + pc, &la) && (la.kind != JIT_LOCAL_RET || c->have_rt);
	}
	if (jit_bc_is_jsr(op) || op == 0xa9)   /* subroutines: ret may hand over (emit_subroutine) */
		return c->have_rt;
	if (op == 0xaa || op == 0xab)
		return small_switch(c, pc);
	if (op == 0xba) {      /* the sites the interpreter links give one slot */
		int args, res;
		return c->have_rt && method_slots(indy_desc(c, pc), &args, &res) && res == 1;
	}
	return c->have_rt && rt_op(op);
}

/* Pass 1: every instruction known, every branch target an instruction
 * start, one stack depth per pc within max_stack. */
static bool analyse(Comp *c)
{
	uint32_t pc, *work, n = 0;
	uint8_t *start;
	uint32_t i;
	bool ok = false;

	start = calloc(c->len, 1);
	work = malloc(sizeof *work * (c->len + 1));
	if (!start || !work) {
		refuse(c, "out of memory", 0);
		goto out;
	}
	for (pc = 0; pc < c->len; ) {
		uint32_t l = full_len(c->code, pc, c->len);
		if (l == 0) {
			refuse(c, "bad or truncated instruction at %d", (int)pc);
			goto out;
		}
		start[pc] = 1;
		pc += l;
	}
	for (i = 0; i < c->m->n_insns; i++)
		if (c->m->insn_pc[i] < c->len)
			c->insn[c->m->insn_pc[i]] = (int32_t)i;
	c->depth[0] = 0;
	work[n++] = 0;
	/* Exception handlers are entered from throw_exit with the exception
	 * as the only operand (jit_rt.handler puts it there), so each is a
	 * jump target at depth 1. */
	for (i = 0; c->have_rt && i < c->m->n_handlers; i++) {
		uint32_t hi = c->m->handlers[i].handler, hp;
		if (hi >= c->m->n_insns || (hp = c->m->insn_pc[hi]) >= c->len || !start[hp] ||
		    c->m->max_stack < 1) {
			refuse(c, "bad exception handler %d", (int)i);
			goto out;
		}
		c->target[hp] = JIT_TGT_JUMP | JIT_TGT_BLIND;
		if (c->depth[hp] < 0) {
			c->depth[hp] = 1;
			work[n++] = hp;
		} else if (c->depth[hp] != 1) {
			refuse(c, "inconsistent stack depth at %d", (int)hp);
			goto out;
		}
	}
	/* An OSR entry not reached from the start (only through instructions
	 * left to the interpreter, such as a lambda or a string concatenation
	 * before main's loop) is a second start, with the empty stack the
	 * interpreter had there. */
	for (;;) {
		while (n > 0) {
			uint8_t op;
			int pop, push, d;
			uint32_t next[2];
			int nd[2], nn = 0, k;

			pc = work[--n];
			op = c->code[pc];
			d = c->depth[pc];
			if (c->insn[pc] < 0) {
				refuse(c, "no decoded instruction at %d", (int)pc);
				goto out;
			}
			if (!compiled_here(c, pc)) {
				/* left to the interpreter: the code hands the frame over here */
				if (!c->have_rt) {
					refuse(c, "opcode 0x%02x is not compiled yet", op);
					goto out;
				}
				if (c->n_deopts++ == 0)
					c->deopt_op = op;
				continue;
			}
			if (op == 0xaa || op == 0xab) {
				int32_t keys[JIT_MAX_SWITCH_CASES], tgts[JIT_MAX_SWITCH_CASES], dflt;
				int nc = switch_cases(c, pc, &dflt, keys, tgts, JIT_MAX_SWITCH_CASES);
				if (d < 1) {
					refuse(c, "operand stack out of bounds at %d", (int)pc);
					goto out;
				}
				for (k = -1; k < nc; k++) {
					int64_t tgt = k < 0 ? dflt : tgts[k];
					if (tgt < 0 || tgt >= c->len || !start[tgt]) {
						refuse(c, "bad branch target at %d", (int)pc);
						goto out;
					}
					if (c->depth[tgt] < 0) {
						c->depth[tgt] = (int16_t)(d - 1);
						work[n++] = (uint32_t)tgt;
					} else if (c->depth[tgt] != d - 1) {
						refuse(c, "inconsistent stack depth at %d", (int)tgt);
						goto out;
					}
				}
				continue;
			}
			if (jit_bc_is_jsr(op)) {
				/* to the subroutine with its return address pushed; a
				 * ret comes back to the next instruction (the one after
				 * it among the decoded ones: what the interpreter's jsr
				 * pushes) with the depth of before */
				int64_t tgt = jit_bc_branch_target(c->code, pc);
				uint32_t f = pc + full_len(c->code, pc, c->len);
				if (tgt < 0 || tgt >= c->len || !start[tgt]) {
					refuse(c, "bad branch target at %d", (int)pc);
					goto out;
				}
				if (d + 1 > c->m->max_stack) {
					refuse(c, "operand stack out of bounds at %d", (int)pc);
					goto out;
				}
				if (f >= c->len || (uint32_t)c->insn[pc] + 1 >= c->m->n_insns ||
				    c->m->insn_pc[c->insn[pc] + 1] != f) {
					refuse(c, "code falls off its end at %d", (int)pc);
					goto out;
				}
				next[nn] = (uint32_t)tgt, nd[nn++] = d + 1;
				next[nn] = f, nd[nn++] = d;
				goto flow;
			}
			if (op == 0xa9 || op == 0xc4) {
				JitLocalAccess la;
				if (jit_local_access(c->code + pc, &la) && la.kind == JIT_LOCAL_RET)
					continue;   /* to the jsrs' next instructions, which they reach */
			}
			if (plain_op(op) || rt_op(op)) {
				if (!rt_effect(c, pc, &pop, &push)) {
					refuse(c, "bad constant-pool reference at %d", (int)pc);
					goto out;
				}
			} else {
				/* wide: the effect of the instruction it widens */
				stack_effect(op == 0xc4 ? c->code[pc + 1] : op, &pop, &push);
			}
			if (d < pop || d - pop + push > c->m->max_stack) {
				refuse(c, "operand stack out of bounds at %d", (int)pc);
				goto out;
			}
			d = d - pop + push;
			if ((op >= 0xac && op <= 0xb1) || op == 0xbf) {      /* the returns, athrow */
				continue;
			}
			if (jit_bc_is_branch(op)) {
				int64_t tgt = jit_bc_branch_target(c->code, pc);
				if (tgt < 0 || tgt >= c->len || !start[tgt]) {
					refuse(c, "bad branch target at %d", (int)pc);
					goto out;
				}
				next[nn] = (uint32_t)tgt, nd[nn++] = d;
			}
			if (!jit_bc_is_goto(op)) {
				uint32_t f = pc + full_len(c->code, pc, c->len);
				if (f >= c->len) {
					refuse(c, "code falls off its end at %d", (int)pc);
					goto out;
				}
				next[nn] = f, nd[nn++] = d;
			}
		flow:
			for (k = 0; k < nn; k++) {
				if (c->depth[next[k]] < 0) {
					c->depth[next[k]] = (int16_t)nd[k];
					work[n++] = next[k];
				} else if (c->depth[next[k]] != nd[k]) {
					refuse(c, "inconsistent stack depth at %d", (int)next[k]);
					goto out;
				}
			}
			/* each pc enters the work list once: n <= number of pcs */
		}
		if (c->osr_pc <= 0 || (uint32_t)c->osr_pc >= c->len || !start[c->osr_pc] ||
		    c->depth[c->osr_pc] >= 0)
			break;
		c->depth[c->osr_pc] = 0;
		work[n++] = (uint32_t)c->osr_pc;
	}
	for (pc = 0; pc < c->len; pc++)
		if (start[pc] && c->depth[pc] >= 0 && c->insn[pc] < 0) {
			refuse(c, "no decoded instruction at %d", (int)pc);
			goto out;
		}
	ok = true;
out:
	free(start);
	free(work);
	return ok;
}

/* ---------------------------------------------------------- emission */

static JitMem loc(const Comp *c, int n) { return jit_mem(c->rl, n * c->ps); }
static JitMem stk(const Comp *c, int d) { return jit_mem(c->rl, (c->m->max_locals + d) * c->ps); }

/* Where the method's result goes: [R], or on IA-32, where R is on the C
 * stack, [xCX] after loading it (the returns hold the value in xAX:xDX). */
static JitMem result_mem(Comp *c)
{
	if (c->rr != JIT_NOREG)
		return jit_mem(c->rr, 0);
	jit_x86_mov_rm(&c->a, c->ps, JIT_RCX, jit_mem(JIT_RSP, c->rr_off));
	return jit_mem(JIT_RCX, 0);
}

/* A register holding the thread: T, or on IA-32 scratch, loaded from
 * the C stack. */
static int thread_in(Comp *c, int scratch)
{
	if (c->rt != JIT_NOREG)
		return c->rt;
	jit_x86_mov_rm(&c->a, c->ps, scratch, jit_mem(JIT_RSP, c->rt_off));
	return scratch;
}

/* Every call the code makes out of itself (into C or a callee) goes
 * through here or call_m's emission, and counts in n_exits. */
static void call_far(Comp *c, uintptr_t fn)
{
	c->n_exits++;
	jit_x86_call_far(&c->a, fn, JIT_RAX);
}

/* Call fn(T), or fn(T, R) with with_ret, with the target's convention
 * (the stack is aligned and the outgoing area reserved by the prologue). */
static void call_c(Comp *c, const void *fn, bool with_ret)
{
	JitAsm *a = &c->a;
	uintptr_t addr = (uintptr_t)fn;

	if (c->t->n_int_arg_regs > 0) {
		jit_x86_mov_rr(a, c->ps, c->t->int_arg_regs[0], c->rt);
		if (with_ret)
			jit_x86_mov_rr(a, c->ps, c->t->int_arg_regs[1], c->rr);
	} else {
		jit_x86_mov_mr(a, c->ps, jit_mem(JIT_RSP, 0), thread_in(c, JIT_RAX));
		if (with_ret && c->rr != JIT_NOREG) {
			jit_x86_mov_mr(a, c->ps, jit_mem(JIT_RSP, c->ps), c->rr);
		} else if (with_ret) {
			jit_x86_mov_rm(a, c->ps, JIT_RAX, jit_mem(JIT_RSP, c->rr_off));
			jit_x86_mov_mr(a, c->ps, jit_mem(JIT_RSP, c->ps), JIT_RAX);
		}
	}
	call_far(c, addr);
}

static void call_with_thread(Comp *c, const void *fn)
{
	call_c(c, fn, false);
}

/* While a collection is near (gc.h, gc_collection_near), zero the dead
 * native stack below this frame before a call that may collect or stop
 * for a collection (vm_clear_native_stack: 4 KiB).  The C frames that
 * call builds -- the helper's, the allocator's, the collector's own, a
 * safepoint's -- then hold only what they write: a word an earlier call
 * left there (a receiver in rt_ic_miss's frame) sat, unwritten, in the
 * padding of a later helper's frame (rt_newarray's), and the conservative
 * scan took it for a reference (OomRecover on IA-32 under -Xjit:all kept
 * its dropped list alive so).  One compare of a byte otherwise. */
static void emit_scrub_if_near(Comp *c)
{
	JitAsm *a = &c->a;
	uintptr_t flag = (uintptr_t)&gc_collection_near;
	JitLabel skip;

	jit_label_init(&skip);
	if (a->mode == JIT_X86_32 || flag <= INT32_MAX) {
		jit_x86_alu_mi(a, JIT_CMP, 1, jit_mem_abs((int32_t)flag), 0);
	} else {
		jit_x86_mov_ri(a, c->ps, JIT_RAX, (int64_t)flag);
		jit_x86_alu_mi(a, JIT_CMP, 1, jit_mem(JIT_RAX, 0), 0);
	}
	jit_x86_jcc(a, JIT_CC_E, &skip);
	call_far(c, (uintptr_t)vm_clear_native_stack);
	jit_x86_bind(a, &skip);
}

/* frame->pc = the decoded instruction of bcpc; frame->sp = its stack top. */
static void store_frame_state(Comp *c, uint32_t bcpc, int depth)
{
	JitAsm *a = &c->a;
	VmInsn *insn = c->m->pcode + c->insn[bcpc];

	jit_x86_mov_rm(a, c->ps, JIT_RAX, jit_mem(thread_in(c, JIT_RAX), (int32_t)offsetof(VmThread, top)));
	jit_x86_mov_ri(a, c->ps, JIT_RCX, (int64_t)(intptr_t)insn);
	jit_x86_mov_mr(a, c->ps, jit_mem(JIT_RAX, (int32_t)offsetof(VmFrame, pc)), JIT_RCX);
	jit_x86_lea(a, c->ps, JIT_RCX, stk(c, depth));
	jit_x86_mov_mr(a, c->ps, jit_mem(JIT_RAX, (int32_t)offsetof(VmFrame, sp)), JIT_RCX);
}

static bool is_gos_stub(int kind)
{
	switch (kind) {
	case STUB_GOS_LOAD: case STUB_GOS_STORE: case STUB_GOS_LENGTH: case STUB_GOS_STORE2:
	case STUB_GOS_W2: case STUB_GOS_W1:
		return true;
	default:
		return false;
	}
}

/* The stubs that call C and come back, and then what was known of the
 * objects no longer holds: polls and inline cache misses.  A GOS fault
 * stub tests again what was known (kn_off) before it comes back; the
 * others throw or leave. */
static bool stub_resumes(int kind)
{
	return kind == STUB_POLL || kind == STUB_IC_MISS;
}

/* The GOS stub s keeps a copy of what is known now. */
static bool keep_known(Comp *c, Stub *s)
{
	int n;

	s->kn_off = c->n_kn;
	s->kn_n = 0;
	for (n = 0; JIT_GOS_CHECKS && n < c->m->max_locals; n++) {
		uint8_t bits = (uint8_t)(jit_checks_state(&c->ck, n) & ~JIT_CHK_KNOWN);
		if (!bits)
			continue;
		if (c->n_kn == c->max_kn) {
			int max = 2 * c->max_kn + 16;
			JitKnown *p = realloc(c->kn, sizeof *p * (size_t)max);
			if (!p)
				return false;
			c->kn = p;
			c->max_kn = max;
		}
		c->kn[c->n_kn].n = (uint16_t)n;
		c->kn[c->n_kn++].bits = bits;
		s->kn_n++;
	}
	return true;
}

static Stub *new_stub(Comp *c, int kind, uint32_t bcpc, int depth)
{
	Stub *s;

	if (c->n_stubs == c->max_stubs)
		return NULL;
	s = &c->stubs[c->n_stubs++];
	if (stub_resumes(kind))
		c->n_exits++;
	s->kn_n = 0;
	if (is_gos_stub(kind) && !keep_known(c, s))
		return NULL;
	s->kind = kind;
	jit_label_init(&s->entry);
	s->back = NULL;
	s->n_reload = 0;
	s->snap_off = c->cur_snap_off;
	s->snap_n = c->cur_snap_n;
	s->bcpc = bcpc;
	s->depth = depth;
	return s;
}

/* The local whose value the entry at depth d is, or -1: a LOCAL entry,
 * or a slot a LOCAL entry was flushed to (from1; a template since then
 * has not written it, nor a store the local). */
static int entry_local(const Comp *c, int d)
{
	const JitVsSlot *e = &c->rg.slot[d];

	if (e->kind == JIT_VS_LOCAL)
		return e->w == c->ps ? (int)e->v : -1;
	return e->kind == JIT_VS_MEM ? (int)e->from1 - 1 : -1;
}

/* What is known of the object of the entry at depth d (jit_checks.c). */
static bool check_known(const Comp *c, int d, uint8_t need)
{
	return jit_checks_known(&c->ck, entry_local(c, d), need);
}

static void check_passed(Comp *c, int d, uint8_t mask)
{
	jit_checks_passed(&c->ck, entry_local(c, d), mask);
}

static bool field_is_volatile(const Comp *c, uint16_t ix);

/*
 * Will the straight-line code after the access at pc store into the
 * object of local n before anything forgets its check?  Then the access
 * tests the write bits at once (a read with a write fault: the object is
 * made writable one access early) and the store's test is elided; two
 * tests of one array per loop iteration become one.  The scan follows
 * which local each operand-stack entry was loaded from, through a
 * small set of instructions the virtual stack handles without a call,
 * and stops at a branch target, a store to local n, or a test of another
 * object.  Only a hint: a wrong answer costs a test, never a check.
 */
static int insn_pops(const Comp *c, uint32_t pc);

static bool stretch_stores_to(const Comp *c, uint32_t pc, int n)
{
	int16_t src[64];
	uint32_t p = pc + full_len(c->code, pc, c->len);
	int i, steps, fslots;

	if (n < 0 || c->m->max_stack > 64)
		return false;
	/* what the access leaves below its operands is the virtual
	 * stack's: `p.x += ...` stores into the object javac dup'ed */
	for (i = 0; i < 64; i++)
		src[i] = i < c->depth[pc] - insn_pops(c, pc) ? (int16_t)entry_local(c, i) : -1;
	for (steps = 0; steps < 48 && p < c->len; steps++) {
		uint8_t op = c->code[p];
		int d = c->depth[p], pop, push, ln = -1;
		uint32_t l = full_len(c->code, p, c->len);

		if (c->target[p] || d < 0 || d >= 64 || l == 0)
			return false;
		fslots = -1;
		switch (op) {
		case 0xb4: case 0xb5: {     /* an instance field: read past, a store to n's ends it */
			uint16_t ix = jit_bc_u16(c->code + p + 1);
			const char *fd = ref_desc(c, ix, false);
			if (!fd || field_is_volatile(c, ix))
				return false;
			fslots = type_slots(fd[0]);
			if (op == 0xb5)
				return d >= fslots + 1 && src[d - 1 - fslots] == n;
			break;
		}
		case 0x19: ln = c->code[p + 1]; break;                   /* aload */
		case 0x2a: case 0x2b: case 0x2c: case 0x2d: ln = op - 0x2a; break;
		case 0x2e: case 0x2f: case 0x30: case 0x31: case 0x32: case 0x33: case 0x34: case 0x35:
			if (d < 2 || src[d - 2] != n)
				return false;                          /* another object's test */
			break;
		case 0xbe:
			if (d < 1 || src[d - 1] != n)
				return false;
			break;
		case 0x4f: case 0x51: case 0x55: case 0x56:
			return d >= 3 && src[d - 3] == n;
		case 0x50: case 0x52:
			return d >= 4 && src[d - 4] == n;
		case 0x36: case 0x37: case 0x38: case 0x39: case 0x3a:
			if (c->code[p + 1] == n || c->code[p + 1] + 1 == n)
				return false;
			break;
		case 0x84:
			break;
		default:
			if ((op >= 0x3b && op <= 0x4e && ((op - 0x3b) % 4 == n || (op - 0x3b) % 4 + 1 == n)))
				return false;                          /* a store to local n (or its pair) */
			if (!((op >= 0x01 && op <= 0x11) || (op >= 0x15 && op <= 0x29) || (op >= 0x3b && op <= 0x4e) ||
			      (op >= 0x57 && op <= 0x6b) || (op >= 0x74 && op <= 0x85) || op == 0x88 || op == 0x94 ||
			      (op >= 0x91 && op <= 0x93) || (op >= 0x99 && op <= 0xa6)) ||
			    op == 0x5a || op == 0x5b || op == 0x5d || op == 0x5e)
				return false;                  /* something else: stop looking */
			break;
		}
		if (fslots >= 0)
			pop = 1, push = fslots;          /* getfield */
		else
			stack_effect(op, &pop, &push);
		if (d - pop < 0 || d - pop + push > 64)
			return false;
		{
			int16_t top = d >= 1 ? src[d - 1] : -1, below = d >= 2 ? src[d - 2] : -1;
			for (i = d - pop; i < d - pop + push; i++)
				src[i] = -1;
			if (ln >= 0) {
				src[d] = (int16_t)ln;
			} else if (op == 0x59) {               /* dup */
				src[d - 1] = top;
				src[d] = top;
			} else if (op == 0x5f) {               /* swap */
				src[d - 2] = top;
				src[d - 1] = below;
			}
		}
		p += l;
	}
	return false;
}

/* Copy the virtual stack's slots [0, n) for the stubs new_stub makes
 * until end_snapshot: a checked access leaves its pending entries in
 * registers, and a stub that leaves the fast path writes them. */
static bool take_snapshot(Comp *c, int n)
{
	if (c->n_snaps + n > c->max_snaps) {
		int max = 2 * c->max_snaps + n + 64;
		JitVsSlot *p = realloc(c->snaps, sizeof *p * (size_t)max);
		if (!p)
			return false;
		c->snaps = p;
		c->max_snaps = max;
	}
	jit_regs_snapshot(&c->rg, n, c->snaps + c->n_snaps);
	c->cur_snap_off = c->n_snaps;
	c->cur_snap_n = n;
	c->n_snaps += n;
	return true;
}

static void end_snapshot(Comp *c)
{
	c->cur_snap_n = 0;
}

/* The inline safepoint poll: one load and test, a not-taken branch. */
static bool emit_poll(Comp *c, uint32_t bcpc, int depth, JitLabel *back)
{
	JitAsm *a = &c->a;
	uintptr_t flag = (uintptr_t)&vm_safepoint_requested;
	Stub *s = new_stub(c, STUB_POLL, bcpc, depth);

	if (!s)
		return refuse(c, "too many stubs", 0);
	if (a->mode == JIT_X86_32 || flag <= INT32_MAX) {
		jit_x86_alu_mi(a, JIT_CMP, 4, jit_mem_abs((int32_t)flag), 0);
	} else {
		jit_x86_mov_ri(a, c->ps, JIT_RAX, (int64_t)flag);
		jit_x86_alu_mi(a, JIT_CMP, 4, jit_mem(JIT_RAX, 0), 0);
	}
	jit_x86_jcc(a, JIT_CC_NE, &s->entry);
	s->back = back;
	jit_x86_bind(a, back);
	return true;
}

static void throw_div0(VmThread *t)
{
	vm_throw(t, "java/lang/ArithmeticException", "/ by zero");
}

/* ldiv/lrem in C, on the frame the caller stored: the dividend at sp-4,
 * the divisor at sp-2, the result replaces the dividend.  False with
 * ArithmeticException pending for a zero divisor.  (C's INT64_MIN / -1
 * overflows, so that case is Java's wrap-around, done by hand.) */
static bool long_divide(VmThread *t, bool rem)
{
	VmSlot *sp = t->top->sp;
	int64_t x = vm_slot_get_long(sp - 4), y = vm_slot_get_long(sp - 2), r;

	if (y == 0) {
		vm_throw(t, "java/lang/ArithmeticException", "/ by zero");
		return false;
	}
	if (y == -1)
		r = rem ? 0 : (int64_t)(0 - (uint64_t)x);
	else
		r = rem ? x % y : x / y;
	vm_slot_set_long(sp - 4, r);
	return true;
}
static bool long_div(VmThread *t) { return long_divide(t, false); }
static bool long_rem(VmThread *t) { return long_divide(t, true); }

static void throw_npe(VmThread *t)
{
	vm_throw_npe(t);
}

/* The array and index of the faulting access, from the frame the stub
 * stored: below the stack top by 2 (load) or 3 (store). */
static void throw_oob(VmThread *t, int below)
{
	VmSlot *sp = t->top->sp;
	VmArray *a = (VmArray *)sp[-below].l;
	int32_t ix = sp[1 - below].i;

	vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", "Index %d out of bounds for length %d",
		 ix, a->length);
}
static void throw_oob_load(VmThread *t) { throw_oob(t, 2); }
static void throw_oob_store(VmThread *t) { throw_oob(t, 3); }
static void throw_oob_store2(VmThread *t) { throw_oob(t, 4); }

/* The interpreter's GOS_CHECK fault path, for the array `below` slots
 * under the stack top: true to go on with the access. */
static bool gos_fault(VmThread *t, int below, bool write)
{
	VmObject *o = t->top->sp[-below].l;
	return vm_gos_hooks.access_fault ? vm_gos_hooks.access_fault(t, o, write) : true;
}
static bool gos_fault_load(VmThread *t) { return gos_fault(t, 2, false); }
static bool gos_fault_store(VmThread *t) { return gos_fault(t, 3, true); }
static bool gos_fault_store2(VmThread *t) { return gos_fault(t, 4, true); }
static bool gos_fault_length(VmThread *t) { return gos_fault(t, 1, false); }
static bool gos_fault_w2(VmThread *t) { return gos_fault(t, 2, true); }
static bool gos_fault_w1(VmThread *t) { return gos_fault(t, 1, true); }

static JitCond cond_of(uint8_t op)
{
	static const JitCond cc[6] = { JIT_CC_E, JIT_CC_NE, JIT_CC_L, JIT_CC_GE, JIT_CC_G, JIT_CC_LE };
	return cc[(op >= 0x9f ? op - 0x9f : op - 0x99)];
}

/* xAX = the object `below` slots under the stack top (depth d); a null
 * one goes to a stub that throws NullPointerException at pc. */
static bool null_check(Comp *c, uint32_t pc, int d, int below)
{
	Stub *npe = new_stub(c, STUB_NPE, pc, d);

	if (!npe)
		return refuse(c, "too many stubs", 0);
	jit_x86_mov_rm(&c->a, c->ps, JIT_RAX, stk(c, d - below));
	jit_x86_test_rr(&c->a, c->ps, JIT_RAX, JIT_RAX);
	jit_x86_jcc(&c->a, JIT_CC_E, &npe->entry);
	return true;
}

/* The inline GOS state check of the object in register reg (issue 13,
 * item 4): one test of its state byte against `bits` (the read or the
 * write fault bits) and a not-taken branch to `fault`.  Nothing in a
 * build with the checks compiled out (JIT_GOS_CHECKS 0). */
static void state_test(Comp *c, int reg, uint8_t bits, JitLabel *fault)
{
	if (!JIT_GOS_CHECKS)
		return;
	jit_x86_test_mi(&c->a, 1, jit_mem(reg, (int32_t)offsetof(VmObject, gos_state)), bits);
	jit_x86_jcc(&c->a, JIT_CC_NE, fault);
}

/*
 * The checks of an array access whose array is `below` slots under the
 * stack top (depth d): null, GOS state, and (unless `oob` is 0) the
 * index just above the array.  Leaves the array in xAX and the index in
 * xCX (zero-extended: it is below the length, so non-negative).
 */
static bool array_checks(Comp *c, uint32_t pc, int d, int below, int gos, int oob)
{
	JitAsm *a = &c->a;
	Stub *g, *o;

	if (!null_check(c, pc, d, below))
		return false;
	g = new_stub(c, gos, pc, d);
	o = oob ? new_stub(c, oob, pc, d) : NULL;
	if (!g || (oob && !o))
		return refuse(c, "too many stubs", 0);
	/* a load or arraylength faults on INVALID only, a store on INVALID
	 * or READ (object.h) */
	state_test(c, JIT_RAX, gos == STUB_GOS_LOAD || gos == STUB_GOS_LENGTH ?
		   VM_GOS_READ_FAULTS : VM_GOS_WRITE_FAULTS, &g->entry);
	jit_label_init(&g->resume);
	g->back = &g->resume;
	jit_x86_bind(a, &g->resume);
	if (!o)
		return true;
	/* after a fault the registers are gone: reload both */
	jit_x86_mov_rm(a, c->ps, JIT_RAX, stk(c, d - below));
	jit_x86_mov_rm(a, 4, JIT_RCX, stk(c, d - below + 1));
	jit_x86_alu_rm(a, JIT_CMP, 4, JIT_RCX, jit_mem(JIT_RAX, (int32_t)offsetof(VmArray, length)));
	jit_x86_jcc(a, JIT_CC_AE, &o->entry);
	return true;
}

/*
 * long values: 8 bytes from the first of their two slots (vm.h), so the
 * same address on both targets.  x86-64 moves them in one register; IA-32
 * in EDX:EAX (low half first in memory) with add/adc, sub/sbb and a
 * three-multiply lmul.
 */
static JitMem plus(JitMem m, int32_t k)
{
	m.disp += k;
	return m;
}

static void load_long(Comp *c, JitMem m)
{
	if (c->ps == 8) {
		jit_x86_mov_rm(&c->a, 8, JIT_RAX, m);
	} else {
		jit_x86_mov_rm(&c->a, 4, JIT_RAX, m);
		jit_x86_mov_rm(&c->a, 4, JIT_RDX, plus(m, 4));
	}
}

static void store_long(Comp *c, JitMem m)
{
	if (c->ps == 8) {
		jit_x86_mov_mr(&c->a, 8, m, JIT_RAX);
	} else {
		jit_x86_mov_mr(&c->a, 4, m, JIT_RAX);
		jit_x86_mov_mr(&c->a, 4, plus(m, 4), JIT_RDX);
	}
}

static void long_const(Comp *c, JitMem m, int64_t v)
{
	if (c->ps == 8) {
		jit_x86_mov_ri(&c->a, 8, JIT_RAX, v);
		jit_x86_mov_mr(&c->a, 8, m, JIT_RAX);
	} else {
		jit_x86_mov_mi(&c->a, 4, m, (int32_t)(uint32_t)v);
		jit_x86_mov_mi(&c->a, 4, plus(m, 4), (int32_t)(uint32_t)((uint64_t)v >> 32));
	}
}

/* a = a op b for the long at depth d-4 (a) and d-2 (b). */
static void long_binary(Comp *c, uint8_t op, int d)
{
	JitAsm *a = &c->a;
	JitMem x = stk(c, d - 4), y = stk(c, d - 2);
	JitAlu lo = op == 0x61 ? JIT_ADD : op == 0x65 ? JIT_SUB : op == 0x7f ? JIT_AND :
		    op == 0x81 ? JIT_OR : JIT_XOR;
	JitAlu hi = op == 0x61 ? JIT_ADC : op == 0x65 ? JIT_SBB : lo;

	if (op == 0x69 && c->ps == 4) {
		/* (xh:xl) * (yh:yl) mod 2^64 = xl*yl + ((xl*yh + xh*yl) << 32) */
		jit_x86_mov_rm(a, 4, JIT_RAX, x);
		jit_x86_unary_m(a, JIT_MUL, 4, y);              /* EDX:EAX = xl * yl */
		jit_x86_mov_rm(a, 4, JIT_RCX, x);
		jit_x86_imul_rm(a, 4, JIT_RCX, plus(y, 4));
		jit_x86_alu_rr(a, JIT_ADD, 4, JIT_RDX, JIT_RCX);
		jit_x86_mov_rm(a, 4, JIT_RCX, plus(x, 4));
		jit_x86_imul_rm(a, 4, JIT_RCX, y);
		jit_x86_alu_rr(a, JIT_ADD, 4, JIT_RDX, JIT_RCX);
		store_long(c, x);
		return;
	}
	load_long(c, x);
	if (c->ps == 8) {
		if (op == 0x69)
			jit_x86_imul_rm(a, 8, JIT_RAX, y);
		else
			jit_x86_alu_rm(a, lo, 8, JIT_RAX, y);
	} else {
		jit_x86_alu_rm(a, lo, 4, JIT_RAX, y);
		jit_x86_alu_rm(a, hi, 4, JIT_RDX, plus(y, 4));
	}
	store_long(c, x);
}

/* lshl/lshr/lushr of the long at depth d-3 by the int at d-1.  Java
 * masks the count to 6 bits: x86-64's 64-bit shifts do the same; on
 * IA-32 shld/shrd and the 32-bit shifts mask to 5 bits, and bit 5 of the
 * count moves one half into the other. */
static void long_shift(Comp *c, uint8_t op, int d)
{
	JitAsm *a = &c->a;
	JitMem x = stk(c, d - 3);
	JitShift sh = op == 0x79 ? JIT_SHL : op == 0x7b ? JIT_SAR : JIT_SHR;
	JitLabel done;

	jit_x86_mov_rm(a, 4, JIT_RCX, stk(c, d - 1));
	load_long(c, x);
	if (c->ps == 8) {
		jit_x86_shift_rcl(a, sh, 8, JIT_RAX);
		store_long(c, x);
		return;
	}
	jit_label_init(&done);
	if (op == 0x79) {
		jit_x86_shxd_rcl(a, true, 4, JIT_RDX, JIT_RAX);
		jit_x86_shift_rcl(a, JIT_SHL, 4, JIT_RAX);
		jit_x86_test_ri(a, 1, JIT_RCX, 32);
		jit_x86_jcc(a, JIT_CC_E, &done);
		jit_x86_mov_rr(a, 4, JIT_RDX, JIT_RAX);
		jit_x86_alu_rr(a, JIT_XOR, 4, JIT_RAX, JIT_RAX);
	} else {
		jit_x86_shxd_rcl(a, false, 4, JIT_RAX, JIT_RDX);
		jit_x86_shift_rcl(a, sh, 4, JIT_RDX);
		jit_x86_test_ri(a, 1, JIT_RCX, 32);
		jit_x86_jcc(a, JIT_CC_E, &done);
		jit_x86_mov_rr(a, 4, JIT_RAX, JIT_RDX);
		if (op == 0x7b)
			jit_x86_shift_ri(a, JIT_SAR, 4, JIT_RDX, 31);
		else
			jit_x86_alu_rr(a, JIT_XOR, 4, JIT_RDX, JIT_RDX);
	}
	jit_x86_bind(a, &done);
	store_long(c, x);
}

/*
 * float and double: scalar SSE2 on both targets (IEEE single and double,
 * as Java requires; no x87).  Values stay in the frame slots; XMM0/XMM1
 * hold them inside one bytecode.
 */

/* f2i/d2i of XMM0 into EAX with Java's rules: NaN is 0, out of range
 * saturates.  cvtts*2si gives 0x80000000 for both; only then look. */
static void fp_to_int(Comp *c, bool dbl)
{
	JitAsm *a = &c->a;
	JitLabel done, nan;

	jit_label_init(&done);
	jit_label_init(&nan);
	jit_x86_cvtts2si(a, dbl, 4, JIT_RAX, 0);
	jit_x86_alu_ri(a, JIT_CMP, 4, JIT_RAX, INT32_MIN);
	jit_x86_jcc(a, JIT_CC_NE, &done);
	jit_x86_xorp(a, dbl, 1, 1);
	jit_x86_ucomis(a, dbl, 0, 1);
	jit_x86_jcc(a, JIT_CC_P, &nan);
	jit_x86_jcc(a, JIT_CC_BE, &done);        /* negative: INT_MIN is right */
	jit_x86_mov_ri(a, 4, JIT_RAX, INT32_MAX);
	jit_x86_jmp(a, &done);
	jit_x86_bind(a, &nan);
	jit_x86_mov_ri(a, 4, JIT_RAX, 0);
	jit_x86_bind(a, &done);
}

/* fcmpl/fcmpg/dcmpl/dcmpg of x (XMM0) and y (XMM1): -1, 0, 1, and for
 * NaN -1 (l) or 1 (g); the int goes to x's first slot. */
static void fp_compare(Comp *c, uint8_t op, int d)
{
	JitAsm *a = &c->a;
	bool dbl = op >= 0x97;
	int n = dbl ? 2 : 1;
	JitMem x = stk(c, d - 2 * n), y = stk(c, d - n);
	JitLabel less, greater, done;

	jit_label_init(&less);
	jit_label_init(&greater);
	jit_label_init(&done);
	jit_x86_movs_rm(a, dbl, 0, x);
	jit_x86_movs_rm(a, dbl, 1, y);
	jit_x86_ucomis(a, dbl, 0, 1);
	jit_x86_jcc(a, JIT_CC_P, (op == 0x95 || op == 0x97) ? &less : &greater);
	jit_x86_jcc(a, JIT_CC_A, &greater);
	jit_x86_jcc(a, JIT_CC_B, &less);
	jit_x86_mov_ri(a, 4, JIT_RAX, 0);
	jit_x86_jmp(a, &done);
	jit_x86_bind(a, &less);
	jit_x86_mov_ri(a, 4, JIT_RAX, -1);
	jit_x86_jmp(a, &done);
	jit_x86_bind(a, &greater);
	jit_x86_mov_ri(a, 4, JIT_RAX, 1);
	jit_x86_bind(a, &done);
	jit_x86_mov_mr(a, 4, x, JIT_RAX);
}

static void emit_return(Comp *c, uint32_t pc);

static bool emit_fp(Comp *c, uint8_t op, const uint8_t *p, int d)
{
	JitAsm *a = &c->a;

	switch (op) {
	case 0x0b: case 0x0c: case 0x0d: {
		float f = (float)(op - 0x0b);
		int32_t bits;
		memcpy(&bits, &f, 4);
		jit_x86_mov_mi(a, 4, stk(c, d), bits);
		return true;
	}
	case 0x0e: case 0x0f: {
		double v = op - 0x0e;
		int64_t bits;
		memcpy(&bits, &v, 8);
		long_const(c, stk(c, d), bits);
		return true;
	}
	case 0x62: case 0x63: case 0x66: case 0x67: case 0x6a: case 0x6b: case 0x6e: case 0x6f: {
		bool dbl = op & 1;
		int n = dbl ? 2 : 1;
		JitSse sop = op <= 0x63 ? JIT_SSE_ADD : op <= 0x67 ? JIT_SSE_SUB :
			     op <= 0x6b ? JIT_SSE_MUL : JIT_SSE_DIV;
		jit_x86_movs_rm(a, dbl, 0, stk(c, d - 2 * n));
		jit_x86_sse_rm(a, sop, dbl, 0, stk(c, d - n));
		jit_x86_movs_mr(a, dbl, stk(c, d - 2 * n), 0);
		return true;
	}
	case 0x76:                    /* flip the sign bit: -0.0 and NaN right */
		jit_x86_alu_mi(a, JIT_XOR, 4, stk(c, d - 1), INT32_MIN);
		return true;
	case 0x77:
		jit_x86_alu_mi(a, JIT_XOR, 4, plus(stk(c, d - 2), 4), INT32_MIN);
		return true;
	case 0x86: case 0x87:
		jit_x86_mov_rm(a, 4, JIT_RAX, stk(c, d - 1));
		jit_x86_cvtsi2s(a, op == 0x87, 4, 0, JIT_RAX);
		jit_x86_movs_mr(a, op == 0x87, stk(c, d - 1), 0);
		return true;
	case 0x8b: case 0x8e: {
		bool dbl = op == 0x8e;
		JitMem x = stk(c, d - (dbl ? 2 : 1));
		jit_x86_movs_rm(a, dbl, 0, x);
		fp_to_int(c, dbl);
		jit_x86_mov_mr(a, 4, x, JIT_RAX);
		return true;
	}
	case 0x8d: case 0x90: {
		bool to_dbl = op == 0x8d;
		JitMem x = stk(c, d - (to_dbl ? 1 : 2));
		jit_x86_movs_rm(a, !to_dbl, 0, x);
		jit_x86_cvts2s(a, to_dbl, 0, 0);
		jit_x86_movs_mr(a, to_dbl, x, 0);
		return true;
	}
	case 0x95: case 0x96: case 0x97: case 0x98:
		fp_compare(c, op, d);
		return true;
	case 0xae:
		/* the whole slot (the upper half zero, from the 4-byte load): a
		 * compiled caller reads it back with one 8-byte load, which a
		 * 4-byte store would make wait for the store to reach the cache */
		jit_x86_mov_rm(a, 4, JIT_RAX, stk(c, d - 1));
		jit_x86_mov_mr(a, c->ps, result_mem(c), JIT_RAX);
		emit_return(c, (uint32_t)(p - c->code));
		return true;
	case 0xaf:
		load_long(c, stk(c, d - 2));
		store_long(c, result_mem(c));
		emit_return(c, (uint32_t)(p - c->code));
		return true;
	default:
		return refuse(c, "opcode 0x%02x is not compiled yet", op);
	}
}

/* lcmp: -1, 0 or 1 as an int at depth d-4. */
static void long_compare(Comp *c, int d)
{
	JitAsm *a = &c->a;
	JitMem x = stk(c, d - 4), y = stk(c, d - 2);

	if (c->ps == 8) {
		jit_x86_mov_rm(a, 8, JIT_RAX, x);
		jit_x86_alu_rm(a, JIT_CMP, 8, JIT_RAX, y);
		jit_x86_setcc(a, JIT_CC_G, JIT_RAX);
		jit_x86_setcc(a, JIT_CC_L, JIT_RCX);
		jit_x86_alu_rr(a, JIT_SUB, 1, JIT_RAX, JIT_RCX);
		jit_x86_movx_rr(a, 4, 1, true, JIT_RAX, JIT_RAX);
	} else {
		/* high halves signed, then low halves unsigned */
		JitLabel less, greater, done;
		jit_label_init(&less);
		jit_label_init(&greater);
		jit_label_init(&done);
		jit_x86_mov_rm(a, 4, JIT_RAX, plus(x, 4));
		jit_x86_alu_rm(a, JIT_CMP, 4, JIT_RAX, plus(y, 4));
		jit_x86_jcc(a, JIT_CC_L, &less);
		jit_x86_jcc(a, JIT_CC_G, &greater);
		jit_x86_mov_rm(a, 4, JIT_RAX, x);
		jit_x86_alu_rm(a, JIT_CMP, 4, JIT_RAX, y);
		jit_x86_jcc(a, JIT_CC_B, &less);
		jit_x86_jcc(a, JIT_CC_A, &greater);
		jit_x86_mov_ri(a, 4, JIT_RAX, 0);
		jit_x86_jmp(a, &done);
		jit_x86_bind(a, &less);
		jit_x86_mov_ri(a, 4, JIT_RAX, -1);
		jit_x86_jmp(a, &done);
		jit_x86_bind(a, &greater);
		jit_x86_mov_ri(a, 4, JIT_RAX, 1);
		jit_x86_bind(a, &done);
	}
	jit_x86_mov_mr(a, 4, x, JIT_RAX);
}

/* Element i of the array in xAX, index in xCX, elements of `size` bytes. */
static JitMem elem(int size)
{
	return jit_mem_idx(JIT_RAX, JIT_RCX, size, (int32_t)VM_ARRAY_DATA_OFFSET);
}

/* Hand the frame to the interpreter at pc (vm_interp_resume runs the
 * method to its end) and leave with what it did. */
static void emit_deopt(Comp *c, uint32_t pc, int d)
{
	store_frame_state(c, pc, d);
	call_c(c, (const void *)jit_rt.resume, true);
	jit_x86_jmp(&c->a, &c->exit);
}


/* Store the frame's pc and sp, call a runtime helper (jit_runtime.c) and
 * go on if it answered JIT_RT_OK; else out of line: leave with the
 * exception or hand over to the interpreter. */
static bool emit_callout(Comp *c, uint32_t pc, int d, JitHelper fn)
{
	Stub *s = new_stub(c, STUB_RESULT, pc, d);

	if (!s)
		return refuse(c, "too many stubs", 0);
	store_frame_state(c, pc, d);
	call_with_thread(c, (const void *)fn);
	jit_x86_alu_ri(&c->a, JIT_CMP, 1, JIT_RAX, JIT_RT_OK);
	jit_x86_jcc(&c->a, JIT_CC_NE, &s->entry);
	return true;
}

/* Leave the method from the return instruction at pc, its result
 * stored.  A synchronized method leaves its monitor first, as the
 * interpreter's return does (vm_frame_unlock); if that throws, the
 * exception is the return instruction's. */
static void emit_return(Comp *c, uint32_t pc)
{
	if (c->m->access & ACC_SYNCHRONIZED)
		(void)emit_callout(c, pc, 0, jit_rt.sync_exit);   /* a refusal is in c->why */
	jit_x86_jmp(&c->a, &c->exit);
}

/* xCX = the decoded instruction at pc; leave to the interpreter unless
 * its handler is the quick form op (the interpreter resolved it). */
static bool expect_quick(Comp *c, uint32_t pc, int d, int op)
{
	JitAsm *a = &c->a;
	Stub *s = new_stub(c, STUB_DEOPT, pc, d);

	if (!s)
		return refuse(c, "too many stubs", 0);
	jit_x86_mov_ri(a, c->ps, JIT_RCX, (int64_t)(intptr_t)(c->m->pcode + c->insn[pc]));
	jit_x86_mov_ri(a, c->ps, JIT_RDX, (int64_t)(intptr_t)jit_rt.label(op));
	jit_x86_alu_rm(a, JIT_CMP, c->ps, JIT_RDX, jit_mem(JIT_RCX, 0));
	jit_x86_jcc(a, JIT_CC_NE, &s->entry);
	return true;
}

/* The quick form the interpreter gives a field access of this type. */
static int field_quick(uint8_t op, char t)
{
	static const char types[] = "BZCSIFJDL";
	static const int gf[] = { OPX_GETFIELD_B, OPX_GETFIELD_Z, OPX_GETFIELD_C, OPX_GETFIELD_S,
				  OPX_GETFIELD_I, OPX_GETFIELD_I, OPX_GETFIELD_J, OPX_GETFIELD_J, OPX_GETFIELD_L };
	static const int pf[] = { OPX_PUTFIELD_B, OPX_PUTFIELD_B, OPX_PUTFIELD_C, OPX_PUTFIELD_C,
				  OPX_PUTFIELD_I, OPX_PUTFIELD_I, OPX_PUTFIELD_J, OPX_PUTFIELD_J, OPX_PUTFIELD_L };
	const char *p = (t == '[') ? types + 8 : strchr(types, t);
	int i = p && *p ? (int)(p - types) : 8;

	switch (op) {
	case 0xb2: return gf[i] - OPX_GETFIELD_B + OPX_GETSTATIC_B;
	case 0xb3: return pf[i] - OPX_PUTFIELD_B + OPX_PUTSTATIC_B;
	case 0xb4: return gf[i];
	default: return pf[i];
	}
}

/* The move of a field access: from the field at mem to the operand slot
 * (a read), or from the slot to the field (a write), by its type. */
static void move_field(Comp *c, char ty, bool put, JitMem mem, JitMem slot)
{
	JitAsm *a = &c->a;

	if (ty == 'J' || ty == 'D') {
		jit_x86_movs_rm(a, true, 0, put ? slot : mem);
		jit_x86_movs_mr(a, true, put ? mem : slot, 0);
		return;
	}
	if (put) {
		int w = ty == 'I' || ty == 'F' ? 4 : ty == 'B' || ty == 'Z' ? 1 : ty == 'C' || ty == 'S' ? 2 : c->ps;
		jit_x86_mov_rm(a, w == c->ps ? w : 4, JIT_RDX, slot);
		jit_x86_mov_mr(a, w, mem, JIT_RDX);
		return;
	}
	switch (ty) {
	case 'B': jit_x86_movx_rm(a, 4, 1, true, JIT_RDX, mem); break;
	case 'Z': jit_x86_movx_rm(a, 4, 1, false, JIT_RDX, mem); break;
	case 'C': jit_x86_movx_rm(a, 4, 2, false, JIT_RDX, mem); break;
	case 'S': jit_x86_movx_rm(a, 4, 2, true, JIT_RDX, mem); break;
	case 'I': case 'F': jit_x86_mov_rm(a, 4, JIT_RDX, mem); break;
	default:
		jit_x86_mov_rm(a, c->ps, JIT_RDX, mem);
		jit_x86_mov_mr(a, c->ps, slot, JIT_RDX);
		return;
	}
	jit_x86_mov_mr(a, 4, slot, JIT_RDX);
}

/* The class and member names of the member reference at ix; false if it
 * is not one. */
static bool ref_names(const Comp *c, uint16_t ix, const char **cls, const char **name)
{
	const VmClassFile *cf = c->m->clazz ? c->m->clazz->cf : NULL;
	const VmCfConst *k, *nat;
	uint16_t ci;

	if (!cf || ix == 0 || ix >= cf->cp_count)
		return false;
	k = &cf->cp[ix];
	if (k->tag != CF_FIELDREF && k->tag != CF_METHODREF && k->tag != CF_IMETHODREF)
		return false;
	ci = k->u.ref.class_index;
	if (ci == 0 || ci >= cf->cp_count || cf->cp[ci].tag != CF_CLASS || cf->cp[ci].u.index >= cf->cp_count ||
	    cf->cp[cf->cp[ci].u.index].tag != CF_UTF8)
		return false;
	if (k->u.ref.nat_index == 0 || k->u.ref.nat_index >= cf->cp_count)
		return false;
	nat = &cf->cp[k->u.ref.nat_index];
	if (nat->tag != CF_NAMEANDTYPE || nat->u.nat.name_index >= cf->cp_count ||
	    cf->cp[nat->u.nat.name_index].tag != CF_UTF8)
		return false;
	*cls = cf->cp[cf->cp[ci].u.index].u.utf8.s;
	*name = cf->cp[nat->u.nat.name_index].u.utf8.s;
	return true;
}

/*
 * Is the field reference at ix a volatile field?  Answered from the class
 * it names when that class is already loaded in the method's loader, so
 * a method compiled before the interpreter first ran the instruction
 * (-Xjit:all) still gets the volatile form; nothing is loaded here.  Not
 * loaded: false.  Either answer is checked at run time against the
 * instruction's quick form, and a mismatch hands over to the interpreter.
 */
static bool field_is_volatile(const Comp *c, uint16_t ix)
{
	const char *cls, *name, *desc = ref_desc(c, ix, false);
	VmClass *k;
	const VmField *f;

	if (!desc || !ref_names(c, ix, &cls, &name))
		return false;
	k = c->m->clazz && !strcmp(c->m->clazz->name, cls) ? c->m->clazz
	    : vm_find_loaded_class_in(c->m->clazz ? c->m->clazz->loader : NULL, cls);
	f = k ? vm_find_field(k, vm_symbol(name), vm_symbol(desc)) : NULL;
	return f && (f->access & ACC_VOLATILE);
}

/*
 * getfield/putfield of a volatile field (quick forms OPX_GETFIELD_V and
 * OPX_PUTFIELD_V, whose operand is the VmField).  After the null check,
 * an object no other node shares (GOS state 0) is accessed here with the
 * orderings of the interpreter's __atomic accesses: an x86 load is an
 * acquire, a store followed by mfence is sequentially consistent, and a
 * long or double moves in one aligned 8-byte SSE access, atomic on both
 * targets.  A shared object goes through jit_rt.field_slow (the access at
 * its home, as the interpreter makes it).  Until 27 Nov 2026 every
 * volatile access handed the frame over to the interpreter: a compiled
 * AtomicInteger.get() resumed the interpreter at each call.
 */
static bool emit_volatile_field(Comp *c, uint32_t pc, int d, char ty, bool put)
{
	JitAsm *a = &c->a;
	int n = type_slots(ty), below = put ? n + 1 : 1;
	Stub *npe = new_stub(c, STUB_NPE, pc, d);
	JitLabel local, done;

	if (!npe)
		return refuse(c, "too many stubs", 0);
	if (!expect_quick(c, pc, d, put ? OPX_PUTFIELD_V : OPX_GETFIELD_V))
		return false;
	jit_label_init(&local);
	jit_label_init(&done);
	jit_x86_mov_rm(a, c->ps, JIT_RAX, stk(c, d - below));
	jit_x86_test_rr(a, c->ps, JIT_RAX, JIT_RAX);
	jit_x86_jcc(a, JIT_CC_E, &npe->entry);
	jit_x86_test_mi(a, 1, jit_mem(JIT_RAX, (int32_t)offsetof(VmObject, gos_state)), 0xff);
	jit_x86_jcc(a, JIT_CC_E, &local);
	if (!emit_callout(c, pc, d, jit_rt.field_slow))
		return false;
	jit_x86_jmp(a, &done);
	jit_x86_bind(a, &local);
	/* xCX = the instruction (expect_quick), xAX = the object */
	jit_x86_mov_rm(a, c->ps, JIT_RCX, jit_mem(JIT_RCX, c->ps));
	jit_x86_mov_rm(a, 4, JIT_RCX, jit_mem(JIT_RCX, (int32_t)offsetof(VmField, offset)));
	move_field(c, ty, put, jit_mem_idx(JIT_RAX, JIT_RCX, 1, 0), put ? stk(c, d - n) : stk(c, d - 1));
	if (put)
		jit_x86_mfence(a);
	jit_x86_bind(a, &done);
	return true;
}

/*
 * getstatic/putstatic/getfield/putfield.  The type comes from the class
 * file; the offset or address from the quick form, read at run time
 * (compiled code may run before the interpreter first resolved the
 * instruction: then it hands over to the interpreter, which resolves it).
 * Volatile fields and, on a cluster, the statics of classes with cluster statics
 * have other quick forms (OPX_*_V, OPX_*STATIC_G), so they are always left
 * to the interpreter's checked paths.  Instance fields make the
 * interpreter's checks in its order: null, then the GOS state bits of
 * the object (the fault stub calls the same hook as GOS_CHECK).
 */
/* The GOS state check of an instance field access, the object in xAX
 * and `below` slots under the stack top: its two state bits tested
 * inline (the read or the write bits), a fault through the stub for a
 * read or a write of a `slots`-slot value, and after it xAX = the object
 * again (the fault's call took the registers). */
static bool field_state_check(Comp *c, uint32_t pc, int d, int below, bool put, int slots)
{
	JitAsm *a = &c->a;
	Stub *g = new_stub(c, !put ? STUB_GOS_LENGTH : slots == 1 ? STUB_GOS_W2 : STUB_GOS_STORE, pc, d);

	if (!g)
		return refuse(c, "too many stubs", 0);
	state_test(c, JIT_RAX, put ? VM_GOS_WRITE_FAULTS : VM_GOS_READ_FAULTS, &g->entry);
	jit_label_init(&g->resume);
	g->back = &g->resume;
	jit_x86_bind(a, &g->resume);
	jit_x86_mov_rm(a, c->ps, JIT_RAX, stk(c, d - below));
	return true;
}

/* The offset of the instance field of the getfield/putfield at pc, when
 * the interpreter has already resolved it to the plain quick form of
 * type ty: the handler is published (release) after the offset, and a
 * quickened field instruction never changes again, so the code can use
 * it as a constant, with no test of the quick form at run time.  False
 * before (the code reads both at run time, expect_quick). */
static bool resolved_field(const Comp *c, uint32_t pc, char ty, int32_t *off)
{
	const VmInsn *insn = c->m->pcode + c->insn[pc];

	if (!c->have_rt ||
	    __atomic_load_n(&insn->handler, __ATOMIC_ACQUIRE) != jit_rt.label(field_quick(c->code[pc], ty)))
		return false;
	*off = (int32_t)insn->a.i;
	return true;
}

/* The field's address in the object in ro: the constant offset of a
 * resolved site, else the quick form's, loaded into xCX. */
static JitMem field_mem(Comp *c, uint32_t pc, int ro, bool known, int32_t off)
{
	if (known)
		return jit_mem(ro, off);
	jit_x86_mov_ri(&c->a, c->ps, JIT_RCX, (int64_t)(intptr_t)(c->m->pcode + c->insn[pc]));
	jit_x86_mov_rm(&c->a, c->ps, JIT_RCX, jit_mem(JIT_RCX, c->ps));    /* the offset */
	return jit_mem_idx(ro, JIT_RCX, 1, 0);
}

static bool emit_field_body(Comp *c, uint32_t pc, int d)
{
	JitAsm *a = &c->a;
	uint8_t op = c->code[pc];
	const char *desc = ref_desc(c, jit_bc_u16(c->code + pc + 1), false);
	char ty = desc[0];
	int n = type_slots(ty);
	bool is_static = op == 0xb2 || op == 0xb3, put = op == 0xb3 || op == 0xb5;
	int below = put ? n + 1 : 1;      /* instance fields: the object under the value */
	JitMem mem;
	int32_t off = 0;
	bool known = false;

	if (!is_static && field_is_volatile(c, jit_bc_u16(c->code + pc + 1)))
		return emit_volatile_field(c, pc, d, ty, put);
	/* statics: emit_field has checked the quick form (xCX = the insn) */
	if (!is_static && !(known = resolved_field(c, pc, ty, &off)) &&
	    !expect_quick(c, pc, d, field_quick(op, ty)))
		return false;
	if (is_static) {
		jit_x86_mov_rm(a, c->ps, JIT_RAX, jit_mem(JIT_RCX, c->ps));    /* the address */
		mem = jit_mem(JIT_RAX, 0);
	} else {
		uint8_t need = put ? VM_GOS_WRITE_FAULTS : VM_GOS_READ_FAULTS;
		if (jit_checks_known(&c->ck, c->tmpl_obj, need)) {
			/* tested in this stretch: not null, bits clear */
			jit_x86_mov_rm(a, c->ps, JIT_RAX, stk(c, d - below));
		} else {
			if (!null_check(c, pc, d, below) || !field_state_check(c, pc, d, below, put, n))
				return false;
			jit_checks_passed(&c->ck, c->tmpl_obj, need);
		}
		/* xAX, the object, was loaded again after a fault */
		mem = field_mem(c, pc, JIT_RAX, known, off);
	}
	move_field(c, ty, put, mem, put ? stk(c, d - n) : stk(c, is_static ? d : d - 1));
	return true;
}

/* A static field: the plain quick form inline; the cluster's checked
 * form (OPX_GETSTATIC_G / OPX_PUTSTATIC_G: statics that may be a cached
 * copy) through jit_rt.static_g, which makes the interpreter's state
 * check and access and lets the code go on (until 27 Nov 2026 it handed
 * the frame over, so a loop that touched a static of an application class
 * on a cluster ran interpreted); not resolved yet: the helper answers
 * DEOPT and the frame is handed over. */
static bool emit_field(Comp *c, uint32_t pc, int d)
{
	JitAsm *a = &c->a;
	uint8_t op = c->code[pc];
	const char *desc = ref_desc(c, jit_bc_u16(c->code + pc + 1), false);
	JitLabel fast, done;

	if (!desc)
		return refuse(c, "bad field reference", 0);
	if (op != 0xb2 && op != 0xb3)
		return emit_field_body(c, pc, d);
	jit_label_init(&fast);
	jit_label_init(&done);
	jit_x86_mov_ri(a, c->ps, JIT_RCX, (int64_t)(intptr_t)(c->m->pcode + c->insn[pc]));
	jit_x86_mov_ri(a, c->ps, JIT_RDX, (int64_t)(intptr_t)jit_rt.label(field_quick(op, desc[0])));
	jit_x86_alu_rm(a, JIT_CMP, c->ps, JIT_RDX, jit_mem(JIT_RCX, 0));
	jit_x86_jcc(a, JIT_CC_E, &fast);
	if (!emit_callout(c, pc, d, jit_rt.field_slow))
		return false;
	jit_x86_jmp(a, &done);
	jit_x86_bind(a, &fast);
	if (!emit_field_body(c, pc, d))
		return false;
	jit_x86_bind(a, &done);
	return true;
}

/* Move the ps-sized slot at depth from to depth to. */
static void move_slot(Comp *c, int to, int from)
{
	jit_x86_mov_rm(&c->a, c->ps, JIT_RAX, stk(c, from));
	jit_x86_mov_mr(&c->a, c->ps, stk(c, to), JIT_RAX);
}

/* Store the pointer imm at m (x86-64: through R11 when it needs 64 bits). */
static void store_ptr_imm(Comp *c, JitMem m, intptr_t imm)
{
	if (c->ps == 4 || (imm >= INT32_MIN && imm <= INT32_MAX)) {
		jit_x86_mov_mi(&c->a, c->ps, m, (int32_t)imm);
	} else {
		jit_x86_mov_ri(&c->a, 8, JIT_R11, (int64_t)imm);
		jit_x86_mov_mr(&c->a, 8, m, JIT_R11);
	}
}

/* Call fn(T, imm) (the inline cache miss). */
static void call_c_imm(Comp *c, const void *fn, intptr_t imm)
{
	JitAsm *a = &c->a;

	if (c->t->n_int_arg_regs > 0) {
		jit_x86_mov_rr(a, c->ps, c->t->int_arg_regs[0], c->rt);
		jit_x86_mov_ri(a, c->ps, c->t->int_arg_regs[1], (int64_t)imm);
	} else {
		jit_x86_mov_mr(a, c->ps, jit_mem(JIT_RSP, 0), thread_in(c, JIT_RAX));
		jit_x86_mov_mi(a, c->ps, jit_mem(JIT_RSP, c->ps), (int32_t)imm);
	}
	call_far(c, (uintptr_t)fn);
}

#define TH(r, field) jit_mem(r, (int32_t)offsetof(VmThread, field))
#define FR(r, field) jit_mem(r, (int32_t)offsetof(VmFrame, field))
#define ME(r, field) jit_mem(r, (int32_t)offsetof(VmMethod, field))

bool jit_intrinsics = true;

/*
 * Intrinsics.  A static call of one of these methods of java.lang.Math
 * or java.lang.StrictMath is compiled in line, on the operand-stack
 * slots, instead of as a call:
 *   sqrt(double)       sqrtsd: the correctly rounded square root both
 *                      classes specify;
 *   abs(float|double)  the sign bit cleared, so NaN stays a NaN and -0.0
 *                      gives 0.0 as specified;
 *   abs(int|long)      x ^ s - s with s = x >> (width - 1), so MIN_VALUE
 *                      stays MIN_VALUE as specified;
 *   min/max(int|long)  cmp and cmov.
 * long forms on x86-64 only (IA-32 keeps the call).  min/max of float
 * and double stay calls: their NaN and signed-zero rules are not one
 * instruction.  Neither class has an initialiser a program can observe,
 * so leaving out the call's initialisation check changes nothing.  The
 * interpreter calls the Java methods, which compute the same values
 * (tests/regression/src/JitMathIntrinsics.java compares the two).
 */
/* Which intrinsic the invokestatic at pc calls (w: 4 or 8 for the
 * integer ones), or INTR_NONE. */
enum { INTR_NONE, INTR_SQRT_D, INTR_ABS_D, INTR_ABS_F, INTR_ABS, INTR_MIN, INTR_MAX };

static int intrinsic_kind(const Comp *c, uint32_t pc, int *w)
{
	uint16_t ix = jit_bc_u16(c->code + pc + 1);
	const char *cls, *name, *desc;

	if (!jit_intrinsics || !ref_names(c, ix, &cls, &name))
		return INTR_NONE;
	if (strcmp(cls, "java/lang/Math") && strcmp(cls, "java/lang/StrictMath"))
		return INTR_NONE;
	desc = ref_desc(c, ix, true);
	if (!desc)
		return INTR_NONE;
	if (!strcmp(name, "sqrt") && !strcmp(desc, "(D)D"))
		return INTR_SQRT_D;
	if (!strcmp(name, "abs") && !strcmp(desc, "(D)D"))
		return INTR_ABS_D;
	if (!strcmp(name, "abs") && !strcmp(desc, "(F)F"))
		return INTR_ABS_F;
	if (!strcmp(desc, "(I)I") || !strcmp(desc, "(II)I"))
		*w = 4;
	else if (c->ps == 8 && (!strcmp(desc, "(J)J") || !strcmp(desc, "(JJ)J")))
		*w = 8;
	else
		return INTR_NONE;
	if (!strcmp(name, "abs") && desc[2] == ')')
		return INTR_ABS;
	if (!strcmp(name, "min") && desc[2] != ')')
		return INTR_MIN;
	if (!strcmp(name, "max") && desc[2] != ')')
		return INTR_MAX;
	return INTR_NONE;
}

static bool emit_intrinsic(Comp *c, uint32_t pc, int d)
{
	JitAsm *a = &c->a;
	int w = 4, n, kind = intrinsic_kind(c, pc, &w);

	switch (kind) {
	case INTR_SQRT_D:
		jit_x86_sse_rm(a, JIT_SSE_SQRT, true, 0, stk(c, d - 2));
		jit_x86_movs_mr(a, true, stk(c, d - 2), 0);
		return true;
	case INTR_ABS_D:
		jit_x86_alu_mi(a, JIT_AND, 4, plus(stk(c, d - 2), 4), INT32_MAX);
		return true;
	case INTR_ABS_F:
		jit_x86_alu_mi(a, JIT_AND, 4, stk(c, d - 1), INT32_MAX);
		return true;
	case INTR_ABS: {
		JitMem x = stk(c, d - (w == 8 ? 2 : 1));
		jit_x86_mov_rm(a, w, JIT_RAX, x);
		jit_x86_mov_rr(a, w, JIT_RDX, JIT_RAX);
		jit_x86_shift_ri(a, JIT_SAR, w, JIT_RDX, (uint8_t)(w * 8 - 1));
		jit_x86_alu_rr(a, JIT_XOR, w, JIT_RAX, JIT_RDX);
		jit_x86_alu_rr(a, JIT_SUB, w, JIT_RAX, JIT_RDX);
		jit_x86_mov_mr(a, w, x, JIT_RAX);
		return true;
	}
	case INTR_MIN: case INTR_MAX: {
		JitMem x, y;
		n = w == 8 ? 2 : 1;        /* slots per value */
		x = stk(c, d - 2 * n);
		y = stk(c, d - n);
		jit_x86_mov_rm(a, w, JIT_RAX, x);
		jit_x86_mov_rm(a, w, JIT_RCX, y);
		jit_x86_alu_rr(a, JIT_CMP, w, JIT_RAX, JIT_RCX);
		/* min: take y when x > y; max: when x < y */
		jit_x86_cmov(a, kind == INTR_MIN ? JIT_CC_G : JIT_CC_L, w, JIT_RAX, JIT_RCX);
		jit_x86_mov_mr(a, w, x, JIT_RAX);
		return true;
	}
	default:
		return false;
	}
}

/*
 * Inline atomics.  A static call of one of these natives of
 * ristretto.internal.Atomics (java.util.concurrent's only way to its
 * atomic operations, libraries/clib/ristretto_internal_Atomics.c) gets a
 * fast path in line before the call, on x86-64, from the VM's own classes
 * (with the intrinsics: -Xjit:intrinsics=off turns both off):
 *   casInt, casLong, casRef     lock cmpxchg, the result ZF;
 *   getAndAddInt, getAndAddLong lock xadd, the result the old value.
 * The fast path runs when the base is not null, no other node shares it
 * (GOS state 0: the native's vm_cas_* then make a local compare-and-swap
 * too) and the base's class and the field handle are the pair the site
 * validated (JitAtomicSite); a locked instruction is sequentially
 * consistent, as the native's __atomic operations.  A pair the site has
 * not seen goes to jit_rt.atomic_fill, which validates it as the native
 * does (vm_class_has_field_at) and records the first good one, then to
 * the call; so does everything else, and the native throws what it
 * throws.  Until 27 Nov 2026 each went through the generic call helper
 * and the native's handle checks: AtomicIncrements spent 60 % of its
 * time there.
 */
typedef struct AtomicOp {
	const char *name, *desc;
	char kind;       /* field type: 'I', 'J' or 'L' */
	bool cas;        /* compare-and-set, else get-and-add */
} AtomicOp;

static const AtomicOp atomic_ops[] = {
	{ "casInt", "(Ljava/lang/Object;JII)Z", 'I', true },
	{ "casLong", "(Ljava/lang/Object;JJJ)Z", 'J', true },
	{ "casRef", "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Z", 'L', true },
	{ "getAndAddInt", "(Ljava/lang/Object;JI)I", 'I', false },
	{ "getAndAddLong", "(Ljava/lang/Object;JJ)J", 'J', false },
};


/* The inline atomic the invokestatic at pc calls, or NULL. */
static const AtomicOp *atomic_op(const Comp *c, uint32_t pc)
{
	const char *cls, *name, *desc;
	uint16_t ix = jit_bc_u16(c->code + pc + 1);
	size_t i;

	if (!jit_intrinsics || c->code[pc] != 0xb8 || !c->m->clazz || c->m->clazz->loader ||
	    !ref_names(c, ix, &cls, &name) || strcmp(cls, "ristretto/internal/Atomics"))
		return NULL;
	desc = ref_desc(c, ix, true);
	for (i = 0; desc && i < sizeof atomic_ops / sizeof atomic_ops[0]; i++)
		if (!strcmp(name, atomic_ops[i].name) && !strcmp(desc, atomic_ops[i].desc))
			return &atomic_ops[i];
	return NULL;
}

/* emit_atomic on IA-32: the same tests with the site's cell as absolute
 * memory operands, the handle compared in two halves (it is a long: two
 * argument slots).  An int or reference field: its address in ECX, so
 * that EAX and EDX are free for cmpxchg and xadd.  A long field: lock
 * cmpxchg8b (EDX:EAX the expected value, ECX:EBX the new one) with the
 * field's address in ESI and EBX, the locals' base, saved on the C stack
 * around it; getAndAddLong retries until the sum, made in XMM1 (paddq),
 * went in. */
static void emit_atomic32(Comp *c, const AtomicOp *op, JitAtomicSite *site, int base, JitLabel *done,
			  JitLabel *miss, JitLabel *call)
{
	JitAsm *a = &c->a;
	int32_t cell = (int32_t)(intptr_t)site;

	jit_x86_mov_rm(a, 4, JIT_RAX, stk(c, base));
	jit_x86_test_rr(a, 4, JIT_RAX, JIT_RAX);
	jit_x86_jcc(a, JIT_CC_E, call);
	jit_x86_test_mi(a, 1, jit_mem(JIT_RAX, (int32_t)offsetof(VmObject, gos_state)), 0xff);
	jit_x86_jcc(a, JIT_CC_NE, call);
	jit_x86_mov_rm(a, 4, JIT_RCX, jit_mem(JIT_RAX, (int32_t)offsetof(VmObject, clazz)));
	jit_x86_alu_rm(a, JIT_CMP, 4, JIT_RCX, jit_mem_abs(cell + (int32_t)offsetof(JitAtomicSite, klass)));
	jit_x86_jcc(a, JIT_CC_NE, miss);
	jit_x86_mov_rm(a, 4, JIT_RCX, stk(c, base + 2));
	jit_x86_alu_rm(a, JIT_CMP, 4, JIT_RCX, jit_mem_abs(cell + (int32_t)offsetof(JitAtomicSite, handle) + 4));
	jit_x86_jcc(a, JIT_CC_NE, miss);
	jit_x86_mov_rm(a, 4, JIT_RCX, stk(c, base + 1));
	jit_x86_alu_rm(a, JIT_CMP, 4, JIT_RCX, jit_mem_abs(cell + (int32_t)offsetof(JitAtomicSite, handle)));
	jit_x86_jcc(a, JIT_CC_NE, miss);
	if (op->kind == 'J') {
		JitMem arg = stk(c, base + 3);         /* expected, or the delta */
		JitMem nw = stk(c, base + 5);          /* casLong's new value */
		JitLabel retry;
		jit_x86_lea(a, 4, JIT_RSI, jit_mem_idx(JIT_RAX, JIT_RCX, 1, 0));   /* the field */
		if (op->cas) {
			jit_x86_mov_rm(a, 4, JIT_RAX, arg);
			arg.disp += 4;
			jit_x86_mov_rm(a, 4, JIT_RDX, arg);
			jit_x86_push_r(a, JIT_RBX);
			nw.disp += 4;
			jit_x86_mov_rm(a, 4, JIT_RCX, nw);
			nw.disp -= 4;
			jit_x86_mov_rm(a, 4, JIT_RBX, nw);   /* the base's last use */
			jit_x86_lock_cmpxchg8b_m(a, jit_mem(JIT_RSI, 0));
			jit_x86_pop_r(a, JIT_RBX);
			jit_x86_setcc(a, JIT_CC_E, JIT_RAX);
			jit_x86_movx_rr(a, 4, 1, false, JIT_RAX, JIT_RAX);
			jit_x86_mov_mr(a, 4, stk(c, base), JIT_RAX);
		} else {
			jit_label_init(&retry);
			jit_x86_movs_rm(a, true, 0, arg);
			jit_x86_push_r(a, JIT_RBX);
			jit_x86_mov_rm(a, 4, JIT_RAX, jit_mem(JIT_RSI, 0));
			jit_x86_mov_rm(a, 4, JIT_RDX, jit_mem(JIT_RSI, 4));
			jit_x86_bind(a, &retry);
			jit_x86_movd_xr(a, 4, 1, JIT_RAX);
			jit_x86_movd_xr(a, 4, 2, JIT_RDX);
			jit_x86_pint_rr(a, JIT_PUNPCKLDQ, 1, 2);
			jit_x86_pint_rr(a, JIT_PADDQ, 1, 0);
			jit_x86_movd_rx(a, 4, JIT_RBX, 1);
			jit_x86_psrlq_ri(a, 1, 32);
			jit_x86_movd_rx(a, 4, JIT_RCX, 1);
			jit_x86_lock_cmpxchg8b_m(a, jit_mem(JIT_RSI, 0));
			jit_x86_jcc(a, JIT_CC_NE, &retry);     /* EDX:EAX: the value it found */
			jit_x86_pop_r(a, JIT_RBX);
			jit_x86_mov_mr(a, 4, stk(c, base), JIT_RAX);
			jit_x86_mov_mr(a, 4, stk(c, base + 1), JIT_RDX);
		}
		jit_x86_jmp(a, done);
		goto fill;
	}
	jit_x86_lea(a, 4, JIT_RCX, jit_mem_idx(JIT_RAX, JIT_RCX, 1, 0));   /* the field */
	if (op->cas) {
		jit_x86_mov_rm(a, 4, JIT_RAX, stk(c, base + 3));
		jit_x86_mov_rm(a, 4, JIT_RDX, stk(c, base + 4));
		jit_x86_lock_cmpxchg_mr(a, 4, jit_mem(JIT_RCX, 0), JIT_RDX);
		jit_x86_setcc(a, JIT_CC_E, JIT_RAX);
		jit_x86_movx_rr(a, 4, 1, false, JIT_RAX, JIT_RAX);
		jit_x86_mov_mr(a, 4, stk(c, base), JIT_RAX);
	} else {
		jit_x86_mov_rm(a, 4, JIT_RDX, stk(c, base + 3));
		jit_x86_lock_xadd_mr(a, 4, jit_mem(JIT_RCX, 0), JIT_RDX);
		jit_x86_mov_mr(a, 4, stk(c, base), JIT_RDX);
	}
	jit_x86_jmp(a, done);
fill:
	/* atomic_fill(site, base, handle): the handle's two halves as the
	 * third and fourth words */
	jit_x86_bind(a, miss);
	jit_x86_mov_mi(a, 4, jit_mem(JIT_RSP, 0), cell);
	jit_x86_mov_rm(a, 4, JIT_RAX, stk(c, base));
	jit_x86_mov_mr(a, 4, jit_mem(JIT_RSP, 4), JIT_RAX);
	jit_x86_mov_rm(a, 4, JIT_RAX, stk(c, base + 1));
	jit_x86_mov_mr(a, 4, jit_mem(JIT_RSP, 8), JIT_RAX);
	jit_x86_mov_rm(a, 4, JIT_RAX, stk(c, base + 2));
	jit_x86_mov_mr(a, 4, jit_mem(JIT_RSP, 12), JIT_RAX);
	call_far(c, (uintptr_t)jit_rt.atomic_fill);
	jit_x86_bind(a, call);
}

/* The fast path of an inline atomic (see above) for the call at pc with
 * `args` argument slots: it jumps to done with the result in place of the
 * arguments, and falls through to the call otherwise. */
static void emit_atomic(Comp *c, uint32_t pc, int d, int args, JitLabel *done)
{
	JitAsm *a = &c->a;
	const AtomicOp *op = atomic_op(c, pc);
	int base = d - args, w = op && op->kind == 'I' ? 4 : 8;
	JitLabel call, miss;
	JitAtomicSite *site;
	JitMem field = jit_mem_idx(JIT_R11, JIT_RCX, 1, 0);

	if (!op || c->n_atomics == c->max_atomics)
		return;
	/* IA-32's long forms need ESI (saved by the prologue only with the
	 * virtual stack on) and the locals' base in EBX, which cmpxchg8b
	 * borrows */
	if (c->ps == 4 && op->kind == 'J' && (!c->rg.on || c->rl != JIT_RBX))
		return;
	site = &c->atomics[c->n_atomics++];
	site->kind = op->kind;
	jit_label_init(&call);
	jit_label_init(&miss);
	if (c->ps == 4) {
		emit_atomic32(c, op, site, base, done, &miss, &call);
		return;
	}
	jit_x86_mov_rm(a, 8, JIT_RAX, stk(c, base));
	jit_x86_test_rr(a, 8, JIT_RAX, JIT_RAX);
	jit_x86_jcc(a, JIT_CC_E, &call);
	jit_x86_test_mi(a, 1, jit_mem(JIT_RAX, (int32_t)offsetof(VmObject, gos_state)), 0xff);
	jit_x86_jcc(a, JIT_CC_NE, &call);
	jit_x86_mov_ri(a, 8, JIT_R11, (int64_t)(intptr_t)site);
	jit_x86_mov_rm(a, 8, JIT_RCX, jit_mem(JIT_RAX, (int32_t)offsetof(VmObject, clazz)));
	jit_x86_alu_rm(a, JIT_CMP, 8, JIT_RCX, jit_mem(JIT_R11, (int32_t)offsetof(JitAtomicSite, klass)));
	jit_x86_jcc(a, JIT_CC_NE, &miss);
	jit_x86_mov_rm(a, 8, JIT_RCX, stk(c, base + 1));
	jit_x86_alu_rm(a, JIT_CMP, 8, JIT_RCX, jit_mem(JIT_R11, (int32_t)offsetof(JitAtomicSite, handle)));
	jit_x86_jcc(a, JIT_CC_NE, &miss);
	jit_x86_mov_rr(a, 4, JIT_RCX, JIT_RCX);          /* the offset: the handle's low half */
	jit_x86_mov_rr(a, 8, JIT_R11, JIT_RAX);          /* the base */
	if (op->cas) {
		jit_x86_mov_rm(a, w, JIT_RAX, stk(c, base + 3));
		jit_x86_mov_rm(a, w, JIT_RDX, stk(c, base + 3 + (op->kind == 'J' ? 2 : 1)));
		jit_x86_lock_cmpxchg_mr(a, w, field, JIT_RDX);
		jit_x86_setcc(a, JIT_CC_E, JIT_RAX);
		jit_x86_movx_rr(a, 4, 1, false, JIT_RAX, JIT_RAX);
		jit_x86_mov_mr(a, 4, stk(c, base), JIT_RAX);
	} else {
		jit_x86_mov_rm(a, w, JIT_RDX, stk(c, base + 3));
		jit_x86_lock_xadd_mr(a, w, field, JIT_RDX);
		jit_x86_mov_mr(a, w, stk(c, base), JIT_RDX);
	}
	jit_x86_jmp(a, done);
	/* a pair the site has not validated: offer it, then call */
	jit_x86_bind(a, &miss);
	jit_x86_mov_ri(a, 8, c->t->int_arg_regs[0], (int64_t)(intptr_t)site);
	jit_x86_mov_rm(a, 8, c->t->int_arg_regs[1], stk(c, base));
	jit_x86_mov_rm(a, 8, c->t->int_arg_regs[2], stk(c, base + 1));
	call_far(c, (uintptr_t)jit_rt.atomic_fill);
	jit_x86_bind(a, &call);
}

/*
 * System.arraycopy (with the intrinsics): the call's common case
 * -- two arrays of one class, neither shared with another node, every
 * index in bounds -- is a call of jit_rt.arraycopy, a leaf C function
 * that copies and returns 1; anything else returns 0 and the call of the
 * native follows as before, which checks, faults or throws as it does.
 * Before, each copy went through the generic call helper and the
 * native's frame: StringBuilder and String spend most of their time in
 * small copies.  -Xdebug:jit names each site compiled so.
 */
static bool is_arraycopy(const Comp *c, uint32_t pc)
{
	const char *cls, *name, *desc;
	uint16_t ix = jit_bc_u16(c->code + pc + 1);

	if (!jit_intrinsics || c->code[pc] != 0xb8 || !ref_names(c, ix, &cls, &name) ||
	    strcmp(cls, "java/lang/System") || strcmp(name, "arraycopy"))
		return false;
	desc = ref_desc(c, ix, true);
	return desc && !strcmp(desc, "(Ljava/lang/Object;ILjava/lang/Object;II)V");
}

static void emit_arraycopy(Comp *c, uint32_t pc, int d, JitLabel *done)
{
	JitAsm *a = &c->a;
	const JitTarget *tg = c->t;
	int base = d - 5, i;

	if (!is_arraycopy(c, pc))
		return;
	for (i = 0; i < 5; i++) {
		if (tg->n_int_arg_regs > 0) {
			jit_x86_mov_rm(a, (i & 1) ? 4 : 8, tg->int_arg_regs[i], stk(c, base + i));
		} else {
			/* IA-32: the five words in the outgoing area (emit_method
			 * makes it five words) */
			jit_x86_mov_rm(a, 4, JIT_RAX, stk(c, base + i));
			jit_x86_mov_mr(a, 4, jit_mem(JIT_RSP, 4 * i), JIT_RAX);
		}
	}
	call_far(c, (uintptr_t)jit_rt.arraycopy);
	jit_x86_test_rr(a, 4, JIT_RAX, JIT_RAX);
	jit_x86_jcc(a, JIT_CC_NE, done);
	VM_DBG(VM_DBG_JIT, "[jit,arraycopy] %s.%s pc %u\n", c->m->clazz->name, c->m->name, pc);
}

/*
 * invokestatic / invokespecial / invokevirtual / invokeinterface.
 *
 * The fast path calls a compiled callee directly: it finds the callee
 * (static and special: the resolved method in the quick form; virtual
 * and interface: the site's inline cache, JitIc), makes the checks
 * jit_runtime.c's call() makes (compiled code; C stack, frame and slot
 * stack limits; no safepoint requested), pushes the callee's frame as
 * the interpreter pushes it (vm_frame_push in interp.h; the
 * arguments in the caller's operand stack become the callee's locals),
 * calls its code with (T, args, retbuf), pops the frame and copies the
 * result from retbuf to where the interpreter pushes it.  Everything
 * else -- a site the interpreter has not resolved, a null receiver, an
 * interpreted, native or abstract callee, a stack limit, a pending
 * safepoint, an interface the receiver does not implement -- takes the
 * slow path, the generic helper (jit_rt.invoke), which does what the
 * interpreter does in each case.  The fast path writes nothing before
 * it is sure to call, so the slow path starts from a clean frame.
 */
/* The method of the invoke at pc when the interpreter resolved the site
 * before this compilation, with its quick form in *quick
 * (OPX_INVOKESTATIC for invokestatic; OPX_INVOKEDIRECT or, for
 * invokevirtual, OPX_INVOKEVIRTUAL for the others); NULL if it has not,
 * and then the code reads the quick form at run time.  A resolved site
 * never changes again, so what is read here holds for the code's life. */
static VmMethod *resolved_site(const Comp *c, uint32_t pc, int *quick)
{
	const VmInsn *insn = c->m->pcode + c->insn[pc];
	const void *h = __atomic_load_n(&insn->handler, __ATOMIC_ACQUIRE);
	uint8_t op = c->code[pc];

	if (!c->have_rt || op == 0xb9)
		return NULL;
	if (op == 0xb8)
		*quick = h == jit_rt.label(OPX_INVOKESTATIC) ? OPX_INVOKESTATIC : -1;
	else if (h == jit_rt.label(OPX_INVOKEDIRECT))
		*quick = OPX_INVOKEDIRECT;
	else
		*quick = op == 0xb6 && h == jit_rt.label(OPX_INVOKEVIRTUAL) ? OPX_INVOKEVIRTUAL : -1;
	return *quick >= 0 ? insn->a.p : NULL;
}

/* The callee of an invokestatic or invokespecial site resolved before
 * this compilation, when it is decoded: the call uses it as a constant. */
static VmMethod *known_callee(const Comp *c, uint32_t pc)
{
	int quick;
	VmMethod *m = resolved_site(c, pc, &quick);

	if (!m || quick == OPX_INVOKEVIRTUAL || (quick == OPX_INVOKEDIRECT && c->code[pc] != 0xb7))
		return NULL;
	return __atomic_load_n(&m->pcode, __ATOMIC_ACQUIRE) ? m : NULL;
}

static bool emit_call(Comp *c, uint32_t pc, int d)
{
	JitAsm *a = &c->a;
	uint8_t op = c->code[pc];
	VmInsn *insn = c->m->pcode + c->insn[pc];
	VmMethod *known;
	int args, res, n, ps = c->ps;
	int32_t argoff;
	JitLabel slow_l, hit_l, done, *slow = &slow_l, *hit = &hit_l;

	if (!method_slots(ref_desc(c, jit_bc_u16(c->code + pc + 1), true), &args, &res))
		return refuse(c, "bad method reference", 0);
	if (op == 0xb8 && emit_intrinsic(c, pc, d))
		return true;
	n = args + (op != 0xb8);
	argoff = (c->m->max_locals + d - n) * ps;
	known = known_callee(c, pc);
	jit_label_init(&slow_l);
	jit_label_init(&hit_l);
	jit_label_init(&done);
	if (op == 0xb8) {
		emit_atomic(c, pc, d, args, &done);
		emit_arraycopy(c, pc, d, &done);
	}

	if (op == 0xb6 || op == 0xb9) {
		/* inline cache: xAX = receiver's class, compared with the cell */
		JitIc *ic;
		Stub *miss = new_stub(c, STUB_IC_MISS, pc, d);
		if (c->n_ics == c->max_ics || !miss)
			return refuse(c, "too many call sites", 0);
		ic = &c->ics[c->n_ics++];
		miss->ic = ic;
		/* the stub jumps back to these after the method's code:
		 * labels that live as long as the stub */
		jit_label_init(&miss->resume);
		jit_label_init(&miss->slow);
		hit = miss->back = &miss->resume;
		slow = &miss->slow;
		jit_x86_mov_rm(a, ps, JIT_RAX, stk(c, d - n));
		jit_x86_test_rr(a, ps, JIT_RAX, JIT_RAX);
		jit_x86_jcc(a, JIT_CC_E, slow);
		jit_x86_mov_rm(a, ps, JIT_RAX, jit_mem(JIT_RAX, (int32_t)offsetof(VmObject, clazz)));
		jit_x86_mov_ri(a, ps, JIT_RCX, (int64_t)(intptr_t)ic);
		jit_x86_alu_rm(a, JIT_CMP, ps, JIT_RAX, jit_mem(JIT_RCX, 0));
		jit_x86_jcc(a, JIT_CC_NE, &miss->entry);
		jit_x86_mov_rm(a, ps, JIT_RAX, jit_mem(JIT_RCX, ps));
	} else if (known) {
		/* resolved before this compilation, and a resolved site never
		 * changes: the callee is a constant */
		if (op == 0xb7) {
			jit_x86_alu_mi(a, JIT_CMP, ps, stk(c, d - n), 0);
			jit_x86_jcc(a, JIT_CC_E, slow);
		}
		jit_x86_mov_ri(a, ps, JIT_RAX, (int64_t)(intptr_t)known);
	} else {
		/* the resolved method, once the quick form is there */
		jit_x86_mov_ri(a, ps, JIT_RCX, (int64_t)(intptr_t)insn);
		jit_x86_mov_ri(a, ps, JIT_RDX, (int64_t)(intptr_t)jit_rt.label(op == 0xb8 ? OPX_INVOKESTATIC
										 : OPX_INVOKEDIRECT));
		jit_x86_alu_rm(a, JIT_CMP, ps, JIT_RDX, jit_mem(JIT_RCX, 0));
		jit_x86_jcc(a, JIT_CC_NE, slow);
		if (op == 0xb7) {
			jit_x86_alu_mi(a, JIT_CMP, ps, stk(c, d - n), 0);
			jit_x86_jcc(a, JIT_CC_E, slow);
		}
		jit_x86_mov_rm(a, ps, JIT_RAX, jit_mem(JIT_RCX, ps));
	}
	jit_x86_bind(a, hit);
	/* xAX = callee.  Compiled? */
	jit_x86_alu_mi(a, JIT_CMP, ps, ME(JIT_RAX, jit_code), 0);
	jit_x86_jcc(a, JIT_CC_E, slow);
	/* C stack (compiled calls nest on it), safepoint */
	jit_x86_alu_rm(a, JIT_CMP, ps, JIT_RSP, TH(thread_in(c, JIT_RCX), c_stack_limit));
	jit_x86_jcc(a, JIT_CC_B, slow);
	{
		uintptr_t flag = (uintptr_t)&vm_safepoint_requested;
		if (a->mode == JIT_X86_32 || flag <= INT32_MAX) {
			jit_x86_alu_mi(a, JIT_CMP, 4, jit_mem_abs((int32_t)flag), 0);
		} else {
			jit_x86_mov_ri(a, ps, JIT_RCX, (int64_t)flag);
			jit_x86_alu_mi(a, JIT_CMP, 4, jit_mem(JIT_RCX, 0), 0);
		}
		jit_x86_jcc(a, JIT_CC_NE, slow);
	}
	/* slot stack: args + max_locals + max_stack <= stack_limit */
	if (known) {
		jit_x86_lea(a, ps, JIT_RCX, jit_mem(c->rl, argoff + (known->max_locals + known->max_stack) * ps));
	} else {
		jit_x86_movx_rm(a, 4, 2, false, JIT_RCX, ME(JIT_RAX, max_locals));
		jit_x86_movx_rm(a, 4, 2, false, JIT_RDX, ME(JIT_RAX, max_stack));
		jit_x86_alu_rr(a, JIT_ADD, 4, JIT_RCX, JIT_RDX);
		jit_x86_lea(a, ps, JIT_RCX, jit_mem_idx(c->rl, JIT_RCX, ps, argoff));
	}
	jit_x86_alu_rm(a, JIT_CMP, ps, JIT_RCX, TH(thread_in(c, JIT_RDX), stack_limit));
	jit_x86_jcc(a, JIT_CC_A, slow);
	/* frame stack: xCX = this frame, xDX = the callee's, below frames_limit */
	if (c->rt != JIT_NOREG) {
		jit_x86_mov_rm(a, ps, JIT_RCX, TH(c->rt, top));
		jit_x86_lea(a, ps, JIT_RDX, jit_mem(JIT_RCX, (int32_t)sizeof(VmFrame)));
		jit_x86_alu_rm(a, JIT_CMP, ps, JIT_RDX, TH(c->rt, frames_limit));
		jit_x86_jcc(a, JIT_CC_AE, slow);
	} else {
		/* no register for the thread: this frame >= frames_limit -
		 * sizeof(VmFrame), which is the same test */
		thread_in(c, JIT_RDX);
		jit_x86_mov_rm(a, ps, JIT_RCX, TH(JIT_RDX, top));
		jit_x86_mov_rm(a, ps, JIT_RDX, TH(JIT_RDX, frames_limit));
		jit_x86_alu_ri(a, JIT_SUB, ps, JIT_RDX, (int32_t)sizeof(VmFrame));
		jit_x86_alu_rr(a, JIT_CMP, ps, JIT_RCX, JIT_RDX);
		jit_x86_jcc(a, JIT_CC_AE, slow);
		jit_x86_lea(a, ps, JIT_RDX, jit_mem(JIT_RCX, (int32_t)sizeof(VmFrame)));
	}

	/* Committed.  This frame: pc here, sp at the arguments.  The
	 * callee's frame as vm_frame_push makes it. */
	store_ptr_imm(c, FR(JIT_RCX, pc), (intptr_t)insn);
	jit_x86_mov_mr(a, ps, FR(JIT_RDX, prev), JIT_RCX);
	jit_x86_mov_mr(a, ps, FR(JIT_RDX, method), JIT_RAX);
	jit_x86_mov_mi(a, 4, FR(JIT_RDX, flags), 0);
	jit_x86_mov_mi(a, ps, FR(JIT_RDX, lock), 0);
	jit_x86_lea(a, ps, JIT_RCX, jit_mem(c->rl, argoff));
	jit_x86_mov_mr(a, ps, jit_mem(JIT_RDX, (int32_t)(offsetof(VmFrame, sp) - sizeof(VmFrame))), JIT_RCX);
	jit_x86_mov_mr(a, ps, FR(JIT_RDX, locals), JIT_RCX);
	if (known) {
		store_ptr_imm(c, FR(JIT_RDX, pc), (intptr_t)known->pcode);
		jit_x86_lea(a, ps, JIT_RCX, jit_mem(c->rl, argoff + known->max_locals * ps));
	} else {
		jit_x86_mov_rm(a, ps, JIT_RCX, ME(JIT_RAX, pcode));
		jit_x86_mov_mr(a, ps, FR(JIT_RDX, pc), JIT_RCX);
		jit_x86_movx_rm(a, 4, 2, false, JIT_RCX, ME(JIT_RAX, max_locals));
		jit_x86_lea(a, ps, JIT_RCX, jit_mem_idx(c->rl, JIT_RCX, ps, argoff));
	}
	jit_x86_mov_mr(a, ps, FR(JIT_RDX, sp), JIT_RCX);
	jit_x86_mov_mr(a, ps, TH(thread_in(c, JIT_RCX), top), JIT_RDX);
	/* jit_code(T, args, retbuf) */
	if (c->t->n_int_arg_regs > 0) {
		jit_x86_mov_rr(a, ps, c->t->int_arg_regs[0], c->rt);
		jit_x86_lea(a, ps, c->t->int_arg_regs[1], jit_mem(c->rl, argoff));
		jit_x86_lea(a, ps, c->t->int_arg_regs[2], jit_mem(JIT_RSP, c->retbuf));
	} else {
		jit_x86_mov_mr(a, ps, jit_mem(JIT_RSP, 0), thread_in(c, JIT_RCX));
		jit_x86_lea(a, ps, JIT_RCX, jit_mem(c->rl, argoff));
		jit_x86_mov_mr(a, ps, jit_mem(JIT_RSP, ps), JIT_RCX);
		jit_x86_lea(a, ps, JIT_RCX, jit_mem(JIT_RSP, c->retbuf));
		jit_x86_mov_mr(a, ps, jit_mem(JIT_RSP, 2 * ps), JIT_RCX);
	}
	c->n_exits++;
	jit_x86_call_m(a, ME(JIT_RAX, jit_code));
	/* this frame is the top again; leave if the callee threw */
	jit_x86_mov_rm(a, ps, JIT_RAX, jit_mem(JIT_RSP, c->selfslot));
	{
		int th = thread_in(c, JIT_RCX);
		jit_x86_mov_mr(a, ps, TH(th, top), JIT_RAX);
		jit_x86_alu_mi(a, JIT_CMP, ps, TH(th, exception), 0);
	}
	jit_x86_jcc(a, JIT_CC_NE, &c->throw_exit);
	if (res > 0) {
		jit_x86_mov_rm(a, ps, JIT_RAX, jit_mem(JIT_RSP, c->retbuf));
		jit_x86_mov_mr(a, ps, jit_mem(c->rl, argoff), JIT_RAX);
	}
	if (res > 1) {
		jit_x86_mov_rm(a, ps, JIT_RAX, jit_mem(JIT_RSP, c->retbuf + ps));
		jit_x86_mov_mr(a, ps, jit_mem(c->rl, argoff + ps), JIT_RAX);
	}
	jit_x86_jmp(a, &done);

	jit_x86_bind(a, slow);
	if (!emit_callout(c, pc, d, jit_rt.invoke))
		return false;
	jit_x86_bind(a, &done);
	return true;
}

/* Where a pure body (jit_pure.c) finds the callee's local 0: the
 * caller's slot of the call's first argument, d being the depth at the
 * call and n the argument slots, receiver included. */
static JitPureSite pure_site(const Comp *c, int d, int n, JitLabel *full)
{
	JitPureSite s;

	s.mode = c->t->mode;
	s.args = stk(c, d - n);
	s.full = full;
	s.label = jit_rt.label;
	return s;
}

/* The callee of the call at pc (depth d) when it can be inlined: the
 * site is resolved to a static or direct quick form, or to a virtual one
 * (then *guard: the code checks that the receiver's vtable entry is the
 * callee), and the callee has one of jit_inline.c's shapes or a body
 * jit_pure.c compiles. */
static VmMethod *inline_callee(Comp *c, uint32_t pc, int d, JitInline *in, bool *guard)
{
	int quick, args, res;
	VmMethod *callee = jit_inline_enabled && c->have_rt ? resolved_site(c, pc, &quick) : NULL;
	JitPureSite s;

	*guard = callee && quick == OPX_INVOKEVIRTUAL;
	if (!callee || (*guard && callee->vtable_index < 0))
		return NULL;
	if (jit_inline_shape(callee, jit_rt.label, in))
		return callee;
	if (!method_slots(callee->desc, &args, &res))
		return NULL;
	s = pure_site(c, d, args + !(callee->access & ACC_STATIC), NULL);
	if (!jit_pure_body(callee, &s, NULL))
		return NULL;
	memset(in, 0, sizeof *in);
	in->kind = JIT_INL_PURE;
	return callee;
}

/*
 * A call replaced by its callee's body, on the frame's slots: the
 * receiver's null check (the call's NullPointerException, at the call
 * instruction, as the interpreter's), for a virtual site the check that
 * the receiver's class still dispatches to the callee (else the call,
 * compiled as usual after the body), and the body: nothing, a constant,
 * or the field access with its GOS state check, as emit_field_body
 * makes it.  No frame, no safepoint: the shapes cannot throw or call.
 * The fast paths (ALEN, CHARAT) and straight-line bodies (PURE,
 * jit_pure.c) can fail, and every failure takes the ordinary call.
 */
static bool emit_inlined(Comp *c, uint32_t pc, int d, VmMethod *callee, const JitInline *in, bool guard)
{
	JitAsm *a = &c->a;
	int ps = c->ps, args, res, n, vs;
	JitLabel full, after;
	bool fast_only = in->kind == JIT_INL_ALEN || in->kind == JIT_INL_CHARAT || in->kind == JIT_INL_PURE;
	bool is_static = (callee->access & ACC_STATIC) != 0;

	if (!method_slots(callee->desc, &args, &res))
		return refuse(c, "bad method reference", 0);
	n = args + !(callee->access & ACC_STATIC);
	vs = in->kind == JIT_INL_PUT ? args : 0;        /* a setter's value slots */
	jit_label_init(&full);
	jit_label_init(&after);
	if (fast_only) {
		/* the fast path only: anything else is the ordinary call */
		if (!is_static) {
			jit_x86_mov_rm(a, ps, JIT_RAX, stk(c, d - n));
			jit_x86_test_rr(a, ps, JIT_RAX, JIT_RAX);
			jit_x86_jcc(a, JIT_CC_E, &full);
		}
	} else if (!is_static) {
		if (!null_check(c, pc, d, n))
			return false;
	}
	if (guard) {        /* a virtual site: the receiver is in xAX */
		jit_x86_mov_rm(a, ps, JIT_RCX, jit_mem(JIT_RAX, (int32_t)offsetof(VmObject, clazz)));
		jit_x86_mov_rm(a, ps, JIT_RCX, jit_mem(JIT_RCX, (int32_t)offsetof(VmClass, vtable)));
		jit_x86_mov_ri(a, ps, JIT_RDX, (int64_t)(intptr_t)callee);
		jit_x86_alu_rm(a, JIT_CMP, ps, JIT_RDX, jit_mem(JIT_RCX, (int32_t)(callee->vtable_index * ps)));
		jit_x86_jcc(a, JIT_CC_NE, &full);
	}
	switch (in->kind) {
	case JIT_INL_CONST:
		if (in->type == 'L')
			jit_x86_mov_mi(a, ps, stk(c, d - n), 0);
		else
			jit_x86_mov_mi(a, 4, stk(c, d - n), in->value);
		break;
	case JIT_INL_GET: case JIT_INL_PUT: {
		bool put = in->kind == JIT_INL_PUT;
		if (!field_state_check(c, pc, d, n, put, vs))
			return false;
		move_field(c, in->type, put, jit_mem(JIT_RAX, (int32_t)in->offset),
			   put ? stk(c, d - vs) : stk(c, d - n));
		break;
	}
	case JIT_INL_ALEN: case JIT_INL_CHARAT:
		/* the receiver's and the array's state bits, then the array */
		state_test(c, JIT_RAX, VM_GOS_READ_FAULTS, &full);
		jit_x86_mov_rm(a, ps, JIT_RAX, jit_mem(JIT_RAX, (int32_t)in->offset));
		jit_x86_test_rr(a, ps, JIT_RAX, JIT_RAX);
		jit_x86_jcc(a, JIT_CC_E, &full);
		state_test(c, JIT_RAX, VM_GOS_READ_FAULTS, &full);
		if (in->kind == JIT_INL_ALEN) {
			jit_x86_mov_rm(a, 4, JIT_RCX, jit_mem(JIT_RAX, (int32_t)offsetof(VmArray, length)));
		} else {
			jit_x86_mov_rm(a, 4, JIT_RCX, stk(c, d - 1));            /* the index */
			jit_x86_alu_rm(a, JIT_CMP, 4, JIT_RCX, jit_mem(JIT_RAX, (int32_t)offsetof(VmArray, length)));
			jit_x86_jcc(a, JIT_CC_AE, &full);                       /* negative too */
			jit_x86_movx_rm(a, 4, 2, false, JIT_RCX,
					jit_mem_idx(JIT_RAX, JIT_RCX, 2, (int32_t)VM_ARRAY_DATA_OFFSET));
		}
		jit_x86_mov_mr(a, 4, stk(c, d - n), JIT_RCX);
		break;
	case JIT_INL_PURE: {
		JitPureSite s = pure_site(c, d, n, &full);
		if (!jit_pure_body(callee, &s, a))
			return refuse(c, "inlined body", 0);
		break;
	}
	default:
		break;
	}
	c->n_inlined++;
	if (guard || fast_only) {
		jit_x86_jmp(a, &after);
		jit_x86_bind(a, &full);
		if (!emit_call(c, pc, d))
			return false;
		jit_x86_bind(a, &after);
	}
	(void)res;
	return true;
}

static bool emit_invoke(Comp *c, uint32_t pc, int d)
{
	JitInline in;
	bool guard;
	VmMethod *callee = inline_callee(c, pc, d, &in, &guard);

	if (callee)
		return emit_inlined(c, pc, d, callee, &in, guard);
	return emit_call(c, pc, d);
}

/* The instructions of plain_op and rt_op, and ldc of String or Class. */
static bool emit_object_insn(Comp *c, uint32_t pc, int d)
{
	JitAsm *a = &c->a;
	uint8_t op = c->code[pc];
	int i;

	switch (op) {
	case 0x12: case 0x13:
		if (ldc_tag(c, pc) == CF_INTEGER || ldc_tag(c, pc) == CF_FLOAT) {
			const VmClassFile *cf = c->m->clazz->cf;
			uint16_t ix = op == 0x12 ? c->code[pc + 1] : jit_bc_u16(c->code + pc + 1);
			jit_x86_mov_mi(a, 4, stk(c, d), cf->cp[ix].u.i);   /* float bits alike */
			return true;
		}
		{
			/* a String or Class constant: the object from the quick
			 * form once the interpreter has resolved it (as the calls
			 * read theirs), else the helper */
			JitLabel slow, done;
			VmInsn *insn = c->m->pcode + c->insn[pc];
			jit_label_init(&slow);
			jit_label_init(&done);
			jit_x86_mov_ri(a, c->ps, JIT_RCX, (int64_t)(intptr_t)insn);
			jit_x86_mov_ri(a, c->ps, JIT_RDX, (int64_t)(intptr_t)jit_rt.label(OPX_LDC_REF));
			jit_x86_alu_rm(a, JIT_CMP, c->ps, JIT_RDX, jit_mem(JIT_RCX, 0));
			jit_x86_jcc(a, JIT_CC_NE, &slow);
			jit_x86_mov_rm(a, c->ps, JIT_RAX, jit_mem(JIT_RCX, c->ps));
			jit_x86_mov_mr(a, c->ps, stk(c, d), JIT_RAX);
			jit_x86_jmp(a, &done);
			jit_x86_bind(a, &slow);
			if (!emit_callout(c, pc, d, jit_rt.ldc_ref))
				return false;
			jit_x86_bind(a, &done);
			return true;
		}
	case 0x32:                    /* aaload: as iaload, a slot wide */
		if (!array_checks(c, pc, d, 2, STUB_GOS_LOAD, STUB_OOB_LOAD))
			return false;
		jit_x86_mov_rm(a, c->ps, JIT_RAX, jit_mem_idx(JIT_RAX, JIT_RCX, c->ps,
							    (int32_t)VM_ARRAY_DATA_OFFSET));
		jit_x86_mov_mr(a, c->ps, stk(c, d - 2), JIT_RAX);
		return true;
	case 0x53:
		return emit_callout(c, pc, d, jit_rt.aastore);
	case 0x5a:                    /* dup_x1: b a -> a b a */
		move_slot(c, d, d - 1);
		move_slot(c, d - 1, d - 2);
		move_slot(c, d - 2, d);
		return true;
	case 0x5b:                    /* dup_x2: c b a -> a c b a */
		for (i = 0; i < 3; i++)
			move_slot(c, d - i, d - i - 1);
		move_slot(c, d - 3, d);
		return true;
	case 0x5d:                    /* dup2_x1: c b a -> b a c b a */
		for (i = 0; i < 3; i++)
			move_slot(c, d + 1 - i, d - 1 - i);
		move_slot(c, d - 3, d);
		move_slot(c, d - 2, d + 1);
		return true;
	case 0x5e:                    /* dup2_x2: d c b a -> b a d c b a */
		for (i = 0; i < 4; i++)
			move_slot(c, d + 1 - i, d - 1 - i);
		move_slot(c, d - 4, d);
		move_slot(c, d - 3, d + 1);
		return true;
	case 0xb0:
		jit_x86_mov_rm(a, c->ps, JIT_RAX, stk(c, d - 1));
		jit_x86_mov_mr(a, c->ps, result_mem(c), JIT_RAX);
		emit_return(c, pc);
		return true;
	case 0xb2: case 0xb3: case 0xb4: case 0xb5:
		return emit_field(c, pc, d);
	case 0xb6: case 0xb7: case 0xb8: case 0xb9:
		return emit_invoke(c, pc, d);
	case 0xba:                    /* a linked site; before, the interpreter links it */
		return emit_callout(c, pc, d, jit_rt.indy);
	case 0xbb:
		emit_scrub_if_near(c);
		return emit_callout(c, pc, d, jit_rt.new_object);
	case 0xbc:
		emit_scrub_if_near(c);
		return emit_callout(c, pc, d, jit_rt.newarray);
	case 0xbd:
		emit_scrub_if_near(c);
		return emit_callout(c, pc, d, jit_rt.anewarray);
	case 0xbf:                    /* athrow: the helper always answers JIT_RT_EXC */
		store_frame_state(c, pc, d);
		call_with_thread(c, (const void *)jit_rt.athrow);
		jit_x86_jmp(a, &c->throw_exit);
		return true;
	case 0xc0:
		return emit_callout(c, pc, d, jit_rt.checkcast);
	case 0xc1:
		return emit_callout(c, pc, d, jit_rt.instanceof);
	case 0xc2:
		return emit_callout(c, pc, d, jit_rt.monitorenter);
	case 0xc3:
		return emit_callout(c, pc, d, jit_rt.monitorexit);
	case 0xc5:
		emit_scrub_if_near(c);
		return emit_callout(c, pc, d, jit_rt.multianewarray);
	case 0x72: case 0x73: case 0x89: case 0x8a: case 0x8c: case 0x8f:
		return emit_callout(c, pc, d, jit_rt.fp);
	default:
		return refuse(c, "opcode 0x%02x is not compiled yet", op);
	}
}

/* A switch on EAX over n keys, in any order: a compare and branch per
 * key, then the default. */
static void emit_switch_chain(Comp *c, const int32_t *keys, const int32_t *tgts, int n, JitLabel *dflt)
{
	int k;

	for (k = 0; k < n; k++) {
		jit_x86_alu_ri(&c->a, JIT_CMP, 4, JIT_RAX, keys[k]);
		jit_x86_jcc(&c->a, JIT_CC_E, &c->labels[tgts[k]]);
	}
	jit_x86_jmp(&c->a, dflt);
}

/* A switch on EAX over n ascending keys: a binary search, a compare and
 * two branches per level, down to runs of four compared one by one
 * (then the default).  So a switch of 1000 cases makes about ten
 * compares, where a chain would make up to 1000. */
static void emit_switch_search(Comp *c, const int32_t *keys, const int32_t *tgts, int n, JitLabel *dflt)
{
	JitAsm *a = &c->a;
	JitLabel lower;
	int mid;

	if (n <= 4) {
		emit_switch_chain(c, keys, tgts, n, dflt);
		return;
	}
	mid = n / 2;
	jit_label_init(&lower);
	jit_x86_alu_ri(a, JIT_CMP, 4, JIT_RAX, keys[mid]);
	jit_x86_jcc(a, JIT_CC_L, &lower);
	jit_x86_jcc(a, JIT_CC_E, &c->labels[tgts[mid]]);
	emit_switch_search(c, keys + mid + 1, tgts + mid + 1, n - mid - 1, dflt);
	jit_x86_bind(a, &lower);
	emit_switch_search(c, keys, tgts, mid, dflt);
}

/* The template of a load, store or iinc of a local (any form, wide
 * included): the slot's bytes moved between the local and the operand
 * stack, bit for bit (a long or a double as 8 bytes). */
static bool emit_local(Comp *c, const JitLocalAccess *la, int d)
{
	JitAsm *a = &c->a;
	int w = local_width(c, la->type), n = la->n, two = local_slots(la->type) == 2;

	if (n + two >= c->m->max_locals)
		return refuse(c, "local %d out of range", n);
	switch (la->kind) {
	case JIT_LOCAL_LOAD:
		if (two) {
			load_long(c, loc(c, n));
			store_long(c, stk(c, d));
		} else {
			jit_x86_mov_rm(a, w, JIT_RAX, loc(c, n));
			jit_x86_mov_mr(a, w, stk(c, d), JIT_RAX);
		}
		return true;
	case JIT_LOCAL_STORE:
		if (two) {
			load_long(c, stk(c, d - 2));
			store_long(c, loc(c, n));
		} else {
			jit_x86_mov_rm(a, w, JIT_RAX, stk(c, d - 1));
			jit_x86_mov_mr(a, w, loc(c, n), JIT_RAX);
		}
		return true;
	case JIT_LOCAL_IINC:
		jit_x86_alu_mi(a, JIT_ADD, 4, loc(c, n), la->inc);
		return true;
	default:
		return refuse(c, "ret outside emit_subroutine", 0);
	}
}

/*
 * Subroutines (jsr, jsr_w, ret), as javac compiled `finally` before Java
 * 6.  jsr pushes what the interpreter's jsr pushes, the address of the
 * decoded instruction after it, so a frame either engine takes over in
 * the middle of a subroutine comes back right; ret compares its local
 * with each jsr's value of the same stack depth and jumps to that jsr's
 * next instruction, and a value none of them pushed (the interpreter's
 * own, from before an on-stack replacement, is one of them: the same
 * decoded code) hands the frame over at the ret.  A backward jsr and
 * every ret poll first, with the frame as before the instruction: a
 * loop can close through a subroutine with no backward goto.  Every
 * value is in the frame here, and the targets start from it
 * (mark_targets makes them jump targets that know nothing).
 */
static bool emit_subroutine(Comp *c, uint32_t pc, int d, JitLabel *polls, const JitLocalAccess *ret)
{
	JitAsm *a = &c->a;
	uint32_t q;

	jit_regs_flush_all(&c->rg);
	if (!ret) {
		uint32_t tgt = (uint32_t)jit_bc_branch_target(c->code, pc);
		if (tgt <= pc && !emit_poll(c, pc, d, &polls[pc]))
			return false;
		store_ptr_imm(c, stk(c, d), (intptr_t)(c->m->pcode + c->insn[pc] + 1));
		jit_x86_jmp(a, &c->labels[tgt]);
		return true;
	}
	if (ret->n >= c->m->max_locals)
		return refuse(c, "local %d out of range", ret->n);
	if (!emit_poll(c, pc, d, &polls[pc]))
		return false;
	jit_x86_mov_rm(a, c->ps, JIT_RAX, loc(c, ret->n));
	for (q = 0; q < c->len; q += full_len(c->code, q, c->len)) {
		intptr_t v;
		if (!jit_bc_is_jsr(c->code[q]) || c->depth[q] != d)
			continue;
		v = (intptr_t)(c->m->pcode + c->insn[q] + 1);
		if (c->ps == 4 || (v >= INT32_MIN && v <= INT32_MAX)) {
			jit_x86_alu_ri(a, JIT_CMP, c->ps, JIT_RAX, (int32_t)v);
		} else {
			jit_x86_mov_ri(a, 8, JIT_RCX, (int64_t)v);
			jit_x86_alu_rr(a, JIT_CMP, 8, JIT_RAX, JIT_RCX);
		}
		jit_x86_jcc(a, JIT_CC_E, &c->labels[q + full_len(c->code, q, c->len)]);
	}
	emit_deopt(c, pc, d);
	return true;
}

static bool emit_insn(Comp *c, uint32_t pc, JitLabel *polls)
{
	JitAsm *a = &c->a;
	const uint8_t *p = c->code + pc;
	uint8_t op = p[0];
	int d = c->depth[pc];
	JitLocalAccess la;

	if (plain_op(op) || rt_op(op) || op == 0x12)
		return emit_object_insn(c, pc, d);
	if (jit_bc_is_jsr(op))
		return emit_subroutine(c, pc, d, polls, NULL);
	if (jit_local_access(p, &la))
		return la.kind == JIT_LOCAL_RET ? emit_subroutine(c, pc, d, polls, &la) : emit_local(c, &la, d);
	if (op == 0xaa || op == 0xab) {
		/* a binary search over the cases (at most JIT_MAX_SWITCH_CASES) */
		int32_t keys[JIT_MAX_SWITCH_CASES], tgts[JIT_MAX_SWITCH_CASES], dflt;
		int nc = switch_cases(c, pc, &dflt, keys, tgts, JIT_MAX_SWITCH_CASES), k;
		bool back = dflt <= (int32_t)pc;
		for (k = 0; k < nc; k++)
			back |= tgts[k] <= (int32_t)pc;
		if (back && !emit_poll(c, pc, d, &polls[pc]))
			return false;
		jit_x86_mov_rm(a, 4, JIT_RAX, stk(c, d - 1));
		for (k = 1; k < nc && keys[k - 1] < keys[k]; k++)
			;
		if (k < nc)            /* keys out of order (unverified code): one by one */
			emit_switch_chain(c, keys, tgts, nc, &c->labels[dflt]);
		else
			emit_switch_search(c, keys, tgts, nc, &c->labels[dflt]);
		return true;
	}
	switch (op) {
	case 0x00:
		return true;
	case 0x01:
		jit_x86_mov_mi(a, c->ps, stk(c, d), 0);
		return true;
	case 0x2f: case 0x31:         /* laload daload: 8 bytes through XMM0, bit for bit */
		if (!array_checks(c, pc, d, 2, STUB_GOS_LOAD, STUB_OOB_LOAD))
			return false;
		jit_x86_movs_rm(a, true, 0, elem(8));
		jit_x86_movs_mr(a, true, stk(c, d - 2), 0);
		return true;
	case 0x50: case 0x52:         /* lastore dastore */
		if (!array_checks(c, pc, d, 4, STUB_GOS_STORE2, STUB_OOB_STORE2))
			return false;
		jit_x86_movs_rm(a, true, 0, stk(c, d - 2));
		jit_x86_movs_mr(a, true, elem(8), 0);
		return true;
	case 0x30:                    /* faload: as iaload */
		if (!array_checks(c, pc, d, 2, STUB_GOS_LOAD, STUB_OOB_LOAD))
			return false;
		jit_x86_mov_rm(a, 4, JIT_RAX, elem(4));
		jit_x86_mov_mr(a, 4, stk(c, d - 2), JIT_RAX);
		return true;
	case 0x51:                    /* fastore: as iastore */
		if (!array_checks(c, pc, d, 3, STUB_GOS_STORE, STUB_OOB_STORE))
			return false;
		jit_x86_mov_rm(a, 4, JIT_RDX, stk(c, d - 1));
		jit_x86_mov_mr(a, 4, elem(4), JIT_RDX);
		return true;
	case 0x2e: case 0x33: case 0x34: case 0x35: {       /* iaload baload caload saload */
		int size = op == 0x2e ? 4 : op == 0x33 ? 1 : 2;
		if (!array_checks(c, pc, d, 2, STUB_GOS_LOAD, STUB_OOB_LOAD))
			return false;
		if (size == 4)
			jit_x86_mov_rm(a, 4, JIT_RAX, elem(4));
		else
			jit_x86_movx_rm(a, 4, size, op != 0x34, JIT_RAX, elem(size));
		jit_x86_mov_mr(a, 4, stk(c, d - 2), JIT_RAX);
		return true;
	}
	case 0x4f: case 0x54: case 0x55: case 0x56: {       /* iastore bastore castore sastore */
		int size = op == 0x4f ? 4 : op == 0x54 ? 1 : 2;
		if (!array_checks(c, pc, d, 3, STUB_GOS_STORE, STUB_OOB_STORE))
			return false;
		if (op == 0x54) {
			/* bastore serves byte[] and boolean[]; a boolean keeps bit 0 */
			JitLabel plain;
			jit_label_init(&plain);
			jit_x86_mov_rm(a, c->ps, JIT_RDX, jit_mem(JIT_RAX, (int32_t)offsetof(VmObject, clazz)));
			jit_x86_alu_mi(a, JIT_CMP, 1, jit_mem(JIT_RDX, (int32_t)offsetof(VmClass, elem_type)), 'Z');
			jit_x86_mov_rm(a, 4, JIT_RDX, stk(c, d - 1));
			jit_x86_jcc(a, JIT_CC_NE, &plain);
			jit_x86_alu_ri(a, JIT_AND, 4, JIT_RDX, 1);
			jit_x86_bind(a, &plain);
		} else {
			jit_x86_mov_rm(a, 4, JIT_RDX, stk(c, d - 1));
		}
		jit_x86_mov_mr(a, size, elem(size), JIT_RDX);
		return true;
	}
	case 0xbe:
		if (!array_checks(c, pc, d, 1, STUB_GOS_LENGTH, 0))
			return false;
		jit_x86_mov_rm(a, c->ps, JIT_RAX, stk(c, d - 1));
		jit_x86_mov_rm(a, 4, JIT_RAX, jit_mem(JIT_RAX, (int32_t)offsetof(VmArray, length)));
		jit_x86_mov_mr(a, 4, stk(c, d - 1), JIT_RAX);
		return true;
	case 0x02: case 0x03: case 0x04: case 0x05: case 0x06: case 0x07: case 0x08:
		jit_x86_mov_mi(a, 4, stk(c, d), op - 0x03);
		return true;
	case 0x10:
		jit_x86_mov_mi(a, 4, stk(c, d), (int8_t)p[1]);
		return true;
	case 0x11:
		jit_x86_mov_mi(a, 4, stk(c, d), jit_bc_s16(p + 1));
		return true;
	case 0x12: {                  /* ldc: int constants only */
		const VmClassFile *cf = c->m->clazz ? c->m->clazz->cf : NULL;
		if (!cf || p[1] >= cf->cp_count ||
		    (cf->cp[p[1]].tag != CF_INTEGER && cf->cp[p[1]].tag != CF_FLOAT))
			return refuse(c, "ldc of a constant other than an int or float at %d", (int)pc);
		jit_x86_mov_mi(a, 4, stk(c, d), cf->cp[p[1]].u.i);   /* float bits alike */
		return true;
	}
	case 0x57:
		return true;
	case 0x59:         /* whole slots: the value may be a reference */
		jit_x86_mov_rm(a, c->ps, JIT_RAX, stk(c, d - 1));
		jit_x86_mov_mr(a, c->ps, stk(c, d), JIT_RAX);
		return true;
	case 0x5c:         /* dup2: two slots (two values or one long/double) */
		jit_x86_mov_rm(a, c->ps, JIT_RAX, stk(c, d - 2));
		jit_x86_mov_rm(a, c->ps, JIT_RCX, stk(c, d - 1));
		jit_x86_mov_mr(a, c->ps, stk(c, d), JIT_RAX);
		jit_x86_mov_mr(a, c->ps, stk(c, d + 1), JIT_RCX);
		return true;
	case 0x5f:
		jit_x86_mov_rm(a, c->ps, JIT_RAX, stk(c, d - 1));
		jit_x86_mov_rm(a, c->ps, JIT_RCX, stk(c, d - 2));
		jit_x86_mov_mr(a, c->ps, stk(c, d - 1), JIT_RCX);
		jit_x86_mov_mr(a, c->ps, stk(c, d - 2), JIT_RAX);
		return true;
	case 0x60: case 0x64: case 0x7e: case 0x80: case 0x82: {
		JitAlu alu = op == 0x60 ? JIT_ADD : op == 0x64 ? JIT_SUB : op == 0x7e ? JIT_AND :
			     op == 0x80 ? JIT_OR : JIT_XOR;
		jit_x86_mov_rm(a, 4, JIT_RAX, stk(c, d - 2));
		jit_x86_alu_rm(a, alu, 4, JIT_RAX, stk(c, d - 1));
		jit_x86_mov_mr(a, 4, stk(c, d - 2), JIT_RAX);
		return true;
	}
	case 0x68:
		jit_x86_mov_rm(a, 4, JIT_RAX, stk(c, d - 2));
		jit_x86_imul_rm(a, 4, JIT_RAX, stk(c, d - 1));
		jit_x86_mov_mr(a, 4, stk(c, d - 2), JIT_RAX);
		return true;
	case 0x6c: case 0x70: {
		/* Java: x / 0 throws; MIN_VALUE / -1 is MIN_VALUE (remainder 0),
		 * where idiv would raise #DE. */
		JitLabel normal, done;
		Stub *s = new_stub(c, STUB_DIV0, pc, d);
		if (!s)
			return refuse(c, "too many stubs", 0);
		jit_label_init(&normal);
		jit_label_init(&done);
		jit_x86_mov_rm(a, 4, JIT_RCX, stk(c, d - 1));
		jit_x86_mov_rm(a, 4, JIT_RAX, stk(c, d - 2));
		jit_x86_test_rr(a, 4, JIT_RCX, JIT_RCX);
		jit_x86_jcc(a, JIT_CC_E, &s->entry);
		jit_x86_alu_ri(a, JIT_CMP, 4, JIT_RCX, -1);
		jit_x86_jcc(a, JIT_CC_NE, &normal);
		if (op == 0x6c)
			jit_x86_unary(a, JIT_NEG, 4, JIT_RAX);
		else
			jit_x86_mov_ri(a, 4, JIT_RAX, 0);
		jit_x86_jmp(a, &done);
		jit_x86_bind(a, &normal);
		jit_x86_cdq(a, 4);
		jit_x86_unary(a, JIT_IDIV, 4, JIT_RCX);
		if (op == 0x70)
			jit_x86_mov_rr(a, 4, JIT_RAX, JIT_RDX);
		jit_x86_bind(a, &done);
		jit_x86_mov_mr(a, 4, stk(c, d - 2), JIT_RAX);
		return true;
	}
	case 0x74:
		jit_x86_mov_rm(a, 4, JIT_RAX, stk(c, d - 1));
		jit_x86_unary(a, JIT_NEG, 4, JIT_RAX);
		jit_x86_mov_mr(a, 4, stk(c, d - 1), JIT_RAX);
		return true;
	case 0x78: case 0x7a: case 0x7c:
		/* x86 masks the count to 5 bits, as Java does for int shifts */
		jit_x86_mov_rm(a, 4, JIT_RCX, stk(c, d - 1));
		jit_x86_mov_rm(a, 4, JIT_RAX, stk(c, d - 2));
		jit_x86_shift_rcl(a, op == 0x78 ? JIT_SHL : op == 0x7a ? JIT_SAR : JIT_SHR, 4, JIT_RAX);
		jit_x86_mov_mr(a, 4, stk(c, d - 2), JIT_RAX);
		return true;
	case 0x91: case 0x92: case 0x93:
		jit_x86_movx_rm(a, 4, op == 0x91 ? 1 : 2, op != 0x92, JIT_RAX, stk(c, d - 1));
		jit_x86_mov_mr(a, 4, stk(c, d - 1), JIT_RAX);
		return true;
	case 0xac:
		jit_x86_mov_rm(a, 4, JIT_RAX, stk(c, d - 1));
		if (c->ps == 8)
			jit_x86_movx_rr(a, 8, 4, true, JIT_RAX, JIT_RAX);
		jit_x86_mov_mr(a, c->ps, result_mem(c), JIT_RAX);
		emit_return(c, pc);
		return true;
	case 0xb1:
		emit_return(c, pc);
		return true;
	case 0x09: case 0x0a:
		long_const(c, stk(c, d), op - 0x09);
		return true;
	case 0x14: {                  /* ldc2_w: long constants only */
		const VmClassFile *cf = c->m->clazz ? c->m->clazz->cf : NULL;
		uint16_t ix = jit_bc_u16(p + 1);
		if (!cf || ix >= cf->cp_count ||
		    (cf->cp[ix].tag != CF_LONG && cf->cp[ix].tag != CF_DOUBLE))
			return refuse(c, "ldc2_w of a bad constant at %d", (int)pc);
		if (cf->cp[ix].tag == CF_LONG) {
			long_const(c, stk(c, d), cf->cp[ix].u.j);
		} else {
			int64_t bits;
			memcpy(&bits, &cf->cp[ix].u.d, 8);
			long_const(c, stk(c, d), bits);
		}
		return true;
	}
	case 0x61: case 0x65: case 0x69: case 0x7f: case 0x81: case 0x83:
		long_binary(c, op, d);
		return true;
	case 0x75:
		load_long(c, stk(c, d - 2));
		if (c->ps == 8) {
			jit_x86_unary(a, JIT_NEG, 8, JIT_RAX);
		} else {
			jit_x86_unary(a, JIT_NEG, 4, JIT_RAX);        /* CF = low != 0 */
			jit_x86_alu_ri(a, JIT_ADC, 4, JIT_RDX, 0);
			jit_x86_unary(a, JIT_NEG, 4, JIT_RDX);
		}
		store_long(c, stk(c, d - 2));
		return true;
	case 0x85:
		if (c->ps == 8) {
			jit_x86_movx_rm(a, 8, 4, true, JIT_RAX, stk(c, d - 1));
		} else {
			jit_x86_mov_rm(a, 4, JIT_RAX, stk(c, d - 1));
			jit_x86_cdq(a, 4);
		}
		store_long(c, stk(c, d - 1));
		return true;
	case 0x88:                    /* the low half is first in memory */
		jit_x86_mov_rm(a, 4, JIT_RAX, stk(c, d - 2));
		jit_x86_mov_mr(a, 4, stk(c, d - 2), JIT_RAX);
		return true;
	case 0x94:
		long_compare(c, d);
		return true;
	case 0x79: case 0x7b: case 0x7d:
		long_shift(c, op, d);
		return true;
	case 0x6d: case 0x71:
		/* a call into C on both targets (IA-32 has no 64-bit idiv) */
		store_frame_state(c, pc, d);
		call_with_thread(c, op == 0x6d ? (const void *)long_div : (const void *)long_rem);
		jit_x86_test_rr(a, 1, JIT_RAX, JIT_RAX);
		jit_x86_jcc(a, JIT_CC_E, &c->throw_exit);
		return true;
	case 0xad:
		load_long(c, stk(c, d - 2));
		store_long(c, result_mem(c));
		emit_return(c, pc);
		return true;
	case 0x58:
		return true;
	default:
		break;
	}
	if (fp_op(op))
		return emit_fp(c, op, p, d);
	if (jit_bc_is_branch(op)) {
		uint32_t tgt = (uint32_t)jit_bc_branch_target(c->code, pc);
		if (tgt <= pc && !emit_poll(c, pc, d, &polls[pc]))
			return false;
		if (jit_bc_is_goto(op)) {
			jit_x86_jmp(a, &c->labels[tgt]);
		} else if (op == 0xa5 || op == 0xa6) {
			jit_x86_mov_rm(a, c->ps, JIT_RAX, stk(c, d - 2));
			jit_x86_alu_rm(a, JIT_CMP, c->ps, JIT_RAX, stk(c, d - 1));
			jit_x86_jcc(a, op == 0xa5 ? JIT_CC_E : JIT_CC_NE, &c->labels[tgt]);
		} else if (op == 0xc6 || op == 0xc7) {
			jit_x86_alu_mi(a, JIT_CMP, c->ps, stk(c, d - 1), 0);
			jit_x86_jcc(a, op == 0xc6 ? JIT_CC_E : JIT_CC_NE, &c->labels[tgt]);
		} else if (op >= 0x9f) {
			jit_x86_mov_rm(a, 4, JIT_RAX, stk(c, d - 2));
			jit_x86_alu_rm(a, JIT_CMP, 4, JIT_RAX, stk(c, d - 1));
			jit_x86_jcc(a, cond_of(op), &c->labels[tgt]);
		} else {
			jit_x86_alu_mi(a, JIT_CMP, 4, stk(c, d - 1), 0);
			jit_x86_jcc(a, cond_of(op), &c->labels[tgt]);
		}
		return true;
	}
	return refuse(c, "opcode 0x%02x is not compiled yet", op);
}

/* A register of jit_regs.c's pool (not xAX..xDX, not pinned). */
static bool pool_reg(const Comp *c, int reg)
{
	return jit_regs_in_pool(&c->rg, reg);
}

/*
 * An array access from the virtual stack: iaload faload aaload baload
 * caload saload, arraylength, iastore fastore castore sastore.  The
 * stack is written to the frame first (its stubs -- null, GOS fault,
 * bounds -- read the array and index from there, as for the template),
 * but the operands are taken from where they already are: their
 * registers, or the index as an immediate; the loaded value stays in a
 * register.  A GOS fault stub calls C, so it reloads the operands'
 * scratch registers from their slots before it resumes.
 */
/* After its fault stub's C call, g reloads reg (the value of slot d, w
 * bytes) when the call may have taken it: a scratch or pool register. */
static void stub_reload(Comp *c, Stub *g, int reg, int d, int w)
{
	if (reg == JIT_NOREG || (reg != JIT_RAX && reg != JIT_RCX && reg != JIT_RDX && !pool_reg(c, reg)))
		return;
	g->reload_reg[g->n_reload] = (int8_t)reg;
	g->reload_slot[g->n_reload] = (int16_t)d;
	g->reload_w[g->n_reload++] = (uint8_t)w;
}

/* The checked access's object, in reg at depth d: its null test (to npe)
 * and the test of the state bits `bits` (to g) unless they are known
 * (then they are), and the point g's stub comes back to. */
static void object_tests(Comp *c, int reg, int d, uint8_t bits, bool known, Stub *npe, Stub *g)
{
	JitAsm *a = &c->a;

	if (!known) {
		jit_x86_test_rr(a, c->ps, reg, reg);
		jit_x86_jcc(a, JIT_CC_E, &npe->entry);
		state_test(c, reg, bits, &g->entry);
		check_passed(c, d, bits);
	}
	jit_label_init(&g->resume);
	g->back = &g->resume;
	jit_x86_bind(a, &g->resume);
}

/* Is the access at pc to a[i] with the array at depth xa and the index at
 * xi the values of the locals a and i of a safe loop around pc
 * (jit_safe_loops)?  Then 0 <= i < a.length, and it needs no bounds
 * check.  A LOCAL entry is the local's current value (jit_regs.c
 * materialises it before the local is written). */
static bool in_bounds(const Comp *c, uint32_t pc, int xa, int xi)
{
	const JitVsSlot *ea = &c->rg.slot[xa], *ei = &c->rg.slot[xi];
	int k;

	if (ea->kind != JIT_VS_LOCAL || ea->w != c->ps || ei->kind != JIT_VS_LOCAL || ei->w != 4)
		return false;
	for (k = 0; k < c->n_loops; k++) {
		const JitSafeLoop *l = &c->loops[k];
		if (pc > l->lo && pc < l->hi && ea->v == l->a && ei->v == l->i)
			return true;
	}
	return false;
}

static bool emit_regs_array(Comp *c, uint32_t pc, int d)
{
	JitRegs *r = &c->rg;
	JitAsm *a = &c->a;
	uint8_t op = c->code[pc];
	bool store = op >= 0x4f && op <= 0x56, length = op == 0xbe;
	bool wide = op == 0x2f || op == 0x31 || op == 0x50 || op == 0x52;   /* long, double */
	/* the 8 bytes through an XMM register: doubles, and on IA-32 longs */
	bool xmm = wide && (r->xmm8 || (r->xmmd && (op == 0x31 || op == 0x52)));
	int below = length ? 1 : store ? (wide ? 4 : 3) : 2;
	int xa = d - below, xi = xa + 1, xv = d - (wide ? 2 : 1);
	int ra, ri = JIT_NOREG, rv = JIT_NOREG, size, dst;
	bool ci = false, cv = false;
	int64_t ki = 0, kv = 0;
	Stub *npe, *g, *o;
	JitMem el;
	uint8_t test = store ? VM_GOS_WRITE_FAULTS : VM_GOS_READ_FAULTS;
	bool known, safe;

	safe = !length && in_bounds(c, pc, xa, xi);
	known = check_known(c, xa, test);
	if (!known && !store && stretch_stores_to(c, pc, entry_local(c, xa)))
		test = VM_GOS_WRITE_FAULTS;                /* the store after it needs no test */
	if (!take_snapshot(c, d))
		return refuse(c, "out of memory", 0);
	npe = new_stub(c, STUB_NPE, pc, d);
	g = new_stub(c, length ? (test == VM_GOS_WRITE_FAULTS ? STUB_GOS_W1 : STUB_GOS_LENGTH) :
		     store ? (wide ? STUB_GOS_STORE2 : STUB_GOS_STORE) :
		     test == VM_GOS_WRITE_FAULTS ? STUB_GOS_W2 : STUB_GOS_LOAD, pc, d);
	o = length || safe ? NULL : new_stub(c, store ? (wide ? STUB_OOB_STORE2 : STUB_OOB_STORE) : STUB_OOB_LOAD, pc, d);
	end_snapshot(c);
	if (!npe || !g || (!length && !safe && !o))
		return refuse(c, "too many stubs", 0);
	size = op == 0x2e || op == 0x30 || op == 0x4f || op == 0x51 ? 4 : op == 0x32 ? c->ps : wide ? 8 :
	       op == 0x33 ? 1 : 2;
	/* nothing is written here: the stubs write the pending entries
	 * (their snapshot) before they leave the fast path */
	ra = jit_regs_operand(r, xa, c->ps, &cv, &kv);
	if (!length)
		ri = jit_regs_operand(r, xi, 4, &ci, &ki);
	if (store && !xmm) {
		rv = jit_regs_operand(r, xv, wide ? 8 : 4, &cv, &kv);
		if (cv && (int64_t)(int32_t)kv != kv)
			cv = false;      /* no 64-bit immediate store: through a register */
	}
	if (ra == JIT_NOREG)
		ra = jit_regs_value(r, xa, c->ps, JIT_RAX);
	if (!length && !ci && ri == JIT_NOREG)
		ri = jit_regs_value(r, xi, 4, JIT_RCX);
	if (store && !xmm && !cv && rv == JIT_NOREG)
		rv = jit_regs_value(r, xv, wide ? 8 : 4, JIT_RDX);
	/* after a fault the stub reloads what is not callee-saved */
	stub_reload(c, g, ra, xa, c->ps);
	stub_reload(c, g, ri, xi, 4);
	stub_reload(c, g, rv, xv, wide ? 8 : 4);
	object_tests(c, ra, xa, test, known, npe, g);
	if (length) {
		dst = jit_regs_alloc(r);
		jit_x86_mov_rm(a, 4, dst, jit_mem(ra, (int32_t)offsetof(VmArray, length)));
		jit_regs_forget(r, xa);
		jit_regs_set_reg(r, xa, dst, 4);
		return true;
	}
	if (ci) {
		/* unsigned: a negative constant is out of bounds too */
		jit_x86_alu_mi(a, JIT_CMP, 4, jit_mem(ra, (int32_t)offsetof(VmArray, length)), (int32_t)ki);
		jit_x86_jcc(a, JIT_CC_BE, &o->entry);
		el = jit_mem(ra, (int32_t)VM_ARRAY_DATA_OFFSET + (int32_t)ki * size);
	} else {
		if (safe) {
			c->n_bce++;
		} else {
			jit_x86_alu_rm(a, JIT_CMP, 4, ri, jit_mem(ra, (int32_t)offsetof(VmArray, length)));
			jit_x86_jcc(a, JIT_CC_AE, &o->entry);
		}
		/* ri holds a zero-extended int below the length */
		el = jit_mem_idx(ra, ri, size, (int32_t)VM_ARRAY_DATA_OFFSET);
	}
	if (store && xmm) {
		/* a pending XMM entry (a stub that called C reloaded it), or
		 * the 8 bytes from memory into XMM0 now */
		jit_x86_movs_mr(a, true, el, jit_regs_xmm_value(r, xv, 0));
		jit_regs_forget(r, xv);
		jit_regs_forget(r, xi);
		jit_regs_forget(r, xa);
		return true;
	}
	if (xmm) {
		dst = jit_regs_alloc_xmm(r);
		jit_x86_movs_rm(a, true, dst, el);
		jit_regs_forget(r, xi);
		jit_regs_forget(r, xa);
		jit_regs_set_xmm(r, xa, dst);
		return true;
	}
	if (store) {
		if (cv)
			jit_x86_mov_mi(a, size, el, (int32_t)kv);
		else
			jit_x86_mov_mr(a, size, el, rv);
		jit_regs_forget(r, xv);
		jit_regs_forget(r, xi);
		jit_regs_forget(r, xa);
		return true;
	}
	dst = jit_regs_alloc(r);
	if (size == 4 || size == 8)
		jit_x86_mov_rm(a, size, dst, el);
	else
		jit_x86_movx_rm(a, 4, size, op != 0x34, dst, el);
	jit_regs_forget(r, xi);
	jit_regs_forget(r, xa);
	jit_regs_set_reg(r, xa, dst, size == 8 ? 8 : 4);
	return true;
}

/* The start of a field access on the virtual stack: the snapshot its
 * stubs write, and for a site not resolved before this compilation the
 * run-time test of its quick form (xCX, xDX: no operand is loaded into
 * them yet).  False: refused. */
static bool field_prelude(Comp *c, uint32_t pc, int d, int quick, bool known)
{
	if (!take_snapshot(c, d))
		return refuse(c, "out of memory", 0);
	if (!known && !expect_quick(c, pc, d, quick)) {
		end_snapshot(c);
		return false;
	}
	return true;
}

/*
 * getfield of a one-slot field from the virtual stack: as the template
 * (emit_field_body: quick form, null, GOS state, then the offset from
 * the quick form, or a constant offset when the site was resolved
 * before this compilation: resolved_field), after writing the pending
 * entries to the frame, with the object taken from its register and the
 * value left in one.
 */
static int emit_regs_getfield(Comp *c, uint32_t pc, int d)
{
	JitRegs *r = &c->rg;
	JitAsm *a = &c->a;
	const char *desc = ref_desc(c, jit_bc_u16(c->code + pc + 1), false);
	bool isc;
	int64_t k;
	int ro, dst, w;
	char ty;
	Stub *npe, *g;
	JitMem mem;
	int32_t off = 0;
	bool known, xmm;
	uint8_t test = VM_GOS_READ_FAULTS;

	if (!desc || field_is_volatile(c, jit_bc_u16(c->code + pc + 1)))
		return 0;
	ty = desc[0];
	/* a double (and on IA-32 a long) becomes an XMM entry, a long on
	 * x86-64 a register entry of 8 bytes */
	xmm = (ty == 'J' || ty == 'D') && (r->xmm8 || (r->xmmd && ty == 'D'));
	if ((ty == 'J' || ty == 'D') && !xmm && c->ps == 4)
		return 0;
	known = resolved_field(c, pc, ty, &off);
	ro = jit_regs_operand(r, d - 1, c->ps, &isc, &k);
	/* nothing is written here: the stubs (the hand-over of expect_quick
	 * too) write the pending entries before they leave the fast path;
	 * the object's register is not xCX or xDX */
	if (!field_prelude(c, pc, d, field_quick(0xb4, ty), known))
		return -1;
	/* a read whose stretch goes on to store into the same object tests
	 * the write bits at once (as for arrays: stretch_stores_to) */
	if (!check_known(c, d - 1, VM_GOS_READ_FAULTS) && stretch_stores_to(c, pc, entry_local(c, d - 1)))
		test = VM_GOS_WRITE_FAULTS;
	npe = new_stub(c, STUB_NPE, pc, d);
	g = new_stub(c, test == VM_GOS_WRITE_FAULTS ? STUB_GOS_W1 : STUB_GOS_LENGTH, pc, d);
	end_snapshot(c);
	if (!npe || !g) {
		refuse(c, "too many stubs", 0);
		return -1;
	}
	if (ro == JIT_NOREG)
		ro = jit_regs_value(r, d - 1, c->ps, JIT_RAX);
	stub_reload(c, g, ro, d - 1, c->ps);
	object_tests(c, ro, d - 1, test, check_known(c, d - 1, VM_GOS_READ_FAULTS), npe, g);
	mem = field_mem(c, pc, ro, known, off);
	if (xmm) {
		dst = jit_regs_alloc_xmm(r);
		jit_x86_movs_rm(a, true, dst, mem);
		jit_regs_forget(r, d - 1);
		jit_regs_set_xmm(r, d - 1, dst);
		return 1;
	}
	dst = jit_regs_alloc(r);
	w = 4;
	switch (ty) {
	case 'B': jit_x86_movx_rm(a, 4, 1, true, dst, mem); break;
	case 'Z': jit_x86_movx_rm(a, 4, 1, false, dst, mem); break;
	case 'C': jit_x86_movx_rm(a, 4, 2, false, dst, mem); break;
	case 'S': jit_x86_movx_rm(a, 4, 2, true, dst, mem); break;
	case 'I': case 'F': jit_x86_mov_rm(a, 4, dst, mem); break;
	case 'J':
		w = 8;
		jit_x86_mov_rm(a, 8, dst, mem);
		break;
	default:
		w = c->ps;
		jit_x86_mov_rm(a, c->ps, dst, mem);
		break;
	}
	jit_regs_forget(r, d - 1);
	jit_regs_set_reg(r, d - 1, dst, w);
	return 1;
}

/*
 * putfield from the virtual stack (since 28 Nov 2026; before, every
 * putfield ran its template after a flush): the quick form (or a
 * constant offset: resolved_field), the object's null and write-bit
 * tests unless known, then the value stored from where it is -- its
 * register, an XMM entry, an immediate.  IA-32 leaves byte fields to
 * the template (ESI and EDI have no byte form).
 */
static int emit_regs_putfield(Comp *c, uint32_t pc, int d)
{
	JitRegs *r = &c->rg;
	JitAsm *a = &c->a;
	const char *desc = ref_desc(c, jit_bc_u16(c->code + pc + 1), false);
	bool isc, cv = false, known, xmm, wide;
	int64_t k, kv = 0;
	int ro, rv = JIT_NOREG, n, xo, xv, size;
	int32_t off = 0;
	char ty;
	Stub *npe, *g;
	JitMem mem;

	if (!desc || field_is_volatile(c, jit_bc_u16(c->code + pc + 1)))
		return 0;
	ty = desc[0];
	n = type_slots(ty);
	wide = n == 2;
	xmm = wide && (r->xmm8 || (r->xmmd && ty == 'D'));
	if ((wide && !xmm && c->ps == 4) || ((ty == 'B' || ty == 'Z') && c->ps == 4))
		return 0;
	size = ty == 'B' || ty == 'Z' ? 1 : ty == 'C' || ty == 'S' ? 2 : ty == 'I' || ty == 'F' ? 4 : wide ? 8 : c->ps;
	xo = d - 1 - n;
	xv = d - n;
	known = resolved_field(c, pc, ty, &off);
	if (!field_prelude(c, pc, d, field_quick(0xb5, ty), known))
		return -1;
	npe = new_stub(c, STUB_NPE, pc, d);
	g = new_stub(c, wide ? STUB_GOS_STORE : STUB_GOS_W2, pc, d);
	end_snapshot(c);
	if (!npe || !g) {
		refuse(c, "too many stubs", 0);
		return -1;
	}
	ro = jit_regs_operand(r, xo, c->ps, &isc, &k);
	if (!xmm) {
		rv = jit_regs_operand(r, xv, wide ? 8 : size == c->ps ? c->ps : 4, &cv, &kv);
		if (cv && (int64_t)(int32_t)kv != kv)
			cv = false;      /* no 64-bit immediate store: through a register */
	}
	if (ro == JIT_NOREG)
		ro = jit_regs_value(r, xo, c->ps, JIT_RAX);
	if (!xmm && !cv && rv == JIT_NOREG)
		rv = jit_regs_value(r, xv, wide ? 8 : size == c->ps ? c->ps : 4, JIT_RDX);
	/* after a fault the stub reloads what is not callee-saved */
	stub_reload(c, g, ro, xo, c->ps);
	stub_reload(c, g, rv, xv, wide ? 8 : size == c->ps ? c->ps : 4);
	object_tests(c, ro, xo, VM_GOS_WRITE_FAULTS, check_known(c, xo, VM_GOS_WRITE_FAULTS), npe, g);
	mem = field_mem(c, pc, ro, known, off);
	if (xmm)
		jit_x86_movs_mr(a, true, mem, jit_regs_xmm_value(r, xv, 0));
	else if (cv)
		jit_x86_mov_mi(a, size, mem, (int32_t)kv);
	else
		jit_x86_mov_mr(a, size, mem, rv);
	jit_regs_forget(r, xv);
	jit_regs_forget(r, xo);
	return 1;
}

/* An instruction whose operands or result are a long or a double that
 * IA-32 leaves to its template.  There the 8-byte values on the virtual
 * stack are XMM entries (jit_regs.c): loads and stores of long and
 * double locals and array elements move their bits, double arithmetic
 * and Math.sqrt and Math.abs work on them, and so do ladd lsub land lor
 * lxor i2l l2i (SSE2's packed-integer instructions on the low
 * quadword); lmul, lneg, the long shifts, lcmp, Math's long forms (a
 * pair of general registers would take the whole pool) and the returns
 * run their templates.  An 8-byte constant is a CONST entry, read from
 * the method's constant pool (Comp.kpool). */
static bool two_slot_value(const Comp *c, uint32_t pc)
{
	uint8_t op = c->code[pc];
	int iw = 4;

	switch (op) {
	case 0x69: case 0x75: case 0x79: case 0x7b: case 0x7d: case 0x94:  /* lmul lneg shifts lcmp */
	case 0xad: case 0xaf:                                              /* lreturn dreturn */
		return true;
	case 0xb8:
		(void)intrinsic_kind(c, pc, &iw);
		return iw == 8;        /* Math.abs/min/max of longs */
	default:
		return false;
	}
}

/*
 * The instructions kept on the virtual operand stack (jit_regs.c): 1 if
 * handled here, 0 if the template must run (after a flush), -1 if the
 * method is refused.  Pushes of constants and locals only record where
 * the value is; int arithmetic, stores to locals, iinc, pop/dup/swap,
 * conditional branches and the int, float and reference returns work
 * from registers.  Nothing here calls, polls or throws, except the
 * backward branches, which poll after their compare, when everything
 * is in the frame (the interpreter polls after popping too).
 */
static int emit_regs_insn(Comp *c, uint32_t pc, JitLabel *polls)
{
	JitRegs *r = &c->rg;
	JitAsm *a = &c->a;
	const uint8_t *p = c->code + pc;
	uint8_t op = p[0];
	int d = c->depth[pc], n, w;
	JitLocalAccess la;

	if (jit_bc_is_jsr(op) || (jit_local_access(p, &la) && la.kind == JIT_LOCAL_RET)) {
		if (!emit_subroutine(c, pc, d, polls, jit_bc_is_jsr(op) ? NULL : &la))
			return -1;
		jit_regs_drop_all(r);
		return 1;
	}
	if (c->ps == 4 && two_slot_value(c, pc))
		return 0;
	if (jit_local_access(p, &la)) {
		int slots = local_slots(la.type);
		w = local_width(c, la.type);
		n = la.n;
		if (n + slots > c->m->max_locals) {
			refuse(c, "local %d out of range", n);
			return -1;
		}
		if (la.kind == JIT_LOCAL_LOAD) {
			jit_regs_push_local(r, d, w, n);
			return 1;
		}
		if (la.kind == JIT_LOCAL_IINC)
			jit_regs_iinc(r, n, la.inc, d);
		else
			jit_regs_store_local(r, n, w, d - slots);
		jit_checks_forget_local(&c->ck, n);
		if (slots == 2)
			jit_checks_forget_local(&c->ck, n + 1);
		if (la.kind == JIT_LOCAL_STORE && la.type == 'A' && c->fresh_pc == pc && c->fresh_slot == d - 1)
			jit_checks_fresh(&c->ck, n);            /* astore of what new/newarray/anewarray made */
		return 1;
	}
	switch (op) {
	case 0x01:
		jit_regs_push_const(r, d, c->ps, 0);
		return 1;
	case 0x02: case 0x03: case 0x04: case 0x05: case 0x06: case 0x07: case 0x08:
		jit_regs_push_const(r, d, 4, op - 0x03);
		return 1;
	case 0x10:
		jit_regs_push_const(r, d, 4, (int8_t)p[1]);
		return 1;
	case 0x11:
		jit_regs_push_const(r, d, 4, jit_bc_s16(p + 1));
		return 1;
	case 0x12: {
		int tag = ldc_tag(c, pc);
		if (tag != CF_INTEGER && tag != CF_FLOAT)
			return 0;
		jit_regs_push_const(r, d, 4, c->m->clazz->cf->cp[p[1]].u.i);   /* float bits alike */
		return 1;
	}
	case 0x60: jit_regs_binary(r, JIT_ADD, false, 4, d); return 1;
	case 0x64: jit_regs_binary(r, JIT_SUB, false, 4, d); return 1;
	case 0x7e: jit_regs_binary(r, JIT_AND, false, 4, d); return 1;
	case 0x80: jit_regs_binary(r, JIT_OR, false, 4, d); return 1;
	case 0x82: jit_regs_binary(r, JIT_XOR, false, 4, d); return 1;
	case 0x68: jit_regs_binary(r, JIT_ADD, true, 4, d); return 1;
	case 0x74: jit_regs_neg(r, 4, d); return 1;
	case 0x78: jit_regs_shift(r, JIT_SHL, 4, d); return 1;
	case 0x7a: jit_regs_shift(r, JIT_SAR, 4, d); return 1;
	case 0x7c: jit_regs_shift(r, JIT_SHR, 4, d); return 1;
	case 0x91: jit_regs_narrow(r, 1, true, d); return 1;
	case 0x92: jit_regs_narrow(r, 2, false, d); return 1;
	case 0x93: jit_regs_narrow(r, 2, true, d); return 1;
	case 0x57: jit_regs_pop(r, d); return 1;
	case 0x59: jit_regs_dup(r, d); return 1;
	case 0x5f: jit_regs_swap(r, d); return 1;
	case 0x09: case 0x0a:
		jit_regs_push_const(r, d, 8, op - 0x09);
		return 1;
	case 0x0e: case 0x0f: case 0x14: {       /* dconst_0/1, ldc2_w: the bits */
		int64_t bits;
		if (op == 0x14) {
			const VmClassFile *cf = c->m->clazz ? c->m->clazz->cf : NULL;
			uint16_t ix = jit_bc_u16(p + 1);
			if (!cf || ix >= cf->cp_count || (cf->cp[ix].tag != CF_LONG && cf->cp[ix].tag != CF_DOUBLE))
				return 0;
			if (cf->cp[ix].tag == CF_LONG)
				bits = cf->cp[ix].u.j;
			else
				memcpy(&bits, &cf->cp[ix].u.d, 8);
		} else {
			double v = op - 0x0e;
			memcpy(&bits, &v, 8);
		}
		jit_regs_push_const(r, d, 8, bits);
		return 1;
	}
	case 0x61: jit_regs_binary(r, JIT_ADD, false, 8, d); return 1;
	case 0x65: jit_regs_binary(r, JIT_SUB, false, 8, d); return 1;
	case 0x69: jit_regs_binary(r, JIT_ADD, true, 8, d); return 1;
	case 0x7f: jit_regs_binary(r, JIT_AND, false, 8, d); return 1;
	case 0x81: jit_regs_binary(r, JIT_OR, false, 8, d); return 1;
	case 0x83: jit_regs_binary(r, JIT_XOR, false, 8, d); return 1;
	case 0x75: jit_regs_neg(r, 8, d); return 1;
	case 0x79: jit_regs_shift(r, JIT_SHL, 8, d); return 1;
	case 0x7b: jit_regs_shift(r, JIT_SAR, 8, d); return 1;
	case 0x7d: jit_regs_shift(r, JIT_SHR, 8, d); return 1;
	case 0x85: jit_regs_i2l(r, d); return 1;
	case 0x88: jit_regs_l2i(r, d); return 1;
	case 0x94: jit_regs_lcmp(r, d); return 1;
	case 0x58:                   /* pop2: two values or one long or double */
		jit_regs_pop(r, d);
		jit_regs_pop(r, d - 1);
		return 1;
	case 0xad: case 0xaf:
		jit_regs_take(r, d - 2, JIT_RAX, 8);
		jit_x86_mov_mr(a, 8, result_mem(c), JIT_RAX);
		jit_regs_drop_all(r);
		emit_return(c, pc);
		return 1;
	case 0x62: case 0x63: case 0x66: case 0x67: case 0x6a: case 0x6b: case 0x6e: case 0x6f:
		jit_regs_sse(r, op <= 0x63 ? JIT_SSE_ADD : op <= 0x67 ? JIT_SSE_SUB : op <= 0x6b ? JIT_SSE_MUL
			     : JIT_SSE_DIV, op & 1, d);
		return 1;
	case 0x2f: case 0x31: case 0x50: case 0x52:
	case 0x2e: case 0x30: case 0x32: case 0x33: case 0x34: case 0x35: case 0xbe:
	case 0x4f: case 0x51: case 0x55: case 0x56:
		return emit_regs_array(c, pc, d) ? 1 : -1;
	case 0xb4:
		return emit_regs_getfield(c, pc, d);
	case 0xb5:
		return emit_regs_putfield(c, pc, d);
	case 0xb8: {                 /* the integer intrinsics (emit_intrinsic), in registers */
		int iw = 4, kind = intrinsic_kind(c, pc, &iw);
		if (kind == INTR_SQRT_D) {
			jit_regs_dsqrt(r, d);
			return 1;
		}
		if (kind == INTR_ABS_D || kind == INTR_ABS_F) {
			jit_regs_fabs(r, kind == INTR_ABS_D ? 8 : 4, d);
			return 1;
		}
		if (kind == INTR_ABS) {
			jit_regs_abs(r, iw, d);
			return 1;
		}
		if (kind == INTR_MIN || kind == INTR_MAX) {
			jit_regs_minmax(r, kind == INTR_MIN, iw, d);
			return 1;
		}
		return 0;
	}
	case 0xac: case 0xae: case 0xb0:
		/* the method ends: what is still pending is dead */
		jit_regs_take(r, d - 1, JIT_RAX, op == 0xb0 ? c->ps : 4);
		if (op == 0xac && c->ps == 8)
			jit_x86_movx_rr(a, 8, 4, true, JIT_RAX, JIT_RAX);
		else if (op == 0xae && c->ps == 8)
			jit_x86_mov_rr(a, 4, JIT_RAX, JIT_RAX);   /* the upper half zero */
		/* the whole slot, as the template's freturn */
		jit_x86_mov_mr(a, c->ps, result_mem(c), JIT_RAX);
		jit_regs_drop_all(r);
		emit_return(c, pc);
		return 1;
	case 0xb1:
		jit_regs_drop_all(r);
		emit_return(c, pc);
		return 1;
	default:
		break;
	}
	if (jit_bc_is_branch(op)) {
		uint32_t tgt = (uint32_t)jit_bc_branch_target(c->code, pc);
		bool back = tgt <= pc;
		int np = op >= 0x9f && op <= 0xa6 ? 2 : 1;
		bool ref = op == 0xa5 || op == 0xa6 || op == 0xc6 || op == 0xc7;
		JitCond cc;
		JitLabel skip;

		if (jit_bc_is_goto(op)) {
			jit_regs_flush_all(r);
			if (back && !emit_poll(c, pc, d, &polls[pc]))
				return -1;
			jit_x86_jmp(a, &c->labels[tgt]);
			jit_regs_drop_all(r);
			return 1;
		}
		cc = op == 0xa5 || op == 0xc6 ? JIT_CC_E : op == 0xa6 || op == 0xc7 ? JIT_CC_NE : cond_of(op);
		/* what stays on the stack goes to the frame: the target starts
		 * with every slot there */
		jit_regs_flush(r, 0, d - np);
		cc = jit_regs_compare(r, np, ref ? c->ps : 4, cc, d);
		if (!back) {
			jit_x86_jcc(a, cc, &c->labels[tgt]);
			return 1;
		}
		jit_label_init(&skip);
		jit_x86_jcc(a, jit_cc_negate(cc), &skip);
		if (!emit_poll(c, pc, d - np, &polls[pc]))
			return -1;
		jit_x86_jmp(a, &c->labels[tgt]);
		jit_x86_bind(a, &skip);
		return 1;
	}
	return 0;
}

/*
 * Which locals to pin (jit_regs.c): those the code reads and writes as
 * 32-bit values (iload, fload, istore, fstore, iinc: width 4) or as
 * longs (lload, lstore: width 8), weighted by their uses, each use 8
 * times more for each loop around it (a loop: the pcs from a backward
 * branch's target to the branch).  A slot javac gives to an int in one
 * loop and to a long in the next (ArraySum's `i`, then its `long sum`)
 * is pinned as the width used most, and weighs that width's uses.  A
 * local touched as a reference or a double, or the second slot of a
 * long, gets no weight.  jit_local_access decodes every form, wide
 * included.
 */
static bool pin_weights(Comp *c, int32_t *weight, uint8_t *width)
{
	uint32_t pc, q;
	uint8_t *loops = calloc(c->len, 1);
	int n, nl = c->m->max_locals;
	bool *bad = calloc((size_t)nl + 1, sizeof *bad);       /* a local, +1 for a long's second slot */
	int32_t *w8 = calloc((size_t)nl + 1, sizeof *w8);      /* the weight of its long uses */

	if (!loops || !bad || !w8) {
		free(loops);
		free(bad);
		free(w8);
		return false;
	}
	for (pc = 0; pc < c->len; pc += full_len(c->code, pc, c->len)) {
		uint8_t op = c->code[pc];
		if (jit_bc_is_branch(op) && c->depth[pc] >= 0) {
			int64_t t = jit_bc_branch_target(c->code, pc);
			if (t >= 0 && t <= pc)
				for (q = (uint32_t)t; q <= pc; q++)
					if (loops[q] < 6)
						loops[q]++;
		}
	}
	for (n = 0; n < nl; n++) {
		weight[n] = 0;
		width[n] = 0;
	}
	for (pc = 0; pc < c->len; pc += full_len(c->code, pc, c->len)) {
		int32_t wgt = (int32_t)1 << (3 * loops[pc]);
		JitLocalAccess la;

		if (!jit_local_access(c->code + pc, &la) || la.n >= nl)
			continue;            /* out of range: the method is refused */
		n = la.n;
		if (la.type == 'I' || la.type == 'F') {
			if (weight[n] < INT32_MAX / 2)
				weight[n] += wgt;
		} else if (la.type == 'J') {
			bad[n + 1] = true;      /* the long's second slot */
			if (w8[n] < INT32_MAX / 2)
				w8[n] += wgt;
		} else {                        /* a reference, a double, ret's address */
			bad[n] = true;
			if (la.type == 'D')
				bad[n + 1] = true;
		}
	}
	/* the width used most (on IA-32 a long pin has no register: 4 when
	 * the local is also an int); its uses alone weigh, the others go
	 * through the slot (jit_regs.c reloads the pin after them) */
	for (n = 0; n < nl; n++) {
		if (bad[n]) {
			weight[n] = 0;
		} else if (w8[n] > weight[n] && (c->ps == 8 || weight[n] == 0)) {
			weight[n] = w8[n];
			width[n] = 8;
		} else if (weight[n] > 0) {
			width[n] = 4;
		}
	}
	free(loops);
	free(bad);
	free(w8);
	return true;
}

/* The callee-saved registers this path uses, in the target's order
 * (never xSP or xBP).  IA-32 keeps the locals' base in EBX; the result
 * pointer (read at the returns) goes to the C stack, ESI and EDI to the
 * virtual stack's pool (jit_regs.c), and EBP holds either a pinned local
 * or the thread pointer (mark_targets decides; a thread pointer without
 * a register is read from the C stack). */
static void pick_saved(Comp *c)
{
	bool ia32 = c->t->mode == JIT_X86_32;
	int r, k = 0, n = ia32 ? 1 : 3, *dst[3] = { &c->rt, &c->rl, &c->rr };

	c->rt = JIT_NOREG;
	c->rr = JIT_NOREG;
	if (ia32)
		dst[0] = &c->rl;
	for (r = 0; r < c->t->n_gprs && k < n; r++)
		if (jit_target_callee_saved(c->t, r) && r != JIT_RSP && r != JIT_RBP)
			*dst[k++] = r;
}

/* A megamorphic invokevirtual site (the cell is JIT_IC_MEGA) whose quick
 * form is OPX_INVOKEVIRTUAL dispatches through the vtable here, as the
 * interpreter does, instead of calling jit_rt.ic_miss; anything else
 * falls through to the miss call.  On entry xAX = the receiver's class,
 * xCX = the cell (emit_invoke). */
static void emit_megamorphic_virtual(Comp *c, Stub *s)
{
	JitAsm *a = &c->a;
	JitLabel other;

	jit_label_init(&other);
	jit_x86_alu_mi(a, JIT_CMP, c->ps, jit_mem(JIT_RCX, 0), (int32_t)(intptr_t)JIT_IC_MEGA);
	jit_x86_jcc(a, JIT_CC_NE, &other);
	jit_x86_mov_ri(a, c->ps, JIT_RCX, (int64_t)(intptr_t)(c->m->pcode + c->insn[s->bcpc]));
	jit_x86_mov_ri(a, c->ps, JIT_RDX, (int64_t)(intptr_t)jit_rt.label(OPX_INVOKEVIRTUAL));
	jit_x86_alu_rm(a, JIT_CMP, c->ps, JIT_RDX, jit_mem(JIT_RCX, 0));
	jit_x86_jcc(a, JIT_CC_NE, &other);
	jit_x86_mov_rm(a, c->ps, JIT_RCX, jit_mem(JIT_RCX, c->ps));        /* the resolved method */
	jit_x86_mov_rm(a, 4, JIT_RCX, jit_mem(JIT_RCX, (int32_t)offsetof(VmMethod, vtable_index)));
	jit_x86_mov_rm(a, c->ps, JIT_RAX, jit_mem(JIT_RAX, (int32_t)offsetof(VmClass, vtable)));
	jit_x86_mov_rm(a, c->ps, JIT_RAX, jit_mem_idx(JIT_RAX, JIT_RCX, c->ps, 0));
	jit_x86_jmp(a, s->back);
	jit_x86_bind(a, &other);
}

/* A miss at an invokeinterface site (xAX = the receiver's class, xCX =
 * the cell): the entries of its polymorphic cache, compared in line (a
 * hit goes back to the call with xAX = the callee), before the miss
 * helper.  An empty or BUSY entry never equals a class. */
static void emit_poly_interface(Comp *c, Stub *s)
{
	JitAsm *a = &c->a;
	int i;

	for (i = 0; i < JIT_IC_POLY; i++) {
		JitLabel next;
		jit_label_init(&next);
		jit_x86_alu_rm(a, JIT_CMP, c->ps, JIT_RAX,
			       jit_mem(JIT_RCX, (int32_t)(offsetof(JitIc, poly) + i * sizeof(JitIcEntry))));
		jit_x86_jcc(a, JIT_CC_NE, &next);
		jit_x86_mov_rm(a, c->ps, JIT_RAX,
			       jit_mem(JIT_RCX, (int32_t)(offsetof(JitIc, poly) + i * sizeof(JitIcEntry) +
							  offsetof(JitIcEntry, target))));
		jit_x86_jmp(a, s->back);
		jit_x86_bind(a, &next);
	}
}

/* How many slots the instruction at pc pops (analyse's count): a
 * template writes the frame's slots from depth - pops up. */
static int insn_pops(const Comp *c, uint32_t pc)
{
	uint8_t op = c->code[pc];
	int pop = 0, push = 0;

	if (plain_op(op) || rt_op(op)) {
		if (!rt_effect(c, pc, &pop, &push))
			return c->depth[pc];          /* (refused before) all of them */
	} else {
		stack_effect(op == 0xc4 ? c->code[pc + 1] : op, &pop, &push);
	}
	return pop;
}

/* The local whose value is the object of the getfield or putfield of an
 * instance field at pc (not volatile: that one calls), -1 if none or
 * another instruction: the virtual stack's entry, read before the
 * template flushes it. */
static int field_object_local(const Comp *c, uint32_t pc)
{
	uint8_t op = c->code[pc];
	const char *desc;
	int below;

	if ((op != 0xb4 && op != 0xb5) || !c->rg.on)
		return -1;
	desc = ref_desc(c, jit_bc_u16(c->code + pc + 1), false);
	if (!desc || field_is_volatile(c, jit_bc_u16(c->code + pc + 1)))
		return -1;
	below = op == 0xb4 ? 1 : 1 + type_slots(desc[0]);
	return c->depth[pc] >= below ? entry_local(c, c->depth[pc] - below) : -1;
}

/* A retest block's fault path: the object in local imm >> 1, for
 * writing if imm & 1. */
static bool gos_fault_local(VmThread *t, intptr_t imm)
{
	VmObject *o = t->top->locals[imm >> 1].l;
	return vm_gos_hooks.access_fault ? vm_gos_hooks.access_fault(t, o, (imm & 1) != 0) : true;
}

/* Test the object in local n again for the state bits `bits`; if one is
 * set, call the fault hook for it (gos_fault_local; with the frame
 * stored at the loop head `head` first, unless head < 0: a stub has
 * stored it) and go to `again`, since C ran; an exception leaves. */
static void retest_local(Comp *c, int n, uint8_t bits, int32_t head, JitLabel *again)
{
	JitAsm *a = &c->a;
	JitLabel clear;

	jit_label_init(&clear);
	jit_x86_mov_rm(a, c->ps, JIT_RAX, loc(c, n));
	jit_x86_test_mi(a, 1, jit_mem(JIT_RAX, (int32_t)offsetof(VmObject, gos_state)), bits);
	jit_x86_jcc(a, JIT_CC_E, &clear);
	if (head >= 0)
		store_frame_state(c, (uint32_t)head, 0);
	call_c_imm(c, (const void *)gos_fault_local, (intptr_t)n * 2 + (bits == VM_GOS_WRITE_FAULTS));
	jit_x86_test_rr(a, 1, JIT_RAX, JIT_RAX);
	jit_x86_jcc(a, JIT_CC_E, &c->throw_exit);       /* failed: exception pending */
	jit_x86_jmp(a, again);
	jit_x86_bind(a, &clear);
}

/* A GOS fault stub (the frame stored, the pending entries written):
 * the fault hook for the object `below` slots under the stack top; then,
 * if other objects were known (kn_n), each is tested again, and one that
 * faults goes through gos_fault_local and the whole list again (its
 * object first): C ran, so their bits may have changed; then the
 * registers the code expects, and back. */
static void emit_gos_stub(Comp *c, Stub *s)
{
	JitAsm *a = &c->a;
	int below = s->kind == STUB_GOS_STORE ? 3 : s->kind == STUB_GOS_STORE2 ? 4 :
		    s->kind == STUB_GOS_LOAD || s->kind == STUB_GOS_W2 ? 2 : 1;
	bool write = s->kind != STUB_GOS_LOAD && s->kind != STUB_GOS_LENGTH;
	JitLabel callx, sweep;
	int k;

	jit_label_init(&callx);
	jit_label_init(&sweep);
	jit_x86_bind(a, &callx);
	call_with_thread(c, s->kind == STUB_GOS_LOAD ? (const void *)gos_fault_load :
			 s->kind == STUB_GOS_W1 ? (const void *)gos_fault_w1 :
			 s->kind == STUB_GOS_STORE ? (const void *)gos_fault_store :
			 s->kind == STUB_GOS_W2 ? (const void *)gos_fault_w2 :
			 s->kind == STUB_GOS_STORE2 ? (const void *)gos_fault_store2 :
			 (const void *)gos_fault_length);
	jit_x86_test_rr(a, 1, JIT_RAX, JIT_RAX);
	jit_x86_jcc(a, JIT_CC_E, &c->throw_exit);  /* failed: exception pending */
	if (s->kn_n) {
		jit_x86_bind(a, &sweep);
		jit_x86_mov_rm(a, c->ps, JIT_RAX, stk(c, s->depth - below));
		jit_x86_test_mi(a, 1, jit_mem(JIT_RAX, (int32_t)offsetof(VmObject, gos_state)),
				write ? VM_GOS_WRITE_FAULTS : VM_GOS_READ_FAULTS);
		jit_x86_jcc(a, JIT_CC_NE, &callx);
		for (k = 0; k < s->kn_n; k++)
			retest_local(c, c->kn[s->kn_off + k].n, c->kn[s->kn_off + k].bits, -1, &sweep);
	}
	for (k = 0; k < s->n_reload; k++)        /* the call took the scratch registers */
		jit_x86_mov_rm(a, s->reload_w[k], s->reload_reg[k], stk(c, s->reload_slot[k]));
	for (k = 0; k < s->snap_n; k++) {        /* and the pending entries' (written above) */
		const JitVsSlot *e = &c->snaps[s->snap_off + k];
		if (e->kind == JIT_VS_REG)
			jit_x86_mov_rm(a, e->w, e->reg, stk(c, k));
		else if (e->kind == JIT_VS_XMM)
			jit_x86_movs_rm(a, true, e->reg, stk(c, k));
	}
	jit_x86_jmp(a, s->back);
}

/* The retest blocks of the loop heads some poll or the OSR entry comes
 * through (jit_checks_head): each local the head knows is tested again for
 * the bits it assumed clear; a fault calls the fault hook and tests all
 * of them again (the hook calls C, which forgets the others). */
static void emit_retests(Comp *c)
{
	JitAsm *a = &c->a;
	uint32_t h;
	int n;

	for (h = 0; h < c->len; h++) {
		const uint8_t *k = c->ck.edge[h];
		JitLabel *top = &c->labels[2 * c->len + h];

		if (!(c->target[h] & (JIT_TGT_RETEST | JIT_TGT_ENTRY)))
			continue;
		if (c->target[h] & JIT_TGT_ENTRY) {
			/* the way in: what the head wants is not null, or the
			 * interpreter runs the head and throws there */
			const uint8_t *w = c->ck.as->want ? c->ck.as->want[h] : NULL;
			JitLabel deopt, on;

			jit_label_init(&deopt);
			jit_label_init(&on);
			jit_x86_bind(a, &c->labels[3 * c->len + h]);
			for (n = 0; w && n < c->m->max_locals; n++) {
				if (!(w[n] & k[n] & JIT_CHK_KNOWN))
					continue;
				jit_x86_mov_rm(a, c->ps, JIT_RAX, loc(c, n));
				jit_x86_test_rr(a, c->ps, JIT_RAX, JIT_RAX);
				jit_x86_jcc(a, JIT_CC_E, &deopt);
			}
			jit_x86_jmp(a, &on);
			jit_x86_bind(a, &deopt);
			store_frame_state(c, h, 0);
			call_c(c, (const void *)jit_rt.resume, true);
			jit_x86_jmp(a, &c->exit);
			jit_x86_bind(a, &on);
		}
		jit_x86_bind(a, top);
		for (n = 0; JIT_GOS_CHECKS && k && n < c->m->max_locals; n++)
			if ((k[n] & JIT_CHK_KNOWN) && (k[n] & ~JIT_CHK_KNOWN))
				retest_local(c, n, (uint8_t)(k[n] & ~JIT_CHK_KNOWN), (int32_t)h, top);
		jit_x86_jmp(a, &c->labels[h]);
	}
}

/* The stack shuffles' templates (dup_x1, dup2, ...; the virtual stack
 * does dup and swap itself) copy whole slots: each copy keeps the
 * from1 tag of the slot it copies (saved by keep_tags), so `a[i] ^= x`
 * (javac: dup2) still knows whose array it indexes. */
static const char *const shuffles[] = {
	"\0\0",               /* dup: a -> a a */
	"\1\0\1",            /* dup_x1: b a -> a b a */
	"\2\0\1\2",         /* dup_x2 */
	"\0\1\0\1",         /* dup2 */
	"\1\2\0\1\2",      /* dup2_x1 */
	"\2\3\0\1\2\3",   /* dup2_x2 */
	"\1\0",               /* swap */
};
static const uint8_t shuffle_len[] = { 2, 3, 4, 4, 5, 6, 2 };

static void keep_tags(Comp *c, uint32_t pc, uint16_t *tags)
{
	int pops = insn_pops(c, pc), d = c->depth[pc], i;

	for (i = 0; i < 4; i++)
		tags[i] = i < pops && d - pops + i >= 0 && c->rg.on ? c->rg.slot[d - pops + i].from1 : 0;
}

static void shuffle_tags(Comp *c, uint32_t pc, const uint16_t *tags)
{
	uint8_t op = c->code[pc];
	int lo = c->depth[pc] - insn_pops(c, pc), i;

	if (op < 0x59 || op > 0x5f || !c->rg.on || lo < 0)
		return;
	for (i = 0; i < shuffle_len[op - 0x59] && lo + i < c->m->max_stack; i++)
		c->rg.slot[lo + i].from1 = tags[(int)shuffles[op - 0x59][i]];
}

static void emit_method(Comp *c)
{
	JitAsm *a = &c->a;
	const JitTarget *t = c->t;
	int pushed, out, i, k, exits;
	uint16_t tags[4];
	bool ok;
	uint32_t pc;
	JitLabel *polls = c->labels + c->len;

	/* Entry: (t, args, ret) into scratch registers, while the arguments
	 * are where the convention put them, then into the saved ones. */
	jit_emit_load_arg(a, t, 0, JIT_RAX);
	jit_emit_load_arg(a, t, 1, JIT_RCX);
	jit_emit_load_arg(a, t, 2, JIT_RDX);
	/* T, L, R where they are registers; the pool's callee-saved
	 * registers (IA-32) when the virtual stack is on; the pinned ones */
	c->n_saved = 0;
	if (c->rt != JIT_NOREG)
		c->saved[c->n_saved++] = (int8_t)c->rt;
	c->saved[c->n_saved++] = (int8_t)c->rl;
	if (c->rr != JIT_NOREG)
		c->saved[c->n_saved++] = (int8_t)c->rr;
	for (i = 0; c->rg.on && i < c->rg.n_pool; i++)
		if (jit_target_callee_saved(t, c->rg.pool[i]))
			c->saved[c->n_saved++] = c->rg.pool[i];
	for (i = 0; i < c->rg.n_pinned; i++)
		c->saved[c->n_saved++] = (int8_t)jit_regs_pinned_reg(&c->rg, i);
	for (i = 0; i < c->n_saved; i++)
		jit_x86_push_r(a, c->saved[i]);
	pushed = c->ps * (1 + c->n_saved);               /* return address + saved */
	out = t->n_int_arg_regs > 0 ? 0 : 5 * c->ps;     /* outgoing arguments, IA-32 (arraycopy: 5) */
	c->retbuf = out;
	c->selfslot = out + 2 * c->ps;
	out += 3 * c->ps;                                /* retbuf, selfslot */
	if (c->rt == JIT_NOREG) {
		c->rt_off = out;
		out += c->ps;
	}
	if (c->rr == JIT_NOREG) {
		c->rr_off = out;
		out += c->ps;
	}
	c->adjust = out + (t->stack_align - (pushed + out) % t->stack_align) % t->stack_align;
	if (c->adjust)
		jit_x86_alu_ri(a, JIT_SUB, c->ps, JIT_RSP, c->adjust);
	if (c->rt != JIT_NOREG)
		jit_x86_mov_rr(a, c->ps, c->rt, JIT_RAX);
	else
		jit_x86_mov_mr(a, c->ps, jit_mem(JIT_RSP, c->rt_off), JIT_RAX);
	jit_x86_mov_rr(a, c->ps, c->rl, JIT_RCX);
	if (c->rr != JIT_NOREG)
		jit_x86_mov_rr(a, c->ps, c->rr, JIT_RDX);
	else
		jit_x86_mov_mr(a, c->ps, jit_mem(JIT_RSP, c->rr_off), JIT_RDX);
	/* pinned locals from their slots (also at an OSR entry: the frame
	 * is current) */
	jit_regs_load_pins(&c->rg);
	if (c->n_calls) {
		/* this frame, to make it the top again after a direct call (a
		 * callee that handed over was popped by the interpreter) */
		jit_x86_mov_rm(a, c->ps, JIT_RAX, jit_mem(thread_in(c, JIT_RAX), (int32_t)offsetof(VmThread, top)));
		jit_x86_mov_mr(a, c->ps, jit_mem(JIT_RSP, c->selfslot), JIT_RAX);
	}
	/* on-stack replacement: the frame is the interpreter's, stopped at
	 * osr_pc with an empty operand stack, which is what the code keeps
	 * there too (and holding the monitor of a synchronized method) */
	if (c->osr_pc != JIT_NO_OSR && jit_checks_head(&c->ck, (uint32_t)c->osr_pc)) {
		c->target[c->osr_pc] |= JIT_TGT_RETEST;     /* its state tests first */
		jit_x86_jmp(a, &c->labels[2 * c->len + (uint32_t)c->osr_pc]);
	} else if (c->osr_pc != JIT_NO_OSR) {
		jit_x86_jmp(a, &c->labels[c->osr_pc]);
	} else if (c->m->access & ACC_SYNCHRONIZED) {
		/* the monitor, as the interpreter's invoke takes it: after the
		 * frame, before the first instruction; no handler of the
		 * method covers a failure here */
		store_frame_state(c, 0, 0);
		call_with_thread(c, (const void *)jit_rt.sync_enter);
		jit_x86_test_rr(a, 1, JIT_RAX, JIT_RAX);
		jit_x86_jcc(a, JIT_CC_E, &c->exit);
	}

	c->ck.falls = true;
	for (pc = 0; pc < c->len; pc += full_len(c->code, pc, c->len)) {
		/* a jump target starts with every slot in the frame, and
		 * knows what all its edges know */
		if (c->target[pc]) {
			jit_regs_flush_all(&c->rg);
			jit_regs_at_target(&c->rg);
			if (jit_checks_at_target(&c->ck, pc))
				jit_x86_jmp(a, &c->labels[3 * c->len + pc]);   /* the head's entry block */
		}
		jit_x86_bind(a, &c->labels[pc]);
		if (c->depth[pc] < 0) {
			jit_regs_drop_all(&c->rg);
			c->ck.falls = false;
			continue;       /* unreachable (or reached only by the interpreter) */
		}
		if (!compiled_here(c, pc)) {
			jit_regs_flush_all(&c->rg);
			jit_checks_forget_all(&c->ck);
			emit_deopt(c, pc, c->depth[pc]);
			c->ck.falls = true;        /* (knowing nothing) */
			continue;
		}
		k = c->rg.on ? emit_regs_insn(c, pc, polls) : 0;
		if (k < 0)
			return;
		if (k > 0) {
			jit_checks_after(&c->ck, pc);
			continue;
		}
		/* a template: it reads and writes the frame's slots, and may
		 * call or poll (and then the collector may see the pool
		 * registers: jit_regs_scrub).  One that calls nothing and
		 * makes no stub (a compare, a conversion, a switch) keeps
		 * what is known, but of the locals it writes; one that does
		 * forgets it, but its own field object's (emit_field_body
		 * reads that from tmpl_obj; its stubs are that object's). */
		c->tmpl_obj = field_object_local(c, pc);
		jit_regs_flush_all(&c->rg);
		jit_regs_scrub(&c->rg);
		exits = c->n_exits;
		keep_tags(c, pc, tags);
		ok = emit_insn(c, pc, polls);
		if (c->n_exits != exits)
			jit_checks_forget_all_but(&c->ck, c->tmpl_obj);
		else
			jit_checks_forget_written(&c->ck, pc);
		c->tmpl_obj = -1;
		if (!ok)
			return;
		jit_checks_after(&c->ck, pc);
		jit_regs_untag(&c->rg, c->depth[pc] - insn_pops(c, pc));
		shuffle_tags(c, pc, tags);
		if (c->code[pc] >= 0xbb && c->code[pc] <= 0xbd) {
			/* new pushes its object, (a)newarray replaces the length */
			c->fresh_pc = pc + full_len(c->code, pc, c->len);
			c->fresh_slot = c->code[pc] == 0xbb ? c->depth[pc] : c->depth[pc] - 1;
			if (c->fresh_pc >= c->len || c->target[c->fresh_pc])
				c->fresh_slot = -1;
		}
	}
	/* falling off the end was refused by analyse(); trap if it happens */
	jit_x86_ud2(a);

	for (i = 0; i < c->n_stubs; i++) {
		Stub *s = &c->stubs[i];
		jit_x86_bind(a, &s->entry);
		if (s->kind == STUB_IC_MISS && c->code[s->bcpc] == 0xb6)
			emit_megamorphic_virtual(c, s);
		if (s->kind == STUB_IC_MISS && c->code[s->bcpc] == 0xb9)
			emit_poly_interface(c, s);
		if (s->kind == STUB_RESULT) {
			/* the frame is as the helper left it: AL = EXC or DEOPT */
			jit_x86_test_rr(a, 1, JIT_RAX, JIT_RAX);
			jit_x86_jcc(a, JIT_CC_E, &c->throw_exit);
			call_c(c, (const void *)jit_rt.resume, true);
			jit_x86_jmp(a, &c->exit);
			continue;
		}
		store_frame_state(c, s->bcpc, s->depth);
		if (s->snap_n)
			jit_regs_write_snapshot(&c->rg, c->snaps + s->snap_off, s->snap_n);
		switch (s->kind) {
		case STUB_DEOPT:
			call_c(c, (const void *)jit_rt.resume, true);
			jit_x86_jmp(a, &c->exit);
			break;
		case STUB_POLL: {
			/* a back edge's: on through its head's tests */
			uint32_t h = jit_bc_is_branch(c->code[s->bcpc]) ? (uint32_t)jit_bc_branch_target(c->code, s->bcpc) : c->len;
			emit_scrub_if_near(c);
			call_with_thread(c, (const void *)vm_safepoint_poll);
			if (h <= s->bcpc && jit_checks_head(&c->ck, h) && jit_checks_retests(&c->ck, h)) {
				c->target[h] |= JIT_TGT_RETEST;
				jit_x86_jmp(a, &c->labels[2 * c->len + h]);
			} else {
				jit_x86_jmp(a, s->back);
			}
			break;
		}
		case STUB_IC_MISS:
			call_c_imm(c, (const void *)jit_rt.ic_miss, (intptr_t)s->ic);
			jit_x86_test_rr(a, c->ps, JIT_RAX, JIT_RAX);
			jit_x86_jcc(a, JIT_CC_E, &s->slow);
			jit_x86_jmp(a, s->back);
			break;
		case STUB_GOS_LOAD: case STUB_GOS_STORE: case STUB_GOS_LENGTH: case STUB_GOS_STORE2:
		case STUB_GOS_W2: case STUB_GOS_W1:
			emit_gos_stub(c, s);
			break;
		default:
			call_with_thread(c, s->kind == STUB_DIV0 ? (const void *)throw_div0 :
					 s->kind == STUB_NPE ? (const void *)throw_npe :
					 s->kind == STUB_OOB_LOAD ? (const void *)throw_oob_load :
					 s->kind == STUB_OOB_STORE2 ? (const void *)throw_oob_store2 :
					 (const void *)throw_oob_store);
			jit_x86_jmp(a, &c->throw_exit);
			break;
		}
	}

	emit_retests(c);

	/* An exception is pending, thrown at frame->pc: jump to the handler
	 * of this method that catches it, or leave. */
	jit_x86_bind(a, &c->throw_exit);
	if (c->m->n_handlers) {
		/* the interpreter's lookup (vm_frame_handler); the answer is
		 * the handler's bytecode pc or -1 */
		call_with_thread(c, (const void *)jit_rt.handler);
		for (i = 0; i < c->m->n_handlers; i++) {
			uint32_t hp = c->m->insn_pc[c->m->handlers[i].handler];
			for (k = 0; k < i && c->m->insn_pc[c->m->handlers[k].handler] != hp; k++)
				;
			if (k < i)
				continue;               /* that handler's compare is there */
			jit_x86_alu_ri(a, JIT_CMP, 4, JIT_RAX, (int32_t)hp);
			jit_x86_jcc(a, JIT_CC_E, &c->labels[hp]);
		}
	}
	/* none here: the method leaves with the exception, and its monitor */
	if (c->m->access & ACC_SYNCHRONIZED)
		call_with_thread(c, (const void *)jit_rt.sync_exit);   /* the exception stays */
	jit_x86_bind(a, &c->exit);
	if (c->adjust)
		jit_x86_alu_ri(a, JIT_ADD, c->ps, JIT_RSP, c->adjust);
	for (i = c->n_saved - 1; i >= 0; i--)
		jit_x86_pop_r(a, c->saved[i]);
	jit_x86_ret(a);
}

/* Check the method's shape (static, int-like signature, ...). */
static bool eligible(Comp *c)
{
	const VmMethod *m = c->m;
	const char *p;

	if (m->access & (ACC_NATIVE | ACC_ABSTRACT))
		return refuse(c, "native or abstract", 0);
	if ((m->access & ACC_SYNCHRONIZED) && !c->have_rt)
		return refuse(c, "synchronized, without the VM runtime", 0);
	if (!m->code || !m->pcode || !m->insn_pc)
		return refuse(c, "no code", 0);
	if (m->n_handlers && !c->have_rt)
		return refuse(c, "has exception handlers", 0);
	if (m->code->code_length > MAX_BYTECODE)
		return refuse(c, "longer than %d bytes of bytecode", MAX_BYTECODE);
	for (p = m->desc + 1; *p && *p != ')'; p++) {
		while (*p == '[')
			p++;
		if (*p == 'L')
			p = strchr(p, ';');
		else if (!scalar_ok(*p))
			p = NULL;
		if (!p)
			return refuse(c, "bad method descriptor", 0);
	}
	return true;
}

/* The jump targets (flushed to on fall-through: jit_regs.c) and the
 * pinned locals. */
#define PIN_LOOP_WEIGHT 8      /* pin_weights: one use inside a loop */

static void mark_target(Comp *c, uint32_t from, uint32_t to)
{
	c->target[to] |= to > from ? JIT_TGT_JUMP : JIT_TGT_JUMP | JIT_TGT_BACK;
}

static bool mark_targets(Comp *c)
{
	uint32_t pc;
	int32_t *weight;
	uint8_t *width;
	bool ok;

	for (pc = 0; pc < c->len; pc += full_len(c->code, pc, c->len)) {
		uint8_t op = c->code[pc];
		if (c->depth[pc] < 0 || !compiled_here(c, pc))
			continue;
		if (jit_bc_is_branch(op)) {
			mark_target(c, pc, (uint32_t)jit_bc_branch_target(c->code, pc));
		} else if (jit_bc_is_jsr(op)) {
			/* the subroutine and the instruction its ret comes back
			 * to: entered from elsewhere, knowing nothing */
			c->target[jit_bc_branch_target(c->code, pc)] |= JIT_TGT_JUMP | JIT_TGT_BLIND;
			c->target[pc + full_len(c->code, pc, c->len)] |= JIT_TGT_JUMP | JIT_TGT_BLIND;
		} else if (op == 0xaa || op == 0xab) {
			int32_t keys[JIT_MAX_SWITCH_CASES], tgts[JIT_MAX_SWITCH_CASES], dflt;
			int nc = switch_cases(c, pc, &dflt, keys, tgts, JIT_MAX_SWITCH_CASES), k;
			/* (a backward case polls before its jump: blind) */
			c->target[dflt] |= dflt > (int32_t)pc ? JIT_TGT_JUMP : JIT_TGT_JUMP | JIT_TGT_BLIND;
			for (k = 0; k < nc; k++)
				c->target[tgts[k]] |= tgts[k] > (int32_t)pc ? JIT_TGT_JUMP : JIT_TGT_JUMP | JIT_TGT_BLIND;
		}
	}
	if (c->osr_pc != JIT_NO_OSR)
		c->target[c->osr_pc] |= JIT_TGT_JUMP | JIT_TGT_BACK;
	c->n_loops = jit_bce_enabled ? jit_safe_loops(c->m, c->code, c->len, c->depth, c->loops, MAX_SAFE_LOOPS) : 0;
	weight = malloc(sizeof *weight * ((size_t)c->m->max_locals + 1));
	width = malloc((size_t)c->m->max_locals + 1);
	ok = weight && width && pin_weights(c, weight, width);
	if (ok)
		jit_regs_choose_pins(&c->rg, weight, width);
	/* IA-32 has one register for either a pinned local or the thread
	 * pointer (pick_saved): the local only if a loop uses it (weight 8
	 * and more), else the thread, which every call reads several times */
	if (ok && c->t->mode == JIT_X86_32 && c->rg.n_pinned &&
	    weight[c->rg.pinned_local[0]] < PIN_LOOP_WEIGHT)
		jit_regs_unpin_all(&c->rg);
	if (c->t->mode == JIT_X86_32 && !c->rg.n_pinned)
		c->rt = JIT_RBP;
	free(weight);
	free(width);
	return ok;
}

JitRuntime jit_rt;

/* Can the code be entered at bytecode pc p (on-stack replacement)? */
static bool osr_entry_ok(Comp *c, int32_t p)
{
	if (p < 0 || (uint32_t)p >= c->len || c->insn[p] < 0 || c->depth[p] < 0)
		return refuse(c, "OSR: no instruction at pc %d", (int)p);
	if (c->depth[p] != 0)
		return refuse(c, "OSR: operand stack not empty at pc %d", (int)p);
	if (!compiled_here(c, (uint32_t)p))
		return refuse(c, "OSR: the instruction at pc %d is left to the interpreter", (int)p);
	/* An exception range may cover P: a throw there hands the frame
	 * over to the interpreter, which runs the handler, as it does in the
	 * whole-method code (worker loops inside a try are the usual shape
	 * of the cluster kernels: refusing them kept those loops
	 * interpreted). */
	return true;
}

static void *compile_once(JitCache *cache, const JitTarget *t, struct VmMethod *m, int32_t osr_pc,
			  size_t *code_len, char *why, size_t why_len, JitAssume *as)
{
	Comp c;
	uint8_t *buf = NULL;
	size_t cap = 0, n;
	void *code = NULL;

	memset(&c, 0, sizeof c);
	c.m = m;
	c.t = t;
	c.ps = t->ptr_size;
	c.why = why;
	c.why_len = why_len;
	c.have_rt = jit_rt.resume != NULL;
	c.osr_pc = osr_pc;
	why[0] = 0;
	if (!eligible(&c))
		return NULL;
	c.code = m->code->code;
	c.len = m->code->code_length;
	n = c.len;
	c.depth = malloc(sizeof *c.depth * n);
	c.insn = malloc(sizeof *c.insn * n);
	c.labels = malloc(sizeof *c.labels * 4 * n);      /* targets, poll resumptions, retests, entries */
	c.max_stubs = 3 * (int)n + 1;       /* an array access takes three */
	c.stubs = malloc(sizeof *c.stubs * (size_t)c.max_stubs);
	c.vs = malloc(sizeof *c.vs * ((size_t)m->max_stack + 1));
	c.pin = malloc(sizeof *c.pin * ((size_t)m->max_locals + 1));
	c.pin_w = malloc((size_t)m->max_locals + 1);
	c.target = calloc(n, 1);
	c.ck.code = c.code;
	c.ck.len = c.len;
	c.ck.depth = c.depth;
	c.ck.max_locals = m->max_locals;
	c.ck.target = c.target;
	c.ck.have_rt = c.have_rt;
	c.ck.as = as;
	c.fresh_slot = -1;
	c.tmpl_obj = -1;
	if (!jit_checks_init(&c.ck) || !c.depth || !c.insn || !c.labels || !c.stubs || !c.vs || !c.pin ||
	    !c.pin_w || !c.target) {
		refuse(&c, "out of memory", 0);
		goto out;
	}
	memset(c.depth, 0xff, sizeof *c.depth * n);
	memset(c.insn, 0xff, sizeof *c.insn * n);
	for (n = 0; n < 4 * (size_t)c.len; n++)
		jit_label_init(&c.labels[n]);
	jit_label_init(&c.exit);
	jit_label_init(&c.throw_exit);
	if (!analyse(&c))
		goto out;
	if (osr_pc != JIT_NO_OSR && !osr_entry_ok(&c, osr_pc))
		goto out;
	for (n = 0; n < c.len; n += full_len(c.code, (uint32_t)n, c.len))
	{
		if (c.code[n] == 0xb6 || c.code[n] == 0xb9)
			c.max_ics++;
		if (c.code[n] >= 0xb6 && c.code[n] <= 0xb9)
			c.n_calls++;
		if (c.have_rt && atomic_op(&c, (uint32_t)n))
			c.max_atomics++;
		if (t->mode == JIT_X86_32 && (c.code[n] == 0x09 || c.code[n] == 0x0a || c.code[n] == 0x0e ||
					      c.code[n] == 0x0f || c.code[n] == 0x14))
			c.max_k++;
	}
	if (c.max_k && !(c.kpool = calloc((size_t)c.max_k, sizeof *c.kpool))) {
		refuse(&c, "out of memory", 0);
		goto out;
	}
	if (c.max_atomics && !(c.atomics = calloc((size_t)c.max_atomics, sizeof *c.atomics))) {
		refuse(&c, "out of memory", 0);
		goto out;
	}
	/* The inline caches live as long as the code (methods are never
	 * recompiled or unloaded), so they are freed only if it fails. */
	if (c.max_ics && c.have_rt) {
		c.ics = calloc((size_t)c.max_ics, sizeof *c.ics);
		if (!c.ics) {
			refuse(&c, "out of memory", 0);
			goto out;
		}
	} else {
		c.max_ics = 0;
	}
	pick_saved(&c);
	jit_regs_init(&c.rg, &c.a, t->mode, jit_regs_enabled, c.ps, c.rl, m->max_locals,
		      m->max_stack, c.vs, c.pin, c.pin_w);
	c.rg.kpool = c.kpool;
	c.rg.n_k = &c.n_k;
	c.rg.max_k = c.max_k;
	c.ck.on = c.rg.on;
	if (!c.rg.on && t->mode == JIT_X86_32)
		c.rt = JIT_RBP;          /* no pinned local: the thread's register (mark_targets) */
	if (c.rg.on && !mark_targets(&c)) {
		refuse(&c, "out of memory", 0);
		goto out;
	}
	buf = jit_cache_open(cache, 256 + (size_t)c.len * BYTES_PER_BC, &cap);
	if (!buf) {
		refuse(&c, "the code cache is full", 0);
		goto out;
	}
	jit_x86_init(&c.a, t->mode, buf, cap, (uintptr_t)buf);
	as->len = c.len;
	emit_method(&c);
	if (!c.why[0] && as->retry) {
		jit_cache_abandon(cache);       /* a loop head assumed too much: again */
		goto out;
	}
	if (c.why[0] || c.a.err != JIT_EMIT_OK) {
		if (!c.why[0])
			refuse(&c, "encoder error %d", (int)c.a.err);
		jit_cache_abandon(cache);
		goto out;
	}
	code = jit_cache_seal(cache, c.a.len);
	if (!code) {
		refuse(&c, "cannot make the code executable", 0);
	} else {
		*code_len = c.a.len;
		size_t w = 0;
		if (c.n_deopts)
			w = (size_t)snprintf(why, why_len, "%d instruction%s left to the interpreter, the first 0x%02x",
					     c.n_deopts, c.n_deopts > 1 ? "s" : "", c.deopt_op);
		if (c.n_inlined && w < why_len)
			w += (size_t)snprintf(why + w, why_len - w, "%s%d call%s inlined", w ? "; " : "", c.n_inlined,
					      c.n_inlined > 1 ? "s" : "");
		if (c.n_bce && w < why_len)
			w += (size_t)snprintf(why + w, why_len - w, "%s%d bounds check%s elided", w ? "; " : "", c.n_bce,
					      c.n_bce > 1 ? "s" : "");
		if (c.ck.n_heads && w < why_len)
			snprintf(why + w, why_len - w, "%sstate tests out of %d loop%s", w ? "; " : "", c.ck.n_heads,
				 c.ck.n_heads > 1 ? "s" : "");
	}
out:
	if (!code) {
		free(c.ics);
		free(c.atomics);
		free(c.kpool);
	}
	free(c.snaps);
	free(c.kn);
	jit_checks_free(&c.ck);
	free(c.depth);
	free(c.insn);
	free(c.labels);
	free(c.stubs);
	free(c.vs);
	free(c.pin);
	free(c.pin_w);
	free(c.target);
	return code;
}

/* Up to four attempts: each one a back edge refuses makes its loop head
 * assume less (jit_checks.c); the last assumes nothing. */
#define MAX_ATTEMPTS 4

void *jit_compile_method(JitCache *cache, const JitTarget *t, struct VmMethod *m, int32_t osr_pc,
			 size_t *code_len, char *why, size_t why_len)
{
	JitAssume as;
	void *code;
	uint32_t i;
	int attempt;

	memset(&as, 0, sizeof as);
	for (attempt = 1;; attempt++) {
		if (attempt >= MAX_ATTEMPTS)
			as.none = true;
		as.retry = false;
		code = compile_once(cache, t, m, osr_pc, code_len, why, why_len, &as);
		if (!as.retry)
			break;
	}
	for (i = 0; as.allow && i < as.len; i++)
		free(as.allow[i]);
	free(as.allow);
	return code;
}
