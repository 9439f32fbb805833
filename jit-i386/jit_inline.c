/*
 * jit_inline.c -- which callees the compiler replaces by their body
 *
 * A call is inlined when two things are known as its caller is compiled:
 * the callee, because the interpreter has resolved the site (its quick
 * form names the method, and a resolved site never changes again), and
 * the callee's whole body, which must be one of the shapes below.  The
 * shapes cannot throw, call, allocate, loop or reach a safepoint, so an
 * inlined callee needs no frame of its own: nothing can ever look for one
 * (a stack trace, the collector, a stack sample).  What the call itself
 * can throw -- NullPointerException for a null receiver -- belongs to the
 * call instruction in the caller, as it does in the interpreter.  The
 * field shapes read the callee's resolved field (its quick form), and
 * their access is checked as any compiled field access is (null, the GOS
 * state byte, the same fault path).
 *
 *   EMPTY   `return`, or a constructor `aload_0; invokespecial <init>;
 *           return` whose super constructor is EMPTY (Object's, and
 *           chains of constructors that only call up)
 *   CONST   `iconst/bipush/sipush; ireturn` or `aconst_null; areturn`
 *   GET     `aload_0; getfield F; Xreturn`    (F not volatile)
 *   PUT     `aload_0; Xload_1; putfield F; return`   (F not volatile)
 *
 * and two whose body can throw, inlined only on their fast path: the code
 * takes the ordinary call instead (after the inlined body, as for a
 * guarded virtual site) whenever the body would throw or the object
 * space would fault -- a null receiver or array, a state bit set, an
 * index out of range -- so the exception still comes from the callee's
 * own frame, and the fault is taken there:
 *
 *   ALEN    `aload_0; getfield F; arraylength; ireturn`   (String.length())
 *   CHARAT  java.lang.String.charAt(int) itself, by name: the bounds
 *           check and the load of its `value` array (a String intrinsic)
 *
 * jit_compile.c emits them (emit_invoke); this file only recognises them,
 * from the bytecode and the quick forms, so check_compile can test it.
 * A callee of none of these shapes may still be inlined when its body
 * is straight-line code over its arguments: jit_pure.c recognises and
 * emits those, on the same rule as the fast paths (a check that fails
 * takes the ordinary call).
 */
#include "config.h"

#include <string.h>

#include "jit_internal.h"
#include "decode.h"

bool jit_inline_enabled = true;

#define MAX_CHAIN 4      /* constructors that call up, at most */

/* The decoded instruction at bytecode pc, when the decoder made one
 * instruction per bytecode instruction there. */
static const VmInsn *insn_at(const VmMethod *m, uint32_t idx, uint32_t pc)
{
	if (idx >= m->n_insns || m->insn_pc[idx] != pc)
		return NULL;
	return &m->pcode[idx];
}

/* The type a quick field form stands for (the width and sign it moves),
 * or 0 when h is no plain (non-volatile) quick form of that access. */
char jit_quick_field_type(const void *h, bool put, const void *(*label)(int))
{
	static const int get_ops[] = { OPX_GETFIELD_B, OPX_GETFIELD_Z, OPX_GETFIELD_C, OPX_GETFIELD_S,
				       OPX_GETFIELD_I, OPX_GETFIELD_J, OPX_GETFIELD_L };
	static const char get_types[] = "BZCSIJL";
	static const int put_ops[] = { OPX_PUTFIELD_B, OPX_PUTFIELD_C, OPX_PUTFIELD_I, OPX_PUTFIELD_J,
				       OPX_PUTFIELD_L };
	static const char put_types[] = "BCIJL";
	const int *ops = put ? put_ops : get_ops;
	const char *types = put ? put_types : get_types;
	size_t i, n = put ? sizeof put_ops / sizeof put_ops[0] : sizeof get_ops / sizeof get_ops[0];

	for (i = 0; i < n; i++)
		if (h == label(ops[i]))
			return types[i];
	return 0;
}

/* Does the return instruction op return a value of quick type ty? */
static bool returns(uint8_t op, char ty)
{
	switch (ty) {
	case 'J': return op == 0xad || op == 0xaf;        /* lreturn dreturn */
	case 'L': return op == 0xb0;
	default: return op == 0xac || op == 0xae;         /* ireturn freturn */
	}
}

/* The local-1 load of a setter and the quick type it stores with. */
static bool load_1(uint8_t op, char ty)
{
	switch (op) {
	case 0x1b: case 0x22: return ty == 'B' || ty == 'C' || ty == 'I';   /* iload_1 fload_1 */
	case 0x1f: case 0x26: return ty == 'J';                             /* lload_1 dload_1 */
	case 0x2b: return ty == 'L';                                         /* aload_1 */
	default: return false;
	}
}

static bool shape(const VmMethod *m, const void *(*label)(int), JitInline *out, int depth)
{
	const uint8_t *b;
	uint32_t n;
	bool is_static;
	const VmInsn *q;

	memset(out, 0, sizeof *out);
	if (!m || (m->access & (ACC_SYNCHRONIZED | ACC_NATIVE | ACC_ABSTRACT)) || !m->code || !m->pcode ||
	    !m->insn_pc)
		return false;
	b = m->code->code;
	n = m->code->code_length;
	is_static = (m->access & ACC_STATIC) != 0;
	if (n == 1 && b[0] == 0xb1) {
		out->kind = JIT_INL_EMPTY;
		return true;
	}
	if (n == 5 && b[0] == 0x2a && b[1] == 0xb7 && b[4] == 0xb1 && !is_static && depth < MAX_CHAIN &&
	    !strcmp(m->name, "<init>")) {
		JitInline up;
		const VmMethod *super;
		q = insn_at(m, 1, 1);
		if (!q || __atomic_load_n(&q->handler, __ATOMIC_ACQUIRE) != label(OPX_INVOKEDIRECT))
			return false;
		super = q->a.p;
		if (!super || strcmp(super->name, "<init>") || !shape(super, label, &up, depth + 1) ||
		    up.kind != JIT_INL_EMPTY)
			return false;
		out->kind = JIT_INL_EMPTY;
		return true;
	}
	if (n == 2 && b[0] >= 0x02 && b[0] <= 0x08 && b[1] == 0xac) {         /* iconst_m1..5 */
		out->kind = JIT_INL_CONST;
		out->type = 'I';
		out->value = b[0] - 0x03;
		return true;
	}
	if (n == 3 && b[0] == 0x10 && b[2] == 0xac) {                          /* bipush */
		out->kind = JIT_INL_CONST;
		out->type = 'I';
		out->value = (int8_t)b[1];
		return true;
	}
	if (n == 4 && b[0] == 0x11 && b[3] == 0xac) {                          /* sipush */
		out->kind = JIT_INL_CONST;
		out->type = 'I';
		out->value = (int16_t)(b[1] << 8 | b[2]);
		return true;
	}
	if (n == 2 && b[0] == 0x01 && b[1] == 0xb0) {                          /* aconst_null */
		out->kind = JIT_INL_CONST;
		out->type = 'L';
		return true;
	}
	if (is_static)
		return false;
	if (n == 5 && b[0] == 0x2a && b[1] == 0xb4 && m->arg_slots == 1) {    /* a getter */
		q = insn_at(m, 1, 1);
		if (!q)
			return false;
		out->type = jit_quick_field_type(__atomic_load_n(&q->handler, __ATOMIC_ACQUIRE), false, label);
		if (!out->type || !returns(b[4], out->type))
			return false;
		out->kind = JIT_INL_GET;
		out->offset = q->a.i;
		return true;
	}
	if (n == 6 && b[0] == 0x2a && b[1] == 0xb4 && b[4] == 0xbe && b[5] == 0xac &&
	    m->arg_slots == 1) {                                               /* an array's length */
		q = insn_at(m, 1, 1);
		if (!q || jit_quick_field_type(__atomic_load_n(&q->handler, __ATOMIC_ACQUIRE), false, label) != 'L')
			return false;
		out->kind = JIT_INL_ALEN;
		out->type = 'I';
		out->offset = q->a.i;
		return true;
	}
	if (n == 6 && b[0] == 0x2a && b[2] == 0xb5 && b[5] == 0xb1) {         /* a setter */
		q = insn_at(m, 2, 2);
		if (!q)
			return false;
		out->type = jit_quick_field_type(__atomic_load_n(&q->handler, __ATOMIC_ACQUIRE), true, label);
		if (!out->type || !load_1(b[1], out->type) || m->arg_slots != (out->type == 'J' ? 3 : 2))
			return false;
		out->kind = JIT_INL_PUT;
		out->offset = q->a.i;
		return true;
	}
	return false;
}

/* String.charAt(int): the offset of String's `value`, a char[] (the class
 * library's String keeps its characters there, one per element). */
static bool string_char_at(const VmMethod *m, JitInline *out)
{
	const VmClass *k = m->clazz;
	uint16_t i;

	if (!k || !k->name || strcmp(k->name, "java/lang/String") || strcmp(m->name, "charAt") ||
	    strcmp(m->desc, "(I)C") || (m->access & (ACC_STATIC | ACC_SYNCHRONIZED | ACC_NATIVE)))
		return false;
	for (i = 0; i < k->n_fields; i++)
		if (!strcmp(k->fields[i].name, "value") && !strcmp(k->fields[i].desc, "[C") &&
		    !(k->fields[i].access & ACC_STATIC)) {
			memset(out, 0, sizeof *out);
			out->kind = JIT_INL_CHARAT;
			out->type = 'C';
			out->offset = k->fields[i].offset;
			return true;
		}
	return false;
}

bool jit_inline_shape(const VmMethod *m, const void *(*label)(int op), JitInline *out)
{
	if (m && string_char_at(m, out))
		return true;
	return shape(m, label, out, 0);
}
