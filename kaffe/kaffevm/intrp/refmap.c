/*
 * refmap.c -- per-instruction maps of the locals that may hold a
 * reference, so that the collector skips dead and non-reference slots of
 * Java frames instead of scanning every local conservatively.
 *
 * Why: a local slot keeps whatever was last stored there, and a frame's
 * locals beyond its arguments start with what an earlier, returned
 * frame left in the same stack memory. Scanned conservatively, such a
 * stale slot keeps a dropped object graph alive: a program that ran out
 * of memory, dropped its only reference and allocated again got a
 * second OutOfMemoryError that the stock JVM does not give.
 *
 * The analysis is a forward "may hold a reference" data flow over the
 * bytecode, one bit per local:
 *
 *   entry          `this` and the reference parameters (from the method
 *                  descriptor) set; every other local clear
 *   astore n       sets n (a reference, or a jsr return address: both
 *                  scanned conservatively, which is harmless)
 *   istore/fstore  clear n;  lstore/dstore clear n and n+1
 *   anything else  leaves the locals alone
 *
 * and merges by union: a bit is clear only if on every path to the
 * instruction the local holds no reference (never set, or overwritten by
 * a primitive). Edges: fall-through, branch and switch targets, every
 * instruction in a protected range to its handler (with the locals both
 * before and after it), jsr to its subroutine, and every ret to the
 * instruction after every jsr (a may-analysis needs no more precision
 * about subroutines than that). It never rejects code: what the decoder
 * accepted (boundaries, targets, local indices, all checked there) it
 * maps, and anything it does not expect leaves the method without a map,
 * which means "scan every local", the old behaviour.
 *
 * Not a liveness analysis: a local still holding a reference that the
 * method will not read again is kept, as in the stock JVM's interpreter
 * (only its compiled code drops such locals). A program must null it.
 *
 * Storage: one bitset of ceil(max_locals / 64) words per decoded
 * instruction, built on first use by the collector (the world stopped,
 * so no other thread reads or builds it) and kept with the method.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "bytecode.h"
#include "decode.h"
#include "refmap.h"

/* m->refmap when the method has no map: scan all its locals */
static uint64_t no_map;

#define U16(p) ((uint16_t)(bc[p] << 8 | bc[(p) + 1]))
#define S16(p) ((int16_t)U16(p))
#define S32(p) ((int32_t)((uint32_t)bc[p] << 24 | (uint32_t)bc[(p) + 1] << 16 | \
			  (uint32_t)bc[(p) + 2] << 8 | bc[(p) + 3]))

/* The largest map built, in words (64 MiB); beyond it, no map. */
#define REFMAP_MAX_WORDS (8u << 20)

typedef struct Flow {
	const uint8_t *bc;
	uint32_t len, n, words;
	int32_t *index;            /* bytecode pc -> instruction, -1 inside one */
	const uint16_t *pc;        /* instruction -> bytecode pc */
	uint64_t *in;              /* n x words: locals before each instruction */
	uint8_t *seen;
	uint32_t *work;            /* stack of instructions to (re)visit */
	uint32_t nwork;
	uint8_t *queued;
} Flow;

static void set_bit(uint64_t *s, uint32_t i)
{
	s[i / 64] |= (uint64_t)1 << (i % 64);
}

static void clear_bit(uint64_t *s, uint32_t i)
{
	s[i / 64] &= ~((uint64_t)1 << (i % 64));
}

/* Merge `st` into the state before instruction i; queue i if it grew. */
static void flow_to(Flow *f, uint32_t i, const uint64_t *st)
{
	uint64_t *d = f->in + (size_t)i * f->words;
	bool grew = !f->seen[i];

	for (uint32_t w = 0; w < f->words; w++) {
		if (st[w] & ~d[w])
			grew = true;
		d[w] |= st[w];
	}
	f->seen[i] = 1;
	if (grew && !f->queued[i]) {
		f->queued[i] = 1;
		f->work[f->nwork++] = i;
	}
}

/* The instruction at bytecode pc `target`, or -1 if none starts there. */
static int32_t insn_at(const Flow *f, int64_t target)
{
	return target < 0 || target >= (int64_t)f->len ? -1 : f->index[target];
}

/* Flow to the instruction at bytecode pc `target`; false if there is none. */
static bool flow_pc(Flow *f, int64_t target, const uint64_t *st)
{
	int32_t i = insn_at(f, target);

	if (i < 0)
		return false;
	flow_to(f, (uint32_t)i, st);
	return true;
}

/* Locals of the method's parameters that hold references. */
static bool entry_state(const VmMethod *m, uint64_t *st)
{
	const char *d = m->desc;
	uint32_t slot = 0;

	if (!(m->access & ACC_STATIC)) {
		if (m->max_locals < 1)
			return false;
		set_bit(st, slot++);
	}
	if (*d++ != '(')
		return false;
	while (*d && *d != ')') {
		bool ref = *d == 'L' || *d == '[';
		uint32_t size = (*d == 'J' || *d == 'D') ? 2 : 1;

		while (*d == '[')
			d++;
		if (*d == 'L') {
			d = strchr(d, ';');
			if (!d)
				return false;
		}
		d++;
		if (slot + size > m->max_locals)
			return false;
		if (ref)
			set_bit(st, slot);
		slot += size;
	}
	return *d == ')';
}

/* One instruction: apply its stores to `out` (a copy of its in-state)
 * and flow to its successors. False if the code is not as expected. */
static bool step(Flow *f, const VmMethod *m, uint32_t i, uint64_t *out,
		 const uint32_t *jsr_returns, uint32_t n_jsr)
{
	const uint8_t *bc = f->bc;
	uint32_t pc = f->pc[i], next;
	unsigned op = bc[pc], local = 0, kind = 0;
	bool wide = op == 0xc4, falls = true;

	next = pc + vm_op_length(bc, f->len, pc);
	if (next <= pc)
		return false;
	if (wide) {
		op = bc[pc + 1];
		local = U16(pc + 2);
	} else if (op >= 0x36 && op <= 0x3a) {
		local = bc[pc + 1];
	}
	/* kind of store: 1 a primitive, 2 a long or double, 3 a reference */
	switch (op) {
	case 0x36: case 0x38: kind = 1; break;                     /* istore, fstore */
	case 0x37: case 0x39: kind = 2; break;                     /* lstore, dstore */
	case 0x3a: kind = 3; break;                                /* astore */
	case 0x3b: case 0x3c: case 0x3d: case 0x3e:                /* istore_n */
	case 0x43: case 0x44: case 0x45: case 0x46:                /* fstore_n */
		kind = 1; local = (op - 0x3b) % 4; break;
	case 0x3f: case 0x40: case 0x41: case 0x42:                /* lstore_n */
	case 0x47: case 0x48: case 0x49: case 0x4a:                /* dstore_n */
		kind = 2; local = (op - 0x3f) % 4; break;
	case 0x4b: case 0x4c: case 0x4d: case 0x4e:                /* astore_n */
		kind = 3; local = op - 0x4b; break;
	default: break;
	}
	if (kind && local + (kind == 2) >= m->max_locals)
		return false;   /* the decoder rejects this; be sure */
	if (kind == 3)
		set_bit(out, local);
	else if (kind)
		clear_bit(out, local);
	if (kind == 2)
		clear_bit(out, local + 1);

	/* the handlers that cover this instruction see it before and after */
	for (uint32_t h = 0; h < m->n_handlers; h++) {
		const VmHandler *hd = &m->handlers[h];
		if (i >= hd->start && i < hd->end) {
			if (hd->handler >= f->n)
				return false;
			flow_to(f, hd->handler, f->in + (size_t)i * f->words);
			flow_to(f, hd->handler, out);
		}
	}

	switch (op) {   /* after wide, only ret is a branch */
	case 0x99: case 0x9a: case 0x9b: case 0x9c: case 0x9d: case 0x9e:   /* if<cond> */
	case 0x9f: case 0xa0: case 0xa1: case 0xa2: case 0xa3: case 0xa4:   /* if_icmp */
	case 0xa5: case 0xa6: case 0xc6: case 0xc7:                         /* if_acmp, ifnull */
		if (!flow_pc(f, (int64_t)pc + S16(pc + 1), out))
			return false;
		break;
	case 0xa7:                                                          /* goto */
		falls = false;
		if (!flow_pc(f, (int64_t)pc + S16(pc + 1), out))
			return false;
		break;
	case 0xc8:                                                          /* goto_w */
		falls = false;
		if (!flow_pc(f, (int64_t)pc + S32(pc + 1), out))
			return false;
		break;
	case 0xa8: case 0xc9:                                               /* jsr, jsr_w */
		falls = false;   /* the return point is reached through ret */
		if (!flow_pc(f, (int64_t)pc + (op == 0xa8 ? S16(pc + 1) : S32(pc + 1)), out))
			return false;
		break;
	case 0xa9:                                                          /* ret */
		falls = false;
		for (uint32_t k = 0; k < n_jsr; k++)
			flow_to(f, jsr_returns[k], out);
		break;
	case 0xaa: case 0xab: {                                             /* switches */
		uint32_t p = (pc + 4) & ~3u;
		falls = false;
		if (!flow_pc(f, (int64_t)pc + S32(p), out))
			return false;
		if (op == 0xaa) {
			int32_t lo = S32(p + 4), hi = S32(p + 8);
			for (int64_t k = 0; k <= (int64_t)hi - lo; k++)
				if (!flow_pc(f, (int64_t)pc + S32(p + 12 + 4 * (uint32_t)k), out))
					return false;
		} else {
			int32_t npairs = S32(p + 4);
			for (int32_t k = 0; k < npairs; k++)
				if (!flow_pc(f, (int64_t)pc + S32(p + 12 + 8 * (uint32_t)k), out))
					return false;
		}
		break;
	}
	case 0xac: case 0xad: case 0xae: case 0xaf: case 0xb0: case 0xb1:   /* returns */
	case 0xbf:                                                          /* athrow */
		falls = false;
		break;
	default:
		break;
	}
	if (falls && (next >= f->len || !flow_pc(f, next, out)))
		return false;
	return true;
}

/* Build m's map; NULL if the method is not one the analysis follows. */
static uint64_t *build(const VmMethod *m)
{
	const VmCfCode *code = m->code;
	Flow f;
	uint64_t *map = NULL, *out = NULL;
	uint32_t *jsr_returns = NULL, n_jsr = 0;
	bool ok = false;

	memset(&f, 0, sizeof f);
	if (!code || !m->pcode || !m->insn_pc || m->n_insns == 0 || m->max_locals == 0 ||
	    code->code_length == 0 || code->max_locals != m->max_locals)
		return NULL;
	f.bc = code->code;
	f.len = code->code_length;
	f.n = m->n_insns;
	f.pc = m->insn_pc;
	f.words = (m->max_locals + 63u) / 64u;
	if ((uint64_t)f.n * f.words > REFMAP_MAX_WORDS)
		return NULL;
	f.index = malloc(f.len * sizeof *f.index);
	f.in = calloc((size_t)f.n * f.words, sizeof *f.in);
	f.seen = calloc(f.n, 1);
	f.queued = calloc(f.n, 1);
	f.work = malloc(f.n * sizeof *f.work);
	jsr_returns = malloc(f.n * sizeof *jsr_returns);
	out = malloc(f.words * sizeof *out);
	if (!f.index || !f.in || !f.seen || !f.queued || !f.work || !jsr_returns || !out)
		goto done;
	/* the decoded instructions are the bytecode's, one to one, in order */
	for (uint32_t p = 0; p < f.len; p++)
		f.index[p] = -1;
	for (uint32_t i = 0, p = 0; i < f.n; i++) {
		uint32_t l;
		if (f.pc[i] != p || p >= f.len)
			goto done;
		f.index[p] = (int32_t)i;
		l = vm_op_length(f.bc, f.len, p);
		if (l == 0)
			goto done;
		if (f.bc[p] == 0xa8 || f.bc[p] == 0xc9) {
			if (p + l >= f.len)
				goto done;
			jsr_returns[n_jsr++] = i + 1;
		}
		p += l;
		if (i + 1 == f.n && p != f.len)
			goto done;
	}
	memset(out, 0, f.words * sizeof *out);
	if (!entry_state(m, out))
		goto done;
	flow_to(&f, 0, out);
	while (f.nwork) {
		uint32_t i = f.work[--f.nwork];
		f.queued[i] = 0;
		memcpy(out, f.in + (size_t)i * f.words, f.words * sizeof *out);
		if (!step(&f, m, i, out, jsr_returns, n_jsr))
			goto done;
	}
	/* instructions never reached keep an empty map: no frame is there */
	map = f.in;
	f.in = NULL;
	ok = true;
done:
	free(f.index);
	free(f.in);
	free(f.seen);
	free(f.queued);
	free(f.work);
	free(jsr_returns);
	free(out);
	return ok ? map : NULL;
}

const uint64_t *vm_refmap_at(VmMethod *m, const struct VmInsn *pc)
{
	uint64_t *map = __atomic_load_n(&m->refmap, __ATOMIC_ACQUIRE);
	size_t insn;

	if (!pc || !m->pcode || pc < m->pcode)
		return NULL;
	insn = (size_t)(pc - m->pcode);

	if (!map) {
		map = build(m);
		if (!map)
			map = &no_map;
		__atomic_store_n(&m->refmap, map, __ATOMIC_RELEASE);
	}
	if (map == &no_map || insn >= m->n_insns)
		return NULL;
	return map + (size_t)insn * ((m->max_locals + 63u) / 64u);
}
