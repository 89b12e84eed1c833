/* progress.c: a sign of life on standard error during a long run. */
#include <sys/ioctl.h>
#include <sys/time.h>

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"
#include "cli/clipriv.h"

/*
 * The work pays nothing for the line.  The programs and cli's input point
 * this file at counts that are kept anyway: the mazes begun, the rows the
 * maze(5) reader has read of a grid and the writer has written; and where
 * a phase would count nothing, a count the program has the library keep
 * for the line, a plain add a step (mazegen's generators, the cells
 * joined).  A timer, four times a second once the run has taken a second,
 * samples them in its signal's handler and draws the line there with
 * write(2), so that the work never looks at a clock.  A phase that counts
 * nothing (a measure of a maze read whole) shows the time gone.
 *
 * The handler may only read what it is given: the pointers and counts
 * below are volatile, set before the timer starts or in one store, and
 * the reader's and writer's counts are read where they lie, a stale
 * sample being as good as a fresh one a quarter of a second later.
 */
#define TICK_US		250000	/* between two lines */
#define STEADY		0.5	/* a count unchanged this long is one maze */
#define WIDEST		160	/* the longest line drawn */

static struct {
	volatile sig_atomic_t on;	/* the timer is running */
	volatile sig_atomic_t shown;	/* a line is on the terminal */
	volatile sig_atomic_t locked;	/* this process draws the line */
	int quiet;			/* -q */
	int fg;				/* began in the terminal's foreground */
	int cols;			/* the terminal's width */
	double t0;			/* when the run began */
	const struct cli_in *volatile in;
	const struct maze_writer *volatile out;
	volatile unsigned long mazes;	/* begun so far */
	volatile uint64_t total;	/* to make, or 0 if not known */
	/* The program's count of the maze at hand: cli_progress_count(). */
	const volatile size_t *volatile count;
	volatile uint64_t count_all;	/* its total */
	const char *volatile unit;	/* what it counts */
	const char *volatile verb;	/* and done how */
	/* The handler's own. */
	unsigned long seen;		/* the count at the last tick */
	double seen_t;			/* when it last changed */
	int src;			/* what is counted: SRC_ below */
	uint64_t rows0;			/* its count when the rate began */
	double rows_t;			/* when it began */
} P;

/* What the line counts within a maze. */
enum { SRC_NONE, SRC_IN, SRC_OUT, SRC_COUNT };

/* A count within a maze: so many of all, done how. */
struct counted {
	uint64_t done, all;
	int src;			/* SRC_IN, SRC_OUT or SRC_COUNT */
	const char *unit, *verb;	/* "rows", "read" */
};

/* The line being made, in the handler: no stdio there. */
struct line {
	char s[WIDEST + 8];
	size_t len;
};

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void
put(struct line *l, const char *s)
{
	while (*s != '\0' && l->len < WIDEST)
		l->s[l->len++] = *s++;
}

static void
putnum(struct line *l, uint64_t n)
{
	char d[24];
	int i = 0;

	do
		d[i++] = (char)('0' + n % 10);
	while ((n /= 10) > 0);
	while (i > 0 && l->len < WIDEST)
		l->s[l->len++] = d[--i];
}

/* A rate, per second: whole below 10000, else in thousands or millions. */
static void
putrate(struct line *l, double r, const char *unit)
{
	if (r < 1e4)
		putnum(l, (uint64_t)(r + 0.5));
	else if (r < 1e7) {
		putnum(l, (uint64_t)(r / 1e3 + 0.5));
		put(l, " k");
	} else {
		putnum(l, (uint64_t)(r / 1e6 + 0.5));
		put(l, " M");
	}
	put(l, " ");
	put(l, unit);
	put(l, "/s");
}

/* A time: "42 s", "3 min 20 s", "2 h 5 min". */
static void
puttime(struct line *l, double t)
{
	uint64_t s = t > 0 && t < 1e9 ? (uint64_t)(t + 0.5) : 0;

	if (s >= 3600) {
		putnum(l, s / 3600);
		put(l, " h ");
		putnum(l, s / 60 % 60);
		put(l, " min");
	} else if (s >= 60) {
		putnum(l, s / 60);
		put(l, " min ");
		putnum(l, s % 60);
		put(l, " s");
	} else {
		putnum(l, s);
		put(l, " s");
	}
}

static void
out(const char *s, size_t len)
{
	ssize_t n;

	while (len > 0 && ((n = write(STDERR_FILENO, s, len)) > 0 ||
	    (n == -1 && errno == EINTR)))
		if (n > 0) {
			s += n;
			len -= (size_t)n;
		}
}

static void
erase(void)
{
	if (P.shown)
		out("\r\033[K", 4);
	P.shown = 0;
}

/*
 * Take the line for this process.  The programs of a pipeline share a
 * terminal: one of them at a time draws, holding a lock on it, and the
 * others wait for it to be let go.  Where there can be no lock, draw.
 */
static int
take(void)
{
	struct flock fl;

	if (P.locked)
		return 1;
	memset(&fl, 0, sizeof fl);
	fl.l_type = F_WRLCK;
	fl.l_whence = SEEK_SET;
	if (fcntl(STDERR_FILENO, F_SETLK, &fl) == -1 &&
	    (errno == EACCES || errno == EAGAIN))
		return 0;
	P.locked = 1;
	return 1;
}

static void
let_go(void)
{
	struct flock fl;

	if (!P.locked)
		return;
	memset(&fl, 0, sizeof fl);
	fl.l_type = F_UNLCK;
	fl.l_whence = SEEK_SET;
	(void)fcntl(STDERR_FILENO, F_SETLK, &fl);
	P.locked = 0;
}

/*
 * How far the maze at hand has come: the rows read or written, else the
 * program's count.  1, or 0 if nothing is counted.
 */
static int
counted(struct counted *c)
{
	const struct cli_in *in = P.in;
	const struct maze_writer *w = P.out;
	const volatile size_t *count = P.count;

	c->unit = "rows";
	if (in != NULL && in->fp != NULL && in->r.grid == 1) {
		c->done = in->r.gy;
		c->all = (uint64_t)in->r.gh * in->r.gd;
		c->src = SRC_IN;
		c->verb = "read";
		return 1;
	}
	if (w != NULL && w->y < (uint64_t)w->h * w->d) {
		c->done = w->y;
		c->all = (uint64_t)w->h * w->d;
		c->src = SRC_OUT;
		c->verb = "written";
		return 1;
	}
	if (count != NULL) {
		c->done = *count;
		c->all = P.count_all;
		c->src = SRC_COUNT;
		c->unit = P.unit;
		c->verb = P.verb;
		return 1;
	}
	return 0;
}

/* One maze that takes its time: how far through it, or the time. */
static void
one_maze(struct line *l, unsigned long n, uint64_t total, double t)
{
	struct counted c;
	uint64_t done, all;

	if (total > 1 || n > 1) {
		put(l, "maze ");
		putnum(l, n);
		if (total > 1) {
			put(l, " of ");
			putnum(l, total);
		}
		put(l, ": ");
	}
	if (!counted(&c)) {
		P.src = SRC_NONE;
		put(l, "working, ");
		puttime(l, t - P.t0);
		return;
	}
	done = c.done;
	all = c.all;
	if (c.src != P.src || done < P.rows0) {
		P.src = c.src;
		P.rows0 = done;
		P.rows_t = t;
	}
	if (all > 0) {
		putnum(l, done * 100 / all);
		put(l, "% of ");
		putnum(l, all);
	} else
		putnum(l, done);
	put(l, " ");
	put(l, c.unit);
	put(l, " ");
	put(l, c.verb);
	/* A rate from one tick to the next at the soonest. */
	if (t - P.rows_t < 0.2 || done == P.rows0)
		return;
	put(l, ", ");
	putrate(l, (double)(done - P.rows0) / (t - P.rows_t), c.unit);
	if (all > done) {
		put(l, ", ");
		puttime(l, (double)(all - done) * (t - P.rows_t) /
		    (double)(done - P.rows0));
		put(l, " left");
	}
}

/* Many mazes: how many, how fast, and how long to go if that is known. */
static void
many_mazes(struct line *l, unsigned long n, uint64_t total, double t)
{
	double rate = (double)n / (t - P.t0);

	putnum(l, n);
	if (total > 1) {
		put(l, " of ");
		putnum(l, total);
		put(l, " mazes (");
		putnum(l, (uint64_t)n * 100 / total);
		put(l, "%), ");
	} else
		put(l, " mazes, ");
	putrate(l, rate, "mazes");
	put(l, ", ");
	if (total > n && rate > 0) {
		puttime(l, (double)(total - n) / rate);
		put(l, " left");
	} else
		puttime(l, t - P.t0);
}

/*
 * Is the terminal ours to draw on?  Not once a job that began in the
 * foreground has been sent to the background (Ctrl+Z, bg), where the line
 * would land in the middle of what the shell and the next command write.
 * A program that began in a process group of its own, not the terminal's
 * (as timeout(1) runs it), draws as ever, and so does one whose standard
 * error is no terminal (MAZE_PROGRESS).  Both calls are safe in a handler.
 */
static int
background_ok(void)
{
	return !P.fg || tcgetpgrp(STDERR_FILENO) == getpgrp();
}

/*
 * SIGTSTP (Ctrl+Z): erase the line, so that the shell's prompt does not
 * follow it, then stop as the signal's default would; on SIGCONT (fg) the
 * next tick draws it again.  Only installed where SIGTSTP was at its
 * default.  The timer and the killing signals are held off by sa_mask
 * meanwhile, and SIGTSTP itself is let through for the raise.
 */
static void
on_tstp(int sig)
{
	struct sigaction sa;
	sigset_t s;
	int saved = errno;

	if (P.on && P.shown && P.locked)
		out("\r\033[K", 4);
	P.shown = 0;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = SIG_DFL;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
	sigemptyset(&s);
	sigaddset(&s, sig);
	sigprocmask(SIG_UNBLOCK, &s, NULL);
	raise(sig);
	/* Continued: handle the next Ctrl+Z the same way. */
	sigprocmask(SIG_BLOCK, &s, NULL);
	sa.sa_handler = on_tstp;
	sa.sa_flags = SA_RESTART;
	sigaddset(&sa.sa_mask, SIGALRM);
	cli_sig_kills(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
	errno = saved;
}

/*
 * SIGALRM: draw the line, if this process has it.  Nothing is drawn while
 * a program waits for its first maze, which may be typed at the terminal.
 */
static void
tick(int sig)
{
	struct line l;
	unsigned long n = P.mazes;
	uint64_t total = P.total;
	double t;
	int saved = errno;
	size_t max;

	(void)sig;
	if (!P.on || n == 0 || !background_ok() || !take()) {
		errno = saved;
		return;
	}
	t = now();
	if (n != P.seen) {
		P.seen = n;
		P.seen_t = t;
	}
	l.len = 0;
	put(&l, "\r");
	put(&l, cli_prog);
	put(&l, ": ");
	if (n > 1 && t - P.seen_t < STEADY)
		many_mazes(&l, n, total, t);
	else
		one_maze(&l, n, total, t);
	/* One line: a line that wrapped could not be redrawn in place. */
	max = (size_t)P.cols;
	if (l.len > max)
		l.len = max;
	memcpy(l.s + l.len, "\033[K", 3);
	out(l.s, l.len + 3);
	P.shown = 1;
	errno = saved;
}

/*
 * Start the line's timer, unless -q, standard error is not a terminal,
 * or it runs already.  MAZE_PROGRESS=seconds, for the tests and the
 * benchmark only, draws whatever standard error is, after that long.
 */
static void
start(void)
{
	static int registered;
	struct sigaction sa, old;
	struct itimerval it;
	struct winsize ws;
	const char *env = getenv("MAZE_PROGRESS");
	double delay = 1;
	char *end;

	if (P.on || P.quiet)
		return;
	if (env != NULL) {
		delay = strtod(env, &end);
		if (end == env || *end != '\0' || !(delay >= 0 && delay < 1e6))
			return;
	} else if (!isatty(STDERR_FILENO))
		return;
	P.cols = 79;
	if (ioctl(STDERR_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 1)
		P.cols = ws.ws_col - 1;
	if (P.cols > WIDEST)
		P.cols = WIDEST;
	if (!registered && atexit(cli_progress_stop) != 0)
		return;
	registered = 1;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = tick;
	sa.sa_flags = SA_RESTART;
	/* A kill waits for a line being drawn, to erase it whole. */
	sigemptyset(&sa.sa_mask);
	cli_sig_kills(&sa.sa_mask);
	if (sigaction(SIGALRM, &sa, NULL) == -1)
		return;
	if (sigaction(SIGTSTP, NULL, &old) == 0 && old.sa_handler == SIG_DFL) {
		sa.sa_handler = on_tstp;
		sigaddset(&sa.sa_mask, SIGALRM);
		(void)sigaction(SIGTSTP, &sa, NULL);
	}
	P.fg = tcgetpgrp(STDERR_FILENO) == getpgrp();
	P.t0 = now();
	P.seen = P.mazes;
	P.seen_t = P.t0;
	P.src = SRC_NONE;
	P.on = 1;
	memset(&it, 0, sizeof it);
	it.it_interval.tv_usec = TICK_US;
	delay += 1e-6;	/* 0 would stop the timer */
	it.it_value.tv_sec = (time_t)delay;
	it.it_value.tv_usec = (suseconds_t)((delay - (double)(time_t)delay) *
	    1e6);
	if (setitimer(ITIMER_REAL, &it, NULL) == -1)
		P.on = 0;
}

void
cli_progress_quiet(void)
{
	P.quiet = 1;
}

/*
 * Show the input's progress: the mazes read, and the rows of the one being
 * read.  Not when the input is the terminal, where someone types.
 */
void
cli_progress_in(const struct cli_in *in)
{
	int i;

	for (i = 0; i < in->nfiles; i++)
		if (strcmp(in->files[i], "-") == 0)
			break;
	if ((in->nfiles == 0 || i < in->nfiles) && isatty(STDIN_FILENO))
		return;
	P.in = in;
	start();
}

/* Another maze is begun, read or made. */
void
cli_progress_maze(void)
{
	if (P.in != NULL || P.out != NULL)
		P.mazes++;
}

/* Show the rows w writes too, if the line is to be drawn at all. */
void
cli_progress_writer(const struct maze_writer *w)
{
	P.out = w;
}

/* Show the rows w writes and the mazes made, of total (0: not known). */
void
cli_progress_out(const struct maze_writer *w, uint64_t total)
{
	P.total = total;
	P.out = w;
	start();
}

/*
 * Show count, which the work keeps of the maze at hand and the program
 * sets as each maze begins, as "P% of total unit verb" while no rows are
 * read or written (mazegen: "cells joined", the generator's count).
 * After cli_progress_out() or cli_progress_in(): returns 1 if the line is
 * to be drawn, else 0, so that the program has the count kept only then.
 */
int
cli_progress_count(const volatile size_t *count, uint64_t total,
    const char *unit, const char *verb)
{
	if (!P.on)
		return 0;
	P.count_all = total;
	P.unit = unit;
	P.verb = verb;
	P.count = count;
	return 1;
}

/* Stop the timer and erase the line: the work is done. */
void
cli_progress_stop(void)
{
	struct itimerval off;

	if (!P.on)
		return;
	memset(&off, 0, sizeof off);
	(void)setitimer(ITIMER_REAL, &off, NULL);
	/* A signal pending till now has been handled: nothing draws after. */
	P.on = 0;
	erase();
	let_go();
	P.in = NULL;
	P.out = NULL;
	P.count = NULL;
}

/*
 * The program is killed (signals.c's handler): the line goes, so that the
 * shell's prompt does not come after it.  Only write(2) and the flags here.
 */
void
cli_progress_killed(void)
{
	if (P.on && P.shown && P.locked)
		out("\r\033[K", 4);
	/* No tick draws it again before the process dies. */
	P.on = 0;
	P.shown = 0;
}

/* Hold SIGALRM back (SIG_BLOCK), or let it through (SIG_UNBLOCK). */
static void
hold(int how)
{
	sigset_t s;

	sigemptyset(&s);
	sigaddset(&s, SIGALRM);
	sigprocmask(how, &s, NULL);
}

/*
 * Around a message on standard error (msg.c): the line erased and kept
 * off until the message is out, so that the message has a line of its own.
 */
void
cli_progress_hide(void)
{
	if (!P.on)
		return;
	hold(SIG_BLOCK);
	erase();
}

void
cli_progress_show(void)
{
	if (P.on)
		hold(SIG_UNBLOCK);
}

/*
 * The first interface, of a program that counts its mazes itself: the
 * input or the output starts the line, and the count is the larger.
 */
void
cli_progress_start(struct cli_progress *pg)
{
	pg->on = P.on;
}

void
cli_progress(struct cli_progress *pg, unsigned long mazes)
{
	pg->on = P.on;
	if ((P.in != NULL || P.out != NULL) && mazes > P.mazes)
		P.mazes = mazes;
}

void
cli_progress_end(struct cli_progress *pg)
{
	(void)pg;
	cli_progress_stop();
}
