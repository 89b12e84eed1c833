/*
 * weavecheck: is each maze of a stream a weave maze (maze(5) "Grids"), as
 * the library's maze_is_weave() judges one?  For the tests of the programs
 * that change weaves, which must leave one.
 *
 *   weavecheck [file]   a line a maze of file (or the standard input):
 *                       "weave, N crossings, T tunnel ends", or where and
 *                       why it is none, as maze_is_weave() says it.
 *
 * The status is 0 if every maze is a weave, 1 if one is not, and 2 if the
 * input cannot be read.
 */
#include <stdint.h>
#include <stdio.h>

#include "lib/maze.h"
#include "lib/libint.h"

int
main(int argc, char *argv[])
{
	struct maze_reader r;
	struct maze_err e;
	struct maze m;
	FILE *fp = stdin;
	uint64_t crossings, ends;
	size_t plane;
	uint32_t x, y;
	int rc, bad = 0;

	if (argc > 2 || (argc == 2 && (fp = fopen(argv[1], "r")) == NULL)) {
		fprintf(stderr, "usage: weavecheck [file]\n");
		return 2;
	}
	maze_reader_init(&r, fp);
	maze_init(&m);
	while ((rc = maze_read(&r, &m, &e)) == 1) {
		if (!maze_is_weave(&m, &e)) {
			printf("%lu:%lu: %s\n", e.line, e.col, e.msg);
			bad = 1;
			continue;
		}
		crossings = ends = 0;
		plane = (size_t)m.w * m.h;
		for (y = 1; y < m.h; y += 2)
			for (x = 1; x < m.w; x += 2) {
				crossings += maze_weave_crossing(&m,
				    maze_block(&m, x, y, 0)) != 0;
				ends += m.b[maze_block(&m, x, y, 0) + plane] !=
				    MAZE_WALL;
			}
		printf("weave, %llu crossings, %llu tunnel ends\n",
		    (unsigned long long)crossings, (unsigned long long)ends);
	}
	if (rc == -1) {
		fprintf(stderr, "weavecheck: %lu:%lu: %s\n", e.line, e.col,
		    e.msg);
		return 2;
	}
	maze_free(&m);
	maze_reader_free(&r);
	return bad;
}
