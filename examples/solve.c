/*
 * solve.c: libmaze's example: make a maze with a generator named on the
 * command line, solve it by breadth-first search and print it in maze(5),
 * the bytes of `mazegen -a NAME -s SEED W H | mazesolve -a bfs`.
 *
 *	cc -o solve solve.c $(pkg-config --cflags --libs maze)
 *	./solve kruskal 7 12 8
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <maze.h>

/* A number from the command line, from min to max, as mazegen says it. */
static int
number(const char *what, const char *s, uint64_t min, uint64_t max,
    uint64_t *v)
{
	unsigned long long n;
	char *end;

	errno = 0;
	n = strtoull(s, &end, 10);
	if (*s < '0' || *s > '9' || *end != '\0')
		fprintf(stderr, "solve: %s %s: not a number\n", what, s);
	else if (errno == ERANGE || n > max)
		fprintf(stderr, "solve: %s %s: too large\n", what, s);
	else if (n < min)
		fprintf(stderr, "solve: %s %s: too small\n", what, s);
	else {
		*v = n;
		return 0;
	}
	return -1;
}

int
main(int argc, char *argv[])
{
	const struct maze_gen_algo *gen;
	const struct maze_solve_algo *bfs;
	struct maze m;
	struct maze_err e;
	struct maze_solve sv;
	struct maze_rng rng;
	uint64_t seed, w, h;
	int found = 0, rc = -1;

	if (argc != 5) {
		fprintf(stderr, "usage: solve generator seed width height\n");
		return 2;
	}
	if ((gen = maze_gen_algo(maze_algo_find(maze_gen_info,
	    argv[1]))) == NULL) {
		fprintf(stderr, "solve: %s: no such generator\n", argv[1]);
		return 2;
	}
	if (number("seed", argv[2], 0, UINT64_MAX, &seed) == -1 ||
	    number("width", argv[3], 1, UINT32_MAX, &w) == -1 ||
	    number("height", argv[4], 1, UINT32_MAX, &h) == -1)
		return 2;
	bfs = maze_solve_algo(maze_algo_find(maze_solve_info, "bfs"));

	maze_init(&m);
	if (maze_solve_init(&sv, &e) == -1)
		goto out;
	sv.m = &m;
	sv.rng = &rng;
	maze_rng_seed(&rng, seed);
	if (maze_gen_make(&m, gen, (uint32_t)w, (uint32_t)h, seed, &e) == -1 ||
	    (found = bfs->run(&sv, &e)) == -1)
		goto out;
	/* The header lines say how it was made, as the programs write them. */
	if (maze_hdr_add(&m, "; mazegen -a %s -s %llu %u %u", gen->info.name,
	    (unsigned long long)seed, (unsigned)w, (unsigned)h) == -1 ||
	    maze_hdr_add(&m, "; mazesolve -a %s", bfs->info.name) == -1) {
		e = (struct maze_err){ .msg = "out of memory" };
		goto out;
	}
	if (maze_fwrite(stdout, &m, &e) == -1)
		goto out;
	rc = 0;
out:
	/* The library's errors have a position where the input has one. */
	if (rc == -1 && e.line > 0)
		fprintf(stderr, "solve: %lu:%lu: %s\n", e.line, e.col, e.msg);
	else if (rc == -1)
		fprintf(stderr, "solve: %s\n", e.msg);
	else if (found == 0)
		fprintf(stderr, "solve: no path from S to E\n");
	maze_solve_free(&sv);
	maze_free(&m);
	return rc == -1 || found == 0;
}
