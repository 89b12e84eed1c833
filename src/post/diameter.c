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
	return post_diameter_steps(m, w, NULL, e);
}

/*
 * Move endpoint which of m to block to, the old one's block closed or
 * opened as post_place leaves it; a step if it moved.  S moved onto E's
 * block takes it: E is then nowhere until it moves in turn.
 */
static void
move_end(struct maze *m, unsigned char which, size_t to,
    struct post_frames *fr)
{
	size_t *self = which == MAZE_START ? &m->start : &m->end;

	if (*self == to)
		return;
	if (*self != MAZE_NONE)
		m->b[*self] = post_outer(m, *self) ? MAZE_WALL : MAZE_OPEN;
	if (which == MAZE_START && m->end == to)
		m->end = MAZE_NONE;
	m->b[to] = which;
	*self = to;
	post_step(fr, m, MAZE_NONE);
}

/* post_diameter(), telling fr (if not NULL) of each endpoint moved. */
int
post_diameter_steps(struct maze *m, struct post_work *w,
    struct post_frames *fr, struct maze_err *e)
{
	uint32_t n = post_cells(m), root, u, v;

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
	move_end(m, MAZE_START, post_cell_block(m, u), fr);
	move_end(m, MAZE_END, post_cell_block(m, v), fr);
	return 0;
}
