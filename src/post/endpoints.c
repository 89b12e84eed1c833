/* endpoints.c: moving the start and the end of a cell maze to chosen cells. */
#include <string.h>

#include "lib/num.h"
#include "lib/libpriv.h"
#include "post/postpriv.h"

static const struct {
	const char *name;
	enum post_spot_kind kind;
} spot_names[] = {
	{ "nw", POST_SPOT_NW }, { "ne", POST_SPOT_NE }, { "sw", POST_SPOT_SW },
	{ "se", POST_SPOT_SE }, { "center", POST_SPOT_CENTER }, { "random", POST_SPOT_RANDOM },
	{ "farthest", POST_SPOT_FARTHEST },
};

/* Parse a SPEC of --start or --end: x,y, a corner, center, random, farthest. */
int
post_parse_spot(const char *s, struct post_spot *sp, const char **why)
{
	uint64_t x, y;
	size_t i;

	for (i = 0; i < sizeof spot_names / sizeof spot_names[0]; i++)
		if (strcmp(s, spot_names[i].name) == 0) {
			sp->kind = spot_names[i].kind;
			return 0;
		}
	if (num_parse_pair(s, UINT32_MAX, &x, &y, why) == -1) {
		*why = "expected x,y, nw, ne, sw, se, center, random or "
		    "farthest";
		return -1;
	}
	sp->kind = POST_SPOT_CELL;
	sp->x = (uint32_t)x;
	sp->y = (uint32_t)y;
	return 0;
}

/*
 * The cell farthest by path from block from: the last cell a breadth-first
 * search from there expands.  MAZE_NONE if it reaches no other cell.  From
 * a cell, or from an opening of the outer wall beside one, the search runs
 * over the cell graph, a byte a cell rather than a byte a block: its cells
 * come in the order a search over the blocks expands them.
 */
static size_t
farthest_cell(struct maze *m, size_t from, struct search *s,
    struct maze_err *e, int *err)
{
	struct search_walk w;
	uint32_t c = post_end_cell(m, from), cw = m->w / 2;
	size_t cell;

	*err = 0;
	if (c != POST_NONE) {
		memset(&w, 0, sizeof w);
		w.dst = MAZE_NONE;
		if (search_load(s, m, SEARCH_GRAPH, e) == -1 ||
		    search_walk(s, search_pad(s, c), &w, e) == -1) {
			*err = 1;
			return MAZE_NONE;
		}
		c = (uint32_t)search_unpad(s, w.last);
		cell = maze_cell(m, c % cw, c / cw);
		return cell == from ? MAZE_NONE : cell;
	}
	if (search_load(s, m, 1, e) == -1 ||
	    search_bfs(s, search_pad(s, from), MAZE_NONE, NULL, &cell, e) == -1) {
		*err = 1;
		return MAZE_NONE;
	}
	if (cell == MAZE_NONE || search_unpad(s, cell) == from)
		return MAZE_NONE;
	return search_unpad(s, cell);
}

/*
 * Put endpoint which (MAZE_START or MAZE_END) of cell maze m at the cell sp
 * names.  The old one's block closes if it was an opening in the outer wall
 * and becomes plain open otherwise.
 */
int
post_place(struct maze *m, unsigned char which, const struct post_spot *sp,
    struct rng *r, struct search *s, struct maze_err *e)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, x = 0, y = 0;
	size_t *self = which == MAZE_START ? &m->start : &m->end;
	size_t other = which == MAZE_START ? m->end : m->start, to, ox, oy;
	unsigned char oc = which == MAZE_START ? MAZE_END : MAZE_START;
	int err;

	switch (sp->kind) {
	case POST_SPOT_NONE:
		return 0;
	case POST_SPOT_CELL:
		if (sp->x >= cw || sp->y >= ch)
			return maze_error(e, m->line, 1, "cell %u,%u is outside "
			    "this maze of %ux%u cells", sp->x, sp->y, cw, ch);
		x = sp->x;
		y = sp->y;
		break;
	case POST_SPOT_NW:
		break;
	case POST_SPOT_NE:
		x = cw - 1;
		break;
	case POST_SPOT_SW:
		y = ch - 1;
		break;
	case POST_SPOT_SE:
		x = cw - 1;
		y = ch - 1;
		break;
	case POST_SPOT_CENTER:
		x = cw / 2;
		y = ch / 2;
		break;
	case POST_SPOT_RANDOM:
		/* Any cell but the other endpoint's, if there is another. */
		do {
			x = rng_below(r, cw);
			y = rng_below(r, ch);
		} while (maze_cell(m, x, y) == other && cw * ch > 1);
		break;
	case POST_SPOT_FARTHEST:
		if (other == MAZE_NONE)
			return maze_error(e, m->line, 1, "no %s block '%c' to "
			    "be farthest from", oc == MAZE_START ? "start" :
			    "end", oc);
		to = farthest_cell(m, other, s, e, &err);
		if (err)
			return -1;
		if (to == MAZE_NONE)
			return maze_error(e, m->line, 1, "no cell is reachable "
			    "from the %s block", oc == MAZE_START ? "start" :
			    "end");
		x = (uint32_t)(to % m->w / 2);
		y = (uint32_t)(to / m->w / 2);
		break;
	}
	to = maze_cell(m, x, y);
	if (to == other)
		return maze_error(e, m->line, 1, "cell %u,%u already holds "
		    "'%c'", x, y, oc);
	if (*self != MAZE_NONE) {
		ox = *self % m->w;
		oy = *self / m->w;
		m->b[*self] = ox == 0 || oy == 0 || ox == m->w - 1u ||
		    oy == m->h - 1u ? MAZE_WALL : MAZE_OPEN;
	}
	m->b[to] = which;
	*self = to;
	return 0;
}
