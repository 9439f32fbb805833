/*
 * prof_rate.c - the adaptive sampling rate controller, one per class.
 *
 * Policy.  At the end of every round the coordinator measures how much the
 * class's correlation map moved: E_ABS between this round's map and the
 * previous round's, both normalised to total 1 (relative accuracy, in the
 * paper's terms).  A negative value means the class had no data and leaves
 * the controller untouched.  Rates are powers of two in
 * [min_rate, max_rate].
 *  - change > threshold: the map has not converged, so the rate doubles
 *    (up to max_rate) and the settled count restarts.
 *  - change <= threshold: the class is settled for this round.  After
 *    PROF_RATE_CALM settled rounds in a row the controller tries half the
 *    rate, never below min_rate nor below the floor.
 *  - If the round right after such a trial lowering shows change >
 *    threshold, the lower rate lost accuracy: the rate doubles back and
 *    that rate becomes the floor, below which the class is never lowered
 *    again.  A settled round after a trial simply counts as settled.
 * The controller is a pure function of its inputs, so scripted sequences
 * of changes give reproducible rates.
 */
#include "config.h"

#include "prof_lib.h"

static bool pow2(uint32_t v)
{
	return v != 0 && (v & (v - 1)) == 0;
}

int prof_rate_init(ProfRateCtl *c, uint32_t start, uint32_t min_rate,
		   uint32_t max_rate, double threshold)
{
	if (!pow2(start) || !pow2(min_rate) || !pow2(max_rate) ||
	    min_rate > max_rate || start < min_rate || start > max_rate ||
	    !(threshold >= 0))
		return -1;
	c->rate = start;
	c->min_rate = min_rate;
	c->max_rate = max_rate;
	c->floor = min_rate;
	c->threshold = threshold;
	c->calm = 0;
	c->trial = false;
	c->changed = false;
	return 0;
}

static void set_rate(ProfRateCtl *c, uint32_t rate)
{
	if (rate != c->rate) {
		c->rate = rate;
		c->changed = true;
	}
}

static uint32_t doubled(const ProfRateCtl *c)
{
	return c->rate >= c->max_rate ? c->max_rate : c->rate * 2;
}

uint32_t prof_rate_step(ProfRateCtl *c, double change)
{
	bool was_trial = c->trial;

	c->changed = false;
	if (change < 0 || change != change)
		return c->rate;
	c->trial = false;
	if (change > c->threshold) {
		c->calm = 0;
		set_rate(c, doubled(c));
		if (was_trial)
			c->floor = c->rate;
		return c->rate;
	}
	if (++c->calm >= PROF_RATE_CALM) {
		uint32_t low = c->rate / 2;
		uint32_t limit = c->floor > c->min_rate ? c->floor : c->min_rate;

		c->calm = 0;
		if (low >= limit) {
			set_rate(c, low);
			c->trial = true;
		}
	}
	return c->rate;
}
