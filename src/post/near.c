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
	uint32_t cw = m->w / 2, ch = m->h / 2, cd = maze_cell_levels(m);
	uint32_t x, y, z, c = 0, sc, *dist = w->tmp;
	size_t b, lv = (size_t)m->w * m->h;
	/* The walls west, north and above, in that order: offsets. */
	const size_t wall[3] = { 1, m->w, lv };
	const uint32_t nb[3] = { 1, cw, cw * ch };
	int i;

	if ((sc = post_end_cell(m, m->start)) == POST_NONE)
		return maze_error(e, m->line, 1, "--near needs a start 'S' in a "
		    "cell or in an opening of the outer wall");
	if (w->from != sc) {
		if (post_bfs(m, sc, dist, w, NULL, e) == -1)
			return -1;
		w->from = sc;
	}
	for (z = 0; z < cd; z++)
		for (y = 0; y < ch; y++)
			for (x = 0; x < cw; x++, c++) {
				if (dist[c] == POST_NONE)
					continue;
				b = maze_cell3(m, x, y, z);
				for (i = 0; i < 3; i++) {
					if ((i == 0 ? x : i == 1 ? y : z) == 0 ||
					    m->b[b - wall[i]] != MAZE_WALL ||
					    dist[c - nb[i]] == POST_NONE ||
					    (dist[c] > dist[c - nb[i]] ?
					    dist[c] - dist[c - nb[i]] :
					    dist[c - nb[i]] - dist[c]) >= k ||
					    !post_allowed(w, c, c - nb[i]))
						continue;
					m->b[b - wall[i]] = MAZE_OPEN;
				}
			}
	post_changed(w);
	return 0;
}
