/* cells.c: the cell graph of a cell maze, for the loop options of mazepost. */
#include <stdlib.h>
#include <string.h>

#include "post/postpriv.h"

void
post_work_init(struct post_work *w)
{
	memset(w, 0, sizeof *w);
}

void
post_work_free(struct post_work *w)
{
	free(w->phi);
	free(w->tmp);
	free(w->bits);
	free(w->q);
	post_work_init(w);
}

/*
 * Make room in w for the cells of m; the potential is dropped.  Returns 0,
 * or -1 out of memory.
 */
int
post_work_size(struct post_work *w, const struct maze *m, struct maze_err *e)
{
	size_t n = (size_t)(m->w / 2) * (m->h / 2);
	uint32_t *a, *b;
	uint64_t *bits;

	w->keep = 0;
	if (n <= w->cap)
		return 0;
	if ((a = realloc(w->phi, n * sizeof *a)) == NULL)
		goto oom;
	w->phi = a;
	if ((b = realloc(w->tmp, n * sizeof *b)) == NULL)
		goto oom;
	w->tmp = b;
	if ((bits = realloc(w->bits, (n + 63) / 64 * sizeof *bits)) == NULL)
		goto oom;
	w->bits = bits;
	w->cap = n;
	return 0;
oom:
	return maze_error(e, m->line, 1, "out of memory for %zu cells", n);
}

/*
 * The cell an endpoint at block i belongs to: the cell itself, or the cell
 * beside an opening of the outer wall.  POST_NONE for any other block (an
 * endpoint in a passage between two cells, or none at all).
 */
uint32_t
post_end_cell(const struct maze *m, size_t i)
{
	uint32_t cw = m->w / 2, x, y;

	if (i == MAZE_NONE)
		return POST_NONE;
	x = (uint32_t)(i % m->w);
	y = (uint32_t)(i / m->w);
	if (x == 0)
		x = 1;
	else if (x == m->w - 1)
		x = m->w - 2;
	else if (y == 0)
		y = 1;
	else if (y == m->h - 1)
		y = m->h - 2;
	if (x % 2 == 0 || y % 2 == 0)
		return POST_NONE;
	return (y / 2) * cw + x / 2;
}

/*
 * The neighbour of cell c in direction d, POST_NONE if that is the outer
 * wall; *wall is the block between them.
 */
uint32_t
post_neighbour(const struct maze *m, uint32_t c, int d, size_t *wall)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, x = c % cw, y = c / cw;

	if ((d == MAZE_N && y == 0) || (d == MAZE_S && y + 1 == ch) ||
	    (d == MAZE_W && x == 0) || (d == MAZE_E && x + 1 == cw))
		return POST_NONE;
	*wall = (size_t)(2 * y + 1 + maze_dy[d]) * m->w + 2 * x + 1 +
	    maze_dx[d];
	return (uint32_t)((int64_t)c + maze_dy[d] * (int64_t)cw + maze_dx[d]);
}

/* Open walls between cell c and its neighbouring cells (the outer wall aside). */
int
post_degree(const struct maze *m, uint32_t c)
{
	uint32_t cw = m->w / 2;

	return post_degree_xy(m, c % cw, c / cw);
}

/*
 * Breadth-first search over the cells from root, whose dist must be set:
 * each cell reached that dist gives POST_NONE gets its parent's dist plus
 * inc.  Neighbours are tried up, right, down, left; *last (if not NULL) is
 * the last cell expanded, as far from root as any.
 */
static int
flood(const struct maze *m, uint32_t root, uint32_t *dist, uint32_t inc,
    struct post_work *w, uint32_t *last, struct maze_err *e)
{
	size_t head = 0, tail = 0, i, cap, b;
	uint32_t cw = m->w / 2, ch = m->h / 2, c = root, x, y, nb, *q;
	uint32_t next[4];
	int d, k;

	if (w->qcap == 0) {
		if ((w->q = malloc(4096 * sizeof *w->q)) == NULL)
			goto oom;
		w->qcap = 4096;
	}
	w->q[tail++] = root;
	while (head != tail) {
		c = w->q[head++ & (w->qcap - 1)];
		x = c % cw;
		y = c / cw;
		b = ((size_t)2 * y + 1) * m->w + 2 * x + 1;
		/* The open ways, up, right, down, left. */
		k = 0;
		if (y > 0 && maze_isopen(m->b[b - m->w]))
			next[k++] = c - cw;
		if (x + 1 < cw && maze_isopen(m->b[b + 1]))
			next[k++] = c + 1;
		if (y + 1 < ch && maze_isopen(m->b[b + m->w]))
			next[k++] = c + cw;
		if (x > 0 && maze_isopen(m->b[b - 1]))
			next[k++] = c - 1;
		for (d = 0; d < k; d++) {
			nb = next[d];
			if (dist[nb] != POST_NONE)
				continue;
			dist[nb] = dist[c] + inc;
			if (tail - head == w->qcap) {
				/* Unroll the full ring into one twice as big. */
				cap = 2 * w->qcap;
				if ((q = malloc(cap * sizeof *q)) == NULL)
					goto oom;
				for (i = 0; i < w->qcap; i++)
					q[i] = w->q[(head + i) & (w->qcap - 1)];
				free(w->q);
				w->q = q;
				w->qcap = cap;
				tail -= head;
				head = 0;
			}
			w->q[tail++ & (w->qcap - 1)] = nb;
		}
	}
	if (last != NULL)
		*last = c;
	return 0;
oom:
	return maze_error(e, m->line, 1, "out of memory");
}

/*
 * Breadth-first search over the cells from root: dist[c] is the number of
 * steps from cell to cell, POST_NONE where there is no way.  *last (if not
 * NULL) is the last cell the search expands, as far from root as any.
 */
int
post_bfs(const struct maze *m, uint32_t root, uint32_t *dist,
    struct post_work *w, uint32_t *last, struct maze_err *e)
{
	size_t n = (size_t)(m->w / 2) * (m->h / 2), i;

	for (i = 0; i < n; i++)
		dist[i] = POST_NONE;
	dist[root] = 0;
	return flood(m, root, dist, 1, w, last, e);
}

/*
 * The parts of m (the sets of cells that reach one another): lab[c] is the
 * first cell, in reading order, of c's part.  One visit per cell.
 */
int
post_parts(const struct maze *m, uint32_t *lab, struct post_work *w,
    struct maze_err *e)
{
	size_t n = (size_t)(m->w / 2) * (m->h / 2), i;

	for (i = 0; i < n; i++)
		lab[i] = POST_NONE;
	for (i = 0; i < n; i++)
		if (lab[i] == POST_NONE) {
			lab[i] = (uint32_t)i;
			if (flood(m, (uint32_t)i, lab, 0, w, NULL, e) == -1)
				return -1;
		}
	return 0;
}

/*
 * --keep-solution: set the potential that post_allowed tests.  With dS and
 * dE the distances from the start's cell and the end's, and L = dS(end),
 * phi(c) = (dS(c) - dE(c) + L) / 2: a whole number (the cell graph is
 * bipartite, so dS - dE has the parity of L), 0 at the start, L at the end,
 * and changing by at most 1 between joined cells, since dS and dE each do.
 * A route is then at least as long as phi changes along it, so at least L,
 * as long as every wall taken away joins cells whose phi differ by at most
 * 1: a test that needs no distance to be computed again, however many
 * walls go.  It refuses every wall whose going alone would shorten the
 * route, and more: on a perfect maze, phi(c) is the position along the
 * route of the cell where c's branch leaves it, so a wall may go only
 * between branches that leave the route at most one step apart.  Cells
 * that neither endpoint reaches get POST_NONE: no wall of theirs may go.
 */
int
post_keep(struct maze *m, struct post_work *w, struct maze_err *e)
{
	size_t n = (size_t)(m->w / 2) * (m->h / 2), i;
	uint32_t sc = post_end_cell(m, m->start), ec = post_end_cell(m, m->end);
	uint32_t len;

	w->keep = 0;
	if (sc == POST_NONE || ec == POST_NONE)
		return maze_error(e, m->line, 1, "--keep-solution needs a start "
		    "'S' and an end 'E', each in a cell or in an opening of the "
		    "outer wall");
	if (post_bfs(m, sc, w->phi, w, NULL, e) == -1 ||
	    post_bfs(m, ec, w->tmp, w, NULL, e) == -1)
		return -1;
	if ((len = w->phi[ec]) == POST_NONE)
		return maze_error(e, m->line, 1, "--keep-solution needs a route "
		    "from the start to the end");
	for (i = 0; i < n; i++)
		if (w->phi[i] != POST_NONE)
			w->phi[i] = (w->phi[i] + len - w->tmp[i]) / 2;
	w->keep = 1;
	return 0;
}

/*
 * Set the bit in w->bits of every cell that is a dead end (one open wall
 * to another cell), but cells skip1 and skip2 (POST_NONE skips nothing),
 * and clear the others.  Returns how many are set.
 */
uint32_t
post_mark_dead_ends(const struct maze *m, struct post_work *w,
    uint32_t skip1, uint32_t skip2)
{
	uint32_t cells = (m->w / 2) * (m->h / 2), c, dead = 0;

	for (c = 0; c < cells; c++) {
		w->bits[c / 64] &= ~((uint64_t)1 << c % 64);
		if (c != skip1 && c != skip2 && post_degree(m, c) == 1) {
			w->bits[c / 64] |= (uint64_t)1 << c % 64;
			dead++;
		}
	}
	return dead;
}
