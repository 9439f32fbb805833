/*
 * decode.c -- turning a method's bytecode into threaded code.
 *
 * One pass finds instruction boundaries with the shared instruction table
 * (bytecode.h) and rejects unknown opcodes, truncated instructions and
 * out-of-range local indices; a second builds
 * the VmInsn array, resolving branch targets to instruction pointers
 * (a target that is not an instruction start is a VerifyError), folding
 * the short forms (iload_2, iconst_m1, bipush, wide ...) into one internal
 * opcode with an operand, and translating the exception table to
 * instruction indices.  Code that can fall off its end is rejected, and
 * so is every constant-pool operand of the wrong range or tag
 * (check_cp_operand), before the interpreter's resolution paths see it.
 *
 * The flow of types through the stack and locals is checked by verify.c,
 * called from here once the structure is known to be sound.
 */
#include "config.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bytecode.h"
#include "decode.h"
#include "verify.h"

static inline int16_t s16(const uint8_t *p) { return (int16_t)((p[0] << 8) | p[1]); }
static inline uint16_t u16(const uint8_t *p) { return (uint16_t)((p[0] << 8) | p[1]); }
static inline int32_t s32(const uint8_t *p)
{
	return (int32_t)(((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3]);
}

/* Recursive: building a VerifyError may decode other methods. */
static pthread_mutex_t decode_lock = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;

static bool verify_fail(VmThread *t, VmMethod *m, uint32_t pc, const char *why)
{
	char cn[512];

	vm_class_java_name(m->clazz, cn, sizeof cn);
	vm_throw(t, "java/lang/VerifyError", "(class: %s, method: %s signature: %s) %s at bytecode offset %u",
		 cn, m->name, m->desc, why, pc);
	return false;
}

/* Check the constant-pool operand of the instruction at pc (op is the
 * opcode, possibly of a field, invoke or class instruction) before anything
 * follows it: the index must be in range and name an entry of the kind the
 * instruction takes, and the entry must make sense for it (no invoke of
 * <clinit>, no `new` of an array class ...).  The parser has already checked
 * every link inside the pool, so after this the resolution paths of the
 * interpreter may follow the entry's chain without further checks. */
static bool check_cp_operand(VmThread *t, VmMethod *m, uint32_t pc, const uint8_t *bc)
{
	const VmClassFile *cf = m->clazz->cf;
	uint8_t op = bc[pc];
	uint16_t ix = (uint16_t)((bc[pc + 1] << 8) | bc[pc + 2]);
	const VmCfConst *k;
	const char *name = NULL;
	char why[96];
	bool ok;

	if (ix == 0 || ix >= cf->cp_count) {
		snprintf(why, sizeof why, "Illegal constant pool index %u", ix);
		return verify_fail(t, m, pc, why);
	}
	k = &cf->cp[ix];
	switch (op) {
	case 0xb2: case 0xb3: case 0xb4: case 0xb5:
		ok = k->tag == CF_FIELDREF;
		break;
	case 0xb6:
		ok = k->tag == CF_METHODREF;
		break;
	case 0xb7: case 0xb8:
		ok = k->tag == CF_METHODREF || (k->tag == CF_IMETHODREF && cf->major >= 52);
		break;
	case 0xb9:
		ok = k->tag == CF_IMETHODREF;
		if (ok && (bc[pc + 3] == 0 || bc[pc + 4] != 0))
			return verify_fail(t, m, pc, "Inconsistent args count operand in invokeinterface");
		break;
	case 0xba:
		ok = k->tag == CF_INVOKEDYNAMIC;
		if (ok && (bc[pc + 3] != 0 || bc[pc + 4] != 0))
			return verify_fail(t, m, pc, "Third and fourth operand bytes of invokedynamic must be zero");
		break;
	default:            /* new, anewarray, checkcast, instanceof, multianewarray */
		ok = k->tag == CF_CLASS;
		break;
	}
	if (!ok) {
		snprintf(why, sizeof why, "Illegal type at constant pool entry %u", ix);
		return verify_fail(t, m, pc, why);
	}
	if (op >= 0xb6 && op <= 0xb9)
		name = vm_cf_utf8(cf, cf->cp[k->u.ref.nat_index].u.nat.name_index);
	if (name && name[0] == '<' && (op != 0xb7 || strcmp(name, "<init>") != 0))
		return verify_fail(t, m, pc, "Illegal call to internal method");
	if (op == 0xbb && vm_cf_class_name(cf, ix)[0] == '[')
		return verify_fail(t, m, pc, "Illegal new instruction");
	if (op == 0xbd) {
		const char *cn = vm_cf_class_name(cf, ix);
		int dims = 0;
		while (cn[dims] == '[')
			dims++;
		if (dims >= 255)
			return verify_fail(t, m, pc, "Array with too many dimensions");
	}
	if (op == 0xc5) {
		const char *cn = vm_cf_class_name(cf, ix);
		int dims = 0;
		while (cn[dims] == '[')
			dims++;
		if (dims < bc[pc + 3])
			return verify_fail(t, m, pc, "Illegal dimension in multianewarray");
	}
	return true;
}

/* Does the instruction never fall through (goto, return, athrow, switch, ret)? */
static bool is_terminal(uint8_t op)
{
	const VmOpInfo *oi = vm_op_info(op);
	return oi && (oi->flags & VM_OPF_END);
}

#define OP(i, o) ((i)->handler = (const void *)(uintptr_t)(o))

bool vm_decode_method(VmThread *t, VmMethod *m)
{
	const VmCfCode *code = m->code;
	const uint8_t *bc;
	uint32_t len, pc, n = 0, i, last = 0;
	int32_t *index = NULL;    /* pc -> insn index, -1 if not a start */
	VmInsn *ins = NULL;
	uint16_t *ipc = NULL;
	VmHandler *hs = NULL;
	bool ok = false;

	vm_mutex_lock(t, &decode_lock);
	if (m->pcode) {
		pthread_mutex_unlock(&decode_lock);
		return true;
	}
	if (!code) {
		verify_fail(t, m, 0, "no code");
		goto out;
	}
	bc = code->code;
	len = code->code_length;
	index = malloc((len + 1) * sizeof *index);
	if (!index)
		goto oom;
	for (pc = 0; pc <= len; pc++)
		index[pc] = -1;
	for (pc = 0; pc < len;) {
		uint32_t l = vm_op_length(bc, len, pc);
		if (l == 0) {
			verify_fail(t, m, pc, !vm_op_info(bc[pc]) ? "Illegal instruction" :
				    bc[pc] == 0xc4 ? "Illegal wide instruction" : "Truncated instruction");
			goto out;
		}
		index[pc] = (int32_t)n++;
		last = pc;
		pc += l;
	}
	/* `wide ret` is terminal too: look at the instruction it widens */
	if (n == 0 || !is_terminal(bc[last] == 0xc4 ? bc[last + 1] : bc[last])) {
		verify_fail(t, m, last, "Falling off the end of the code");
		goto out;
	}
	ins = calloc(n, sizeof *ins);
	ipc = malloc(n * sizeof *ipc);
	if (!ins || !ipc)
		goto oom;

#define TARGET(off) do { \
		int64_t tp_ = (int64_t)pc + (off); \
		if (tp_ < 0 || tp_ >= len || index[tp_] < 0) { \
			verify_fail(t, m, pc, "Illegal target of jump or branch"); goto out; } \
		in->a.target = &ins[index[tp_]]; } while (0)
#define LOCAL(ix, w) do { \
		if ((uint32_t)(ix) + (w) > m->max_locals) { \
			verify_fail(t, m, pc, "Illegal local variable number"); goto out; } } while (0)

	for (pc = 0; pc < len; pc += vm_op_length(bc, len, pc)) {
		VmInsn *in = &ins[index[pc]];
		uint8_t op = bc[pc];

		ipc[index[pc]] = (uint16_t)pc;
		OP(in, op);
		switch (op) {
		case 0x02: case 0x03: case 0x04: case 0x05: case 0x06: case 0x07: case 0x08:
			OP(in, OPX_ICONST); in->a.i = op - 0x03; break;
		case 0x0b: case 0x0c: case 0x0d: {
			float f = (float)(op - 0x0b);
			OP(in, OPX_ICONST); in->a.i = 0; memcpy(&in->a.i, &f, 4); break;
		}
		case 0x10: OP(in, OPX_ICONST); in->a.i = (int8_t)bc[pc + 1]; break;
		case 0x11: OP(in, OPX_ICONST); in->a.i = s16(bc + pc + 1); break;
		case 0x12: case 0x13: {
			uint16_t ix = op == 0x12 ? bc[pc + 1] : u16(bc + pc + 1);
			const VmCfConst *k;
			if (ix == 0 || ix >= m->clazz->cf->cp_count) {
				verify_fail(t, m, pc, "Illegal constant pool index");
				goto out;
			}
			k = &m->clazz->cf->cp[ix];
			if (k->tag == CF_INTEGER) {
				OP(in, OPX_ICONST); in->a.i = k->u.i;
			} else if (k->tag == CF_FLOAT) {
				OP(in, OPX_ICONST); in->a.i = 0; memcpy(&in->a.i, &k->u.f, 4);
			} else if (k->tag == CF_STRING || k->tag == CF_CLASS || k->tag == CF_METHODTYPE ||
				   k->tag == CF_METHODHANDLE || k->tag == CF_DYNAMIC) {
				OP(in, 0x12); in->a.i = ix;
			} else {
				verify_fail(t, m, pc, "Illegal type in constant pool");
				goto out;
			}
			break;
		}
		case 0x14: {
			uint16_t ix = u16(bc + pc + 1);
			const VmCfConst *k;
			int64_t *cell;
			if (ix == 0 || ix >= m->clazz->cf->cp_count) {
				verify_fail(t, m, pc, "Illegal constant pool index");
				goto out;
			}
			k = &m->clazz->cf->cp[ix];
			if (k->tag != CF_LONG && k->tag != CF_DOUBLE) {
				verify_fail(t, m, pc, "Illegal type in constant pool");
				goto out;
			}
			cell = malloc(8);
			if (!cell)
				goto oom;
			memcpy(cell, k->tag == CF_LONG ? (const void *)&k->u.j : (const void *)&k->u.d, 8);
			OP(in, OPX_LDC2); in->a.p = cell;
			break;
		}
		case 0x15: case 0x17: case 0x19:
			LOCAL(bc[pc + 1], 1); OP(in, OPX_LOAD); in->a.i = bc[pc + 1]; break;
		case 0x16: case 0x18:
			LOCAL(bc[pc + 1], 2); OP(in, OPX_LOAD2); in->a.i = bc[pc + 1]; break;
		case 0x1a: case 0x1b: case 0x1c: case 0x1d:
			LOCAL(op - 0x1a, 1); OP(in, OPX_LOAD); in->a.i = op - 0x1a; break;
		case 0x22: case 0x23: case 0x24: case 0x25:
			LOCAL(op - 0x22, 1); OP(in, OPX_LOAD); in->a.i = op - 0x22; break;
		case 0x2a: case 0x2b: case 0x2c: case 0x2d:
			LOCAL(op - 0x2a, 1); OP(in, OPX_LOAD); in->a.i = op - 0x2a; break;
		case 0x1e: case 0x1f: case 0x20: case 0x21:
			LOCAL(op - 0x1e, 2); OP(in, OPX_LOAD2); in->a.i = op - 0x1e; break;
		case 0x26: case 0x27: case 0x28: case 0x29:
			LOCAL(op - 0x26, 2); OP(in, OPX_LOAD2); in->a.i = op - 0x26; break;
		case 0x36: case 0x38: case 0x3a:
			LOCAL(bc[pc + 1], 1); OP(in, OPX_STORE); in->a.i = bc[pc + 1]; break;
		case 0x37: case 0x39:
			LOCAL(bc[pc + 1], 2); OP(in, OPX_STORE2); in->a.i = bc[pc + 1]; break;
		case 0x3b: case 0x3c: case 0x3d: case 0x3e:
			LOCAL(op - 0x3b, 1); OP(in, OPX_STORE); in->a.i = op - 0x3b; break;
		case 0x43: case 0x44: case 0x45: case 0x46:
			LOCAL(op - 0x43, 1); OP(in, OPX_STORE); in->a.i = op - 0x43; break;
		case 0x4b: case 0x4c: case 0x4d: case 0x4e:
			LOCAL(op - 0x4b, 1); OP(in, OPX_STORE); in->a.i = op - 0x4b; break;
		case 0x3f: case 0x40: case 0x41: case 0x42:
			LOCAL(op - 0x3f, 2); OP(in, OPX_STORE2); in->a.i = op - 0x3f; break;
		case 0x47: case 0x48: case 0x49: case 0x4a:
			LOCAL(op - 0x47, 2); OP(in, OPX_STORE2); in->a.i = op - 0x47; break;
		case 0x84:
			LOCAL(bc[pc + 1], 1);
			OP(in, OPX_IINC);
			in->a.i = (intptr_t)bc[pc + 1] | (intptr_t)((uint32_t)(int8_t)bc[pc + 2] << 16);
			break;
		case 0x99: case 0x9a: case 0x9b: case 0x9c: case 0x9d: case 0x9e:
		case 0x9f: case 0xa0: case 0xa1: case 0xa2: case 0xa3: case 0xa4:
		case 0xa5: case 0xa6: case 0xa7: case 0xa8: case 0xc6: case 0xc7:
			TARGET(s16(bc + pc + 1));
			break;
		case 0xc8: case 0xc9:
			TARGET(s32(bc + pc + 1));
			OP(in, op == 0xc8 ? 0xa7 : 0xa8);
			break;
		case 0xa9:
			LOCAL(bc[pc + 1], 1); in->a.i = bc[pc + 1]; break;
		case 0xaa: {
			uint32_t p = (pc + 4) & ~3u;
			int32_t lo = s32(bc + p + 4), hi = s32(bc + p + 8), k;
			VmTableSwitch *ts = malloc(sizeof *ts + sizeof(VmInsn *) * (size_t)(hi - lo + 1));
			if (!ts)
				goto oom;
			ts->low = lo;
			ts->high = hi;
			TARGET(s32(bc + p));
			ts->deflt = in->a.target;
			for (k = 0; k <= hi - lo; k++) {
				TARGET(s32(bc + p + 12 + 4 * (uint32_t)k));
				ts->targets[k] = in->a.target;
			}
			in->a.p = ts;
			break;
		}
		case 0xab: {
			uint32_t p = (pc + 4) & ~3u;
			int32_t cnt = s32(bc + p + 4), k;
			VmLookupSwitch *ls = malloc(sizeof *ls);
			if (!ls)
				goto oom;
			ls->n = cnt;
			ls->keys = malloc(sizeof(int32_t) * (size_t)(cnt + 1));
			ls->targets = malloc(sizeof(VmInsn *) * (size_t)(cnt + 1));
			if (!ls->keys || !ls->targets)
				goto oom;
			TARGET(s32(bc + p));
			ls->deflt = in->a.target;
			for (k = 0; k < cnt; k++) {
				ls->keys[k] = s32(bc + p + 8 + 8 * (uint32_t)k);
				if (k > 0 && ls->keys[k] <= ls->keys[k - 1]) {
					verify_fail(t, m, pc, "Bad lookupswitch instruction");
					goto out;
				}
				TARGET(s32(bc + p + 12 + 8 * (uint32_t)k));
				ls->targets[k] = in->a.target;
			}
			in->a.p = ls;
			break;
		}
		case 0xb2: case 0xb3: case 0xb4: case 0xb5: case 0xb6: case 0xb7:
		case 0xb8: case 0xb9: case 0xba: case 0xbb: case 0xbd: case 0xc0: case 0xc1:
			if (!check_cp_operand(t, m, pc, bc))
				goto out;
			in->a.i = u16(bc + pc + 1);
			break;
		case 0xbc:
			if (bc[pc + 1] < 4 || bc[pc + 1] > 11) {
				verify_fail(t, m, pc, "Illegal newarray instruction");
				goto out;
			}
			in->a.i = bc[pc + 1];
			break;
		case 0xc5:
			if (bc[pc + 3] == 0) {
				verify_fail(t, m, pc, "Illegal dimension in multianewarray");
				goto out;
			}
			if (!check_cp_operand(t, m, pc, bc))
				goto out;
			in->a.i = (intptr_t)u16(bc + pc + 1) | ((intptr_t)bc[pc + 3] << 16);
			break;
		case 0xc4: {
			uint8_t wop = bc[pc + 1];
			uint16_t ix = u16(bc + pc + 2);
			switch (wop) {
			case 0x15: case 0x17: case 0x19:
				LOCAL(ix, 1); OP(in, OPX_LOAD); in->a.i = ix; break;
			case 0x16: case 0x18:
				LOCAL(ix, 2); OP(in, OPX_LOAD2); in->a.i = ix; break;
			case 0x36: case 0x38: case 0x3a:
				LOCAL(ix, 1); OP(in, OPX_STORE); in->a.i = ix; break;
			case 0x37: case 0x39:
				LOCAL(ix, 2); OP(in, OPX_STORE2); in->a.i = ix; break;
			case 0xa9:
				LOCAL(ix, 1); OP(in, 0xa9); in->a.i = ix; break;
			case 0x84:
				LOCAL(ix, 1);
				OP(in, OPX_IINC);
				in->a.i = (intptr_t)ix | (intptr_t)((uint32_t)(uint16_t)s16(bc + pc + 4) << 16);
				break;
			default:
				verify_fail(t, m, pc, "Illegal wide instruction");
				goto out;
			}
			break;
		}
		default:
			break;
		}
	}
	/* Exception table, in instruction indices. */
	if (code->n_handlers) {
		hs = calloc(code->n_handlers, sizeof *hs);
		if (!hs)
			goto oom;
	}
	for (i = 0; i < code->n_handlers; i++) {
		const VmCfHandler *h = &code->handlers[i];
		if (h->start_pc >= len || index[h->start_pc] < 0 || h->end_pc > len ||
		    (h->end_pc < len && index[h->end_pc] < 0) || h->start_pc >= h->end_pc ||
		    h->handler_pc >= len || index[h->handler_pc] < 0) {
			verify_fail(t, m, h->handler_pc, "Illegal exception table range");
			goto out;
		}
		hs[i].start = (uint32_t)index[h->start_pc];
		hs[i].end = h->end_pc == len ? n : (uint32_t)index[h->end_pc];
		hs[i].handler = (uint32_t)index[h->handler_pc];
		hs[i].catch_type = h->catch_type;
	}
	/* Type checking, once, before the method can run (verify.c). */
	if (vm_options.verify == VM_VERIFY_ALL || (vm_options.verify == VM_VERIFY_REMOTE && m->clazz->is_app))
		if (!vm_verify_method(t, m))
			goto out;
	/* Thread the code: opcode numbers become handler addresses. */
	for (i = 0; i < n; i++)
		ins[i].handler = vm_interp_label((int)(uintptr_t)ins[i].handler);
	m->handlers = hs;
	m->n_handlers = code->n_handlers;
	m->insn_pc = ipc;
	m->n_insns = n;
	__atomic_store_n(&m->pcode, ins, __ATOMIC_RELEASE);
	ins = NULL;
	ipc = NULL;
	hs = NULL;
	ok = true;
	goto out;
oom:
	vm_throw_object(t, vm_wk.oom);
out:
	pthread_mutex_unlock(&decode_lock);
	free(index);
	free(ins);
	free(ipc);
	free(hs);
	return ok;
}
