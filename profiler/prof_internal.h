/*
 * prof_internal.h -- shared inside profiler/ only: the node side of
 * correlation tracking (prof_tcm.c) and the master's coordinator
 * (prof_coord.c), and the profiler message they exchange.
 *
 * The profiler message (one GOS_OS_PROF message, one way; strings are
 * gos_put_string's):
 *
 *   u8 1  OAL:  u64 thread key, u64 Java thread id, str thread name,
 *               u32 node, str start context, str end context
 *               ("Class.method:pc" of the interval's two ends),
 *               u16 nclass x (str class name, u32 gap the node sampled by,
 *                             u32 unit bytes, u8 array),
 *               u32 n x (u64 gid, u16 class, u16 seq, u32 array length)
 *   u8 2  RATE: str class name, u32 rate (nX, 0 = full)   master -> nodes
 *   u8 3  COUNTERS: u64 intervals, entries, packed bytes, messages sent,
 *               bytes not sent (transfer=off) -- a node's totals so far,
 *               sent when one of its threads ends (before that thread's
 *               end reaches the master)
 *
 * An object's amortised size is computed by the coordinator from its
 * entry: unit bytes for an object; sampled elements x unit for an array
 * (the elements whose sequence number seq + i is a multiple of the gap).
 */
#ifndef PROF_INTERNAL_H
#define PROF_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "profiler.h"
#include "prof_lib.h"

#define PROF_MSG_OAL  1
#define PROF_MSG_RATE 2
#define PROF_MSG_COUNTERS 3

/* The most entries one OAL message carries (a longer list is split). */
#define PROF_OAL_MAX_ENTRIES 32768
/* The coordinator's queue: messages beyond this many bytes are dropped
 * (and counted) rather than stall the receiving thread. */
#define PROF_QUEUE_MAX (64u << 20)
/* Threads the coordinator maps: PROF_MAX_THREADS (prof_lib.h); more are
 * counted and left out. */

/* The most classes one OAL message names. */
#define PROF_OAL_MAX_CLASSES 256

/* One OAL message, decoded (prof_oal.c). */
typedef struct ProfOalClass {
	char name[256];
	uint32_t gap;             /* the gap the node sampled the class by (>= 1) */
	uint32_t unit;            /* object size, or an array's element size */
	bool array;
} ProfOalClass;
typedef struct ProfOalEntry {
	uint64_t gid;
	uint16_t cls;             /* index into the message's classes */
	uint16_t seq;             /* sequence number (an array's element 0) */
	uint32_t len;             /* array length, 0 for an object */
} ProfOalEntry;
typedef struct ProfOal {
	uint64_t key, tid;
	char name[64];
	uint32_t node;
	char start[128], end[128];
	uint16_t ncls;
	ProfOalClass *cls;        /* ncls of them */
	uint32_t n;
} ProfOal;

struct GosBuf;
/* Append the message for o and its n entries e to b; false when o breaks
 * a limit or memory ran out. */
bool prof_oal_encode(struct GosBuf *b, const ProfOal *o, const ProfOalEntry *e);
/* Decode a whole message; o->cls and *entries are malloc'd (free them with
 * prof_oal_free).  False, with nothing allocated, for anything malformed. */
bool prof_oal_decode(const uint8_t *p, size_t n, ProfOal *o, ProfOalEntry **entries);
void prof_oal_free(ProfOal *o, ProfOalEntry *entries);
struct ProfNodeCounters;
void prof_counters_encode(struct GosBuf *b, const struct ProfNodeCounters *c);
bool prof_counters_decode(const uint8_t *p, size_t n, struct ProfNodeCounters *c);

extern ProfOptions prof_opt;

/* prof_tcm.c: node side */
bool prof_tcm_install(char *err, size_t errlen);
/* Where the master's own threads' OALs go (the coordinator); NULL on
 * other nodes, which send theirs. */
extern void (*prof_tcm_local_sink)(int src, const uint8_t *p, size_t n);
/* The master decided a class's rate: apply it here. */
void prof_tcm_set_rate(const char *cls, uint32_t rate);
/* A RATE message from the master. */
void prof_tcm_on_rate(const uint8_t *p, size_t n);
/* Counters of this node's collection (for the summary). */
typedef struct ProfNodeCounters {
	uint64_t intervals, entries, packed_bytes, oal_msgs, unsent_bytes;
} ProfNodeCounters;
void prof_tcm_counters(ProfNodeCounters *c);
/* Master: node src's totals (a COUNTERS message). */
void prof_coord_node_counters(int src, const ProfNodeCounters *c);

/* The accuracy ladder (accuracy mode): 1X, 2X, ... 1024X, then full. */
#define PROF_ACC_RATES 12
#define PROF_ACC_FULL (PROF_ACC_RATES - 1)
static inline uint32_t prof_acc_rate(int k)
{
	return k == PROF_ACC_FULL ? 0 : 1u << k;
}

/* What a run measured, for prof_output.c: threads in output order (Java
 * thread ids) and maps in that order. */
typedef struct ProfResultThread {
	const char *name;
	int64_t tid;
	int node;
} ProfResultThread;
typedef struct ProfResultClass {
	const char *name;
	uint32_t unit;
} ProfResultClass;
typedef struct ProfRatePoint {
	double t;                 /* seconds since the coordinator started */
	int cls;
	uint32_t rate;
} ProfRatePoint;
typedef struct ProfResult {
	int nthreads;
	const ProfResultThread *threads;
	const ProfMap *map;       /* the run's map */
	const ProfMap *acc;       /* accuracy mode: PROF_ACC_RATES maps, else NULL */
	int nclasses;
	const ProfResultClass *classes;
	size_t npoints;
	const ProfRatePoint *points;
	double run_seconds, map_seconds;
	uint64_t msgs, entries, bad, dropped, overflow, rounds, rate_changes;
	ProfNodeCounters nodes;   /* every node's collection totals, summed */
	uint64_t gos_bytes, prof_bytes, gos_msgs;
	int missing;              /* nodes that did not say their traffic */
} ProfResult;

/* prof_output.c: the files of -Xprof:out and the line saying where. */
void prof_output_write(const ProfResult *r);

/* prof_coord.c: master side */
bool prof_coord_start(char *err, size_t errlen);
/* An OAL message from node src (copied). */
void prof_coord_submit(int src, const uint8_t *p, size_t n);
void prof_coord_finish(void);

#endif /* PROF_INTERNAL_H */
