/*
 * maze.h: the maze library: block grids, the maze(5) reader and writer,
 * header lines, errors.  Public: installed, and every function it declares
 * is one of maze(3)'s; what the toolkit shares besides, and libmaze does
 * not export, is in libint.h.
 */
#ifndef LIB_MAZE_H
#define LIB_MAZE_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/*
 * libmaze exports what its public headers declare, and nothing more
 * (src/libmaze.map).
 */
#if defined(__GNUC__)
#pragma GCC visibility push(default)
#endif

/*
 * Limits.  A grid holds at most MAZE_MAX_BLOCKS blocks, so that any block
 * index and any count of blocks fits in 32 bits; algorithms that keep one
 * index per block use uint32_t and halve their memory.  That is about 10.7
 * times a 10000x10000-cell maze (20001 x 20001, 4 * 10^8 blocks).
 */
#define MAZE_MAX_BLOCKS	UINT32_MAX
#define MAZE_NONE	SIZE_MAX	/* no block: absent start or end */
#define MAZE_VERSION	1		/* format version this library writes */

/* The blocks of maze(5). */
#define MAZE_WALL	'#'
#define MAZE_OPEN	' '
#define MAZE_START	'S'
#define MAZE_END	'E'
#define MAZE_PATH	'+'
#define MAZE_SEEN	'.'

/*
 * The marks of a frame (maze(5) "Frames"), open blocks all: the head of a
 * generator or a solver, the frontier (seen, not yet expanded), and a
 * walk in progress, not yet joined.
 */
#define MAZE_HEAD	'@'
#define MAZE_FRONTIER	'*'
#define MAZE_WALK	'~'

/*
 * Weighted blocks: the digits '1' to '9' are open blocks whose entry costs
 * that much; every other open block costs 1.  On a solution route a weighted
 * block is marked with the letter of its weight, 'a' (1) to 'i' (9), so that
 * clearing the marks gives the weights back.
 */
#define MAZE_WEIGHT_MIN	'1'
#define MAZE_WEIGHT_MAX	'9'
#define MAZE_ROUTE_MIN	'a'
#define MAZE_ROUTE_MAX	'i'

/*
 * Directions, in the order every algorithm tries them.  Up and down lead
 * to the level before and the level after (levels count from the top, as
 * rows do), and exist only in a maze of more than one level.
 */
enum { MAZE_N, MAZE_E, MAZE_S, MAZE_W, MAZE_UP, MAZE_DOWN };
#define MAZE_NDIRS	6

/*
 * An error: what went wrong and where.  line and col count from 1; 0 means
 * the error has no position (an I/O error, say).  The front end prints it as
 * "prog: file:line:col: msg".
 */
struct maze_err {
	unsigned long line, col;
	char msg[160];
};

/*
 * The header lines of a maze, each kept whole, leading ';' included, but
 * those the format reserves; and what its grid line, "; grid KIND [mask]
 * [weave]", says of its cells (maze(5) "Grids"): 0 for a plain grid of
 * square cells or blocks, which has no grid line.
 */
struct maze_hdr {
	char **line;
	size_t n, cap;
	unsigned grid;		/* MAZE_GRID_ flags */
};

/* Some cells are outside the maze: their blocks, and their walls, walls. */
#define MAZE_GRID_MASK	0x01
/* Passages cross under one another, in three levels of blocks (maze(5)). */
#define MAZE_GRID_WEAVE	0x02
/*
 * The kind of cells, one of these or none (square): hexagons in rows,
 * each odd row half a cell east; triangles, cell (x, y) pointing up if
 * x + y is even; rings around a centre cell, each ring 8 cells more than
 * the one inside it.  maze(5) "Grids" draws them in blocks.
 */
#define MAZE_GRID_HEX	0x04
#define MAZE_GRID_DELTA	0x08
#define MAZE_GRID_POLAR	0x10
#define MAZE_GRID_KIND	0x1c	/* the kind's bits */
#define MAZE_GRID_ALL	0x1f	/* the flags maze(5) knows */

/*
 * A maze: a grid of d levels of w x h blocks, row by row and level by level
 * in one flat array, each block the character maze(5) writes for it, so
 * that block (x, y, z) is b[(z * h + y) * w + x].  A flat maze has d == 1.
 * start and end are the block indices of S and E, or MAZE_NONE.  line is
 * the input line of the first row (for error positions), 0 if the maze was
 * not read.
 */
struct maze {
	uint32_t w, h;		/* blocks in a row, rows in a level */
	uint32_t d;		/* levels: 1 for a flat maze */
	unsigned char *b;
	size_t cap;
	struct maze_hdr hdr;
	size_t start, end;
	unsigned long line;
};

/* grid.c */
void	maze_init(struct maze *);
void	maze_free(struct maze *);
int	maze_hdr_add(struct maze *, const char *fmt, ...)
#if defined(__GNUC__)
	    __attribute__((format(printf, 2, 3)))
#endif
	    ;

/*
 * search.c: the scratch memory of searches over a grid, kept from maze to
 * maze of a stream so that a stream runs in the memory of its largest
 * maze.  Programs hold it by pointer; its insides are the algorithms'.
 */
struct maze_search;

struct maze_search	*maze_search_new(void);
void	maze_search_free(struct maze_search *);

/*
 * read.c: reading a stream of mazes, one at a time.  The reader does its own
 * buffering so that it can stop at the first bad byte of a row rather than
 * read a whole binary file looking for a line end.
 */
struct maze_reader {
	FILE *fp;
	unsigned char *io;	/* input buffer */
	size_t iopos, iolen;
	char *buf;		/* the current line, line end removed: in io, */
	size_t len;		/* or in own if io's end cut it in two */
	char *own;
	size_t owncap;
	size_t maxlen;		/* a row longer than this is cut short */
	size_t bad;		/* offset of a bad byte in a row, or SIZE_MAX */
	int plain;		/* the row holds '#' and ' ' only */
	int have;		/* buf holds a line not yet used */
	int eof;
	unsigned long lineno;	/* the number of the line in buf */
	unsigned long mazes;	/* mazes read so far */
	/* The grid being read, from maze_read_head() to its last row. */
	int grid;		/* 0 none, 1 rows to come, 2 rows ended */
	uint32_t gw, gh;	/* its width; height from the size line, or 0 */
	uint32_t gd;		/* its levels: 1, or more from the size line */
	uint32_t gy;		/* rows read so far, every level's */
	unsigned long sizeline;	/* the line of its size line, or 0 */
};

void	maze_reader_init(struct maze_reader *, FILE *);
void	maze_reader_free(struct maze_reader *);
int	maze_read(struct maze_reader *, struct maze *, struct maze_err *);
int	maze_read_head(struct maze_reader *, struct maze *, struct maze_err *);

/*
 * write.c: writing mazes, with an empty line between those of a stream, and
 * a "; level Z" line before each level of a maze of several.  Every writer
 * of a head refuses, -1 with e and nothing of the maze written, one the
 * reader would not read back as it is: no blocks, or a header line that
 * does not begin with ';', holds a line feed, ends with a carriage return,
 * is over 65536 bytes or has a reserved keyword (maze, size, level,
 * frame); e names the line, counting from 1.
 */
struct maze_writer {
	FILE *fp;
	unsigned long mazes;	/* mazes written so far */
	uint32_t h, d;		/* maze being written: rows a level, levels */
	uint64_t y;		/* its rows written so far, every level's */
};

void	maze_writer_init(struct maze_writer *, FILE *);
int	maze_write(struct maze_writer *, const struct maze *,
	    struct maze_err *);
int	maze_fwrite(FILE *, const struct maze *, struct maze_err *);

/*
 * cells.c: a cell maze read as its cells, an eighth of a byte a block, not
 * as its blocks: maze_read_cells() reads the rows of the maze whose header
 * maze_read_head() read into m into c, if it is a cell maze, and returns 1;
 * if it is not, it reads them into m, as maze_read() would have, and
 * returns 2.  m has the maze's size, start and end either way, and after 1
 * no blocks (b NULL): they are in c.  -1 with e on error, m left empty.
 * maze_cells_blocks() gives the blocks of a maze read into c, into m;
 * maze_write_cells() writes it, and with route, the route a solver marked
 * in c with '+'.
 */
struct maze_cells;

struct maze_cells	*maze_cells_new(void);
void	maze_cells_free(struct maze_cells *);
int	maze_read_cells(struct maze_reader *, struct maze *,
	    struct maze_cells *, struct maze_err *);
int	maze_cells_blocks(const struct maze_cells *, struct maze *,
	    struct maze_err *);
int	maze_write_cells(struct maze_writer *, const struct maze_hdr *,
	    const struct maze_cells *, int route, struct maze_err *);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif

#endif
