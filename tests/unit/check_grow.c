/* check_grow.c: growable arrays and the header-line builder (grow.c). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lib/libint.h"
#include "lib/libpriv.h"
#include "unit.h"

/* Every element written survives each doubling, and cap always covers n. */
START_TEST(test_grow_keeps)
{
	uint32_t *v = NULL;
	size_t cap = 0, n;

	for (n = 0; n < 100000; n++) {
		ck_assert_int_eq(MAZE_GROW(v, cap, n + 1), 0);
		REQUIRE(cap >= n + 1, "cap %zu for %zu", cap, n + 1);
		v[n] = (uint32_t)(n * 2654435761u);
	}
	for (n = 0; n < 100000; n++)
		REQUIRE(v[n] == (uint32_t)(n * 2654435761u), "element %zu", n);
	/* A need already met changes nothing. */
	n = cap;
	ck_assert_int_eq(MAZE_GROW(v, cap, 5), 0);
	ck_assert_uint_eq(cap, n);
	free(v);
}
END_TEST

/* A size that overflows is refused, the array left as it was. */
START_TEST(test_grow_overflow)
{
	uint64_t *v = NULL, *old;
	size_t cap = 0;

	ck_assert_int_eq(MAZE_GROW(v, cap, 3), 0);
	old = v;
	ck_assert_int_eq(MAZE_GROW(v, cap, SIZE_MAX / 4), -1);
	ck_assert_ptr_eq(v, old);
	ck_assert_uint_eq(cap, 16);
	ck_assert_int_eq(MAZE_GROW(v, cap, SIZE_MAX), -1);
	ck_assert_uint_eq(cap, 16);
	free(v);
}
END_TEST

/* The builder never truncates, and hands its line to the header. */
START_TEST(test_buf)
{
	struct maze m;
	struct maze_buf b;
	char big[3000];
	size_t i;

	maze_init(&m);
	maze_buf_init(&b);
	memset(big, 'x', sizeof big - 1);
	big[sizeof big - 1] = '\0';
	maze_buf_add(&b, "; mazepost");
	for (i = 0; i < 10; i++)
		maze_buf_add(&b, " --opt %s", big);
	ck_assert_uint_eq(b.len, 10 + 10 * (7 + sizeof big - 1));
	ck_assert_uint_eq(strlen(b.s), b.len);
	ck_assert_int_eq(maze_hdr_take(&m, &b), 0);
	ck_assert_ptr_null(b.s);
	ck_assert_uint_eq(m.hdr.n, 1);
	ck_assert_uint_eq(strlen(m.hdr.line[0]),
	    10 + 10 * (7 + sizeof big - 1));
	ck_assert(strncmp(m.hdr.line[0], "; mazepost --opt xx", 19) == 0);
	/* A builder that ran out of memory gives no line. */
	maze_buf_add(&b, "; x");
	b.failed = 1;
	ck_assert_int_eq(maze_hdr_take(&m, &b), -1);
	ck_assert_uint_eq(m.hdr.n, 1);
	maze_free(&m);
}
END_TEST

/*
 * A word for a shell: as it is if nothing in it is special to one, else
 * single-quoted, each ' closed, quoted and opened again.
 */
static const struct {
	const char *in, *out;
} words[] = {
	{ "ring.mask", "ring.mask" },
	{ "a/b-c_d,e+f=g:h@i%j.png", "a/b-c_d,e+f=g:h@i%j.png" },
	{ "", "''" },
	{ "my mask's.txt", "'my mask'\\''s.txt'" },
	{ "'", "''\\'''" },
	{ "a $b `c` \\d*?[e]{f}~#!^;&|<>()\t\"",
	    "'a $b `c` \\d*?[e]{f}~#!^;&|<>()\t\"'" },
	{ "~user", "'~user'" },
	{ "\xc3\xa9", "'\xc3\xa9'" },
};

START_TEST(test_buf_word)
{
	struct maze_buf b;

	maze_buf_init(&b);
	maze_buf_add(&b, "--mask ");
	maze_buf_word(&b, words[_i].in);
	ck_assert(!b.failed);
	ck_assert_str_eq(b.s + 7, words[_i].out);
	maze_buf_free(&b);
}
END_TEST

Suite *
grow_suite(void)
{
	Suite *s = suite_create("grow");
	TCase *tc;

	tc = tcase_create("grow");
	tcase_add_test(tc, test_grow_keeps);
	tcase_add_test(tc, test_grow_overflow);
	tcase_add_test(tc, test_buf);
	tcase_add_loop_test(tc, test_buf_word, 0,
	    sizeof words / sizeof words[0]);
	suite_add_tcase(s, tc);
	return s;
}
