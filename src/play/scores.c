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

#include "lib/libpriv.h"
#include "lib/num.h"
#include "play/play.h"

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
	const char *s;

	if (gmtime_r(&r->date, &tm) == NULL ||
	    strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", &tm) == 0)
		strcpy(date, "-");
	maze_buf_add(b, "%s\t%llu.%03llu\t%llu\t%llu\t%llu\t%llu\t%llu\t",
	    date, (unsigned long long)(r->ms / 1000),
	    (unsigned long long)(r->ms % 1000),
	    (unsigned long long)r->moves, (unsigned long long)r->explored,
	    (unsigned long long)r->length, (unsigned long long)r->shortest,
	    (unsigned long long)r->score);
	for (s = r->maze; *s != '\0'; s++)
		maze_buf_add(b, "%c", *s == '\t' || *s == '\n' || *s == '\r' ?
		    ' ' : *s);
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

int
play_scores_add(const char *path, const struct play_result *r,
    struct maze_err *e)
{
	struct flock lk;
	struct maze_buf b;
	struct stat sb;
	int fd, rc = -1;

	maze_buf_init(&b);
	if ((fd = open(path, O_WRONLY | O_APPEND | O_CREAT, 0666)) == -1)
		return maze_error(e, 0, 0, "%s", strerror(errno));
	/*
	 * The lock makes the header's test and write one with the line's;
	 * O_APPEND alone already keeps two lines from mixing.
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
	if (fstat(fd, &sb) == -1) {
		maze_error(e, 0, 0, "%s", strerror(errno));
		goto out;
	}
	if (sb.st_size == 0)
		maze_buf_add(&b, "%s\n", PLAY_SCORES_HEADER);
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
	maze_buf_free(&b);
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

/* Split line into its fields and figures; 0, or -1 with e at lineno. */
static int
parse_entry(struct play_entry *p, unsigned long lineno, struct maze_err *e)
{
	const char *why;
	char *s = p->line, *dot;
	size_t k;
	uint64_t sec, frac;

	for (k = 0; k < PLAY_NFIELDS; k++) {
		p->field[k] = s;
		s += strcspn(s, "\t");
		if (k + 1 < PLAY_NFIELDS) {
			if (*s != '\t')
				return maze_error(e, lineno, 1, "expected %d "
				    "fields separated by tabs", PLAY_NFIELDS);
			*s++ = '\0';
		}
	}
	if (num_parse(p->field[6], 0, PLAY_SCORE_MAX, &p->score, &why) == -1)
		return maze_error(e, lineno, (unsigned long)(p->field[6] -
		    p->line) + 1, "score: %s", why);
	/* Time: seconds with three decimals. */
	dot = strchr(p->field[1], '.');
	if (dot == NULL || strlen(dot + 1) != 3 ||
	    num_parse_n(p->field[1], (size_t)(dot - p->field[1]), 0,
	    PLAY_COUNT_MAX / 1000, &sec, &why) == -1 ||
	    num_parse(dot + 1, 0, 999, &frac, &why) == -1)
		return maze_error(e, lineno, (unsigned long)(p->field[1] -
		    p->line) + 1, "time: expected seconds with three "
		    "decimals");
	p->ms = sec * 1000 + frac;
	return 0;
}

int
play_board_read(struct play_board *b, FILE *fp, struct maze_err *e)
{
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	unsigned long lineno = 0;
	struct play_entry *p;
	int rc = -1;

	while ((len = getline(&line, &cap, fp)) != -1) {
		lineno++;
		if (len > 0 && line[len - 1] == '\n')
			line[--len] = '\0';
		if (lineno == 1) {
			if (strcmp(line, PLAY_SCORES_HEADER) != 0) {
				maze_error(e, 1, 1, "not a scoreboard: "
				    "expected its header line");
				goto out;
			}
			continue;
		}
		if (MAZE_GROW(b->v, b->cap, b->n + 1) == -1) {
			maze_error(e, 0, 0, "out of memory");
			goto out;
		}
		p = &b->v[b->n];
		if ((p->line = strdup(line)) == NULL) {
			maze_error(e, 0, 0, "out of memory");
			goto out;
		}
		b->n++;
		if (parse_entry(p, lineno, e) == -1)
			goto out;
	}
	if (ferror(fp)) {
		maze_error(e, 0, 0, "read error: %s", strerror(errno));
		goto out;
	}
	rc = 0;
out:
	free(line);
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
			/* Figures to the right, date and maze to the left. */
			if (!aligned || k + 1 == PLAY_NFIELDS)
				fprintf(fp, "%s%s", v, sep);
			else
				fprintf(fp, k ? "%*s%s" : "%-*s%s", (int)w[k],
				    v, sep);
		}
}
