/* output.c: writing to standard output, or atomically to an -o file. */
#include <sys/stat.h>
#include <sys/types.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"
#include "cli/clipriv.h"

/* Flush and close standard output, and say so if any of it failed. */
static void
close_stdout(void)
{
	if (fflush(stdout) == EOF || ferror(stdout)) {
		cli_warn("<stdout>: write error: %s", strerror(errno));
		fclose(stdout);
		exit(CLI_EXIT_TROUBLE);
	}
	if (fclose(stdout) == EOF)
		cli_fatal("<stdout>: write error: %s", strerror(errno));
}

/* Exit with success once standard output is safely written. */
void
cli_done(void)
{
	close_stdout();
	exit(EXIT_SUCCESS);
}

void
cli_out_open(struct cli_out *o, const char *path)
{
	struct stat sb;
	const char *slash;
	size_t dirlen;
	mode_t mask;
	int fd;

	memset(o, 0, sizeof *o);
	if (path == NULL || strcmp(path, "-") == 0) {
		o->fp = stdout;
		o->name = "<stdout>";
		maze_writer_init(&o->w, o->fp);
		return;
	}
	/*
	 * A device or a pipe (-o /dev/null, a FIFO) is written as it is:
	 * renaming a file over it would replace the device, and "complete or
	 * not at all" has no meaning for a stream.
	 */
	if (stat(path, &sb) == 0 && !S_ISREG(sb.st_mode)) {
		if ((o->fp = fopen(path, "wb")) == NULL)
			cli_fatal("%s: %s", path, strerror(errno));
		setvbuf(o->fp, NULL, _IOFBF, CLI_OUTBUF);
		o->name = path;
		maze_writer_init(&o->w, o->fp);
		return;
	}
	if (cli_sig_pending())
		cli_fatal("%s: internal error: two outputs at once", path);
	slash = strrchr(path, '/');
	dirlen = slash ? (size_t)(slash - path) + 1 : 0;
	if ((o->tmp = malloc(strlen(path) + 16)) == NULL ||
	    (o->path = strdup(path)) == NULL)
		cli_fatal("out of memory");
	sprintf(o->tmp, "%.*s.%s.XXXXXX", (int)dirlen, path, path + dirlen);
	if ((fd = mkstemp(o->tmp)) == -1)
		cli_fatal("%s: %s", path, strerror(errno));
	cli_sig_hold(o->tmp);
	/* mkstemp makes the file private; give it the usual permissions. */
	mask = umask(0);
	umask(mask);
	if (fchmod(fd, 0666 & ~mask) == -1 ||
	    (o->fp = fdopen(fd, "wb")) == NULL)
		cli_fatal("%s: %s", o->tmp, strerror(errno));
	setvbuf(o->fp, NULL, _IOFBF, CLI_OUTBUF);
	o->name = o->path;
	maze_writer_init(&o->w, o->fp);
}

/* Finish the output: flush it, and rename a file into place. */
void
cli_out_close(struct cli_out *o)
{
	if (o->fp == stdout) {
		close_stdout();
		o->fp = NULL;
		return;
	}
	if (o->tmp == NULL) {
		if (fflush(o->fp) == EOF || ferror(o->fp) ||
		    fclose(o->fp) == EOF)
			cli_fatal("%s: write error: %s", o->name,
			    strerror(errno));
		o->fp = NULL;
		return;
	}
	if (fflush(o->fp) == EOF || ferror(o->fp) || fsync(fileno(o->fp)) == -1)
		cli_fatal("%s: write error: %s", o->name, strerror(errno));
	if (fclose(o->fp) == EOF)
		cli_fatal("%s: write error: %s", o->name, strerror(errno));
	o->fp = NULL;
	if (rename(o->tmp, o->path) == -1)
		cli_fatal("%s: %s", o->path, strerror(errno));
	cli_sig_release();
	free(o->tmp);
	free(o->path);
	o->tmp = o->path = NULL;
}

void
cli_out_fatal(const struct cli_out *o, const struct maze_err *e)
{
	cli_maze_err(o->name, e);
	exit(CLI_EXIT_TROUBLE);
}

void
cli_out_write(struct cli_out *o, const struct maze *m)
{
	struct maze_err e;

	if (maze_write(&o->w, m, &e) == -1)
		cli_out_fatal(o, &e);
}
