/*
 * gos_msg.c -- the wire format: byte buffers, typed fields, and the
 * encoder/decoder of framed messages, with optional zlib compression.
 *
 * Nothing here knows about sockets or threads, so the same code is used by
 * the transport, by the handshake, by the unit tests and by the fuzzer.
 * The decoder is the trust boundary of the cluster: it checks every field
 * of the header against fixed limits *before* looking at (or allocating
 * for) the payload, and it never reads past `avail`.
 *
 *   0       4    5    6         8              12             16
 *   +-------+----+----+---------+--------------+--------------+
 *   | magic |ver |type|  flags  |   source     |   length     |
 *   +-------+----+----+---------+--------------+--------------+
 *   16                              24
 *   +-------------------------------+---- - - - - - - - - - --+
 *   |        sequence  u64          |  payload (length bytes) |
 *   +-------------------------------+---- - - - - - - - - - --+
 *
 * A compressed payload (flag bit 0) is  u32 raw_length | zlib stream.
 * It is accepted only if raw_length <= max_payload, the stream inflates to
 * exactly raw_length bytes and the stream ends exactly at the end of the
 * payload. Compression is tried only when a 1 KiB sample shrinks by an
 * eighth and used only when it makes the payload smaller, so
 * a receiver never sees a compressed payload larger than its raw form + 4.
 */
#include "config.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "gos_internal.h"

/* ---------------------------------------------------------------- */
/* Buffers                                                           */
/* ---------------------------------------------------------------- */

void
gos_buf_init(GosBuf *b)
{
	b->data = NULL;
	b->len = 0;
	b->cap = 0;
	b->oom = false;
}

void
gos_buf_free(GosBuf *b)
{
	free(b->data);
	gos_buf_init(b);
}

bool
gos_buf_reserve(GosBuf *b, size_t extra)
{
	size_t want, ncap;
	uint8_t *nd;

	if (b->oom)
		return false;
	if (extra > SIZE_MAX - b->len)
		goto fail;
	want = b->len + extra;
	if (want <= b->cap)
		return true;
	ncap = b->cap ? b->cap : 256;
	while (ncap < want)
		ncap = ncap > SIZE_MAX / 2 ? want : ncap * 2;
	nd = realloc(b->data, ncap);
	if (nd == NULL)
		goto fail;
	b->data = nd;
	b->cap = ncap;
	return true;
fail:
	b->oom = true;
	return false;
}

void
gos_buf_consume(GosBuf *b, size_t n)
{
	if (n >= b->len) {
		b->len = 0;
		return;
	}
	memmove(b->data, b->data + n, b->len - n);
	b->len -= n;
}

/* ---------------------------------------------------------------- */
/* Field writers: explicit little-endian, independent of the host    */
/* ---------------------------------------------------------------- */

void
gos_put_raw(GosBuf *b, const void *p, size_t n)
{
	if (n == 0 || !gos_buf_reserve(b, n))
		return;
	memcpy(b->data + b->len, p, n);
	b->len += n;
}

void
gos_put_u8(GosBuf *b, uint8_t v)
{
	gos_put_raw(b, &v, 1);
}

void
gos_put_u16(GosBuf *b, uint16_t v)
{
	uint8_t x[2] = { (uint8_t)v, (uint8_t)(v >> 8) };
	gos_put_raw(b, x, 2);
}

void
gos_put_u32(GosBuf *b, uint32_t v)
{
	uint8_t x[4];
	for (int i = 0; i < 4; i++)
		x[i] = (uint8_t)(v >> (8 * i));
	gos_put_raw(b, x, 4);
}

void
gos_put_u64(GosBuf *b, uint64_t v)
{
	uint8_t x[8];
	for (int i = 0; i < 8; i++)
		x[i] = (uint8_t)(v >> (8 * i));
	gos_put_raw(b, x, 8);
}

void
gos_put_bytes(GosBuf *b, const void *p, size_t n)
{
	if (n > UINT32_MAX) {
		b->oom = true;
		return;
	}
	gos_put_u32(b, (uint32_t)n);
	gos_put_raw(b, p, n);
}

void
gos_put_string(GosBuf *b, const char *s)
{
	size_t n = strlen(s);
	if (n > UINT16_MAX) {
		b->oom = true;
		return;
	}
	gos_put_u16(b, (uint16_t)n);
	gos_put_raw(b, s, n);
}

/* ---------------------------------------------------------------- */
/* Field readers: sticky failure, never past r->len                  */
/* ---------------------------------------------------------------- */

void
gos_reader_init(GosReader *r, const void *p, size_t len)
{
	r->p = p;
	r->len = len;
	r->pos = 0;
	r->failed = false;
}

const uint8_t *
gos_get_raw(GosReader *r, size_t n)
{
	const uint8_t *q;

	/* written as a subtraction so that pos + n cannot overflow */
	if (r->failed || n > r->len - r->pos) {
		r->failed = true;
		return NULL;
	}
	q = r->p + r->pos;
	r->pos += n;
	return q;
}

uint8_t
gos_get_u8(GosReader *r)
{
	const uint8_t *q = gos_get_raw(r, 1);
	return q ? q[0] : 0;
}

uint16_t
gos_get_u16(GosReader *r)
{
	const uint8_t *q = gos_get_raw(r, 2);
	return q ? (uint16_t)(q[0] | q[1] << 8) : 0;
}

static uint32_t
le32(const uint8_t *q)
{
	return (uint32_t)q[0] | (uint32_t)q[1] << 8 | (uint32_t)q[2] << 16 |
	       (uint32_t)q[3] << 24;
}

static uint64_t
le64(const uint8_t *q)
{
	return (uint64_t)le32(q) | (uint64_t)le32(q + 4) << 32;
}

uint32_t
gos_get_u32(GosReader *r)
{
	const uint8_t *q = gos_get_raw(r, 4);
	return q ? le32(q) : 0;
}

uint64_t
gos_get_u64(GosReader *r)
{
	const uint8_t *q = gos_get_raw(r, 8);
	return q ? le64(q) : 0;
}

const uint8_t *
gos_get_bytes(GosReader *r, size_t max, size_t *n)
{
	uint32_t len = gos_get_u32(r);
	const uint8_t *q;

	*n = 0;
	if (r->failed)
		return NULL;
	if (len > max) {
		r->failed = true;
		return NULL;
	}
	q = gos_get_raw(r, len);
	if (q != NULL)
		*n = len;
	return q;
}

bool
gos_get_string(GosReader *r, char *dst, size_t cap)
{
	uint16_t len = gos_get_u16(r);
	const uint8_t *q;

	if (cap > 0)
		dst[0] = '\0';
	if (r->failed)
		return false;
	if ((size_t)len >= cap) {
		r->failed = true;
		return false;
	}
	q = gos_get_raw(r, len);
	if (q == NULL)
		return false;
	if (memchr(q, '\0', len) != NULL) {
		r->failed = true;
		return false;
	}
	memcpy(dst, q, len);
	dst[len] = '\0';
	return true;
}

GosStatus
gos_reader_finish(const GosReader *r)
{
	if (r->failed)
		return GOS_ERR_TRUNCATED;
	return r->pos == r->len ? GOS_OK : GOS_ERR_FIELD;
}

/* ---------------------------------------------------------------- */
/* Messages                                                          */
/* ---------------------------------------------------------------- */

bool
gos_type_known(unsigned type)
{
	return (type >= GOS_MSG_HELLO && type <= GOS_MSG_SYS_LAST) ||
	       (type >= GOS_MSG_USER_FIRST && type <= GOS_MSG_USER_LAST);
}

const char *
gos_msg_type_name(unsigned type)
{
	static const char *const sys[] = {
		[GOS_MSG_HELLO] = "HELLO",         [GOS_MSG_CHALLENGE] = "CHALLENGE",
		[GOS_MSG_AUTH] = "AUTH",           [GOS_MSG_WELCOME] = "WELCOME",
		[GOS_MSG_JOIN] = "JOIN",           [GOS_MSG_PEERS] = "PEERS",
		[GOS_MSG_READY] = "READY",         [GOS_MSG_START] = "START",
		[GOS_MSG_HEARTBEAT] = "HEARTBEAT", [GOS_MSG_PING] = "PING",
		[GOS_MSG_PONG] = "PONG",           [GOS_MSG_BULK] = "BULK",
		[GOS_MSG_SHUTDOWN] = "SHUTDOWN",
	};
	if (type >= GOS_MSG_HELLO && type <= GOS_MSG_SYS_LAST)
		return sys[type];
	static const char *const vm[] = {
		"VM_HELLO", "VM_RUN", "VM_CLASS_REQ", "VM_CLASS_REP",
		"VM_CONSOLE", "VM_EXIT", "VM_HALT",
	};
	if (type >= GOS_VM_HELLO && type <= GOS_VM_LAST)
		return vm[type - GOS_VM_HELLO];
	if (type >= GOS_MSG_USER_FIRST && type <= GOS_MSG_USER_LAST)
		return "user";
	return "unknown";
}

void
gos_msg_put_header(uint8_t *q, uint8_t type, uint16_t flags, uint32_t source,
                   uint32_t length, uint64_t seq)
{
	GosBuf b = { q, 0, GOS_MSG_HEADER_SIZE, false };

	/* b borrows q, which has exactly the header's room */
	gos_put_u32(&b, GOS_MSG_MAGIC);
	gos_put_u8(&b, GOS_MSG_VERSION);
	gos_put_u8(&b, type);
	gos_put_u16(&b, flags);
	gos_put_u32(&b, source);
	gos_put_u32(&b, length);
	gos_put_u64(&b, seq);
}

/* Compressing incompressible data costs far more than sending it, so a
 * sample from the middle of the payload decides first: it must shrink to
 * under 7/8 of its size.
 *
 * Cost (measured, doc/cluster.md "Latency work"): compress2() sets up and
 * tears down a deflate state on every call -- allocating and clearing
 * about 270 KB -- which cost more than sending a 64 KiB message. So each
 * thread keeps one deflate stream for its samples (deflateReset between
 * uses; freed by a thread-specific-data destructor), and the sample is
 * 1 KiB. */
#define SAMPLE 1024

typedef struct SampleZ {
	z_stream zs;
	int level;
} SampleZ;

static pthread_key_t sample_key;
static pthread_once_t sample_once = PTHREAD_ONCE_INIT;

static void
sample_free(void *v)
{
	SampleZ *s = v;
	deflateEnd(&s->zs);
	free(s);
}

static void
sample_key_init(void)
{
	(void)pthread_key_create(&sample_key, sample_free);
}

/* This thread's sampling stream at `level`, or NULL. */
static z_stream *
sample_stream(int level)
{
	SampleZ *s;

	(void)pthread_once(&sample_once, sample_key_init);
	s = pthread_getspecific(sample_key);
	if (s != NULL && s->level != level) {
		sample_free(s);
		(void)pthread_setspecific(sample_key, NULL);
		s = NULL;
	}
	if (s == NULL) {
		s = calloc(1, sizeof *s);
		if (s == NULL)
			return NULL;
		if (deflateInit(&s->zs, level) != Z_OK) {
			free(s);
			return NULL;
		}
		s->level = level;
		if (pthread_setspecific(sample_key, s) != 0) {
			sample_free(s);
			return NULL;
		}
		return &s->zs;
	}
	return deflateReset(&s->zs) == Z_OK ? &s->zs : NULL;
}

bool
gos_msg_worth_compressing(const void *vp, size_t len, int level)
{
	uint8_t z[SAMPLE + SAMPLE / 8 + 64];
	const uint8_t *p = vp;
	size_t n = len < SAMPLE ? len : SAMPLE;
	z_stream *zs = sample_stream(level);

	if (zs == NULL || n == 0)
		return false;
	zs->next_in = (Bytef *)(uintptr_t)(p + (len - n) / 2);
	zs->avail_in = (uInt)n;
	zs->next_out = z;
	zs->avail_out = (uInt)sizeof z;
	if (deflate(zs, Z_FINISH) != Z_STREAM_END)
		return false;
	return zs->total_out < n - n / 8;
}

GosStatus
gos_msg_encode(GosBuf *out, uint8_t type, uint32_t source, uint64_t seq,
               const void *payload, size_t len, size_t compress_threshold,
               int level)
{
	bool compress = compress_threshold > 0 && len >= compress_threshold &&
	                len > 0 && payload != NULL &&
	                gos_msg_worth_compressing(payload, len, level);

	return gos_msg_encode_as(out, type, source, seq, payload, len, compress,
	                         level);
}

GosStatus
gos_msg_encode_as(GosBuf *out, uint8_t type, uint32_t source, uint64_t seq,
                  const void *payload, size_t len, bool compress, int level)
{
	size_t start = out->len;

	if (!gos_type_known(type) || len > UINT32_MAX - 4)
		return GOS_ERR_ARG;
	if (len > 0 && payload == NULL)
		return GOS_ERR_ARG;
	if (compress) {
		uLongf clen = compressBound((uLong)len);
		if (!gos_buf_reserve(out, GOS_MSG_HEADER_SIZE + 4 + clen))
			return GOS_ERR_NOMEM;
		uint8_t *z = out->data + start + GOS_MSG_HEADER_SIZE + 4;
		if (compress2(z, &clen, payload, (uLong)len, level) == Z_OK &&
		    clen + 4 < len) {
			uint8_t *h = out->data + start;
			gos_msg_put_header(h, type, GOS_MSG_F_COMPRESSED,
			                   source, (uint32_t)(clen + 4), seq);
			for (int i = 0; i < 4; i++)
				h[GOS_MSG_HEADER_SIZE + i] =
					(uint8_t)((uint32_t)len >> (8 * i));
			out->len = start + GOS_MSG_HEADER_SIZE + 4 + clen;
			return GOS_OK;
		}
		/* not worth it: fall through and send raw */
	}
	if (!gos_buf_reserve(out, GOS_MSG_HEADER_SIZE + len))
		return GOS_ERR_NOMEM;
	gos_msg_put_header(out->data + start, type, 0, source, (uint32_t)len,
	                   seq);
	if (len > 0)
		memcpy(out->data + start + GOS_MSG_HEADER_SIZE, payload, len);
	out->len = start + GOS_MSG_HEADER_SIZE + len;
	return GOS_OK;
}

GosStatus
gos_msg_decode_header(const uint8_t *buf, size_t avail, size_t max_payload,
                      GosMsgHeader *h)
{
	GosReader r;
	uint64_t limit;

	if (avail < GOS_MSG_HEADER_SIZE)
		return GOS_ERR_TRUNCATED;
	gos_reader_init(&r, buf, GOS_MSG_HEADER_SIZE);
	h->magic = gos_get_u32(&r);
	h->version = gos_get_u8(&r);
	h->type = gos_get_u8(&r);
	h->flags = gos_get_u16(&r);
	h->source = gos_get_u32(&r);
	h->length = gos_get_u32(&r);
	h->seq = gos_get_u64(&r);
	if (h->magic != GOS_MSG_MAGIC)
		return GOS_ERR_MAGIC;
	if (h->version != GOS_MSG_VERSION)
		return GOS_ERR_VERSION;
	if (!gos_type_known(h->type))
		return GOS_ERR_TYPE;
	if (h->flags & ~GOS_MSG_F_COMPRESSED)
		return GOS_ERR_FLAGS;
	if (h->source >= GOS_MAX_NODES && h->source != GOS_NODE_ANY)
		return GOS_ERR_SOURCE;
	/* a compressed payload is never larger than raw + its 4-byte prefix */
	limit = (uint64_t)max_payload + ((h->flags & GOS_MSG_F_COMPRESSED) ? 4 : 0);
	if (h->length > limit)
		return GOS_ERR_LENGTH;
	if ((h->flags & GOS_MSG_F_COMPRESSED) && h->length < 4 + 8)
		return GOS_ERR_COMPRESS; /* no room for prefix + zlib stream */
	return GOS_OK;
}

GosStatus
gos_msg_decode(const uint8_t *buf, size_t avail, size_t max_payload,
               GosBuf *scratch, GosMsgHeader *h, const uint8_t **payload,
               size_t *plen, size_t *consumed)
{
	GosStatus st = gos_msg_decode_header(buf, avail, max_payload, h);
	const uint8_t *body;
	uint32_t raw;
	uLongf dlen;
	uLong slen;

	*payload = NULL;
	*plen = 0;
	*consumed = 0;
	if (st != GOS_OK)
		return st;
	if (h->length > avail - GOS_MSG_HEADER_SIZE)
		return GOS_ERR_TRUNCATED;
	body = buf + GOS_MSG_HEADER_SIZE;
	if (!(h->flags & GOS_MSG_F_COMPRESSED)) {
		*payload = body;
		*plen = h->length;
		*consumed = GOS_MSG_HEADER_SIZE + (size_t)h->length;
		return GOS_OK;
	}
	raw = le32(body);
	if (raw > max_payload || raw == 0)
		return GOS_ERR_COMPRESS;
	scratch->len = 0;
	if (!gos_buf_reserve(scratch, raw))
		return GOS_ERR_NOMEM;
	dlen = raw;
	slen = h->length - 4;
	/* uncompress2 reports how much input it used: the stream must end
	 * exactly at the end of the payload and fill exactly raw bytes */
	if (uncompress2(scratch->data, &dlen, body + 4, &slen) != Z_OK ||
	    dlen != raw || slen != h->length - 4)
		return GOS_ERR_COMPRESS;
	scratch->len = raw;
	*payload = scratch->data;
	*plen = raw;
	*consumed = GOS_MSG_HEADER_SIZE + (size_t)h->length;
	return GOS_OK;
}
