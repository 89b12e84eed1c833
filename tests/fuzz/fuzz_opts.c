/*
 * fuzz_opts: the option parsers the programs call, on any string: the
 * library's value parsers (numbers, pairs, points, reals; colours, formats,
 * colour maps, the heat map's root; --root, --bias and --policy; endpoint
 * specs; field and solver lists), chosen by the input's first byte.  The
 * programs' own getopt loops end in exit() on a bad value and are the e2e
 * tests' to try; what they hand the values to is here.  A generator's
 * options that parse then make a small maze, of levels too, which must be
 * perfect.
 */
#include <math.h>

#include "fuzz.h"
#include "gen/genint.h"
#include "lib/num.h"
#include "post/post.h"
#include "render/renderint.h"
#include "solve/solveint.h"
#include "stat/statint.h"

/* Make a small maze with options g, given the GEN_ flags given: perfect. */
static void
make(const struct maze_gen_opts *g, unsigned given, unsigned sel)
{
	const struct maze_gen_algo *a;
	struct maze_stat_figures st;
	struct maze_buf b;
	struct maze_err e;
	struct maze m;
	struct maze_search *s;
	size_t na;
	uint32_t cw = 1 + (sel & 7), ch = 1 + (sel >> 3 & 7), cd;

	for (na = 0; maze_gen_algo(na) != NULL; na++)
		;
	a = maze_gen_algo((sel >> 6) % na);
	cd = a->flags & MAZE_GEN_LEVELS ? 1 + (sel >> 8 & 1) : 1;
	maze_buf_init(&b);
	if (gen_ignored(a, given) == NULL)
		gen_describe(&b, a, g, given, 0.5);
	maze_buf_free(&b);
	if (a->run == NULL || gen_check(a, cw, ch, cd, &e) == -1)
		return;
	maze_init(&m);
	if (maze_gen_make3(&m, a, cw, ch, cd, sel, g, &e) == 0) {
		if ((s = maze_search_new()) == NULL)
			abort();
		fuzz_what = a->info.name;
		FUZZ_ASSERT(maze_stat_measure(&m, s, &st, &e) == 0);
		FUZZ_ASSERT(st.components == 1 && st.loops == 0);
		maze_search_free(s);
	}
	maze_free(&m);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fuzz_in in = { data, size };
	struct maze_render_opts ro;
	struct stat_report rep;
	struct stat_bench bench;
	struct maze_gen_opts g;
	struct post_spot sp;
	struct maze_err e;
	unsigned char rgb[3];
	const char *why = NULL;
	uint64_t v[3], x, y, max;
	double d;
	char *s;
	unsigned which, sel;
	int rc;

	if (size > 512)
		return 0;
	which = fuzz_byte(&in);
	sel = fuzz_byte(&in);
	sel |= fuzz_byte(&in) << 8;
	/* The string: the rest, to its first NUL, as argv gives it. */
	if ((s = malloc(in.n + 1)) == NULL)
		abort();
	memcpy(s, in.p, in.n);
	s[in.n] = '\0';
	max = sel & 1 ? UINT64_MAX : sel;
	switch (which % 16) {
	case 0:
		if (num_parse(s, 0, max, &v[0], &why) == 0)
			FUZZ_ASSERT(v[0] <= max);
		else
			FUZZ_ASSERT(why != NULL);
		break;
	case 1:
		if (num_parse_pair(s, max, &x, &y, &why) == 0)
			FUZZ_ASSERT(x <= max && y <= max);
		break;
	case 2:
		if ((rc = num_parse_point(s, max, v, &why)) != -1)
			FUZZ_ASSERT((rc == 2 || rc == 3) && v[0] <= max &&
			    v[1] <= max && v[2] <= max);
		break;
	case 3:
		if (num_parse_real(s, 0, 1, &d, &why) == 0)
			FUZZ_ASSERT(d >= 0 && d <= 1 && !isnan(d));
		break;
	case 4:
		maze_render_defaults(&ro);
		(void)render_set_colour(&ro, s, &why);
		(void)render_colour(s, rgb);
		break;
	case 5:
		maze_render_defaults(&ro);
		if (render_set_from(&ro, s, &why) == 0)
			FUZZ_ASSERT(ro.from);
		break;
	case 6:
		(void)render_format_find(s);
		(void)render_format_of_name(s);
		(void)render_map_find(s);
		(void)render_text_colour(s, sel & 1);
		break;
	case 7:
		maze_gen_opts_init(&g);
		if (gen_parse_root(&g, s, &why) == 0)
			make(&g, MAZE_GEN_ROOT, sel);
		break;
	case 8:
		maze_gen_opts_init(&g);
		if (gen_parse_corner(&g, s, &why) == 0)
			make(&g, MAZE_GEN_BIAS, sel);
		break;
	case 9:
		maze_gen_opts_init(&g);
		if (gen_parse_policy(&g, s, &why) == 0)
			make(&g, MAZE_GEN_POLICY, sel);
		break;
	case 10:
		if (post_parse_spot(s, &sp, &why) == 0)
			FUZZ_ASSERT(sp.kind <= POST_SPOT_FARTHEST);
		break;
	case 11:
		stat_report_init(&rep, stdout, STAT_TSV, 0);
		(void)stat_report_fields(&rep, s, &e);
		break;
	case 12:
		stat_report_init(&rep, stdout, STAT_JSON, 0);
		(void)stat_bench_fields(&rep, s, 1 + (sel & 1), &e);
		break;
	case 13:
		stat_bench_init(&bench);
		(void)stat_bench_solvers(&bench, s, &e);
		stat_bench_free(&bench);
		break;
	case 14:
		(void)maze_algo_find(maze_solve_info, s);
		(void)maze_algo_find(maze_gen_info, s);
		break;
	default:
		if (num_parse_n(s, strlen(s) / 2, 1, max, &v[0], &why) == 0)
			FUZZ_ASSERT(v[0] >= 1 && v[0] <= max);
		break;
	}
	free(s);
	return 0;
}
