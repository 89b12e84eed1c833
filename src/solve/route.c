/*
 * route.c: what the solvers share: loading a maze into the search state,
 * weights, marking the route, and the heap and stacks they keep blocks in.
 */
#include <stdlib.h>
#include <string.h>

#include "solve/solvepriv.h"

/* Scratch arrays of struct maze_search, as the solvers use them. */
enum { SCR_WT, SCR_DIST };

/* The blocks whose entry costs more than 1: '2' to '9', marked 'b' to 'i'. */
static const unsigned char dear[256] = {
	['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1, ['6'] = 1, ['7'] = 1,
	['8'] = 1, ['9'] = 1,
	['b'] = 1, ['c'] = 1, ['d'] = 1, ['e'] = 1, ['f'] = 1, ['g'] = 1,
	['h'] = 1, ['i'] = 1,
};

/*
 * Make sv->srch a fresh search over sv->m (see search_load), reset the
 * figures, and note the weights if the maze has any; -1 with e if it lacks
 * S or E, or out of memory.
 */
int
solve_load(struct maze_solve *sv, struct maze_err *e)
{
	struct maze_search *s = sv->srch;
	const struct maze *m = sv->m;
	size_t n, p, r, x;
	unsigned char *wt;
	const unsigned char *row;

	/* Every solver begins here: none runs without a grid or its ends. */
	if (maze_check_grid(m, 1, e) == -1 ||
	    maze_need_ends(m->start, m->end, m->line, e) == -1 ||
	    search_load(s, m, SEARCH_DOORS, e) == -1)
		return -1;
	solve_reset(sv, 0);
	if (!maze_has_any(m, dear))
		return 0;
	n = solve_states(s);
	if ((wt = search_scratch(s, SCR_WT, n)) == NULL)
		return maze_oom(sv->m, e);
	memset(wt, 0, n);
	/* Row by row, of every level. */
	for (r = 0; r < (size_t)m->h * m->d; r++) {
		row = m->b + r * m->w;
		p = search_pad(s, r * m->w);
		for (x = 0; x < m->w; x++)
			wt[p + x] = (unsigned char)maze_weight(row[x]);
	}
	sv->wt = wt;
	return 0;
}

/* How many states the search state of s has, padding included. */
size_t
solve_states(const struct maze_search *s)
{
	return s->plane * (s->d > 1 ? (size_t)s->d + 2 : 1);
}

/*
 * The entry cost of padded block p: its weight, or on a hex or polar maze
 * without weights the door it is (SEARCH_DOORS), a block of a cell being
 * free; else 1.
 */
unsigned
solve_weight(const struct maze_solve *sv, size_t p)
{
	if (sv->wt != NULL)
		return sv->wt[p];
	return sv->srch->doors ? !(sv->srch->st[p] & SEARCH_CELL) : 1;
}

/*
 * A distance for each padded block, in scratch memory (uninitialised), or
 * NULL with e set.
 */
uint32_t *
solve_dist(struct maze_solve *sv, struct maze_err *e)
{
	struct maze_search *s = sv->srch;
	size_t n = solve_states(s);
	uint32_t *d;

	if (n > SIZE_MAX / sizeof *d ||
	    (d = search_scratch(s, SCR_DIST, n * sizeof *d)) == NULL) {
		maze_oom(sv->m, e);
		return NULL;
	}
	return d;
}

/* Mark padded block p, which is block i of the maze, as solve_mark does. */
static void
mark_at(struct maze_solve *sv, size_t p, size_t i)
{
	unsigned char *c = &sv->m->b[i];

	sv->cost += solve_weight(sv, p);
	if (*c == MAZE_OPEN || *c == MAZE_SEEN)
		*c = MAZE_PATH;
	else if (maze_isweighted(*c))
		*c = (unsigned char)(*c - MAZE_WEIGHT_MIN + MAZE_ROUTE_MIN);
}

/*
 * Mark padded block p as part of the route, and add its cost.  S and E keep
 * their letters; a weighted block gets the letter of its weight.
 */
void
solve_mark(struct maze_solve *sv, size_t p)
{
	mark_at(sv, p, search_unpad(sv->srch, p));
}

/*
 * Mark the blocks from padded p back to the root of its search, the root
 * left out, following the directions in the low bits of the states.
 * Returns how many (the steps from the root to p).
 */
size_t
solve_trace(struct maze_solve *sv, size_t p)
{
	const struct maze_search *s = sv->srch;
	const struct maze *m = sv->m;
	size_t steps = 0, i = search_unpad(s, p);
	ptrdiff_t off[MAZE_NDIRS];
	int d;

	/*
	 * The maze's index steps along with the padded one: no division a
	 * step, which in a maze of several levels is dear.
	 */
	for (d = 0; d < MAZE_NDIRS; d++)
		off[d] = maze_dx[d] + (ptrdiff_t)maze_dy[d] * m->w +
		    (ptrdiff_t)maze_dz[d] * m->w * m->h;
	while (!search_isroot(s->st[p])) {
		mark_at(sv, p, i);
		steps++;
		d = s->st[p] & SEARCH_BACK;
		p = search_step(s, p, d);
		i = (size_t)((ptrdiff_t)i + off[d]);
	}
	return steps;
}

/*
 * The cells of a cell maze (maze(5)) among the blocks the run just
 * expanded or visited: the count of a search that keeps no states
 * (cellbfs.c), else the blocks of odd x and y, of an odd level, whose
 * states say SEARCH_DONE, or that are walls in the states but open in
 * the maze (dead-end-filling's filled blocks).  The caller knows the maze
 * is a cell maze, or that the run kept its count (solve_kept_cells()).
 */
size_t
solve_cells(const struct maze_solve *sv)
{
	const struct maze_search *s = sv->srch;
	const struct maze *m = sv->m;
	const unsigned char *st, *row;
	size_t n = 0, x, y, z;

	if (s->cells != SIZE_MAX)
		return s->cells;
	for (z = m->d > 1; z < m->d; z += 2)
		for (y = 1; y < m->h; y += 2) {
			row = m->b + (z * m->h + y) * m->w;
			st = s->st + search_pad(s, (z * m->h + y) * m->w);
			for (x = 1; x < m->w; x += 2)
				n += st[x] == SEARCH_WALL ?
				    maze_isopen(row[x]) : st[x] & SEARCH_DONE ?
				    1 : 0;
		}
	return n;
}

int
solve_kept_cells(const struct maze_solve *sv)
{
	return sv->srch->cells != SIZE_MAX;
}

/*
 * The end of a solver run: with explore set, mark the blocks whose states
 * say SEARCH_DONE.  Returns found, for "return solve_done(...)".
 */
int
solve_done(struct maze_solve *sv, int found)
{
	if (sv->explore)
		search_mark_explored(sv->srch, sv->m);
	return found;
}

/* ---- heap ---- */

void
solve_heap_init(struct solve_heap *h, struct maze_search *s, int k)
{
	h->s = s;
	h->k = k;
	h->n = 0;
	h->cap = s->scratchcap[k] / sizeof *h->a;
	h->a = s->scratch[k];
}

static int
before(const struct solve_hent *a, const struct solve_hent *b)
{
	return a->key < b->key || (a->key == b->key && a->g > b->g);
}

int
solve_heap_push(struct solve_heap *h, double key, uint64_t g, size_t p)
{
	struct solve_hent x = { key, g, p }, *a;
	size_t i, up;

	if (h->n == h->cap) {
		if ((a = search_scratch_grow(h->s, h->k, h->n + 1, sizeof *a,
		    &h->cap)) == NULL)
			return -1;
		h->a = a;
	}
	for (i = h->n++; i > 0; i = up) {
		up = (i - 1) / 2;
		if (!before(&x, &h->a[up]))
			break;
		h->a[i] = h->a[up];
	}
	h->a[i] = x;
	return 0;
}

/* The first entry, taken off the heap, which must not be empty. */
struct solve_hent
solve_heap_pop(struct solve_heap *h)
{
	struct solve_hent top = h->a[0], x = h->a[--h->n];
	size_t i = 0, c;

	for (;;) {
		c = 2 * i + 1;
		if (c >= h->n)
			break;
		if (c + 1 < h->n && before(&h->a[c + 1], &h->a[c]))
			c++;
		if (!before(&h->a[c], &x))
			break;
		h->a[i] = h->a[c];
		i = c;
	}
	if (h->n > 0)
		h->a[i] = x;
	return top;
}

/* ---- stack ---- */

void
solve_stack_init(struct solve_stack *st, struct maze_search *s, int k)
{
	st->s = s;
	st->k = k;
	st->n = 0;
	st->cap = s->scratchcap[k] / sizeof *st->a;
	st->a = s->scratch[k];
}

int
solve_stack_push(struct solve_stack *st, size_t p)
{
	size_t *a;

	if (st->n == st->cap) {
		if ((a = search_scratch_grow(st->s, st->k, st->n + 1, sizeof *a,
		    &st->cap)) == NULL)
			return -1;
		st->a = a;
	}
	st->a[st->n++] = p;
	return 0;
}

/*
 * Start a search from both ends: S on stack k[0], E on k[1] with SOLVE_SIDE,
 * each seen and the root of its side.  Returns 0, or -1 out of memory.
 */
int
solve_two_ends(struct maze_solve *sv, struct solve_stack k[2],
    struct maze_err *e)
{
	struct maze_search *s = sv->srch;
	size_t p = search_pad(s, sv->m->start), q = search_pad(s, sv->m->end);

	solve_stack_init(&k[0], s, SOLVE_SCR_A);
	solve_stack_init(&k[1], s, SOLVE_SCR_B);
	s->st[p] |= SEARCH_SEEN | SEARCH_ROOT;
	s->st[q] |= SEARCH_SEEN | SEARCH_ROOT | SOLVE_SIDE;
	if (solve_stack_push(&k[0], p) == -1 ||
	    solve_stack_push(&k[1], q) == -1)
		return maze_oom(sv->m, e);
	return 0;
}

/*
 * Mark the route of a search that found its way by a tree of directions
 * (in the low bits of the states), with every corner it can cut cut: the
 * way from S to padded block a, then, if b is not MAZE_NONE, from b (next
 * to a) on to the root of the other side, E.  A solver that walks or
 * searches depth first can pass a block and come back beside it later;
 * from each block the route marked here goes on to the farthest block of
 * that way next to it, so no two blocks of the route touch unless they
 * follow each other on it, and programs that follow the marks (mazestat)
 * find one unbranched route.  Sets sv->length and sv->cost.
 */
int
solve_mark_route(struct maze_solve *sv, size_t a, size_t b, struct maze_err *e)
{
	struct maze_search *s = sv->srch;
	unsigned char *st = s->st;
	struct solve_stack k;
	uint32_t *at;
	size_t p, q, i, j, t;
	int d, nd = maze_ndirs(s->d);

	if ((at = solve_dist(sv, e)) == NULL)
		return -1;
	solve_stack_init(&k, s, SOLVE_SCR_B);
	for (p = a; ; p = search_step(s, p, st[p] & SEARCH_BACK)) {
		if (solve_stack_push(&k, p) == -1)
			return maze_oom(sv->m, e);
		if (search_isroot(st[p]))
			break;
	}
	/* That was from a back to S: turn it round. */
	for (i = 0, j = k.n - 1; i < j; i++, j--) {
		t = k.a[i];
		k.a[i] = k.a[j];
		k.a[j] = t;
	}
	for (p = b; p != MAZE_NONE; p = search_isroot(st[p]) ? MAZE_NONE :
	    search_step(s, p, st[p] & SEARCH_BACK))
		if (solve_stack_push(&k, p) == -1)
			return maze_oom(sv->m, e);
	if (k.n > UINT32_MAX)
		return maze_error(e, 0, 0, "route too long");
	for (i = 0; i < k.n; i++) {
		at[k.a[i]] = (uint32_t)i;
		st[k.a[i]] |= SOLVE_MARK;
	}
	sv->length = 0;
	for (i = 0; i + 1 < k.n; i = j) {
		p = k.a[i];
		j = i + 1;
		for (d = 0; d < nd; d++) {
			q = search_step(s, p, d);
			if (st[q] != SEARCH_WALL && (st[q] & SOLVE_MARK) &&
			    at[q] > j)
				j = at[q];
		}
		solve_mark(sv, k.a[j]);
		sv->length++;
	}
	for (i = 0; i < k.n; i++)
		st[k.a[i]] &= (unsigned char)~SOLVE_MARK;
	return 0;
}
