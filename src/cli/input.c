/* input.c: reading mazes from the files named, or from standard input. */
#include <sys/stat.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"

/* Files that could not be read: cli_exit() makes the status 2. */
static int unread;

void
cli_in_init(struct cli_in *in, int nfiles, char **files)
{
	memset(in, 0, sizeof *in);
	in->files = files;
	in->nfiles = nfiles;
	cli_progress_in(in);
}

/* Say what is wrong with the input, where, and exit. */
void
cli_in_fatal(const struct cli_in *in, const struct maze_err *e)
{
	cli_maze_err(in->name, e);
	exit(CLI_EXIT_TROUBLE);
}

/*
 * Open the next input file, or return 0 if there is none.  One that cannot
 * be opened, or is a directory, is reported and passed over, as cat and
 * grep pass over it, and makes the exit status 2 in the end.
 */
static int
open_next(struct cli_in *in)
{
	struct stat sb;
	const char *path;
	int err;

	for (;;) {
		if (in->next >= (in->nfiles ? in->nfiles : 1))
			return 0;
		path = in->nfiles ? in->files[in->next] : "-";
		in->next++;
		if (strcmp(path, "-") == 0) {
			in->fp = stdin;
			in->name = "<stdin>";
			break;
		}
		if ((in->fp = fopen(path, "rb")) != NULL &&
		    fstat(fileno(in->fp), &sb) == 0 && !S_ISDIR(sb.st_mode)) {
			in->name = path;
			break;
		}
		err = in->fp == NULL ? errno : EISDIR;
		if (in->fp != NULL)
			fclose(in->fp);
		in->fp = NULL;
		cli_warn("%s: %s", path, strerror(err));
		unread++;
	}
	maze_reader_init(&in->r, in->fp);
	/*
	 * The files are one input, as cat would join them: one with no maze
	 * (an empty file) adds nothing, and the reader says "no maze in the
	 * input" only at the end of the last when none had one.
	 */
	in->r.mazes = in->mazes > 0 || in->next < (in->nfiles ? in->nfiles : 1);
	return 1;
}

/* Could a file named not be read? */
int
cli_in_unread(void)
{
	return unread > 0;
}

/* The exit status a program ends with: status, or 2 if a file was unread. */
int
cli_exit(int status)
{
	return unread > 0 ? CLI_EXIT_TROUBLE : status;
}

/* Done with the current file: on to the next one. */
static void
close_current(struct cli_in *in)
{
	if (in->fp != stdin)
		fclose(in->fp);
	in->fp = NULL;
	maze_reader_free(&in->r);
}

/*
 * The header of the next maze of the input, from the current file or the
 * next one that has a maze left, and where it stood in a run of frames.
 */
static int
read_next(struct cli_in *in, struct maze *m)
{
	struct maze_err e;
	int rc;

	for (;;) {
		if (in->fp == NULL && !open_next(in))
			return 0;
		if ((rc = maze_read_head_frame(&in->r, m, in->frame,
		    &e)) == -1)
			cli_in_fatal(in, &e);
		if (rc == 1) {
			in->mazes++;
			cli_progress_maze();
			return 1;
		}
		close_current(in);
	}
}

/*
 * Read the next maze of the input into m.  Returns 1, or 0 once every file
 * is read.  Any error ends the program.
 */
int
cli_in_next(struct cli_in *in, struct maze *m)
{
	/* maze_read() in two, so that the maze is counted as it begins. */
	if (!read_next(in, m))
		return 0;
	cli_in_grid(in, m);
	return 1;
}

/*
 * Read the header of the next maze of the input into m, as maze_read_head()
 * does; its rows follow with cli_in_row() or cli_in_grid().  Returns 1, or 0
 * once every file is read.  Any error ends the program.
 */
int
cli_in_head(struct cli_in *in, struct maze *m)
{
	return read_next(in, m);
}

/* The next row of the maze into row, or 0 once its grid has ended. */
int
cli_in_row(struct cli_in *in, struct maze *m, unsigned char *row)
{
	struct maze_err e;
	int rc;

	if ((rc = maze_read_row(&in->r, m, row, &e)) == -1)
		cli_in_fatal(in, &e);
	return rc;
}

/* The rows of the maze whose header cli_in_head() read, into m. */
void
cli_in_grid(struct cli_in *in, struct maze *m)
{
	struct maze_err e;

	if (maze_read_grid(&in->r, m, &e) == -1)
		cli_in_fatal(in, &e);
}

/*
 * The rows of the maze whose header cli_in_head() read: into c if it is a
 * cell maze, and then 1, else into m, and then 2.
 */
int
cli_in_cells(struct cli_in *in, struct maze *m, struct maze_cells *c)
{
	struct maze_err e;
	int rc;

	if ((rc = maze_read_cells(&in->r, m, c, &e)) == -1)
		cli_in_fatal(in, &e);
	return rc;
}

void
cli_in_free(struct cli_in *in)
{
	cli_progress_stop();
	if (in->fp != NULL && in->fp != stdin)
		fclose(in->fp);
	maze_reader_free(&in->r);
	in->fp = NULL;
}
