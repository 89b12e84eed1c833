/* check_read.c: the maze(5) reader: what it takes, where and why it refuses. */
#include <stdlib.h>
#include <string.h>

#include "lib/libint.h"
#include "lib/libpriv.h"
#include "unit.h"

/* A string literal and its length, NUL bytes inside included. */
#define BYTES(s)	s, sizeof s - 1

/*
 * Malformed inputs, each with the exact position and message a user will
 * see: the message is part of the interface (maze(5), DIAGNOSTICS).
 */
static const struct bad {
	const char *name;
	const char *in;
	size_t len;
	unsigned long line, col;
	const char *msg;
} bad[] = {
	{ "row shorter", BYTES("#####\n###\n#####\n"), 2, 4,
	    "row is 3 blocks wide, expected 5" },
	{ "row longer", BYTES("#####\n#######\n"), 2, 6,
	    "row is 7 blocks wide, expected 5" },
	{ "row shorter than the size line",
	    BYTES("; size 5 2\n#####\n###\n"), 3, 4,
	    "row is 3 blocks wide, the size line says 5" },
	{ "tab", BYTES("#####\n#\t  #\n"), 2, 2,
	    "unexpected tab (open blocks are spaces)" },
	{ "tab in the first row", BYTES("#\t#\n"), 1, 2,
	    "unexpected tab (open blocks are spaces)" },
	{ "letter", BYTES("#S x#\n"), 1, 4, "unexpected character 'x'" },
	{ "lower-case s", BYTES("###\n#s#\n"), 2, 2,
	    "unexpected character 's'" },
	{ "digit 0 is no weight", BYTES("#0#\n"), 1, 2,
	    "unexpected character '0' (weights are 1 to 9)" },
	{ "digit 0 after weights", BYTES("#S39E#\n#1220#\n"), 2, 5,
	    "unexpected character '0' (weights are 1 to 9)" },
	{ "letter j is no route mark", BYTES("#SabciE#\n#  j   #\n"), 2, 4,
	    "unexpected character 'j'" },
	{ "NUL in a row", BYTES("##\0##\n"), 1, 3, "unexpected byte 0x00" },
	{ "NUL first", BYTES("###\n\0##\n"), 2, 1, "unexpected byte 0x00" },
	{ "NUL in a header line", BYTES("; a\0b\n###\n"), 1, 4,
	    "unexpected byte 0x00" },
	{ "UTF-8", BYTES("#\xc3\xa9#\n"), 1, 2, "unexpected byte 0xc3" },
	{ "byte 0xff", BYTES("###\n#\xff#\n"), 2, 2, "unexpected byte 0xff" },
	{ "DEL", BYTES("#\x7f#\n"), 1, 2, "unexpected byte 0x7f" },
	{ "lone CR", BYTES("#\r#\n"), 1, 2, "unexpected carriage return" },
	{ "CR CR LF", BYTES("##\r\r\n"), 1, 3, "unexpected carriage return" },
	{ "lone CR in a later row", BYTES("###\n#\r#\n"), 2, 2,
	    "unexpected carriage return" },
	{ "empty input", BYTES(""), 1, 1, "no maze in the input" },
	{ "empty lines only", BYTES("\n\n\n"), 4, 1, "no maze in the input" },
	{ "CRLF empty lines only", BYTES("\r\n\r\n"), 3, 1,
	    "no maze in the input" },
	{ "header only", BYTES("; maze 1\n; hello\n"), 1, 1,
	    "header lines with no grid after them" },
	{ "header then empty lines", BYTES("\n\n; c\n\n"), 3, 1,
	    "header lines with no grid after them" },
	{ "second S", BYTES("#S#\n#S#\n"), 2, 2,
	    "second start block 'S' (the first is at 1:2)" },
	{ "second S in the same row", BYTES("S  S\n"), 1, 4,
	    "second start block 'S' (the first is at 1:1)" },
	{ "second S, size line", BYTES("; size 3 2\n#S#\n#S#\n"), 3, 2,
	    "second start block 'S' (the first is at 2:2)" },
	{ "second E", BYTES("; c\n#SE#\n##E#\n"), 3, 3,
	    "second end block 'E' (the first is at 2:3)" },
	{ "newer version", BYTES("; maze 2\n###\n"), 1, 8,
	    "format version 2 is newer than this program reads (1)" },
	{ "version past 32 bits", BYTES("; maze 4294967296\n###\n"), 1, 8,
	    "format version 4294967296 is newer than this program reads (1)" },
	{ "version past 64 bits", BYTES("; maze 99999999999999999999999\n#\n"),
	    1, 8, "format version 99999999999999999999999 is newer than this "
	    "program reads (1)" },
	{ "version x", BYTES("; maze x\n###\n"), 1, 1,
	    "malformed line: expected \"; maze VERSION\"" },
	{ "version missing", BYTES("; maze\n###\n"), 1, 1,
	    "malformed line: expected \"; maze VERSION\"" },
	{ "version 0", BYTES("; maze 0\n###\n"), 1, 1,
	    "malformed line: expected \"; maze VERSION\"" },
	{ "version -1", BYTES("; maze -1\n###\n"), 1, 1,
	    "malformed line: expected \"; maze VERSION\"" },
	{ "two versions", BYTES("; maze 1 1\n###\n"), 1, 1,
	    "malformed line: expected \"; maze VERSION\"" },
	{ "size one number", BYTES("; size 5\n#####\n"), 1, 1,
	    "malformed line: expected \"; size WIDTH HEIGHT [LEVELS]\"" },
	{ "size letters", BYTES("; size a b\n#\n"), 1, 1,
	    "malformed line: expected \"; size WIDTH HEIGHT [LEVELS]\"" },
	{ "size 0", BYTES("; size 0 1\n#\n"), 1, 1,
	    "malformed line: expected \"; size WIDTH HEIGHT [LEVELS]\"" },
	{ "size signed", BYTES("; size +3 1\n###\n"), 1, 1,
	    "malformed line: expected \"; size WIDTH HEIGHT [LEVELS]\"" },
	{ "size four numbers", BYTES("; size 3 1 1 1\n###\n"), 1, 1,
	    "malformed line: expected \"; size WIDTH HEIGHT [LEVELS]\"" },
	{ "size wider than the grid", BYTES("; size 5 2\n###\n###\n"), 2, 4,
	    "row is 3 blocks wide, the size line says 5" },
	{ "size narrower than the grid", BYTES("; size 2 2\n###\n###\n"), 2,
	    3, "row is 3 blocks wide, the size line says 2" },
	{ "more rows than the size line",
	    BYTES("; size 3 2\n###\n###\n###\n"), 4, 1,
	    "more rows than the size line's 2" },
	{ "fewer rows than the size line",
	    BYTES("; maze 1\n; size 3 3\n###\n###\n"), 2, 1,
	    "the size line says 3 rows, the grid has 2" },
	{ "fewer rows, grid ended by a header line",
	    BYTES("; size 3 3\n###\n; c\n###\n"), 1, 1,
	    "the size line says 3 rows, the grid has 1" },
	{ "levels: a row where level 0 begins", BYTES("; size 5 3 2\n#####\n"),
	    2, 1, "expected \"; level 0\" before the first row of a maze "
	    "of 2 levels" },
	{ "levels: 0", BYTES("; size 5 5 0\n#####\n"), 1, 1,
	    "malformed line: expected \"; size WIDTH HEIGHT [LEVELS]\"" },
	{ "levels: absurd", BYTES("; size 1000 1000 5000\n; level 0\n"), 1,
	    18, "1000x1000x5000 blocks is more than the limit of 4294967295 "
	    "blocks" },
	{ "levels: too many for a tall grid",
	    BYTES("; size 1 100000 100000\n"), 1, 17,
	    "1x100000x100000 blocks is more than the limit of 4294967295 "
	    "blocks" },
	{ "levels: a grid too large even on one level",
	    BYTES("; size 100000 100000 2\n"), 1, 8,
	    "100000x100000x2 blocks is more than the limit of 4294967295 "
	    "blocks" },
	{ "levels: w*h*d past 64 bits",
	    BYTES("; size 4294967295 1 4294967295\n"), 1, 21,
	    "4294967295x1x4294967295 blocks is more than the limit of "
	    "4294967295 blocks" },
	{ "levels: fewer than the size line",
	    BYTES("; size 3 1 3\n; level 0\n###\n; level 1\n###\n"), 1, 1,
	    "the size line says 3 levels, the grid has 2" },
	{ "levels: a level too short",
	    BYTES("; size 3 2 2\n; level 0\n###\n; level 1\n###\n###\n"),
	    4, 1, "level 0 ends after 1 of 2 rows" },
	{ "levels: the last level too short",
	    BYTES("; size 3 2 2\n; level 0\n###\n###\n; level 1\n###\n"),
	    1, 1, "level 1 ends after 1 of 2 rows" },
	{ "levels: a level too long",
	    BYTES("; size 3 1 2\n; level 0\n###\n###\n; level 1\n###\n"),
	    4, 1, "level 0 has more rows than the size line's 1" },
	{ "levels: the last level too long",
	    BYTES("; size 3 1 2\n; level 0\n###\n; level 1\n###\n###\n"),
	    6, 1, "level 1 has more rows than the size line's 1" },
	{ "levels: out of order",
	    BYTES("; size 3 1 2\n; level 0\n###\n; level 2\n###\n"), 4, 9,
	    "expected \"; level 1\"" },
	{ "levels: a comment between levels",
	    BYTES("; size 3 1 2\n; level 0\n###\n; c\n; level 1\n###\n"),
	    4, 1, "expected \"; level 1\"" },
	{ "levels: more than the size line",
	    BYTES("; size 3 1 2\n; level 0\n###\n; level 1\n###\n; level 2\n"
	    "###\n"), 6, 1, "a level line after the 2 levels of the size "
	    "line" },
	{ "levels: a level with no rows",
	    BYTES("; size 3 1 2\n; level 0\n###\n; level 1\n\n"), 5, 1,
	    "level 1 ends after 0 of 1 rows" },
	{ "levels: a level line in a flat maze",
	    BYTES("; size 3 1\n; level 0\n###\n"), 2, 1,
	    "a level line, but no size line of several levels before it" },
	{ "levels: a level line with no size line",
	    BYTES("; level 0\n###\n"), 1, 1,
	    "a level line, but no size line of several levels before it" },

	{ "over the limit", BYTES("; size 100000 100000\n#\n"), 1, 8,
	    "100000x100000 blocks is more than the limit of 4294967295 "
	    "blocks" },
	{ "side over the limit", BYTES("; size 4294967296 1\n#\n"), 1, 8,
	    "4294967296x1 blocks is more than the limit of 4294967295 "
	    "blocks" },
	{ "second size line", BYTES("; size 3 1\n; c\n; size 3 1\n###\n"),
	    3, 1, "second size line (the first is line 1)" },

	/* Frame lines: "; frame K/N", 1 <= K < N <= 1000000, one a maze. */
	{ "frame: a word", BYTES("; maze 1\n; frame x\n###\n"), 2, 9,
	    "malformed line: expected \"; frame K/N\"" },
	{ "frame: bare", BYTES("; frame\n###\n"), 1, 1,
	    "malformed line: expected \"; frame K/N\"" },
	{ "frame: two words", BYTES("; frame 1/2 3\n###\n"), 1, 13,
	    "malformed line: expected \"; frame K/N\"" },
	{ "frame: no N", BYTES(";frame\t1/\n###\n"), 1, 8,
	    "malformed line: expected \"; frame K/N\"" },
	{ "frame: a sign", BYTES("; frame 1/+2\n###\n"), 1, 9,
	    "malformed line: expected \"; frame K/N\"" },
	{ "frame: K past N", BYTES("; frame 3/2\n###\n"), 1, 9,
	    "frame 3/2: K must be from 1 to N - 1 (the last frame has no "
	    "frame line)" },
	{ "frame: the last", BYTES("; frame 2/2\n###\n"), 1, 9,
	    "frame 2/2: K must be from 1 to N - 1 (the last frame has no "
	    "frame line)" },
	{ "frame: K 0", BYTES("; frame 0/5\n###\n"), 1, 9,
	    "frame 0/5: K must be from 1 to N - 1 (the last frame has no "
	    "frame line)" },
	{ "frame: N over", BYTES("; frame 1/1000001\n###\n"), 1, 11,
	    "a run of 1000001 frames: at most 1000000 are written" },
	{ "frame: N past 64 bits",
	    BYTES("; frame 1/99999999999999999999\n###\n"), 1, 11,
	    "a run of 99999999999999999999 frames: at most 1000000 are "
	    "written" },
	{ "frame: second", BYTES("; frame 1/3\n; c\n; frame 1/3\n###\n"),
	    3, 1, "second frame line (the first is line 1)" },
	/* Grid lines: "; grid square|hex|delta|polar [mask] [weave]", one
	   a maze. */
#define GRID_EXPECTED \
	"malformed line: expected \"; grid square|hex|delta|polar [mask] " \
	    "[weave]\""
	{ "grid: bare", BYTES("; grid\n###\n"), 1, 1,
	    GRID_EXPECTED },
	{ "grid: a kind unknown", BYTES("; maze 1\n; grid circle\n###\n"), 2,
	    8, GRID_EXPECTED },
	{ "grid: the kind after an attribute",
	    BYTES("; grid mask hex\n###\n"), 1, 8, GRID_EXPECTED },
	{ "grid: two kinds", BYTES("; grid hex delta\n###\n"), 1, 12,
	    GRID_EXPECTED },
	{ "grid: a hex weave", BYTES("; grid hex weave\n###\n"), 1, 12,
	    "a weave of hex cells: only square cells weave" },
	{ "grid: a delta weave", BYTES("; grid delta mask weave\n###\n"), 1,
	    19, "a weave of delta cells: only square cells weave" },
	{ "grid: an attribute unknown", BYTES("; grid square masked\n###\n"),
	    1, 15, GRID_EXPECTED },
	{ "grid: an attribute twice", BYTES("; grid square mask mask\n###\n"),
	    1, 20, GRID_EXPECTED },
	{ "grid: out of order", BYTES("; grid square weave mask\n###\n"),
	    1, 21, GRID_EXPECTED },
	{ "grid: second", BYTES("; grid square\n; grid square mask\n###\n"),
	    2, 1, "second grid line (the first is line 1)" },
	{ "grid: second, of another kind",
	    BYTES("; grid hex\n; c\n; grid delta\n###\n"), 3, 1,
	    "second grid line (the first is line 1)" },
};

/*
 * Hex and delta grids whose blocks break their kind's rules (maze(5)
 * "Grids"), each at the first block that does: a whole maze, head then
 * rows, whose block x of row y (0 if none) is made c, and a tail after
 * it.  A size line says the height first, else the grid's end does, and
 * the messages are the same.
 */
#define HEXL	"; grid hex\n"
#define DELTAL	"; grid delta\n"
#define GRIDS	" (maze(5) \"Grids\")"
static const struct shape {
	const char *name;
	const char *head, *rows;
	int y, x;
	char c;
	const char *tail;
	unsigned long line, col;
	const char *msg;
} shapes[] = {
	{ "hex: a corner open", HEXL, HEX_ROWS, 2, 4, ' ', "", 4, 5,
	    "hex grid: corner block 4,2 is open" GRIDS },
	{ "hex: beyond an even row's cells", HEXL, HEX_ROWS, 1, 13, ' ', "",
	    3, 14, "hex grid: block 13,1 is open, beyond the cells of its row"
	    GRIDS },
	{ "hex: beyond an odd row's cells", HEXL, HEX_ROWS, 3, 1, '+', "", 5,
	    2, "hex grid: block 1,3 is open, beyond the cells of its row"
	    GRIDS },
	{ "hex: a door with no cell, top", HEXL, HEX_ROWS, 0, 13, ' ', "", 2,
	    14, "hex grid: block 13,0 is open, with no cell above or below it"
	    GRIDS },
	{ "hex: a door with no cell, bottom", HEXL, HEX_ROWS, 4, 1, '.', "",
	    6, 2, "hex grid: block 1,4 is open, with no cell above or below "
	    "it" GRIDS },
	{ "hex: a door with no cell, bottom, size line", "; size 15 5\n" HEXL,
	    HEX_ROWS, 4, 1, ' ', "", 7, 2, "hex grid: block 1,4 is open, "
	    "with no cell above or below it" GRIDS },
	{ "hex: the outer wall open", HEXL, HEX_ROWS, 0, 3, ' ', "", 2, 4,
	    "hex grid: block 3,0 of the outer wall is open, not S or E" GRIDS },
	{ "hex: the outer wall west open", HEXL, HEX_ROWS, 3, 2, ' ', "", 5,
	    3, "hex grid: block 2,3 of the outer wall is open, not S or E"
	    GRIDS },
	{ "hex: the outer wall east open", HEXL, HEX_ROWS, 1, 12, ' ', "", 3,
	    13, "hex grid: block 12,1 of the outer wall is open, not S or E"
	    GRIDS },
	{ "hex: the outer wall at the bottom open", HEXL, HEX_ROWS, 4, 5, '+',
	    "", 6, 6, "hex grid: block 5,4 of the outer wall is open, not S "
	    "or E" GRIDS },
	{ "hex: the outer wall between rows open", HEXL, HEX_ROWS, 2, 1, ' ',
	    "", 4, 2, "hex grid: block 1,2 of the outer wall is open, not S "
	    "or E" GRIDS },
	{ "hex: E on a corner", HEXL, "#SE############\n#       #   ###\n"
	    "### ### ### ###\n###   #       #\n###############\n", 0, 0, 0, "",
	    2, 3, "hex grid: corner block 2,0 is open" GRIDS },
	{ "hex: a cell a wall", HEXL, HEX_ROWS, 3, 3, '#', "", 5, 4,
	    "hex grid: cell 0,1 is a wall, with no mask" GRIDS },
	{ "hex: a cell part wall", "; grid hex mask\n", HEX_ROWS, 3, 4, '#',
	    "", 5, 5, "hex grid: cell 0,1 is part wall, part open" GRIDS },
	{ "hex: a cell outside part open", "; grid hex mask\n", HEX_MASK_ROWS,
	    1, 11, ' ', "", 3, 12, "hex grid: cell 2,0 is part wall, part "
	    "open" GRIDS },
	{ "hex: too narrow", HEXL, "#########\n", 0, 0, 0, "", 2, 1,
	    "hex grid 9 blocks wide: w cells across are 4w+3 blocks, w >= 1"
	    GRIDS },
	{ "hex: too narrow, size line", "; size 3 3\n" HEXL, "###\n", 0, 0,
	    0, "", 1, 1, "hex grid 3 blocks wide: w cells across are 4w+3 "
	    "blocks, w >= 1" GRIDS },
	{ "hex: rows even", HEXL, "#S#############\n#       #   ###\n"
	    "### ### ### ###\n###   #       #\n", 0, 0, 0, "", 5, 1,
	    "hex grid of 4 rows: h rows of cells are 2h+1 rows of blocks, "
	    "h >= 1" GRIDS },
	{ "hex: one row", HEXL, "###############\n", 0, 0, 0, "\n", 2, 1,
	    "hex grid of 1 row: h rows of cells are 2h+1 rows of blocks, "
	    "h >= 1" GRIDS },
	{ "hex: rows even, size line", HEXL "; size 15 4\n", "#S#\n", 0, 0,
	    0, "", 2, 1, "hex grid of 4 rows: h rows of cells are 2h+1 rows "
	    "of blocks, h >= 1" GRIDS },
	{ "hex: levels", "; size 15 5 3\n; grid hex\n; level 0\n", "", 0, 0,
	    0, "", 1, 1, "hex grid of 3 levels: a hex grid has one" GRIDS },
	{ "delta: a corner open", DELTAL, DELTA_ROWS, 2, 2, ' ', "", 4, 3,
	    "delta grid: corner block 2,2 is open" GRIDS },
	{ "delta: cells that do not meet", DELTAL, DELTA_ROWS, 2, 3, ' ', "",
	    4, 4, "delta grid: block 3,2 is open, but cells 1,0 and 1,1 do "
	    "not meet" GRIDS },
	{ "delta: no edge north", DELTAL, DELTA_ROWS, 0, 5, 'E', "", 2, 6,
	    "delta grid: block 5,0 is open, but cell 2,0 has no edge north"
	    GRIDS },
	{ "delta: no edge south", DELTAL, DELTA_ROWS, 4, 1, '.', "", 6, 2,
	    "delta grid: block 1,4 is open, but cell 0,1 has no edge south"
	    GRIDS },
	{ "delta: no edge south, size line", DELTAL "; size 7 5\n",
	    DELTA_ROWS, 4, 5, ' ', "", 7, 6, "delta grid: block 5,4 is open, "
	    "but cell 2,1 has no edge south" GRIDS },
	{ "delta: the outer wall open", DELTAL, DELTA_ROWS, 4, 3, ' ', "", 6,
	    4, "delta grid: block 3,4 of the outer wall is open, not S or E"
	    GRIDS },
	{ "delta: the outer wall west open", DELTAL, DELTA_ROWS, 1, 0, ' ',
	    "", 3, 1, "delta grid: block 0,1 of the outer wall is open, not S "
	    "or E" GRIDS },
	{ "delta: a cell a wall", DELTAL, DELTA_ROWS, 3, 3, '#', "", 5, 4,
	    "delta grid: cell 1,1 is a wall, with no mask" GRIDS },
	{ "delta: width even", DELTAL, "######\n", 0, 0, 0, "", 2, 1,
	    "delta grid 6 blocks wide: w cells across are 2w+1 blocks, w >= 1"
	    GRIDS },
	{ "delta: rows even", DELTAL, "###S###\n#     #\n", 0, 0, 0, "", 3, 1,
	    "delta grid of 2 rows: h rows of cells are 2h+1 rows of blocks, "
	    "h >= 1" GRIDS },
	{ "delta: levels", "; grid delta\n; size 7 5 3\n; level 0\n", "", 0,
	    0, 0, "", 2, 1, "delta grid of 3 levels: a delta grid has one"
	    GRIDS },
	/* The last row ended by a header line too long: checked as last. */
	{ "delta: no edge south, before a header line too long", DELTAL,
	    DELTA_ROWS, 4, 1, '.', NULL, 6, 2, "delta grid: block 1,4 is "
	    "open, but cell 0,1 has no edge south" GRIDS },
	{ "hex: rows even, before a header line too long", HEXL,
	    "#S#############\n#       #   ###\n### ### ### ###\n"
	    "###   #       #\n", 0, 0, 0, NULL, 5, 1, "hex grid of 4 rows: h "
	    "rows of cells are 2h+1 rows of blocks, h >= 1" GRIDS },
};

/*
 * The input of shapes[i] into a buffer of *len bytes, the caller's to
 * free.  A tail of NULL is a header line longer than the limit.
 */
static char *
shape_input(const struct shape *t, size_t *len)
{
	size_t lh = strlen(t->head), lr = strlen(t->rows);
	size_t lt = t->tail != NULL ? strlen(t->tail) : MAZE_HEADER_MAX + 2;
	char *s = malloc(lh + lr + lt + 1), *p;

	ck_assert_ptr_nonnull(s);
	memcpy(s, t->head, lh);
	memcpy(s + lh, t->rows, lr);
	if (t->c != 0) {
		p = strchr(s + lh, '\n');
		ck_assert_ptr_nonnull(p);
		ck_assert_int_lt(t->x, p - (s + lh));
		s[lh + (size_t)t->y * (size_t)(p - (s + lh) + 1) +
		    (size_t)t->x] = t->c;
	}
	if (t->tail != NULL)
		memcpy(s + lh + lr, t->tail, lt);
	else {
		memset(s + lh + lr, 'x', lt);
		s[lh + lr] = ';';
		s[lh + lr + lt - 1] = '\n';
	}
	*len = lh + lr + lt;
	s[*len] = '\0';
	return s;
}

START_TEST(test_bad)
{
	const struct bad *t = &bad[_i];
	struct maze m;
	struct maze_err e;
	int rc;

	maze_init(&m);
	memset(&e, 0, sizeof e);
	rc = read_bytes(t->in, t->len, &m, &e);
	ck_assert_msg(rc == -1, "%s: maze_read gave %d, not -1", t->name, rc);
	ck_assert_msg(e.line == t->line && e.col == t->col,
	    "%s: error at %lu:%lu, expected %lu:%lu", t->name, e.line, e.col,
	    t->line, t->col);
	ck_assert_msg(strcmp(e.msg, t->msg) == 0,
	    "%s: message \"%s\", expected \"%s\"", t->name, e.msg, t->msg);
	maze_free(&m);
}
END_TEST

/* Each misfit of a hex or delta grid, read whole. */
START_TEST(test_shape_bad)
{
	const struct shape *t = &shapes[_i];
	struct maze m;
	struct maze_err e;
	size_t len;
	char *in = shape_input(t, &len);

	maze_init(&m);
	memset(&e, 0, sizeof e);
	ck_assert_msg(read_bytes(in, len, &m, &e) == -1, "%s: read", t->name);
	ck_assert_msg(e.line == t->line && e.col == t->col,
	    "%s: error at %lu:%lu, expected %lu:%lu", t->name, e.line, e.col,
	    t->line, t->col);
	ck_assert_msg(strcmp(e.msg, t->msg) == 0,
	    "%s: message \"%s\", expected \"%s\"", t->name, e.msg, t->msg);
	free(in);
	maze_free(&m);
}
END_TEST

/*
 * The same misfits, the rows streamed (maze_read_row()), and read as a
 * cell form would be (maze_read_cells()): the same error, row by row.
 */
START_TEST(test_shape_rows)
{
	const struct shape *t = &shapes[_i];
	struct maze_reader r;
	struct maze_cells *c;
	struct maze m;
	struct maze_err e;
	unsigned char *row = NULL;
	size_t len;
	char *in = shape_input(t, &len);
	FILE *fp;
	int rc, pass;

	for (pass = 0; pass < 2; pass++) {
		maze_init(&m);
		memset(&e, 0, sizeof e);
		fp = open_bytes(in, len);
		maze_reader_init(&r, fp);
		ck_assert_ptr_nonnull(c = maze_cells_new());
		rc = maze_read_head(&r, &m, &e);
		if (rc == 1 && pass == 0) {
			ck_assert_ptr_nonnull(row = malloc(m.w));
			while ((rc = maze_read_row(&r, &m, row, &e)) == 1)
				;
			free(row);
		} else if (rc == 1)
			rc = maze_read_cells(&r, &m, c, &e);
		ck_assert_msg(rc == -1, "%s: pass %d gave %d", t->name, pass,
		    rc);
		ck_assert_msg(e.line == t->line && e.col == t->col &&
		    strcmp(e.msg, t->msg) == 0, "%s: pass %d: %lu:%lu: %s",
		    t->name, pass, e.line, e.col, e.msg);
		maze_cells_free(c);
		maze_reader_free(&r);
		fclose(fp);
		maze_free(&m);
	}
	free(in);
}
END_TEST

/*
 * A misfit anywhere in a wide row, where maze_shape_row() tests blocks a
 * word at a time (inner_fits()): on hex and delta grids, masked or not,
 * a row of walls but where a cell must be open is fine, and every always
 * wall opened, or cell block walled (part walled, with a mask), in the
 * middle or at the ends, is found, at its own column or its cell's.
 */
START_TEST(test_shape_wide)
{
	static const unsigned grids[] = { MAZE_GRID_HEX, MAZE_GRID_DELTA,
		MAZE_GRID_HEX | MAZE_GRID_MASK, MAZE_GRID_DELTA | MAZE_GRID_MASK };
	unsigned char row[200];
	struct maze_err e;
	uint32_t bw, bh = 7, x, y, i;
	unsigned grid;
	int kind, tried = 0;

	for (i = 0; i < sizeof grids / sizeof grids[0]; i++) {
		grid = grids[i];
		/* 21 or 43 cells across: more than two words of each kind. */
		bw = grid & MAZE_GRID_HEX ? 4 * 21 + 3 : 2 * 43 + 1;
		for (y = 0; y < bh; y++) {
			for (x = 0; x < bw; x++)
				row[x] = maze_shape_block(grid, bw, bh, x, y) ==
				    MAZE_SHAPE_CELL ? MAZE_OPEN : MAZE_WALL;
			ck_assert_msg(maze_shape_row(grid, bw, bh, y, row, 1,
			    &e) == 0, "grid %u row %u: %s", grid, y, e.msg);
			for (x = 0; x < bw; x++) {
				kind = maze_shape_block(grid, bw, bh, x, y);
				if (kind != MAZE_SHAPE_WALL &&
				    kind != MAZE_SHAPE_CELL)
					continue;
				if (kind == MAZE_SHAPE_CELL &&
				    (grid & MAZE_GRID_MASK) &&
				    !(grid & MAZE_GRID_HEX))
					continue;
				row[x] ^= MAZE_WALL ^ MAZE_OPEN;
				ck_assert_msg(maze_shape_row(grid, bw, bh, y,
				    row, 1, &e) == -1 && e.col >= x + 1 &&
				    e.col <= x + 3, "grid %u block %u,%u: "
				    "not found", grid, x, y);
				ck_assert_msg(kind != MAZE_SHAPE_WALL ||
				    e.col == x + 1, "grid %u block %u,%u: at "
				    "%lu", grid, x, y, e.col);
				row[x] ^= MAZE_WALL ^ MAZE_OPEN;
				tried++;
			}
		}
	}
	ck_assert_int_gt(tried, 1000);
}
END_TEST

/*
 * Hex and delta mazes that keep the rules, masked or not, in a stream:
 * read whole and row by row, each has its grid and its ends.
 */
START_TEST(test_shape_good)
{
	static const char in[] = HEXL HEX_ROWS "\n; grid hex mask\n"
	    HEX_MASK_ROWS "\n" DELTAL DELTA_ROWS "; grid delta mask\n"
	    "; size 7 5\n" DELTA_MASK_ROWS "\n" HEXL "; size 15 5\n"
	    "#S#############\n#+++++++#   ###\n### ###+### ###\n"
	    "###   #+++++++#\n#############E#\n";
	static const unsigned grid[] = { MAZE_GRID_HEX, MAZE_GRID_HEX |
	    MAZE_GRID_MASK, MAZE_GRID_DELTA, MAZE_GRID_DELTA | MAZE_GRID_MASK,
	    MAZE_GRID_HEX };
	struct maze_reader r;
	struct maze m;
	struct maze_err e;
	unsigned char row[15];
	FILE *fp;
	size_t k;
	int rc, pass;

	for (pass = 0; pass < 2; pass++) {
		maze_init(&m);
		fp = open_bytes(in, strlen(in));
		maze_reader_init(&r, fp);
		for (k = 0; ; k++) {
			rc = pass == 0 ? maze_read(&r, &m, &e) :
			    maze_read_head(&r, &m, &e);
			ck_assert_msg(rc != -1, "maze %zu: %lu:%lu: %s", k,
			    e.line, e.col, e.msg);
			if (rc == 0)
				break;
			while (pass == 1 && (rc = maze_read_row(&r, &m, row,
			    &e)) == 1)
				;
			ck_assert_msg(rc != -1, "maze %zu: %lu:%lu: %s", k,
			    e.line, e.col, e.msg);
			ck_assert_uint_lt(k, 5);
			ck_assert_uint_eq(m.hdr.grid, grid[k]);
			ck_assert_uint_eq(m.h, 5);
			ck_assert_uint_ne(m.start, MAZE_NONE);
			ck_assert_uint_ne(m.end, MAZE_NONE);
		}
		ck_assert_uint_eq(k, 5);
		maze_reader_free(&r);
		fclose(fp);
		maze_free(&m);
	}
}
END_TEST

/* A buffer of n copies of c after prefix, then suffix. */
static char *
fill(const char *prefix, int c, size_t n, const char *suffix, size_t *len)
{
	size_t lp = strlen(prefix), ls = strlen(suffix);
	char *s = malloc(lp + n + ls + 1);

	ck_assert_ptr_nonnull(s);
	memcpy(s, prefix, lp);
	memset(s + lp, c, n);
	memcpy(s + lp + n, suffix, ls + 1);
	*len = lp + n + ls;
	return s;
}

START_TEST(test_header_limit)
{
	struct maze m;
	struct maze_err e;
	size_t len;
	char *s;

	/* 65536 bytes is the longest header line taken (maze(5), Limits). */
	maze_init(&m);
	s = fill(";", 'x', 65535, "\n#\n", &len);
	ck_assert_int_eq(read_bytes(s, len, &m, &e), 1);
	ck_assert_uint_eq(m.hdr.n, 1);
	ck_assert_uint_eq(strlen(m.hdr.line[0]), 65536);
	free(s);

	s = fill(";", 'x', 65536, "\n#\n", &len);
	ck_assert_int_eq(read_bytes(s, len, &m, &e), -1);
	ck_assert_uint_eq(e.line, 1);
	ck_assert_uint_eq(e.col, 65537);
	ck_assert_str_eq(e.msg, "header line is longer than 65536 bytes");
	free(s);

	s = fill("; maze 1\n;", 'x', 200000, "\n#\n", &len);
	ck_assert_int_eq(read_bytes(s, len, &m, &e), -1);
	ck_assert_uint_eq(e.line, 2);
	ck_assert_uint_eq(e.col, 65537);
	ck_assert_str_eq(e.msg, "header line is longer than 65536 bytes");
	free(s);
	maze_free(&m);
}
END_TEST

START_TEST(test_row_limit)
{
	struct maze_reader r;
	struct maze m;
	struct maze_err e;
	size_t len;
	FILE *fp;
	char *s;

	/*
	 * After a first row of 3, rows up to 3 + 4096 are read whole so that
	 * the message can give their length.
	 */
	maze_init(&m);
	s = fill("###\n", '#', 4099, "\n", &len);
	ck_assert_int_eq(read_bytes(s, len, &m, &e), -1);
	ck_assert_uint_eq(e.line, 2);
	ck_assert_uint_eq(e.col, 4);
	ck_assert_str_eq(e.msg, "row is 4099 blocks wide, expected 3");
	free(s);

	/* That far, a CR LF is a line end still, not a byte too many. */
	s = fill("###\n", '#', 4099, "\r\n", &len);
	ck_assert_int_eq(read_bytes(s, len, &m, &e), -1);
	ck_assert_uint_eq(e.line, 2);
	ck_assert_uint_eq(e.col, 4);
	ck_assert_str_eq(e.msg, "row is 4099 blocks wide, expected 3");
	free(s);

	s = fill("###\n", '#', 4100, "\n", &len);
	ck_assert_int_eq(read_bytes(s, len, &m, &e), -1);
	ck_assert_uint_eq(e.line, 2);
	ck_assert_uint_eq(e.col, 4);
	ck_assert_str_eq(e.msg, "row is over 4099 blocks wide, expected 3");
	free(s);

	/* An absurd row is cut short: the line buffer never holds it whole. */
	s = fill("; size 3 2\n###\n", '#', 900000, "\n", &len);
	fp = open_bytes(s, len);
	maze_reader_init(&r, fp);
	ck_assert_int_eq(maze_read(&r, &m, &e), -1);
	ck_assert_uint_eq(e.line, 3);
	ck_assert_uint_eq(e.col, 4);
	ck_assert_str_eq(e.msg, "row is over 4099 blocks wide, the size line "
	    "says 3");
	ck_assert_uint_le(r.len, 4100);
	ck_assert_uint_lt(r.owncap, 16384);
	maze_reader_free(&r);
	fclose(fp);
	free(s);
	maze_free(&m);
}
END_TEST

/*
 * What a size line or a first row declares reserves nothing: memory grows
 * with the rows that arrive, and a first row longer than the size line
 * says is cut short like any other.
 */
START_TEST(test_no_reserve)
{
	struct maze_reader r;
	struct maze m;
	struct maze_err e;
	size_t len, i;
	FILE *fp;
	char *s;

	maze_init(&m);
	ck_assert_int_eq(read_bytes(BYTES("; size 65535 65535\n#\n"), &m, &e),
	    -1);
	ck_assert_str_eq(e.msg, "row is 1 blocks wide, the size line says "
	    "65535");
	ck_assert_uint_eq(e.line, 2);
	ck_assert_uint_le(m.cap, 65536);

	/* Not even a row's room for a width that no row has (fuzzing). */
	maze_free(&m);
	ck_assert_int_eq(read_bytes(BYTES("; size 4294967295 1\n#\n"), &m,
	    &e), -1);
	ck_assert_str_eq(e.msg, "row is 1 blocks wide, the size line says "
	    "4294967295");
	ck_assert_uint_eq(m.cap, 0);

	/* Nor for the first row of a maze of levels, behind its level line. */
	maze_free(&m);
	ck_assert_int_eq(read_bytes(BYTES("; size 1431655765 1 3\n; level 0\n"
	    "#\n"), &m, &e), -1);
	ck_assert_str_eq(e.msg, "row is 1 blocks wide, the size line says "
	    "1431655765");
	ck_assert_uint_eq(e.line, 3);
	ck_assert_uint_eq(e.col, 2);
	ck_assert_uint_eq(m.cap, 0);
	maze_free(&m);
	ck_assert_int_eq(read_bytes(BYTES("; size 1431655765 1 3\n; level 0\n"),
	    &m, &e), -1);
	ck_assert_str_eq(e.msg, "level 0 ends after 0 of 1 rows");
	ck_assert_uint_eq(e.line, 2);
	ck_assert_uint_eq(m.cap, 0);

	/* One row of 100000 blocks, no size line: a row's room, not 64. */
	maze_free(&m);
	s = fill("", ' ', 100000, "\n", &len);
	ck_assert_int_eq(read_bytes(s, len, &m, &e), 1);
	ck_assert_uint_eq(m.w, 100000);
	ck_assert_uint_eq(m.h, 1);
	ck_assert_uint_le(m.cap, 100000);
	free(s);

	/* The rows that arrive are all kept, in no more than they fill. */
	maze_free(&m);
	s = malloc(16 + 5000 * 4);
	ck_assert_ptr_nonnull(s);
	len = (size_t)sprintf(s, "; size 3 5000\n");
	for (i = 0; i < 5000; i++)
		len += (size_t)sprintf(s + len, "%s\n", i % 2 ? "# #" : "###");
	ck_assert_int_eq(read_bytes(s, len, &m, &e), 1);
	ck_assert_uint_eq(m.h, 5000);
	ck_assert_uint_le(m.cap, 3 * 5000);
	for (i = 0; i < 5000; i++)
		REQUIRE(memcmp(m.b + 3 * i, i % 2 ? "# #" : "###", 3) == 0,
		    "row %zu", i);
	free(s);

	/* A first row past the size line's width is cut short. */
	s = fill("; size 3 2\n", '#', 900000, "\n", &len);
	fp = open_bytes(s, len);
	maze_reader_init(&r, fp);
	ck_assert_int_eq(maze_read(&r, &m, &e), -1);
	ck_assert_uint_eq(e.line, 2);
	ck_assert_uint_eq(e.col, 4);
	ck_assert_str_eq(e.msg, "row is over 4099 blocks wide, the size line "
	    "says 3");
	ck_assert_uint_lt(r.owncap, 16384);
	maze_reader_free(&r);
	fclose(fp);
	free(s);
	maze_free(&m);
}
END_TEST

/*
 * maze_read_head() returns once the first row has come, as wide as the size
 * line says, so that a caller reading rows may make room for m->w blocks:
 * an error in that row is the header's.
 */
START_TEST(test_head_first_row)
{
	static const struct {
		const char *in;
		int rc;
		unsigned long line, col;
	} t[] = {
		{ "; size 100000 1\n#\n", -1, 2, 2 },
		{ "; size 3 1\n#x#\n", -1, 2, 2 },
		{ "; size 3 1\n####\n", -1, 2, 4 },
		{ "; size 100000 1 2\n; level 0\n#\n", -1, 3, 2 },
		{ "; size 3 1 2\n; level 0\n", -1, 2, 1 },
		{ "; size 3 1 2\n; level 0\n; c\n", -1, 3, 1 },
		{ "; size 3 1 2\n; level 1\n###\n", -1, 2, 9 },
		{ "; size 3 1 2\n; level 0\n#S#\n; level 1\n#E#\n", 1, 0, 0 },
		{ "; size 3 1\n#S#\n", 1, 0, 0 },
		{ "#x#\n", 1, 0, 0 },	/* no size line: the row's error */
	};
	struct maze_reader r;
	struct maze m;
	struct maze_err e;
	unsigned char row[3];
	size_t i;
	FILE *fp;

	for (i = 0; i < sizeof t / sizeof t[0]; i++) {
		fp = open_bytes(t[i].in, strlen(t[i].in));
		maze_init(&m);
		maze_reader_init(&r, fp);
		REQUIRE(maze_read_head(&r, &m, &e) == t[i].rc, "%s", t[i].in);
		if (t[i].rc == -1)
			REQUIRE(e.line == t[i].line && e.col == t[i].col,
			    "%s: %lu:%lu", t[i].in, e.line, e.col);
		else if (m.d == 2) {
			/* Level 0's line is taken once. */
			ck_assert_int_eq(maze_read_row(&r, &m, row, &e), 1);
			ck_assert_mem_eq(row, "#S#", 3);
			ck_assert_int_eq(maze_read_row(&r, &m, row, &e), 1);
			ck_assert_mem_eq(row, "#E#", 3);
			ck_assert_int_eq(maze_read_row(&r, &m, row, &e), 0);
			ck_assert_uint_eq(m.start, 1);
			ck_assert_uint_eq(m.end, 4);
		} else if (m.h == 1) {
			ck_assert_int_eq(maze_read_row(&r, &m, row, &e), 1);
			ck_assert_mem_eq(row, "#S#", 3);
			ck_assert_int_eq(maze_read_row(&r, &m, row, &e), 0);
		} else
			ck_assert_int_eq(maze_read_row(&r, &m, row, &e), -1);
		maze_reader_free(&r);
		fclose(fp);
		maze_free(&m);
	}
}
END_TEST

/*
 * The reader takes rows eight blocks at a time while they hold walls and
 * open blocks only: whatever else a row holds, wherever in a word it falls,
 * is read, or refused at its own column.
 */
START_TEST(test_row_words)
{
	static const char other[] = "+.S1?\t\x80";
	char in[24 * 4 * 64], *p, *q;
	struct maze_reader rd;
	struct maze m;
	struct maze_err e;
	struct maze_rng r;
	size_t w, k, j, len;
	FILE *fp;

	maze_rng_seed(&r, 3);
	maze_init(&m);
	/*
	 * Two rows of walls and open blocks, and in the second other[j] at k:
	 * a block, read (one stream a width); a bad byte, refused (a quarter
	 * of the columns, each a different byte in turn).
	 */
	for (w = 1; w <= 24; w++) {
		q = in;
		for (k = 0; k < w; k++)
			for (j = 0; j < sizeof other - 1; j++) {
				if (j >= 4 && (j != 4 + k % 3 || (w + k) % 4))
					continue;
				p = q + sprintf(q, "; size %zu 2\n", w);
				for (len = 0; len < 2 * w + 1; len++)
					p[len] = rng_below(&r, 2) ? '#' : ' ';
				p[w] = '\n';
				p[w + 1 + k] = other[j];
				p[2 * w + 1] = '\n';
				p[2 * w + 2] = '\0';
				if (j < 4) {
					q = p + 2 * w + 2;
					continue;
				}
				ck_assert_int_eq(read_bytes(q, strlen(q), &m,
				    &e), -1);
				ck_assert_uint_eq(e.line, 3);
				ck_assert_uint_eq(e.col, k + 1);
				*q = '\0';
			}
		fp = open_bytes(in, strlen(in));
		maze_reader_init(&rd, fp);
		for (p = in, k = 0; k < w; k++)
			for (j = 0; j < 4; j++) {
				ck_assert_int_eq(maze_read(&rd, &m, &e), 1);
				p = strchr(p, '\n') + 1;
				ck_assert_mem_eq(m.b, p, w);
				ck_assert_mem_eq(m.b + w, p + w + 1, w);
				ck_assert_uint_eq(m.start, j == 2 ? w + k :
				    MAZE_NONE);
				p += 2 * w + 2;
			}
		ck_assert_int_eq(maze_read(&rd, &m, &e), 0);
		maze_reader_free(&rd);
		fclose(fp);
	}
	maze_free(&m);
}
END_TEST

/*
 * A row that the input buffer's end (1 MiB in) cuts in two is read as the
 * others, and refused at its own column.
 */
START_TEST(test_row_cut)
{
	enum { W = 1001, H = 2200 };
	static const char pick[] = "#  #+.";
	struct maze m;
	struct maze_err e;
	struct maze_rng r;
	size_t hdr, i, y, x;
	char *s, *g;

	maze_rng_seed(&r, 4);
	maze_init(&m);
	s = malloc(32 + (size_t)(W + 1) * H);
	ck_assert_ptr_nonnull(s);
	hdr = (size_t)sprintf(s, "; size %d %d\n", W, H);
	g = malloc((size_t)W * H);
	ck_assert_ptr_nonnull(g);
	for (i = 0; i < (size_t)W * H; i++)
		g[i] = pick[rng_below(&r, 6)];
	for (y = 0; y < H; y++) {
		memcpy(s + hdr + y * (W + 1), g + y * W, W);
		s[hdr + y * (W + 1) + W] = '\n';
	}
	ck_assert_int_eq(read_bytes(s, hdr + (size_t)(W + 1) * H, &m, &e), 1);
	ck_assert_mem_eq(m.b, g, (size_t)W * H);

	/* A bad byte just past the cut, in the row it cuts. */
	y = ((1u << 20) - hdr) / (W + 1);
	x = (1u << 20) - hdr - y * (W + 1) + 3;
	ck_assert_uint_lt(x, W);
	s[hdr + y * (W + 1) + x] = '?';
	ck_assert_int_eq(read_bytes(s, hdr + (size_t)(W + 1) * H, &m, &e), -1);
	ck_assert_uint_eq(e.line, y + 2);
	ck_assert_uint_eq(e.col, x + 1);
	ck_assert_str_eq(e.msg, "unexpected character '?'");
	free(s);
	free(g);
	maze_free(&m);
}
END_TEST

START_TEST(test_crlf)
{
	struct maze m;
	struct maze_err e;

	maze_init(&m);
	ck_assert_int_eq(read_bytes(BYTES("; maze 1\r\n; size 3 2\r\n; c\r\n"
	    "#S#\r\n#E#\r\n"), &m, &e), 1);
	ck_assert_uint_eq(m.w, 3);
	ck_assert_uint_eq(m.h, 2);
	ck_assert_mem_eq(m.b, "#S##E#", 6);
	ck_assert_uint_eq(m.hdr.n, 1);
	ck_assert_str_eq(m.hdr.line[0], "; c");
	ck_assert_uint_eq(m.start, 1);
	ck_assert_uint_eq(m.end, 4);
	ck_assert_uint_eq(m.line, 4);

	/*
	 * A header line loses every carriage return at its end, so that it
	 * writes back as it reads (fuzzing found "; c\r\r\n" did not).
	 */
	ck_assert_int_eq(read_bytes(BYTES("; c\r\r\r\n#S#E#\n"), &m, &e), 1);
	ck_assert_uint_eq(m.hdr.n, 1);
	ck_assert_str_eq(m.hdr.line[0], "; c");
	maze_free(&m);
}
END_TEST

START_TEST(test_no_final_newline)
{
	struct maze m;
	struct maze_err e;

	maze_init(&m);
	ck_assert_int_eq(read_bytes(BYTES("###\n# E"), &m, &e), 1);
	ck_assert_uint_eq(m.w, 3);
	ck_assert_uint_eq(m.h, 2);
	ck_assert_mem_eq(m.b, "#### E", 6);
	ck_assert_uint_eq(m.start, MAZE_NONE);
	ck_assert_uint_eq(m.end, 5);
	ck_assert_int_eq(read_bytes(BYTES("; c\r\n#S\r\n##"), &m, &e), 1);
	ck_assert_uint_eq(m.h, 2);
	ck_assert_mem_eq(m.b, "#S##", 4);
	maze_free(&m);
}
END_TEST

START_TEST(test_bare_grid)
{
	struct maze m;
	struct maze_err e;

	maze_init(&m);
	ck_assert_int_eq(read_bytes(BYTES(" S #\n#  E\n"), &m, &e), 1);
	ck_assert_uint_eq(m.w, 4);
	ck_assert_uint_eq(m.h, 2);
	ck_assert_mem_eq(m.b, " S ##  E", 8);
	ck_assert_uint_eq(m.hdr.n, 0);
	ck_assert_uint_eq(m.start, 1);
	ck_assert_uint_eq(m.end, 7);
	ck_assert_uint_eq(m.line, 1);
	maze_free(&m);
}
END_TEST

/* Weights and the route's marks on them are open blocks, kept as they are. */
START_TEST(test_weights)
{
	static const char in[] = "#S123456789E#\n#+abcdefghi.#\n";
	struct maze_err e;
	struct maze m;

	maze_init(&m);
	ck_assert_int_eq(read_bytes(in, strlen(in), &m, &e), 1);
	ck_assert_uint_eq(m.w, 13);
	ck_assert_uint_eq(m.h, 2);
	ck_assert_mem_eq(m.b, "#S123456789E##+abcdefghi.#", 26);
	ck_assert_uint_eq(maze_weight('7'), 7);
	ck_assert_uint_eq(maze_weight('g'), 7);
	ck_assert_uint_eq(maze_weight(' '), 1);
	ck_assert_uint_eq(maze_weight('S'), 1);
	ck_assert_uint_eq(maze_weight('#'), 0);
	/* Clearing the marks gives the weights back. */
	maze_clear_marks(&m);
	ck_assert_mem_eq(m.b, "#S123456789E##" " 123456789 #", 26);
	maze_free(&m);
}
END_TEST

START_TEST(test_header_kept)
{
	struct maze m;
	struct maze_err e;

	/* Comments stay, in order and byte for byte; maze and size go. */
	maze_init(&m);
	ck_assert_int_eq(read_bytes(BYTES("; maze 1\n; first\n; size 3 1 1\n"
	    ";second\n;  third  \n;maze 1\n; mazes 2\n\n###\n"), &m, &e), 1);
	ck_assert_uint_eq(m.hdr.n, 4);
	ck_assert_str_eq(m.hdr.line[0], "; first");
	ck_assert_str_eq(m.hdr.line[1], ";second");
	ck_assert_str_eq(m.hdr.line[2], ";  third  ");
	ck_assert_str_eq(m.hdr.line[3], "; mazes 2");
	ck_assert_uint_eq(m.line, 9);
	ck_assert_uint_eq(m.w, 3);
	ck_assert_uint_eq(m.h, 1);
	maze_free(&m);
}
END_TEST

/*
 * A frame line is checked and not kept: it says where the maze stood in
 * the stream it came in, and a program writing frames writes its own.
 */
START_TEST(test_frame_not_kept)
{
	struct maze_reader r;
	struct maze_err e;
	struct maze m;
	FILE *fp;
	static const char in[] = "; maze 1\n; a\n; frame 1/1000000\n; b\n###\n"
	    "; frame 07/0010\n#\n\n; frame 1/2\n#\n";

	maze_init(&m);
	fp = open_bytes(in, strlen(in));
	maze_reader_init(&r, fp);
	ck_assert_int_eq(maze_read(&r, &m, &e), 1);
	ck_assert_uint_eq(m.hdr.n, 2);
	ck_assert_str_eq(m.hdr.line[0], "; a");
	ck_assert_str_eq(m.hdr.line[1], "; b");
	ck_assert_int_eq(maze_read(&r, &m, &e), 1);
	ck_assert_uint_eq(m.hdr.n, 0);
	ck_assert_int_eq(maze_read(&r, &m, &e), 1);
	ck_assert_uint_eq(m.hdr.n, 0);
	ck_assert_int_eq(maze_read(&r, &m, &e), 0);
	maze_reader_free(&r);
	fclose(fp);
	maze_free(&m);
}
END_TEST

/*
 * A grid line is the maze's header's grid, not a line kept; written back,
 * it comes after the size line, as the writer makes it anew.
 */
START_TEST(test_grid_line)
{
	static const char in[] = "; maze 1\n; a\n; size 3 3\n"
	    ";grid\tsquare   mask\n; b\n###\n###\n###\n\n###\n# #\n###\n";
	static const char out[] = "; maze 1\n; size 3 3\n; grid square mask\n"
	    "; a\n; b\n###\n###\n###\n\n; maze 1\n; size 3 3\n###\n# #\n"
	    "###\n";
	struct maze_reader r;
	struct maze_writer w;
	struct maze_err e;
	struct maze m;
	char *buf = NULL;
	size_t len = 0;
	FILE *fp, *op;

	maze_init(&m);
	fp = open_bytes(in, strlen(in));
	ck_assert_ptr_nonnull(op = open_memstream(&buf, &len));
	maze_reader_init(&r, fp);
	maze_writer_init(&w, op);
	ck_assert_int_eq(maze_read(&r, &m, &e), 1);
	ck_assert_uint_eq(m.hdr.grid, MAZE_GRID_MASK);
	ck_assert_uint_eq(m.hdr.n, 2);
	ck_assert_int_eq(maze_write(&w, &m, &e), 0);
	/* The next maze has none: a plain grid. */
	ck_assert_int_eq(maze_read(&r, &m, &e), 1);
	ck_assert_uint_eq(m.hdr.grid, 0);
	ck_assert_int_eq(maze_write(&w, &m, &e), 0);
	ck_assert_int_eq(maze_read(&r, &m, &e), 0);
	fclose(op);
	ck_assert_str_eq(buf, out);
	free(buf);
	/* Flags the format does not know are not written. */
	ck_assert_ptr_nonnull(op = open_memstream(&buf, &len));
	maze_writer_init(&w, op);
	m.hdr.grid = 0x80;
	ck_assert_int_eq(maze_alloc(&m, 3, 3, &e), 0);
	ck_assert_int_eq(maze_write(&w, &m, &e), -1);
	ck_assert_str_eq(e.msg, "grid: flags 0x80, not a grid maze(5) knows");
	fclose(op);
	ck_assert_uint_eq(len, 0);
	free(buf);
	maze_reader_free(&r);
	fclose(fp);
	maze_free(&m);
}
END_TEST

START_TEST(test_ends)
{
	struct maze m;
	struct maze_err e;

	maze_init(&m);
	ck_assert_int_eq(read_bytes(BYTES("; c\n#####\n#S  #\n#  E#\n#####\n"),
	    &m, &e), 1);
	ck_assert_uint_eq(m.start, 6);
	ck_assert_uint_eq(m.end, 13);
	ck_assert_uint_eq(m.line, 2);
	ck_assert_int_eq(read_bytes(BYTES("#####\n"), &m, &e), 1);
	ck_assert_uint_eq(m.start, MAZE_NONE);
	ck_assert_uint_eq(m.end, MAZE_NONE);
	maze_free(&m);
}
END_TEST

/*
 * A maze ends at an empty line, at a header line or at the end, and the
 * reader says 0 once the stream has no more; memory is reused throughout.
 */
START_TEST(test_stream)
{
	static const char in[] = "\n###\n#S#\n\n\n; one\n##\n#E\n; two\n"
	    "; size 1 1\n#\n\n\n";
	struct maze_reader r;
	struct maze m;
	struct maze_err e;
	FILE *fp = open_bytes(BYTES(in));

	maze_init(&m);
	maze_reader_init(&r, fp);
	ck_assert_int_eq(maze_read(&r, &m, &e), 1);
	ck_assert_uint_eq(m.w, 3);
	ck_assert_uint_eq(m.h, 2);
	ck_assert_mem_eq(m.b, "####S#", 6);
	ck_assert_uint_eq(m.hdr.n, 0);
	ck_assert_uint_eq(m.start, 4);
	ck_assert_uint_eq(m.end, MAZE_NONE);
	ck_assert_uint_eq(m.line, 2);

	ck_assert_int_eq(maze_read(&r, &m, &e), 1);
	ck_assert_uint_eq(m.w, 2);
	ck_assert_uint_eq(m.h, 2);
	ck_assert_mem_eq(m.b, "###E", 4);
	ck_assert_uint_eq(m.hdr.n, 1);
	ck_assert_str_eq(m.hdr.line[0], "; one");
	ck_assert_uint_eq(m.start, MAZE_NONE);
	ck_assert_uint_eq(m.end, 3);
	ck_assert_uint_eq(m.line, 7);

	ck_assert_int_eq(maze_read(&r, &m, &e), 1);
	ck_assert_uint_eq(m.w, 1);
	ck_assert_uint_eq(m.h, 1);
	ck_assert_mem_eq(m.b, "#", 1);
	ck_assert_uint_eq(m.hdr.n, 1);
	ck_assert_str_eq(m.hdr.line[0], "; two");
	ck_assert_uint_eq(m.line, 11);

	ck_assert_int_eq(maze_read(&r, &m, &e), 0);
	ck_assert_int_eq(maze_read(&r, &m, &e), 0);
	maze_reader_free(&r);
	fclose(fp);
	maze_free(&m);
}
END_TEST

/*
 * Errors in a later maze of a stream, after good ones.  Positions must not
 * depend on the maze read before.
 */
static const struct later {
	const char *in;
	int good;
	unsigned long line, col;
	const char *msg;
} later[] = {
	{ "###\n\n#x#\n", 1, 3, 2, "unexpected character 'x'" },
	{ "###\n\n; c\n", 1, 3, 1, "header lines with no grid after them" },
	{ "#S#\n; c\n#S#\n#S#\n", 1, 4, 2,
	    "second start block 'S' (the first is at 3:2)" },
	{ "#####\n\n###\n#E#\n#E#\n", 1, 5, 2,
	    "second end block 'E' (the first is at 4:2)" },
	{ "#\n\n###\n##\n", 1, 4, 3, "row is 2 blocks wide, expected 3" },
};

START_TEST(test_stream_errors)
{
	const struct later *t = &later[_i];
	struct maze_reader r;
	struct maze m;
	struct maze_err e;
	FILE *fp;
	int k;

	fp = open_bytes(t->in, strlen(t->in));
	maze_init(&m);
	maze_reader_init(&r, fp);
	for (k = 0; k < t->good; k++)
		ck_assert_int_eq(maze_read(&r, &m, &e), 1);
	ck_assert_int_eq(maze_read(&r, &m, &e), -1);
	ck_assert_uint_eq(e.line, t->line);
	ck_assert_uint_eq(e.col, t->col);
	ck_assert_str_eq(e.msg, t->msg);
	maze_reader_free(&r);
	fclose(fp);
	maze_free(&m);
}
END_TEST

/*
 * maze_read_head_frame() says where each maze of a stream stood in a run
 * of frames: K and N of its frame line, 0 and 0 for a maze without one,
 * the last frame of a run included; maze_read() reads the same mazes.
 */
START_TEST(test_head_frame)
{
	static const char in[] = "; frame 1/3\n#S#\n#*#\n#E#\n\n"
	    "; frame 2/3\n#S#\n#@#\n#E#\n\n#S#\n# #\n#E#\n\n"
	    "; c\n; frame 7/9\n###\n";
	static const uint64_t want[][2] = { { 1, 3 }, { 2, 3 }, { 0, 0 },
		{ 7, 9 } };
	struct maze_reader r;
	struct maze m;
	struct maze_err e;
	uint64_t kn[2] = { 5, 5 };
	size_t i;
	FILE *fp;

	fp = open_bytes(in, strlen(in));
	maze_init(&m);
	maze_reader_init(&r, fp);
	for (i = 0; i < sizeof want / sizeof want[0]; i++) {
		REQUIRE(maze_read_head_frame(&r, &m, kn, &e) == 1, "maze %zu",
		    i + 1);
		ck_assert_uint_eq(kn[0], want[i][0]);
		ck_assert_uint_eq(kn[1], want[i][1]);
		ck_assert_int_eq(maze_read_grid(&r, &m, &e), 1);
	}
	ck_assert_int_eq(maze_read_head_frame(&r, &m, kn, &e), 0);
	maze_reader_free(&r);
	maze_free(&m);
	fclose(fp);
}
END_TEST

Suite *
read_suite(void)
{
	Suite *s = suite_create("read");
	TCase *tc;

	tc = tcase_create("errors");
	tcase_add_loop_test(tc, test_bad, 0, sizeof bad / sizeof bad[0]);
	tcase_add_test(tc, test_header_limit);
	tcase_add_test(tc, test_row_limit);
	tcase_add_test(tc, test_no_reserve);
	tcase_add_test(tc, test_head_first_row);
	tcase_add_test(tc, test_head_frame);
	suite_add_tcase(s, tc);

	tc = tcase_create("shapes");
	tcase_add_loop_test(tc, test_shape_bad, 0,
	    sizeof shapes / sizeof shapes[0]);
	tcase_add_loop_test(tc, test_shape_rows, 0,
	    sizeof shapes / sizeof shapes[0]);
	tcase_add_test(tc, test_shape_good);
	tcase_add_test(tc, test_shape_wide);
	suite_add_tcase(s, tc);

	tc = tcase_create("valid");
	tcase_add_test(tc, test_row_words);
	tcase_add_test(tc, test_row_cut);
	tcase_add_test(tc, test_crlf);
	tcase_add_test(tc, test_no_final_newline);
	tcase_add_test(tc, test_bare_grid);
	tcase_add_test(tc, test_header_kept);
	tcase_add_test(tc, test_frame_not_kept);
	tcase_add_test(tc, test_grid_line);
	tcase_add_test(tc, test_weights);
	tcase_add_test(tc, test_ends);
	suite_add_tcase(s, tc);

	tc = tcase_create("streams");
	tcase_add_test(tc, test_stream);
	tcase_add_loop_test(tc, test_stream_errors, 0,
	    sizeof later / sizeof later[0]);
	suite_add_tcase(s, tc);
	return s;
}
