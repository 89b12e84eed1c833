/* write.c: the maze(5) writer. */
#include <errno.h>
#include <string.h>

#include "lib/maze.h"

void
maze_writer_init(struct maze_writer *w, FILE *fp)
{
	w->fp = fp;
	w->mazes = 0;
}

static int
failed(struct maze_err *e)
{
	return maze_error(e, 0, 0, "write error: %s", strerror(errno));
}

/* Start a maze: an empty line between it and the one before. */
static int
begin(struct maze_writer *w, struct maze_err *e)
{
	if (w->mazes++ > 0 && putc('\n', w->fp) == EOF)
		return failed(e);
	return 0;
}

/*
 * Start a maze of w x h blocks: the version and size lines, then the header
 * lines in h, in order.
 */
int
maze_write_head(struct maze_writer *w, const struct maze_hdr *hdr,
    uint32_t width, uint32_t height, struct maze_err *e)
{
	size_t i;

	if (begin(w, e) == -1)
		return -1;
	if (fprintf(w->fp, "; maze %d\n; size %u %u\n", MAZE_VERSION, width,
	    height) < 0)
		return failed(e);
	for (i = 0; i < hdr->n; i++)
		if (fputs(hdr->line[i], w->fp) == EOF ||
		    putc('\n', w->fp) == EOF)
			return failed(e);
	return 0;
}

/* Write nrows rows of width blocks, stored one after another at rows. */
int
maze_write_rows(struct maze_writer *w, const unsigned char *rows,
    uint32_t width, uint32_t nrows, struct maze_err *e)
{
	uint32_t y;

	for (y = 0; y < nrows; y++, rows += width)
		if (fwrite(rows, 1, width, w->fp) != width ||
		    putc('\n', w->fp) == EOF)
			return failed(e);
	return 0;
}

/* Write m whole: header and grid. */
int
maze_write(struct maze_writer *w, const struct maze *m, struct maze_err *e)
{
	if (maze_write_head(w, &m->hdr, m->w, m->h, e) == -1)
		return -1;
	return maze_write_rows(w, m->b, m->w, m->h, e);
}

/* Write the grid of m alone, with no header: the plain picture. */
int
maze_write_grid(struct maze_writer *w, const struct maze *m,
    struct maze_err *e)
{
	if (begin(w, e) == -1)
		return -1;
	return maze_write_rows(w, m->b, m->w, m->h, e);
}
