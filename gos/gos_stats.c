/*
 * gos_stats.c -- counters, the statistics table, status names and the
 * log line format of the cluster runtime.
 *
 * Every message is counted twice when it is framed or decoded: once for
 * the peer and once for its type, in messages and in wire bytes (header
 * included, compressed size when compressed). Counters are relaxed
 * atomics, so a table printed while traffic flows is a consistent-enough
 * snapshot of each counter but not of the set; that is all `-Xcluster:info`
 * and the end-of-run report need.
 *
 * Log lines always start with "[node N] " so that the interleaved stderr of
 * a whole cluster stays readable; one fprintf per line keeps lines whole.
 */
#include "config.h"

#include <stdarg.h>
#include <string.h>
#include <time.h>

#include "gos_internal.h"

atomic_bool gos_debug_on;

void
gos_set_debug(bool on)
{
	atomic_store(&gos_debug_on, on);
}

void
gos_log(int node, const char *fmt, ...)
{
	char line[1024];
	va_list ap;
	int k;

	if (node < 0)
		k = snprintf(line, sizeof line, "[node ?] ");
	else
		k = snprintf(line, sizeof line, "[node %d] ", node);
	va_start(ap, fmt);
	vsnprintf(line + k, sizeof line - (size_t)k, fmt, ap);
	va_end(ap);
	fprintf(stderr, "%s\n", line);
}

uint64_t
gos_now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

const char *
gos_status_str(GosStatus st)
{
	switch (st) {
	case GOS_OK: return "ok";
	case GOS_ERR_TRUNCATED: return "truncated message";
	case GOS_ERR_MAGIC: return "bad magic";
	case GOS_ERR_VERSION: return "unsupported protocol version";
	case GOS_ERR_TYPE: return "unknown message type";
	case GOS_ERR_FLAGS: return "reserved flag bits set";
	case GOS_ERR_LENGTH: return "payload length over the maximum";
	case GOS_ERR_COMPRESS: return "bad compressed payload";
	case GOS_ERR_SOURCE: return "wrong source node";
	case GOS_ERR_SEQ: return "sequence number out of order";
	case GOS_ERR_FIELD: return "bad payload field";
	case GOS_ERR_NOMEM: return "out of memory";
	case GOS_ERR_IO: return "I/O error";
	case GOS_ERR_CLOSED: return "connection closed";
	case GOS_ERR_TIMEOUT: return "timed out";
	case GOS_ERR_AUTH: return "authentication failed";
	case GOS_ERR_ARG: return "bad argument";
	case GOS_ERR_PARSE: return "parse error";
	case GOS_ERR_NOTFOUND: return "not found";
	case GOS_ERR_NODE: return "no such node";
	case GOS_ERR_STATE: return "invalid state";
	}
	return "unknown status";
}

void
gos_count(GosAtomicCounters *c, bool sent, size_t bytes)
{
	if (sent) {
		atomic_fetch_add_explicit(&c->msgs_sent, 1, memory_order_relaxed);
		atomic_fetch_add_explicit(&c->bytes_sent, bytes,
		                          memory_order_relaxed);
	} else {
		atomic_fetch_add_explicit(&c->msgs_recv, 1, memory_order_relaxed);
		atomic_fetch_add_explicit(&c->bytes_recv, bytes,
		                          memory_order_relaxed);
	}
}

static GosCounters
snapshot(const GosAtomicCounters *a)
{
	GosCounters s;
	/* the casts drop const only for the atomic load's prototype */
	s.msgs_sent = atomic_load_explicit((atomic_uint_fast64_t *)&a->msgs_sent,
	                                   memory_order_relaxed);
	s.bytes_sent = atomic_load_explicit((atomic_uint_fast64_t *)&a->bytes_sent,
	                                    memory_order_relaxed);
	s.msgs_recv = atomic_load_explicit((atomic_uint_fast64_t *)&a->msgs_recv,
	                                   memory_order_relaxed);
	s.bytes_recv = atomic_load_explicit((atomic_uint_fast64_t *)&a->bytes_recv,
	                                    memory_order_relaxed);
	return s;
}

GosCounters
gos_stats_peer(const GosCluster *c, int node)
{
	GosCounters z;

	if (c == NULL || node < 0 || node >= c->n || c->peers == NULL) {
		memset(&z, 0, sizeof z);
		return z;
	}
	return snapshot(&c->peers[node].ctr);
}

GosCounters
gos_stats_type(const GosCluster *c, unsigned type)
{
	GosCounters z;

	if (c == NULL || type > GOS_MSG_USER_LAST) {
		memset(&z, 0, sizeof z);
		return z;
	}
	return snapshot(&c->types[type]);
}

static void
row(FILE *f, const char *what, const GosCounters *s)
{
	fprintf(f, "  %-12s %10llu %12llu %10llu %12llu\n", what,
	        (unsigned long long)s->msgs_sent,
	        (unsigned long long)s->bytes_sent,
	        (unsigned long long)s->msgs_recv,
	        (unsigned long long)s->bytes_recv);
}

void
gos_stats_print(const GosCluster *c, FILE *f)
{
	char name[32];
	GosCounters s, tot;

	memset(&tot, 0, sizeof tot);
	fprintf(f, "[node %d] cluster traffic\n", c->self);
	fprintf(f, "  %-12s %10s %12s %10s %12s\n", "peer", "msgs out",
	        "bytes out", "msgs in", "bytes in");
	for (int i = 0; i < c->n; i++) {
		if (i == c->self)
			continue;
		s = gos_stats_peer(c, i);
		snprintf(name, sizeof name, "node %d", i);
		row(f, name, &s);
		tot.msgs_sent += s.msgs_sent;
		tot.bytes_sent += s.bytes_sent;
		tot.msgs_recv += s.msgs_recv;
		tot.bytes_recv += s.bytes_recv;
	}
	row(f, "total", &tot);
	fprintf(f, "  %-12s %10s %12s %10s %12s\n", "type", "msgs out",
	        "bytes out", "msgs in", "bytes in");
	for (unsigned t = 0; t <= GOS_MSG_USER_LAST; t++) {
		s = gos_stats_type(c, t);
		if (s.msgs_sent == 0 && s.msgs_recv == 0)
			continue;
		if (t >= GOS_MSG_USER_FIRST)
			snprintf(name, sizeof name, "user %u", t);
		else
			snprintf(name, sizeof name, "%s", gos_msg_type_name(t));
		row(f, name, &s);
	}
}
