/*
 * weave.c: a weave maze (maze(5) "Grids") as one picture rather than three
 * levels: level 0, the maze seen from above, with each tunnel showing in
 * the two walls beside the crossing it passes under.
 *
 * A tunnel runs from a cell, through the wall beside a crossing, under the
 * crossing and through the wall on its other side, to the cell beyond.
 * Those two walls, its side blocks, are walls on level 0, since the
 * crossing's passage runs across the tunnel and not along it; here they
 * take the tunnel's blocks of level 2 instead, so that its marks show (a
 * route, explored blocks, a heat map's distances), and every format draws
 * across each, on its side towards the crossing, the line of the wall it
 * is on level 0: the crossing's passage passes over the tunnel, whose own
 * walls are the corners either side.  A cell over a tunnel, a crossing
 * or a tunnel's end, is drawn as its block of level 0 but where the
 * tunnel's block under it is the more strongly marked, so that a route
 * under a crossing, or under an end on to the next tunnel, is not cut.
 */
#include <stdlib.h>
#include <string.h>

#include "render/renderpriv.h"

/*
 * How strongly a block's character marks it, for which of a cell's
 * two blocks, over and under, is drawn: a route or where a frame's search
 * stands over explored blocks and the frontier, those over a plain or
 * weighted block.
 */
static int
rank(unsigned char c)
{
	if (maze_isroute(c) || c == '@' || c == '~')
		return 2;
	if (c == MAZE_SEEN || c == '*')
		return 1;
	return 0;
}

int
render_weave_view(struct render_weave *wv, const struct maze *m,
    const struct maze_render_heat *h, struct maze_err *e)
{
	size_t plane = (size_t)m->w * m->h, i;
	const unsigned char *floor, *tun;
	const uint32_t *d0 = NULL, *d2 = NULL;
	unsigned char *b;
	uint32_t *dist = NULL, x, y;

	memset(wv, 0, sizeof *wv);
	if (!maze_is_weave(m, e))
		return -1;
	if ((b = malloc(plane)) == NULL || (h != NULL && (dist =
	    malloc(plane * sizeof *dist)) == NULL)) {
		free(b);
		return maze_error(e, 0, 0, "out of memory");
	}
	floor = m->b + plane;
	tun = m->b + 2 * plane;
	memcpy(b, m->b, plane);
	if (h != NULL) {
		d0 = h->dist;
		d2 = h->dist + 2 * plane;
		memcpy(dist, d0, plane * sizeof *dist);
	}
	/*
	 * Only tunnels are open on level 2, and never on its edge: its side
	 * blocks (x + y odd), and cells, under a crossing or a tunnel's
	 * end.  Tunnels in a row share their ends, so that a route may pass
	 * under an end too, never coming up there.
	 */
	for (y = 1; y + 1 < m->h; y++)
		for (i = (size_t)y * m->w + 1, x = 1; x + 1 < m->w; x++, i++) {
			if (tun[i] == MAZE_WALL || ((x + y) % 2 == 0 &&
			    rank(tun[i]) <= rank(b[i])))
				continue;
			b[i] = tun[i];
			if (dist != NULL)
				dist[i] = d2[i];
		}
	wv->v = *m;
	wv->v.b = b;
	wv->v.cap = plane;
	wv->v.d = 1;
	memset(&wv->v.hdr, 0, sizeof wv->v.hdr);
	wv->v.hdr.grid = m->hdr.grid & ~(unsigned)MAZE_GRID_WEAVE;
	wv->floor = floor;
	wv->tun = tun;
	if (dist != NULL) {
		wv->heat.dist = dist;
		wv->heat.cap = plane;
		wv->heat.max = h->max;
	}
	return 0;
}

void
render_weave_free(struct render_weave *wv)
{
	if (wv == NULL)
		return;
	free(wv->v.b);
	free(wv->heat.dist);
	memset(wv, 0, sizeof *wv);
}

const struct maze_render_heat *
render_weave_heat(const struct render_weave *wv)
{
	return wv->heat.dist != NULL ? &wv->heat : NULL;
}

int
render_weave_gap(const struct render_weave *wv, uint32_t x, uint32_t y)
{
	const struct maze *v = &wv->v;
	size_t i = (size_t)y * v->w + x;

	if ((x + y) % 2 == 0 || wv->tun[i] == MAZE_WALL)
		return RENDER_GAP_NONE;
	/* The crossing is the cell beside it whose floor is shut. */
	if (x % 2 == 0)
		return wv->floor[i + 1] == MAZE_WALL ? RENDER_GAP_E :
		    RENDER_GAP_W;
	return wv->floor[i + v->w] == MAZE_WALL ? RENDER_GAP_S :
	    RENDER_GAP_N;
}

uint32_t
render_gap_width(const struct maze_render_opts *o)
{
	return ((o->wall ? o->wall : o->block) + 2) / 4;
}

int
render_gap_px(int gap, uint32_t t, uint32_t bw, uint32_t bh, uint32_t x,
    uint32_t y)
{
	switch (gap) {
	case RENDER_GAP_N:
		return y < t;
	case RENDER_GAP_E:
		return x + t >= bw;
	case RENDER_GAP_S:
		return y + t >= bh;
	case RENDER_GAP_W:
		return x < t;
	}
	return 0;
}
