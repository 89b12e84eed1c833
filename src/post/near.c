/* near.c: --near K, the wall removal of the cs171 write-up. */
#include "post/postpriv.h"

/*
 * --near k: with each cell's distance from the start's cell, computed once
 * before any wall goes (the write-up's "depth table"), scan the cells from
 * the top left to the bottom right (level by level) and take away the wall
 * to the left neighbour, then the one to the top neighbour, then with
 * levels the floor to the cell above, where it stands and the two
 * distances differ by less than k.  Cells the start does not reach are left
 * alone.  Adjacent cells' distances differ by an odd number (the grid is
 * bipartite), so k <= 1 takes nothing away.
 */
int
post_near(struct maze *m, uint32_t k, struct post_work *w,
    struct maze_err *e)
{
	static const int dirs[3] = { MAZE_W, MAZE_N, MAZE_UP };
	uint32_t cells = post_cells(m), c, nb, sc, *dist = w->tmp;
	size_t wall;
	int i, nd = m->d > 1 ? 3 : 2;

	if ((sc = post_end_cell(m, m->start)) == POST_NONE)
		return maze_error(e, m->line, 1, "--near needs a start 'S' in a "
		    "cell or in an opening of the outer wall");
	if (post_bfs(m, sc, dist, w, NULL, e) == -1)
		return -1;
	for (c = 0; c < cells; c++) {
		if (dist[c] == POST_NONE)
			continue;
		for (i = 0; i < nd; i++) {
			nb = post_neighbour(m, c, dirs[i], &wall);
			if (nb == POST_NONE || maze_isopen(m->b[wall]) ||
			    dist[nb] == POST_NONE ||
			    (dist[c] > dist[nb] ? dist[c] - dist[nb] :
			    dist[nb] - dist[c]) >= k || !post_allowed(w, c, nb))
				continue;
			m->b[wall] = MAZE_OPEN;
		}
	}
	return 0;
}
