/* cli.h: what the five programs share: messages, input, atomic output, seeds. */
#ifndef CLI_CLI_H
#define CLI_CLI_H

#include <stdint.h>
#include <stdio.h>

#include "lib/algo.h"
#include "lib/maze.h"

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
void	cli_warn(const char *, ...) CLI_PRINTF(1, 2);
_Noreturn void	cli_fatal(const char *, ...) CLI_PRINTF(1, 2);
void	cli_maze_err(const char *file, const struct maze_err *);
_Noreturn void	cli_usage(void);
_Noreturn void	cli_help(const char *options, algo_iter *);
_Noreturn void	cli_version(void);
_Noreturn void	cli_done(void);
_Noreturn void	cli_badopt(const char *opt, const char *arg, const char *why);
uint64_t cli_num(const char *opt, const char *arg, uint64_t min,
	    uint64_t max);
uint64_t cli_seed(const char *arg);
double	cli_real(const char *opt, const char *arg, double min, double max);
_Noreturn void	cli_algo_list(algo_iter *);
size_t	cli_algo(algo_iter *, const char *arg);

/* Input: the files named on the command line, or standard input. */
struct cli_in {
	char **files;
	int nfiles, next;
	FILE *fp;
	const char *name;	/* of the current file, "<stdin>" for stdin */
	struct maze_reader r;
};

void	cli_in_init(struct cli_in *, int nfiles, char **files);
int	cli_in_next(struct cli_in *, struct maze *);
int	cli_in_head(struct cli_in *, struct maze *);
int	cli_in_row(struct cli_in *, struct maze *, unsigned char *row);
void	cli_in_grid(struct cli_in *, struct maze *);
void	cli_in_free(struct cli_in *);
void	cli_need_ends(const struct cli_in *, const struct maze *);
_Noreturn void	cli_in_fatal(const struct cli_in *, const struct maze_err *);

/*
 * Output: standard output, or a file written under a temporary name in the
 * same directory and renamed into place only when it is complete, so that
 * -o never leaves a partial file, whatever stops the program.
 */
struct cli_out {
	FILE *fp;
	const char *name;	/* for messages: the path or "<stdout>" */
	char *path, *tmp;
	struct maze_writer w;
};

void	cli_out_open(struct cli_out *, const char *path);
void	cli_out_close(struct cli_out *);
void	cli_out_write(struct cli_out *, const struct maze *);
_Noreturn void	cli_out_fatal(const struct cli_out *, const struct maze_err *);

#endif
