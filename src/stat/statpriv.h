/*
 * statpriv.h: what the files of src/stat share and no other layer needs.
 * Private to src/stat.
 */
#ifndef STAT_STATPRIV_H
#define STAT_STATPRIV_H

#include <stdint.h>

#include "stat/statint.h"

/*
 * measure.c: the open blocks of m, every level's, into *open, and the
 * length in steps of the route marked '+' from S to E into *solution (-1
 * if nothing is marked, -2 if the marks are not one such route), as the
 * figures solution and open count them.
 */
void	stat_blocks_route(const struct maze *, uint64_t *open,
	    int64_t *solution);

#endif
