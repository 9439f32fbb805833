/*
 * check_bytecode.c -- the instruction table (intrp/bytecode.h): every JVM
 * opcode described, lengths that agree with the operand formats, flags that
 * agree with the formats, stack signatures with the right slot counts, and
 * vm_op_length() on variable-length, wide and truncated instructions.
 */
#include "config.h"

#include <check.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "intrp/bytecode.h"

START_TEST(test_every_opcode_described)
{
	unsigned op;

	for (op = 0; op <= VM_OP_LAST; op++) {
		const VmOpInfo *oi = vm_op_info(op);
		ck_assert_ptr_nonnull(oi);
		ck_assert_msg(oi->name && oi->name[0], "opcode 0x%02x has no name", op);
	}
	ck_assert_ptr_null(vm_op_info(0xca));   /* breakpoint */
	ck_assert_ptr_null(vm_op_info(0xff));
	ck_assert_str_eq(vm_op_info(0xb6)->name, "invokevirtual");
	ck_assert_str_eq(vm_op_info(0x5f)->name, "swap");
}
END_TEST

/* The fixed length follows from the operand format. */
START_TEST(test_lengths_match_formats)
{
	static const int want[] = {
		[VM_OPFMT_NONE] = 1, [VM_OPFMT_S1] = 2, [VM_OPFMT_S2] = 3, [VM_OPFMT_LOCAL] = 2,
		[VM_OPFMT_CP1] = 2, [VM_OPFMT_CP2] = 3, [VM_OPFMT_IINC] = 3, [VM_OPFMT_BRANCH2] = 3,
		[VM_OPFMT_BRANCH4] = 5, [VM_OPFMT_SWITCH] = 0, [VM_OPFMT_INVOKEI] = 5,
		[VM_OPFMT_INVOKED] = 5, [VM_OPFMT_ATYPE] = 2, [VM_OPFMT_MULTI] = 4, [VM_OPFMT_WIDE] = 0,
	};
	unsigned op;

	for (op = 0; op <= VM_OP_LAST; op++) {
		const VmOpInfo *oi = vm_op_info(op);
		ck_assert_msg(oi->len == want[oi->fmt], "%s: length %u, format says %d", oi->name, oi->len, want[oi->fmt]);
	}
}
END_TEST

START_TEST(test_flags_match_formats)
{
	unsigned op;

	for (op = 0; op <= VM_OP_LAST; op++) {
		const VmOpInfo *oi = vm_op_info(op);
		bool cp = oi->fmt == VM_OPFMT_CP1 || oi->fmt == VM_OPFMT_CP2 || oi->fmt == VM_OPFMT_INVOKEI ||
			  oi->fmt == VM_OPFMT_INVOKED || oi->fmt == VM_OPFMT_MULTI;
		bool br = oi->fmt == VM_OPFMT_BRANCH2 || oi->fmt == VM_OPFMT_BRANCH4 || oi->fmt == VM_OPFMT_SWITCH;
		ck_assert_msg(cp == ((oi->flags & VM_OPF_CP) != 0), "%s: pool flag", oi->name);
		if (br)
			ck_assert_msg(oi->flags & VM_OPF_BR, "%s: branch flag", oi->name);
	}
	/* no fall-through: goto, goto_w, ret, switches, returns, athrow */
	for (op = 0; op <= VM_OP_LAST; op++) {
		bool end = op == 0xa7 || op == 0xc8 || op == 0xa9 || op == 0xaa || op == 0xab ||
			   (op >= 0xac && op <= 0xb1) || op == 0xbf;
		ck_assert_msg(end == ((vm_op_info(op)->flags & VM_OPF_END) != 0), "%s: end flag", vm_op_info(op)->name);
	}
	ck_assert(vm_op_info(0xb4)->flags & VM_OPF_MEM);    /* getfield */
	ck_assert(!(vm_op_info(0x60)->flags & VM_OPF_MEM)); /* iadd */
	ck_assert(vm_op_info(0x6c)->flags & VM_OPF_TH);     /* idiv */
	ck_assert(!(vm_op_info(0x6e)->flags & VM_OPF_TH));  /* fdiv */
}
END_TEST

START_TEST(test_signature_slots)
{
	int pop, push;

	vm_op_sig_slots(vm_op_info(0x60)->sig, &pop, &push);   /* iadd */
	ck_assert_int_eq(pop, 2); ck_assert_int_eq(push, 1);
	vm_op_sig_slots(vm_op_info(0x61)->sig, &pop, &push);   /* ladd */
	ck_assert_int_eq(pop, 4); ck_assert_int_eq(push, 2);
	vm_op_sig_slots(vm_op_info(0x94)->sig, &pop, &push);   /* lcmp */
	ck_assert_int_eq(pop, 4); ck_assert_int_eq(push, 1);
	vm_op_sig_slots(vm_op_info(0x50)->sig, &pop, &push);   /* lastore: array, index, long */
	ck_assert_int_eq(pop, 4); ck_assert_int_eq(push, 0);
	vm_op_sig_slots(vm_op_info(0x2f)->sig, &pop, &push);   /* laload */
	ck_assert_int_eq(pop, 2); ck_assert_int_eq(push, 2);
	vm_op_sig_slots(vm_op_info(0x85)->sig, &pop, &push);   /* i2l */
	ck_assert_int_eq(pop, 1); ck_assert_int_eq(push, 2);
	vm_op_sig_slots(vm_op_info(0x00)->sig, &pop, &push);   /* nop */
	ck_assert_int_eq(pop, 0); ck_assert_int_eq(push, 0);
	ck_assert_ptr_null(vm_op_info(0xb6)->sig);             /* invokes depend on the descriptor */
}
END_TEST

/* vm_op_slots: the signature's counts where there is one, the
 * instructions' own where not, false where a descriptor decides. */
START_TEST(test_op_slots)
{
	static const struct { unsigned op; int pop, push; } fixed[] = {
		{ 0x12, 0, 1 }, { 0x14, 0, 2 },             /* ldc, ldc2_w */
		{ 0x15, 0, 1 }, { 0x16, 0, 2 }, { 0x29, 0, 2 }, { 0x2d, 0, 1 },   /* iload lload dload_3 aload_3 */
		{ 0x37, 2, 0 }, { 0x4a, 2, 0 }, { 0x4e, 1, 0 },   /* lstore dstore_3 astore_3 */
		{ 0x32, 2, 1 }, { 0x54, 3, 0 },             /* aaload bastore */
		{ 0x57, 1, 0 }, { 0x58, 2, 0 }, { 0x59, 1, 2 }, { 0x5a, 2, 3 }, { 0x5b, 3, 4 },
		{ 0x5c, 2, 4 }, { 0x5d, 3, 5 }, { 0x5e, 4, 6 }, { 0x5f, 2, 2 },
		{ 0x84, 0, 0 }, { 0xac, 1, 0 }, { 0xad, 2, 0 }, { 0xb1, 0, 0 }, { 0xbf, 1, 0 },
		{ 0xbb, 0, 1 }, { 0xbc, 1, 1 }, { 0xbe, 1, 1 }, { 0xc0, 1, 1 },
	};
	static const unsigned depends[] = { 0xb2, 0xb5, 0xb6, 0xb9, 0xba, 0xc4, 0xc5 };
	unsigned op;
	size_t i;
	int pop, push, p2, q2;

	for (op = 0; op <= VM_OP_LAST; op++) {
		const VmOpInfo *in = vm_op_info(op);
		if (!in || !in->sig)
			continue;
		ck_assert(vm_op_slots(op, &pop, &push));
		vm_op_sig_slots(in->sig, &p2, &q2);
		ck_assert_int_eq(pop, p2);
		ck_assert_int_eq(push, q2);
	}
	for (i = 0; i < sizeof fixed / sizeof fixed[0]; i++) {
		ck_assert_msg(vm_op_slots(fixed[i].op, &pop, &push), "op 0x%02x", fixed[i].op);
		ck_assert_msg(pop == fixed[i].pop && push == fixed[i].push, "op 0x%02x: %d:%d", fixed[i].op,
			      pop, push);
	}
	for (i = 0; i < sizeof depends / sizeof depends[0]; i++)
		ck_assert(!vm_op_slots(depends[i], &pop, &push));
	ck_assert(!vm_op_slots(0xca, &pop, &push));  /* breakpoint: not described */
}
END_TEST

START_TEST(test_variable_lengths)
{
	/* tableswitch at pc 1: padding to 4, default, low 0, high 1, two offsets */
	static const uint8_t ts[] = { 0x00, 0xaa, 0, 0,  0, 0, 0, 20,  0, 0, 0, 0,  0, 0, 0, 1,
				      0, 0, 0, 20,  0, 0, 0, 20 };
	static const uint8_t ts_bad[] = { 0xaa, 0, 0, 0,  0, 0, 0, 9,  0, 0, 0, 5,  0, 0, 0, 1 };
	static const uint8_t ls_neg[] = { 0xab, 0, 0, 0,  0, 0, 0, 9,  0xff, 0xff, 0xff, 0xff };
	static const uint8_t ls[] = { 0xab, 0, 0, 0,  0, 0, 0, 9,  0, 0, 0, 1,  0, 0, 0, 7,  0, 0, 0, 9 };
	static const uint8_t wide_iinc[] = { 0xc4, 0x84, 1, 0, 0x80, 0 };
	static const uint8_t wide_iload[] = { 0xc4, 0x15, 1, 0 };
	static const uint8_t wide_iadd[] = { 0xc4, 0x60, 0, 0 };
	static const uint8_t trunc[] = { 0x11, 0x01 };          /* sipush missing a byte */
	static const uint8_t bad[] = { 0xca };

	ck_assert_uint_eq(vm_op_length(ts, sizeof ts, 1), sizeof ts - 1);
	ck_assert_uint_eq(vm_op_length(ts, sizeof ts - 1, 1), 0);      /* cut */
	ck_assert_uint_eq(vm_op_length(ts_bad, sizeof ts_bad, 0), 0);  /* high < low */
	ck_assert_uint_eq(vm_op_length(ls_neg, sizeof ls_neg, 0), 0);  /* npairs < 0 */
	ck_assert_uint_eq(vm_op_length(ls, sizeof ls, 0), sizeof ls);
	ck_assert_uint_eq(vm_op_length(wide_iinc, sizeof wide_iinc, 0), 6);
	ck_assert_uint_eq(vm_op_length(wide_iinc, 5, 0), 0);
	ck_assert_uint_eq(vm_op_length(wide_iload, sizeof wide_iload, 0), 4);
	ck_assert_uint_eq(vm_op_length(wide_iadd, sizeof wide_iadd, 0), 0);
	ck_assert_uint_eq(vm_op_length(trunc, sizeof trunc, 0), 0);
	ck_assert_uint_eq(vm_op_length(bad, sizeof bad, 0), 0);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("bytecode");
	TCase *tc = tcase_create("table");
	SRunner *sr;
	int failed;

	tcase_add_test(tc, test_every_opcode_described);
	tcase_add_test(tc, test_lengths_match_formats);
	tcase_add_test(tc, test_flags_match_formats);
	tcase_add_test(tc, test_signature_slots);
	tcase_add_test(tc, test_op_slots);
	tcase_add_test(tc, test_variable_lengths);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
