/*
 * libpriv.h: the library's private parts, for the algorithms of every layer
 * (gen, solve, post, stat, render) and never for a program: the search
 * state over a padded grid, and growable arrays.  What programs may call is
 * in maze.h, rng.h, num.h and algo.h.
 */
#ifndef LIB_LIBPRIV_H
#define LIB_LIBPRIV_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "lib/libint.h"

/*
 * Growable arrays.  MAZE_GROW(p, cap, need) makes the array p, with room
 * for cap elements, hold at least need: it doubles cap (from 16) until it
 * does and reallocates p.  Sizes are checked for overflow.  Returns 0, or
 * -1 out of memory with p and cap as they were.  p must be an lvalue of
 * object pointer type, as git's ALLOC_GROW takes.
 */
int	maze_grow(void *pp, size_t *cap, size_t need, size_t size);
#define MAZE_GROW(p, cap, need) \
	((size_t)(need) <= (cap) ? 0 : \
	    maze_grow(&(p), &(cap), (size_t)(need), sizeof *(p)))

/*
 * Has the maze a block whose byte set[] marks (nonzero)?  set must not mark
 * '#' or ' '.  (grid.c)
 */
int	maze_has_any(const struct maze *, const unsigned char set[256]);

/*
 * Header lines (grid.c).  maze_hdr_kind() says what the len bytes at s
 * are as a header line of maze(5): MAZE_HDR_COMMENT, a line that a reader
 * keeps as it is and a writer writes again, or the kind of a line whose
 * keyword is the format's own (MAZE_HDR_MAZE ...), which the reader takes
 * for itself and only the writer writes; or -1 with e (its col from 1,
 * or 0, its line 0) if no reader would take it as it is: it does not
 * begin with ';', is longer than MAZE_HEADER_MAX bytes, holds a NUL or a
 * line feed, or ends with a carriage return.  maze_hdr_keyword() is the
 * keyword of a kind.  maze_hdr_check() checks every line of hdr as a
 * writer must: 0 if each is a comment, or -1 with e naming the first that
 * is not (counting from 1) and why.
 */
#define MAZE_HEADER_MAX	65536	/* the longest header line, in bytes */
enum { MAZE_HDR_COMMENT, MAZE_HDR_MAZE, MAZE_HDR_SIZE, MAZE_HDR_LEVEL,
	MAZE_HDR_FRAME, MAZE_HDR_GRID };
int	maze_hdr_kind(const char *s, size_t len, struct maze_err *);
const char	*maze_hdr_keyword(int kind);
int	maze_hdr_check(const struct maze_hdr *, struct maze_err *);

/*
 * Make m empty, of no blocks and no header lines, its memory kept: what a
 * reader leaves at the end of a stream, or of a maze it could not read,
 * so that nothing half read is taken for a maze.  (grid.c)
 */
void	maze_empty(struct maze *);

/*
 * Has m a grid to work on: 0, or -1 with e if it has no blocks (w, h or d
 * 0, as maze_init() leaves it and maze_read() at the end of a stream) or
 * is over the limits; with whole, its blocks in memory, also if b is NULL
 * or S or E is a block outside it.  The public functions that take a maze
 * begin here, so that an empty one is an error and not a division by
 * zero.  (grid.c)
 */
int	maze_check_grid(const struct maze *, int whole, struct maze_err *);

/*
 * The error for a maze beginning at line with no S (start MAZE_NONE) or no
 * E: -1 with e, or 0 if it has both.  (grid.c)
 */
int	maze_need_ends(size_t start, size_t end, unsigned long line,
	    struct maze_err *e);

/*
 * shape.c: the reader's checks of a hex or delta grid (grid, its MAZE_GRID_
 * flags; nothing for a square one).  maze_shape_size(): may a grid of that
 * kind be bw x bh x d blocks (bh 0 if not yet known)?  maze_shape_row():
 * is row y of bw blocks at row, of a grid of bh rows (0 if more follow),
 * as the kind's rules say: every block that is always a wall a wall, the
 * outer wall a wall or S or E, and every cell open (with a mask, a cell
 * may be a wall, a hex cell's three blocks all walls).  0, or -1 with e:
 * at line, col, or the row's line and the block's column (0 if line is).
 */
int	maze_shape_size(unsigned grid, uint32_t bw, uint32_t bh, uint32_t d,
	    unsigned long line, unsigned long col, struct maze_err *);
int	maze_shape_row(unsigned grid, uint32_t bw, uint32_t bh, uint32_t y,
	    const unsigned char *row, unsigned long line, struct maze_err *);

/*
 * Eight blocks at a time.  maze_word() loads the eight bytes at p (at any
 * alignment; compilers make one load of it).  maze_unplain8() is 0 if they
 * are all walls and open blocks, '#' and ' ' (0x23 and 0x20): the bytes
 * whose top six bits are 001000 and whose two low bits are equal.  What
 * it gives for several words, or-ed, tests them all.  Neither depends on
 * the order of the bytes in a word.
 */
#define MAZE_BYTES8(c)	(UINT64_C(0x0101010101010101) * (uint8_t)(c))

static inline uint64_t
maze_word(const unsigned char *p)
{
	uint64_t v;

	memcpy(&v, p, sizeof v);
	return v;
}

static inline uint64_t
maze_unplain8(uint64_t v)
{
	return ((v & MAZE_BYTES8(0xfc)) ^ MAZE_BYTES8(0x20)) |
	    ((v ^ (v >> 1)) & MAZE_BYTES8(0x01));
}

/*
 * Eight blocks from p as a word, the first in its low byte, on any
 * machine; compilers make one load of it where that is the order.
 */
static inline uint64_t
maze_le64(const unsigned char *p)
{
	return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 |
	    (uint64_t)p[3] << 24 | (uint64_t)p[4] << 32 |
	    (uint64_t)p[5] << 40 | (uint64_t)p[6] << 48 |
	    (uint64_t)p[7] << 56;
}

/* The top bit of each byte of v that is not a wall, '#'. */
static inline uint64_t
maze_notwall8(uint64_t v)
{
	const uint64_t low7 = MAZE_BYTES8(0x7f);
	uint64_t x = v ^ MAZE_BYTES8(MAZE_WALL);

	return (((x & low7) + low7) | x) & MAZE_BYTES8(0x80);
}

/*
 * The set bits of v, and the place of the lowest (v not 0).  Without the
 * instruction (x86-64 has it only from -mpopcnt on), the compilers' count
 * is a call into libgcc: a dozen operations in line cost less.
 */
static inline int
maze_popcount64(uint64_t v)
{
#if defined(__GNUC__) && (defined(__POPCNT__) || !defined(__x86_64__))
	return __builtin_popcountll(v);
#else
	v -= v >> 1 & UINT64_C(0x5555555555555555);
	v = (v & UINT64_C(0x3333333333333333)) +
	    (v >> 2 & UINT64_C(0x3333333333333333));
	v = (v + (v >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f);
	return (int)(v * UINT64_C(0x0101010101010101) >> 56);
#endif
}

static inline int
maze_ctz64(uint64_t v)
{
#if defined(__GNUC__)
	return __builtin_ctzll(v);
#else
	int n = 0;

	while (!(v & 1)) {
		v >>= 1;
		n++;
	}
	return n;
#endif
}

/*
 * Huge pages for an array of n bytes at p, when n is at least MAZE_HUGE_MIN:
 * a hint, for an array at its final size.
 */
#define MAZE_HUGE_MIN	((size_t)8 << 20)
void	maze_huge(void *p, size_t n);

/*
 * Ask for the cache line at p to be read (MAZE_PREFETCH) or written
 * (MAZE_PREFETCHW) soon, where the compiler can; elsewhere nothing.  For a
 * loop that knows its next random reads some steps ahead.
 */
#if defined(__GNUC__)
#define MAZE_PREFETCH(p)	__builtin_prefetch(p)
#define MAZE_PREFETCHW(p)	__builtin_prefetch((p), 1)
#else
#define MAZE_PREFETCH(p)	((void)(p))
#define MAZE_PREFETCHW(p)	((void)(p))
#endif

/*
 * Out of memory for maze m, as every program says it: its size in blocks,
 * at its line (grid.c).  Returns -1 with e.
 */
int	maze_oom(const struct maze *m, struct maze_err *e);

/* ---- the search state (search.c) ---- */

/*
 * cells.c: the cell form of a cell maze (maze(5)), drawn straight from its
 * rows as they are read, in an eighth of the memory of its blocks.  Each
 * cell is a node of four bits: whether its wall east, its wall south and
 * its floor below are open (those north, west and above are the open ones
 * of its neighbours; the outer wall, top and bottom floor are never open
 * here), and one bit, 0 as read, for a search to mark the cells it has
 * reached.  Node (x, y, z) is ((z + zpad) * (ch + 1) + y + 1) * pw + x + 1,
 * with pw = cw + 1 and zpad 1 if the grid has levels (d > 1, even one of
 * cells between two floors), else 0: a column of padding west of each
 * row, a row of it north of each level and, with levels, a level of it
 * above and below, nodes that are never open, so that every
 * neighbour a cell looks at is in g.  What the bits do not say is kept
 * apart, in the order of the blocks: each open block of the outer wall and
 * of the top and bottom floor, and each open block that is not ' ' (S, E,
 * a mark, a weight).  With these the form gives back every block.
 */
#define MAZE_CELL_E	1u	/* the wall east is open */
#define MAZE_CELL_S	2u	/* the wall south is open */
#define MAZE_CELL_D	4u	/* the floor below is open */
#define MAZE_CELL_MARK	8u	/* free for a search: 0 as read */

#define MAZE_KEPT_SHIFT	15	/* 2^15 blocks a chunk of kept bits */
#define MAZE_KEPT_WORDS	(1 << MAZE_KEPT_SHIFT >> 6)

struct maze_kept {
	uint64_t bit[MAZE_KEPT_WORDS];
	uint16_t rank[MAZE_KEPT_WORDS];	/* bits set before each word */
	size_t base;			/* blocks kept before the chunk */
};

struct maze_cells {
	uint32_t w, h, d;	/* the grid in blocks; h 0 until known */
	uint32_t cw, ch, cd;	/* in cells */
	size_t pw, plane;	/* nodes a row, a level, padding included */
	size_t nodes;		/* nodes in g */
	uint64_t *g;		/* 16 nodes a word, the first in the low bits */
	size_t gcap, gtop;	/* words: room, and those in use */
	size_t gmost;		/* words the size line's grid needs, or 0 */
	uint64_t open;		/* open blocks */
	/*
	 * The blocks kept: a bit a block, set if kept, in chunks of 2^15
	 * blocks, only those chunks that keep any; slot[i >> 15] is 1 + the
	 * index in chunk of block i's chunk, or 0.  Their bytes are in bytes,
	 * in order.
	 */
	uint32_t *slot;
	size_t slotcap, slottop;	/* room, and those in use */
	struct maze_kept *chunk;
	size_t nchunk, chunkcap;
	unsigned char *bytes;
	size_t nbytes, bytescap;
	size_t start, end;	/* as struct maze has them */
	unsigned long line;	/* the input line of the first row, or 0 */
	/*
	 * Set by its owner before reading: a delta maze is taken too (its
	 * blocks are a square cell maze's, some walls never open), for a
	 * search that opens no wall (maze_cells_set() must not).
	 */
	int delta;
	/* Reading. */
	uint32_t y;		/* rows taken */
	int held;		/* the last of them is in hold, not yet in g */
	unsigned char *hold, *row;	/* w bytes each */
	size_t rowcap;
};

/* The node of cell (x, y, z) of c. */
static inline size_t
maze_cells_node(const struct maze_cells *c, uint32_t x, uint32_t y,
    uint32_t z)
{
	return ((size_t)(z + (c->d > 1)) * (c->ch + 1) + y + 1) * c->pw + x + 1;
}

/* The four bits of node v. */
static inline unsigned
maze_cells_bits(const uint64_t *g, size_t v)
{
	return (unsigned)(g[v / 16] >> (v % 16 * 4)) & 0xf;
}

/* The lowest bit of each of the sixteen nodes of a word. */
#define MAZE_CELLS_LOW	UINT64_C(0x1111111111111111)

/*
 * The low bits (MAZE_CELLS_LOW) of the nodes that are cells of a row of cw
 * cells, in the sixteen nodes from the row's cell x on: those past the
 * row's last cell are padding.
 */
static inline uint64_t
maze_cells_row16(uint32_t cw, uint32_t x)
{
	return cw - x >= 16 ? MAZE_CELLS_LOW : MAZE_CELLS_LOW &
	    ((UINT64_C(1) << (4 * (cw - x))) - 1);
}

/*
 * The sixteen nodes of g from node v on, as a word of g holds sixteen
 * (g has a word to spare past its last node).
 */
static inline uint64_t
maze_cells_nodes16(const uint64_t *g, size_t v)
{
	unsigned sh = (unsigned)(v % 16 * 4);

	return sh == 0 ? g[v / 16] :
	    g[v / 16] >> sh | g[v / 16 + 1] << (64 - sh);
}

/*
 * The lowest bit of each of the sixteen nodes of x as sixteen bits, node
 * j's at bit j: each pair of nodes, then each four, eight and sixteen,
 * drawn together.
 */
static inline uint32_t
maze_cells_lows16(uint64_t x)
{
	x &= MAZE_CELLS_LOW;
	x = (x | x >> 3) & UINT64_C(0x0303030303030303);
	x = (x | x >> 6) & UINT64_C(0x000f000f000f000f);
	x = (x | x >> 12) & UINT64_C(0x000000ff000000ff);
	return (uint32_t)((x | x >> 24) & 0xffff);
}

int	maze_cells_begin(struct maze_cells *, uint32_t w, uint32_t h,
	    uint32_t d, struct maze_err *);
int	maze_cells_row(struct maze_cells *, const unsigned char *row,
	    struct maze_err *);
int	maze_cells_end(struct maze_cells *, uint32_t h, size_t start,
	    size_t end, struct maze_err *);
int	maze_cells_from(struct maze_cells *, const struct maze *,
	    struct maze_err *);
void	maze_cells_draw(const struct maze_cells *, uint32_t y,
	    unsigned char *row, int route, size_t *k);
int	maze_cells_oom(const struct maze_cells *, struct maze_err *);
/*
 * Does c hold a cell maze that has ended, read by maze_read_cells() (or
 * made by maze_cells_from())?  0, or -1 with e: what takes a form whole
 * refuses one that is new, or whose last reading failed or found no cell
 * maze.  (cells.c)
 */
int	maze_cells_check(const struct maze_cells *, struct maze_err *);
int	maze_cells_each_kept(const struct maze_cells *,
	    int (*fn)(void *arg, size_t i, unsigned char b), void *arg);
unsigned char	maze_cells_at(const struct maze_cells *, size_t i);
int	maze_cells_set(struct maze_cells *, size_t i, unsigned char b,
	    struct maze_err *);
void	maze_cells_unmark(struct maze_cells *);

/*
 * Distances, a node each, in the fewest whole bytes that hold every one:
 * three while the nodes are fewer than 2^24 (a distance is less than
 * their number, and 2^24 - 1 is none), four beyond.  A 4000x4000 maze's
 * take 48 MB where they took 64.
 */
struct maze_dists {
	unsigned char *a;
	int w;			/* bytes a node, 3 or 4 */
};

#define MAZE_DIST_NONE	UINT32_MAX	/* no distance: no way there */

/* The bytes a node that distances over n nodes take. */
static inline int
maze_dists_width(size_t n)
{
	return n < (UINT32_C(1) << 24) ? 3 : 4;
}

static inline uint32_t
maze_dist(const struct maze_dists *d, size_t v)
{
	const unsigned char *p;
	uint32_t x;

	if (d->w == 4) {
		memcpy(&x, d->a + 4 * v, 4);
		return x;
	}
	p = d->a + 3 * v;
	x = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16;
	return x == 0xffffff ? MAZE_DIST_NONE : x;
}

/* Node v's distance x, not MAZE_DIST_NONE: maze_dists_clear() says none. */
static inline void
maze_dist_set(struct maze_dists *d, size_t v, uint32_t x)
{
	unsigned char *p;

	if (d->w == 4) {
		memcpy(d->a + 4 * v, &x, 4);
		return;
	}
	p = d->a + 3 * v;
	p[0] = (unsigned char)x;
	p[1] = (unsigned char)(x >> 8);
	p[2] = (unsigned char)(x >> 16);
}

/* No distance to any of n nodes. */
static inline void
maze_dists_clear(struct maze_dists *d, size_t n)
{
	memset(d->a, 0xff, n * (size_t)d->w);
}

/*
 * walk.c: breadth-first search over the cells of a form, from the nodes
 * pushed, each cell reached marked with MAZE_CELL_MARK until a reset.  The
 * queue is a ring in scratch array qslot of a search, and with counts set,
 * the number of cells at each distance goes into lvslot, as LEB128.
 *
 * With dist set, each node's distance goes into it; with phi set too, each
 * node reached, whose distance dS from another node dist holds, gets
 * (dS + len - d) / 2 in its place, d its distance in this walk: with len
 * the distance between the two nodes, --keep-solution's potential
 * (post/cells.c), found with no second array.
 */
struct maze_walk {
	struct maze_cells *f;
	uint64_t *g;		/* its graph */
	size_t pw, plane;	/* a row of nodes, a level */
	int levels;		/* several levels of cells */
	struct maze_search *s;	/* whose scratch arrays these are: */
	int qslot, lvslot;
	uint32_t *q;		/* the ring, qcap a power of 2 */
	size_t qcap, head, tail;
	size_t t0, t1;		/* nodes whose distance to find, or MAZE_NONE */
	int counts;		/* keep the count at each distance */
	struct maze_dists *dist;	/* if not NULL, each node's distance */
	int phi;		/* dist turned into the potential, by: */
	uint32_t len;
	/* What the last walk found. */
	uint64_t reach, sum;	/* cells reached, their distances summed */
	uint64_t max;		/* the greatest distance */
	size_t far;		/* the last node expanded, at that distance */
	uint64_t tdist;		/* the distance of t0 or t1, or UINT64_MAX */
	unsigned char *lv;	/* with counts, nlv bytes of them */
	size_t nlv, lvcap;
};

int	maze_walk_init(struct maze_walk *, struct maze_cells *,
	    struct maze_search *, int qslot, int lvslot, struct maze_err *);
void	maze_walk_reset(struct maze_walk *);
int	maze_walk_push(struct maze_walk *, size_t v, struct maze_err *);
int	maze_walk_run(struct maze_walk *, struct maze_err *);

/*
 * read.c: the rows of a grid from row y on, those before in m already;
 * whether row y may be taken, within the limit.
 */
int	maze_read_rows(struct maze_reader *, struct maze *, uint32_t y,
	    struct maze_err *);
int	maze_read_fits(struct maze_reader *, uint32_t w, uint32_t y,
	    struct maze_err *);

#define SEARCH_NSCRATCH	6
#define SEARCH_NBUCKETS	10	/* Dial's ring: more than the dearest step */

/*
 * Search state: one byte per node, in a grid padded with a ring of walls so
 * that the inner loop needs no bounds checks, and with a level of walls
 * above and below when there are several levels.  The nodes are the blocks
 * of the maze, or with SEARCH_GRAPH the cells of a cell maze.  Indices into
 * st are "padded"; search_pad() and search_unpad() convert.
 */
struct maze_search {
	uint32_t w, h, d;	/* the grid's size, in nodes; d levels */
	size_t pw;		/* padded width, w + 2 */
	size_t plane;		/* a padded level, (w + 2) * (h + 2) */
	ptrdiff_t off[MAZE_NDIRS];	/* a step each way (search_step()) */
	/*
	 * The last block A* estimated the doors to on a hex or polar maze
	 * (src/solve/dijkstra.c), MAZE_NONE after a load, and its cells.
	 */
	size_t hto;
	int hn;
	uint32_t hx[2], hy[2];
	unsigned char *st;	/* plane * (d + 2) states; plane if d is 1 */
	size_t stcap;
	int graph;		/* loaded with SEARCH_GRAPH */
	/* Loaded with SEARCH_WEIGHTS, and a weight seen. */
	int weighted;
	/*
	 * Loaded with SEARCH_DOORS from a hex or polar maze: a step costs
	 * the door it crosses (search_walk()), and grid is its MAZE_GRID_
	 * kind; else 0.
	 */
	int doors;
	unsigned grid;
	size_t *q;		/* FIFO ring; qcap is a power of two */
	size_t qcap;
	struct search_bucket {	/* Dial's ring of buckets */
		size_t *v;
		size_t n, cap;
	} bucket[SEARCH_NBUCKETS];
	size_t explored;	/* nodes expanded, over every search so far */
	size_t cells;		/* cells a solver's run explored where its
				   states do not say (src/solve/cellbfs.c),
				   else SIZE_MAX */
	void *scratch[SEARCH_NSCRATCH];	/* for solvers; see search_scratch */
	size_t scratchcap[SEARCH_NSCRATCH];
};

/*
 * A state is SEARCH_WALL, or open with some of these bits.  A node reached
 * by a breadth-first search has in SEARCH_BACK the direction back towards
 * where it began (MAZE_N to MAZE_DOWN), or SEARCH_ROOT where it began.
 */
#define SEARCH_WALL	0xff
#define SEARCH_SEEN	0x80	/* reached */
#define SEARCH_DONE	0x40	/* expanded */
#define SEARCH_CELL	0x20	/* a cell of a cell maze; SEARCH_DOORS: a
				   block of a cell */
#define SEARCH_BACK	0x07	/* with SEARCH_SEEN: the way back */
#define SEARCH_ROOT	0x07	/* in SEARCH_BACK: a search began here */
#define SEARCH_OPEN_E	0x08	/* SEARCH_GRAPH: the wall east is open */
#define SEARCH_OPEN_S	0x10	/* SEARCH_GRAPH: the wall south is open */
#define SEARCH_OPEN_D	0x20	/* SEARCH_GRAPH: the floor below is open */
#define SEARCH_WEIGHT	0x0f	/* SEARCH_WEIGHTS: the weight less one */

/* What search_load makes of a maze (its "cells" argument), or-ed. */
#define SEARCH_BLOCKS	0	/* nodes are the open blocks */
#define SEARCH_CELLS	1	/* and the cells of a cell maze SEARCH_CELL */
#define SEARCH_WEIGHTS	2	/* blocks keep their weight (maze_weight) */
#define SEARCH_GRAPH	4	/* nodes are the cells of a cell maze only */
/*
 * On a hex or polar maze without weights, a block of a cell is SEARCH_CELL
 * and entered for nothing, any other open block costs 1 (the door), so
 * that a distance counts doors and a shortest route passes the fewest
 * cells, as the grid has them: over blocks, a step east from a hexagon
 * is four and one up two, a crossing of the polar centre four.
 */
#define SEARCH_DOORS	8

/*
 * search_walk's visitor: told of each node as it is expanded, with its
 * padded index and its distance from the source.  Nonzero stops the walk.
 */
typedef int	search_visit_fn(void *arg, size_t p, uint64_t dist);

/* What a search_walk is to do, and what it found. */
struct search_walk {
	size_t dst;		/* stop once this node is expanded; MAZE_NONE */
	search_visit_fn *visit;	/* or NULL */
	void *arg;		/* the visitor's */
	unsigned char only;	/* visit only nodes with these SEARCH_ bits */
	size_t last;		/* out: the last node expanded */
	size_t lastcell;	/* out: last SEARCH_CELL one, or MAZE_NONE */
	uint64_t dist;		/* out: the distance of last */
	int stopped;		/* out: the visitor stopped the walk */
};

int	search_load(struct maze_search *, const struct maze *, int cells,
	    struct maze_err *);
int	search_walk(struct maze_search *, size_t src, struct search_walk *,
	    struct maze_err *);
int	search_bfs(struct maze_search *, size_t src, size_t dst, size_t *last,
	    size_t *lastcell, struct maze_err *);
int	search_grow_queue(struct maze_search *, size_t head, size_t n);
/*
 * The steps of a shortest route from S to E of m over its blocks, breadth
 * first, as mazeplay(1) scores a game by it and mazerender's page too:
 * 0 with e set if there is none or memory runs out.
 */
size_t	search_shortest(const struct maze *m, struct maze_err *e);
size_t	search_mark_path(const struct maze_search *, struct maze *, size_t dst);
size_t	search_mark_explored(const struct maze_search *, struct maze *);
void	*search_scratch(struct maze_search *, int k, size_t bytes);
void	*search_scratch_grow(struct maze_search *, int k, size_t need,
	    size_t size, size_t *cap);

/*
 * weave.c: a search over the cells of a weave maze (maze(5) "Grids"),
 * nearest first, its tunnels included, a distance the block steps
 * through its three levels halved: m is the weave, or its level 0 as a
 * flat maze whose blocks go on to levels 1 and 2, and s its level 0's
 * cell graph (search_load() with SEARCH_GRAPH of that level alone); the
 * walk begins at the n padded cells of src.
 */
int	maze_weave_walk(const struct maze *m, struct maze_search *s,
	    const size_t *src, int n, struct search_walk *w,
	    struct maze_err *e);

/* Did a search begin at the node of state c? */
static inline int
search_isroot(unsigned char c)
{
	return (c & SEARCH_BACK) == SEARCH_ROOT;
}

static inline size_t
search_pad(const struct maze_search *s, size_t i)
{
	size_t lv, z;

	if (s->d == 1)
		return i + s->pw + 1 + 2 * (i / s->w);
	lv = (size_t)s->w * s->h;
	z = i / lv;
	i %= lv;
	return (z + 1) * s->plane + i + s->pw + 1 + 2 * (i / s->w);
}

static inline size_t
search_unpad(const struct maze_search *s, size_t p)
{
	uint32_t p32 = (uint32_t)p, pw32 = (uint32_t)s->pw;
	size_t z;

	if (s->d > 1) {
		z = p / s->plane - 1;
		p %= s->plane;
		return (z * s->h + p / s->pw - 1) * s->w + p % s->pw - 1;
	}
	/* Most grids fit 32 bits, whose division is quicker (and pw < p). */
	if (p <= UINT32_MAX)
		return (size_t)(p32 / pw32 - 1) * s->w + p32 % pw32 - 1;
	return (p / s->pw - 1) * s->w + p % s->pw - 1;
}

/*
 * The padded index one step from p in direction d: a load, where the
 * product of the step's place in three tables would be reloaded after
 * every byte a loop stores.
 */
static inline size_t
search_step(const struct maze_search *s, size_t p, int d)
{
	return (size_t)((ptrdiff_t)p + s->off[d]);
}

#endif
