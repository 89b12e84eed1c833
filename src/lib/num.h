/* num.h: range-checked number parsing (a strtonum for unsigned 64 bits). */
#ifndef LIB_NUM_H
#define LIB_NUM_H

#include <stddef.h>
#include <stdint.h>

int	num_parse(const char *, uint64_t min, uint64_t max, uint64_t *,
	    const char **why);
int	num_parse_n(const char *, size_t len, uint64_t min, uint64_t max,
	    uint64_t *, const char **why);
int	num_parse_pair(const char *, uint64_t max, uint64_t *x, uint64_t *y,
	    const char **why);
int	num_parse_point(const char *, uint64_t max, uint64_t v[3],
	    const char **why);
int	num_parse_real(const char *, double min, double max, double *,
	    const char **why);

#endif
