/*
 * prof_sample.c - sampling arithmetic of the object sampler.
 *
 * Every object of a class has a 16-bit sequence number; an object is a
 * sample when its number is divisible by the class's real gap, the prime
 * nearest to the nominal gap (a power of two) so that cyclic allocation
 * patterns cannot line up with the gap.  The nominal gap for a rate nX is
 * 4096 / (size * n), rounded to the power of two nearest in linear
 * distance.  An array is a run of consecutive sequence numbers, one per
 * element, starting at seq0 and wrapping at 65536; its sample count is
 * computed in constant time from the multiples of the gap in that run.
 */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "prof_lib.h"

#define SEQ_SPAN 65536u

static bool is_prime(uint64_t v)
{
	uint64_t d;

	if (v < 2)
		return false;
	if (v < 4)
		return true;
	if (v % 2 == 0)
		return false;
	for (d = 3; d * d <= v; d += 2)
		if (v % d == 0)
			return false;
	return true;
}

uint32_t prof_nearest_prime(uint32_t n)
{
	uint64_t d;

	if (n <= 1)
		return 1;
	/* Prime gaps below 2^32 are under 400, so the loop is short; the
	 * larger candidate is tried first so that ties go up. */
	for (d = 0;; d++) {
		if ((uint64_t)n + d <= UINT32_MAX && is_prime((uint64_t)n + d))
			return (uint32_t)(n + d);
		if (d < n && is_prime((uint64_t)n - d))
			return (uint32_t)(n - d);
	}
}

uint32_t prof_nominal_gap(uint32_t size, uint32_t rate)
{
	uint64_t d, lo, gap;

	if (rate == 0)
		return 1;
	if (size == 0)
		size = 1;
	d = (uint64_t)size * rate;
	if (d >= PROF_PAGE_SIZE)
		return 1;
	/* lo: the largest power of two with lo * d <= page, so the ideal gap
	 * page/d lies in [lo, 2 lo); compare distances times d. */
	for (lo = 1; lo * 2 * d <= PROF_PAGE_SIZE; lo *= 2)
		;
	if (PROF_PAGE_SIZE - lo * d < 2 * lo * d - PROF_PAGE_SIZE)
		gap = lo;
	else
		gap = 2 * lo;
	if (gap > PROF_MAX_GAP)
		gap = PROF_MAX_GAP;
	return (uint32_t)gap;
}

uint32_t prof_real_gap(uint32_t size, uint32_t rate)
{
	return prof_nearest_prime(prof_nominal_gap(size, rate));
}

bool prof_obj_sampled(uint16_t seq, uint32_t gap)
{
	return gap <= 1 || seq % gap == 0;
}

/* Multiples of gap in [0, x). */
static uint64_t multiples_below(uint64_t x, uint64_t gap)
{
	return (x + gap - 1) / gap;
}

uint32_t prof_array_sampled(uint16_t seq0, uint32_t length, uint32_t gap)
{
	uint64_t g = gap == 0 ? 1 : gap;
	uint64_t cycles = length / SEQ_SPAN, rest = length % SEQ_SPAN;
	uint64_t count, end = (uint64_t)seq0 + rest;

	/* A whole cycle visits every sequence number once. */
	count = cycles * multiples_below(SEQ_SPAN, g);
	if (end <= SEQ_SPAN) {
		count += multiples_below(end, g) - multiples_below(seq0, g);
	} else {
		count += multiples_below(SEQ_SPAN, g) - multiples_below(seq0, g);
		count += multiples_below(end - SEQ_SPAN, g);
	}
	return (uint32_t)count;
}

const char *prof_rate_name(uint32_t rate, char *buf, size_t len)
{
	if (len == 0)
		return buf;
	if (rate == 0)
		snprintf(buf, len, "full");
	else
		snprintf(buf, len, "%uX", (unsigned)rate);
	return buf;
}

int prof_parse_rate(const char *s, uint32_t *rate)
{
	uint32_t v = 0;
	const char *p;

	if (s == NULL || rate == NULL)
		return -1;
	if (strcasecmp(s, "full") == 0) {
		*rate = 0;
		return 0;
	}
	for (p = s; isdigit((unsigned char)*p); p++) {
		v = v * 10 + (uint32_t)(*p - '0');
		if (v > PROF_MAX_RATE)
			return -1;
	}
	if (p == s || (*p != 'x' && *p != 'X') || p[1] != '\0')
		return -1;
	if (v == 0 || (v & (v - 1)) != 0)
		return -1;
	*rate = v;
	return 0;
}
