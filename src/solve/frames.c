/*
 * frames.c: a solve as frames (maze(5) "Frames"): the maze as the solver
 * sees it at a step, the blocks it has expanded '.', those it has seen
 * and not yet expanded '*', the one it is at '@'.
 */
#include <stdlib.h>
#include <string.h>

#include "solve/solvepriv.h"

int
solve_frames_count(struct maze_solve *sv, uint64_t want, struct maze_err *e)
{
	struct maze_solve_frames *f = sv->frames;

	if (f == NULL && (f = sv->frames = calloc(1, sizeof *f)) == NULL)
		return maze_oom(sv->m, e);
	f->want = want;
	f->rng = *sv->rng;
	memcpy(f->dirsteps, sv->dirsteps, sizeof f->dirsteps);
	/* Counting: a frame never due. */
	maze_frames_init(&f->mf, NULL, want, 0);
	f->mf.next = UINT64_MAX;
	return 0;
}

/*
 * The frame due, at padded block p, or at the start (MAZE_NONE: the maze
 * as given, before the solver has loaded it).  Only plain open blocks
 * take marks: S, E and weights stay as they are.
 */
void
solve_frame(struct maze_solve *sv, size_t p)
{
	struct maze_solve_frames *f = sv->frames;
	const struct maze *m = sv->m;
	const struct maze_search *s = sv->srch;
	const unsigned char *st;
	unsigned char *row = f->row, c;
	size_t y, x, at;

	if (maze_frames_head(&f->mf, &m->hdr, m->w, m->h, m->d) == -1)
		return;
	for (y = 0; y < (size_t)m->h * m->d; y++) {
		memcpy(row, m->b + y * m->w, m->w);
		if (p != MAZE_NONE) {
			at = search_pad(s, y * m->w);
			st = s->st + at;
			for (x = 0; x < m->w; x++) {
				if (row[x] != MAZE_OPEN)
					continue;
				/* A wall in the search: a filled dead end. */
				c = st[x];
				if (at + x == p)
					row[x] = MAZE_HEAD;
				else if (c == SEARCH_WALL || (c & SEARCH_DONE))
					row[x] = MAZE_SEEN;
				else if (c & (SEARCH_SEEN | SOLVE_MARK))
					row[x] = MAZE_FRONTIER;
			}
		}
		if (maze_frames_rows(&f->mf, row, m->w, 1) == -1)
			return;
	}
}

int
solve_frames_replay(struct maze_solve *sv, const struct maze_solve_algo *a,
    struct maze_writer *w, struct maze_err *e)
{
	struct maze_solve_frames *f = sv->frames;
	unsigned char *row;
	int rc;

	maze_clear_marks(sv->m);
	*sv->rng = f->rng;
	memcpy(sv->dirsteps, f->dirsteps, sizeof sv->dirsteps);
	if (sv->m->w > f->cap) {
		if ((row = realloc(f->row, sv->m->w)) == NULL) {
			(void)maze_oom(sv->m, e);
			return -2;
		}
		f->row = row;
		f->cap = sv->m->w;
	}
	maze_frames_init(&f->mf, w, f->want, f->mf.step);
	if (f->mf.next == 0)
		solve_frame(sv, MAZE_NONE);
	if ((rc = a->run(sv, e)) == -1)
		return -2;
	if (f->mf.failed) {
		*e = f->mf.err;
		return -1;
	}
	return rc;
}

/* search_walk's visitor: a block expanded is a step. */
static int
visit(void *arg, size_t p, uint64_t dist)
{
	(void)dist;
	solve_step(arg, p);
	return 0;
}

/*
 * search_bfs(), from padded block src to dst, telling the frames of each
 * block expanded if there are frames.
 */
int
solve_search_bfs(struct maze_solve *sv, size_t src, size_t dst,
    struct maze_err *e)
{
	struct search_walk w;

	if (sv->frames == NULL)
		return search_bfs(sv->srch, src, dst, NULL, NULL, e);
	memset(&w, 0, sizeof w);
	w.dst = dst;
	w.visit = visit;
	w.arg = sv;
	return search_walk(sv->srch, src, &w, e);
}
