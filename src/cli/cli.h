/*
 * cli.h: what the five programs share: messages, input, atomic output,
 * seeds, and the read -> work -> write loop.  msg.c has the messages and
 * option values, input.c the input, output.c the output, signals.c what
 * becomes of an unfinished -o file, filter.c the loop.
 */
#ifndef CLI_CLI_H
#define CLI_CLI_H

#include <stdint.h>
#include <stdio.h>

#include "lib/libint.h"

#if defined(__GNUC__)
#define CLI_PRINTF(a, b)	__attribute__((format(printf, a, b)))
#else
#define CLI_PRINTF(a, b)
#endif

/* Exit statuses, as every man page's EXIT STATUS lists them. */
#define CLI_EXIT_NO		1	/* the answer is no: no path */
#define CLI_EXIT_TROUBLE	2	/* usage, input or I/O error */

extern const char *cli_prog;

void	cli_init(const char *prog, const char *synopsis);
void	cli_on_kill(void (*)(void));
void	cli_warn(const char *, ...) CLI_PRINTF(1, 2);
_Noreturn void	cli_fatal(const char *, ...) CLI_PRINTF(1, 2);
void	cli_maze_err(const char *file, const struct maze_err *);
_Noreturn void	cli_maze_fatal(const char *file, const struct maze_err *);
_Noreturn void	cli_usage(void);
_Noreturn void	cli_usage_why(const char *why);
_Noreturn void	cli_help(const char *options, maze_algo_iter *);
_Noreturn void	cli_version(void);
_Noreturn void	cli_done(void);
_Noreturn void	cli_badopt(const char *opt, const char *arg, const char *why);
uint64_t cli_num(const char *opt, const char *arg, uint64_t min,
	    uint64_t max);
uint64_t cli_seed(const char *arg);
double	cli_real(const char *opt, const char *arg, double min, double max);
double	cli_chance(const char *opt, const char *arg, char *argv[],
	    double dflt);
void	cli_pair(const char *opt, const char *arg, uint64_t *x, uint64_t *y);
int	cli_point(const char *opt, const char *arg, uint64_t v[3]);
_Noreturn void	cli_algo_list(maze_algo_iter *);
_Noreturn void	cli_names(const char *(*name)(size_t));
size_t	cli_algo(maze_algo_iter *, const char *arg);

/*
 * The options every program takes alike.  In its table of long options
 * (getopt.h's struct option), --help and --version, and --offset and
 * --frames with the value its switch takes for them; each table keeps its
 * entries in the order of their names, the order getopt_long() lists them
 * in when an abbreviation is ambiguous.  cli_getopt() is getopt_long()
 * doing those itself: -q; -h and --help, which show the options text and
 * the algorithms of algos (or none, NULL), and -V and --version, which
 * exit; it returns the next option of the program's own, or -1.
 */
#define CLI_OPT_HELP		{ "help", no_argument, NULL, 'h' }
#define CLI_OPT_VERSION		{ "version", no_argument, NULL, 'V' }
#define CLI_OPT_OFFSET(val)	{ "offset", required_argument, NULL, (val) }
#define CLI_OPT_FRAMES(val)	{ "frames", required_argument, NULL, (val) }

struct option;	/* getopt.h */

int	cli_getopt(int argc, char *argv[], const char *shortopts,
	    const struct option *longopts, const char *options,
	    maze_algo_iter *);

/* Input: the files named on the command line, or standard input. */
struct cli_in {
	char **files;
	int nfiles, next;
	FILE *fp;
	const char *name;	/* of the current file, "<stdin>" for stdin */
	unsigned long mazes;	/* mazes begun, in every file so far */
	uint64_t frame[2];	/* the last one's "; frame K/N", or 0 0 */
	struct maze_reader r;
};

void	cli_in_init(struct cli_in *, int nfiles, char **files);
int	cli_in_next(struct cli_in *, struct maze *);
int	cli_in_head(struct cli_in *, struct maze *);
int	cli_in_row(struct cli_in *, struct maze *, unsigned char *row);
void	cli_in_grid(struct cli_in *, struct maze *);
int	cli_in_cells(struct cli_in *, struct maze *, struct maze_cells *);
void	cli_in_free(struct cli_in *);
_Noreturn void	cli_in_fatal(const struct cli_in *, const struct maze_err *);
int	cli_in_unread(void);
int	cli_exit(int status);

/*
 * Output: standard output, or a file written under a temporary name in the
 * same directory and renamed into place only when it is complete, so that
 * -o never leaves a partial file, whatever stops the program.
 */
struct cli_out {
	FILE *fp;
	const char *name;	/* for messages: the path or "<stdout>" */
	char *path, *tmp;	/* the file, through links; its temporary */
	struct maze_writer w;
};

void	cli_out_open(struct cli_out *, const char *path);
void	cli_out_close(struct cli_out *);
void	cli_out_close_whole(struct cli_out *);
void	cli_out_write(struct cli_out *, const struct maze *);
int	cli_out_tty(const char *path);
void	cli_out_restore(const char *);
_Noreturn void	cli_out_fatal(const struct cli_out *, const struct maze_err *);

/*
 * offset.c: --offset k, "k mazes of the batch come before this stream", so
 * that a batch split by seed across processes or machines merges by cat:
 * the option's value, a place in the batch (k + n), a stream that begins
 * with the separating empty line, and -o names numbered with %d.
 */
uint64_t cli_offset(const char *arg);
uint64_t cli_offset_shard(const char *arg, const char **given);
void	cli_offset_seeded(const char *offset, const char *seed);
uint64_t cli_batch_seed(const char *seed, const char *offset, uint64_t k,
	    uint64_t count);
unsigned long cli_offset_add(uint64_t k, unsigned long n);
void	cli_out_offset(struct cli_out *, uint64_t k);
const char *cli_numbered(const char *path);
char	*cli_numbered_name(const char *path, const char *at, uint64_t k,
	    unsigned long n);

/*
 * The loop of a program that reads mazes:
 *
 *	cli_filter_open(&f, nfiles, files, outpath);
 *	while (cli_filter_head(&f)) {
 *		read f.m's rows: cli_in_grid(&f.in, &f.m), or its cells
 *		    with cli_in_cells();
 *		work on f.m, the f.n-th maze of the stream;
 *		cli_filter_write(&f);	(or write records to f.out.fp)
 *	}
 *	cli_filter_close(&f);
 *
 * Every error of input or output ends the program with a message, as the
 * cli_in_ and cli_out_ functions do; cli_filter_fatal() reports an error
 * found in f.m at its place in the input.
 */
struct cli_filter {
	struct cli_in in;
	struct cli_out out;
	struct maze m;		/* the current maze */
	unsigned long n;	/* its number in the stream, from 1 */
};

void	cli_filter_open(struct cli_filter *, int nfiles, char **files,
	    const char *path);
int	cli_filter_head(struct cli_filter *);
void	cli_filter_write(struct cli_filter *);
void	cli_filter_close(struct cli_filter *);
_Noreturn void	cli_filter_fatal(const struct cli_filter *,
	    const struct maze_err *);

/*
 * progress.c: a line on standard error, redrawn in place four times a
 * second once the run has taken a second, and erased at its end; only when
 * standard error is a terminal, and never after cli_progress_quiet() (-q).
 * A timer samples the counts it is pointed at, so that the work pays for
 * nothing but counting: the input's mazes and rows (input.c points it at
 * the input) and the output's rows (filter.c), or for a program that makes
 * mazes, the writer's rows and the mazes begun, and a count of its own
 * while a maze is made whole (cli_progress_count(), mazegen's cells
 * joined).  cli_progress_stop() erases the line, at exit if not before;
 * cli_progress_hide() and cli_progress_show() go round a message.
 */
struct cli_progress {
	int on;			/* the line may be drawn */
};

void	cli_progress_quiet(void);
void	cli_progress_in(const struct cli_in *);
void	cli_progress_out(const struct maze_writer *, uint64_t total);
void	cli_progress_writer(const struct maze_writer *);
void	cli_progress_maze(void);
int	cli_progress_count(const volatile size_t *, uint64_t total,
	    const char *unit, const char *verb);
void	cli_progress_stop(void);
void	cli_progress_hide(void);
void	cli_progress_show(void);
void	cli_progress_start(struct cli_progress *);
void	cli_progress(struct cli_progress *, unsigned long mazes);
void	cli_progress_end(struct cli_progress *);

#endif
