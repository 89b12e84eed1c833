/*
 * scores.c: the scoreboard: a TSV file, a header line then a line a game,
 * appended whole under a lock, read back and sorted best first.
 */
#include <sys/stat.h>
#include <sys/types.h>

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
#include <wctype.h>

#include "lib/libpriv.h"
#include "lib/num.h"
#include "play/play.h"
#include "play/playpriv.h"

/*
 * The maze's provenance into b: the lines of the programs that made and
 * changed it, joined as the pipeline was ("mazegen -a backtracker -s 9 30
 * 15 | mazepost --end farthest"), so that a maze changed after it was
 * made is not taken for the one made; nothing if it has none.
 */
static void
provenance(const struct maze *m, struct maze_buf *b)
{
	const char *s;
	size_t i;

	for (i = 0; i < m->hdr.n; i++) {
		s = m->hdr.line[i];
		if (strncmp(s, "; maze", 6) == 0 && s[6] >= 'a' &&
		    s[6] <= 'z' && strncmp(s, "; mazeplay", 10) != 0)
			maze_buf_add(b, "%s%s", b->len > 0 ? " | " : "",
			    s + 2);
	}
}

void
play_result(const struct play *p, const char *name, time_t date,
    struct play_result *r)
{
	r->date = date;
	r->ms = p->ms;
	r->moves = p->moves;
	r->explored = p->explored;
	r->length = play_length(p);
	r->shortest = p->shortest;
	r->score = play_score(p->shortest, p->moves, p->ms);
	maze_buf_init(&r->own);
	provenance(&p->m, &r->own);
	r->maze = r->own.len > 0 && !r->own.failed ? r->own.s : name;
}

void
play_result_free(struct play_result *r)
{
	maze_buf_free(&r->own);
}

void
play_result_line(const struct play_result *r, struct maze_buf *b)
{
	char date[32];
	struct tm tm;
	const unsigned char *s;

	/* A year of four digits, as the reader takes; else "-". */
	if (gmtime_r(&r->date, &tm) == NULL || tm.tm_year < -1900 ||
	    tm.tm_year > 9999 - 1900 ||
	    strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", &tm) == 0)
		strcpy(date, "-");
	maze_buf_add(b, "%s\t%llu.%03llu\t%llu\t%llu\t%llu\t%llu\t%llu\t",
	    date, (unsigned long long)(r->ms / 1000),
	    (unsigned long long)(r->ms % 1000),
	    (unsigned long long)r->moves, (unsigned long long)r->explored,
	    (unsigned long long)r->length, (unsigned long long)r->shortest,
	    (unsigned long long)r->score);
	/*
	 * A maze's header line is anyone's text: its control bytes (tabs
	 * and line ends, which would break the line, and escapes, which a
	 * terminal would obey) are spaces.
	 */
	for (s = (const unsigned char *)r->maze; *s != '\0'; s++)
		maze_buf_add(b, "%c", *s < 0x20 || *s == 0x7f ? ' ' : *s);
	maze_buf_add(b, "\n");
}

/* Write all of s, len bytes, to fd in one write(2), or fail. */
static int
write_all(int fd, const char *s, size_t len)
{
	ssize_t n;

	while ((n = write(fd, s, len)) == -1 && errno == EINTR)
		;
	if (n == -1)
		return -1;
	if ((size_t)n != len) {
		errno = ENOSPC;
		return -1;
	}
	return 0;
}

/*
 * The whole of fd, from its start, into *text (malloc'd, *len bytes, a NUL
 * after them).  0, or -1 with e set.
 */
static int
read_all(int fd, char **text, size_t *len, struct maze_err *e)
{
	size_t cap = 0;
	ssize_t n;

	*text = NULL;
	*len = 0;
	for (;;) {
		if (MAZE_GROW(*text, cap, *len + 4097) == -1)
			return maze_error(e, 0, 0, "out of memory");
		n = pread(fd, *text + *len, cap - *len - 1, (off_t)*len);
		if (n == -1 && errno == EINTR)
			continue;
		if (n == -1)
			return maze_error(e, 0, 0, "read error: %s",
			    strerror(errno));
		if (n == 0)
			break;
		*len += (size_t)n;
	}
	(*text)[*len] = '\0';
	return 0;
}

/* Is every figure of r one the reader takes back? */
static int
in_range(const struct play_result *r)
{
	return r->ms <= PLAY_COUNT_MAX && r->moves <= PLAY_COUNT_MAX &&
	    r->explored <= PLAY_COUNT_MAX && r->length <= PLAY_COUNT_MAX &&
	    r->shortest <= PLAY_COUNT_MAX && r->score <= PLAY_SCORE_MAX;
}

int
play_scores_add(const char *path, const struct play_result *r,
    struct maze_err *e)
{
	struct play_board old;
	struct flock lk;
	struct maze_buf b;
	struct stat sb;
	char *text = NULL;
	size_t len;
	int fd, rc = -1;

	if (!in_range(r))
		return maze_error(e, 0, 0, "a figure past what a scoreboard "
		    "holds");
	maze_buf_init(&b);
	play_board_init(&old);
	if ((fd = play_open(path, O_RDWR | O_APPEND | O_CREAT, &sb,
	    e)) == -1)
		return -1;
	/*
	 * The lock makes the file's check and the header's write one with
	 * the line's; O_APPEND alone already keeps two lines from mixing.
	 */
	memset(&lk, 0, sizeof lk);
	lk.l_type = F_WRLCK;
	lk.l_whence = SEEK_SET;
	while (fcntl(fd, F_SETLKW, &lk) == -1)
		if (errno != EINTR) {
			maze_error(e, 0, 0, "cannot lock: %s",
			    strerror(errno));
			goto out;
		}
	/*
	 * A line is added only to a scoreboard that --scores reads: to
	 * anything else, it would be lost, and would make it unreadable.
	 */
	if (read_all(fd, &text, &len, e) == -1 ||
	    play_board_parse(&old, text, len, e) == -1)
		goto out;
	if (len == 0)
		maze_buf_add(&b, "%s\n", PLAY_SCORES_HEADER);
	else if (text[len - 1] != '\n')
		maze_buf_add(&b, "\n");
	play_result_line(r, &b);
	if (b.failed) {
		maze_error(e, 0, 0, "out of memory");
		goto out;
	}
	if (write_all(fd, b.s, b.len) == -1) {
		maze_error(e, 0, 0, "write error: %s", strerror(errno));
		goto out;
	}
	rc = 0;
out:
	if (close(fd) == -1 && rc == 0)
		rc = maze_error(e, 0, 0, "write error: %s", strerror(errno));
	play_board_free(&old);
	maze_buf_free(&b);
	free(text);
	return rc;
}

void
play_board_init(struct play_board *b)
{
	memset(b, 0, sizeof *b);
}

void
play_board_free(struct play_board *b)
{
	size_t i;

	for (i = 0; i < b->n; i++)
		free(b->v[i].line);
	free(b->v);
	play_board_init(b);
}

/* Is s, n bytes, all digits, from lo to hi? */
static int
digits(const char *s, size_t n, unsigned lo, unsigned hi)
{
	uint64_t v;
	const char *why;

	return num_parse_n(s, n, lo, hi, &v, &why) == 0;
}

/* A date as play_result_line() writes it: 2026-11-21T10:04:05Z, or -. */
static int
is_date(const char *s)
{
	if (strcmp(s, "-") == 0)
		return 1;
	return strlen(s) == 20 && digits(s, 4, 0, 9999) && s[4] == '-' &&
	    digits(s + 5, 2, 1, 12) && s[7] == '-' &&
	    digits(s + 8, 2, 1, 31) && s[10] == 'T' &&
	    digits(s + 11, 2, 0, 23) && s[13] == ':' &&
	    digits(s + 14, 2, 0, 59) && s[16] == ':' &&
	    digits(s + 17, 2, 0, 60) && s[19] == 'Z';
}

/* The names of the fields, for messages. */
static const char *const field_name[PLAY_NFIELDS] = {
	"date", "time", "moves", "explored", "length", "shortest", "score",
	"maze"
};

/*
 * Split p's line into its fields and check each; 0, or -1 with e at the
 * line lineno and the column of the field.
 */
static int
parse_entry(struct play_entry *p, unsigned long lineno, struct maze_err *e)
{
	const char *why, *f;
	char *s = p->line, *dot;
	size_t k;
	uint64_t v, sec, frac, max;
	unsigned long col;

	for (k = 0; k < PLAY_NFIELDS; k++) {
		p->field[k] = s;
		s += strcspn(s, "\t");
		if (k + 1 < PLAY_NFIELDS) {
			if (*s != '\t')
				return maze_error(e, lineno, (unsigned long)
				    (s - p->line) + 1, "expected %d fields "
				    "separated by tabs, found %zu",
				    PLAY_NFIELDS, k + 1);
			*s++ = '\0';
		}
	}
	if (*s != '\0')
		return maze_error(e, lineno, (unsigned long)(s - p->line) + 1,
		    "expected %d fields separated by tabs, found more",
		    PLAY_NFIELDS);
	for (k = 0; k + 1 < PLAY_NFIELDS; k++) {
		f = p->field[k];
		col = (unsigned long)(f - p->line) + 1;
		if (k == 0 && !is_date(f))
			return maze_error(e, lineno, col, "date: expected "
			    "YYYY-MM-DDTHH:MM:SSZ, or -");
		if (k == 0)
			continue;
		if (k == 1) {
			/* Seconds with three decimals. */
			dot = strchr(f, '.');
			if (dot == NULL || strlen(dot + 1) != 3 ||
			    num_parse_n(f, (size_t)(dot - f), 0,
			    PLAY_COUNT_MAX / 1000, &sec, &why) == -1 ||
			    num_parse(dot + 1, 0, 999, &frac, &why) == -1)
				return maze_error(e, lineno, col, "time: "
				    "expected seconds with three decimals, "
				    "at most %llu.%03llu",
				    PLAY_COUNT_MAX / 1000,
				    PLAY_COUNT_MAX % 1000);
			p->ms = sec * 1000 + frac;
			continue;
		}
		max = k == 6 ? PLAY_SCORE_MAX : PLAY_COUNT_MAX;
		if (num_parse(f, 0, max, &v, &why) == 0) {
			if (k == 6)
				p->score = v;
			continue;
		}
		if (strcmp(why, "too large") == 0)
			return maze_error(e, lineno, col, "%s: more than %llu",
			    field_name[k], (unsigned long long)max);
		return maze_error(e, lineno, col, "%s: %s", field_name[k],
		    why);
	}
	return 0;
}

int
play_board_parse(struct play_board *b, const char *text, size_t len,
    struct maze_err *e)
{
	const char *s = text, *end = text + len, *nl, *nul;
	struct play_entry *p;
	unsigned long lineno = 0;
	size_t n;

	for (; s < end; s = nl + 1) {
		lineno++;
		if ((nl = memchr(s, '\n', (size_t)(end - s))) == NULL)
			nl = end;
		n = (size_t)(nl - s);
		/* CR LF is a line end too, as a program on Windows ends. */
		if (n > 0 && s[n - 1] == '\r')
			n--;
		if ((nul = memchr(s, '\0', n)) != NULL)
			return maze_error(e, lineno,
			    (unsigned long)(nul - s) + 1, "unexpected byte "
			    "0x00");
		if (lineno == 1) {
			if (n != strlen(PLAY_SCORES_HEADER) ||
			    memcmp(s, PLAY_SCORES_HEADER, n) != 0)
				return maze_error(e, 1, 1, "not a scoreboard: "
				    "expected its header line");
			continue;
		}
		if (MAZE_GROW(b->v, b->cap, b->n + 1) == -1)
			return maze_error(e, 0, 0, "out of memory");
		p = &b->v[b->n];
		if ((p->line = malloc(n + 1)) == NULL)
			return maze_error(e, 0, 0, "out of memory");
		memcpy(p->line, s, n);
		p->line[n] = '\0';
		b->n++;
		if (parse_entry(p, lineno, e) == -1)
			return -1;
	}
	return 0;
}

int
play_board_read(struct play_board *b, FILE *fp, struct maze_err *e)
{
	char *text = NULL;
	size_t len = 0, cap = 0, n;
	int rc;

	do {
		if (MAZE_GROW(text, cap, len + 4096) == -1) {
			free(text);
			return maze_error(e, 0, 0, "out of memory");
		}
		n = fread(text + len, 1, cap - len, fp);
		len += n;
	} while (n > 0);
	if (ferror(fp))
		rc = maze_error(e, 0, 0, "read error: %s", strerror(errno));
	else
		rc = play_board_parse(b, text, len, e);
	free(text);
	return rc;
}

int
play_board_load(struct play_board *b, const char *path, struct maze_err *e)
{
	struct stat sb;
	char *text;
	size_t len;
	int fd, rc;

	if ((fd = play_open(path, O_RDONLY, &sb, e)) == -1)
		return errno == ENOENT ? 0 : -1;
	rc = read_all(fd, &text, &len, e);
	close(fd);
	if (rc == 0)
		rc = play_board_parse(b, text, len, e);
	free(text);
	return rc;
}

/* Best first; the date last, which sorts as text. */
static int
cmp_entry(const void *a, const void *b)
{
	const struct play_entry *p = a, *q = b;
	int c;

	if (p->score != q->score)
		return p->score > q->score ? -1 : 1;
	if (p->ms != q->ms)
		return p->ms < q->ms ? -1 : 1;
	if ((c = strcmp(p->field[0], q->field[0])) != 0)
		return c;
	return strcmp(p->field[7], q->field[7]);
}

void
play_board_sort(struct play_board *b)
{
	if (b->n > 1)
		qsort(b->v, b->n, sizeof *b->v, cmp_entry);
}

int
play_board_show(const char *path, FILE *fp, int aligned, struct maze_err *e)
{
	struct play_board b;
	int rc;

	play_board_init(&b);
	if ((rc = play_board_load(&b, path, e)) == 0) {
		play_board_sort(&b);
		play_board_print(&b, fp, aligned);
	}
	play_board_free(&b);
	return rc;
}

/*
 * s on fp as a terminal may show it: what is not a printable character in
 * the locale (a control byte, C1's too, or bytes that are no character)
 * as '?', as ls(1) shows a file's name.
 */
static void
put_printable(FILE *fp, const char *s)
{
	mbstate_t st;
	size_t n = strlen(s), k;
	wchar_t wc;

	memset(&st, 0, sizeof st);
	while (n > 0) {
		k = mbrtowc(&wc, s, n, &st);
		if (k == (size_t)-1 || k == (size_t)-2 || k == 0) {
			/* Not a character: a byte shown, and begin again. */
			memset(&st, 0, sizeof st);
			k = 1;
			putc('?', fp);
		} else if (iswprint((wint_t)wc))
			fwrite(s, 1, k, fp);
		else
			putc('?', fp);
		s += k;
		n -= k;
	}
}

void
play_board_print(const struct play_board *b, FILE *fp, int aligned)
{
	size_t w[PLAY_NFIELDS], i, k, n;
	const char *f[PLAY_NFIELDS], *sep, *v;
	char head[] = PLAY_SCORES_HEADER;

	for (k = 0, f[0] = strtok(head, "\t"); k < PLAY_NFIELDS; k++) {
		f[k] = k ? strtok(NULL, "\t") : f[0];
		w[k] = strlen(f[k]);
		for (i = 0; i < b->n; i++)
			if ((n = strlen(b->v[i].field[k])) > w[k])
				w[k] = n;
	}
	for (i = 0; i <= b->n; i++)
		for (k = 0; k < PLAY_NFIELDS; k++) {
			sep = k + 1 < PLAY_NFIELDS ? aligned ? "  " : "\t" :
			    "\n";
			v = i ? b->v[i - 1].field[k] : f[k];
			/*
			 * Figures to the right, date and maze to the left;
			 * the maze, anyone's text, as a terminal may show
			 * it (the figures and the date are checked).
			 */
			if (!aligned)
				fprintf(fp, "%s%s", v, sep);
			else if (k + 1 == PLAY_NFIELDS) {
				put_printable(fp, v);
				fputs(sep, fp);
			} else
				fprintf(fp, k ? "%*s%s" : "%-*s%s", (int)w[k],
				    v, sep);
		}
}
