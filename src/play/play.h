/*
 * play.h: a person solving a maze by hand: the game's state, its moves,
 * trail and route, the score, the saved game (a maze(5) file) and the
 * scoreboard.  Public: what mazeplay calls.  None of it prints or exits
 * but screen.c, the game's screen, the one file that uses ncurses.
 */
#ifndef PLAY_PLAY_H
#define PLAY_PLAY_H

#include <sys/types.h>

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include "lib/libint.h"

/*
 * The saved game a game was resumed from, a slot of the data directory
 * (files.c), as it was when it was read: its path, NULL for none, and the
 * file's identity, which a later look at the slot compares with, so that
 * nothing but that file is ever replaced or removed as the game's.
 */
struct play_slot {
	char *path;
	dev_t dev;
	ino_t ino;
	struct timespec mtim;
	off_t size;
};

/*
 * A game.  The maze is kept with its marks cleared; seen has a byte a
 * block, 1 where the player has been.  The route is the walk with its
 * loops cut out: each step onto a block already on it goes back to that
 * block, so that it is always a path without repeats from S to pos.
 */
struct play {
	struct maze m;		/* S and E, no marks, no weights */
	size_t pos;		/* the player's block */
	unsigned char *seen;	/* a byte a block: 1 visited, 2 on route */
	size_t explored;	/* blocks visited, S included */
	uint64_t moves;		/* steps taken, a block each */
	uint64_t ms;		/* milliseconds played, every session's */
	size_t *route;		/* blocks from S to pos, both included */
	size_t nroute, routecap;
	size_t shortest;	/* steps of a shortest route from S to E */
	int folds;		/* a cell maze of levels: floors are crossed */
	int resumed;		/* m held a saved game */
	struct play_slot slot;	/* the slot it was, if it was one */
};

/* The header line of a saved game, before its figures. */
#define PLAY_SAVED	"; mazeplay at "

/*
 * The most moves or milliseconds a game counts: 10^15 - 1, exact in a
 * double, 31,000 years of play.  A game's counts stop there; the saved
 * game's reader and the scoreboard's refuse more, so that what one writes
 * the other reads.  A score is at most PLAY_SCORE_MAX.
 */
#define PLAY_COUNT_MAX	999999999999999ULL
#define PLAY_SCORE_MAX	1000

/* game.c */

/*
 * Start a game on maze m, whose grid play takes (m is left empty): a new
 * game at S, or, if m's header has a PLAY_SAVED line, the saved game it
 * holds, the player where the line says, the trail its '.' and '+'
 * blocks.  Returns 0, or -1 with e set: no S or E, weights, no route from
 * S to E, a saved game that does not add up (its player at E, or inside a
 * floor, where play never leaves one), or out of memory.  p is
 * ready for play_free() either way.
 */
int	play_start(struct play *p, struct maze *m, struct maze_err *e);
void	play_free(struct play *p);

/*
 * Take a step in direction d (MAZE_N ... MAZE_DOWN).  Up and down in a
 * cell maze of levels cross the floor to the level of cells beyond in
 * one move of two steps.  Returns the steps taken: 0 into a wall or out
 * of the maze; -1 out of memory (e set), the game as it was.
 */
int	play_move(struct play *p, int d, struct maze_err *e);

/* Add ms to the time played, which stops at PLAY_COUNT_MAX. */
void	play_add_ms(struct play *p, uint64_t ms);

/* Has the player reached E? */
int	play_won(const struct play *p);

/* Steps of the route, S to the player: nroute - 1. */
size_t	play_length(const struct play *p);

/*
 * The summary of a game that reached E with score, a line on fp: "time
 * S.mmm moves N explored X route L shortest S score P".
 */
void	play_summary(const struct play *p, uint64_t score, FILE *fp);

/*
 * The score of a game that reached E (mazeplay(1) says why so):
 * 1000 * shortest / moves * shortest / (shortest + seconds), rounded;
 * 1000 for a shortest route walked in no time, half that for twice the
 * moves or for a second a step.  0 if moves or shortest is 0; never
 * more than PLAY_SCORE_MAX, which fewer moves than shortest would pass.
 */
uint64_t play_score(uint64_t shortest, uint64_t moves, uint64_t ms);

/* save.c */

/*
 * Write the game to fp as a maze(5) file: m's header but its mazeplay
 * lines, then, with saved set, the PLAY_SAVED line that play_start()
 * reads back ("; mazeplay at x,y[,z] moves N time MS"), or else a line
 * "; mazeplay route L explored X moves N time MS"; the route as '+', the
 * rest of the trail as '.'.  Returns 0, or -1 with e set.
 */
int	play_write(const struct play *p, FILE *fp, int saved,
	    struct maze_err *e);

/*
 * files.c: the data directory, and the saved games in it, one a file: its
 * slots game.maze, game-2.maze, ... game-PLAY_SLOTS_MAX.maze.  Every
 * decision about them is taken under a lock, a write lock (fcntl(2)) on
 * the file "lock" there, so that two games saved or ended at once never
 * take one slot, and a game replaces or removes no file but the one it
 * was read from.
 */
#define PLAY_SLOTS_MAX	9999

/* Where mazeplay keeps its files. */
struct play_paths {
	char *dir;		/* the data directory */
	char *board;		/* in it, the scoreboard */
	char *lock;		/* and the lock file */
};

/*
 * The paths of mazeplay's files, owned by pp until play_paths_free(): the
 * data directory is xdg's "mazes" (XDG_DATA_HOME's value, or NULL; a
 * relative one is ignored, as XDG says), else home's ".local/share/mazes"
 * (HOME's).  Returns 0, or -1 with e set: neither given, or out of
 * memory.  pp is ready for play_paths_free() either way.
 */
int	play_paths(struct play_paths *pp, const char *xdg, const char *home,
	    struct maze_err *e);
void	play_paths_free(struct play_paths *pp);

/*
 * Save game p in pp's directory (made if need be): written to a temporary
 * file there, on disk, then under the lock renamed over p's own slot if
 * that still holds the file p was read from, or else linked into the
 * first free slot, one with nothing at all there: a slot holding anything
 * else (another game, a save that does not parse, a directory) is never
 * replaced.  p's slot is then the file saved.  A game won is over, and
 * refused.  Returns 0, or -1 with every slot as it was; either way msg
 * says which slot and what became of the game ("game saved in ...", or
 * "game not saved in ...: " and the cause).
 */
int	play_save(struct play *p, const struct play_paths *pp,
	    struct maze_buf *msg);

/*
 * Resume the newest saved game of pp's directory into p: the slot last
 * modified (of two at once, the lower number), p's slot from then on.
 * Returns 1; 0 if there is none; -1 if the slot's file cannot be resumed
 * (not a regular file, unreadable, not a saved game, or not parsing),
 * which is kept as it is, or the directory cannot be read.  Unless it
 * returns 1, msg says why, the slot's path or the directory first, a
 * parse error's position after the path.  p is ready for play_free()
 * whatever the outcome.
 */
int	play_resume_newest(struct play *p, const struct play_paths *pp,
	    struct maze_buf *msg);

/*
 * p was resumed from the file open on fd (a file named, or the standard
 * input): if that is a slot of pp's directory, the same file, p's slot
 * is that one, as fd's file is now; if not, p has none, and the file is
 * never replaced or removed.  0, or -1 out of memory.
 */
int	play_slot_find(struct play *p, const struct play_paths *pp, int fd,
	    struct maze_err *e);

/*
 * A game over: p's slot removed, under the lock, if it still holds the
 * file p was read from; kept if it holds anything else.  Returns 1 if it
 * was removed, 0 if p has no slot or it was kept, -1 with e set.
 */
int	play_slot_remove(struct play *p, const struct play_paths *pp,
	    struct maze_err *e);

/*
 * Game p reached E at date, maze name if it has no provenance: its score
 * into *score and onto pp's scoreboard (the directory made if need be),
 * and only if it is there, p's slot removed (play_slot_remove()), the
 * game over; what became of them appended to msg, for the summary
 * ("score saved in ...", or why not and that the saved game is kept).
 * Returns 1 if the score is on the scoreboard and the game's save is gone;
 * 0 if the score is not there, -1 if it is but the save could not be
 * removed: a trouble said in msg.
 */
int	play_end(struct play *p, const struct play_paths *pp,
	    const char *name, time_t date, uint64_t *score,
	    struct maze_buf *msg);

/* scores.c: the scoreboard, a TSV file with a header line. */

#define PLAY_SCORES_HEADER \
	"date\ttime\tmoves\texplored\tlength\tshortest\tscore\tmaze"
#define PLAY_NFIELDS	8

/* A game's line of the scoreboard, and a line read back. */
struct play_result {
	time_t date;		/* when E was reached */
	uint64_t ms, moves;
	uint64_t explored, length, shortest, score;
	const char *maze;	/* what maze: its provenance, or a name */
	struct maze_buf own;	/* play_result()'s provenance, if any */
};

struct play_entry {
	char *line;		/* owned: the line, split by NULs */
	const char *field[PLAY_NFIELDS];
	uint64_t score, ms;
};

struct play_board {
	struct play_entry *v;
	size_t n, cap;
};

/*
 * The result of game p, ended at date: its figures, its score, and its
 * maze's provenance (its first "; mazegen ..." header line, or the like),
 * or name if it has none; r->maze points into p or is name.
 */
void	play_result(const struct play *p, const char *name, time_t date,
	    struct play_result *r);
void	play_result_free(struct play_result *r);

/*
 * The line of r, newline included, into b: date in UTC as
 * 2026-11-21T10:04:05Z ("-" if it has no such form), time in seconds with
 * three decimals, the numbers, and the maze with its control bytes (C0,
 * tabs and line ends among them, and DEL) made spaces.
 */
void	play_result_line(const struct play_result *r, struct maze_buf *b);

/*
 * Append r's line to the scoreboard at path, creating it with its header
 * line, under a lock and in one write(2), so that two games ending at once
 * each add their whole line.  Only to a regular file that reads as a
 * scoreboard (play_board_parse()), a newline first if its last line has
 * none; anything else is kept as it is.  Returns 0, or -1 with e set: a
 * position in e if the file does not parse, none for any other cause.
 */
int	play_scores_add(const char *path, const struct play_result *r,
	    struct maze_err *e);

/*
 * Read a scoreboard into b (play_board_init() first): every line after
 * the header, each field checked: the date (or "-"), the time in seconds
 * with three decimals and the counts at most PLAY_COUNT_MAX, the score at
 * most PLAY_SCORE_MAX, eight fields exactly.  A CR before a line feed is
 * taken as part of the line end; a NUL is refused.  From len bytes of
 * text, from fp, or from the file at path (nothing there: an empty
 * board; not a regular file: refused, a FIFO without waiting).  Returns
 * 0, or -1 with e set at the first line and field that is not a
 * scoreboard's.
 */
void	play_board_init(struct play_board *b);
void	play_board_free(struct play_board *b);
int	play_board_parse(struct play_board *b, const char *text, size_t len,
	    struct maze_err *e);
int	play_board_read(struct play_board *b, FILE *fp, struct maze_err *e);
int	play_board_load(struct play_board *b, const char *path,
	    struct maze_err *e);

/* Best first: the highest score, then the shortest time, then earliest. */
void	play_board_sort(struct play_board *b);

/*
 * The scoreboard at path on fp, best first, aligned or not
 * (play_board_print(), which leaves a write error on fp).  Returns 0, or
 * -1 with e set: the file cannot be read (play_board_load()).
 */
int	play_board_show(const char *path, FILE *fp, int aligned,
	    struct maze_err *e);

/*
 * Print b on fp, the header line first: with aligned set (a terminal),
 * in columns two spaces apart, the figures to the right, date and maze to
 * the left, and in the maze what is not a printable character in the
 * locale as '?'; else as the file has it, tab-separated.  A write error
 * is left on fp for the caller to see (ferror()).
 */
void	play_board_print(const struct play_board *b, FILE *fp, int aligned);

/*
 * screen.c: the game's screen, in ncurses, on the terminal tty.  Opening
 * returns NULL with e set if the terminal cannot be used.  Drawing shows
 * the level the player is on, following the player, and the status line
 * with the time given, or the help, or the summary (where, what became
 * of the score, in short "score saved" or not as saved says, on a screen
 * too short for it); colour only if colour is set and the terminal has
 * it.  What is drawn reaches the terminal when play_screen_key() reads
 * (curses refreshes a window it reads from), once, so that a box drawn
 * over the maze is never seen erased between the two.  play_screen_key()
 * waits at most wait_ms for a key (-1: for ever) and returns a direction,
 * or a PLAY_KEY_ code.  Closing restores the terminal; s may be NULL.
 * Suspending restores it too, for the program to stop (SIGTSTP), and
 * resuming takes it back, to be drawn whole at the next drawing.
 */
struct play_screen;

struct play_screen *play_screen_open(FILE *tty, const struct play *p,
	    int colour, struct maze_err *e);
void	play_screen_close(struct play_screen *s);
void	play_screen_suspend(struct play_screen *s);
void	play_screen_resume(struct play_screen *s);
void	play_screen_draw(struct play_screen *s, const struct play *p,
	    uint64_t ms);
void	play_screen_help(struct play_screen *s);
void	play_screen_summary(struct play_screen *s, const struct play *p,
	    uint64_t score, int saved, const char *where);
int	play_screen_key(struct play_screen *s, int wait_ms);

/* play_screen_key()'s keys that are not moves. */
enum { PLAY_KEY_NONE = -1, PLAY_KEY_QUIT = -2, PLAY_KEY_HELP = -3,
	PLAY_KEY_RESIZE = -4, PLAY_KEY_OTHER = -5 };

#endif
