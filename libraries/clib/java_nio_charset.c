/*
 * java_nio_charset.c -- natives of java.nio.charset.IconvCharset: the
 * charsets beyond UTF-8, ISO-8859-1 and US-ASCII (Shift_JIS, EUC-JP, the
 * ISO-8859 parts, the windows-125x code pages), converted by the C
 * library's iconv(3).
 *
 * Single-byte charsets.  table0 asks iconv for the character of each of
 * the 256 bytes once; the Java side then decodes and encodes through that
 * table (and its inverse).  This is exact for the JDK's single-byte
 * charsets, whose encoders are the inverse of their decoders, and avoids
 * glibc's CP1255 and CP1258 converters composing a base letter with a
 * following combining mark (and decomposing on the way back), which the
 * JDK does not do.
 *
 * Multi-byte charsets (Shift_JIS, EUC-JP).  decode0 and encode0 run one
 * iconv conversion over a buffer.  The natives hold no iconv_t between
 * calls: a Java object may be used by a thread on another node, where a
 * pointer of this process means nothing.  Each call opens a descriptor in
 * the initial shift state and, at the end of the input, flushes it.  A
 * sequence cut off at the end of a buffer that is not the end of the input
 * (iconv's EINVAL) is left unconsumed: the caller keeps those bytes and
 * passes them again in front of the next buffer, so a stream decodes the
 * same as the whole input would.  Both charsets are stateless, so nothing
 * else needs to cross a call; the stateful ISO-2022 family is not offered
 * for that reason.
 *
 * Malformed input.  iconv says where a bad sequence starts (EILSEQ) but not
 * how long it is; how many bytes become one U+FFFD decides what follows,
 * so cs_malformed applies the JDK decoders' rules (observed on OpenJDK
 * 17):
 *
 *   Shift_JIS  a byte that is neither a single-byte character (00-7F,
 *              A1-DF) nor a lead of a mapped row (81-84, 88-9F, E0-EA) is
 *              one bad byte; a lead followed by an unmapped second byte
 *              takes that byte along unless it is itself a single-byte
 *              character or a lead;
 *   EUC-JP     a byte >= 0x80 starts a two-byte sequence (three after
 *              0x8F), which is replaced whole; the C1 bytes 80-8D and
 *              90-9F, which glibc maps to U+0080..U+009F, are such starts
 *              for the JDK, so conversion is cut before each of them.
 *
 * Table differences.  glibc and the JDK disagree on a few code points;
 * cs_fix_decoded and cs_fix_encode bring glibc's results to the JDK's:
 *
 *   Shift_JIS  5C and 7E are ASCII (glibc: U+00A5, U+203E); 815C is
 *              U+2014 (glibc: U+2015); U+FFE0..U+FFE2 are unmappable
 *              (glibc: 8191, 8192, 81CA);
 *   EUC-JP     A1BD is U+2014 (glibc: U+2015); U+0080..U+009F are
 *              unmappable.
 *
 * Unmappable characters encode as '?'; an unmappable surrogate pair as a
 * single '?', an unpaired surrogate as '?', as String.getBytes does.
 *
 * Results.  decode0/encode0 return the input units consumed in bits 0-31
 * and the output units written in bits 32-63, or -1 when iconv has no
 * converter for the name.
 */
#include "config.h"

#include <errno.h>
#include <iconv.h>
#include <stdint.h>
#include <string.h>

#include "natives.h"
#include "vm.h"

#define NATIVE(name) static void name(VmThread *t, VmSlot *a, VmSlot *r)

/* Families of conversion rules; the Java side passes one of these. */
#define CS_SINGLE 0
#define CS_SJIS   1
#define CS_EUCJP  2

/* Characters staged per iconv call on the encoding side. */
#define CS_ENC_CHUNK 512

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define CS_UTF16 "UTF-16BE"
#else
#define CS_UTF16 "UTF-16LE"
#endif

/* The iconv name held in a byte array, as a C string; false if it does
 * not fit or holds a NUL. */
static bool cs_name(VmThread *t, VmArray *name, char *buf, size_t size)
{
	if (!vm_native_array_range(t, name, 0, name ? name->length : 0, false))
		return false;
	if ((size_t)name->length >= size || memchr(VM_ARRAY_DATA(name), 0, (size_t)name->length))
		return false;
	memcpy(buf, VM_ARRAY_DATA(name), (size_t)name->length);
	buf[name->length] = '\0';
	return true;
}

/* A descriptor from charset name to UTF-16 (decode) or back, or
 * (iconv_t)-1; no exception is pending in either case unless the name
 * array itself was bad. */
static iconv_t cs_open(VmThread *t, VmArray *name, bool encode)
{
	char buf[64];
	if (!cs_name(t, name, buf, sizeof buf))
		return (iconv_t)-1;
	return encode ? iconv_open(buf, CS_UTF16) : iconv_open(CS_UTF16, buf);
}

static bool sjis_single(unsigned b)
{
	return b < 0x80 || (b >= 0xA1 && b <= 0xDF);
}

static bool sjis_lead(unsigned b)
{
	return (b >= 0x81 && b <= 0x84) || (b >= 0x88 && b <= 0x9F) || (b >= 0xE0 && b <= 0xEA);
}

static bool euc_c1(unsigned b)
{
	return b >= 0x80 && b <= 0x9F && b != 0x8E && b != 0x8F;
}

/* How many bytes at s[p] (of n) make one malformed sequence, replaced by
 * one U+FFFD; 0 when more input is needed to tell (not at the end). */
static size_t cs_malformed(int family, const uint8_t *s, size_t p, size_t n, bool end)
{
	size_t avail = n - p, need;
	unsigned b1 = s[p];

	switch (family) {
	case CS_SJIS:
		if (!sjis_lead(b1))
			return 1;
		if (avail < 2)
			return end ? 1 : 0;
		return sjis_single(s[p + 1]) || sjis_lead(s[p + 1]) ? 1 : 2;
	case CS_EUCJP:
		need = b1 == 0x8F ? 3 : b1 >= 0x80 ? 2 : 1;
		if (avail < need)
			return end ? avail : 0;
		return need;
	default:
		return 1;
	}
}

/* Brings glibc's decoding of c[0, n) to the JDK's (see the top). */
static void cs_fix_decoded(int family, uint16_t *c, size_t n)
{
	size_t i;
	for (i = 0; i < n; i++) {
		if (c[i] == 0x2015)
			c[i] = 0x2014;
		else if (family == CS_SJIS && c[i] == 0x00A5)
			c[i] = 0x005C;
		else if (family == CS_SJIS && c[i] == 0x203E)
			c[i] = 0x007E;
	}
}

/* The character glibc is given for c: the JDK's mapping where the two
 * differ, U+FFFF (which neither maps) for what the JDK cannot encode. */
static uint16_t cs_fix_encode(int family, uint16_t c)
{
	if (family == CS_SINGLE)
		return c;
	if (c == 0x2014)
		return 0x2015;
	if (c == 0x2015)
		return 0xFFFF;
	if (family == CS_SJIS && c >= 0xFFE0 && c <= 0xFFE2)
		return 0xFFFF;
	if (family == CS_EUCJP && c >= 0x80 && c <= 0x9F)
		return 0xFFFF;
	return c;
}

/* IconvCharset.probe0(byte[] name): whether iconv converts both ways. */
NATIVE(cs_probe0)
{
	iconv_t d = cs_open(t, (VmArray *)a[0].l, false), e;
	r->i = 0;
	if (d == (iconv_t)-1)
		return;
	e = cs_open(t, (VmArray *)a[0].l, true);
	if (e != (iconv_t)-1) {
		r->i = 1;
		iconv_close(e);
	}
	iconv_close(d);
}

/* IconvCharset.table0(byte[] name, char[] out): out[b] = the character
 * of byte b, U+FFFD where iconv has none (or more than one unit). */
NATIVE(cs_table0)
{
	VmArray *out = (VmArray *)a[1].l;
	iconv_t cd;
	uint16_t *o;
	int b;

	r->i = 0;
	if (!vm_native_array_range(t, out, 0, 256, true))
		return;
	cd = cs_open(t, (VmArray *)a[0].l, false);
	if (cd == (iconv_t)-1)
		return;
	o = VM_ARRAY_DATA(out);
	for (b = 0; b < 256; b++) {
		uint16_t u[4];
		char in = (char)b, *ip = &in, *op = (char *)u;
		size_t il = 1, ol = sizeof u;
		(void)iconv(cd, NULL, NULL, NULL, NULL);
		o[b] = 0xFFFD;
		/* the flush makes converters that hold a base letter back for a
		 * combining mark (CP1255, CP1258) write it */
		if (iconv(cd, &ip, &il, &op, &ol) == (size_t)-1 || iconv(cd, NULL, NULL, &op, &ol) == (size_t)-1)
			continue;
		if (op == (char *)u + 2)
			o[b] = u[0];
	}
	iconv_close(cd);
	r->i = 1;
}

/*
 * IconvCharset.decode0(byte[] name, int family, byte[] in, int off,
 *                      int len, boolean end, char[] out) -> packed result
 * out must have room for len characters: these charsets never make more
 * than one character of a byte.
 */
NATIVE(cs_decode0)
{
	VmArray *in = (VmArray *)a[2].l, *out = (VmArray *)a[6].l;
	int family = a[1].i;
	int32_t off = a[3].i, len = a[4].i;
	bool end = a[5].i != 0;
	const uint8_t *s;
	uint16_t *d;
	size_t pos = 0, w = 0, n = (size_t)len;
	iconv_t cd;

	if (!vm_native_array_range(t, in, off, len, false) || !vm_native_array_range(t, out, 0, len, true))
		return;
	cd = cs_open(t, (VmArray *)a[0].l, false);
	if (cd == (iconv_t)-1) {
		vm_slot_set_long(r, -1);
		return;
	}
	s = (const uint8_t *)VM_ARRAY_DATA(in) + off;
	d = VM_ARRAY_DATA(out);
	while (pos < n) {
		size_t stop = n, m;
		if (family == CS_EUCJP) {
			/* cut before the next C1 byte: the JDK rejects what glibc maps */
			for (stop = pos; stop < n && !euc_c1(s[stop]); stop++)
				;
		}
		if (stop > pos) {
			char *ip = (char *)(uintptr_t)(s + pos), *op = (char *)(d + w);
			size_t il = stop - pos, ol = (n - w) * 2, rc;
			size_t w0 = w;
			rc = iconv(cd, &ip, &il, &op, &ol);
			pos = (size_t)((const uint8_t *)ip - s);
			w = (size_t)((uint16_t *)(void *)op - d);
			cs_fix_decoded(family, d + w0, w - w0);
			if (rc != (size_t)-1)
				continue;
			if (errno != EILSEQ && errno != EINVAL)
				break;          /* E2BIG cannot happen: out has room */
		}
		m = cs_malformed(family, s, pos, n, end);
		if (m == 0)
			break;                  /* cut off: wait for more input */
		d[w++] = 0xFFFD;
		pos += m;
		(void)iconv(cd, NULL, NULL, NULL, NULL);
	}
	iconv_close(cd);
	vm_slot_set_long(r, (int64_t)((uint64_t)pos | (uint64_t)w << 32));
}

static bool cs_high(uint16_t c)
{
	return c >= 0xD800 && c <= 0xDBFF;
}

static bool cs_low(uint16_t c)
{
	return c >= 0xDC00 && c <= 0xDFFF;
}

/*
 * IconvCharset.encode0(byte[] name, int family, char[] in, int off,
 *                      int len, boolean end, byte[] out) -> packed result
 * out must have room for 4 * len bytes.  Without end, a high surrogate
 * last in the input is left unconsumed.
 */
NATIVE(cs_encode0)
{
	VmArray *in = (VmArray *)a[2].l, *out = (VmArray *)a[6].l;
	int family = a[1].i;
	int32_t off = a[3].i, len = a[4].i;
	bool end = a[5].i != 0;
	const uint16_t *s;
	uint8_t *d;
	size_t pos = 0, w = 0, n = (size_t)len, cap;
	uint16_t buf[CS_ENC_CHUNK];
	iconv_t cd;

	if (!vm_native_array_range(t, in, off, len, false) || (int64_t)len * 4 > INT32_MAX
	    || !vm_native_array_range(t, out, 0, len * 4, true))
		return;
	cd = cs_open(t, (VmArray *)a[0].l, true);
	if (cd == (iconv_t)-1) {
		vm_slot_set_long(r, -1);
		return;
	}
	s = (const uint16_t *)VM_ARRAY_DATA(in) + off;
	d = VM_ARRAY_DATA(out);
	cap = n * 4;
	while (pos < n) {
		size_t k = n - pos < CS_ENC_CHUNK ? n - pos : CS_ENC_CHUNK, i, rc;
		char *ip = (char *)buf, *op = (char *)(d + w);
		size_t il, ol = cap - w;

		/* never split a surrogate pair between two chunks */
		if (pos + k < n && k > 1 && cs_high(s[pos + k - 1]))
			k--;
		for (i = 0; i < k; i++)
			buf[i] = cs_fix_encode(family, s[pos + i]);
		il = k * 2;
		rc = iconv(cd, &ip, &il, &op, &ol);
		pos += (size_t)((uint16_t *)(void *)ip - buf);
		w = (size_t)((uint8_t *)op - d);
		if (rc != (size_t)-1)
			continue;
		if (errno == EINVAL && pos + 1 == n && !end)
			break;                  /* a high surrogate waits for its pair */
		if (errno != EILSEQ && errno != EINVAL)
			break;
		pos += cs_high(s[pos]) && pos + 1 < n && cs_low(s[pos + 1]) ? 2 : 1;
		d[w++] = '?';
		(void)iconv(cd, NULL, NULL, NULL, NULL);
	}
	if (end && pos == n) {
		char *op = (char *)(d + w);
		size_t ol = cap - w;
		(void)iconv(cd, NULL, NULL, &op, &ol);  /* back to the initial shift state */
		w = (size_t)((uint8_t *)op - d);
	}
	iconv_close(cd);
	vm_slot_set_long(r, (int64_t)((uint64_t)pos | (uint64_t)w << 32));
}

#define ICS "java/nio/charset/IconvCharset"

const VmNativeDef vm_natives_java_nio_charset[] = {
	{ ICS, "probe0", "([B)Z", cs_probe0 },
	{ ICS, "table0", "([B[C)Z", cs_table0 },
	{ ICS, "decode0", "([BI[BIIZ[C)J", cs_decode0 },
	{ ICS, "encode0", "([BI[CIIZ[B)J", cs_encode0 },
	{ NULL, NULL, NULL, NULL }
};
