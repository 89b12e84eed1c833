/* output.c: writing to standard output, or atomically to an -o file. */
#include <sys/stat.h>
#include <sys/types.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"
#include "cli/clipriv.h"
#include "lib/num.h"

/*
 * The longest name of a directory entry, which the temporary's must not
 * pass: NAME_MAX, or the 255 bytes of the usual file systems.
 */
#ifdef NAME_MAX
#define TMP_NAME_MAX	NAME_MAX
#else
#define TMP_NAME_MAX	255
#endif

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

/*
 * The file path names, through any symbolic links, as a shell's > writes
 * through them: a link's target, relative to the link's directory unless
 * absolute, whether it exists yet or not.  NULL with errno set if a link
 * cannot be read or they go round in a loop.
 */
static char *
target(const char *path)
{
	struct stat sb;
	char *p, *link, *q;
	const char *slash;
	ssize_t n;
	int hops, err;

	if ((p = strdup(path)) == NULL)
		return NULL;
	for (hops = 0; lstat(p, &sb) == 0 && S_ISLNK(sb.st_mode); hops++) {
		if (hops == 40 || (link = malloc((size_t)sb.st_size + 1)) ==
		    NULL) {
			free(p);
			errno = hops == 40 ? ELOOP : ENOMEM;
			return NULL;
		}
		n = readlink(p, link, (size_t)sb.st_size + 1);
		if (n < 0 || n > sb.st_size) {
			err = n < 0 ? errno : EIO;	/* changed meanwhile */
			free(link);
			free(p);
			errno = err;
			return NULL;
		}
		link[n] = '\0';
		slash = strrchr(p, '/');
		if (link[0] == '/' || slash == NULL)
			q = link;
		else {
			if ((q = malloc((size_t)(slash - p) + 2 + (size_t)n)) ==
			    NULL) {
				free(link);
				free(p);
				errno = ENOMEM;
				return NULL;
			}
			sprintf(q, "%.*s/%s", (int)(slash - p), p, link);
			free(link);
		}
		free(p);
		p = q;
	}
	return p;
}

/*
 * The descriptor path names, as a shell's > takes these names, or -1:
 * /dev/stdin, /dev/stdout, /dev/stderr, /dev/fd/N and /proc/self/fd/N.
 * Opened through the file system, the name would reach the file behind
 * the descriptor (and a rename would replace it), not the descriptor with
 * its offset, so that whatever else went to it before and after is lost.
 */
static int
named_fd(const char *path)
{
	static const char *const dirs[] = { "/dev/fd/", "/proc/self/fd/" };
	const char *why;
	uint64_t fd;
	size_t i, n;

	if (strcmp(path, "/dev/stdin") == 0)
		return 0;
	if (strcmp(path, "/dev/stdout") == 0)
		return 1;
	if (strcmp(path, "/dev/stderr") == 0)
		return 2;
	for (i = 0; i < sizeof dirs / sizeof dirs[0]; i++) {
		n = strlen(dirs[i]);
		if (strncmp(path, dirs[i], n) == 0 &&
		    num_parse(path + n, 0, INT_MAX, &fd, &why) == 0)
			return (int)fd;
	}
	return -1;
}

/*
 * mkstemp(tmp), and cli_sig_hold(tmp) if it made the file, with the
 * signals that remove it held back in between, so that none finds the file
 * made and not yet pending.  Returns mkstemp's descriptor, or -1 with errno
 * set.
 */
static int
mkstemp_held(char *tmp)
{
	sigset_t set, old;
	int fd, err;

	sigemptyset(&set);
	cli_sig_kills(&set);
	sigprocmask(SIG_BLOCK, &set, &old);
	if ((fd = mkstemp(tmp)) != -1)
		cli_sig_hold(tmp);
	err = errno;
	sigprocmask(SIG_SETMASK, &old, NULL);
	errno = err;
	return fd;
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
	size_t dirlen, baselen, fixed;
	mode_t mask, mode;
	int fd, old;

	memset(o, 0, sizeof *o);
	if (path == NULL || strcmp(path, "-") == 0) {
		o->fp = stdout;
		o->name = "<stdout>";
		maze_writer_init(&o->w, o->fp);
		return;
	}
	/*
	 * Written as it is: a descriptor's name (-o /dev/stdout), through the
	 * descriptor, where a shell's > left it; a device or a pipe (-o
	 * /dev/null, a FIFO), for renaming a file over it would replace the
	 * device, and "complete or not at all" has no meaning for a stream.
	 */
	if ((fd = named_fd(path)) != -1 ||
	    (stat(path, &sb) == 0 && !S_ISREG(sb.st_mode))) {
		if (fd != -1)
			o->fp = (fd = dup(fd)) == -1 ? NULL : fdopen(fd, "wb");
		else
			o->fp = fopen(path, "wb");
		if (o->fp == NULL)
			cli_fatal("%s: %s", path, strerror(errno));
		setvbuf(o->fp, NULL, _IOFBF, CLI_OUTBUF);
		o->name = path;
		maze_writer_init(&o->w, o->fp);
		return;
	}
	if (cli_sig_pending())
		cli_fatal("%s: internal error: two outputs at once", path);
	/*
	 * The temporary file goes beside the file it will replace: the link's
	 * target, so that the link stays a link.
	 */
	if ((o->path = target(path)) == NULL)
		cli_fatal("%s: %s", path, strerror(errno));
	slash = strrchr(o->path, '/');
	dirlen = slash ? (size_t)(slash - o->path) + 1 : 0;
	/*
	 * Hidden, and named for the file and the program, so that one left
	 * by a SIGKILL or a crash says what it is: .big.png.mazerender-
	 * partial.Ab12Cd.
	 */
	if ((o->tmp = malloc(strlen(o->path) + strlen(cli_prog) + 24)) ==
	    NULL)
		cli_fatal("out of memory");
	/*
	 * A name as long as a directory entry may be leaves no room for the
	 * rest of its temporary's, so the temporary takes as much of it as
	 * fits: the file is still written, as a shell's > would write it.
	 */
	baselen = strlen(o->path + dirlen);
	fixed = strlen(cli_prog) + sizeof ".." "-partial.XXXXXX" - 1;
	if (baselen + fixed > TMP_NAME_MAX)
		baselen = fixed < TMP_NAME_MAX ? TMP_NAME_MAX - fixed : 0;
	sprintf(o->tmp, "%.*s.%.*s.%s-partial.XXXXXX", (int)dirlen, o->path,
	    (int)baselen, o->path + dirlen, cli_prog);
	if ((fd = mkstemp_held(o->tmp)) == -1)
		cli_fatal("%s: %s", path, strerror(errno));
	/*
	 * mkstemp makes the file private: give it the mode (and group, where
	 * allowed) of the file it replaces, or the usual permissions.
	 */
	if ((old = stat(o->path, &sb) == 0))
		mode = sb.st_mode & 07777;
	else {
		mask = umask(0);
		umask(mask);
		mode = 0666 & ~mask;
	}
	if (old && fchown(fd, (uid_t)-1, sb.st_gid) == -1)
		errno = 0;	/* not in that group: the owner's will do */
	if (fchmod(fd, mode) == -1 || (o->fp = fdopen(fd, "wb")) == NULL)
		cli_fatal("%s: %s", o->tmp, strerror(errno));
	setvbuf(o->fp, NULL, _IOFBF, CLI_OUTBUF);
	o->name = path;
	maze_writer_init(&o->w, o->fp);
}

/* The temporary file is gone, renamed or removed: nothing to clean up. */
static void
forget(struct cli_out *o)
{
	cli_sig_release();
	free(o->tmp);
	free(o->path);
	o->tmp = o->path = NULL;
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
	forget(o);
}

/*
 * Finish an output made of the whole input: as cli_out_close(), but if a
 * file named could not be read, a file of -o is left as it was, since it
 * would not be what was asked for (the status is 2 then).
 */
void
cli_out_close_whole(struct cli_out *o)
{
	if (o->tmp == NULL || !cli_in_unread()) {
		cli_out_close(o);
		return;
	}
	fclose(o->fp);
	o->fp = NULL;
	unlink(o->tmp);
	cli_warn("%s: not written, as an input file could not be read",
	    o->path);
	forget(o);
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

/*
 * Is the output path (NULL or "-": standard output) a terminal?  A file
 * is one only if it is a device, opened to be asked, and closed.
 */
int
cli_out_tty(const char *path)
{
	struct stat sb;
	int fd, tty;

	if (path == NULL || strcmp(path, "-") == 0)
		return isatty(STDOUT_FILENO);
	if (stat(path, &sb) == -1 || !S_ISCHR(sb.st_mode) ||
	    (fd = open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK)) == -1)
		return 0;
	tty = isatty(fd);
	close(fd);
	return tty;
}
