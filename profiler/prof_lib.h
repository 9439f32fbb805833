/*
 * prof_lib.h - the VM-independent part of the correlation profiler.
 *
 * The profiler follows section II of Lam, Luo and Wang (2010): objects carry
 * a 16-bit per-class sequence number, a class is sampled at a rate "nX"
 * (n objects per 4096-byte page), arrays are sampled element by element
 * and logged with an amortised size, and the coordinator builds thread
 * correlation maps from the per-thread object access lists.  This header
 * holds everything that needs no VM: the sampling arithmetic, the maps and
 * their error measures, the per-round object table, the adaptive rate
 * controller and the writers of the report files.  It includes no VM
 * header, so the VM side and the unit tests both use it as is.
 *
 * Rules that hold throughout:
 *  - A rate is a power of two n in 1..65536 meaning nX; rate 0 means full
 *    sampling (every object).  A gap is the divisor applied to sequence
 *    numbers; gap 1 samples everything.
 *  - A ProfMap is n x n, row-major with stride n, symmetric, with a zero
 *    diagonal: a thread's correlation with itself is never recorded.
 *    Entries are bytes of objects that both threads accessed.
 *  - Functions that can fail return 0 on success and -1 on failure (bad
 *    argument or out of memory); they never abort.  The report writers
 *    also put a message in the caller's buffer err[errlen].
 */
#ifndef PROF_LIB_H
#define PROF_LIB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Bytes per page in the nX notation. */
#define PROF_PAGE_SIZE 4096u
/* Largest nominal sampling gap. */
#define PROF_MAX_GAP 32768u
/* Largest rate accepted by prof_parse_rate (65536X). */
#define PROF_MAX_RATE 65536u
/* Thread indices accepted by a ProfRound are 0 .. PROF_MAX_THREADS-1. */
#define PROF_MAX_THREADS 1024
/* Settled rounds in a row before the rate controller tries a lower rate. */
#define PROF_RATE_CALM 3

/* ---- sampling arithmetic (prof_sample.c) ------------------------------ */

/* The prime nearest to n, ties to the larger; 1 for n <= 1. */
uint32_t prof_nearest_prime(uint32_t n);
/* 4096 / (size * rate) rounded to the nearest power of two (ties up) and
 * kept in 1..PROF_MAX_GAP; 1 for rate 0 (full).  size 0 counts as 1. */
uint32_t prof_nominal_gap(uint32_t size, uint32_t rate);
/* The gap actually applied: the prime nearest to the nominal gap. */
uint32_t prof_real_gap(uint32_t size, uint32_t rate);
/* Whether the object with sequence number seq is a sample under gap. */
bool prof_obj_sampled(uint16_t seq, uint32_t gap);
/* How many elements of an array whose element 0 has sequence number seq0
 * are samples: elements i in [0,length) with ((seq0+i) mod 65536) % gap
 * == 0.  Constant time. */
uint32_t prof_array_sampled(uint16_t seq0, uint32_t length, uint32_t gap);
/* "4X", or "full" for rate 0, written into buf; returns buf. */
const char *prof_rate_name(uint32_t rate, char *buf, size_t len);
/* Parses "1X".."65536X" (powers of two, x in either case) or "full"
 * (rate 0).  Returns 0, or -1 leaving *rate alone. */
int prof_parse_rate(const char *s, uint32_t *rate);

/* ---- correlation maps (prof_map.c) ------------------------------------ */

/* n x n map; m holds cap*cap doubles of which the first n*n are the map
 * (stride n).  An empty map has n 0 and may have m NULL. */
typedef struct ProfMap {
	int n;
	int cap;
	double *m;
} ProfMap;

#define PROF_MAP_AT(map, i, j) ((map)->m[(size_t)(i) * (size_t)(map)->n + (size_t)(j)])

int prof_map_init(ProfMap *map, int n);
void prof_map_free(ProfMap *map);
/* Grows to n threads keeping every entry; a smaller n changes nothing. */
int prof_map_resize(ProfMap *map, int n);
void prof_map_clear(ProfMap *map);
/* Makes dst an exact copy of src (same n). */
int prof_map_copy(ProfMap *dst, const ProfMap *src);
/* dst += src elementwise; dst grows to src's n when src is larger. */
int prof_map_add(ProfMap *dst, const ProfMap *src);
void prof_map_scale(ProfMap *map, double factor);
double prof_map_total(const ProfMap *map);
/* An object of `bytes` was accessed by the k distinct threads listed:
 * adds bytes to [i][j] and [j][i] for every unordered pair i != j.
 * Indices outside 0..n-1 are ignored. */
void prof_map_add_sharers(ProfMap *map, const int *threads, int k,
			  double bytes);
/* Formula (2): sum |a-b| / sum |b|, b the reference.  Formula (1):
 * sqrt(sum (a-b)^2) / sqrt(sum b^2).  Maps of different n compare as if
 * the smaller were padded with zeros.  When b is all zero the error is 0
 * if a is all zero too, else 1.  Accuracy is 1 - E clamped at 0
 * (prof_accuracy); E itself may exceed 1. */
double prof_e_abs(const ProfMap *a, const ProfMap *b);
double prof_e_euc(const ProfMap *a, const ProfMap *b);
double prof_accuracy(double error);

/* ---- per-round object table (prof_map.c) ------------------------------ */

/* One object seen in the round: the distinct threads that accessed it
 * (sorted, thr points at inl while nthr <= PROF_ROUND_INLINE) and the
 * largest amortised size reported for it. */
#define PROF_ROUND_INLINE 4
typedef struct ProfRoundObj {
	uint64_t id;
	uint32_t class_index;
	uint16_t nthr;
	uint16_t thr_cap;
	uint16_t *thr;
	uint16_t inl[PROF_ROUND_INLINE];
	double bytes;
	bool used;
} ProfRoundObj;

/* Open-addressing table (linear probing) of the objects of one round;
 * cap is 0 or a power of two and count <= cap / 2.  Closing the round
 * frees everything, so memory is bounded by the current round. */
typedef struct ProfRound {
	size_t cap;
	size_t count;
	ProfRoundObj *slot;
} ProfRound;

void prof_round_init(ProfRound *round);
void prof_round_free(ProfRound *round);
/* Records that thread (0..PROF_MAX_THREADS-1) accessed object_id. */
int prof_round_add(ProfRound *round, uint64_t object_id,
		   uint32_t class_index, int thread, double bytes);
/* Adds each object's sharers into *total (grown as needed) and into
 * per_class[class_index] when per_class is not NULL and class_index <
 * nclass, then empties the round.  On -1 (out of memory) the round is
 * emptied all the same. */
int prof_round_close(ProfRound *round, ProfMap *total, ProfMap *per_class,
		     int nclass);

/* ---- adaptive rate controller (prof_rate.c) --------------------------- */

typedef struct ProfRateCtl {
	uint32_t rate;		/* current rate, power of two */
	uint32_t min_rate;
	uint32_t max_rate;
	uint32_t floor;		/* never lowered below this; min_rate at start */
	double threshold;	/* a change above it means "not settled" */
	int calm;		/* settled rounds in a row */
	bool trial;		/* the last step lowered the rate */
	bool changed;		/* the last step changed the rate */
} ProfRateCtl;

int prof_rate_init(ProfRateCtl *c, uint32_t start, uint32_t min_rate,
		   uint32_t max_rate, double threshold);
/* change: E_ABS between this round's normalised map of the class and the
 * previous round's, or negative when the class had no data. */
uint32_t prof_rate_step(ProfRateCtl *c, double change);

/* ---- report files (prof_report.c) ------------------------------------- */

/* labels may be NULL (then "T0", "T1", ...). */
int prof_write_map_csv(const char *path, const ProfMap *m,
		       const char *const *labels, char *err, size_t errlen);
int prof_write_map_svg(const char *path, const ProfMap *m,
		       const char *const *labels, const char *title,
		       char *err, size_t errlen);
/* The same picture as prof_write_map_svg as a PNG: the cells, each
 * thread's index (0 .. n-1, the row and column of tcm.csv; index.html
 * names them) on the left and top edges, a tick mark per thread (a longer
 * one every 8th) and a colour bar on the right.  Indices are drawn with a
 * built-in 3 x 5 digit font, every thread's when the cells leave room,
 * else every step-th; names and the title are not drawn (labels and title
 * are accepted so both writers take the same arguments).  The layout is
 * given by prof_map_png_layout, the size by prof_map_png_size.  Without
 * libpng it returns -1 with "built without libpng". */
int prof_write_map_png(const char *path, const ProfMap *m,
		       const char *const *labels, const char *title,
		       char *err, size_t errlen);
typedef struct ProfPngLayout {
	int cell;	/* pixels per cell side */
	int scale;	/* pixels per glyph pixel (1 or 2) */
	int digits;	/* digits of the largest index */
	int step;	/* every step-th thread is labelled */
	int left, top;	/* where the grid starts */
} ProfPngLayout;
void prof_map_png_layout(int n, ProfPngLayout *l);
void prof_map_png_size(int n, uint32_t *width, uint32_t *height);
/* Line chart of nseries series, series s having npoints[s] points
 * (x[s][k], y[s][k]).  With log2y it is the rate chart: the x axis is
 * captioned "time (s)", the y values (must be > 0; others are skipped) go
 * on a log2 axis and lines are drawn as steps (a rate holds until it
 * changes).  Otherwise it is an accuracy chart: the x values are rates
 * (nX, must be > 0; others are skipped) on a log2 axis ticked 1X, 2X, 4X
 * ..., as in the paper's Fig. 9, and points are joined by straight lines.
 * ylabel captions the y axis. */
int prof_write_series_svg(const char *path, const char *title,
			  const char *ylabel, int nseries,
			  const char *const *names, const int *npoints,
			  const double *const *x, const double *const *y,
			  bool log2y, char *err, size_t errlen);

typedef struct ProfHtmlItem {
	const char *a;		/* row label, or file name (relative) */
	const char *b;		/* row value, or caption */
} ProfHtmlItem;

typedef struct ProfHtml {
	const char *title;
	int nrows;
	const ProfHtmlItem *rows;	/* label, value */
	int nimages;
	const ProfHtmlItem *images;	/* file, caption */
	int nlinks;
	const ProfHtmlItem *links;	/* file, caption */
	int nthreads;
	const ProfHtmlItem *threads;	/* index, description: the key to
					 * the maps' rows and columns */
} ProfHtml;

int prof_write_html(const char *path, const ProfHtml *h,
		    char *err, size_t errlen);

#endif /* PROF_LIB_H */
