/*
 * playpriv.h: between play's own files: what starting a game and resuming
 * a saved one share, and how the data directory's files are opened.
 */
#ifndef PLAY_PLAYPRIV_H
#define PLAY_PLAYPRIV_H

#include <sys/stat.h>

#include "play/play.h"

void	play_init(struct play *p);
int	play_route_add(struct play *p, size_t i, struct maze_err *e);
int	play_resume(struct play *p, struct maze_err *e);

/*
 * files.c: open path with flags (O_CREAT's mode 0666, less the umask),
 * and O_NONBLOCK, O_CLOEXEC and O_NOCTTY, so that a FIFO or a device
 * there cannot block or become the terminal; *sb is what it is.  Returns
 * the descriptor of a regular file, or -1 with e set and errno as open(2)
 * left it (ENOENT: nothing there), EISDIR for a directory, EINVAL for
 * anything else that is not a regular file.
 */
int	play_open(const char *path, int flags, struct stat *sb,
	    struct maze_err *e);

/* s: path, with sb's identity.  0, or -1 out of memory, s as it was. */
int	play_slot_set(struct play_slot *s, const char *path,
	    const struct stat *sb);

/*
 * save.c: read the saved game at path into p (play_start()), p's slot
 * that file.  Returns 1, 0 if there is nothing at path, or -1 with e
 * set: a file that is not a saved game, or that does not parse,
 * positions from 1 in e.
 */
int	play_load(struct play *p, const char *path, struct maze_err *e);

#endif
