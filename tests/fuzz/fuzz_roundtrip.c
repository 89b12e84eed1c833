/*
 * fuzz_roundtrip: reader -> writer -> reader -> writer on any bytes: what
 * the writer writes of a stream the reader took, the reader takes again,
 * maze for maze, and writing that gives the same bytes.  Every program
 * that passes mazes on relies on it.
 */
#include "fuzz.h"

/* Read the stream at p, n bytes, and write each maze to out: mazes read. */
static unsigned long
copy(const void *p, size_t n, struct fuzz_out *out, int *bad)
{
	struct fuzz_in in = { p, n };
	struct maze_reader r;
	struct maze_writer w;
	struct maze_err e;
	struct maze m;
	FILE *fp = fuzz_file(&in);
	int rc;

	maze_init(&m);
	fuzz_out_open(out);
	fuzz_reader_init(&r, fp);
	maze_writer_init(&w, out->fp);
	while ((rc = maze_read(&r, &m, &e)) == 1)
		FUZZ_ASSERT(maze_write(&w, &m, &e) == 0);
	*bad = rc == -1;
	fuzz_reader_free(&r);
	fclose(fp);
	fuzz_out_close(out);
	maze_free(&m);
	return w.mazes;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fuzz_out a, b;
	unsigned long na, nb;
	int bada, badb;

	if (size > FUZZ_MAX)
		return 0;
	na = copy(data, size, &a, &bada);
	nb = copy(a.buf, a.len, &b, &badb);
	/* What the writer wrote reads without error, unless it is nothing. */
	FUZZ_ASSERT(na == nb);
	FUZZ_ASSERT(!badb || na == 0);
	FUZZ_ASSERT(a.len == b.len && memcmp(a.buf, b.buf, a.len) == 0);
	fuzz_out_free(&a);
	fuzz_out_free(&b);
	return 0;
}
