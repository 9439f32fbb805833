/*
 * check_classfile.c -- the class-file parser and the zip reader, on real
 * input (the class library's rt.jar, path in $RT_JAR) and on damaged
 * copies of it: truncation at every length, flipped bytes, bad magic and
 * versions, bad constant-pool indices.  Damaged input must fail with the
 * right Java error and never crash.
 */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "classfile.h"
#include "zip.h"

static uint8_t *load(const char *entry, size_t *len)
{
	const char *jar = getenv("RT_JAR");
	char err[256];
	VmZip *z;
	uint8_t *b = NULL;

	ck_assert_msg(jar != NULL, "RT_JAR not set");
	z = vm_zip_open(jar, err, sizeof err);
	ck_assert_msg(z != NULL, "%s", err);
	ck_assert_int_eq(vm_zip_read(z, entry, &b, len, err, sizeof err), VM_ZIP_OK);
	ck_assert_int_eq(vm_zip_read(z, "no/such/Entry.class", &b, len, err, sizeof err) == VM_ZIP_NOT_FOUND, 1);
	vm_zip_close(z);
	return b;
}

START_TEST(test_parse_string)
{
	size_t len;
	uint8_t *b = load("java/lang/String.class", &len);
	VmCfError err;
	VmClassFile *cf = vm_classfile_parse(b, len, "java/lang/String", &err);
	uint16_t i;
	bool has_length = false, has_value = false;

	ck_assert_msg(cf != NULL, "%s", err.message);
	ck_assert_str_eq(cf->this_name, "java/lang/String");
	ck_assert_str_eq(cf->super_name, "java/lang/Object");
	ck_assert_uint_eq(cf->major, 52);
	for (i = 0; i < cf->n_methods; i++)
		if (!strcmp(cf->methods[i].name, "length") && !strcmp(cf->methods[i].desc, "()I")) {
			has_length = true;
			ck_assert_ptr_nonnull(cf->methods[i].code);
			ck_assert_uint_gt(cf->methods[i].code->n_lines, 0);
		}
	for (i = 0; i < cf->n_fields; i++)
		if (!strcmp(cf->fields[i].name, "value") && !strcmp(cf->fields[i].desc, "[C"))
			has_value = true;
	ck_assert(has_length && has_value);
	ck_assert_str_eq(cf->source_file, "String.java");
	vm_classfile_free(cf);
	free(b);
}
END_TEST

START_TEST(test_truncated_everywhere)
{
	size_t len, n;
	uint8_t *b = load("java/lang/Object.class", &len);

	for (n = 0; n < len; n++) {
		VmCfError err;
		VmClassFile *cf = vm_classfile_parse(b, n, "java/lang/Object", &err);
		ck_assert_msg(cf == NULL, "accepted a file truncated to %zu bytes", n);
		ck_assert_str_eq(err.exception, "java/lang/ClassFormatError");
	}
	free(b);
}
END_TEST

START_TEST(test_bad_header)
{
	size_t len;
	uint8_t *b = load("java/lang/Object.class", &len);
	VmCfError err;

	b[0] = 0xca; b[1] = 0xfe; b[2] = 0xba; b[3] = 0xbf;
	ck_assert_ptr_null(vm_classfile_parse(b, len, "X", &err));
	ck_assert_str_eq(err.exception, "java/lang/ClassFormatError");
	ck_assert_str_eq(err.message, "Incompatible magic value 3405691583 in class file X");
	b[3] = 0xbe;
	b[6] = 0; b[7] = 65;    /* major 65 */
	ck_assert_ptr_null(vm_classfile_parse(b, len, "X", &err));
	ck_assert_str_eq(err.exception, "java/lang/UnsupportedClassVersionError");
	ck_assert_ptr_nonnull(strstr(err.message, "class file version 65.0"));
	free(b);
}
END_TEST

START_TEST(test_flipped_bytes)
{
	size_t len, i;
	uint8_t *b = load("java/util/HashMap.class", &len);
	unsigned seed = 12345;

	/* Every single-byte corruption must either parse or fail cleanly. */
	for (i = 0; i < 4000; i++) {
		uint8_t *c = malloc(len);
		VmCfError err;
		VmClassFile *cf;
		size_t pos;
		memcpy(c, b, len);
		seed = seed * 1103515245u + 12345u;
		pos = (seed >> 8) % len;
		c[pos] ^= (uint8_t)(1u << ((seed >> 3) & 7));
		cf = vm_classfile_parse(c, len, "java/util/HashMap", &err);
		if (cf)
			vm_classfile_free(cf);
		else
			ck_assert_ptr_nonnull(err.exception);
		free(c);
	}
	free(b);
}
END_TEST

START_TEST(test_descriptors)
{
	ck_assert(vm_cf_valid_field_desc("I"));
	ck_assert(vm_cf_valid_field_desc("[[Ljava/lang/String;"));
	ck_assert(!vm_cf_valid_field_desc("L;"));
	ck_assert(!vm_cf_valid_field_desc("Q"));
	ck_assert(!vm_cf_valid_field_desc("II"));
	ck_assert(vm_cf_valid_method_desc("(IJ[DLjava/lang/Object;)V"));
	ck_assert(!vm_cf_valid_method_desc("(V)V"));
	ck_assert(!vm_cf_valid_method_desc("()"));
	ck_assert_int_eq(vm_cf_arg_slots("(IJ[DLjava/lang/Object;D)V"), 1 + 2 + 1 + 1 + 2);
}
END_TEST

START_TEST(test_zip_damaged)
{
	const char *jar = getenv("RT_JAR");
	char tmp[] = "/tmp/rzipXXXXXX", err[256];
	FILE *in = fopen(jar, "rb"), *out;
	long len;
	uint8_t *b;
	int fd = mkstemp(tmp);
	VmZip *z;

	ck_assert(in && fd >= 0);
	fseek(in, 0, SEEK_END);
	len = ftell(in);
	fseek(in, 0, SEEK_SET);
	b = malloc((size_t)len);
	ck_assert_int_eq(fread(b, 1, (size_t)len, in), (size_t)len);
	fclose(in);
	/* truncated: no end record */
	out = fdopen(fd, "wb");
	fwrite(b, 1, (size_t)len / 2, out);
	fclose(out);
	ck_assert_ptr_null(vm_zip_open(tmp, err, sizeof err));
	ck_assert_ptr_nonnull(strstr(err, "END header not found"));
	/* corrupt compressed data: entries fail with an error, not a crash */
	out = fopen(tmp, "wb");
	memset(b + 200, 0x55, 2000);
	fwrite(b, 1, (size_t)len, out);
	fclose(out);
	z = vm_zip_open(tmp, err, sizeof err);
	ck_assert_ptr_nonnull(z);
	{
		size_t i, bad = 0;
		for (i = 0; i < vm_zip_count(z); i++) {
			uint8_t *d;
			size_t dl;
			if (vm_zip_read(z, vm_zip_name(z, i), &d, &dl, err, sizeof err) == VM_ZIP_OK)
				free(d);
			else
				bad++;
		}
		ck_assert_uint_gt(bad, 0);
	}
	vm_zip_close(z);
	unlink(tmp);
	ck_assert_ptr_null(vm_zip_open("/nonexistent.jar", err, sizeof err));
	free(b);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("classfile");
	TCase *tc = tcase_create("parse");
	SRunner *sr;
	int failed;

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_parse_string);
	tcase_add_test(tc, test_truncated_everywhere);
	tcase_add_test(tc, test_bad_header);
	tcase_add_test(tc, test_flipped_bytes);
	tcase_add_test(tc, test_descriptors);
	tcase_add_test(tc, test_zip_damaged);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
