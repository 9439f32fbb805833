/*
 * check_oal.c -- the OAL message (profiler/prof_oal.c): a realistic list
 * survives the round trip; every truncation, a trailing byte, lying
 * counts, bad class indices and gap 0 are refused; and thousands of
 * random mutations of a real encoding never crash the decoder nor let
 * through an entry that names a class the message does not have.
 */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "gos.h"
#include "prof_internal.h"

#define N 100

static ProfOalClass classes[3];
static ProfOalEntry entries[N];

static void make(ProfOal *o)
{
	int i;

	memset(o, 0, sizeof *o);
	o->key = 0x0002000000000007ull;
	o->tid = 12;
	strcpy(o->name, "worker, \"7\"");
	o->node = 2;
	strcpy(o->start, "SOR.run:41");
	strcpy(o->end, "SplashBarrier$Cyclic.await:9");
	strcpy(classes[0].name, "[D");
	classes[0].gap = 127;
	classes[0].unit = 8;
	classes[0].array = true;
	strcpy(classes[1].name, "BarnesHut$Body");
	classes[1].gap = 7;
	classes[1].unit = 104;
	strcpy(classes[2].name, "java/lang/String");
	classes[2].gap = 1;
	classes[2].unit = 32;
	o->cls = classes;
	o->ncls = 3;
	o->n = N;
	for (i = 0; i < N; i++) {
		entries[i].gid = 0x0001000000000000ull + (uint64_t)i * 977;
		entries[i].cls = (uint16_t)(i % 3);
		entries[i].seq = (uint16_t)(i * 4099);
		entries[i].len = i % 3 == 0 ? (uint32_t)(1000 + i) : 0;
	}
}

static void encode(GosBuf *b)
{
	ProfOal o;

	make(&o);
	gos_buf_init(b);
	ck_assert(prof_oal_encode(b, &o, entries));
}

START_TEST(round_trip)
{
	GosBuf b;
	ProfOal in, out;
	ProfOalEntry *e;
	int i, k;

	encode(&b);
	make(&in);
	ck_assert(prof_oal_decode(b.data, b.len, &out, &e));
	ck_assert_uint_eq(out.key, in.key);
	ck_assert_uint_eq(out.tid, in.tid);
	ck_assert_str_eq(out.name, in.name);
	ck_assert_uint_eq(out.node, in.node);
	ck_assert_str_eq(out.start, in.start);
	ck_assert_str_eq(out.end, in.end);
	ck_assert_uint_eq(out.ncls, 3);
	for (k = 0; k < 3; k++) {
		ck_assert_str_eq(out.cls[k].name, classes[k].name);
		ck_assert_uint_eq(out.cls[k].gap, classes[k].gap);
		ck_assert_uint_eq(out.cls[k].unit, classes[k].unit);
		ck_assert(out.cls[k].array == classes[k].array);
	}
	ck_assert_uint_eq(out.n, N);
	for (i = 0; i < N; i++) {
		ck_assert_uint_eq(e[i].gid, entries[i].gid);
		ck_assert_uint_eq(e[i].cls, entries[i].cls);
		ck_assert_uint_eq(e[i].seq, entries[i].seq);
		ck_assert_uint_eq(e[i].len, entries[i].len);
	}
	prof_oal_free(&out, e);
	gos_buf_free(&b);
}
END_TEST

START_TEST(truncated_and_trailing)
{
	GosBuf b;
	ProfOal out;
	ProfOalEntry *e;
	size_t cut;
	uint8_t *longer;

	encode(&b);
	for (cut = 0; cut < b.len; cut++) {
		ck_assert_msg(!prof_oal_decode(b.data, cut, &out, &e), "accepted %zu of %zu bytes",
			      cut, b.len);
		ck_assert(e == NULL && out.cls == NULL);
	}
	longer = malloc(b.len + 1);
	memcpy(longer, b.data, b.len);
	longer[b.len] = 0;
	ck_assert(!prof_oal_decode(longer, b.len + 1, &out, &e));
	free(longer);
	gos_buf_free(&b);
}
END_TEST

START_TEST(lies)
{
	ProfOal o;
	GosBuf b;
	ProfOalEntry *e;
	ProfOal out;

	/* the encoder refuses an entry naming a class the message lacks */
	make(&o);
	entries[5].cls = 3;
	gos_buf_init(&b);
	ck_assert(!prof_oal_encode(&b, &o, entries));
	gos_buf_free(&b);

	/* a gap of 0 would divide by zero at the coordinator */
	make(&o);
	classes[1].gap = 0;
	gos_buf_init(&b);
	ck_assert(prof_oal_encode(&b, &o, entries));
	ck_assert(!prof_oal_decode(b.data, b.len, &out, &e));
	gos_buf_free(&b);

	/* an entry count far beyond what the bytes hold */
	make(&o);
	o.n = 0;
	gos_buf_init(&b);
	ck_assert(prof_oal_encode(&b, &o, entries));
	b.data[b.len - 4] = 0xff;
	b.data[b.len - 3] = 0xff;
	b.data[b.len - 2] = 0x00;
	b.data[b.len - 1] = 0x00;   /* 65535 entries, none there */
	ck_assert(!prof_oal_decode(b.data, b.len, &out, &e));
	gos_buf_free(&b);

	/* not an OAL at all */
	{
		static const uint8_t rate[] = { PROF_MSG_RATE, 2, 0, 'I', 'X', 4, 0, 0, 0 };
		ck_assert(!prof_oal_decode(rate, sizeof rate, &out, &e));
		ck_assert(!prof_oal_decode(rate, 0, &out, &e));
	}
}
END_TEST

START_TEST(mutations)
{
	GosBuf b;
	uint8_t *m;
	unsigned seed = 12345, i, accepted = 0;

	encode(&b);
	m = malloc(b.len);
	for (i = 0; i < 20000; i++) {
		ProfOal out;
		ProfOalEntry *e;
		unsigned flips = 1 + rand_r(&seed) % 4, f;
		size_t len = b.len;

		memcpy(m, b.data, b.len);
		for (f = 0; f < flips; f++)
			m[rand_r(&seed) % b.len] ^= (uint8_t)(1 + rand_r(&seed) % 255);
		if (rand_r(&seed) % 8 == 0)
			len = rand_r(&seed) % b.len;
		if (prof_oal_decode(m, len, &out, &e)) {
			uint32_t k;
			accepted++;
			for (k = 0; k < out.ncls; k++)
				ck_assert(out.cls[k].gap >= 1);
			for (k = 0; k < out.n; k++)
				ck_assert(e[k].cls < out.ncls);
			prof_oal_free(&out, e);
		}
	}
	/* flips inside gids, sequence numbers and names still decode */
	ck_assert(accepted > 0);
	free(m);
	gos_buf_free(&b);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("prof_oal");
	TCase *tc = tcase_create("core");
	SRunner *sr;
	int failed;

	/* 20,000 decodes: seconds on a loaded 2-core machine, not Check's 4 */
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, round_trip);
	tcase_add_test(tc, truncated_and_trailing);
	tcase_add_test(tc, lies);
	tcase_add_test(tc, mutations);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? 1 : 0;
}
