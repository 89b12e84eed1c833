/*
 * fuzz_mask: mazegen's mask readers (gen/mask-read.c, gen/mask.c) on any
 * bytes, a text mask or a PNG, read at its own size or scaled to one from
 * the input's first bytes, in one part or its largest kept.  A mask
 * refused says why; one read is of the size asked, its count and its
 * first and last cells are its own, and its inside is one part, by a
 * search here apart from mask.c's; a text mask of plain rows read as it
 * is has a cell outside exactly where a '#' is.  A small one then makes a
 * maze, which must be a cell maze perfect over the inside: its cells
 * outside walls, its inside one part with a passage fewer than its cells.
 */
#include <png.h>

#include "fuzz.h"
#include "gen/genint.h"
#include "gen/genpriv.h"

/* Cells of a mask a maze is made on, at most: an execution stays short. */
#define MAZE_CELLS	4096

/*
 * A size from an option byte: 0 (the mask's own), small, or past the
 * limit of maze(5), to be refused before any cell is made.
 */
static uint32_t
size_of(unsigned b)
{
	return b == 0xff ? UINT32_MAX : b == 0xfe ? UINT32_C(1) << 31 :
	    b % 40;
}

/*
 * Is the input, n bytes at p, a PNG whose header asks for a picture that,
 * scaled to w x h (0 for its own), fits a maze but is larger than a
 * harness should make?  The reader takes it as a person's mask and makes
 * room for it; the fuzzer's time and memory are not a person's.
 */
static int
png_large(const uint8_t *p, size_t n, uint32_t w, uint32_t h)
{
	uint64_t pw, ph, sw, sh;

	if (n < 24 || memcmp(p, "\211PNG\r\n\032\n", 8) != 0 ||
	    memcmp(p + 12, "IHDR", 4) != 0)
		return 0;
	pw = (uint64_t)p[16] << 24 | (uint64_t)p[17] << 16 |
	    (uint64_t)p[18] << 8 | p[19];
	ph = (uint64_t)p[20] << 24 | (uint64_t)p[21] << 16 |
	    (uint64_t)p[22] << 8 | p[23];
	sw = w ? w : pw;
	sh = h ? h : ph;
	/* Refused from its header, the picture never made, is quick. */
	if (maze_check_size3(2 * pw + 1, 2 * ph + 1, 1, NULL) == -1)
		return 0;
	return pw * ph > (UINT64_C(1) << 20) || (sw * sh > (UINT64_C(1) <<
	    20) && maze_check_size3(2 * sw + 1, 2 * sh + 1, 1, NULL) == 0);
}

/* Mask k's inside is one part: a breadth-first search from its first. */
static void
one_part(const struct maze_gen_mask *k)
{
	size_t n = (size_t)k->w * k->h * k->d, head = 0, tail = 0, c;
	unsigned char *seen;
	uint32_t *q, x, y, z;
	int dir, nd = k->d > 1 ? 6 : 4;
	int64_t nx, ny, nz;

	if ((seen = calloc(n, 1)) == NULL ||
	    (q = malloc(n * sizeof *q)) == NULL)
		abort();
	seen[k->first] = 1;
	q[tail++] = (uint32_t)k->first;
	while (head < tail) {
		c = q[head++];
		x = (uint32_t)(c % k->w);
		y = (uint32_t)(c / k->w % k->h);
		z = (uint32_t)(c / k->w / k->h);
		for (dir = 0; dir < nd; dir++) {
			nx = (int64_t)x + maze_dx[dir];
			ny = (int64_t)y + maze_dy[dir];
			nz = (int64_t)z + maze_dz[dir];
			if (nx < 0 || ny < 0 || nz < 0 || nx >= k->w ||
			    ny >= k->h || nz >= k->d)
				continue;
			c = ((size_t)nz * k->h + (size_t)ny) * k->w +
			    (size_t)nx;
			if (k->in[c] && !seen[c]) {
				seen[c] = 1;
				q[tail++] = (uint32_t)c;
			}
		}
	}
	FUZZ_ASSERT(tail == k->n);
	free(seen);
	free(q);
}

/*
 * A text mask of rows alone (no ';' line, no CR), len bytes at p, read
 * as it is into k: a cell outside exactly where a '#' is.
 */
static void
same_text(const struct maze_gen_mask *k, const uint8_t *p, size_t len)
{
	size_t c = 0, i;

	if (memchr(p, ';', len) != NULL || memchr(p, '\r', len) != NULL)
		return;
	while (len > 0 && p[len - 1] == '\n')
		len--;
	for (i = 0; i < len; i++)
		if (p[i] != '\n') {
			FUZZ_ASSERT(c < (size_t)k->w * k->h * k->d);
			FUZZ_ASSERT(k->in[c++] == (p[i] != '#'));
		}
	FUZZ_ASSERT(c == (size_t)k->w * k->h * k->d);
}

/*
 * A maze made with a on mask k: a cell maze with the grid line, every
 * cell inside open and every one outside a wall, its inside one part,
 * S and E included, with a passage fewer than its cells inside.
 */
static void
masked_maze(const struct maze_gen_mask *k, const char *algo, uint64_t seed)
{
	struct maze_gen_opts o;
	struct maze_err e;
	struct maze m;
	size_t i, passages = 0;
	uint32_t *comp, x, y, z, cells;
	int rc;

	maze_gen_opts_init(&o);
	o.mask = k;
	maze_init(&m);
	fuzz_what = algo;
	rc = maze_gen_make3(&m, maze_gen_algo(maze_algo_find(maze_gen_info,
	    algo)), k->w, k->h, k->d, seed, &o, &e);
	FUZZ_ASSERT(rc == 0);
	FUZZ_ASSERT(m.hdr.grid == MAZE_GRID_MASK);
	FUZZ_ASSERT(maze_is_cells(&m, NULL));
	FUZZ_ASSERT(m.start != MAZE_NONE && m.end != MAZE_NONE);
	for (i = 0; i < maze_blocks(&m); i++) {
		maze_xyz(&m, i, &x, &y, &z);
		cells = (x % 2) + (y % 2) + (m.d == 1 || z % 2);
		if (cells == 3)
			FUZZ_ASSERT(maze_isopen(m.b[i]) == k->in[((size_t)
			    (m.d > 1 ? z / 2 : 0) * k->h + y / 2) * k->w +
			    x / 2]);
		else
			passages += m.b[i] == MAZE_OPEN;
	}
	FUZZ_ASSERT(passages == k->n - 1);
	if ((comp = malloc(maze_blocks(&m) * sizeof *comp)) == NULL)
		abort();
	FUZZ_ASSERT(fuzz_parts(&m, comp) == 1);
	FUZZ_ASSERT(comp[m.start] == 1 && comp[m.end] == 1);
	free(comp);
	maze_free(&m);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const algos[] = { "backtracker", "kruskal",
	    "prim", "growing-tree" };
	struct fuzz_in in = { data, size };
	struct maze_gen_mask *k;
	struct maze_err e;
	png_image img;
	uint32_t w, h, d, mw, mh, md;
	unsigned how, pick;
	size_t c, n, inside;
	FILE *fp;

	if (size > FUZZ_MAX)
		return 0;
	fuzz_what = "read";
	w = size_of(fuzz_byte(&in));
	h = size_of(fuzz_byte(&in));
	pick = fuzz_byte(&in);
	d = pick & 3;
	how = pick & 4 ? MAZE_GEN_PARTS_LARGEST : MAZE_GEN_PARTS_ONE;
	if (png_large(in.p, in.n, w, h))
		return 0;
	fp = fuzz_file(&in);
	memset(&e, 0xa5, sizeof e);
	k = maze_gen_mask_read(fp, w, h, d, (int)how, &e);
	fclose(fp);
	if (k == NULL) {
		FUZZ_ASSERT(memchr(e.msg, '\0', sizeof e.msg) != NULL);
		FUZZ_ASSERT(e.msg[0] != '\0');
		return 0;
	}
	/* The size asked, or the mask's own. */
	maze_gen_mask_size(k, &mw, &mh, &md);
	FUZZ_ASSERT(mw == k->w && mh == k->h && md == k->d);
	FUZZ_ASSERT((w == 0 || mw == w) && (h == 0 || mh == h) &&
	    (d == 0 || md == d));
	FUZZ_ASSERT(maze_check_size3(2 * (uint64_t)mw + 1,
	    2 * (uint64_t)mh + 1, md > 1 ? 2 * (uint64_t)md + 1 : 1,
	    NULL) == 0);
	/* Its count, first and last cells inside. */
	n = (size_t)mw * mh * md;
	for (inside = 0, c = 0; c < n; c++) {
		FUZZ_ASSERT(k->in[c] <= 1);
		inside += k->in[c];
	}
	FUZZ_ASSERT(inside > 0 && inside == k->n &&
	    maze_gen_mask_inside(k) == inside);
	FUZZ_ASSERT(k->first <= k->last && k->last < n);
	FUZZ_ASSERT(k->in[k->first] && k->in[k->last]);
	FUZZ_ASSERT(memchr(k->in, 1, k->first) == NULL);
	FUZZ_ASSERT(memchr(k->in + k->last + 1, 1, n - k->last - 1) == NULL);
	one_part(k);
	if (in.n >= 8 && memcmp(in.p, "\211PNG\r\n\032\n", 8) == 0) {
		/* Its size is the picture's, unscaled. */
		memset(&img, 0, sizeof img);
		img.version = PNG_IMAGE_VERSION;
		FUZZ_ASSERT(png_image_begin_read_from_memory(&img, in.p,
		    in.n));
		FUZZ_ASSERT(md == (d ? d : 1));
		FUZZ_ASSERT(w != 0 || mw == img.width);
		FUZZ_ASSERT(h != 0 || mh == img.height);
		png_image_free(&img);
	} else if (w == 0 && h == 0 && d == 0 && how == MAZE_GEN_PARTS_ONE)
		same_text(k, in.p, in.n);
	if (n <= MAZE_CELLS)
		masked_maze(k, algos[pick >> 3 & 3], pick);
	maze_gen_mask_free(k);
	return 0;
}
