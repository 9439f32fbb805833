/*
 * check_resource.c -- class-path resources without a VM: the name check
 * and normalisation (resource.h), vm_classpath_locate on a directory and on
 * a jar (the class library's rt.jar, path in $RT_JAR), the search order of
 * vm_resource_find (application path before the boot path), and a damaged
 * jar entry (an error with a message, never a crash).
 */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "classpath.h"
#include "resource.h"
#include "zip.h"

extern VmClassPath *vm_boot_path, *vm_app_path;   /* loader.c */

static void norm_ok(const char *in, const char *want)
{
	char out[64];
	ck_assert_msg(vm_resource_name_normalize(in, out, sizeof out) == VM_RES_NAME_OK, "%s", in);
	ck_assert_str_eq(out, want);
}

static void norm_bad(const char *in, VmResNameStatus want)
{
	char out[64];
	ck_assert_int_eq(vm_resource_name_normalize(in, out, sizeof out), want);
}

START_TEST(test_name_normalize)
{
	norm_ok("a.txt", "a.txt");
	norm_ok("p/q/r.txt", "p/q/r.txt");
	norm_ok("p/./q//r.txt", "p/q/r.txt");
	norm_ok("p/../r.txt", "r.txt");
	norm_ok("p/q/../../r.txt", "r.txt");
	norm_ok("./p/x", "p/x");
	norm_ok("p/x/", "p/x");
	norm_ok("..a/b..", "..a/b..");       /* only whole segments count */
	norm_ok("p/\xc3\xa9t\xc3\xa9.txt", "p/\xc3\xa9t\xc3\xa9.txt"); /* UTF-8 passes */
	norm_bad("/etc/passwd", VM_RES_NAME_ABSOLUTE);
	norm_bad("../x", VM_RES_NAME_ESCAPES);
	norm_bad("p/../../x", VM_RES_NAME_ESCAPES);
	norm_bad("p/../..", VM_RES_NAME_ESCAPES);
	norm_bad("", VM_RES_NAME_EMPTY);
	norm_bad(".", VM_RES_NAME_EMPTY);
	norm_bad("p/..", VM_RES_NAME_EMPTY);
	norm_bad("a\nb", VM_RES_NAME_BAD_CHAR);
	norm_bad("a\x7f", VM_RES_NAME_BAD_CHAR);
}
END_TEST

START_TEST(test_name_too_long)
{
	char out[8];
	ck_assert_int_eq(vm_resource_name_normalize("abcdefgh", out, sizeof out), VM_RES_NAME_TOO_LONG);
	ck_assert_int_eq(vm_resource_name_normalize("abc/defg", out, sizeof out), VM_RES_NAME_TOO_LONG);
	ck_assert_int_eq(vm_resource_name_normalize("abc/def", out, sizeof out), VM_RES_NAME_OK);
	ck_assert_str_eq(out, "abc/def");
	/* a long name that ".." shortens again fits */
	ck_assert_int_eq(vm_resource_name_normalize("abc/../x", out, sizeof out), VM_RES_NAME_OK);
	ck_assert_str_eq(out, "x");
	ck_assert_int_eq(vm_resource_name_normalize("x", out, 0), VM_RES_NAME_TOO_LONG);
}
END_TEST

static void write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "wb");
	ck_assert_ptr_nonnull(f);
	fputs(text, f);
	fclose(f);
}

/* A scratch directory holding p/r.txt and META-INF/MANIFEST.MF. */
static char *make_dir(void)
{
	static char dir[64];
	char path[128];

	strcpy(dir, "/tmp/rresXXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/p", dir);
	ck_assert_int_eq(mkdir(path, 0755), 0);
	snprintf(path, sizeof path, "%s/p/r.txt", dir);
	write_file(path, "resource text\n");
	snprintf(path, sizeof path, "%s/META-INF", dir);
	ck_assert_int_eq(mkdir(path, 0755), 0);
	snprintf(path, sizeof path, "%s/META-INF/MANIFEST.MF", dir);
	write_file(path, "Manifest-Version: 1.0\nX-App: yes\n");
	return dir;
}

static void remove_dir(const char *dir)
{
	char path[128];
	snprintf(path, sizeof path, "%s/p/r.txt", dir);
	unlink(path);
	snprintf(path, sizeof path, "%s/p", dir);
	rmdir(path);
	snprintf(path, sizeof path, "%s/META-INF/MANIFEST.MF", dir);
	unlink(path);
	snprintf(path, sizeof path, "%s/META-INF", dir);
	rmdir(path);
	rmdir(dir);
}

START_TEST(test_locate_dir_and_jar)
{
	const char *jar = getenv("RT_JAR");
	char *dir = make_dir(), err[256];
	VmClassPath *cp = vm_classpath_new();
	uint8_t *b = NULL;
	size_t len = 0;
	char *entry = NULL;
	bool in_jar = true;

	ck_assert_ptr_nonnull(jar);
	vm_classpath_add(cp, "/nonexistent-dir");
	vm_classpath_add(cp, dir);
	vm_classpath_add(cp, jar);
	ck_assert_int_eq(vm_classpath_locate(cp, "p/r.txt", NULL, &b, &len, &entry, &in_jar, err, sizeof err),
			 VM_CP_FOUND);
	ck_assert_uint_eq(len, 14);
	ck_assert(memcmp(b, "resource text\n", 14) == 0);
	ck_assert_str_eq(entry, dir);
	ck_assert(!in_jar);
	free(b);
	free(entry);
	ck_assert_int_eq(vm_classpath_locate(cp, "java/lang/Object.class", NULL, &b, &len, &entry, &in_jar,
					     err, sizeof err), VM_CP_FOUND);
	ck_assert(len > 4 && b[0] == 0xca && b[1] == 0xfe);
	ck_assert_str_eq(entry, jar);
	ck_assert(in_jar);
	free(b);
	free(entry);
	/* a directory is not a resource; nor is a missing file */
	ck_assert_int_eq(vm_classpath_locate(cp, "p", NULL, &b, &len, &entry, &in_jar, err, sizeof err),
			 VM_CP_NOT_FOUND);
	ck_assert_int_eq(vm_classpath_locate(cp, "p/none.txt", NULL, &b, &len, NULL, NULL, err, sizeof err),
			 VM_CP_NOT_FOUND);
	vm_classpath_free(cp);
	remove_dir(dir);
}
END_TEST

START_TEST(test_find_order)
{
	const char *jar = getenv("RT_JAR");
	char *dir = make_dir(), err[256];
	VmResource r;

	vm_boot_path = vm_classpath_new();
	vm_classpath_add(vm_boot_path, jar);
	vm_app_path = vm_classpath_new();
	vm_classpath_add(vm_app_path, dir);
	/* in both: the application's copy wins */
	ck_assert_int_eq(vm_resource_find(NULL, "META-INF/MANIFEST.MF", NULL, &r, err, sizeof err), VM_CP_FOUND);
	ck_assert(!r.boot);
	ck_assert_int_eq(r.origin, VM_RES_DIR);
	ck_assert_ptr_nonnull(memmem(r.bytes, r.len, "X-App: yes", 10));
	vm_resource_free(&r);
	/* only in the boot jar */
	ck_assert_int_eq(vm_resource_find(NULL, "java/lang/String.class", NULL, &r, err, sizeof err), VM_CP_FOUND);
	ck_assert(r.boot);
	ck_assert_int_eq(r.origin, VM_RES_JAR);
	ck_assert_str_eq(r.entry, jar);
	vm_resource_free(&r);
	ck_assert_int_eq(vm_resource_find(NULL, "p/none.txt", NULL, &r, err, sizeof err), VM_CP_NOT_FOUND);
	ck_assert_ptr_null(r.bytes);
	/* every match with a cursor: the directory twice on the application
	 * path, then on the boot path (after the jar), then no more */
	vm_classpath_add(vm_app_path, "/nonexistent-dir");
	vm_classpath_add(vm_app_path, dir);
	vm_classpath_add(vm_boot_path, dir);
	{
		VmResCursor cur = { 0, 0, false };
		ck_assert_int_eq(vm_resource_find(NULL, "p/r.txt", &cur, &r, err, sizeof err), VM_CP_FOUND);
		ck_assert(!r.boot && r.origin == VM_RES_DIR);
		vm_resource_free(&r);
		ck_assert_int_eq(vm_resource_find(NULL, "p/r.txt", &cur, &r, err, sizeof err), VM_CP_FOUND);
		ck_assert(!r.boot && r.origin == VM_RES_DIR);
		ck_assert_str_eq(r.entry, dir);
		vm_resource_free(&r);
		ck_assert_int_eq(vm_resource_find(NULL, "p/r.txt", &cur, &r, err, sizeof err), VM_CP_FOUND);
		ck_assert(r.boot && r.origin == VM_RES_DIR);
		ck_assert_uint_eq(r.len, 14);
		vm_resource_free(&r);
		ck_assert_int_eq(vm_resource_find(NULL, "p/r.txt", &cur, &r, err, sizeof err), VM_CP_NOT_FOUND);
		ck_assert_int_eq(vm_resource_find(NULL, "p/r.txt", &cur, &r, err, sizeof err), VM_CP_NOT_FOUND);
	}
	{
		/* META-INF/ names never come from the boot path */
		VmResCursor cur = { 0, 0, false };
		int found = 0;
		while (vm_resource_find(NULL, "META-INF/MANIFEST.MF", &cur, &r, err, sizeof err) == VM_CP_FOUND) {
			ck_assert(!r.boot);
			vm_resource_free(&r);
			found++;
		}
		ck_assert_int_eq(found, 2);
	}
	{
		VmResCursor cur = { 0, 0, false };
		ck_assert_int_eq(vm_resource_find(NULL, "p/none.txt", &cur, &r, err, sizeof err), VM_CP_NOT_FOUND);
	}
	vm_classpath_free(vm_boot_path);
	vm_classpath_free(vm_app_path);
	vm_boot_path = vm_app_path = NULL;
	remove_dir(dir);
}
END_TEST

START_TEST(test_damaged_jar)
{
	const char *jar = getenv("RT_JAR");
	char tmp[] = "/tmp/rresjarXXXXXX", err[256], name[512] = "";
	FILE *in = fopen(jar, "rb"), *out;
	long len;
	uint8_t *b;
	int fd = mkstemp(tmp);
	VmZip *z;
	VmResource r;
	size_t i;

	ck_assert(in && fd >= 0);
	fseek(in, 0, SEEK_END);
	len = ftell(in);
	fseek(in, 0, SEEK_SET);
	b = malloc((size_t)len);
	ck_assert_int_eq(fread(b, 1, (size_t)len, in), (size_t)len);
	fclose(in);
	memset(b + 200, 0x55, 2000);    /* the first entries' data */
	out = fdopen(fd, "wb");
	fwrite(b, 1, (size_t)len, out);
	fclose(out);
	free(b);
	z = vm_zip_open(tmp, err, sizeof err);
	ck_assert_ptr_nonnull(z);
	for (i = 0; i < vm_zip_count(z) && !name[0]; i++) {
		uint8_t *d = NULL;
		size_t dl;
		if (vm_zip_read(z, vm_zip_name(z, i), &d, &dl, err, sizeof err) == VM_ZIP_ERR)
			snprintf(name, sizeof name, "%s", vm_zip_name(z, i));
		free(d);
	}
	vm_zip_close(z);
	ck_assert_msg(name[0], "no damaged entry");
	vm_app_path = vm_classpath_new();
	vm_classpath_add(vm_app_path, tmp);
	ck_assert_int_eq(vm_resource_find(NULL, name, NULL, &r, err, sizeof err), VM_CP_ERROR);
	ck_assert(err[0] != 0);
	ck_assert_ptr_null(r.bytes);
	vm_classpath_free(vm_app_path);
	/* not a zip at all: ignored (one line on stderr), so not found */
	out = fopen(tmp, "wb");
	fputs("this is no zip file", out);
	fclose(out);
	vm_app_path = vm_classpath_new();
	vm_classpath_add(vm_app_path, tmp);
	ck_assert_int_eq(vm_resource_find(NULL, "x.txt", NULL, &r, err, sizeof err), VM_CP_NOT_FOUND);
	vm_classpath_free(vm_app_path);
	vm_app_path = NULL;
	unlink(tmp);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("resource");
	TCase *tc = tcase_create("core");
	SRunner *sr;
	int failed;

	tcase_add_test(tc, test_name_normalize);
	tcase_add_test(tc, test_name_too_long);
	tcase_add_test(tc, test_locate_dir_and_jar);
	tcase_add_test(tc, test_find_order);
	tcase_add_test(tc, test_damaged_jar);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
