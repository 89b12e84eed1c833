/*
 * screen.c: the game's screen, in ncurses, the one file of the toolkit
 * that uses it: the level the player is on, drawn as mazerender -f unicode
 * draws it (or -f ascii where the terminal is not UTF-8), through a window
 * that follows the player, with the trail, the status line, the help and
 * the summary.
 */
#include <langinfo.h>
#include <stdlib.h>
#include <string.h>

#include <curses.h>

#include "lib/libint.h"
#include "play/play.h"
#include "render/renderint.h"

/* Last: its macros (columns, lines) would rename the fields above. */
#include <term.h>

#define NGLYPHS	256

/* Colour pairs, one a kind of block that stands out. */
enum { PAIR_TRAIL = 1, PAIR_PLAYER, PAIR_START, PAIR_END, PAIR_PASSAGE };

struct play_screen {
	SCREEN *scr;
	int colour;
	/*
	 * The character of each block as mazerender draws the maze: [0] as
	 * it is, [1] with every plain open block a '.', for the trail; an
	 * index into glyph.  Levels a cell maze's picture leaves out (its
	 * floors) are blank.
	 */
	unsigned char *ix[2];
	char glyph[NGLYPHS][5];
	int nglyphs;
};

/* The index of the glyph of n bytes at s, added if new; 0 if full. */
static int
glyph_of(struct play_screen *s, const char *g, size_t n)
{
	int k;

	for (k = 0; k < s->nglyphs; k++)
		if (strncmp(s->glyph[k], g, n) == 0 && s->glyph[k][n] == '\0')
			return k;
	if (s->nglyphs == NGLYPHS || n > 4)
		return 0;
	memcpy(s->glyph[k], g, n);
	s->glyph[k][n] = '\0';
	return s->nglyphs++;
}

/* The bytes of the UTF-8 character beginning with byte c. */
static size_t
utf8_len(unsigned char c)
{
	return c < 0xc0 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
}

/*
 * The ascii mark of a block with a passage to another level, as unicode
 * has its arrows: the keys that take it, '<' up (to the level before),
 * '>' down, 'X' both; NULL for none.  S and E keep their letters.
 */
static const char *
ascii_mark(const struct maze *m, size_t i)
{
	size_t lv = (size_t)m->w * m->h;
	uint32_t x, y, z;
	int up, down;

	maze_xyz(m, i, &x, &y, &z);
	if (!maze_isopen(m->b[i]) || m->b[i] == MAZE_START ||
	    m->b[i] == MAZE_END)
		return NULL;
	up = z > 0 && maze_isopen(m->b[i - lv]);
	down = z + 1 < m->d && maze_isopen(m->b[i + lv]);
	return up && down ? "X" : up ? "<" : down ? ">" : NULL;
}

/*
 * Draw m in format into memory with maze_render_draw(), trail made '.' if
 * trail is set, and keep each block's character in s->ix[trail].  In a
 * picture of several levels each is announced by a line: in unicode
 * "level N", and when there are fewer of them than levels, they are the
 * levels of cells; in ascii "; level Z", every level, Z its own, and
 * the passages to other levels, which ascii leaves unmarked, are marked
 * here.
 */
static int
glyphs(struct play_screen *s, const struct maze *m, int format, int trail,
    struct maze_err *e)
{
	struct maze_render_opts o;
	struct maze c;
	char *text = NULL, *line, *end, *t;
	const char *mk;
	size_t len = 0, i, n = maze_blocks(m), panels = 0;
	uint32_t x, y = 0, z = 0, p;
	FILE *fp;
	int rc = -1;

	maze_init(&c);
	c.w = m->w;
	c.h = m->h;
	c.d = m->d;
	c.start = m->start;
	c.end = m->end;
	/*
	 * A mask's outside is background.  A weave is played as its three
	 * levels: its one picture has no block for a player under a crossing.
	 */
	c.hdr.grid = m->hdr.grid & ~(unsigned)MAZE_GRID_WEAVE;
	if ((c.b = malloc(n)) == NULL || (s->ix[trail] = calloc(n, 1)) ==
	    NULL || (fp = open_memstream(&text, &len)) == NULL) {
		maze_error(e, 0, 0, "out of memory");
		goto out;
	}
	for (i = 0; i < n; i++)
		c.b[i] = trail && m->b[i] == MAZE_OPEN ? MAZE_SEEN : m->b[i];
	maze_render_defaults(&o);
	o.format = format;
	rc = maze_render_draw(fp, &o, &c, NULL, 0, NULL, NULL, e);
	if (fclose(fp) == EOF && rc == 0)
		rc = maze_error(e, 0, 0, "out of memory");
	if (rc == -1)
		goto out;
	for (t = text; m->d > 1 && t != NULL; t = memchr(t, '\n',
	    (size_t)(text + len - t)))
		panels += strncmp(t += *t == '\n', "level ", 6) == 0;
	for (t = text, p = 0; t < text + len; t = end + 1) {
		if ((end = memchr(t, '\n', (size_t)(text + len - t))) == NULL)
			end = text + len;
		if (m->d > 1 && strncmp(t, "level ", 6) == 0) {
			z = panels < m->d ? 2 * p + 1 : p;
			p++;
			y = 0;
			continue;
		}
		if (m->d > 1 && strncmp(t, "; level ", 8) == 0) {
			z = (uint32_t)strtoul(t + 8, NULL, 10);
			y = 0;
			continue;
		}
		for (line = t, x = 0; line < end && x < m->w && y < m->h &&
		    z < m->d; x++, line += utf8_len((unsigned char)*line))
			s->ix[trail][maze_block(m, x, y, z)] =
			    (unsigned char)glyph_of(s, line,
			    utf8_len((unsigned char)*line));
		y++;
	}
	for (i = 0; format == MAZE_RENDER_ASCII && m->d > 1 && i < n; i++)
		if ((mk = ascii_mark(m, i)) != NULL)
			s->ix[trail][i] = (unsigned char)glyph_of(s, mk, 1);
	rc = 0;
out:
	free(text);
	maze_free(&c);
	return rc;
}

struct play_screen *
play_screen_open(FILE *tty, const struct play *p, int colour,
    struct maze_err *e)
{
	struct play_screen *s;
	const char *term;
	char *cup;
	int format, err;

	if ((s = calloc(1, sizeof *s)) == NULL) {
		maze_error(e, 0, 0, "out of memory");
		return NULL;
	}
	(void)glyph_of(s, " ", 1);
	format = strcmp(nl_langinfo(CODESET), "UTF-8") == 0 ?
	    MAZE_RENDER_UNICODE : MAZE_RENDER_ASCII;
	if (glyphs(s, &p->m, format, 0, e) == -1 ||
	    glyphs(s, &p->m, format, 1, e) == -1)
		goto fail;
	/*
	 * The terminal's description, asked before newterm(), which leaks
	 * what it began when it fails: a terminal not known, or one that
	 * cannot put the cursor where it is told (TERM=dumb), on which
	 * ncurses would draw nothing, is refused.
	 */
	term = getenv("TERM") != NULL ? getenv("TERM") : "";
	if (setupterm(NULL, fileno(tty), &err) == ERR) {
		maze_error(e, 0, 0, "cannot use the terminal (TERM=%s)", term);
		goto fail;
	}
	cup = tigetstr("cup");
	del_curterm(cur_term);
	if (cup == NULL || cup == (char *)-1) {
		maze_error(e, 0, 0, "cannot use the terminal (TERM=%s): it "
		    "cannot move the cursor", term);
		goto fail;
	}
	if ((s->scr = newterm(NULL, tty, tty)) == NULL) {
		maze_error(e, 0, 0, "cannot use the terminal (TERM=%s)", term);
		goto fail;
	}
	set_term(s->scr);
	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	curs_set(0);
	if (colour && has_colors() && start_color() != ERR) {
		s->colour = 1;
		use_default_colors();
		init_pair(PAIR_TRAIL, COLOR_YELLOW, -1);
		init_pair(PAIR_PLAYER, COLOR_BLACK, COLOR_CYAN);
		init_pair(PAIR_START, COLOR_GREEN, -1);
		init_pair(PAIR_END, COLOR_RED, -1);
		init_pair(PAIR_PASSAGE, COLOR_MAGENTA, -1);
	}
	return s;
fail:
	free(s->ix[0]);
	free(s->ix[1]);
	free(s);
	return NULL;
}

void
play_screen_close(struct play_screen *s)
{
	if (s == NULL)
		return;
	endwin();
	delscreen(s->scr);
	free(s->ix[0]);
	free(s->ix[1]);
	free(s);
}

void
play_screen_suspend(struct play_screen *s)
{
	(void)s;
	endwin();
}

/* What the terminal shows now is not known: all of it is drawn again. */
void
play_screen_resume(struct play_screen *s)
{
	(void)s;
	clearok(curscr, TRUE);
}

/* The first of n blocks to show in v places so that p is in view. */
static uint32_t
follow(uint32_t p, uint32_t n, int v)
{
	uint32_t half = (uint32_t)v / 2;

	if (n <= (uint32_t)v || p < half)
		return 0;
	if (p - half > n - (uint32_t)v)
		return n - (uint32_t)v;
	return p - half;
}

/* Is block i of m joined to a block above or below it? */
static int
passage(const struct maze *m, size_t i, uint32_t z)
{
	size_t lv = (size_t)m->w * m->h;

	return maze_isopen(m->b[i]) && ((z > 0 && maze_isopen(m->b[i - lv])) ||
	    (z + 1 < m->d && maze_isopen(m->b[i + lv])));
}

/* Put attributes attr on or off, in colour pair pair if there is colour. */
static void
attr(struct play_screen *s, int on, attr_t a, short pair)
{
	if (s->colour && pair)
		a |= COLOR_PAIR(pair);
	if (on)
		attron(a);
	else
		attroff(a);
}

/*
 * The status line on row y: the time, the moves, the blocks explored, the
 * level, and how to get help and quit, each two spaces apart.  On a screen
 * too narrow for them all, the pieces that matter least go first: "q quit"
 * (the help says it), the blocks explored, "? help", the moves.  The time
 * and the level always stay: together they fit in 40 columns for any
 * maze of up to 2^32-1 blocks and any game shorter than a thousand years.
 */
static void
status(const struct play *p, uint64_t ms, uint32_t pz, int y)
{
	/* The pieces in the order they stand, and the order they go. */
	enum { TIME, MOVES, EXPLORED, LEVEL, HELP, QUIT, NPIECE };
	static const int drop[] = { QUIT, EXPLORED, HELP, MOVES };
	char piece[NPIECE][48], line[NPIECE * 50];
	size_t len[NPIECE], total = 0;
	int shown[NPIECE], k, d;

	snprintf(piece[TIME], sizeof piece[TIME], "%llu:%02llu",
	    (unsigned long long)(ms / 60000),
	    (unsigned long long)(ms / 1000 % 60));
	snprintf(piece[MOVES], sizeof piece[MOVES], "moves %llu",
	    (unsigned long long)p->moves);
	snprintf(piece[EXPLORED], sizeof piece[EXPLORED], "explored %zu",
	    p->explored);
	piece[LEVEL][0] = '\0';
	if (p->m.d > 1)
		snprintf(piece[LEVEL], sizeof piece[LEVEL], "level %u/%u",
		    p->folds ? pz / 2 + 1 : pz + 1,
		    p->folds ? p->m.d / 2 : p->m.d);
	strcpy(piece[HELP], "? help");
	strcpy(piece[QUIT], "q quit");
	for (k = 0; k < NPIECE; k++) {
		len[k] = strlen(piece[k]);
		shown[k] = len[k] > 0;
		total += shown[k] ? len[k] + 2 : 0;
	}
	/* A space before the first piece, two before each of the others. */
	for (d = 0; total - 1 > (size_t)COLS && d < (int)(sizeof drop /
	    sizeof drop[0]); d++) {
		shown[drop[d]] = 0;
		total -= len[drop[d]] + 2;
	}
	line[0] = '\0';
	for (k = 0; k < NPIECE; k++)
		if (shown[k]) {
			strcat(line, line[0] ? "  " : " ");
			strcat(line, piece[k]);
		}
	mvaddnstr(y, 0, line, COLS);
}

void
play_screen_draw(struct play_screen *s, const struct play *p, uint64_t ms)
{
	const struct maze *m = &p->m;
	uint32_t px, py, pz, x0, y0, x, y;
	int rows = LINES - 1, r, c, which;
	short pair;
	size_t i;
	attr_t a;

	erase();
	if (LINES < 2 || COLS < 40) {
		mvaddnstr(0, 0, "terminal too small", COLS);
		return;
	}
	maze_xyz(m, p->pos, &px, &py, &pz);
	x0 = follow(px, m->w, COLS);
	y0 = follow(py, m->h, rows);
	for (r = 0; r < rows && y0 + (uint32_t)r < m->h; r++) {
		y = y0 + (uint32_t)r;
		move(r, 0);
		for (c = 0; c < COLS && x0 + (uint32_t)c < m->w; c++) {
			x = x0 + (uint32_t)c;
			i = maze_block(m, x, y, pz);
			which = p->seen[i] != 0 && m->b[i] == MAZE_OPEN;
			a = A_NORMAL;
			pair = 0;
			if (i == p->pos) {
				attr(s, 1, A_BOLD | (s->colour ? 0 :
				    A_REVERSE), PAIR_PLAYER);
				addstr("@");
				attr(s, 0, A_BOLD | A_REVERSE, PAIR_PLAYER);
				continue;
			}
			if (m->b[i] == MAZE_START)
				pair = PAIR_START;
			else if (m->b[i] == MAZE_END)
				pair = PAIR_END, a = A_BOLD;
			else if (passage(m, i, pz))
				pair = PAIR_PASSAGE, a = A_BOLD;
			else if (which)
				pair = PAIR_TRAIL;
			attr(s, 1, a, pair);
			addstr(s->glyph[s->ix[which][i]]);
			attr(s, 0, a, pair);
		}
	}
	attron(A_REVERSE);
	mvhline(rows, 0, ' ', COLS);
	status(p, ms, pz, rows);
	attroff(A_REVERSE);
}

/*
 * A line of a box, and when it is shown: a screen too short for the whole
 * box leaves out the lines that matter least, those of the highest rank,
 * first; a line with gone set is there only while those of that rank are
 * left out (a short form of a line of that rank).
 */
struct line {
	const char *s;
	int rank, gone;
};

/* The rank of the blank rows above and below a box, the first to go. */
#define RANK_PAD	9

/* Is line l shown when the lines up to rank are? */
static int
shown(const struct line *l, int rank)
{
	return l->rank <= rank && (l->gone == 0 || rank < l->gone);
}

/*
 * The bytes of the first row of s wrapped to w columns: up to its last
 * space that fits, or w bytes if no space does.
 */
static int
wrap(const char *s, int w)
{
	int n = (int)strlen(s), k;

	if (n <= w)
		return n;
	for (k = w; k > 0 && s[k] != ' '; k--)
		;
	return k > 0 ? k : w;
}

/* The next row of s after one of k bytes, the spaces between skipped. */
static const char *
next_row(const char *s, int k)
{
	for (s += k; *s == ' '; s++)
		;
	return s;
}

/*
 * The column the rows of line s after its first begin at: its second
 * column's, after a run of spaces, if that leaves a third of w columns
 * or more; else its first.
 */
static int
hang(const char *s, int w)
{
	const char *t = strstr(s, "  ");
	int k;

	if (t == NULL)
		return 0;
	k = (int)(t - s + strspn(t, " "));
	return k < 2 * w / 3 ? k : 0;
}

/*
 * Line s wrapped to w columns, its rows after the first hanging (hang()):
 * the rows it takes, 1 for an empty line, and the widest, if wider, in
 * *wide; drawn from row y and column x if draw is set.
 */
static int
wrapped(const char *s, int w, int draw, int y, int x, int *wide)
{
	int h = hang(s, w), col = 0, n = 0, r;

	do {
		r = wrap(s, w - col);
		if (col + r > *wide)
			*wide = col + r;
		if (draw)
			mvaddnstr(y + n, x + col, s, r);
		s = next_row(s, r);
		col = h;
		n++;
	} while (*s != '\0');
	return n;
}

/*
 * Lines in a box in the middle of the screen above the status line, which
 * stays in view: lines too wide wrapped, and on a screen too short, the
 * lines of the highest ranks left out until the rest fit.  Nothing on a
 * screen too small for the game, which says so.
 */
static void
boxed(const struct line *line, int n)
{
	int avail = LINES - 1, w = COLS - 4, wide = 0, rank, rows, k, y, x, r;

	if (LINES < 2 || COLS < 40)
		return;
	for (rank = RANK_PAD; ; rank--) {
		rows = rank >= RANK_PAD ? 2 : 0;
		for (k = 0; k < n; k++)
			if (shown(&line[k], rank))
				rows += wrapped(line[k].s, w, 0, 0, 0, &wide);
		if (rows <= avail || rank == 0)
			break;
		wide = 0;
	}
	y = (LINES - rows) / 2;
	x = (COLS - wide - 4) / 2;
	y = y + rows > avail ? avail - rows : y;
	y = y < 0 ? 0 : y;
	x = x < 0 ? 0 : x;
	if (rank >= RANK_PAD)
		mvhline(y++, x, ' ', wide + 4);
	for (k = 0; k < n; k++) {
		if (!shown(&line[k], rank))
			continue;
		rows = wrapped(line[k].s, w, 0, 0, 0, &wide);
		for (r = 0; r < rows; r++)
			mvhline(y + r, x, ' ', wide + 4);
		y += wrapped(line[k].s, w, 1, y, x + 2, &wide);
	}
	if (rank >= RANK_PAD)
		mvhline(y, x, ' ', wide + 4);
}

void
play_screen_help(struct play_screen *s)
{
	static const struct line help[] = {
		{ "mazeplay: walk from S to E", 1, 0 },
		{ "", 8, 0 },
		{ "arrows, hjkl, WASD   move", 2, 0 },
		{ "< > PgUp PgDn        up and down a level", 3, 0 },
		{ "?                    this help", 4, 0 },
		{ "q, Ctrl+C            save the game and quit", 2, 0 },
		{ "", 8, 0 },
		{ "any key to go on", 0, 0 },
	};

	(void)s;
	boxed(help, (int)(sizeof help / sizeof help[0]));
}

/*
 * On a short screen, the summary keeps the score and where it went, in
 * short, then the time and the moves, then the rest of the figures, then
 * where the score went in full, and the blank lines go first.
 */
void
play_screen_summary(struct play_screen *s, const struct play *p,
    uint64_t score, int saved, const char *where)
{
	char buf[6][96];
	struct line line[13];
	int n = 0, k;
	static const int rank[6] = { 3, 3, 4, 4, 4, 2 };

	(void)s;
	line[n++] = (struct line){ "You reached E!", 1, 0 };
	line[n++] = (struct line){ "", 8, 0 };
	snprintf(buf[0], sizeof buf[0], "time      %llu:%02llu.%llu",
	    (unsigned long long)(p->ms / 60000),
	    (unsigned long long)(p->ms / 1000 % 60),
	    (unsigned long long)(p->ms / 100 % 10));
	snprintf(buf[1], sizeof buf[1], "moves     %llu",
	    (unsigned long long)p->moves);
	snprintf(buf[2], sizeof buf[2], "explored  %zu blocks", p->explored);
	snprintf(buf[3], sizeof buf[3], "route     %zu steps",
	    play_length(p));
	snprintf(buf[4], sizeof buf[4], "shortest  %zu steps", p->shortest);
	snprintf(buf[5], sizeof buf[5], "score     %llu",
	    (unsigned long long)score);
	for (k = 0; k < 6; k++)
		line[n++] = (struct line){ buf[k], rank[k], 0 };
	line[n++] = (struct line){ "", 8, 0 };
	line[n++] = (struct line){ saved ? "score saved" : "score not saved",
	    2, 5 };
	line[n++] = (struct line){ where, 5, 0 };
	line[n++] = (struct line){ "", 8, 0 };
	line[n++] = (struct line){ "any key to quit", 0, 0 };
	boxed(line, n);
}

int
play_screen_key(struct play_screen *s, int wait_ms)
{
	(void)s;
	timeout(wait_ms);
	switch (getch()) {
	case ERR:
		return PLAY_KEY_NONE;
	case KEY_UP: case 'k': case 'w': case 'W': case 'K':
		return MAZE_N;
	case KEY_RIGHT: case 'l': case 'd': case 'D': case 'L':
		return MAZE_E;
	case KEY_DOWN: case 'j': case 's': case 'S': case 'J':
		return MAZE_S;
	case KEY_LEFT: case 'h': case 'a': case 'A': case 'H':
		return MAZE_W;
	case '<': case KEY_PPAGE:
		return MAZE_UP;
	case '>': case KEY_NPAGE:
		return MAZE_DOWN;
	case 'q': case 'Q': case 3:
		return PLAY_KEY_QUIT;
	case '?':
		return PLAY_KEY_HELP;
	case KEY_RESIZE:
		return PLAY_KEY_RESIZE;
	default:
		return PLAY_KEY_OTHER;
	}
}
