/* signals.c: a killed or failing program leaves no temporary -o file. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"
#include "cli/clipriv.h"

/*
 * The temporary file an -o output is being written to, if any: removed at
 * exit or on a fatal signal unless it was renamed into place.
 */
static char *volatile pending_tmp;

/* What a program puts right before a signal kills it (cli_on_kill). */
static void (*volatile kill_hook)(void);

static void
remove_pending(void)
{
	if (pending_tmp != NULL)
		unlink(pending_tmp);
	pending_tmp = NULL;
}

/*
 * Run the program's hook, remove the pending file and the progress line,
 * then die of the signal as if it had not been caught, so that the shell
 * sees it (130 for SIGINT, 143 for SIGTERM) and a script stops as it
 * would for any other program.
 * unlink, write and raise are safe in a signal handler.  The progress
 * line's timer is held off meanwhile (the mask below) and then stopped for
 * good, or a tick could draw the line again between its erasure and death.
 */
static void
on_signal(int sig)
{
	if (kill_hook != NULL)
		kill_hook();
	if (pending_tmp != NULL)
		unlink(pending_tmp);
	cli_progress_killed();
	signal(sig, SIG_DFL);
	raise(sig);
}

/* The signals that kill a program here: on_signal's. */
static const int kills[] = { SIGHUP, SIGINT, SIGTERM };

/*
 * Add the killing signals to set, for code that must not be cut short by
 * on_signal: making the pending file, drawing the progress line.
 */
void
cli_sig_kills(sigset_t *set)
{
	size_t i;

	for (i = 0; i < sizeof kills / sizeof kills[0]; i++)
		sigaddset(set, kills[i]);
}

/*
 * cli_init()'s signals.  SIGPIPE goes back to its default, and is let
 * through, so that a closed pipe ends the program quietly, as it does cat,
 * even if the parent ignored or blocked the signal (blocked, a write would
 * get EPIPE and say so).  SIGHUP, SIGINT and SIGTERM remove the pending
 * file first, unless the parent had them ignored.
 */
void
cli_sig_init(void)
{
	struct sigaction sa, old;
	sigset_t ps;
	size_t i;

	signal(SIGPIPE, SIG_DFL);
	sigemptyset(&ps);
	sigaddset(&ps, SIGPIPE);
	sigprocmask(SIG_UNBLOCK, &ps, NULL);
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sa.sa_flags = SA_RESTART;
	sigemptyset(&sa.sa_mask);
	sigaddset(&sa.sa_mask, SIGALRM);
	cli_sig_kills(&sa.sa_mask);
	for (i = 0; i < sizeof kills / sizeof kills[0]; i++)
		if (sigaction(kills[i], NULL, &old) == 0 &&
		    old.sa_handler != SIG_IGN)
			sigaction(kills[i], &sa, NULL);
	atexit(remove_pending);
}

/*
 * Call fn (if not NULL) when HUP, INT or TERM kills the program, before
 * it dies, to put right what it changed outside itself (a terminal's
 * cursor, say); fn must be safe in a signal handler.  The signals stay
 * ignored if the parent ignored them.
 */
void
cli_on_kill(void (*fn)(void))
{
	kill_hook = fn;
}

/* Is a temporary file pending?  There is room for one. */
int
cli_sig_pending(void)
{
	return pending_tmp != NULL;
}

/*
 * Remove the file tmp (which the caller keeps allocated) if the program
 * exits or is killed before cli_sig_release().
 */
void
cli_sig_hold(char *tmp)
{
	pending_tmp = tmp;
}

/* The pending file was renamed into place: leave it be. */
void
cli_sig_release(void)
{
	pending_tmp = NULL;
}

/*
 * What cli_out_restore() writes to standard output as the program ends,
 * to put the terminal back as it found it.
 */
static const char *restore_s;

static void
restore_kill(void)
{
	ssize_t r = write(STDOUT_FILENO, restore_s, strlen(restore_s));

	(void)r;
}

static void
restore_exit(void)
{
	fputs(restore_s, stdout);
	fflush(stdout);
}

/*
 * Write s (static) to standard output however the program ends: at exit,
 * after whatever the stream still holds, or, killed by a signal, with
 * write(2), which a handler may call (cli_on_kill()'s hook, taken).
 */
void
cli_out_restore(const char *s)
{
	restore_s = s;
	cli_on_kill(restore_kill);
	if (atexit(restore_exit) != 0)
		cli_fatal("out of memory");
}
