/*
 * gc.c -- the heap: size-classed, non-moving, stop-the-world mark-sweep.
 *
 * Small objects (up to GC_SMALL_MAX bytes) live in one contiguous arena,
 * reserved at start-up for the whole maximum heap and committed a block
 * (GC_BLOCK bytes) at a time.  Each block in use holds cells of a single
 * size class.  Nothing is stored inside a block but the cells: the block
 * descriptors, the allocation bits and the mark bits are side tables
 * indexed by the address, one bit per GC_GRAIN bytes of arena:
 *
 *   arena (reserved: heap_max rounded to GC_BLOCK; committed per block)
 *   +------------------+------------------+-----------------+------------
 *   | block 0: 48-byte | block 1: 32-byte | block 2: (pool, | block 3 ...
 *   | cells            | cells            |  committed,     |
 *   |                  |                  |  empty)         |
 *   +------------------+------------------+-----------------+------------
 *     |
 *     v  one block of class "48 bytes", GC_BLOCK bytes, GC_BLOCK-aligned
 *   +--------+--------+--------+--------+-- ... --+--------+------+
 *   | cell 0 | cell 1 | cell 2 | cell 3 |         | cell n | tail |
 *   +--------+--------+--------+--------+-- ... --+--------+------+
 *   alloc bits (one per 8 bytes; only the bit of a cell's first grain
 *   is ever set):
 *     1 0 0 0 0 0  0 0 0 0 0 0  1 0 0 0 0 0  1 0 0 ...
 *     \_ cell 0 _/ \_ cell 1 _/ \_ cell 2 _/
 *                  (free)
 *
 * So "is p the start of an allocated small object?" is one subtraction,
 * one compare, an alignment test and a bit test: interior pointers hit
 * clear bits because only cell starts are ever set.  The bitmaps are
 * reserved for the whole arena up front and never move, so the test is
 * safe for any pointer value and needs no lock (the stack sampler calls
 * it while other threads allocate).
 *
 * Large objects get their own mmap each and are kept in an address-sorted
 * array of start addresses, sized once at start-up for the largest
 * possible number of large objects (heap_max / GC_SMALL_MAX) so it never
 * moves either.  Lookups are a binary search guarded by a sequence lock.
 *
 * Allocation.  Each thread's GcAllocCtx owns at most one block per size
 * class and caches the block's free cells as a list threaded through
 * their first word; allocating pops that list, sets the alloc bit and
 * zeroes the cell, with no lock.  When a list runs dry the thread takes
 * gc_lock and gets another block: one with free cells left by the last
 * sweep, an empty one from the pool, or a freshly committed one.  That is
 * also where collections are triggered.  Large objects always take the
 * lock.
 *
 * Collection (gc_lock held, world stopped): contexts drop their cached
 * lists; roots and objects are traced with an explicit mark stack;
 * the VM's reference hook clears references to unmarked objects (before
 * and after finalisation); registered finalizable objects found
 * unreachable are queued and resurrected (gc.h, "Finalisation");
 * when an allocation still fails after a collection, one more clears soft
 * references too (clear_soft), and then a block of a larger class with
 * free cells serves the smaller objects (acquire_larger: in a small heap
 * every block can be formatted for other classes and hold a few
 * survivors) before NULL is returned; the sweep intersects each
 * block's alloc bits with its mark bits (clearing the mark bits for the
 * next cycle) and files every block as full, partly free or empty.  Free
 * lists are rebuilt lazily when a context takes a block.
 *
 * Invariants:
 *   - a small cell is allocated iff its alloc bit is set; free cells of a
 *     block are either on its owner's list or (block unowned) nowhere;
 *   - a block is owned by at most one context; only that context writes
 *     its alloc bits between collections (the sweep writes them with the
 *     world stopped), so the fast path may use plain (relaxed) stores;
 *   - mark bits are all clear outside collections;
 *   - committed (small blocks in use or pooled + large mappings) never
 *     exceeds heap_max.
 */
#include "config.h"

#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "gc.h"
#include "object.h"

/* ---------------------------------------------------------------- tunables */

#define GC_BLOCK_SHIFT     16                  /* small-object block = 64 KB */
#define GC_BLOCK           (1u << GC_BLOCK_SHIFT)
#define GC_GRAIN_SHIFT     3                   /* cells are multiples of 8 bytes */
#define GC_GRAIN           (1u << GC_GRAIN_SHIFT)
#define GC_SMALL_MAX       8192u               /* larger objects get their own mmap */
#define GC_MAX_CLASSES     64                  /* upper bound on size classes */
#define GC_DEFAULT_MAX     ((size_t)256 << 20) /* heap_max when gc_init gets 0 */
#define GC_DEFAULT_INITIAL ((size_t)8 << 20)   /* first soft limit when initial is 0 */
#define GC_MIN_MAX         ((size_t)1 << 20)   /* smallest heap_max accepted */
#define GC_MIN_HEADROOM    ((size_t)1 << 20)   /* soft limit >= live + this */
#define GC_GROWTH          2                   /* after a GC, soft limit = live * this */
#define GC_MARK_STACK_INIT 4096                /* initial mark stack entries */

#define GC_NIL             UINT32_MAX          /* end of a block list */
#define BITS_PER_BLOCK     (GC_BLOCK >> GC_GRAIN_SHIFT)
#define WORDS_PER_BLOCK    (BITS_PER_BLOCK / 64)

/* ------------------------------------------------------------------- types */

enum { BLK_UNUSED, BLK_POOL, BLK_USED };

/* Side descriptor of one arena block. */
typedef struct GcBlock {
	uint32_t next;          /* next in partial[cls] / pool / decommitted list */
	uint32_t ncells;        /* cells in the block (class in use) */
	uint16_t cell;          /* cell size in bytes */
	uint8_t cls;            /* size class */
	uint8_t state;          /* BLK_* */
	uint8_t owned;          /* cached by a context */
	uint8_t listed;         /* on partial[cls] */
} GcBlock;

/* Collector-side record of a large object (parallel to large_start[]). */
typedef struct GcLarge {
	size_t len;             /* bytes mapped (page multiple) */
	bool mark;
} GcLarge;

struct GcAllocCtx {
	void *free[GC_MAX_CLASSES];     /* first: the fast path reads only this */
	uint32_t blk[GC_MAX_CLASSES];   /* owned block per class, or GC_NIL */
	struct GcAllocCtx *next, *prev;
};

struct GcMarker {
	void **stack;
	size_t n, cap;
	bool overflow;          /* a push failed: rescan marked objects */
};

/* ------------------------------------------------------------------- state */

static pthread_mutex_t gc_lock = PTHREAD_MUTEX_INITIALIZER;
static GcHooks hooks;
static void (*blocking_enter)(void), (*blocking_leave)(void);
static bool verbose, initialised;

/* Size classes. */
static uint8_t size_class[(GC_SMALL_MAX >> GC_GRAIN_SHIFT) + 1];
static uint32_t class_cell[GC_MAX_CLASSES];
static unsigned nclasses;

/* The small-object arena and its side tables.  arena_base/arena_size are
 * written once by gc_init before any other thread can look. */
static uintptr_t arena_base;
static size_t arena_size;
static GcBlock *blocks;
static uint32_t nblocks_max;
static uint32_t fresh;                      /* blocks >= fresh were never used */
static _Atomic uint64_t *alloc_bits;        /* one bit per grain of arena */
static uint64_t *mark_bits;                 /* ditto, collector only */
static uint32_t partial[GC_MAX_CLASSES];    /* unowned blocks with free cells */
static uint32_t pool = GC_NIL;              /* committed empty blocks */
static size_t n_pooled;                     /* how many */
static uint32_t decommitted = GC_NIL;       /* decommitted blocks below fresh */

/* Large objects: sorted starts (read lock-free under large_seq) and the
 * collector's records, in the same order. */
static _Atomic uintptr_t *large_start;
static GcLarge *large_meta;
static size_t large_cap;
static _Atomic size_t nlarge;
static _Atomic unsigned large_seq;          /* odd while being rewritten */
static _Atomic uintptr_t large_lo = UINTPTR_MAX, large_hi;
static size_t page_size;

/* Accounting (gc_lock). */
static size_t heap_max, initial_soft, soft_limit;
static size_t committed;                    /* arena blocks + large mappings */
static size_t live_bytes;                   /* survivors of the last sweep */
static size_t since_gc;                     /* handed out since the last sweep */
static GcStats stats;

static GcAllocCtx *contexts;                /* every attached context */
static GcAllocCtx shared_ctx;               /* gc_alloc(NULL, ...) under gc_lock */
static GcMarker marker;                     /* kept between collections */

static bool clear_soft;                     /* this collection clears soft references */
volatile unsigned char gc_collection_near;  /* gc.h */
#define GC_NEAR_MARGIN ((size_t)512 << 10)

/* gc_collection_near from the accounting (gc_lock): near the soft limit,
 * or near the maximum heap in memory committed and not pooled (where an
 * allocation that finds no free block, or a large one, collects whatever
 * the soft limit says: after OomRecover filled its heap, 15 of 16 MiB
 * survived and the next collection came from its next 256 KiB array). */
static void update_near(void)
{
	gc_collection_near = live_bytes + since_gc + GC_NEAR_MARGIN >= soft_limit ||
			     committed - n_pooled * GC_BLOCK + GC_NEAR_MARGIN >= heap_max;
}

/* Finalisation (gc_lock): one array holding the registry, then the queue.
 *
 *   fin[0 .. fin_nreg)      registered: not yet found unreachable
 *   fin[fin_nreg .. fin_n)  queued: found unreachable, finalize() not yet
 *                           taken; roots of every collection
 *
 * One array, so that a collection moves an object from the registry to
 * the queue in place and never allocates; it grows only at registration. */
static void **fin;
static size_t fin_nreg, fin_n, fin_cap;
static uint64_t fin_queued;                 /* ever queued */

static _Atomic unsigned stress_every;
static _Atomic unsigned long stress_count;

/* ----------------------------------------------------------------- helpers */

#define LIKELY(x)   __builtin_expect(!!(x), 1)
#define UNLIKELY(x) __builtin_expect(!!(x), 0)

static inline uint64_t bits_load(const _Atomic uint64_t *w)
{
	return atomic_load_explicit(w, memory_order_relaxed);
}

static inline void bits_store(_Atomic uint64_t *w, uint64_t v)
{
	atomic_store_explicit(w, v, memory_order_relaxed);
}

static inline uint32_t block_index(const void *p)
{
	return (uint32_t)(((uintptr_t)p - arena_base) >> GC_BLOCK_SHIFT);
}

static inline void *block_addr(uint32_t b)
{
	return (void *)(arena_base + ((uintptr_t)b << GC_BLOCK_SHIFT));
}

static uint64_t now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* Take gc_lock.  A thread that has to wait tells the VM it is blocked, so
 * that a collector holding the lock can count it as stopped.  Its callers'
 * references may sit in callee-saved registers: __builtin_unwind_init
 * makes this frame save them all, so they are on the stack above the point
 * from which the collector scans a blocked thread (blocking_enter returns
 * before we block, so registers it captured would be stale). */
static void lock_gc(void)
{
	__builtin_unwind_init();
	if (pthread_mutex_trylock(&gc_lock) == 0)
		return;
	if (blocking_enter)
		blocking_enter();
	pthread_mutex_lock(&gc_lock);
	if (blocking_leave)
		blocking_leave();
}

static void unlock_gc(void)
{
	pthread_mutex_unlock(&gc_lock);
}

/* ------------------------------------------------------------ size classes */

/* 8..128 in steps of 8, then steps of about 1/8 chosen so that a block
 * holds a whole number of cells with little tail waste, ending at 8192. */
static void init_classes(void)
{
	uint32_t s, i, c;

	nclasses = 0;
	for (s = GC_GRAIN; s <= 128; s += GC_GRAIN)
		class_cell[nclasses++] = s;
	s = 128;
	for (;;) {
		uint32_t n, t;
		s += ((s / 8) + GC_GRAIN - 1) & ~(GC_GRAIN - 1);
		if (s >= GC_SMALL_MAX) {
			class_cell[nclasses++] = GC_SMALL_MAX;
			break;
		}
		n = GC_BLOCK / s;
		t = (GC_BLOCK / n) & ~(GC_GRAIN - 1);
		if (t > class_cell[nclasses - 1]) {
			class_cell[nclasses++] = t;
			s = t;
		}
	}
	assert(nclasses <= GC_MAX_CLASSES);
	for (i = 0, c = 0; i <= (GC_SMALL_MAX >> GC_GRAIN_SHIFT); i++) {
		while (class_cell[c] < (i << GC_GRAIN_SHIFT))
			c++;
		size_class[i] = (uint8_t)c;
	}
	size_class[0] = 0;
}

/* ------------------------------------------------------------------ blocks */

/* Give one pooled block's memory back to the system.  gc_lock held. */
static bool decommit_pool_block(void)
{
	uint32_t b = pool;

	if (b == GC_NIL)
		return false;
	pool = blocks[b].next;
	n_pooled--;
	madvise(block_addr(b), GC_BLOCK, MADV_DONTNEED);
	blocks[b].state = BLK_UNUSED;
	blocks[b].next = decommitted;
	decommitted = b;
	committed -= GC_BLOCK;
	return true;
}

static void format_block(uint32_t b, unsigned c)
{
	GcBlock *d = &blocks[b];

	d->cls = (uint8_t)c;
	d->cell = (uint16_t)class_cell[c];
	d->ncells = GC_BLOCK / class_cell[c];
	d->state = BLK_USED;
	d->listed = 0;
	d->owned = 0;
}

/* When no block of class c is left, even after collecting: a block of a
 * larger class with free cells, whose cells hold the smaller objects too
 * (the cell size is the block's; its sweep files it under its own class).
 * In a small heap with several threads every block can be formatted for
 * some class and hold a few survivors, and an allocation of a class with
 * none would fail with memory to spare.  gc_lock held. */
static uint32_t acquire_larger(unsigned c)
{
	unsigned k;

	for (k = c + 1; k < nclasses; k++) {
		uint32_t b = partial[k];
		if (b != GC_NIL) {
			partial[k] = blocks[b].next;
			blocks[b].listed = 0;
			return b;
		}
	}
	return GC_NIL;
}

/* A block of class c with at least one free cell, or GC_NIL when the heap
 * is at heap_max.  gc_lock held. */
static uint32_t acquire_block(unsigned c)
{
	uint32_t b = partial[c];

	if (b != GC_NIL) {
		partial[c] = blocks[b].next;
		blocks[b].listed = 0;
		return b;
	}
	if (pool != GC_NIL) {
		b = pool;
		pool = blocks[b].next;
		n_pooled--;
		format_block(b, c);
		return b;
	}
	if (committed + GC_BLOCK > heap_max)
		return GC_NIL;
	if (decommitted != GC_NIL) {
		b = decommitted;
		decommitted = blocks[b].next;
	} else if (fresh < nblocks_max) {
		b = fresh++;
	} else {
		return GC_NIL;
	}
	committed += GC_BLOCK;
	format_block(b, c);
	return b;
}

static inline bool alloc_bit(uintptr_t off)
{
	return (bits_load(&alloc_bits[off >> (GC_GRAIN_SHIFT + 6)]) >> ((off >> GC_GRAIN_SHIFT) & 63)) & 1;
}

/* Thread the free cells of block b into a list (lowest address first);
 * returns the head and the number of cells in *n. */
static void *build_free_list(uint32_t b, size_t *n)
{
	const GcBlock *d = &blocks[b];
	uintptr_t base = (uintptr_t)b << GC_BLOCK_SHIFT;
	void *head = NULL;
	size_t count = 0;
	uint32_t i;

	for (i = d->ncells; i-- > 0;) {
		uintptr_t off = base + (uintptr_t)i * d->cell;
		if (!alloc_bit(off)) {
			void **cell = (void **)(arena_base + off);
			*cell = head;
			head = cell;
			count++;
		}
	}
	*n = count;
	return head;
}

/* Free cells of block b, counted from its alloc bits. */
static size_t block_free_cells(uint32_t b)
{
	const _Atomic uint64_t *w = &alloc_bits[(size_t)b * WORDS_PER_BLOCK];
	size_t used = 0, i;

	for (i = 0; i < WORDS_PER_BLOCK; i++)
		used += (size_t)__builtin_popcountll(bits_load(&w[i]));
	return blocks[b].ncells - used;
}

/* Drop ctx's block of class c.  The cells still on its list are not
 * allocated after all; with keep_free the block goes on partial[] so they
 * can be found again (otherwise the next sweep files it).  gc_lock held. */
static void release_block(GcAllocCtx *ctx, unsigned c, bool keep_free)
{
	uint32_t b = ctx->blk[c];
	GcBlock *d;

	if (b == GC_NIL)
		return;
	d = &blocks[b];
	if (ctx->free[c]) {
		size_t back = block_free_cells(b) * d->cell;
		since_gc -= back < since_gc ? back : since_gc;
		stats.bytes_allocated -= back;
		if (keep_free && !d->listed) {
			d->next = partial[d->cls];
			partial[d->cls] = b;
			d->listed = 1;
		}
	}
	d->owned = 0;
	ctx->blk[c] = GC_NIL;
	ctx->free[c] = NULL;
}

static void release_ctx(GcAllocCtx *ctx, bool keep_free)
{
	unsigned c;

	for (c = 0; c < nclasses; c++)
		release_block(ctx, c, keep_free);
}

/* ------------------------------------------------------------ large objects */

/* Index of the first large object starting at or after v.  Caller either
 * holds gc_lock or validates with large_seq. */
static size_t large_search(uintptr_t v, size_t n)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (atomic_load_explicit(&large_start[mid], memory_order_relaxed) < v)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Is v the start of a large object?  Lock-free: a writer makes large_seq
 * odd while it shifts the array; a reader that saw the sequence change
 * (or saw it odd) retries.  The array itself never moves or shrinks, so a
 * reader racing a writer only reads stale addresses, never bad memory. */
static bool large_lookup(uintptr_t v, size_t *at)
{
	for (;;) {
		unsigned s = atomic_load_explicit(&large_seq, memory_order_acquire);
		size_t n, i;
		bool found;

		if (s & 1)
			continue;
		n = atomic_load_explicit(&nlarge, memory_order_relaxed);
		i = large_search(v, n);
		found = i < n && atomic_load_explicit(&large_start[i], memory_order_relaxed) == v;
		atomic_thread_fence(memory_order_acquire);
		if (atomic_load_explicit(&large_seq, memory_order_relaxed) == s) {
			*at = i;
			return found;
		}
	}
}

static void large_write_begin(void)
{
	unsigned s = atomic_load_explicit(&large_seq, memory_order_relaxed);
	atomic_store_explicit(&large_seq, s + 1, memory_order_relaxed);
	atomic_thread_fence(memory_order_release);
}

static void large_write_end(void)
{
	unsigned s = atomic_load_explicit(&large_seq, memory_order_relaxed);
	atomic_store_explicit(&large_seq, s + 1, memory_order_release);
}

static void large_insert(uintptr_t v, size_t len)
{
	size_t n = atomic_load_explicit(&nlarge, memory_order_relaxed), at, i;

	assert(n < large_cap);
	at = large_search(v, n);
	large_write_begin();
	for (i = n; i > at; i--) {
		atomic_store_explicit(&large_start[i],
			atomic_load_explicit(&large_start[i - 1], memory_order_relaxed),
			memory_order_relaxed);
		large_meta[i] = large_meta[i - 1];
	}
	atomic_store_explicit(&large_start[at], v, memory_order_relaxed);
	large_meta[at].len = len;
	large_meta[at].mark = false;
	atomic_store_explicit(&nlarge, n + 1, memory_order_relaxed);
	if (v < atomic_load_explicit(&large_lo, memory_order_relaxed))
		atomic_store_explicit(&large_lo, v, memory_order_relaxed);
	if (v > atomic_load_explicit(&large_hi, memory_order_relaxed))
		atomic_store_explicit(&large_hi, v, memory_order_relaxed);
	large_write_end();
}

/* ------------------------------------------------------------------- init */

static void *reserve(size_t len)
{
	void *p = mmap(NULL, len, PROT_READ | PROT_WRITE,
		MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
	return p == MAP_FAILED ? NULL : p;
}

bool gc_init(size_t initial, size_t max, bool verb)
{
	size_t bits_len;
	void *a;
	unsigned c;

	if (initialised)
		return true;
	page_size = (size_t)sysconf(_SC_PAGESIZE);
	init_classes();
	heap_max = max ? max : GC_DEFAULT_MAX;
	if (heap_max < GC_MIN_MAX)
		heap_max = GC_MIN_MAX;
	heap_max = (heap_max + GC_BLOCK - 1) & ~(size_t)(GC_BLOCK - 1);
	initial_soft = initial ? initial : GC_DEFAULT_INITIAL;
	if (initial_soft > heap_max)
		initial_soft = heap_max;
	soft_limit = initial_soft;
	verbose = verb;

	/* Reserve the arena GC_BLOCK-aligned: over-map by one block, trim. */
	a = reserve(heap_max + GC_BLOCK);
	if (!a)
		return false;
	arena_base = ((uintptr_t)a + GC_BLOCK - 1) & ~(uintptr_t)(GC_BLOCK - 1);
	if (arena_base > (uintptr_t)a)
		munmap(a, arena_base - (uintptr_t)a);
	if ((uintptr_t)a + GC_BLOCK > arena_base)
		munmap((void *)(arena_base + heap_max), (uintptr_t)a + GC_BLOCK - arena_base);
	arena_size = heap_max;
	nblocks_max = (uint32_t)(heap_max >> GC_BLOCK_SHIFT);

	bits_len = arena_size >> (GC_GRAIN_SHIFT + 3);
	alloc_bits = reserve(bits_len);
	mark_bits = reserve(bits_len);
	blocks = calloc(nblocks_max, sizeof *blocks);
	large_cap = heap_max / GC_SMALL_MAX + 1;
	large_start = reserve(large_cap * sizeof *large_start);
	large_meta = reserve(large_cap * sizeof *large_meta);
	if (!alloc_bits || !mark_bits || !blocks || !large_start || !large_meta)
		return false;
	for (c = 0; c < GC_MAX_CLASSES; c++) {
		partial[c] = GC_NIL;
		shared_ctx.blk[c] = GC_NIL;
	}
	stats.heap_max = heap_max;
	initialised = true;
	return true;
}

void gc_set_hooks(const GcHooks *h)
{
	lock_gc();
	hooks = *h;
	unlock_gc();
}

void gc_set_blocking_hooks(void (*enter)(void), void (*leave)(void))
{
	blocking_enter = enter;
	blocking_leave = leave;
}

/* ----------------------------------------------------------------- contexts */

GcAllocCtx *gc_thread_attach(void)
{
	GcAllocCtx *c = calloc(1, sizeof *c);
	unsigned i;

	if (!c)
		return NULL;
	for (i = 0; i < GC_MAX_CLASSES; i++)
		c->blk[i] = GC_NIL;
	lock_gc();
	c->next = contexts;
	if (contexts)
		contexts->prev = c;
	contexts = c;
	unlock_gc();
	return c;
}

void gc_thread_detach(GcAllocCtx *ctx)
{
	if (!ctx)
		return;
	lock_gc();
	release_ctx(ctx, true);
	if (ctx->prev)
		ctx->prev->next = ctx->next;
	else
		contexts = ctx->next;
	if (ctx->next)
		ctx->next->prev = ctx->prev;
	unlock_gc();
	free(ctx);
}

/* --------------------------------------------------------------- queries */

bool gc_is_object(const void *p)
{
	uintptr_t v = (uintptr_t)p, off = v - arena_base;
	size_t at;

	if (off < arena_size)
		return !(off & (GC_GRAIN - 1)) && alloc_bit(off);
	if (!v || (v & (GC_GRAIN - 1)))
		return false;
	if (v < atomic_load_explicit(&large_lo, memory_order_relaxed) ||
	    v > atomic_load_explicit(&large_hi, memory_order_relaxed))
		return false;
	return large_lookup(v, &at);
}

size_t gc_object_size(const void *p)
{
	uintptr_t v = (uintptr_t)p, off = v - arena_base;
	size_t at;

	if (off < arena_size)
		return blocks[off >> GC_BLOCK_SHIFT].cell;
	if (large_lookup(v, &at))
		return large_meta[at].len;
	return 0;
}

/* ------------------------------------------------------------------ marking */

static void push(GcMarker *m, void *o)
{
	if (UNLIKELY(m->n == m->cap)) {
		size_t nc = m->cap ? m->cap * 2 : GC_MARK_STACK_INIT;
		void **ns = realloc(m->stack, nc * sizeof *ns);
		if (!ns) {
			/* o is marked but not traced; gc_collect rescans. */
			m->overflow = true;
			return;
		}
		m->stack = ns;
		m->cap = nc;
	}
	m->stack[m->n++] = o;
}

void gc_mark(GcMarker *m, void *obj)
{
	uintptr_t v = (uintptr_t)obj, off = v - arena_base;
	size_t at;

	if (LIKELY(off < arena_size)) {
		size_t w = off >> (GC_GRAIN_SHIFT + 6);
		uint64_t bit = 1ull << ((off >> GC_GRAIN_SHIFT) & 63);
		assert(alloc_bit(off) && !(off & (GC_GRAIN - 1)));
		if (mark_bits[w] & bit)
			return;
		mark_bits[w] |= bit;
		push(m, obj);
		return;
	}
	if (!obj)
		return;
	if (large_lookup(v, &at) && !large_meta[at].mark) {
		large_meta[at].mark = true;
		push(m, obj);
	}
}

void gc_mark_range(GcMarker *m, const void *lo, const void *hi)
{
	const uintptr_t *p = (const uintptr_t *)(((uintptr_t)lo + sizeof(void *) - 1) & ~(uintptr_t)(sizeof(void *) - 1));
	const uintptr_t *end = (const uintptr_t *)((uintptr_t)hi & ~(uintptr_t)(sizeof(void *) - 1));
	uintptr_t llo = atomic_load_explicit(&large_lo, memory_order_relaxed);
	uintptr_t lhi = atomic_load_explicit(&large_hi, memory_order_relaxed);

	for (; p < end; p++) {
		uintptr_t v = *p, off = v - arena_base;
		if (off < arena_size) {
			if (!(off & (GC_GRAIN - 1)) && alloc_bit(off))
				gc_mark(m, (void *)v);
		} else if (v >= llo && v <= lhi && gc_is_object((void *)v)) {
			gc_mark(m, (void *)v);
		}
	}
}

bool gc_is_marked(const void *obj)
{
	uintptr_t v = (uintptr_t)obj, off = v - arena_base;
	size_t at;

	if (off < arena_size)
		return (mark_bits[off >> (GC_GRAIN_SHIFT + 6)] >> ((off >> GC_GRAIN_SHIFT) & 63)) & 1;
	return large_lookup(v, &at) && large_meta[at].mark;
}

bool gc_clearing_soft(void)
{
	return clear_soft;
}

static void drain(GcMarker *m)
{
	while (m->n) {
		void *o = m->stack[--m->n];
		if (hooks.scan_object)
			hooks.scan_object(o, m);
	}
}

/* After a mark-stack overflow: trace every marked object again until no
 * push fails.  Slow, but only when realloc has failed. */
static void rescan_marked(GcMarker *m)
{
	while (m->overflow) {
		uint32_t b;
		size_t i, n;

		m->overflow = false;
		for (b = 0; b < fresh; b++) {
			size_t w0 = (size_t)b * WORDS_PER_BLOCK, w;
			if (blocks[b].state != BLK_USED)
				continue;
			for (w = w0; w < w0 + WORDS_PER_BLOCK; w++) {
				uint64_t bits = mark_bits[w];
				while (bits) {
					unsigned k = (unsigned)__builtin_ctzll(bits);
					bits &= bits - 1;
					if (hooks.scan_object)
						hooks.scan_object((void *)(arena_base + ((w * 64 + k) << GC_GRAIN_SHIFT)), m);
					drain(m);
				}
			}
		}
		n = atomic_load_explicit(&nlarge, memory_order_relaxed);
		for (i = 0; i < n; i++)
			if (large_meta[i].mark && hooks.scan_object) {
				hooks.scan_object((void *)large_start[i], m);
				drain(m);
			}
	}
}

/* Mark the queue: objects waiting for finalize() are roots. */
static void mark_fin_queue(GcMarker *m)
{
	size_t i;

	for (i = fin_nreg; i < fin_n; i++)
		if (fin[i])
			gc_mark(m, fin[i]);
}

/* After phase 0: every registered object left unmarked leaves the
 * registry; the ones the hook keeps are queued, then all of them are
 * marked with what they reach.  Two steps, so that a finalizable object
 * reached only from another one is queued in the same collection (both
 * are finalizer-reachable, as on the JDK) rather than the next.
 *
 * The registry is compacted from its end: a dead entry at i is replaced
 * by the last registered one and the boundary moves down over it, so the
 * dead ones end up just above the new boundary, at the queue's head. */
static void finalize_pass(GcMarker *m)
{
	size_t i = 0;

	while (i < fin_nreg) {
		void *o = fin[i];
		if (gc_is_marked(o)) {
			i++;
			continue;
		}
		fin[i] = fin[--fin_nreg];
		if (hooks.finalize && hooks.finalize(o)) {
			fin[fin_nreg] = o;
			fin_queued++;
		} else {
			fin[fin_nreg] = NULL;    /* dropped: swept with the rest */
		}
	}
	/* Close the gaps of the dropped ones from the queue's end, then mark
	 * the queue (the entries queued before are marked already). */
	i = fin_nreg;
	while (i < fin_n) {
		if (fin[i])
			i++;
		else
			fin[i] = fin[--fin_n];
	}
	for (i = fin_nreg; i < fin_n; i++) {
		gc_mark(m, fin[i]);
		drain(m);
	}
	rescan_marked(m);
}

bool gc_register_finalizer(void *obj)
{
	lock_gc();
	if (fin_n == fin_cap) {
		size_t nc = fin_cap ? fin_cap * 2 : 1024;
		void **nf = realloc(fin, nc * sizeof *nf);
		if (!nf) {
			unlock_gc();
			return false;
		}
		fin = nf;
		fin_cap = nc;
	}
	/* The first queued entry (if any) moves to the end to make room. */
	if (fin_n > fin_nreg)
		fin[fin_n] = fin[fin_nreg];
	fin_n++;
	fin[fin_nreg++] = obj;
	unlock_gc();
	return true;
}

void *gc_take_finalizable(void)
{
	void *o = NULL;

	lock_gc();
	if (fin_n > fin_nreg)
		o = fin[--fin_n];
	/* Give back the memory of a registry that has shrunk a lot. */
	if (fin_n == 0 && fin_cap > 65536) {
		free(fin);
		fin = NULL;
		fin_cap = 0;
	}
	unlock_gc();
	return o;
}

uint64_t gc_finalizable_queued(void)
{
	uint64_t n;

	lock_gc();
	n = fin_queued;
	unlock_gc();
	return n;
}

/* --------------------------------------------------------------- sweeping */

/* Sweep the arena: alloc &= mark, mark = 0, and rebuild the block lists.
 * Returns the bytes freed; adds survivors to *live. */
static size_t sweep_small(size_t *live)
{
	size_t freed = 0;
	uint32_t b;
	unsigned c;

	for (c = 0; c < nclasses; c++)
		partial[c] = GC_NIL;
	pool = decommitted = GC_NIL;
	n_pooled = 0;
	/* Walk downwards so that lists come out lowest address first. */
	for (b = fresh; b-- > 0;) {
		GcBlock *d = &blocks[b];
		size_t w0 = (size_t)b * WORDS_PER_BLOCK, w, nlive = 0, nold = 0;

		if (d->state == BLK_UNUSED) {
			d->next = decommitted;
			decommitted = b;
			continue;
		}
		if (d->state == BLK_POOL) {
			d->next = pool;
			pool = b;
			n_pooled++;
			continue;
		}
		for (w = w0; w < w0 + WORDS_PER_BLOCK; w++) {
			uint64_t a = bits_load(&alloc_bits[w]), k = a & mark_bits[w];
			nold += (size_t)__builtin_popcountll(a);
			nlive += (size_t)__builtin_popcountll(k);
			if (a != k)
				bits_store(&alloc_bits[w], k);
			mark_bits[w] = 0;
		}
		freed += (nold - nlive) * d->cell;
		*live += nlive * d->cell;
		d->owned = 0;
		d->listed = 0;
		if (nlive == 0) {
			d->state = BLK_POOL;
			d->next = pool;
			pool = b;
			n_pooled++;
		} else if (nlive < d->ncells) {
			d->next = partial[d->cls];
			partial[d->cls] = b;
			d->listed = 1;
		}
	}
	return freed;
}

static size_t sweep_large(size_t *live)
{
	size_t n = atomic_load_explicit(&nlarge, memory_order_relaxed), i, out = 0, freed = 0;
	uintptr_t lo = UINTPTR_MAX, hi = 0;

	large_write_begin();
	for (i = 0; i < n; i++) {
		uintptr_t v = atomic_load_explicit(&large_start[i], memory_order_relaxed);
		if (large_meta[i].mark) {
			large_meta[i].mark = false;
			atomic_store_explicit(&large_start[out], v, memory_order_relaxed);
			large_meta[out++] = large_meta[i];
			*live += large_meta[i].len;
			if (v < lo)
				lo = v;
			if (v > hi)
				hi = v;
		} else {
			munmap((void *)v, large_meta[i].len);
			committed -= large_meta[i].len;
			freed += large_meta[i].len;
		}
	}
	atomic_store_explicit(&nlarge, out, memory_order_relaxed);
	atomic_store_explicit(&large_lo, lo, memory_order_relaxed);
	atomic_store_explicit(&large_hi, hi, memory_order_relaxed);
	large_write_end();
	return freed;
}

/* ------------------------------------------------------------- collection */

/* A full collection.  gc_lock held. */
static void collect_locked(void)
{
	GcMarker *m = &marker;
	GcAllocCtx *c;
	size_t before = live_bytes + since_gc, live = 0, freed;
	uint64_t t0 = now_ns(), dt;

	if (hooks.stop_world)
		hooks.stop_world();
	for (c = contexts; c; c = c->next)
		release_ctx(c, false);
	release_ctx(&shared_ctx, false);

	m->n = 0;
	m->overflow = false;
	if (hooks.scan_roots)
		hooks.scan_roots(m);
	mark_fin_queue(m);
	drain(m);
	rescan_marked(m);
	if (hooks.references) {
		hooks.references(m, 0);
		drain(m);
		rescan_marked(m);
	}
	finalize_pass(m);
	if (hooks.references) {
		hooks.references(m, 1);
		drain(m);
		rescan_marked(m);
	}

	freed = sweep_small(&live);
	freed += sweep_large(&live);
	live_bytes = live;
	since_gc = 0;

	/* Next soft limit: a multiple of the survivors, within bounds; give
	 * pooled blocks beyond it back to the system. */
	soft_limit = live * GC_GROWTH;
	if (soft_limit < initial_soft)
		soft_limit = initial_soft;
	if (soft_limit < live + GC_MIN_HEADROOM)
		soft_limit = live + GC_MIN_HEADROOM;
	if (soft_limit > heap_max)
		soft_limit = heap_max;
	update_near();
	while (committed > soft_limit && decommit_pool_block())
		;
	/* Keep the mark stack, but not a huge one. */
	if (m->cap > 16 * GC_MARK_STACK_INIT) {
		free(m->stack);
		m->stack = NULL;
		m->cap = 0;
	}

	if (hooks.start_world)
		hooks.start_world();
	dt = now_ns() - t0;
	stats.collections++;
	stats.bytes_freed += freed;
	stats.pause_ns_total += dt;
	if (verbose)
		fprintf(stderr, "[GC %zuK->%zuK(%zuK), %.7f secs]\n", before / 1024,
			live / 1024, committed / 1024, (double)dt / 1e9);
}

/* The last try before an allocation fails: a collection that clears soft
 * references.  gc_lock held. */
static void collect_clearing_soft(void)
{
	clear_soft = true;
	collect_locked();
	clear_soft = false;
}

void gc_collect(void)
{
	lock_gc();
	collect_locked();
	unlock_gc();
}

void gc_lock_collector(void)
{
	lock_gc();
}

void gc_unlock_collector(void)
{
	unlock_gc();
}

/* ------------------------------------------------------------- allocation */

static inline void *pop_cell(GcAllocCtx *ctx, unsigned c)
{
	void **p = ctx->free[c];
	uintptr_t off = (uintptr_t)p - arena_base;
	_Atomic uint64_t *w = &alloc_bits[off >> (GC_GRAIN_SHIFT + 6)];

	ctx->free[c] = *p;
	/* Only this context writes the bits of its block: a relaxed
	 * load/store pair, not an atomic OR, is enough.  A concurrent
	 * gc_is_object sees the old or the new word, both consistent. */
	bits_store(w, bits_load(w) | (1ull << ((off >> GC_GRAIN_SHIFT) & 63)));
	memset(p, 0, class_cell[c]);
	return p;
}

/* Refill ctx's list of class c and allocate from it.  gc_lock held. */
static void *refill(GcAllocCtx *ctx, unsigned c)
{
	bool collected = false;
	uint32_t b;
	size_t n;

	release_block(ctx, c, true);
	if (live_bytes + since_gc + GC_BLOCK > soft_limit) {
		collect_locked();
		collected = true;
	}
	b = acquire_block(c);
	if (b == GC_NIL && !collected) {
		collect_locked();
		b = acquire_block(c);
	}
	if (b == GC_NIL) {
		collect_clearing_soft();
		b = acquire_block(c);
	}
	if (b == GC_NIL)
		b = acquire_larger(c);
	if (b == GC_NIL)
		return NULL;
	blocks[b].owned = 1;
	ctx->blk[c] = b;
	ctx->free[c] = build_free_list(b, &n);
	since_gc += n * blocks[b].cell;
	stats.bytes_allocated += n * blocks[b].cell;
	update_near();
	return pop_cell(ctx, c);
}

static void *alloc_large(size_t size)
{
	size_t len = (size + page_size - 1) & ~(page_size - 1);
	bool collected = false, soft_cleared = false;
	void *p;

	if (len < size || len > heap_max)
		return NULL;
	lock_gc();
	if (live_bytes + since_gc + len > soft_limit) {
		collect_locked();
		collected = true;
	}
	while (committed + len > heap_max) {
		if (decommit_pool_block())
			continue;
		if (soft_cleared) {
			unlock_gc();
			return NULL;
		}
		if (collected) {
			collect_clearing_soft();
			soft_cleared = true;
			continue;
		}
		collect_locked();
		collected = true;
	}
	p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED) {
		unlock_gc();
		return NULL;
	}
	large_insert((uintptr_t)p, len);
	committed += len;
	since_gc += len;
	stats.bytes_allocated += len;
	update_near();
	unlock_gc();
	return p;
}

static void stress_tick(void)
{
	unsigned every = atomic_load_explicit(&stress_every, memory_order_relaxed);

	if (every && atomic_fetch_add_explicit(&stress_count, 1, memory_order_relaxed) % every == every - 1)
		gc_collect();
}

static __attribute__((noinline)) void *alloc_slow(GcAllocCtx *ctx, size_t size)
{
	unsigned c;
	void *p;

	stress_tick();
	if (size > GC_SMALL_MAX)
		return alloc_large(size);
	c = size_class[(size + GC_GRAIN - 1) >> GC_GRAIN_SHIFT];
	if (ctx && ctx->free[c])
		return pop_cell(ctx, c);
	lock_gc();
	if (!ctx)
		ctx = &shared_ctx;
	p = ctx->free[c] ? pop_cell(ctx, c) : refill(ctx, c);
	unlock_gc();
	return p;
}

/* The fast path: class lookup, list pop, bit set, zeroing. */
void *gc_alloc(GcAllocCtx *ctx, size_t size)
{
	if (LIKELY(size <= GC_SMALL_MAX && ctx &&
	    !atomic_load_explicit(&stress_every, memory_order_relaxed))) {
		unsigned c = size_class[(size + GC_GRAIN - 1) >> GC_GRAIN_SHIFT];
		if (LIKELY(ctx->free[c] != NULL))
			return pop_cell(ctx, c);
	}
	return alloc_slow(ctx, size);
}

/* ------------------------------------------------------------------ misc */

void gc_get_stats(GcStats *out)
{
	lock_gc();
	stats.heap_max = heap_max;
	stats.heap_committed = committed;
	stats.heap_used = live_bytes + since_gc;
	*out = stats;
	unlock_gc();
}

void gc_set_stress(unsigned every_n)
{
	atomic_store_explicit(&stress_count, 0, memory_order_relaxed);
	atomic_store_explicit(&stress_every, every_n, memory_order_relaxed);
}
