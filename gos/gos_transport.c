/*
 * gos_transport.c -- moving framed messages between nodes.
 *
 * Three layers live here:
 *
 *  1. Transport ops (STYLE.md section 10). A transport only hands out
 *     connected stream descriptors: `gos_transport_tcp` (TCP, TCP_NODELAY,
 *     close-on-exec) and `gos_transport_loopback`, an in-process transport
 *     for unit tests in which a "port" names an endpoint of this process
 *     and connect() passes one end of a fresh socketpair to the listener
 *     over a Unix socket (SCM_RIGHTS). Everything above works on fds, so
 *     both transports run the same framing, authentication and poll loop.
 *
 *  2. Synchronous helpers (exact reads with a deadline, whole writes) used
 *     by the handshake and by mesh formation before the receiver thread
 *     owns a socket. They read a message exactly -- header, then payload
 *     -- so no byte that belongs to a later message is ever consumed.
 *
 *  3. The send path with batching, and the receiver thread.
 *
 * Batching. Each peer has an output buffer of framed messages. A send
 * without GOS_SEND_MORE appends and writes the whole buffer with one
 * write(); with GOS_SEND_MORE it only appends, and the buffer goes out
 * when it reaches batch_bytes, at the next ordinary send, at gos_flush(),
 * or when the ticker finds it older than batch_delay_us. Payloads larger
 * than a quarter of batch_bytes that are not compressed skip the buffer:
 * the buffer is flushed first (order!) and header and payload go out with
 * one writev(), so a 1 MB message is never copied.
 *
 * Receiving. One thread per node waits in epoll_wait on every installed
 * peer socket that no follower holds (see "Leader/follower" below) plus
 * the stop pipe. Bytes are appended to the peer's input buffer;
 * every complete message is validated (header, source == the peer's id,
 * seq == the next expected) and dispatched; a partial message waits for
 * more bytes, with the buffer grown to exactly what its header announced
 * (already checked against max_payload). Any validation failure logs
 * "[node N] closing connection to node M: <reason>" and shuts that link
 * down; the node itself carries on.
 *
 * Leader/follower. A thread that waits for a reply from peer P
 * (gos_peer_call: request and wait; gos_peer_wait: wait only) does not
 * sleep until the receiver hands the reply over -- that hand-off, one
 * more thread wake-up per round trip, was the transport's overhead over
 * a blocking ping-pong. It takes P's rx_lock and reads P's socket
 * itself (a blocking read, then the same receive_from/drain_input as
 * the receiver), dispatching whatever comes before its reply in
 * sequence order, until its condition holds. Who
 * reads a peer at any moment:
 *
 *   rx_lock free         the receiver, when epoll says P is readable
 *   rx_lock, receiver    the receiver (a follower blocks on the lock
 *                        for at most one receive_from and its handlers,
 *                        then re-checks its condition)
 *   rx_lock, follower    the follower. Before taking rx_lock the first
 *                        follower of P masks P in the receiver's epoll
 *                        set (EPOLL_CTL_MOD, no events), and the last
 *                        one unmasks it (EPOLLIN) after releasing the
 *                        lock, so the receiver is not woken by P's
 *                        bytes while a follower reads them -- on a
 *                        machine with few CPUs those wake-ups competed
 *                        with the peer's reply. The set is
 *                        level-triggered: whatever is still unread when
 *                        the follower leaves wakes the receiver at once.
 *                        A readiness the receiver collected just before
 *                        the mask finds rx_lock taken and is dropped.
 *
 * Messages are never lost or reordered: bytes of P are only read and
 * consumed under rx_lock, into P's one input buffer, and validated
 * against P's one recv_seq, whichever thread holds it.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>

#include "gos_internal.h"

/* ---------------------------------------------------------------- */
/* TCP                                                               */
/* ---------------------------------------------------------------- */

static void
tcp_tune(int fd)
{
	int one = 1;
	/* latency first: small protocol messages must not wait for Nagle */
	(void)setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
}

static GosStatus
tcp_listen(const char *host, uint16_t port, int *lfd, uint16_t *bound)
{
	struct addrinfo hints, *ai = NULL, *a;
	char portstr[8];
	int fd = -1, one = 1;
	GosStatus st = GOS_ERR_IO;
	struct sockaddr_storage ss;
	socklen_t sl = sizeof ss;

	memset(&hints, 0, sizeof hints);
	hints.ai_family = AF_UNSPEC;
	hints.ai_socktype = SOCK_STREAM;
	hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
	snprintf(portstr, sizeof portstr, "%u", (unsigned)port);
	if (getaddrinfo(host, portstr, &hints, &ai) != 0)
		return GOS_ERR_ARG;
	for (a = ai; a != NULL; a = a->ai_next) {
		fd = socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC,
		            a->ai_protocol);
		if (fd < 0)
			continue;
		(void)setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
		if (bind(fd, a->ai_addr, a->ai_addrlen) == 0 &&
		    listen(fd, 128) == 0)
			break;
		close(fd);
		fd = -1;
	}
	if (fd < 0)
		goto out;
	if (getsockname(fd, (struct sockaddr *)&ss, &sl) != 0) {
		close(fd);
		goto out;
	}
	if (ss.ss_family == AF_INET)
		*bound = ntohs(((struct sockaddr_in *)&ss)->sin_port);
	else
		*bound = ntohs(((struct sockaddr_in6 *)&ss)->sin6_port);
	*lfd = fd;
	st = GOS_OK;
out:
	freeaddrinfo(ai);
	return st;
}

static GosStatus
tcp_accept(int lfd, int *fd, char *peer, size_t peercap)
{
	struct sockaddr_storage ss;
	socklen_t sl = sizeof ss;
	char h[NI_MAXHOST], s[NI_MAXSERV];
	int f = accept4(lfd, (struct sockaddr *)&ss, &sl, SOCK_CLOEXEC);

	if (f < 0)
		return GOS_ERR_IO;
	tcp_tune(f);
	if (getnameinfo((struct sockaddr *)&ss, sl, h, sizeof h, s, sizeof s,
	                NI_NUMERICHOST | NI_NUMERICSERV) == 0)
		snprintf(peer, peercap, "%s:%s", h, s);
	else
		snprintf(peer, peercap, "?");
	*fd = f;
	return GOS_OK;
}

static GosStatus
tcp_connect(const char *host, uint16_t port, int timeout_ms, int *fd)
{
	struct addrinfo hints, *ai = NULL, *a;
	char portstr[8];
	GosStatus st = GOS_ERR_IO;
	int f = -1;

	memset(&hints, 0, sizeof hints);
	hints.ai_family = AF_UNSPEC;
	hints.ai_socktype = SOCK_STREAM;
	hints.ai_flags = AI_NUMERICSERV;
	snprintf(portstr, sizeof portstr, "%u", (unsigned)port);
	if (getaddrinfo(host, portstr, &hints, &ai) != 0)
		return GOS_ERR_ARG;
	for (a = ai; a != NULL; a = a->ai_next) {
		struct pollfd pfd;
		int err = 0, fl;
		socklen_t el = sizeof err;

		f = socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC,
		           a->ai_protocol);
		if (f < 0)
			continue;
		/* non-blocking connect so that the timeout is ours */
		fl = fcntl(f, F_GETFL);
		(void)fcntl(f, F_SETFL, fl | O_NONBLOCK);
		if (connect(f, a->ai_addr, a->ai_addrlen) != 0) {
			if (errno != EINPROGRESS)
				goto next;
			pfd.fd = f;
			pfd.events = POLLOUT;
			if (poll(&pfd, 1, timeout_ms) != 1) {
				st = GOS_ERR_TIMEOUT;
				goto next;
			}
			if (getsockopt(f, SOL_SOCKET, SO_ERROR, &err, &el) != 0 ||
			    err != 0)
				goto next;
		}
		(void)fcntl(f, F_SETFL, fl);
		tcp_tune(f);
		*fd = f;
		st = GOS_OK;
		break;
	next:
		close(f);
		f = -1;
	}
	freeaddrinfo(ai);
	return st;
}

static void
tcp_unlisten(int lfd, uint16_t port)
{
	(void)port;
	close(lfd);
}

const GosTransportOps gos_transport_tcp = {
	"tcp", tcp_listen, tcp_accept, tcp_connect, tcp_unlisten,
};

/* ---------------------------------------------------------------- */
/* In-process loopback                                               */
/* ---------------------------------------------------------------- */

#define LOOP_MAX 64

static pthread_mutex_t loop_lock = PTHREAD_MUTEX_INITIALIZER;
static struct {
	uint16_t port;
	int notify; /* write end: connect() sends new fds here */
} loop_tab[LOOP_MAX];
static uint16_t loop_next_port = 40000;

static GosStatus
loop_listen(const char *host, uint16_t port, int *lfd, uint16_t *bound)
{
	int sv[2], slot = -1;
	GosStatus st = GOS_ERR_IO;

	(void)host;
	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0)
		return GOS_ERR_IO;
	pthread_mutex_lock(&loop_lock);
	if (port == 0)
		port = loop_next_port++;
	for (int i = 0; i < LOOP_MAX; i++) {
		if (loop_tab[i].port == port) {
			slot = -1;
			st = GOS_ERR_ARG; /* already in use */
			break;
		}
		if (loop_tab[i].port == 0 && slot < 0)
			slot = i;
	}
	if (slot >= 0) {
		loop_tab[slot].port = port;
		loop_tab[slot].notify = sv[1];
		*lfd = sv[0];
		*bound = port;
		st = GOS_OK;
	}
	pthread_mutex_unlock(&loop_lock);
	if (st != GOS_OK) {
		close(sv[0]);
		close(sv[1]);
	}
	return st;
}

static GosStatus
loop_accept(int lfd, int *fd, char *peer, size_t peercap)
{
	char cbuf[CMSG_SPACE(sizeof(int))];
	char dummy;
	struct iovec iov = { &dummy, 1 };
	struct msghdr mh;
	struct cmsghdr *cm;

	memset(&mh, 0, sizeof mh);
	mh.msg_iov = &iov;
	mh.msg_iovlen = 1;
	mh.msg_control = cbuf;
	mh.msg_controllen = sizeof cbuf;
	if (recvmsg(lfd, &mh, MSG_CMSG_CLOEXEC) != 1)
		return GOS_ERR_IO;
	cm = CMSG_FIRSTHDR(&mh);
	if (cm == NULL || cm->cmsg_type != SCM_RIGHTS)
		return GOS_ERR_IO;
	memcpy(fd, CMSG_DATA(cm), sizeof(int));
	snprintf(peer, peercap, "loopback");
	return GOS_OK;
}

static GosStatus
loop_connect(const char *host, uint16_t port, int timeout_ms, int *fd)
{
	char cbuf[CMSG_SPACE(sizeof(int))];
	char dummy = 'c';
	struct iovec iov = { &dummy, 1 };
	struct msghdr mh;
	struct cmsghdr *cm;
	int sv[2], notify = -1;
	GosStatus st = GOS_ERR_IO;

	(void)host;
	(void)timeout_ms;
	pthread_mutex_lock(&loop_lock);
	for (int i = 0; i < LOOP_MAX; i++)
		if (loop_tab[i].port == port && port != 0)
			notify = loop_tab[i].notify;
	if (notify < 0 ||
	    socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) {
		pthread_mutex_unlock(&loop_lock);
		return GOS_ERR_IO;
	}
	memset(&mh, 0, sizeof mh);
	memset(cbuf, 0, sizeof cbuf);
	mh.msg_iov = &iov;
	mh.msg_iovlen = 1;
	mh.msg_control = cbuf;
	mh.msg_controllen = sizeof cbuf;
	cm = CMSG_FIRSTHDR(&mh);
	cm->cmsg_level = SOL_SOCKET;
	cm->cmsg_type = SCM_RIGHTS;
	cm->cmsg_len = CMSG_LEN(sizeof(int));
	memcpy(CMSG_DATA(cm), &sv[1], sizeof(int));
	/* under the lock, so that unlisten cannot close `notify` meanwhile */
	if (sendmsg(notify, &mh, MSG_NOSIGNAL) == 1) {
		*fd = sv[0];
		st = GOS_OK;
	} else {
		close(sv[0]);
	}
	pthread_mutex_unlock(&loop_lock);
	close(sv[1]); /* the listener holds its own copy now */
	return st;
}

static void
loop_unlisten(int lfd, uint16_t port)
{
	pthread_mutex_lock(&loop_lock);
	for (int i = 0; i < LOOP_MAX; i++)
		if (loop_tab[i].port == port) {
			close(loop_tab[i].notify);
			loop_tab[i].port = 0;
		}
	pthread_mutex_unlock(&loop_lock);
	close(lfd);
}

const GosTransportOps gos_transport_loopback = {
	"loopback", loop_listen, loop_accept, loop_connect, loop_unlisten,
};

/* ---------------------------------------------------------------- */
/* Synchronous helpers                                               */
/* ---------------------------------------------------------------- */

/* status of a failed send */
static GosStatus
write_error(void)
{
	return errno == EPIPE || errno == ECONNRESET ? GOS_ERR_CLOSED
	                                             : GOS_ERR_IO;
}

GosStatus
gos_io_write_all(int fd, const void *p, size_t n)
{
	const uint8_t *q = p;

	while (n > 0) {
		ssize_t k = send(fd, q, n, MSG_NOSIGNAL);
		if (k < 0) {
			if (errno == EINTR)
				continue;
			return write_error();
		}
		q += k;
		n -= (size_t)k;
	}
	return GOS_OK;
}

GosStatus
gos_io_writev2(int fd, const void *a, size_t an, const void *b, size_t bn)
{
	struct iovec iov[2] = { { (void *)a, an }, { (void *)b, bn } };
	struct msghdr mh;
	int i = 0;

	memset(&mh, 0, sizeof mh);
	while (i < 2) {
		ssize_t k;
		mh.msg_iov = iov + i;
		mh.msg_iovlen = (size_t)(2 - i);
		k = sendmsg(fd, &mh, MSG_NOSIGNAL);
		if (k < 0) {
			if (errno == EINTR)
				continue;
			return write_error();
		}
		while (i < 2 && (size_t)k >= iov[i].iov_len) {
			k -= (ssize_t)iov[i].iov_len;
			i++;
		}
		if (i < 2) {
			iov[i].iov_base = (uint8_t *)iov[i].iov_base + k;
			iov[i].iov_len -= (size_t)k;
		}
	}
	return GOS_OK;
}

GosStatus
gos_io_read_exact(int fd, void *p, size_t n, uint64_t deadline_ns)
{
	uint8_t *q = p;

	while (n > 0) {
		struct pollfd pfd = { fd, POLLIN, 0 };
		uint64_t now = gos_now_ns();
		int ms, r;
		ssize_t k;

		if (now >= deadline_ns)
			return GOS_ERR_TIMEOUT;
		ms = (int)((deadline_ns - now + 999999) / 1000000);
		r = poll(&pfd, 1, ms);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			return GOS_ERR_IO;
		if (r == 0)
			return GOS_ERR_TIMEOUT;
		k = read(fd, q, n);
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0)
			return errno == ECONNRESET ? GOS_ERR_CLOSED : GOS_ERR_IO;
		if (k == 0)
			return GOS_ERR_CLOSED;
		q += k;
		n -= (size_t)k;
	}
	return GOS_OK;
}

GosStatus
gos_io_send_msg(int fd, uint8_t type, uint32_t source, uint64_t *seq,
                const GosBuf *payload)
{
	GosBuf m;
	GosStatus st;

	gos_buf_init(&m);
	st = gos_msg_encode(&m, type, source, *seq, payload->data, payload->len,
	                    0, 0);
	if (st == GOS_OK && m.oom)
		st = GOS_ERR_NOMEM;
	if (st == GOS_OK)
		st = gos_io_write_all(fd, m.data, m.len);
	if (st == GOS_OK)
		(*seq)++;
	gos_buf_free(&m);
	return st;
}

GosStatus
gos_io_recv_msg(int fd, uint64_t *seq, uint32_t expect_source,
                size_t max_payload, int timeout_ms, GosMsgHeader *h,
                GosBuf *msg)
{
	uint64_t deadline = gos_now_ns() + (uint64_t)timeout_ms * 1000000u;
	GosBuf raw, scratch;
	const uint8_t *pl;
	size_t plen, used;
	GosStatus st;

	gos_buf_init(&raw);
	gos_buf_init(&scratch);
	msg->len = 0;
	if (!gos_buf_reserve(&raw, GOS_MSG_HEADER_SIZE)) {
		st = GOS_ERR_NOMEM;
		goto out;
	}
	st = gos_io_read_exact(fd, raw.data, GOS_MSG_HEADER_SIZE, deadline);
	if (st != GOS_OK)
		goto out;
	raw.len = GOS_MSG_HEADER_SIZE;
	st = gos_msg_decode_header(raw.data, raw.len, max_payload, h);
	if (st != GOS_OK)
		goto out;
	if (expect_source != GOS_NODE_ANY && h->source != expect_source) {
		st = GOS_ERR_SOURCE;
		goto out;
	}
	if (h->seq != *seq) {
		st = GOS_ERR_SEQ;
		goto out;
	}
	if (!gos_buf_reserve(&raw, h->length)) {
		st = GOS_ERR_NOMEM;
		goto out;
	}
	st = gos_io_read_exact(fd, raw.data + raw.len, h->length, deadline);
	if (st != GOS_OK)
		goto out;
	raw.len += h->length;
	st = gos_msg_decode(raw.data, raw.len, max_payload, &scratch, h, &pl,
	                    &plen, &used);
	if (st != GOS_OK)
		goto out;
	gos_put_raw(msg, pl, plen);
	if (msg->oom) {
		st = GOS_ERR_NOMEM;
		goto out;
	}
	(*seq)++;
out:
	gos_buf_free(&raw);
	gos_buf_free(&scratch);
	return st;
}

/* ---------------------------------------------------------------- */
/* Send path                                                         */
/* ---------------------------------------------------------------- */

void
gos_peer_close(GosCluster *c, GosPeer *p, const char *why)
{
	if (atomic_exchange(&p->closed, true))
		return;
	if (why != NULL)
		gos_log(c->self, "closing connection to node %d: %s", p->id, why);
	else
		GOS_DBG(c->self, "connection to node %d closed", p->id);
	/* shutdown, not close: the number stays ours until stop. A shut
	 * socket is readable forever, so it leaves the receiver's set. */
	if (p->fd >= 0) {
		(void)shutdown(p->fd, SHUT_RDWR);
		(void)epoll_ctl(c->epfd, EPOLL_CTL_DEL, p->fd, NULL);
	}
}

GosStatus
gos_peer_flush_locked(GosCluster *c, GosPeer *p)
{
	GosStatus st;

	if (p->out.len == 0)
		return GOS_OK;
	st = gos_io_write_all(p->fd, p->out.data, p->out.len);
	p->out.len = 0;
	if (st != GOS_OK)
		gos_peer_close(c, p, NULL);
	return st;
}

GosStatus
gos_peer_flush_nb_locked(GosCluster *c, GosPeer *p)
{
	while (p->out.len > 0) {
		ssize_t k = send(p->fd, p->out.data, p->out.len,
		                 MSG_NOSIGNAL | MSG_DONTWAIT);
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
			return GOS_OK; /* full: the rest waits in `out` */
		if (k < 0) {
			p->out.len = 0;
			gos_peer_close(c, p, NULL);
			return write_error();
		}
		/* a partial write leaves the tail of a message at the head
		 * of `out`: every later write sends `out` first */
		gos_buf_consume(&p->out, (size_t)k);
	}
	return GOS_OK;
}

GosStatus
gos_peer_send(GosCluster *c, GosPeer *p, unsigned type, const void *payload,
              size_t len, unsigned flags)
{
	size_t before, direct = c->cfg.batch_bytes / 4;
	bool compress = false;
	GosStatus st = GOS_OK;

	/* Decided here, outside the send lock. Compressibility is mostly a
	 * property of a stream (a type of message to a peer), so after a
	 * sample says "incompressible" the next GOS_SAMPLE_SKIP messages of
	 * that type to that peer are sent raw without sampling, and every
	 * further incompressible sample in a row doubles that run (up to
	 * GOS_SAMPLE_SKIP_MAX): a sample costs about as much as sending
	 * 64 KiB on loopback. A stream that becomes compressible is noticed
	 * within the current run; a compressible sample resets it. */
	if (c->cfg.compress_threshold > 0 && len >= c->cfg.compress_threshold &&
	    type <= GOS_MSG_USER_LAST) {
		atomic_uint *skip = &p->sample_skip[type];
		atomic_uint *run = &p->sample_run[type];
		unsigned left = atomic_load_explicit(skip, memory_order_relaxed);
		if (left > 0) {
			atomic_store_explicit(skip, left - 1, memory_order_relaxed);
		} else {
			unsigned r = atomic_load_explicit(run, memory_order_relaxed);
			compress = gos_msg_worth_compressing(payload, len,
			                                     c->cfg.compress_level);
			if (compress)
				r = 0;
			else if (r == 0)
				r = GOS_SAMPLE_SKIP;
			else if (r < GOS_SAMPLE_SKIP_MAX)
				r = 2 * r + 1 < GOS_SAMPLE_SKIP_MAX
				            ? 2 * r + 1
				            : GOS_SAMPLE_SKIP_MAX;
			atomic_store_explicit(run, r, memory_order_relaxed);
			atomic_store_explicit(skip, r, memory_order_relaxed);
		}
	}

	if (flags & GOS_SEND_TRY) {
		if (pthread_mutex_trylock(&p->send_lock) != 0)
			return GOS_ERR_STATE;
	} else {
		pthread_mutex_lock(&p->send_lock);
	}
	if (p->fd < 0 || atomic_load(&p->closed)) {
		st = GOS_ERR_CLOSED;
		goto out;
	}
	if (len > direct && !compress) {
		/* large raw payload: no copy, but first what is queued */
		uint8_t hdr[GOS_MSG_HEADER_SIZE];

		st = gos_peer_flush_locked(c, p);
		if (st != GOS_OK)
			goto out;
		gos_msg_put_header(hdr, (uint8_t)type, 0, (uint32_t)c->self,
		                   (uint32_t)len, p->send_seq++);
		st = gos_io_writev2(p->fd, hdr, sizeof hdr, payload, len);
		if (st != GOS_OK) {
			gos_peer_close(c, p, NULL);
			goto out;
		}
		gos_count(&p->ctr, true, sizeof hdr + len);
		gos_count(&c->types[type], true, sizeof hdr + len);
		goto out;
	}
	before = p->out.len;
	/* the sample above decided: no second sample here */
	st = gos_msg_encode_as(&p->out, (uint8_t)type, (uint32_t)c->self,
	                       p->send_seq, payload, len, compress,
	                       c->cfg.compress_level);
	if (st != GOS_OK || p->out.oom) {
		p->out.oom = false;
		p->out.len = before;
		st = st != GOS_OK ? st : GOS_ERR_NOMEM;
		goto out;
	}
	p->send_seq++;
	gos_count(&p->ctr, true, p->out.len - before);
	gos_count(&c->types[type], true, p->out.len - before);
	if (flags & GOS_SEND_TRY) {
		st = gos_peer_flush_nb_locked(c, p);
	} else if (!(flags & GOS_SEND_MORE) || p->out.len >= c->cfg.batch_bytes) {
		st = gos_peer_flush_locked(c, p);
	} else if (before == 0) {
		/* first message of a batch: the ticker must flush it in time */
		p->out_since_ns = gos_now_ns();
		pthread_mutex_lock(&c->lock);
		pthread_cond_broadcast(&c->cond);
		pthread_mutex_unlock(&c->lock);
	}
out:
	pthread_mutex_unlock(&p->send_lock);
	return st;
}

/* ---------------------------------------------------------------- */
/* Receiver thread                                                   */
/* ---------------------------------------------------------------- */

GosStatus
gos_receiver_watch(GosCluster *c, GosPeer *p)
{
	struct epoll_event ev = { .events = EPOLLIN,
		                  .data.u32 = GOS_EP_PEER + (uint32_t)p->id };

	pthread_mutex_lock(&p->mask_lock);
	if (atomic_load(&p->followers) > 0)
		ev.events = 0;
	if (epoll_ctl(c->epfd, EPOLL_CTL_ADD, p->fd, &ev) != 0) {
		pthread_mutex_unlock(&p->mask_lock);
		return GOS_ERR_IO;
	}
	pthread_mutex_unlock(&p->mask_lock);
	return GOS_OK;
}

/* Set P's events in the receiver's set. ENOENT (the link closed and
 * left the set, or is not installed yet) is fine. */
static void
receiver_mask(GosCluster *c, GosPeer *p, uint32_t events)
{
	struct epoll_event ev = { .events = events,
		                  .data.u32 = GOS_EP_PEER + (uint32_t)p->id };

	if (p->fd >= 0 && !atomic_load(&p->closed))
		(void)epoll_ctl(c->epfd, EPOLL_CTL_MOD, p->fd, &ev);
}

/* Decode and dispatch every complete message in p->in from p->in_off
 * on; leave in_need = the bytes still missing of a message whose header
 * has arrived (0 if none). Returns false once the link has been closed. */
static bool
drain_input(GosCluster *c, GosPeer *p)
{
	size_t off = p->in_off;
	bool alive = true;

	p->in_need = 0;
	while (alive) {
		GosMsgHeader h;
		const uint8_t *pl;
		size_t plen, used, avail = p->in.len - off;
		GosStatus st = gos_msg_decode_header(p->in.data + off, avail,
		                                     c->cfg.max_payload, &h);
		if (st == GOS_ERR_TRUNCATED)
			break;
		if (st == GOS_OK && h.source != (uint32_t)p->id)
			st = GOS_ERR_SOURCE;
		if (st == GOS_OK && h.seq != p->recv_seq)
			st = GOS_ERR_SEQ;
		if (st == GOS_OK && h.length > avail - GOS_MSG_HEADER_SIZE) {
			/* incomplete (length already checked against
			 * max_payload): read_room makes room for the rest */
			p->in_need = GOS_MSG_HEADER_SIZE + h.length - avail;
			break;
		}
		if (st == GOS_OK)
			st = gos_msg_decode(p->in.data + off, avail,
			                    c->cfg.max_payload, &p->scratch, &h,
			                    &pl, &plen, &used);
		if (st != GOS_OK) {
			gos_peer_close(c, p, gos_status_str(st));
			alive = false;
			break;
		}
		p->recv_seq++;
		gos_count(&p->ctr, false, used);
		gos_count(&c->types[h.type], false, used);
		if (h.type <= GOS_MSG_SYS_LAST)
			gos_node_system_msg(c, p, &h, pl, plen);
		else
			gos_node_dispatch_user(c, p->id, h.type, pl, plen);
		off += used;
		if (atomic_load(&p->closed))
			alive = false;
	}
	/* no memmove per read: the dispatched prefix is skipped, and
	 * dropped only when read_room needs the space */
	if (off == p->in.len)
		p->in.len = off = 0;
	p->in_off = off;
	return alive;
}

/* Room for the next read of P, in `in` after its end: exactly the rest
 * of a message whose header has arrived (in_need), else in_chunk bytes
 * plus GOS_RECV_CHUNK of slack -- a read of in_chunk that ends inside a
 * message of up to 64 KiB can then be completed in place. Only when the
 * rest does not fit is the undispatched tail moved to the front. So a
 * stream of messages costs no copy besides the kernel's. in_chunk
 * starts at GOS_RECV_CHUNK and doubles (to GOS_RECV_CHUNK_MAX) each time
 * a read fills it: a peer that streams gets large reads, a quiet peer's
 * buffer stays small. Returns the bytes to ask for, 0 if out of memory. */
static size_t
read_room(GosPeer *p)
{
	size_t chunk = p->in_chunk ? p->in_chunk : GOS_RECV_CHUNK;
	size_t want = p->in_need > 0 ? p->in_need : chunk;
	size_t need = p->in_need > 0 ? p->in_need : chunk + GOS_RECV_CHUNK;

	if (p->in.cap - p->in.len < need) {
		if (p->in_off > 0) {
			memmove(p->in.data, p->in.data + p->in_off,
			        p->in.len - p->in_off);
			p->in.len -= p->in_off;
			p->in_off = 0;
		}
		if (!gos_buf_reserve(&p->in, need))
			return 0;
	}
	return want;
}

/* Read what the peer has sent and dispatch it (caller holds rx_lock).
 * Returns true if anything arrived.
 *
 * The receiver (block false) never blocks: its epoll readiness may be
 * stale -- a follower may have drained the socket between the receiver's
 * epoll_wait and its trylock. While a large message is streaming in,
 * further reads save one epoll_wait each; they stop at EAGAIN or after
 * GOS_RECV_READS_MAX reads so other peers get their turn.
 *
 * A follower (block true) has nothing else to do: its first read blocks
 * (no poll() first; the socket's SO_RCVTIMEO of GOS_TICK_MAX_MS bounds
 * it, so the follower re-checks its deadline and the peer's health),
 * and the rest of a message whose header has arrived is read with
 * MSG_WAITALL, as a blocking ping-pong would: one system call each. */
/* SO_RCVLOWAT of P's socket: epoll reports P readable (and a blocking
 * read returns) only once this many bytes are queued. Raised while the
 * rest of a large message streams in, back to 1 as soon as it is read. */
static void
set_lowat(GosPeer *p, size_t bytes)
{
	int v = bytes > INT32_MAX ? INT32_MAX : (int)bytes;

	if (v == p->lowat)
		return;
	if (setsockopt(p->fd, SOL_SOCKET, SO_RCVLOWAT, &v, sizeof v) == 0)
		p->lowat = v;
}

static bool
receive_from(GosCluster *c, GosPeer *p, bool block)
{
	bool got = false;

	for (int i = 0; i < GOS_RECV_READS_MAX; i++) {
		size_t want = read_room(p);
		bool rest = p->in_need > 0;
		int flags = MSG_DONTWAIT;
		ssize_t k;

		if (want == 0) {
			p->in.oom = false;
			gos_peer_close(c, p, "out of memory");
			return got;
		}
		if (block && rest)
			flags = MSG_WAITALL;
		else if (block && i == 0)
			flags = 0;
		k = recv(p->fd, p->in.data + p->in.len, want, flags);
		if (k < 0) {
			if (errno == EINTR || errno == EAGAIN ||
			    errno == EWOULDBLOCK)
				return got;
			gos_peer_close(c, p, NULL);
			return got;
		}
		if (k == 0) {
			gos_peer_close(c, p, NULL);
			return got;
		}
		got = true;
		p->in.len += (size_t)k;
		if ((size_t)k == want && !rest && p->in_chunk < GOS_RECV_CHUNK_MAX)
			p->in_chunk = p->in_chunk ? 2 * p->in_chunk
			                          : 2 * GOS_RECV_CHUNK;
		/* any bytes are a sign of life: a 64 MiB message on a slow
		 * link may take longer than dead_ms to complete */
		atomic_store_explicit(&p->last_heard_ns, gos_now_ns(),
		                      memory_order_relaxed);
		if (!drain_input(c, p))
			return got;
		if (p->lowat > 1 && p->in_need == 0)
			set_lowat(p, 1);
		if (p->in_need == 0 && p->in.len == p->in_off) {
			/* all dispatched: a follower has its message; for the
			 * receiver a short read means the socket is dry */
			if (block || (size_t)k < want)
				return got;
		} else if (!block && (size_t)k < want) {
			/* the rest is not here yet: epoll says when -- for a
			 * large rest only once it is all here (or half the
			 * socket's buffer, TCP's cap), not once per segment */
			if (p->in_need >= GOS_RECV_LOWAT_MIN)
				set_lowat(p, p->in_need);
			else if (p->lowat > 1)
				set_lowat(p, 1);
			return got;
		}
	}
	return got;
}

/* A follower of P counts itself and, if first, masks P in the
 * receiver's set -- before it sends a request, so that the reply cannot
 * wake the receiver; the last one to leave unmasks P. */
static void
follow_enter(GosCluster *c, GosPeer *p)
{
	pthread_mutex_lock(&p->mask_lock);
	if (atomic_fetch_add(&p->followers, 1) == 0)
		receiver_mask(c, p, 0);
	pthread_mutex_unlock(&p->mask_lock);
}

static void
follow_leave(GosCluster *c, GosPeer *p)
{
	pthread_mutex_lock(&p->mask_lock);
	if (atomic_fetch_sub(&p->followers, 1) == 1)
		receiver_mask(c, p, EPOLLIN);
	pthread_mutex_unlock(&p->mask_lock);
}

/* The follower's loop (caller has entered as a follower). */
static GosStatus
follow(GosCluster *c, GosPeer *p, bool (*done)(void *), void *arg,
       uint64_t deadline_ns)
{
	GosStatus st = GOS_OK;

	pthread_mutex_lock(&p->rx_lock);
	for (;;) {
		struct pollfd pfd = { p->fd, POLLIN, 0 };
		uint64_t now, left, tick = (uint64_t)GOS_TICK_MAX_MS * 1000000u;
		int r;

		if (done(arg))
			break;
		if (p->fd < 0 || atomic_load(&p->closed)) {
			st = GOS_ERR_CLOSED;
			break;
		}
		/* the ticker still judges silence: heartbeats we dispatch
		 * refresh last_heard; a peer that sends nothing dies */
		if (atomic_load(&p->dead)) {
			st = GOS_ERR_NODE;
			break;
		}
		now = gos_now_ns();
		if (now >= deadline_ns) {
			st = GOS_ERR_TIMEOUT;
			break;
		}
		left = deadline_ns - now;
		if (left >= tick) {
			/* blocks for at most the socket's SO_RCVTIMEO (tick) */
			(void)receive_from(c, p, true);
			continue;
		}
		r = poll(&pfd, 1, (int)((left + 999999) / 1000000));
		if (r < 0 && errno != EINTR) {
			st = GOS_ERR_IO;
			break;
		}
		if (r > 0)
			(void)receive_from(c, p, false);
	}
	pthread_mutex_unlock(&p->rx_lock);
	return st;
}

GosStatus
gos_peer_wait(GosCluster *c, GosPeer *p, bool (*done)(void *), void *arg,
              uint64_t deadline_ns)
{
	GosStatus st;

	follow_enter(c, p);
	st = follow(c, p, done, arg, deadline_ns);
	follow_leave(c, p);
	return st;
}

GosStatus
gos_peer_call(GosCluster *c, GosPeer *p, unsigned type, const void *payload,
              size_t len, bool (*done)(void *), void *arg,
              uint64_t deadline_ns)
{
	GosStatus st;

	follow_enter(c, p);
	st = gos_peer_send(c, p, type, payload, len, 0);
	if (st == GOS_OK)
		st = follow(c, p, done, arg, deadline_ns);
	follow_leave(c, p);
	return st;
}

static __thread bool on_receiver;

bool
gos_on_receiver(void)
{
	return on_receiver;
}

void *
gos_receiver_main(void *arg)
{
	GosCluster *c = arg;
	struct epoll_event ev[64];
	uint64_t spin = (uint64_t)c->cfg.recv_spin_us * 1000u, spin_end = 0;

	on_receiver = true;
	for (;;) {
		/* for recv_spin_us after the last arrival, look without
		 * sleeping: a reply to what we just handled may follow */
		int nev = epoll_wait(c->epfd, ev, (int)(sizeof ev / sizeof ev[0]),
		                     spin_end != 0 ? 0 : -1);
		if (nev < 0) {
			if (errno == EINTR)
				continue;
			gos_log(c->self, "receiver: epoll_wait: %s", strerror(errno));
			break;
		}
		if (nev == 0) {
			if (spin_end != 0 && gos_now_ns() >= spin_end)
				spin_end = 0;
			else
				gos_cpu_relax();
			continue;
		}
		for (int j = 0; j < nev; j++) {
			uint32_t who = ev[j].data.u32;
			GosPeer *p;
			bool got;

			if (who == GOS_EP_STOP)
				goto out;
			if (who - GOS_EP_PEER >= (uint32_t)c->n)
				continue;
			p = &c->peers[who - GOS_EP_PEER];
			if (atomic_load(&p->closed))
				continue;
			/* taken: a follower reads p (and has masked it) */
			if (pthread_mutex_trylock(&p->rx_lock) != 0) {
				atomic_fetch_add_explicit(&c->rx_taken_skips, 1,
				                          memory_order_relaxed);
				continue;
			}
			got = receive_from(c, p, false);
			pthread_mutex_unlock(&p->rx_lock);
			if (got && spin)
				spin_end = gos_now_ns() + spin;
		}
	}
out:
	return NULL;
}
