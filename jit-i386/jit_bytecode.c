/*
 * jit_bytecode.c -- what the selector reads off a method's bytecode
 * before it emits anything: which local an instruction reads or writes,
 * a switch's cases, and the loops whose index provably stays inside an
 * array (bounds-check elimination).
 *
 * Lengths and operand formats come from the core's shared table
 * (bytecode.h), as everywhere in the JIT.
 *
 * Safe loops.  javac compiles `for (int i = K; i < a.length; i++)` and
 * `for (T x : a)` into a loop tested at its head:
 *
 *   head: iload i                       head: iload i
 *         aload a; arraylength                iload n     (n = a.length,
 *         [iconst k; isub]                                 set before)
 *         if_icmpge exit                      if_icmpge exit
 *         ...body...                          ...body...
 *         iinc i 1                            iinc i 1
 *         goto head                           goto head
 *
 * In the body, between the test and the iinc, 0 <= i < a.length holds
 * when: i held a constant >= 0 on entry (the store nearest the head
 * before it, on straight-line code); i is written in the loop only by
 * that iinc (+1, which cannot overflow: i < a.length <= 2^31 - 1); a
 * (and n) are not written in the loop, and n was set from a.length
 * after a's last store; nothing jumps into the loop but the back edge
 * to its head, no handler starts in it, and the method has no jsr or
 * ret (a subroutine could write i from outside the loop).  The array's
 * length never changes, on any node.  So an access a[i] there, its
 * operands the values of the locals a and i themselves (jit_compile.c
 * asks the virtual stack), needs no bounds check.  The null test and
 * the object-state test stay (jit_compile.c's checks elide those).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "jit_internal.h"
#include "bytecode.h"
#include "class.h"

bool jit_bc_is_branch(uint8_t op)
{
	const VmOpInfo *in = vm_op_info(op);

	/* if*, if_icmp*, if_acmp*, ifnull, ifnonnull, goto, goto_w: the
	 * table's branches but jsr and jsr_w, which push a value and come
	 * back (jit_compile.c's emit_subroutine) */
	return in && (in->fmt == VM_OPFMT_BRANCH2 || in->fmt == VM_OPFMT_BRANCH4) && !jit_bc_is_jsr(op);
}

/* The target of the branch at pc (jit_bc_is_branch, or a jsr): its
 * offset is two bytes, or four for goto_w and jsr_w. */
int64_t jit_bc_branch_target(const uint8_t *code, uint32_t pc)
{
	const uint8_t *p = code + pc;

	return (int64_t)pc + (p[0] == 0xc8 || p[0] == 0xc9 ? jit_bc_s32(p + 1) : jit_bc_s16(p + 1));
}

/* jsr and jsr_w. */
bool jit_bc_is_jsr(uint8_t op)
{
	return op == 0xa8 || op == 0xc9;
}

/* goto and goto_w: no fall-through. */
bool jit_bc_is_goto(uint8_t op)
{
	return op == 0xa7 || op == 0xc8;
}

bool jit_local_access(const uint8_t *p, JitLocalAccess *la)
{
	static const char types[] = "IJFDA";
	bool wide = p[0] == 0xc4;
	uint8_t op = wide ? p[1] : p[0];
	int n = wide ? jit_bc_u16(p + 2) : p[1];

	la->inc = 0;
	if (op >= 0x15 && op <= 0x19) {
		la->kind = JIT_LOCAL_LOAD, la->type = types[op - 0x15], la->n = n;
	} else if (op >= 0x36 && op <= 0x3a) {
		la->kind = JIT_LOCAL_STORE, la->type = types[op - 0x36], la->n = n;
	} else if (op == 0x84) {
		la->kind = JIT_LOCAL_IINC, la->type = 'I', la->n = n;
		la->inc = wide ? jit_bc_s16(p + 4) : (int8_t)p[2];
	} else if (op == 0xa9) {
		la->kind = JIT_LOCAL_RET, la->type = 'R', la->n = n;
	} else if (!wide && op >= 0x1a && op <= 0x2d) {
		la->kind = JIT_LOCAL_LOAD, la->type = types[(op - 0x1a) / 4], la->n = (op - 0x1a) % 4;
	} else if (!wide && op >= 0x3b && op <= 0x4e) {
		la->kind = JIT_LOCAL_STORE, la->type = types[(op - 0x3b) / 4], la->n = (op - 0x3b) % 4;
	} else {
		return false;
	}
	return true;
}

int jit_switch_cases(const uint8_t *code, uint32_t pc, int32_t *dflt, int32_t *keys, int32_t *tgts, int max)
{
	const uint8_t *p = code + pc + 1 + (3 - pc % 4);
	int i, n;

	*dflt = (int32_t)pc + jit_bc_s32(p);
	if (code[pc] == 0xaa) {
		int32_t low = jit_bc_s32(p + 4), high = jit_bc_s32(p + 8);
		int64_t nn = (int64_t)high - low + 1;
		if (nn < 0 || nn > max)
			return -1;
		n = (int)nn;
		for (i = 0; i < n; i++) {
			keys[i] = low + i;
			tgts[i] = (int32_t)pc + jit_bc_s32(p + 12 + 4 * i);
		}
	} else {
		n = jit_bc_s32(p + 4);
		if (n < 0 || n > max)
			return -1;
		for (i = 0; i < n; i++) {
			keys[i] = jit_bc_s32(p + 8 + 8 * i);
			tgts[i] = (int32_t)pc + jit_bc_s32(p + 12 + 8 * i);
		}
	}
	return n;
}

/* ------------------------------------------------------ safe loops */

#define NONE UINT32_MAX
#define SCAN_BACK 64            /* instructions looked at before a loop's head */

typedef struct Flow {
	const uint8_t *code;
	uint32_t len;
	uint32_t *prev;         /* per instruction start: the previous start, NONE */
	uint32_t *next;         /* per instruction start: the next start (len at the end) */
	uint8_t *target;        /* 1 where a reachable jump or a handler enters */
	uint32_t *esrc, *etgt;  /* the reachable jumps */
	uint32_t n_edges;
} Flow;

/* A constant >= 0 pushed by the instruction at pc? */
static bool nonneg_const(const uint8_t *p)
{
	return (p[0] >= 0x03 && p[0] <= 0x08) || (p[0] == 0x10 && (int8_t)p[1] >= 0) ||
	       (p[0] == 0x11 && jit_bc_s16(p + 1) >= 0);
}

/* Every jump of reachable code (two- and four-byte branches, switches):
 * false when there is a jsr, jsr_w or ret, or a switch is malformed. */
static bool collect_edges(Flow *f, const int16_t *depth)
{
	uint32_t pc, cap = 0;
	int32_t *keys = NULL, *tgts = NULL;
	bool ok = true;

	for (pc = 0; pc < f->len; pc = f->next[pc]) {
		uint8_t op = f->code[pc];
		const VmOpInfo *in = vm_op_info(op);
		uint32_t need = 1;
		int32_t dflt;
		int k, nc = 0;

		if (op == 0xa8 || op == 0xc9 || op == 0xa9)
			goto fail;
		if (depth[pc] < 0 || !in)
			continue;
		if (op == 0xaa || op == 0xab) {
			const uint8_t *p = f->code + pc + 1 + (3 - pc % 4);
			int64_t cases = op == 0xaa ? (int64_t)jit_bc_s32(p + 8) - jit_bc_s32(p + 4) + 1 : jit_bc_s32(p + 4);
			if (cases < 0 || cases > (int64_t)f->len)
				goto fail;
			free(keys);
			free(tgts);
			keys = malloc(sizeof *keys * ((size_t)cases + 1));
			tgts = malloc(sizeof *tgts * ((size_t)cases + 1));
			if (!keys || !tgts)
				goto fail;
			nc = jit_switch_cases(f->code, pc, &dflt, keys, tgts, (int)cases);
			if (nc < 0)
				goto fail;
			need = (uint32_t)nc + 1;
		} else if (in->fmt != VM_OPFMT_BRANCH2 && in->fmt != VM_OPFMT_BRANCH4) {
			continue;
		}
		if (f->n_edges + need > cap) {
			uint32_t *s, *t;
			cap = (f->n_edges + need) * 2 + 16;
			s = realloc(f->esrc, sizeof *s * cap);
			if (!s)
				goto fail;
			f->esrc = s;
			t = realloc(f->etgt, sizeof *t * cap);
			if (!t)
				goto fail;
			f->etgt = t;
		}
		for (k = -1; k < (int)need - 1; k++) {
			int64_t t = op == 0xaa || op == 0xab ? (k < 0 ? dflt : tgts[k]) :
				    jit_bc_branch_target(f->code, pc);
			if (t < 0 || t >= f->len)
				goto fail;
			f->esrc[f->n_edges] = pc;
			f->etgt[f->n_edges++] = (uint32_t)t;
			f->target[t] = 1;
		}
	}
	goto out;
fail:
	ok = false;
out:
	free(keys);
	free(tgts);
	return ok;
}

/* Does the back edge at `end` (a goto to `head`) close a safe loop?
 * Fills *l; false if any condition of the comment at the top fails. */
static bool safe_loop(const Flow *f, const VmMethod *m, uint32_t head, uint32_t end, JitSafeLoop *l)
{
	const uint8_t *code = f->code;
	JitLocalAccess la;
	uint32_t q, inc, tpc, h;
	int i, a = -1, n = -1, steps;
	bool i_ok = false, n_ok = false;
	uint32_t e;
	uint8_t *written = NULL;

	/* iinc i 1; goto head */
	inc = f->prev[end];
	if (inc == NONE || inc <= head || !jit_local_access(code + inc, &la) || la.kind != JIT_LOCAL_IINC ||
	    la.inc != 1)
		return false;
	i = la.n;
	/* the head: iload i; (aload a; arraylength [; const k; isub] | iload n); if_icmpge */
	h = head;
	if (!jit_local_access(code + h, &la) || la.kind != JIT_LOCAL_LOAD || la.type != 'I' || la.n != i)
		return false;
	h = f->next[h];
	if (h >= end || !jit_local_access(code + h, &la) || la.kind != JIT_LOCAL_LOAD)
		return false;
	if (la.type == 'A') {
		a = la.n;
		h = f->next[h];
		if (h >= end || code[h] != 0xbe)
			return false;
		h = f->next[h];
		if (h < end && nonneg_const(code + h)) {
			h = f->next[h];
			if (h >= end || code[h] != 0x64)
				return false;
			h = f->next[h];
		}
	} else if (la.type == 'I') {
		n = la.n;
		h = f->next[h];
	} else {
		return false;
	}
	if (h >= end || code[h] != 0xa2)
		return false;
	tpc = h;
	if ((int64_t)tpc + jit_bc_s16(code + tpc + 1) <= (int64_t)end)
		return false;                       /* the test must leave the loop */
	if (i == a || i == n)
		return false;
	/* nothing enters but at the head, and there only from inside */
	for (e = 0; e < f->n_edges; e++) {
		uint32_t s = f->esrc[e], t = f->etgt[e];
		bool inside = s >= head && s <= end;
		if (t >= head && t <= end && !inside)
			return false;
		if (t > head && t <= tpc)
			return false;               /* not even into the test */
	}
	for (e = 0; e < m->n_handlers; e++) {
		uint32_t hi = m->handlers[e].handler;
		if (hi >= m->n_insns || (m->insn_pc[hi] >= head && m->insn_pc[hi] <= end))
			return false;
	}
	/* before the head, on straight-line code: i's constant, and n from
	 * a.length after a's last store (which names a for the second shape) */
	written = calloc((size_t)m->max_locals + 2, 1);
	if (!written)
		return false;
	for (q = f->prev[head], steps = 0; q != NONE && steps < SCAN_BACK && !(i_ok && (n < 0 || n_ok));
	     q = f->prev[q], steps++) {
		uint32_t p1;
		if (f->next[q] != head && f->target[f->next[q]])
			break;                      /* another path comes in after q */
		if (!jit_local_access(code + q, &la) || la.kind == JIT_LOCAL_LOAD)
			continue;
		p1 = f->prev[q];
		if (la.n == i && !i_ok) {
			if (la.kind != JIT_LOCAL_STORE || la.type != 'I' || p1 == NONE || f->target[q] ||
			    !nonneg_const(code + p1))
				break;
			i_ok = true;
		}
		if (la.n == n && !n_ok) {
			uint32_t p2 = p1 == NONE ? NONE : f->prev[p1];
			JitLocalAccess al;
			if (la.kind != JIT_LOCAL_STORE || p2 == NONE || f->target[q] || f->target[p1] ||
			    code[p1] != 0xbe || !jit_local_access(code + p2, &al) || al.kind != JIT_LOCAL_LOAD ||
			    al.type != 'A' || al.n >= m->max_locals || written[al.n] || al.n == i || al.n == n)
				break;
			a = al.n;
			n_ok = true;
		}
		if (la.n < m->max_locals)
			written[la.n] = 1;
		if ((la.type == 'J' || la.type == 'D') && la.n + 1 < m->max_locals)
			written[la.n + 1] = 1;
	}
	free(written);
	if (!i_ok || (n >= 0 && !n_ok) || a < 0)
		return false;
	/* in the loop, i is written by the iinc alone, a and n never */
	for (q = head; q <= end; q = f->next[q]) {
		if (!jit_local_access(code + q, &la) || la.kind == JIT_LOCAL_LOAD)
			continue;
		for (e = 0; e < (la.type == 'J' || la.type == 'D' ? 2u : 1u); e++) {
			int w = la.n + (int)e;
			if ((w == i && q != inc) || w == a || w == n)
				return false;
		}
	}
	l->i = i;
	l->a = a;
	l->lo = tpc;
	l->hi = inc;
	return true;
}

bool jit_bce_enabled = true;

int jit_safe_loops(const VmMethod *m, const uint8_t *code, uint32_t len, const int16_t *depth, JitSafeLoop *out,
		   int max)
{
	Flow f;
	uint32_t pc, last = NONE;
	int n = 0;

	memset(&f, 0, sizeof f);
	f.code = code;
	f.len = len;
	f.prev = malloc(sizeof *f.prev * (len + 1));
	f.next = malloc(sizeof *f.next * (len + 1));
	f.target = calloc(len + 1, 1);
	if (!f.prev || !f.next || !f.target)
		goto out;
	for (pc = 0; pc < len; ) {
		uint32_t l = vm_op_length(code, len, pc);
		if (l == 0)
			goto out;
		f.prev[pc] = last;
		f.next[pc] = pc + l;
		last = pc;
		pc += l;
	}
	if (!collect_edges(&f, depth))
		goto out;
	for (pc = 0; pc < m->n_handlers; pc++) {
		uint32_t hi = m->handlers[pc].handler;
		if (hi < m->n_insns && m->insn_pc[hi] < len)
			f.target[m->insn_pc[hi]] = 1;
	}
	for (pc = 0; pc < len && n < max; pc = f.next[pc]) {
		uint8_t op = code[pc];
		int64_t t;
		if (!jit_bc_is_goto(op) || depth[pc] < 0)
			continue;
		t = jit_bc_branch_target(code, pc);
		if (t >= 0 && t < pc && depth[t] >= 0 && safe_loop(&f, m, (uint32_t)t, pc, &out[n]))
			n++;
	}
out:
	free(f.prev);
	free(f.next);
	free(f.target);
	free(f.esrc);
	free(f.etgt);
	return n;
}
