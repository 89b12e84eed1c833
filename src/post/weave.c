/*
 * weave.c: mazepost on a weave maze (maze(5) "Grids"): its level 0 as the
 * cell maze the operations work on, and the tunnels below as ways that
 * they walk but never change.
 */
#include <stdint.h>

#include "lib/libpriv.h"
#include "post/postpriv.h"

/*
 * Make *top the view of weave maze m that post_apply() works on: its
 * level 0, a flat cell maze whose blocks go on, in memory, to levels 1
 * and 2, where the tunnels are read (post_weave()).  m must be a weave
 * (maze_is_weave()) with S and E, if any, on level 0 (maze_weave_ends()):
 * an endpoint in a tunnel has no cell of level 0 to be moved from.
 * Returns 0, or -1 with e, at the first block that breaks a rule.
 */
int
post_weave_view(const struct maze *m, struct maze *top, struct maze_err *e)
{
	if (!maze_is_weave(m, e) || !maze_weave_ends(m, e))
		return -1;
	*top = *m;
	top->d = 1;
	return 0;
}

/*
 * Ways out of the cell at b of the view m: its open walls to cells (as
 * post_masked_degree() counts them, masked or not), and its tunnels.
 */
int
post_weave_degree(const struct maze *m, const unsigned char *b)
{
	size_t c = (size_t)(b - m->b);
	int d, n = post_masked_degree(m, b);

	if (m->b[c + (size_t)m->w * m->h] == MAZE_WALL)
		return n;
	for (d = 0; d < 4; d++)
		n += maze_weave_tunnel(m, c, d) != SIZE_MAX;
	return n;
}

/*
 * Is cell c of the view m the end of a tunnel: has it a way down?
 */
int
post_weave_end(const struct maze *m, uint32_t c)
{
	return m->b[post_cell_block(m, c) + (size_t)m->w * m->h] != MAZE_WALL;
}
