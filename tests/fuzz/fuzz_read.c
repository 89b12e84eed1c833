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

/* Maze s, whose grid is at grid, is w, as read whole. */
static void
same_maze(const struct result *w, const struct maze *s,
    const unsigned char *grid)
{
	FUZZ_ASSERT(w->w == s->w && w->h == s->h && w->d == s->d);
	FUZZ_ASSERT(w->start == s->start && w->end == s->end);
	FUZZ_ASSERT(w->hash == hash(grid, maze_blocks(s)));
}

/*
 * Maze k, read another way, returned rc with e, as read whole it did:
 * returns whether the stream goes on.
 */
static int
same_rc(const struct result *whole, int k, int rc, const struct maze_err *e)
{
	/* An empty input is an error to maze_read() alone. */
	if (k == 0 && rc == 0) {
		FUZZ_ASSERT(whole[0].rc == -1);
		return 0;
	}
	FUZZ_ASSERT(rc == whole[k].rc);
	if (rc == -1)
		FUZZ_ASSERT(e->line == whole[k].line &&
		    e->col == whole[k].col);
	return rc == 1;
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
				same_maze(&whole[k], &s, grid);
			}
		}
		if (!same_rc(whole, k, rc, &e))
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
			/* The cell form holds plain cell mazes alone. */
			FUZZ_ASSERT(rc == 2 - (whole[k].cells &&
			    s.hdr.grid == 0));
			if (rc == 1 && maze_cells_blocks(c, &s, &e) == -1)
				abort();
			rc = 1;
			same_maze(&whole[k], &s, s.b);
		}
		if (!same_rc(whole, k, rc, &e))
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
