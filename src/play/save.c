/*
 * save.c: a game as a maze(5) file: written as a saved game or as the
 * route the player took, and read back to resume.
 */
#include <sys/stat.h>
#include <sys/types.h>

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lib/libpriv.h"
#include "lib/num.h"
#include "play/play.h"
#include "play/playpriv.h"

#define PLAY_LINE	"; mazeplay"

static int
is_play_line(const char *s)
{
	size_t n = strlen(PLAY_LINE);

	return strncmp(s, PLAY_LINE, n) == 0 && (s[n] == ' ' || s[n] == '\0');
}

int
play_write(const struct play *p, FILE *fp, int saved, struct maze_err *e)
{
	const struct maze *m = &p->m;
	struct maze_writer w;
	struct maze_hdr h;
	struct maze_buf line;
	unsigned char *b;
	uint32_t x, y, z;
	size_t i, n = maze_blocks(m);
	int rc = -1;

	memset(&h, 0, sizeof h);
	maze_buf_init(&line);
	if ((b = malloc(n)) == NULL ||
	    (h.line = calloc(m->hdr.n + 1, sizeof *h.line)) == NULL)
		goto oom;
	for (i = 0; i < m->hdr.n; i++)
		if (!is_play_line(m->hdr.line[i]))
			h.line[h.n++] = m->hdr.line[i];
	h.grid = m->hdr.grid;	/* a mask's grid line, kept */
	maze_xyz(m, p->pos, &x, &y, &z);
	if (saved && m->d > 1)
		maze_buf_add(&line, PLAY_SAVED "%u,%u,%u", x, y, z);
	else if (saved)
		maze_buf_add(&line, PLAY_SAVED "%u,%u", x, y);
	else
		maze_buf_add(&line, PLAY_LINE " route %zu explored %zu",
		    play_length(p), p->explored);
	maze_buf_add(&line, " moves %llu time %llu",
	    (unsigned long long)p->moves, (unsigned long long)p->ms);
	if (line.failed)
		goto oom;
	h.line[h.n++] = line.s;
	memcpy(b, m->b, n);
	for (i = 0; i < n; i++)
		if (p->seen[i] && m->b[i] == MAZE_OPEN)
			b[i] = p->seen[i] == 2 ? MAZE_PATH : MAZE_SEEN;
	maze_writer_init(&w, fp);
	if (maze_write_head(&w, &h, m->w, m->h, m->d, e) == -1 ||
	    maze_write_rows(&w, b, m->w, m->h * m->d, e) == -1)
		goto out;
	if (fflush(fp) == EOF || ferror(fp)) {
		maze_error(e, 0, 0, "write error: %s", strerror(errno));
		goto out;
	}
	rc = 0;
	goto out;
oom:
	maze_error(e, 0, 0, "out of memory");
out:
	maze_buf_free(&line);
	free(h.line);
	free(b);
	return rc;
}

/* The count of len bytes at s, what the line calls it: 0, or -1 and e. */
static int
count(const char *s, size_t len, const char *what, uint64_t *v,
    struct maze_err *e)
{
	const char *why;

	if (num_parse_n(s, len, 0, PLAY_COUNT_MAX, v, &why) == 0)
		return 0;
	if (strcmp(why, "too large") == 0)
		return maze_error(e, 0, 0, "saved game: %s: more than %llu",
		    what, PLAY_COUNT_MAX);
	return maze_error(e, 0, 0, "saved game: %s: %s", what, why);
}

/*
 * The figures of the PLAY_SAVED line s, "x,y[,z] moves N time MS" after
 * its prefix, one space between words: where, moves and time.
 */
static int
parse_line(const char *s, uint64_t v[3], uint64_t *moves, uint64_t *ms,
    struct maze_err *e)
{
	const char *why = "expected \"" PLAY_SAVED "x,y[,z] moves N time MS\"";
	const char *word[5], *t;
	char pt[64];
	size_t len[5], n;

	t = s + strlen(PLAY_SAVED);
	for (n = 0; n < 5; n++) {
		word[n] = t;
		len[n] = strcspn(t, " ");
		t += len[n];
		if (*t == ' ' && n < 4)
			t++;
		else if (n < 4)
			break;
	}
	if (n < 5 || *t != '\0' || len[1] != 5 ||
	    strncmp(word[1], "moves", 5) != 0 || len[3] != 4 ||
	    strncmp(word[3], "time", 4) != 0)
		return maze_error(e, 0, 0, "saved game: %s", why);
	if (len[0] >= sizeof pt)
		return maze_error(e, 0, 0, "saved game: %s", why);
	memcpy(pt, word[0], len[0]);
	pt[len[0]] = '\0';
	if (num_parse_point(pt, UINT32_MAX, v, &why) == -1)
		return maze_error(e, 0, 0, "saved game: where: %s", why);
	if (count(word[2], len[2], "moves", moves, e) == -1 ||
	    count(word[4], len[4], "time", ms, e) == -1)
		return -1;
	return 0;
}

int
play_resume(struct play *p, struct maze_err *e)
{
	struct maze *m = &p->m;
	uint64_t v[3], moves = 0, ms = 0;
	const char *s = NULL;
	struct maze_search *srch = NULL;
	struct maze r;
	size_t i, k, n = maze_blocks(m), q, dst;
	int rc = -1;

	maze_init(&r);
	for (i = 0; i < m->hdr.n; i++)
		if (strncmp(m->hdr.line[i], PLAY_SAVED,
		    strlen(PLAY_SAVED)) == 0)
			s = m->hdr.line[i];
	if (s == NULL || parse_line(s, v, &moves, &ms, e) == -1)
		return -1;
	if (v[0] >= m->w || v[1] >= m->h || v[2] >= m->d ||
	    !maze_isopen(m->b[maze_block(m, (uint32_t)v[0], (uint32_t)v[1],
	    (uint32_t)v[2])]))
		return maze_error(e, 0, 0, "saved game: the player at "
		    "%llu,%llu,%llu is not on an open block of the maze",
		    (unsigned long long)v[0], (unsigned long long)v[1],
		    (unsigned long long)v[2]);
	p->pos = maze_block(m, (uint32_t)v[0], (uint32_t)v[1],
	    (uint32_t)v[2]);
	/* Where play never leaves the player: E ends the game. */
	if (p->pos == m->end)
		return maze_error(e, 0, 0, "saved game: the player at "
		    "%llu,%llu,%llu is on E: a game won is over, not saved",
		    (unsigned long long)v[0], (unsigned long long)v[1],
		    (unsigned long long)v[2]);
	if (p->folds && p->pos != m->start && v[2] % 2 == 0 && v[2] > 0 &&
	    v[2] + 1 < m->d)
		return maze_error(e, 0, 0, "saved game: the player at "
		    "%llu,%llu,%llu is inside a floor, which a move crosses",
		    (unsigned long long)v[0], (unsigned long long)v[1],
		    (unsigned long long)v[2]);
	p->moves = moves;
	p->ms = ms;

	/* The route: the way through the '+' blocks from S to the player. */
	if (maze_alloc3(&r, m->w, m->h, m->d, e) == -1)
		return -1;
	for (i = 0; i < n; i++)
		r.b[i] = m->b[i] == MAZE_PATH || i == m->start ||
		    i == p->pos ? MAZE_OPEN : MAZE_WALL;
	if ((srch = maze_search_new()) == NULL) {
		maze_error(e, 0, 0, "out of memory");
		goto out;
	}
	if (search_load(srch, &r, SEARCH_BLOCKS, e) == -1)
		goto out;
	dst = search_pad(srch, p->pos);
	if (search_bfs(srch, search_pad(srch, m->start), dst, NULL, NULL,
	    e) == -1)
		goto out;
	if (!(srch->st[dst] & SEARCH_DONE)) {
		maze_error(e, 0, 0, "saved game: no route of '+' blocks "
		    "from S to the player");
		goto out;
	}
	for (k = 1, q = dst; !search_isroot(srch->st[q]); k++)
		q = search_step(srch, q, srch->st[q] & SEARCH_BACK);
	/* k blocks, from the player back to S: the route, reversed. */
	if ((p->route = calloc(k, sizeof *p->route)) == NULL) {
		maze_error(e, 0, 0, "out of memory");
		goto out;
	}
	p->routecap = p->nroute = k;
	for (i = k, q = dst; i-- > 0; ) {
		p->route[i] = search_unpad(srch, q);
		p->seen[p->route[i]] = 2;
		if (i > 0)
			q = search_step(srch, q, srch->st[q] & SEARCH_BACK);
	}
	if (moves < k - 1) {
		maze_error(e, 0, 0, "saved game: %llu moves, fewer than the "
		    "route's %zu steps", (unsigned long long)moves, k - 1);
		goto out;
	}
	for (i = 0; i < n; i++) {
		if (m->b[i] == MAZE_SEEN && !p->seen[i])
			p->seen[i] = 1;
		if (p->seen[i])
			p->explored++;
	}
	maze_clear_marks(m);
	maze_hdr_drop(&m->hdr, PLAY_SAVED);
	rc = 0;
out:
	maze_search_free(srch);
	maze_free(&r);
	return rc;
}

int
play_load(struct play *p, const char *path, struct maze_err *e)
{
	struct maze_reader r;
	struct stat sb;
	struct maze m;
	FILE *fp;
	size_t i;
	int fd, rc = -1, saved = 0;

	play_init(p);
	if ((fd = play_open(path, O_RDONLY, &sb, e)) == -1)
		return errno == ENOENT ? 0 : -1;
	if ((fp = fdopen(fd, "r")) == NULL) {
		close(fd);
		return maze_error(e, 0, 0, "%s", strerror(errno));
	}
	maze_init(&m);
	maze_reader_init(&r, fp);
	if ((rc = maze_read(&r, &m, e)) == 0)
		rc = maze_error(e, 0, 0, "empty: not a saved game");
	for (i = 0; rc == 1 && i < m.hdr.n; i++)
		if (strncmp(m.hdr.line[i], PLAY_SAVED,
		    strlen(PLAY_SAVED)) == 0)
			saved = 1;
	if (rc == 1 && !saved)
		rc = maze_error(e, 0, 0, "no \"%sx,y\" line: not a saved game",
		    PLAY_SAVED);
	if (rc == 1 && play_start(p, &m, e) == -1)
		rc = -1;
	maze_reader_free(&r);
	maze_free(&m);
	fclose(fp);
	/* What was read: the file the slot must still hold to be p's. */
	if (rc == 1 && play_slot_set(&p->slot, path, &sb) == -1)
		rc = maze_error(e, 0, 0, "out of memory");
	return rc;
}
