/* check_algo.c: the algorithm registry: lookups, and the tables' own rules. */
#include <string.h>

#include "lib/libint.h"
#include "gen/genpriv.h"
#include "solve/solvepriv.h"
#include "unit.h"

static const struct maze_algo_info alpha = { "alpha", "a  al ", "the first" };
static const struct maze_algo_info beta = { "beta", NULL, "the second" };

static const struct match {
	const struct maze_algo_info *a;
	const char *name;
	int want;
} matches[] = {
	{ &alpha, "alpha", 1 },
	{ &alpha, "a", 1 },
	{ &alpha, "al", 1 },
	{ &alpha, "alp", 0 },		/* a prefix of the name */
	{ &alpha, "alphabet", 0 },
	{ &alpha, "", 0 },
	{ &alpha, " ", 0 },
	{ &alpha, "a  al ", 0 },	/* the alias list itself */
	{ &alpha, "al ", 0 },
	{ &alpha, "Alpha", 0 },
	{ &beta, "beta", 1 },
	{ &beta, "bet", 0 },
	{ &beta, "", 0 },
};

START_TEST(test_matches)
{
	const struct match *t = &matches[_i];

	ck_assert_msg(algo_matches(t->a, t->name) == t->want,
	    "algo_matches(%s, \"%s\") is not %d", t->a->name, t->name,
	    t->want);
}
END_TEST

/* The tables under test, by their iterators. */
static maze_algo_iter *const tables[] = { maze_gen_info, maze_solve_info };

/* Call f with each name and alias of a, stopping at the first nonzero. */
static int
each_name(const struct maze_algo_info *a,
    int (*f)(const char *, size_t, void *), void *arg)
{
	const char *p, *q;
	int rc;

	if ((rc = f(a->name, strlen(a->name), arg)) != 0)
		return rc;
	for (p = a->aliases; p != NULL && *p != '\0'; p = q) {
		while (*p == ' ')
			p++;
		for (q = p; *q != '\0' && *q != ' '; q++)
			;
		if (q > p && (rc = f(p, (size_t)(q - p), arg)) != 0)
			return rc;
	}
	return 0;
}

struct lookup {
	maze_algo_iter *it;
	size_t want;
};

/* maze_algo_find must give the row's own index for each of its names. */
static int
find_own(const char *name, size_t len, void *arg)
{
	struct lookup *l = arg;
	char buf[64];

	ck_assert_uint_lt(len, sizeof buf);
	memcpy(buf, name, len);
	buf[len] = '\0';
	ck_assert_msg(maze_algo_find(l->it, buf) == l->want,
	    "\"%s\" does not find row %zu", buf, l->want);
	ck_assert_msg(algo_matches(l->it(l->want), buf),
	    "row %zu does not match \"%s\"", l->want, buf);
	return 0;
}

START_TEST(test_find_every_name)
{
	maze_algo_iter *it = tables[_i];
	struct lookup l;
	size_t i;

	l.it = it;
	for (i = 0; it(i) != NULL; i++) {
		l.want = i;
		each_name(it(i), find_own, &l);
	}
	ck_assert_uint_gt(i, 0);
	ck_assert_uint_eq(maze_algo_find(it, ""), MAZE_NONE);
	ck_assert_uint_eq(maze_algo_find(it, "no-such-algorithm"), MAZE_NONE);
}
END_TEST

START_TEST(test_find_known)
{
	const struct maze_gen_algo *g;
	const struct maze_solve_algo *sv;

	g = maze_gen_algo(maze_algo_find(maze_gen_info, "backtracker"));
	ck_assert_ptr_nonnull(g);
	ck_assert(g->stream == &gen_backtracker);
	ck_assert_ptr_eq(maze_gen_algo(maze_algo_find(maze_gen_info, "dfs")),
	    g);
	ck_assert_ptr_eq(maze_gen_algo(maze_algo_find(maze_gen_info,
	    "recursive-backtracker")), g);
	g = maze_gen_algo(maze_algo_find(maze_gen_info, "kruskal"));
	ck_assert_ptr_nonnull(g);
	ck_assert(g->stream == &gen_kruskal);
	ck_assert(g->flags & GEN_WHOLE);
	ck_assert_uint_eq(maze_algo_find(maze_gen_info, "back"), MAZE_NONE);
	ck_assert_uint_eq(maze_algo_find(maze_gen_info, "bfs"), MAZE_NONE);

	sv = maze_solve_algo(maze_algo_find(maze_solve_info, "bfs"));
	ck_assert_ptr_nonnull(sv);
	ck_assert(sv->run == solve_bfs);
	ck_assert(sv->flags & MAZE_SOLVE_SHORTEST);
	ck_assert_ptr_eq(maze_solve_algo(maze_algo_find(maze_solve_info,
	    "breadth-first")), sv);
	ck_assert_uint_eq(maze_algo_find(maze_solve_info, "bf"), MAZE_NONE);
	ck_assert_uint_eq(maze_algo_find(maze_solve_info, "kruskal"),
	    MAZE_NONE);
}
END_TEST

/* Every name and alias seen so far in a table. */
struct seen {
	char name[64][64];
	size_t n;
};

static int
add_unique(const char *name, size_t len, void *arg)
{
	struct seen *s = arg;
	size_t i;

	ck_assert_uint_lt(len, sizeof s->name[0]);
	ck_assert_uint_lt(s->n, sizeof s->name / sizeof s->name[0]);
	for (i = 0; i < s->n; i++)
		ck_assert_msg(strlen(s->name[i]) != len ||
		    memcmp(s->name[i], name, len) != 0,
		    "\"%s\" names two rows, or one twice", s->name[i]);
	memcpy(s->name[s->n], name, len);
	s->name[s->n++][len] = '\0';
	return 0;
}

/*
 * The rows feed -a, -a list, --help and the man pages: each needs a name
 * (one word), a one-line description without a full stop, and no name or
 * alias may be taken twice.
 */
START_TEST(test_table_rows)
{
	maze_algo_iter *it = tables[_i];
	const struct maze_algo_info *a;
	struct seen seen;
	size_t i, len;

	seen.n = 0;
	for (i = 0; (a = it(i)) != NULL; i++) {
		ck_assert_ptr_nonnull(a->name);
		ck_assert_ptr_nonnull(a->desc);
		ck_assert_msg(a->name[0] != '\0', "row %zu has no name", i);
		ck_assert_msg(strpbrk(a->name, " \t\n") == NULL,
		    "name \"%s\" is not one word", a->name);
		len = strlen(a->desc);
		ck_assert_msg(len > 0, "%s has no description", a->name);
		ck_assert_msg(strchr(a->desc, '\n') == NULL &&
		    a->desc[len - 1] != '.', "%s: description \"%s\" is not "
		    "one line without a full stop", a->name, a->desc);
		each_name(a, add_unique, &seen);
	}
	ck_assert_uint_gt(i, 0);
}
END_TEST

/* The registries' two views of a row agree, and every row can run. */
START_TEST(test_table_views)
{
	const struct maze_gen_algo *g;
	const struct maze_solve_algo *sv;
	size_t i;

	for (i = 0; (g = maze_gen_algo(i)) != NULL; i++) {
		ck_assert_ptr_eq(maze_gen_info(i), &g->info);
		/* Exactly one way to run: in memory or streamed. */
		ck_assert((g->run != NULL) != (g->stream != NULL));
	}
	ck_assert_ptr_null(maze_gen_info(i));
	for (i = 0; (sv = maze_solve_algo(i)) != NULL; i++) {
		ck_assert_ptr_eq(maze_solve_info(i), &sv->info);
		ck_assert(sv->run != NULL);
	}
	ck_assert_ptr_null(maze_solve_info(i));
}
END_TEST

Suite *
algo_suite(void)
{
	Suite *s = suite_create("algo");
	TCase *tc;

	tc = tcase_create("lookup");
	tcase_add_loop_test(tc, test_matches, 0,
	    sizeof matches / sizeof matches[0]);
	tcase_add_loop_test(tc, test_find_every_name, 0,
	    sizeof tables / sizeof tables[0]);
	tcase_add_test(tc, test_find_known);
	suite_add_tcase(s, tc);

	tc = tcase_create("tables");
	tcase_add_loop_test(tc, test_table_rows, 0,
	    sizeof tables / sizeof tables[0]);
	tcase_add_test(tc, test_table_views);
	suite_add_tcase(s, tc);
	return s;
}
