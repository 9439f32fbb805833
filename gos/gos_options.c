/*
 * gos_options.c -- the -Xgos: settings of the global object space (no VM
 * needed: the launcher's parser and its tests use it alone).
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gos.h"

#define GOS_SPACE_SPIN_MS 1          /* default of -Xgos:spin=MS */
#define GOS_SPACE_STALE_MS 50        /* default of -Xgos:stale=MS */
#define GOS_SPACE_CHUNK (256u << 10) /* default of -Xgos:chunk=BYTES */
#define GOS_SPACE_CHUNK_MIN 64u
#define GOS_SPACE_CHUNK_MAX (4u << 20)  /* a diff part is at most ~4.5x: under 64 MiB */
#define GOS_SPACE_MIGRATE_AFTER 3    /* default of -Xgos:migrateafter=K */
#define GOS_SPACE_MIGRATE_MAX 1000000u
#define GOS_SPACE_PREFETCH_MAX (16u << 20)

void gos_space_options_init(GosSpaceOptions *o)
{
	memset(o, 0, sizeof *o);
	o->placement = GOS_PLACE_ROUNDROBIN;
	o->acquire = GOS_ACQUIRE_NOTICES;
	o->spin_ms = GOS_SPACE_SPIN_MS;
	o->stale_ms = GOS_SPACE_STALE_MS;
	o->chunk = GOS_SPACE_CHUNK;
	o->lockcache = true;
	o->rxanswers = true;
	o->homemigration = true;
	o->migrate_after = GOS_SPACE_MIGRATE_AFTER;
}

/* bytes, with an optional k or m (binary); false if malformed or outside
 * [lo, hi] */
static bool parse_bytes(const char *v, unsigned long long lo, unsigned long long hi,
			unsigned *out)
{
	char *end;
	unsigned long long b;

	errno = 0;
	b = strtoull(v, &end, 10);
	if (*end == 'k' || *end == 'K')
		b <<= 10, end++;
	else if (*end == 'm' || *end == 'M')
		b <<= 20, end++;
	if (errno || *end || end == v || *v == '-' || b < lo || b > hi)
		return false;
	*out = (unsigned)b;
	return true;
}

/* "on" or "off"; false otherwise */
static bool parse_on_off(const char *v, bool *out)
{
	if (!strcmp(v, "on"))
		*out = true;
	else if (!strcmp(v, "off"))
		*out = false;
	else
		return false;
	return true;
}

bool gos_space_parse_option(const char *kv, GosSpaceOptions *o, char *err, size_t errlen)
{
	const char *eq = strchr(kv, '=');
	size_t klen = eq ? (size_t)(eq - kv) : strlen(kv);
	const char *v = eq ? eq + 1 : NULL;

#define KEY(s) (klen == strlen(s) && !strncmp(kv, s, klen))
	if (KEY("placement") && v) {
		if (!strcmp(v, "roundrobin")) o->placement = GOS_PLACE_ROUNDROBIN;
		else if (!strcmp(v, "leastloaded")) o->placement = GOS_PLACE_LEASTLOADED;
		else if (!strcmp(v, "local")) o->placement = GOS_PLACE_LOCAL;
		else goto bad_value;
		return true;
	}
	if (KEY("acquire") && v) {
		if (!strcmp(v, "all")) o->acquire = GOS_ACQUIRE_ALL;
		else if (!strcmp(v, "notices")) o->acquire = GOS_ACQUIRE_NOTICES;
		else goto bad_value;
		return true;
	}
	if (KEY("lockcache") && v) {
		if (!parse_on_off(v, &o->lockcache))
			goto bad_value;
		return true;
	}
	if (KEY("rxanswers") && v) {
		if (!parse_on_off(v, &o->rxanswers))
			goto bad_value;
		return true;
	}
	if (KEY("homemigration") && v) {
		if (!parse_on_off(v, &o->homemigration))
			goto bad_value;
		return true;
	}
	if (KEY("migrateafter") && v) {
		char *end;
		unsigned long k;
		errno = 0;
		k = strtoul(v, &end, 10);
		if (errno || *end || end == v || *v == '-' || k < 1 || k > GOS_SPACE_MIGRATE_MAX)
			goto bad_value;
		o->migrate_after = (unsigned)k;
		return true;
	}
	if ((KEY("spin") || KEY("stale")) && v) {
		char *end;
		unsigned long ms;
		errno = 0;
		ms = strtoul(v, &end, 10);
		if (errno || *end || end == v || ms > 60000 || *v == '-')
			goto bad_value;
		if (KEY("spin"))
			o->spin_ms = (unsigned)ms;
		else
			o->stale_ms = (unsigned)ms;
		return true;
	}
	if (KEY("chunk") && v) {
		if (!parse_bytes(v, GOS_SPACE_CHUNK_MIN, GOS_SPACE_CHUNK_MAX, &o->chunk))
			goto bad_value;
		return true;
	}
	if (KEY("prefetch") && v) {
		if (!parse_bytes(v, 0, GOS_SPACE_PREFETCH_MAX, &o->prefetch))
			goto bad_value;
		return true;
	}
	if (KEY("stats")) {
		o->stats = true;
		if (v && !*v)
			goto bad_value;
		o->stats_file = v;
		return true;
	}
#undef KEY
	snprintf(err, errlen, "unknown setting '%.*s' (placement=roundrobin|leastloaded|local, "
		 "acquire=all|notices, lockcache=on|off, rxanswers=on|off, homemigration=on|off, "
		 "migrateafter=K (1..1000000), prefetch=BYTES (0..16m), spin=MS, stale=MS, chunk=BYTES (64..4m), stats[=FILE.json])", (int)klen, kv);
	return false;
bad_value:
	snprintf(err, errlen, "bad value in '%s'", kv);
	return false;
}

void gos_space_options_format(const GosSpaceOptions *o, char *out, size_t cap)
{
	static const char *const pl[] = { "roundrobin", "leastloaded", "local" };
	snprintf(out, cap, "placement=%s,acquire=%s,lockcache=%s,rxanswers=%s,homemigration=%s,"
		 "migrateafter=%u,prefetch=%u,spin=%u,stale=%u,chunk=%u%s",
		 pl[o->placement], o->acquire == GOS_ACQUIRE_ALL ? "all" : "notices",
		 o->lockcache ? "on" : "off", o->rxanswers ? "on" : "off",
		 o->homemigration ? "on" : "off", o->migrate_after, o->prefetch, o->spin_ms, o->stale_ms, o->chunk,
		 o->stats ? ",stats" : "");
}

