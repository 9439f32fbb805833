/*
 * check_report.c -- the profiler's output files, written into a fresh
 * temporary directory and read back: the CSV parses (RFC 4180) to the same
 * labels and rounded numbers, the SVG heat map has N*N cells, escaped
 * labels and the right scale (and is well-formed for xmllint when it is
 * installed), the PNG has the signature and the documented size in its
 * IHDR and, read back, the same index glyphs on both axes, the line charts and the HTML page carry their escaped text, and a
 * path that cannot be opened gives -1 and a message.
 */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "prof_lib.h"

#ifdef HAVE_LIBPNG
#include <png.h>
#endif

static char dir[64];
static char err[256];

static void setup(void)
{
	strcpy(dir, "/tmp/check_report_XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(dir));
}

static void teardown(void)
{
	char cmd[128];

	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	ck_assert_int_eq(system(cmd), 0);
}

static const char *in_dir(const char *name)
{
	static char path[2][128];
	static int k;

	k = !k;
	snprintf(path[k], sizeof path[k], "%s/%s", dir, name);
	return path[k];
}

/* The whole file, NUL-terminated; *len gets its size. */
static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long n;

	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(fseek(f, 0, SEEK_END), 0);
	n = ftell(f);
	rewind(f);
	buf = malloc((size_t)n + 1);
	ck_assert_ptr_nonnull(buf);
	ck_assert_uint_eq(fread(buf, 1, (size_t)n, f), (size_t)n);
	buf[n] = '\0';
	fclose(f);
	if (len)
		*len = (size_t)n;
	return buf;
}

static int count(const char *hay, const char *needle)
{
	int n = 0;

	for (hay = strstr(hay, needle); hay; hay = strstr(hay + 1, needle))
		n++;
	return n;
}

/* 1 if xmllint is missing or accepts the file, 0 if it rejects it. */
static int xml_ok(const char *path)
{
	char cmd[256];

	if (system("command -v xmllint >/dev/null 2>&1") != 0)
		return 1;
	snprintf(cmd, sizeof cmd, "xmllint --noout --nonet '%s'", path);
	return system(cmd) == 0;
}

/* Splits one CSV record (RFC 4180, no embedded newlines) at *p into
 * fields; returns the count and leaves *p after the line end. */
static int csv_record(const char **p, char fields[][64], int max)
{
	const char *s = *p;
	int n = 0;

	for (;;) {
		int len = 0;

		ck_assert_int_lt(n, max);
		if (*s == '"') {
			for (s++;; s++) {
				if (*s == '"' && s[1] == '"')
					fields[n][len++] = *s++;
				else if (*s == '"')
					break;
				else
					fields[n][len++] = *s;
				ck_assert_int_lt(len, 63);
			}
			s++;
		} else {
			while (*s && *s != ',' && *s != '\r' && *s != '\n') {
				fields[n][len++] = *s++;
				ck_assert_int_lt(len, 63);
			}
		}
		fields[n++][len] = '\0';
		if (*s != ',')
			break;
		s++;
	}
	ck_assert(s[0] == '\r' && s[1] == '\n');
	*p = s + 2;
	return n;
}

static void fill_map(ProfMap *m)
{
	prof_map_init(m, 3);
	PROF_MAP_AT(m, 0, 1) = PROF_MAP_AT(m, 1, 0) = 1.4;
	PROF_MAP_AT(m, 0, 2) = PROF_MAP_AT(m, 2, 0) = 2.6;
	PROF_MAP_AT(m, 1, 2) = PROF_MAP_AT(m, 2, 1) = 1000000;
}

static const char *const labels[] = { "main", "worker, 1", "say \"hi\" <&>" };

START_TEST(csv)
{
	static const char *const want[3][3] = {
		{ "0", "1", "3" }, { "1", "0", "1000000" }, { "3", "1000000", "0" },
	};
	char fields[8][64];
	const char *p;
	char *text;
	ProfMap m;
	int i, j;

	fill_map(&m);
	ck_assert_int_eq(prof_write_map_csv(in_dir("m.csv"), &m, labels, err,
					    sizeof err), 0);
	text = slurp(in_dir("m.csv"), NULL);
	p = text;
	ck_assert_int_eq(csv_record(&p, fields, 8), 4);
	ck_assert_str_eq(fields[0], "thread");
	for (j = 0; j < 3; j++)
		ck_assert_str_eq(fields[j + 1], labels[j]);
	for (i = 0; i < 3; i++) {
		ck_assert_int_eq(csv_record(&p, fields, 8), 4);
		ck_assert_str_eq(fields[0], labels[i]);
		for (j = 0; j < 3; j++)
			ck_assert_str_eq(fields[j + 1], want[i][j]);
	}
	ck_assert_str_eq(p, "");
	free(text);

	/* default labels */
	ck_assert_int_eq(prof_write_map_csv(in_dir("d.csv"), &m, NULL, err,
					    sizeof err), 0);
	text = slurp(in_dir("d.csv"), NULL);
	ck_assert_str_eq(text, "thread,T0,T1,T2\r\nT0,0,1,3\r\n"
			 "T1,1,0,1000000\r\nT2,3,1000000,0\r\n");
	free(text);
	prof_map_free(&m);
}
END_TEST

START_TEST(svg_small)
{
	ProfMap m;
	char *text;

	fill_map(&m);
	ck_assert_int_eq(prof_write_map_svg(in_dir("m.svg"), &m, labels,
					    "Map <all>", err, sizeof err), 0);
	text = slurp(in_dir("m.svg"), NULL);
	ck_assert_int_eq(count(text, "class=\"cell\""), 9);
	ck_assert_ptr_nonnull(strstr(text, ">worker, 1<"));
	ck_assert_ptr_nonnull(strstr(text, ">say &quot;hi&quot; &lt;&amp;&gt;<"));
	ck_assert_ptr_nonnull(strstr(text, "Map &lt;all&gt;"));
	ck_assert_ptr_null(strstr(text, "<all>"));
	/* 1000000 / 1.4 > 1000 */
	ck_assert_ptr_nonnull(strstr(text, "log scale"));
	ck_assert_ptr_nonnull(strstr(text, "max 976.6 KB"));
	/* the largest value is dark red, the diagonal grey */
	ck_assert_ptr_nonnull(strstr(text, "fill=\"#8b0000\""));
	ck_assert_int_eq(count(text, "fill=\"#e8e8e8\""), 3);
	ck_assert(xml_ok(in_dir("m.svg")));
	free(text);

	/* max / min nonzero = 1: linear scale */
	prof_map_free(&m);
	prof_map_init(&m, 2);
	PROF_MAP_AT(&m, 0, 1) = PROF_MAP_AT(&m, 1, 0) = 2048;
	ck_assert_int_eq(prof_write_map_svg(in_dir("l.svg"), &m, NULL, NULL,
					    err, sizeof err), 0);
	text = slurp(in_dir("l.svg"), NULL);
	ck_assert_int_eq(count(text, "class=\"cell\""), 4);
	ck_assert_ptr_nonnull(strstr(text, "linear scale"));
	ck_assert_ptr_nonnull(strstr(text, "max 2.0 KB"));
	ck_assert_ptr_nonnull(strstr(text, ">T1<"));
	ck_assert(xml_ok(in_dir("l.svg")));
	free(text);
	prof_map_free(&m);
}
END_TEST

START_TEST(svg_large)
{
	char names[64][48];
	const char *lab[64];
	ProfMap m;
	char *text;
	int i, j;

	prof_map_init(&m, 64);
	for (i = 0; i < 64; i++) {
		snprintf(names[i], sizeof names[i],
			 "a-very-long-thread-name-%02d", i);
		lab[i] = names[i];
		for (j = 0; j < 64; j++)
			if (i != j)
				PROF_MAP_AT(&m, i, j) = (double)(i + j);
	}
	ck_assert_int_eq(prof_write_map_svg(in_dir("big.svg"), &m, lab, "big",
					    err, sizeof err), 0);
	text = slurp(in_dir("big.svg"), NULL);
	ck_assert_int_eq(count(text, "class=\"cell\""), 64 * 64);
	/* labels cut to 16 code points, the last an ellipsis */
	ck_assert_ptr_nonnull(strstr(text, ">a-very-long-thr\xe2\x80\xa6<"));
	ck_assert_ptr_null(strstr(text, ">a-very-long-thread-name-05<"));
	/* tooltips keep the whole name */
	ck_assert_ptr_nonnull(strstr(text, "a-very-long-thread-name-05 / "));
	ck_assert(xml_ok(in_dir("big.svg")));
	free(text);
	prof_map_free(&m);
}
END_TEST

#ifdef HAVE_LIBPNG
static uint32_t be32(const unsigned char *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
	       (uint32_t)p[2] << 8 | p[3];
}
#endif

#ifdef HAVE_LIBPNG
/* The image as RGB rows; *w, *h get its size. */
static unsigned char *read_png(const char *path, uint32_t *w, uint32_t *h)
{
	png_image img;
	unsigned char *px;

	memset(&img, 0, sizeof img);
	img.version = PNG_IMAGE_VERSION;
	ck_assert_int_ne(png_image_begin_read_from_file(&img, path), 0);
	img.format = PNG_FORMAT_RGB;
	px = malloc(PNG_IMAGE_SIZE(img));
	ck_assert_ptr_nonnull(px);
	ck_assert_int_ne(png_image_finish_read(&img, NULL, px, 0, NULL), 0);
	*w = img.width;
	*h = img.height;
	return px;
}

/* The rw x rh box at (x, y) as a bit string ('#' black, '.' not), so two
 * boxes compare with strcmp. */
static void box(const unsigned char *px, uint32_t w, uint32_t x, uint32_t y,
		uint32_t rw, uint32_t rh, char *out)
{
	uint32_t i, j;

	for (i = 0; i < rh; i++)
		for (j = 0; j < rw; j++) {
			const unsigned char *p = px + ((size_t)(y + i) * w + x + j) * 3;

			*out++ = p[0] == 0 && p[1] == 0 && p[2] == 0 ? '#' : '.';
		}
	*out = 0;
}

/* Glyph k (0 = most significant) of the index label of row r and of
 * column r, read back from the picture. */
static void labels_of(const unsigned char *px, uint32_t w,
		      const ProfPngLayout *l, int r, int nd, int k,
		      char *row, char *col)
{
	uint32_t sc = (uint32_t)l->scale;
	uint32_t c = (uint32_t)(r * l->cell + l->cell / 2);

	box(px, w, (uint32_t)l->left - 12 - (uint32_t)(nd - k) * 4 * sc,
	    (uint32_t)l->top + c - 5 * sc / 2, 3 * sc, 5 * sc, row);
	box(px, w, (uint32_t)l->left + c - 3 * sc / 2,
	    (uint32_t)l->top - 12 - (uint32_t)(nd - k) * 6 * sc, 3 * sc, 5 * sc,
	    col);
}

static int blacks(const char *s)
{
	int k = 0;

	for (; *s; s++)
		k += *s == '#';
	return k;
}
#endif

START_TEST(png)
{
	ProfPngLayout l;
	ProfMap m;
	uint32_t w, h;

	fill_map(&m);
	/* 3 threads: 32-pixel cells, glyphs doubled; 2 pad + 1 digit x 8 +
	 * 12 tick on the left, 2 + 12 + 12 on top */
	prof_map_png_layout(3, &l);
	ck_assert_int_eq(l.cell, 32);
	ck_assert_int_eq(l.scale, 2);
	ck_assert_int_eq(l.step, 1);
	ck_assert_int_eq(l.left, 22);
	ck_assert_int_eq(l.top, 26);
	prof_map_png_size(3, &w, &h);
	ck_assert_uint_eq(w, 22 + 96 + 10 + 16 + 4);
	ck_assert_uint_eq(h, 26 + 96 + 4);
	/* 128 threads: 4-pixel cells, every other thread labelled, 3 digits */
	prof_map_png_layout(128, &l);
	ck_assert_int_eq(l.cell, 4);
	ck_assert_int_eq(l.scale, 1);
	ck_assert_int_eq(l.digits, 3);
	ck_assert_int_eq(l.step, 2);
	prof_map_png_size(128, &w, &h);
	ck_assert_uint_eq(w, 2 + 12 + 12 + 512 + 30);
	ck_assert_uint_eq(h, 2 + 18 + 12 + 512 + 4);
#ifdef HAVE_LIBPNG
	{
		static const unsigned char sig[8] = { 0x89, 'P', 'N', 'G',
						      '\r', '\n', 0x1a, '\n' };
		char row[64], col[64], g[10][64], hi[64], lo[64];
		unsigned char *data, *px;
		size_t len;
		ProfMap big;
		int i, j;

		ck_assert_int_eq(prof_write_map_png(in_dir("m.png"), &m, labels, "t", err,
						    sizeof err), 0);
		data = (unsigned char *)slurp(in_dir("m.png"), &len);
		ck_assert_uint_gt(len, 33);
		ck_assert(memcmp(data, sig, 8) == 0);
		ck_assert(memcmp(data + 12, "IHDR", 4) == 0);
		ck_assert_uint_eq(be32(data + 16), 148);
		ck_assert_uint_eq(be32(data + 20), 126);
		free(data);
		ck_assert_int_eq(prof_write_map_png(in_dir("none/m.png"), &m,
						    NULL, NULL, err, sizeof err), -1);
		ck_assert_ptr_nonnull(strstr(err, "none/m.png"));

		/* 12 threads: rows and columns 0-9 carry ten different
		 * glyphs, the same on both axes; 10 and 11 carry two
		 * glyphs, side by side on the left and stacked on top, and
		 * they are the glyphs of 1, 0 and 1, 1 */
		ck_assert_int_eq(prof_map_init(&big, 12), 0);
		for (i = 0; i < 12; i++)
			PROF_MAP_AT(&big, i, (i + 1) % 12) =
				PROF_MAP_AT(&big, (i + 1) % 12, i) = 100 + i;
		ck_assert_int_eq(prof_write_map_png(in_dir("b.png"), &big,
						    NULL, NULL, err, sizeof err), 0);
		px = read_png(in_dir("b.png"), &w, &h);
		prof_map_png_layout(12, &l);
		ck_assert_int_eq(l.digits, 2);
		ck_assert_int_eq(l.step, 1);
		prof_map_png_size(12, &w, &h);
		for (i = 0; i < 10; i++) {
			labels_of(px, w, &l, i, 1, 0, g[i], col);
			ck_assert_str_eq(g[i], col);
			ck_assert_int_ge(blacks(g[i]), 4 * 5);	/* >= 5 pixels, doubled */
			for (j = 0; j < i; j++)
				ck_assert_str_ne(g[i], g[j]);
		}
		/* "8" has more ink than "1" */
		ck_assert_int_gt(blacks(g[8]), blacks(g[1]));
		for (i = 10; i < 12; i++) {
			labels_of(px, w, &l, i, 2, 0, hi, col);
			ck_assert_str_eq(hi, col);
			ck_assert_str_eq(hi, g[1]);
			labels_of(px, w, &l, i, 2, 1, lo, col);
			ck_assert_str_eq(lo, col);
			ck_assert_str_eq(lo, g[i - 10]);
		}
		/* nothing drawn in the padding left of the labels */
		for (i = 0; i < 12 * l.cell; i += 16) {
			box(px, w, 0, (uint32_t)(l.top + i), 2, 16, row);
			ck_assert_int_eq(blacks(row), 0);
		}
		free(px);
		prof_map_free(&big);
	}
#else
	ck_assert_int_eq(prof_write_map_png(in_dir("m.png"), &m, labels, "t", err,
					    sizeof err), -1);
	ck_assert_str_eq(err, "built without libpng");
#endif
	prof_map_free(&m);
}
END_TEST

START_TEST(series)
{
	static const double x0[] = { 0, 1.5, 3, 4.5 }, y0[] = { 4, 8, 8, 2 };
	static const double x1[] = { 0, 2, 5 }, y1[] = { 1, 0, 64 };
	static const double ax[] = { 1, 2, 4, 8 }, ay[] = { 0.5, 0.8, 0.95, 1 };
	const double *xs[] = { x0, x1 }, *ys[] = { y0, y1 };
	const double *axs[] = { ax }, *ays[] = { ay };
	const char *names[] = { "Node<Body>", "float[]" };
	const char *anames[] = { "E_ABS & EUC" };
	const int np[] = { 4, 3 }, anp[] = { 4 };
	char *text;

	ck_assert_int_eq(prof_write_series_svg(in_dir("rates.svg"),
					       "Rates", "rate (nX)", 2, names,
					       np, xs, ys, true, err,
					       sizeof err), 0);
	text = slurp(in_dir("rates.svg"), NULL);
	ck_assert_ptr_nonnull(strstr(text, ">Node&lt;Body&gt;<"));
	ck_assert_ptr_nonnull(strstr(text, ">float[]<"));
	ck_assert_int_eq(count(text, "<path "), 2);
	/* log2 axis from 1 to 64: ticks 1 2 4 ... 64 */
	ck_assert_ptr_nonnull(strstr(text, ">64</text>"));
	ck_assert_ptr_nonnull(strstr(text, ">1</text>"));
	ck_assert_ptr_nonnull(strstr(text, " H"));
	ck_assert(xml_ok(in_dir("rates.svg")));
	free(text);

	ck_assert_int_eq(prof_write_series_svg(in_dir("acc.svg"), "Accuracy",
					       "accuracy", 1, anames, anp, axs,
					       ays, false, err, sizeof err), 0);
	text = slurp(in_dir("acc.svg"), NULL);
	ck_assert_ptr_nonnull(strstr(text, ">E_ABS &amp; EUC<"));
	ck_assert_ptr_nonnull(strstr(text, " L"));
	ck_assert_ptr_nonnull(strstr(text, ">0.5</text>"));
	/* rates on a log2 axis: one tick per rate, 1X to 8X */
	ck_assert_ptr_nonnull(strstr(text, ">1X</text>"));
	ck_assert_ptr_nonnull(strstr(text, ">2X</text>"));
	ck_assert_ptr_nonnull(strstr(text, ">8X</text>"));
	ck_assert_ptr_null(strstr(text, ">3X</text>"));
	ck_assert(xml_ok(in_dir("acc.svg")));
	free(text);

	/* no series at all still gives a well-formed file */
	ck_assert_int_eq(prof_write_series_svg(in_dir("empty.svg"), "none",
					       "y", 0, NULL, NULL, NULL, NULL,
					       false, err, sizeof err), 0);
	ck_assert(xml_ok(in_dir("empty.svg")));
	ck_assert_int_eq(prof_write_series_svg(in_dir("bad.svg"), "none", "y",
					       1, NULL, NULL, NULL, NULL,
					       false, err, sizeof err), -1);
}
END_TEST

START_TEST(html)
{
	static const ProfHtmlItem rows[] = {
		{ "threads", "16" }, { "<script>", "a & b" },
	};
	static const ProfHtmlItem images[] = {
		{ "map.svg", "Correlation <total>" }, { "rates.svg", "Rates" },
	};
	static const ProfHtmlItem links[] = { { "map.csv", "CSV \"raw\"" } };
	static const ProfHtmlItem threads[] = {
		{ "0", "main (node 0)" }, { "1", "w<1> (node 2)" },
	};
	ProfHtml h = { "Run \"SOR\"", 2, rows, 2, images, 1, links, 2, threads };
	char *text;

	ck_assert_int_eq(prof_write_html(in_dir("index.html"), &h, err,
					 sizeof err), 0);
	text = slurp(in_dir("index.html"), NULL);
	ck_assert(strncmp(text, "<!DOCTYPE html>", 15) == 0);
	ck_assert_ptr_nonnull(strstr(text, "<title>Run &quot;SOR&quot;</title>"));
	ck_assert_ptr_nonnull(strstr(text, "<th>threads</th><td>16</td>"));
	ck_assert_ptr_nonnull(strstr(text, "<th>&lt;script&gt;</th><td>a &amp; b</td>"));
	ck_assert_ptr_null(strstr(text, "<script"));
	ck_assert_ptr_nonnull(strstr(text, "<img src=\"map.svg\""));
	ck_assert_ptr_nonnull(strstr(text, "<img src=\"rates.svg\""));
	ck_assert_ptr_nonnull(strstr(text, "Correlation &lt;total&gt;"));
	ck_assert_ptr_nonnull(strstr(text, "<a href=\"map.csv\">CSV &quot;raw&quot;</a>"));
	ck_assert_ptr_null(strstr(text, "http"));
	ck_assert_ptr_nonnull(strstr(text, "<h2>Threads</h2>"));
	ck_assert_ptr_nonnull(strstr(text, "<tr><td>0</td><td>main (node 0)</td></tr>"));
	ck_assert_ptr_nonnull(strstr(text, "<tr><td>1</td><td>w&lt;1&gt; (node 2)</td></tr>"));
	free(text);

	h.nrows = 1;
	h.rows = NULL;
	ck_assert_int_eq(prof_write_html(in_dir("x.html"), &h, err,
					 sizeof err), -1);
}
END_TEST

START_TEST(unwritable)
{
	ProfMap m;
	ProfHtml h = { "t", 0, NULL, 0, NULL, 0, NULL, 0, NULL };

	fill_map(&m);
	err[0] = '\0';
	ck_assert_int_eq(prof_write_map_csv(in_dir("no/such/m.csv"), &m, NULL,
					    err, sizeof err), -1);
	ck_assert_ptr_nonnull(strstr(err, "no/such/m.csv: "));
	err[0] = '\0';
	ck_assert_int_eq(prof_write_map_svg(in_dir("no/such/m.svg"), &m, NULL,
					    NULL, err, sizeof err), -1);
	ck_assert_ptr_nonnull(strstr(err, "no/such/m.svg: "));
	ck_assert_int_eq(prof_write_html(in_dir("no/such/i.html"), &h, err,
					 sizeof err), -1);
	ck_assert_ptr_nonnull(strstr(err, "i.html: "));
	ck_assert_int_eq(prof_write_map_csv(NULL, &m, NULL, err, sizeof err), -1);
	prof_map_free(&m);
}
END_TEST

static Suite *report_suite(void)
{
	Suite *s = suite_create("prof_report");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, csv);
	tcase_add_test(tc, svg_small);
	tcase_add_test(tc, svg_large);
	tcase_add_test(tc, png);
	tcase_add_test(tc, series);
	tcase_add_test(tc, html);
	tcase_add_test(tc, unwritable);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	SRunner *sr = srunner_create(report_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
