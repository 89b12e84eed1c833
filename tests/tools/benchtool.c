/*
 * benchtool: what `make bench` measures with.
 *
 *   benchtool run command    run command with sh; print its wall-clock
 *                            seconds and the peak resident memory, in KiB,
 *                            of the largest process it ran
 *   benchtool floor bytes w  write bytes bytes of rows w blocks wide: the
 *                            simplest streaming writer, the floor against
 *                            which a generator is compared
 */
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static int
run(const char *cmd)
{
	struct rusage ru;
	double t0 = now();
	pid_t pid;
	int status;

	if ((pid = fork()) == -1)
		return perror("fork"), 2;
	if (pid == 0) {
		execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
		_exit(127);
	}
	if (waitpid(pid, &status, 0) == -1)
		return perror("waitpid"), 2;
	getrusage(RUSAGE_CHILDREN, &ru);
	printf("%.3f %ld\n", now() - t0, ru.ru_maxrss);
	return WIFEXITED(status) ? WEXITSTATUS(status) : 2;
}

static int
floor_writer(unsigned long long bytes, unsigned long w)
{
	static char buf[1 << 20];
	unsigned long long left = bytes;
	char *row;
	size_t n;

	if ((row = malloc(w + 1)) == NULL)
		return 2;
	memset(row, '#', w);
	row[w] = '\n';
	setvbuf(stdout, buf, _IOFBF, sizeof buf);
	for (; left > 0; left -= n) {
		n = left > w + 1 ? w + 1 : (size_t)left;
		if (fwrite(row, 1, n, stdout) != n)
			return 2;
	}
	free(row);
	return fflush(stdout) == 0 ? 0 : 2;
}

int
main(int argc, char *argv[])
{
	if (argc == 3 && strcmp(argv[1], "run") == 0)
		return run(argv[2]);
	if (argc == 4 && strcmp(argv[1], "floor") == 0)
		return floor_writer(strtoull(argv[2], NULL, 10),
		    strtoul(argv[3], NULL, 10));
	fprintf(stderr, "usage: benchtool run command | floor bytes width\n");
	return 2;
}
