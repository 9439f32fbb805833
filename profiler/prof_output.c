/*
 * prof_output.c -- what a profiled run leaves in -Xprof:out (doc/profiler.md
 * lists the files): the map as CSV, SVG and PNG, the rates over time, the
 * accuracy per rate, summary.json and the one-page index.html, then one
 * line on stderr saying where they are.
 *
 * It only formats: the coordinator (prof_coord.c) hands over a ProfResult
 * in output order, and the writers of prof_report.c draw.  A file that
 * cannot be written is reported and the others are still written.
 */
#include "config.h"

#include <errno.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prof_internal.h"

static void path_of(char *buf, size_t cap, const char *file)
{
	snprintf(buf, cap, "%s/%s", prof_opt.out, file);
}

static void warn_err(const char *what, const char *err)
{
	fprintf(stderr, "profiler: cannot write %s: %s\n", what, err);
}

static void write_map(const char *base, const char *title, const ProfMap *m,
		      const char *const *labels)
{
	char path[700], err[256], file[64];

	snprintf(file, sizeof file, "%s.csv", base);
	path_of(path, sizeof path, file);
	if (prof_write_map_csv(path, m, labels, err, sizeof err) != 0)
		warn_err(path, err);
	snprintf(file, sizeof file, "%s.svg", base);
	path_of(path, sizeof path, file);
	if (prof_write_map_svg(path, m, labels, title, err, sizeof err) != 0)
		warn_err(path, err);
	snprintf(file, sizeof file, "%s.png", base);
	path_of(path, sizeof path, file);
	(void)prof_write_map_png(path, m, labels, title, err, sizeof err);  /* none without libpng */
}

/* A CSV field: quoted, inner quotes doubled. */
static void csv_field(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s; s++) {
		if (*s == '"')
			fputc('"', f);
		fputc(*s, f);
	}
	fputc('"', f);
}

/* rates.csv and rates.svg; true when the picture was written. */
static bool write_rates(const ProfResult *r)
{
	char path[700], err[256];
	FILE *f;
	const char **names;
	int *np, i;
	double **xs, **ys;
	size_t p;
	bool ok = false;

	path_of(path, sizeof path, "rates.csv");
	f = fopen(path, "w");
	if (f) {
		fprintf(f, "seconds,class,rate\n");
		for (p = 0; p < r->npoints; p++) {
			char rn[32];
			fprintf(f, "%.3f,", r->points[p].t);
			csv_field(f, r->classes[r->points[p].cls].name);
			fprintf(f, ",%s\n", prof_rate_name(r->points[p].rate, rn, sizeof rn));
		}
		if (fclose(f) != 0)
			warn_err(path, strerror(errno));
	} else {
		warn_err(path, strerror(errno));
	}
	if (!r->nclasses)
		return false;
	names = malloc((size_t)r->nclasses * sizeof *names);
	np = calloc((size_t)r->nclasses, sizeof *np);
	xs = calloc((size_t)r->nclasses, sizeof *xs);
	ys = calloc((size_t)r->nclasses, sizeof *ys);
	if (!names || !np || !xs || !ys)
		goto out;
	for (i = 0; i < r->nclasses; i++) {
		names[i] = r->classes[i].name;
		xs[i] = malloc((r->npoints + 1) * sizeof **xs);
		ys[i] = malloc((r->npoints + 1) * sizeof **ys);
		if (!xs[i] || !ys[i])
			goto out;
		for (p = 0; p < r->npoints; p++)
			if (r->points[p].cls == i) {
				/* full sampling drawn as the rate that samples every object */
				xs[i][np[i]] = r->points[p].t;
				ys[i][np[i]++] = r->points[p].rate ? r->points[p].rate
					: 4096.0 / (r->classes[i].unit ? r->classes[i].unit : 1);
			}
		if (np[i]) {   /* the last rate holds to the end */
			xs[i][np[i]] = r->run_seconds;
			ys[i][np[i]] = ys[i][np[i] - 1];
			np[i]++;
		}
	}
	path_of(path, sizeof path, "rates.svg");
	if (prof_write_series_svg(path, "Sampling rate of each class over time",
				  "rate (samples per 4 KB page)", r->nclasses, names, np,
				  (const double *const *)xs, (const double *const *)ys, true, err,
				  sizeof err) != 0)
		warn_err(path, err);
	else
		ok = true;
out:
	for (i = 0; xs && ys && i < r->nclasses; i++) {
		free(xs[i]);
		free(ys[i]);
	}
	free(names);
	free(np);
	free(xs);
	free(ys);
	return ok;
}

/* Accuracy of each rate of the ladder: absolute against full sampling,
 * relative against the next higher rate (the paper's Fig. 9). */
typedef struct Accuracy {
	double abs_abs[PROF_ACC_RATES], abs_euc[PROF_ACC_RATES];
	double rel_abs[PROF_ACC_RATES], rel_euc[PROF_ACC_RATES];
} Accuracy;

static double clamp01(double x)
{
	return x < 0 ? 0 : x;
}

static bool write_accuracy(const ProfResult *r, const char *const *labels, Accuracy *acc,
			   json_object *js)
{
	char path[700], err[256];
	const ProfMap *full = &r->acc[PROF_ACC_FULL];
	json_object *jacc = json_object_new_object();
	FILE *f;
	int a, i;

	write_map("tcm-full", "Thread correlation map at full sampling (bytes shared)", full, labels);
	path_of(path, sizeof path, "accuracy.csv");
	f = fopen(path, "w");
	if (f)
		fprintf(f, "rate,abs_abs,abs_euc,rel_abs,rel_euc\n");
	else
		warn_err(path, strerror(errno));
	for (a = 0; a < PROF_ACC_FULL; a++) {
		const ProfMap *m = &r->acc[a], *hi = &r->acc[a + 1];
		json_object *jr = json_object_new_object();
		char rn[32];

		acc->abs_abs[a] = clamp01(1 - prof_e_abs(m, full));
		acc->abs_euc[a] = clamp01(1 - prof_e_euc(m, full));
		acc->rel_abs[a] = clamp01(1 - prof_e_abs(m, hi));
		acc->rel_euc[a] = clamp01(1 - prof_e_euc(m, hi));
		prof_rate_name(prof_acc_rate(a), rn, sizeof rn);
		if (f)
			fprintf(f, "%s,%.6f,%.6f,%.6f,%.6f\n", rn, acc->abs_abs[a], acc->abs_euc[a],
				acc->rel_abs[a], acc->rel_euc[a]);
		json_object_object_add(jr, "abs_abs", json_object_new_double(acc->abs_abs[a]));
		json_object_object_add(jr, "abs_euc", json_object_new_double(acc->abs_euc[a]));
		json_object_object_add(jr, "rel_abs", json_object_new_double(acc->rel_abs[a]));
		json_object_object_add(jr, "rel_euc", json_object_new_double(acc->rel_euc[a]));
		json_object_object_add(jacc, rn, jr);
	}
	if (f && fclose(f) != 0)
		warn_err(path, strerror(errno));
	json_object_object_add(js, "accuracy", jacc);
	{
		const char *names[4] = { "absolute (ABS)", "absolute (EUC)", "relative (ABS)",
					 "relative (EUC)" };
		double x[PROF_ACC_FULL];
		const double *xs[4], *ys[4] = { acc->abs_abs, acc->abs_euc, acc->rel_abs, acc->rel_euc };
		int np[4];

		for (a = 0; a < PROF_ACC_FULL; a++)
			x[a] = prof_acc_rate(a);
		for (i = 0; i < 4; i++) {
			xs[i] = x;
			np[i] = PROF_ACC_FULL;
		}
		path_of(path, sizeof path, "accuracy.svg");
		if (prof_write_series_svg(path, "Correlation tracking accuracy against the sampling rate",
					  "accuracy (1 - E)", 4, names, np, xs, ys, false, err,
					  sizeof err) != 0) {
			warn_err(path, err);
			return false;
		}
	}
	return true;
}

static json_object *summary(const ProfResult *r, const char *rate)
{
	json_object *js = json_object_new_object(), *ja = json_object_new_array();
	int i;

#define J64(k, v) json_object_object_add(js, k, json_object_new_int64((int64_t)(v)))
	json_object_object_add(js, "rate", json_object_new_string(rate));
	json_object_object_add(js, "threads", json_object_new_int(r->nthreads));
	J64("oal_bytes", r->prof_bytes);
	J64("oal_messages", r->msgs);
	J64("oal_bytes_unsent", r->nodes.unsent_bytes);
	J64("oal_bytes_collected", r->nodes.packed_bytes);
	J64("intervals", r->nodes.intervals);
	J64("entries_collected", r->nodes.entries);
	json_object_object_add(js, "transfer", json_object_new_boolean(prof_opt.transfer));
	J64("gos_bytes", r->gos_bytes);
	J64("gos_messages", r->gos_msgs);
	json_object_object_add(js, "nodes_not_answering", json_object_new_int(r->missing));
	J64("entries", r->entries);
	J64("rounds", r->rounds);
	J64("rate_changes", r->rate_changes);
	J64("dropped_messages", r->dropped);
	J64("bad_messages", r->bad);
	J64("threads_left_out", r->overflow);
#undef J64
	json_object_object_add(js, "map_seconds", json_object_new_double(r->map_seconds));
	json_object_object_add(js, "run_seconds", json_object_new_double(r->run_seconds));
	for (i = 0; i < r->nthreads; i++) {
		json_object *jt = json_object_new_object();
		json_object_object_add(jt, "name", json_object_new_string(r->threads[i].name));
		json_object_object_add(jt, "id", json_object_new_int64(r->threads[i].tid));
		json_object_object_add(jt, "node", json_object_new_int(r->threads[i].node));
		json_object_array_add(ja, jt);
	}
	json_object_object_add(js, "thread_list", ja);
	return js;
}

static void write_html(const ProfResult *r, const char *rate, const Accuracy *acc,
		       bool rates_svg, bool acc_svg)
{
	static const ProfHtmlItem links[5] = {
		{ "tcm.csv", "the map (CSV)" }, { "summary.json", "all figures (JSON)" },
		{ "rates.csv", "rates over time (CSV)" },
		{ "accuracy.csv", "accuracy per rate (CSV)" },
		{ "tcm-full.csv", "the map at full sampling (CSV)" }
	};
	char vals[10][160], path[700], err[256];
	ProfHtmlItem rows[10], images[3], *threads;
	struct { char index[12], desc[200]; } *text;
	int nrows = 0, nimages = 0, i;
	ProfHtml h;

#define ROW(l, ...) do { snprintf(vals[nrows], sizeof vals[nrows], __VA_ARGS__); \
		rows[nrows].a = (l); rows[nrows].b = vals[nrows]; nrows++; } while (0)
	ROW("sampling rate", "%s%s%s", rate, prof_opt.exact ? " (exact: every access)" : "",
	    prof_opt.transfer ? "" : " (transfer off: OALs collected, not sent)");
	ROW("threads", "%d", r->nthreads);
	ROW("intervals", "%llu", (unsigned long long)r->nodes.intervals);
	ROW("OAL entries", "%llu collected, %llu received in %llu messages",
	    (unsigned long long)r->nodes.entries, (unsigned long long)r->entries,
	    (unsigned long long)r->msgs);
	ROW("OAL bytes sent / all object-space bytes", "%llu / %llu (%.2f%%)",
	    (unsigned long long)r->prof_bytes, (unsigned long long)r->gos_bytes,
	    r->gos_bytes ? 100.0 * (double)r->prof_bytes / (double)r->gos_bytes : 0.0);
	ROW("map computing time", "%.3f s in %llu rounds of %u ms", r->map_seconds,
	    (unsigned long long)r->rounds, prof_opt.round_ms);
	if (r->dropped || r->bad || r->overflow || r->missing)
		ROW("left out", "%llu messages dropped (queue full), %llu malformed, %llu threads over "
		    "%d, %d nodes did not report traffic", (unsigned long long)r->dropped,
		    (unsigned long long)r->bad, (unsigned long long)r->overflow, PROF_MAX_THREADS,
		    r->missing);
	if (acc)
		ROW("absolute accuracy at 4X", "%.4f (ABS), %.4f (EUC)", acc->abs_abs[2], acc->abs_euc[2]);
#undef ROW
	images[nimages].a = "tcm.svg";
	images[nimages++].b = "Thread correlation map: bytes of objects each pair of threads shared";
	if (rates_svg) {
		images[nimages].a = "rates.svg";
		images[nimages++].b = "Sampling rate of each class over the run (rates.csv)";
	}
	if (acc_svg) {
		images[nimages].a = "accuracy.svg";
		images[nimages++].b = "Accuracy per sampling rate: absolute against full sampling, "
				      "relative against the next higher rate (accuracy.csv)";
	}
	memset(&h, 0, sizeof h);
	h.title = "Ristretto thread correlation profile";
	h.rows = rows;
	h.nrows = nrows;
	h.images = images;
	h.nimages = nimages;
	h.links = links;
	h.nlinks = acc ? 5 : 3;
	/* the key to the maps' rows and columns (tcm.png has only indices) */
	threads = calloc((size_t)(r->nthreads > 0 ? r->nthreads : 1), sizeof *threads);
	text = calloc((size_t)(r->nthreads > 0 ? r->nthreads : 1), sizeof *text);
	if (threads != NULL && text != NULL) {
		for (i = 0; i < r->nthreads; i++) {
			snprintf(text[i].index, sizeof text[i].index, "%d", i);
			snprintf(text[i].desc, sizeof text[i].desc, "%s (node %d)",
				 r->threads[i].name ? r->threads[i].name : "?",
				 r->threads[i].node);
			threads[i].a = text[i].index;
			threads[i].b = text[i].desc;
		}
		h.threads = threads;
		h.nthreads = r->nthreads;
	}
	path_of(path, sizeof path, "index.html");
	if (prof_write_html(path, &h, err, sizeof err) != 0)
		warn_err(path, err);
	free(threads);
	free(text);
}

void prof_output_write(const ProfResult *r)
{
	char path[700], rate[32], title[160];
	const char **labels = malloc((size_t)(r->nthreads ? r->nthreads : 1) * sizeof *labels);
	Accuracy acc;
	json_object *js;
	bool rates_svg, acc_svg = false;
	int i;

	if (!labels) {
		fprintf(stderr, "profiler: out of memory writing the report\n");
		return;
	}
	for (i = 0; i < r->nthreads; i++)
		labels[i] = r->threads[i].name;
	if (prof_opt.adaptive)
		snprintf(rate, sizeof rate, "adaptive");
	else
		prof_rate_name(prof_opt.rate, rate, sizeof rate);
	snprintf(title, sizeof title, "Thread correlation map (bytes shared, sampling %s)", rate);
	write_map("tcm", title, r->map, labels);
	js = summary(r, rate);
	rates_svg = write_rates(r);
	if (r->acc)
		acc_svg = write_accuracy(r, labels, &acc, js);
	path_of(path, sizeof path, "summary.json");
	if (json_object_to_file_ext(path, js, JSON_C_TO_STRING_PRETTY) != 0)
		warn_err(path, json_util_get_last_err());
	json_object_put(js);
	write_html(r, rate, r->acc ? &acc : NULL, rates_svg, acc_svg);
	if (prof_opt.transfer)
		fprintf(stderr, "profiler: thread correlation map of %d thread%s written to %s/index.html\n",
			r->nthreads, r->nthreads == 1 ? "" : "s", prof_opt.out);
	else
		fprintf(stderr, "profiler: transfer=off: %llu OAL entries (%llu bytes) collected and not "
			"sent, so no map; figures in %s/index.html\n",
			(unsigned long long)r->nodes.entries, (unsigned long long)r->nodes.packed_bytes,
			prof_opt.out);
	free(labels);
}
