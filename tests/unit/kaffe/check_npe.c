/*
 * check_npe.c -- the helpful NullPointerException messages (npe.c) on
 * hand-assembled methods, without a VM: the shapes javac rarely or never
 * emits (a null that reaches an instruction on two paths, swap, a handler's
 * stack, a long parameter before the named one, a LocalVariableTable entry
 * out of range) and instructions that cannot raise an NPE.  The forms
 * javac does emit are covered against the stock JDK by the regression
 * programs NpeMessages and NpeMessagesNames.
 */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "vm.h"

/*
 * The constant pool shared by every test:
 *   2 Class T, 4 Class java/lang/String, 8 Methodref String.length()I,
 *   12 Fieldref T.f LT;, 13 Utf8 "name" (a LocalVariableTable name)
 */
static VmCfConst pool[14];
static VmClassFile cf;
static VmClass clazz;

static void utf8(int i, const char *s)
{
	pool[i].tag = CF_UTF8;
	pool[i].u.utf8.s = s;
	pool[i].u.utf8.len = (uint32_t)strlen(s);
}

static void setup(void)
{
	memset(pool, 0, sizeof pool);
	utf8(1, "T");
	pool[2].tag = CF_CLASS; pool[2].u.index = 1;
	utf8(3, "java/lang/String");
	pool[4].tag = CF_CLASS; pool[4].u.index = 3;
	utf8(5, "length");
	utf8(6, "()I");
	pool[7].tag = CF_NAMEANDTYPE; pool[7].u.nat.name_index = 5; pool[7].u.nat.desc_index = 6;
	pool[8].tag = CF_METHODREF; pool[8].u.ref.class_index = 4; pool[8].u.ref.nat_index = 7;
	utf8(9, "f");
	utf8(10, "LT;");
	pool[11].tag = CF_NAMEANDTYPE; pool[11].u.nat.name_index = 9; pool[11].u.nat.desc_index = 10;
	pool[12].tag = CF_FIELDREF; pool[12].u.ref.class_index = 2; pool[12].u.ref.nat_index = 11;
	utf8(13, "name");
	memset(&cf, 0, sizeof cf);
	cf.cp = pool;
	cf.cp_count = 14;
	memset(&clazz, 0, sizeof clazz);
	clazz.name = "T";
	clazz.cf = &cf;
}

/* The message at pc of a static method desc with the given code. */
static char *message(const char *desc, int slots, const uint8_t *bc, uint32_t n,
		     const VmCfHandler *h, uint16_t nh, const uint8_t *lvt, uint32_t nlvt, uint32_t pc)
{
	static VmCfCode code;
	static VmMethod m;

	memset(&code, 0, sizeof code);
	code.max_stack = 4;
	code.max_locals = 6;
	code.code_length = n;
	code.code = bc;
	code.handlers = (VmCfHandler *)h;
	code.n_handlers = nh;
	code.localvars = lvt;
	code.localvars_length = nlvt;
	memset(&m, 0, sizeof m);
	m.clazz = &clazz;
	m.name = "m";
	m.desc = desc;
	m.access = ACC_STATIC;
	m.arg_slots = (uint16_t)slots;
	m.code = &code;
	return vm_npe_message(&m, pc);
}

static void expect(char *got, const char *want)
{
	ck_assert_ptr_nonnull(got);
	ck_assert_str_eq(got, want);
	free(got);
}

/* iload_0; ifeq +7; aload_1; goto +4; aload_2; invokevirtual length; pop; return:
 * two locals reach the call, so the source is left out. */
START_TEST(test_merged_paths)
{
	static const uint8_t bc[] = { 0x1a, 0x99, 0, 7, 0x2b, 0xa7, 0, 4, 0x2c,
				      0xb6, 0, 8, 0x57, 0xb1 };
	expect(message("(ILjava/lang/String;Ljava/lang/String;)V", 3, bc, sizeof bc, NULL, 0, NULL, 0, 9),
	       "Cannot invoke \"String.length()\"");
}
END_TEST

/* aconst_null; aload_0; swap; getfield f: the null constant is on top. */
START_TEST(test_swap)
{
	static const uint8_t bc[] = { 0x01, 0x2a, 0x5f, 0xb4, 0, 12, 0x57, 0x57, 0xb1 };
	expect(message("(LT;)V", 1, bc, sizeof bc, NULL, 0, NULL, 0, 3),
	       "Cannot read field \"f\" because \"null\" is null");
}
END_TEST

/* dup_x1 copies the source: aload_0; aload_1; dup_x1; pop; pop; getfield f
 * reads what aload_1 pushed. */
START_TEST(test_dup_x1)
{
	static const uint8_t bc[] = { 0x2a, 0x2b, 0x5a, 0x57, 0x57, 0xb4, 0, 12, 0x57, 0xb1 };
	expect(message("(LT;LT;)V", 2, bc, sizeof bc, NULL, 0, NULL, 0, 5),
	       "Cannot read field \"f\" because \"<parameter2>\" is null");
}
END_TEST

/* A handler's stack holds the exception, whose source is unknown:
 * 0: aload_0; 1: athrow; 2: (handler) getfield f; areturn */
START_TEST(test_handler_stack)
{
	static const uint8_t bc[] = { 0x2a, 0xbf, 0xb4, 0, 12, 0xb0 };
	static const VmCfHandler h[] = { { 0, 2, 2, 0 } };
	expect(message("(LT;)LT;", 1, bc, sizeof bc, h, 1, NULL, 0, 2), "Cannot read field \"f\"");
	expect(message("(LT;)LT;", 1, bc, sizeof bc, h, 1, NULL, 0, 1),
	       "Cannot throw exception because \"<parameter1>\" is null");
}
END_TEST

/* Parameters count a long as one; locals past them by slot; a
 * LocalVariableTable entry names its slot only inside its range. */
START_TEST(test_local_names)
{
	/* static m(JLT;)V: aload_2; getfield f; pop; aload_3; getfield f; pop; return */
	static const uint8_t bc[] = { 0x2c, 0xb4, 0, 12, 0x57, 0x2d, 0xb4, 0, 12, 0x57, 0xb1 };
	/* slot 2 named "name" for pcs 0..0, slot 3 never in range */
	static const uint8_t lvt[] = { 0, 2, 0, 0, 0, 1, 0, 13, 0, 10, 0, 2,
				       0, 20, 0, 1, 0, 13, 0, 10, 0, 3 };
	expect(message("(JLT;)V", 3, bc, sizeof bc, NULL, 0, NULL, 0, 1),
	       "Cannot read field \"f\" because \"<parameter2>\" is null");
	expect(message("(JLT;)V", 3, bc, sizeof bc, NULL, 0, NULL, 0, 6),
	       "Cannot read field \"f\" because \"<local3>\" is null");
	expect(message("(JLT;)V", 3, bc, sizeof bc, NULL, 0, lvt, sizeof lvt, 1),
	       "Cannot read field \"f\" because \"name\" is null");
	expect(message("(JLT;)V", 3, bc, sizeof bc, NULL, 0, lvt, sizeof lvt, 6),
	       "Cannot read field \"f\" because \"<local3>\" is null");
	/* a table whose count overruns it is ignored */
	expect(message("(JLT;)V", 3, bc, sizeof bc, NULL, 0, lvt, 10, 1),
	       "Cannot read field \"f\" because \"<parameter2>\" is null");
}
END_TEST

/* Instructions that cannot raise an NPE, and pcs outside the code. */
START_TEST(test_no_message)
{
	static const uint8_t bc[] = { 0x1a, 0x1b, 0x60, 0xac };   /* iload_0 iload_1 iadd ireturn */
	ck_assert_ptr_null(message("(II)I", 2, bc, sizeof bc, NULL, 0, NULL, 0, 2));
	ck_assert_ptr_null(message("(II)I", 2, bc, sizeof bc, NULL, 0, NULL, 0, 40));
}
END_TEST

/* Code the flow cannot follow (a branch out of the code) gives the
 * action alone. */
START_TEST(test_bad_code)
{
	static const uint8_t bc[] = { 0x2a, 0xb4, 0, 12, 0xa7, 0x7f, 0 };
	expect(message("(LT;)V", 1, bc, sizeof bc, NULL, 0, NULL, 0, 1), "Cannot read field \"f\"");
}
END_TEST

int main(void)
{
	Suite *s = suite_create("npe");
	TCase *tc = tcase_create("messages");
	SRunner *sr;
	int failed;

	tcase_add_checked_fixture(tc, setup, NULL);
	tcase_add_test(tc, test_merged_paths);
	tcase_add_test(tc, test_swap);
	tcase_add_test(tc, test_dup_x1);
	tcase_add_test(tc, test_handler_stack);
	tcase_add_test(tc, test_local_names);
	tcase_add_test(tc, test_no_message);
	tcase_add_test(tc, test_bad_code);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
