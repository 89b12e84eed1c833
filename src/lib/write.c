/* write.c: the maze(5) writer. */
#include <errno.h>
#include <string.h>

#include "lib/libint.h"
#include "lib/libpriv.h"
#include "lib/num.h"

void
maze_writer_init(struct maze_writer *w, FILE *fp)
{
	w->fp = fp;
	w->mazes = 0;
	w->h = 0;
	w->d = 1;
	w->y = 0;
}

static int
failed(struct maze_err *e)
{
	return maze_error(e, 0, 0, "write error: %s", strerror(errno));
}

/*
 * Start a maze of d levels of h rows: an empty line between it and the one
 * before.
 */
static int
begin(struct maze_writer *w, uint32_t h, uint32_t d, struct maze_err *e)
{
	w->h = h;
	w->d = d;
	w->y = 0;
	if (w->mazes++ > 0 && putc('\n', w->fp) == EOF)
		return failed(e);
	return 0;
}

/*
 * Can a maze of d levels of width x height blocks with header hdr be
 * written so that the reader takes it back as it is?  0, or -1 with e
 * saying why not: no blocks, grid flags no grid line says, a size a hex,
 * delta or polar grid cannot have, or a header line the reader refuses or
 * takes for itself (maze_hdr_check()).  A streamed maze may be larger
 * than the reader's limit: it is never held whole, and a reader with
 * more room may take it.
 */
static int
writable(const struct maze_hdr *hdr, uint32_t width, uint32_t height,
    uint32_t d, struct maze_err *e)
{
	unsigned kind;

	if (width == 0 || height == 0 || d == 0) {
		if (d == 1)
			return maze_error(e, 0, 0, "empty maze: %ux%u blocks",
			    width, height);
		return maze_error(e, 0, 0, "empty maze: %ux%ux%u blocks",
		    width, height, d);
	}
	kind = hdr->grid & MAZE_GRID_KIND;
	if ((hdr->grid & ~(unsigned)MAZE_GRID_ALL) || (kind & (kind - 1)) ||
	    (kind && (hdr->grid & MAZE_GRID_WEAVE)))
		return maze_error(e, 0, 0, "grid: flags 0x%x, not a grid "
		    "maze(5) knows", hdr->grid);
	if (maze_shape_size(hdr->grid, width, height, d, 0, 0, e) == -1)
		return -1;
	return maze_hdr_check(hdr, e);
}

/*
 * Start a maze of d levels of width x height blocks (d is 1 for a flat
 * maze): the version and size lines, then the header lines in hdr, in
 * order.  The rows follow with maze_write_rows().  A maze the reader
 * would not take back as it is (writable()) is refused before a byte of
 * it is written.
 */
int
maze_write_head(struct maze_writer *w, const struct maze_hdr *hdr,
    uint32_t width, uint32_t height, uint32_t d, struct maze_err *e)
{
	size_t i;
	int rc;

	if (writable(hdr, width, height, d, e) == -1)
		return -1;
	if (begin(w, height, d, e) == -1)
		return -1;
	if (d > 1)
		rc = fprintf(w->fp,
		    "; maze %d\n; size %u %u %u\n", MAZE_VERSION,
		    width, height, d);
	else
		rc = fprintf(w->fp, "; maze %d\n; size %u %u\n", MAZE_VERSION,
		    width, height);
	if (rc < 0)
		return failed(e);
	if (hdr->grid != 0 && fprintf(w->fp, "; grid %s%s%s\n",
	    maze_grid_name(hdr->grid), hdr->grid & MAZE_GRID_MASK ? " mask" :
	    "",
	    hdr->grid & MAZE_GRID_WEAVE ? " weave" : "") < 0)
		return failed(e);
	for (i = 0; i < hdr->n; i++)
		if (fputs(hdr->line[i], w->fp) == EOF ||
		    putc('\n', w->fp) == EOF)
			return failed(e);
	return 0;
}

/*
 * Write the next nrows rows of the maze begun, of width blocks, stored one
 * after another at rows; in a maze of several levels, each level begins
 * with its "; level Z" line.
 */
int
maze_write_rows(struct maze_writer *w, const unsigned char *rows,
    uint32_t width, uint32_t nrows, struct maze_err *e)
{
	uint32_t y;

	for (y = 0; y < nrows; y++, rows += width, w->y++) {
		if (w->d > 1 && w->y % w->h == 0 && fprintf(w->fp,
		    "; level %u\n", (unsigned)(w->y / w->h)) < 0)
			return failed(e);
		if (fwrite(rows, 1, width, w->fp) != width ||
		    putc('\n', w->fp) == EOF)
			return failed(e);
	}
	return 0;
}

/* Write m whole: header and grid. */
int
maze_write(struct maze_writer *w, const struct maze *m, struct maze_err *e)
{
	if (maze_check_grid(m, 1, e) == -1 ||
	    maze_write_head(w, &m->hdr, m->w, m->h, m->d, e) == -1)
		return -1;
	return maze_write_rows(w, m->b, m->w, m->h * m->d, e);
}

/*
 * Write the grid of m alone, with no header: the plain picture, its levels
 * after their "; level" lines.
 */
int
maze_write_grid(struct maze_writer *w, const struct maze *m,
    struct maze_err *e)
{
	if (maze_check_grid(m, 1, e) == -1 || begin(w, m->h, m->d, e) == -1)
		return -1;
	return maze_write_rows(w, m->b, m->w, m->h * m->d, e);
}

/*
 * Frame j of n over total steps falls at step floor(j total / (n - 1)),
 * worked out so that no product overflows: j and n - 1 are at most
 * MAZE_FRAMES_MAX, or total + 1 for every step's frame.
 */
static uint64_t
frame_step(const struct maze_frames *f, uint64_t j)
{
	uint64_t m = f->n - 1;

	if (m == f->total)
		return j;
	return j * (f->total / m) + j * (f->total % m) / m;
}

/*
 * Set up f to write want frames (0: one a step) to w over a run of total
 * steps: the first due at step 0, before the run's first step.  Never
 * more than MAZE_FRAMES_MAX, the most a frame line may number (maze(5)):
 * a frame a step of a longer run is that many, spread evenly.
 */
void
maze_frames_init(struct maze_frames *f, struct maze_writer *w,
    uint64_t want, uint64_t total)
{
	memset(f, 0, sizeof *f);
	f->w = w;
	f->total = total;
	f->n = want == 0 || want > total ? total + 1 : want;
	if (f->n > MAZE_FRAMES_MAX)
		f->n = MAZE_FRAMES_MAX;
	f->next = f->n > 1 ? 0 : UINT64_MAX;
}

/*
 * Begin the frame due: the version and size lines, the header lines of
 * hdr, and "; frame K/N" (K counting from 1), its rows to follow with
 * maze_write_rows(); and set when the next is due, the last frame (the
 * finished maze, written as ever, without a frame line) never.  Returns 0,
 * or -1 with f->failed and f->err set.
 */
int
maze_frames_head(struct maze_frames *f, const struct maze_hdr *hdr,
    uint32_t width, uint32_t height, uint32_t d)
{
	if (f->failed)
		return -1;
	if (maze_write_head(f->w, hdr, width, height, d, &f->err) == -1 ||
	    fprintf(f->w->fp, "; frame %llu/%llu\n",
	    (unsigned long long)f->k + 1, (unsigned long long)f->n) < 0) {
		if (f->err.msg[0] == '\0')
			(void)failed(&f->err);
		f->failed = 1;
		f->next = UINT64_MAX;
		return -1;
	}
	f->k++;
	f->next = f->k + 1 < f->n ? frame_step(f, f->k) : UINT64_MAX;
	return 0;
}

/* The next nrows rows of the frame begun, as maze_write_rows() writes them. */
int
maze_frames_rows(struct maze_frames *f, const unsigned char *rows,
    uint32_t width, uint32_t nrows)
{
	if (f->failed)
		return -1;
	if (maze_write_rows(f->w, rows, width, nrows, &f->err) == -1) {
		f->failed = 1;
		f->next = UINT64_MAX;
		return -1;
	}
	return 0;
}

/*
 * Read --frames: "all" (*want 0, a frame a step) or a number of frames, 2
 * to MAZE_FRAMES_MAX.  Returns 0, or -1 with why saying what was expected.
 */
int
maze_frames_parse(const char *arg, uint64_t *want, const char **why)
{
	static char expected[64];

	if (strcmp(arg, "all") == 0) {
		*want = 0;
		return 0;
	}
	if (num_parse(arg, 2, MAZE_FRAMES_MAX, want, why) == 0)
		return 0;
	snprintf(expected, sizeof expected, "expected all, or 2 to %d "
	    "frames", MAZE_FRAMES_MAX);
	*why = expected;
	return -1;
}

/*
 * Write m alone on fp, as the first maze of a stream, and flush fp, so
 * that a write error shows here rather than at fclose(): 0, or -1 with e.
 * The one call a program that prints one maze needs.
 */
int
maze_fwrite(FILE *fp, const struct maze *m, struct maze_err *e)
{
	struct maze_writer w;

	maze_writer_init(&w, fp);
	if (maze_write(&w, m, e) == -1)
		return -1;
	if (fflush(fp) == EOF)
		return failed(e);
	return 0;
}
