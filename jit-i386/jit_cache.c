/*
 * jit_cache.c -- the bounded code cache (jit_internal.h draws its
 * layout).  W^X is kept by page protections alone: a page goes from no
 * access to read+write while a block is open, then to read+execute when
 * it is sealed, and never back.  x86 keeps instruction fetch coherent
 * with stores, and the mprotect that seals a block orders the stores
 * before any thread can execute the code, so no cache flush is needed.
 */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "jit_internal.h"

static size_t round_up(size_t n, size_t page)
{
	return (n + page - 1) / page * page;
}

bool jit_cache_init(JitCache *c, size_t size)
{
	long pg = sysconf(_SC_PAGESIZE);
	void *p;

	memset(c, 0, sizeof *c);
	c->page = pg > 0 ? (size_t)pg : 4096;
	if (size < c->page || size > SIZE_MAX - c->page)
		size = c->page;
	c->size = round_up(size, c->page);
	p = mmap(NULL, c->size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
	if (p == MAP_FAILED) {
		c->size = 0;
		return false;
	}
	c->base = p;
	c->log = stderr;
	pthread_mutex_init(&c->mu, NULL);
	return true;
}

void jit_cache_destroy(JitCache *c)
{
	if (!c->base)
		return;
	munmap(c->base, c->size);
	pthread_mutex_destroy(&c->mu);
	c->base = NULL;
	c->size = 0;
}

/* Called with the lock held. */
static void say_full(JitCache *c, size_t wanted)
{
	if (c->full)
		return;
	c->full = true;
	if (c->log)
		fprintf(c->log, "ristretto: JIT code cache full (%zu KiB in %zu methods, %zu KiB more "
			"needed; -Xjit:cache=SIZE): no more methods are compiled\n",
			c->used >> 10, c->n_blocks, (wanted + 1023) >> 10);
}

uint8_t *jit_cache_open(JitCache *c, size_t n, size_t *cap)
{
	size_t len;

	if (!c->base || n == 0)
		return NULL;
	pthread_mutex_lock(&c->mu);
	len = n > c->size ? c->size + c->page : round_up(n, c->page);
	if (c->full || len > c->size - c->used) {
		say_full(c, len);
		pthread_mutex_unlock(&c->mu);
		return NULL;
	}
	if (mprotect(c->base + c->used, len, PROT_READ | PROT_WRITE) != 0) {
		pthread_mutex_unlock(&c->mu);
		return NULL;
	}
	c->open = len;
	*cap = len;
	return c->base + c->used;
}

/* Give the pages [off, off+len) of the open block back (no access, and
 * their memory to the kernel). */
static void release(JitCache *c, size_t off, size_t len)
{
	if (len == 0)
		return;
	madvise(c->base + off, len, MADV_DONTNEED);
	mprotect(c->base + off, len, PROT_NONE);
}

void *jit_cache_seal(JitCache *c, size_t len)
{
	size_t code = round_up(len, c->page);
	uint8_t *start = c->base + c->used;

	if (len == 0 || code > c->open) {
		jit_cache_abandon(c);
		return NULL;
	}
	if (mprotect(start, code, PROT_READ | PROT_EXEC) != 0) {
		jit_cache_abandon(c);
		return NULL;
	}
	release(c, c->used + code, c->open - code);
	c->used += code;
	c->open = 0;
	c->n_blocks++;
	c->code_bytes += len;
	pthread_mutex_unlock(&c->mu);
	return start;
}

void jit_cache_abandon(JitCache *c)
{
	release(c, c->used, c->open);
	c->open = 0;
	pthread_mutex_unlock(&c->mu);
}
