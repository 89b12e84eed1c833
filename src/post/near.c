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
	uint32_t x, y, z, c = 0, sc, n, dn, *dist = w->tmp;
	size_t b, lv = (size_t)m->w * m->h;
	unsigned char *p;
	int64_t diff;
	/* The walls west, north and above, in that order: offsets. */
	const size_t wall[3] = { 1, m->w, lv };
	const uint32_t nb[3] = { 1, cw, cw * ch };
	int i, in, ok, nw = cd > 1 ? 3 : 2;

	if ((sc = post_end_cell(m, m->start)) == POST_NONE)
		return maze_error(e, m->line, 1, "--near needs a start 'S' in a "
		    "cell or in an opening of the outer wall");
	if (w->from != sc) {
		if (post_bfs(m, sc, dist, w, NULL, e) == -1)
			return -1;
		w->from = sc;
	}
	/*
	 * A wall stands about as often as not, so each is judged and written
	 * back without a branch: a wall that stays gets its own byte.  At
	 * the edge the cell stands in for the neighbour it lacks, so that
	 * nothing is read outside the maze.
	 */
	for (z = 0; z < cd; z++)
		for (y = 0; y < ch; y++)
			for (x = 0; x < cw; x++, c++) {
				if (dist[c] == POST_NONE)
					continue;
				b = maze_cell3(m, x, y, z);
				for (i = 0; i < nw; i++) {
					in = (i == 0 ? x : i == 1 ? y : z) != 0;
					n = in ? c - nb[i] : c;
					p = &m->b[in ? b - wall[i] : b];
					dn = dist[n];
					diff = (int64_t)dist[c] - dn;
					ok = in & (*p == MAZE_WALL) &
					    (dn != POST_NONE) & (diff < k) &
					    (-diff < k) & post_allowed(w, c, n);
					*p = ok ? MAZE_OPEN : *p;
				}
			}
	post_changed(w);
	return 0;
}
