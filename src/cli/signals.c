/* signals.c: a killed or failing program leaves no temporary -o file. */
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

#include "cli/cli.h"
#include "cli/clipriv.h"

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

/*
 * Remove the pending file and the progress line, then die of the signal as
 * if it had not been caught, so that the shell sees it (130 for SIGINT, 143
 * for SIGTERM) and a script stops as it would for any other program.
 * unlink, write and raise are safe in a signal handler.
 */
static void
on_signal(int sig)
{
	if (pending_tmp != NULL)
		unlink(pending_tmp);
	cli_progress_killed();
	signal(sig, SIG_DFL);
	raise(sig);
}

/*
 * cli_init()'s signals.  SIGPIPE goes back to its default, so that a closed
 * pipe ends the program quietly, as it does cat, even if the parent ignored
 * the signal.  SIGHUP, SIGINT and SIGTERM remove the pending file first,
 * unless the parent had them ignored.
 */
void
cli_sig_init(void)
{
	static const int sigs[] = { SIGHUP, SIGINT, SIGTERM };
	size_t i;

	signal(SIGPIPE, SIG_DFL);
	for (i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
		if (signal(sigs[i], on_signal) == SIG_IGN)
			signal(sigs[i], SIG_IGN);
	atexit(remove_pending);
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
