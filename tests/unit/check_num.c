/* check_num.c: range-checked number parsing, for options and header lines. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lib/num.h"
#include "unit.h"

/* What *out holds before a parse, and still must after a failed one. */
#define UNTOUCHED	UINT64_C(0xdeadbeef)

static const struct parse {
	const char *s;
	uint64_t min, max;
	uint64_t want;		/* the value, if why is NULL */
	const char *why;	/* the complaint, or NULL */
} parses[] = {
	{ "0", 0, UINT64_MAX, 0, NULL },
	{ "123", 0, UINT64_MAX, 123, NULL },
	{ "007", 0, UINT64_MAX, 7, NULL },
	{ "18446744073709551615", 0, UINT64_MAX, UINT64_MAX, NULL },
	{ "18446744073709551616", 0, UINT64_MAX, 0, "too large" },
	{ "18446744073709551620", 0, UINT64_MAX, 0, "too large" },
	{ "99999999999999999999", 0, UINT64_MAX, 0, "too large" },
	{ "184467440737095516150", 0, UINT64_MAX, 0, "too large" },
	{ "", 0, UINT64_MAX, 0, "missing number" },
	{ "-1", 0, UINT64_MAX, 0, "not a number" },
	{ "+1", 0, UINT64_MAX, 0, "not a number" },
	{ " 1", 0, UINT64_MAX, 0, "not a number" },
	{ "1 ", 0, UINT64_MAX, 0, "not a number" },
	{ "0x10", 0, UINT64_MAX, 0, "not a number" },
	{ "1.5", 0, UINT64_MAX, 0, "not a number" },
	{ "1e3", 0, UINT64_MAX, 0, "not a number" },
	{ "10x", 0, UINT64_MAX, 0, "not a number" },
	{ "5", 6, 9, 0, "too small" },
	{ "6", 6, 9, 6, NULL },
	{ "9", 6, 9, 9, NULL },
	{ "10", 6, 9, 0, "too large" },
	{ "0", 1, UINT32_MAX, 0, "too small" },
	{ "4294967295", 1, UINT32_MAX, UINT32_MAX, NULL },
	{ "4294967296", 1, UINT32_MAX, 0, "too large" },
};

START_TEST(test_parse)
{
	const struct parse *t = &parses[_i];
	uint64_t v = UNTOUCHED;
	const char *why = NULL;
	int rc;

	rc = num_parse(t->s, t->min, t->max, &v, &why);
	if (t->why == NULL) {
		ck_assert_msg(rc == 0, "\"%s\": refused: %s", t->s, why);
		ck_assert_uint_eq(v, t->want);
	} else {
		ck_assert_msg(rc == -1, "\"%s\": taken as %llu", t->s,
		    (unsigned long long)v);
		ck_assert_pstr_eq(why, t->why);
		ck_assert_uint_eq(v, UNTOUCHED);
	}
}
END_TEST

START_TEST(test_parse_n)
{
	uint64_t v = UNTOUCHED;
	const char *why = NULL;

	/* Only the first len bytes count: header lines are parsed in place. */
	ck_assert_int_eq(num_parse_n("12345", 3, 0, UINT64_MAX, &v, &why), 0);
	ck_assert_uint_eq(v, 123);
	ck_assert_int_eq(num_parse_n("12x", 2, 0, UINT64_MAX, &v, &why), 0);
	ck_assert_uint_eq(v, 12);
	ck_assert_int_eq(num_parse_n("12 4", 4, 0, UINT64_MAX, &v, &why), -1);
	ck_assert_str_eq(why, "not a number");
	v = UNTOUCHED;
	ck_assert_int_eq(num_parse_n("12", 0, 0, UINT64_MAX, &v, &why), -1);
	ck_assert_str_eq(why, "missing number");
	ck_assert_uint_eq(v, UNTOUCHED);
	ck_assert_int_eq(num_parse_n("184467440737095516150", 20, 0,
	    UINT64_MAX, &v, &why), 0);
	ck_assert_uint_eq(v, UINT64_MAX);
	ck_assert_int_eq(num_parse_n("184467440737095516160", 20, 0,
	    UINT64_MAX, &v, &why), -1);
	ck_assert_str_eq(why, "too large");
}
END_TEST

static const struct pair {
	const char *s;
	uint64_t max;
	uint64_t x, y;		/* the values, if why is NULL */
	const char *why;
} pairs[] = {
	{ "3,4", UINT32_MAX, 3, 4, NULL },
	{ "0,0", 0, 0, 0, NULL },
	{ "4294967295,4294967295", UINT32_MAX, UINT32_MAX, UINT32_MAX, NULL },
	{ "4294967296,0", UINT32_MAX, 0, 0, "too large" },
	{ "0,4294967296", UINT32_MAX, 0, 0, "too large" },
	{ "5,1", 4, 0, 0, "too large" },
	{ "1,5", 4, 0, 0, "too large" },
	{ "3", UINT32_MAX, 0, 0, "expected x,y" },
	{ "", UINT32_MAX, 0, 0, "expected x,y" },
	{ ",4", UINT32_MAX, 0, 0, "missing number" },
	{ "3,", UINT32_MAX, 0, 0, "missing number" },
	{ ",", UINT32_MAX, 0, 0, "missing number" },
	{ "3,4,5", UINT32_MAX, 0, 0, "not a number" },
	{ "3,x", UINT32_MAX, 0, 0, "not a number" },
	{ "-1,2", UINT32_MAX, 0, 0, "not a number" },
	{ "3, 4", UINT32_MAX, 0, 0, "not a number" },
	{ " 3,4", UINT32_MAX, 0, 0, "not a number" },
	{ "3;4", UINT32_MAX, 0, 0, "expected x,y" },
};

START_TEST(test_parse_pair)
{
	const struct pair *t = &pairs[_i];
	uint64_t x = UNTOUCHED, y = UNTOUCHED;
	const char *why = NULL;
	int rc;

	rc = num_parse_pair(t->s, t->max, &x, &y, &why);
	if (t->why == NULL) {
		ck_assert_msg(rc == 0, "\"%s\": refused: %s", t->s, why);
		ck_assert_uint_eq(x, t->x);
		ck_assert_uint_eq(y, t->y);
	} else {
		ck_assert_msg(rc == -1, "\"%s\": taken", t->s);
		ck_assert_pstr_eq(why, t->why);
	}
}
END_TEST

/* Points: x,y or x,y,z; n is how many numbers, 0 if refused. */
static const struct point {
	const char *s;
	int n;
	uint64_t v[3];
	const char *why;	/* if n is 0 */
} points[] = {
	{ "3,4", 2, { 3, 4, 0 }, NULL },
	{ "3,4,5", 3, { 3, 4, 5 }, NULL },
	{ "0,0,4294967295", 3, { 0, 0, UINT32_MAX }, NULL },
	{ "0,0,4294967296", 0, { 0 }, "too large" },
	{ "3", 0, { 0 }, "expected x,y or x,y,z" },
	{ "3,4,", 0, { 0 }, "missing number" },
	{ "3,,5", 0, { 0 }, "missing number" },
	{ "3,4,5,6", 0, { 0 }, "expected x,y or x,y,z" },
	{ "3,4,5,", 0, { 0 }, "expected x,y or x,y,z" },
	{ "3,4,-5", 0, { 0 }, "not a number" },
	{ "3,4, 5", 0, { 0 }, "not a number" },
};

START_TEST(test_parse_point)
{
	const struct point *t = &points[_i];
	uint64_t v[3] = { UNTOUCHED, UNTOUCHED, UNTOUCHED };
	const char *why = NULL;
	int rc;

	rc = num_parse_point(t->s, UINT32_MAX, v, &why);
	if (t->n != 0) {
		ck_assert_msg(rc == t->n, "\"%s\": %d: %s", t->s, rc, why);
		ck_assert_uint_eq(v[0], t->v[0]);
		ck_assert_uint_eq(v[1], t->v[1]);
		ck_assert_uint_eq(v[2], t->v[2]);
	} else {
		ck_assert_msg(rc == -1, "\"%s\": taken", t->s);
		ck_assert_pstr_eq(why, t->why);
	}
}
END_TEST

static const struct real {
	const char *s;
	double min, max, want;	/* want, if why is NULL */
	const char *why;
} reals[] = {
	{ "0", 0, 1, 0, NULL },
	{ "1", 0, 1, 1, NULL },
	{ "0.5", 0, 1, 0.5, NULL },
	{ ".25", 0, 1, 0.25, NULL },
	{ "1.", 0, 1, 1, NULL },
	{ "1.000", 0, 1, 1, NULL },
	{ "0.125", 0, 1, 0.125, NULL },
	{ "12.5", 0, 1000, 12.5, NULL },
	{ "999.75", 0, 1000, 999.75, NULL },
	{ "1.0001", 0, 1, 0, "too large" },
	/* More than 1, though the double it rounds to is 1. */
	{ "1.000000000000000000001", 0, 1, 0, "too large" },
	{ "1000.0000000000001", 0, 1000, 0, "too large" },
	{ "1000.000000000000000000001", 0, 1000, 0, "too large" },
	{ "000001.000000000000000000000", 0, 1, 1, NULL },
	{ "0.99999999999999999999", 0, 1, 1, NULL },
	{ "2", 0, 1, 0, "too large" },
	{ "99999999999999999999999", 0, 1, 0, "too large" },
	{ "0.1", 0.5, 1, 0, "too small" },
	{ "", 0, 1, 0, "missing number" },
	{ ".", 0, 1, 0, "not a number" },
	{ "-0.5", 0, 1, 0, "not a number" },
	{ "+0.5", 0, 1, 0, "not a number" },
	{ " 0.5", 0, 1, 0, "not a number" },
	{ "0.5 ", 0, 1, 0, "not a number" },
	{ "0,5", 0, 1, 0, "not a number" },
	{ "1e-1", 0, 1, 0, "not a number" },
	{ "0x1", 0, 1, 0, "not a number" },
	{ "inf", 0, 1, 0, "not a number" },
	{ "nan", 0, 1, 0, "not a number" },
	{ "0.5.1", 0, 1, 0, "not a number" },
};

START_TEST(test_parse_real)
{
	const struct real *t = &reals[_i];
	double v = -7;
	const char *why = NULL;
	int rc;

	rc = num_parse_real(t->s, t->min, t->max, &v, &why);
	if (t->why == NULL) {
		ck_assert_msg(rc == 0, "\"%s\": refused: %s", t->s, why);
		ck_assert_double_eq_tol(v, t->want, 1e-12);
	} else {
		ck_assert_msg(rc == -1, "\"%s\": taken as %g", t->s, v);
		ck_assert_pstr_eq(why, t->why);
		ck_assert_double_eq(v, -7);
	}
}
END_TEST

/*
 * Decimals of 1 to 30 digits, the point anywhere or nowhere: each reads
 * as the double nearest it, the one strtod() makes of it (in the C
 * locale, where unit tests run), digits past the nineteenth included.
 * The reader used to add digit times 0.1, 0.01, ..., and made 0.3 into
 * 0.30000000000000004.
 */
START_TEST(test_parse_real_nearest)
{
	struct maze_rng r;
	char buf[40];
	const char *why;
	double v;
	int i, n, j, point;

	ck_assert_int_eq(num_parse_real("0.3", 0, 1, &v, &why), 0);
	ck_assert(v == 0.3);
	maze_rng_seed(&r, 3);
	for (i = 0; i < 50000; i++) {
		n = 1 + (int)rng_below(&r, 30);
		point = (int)rng_below(&r, (uint32_t)n + 2);
		for (j = 0; j < n; j++)
			buf[j] = (char)('0' + rng_below(&r, 10));
		buf[n] = '\0';
		if (point <= n) {
			memmove(buf + point + 1, buf + point,
			    (size_t)(n - point + 1));
			buf[point] = '.';
		}
		ck_assert_int_eq(num_parse_real(buf, 0, 1e40, &v, &why), 0);
		ck_assert_msg(v == strtod(buf, NULL), "%s: %.17g, not %.17g",
		    buf, v, strtod(buf, NULL));
	}
}
END_TEST

Suite *
num_suite(void)
{
	Suite *s = suite_create("num");
	TCase *tc;

	tc = tcase_create("parse");
	tcase_add_loop_test(tc, test_parse, 0,
	    sizeof parses / sizeof parses[0]);
	tcase_add_test(tc, test_parse_n);
	tcase_add_loop_test(tc, test_parse_real, 0,
	    sizeof reals / sizeof reals[0]);
	tcase_add_test(tc, test_parse_real_nearest);
	tcase_add_loop_test(tc, test_parse_point, 0,
	    sizeof points / sizeof points[0]);
	tcase_add_loop_test(tc, test_parse_pair, 0,
	    sizeof pairs / sizeof pairs[0]);
	suite_add_tcase(s, tc);
	return s;
}
