/* apply.c: mazepost's operations on a maze, in their one order. */
#include <stddef.h>

#include "post/postpriv.h"

/*
 * Do the options of o go together?  Returns 0, or -1 with why saying what
 * is wrong, as mazepost prints it.
 */
int
post_ops_check(const struct post_ops *o, const char **why)
{
	if (o->start.kind == POST_SPOT_FARTHEST &&
	    o->end.kind == POST_SPOT_FARTHEST)
		*why = "--start and --end cannot both be farthest";
	else if (o->diameter && (o->startarg != NULL || o->endarg != NULL))
		*why = "--diameter places both endpoints: it cannot go with "
		    "--start or --end";
	else if (o->keep && o->neararg == NULL && o->cyclesarg == NULL &&
	    o->braidarg == NULL && o->removearg == NULL)
		*why = "--keep-solution needs a loop option: --near, "
		    "--cycles, --braid or --remove-walls";
	else
		return 0;
	return -1;
}

/* Does anything o does to a maze draw on the random generator? */
int
post_ops_random(const struct post_ops *o)
{
	return o->start.kind == POST_SPOT_RANDOM ||
	    o->end.kind == POST_SPOT_RANDOM || o->sparsearg != NULL ||
	    o->cyclesarg != NULL || o->braidarg != NULL || o->removearg != NULL;
}

/*
 * Do to m, a cell maze, what o says, in the one order mazepost(1)
 * documents: the marks of a solution cleared, endpoints, --border, then
 * the options that take walls away or put them up.  --keep-solution
 * measures the route again before each of those.  r draws what is random;
 * s and w are scratch space, kept from maze to maze.  Returns 0, or -1
 * with e set: not a cell maze, or an option that cannot be done to m.
 *
 * The walks share what they can: every one runs on w's graph, loaded once
 * while no wall changes; the distances from S that --end farthest finds
 * are kept for --near and --keep-solution when nothing comes between to
 * change a wall (--sparse would), and those --keep-solution finds before
 * --near serve --near.
 */
int
post_apply(struct maze *m, const struct post_ops *o, struct maze_rng *r,
    struct maze_search *s, struct post_work *w, struct maze_err *e)
{
	return post_apply_steps(m, o, r, s, w, NULL, e);
}

/*
 * Endpoint which of m moved from block was: a step.  S and E are never
 * marked, so the frame has no head.
 */
static void
moved(struct post_frames *fr, const struct maze *m, unsigned char which,
    size_t was)
{
	if ((which == MAZE_START ? m->start : m->end) != was)
		post_step(fr, m, MAZE_NONE);
}

/* post_apply_steps() on m, a cell maze whose marks are cleared. */
static int
apply(struct maze *m, const struct post_ops *o, struct maze_rng *r,
    struct maze_search *s, struct post_work *w, struct post_frames *fr,
    struct maze_err *e)
{
	int step, dist, k;
	size_t was;

	if (post_work_size(w, m, e) == -1)
		return -1;
	/* tmp is the loops' anyway, but for --braid and --remove-walls. */
	dist = o->sparsearg == NULL && (o->neararg != NULL ||
	    (o->keep && o->cyclesarg != NULL));
	if (o->diameter) {
		if (post_diameter_steps(m, w, fr, e) == -1)
			return -1;
	} else {
		was = m->start;
		if (post_place_work(m, MAZE_START, &o->start, &o->end, r, s,
		    w, 0, e) == -1)
			return -1;
		moved(fr, m, MAZE_START, was);
		was = m->end;
		if (post_place_work(m, MAZE_END, &o->end, NULL, r, s, w, dist,
		    e) == -1)
			return -1;
		moved(fr, m, MAZE_END, was);
	}
	for (k = 0; o->border && k < 2; k++) {
		was = k == 0 ? m->start : m->end;
		if (post_border(m, k == 0 ? MAZE_START : MAZE_END, e) == -1)
			return -1;
		moved(fr, m, k == 0 ? MAZE_START : MAZE_END, was);
	}
	if (o->sparsearg != NULL && post_sparse_steps(m, o->sparse, r, w, fr,
	    e) == -1)
		return -1;
	for (step = 0; step < POST_STEPS; step++) {
		if (!post_step_given(o, step))
			continue;
		if (o->keep && post_keep_dist(m, w, step <= 1, e) == -1)
			return -1;
		if ((step == 0 && post_near_steps(m, o->near, w, fr,
		    e) == -1) ||
		    (step == 1 && post_cycles_steps(m, o->cycles, r, w, fr,
		    e) == -1) ||
		    (step == 2 && post_braid_steps(m, o->braid, r, w, fr,
		    e) == -1) ||
		    (step == 3 && post_remove_walls_steps(m, o->remove, r, w,
		    fr, e) == -1))
			return -1;
	}
	return 0;
}

/*
 * post_apply(), telling fr (if not NULL) of each step.  A weave maze
 * (maze(5) "Grids") is worked on as its level 0, the view that
 * post_weave_view() makes of it: the same blocks, read to levels 1 and 2
 * for its tunnels, which stay as they are.
 */
int
post_apply_steps(struct maze *m, const struct post_ops *o, struct maze_rng *r,
    struct maze_search *s, struct post_work *w, struct post_frames *fr,
    struct maze_err *e)
{
	struct maze top;
	int rc;

	if ((m->hdr.grid & MAZE_GRID_WEAVE) && m->b != NULL) {
		if (post_weave_view(m, &top, e) == -1)
			return -1;
		maze_clear_marks(m);
		rc = apply(&top, o, r, s, w, fr, e);
		m->start = top.start;
		m->end = top.end;
		return rc;
	}
	if ((m->hdr.grid & MAZE_GRID_KIND) && m->b != NULL)
		return post_shape_apply(m, o, r, fr, e);
	if (!maze_is_cells(m, e))
		return -1;
	maze_clear_marks(m);
	return apply(m, o, r, s, w, fr, e);
}

/*
 * Append to b the options of o, so that what was done can be done again:
 * every option given, in the order they apply (" --end farthest --border",
 * say), or nothing.  The seed, if post_ops_random(), is the caller's.
 */
void
post_describe(struct maze_buf *b, const struct post_ops *o)
{
	const struct {
		const char *name, *arg;
		int on;
	} parts[] = {
		{ "--start", o->startarg, o->startarg != NULL },
		{ "--end", o->endarg, o->endarg != NULL },
		{ "--diameter", NULL, o->diameter },
		{ "--border", NULL, o->border },
		{ "--sparse", o->sparsearg, o->sparsearg != NULL },
		{ "--near", o->neararg, o->neararg != NULL },
		{ "--cycles", o->cyclesarg, o->cyclesarg != NULL },
		{ "--braid", o->braidarg, o->braidarg != NULL },
		{ "--remove-walls", o->removearg, o->removearg != NULL },
		{ "--keep-solution", NULL, o->keep },
	};
	size_t i;

	for (i = 0; i < sizeof parts / sizeof parts[0]; i++)
		if (parts[i].on)
			maze_buf_add(b, " %s%s%s", parts[i].name,
			    parts[i].arg ? " " : "",
			    parts[i].arg ? parts[i].arg : "");
}
