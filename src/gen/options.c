/* options.c: the options that shape a maze: defaults, parsing, description. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen/genpriv.h"
#include "lib/num.h"

/*
 * The growing-tree policies, the corners and the grids, as the options
 * spell them.
 */
static const char *const picks[] = { "newest", "oldest", "random", "middle" };
static const char *const corners[] = { "nw", "ne", "sw", "se" };
static const char *const grids[] = { "square", "hex", "delta", "polar" };

/* The options as they are when none is given. */
void
maze_gen_opts_init(struct maze_gen_opts *o)
{
	memset(o, 0, sizeof *o);
	o->root = MAZE_GEN_ROOT_DEFAULT;
	o->newest = 4;
	o->corridor = 999;
	o->bias = 0;
	o->apart = UINT64_C(1) << 31;
	o->rdims = 2;
	o->nmix = 1;
	o->pick[0] = MAZE_GEN_PICK_NEWEST;
	o->weight[0] = 1;
}


int
gen_opts_check(const struct maze_gen_opts *o, struct maze_err *e)
{
	int k;

	if (o->root < MAZE_GEN_ROOT_DEFAULT || o->root > MAZE_GEN_ROOT_XY)
		return maze_error(e, 0, 0, "options: root %d is none of "
		    "enum maze_gen_root", (int)o->root);
	if (o->newest == 0 || o->corridor == 0)
		return maze_error(e, 0, 0, "options: %s 0, not at least 1",
		    o->newest == 0 ? "newest" : "corridor");
	if (o->bias < 0 || o->bias > 3)
		return maze_error(e, 0, 0, "options: bias %d is no corner "
		    "(0 to 3)", o->bias);
	if (o->nmix < 1 || o->nmix > MAZE_GEN_MAX_MIX)
		return maze_error(e, 0, 0, "options: a policy of %d parts, "
		    "not 1 to %d", o->nmix, MAZE_GEN_MAX_MIX);
	for (k = 0; k < o->nmix; k++)
		if (o->pick[k] < MAZE_GEN_PICK_NEWEST ||
		    o->pick[k] > MAZE_GEN_PICK_MIDDLE || o->weight[k] < 1 ||
		    o->weight[k] > 1000000)
			return maze_error(e, 0, 0, "options: policy part %d is "
			    "%d:%u, not one of enum maze_gen_pick weighing 1 "
			    "to 1000000", k, (int)o->pick[k], o->weight[k]);
	if (!(o->weave >= 0 && o->weave <= 1))
		return maze_error(e, 0, 0, "options: weave %g is no chance "
		    "(0 to 1)", o->weave);
	if (o->grid < MAZE_GEN_GRID_SQUARE || o->grid > MAZE_GEN_GRID_POLAR)
		return maze_error(e, 0, 0, "options: grid %d is none of "
		    "enum maze_gen_grid", (int)o->grid);
	if (o->frames != NULL)
		return maze_error(e, 0, 0, "options: frames are "
		    "gen_frames_write()'s to set");
	return 0;
}

/*
 * Parse --root: x,y or x,y,z (a cell), center (or centre), corner or
 * random.  Returns 0 with g->root (and g->rx, g->ry, g->rz, g->rdims) set,
 * or -1 with why set.
 */
int
gen_parse_root(struct maze_gen_opts *g, const char *arg, const char **why)
{
	uint64_t v[3];
	int n;

	if (strcmp(arg, "center") == 0 || strcmp(arg, "centre") == 0)
		g->root = MAZE_GEN_ROOT_CENTER;
	else if (strcmp(arg, "corner") == 0)
		g->root = MAZE_GEN_ROOT_CORNER;
	else if (strcmp(arg, "random") == 0)
		g->root = MAZE_GEN_ROOT_RANDOM;
	else if ((n = num_parse_point(arg, UINT32_MAX, v, why)) != -1) {
		g->root = MAZE_GEN_ROOT_XY;
		g->rx = (uint32_t)v[0];
		g->ry = (uint32_t)v[1];
		g->rz = (uint32_t)v[2];
		g->rdims = n;
	} else {
		*why = "expected x,y, x,y,z, center, corner or random";
		return -1;
	}
	return 0;
}

/*
 * --grid: square, hex, delta or polar; sigma is hex and theta polar, as
 * theseus names them.
 */
int
gen_parse_grid(struct maze_gen_opts *o, const char *s, const char **why)
{
	size_t k;

	for (k = 0; k < sizeof grids / sizeof grids[0]; k++)
		if (strcmp(s, grids[k]) == 0) {
			o->grid = (enum maze_gen_grid)k;
			return 0;
		}
	if (strcmp(s, "sigma") == 0 || strcmp(s, "theta") == 0) {
		o->grid = s[0] == 's' ? MAZE_GEN_GRID_HEX : MAZE_GEN_GRID_POLAR;
		return 0;
	}
	*why = "expected square, hex (or sigma), delta or polar (or theta)";
	return -1;
}

/*
 * Parse --bias as binary-tree's corner: nw, ne, sw or se.  Returns 0 with
 * g->bias set, or -1 with why set.
 */
int
gen_parse_corner(struct maze_gen_opts *g, const char *arg, const char **why)
{
	int k;

	for (k = 0; k < 4 && strcmp(arg, corners[k]) != 0; k++)
		continue;
	if (k == 4) {
		*why = "expected nw, ne, sw or se";
		return -1;
	}
	g->bias = k;
	return 0;
}

/*
 * Parse a growing-tree policy: newest, oldest, random or middle, or a mix
 * of them with weights, "newest:75,random:25".
 */
int
gen_parse_policy(struct maze_gen_opts *o, const char *s, const char **why)
{
	const char *p = s, *end, *colon;
	uint64_t w;
	size_t len, k;
	int n = 0;

	for (;;) {
		end = strchr(p, ',');
		len = end ? (size_t)(end - p) : strlen(p);
		colon = memchr(p, ':', len);
		for (k = 0; k < 4; k++)
			if (strlen(picks[k]) == (size_t)(colon ? colon - p :
			    (ptrdiff_t)len) && memcmp(p, picks[k],
			    strlen(picks[k])) == 0)
				break;
		if (k == 4) {
			*why = "unknown policy "
			    "(newest, oldest, random, middle)";
			return -1;
		}
		w = 1;
		if (colon != NULL && num_parse_n(colon + 1,
		    len - (size_t)(colon + 1 - p), 1, 1000000, &w, why) == -1) {
			*why = "a weight is a number from 1 to 1000000";
			return -1;
		}
		if (n == MAZE_GEN_MAX_MIX) {
			*why = "at most 4 parts in a mix";
			return -1;
		}
		o->pick[n] = (enum maze_gen_pick)k;
		o->weight[n] = (uint32_t)w;
		n++;
		if (end == NULL)
			break;
		p = end + 1;
	}
	o->nmix = n;
	return 0;
}

/*
 * The name of an option given (a set of MAZE_GEN_ROOT, MAZE_GEN_POLICY,
 * MAZE_GEN_NEWEST, MAZE_GEN_CORRIDOR, MAZE_GEN_BIAS, GEN_MASK) that
 * algorithm a would ignore, "--root" say; NULL if a reads them all.
 */
const char *
gen_ignored(const struct maze_gen_algo *a, unsigned given)
{
	static const struct { unsigned flag; const char *name; } optname[] = {
		{ MAZE_GEN_BIAS, "--bias" },
		{ MAZE_GEN_CORRIDOR, "--corridor" },
		{ GEN_MASK, "--mask" },
		{ MAZE_GEN_NEWEST, "--newest" },
		{ MAZE_GEN_POLICY, "--policy" },
		{ MAZE_GEN_ROOT, "--root" },
		{ GEN_WEAVE, "--weave" },
	};
	size_t i;

	for (i = 0; i < sizeof optname / sizeof optname[0]; i++)
		if ((given & optname[i].flag) && !(a->flags & optname[i].flag))
			return optname[i].name;
	return NULL;
}

/*
 * Whether the root cell of g, if it names one, is in the cw x ch x cd
 * cells, and inside g's mask if it has one: 0, or -1 with e saying
 * "--root 5,5: outside the 3x3 cells", the cell as it was given.
 */
int
gen_root_check(const struct maze_gen_opts *g, uint32_t cw, uint32_t ch,
    uint32_t cd, struct maze_err *e)
{
	char at[48], size[48];

	if (g->root != MAZE_GEN_ROOT_XY)
		return 0;
	if (g->rdims == 3)
		snprintf(at, sizeof at, "%u,%u,%u", g->rx, g->ry, g->rz);
	else
		snprintf(at, sizeof at, "%u,%u", g->rx, g->ry);
	if (g->grid == MAZE_GEN_GRID_POLAR) {
		/* Cell k of ring r: ring r has maze_polar_n(r) cells. */
		if (g->rdims == 3 || g->ry >= cw || g->rx >= maze_polar_n(g->ry))
			return maze_error(e, 0, 0, "--root %s: no such cell "
			    "of %u rings (k,r: cell k of ring r, which has "
			    "8r+4 cells, the centre 1)", at, cw);
		return 0;
	}
	if (cd > 1)
		snprintf(size, sizeof size, "%ux%ux%u", cw, ch, cd);
	else
		snprintf(size, sizeof size, "%ux%u", cw, ch);
	if (g->rx >= cw || g->ry >= ch || g->rz >= cd)
		return maze_error(e, 0, 0, "--root %s: outside the %s cells",
		    at, size);
	if (g->mask != NULL && !g->mask->in[((size_t)g->rz * ch + g->ry) *
	    cw + g->rx])
		return maze_error(e, 0, 0, "--root %s: outside the mask", at);
	return 0;
}

/*
 * The shortest plain decimal that the options' parser reads back as x, a
 * number of 0 to 1, in buf of size SHORTEST: no exponent, which it
 * refuses.  A chance given as a decimal of up to 15 digits comes back as
 * it was given.
 */
#define SHORTEST	400

static const char *
shortest(double x, char *buf)
{
	const char *why;
	double back;
	size_t n;
	int places;

	for (places = 1; places < SHORTEST - 8; places++) {
		snprintf(buf, SHORTEST, "%.*f", places, x);
		for (n = strlen(buf); buf[n - 1] == '0'; n--)
			buf[n - 1] = '\0';
		if (buf[n - 1] == '.')
			buf[n - 1] = '\0';
		if (num_parse_real(buf, 0, 1, &back, &why) == 0 && back == x)
			break;
	}
	return buf;
}

/*
 * Append to b the options given (as for gen_ignored()) that shape a maze
 * of algorithm a, as a command line that makes it again would write them:
 * " --bias 0.3 --root center", say, or nothing if none was given.  chance
 * is --bias as a chance, for the algorithms that take one.
 */
void
gen_describe(struct maze_buf *b, const struct maze_gen_algo *a,
    const struct maze_gen_opts *g, unsigned given, double chance)
{
	char num[SHORTEST];
	int k;

	if (given & MAZE_GEN_BIAS)
		maze_buf_add(b, " --bias %s", a->flags & MAZE_GEN_CORNER ?
		    corners[g->bias] : shortest(chance, num));
	if (given & MAZE_GEN_CORRIDOR)
		maze_buf_add(b, " --corridor %u", g->corridor);
	if (given & MAZE_GEN_NEWEST)
		maze_buf_add(b, " --newest %u", g->newest);
	if (given & MAZE_GEN_POLICY) {
		maze_buf_add(b, " --policy");
		for (k = 0; k < g->nmix; k++) {
			maze_buf_add(b, "%c%s", k ? ',' : ' ',
			    picks[g->pick[k]]);
			if (g->nmix > 1)
				maze_buf_add(b, ":%u", g->weight[k]);
		}
	}
	if ((given & MAZE_GEN_ROOT) && g->root == MAZE_GEN_ROOT_XY &&
	    g->rdims == 3)
		maze_buf_add(b, " --root %u,%u,%u", g->rx, g->ry, g->rz);
	else if ((given & MAZE_GEN_ROOT) && g->root == MAZE_GEN_ROOT_XY)
		maze_buf_add(b, " --root %u,%u", g->rx, g->ry);
	else if (given & MAZE_GEN_ROOT)
		maze_buf_add(b, " --root %s", g->root == MAZE_GEN_ROOT_CENTER ?
		    "center" : g->root == MAZE_GEN_ROOT_CORNER ? "corner" :
		    "random");
	if (g->grid != MAZE_GEN_GRID_SQUARE)
		maze_buf_add(b, " --grid %s", grids[g->grid]);
	/* A chance apart from the size is a number with a point (1.0). */
	if (g->weave > 0) {
		shortest(g->weave, num);
		maze_buf_add(b, " --weave %s%s", num,
		    strchr(num, '.') == NULL ? ".0" : "");
	}
}

void
gen_describe_mask(struct maze_buf *b, const char *name, int how)
{
	maze_buf_add(b, " --mask ");
	maze_buf_word(b, name);
	if (how == MAZE_GEN_PARTS_LARGEST)
		maze_buf_add(b, " --mask-parts largest");
}
