/*
 * files.c: mazeplay's data directory: where it is, its saved games, a
 * slot a game, taken and given up under a lock, and its files opened so
 * that none that is not a regular file can hold the game up.
 */
#include <sys/stat.h>
#include <sys/types.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lib/libint.h"
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

/* a then b in memory of their own, or NULL. */
static char *
join(const char *a, const char *b)
{
	char *s;

	if ((s = malloc(strlen(a) + strlen(b) + 1)) == NULL)
		return NULL;
	return strcat(strcpy(s, a), b);
}

int
play_paths(struct play_paths *pp, const char *xdg, const char *home,
    struct maze_err *e)
{
	memset(pp, 0, sizeof *pp);
	/* XDG: a relative XDG_DATA_HOME is to be ignored. */
	if (xdg != NULL && xdg[0] == '/')
		pp->dir = join(xdg, "/mazes");
	else if (home != NULL && home[0] != '\0')
		pp->dir = join(home, "/.local/share/mazes");
	else
		return maze_error(e, 0, 0, "no data directory: set HOME or "
		    "XDG_DATA_HOME");
	if (pp->dir == NULL ||
	    (pp->board = join(pp->dir, "/scores.tsv")) == NULL ||
	    (pp->lock = join(pp->dir, "/lock")) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	return 0;
}

void
play_paths_free(struct play_paths *pp)
{
	free(pp->dir);
	free(pp->board);
	free(pp->lock);
	memset(pp, 0, sizeof *pp);
}

/*
 * Make directory path and those above it, as mkdir -p; something there
 * that is not a directory is ENOTDIR.  0, or -1 with e set.
 */
static int
mkdirs(const char *path, struct maze_err *e)
{
	struct stat sb;
	char *s, *q, c;
	int rc = 0;

	if ((s = strdup(path)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	for (q = s + 1; rc == 0; q++) {
		if (*q != '/' && *q != '\0')
			continue;
		if (*q == '/' && q[1] == '/')
			continue;
		c = *q;
		*q = '\0';
		if (mkdir(s, 0777) == -1 && errno != EEXIST)
			rc = maze_error(e, 0, 0, "cannot make %s: %s", s,
			    strerror(errno));
		else if (c == '\0' && stat(s, &sb) == 0 &&
		    !S_ISDIR(sb.st_mode))
			rc = maze_error(e, 0, 0, "%s: %s", s,
			    strerror(ENOTDIR));
		*q = c;
		if (c == '\0')
			break;
	}
	free(s);
	return rc;
}

/* The path of slot k of pp's directory, into b, emptied first. */
static void
slot_path(const struct play_paths *pp, unsigned k, struct maze_buf *b)
{
	maze_buf_free(b);
	maze_buf_init(b);
	if (k == 1)
		maze_buf_add(b, "%s/game.maze", pp->dir);
	else
		maze_buf_add(b, "%s/game-%u.maze", pp->dir, k);
}

/*
 * The slot whose name is name: 1 for game.maze, k for game-k.maze (k from
 * 2 to PLAY_SLOTS_MAX, written as slot_path() writes it), 0 for any other.
 */
static unsigned
slot_number(const char *name)
{
	const char *s = name + 5;
	unsigned k = 0;

	if (strcmp(name, "game.maze") == 0)
		return 1;
	if (strncmp(name, "game-", 5) != 0 || *s == '0')
		return 0;
	for (; *s >= '0' && *s <= '9' && k <= PLAY_SLOTS_MAX; s++)
		k = k * 10 + (unsigned)(*s - '0');
	return k >= 2 && k <= PLAY_SLOTS_MAX && strcmp(s, ".maze") == 0 ?
	    k : 0;
}

int
play_slot_set(struct play_slot *s, const char *path, const struct stat *sb)
{
	char *copy;

	if ((copy = strdup(path)) == NULL)
		return -1;
	free(s->path);
	s->path = copy;
	s->dev = sb->st_dev;
	s->ino = sb->st_ino;
	s->mtim = sb->st_mtim;
	s->size = sb->st_size;
	return 0;
}

/* Does s's path hold the file it held when s was set, as it was then? */
static int
still(const struct play_slot *s)
{
	struct stat sb;

	return s->path != NULL && stat(s->path, &sb) == 0 &&
	    sb.st_dev == s->dev && sb.st_ino == s->ino &&
	    sb.st_mtim.tv_sec == s->mtim.tv_sec &&
	    sb.st_mtim.tv_nsec == s->mtim.tv_nsec && sb.st_size == s->size;
}

/*
 * Take the lock of pp's directory, waiting for another mazeplay to give it
 * up: the descriptor that holds it until it is closed, or -1 with e set.
 */
static int
lock(const struct play_paths *pp, struct maze_err *e)
{
	char why[sizeof e->msg];
	struct flock lk;
	struct stat sb;
	int fd;

	if ((fd = play_open(pp->lock, O_RDWR | O_CREAT, &sb, e)) == -1) {
		strcpy(why, e->msg);
		return maze_error(e, 0, 0, "%s: %s", pp->lock, why);
	}
	memset(&lk, 0, sizeof lk);
	lk.l_type = F_WRLCK;
	lk.l_whence = SEEK_SET;
	while (fcntl(fd, F_SETLKW, &lk) == -1)
		if (errno != EINTR) {
			maze_error(e, 0, 0, "%s: cannot lock: %s", pp->lock,
			    strerror(errno));
			close(fd);
			return -1;
		}
	return fd;
}

/*
 * A rename or a link in dir made to last: the directory on disk too.  What
 * fsync says is not the game's: the file is in place either way, and a
 * file system that cannot sync a directory leaves that to the system.
 */
static void
sync_dir(const char *dir)
{
	int fd;

	if ((fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) == -1)
		return;
	(void)fsync(fd);
	close(fd);
}

/*
 * Write p, saved, to a new file in dir, on disk, so that a crash after it
 * is a slot leaves the one game or the other whole: its name into tmp, its
 * identity into sb.  0, or -1 with e set and no file left.
 */
static int
write_tmp(const struct play *p, const char *dir, struct maze_buf *tmp,
    struct stat *sb, struct maze_err *e)
{
	FILE *fp;
	int fd;

	maze_buf_add(tmp, "%s/game.maze.XXXXXX", dir);
	if (tmp->failed)
		return maze_error(e, 0, 0, "out of memory");
	if ((fd = mkstemp(tmp->s)) == -1)
		return maze_error(e, 0, 0, "%s: %s", dir, strerror(errno));
	if ((fp = fdopen(fd, "w")) == NULL) {
		maze_error(e, 0, 0, "%s", strerror(errno));
		close(fd);
		goto gone;
	}
	if (play_write(p, fp, 1, e) == -1) {
		fclose(fp);
		goto gone;
	}
	if (fsync(fd) == -1 || fstat(fd, sb) == -1) {
		maze_error(e, 0, 0, "write error: %s", strerror(errno));
		fclose(fp);
		goto gone;
	}
	if (fclose(fp) == EOF) {
		maze_error(e, 0, 0, "write error: %s", strerror(errno));
		goto gone;
	}
	return 0;
gone:
	unlink(tmp->s);
	return -1;
}

/*
 * Link tmp into the first free slot of pp's directory, its path into
 * where: one with nothing there at all, which link(2) takes only if it is
 * still so.  0, or -1 with e set.  Under the lock.
 */
static int
take_slot(const struct play_paths *pp, const char *tmp,
    struct maze_buf *where, struct maze_err *e)
{
	struct stat sb;
	unsigned k;

	for (k = 1; k <= PLAY_SLOTS_MAX; k++) {
		slot_path(pp, k, where);
		if (where->failed)
			return maze_error(e, 0, 0, "out of memory");
		if (lstat(where->s, &sb) == 0)
			continue;
		if (errno == ENOENT && link(tmp, where->s) == 0)
			return 0;
		/*
		 * A file system without hard links (FAT, some FUSE): the
		 * lock keeps every other mazeplay out, so a rename into the
		 * free slot is as safe from them.
		 */
		if (errno == EPERM || errno == ENOTSUP || errno == EOPNOTSUPP ||
		    errno == ENOSYS) {
			if (lstat(where->s, &sb) == 0)
				continue;
			if (rename(tmp, where->s) == 0)
				return 0;
		}
		if (errno != EEXIST)
			return maze_error(e, 0, 0, "%s", strerror(errno));
	}
	return maze_error(e, 0, 0, "no free slot: game.maze to "
	    "game-%u.maze are all taken", PLAY_SLOTS_MAX);
}

/* play_save(), where the slot it went to, or why not in e. */
static int
save(struct play *p, const struct play_paths *pp, struct maze_buf *where,
    struct maze_err *e)
{
	struct maze_buf tmp;
	struct stat sb;
	int lk = -1, rc = -1;

	maze_buf_init(&tmp);
	if (p->slot.path != NULL) {
		maze_buf_free(where);
		maze_buf_init(where);
		maze_buf_add(where, "%s", p->slot.path);
	} else
		slot_path(pp, 1, where);
	if (where->failed)
		return maze_error(e, 0, 0, "out of memory");
	/* Over: play_resume() would refuse it. */
	if (play_won(p))
		return maze_error(e, 0, 0, "a game won is over, not saved");
	if (mkdirs(pp->dir, e) == -1 ||
	    write_tmp(p, pp->dir, &tmp, &sb, e) == -1)
		goto out;
	if ((lk = lock(pp, e)) == -1)
		goto gone;
	if (still(&p->slot)) {
		/* The game's own slot, as it was read: it goes on there. */
		if (rename(tmp.s, p->slot.path) == -1) {
			maze_error(e, 0, 0, "%s", strerror(errno));
			goto gone;
		}
	} else {
		if (take_slot(pp, tmp.s, where, e) == -1)
			goto gone;
		unlink(tmp.s);
	}
	sync_dir(pp->dir);
	rc = 0;
	/* Out of memory, the game forgets its slot: it is kept, then. */
	if (play_slot_set(&p->slot, where->s, &sb) == -1) {
		free(p->slot.path);
		p->slot.path = NULL;
	}
	goto out;
gone:
	unlink(tmp.s);
out:
	if (lk != -1)
		close(lk);
	maze_buf_free(&tmp);
	return rc;
}

/*
 * The newest slot of pp's directory, its path into where: 1; 0 if there
 * is none; -1 with e set, where empty if the directory is at fault.
 */
static int
newest(const struct play_paths *pp, struct maze_buf *where,
    struct maze_err *e)
{
	struct timespec t = { 0, 0 };
	struct dirent *de;
	struct stat sb;
	unsigned k, best = 0;
	DIR *d;

	maze_buf_free(where);
	maze_buf_init(where);
	if ((d = opendir(pp->dir)) == NULL)
		return errno == ENOENT ? 0 : maze_error(e, 0, 0, "%s: %s",
		    pp->dir, strerror(errno));
	for (errno = 0; (de = readdir(d)) != NULL; errno = 0) {
		if ((k = slot_number(de->d_name)) == 0)
			continue;
		slot_path(pp, k, where);
		/* A link that leads nowhere is a slot too, of its own time. */
		if (where->failed || (stat(where->s, &sb) == -1 &&
		    lstat(where->s, &sb) == -1))
			continue;
		if (best == 0 || sb.st_mtim.tv_sec > t.tv_sec ||
		    (sb.st_mtim.tv_sec == t.tv_sec &&
		    (sb.st_mtim.tv_nsec > t.tv_nsec ||
		    (sb.st_mtim.tv_nsec == t.tv_nsec && k < best)))) {
			t = sb.st_mtim;
			best = k;
		}
	}
	if (errno != 0) {
		maze_buf_free(where);
		maze_buf_init(where);
		maze_error(e, 0, 0, "%s: %s", pp->dir, strerror(errno));
		closedir(d);
		return -1;
	}
	closedir(d);
	if (best == 0) {
		maze_buf_free(where);
		maze_buf_init(where);
		return 0;
	}
	slot_path(pp, best, where);
	return where->failed ? maze_error(e, 0, 0, "out of memory") : 1;
}

/* play_resume_newest(), where the slot, or why not in e. */
static int
resume(struct play *p, const struct play_paths *pp, struct maze_buf *where,
    struct maze_err *e)
{
	struct stat sb;
	int rc, tries;

	play_init(p);
	/* A slot gone since it was seen (a game ended it): look again. */
	for (tries = 0; tries < 100; tries++) {
		if ((rc = newest(pp, where, e)) != 1 ||
		    (rc = play_load(p, where->s, e)) != 0)
			return rc;
		if (lstat(where->s, &sb) == 0)
			return maze_error(e, 0, 0, "%s", strerror(ENOENT));
	}
	return 0;
}

int
play_save(struct play *p, const struct play_paths *pp, struct maze_buf *msg)
{
	struct maze_buf where;
	struct maze_err e;
	int rc;

	maze_buf_init(&where);
	if ((rc = save(p, pp, &where, &e)) == 0)
		maze_buf_add(msg, "game saved in %s; mazeplay resumes it",
		    where.s);
	else
		maze_buf_add(msg, "game not saved in %s: %s",
		    maze_buf_str(&where), e.msg);
	maze_buf_free(&where);
	return rc;
}

int
play_resume_newest(struct play *p, const struct play_paths *pp,
    struct maze_buf *msg)
{
	struct maze_buf where;
	struct maze_err e;
	int rc;

	maze_buf_init(&where);
	rc = resume(p, pp, &where, &e);
	if (rc == 0)
		maze_buf_add(msg, "no saved game in %s", pp->dir);
	else if (rc == -1 && where.len == 0)
		maze_buf_add(msg, "%s", e.msg);
	else if (rc == -1 && e.line)
		maze_buf_add(msg, "%s:%lu:%lu: %s (not resumed: kept as it "
		    "is)", where.s, e.line, e.col, e.msg);
	else if (rc == -1)
		maze_buf_add(msg, "%s: %s (not resumed: kept as it is)",
		    where.s, e.msg);
	maze_buf_free(&where);
	return rc;
}

int
play_slot_find(struct play *p, const struct play_paths *pp, int fd,
    struct maze_err *e)
{
	struct maze_buf path;
	struct stat fsb, sb;
	struct dirent *de;
	unsigned k;
	DIR *d;
	int rc = 0;

	if (fstat(fd, &fsb) == -1 || !S_ISREG(fsb.st_mode) ||
	    (d = opendir(pp->dir)) == NULL)
		return 0;
	maze_buf_init(&path);
	while ((de = readdir(d)) != NULL) {
		if ((k = slot_number(de->d_name)) == 0)
			continue;
		slot_path(pp, k, &path);
		if (path.failed) {
			rc = maze_error(e, 0, 0, "out of memory");
			break;
		}
		if (stat(path.s, &sb) == 0 && sb.st_dev == fsb.st_dev &&
		    sb.st_ino == fsb.st_ino) {
			if (play_slot_set(&p->slot, path.s, &fsb) == -1)
				rc = maze_error(e, 0, 0, "out of memory");
			break;
		}
	}
	closedir(d);
	maze_buf_free(&path);
	return rc;
}

int
play_slot_remove(struct play *p, const struct play_paths *pp,
    struct maze_err *e)
{
	int lk, rc = 0;

	if (p->slot.path == NULL)
		return 0;
	if ((lk = lock(pp, e)) == -1)
		return -1;
	if (still(&p->slot)) {
		if (unlink(p->slot.path) == -1)
			rc = maze_error(e, 0, 0, "%s", strerror(errno));
		else {
			sync_dir(pp->dir);
			rc = 1;
		}
	}
	close(lk);
	return rc;
}

int
play_end(struct play *p, const struct play_paths *pp, const char *name,
    time_t date, uint64_t *score, struct maze_buf *msg)
{
	struct play_result r;
	struct maze_err e;
	int kept = 1;

	play_result(p, name, date, &r);
	*score = r.score;
	if (mkdirs(pp->dir, &e) == -1 ||
	    play_scores_add(pp->board, &r, &e) == -1) {
		if (e.line)
			maze_buf_add(msg, "score not saved: %s:%lu:%lu: %s "
			    "(kept as it is)", pp->board, e.line, e.col,
			    e.msg);
		else
			maze_buf_add(msg, "score not saved in %s: %s",
			    pp->board, e.msg);
		kept = 0;
	} else
		maze_buf_add(msg, "score saved in %s", pp->board);
	play_result_free(&r);
	/*
	 * A game played to its end is over, its save with it, but only once
	 * its score is kept: until then, it is the only record of the game.
	 */
	if (kept && play_slot_remove(p, pp, &e) == -1) {
		maze_buf_add(msg, "; saved game not removed: %s", e.msg);
		kept = -1;
	} else if (!kept && p->slot.path != NULL)
		maze_buf_add(msg, "; the saved game is kept in %s",
		    p->slot.path);
	return kept;
}
