/*
 * check_space.c -- the object space's pure parts: twin/diff of byte runs
 * (every element width, adjacent and sparse changes, skipped reference
 * slots, a write racing the diff, hostile runs, which DIFF requests the
 * receiver may answer itself), the -Xgos: settings, and
 * the write notices' bookkeeping (gos_notice.c: the home's write log, its
 * ranges and pruning, vectors, and the decoders of what travels).
 */
#include "config.h"

#include <check.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "gos_space.h"

/* Diff cur against twin over [from,to), apply it to a copy of the old
 * contents, and return the number of runs; dst must then equal cur. */
static uint32_t round_trip(uint8_t *cur, uint8_t *twin, uint8_t *dst, size_t from, size_t to,
			   const uint8_t *skip)
{
	GosBuf b;
	GosReader r;
	uint32_t n;

	gos_buf_init(&b);
	n = gos_diff_runs(cur, twin, from, to, skip, &b);
	gos_reader_init(&r, b.data, b.len);
	ck_assert_int_eq(gos_diff_apply_runs(dst, from, to, skip, n, &r), GOS_OK);
	ck_assert_int_eq(gos_reader_finish(&r), GOS_OK);
	gos_buf_free(&b);
	return n;
}

START_TEST(no_change_no_runs)
{
	uint8_t cur[64], twin[64], dst[64];

	memset(cur, 7, sizeof cur);
	memcpy(twin, cur, sizeof cur);
	memcpy(dst, cur, sizeof cur);
	ck_assert_uint_eq(round_trip(cur, twin, dst, 0, 64, NULL), 0);
}
END_TEST

/* One changed element of every width at every alignment reaches the copy
 * exactly, and the twin is refreshed so a second diff is empty. */
START_TEST(every_width)
{
	static const size_t widths[] = { 1, 2, 4, 8 };
	size_t w, at;

	for (w = 0; w < 4; w++)
		for (at = 16; at + widths[w] <= 48; at += widths[w]) {
			uint8_t cur[64], twin[64], dst[64];
			for (size_t i = 0; i < 64; i++)
				cur[i] = (uint8_t)i;
			memcpy(twin, cur, 64);
			memcpy(dst, cur, 64);
			for (size_t k = 0; k < widths[w]; k++)   /* every byte of it changes */
				cur[at + k] ^= 0xa5;
			ck_assert_uint_ge(round_trip(cur, twin, dst, 16, 48, NULL), 1);
			ck_assert_mem_eq(dst, cur, 64);
			ck_assert_mem_eq(twin, cur, 64);
			ck_assert_uint_eq(round_trip(cur, twin, dst, 16, 48, NULL), 0);
		}
}
END_TEST

START_TEST(adjacent_is_one_run_sparse_are_many)
{
	uint8_t cur[256], twin[256], dst[256];
	size_t i;

	memset(cur, 0, sizeof cur);
	memcpy(twin, cur, sizeof cur);
	memcpy(dst, cur, sizeof cur);
	for (i = 40; i < 60; i++)
		cur[i] = 1;
	ck_assert_uint_eq(round_trip(cur, twin, dst, 0, 256, NULL), 1);
	ck_assert_mem_eq(dst, cur, 256);
	for (i = 0; i < 256; i += 16)
		cur[i] = 9;
	ck_assert_uint_eq(round_trip(cur, twin, dst, 0, 256, NULL), 16);
	ck_assert_mem_eq(dst, cur, 256);
}
END_TEST

/* Skipped bytes (reference slots, node-local fields) are never sent and
 * never written: the copy keeps its own value there. */
START_TEST(skipped_bytes_stay)
{
	uint8_t cur[64], twin[64], dst[64], skip[64];

	memset(cur, 0, 64);
	memcpy(twin, cur, 64);
	memset(dst, 0, 64);
	memset(skip, 0, 64);
	memset(skip + 24, 1, 8);
	memset(cur + 20, 0x5a, 16);   /* straddles the skipped slot */
	dst[24] = 0x33;
	ck_assert_uint_eq(round_trip(cur, twin, dst, 0, 64, skip), 2);
	ck_assert_uint_eq(dst[23], 0x5a);
	ck_assert_uint_eq(dst[24], 0x33);
	ck_assert_uint_eq(dst[31], 0);
	ck_assert_uint_eq(dst[32], 0x5a);
	ck_assert_uint_eq(twin[24], 0);   /* the twin's slot is not the diff's business */
}
END_TEST

/* A writer storing while diffs are taken: whatever it wrote last reaches
 * the home after a final diff (no write is lost between reading and
 * refreshing the twin). */
typedef struct Race {
	uint8_t *cur;
	atomic_bool stop;
} Race;

static void *writer(void *arg)
{
	Race *r = arg;
	uint32_t k = 0;

	while (!atomic_load(&r->stop)) {
		size_t at = (k * 7) % 60;
		__atomic_store_n(&r->cur[at], (uint8_t)(k >> 3), __ATOMIC_RELAXED);
		k++;
	}
	return NULL;
}

START_TEST(write_racing_the_diff)
{
	uint8_t cur[64], twin[64], dst[64];
	Race r;
	pthread_t th;
	int i;

	memset(cur, 0, 64);
	memcpy(twin, cur, 64);
	memcpy(dst, cur, 64);
	r.cur = cur;
	atomic_store(&r.stop, false);
	ck_assert_int_eq(pthread_create(&th, NULL, writer, &r), 0);
	for (i = 0; i < 2000; i++)
		(void)round_trip(cur, twin, dst, 0, 64, NULL);
	atomic_store(&r.stop, true);
	pthread_join(th, NULL);
	(void)round_trip(cur, twin, dst, 0, 64, NULL);
	ck_assert_mem_eq(dst, cur, 64);
}
END_TEST

/* Random changes, dense and sparse, at every alignment of the buffer and
 * of the range: the diff (which skips equal words 8 bytes at a time) and
 * the twin refresh of home copies see exactly what changed. */
START_TEST(random_changes_every_alignment)
{
	static uint64_t cb[40], tb[40], db[40];
	uint32_t seed = 12345;
	int round;

	for (round = 0; round < 3000; round++) {
		size_t shift = (size_t)round % 8, from = ((size_t)round / 8) % 13, to = 300 - (size_t)round % 11;
		uint8_t *cur = (uint8_t *)cb + shift, *twin = (uint8_t *)tb + shift, *dst = (uint8_t *)db + shift;
		int k, changes = round % 3 == 0 ? 200 : round % 3 == 1 ? 3 : 0;
		bool changed_in_range = false;

		for (size_t i = 0; i < 310; i++) {
			seed = seed * 1103515245u + 12345u;
			cur[i] = (uint8_t)(seed >> 16);
		}
		memcpy(twin, cur, 310);
		memcpy(dst, cur, 310);
		for (k = 0; k < changes; k++) {
			size_t at;
			seed = seed * 1103515245u + 12345u;
			at = (seed >> 8) % 310;
			cur[at] ^= (uint8_t)(1 + (seed >> 24) % 255);
			if (at >= from && at < to)
				changed_in_range = true;
		}
		if (round % 2) {
			(void)round_trip(cur, twin, dst, from, to, NULL);
			ck_assert_mem_eq(dst + from, cur + from, to - from);
			ck_assert_mem_eq(twin + from, cur + from, to - from);
			ck_assert_uint_eq(round_trip(cur, twin, dst, from, to, NULL), 0);
		} else {
			ck_assert(gos_twin_refresh(cur, twin, from, to) == changed_in_range);
			ck_assert_mem_eq(twin + from, cur + from, to - from);
			ck_assert(!gos_twin_refresh(cur, twin, from, to));
		}
	}
}
END_TEST

/* The twin refresh of a home copy against a writer: a final refresh after
 * the writer stops leaves the twin equal to the copy (no write lost). */
START_TEST(twin_refresh_racing_a_writer)
{
	static uint64_t cb[8], tb[8];
	uint8_t *cur = (uint8_t *)cb, *twin = (uint8_t *)tb;
	Race r;
	pthread_t th;
	int i;

	memset(cur, 0, 64);
	memcpy(twin, cur, 64);
	r.cur = cur;
	atomic_store(&r.stop, false);
	ck_assert_int_eq(pthread_create(&th, NULL, writer, &r), 0);
	for (i = 0; i < 2000; i++)
		(void)gos_twin_refresh(cur, twin, 0, 64);
	atomic_store(&r.stop, true);
	pthread_join(th, NULL);
	(void)gos_twin_refresh(cur, twin, 0, 64);
	ck_assert_mem_eq(twin, cur, 64);
}
END_TEST

/* A DIFF request's body as a release builds it: a count, then per object
 * its GID, its runs and its references (nrefs given; each reference an
 * offset and a null). */
static void diff_msg(GosBuf *b, uint32_t nobj, uint32_t nrefs)
{
	uint8_t cur[64], twin[64];
	uint32_t k, j;

	gos_put_u32(b, nobj);
	for (k = 0; k < nobj; k++) {
		size_t at;
		uint32_t n;

		memset(twin, 0, sizeof twin);
		memset(cur, 0, sizeof cur);
		cur[8 + k] = 1;
		cur[40] = (uint8_t)(7 + k);
		gos_put_u64(b, 0x1000u + k);
		gos_put_u64(b, k == 1 ? UINT64_MAX : k);   /* base version */
		at = b->len;
		gos_put_u32(b, 0);
		n = gos_diff_runs(cur, twin, 0, sizeof cur, NULL, b);
		memcpy(b->data + at, (uint8_t[4]){ (uint8_t)n, (uint8_t)(n >> 8),
			(uint8_t)(n >> 16), (uint8_t)(n >> 24) }, 4);
		gos_put_u32(b, nrefs);
		for (j = 0; j < nrefs; j++) {
			gos_put_u32(b, 16);
			gos_put_u8(b, 0);
		}
	}
}

/* What the receiver may apply itself: a well-formed diff without
 * references; one with a reference, a cut one, or one with bytes after
 * its end goes to the service thread. */
START_TEST(diff_message_plain)
{
	GosBuf b;
	GosReader r;

	gos_buf_init(&b);
	diff_msg(&b, 3, 0);
	gos_reader_init(&r, b.data, b.len);
	ck_assert(gos_diff_msg_plain(r));
	ck_assert_uint_eq(r.pos, 0);   /* a copy: nothing consumed */
	gos_reader_init(&r, b.data, b.len - 1);
	ck_assert(!gos_diff_msg_plain(r));
	gos_put_u8(&b, 0);
	gos_reader_init(&r, b.data, b.len);
	ck_assert(!gos_diff_msg_plain(r));
	gos_buf_free(&b);

	gos_buf_init(&b);
	diff_msg(&b, 2, 1);
	gos_reader_init(&r, b.data, b.len);
	ck_assert(!gos_diff_msg_plain(r));
	gos_buf_free(&b);

	gos_buf_init(&b);
	diff_msg(&b, 0, 0);
	gos_reader_init(&r, b.data, b.len);
	ck_assert(gos_diff_msg_plain(r));
	gos_buf_free(&b);
}
END_TEST

static GosStatus apply_raw(const GosBuf *b, uint32_t n, const uint8_t *skip)
{
	uint8_t dst[64] = { 0 };
	GosReader r;

	gos_reader_init(&r, b->data, b->len);
	return gos_diff_apply_runs(dst, 16, 64, skip, n, &r);
}

/* Hostile runs: outside the body, over the header, over a skipped slot,
 * zero length, wrapping lengths, truncated bytes, more runs than sent. */
START_TEST(hostile_runs_rejected)
{
	static const uint32_t bad[][2] = {
		{ 0, 4 }, { 12, 8 }, { 60, 8 }, { 64, 1 }, { 16, 0 }, { 20, 0xfffffff0u },
		{ 0xffffffffu, 2 }, { 24, 2 },
	};
	uint8_t skip[64] = { 0 };
	size_t i;

	skip[25] = 1;
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		GosBuf b;
		gos_buf_init(&b);
		gos_put_u32(&b, bad[i][0]);
		gos_put_u32(&b, bad[i][1]);
		for (uint32_t k = 0; k < 8; k++)
			gos_put_u8(&b, 1);
		ck_assert_int_ne(apply_raw(&b, 1, skip), GOS_OK);
		gos_buf_free(&b);
	}
	{
		GosBuf b;
		gos_buf_init(&b);
		gos_put_u32(&b, 30);
		gos_put_u32(&b, 4);
		gos_put_u8(&b, 1);            /* 3 bytes short */
		ck_assert_int_ne(apply_raw(&b, 1, skip), GOS_OK);
		gos_put_raw(&b, "abc", 3);
		ck_assert_int_eq(apply_raw(&b, 1, skip), GOS_OK);
		ck_assert_int_ne(apply_raw(&b, 2, skip), GOS_OK);
		gos_buf_free(&b);
	}
}
END_TEST

START_TEST(options)
{
	GosSpaceOptions o;
	char err[256], fmt[256];
	GosSpaceOptions back;
	char *save = NULL, *kv;

	gos_space_options_init(&o);
	ck_assert_int_eq(o.placement, GOS_PLACE_ROUNDROBIN);
	ck_assert(gos_space_parse_option("placement=local", &o, err, sizeof err));
	ck_assert_int_eq(o.placement, GOS_PLACE_LOCAL);
	ck_assert(gos_space_parse_option("placement=leastloaded", &o, err, sizeof err));
	ck_assert(gos_space_parse_option("spin=25", &o, err, sizeof err));
	ck_assert_uint_eq(o.spin_ms, 25);
	ck_assert(gos_space_parse_option("stale=0", &o, err, sizeof err));
	ck_assert_uint_eq(o.stale_ms, 0);
	ck_assert(gos_space_parse_option("stale=7", &o, err, sizeof err));
	ck_assert(!gos_space_parse_option("stale=x", &o, err, sizeof err));
	ck_assert(gos_space_parse_option("stats", &o, err, sizeof err));
	ck_assert(o.stats && !o.stats_file);
	ck_assert(gos_space_parse_option("stats=x.json", &o, err, sizeof err));
	ck_assert_str_eq(o.stats_file, "x.json");
	ck_assert(!gos_space_parse_option("placement=sideways", &o, err, sizeof err));
	ck_assert(!gos_space_parse_option("placement", &o, err, sizeof err));
	ck_assert(!gos_space_parse_option("spin=-1", &o, err, sizeof err));
	ck_assert(!gos_space_parse_option("spin=", &o, err, sizeof err));
	ck_assert(!gos_space_parse_option("stats=", &o, err, sizeof err));
	/* chunk: bytes with an optional k/m, 64 .. 4m */
	ck_assert_uint_eq(o.chunk, 256u << 10);
	ck_assert(gos_space_parse_option("chunk=64", &o, err, sizeof err));
	ck_assert_uint_eq(o.chunk, 64);
	ck_assert(gos_space_parse_option("chunk=4m", &o, err, sizeof err));
	ck_assert_uint_eq(o.chunk, 4u << 20);
	ck_assert(gos_space_parse_option("chunk=8k", &o, err, sizeof err));
	ck_assert_uint_eq(o.chunk, 8u << 10);
	ck_assert(!gos_space_parse_option("chunk=63", &o, err, sizeof err));
	ck_assert(!gos_space_parse_option("chunk=5m", &o, err, sizeof err));
	ck_assert(!gos_space_parse_option("chunk=1g", &o, err, sizeof err));
	ck_assert(!gos_space_parse_option("chunk=-1k", &o, err, sizeof err));
	ck_assert(!gos_space_parse_option("chunk=k", &o, err, sizeof err));
	ck_assert(!gos_space_parse_option("bogus", &o, err, sizeof err));
	ck_assert_ptr_ne(strstr(err, "bogus"), NULL);
	/* what the master sends the workers parses back to the same settings */
	gos_space_options_format(&o, fmt, sizeof fmt);
	gos_space_options_init(&back);
	for (kv = strtok_r(fmt, ",", &save); kv; kv = strtok_r(NULL, ",", &save))
		ck_assert(gos_space_parse_option(kv, &back, err, sizeof err));
	ck_assert_int_eq(back.placement, o.placement);
	ck_assert_uint_eq(back.spin_ms, o.spin_ms);
	ck_assert_uint_eq(back.stale_ms, o.stale_ms);
	ck_assert_uint_eq(back.chunk, 8u << 10);
	ck_assert(back.stats);
	/* acquire: notices by default, all on request, both survive the trip */
	gos_space_options_init(&o);
	ck_assert_int_eq(o.acquire, GOS_ACQUIRE_NOTICES);
	ck_assert(gos_space_parse_option("acquire=all", &o, err, sizeof err));
	ck_assert_int_eq(o.acquire, GOS_ACQUIRE_ALL);
	ck_assert(!gos_space_parse_option("acquire=some", &o, err, sizeof err));
	gos_space_options_format(&o, fmt, sizeof fmt);
	gos_space_options_init(&back);
	for (kv = strtok_r(fmt, ",", &save); kv; kv = strtok_r(NULL, ",", &save))
		ck_assert(gos_space_parse_option(kv, &back, err, sizeof err));
	ck_assert_int_eq(back.acquire, GOS_ACQUIRE_ALL);
	/* rxanswers: on by default; off survives the trip to the workers */
	gos_space_options_init(&o);
	ck_assert(o.rxanswers);
	ck_assert(gos_space_parse_option("rxanswers=off", &o, err, sizeof err));
	ck_assert(!o.rxanswers);
	ck_assert(!gos_space_parse_option("rxanswers=maybe", &o, err, sizeof err));
	gos_space_options_format(&o, fmt, sizeof fmt);
	gos_space_options_init(&back);
	for (kv = strtok_r(fmt, ",", &save); kv; kv = strtok_r(NULL, ",", &save))
		ck_assert(gos_space_parse_option(kv, &back, err, sizeof err));
	ck_assert(!back.rxanswers);
	/* homemigration: on by default, after 3 intervals; both survive the
	 * trip to the workers */
	gos_space_options_init(&o);
	ck_assert(o.homemigration);
	ck_assert_uint_eq(o.migrate_after, 3);
	ck_assert(gos_space_parse_option("homemigration=off", &o, err, sizeof err));
	ck_assert(!o.homemigration);
	ck_assert(!gos_space_parse_option("homemigration=yes", &o, err, sizeof err));
	ck_assert(gos_space_parse_option("migrateafter=7", &o, err, sizeof err));
	ck_assert_uint_eq(o.migrate_after, 7);
	ck_assert(!gos_space_parse_option("migrateafter=0", &o, err, sizeof err));
	ck_assert(!gos_space_parse_option("migrateafter=-2", &o, err, sizeof err));
	ck_assert(!gos_space_parse_option("migrateafter=1000001", &o, err, sizeof err));
	ck_assert(!gos_space_parse_option("migrateafter=3x", &o, err, sizeof err));
	gos_space_options_format(&o, fmt, sizeof fmt);
	gos_space_options_init(&back);
	for (kv = strtok_r(fmt, ",", &save); kv; kv = strtok_r(NULL, ",", &save))
		ck_assert(gos_space_parse_option(kv, &back, err, sizeof err));
	ck_assert(!back.homemigration);
	ck_assert_uint_eq(back.migrate_after, 7);
	/* prefetch: off by default, bytes with k/m up to 16m */
	gos_space_options_init(&o);
	ck_assert_uint_eq(o.prefetch, 0);
	ck_assert(gos_space_parse_option("prefetch=64k", &o, err, sizeof err));
	ck_assert_uint_eq(o.prefetch, 64u << 10);
	ck_assert(gos_space_parse_option("prefetch=0", &o, err, sizeof err));
	ck_assert_uint_eq(o.prefetch, 0);
	ck_assert(gos_space_parse_option("prefetch=16m", &o, err, sizeof err));
	ck_assert(!gos_space_parse_option("prefetch=17m", &o, err, sizeof err));
	ck_assert(!gos_space_parse_option("prefetch=-1", &o, err, sizeof err));
	ck_assert(!gos_space_parse_option("prefetch=", &o, err, sizeof err));
	gos_space_options_format(&o, fmt, sizeof fmt);
	gos_space_options_init(&back);
	for (kv = strtok_r(fmt, ",", &save); kv; kv = strtok_r(NULL, ",", &save))
		ck_assert(gos_space_parse_option(kv, &back, err, sizeof err));
	ck_assert_uint_eq(back.prefetch, 16u << 20);
}
END_TEST

/* ---- write notices ---- */

typedef struct Seen {
	uint64_t gid[64], seq[64];
	int n;
} Seen;

static void seen_add(void *arg, uint64_t gid, uint64_t version)
{
	Seen *s = arg;

	ck_assert_int_lt(s->n, 64);
	s->gid[s->n] = gid;
	s->seq[s->n++] = version;     /* the tests log version = 10 x seq */
}

/* put (from, to] of l and read it back; the entries' versions are 10 x
 * their sequence numbers, divided again here */
static bool range_of(const GosWlog *l, uint64_t from, uint64_t to, Seen *s)
{
	GosBuf b;
	GosReader r;
	bool pruned, whole;
	uint64_t upto = 12345;
	int i;

	gos_buf_init(&b);
	whole = gos_wlog_put_range(l, from, to, &b);
	gos_reader_init(&r, b.data, b.len);
	s->n = 0;
	ck_assert(gos_notices_get(&r, 3, &pruned, &upto, seen_add, s));
	ck_assert_int_eq(gos_reader_finish(&r), GOS_OK);
	ck_assert(pruned == !whole);
	/* upto: the last entry the range covers (clamped to the log) */
	ck_assert_uint_eq(upto, to > l->last ? (from > l->last ? from : l->last) :
			  (from > to ? from : to));
	for (i = 0; i < s->n; i++) {
		ck_assert_uint_eq(s->seq[i] % 10, 0);
		s->seq[i] /= 10;
	}
	gos_buf_free(&b);
	return whole;
}

START_TEST(wlog_sequence_and_ranges)
{
	GosWlog l;
	Seen s;
	uint64_t i;

	gos_wlog_init(&l, 1000);
	for (i = 1; i <= 10; i++)
		ck_assert_uint_eq(gos_wlog_append(&l, GOS_GID(3, 100 + i), 10 * i), i);
	/* (4, 7]: entries 5, 6, 7 with their objects */
	ck_assert(range_of(&l, 4, 7, &s));
	ck_assert_int_eq(s.n, 3);
	for (i = 0; i < 3; i++) {
		ck_assert_uint_eq(s.seq[i], 5 + i);
		ck_assert_uint_eq(s.gid[i], GOS_GID(3, 105 + i));
	}
	/* nothing new, a request past the end clamped, an empty range */
	ck_assert(range_of(&l, 10, 10, &s));
	ck_assert_int_eq(s.n, 0);
	ck_assert(range_of(&l, 8, 99, &s));
	ck_assert_int_eq(s.n, 2);
	ck_assert(range_of(&l, 7, 3, &s));
	ck_assert_int_eq(s.n, 0);
	gos_wlog_free(&l);
}
END_TEST

START_TEST(wlog_prune_and_bound)
{
	GosWlog l;
	Seen s;
	uint64_t i;

	gos_wlog_init(&l, 8);
	for (i = 1; i <= 6; i++)
		gos_wlog_append(&l, GOS_GID(3, i), 10 * i);
	/* every node knows up to 4: those go, sequence numbers stay */
	gos_wlog_prune(&l, 4);
	ck_assert_uint_eq(l.base, 5);
	ck_assert(range_of(&l, 4, 6, &s));
	ck_assert_int_eq(s.n, 2);
	ck_assert_uint_eq(s.seq[0], 5);
	ck_assert_uint_eq(s.gid[0], GOS_GID(3, 5));
	/* an acquirer that knows less than what is kept is told so, and gets
	 * what is kept */
	ck_assert(!range_of(&l, 2, 6, &s));
	ck_assert_int_eq(s.n, 2);
	/* ... and nothing at all when the whole range is gone (found by
	 * fuzz_gosdiff: the count underflowed) */
	ck_assert(!range_of(&l, 1, 3, &s));
	ck_assert_int_eq(s.n, 0);
	/* never more than max entries: the older half goes */
	for (i = 7; i <= 40; i++)
		ck_assert_uint_eq(gos_wlog_append(&l, GOS_GID(3, i), 10 * i), i);
	ck_assert_uint_le(l.last - l.base + 1, 8);
	ck_assert(range_of(&l, l.base - 1, 40, &s));
	ck_assert_uint_eq(s.seq[s.n - 1], 40);
	ck_assert_uint_eq(s.gid[s.n - 1], GOS_GID(3, 40));
	ck_assert(!range_of(&l, 0, 40, &s));
	/* pruning past the end or before the base is harmless */
	gos_wlog_prune(&l, 1);
	gos_wlog_prune(&l, 1000);
	ck_assert_uint_eq(l.base, 41);
	ck_assert(range_of(&l, 40, 40, &s));
	ck_assert_uint_eq(gos_wlog_append(&l, GOS_GID(3, 41), 410), 41);
	gos_wlog_free(&l);
}
END_TEST

START_TEST(vectors)
{
	uint64_t a[4] = { 1, 5, 0, 9 }, b[4] = { 2, 3, 0, 9 }, c[4];
	GosBuf buf;
	GosReader r;

	gos_vec_max(a, b, 4);
	ck_assert(a[0] == 2 && a[1] == 5 && a[2] == 0 && a[3] == 9);
	ck_assert(gos_vec_covers(a, b, 4));
	ck_assert(!gos_vec_covers(b, a, 4));
	gos_buf_init(&buf);
	gos_vec_put(&buf, a, 4);
	gos_vec_put(&buf, NULL, 4);
	gos_reader_init(&r, buf.data, buf.len);
	ck_assert(gos_vec_get(&r, c, 4));
	ck_assert(!memcmp(a, c, sizeof a));
	ck_assert(gos_vec_get(&r, c, 4));
	ck_assert(c[0] == 0 && c[3] == 0);
	ck_assert_int_eq(gos_reader_finish(&r), GOS_OK);
	/* a vector for another cluster size is refused */
	gos_reader_init(&r, buf.data, buf.len);
	ck_assert(!gos_vec_get(&r, c, 3));
	gos_buf_free(&buf);
}
END_TEST

START_TEST(hostile_notices_rejected)
{
	GosBuf b;
	GosReader r, nr;
	bool pruned;
	Seen s = { .n = 0 };
	uint64_t v[2];

	/* a count larger than the bytes that follow */
	gos_buf_init(&b);
	gos_put_u8(&b, 0);
	gos_put_u64(&b, 9);
	gos_put_u32(&b, 1000000);
	gos_put_u64(&b, GOS_GID(3, 1));
	gos_put_u64(&b, 1);
	gos_reader_init(&r, b.data, b.len);
	ck_assert(!gos_notices_get(&r, 3, &pruned, NULL, seen_add, &s));
	ck_assert_int_eq(s.n, 0);
	gos_buf_free(&b);
	/* an object created elsewhere than the log it claims to come from,
	 * when the reader asks for one node's (a home logs objects that moved
	 * to it too: gos_hlrc.c reads with home -1) */
	gos_buf_init(&b);
	gos_put_u8(&b, 0);
	gos_put_u64(&b, 9);
	gos_put_u32(&b, 1);
	gos_put_u64(&b, GOS_GID(2, 1));
	gos_put_u64(&b, 1);
	gos_reader_init(&r, b.data, b.len);
	ck_assert(!gos_notices_get(&r, 3, &pruned, NULL, NULL, NULL));
	/* ... which a sync carries through, to be refused when applied */
	gos_buf_free(&b);
	gos_buf_init(&b);
	gos_vec_put(&b, (uint64_t[2]){ 4, 4 }, 2);
	gos_put_u8(&b, 1);
	gos_put_u64(&b, 4);
	gos_put_u32(&b, 1);
	gos_put_u64(&b, GOS_GID(2, 1));
	gos_put_u64(&b, 4);
	gos_put_u8(&b, 0xaa);            /* what follows the sync */
	gos_reader_init(&r, b.data, b.len);
	ck_assert(gos_sync_split(&r, v, 2, &nr));
	ck_assert_uint_eq(v[1], 4);
	ck_assert_uint_eq(gos_get_u8(&r), 0xaa);
	ck_assert(!gos_notices_get(&nr, 3, &pruned, NULL, NULL, NULL));
	gos_reader_init(&nr, b.data + 18, b.len - 19);   /* the notices alone */
	ck_assert(gos_notices_get(&nr, 2, &pruned, NULL, NULL, NULL));
	ck_assert(pruned);
	/* version 0 never names a write */
	gos_buf_free(&b);
	gos_buf_init(&b);
	gos_put_u8(&b, 0);
	gos_put_u64(&b, 9);
	gos_put_u32(&b, 1);
	gos_put_u64(&b, GOS_GID(3, 1));
	gos_put_u64(&b, 0);
	gos_reader_init(&r, b.data, b.len);
	ck_assert(!gos_notices_get(&r, 3, &pruned, NULL, NULL, NULL));
	/* every truncation of a valid sync fails cleanly */
	gos_buf_free(&b);
	gos_buf_init(&b);
	gos_vec_put(&b, (uint64_t[2]){ 1, 2 }, 2);
	gos_put_u8(&b, 0);
	gos_put_u64(&b, 9);
	gos_put_u32(&b, 2);
	gos_put_u64(&b, GOS_GID(1, 1));
	gos_put_u64(&b, 1);
	gos_put_u64(&b, GOS_GID(1, 2));
	gos_put_u64(&b, 2);
	{
		size_t cut;
		for (cut = 0; cut < b.len; cut++) {
			gos_reader_init(&r, b.data, cut);
			ck_assert(!gos_sync_split(&r, v, 2, &nr));
		}
		gos_reader_init(&r, b.data, b.len);
		ck_assert(gos_sync_split(&r, v, 2, &nr));
		ck_assert_int_eq(gos_reader_finish(&r), GOS_OK);
	}
	gos_buf_free(&b);
}
END_TEST

static Suite *space_suite(void)
{
	Suite *s = suite_create("gos_space");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, no_change_no_runs);
	tcase_add_test(tc, every_width);
	tcase_add_test(tc, adjacent_is_one_run_sparse_are_many);
	tcase_add_test(tc, skipped_bytes_stay);
	tcase_add_test(tc, write_racing_the_diff);
	tcase_add_test(tc, random_changes_every_alignment);
	tcase_add_test(tc, twin_refresh_racing_a_writer);
	tcase_add_test(tc, hostile_runs_rejected);
	tcase_add_test(tc, diff_message_plain);
	tcase_add_test(tc, options);
	tcase_add_test(tc, wlog_sequence_and_ranges);
	tcase_add_test(tc, wlog_prune_and_bound);
	tcase_add_test(tc, vectors);
	tcase_add_test(tc, hostile_notices_rejected);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	SRunner *sr = srunner_create(space_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
