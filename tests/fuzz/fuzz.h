/*
 * fuzz.h: what the libFuzzer harnesses share: the input as a stream, the
 * size they take, the options drawn from its first bytes, an output in
 * memory, and the independent checks (a breadth-first search, connected
 * parts) that the library's answers are compared with.  Each harness is one
 * file defining LLVMFuzzerTestOneInput; replay.c feeds it files without
 * libFuzzer, so that `make check` replays the regression inputs under gcc.
 */
#ifndef FUZZ_H
#define FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib/libint.h"

/*
 * The most bytes a harness takes: enough for mazes of a few thousand
 * blocks and streams of several, small enough that an execution stays far
 * under a millisecond.  Longer inputs are passed over, not cut, so that
 * a saved input means the same to every harness.
 */
#define FUZZ_MAX	4096

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/*
 * A property failed: say which, and what the harness was doing (fuzz_what,
 * the solver, say), and abort, which libFuzzer records.
 */
static const char *fuzz_what = "";

#define FUZZ_ASSERT(cond) \
	do { \
		if (!(cond)) { \
			fprintf(stderr, "%s:%d: %s: property failed: %s\n", \
			    __FILE__, __LINE__, fuzz_what, #cond); \
			abort(); \
		} \
	} while (0)

/*
 * The options of a harness: bytes taken from the front of the input, 0
 * once it is used up, so that every input is valid and libFuzzer's
 * mutations of the first bytes explore the options.
 */
struct fuzz_in {
	const uint8_t *p;
	size_t n;
};

static inline unsigned
fuzz_byte(struct fuzz_in *in)
{
	if (in->n == 0)
		return 0;
	in->n--;
	return *in->p++;
}

/* The rest of the input as a stream; abort if even that fails. */
static inline FILE *
fuzz_file(const struct fuzz_in *in)
{
	FILE *fp;

	/* fmemopen takes a size of 0, but not a NULL buffer. */
	if ((fp = fmemopen((void *)(in->n ? in->p : (const uint8_t *)""),
	    in->n, "rb")) == NULL)
		abort();
	return fp;
}

/* An output in memory: open_memstream's buffer, freed by fuzz_out_free. */
struct fuzz_out {
	FILE *fp;
	char *buf;
	size_t len;
};

static inline void
fuzz_out_open(struct fuzz_out *o)
{
	o->buf = NULL;
	o->len = 0;
	if ((o->fp = open_memstream(&o->buf, &o->len)) == NULL)
		abort();
}

/* Close the stream: o->buf and o->len then hold what was written. */
static inline void
fuzz_out_close(struct fuzz_out *o)
{
	if (fclose(o->fp) == EOF)
		abort();
	o->fp = NULL;
}

static inline void
fuzz_out_free(struct fuzz_out *o)
{
	if (o->fp != NULL)
		fclose(o->fp);
	free(o->buf);
	o->buf = NULL;
}

/*
 * The block one step from block p of m in direction d: 1 with *np set, or
 * 0 at the edge of the grid.
 */
static inline int
fuzz_step(const struct maze *m, size_t p, int d, size_t *np)
{
	uint32_t x, y, z;

	maze_xyz(m, p, &x, &y, &z);
	if ((maze_dx[d] < 0 && x == 0) || (maze_dx[d] > 0 && x + 1 == m->w) ||
	    (maze_dy[d] < 0 && y == 0) || (maze_dy[d] > 0 && y + 1 == m->h) ||
	    (maze_dz[d] < 0 && z == 0) || (maze_dz[d] > 0 && z + 1 == m->d))
		return 0;
	*np = maze_block(m, x + (uint32_t)maze_dx[d], y + (uint32_t)maze_dy[d],
	    z + (uint32_t)maze_dz[d]);
	return 1;
}

/*
 * Breadth-first search over the open blocks of m from block src, in six
 * directions when m has levels, written here apart from the library's
 * searches so that each checks the other.  dist gets each block's steps
 * from src, or UINT32_MAX; it and q have room for maze_blocks(m).  Returns
 * the number of blocks reached.
 */
static inline size_t
fuzz_bfs(const struct maze *m, size_t src, uint32_t *dist, uint32_t *q)
{
	size_t n = maze_blocks(m), head = 0, tail = 0, p, np;
	int d;

	for (p = 0; p < n; p++)
		dist[p] = UINT32_MAX;
	if (src >= n || !maze_isopen(m->b[src]))
		return 0;
	dist[src] = 0;
	q[tail++] = (uint32_t)src;
	while (head < tail) {
		p = q[head++];
		for (d = 0; d < maze_ndirs(m->d); d++)
			if (fuzz_step(m, p, d, &np) && maze_isopen(m->b[np]) &&
			    dist[np] == UINT32_MAX) {
				dist[np] = dist[p] + 1;
				q[tail++] = (uint32_t)np;
			}
	}
	return tail;
}

/*
 * The connected parts of m's open blocks; comp (room for maze_blocks(m))
 * gets each block's part, from 1, and 0 for a wall.
 */
static inline size_t
fuzz_parts(const struct maze *m, uint32_t *comp)
{
	size_t n = maze_blocks(m), i, head, tail, p, np, parts = 0;
	uint32_t *q;
	int d;

	if ((q = malloc((n ? n : 1) * sizeof *q)) == NULL)
		abort();
	memset(comp, 0, n * sizeof *comp);
	for (i = 0; i < n; i++) {
		if (!maze_isopen(m->b[i]) || comp[i] != 0)
			continue;
		comp[i] = (uint32_t)++parts;
		head = tail = 0;
		q[tail++] = (uint32_t)i;
		while (head < tail) {
			p = q[head++];
			for (d = 0; d < maze_ndirs(m->d); d++)
				if (fuzz_step(m, p, d, &np) &&
				    maze_isopen(m->b[np]) && comp[np] == 0) {
					comp[np] = (uint32_t)parts;
					q[tail++] = (uint32_t)np;
				}
		}
	}
	free(q);
	return parts;
}

/*
 * Readers in turn share one input buffer, the first reader's: the
 * library's is a megabyte, which ASan maps, shadows and unmaps afresh for
 * each reader, and that would make an execution a hundred times slower
 * than the work it does.  The buffer is the library's own allocation, of
 * the size it expects; it is kept between readers, never freed.
 */
static unsigned char *fuzz_io;

static inline void
fuzz_reader_init(struct maze_reader *r, FILE *fp)
{
	maze_reader_init(r, fp);
	r->io = fuzz_io;
}

static inline void
fuzz_reader_free(struct maze_reader *r)
{
	fuzz_io = r->io;
	r->io = NULL;
	maze_reader_free(r);
}

/* Read the first maze of in into m: 1, or 0 if there is none or it is bad. */
static inline int
fuzz_read_one(const struct fuzz_in *in, struct maze *m)
{
	struct maze_reader r;
	struct maze_err e;
	FILE *fp = fuzz_file(in);
	int rc;

	fuzz_reader_init(&r, fp);
	rc = maze_read(&r, m, &e);
	fuzz_reader_free(&r);
	fclose(fp);
	return rc == 1;
}

#endif
