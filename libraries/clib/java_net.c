/*
 * java_net.c -- natives of java.net: TCP and UDP sockets over POSIX
 * sockets, and name lookup by getaddrinfo.  All are private static
 * methods of the package-private class java.net.SocketFd, which owns one
 * descriptor (a DatagramSocket's too).  The interfaces of the host
 * (NetworkInterface) are in java_net_if.c.
 *
 * An address crosses the boundary as a byte[] of 4 (IPv4) or 16 (IPv6)
 * bytes in network order and a port as an int; the family of a new
 * descriptor is chosen by the Java side from the address it will be
 * bound or connected to.  Every call that may wait (connect, accept,
 * read, write, name lookups) does so in a safe region, so that a blocked
 * socket never holds up a collection; arrays do not move, so a read lands
 * directly in the Java array.
 *
 * Waking a blocked thread: SocketFd.close, seeing a thread inside a call
 * on its descriptor, only shutdown0s it (which on Linux ends a blocked
 * accept, poll or read at once); the last thread to leave closes it, so
 * the number cannot be reused under a thread still blocked on it.  The
 * Java side turns the failure of a call on a closed socket into
 * SocketException("Socket closed").  Timeouts (SO_TIMEOUT, connect's
 * timeout) are a poll before the call, in milliseconds, 0 for none.
 * A UDP descriptor is woken the same way: Linux's shutdown of an
 * unconnected datagram socket fails with ENOTCONN but still marks it shut
 * and wakes its pollers with POLLHUP; recvFrom0 then returns 0 bytes.
 *
 * Exceptions follow the stock JVM on Linux: ECONNREFUSED and ETIMEDOUT of
 * connect are ConnectException, EHOSTUNREACH NoRouteToHostException, a
 * failed bind BindException, timeouts SocketTimeoutException ("Connect
 * timed out", "Accept timed out", "Read timed out"), ECONNRESET
 * "Connection reset", other errors SocketException(strerror).
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
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "hooks.h"
#include "natives.h"
#include "vm.h"

#define NATIVE(name) static void name(VmThread *t, VmSlot *a, VmSlot *r)

#define SOCKET_EXC "java/net/SocketException"

/* option numbers of setOpt0/getOpt0 (SocketFd.java) */
#define NET_TCP_NODELAY 1
#define NET_SO_REUSEADDR 2
#define NET_SO_KEEPALIVE 3
#define NET_SO_SNDBUF 4
#define NET_SO_RCVBUF 5
#define NET_SO_BROADCAST 6

/* recvFrom0's sender array: [0] the address length (4 or 16), [1..16]
 * the address, [17..18] the port big-endian */
#define NET_FROM_LEN 19

static void net_throw_errno(VmThread *t, int err)
{
	if (err == ECONNRESET)
		vm_throw(t, SOCKET_EXC, "Connection reset");
	else
		vm_throw(t, SOCKET_EXC, "%s", strerror(err));
}

/* The sockaddr for addr (a byte[] of 4 or 16) and port; false with
 * IllegalArgumentException pending for another length. */
static bool net_sockaddr(VmThread *t, VmArray *addr, int32_t port, struct sockaddr_storage *ss, socklen_t *len)
{
	memset(ss, 0, sizeof *ss);
	if (!addr) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return false;
	}
	if (!vm_gos_touch(t, &addr->hdr, false))
		return false;
	if (addr->length == 4) {
		struct sockaddr_in *s4 = (struct sockaddr_in *)ss;
		s4->sin_family = AF_INET;
		s4->sin_port = htons((uint16_t)port);
		memcpy(&s4->sin_addr, VM_ARRAY_DATA(addr), 4);
		*len = sizeof *s4;
	} else if (addr->length == 16) {
		struct sockaddr_in6 *s6 = (struct sockaddr_in6 *)ss;
		s6->sin6_family = AF_INET6;
		s6->sin6_port = htons((uint16_t)port);
		memcpy(&s6->sin6_addr, VM_ARRAY_DATA(addr), 16);
		*len = sizeof *s6;
	} else {
		vm_throw(t, "java/lang/IllegalArgumentException", "address of %d bytes", addr->length);
		return false;
	}
	return true;
}

static int64_t net_now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Wait in a safe region until fd has one of events or timeout ms pass
 * (0: no limit).  1 ready, 0 timed out, -1 error (errno); the events
 * that came into *revents when it is not NULL. */
static int net_wait_events(VmThread *t, int fd, short events, int32_t timeout, short *revents)
{
	struct pollfd p;
	int64_t end = net_now_ms() + timeout;
	int n, err;

	p.fd = fd;
	p.events = events;
	VM_SAFE_ENTER(t);
	for (;;) {
		int ms = -1;
		if (timeout > 0) {
			int64_t left = end - net_now_ms();
			ms = left > 0 ? (int)left : 0;
		}
		n = poll(&p, 1, ms);
		if (n >= 0 || errno != EINTR)
			break;
	}
	err = errno;
	vm_safe_leave(t);
	if (revents)
		*revents = n > 0 ? p.revents : 0;
	errno = err;
	return n;
}

static int net_wait(VmThread *t, int fd, short events, int32_t timeout)
{
	return net_wait_events(t, fd, events, timeout, NULL);
}

NATIVE(net_socket0)
{
	int fd = socket(a[0].i ? AF_INET6 : AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);

	if (fd < 0)
		net_throw_errno(t, errno);
	r->i = fd;
}

NATIVE(net_bind0)
{
	struct sockaddr_storage ss;
	socklen_t len;

	(void)r;
	if (!net_sockaddr(t, (VmArray *)a[1].l, a[2].i, &ss, &len))
		return;
	if (bind(a[0].i, (struct sockaddr *)&ss, len) != 0)
		vm_throw(t, "java/net/BindException", "%s", strerror(errno));
}

NATIVE(net_listen0)
{
	int flags;

	(void)r;
	/* non-blocking, so that accept0 only ever waits in its poll */
	flags = fcntl(a[0].i, F_GETFL);
	if (flags < 0 || fcntl(a[0].i, F_SETFL, flags | O_NONBLOCK) != 0 || listen(a[0].i, a[1].i) != 0)
		net_throw_errno(t, errno);
}

/* connect0(int fd, byte[] addr, int port, int timeout): non-blocking
 * connect, then a poll for writability, then SO_ERROR. */
NATIVE(net_connect0)
{
	struct sockaddr_storage ss;
	socklen_t len, elen = sizeof(int);
	int fd = a[0].i, flags, rc, err = 0;

	(void)r;
	if (!net_sockaddr(t, (VmArray *)a[1].l, a[2].i, &ss, &len))
		return;
	flags = fcntl(fd, F_GETFL);
	if (flags < 0 || fcntl(fd, F_SETFL, flags | O_NONBLOCK) != 0) {
		net_throw_errno(t, errno);
		return;
	}
	rc = connect(fd, (struct sockaddr *)&ss, len);
	if (rc != 0 && (errno == EINPROGRESS || errno == EINTR)) {
		rc = net_wait(t, fd, POLLOUT, a[3].i);
		if (rc == 0) {
			fcntl(fd, F_SETFL, flags);
			vm_throw(t, "java/net/SocketTimeoutException", "Connect timed out");
			return;
		}
		if (rc < 0)
			err = errno;
		else if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &elen) != 0)
			err = errno;
	} else if (rc != 0) {
		err = errno;
	}
	fcntl(fd, F_SETFL, flags);
	switch (err) {
	case 0:
		break;
	case ECONNREFUSED:
		vm_throw(t, "java/net/ConnectException", "Connection refused");
		break;
	case ETIMEDOUT:
		vm_throw(t, "java/net/ConnectException", "Connection timed out");
		break;
	case EHOSTUNREACH:
		vm_throw(t, "java/net/NoRouteToHostException", "No route to host");
		break;
	default:
		net_throw_errno(t, err);
		break;
	}
}

/* accept0(int fd, int timeout) -> the new descriptor */
NATIVE(net_accept0)
{
	int fd = a[0].i, nfd, err;

	for (;;) {
		int rc = net_wait(t, fd, POLLIN, a[1].i);
		if (rc == 0) {
			vm_throw(t, "java/net/SocketTimeoutException", "Accept timed out");
			return;
		}
		if (rc < 0) {
			net_throw_errno(t, errno);
			return;
		}
		/* the listening descriptor is non-blocking (listen0): a
		 * connection gone between poll and accept sends us back to
		 * poll; the new descriptor does not inherit O_NONBLOCK */
		nfd = accept4(fd, NULL, NULL, SOCK_CLOEXEC);
		if (nfd >= 0)
			break;
		err = errno;
		if (err != EAGAIN && err != EWOULDBLOCK && err != EINTR && err != ECONNABORTED) {
			net_throw_errno(t, err);
			return;
		}
	}
	r->i = nfd;
}

/* read0(int fd, byte[] b, int off, int len, int timeout) -> bytes read,
 * -1 at the end of the stream */
NATIVE(net_read0)
{
	VmArray *b = (VmArray *)a[1].l;
	int32_t off = a[2].i, len = a[3].i;
	ssize_t n;
	int err, rc;

	if (!vm_native_array_range(t, b, off, len, true))
		return;
	if (len == 0) {
		r->i = 0;
		return;
	}
	rc = net_wait(t, a[0].i, POLLIN, a[4].i);
	if (rc == 0) {
		vm_throw(t, "java/net/SocketTimeoutException", "Read timed out");
		return;
	}
	if (rc < 0) {
		net_throw_errno(t, errno);
		return;
	}
	VM_SAFE_ENTER(t);
	do
		n = recv(a[0].i, (char *)VM_ARRAY_DATA(b) + off, (size_t)len, 0);
	while (n < 0 && errno == EINTR);
	err = errno;
	vm_safe_leave(t);
	if (n < 0) {
		net_throw_errno(t, err);
		return;
	}
	r->i = n == 0 ? -1 : (int32_t)n;
}

/* write0(int fd, byte[] b, int off, int len): all bytes; no SIGPIPE */
NATIVE(net_write0)
{
	VmArray *b = (VmArray *)a[1].l;
	int32_t off = a[2].i, len = a[3].i;
	const char *p;

	(void)r;
	if (!vm_native_array_range(t, b, off, len, false))
		return;
	p = (const char *)VM_ARRAY_DATA(b) + off;
	VM_SAFE_ENTER(t);
	while (len > 0) {
		ssize_t n = send(a[0].i, p, (size_t)len, MSG_NOSIGNAL);
		if (n < 0) {
			int err = errno;
			if (err == EINTR)
				continue;
			vm_safe_leave(t);
			net_throw_errno(t, err);
			return;
		}
		p += n;
		len -= (int32_t)n;
	}
	vm_safe_leave(t);
}

NATIVE(net_available0)
{
	int n = 0;

	if (ioctl(a[0].i, FIONREAD, &n) != 0)
		net_throw_errno(t, errno);
	r->i = n;
}

/* shutdown0(int fd, int how): 0 input, 1 output, 2 both; a socket not
 * connected is no error */
NATIVE(net_shutdown0)
{
	static const int hows[3] = { SHUT_RD, SHUT_WR, SHUT_RDWR };

	(void)r;
	if (a[1].i < 0 || a[1].i > 2)
		return;
	if (shutdown(a[0].i, hows[a[1].i]) != 0 && errno != ENOTCONN)
		net_throw_errno(t, errno);
}

NATIVE(net_close0)
{
	(void)t;
	(void)r;
	if (a[0].i > 2)
		close(a[0].i);
}

/* name0(int fd, boolean peer) -> the local (peer) address as 4 or 16
 * bytes followed by the port in 2 big-endian bytes; an IPv4-mapped IPv6
 * address comes back as IPv4; null if the socket has none */
NATIVE(net_name0)
{
	struct sockaddr_storage ss;
	socklen_t len = sizeof ss;
	uint8_t buf[18];
	size_t n;
	int rc;
	VmArray *out;

	rc = a[1].i ? getpeername(a[0].i, (struct sockaddr *)&ss, &len)
		    : getsockname(a[0].i, (struct sockaddr *)&ss, &len);
	r->l = NULL;
	if (rc != 0)
		return;
	if (ss.ss_family == AF_INET) {
		struct sockaddr_in *s4 = (struct sockaddr_in *)&ss;
		memcpy(buf, &s4->sin_addr, 4);
		memcpy(buf + 4, &s4->sin_port, 2);
		n = 6;
	} else if (ss.ss_family == AF_INET6) {
		struct sockaddr_in6 *s6 = (struct sockaddr_in6 *)&ss;
		if (IN6_IS_ADDR_V4MAPPED(&s6->sin6_addr)) {
			memcpy(buf, s6->sin6_addr.s6_addr + 12, 4);
			n = 4;
		} else {
			memcpy(buf, &s6->sin6_addr, 16);
			n = 16;
		}
		memcpy(buf + n, &s6->sin6_port, 2);
		n += 2;
	} else {
		return;
	}
	out = vm_new_prim_array(t, 'B', (int32_t)n);
	if (!out)
		return;
	memcpy(VM_ARRAY_DATA(out), buf, n);
	r->l = &out->hdr;
}

static bool net_option(int opt, int *level, int *name)
{
	switch (opt) {
	case NET_TCP_NODELAY: *level = IPPROTO_TCP; *name = TCP_NODELAY; return true;
	case NET_SO_REUSEADDR: *level = SOL_SOCKET; *name = SO_REUSEADDR; return true;
	case NET_SO_KEEPALIVE: *level = SOL_SOCKET; *name = SO_KEEPALIVE; return true;
	case NET_SO_SNDBUF: *level = SOL_SOCKET; *name = SO_SNDBUF; return true;
	case NET_SO_RCVBUF: *level = SOL_SOCKET; *name = SO_RCVBUF; return true;
	case NET_SO_BROADCAST: *level = SOL_SOCKET; *name = SO_BROADCAST; return true;
	default: return false;
	}
}

/* setOpt0(int fd, int opt, int value) */
NATIVE(net_setOpt0)
{
	int level, name, v = a[2].i;

	(void)r;
	if (!net_option(a[1].i, &level, &name)) {
		vm_throw(t, SOCKET_EXC, "unknown option %d", a[1].i);
		return;
	}
	if (setsockopt(a[0].i, level, name, &v, sizeof v) != 0)
		net_throw_errno(t, errno);
}

/* getOpt0(int fd, int opt) -> value */
NATIVE(net_getOpt0)
{
	int level, name, v = 0;
	socklen_t len = sizeof v;

	if (!net_option(a[1].i, &level, &name)) {
		vm_throw(t, SOCKET_EXC, "unknown option %d", a[1].i);
		return;
	}
	if (getsockopt(a[0].i, level, name, &v, &len) != 0)
		net_throw_errno(t, errno);
	r->i = v;
}

/* lookup0(String host) -> the addresses of host, each as one length
 * byte (4 or 16) and the address, in getaddrinfo's order;
 * UnknownHostException("host: reason") when there are none */
NATIVE(net_lookup0)
{
	struct addrinfo hints, *res = NULL, *ai;
	uint8_t *buf;
	size_t n = 0, cap = 0;
	char *host;
	int rc, err;
	VmArray *out;

	r->l = NULL;
	if (!a[0].l) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return;
	}
	host = vm_string_to_utf8(a[0].l);
	memset(&hints, 0, sizeof hints);
	hints.ai_family = AF_UNSPEC;
	hints.ai_socktype = SOCK_STREAM;
	VM_SAFE_ENTER(t);
	rc = getaddrinfo(host, NULL, &hints, &res);
	err = errno;
	vm_safe_leave(t);
	if (rc != 0) {
		vm_throw(t, "java/net/UnknownHostException", "%s: %s", host,
			 rc == EAI_SYSTEM ? strerror(err) : gai_strerror(rc));
		free(host);
		return;
	}
	for (ai = res; ai; ai = ai->ai_next)
		cap += 17;
	buf = malloc(cap ? cap : 1);
	if (!buf) {
		freeaddrinfo(res);
		free(host);
		vm_throw(t, "java/lang/OutOfMemoryError", NULL);
		return;
	}
	for (ai = res; ai; ai = ai->ai_next) {
		if (ai->ai_family == AF_INET) {
			buf[n++] = 4;
			memcpy(buf + n, &((struct sockaddr_in *)ai->ai_addr)->sin_addr, 4);
			n += 4;
		} else if (ai->ai_family == AF_INET6) {
			buf[n++] = 16;
			memcpy(buf + n, &((struct sockaddr_in6 *)ai->ai_addr)->sin6_addr, 16);
			n += 16;
		}
	}
	freeaddrinfo(res);
	if (n == 0) {
		vm_throw(t, "java/net/UnknownHostException", "%s: no address", host);
	} else if ((out = vm_new_prim_array(t, 'B', (int32_t)n)) != NULL) {
		memcpy(VM_ARRAY_DATA(out), buf, n);
		r->l = &out->hdr;
	}
	free(buf);
	free(host);
}

/* reverse0(byte[] addr) -> the host name of addr, or null */
NATIVE(net_reverse0)
{
	struct sockaddr_storage ss;
	socklen_t len;
	char name[NI_MAXHOST];
	int rc;

	r->l = NULL;
	if (!net_sockaddr(t, (VmArray *)a[0].l, 0, &ss, &len))
		return;
	VM_SAFE_ENTER(t);
	rc = getnameinfo((struct sockaddr *)&ss, len, name, sizeof name, NULL, 0, NI_NAMEREQD);
	vm_safe_leave(t);
	if (rc == 0)
		r->l = vm_string_from_utf8(t, name);
}

/* hostname0() -> gethostname */
NATIVE(net_hostname0)
{
	char name[256];

	if (gethostname(name, sizeof name - 1) != 0)
		strcpy(name, "localhost");
	name[sizeof name - 1] = '\0';
	r->l = vm_string_from_utf8(t, name);
}

/* --- UDP ------------------------------------------------------------ */

/* dgram0(boolean v6) -> a new UDP descriptor with SO_BROADCAST on, the
 * JDK's default for a DatagramSocket */
NATIVE(net_dgram0)
{
	int on = 1, fd = socket(a[0].i ? AF_INET6 : AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);

	if (fd < 0) {
		net_throw_errno(t, errno);
		return;
	}
	(void)setsockopt(fd, SOL_SOCKET, SO_BROADCAST, &on, sizeof on);
	r->i = fd;
}

/* sendTo0(int fd, byte[] b, int off, int len, byte[] addr, int port):
 * one datagram; addr null sends to the connected peer.  ECONNREFUSED (an
 * ICMP port unreachable for an earlier datagram of a connected socket) is
 * PortUnreachableException, as the JDK reports it */
NATIVE(net_sendTo0)
{
	VmArray *b = (VmArray *)a[1].l, *addr = (VmArray *)a[4].l;
	int32_t off = a[2].i, len = a[3].i;
	struct sockaddr_storage ss;
	socklen_t slen = 0;
	ssize_t n;
	int err;

	(void)r;
	if (!vm_native_array_range(t, b, off, len, false))
		return;
	if (addr && !net_sockaddr(t, addr, a[5].i, &ss, &slen))
		return;
	VM_SAFE_ENTER(t);
	do
		n = sendto(a[0].i, (const char *)VM_ARRAY_DATA(b) + off, (size_t)len, MSG_NOSIGNAL,
			   addr ? (struct sockaddr *)&ss : NULL, slen);
	while (n < 0 && errno == EINTR);
	err = errno;
	vm_safe_leave(t);
	if (n >= 0)
		return;
	if (err == ECONNREFUSED)
		vm_throw(t, "java/net/PortUnreachableException", NULL);
	else
		net_throw_errno(t, err);
}

/* recvFrom0(int fd, byte[] b, int off, int len, int timeout, byte[] from)
 * -> the bytes stored: one datagram, the part past len dropped as Java
 * drops it; the sender into from (NET_FROM_LEN bytes).  Waits in poll
 * and receives without blocking, so a datagram that went between the two
 * (or a spurious wake) sends us back to poll, with what is left of the
 * timeout: "Receive timed out" */
NATIVE(net_recvFrom0)
{
	VmArray *b = (VmArray *)a[1].l, *from = (VmArray *)a[5].l;
	int32_t off = a[2].i, len = a[3].i, timeout = a[4].i;
	int64_t end = net_now_ms() + timeout;
	struct sockaddr_storage ss;
	socklen_t slen;
	uint8_t *f;
	ssize_t n;
	int err;

	if (!vm_native_array_range(t, b, off, len, true) || !vm_native_array_range(t, from, 0, NET_FROM_LEN, true))
		return;
	for (;;) {
		short ev;
		int rc = net_wait_events(t, a[0].i, POLLIN, timeout, &ev);
		if (rc == 0) {
			vm_throw(t, "java/net/SocketTimeoutException", "Receive timed out");
			return;
		}
		if (rc < 0) {
			net_throw_errno(t, errno);
			return;
		}
		slen = sizeof ss;
		memset(&ss, 0, sizeof ss);
		/* a zero-length buffer still takes the datagram off the queue */
		do
			n = recvfrom(a[0].i, (char *)VM_ARRAY_DATA(b) + off, (size_t)len, MSG_DONTWAIT,
				     (struct sockaddr *)&ss, &slen);
		while (n < 0 && errno == EINTR);
		if (n >= 0)
			break;
		err = errno;
		if (err == ECONNREFUSED) {
			vm_throw(t, "java/net/PortUnreachableException", NULL);
			return;
		}
		if (err != EAGAIN && err != EWOULDBLOCK) {
			net_throw_errno(t, err);
			return;
		}
		if (ev & POLLHUP) {
			/* shut down (SocketFd.close) with nothing queued: the
			 * caller sees the socket closed */
			r->i = 0;
			return;
		}
		if (timeout > 0) {
			int64_t left = end - net_now_ms();
			if (left <= 0) {
				vm_throw(t, "java/net/SocketTimeoutException", "Receive timed out");
				return;
			}
			timeout = (int32_t)left;
		}
	}
	f = (uint8_t *)VM_ARRAY_DATA(from);
	memset(f, 0, NET_FROM_LEN);
	if (ss.ss_family == AF_INET) {
		struct sockaddr_in *s4 = (struct sockaddr_in *)&ss;
		f[0] = 4;
		memcpy(f + 1, &s4->sin_addr, 4);
		memcpy(f + 17, &s4->sin_port, 2);
	} else if (ss.ss_family == AF_INET6) {
		struct sockaddr_in6 *s6 = (struct sockaddr_in6 *)&ss;
		f[0] = 16;
		memcpy(f + 1, &s6->sin6_addr, 16);
		memcpy(f + 17, &s6->sin6_port, 2);
	}
	/* without MSG_TRUNC recvfrom returns at most len */
	r->i = (int32_t)n;
}

/* disconnect0(int fd): dissolve a UDP association (connect to AF_UNSPEC) */
NATIVE(net_disconnect0)
{
	struct sockaddr sa;

	(void)r;
	memset(&sa, 0, sizeof sa);
	sa.sa_family = AF_UNSPEC;
	if (connect(a[0].i, &sa, sizeof sa) != 0 && errno != EAFNOSUPPORT)
		net_throw_errno(t, errno);
}

#define SFD "java/net/SocketFd"

const VmNativeDef vm_natives_java_net[] = {
	{ SFD, "socket0", "(Z)I", net_socket0 },
	{ SFD, "bind0", "(I[BI)V", net_bind0 },
	{ SFD, "listen0", "(II)V", net_listen0 },
	{ SFD, "connect0", "(I[BII)V", net_connect0 },
	{ SFD, "accept0", "(II)I", net_accept0 },
	{ SFD, "read0", "(I[BIII)I", net_read0 },
	{ SFD, "write0", "(I[BII)V", net_write0 },
	{ SFD, "available0", "(I)I", net_available0 },
	{ SFD, "shutdown0", "(II)V", net_shutdown0 },
	{ SFD, "close0", "(I)V", net_close0 },
	{ SFD, "name0", "(IZ)[B", net_name0 },
	{ SFD, "setOpt0", "(III)V", net_setOpt0 },
	{ SFD, "getOpt0", "(II)I", net_getOpt0 },
	{ SFD, "lookup0", "(Ljava/lang/String;)[B", net_lookup0 },
	{ SFD, "reverse0", "([B)Ljava/lang/String;", net_reverse0 },
	{ SFD, "hostname0", "()Ljava/lang/String;", net_hostname0 },
	{ SFD, "dgram0", "(Z)I", net_dgram0 },
	{ SFD, "sendTo0", "(I[BII[BI)V", net_sendTo0 },
	{ SFD, "recvFrom0", "(I[BIII[B)I", net_recvFrom0 },
	{ SFD, "disconnect0", "(I)V", net_disconnect0 },
	{ NULL, NULL, NULL, NULL }
};
