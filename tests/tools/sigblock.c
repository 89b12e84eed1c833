/*
 * sigblock: run a command with SIGPIPE blocked, as a parent that blocked
 * it leaves its children, for the test that a program still ends quietly
 * on a closed pipe then.
 *
 * usage: sigblock command [arg ...]
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int
main(int argc, char *argv[])
{
	sigset_t set;

	if (argc < 2) {
		fprintf(stderr, "usage: sigblock command [arg ...]\n");
		return 2;
	}
	sigemptyset(&set);
	sigaddset(&set, SIGPIPE);
	sigprocmask(SIG_BLOCK, &set, NULL);
	execvp(argv[1], argv + 1);
	perror(argv[1]);
	return 127;
}
