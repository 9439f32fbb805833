/*
 * java_security.c -- natives of java.security: message digests from
 * packaged libraries (libsodium's SHA-256 and SHA-512; OpenSSL's libcrypto
 * for MD5, SHA-1, SHA-224 and SHA-384, which libsodium lacks) and random
 * bytes from libsodium.
 *
 * Digests.  The state of a digest (crypto_hash_sha256_state,
 * crypto_hash_sha512_state, MD5_CTX, SHA_CTX, SHA256_CTX, SHA512_CTX:
 * public structures of integers and a block buffer) lives in a Java
 * byte[] owned by the MessageDigest, not in native memory: nothing needs
 * freeing (MessageDigest has no end()), clone() is an array copy, and on a
 * cluster the state travels with the object like any other field.  Each
 * call copies the state into an aligned local structure, runs the
 * library's function on it and copies it back (at most 216 bytes each
 * way).  libcrypto's are its "low-level" digest functions, which OpenSSL 3
 * declares deprecated in favour of EVP, whose contexts are opaque heap
 * objects; OPENSSL_SUPPRESS_DEPRECATED keeps their declarations without
 * the warning.  Without libcrypto (configure --without-libcrypto, or not
 * found) stateSize0 answers -1 for its four algorithms and getInstance
 * throws NoSuchAlgorithmException for them.
 *
 * Algorithm numbers (NativeDigest.ALG_* in Java):
 *   0 MD5   1 SHA-1   2 SHA-224   3 SHA-256   4 SHA-384   5 SHA-512
 *
 * SecureRandom draws from libsodium's randombytes_buf (the kernel's
 * getrandom on Linux).
 */
#include "config.h"

#define OPENSSL_SUPPRESS_DEPRECATED 1

#include <stdint.h>
#include <string.h>

#include <sodium.h>
#ifdef HAVE_LIBCRYPTO
#include <openssl/md5.h>
#include <openssl/sha.h>
#endif

#include "hooks.h"
#include "natives.h"
#include "vm.h"

#define NATIVE(name) static void name(VmThread *t, VmSlot *a, VmSlot *r)

typedef union DigestState {
	crypto_hash_sha256_state sha256;
	crypto_hash_sha512_state sha512;
#ifdef HAVE_LIBCRYPTO
	MD5_CTX md5;
	SHA_CTX sha1;
	SHA256_CTX sha224;
	SHA512_CTX sha384;
#endif
} DigestState;

enum { ALG_MD5, ALG_SHA1, ALG_SHA224, ALG_SHA256, ALG_SHA384, ALG_SHA512, ALG_COUNT };

/* Bytes of state of alg, 0 if this build does not have it. */
static size_t state_size(int alg)
{
	switch (alg) {
	case ALG_SHA256: return sizeof(crypto_hash_sha256_state);
	case ALG_SHA512: return sizeof(crypto_hash_sha512_state);
#ifdef HAVE_LIBCRYPTO
	case ALG_MD5: return sizeof(MD5_CTX);
	case ALG_SHA1: return sizeof(SHA_CTX);
	case ALG_SHA224: return sizeof(SHA256_CTX);
	case ALG_SHA384: return sizeof(SHA512_CTX);
#endif
	default: return 0;
	}
}

/* Start a digest of alg in s. */
static void state_init(int alg, DigestState *s)
{
	memset(s, 0, sizeof *s);
	switch (alg) {
	case ALG_SHA256: crypto_hash_sha256_init(&s->sha256); break;
	case ALG_SHA512: crypto_hash_sha512_init(&s->sha512); break;
#ifdef HAVE_LIBCRYPTO
	case ALG_MD5: MD5_Init(&s->md5); break;
	case ALG_SHA1: SHA1_Init(&s->sha1); break;
	case ALG_SHA224: SHA224_Init(&s->sha224); break;
	case ALG_SHA384: SHA384_Init(&s->sha384); break;
#endif
	default: break;
	}
}

/* The state array st of algorithm alg, checked and accessible; NULL with
 * an exception pending otherwise. */
static VmArray *state_array(VmThread *t, int alg, VmObject *o, bool write)
{
	VmArray *st = (VmArray *)o;
	if (alg < 0 || alg >= ALG_COUNT || state_size(alg) == 0) {
		vm_throw(t, "java/lang/InternalError", "digest algorithm %d", alg);
		return NULL;
	}
	if (!st) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return NULL;
	}
	if ((size_t)st->length != state_size(alg)) {
		vm_throw(t, "java/lang/InternalError", "digest state of %d bytes", st->length);
		return NULL;
	}
	return vm_gos_touch(t, &st->hdr, write) ? st : NULL;
}

/* NativeDigest.stateSize0(int alg) */
NATIVE(ds_stateSize0)
{
	(void)t;
	r->i = a[0].i >= 0 && a[0].i < ALG_COUNT && state_size(a[0].i) ? (int32_t)state_size(a[0].i) : -1;
}

/* NativeDigest.init0(int alg, byte[] state) */
NATIVE(ds_init0)
{
	int alg = a[0].i;
	VmArray *st = state_array(t, alg, a[1].l, true);
	DigestState s;
	(void)r;
	if (!st)
		return;
	state_init(alg, &s);
	memcpy(VM_ARRAY_DATA(st), &s, state_size(alg));
}

/* NativeDigest.update0(int alg, byte[] state, byte[] b, int off, int len) */
NATIVE(ds_update0)
{
	int alg = a[0].i;
	VmArray *st = state_array(t, alg, a[1].l, true);
	VmArray *b = (VmArray *)a[2].l;
	int32_t off = a[3].i, len = a[4].i;
	const uint8_t *p;
	DigestState s;
	(void)r;
	if (!st)
		return;
	if (!b) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return;
	}
	if (off < 0 || len < 0 || (int64_t)off + len > b->length) {
		vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", NULL);
		return;
	}
	if (!vm_gos_touch(t, &b->hdr, false))
		return;
	p = (const uint8_t *)VM_ARRAY_DATA(b) + off;
	memcpy(&s, VM_ARRAY_DATA(st), state_size(alg));
	switch (alg) {
	case ALG_SHA256: crypto_hash_sha256_update(&s.sha256, p, (unsigned long long)len); break;
	case ALG_SHA512: crypto_hash_sha512_update(&s.sha512, p, (unsigned long long)len); break;
#ifdef HAVE_LIBCRYPTO
	case ALG_MD5: MD5_Update(&s.md5, p, (size_t)len); break;
	case ALG_SHA1: SHA1_Update(&s.sha1, p, (size_t)len); break;
	case ALG_SHA224: SHA224_Update(&s.sha224, p, (size_t)len); break;
	case ALG_SHA384: SHA384_Update(&s.sha384, p, (size_t)len); break;
#endif
	default: break;
	}
	memcpy(VM_ARRAY_DATA(st), &s, state_size(alg));
}

/* NativeDigest.final0(int alg, byte[] state) -> the digest; the state is
 * left as after init0. */
NATIVE(ds_final0)
{
	static const int lengths[ALG_COUNT] = { 16, 20, 28, 32, 48, 64 };
	int alg = a[0].i;
	VmArray *st = state_array(t, alg, a[1].l, true);
	VmArray *out;
	uint8_t md[64];
	DigestState s;
	if (!st)
		return;
	memcpy(&s, VM_ARRAY_DATA(st), state_size(alg));
	switch (alg) {
	case ALG_SHA256: crypto_hash_sha256_final(&s.sha256, md); break;
	case ALG_SHA512: crypto_hash_sha512_final(&s.sha512, md); break;
#ifdef HAVE_LIBCRYPTO
	case ALG_MD5: MD5_Final(md, &s.md5); break;
	case ALG_SHA1: SHA1_Final(md, &s.sha1); break;
	case ALG_SHA224: SHA224_Final(md, &s.sha224); break;
	case ALG_SHA384: SHA384_Final(md, &s.sha384); break;
#endif
	default: break;
	}
	state_init(alg, &s);
	/* the new array may start a collection: st is an argument (a root) */
	memcpy(VM_ARRAY_DATA(st), &s, state_size(alg));
	out = vm_new_prim_array(t, 'B', lengths[alg]);
	if (!out)
		return;
	memcpy(VM_ARRAY_DATA(out), md, (size_t)lengths[alg]);
	r->l = &out->hdr;
}

/* SecureRandom.fill0(byte[] b) */
NATIVE(sr_fill0)
{
	VmArray *b = (VmArray *)a[0].l;
	(void)r;
	if (!b) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return;
	}
	if (!vm_gos_touch(t, &b->hdr, true))
		return;
	if (sodium_init() < 0) {   /* idempotent; gos_node.c also calls it */
		vm_throw(t, "java/lang/InternalError", "sodium_init failed");
		return;
	}
	randombytes_buf(VM_ARRAY_DATA(b), (size_t)b->length);
}

#define DS "java/security/NativeDigest"

const VmNativeDef vm_natives_java_security[] = {
	{ DS, "stateSize0", "(I)I", ds_stateSize0 },
	{ DS, "init0", "(I[B)V", ds_init0 },
	{ DS, "update0", "(I[B[BII)V", ds_update0 },
	{ DS, "final0", "(I[B)[B", ds_final0 },
	{ "java/security/SecureRandom", "fill0", "([B)V", sr_fill0 },
	{ NULL, NULL, NULL, NULL }
};
