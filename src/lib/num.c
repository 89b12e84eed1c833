/* num.c: range-checked parsing of the numbers in options and header lines. */
#include <stdint.h>
#include <string.h>

#include "num.h"

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
