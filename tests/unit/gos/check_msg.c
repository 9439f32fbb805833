/*
 * check_msg.c -- the message codec: typed fields, framing round trips,
 * compression, and every way a header or payload can be malformed.
 */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "gos.h"

#define MAXP 4096

static void
hdr(GosBuf *b, uint32_t magic, uint8_t ver, uint8_t type, uint16_t flags,
    uint32_t src, uint32_t len, uint64_t seq)
{
	gos_put_u32(b, magic);
	gos_put_u8(b, ver);
	gos_put_u8(b, type);
	gos_put_u16(b, flags);
	gos_put_u32(b, src);
	gos_put_u32(b, len);
	gos_put_u64(b, seq);
}

static GosStatus
decode(const GosBuf *b, size_t maxp)
{
	GosBuf scratch;
	GosMsgHeader h;
	const uint8_t *p;
	size_t n, used;
	GosStatus st;

	gos_buf_init(&scratch);
	st = gos_msg_decode(b->data, b->len, maxp, &scratch, &h, &p, &n, &used);
	gos_buf_free(&scratch);
	return st;
}

START_TEST(fields_round_trip)
{
	GosBuf b;
	GosReader r;
	char s[16];
	size_t n;
	const uint8_t *q;

	gos_buf_init(&b);
	gos_put_u8(&b, 0xab);
	gos_put_u16(&b, 0xbeef);
	gos_put_u32(&b, 0xdeadbeefu);
	gos_put_u64(&b, 0x0123456789abcdefull);
	gos_put_bytes(&b, "xyz", 3);
	gos_put_string(&b, "hello");
	ck_assert(!b.oom);
	/* explicitly little-endian on the wire */
	ck_assert_uint_eq(b.data[1], 0xef);
	ck_assert_uint_eq(b.data[2], 0xbe);

	gos_reader_init(&r, b.data, b.len);
	ck_assert_uint_eq(gos_get_u8(&r), 0xab);
	ck_assert_uint_eq(gos_get_u16(&r), 0xbeef);
	ck_assert_uint_eq(gos_get_u32(&r), 0xdeadbeefu);
	ck_assert(gos_get_u64(&r) == 0x0123456789abcdefull);
	q = gos_get_bytes(&r, 16, &n);
	ck_assert_uint_eq(n, 3);
	ck_assert(memcmp(q, "xyz", 3) == 0);
	ck_assert(gos_get_string(&r, s, sizeof s));
	ck_assert_str_eq(s, "hello");
	ck_assert_int_eq(gos_reader_finish(&r), GOS_OK);
	gos_buf_free(&b);
}
END_TEST

START_TEST(fields_bounds)
{
	uint8_t buf[8] = { 5, 0, 'a', 'b', 'c', 'd', 'e', 0 };
	GosReader r;
	char s[4];
	size_t n;

	/* string longer than the destination */
	gos_reader_init(&r, buf, 7);
	ck_assert(!gos_get_string(&r, s, sizeof s));
	ck_assert(r.failed);
	ck_assert_uint_eq(gos_get_u32(&r), 0); /* sticky */
	/* string running past the end */
	gos_reader_init(&r, buf, 5);
	ck_assert(!gos_get_string(&r, s, 8 > sizeof s ? sizeof s : 8));
	/* embedded NUL */
	uint8_t z[4] = { 2, 0, 'a', 0 };
	char big[8];
	gos_reader_init(&r, z, 4);
	ck_assert(!gos_get_string(&r, big, sizeof big));
	/* u64 from 7 bytes */
	gos_reader_init(&r, buf, 7);
	ck_assert(gos_get_u64(&r) == 0 && r.failed);
	ck_assert_int_eq(gos_reader_finish(&r), GOS_ERR_TRUNCATED);
	/* bytes over the caller's maximum, and a huge length */
	uint8_t bl[8] = { 3, 0, 0, 0, 1, 2, 3, 4 };
	gos_reader_init(&r, bl, 8);
	ck_assert(gos_get_bytes(&r, 2, &n) == NULL && n == 0);
	uint8_t hl[6] = { 0xff, 0xff, 0xff, 0xff, 1, 2 };
	gos_reader_init(&r, hl, 6);
	ck_assert(gos_get_bytes(&r, SIZE_MAX, &n) == NULL);
	/* trailing bytes are an error too */
	gos_reader_init(&r, buf, 2);
	(void)gos_get_u8(&r);
	ck_assert_int_eq(gos_reader_finish(&r), GOS_ERR_FIELD);
	/* raw reads beyond the end never move the cursor past len */
	gos_reader_init(&r, buf, 8);
	ck_assert(gos_get_raw(&r, SIZE_MAX) == NULL);
}
END_TEST

START_TEST(msg_round_trip)
{
	static const size_t sizes[] = { 0, 1, 23, 24, 1000, 100000 };

	for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
		size_t len = sizes[k];
		uint8_t *pl = malloc(len + 1);
		GosBuf b, scratch;
		GosMsgHeader h;
		const uint8_t *p;
		size_t n, used;

		for (size_t i = 0; i < len; i++)
			pl[i] = (uint8_t)(i * 7 + k);
		gos_buf_init(&b);
		gos_buf_init(&scratch);
		ck_assert_int_eq(gos_msg_encode(&b, GOS_MSG_USER_FIRST + 3, 7,
		                                 42 + k, pl, len, 0, 0),
		                 GOS_OK);
		ck_assert_uint_eq(b.len, GOS_MSG_HEADER_SIZE + len);
		ck_assert_int_eq(gos_msg_decode(b.data, b.len, 1u << 20, &scratch,
		                                &h, &p, &n, &used),
		                 GOS_OK);
		ck_assert_uint_eq(h.type, GOS_MSG_USER_FIRST + 3);
		ck_assert_uint_eq(h.source, 7);
		ck_assert(h.seq == 42 + k);
		ck_assert_uint_eq(n, len);
		ck_assert_uint_eq(used, b.len);
		ck_assert(len == 0 || memcmp(p, pl, len) == 0);
		/* every strict prefix is merely incomplete */
		for (size_t cut = 0; cut < b.len; cut += 1 + cut / 3)
			ck_assert_int_eq(gos_msg_decode(b.data, cut, 1u << 20,
			                                &scratch, &h, &p, &n,
			                                &used),
			                 GOS_ERR_TRUNCATED);
		gos_buf_free(&b);
		gos_buf_free(&scratch);
		free(pl);
	}
}
END_TEST

START_TEST(msg_two_in_a_stream)
{
	GosBuf b, scratch;
	GosMsgHeader h;
	const uint8_t *p;
	size_t n, used;

	gos_buf_init(&b);
	gos_buf_init(&scratch);
	gos_msg_encode(&b, GOS_MSG_PING, 1, 0, "abcdefgh", 8, 0, 0);
	gos_msg_encode(&b, GOS_MSG_USER_LAST, 1, 1, "z", 1, 0, 0);
	ck_assert_int_eq(gos_msg_decode(b.data, b.len, MAXP, &scratch, &h, &p,
	                                &n, &used),
	                 GOS_OK);
	ck_assert_uint_eq(used, GOS_MSG_HEADER_SIZE + 8);
	ck_assert_int_eq(gos_msg_decode(b.data + used, b.len - used, MAXP,
	                                &scratch, &h, &p, &n, &used),
	                 GOS_OK);
	ck_assert_uint_eq(h.type, GOS_MSG_USER_LAST);
	ck_assert_uint_eq(n, 1);
	gos_buf_free(&b);
	gos_buf_free(&scratch);
}
END_TEST

START_TEST(msg_bad_header_fields)
{
	GosBuf b;
	GosMsgHeader h;

	gos_buf_init(&b);
#define EXPECT(st, ...)                                                  \
	do {                                                             \
		b.len = 0;                                               \
		hdr(&b, __VA_ARGS__);                                    \
		ck_assert_int_eq(gos_msg_decode_header(b.data, b.len,    \
		                                       MAXP, &h),        \
		                 st);                                    \
	} while (0)
	EXPECT(GOS_OK, GOS_MSG_MAGIC, 1, GOS_MSG_PING, 0, 1, 10, 0);
	EXPECT(GOS_OK, GOS_MSG_MAGIC, 1, GOS_MSG_PING, 0, GOS_NODE_ANY, 0, 0);
	EXPECT(GOS_ERR_MAGIC, 0x41414141, 1, GOS_MSG_PING, 0, 1, 10, 0);
	EXPECT(GOS_ERR_VERSION, GOS_MSG_MAGIC, 0, GOS_MSG_PING, 0, 1, 10, 0);
	EXPECT(GOS_ERR_VERSION, GOS_MSG_MAGIC, 2, GOS_MSG_PING, 0, 1, 10, 0);
	EXPECT(GOS_ERR_TYPE, GOS_MSG_MAGIC, 1, 0, 0, 1, 10, 0);
	EXPECT(GOS_ERR_TYPE, GOS_MSG_MAGIC, 1, GOS_MSG_SYS_LAST + 1, 0, 1, 0, 0);
	EXPECT(GOS_ERR_TYPE, GOS_MSG_MAGIC, 1, GOS_MSG_USER_FIRST - 1, 0, 1, 0, 0);
	EXPECT(GOS_ERR_TYPE, GOS_MSG_MAGIC, 1, GOS_MSG_USER_LAST + 1, 0, 1, 0, 0);
	EXPECT(GOS_ERR_TYPE, GOS_MSG_MAGIC, 1, 255, 0, 1, 0, 0);
	EXPECT(GOS_ERR_FLAGS, GOS_MSG_MAGIC, 1, GOS_MSG_PING, 2, 1, 10, 0);
	EXPECT(GOS_ERR_FLAGS, GOS_MSG_MAGIC, 1, GOS_MSG_PING, 0x8000, 1, 10, 0);
	EXPECT(GOS_ERR_SOURCE, GOS_MSG_MAGIC, 1, GOS_MSG_PING, 0, 1u << 20, 10, 0);
	EXPECT(GOS_ERR_LENGTH, GOS_MSG_MAGIC, 1, GOS_MSG_PING, 0, 1, MAXP + 1, 0);
	EXPECT(GOS_ERR_LENGTH, GOS_MSG_MAGIC, 1, GOS_MSG_PING, 0, 1, 0xffffffffu, 0);
	EXPECT(GOS_OK, GOS_MSG_MAGIC, 1, GOS_MSG_PING, 1, 1, MAXP + 4, 0);
	EXPECT(GOS_ERR_LENGTH, GOS_MSG_MAGIC, 1, GOS_MSG_PING, 1, 1, MAXP + 5, 0);
	EXPECT(GOS_ERR_COMPRESS, GOS_MSG_MAGIC, 1, GOS_MSG_PING, 1, 1, 4, 0);
#undef EXPECT
	/* shorter than a header */
	ck_assert_int_eq(gos_msg_decode_header(b.data, 23, MAXP, &h),
	                 GOS_ERR_TRUNCATED);
	ck_assert_int_eq(gos_msg_decode_header(b.data, 0, MAXP, &h),
	                 GOS_ERR_TRUNCATED);
	gos_buf_free(&b);
}
END_TEST

START_TEST(msg_truncated_payload)
{
	GosBuf b;

	gos_buf_init(&b);
	hdr(&b, GOS_MSG_MAGIC, 1, GOS_MSG_PING, 0, 1, 100, 0);
	gos_put_raw(&b, "0123456789", 10);
	ck_assert_int_eq(decode(&b, MAXP), GOS_ERR_TRUNCATED);
	gos_buf_free(&b);
}
END_TEST

START_TEST(encode_rejects)
{
	GosBuf b;

	gos_buf_init(&b);
	ck_assert_int_eq(gos_msg_encode(&b, 0, 0, 0, NULL, 0, 0, 0), GOS_ERR_ARG);
	ck_assert_int_eq(gos_msg_encode(&b, 200, 0, 0, NULL, 0, 0, 0),
	                 GOS_ERR_ARG);
	ck_assert_int_eq(gos_msg_encode(&b, GOS_MSG_PING, 0, 0, NULL, 5, 0, 0),
	                 GOS_ERR_ARG);
	ck_assert_uint_eq(b.len, 0);
	gos_buf_free(&b);
}
END_TEST

START_TEST(compression)
{
	size_t len = 50000;
	uint8_t *pl = malloc(len), *rnd = malloc(len);
	GosBuf b, scratch;
	GosMsgHeader h;
	const uint8_t *p;
	size_t n, used;
	uint32_t x = 12345;

	for (size_t i = 0; i < len; i++) {
		pl[i] = (uint8_t)(i % 13);
		x = x * 1103515245u + 12345u;
		rnd[i] = (uint8_t)(x >> 24);
	}
	gos_buf_init(&b);
	gos_buf_init(&scratch);
	/* compressible: flag set, much smaller, exact round trip */
	ck_assert_int_eq(gos_msg_encode(&b, GOS_MSG_BULK, 2, 9, pl, len, 1024, 6),
	                 GOS_OK);
	ck_assert(b.len < len / 10);
	ck_assert_int_eq(gos_msg_decode(b.data, b.len, len, &scratch, &h, &p, &n,
	                                &used),
	                 GOS_OK);
	ck_assert(h.flags & GOS_MSG_F_COMPRESSED);
	ck_assert_uint_eq(n, len);
	ck_assert(memcmp(p, pl, len) == 0);
	/* a receiver with a smaller limit refuses the inflated size */
	ck_assert_int_eq(gos_msg_decode(b.data, b.len, len - 1, &scratch, &h, &p,
	                                &n, &used),
	                 GOS_ERR_COMPRESS);
	/* below the threshold: sent raw */
	b.len = 0;
	gos_msg_encode(&b, GOS_MSG_BULK, 2, 9, pl, 1000, 1024, 6);
	ck_assert_uint_eq(b.len, GOS_MSG_HEADER_SIZE + 1000);
	/* incompressible: sent raw even above the threshold */
	b.len = 0;
	gos_msg_encode(&b, GOS_MSG_BULK, 2, 9, rnd, len, 1024, 6);
	ck_assert_uint_eq(b.len, GOS_MSG_HEADER_SIZE + len);
	ck_assert_uint_eq(b.data[6] & 1, 0);
	gos_buf_free(&b);
	gos_buf_free(&scratch);
	free(pl);
	free(rnd);
}
END_TEST

/* Build a compressed message by hand: raw_len as given, zlib of data,
 * plus `extra` trailing bytes. */
static void
mk_compressed(GosBuf *b, uint32_t raw_len, const uint8_t *data, size_t dlen,
              size_t extra, bool corrupt)
{
	uLongf clen = compressBound(dlen);
	uint8_t *z = malloc(clen);

	compress2(z, &clen, data, dlen, 6);
	if (corrupt)
		z[clen / 2] ^= 0x5a;
	b->len = 0;
	hdr(b, GOS_MSG_MAGIC, 1, GOS_MSG_BULK, 1, 1,
	    (uint32_t)(4 + clen + extra), 0);
	gos_put_u32(b, raw_len);
	gos_put_raw(b, z, clen);
	for (size_t i = 0; i < extra; i++)
		gos_put_u8(b, 0);
	free(z);
}

START_TEST(compression_malformed)
{
	uint8_t data[2000];
	GosBuf b;

	for (size_t i = 0; i < sizeof data; i++)
		data[i] = (uint8_t)(i % 7);
	gos_buf_init(&b);
	mk_compressed(&b, sizeof data, data, sizeof data, 0, false);
	ck_assert_int_eq(decode(&b, MAXP), GOS_OK);
	mk_compressed(&b, sizeof data + 1, data, sizeof data, 0, false);
	ck_assert_int_eq(decode(&b, MAXP), GOS_ERR_COMPRESS); /* says more */
	mk_compressed(&b, sizeof data - 1, data, sizeof data, 0, false);
	ck_assert_int_eq(decode(&b, MAXP), GOS_ERR_COMPRESS); /* says less */
	mk_compressed(&b, 0, data, sizeof data, 0, false);
	ck_assert_int_eq(decode(&b, MAXP), GOS_ERR_COMPRESS);
	mk_compressed(&b, MAXP + 1, data, sizeof data, 0, false);
	ck_assert_int_eq(decode(&b, MAXP), GOS_ERR_COMPRESS); /* over max */
	mk_compressed(&b, sizeof data, data, sizeof data, 3, false);
	ck_assert_int_eq(decode(&b, MAXP), GOS_ERR_COMPRESS); /* trailing */
	mk_compressed(&b, sizeof data, data, sizeof data, 0, true);
	ck_assert_int_eq(decode(&b, MAXP), GOS_ERR_COMPRESS); /* corrupt */
	/* not zlib at all */
	b.len = 0;
	hdr(&b, GOS_MSG_MAGIC, 1, GOS_MSG_BULK, 1, 1, 20, 0);
	gos_put_u32(&b, 100);
	for (int i = 0; i < 16; i++)
		gos_put_u8(&b, (uint8_t)i);
	ck_assert_int_eq(decode(&b, MAXP), GOS_ERR_COMPRESS);
	gos_buf_free(&b);
}
END_TEST

START_TEST(bit_flips_never_crash)
{
	uint8_t data[3000];
	GosBuf b, m;

	for (size_t i = 0; i < sizeof data; i++)
		data[i] = (uint8_t)(i % 11);
	gos_buf_init(&b);
	gos_buf_init(&m);
	gos_msg_encode(&b, GOS_MSG_BULK, 3, 5, data, sizeof data, 100, 6);
	for (size_t i = 0; i < b.len; i++) {
		for (int bit = 0; bit < 8; bit += 3) {
			m.len = 0;
			gos_put_raw(&m, b.data, b.len);
			m.data[i] ^= (uint8_t)(1u << bit);
			(void)decode(&m, sizeof data);
		}
	}
	gos_buf_free(&b);
	gos_buf_free(&m);
}
END_TEST

START_TEST(names)
{
	for (int s = GOS_OK; s <= GOS_ERR_STATE; s++)
		ck_assert_ptr_nonnull(gos_status_str((GosStatus)s));
	ck_assert_str_eq(gos_msg_type_name(GOS_MSG_PING), "PING");
	ck_assert_str_eq(gos_msg_type_name(GOS_MSG_USER_FIRST), "VM_HELLO");
	ck_assert_str_eq(gos_msg_type_name(GOS_MSG_USER_LAST), "user");
	ck_assert_str_eq(gos_msg_type_name(0), "unknown");
	ck_assert_str_eq(gos_msg_type_name(999), "unknown");
}
END_TEST

static Suite *
msg_suite(void)
{
	Suite *s = suite_create("gos_msg");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, fields_round_trip);
	tcase_add_test(tc, fields_bounds);
	tcase_add_test(tc, msg_round_trip);
	tcase_add_test(tc, msg_two_in_a_stream);
	tcase_add_test(tc, msg_bad_header_fields);
	tcase_add_test(tc, msg_truncated_payload);
	tcase_add_test(tc, encode_rejects);
	tcase_add_test(tc, compression);
	tcase_add_test(tc, compression_malformed);
	tcase_add_test(tc, bit_flips_never_crash);
	tcase_add_test(tc, names);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	SRunner *sr = srunner_create(msg_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
