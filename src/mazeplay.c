/* mazeplay: solve a maze by hand in the terminal, timed and scored. */
#include <errno.h>
#include <getopt.h>
#include <locale.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"
#include "lib/maze.h"
#include "lib/num.h"
#include "play/play.h"

static const char synopsis[] =
    "mazeplay [-hV] [-o file] [--resume | file]\n"
    "       mazeplay --scores";

static const char options[] =
    "  -h, --help      show this help\n"
    "  -o file         write the route walked as a solved maze to file\n"
    "  -V, --version   show the version\n"
    "  --resume        play the saved game\n"
    "  --scores        print the scoreboard, best first\n";

enum { OPT_RESUME = 256, OPT_SCORES };

struct opts {
	const char *out, *file;
	int resume, scores;
	struct play_paths f;		/* the data directory, its files */
};

/*
 * Set by the signals that end a game (stop: it is saved, then the program
 * ends) and by Ctrl+Z (tstp: the clock stops with the program).
 */
static volatile sig_atomic_t stop, tstp;
static struct play_screen *screen;
static uint64_t fake_step, fake_now;

static void
on_stop(int sig)
{
	(void)sig;
	stop = 1;
}

static void
on_tstp(int sig)
{
	(void)sig;
	tstp = 1;
}

/*
 * Ctrl+Z: stop as SIGTSTP does, the terminal restored meanwhile, and
 * take it back on SIGCONT.  The handler is ours rather than ncurses' so
 * that the game knows the time it was stopped, which is not played.
 */
static void
suspend(void)
{
	struct sigaction sa;

	play_screen_suspend(screen);
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = SIG_DFL;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGTSTP, &sa, NULL);
	raise(SIGTSTP);
	sa.sa_handler = on_tstp;
	sigaction(SIGTSTP, &sa, NULL);
	play_screen_resume(screen);
}

/* Every way out restores the terminal, cli_fatal() included. */
static void
restore(void)
{
	play_screen_close(screen);
	screen = NULL;
}

static void
parse_opts(struct opts *o, int argc, char *argv[])
{
	static const struct option longopts[] = {
		CLI_OPT_HELP,
		{ "resume", no_argument, NULL, OPT_RESUME },
		{ "scores", no_argument, NULL, OPT_SCORES },
		CLI_OPT_VERSION,
		{ NULL, 0, NULL, 0 }
	};
	struct maze_err e;
	const char *why;
	int ch;

	memset(o, 0, sizeof *o);
	while ((ch = cli_getopt(argc, argv, "ho:V", longopts, options,
	    NULL)) != -1) {
		switch (ch) {
		case 'o':
			o->out = optarg;
			break;
		case OPT_RESUME:
			o->resume = 1;
			break;
		case OPT_SCORES:
			o->scores = 1;
			break;
		default:
			cli_usage();
		}
	}
	if (argc - optind > 1)
		cli_usage_why("one maze at a time");
	o->file = argv[optind];
	if (o->scores && (o->out != NULL || o->resume || o->file != NULL))
		cli_usage_why("--scores prints the scoreboard, and takes "
		    "nothing else");
	if (o->resume && o->file != NULL)
		cli_usage_why("--resume plays the saved game, not a file");
	if (play_paths(&o->f, getenv("XDG_DATA_HOME"), getenv("HOME"),
	    &e) == -1)
		cli_fatal("%s", e.msg);
	/* For the tests only: each key read is that many ms, no real time. */
	if ((why = getenv("MAZEPLAY_TEST_MS_PER_KEY")) != NULL &&
	    num_parse(why, 1, 3600000, &fake_step, &why) == -1)
		cli_fatal("MAZEPLAY_TEST_MS_PER_KEY: %s", why);
}

/* The scoreboard, best first: aligned on a terminal, else as it is. */
static void
scores(struct opts *o)
{
	struct play_board b;
	struct maze_err e;

	play_board_init(&b);
	if (play_board_load(&b, o->f.board, &e) == -1) {
		cli_maze_err(o->f.board, &e);
		exit(CLI_EXIT_TROUBLE);
	}
	play_board_sort(&b);
	play_board_print(&b, stdout, isatty(STDOUT_FILENO));
	play_board_free(&b);
	play_paths_free(&o->f);
	cli_done();
}

/* The game: a maze named or piped in, or the newest saved one. */
static void
load(struct opts *o, struct play *p, const char **name)
{
	struct maze_buf where;
	struct cli_in in;
	struct maze_err e;
	struct maze m;
	char *files[1];
	int rc;

	if (o->resume || (o->file == NULL && isatty(STDIN_FILENO))) {
		maze_buf_init(&where);
		rc = play_resume_newest(p, &o->f, &where, &e);
		if (rc == -1 && where.len == 0)
			cli_fatal("%s", e.msg);
		if (rc == -1 && e.line)
			cli_fatal("%s:%lu:%lu: %s (not resumed: kept as it is)",
			    maze_buf_str(&where), e.line, e.col, e.msg);
		if (rc == -1)
			cli_fatal("%s: %s (not resumed: kept as it is)",
			    maze_buf_str(&where), e.msg);
		if (rc == 0 && o->resume)
			cli_fatal("no saved game in %s", o->f.dir);
		if (rc == 0)
			cli_fatal("no maze: name a file or pipe one in");
		maze_buf_free(&where);
		*name = "saved game";
		return;
	}
	files[0] = (char *)o->file;
	cli_in_init(&in, o->file != NULL, files);
	maze_init(&m);
	/* Not read: a missing file or a directory, which is said already. */
	if (!cli_in_next(&in, &m))
		exit(CLI_EXIT_TROUBLE);
	*name = o->file != NULL ? o->file : "<stdin>";
	if (play_start(p, &m, &e) == -1)
		cli_in_fatal(&in, &e);
	/* A saved game: a slot's, if it is the file of one. */
	if (p->resumed && play_slot_find(p, &o->f, fileno(in.fp), &e) == -1)
		cli_fatal("%s", e.msg);
	cli_in_free(&in);
}

/* The milliseconds since some moment: real time, or the tests' keys. */
static uint64_t
now_ms(void)
{
	struct timespec ts;

	if (fake_step)
		return fake_now;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000 + (uint64_t)ts.tv_nsec / 1000000;
}

/*
 * E reached: the score, in *score, on the scoreboard, and where it went in
 * msg.  Returns 1 if it is on the scoreboard, 0 if it could not be put.
 */
static int
finish(const struct opts *o, struct play *p, const char *name,
    uint64_t *score, char *msg, size_t len)
{
	struct play_result r;
	struct maze_err e;
	int saved = 1;

	play_result(p, name, time(NULL), &r);
	*score = r.score;
	if (play_mkdirs(o->f.dir, &e) == -1 ||
	    play_scores_add(o->f.board, &r, &e) == -1) {
		if (e.line)
			snprintf(msg, len, "score not saved: %s:%lu:%lu: %s "
			    "(kept as it is)", o->f.board, e.line, e.col,
			    e.msg);
		else
			snprintf(msg, len, "score not saved in %s: %s",
			    o->f.board, e.msg);
		saved = 0;
	} else
		snprintf(msg, len, "score saved in %s", o->f.board);
	play_result_free(&r);
	/*
	 * A game played to its end is over, its save with it, but only once
	 * its score is kept: until then, it is the only record of the game.
	 */
	if (saved && play_slot_remove(p, &o->f, &e) == -1) {
		snprintf(msg + strlen(msg), len - strlen(msg), "; saved "
		    "game not removed: %s", e.msg);
		saved = 0;
	} else if (!saved && p->slot.path != NULL)
		snprintf(msg + strlen(msg), len - strlen(msg), "; the saved "
		    "game is kept in %s", p->slot.path);
	return saved;
}

int
main(int argc, char *argv[])
{
	struct opts o;
	struct play p;
	struct maze_err e;
	struct cli_out out;
	struct maze_buf where;
	struct sigaction sa, old;
	const char *name;
	char msg[512] = "";
	uint64_t last, t, score = 0;
	FILE *tty, *sum;
	int k, won = 0, help = 0, saved = 0, status = EXIT_SUCCESS;

	setlocale(LC_CTYPE, "");
	cli_init("mazeplay", synopsis);
	maze_buf_init(&where);
	parse_opts(&o, argc, argv);
	if (o.scores)
		scores(&o);
	load(&o, &p, &name);
	if ((tty = fopen("/dev/tty", "r+")) == NULL)
		cli_fatal("no terminal: /dev/tty: %s", strerror(errno));
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_stop;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	/* As ncurses would: Ctrl+Z handled unless it is ignored. */
	if (sigaction(SIGTSTP, NULL, &old) == 0 && old.sa_handler == SIG_DFL) {
		sa.sa_handler = on_tstp;
		sigaction(SIGTSTP, &sa, NULL);
	}
	atexit(restore);
	if ((screen = play_screen_open(tty, &p, getenv("NO_COLOR") == NULL ||
	    getenv("NO_COLOR")[0] == '\0', &e)) == NULL)
		cli_fatal("%s", e.msg);
	last = now_ms();
	while (!stop) {
		t = now_ms();
		if (!won)
			play_add_ms(&p, t - last);
		last = t;
		if (tstp) {
			tstp = 0;
			suspend();
			last = now_ms();
		}
		play_screen_draw(screen, &p, p.ms);
		if (won)
			play_screen_summary(screen, &p, score, saved, msg);
		else if (help)
			play_screen_help(screen);
		/* Wake for the second's tick of the status line's clock. */
		k = play_screen_key(screen, 1000 - (int)(p.ms % 1000));
		if (k == PLAY_KEY_NONE || k == PLAY_KEY_RESIZE)
			continue;
		fake_now += fake_step;
		if (won)
			break;
		/* Any key on the help goes back to the game, q too. */
		if (help || k == PLAY_KEY_HELP) {
			help = !help;
			continue;
		}
		if (k == PLAY_KEY_QUIT)
			break;
		if (k >= 0 && play_move(&p, k, &e) == -1)
			cli_fatal("%s", e.msg);
		if (k >= 0 && play_won(&p)) {
			won = 1;
			play_add_ms(&p, now_ms() - last);
			saved = finish(&o, &p, name, &score, msg,
			    sizeof msg);
		}
	}
	/* A pause counts its time to the key or signal, not to the tick. */
	if (!won)
		play_add_ms(&p, now_ms() - last);
	restore();
	fclose(tty);
	/*
	 * The summary is the game's, whether or not its score was kept; on
	 * standard error if the route goes to standard output, to keep that
	 * a maze.
	 */
	sum = o.out != NULL && strcmp(o.out, "-") == 0 ? stderr : stdout;
	if (won) {
		fprintf(sum, "time %llu.%03llu moves %llu explored %zu "
		    "route %zu shortest %zu score %llu\n",
		    (unsigned long long)(p.ms / 1000),
		    (unsigned long long)(p.ms % 1000),
		    (unsigned long long)p.moves, p.explored, play_length(&p),
		    p.shortest, (unsigned long long)score);
		if (!saved) {
			cli_warn("%s", msg);
			status = CLI_EXIT_TROUBLE;
		}
	} else if (play_save(&p, &o.f, &where, &e) == -1) {
		cli_warn("game not saved in %s: %s", maze_buf_str(&where),
		    e.msg);
		status = CLI_EXIT_TROUBLE;
	} else
		cli_warn("game saved in %s; mazeplay resumes it",
		    maze_buf_str(&where));
	maze_buf_free(&where);
	if (o.out != NULL) {
		cli_out_open(&out, o.out);
		if (play_write(&p, out.fp, 0, &e) == -1)
			cli_out_fatal(&out, &e);
		cli_out_close(&out);
	}
	play_free(&p);
	play_paths_free(&o.f);
	return cli_exit(status);
}
