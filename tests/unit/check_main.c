/* check_main.c: runs every unit suite of the maze library. */
#include <stdlib.h>

#include "unit.h"

int
main(void)
{
	SRunner *sr;
	int failed;

	sr = srunner_create(grid_suite());
	srunner_add_suite(sr, read_suite());
	srunner_add_suite(sr, write_suite());
	srunner_add_suite(sr, rng_suite());
	srunner_add_suite(sr, num_suite());
	srunner_add_suite(sr, grow_suite());
	srunner_add_suite(sr, search_suite());
	srunner_add_suite(sr, algo_suite());
	srunner_add_suite(sr, gen_suite());
	srunner_add_suite(sr, mask_suite());
	srunner_add_suite(sr, weave_suite());
	srunner_add_suite(sr, shapes_suite());
	srunner_add_suite(sr, solve_suite());
	srunner_add_suite(sr, post_suite());
	srunner_add_suite(sr, stat_suite());
	srunner_add_suite(sr, cells_suite());
	srunner_add_suite(sr, render_suite());
	srunner_add_suite(sr, play_suite());
	srunner_add_suite(sr, api_suite());
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
