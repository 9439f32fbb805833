/*
 * check_cache.c -- the JIT's code cache (jit-i386/jit_cache.c): code
 * emitted for the host target into an open block runs once sealed; no
 * page of the cache is ever writable and executable at once (read back
 * from /proc/self/maps, and a write to sealed code must fault); the
 * cache is bounded, says so once when full, and gives back abandoned
 * blocks.
 */
#include "config.h"

#include <check.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jit_internal.h"

typedef int32_t (*Fn0)(void);
typedef int32_t (*Fn2)(int32_t, int32_t);
typedef intptr_t (*FnP)(intptr_t, intptr_t, intptr_t);

/* Protections of the mappings that overlap [lo, hi): ORs of 'r' 'w' 'x'
 * seen, and whether any one mapping had both w and x. */
static void scan_maps(const void *lo, const void *hi, bool *any_wx, int *n_exec, int *n_write)
{
	FILE *f = fopen("/proc/self/maps", "r");
	char line[512];

	*any_wx = false;
	*n_exec = *n_write = 0;
	ck_assert_msg(f != NULL, "cannot read /proc/self/maps");
	while (fgets(line, sizeof line, f)) {
		unsigned long s, e;
		char perm[8];
		if (sscanf(line, "%lx-%lx %7s", &s, &e, perm) != 3)
			continue;
		if (e <= (uintptr_t)lo || s >= (uintptr_t)hi)
			continue;
		if (perm[1] == 'w' && perm[2] == 'x')
			*any_wx = true;
		if (perm[2] == 'x')
			(*n_exec)++;
		if (perm[1] == 'w')
			(*n_write)++;
	}
	fclose(f);
}

/* Emit with gen into a new block of c for the host target and seal it. */
static void *install(JitCache *c, void (*gen)(JitAsm *a, const JitTarget *t))
{
	size_t cap = 0;
	uint8_t *p = jit_cache_open(c, 64, &cap);
	JitAsm a;
	bool wx;
	int nx, nw;

	ck_assert_ptr_nonnull(p);
	ck_assert_uint_ge(cap, 64);
	/* while open: writable, and nothing in the cache is both */
	scan_maps(c->base, c->base + c->size, &wx, &nx, &nw);
	ck_assert(!wx);
	ck_assert_int_ge(nw, 1);
	jit_x86_init(&a, jit_target_host()->mode, p, cap, (uintptr_t)p);
	gen(&a, jit_target_host());
	ck_assert_int_eq(a.err, JIT_EMIT_OK);
	return jit_cache_seal(c, a.len);
}

static void gen_const(JitAsm *a, const JitTarget *t)
{
	jit_x86_mov_ri(a, 4, t->ret_reg, -12345);
	jit_x86_ret(a);
}

static void gen_add(JitAsm *a, const JitTarget *t)
{
	jit_emit_load_arg(a, t, 0, JIT_RAX);
	jit_emit_load_arg(a, t, 1, JIT_RCX);
	jit_x86_alu_rr(a, JIT_ADD, 4, JIT_RAX, JIT_RCX);
	jit_x86_ret(a);
}

/* (a - b) * c with pointer-sized arithmetic, through a forward branch:
 * if the product is negative, return -1 instead. */
static void gen_branchy(JitAsm *a, const JitTarget *t)
{
	JitLabel neg;
	int w = t->ptr_size;

	jit_label_init(&neg);
	jit_emit_load_arg(a, t, 0, JIT_RAX);
	jit_emit_load_arg(a, t, 1, JIT_RCX);
	jit_emit_load_arg(a, t, 2, JIT_RDX);
	jit_x86_alu_rr(a, JIT_SUB, w, JIT_RAX, JIT_RCX);
	jit_x86_imul_rr(a, w, JIT_RAX, JIT_RDX);
	/* IMUL leaves SF undefined (Intel SDM, AMD APM): an AMD EPYC left it
	 * clear after a product that overflowed to a negative value on IA-32,
	 * so the branch tests the result itself */
	jit_x86_test_rr(a, w, JIT_RAX, JIT_RAX);
	jit_x86_jcc(a, JIT_CC_S, &neg);
	jit_x86_ret(a);
	jit_x86_bind(a, &neg);
	jit_x86_mov_ri(a, w, JIT_RAX, -1);
	jit_x86_ret(a);
}

START_TEST(test_run_host_code)
{
	JitCache c;
	Fn0 f0;
	Fn2 f2;
	FnP fp;
	intptr_t prod;
	bool wx;
	int nx, nw;

	ck_assert(jit_cache_init(&c, 1 << 20));
	f0 = (Fn0)install(&c, gen_const);
	f2 = (Fn2)install(&c, gen_add);
	fp = (FnP)install(&c, gen_branchy);
	ck_assert_ptr_nonnull(f0);
	ck_assert_ptr_nonnull(f2);
	ck_assert_ptr_nonnull(fp);
	ck_assert_int_eq(f0(), -12345);
	ck_assert_int_eq(f2(2, 40), 42);
	ck_assert_int_eq(f2(-7, 3), -4);
	ck_assert_int_eq(f2(INT32_MAX, 1), INT32_MIN);   /* wraps, as Java's iadd */
	ck_assert_int_eq(fp(10, 3, 6), 42);
	ck_assert_int_eq(fp(3, 10, 6), -1);
	/* pointer-sized: wraps negative on IA-32, not on x86-64 */
	prod = (intptr_t)(uintptr_t)(100000ull * 30000ull);
	ck_assert_int_eq(fp(100000, 0, 30000), prod < 0 ? -1 : prod);
	/* each block starts on its own page */
	ck_assert_uint_eq(((uintptr_t)f2 - (uintptr_t)f0) % c.page, 0);
	ck_assert_uint_ne((uintptr_t)f2, (uintptr_t)f0);
	ck_assert_uint_eq(c.n_blocks, 3);
	/* sealed: executable, nothing writable, nothing both */
	scan_maps(c.base, c.base + c.size, &wx, &nx, &nw);
	ck_assert(!wx);
	ck_assert_int_eq(nw, 0);
	ck_assert_int_ge(nx, 1);
	jit_cache_destroy(&c);
}
END_TEST

/* Writing to sealed code faults (the test runs in a child process). */
START_TEST(test_sealed_is_not_writable)
{
	JitCache c;
	volatile uint8_t *code;

	ck_assert(jit_cache_init(&c, 1 << 16));
	code = install(&c, gen_const);
	ck_assert_ptr_nonnull((void *)code);
	code[0] = 0xc3;
	ck_abort_msg("wrote to sealed code");
}
END_TEST

START_TEST(test_bounded_and_said_once)
{
	JitCache c;
	FILE *log = tmpfile();
	char line[512];
	size_t cap, i;
	int lines = 0;
	void *first;

	ck_assert_ptr_nonnull(log);
	ck_assert(jit_cache_init(&c, 4 * 4096));
	c.log = log;
	first = install(&c, gen_const);
	for (i = 1; i * c.page < c.size; i++)
		ck_assert_ptr_nonnull(install(&c, gen_add));
	ck_assert_uint_eq(c.used, c.size);
	ck_assert(!c.full);
	/* no room: refused, reported once however often it is asked */
	ck_assert_ptr_null(jit_cache_open(&c, 16, &cap));
	ck_assert_ptr_null(jit_cache_open(&c, 16, &cap));
	ck_assert(c.full);
	rewind(log);
	while (fgets(line, sizeof line, log))
		if (strstr(line, "JIT code cache full"))
			lines++;
	ck_assert_int_eq(lines, 1);
	/* the code already there still runs */
	ck_assert_int_eq(((Fn0)first)(), -12345);
	fclose(log);
	jit_cache_destroy(&c);
}
END_TEST

START_TEST(test_abandon_and_oversize)
{
	JitCache c;
	size_t cap;
	uint8_t *p, *q;

	ck_assert(jit_cache_init(&c, 8 * 4096));
	c.log = NULL;
	p = jit_cache_open(&c, 3 * 4096, &cap);
	ck_assert_ptr_nonnull(p);
	ck_assert_uint_ge(cap, 3 * 4096);
	memset(p, 0xcc, cap);
	jit_cache_abandon(&c);
	ck_assert_uint_eq(c.used, 0);
	q = jit_cache_open(&c, 100, &cap);
	ck_assert_ptr_eq(p, q);             /* the space came back */
	/* sealing more than was opened is refused and drops the block */
	ck_assert_ptr_null(jit_cache_seal(&c, cap + 1));
	ck_assert_uint_eq(c.used, 0);
	/* a block larger than the whole cache is refused */
	ck_assert_ptr_null(jit_cache_open(&c, 9 * 4096, &cap));
	ck_assert(c.full);
	jit_cache_destroy(&c);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("jit_cache");
	TCase *tc = tcase_create("cache");
	SRunner *sr;
	int failed;

	tcase_add_test(tc, test_run_host_code);
	tcase_add_test_raise_signal(tc, test_sealed_is_not_writable, SIGSEGV);
	tcase_add_test(tc, test_bounded_and_said_once);
	tcase_add_test(tc, test_abandon_and_oversize);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? 1 : 0;
}
