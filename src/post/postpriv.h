/*
 * postpriv.h: the cell graph of a cell maze, which the operations of
 * mazepost share, on its blocks and on its cell form.  Private to
 * src/post.
 */
#ifndef POST_POSTPRIV_H
#define POST_POSTPRIV_H

#include <stdint.h>

#include "lib/libint.h"
#include "lib/libpriv.h"
#include "post/post.h"

/*
 * The cell graph.  Cell c of a maze of cw x ch x cd cells (cd is 1 when the
 * maze is flat) is cell (c % cw, c / cw % ch, c / cw / ch), the order the
 * text gives them; its neighbour in direction d (N, E, S, W, and up and down
 * with levels) lies across one wall block, open or standing: a floor block
 * between levels.  Cell indices fit in 32 bits, since blocks do.
 */
#define POST_NONE	UINT32_MAX	/* no cell; an unreached distance */

uint32_t post_end_cell(const struct maze *, size_t block);
uint32_t post_neighbour(const struct maze *, uint32_t c, int d,
	    size_t *wall);
int	post_degree(const struct maze *, uint32_t c);
size_t	post_cell_block(const struct maze *, uint32_t c);
int	post_outer(const struct maze *, size_t block);
int	post_outer_edge(const struct maze *, uint32_t x, uint32_t y,
	    uint32_t z);
int	post_outline(const struct maze *, size_t block, size_t *cell);
uint32_t post_mark_dead_ends(const struct maze *, struct post_work *,
	    uint32_t skip1, uint32_t skip2);
int	post_bfs(const struct maze *, uint32_t root, uint32_t *dist,
	    struct post_work *, uint32_t *last, struct maze_err *);
int	post_parts(const struct maze *, uint32_t *lab, struct post_work *,
	    struct maze_err *);
int	post_keep_dist(struct maze *, struct post_work *, int usetmp,
	    struct maze_err *);
int	post_place_work(struct maze *, unsigned char which,
	    const struct post_spot *, const struct post_spot *then,
	    struct maze_rng *, struct maze_search *, struct post_work *,
	    int dist, struct maze_err *);
int	post_one_part(const struct maze *, struct post_work *,
	    struct maze_err *);
int	post_cycles_short(const struct maze *, uint64_t n, uint32_t k,
	    int keep, struct maze_err *);
int	post_keep_no_ends(const struct maze *, struct maze_err *);
int	post_keep_no_route(const struct maze *, struct maze_err *);
int	post_near_no_start(const struct maze *, struct maze_err *);

/*
 * Frames (frames.c; mazepost(1) "Frames").  The operations on the blocks
 * are the public ones run with fr, NULL in a plain run, which then pays a
 * predictable branch a step: each tells fr of its steps with post_step(),
 * the block that changed its head, and the frame due is drawn there.  The
 * frames hold a row, and the maze as given, as its form (a weave as its
 * blocks), between the run that counts the steps and the one that writes
 * them.
 */
struct post_frames {
	struct maze_frames mf;
	struct maze_cells *given;	/* the maze before the first step */
	unsigned char *blocks;		/* or a weave's blocks, which */
	size_t bcap;			/* no form holds: bcap of room */
	size_t start, end;		/* and its S and E */
	int weave;			/* blocks, not given, hold it */
	unsigned char *row;		/* the head's row, marked */
	size_t cap;			/* bytes row has room for */
};

void	post_frame(struct post_frames *, const struct maze *, size_t head);

/*
 * A step of the run on m, the block at head changed (MAZE_NONE: S or E
 * moved, which are never marked): the frame due, if one is, is drawn.
 */
static inline void
post_step(struct post_frames *fr, const struct maze *m, size_t head)
{
	if (fr != NULL && maze_frames_due(&fr->mf))
		post_frame(fr, m, head);
}

int	post_apply_steps(struct maze *, const struct post_ops *,
	    struct maze_rng *, struct maze_search *, struct post_work *,
	    struct post_frames *, struct maze_err *);
int	post_diameter_steps(struct maze *, struct post_work *,
	    struct post_frames *, struct maze_err *);
int	post_sparse_steps(struct maze *, double p, struct maze_rng *,
	    struct post_work *, struct post_frames *, struct maze_err *);
int	post_near_steps(struct maze *, uint32_t k, struct post_work *,
	    struct post_frames *, struct maze_err *);
int	post_cycles_steps(struct maze *, uint64_t n, struct maze_rng *,
	    struct post_work *, struct post_frames *, struct maze_err *);
int	post_braid_steps(struct maze *, double p, struct maze_rng *,
	    struct post_work *, struct post_frames *, struct maze_err *);
int	post_remove_walls_steps(struct maze *, double p, struct maze_rng *,
	    struct post_work *, struct post_frames *, struct maze_err *);

/*
 * Where the endpoint options put an endpoint, apart from moving it: m is
 * read only for its size and line, so that the cell form (form.c) places
 * endpoints as the blocks do.  A post_far_fn sets *cell to the block of
 * the cell farthest by path from block from, or MAZE_NONE if it reaches
 * none; it returns 0, or -1 with e, or less to give up.
 */
typedef int	post_far_fn(void *arg, size_t from, size_t *cell,
		    struct maze_err *);

int	post_target(const struct maze *, unsigned char which,
	    const struct post_spot *, const struct post_spot *then,
	    struct maze_rng *, size_t other, post_far_fn *, void *arg,
	    size_t *to, struct maze_err *);
int	post_border_target(const struct maze *, unsigned char which,
	    size_t self, size_t other, size_t *to, struct maze_err *);

/*
 * Is m a grid of a cell maze's shape, its blocks in memory?  0, or -1 with
 * e (maze_is_cells()'s message for a shape no cell maze has): each public
 * operation's first test, so that one called on its own is refused a maze
 * it would read out of bounds, or a weave's three levels, which only
 * post_apply() takes (as the view of its level 0); post_apply() asks
 * maze_is_cells() for the rest.
 */
static inline int
post_shape(const struct maze *m, struct maze_err *e)
{
	if (maze_check_grid(m, 1, e) == -1)
		return -1;
	/* A hex, delta or polar grid is post_shape_apply()'s, whole. */
	if (m->hdr.grid & MAZE_GRID_KIND)
		return maze_error(e, m->line, 1, "a %s grid: not one of "
		    "square cells", maze_grid_name(m->hdr.grid));
	if (m->w < 3 || m->h < 3 || m->w % 2 == 0 || m->h % 2 == 0 ||
	    (m->d > 1 && (m->d % 2 == 0 || (m->hdr.grid & MAZE_GRID_WEAVE))))
		return maze_is_cells(m, e) ? 0 : -1;
	return 0;
}

/*
 * The walls of the maze w works on changed (or it is another maze): the
 * graph must be loaded again, and the distances in tmp no longer hold.
 */
static inline void
post_changed(struct post_work *w)
{
	w->fresh = 0;
	w->from = POST_NONE;
}

/* The cells of cell maze m, every level's. */
static inline uint32_t
post_cells(const struct maze *m)
{
	return (m->w / 2) * (m->h / 2) * maze_cell_levels(m);
}

/*
 * Masks (maze(5) "Grids"): is m masked, its blocks in memory (a masked
 * maze is never read as its cell form)?  A cell outside is a wall, and
 * is to mazepost as the grid's edge: no wall into it opens, no endpoint
 * goes there, and an entrance on the outline is in the outer wall.
 */
static inline int
post_masked(const struct maze *m)
{
	return (m->hdr.grid & MAZE_GRID_MASK) && m->b != NULL;
}
int	post_masked_degree(const struct maze *, const unsigned char *b);
int	post_inside_cell(const struct maze *, uint32_t x, uint32_t y,
	    uint32_t z);

/*
 * Weaves (maze(5) "Grids"; weave.c): post_apply() works on a weave's
 * level 0, a flat cell maze whose blocks go on, in memory, to levels 1
 * and 2 (post_weave_view()); is m such a view?  Its tunnels are ways from
 * end to end, four steps long, their eight blocks halved: the walks take
 * them (maze_weave_walk(), whose distances are those of the blocks), and
 * a tunnel's end with no other way is a dead end.  Levels 1 and 2 are
 * never changed, nor the walls of a crossing: post_neighbour() gives no
 * neighbour across one, so no operation opens or closes it.
 */
static inline int
post_weave(const struct maze *m)
{
	return (m->hdr.grid & MAZE_GRID_WEAVE) && m->d == 1 && m->b != NULL;
}

/* Is cell c of m a crossing of a weave's view? */
static inline int
post_crossing(const struct maze *m, uint32_t c)
{
	return post_weave(m) && maze_weave_crossing(m,
	    post_cell_block(m, c)) != 0;
}

/*
 * Hex, delta and polar grids (maze(5) "Grids"; shapes.c): what
 * post_apply() does to such a maze, on its cells and the doors between
 * them, telling fr (if not NULL) of each step.  Returns 0, or -1 with e:
 * an option it cannot do there (--keep-solution), or as post_apply()
 * fails.
 */
int	post_shape_apply(struct maze *, const struct post_ops *,
	    struct maze_rng *, struct post_frames *, struct maze_err *);

int	post_weave_view(const struct maze *, struct maze *top,
	    struct maze_err *);
int	post_weave_degree(const struct maze *, const unsigned char *b);
int	post_weave_end(const struct maze *, uint32_t c);

/*
 * Open walls between cell (x, y, z) and its neighbouring cells, floors
 * included; z is 0 in a flat maze, where the floor tests fail by
 * themselves (2z + 3 > d).
 */
static inline int
post_degree_xyz(const struct maze *m, uint32_t x, uint32_t y, uint32_t z)
{
	const unsigned char *b = m->b + maze_cell3(m, x, y, z);
	size_t lv = (size_t)m->w * m->h;

	if (post_weave(m))
		return post_weave_degree(m, b);
	if (post_masked(m))
		return post_masked_degree(m, b);
	return (y > 0 && maze_isopen(b[-(ptrdiff_t)m->w])) +
	    (2 * x + 3 < m->w && maze_isopen(b[1])) +
	    (2 * y + 3 < m->h && maze_isopen(b[m->w])) +
	    (x > 0 && maze_isopen(b[-1])) +
	    (z > 0 && maze_isopen(b[-(ptrdiff_t)lv])) +
	    (2 * z + 3 < m->d && maze_isopen(b[lv]));
}

/*
 * Do potentials pa and pb (post_keep) let the wall between their cells
 * go: both known, at most 1 apart?
 */
static inline int
post_phi_close(uint32_t pa, uint32_t pb)
{
	if (pa == POST_NONE || pb == POST_NONE)
		return 0;
	return pa > pb ? pa - pb <= 1 : pb - pa <= 1;
}

/*
 * May the wall between cells a and b go?  Always, unless --keep-solution
 * is in force: then only if every route from S to E stays as long as it is
 * (see post_keep).
 */
static inline int
post_allowed(const struct post_work *w, uint32_t a, uint32_t b)
{
	return !w->keep || post_phi_close(w->phi[a], w->phi[b]);
}

/* Choose exactly need of the next left items, one by one (Knuth's S). */
static inline int
post_pick(struct maze_rng *r, uint32_t *need, uint32_t *left)
{
	int take = *need > 0 && rng_below(r, *left) < *need;

	*need -= (uint32_t)take;
	(*left)--;
	return take;
}

/*
 * The dead ends --braid and --sparse work on, one at a time: of the D
 * cells post_mark_dead_ends() marked, round(p * D) chosen uniformly
 * (post_pick), in reading order, each given only if it is still a dead end
 * when its turn comes (the work on earlier ones may have changed it).
 */
struct post_dead {
	uint32_t c;		/* the one given */
	uint32_t next, need, left;
};

void	post_dead_start(struct post_dead *, double p, uint32_t dead);
int	post_dead_next(const struct maze *, const struct post_work *,
	    struct maze_rng *, struct post_dead *);

/* Is b an endpoint, which no wall is put over? */
static inline int
post_is_end(unsigned char b)
{
	return b == MAZE_START || b == MAZE_END;
}

/*
 * The loop options, in the one order they apply (post_apply): is the one
 * of step k (0 --near, 1 --cycles, 2 --braid, 3 --remove-walls) given?
 */
#define POST_STEPS	4

static inline int
post_step_given(const struct post_ops *o, int k)
{
	const char *arg[POST_STEPS] = { o->neararg, o->cyclesarg, o->braidarg,
	    o->removearg };

	return arg[k] != NULL;
}

/*
 * round(p * n), halves up, for p in [0, 1] read from a decimal: a product
 * that is a half in decimals may be a hair below it in binary (0.58 of
 * 25 is 14.4999...), so one within a few units in its last place below a
 * half is taken for the half.  No other product is as near one.
 */
static inline uint32_t
post_fraction(double p, uint32_t n)
{
	double v = p * n, tol = (v + 1) * 0x1p-50;
	uint64_t k = (uint64_t)v;

	k += v - (double)k >= 0.5 - tol;
	return k >= n ? n : (uint32_t)k;
}

/*
 * The cell form of a maze (libpriv.h), which form.c and the operations'
 * own files change in place of the blocks: the form, a maze of its shape
 * with no blocks (for the code above, which reads only a maze's size), a
 * walk over the cells, and the dead ends' bits.  Cells are numbered as on
 * the blocks; the helpers take nodes.
 */
struct post_form {
	struct maze_cells *c;
	struct maze shape;
	struct maze_walk k;
	uint64_t *dead;		/* a bit a cell: the dead ends to visit */
	/*
	 * --near's and --keep-solution's distances, a node each: those from
	 * S's cell, or --keep-solution's potential phi in their place.
	 */
	struct maze_dists ds;
	uint64_t *near;		/* --near with --keep-solution: its walls */
	int dsfrom;		/* ds holds the distances from S's cell */
	int dsnear;		/* what --end farthest finds serves --near */
	int dsfar;		/* the walk for the farthest cell keeps it */
	int keep;		/* ds holds phi, in force (post_form_allowed) */
};

/* post_allowed(), on the form's nodes v and u. */
static inline int
post_form_allowed(const struct post_form *f, size_t v, size_t u)
{
	return !f->keep || post_phi_close(maze_dist(&f->ds, v),
	    maze_dist(&f->ds, u));
}

/*
 * The cells of form c, one by one in reading order (level by level), as
 * the blocks' operations number them: cell n at node v, (x, y, z).
 */
#define POST_EACH_CELL(c, n, v, x, y, z)				\
	for ((n) = 0, (z) = 0; (z) < (c)->cd; (z)++)			\
		for ((y) = 0; (y) < (c)->ch; (y)++)			\
			for ((x) = 0,					\
			    (v) = maze_cells_node((c), 0, (y), (z));	\
			    (x) < (c)->cw; (x)++, (v)++, (n)++)

/*
 * Is the wall of node v in direction d open?  Those north, west and above
 * are the bits of the neighbour there; padding is never open.
 */
static inline int
post_fopen(const struct maze_cells *c, size_t v, int d)
{
	switch (d) {
	case MAZE_N:
		return (maze_cells_bits(c->g, v - c->pw) & MAZE_CELL_S) != 0;
	case MAZE_E:
		return (maze_cells_bits(c->g, v) & MAZE_CELL_E) != 0;
	case MAZE_S:
		return (maze_cells_bits(c->g, v) & MAZE_CELL_S) != 0;
	case MAZE_W:
		return (maze_cells_bits(c->g, v - 1) & MAZE_CELL_E) != 0;
	case MAZE_UP:
		return (maze_cells_bits(c->g, v - c->plane) &
		    MAZE_CELL_D) != 0;
	default:
		return (maze_cells_bits(c->g, v) & MAZE_CELL_D) != 0;
	}
}

/*
 * Open walls between node v and its neighbours: post_degree().  (Only a
 * grid with levels has the padding above its first level.)
 */
static inline int
post_fdegree(const struct maze_cells *c, size_t v)
{
	unsigned b = maze_cells_bits(c->g, v);
	int n = (int)((b & 1) + (b >> 1 & 1) + (b >> 2 & 1) +
	    (maze_cells_bits(c->g, v - 1) & 1) +
	    (maze_cells_bits(c->g, v - c->pw) >> 1 & 1));

	if (c->d > 1)
		n += (int)(maze_cells_bits(c->g, v - c->plane) >> 2 & 1);
	return n;
}

/* The walls a cell owns, which the scans over walls visit in order. */
static inline int
post_owned(int i)
{
	return i == 0 ? MAZE_E : i == 1 ? MAZE_S : MAZE_DOWN;
}

/*
 * Open the wall, standing, of node v in direction d: its bit, and one more
 * open block.  A standing wall is '#', which the form never keeps.
 */
static inline void
post_fopen_wall(struct maze_cells *c, size_t v, int d)
{
	static const unsigned bit[MAZE_NDIRS] = { MAZE_CELL_S, MAZE_CELL_E,
	    MAZE_CELL_S, MAZE_CELL_E, MAZE_CELL_D, MAZE_CELL_D };
	size_t u = v;

	if (d == MAZE_N)
		u = v - c->pw;
	else if (d == MAZE_W)
		u = v - 1;
	else if (d == MAZE_UP)
		u = v - c->plane;
	c->g[u / 16] |= (uint64_t)bit[d] << (u % 16 * 4);
	c->open++;
}

/* Is there a cell beside cell (x, y, z) in direction d? */
static inline int
post_fhas(const struct maze_cells *c, uint32_t x, uint32_t y,
    uint32_t z, int d)
{
	switch (d) {
	case MAZE_N:
		return y > 0;
	case MAZE_E:
		return x + 1 < c->cw;
	case MAZE_S:
		return y + 1 < c->ch;
	case MAZE_W:
		return x > 0;
	case MAZE_UP:
		return z > 0;
	default:
		return z + 1 < c->cd;
	}
}

/* The step from a node to its neighbour in direction d. */
static inline ptrdiff_t
post_fstep(const struct maze_cells *c, int d)
{
	const ptrdiff_t s[MAZE_NDIRS] = { -(ptrdiff_t)c->pw, 1,
	    (ptrdiff_t)c->pw, -1, -(ptrdiff_t)c->plane, (ptrdiff_t)c->plane };

	return s[d];
}

/* Cell n's coordinates. */
static inline void
post_fcell_xyz(const struct maze_cells *c, uint32_t n, uint32_t *x,
    uint32_t *y, uint32_t *z)
{
	*x = n % c->cw;
	*y = n / c->cw % c->ch;
	*z = n / c->cw / c->ch;
}

/*
 * The node of cell n of the form, numbered as post_cells() numbers them
 * (cell n is x + cw * (y + ch * z)).
 */
static inline size_t
post_fnode(const struct maze_cells *c, uint32_t cell)
{
	return maze_cells_node(c, cell % c->cw, cell / c->cw % c->ch,
	    cell / c->cw / c->ch);
}

/* The words of post_form's near: a bit for each wall west, north, above. */
static inline size_t
post_near_words(const struct maze_cells *c)
{
	return (size_t)c->cw * c->ch * c->cd * (c->cd > 1 ? 3 : 2) / 64 + 1;
}

uint64_t post_form_kept(const struct post_form *, size_t v0, uint64_t go,
	    size_t step);
int	post_form_draw(struct maze_cells *, size_t v0, const uint64_t go[3],
	    uint32_t q, struct maze_rng *, uint32_t *need, uint32_t *left);
uint32_t post_form_dead_ends(struct post_form *, uint32_t skip1,
	    uint32_t skip2);
int	post_form_dead_next(struct post_form *, struct maze_rng *,
	    struct post_dead *);
int	post_form_one_part(struct post_form *, struct maze_err *);
int	post_form_dist(struct post_form *, size_t from, struct maze_err *);
int	post_form_keep(struct post_form *, const uint32_t *near,
	    struct maze_err *);
int	post_form_near(struct post_form *, uint32_t k, struct maze_err *);
void	post_form_near_mark(struct post_form *, uint32_t k);
int	post_form_sparse(struct post_form *, double p, struct maze_rng *,
	    struct maze_err *);
int	post_form_cycles(struct post_form *, uint64_t n, int marked,
	    struct maze_rng *, struct maze_err *);
void	post_form_braid(struct post_form *, double p, struct maze_rng *);
void	post_form_remove_walls(struct post_form *, double p, struct maze_rng *);

#endif
