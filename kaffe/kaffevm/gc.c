/*
 * gc.c -- the heap: size-classed, non-moving, stop-the-world mark-sweep.
 *
 * Small objects (up to GC_SMALL_MAX bytes) live in blocks of GC_BLOCK bytes,
 * aligned to their size, each holding cells of one size class:
 *
 *   block (GC_BLOCK-aligned)
 *   +-------------+-------------+-----------+------+------+-----+------+
 *   | GcBlock hdr | alloc bits  | mark bits | cell | cell | ... | cell |
 *   +-------------+-------------+-----------+------+------+-----+------+
 *
 * Free cells of a block form a singly linked list through their first
 * word.  An allocating thread takes a whole block (its GcAllocCtx holds
 * one current block per class) and pops cells without a lock; it takes
 * the global lock only to get another block.  Large objects are allocated
 * one by one and kept in an address-sorted array.
 *
 * "Is p an object?" (conservative scanning, the stack sampler): a hash set
 * of block addresses answers whether p's aligned block is ours; then p must
 * sit on a cell boundary with its alloc bit set.  Large objects are found by
 * binary search.  Marking uses an explicit, growable mark stack; sweeping
 * clears the alloc bit of every unmarked cell and rebuilds the free lists;
 * blocks left empty go back to a pool usable by any class.
 *
 * Invariants: a cell is on a free list iff its alloc bit is clear; every
 * cell handed out is zeroed; between collections the only writers of a
 * block's free list are the context that owns the block, and the sweeper
 * (with the world stopped) — contexts drop their blocks at each collection.
 */
#include "config.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#include "gc.h"
#include "object.h"

#define GC_BLOCK        (256u * 1024u)          /* block size and alignment */
#define GC_SMALL_MAX    8192u                   /* larger objects are "large" */
#define GC_GRAIN        16u                     /* cell size granularity */
#define GC_DEFAULT_MAX  (256u << 20)            /* -Xmx default */
#define GC_MIN_TRIGGER  (4u << 20)              /* collect after at least this much */
#define GC_GROWTH       2u                      /* next trigger = live * GC_GROWTH */
#define GC_NCLASSES     40

typedef struct GcBlock {
	struct GcBlock *next;      /* in a class's list of blocks with free cells, or the pool */
	uint32_t cell, ncells, nfree, cls;
	void *free;                /* free cell list */
	uint8_t *cells;
	uint64_t *alloc_bits, *mark_bits;
	bool owned;                /* a context allocates from it */
	bool listed;               /* on its class's free list */
} GcBlock;

typedef struct GcLarge {
	size_t size;
	bool mark;
	max_align_t obj[];
} GcLarge;

struct GcAllocCtx {
	GcBlock *cur[GC_NCLASSES];
	struct GcAllocCtx *next;
};

struct GcMarker {
	void **stack;
	size_t n, cap;
};

static pthread_mutex_t gc_lock = PTHREAD_MUTEX_INITIALIZER;
static GcHooks hooks;
static bool verbose;

static uint32_t class_size[GC_NCLASSES];
static uint8_t size_to_class[GC_SMALL_MAX / GC_GRAIN + 1];
static int nclasses;

static GcBlock **all_blocks;                 /* every block, for sweeping */
static size_t nblocks, cap_blocks;
static GcBlock **block_set;                  /* hash set of block addresses */
static size_t set_size;
static GcBlock *partial[GC_NCLASSES];        /* blocks with free cells, not owned */
static GcBlock *pool;                        /* empty blocks */

static GcLarge **large;                      /* sorted by address */
static size_t nlarge, cap_large;

static GcAllocCtx *contexts;
static size_t heap_max, committed, used, since_gc, trigger;
static GcStats stats;
static unsigned stress_every, stress_count;

/* ------------------------------------------------------------ classes */

static void init_classes(void)
{
	uint32_t s = GC_GRAIN, i;
	int c = 0;

	while (s <= GC_SMALL_MAX && c < GC_NCLASSES) {
		class_size[c++] = s;
		if (s < 128) s += 16;
		else if (s < 512) s += 64;
		else if (s < 2048) s += 256;
		else s += 1024;
	}
	nclasses = c;
	for (i = 0, c = 0; i <= GC_SMALL_MAX / GC_GRAIN; i++) {
		while (class_size[c] < i * GC_GRAIN)
			c++;
		size_to_class[i] = (uint8_t)c;
	}
}

/* ---------------------------------------------------------- block set */

static size_t set_slot(const void *b)
{
	uintptr_t k = (uintptr_t)b / GC_BLOCK;
	return (size_t)((k * 0x9E3779B97F4A7C15ull) >> 7) & (set_size - 1);
}

static void set_insert(GcBlock *b)
{
	size_t i;
	if ((nblocks + 1) * 2 > set_size) {
		size_t old = set_size, j;
		GcBlock **ot = block_set;
		set_size = set_size ? set_size * 2 : 256;
		block_set = calloc(set_size, sizeof *block_set);
		for (j = 0; j < old; j++)
			if (ot[j]) {
				i = set_slot(ot[j]);
				while (block_set[i]) i = (i + 1) & (set_size - 1);
				block_set[i] = ot[j];
			}
		free(ot);
	}
	i = set_slot(b);
	while (block_set[i]) i = (i + 1) & (set_size - 1);
	block_set[i] = b;
}

static GcBlock *block_of(const void *p)
{
	GcBlock *b = (GcBlock *)((uintptr_t)p & ~(uintptr_t)(GC_BLOCK - 1));
	size_t i;

	if (!set_size)
		return NULL;
	for (i = set_slot(b); block_set[i]; i = (i + 1) & (set_size - 1))
		if (block_set[i] == b)
			return b;
	return NULL;
}

/* ------------------------------------------------------------- blocks */

static GcBlock *map_block(void)
{
	void *m = mmap(NULL, GC_BLOCK * 2, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	uintptr_t a, end;

	if (m == MAP_FAILED)
		return NULL;
	a = ((uintptr_t)m + GC_BLOCK - 1) & ~(uintptr_t)(GC_BLOCK - 1);
	end = (uintptr_t)m + GC_BLOCK * 2;
	if (a > (uintptr_t)m)
		munmap(m, a - (uintptr_t)m);
	if (end > a + GC_BLOCK)
		munmap((void *)(a + GC_BLOCK), end - (a + GC_BLOCK));
	return (GcBlock *)a;
}

/* Format block b for class c: all cells free. */
static void format_block(GcBlock *b, int c)
{
	uint32_t cell = class_size[c], n, words, i;
	uint8_t *base = (uint8_t *)b + sizeof *b;
	size_t hdr;

	n = (uint32_t)((GC_BLOCK - sizeof *b) / (cell + 0.25));
	words = (n + 63) / 64;
	hdr = ((sizeof *b + 2 * words * 8 + 15) & ~(size_t)15);
	n = (uint32_t)((GC_BLOCK - hdr) / cell);
	b->alloc_bits = (uint64_t *)base;
	b->mark_bits = b->alloc_bits + words;
	memset(b->alloc_bits, 0, words * 8 * 2);
	b->cells = (uint8_t *)b + hdr;
	b->cell = cell;
	b->ncells = n;
	b->nfree = n;
	b->cls = (uint32_t)c;
	b->free = NULL;
	for (i = n; i-- > 0;) {
		void **cellp = (void **)(b->cells + (size_t)i * cell);
		*cellp = b->free;
		b->free = cellp;
	}
}

/* A block of class c with free cells, or NULL if the heap is at its limit.
 * Called with gc_lock held. */
static GcBlock *get_block(int c)
{
	GcBlock *b = partial[c];

	if (b) {
		partial[c] = b->next;
		b->listed = false;
		return b;
	}
	if (pool) {
		b = pool;
		pool = b->next;
		format_block(b, c);
		return b;
	}
	if (committed + GC_BLOCK > heap_max)
		return NULL;
	b = map_block();
	if (!b)
		return NULL;
	memset(b, 0, sizeof *b);
	if (nblocks == cap_blocks) {
		cap_blocks = cap_blocks ? cap_blocks * 2 : 64;
		all_blocks = realloc(all_blocks, cap_blocks * sizeof *all_blocks);
	}
	set_insert(b);
	all_blocks[nblocks++] = b;
	committed += GC_BLOCK;
	format_block(b, c);
	return b;
}

static inline size_t cell_index(const GcBlock *b, const void *p)
{
	return (size_t)((const uint8_t *)p - b->cells) / b->cell;
}

/* ------------------------------------------------------------- public */

bool gc_init(size_t initial, size_t max, bool verb)
{
	init_classes();
	heap_max = max ? max : GC_DEFAULT_MAX;
	if (heap_max < 2 * GC_BLOCK)
		heap_max = 2 * GC_BLOCK;
	trigger = initial > GC_MIN_TRIGGER ? initial : GC_MIN_TRIGGER;
	verbose = verb;
	stats.heap_max = heap_max;
	return true;
}

void gc_set_hooks(const GcHooks *h)
{
	hooks = *h;
}

GcAllocCtx *gc_thread_attach(void)
{
	GcAllocCtx *c = calloc(1, sizeof *c);
	if (!c)
		return NULL;
	pthread_mutex_lock(&gc_lock);
	c->next = contexts;
	contexts = c;
	pthread_mutex_unlock(&gc_lock);
	return c;
}

/* Give a context's blocks back (gc_lock held). */
static void release_ctx(GcAllocCtx *c)
{
	int i;
	for (i = 0; i < nclasses; i++) {
		GcBlock *b = c->cur[i];
		if (!b)
			continue;
		b->owned = false;
		if (b->nfree && !b->listed) {
			b->next = partial[i];
			partial[i] = b;
			b->listed = true;
		}
		c->cur[i] = NULL;
	}
}

void gc_thread_detach(GcAllocCtx *ctx)
{
	GcAllocCtx **pp;

	if (!ctx)
		return;
	pthread_mutex_lock(&gc_lock);
	release_ctx(ctx);
	for (pp = &contexts; *pp; pp = &(*pp)->next)
		if (*pp == ctx) {
			*pp = ctx->next;
			break;
		}
	pthread_mutex_unlock(&gc_lock);
	free(ctx);
}

static bool large_find(const void *p, size_t *at)
{
	size_t lo = 0, hi = nlarge;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if ((const void *)large[mid]->obj < p)
			lo = mid + 1;
		else
			hi = mid;
	}
	*at = lo;
	return lo < nlarge && (const void *)large[lo]->obj == p;
}

bool gc_is_object(const void *p)
{
	GcBlock *b;
	size_t i;

	if (!p || ((uintptr_t)p & 7))
		return false;
	b = block_of(p);
	if (b) {
		if ((const uint8_t *)p < b->cells)
			return false;
		i = cell_index(b, p);
		if (i >= b->ncells || b->cells + i * b->cell != (const uint8_t *)p)
			return false;
		return (b->alloc_bits[i / 64] >> (i % 64)) & 1;
	}
	return nlarge && large_find(p, &i);
}

size_t gc_object_size(const void *p)
{
	GcBlock *b = block_of(p);
	size_t i;

	if (b)
		return b->cell;
	return large_find(p, &i) ? large[i]->size : 0;
}

/* ------------------------------------------------------------- marking */

static void push(GcMarker *m, void *o)
{
	if (m->n == m->cap) {
		size_t nc = m->cap ? m->cap * 2 : 4096;
		void **ns = realloc(m->stack, nc * sizeof *ns);
		if (!ns) {
			fprintf(stderr, "ristretto: out of memory for the GC mark stack\n");
			abort();
		}
		m->stack = ns;
		m->cap = nc;
	}
	m->stack[m->n++] = o;
}

void gc_mark(GcMarker *m, void *obj)
{
	GcBlock *b;
	size_t i;

	if (!obj)
		return;
	b = block_of(obj);
	if (b) {
		uint64_t bit;
		i = cell_index(b, obj);
		bit = 1ull << (i % 64);
		if (b->mark_bits[i / 64] & bit)
			return;
		b->mark_bits[i / 64] |= bit;
		push(m, obj);
		return;
	}
	if (large_find(obj, &i) && !large[i]->mark) {
		large[i]->mark = true;
		push(m, obj);
	}
}

void gc_mark_range(GcMarker *m, const void *lo, const void *hi)
{
	const uintptr_t *p = (const uintptr_t *)(((uintptr_t)lo + sizeof(void *) - 1) & ~(uintptr_t)(sizeof(void *) - 1));

	for (; (const void *)(p + 1) <= hi; p++) {
		void *v = (void *)*p;
		if (gc_is_object(v))
			gc_mark(m, v);
	}
}

/* ------------------------------------------------------------ collecting */

static uint64_t now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* Collect with gc_lock held. */
static void collect_locked(void)
{
	GcMarker m = { NULL, 0, 0 };
	GcAllocCtx *c;
	size_t i, before = used, freed = 0, live = 0;
	uint64_t t0 = now_ns();
	int k;

	if (hooks.stop_world)
		hooks.stop_world();
	for (c = contexts; c; c = c->next)
		release_ctx(c);
	for (i = 0; i < nblocks; i++)
		memset(all_blocks[i]->mark_bits, 0, ((all_blocks[i]->ncells + 63) / 64) * 8);
	for (i = 0; i < nlarge; i++)
		large[i]->mark = false;
	if (hooks.scan_roots)
		hooks.scan_roots(&m);
	while (m.n) {
		void *o = m.stack[--m.n];
		if (hooks.scan_object)
			hooks.scan_object(o, &m);
	}
	/* Finalizable objects about to die may be kept for this cycle. */
	if (hooks.finalize) {
		for (i = 0; i < nblocks; i++) {
			GcBlock *b = all_blocks[i];
			size_t j;
			for (j = 0; j < b->ncells; j++) {
				VmObject *o = (VmObject *)(b->cells + j * b->cell);
				bool alloc = (b->alloc_bits[j / 64] >> (j % 64)) & 1;
				bool mark = (b->mark_bits[j / 64] >> (j % 64)) & 1;
				if (alloc && !mark && (o->flags & OBJ_F_FINALIZABLE) && hooks.finalize(o)) {
					gc_mark(&m, o);
					while (m.n) {
						void *q = m.stack[--m.n];
						hooks.scan_object(q, &m);
					}
				}
			}
		}
	}
	/* Sweep small blocks. */
	for (k = 0; k < nclasses; k++)
		partial[k] = NULL;
	pool = NULL;
	for (i = 0; i < nblocks; i++) {
		GcBlock *b = all_blocks[i];
		size_t words = (b->ncells + 63) / 64, w, j;
		b->free = NULL;
		b->nfree = 0;
		b->listed = false;
		b->owned = false;
		for (w = 0; w < words; w++) {
			uint64_t dead = b->alloc_bits[w] & ~b->mark_bits[w];
			if (dead)
				freed += (size_t)__builtin_popcountll(dead) * b->cell;
			b->alloc_bits[w] &= b->mark_bits[w];
		}
		for (j = b->ncells; j-- > 0;) {
			if (!((b->alloc_bits[j / 64] >> (j % 64)) & 1)) {
				void **cellp = (void **)(b->cells + j * b->cell);
				*cellp = b->free;
				b->free = cellp;
				b->nfree++;
			}
		}
		live += (size_t)(b->ncells - b->nfree) * b->cell;
		if (b->nfree == b->ncells) {
			b->next = pool;
			pool = b;
		} else if (b->nfree) {
			b->next = partial[b->cls];
			partial[b->cls] = b;
			b->listed = true;
		}
	}
	/* Sweep large objects. */
	{
		size_t out = 0;
		for (i = 0; i < nlarge; i++) {
			if (large[i]->mark) {
				large[out++] = large[i];
				live += large[i]->size;
			} else {
				freed += large[i]->size;
				committed -= large[i]->size + sizeof(GcLarge);
				free(large[i]);
			}
		}
		nlarge = out;
	}
	used = live;
	since_gc = 0;
	trigger = live * GC_GROWTH;
	if (trigger < GC_MIN_TRIGGER)
		trigger = GC_MIN_TRIGGER;
	free(m.stack);
	if (hooks.start_world)
		hooks.start_world();
	stats.collections++;
	stats.bytes_freed += freed;
	stats.pause_ns_total += now_ns() - t0;
	if (verbose)
		fprintf(stderr, "[GC %zuK->%zuK(%zuK), %.7f secs]\n", before / 1024, live / 1024,
			committed / 1024, (double)(now_ns() - t0) / 1e9);
}

void gc_collect(void)
{
	pthread_mutex_lock(&gc_lock);
	collect_locked();
	pthread_mutex_unlock(&gc_lock);
}

static void *alloc_large(size_t size)
{
	GcLarge *l;
	size_t at;

	if (committed + size + sizeof *l > heap_max || since_gc > trigger) {
		collect_locked();
		if (committed + size + sizeof *l > heap_max)
			return NULL;
	}
	l = calloc(1, sizeof *l + size);
	if (!l)
		return NULL;
	l->size = size;
	if (nlarge == cap_large) {
		cap_large = cap_large ? cap_large * 2 : 64;
		large = realloc(large, cap_large * sizeof *large);
	}
	large_find(l->obj, &at);
	memmove(large + at + 1, large + at, (nlarge - at) * sizeof *large);
	large[at] = l;
	nlarge++;
	committed += size + sizeof *l;
	used += size;
	since_gc += size;
	stats.bytes_allocated += size;
	return l->obj;
}

/* Slow path: refill ctx's block of class c (may collect). */
static void *alloc_slow(GcAllocCtx *ctx, int c, size_t size)
{
	GcBlock *b;
	void **cell;

	pthread_mutex_lock(&gc_lock);
	if (ctx->cur[c]) {
		ctx->cur[c]->owned = false;
		ctx->cur[c] = NULL;
	}
	if (since_gc > trigger)
		collect_locked();
	b = get_block(c);
	if (!b) {
		collect_locked();
		b = get_block(c);
		if (!b) {
			pthread_mutex_unlock(&gc_lock);
			return NULL;
		}
	}
	b->owned = true;
	ctx->cur[c] = b;
	since_gc += (size_t)b->nfree * b->cell;
	cell = b->free;
	b->free = *cell;
	b->nfree--;
	{
		size_t i = cell_index(b, cell);
		b->alloc_bits[i / 64] |= 1ull << (i % 64);
	}
	used += b->cell;
	stats.bytes_allocated += size;
	pthread_mutex_unlock(&gc_lock);
	memset(cell, 0, b->cell);
	return cell;
}

void *gc_alloc(GcAllocCtx *ctx, size_t size)
{
	GcBlock *b;
	void **cell;
	int c;
	size_t i;

	if (size == 0)
		size = GC_GRAIN;
	if (stress_every && ++stress_count % stress_every == 0)
		gc_collect();
	if (size > GC_SMALL_MAX) {
		void *p;
		pthread_mutex_lock(&gc_lock);
		p = alloc_large(size);
		pthread_mutex_unlock(&gc_lock);
		return p;
	}
	c = size_to_class[(size + GC_GRAIN - 1) / GC_GRAIN];
	b = ctx->cur[c];
	if (__builtin_expect(!b || !b->free, 0))
		return alloc_slow(ctx, c, size);
	cell = b->free;
	b->free = *cell;
	b->nfree--;
	i = cell_index(b, cell);
	b->alloc_bits[i / 64] |= 1ull << (i % 64);
	memset(cell, 0, b->cell);
	return cell;
}

void gc_get_stats(GcStats *out)
{
	pthread_mutex_lock(&gc_lock);
	stats.heap_max = heap_max;
	stats.heap_committed = committed;
	stats.heap_used = used;
	*out = stats;
	pthread_mutex_unlock(&gc_lock);
}

void gc_set_stress(unsigned every_n)
{
	stress_every = every_n;
}
