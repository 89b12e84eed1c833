/*
 * check_shapes.c: mazes of hexagons and triangles (mazegen --grid): every
 * generator that walks a graph makes a perfect maze on each, in exactly
 * the blocks maze(5) "Grids" says, S and E where mazegen(1) says;
 * Wilson's and Aldous-Broder's are uniform on a small grid of each; the
 * rest refuse.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gen/genpriv.h"
#include "solve/solvepriv.h"
#include "unit.h"

#define PI	3.14159265358979323846

/* The grids of the tests, in cells, and which of them they are. */
static const struct {
	enum maze_gen_grid grid;
	uint32_t w, h;
} sizes[] = {
	{ MAZE_GEN_GRID_HEX, 1, 1 }, { MAZE_GEN_GRID_HEX, 1, 2 },
	{ MAZE_GEN_GRID_HEX, 2, 1 }, { MAZE_GEN_GRID_HEX, 2, 2 },
	{ MAZE_GEN_GRID_HEX, 1, 6 }, { MAZE_GEN_GRID_HEX, 9, 1 },
	{ MAZE_GEN_GRID_HEX, 3, 5 }, { MAZE_GEN_GRID_HEX, 7, 4 },
	{ MAZE_GEN_GRID_DELTA, 1, 1 }, { MAZE_GEN_GRID_DELTA, 1, 2 },
	{ MAZE_GEN_GRID_DELTA, 2, 1 }, { MAZE_GEN_GRID_DELTA, 2, 3 },
	{ MAZE_GEN_GRID_DELTA, 9, 1 }, { MAZE_GEN_GRID_DELTA, 3, 5 },
	{ MAZE_GEN_GRID_DELTA, 7, 4 },
	{ MAZE_GEN_GRID_POLAR, 1, 1 }, { MAZE_GEN_GRID_POLAR, 2, 2 },
	{ MAZE_GEN_GRID_POLAR, 3, 3 }, { MAZE_GEN_GRID_POLAR, 4, 4 },
	{ MAZE_GEN_GRID_POLAR, 7, 7 },
};

/* The cells of a w x h grid of kind grid: w rings on a polar one. */
static uint32_t
ncells(enum maze_gen_grid grid, uint32_t w, uint32_t h)
{
	return grid == MAZE_GEN_GRID_POLAR ? 4 * w * w - 3 : w * h;
}

/*
 * The passages of a w x h maze m of kind grid, as maze(5) draws it:
 * for each cell and each neighbour after it, the block between (door[])
 * and the two cells (from[], to[]), numbered row by row (ring by ring).
 * Found from the page's rules (the shared geometry for hexagons and
 * rings, which test_polar_geometry holds to the reader's, the parity of
 * x + y for triangles), never from a generator.
 */
static size_t
passages(enum maze_gen_grid grid, uint32_t w, uint32_t h, const struct maze *m,
    size_t *door, uint32_t *from, uint32_t *to)
{
	uint32_t x, y, nx, ny, bx, by;
	size_t n = 0;
	int d;

	for (y = 0; grid == MAZE_GEN_GRID_POLAR && y < w; y++)
		for (x = 0; x < maze_polar_n(y); x++)
			for (d = 0; d < 4; d++) {
				/* Each door once, from the lower number. */
				if (maze_polar_door(w, x, y, d, &bx, &by, &nx,
				    &ny) != 1 || maze_polar_num(ny, nx) <
				    maze_polar_num(y, x))
					continue;
				door[n] = maze_block(m, bx, by, 0);
				from[n] = (uint32_t)maze_polar_num(y, x);
				to[n++] = (uint32_t)maze_polar_num(ny, nx);
			}
	for (y = 0; grid != MAZE_GEN_GRID_POLAR && y < h; y++)
		for (x = 0; x < w; x++) {
			if (grid == MAZE_GEN_GRID_HEX) {
				/* East, south-east, south-west. */
				for (d = MAZE_HEX_E; d <= MAZE_HEX_SW; d++) {
					if (!maze_hex_next(x, y, d, w, h, &nx,
					    &ny))
						continue;
					maze_hex_door(x, y, d, &bx, &by);
					door[n] = maze_block(m, bx, by, 0);
					from[n] = y * w + x;
					to[n++] = ny * w + nx;
				}
				continue;
			}
			if (x + 1 < w) {
				door[n] = maze_cell(m, x, y) + 1;
				from[n] = y * w + x;
				to[n++] = y * w + x + 1;
			}
			/* Only a triangle pointing up has a neighbour south. */
			if (y + 1 < h && maze_delta_up(x, y)) {
				door[n] = maze_cell(m, x, y) + m->w;
				from[n] = y * w + x;
				to[n++] = (y + 1) * w + x;
			}
		}
	return n;
}

static uint32_t
find(uint32_t *parent, uint32_t a)
{
	while (parent[a] != a)
		a = parent[a] = parent[parent[a]];
	return a;
}

/*
 * Is m a perfect polar maze of R rings, on the mask in (maze_polar_n(R -
 * 1) x R cells, as a polar grid's are addressed; NULL for none)?  As
 * assert_perfect() below asks of the others: its size and grid line;
 * every cell inside open, the centre's nine blocks, every cell outside
 * wall; a spanning tree of the doors between cells inside open, every
 * other door shut; S and E each in a door of a cell inside to the outer
 * wall or to a cell outside, at the top of the outer wall and its bottom
 * without a mask; nothing else open.
 */
static void
assert_perfect_polar(const struct maze *m, uint32_t rings,
    const unsigned char *in, const char *what)
{
	size_t door[4096], open = 0, i, n, joins = 0, ends = 0;
	uint32_t from[4096], to[4096], parent[1024], k, r, a, b, bx, by, nk, nr;
	uint32_t bw = 4 * rings + 1, cells = 0, w = maze_polar_n(rings - 1);
	unsigned char inside[1024], blk;
	int d;

	ck_assert_msg(4 * rings * rings - 3 <= 1024, "%s: too big a test",
	    what);
	ck_assert_uint_eq(m->w, bw);
	ck_assert_uint_eq(m->h, bw);
	ck_assert_uint_eq(m->d, 1);
	ck_assert_uint_eq(m->hdr.grid, MAZE_GRID_POLAR |
	    (in != NULL ? MAZE_GRID_MASK : 0));
	for (i = 0; i < (size_t)bw * bw; i++)
		open += m->b[i] != MAZE_WALL;
	for (r = 0; r < rings; r++)
		for (k = 0; k < maze_polar_n(r); k++) {
			i = maze_polar_num(r, k);
			inside[i] = in == NULL || in[(size_t)r * w + k];
			cells += inside[i];
			maze_polar_block(rings, k, r, &bx, &by);
			REQUIRE(m->b[maze_block(m, bx, by, 0)] == (inside[i] ?
			    MAZE_OPEN : MAZE_WALL), "%s: cell %u of ring %u "
			    "not %s", what, k, r, inside[i] ? "open" : "wall");
			/* S and E: in doors of cells inside, to outside. */
			for (d = 0; inside[i] && d < 4; d++) {
				if (maze_polar_door(rings, k, r, d, &bx, &by,
				    &nk, &nr) == 0)
					continue;
				blk = m->b[maze_block(m, bx, by, 0)];
				if (blk != MAZE_START && blk != MAZE_END)
					continue;
				REQUIRE(nr >= rings || (in != NULL &&
				    !in[(size_t)nr * w + nk]), "%s: S or E "
				    "between cells inside", what);
				ends++;
			}
		}
	for (i = 0; inside[0] && i < 9; i++)
		REQUIRE(m->b[maze_block(m, bw / 2 - 1 + (uint32_t)i % 3,
		    bw / 2 - 1 + (uint32_t)i / 3, 0)] == MAZE_OPEN,
		    "%s: the centre not open", what);
	for (i = 0; i < 4 * rings * rings - 3; i++)
		parent[i] = (uint32_t)i;
	n = passages(MAZE_GEN_GRID_POLAR, rings, rings, m, door, from, to);
	for (i = 0; i < n; i++) {
		if (m->b[door[i]] != MAZE_OPEN)
			continue;
		REQUIRE(inside[from[i]] && inside[to[i]], "%s: a door open "
		    "to a cell outside", what);
		a = find(parent, from[i]);
		b = find(parent, to[i]);
		REQUIRE(a != b, "%s: a loop through cells %u and %u", what,
		    from[i], to[i]);
		parent[a] = b;
		joins++;
	}
	ck_assert_msg(joins + 1 == cells, "%s: %zu passages for %u cells",
	    what, joins, cells);
	ck_assert_msg(ends == 2, "%s: %zu of S and E in place", what, ends);
	if (in == NULL)
		ck_assert_msg(m->b[maze_block(m, bw / 2, 0, 0)] ==
		    MAZE_START && m->b[maze_block(m, bw / 2, bw - 1, 0)] ==
		    MAZE_END, "%s: S or E misplaced", what);
	ck_assert_msg(open == cells + 8 * inside[0] + joins + 2, "%s: %zu "
	    "blocks open, %zu expected", what, open, cells + 8 * inside[0] +
	    joins + 2);
}

/*
 * Is m a perfect w x h maze of kind grid?  Its size and grid line; every
 * cell's blocks open; of the doors between cells, a spanning tree open;
 * S and E where mazegen(1) puts them; and not one other block open, which
 * counting them says: an open wall that no passage crosses (a triangle's
 * fixed wall, a corner, a block beyond the hexagons) would be one more.
 */
static void
assert_perfect(const struct maze *m, enum maze_gen_grid grid, uint32_t w,
    uint32_t h, const unsigned char *in, const char *what)
{
	int hex = grid == MAZE_GEN_GRID_HEX;
	size_t door[4096], open = 0, i, n, joins = 0, s, e, inside = 0;
	uint32_t from[4096], to[4096], parent[1024], x, y, a, b;
	uint32_t fx = 0, fy = 0, lx = w - 1, ly = h - 1;

	if (grid == MAZE_GEN_GRID_POLAR) {
		assert_perfect_polar(m, w, in, what);
		return;
	}
	ck_assert_msg(w * h <= 1024, "%s: too big a test", what);
	ck_assert_uint_eq(m->w, hex ? 4 * w + 3 : 2 * w + 1);
	ck_assert_uint_eq(m->h, 2 * h + 1);
	ck_assert_uint_eq(m->d, 1);
	ck_assert_uint_eq(m->hdr.grid, (hex ? MAZE_GRID_HEX : MAZE_GRID_DELTA) |
	    (in != NULL ? MAZE_GRID_MASK : 0));
	for (i = 0; i < (size_t)m->w * m->h; i++)
		open += m->b[i] != MAZE_WALL;
	for (y = 0; y < h; y++)
		for (x = 0; x < w; x++) {
			i = hex ? maze_block(m, maze_hex_col(x, y), 2 * y + 1,
			    0) : maze_cell(m, x, y);
			parent[y * w + x] = y * w + x;
			/* A cell outside is all wall. */
			if (in != NULL && !in[y * w + x]) {
				REQUIRE(m->b[i] == MAZE_WALL && (!hex ||
				    (m->b[i + 1] == MAZE_WALL &&
				    m->b[i + 2] == MAZE_WALL)),
				    "%s: cell %u,%u outside, open", what, x, y);
				continue;
			}
			REQUIRE(m->b[i] == MAZE_OPEN && (!hex ||
			    (m->b[i + 1] == MAZE_OPEN &&
			    m->b[i + 2] == MAZE_OPEN)),
			    "%s: cell %u,%u not open", what, x, y);
			if (inside++ == 0) {
				fx = x;
				fy = y;
			}
			lx = x;
			ly = y;
		}
	n = passages(grid, w, h, m, door, from, to);
	for (i = 0; i < n; i++) {
		if (m->b[door[i]] != MAZE_OPEN)
			continue;
		REQUIRE(in == NULL || (in[from[i]] && in[to[i]]), "%s: a door "
		    "open to the outside, cells %u and %u", what, from[i],
		    to[i]);
		a = find(parent, from[i]);
		b = find(parent, to[i]);
		REQUIRE(a != b, "%s: a loop through cells %u and %u", what,
		    from[i], to[i]);
		parent[a] = b;
		joins++;
	}
	if (in == NULL)
		inside = (size_t)w * h;
	ck_assert_msg(joins + 1 == inside, "%s: %zu passages for %zu "
	    "cells", what, joins, inside);
	/*
	 * S and E: in the first and last cells inside, above and below on
	 * hexagons; on triangles, above or west of one pointing down or
	 * up, below or east of one pointing up or down.
	 */
	if (hex) {
		s = maze_block(m, maze_hex_col(fx, fy), 2 * fy, 0);
		e = maze_block(m, maze_hex_col(lx, ly) + 2, 2 * ly + 2, 0);
	} else {
		s = maze_delta_up(fx, fy) ? maze_block(m, 2 * fx, 2 * fy + 1,
		    0) : maze_block(m, 2 * fx + 1, 2 * fy, 0);
		e = maze_delta_up(lx, ly) ? maze_block(m, 2 * lx + 1,
		    2 * ly + 2, 0) : maze_block(m, 2 * lx + 2, 2 * ly + 1, 0);
	}
	ck_assert_msg(m->b[s] == MAZE_START && m->b[e] == MAZE_END,
	    "%s: S or E misplaced", what);
	ck_assert_msg(open == inside * (hex ? 3 : 1) + joins + 2,
	    "%s: %zu blocks open, %zu expected", what, open,
	    inside * (hex ? 3 : 1) + joins + 2);
}

/* Maze m as a's, with o, streamed: the same bytes, grid line and all. */
static void
assert_streamed(const struct maze *m, const struct maze_gen_algo *a,
    uint32_t cw, uint32_t ch, uint64_t seed, const struct maze_gen_opts *o,
    const char *what)
{
	struct maze w;
	struct maze_err e;
	struct maze_writer wr;
	struct maze_reader rd;
	char *buf = NULL;
	size_t len;
	FILE *fp;

	maze_init(&w);
	fp = open_memstream(&buf, &len);
	ck_assert_ptr_nonnull(fp);
	maze_writer_init(&wr, fp);
	ck_assert_int_eq(gen_stream_write3(&wr, &w.hdr, a, cw, ch, 1, seed, o,
	    &e), 0);
	ck_assert_int_eq(fclose(fp), 0);
	fp = open_bytes(buf, len);
	maze_reader_init(&rd, fp);
	ck_assert_msg(maze_read(&rd, &w, &e) == 1, "%s: streamed: %s", what,
	    e.msg);
	ck_assert_msg(w.w == m->w && w.h == m->h && w.hdr.grid == m->hdr.grid &&
	    memcmp(w.b, m->b, (size_t)m->w * m->h) == 0,
	    "%s: streamed, other blocks", what);
	maze_reader_free(&rd);
	fclose(fp);
	free(buf);
	maze_free(&w);
}

/*
 * The polar callbacks of the generators, by another name: so that
 * gen_polar_rows(), which knows gen_tree_polar() and gen_walls_polar() by
 * their addresses and draws their rows with its own fast drawer, asks
 * them block by block instead.
 */
static unsigned char
slow_tree(const struct gen_stream *s, int kind, const uint32_t cx[2],
    const uint32_t cy[2])
{
	return gen_tree_polar(s, kind, cx, cy);
}

static unsigned char
slow_walls(const struct gen_stream *s, int kind, const uint32_t cx[2],
    const uint32_t cy[2])
{
	return gen_walls_polar(s, kind, cx, cy);
}

/*
 * The polar maze of R rings a makes with o from seed drawn fast, as
 * mazegen draws it, and block by block through the streamer's callback:
 * the same rows.  The callbacks say what each cell and door is; the fast
 * drawer must agree with them.
 */
static void
assert_polar_drawn(const struct maze_gen_algo *a, uint32_t rings,
    uint64_t seed, const struct maze_gen_opts *o, const char *what)
{
	struct maze_gen_opts polar;
	struct maze_gen_streamer slow;
	struct gen_stream s;
	struct maze_rng r;
	struct maze_err e;
	uint32_t cw = rings, ch = rings, bw = 4 * rings + 1, y;
	unsigned char *fast, *drawn;

	if (a->stream == NULL || (a->stream->polar != gen_tree_polar &&
	    a->stream->polar != gen_walls_polar))
		return;
	slow = *a->stream;
	slow.polar = a->stream->polar == gen_tree_polar ? slow_tree :
	    slow_walls;
	fast = malloc(bw);
	drawn = malloc(bw);
	ck_assert(fast != NULL && drawn != NULL);
	ck_assert_int_eq(gen_polar_open(&polar, o, &cw, &ch, &e), 0);
	maze_rng_seed(&r, seed);
	ck_assert_msg(gen_stream_open(&s, a, cw, ch, 1, &r, &polar, &e) == 0,
	    "%s: %s", what, e.msg);
	for (y = 0; y < bw; y++) {
		gen_polar_rows(&s, a->stream, y, fast);
		gen_polar_rows(&s, &slow, y, drawn);
		REQUIRE(memcmp(fast, drawn, bw) == 0, "%s: row %u drawn fast "
		    "is not what the callback says", what, y);
	}
	a->stream->close(&s);
	gen_polar_close(&polar, o);
	free(fast);
	free(drawn);
}

/* Every generator of grids, on every size of each, from a few seeds. */
/*
 * A walk's place on rings (genpriv.h, struct gen_pcur), against the
 * geometry it stands for: from every cell of grids of 1 to 12 rings,
 * each way there is and its cell as maze_polar_next() says; those of
 * them to cells no walk has entered as gen_pcur_fresh() says, whichever
 * are; the place gone through each door that of its cell set afresh; and
 * a random walk's step drawn as gen_pick() draws from those ways, the same
 * cell.
 */
START_TEST(test_polar_cursor)
{
	struct gen_pcur pc, to, fresh;
	struct maze_rng ra, rb;
	uint32_t rings, k, r, nk, nr, cw;
	size_t at[4], at2, fat[4];
	static unsigned char tree[92 * 12];	/* 12 rings' */
	unsigned ways, i, open;
	int d, rc, d2;

	maze_rng_seed(&ra, 7);
	for (rings = 1; rings <= 12; rings++) {
		cw = maze_polar_n(rings - 1);
		for (r = 0; r < rings; r++)
			for (k = 0; k < maze_polar_n(r); k++) {
				gen_pcur_set(&pc, rings, cw, k, r);
				ways = gen_pcur_ways(&pc, at);
				for (d = 0; d < 4; d++) {
					ck_assert_uint_lt(at[d],
					    (size_t)cw * rings);
					rc = maze_polar_next(rings, k, r, d,
					    &nk, &nr);
					ck_assert_int_eq(ways >> d & 1,
					    rc == 1);
					if (rc != 1)
						continue;
					ck_assert_uint_eq(at[d],
					    (size_t)nr * cw + nk);
					to = pc;
					gen_pcur_go(&to, d, at[d]);
					gen_pcur_set(&fresh, rings, cw, nk,
					    nr);
					ck_assert_uint_eq(to.cur, fresh.cur);
					ck_assert_uint_eq(to.r, fresh.r);
					ck_assert_uint_eq(to.s, fresh.s);
					ck_assert_uint_eq(to.j, fresh.j);
					ck_assert_uint_eq(to.n, fresh.n);
				}
				/* The ways to cells not entered, a tree's. */
				for (i = 0; i < 16; i++) {
					for (d = 0; d < 4; d++)
						tree[at[d]] = (unsigned char)
						    (i >> d & 1);
					for (open = 0, d = 0; d < 4; d++)
						if ((ways >> d & 1) &&
						    !tree[at[d]])
							open |= 1u << d;
					ck_assert_uint_eq(gen_pcur_fresh(&pc,
					    tree, fat), open);
					for (d = 0; d < 4; d++)
						ck_assert(!(ways >> d & 1) ||
						    fat[d] == at[d]);
					for (d = 0; d < 4; d++)
						tree[at[d]] = 0;
				}
				if (ways == 0)
					continue;
				for (i = 0; i < 8; i++) {
					rb = ra;
					d = gen_pcur_draw(&pc, &ra, &at2);
					d2 = gen_pick(&rb, ways);
					ck_assert_int_eq(d, d2);
					ck_assert_uint_eq(at2, at[d]);
					ck_assert_mem_eq(&ra, &rb, sizeof ra);
				}
			}
	}
}
END_TEST

/*
 * The polar grid's geometry (libint.h, maze(5) "Grids"), R from 1 to 9:
 * every cell's block is its own; every door leads to a cell whose door
 * back, the opposite direction, is the same block; a door's block says
 * those two cells, a cell's block its cell; every block of a door is some
 * cell's door, and the outer wall's doors are each of an outer cell; and
 * each ring's cells a closed loop (its seam included) and but the
 * first and last of each side a way in.
 */
START_TEST(test_polar_geometry)
{
	uint32_t rings, k, r, bx, by, nk, nr, bx2, by2, k2, r2, x, y, cx[2],
	    cy[2], bw, w, n, doors, ways;
	int d, rc, kind, nc, seen;
	unsigned char *mark;

	for (rings = 1; rings < 10; rings++) {
		bw = 4 * rings + 1;
		w = maze_polar_n(rings - 1);
		mark = calloc((size_t)bw * bw, 1);
		ck_assert_ptr_nonnull(mark);
		doors = 0;
		for (r = 0; r < rings; r++)
			for (k = 0; k < maze_polar_n(r); k++) {
				maze_polar_block(rings, k, r, &bx, &by);
				ck_assert(maze_polar_at(rings, bx, by, &k2,
				    &r2));
				ck_assert_uint_eq(k2, k);
				ck_assert_uint_eq(r2, r);
				ways = 0;
				for (d = 0; d < 4; d++) {
					rc = maze_polar_door(rings, k, r, d,
					    &bx, &by, &nk, &nr);
					if (rc == 0)
						continue;
					ways++;
					kind = maze_shape_block(MAZE_GRID_POLAR,
					    bw, bw, bx, by);
					nc = maze_shape_cells(MAZE_GRID_POLAR,
					    bw, bw, bx, by, cx, cy);
					if (rc == 2) {
						ck_assert_int_eq(kind,
						    MAZE_SHAPE_OUTER);
						ck_assert_uint_eq(cx[0], k);
						ck_assert_uint_eq(cy[0], r);
						mark[(size_t)by * bw + bx] = 1;
						continue;
					}
					ck_assert_int_eq(kind, MAZE_SHAPE_DOOR);
					ck_assert_int_eq(nc, 2);
					/* The way between, from the first. */
					ck_assert_int_eq(maze_polar_between(cx,
					    cy), cx[0] == k && cy[0] == r ? d :
					    maze_back(d));
					ck_assert(nk < maze_polar_n(nr));
					ck_assert((cx[0] == k && cy[0] == r &&
					    cx[1] == nk && cy[1] == nr) ||
					    (cx[1] == k && cy[1] == r &&
					    cx[0] == nk && cy[0] == nr));
					ck_assert_int_eq(maze_polar_door(rings,
					    nk, nr, maze_back(d), &bx2, &by2,
					    &k2, &r2), 1);
					ck_assert_uint_eq(bx2, bx);
					ck_assert_uint_eq(by2, by);
					ck_assert_uint_eq(k2, k);
					ck_assert_uint_eq(r2, r);
					mark[(size_t)by * bw + bx] = 1;
					doors++;
				}
				/* Round the ring both ways; out; in but at
				   a side's ends; the centre a door a side. */
				ck_assert_uint_eq(ways, r == 0 ? 4 :
				    k % (2 * r + 1) == 0 || k % (2 * r + 1) ==
				    2 * r ? 3 : 4);
			}
		/* Every door block is a door of the cells it says. */
		for (n = 0, y = 0; y < bw; y++)
			for (x = 0; x < bw; x++) {
				kind = maze_shape_block(MAZE_GRID_POLAR, bw, 0,
				    x, y);
				seen = mark[(size_t)y * bw + x];
				ck_assert_int_eq(seen, kind ==
				    MAZE_SHAPE_DOOR || kind ==
				    MAZE_SHAPE_OUTER);
				if (kind == MAZE_SHAPE_CELL) {
					ck_assert(maze_polar_at(rings, x, y,
					    &k, &r) || (x + 1 >= bw / 2 &&
					    x <= bw / 2 + 1 && y + 1 >= bw / 2 &&
					    y <= bw / 2 + 1));
					n++;
				}
			}
		/* The cells: 4R^2 - 3 of them, the centre nine blocks. */
		ck_assert_uint_eq(n, 4 * rings * rings - 3 + 8);
		ck_assert_uint_eq(maze_polar_num(rings - 1, w - 1) + 1,
		    4 * (uint64_t)rings * rings - 3);
		/* Each door seen from both sides: twice. */
		ck_assert_uint_eq(doors % 2, 0);
		free(mark);
	}
}
END_TEST

START_TEST(test_grid_perfect)
{
	static const char *roots[] = { NULL, "center", "corner", "0,0" };
	const struct maze_gen_algo *a;
	struct maze_gen_opts o;
	struct maze m;
	struct maze_err e;
	char what[160];
	const char *why;
	size_t i, r, k = (size_t)_i, tried = 0;
	uint64_t seed;

	maze_init(&m);
	for (i = 0; (a = maze_gen_algo(i)) != NULL; i++) {
		if (!(a->flags & GEN_GRIDS))
			continue;
		for (r = 0; r < 4; r++) {
			if (r > 0 && !(a->flags & MAZE_GEN_ROOT))
				break;
			for (seed = 1; seed <= 4; seed++) {
				maze_gen_opts_init(&o);
				o.grid = sizes[k].grid;
				if (roots[r] != NULL)
					ck_assert_int_eq(gen_parse_root(&o,
					    roots[r], &why), 0);
				snprintf(what, sizeof what, "%s on %s %ux%u, "
				    "root %s, seed %llu", a->info.name,
				    o.grid == MAZE_GEN_GRID_HEX ? "hex" :
				    o.grid == MAZE_GEN_GRID_DELTA ? "delta" :
				    "polar", sizes[k].w, sizes[k].h,
				    roots[r] ? roots[r] : "default",
				    (unsigned long long)seed);
				ck_assert_msg(maze_gen_make3(&m, a, sizes[k].w,
				    sizes[k].h, 1, seed, &o, &e) == 0,
				    "%s: %s", what, e.msg);
				assert_perfect(&m, o.grid, sizes[k].w,
				    sizes[k].h, NULL, what);
				assert_streamed(&m, a, sizes[k].w, sizes[k].h,
				    seed, &o, what);
				if (o.grid == MAZE_GEN_GRID_POLAR)
					assert_polar_drawn(a, sizes[k].w, seed,
					    &o, what);
				tried++;
			}
		}
	}
	ck_assert_uint_gt(tried, 0);
	maze_free(&m);
}
END_TEST

/*
 * Frames (mazegen --frames) on every grid: for every generator of grids,
 * min(want, cells) frames, each read back (as on a mask, its cells not
 * made yet walls), with one cell at most the head, the last the maze as
 * written without frames.  Loop index i is sizes[i].
 */
START_TEST(test_grid_frames)
{
	static const uint64_t wants[] = { 3, 0 };
	const struct maze_gen_algo *a;
	struct maze_gen_opts o;
	struct maze like;
	struct maze_writer w;
	struct maze_err e;
	char what[160], *buf, *plain;
	size_t i, j, len, plen;
	uint64_t seed, n, steps;
	FILE *fp;

	maze_init(&like);
	steps = ncells(sizes[_i].grid, sizes[_i].w, sizes[_i].h) - 1;
	for (i = 0; (a = maze_gen_algo(i)) != NULL; i++) {
		if (!(a->flags & GEN_GRIDS))
			continue;
		for (seed = 1; seed <= 2; seed++) {
			maze_gen_opts_init(&o);
			o.grid = sizes[_i].grid;
			ck_assert_int_eq(maze_gen_make3(&like, a, sizes[_i].w,
			    sizes[_i].h, 1, seed, &o, &e), 0);
			fp = open_memstream(&plain, &plen);
			maze_writer_init(&w, fp);
			ck_assert_int_eq(maze_write(&w, &like, &e), 0);
			fclose(fp);
			for (j = 0; j < sizeof wants / sizeof wants[0]; j++) {
				snprintf(what, sizeof what, "%s on %s %ux%u, "
				    "seed %llu, --frames %llu", a->info.name,
				    maze_grid_name(like.hdr.grid), sizes[_i].w,
				    sizes[_i].h, (unsigned long long)seed,
				    (unsigned long long)wants[j]);
				fp = open_memstream(&buf, &len);
				maze_writer_init(&w, fp);
				REQUIRE(gen_frames_write(&w, &like.hdr, a,
				    sizes[_i].w, sizes[_i].h, 1, seed, &o,
				    wants[j], &e) == 0, "%s: %s", what, e.msg);
				fclose(fp);
				n = wants[j] == 0 || wants[j] > steps ?
				    steps + 1 : wants[j];
				REQUIRE(check_frames(buf, len, plain, plen,
				    &like, what) == n, "%s: not %llu frames",
				    what, (unsigned long long)n);
				free(buf);
			}
			free(plain);
		}
	}
	maze_free(&like);
}
END_TEST

/*
 * The masks of the tests, one part on either grid: holes, a ring, necks
 * one cell wide; and one in two parts on triangles alone, whose lower
 * rows reach the rest only through a triangle pointing down.
 */
static const char *const masks[] = {
	"......\n.#..#.\n......\n..##..\n......\n",
	"......\n..##..\n..##..\n......\n",
	"..#..\n.....\n#...#\n.....\n..#..\n",
};

static struct maze_gen_mask *
grid_mask(const char *text, enum maze_gen_grid grid, struct maze_err *e)
{
	FILE *fp = open_bytes(text, strlen(text));
	struct maze_gen_mask *k;

	k = gen_mask_read(fp, 0, 0, 0, MAZE_GEN_PARTS_ONE, grid, e);
	fclose(fp);
	return k;
}

/* Every generator of grids on each mask of each grid. */
START_TEST(test_grid_masked)
{
	const struct maze_gen_algo *a;
	struct maze_gen_opts o;
	struct maze_gen_mask *k;
	struct maze m;
	struct maze_err e;
	enum maze_gen_grid grid = _i % 2 ? MAZE_GEN_GRID_DELTA :
	    MAZE_GEN_GRID_HEX;
	char what[160];
	size_t i;
	uint64_t seed;

	k = grid_mask(masks[_i / 2], grid, &e);
	ck_assert_msg(k != NULL, "mask %d: %s", _i / 2, e.msg);
	maze_init(&m);
	for (i = 0; (a = maze_gen_algo(i)) != NULL; i++) {
		if (!(a->flags & GEN_GRIDS))
			continue;
		for (seed = 1; seed <= 4; seed++) {
			maze_gen_opts_init(&o);
			o.grid = grid;
			o.mask = k;
			snprintf(what, sizeof what, "%s on mask %d, %s, seed "
			    "%llu", a->info.name, _i / 2, grid ==
			    MAZE_GEN_GRID_HEX ? "hex" : "delta",
			    (unsigned long long)seed);
			ck_assert_msg(maze_gen_make3(&m, a, k->w, k->h, 1,
			    seed, &o, &e) == 0, "%s: %s", what, e.msg);
			assert_perfect(&m, grid, k->w, k->h, k->in, what);
			assert_streamed(&m, a, k->w, k->h, seed, &o, what);
		}
	}
	maze_free(&m);
	maze_gen_mask_free(k);
}
END_TEST

/*
 * A mask on rings (gen_mask_polar()): the picture's cell under each
 * cell's centre, worked out here in floating point, with sin and cos, as
 * the picture is drawn (mazerender's polar.c); the mask's integer
 * arithmetic agrees but where the point is within 10^-6 of a cell's edge.
 */
START_TEST(test_polar_mask_geometry)
{
	static const uint32_t pics[][2] = { { 5, 5 }, { 7, 4 }, { 22, 11 },
		{ 1, 9 }, { 40, 40 } };
	struct maze_gen_mask *k;
	struct maze_err e;
	unsigned char *src;
	uint32_t p, rings, r, kk, side, sw, sh, m, i, want;
	double a, rho, x, y;
	size_t tried = 0, near = 0;

	for (p = 0; p < sizeof pics / sizeof pics[0]; p++) {
		sw = pics[p][0];
		sh = pics[p][1];
		m = sw > sh ? sw : sh;
		src = malloc((size_t)sw * sh);
		ck_assert_ptr_nonnull(src);
		for (i = 0; i < sw * sh; i++)
			src[i] = (i * 2654435761u >> 7 & 1) != 0;
		for (rings = 1; rings <= 12; rings++) {
			k = gen_mask_polar(src, sw, sh, rings, &e);
			ck_assert_msg(k != NULL, "%s", e.msg);
			for (r = 0; r < rings; r++)
				for (kk = 0; kk < maze_polar_n(r); kk++) {
					side = 2 * r + 1;
					a = r == 0 ? 0 : (kk / side) * PI / 2 -
					    PI / 4 + (kk % side + 0.5) /
					    side * PI / 2;
					rho = r == 0 ? 0 : r + 0.5;
					x = sw / 2.0 + rho * sin(a) * m /
					    (2.0 * rings);
					y = sh / 2.0 - rho * cos(a) * m /
					    (2.0 * rings);
					if (fabs(x - floor(x + 0.5)) < 1e-6 ||
					    fabs(y - floor(y + 0.5)) < 1e-6) {
						near++;
						continue;
					}
					want = x >= 0 && y >= 0 && x < sw &&
					    y < sh ? src[(size_t)y * sw +
					    (size_t)x] : 0;
					REQUIRE(k->in[(size_t)r * k->w + kk] ==
					    want, "%ux%u picture, %u rings: "
					    "cell %u,%u", sw, sh, rings, kk,
					    r);
					tried++;
				}
			maze_gen_mask_free(k);
		}
		free(src);
	}
	ck_assert_uint_gt(tried, 10 * near);
}
END_TEST

/*
 * Every generator of grids on masks over rings: perfect over the cells
 * inside, S and E in doors to the outside, streamed the same.  Loop
 * index i: the
 * mask (i / 4, the largest part kept) on 2, 3, 5 or 8 rings (i % 4).
 */
START_TEST(test_polar_masked)
{
	static const uint32_t ring[] = { 2, 3, 5, 8 };
	const struct maze_gen_algo *a;
	struct maze_gen_opts o;
	struct maze_gen_mask *k;
	struct maze m;
	struct maze_err e;
	uint32_t rings = ring[_i % 4];
	char what[160];
	FILE *fp;
	size_t i;
	uint64_t seed;

	fp = open_bytes(masks[_i / 4], strlen(masks[_i / 4]));
	k = gen_mask_read(fp, rings, rings, 0, MAZE_GEN_PARTS_LARGEST,
	    MAZE_GEN_GRID_POLAR, &e);
	fclose(fp);
	ck_assert_msg(k != NULL, "mask %d: %s", _i / 4, e.msg);
	maze_init(&m);
	for (i = 0; (a = maze_gen_algo(i)) != NULL; i++) {
		if (!(a->flags & GEN_GRIDS))
			continue;
		for (seed = 1; seed <= 3; seed++) {
			maze_gen_opts_init(&o);
			o.grid = MAZE_GEN_GRID_POLAR;
			o.mask = k;
			snprintf(what, sizeof what, "%s on mask %d, %u rings, "
			    "seed %llu", a->info.name, _i / 4, rings,
			    (unsigned long long)seed);
			ck_assert_msg(maze_gen_make3(&m, a, rings, rings, 1,
			    seed, &o, &e) == 0, "%s: %s", what, e.msg);
			assert_perfect_polar(&m, rings, k->in, what);
			assert_streamed(&m, a, rings, rings, seed, &o, what);
			assert_polar_drawn(a, rings, seed, &o, what);
		}
	}
	maze_free(&m);
	maze_gen_mask_free(k);
}
END_TEST

/* A mask of every cell of the rings makes the maze of none. */
START_TEST(test_polar_full_mask)
{
	const struct maze_gen_algo *a;
	struct maze_gen_opts o, full;
	struct maze_gen_mask *k;
	struct maze m, plain;
	struct maze_err e;
	uint32_t rings = 1 + (uint32_t)_i;
	size_t i;
	FILE *fp;

	fp = open_bytes("...\n...\n...\n", 12);
	k = gen_mask_read(fp, rings, rings, 0, MAZE_GEN_PARTS_ONE,
	    MAZE_GEN_GRID_POLAR, &e);
	fclose(fp);
	ck_assert_msg(k != NULL, "%s", e.msg);
	ck_assert_uint_eq(k->n, 4 * rings * rings - 3);
	maze_init(&m);
	maze_init(&plain);
	for (i = 0; (a = maze_gen_algo(i)) != NULL; i++) {
		if (!(a->flags & GEN_GRIDS))
			continue;
		maze_gen_opts_init(&o);
		o.grid = MAZE_GEN_GRID_POLAR;
		full = o;
		full.mask = k;
		ck_assert_int_eq(maze_gen_make3(&plain, a, rings, rings, 1, 7,
		    &o, &e), 0);
		ck_assert_int_eq(maze_gen_make3(&m, a, rings, rings, 1, 7,
		    &full, &e), 0);
		REQUIRE(memcmp(m.b, plain.b, (size_t)m.w * m.h) == 0,
		    "%s, %u rings: the full mask's maze differs", a->info.name,
		    rings);
	}
	maze_free(&m);
	maze_free(&plain);
	maze_gen_mask_free(k);
}
END_TEST

/*
 * A mask is one part or not by its grid's neighbours: this one is one
 * part of squares and of hexagons, two of triangles; a mask read for one
 * grid is refused for another.
 */
START_TEST(test_grid_mask_parts)
{
	static const char two[] = "#..#\n....\n.##.\n....\n";
	struct maze_gen_mask *k;
	struct maze_gen_opts o;
	struct maze m;
	struct maze_err e;

	k = grid_mask(two, MAZE_GEN_GRID_SQUARE, &e);
	ck_assert_ptr_nonnull(k);
	maze_init(&m);
	maze_gen_opts_init(&o);
	o.grid = MAZE_GEN_GRID_HEX;
	o.mask = k;
	ck_assert_int_eq(maze_gen_make3(&m, gen_named("wilson"), 4, 4, 1, 1, &o,
	    &e), -1);
	ck_assert_str_eq(e.msg, "a mask read for square cells, for a maze of "
	    "hex cells");
	maze_gen_mask_free(k);
	k = grid_mask(two, MAZE_GEN_GRID_HEX, &e);
	ck_assert_ptr_nonnull(k);
	maze_gen_mask_free(k);
	ck_assert_ptr_null(grid_mask(two, MAZE_GEN_GRID_DELTA, &e));
	ck_assert_str_eq(e.msg, "the inside is in 2 parts: cell 0,2 is cut "
	    "off from cell 1,0 (--mask-parts largest keeps the largest)");
	maze_free(&m);
}
END_TEST

/*
 * What cannot be made refuses: a generator by rows, levels, a mask or a
 * weave on hexagons or triangles, and a column of triangles past 2 rows,
 * whose triangles fall apart.
 */
START_TEST(test_grid_refused)
{
	static const struct {
		const char *algo;
		enum maze_gen_grid grid;
		uint32_t w, h, d;
		const char *want;
	} bad[] = {
		{ "eller", MAZE_GEN_GRID_HEX, 3, 3, 1,
		    "-a eller makes square cells only" },
		{ "division", MAZE_GEN_GRID_DELTA, 3, 3, 1,
		    "-a division makes square cells only" },
		{ "wilson", MAZE_GEN_GRID_HEX, 3, 3, 2,
		    "a hex maze has one level of cells" },
		{ "wilson", MAZE_GEN_GRID_DELTA, 1, 3, 1,
		    "a delta maze 1 cell wide has 2 rows at most" },
	};
	const struct maze_gen_algo *a;
	struct maze_gen_opts o;
	struct maze m;
	struct maze_err e;
	size_t i;

	maze_init(&m);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		a = gen_named(bad[i].algo);
		maze_gen_opts_init(&o);
		o.grid = bad[i].grid;
		ck_assert_int_eq(maze_gen_make3(&m, a, bad[i].w, bad[i].h,
		    bad[i].d, 1, &o, &e), -1);
		ck_assert_msg(strncmp(e.msg, bad[i].want,
		    strlen(bad[i].want)) == 0, "%s: \"%s\"", bad[i].algo,
		    e.msg);
	}
	maze_gen_opts_init(&o);
	o.grid = MAZE_GEN_GRID_HEX;
	o.weave = 0.5;
	ck_assert_int_eq(maze_gen_make3(&m, gen_named("backtracker"), 4, 4, 1,
	    1, &o, &e), -1);
	maze_free(&m);
}
END_TEST

/* ---- Uniform ---- */

/*
 * The grids of the uniformity tests: 3x2 hexagons, 6 cells, 9 passages
 * between them; 4x3 triangles, 12 cells, 13 passages; 2 rings, 13 cells,
 * 16 passages (a ring of 12 round the centre, 4 to it).  Their spanning
 * trees are counted by the matrix-tree theorem; over 100 draws a tree
 * expected from fixed seeds, the counts of the trees made are tested
 * against the uniform by chi-square at the 0.999 quantile.
 */
static const struct {
	enum maze_gen_grid grid;
	uint32_t w, h;
} ugrids[] = {
	{ MAZE_GEN_GRID_HEX, 3, 2 },
	{ MAZE_GEN_GRID_DELTA, 4, 3 },
	{ MAZE_GEN_GRID_POLAR, 2, 2 },
};

static long
u_trees(size_t ne, const uint32_t *from, const uint32_t *to, uint32_t n)
{
	double l[16][16], f, det = 1;
	size_t i;
	uint32_t r, q, c;

	memset(l, 0, sizeof l);
	for (i = 0; i < ne; i++) {
		l[from[i]][from[i]]++;
		l[to[i]][to[i]]++;
		l[from[i]][to[i]]--;
		l[to[i]][from[i]]--;
	}
	for (c = 1; c < n; c++) {
		det *= l[c][c];
		for (r = c + 1; r < n; r++) {
			f = l[r][c] / l[c][c];
			for (q = c; q < n; q++)
				l[r][q] -= f * l[c][q];
		}
	}
	return lround(det);
}

/* The 0.999 quantile of chi-square with df degrees (Wilson-Hilferty). */
static double
chi2_999(double df)
{
	double z = 3.090232, v = 2 / (9 * df);

	return df * pow(1 - v + z * sqrt(v), 3);
}

/* The chi-square of generator name on ugrids[g]; the trees there are. */
static double
u_chi2(const char *name, int g, long *trees, long *made)
{
	const struct maze_gen_algo *a = gen_named(name);
	struct maze_gen_opts o;
	struct maze m;
	struct maze_err e;
	uint32_t w = ugrids[g].w, h = ugrids[g].h, from[32], to[32];
	size_t door[32], ne, j;
	uint64_t key, *seen;
	long *count, draws, i, n = 0, k;
	double chi = 0, dev;

	maze_init(&m);
	maze_gen_opts_init(&o);
	o.grid = ugrids[g].grid;
	ck_assert_int_eq(maze_gen_make3(&m, a, w, h, 1, 0, &o, &e), 0);
	ne = passages(o.grid, w, h, &m, door, from, to);
	*trees = u_trees(ne, from, to, ncells(o.grid, w, h));
	ck_assert_int_le(*trees, 4096);
	seen = calloc((size_t)*trees, sizeof *seen);
	count = calloc((size_t)*trees, sizeof *count);
	ck_assert(seen != NULL && count != NULL);
	draws = *trees * 100;
	for (i = 0; i < draws; i++) {
		ck_assert_int_eq(maze_gen_make3(&m, a, w, h, 1, (uint64_t)i,
		    &o, &e), 0);
		for (key = 0, j = 0; j < ne; j++)
			if (m.b[door[j]] == MAZE_OPEN)
				key |= UINT64_C(1) << j;
		for (k = 0; k < n && seen[k] != key; k++)
			continue;
		if (k == n) {
			ck_assert_int_lt(n, *trees);
			seen[n] = key;
			count[n++] = 0;
		}
		count[k]++;
	}
	for (k = 0; k < n; k++) {
		dev = count[k] - 100.0;
		chi += dev * dev / 100.0;
	}
	chi += (double)(*trees - n) * 100.0;
	*made = n;
	free(seen);
	free(count);
	maze_free(&m);
	return chi;
}

START_TEST(test_grid_uniform)
{
	static const char *uniform[] = { "wilson", "aldous-broder" };
	double chi, limit;
	long trees, made;
	int g = _i / 2;

	chi = u_chi2(uniform[_i % 2], g, &trees, &made);
	ck_assert_int_eq(made, trees);
	limit = chi2_999((double)trees - 1);
	ck_assert_msg(chi < limit, "%s on grid %d: chi-square %.1f over %ld "
	    "degrees of freedom, past %.2f", uniform[_i % 2], g, chi,
	    trees - 1, limit);
}
END_TEST

/* The control: a biased generator fails the same test. */
START_TEST(test_grid_not_uniform)
{
	double chi, limit;
	long trees, made;

	chi = u_chi2("backtracker", _i, &trees, &made);
	limit = chi2_999((double)trees - 1);
	ck_assert_msg(chi > limit, "backtracker on grid %d: chi-square %.1f "
	    "(%ld trees of %ld), expected past %.2f", _i, chi, made, trees,
	    limit);
}
END_TEST

/*
 * The reader takes a polar maze's rows at a stride (shape.c, polar_fits())
 * and each block by itself (maze_shape_block()) only where a row breaks
 * the rules: every maze of 1 to 6 rings with one block turned wall or
 * open, S and E kept, is read exactly when maze_shape_block() says the
 * block may be that (a cell's open, a wall's a wall, the outer wall's a
 * wall; a door either), and refused at that block's line and column.
 * Then the same on a mask, where a cell's block may be a wall too.
 */
START_TEST(test_polar_rows_read)
{
	uint32_t rings = (uint32_t)_i % 6 + 1, bw = 4 * rings + 1, x, y;
	int masked = _i >= 6, kind, ok;
	struct maze_gen_opts o;
	struct maze_gen_mask *k = NULL;
	struct maze_writer w;
	struct maze m, back;
	struct maze_err e;
	char *buf, *row;
	size_t len, i;
	FILE *fp;

	maze_init(&m);
	maze_init(&back);
	maze_gen_opts_init(&o);
	o.grid = MAZE_GEN_GRID_POLAR;
	if (masked) {
		fp = open_bytes(masks[0], strlen(masks[0]));
		k = gen_mask_read(fp, rings, rings, 0, MAZE_GEN_PARTS_LARGEST,
		    MAZE_GEN_GRID_POLAR, &e);
		fclose(fp);
		ck_assert_msg(k != NULL, "%s", e.msg);
		o.mask = k;
	}
	ck_assert_int_eq(maze_gen_make3(&m, maze_gen_algo(0), rings, rings, 1,
	    7, &o, &e), 0);
	fp = open_memstream(&buf, &len);
	maze_writer_init(&w, fp);
	ck_assert_int_eq(maze_write(&w, &m, &e), 0);
	fclose(fp);
	/* The first row of blocks follows the header's lines. */
	for (row = buf; *row == ';'; row = strchr(row, '\n') + 1)
		continue;
	for (y = 0; y < bw; y++)
		for (x = 0; x < bw; x++) {
			i = (size_t)y * (bw + 1) + x;
			if (row[i] == MAZE_START || row[i] == MAZE_END)
				continue;
			row[i] = row[i] == MAZE_WALL ? MAZE_OPEN : MAZE_WALL;
			kind = maze_shape_block(m.hdr.grid, bw, bw, x, y);
			ok = kind == MAZE_SHAPE_DOOR || (kind ==
			    MAZE_SHAPE_CELL ? masked || row[i] == MAZE_OPEN :
			    row[i] == MAZE_WALL);
			e.line = e.col = 0;
			REQUIRE((read_bytes(buf, len, &back, &e) == 1) == ok,
			    "%u rings%s, block %u,%u turned '%c': %s", rings,
			    masked ? " on a mask" : "", x, y, row[i],
			    ok ? e.msg : "read");
			REQUIRE(ok || e.col == x + 1ul, "%u rings, block "
			    "%u,%u: refused at column %lu", rings, x, y,
			    e.col);
			row[i] = row[i] == MAZE_WALL ? MAZE_OPEN : MAZE_WALL;
		}
	free(buf);
	maze_gen_mask_free(k);
	maze_free(&back);
	maze_free(&m);
}
END_TEST

/*
 * The cell numbers (as passages() numbers them) of the blocks of the w x h
 * maze m of kind grid, -1 for a block of no cell: a hexagon's three, a
 * triangle's one, a ring's cell's one and the polar centre's nine.
 */
static void
cell_blocks(enum maze_gen_grid grid, uint32_t w, uint32_t h,
    const struct maze *m, long *cellof)
{
	uint32_t x, y, bx, by, i;

	for (i = 0; i < m->w * m->h; i++)
		cellof[i] = -1;
	for (y = 0; grid == MAZE_GEN_GRID_POLAR && y < w; y++)
		for (x = 0; x < maze_polar_n(y); x++) {
			maze_polar_block(w, x, y, &bx, &by);
			cellof[maze_block(m, bx, by, 0)] =
			    (long)maze_polar_num(y, x);
		}
	for (i = 0; grid == MAZE_GEN_GRID_POLAR && i < 9; i++)
		cellof[maze_block(m, m->w / 2 - 1 + i % 3, m->w / 2 - 1 +
		    i / 3, 0)] = 0;
	for (y = 0; grid != MAZE_GEN_GRID_POLAR && y < h; y++)
		for (x = 0; x < w; x++)
			for (i = 0; i < (grid == MAZE_GEN_GRID_HEX ? 3u : 1u);
			    i++)
				cellof[grid == MAZE_GEN_GRID_HEX ?
				    maze_block(m, maze_hex_col(x, y) + i,
				    2 * y + 1, 0) : maze_cell(m, x, y)] =
				    (long)(y * w + x);
}

/* The cell of block b of m, an end: its own, or the one beside it. */
static long
end_cell(const struct maze *m, const long *cellof, size_t b)
{
	if (cellof[b] >= 0)
		return cellof[b];
	if (b >= m->w && cellof[b - m->w] >= 0)
		return cellof[b - m->w];
	if (b + m->w < (size_t)m->w * m->h && cellof[b + m->w] >= 0)
		return cellof[b + m->w];
	if (b % m->w > 0 && cellof[b - 1] >= 0)
		return cellof[b - 1];
	return cellof[b + 1];
}

/*
 * Every solver that promises a shortest route, on hex, delta and polar
 * mazes with loops (a perfect one, some of its shut doors opened), passes
 * the fewest cells from S's to E's: a step costs the door it crosses,
 * however many blocks (mazesolve(1)).  Against the test's own search over
 * the doors of passages(); every other solver passes at least as many.
 * Loop index i is sizes[i].
 */
START_TEST(test_solve_fewest_cells)
{
	enum { MAXB = 4096 };
	const struct maze_gen_algo *g = maze_gen_algo(0);
	const struct maze_solve_algo *a;
	enum maze_gen_grid grid = sizes[_i].grid;
	uint32_t w = sizes[_i].w, h = sizes[_i].h, n = ncells(grid, w, h);
	uint32_t from[MAXB], to[MAXB], q[MAXB], head, tail, c;
	size_t door[MAXB], nd, i, j, b;
	long cellof[MAXB], dist[MAXB], s, t;
	unsigned char on[MAXB];
	uint64_t seed, x;
	struct maze_gen_opts o;
	struct maze_solve sv;
	struct maze_rng r;
	struct maze m;
	struct maze_err e;
	int rc, fewest, got, checked = 0;
	char what[160];

	maze_init(&m);
	maze_rng_seed(&r, 1);
	ck_assert_int_eq(maze_solve_init(&sv, &e), 0);
	sv.rng = &r;
	for (seed = 1; seed <= 12; seed++) {
		maze_gen_opts_init(&o);
		o.grid = grid;
		ck_assert_int_eq(maze_gen_make3(&m, g, w, h, 1, seed, &o, &e),
		    0);
		ck_assert_msg((size_t)m.w * m.h <= MAXB, "too big a test");
		nd = passages(grid, w, h, &m, door, from, to);
		/* Loops: some shut doors opened, by a draw of their own. */
		for (i = 0, x = seed; i < nd; i++) {
			x = x * 6364136223846793005u + 1442695040888963407u;
			if (m.b[door[i]] == MAZE_WALL && x >> 62 == 0)
				m.b[door[i]] = MAZE_OPEN;
		}
		cell_blocks(grid, w, h, &m, cellof);
		s = end_cell(&m, cellof, m.start);
		t = end_cell(&m, cellof, m.end);
		/* The fewest cells from s to t, breadth first over doors. */
		for (c = 0; c < n; c++)
			dist[c] = -1;
		dist[s] = 0;
		q[0] = (uint32_t)s;
		for (head = 0, tail = 1; head < tail; head++)
			for (i = 0; i < nd; i++) {
				if (m.b[door[i]] == MAZE_WALL ||
				    (from[i] != q[head] && to[i] != q[head]))
					continue;
				c = from[i] == q[head] ? to[i] : from[i];
				if (dist[c] < 0) {
					dist[c] = dist[q[head]] + 1;
					q[tail++] = c;
				}
			}
		fewest = (int)dist[t] + 1;
		for (j = 0; (a = maze_solve_algo(j)) != NULL; j++) {
			sv.m = &m;
			snprintf(what, sizeof what, "%s on %s %ux%u, seed %llu",
			    a->info.name, grid == MAZE_GEN_GRID_HEX ? "hex" :
			    grid == MAZE_GEN_GRID_DELTA ? "delta" : "polar",
			    w, h, (unsigned long long)seed);
			rc = a->run(&sv, &e);
			ck_assert_msg(rc != -1, "%s: %s", what, e.msg);
			if (rc != 1) {
				maze_clear_marks(&m);
				continue;
			}
			memset(on, 0, n);
			for (b = 0, got = 0; b < (size_t)m.w * m.h; b++)
				if (cellof[b] >= 0 && !on[cellof[b]] &&
				    (m.b[b] == MAZE_PATH ||
				    m.b[b] == MAZE_START ||
				    m.b[b] == MAZE_END)) {
					on[cellof[b]] = 1;
					got++;
				}
			got += !on[s] && s != t;
			on[s] = 1;
			got += !on[t];
			maze_clear_marks(&m);
			if (a->flags & MAZE_SOLVE_SHORTEST) {
				ck_assert_msg(got == fewest, "%s: %d cells, "
				    "the fewest %d", what, got, fewest);
				checked++;
			} else
				ck_assert_msg(got >= fewest, "%s: %d cells, "
				    "fewer than the fewest %d", what, got,
				    fewest);
		}
	}
	ck_assert_int_gt(checked, 0);
	maze_solve_free(&sv);
	maze_free(&m);
}
END_TEST

/*
 * Solver fa, which may stand aside (-2) or not as taken says (taken -1:
 * either), against fb, on a copy of m each.
 */
static void
assert_hex_same(const struct maze *m, int taken, const char *what,
    maze_solve_fn *fa, maze_solve_fn *fb)
{
	struct maze a, b;
	struct maze_solve sa, sb;
	struct maze_rng r;
	struct maze_err e;
	int explore, ra, rb;

	maze_rng_seed(&r, 1);
	for (explore = 0; explore < 2; explore++) {
		maze_init(&a);
		maze_init(&b);
		REQUIRE(maze_alloc3(&a, m->w, m->h, 1, &e) == 0 &&
		    maze_alloc3(&b, m->w, m->h, 1, &e) == 0, "%s", e.msg);
		memcpy(a.b, m->b, maze_blocks(m));
		memcpy(b.b, m->b, maze_blocks(m));
		a.start = b.start = m->start;
		a.end = b.end = m->end;
		a.hdr.grid = b.hdr.grid = m->hdr.grid;
		REQUIRE(maze_solve_init(&sa, &e) == 0 &&
		    maze_solve_init(&sb, &e) == 0, "%s", e.msg);
		sa.m = &a;
		sb.m = &b;
		sa.rng = sb.rng = &r;
		sa.explore = sb.explore = explore;
		ra = fa(&sa, &e);
		REQUIRE(ra != -1, "%s: %s", what, e.msg);
		REQUIRE(taken == -1 || (ra != -2) == taken, "%s: over cells %d",
		    what, ra);
		if (ra == -2)
			REQUIRE(memcmp(a.b, m->b, maze_blocks(m)) == 0,
			    "%s: changed, standing aside", what);
		rb = fb(&sb, &e);
		REQUIRE(ra == -2 || (ra == rb && sa.explored == sb.explored &&
		    sa.length == sb.length && sa.cost == sb.cost &&
		    sa.optimal == sb.optimal), "%s, explore %d: found %d and "
		    "%d, explored %zu and %zu, length %zu and %zu, cost %llu "
		    "and %llu", what, explore, ra, rb, sa.explored,
		    sb.explored, sa.length, sb.length,
		    (unsigned long long)sa.cost, (unsigned long long)sb.cost);
		REQUIRE(ra == -2 || memcmp(a.b, b.b, maze_blocks(m)) == 0,
		    "%s, explore %d: marks differ", what, explore);
		maze_solve_free(&sa);
		maze_solve_free(&sb);
		maze_free(&a);
		maze_free(&b);
	}
}

/* Dead-end filling over the cells of hex maze m, against over blocks. */
static void
assert_hex_fill(const struct maze *m, const char *what)
{
	char w[240];

	snprintf(w, sizeof w, "%s, dead-end-filling", what);
	assert_hex_same(m, -1, w, solve_dead_end_filling,
	    solve_dead_end_filling_blocks);
}

/*
 * bfs on a hex maze over its cells (hexbfs.c), against its search over
 * blocks by doors: the same answer, route, explored count, cost and
 * marks, explored marked or not.  taken: whether the search over cells
 * takes m; if not, it leaves m as it was.  And dead-end filling over the
 * cells against the fill over blocks (assert_hex_fill()).
 */
static void
assert_hex_cells(const struct maze *m, int taken, const char *what)
{
	assert_hex_fill(m, what);
	assert_hex_same(m, taken, what, solve_bfs_hex, solve_bfs_blocks);
}

/* Block i of m as S (end 0) or E, where the other end is not. */
static void
move_end(struct maze *m, int end, size_t i)
{
	size_t *at = end ? &m->end : &m->start;
	uint32_t x = (uint32_t)(*at % m->w), y = (uint32_t)(*at / m->w);

	if (i == (end ? m->start : m->end))
		return;
	/* In the outer wall, its place a wall again; inside, open. */
	m->b[*at] = x == 0 || y == 0 || x + 1 == m->w || y + 1 == m->h ?
	    MAZE_WALL : MAZE_OPEN;
	*at = i;
	m->b[i] = end ? MAZE_END : MAZE_START;
}

/*
 * The searches over cells (hexbfs.c, dead-end filling's) on every
 * generator's hex mazes, masked
 * or not, as made and with loops, S and E in the outer wall, in doors
 * inside and in the middles of cells, E shut in; and the mazes it does not
 * take.  Loop index i is sizes[i], a hex one, or masks[i - sizes'].
 */
START_TEST(test_bfs_hex)
{
	const size_t nsizes = sizeof sizes / sizeof sizes[0];
	const struct maze_gen_algo *a;
	struct maze_gen_opts o;
	struct maze_gen_mask *k = NULL;
	struct maze m;
	struct maze_err e;
	struct maze_rng r;
	char what[200];
	uint32_t w, h, x, y, bx, by, j, cx[2], cy[2];
	size_t i, b, n, cells[256], doors[1024], nc, ndoor, tried = 0;
	uint64_t seed;
	int v, d;

	if ((size_t)_i < nsizes) {
		if (sizes[_i].grid != MAZE_GEN_GRID_HEX)
			return;
		w = sizes[_i].w;
		h = sizes[_i].h;
	} else {
		k = grid_mask(masks[(size_t)_i - nsizes], MAZE_GEN_GRID_HEX,
		    &e);
		ck_assert_msg(k != NULL, "%s", e.msg);
		w = k->w;
		h = k->h;
	}
	maze_init(&m);
	for (i = 0; (a = maze_gen_algo(i)) != NULL; i++) {
		if (!(a->flags & GEN_GRIDS))
			continue;
		for (seed = 1; seed <= 3; seed++) {
			maze_gen_opts_init(&o);
			o.grid = MAZE_GEN_GRID_HEX;
			o.mask = k;
			ck_assert_int_eq(maze_gen_make3(&m, a, w, h, 1, seed, &o,
			    &e), 0);
			maze_rng_seed(&r, seed * 1000 + i);
			/* Cells inside, and doors between two of them. */
			for (nc = 0, y = 0; y < h; y++)
				for (x = 0; x < w; x++)
					if (m.b[maze_block(&m, maze_hex_col(x,
					    y) + 1, 2 * y + 1, 0)] != MAZE_WALL)
						cells[nc++] = maze_block(&m,
						    maze_hex_col(x, y) + 1,
						    2 * y + 1, 0);
			for (ndoor = 0, b = 0; b < maze_blocks(&m); b++)
				if (maze_shape_block(m.hdr.grid, m.w, m.h,
				    (uint32_t)(b % m.w), (uint32_t)(b / m.w)) ==
				    MAZE_SHAPE_DOOR && maze_shape_cells(
				    m.hdr.grid, m.w, m.h, (uint32_t)(b % m.w),
				    (uint32_t)(b / m.w), cx, cy) == 2 &&
				    m.b[maze_block(&m, maze_hex_col(cx[0],
				    cy[0]), 2 * cy[0] + 1, 0)] != MAZE_WALL &&
				    m.b[maze_block(&m, maze_hex_col(cx[1],
				    cy[1]), 2 * cy[1] + 1, 0)] != MAZE_WALL)
					doors[ndoor++] = b;
			ck_assert(nc <= 256 && ndoor <= 1024);
			for (v = 0; v < 6; v++) {
				snprintf(what, sizeof what, "%s on hex %ux%u%s, "
				    "seed %llu, case %d", a->info.name, w, h,
				    k != NULL ? " masked" : "",
				    (unsigned long long)seed, v);
				/* Loops: some shut doors opened. */
				for (n = 0; v >= 2 && n < ndoor; n++)
					if (m.b[doors[n]] == MAZE_WALL &&
					    rng_below(&r, 3) == 0)
						m.b[doors[n]] = MAZE_OPEN;
				/* S and E in middles of cells, doors inside. */
				if (v == 1 || v == 3)
					move_end(&m, 1,
					    cells[rng_below(&r, (uint32_t)nc)]);
				if (v == 3 || v == 4)
					move_end(&m, 0,
					    cells[rng_below(&r, (uint32_t)nc)]);
				if (v == 4 && ndoor > 0 && m.b[doors[n =
				    rng_below(&r, (uint32_t)ndoor)]] ==
				    MAZE_OPEN)
					move_end(&m, 1, doors[n]);
				if (v == 5 && ndoor > 0 && m.b[doors[n =
				    rng_below(&r, (uint32_t)ndoor)]] ==
				    MAZE_OPEN)
					move_end(&m, 0, doors[n]);
				assert_hex_cells(&m, 1, what);
				tried++;
			}
			/* E shut in its cell, if it is in one. */
			x = (uint32_t)(m.end % m.w);
			y = (uint32_t)(m.end / m.w);
			if (y % 2 == 1 && maze_hex_at(x, y / 2, w, &j)) {
				for (d = 0; d < MAZE_HEX_NDIRS; d++) {
					maze_hex_door(j, y / 2, d, &bx, &by);
					if (bx < m.w && by < m.h &&
					    maze_block(&m, bx, by, 0) != m.start)
						m.b[maze_block(&m, bx, by, 0)] =
						    MAZE_WALL;
				}
				assert_hex_cells(&m, 1, "E shut in");
			}
			/* Not taken: S in a cell's side, a mark. */
			b = m.start;
			move_end(&m, 0, cells[0] - 1);
			assert_hex_cells(&m, 0, "S in L");
			move_end(&m, 0, b);
			m.b[cells[nc - 1] + 1] = MAZE_SEEN;
			assert_hex_cells(&m, 0, "a mark");
		}
	}
	ck_assert_uint_gt(tried, 0);
	maze_free(&m);
	maze_gen_mask_free(k);
}
END_TEST

Suite *
shapes_suite(void)
{
	Suite *s = suite_create("shapes");
	TCase *tc;

	tc = tcase_create("perfect");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_polar_geometry);
	tcase_add_test(tc, test_polar_cursor);
	tcase_add_loop_test(tc, test_grid_perfect, 0,
	    (int)(sizeof sizes / sizeof sizes[0]));
	tcase_add_test(tc, test_grid_refused);
	tcase_add_loop_test(tc, test_grid_masked, 0,
	    (int)(2 * sizeof masks / sizeof masks[0]));
	tcase_add_test(tc, test_grid_mask_parts);
	tcase_add_test(tc, test_polar_mask_geometry);
	tcase_add_loop_test(tc, test_polar_masked, 0,
	    4 * (int)(sizeof masks / sizeof masks[0]));
	tcase_add_loop_test(tc, test_polar_full_mask, 0, 6);
	tcase_add_loop_test(tc, test_grid_frames, 0,
	    sizeof sizes / sizeof sizes[0]);
	tcase_add_loop_test(tc, test_solve_fewest_cells, 0,
	    sizeof sizes / sizeof sizes[0]);
	tcase_add_loop_test(tc, test_polar_rows_read, 0, 12);
	tcase_add_loop_test(tc, test_bfs_hex, 0,
	    (int)(sizeof sizes / sizeof sizes[0] + sizeof masks /
	    sizeof masks[0]));
	suite_add_tcase(s, tc);

	tc = tcase_create("uniform");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, test_grid_uniform, 0, 6);
	tcase_add_loop_test(tc, test_grid_not_uniform, 0, 3);
	suite_add_tcase(s, tc);
	return s;
}
