/*
 * verify.c -- data-flow verification of a method's bytecode, run once per
 * method by the decoder before the method can first execute: by type
 * checking against the method's StackMapTable (JVMS 4.10.1) for class
 * files of version 50 and later, by type inference (JVMS 4.10.2) for
 * older ones and for methods with jsr/ret.
 *
 * The decoder has already checked the structure: instruction boundaries,
 * branch targets on instruction starts, local indices below max_locals,
 * constant-pool operands of the right range and tag, exception-table
 * ranges.  What is checked here is the flow of types through the operand
 * stack and the local variables, so that the interpreter never sees an int
 * where it dereferences a reference, a long read from half of a pair, an
 * uninitialised object used before its constructor ran, or a stack that
 * underflows or grows past max_stack.
 *
 * Types are kinds, not classes:
 *
 *   TOP   unusable (unset local, second half of a broken pair, or the merge
 *         of two different kinds)
 *   INT FLOAT LONG LONG2 DOUBLE DOUBLE2   (a long or double is a pair)
 *   REF   an initialised reference; for arrays `arr` holds the array
 *         descriptor (an interned symbol, "[I", "[[Ljava/lang/String;"),
 *         NULL when it is not known to be an array; otherwise `cls` the
 *         class name where the flow knows it, NULL after a merge of two
 *         different classes
 *   NUL   the null constant (assignable to any reference, any array)
 *   UTHIS `this` in a constructor before super()/this() ran
 *   UNEW  the result of `new` at pc aux, before its constructor ran
 *   RET   a return address pushed by jsr
 *
 * Array element kinds are tracked because the array instructions read and
 * write memory by element size: iaload on a long[] or lastore on an int[]
 * is rejected.  Classes are used for one check, the receiver of field
 * access and virtual calls (check_receiver); no class is loaded to
 * verify, so that check decides only with classes already loaded.
 *
 * Type checking (class files >= 50, no jsr/ret).  The frames of the
 * StackMapTable, decoded by read_stackmap, are the only merge points, and
 * they are fixed, never merged into.  The code is walked once, in order:
 * an instruction with a declared frame starts from that frame, and the
 * frame the instruction before it leaves, when it falls through, must be
 * assignable to it ("Current frame's stack size doesn't match stackmap");
 * every branch or switch target and every exception handler covering an
 * instruction (with the locals before it, and after it for a store) must
 * have a declared frame ("Expecting a stackmap frame at branch target N")
 * that the current frame is assignable to ("Inconsistent stackmap frames
 * at branch target N"); an instruction after a goto, return, athrow or
 * switch must have one ("Expecting a stack map frame").  Assignable means
 * locals pointwise, the stack of the same height and pointwise, with
 * assignability (JVMS 4.10.1.2) decided without loading a class: by kind;
 * arrays by their descriptors (int[] only to int[], String[] to
 * Object[]); an array to Object, Cloneable and Serializable only; one
 * class to another only when both are already loaded, and then by their
 * supertypes; a class not loaded yet, or an interface, accepts any class
 * (so a table may declare a wrong class the walk cannot disprove; the
 * receiver checks and the interpreter's own checks are what stand behind
 * such a class).  Each instruction is visited once, so this is cheaper
 * than inference.  A malformed table is a ClassFormatError as the stock
 * JVM's ("StackMapTable format error: ..."); a class file >= 51 without a
 * table fails at its first branch; version 50 falls back to inference
 * where type checking fails, as the stock JVM does.
 *
 * Type inference (older class files, jsr/ret).  The walk keeps one frame
 * per "merge point" (pc 0, branch and switch targets, exception handlers,
 * the instruction after a jsr) and runs straight-line code from a merge
 * point until it reaches the next one, merging into it; a frame that
 * changed goes back on the work list.  So memory is frames x merge
 * points, not frames x instructions.
 *
 * Subroutines (jsr/ret, javac before 1.6 and hand-assembled code): a
 * subroutine is the code its entry reaches without following nested jsrs
 * or rets; the locals it may write are collected from its stores (and
 * those of the subroutines it calls).  A ret flows to the instruction
 * after every jsr that calls a subroutine it belongs to, with the
 * subroutine's written locals taken from the ret's frame and all others
 * from the frame at that jsr, so a local the subroutine never touches
 * keeps its type across the call (JVMS 4.10.2.5).  At most 256
 * subroutines and 4,096 jsr instructions per method are verified; more is
 * a VerifyError.
 *
 * Failures are VerifyErrors with the class, method, bytecode offset and a
 * reason worded as the stock JVM words it ("Operand stack underflow", "Bad
 * type on operand stack" ...).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bytecode.h"
#include "verify.h"

/* Big-endian s4 at offset p of the code array `bc` in scope. */
#define S32(p) ((int32_t)(((uint32_t)bc[p] << 24) | ((uint32_t)bc[(p) + 1] << 16) | ((uint32_t)bc[(p) + 2] << 8) | bc[(p) + 3]))

enum { T_TOP, T_INT, T_FLOAT, T_LONG, T_LONG2, T_DOUBLE, T_DOUBLE2, T_REF, T_NUL, T_UTHIS, T_UNEW, T_RET };

typedef struct VType {
	uint8_t k;
	uint16_t aux;              /* UNEW: pc of the new */
	const char *arr;           /* REF: array descriptor symbol or NULL */
	const char *cls;           /* REF, not an array: class name symbol, NULL if unknown */
} VType;

typedef struct Frame {
	uint16_t sp;
	bool set;                  /* reached at least once */
	VType *loc, *stk;          /* max_locals, max_stack entries */
} Frame;

typedef struct Ver {
	VmThread *t;
	VmMethod *m;
	const VmClassFile *cf;
	const uint8_t *bc;
	uint32_t len, nl, ns;      /* code length, max_locals, max_stack */
	int32_t *merge;            /* pc -> merge-point number, -1 if none */
	uint32_t *merge_pc;        /* merge-point number -> pc */
	Frame *frames;             /* one per merge point */
	uint32_t n_merge;
	uint32_t *work;            /* merge-point numbers to (re)visit */
	bool *queued;
	uint32_t n_work;
	uint32_t pc;               /* instruction being checked, for messages */
	const char *obj_arr;       /* "[Ljava/lang/Object;" */
	const char *this_cls;      /* symbol of the method's class name */
	/* subroutines (only when the method has jsr): */
	uint32_t n_jsr, n_sub;
	uint32_t *jsr_pc;          /* pc of each jsr / jsr_w */
	uint32_t *jsr_sub;         /* the subroutine it calls */
	uint32_t *sub_pc;          /* entry pc of each subroutine */
	uint8_t *reach;            /* n_sub bitmaps over pc: code of the subroutine */
	uint8_t *writes;           /* n_sub bitmaps over locals it may write */
	Frame *snap;               /* per jsr: frame at the jsr */
	Frame *retf;               /* per subroutine: frame at its rets */
	Frame scratch;
	VType *sub_mem;            /* frames of snap, retf and scratch */
	/* type checking (class files >= 50 without jsr): */
	bool check;                /* frames are the StackMapTable's, fixed */
	uint8_t *starts;           /* bitmap over pc: instruction starts */
	uint32_t *insns, n_insns;  /* pc of each instruction, in order */
	const char **catch_sym;    /* per handler: its catch type's symbol */
} Ver;

static bool fail(Ver *v, const char *why)
{
	char cn[512];

	vm_class_java_name(v->m->clazz, cn, sizeof cn);
	vm_throw(v->t, "java/lang/VerifyError", "(class: %s, method: %s signature: %s) %s at bytecode offset %u",
		 cn, v->m->name, v->m->desc, why, v->pc);
	return false;
}

static VType mk(uint8_t k) { VType r; r.k = k; r.aux = 0; r.arr = NULL; r.cls = NULL; return r; }
static VType mkref(const char *arr) { VType r = mk(T_REF); r.arr = arr; return r; }
/* An instance of the class named cls (a symbol; NULL: some class). */
static VType mkobj(const char *cls) { VType r = mk(T_REF); r.cls = cls; return r; }

static bool is_ref(VType a) { return a.k == T_REF || a.k == T_NUL; }

static bool same(VType a, VType b)
{
	return a.k == b.k && a.aux == b.aux && a.arr == b.arr && a.cls == b.cls;
}

/* Least common kind of a and b (the frame at a merge point). */
static VType join(const Ver *v, VType a, VType b)
{
	if (same(a, b))
		return a;
	if (a.k == T_NUL && b.k == T_REF)
		return b;
	if (b.k == T_NUL && a.k == T_REF)
		return a;
	if (a.k == T_REF && b.k == T_REF) {
		/* two arrays of references stay an array of references */
		if (a.arr && b.arr && (a.arr[1] == 'L' || a.arr[1] == '[') && (b.arr[1] == 'L' || b.arr[1] == '['))
			return mkref(v->obj_arr);
		return mkref(NULL);
	}
	return mk(T_TOP);
}

/* ------------------------------------------------------------ frames */

static bool push(Ver *v, Frame *f, VType x)
{
	if (f->sp >= v->ns)
		return fail(v, "Operand stack overflow");
	f->stk[f->sp++] = x;
	return true;
}

static bool push_kind(Ver *v, Frame *f, char d, const char *desc)
{
	switch (d) {
	case 'I': case 'Z': case 'B': case 'C': case 'S': return push(v, f, mk(T_INT));
	case 'F': return push(v, f, mk(T_FLOAT));
	case 'J': return push(v, f, mk(T_LONG)) && push(v, f, mk(T_LONG2));
	case 'D': return push(v, f, mk(T_DOUBLE)) && push(v, f, mk(T_DOUBLE2));
	case 'L': return push(v, f, mkref(NULL));
	case '[': return push(v, f, mkref(desc));
	case 'N': return push(v, f, mk(T_NUL));
	default: return true;    /* V */
	}
}

static bool pop_any(Ver *v, Frame *f, VType *out)
{
	*out = mk(T_TOP);
	if (f->sp == 0)
		return fail(v, "Operand stack underflow");
	*out = f->stk[--f->sp];
	return true;
}

/* Pop a value of descriptor kind d ('I' also for Z B C S, 'A' any
 * reference; for an array descriptor, any reference or array). */
static bool pop_kind(Ver *v, Frame *f, char d)
{
	VType x;

	switch (d) {
	case 'Z': case 'B': case 'C': case 'S': d = 'I'; break;
	case 'L': case '[': d = 'A'; break;
	default: break;
	}
	if (d == 'J' || d == 'D') {
		VType lo;
		if (!pop_any(v, f, &lo) || !pop_any(v, f, &x))
			return false;
		if (d == 'J' ? (x.k != T_LONG || lo.k != T_LONG2) : (x.k != T_DOUBLE || lo.k != T_DOUBLE2))
			return fail(v, "Bad type on operand stack");
		return true;
	}
	if (!pop_any(v, f, &x))
		return false;
	if ((d == 'I' && x.k != T_INT) || (d == 'F' && x.k != T_FLOAT) || (d == 'A' && !is_ref(x)))
		return fail(v, "Bad type on operand stack");
	return true;
}

/* Pop an array reference whose elements suit `want` (a descriptor letter,
 * 'B' accepting boolean arrays too, 'A' any reference array, 0 any
 * array); *elem gets
 * the element descriptor, NULL when the array is the null constant. */
static bool pop_array(Ver *v, Frame *f, char want, const char **elem)
{
	VType x;

	if (!pop_any(v, f, &x))
		return false;
	*elem = NULL;
	if (x.k == T_NUL)
		return true;
	if (x.k != T_REF || !x.arr)
		return fail(v, "Bad type on operand stack in array access");
	if (want == 0 ? false : want == 'A' ? (x.arr[1] != 'L' && x.arr[1] != '[') :
	    want == 'B' ? (x.arr[1] != 'B' && x.arr[1] != 'Z') : x.arr[1] != want)
		return fail(v, "Bad type on operand stack in array access");
	*elem = x.arr + 1;
	return true;
}

static bool load_local(Ver *v, Frame *f, uint32_t ix, char d)
{
	VType x = f->loc[ix];

	switch (d) {
	case 'I': if (x.k != T_INT) goto bad; return push(v, f, x);
	case 'F': if (x.k != T_FLOAT) goto bad; return push(v, f, x);
	case 'J':
		if (ix + 1 >= v->nl || x.k != T_LONG || f->loc[ix + 1].k != T_LONG2) goto bad;
		return push(v, f, x) && push(v, f, f->loc[ix + 1]);
	case 'D':
		if (ix + 1 >= v->nl || x.k != T_DOUBLE || f->loc[ix + 1].k != T_DOUBLE2) goto bad;
		return push(v, f, x) && push(v, f, f->loc[ix + 1]);
	default:     /* aload: references, also uninitialised ones */
		if (!is_ref(x) && x.k != T_UTHIS && x.k != T_UNEW) goto bad;
		return push(v, f, x);
	}
bad:
	return fail(v, "Bad local variable type");
}

/* Write x (and x2 for a pair) into local ix, breaking any pair it cuts. */
static void set_local(Ver *v, Frame *f, uint32_t ix, VType x, const VType *x2)
{
	if (ix > 0 && (f->loc[ix - 1].k == T_LONG || f->loc[ix - 1].k == T_DOUBLE))
		f->loc[ix - 1] = mk(T_TOP);
	f->loc[ix] = x;
	if (x2) {
		if (ix + 2 < v->nl && (f->loc[ix + 2].k == T_LONG2 || f->loc[ix + 2].k == T_DOUBLE2))
			f->loc[ix + 2] = mk(T_TOP);
		f->loc[ix + 1] = *x2;
	} else if (ix + 1 < v->nl && (f->loc[ix + 1].k == T_LONG2 || f->loc[ix + 1].k == T_DOUBLE2)) {
		f->loc[ix + 1] = mk(T_TOP);
	}
}

static bool store_local(Ver *v, Frame *f, uint32_t ix, char d)
{
	VType x, lo;

	if (d == 'J' || d == 'D') {
		if (ix + 1 >= v->nl)
			return fail(v, "Illegal local variable number");
		if (!pop_any(v, f, &lo) || !pop_any(v, f, &x))
			return false;
		if (d == 'J' ? (x.k != T_LONG || lo.k != T_LONG2) : (x.k != T_DOUBLE || lo.k != T_DOUBLE2))
			return fail(v, "Bad type on operand stack");
		set_local(v, f, ix, x, &lo);
		return true;
	}
	if (!pop_any(v, f, &x))
		return false;
	if ((d == 'I' && x.k != T_INT) || (d == 'F' && x.k != T_FLOAT) ||
	    (d == 'A' && !is_ref(x) && x.k != T_UTHIS && x.k != T_UNEW && x.k != T_RET))
		return fail(v, "Bad type on operand stack");
	set_local(v, f, ix, x, NULL);
	return true;
}

/* Merge f into g (the frame kept at a merge point, a jsr site or a
 * subroutine's ret): -1 on failure (VerifyError pending, at is the pc
 * named), 1 if g changed, 0 if not. */
static int merge_frame(Ver *v, Frame *g, const Frame *f, uint32_t at)
{
	bool changed = false;
	uint32_t i;

	if (!g->set) {
		g->set = true;
		g->sp = f->sp;
		memcpy(g->loc, f->loc, v->nl * sizeof *g->loc);
		memcpy(g->stk, f->stk, f->sp * sizeof *g->stk);
		return 1;
	}
	if (g->sp != f->sp) {
		char why[80];
		uint32_t here = v->pc;
		snprintf(why, sizeof why, "Inconsistent stack height %u != %u", g->sp, f->sp);
		v->pc = at;
		fail(v, why);
		v->pc = here;
		return -1;
	}
	for (i = 0; i < v->nl; i++) {
		VType j = join(v, g->loc[i], f->loc[i]);
		if (!same(j, g->loc[i])) {
			g->loc[i] = j;
			changed = true;
		}
	}
	for (i = 0; i < f->sp; i++) {
		VType j = join(v, g->stk[i], f->stk[i]);
		if (!same(j, g->stk[i])) {
			if (j.k == T_TOP) {
				fail(v, "Mismatched stack types");
				return -1;
			}
			g->stk[i] = j;
			changed = true;
		}
	}
	return changed;
}

static bool check_target(Ver *v, const Frame *f, uint32_t target);

/* f flows to target_pc: merge it into the frame there (if target_pc is a
 * merge point) and queue the merge point if its frame changed.  When
 * type checking, f must fit the declared frame there instead. */
static bool flow(Ver *v, const Frame *f, uint32_t target_pc)
{
	int32_t n = v->merge[target_pc];
	int r;

	if (v->check)
		return check_target(v, f, target_pc);
	if (n < 0)
		return true;    /* not a merge point: reached by fall-through only */
	r = merge_frame(v, &v->frames[n], f, target_pc);
	if (r < 0)
		return false;
	if (r && !v->queued[n]) {
		v->queued[n] = true;
		v->work[v->n_work++] = (uint32_t)n;
	}
	return true;
}

/* ------------------------------------------------------- subroutines */

/* The frame after jsr site j returns: locals the subroutine may write come
 * from its ret frame, the others from the frame at the jsr; the stack from
 * the ret frame. */
static bool flow_return(Ver *v, uint32_t j)
{
	uint32_t s = v->jsr_sub[j], i;
	const Frame *snap = &v->snap[j], *rf = &v->retf[s];
	Frame *x = &v->scratch;
	const uint8_t *w = v->writes + (size_t)s * ((v->nl + 7) / 8);

	if (!snap->set || !rf->set)
		return true;
	for (i = 0; i < v->nl; i++)
		x->loc[i] = (w[i / 8] >> (i % 8)) & 1 ? rf->loc[i] : snap->loc[i];
	x->sp = rf->sp;
	memcpy(x->stk, rf->stk, rf->sp * sizeof *x->stk);
	return flow(v, x, v->jsr_pc[j] + vm_op_length(v->bc, v->len, v->jsr_pc[j]));
}

static bool in_sub(const Ver *v, uint32_t s, uint32_t pc)
{
	const uint8_t *r = v->reach + (size_t)s * ((v->len + 7) / 8);
	return (r[pc / 8] >> (pc % 8)) & 1;
}

/* jsr at v->pc to subroutine s, frame f before the return address is
 * pushed. */
static bool do_jsr(Ver *v, Frame *f, uint32_t target)
{
	uint32_t j;

	if (!push(v, f, mk(T_RET)) || !flow(v, f, target))
		return false;
	f->sp--;
	for (j = 0; j < v->n_jsr && v->jsr_pc[j] != v->pc; j++)
		;
	if (merge_frame(v, &v->snap[j], f, v->pc) < 0)
		return false;
	return flow_return(v, j);
}

/* ret through local ix: the frame goes to the return site of every jsr
 * that calls a subroutine this ret belongs to. */
static bool do_ret(Ver *v, Frame *f, uint32_t ix)
{
	uint32_t s, j;

	if (f->loc[ix].k != T_RET)
		return fail(v, "Bad local variable type");
	for (s = 0; s < v->n_sub; s++) {
		if (!in_sub(v, s, v->pc))
			continue;
		if (merge_frame(v, &v->retf[s], f, v->pc) < 0)
			return false;
		for (j = 0; j < v->n_jsr; j++)
			if (v->jsr_sub[j] == s && !flow_return(v, j))
				return false;
	}
	return true;
}

/* Exception handlers covering pc get the locals of f and a Throwable. */
static bool flow_handlers(Ver *v, const Frame *f, Frame *tmp)
{
	const VmCfCode *c = v->m->code;
	uint16_t i;

	for (i = 0; i < c->n_handlers; i++) {
		const VmCfHandler *h = &c->handlers[i];
		if (v->pc < h->start_pc || v->pc >= h->end_pc)
			continue;
		memcpy(tmp->loc, f->loc, v->nl * sizeof *tmp->loc);
		tmp->sp = 0;
		if (v->ns == 0)
			return fail(v, "Operand stack overflow");
		tmp->stk[tmp->sp++] = mkobj(v->catch_sym ? v->catch_sym[i] :
					    vm_symbol(h->catch_type ? vm_cf_class_name(v->cf, h->catch_type) :
						      "java/lang/Throwable"));
		if (!flow(v, tmp, h->handler_pc))
			return false;
	}
	return true;
}

/* --------------------------------------------------------- descriptors */

/* The symbol for the descriptor of length n at d, for arrays; NULL else. */
static const char *arr_sym(const char *d, size_t n)
{
	return d[0] == '[' ? vm_symbol_n(d, n) : NULL;
}

/* Length of the field descriptor at d. */
static size_t desc_len(const char *d)
{
	const char *p = d;

	while (*p == '[')
		p++;
	if (*p == 'L') {
		const char *e = strchr(p, ';');
		return e ? (size_t)(e - d) + 1 : strlen(d);
	}
	return (size_t)(p - d) + 1;
}

static bool push_desc(Ver *v, Frame *f, const char *d)
{
	if (d[0] == 'L')
		return push(v, f, mkobj(vm_symbol_n(d + 1, desc_len(d) - 2)));
	return push_kind(v, f, d[0], d[0] == '[' ? arr_sym(d, desc_len(d)) : NULL);
}

/* Pop the arguments of method descriptor desc, last first. */
static bool pop_args(Ver *v, Frame *f, const char *desc)
{
	const char *p = desc + 1, *args[256];
	int n = 0;

	while (*p && *p != ')' && n < 256) {
		args[n++] = p;
		p += desc_len(p);
	}
	while (n-- > 0)
		if (!pop_kind(v, f, args[n][0]))
			return false;
	return true;
}

static const char *ret_of(const char *desc)
{
	const char *p = strchr(desc, ')');
	return p ? p + 1 : "V";
}

/* Name and descriptor of the member at pool index ix (Field/Method/
 * IMethod ref, or InvokeDynamic), already checked by the parser. */
static void member(const VmClassFile *cf, uint16_t ix, const char **name, const char **desc)
{
	const VmCfConst *k = &cf->cp[ix];
	uint16_t nat = k->tag == CF_INVOKEDYNAMIC || k->tag == CF_DYNAMIC ? k->u.dyn.nat_index : k->u.ref.nat_index;

	*name = vm_cf_utf8(cf, cf->cp[nat].u.nat.name_index);
	*desc = vm_cf_utf8(cf, cf->cp[nat].u.nat.desc_index);
}

/* --------------------------------------------------------- one insn */

static bool check_sig(Ver *v, Frame *f, const char *sig)
{
	const char *colon = strchr(sig, ':'), *p;
	const char *pops[8];
	int n = 0;

	for (p = sig; p < colon; p++) {
		pops[n++] = p;
		if (*p == '[')
			p++;
	}
	while (n-- > 0) {
		if (pops[n][0] == '[') {
			const char *e;
			if (!pop_array(v, f, pops[n][1], &e))
				return false;
		} else if (!pop_kind(v, f, pops[n][0] == 'A' ? 'A' : pops[n][0])) {
			return false;
		}
	}
	for (p = colon + 1; *p; p++)
		if (!push_kind(v, f, *p, NULL))
			return false;
	return true;
}

/* Replace every occurrence of the uninitialised value u by an initialised
 * reference (after its constructor ran). */
static void initialise(Ver *v, Frame *f, VType u)
{
	const uint8_t *bc = v->bc;
	VType r = mkobj(u.k == T_UTHIS ? v->this_cls :
			vm_symbol(vm_cf_class_name(v->cf, (uint16_t)((bc[u.aux + 1] << 8) | bc[u.aux + 2]))));
	uint32_t i;

	for (i = 0; i < v->nl; i++)
		if (same(f->loc[i], u))
			f->loc[i] = r;
	for (i = 0; i < f->sp; i++)
		if (same(f->stk[i], u))
			f->stk[i] = r;
}

/* Does class c (loaded, so its supertypes are known) have a supertype
 * named owner? */
static bool has_supertype(const VmClass *c, const char *owner)
{
	uint16_t i;

	for (; c; c = c->super) {
		if (strcmp(c->name, owner) == 0)
			return true;
		for (i = 0; i < c->n_interfaces; i++)
			if (has_supertype(c->interfaces[i], owner))
				return true;
	}
	return false;
}

/* The receiver r of getfield, putfield, invokevirtual or invokespecial
 * whose member belongs to the class at pool index class_ix.  The
 * interpreter reaches fields at the resolved field's offset and virtual
 * methods through the resolved method's vtable slot, so a receiver of an
 * unrelated class must not get there.  Rejected: a receiver that is not
 * a reference, an array (unless the member is Object's or named through
 * an array class), and an object
 * whose class is known and loaded and does not have the owner among its
 * supertypes.  A class that is not loaded yet, or a reference whose class
 * the merges lost, is let through (no class is loaded to verify). */
static bool check_receiver(Ver *v, VType r, uint16_t class_ix)
{
	const char *owner = vm_cf_class_name(v->cf, class_ix);
	const VmClass *c;

	if (r.k == T_NUL)
		return true;
	if (r.k != T_REF)
		return fail(v, "Bad type on operand stack");
	/* Object's members, and those named through an array class (clone
	 * on an array: they resolve to Object's), suit every reference */
	if (strcmp(owner, "java/lang/Object") == 0 || owner[0] == '[')
		return true;
	if (r.arr)
		return fail(v, "Bad type on operand stack: an array is not an instance of the member's class");
	if (!r.cls || strcmp(r.cls, owner) == 0)
		return true;
	c = r.cls == v->this_cls ? v->m->clazz : vm_find_loaded_class_in(v->m->clazz->loader, r.cls);
	if (c && !has_supertype(c, owner))
		return fail(v, "Bad type on operand stack: receiver is not an instance of the member's class");
	return true;
}

static bool check_invoke(Ver *v, Frame *f, uint8_t op, uint16_t ix)
{
	const char *name, *desc;

	member(v->cf, ix, &name, &desc);
	if (!pop_args(v, f, desc))
		return false;
	if (op == 0xb7 && strcmp(name, "<init>") == 0) {
		VType r;
		if (!pop_any(v, f, &r))
			return false;
		if (r.k != T_UTHIS && r.k != T_UNEW)
			return fail(v, "Bad type on operand stack: expected an uninitialized object");
		initialise(v, f, r);
	} else if (op == 0xb6 || op == 0xb7) {
		VType r;
		if (!pop_any(v, f, &r) || !check_receiver(v, r, v->cf->cp[ix].u.ref.class_index))
			return false;
	} else if (op != 0xb8 && op != 0xba) {
		if (!pop_kind(v, f, 'A'))
			return false;
	}
	return push_desc(v, f, ret_of(desc));
}

/* Check the instruction at v->pc on frame f; *next is the fall-through pc
 * (0 when there is none).  Branch targets are flowed into here. */
static bool step(Ver *v, Frame *f, uint32_t *next, Frame *tmp)
{
	const uint8_t *bc = v->bc;
	uint32_t pc = v->pc, l = vm_op_length(bc, v->len, pc);
	uint8_t op = bc[pc];
	const VmOpInfo *oi = vm_op_info(op);
	const char *elem;
	VType a, b, c, d;

	*next = oi->flags & VM_OPF_END ? 0 : pc + l;
	if (!flow_handlers(v, f, tmp))
		return false;
	if (oi->sig && op != 0xaa && op != 0xab && !(oi->flags & VM_OPF_BR)) {
		if (!check_sig(v, f, oi->sig))
			return false;
		goto done;
	}
	switch (op) {
	case 0x12: case 0x13: case 0x14: {
		uint16_t ix = op == 0x12 ? bc[pc + 1] : (uint16_t)((bc[pc + 1] << 8) | bc[pc + 2]);
		uint8_t tag = v->cf->cp[ix].tag;
		if (tag == CF_INTEGER) { if (!push(v, f, mk(T_INT))) return false; }
		else if (tag == CF_FLOAT) { if (!push(v, f, mk(T_FLOAT))) return false; }
		else if (tag == CF_LONG) { if (!push_kind(v, f, 'J', NULL)) return false; }
		else if (tag == CF_DOUBLE) { if (!push_kind(v, f, 'D', NULL)) return false; }
		else if (tag == CF_DYNAMIC) {
			const char *n, *ds;
			member(v->cf, ix, &n, &ds);
			if (!push_desc(v, f, ds)) return false;
		} else if (!push(v, f, mkobj(tag == CF_STRING ? vm_symbol("java/lang/String") :
					      tag == CF_CLASS ? vm_symbol("java/lang/Class") : NULL))) return false;
		break;
	}
	case 0x15: if (!load_local(v, f, bc[pc + 1], 'I')) return false; break;
	case 0x16: if (!load_local(v, f, bc[pc + 1], 'J')) return false; break;
	case 0x17: if (!load_local(v, f, bc[pc + 1], 'F')) return false; break;
	case 0x18: if (!load_local(v, f, bc[pc + 1], 'D')) return false; break;
	case 0x19: if (!load_local(v, f, bc[pc + 1], 'A')) return false; break;
	case 0x1a: case 0x1b: case 0x1c: case 0x1d: if (!load_local(v, f, op - 0x1a, 'I')) return false; break;
	case 0x1e: case 0x1f: case 0x20: case 0x21: if (!load_local(v, f, op - 0x1e, 'J')) return false; break;
	case 0x22: case 0x23: case 0x24: case 0x25: if (!load_local(v, f, op - 0x22, 'F')) return false; break;
	case 0x26: case 0x27: case 0x28: case 0x29: if (!load_local(v, f, op - 0x26, 'D')) return false; break;
	case 0x2a: case 0x2b: case 0x2c: case 0x2d: if (!load_local(v, f, op - 0x2a, 'A')) return false; break;
	case 0x32:      /* aaload */
		if (!pop_kind(v, f, 'I') || !pop_array(v, f, 'A', &elem))
			return false;
		if (!(elem ? push_desc(v, f, elem) : push(v, f, mk(T_NUL))))
			return false;
		break;
	case 0x33:      /* baload */
		if (!pop_kind(v, f, 'I') || !pop_array(v, f, 'B', &elem) || !push(v, f, mk(T_INT)))
			return false;
		break;
	case 0x36: if (!store_local(v, f, bc[pc + 1], 'I')) return false; break;
	case 0x37: if (!store_local(v, f, bc[pc + 1], 'J')) return false; break;
	case 0x38: if (!store_local(v, f, bc[pc + 1], 'F')) return false; break;
	case 0x39: if (!store_local(v, f, bc[pc + 1], 'D')) return false; break;
	case 0x3a: if (!store_local(v, f, bc[pc + 1], 'A')) return false; break;
	case 0x3b: case 0x3c: case 0x3d: case 0x3e: if (!store_local(v, f, op - 0x3b, 'I')) return false; break;
	case 0x3f: case 0x40: case 0x41: case 0x42: if (!store_local(v, f, op - 0x3f, 'J')) return false; break;
	case 0x43: case 0x44: case 0x45: case 0x46: if (!store_local(v, f, op - 0x43, 'F')) return false; break;
	case 0x47: case 0x48: case 0x49: case 0x4a: if (!store_local(v, f, op - 0x47, 'D')) return false; break;
	case 0x4b: case 0x4c: case 0x4d: case 0x4e: if (!store_local(v, f, op - 0x4b, 'A')) return false; break;
	case 0x53:      /* aastore */
		if (!pop_kind(v, f, 'A') || !pop_kind(v, f, 'I') || !pop_array(v, f, 'A', &elem))
			return false;
		break;
	case 0x54:      /* bastore */
		if (!pop_kind(v, f, 'I') || !pop_kind(v, f, 'I') || !pop_array(v, f, 'B', &elem))
			return false;
		break;
	case 0x57:      /* pop */
		if (!pop_any(v, f, &a))
			return false;
		if (a.k == T_LONG2 || a.k == T_DOUBLE2)
			return fail(v, "Bad type on operand stack");
		break;
	case 0x58:      /* pop2 */
		if (!pop_any(v, f, &a) || !pop_any(v, f, &b))
			return false;
		if ((b.k == T_LONG2 || b.k == T_DOUBLE2) || ((a.k == T_LONG || a.k == T_DOUBLE)))
			return fail(v, "Bad type on operand stack");
		break;
#define CAT1(x) ((x).k != T_LONG && (x).k != T_LONG2 && (x).k != T_DOUBLE && (x).k != T_DOUBLE2)
#define PAIRTOP(x) ((x).k == T_LONG2 || (x).k == T_DOUBLE2)
	case 0x59:      /* dup */
		if (!pop_any(v, f, &a)) return false;
		if (!CAT1(a)) return fail(v, "Bad type on operand stack");
		if (!push(v, f, a) || !push(v, f, a)) return false;
		break;
	case 0x5a:      /* dup_x1 */
		if (!pop_any(v, f, &a) || !pop_any(v, f, &b)) return false;
		if (!CAT1(a) || !CAT1(b)) return fail(v, "Bad type on operand stack");
		if (!push(v, f, a) || !push(v, f, b) || !push(v, f, a)) return false;
		break;
	case 0x5b:      /* dup_x2 */
		if (!pop_any(v, f, &a) || !pop_any(v, f, &b) || !pop_any(v, f, &c)) return false;
		if (!CAT1(a) || (CAT1(b) != CAT1(c)) || (!CAT1(b) && !PAIRTOP(b))) return fail(v, "Bad type on operand stack");
		if (!push(v, f, a) || !push(v, f, c) || !push(v, f, b) || !push(v, f, a)) return false;
		break;
	case 0x5c:      /* dup2 */
		if (!pop_any(v, f, &a) || !pop_any(v, f, &b)) return false;
		if (CAT1(a) != CAT1(b) || (!CAT1(a) && !PAIRTOP(a))) return fail(v, "Bad type on operand stack");
		if (!push(v, f, b) || !push(v, f, a) || !push(v, f, b) || !push(v, f, a)) return false;
		break;
	case 0x5d:      /* dup2_x1 */
		if (!pop_any(v, f, &a) || !pop_any(v, f, &b) || !pop_any(v, f, &c)) return false;
		if (CAT1(a) != CAT1(b) || (!CAT1(a) && !PAIRTOP(a)) || !CAT1(c)) return fail(v, "Bad type on operand stack");
		if (!push(v, f, b) || !push(v, f, a) || !push(v, f, c) || !push(v, f, b) || !push(v, f, a)) return false;
		break;
	case 0x5e:      /* dup2_x2 */
		if (!pop_any(v, f, &a) || !pop_any(v, f, &b) || !pop_any(v, f, &c) || !pop_any(v, f, &d)) return false;
		if (CAT1(a) != CAT1(b) || (!CAT1(a) && !PAIRTOP(a)) || CAT1(c) != CAT1(d) || (!CAT1(c) && !PAIRTOP(c)))
			return fail(v, "Bad type on operand stack");
		if (!push(v, f, b) || !push(v, f, a) || !push(v, f, d) || !push(v, f, c) ||
		    !push(v, f, b) || !push(v, f, a)) return false;
		break;
	case 0x5f:      /* swap */
		if (!pop_any(v, f, &a) || !pop_any(v, f, &b)) return false;
		if (!CAT1(a) || !CAT1(b)) return fail(v, "Bad type on operand stack");
		if (!push(v, f, a) || !push(v, f, b)) return false;
		break;
	case 0x84:      /* iinc */
		if (f->loc[bc[pc + 1]].k != T_INT)
			return fail(v, "Bad local variable type");
		break;
	case 0x99: case 0x9a: case 0x9b: case 0x9c: case 0x9d: case 0x9e:
	case 0x9f: case 0xa0: case 0xa1: case 0xa2: case 0xa3: case 0xa4:
	case 0xa5: case 0xa6: case 0xa7: case 0xc6: case 0xc7:
		if (!check_sig(v, f, oi->sig))
			return false;
		if (!flow(v, f, (uint32_t)((int32_t)pc + (int16_t)((bc[pc + 1] << 8) | bc[pc + 2]))))
			return false;
		break;
	case 0xc8:
		if (!flow(v, f, (uint32_t)((int32_t)pc + (int32_t)(((uint32_t)bc[pc + 1] << 24) | ((uint32_t)bc[pc + 2] << 16) |
							    ((uint32_t)bc[pc + 3] << 8) | bc[pc + 4]))))
			return false;
		break;
	case 0xa8: case 0xc9: {    /* jsr */
		int32_t off = op == 0xa8 ? (int16_t)((bc[pc + 1] << 8) | bc[pc + 2]) : S32(pc + 1);
		if (!do_jsr(v, f, (uint32_t)((int32_t)pc + off)))
			return false;
		/* the instruction after the jsr is a merge point, reached from ret */
		*next = 0;
		return flow_handlers(v, f, tmp);
	}
	case 0xa9:                 /* ret */
		if (!do_ret(v, f, bc[pc + 1]))
			return false;
		break;
	case 0xaa: case 0xab: {
		uint32_t q = (pc + 4) & ~3u, k, n;
		int32_t lo, hi;
		if (!pop_kind(v, f, 'I'))
			return false;
		if (!flow(v, f, (uint32_t)((int32_t)pc + S32(q))))
			return false;
		if (op == 0xaa) {
			lo = S32(q + 4);
			hi = S32(q + 8);
			n = (uint32_t)(hi - lo + 1);
			for (k = 0; k < n; k++)
				if (!flow(v, f, (uint32_t)((int32_t)pc + S32(q + 12 + 4 * k))))
					return false;
		} else {
			n = (uint32_t)S32(q + 4);
			for (k = 0; k < n; k++)
				if (!flow(v, f, (uint32_t)((int32_t)pc + S32(q + 12 + 8 * k))))
					return false;
		}
		break;
	}
	case 0xac: case 0xad: case 0xae: case 0xaf: case 0xb0: {
		char r = ret_of(v->m->desc)[0];
		char want = op == 0xac ? 'I' : op == 0xad ? 'J' : op == 0xae ? 'F' : op == 0xaf ? 'D' : 'A';
		char rk = r == 'Z' || r == 'B' || r == 'C' || r == 'S' ? 'I' : r == 'L' || r == '[' ? 'A' : r;
		if (rk != want)
			return fail(v, "Method expects a return value of another type");
		if (!pop_kind(v, f, want))
			return false;
		break;
	}
	case 0xb1: {
		uint32_t i;
		if (ret_of(v->m->desc)[0] != 'V')
			return fail(v, "Method expects a return value");
		for (i = 0; i < v->nl; i++)
			if (f->loc[i].k == T_UTHIS)
				return fail(v, "Constructor must call super() or this() before return");
		break;
	}
	case 0xb2: case 0xb3: case 0xb4: case 0xb5: {
		const char *name, *desc;
		uint16_t ix = (uint16_t)((bc[pc + 1] << 8) | bc[pc + 2]);
		member(v->cf, ix, &name, &desc);
		if (op == 0xb3 || op == 0xb5)
			if (!pop_kind(v, f, desc[0]))
				return false;
		if (op == 0xb4 || op == 0xb5) {
			uint16_t owner_ix = v->cf->cp[ix].u.ref.class_index;
			if (!pop_any(v, f, &a))
				return false;
			/* a constructor may set its own class's fields before super() */
			if (a.k == T_UTHIS && op == 0xb5) {
				if (strcmp(vm_cf_class_name(v->cf, owner_ix), v->m->clazz->name) != 0)
					return fail(v, "Bad type on operand stack");
			} else if (!check_receiver(v, a, owner_ix)) {
				return false;
			}
		}
		if ((op == 0xb2 || op == 0xb4) && !push_desc(v, f, desc))
			return false;
		break;
	}
	case 0xb6: case 0xb7: case 0xb8: case 0xb9: case 0xba:
		if (!check_invoke(v, f, op, (uint16_t)((bc[pc + 1] << 8) | bc[pc + 2])))
			return false;
		break;
	case 0xbb: {
		VType u = mk(T_UNEW);
		uint32_t i;
		u.aux = (uint16_t)pc;
		/* a loop may reach this new again with the old value still around */
		for (i = 0; i < f->sp; i++)
			if (same(f->stk[i], u))
				return fail(v, "Uninitialized object exists on backward branch");
		for (i = 0; i < v->nl; i++)
			if (same(f->loc[i], u))
				f->loc[i] = mk(T_TOP);
		if (!push(v, f, u))
			return false;
		break;
	}
	case 0xbc: {               /* newarray */
		static const char *const prim[12] = { NULL, NULL, NULL, NULL, "[Z", "[C", "[F", "[D", "[B", "[S", "[I", "[J" };
		if (!pop_kind(v, f, 'I') || !push(v, f, mkref(vm_symbol(prim[bc[pc + 1]]))))
			return false;
		break;
	}
	case 0xbd: {               /* anewarray */
		const char *cn = vm_cf_class_name(v->cf, (uint16_t)((bc[pc + 1] << 8) | bc[pc + 2]));
		char buf[1024];
		if (cn[0] == '[')
			snprintf(buf, sizeof buf, "[%s", cn);
		else
			snprintf(buf, sizeof buf, "[L%s;", cn);
		if (!pop_kind(v, f, 'I') || !push(v, f, mkref(vm_symbol(buf))))
			return false;
		break;
	}
	case 0xbe:
		if (!pop_array(v, f, 0, &elem))
			return false;
		if (!push(v, f, mk(T_INT)))
			return false;
		break;
	case 0xbf:
		if (!pop_kind(v, f, 'A'))
			return false;
		break;
	case 0xc0: {               /* checkcast */
		const char *cn = vm_cf_class_name(v->cf, (uint16_t)((bc[pc + 1] << 8) | bc[pc + 2]));
		if (!pop_kind(v, f, 'A') || !push(v, f, cn[0] == '[' ? mkref(vm_symbol(cn)) : mkobj(vm_symbol(cn))))
			return false;
		break;
	}
	case 0xc1:
		if (!pop_kind(v, f, 'A') || !push(v, f, mk(T_INT)))
			return false;
		break;
	case 0xc4: {               /* wide */
		uint8_t w = bc[pc + 1];
		uint32_t ix = (uint32_t)((bc[pc + 2] << 8) | bc[pc + 3]);
		switch (w) {
		case 0x15: case 0x16: case 0x17: case 0x18: case 0x19:
			if (!load_local(v, f, ix, "IJFDA"[w - 0x15])) return false;
			break;
		case 0x36: case 0x37: case 0x38: case 0x39: case 0x3a:
			if (!store_local(v, f, ix, "IJFDA"[w - 0x36])) return false;
			break;
		case 0x84:
			if (f->loc[ix].k != T_INT) return fail(v, "Bad local variable type");
			break;
		case 0xa9:
			if (!do_ret(v, f, ix)) return false;
			*next = 0;
			break;
		default:
			return fail(v, "Illegal wide instruction");
		}
		break;
	}
	case 0xc5: {               /* multianewarray */
		uint16_t ix = (uint16_t)((bc[pc + 1] << 8) | bc[pc + 2]);
		int dims = bc[pc + 3], i;
		for (i = 0; i < dims; i++)
			if (!pop_kind(v, f, 'I'))
				return false;
		if (!push(v, f, mkref(vm_symbol(vm_cf_class_name(v->cf, ix)))))
			return false;
		break;
	}
	default:
		return fail(v, "Illegal instruction");
	}
done:
	/* Type checking: the handlers must take the locals before the
	 * instruction and, after a store, those after it; no other
	 * instruction changes a local a handler could see. */
	if (v->check && !(op >= 0x36 && op <= 0x4e) && !(op == 0xc4 && bc[pc + 1] >= 0x36 && bc[pc + 1] <= 0x3a))
		return true;
	return flow_handlers(v, f, tmp);
}

/* ------------------------------------------------- type checking */

/* Assignability of a value to a type a stack-map frame declares (JVMS
 * 4.10.1.2), decided without loading a class: by kind; arrays by their
 * descriptors; one class to another only when both are loaded (a class
 * that is not loaded yet is accepted, as an interface is: JVMS treats
 * interface types as Object). */

static const VmClass *loaded(const Ver *v, const char *name)
{
	return name == v->this_cls ? v->m->clazz : vm_find_loaded_class_in(v->m->clazz->loader, name);
}

static bool class_assignable(const Ver *v, const char *a, const char *b)
{
	const VmClass *ca, *cb;

	if (a == b || strcmp(a, b) == 0 || strcmp(b, "java/lang/Object") == 0)
		return true;
	cb = loaded(v, b);
	if (!cb || vm_class_is_interface(cb))
		return true;
	ca = loaded(v, a);
	return !ca || has_supertype(ca, b);
}

/* Arrays reach Object, Cloneable and Serializable among classes. */
static bool array_supertype(const char *cls)
{
	return strcmp(cls, "java/lang/Object") == 0 || strcmp(cls, "java/lang/Cloneable") == 0 ||
	       strcmp(cls, "java/io/Serializable") == 0;
}

/* Is a value of descriptor a assignable to descriptor b (the components
 * of two array descriptors)? */
static bool desc_assignable(const Ver *v, const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b);

	if (strcmp(a, b) == 0)
		return true;
	if (b[0] == '[')
		return a[0] == '[' && desc_assignable(v, a + 1, b + 1);
	if (b[0] != 'L' || lb < 3)
		return false;           /* a primitive component must match */
	if (a[0] == '[')
		return array_supertype(vm_symbol_n(b + 1, lb - 2));
	if (a[0] != 'L' || la < 3)
		return false;
	return class_assignable(v, vm_symbol_n(a + 1, la - 2), vm_symbol_n(b + 1, lb - 2));
}

/* Reference a (initialised) to declared reference b. */
static bool ref_assignable(const Ver *v, VType a, VType b)
{
	if (b.arr) {
		if (a.arr)
			return a.arr == b.arr || desc_assignable(v, a.arr + 1, b.arr + 1);
		/* a class is not an array; a reference of unknown type is
		 * accepted only where no element size rests on it */
		return !a.cls && (b.arr[1] == 'L' || b.arr[1] == '[');
	}
	if (!b.cls)
		return true;
	if (a.arr)
		return array_supertype(b.cls);
	return !a.cls || class_assignable(v, a.cls, b.cls);
}

static bool assignable(const Ver *v, VType a, VType b)
{
	switch (b.k) {
	case T_TOP:
		return true;
	case T_UNEW:
		return a.k == T_UNEW && a.aux == b.aux;
	case T_REF:
		return a.k == T_NUL || (a.k == T_REF && ref_assignable(v, a, b));
	default:                   /* numbers, halves of pairs, null, uninitialised this */
		return a.k == b.k;
	}
}

/* 0 if frame f fits the declared frame g (locals pointwise, the stack of
 * the same height and pointwise), 1 if the heights differ, 2 if a type
 * does not fit. */
static int frame_fits(const Ver *v, const Frame *f, const Frame *g)
{
	uint32_t i;

	if (f->sp != g->sp)
		return 1;
	for (i = 0; i < v->nl; i++)
		if (!assignable(v, f->loc[i], g->loc[i]))
			return 2;
	for (i = 0; i < f->sp; i++)
		if (!assignable(v, f->stk[i], g->stk[i]))
			return 2;
	return 0;
}

/* A branch, switch or handler at v->pc goes to target with frame f. */
static bool check_target(Ver *v, const Frame *f, uint32_t target)
{
	int32_t n = v->merge[target];
	char why[80];

	if (n < 0) {
		snprintf(why, sizeof why, "Expecting a stackmap frame at branch target %u", target);
		return fail(v, why);
	}
	if (frame_fits(v, f, &v->frames[n]) != 0) {
		snprintf(why, sizeof why, "Inconsistent stackmap frames at branch target %u", target);
		return fail(v, why);
	}
	return true;
}

/*
 * StackMapTable (JVMS 4.7.4), kept raw by the class-file parser: u2
 * number_of_entries, then frames, each relative to the one before (the
 * first to the method's entry frame):
 *
 *   0-63     same                          offset_delta = type
 *   64-127   same_locals_1_stack_item      offset_delta = type - 64, 1 type
 *   128-246  reserved
 *   247      same_locals_1_stack_item_ext  u2 offset_delta, 1 type
 *   248-250  chop (251 - type locals)      u2 offset_delta
 *   251      same_frame_extended           u2 offset_delta
 *   252-254  append (type - 251 locals)    u2 offset_delta, types
 *   255      full_frame                    u2 offset_delta, u2 n, n types,
 *                                          u2 m, m types
 *
 * The first frame is at offset_delta, each later one at the previous
 * offset + offset_delta + 1.  A verification type is a tag byte, Object
 * (7) followed by a u2 CONSTANT_Class index, Uninitialized (8) by the u2
 * offset of its `new`.  A long or double is one type and two slots.
 * Every read is bounded by the attribute's length; a malformed table is a
 * ClassFormatError (a frame offset that is not an instruction start, a
 * VerifyError), as the stock JVM reports them.
 */
/* A malformed table is a ClassFormatError, worded as the stock JVM's. */
static bool sm_fail(Ver *v, const char *why)
{
	char cn[512];

	vm_class_java_name(v->m->clazz, cn, sizeof cn);
	vm_throw(v->t, "java/lang/ClassFormatError", "StackMapTable format error: %s in method %s.%s%s",
		 why, cn, v->m->name, v->m->desc);
	return false;
}

typedef struct SmIn {
	const uint8_t *p, *end;
} SmIn;

static bool sm_u1(Ver *v, SmIn *in, uint32_t *x)
{
	*x = 0;
	if (in->p >= in->end)
		return sm_fail(v, "access beyond the end of attribute");
	*x = *in->p++;
	return true;
}

static bool sm_u2(Ver *v, SmIn *in, uint32_t *x)
{
	*x = 0;
	if (in->end - in->p < 2)
		return sm_fail(v, "access beyond the end of attribute");
	*x = (uint32_t)((in->p[0] << 8) | in->p[1]);
	in->p += 2;
	return true;
}

/* Read one verification type into slots[*n] (and the next for a long or
 * double), at most max slots in all. */
static bool sm_type(Ver *v, SmIn *in, VType *slots, uint32_t *n, uint32_t max)
{
	uint32_t tag = 0, ix = 0, w;
	VType x = mk(T_TOP);

	if (!sm_u1(v, in, &tag))
		return false;
	switch (tag) {
	case 0: break;
	case 1: x = mk(T_INT); break;
	case 2: x = mk(T_FLOAT); break;
	case 3: x = mk(T_DOUBLE); break;
	case 4: x = mk(T_LONG); break;
	case 5: x = mk(T_NUL); break;
	case 6: x = mk(T_UTHIS); break;
	case 7: {
		const char *cn;
		if (!sm_u2(v, in, &ix))
			return false;
		if (ix == 0 || ix >= v->cf->cp_count || v->cf->cp[ix].tag != CF_CLASS)
			return sm_fail(v, "bad class index");
		cn = vm_cf_class_name(v->cf, (uint16_t)ix);
		x = cn[0] == '[' ? mkref(vm_symbol(cn)) : mkobj(vm_symbol(cn));
		break;
	}
	case 8:
		if (!sm_u2(v, in, &ix))
			return false;
		if (ix >= v->len || !((v->starts[ix / 8] >> (ix % 8)) & 1) || v->bc[ix] != 0xbb)
			return sm_fail(v, "bad offset for Uninitialized");
		x = mk(T_UNEW);
		x.aux = (uint16_t)ix;
		break;
	default:
		return sm_fail(v, "bad verification type");
	}
	w = x.k == T_LONG || x.k == T_DOUBLE ? 2 : 1;
	if (*n + w > max)
		return sm_fail(v, "bad type array size");
	slots[(*n)++] = x;
	if (w == 2)
		slots[(*n)++] = mk(x.k == T_LONG ? T_LONG2 : T_DOUBLE2);
	return true;
}

/* Decode the table into v->frames (v->n_merge of them, the count its
 * header gave) and mark their offsets as the merge points; entry is the
 * frame the method starts with. */
static bool read_stackmap(Ver *v, const Frame *entry)
{
	const VmCfCode *c = v->m->code;
	const Frame *prev = entry;
	uint32_t i, pc = 0, nloc = 0;
	SmIn in;

	if (!c->stackmap)
		return true;
	in.p = c->stackmap + 2;    /* after the count, read by the caller */
	in.end = c->stackmap + c->stackmap_length;
	for (i = 0; i < v->nl; i++)
		if (entry->loc[i].k != T_TOP)
			nloc = i + 1;
	for (i = 0; i < v->n_merge; i++) {
		Frame *f = &v->frames[i];
		uint32_t type = 0, delta = 0, k, n;
		if (!sm_u1(v, &in, &type))
			return false;
		memcpy(f->loc, prev->loc, v->nl * sizeof *f->loc);
		f->sp = 0;
		f->set = true;
		n = 0;
		if (type < 64) {
			delta = type;
		} else if (type < 128) {
			delta = type - 64;
			if (!sm_type(v, &in, f->stk, &n, v->ns))
				return false;
			f->sp = (uint16_t)n;
		} else if (type < 247) {
			return sm_fail(v, "reserved frame type");
		} else if (!sm_u2(v, &in, &delta)) {
			return false;
		} else if (type == 247) {
			if (!sm_type(v, &in, f->stk, &n, v->ns))
				return false;
			f->sp = (uint16_t)n;
		} else if (type <= 250) {
			for (k = 251 - type; k > 0; k--) {
				if (nloc == 0)
					return sm_fail(v, "bad type array size");
				nloc--;
				if (nloc > 0 && (f->loc[nloc].k == T_LONG2 || f->loc[nloc].k == T_DOUBLE2))
					nloc--;
			}
			for (k = nloc; k < v->nl; k++)
				f->loc[k] = mk(T_TOP);
		} else if (type >= 252 && type <= 254) {
			for (k = type - 251; k > 0; k--)
				if (!sm_type(v, &in, f->loc, &nloc, v->nl))
					return false;
		} else if (type == 255) {
			uint32_t m = 0;
			nloc = 0;
			if (!sm_u2(v, &in, &m))
				return false;
			for (k = 0; k < m; k++)
				if (!sm_type(v, &in, f->loc, &nloc, v->nl))
					return false;
			for (k = nloc; k < v->nl; k++)
				f->loc[k] = mk(T_TOP);
			if (!sm_u2(v, &in, &m))
				return false;
			for (k = 0; k < m; k++)
				if (!sm_type(v, &in, f->stk, &n, v->ns))
					return false;
			f->sp = (uint16_t)n;
		}
		pc = i == 0 ? delta : pc + delta + 1;
		if (pc >= v->len || !((v->starts[pc / 8] >> (pc % 8)) & 1)) {
			v->pc = pc < v->len ? pc : 0;
			return fail(v, "StackMapTable error: bad offset");
		}
		v->merge[pc] = (int32_t)i;
		v->merge_pc[i] = pc;
		prev = f;
	}
	if (in.p != in.end)
		return sm_fail(v, "wrong attribute size");
	return true;
}

/* Type checking proper: every instruction once, in order.  An instruction
 * with a declared frame starts from it (the frame before it, if it falls
 * through, must fit); one that follows a goto, return, athrow or switch
 * must have one. */
static bool check_code(Ver *v, Frame *cur, Frame *tmp)
{
	uint32_t i, pc, last = 0, next = 1;

	for (i = 0; i < v->n_insns; i++) {
		int32_t n = v->merge[pc = v->insns[i]];
		v->pc = pc;
		if (n >= 0) {
			int r = next ? frame_fits(v, cur, &v->frames[n]) : 0;
			if (r)
				return fail(v, r == 1 ? "Current frame's stack size doesn't match stackmap" :
					    "Instruction type does not match stack map");
			cur->sp = v->frames[n].sp;
			memcpy(cur->loc, v->frames[n].loc, (v->nl + cur->sp) * sizeof(VType));
		} else if (!next) {
			return fail(v, "Expecting a stack map frame");
		}
		if (!step(v, cur, &next, tmp))
			return false;
		last = pc;
	}
	if (next) {
		v->pc = last;
		return fail(v, "Control flow falls through code end");
	}
	return true;
}

/* ------------------------------------------------------------- driver */

static uint32_t branch_target(const uint8_t *bc, uint32_t pc, uint32_t at, bool wide)
{
	int32_t off = wide ? S32(at) : (int16_t)((bc[at] << 8) | bc[at + 1]);
	return (uint32_t)((int32_t)pc + off);
}

/* Limits on what one method may make the verifier hold: frame slots at
 * merge points (16 bytes each, so 64 MiB), subroutines and jsr sites. */
#define MAX_FRAME_SLOTS ((size_t)4 << 20)
#define MAX_SUBROUTINES 256
#define MAX_JSR_SITES 4096

static void setbit(uint8_t *b, uint32_t i) { b[i / 8] |= (uint8_t)(1u << (i % 8)); }
static bool getbit(const uint8_t *b, uint32_t i) { return (b[i / 8] >> (i % 8)) & 1; }

/* Locals a store at pc may change: the slot(s) written and the neighbours
 * whose pairs it breaks. */
static void store_writes(const Ver *v, uint32_t pc, uint8_t *w)
{
	const uint8_t *bc = v->bc;
	uint8_t op = bc[pc];
	uint32_t ix, width, i;

	if (op == 0xc4) {
		op = bc[pc + 1];
		ix = (uint32_t)((bc[pc + 2] << 8) | bc[pc + 3]);
	} else if (op >= 0x36 && op <= 0x3a) {
		ix = bc[pc + 1];
	} else if (op >= 0x3b && op <= 0x4e) {
		ix = (uint32_t)(op - 0x3b) % 4;
		op = (uint8_t)(0x36 + (op - 0x3b) / 4);
	} else {
		return;
	}
	if (op < 0x36 || op > 0x3a)
		return;
	width = op == 0x37 || op == 0x39 ? 2 : 1;
	for (i = ix ? ix - 1 : 0; i <= ix + width && i < v->nl; i++)
		setbit(w, i);
}

/* The code of each subroutine (what its entry reaches without following
 * nested jsrs or rets) and the locals it may write, nested calls
 * included. */
static bool find_subroutines(Ver *v)
{
	const VmCfCode *c = v->m->code;
	const uint8_t *bc = v->bc;
	uint32_t pc, j, s, *todo = NULL, nt;
	size_t rbytes = (v->len + 7) / 8, wbytes = (v->nl + 7) / 8, fsz = v->nl + v->ns + 1;
	bool more;
	VType *mem;

	for (pc = 0; pc < v->len; pc += vm_op_length(bc, v->len, pc))
		if (bc[pc] == 0xa8 || bc[pc] == 0xc9)
			v->n_jsr++;
	if (v->n_jsr > MAX_JSR_SITES)
		return fail(v, "Too many jsr instructions to verify");
	v->jsr_pc = malloc(v->n_jsr * sizeof *v->jsr_pc);
	v->jsr_sub = malloc(v->n_jsr * sizeof *v->jsr_sub);
	v->sub_pc = malloc(v->n_jsr * sizeof *v->sub_pc);
	if (!v->jsr_pc || !v->jsr_sub || !v->sub_pc)
		goto oom;
	for (pc = 0, j = 0; pc < v->len; pc += vm_op_length(bc, v->len, pc)) {
		uint32_t target;
		if (bc[pc] != 0xa8 && bc[pc] != 0xc9)
			continue;
		target = (uint32_t)((int32_t)pc + (bc[pc] == 0xa8 ? (int16_t)((bc[pc + 1] << 8) | bc[pc + 2]) : S32(pc + 1)));
		for (s = 0; s < v->n_sub && v->sub_pc[s] != target; s++)
			;
		if (s == v->n_sub) {
			if (v->n_sub == MAX_SUBROUTINES) {
				v->pc = pc;
				return fail(v, "Too many subroutines to verify");
			}
			v->sub_pc[v->n_sub++] = target;
		}
		v->jsr_pc[j] = pc;
		v->jsr_sub[j++] = s;
	}
	if ((size_t)(v->n_jsr + v->n_sub + 1) * fsz > MAX_FRAME_SLOTS)
		return fail(v, "Method too complex to verify");
	v->reach = calloc(v->n_sub, rbytes);
	v->writes = calloc(v->n_sub, wbytes ? wbytes : 1);
	v->snap = calloc(v->n_jsr + v->n_sub, sizeof *v->snap);
	mem = malloc((v->n_jsr + v->n_sub + 1) * fsz * sizeof(VType));
	todo = malloc(v->len * sizeof *todo);
	v->sub_mem = mem;
	if (!v->reach || !v->writes || !v->snap || !mem || !todo)
		goto oom;
	v->retf = v->snap + v->n_jsr;
	for (j = 0; j < v->n_jsr + v->n_sub; j++) {
		v->snap[j].loc = mem + j * fsz;
		v->snap[j].stk = v->snap[j].loc + v->nl;
	}
	v->scratch.loc = mem + (v->n_jsr + v->n_sub) * fsz;
	v->scratch.stk = v->scratch.loc + v->nl;

	for (s = 0; s < v->n_sub; s++) {
		uint8_t *r = v->reach + s * rbytes;
#define REACH(p) do { uint32_t p_ = (p); if (p_ < v->len && !getbit(r, p_)) { setbit(r, p_); todo[nt++] = p_; } } while (0)
		nt = 0;
		REACH(v->sub_pc[s]);
		while (nt > 0) {
			uint32_t l, k, h;
			uint8_t op;
			pc = todo[--nt];
			op = bc[pc];
			l = vm_op_length(bc, v->len, pc);
			store_writes(v, pc, v->writes + s * wbytes);
			for (h = 0; h < c->n_handlers; h++)
				if (pc >= c->handlers[h].start_pc && pc < c->handlers[h].end_pc)
					REACH(c->handlers[h].handler_pc);
			if ((op >= 0x99 && op <= 0xa7) || op == 0xc6 || op == 0xc7)
				REACH(branch_target(bc, pc, pc + 1, false));
			else if (op == 0xc8)
				REACH(branch_target(bc, pc, pc + 1, true));
			else if (op == 0xaa || op == 0xab) {
				uint32_t q = (pc + 4) & ~3u, n;
				REACH(branch_target(bc, pc, q, true));
				n = op == 0xaa ? (uint32_t)(S32(q + 8) - S32(q + 4) + 1) : (uint32_t)S32(q + 4);
				for (k = 0; k < n; k++)
					REACH(branch_target(bc, pc, op == 0xaa ? q + 12 + 4 * k : q + 12 + 8 * k, true));
			}
			if (!(vm_op_info(op)->flags & VM_OPF_END) && !(op == 0xc4 && bc[pc + 1] == 0xa9))
				REACH(pc + l);
		}
#undef REACH
	}
	/* a subroutine writes what the subroutines it calls write */
	do {
		more = false;
		for (s = 0; s < v->n_sub; s++)
			for (j = 0; j < v->n_jsr; j++) {
				uint8_t *w = v->writes + s * wbytes, *w2 = v->writes + v->jsr_sub[j] * wbytes;
				uint32_t b;
				if (!getbit(v->reach + s * rbytes, v->jsr_pc[j]) || v->jsr_sub[j] == s)
					continue;
				for (b = 0; b < wbytes; b++)
					if ((w[b] | w2[b]) != w[b]) {
						w[b] |= w2[b];
						more = true;
					}
			}
	} while (more);
	free(todo);
	return true;
oom:
	free(todo);
	vm_throw_object(v->t, vm_wk.oom);
	return false;
}

/* The frame on entry: `this` (uninitialised in a constructor other than
 * Object's), then the arguments of the descriptor, the rest unusable. */
static bool entry_frame(Ver *v, Frame *f)
{
	const char *p = v->m->desc + 1;
	uint32_t i, n = 0;

	for (i = 0; i < v->nl; i++)
		f->loc[i] = mk(T_TOP);
	f->sp = 0;
	f->set = true;
	if (!(v->m->access & ACC_STATIC)) {
		if (n >= v->nl)
			return fail(v, "Arguments can't fit into locals");
		f->loc[n++] = strcmp(v->m->name, "<init>") == 0 && v->m->clazz != vm_wk.object ? mk(T_UTHIS) :
			mkobj(v->this_cls);
	}
	while (*p && *p != ')') {
		size_t l = desc_len(p);
		uint32_t w = (*p == 'J' || *p == 'D') ? 2 : 1;
		if (n + w > v->nl)
			return fail(v, "Arguments can't fit into locals");
		switch (*p) {
		case 'J': f->loc[n] = mk(T_LONG); f->loc[n + 1] = mk(T_LONG2); break;
		case 'D': f->loc[n] = mk(T_DOUBLE); f->loc[n + 1] = mk(T_DOUBLE2); break;
		case 'F': f->loc[n] = mk(T_FLOAT); break;
		case 'L': f->loc[n] = mkobj(vm_symbol_n(p + 1, l - 2)); break;
		case '[': f->loc[n] = mkref(arr_sym(p, l)); break;
		default: f->loc[n] = mk(T_INT); break;
		}
		n += w;
		p += l;
	}
	return true;
}

static void mark(Ver *v, uint32_t pc)
{
	if (pc < v->len && v->merge[pc] < 0) {
		v->merge_pc[v->n_merge] = pc;
		v->merge[pc] = (int32_t)v->n_merge++;
	}
}

/* Verify m by type checking (check: with its StackMapTable) or by type
 * inference.  Type checking stops at a jsr, false with *jsr set and no
 * exception pending. */
static bool verify(VmThread *t, VmMethod *m, bool check, bool *jsr)
{
	const VmCfCode *code = m->code;
	Ver v;
	Frame cur, tmp;
	uint32_t pc, i;
	bool ok = false, has_jsr = false;
	char *mem = NULL;

	memset(&v, 0, sizeof v);
	v.t = t;
	v.m = m;
	v.cf = m->clazz->cf;
	v.bc = code->code;
	v.len = code->code_length;
	v.nl = code->max_locals;
	v.ns = code->max_stack;
	v.obj_arr = vm_symbol("[Ljava/lang/Object;");
	v.this_cls = vm_symbol(m->clazz->name);
	v.check = check;
	v.merge = malloc(v.len * sizeof *v.merge);
	v.merge_pc = malloc(v.len * sizeof *v.merge_pc);
	cur.loc = malloc((v.nl + v.ns + 1) * sizeof(VType));
	tmp.loc = malloc((v.nl + v.ns + 1) * sizeof(VType));
	if (!v.merge || !v.merge_pc || !cur.loc || !tmp.loc)
		goto oom;
	if (check) {
		v.starts = calloc((v.len + 7) / 8, 1);
		v.insns = malloc(v.len * sizeof *v.insns);
		v.catch_sym = malloc((code->n_handlers + 1u) * sizeof *v.catch_sym);
		if (!v.starts || !v.insns || !v.catch_sym)
			goto oom;
		for (i = 0; i < code->n_handlers; i++)
			v.catch_sym[i] = vm_symbol(code->handlers[i].catch_type ?
						   vm_cf_class_name(v.cf, code->handlers[i].catch_type) :
						   "java/lang/Throwable");
	}
	cur.stk = cur.loc + v.nl;
	tmp.stk = tmp.loc + v.nl;
	for (pc = 0; pc < v.len; pc++)
		v.merge[pc] = -1;
	/* merge points: entry, branch targets, handlers, after each jsr;
	 * when type checking, the offsets of the stack-map frames only */
	if (!check)
		mark(&v, 0);
	for (pc = 0; pc < v.len; pc += vm_op_length(v.bc, v.len, pc)) {
		uint8_t op = v.bc[pc];
		if (check) {
			if (op == 0xa8 || op == 0xc9) {
				*jsr = true;
				goto out;
			}
			setbit(v.starts, pc);
			v.insns[v.n_insns++] = pc;
			continue;
		}
		if (op == 0xa8 || op == 0xc9)
			has_jsr = true;
		if ((op >= 0x99 && op <= 0xa8) || op == 0xc6 || op == 0xc7)
			mark(&v, branch_target(v.bc, pc, pc + 1, false));
		else if (op == 0xc8 || op == 0xc9)
			mark(&v, branch_target(v.bc, pc, pc + 1, true));
		if (op == 0xa8 || op == 0xc9)
			mark(&v, pc + vm_op_length(v.bc, v.len, pc));
		if (op == 0xaa || op == 0xab) {
			uint32_t q = (pc + 4) & ~3u, k, n;
			const uint8_t *bc = v.bc;
			mark(&v, branch_target(v.bc, pc, q, true));
			if (op == 0xaa) {
				n = (uint32_t)(S32(q + 8) - S32(q + 4) + 1);
				for (k = 0; k < n; k++)
					mark(&v, branch_target(v.bc, pc, q + 12 + 4 * k, true));
			} else {
				n = (uint32_t)S32(q + 4);
				for (k = 0; k < n; k++)
					mark(&v, branch_target(v.bc, pc, q + 12 + 8 * k, true));
			}
		}
	}
	for (i = 0; i < code->n_handlers && !check; i++)
		mark(&v, code->handlers[i].handler_pc);
	if (check && code->stackmap) {
		if (code->stackmap_length < 2) {
			v.pc = 0;
			sm_fail(&v, "access beyond the end of attribute");
			goto out;
		}
		/* Each frame lies at least one byte past the one before, so
		 * frame number len is past the code: read_stackmap fails there
		 * ("bad offset", as the stock JVM does) and never needs more. */
		v.n_merge = (uint32_t)((code->stackmap[0] << 8) | code->stackmap[1]);
		if (v.n_merge > v.len + 1)
			v.n_merge = v.len + 1;
	}
	/* A hostile method can ask for 65535 locals and stack slots at
	 * thousands of merge points: refuse rather than let the frames
	 * exhaust memory. */
	if ((size_t)v.n_merge * (v.nl + v.ns + 1) > MAX_FRAME_SLOTS) {
		v.pc = 0;
		fail(&v, "Method too complex to verify");
		goto out;
	}
	/* + 1: type checking a method without a table has no merge point */
	v.frames = calloc(v.n_merge + 1, sizeof *v.frames);
	v.work = malloc((v.n_merge + 1) * sizeof *v.work);
	v.queued = calloc(v.n_merge + 1, sizeof *v.queued);
	mem = malloc(((size_t)v.n_merge + 1) * (v.nl + v.ns + 1) * sizeof(VType));
	if (!v.frames || !v.work || !v.queued || !mem)
		goto oom;
	for (i = 0; i < v.n_merge; i++) {
		v.frames[i].loc = (VType *)mem + (size_t)i * (v.nl + v.ns + 1);
		v.frames[i].stk = v.frames[i].loc + v.nl;
	}
	if (has_jsr && !find_subroutines(&v))
		goto out;
	if (!entry_frame(&v, &cur))
		goto out;
	if (check) {
		ok = read_stackmap(&v, &cur) && check_code(&v, &cur, &tmp);
		goto out;
	}
	if (!flow(&v, &cur, 0))
		goto out;
	while (v.n_work > 0) {
		uint32_t n = v.work[--v.n_work], next;
		v.queued[n] = false;
		pc = v.merge_pc[n];
		cur.sp = v.frames[n].sp;
		memcpy(cur.loc, v.frames[n].loc, (v.nl + v.ns) * sizeof(VType));
		for (;;) {
			v.pc = pc;
			if (!step(&v, &cur, &next, &tmp))
				goto out;
			if (next == 0)
				break;
			if (next >= v.len) {
				v.pc = pc;
				fail(&v, "Falling off the end of the code");
				goto out;
			}
			if (v.merge[next] >= 0) {
				v.pc = pc;
				if (!flow(&v, &cur, next))
					goto out;
				break;
			}
			pc = next;
		}
	}
	ok = true;
	goto out;
oom:
	vm_throw_object(t, vm_wk.oom);
out:
	free(v.merge);
	free(v.merge_pc);
	free(v.frames);
	free(v.work);
	free(v.queued);
	free(mem);
	free(cur.loc);
	free(tmp.loc);
	free(v.jsr_pc);
	free(v.jsr_sub);
	free(v.sub_pc);
	free(v.reach);
	free(v.writes);
	free(v.snap);
	free(v.sub_mem);
	free(v.starts);
	free(v.insns);
	free(v.catch_sym);
	return ok;
}

bool vm_verify_method(VmThread *t, VmMethod *m)
{
	uint16_t major = m->clazz->cf->major;
	bool jsr = false;

	if (major < 50)
		return verify(t, m, false, NULL);
	if (verify(t, m, true, &jsr))
		return true;
	if (jsr)                   /* methods with jsr/ret: inference */
		return verify(t, m, false, NULL);
	/* Version 50 falls back to inference where type checking fails, as
	 * the stock JVM does (its FailOverToOldVerifier); later versions
	 * do not. */
	if (major > 50 || t->exception == vm_wk.oom)
		return false;
	t->exception = NULL;
	return verify(t, m, false, NULL);
}
