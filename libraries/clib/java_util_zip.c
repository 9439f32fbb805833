/*
 * java_util_zip.c -- natives of java.util.zip over the system zlib:
 * CRC32 and Adler32 (zlib's crc32/adler32), Deflater and Inflater
 * (deflate/inflate on a z_stream).
 *
 * Ownership.  A Deflater or Inflater holds a ZipStream in native memory,
 * referred to by the Java object's `long handle` and freed by end().  A
 * stream the program forgets to end() is not freed before the VM exits:
 * the VM has no finalization yet (issue 11, area 6); the streams of the
 * library (GZIP*, Zip*, ZipFile, the Deflater/InflaterStreams that make
 * their own) end theirs on close().
 *
 * Nodes.  The handle is a pointer into this process.  On a cluster the
 * Java object may be read by a thread on another node, where the pointer
 * means nothing: the Java side also records the process token of the
 * process that made the stream (`owner`, see vm_native_process_token) and every native
 * checks it, so a foreign node gets IllegalStateException, never a stray
 * pointer.  (The same token scheme as java.nio's direct buffers.)
 *
 * Arrays.  Java checks null and ranges before calling (with the JDK's
 * exceptions); the natives check again, since a wrong call must not
 * corrupt memory, and make every array accessible through the object
 * space.  Objects do not move, and no native here allocates or reaches a
 * safepoint between taking an array's address and its last use.
 *
 * Results.  deflate0/inflate0 return one long: bits 0-30 the input bytes
 * consumed, bits 31-61 the output bytes written, bit 62 "stream end"
 * (finished), bit 63 "needs a dictionary" (Inflater) or "new parameters
 * still pending" (Deflater).
 *
 *    63   62   61            31 30             0
 *   +----+----+----------------+----------------+
 *   |dict|end | written        | consumed       |
 *   +----+----+----------------+----------------+
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "hooks.h"
#include "natives.h"
#include "vm.h"

#define NATIVE(name) static void name(VmThread *t, VmSlot *a, VmSlot *r)

#define ZS_DEFLATE 1
#define ZS_INFLATE 2

typedef struct ZipStream {
	int kind;       /* ZS_DEFLATE or ZS_INFLATE */
	z_stream zs;
} ZipStream;

/* The stream of handle h made by process owner, or NULL with an
 * exception pending. */
static ZipStream *zs_get(VmThread *t, int64_t h, int64_t owner, int kind)
{
	ZipStream *s = (ZipStream *)(uintptr_t)h;
	if (!s) {
		vm_throw(t, "java/lang/NullPointerException",
			 kind == ZS_DEFLATE ? "Deflater has been closed" : "Inflater has been closed");
		return NULL;
	}
	if (owner != vm_native_process_token()) {
		vm_throw(t, "java/lang/IllegalStateException", "zlib stream made on another node");
		return NULL;
	}
	if (s->kind != kind) {
		vm_throw(t, "java/lang/InternalError", "zlib stream of the wrong kind");
		return NULL;
	}
	return s;
}

/* b[off, off+len) is a valid range of a byte array, made accessible for
 * reading (or writing); false with an exception pending otherwise. */
static bool zs_range(VmThread *t, VmArray *b, int32_t off, int32_t len, bool write)
{
	if (!b) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return false;
	}
	if (off < 0 || len < 0 || (int64_t)off + len > b->length) {
		vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", NULL);
		return false;
	}
	return vm_gos_touch(t, &b->hdr, write);
}

static uint8_t *zs_bytes(VmArray *b, int32_t off)
{
	return (uint8_t *)VM_ARRAY_DATA(b) + off;
}

/* ------------------------------------------------------------ checksums */

/* CRC32.update0(int crc, byte[] b, int off, int len) and Adler32's */
NATIVE(crc32_update0)
{
	VmArray *b = (VmArray *)a[1].l;
	if (!zs_range(t, b, a[2].i, a[3].i, false))
		return;
	r->i = (int32_t)crc32((uLong)(uint32_t)a[0].i, zs_bytes(b, a[2].i), (uInt)a[3].i);
}

NATIVE(adler32_update0)
{
	VmArray *b = (VmArray *)a[1].l;
	if (!zs_range(t, b, a[2].i, a[3].i, false))
		return;
	r->i = (int32_t)adler32((uLong)(uint32_t)a[0].i, zs_bytes(b, a[2].i), (uInt)a[3].i);
}

NATIVE(zs_token0)
{
	(void)t;
	(void)a;
	vm_slot_set_long(r, vm_native_process_token());
}

/* ------------------------------------------------------------- deflater */

/* Deflater.init0(int level, int strategy, boolean nowrap) -> handle */
NATIVE(def_init0)
{
	ZipStream *s = calloc(1, sizeof *s);
	int rc;
	if (!s) {
		vm_throw(t, "java/lang/OutOfMemoryError", "zlib stream");
		return;
	}
	s->kind = ZS_DEFLATE;
	rc = deflateInit2(&s->zs, a[0].i, Z_DEFLATED, a[2].i ? -MAX_WBITS : MAX_WBITS, 8, a[1].i);
	if (rc != Z_OK) {
		free(s);
		if (rc == Z_MEM_ERROR)
			vm_throw(t, "java/lang/OutOfMemoryError", "zlib stream");
		else
			vm_throw(t, "java/lang/IllegalArgumentException", NULL);
		return;
	}
	vm_slot_set_long(r, (int64_t)(uintptr_t)s);
}

/*
 * Deflater.deflate0(long h, long owner, byte[] in, int inOff, int inLen,
 *                   byte[] out, int off, int len, int flush,
 *                   int params)  -> packed result (see the top)
 * params >= 0: (level + 1) << 4 | strategy, to be set first (setLevel /
 * setStrategy since the last call); -1: none.  flush is zlib's flush
 * value (Z_FINISH after finish()).
 */
NATIVE(def_deflate0)
{
	ZipStream *s = zs_get(t, vm_slot_get_long(&a[0]), vm_slot_get_long(&a[2]), ZS_DEFLATE);
	VmArray *in = (VmArray *)a[4].l, *out = (VmArray *)a[7].l;
	int32_t inOff = a[5].i, inLen = a[6].i, off = a[8].i, len = a[9].i;
	int flush = a[10].i, params = a[11].i, rc;
	uint64_t res;

	if (!s || !zs_range(t, in, inOff, inLen, false) || !zs_range(t, out, off, len, true))
		return;
	s->zs.next_in = zs_bytes(in, inOff);
	s->zs.avail_in = (uInt)inLen;
	s->zs.next_out = zs_bytes(out, off);
	s->zs.avail_out = (uInt)len;
	if (params >= 0) {
		/* As the JDK: a call with new parameters only sets them.
		 * deflateParams first compresses what is buffered (and what
		 * input it can) under the old ones; Z_BUF_ERROR means it could
		 * not finish that, so the request stays pending (bit 63). */
		rc = deflateParams(&s->zs, (params >> 4) - 1, params & 15);
		if (rc != Z_OK && rc != Z_BUF_ERROR) {
			vm_throw(t, "java/lang/InternalError", "deflateParams: %s", s->zs.msg ? s->zs.msg : "failed");
			return;
		}
		res = (uint64_t)(inLen - (int32_t)s->zs.avail_in) | (uint64_t)(len - (int32_t)s->zs.avail_out) << 31;
		if (rc == Z_BUF_ERROR)
			res |= (uint64_t)1 << 63;
		vm_slot_set_long(r, (int64_t)res);
		return;
	}
	rc = deflate(&s->zs, flush);
	if (rc != Z_OK && rc != Z_STREAM_END && rc != Z_BUF_ERROR) {
		vm_throw(t, "java/lang/InternalError", "deflate: %s", s->zs.msg ? s->zs.msg : "failed");
		return;
	}
	res = (uint64_t)(inLen - (int32_t)s->zs.avail_in) | (uint64_t)(len - (int32_t)s->zs.avail_out) << 31;
	if (rc == Z_STREAM_END)
		res |= (uint64_t)1 << 62;
	vm_slot_set_long(r, (int64_t)res);
}

/* Deflater.setDictionary0(long h, long owner, byte[] b, int off, int len) */
NATIVE(def_setDictionary0)
{
	ZipStream *s = zs_get(t, vm_slot_get_long(&a[0]), vm_slot_get_long(&a[2]), ZS_DEFLATE);
	VmArray *b = (VmArray *)a[4].l;
	(void)r;
	if (!s || !zs_range(t, b, a[5].i, a[6].i, false))
		return;
	if (deflateSetDictionary(&s->zs, zs_bytes(b, a[5].i), (uInt)a[6].i) != Z_OK)
		vm_throw(t, "java/lang/IllegalArgumentException", NULL);
}

/* Deflater.getAdler0(long h, long owner) */
NATIVE(def_getAdler0)
{
	ZipStream *s = zs_get(t, vm_slot_get_long(&a[0]), vm_slot_get_long(&a[2]), ZS_DEFLATE);
	if (s)
		r->i = (int32_t)s->zs.adler;
}

/* Deflater.reset0(long h, long owner) */
NATIVE(def_reset0)
{
	ZipStream *s = zs_get(t, vm_slot_get_long(&a[0]), vm_slot_get_long(&a[2]), ZS_DEFLATE);
	(void)r;
	if (s)
		(void)deflateReset(&s->zs);
}

/* Deflater.end0(long h, long owner): the Java side has cleared its handle. */
NATIVE(def_end0)
{
	ZipStream *s = zs_get(t, vm_slot_get_long(&a[0]), vm_slot_get_long(&a[2]), ZS_DEFLATE);
	(void)r;
	if (s) {
		(void)deflateEnd(&s->zs);
		free(s);
	}
}

/* ------------------------------------------------------------- inflater */

/* Inflater.init0(boolean nowrap) -> handle */
NATIVE(inf_init0)
{
	ZipStream *s = calloc(1, sizeof *s);
	int rc;
	if (!s) {
		vm_throw(t, "java/lang/OutOfMemoryError", "zlib stream");
		return;
	}
	s->kind = ZS_INFLATE;
	rc = inflateInit2(&s->zs, a[0].i ? -MAX_WBITS : MAX_WBITS);
	if (rc != Z_OK) {
		free(s);
		vm_throw(t, rc == Z_MEM_ERROR ? "java/lang/OutOfMemoryError" : "java/lang/InternalError",
			 "inflateInit2");
		return;
	}
	vm_slot_set_long(r, (int64_t)(uintptr_t)s);
}

/*
 * Inflater.inflate0(long h, long owner, byte[] in, int inOff, int inLen,
 *                   byte[] out, int off, int len) -> packed result
 * DataFormatException with zlib's message for bad data.
 */
NATIVE(inf_inflate0)
{
	ZipStream *s = zs_get(t, vm_slot_get_long(&a[0]), vm_slot_get_long(&a[2]), ZS_INFLATE);
	VmArray *in = (VmArray *)a[4].l, *out = (VmArray *)a[7].l;
	int32_t inOff = a[5].i, inLen = a[6].i, off = a[8].i, len = a[9].i;
	uint64_t res;
	int rc;

	if (!s || !zs_range(t, in, inOff, inLen, false) || !zs_range(t, out, off, len, true))
		return;
	s->zs.next_in = zs_bytes(in, inOff);
	s->zs.avail_in = (uInt)inLen;
	s->zs.next_out = zs_bytes(out, off);
	s->zs.avail_out = (uInt)len;
	rc = inflate(&s->zs, Z_PARTIAL_FLUSH);
	res = (uint64_t)(inLen - (int32_t)s->zs.avail_in) | (uint64_t)(len - (int32_t)s->zs.avail_out) << 31;
	switch (rc) {
	case Z_OK:
	case Z_BUF_ERROR:
		break;
	case Z_STREAM_END:
		res |= (uint64_t)1 << 62;
		break;
	case Z_NEED_DICT:
		res |= (uint64_t)1 << 63;
		break;
	case Z_DATA_ERROR:
		vm_throw(t, "java/util/zip/DataFormatException", "%s", s->zs.msg ? s->zs.msg : "invalid data");
		return;
	case Z_MEM_ERROR:
		vm_throw(t, "java/lang/OutOfMemoryError", "zlib inflate");
		return;
	default:
		vm_throw(t, "java/lang/InternalError", "inflate: %s", s->zs.msg ? s->zs.msg : "failed");
		return;
	}
	vm_slot_set_long(r, (int64_t)res);
}

/* Inflater.setDictionary0(long h, long owner, byte[] b, int off, int len) */
NATIVE(inf_setDictionary0)
{
	ZipStream *s = zs_get(t, vm_slot_get_long(&a[0]), vm_slot_get_long(&a[2]), ZS_INFLATE);
	VmArray *b = (VmArray *)a[4].l;
	int rc;
	(void)r;
	if (!s || !zs_range(t, b, a[5].i, a[6].i, false))
		return;
	rc = inflateSetDictionary(&s->zs, zs_bytes(b, a[5].i), (uInt)a[6].i);
	if (rc == Z_DATA_ERROR)
		vm_throw(t, "java/lang/IllegalArgumentException", "%s", s->zs.msg ? s->zs.msg : "invalid dictionary");
	else if (rc != Z_OK)
		vm_throw(t, "java/lang/IllegalArgumentException", NULL);
}

NATIVE(inf_getAdler0)
{
	ZipStream *s = zs_get(t, vm_slot_get_long(&a[0]), vm_slot_get_long(&a[2]), ZS_INFLATE);
	if (s)
		r->i = (int32_t)s->zs.adler;
}

NATIVE(inf_reset0)
{
	ZipStream *s = zs_get(t, vm_slot_get_long(&a[0]), vm_slot_get_long(&a[2]), ZS_INFLATE);
	(void)r;
	if (s)
		(void)inflateReset(&s->zs);
}

NATIVE(inf_end0)
{
	ZipStream *s = zs_get(t, vm_slot_get_long(&a[0]), vm_slot_get_long(&a[2]), ZS_INFLATE);
	(void)r;
	if (s) {
		(void)inflateEnd(&s->zs);
		free(s);
	}
}

#define DEF "java/util/zip/Deflater"
#define INF "java/util/zip/Inflater"

const VmNativeDef vm_natives_java_util_zip[] = {
	{ "java/util/zip/CRC32", "update0", "(I[BII)I", crc32_update0 },
	{ "java/util/zip/Adler32", "update0", "(I[BII)I", adler32_update0 },
	{ DEF, "token0", "()J", zs_token0 },
	{ DEF, "init0", "(IIZ)J", def_init0 },
	{ DEF, "deflate0", "(JJ[BII[BIIII)J", def_deflate0 },
	{ DEF, "setDictionary0", "(JJ[BII)V", def_setDictionary0 },
	{ DEF, "getAdler0", "(JJ)I", def_getAdler0 },
	{ DEF, "reset0", "(JJ)V", def_reset0 },
	{ DEF, "end0", "(JJ)V", def_end0 },
	{ INF, "init0", "(Z)J", inf_init0 },
	{ INF, "inflate0", "(JJ[BII[BII)J", inf_inflate0 },
	{ INF, "setDictionary0", "(JJ[BII)V", inf_setDictionary0 },
	{ INF, "getAdler0", "(JJ)I", inf_getAdler0 },
	{ INF, "reset0", "(JJ)V", inf_reset0 },
	{ INF, "end0", "(JJ)V", inf_end0 },
	{ NULL, NULL, NULL, NULL }
};
