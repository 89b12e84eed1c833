/*
 * replay.c: a main for a harness without libFuzzer: feed it each file
 * named, whole, once, as libFuzzer would, so that the inputs kept in
 * tests/fuzz replay under any compiler and sanitizer.  A harness that
 * finds a property broken aborts; this prints each file's name first so
 * that the failing one shows.
 *
 * usage: replay-HARNESS [-v] file ...
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

int
main(int argc, char *argv[])
{
	FILE *fp;
	uint8_t *buf, *in;
	size_t n;
	int i = 1, verbose = 0, status = 0;

	if (argc > 1 && strcmp(argv[1], "-v") == 0) {
		verbose = 1;
		i++;
	}
	/* One byte more than a harness takes shows that a file was longer. */
	if ((buf = malloc(FUZZ_MAX + 1)) == NULL)
		return 2;
	fuzz_what = "replay";
	for (; i < argc; i++) {
		if (verbose)
			fprintf(stderr, "%s\n", argv[i]);
		if ((fp = fopen(argv[i], "rb")) == NULL) {
			fprintf(stderr, "%s: %s\n", argv[i], strerror(errno));
			status = 2;
			continue;
		}
		n = fread(buf, 1, FUZZ_MAX + 1, fp);
		if (ferror(fp)) {
			fprintf(stderr, "%s: read error\n", argv[i]);
			status = 2;
		} else {
			/* A copy of its own size, so ASan sees an overread. */
			if ((in = malloc(n ? n : 1)) == NULL)
				return 2;
			memcpy(in, buf, n);
			LLVMFuzzerTestOneInput(in, n);
			free(in);
		}
		fclose(fp);
	}
	free(buf);
	return status;
}
