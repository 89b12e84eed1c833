/* cli.c: what the five programs share: messages, input, atomic output, seeds. */
#include <sys/stat.h>
#include <sys/types.h>

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"
#include "lib/num.h"
#include "lib/rng.h"

#ifndef VERSION
#define VERSION "unknown"
#endif

#define OUTBUF	(1 << 20)

const char *cli_prog = "maze";
static const char *synopsis = "";

/*
 * The temporary file an -o output is being written to, if any: removed at
 * exit or on a fatal signal unless it was renamed into place.
 */
static char *volatile pending_tmp;

static void
remove_pending(void)
{
	if (pending_tmp != NULL)
		unlink(pending_tmp);
	pending_tmp = NULL;
}

static void
on_signal(int sig)
{
	if (pending_tmp != NULL)
		unlink(pending_tmp);
	signal(sig, SIG_DFL);
	raise(sig);
}

/*
 * Set up a program.  SIGPIPE goes back to its default, so that a closed
 * pipe ends the program quietly, as it does cat, even if the parent ignored
 * the signal.
 */
void
cli_init(const char *prog, const char *syn)
{
	static char outbuf[OUTBUF];
	static const int sigs[] = { SIGHUP, SIGINT, SIGTERM };
	size_t i;

	cli_prog = prog;
	synopsis = syn;
	signal(SIGPIPE, SIG_DFL);
	for (i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
		if (signal(sigs[i], on_signal) == SIG_IGN)
			signal(sigs[i], SIG_IGN);
	atexit(remove_pending);
	setvbuf(stdout, outbuf, _IOFBF, sizeof outbuf);
}

/* "prog: message", after whatever standard output holds so far. */
static void
vwarn(const char *fmt, va_list ap)
{
	fflush(stdout);
	fprintf(stderr, "%s: ", cli_prog);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

void
cli_warn(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarn(fmt, ap);
	va_end(ap);
}

void
cli_fatal(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarn(fmt, ap);
	va_end(ap);
	exit(CLI_EXIT_TROUBLE);
}

/* "prog: file:line:col: msg", leaving out what e does not know. */
void
cli_maze_err(const char *file, const struct maze_err *e)
{
	if (e->line && e->col)
		cli_warn("%s:%lu:%lu: %s", file, e->line, e->col, e->msg);
	else if (e->line)
		cli_warn("%s:%lu: %s", file, e->line, e->msg);
	else
		cli_warn("%s: %s", file, e->msg);
}

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

void
cli_usage(void)
{
	fprintf(stderr, "usage: %s\n", synopsis);
	exit(CLI_EXIT_TROUBLE);
}

/* The longest name in a table, so that the descriptions line up. */
static int
name_width(algo_iter *algos)
{
	const struct algo_info *a;
	size_t i, w = 0;

	for (i = 0; (a = algos(i)) != NULL; i++)
		if (strlen(a->name) > w)
			w = strlen(a->name);
	return (int)w;
}

void
cli_help(const char *options, algo_iter *algos)
{
	const struct algo_info *a;
	size_t i;

	printf("usage: %s\n\n%s", synopsis, options);
	if (algos != NULL) {
		printf("\nalgorithms (-a):\n");
		for (i = 0; (a = algos(i)) != NULL; i++)
			printf("  %-*s  %s\n", name_width(algos), a->name,
			    a->desc);
	}
	close_stdout();
	exit(EXIT_SUCCESS);
}

/* Exit with success once standard output is safely written. */
void
cli_done(void)
{
	close_stdout();
	exit(EXIT_SUCCESS);
}

void
cli_version(void)
{
	printf("%s %s\n", cli_prog, VERSION);
	close_stdout();
	exit(EXIT_SUCCESS);
}

/* -a list: one algorithm a line, its name first. */
void
cli_algo_list(algo_iter *algos)
{
	const struct algo_info *a;
	size_t i;

	for (i = 0; (a = algos(i)) != NULL; i++)
		printf("%-*s  %s\n", name_width(algos), a->name, a->desc);
	close_stdout();
	exit(EXIT_SUCCESS);
}

/*
 * The algorithm -a names: its index in the table algos iterates.  "list"
 * lists them and exits; an unknown name is a usage error.
 */
size_t
cli_algo(algo_iter *algos, const char *arg)
{
	char why[80];
	size_t i;

	if (strcmp(arg, "list") == 0)
		cli_algo_list(algos);
	if ((i = algo_find(algos, arg)) == MAZE_NONE) {
		snprintf(why, sizeof why, "unknown algorithm (%s -a list lists "
		    "them)", cli_prog);
		cli_badopt("-a", arg, why);
	}
	return i;
}

void
cli_badopt(const char *opt, const char *arg, const char *why)
{
	cli_fatal("%s %s: %s", opt, arg, why);
}

uint64_t
cli_num(const char *opt, const char *arg, uint64_t min, uint64_t max)
{
	uint64_t v;
	const char *why;
	char buf[96];

	if (num_parse(arg, min, max, &v, &why) == 0)
		return v;
	snprintf(buf, sizeof buf, "%s (%llu to %llu)", why,
	    (unsigned long long)min, (unsigned long long)max);
	cli_badopt(opt, arg, buf);
}

/* A real-valued option in [min, max], or a usage error naming the range. */
double
cli_real(const char *opt, const char *arg, double min, double max)
{
	double v;
	const char *why;
	char buf[96];

	if (num_parse_real(arg, min, max, &v, &why) == 0)
		return v;
	snprintf(buf, sizeof buf, "%s (%g to %g)", why, min, max);
	cli_badopt(opt, arg, buf);
}

/*
 * The seed from -s, or with arg NULL a fresh one from the system, so that a
 * maze made without -s still records a seed that reproduces it.
 */
uint64_t
cli_seed(const char *arg)
{
	uint64_t v, x;
	FILE *fp;
	struct timespec ts;

	if (arg != NULL)
		return cli_num("-s", arg, 0, UINT64_MAX);
	if ((fp = fopen("/dev/urandom", "rb")) != NULL) {
		if (fread(&v, sizeof v, 1, fp) == 1) {
			fclose(fp);
			return v;
		}
		fclose(fp);
	}
	clock_gettime(CLOCK_REALTIME, &ts);
	x = (uint64_t)ts.tv_sec * 1000000007u ^ (uint64_t)ts.tv_nsec ^
	    (uint64_t)getpid() << 32;
	return rng_splitmix64(&x);
}

/* ---- input ---- */

void
cli_in_init(struct cli_in *in, int nfiles, char **files)
{
	memset(in, 0, sizeof *in);
	in->files = files;
	in->nfiles = nfiles;
}

/* Say what is wrong with the input, where, and exit. */
void
cli_in_fatal(const struct cli_in *in, const struct maze_err *e)
{
	cli_maze_err(in->name, e);
	exit(CLI_EXIT_TROUBLE);
}

/* Open the next input file, or return 0 if there is none. */
static int
open_next(struct cli_in *in)
{
	const char *path;

	if (in->next >= (in->nfiles ? in->nfiles : 1))
		return 0;
	path = in->nfiles ? in->files[in->next] : "-";
	in->next++;
	if (strcmp(path, "-") == 0) {
		in->fp = stdin;
		in->name = "<stdin>";
	} else if ((in->fp = fopen(path, "rb")) == NULL)
		cli_fatal("%s: %s", path, strerror(errno));
	else
		in->name = path;
	maze_reader_init(&in->r, in->fp);
	return 1;
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
 * Read the next maze of the input into m.  Returns 1, or 0 once every file
 * is read.  Any error ends the program.
 */
int
cli_in_next(struct cli_in *in, struct maze *m)
{
	struct maze_err e;
	int rc;

	for (;;) {
		if (in->fp == NULL && !open_next(in))
			return 0;
		if ((rc = maze_read(&in->r, m, &e)) == -1)
			cli_in_fatal(in, &e);
		if (rc == 1)
			return 1;
		close_current(in);
	}
}

/*
 * Read the header of the next maze of the input into m, as maze_read_head()
 * does; its rows follow with cli_in_row() or cli_in_grid().  Returns 1, or 0
 * once every file is read.  Any error ends the program.
 */
int
cli_in_head(struct cli_in *in, struct maze *m)
{
	struct maze_err e;
	int rc;

	for (;;) {
		if (in->fp == NULL && !open_next(in))
			return 0;
		if ((rc = maze_read_head(&in->r, m, &e)) == -1)
			cli_in_fatal(in, &e);
		if (rc == 1)
			return 1;
		close_current(in);
	}
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

void
cli_in_free(struct cli_in *in)
{
	if (in->fp != NULL && in->fp != stdin)
		fclose(in->fp);
	maze_reader_free(&in->r);
	in->fp = NULL;
}

/*
 * A maze must have S and E to be solved: if one is missing, say so, where
 * that maze begins, and exit.
 */
void
cli_need_ends(const struct cli_in *in, const struct maze *m)
{
	struct maze_err e;

	if (m->start == MAZE_NONE || m->end == MAZE_NONE) {
		maze_error(&e, m->line, 1, "no %s in this maze",
		    m->start == MAZE_NONE ? "start block 'S'" :
		    "end block 'E'");
		cli_in_fatal(in, &e);
	}
}

/* ---- output ---- */

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
		setvbuf(o->fp, NULL, _IOFBF, OUTBUF);
		o->name = path;
		maze_writer_init(&o->w, o->fp);
		return;
	}
	if (pending_tmp != NULL)
		cli_fatal("%s: internal error: two outputs at once", path);
	slash = strrchr(path, '/');
	dirlen = slash ? (size_t)(slash - path) + 1 : 0;
	if ((o->tmp = malloc(strlen(path) + 16)) == NULL ||
	    (o->path = strdup(path)) == NULL)
		cli_fatal("out of memory");
	sprintf(o->tmp, "%.*s.%s.XXXXXX", (int)dirlen, path, path + dirlen);
	if ((fd = mkstemp(o->tmp)) == -1)
		cli_fatal("%s: %s", path, strerror(errno));
	pending_tmp = o->tmp;
	/* mkstemp makes the file private; give it the usual permissions. */
	mask = umask(0);
	umask(mask);
	if (fchmod(fd, 0666 & ~mask) == -1 ||
	    (o->fp = fdopen(fd, "wb")) == NULL)
		cli_fatal("%s: %s", o->tmp, strerror(errno));
	setvbuf(o->fp, NULL, _IOFBF, OUTBUF);
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
	pending_tmp = NULL;
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

