/*
 * check_vmmsg.c -- the VM's cluster protocol payloads (gos_vm.c): round
 * trips, every malformed length and bad field, truncation at every
 * prefix, trailing bytes, and resource-name validation.
 */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "gos.h"

/* Every strict prefix of a valid payload must be refused. */
typedef GosStatus (*DecodeFn)(const uint8_t *p, size_t n);

static void
all_prefixes_fail(const GosBuf *b, DecodeFn fn)
{
	for (size_t i = 0; i < b->len; i++)
		ck_assert_msg(fn(b->data, i) != GOS_OK, "prefix %zu accepted", i);
}

static void
trailing_byte_fails(const GosBuf *b, DecodeFn fn)
{
	uint8_t *q = malloc(b->len + 1);
	memcpy(q, b->data, b->len);
	q[b->len] = 0;
	ck_assert(fn(q, b->len + 1) != GOS_OK);
	free(q);
}

/* ---- HELLO ---- */

static GosStatus
dec_hello(const uint8_t *p, size_t n)
{
	uint32_t pid;
	char host[256];
	return gos_vm_hello_decode(p, n, &pid, host, sizeof host);
}

START_TEST(hello)
{
	GosBuf b;
	uint32_t pid;
	char host[256], big[300];

	gos_buf_init(&b);
	ck_assert_int_eq(gos_vm_hello_encode(&b, 4242, "node-a"), GOS_OK);
	ck_assert_int_eq(gos_vm_hello_decode(b.data, b.len, &pid, host, sizeof host), GOS_OK);
	ck_assert_uint_eq(pid, 4242);
	ck_assert_str_eq(host, "node-a");
	all_prefixes_fail(&b, dec_hello);
	trailing_byte_fails(&b, dec_hello);
	/* pid 0 is not a process */
	b.data[0] = b.data[1] = b.data[2] = b.data[3] = 0;
	ck_assert_int_eq(dec_hello(b.data, b.len), GOS_ERR_FIELD);
	/* embedded NUL in the host name */
	gos_buf_free(&b);
	gos_buf_init(&b);
	gos_put_u32(&b, 1);
	gos_put_u16(&b, 3);
	gos_put_raw(&b, "a\0b", 3);
	ck_assert(dec_hello(b.data, b.len) != GOS_OK);
	/* host name longer than 255 */
	memset(big, 'h', sizeof big - 1);
	big[sizeof big - 1] = 0;
	gos_buf_free(&b);
	gos_buf_init(&b);
	ck_assert_int_eq(gos_vm_hello_encode(&b, 1, big), GOS_ERR_ARG);
	gos_put_u32(&b, 1);
	gos_put_string(&b, big);
	ck_assert(dec_hello(b.data, b.len) != GOS_OK);
	gos_buf_free(&b);
}
END_TEST

/* ---- RUN ---- */

static GosStatus
dec_run(const uint8_t *p, size_t n)
{
	GosVmRun *r = NULL;
	GosStatus st = gos_vm_run_decode(p, n, &r);
	free(r);
	return st;
}

START_TEST(run)
{
	char *argv[] = { "one", "", "three words" };
	char *props[] = { "a=1", "empty=" };
	GosVmRun in = { GOS_VM_RUN_SPMD, 4, "pkg.Main", 3, argv, 2, props }, *out;
	GosBuf b;

	gos_buf_init(&b);
	ck_assert_int_eq(gos_vm_run_encode(&b, &in), GOS_OK);
	ck_assert_int_eq(gos_vm_run_decode(b.data, b.len, &out), GOS_OK);
	ck_assert_uint_eq(out->flags, GOS_VM_RUN_SPMD);
	ck_assert_uint_eq(out->nodes, 4);
	ck_assert_str_eq(out->main_class, "pkg.Main");
	ck_assert_int_eq(out->argc, 3);
	ck_assert_str_eq(out->argv[0], "one");
	ck_assert_str_eq(out->argv[1], "");
	ck_assert_str_eq(out->argv[2], "three words");
	ck_assert_int_eq(out->nprops, 2);
	ck_assert_str_eq(out->props[0], "a=1");
	ck_assert_str_eq(out->props[1], "empty=");
	free(out);
	all_prefixes_fail(&b, dec_run);
	trailing_byte_fails(&b, dec_run);

	/* unknown flag bit */
	b.data[0] = 0x80;
	ck_assert_int_eq(dec_run(b.data, b.len), GOS_ERR_FIELD);
	b.data[0] = GOS_VM_RUN_SPMD;
	/* nodes 0 and over the maximum */
	b.data[1] = b.data[2] = b.data[3] = b.data[4] = 0;
	ck_assert_int_eq(dec_run(b.data, b.len), GOS_ERR_FIELD);
	b.data[1] = 0xff; b.data[2] = 0xff;
	ck_assert_int_eq(dec_run(b.data, b.len), GOS_ERR_FIELD);
	gos_buf_free(&b);

	/* an argc that promises more strings than there are bytes */
	gos_buf_init(&b);
	gos_put_u8(&b, 0);
	gos_put_u32(&b, 2);
	gos_put_string(&b, "M");
	gos_put_u32(&b, 1000);
	gos_put_string(&b, "x");
	gos_put_u32(&b, 0);
	ck_assert(dec_run(b.data, b.len) != GOS_OK);
	gos_buf_free(&b);
	/* argc over the limit */
	gos_buf_init(&b);
	gos_put_u8(&b, 0);
	gos_put_u32(&b, 2);
	gos_put_string(&b, "M");
	gos_put_u32(&b, GOS_VM_MAX_ARGS + 1);
	ck_assert_int_eq(dec_run(b.data, b.len), GOS_ERR_FIELD);
	gos_buf_free(&b);
	/* a property without '=' */
	gos_buf_init(&b);
	gos_put_u8(&b, 0);
	gos_put_u32(&b, 2);
	gos_put_string(&b, "M");
	gos_put_u32(&b, 0);
	gos_put_u32(&b, 1);
	gos_put_string(&b, "noequals");
	ck_assert_int_eq(dec_run(b.data, b.len), GOS_ERR_FIELD);
	gos_buf_free(&b);
	/* nprops over the limit */
	gos_buf_init(&b);
	gos_put_u8(&b, 0);
	gos_put_u32(&b, 2);
	gos_put_string(&b, "M");
	gos_put_u32(&b, 0);
	gos_put_u32(&b, 0xffffffffu);
	ck_assert_int_eq(dec_run(b.data, b.len), GOS_ERR_FIELD);
	gos_buf_free(&b);
	/* encoder refuses what the decoder refuses */
	gos_buf_init(&b);
	in.nodes = 0;
	ck_assert_int_eq(gos_vm_run_encode(&b, &in), GOS_ERR_ARG);
	in.nodes = 2;
	props[0] = "noequals";
	ck_assert_int_eq(gos_vm_run_encode(&b, &in), GOS_ERR_ARG);
	props[0] = "a=1";
	in.flags = 0x40;
	ck_assert_int_eq(gos_vm_run_encode(&b, &in), GOS_ERR_ARG);
	gos_buf_free(&b);
}
END_TEST

/* ---- CLASS_REQ / CLASS_REP ---- */

START_TEST(resource_names)
{
	char big[GOS_VM_MAX_RESOURCE + 2];

	ck_assert(gos_vm_resource_ok("Main.class"));
	ck_assert(gos_vm_resource_ok("a/b/C$Inner.class"));
	ck_assert(gos_vm_resource_ok("META-INF/x.txt"));
	ck_assert(!gos_vm_resource_ok(""));
	ck_assert(!gos_vm_resource_ok("/etc/passwd"));
	ck_assert(!gos_vm_resource_ok("../secret.class"));
	ck_assert(!gos_vm_resource_ok("a/../../b.class"));
	ck_assert(!gos_vm_resource_ok("a/./b.class"));
	ck_assert(!gos_vm_resource_ok("a//b.class"));
	ck_assert(!gos_vm_resource_ok("a/"));
	ck_assert(!gos_vm_resource_ok("a\\b.class"));
	/* spaces and well-formed UTF-8 travel */
	ck_assert(gos_vm_resource_ok("a b.txt"));
	ck_assert(gos_vm_resource_ok("caf\xc3\xa9/men\xc3\xbc.txt"));
	ck_assert(gos_vm_resource_ok("\xe6\x97\xa5\xe6\x9c\xac.txt"));
	ck_assert(gos_vm_resource_ok("x\xf0\x9f\x98\x80.txt"));
	/* control characters and ill-formed UTF-8 do not */
	ck_assert(!gos_vm_resource_ok("a\tb.txt"));
	ck_assert(!gos_vm_resource_ok("a\x7f.txt"));
	ck_assert(!gos_vm_resource_ok("caf\xc3"));
	ck_assert(!gos_vm_resource_ok("caf\xc3.txt"));
	ck_assert(!gos_vm_resource_ok("a\xc0\xaf" "b")); /* overlong '/' */
	ck_assert(!gos_vm_resource_ok("..\xc0\xaf..\xc0\xaf" "etc"));
	ck_assert(!gos_vm_resource_ok("\xe0\x80\xaf.txt"));
	ck_assert(!gos_vm_resource_ok("\xed\xa0\x80.txt")); /* surrogate */
	ck_assert(!gos_vm_resource_ok("\xf4\x90\x80\x80.txt"));
	ck_assert(!gos_vm_resource_ok("\xf5\x80\x80\x80.txt"));
	ck_assert(!gos_vm_resource_ok("\x80.txt"));
	memset(big, 'a', sizeof big - 1);
	big[sizeof big - 1] = 0;
	ck_assert(!gos_vm_resource_ok(big));
}
END_TEST

static GosStatus
dec_req(const uint8_t *p, size_t n)
{
	uint32_t id;
	char res[GOS_VM_MAX_RESOURCE + 1];
	return gos_vm_class_req_decode(p, n, &id, res, sizeof res);
}

static GosStatus
dec_rep(const uint8_t *p, size_t n)
{
	uint32_t id;
	uint8_t st;
	const uint8_t *d;
	size_t len;
	return gos_vm_class_rep_decode(p, n, 1024, &id, &st, &d, &len);
}

START_TEST(class_req_rep)
{
	GosBuf b;
	uint32_t id;
	uint8_t st;
	const uint8_t *d;
	size_t len;
	char res[GOS_VM_MAX_RESOURCE + 1];
	uint8_t big[2048] = { 0 };

	gos_buf_init(&b);
	ck_assert_int_eq(gos_vm_class_req_encode(&b, 77, "p/Q.class"), GOS_OK);
	ck_assert_int_eq(gos_vm_class_req_decode(b.data, b.len, &id, res, sizeof res), GOS_OK);
	ck_assert_uint_eq(id, 77);
	ck_assert_str_eq(res, "p/Q.class");
	all_prefixes_fail(&b, dec_req);
	trailing_byte_fails(&b, dec_req);
	gos_buf_free(&b);
	/* a path escaping the class path is refused by encoder and decoder */
	gos_buf_init(&b);
	ck_assert_int_eq(gos_vm_class_req_encode(&b, 1, "../x.class"), GOS_ERR_ARG);
	gos_put_u32(&b, 1);
	gos_put_string(&b, "../x.class");
	ck_assert_int_eq(dec_req(b.data, b.len), GOS_ERR_FIELD);
	gos_buf_free(&b);
	/* a name too long for the receiver's buffer */
	gos_buf_init(&b);
	gos_put_u32(&b, 1);
	gos_put_string(&b, "abcdefghijklmnop.class");
	ck_assert(gos_vm_class_req_decode(b.data, b.len, &id, res, 8) != GOS_OK);
	gos_buf_free(&b);

	gos_buf_init(&b);
	ck_assert_int_eq(gos_vm_class_rep_encode(&b, 9, 0, "\xca\xfe\xba\xbe", 4), GOS_OK);
	ck_assert_int_eq(gos_vm_class_rep_decode(b.data, b.len, 1024, &id, &st, &d, &len), GOS_OK);
	ck_assert_uint_eq(id, 9);
	ck_assert_uint_eq(st, 0);
	ck_assert_uint_eq(len, 4);
	ck_assert(memcmp(d, "\xca\xfe\xba\xbe", 4) == 0);
	all_prefixes_fail(&b, dec_rep);
	trailing_byte_fails(&b, dec_rep);
	/* unknown status */
	b.data[4] = 3;
	ck_assert_int_eq(dec_rep(b.data, b.len), GOS_ERR_FIELD);
	/* "not found" must carry no bytes */
	b.data[4] = 1;
	ck_assert_int_eq(dec_rep(b.data, b.len), GOS_ERR_FIELD);
	gos_buf_free(&b);
	/* a length over the maximum */
	gos_buf_init(&b);
	ck_assert_int_eq(gos_vm_class_rep_encode(&b, 1, 0, big, sizeof big), GOS_OK);
	ck_assert(dec_rep(b.data, b.len) != GOS_OK);
	gos_buf_free(&b);
	/* a length field larger than the bytes present */
	gos_buf_init(&b);
	gos_put_u32(&b, 1);
	gos_put_u8(&b, 0);
	gos_put_u32(&b, 100);
	gos_put_raw(&b, "abc", 3);
	ck_assert(dec_rep(b.data, b.len) != GOS_OK);
	gos_buf_free(&b);
	gos_buf_init(&b);
	ck_assert_int_eq(gos_vm_class_rep_encode(&b, 1, 1, "x", 1), GOS_ERR_ARG);
	ck_assert_int_eq(gos_vm_class_rep_encode(&b, 1, 5, NULL, 0), GOS_ERR_ARG);
	gos_buf_free(&b);
}
END_TEST

/* ---- CONSOLE, EXIT, HALT ---- */

START_TEST(console_exit_halt)
{
	GosBuf b;
	int fd;
	const uint8_t *d;
	size_t len;
	uint8_t kind;
	int32_t status;

	gos_buf_init(&b);
	ck_assert_int_eq(gos_vm_console_encode(&b, 2, "err\n", 4), GOS_OK);
	ck_assert_int_eq(gos_vm_console_decode(b.data, b.len, &fd, &d, &len), GOS_OK);
	ck_assert_int_eq(fd, 2);
	ck_assert_uint_eq(len, 4);
	ck_assert(memcmp(d, "err\n", 4) == 0);
	ck_assert_int_eq(gos_vm_console_decode(b.data, 0, &fd, &d, &len), GOS_ERR_TRUNCATED);
	b.data[0] = 0;
	ck_assert_int_eq(gos_vm_console_decode(b.data, b.len, &fd, &d, &len), GOS_ERR_FIELD);
	b.data[0] = 3;
	ck_assert_int_eq(gos_vm_console_decode(b.data, b.len, &fd, &d, &len), GOS_ERR_FIELD);
	ck_assert_int_eq(gos_vm_console_encode(&b, 0, "x", 1), GOS_ERR_ARG);
	gos_buf_free(&b);
	/* an empty write is legal */
	gos_buf_init(&b);
	ck_assert_int_eq(gos_vm_console_encode(&b, 1, NULL, 0), GOS_OK);
	ck_assert_int_eq(gos_vm_console_decode(b.data, b.len, &fd, &d, &len), GOS_OK);
	ck_assert_uint_eq(len, 0);
	gos_buf_free(&b);

	gos_buf_init(&b);
	ck_assert_int_eq(gos_vm_exit_encode(&b, GOS_VM_EXIT_SYSTEM, -3), GOS_OK);
	ck_assert_int_eq(gos_vm_exit_decode(b.data, b.len, &kind, &status), GOS_OK);
	ck_assert_uint_eq(kind, GOS_VM_EXIT_SYSTEM);
	ck_assert_int_eq(status, -3);
	for (size_t i = 0; i < b.len; i++)
		ck_assert(gos_vm_exit_decode(b.data, i, &kind, &status) != GOS_OK);
	b.data[0] = 2;
	ck_assert_int_eq(gos_vm_exit_decode(b.data, b.len, &kind, &status), GOS_ERR_FIELD);
	ck_assert_int_eq(gos_vm_exit_encode(&b, 2, 0), GOS_ERR_ARG);
	gos_put_u8(&b, 0);
	ck_assert(gos_vm_exit_decode(b.data, b.len, &kind, &status) != GOS_OK);
	gos_buf_free(&b);

	gos_buf_init(&b);
	ck_assert_int_eq(gos_vm_halt_encode(&b, 7), GOS_OK);
	ck_assert_int_eq(gos_vm_halt_decode(b.data, b.len, &status), GOS_OK);
	ck_assert_int_eq(status, 7);
	ck_assert(gos_vm_halt_decode(b.data, 3, &status) != GOS_OK);
	gos_put_u8(&b, 0);
	ck_assert(gos_vm_halt_decode(b.data, b.len, &status) != GOS_OK);
	gos_buf_free(&b);
}
END_TEST

START_TEST(names)
{
	ck_assert_str_eq(gos_msg_type_name(GOS_VM_RUN), "VM_RUN");
	ck_assert_str_eq(gos_msg_type_name(GOS_VM_HALT), "VM_HALT");
	ck_assert_str_eq(gos_msg_type_name(GOS_VM_LAST + 1), "user");
}
END_TEST

/* Random bytes through every decoder: no crash, no read outside (run
 * under ASan by the fuzzer; here a quick smoke test). */
START_TEST(random_never_crash)
{
	uint8_t buf[64];
	uint32_t x = 12345;

	for (int it = 0; it < 20000; it++) {
		size_t n = (size_t)(x % sizeof buf);
		for (size_t i = 0; i < n; i++) {
			x ^= x << 13;
			x ^= x >> 17;
			x ^= x << 5;
			buf[i] = (uint8_t)(i < 2 && it % 3 == 0 ? 0 : x);
		}
		(void)dec_hello(buf, n);
		(void)dec_run(buf, n);
		(void)dec_req(buf, n);
		(void)dec_rep(buf, n);
		{
			int fd;
			const uint8_t *d;
			size_t len;
			uint8_t k;
			int32_t s;
			(void)gos_vm_console_decode(buf, n, &fd, &d, &len);
			(void)gos_vm_exit_decode(buf, n, &k, &s);
			(void)gos_vm_halt_decode(buf, n, &s);
		}
		x = x * 1103515245u + 12345u;
	}
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("gos_vm");
	TCase *tc = tcase_create("core");
	SRunner *sr;
	int failed;

	tcase_add_test(tc, hello);
	tcase_add_test(tc, run);
	tcase_add_test(tc, resource_names);
	tcase_add_test(tc, class_req_rep);
	tcase_add_test(tc, console_exit_halt);
	tcase_add_test(tc, names);
	tcase_add_test(tc, random_never_crash);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
