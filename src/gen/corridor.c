/*
 * corridor.c: the corridor generator of the numpy maze blog.  From the
 * root, carve a corridor, each step to a random unvisited neighbour,
 * until it is --corridor cells long (999 by default) or reaches a dead
 * end; then start a new corridor from a random visited cell that still has
 * an unvisited neighbour, and so on until every cell is visited.  With a
 * long limit it is close to hunt-and-kill with random restarts; short
 * limits give bushier mazes with more junctions.
 *
 * The visited cells wait in a list (4 bytes each); a cell drawn from it
 * with no unvisited neighbour left is dropped, the last cell taking its
 * place, so that the draw is uniform over the cells that qualify.  Memory:
 * 5 bytes a cell.  No recursion.
 */
#include <stdlib.h>

#include "gen.h"

int
gen_corridor(struct maze *m, struct rng *r, const struct gen_opts *o,
    struct maze_err *e)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, x, y, nx, ny, k, len = 0, j;
	size_t n = (size_t)cw * ch, nlist = 0, c;
	uint32_t *list;
	unsigned char *in;
	int d, dirs[4];

	list = malloc(n * sizeof *list);
	in = calloc(n, 1);
	if (list == NULL || in == NULL) {
		free(list);
		free(in);
		return maze_error(e, 0, 0, "out of memory");
	}
	if (gen_root_cell(m->w / 2, m->h / 2, r, o,
	    GEN_ROOT_RANDOM, &x, &y, e) == -1) {
		free(list);
		free(in);
		return -1;
	}
	c = (size_t)y * cw + x;
	in[c] = 1;
	list[nlist++] = (uint32_t)c;
	for (;;) {
		for (k = 0, d = 0; d < 4 && len < o->corridor; d++) {
			nx = x + (uint32_t)maze_dx[d];
			ny = y + (uint32_t)maze_dy[d];
			if (nx < cw && ny < ch && !in[(size_t)ny * cw + nx])
				dirs[k++] = d;
		}
		if (k > 0) {
			d = dirs[k > 1 ? rng_below(r, k) : 0];
			m->b[maze_cell(m, x, y) + (size_t)((ptrdiff_t)
			    maze_dy[d] * m->w + maze_dx[d])] = MAZE_OPEN;
			x += (uint32_t)maze_dx[d];
			y += (uint32_t)maze_dy[d];
			c = (size_t)y * cw + x;
			in[c] = 1;
			list[nlist++] = (uint32_t)c;
			len++;
			continue;
		}
		/* A junction: a random visited cell with somewhere to go. */
		for (;;) {
			if (nlist == 0)
				goto done;
			j = nlist > 1 ? rng_below(r, (uint32_t)nlist) : 0;
			c = list[j];
			x = (uint32_t)(c % cw);
			y = (uint32_t)(c / cw);
			for (d = 0; d < 4; d++) {
				nx = x + (uint32_t)maze_dx[d];
				ny = y + (uint32_t)maze_dy[d];
				if (nx < cw && ny < ch &&
				    !in[(size_t)ny * cw + nx])
					break;
			}
			if (d < 4)
				break;
			list[j] = list[--nlist];
		}
		len = 0;
	}
done:
	free(list);
	free(in);
	return 0;
}
