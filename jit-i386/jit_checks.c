/*
 * jit_checks.c -- what the compiled code knows of the objects in a
 * method's locals: that one passed its null test and the test of its
 * GOS state bits, and no call, poll or store to the local came since, so
 * its next access needs neither (issue 13, item 4).  jit_compile.c asks
 * and tells it as it emits the method in pc order; this file keeps the
 * knowledge per local, carries it along forward jumps (the intersection
 * over a target's edges), and across loops: a loop head assumes what its
 * way in knows and wants what its back edges know, each back edge
 * checks it (or the method is compiled again assuming less:
 * JitAssume), and the code tests again at the head what a safepoint
 * may have changed (jit_compile.c's retest and entry blocks).
 * doc/jit.md, "Repeated checks elided" and "Across branches, loops and
 * faults", says why each step is sound.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "jit_internal.h"
#include "bytecode.h"
#include "object.h"

/*
 * GOS check elision (issue 13, item 4: "checked earlier in the same
 * synchronisation interval with no call or safepoint in between").  A
 * checked access on the virtual stack whose object is "the value of
 * local n" (a LOCAL entry) skips its null and GOS state tests when
 * every path to it took the same local through them, with no call
 * (jit_compile.c's n_exits), poll or store to that local since.  Only
 * the object's own thread changes its state between synchronisation
 * operations, and none of those is an instruction that calls nothing,
 * so the state bits the earlier test found clear are clear still; where
 * C runs and comes back without a call's forgetting -- a GOS fault
 * stub, a loop's safepoint poll -- the code tests again what it knew
 * (jit_compile.c's emit_gos_stub and emit_retests).  A write's test
 * (both bits) covers a read's (the read bit).  What every path knows:
 * jit_checks_at_target, below.
 */
void jit_checks_forget_all(JitChecks *ck)
{
	ck->gen++;
}

void jit_checks_forget_local(JitChecks *ck, int n)
{
	if (ck->at && n >= 0 && n < ck->max_locals)
		ck->at[n] = 0;
}

/* Did the object in local n pass the null test and the test of the
 * bits `need` on every path here? */
bool jit_checks_known(const JitChecks *ck, int n, uint8_t need)
{
	return n >= 0 && ck->at && ck->at[n] == ck->gen && (ck->mask[n] & need) == need;
}

/* The object in local n (-1: none known) passed the null test and the
 * test of the state bits `mask`.  What is known of the others still
 * holds: the test's fault stub tests them again before it comes back
 * (jit_compile.c's emit_gos_stub). */
void jit_checks_passed(JitChecks *ck, int n, uint8_t mask)
{
	bool same = n >= 0 && ck->at && ck->at[n] == ck->gen;
	uint8_t had = same ? ck->mask[n] : 0;

	if (n >= 0 && ck->at) {
		ck->at[n] = ck->gen;
		ck->mask[n] = (uint8_t)(had | mask);
	}
}

/* Before a template: forget what is known of every object but the one in
 * local keep (-1: all).  A getfield or putfield template calls nothing
 * but its own object's fault stub, so what is known of its object still
 * holds across it (emit_field_body reads it from tmpl_obj). */
void jit_checks_forget_all_but(JitChecks *ck, int keep)
{
	bool known = keep >= 0 && ck->at && ck->at[keep] == ck->gen;
	uint8_t mask = known ? ck->mask[keep] : 0;

	jit_checks_forget_all(ck);
	if (known) {
		ck->at[keep] = ck->gen;
		ck->mask[keep] = mask;
	}
}

/*
 * Across forward jumps.  A pc that only forward jumps reach (and the
 * instruction before it, running into it) knows of each local what every
 * one of those edges knew: the intersection of their states, each taken
 * where its jump is emitted (checks_edge).  Code is emitted in pc order,
 * so each forward jump to a pc is emitted before the pc is; one that is
 * not emitted (unreachable) never runs.  A handler or a switch's
 * backward case (JIT_TGT_BLIND) brings nothing known; a backward branch
 * and the OSR entry come to a loop head, below.  A jump instruction
 * tests nothing and calls nothing, so what is known after its emission
 * is what its jump knew; and a stretch that ends at a forward jump no
 * longer forgets what the next one begins with (p.x < 0 || p.x > 100
 * tests p once).
 */
uint8_t jit_checks_state(const JitChecks *ck, int n)
{
	return ck->at[n] == ck->gen ? (uint8_t)(JIT_CHK_KNOWN | ck->mask[n]) : 0;
}

static void checks_edge(JitChecks *ck, uint32_t to)
{
	int n, nl = ck->max_locals;
	uint8_t *k;

	if (!ck->at || to >= ck->len || (ck->target[to] & JIT_TGT_BLIND))
		return;
	k = ck->edge[to];
	if (!k) {
		k = ck->edge[to] = malloc((size_t)nl + 1);
		if (!k) {
			ck->target[to] |= JIT_TGT_BLIND;
			return;
		}
		for (n = 0; n < nl; n++)
			k[n] = jit_checks_state(ck, n);
		return;
	}
	for (n = 0; n < nl; n++)
		k[n] &= jit_checks_state(ck, n);
}

/* A template that calls nothing keeps what is known but of the locals
 * it writes (stores and iinc: only without the virtual stack, which
 * does them itself). */
void jit_checks_forget_written(JitChecks *ck, uint32_t pc)
{
	JitLocalAccess la;

	if (jit_local_access(ck->code + pc, &la) && la.kind != JIT_LOCAL_LOAD) {
		jit_checks_forget_local(ck, la.n);
		jit_checks_forget_local(ck, la.n + 1);
	}
}

/*
 * Loop heads.  A pc that backward branches go to (or the OSR entry) is
 * emitted before them, so what they know is not there yet.  The head
 * assumes what its forward edges know, less what an earlier attempt's
 * back edges did not keep (JitAssume.allow), and each back edge checks that
 * it knows as much (checks_back); if one does not, the method is
 * compiled again with the head assuming what that edge knew.  The
 * fourth attempt assumes nothing.  A loop head's tests then leave the
 * loop: `for (i = 0; i < a.length; i++) s += a[i]` tests a before it
 * and not in it.  A safepoint poll on a back edge, and the OSR entry,
 * come in through the head's retest block (jit_compile.c's
 * emit_retests), which tests the state bits again (a local's value and
 * so its null test still hold), since at a safepoint other nodes'
 * threads run on.
 */
bool jit_checks_head(const JitChecks *ck, uint32_t pc)
{
	return ck->on && ck->at && !ck->as->none &&
	       (ck->target[pc] & (JIT_TGT_BACK | JIT_TGT_BLIND)) == JIT_TGT_BACK && ck->depth[pc] == 0;
}

/* Has the loop head at pc state bits to test again in its retest block? */
bool jit_checks_retests(const JitChecks *ck, uint32_t pc)
{
	const uint8_t *k = ck->edge[pc];
	int n;

	for (n = 0; JIT_GOS_CHECKS && k && n < ck->max_locals; n++)
		if ((k[n] & JIT_CHK_KNOWN) && (k[n] & ~JIT_CHK_KNOWN))
			return true;
	return false;
}

bool jit_checks_at_target(JitChecks *ck, uint32_t pc)
{
	uint8_t *k = ck->edge ? ck->edge[pc] : NULL;
	const uint8_t *allow, *want;
	bool head = jit_checks_head(ck, pc), fresh = !k, entry = false;
	int n, nl = ck->max_locals;

	if (!ck->at || (ck->target[pc] & JIT_TGT_BLIND) || ((ck->target[pc] & JIT_TGT_BACK) && !head) ||
	    (!k && !ck->falls)) {
		jit_checks_forget_all(ck);
		return false;
	}
	if (!k && !head)
		return false;   /* its jumps were never emitted: only the fall-through */
	if (!k) {
		k = ck->edge[pc] = malloc((size_t)nl + 1);
		if (!k) {
			ck->target[pc] |= JIT_TGT_BLIND;
			jit_checks_forget_all(ck);
			return false;
		}
		memset(k, 0xff, (size_t)nl + 1);
	}
	allow = head && ck->as->allow ? ck->as->allow[pc] : NULL;
	want = head && ck->falls && fresh && ck->as->want ? ck->as->want[pc] : NULL;
	for (n = 0; n < nl; n++) {
		uint8_t had = jit_checks_state(ck, n);
		if (ck->falls)
			k[n] &= had;
		if (want)
			k[n] |= want[n];
		if (allow)
			k[n] &= allow[n];
		if (want)
			entry |= (k[n] & had) != k[n];
	}
	if (entry)
		ck->target[pc] |= JIT_TGT_ENTRY;   /* the caller jumps to it */
	jit_checks_forget_all(ck);
	for (n = 0; n < nl; n++) {
		if (k[n] & JIT_CHK_KNOWN) {
			ck->at[n] = ck->gen;
			ck->mask[n] = (uint8_t)(k[n] & ~JIT_CHK_KNOWN);
		}
	}
	if (head && jit_checks_retests(ck, pc))
		ck->n_heads++;
	return entry;
}

/* Does the code in [from, to] store into local n? */
static bool loop_writes(const JitChecks *ck, uint32_t from, uint32_t to, int n)
{
	JitLocalAccess la;
	uint32_t p;

	for (p = from; p <= to && p < ck->len; p += vm_op_length(ck->code, ck->len, p))
		if (ck->depth[p] >= 0 && jit_local_access(ck->code + p, &la) && la.kind != JIT_LOCAL_LOAD &&
		    (la.n == n || la.n + 1 == n))
			return true;
	return false;
}

/* The back edge at pc to the head `to` knows more than the head assumed,
 * of locals the loop [to, pc] does not write: the first time, the head
 * is told to want them (its entry block tests them before the loop) and
 * the method is compiled again.  `for (i = 1; i < g.length - 1; i++)
 * g[i] = ...` then tests g before the loop and not in it.  A null one
 * hands the frame to the interpreter at the head, which throws where
 * the loop would. */
static void checks_want(JitChecks *ck, uint32_t to, uint32_t pc)
{
	const uint8_t *k = ck->edge[to];
	JitAssume *as = ck->as;
	int n, nl = ck->max_locals;
	uint8_t *w = NULL;

	if (!ck->have_rt || (as->want && as->want[to]))
		return;
	for (n = 0; n < nl; n++) {
		uint8_t st = jit_checks_state(ck, n);
		if ((st & ~JIT_CHK_KNOWN) && (st & k[n]) != st && !loop_writes(ck, to, pc, n)) {
			if (!w && ((!as->want && !(as->want = calloc(as->len, sizeof *as->want))) ||
				   !(w = as->want[to] = calloc((size_t)nl + 1, 1))))
				return;
			w[n] = st;
		}
	}
	if (w)
		as->retry = true;
}

/* A backward branch to the loop head `to`: does it know what the head
 * assumed?  If not, the head's allowance becomes what both know, and the
 * method is compiled again (this attempt's code is thrown away). */
static void checks_back(JitChecks *ck, uint32_t to, uint32_t pc)
{
	const uint8_t *k = ck->edge[to];
	JitAssume *as = ck->as;
	int n, nl = ck->max_locals;
	bool kept = true;

	if (!jit_checks_head(ck, to) || !k)
		return;
	for (n = 0; n < nl; n++)
		kept &= (jit_checks_state(ck, n) & k[n]) == k[n];
	if (kept) {
		checks_want(ck, to, pc);
		return;
	}
	as->retry = true;
	if (!as->allow && !(as->allow = calloc(as->len, sizeof *as->allow))) {
		as->none = true;
		return;
	}
	if (!as->allow[to]) {
		if (!(as->allow[to] = malloc((size_t)nl + 1))) {
			as->none = true;
			return;
		}
		memset(as->allow[to], 0xff, (size_t)nl + 1);
	}
	for (n = 0; n < nl; n++)
		as->allow[to][n] &= (uint8_t)(k[n] & jit_checks_state(ck, n));
}

void jit_checks_after(JitChecks *ck, uint32_t pc)
{
	uint8_t op = ck->code[pc];

	if (jit_bc_is_branch(op) && jit_bc_branch_target(ck->code, pc) <= pc) {
		checks_back(ck, (uint32_t)jit_bc_branch_target(ck->code, pc), pc);
	} else if (jit_bc_is_branch(op)) {
		checks_edge(ck, (uint32_t)jit_bc_branch_target(ck->code, pc));
	} else if (op == 0xaa || op == 0xab) {
		int32_t keys[JIT_MAX_SWITCH_CASES], tgts[JIT_MAX_SWITCH_CASES], dflt;
		int nc = jit_switch_cases(ck->code, pc, &dflt, keys, tgts, JIT_MAX_SWITCH_CASES), k;

		checks_edge(ck, (uint32_t)dflt);
		for (k = 0; k < nc; k++)
			checks_edge(ck, (uint32_t)tgts[k]);
	}
	/* goto, the switches, the returns, athrow and the subroutines' jsr
	 * and ret do not run on (a jsr's next instruction and its
	 * subroutine know nothing: jit_compile.c's mark_targets) */
	ck->falls = !jit_bc_is_goto(op) && op != 0xaa && op != 0xab && !(op >= 0xac && op <= 0xb1) &&
		    op != 0xbf && !jit_bc_is_jsr(op) && op != 0xa9 && !(op == 0xc4 && ck->code[pc + 1] == 0xa9);
}

/* Local n now holds an object this code has just allocated, which no
 * other thread can reach yet: unshared, so its state byte is 0 (the
 * profiler tracks shared objects only), and not null.  Its accesses need
 * no test until the usual forgetting (a call, a branch target, a store
 * to n): issue 13's "provably local" elision, within one stretch. */
void jit_checks_fresh(JitChecks *ck, int n)
{
	if (ck->at && n >= 0 && n < ck->max_locals) {
		ck->at[n] = ck->gen;
		ck->mask[n] = VM_GOS_WRITE_FAULTS;
	}
}

bool jit_checks_init(JitChecks *ck)
{
	ck->gen = 1;
	ck->at = calloc((size_t)ck->max_locals + 1, sizeof *ck->at);
	ck->mask = calloc((size_t)ck->max_locals + 1, 1);
	ck->edge = calloc(ck->len ? ck->len : 1, sizeof *ck->edge);
	return ck->at && ck->mask && ck->edge;
}

void jit_checks_free(JitChecks *ck)
{
	uint32_t pc;

	for (pc = 0; ck->edge && pc < ck->len; pc++)
		free(ck->edge[pc]);
	free(ck->edge);
	free(ck->at);
	free(ck->mask);
}
