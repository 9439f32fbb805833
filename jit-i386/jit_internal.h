/*
 * jit_internal.h -- what the files of jit-i386/ share: the two targets'
 * calling conventions and the code cache.  Nothing outside jit-i386/
 * (except its unit tests) includes this.
 */
#ifndef JIT_INTERNAL_H
#define JIT_INTERNAL_H

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "x86_emit.h"

/* ------------------------------------------------------------ targets */

/*
 * A target: the instruction set mode plus the C calling convention the
 * compiled code uses to call into the VM (helpers, the GOS fault path,
 * the safepoint poll) and by which the VM enters compiled code.  The
 * selector reads these fields instead of testing the mode, so it is
 * written once for both.
 *
 *                 IA-32 (System V i386)        x86-64 (System V AMD64)
 *   int args      on the stack, 4 bytes each   RDI RSI RDX RCX R8 R9
 *   fp args       on the stack                 XMM0..XMM7
 *   int result    EAX (64-bit: EDX:EAX)        RAX
 *   fp result     st(0) (x87)                  XMM0
 *   callee-saved  EBX ESI EDI EBP              RBX RBP R12..R15
 *   stack         16-byte aligned at a call    16-byte aligned at a call
 */
typedef struct JitTarget {
	JitMode mode;
	int ptr_size;               /* 4 or 8 */
	int n_gprs;                 /* 8 or 16 */
	int n_int_arg_regs;         /* 0 on IA-32 */
	int8_t int_arg_regs[6];
	int n_fp_arg_regs;          /* 0 on IA-32 */
	int8_t ret_reg;             /* RAX */
	int8_t ret_hi_reg;          /* EDX for 64-bit results on IA-32, else JIT_NOREG */
	bool fp_ret_x87;            /* float/double results come back in st(0) */
	uint16_t callee_saved;      /* bit r: register r survives calls */
	int stack_align;            /* at every call instruction */
} JitTarget;

extern const JitTarget jit_target_ia32;
extern const JitTarget jit_target_x86_64;
/* The target of the machine this VM runs on. */
const JitTarget *jit_target_host(void);

static inline bool jit_target_callee_saved(const JitTarget *t, int r)
{
	return (t->callee_saved >> r) & 1u;
}

/* Load the i-th integer or pointer argument of the C function being
 * entered into register dst.  Only valid at the entry, before the
 * function has pushed anything (on IA-32 the argument is at
 * [esp + 4 + 4*i], above the return address). */
void jit_emit_load_arg(JitAsm *a, const JitTarget *t, int i, int dst);

/* ------------------------------------------------------------ code cache */

/*
 * The code cache: one address range reserved at start-up (bounded,
 * -Xjit:cache=SIZE), never writable and executable at the same time.
 *
 *   base                 used                 used+open        base+size
 *   | sealed code: R-X   | open block: RW-    | untouched: ---  |
 *
 * Code is emitted straight into an open block (so rel32 branches and
 * absolute addresses are computed for the place it will run), then the
 * block is sealed: the pages holding code become read+execute, the rest
 * of the block goes back to no access.  Sealed pages are never written
 * again, and a block starts on a fresh page, so no page that another
 * thread may be executing is ever made writable; the cost is the unused
 * tail of each block's last page.  One block is open at a time: the
 * mutex is held from jit_cache_open to jit_cache_seal/abandon.  When a
 * block does not fit, the cache says so once (on `log`) and stays full;
 * callers keep interpreting.
 */
typedef struct JitCache {
	uint8_t *base;
	size_t size;                /* reserved bytes, a multiple of the page size */
	size_t used;                /* sealed bytes, page-aligned */
	size_t open;                /* bytes of the open block (0: none) */
	size_t page;
	size_t n_blocks;            /* sealed blocks */
	size_t code_bytes;          /* bytes of code in them (before page rounding) */
	bool full;                  /* a block did not fit: said once on log */
	FILE *log;                  /* where "full" is said (stderr) */
	pthread_mutex_t mu;
} JitCache;

/* Reserve size bytes (rounded up to pages); false if mmap fails. */
bool jit_cache_init(JitCache *c, size_t size);
void jit_cache_destroy(JitCache *c);
/* Open a writable block of at least n bytes; *cap gets its usable size.
 * NULL when the cache cannot hold it (reported once) -- then the lock is
 * not held. */
uint8_t *jit_cache_open(JitCache *c, size_t n, size_t *cap);
/* Seal the first len bytes of the open block read+execute; returns the
 * code's address, NULL (and the block dropped) if mprotect fails. */
void *jit_cache_seal(JitCache *c, size_t len);
/* Drop the open block (the compilation failed). */
void jit_cache_abandon(JitCache *c);

/* ------------------------------------------------------------ runtime */

/*
 * What compiled code calls in the VM beyond the safepoint poll, vm_throw
 * and the GOS fault hook (jit_runtime.c fills it in at jit_start; the
 * unit tests run the compiler without it, and then the instructions that
 * need it are refused).  Each helper is helper(t), called after the code
 * stored frame->pc and frame->sp (the stack top before the instruction),
 * and answers one of JIT_RT_*.
 */
enum { JIT_RT_EXC = 0, JIT_RT_OK = 1, JIT_RT_DEOPT = 2 };
struct VmThread;
struct VmClass;
struct VmMethod;
union VmSlot;
struct VmObject;
typedef int (*JitHelper)(struct VmThread *t);

/*
 * An inline cache: one per invokevirtual / invokeinterface site of a
 * compiled method, outside the code (code pages are never writable).
 * The compiled site compares the receiver's class with klass and on a
 * hit calls target directly; anything else goes to jit_rt.ic_miss.
 *
 *   klass:  NULL ----> JIT_IC_BUSY ----> a class ----> JIT_IC_MEGA
 *           (empty)    (being filled:    (monomorphic:  (megamorphic: the
 *                       one winner of     target is     site never hits
 *                       a CAS)            its callee)   again)
 *
 * Only the thread whose compare-and-swap took the cell from NULL to BUSY
 * writes target, and it publishes klass after target with a release
 * store, so a thread that reads klass equal to its receiver's class and
 * then target (x86 keeps loads in order) sees the callee that goes with
 * that class.  A cell never goes back, and target is never written
 * again once a class is in klass: a reader that loaded the class just
 * before the cell went megamorphic still calls the right method.
 *
 * A megamorphic interface site keeps a small polymorphic cache as well
 * (poly: the first JIT_IC_POLY receiver classes that miss once it is
 * megamorphic, each pair filled once the same way: NULL, BUSY, the class
 * published after its target), which the site's miss stub compares
 * before it calls jit_rt.ic_miss (emit_poly_interface).
 */
#define JIT_IC_POLY 4
typedef struct JitIcEntry {
	struct VmClass *klass;
	struct VmMethod *target;
} JitIcEntry;
typedef struct JitIc {
	struct VmClass *klass;
	struct VmMethod *target;
	JitIcEntry poly[JIT_IC_POLY];
} JitIc;
#define JIT_IC_BUSY ((struct VmClass *)1)

/*
 * An inline atomic site: a call of ristretto.internal.Atomics.casInt and
 * its kin compiled in line (jit_compile.c, emit_atomic).  The code runs
 * its lock cmpxchg / lock xadd only on an unshared object whose class and
 * field handle are the pair the site has validated; anything else calls
 * the native.  The pair is written once, by jit_rt.atomic_fill: klass
 * goes from NULL to JIT_IC_BUSY (a CAS), then handle, then klass with a
 * release store, so a thread that reads klass equal to its object's
 * class then reads (x86 keeps loads in order) the handle validated with
 * it.  It never changes after: a site that sees other pairs stays with
 * its first and sends the others to the native.
 */
typedef struct JitAtomicSite {
	struct VmClass *klass;
	int64_t handle;
	char kind;                 /* 'I', 'J' or 'L': the field type the method takes */
} JitAtomicSite;
#define JIT_IC_MEGA ((struct VmClass *)2)
typedef struct JitRuntime {
	const void *(*label)(int op);          /* vm_interp_label */
	bool (*resume)(struct VmThread *t, union VmSlot *ret);   /* vm_interp_resume */
	JitHelper invoke, new_object, newarray, anewarray, multianewarray, checkcast, instanceof, athrow,
		  monitorenter, monitorexit, aastore, ldc_ref,
		  indy,                        /* invokedynamic, linked (vm_interp_indy) */
		  field_slow,                  /* OPX_*STATIC_G, OPX_*_V */
		  fp,                          /* frem drem l2f l2d f2l d2l */
		  /* a synchronized method's monitor, on its frame (t->top, pc
		   * and sp stored): vm_frame_lock, vm_frame_unlock */
		  sync_enter, sync_exit;
	/* An inline cache missed (frame pc and sp stored as for a helper):
	 * the callee for the receiver, after updating the cell; NULL when
	 * the slow path must decide (site not resolved, null receiver, no
	 * implementation: jit_rt.invoke then hands over or throws). */
	struct VmMethod *(*ic_miss)(struct VmThread *t, JitIc *ic);
	/* An exception is pending, thrown at frame->pc (t->top): the
	 * bytecode pc of this method's handler that catches it (the frame
	 * then has the exception as its only operand and none pending), or
	 * -1 when no handler does (vm_frame_handler). */
	int32_t (*handler)(struct VmThread *t);
	/* An inline atomic site missed: validate (base's class, handle) as
	 * the native does and, if the site is still empty, record it. */
	void (*atomic_fill)(JitAtomicSite *s, struct VmObject *base, int64_t handle);
	/* System.arraycopy's common case (emit_arraycopy): 1 when it copied,
	 * 0 when the native must be called; never throws, never blocks. */
	int32_t (*arraycopy)(struct VmObject *src, int32_t sp, struct VmObject *dst, int32_t dp,
			     int32_t n);
} JitRuntime;
extern JitRuntime jit_rt;
void jit_runtime_init(void);

/* ------------------------------------------------------------ inlining */
/* The shape of a callee the compiler replaces by its body (jit_inline.c
 * says which and why they are safe without a frame). */
enum { JIT_INL_NONE, JIT_INL_EMPTY, JIT_INL_CONST, JIT_INL_GET, JIT_INL_PUT, JIT_INL_ALEN, JIT_INL_CHARAT,
       JIT_INL_PURE };
typedef struct JitInline {
	uint8_t kind;              /* JIT_INL_* */
	char type;                 /* CONST: 'I' or 'L' (null); GET, PUT: the quick form's
				    * type, B Z C S I J L (F is I, D is J; a put's B and C
				    * stand for Z and S too) */
	int32_t value;             /* CONST 'I' */
	intptr_t offset;           /* GET, PUT, ALEN, CHARAT: the field's offset in the object */
} JitInline;
/* -Xjit:inline=off clears it (for comparing). */
extern bool jit_inline_enabled;
/* Is m's whole body one of the shapes?  label maps a quick form to its
 * handler (vm_interp_label), to read m's resolved instructions. */
bool jit_inline_shape(const struct VmMethod *m, const void *(*label)(int op), JitInline *out);
/* The type a plain (non-volatile) quick field form h stands for, B Z C S
 * I J L for a get, B C I J L for a put (F is I, D is J); 0 for anything
 * else. */
char jit_quick_field_type(const void *h, bool put, const void *(*label)(int op));

/* jit_pure.c: a short straight-line body (JIT_INL_PURE) compiled in
 * place of its call, on the caller's operand slots, with every check
 * that fails going to the ordinary call instead of throwing. */
typedef struct JitPureSite {
	JitMode mode;
	JitMem args;               /* the caller's slot of the callee's local 0; local k is
				    * k slots above, and the result goes to local 0's slot */
	JitLabel *full;            /* the ordinary call */
	const void *(*label)(int op);   /* quick form -> handler (vm_interp_label) */
} JitPureSite;
/* Emits m's body for the site into a; with a NULL, only says whether it
 * can (the same walk into a scratch buffer). */
bool jit_pure_body(const struct VmMethod *m, const JitPureSite *s, JitAsm *a);

/* ------------------------------------------------------------ bytecode */

/* jit_bytecode.c: what the selector reads off the bytecode. */

/* A bytecode operand at p, big-endian (JVMS 4.7.3): s2, u2, s4. */
static inline int32_t jit_bc_s16(const uint8_t *p) { return (int16_t)(p[0] << 8 | p[1]); }
static inline uint16_t jit_bc_u16(const uint8_t *p) { return (uint16_t)(p[0] << 8 | p[1]); }
static inline int32_t jit_bc_s32(const uint8_t *p)
{
	return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]);
}

/* A load, store or iinc of a local, or a ret, in any of its forms
 * (xload n, xload_<n>, iinc, and the wide forms with a two-byte index):
 * which local, the type ('I' 'J' 'F' 'D' 'A'; 'R' for ret's return
 * address) and iinc's increment.  Every reader of a local's index in
 * the JIT decodes it here, so the wide forms compile as the others. */
typedef struct JitLocalAccess {
	enum { JIT_LOCAL_LOAD, JIT_LOCAL_STORE, JIT_LOCAL_IINC, JIT_LOCAL_RET } kind;
	int n;
	char type;
	int32_t inc;
} JitLocalAccess;
bool jit_local_access(const uint8_t *p, JitLocalAccess *la);

/* The cases of the tableswitch or lookupswitch at pc: the default in
 * *dflt, each case's key and target; the number of cases, -1 if more
 * than max. */
int jit_switch_cases(const uint8_t *code, uint32_t pc, int32_t *dflt, int32_t *keys, int32_t *tgts, int max);

/* Branches (the table's two- and four-byte branches but jsr and jsr_w,
 * which push a return address), their target (a jsr's too), goto/goto_w,
 * and jsr/jsr_w. */
bool jit_bc_is_branch(uint8_t op);
int64_t jit_bc_branch_target(const uint8_t *code, uint32_t pc);
bool jit_bc_is_goto(uint8_t op);
bool jit_bc_is_jsr(uint8_t op);

/* More cases than a method of MAX_BYTECODE bytes can hold (a
 * tableswitch case takes 4 bytes), so every switch of a method the JIT
 * takes is compiled; more are left to the interpreter. */
#define JIT_MAX_SWITCH_CASES 1024

/* A loop in whose body, for pc in (lo, hi), 0 <= local i < the length of
 * the array in local a (jit_bytecode.c says when): a[i] there needs no
 * bounds check. */
typedef struct JitSafeLoop {
	int i, a;
	uint32_t lo, hi;
} JitSafeLoop;
/* -Xjit:bce=off clears it: every access keeps its bounds check (for
 * comparing). */
extern bool jit_bce_enabled;
/* The safe loops of m's code (len bytes; depth < 0 at unreachable pcs),
 * at most max of them into out; how many. */
int jit_safe_loops(const struct VmMethod *m, const uint8_t *code, uint32_t len, const int16_t *depth,
		   JitSafeLoop *out, int max);

/* ------------------------------------------------------------ registers */

/*
 * The virtual operand stack and the pinned locals (jit_regs.c says the
 * rules).  One JitVsSlot per operand-stack slot: where its value is
 * until it is written to the frame.
 */
enum { JIT_VS_MEM = 0, JIT_VS_CONST, JIT_VS_LOCAL, JIT_VS_REG,
       JIT_VS_XMM };           /* IA-32: an 8-byte value in an XMM register (jit_regs.c) */
#define JIT_PIN_MAX 3          /* locals pinned to callee-saved registers (x86-64) */
typedef struct JitVsSlot {
	uint8_t kind;               /* JIT_VS_* */
	uint8_t w;                  /* bytes: 4 (int, float), 8 (long, double: the first of two
				     * slots, the second's entry stays MEM) or a reference's */
	int8_t reg;                 /* REG: the pool register */
	uint16_t from1;             /* MEM: 1 + the local whose value the slot holds (a LOCAL
				     * entry of a reference's width, flushed; dropped when the
				     * local is written, at jump targets, and by jit_regs_untag);
				     * 0: none.  For what is known of objects, not for code. */
	int64_t v;                  /* CONST: the value; LOCAL: the local's index */
} JitVsSlot;
typedef struct JitRegs {
	JitAsm *a;
	bool on;                    /* false: -Xjit:regs=off, the template code */
	int ps, rl;                 /* slot size; the register holding the locals' base */
	int max_locals, max_stack;
	JitVsSlot *slot;            /* max_stack entries */
	int8_t *pin;                /* per local: its register, or JIT_NOREG */
	uint8_t *pin_w;             /* per pinned local: 4 (int, float) or 8 (long) */
	int pinned_local[JIT_PIN_MAX];
	int n_pinned;
	uint16_t busy;              /* pool registers held by REG entries */
	uint16_t dirty;             /* IA-32: pool registers that may hold a dead value (scrub) */
	const int8_t *pool, *pins;  /* the target's (jit_regs.c) */
	int n_pool, n_pins;
	bool xmm8;                  /* IA-32: longs and doubles go to XMM2..XMM7 */
	bool xmmd;                  /* doubles do (both targets) */
	uint8_t xbusy;              /* which of them XMM entries hold */
	int64_t *kpool;             /* IA-32: 8-byte constants an XMM instruction reads from
				     * memory; lives as long as the code (NULL: none) */
	int *n_k;                   /* entries of kpool in use, at most max_k */
	int max_k;
} JitRegs;
/* IA-32's pool registers are callee-saved: a dead reference left in one
 * is pushed by every C function that saves the register, and the
 * collector scans native stacks conservatively, so it can keep a dropped
 * object graph alive for as long as the code runs on.  Zero the free pool
 * registers that may hold one (`dirty`: allocated since the last scrub;
 * all of them after a jump target, where the path taken is not known);
 * nothing on x86-64, whose pool is caller-saved. */
void jit_regs_scrub(JitRegs *r);
/* A template wrote the frame's slots from lo up: their MEM entries hold
 * other values now (from1 dropped). */
void jit_regs_untag(JitRegs *r, int lo);
void jit_regs_at_target(JitRegs *r);
/* -Xjit:regs=off clears it: every value goes through the frame's slots. */
extern bool jit_regs_enabled;
void jit_regs_init(JitRegs *r, JitAsm *a, JitMode mode, bool on, int ps, int rl, int max_locals, int max_stack,
		   JitVsSlot *slots, int8_t *pin, uint8_t *pin_w);
/* Pin the locals of highest weight (> 0: only locals used as ints,
 * floats or longs alone, width[n] bytes) and say which register the k-th
 * pinned one has (the prologue saves them). */
void jit_regs_choose_pins(JitRegs *r, const int32_t *weight, const uint8_t *width);
int jit_regs_pinned_reg(const JitRegs *r, int k);
void jit_regs_unpin_all(JitRegs *r);
void jit_regs_load_pins(JitRegs *r);
/* Write the pending entries of slots [lo, hi) (or all) to the frame. */
void jit_regs_flush(JitRegs *r, int lo, int hi);
void jit_regs_flush_all(JitRegs *r);
/* A checked access's stubs write the pending entries instead (the
 * access itself writes nothing): copy the entries of slots [0, n) to
 * out; emit, at a stub, the stores of such a copy (xAX scratch; the
 * registers it names hold their values there, nothing changes state);
 * the register holding slot d's value as w bytes, loading it into
 * scratch when it is a constant, an unpinned local or in its slot. */
void jit_regs_snapshot(const JitRegs *r, int n, JitVsSlot *out);
void jit_regs_write_snapshot(const JitRegs *r, const JitVsSlot *snap, int n);
int jit_regs_value(const JitRegs *r, int d, int w, int scratch);
/* After an unconditional transfer: forget the entries, emit nothing. */
void jit_regs_drop_all(JitRegs *r);
bool jit_regs_pending(const JitRegs *r);
/* The instructions kept on the virtual stack; d is the depth before
 * the instruction, w the width of the values (4 or 8 bytes). */
void jit_regs_push_const(JitRegs *r, int d, int w, int64_t v);
void jit_regs_push_local(JitRegs *r, int d, int w, int n);
void jit_regs_local_written(JitRegs *r, int n, int d);
void jit_regs_store_local(JitRegs *r, int n, int w, int vs);
void jit_regs_iinc(JitRegs *r, int n, int32_t k, int d);
void jit_regs_binary(JitRegs *r, JitAlu op, bool mul, int w, int d);
void jit_regs_shift(JitRegs *r, JitShift op, int w, int d);
void jit_regs_neg(JitRegs *r, int w, int d);
void jit_regs_minmax(JitRegs *r, bool is_min, int w, int d);
void jit_regs_sse(JitRegs *r, JitSse op, bool dbl, int d);
void jit_regs_dsqrt(JitRegs *r, int d);
void jit_regs_fabs(JitRegs *r, int w, int d);
void jit_regs_abs(JitRegs *r, int w, int d);
void jit_regs_narrow(JitRegs *r, int size, bool sign, int d);
void jit_regs_i2l(JitRegs *r, int d);
void jit_regs_l2i(JitRegs *r, int d);
void jit_regs_lcmp(JitRegs *r, int d);
void jit_regs_pop(JitRegs *r, int d);
void jit_regs_dup(JitRegs *r, int d);
void jit_regs_swap(JitRegs *r, int d);
JitCond jit_regs_compare(JitRegs *r, int n, int w, JitCond cc, int d);
void jit_regs_take(JitRegs *r, int vs, int reg, int w);
/* For checked accesses (which write nothing: jit_regs_snapshot): an operand's register
 * or constant, a scratch register for a result, the result's entry. */
int jit_regs_operand(const JitRegs *r, int d, int w, bool *is_const, int64_t *k);
int jit_regs_alloc(JitRegs *r);
/* reg is one of the target's pool registers (a stub that calls C reloads them). */
bool jit_regs_in_pool(const JitRegs *r, int reg);
/* IA-32 (xmm8): an XMM register for an 8-byte value, and slot d's entry
 * made that register; the XMM register holding slot d's 8 bytes, loading
 * them into scratch when they are in memory (MEM or LOCAL). */
int jit_regs_alloc_xmm(JitRegs *r);
void jit_regs_set_xmm(JitRegs *r, int d, int xmm);
int jit_regs_xmm_value(const JitRegs *r, int d, int scratch);
void jit_regs_set_reg(JitRegs *r, int d, int reg, int w);
void jit_regs_forget(JitRegs *r, int d);

/* ------------------------------------ what is known of checks (jit_checks.c) */

/* 0 compiles the inline GOS state checks out: only for measuring what they
 * cost (doc/jit.md); such a build is wrong on a cluster. */
#ifndef JIT_GOS_CHECKS
#define JIT_GOS_CHECKS 1
#endif

/* JitChecks.target (the compiler's), per pc: a jump goes to it; one that
 * brings nothing known of checks (an exception handler, a switch's
 * backward case); a backward branch or the OSR entry (a loop head); its
 * retest block, its entry block is jumped to (jit_compile.c). */
#define JIT_TGT_JUMP 1
#define JIT_TGT_BLIND 2
#define JIT_TGT_BACK 4
#define JIT_TGT_RETEST 8
#define JIT_TGT_ENTRY 16
#define JIT_CHK_KNOWN 0x80      /* in a state: the local passed the null test */

/* What the loop heads of one method may assume, carried from one
 * compilation attempt to the next. */
typedef struct JitAssume {
	uint32_t len;
	uint8_t **allow;   /* per pc: what the head's back edges kept (JIT_CHK_KNOWN | bits
			    * per local), NULL: not limited yet */
	uint8_t **want;    /* per pc: what they knew of locals the loop does not write,
			    * which the head's entry block tests (NULL: nothing) */
	bool none;         /* the last attempt: heads assume nothing */
	bool retry;        /* a back edge did not keep what its head assumed */
} JitAssume;

typedef struct JitChecks {
	const uint8_t *code;        /* the method, as the compiler has it */
	uint32_t len;
	const int16_t *depth;       /* operand stack depth per pc, -1: unreachable */
	int max_locals;
	uint8_t *target;            /* JIT_TGT_* per pc */
	bool on;                    /* the virtual stack is on: knowledge is kept */
	bool have_rt;               /* hand-overs work: a head may want (entry block) */
	JitAssume *as;
	uint32_t gen;               /* what passed in an older gen is forgotten */
	uint32_t *at;               /* per local: the gen its check passed in */
	uint8_t *mask;              /* per local: which state bits it tested clear */
	uint8_t **edge;             /* per pc: what the forward jumps to it knew, then
				     * what a loop head assumes */
	bool falls;                 /* the instruction emitted last runs into the next */
	int n_heads;                /* loop heads whose state tests left the loop */
} JitChecks;

bool jit_checks_init(JitChecks *ck);           /* code..as set; false: no memory */
void jit_checks_free(JitChecks *ck);
void jit_checks_forget_all(JitChecks *ck);
void jit_checks_forget_local(JitChecks *ck, int n);
void jit_checks_forget_all_but(JitChecks *ck, int keep);
void jit_checks_forget_written(JitChecks *ck, uint32_t pc);
bool jit_checks_known(const JitChecks *ck, int n, uint8_t need);
void jit_checks_passed(JitChecks *ck, int n, uint8_t mask);
void jit_checks_fresh(JitChecks *ck, int n);
uint8_t jit_checks_state(const JitChecks *ck, int n);
/* At a jump target: what every path knows.  True: the way in from the
 * instruction before goes through the loop head's entry block. */
bool jit_checks_at_target(JitChecks *ck, uint32_t pc);
/* After an instruction: its jumps' knowledge, whether it runs on. */
void jit_checks_after(JitChecks *ck, uint32_t pc);
bool jit_checks_head(const JitChecks *ck, uint32_t pc);
bool jit_checks_retests(const JitChecks *ck, uint32_t pc);

/* ------------------------------------------------------------ compiler */

/* -Xjit:intrinsics=off clears it: every Math call stays a call. */
extern bool jit_intrinsics;

#define JIT_NO_OSR (-1)

struct VmMethod;
/* Compile m (decoded) for target t into the cache.  Returns the code, to
 * be called as a VmNativeFn (interp.h), and its size in *code_len; NULL
 * with the reason in why[] if the method stays interpreted.  Compiled,
 * why[] may still say which instructions are left to the interpreter.
 * With osr_pc a bytecode pc (not JIT_NO_OSR), the code is an on-stack
 * replacement entry: called on a frame the interpreter stopped at that
 * instruction with an empty operand stack, it goes on from there
 * (refused unless the instruction is compiled, the stack is empty there
 * and no exception handler covers it). */
void *jit_compile_method(JitCache *cache, const JitTarget *t, struct VmMethod *m, int32_t osr_pc,
			 size_t *code_len, char *why, size_t why_len);

/* The compiled stub of a JNI-bound native for binding b (jit_jni.c;
 * vm_hook_jni_stub in jni_internal.h says what it does), into the cache;
 * NULL (the generic entry then) on IA-32 or when the cache is full. */
struct VmJniBinding;
void *jit_jni_stub(JitCache *cache, const JitTarget *t, struct VmMethod *m,
		   const struct VmJniBinding *b, size_t *code_len);

#endif /* JIT_INTERNAL_H */
