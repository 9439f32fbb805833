/*
 * profiler.h -- the profiler's public face: -Xprof options, installing the
 * correlation tracker on a node, and the master's report at the end.
 *
 * Correlation tracking (ARCHITECTURE.md section 5; Lam, Luo and Wang,
 * IPDPS 2010, section II): every node logs, per application thread and
 * per interval between synchronisation points, the sampled shared objects
 * the thread touched (its object access list, OAL) and sends it to the
 * coordinator on the master, which turns the lists into the thread
 * correlation map (TCM: for each pair of threads, the bytes of the objects
 * both touched in one round) and, with rate=adaptive, moves each class's
 * sampling rate.  doc/profiler.md says what the outputs mean.
 *
 * Use: the launcher parses every -Xprof: argument with prof_parse_option,
 * hands the settings to the workers as one property
 * (prof_options_format), calls prof_install on every node after the
 * object space is installed and before the VM starts, and prof_finish on
 * the master when the program is over (after the last thread's OAL).
 */
#ifndef PROF_PROFILER_H
#define PROF_PROFILER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct ProfOptions {
	bool tcm;                 /* -Xprof:tcm: correlation tracking on */
	uint32_t rate;            /* nX samples per 4 KB page; 0 = full sampling */
	bool adaptive;            /* rate=adaptive: the coordinator moves rates */
	double threshold;         /* adaptive: relative change that raises a rate */
	bool transfer;            /* transfer=off: collect OALs, send nothing */
	bool accuracy;            /* track at full sampling too, report accuracy */
	bool exact;               /* log every access of every shared object */
	unsigned round_ms;        /* the coordinator's round (map step) */
	char out[512];            /* -Xprof:out=DIR */
} ProfOptions;

void prof_options_init(ProfOptions *o);
/* One -Xprof: argument (after the colon): "tcm", "tcm,rate=4X",
 * "tcm,rate=adaptive,threshold=0.05", "out=DIR", ...; false with a
 * message in err for an unknown key or a bad value. */
bool prof_parse_option(const char *arg, ProfOptions *o, char *err, size_t errlen);
/* The settings as one -Xprof: argument the workers parse again. */
void prof_options_format(const ProfOptions *o, char *out, size_t cap);

/* Install the tracker on this node (the object space is installed).
 * Master only: starts the coordinator and checks the output folder can be
 * made.  False with a message in err. */
bool prof_install(const ProfOptions *o, char *err, size_t errlen);
/* Master, program over: wait for the coordinator's last round, write the
 * outputs, print where they are on stderr. */
void prof_finish(void);

#endif /* PROF_PROFILER_H */
