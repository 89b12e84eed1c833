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

/*
 * measure.c: count a node d steps from a sweep's source in the histogram
 * *level of *nlevel distances, s's scratch array SCR_LEVEL with room for
 * *cap.  The distances a sweep meets never fall, but may skip one (a
 * weave's tunnel, four blocks, is two): the histogram grows to d.
 * Returns 0, or -1 out of memory.
 */
#define SCR_LEVEL	0

int	stat_level_add(struct maze_search *s, uint32_t **level,
	    size_t *nlevel, size_t *cap, uint64_t d);

#endif
