/*
 * sidewinder.c: the sidewinder, streamed.  The top row is one corridor.
 * Every later row is cut into runs: going east, each cell either opens its
 * east wall (the run goes on; even odds, or --bias) or closes the run,
 * which then opens north from one of its cells at random.  Every cell
 * finds the top row by going north, so the top row has no dead ends and a
 * path upward never turns back; vertical passages are the shorter.
 * Memory: none but the two rows the caller gives.
 */
#include <string.h>

#include "gen/genpriv.h"

static int
sw_open(struct gen_stream *s, struct maze_err *e)
{
	(void)s;
	(void)e;
	return 0;
}

static void
sw_close(struct gen_stream *s)
{
	(void)s;
}

static void
sw_row(struct gen_stream *s, unsigned char *above, unsigned char *cells)
{
	uint32_t w = 2 * s->cw + 1, x, run = 0, k;

	memset(above, MAZE_WALL, w);
	memset(cells, MAZE_WALL, w);
	for (x = 0; x < s->cw; x++) {
		cells[2 * x + 1] = MAZE_OPEN;
		if (s->y == 0) {
			if (x + 1 < s->cw)
				cells[2 * x + 2] = MAZE_OPEN;
			continue;
		}
		if (x + 1 < s->cw && gen_east(s->r, s->o->apart)) {
			cells[2 * x + 2] = MAZE_OPEN;
			continue;
		}
		k = run + (x > run ? rng_below(s->r, x - run + 1) : 0);
		above[2 * k + 1] = MAZE_OPEN;
		run = x + 1;
	}
}

const struct maze_gen_streamer gen_sidewinder = { sw_open, sw_row, sw_close,
	0, NULL, NULL, NULL };
