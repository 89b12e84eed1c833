/*
 * maze.h: the maze library: block grids, the maze(5) reader and writer,
 * header lines, errors.  Public: what programs call.
 */
#ifndef LIB_MAZE_H
#define LIB_MAZE_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* libmaze exports what its public headers declare, and nothing more. */
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
extern const int maze_dx[MAZE_NDIRS], maze_dy[MAZE_NDIRS], maze_dz[MAZE_NDIRS];

/* The direction opposite d: N and S, E and W, up and down. */
static inline int
maze_back(int d)
{
	return d < 4 ? (d + 2) & 3 : d ^ 1;
}

/* How many directions a maze of d levels has: 4 when flat, else 6. */
static inline int
maze_ndirs(uint32_t d)
{
	return d > 1 ? 6 : 4;
}

/*
 * An error: what went wrong and where.  line and col count from 1; 0 means
 * the error has no position (an I/O error, say).  The front end prints it as
 * "prog: file:line:col: msg".
 */
struct maze_err {
	unsigned long line, col;
	char msg[160];
};

/* Fill e and return -1, so that "return maze_error(e, ...)" reads well. */
int maze_error(struct maze_err *e, unsigned long line, unsigned long col,
    const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* The header lines of a maze, each kept whole, leading ';' included. */
struct maze_hdr {
	char **line;
	size_t n, cap;
};

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
int	maze_alloc(struct maze *, uint32_t w, uint32_t h, struct maze_err *);
int	maze_alloc3(struct maze *, uint32_t w, uint32_t h, uint32_t d,
	    struct maze_err *);
int	maze_alloc_cells(struct maze *, uint32_t cw, uint32_t ch,
	    struct maze_err *);
int	maze_alloc_cells3(struct maze *, uint32_t cw, uint32_t ch,
	    uint32_t cd, struct maze_err *);
int	maze_check_size(uint64_t w, uint64_t h, struct maze_err *);
int	maze_check_size3(uint64_t w, uint64_t h, uint64_t d,
	    struct maze_err *);
int	maze_is_cells(const struct maze *, struct maze_err *);
void	maze_clear_marks(struct maze *);
void	maze_find_ends(struct maze *);
int	maze_move_end(struct maze *, unsigned char which, uint32_t x,
	    uint32_t y, uint32_t z, const char *opt, const char *arg,
	    struct maze_err *);
int	maze_hdr_add(struct maze *, const char *fmt, ...)
#if defined(__GNUC__)
	    __attribute__((format(printf, 2, 3)))
#endif
	    ;
void	maze_hdr_clear(struct maze_hdr *);
void	maze_hdr_drop(struct maze_hdr *, const char *prefix);

/*
 * grow.c: a string built piece by piece, for the header line that records
 * how a maze was made.  Appending never truncates; out of memory, the
 * builder remembers it and maze_hdr_take() fails.
 */
struct maze_buf {
	char *s;		/* NUL-terminated, or NULL while empty */
	size_t len, cap;
	int failed;		/* an append ran out of memory */
};

void	maze_buf_init(struct maze_buf *);
void	maze_buf_free(struct maze_buf *);
void	maze_buf_add(struct maze_buf *, const char *fmt, ...)
#if defined(__GNUC__)
	    __attribute__((format(printf, 2, 3)))
#endif
	    ;
int	maze_hdr_take(struct maze *, struct maze_buf *);

/* What b holds: a string, empty while nothing has been added. */
static inline const char *
maze_buf_str(const struct maze_buf *b)
{
	return b->s != NULL ? b->s : "";
}

/*
 * search.c: the scratch memory of searches over a grid, kept from maze to
 * maze of a stream so that a stream runs in the memory of its largest
 * maze.  Programs hold it by pointer; its insides are the algorithms'.
 */
struct maze_search;

struct maze_search	*maze_search_new(void);
void	maze_search_free(struct maze_search *);
void	maze_pos(const struct maze *, size_t i, unsigned long *line,
	    unsigned long *col);

/* The number of blocks of m, every level's. */
static inline size_t
maze_blocks(const struct maze *m)
{
	return (size_t)m->w * m->h * m->d;
}

/* The levels of cells of a cell maze m: 1 when flat, else (d - 1) / 2. */
static inline uint32_t
maze_cell_levels(const struct maze *m)
{
	return m->d > 1 ? m->d / 2 : 1;
}

/* Block (x, y, z) of m. */
static inline size_t
maze_block(const struct maze *m, uint32_t x, uint32_t y, uint32_t z)
{
	return ((size_t)z * m->h + y) * m->w + x;
}

/* Where block i of m is: maze_block() undone. */
static inline void
maze_xyz(const struct maze *m, size_t i, uint32_t *x, uint32_t *y,
    uint32_t *z)
{
	*x = (uint32_t)(i % m->w);
	*y = (uint32_t)(i / m->w % m->h);
	*z = (uint32_t)(i / m->w / m->h);
}

static inline int
maze_isopen(unsigned char c)
{
	return c != MAZE_WALL;
}

/* Is c a weighted block, '1' to '9'? */
static inline int
maze_isweighted(unsigned char c)
{
	return c >= MAZE_WEIGHT_MIN && c <= MAZE_WEIGHT_MAX;
}

/* Is c a mark of the solution route: '+', or 'a' to 'i' on weights? */
static inline int
maze_isroute(unsigned char c)
{
	return c == MAZE_PATH || (c >= MAZE_ROUTE_MIN && c <= MAZE_ROUTE_MAX);
}

/* What entering open block c costs: its weight, or 1; 0 for a wall. */
static inline unsigned
maze_weight(unsigned char c)
{
	if (c == MAZE_WALL)
		return 0;
	if (maze_isweighted(c))
		return (unsigned)(c - '0');
	if (c >= MAZE_ROUTE_MIN && c <= MAZE_ROUTE_MAX)
		return (unsigned)(c - MAZE_ROUTE_MIN) + 1;
	return 1;
}

/* Cell (x, y) of a flat cell maze is block (2x + 1, 2y + 1). */
static inline size_t
maze_cell(const struct maze *m, uint32_t x, uint32_t y)
{
	return ((size_t)2 * y + 1) * m->w + (size_t)2 * x + 1;
}

/*
 * Cell (x, y, z) of a cell maze is block (2x + 1, 2y + 1, 2z + 1), or
 * (2x + 1, 2y + 1, 0) when the maze is flat (z is then 0).
 */
static inline size_t
maze_cell3(const struct maze *m, uint32_t x, uint32_t y, uint32_t z)
{
	return maze_block(m, 2 * x + 1, 2 * y + 1, m->d > 1 ? 2 * z + 1 : 0);
}

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
int	maze_read_row(struct maze_reader *, struct maze *, unsigned char *row,
	    struct maze_err *);
int	maze_read_grid(struct maze_reader *, struct maze *, struct maze_err *);

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
int	maze_write_head(struct maze_writer *, const struct maze_hdr *,
	    uint32_t w, uint32_t h, uint32_t d, struct maze_err *);
int	maze_write_grid(struct maze_writer *, const struct maze *,
	    struct maze_err *);
int	maze_write_rows(struct maze_writer *, const unsigned char *rows,
	    uint32_t w, uint32_t nrows, struct maze_err *);
int	maze_fwrite(FILE *, const struct maze *, struct maze_err *);

/*
 * cells.c: a cell maze read as its cells, an eighth of a byte a block, not
 * as its blocks: maze_read_cells() reads the rows of the maze whose header
 * maze_read_head() read into m into c, if it is a cell maze, and returns 1;
 * if it is not, it reads them into m, as maze_read_grid() does, and returns
 * 2.  m has the maze's size, start and end either way, and after 1 no
 * blocks (b NULL): they are in c.  -1 with e on error, m left empty.
 * maze_cells_blocks() gives the blocks of a maze read into c, into m;
 * maze_cells_clear_marks() clears its marks as maze_clear_marks() does;
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
void	maze_cells_clear_marks(struct maze_cells *);
int	maze_write_cells(struct maze_writer *, const struct maze_hdr *,
	    const struct maze_cells *, int route, struct maze_err *);

/*
 * write.c: frames, a run written as a stream of mazes (maze(5) "Frames").
 * n frames spread evenly over the total steps of a run: frame j (from 0)
 * at step floor(j total / (n - 1)), the first the start (step 0), the last
 * the finished maze, which the caller writes as it would without frames;
 * at most one a step, so that n is at most total + 1, and at most
 * MAZE_FRAMES_MAX, the most a frame line may number.  step counts the
 * steps taken; a frame is due when it reaches next (UINT64_MAX: none is).
 * A frame whose writing fails sets failed and err, and no more are due.
 */
#define MAZE_FRAMES_MAX	1000000		/* the most frames one may ask for */

struct maze_frames {
	struct maze_writer *w;
	uint64_t total;		/* the run's steps */
	uint64_t n;		/* the frames to write, the last included */
	uint64_t k;		/* frames written */
	uint64_t step;		/* steps taken */
	uint64_t next;		/* the step of the next frame due */
	int failed;
	struct maze_err err;
};

void	maze_frames_init(struct maze_frames *, struct maze_writer *,
	    uint64_t want, uint64_t total);
int	maze_frames_head(struct maze_frames *, const struct maze_hdr *,
	    uint32_t w, uint32_t h, uint32_t d);
int	maze_frames_rows(struct maze_frames *, const unsigned char *rows,
	    uint32_t w, uint32_t nrows);
int	maze_frames_parse(const char *, uint64_t *want, const char **why);

/* Has the run reached the step of the next frame?  Counts the step. */
static inline int
maze_frames_due(struct maze_frames *f)
{
	return ++f->step == f->next;
}

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif

#endif
