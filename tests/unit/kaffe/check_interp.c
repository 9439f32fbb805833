/*
 * check_interp.c -- unit tests of the interpreter's helpers that need no
 * class library: modified UTF-8, the symbol table, and the decoder's
 * rejection of malformed bytecode.
 */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "intrp/decode.h"
#include "utf8.h"
#include "vm.h"

START_TEST(test_mutf8_roundtrip)
{
	/* "A", U+0000 as C0 80, U+00E9, U+20AC, a surrogate pair as two 3-byte forms */
	const char in[] = "A\xc0\x80\xc3\xa9\xe2\x82\xac\xed\xa0\xbd\xed\xb8\x80";
	uint16_t out[16];
	size_t n = vm_mutf8_length(in, strlen(in));
	char *back, *std;
	size_t stdlen;

	ck_assert_uint_eq(n, 6);
	vm_mutf8_decode(in, strlen(in), out);
	ck_assert_uint_eq(out[0], 'A');
	ck_assert_uint_eq(out[1], 0);
	ck_assert_uint_eq(out[2], 0xe9);
	ck_assert_uint_eq(out[3], 0x20ac);
	ck_assert_uint_eq(out[4], 0xd83d);
	ck_assert_uint_eq(out[5], 0xde00);
	back = vm_utf16_to_mutf8(out, n);
	ck_assert_str_eq(back, in);
	std = vm_utf16_to_utf8(out, n, &stdlen);
	/* standard UTF-8: NUL is a real 0 byte, the pair one 4-byte form */
	ck_assert_uint_eq(stdlen, 1 + 1 + 2 + 3 + 4);
	ck_assert_int_eq((unsigned char)std[7], 0xf0);
	free(back);
	free(std);
}
END_TEST

START_TEST(test_lone_surrogate)
{
	uint16_t u[2] = { 0xd800, 'x' };
	char *s = vm_utf16_to_utf8(u, 2, NULL);
	ck_assert_str_eq(s, "?x");
	free(s);
}
END_TEST

START_TEST(test_symbols)
{
	char buf[32];
	const char *a = vm_symbol("java/lang/Object"), *b;

	strcpy(buf, "java/lang/Object");
	b = vm_symbol(buf);
	ck_assert_ptr_eq(a, b);
	ck_assert_ptr_ne(vm_symbol("x"), vm_symbol("y"));
	ck_assert_ptr_eq(vm_symbol_n("abcdef", 3), vm_symbol("abc"));
}
END_TEST

/* A fake method around raw bytecode. */
static VmMethod *fake_method(const uint8_t *code, uint32_t len, uint16_t max_locals)
{
	static VmClass cls;
	VmMethod *m = calloc(1, sizeof *m);
	VmCfCode *c = calloc(1, sizeof *c);

	cls.name = "Fake";
	c->code = code;
	c->code_length = len;
	c->max_stack = 4;
	c->max_locals = max_locals;
	m->clazz = &cls;
	m->name = vm_symbol("m");
	m->desc = vm_symbol("()I");
	m->code = c;
	m->max_locals = max_locals;
	m->max_stack = 4;
	return m;
}

static VmThread *thread(void)
{
	static VmThread *t;
	if (!t) {
		ck_assert(gc_init(1 << 20, 16 << 20, false));
		t = vm_thread_create_current(1 << 20);
		ck_assert_ptr_nonnull(t);
	}
	return t;
}

START_TEST(test_decode_ok)
{
	/* iconst_1; istore_0; iinc 0 5; iload_0; ifeq +4; iload_0; ireturn; iconst_0; ireturn */
	static const uint8_t code[] = { 0x04, 0x3b, 0x84, 0x00, 0x05, 0x1a, 0x99, 0x00, 0x05,
					0x1a, 0xac, 0x03, 0xac };
	VmMethod *m = fake_method(code, sizeof code, 1);
	VmThread *t = thread();

	ck_assert(vm_decode_method(t, m));
	ck_assert_uint_eq(m->n_insns, 9);
	ck_assert_uint_eq(m->insn_pc[2], 2);
	ck_assert_uint_eq(m->insn_pc[4], 6);
	/* the branch at index 4 targets pc 11 = instruction 7 */
	ck_assert_ptr_eq(m->pcode[4].a.target, &m->pcode[7]);
	/* iinc packs index and constant */
	ck_assert_int_eq(m->pcode[2].a.i & 0xffff, 0);
	ck_assert_int_eq((int16_t)((uint32_t)m->pcode[2].a.i >> 16), 5);
	/* iconst_1 and iload_0 use the folded opcodes */
	ck_assert_ptr_eq(m->pcode[0].handler, vm_interp_label(OPX_ICONST));
	ck_assert_ptr_eq(m->pcode[3].handler, vm_interp_label(OPX_LOAD));
}
END_TEST

START_TEST(test_decode_rejects)
{
	static const uint8_t into_middle[] = { 0x10, 0x05, 0xa7, 0xff, 0xff, 0xb1 };  /* goto pc 1 */
	static const uint8_t falls_off[] = { 0x04, 0x57 };                          /* iconst_1; pop */
	static const uint8_t bad_op[] = { 0xe0, 0xb1 };
	static const uint8_t truncated[] = { 0x11, 0x00 };                          /* sipush cut */
	static const uint8_t bad_local[] = { 0x15, 0x09, 0xac };                    /* iload 9 */
	VmThread *t = thread();

	ck_assert(!vm_decode_method(t, fake_method(into_middle, sizeof into_middle, 0)));
	ck_assert(!vm_decode_method(t, fake_method(falls_off, sizeof falls_off, 0)));
	ck_assert(!vm_decode_method(t, fake_method(bad_op, sizeof bad_op, 0)));
	ck_assert(!vm_decode_method(t, fake_method(truncated, sizeof truncated, 0)));
	ck_assert(!vm_decode_method(t, fake_method(bad_local, sizeof bad_local, 2)));
}
END_TEST

static Suite *suite(void)
{
	Suite *s = suite_create("interp");
	TCase *tc = tcase_create("helpers");

	tcase_add_test(tc, test_mutf8_roundtrip);
	tcase_add_test(tc, test_lone_surrogate);
	tcase_add_test(tc, test_symbols);
	tcase_add_test(tc, test_decode_ok);
	tcase_add_test(tc, test_decode_rejects);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	SRunner *sr = srunner_create(suite());
	int failed;

	srunner_set_fork_status(sr, CK_NOFORK);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
