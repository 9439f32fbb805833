/*
 * prof_report.c - the profiler's output files.
 *
 * A run's correlation maps go out as CSV (for scripts), as an SVG heat map
 * and optionally as a PNG (for people), the per-class rates and accuracy
 * curves as SVG line charts, and one HTML page ties them together.  Every
 * writer builds the whole file through one FILE *, checks the stream at
 * the end and reports failure as -1 with "path: reason" in the caller's
 * buffer.  Text that comes from outside (thread labels, class names,
 * captions) is escaped for the format it lands in: RFC 4180 quoting in
 * CSV, entity escaping in SVG and HTML; labels are taken to be UTF-8.  The
 * SVG files are standalone SVG 1.1 and the HTML page uses inline CSS only,
 * so a report directory can be copied anywhere and opened offline.
 */
#include "config.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef HAVE_LIBPNG
#include <png.h>
#endif

#include "prof_lib.h"

/* Code points of a label shown in the heat map before it is cut. */
#define LABEL_MAX 16

static int fail(char *err, size_t errlen, const char *path, const char *fmt,
		...)
{
	char what[160];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(what, sizeof what, fmt, ap);
	va_end(ap);
	if (err != NULL && errlen > 0)
		snprintf(err, errlen, "%s: %s", path ? path : "(null)", what);
	return -1;
}

static FILE *open_out(const char *path, char *err, size_t errlen)
{
	FILE *f;

	if (path == NULL) {
		fail(err, errlen, path, "no path");
		return NULL;
	}
	f = fopen(path, "w");
	if (f == NULL)
		fail(err, errlen, path, "%s", strerror(errno));
	return f;
}

/* Closes f; a write error seen at any point makes the result -1. */
static int close_out(FILE *f, const char *path, char *err, size_t errlen)
{
	int bad = ferror(f);
	int saved = errno;

	if (fclose(f) != 0 && !bad)
		return fail(err, errlen, path, "%s", strerror(errno));
	if (bad)
		return fail(err, errlen, path, "%s",
			    saved ? strerror(saved) : "write error");
	return 0;
}

static const char *label_of(const char *const *labels, int i, char *buf,
			    size_t len)
{
	if (labels != NULL && labels[i] != NULL)
		return labels[i];
	snprintf(buf, len, "T%d", i);
	return buf;
}

/* Writes s escaped for XML and HTML text and attributes.  Control
 * characters XML 1.0 forbids are dropped.  max > 0 keeps at most max code
 * points, the last one an ellipsis when s was longer. */
static void put_escaped(FILE *f, const char *s, int max)
{
	const unsigned char *p = (const unsigned char *)s;
	int points = 0, total = 0;
	const unsigned char *q;

	if (max > 0)
		for (q = p; *q; q++)
			if ((*q & 0xc0) != 0x80)
				total++;
	for (; *p; p++) {
		if ((*p & 0xc0) != 0x80) {
			if (max > 0 && total > max && points == max - 1) {
				fputs("\xe2\x80\xa6", f);
				return;
			}
			points++;
		}
		switch (*p) {
		case '&': fputs("&amp;", f); break;
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '"': fputs("&quot;", f); break;
		case '\'': fputs("&#39;", f); break;
		case '\t': case '\n': case '\r': fputc(' ', f); break;
		default:
			if (*p >= 0x20)
				fputc(*p, f);
		}
	}
}

static void human_bytes(double v, char *buf, size_t len)
{
	if (v < 1024)
		snprintf(buf, len, "%.0f B", v);
	else if (v < 1024.0 * 1024)
		snprintf(buf, len, "%.1f KB", v / 1024);
	else if (v < 1024.0 * 1024 * 1024)
		snprintf(buf, len, "%.1f MB", v / (1024.0 * 1024));
	else
		snprintf(buf, len, "%.1f GB", v / (1024.0 * 1024 * 1024));
}

/* ---- CSV -------------------------------------------------------------- */

static void put_csv_field(FILE *f, const char *s)
{
	if (strpbrk(s, ",\"\r\n") == NULL && s[0] != ' ' &&
	    (s[0] == '\0' || s[strlen(s) - 1] != ' ')) {
		fputs(s, f);
		return;
	}
	fputc('"', f);
	for (; *s; s++) {
		if (*s == '"')
			fputc('"', f);
		fputc(*s, f);
	}
	fputc('"', f);
}

int prof_write_map_csv(const char *path, const ProfMap *m,
		       const char *const *labels, char *err, size_t errlen)
{
	char buf[32];
	FILE *f;
	int i, j;

	if (m == NULL || m->n < 0)
		return fail(err, errlen, path, "no map");
	f = open_out(path, err, errlen);
	if (f == NULL)
		return -1;
	fputs("thread", f);
	for (j = 0; j < m->n; j++) {
		fputc(',', f);
		put_csv_field(f, label_of(labels, j, buf, sizeof buf));
	}
	fputs("\r\n", f);
	for (i = 0; i < m->n; i++) {
		put_csv_field(f, label_of(labels, i, buf, sizeof buf));
		for (j = 0; j < m->n; j++)
			fprintf(f, ",%.0f", round(PROF_MAP_AT(m, i, j)) + 0.0);
		fputs("\r\n", f);
	}
	return close_out(f, path, err, errlen);
}

/* ---- colour scale shared by the SVG and PNG heat maps ----------------- */

/* How values map to colour: t = v / max on the linear scale; on the log
 * scale nonzero values map to [LOG_T0, 1] by log(v / minnz) so that small
 * sharers stay visible.  Log is chosen when the median nonzero value is
 * under a thousandth of the largest (most pairs would be white on a linear
 * scale); a few tiny entries beside many large ones (a barrier object
 * beside arrays) keep the linear scale, which shows the large ones apart. */
#define LOG_T0 0.1

typedef struct Scale {
	double max;
	double minnz;
	bool log;
} Scale;

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static Scale map_scale(const ProfMap *m)
{
	Scale s = { 0, 0, false };
	size_t k, nn = (size_t)m->n * m->n;

	for (k = 0; k < nn; k++) {
		double v = m->m[k];

		if (v > s.max)
			s.max = v;
		if (v > 0 && (s.minnz == 0 || v < s.minnz))
			s.minnz = v;
	}
	if (s.max > 0 && s.max / s.minnz > 1000) {
		/* the median nonzero value (the upper one of an even count) */
		double *nz = malloc(nn * sizeof *nz);
		size_t n = 0;
		if (nz) {
			for (k = 0; k < nn; k++)
				if (m->m[k] > 0)
					nz[n++] = m->m[k];
			qsort(nz, n, sizeof *nz, cmp_double);
			s.log = s.max / nz[n / 2] > 1000;
			free(nz);
		} else {
			s.log = true;
		}
	}
	return s;
}

static double scale_t(const Scale *s, double v)
{
	if (v <= 0 || s->max <= 0)
		return 0;
	if (!s->log)
		return v >= s->max ? 1 : v / s->max;
	return LOG_T0 + (1 - LOG_T0) * log(v / s->minnz) / log(s->max / s->minnz);
}

/* White at t = 0 to dark red (#8b0000) at t = 1. */
static void colour(double t, unsigned char rgb[3])
{
	if (t < 0)
		t = 0;
	if (t > 1)
		t = 1;
	rgb[0] = (unsigned char)lround(255 - t * (255 - 139));
	rgb[1] = (unsigned char)lround(255 * (1 - t));
	rgb[2] = rgb[1];
}

static void put_colour(FILE *f, double t)
{
	unsigned char c[3];

	colour(t, c);
	fprintf(f, "#%02x%02x%02x", c[0], c[1], c[2]);
}

/* ---- SVG heat map ----------------------------------------------------- */

static const char svg_head[] =
	"<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
	"<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" "
	"\"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">\n";

static void svg_open(FILE *f, int w, int h)
{
	fputs(svg_head, f);
	fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
		"width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
		"font-family=\"sans-serif\">\n", w, h, w, h);
	fprintf(f, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" "
		"fill=\"#ffffff\"/>\n", w, h);
}

int prof_write_map_svg(const char *path, const ProfMap *m,
		       const char *const *labels, const char *title,
		       char *err, size_t errlen)
{
	int n, cell, font, labw, x0, y0, grid, barh, w, h, i, j;
	char buf[32], a[32], b[32];
	Scale s;
	FILE *f;

	if (m == NULL || m->n < 0)
		return fail(err, errlen, path, "no map");
	n = m->n;
	cell = n <= 8 ? 40 : 512 / n;
	if (cell < 8)
		cell = 8;
	font = cell * 8 / 10 < 12 ? cell * 8 / 10 : 12;
	if (font < 6)
		font = 6;
	labw = LABEL_MAX * font * 6 / 10 + 8;
	x0 = 16 + labw;
	y0 = 44 + labw;
	grid = n * cell;
	barh = grid > 160 ? grid : 160;
	w = x0 + grid + 40 + 16 + 120;
	h = y0 + barh + 48;
	if (w < 420)
		w = 420;
	s = map_scale(m);

	f = open_out(path, err, errlen);
	if (f == NULL)
		return -1;
	svg_open(f, w, h);
	fputs("<text x=\"16\" y=\"26\" font-size=\"18\" font-weight=\"bold\">", f);
	put_escaped(f, title ? title : "Thread correlation map", 0);
	fputs("</text>\n", f);

	fprintf(f, "<g font-size=\"%d\">\n", font);
	for (j = 0; j < n; j++) {
		fprintf(f, "<text transform=\"translate(%d,%d) rotate(-90)\" "
			"dy=\"0.35em\">", x0 + j * cell + cell / 2, y0 - 4);
		put_escaped(f, label_of(labels, j, buf, sizeof buf), LABEL_MAX);
		fputs("</text>\n", f);
	}
	for (i = 0; i < n; i++) {
		fprintf(f, "<text x=\"%d\" y=\"%d\" dy=\"0.35em\" "
			"text-anchor=\"end\">", x0 - 4, y0 + i * cell + cell / 2);
		put_escaped(f, label_of(labels, i, buf, sizeof buf), LABEL_MAX);
		fputs("</text>\n", f);
	}
	fputs("</g>\n<g stroke=\"#d0d0d0\" stroke-width=\"0.5\">\n", f);
	for (i = 0; i < n; i++)
		for (j = 0; j < n; j++) {
			double v = PROF_MAP_AT(m, i, j);

			fprintf(f, "<rect class=\"cell\" x=\"%d\" y=\"%d\" "
				"width=\"%d\" height=\"%d\" fill=\"",
				x0 + j * cell, y0 + i * cell, cell, cell);
			if (i == j)
				fputs("#e8e8e8", f);
			else
				put_colour(f, scale_t(&s, v));
			fputs("\"><title>", f);
			put_escaped(f, label_of(labels, i, a, sizeof a), 0);
			fputs(" / ", f);
			put_escaped(f, label_of(labels, j, b, sizeof b), 0);
			human_bytes(v, buf, sizeof buf);
			fprintf(f, ": %s</title></rect>\n",
				i == j ? "not recorded" : buf);
		}
	fputs("</g>\n", f);
	fprintf(f, "<text x=\"%d\" y=\"%d\" font-size=\"11\">rows: thread i, "
		"columns: thread j, grey diagonal not recorded</text>\n",
		x0, y0 + barh + 28);

	/* colour bar: top is max, bottom is 0 (linear) or the smallest
	 * nonzero value (log) */
	fputs("<defs><linearGradient id=\"bar\" x1=\"0\" y1=\"1\" x2=\"0\" "
	      "y2=\"0\">\n", f);
	for (i = 0; i <= 4; i++) {
		double t0 = s.log ? LOG_T0 : 0;

		fprintf(f, "<stop offset=\"%g\" stop-color=\"", i / 4.0);
		put_colour(f, t0 + (1 - t0) * i / 4.0);
		fputs("\"/>\n", f);
	}
	fputs("</linearGradient></defs>\n", f);
	{
		int bx = x0 + grid + 40;

		fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"16\" height=\"%d\" "
			"fill=\"url(#bar)\" stroke=\"#000000\" "
			"stroke-width=\"0.5\"/>\n", bx, y0, barh);
		human_bytes(s.max, buf, sizeof buf);
		fprintf(f, "<g font-size=\"11\"><text x=\"%d\" y=\"%d\" "
			"dy=\"0.7em\">max %s</text>\n", bx + 22, y0, buf);
		human_bytes(s.log ? s.minnz : 0, buf, sizeof buf);
		fprintf(f, "<text x=\"%d\" y=\"%d\">%s %s</text>\n",
			bx + 22, y0 + barh, s.log ? "min" : "", buf);
		fprintf(f, "<text x=\"%d\" y=\"%d\">%s scale</text>\n",
			bx + 22, y0 + barh / 2, s.log ? "log" : "linear");
		fprintf(f, "<text x=\"%d\" y=\"%d\">white = 0 B</text></g>\n",
			bx + 22, y0 + barh / 2 + 14);
	}
	fputs("</svg>\n", f);
	return close_out(f, path, err, errlen);
}

/* ---- PNG heat map ----------------------------------------------------- */

/* Layout: on the left, each row's thread index written with the digit
 * font below and a tick mark; on the top, each column's index with its
 * digits stacked (so a label is one glyph wide and fits a narrow column)
 * and a tick; then the grid of n x n square cells, a gap, a colour bar as
 * tall as the grid and a small border.  Glyphs are drawn at twice their
 * size when cells are 16 pixels or more.  When a cell is too small for a
 * label, only every step-th thread (a power of two) is labelled. */
#define PNG_TICK 12
#define PNG_GAP 10
#define PNG_BAR 16
#define PNG_BORDER 4
#define PNG_PAD 2

static int png_cell(int n)
{
	int cell = n > 0 ? 512 / n : 32;

	if (cell > 32)
		cell = 32;
	if (cell < 4)
		cell = 4;
	return cell;
}

void prof_map_png_layout(int n, ProfPngLayout *l)
{
	int need, top;

	if (n < 0)
		n = 0;
	l->cell = png_cell(n);
	l->scale = l->cell >= 16 ? 2 : 1;
	l->digits = 1;
	for (top = n - 1; top >= 10; top /= 10)
		l->digits++;
	/* a row label is 5 glyph rows tall, a column label 3 wide; both
	 * want a free glyph pixel beside them */
	need = 6 * l->scale;
	for (l->step = 1; l->step * l->cell < need; l->step *= 2)
		;
	l->left = PNG_PAD + l->digits * 4 * l->scale + PNG_TICK;
	l->top = PNG_PAD + l->digits * 6 * l->scale + PNG_TICK;
}

void prof_map_png_size(int n, uint32_t *width, uint32_t *height)
{
	ProfPngLayout l;
	uint32_t grid;

	prof_map_png_layout(n, &l);
	grid = (uint32_t)(n > 0 ? n : 0) * (uint32_t)l.cell;
	*width = (uint32_t)l.left + grid + PNG_GAP + PNG_BAR + PNG_BORDER;
	*height = (uint32_t)l.top + grid + PNG_BORDER;
}

#ifdef HAVE_LIBPNG
/* 3 x 5 digits, a row per byte, bit 2 the left column */
static const unsigned char png_digit[10][5] = {
	{ 7, 5, 5, 5, 7 }, { 2, 6, 2, 2, 7 }, { 7, 1, 7, 4, 7 },
	{ 7, 1, 3, 1, 7 }, { 5, 5, 7, 1, 1 }, { 7, 4, 7, 1, 7 },
	{ 7, 4, 7, 5, 7 }, { 7, 1, 1, 2, 2 }, { 7, 5, 7, 5, 7 },
	{ 7, 5, 7, 1, 7 },
};

static void fill(unsigned char *px, uint32_t w, uint32_t x, uint32_t y,
		 uint32_t rw, uint32_t rh, const unsigned char rgb[3])
{
	uint32_t i, j;

	for (i = y; i < y + rh; i++)
		for (j = x; j < x + rw; j++)
			memcpy(px + ((size_t)i * w + j) * 3, rgb, 3);
}

/* Digit d with its top left corner at (x, y), each glyph pixel a
 * sc x sc square. */
static void glyph(unsigned char *px, uint32_t w, uint32_t x, uint32_t y,
		  int d, int sc, const unsigned char rgb[3])
{
	uint32_t r, c;

	for (r = 0; r < 5; r++)
		for (c = 0; c < 3; c++)
			if (png_digit[d][r] & (4 >> c))
				fill(px, w, x + c * sc, y + r * sc, sc, sc, rgb);
}

/* The decimal digits of v, most significant first; returns how many. */
static int digits_of(uint32_t v, int out[10])
{
	int k = 0, i;

	do {
		out[k++] = (int)(v % 10);
		v /= 10;
	} while (v > 0);
	for (i = 0; i < k / 2; i++) {
		int t = out[i];

		out[i] = out[k - 1 - i];
		out[k - 1 - i] = t;
	}
	return k;
}

int prof_write_map_png(const char *path, const ProfMap *m,
		       const char *const *labels, const char *title,
		       char *err, size_t errlen)
{
	static const unsigned char black[3] = { 0, 0, 0 };
	static const unsigned char grey[3] = { 0xe8, 0xe8, 0xe8 };
	uint32_t w, h, cell, grid, i, j, bx;
	unsigned char *px, rgb[3];
	ProfPngLayout l;
	png_image img;
	Scale s;
	int n;

	if (m == NULL || m->n < 0)
		return fail(err, errlen, path, "no map");
	if (path == NULL)
		return fail(err, errlen, path, "no path");
	n = m->n;
	prof_map_png_size(n, &w, &h);
	prof_map_png_layout(n, &l);
	cell = (uint32_t)l.cell;
	grid = (uint32_t)n * cell;
	px = malloc((size_t)w * h * 3);
	if (px == NULL)
		return fail(err, errlen, path, "out of memory");
	memset(px, 0xff, (size_t)w * h * 3);
	s = map_scale(m);
	for (i = 0; i < (uint32_t)n; i++)
		for (j = 0; j < (uint32_t)n; j++) {
			if (i == j)
				memcpy(rgb, grey, 3);
			else
				colour(scale_t(&s, PROF_MAP_AT(m, i, j)), rgb);
			fill(px, w, l.left + j * cell, l.top + i * cell,
			     cell, cell, rgb);
		}
	/* a tick at each cell's centre, longer every 8th thread; the
	 * index beside every step-th */
	for (i = 0; i < (uint32_t)n; i++) {
		uint32_t c = i * cell + cell / 2;
		uint32_t len = i % 8 == 0 ? 8 : 4;
		uint32_t sc = (uint32_t)l.scale, k;
		int dig[10], nd;

		fill(px, w, l.left + c, l.top - 2 - len, 1, len, black);
		fill(px, w, l.left - 2 - len, l.top + c, len, 1, black);
		if (i % (uint32_t)l.step != 0)
			continue;
		nd = digits_of(i, dig);
		/* row label: right-aligned before the tick area */
		for (k = 0; k < (uint32_t)nd; k++)
			glyph(px, w, l.left - PNG_TICK -
			      (uint32_t)(nd - (int)k) * 4 * sc,
			      l.top + c - 5 * sc / 2, dig[k], (int)sc, black);
		/* column label: digits stacked, the last just above the ticks */
		for (k = 0; k < (uint32_t)nd; k++)
			glyph(px, w, l.left + c - 3 * sc / 2,
			      l.top - PNG_TICK -
			      (uint32_t)(nd - (int)k) * 6 * sc,
			      dig[k], (int)sc, black);
	}
	/* colour bar, max at the top */
	bx = l.left + grid + PNG_GAP;
	for (i = 0; i < grid; i++) {
		double t0 = s.log ? LOG_T0 : 0;
		double t = grid > 1 ? 1 - (double)i / (grid - 1) : 1;

		colour(t0 + (1 - t0) * t, rgb);
		fill(px, w, bx, l.top + i, PNG_BAR, 1, rgb);
	}

	memset(&img, 0, sizeof img);
	img.version = PNG_IMAGE_VERSION;
	img.width = w;
	img.height = h;
	img.format = PNG_FORMAT_RGB;
	if (!png_image_write_to_file(&img, path, 0, px, 0, NULL)) {
		fail(err, errlen, path, "%s", img.message);
		png_image_free(&img);
		free(px);
		return -1;
	}
	free(px);
	return 0;
}
#else
int prof_write_map_png(const char *path, const ProfMap *m,
		       const char *const *labels, const char *title,
		       char *err, size_t errlen)
{
	if (err != NULL && errlen > 0)
		snprintf(err, errlen, "built without libpng");
	return -1;
}
#endif

/* ---- SVG line chart --------------------------------------------------- */

#define CH_W 760
#define CH_H 420
#define CH_L 70
#define CH_R 200
#define CH_T 44
#define CH_B 56

static const char *const palette[] = {
	"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd",
	"#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf",
};

/* 1, 2 or 5 times a power of ten, near v. */
static double nice_step(double v)
{
	double e = pow(10, floor(log10(v))), f = v / e;

	if (f < 1.5)
		return e;
	if (f < 3.5)
		return 2 * e;
	if (f < 7.5)
		return 5 * e;
	return 10 * e;
}

typedef struct Axis {
	double lo, hi, step;
} Axis;

static Axis nice_axis(double lo, double hi)
{
	Axis a;

	if (!(hi > lo)) {
		lo -= 0.5;
		hi += 0.5;
	}
	a.step = nice_step((hi - lo) / 5);
	a.lo = floor(lo / a.step) * a.step;
	a.hi = ceil(hi / a.step) * a.step;
	return a;
}

int prof_write_series_svg(const char *path, const char *title,
			  const char *ylabel, int nseries,
			  const char *const *names, const int *npoints,
			  const double *const *x, const double *const *y,
			  bool log2y, char *err, size_t errlen)
{
	double xmin = HUGE_VAL, xmax = -HUGE_VAL, ymin = HUGE_VAL,
	       ymax = -HUGE_VAL, pw = CH_W - CH_L - CH_R, ph = CH_H - CH_T - CH_B;
	Axis ax, ay;
	FILE *f;
	double v;
	int s, k;

	/* the rate chart: y on log2 (y > 0); the accuracy chart: x on log2 (x > 0) */
#define POINT_OK(s, k) (log2y ? y[s][k] > 0 : x[s][k] > 0)
#define XV(s, k) (log2y ? x[s][k] : log2(x[s][k]))
	if (nseries < 0 || (nseries > 0 && (npoints == NULL || x == NULL ||
					    y == NULL)))
		return fail(err, errlen, path, "bad series");
	for (s = 0; s < nseries; s++)
		for (k = 0; k < npoints[s]; k++) {
			double xv;

			if (!POINT_OK(s, k))
				continue;
			v = log2y ? log2(y[s][k]) : y[s][k];
			xv = XV(s, k);
			if (xv < xmin)
				xmin = xv;
			if (xv > xmax)
				xmax = xv;
			if (v < ymin)
				ymin = v;
			if (v > ymax)
				ymax = v;
		}
	if (xmin > xmax) {
		xmin = 0;
		xmax = 1;
		ymin = 0;
		ymax = 1;
	}
	if (log2y) {
		ax = nice_axis(xmin, xmax);
	} else {
		/* rates: a log2 axis, one tick per rate (1X, 2X, 4X ...) */
		ax.lo = floor(xmin);
		ax.hi = ceil(xmax);
		if (ax.hi <= ax.lo)
			ax.hi = ax.lo + 1;
		ax.step = ax.hi - ax.lo > 12 ? 2 : 1;
	}
	if (log2y) {
		ay.lo = floor(ymin);
		ay.hi = ceil(ymax);
		if (ay.hi <= ay.lo)
			ay.hi = ay.lo + 1;
		ay.step = ay.hi - ay.lo > 12 ? 2 : 1;
	} else {
		ay = nice_axis(ymin, ymax);
	}

#define PX(xv) (CH_L + ((xv) - ax.lo) / (ax.hi - ax.lo) * pw)
#define PY(yv) (CH_T + ph - ((yv) - ay.lo) / (ay.hi - ay.lo) * ph)

	f = open_out(path, err, errlen);
	if (f == NULL)
		return -1;
	svg_open(f, CH_W, CH_H);
	fputs("<text x=\"16\" y=\"26\" font-size=\"18\" font-weight=\"bold\">", f);
	put_escaped(f, title ? title : "", 0);
	fputs("</text>\n", f);
	fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%g\" height=\"%g\" "
		"fill=\"none\" stroke=\"#000000\"/>\n", CH_L, CH_T, pw, ph);

	fputs("<g font-size=\"11\" stroke-width=\"0.5\">\n", f);
	for (v = ax.lo; v <= ax.hi + ax.step / 2; v += ax.step) {
		double px = PX(v);

		fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%g\" "
			"stroke=\"#dddddd\"/>\n", px, CH_T, px, CH_T + ph + 5);
		if (log2y)
			fprintf(f, "<text x=\"%.1f\" y=\"%g\" text-anchor=\"middle\">"
				"%g</text>\n", px, CH_T + ph + 18,
				fabs(v) < ax.step * 1e-9 ? 0.0 : v);
		else
			fprintf(f, "<text x=\"%.1f\" y=\"%g\" text-anchor=\"middle\">"
				"%gX</text>\n", px, CH_T + ph + 18, exp2(v));
	}
	for (v = ay.lo; v <= ay.hi + ay.step / 2; v += ay.step) {
		double py = PY(v);

		fprintf(f, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%g\" y2=\"%.1f\" "
			"stroke=\"#dddddd\"/>\n", CH_L - 5, py, CH_L + pw, py);
		fprintf(f, "<text x=\"%d\" y=\"%.1f\" dy=\"0.35em\" "
			"text-anchor=\"end\">%g</text>\n", CH_L - 8, py,
			log2y ? exp2(v) :
			fabs(v) < ay.step * 1e-9 ? 0.0 : v);
	}
	fputs("</g>\n", f);
	fprintf(f, "<text x=\"%g\" y=\"%d\" font-size=\"12\" "
		"text-anchor=\"middle\">%s</text>\n", CH_L + pw / 2, CH_H - 14,
		log2y ? "time (s)" : "sampling rate (nX, log2)");
	fprintf(f, "<text transform=\"translate(18,%g) rotate(-90)\" "
		"font-size=\"12\" text-anchor=\"middle\">", CH_T + ph / 2);
	put_escaped(f, ylabel ? ylabel : "", 0);
	if (log2y)
		fputs(" (log2)", f);
	fputs("</text>\n", f);

	for (s = 0; s < nseries; s++) {
		const char *c = palette[s % (int)(sizeof palette / sizeof palette[0])];
		bool first = true;

		fprintf(f, "<path fill=\"none\" stroke=\"%s\" stroke-width=\"2\" "
			"d=\"", c);
		for (k = 0; k < npoints[s]; k++) {
			if (!POINT_OK(s, k))
				continue;
			v = log2y ? log2(y[s][k]) : y[s][k];
			if (first)
				fprintf(f, "M%.1f %.1f", PX(XV(s, k)), PY(v));
			else if (log2y)
				fprintf(f, " H%.1f V%.1f", PX(XV(s, k)), PY(v));
			else
				fprintf(f, " L%.1f %.1f", PX(XV(s, k)), PY(v));
			first = false;
		}
		if (first)
			fprintf(f, "M%d %d", CH_L, CH_T);
		else if (log2y)
			fprintf(f, " H%g", CH_L + pw);
		fputs("\"/>\n", f);

		fprintf(f, "<rect x=\"%g\" y=\"%d\" width=\"14\" height=\"10\" "
			"fill=\"%s\"/>\n", CH_L + pw + 16, CH_T + 4 + s * 18, c);
		fprintf(f, "<text x=\"%g\" y=\"%d\" font-size=\"12\">",
			CH_L + pw + 36, CH_T + 13 + s * 18);
		if (names != NULL && names[s] != NULL)
			put_escaped(f, names[s], 24);
		else
			fprintf(f, "series %d", s);
		fputs("</text>\n", f);
	}
#undef PX
#undef PY
#undef XV
#undef POINT_OK
	fputs("</svg>\n", f);
	return close_out(f, path, err, errlen);
}

/* ---- HTML summary ----------------------------------------------------- */

static const char html_style[] =
	"body{font-family:sans-serif;margin:2em;max-width:70em;color:#222}"
	"table{border-collapse:collapse;margin:1em 0}"
	"th,td{border:1px solid #ccc;padding:.3em .8em;text-align:left}"
	"th{background:#f4f4f4}"
	"figure{display:inline-block;margin:1em;vertical-align:top}"
	"img{max-width:100%;border:1px solid #ddd}"
	"figcaption{font-size:.9em;color:#555}";

int prof_write_html(const char *path, const ProfHtml *h,
		    char *err, size_t errlen)
{
	const char *title;
	FILE *f;
	int i;

	if (h == NULL || h->nrows < 0 || h->nimages < 0 || h->nlinks < 0 ||
	    (h->nrows > 0 && h->rows == NULL) ||
	    (h->nimages > 0 && h->images == NULL) ||
	    (h->nlinks > 0 && h->links == NULL) || h->nthreads < 0 ||
	    (h->nthreads > 0 && h->threads == NULL))
		return fail(err, errlen, path, "bad page description");
	title = h->title ? h->title : "Profile";
	f = open_out(path, err, errlen);
	if (f == NULL)
		return -1;
	fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
	      "<meta charset=\"utf-8\">\n<title>", f);
	put_escaped(f, title, 0);
	fprintf(f, "</title>\n<style>%s</style>\n</head>\n<body>\n<h1>",
		html_style);
	put_escaped(f, title, 0);
	fputs("</h1>\n", f);
	if (h->nrows > 0) {
		fputs("<table>\n", f);
		for (i = 0; i < h->nrows; i++) {
			fputs("<tr><th>", f);
			put_escaped(f, h->rows[i].a ? h->rows[i].a : "", 0);
			fputs("</th><td>", f);
			put_escaped(f, h->rows[i].b ? h->rows[i].b : "", 0);
			fputs("</td></tr>\n", f);
		}
		fputs("</table>\n", f);
	}
	for (i = 0; i < h->nimages; i++) {
		const char *cap = h->images[i].b ? h->images[i].b : "";

		fputs("<figure><img src=\"", f);
		put_escaped(f, h->images[i].a ? h->images[i].a : "", 0);
		fputs("\" alt=\"", f);
		put_escaped(f, cap, 0);
		fputs("\"><figcaption>", f);
		put_escaped(f, cap, 0);
		fputs("</figcaption></figure>\n", f);
	}
	if (h->nlinks > 0) {
		fputs("<ul>\n", f);
		for (i = 0; i < h->nlinks; i++) {
			const char *file = h->links[i].a ? h->links[i].a : "";

			fputs("<li><a href=\"", f);
			put_escaped(f, file, 0);
			fputs("\">", f);
			put_escaped(f, h->links[i].b ? h->links[i].b : file, 0);
			fputs("</a></li>\n", f);
		}
		fputs("</ul>\n", f);
	}
	if (h->nthreads > 0) {
		fputs("<h2>Threads</h2>\n<table>\n<tr><th>index</th>"
		      "<th>thread</th></tr>\n", f);
		for (i = 0; i < h->nthreads; i++) {
			fputs("<tr><td>", f);
			put_escaped(f, h->threads[i].a ? h->threads[i].a : "", 0);
			fputs("</td><td>", f);
			put_escaped(f, h->threads[i].b ? h->threads[i].b : "", 0);
			fputs("</td></tr>\n", f);
		}
		fputs("</table>\n", f);
	}
	fputs("</body>\n</html>\n", f);
	return close_out(f, path, err, errlen);
}
