/*
 * maskmaze: a perfect maze in an outline, for the tests of the programs
 * that read masked mazes (maze(5) "Grids") before mazegen makes them.  The
 * mask is text, a character a cell: '#' is outside, anything else inside;
 * a maze of levels has a block of lines a level, an empty line between
 * two.  A seeded depth-first walk from the first inside cell joins every
 * inside cell into one tree; cells outside, and their walls, stay walls.
 * With -e, S goes in the outline north of the first inside cell and E in
 * the outline south of the last, as mazegen's openings go in a box.
 *
 * usage: maskmaze [-e] [-s seed] mask
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lib/maze.h"
#include "lib/libint.h"

static _Noreturn void
die(const char *what)
{
	fprintf(stderr, "maskmaze: %s\n", what);
	exit(2);
}

int
main(int argc, char *argv[])
{
	static const int dx[6] = { 0, 1, 0, -1, 0, 0 };
	static const int dy[6] = { -1, 0, 1, 0, 0, 0 };
	static const int dz[6] = { 0, 0, 0, 0, -1, 1 };
	char line[4096], *in = NULL;
	uint32_t cw = 0, ch = 0, cd = 1, rows = 0, w, h, d, x, y, z;
	uint32_t *stack, top = 0, c, nb[6], k, n, seen = 0, inside = 0;
	uint64_t seed = 1;
	unsigned char *b, *vis;
	size_t len, cap = 0, i, plane;
	struct maze_rng r;
	FILE *fp;
	int ch_, ends = 0, nd, j;

	while ((ch_ = getopt(argc, argv, "es:")) != -1)
		switch (ch_) {
		case 'e':
			ends = 1;
			break;
		case 's':
			seed = strtoull(optarg, NULL, 10);
			break;
		default:
			die("usage: maskmaze [-e] [-s seed] mask");
		}
	if (optind + 1 != argc || (fp = fopen(argv[optind], "r")) == NULL)
		die("usage: maskmaze [-e] [-s seed] mask");
	/* The mask's cells, level after level, a byte a cell: 1 inside. */
	while (fgets(line, sizeof line, fp) != NULL) {
		len = strcspn(line, "\n");
		if (len == 0) {
			if (rows > 0 && (ch == 0 || rows == ch)) {
				ch = rows;
				rows = 0;
				cd++;
				continue;
			}
			die("mask: levels of unlike heights");
		}
		if (cw == 0)
			cw = (uint32_t)len;
		if (len != cw)
			die("mask: ragged lines");
		if ((in = realloc(in, cap + len)) == NULL)
			die("out of memory");
		for (i = 0; i < len; i++)
			in[cap + i] = line[i] != '#';
		cap += len;
		rows++;
	}
	fclose(fp);
	if (ch == 0)
		ch = rows;
	if (rows != ch || cw == 0)
		die("mask: levels of unlike heights, or none");
	w = 2 * cw + 1;
	h = 2 * ch + 1;
	d = cd > 1 ? 2 * cd + 1 : 1;
	plane = (size_t)w * h;
	n = cw * ch * cd;
	if ((b = malloc(plane * d)) == NULL || (vis = calloc(n, 1)) == NULL ||
	    (stack = malloc(n * sizeof *stack)) == NULL)
		die("out of memory");
	memset(b, MAZE_WALL, plane * d);
	for (c = 0; c < n; c++)
		inside += (unsigned char)in[c];
	for (c = 0; c < n && !in[c]; c++)
		;
	if (c == n)
		die("mask: no cell inside");
	maze_rng_seed(&r, seed);
	nd = cd > 1 ? 6 : 4;
#define BLOCK(c) (((size_t)(cd > 1 ? 2 * ((c) / cw / ch) + 1 : 0)) * plane + \
	(size_t)(2 * ((c) / cw % ch) + 1) * w + 2 * ((c) % cw) + 1)
	vis[c] = 1;
	seen = 1;
	b[BLOCK(c)] = MAZE_OPEN;
	stack[top++] = c;
	while (top > 0) {
		c = stack[top - 1];
		x = c % cw;
		y = c / cw % ch;
		z = c / cw / ch;
		for (k = 0, j = 0; j < nd; j++) {
			if ((dx[j] < 0 && x == 0) || (dx[j] > 0 && x + 1 == cw) ||
			    (dy[j] < 0 && y == 0) || (dy[j] > 0 && y + 1 == ch) ||
			    (dz[j] < 0 && z == 0) || (dz[j] > 0 && z + 1 == cd))
				continue;
			nb[k] = (uint32_t)((int64_t)c + dx[j] + dy[j] *
			    (int64_t)cw + dz[j] * (int64_t)cw * ch);
			if (in[nb[k]] && !vis[nb[k]])
				k++;
		}
		if (k == 0) {
			top--;
			continue;
		}
		nb[0] = nb[rng_below(&r, k)];
		/* The wall between is halfway from one block to the other. */
		b[(BLOCK(c) + BLOCK(nb[0])) / 2] = MAZE_OPEN;
		b[BLOCK(nb[0])] = MAZE_OPEN;
		vis[nb[0]] = 1;
		seen++;
		stack[top++] = nb[0];
	}
	if (seen != inside)
		die("mask: the inside is in several parts");
	if (ends) {
		for (c = 0; !in[c]; c++)
			;
		b[BLOCK(c) - w] = MAZE_START;
		for (c = n - 1; !in[c]; c--)
			;
		b[BLOCK(c) + w] = MAZE_END;
	}
	printf("; maze 1\n; size %u %u", w, h);
	if (d > 1)
		printf(" %u", d);
	printf("\n; grid square mask\n; maskmaze -s %llu%s %s\n",
	    (unsigned long long)seed, ends ? " -e" : "", argv[optind]);
	for (z = 0; z < d; z++) {
		if (d > 1)
			printf("; level %u\n", z);
		for (y = 0; y < h; y++) {
			fwrite(b + z * plane + (size_t)y * w, 1, w, stdout);
			putchar('\n');
		}
	}
	free(b);
	free(vis);
	free(stack);
	free(in);
	return ferror(stdout) || fflush(stdout) == EOF ? 2 : 0;
}
