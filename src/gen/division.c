/*
 * division.c: recursive division, a wall adder.  Start from an open field,
 * every wall between cells down.  Cut a room in two with a wall across it,
 * leaving one gap, then cut each half the same way, until rooms are one
 * cell wide or high (a corridor, already a tree).  A room is cut across its
 * longer side; a square one either way at random.  Long straight walls,
 * a visible box-in-box texture, few dead ends in big rooms.
 *
 * The rooms still to cut wait on an explicit stack that grows by doubling;
 * no recursion.  Memory: 16 bytes a waiting room, at most about
 * log2 of the side plus one per level; no per-cell memory at all.
 */
#include <stdlib.h>

#include "gen/genpriv.h"
#include "lib/libpriv.h"

struct room {
	uint32_t x, y, w, h;
};

/* A step, for frames: a wall added, the gap of its cut the head. */
static inline void
step(struct maze_gen_frames *f, struct maze *m, size_t gap)
{
	if (f != NULL && maze_frames_due(&f->mf))
		gen_frame_grid(f, m, gap);
}

int
gen_division(struct maze *m, struct maze_rng *r, const struct maze_gen_opts *o,
    struct maze_err *e)
{
	struct maze_gen_frames *f = o->frames;
	uint32_t cw = m->w / 2, ch = m->h / 2, x, y, at, gap, i;
	struct room *st = NULL, a;
	size_t n = 0, cap = 0;
	int across;	/* the cut runs east-west */

	/* The open field. */
	for (y = 0; y < ch; y++)
		for (x = 0; x < cw; x++) {
			if (x + 1 < cw)
				m->b[maze_cell(m, x, y) + 1] = MAZE_OPEN;
			if (y + 1 < ch)
				m->b[maze_cell(m, x, y) + m->w] = MAZE_OPEN;
		}
	if (f != NULL && f->mf.next == 0)
		gen_frame_grid(f, m, SIZE_MAX);
	a.x = a.y = 0;
	a.w = cw;
	a.h = ch;
	for (;;) {
		if (a.w >= 2 && a.h >= 2) {
			across = a.w < a.h ? 1 : a.h < a.w ? 0 :
			    (int)rng_below(r, 2);
			/* Its gap joins the two halves. */
			gen_joined(o, 1);
			if (MAZE_GROW(st, cap, n + 1) == -1) {
				free(st);
				return maze_error(e, 0, 0, "out of memory");
			}
			if (across) {
				/*
				 * A wall below row a.y + at,
				 * a gap at column gap.
				 */
				at = rng_below(r, a.h - 1);
				gap = rng_below(r, a.w);
				for (i = 0; i < a.w; i++)
					if (i != gap) {
						m->b[maze_cell(m, a.x + i,
						    a.y + at) + m->w] =
						    MAZE_WALL;
						step(f, m, maze_cell(m,
						    a.x + gap, a.y + at) +
						    m->w);
					}
				st[n].x = a.x;
				st[n].y = a.y + at + 1;
				st[n].w = a.w;
				st[n++].h = a.h - at - 1;
				a.h = at + 1;
			} else {
				at = rng_below(r, a.w - 1);
				gap = rng_below(r, a.h);
				for (i = 0; i < a.h; i++)
					if (i != gap) {
						m->b[maze_cell(m, a.x + at,
						    a.y + i) + 1] = MAZE_WALL;
						step(f, m, maze_cell(m,
						    a.x + at, a.y + gap) + 1);
					}
				st[n].x = a.x + at + 1;
				st[n].y = a.y;
				st[n].w = a.w - at - 1;
				st[n++].h = a.h;
				a.w = at + 1;
			}
			continue;
		}
		/* A corridor, joined through its own passages. */
		gen_joined(o, (size_t)a.w * a.h - 1);
		if (n == 0)
			break;
		a = st[--n];
	}
	free(st);
	return 0;
}
