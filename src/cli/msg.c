/* msg.c: messages, usage, help and version, and reading option values. */
#include <fcntl.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"
#include "cli/clipriv.h"
#include "lib/libint.h"
#include "lib/num.h"

#ifndef VERSION
#define VERSION "unknown"
#endif

const char *cli_prog = "maze";
static const char *synopsis = "";

/*
 * Standard input, output and error, if a parent closed any (prog >&-),
 * are held open on /dev/null, each the wrong way round for its use: so
 * that a file the program opens later (an -o temporary, an input) cannot
 * take the number and receive messages or a maze meant for another, while
 * reading a closed input or writing a closed output still fails with
 * EBADF, and is said, as before.
 */
static void
hold_std_fds(void)
{
	int fd;

	for (fd = 0; fd <= 2; fd++)
		if (fcntl(fd, F_GETFD) == -1 && open("/dev/null", fd == 0 ?
		    O_WRONLY : O_RDONLY) == -1)
			return;	/* none to spare: carry on as before */
}

/*
 * Set up a program: its name for messages, its synopsis for usage, its
 * signals (signals.c), and a large buffer on standard output.
 */
void
cli_init(const char *prog, const char *syn)
{
	static char outbuf[CLI_OUTBUF];

	hold_std_fds();
	cli_prog = prog;
	synopsis = syn;
	cli_sig_init();
	setvbuf(stdout, outbuf, _IOFBF, sizeof outbuf);
}

/* "prog: message", after whatever standard output holds so far. */
static void
vwarn(const char *fmt, va_list ap)
{
	cli_progress_hide();
	fflush(stdout);
	fprintf(stderr, "%s: ", cli_prog);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	cli_progress_show();
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

/* The same, and exit for trouble: an error in a file that is not a maze. */
void
cli_maze_fatal(const char *file, const struct maze_err *e)
{
	cli_maze_err(file, e);
	exit(CLI_EXIT_TROUBLE);
}

void
cli_usage(void)
{
	fprintf(stderr, "usage: %s\n", synopsis);
	exit(CLI_EXIT_TROUBLE);
}

/* The usage, after "prog: why" for a mistake getopt does not see. */
void
cli_usage_why(const char *why)
{
	fflush(stdout);
	fprintf(stderr, "%s: %s\n", cli_prog, why);
	cli_usage();
}

/* The longest name in a table, so that the descriptions line up. */
static int
name_width(maze_algo_iter *algos)
{
	const struct maze_algo_info *a;
	size_t i, w = 0;

	for (i = 0; (a = algos(i)) != NULL; i++)
		if (strlen(a->name) > w)
			w = strlen(a->name);
	return (int)w;
}

void
cli_help(const char *options, maze_algo_iter *algos)
{
	const struct maze_algo_info *a;
	size_t i;

	printf("usage: %s\n\n%s", synopsis, options);
	if (algos != NULL) {
		printf("\nalgorithms (-a):\n");
		for (i = 0; (a = algos(i)) != NULL; i++)
			printf("  %-*s  %s\n", name_width(algos), a->name,
			    a->desc);
	}
	cli_done();
}

void
cli_version(void)
{
	printf("%s %s\n", cli_prog, VERSION);
	cli_done();
}

int
cli_getopt(int argc, char *argv[], const char *shortopts,
    const struct option *longopts, const char *options, maze_algo_iter *algos)
{
	int ch;

	for (;;)
		switch (ch = getopt_long(argc, argv, shortopts, longopts,
		    NULL)) {
		case 'h':
			cli_help(options, algos);
		case 'V':
			cli_version();
		case 'q':
			cli_progress_quiet();
			break;
		default:
			return ch;
		}
}

/* -a list: one algorithm a line, its name first. */
void
cli_algo_list(maze_algo_iter *algos)
{
	const struct maze_algo_info *a;
	size_t i;

	const char *p;

	for (i = 0; (a = algos(i)) != NULL; i++) {
		printf("%-*s  %s", name_width(algos), a->name, a->desc);
		if (a->aliases != NULL) {
			/* Its aliases: "(also dfs, recursive-backtracker)". */
			fputs(" (also ", stdout);
			for (p = a->aliases; *p != '\0'; p++)
				if (*p == ' ')
					fputs(", ", stdout);
				else
					putchar(*p);
			putchar(')');
		}
		putchar('\n');
	}
	cli_done();
}

/* A list, one name a line, as -f list and --heat list print theirs. */
void
cli_names(const char *(*name)(size_t))
{
	const char *s;
	size_t i;

	for (i = 0; (s = name(i)) != NULL; i++)
		printf("%s\n", s);
	cli_done();
}

/*
 * The algorithm -a names: its index in the table algos iterates.  "list"
 * lists them and exits; an unknown name is a usage error.
 */
size_t
cli_algo(maze_algo_iter *algos, const char *arg)
{
	char why[80];
	size_t i;

	if (strcmp(arg, "list") == 0)
		cli_algo_list(algos);
	if ((i = maze_algo_find(algos, arg)) == MAZE_NONE) {
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

/* "opt arg: why (range)", the range as fmt writes it, and exit. */
static _Noreturn void
badrange(const char *opt, const char *arg, const char *fmt, ...)
{
	va_list ap;
	char buf[96];

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	cli_badopt(opt, arg, buf);
}

/* A whole-number option in [min, max], or a usage error naming the range. */
uint64_t
cli_num(const char *opt, const char *arg, uint64_t min, uint64_t max)
{
	uint64_t v;
	const char *why;

	if (num_parse(arg, min, max, &v, &why) == -1)
		badrange(opt, arg, "%s (%llu to %llu)", why,
		    (unsigned long long)min, (unsigned long long)max);
	return v;
}

/* A real-valued option in [min, max], or a usage error naming the range. */
double
cli_real(const char *opt, const char *arg, double min, double max)
{
	double v;
	const char *why;

	if (num_parse_real(arg, min, max, &v, &why) == -1)
		badrange(opt, arg, "%s (%g to %g)", why, min, max);
	return v;
}

/*
 * The optional chance of a long option, opt[=chance], from 0 to 1: its
 * argument, arg, if given with '='; else the next argument if it is a
 * number with a point, which it takes (a whole number there is the maze's
 * size); else dflt.
 */
double
cli_chance(const char *opt, const char *arg, char *argv[], double dflt)
{
	double v;
	const char *why, *next = argv[optind];

	if (arg != NULL)
		return cli_real(opt, arg, 0, 1);
	if (next == NULL || strchr(next, '.') == NULL ||
	    num_parse_real(next, 0, 1, &v, &why) == -1)
		return dflt;
	optind++;
	return v;
}

/* A block or cell x,y, each from 0 to 2^32 - 1, or a usage error. */
void
cli_pair(const char *opt, const char *arg, uint64_t *x, uint64_t *y)
{
	const char *why;

	if (num_parse_pair(arg, UINT32_MAX, x, y, &why) == -1)
		cli_badopt(opt, arg, why);
}

/*
 * A block or cell x,y or x,y,z, each from 0 to 2^32 - 1, into v (v[2] 0
 * when there is no z), or a usage error.  Returns 2 or 3, how many numbers.
 */
int
cli_point(const char *opt, const char *arg, uint64_t v[3])
{
	const char *why;
	int n;

	if ((n = num_parse_point(arg, UINT32_MAX, v, &why)) == -1)
		cli_badopt(opt, arg, why);
	return n;
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
