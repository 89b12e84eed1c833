/* filter.c: the read -> work -> write loop of the programs that read mazes. */
#include "cli/cli.h"

/*
 * Open the input (files, or standard input if nfiles is 0) and the output
 * (path, or standard output if it is NULL or "-"), with no maze read yet.
 */
void
cli_filter_open(struct cli_filter *f, int nfiles, char **files,
    const char *path)
{
	maze_init(&f->m);
	f->n = 0;
	cli_in_init(&f->in, nfiles, files);
	cli_out_open(&f->out, path);
	cli_progress_writer(&f->out.w);
}

/*
 * Read the header of the next maze into f->m and count it, its rows to be
 * read with cli_in_grid() or cli_in_cells(): 1, or 0 once none is left.
 */
int
cli_filter_head(struct cli_filter *f)
{
	if (!cli_in_head(&f->in, &f->m))
		return 0;
	f->n++;
	return 1;
}

void
cli_filter_write(struct cli_filter *f)
{
	cli_out_write(&f->out, &f->m);
}

/* Finish: the output complete and in place, the input and maze freed. */
void
cli_filter_close(struct cli_filter *f)
{
	cli_out_close_whole(&f->out);
	cli_in_free(&f->in);
	maze_free(&f->m);
}

void
cli_filter_fatal(const struct cli_filter *f, const struct maze_err *e)
{
	cli_in_fatal(&f->in, e);
}
