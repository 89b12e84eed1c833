/*
 * fuzz_stat: mazestat's figures of each maze of any bytes (a stream of a
 * few), through maze_stat_measure() and the reports in every format, and the
 * solver benchmark on those with both ends.  The figures that a search
 * written here can give again must agree: the open blocks, the connected
 * parts of a grid that is not of cells, the route from S to E; and those
 * of a cell maze, measured on its cells, every one with the general way's
 * over its blocks.  A weave is measured as one, its cells and tunnels, if
 * its blocks are one (mazestat(1) "Weaves"), and refused otherwise.
 */
#include <string.h>

#include "fuzz.h"
#include "stat/statint.h"

#define MAZES	4

/* measure.c's general way, for the tests: not in stat.h. */
int	stat_measure_blocks(const struct maze *, struct maze_search *,
	    struct maze_stat_figures *, struct maze_err *);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fuzz_in in = { data, size };
	struct stat_report rep[3];
	struct maze_stat_figures st, sb;
	struct stat_bench b;
	struct maze_reader r;
	struct maze_err e;
	struct fuzz_out out[3];
	struct maze m;
	struct maze_search *s;
	uint32_t *dist, *q;
	uint64_t open;
	unsigned opt;
	unsigned long k;
	size_t n, i;
	int64_t len;
	FILE *fp;
	int f, weave;

	if (size > FUZZ_MAX)
		return 0;
	opt = fuzz_byte(&in);
	if ((s = maze_search_new()) == NULL)
		abort();
	stat_bench_init(&b);
	/* Not random-mouse, whose walks would take seconds. */
	if (stat_bench_solvers(&b, opt & 1 ? "bfs,dfs,astar,wall-follower,"
	    "tremaux" : "dijkstra,bidir-bfs,flood,junction,dead-end-filling",
	    &e) == -1)
		abort();
	for (f = 0; f < 3; f++) {
		fuzz_out_open(&out[f]);
		stat_report_init(&rep[f], out[f].fp, f, opt >> 1 & 1);
	}
	if (opt & 4)
		FUZZ_ASSERT(stat_report_fields(&rep[opt >> 3 & 1],
		    "all", &e) == 0);
	maze_init(&m);
	fp = fuzz_file(&in);
	fuzz_reader_init(&r, fp);
	for (k = 1; k <= MAZES && maze_read(&r, &m, &e) == 1; k++) {
		weave = (m.hdr.grid & MAZE_GRID_WEAVE) != 0;
		if (maze_stat_measure(&m, s, &st, &e) == -1) {
			FUZZ_ASSERT(weave && (!maze_is_weave(&m, &e) ||
			    !maze_weave_ends(&m, &e)));
			continue;
		}
		FUZZ_ASSERT(!weave || maze_is_weave(&m, &e));
		/* Hexagons and triangles are measured on their cells'
		   graph, not as square cells are. */
		if (st.cells && !weave && !(m.hdr.grid & MAZE_GRID_KIND)) {
			FUZZ_ASSERT(stat_measure_blocks(&m, s, &sb, &e) == 0);
			FUZZ_ASSERT(memcmp(&st, &sb, sizeof st) == 0);
		}
		n = maze_blocks(&m);
		if ((dist = malloc(n * sizeof *dist)) == NULL ||
		    (q = malloc(n * sizeof *q)) == NULL)
			abort();
		for (open = 0, i = 0; i < n; i++)
			open += maze_isopen(m.b[i]);
		FUZZ_ASSERT(st.open == open);
		/* A weave's nodes: the open cells of level 0. */
		for (open = 0, i = 0; weave && i < (size_t)m.w * m.h; i++)
			open += i / m.w % 2 == 1 && i % m.w % 2 == 1 &&
			    maze_isopen(m.b[i]);
		FUZZ_ASSERT(!weave || (st.nodes == open && st.loops +
		    st.nodes == st.hpassages + st.vpassages + st.components));
		if (!st.cells)
			FUZZ_ASSERT(st.components == fuzz_parts(&m, dist));
		FUZZ_ASSERT(stat_route_length(&m, s, &len, &e) == 0);
		FUZZ_ASSERT(len == st.route);
		if (m.start != MAZE_NONE && m.end != MAZE_NONE) {
			fuzz_bfs(&m, m.start, dist, q);
			FUZZ_ASSERT(st.route == (dist[m.end] == UINT32_MAX ?
			    -1 : (int64_t)dist[m.end]));
			FUZZ_ASSERT(stat_bench_maze(&b, &m, k, &rep[0],
			    &e) == 0 || m.d > 1);
		}
		free(dist);
		free(q);
		for (f = 0; f < 3; f++)
			stat_report_maze(&rep[f], k, &st, 1);
	}
	fuzz_reader_free(&r);
	fclose(fp);
	if (k > 1)
		for (f = 0; f < 3; f++)
			stat_report_summary(&rep[f]);
	FUZZ_ASSERT(stat_bench_summary(&b, &rep[2], &e) == 0);
	for (f = 0; f < 3; f++) {
		fuzz_out_close(&out[f]);
		fuzz_out_free(&out[f]);
	}
	stat_bench_free(&b);
	maze_search_free(s);
	maze_free(&m);
	return 0;
}
