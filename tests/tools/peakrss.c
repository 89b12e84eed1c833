/*
 * peakrss: the peak resident memory of a command, for the tests that
 * check how memory grows with a stream (and stays bounded on a line too
 * long).  Runs command with the standard streams as they are, writes its
 * peak resident set in KiB (the largest of it and the children it waited
 * for, as getrusage gives it for peakrss's one child) to file, and exits
 * as the command did, or 128 + the signal that ended it.
 *
 * usage: peakrss file command [arg ...]
 */
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int
main(int argc, char *argv[])
{
	struct rusage ru;
	FILE *fp;
	pid_t pid;
	int status;

	if (argc < 3) {
		fprintf(stderr, "usage: peakrss file command [arg ...]\n");
		return 2;
	}
	if ((pid = fork()) == -1) {
		perror("peakrss: fork");
		return 2;
	}
	if (pid == 0) {
		execvp(argv[2], argv + 2);
		fprintf(stderr, "peakrss: %s: %s\n", argv[2], strerror(errno));
		_exit(127);
	}
	while (waitpid(pid, &status, 0) == -1)
		if (errno != EINTR) {
			perror("peakrss: waitpid");
			return 2;
		}
	getrusage(RUSAGE_CHILDREN, &ru);
	if ((fp = fopen(argv[1], "w")) == NULL ||
	    fprintf(fp, "%ld\n", ru.ru_maxrss) < 0 || fclose(fp) == EOF) {
		fprintf(stderr, "peakrss: %s: %s\n", argv[1], strerror(errno));
		return 2;
	}
	if (WIFSIGNALED(status))
		return 128 + WTERMSIG(status);
	return WEXITSTATUS(status);
}
