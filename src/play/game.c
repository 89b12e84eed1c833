/* game.c: a game's state: starting it, its moves, route and score. */
#include <stdlib.h>
#include <string.h>

#include "lib/libpriv.h"
#include "play/play.h"
#include "play/playpriv.h"

/* Put block i at the end of the route, or cut the route back to it. */
static int
route_add(struct play *p, size_t i, struct maze_err *e)
{
	size_t k;

	if (p->seen[i] == 2) {
		/* On the route already: the walk made a loop; cut it. */
		for (k = p->nroute; k > 0 && p->route[k - 1] != i; k--)
			p->seen[p->route[k - 1]] = 1;
		p->nroute = k;
		return 0;
	}
	if (MAZE_GROW(p->route, p->routecap, p->nroute + 1) == -1)
		return maze_error(e, 0, 0, "out of memory");
	p->route[p->nroute++] = i;
	if (p->seen[i] == 0)
		p->explored++;
	p->seen[i] = 2;
	return 0;
}

/* count + n, or PLAY_COUNT_MAX if that is more. */
static uint64_t
add_count(uint64_t count, uint64_t n)
{
	if (count >= PLAY_COUNT_MAX || n >= PLAY_COUNT_MAX - count)
		return PLAY_COUNT_MAX;
	return count + n;
}

void
play_init(struct play *p)
{
	memset(p, 0, sizeof *p);
	maze_init(&p->m);
}

int
play_start(struct play *p, struct maze *m, struct maze_err *e)
{
	size_t i, n = maze_blocks(m);
	int saved = 0;

	play_init(p);
	p->m = *m;
	maze_init(m);
	m = &p->m;
	for (i = 0; i < m->hdr.n; i++)
		if (strncmp(m->hdr.line[i], PLAY_SAVED,
		    strlen(PLAY_SAVED)) == 0)
			saved = 1;
	if (maze_need_ends(m->start, m->end, m->line, e) == -1)
		return -1;
	for (i = 0; i < n; i++)
		if (maze_isweighted(m->b[i]) ||
		    (m->b[i] >= MAZE_ROUTE_MIN && m->b[i] <= MAZE_ROUTE_MAX)) {
			maze_pos(m, i, &e->line, &e->col);
			return maze_error(e, e->line, e->col, "weighted "
			    "blocks are not played: every step costs one");
		}
	if ((p->seen = calloc(n, 1)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	p->folds = m->d > 1 && maze_is_cells(m, NULL);
	if (saved) {
		if (play_resume(p, e) == -1)
			return -1;
		p->resumed = 1;
	} else {
		maze_clear_marks(m);
		p->pos = m->start;
		if (route_add(p, m->start, e) == -1)
			return -1;
	}
	if ((p->shortest = search_shortest(m, e)) == 0)
		return -1;
	return 0;
}

void
play_free(struct play *p)
{
	maze_free(&p->m);
	free(p->seen);
	free(p->route);
	free(p->slot.path);
	play_init(p);
}

/* One step from block i in direction d: the block, or MAZE_NONE. */
static size_t
step(const struct maze *m, size_t i, int d)
{
	uint32_t x, y, z;
	int64_t nx, ny, nz;
	size_t j;

	if (d >= maze_ndirs(m->d))
		return MAZE_NONE;
	maze_xyz(m, i, &x, &y, &z);
	nx = (int64_t)x + maze_dx[d];
	ny = (int64_t)y + maze_dy[d];
	nz = (int64_t)z + maze_dz[d];
	if (nx < 0 || ny < 0 || nz < 0 || nx >= m->w || ny >= m->h ||
	    nz >= m->d)
		return MAZE_NONE;
	j = maze_block(m, (uint32_t)nx, (uint32_t)ny, (uint32_t)nz);
	return maze_isopen(m->b[j]) ? j : MAZE_NONE;
}

int
play_move(struct play *p, int d, struct maze_err *e)
{
	size_t i, j;
	uint32_t x, y, z;

	if ((i = step(&p->m, p->pos, d)) == MAZE_NONE)
		return 0;
	maze_xyz(&p->m, i, &x, &y, &z);
	/* A floor is crossed, not stood on, unless it is the way out. */
	if (p->folds && z % 2 == 0 && z > 0 && z + 1 < p->m.d) {
		if ((j = step(&p->m, i, d)) == MAZE_NONE)
			return 0;
		if (MAZE_GROW(p->route, p->routecap, p->nroute + 2) == -1)
			return maze_error(e, 0, 0, "out of memory");
		(void)route_add(p, i, e);
		(void)route_add(p, j, e);
		p->pos = j;
		p->moves = add_count(p->moves, 2);
		return 2;
	}
	if (route_add(p, i, e) == -1)
		return -1;
	p->pos = i;
	p->moves = add_count(p->moves, 1);
	return 1;
}

void
play_add_ms(struct play *p, uint64_t ms)
{
	p->ms = add_count(p->ms, ms);
}

int
play_won(const struct play *p)
{
	return p->pos == p->m.end;
}

size_t
play_length(const struct play *p)
{
	return p->nroute > 0 ? p->nroute - 1 : 0;
}

void
play_summary(const struct play *p, uint64_t score, FILE *fp)
{
	fprintf(fp, "time %llu.%03llu moves %llu explored %zu route %zu "
	    "shortest %zu score %llu\n", (unsigned long long)(p->ms / 1000),
	    (unsigned long long)(p->ms % 1000), (unsigned long long)p->moves,
	    p->explored, play_length(p), p->shortest,
	    (unsigned long long)score);
}

uint64_t
play_score(uint64_t shortest, uint64_t moves, uint64_t ms)
{
	double s = (double)shortest, v;

	if (moves == 0 || shortest == 0)
		return 0;
	v = 1000.0 * s / (double)moves * s / (s + (double)ms / 1000.0) + 0.5;
	return v < PLAY_SCORE_MAX ? (uint64_t)v : PLAY_SCORE_MAX;
}

/* Add block i to the trail and route, for play_resume(). */
int
play_route_add(struct play *p, size_t i, struct maze_err *e)
{
	return route_add(p, i, e);
}
