/*
 * gos_auth.c -- the cluster secret and the connection handshake.
 *
 * Every node of a cluster holds the same 32-byte secret K: random per run
 * for a local launch (the forked workers inherit it), otherwise from
 * RISTRETTO_SECRET or a private file. K never travels. A connection is
 * used for nothing until both ends have proved they know K:
 *
 *   connector C                                   acceptor A
 *   HELLO      id_C, nC (32 random bytes)  --->
 *                                          <---   CHALLENGE  id_A, nA, macA
 *     macA = HMAC-SHA256(K, "ristretto-auth-A" | nC | nA | id_C | id_A)
 *   C checks macA (A knows K)
 *   AUTH       macC                        --->
 *     macC = HMAC-SHA256(K, "ristretto-auth-C" | nA | nC | id_C | id_A)
 *                                                 A checks macC (C knows K)
 *                                          <---   WELCOME
 *
 * Properties: both nonces are fresh per connection, so a recorded AUTH is
 * useless on a new connection (replay); the two labels differ, so a proof
 * obtained from A cannot be reflected back to A as C's proof; both ids are
 * bound into the proofs, so a node cannot claim another id than the one it
 * proved with. Comparisons use sodium_memcmp (constant time). The exchange
 * runs under a deadline so a silent client cannot hold an acceptor; its
 * messages are ordinary framed messages and go through the same decoder,
 * so garbage is rejected by the same checks as everywhere else. After a
 * successful handshake each direction has used sequence numbers 0 and 1.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <sodium.h>

#include "gos_internal.h"

#define NONCE_LEN 32
#define MAC_LEN 32

/* ---------------------------------------------------------------- */
/* Secret                                                            */
/* ---------------------------------------------------------------- */

GosStatus
gos_secret_random(GosSecret *s)
{
	if (sodium_init() < 0)
		return GOS_ERR_IO;
	randombytes_buf(s->key, GOS_SECRET_LEN);
	s->set = true;
	return GOS_OK;
}

static int
hexval(int ch)
{
	if (ch >= '0' && ch <= '9')
		return ch - '0';
	if (ch >= 'a' && ch <= 'f')
		return ch - 'a' + 10;
	if (ch >= 'A' && ch <= 'F')
		return ch - 'A' + 10;
	return -1;
}

GosStatus
gos_secret_from_string(GosSecret *s, const char *text)
{
	size_t n;

	s->set = false;
	if (text == NULL)
		return GOS_ERR_ARG;
	n = strlen(text);
	/* a trailing newline (echo > file) is not part of the secret */
	while (n > 0 && (text[n - 1] == '\n' || text[n - 1] == '\r'))
		n--;
	if (n == 2 * GOS_SECRET_LEN) {
		bool hex = true;
		for (size_t i = 0; i < n; i++)
			hex = hex && hexval((unsigned char)text[i]) >= 0;
		if (hex) {
			for (size_t i = 0; i < GOS_SECRET_LEN; i++)
				s->key[i] = (uint8_t)(hexval(text[2 * i]) << 4 |
				                      hexval(text[2 * i + 1]));
			s->set = true;
			return GOS_OK;
		}
	}
	if (n < 16)
		return GOS_ERR_PARSE; /* too short to be a secret */
	if (sodium_init() < 0 || crypto_hash_sha256(s->key, (const unsigned char *)text, n) != 0)
		return GOS_ERR_IO;
	s->set = true;
	return GOS_OK;
}

GosStatus
gos_secret_from_file(GosSecret *s, const char *path)
{
	char buf[1024];
	struct stat sb;
	ssize_t k;
	int fd;
	GosStatus st;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return GOS_ERR_NOTFOUND;
	if (fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode) ||
	    (sb.st_mode & (S_IRWXG | S_IRWXO)) != 0) {
		/* a secret others can read is no secret */
		close(fd);
		return GOS_ERR_AUTH;
	}
	k = read(fd, buf, sizeof buf - 1);
	close(fd);
	if (k <= 0 || (size_t)k == sizeof buf - 1)
		return GOS_ERR_PARSE;
	buf[k] = '\0';
	st = gos_secret_from_string(s, buf);
	sodium_memzero(buf, sizeof buf);
	return st;
}

GosStatus
gos_secret_from_env(GosSecret *s)
{
	const char *v = getenv("RISTRETTO_SECRET");

	if (v != NULL && *v != '\0')
		return gos_secret_from_string(s, v);
	v = getenv("RISTRETTO_SECRET_FILE");
	if (v != NULL && *v != '\0')
		return gos_secret_from_file(s, v);
	return GOS_ERR_NOTFOUND;
}

/* ---------------------------------------------------------------- */
/* Handshake                                                         */
/* ---------------------------------------------------------------- */

static bool
proof(const GosSecret *s, const char *label, const uint8_t *n1,
      const uint8_t *n2, uint32_t id_c, uint32_t id_a, uint8_t mac[MAC_LEN])
{
	GosBuf m;
	bool ok;

	gos_buf_init(&m);
	gos_put_raw(&m, label, strlen(label));
	gos_put_raw(&m, n1, NONCE_LEN);
	gos_put_raw(&m, n2, NONCE_LEN);
	gos_put_u32(&m, id_c);
	gos_put_u32(&m, id_a);
	ok = !m.oom && sodium_init() >= 0 &&
	     crypto_auth_hmacsha256(mac, m.data, m.len, s->key) == 0;
	gos_buf_free(&m);
	return ok;
}

GosStatus
gos_auth_connect(int fd, const GosSecret *s, uint32_t my_id,
                 uint32_t *peer_id, int timeout_ms)
{
	uint8_t nc[NONCE_LEN], mac[MAC_LEN];
	const uint8_t *na, *maca;
	uint64_t sseq = 0, rseq = 0;
	GosMsgHeader h;
	GosReader r;
	GosBuf b, in;
	uint32_t ida;
	GosStatus st;

	gos_buf_init(&b);
	gos_buf_init(&in);
	if (s == NULL || !s->set) {
		st = GOS_ERR_ARG;
		goto out;
	}
	if (sodium_init() < 0) {
		st = GOS_ERR_IO;
		goto out;
	}
	randombytes_buf(nc, NONCE_LEN);
	gos_put_u32(&b, my_id);
	gos_put_raw(&b, nc, NONCE_LEN);
	st = gos_io_send_msg(fd, GOS_MSG_HELLO, my_id, &sseq, &b);
	if (st != GOS_OK)
		goto out;

	st = gos_io_recv_msg(fd, &rseq, GOS_NODE_ANY, 256, timeout_ms, &h, &in);
	if (st != GOS_OK)
		goto out;
	gos_reader_init(&r, in.data, in.len);
	ida = gos_get_u32(&r);
	na = gos_get_raw(&r, NONCE_LEN);
	maca = gos_get_raw(&r, MAC_LEN);
	if (h.type != GOS_MSG_CHALLENGE || gos_reader_finish(&r) != GOS_OK ||
	    ida != h.source || ida >= GOS_MAX_NODES) {
		st = GOS_ERR_FIELD;
		goto out;
	}
	if (!proof(s, "ristretto-auth-A", nc, na, my_id, ida, mac)) {
		st = GOS_ERR_IO;
		goto out;
	}
	if (sodium_memcmp(mac, maca, MAC_LEN) != 0) {
		st = GOS_ERR_AUTH; /* the acceptor does not know K */
		goto out;
	}
	if (!proof(s, "ristretto-auth-C", na, nc, my_id, ida, mac)) {
		st = GOS_ERR_IO;
		goto out;
	}
	b.len = 0;
	gos_put_raw(&b, mac, MAC_LEN);
	st = gos_io_send_msg(fd, GOS_MSG_AUTH, my_id, &sseq, &b);
	if (st != GOS_OK)
		goto out;
	/* A hang-up here is no verdict on the secret: the acceptor proved
	 * it holds K, so it checks our proof with the same K. It may have
	 * dropped the connection to make room for others (gos_node.c), and
	 * GOS_ERR_CLOSED tells the caller that trying again makes sense. */
	st = gos_io_recv_msg(fd, &rseq, ida, 256, timeout_ms, &h, &in);
	if (st != GOS_OK)
		goto out;
	if (h.type != GOS_MSG_WELCOME || in.len != 0) {
		st = GOS_ERR_FIELD;
		goto out;
	}
	*peer_id = ida;
out:
	sodium_memzero(mac, sizeof mac);
	gos_buf_free(&b);
	gos_buf_free(&in);
	return st;
}

/* The exchange as a whole must end by `deadline` (gos_now_ns time): a
 * client that trickles its messages cannot stretch it to one timeout per
 * message. */
static int
ms_left(uint64_t deadline)
{
	uint64_t now = gos_now_ns();

	return now >= deadline ? 0 : (int)((deadline - now + 999999u) / 1000000u);
}

GosStatus
gos_auth_accept(int fd, const GosSecret *s, uint32_t my_id,
                uint32_t *peer_id, int timeout_ms)
{
	uint64_t deadline = gos_now_ns() + (uint64_t)timeout_ms * 1000000u;

	return gos_auth_accept_ex(fd, s, my_id, peer_id, deadline, NULL, NULL);
}

GosStatus
gos_auth_accept_ex(int fd, const GosSecret *s, uint32_t my_id,
                   uint32_t *peer_id, uint64_t deadline,
                   void (*hello_read)(void *), void *arg)
{
	uint8_t na[NONCE_LEN], nc[NONCE_LEN], mac[MAC_LEN];
	const uint8_t *p;
	uint64_t sseq = 0, rseq = 0;
	GosMsgHeader h;
	GosReader r;
	GosBuf b, in;
	uint32_t idc;
	GosStatus st;

	gos_buf_init(&b);
	gos_buf_init(&in);
	if (s == NULL || !s->set) {
		st = GOS_ERR_ARG;
		goto out;
	}
	st = gos_io_recv_msg(fd, &rseq, GOS_NODE_ANY, 256, ms_left(deadline),
	                     &h, &in);
	if (st != GOS_OK)
		goto out;
	gos_reader_init(&r, in.data, in.len);
	idc = gos_get_u32(&r);
	p = gos_get_raw(&r, NONCE_LEN);
	if (h.type != GOS_MSG_HELLO || gos_reader_finish(&r) != GOS_OK ||
	    idc != h.source) {
		st = GOS_ERR_FIELD;
		goto out;
	}
	if (hello_read != NULL)
		hello_read(arg);
	memcpy(nc, p, NONCE_LEN);
	randombytes_buf(na, NONCE_LEN);
	if (!proof(s, "ristretto-auth-A", nc, na, idc, my_id, mac)) {
		st = GOS_ERR_IO;
		goto out;
	}
	gos_put_u32(&b, my_id);
	gos_put_raw(&b, na, NONCE_LEN);
	gos_put_raw(&b, mac, MAC_LEN);
	st = gos_io_send_msg(fd, GOS_MSG_CHALLENGE, my_id, &sseq, &b);
	if (st != GOS_OK)
		goto out;

	st = gos_io_recv_msg(fd, &rseq, idc, 256, ms_left(deadline), &h, &in);
	if (st != GOS_OK)
		goto out;
	if (h.type != GOS_MSG_AUTH || in.len != MAC_LEN) {
		st = GOS_ERR_FIELD;
		goto out;
	}
	if (!proof(s, "ristretto-auth-C", na, nc, idc, my_id, mac)) {
		st = GOS_ERR_IO;
		goto out;
	}
	if (sodium_memcmp(mac, in.data, MAC_LEN) != 0) {
		st = GOS_ERR_AUTH;
		goto out;
	}
	b.len = 0;
	st = gos_io_send_msg(fd, GOS_MSG_WELCOME, my_id, &sseq, &b);
	if (st != GOS_OK)
		goto out;
	*peer_id = idc;
out:
	sodium_memzero(mac, sizeof mac);
	gos_buf_free(&b);
	gos_buf_free(&in);
	return st;
}
