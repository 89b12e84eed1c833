/* check_grid.c: block grids: cell mazes, limits, marks, endpoints, headers. */
#include <string.h>

#include "lib/libint.h"
#include "lib/libpriv.h"
#include "unit.h"

static const struct cells {
	const char *grid;
	int want;
	unsigned long line, col;	/* of the first block at fault */
	const char *msg;
} cells[] = {
	{ "###\n# #\n###\n", 1, 0, 0, NULL },
	{ "###\n#S#\n###\n", 1, 0, 0, NULL },
	{ "#S###\n#+.E#\n#####\n", 1, 0, 0, NULL },
	/* Openings in the outer wall, on every side, are entrances. */
	{ "#S###\n    E\n### #\n", 1, 0, 0, NULL },
	{ "#\n", 0, 1, 1, "not a cell maze: 1x1 blocks; a cell maze has an "
	    "odd number of rows and columns, at least 3" },
	{ "; c\n####\n#  #\n####\n", 0, 2, 1, "not a cell maze: 4x3 blocks; "
	    "a cell maze has an odd number of rows and columns, at least 3" },
	{ "###\n# #\n# #\n###\n", 0, 1, 1, "not a cell maze: 3x4 blocks; "
	    "a cell maze has an odd number of rows and columns, at least 3" },
	{ " ##\n# #\n###\n", 0, 1, 1, "not a cell maze: corner block 0,0 is "
	    "open" },
	{ "#####\n#   #\n  # #\n#   #\n#####\n", 0, 3, 1,
	    "not a cell maze: corner block 0,2 is open" },
	{ "#####\n#   #\n#####\n#   #\n#### \n", 0, 5, 5,
	    "not a cell maze: corner block 4,4 is open" },
	{ "; c\n###\n###\n###\n", 0, 3, 2, "not a cell maze: cell 0,0 is a "
	    "wall" },
	{ "#####\n#   #\n#####\n# ###\n#####\n", 0, 4, 4,
	    "not a cell maze: cell 1,1 is a wall" },
	/* Levels: cells on the odd ones, floors on the even ones. */
	{ "; size 3 3 5\n; level 0\n###\n###\n###\n; level 1\n#S#\n# #\n###\n"
	    "; level 2\n###\n# #\n###\n; level 3\n###\n# #\n#E#\n"
	    "; level 4\n###\n###\n###\n", 1, 0, 0, NULL },
	{ "; size 3 3 3\n; level 0\n###\n# #\n###\n; level 1\n###\n# #\n###\n"
	    "; level 2\n###\n###\n###\n", 1, 0, 0, NULL },
	{ "; size 3 3 2\n; level 0\n###\n# #\n###\n; level 1\n###\n# #\n###\n",
	    0, 3, 1, "not a cell maze: 2 levels; a cell maze of several levels "
	    "has an odd number of them, at least 3" },
	{ "; size 5 3 3\n; level 0\n#####\n#####\n#####\n; level 1\n#####\n"
	    "#   #\n#####\n; level 2\n#####\n## ##\n#####\n", 0, 12, 3,
	    "not a cell maze: floor block 2,1,2 is open, with no cell above or "
	    "below it" },
	{ "; size 5 3 3\n; level 0\n ####\n#####\n#####\n; level 1\n#####\n"
	    "#   #\n#####\n; level 2\n#####\n#####\n#####\n", 0, 3, 1,
	    "not a cell maze: floor block 0,0,0 is open, with no cell above or "
	    "below it" },
	{ "; size 5 3 3\n; level 0\n#####\n#####\n#####\n; level 1\n#####\n"
	    "#  ##\n#####\n; level 2\n#####\n#####\n#####\n", 0, 8, 4,
	    "not a cell maze: cell 1,0,0 is a wall" },
	{ "; size 5 3 3\n; level 0\n#####\n#####\n#####\n; level 1\n## ##\n"
	    "#   #\n#####\n; level 2\n#####\n#####\n#####\n", 0, 7, 3,
	    "not a cell maze: corner block 2,0,1 is open" },
	/*
	 * A mask: a cell outside the maze is a wall, and so are its walls;
	 * without the grid line it is a cell that is a wall.
	 */
	{ "; grid square mask\n#######\n#   ###\n# #####\n# #####\n"
	    "#######\n", 1, 0, 0, NULL },
	{ "; grid square mask\n#######\n#######\n#######\n", 1, 0, 0, NULL },
	{ "; c\n#######\n#   ###\n# #####\n# #####\n#######\n", 0, 3, 6,
	    "not a cell maze: cell 2,0 is a wall" },
	{ "; grid square mask\n#######\n#    ##\n# #####\n# #####\n"
	    "#######\n", 0, 3, 6, "not a cell maze: cell 2,0 is outside the "
	    "maze (a wall) but a wall of it is open" },
	{ "; grid square mask\n#######\n#   ###\n# ### #\n# #####\n"
	    "#######\n", 0, 3, 6, "not a cell maze: cell 2,0 is outside the "
	    "maze (a wall) but a wall of it is open" },
	/*
	 * An entrance on the outline, between a cell inside and one
	 * outside, leads only in: the cell outside is still closed.
	 */
	{ "; grid square mask\n#######\n#   S##\n# #####\n#E#####\n"
	    "#######\n", 1, 0, 0, NULL },
	/* In levels, the floors above and below are its walls too. */
	{ "; grid square mask\n; size 5 3 5\n; level 0\n#####\n#####\n"
	    "#####\n; level 1\n#####\n# ###\n#####\n; level 2\n#####\n"
	    "# ###\n#####\n; level 3\n#####\n#   #\n#####\n; level 4\n"
	    "#####\n#####\n#####\n", 1, 0, 0, NULL },
	{ "; grid square mask\n; size 5 3 5\n; level 0\n#####\n#####\n"
	    "#####\n; level 1\n#####\n# ###\n#####\n; level 2\n#####\n"
	    "### #\n#####\n; level 3\n#####\n#   #\n#####\n; level 4\n"
	    "#####\n#####\n#####\n", 0, 9, 4, "not a cell maze: cell 1,0,0 "
	    "is outside the maze (a wall) but a wall of it is open" },
	/*
	 * A hex maze is no square cell maze; a delta maze is one, masked
	 * as a square one is (maze(5) "Grids").
	 */
	{ "; grid hex\n" HEX_ROWS, 0, 2, 1, "not a square cell maze: a hex "
	    "maze, each cell three blocks of a row (maze(5) \"Grids\")" },
	{ "; grid hex mask\n" HEX_MASK_ROWS, 0, 2, 1, "not a square cell "
	    "maze: a hex maze, each cell three blocks of a row (maze(5) "
	    "\"Grids\")" },
	{ "; grid delta\n" DELTA_ROWS, 1, 0, 0, NULL },
	{ "; grid delta mask\n" DELTA_MASK_ROWS, 1, 0, 0, NULL },
	{ "; grid delta mask\n###S###\n#     #\n# #####\n#    ##\n###E###\n",
	    0, 5, 6, "not a cell maze: cell 2,1 is outside the maze (a wall) "
	    "but a wall of it is open" },
};

START_TEST(test_is_cells)
{
	const struct cells *t = &cells[_i];
	struct maze_err e;
	struct maze m;

	maze_init(&m);
	maze_from_str(&m, t->grid);
	memset(&e, 0, sizeof e);
	ck_assert_int_eq(maze_is_cells(&m, &e), t->want);
	ck_assert_int_eq(maze_is_cells(&m, NULL), t->want);
	if (!t->want) {
		ck_assert_uint_eq(e.line, t->line);
		ck_assert_uint_eq(e.col, t->col);
		ck_assert_str_eq(e.msg, t->msg);
	}
	maze_free(&m);
}
END_TEST

/*
 * maze_is_cells() tests eight blocks at a time: a block at fault is found
 * wherever it falls in a word, in rows of every width up to a few words,
 * flat and in levels.  The reference is the rule, block by block.
 */
static int
rule_ok(uint32_t x, uint32_t y, uint32_t z, uint32_t d, unsigned char c)
{
	if (d > 1 && z % 2 == 0)
		return c == MAZE_WALL || (x % 2 == 1 && y % 2 == 1);
	if (x % 2 == 0 && y % 2 == 0)
		return c == MAZE_WALL;
	if (x % 2 == 1 && y % 2 == 1)
		return c != MAZE_WALL;
	return 1;
}

START_TEST(test_is_cells_words)
{
	static const unsigned char any[] = "# +.S1a";
	struct maze m;
	struct maze_err e;
	struct maze_rng r;
	uint32_t w, d, x, y, z;
	size_t i, n, bad;
	unsigned long line, col;

	maze_rng_seed(&r, 5);
	maze_init(&m);
	for (d = 1; d <= 3; d += 2)
		for (w = 3; w <= 41; w += 2) {
			ck_assert_int_eq(maze_alloc3(&m, w, 5, d, &e), 0);
			n = maze_blocks(&m);
			/* A cell maze, its free blocks anything. */
			for (i = 0; i < n; i++) {
				maze_xyz(&m, i, &x, &y, &z);
				do
					m.b[i] = any[rng_below(&r, 7)];
				while (!rule_ok(x, y, z, d, m.b[i]));
			}
			ck_assert_int_eq(maze_is_cells(&m, NULL), 1);
			/* Each block in turn at fault, where it can be. */
			for (bad = 0; bad < n; bad++) {
				unsigned char was = m.b[bad];

				maze_xyz(&m, bad, &x, &y, &z);
				m.b[bad] = was == MAZE_WALL ? MAZE_OPEN :
				    MAZE_WALL;
				if (rule_ok(x, y, z, d, m.b[bad])) {
					m.b[bad] = was;
					continue;
				}
				ck_assert_int_eq(maze_is_cells(&m, &e), 0);
				maze_pos(&m, bad, &line, &col);
				ck_assert_msg(e.line == line && e.col == col,
				    "%ux5x%u: block %zu: %lu:%lu, not %lu:%lu",
				    w, d, bad, e.line, e.col, line, col);
				m.b[bad] = was;
			}
		}
	maze_free(&m);
}
END_TEST

/*
 * maze_clear_marks() passes over runs of walls and open blocks: every mark,
 * wherever it falls in a run, is cleared, and nothing else changes.
 */
START_TEST(test_clear_marks_words)
{
	static const unsigned char in[] = "# +.@*~SE1a9i",
	    out[] = "#      SE1199";
	unsigned char want[200];
	struct maze m;
	struct maze_err e;
	struct maze_rng r;
	size_t i, k, n;

	maze_rng_seed(&r, 9);
	maze_init(&m);
	for (n = 1; n <= 200; n++) {
		ck_assert_int_eq(maze_alloc(&m, (uint32_t)n, 1, &e), 0);
		for (i = 0; i < n; i++) {
			/* Mostly walls and open blocks, as in a maze. */
			k = rng_below(&r, 8) ? rng_below(&r, 2) :
			    rng_below(&r, 13);
			m.b[i] = in[k];
			want[i] = out[k];
		}
		maze_clear_marks(&m);
		ck_assert_mem_eq(m.b, want, n);
	}
	maze_free(&m);
}
END_TEST

/* maze_has_any() finds one marked block wherever it falls in a run. */
START_TEST(test_has_any)
{
	static unsigned char set[256];
	struct maze m;
	struct maze_err e;
	size_t n, at;

	set['+'] = set['7'] = 1;
	maze_init(&m);
	for (n = 1; n <= 100; n++) {
		ck_assert_int_eq(maze_alloc(&m, (uint32_t)n, 1, &e), 0);
		for (at = 0; at < n; at++)
			m.b[at] = at % 3 ? MAZE_WALL : MAZE_OPEN;
		m.b[n / 2] = '.';
		ck_assert_int_eq(maze_has_any(&m, set), 0);
		for (at = 0; at < n; at++) {
			unsigned char was = m.b[at];

			m.b[at] = at % 2 ? '+' : '7';
			ck_assert_int_eq(maze_has_any(&m, set), 1);
			m.b[at] = was;
		}
	}
	maze_free(&m);
}
END_TEST

START_TEST(test_check_size)
{
	struct maze_err e;

	ck_assert_int_eq(maze_check_size(1, 1, &e), 0);
	ck_assert_int_eq(maze_check_size(UINT32_MAX, 1, &e), 0);
	ck_assert_int_eq(maze_check_size(1, UINT32_MAX, &e), 0);
	ck_assert_int_eq(maze_check_size(65536, 65535, &e), 0);
	ck_assert_int_eq(maze_check_size(0, 1, &e), -1);
	ck_assert_str_eq(e.msg, "a maze needs at least one block");
	ck_assert_int_eq(maze_check_size(1, 0, &e), -1);
	ck_assert_str_eq(e.msg, "a maze needs at least one block");
	ck_assert_int_eq(maze_check_size(65536, 65536, &e), -1);
	ck_assert_str_eq(e.msg, "65536x65536 blocks is more than the limit of "
	    "4294967295 blocks");
	ck_assert_int_eq(maze_check_size((uint64_t)UINT32_MAX + 1, 1, &e), -1);
	ck_assert_str_eq(e.msg, "4294967296x1 blocks is more than the limit "
	    "of 4294967295 blocks");
	ck_assert_int_eq(maze_check_size(2, (uint64_t)UINT32_MAX + 1, &e), -1);
	ck_assert_int_eq(maze_check_size(UINT32_MAX, UINT32_MAX, &e), -1);
	ck_assert_int_eq(maze_check_size(UINT32_MAX, UINT32_MAX, NULL), -1);
	/* Levels: the product of all three, each side on its own. */
	ck_assert_int_eq(maze_check_size3(1, 1, UINT32_MAX, &e), 0);
	ck_assert_int_eq(maze_check_size3(1625, 1625, 1626, &e), 0);
	ck_assert_int_eq(maze_check_size3(1, 1, 0, &e), -1);
	ck_assert_str_eq(e.msg, "a maze needs at least one block");
	ck_assert_int_eq(maze_check_size3(1626, 1626, 1626, &e), -1);
	ck_assert_str_eq(e.msg, "1626x1626x1626 blocks is more than the limit "
	    "of 4294967295 blocks");
	ck_assert_int_eq(maze_check_size3(UINT32_MAX, UINT32_MAX, UINT32_MAX,
	    &e), -1);
	ck_assert_int_eq(maze_check_size3(2, 2, (uint64_t)1 << 31, &e), -1);
}
END_TEST

/* A cell maze of levels: floors all wall, cells open, walls standing. */
START_TEST(test_alloc_cells3)
{
	struct maze_err e;
	struct maze m;
	size_t i, open;

	maze_init(&m);
	ck_assert_int_eq(maze_alloc_cells3(&m, 2, 1, 2, &e), 0);
	ck_assert_uint_eq(m.w, 5);
	ck_assert_uint_eq(m.h, 3);
	ck_assert_uint_eq(m.d, 5);
	ck_assert_uint_eq(maze_cell_levels(&m), 2);
	ck_assert(maze_is_cells(&m, &e));
	for (i = open = 0; i < maze_blocks(&m); i++)
		open += m.b[i] == MAZE_OPEN;
	ck_assert_uint_eq(open, 4);
	ck_assert_int_eq(m.b[maze_cell3(&m, 1, 0, 1)], MAZE_OPEN);
	ck_assert_uint_eq(maze_cell3(&m, 1, 0, 1), maze_block(&m, 3, 1, 3));
	/* One level of cells is a flat maze. */
	ck_assert_int_eq(maze_alloc_cells3(&m, 2, 1, 1, &e), 0);
	ck_assert_uint_eq(m.d, 1);
	ck_assert_uint_eq(maze_cell3(&m, 1, 0, 0), maze_cell(&m, 1, 0));
	ck_assert_int_eq(maze_alloc_cells3(&m, 1000, 1000, 1000, &e), -1);
	ck_assert_str_eq(e.msg, "1000x1000x1000 cells is more than the limit "
	    "of 4294967295 blocks");
	ck_assert_int_eq(maze_alloc_cells3(&m, 1, 1, 0, &e), -1);
	ck_assert_str_eq(e.msg, "a maze needs at least one cell");
	/* Endpoints take a level. */
	ck_assert_int_eq(maze_alloc_cells3(&m, 2, 1, 2, &e), 0);
	m.line = 0;
	ck_assert_int_eq(maze_move_end(&m, MAZE_START, 3, 1, 3, "--from",
	    "3,1,3", &e), 0);
	ck_assert_uint_eq(m.start, maze_block(&m, 3, 1, 3));
	ck_assert_int_eq(maze_move_end(&m, MAZE_END, 3, 1, 5, "--to", "3,1,5",
	    &e), -1);
	ck_assert_str_eq(e.msg, "--to 3,1,5 is outside this maze of 5x3x5 "
	    "blocks");
	ck_assert_int_eq(maze_move_end(&m, MAZE_END, 3, 1, 2, "--to", "3,1,2",
	    &e), -1);
	ck_assert_str_eq(e.msg, "--to 3,1,2 is a wall");
	maze_free(&m);
}
END_TEST

START_TEST(test_alloc_cells)
{
	struct maze_err e;
	struct maze m;

	maze_init(&m);
	ck_assert_int_eq(maze_alloc_cells(&m, 3, 2, &e), 0);
	ck_assert_uint_eq(m.w, 7);
	ck_assert_uint_eq(m.h, 5);
	ck_assert_mem_eq(m.b,
	    "#######"
	    "# # # #"
	    "#######"
	    "# # # #"
	    "#######", 35);
	ck_assert_uint_eq(m.start, MAZE_NONE);
	ck_assert_uint_eq(m.end, MAZE_NONE);
	ck_assert_int_eq(maze_alloc_cells(&m, 1, 1, &e), 0);
	ck_assert_mem_eq(m.b, "#### ####", 9);
	ck_assert_int_eq(maze_alloc_cells(&m, 0, 1, &e), -1);
	ck_assert_str_eq(e.msg, "a maze needs at least one cell");
	/* Refused before anything is allocated. */
	ck_assert_int_eq(maze_alloc_cells(&m, 40000, 40000, &e), -1);
	ck_assert_str_eq(e.msg, "40000x40000 cells is more than the limit of "
	    "4294967295 blocks");
	ck_assert_int_eq(maze_alloc_cells(&m, UINT32_MAX, 1, &e), -1);
	ck_assert_str_eq(e.msg, "4294967295x1 cells is more than the limit of "
	    "4294967295 blocks");
	maze_free(&m);
}
END_TEST

START_TEST(test_marks_and_ends)
{
	struct maze m;

	maze_init(&m);
	maze_from_str(&m, "#S+.#\n.+ E#\n");
	maze_clear_marks(&m);
	ck_assert_mem_eq(m.b, "#S  #   E#", 10);
	ck_assert_uint_eq(m.start, 1);
	ck_assert_uint_eq(m.end, 8);

	/* After the blocks change by hand: the first S and the first E. */
	memcpy(m.b, "E  S##S E#", 10);
	maze_find_ends(&m);
	ck_assert_uint_eq(m.start, 3);
	ck_assert_uint_eq(m.end, 0);
	memset(m.b, MAZE_WALL, 10);
	maze_find_ends(&m);
	ck_assert_uint_eq(m.start, MAZE_NONE);
	ck_assert_uint_eq(m.end, MAZE_NONE);
	maze_free(&m);
}
END_TEST

START_TEST(test_pos)
{
	unsigned long line, col;
	struct maze m;

	maze_init(&m);
	maze_from_str(&m, "; a\n; b\n#####\n#####\n#####\n");
	maze_pos(&m, 0, &line, &col);
	ck_assert_uint_eq(line, 3);
	ck_assert_uint_eq(col, 1);
	maze_pos(&m, 14, &line, &col);
	ck_assert_uint_eq(line, 5);
	ck_assert_uint_eq(col, 5);
	maze_pos(&m, 7, &line, &col);
	ck_assert_uint_eq(line, 4);
	ck_assert_uint_eq(col, 3);
	/* In levels, the level lines count. */
	maze_free(&m);
	maze_init(&m);
	maze_from_str(&m, "; size 2 2 2\n; level 0\n##\n##\n"
	    "; level 1\n##\n##\n");
	maze_pos(&m, 0, &line, &col);
	ck_assert_uint_eq(line, 3);
	maze_pos(&m, 3, &line, &col);
	ck_assert_uint_eq(line, 4);
	ck_assert_uint_eq(col, 2);
	maze_pos(&m, 4, &line, &col);
	ck_assert_uint_eq(line, 6);
	ck_assert_uint_eq(col, 1);
	maze_pos(&m, 7, &line, &col);
	ck_assert_uint_eq(line, 7);
	ck_assert_uint_eq(col, 2);
	/* A maze that was not read has no position. */
	m.line = 0;
	maze_pos(&m, 7, &line, &col);
	ck_assert_uint_eq(line, 0);
	ck_assert_uint_eq(col, 0);
	maze_free(&m);
}
END_TEST

START_TEST(test_header)
{
	struct maze m;
	int i;

	maze_init(&m);
	for (i = 0; i < 20; i++)
		ck_assert_int_eq(maze_hdr_add(&m, "; line %d of %s", i, "many"),
		    0);
	ck_assert_uint_eq(m.hdr.n, 20);
	ck_assert_str_eq(m.hdr.line[0], "; line 0 of many");
	ck_assert_str_eq(m.hdr.line[19], "; line 19 of many");
	maze_hdr_clear(&m.hdr);
	ck_assert_uint_eq(m.hdr.n, 0);
	ck_assert_int_eq(maze_hdr_add(&m, "%s", "; again"), 0);
	ck_assert_uint_eq(m.hdr.n, 1);
	ck_assert_str_eq(m.hdr.line[0], "; again");
	maze_free(&m);
	ck_assert_uint_eq(m.hdr.n, 0);
	ck_assert_ptr_null(m.hdr.line);
	ck_assert_ptr_null(m.b);
}
END_TEST

/*
 * Moving S and E (mazesolve --from, --to) in this maze, whose first row
 * is line 2: S at 1,0, E at 3,4, a wall at 2,2.
 */
static const char ends_grid[] =
    "; ends\n"
    "#S###\n"
    "#   #\n"
    "# # #\n"
    "#   #\n"
    "###E#\n";

static const struct move {
	unsigned char which;
	uint32_t x, y;
	const char *opt, *arg;
	int rc;
	size_t block;		/* where the endpoint is afterwards */
	unsigned long line, col;	/* of the error */
	const char *msg;
} moves[] = {
	{ MAZE_START, 1, 1, "--from", "1,1", 0, 6, 0, 0, NULL },
	{ MAZE_END, 3, 3, "--to", "3,3", 0, 18, 0, 0, NULL },
	/* Onto itself: nothing changes. */
	{ MAZE_START, 1, 0, "--from", "1,0", 0, 1, 0, 0, NULL },
	{ MAZE_START, 5, 0, "--from", "5,0", -1, 1, 2, 1,
	    "--from 5,0 is outside this maze of 5x5 blocks" },
	{ MAZE_END, 0, 4294967295u, "--to", "0,4294967295", -1, 23, 2, 1,
	    "--to 0,4294967295 is outside this maze of 5x5 blocks" },
	{ MAZE_START, 2, 2, "--from", "2,2", -1, 1, 4, 3,
	    "--from 2,2 is a wall" },
	{ MAZE_START, 3, 4, "--from", "3,4", -1, 1, 6, 4,
	    "--from 3,4 is the end block" },
	{ MAZE_END, 1, 0, "--to", "1,0", -1, 23, 2, 2,
	    "--to 1,0 is the start block" },
};

START_TEST(test_move_end)
{
	const struct move *t = &moves[_i];
	struct maze_err e;
	struct maze m;
	size_t *self, other;

	maze_init(&m);
	maze_from_str(&m, ends_grid);
	self = t->which == MAZE_START ? &m.start : &m.end;
	other = t->which == MAZE_START ? m.end : m.start;
	memset(&e, 0, sizeof e);
	ck_assert_int_eq(maze_move_end(&m, t->which, t->x, t->y, 0, t->opt,
	    t->arg, &e), t->rc);
	ck_assert_uint_eq(*self, t->block);
	ck_assert_int_eq(m.b[t->block], t->which);
	ck_assert_int_eq(count_blocks(&m, t->which), 1);
	ck_assert_uint_eq(t->which == MAZE_START ? m.end : m.start, other);
	if (t->rc == 0) {
		ck_assert_int_eq(count_blocks(&m, MAZE_OPEN), 8);
		ck_assert_int_eq(count_blocks(&m, MAZE_WALL), 15);
	} else {
		ck_assert_uint_eq(e.line, t->line);
		ck_assert_uint_eq(e.col, t->col);
		ck_assert_str_eq(e.msg, t->msg);
		ck_assert_str_eq(m.hdr.line[0], "; ends");
		ck_assert_int_eq(count_blocks(&m, MAZE_OPEN), 8);
	}
	maze_free(&m);
}
END_TEST

/* A maze with no S gets one, and nothing else is opened or walled. */
START_TEST(test_move_end_absent)
{
	struct maze_err e;
	struct maze m;

	maze_init(&m);
	maze_from_str(&m, "#####\n#   #\n###E#\n");
	ck_assert_uint_eq(m.start, MAZE_NONE);
	ck_assert_int_eq(maze_move_end(&m, MAZE_START, 2, 1, 0, "--from", "2,1",
	    &e), 0);
	ck_assert_uint_eq(m.start, 7);
	ck_assert_int_eq(m.b[7], MAZE_START);
	ck_assert_int_eq(count_blocks(&m, MAZE_OPEN), 2);
	maze_free(&m);
}
END_TEST

/*
 * A masked maze (maze(5) "Grids"), the cells 2,0 and 1,1 outside: a block
 * with no cell inside beside it, a cell outside among them, is outside
 * the maze; the outline, between a cell inside and one outside, is a
 * wall, and so is a block without the grid line.
 */
static const char mask_grid[] =
    "; grid square mask\n"
    "###S###\n"
    "#   ###\n"
    "# #####\n"
    "#E#####\n"
    "#######\n";

static const struct move_out {
	const char *grid;
	uint32_t x, y, z;
	unsigned long line, col;
	const char *msg;
} moves_out[] = {
	{ mask_grid, 5, 1, 0, 3, 6, "--to 5,1 is outside the maze" },
	{ mask_grid, 6, 0, 0, 2, 7, "--to 6,0 is outside the maze" },
	{ mask_grid, 4, 4, 0, 6, 5, "--to 4,4 is outside the maze" },
	{ mask_grid, 3, 4, 0, 6, 4, "--to 3,4 is outside the maze" },
	{ mask_grid, 4, 1, 0, 3, 5, "--to 4,1 is a wall" },
	{ mask_grid, 2, 3, 0, 5, 3, "--to 2,3 is a wall" },
	{ mask_grid, 4, 2, 0, 4, 5, "--to 4,2 is a wall" },
	{ mask_grid, 0, 4, 0, 6, 1, "--to 0,4 is a wall" },
	{ mask_grid + 19, 5, 1, 0, 2, 6, "--to 5,1 is a wall" },
	/* Levels: the floors above and below a cell are its walls too. */
	{ "; grid square mask\n; size 5 3 5\n; level 0\n#####\n#####\n"
	    "#####\n; level 1\n#####\n#S###\n#####\n; level 2\n#####\n"
	    "#####\n#####\n; level 3\n#####\n#  E#\n#####\n; level 4\n"
	    "#####\n#####\n#####\n", 3, 1, 0, 5, 4,
	    "--to 3,1,0 is outside the maze" },
	{ "; grid square mask\n; size 5 3 5\n; level 0\n#####\n#####\n"
	    "#####\n; level 1\n#####\n#S###\n#####\n; level 2\n#####\n"
	    "#####\n#####\n; level 3\n#####\n#  E#\n#####\n; level 4\n"
	    "#####\n#####\n#####\n", 3, 1, 2, 13, 4, "--to 3,1,2 is a wall" },
	{ "; grid square mask\n; size 5 3 5\n; level 0\n#####\n#####\n"
	    "#####\n; level 1\n#####\n#S###\n#####\n; level 2\n#####\n"
	    "#####\n#####\n; level 3\n#####\n#  E#\n#####\n; level 4\n"
	    "#####\n#####\n#####\n", 4, 1, 0, 5, 5,
	    "--to 4,1,0 is outside the maze" },
};

START_TEST(test_move_end_outside)
{
	const struct move_out *t = &moves_out[_i];
	struct maze_err e;
	struct maze m;
	char arg[32];
	size_t end;

	maze_init(&m);
	maze_from_str(&m, t->grid);
	end = m.end;
	if (m.d > 1)
		snprintf(arg, sizeof arg, "%u,%u,%u", t->x, t->y, t->z);
	else
		snprintf(arg, sizeof arg, "%u,%u", t->x, t->y);
	memset(&e, 0, sizeof e);
	ck_assert_int_eq(maze_move_end(&m, MAZE_END, t->x, t->y, t->z, "--to",
	    arg, &e), -1);
	ck_assert_str_eq(e.msg, t->msg);
	ck_assert_uint_eq(e.line, t->line);
	ck_assert_uint_eq(e.col, t->col);
	ck_assert_uint_eq(m.end, end);
	ck_assert_int_eq(m.b[end], MAZE_END);
	maze_free(&m);
}
END_TEST

/*
 * An endpoint moved off a masked maze's outline leaves a wall there, not
 * an opening into the cell outside: still a cell maze.  One moved off the
 * grid's edge or off a cell leaves an open block, as without a mask.
 */
START_TEST(test_move_end_outline)
{
	struct maze_err e;
	struct maze m;

	maze_init(&m);
	maze_from_str(&m, "; grid square mask\n#######\n#   S##\n"
	    "# #####\n#E#####\n#######\n");
	ck_assert(maze_is_cells(&m, NULL));
	ck_assert_int_eq(maze_move_end(&m, MAZE_START, 3, 1, 0, "--from",
	    "3,1", &e), 0);
	ck_assert_int_eq(m.b[maze_block(&m, 4, 1, 0)], MAZE_WALL);
	ck_assert_int_eq(maze_is_cells(&m, &e), 1);
	ck_assert_int_eq(maze_move_end(&m, MAZE_START, 1, 2, 0, "--from",
	    "1,2", &e), 0);
	ck_assert_int_eq(m.b[maze_block(&m, 3, 1, 0)], MAZE_OPEN);
	ck_assert_int_eq(maze_move_end(&m, MAZE_END, 1, 4, 0, "--to",
	    "1,4", &e), -1);
	ck_assert_int_eq(maze_move_end(&m, MAZE_END, 2, 1, 0, "--to",
	    "2,1", &e), 0);
	ck_assert_int_eq(m.b[maze_block(&m, 1, 3, 0)], MAZE_OPEN);
	maze_free(&m);
	/* In levels, one in the outer floor under a cell inside, too. */
	maze_init(&m);
	maze_from_str(&m, "; grid square mask\n; size 5 3 5\n; level 0\n"
	    "#####\n#####\n#####\n; level 1\n#####\n#   #\n#####\n"
	    "; level 2\n#####\n#S###\n#####\n; level 3\n#####\n#   #\n"
	    "#####\n; level 4\n#####\n###E#\n#####\n");
	ck_assert_int_eq(maze_move_end(&m, MAZE_END, 3, 1, 3, "--to",
	    "3,1,3", &e), 0);
	ck_assert_int_eq(m.b[maze_block(&m, 3, 1, 4)], MAZE_OPEN);
	maze_free(&m);
}
END_TEST

/*
 * maze_is_hex(): the reader's rules, and with a mask, no door open into a
 * cell outside; a grid made in memory is checked as the reader checks.
 */
static const struct cells hexes[] = {
	{ "; grid hex\n" HEX_ROWS, 1, 0, 0, NULL },
	{ "; grid hex mask\n" HEX_MASK_ROWS, 1, 0, 0, NULL },
	{ "; c\n; grid hex mask\n#S#############\n#       #######\n"
	    "### ### #######\n###   #       #\n#############E#\n", 1, 0, 0,
	    NULL },
	{ "; grid delta\n" DELTA_ROWS, 0, 2, 1, "not a hex maze: no \"; grid "
	    "hex\" line (maze(5) \"Grids\")" },
	{ "; grid hex mask\n#S#############\n#       #######\n"
	    "### ### # #####\n###   #       #\n#############E#\n", 0, 4, 10,
	    "hex grid: block 9,2 is open, a door of cell 2,0, which is outside "
	    "the maze (maze(5) \"Grids\")" },
	{ "; grid hex mask\n#S#############\n#        ######\n"
	    "### ### #######\n###   #       #\n#############E#\n", 0, 3, 9,
	    "hex grid: block 8,1 is open, a door of cell 2,0, which is outside "
	    "the maze (maze(5) \"Grids\")" },
	/* An entrance on the outline of a cell outside leads only in. */
	{ "; grid hex mask\n#S#############\n#       #######\n"
	    "### ### #E#####\n###   #       #\n###############\n", 1, 0, 0,
	    NULL },
};

START_TEST(test_is_hex)
{
	const struct cells *t = &hexes[_i];
	struct maze_err e;
	struct maze m;

	maze_init(&m);
	maze_from_str(&m, t->grid);
	memset(&e, 0, sizeof e);
	ck_assert_int_eq(maze_is_hex(&m, &e), t->want);
	ck_assert_int_eq(maze_is_hex(&m, NULL), t->want);
	if (!t->want) {
		ck_assert_uint_eq(e.line, t->line);
		ck_assert_uint_eq(e.col, t->col);
		ck_assert_str_eq(e.msg, t->msg);
	}
	maze_free(&m);
}
END_TEST

/*
 * Hex and delta grids changed in memory, as a program might: a block
 * that must be a wall opened is found as the reader finds it, and a delta
 * grid has no cell form, whose every wall may open.
 */
START_TEST(test_shapes_changed)
{
	struct maze_cells *c;
	struct maze_err e;
	struct maze m;

	maze_init(&m);
	maze_from_str(&m, "; grid hex\n" HEX_ROWS);
	m.b[maze_block(&m, 4, 2, 0)] = MAZE_OPEN;
	ck_assert_int_eq(maze_is_hex(&m, &e), 0);
	ck_assert_uint_eq(e.line, 4);
	ck_assert_uint_eq(e.col, 5);
	ck_assert_str_eq(e.msg, "hex grid: corner block 4,2 is open (maze(5) "
	    "\"Grids\")");
	maze_free(&m);
	maze_init(&m);
	maze_from_str(&m, "; grid delta\n" DELTA_ROWS);
	ck_assert_ptr_nonnull(c = maze_cells_new());
	ck_assert_int_eq(maze_cells_from(c, &m, &e), 1);
	ck_assert_str_eq(e.msg, "a delta maze has no cell form: its cells are "
	    "not square (maze(5) \"Grids\")");
	ck_assert_int_eq(maze_cells_check(c, NULL), -1);
	maze_cells_free(c);
	m.b[maze_block(&m, 3, 2, 0)] = MAZE_OPEN;
	ck_assert_int_eq(maze_is_cells(&m, &e), 0);
	ck_assert_uint_eq(e.line, 4);
	ck_assert_uint_eq(e.col, 4);
	ck_assert_str_eq(e.msg, "delta grid: block 3,2 is open, but cells 1,0 "
	    "and 1,1 do not meet (maze(5) \"Grids\")");
	maze_free(&m);
}
END_TEST

/*
 * maze_shape_block() and maze_shape_cells() against the grids built from
 * their cells: each cell's blocks, and each of its doors, between it and
 * its neighbour or, with none, in the outer wall; every other block a
 * wall always.  Hex and delta grids of 1 to 4 cells each way.
 */
START_TEST(test_shape_blocks)
{
	int kind[19 * 9], n[19 * 9], d, got;
	uint32_t w, h, bw, bh, x, y, bx, by, nx, ny, cx[2], cy[2], j;
	unsigned grid;

	for (grid = MAZE_GRID_HEX; grid <= MAZE_GRID_DELTA; grid <<= 1)
	for (w = 1; w <= 4; w++)
	for (h = 1; h <= 4; h++) {
		bw = grid == MAZE_GRID_HEX ? 4 * w + 3 : 2 * w + 1;
		bh = 2 * h + 1;
		for (j = 0; j < bw * bh; j++) {
			kind[j] = MAZE_SHAPE_WALL;
			n[j] = 0;
		}
		for (y = 0; y < h; y++)
		for (x = 0; x < w; x++) {
			if (grid == MAZE_GRID_HEX) {
				for (j = 0; j < 3; j++) {
					kind[(2 * y + 1) * bw +
					    maze_hex_col(x, y) + j] =
					    MAZE_SHAPE_CELL;
					n[(2 * y + 1) * bw +
					    maze_hex_col(x, y) + j] = 1;
				}
				for (d = 0; d < MAZE_HEX_NDIRS; d++) {
					maze_hex_door(x, y, d, &bx, &by);
					kind[by * bw + bx] = maze_hex_next(x, y,
					    d, w, h, &nx, &ny) ?
					    MAZE_SHAPE_DOOR : MAZE_SHAPE_OUTER;
					n[by * bw + bx] = kind[by * bw + bx] ==
					    MAZE_SHAPE_DOOR ? 2 : 1;
				}
				continue;
			}
			kind[(2 * y + 1) * bw + 2 * x + 1] = MAZE_SHAPE_CELL;
			n[(2 * y + 1) * bw + 2 * x + 1] = 1;
			/* W, E, and S if it points up, else N. */
			for (d = 0; d < 3; d++) {
				bx = d == 0 ? 2 * x : d == 1 ? 2 * x + 2 :
				    2 * x + 1;
				by = d < 2 ? 2 * y + 1 : maze_delta_up(x, y) ?
				    2 * y + 2 : 2 * y;
				got = d == 0 ? x > 0 : d == 1 ? x + 1 < w :
				    maze_delta_up(x, y) ? y + 1 < h : y > 0;
				kind[by * bw + bx] = got ? MAZE_SHAPE_DOOR :
				    MAZE_SHAPE_OUTER;
				n[by * bw + bx] = got ? 2 : 1;
			}
		}
		for (by = 0; by < bh; by++)
			for (bx = 0; bx < bw; bx++) {
				got = maze_shape_block(grid, bw, bh, bx, by);
				REQUIRE(got == kind[by * bw + bx], "grid %u, "
				    "%ux%u cells: block %u,%u is %d, not %d",
				    grid, w, h, bx, by, got,
				    kind[by * bw + bx]);
				got = maze_shape_cells(grid, bw, bh, bx, by,
				    cx, cy);
				REQUIRE(got == n[by * bw + bx], "grid %u, "
				    "%ux%u cells: block %u,%u has %d cells, "
				    "not %d", grid, w, h, bx, by, got,
				    n[by * bw + bx]);
			}
	}
}
END_TEST

/*
 * On a hex or delta grid an endpoint moved off the outer wall leaves a
 * wall there, as the outer wall must be (maze(5) "Grids"); one moved off
 * a cell leaves it open; a cell outside a mask is outside the maze.
 */
START_TEST(test_move_end_shapes)
{
	struct maze_err e;
	struct maze m;

	maze_init(&m);
	maze_from_str(&m, "; grid hex mask\n" HEX_MASK_ROWS);
	ck_assert_int_eq(maze_move_end(&m, MAZE_START, 6, 1, 0, "--from",
	    "6,1", &e), 0);
	ck_assert_int_eq(m.b[maze_block(&m, 1, 0, 0)], MAZE_WALL);
	ck_assert_int_eq(maze_is_hex(&m, &e), 1);
	ck_assert_int_eq(maze_move_end(&m, MAZE_START, 3, 2, 0, "--from",
	    "3,2", &e), 0);
	ck_assert_int_eq(m.b[maze_block(&m, 6, 1, 0)], MAZE_OPEN);
	ck_assert_int_eq(maze_move_end(&m, MAZE_END, 10, 1, 0, "--to",
	    "10,1", &e), -1);
	ck_assert_str_eq(e.msg, "--to 10,1 is outside the maze");
	ck_assert_int_eq(maze_move_end(&m, MAZE_END, 1, 0, 0, "--to", "1,0",
	    &e), -1);
	ck_assert_str_eq(e.msg, "--to 1,0 is a wall");
	ck_assert_int_eq(maze_is_hex(&m, &e), 1);
	maze_free(&m);
	maze_init(&m);
	maze_from_str(&m, "; grid delta\n" DELTA_ROWS);
	ck_assert_int_eq(maze_move_end(&m, MAZE_END, 2, 3, 0, "--to", "2,3",
	    &e), 0);
	ck_assert_int_eq(m.b[maze_block(&m, 3, 4, 0)], MAZE_WALL);
	ck_assert_int_eq(maze_is_cells(&m, &e), 1);
	maze_free(&m);
}
END_TEST

START_TEST(test_header_drop)
{
	struct maze m;

	maze_init(&m);
	ck_assert_int_eq(maze_hdr_add(&m, "; solution explored 9"), 0);
	ck_assert_int_eq(maze_hdr_add(&m, "; mazegen -a kruskal"), 0);
	ck_assert_int_eq(maze_hdr_add(&m, "; solution none explored 3"), 0);
	ck_assert_int_eq(maze_hdr_add(&m, "; solutions are welcome"), 0);
	ck_assert_int_eq(maze_hdr_add(&m, "; solution "), 0);
	ck_assert_int_eq(maze_hdr_add(&m, "; mazesolve -a bfs"), 0);
	maze_hdr_drop(&m.hdr, "; solution ");
	ck_assert_uint_eq(m.hdr.n, 3);
	ck_assert_str_eq(m.hdr.line[0], "; mazegen -a kruskal");
	ck_assert_str_eq(m.hdr.line[1], "; solutions are welcome");
	ck_assert_str_eq(m.hdr.line[2], "; mazesolve -a bfs");
	/* Nothing to drop, and then everything. */
	maze_hdr_drop(&m.hdr, "; nothing");
	ck_assert_uint_eq(m.hdr.n, 3);
	maze_hdr_drop(&m.hdr, "");
	ck_assert_uint_eq(m.hdr.n, 0);
	ck_assert_int_eq(maze_hdr_add(&m, "; after"), 0);
	ck_assert_str_eq(m.hdr.line[0], "; after");
	maze_free(&m);
}
END_TEST

Suite *
grid_suite(void)
{
	Suite *s = suite_create("grid");
	TCase *tc;

	tc = tcase_create("cells");
	tcase_add_loop_test(tc, test_is_cells, 0,
	    sizeof cells / sizeof cells[0]);
	tcase_add_test(tc, test_is_cells_words);
	tcase_add_test(tc, test_check_size);
	tcase_add_test(tc, test_alloc_cells);
	tcase_add_test(tc, test_alloc_cells3);
	suite_add_tcase(s, tc);

	tc = tcase_create("shapes");
	tcase_add_loop_test(tc, test_is_hex, 0,
	    sizeof hexes / sizeof hexes[0]);
	tcase_add_test(tc, test_shapes_changed);
	tcase_add_test(tc, test_shape_blocks);
	tcase_add_test(tc, test_move_end_shapes);
	suite_add_tcase(s, tc);

	tc = tcase_create("blocks");
	tcase_add_test(tc, test_marks_and_ends);
	tcase_add_test(tc, test_clear_marks_words);
	tcase_add_test(tc, test_has_any);
	tcase_add_test(tc, test_pos);
	tcase_add_test(tc, test_header);
	tcase_add_test(tc, test_header_drop);
	tcase_add_loop_test(tc, test_move_end, 0,
	    sizeof moves / sizeof moves[0]);
	tcase_add_test(tc, test_move_end_absent);
	tcase_add_loop_test(tc, test_move_end_outside, 0,
	    sizeof moves_out / sizeof moves_out[0]);
	tcase_add_test(tc, test_move_end_outline);
	suite_add_tcase(s, tc);
	return s;
}
