/*
 * frames.c: mazepost's work on a maze as frames (maze(5) "Frames"): the
 * maze as it stands after a step, the block the step changed the head.
 */
#include <stdlib.h>
#include <string.h>

#include "lib/libpriv.h"
#include "post/postpriv.h"

struct post_frames *
post_frames_new(void)
{
	struct post_frames *fr;

	if ((fr = calloc(1, sizeof *fr)) == NULL)
		return NULL;
	if ((fr->given = maze_cells_new()) == NULL) {
		free(fr);
		return NULL;
	}
	return fr;
}

void
post_frames_free(struct post_frames *fr)
{
	if (fr == NULL)
		return;
	maze_cells_free(fr->given);
	free(fr->blocks);
	free(fr->row);
	free(fr);
}

/*
 * The frame due: m as it stands, with the head '@' at block head if that
 * is a plain open block (a wall just taken down, a cell just culled); S,
 * E and weights keep their characters, and MAZE_NONE marks nothing.  The
 * rows go out as they are but the head's, copied to be marked.
 */
void
post_frame(struct post_frames *fr, const struct maze *m, size_t head)
{
	/* A weave's view (post_weave()) is drawn whole, its three levels. */
	uint32_t d = post_weave(m) ? 3 : m->d, rows = m->h * d, y;

	if (maze_frames_head(&fr->mf, &m->hdr, m->w, m->h, d) == -1)
		return;
	if (head == MAZE_NONE || m->b[head] != MAZE_OPEN) {
		(void)maze_frames_rows(&fr->mf, m->b, m->w, rows);
		return;
	}
	y = (uint32_t)(head / m->w);
	memcpy(fr->row, m->b + (size_t)y * m->w, m->w);
	fr->row[head % m->w] = MAZE_HEAD;
	if (maze_frames_rows(&fr->mf, m->b, m->w, y) == -1 ||
	    maze_frames_rows(&fr->mf, fr->row, m->w, 1) == -1)
		return;
	(void)maze_frames_rows(&fr->mf, m->b + (size_t)(y + 1) * m->w, m->w,
	    rows - y - 1);
}

/*
 * Keep m, its marks cleared, as it is given to the work: as its form, an
 * eighth of a byte a block; a weave, a hex or a delta maze (maze(5)
 * "Grids"), which no form holds, as its blocks.  Returns 0, or -2 with e
 * if m is no cell maze, or no weave, or out of memory.
 */
static int
given_keep(struct post_frames *fr, struct maze *m, struct maze_err *e)
{
	struct maze top;
	size_t n = maze_blocks(m);
	unsigned char *b;
	int rc;

	if ((m->hdr.grid & (MAZE_GRID_WEAVE | MAZE_GRID_KIND)) &&
	    m->b != NULL) {
		if ((m->hdr.grid & MAZE_GRID_WEAVE) &&
		    post_weave_view(m, &top, e) == -1)
			return -2;
		maze_clear_marks(m);
		if (n > fr->bcap) {
			if ((b = realloc(fr->blocks, n)) == NULL) {
				(void)maze_oom(m, e);
				return -2;
			}
			fr->blocks = b;
			fr->bcap = n;
		}
		memcpy(fr->blocks, m->b, n);
		fr->start = m->start;
		fr->end = m->end;
		fr->weave = 1;
		return 0;
	}
	fr->weave = 0;
	if (!maze_is_cells(m, e))
		return -2;
	maze_clear_marks(m);
	if ((rc = maze_cells_from(fr->given, m, e)) != 0) {
		/* maze_is_cells() said it was one. */
		if (rc == 1)
			(void)maze_error(e, m->line, 1, "not a cell maze");
		return -2;
	}
	return 0;
}

/* m as given_keep() kept it, again: 0, or -1 with e. */
static int
given_back(struct post_frames *fr, struct maze *m, struct maze_err *e)
{
	if (!fr->weave)
		return maze_cells_blocks(fr->given, m, e);
	memcpy(m->b, fr->blocks, maze_blocks(m));
	m->start = fr->start;
	m->end = fr->end;
	return 0;
}

int
post_frames_apply(struct post_frames *fr, struct maze *m,
    const struct post_ops *o, uint64_t want, struct maze_rng *r,
    struct maze_search *s, struct post_work *w, struct maze_writer *out,
    struct maze_err *e)
{
	struct maze_rng given;
	unsigned char *row;
	int rc;

	/*
	 * Every frame carries m's header lines: one the writer would refuse
	 * is refused here, before any work or frame, as maze_write() would
	 * refuse the last frame, which is the caller's to write.
	 */
	if (maze_hdr_check(&m->hdr, e) == -1)
		return -1;
	/* r may be NULL where o draws nothing, as for post_apply(). */
	if (r != NULL)
		given = *r;

	if ((rc = given_keep(fr, m, e)) != 0)
		return rc;
	if (m->w > fr->cap) {
		if ((row = realloc(fr->row, m->w)) == NULL) {
			(void)maze_oom(m, e);
			return -2;
		}
		fr->row = row;
		fr->cap = m->w;
	}
	/* Counting: a frame never due. */
	maze_frames_init(&fr->mf, NULL, want, 0);
	fr->mf.next = UINT64_MAX;
	if (post_apply_steps(m, o, r, s, w, fr, e) == -1)
		return -2;
	/* Writing: the same work, from the maze and the draws as given. */
	if (given_back(fr, m, e) == -1)
		return -2;
	if (r != NULL)
		*r = given;
	maze_frames_init(&fr->mf, out, want, fr->mf.step);
	if (fr->mf.next == 0)
		post_frame(fr, m, MAZE_NONE);
	if (post_apply_steps(m, o, r, s, w, fr, e) == -1)
		return -2;
	if (fr->mf.failed) {
		*e = fr->mf.err;
		return -1;
	}
	return 0;
}
