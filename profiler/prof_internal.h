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

extern ProfOptions prof_opt;

/* prof_tcm.c: node side */
bool prof_tcm_install(char *err, size_t errlen);
/* A RATE message arrived (or the master decided): apply it here. */
void prof_tcm_set_rate(const char *cls, uint32_t rate);
/* Counters of this node's collection (for the summary). */
typedef struct ProfNodeCounters {
	uint64_t intervals, entries, packed_bytes, oal_msgs, unsent_bytes;
} ProfNodeCounters;
void prof_tcm_counters(ProfNodeCounters *c);
/* Master: node src's totals (a COUNTERS message). */
void prof_coord_node_counters(int src, const ProfNodeCounters *c);

/* prof_coord.c: master side */
bool prof_coord_start(char *err, size_t errlen);
/* An OAL message from node src (copied). */
void prof_coord_submit(int src, const uint8_t *p, size_t n);
void prof_coord_finish(void);

#endif /* PROF_INTERNAL_H */
