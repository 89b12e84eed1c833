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
	uint32_t rows = m->h * m->d, y;

	if (maze_frames_head(&fr->mf, &m->hdr, m->w, m->h, m->d) == -1)
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

	if (!maze_is_cells(m, e))
		return -2;
	maze_clear_marks(m);
	if ((rc = maze_cells_from(fr->given, m, e)) != 0) {
		/* maze_is_cells() said it was one. */
		if (rc == 1)
			(void)maze_error(e, m->line, 1, "not a cell maze");
		return -2;
	}
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
	if (maze_cells_blocks(fr->given, m, e) == -1)
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
