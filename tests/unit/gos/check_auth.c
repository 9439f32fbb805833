/*
 * check_auth.c -- the cluster secret and the challenge-response handshake
 * over socketpairs: success, wrong secret, replayed and reflected proofs,
 * garbage, a silent client, an id that does not match its header.
 */
#include "config.h"

#include <check.h>
#include <sodium.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gos_internal.h"

static GosSecret
secret_of(const char *text)
{
	GosSecret s;
	ck_assert_int_eq(gos_secret_from_string(&s, text), GOS_OK);
	return s;
}

/* The acceptor runs in a thread; the test plays the connector. */
typedef struct Acc {
	int fd;
	GosSecret s;
	uint32_t my_id, peer;
	int timeout_ms;
	GosStatus st;
	pthread_t t;
} Acc;

static void *
acc_main(void *arg)
{
	Acc *a = arg;
	a->st = gos_auth_accept(a->fd, &a->s, a->my_id, &a->peer, a->timeout_ms);
	return NULL;
}

static int
acc_start(Acc *a, const GosSecret *s, uint32_t id, int tmo)
{
	int sv[2];
	ck_assert_int_eq(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
	a->fd = sv[1];
	a->s = *s;
	a->my_id = id;
	a->timeout_ms = tmo;
	a->peer = 12345;
	pthread_create(&a->t, NULL, acc_main, a);
	return sv[0];
}

static void
acc_finish(Acc *a, int cfd)
{
	close(cfd);
	pthread_join(a->t, NULL);
	close(a->fd);
}

START_TEST(secret_parsing)
{
	GosSecret a, b;
	char hex[65];

	for (int i = 0; i < 64; i++)
		hex[i] = "0123456789abcdef"[i % 16];
	hex[64] = '\0';
	ck_assert_int_eq(gos_secret_from_string(&a, hex), GOS_OK);
	ck_assert_uint_eq(a.key[0], 0x01);
	ck_assert_uint_eq(a.key[1], 0x23);
	ck_assert_int_eq(gos_secret_from_string(&a, "a long pass phrase\n"),
	                 GOS_OK);
	ck_assert_int_eq(gos_secret_from_string(&b, "a long pass phrase"), GOS_OK);
	ck_assert(memcmp(a.key, b.key, GOS_SECRET_LEN) == 0);
	ck_assert_int_eq(gos_secret_from_string(&a, "short"), GOS_ERR_PARSE);
	ck_assert(!a.set);
	ck_assert_int_eq(gos_secret_from_string(&a, NULL), GOS_ERR_ARG);
	ck_assert_int_eq(gos_secret_random(&a), GOS_OK);
	ck_assert_int_eq(gos_secret_random(&b), GOS_OK);
	ck_assert(memcmp(a.key, b.key, GOS_SECRET_LEN) != 0);
}
END_TEST

START_TEST(secret_file_and_env)
{
	char path[] = "/tmp/gos_secret_XXXXXX";
	GosSecret s, t;
	int fd = mkstemp(path);

	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(write(fd, "file secret of some length\n", 27), 27);
	close(fd);
	chmod(path, 0600);
	ck_assert_int_eq(gos_secret_from_file(&s, path), GOS_OK);
	ck_assert_int_eq(gos_secret_from_string(&t, "file secret of some length"),
	                 GOS_OK);
	ck_assert(memcmp(s.key, t.key, GOS_SECRET_LEN) == 0);
	chmod(path, 0644); /* readable by others: refused */
	ck_assert_int_eq(gos_secret_from_file(&s, path), GOS_ERR_AUTH);
	unsetenv("RISTRETTO_SECRET");
	unsetenv("RISTRETTO_SECRET_FILE");
	ck_assert_int_eq(gos_secret_from_env(&s), GOS_ERR_NOTFOUND);
	setenv("RISTRETTO_SECRET_FILE", path, 1);
	ck_assert_int_eq(gos_secret_from_env(&s), GOS_ERR_AUTH);
	chmod(path, 0400);
	ck_assert_int_eq(gos_secret_from_env(&s), GOS_OK);
	setenv("RISTRETTO_SECRET", "environment secret!!", 1);
	ck_assert_int_eq(gos_secret_from_env(&s), GOS_OK);
	ck_assert(memcmp(s.key, t.key, GOS_SECRET_LEN) != 0);
	unsetenv("RISTRETTO_SECRET");
	unsetenv("RISTRETTO_SECRET_FILE");
	unlink(path);
	ck_assert_int_eq(gos_secret_from_file(&s, path), GOS_ERR_NOTFOUND);
}
END_TEST

START_TEST(handshake_ok)
{
	GosSecret s = secret_of("the cluster secret");
	Acc a;
	uint32_t peer = 0;
	int cfd = acc_start(&a, &s, 0, 2000);

	ck_assert_int_eq(gos_auth_connect(cfd, &s, 3, &peer, 2000), GOS_OK);
	ck_assert_uint_eq(peer, 0);
	acc_finish(&a, cfd);
	ck_assert_int_eq(a.st, GOS_OK);
	ck_assert_uint_eq(a.peer, 3);
	/* a joiner without an id yet */
	cfd = acc_start(&a, &s, 5, 2000);
	ck_assert_int_eq(gos_auth_connect(cfd, &s, GOS_NODE_ANY, &peer, 2000),
	                 GOS_OK);
	ck_assert_uint_eq(peer, 5);
	acc_finish(&a, cfd);
	ck_assert_uint_eq(a.peer, GOS_NODE_ANY);
}
END_TEST

START_TEST(handshake_wrong_secret)
{
	GosSecret s = secret_of("the cluster secret");
	GosSecret bad = secret_of("not the cluster secret");
	Acc a;
	uint32_t peer = 77;
	int cfd = acc_start(&a, &s, 0, 2000);

	/* the connector notices first: the acceptor's proof is wrong */
	ck_assert_int_eq(gos_auth_connect(cfd, &bad, 1, &peer, 2000),
	                 GOS_ERR_AUTH);
	ck_assert_uint_eq(peer, 77);
	acc_finish(&a, cfd);
	ck_assert_int_ne(a.st, GOS_OK);
	ck_assert_uint_eq(a.peer, 12345);
}
END_TEST

/* A hand-written connector that can misbehave. */
static void
hello(int fd, uint64_t *seq, uint32_t id, uint32_t hdr_id, const uint8_t *nc)
{
	GosBuf b;
	gos_buf_init(&b);
	gos_put_u32(&b, id);
	gos_put_raw(&b, nc, 32);
	ck_assert_int_eq(gos_io_send_msg(fd, GOS_MSG_HELLO, hdr_id, seq, &b),
	                 GOS_OK);
	gos_buf_free(&b);
}

static void
proof_c(const GosSecret *s, const uint8_t *na, const uint8_t *nc,
        uint32_t idc, uint32_t ida, uint8_t *mac)
{
	GosBuf m;
	gos_buf_init(&m);
	gos_put_raw(&m, "ristretto-auth-C", 16);
	gos_put_raw(&m, na, 32);
	gos_put_raw(&m, nc, 32);
	gos_put_u32(&m, idc);
	gos_put_u32(&m, ida);
	crypto_auth_hmacsha256(mac, m.data, m.len, s->key);
	gos_buf_free(&m);
}

/* Run HELLO/CHALLENGE; return the challenge payload in ch (id, nA, macA). */
static void
challenge(int fd, uint64_t *sseq, uint64_t *rseq, const uint8_t *nc,
          GosBuf *ch)
{
	GosMsgHeader h;
	hello(fd, sseq, 2, 2, nc);
	ck_assert_int_eq(gos_io_recv_msg(fd, rseq, GOS_NODE_ANY, 256, 2000, &h, ch),
	                 GOS_OK);
	ck_assert_uint_eq(h.type, GOS_MSG_CHALLENGE);
	ck_assert_uint_eq(ch->len, 4 + 32 + 32);
}

START_TEST(handshake_replay_and_reflection)
{
	GosSecret s = secret_of("the cluster secret");
	uint8_t nc[32], mac[32];
	uint64_t sseq = 0, rseq = 0;
	GosBuf ch, auth, in;
	GosMsgHeader h;
	Acc a;
	int cfd;

	memset(nc, 7, sizeof nc);
	gos_buf_init(&ch);
	gos_buf_init(&auth);
	gos_buf_init(&in);
	/* session 1: a legitimate connector; record its AUTH */
	cfd = acc_start(&a, &s, 0, 2000);
	challenge(cfd, &sseq, &rseq, nc, &ch);
	proof_c(&s, ch.data + 4, nc, 2, 0, mac);
	gos_put_raw(&auth, mac, 32);
	ck_assert_int_eq(gos_io_send_msg(cfd, GOS_MSG_AUTH, 2, &sseq, &auth),
	                 GOS_OK);
	ck_assert_int_eq(gos_io_recv_msg(cfd, &rseq, 0, 256, 2000, &h, &in),
	                 GOS_OK);
	ck_assert_uint_eq(h.type, GOS_MSG_WELCOME);
	acc_finish(&a, cfd);
	ck_assert_int_eq(a.st, GOS_OK);

	/* session 2: same HELLO, replayed AUTH: the nonce differs now */
	sseq = rseq = 0;
	cfd = acc_start(&a, &s, 0, 2000);
	challenge(cfd, &sseq, &rseq, nc, &ch);
	ck_assert_int_eq(gos_io_send_msg(cfd, GOS_MSG_AUTH, 2, &sseq, &auth),
	                 GOS_OK);
	acc_finish(&a, cfd);
	ck_assert_int_eq(a.st, GOS_ERR_AUTH);

	/* session 3: reflect the acceptor's own proof back at it */
	sseq = rseq = 0;
	cfd = acc_start(&a, &s, 0, 2000);
	challenge(cfd, &sseq, &rseq, nc, &ch);
	auth.len = 0;
	gos_put_raw(&auth, ch.data + 36, 32);
	ck_assert_int_eq(gos_io_send_msg(cfd, GOS_MSG_AUTH, 2, &sseq, &auth),
	                 GOS_OK);
	acc_finish(&a, cfd);
	ck_assert_int_eq(a.st, GOS_ERR_AUTH);
	gos_buf_free(&ch);
	gos_buf_free(&auth);
	gos_buf_free(&in);
}
END_TEST

START_TEST(handshake_garbage_and_silence)
{
	GosSecret s = secret_of("the cluster secret");
	uint8_t junk[64], nc[32];
	uint64_t sseq = 0;
	Acc a;
	int cfd;

	for (size_t i = 0; i < sizeof junk; i++)
		junk[i] = (uint8_t)(i * 37 + 1);
	cfd = acc_start(&a, &s, 0, 2000);
	ck_assert_int_eq(write(cfd, junk, sizeof junk), (ssize_t)sizeof junk);
	acc_finish(&a, cfd);
	ck_assert_int_eq(a.st, GOS_ERR_MAGIC);

	/* a client that never speaks is cut off at the deadline */
	cfd = acc_start(&a, &s, 0, 200);
	pthread_join(a.t, NULL);
	ck_assert_int_eq(a.st, GOS_ERR_TIMEOUT);
	close(cfd);
	close(a.fd);

	/* a client that hangs up half-way */
	cfd = acc_start(&a, &s, 0, 2000);
	ck_assert_int_eq(write(cfd, junk, 10), 10);
	acc_finish(&a, cfd);
	ck_assert_int_eq(a.st, GOS_ERR_CLOSED);

	/* HELLO whose id differs from its header's source */
	memset(nc, 1, sizeof nc);
	cfd = acc_start(&a, &s, 0, 2000);
	hello(cfd, &sseq, 4, 5, nc);
	acc_finish(&a, cfd);
	ck_assert_int_eq(a.st, GOS_ERR_FIELD);

	/* the wrong first message */
	GosBuf b;
	gos_buf_init(&b);
	sseq = 0;
	cfd = acc_start(&a, &s, 0, 2000);
	ck_assert_int_eq(gos_io_send_msg(cfd, GOS_MSG_JOIN, 1, &sseq, &b), GOS_OK);
	acc_finish(&a, cfd);
	ck_assert_int_eq(a.st, GOS_ERR_FIELD);
	/* a sequence gap */
	sseq = 1;
	cfd = acc_start(&a, &s, 0, 2000);
	hello(cfd, &sseq, 4, 4, nc);
	acc_finish(&a, cfd);
	ck_assert_int_eq(a.st, GOS_ERR_SEQ);
	gos_buf_free(&b);
}
END_TEST

START_TEST(handshake_needs_secret)
{
	GosSecret none;
	uint32_t peer;
	int sv[2];

	memset(&none, 0, sizeof none);
	ck_assert_int_eq(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
	ck_assert_int_eq(gos_auth_connect(sv[0], &none, 1, &peer, 100),
	                 GOS_ERR_ARG);
	ck_assert_int_eq(gos_auth_accept(sv[1], &none, 0, &peer, 100),
	                 GOS_ERR_ARG);
	close(sv[0]);
	close(sv[1]);
}
END_TEST

static Suite *
auth_suite(void)
{
	Suite *s = suite_create("gos_auth");
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 20);
	tcase_add_test(tc, secret_parsing);
	tcase_add_test(tc, secret_file_and_env);
	tcase_add_test(tc, handshake_ok);
	tcase_add_test(tc, handshake_wrong_secret);
	tcase_add_test(tc, handshake_replay_and_reflection);
	tcase_add_test(tc, handshake_garbage_and_silence);
	tcase_add_test(tc, handshake_needs_secret);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	SRunner *sr = srunner_create(auth_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
