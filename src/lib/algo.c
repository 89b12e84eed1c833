/* algo.c: looking algorithms up by name or alias. */
#include <string.h>

#include "lib/libint.h"

/* Does name name a, by its name or one of its aliases? */
int
algo_matches(const struct maze_algo_info *a, const char *name)
{
	const char *p, *q;
	size_t n = strlen(name);

	if (strcmp(a->name, name) == 0)
		return 1;
	for (p = a->aliases; p != NULL && *p != '\0'; p = q) {
		while (*p == ' ')
			p++;
		for (q = p; *q != '\0' && *q != ' '; q++)
			;
		if ((size_t)(q - p) == n && n > 0 && memcmp(p, name, n) == 0)
			return 1;
	}
	return 0;
}

/* The index of the algorithm called name, or MAZE_NONE (name NULL too). */
size_t
maze_algo_find(maze_algo_iter *it, const char *name)
{
	const struct maze_algo_info *a;
	size_t i;

	if (it == NULL || name == NULL)
		return MAZE_NONE;
	for (i = 0; (a = it(i)) != NULL; i++)
		if (algo_matches(a, name))
			return i;
	return MAZE_NONE;
}
