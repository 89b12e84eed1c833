/* grow.c: growable arrays, and the string builder of header lines. */
#define _DEFAULT_SOURCE		/* madvise's MADV_HUGEPAGE, if any */

#include <sys/mman.h>

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib/libint.h"
#include "lib/libpriv.h"

/*
 * Grow the array *pp (a pointer of any object type, passed by address)
 * of *cap elements of size bytes to hold need: the capacity doubles, from
 * 16, until it does.  The pointer is read and written through memcpy, so
 * that one function serves every element type.  Returns 0, or -1 on
 * overflow or out of memory with *pp and *cap as they were.
 */
int
maze_grow(void *pp, size_t *cap, size_t need, size_t size)
{
	size_t c = *cap ? *cap : 16;
	void *p;

	while (c < need) {
		if (c > SIZE_MAX / 2)
			return -1;
		c *= 2;
	}
	if (c > SIZE_MAX / size)
		return -1;
	memcpy(&p, pp, sizeof p);
	if ((p = realloc(p, c * size)) == NULL)
		return -1;
	memcpy(pp, &p, sizeof p);
	*cap = c;
	return 0;
}

/*
 * Ask for the n bytes at p to be backed by huge pages, if they are many.
 * An array written once through takes a page fault every 4 KiB otherwise
 * (16000 for a 4000x4000 maze's blocks, a fifth of reading it), and one
 * read at random a miss in the page tables on most accesses.  Only a hint:
 * on other systems, and where this one says no, nothing changes.  Give it
 * for an array that will not grow again: Linux then no longer moves the
 * array's pages when realloc() asks, and realloc() copies them instead.
 */
void
maze_huge(void *p, size_t n)
{
#if defined(MADV_HUGEPAGE)
	uintptr_t a = ((uintptr_t)p + 4095) & ~(uintptr_t)4095;
	uintptr_t z = ((uintptr_t)p + n) & ~(uintptr_t)4095;

	if (n >= MAZE_HUGE_MIN && z > a)
		(void)madvise((void *)a, z - a, MADV_HUGEPAGE);
#else
	(void)p;
	(void)n;
#endif
}

void
maze_buf_init(struct maze_buf *b)
{
	memset(b, 0, sizeof *b);
}

void
maze_buf_free(struct maze_buf *b)
{
	free(b->s);
	maze_buf_init(b);
}

/* Append the formatted text to b, however long. */
void
maze_buf_add(struct maze_buf *b, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (b->failed)
		return;
	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0 || MAZE_GROW(b->s, b->cap, b->len + (size_t)n + 1) == -1) {
		b->failed = 1;
		return;
	}
	va_start(ap, fmt);
	vsnprintf(b->s + b->len, b->cap - b->len, fmt, ap);
	va_end(ap);
	b->len += (size_t)n;
}

/*
 * Append s to b as one word of a POSIX shell's command line, so that a
 * header line recording it runs again as the command that was given: as
 * it is if every byte of it is one a shell takes as itself anywhere in a
 * word (a letter, a digit or one of "%+,-./:=@_"), else in single quotes,
 * each ' in it written '\'' (the quote closed, a quoted quote, and the
 * quote opened again).
 */
void
maze_buf_word(struct maze_buf *b, const char *s)
{
	static const char plain[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "abcdefghijklmnopqrstuvwxyz0123456789%+,-./:=@_";
	const char *p;

	if (*s != '\0' && s[strspn(s, plain)] == '\0') {
		maze_buf_add(b, "%s", s);
		return;
	}
	maze_buf_add(b, "'");
	while ((p = strchr(s, '\'')) != NULL) {
		maze_buf_add(b, "%.*s'\\''", (int)(p - s), s);
		s = p + 1;
	}
	maze_buf_add(b, "%s'", s);
}

/*
 * Add what b holds to m's header lines, as maze_hdr_add() would, and leave
 * b empty.  Returns 0, or -1 out of memory (now, or in an append).
 */
int
maze_hdr_take(struct maze *m, struct maze_buf *b)
{
	int rc = b->failed ? -1 : maze_hdr_add(m, "%s", maze_buf_str(b));

	maze_buf_free(b);
	return rc;
}
