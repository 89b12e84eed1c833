/* check_play.c: the game of mazeplay: moves, score, saved games, scores. */
#include <sys/stat.h>

#include <fcntl.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "play/play.h"
#include "unit.h"


/* Start a game on the maze in s; the test fails unless that works. */
static void
start(struct play *p, const char *s)
{
	struct maze m;
	struct maze_err e;

	maze_init(&m);
	ck_assert_int_eq(read_bytes(s, strlen(s), &m, &e), 1);
	if (play_start(p, &m, &e) == -1)
		ck_abort_msg("play_start: %s", e.msg);
	maze_free(&m);
}

/* Take the steps in keys: n, e, s, w, u, d; return the steps taken. */
static int
walk(struct play *p, const char *keys)
{
	static const char dirs[] = "nesw<>";
	struct maze_err e;
	int steps = 0, rc;

	for (; *keys != '\0'; keys++) {
		rc = play_move(p, (int)(strchr(dirs, *keys) - dirs), &e);
		ck_assert_int_ne(rc, -1);
		steps += rc;
	}
	return steps;
}

/* The game written, as a string the caller frees. */
static char *
written(const struct play *p, int saved)
{
	struct maze_err e;
	char *buf = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&buf, &len);

	ck_assert_ptr_nonnull(fp);
	ck_assert_int_eq(play_write(p, fp, saved, &e), 0);
	ck_assert_int_eq(fclose(fp), 0);
	return buf;
}

START_TEST(test_moves)
{
	struct play p;

	start(&p, man_example);
	ck_assert_uint_eq(p.shortest, 12);
	ck_assert_int_eq(walk(&p, "n"), 0);	/* out of the maze */
	ck_assert_int_eq(walk(&p, "w"), 0);	/* into a wall */
	ck_assert_int_eq(walk(&p, "seeew"), 5);
	ck_assert_uint_eq(p.moves, 5);
	ck_assert_uint_eq(p.explored, 5);
	/* Back to a block on the route: the loop is cut. */
	ck_assert_uint_eq(play_length(&p), 3);
	ck_assert_int_eq(walk(&p, "wwwn"), 3);
	ck_assert_uint_eq(play_length(&p), 0);
	ck_assert_uint_eq(p.explored, 5);
	ck_assert(!play_won(&p));
	walk(&p, "seeeeeesssss");
	ck_assert(play_won(&p));
	ck_assert_uint_eq(play_length(&p), 12);
	ck_assert_uint_eq(p.moves, 20);
	ck_assert_uint_eq(p.explored, 13);
	play_free(&p);
}
END_TEST

/* Score: rounded 1000 * S / moves * S / (S + seconds). */
static const struct {
	uint64_t shortest, moves, ms, score;
} scores[] = {
	{ 12, 12, 0, 1000 },
	{ 12, 24, 0, 500 },
	{ 12, 12, 12000, 500 },
	{ 12, 14, 15000, 381 },
	{ 12, 14, 14000, 396 },
	{ 1, 1, 1, 999 },
	{ 0, 5, 5, 0 },
	{ 5, 0, 5, 0 },
	{ 4000000000u, 4000000000u, 0, 1000 },
	{ 5, 1, 0, 1000 },		/* fewer moves than shortest */
};

START_TEST(test_score)
{
	ck_assert_uint_eq(play_score(scores[_i].shortest, scores[_i].moves,
	    scores[_i].ms), scores[_i].score);
}
END_TEST

/* A saved game reads back as it was: place, route, trail, figures. */
START_TEST(test_round_trip)
{
	struct play p, q;
	char *a, *b;

	start(&p, man_example);
	walk(&p, "seeeeewwwsn");	/* to (3,1) by a way down and back */
	p.ms = 6543;
	a = written(&p, 1);
	ck_assert_ptr_nonnull(strstr(a, "\n; mazeplay at 3,1 moves 11 "
	    "time 6543\n#S#######\n#+++... #\n# #.### #"));
	start(&q, a);
	ck_assert(q.resumed);
	ck_assert_uint_eq(q.pos, p.pos);
	ck_assert_uint_eq(q.moves, p.moves);
	ck_assert_uint_eq(q.ms, p.ms);
	ck_assert_uint_eq(q.explored, p.explored);
	ck_assert_uint_eq(q.nroute, p.nroute);
	ck_assert_mem_eq(q.route, p.route, p.nroute * sizeof *p.route);
	ck_assert_mem_eq(q.seen, p.seen, maze_blocks(&p.m));
	b = written(&q, 1);
	ck_assert_str_eq(a, b);
	free(a);
	free(b);
	/* The route written: the maze solved as the player walked it. */
	walk(&q, "eeeesssss");
	a = written(&q, 0);
	ck_assert_ptr_nonnull(strstr(a, "; mazeplay route 12 explored 14 "
	    "moves 20 time 6543\n#S#######\n#+++++++#\n# #.###+#"));
	free(a);
	play_free(&p);
	play_free(&q);
}
END_TEST

/*
 * A masked maze's saved game keeps its grid line, so that the game
 * resumed, and the route written, are of the masked maze, its outside
 * still outside.
 */
START_TEST(test_mask_save)
{
	struct play p, q;
	char *a;
	static const char ring[] = "; grid square mask\n#######\n#   S##\n"
	    "# #####\n#E#####\n#######\n";

	start(&p, ring);
	ck_assert_uint_eq(p.m.hdr.grid, MAZE_GRID_MASK);
	ck_assert_int_eq(walk(&p, "www"), 3);
	a = written(&p, 1);
	ck_assert_ptr_nonnull(strstr(a, "; grid square mask\n; mazeplay at "
	    "1,1 moves 3 "));
	start(&q, a);
	free(a);
	ck_assert(q.resumed);
	ck_assert_uint_eq(q.m.hdr.grid, MAZE_GRID_MASK);
	walk(&q, "ss");
	ck_assert(play_won(&q));
	a = written(&q, 0);
	ck_assert_ptr_nonnull(strstr(a, "; grid square mask\n; mazeplay route "
	    "5 "));
	free(a);
	play_free(&p);
	play_free(&q);
}
END_TEST

/* Levels: down and up cross a floor in one move of two steps. */
START_TEST(test_levels)
{
	struct play p, q;
	char *a;
	static const char levels[] =
	    "; maze 1\n; size 7 5 5\n"
	    "; level 0\n#######\n#######\n#######\n#######\n#######\n"
	    "; level 1\n#S#####\n#     #\n# ### #\n# #   #\n#######\n"
	    "; level 2\n#######\n#######\n#######\n# # ###\n#######\n"
	    "; level 3\n#######\n#     #\n# #####\n# #   #\n#####E#\n"
	    "; level 4\n#######\n#######\n#######\n#######\n#######\n";

	start(&p, levels);
	ck_assert(p.folds);
	ck_assert_int_eq(walk(&p, "sss>"), 5);
	ck_assert_uint_eq(p.pos, maze_block(&p.m, 1, 3, 3));
	ck_assert_int_eq(walk(&p, "<>"), 4);
	a = written(&p, 1);
	ck_assert_ptr_nonnull(strstr(a, "; mazeplay at 1,3,3 moves 9 "));
	start(&q, a);
	ck_assert_uint_eq(q.pos, p.pos);
	ck_assert_uint_eq(q.nroute, 6);
	free(a);
	play_free(&p);
	play_free(&q);
}
END_TEST

/* A game at E is over: play_save() refuses it, play_start() too. */
START_TEST(test_won_save)
{
	struct play_paths pp;
	struct maze_buf where;
	struct play p;
	struct maze m;
	struct maze_err e;
	char *a;

	start(&p, man_example);
	walk(&p, "seeeeeesssss");
	ck_assert(play_won(&p));
	ck_assert_int_eq(play_paths(&pp, "/nonexistent", NULL, &e), 0);
	maze_buf_init(&where);
	ck_assert_int_eq(play_save(&p, &pp, &where), -1);
	ck_assert_str_eq(where.s, "game not saved in "
	    "/nonexistent/mazes/game.maze: a game won is over, not saved");
	maze_buf_free(&where);
	play_paths_free(&pp);
	a = written(&p, 1);
	maze_init(&m);
	ck_assert_int_eq(read_bytes(a, strlen(a), &m, &e), 1);
	play_free(&p);
	ck_assert_int_eq(play_start(&p, &m, &e), -1);
	ck_assert_str_eq(e.msg, "saved game: the player at 7,6,0 is on E: "
	    "a game won is over, not saved");
	free(a);
	play_free(&p);
	maze_free(&m);
}
END_TEST

/* A saved game inside a floor, where no move stops, is refused. */
START_TEST(test_floor_save)
{
	static const char s[] =
	    "; maze 1\n; size 7 5 5\n; mazeplay at 1,3,2 moves 4 time 1\n"
	    "; level 0\n#######\n#######\n#######\n#######\n#######\n"
	    "; level 1\n#S#####\n#+    #\n#+### #\n#+#   #\n#######\n"
	    "; level 2\n#######\n#######\n#######\n# # ###\n#######\n"
	    "; level 3\n#######\n#     #\n# #####\n# #   #\n#####E#\n"
	    "; level 4\n#######\n#######\n#######\n#######\n#######\n";
	struct play p;
	struct maze m;
	struct maze_err e;

	maze_init(&m);
	ck_assert_int_eq(read_bytes(s, strlen(s), &m, &e), 1);
	ck_assert_int_eq(play_start(&p, &m, &e), -1);
	ck_assert_str_eq(e.msg, "saved game: the player at 1,3,2 is inside "
	    "a floor, which a move crosses");
	play_free(&p);
	maze_free(&m);
}
END_TEST

/* Saved games that do not add up are refused, saying why. */
static const struct {
	const char *line, *why;
} bad_saves[] = {
	{ "; mazeplay at 4,1 moves 10", "expected" },
	{ "; mazeplay at 4,1 moves 10 time x", "time" },
	{ "; mazeplay at 4 moves 10 time 1", "where" },
	{ "; mazeplay at 0,1 moves 10 time 1", "not on an open block" },
	{ "; mazeplay at 4,1 moves 1 time 1", "fewer than" },
	{ "; mazeplay at 6,1 moves 10 time 1", "no route" },
	{ "; mazeplay at 4,1  moves 10 time 1", "expected" },
	{ "; mazeplay at 4,1 moves 10 time 18446744073709551000",
	    "time: more than 999999999999999" },
	{ "; mazeplay at 4,1 moves 10 time 1000000000000000",
	    "time: more than 999999999999999" },
	{ "; mazeplay at 4,1 moves 18446744073709551615 time 1",
	    "moves: more than 999999999999999" },
};

START_TEST(test_bad_save)
{
	struct play p;
	struct maze m;
	struct maze_err e;
	char buf[512];

	snprintf(buf, sizeof buf, "; maze 1\n%s\n#S#######\n#++++   #\n"
	    "# # ### #\n#######E#\n", bad_saves[_i].line);
	maze_init(&m);
	ck_assert_int_eq(read_bytes(buf, strlen(buf), &m, &e), 1);
	ck_assert_int_eq(play_start(&p, &m, &e), -1);
	ck_assert_msg(strstr(e.msg, bad_saves[_i].why) != NULL, "%s: %s",
	    bad_saves[_i].line, e.msg);
	play_free(&p);
	maze_free(&m);
}
END_TEST

/*
 * Moves and time stop at PLAY_COUNT_MAX, and a game saved there reads
 * back: the clock never wraps to a small time, nor the moves to 0.
 */
START_TEST(test_counts)
{
	struct play p, q;
	char *a;

	start(&p, man_example);
	p.moves = PLAY_COUNT_MAX - 1;
	ck_assert_int_eq(walk(&p, "se"), 2);
	ck_assert_uint_eq(p.moves, PLAY_COUNT_MAX);
	play_add_ms(&p, PLAY_COUNT_MAX - 5);
	play_add_ms(&p, 3);
	ck_assert_uint_eq(p.ms, PLAY_COUNT_MAX - 2);
	play_add_ms(&p, UINT64_MAX);
	ck_assert_uint_eq(p.ms, PLAY_COUNT_MAX);
	a = written(&p, 1);
	ck_assert_ptr_nonnull(strstr(a, "; mazeplay at 2,1 moves "
	    "999999999999999 time 999999999999999\n"));
	start(&q, a);
	ck_assert_uint_eq(q.moves, PLAY_COUNT_MAX);
	ck_assert_uint_eq(q.ms, PLAY_COUNT_MAX);
	free(a);
	play_free(&p);
	play_free(&q);
}
END_TEST

START_TEST(test_no_ends)
{
	struct play p;
	struct maze m;
	struct maze_err e;
	static const char s[] = "#####\n#S  #\n#####\n";

	maze_init(&m);
	ck_assert_int_eq(read_bytes(s, strlen(s), &m, &e), 1);
	ck_assert_int_eq(play_start(&p, &m, &e), -1);
	ck_assert_str_eq(e.msg, "no end block 'E' in this maze");
	play_free(&p);
	maze_free(&m);
}
END_TEST

/*
 * What maze a game was: the programs that made and changed it, as the
 * pipeline ran them (once only the first, so that a maze with its end
 * moved was taken for the one made), or the name given.
 */
START_TEST(test_provenance)
{
	static const char rows[] = "#S#######\n#       #\n# # ### #\n"
	    "#######E#\n";
	static const char *const heads[][2] = {
		{ "", "game.maze" },
		{ "; maze 1\n; size 9 4\n; mazegen -a prim -s 2 4 2\n",
		    "mazegen -a prim -s 2 4 2" },
		{ "; mazegen -s 9 4 2\n; a comment\n; mazepost --end farthest\n"
		    "; mazeplay at 1,0 moves 0 time 0\n",
		    "mazegen -s 9 4 2 | mazepost --end farthest" },
	};
	struct play_result r;
	struct play p;
	char buf[256];
	size_t k;

	for (k = 0; k < sizeof heads / sizeof heads[0]; k++) {
		snprintf(buf, sizeof buf, "%s%s", heads[k][0], rows);
		start(&p, buf);
		play_result(&p, "game.maze", 0, &r);
		ck_assert_str_eq(r.maze, heads[k][1]);
		play_result_free(&r);
		play_free(&p);
	}
}
END_TEST

/* The scoreboard: written a line a game, read back, best first. */
START_TEST(test_board)
{
	static const struct play_result r[] = {
		{ 0, 15000, 14, 13, 12, 12, 381, "mazegen -s 1 4 3",
		    { NULL, 0, 0, 0 } },
		{ 86400, 14000, 14, 13, 12, 12, 396, "a\tb",
		    { NULL, 0, 0, 0 } },
		{ 60, 9000, 30, 20, 12, 12, 381, "x", { NULL, 0, 0, 0 } },
		{ 30, 15000, 14, 13, 12, 12, 381, "y", { NULL, 0, 0, 0 } },
	};
	char dir[] = "/tmp/check_play.XXXXXX", path[64], *text = NULL;
	struct play_board b;
	struct maze_err e;
	size_t i, len = 0;
	FILE *fp;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/scores.tsv", dir);
	for (i = 0; i < 4; i++)
		ck_assert_int_eq(play_scores_add(path, &r[i], &e), 0);
	fp = fopen(path, "r");
	ck_assert_ptr_nonnull(fp);
	ck_assert_int_eq(getdelim(&text, &len, '\0', fp) > 0, 1);
	ck_assert_str_eq(text, PLAY_SCORES_HEADER "\n"
	    "1970-01-01T00:00:00Z\t15.000\t14\t13\t12\t12\t381\t"
	    "mazegen -s 1 4 3\n"
	    "1970-01-02T00:00:00Z\t14.000\t14\t13\t12\t12\t396\ta b\n"
	    "1970-01-01T00:01:00Z\t9.000\t30\t20\t12\t12\t381\tx\n"
	    "1970-01-01T00:00:30Z\t15.000\t14\t13\t12\t12\t381\ty\n");
	free(text);
	rewind(fp);
	play_board_init(&b);
	ck_assert_int_eq(play_board_read(&b, fp, &e), 0);
	fclose(fp);
	play_board_sort(&b);
	ck_assert_uint_eq(b.n, 4);
	ck_assert_str_eq(b.v[0].field[7], "a b");
	ck_assert_str_eq(b.v[1].field[7], "x");
	ck_assert_str_eq(b.v[2].field[7], "mazegen -s 1 4 3");
	ck_assert_str_eq(b.v[3].field[7], "y");
	play_board_free(&b);
	unlink(path);
	rmdir(dir);
}
END_TEST

/* The board printed: as the file has it, or aligned for a terminal. */
START_TEST(test_board_print)
{
	char text[] = PLAY_SCORES_HEADER "\n"
	    "2026-11-21T10:04:05Z\t12.345\t40\t30\t20\t20\t700\tm\n";
	struct play_board b;
	struct maze_err e;
	char *out = NULL;
	size_t len = 0;
	FILE *fp = open_bytes(text, strlen(text));

	play_board_init(&b);
	ck_assert_int_eq(play_board_read(&b, fp, &e), 0);
	fclose(fp);
	fp = open_memstream(&out, &len);
	play_board_print(&b, fp, 0);
	fclose(fp);
	ck_assert_str_eq(out, text);
	free(out);
	fp = open_memstream(&out, &len);
	play_board_print(&b, fp, 1);
	fclose(fp);
	ck_assert_str_eq(out, "date                    time  moves  explored  "
	    "length  shortest  score  maze\n2026-11-21T10:04:05Z  12.345     "
	    "40        30      20        20    700  m\n");
	free(out);
	play_board_free(&b);
}
END_TEST

/* A game of the example that has taken steps, saved in pp as it is. */
static void
save_steps(struct play *p, const char *steps, const struct play_paths *pp,
    const char *want)
{
	struct maze_buf msg;
	char s[128];

	walk(p, steps);
	maze_buf_init(&msg);
	if (play_save(p, pp, &msg) == -1)
		ck_abort_msg("play_save: %s", msg.s);
	snprintf(s, sizeof s, "game saved in %s%s; mazeplay resumes it",
	    pp->dir, want);
	ck_assert_str_eq(msg.s, s);
	ck_assert_str_eq(p->slot.path + strlen(pp->dir), want);
	maze_buf_free(&msg);
}

/* The newest saved game resumed: which slot, and its moves. */
static void
resume(struct play *p, const struct play_paths *pp, const char *want,
    uint64_t moves)
{
	struct maze_buf msg;

	maze_buf_init(&msg);
	if (play_resume_newest(p, pp, &msg) != 1)
		ck_abort_msg("play_resume_newest: %s", msg.s);
	ck_assert_ptr_null(msg.s);
	ck_assert_str_eq(p->slot.path + strlen(pp->dir), want);
	ck_assert_uint_eq(p->moves, moves);
	maze_buf_free(&msg);
}

/*
 * Saved games, a slot each: a new game takes the first free slot; a
 * game resumed goes back into its own slot while that holds what it was
 * read from, else into a free one; the newest is resumed, of two at once
 * the lower; names that are no slot's are left alone; a game over
 * removes its own slot only if it still holds it.
 */
START_TEST(test_slots)
{
	char top[] = "/tmp/check_play.XXXXXX", path[96];
	struct timespec ts[2] = { { 1000, 0 }, { 1000, 0 } };
	static const char *const names[] = { "game-02.maze", "game-1.maze",
	    "game-10000.maze", "game-2.maze.x", "Game.maze" };
	struct play_paths pp;
	struct play a, b, c;
	struct maze_buf where;
	struct maze_err e;
	size_t i;
	FILE *fp;

	ck_assert_ptr_nonnull(mkdtemp(top));
	ck_assert_int_eq(play_paths(&pp, top, NULL, &e), 0);
	maze_buf_init(&where);
	ck_assert_int_eq(play_resume_newest(&a, &pp, &where), 0);
	snprintf(path, sizeof path, "no saved game in %s", pp.dir);
	ck_assert_str_eq(where.s, path);
	play_free(&a);
	start(&a, man_example);
	save_steps(&a, "s", &pp, "/game.maze");
	play_free(&a);
	start(&a, man_example);
	save_steps(&a, "se", &pp, "/game-2.maze");
	play_free(&a);
	resume(&a, &pp, "/game-2.maze", 2);
	resume(&b, &pp, "/game-2.maze", 2);
	/* a's slot as a read it: a goes on there; b's is a's now. */
	save_steps(&a, "e", &pp, "/game-2.maze");
	save_steps(&b, "ee", &pp, "/game-3.maze");
	/* Over: b's own slot goes, a's slot, read again, is kept. */
	ck_assert_int_eq(play_slot_remove(&b, &pp, &e), 1);
	snprintf(path, sizeof path, "%s/game-3.maze", pp.dir);
	ck_assert_int_eq(access(path, F_OK), -1);
	play_free(&b);
	resume(&b, &pp, "/game-2.maze", 3);
	save_steps(&b, "e", &pp, "/game-2.maze");
	ck_assert_int_eq(play_slot_remove(&a, &pp, &e), 0);
	snprintf(path, sizeof path, "%s/game-2.maze", pp.dir);
	ck_assert_int_eq(access(path, F_OK), 0);
	play_free(&a);
	play_free(&b);
	/* Two at once: the lower.  Names not a slot's: never looked at. */
	snprintf(path, sizeof path, "%s/game.maze", pp.dir);
	ck_assert_int_eq(utimensat(AT_FDCWD, path, ts, 0), 0);
	snprintf(path, sizeof path, "%s/game-2.maze", pp.dir);
	ck_assert_int_eq(utimensat(AT_FDCWD, path, ts, 0), 0);
	for (i = 0; i < sizeof names / sizeof names[0]; i++) {
		snprintf(path, sizeof path, "%s/%s", pp.dir, names[i]);
		fp = fopen(path, "w");
		fputs("junk\n", fp);
		fclose(fp);
	}
	resume(&a, &pp, "/game.maze", 1);
	/* A slot taken by anything, a directory too, is not free. */
	snprintf(path, sizeof path, "%s/game-3.maze", pp.dir);
	ck_assert_int_eq(mkdir(path, 0777), 0);
	start(&c, man_example);
	save_steps(&c, "s", &pp, "/game-4.maze");
	ck_assert_int_eq(rmdir(path), 0);
	play_free(&c);
	play_free(&a);
	for (i = 0; i < sizeof names / sizeof names[0]; i++) {
		snprintf(path, sizeof path, "%s/%s", pp.dir, names[i]);
		unlink(path);
	}
	snprintf(path, sizeof path, "%s/game.maze", pp.dir);
	unlink(path);
	for (i = 2; i <= 4; i++) {
		snprintf(path, sizeof path, "%s/game-%zu.maze", pp.dir, i);
		unlink(path);
	}
	unlink(pp.lock);
	rmdir(pp.dir);
	rmdir(top);
	maze_buf_free(&where);
	play_paths_free(&pp);
}
END_TEST

/* Where the files are kept; dir NULL: nowhere. */
static const struct {
	const char *xdg, *home, *dir;
} paths[] = {
	{ "/x", "/h", "/x/mazes" },
	{ "x", "/h", "/h/.local/share/mazes" },
	{ NULL, "/h", "/h/.local/share/mazes" },
	{ "", "", NULL },
	{ NULL, NULL, NULL },
};

START_TEST(test_paths)
{
	struct play_paths pp;
	struct maze_err e;
	char s[64];

	ck_assert_int_eq(play_paths(&pp, paths[_i].xdg, paths[_i].home, &e),
	    paths[_i].dir != NULL ? 0 : -1);
	if (paths[_i].dir == NULL)
		ck_assert_str_eq(e.msg, "no data directory: set HOME or "
		    "XDG_DATA_HOME");
	else {
		ck_assert_str_eq(pp.dir, paths[_i].dir);
		snprintf(s, sizeof s, "%s/lock", paths[_i].dir);
		ck_assert_str_eq(pp.lock, s);
		snprintf(s, sizeof s, "%s/scores.tsv", paths[_i].dir);
		ck_assert_str_eq(pp.board, s);
	}
	play_paths_free(&pp);
}
END_TEST

#define H	PLAY_SCORES_HEADER "\n"
#define D	"2026-11-21T10:04:05Z\t"

/*
 * Scoreboards that are not, refused where they go wrong: the line, the
 * column of the field, what is wrong.  A text holding a NUL gives its
 * length, the others 0.
 */
static const struct {
	const char *text;
	size_t len;
	unsigned long line, col;
	const char *msg;
} bad_boards[] = {
	{ "date\ttime\n", 0, 1, 1, "not a scoreboard" },
	{ "notes\n", 0, 1, 1, "not a scoreboard" },
	{ H D "1.000\t1\t1\t1\t1\t1\n", 0, 2, 37, "expected 8 fields "
	    "separated by tabs, found 7" },
	{ H D "1.000\t1\t1\t1\t1\t1\tm\tx\n", 0, 2, 39, "found more" },
	{ H "x\t1.000\t1\t1\t1\t1\t1\tm\n", 0, 2, 1, "date: expected" },
	{ H "2026-13-21T10:04:05Z\t1.000\t1\t1\t1\t1\t1\tm\n", 0, 2, 1,
	    "date" },
	{ H "2026-11-21 10:04:05Z\t1.000\t1\t1\t1\t1\t1\tm\n", 0, 2, 1,
	    "date" },
	{ H D "1.0\t1\t1\t1\t1\t1\tm\n", 0, 2, 22, "time: expected seconds "
	    "with three decimals, at most 999999999999.999" },
	{ H D "1.000\tx\t1\t1\t1\t1\tm\n", 0, 2, 28, "moves: not a number" },
	{ H D "1.000\t1\t-1\t1\t1\t1\tm\n", 0, 2, 30,
	    "explored: not a number" },
	{ H D "1.000\t1\t1\t\t1\t1\tm\n", 0, 2, 32, "length: missing number" },
	{ H D "1.000\t1\t1\t1\t1000000000000000\t1\tm\n", 0, 2, 34,
	    "shortest: more than 999999999999999" },
	{ H D "1.000\t1\t1\t1\t1\t-1\tm\n", 0, 2, 36, "score: not a number" },
	/* Past what a game counts: the time, the score. */
	{ H D "1000000000000.000\t1\t1\t1\t1\t1\tm\n", 0, 2, 22, "time" },
	{ H D "18446744073709550.000\t1\t1\t1\t1\t1\tm\n", 0, 2, 22, "time" },
	{ H D "1.000\t1\t1\t1\t1\t1001\tm\n", 0, 2, 36,
	    "score: more than 1000" },
	/* A NUL, which would end the line where C reads it. */
	{ H D "1.000\t1\t1\t1\t1\t1\tm\0x\n",
	    sizeof H D "1.000\t1\t1\t1\t1\t1\t" "m\0x\n" - 1, 2, 39,
	    "unexpected byte 0x00" },
	{ H "\n", 0, 2, 1, "found 1" },
};

START_TEST(test_bad_board)
{
	struct play_board b;
	struct maze_err e;
	size_t len = bad_boards[_i].len ? bad_boards[_i].len :
	    strlen(bad_boards[_i].text);
	FILE *fp = open_bytes(bad_boards[_i].text, len);

	play_board_init(&b);
	ck_assert_int_eq(play_board_read(&b, fp, &e), -1);
	ck_assert_uint_eq(e.line, bad_boards[_i].line);
	ck_assert_uint_eq(e.col, bad_boards[_i].col);
	ck_assert_msg(strstr(e.msg, bad_boards[_i].msg) != NULL, "%s",
	    e.msg);
	play_board_free(&b);
	fclose(fp);
}
END_TEST

/*
 * Scoreboards that are: CR LF lines, as LF lines; no newline at the end;
 * the date "-" the writer puts where it has none; the most of each field.
 */
START_TEST(test_good_board)
{
	static const char crlf[] = PLAY_SCORES_HEADER "\r\n"
	    D "1.000\t1\t1\t1\t1\t1\tm\r\n"
	    "-\t999999999999.999\t999999999999999\t0\t0\t0\t1000\tm 2";
	struct play_board b;
	struct maze_err e;
	FILE *fp = open_bytes(crlf, strlen(crlf));

	play_board_init(&b);
	ck_assert_int_eq(play_board_read(&b, fp, &e), 0);
	fclose(fp);
	ck_assert_uint_eq(b.n, 2);
	ck_assert_str_eq(b.v[0].field[7], "m");
	ck_assert_str_eq(b.v[1].field[7], "m 2");
	ck_assert_uint_eq(b.v[1].ms, PLAY_COUNT_MAX);
	ck_assert_uint_eq(b.v[1].score, 1000);
	play_board_free(&b);
}
END_TEST

/*
 * A maze's header is anyone's: its control bytes are spaces on the
 * scoreboard, and anything a terminal would not show as a character, '?'
 * where the board is printed for one.
 */
START_TEST(test_board_controls)
{
	static const struct play_result r = { 0, 1000, 1, 1, 1, 1, 1,
	    "mazegen \033]0;PWNED\007\033[2J\t\r\n\177\302\233 \351x",
	    { NULL, 0, 0, 0 } };
	char text[] = PLAY_SCORES_HEADER "\n" D "1.000\t1\t1\t1\t1\t1\t"
	    "a\033[2J\177\302\233\351b\n";
	static const char utf8[] = PLAY_SCORES_HEADER "\n" D "1.000\t1\t1\t"
	    "1\t1\t1\t\303\251\302\233\342\224\214\342b\n";
	struct play_board b;
	struct maze_buf line;
	struct maze_err e;
	char *out = NULL;
	size_t len = 0;
	FILE *fp;

	maze_buf_init(&line);
	play_result_line(&r, &line);
	ck_assert_str_eq(line.s, "1970-01-01T00:00:00Z\t1.000\t1\t1\t1\t1\t1\t"
	    "mazegen  ]0;PWNED  [2J    \302\233 \351x\n");
	maze_buf_free(&line);
	fp = open_bytes(text, strlen(text));
	play_board_init(&b);
	ck_assert_int_eq(play_board_read(&b, fp, &e), 0);
	fclose(fp);
	fp = open_memstream(&out, &len);
	play_board_print(&b, fp, 0);
	fclose(fp);
	ck_assert_str_eq(out, text);
	free(out);
	/* In the C locale, the tests', no byte past 0x7f is a character. */
	fp = open_memstream(&out, &len);
	play_board_print(&b, fp, 1);
	fclose(fp);
	ck_assert_msg(strstr(out, "    1  a?[2J????b\n") != NULL, "%s", out);
	free(out);
	play_board_free(&b);
	/* In UTF-8, where there is one: C1's CSI is no printable one. */
	if (setlocale(LC_CTYPE, "C.UTF-8") == NULL)
		return;
	fp = open_bytes(utf8, strlen(utf8));
	play_board_init(&b);
	ck_assert_int_eq(play_board_read(&b, fp, &e), 0);
	fclose(fp);
	fp = open_memstream(&out, &len);
	play_board_print(&b, fp, 1);
	fclose(fp);
	setlocale(LC_CTYPE, "C");
	ck_assert_msg(strstr(out, "    1  \303\251?\342\224\214?b\n") != NULL,
	    "%s", out);
	free(out);
	play_board_free(&b);
}
END_TEST

/* The whole of the file at path, as a string the caller frees. */
static char *
slurp(const char *path)
{
	char *text = NULL;
	size_t len = 0;
	FILE *fp = fopen(path, "r");

	ck_assert_ptr_nonnull(fp);
	if (getdelim(&text, &len, '\0', fp) == -1) {
		free(text);
		text = strdup("");
	}
	fclose(fp);
	return text;
}

/*
 * A line is added only to a scoreboard: a file that is not one is kept as
 * it is, a FIFO refused without waiting for a reader; a last line without
 * its newline gets one first.
 */
START_TEST(test_board_add)
{
	static const struct play_result r = { 0, 1000, 1, 1, 1, 1, 1, "m",
	    { NULL, 0, 0, 0 } };
	static const char last[] = D "2.000\t2\t2\t2\t2\t2\tn";
	char dir[] = "/tmp/check_play.XXXXXX", path[64], *text;
	struct maze_err e;
	FILE *fp;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/scores.tsv", dir);
	fp = fopen(path, "w");
	fputs("notes\n", fp);
	fclose(fp);
	ck_assert_int_eq(play_scores_add(path, &r, &e), -1);
	ck_assert_uint_eq(e.line, 1);
	ck_assert_str_eq(e.msg, "not a scoreboard: expected its header line");
	text = slurp(path);
	ck_assert_str_eq(text, "notes\n");
	free(text);
	fp = fopen(path, "w");
	fprintf(fp, "%s\n%s", PLAY_SCORES_HEADER, last);
	fclose(fp);
	ck_assert_int_eq(play_scores_add(path, &r, &e), 0);
	text = slurp(path);
	ck_assert_str_eq(text, H D "2.000\t2\t2\t2\t2\t2\tn\n"
	    "1970-01-01T00:00:00Z\t1.000\t1\t1\t1\t1\t1\tm\n");
	free(text);
	unlink(path);
	ck_assert_int_eq(mkfifo(path, 0600), 0);
	ck_assert_int_eq(play_scores_add(path, &r, &e), -1);
	ck_assert_str_eq(e.msg, "a FIFO, not a regular file");
	ck_assert_uint_eq(e.line, 0);
	unlink(path);
	rmdir(dir);
}
END_TEST

Suite *
play_suite(void)
{
	Suite *s = suite_create("play");
	TCase *tc;

	tc = tcase_create("game");
	tcase_add_test(tc, test_moves);
	tcase_add_loop_test(tc, test_score, 0,
	    sizeof scores / sizeof scores[0]);
	tcase_add_test(tc, test_levels);
	tcase_add_test(tc, test_counts);
	tcase_add_test(tc, test_no_ends);
	suite_add_tcase(s, tc);
	tc = tcase_create("save");
	tcase_add_test(tc, test_round_trip);
	tcase_add_test(tc, test_mask_save);
	tcase_add_loop_test(tc, test_bad_save, 0,
	    sizeof bad_saves / sizeof bad_saves[0]);
	tcase_add_test(tc, test_won_save);
	tcase_add_test(tc, test_floor_save);
	tcase_add_loop_test(tc, test_paths, 0, sizeof paths / sizeof paths[0]);
	tcase_add_test(tc, test_slots);
	suite_add_tcase(s, tc);
	tc = tcase_create("scores");
	tcase_add_test(tc, test_provenance);
	tcase_add_test(tc, test_board);
	tcase_add_test(tc, test_board_print);
	tcase_add_loop_test(tc, test_bad_board, 0,
	    sizeof bad_boards / sizeof bad_boards[0]);
	tcase_add_test(tc, test_good_board);
	tcase_add_test(tc, test_board_controls);
	tcase_add_test(tc, test_board_add);
	suite_add_tcase(s, tc);
	return s;
}
