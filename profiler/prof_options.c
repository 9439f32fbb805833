/*
 * prof_options.c -- -Xprof: settings, the profiler's installation and
 * end (the two calls the launcher makes, profiler.h), and where profiler
 * messages go: OALs and node totals to the coordinator (master), rates to
 * the node side.
 *
 * One argument holds comma-separated settings; several -Xprof: arguments
 * add up ("-Xprof:tcm,rate=4X -Xprof:out=prof/").  "out=" takes the rest
 * of its argument, commas included, so any folder name can be given.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "gos.h"
#include "prof_internal.h"

ProfOptions prof_opt;

void prof_options_init(ProfOptions *o)
{
	memset(o, 0, sizeof *o);
	o->rate = 0;
	o->threshold = 0.05;
	o->transfer = true;
	o->round_ms = 100;
	snprintf(o->out, sizeof o->out, "ristretto-prof");
}

static bool on_off(const char *v, bool *b)
{
	if (!strcmp(v, "on"))
		*b = true;
	else if (!strcmp(v, "off"))
		*b = false;
	else
		return false;
	return true;
}

bool prof_parse_option(const char *arg, ProfOptions *o, char *err, size_t errlen)
{
	char buf[1024], *save = NULL, *kv;
	const char *p;

	if (!*arg) {
		snprintf(err, errlen, "empty setting");
		return false;
	}
	/* out= takes the rest of the argument */
	p = strstr(arg, "out=");
	if (p && (p == arg || p[-1] == ',')) {
		if (!p[4]) {
			snprintf(err, errlen, "out= needs a folder");
			return false;
		}
		if (strlen(p + 4) >= sizeof o->out) {
			snprintf(err, errlen, "output folder name too long");
			return false;
		}
		snprintf(o->out, sizeof o->out, "%s", p + 4);
		if (p == arg)
			return true;
		snprintf(buf, sizeof buf, "%.*s", (int)(p - 1 - arg), arg);
	} else if (strlen(arg) >= sizeof buf) {
		snprintf(err, errlen, "setting too long");
		return false;
	} else {
		snprintf(buf, sizeof buf, "%s", arg);
	}
	for (kv = strtok_r(buf, ",", &save); kv; kv = strtok_r(NULL, ",", &save)) {
		char *v = strchr(kv, '=');
		if (v)
			*v++ = 0;
		if (!strcmp(kv, "tcm") && !v) {
			o->tcm = true;
		} else if (!strcmp(kv, "accuracy") && !v) {
			o->accuracy = true;
		} else if (!strcmp(kv, "exact") && !v) {
			o->exact = true;
		} else if (!strcmp(kv, "rate") && v) {
			if (!strcmp(v, "adaptive")) {
				o->adaptive = true;
			} else if (prof_parse_rate(v, &o->rate) == 0) {
				o->adaptive = false;
			} else {
				snprintf(err, errlen, "rate must be adaptive, full or nX with n a power "
					 "of two (1X, 2X, 4X, ...): %s", v);
				return false;
			}
		} else if (!strcmp(kv, "threshold") && v) {
			char *end;
			double d;
			errno = 0;
			d = strtod(v, &end);
			if (errno || end == v || *end || !(d > 0 && d < 1)) {
				snprintf(err, errlen, "threshold must be a number between 0 and 1: %s", v);
				return false;
			}
			o->threshold = d;
		} else if (!strcmp(kv, "transfer") && v) {
			if (!on_off(v, &o->transfer)) {
				snprintf(err, errlen, "transfer must be on or off: %s", v);
				return false;
			}
		} else if (!strcmp(kv, "round") && v) {
			char *end;
			long ms;
			errno = 0;
			ms = strtol(v, &end, 10);
			if (errno || end == v || *end || ms < 1 || ms > 600000) {
				snprintf(err, errlen, "round must be 1 to 600000 milliseconds: %s", v);
				return false;
			}
			o->round_ms = (unsigned)ms;
		} else {
			snprintf(err, errlen, "unknown setting %s%s%s (tcm, rate=, threshold=, "
				 "transfer=, accuracy, exact, round=, out=)", kv, v ? "=" : "", v ? v : "");
			return false;
		}
	}
	return true;
}

void prof_options_format(const ProfOptions *o, char *out, size_t cap)
{
	char rate[32];

	if (o->adaptive)
		snprintf(rate, sizeof rate, "adaptive");
	else
		prof_rate_name(o->rate, rate, sizeof rate);
	snprintf(out, cap, "%srate=%s,threshold=%.6g,transfer=%s,round=%u%s%s,out=%s",
		 o->tcm ? "tcm," : "", rate, o->threshold, o->transfer ? "on" : "off",
		 o->round_ms, o->accuracy ? ",accuracy" : "", o->exact ? ",exact" : "", o->out);
}

/* A profiler message from node src (on the receiving thread). */
static void on_msg(int src, const uint8_t *p, size_t n)
{
	bool master = gos_track_self() == 0;
	ProfNodeCounters c;

	if (!n)
		return;
	switch (p[0]) {
	case PROF_MSG_OAL:
		if (master)
			prof_coord_submit(src, p, n);
		break;
	case PROF_MSG_COUNTERS:
		if (master && prof_counters_decode(p, n, &c))
			prof_coord_node_counters(src, &c);
		break;
	case PROF_MSG_RATE:
		if (src == 0)
			prof_tcm_on_rate(p, n);
		break;
	default:
		break;
	}
}

bool prof_install(const ProfOptions *o, char *err, size_t errlen)
{
	prof_opt = *o;
	if (!o->tcm)
		return true;
	if (!prof_tcm_install(err, errlen))
		return false;
	gos_prof_hooks.msg = on_msg;
	if (gos_track_self() != 0)
		return true;
	prof_tcm_local_sink = prof_coord_submit;
	return prof_coord_start(err, errlen);
}

void prof_finish(void)
{
	if (prof_opt.tcm && (gos_track_self() == 0))
		prof_coord_finish();
}
