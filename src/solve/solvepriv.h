/*
 * solvepriv.h: what a solver's author needs: the solvers themselves for the
 * table in solve.c, and what route.c, dijkstra.c and bidir-astar.c share
 * with the others.  Block indices here are padded, as in struct maze_search
 * (lib/libpriv.h).  Private to src/solve.
 */
#ifndef SOLVE_SOLVEPRIV_H
#define SOLVE_SOLVEPRIV_H

#include <stddef.h>
#include <stdint.h>

#include "lib/libint.h"
#include "lib/libpriv.h"
#include "solve/solveint.h"

maze_solve_fn	solve_bfs, solve_dfs, solve_dijkstra, solve_astar;
maze_solve_fn	solve_bidir_bfs, solve_bidir_dfs, solve_bidir_astar;
maze_solve_fn	solve_adaptive_astar, solve_flood, solve_wall_follower;
maze_solve_fn	solve_junction, solve_dead_end_filling, solve_tremaux;
maze_solve_fn	solve_random_mouse, solve_greedy, solve_bidir_greedy;
maze_solve_fn	solve_adaptive_greedy, solve_guided_dfs;

/*
 * cellbfs.c: bfs's search of a cell maze of walls and plain open blocks
 * over its cells, its route, explored count and marks those of the search
 * over blocks.  Returns as a solver does, or -2, having changed nothing,
 * if m is not such a maze (or S and E are not on cells or the outer wall).
 */
int	solve_bfs_cells(struct maze_solve *, struct maze_err *);
/*
 * hexbfs.c: the same for a hex maze of walls and plain open blocks, S and
 * E doors: its search over blocks by doors, over its cells.
 */
int	solve_bfs_hex(struct maze_solve *, struct maze_err *);
/*
 * hexcells.c: a plain hex maze read into its cells, for the searches over
 * them (hexbfs.c, dead-end-filling.c).  A 32-bit word a cell; cells are
 * padded, a cell more each side and a row more above and below, so that
 * every door is some cell's west, north-west or north-east door (k 0, 1,
 * 2): the doors of the outer wall south and east are those of the
 * padding's cells.  Bits 3 to 16 of a word are the search's own.
 */
#define HC_OPEN(k)	(1u << (k))	/* door k is open */
#define HC_ODD		(1u << 17)	/* in an odd row */
#define HC_IN		(1u << 18)	/* a cell of the maze */
/* Blocks of a cell (t), and sides (s: L or R); doors a cell owns (k). */
enum { HC_L, HC_R, HC_M };
enum { HC_W, HC_NW, HC_NE };

/*
 * A door or a block of a cell as a number: the cell's index, its row's
 * parity and the door k or the side s, so that a way out of it is found
 * without reading the cell; and a bit free for the search (HC_OWN).
 */
#define HC_ITEM(c, odd, k)	((size_t)(c) << 4 | (size_t)(odd) << 2 | (k))
#define HC_AT(q)		((q) >> 4)
#define HC_OWN			8
#define HC_ODDOF(q)		((unsigned)((q) >> 2 & 1))
#define HC_K(q)			((unsigned)((q) & 3))

struct hex_cells {
	uint32_t *w;		/* the cells' words */
	size_t pw;		/* padded cells a row */
	size_t cw, ch;		/* cells */
	uint32_t bw;		/* blocks a row */
	unsigned char *b;	/* the maze's blocks */
	/* S and E: a door (an HC_ITEM()), or the M of a cell; MAZE_NONE if
	   not. */
	size_t sdoor, edoor, scell, ecell;
};

int	solve_hex_cells(struct hex_cells *, struct maze_solve *, int scratch,
	    uint32_t none, struct maze_err *);

/*
 * The maze's block west of cell c in its row, its west door; hc_block()
 * is then block t (L, R, M) of it, or its door k (t 3 + k).  A cell of the
 * padding has no blocks, but some doors.
 */
static inline size_t
hc_west(const struct hex_cells *h, size_t c)
{
	size_t y = c / h->pw, x = c % h->pw;

	/* Cell (x - 1, y - 1) of the maze: row 2y - 1, 4 (x - 1) + s. */
	return (2 * y - 1) * h->bw + 4 * x - 4 + 2 * ((y - 1) & 1);
}

static inline size_t
hc_block(const struct hex_cells *h, size_t west, int t)
{
	static const unsigned char dx[] = { 1, 3, 2, 0, 1, 3 };

	return west + dx[t] - (t > 3 ? h->bw : 0);
}

/* bfs.c: bfs's search over blocks, which every maze takes. */
int	solve_bfs_blocks(struct maze_solve *, struct maze_err *);
/* dead-end-filling.c: the fill over blocks, never over a hex maze's cells. */
int	solve_dead_end_filling_blocks(struct maze_solve *, struct maze_err *);

/* route.c: what the solvers share. */
#define SOLVE_SIDE	0x08	/* state bit: reached from E, not from S */
#define SOLVE_MARK	0x10	/* state bit free for a solver's own use */
#define SOLVE_SCR_A	2	/* search scratch arrays free for solvers' */
#define SOLVE_SCR_B	3	/* heaps and stacks */
#define SOLVE_SCR_C	4	/* and two more for bidir-bfs by doors */
#define SOLVE_SCR_D	5
#define SOLVE_SCR_ST	1	/* cellbfs.c's states of a form's cells (the
				 * distances' array of route.c, which no
				 * search on a form uses) */

int	solve_load(struct maze_solve *, struct maze_err *);
size_t	solve_states(const struct maze_search *);
int	solve_done(struct maze_solve *, int found);
size_t	solve_trace(struct maze_solve *, size_t p);
int	solve_mark_route(struct maze_solve *, size_t a, size_t b,
	    struct maze_err *);
void	solve_mark(struct maze_solve *, size_t p);
unsigned	solve_weight(const struct maze_solve *, size_t p);
uint32_t	*solve_dist(struct maze_solve *, struct maze_err *);

/*
 * A solve's figures before it begins: nothing found, explored or spent, no
 * weights (solve_load() finds them), optimal as the solver promises.
 */
static inline void
solve_reset(struct maze_solve *sv, int optimal)
{
	sv->explored = sv->length = 0;
	sv->cost = sv->steps = 0;
	sv->why = NULL;
	sv->wt = NULL;
	sv->optimal = optimal;
	sv->srch->cells = SIZE_MAX;
}

/*
 * The coordinates of padded block p in the padded grid: x, y, and its level
 * z (counting the level of padding above; 0 in a flat maze).
 */
static inline void
solve_coords(const struct maze_search *s, size_t p, size_t c[3])
{
	size_t r = s->d > 1 ? p % s->plane : p;

	c[0] = r % s->pw;
	c[1] = r / s->pw;
	c[2] = s->d > 1 ? p / s->plane : 0;
}

/*
 * Reach padded block q by direction d at cost ng, as the best-first searches
 * do: unless q was reached as cheaply before, its cost g[q] becomes ng and
 * its way back d's, with the state bits in flags (SOLVE_SIDE).  Returns 1 if
 * q was improved, 0 if not, -1 if ng does not fit a route's cost.
 */
static inline int
solve_relax(const struct maze_search *s, uint32_t *g, size_t q, uint64_t ng,
    int d, unsigned char flags, struct maze_err *e)
{
	unsigned char *st = s->st;

	if (ng > UINT32_MAX)
		return maze_error(e, 0, 0, "a route costs more than %lu",
		    (unsigned long)UINT32_MAX);
	if ((st[q] & SEARCH_SEEN) && ng >= g[q])
		return 0;
	g[q] = (uint32_t)ng;
	st[q] = (unsigned char)((st[q] & ~SEARCH_BACK) | SEARCH_SEEN |
	    maze_back(d) | flags);
	return 1;
}

/*
 * frames.c: a solver counts a step with solve_step(): each block it
 * expands, or for a walker each block it steps to, p the head.  In a run
 * without frames that is one predictable branch.
 */
struct maze_solve_frames {
	struct maze_frames mf;
	uint64_t want;			/* frames asked for, 0 for all */
	struct maze_rng rng;		/* the random state before the runs */
	double dirsteps[MAZE_NDIRS];	/* adaptive-astar's, before them */
	unsigned char *row;		/* a row of blocks */
	size_t cap;
};

void	solve_frame(struct maze_solve *, size_t p);
int	solve_search_bfs(struct maze_solve *, size_t src, size_t dst,
	    struct maze_err *);

static inline void
solve_step(struct maze_solve *sv, size_t p)
{
	if (sv->frames != NULL && maze_frames_due(&sv->frames->mf))
		solve_frame(sv, p);
}

/*
 * dijkstra.c: the best-first search that astar and greedy share, and the
 * heuristics.
 */
double	solve_h(struct maze_search *, int heuristic, size_t p, size_t to);
int	solve_best(struct maze_solve *, int heuristic, double gweight,
	    double hweight, struct maze_err *);

/*
 * bidir-astar.c: the search adaptive-astar shares, and what the adaptive
 * solvers share: the extra cost of a step each way, adj[side][d] for a
 * step in direction d of the search from S (side 0) or E (side 1), from
 * what sv has learnt, blended in by blend; and the learning, from a
 * route that joins block a, reached from S, to its neighbour b, reached
 * from E.
 */
int	solve_bidir_best(struct maze_solve *, double weight, double blend,
	    struct maze_err *);
void	solve_adjust(const struct maze_solve *, double blend,
	    double adj[2][MAZE_NDIRS]);
void	solve_learn(struct maze_solve *, size_t a, size_t b);

/* bidir-greedy.c: the search adaptive-greedy shares. */
int	solve_bidir_greedy_run(struct maze_solve *, double blend,
	    struct maze_err *);

/* A binary min-heap of blocks by key, ties going to the larger g. */
struct solve_hent {
	double key;
	uint64_t g;
	size_t p;
};

struct solve_heap {
	struct solve_hent *a;
	size_t n, cap;
	struct maze_search *s;
	int k;			/* the search scratch array it lives in */
};

void	solve_heap_init(struct solve_heap *, struct maze_search *, int k);
int	solve_heap_push(struct solve_heap *, double key, uint64_t g, size_t p);
struct solve_hent	solve_heap_pop(struct solve_heap *);

/* A stack (or, by index, a list) of blocks in a search scratch array. */
struct solve_stack {
	size_t *a;
	size_t n, cap;
	struct maze_search *s;
	int k;
};

void	solve_stack_init(struct solve_stack *, struct maze_search *, int k);
int	solve_stack_push(struct solve_stack *, size_t p);
int	solve_two_ends(struct maze_solve *, struct solve_stack k[2],
	    struct maze_err *);

#endif
