/*
 * fuzz_read: the maze(5) reader on any bytes, a stream of mazes: read
 * whole with maze_read(), and again by header and rows as mazerender
 * streams them, and a third time as cells where a maze is a cell maze
 * (maze_read_cells, as mazestat and mazesolve read), which must all agree
 * maze by maze -- the same grids, the same ends, the same error at the
 * same place, and cells exactly for the cell mazes.
 */
#include "fuzz.h"

/* The most mazes read from one input: enough to reach every state. */
#define MAZES	64

struct result {
	int rc;
	unsigned long line, col;
	uint32_t w, h, d;
	size_t start, end;
	uint64_t hash;		/* of the grid */
	int cells;		/* maze_is_cells */
};

/* FNV-1a of n bytes at p. */
static uint64_t
hash(const unsigned char *p, size_t n)
{
	uint64_t h = UINT64_C(14695981039346656037);

	while (n-- > 0)
		h = (h ^ *p++) * UINT64_C(1099511628211);
	return h;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fuzz_in in = { data, size };
	struct result whole[MAZES];
	struct maze_reader r;
	struct maze_err e;
	struct maze m, s;
	struct maze_cells *c;
	FILE *fp;
	unsigned char *grid = NULL, *t;
	size_t n, cap = 0;
	int k, nwhole, rc;

	if (size > FUZZ_MAX)
		return 0;
	/* Whole mazes. */
	maze_init(&m);
	fp = fuzz_file(&in);
	fuzz_reader_init(&r, fp);
	for (nwhole = 0; nwhole < MAZES; nwhole++) {
		struct result *w = &whole[nwhole];

		memset(&e, 0, sizeof e);
		w->rc = maze_read(&r, &m, &e);
		w->line = e.line;
		w->col = e.col;
		if (w->rc != 1)
			break;
		FUZZ_ASSERT(m.w > 0 && m.h > 0 && m.d > 0);
		FUZZ_ASSERT(maze_blocks(&m) <= size);
		FUZZ_ASSERT(memchr(e.msg, '\0', sizeof e.msg) != NULL);
		w->w = m.w;
		w->h = m.h;
		w->d = m.d;
		w->start = m.start;
		w->end = m.end;
		w->hash = hash(m.b, maze_blocks(&m));
		w->cells = maze_is_cells(&m, NULL);
		FUZZ_ASSERT(m.start == MAZE_NONE || m.b[m.start] == MAZE_START);
		FUZZ_ASSERT(m.end == MAZE_NONE || m.b[m.end] == MAZE_END);
	}
	fuzz_reader_free(&r);
	fclose(fp);

	/* The same by header and rows, into a grid grown row by row. */
	maze_init(&s);
	fp = fuzz_file(&in);
	fuzz_reader_init(&r, fp);
	for (k = 0; k <= nwhole && k < MAZES; k++) {
		memset(&e, 0, sizeof e);
		if ((rc = maze_read_head(&r, &s, &e)) == 1 && s.w > size) {
			/*
			 * A caller reading rows makes room for the width the
			 * size line says; no row that wide fits in the input.
			 */
			FUZZ_ASSERT(whole[k].rc == -1);
			break;
		}
		if (rc == 1) {
			for (n = 0;; n++) {
				if ((n + 1) * s.w > cap) {
					cap = (n + 1) * s.w * 2;
					if ((t = realloc(grid, cap)) == NULL)
						abort();
					grid = t;
				}
				if ((rc = maze_read_row(&r, &s, grid + n * s.w,
				    &e)) != 1)
					break;
			}
			rc = rc == 0 ? 1 : -1;
			if (rc == 1) {
				FUZZ_ASSERT(n == (size_t)s.h * s.d);
				FUZZ_ASSERT(whole[k].w == s.w &&
				    whole[k].h == s.h && whole[k].d == s.d);
				FUZZ_ASSERT(whole[k].start == s.start &&
				    whole[k].end == s.end);
				FUZZ_ASSERT(whole[k].hash ==
				    hash(grid, n * s.w));
			}
		}
		/* An empty input is an error to maze_read() alone. */
		if (k == 0 && rc == 0) {
			FUZZ_ASSERT(whole[0].rc == -1);
			break;
		}
		FUZZ_ASSERT(rc == whole[k].rc);
		if (rc == -1)
			FUZZ_ASSERT(e.line == whole[k].line &&
			    e.col == whole[k].col);
		if (rc != 1)
			break;
	}
	fuzz_reader_free(&r);
	fclose(fp);

	/* As cells, or blocks where they are no cell maze. */
	if ((c = maze_cells_new()) == NULL)
		abort();
	fp = fuzz_file(&in);
	fuzz_reader_init(&r, fp);
	for (k = 0; k <= nwhole && k < MAZES; k++) {
		memset(&e, 0, sizeof e);
		if ((rc = maze_read_head(&r, &s, &e)) == 1 && s.w > size) {
			FUZZ_ASSERT(whole[k].rc == -1);
			break;
		}
		if (rc == 1 && (rc = maze_read_cells(&r, &s, c, &e)) > 0) {
			FUZZ_ASSERT(rc == 2 - whole[k].cells);
			if (rc == 1 && maze_cells_blocks(c, &s, &e) == -1)
				abort();
			rc = 1;
			FUZZ_ASSERT(whole[k].w == s.w && whole[k].h == s.h &&
			    whole[k].d == s.d);
			FUZZ_ASSERT(whole[k].start == s.start &&
			    whole[k].end == s.end);
			FUZZ_ASSERT(whole[k].hash ==
			    hash(s.b, maze_blocks(&s)));
		}
		if (k == 0 && rc == 0) {
			FUZZ_ASSERT(whole[0].rc == -1);
			break;
		}
		FUZZ_ASSERT(rc == whole[k].rc);
		if (rc == -1)
			FUZZ_ASSERT(e.line == whole[k].line &&
			    e.col == whole[k].col);
		if (rc != 1)
			break;
	}
	fuzz_reader_free(&r);
	fclose(fp);
	maze_cells_free(c);
	free(grid);
	maze_free(&s);
	maze_free(&m);
	return 0;
}
