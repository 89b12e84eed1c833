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
#include "lib/libint.h"
#include "lib/num.h"
#include "play/play.h"

static const char synopsis[] =
    "mazeplay [-hV] [-o file] [--resume | file]\n"
    "       mazeplay --scores";

static const char options[] =
    "  -h, --help      show this help\n"
    "  -o file         write the route walked as a solved maze to file\n"
    "  -V, --version   show the version\n"
    "  --resume        play the newest saved game\n"
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
on_signal(int sig)
{
	if (sig == SIGTSTP)
		tstp = 1;
	else
		stop = 1;
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
	sa.sa_handler = on_signal;
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
		cli_usage_why("--resume plays the newest saved game, not a file");
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
	struct maze_err e;

	if (play_board_show(o->f.board, stdout, isatty(STDOUT_FILENO),
	    &e) == -1) {
		cli_maze_err(o->f.board, &e);
		exit(CLI_EXIT_TROUBLE);
	}
	play_paths_free(&o->f);
	cli_done();
}

/* The game: a maze named or piped in, or the newest saved one. */
static void
load(struct opts *o, struct play *p, const char **name)
{
	struct maze_buf msg;
	struct cli_in in;
	struct maze_err e;
	struct maze m;
	char *files[1];
	int rc;

	if (o->resume || (o->file == NULL && isatty(STDIN_FILENO))) {
		maze_buf_init(&msg);
		if ((rc = play_resume_newest(p, &o->f, &msg)) == 0 &&
		    !o->resume)
			cli_fatal("no maze: name a file or pipe one in");
		if (rc != 1)
			cli_fatal("%s", maze_buf_str(&msg));
		maze_buf_free(&msg);
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

int
main(int argc, char *argv[])
{
	struct opts o;
	struct play p;
	struct maze_err e;
	struct cli_out out;
	struct maze_buf msg;
	struct sigaction sa, old;
	const char *name;
	uint64_t last, t, score = 0;
	FILE *tty, *sum;
	int k, won = 0, help = 0, saved = 0;	/* 1: the game kept */

	setlocale(LC_CTYPE, "");
	cli_init("mazeplay", synopsis);
	maze_buf_init(&msg);
	parse_opts(&o, argc, argv);
	if (o.scores)
		scores(&o);
	load(&o, &p, &name);
	if ((tty = fopen("/dev/tty", "r+")) == NULL)
		cli_fatal("no terminal: /dev/tty: %s", strerror(errno));
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	/* As ncurses would: Ctrl+Z handled unless it is ignored. */
	if (sigaction(SIGTSTP, NULL, &old) == 0 && old.sa_handler == SIG_DFL)
		sigaction(SIGTSTP, &sa, NULL);
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
			play_screen_summary(screen, &p, score, saved != 0,
			    maze_buf_str(&msg));
		else if (help)
			play_screen_help(screen);
		/* The clock's next tick while it runs; stopped, a second. */
		k = play_screen_key(screen, won || p.ms >= PLAY_COUNT_MAX ?
		    1000 : 1000 - (int)(p.ms % 1000));
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
			saved = play_end(&p, &o.f, name, time(NULL), &score,
			    &msg);
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
	if (won)
		play_summary(&p, score, sum);
	else
		saved = play_save(&p, &o.f, &msg) == 0;
	/* Where the game went, or what became of its score if not kept. */
	if (!won || saved != 1)
		cli_warn("%s", maze_buf_str(&msg));
	maze_buf_free(&msg);
	if (o.out != NULL) {
		cli_out_open(&out, o.out);
		if (play_write(&p, out.fp, 0, &e) == -1)
			cli_out_fatal(&out, &e);
		cli_out_close(&out);
	}
	play_free(&p);
	play_paths_free(&o.f);
	return cli_exit(saved == 1 ? EXIT_SUCCESS : CLI_EXIT_TROUBLE);
}
