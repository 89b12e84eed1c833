/* diameter.c: both endpoints at the ends of a longest path, by two sweeps. */
#include "post/postpriv.h"

/*
 * --diameter: the first cell in reading order (level by level) with an
 * open wall to another cell is the root; a breadth-first search from it
 * finds the cell u it expands last, and one from u the cell v it expands
 * last.  S goes to u and E to v.  On a perfect maze (a tree) dist(u, v) is
 * the diameter, the longest of all shortest paths; with loops it is the
 * eccentricity of u, at least half the diameter of the root's part and at
 * most all of it.  The old endpoints go as post_place lets them go.
 */
int
post_diameter(struct maze *m, struct post_work *w, struct maze_err *e)
{
	uint32_t n = post_cells(m), root, u, v;
	size_t *ends[2] = { &m->start, &m->end };
	int k;

	if (post_shape(m, e) == -1)
		return -1;
	if (post_work_size(w, m, e) == -1)
		return -1;
	for (root = 0; root < n && post_degree(m, root) == 0; root++)
		;
	if (root == n)
		return maze_error(e, m->line, 1, "--diameter: no two cells of "
		    "this maze are joined");
	/* Only the last cells matter: no distances. */
	if (post_bfs(m, root, NULL, w, &u, e) == -1 ||
	    post_bfs(m, u, NULL, w, &v, e) == -1)
		return -1;
	for (k = 0; k < 2; k++)
		if (*ends[k] != MAZE_NONE) {
			m->b[*ends[k]] = post_outer(m, *ends[k]) ? MAZE_WALL :
			    MAZE_OPEN;
			*ends[k] = MAZE_NONE;
		}
	m->start = post_cell_block(m, u);
	m->end = post_cell_block(m, v);
	m->b[m->start] = MAZE_START;
	m->b[m->end] = MAZE_END;
	return 0;
}
