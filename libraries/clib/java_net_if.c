/*
 * java_net_if.c -- the host's network interfaces for
 * java.net.NetworkInterface, read with getifaddrs(3): one private static
 * native that describes every interface at once; the Java side decodes it
 * and answers getNetworkInterfaces, getByName, getByIndex and
 * getByInetAddress from a fresh description each time (interfaces come
 * and go).
 *
 * getifaddrs lists one entry per address of an interface, plus on Linux
 * one AF_PACKET entry per interface (with its hardware address), so an
 * interface without IP addresses is listed too.  Entries are grouped by
 * name in the order of their first appearance.  The description is one
 * byte[], so that nothing but a single array is allocated on the Java
 * heap (no object to keep alive across allocations):
 *
 *   per interface:
 *   +-----+------+-------+-------+-----+-----+--------+-------+---------
 *   | len | name | index | flags | mtu | hwn | hw[hwn]| naddr | addrs...
 *   |  1  | len  |   4   |   4   |  4  |  1  |        |   1   |
 *   +-----+------+-------+-------+-----+-----+--------+-------+---------
 *   per address: alen (4 or 16), the address, the prefix length (1
 *   byte), blen (0 or 4), the IPv4 broadcast address.
 *
 * Integers are big-endian; flags are the kernel's IFF_* bits (IFF_UP 0x1,
 * IFF_BROADCAST 0x2, IFF_LOOPBACK 0x8, IFF_POINTOPOINT 0x10, IFF_RUNNING
 * 0x40, IFF_MULTICAST 0x1000), which NetworkInterface tests.  A hardware
 * address of all zeros (the loopback's) is given as none, as the JDK
 * reports it.  At most NETIF_MAX_ADDRS addresses of an interface are kept.
 */
#include "config.h"

#include <errno.h>
#include <ifaddrs.h>
#include <linux/if_packet.h>
#include <net/if.h>
#include <netinet/in.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

#include "natives.h"
#include "vm.h"

#define NATIVE(name) static void name(VmThread *t, VmSlot *a, VmSlot *r)

#define NETIF_MAX_ADDRS 255	/* addresses kept per interface (one count byte) */
#define NETIF_ADDR_BYTES 23	/* alen, 16, prefix, blen, 4 */

/* A growing output buffer; on allocation failure ok turns false. */
typedef struct {
	uint8_t *p;
	size_t n, cap;
	bool ok;
} NetIfBuf;

static void netif_put(NetIfBuf *b, const void *src, size_t n)
{
	if (!b->ok)
		return;
	if (b->n + n > b->cap) {
		size_t cap = b->cap ? b->cap * 2 : 1024;
		uint8_t *q;
		while (cap < b->n + n)
			cap *= 2;
		q = realloc(b->p, cap);
		if (!q) {
			b->ok = false;
			return;
		}
		b->p = q;
		b->cap = cap;
	}
	memcpy(b->p + b->n, src, n);
	b->n += n;
}

static void netif_put_u8(NetIfBuf *b, unsigned v)
{
	uint8_t c = (uint8_t)v;

	netif_put(b, &c, 1);
}

static void netif_put_u32(NetIfBuf *b, uint32_t v)
{
	uint8_t c[4] = { (uint8_t)(v >> 24), (uint8_t)(v >> 16), (uint8_t)(v >> 8), (uint8_t)v };

	netif_put(b, c, 4);
}

/* the number of leading one bits of a netmask of n bytes */
static unsigned netif_prefix(const uint8_t *mask, size_t n)
{
	unsigned bits = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		uint8_t m = mask[i];
		while (m & 0x80) {
			bits++;
			m = (uint8_t)(m << 1);
		}
		if (mask[i] != 0xff)
			break;
	}
	return bits;
}

static int netif_mtu(int sock, const char *name)
{
	struct ifreq ifr;

	if (sock < 0 || strlen(name) >= sizeof ifr.ifr_name)
		return -1;
	memset(&ifr, 0, sizeof ifr);
	strcpy(ifr.ifr_name, name);
	return ioctl(sock, SIOCGIFMTU, &ifr) == 0 ? ifr.ifr_mtu : -1;
}

/* Describe the interface named name (its entries in list) into b. */
static void netif_describe(NetIfBuf *b, struct ifaddrs *list, const char *name, int sock)
{
	uint8_t addrs[NETIF_MAX_ADDRS * NETIF_ADDR_BYTES], hw[32];
	size_t an = 0, hwn = 0, len = strlen(name), i;
	unsigned naddr = 0;
	uint32_t flags = 0;
	struct ifaddrs *e;

	for (e = list; e; e = e->ifa_next) {
		uint8_t *p = addrs + an;
		if (strcmp(e->ifa_name, name) != 0)
			continue;
		flags |= e->ifa_flags;
		if (!e->ifa_addr)
			continue;
		if (e->ifa_addr->sa_family == AF_PACKET) {
			struct sockaddr_ll *ll = (struct sockaddr_ll *)e->ifa_addr;
			bool zero = true;
			hwn = ll->sll_halen < sizeof hw ? ll->sll_halen : sizeof hw;
			memcpy(hw, ll->sll_addr, hwn);
			for (i = 0; i < hwn; i++)
				zero = zero && hw[i] == 0;
			if (zero)
				hwn = 0;
			continue;
		}
		if (naddr == NETIF_MAX_ADDRS)
			continue;
		if (e->ifa_addr->sa_family == AF_INET) {
			struct sockaddr_in *s4 = (struct sockaddr_in *)e->ifa_addr;
			p[0] = 4;
			memcpy(p + 1, &s4->sin_addr, 4);
			p[5] = e->ifa_netmask ? (uint8_t)netif_prefix(
				(const uint8_t *)&((struct sockaddr_in *)e->ifa_netmask)->sin_addr, 4) : 0;
			if ((e->ifa_flags & IFF_BROADCAST) && e->ifa_broadaddr) {
				p[6] = 4;
				memcpy(p + 7, &((struct sockaddr_in *)e->ifa_broadaddr)->sin_addr, 4);
				an += 11;
			} else {
				p[6] = 0;
				an += 7;
			}
			naddr++;
		} else if (e->ifa_addr->sa_family == AF_INET6) {
			struct sockaddr_in6 *s6 = (struct sockaddr_in6 *)e->ifa_addr;
			p[0] = 16;
			memcpy(p + 1, &s6->sin6_addr, 16);
			p[17] = e->ifa_netmask ? (uint8_t)netif_prefix(
				(const uint8_t *)&((struct sockaddr_in6 *)e->ifa_netmask)->sin6_addr, 16) : 0;
			p[18] = 0;
			an += 19;
			naddr++;
		}
	}
	netif_put_u8(b, (unsigned)len);
	netif_put(b, name, len);
	netif_put_u32(b, if_nametoindex(name));
	netif_put_u32(b, flags);
	netif_put_u32(b, (uint32_t)netif_mtu(sock, name));
	netif_put_u8(b, (unsigned)hwn);
	netif_put(b, hw, hwn);
	netif_put_u8(b, naddr);
	netif_put(b, addrs, an);
}

/* interfaces0() -> the description above; SocketException(strerror) when
 * getifaddrs fails */
NATIVE(netif_interfaces0)
{
	struct ifaddrs *list = NULL, *e, *f;
	NetIfBuf b = { NULL, 0, 0, true };
	VmArray *out;
	int sock;

	(void)a;
	r->l = NULL;
	if (getifaddrs(&list) != 0) {
		vm_throw(t, "java/net/SocketException", "%s", strerror(errno));
		return;
	}
	sock = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	for (e = list; e; e = e->ifa_next) {
		/* the first entry of each name describes the interface */
		for (f = list; f != e && strcmp(f->ifa_name, e->ifa_name) != 0; f = f->ifa_next)
			;
		if (f == e && strlen(e->ifa_name) < 256)
			netif_describe(&b, list, e->ifa_name, sock);
	}
	if (sock >= 0)
		close(sock);
	freeifaddrs(list);
	if (!b.ok || b.n > INT32_MAX) {
		free(b.p);
		vm_throw(t, "java/lang/OutOfMemoryError", "network interfaces");
		return;
	}
	out = vm_new_prim_array(t, 'B', (int32_t)b.n);
	if (out) {
		if (b.n)
			memcpy(VM_ARRAY_DATA(out), b.p, b.n);
		r->l = &out->hdr;
	}
	free(b.p);
}

const VmNativeDef vm_natives_java_net_if[] = {
	{ "java/net/NetworkInterface", "interfaces0", "()[B", netif_interfaces0 },
	{ NULL, NULL, NULL, NULL }
};
