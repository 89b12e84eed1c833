/* num.c: range-checked parsing of the numbers in options and header lines. */
#include <locale.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lib/num.h"

/*
 * Parse the len bytes at s as a decimal number in [min, max].  Only digits
 * are accepted: no sign, no spaces, no other base, so that "-1" or "10x" is
 * refused rather than read as something else.  Returns 0, or -1 with *why
 * saying what is wrong.
 */
int
num_parse_n(const char *s, size_t len, uint64_t min, uint64_t max,
    uint64_t *out, const char **why)
{
	uint64_t v = 0;
	size_t i;
	unsigned d;

	if (len == 0) {
		*why = "missing number";
		return -1;
	}
	for (i = 0; i < len; i++) {
		if (s[i] < '0' || s[i] > '9') {
			*why = "not a number";
			return -1;
		}
		d = (unsigned)(s[i] - '0');
		if (v > (UINT64_MAX - d) / 10) {
			*why = "too large";
			return -1;
		}
		v = v * 10 + d;
	}
	if (v < min) {
		*why = "too small";
		return -1;
	}
	if (v > max) {
		*why = "too large";
		return -1;
	}
	*out = v;
	return 0;
}

int
num_parse(const char *s, uint64_t min, uint64_t max, uint64_t *out,
    const char **why)
{
	return num_parse_n(s, strlen(s), min, max, out, why);
}

/*
 * Parse "x,y": two numbers in [0, max] separated by a comma.
 */
int
num_parse_pair(const char *s, uint64_t max, uint64_t *x, uint64_t *y,
    const char **why)
{
	const char *comma;

	if ((comma = strchr(s, ',')) == NULL) {
		*why = "expected x,y";
		return -1;
	}
	if (num_parse_n(s, (size_t)(comma - s), 0, max, x, why) == -1)
		return -1;
	return num_parse(comma + 1, 0, max, y, why);
}

/*
 * Parse "x,y" or "x,y,z": a place in a flat maze or in one of levels, each
 * number in [0, max].  v[2] is 0 when there is no z.  Returns how many
 * numbers there were, 2 or 3, or -1 with *why saying what is wrong.
 */
int
num_parse_point(const char *s, uint64_t max, uint64_t v[3], const char **why)
{
	const char *c1, *c2;

	if ((c1 = strchr(s, ',')) == NULL) {
		*why = "expected x,y or x,y,z";
		return -1;
	}
	c2 = strchr(c1 + 1, ',');
	if (c2 != NULL && strchr(c2 + 1, ',') != NULL) {
		*why = "expected x,y or x,y,z";
		return -1;
	}
	v[2] = 0;
	if (num_parse_n(s, (size_t)(c1 - s), 0, max, &v[0], why) == -1)
		return -1;
	if (c2 == NULL)
		return num_parse(c1 + 1, 0, max, &v[1], why) == -1 ? -1 : 2;
	if (num_parse_n(c1 + 1, (size_t)(c2 - c1 - 1), 0, max, &v[1],
	    why) == -1 || num_parse(c2 + 1, 0, max, &v[2], why) == -1)
		return -1;
	return 3;
}

/* The powers of ten that a double holds exactly. */
static const double exact10[] = {
	1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12,
	1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
};

/*
 * The double nearest the decimal s (digits, a point and digits), which
 * num_parse_real() has checked: its digits as one integer m over 10^k, k
 * its places after the point, which is one correctly rounded division
 * where m and 10^k are both exact; else strtod(), which rounds correctly
 * too (given the locale's point for the '.').  So a decimal reads as the
 * same double on every machine, and as the one any other correct reader
 * makes of it: 0.3 as 0.3, not as 3 x 0.1.
 */
static int
nearest(const char *s, uint64_t m, int exact, size_t k, double *v)
{
	const char *dp = localeconv()->decimal_point;
	size_t n = strlen(s), i, j;
	char *buf;

	if (exact && m <= UINT64_C(1) << 53 && k < sizeof exact10 /
	    sizeof exact10[0]) {
		*v = (double)m / exact10[k];
		return 0;
	}
	if ((buf = malloc(n + strlen(dp) + 1)) == NULL)
		return -1;
	for (i = j = 0; i < n; i++)
		if (s[i] == '.') {
			memcpy(buf + j, dp, strlen(dp));
			j += strlen(dp);
		} else
			buf[j++] = s[i];
	buf[j] = '\0';
	*v = strtod(buf, NULL);
	free(buf);
	return 0;
}

/*
 * Parse s as a plain decimal fraction in [min, max]: digits, optionally a
 * point and more digits ("0.25", ".5", "1", "1."), nothing else: no sign, no
 * exponent, no "inf" or "nan", so that what is accepted reads the same in
 * every locale; as the double nearest it.  Returns 0, or -1 with *why
 * saying what is wrong.
 */
int
num_parse_real(const char *s, double min, double max, double *out,
    const char **why)
{
	double v;
	size_t i = 0, digits = 0, places = 0, sig = 0;
	uint64_t whole = 0, m = 0;
	int frac = 0;

	for (; s[i] >= '0' && s[i] <= '9'; i++, digits++) {
		whole = whole > UINT64_MAX / 10 - 1 ? UINT64_MAX :
		    whole * 10 + (uint64_t)(s[i] - '0');
		if ((sig += m > 0 || s[i] != '0') <= 19)
			m = m * 10 + (uint64_t)(s[i] - '0');
	}
	if (s[i] == '.')
		for (i++; s[i] >= '0' && s[i] <= '9'; i++, digits++) {
			frac |= s[i] != '0';
			if ((sig += m > 0 || s[i] != '0') <= 19) {
				m = m * 10 + (uint64_t)(s[i] - '0');
				places++;
			}
		}
	if (i == 0 && s[0] == '\0') {
		*why = "missing number";
		return -1;
	}
	if (s[i] != '\0' || digits == 0) {
		*why = "not a number";
		return -1;
	}
	if (nearest(s, m, sig <= 19, places, &v) == -1) {
		*why = "out of memory";
		return -1;
	}
	if (v < min) {
		*why = "too small";
		return -1;
	}
	/*
	 * Against a whole max, the decimal itself, not the double it rounds
	 * to: 1.000000000000000000001 is more than 1, though it reads as 1.
	 */
	if (v > max || (max >= 0 && max < 0x1p53 &&
	    max == (double)(uint64_t)max && (whole > (uint64_t)max ||
	    (whole == (uint64_t)max && frac)))) {
		*why = "too large";
		return -1;
	}
	*out = v;
	return 0;
}
