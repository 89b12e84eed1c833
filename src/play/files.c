/*
 * files.c: the files of mazeplay's data directory, opened so that none
 * that is not a regular file can hold the game up.
 */
#include <sys/stat.h>
#include <sys/types.h>

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "lib/maze.h"
#include "play/play.h"
#include "play/playpriv.h"

int
play_open(const char *path, int flags, struct stat *sb, struct maze_err *e)
{
	const char *kind;
	int fd, err;

	/*
	 * O_NONBLOCK: a FIFO opens at once, to be refused below, where
	 * without it the open would wait for a writer, or a reader, for
	 * ever.  It does nothing to a regular file.
	 */
	if ((fd = open(path, flags | O_NONBLOCK | O_CLOEXEC | O_NOCTTY,
	    0666)) == -1) {
		err = errno;
		maze_error(e, 0, 0, "%s", strerror(err));
		errno = err;
		return -1;
	}
	if (fstat(fd, sb) == -1) {
		err = errno;
		maze_error(e, 0, 0, "%s", strerror(err));
		close(fd);
		errno = err;
		return -1;
	}
	if (S_ISREG(sb->st_mode))
		return fd;
	close(fd);
	if (S_ISDIR(sb->st_mode)) {
		maze_error(e, 0, 0, "%s", strerror(EISDIR));
		errno = EISDIR;
		return -1;
	}
	kind = S_ISFIFO(sb->st_mode) ? "a FIFO" : S_ISSOCK(sb->st_mode) ?
	    "a socket" : S_ISCHR(sb->st_mode) || S_ISBLK(sb->st_mode) ?
	    "a device" : "not a file";
	maze_error(e, 0, 0, "%s, not a regular file", kind);
	errno = EINVAL;
	return -1;
}
