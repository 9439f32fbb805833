/*
 * npe.c -- the message of a NullPointerException the VM raised itself
 * (JEP 358), in the words JDK 17 uses:
 *
 *   Cannot invoke "String.length()" because "<local1>" is null
 *   Cannot read field "next" because "this.head" is null
 *   Cannot load from int array because the return value of "Foo.get()" is null
 *
 * Both engines raise such an exception through vm_throw_npe() (excep.c),
 * which marks it; NullPointerException.getMessage() asks for the text
 * once, here, from the top frame of its backtrace: the method and the
 * bytecode pc of the instruction that found the null.  Nothing is
 * computed at the throw, which stays as cheap as before.
 *
 * The text has two parts.  The failed action comes from the instruction
 * itself (its opcode and constant-pool operand).  The "because" part
 * names where the null came from: the instruction that pushed the
 * operand slot holding it.  That needs a small forward data flow over the
 * method's bytecode, one value per operand-stack slot:
 *
 *   slot value   the pc of the instruction that pushed it, or UNKNOWN
 *   entry        empty stack; each exception handler: one UNKNOWN slot
 *   loads, constants, getfield, getstatic, the xaloads, invokes ...
 *                push their own pc (both slots of a long or double)
 *   dup, swap ... copy slot values; checkcast keeps its operand's
 *   merge        a slot whose values differ on two paths is UNKNOWN
 *
 * Locals are not tracked: "aload 3" is described as local 3 (its name
 * from the LocalVariableTable when the class has one, else "this",
 * "<parameterN>" or "<localN>", as the JDK does), whatever was stored
 * there.  A source is described recursively (the array and index of an
 * aaload, the object of a getfield) at most MAX_DETAIL levels deep; an
 * UNKNOWN source, or one that is not a load, constant, field, array
 * element or call, leaves the "because" part out.  Stack effects come
 * from the shared bytecode table (intrp/bytecode.h); only the forms whose
 * effect depends on their operand are handled one by one.
 *
 * The analysis never rejects code: anything it does not expect (a stack
 * deeper than max_stack, paths arriving with different depths) gives no
 * message rather than a wrong one.
 */
#include "config.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "intrp/bytecode.h"
#include "vm.h"

#define UNKNOWN (-1)
#define MAX_DETAIL 5            /* levels of a source described, as the JDK's */
#define NPE_MAX_CELLS (16u << 20) /* largest analysis (stack cells); beyond: no message */

#define U16(p) ((uint16_t)(bc[p] << 8 | bc[(p) + 1]))
#define S16(p) ((int16_t)U16(p))
#define S32(p) ((int32_t)((uint32_t)bc[p] << 24 | (uint32_t)bc[(p) + 1] << 16 | \
			  (uint32_t)bc[(p) + 2] << 8 | bc[(p) + 3]))

typedef struct Flow {
	const VmMethod *m;
	const VmClassFile *cf;
	const uint8_t *bc;
	uint32_t len;
	int32_t max;            /* max_stack */
	uint32_t width;         /* cells per pc: depth, then the slots */
	int32_t *st;            /* st[pc * width]: depth (-1: not reached), slots */
	uint32_t *work;         /* pcs waiting to be stepped */
	uint32_t n_work;
	uint8_t *queued;
	bool failed;
} Flow;

/* A bounded text buffer: appends past the end are dropped. */
typedef struct Text {
	char b[1024];
	size_t n;
} Text;

/* Drop what was appended after mark. */
static void cut(Text *t, size_t mark)
{
	t->n = mark;
	t->b[mark] = 0;
}

static void put(Text *t, const char *s)
{
	size_t k = strlen(s);

	if (k > sizeof t->b - 1 - t->n)
		k = sizeof t->b - 1 - t->n;
	memcpy(t->b + t->n, s, k);
	t->n += k;
	t->b[t->n] = 0;
}

/* ------------------------------------------------------------ the flow */

static void merge(Flow *f, uint32_t to, const int32_t *in)
{
	int32_t *d;
	bool changed = false;
	int32_t i;

	if (to >= f->len) {
		f->failed = true;
		return;
	}
	d = f->st + (size_t)to * f->width;
	if (d[0] < 0) {
		memcpy(d, in, (size_t)(in[0] + 1) * sizeof *d);
		changed = true;
	} else if (d[0] != in[0]) {
		f->failed = true;
		return;
	} else {
		for (i = 1; i <= in[0]; i++)
			if (d[i] != in[i] && d[i] != UNKNOWN) {
				d[i] = UNKNOWN;
				changed = true;
			}
	}
	if (changed && !f->queued[to]) {
		f->queued[to] = 1;
		f->work[f->n_work++] = to;
	}
}

/* Slots of a field descriptor's value. */
static int desc_slots(const char *d)
{
	return d[0] == 'J' || d[0] == 'D' ? 2 : 1;
}

/* The name and descriptor of the member a Field/Method ref at ix names,
 * and its class (internal name). */
static bool member(const Flow *f, uint16_t ix, const char **cls, const char **name, const char **desc)
{
	const VmCfConst *c;
	uint16_t nat;

	if (!ix || ix >= f->cf->cp_count)
		return false;
	c = &f->cf->cp[ix];
	if (c->tag == CF_INVOKEDYNAMIC) {
		nat = c->u.dyn.nat_index;
		*cls = NULL;
	} else if (c->tag == CF_FIELDREF || c->tag == CF_METHODREF || c->tag == CF_IMETHODREF) {
		nat = c->u.ref.nat_index;
		*cls = vm_cf_class_name(f->cf, c->u.ref.class_index);
	} else {
		return false;
	}
	*name = vm_cf_utf8(f->cf, f->cf->cp[nat].u.nat.name_index);
	*desc = vm_cf_utf8(f->cf, f->cf->cp[nat].u.nat.desc_index);
	return true;
}

/* Pops and pushes of an invoke's descriptor (receiver not counted). */
static void invoke_slots(const char *d, int *args, int *ret)
{
	int n = vm_cf_arg_slots(d);
	const char *r = strchr(d, ')');

	*args = n < 0 ? 0 : n;
	*ret = !r || r[1] == 'V' ? 0 : desc_slots(r + 1);
}

/* Step the instruction at pc with the stack s (modified in place); send
 * the result to its successors. */
static void step(Flow *f, uint32_t pc, int32_t *s)
{
	const uint8_t *bc = f->bc;
	unsigned op = bc[pc];
	const VmOpInfo *oi = vm_op_info(op);
	uint32_t ilen = vm_op_length(bc, f->len, pc);
	int pop = 0, push = 0, a, r;
	int32_t *sp, t0, t1, t2, t3;
	const char *cls, *name, *desc;
	bool falls = true;
	int64_t target;

	if (!oi || !ilen) {
		f->failed = true;
		return;
	}
	sp = s + 1 + s[0];   /* one past the top */
#define NEED(k) do { if (s[0] < (k)) { f->failed = true; return; } } while (0)
	switch (op) {
	case 0x12: case 0x13: push = 1; break;                 /* ldc, ldc_w */
	case 0x14: push = 2; break;                            /* ldc2_w */
	case 0x15: case 0x17: case 0x19: push = 1; break;      /* iload fload aload */
	case 0x16: case 0x18: push = 2; break;                 /* lload dload */
	case 0x36: case 0x38: case 0x3a: pop = 1; break;       /* istore fstore astore */
	case 0x37: case 0x39: pop = 2; break;                  /* lstore dstore */
	case 0x32: pop = 2; push = 1; break;                   /* aaload */
	case 0x33: pop = 2; push = 1; break;                   /* baload */
	case 0x53: case 0x54: pop = 3; break;                  /* aastore bastore */
	case 0x57: pop = 1; break;                             /* pop */
	case 0x58: pop = 2; break;                             /* pop2 */
	case 0x59: NEED(1); sp[0] = sp[-1]; s[0]++; break;     /* dup */
	case 0x5a:                                             /* dup_x1 */
		NEED(2); t0 = sp[-1]; t1 = sp[-2];
		sp[-2] = t0; sp[-1] = t1; sp[0] = t0; s[0]++; break;
	case 0x5b:                                             /* dup_x2 */
		NEED(3); t0 = sp[-1]; t1 = sp[-2]; t2 = sp[-3];
		sp[-3] = t0; sp[-2] = t2; sp[-1] = t1; sp[0] = t0; s[0]++; break;
	case 0x5c:                                             /* dup2 */
		NEED(2); sp[0] = sp[-2]; sp[1] = sp[-1]; s[0] += 2; break;
	case 0x5d:                                             /* dup2_x1 */
		NEED(3); t0 = sp[-1]; t1 = sp[-2]; t2 = sp[-3];
		sp[-3] = t1; sp[-2] = t0; sp[-1] = t2; sp[0] = t1; sp[1] = t0; s[0] += 2; break;
	case 0x5e:                                             /* dup2_x2 */
		NEED(4); t0 = sp[-1]; t1 = sp[-2]; t2 = sp[-3]; t3 = sp[-4];
		sp[-4] = t1; sp[-3] = t0; sp[-2] = t3; sp[-1] = t2; sp[0] = t1; sp[1] = t0;
		s[0] += 2; break;
	case 0x5f:                                             /* swap */
		NEED(2); t0 = sp[-1]; sp[-1] = sp[-2]; sp[-2] = t0; break;
	case 0xc4:                                             /* wide */
		switch (bc[pc + 1]) {
		case 0x15: case 0x17: case 0x19: push = 1; break;
		case 0x16: case 0x18: push = 2; break;
		case 0x36: case 0x38: case 0x3a: pop = 1; break;
		case 0x37: case 0x39: pop = 2; break;
		case 0xa9: falls = false; break;               /* ret */
		default: break;                                /* iinc */
		}
		break;
	case 0xa8: case 0xc9:                                  /* jsr jsr_w: the return address */
		target = (int64_t)pc + (op == 0xa8 ? S16(pc + 1) : S32(pc + 1));
		if (s[0] + 1 > f->max) {
			f->failed = true;
			return;
		}
		s[1 + s[0]] = UNKNOWN;
		s[0]++;
		if (target >= 0)
			merge(f, (uint32_t)target, s);
		s[0]--;
		/* the subroutine returns here with the stack it left: taken as
		 * the one before the jsr (javac's subroutines leave it so) */
		merge(f, pc + ilen, s);
		return;
	case 0xa9: falls = false; break;                       /* ret */
	case 0xac: case 0xad: case 0xae: case 0xaf: case 0xb0: case 0xb1: /* returns */
		falls = false; break;
	case 0xb2: case 0xb3: case 0xb4: case 0xb5:            /* get/put static/field */
		if (!member(f, U16(pc + 1), &cls, &name, &desc)) {
			f->failed = true;
			return;
		}
		a = desc_slots(desc);
		if (op == 0xb2) push = a;
		else if (op == 0xb3) pop = a;
		else if (op == 0xb4) { pop = 1; push = a; }
		else pop = a + 1;
		break;
	case 0xb6: case 0xb7: case 0xb8: case 0xb9: case 0xba: /* invokes */
		if (!member(f, U16(pc + 1), &cls, &name, &desc)) {
			f->failed = true;
			return;
		}
		invoke_slots(desc, &a, &r);
		pop = a + (op == 0xb8 || op == 0xba ? 0 : 1);
		push = r;
		break;
	case 0xbb: push = 1; break;                            /* new */
	case 0xbc: case 0xbd: case 0xbe: pop = 1; push = 1; break; /* newarray anewarray arraylength */
	case 0xbf: falls = false; break;                       /* athrow */
	case 0xc0: break;                                      /* checkcast: the same value */
	case 0xc1: pop = 1; push = 1; break;                   /* instanceof */
	case 0xc5: pop = bc[pc + 3]; push = 1; break;          /* multianewarray */
	case 0x84: break;                                      /* iinc */
	default:
		if (op >= 0x1a && op <= 0x2d) {                /* xload_n */
			push = (op >= 0x1e && op <= 0x21) || (op >= 0x26 && op <= 0x29) ? 2 : 1;
		} else if (op >= 0x3b && op <= 0x4e) {         /* xstore_n */
			pop = (op >= 0x3f && op <= 0x42) || (op >= 0x47 && op <= 0x4a) ? 2 : 1;
		} else if (oi->sig) {
			vm_op_sig_slots(oi->sig, &pop, &push);
		} else {
			f->failed = true;
			return;
		}
		break;
	}
#undef NEED
	if (s[0] < pop || s[0] - pop + push > f->max) {
		f->failed = true;
		return;
	}
	s[0] -= pop;
	for (a = 0; a < push; a++)
		s[1 + s[0]++] = (int32_t)pc;
	if (oi->flags & VM_OPF_BR) {
		if (op == 0xaa || op == 0xab) {                /* tableswitch lookupswitch */
			uint32_t p = (pc + 4) & ~3u;
			int32_t n, i;
			merge(f, (uint32_t)((int64_t)pc + S32(p)), s);
			if (op == 0xaa) {
				n = S32(p + 8) - S32(p + 4) + 1;
				for (i = 0; i < n && !f->failed; i++)
					merge(f, (uint32_t)((int64_t)pc + S32(p + 12 + 4 * (uint32_t)i)), s);
			} else {
				n = S32(p + 4);
				for (i = 0; i < n && !f->failed; i++)
					merge(f, (uint32_t)((int64_t)pc + S32(p + 12 + 8 * (uint32_t)i)), s);
			}
			return;
		}
		if (op == 0xc8)                                /* goto_w */
			target = (int64_t)pc + S32(pc + 1);
		else if (op != 0xa9 && op != 0xc4)
			target = (int64_t)pc + S16(pc + 1);
		else
			target = -1;
		if (target >= 0)
			merge(f, (uint32_t)target, s);
	}
	if (falls && !(oi->flags & VM_OPF_END))
		merge(f, pc + ilen, s);
}

static bool analyse(Flow *f)
{
	const VmCfCode *code = f->m->code;
	int32_t *cur;
	uint16_t i;
	int32_t one[2] = { 1, UNKNOWN }, empty[1] = { 0 };

	f->bc = code->code;
	f->len = code->code_length;
	f->max = code->max_stack;
	f->width = (uint32_t)code->max_stack + 3;   /* the depth, the slots, two spare
	                                             * for what a dup writes before
	                                             * the depth is checked */
	if ((uint64_t)f->len * f->width > NPE_MAX_CELLS)
		return false;
	f->st = malloc((size_t)f->len * f->width * sizeof *f->st);
	f->work = malloc((size_t)f->len * sizeof *f->work);
	f->queued = calloc(f->len, 1);
	cur = malloc(f->width * sizeof *cur);
	if (!f->st || !f->work || !f->queued || !cur) {
		free(cur);
		return false;
	}
	for (uint32_t p = 0; p < f->len; p++)
		f->st[(size_t)p * f->width] = -1;
	merge(f, 0, empty);
	if (f->max < 1)   /* max_stack 0: no handler can hold its exception */
		one[0] = 0;
	for (i = 0; i < code->n_handlers; i++)
		merge(f, code->handlers[i].handler_pc, one);
	while (f->n_work && !f->failed) {
		uint32_t pc = f->work[--f->n_work];
		f->queued[pc] = 0;
		memcpy(cur, f->st + (size_t)pc * f->width, f->width * sizeof *cur);
		step(f, pc, cur);
	}
	free(cur);
	return !f->failed;
}

/* ----------------------------------------------------------- the words */

/* A class name as the JDK prints it: binary name with dots, except that
 * java.lang.Object and java.lang.String are shortened. */
static void put_class(Text *t, const char *internal)
{
	char buf[512];
	size_t i;

	if (strcmp(internal, "java/lang/Object") == 0 || strcmp(internal, "java/lang/String") == 0) {
		put(t, internal + 10);
		return;
	}
	snprintf(buf, sizeof buf, "%s", internal);
	for (i = 0; buf[i]; i++)
		if (buf[i] == '/')
			buf[i] = '.';
	put(t, buf);
}

/* One field descriptor as a Java type ("int", "String[]"); returns the
 * descriptor past it. */
static const char *put_type(Text *t, const char *d)
{
	int dims = 0;
	const char *e;

	while (*d == '[') {
		dims++;
		d++;
	}
	switch (*d) {
	case 'B': put(t, "byte"); d++; break;
	case 'C': put(t, "char"); d++; break;
	case 'D': put(t, "double"); d++; break;
	case 'F': put(t, "float"); d++; break;
	case 'I': put(t, "int"); d++; break;
	case 'J': put(t, "long"); d++; break;
	case 'S': put(t, "short"); d++; break;
	case 'Z': put(t, "boolean"); d++; break;
	case 'V': put(t, "void"); d++; break;
	case 'L': {
		char buf[512];
		e = strchr(d, ';');
		if (!e)
			return d + strlen(d);
		snprintf(buf, sizeof buf, "%.*s", (int)(e - d - 1), d + 1);
		put_class(t, buf);
		d = e + 1;
		break;
	}
	default:
		return d + strlen(d);
	}
	while (dims-- > 0)
		put(t, "[]");
	return d;
}

/* "Cls.name(int, String)" for the method ref at ix. */
static bool put_method(const Flow *f, Text *t, uint16_t ix)
{
	const char *cls, *name, *desc, *d;
	bool first = true;

	if (!member(f, ix, &cls, &name, &desc))
		return false;
	if (cls) {
		put_class(t, cls);
		put(t, ".");
	}
	put(t, name);
	put(t, "(");
	for (d = desc + 1; *d && *d != ')';) {
		if (!first)
			put(t, ", ");
		first = false;
		d = put_type(t, d);
	}
	put(t, ")");
	return true;
}

/* The name of local n at pc: from the LocalVariableTable, else "this",
 * "<parameterK>" (K counted from 1, a long or double as one) or
 * "<localN>". */
static void put_local(const Flow *f, Text *t, uint32_t n, uint32_t pc)
{
	const VmCfCode *c = f->m->code;
	const uint8_t *lv = c->localvars;
	char buf[64];
	bool is_static = (f->m->access & ACC_STATIC) != 0;

	if (lv && c->localvars_length >= 2) {
		uint32_t count = (uint32_t)(lv[0] << 8 | lv[1]), i;
		if (2 + 10 * (uint64_t)count <= c->localvars_length) {
			for (i = 0; i < count; i++) {
				const uint8_t *e = lv + 2 + 10 * i;
				uint32_t start = (uint32_t)(e[0] << 8 | e[1]), len = (uint32_t)(e[2] << 8 | e[3]);
				uint16_t ni = (uint16_t)(e[4] << 8 | e[5]), slot = (uint16_t)(e[8] << 8 | e[9]);
				if (slot == n && pc >= start && pc < start + len &&
				    ni && ni < f->cf->cp_count && f->cf->cp[ni].tag == CF_UTF8) {
					put(t, vm_cf_utf8(f->cf, ni));
					return;
				}
			}
		}
	}
	if (!is_static && n == 0) {
		put(t, "this");
		return;
	}
	if (n < f->m->arg_slots) {
		/* walk the descriptor to the parameter that starts at slot n */
		const char *d = f->m->desc + 1;
		uint32_t slot = is_static ? 0 : 1, k = 1;
		while (*d && *d != ')') {
			const char *e = d;
			int w = (*d == 'J' || *d == 'D') ? 2 : 1;
			if (slot == n) {
				snprintf(buf, sizeof buf, "<parameter%u>", k);
				put(t, buf);
				return;
			}
			while (*e == '[')
				e++;
			e = *e == 'L' ? strchr(e, ';') : e;
			if (!e)
				break;
			d = e + 1;
			slot += (uint32_t)w;
			k++;
		}
	}
	snprintf(buf, sizeof buf, "<local%u>", n);
	put(t, buf);
}

/* The stack slot `below` slots under the top at pc, UNKNOWN if none. */
static int32_t source(const Flow *f, uint32_t pc, int below)
{
	const int32_t *s = f->st + (size_t)pc * f->width;

	return s[0] < 0 || s[0] <= below ? UNKNOWN : s[s[0] - below];
}

/* Describe the value the instruction at pc pushed; false if it cannot be
 * (then nothing useful was appended).  is_call is given only for the
 * outermost value: it is set when that is a call's result ("the return
 * value of ..."); a call inside a larger description is written bare. */
static bool describe(const Flow *f, Text *t, int32_t pc, int detail, bool *is_call)
{
	const uint8_t *bc = f->bc;
	unsigned op;
	char buf[32];
	const char *cls, *name, *desc;
	size_t mark = t->n;

	if (pc < 0 || detail <= 0)
		return false;
	op = bc[pc];
	switch (op) {
	case 0x01:
		put(t, "null");
		return true;
	case 0x02: case 0x03: case 0x04: case 0x05: case 0x06: case 0x07: case 0x08:
		snprintf(buf, sizeof buf, "%d", (int)op - 0x03);
		put(t, buf);
		return true;
	case 0x10:
		snprintf(buf, sizeof buf, "%d", (int8_t)bc[pc + 1]);
		put(t, buf);
		return true;
	case 0x11:
		snprintf(buf, sizeof buf, "%d", S16(pc + 1));
		put(t, buf);
		return true;
	case 0x15: case 0x16: case 0x17: case 0x18: case 0x19:
		put_local(f, t, bc[pc + 1], (uint32_t)pc);
		return true;
	case 0xc4:
		if (bc[pc + 1] >= 0x15 && bc[pc + 1] <= 0x19) {
			put_local(f, t, U16(pc + 2), (uint32_t)pc);
			return true;
		}
		return false;
	case 0xb2:
		if (!member(f, U16(pc + 1), &cls, &name, &desc))
			return false;
		put_class(t, cls);
		put(t, ".");
		put(t, name);
		return true;
	case 0xb4:
		if (!member(f, U16(pc + 1), &cls, &name, &desc))
			return false;
		if (describe(f, t, source(f, (uint32_t)pc, 0), detail - 1, NULL))
			put(t, ".");
		else
			cut(t, mark);
		put(t, name);
		return true;
	case 0x2e: case 0x2f: case 0x30: case 0x31: case 0x32: case 0x33: case 0x34: case 0x35:
		if (!describe(f, t, source(f, (uint32_t)pc, 1), detail - 1, NULL)) {
			cut(t, mark);
			return false;
		}
		put(t, "[");
		mark = t->n;
		if (!describe(f, t, source(f, (uint32_t)pc, 0), detail - 1, NULL)) {
			cut(t, mark);
			put(t, "...");
		}
		put(t, "]");
		return true;
	case 0xb6: case 0xb7: case 0xb8: case 0xb9:
		if (!put_method(f, t, U16(pc + 1)))
			return false;
		if (is_call)
			*is_call = true;
		return true;
	default:
		if (op >= 0x1a && op <= 0x2d) {
			put_local(f, t, (uint32_t)(op - 0x1a) % 4, (uint32_t)pc);
			return true;
		}
		return false;
	}
}

/* The failed action for the instruction at pc, and which slot (counted
 * from the top, 0 = top) held the null; false if it cannot throw one. */
static bool action(const Flow *f, Text *t, uint32_t pc, int *slot)
{
	static const char *const elem[] = { "int", "long", "float", "double", "object",
					    "byte/boolean", "char", "short" };
	const uint8_t *bc = f->bc;
	unsigned op = bc[pc];
	const char *cls, *name, *desc;
	int a, r;

	if (op >= 0x2e && op <= 0x35) {
		put(t, "Cannot load from ");
		put(t, elem[op - 0x2e]);
		put(t, " array");
		*slot = 1;
		return true;
	}
	if (op >= 0x4f && op <= 0x56) {
		put(t, "Cannot store to ");
		put(t, elem[op - 0x4f]);
		put(t, " array");
		*slot = op == 0x50 || op == 0x52 ? 3 : 2;
		return true;
	}
	switch (op) {
	case 0xbe: put(t, "Cannot read the array length"); *slot = 0; return true;
	case 0xbf: put(t, "Cannot throw exception"); *slot = 0; return true;
	case 0xc2: put(t, "Cannot enter synchronized block"); *slot = 0; return true;
	case 0xc3: put(t, "Cannot exit synchronized block"); *slot = 0; return true;
	case 0xb4: case 0xb5:
		if (!member(f, U16(pc + 1), &cls, &name, &desc))
			return false;
		put(t, op == 0xb4 ? "Cannot read field \"" : "Cannot assign field \"");
		put(t, name);
		put(t, "\"");
		*slot = op == 0xb4 ? 0 : desc_slots(desc);
		return true;
	case 0xb6: case 0xb7: case 0xb9:
		if (!member(f, U16(pc + 1), &cls, &name, &desc))
			return false;
		put(t, "Cannot invoke \"");
		put_method(f, t, U16(pc + 1));
		put(t, "\"");
		invoke_slots(desc, &a, &r);
		*slot = a;
		return true;
	default:
		return false;
	}
}

char *vm_npe_message(const VmMethod *m, uint32_t pc)
{
	Flow f;
	Text t, src;
	int slot;
	bool is_call = false;
	char *r = NULL;

	if (!m->code || !m->clazz->cf || pc >= m->code->code_length)
		return NULL;
	memset(&f, 0, sizeof f);
	f.m = m;
	f.cf = m->clazz->cf;
	f.bc = m->code->code;
	f.len = m->code->code_length;
	t.n = 0;
	t.b[0] = 0;
	src.n = 0;
	src.b[0] = 0;
	if (!action(&f, &t, pc, &slot))
		goto out;
	if (analyse(&f) && describe(&f, &src, source(&f, pc, slot), MAX_DETAIL, &is_call)) {
		/* only the outermost call reads "the return value of" */
		put(&t, is_call ? " because the return value of \"" : " because \"");
		put(&t, src.b);
		put(&t, "\" is null");
	}
	r = strdup(t.b);
out:
	free(f.st);
	free(f.work);
	free(f.queued);
	return r;
}
