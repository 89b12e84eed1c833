/*
 * browse: drive a headless Chromium over the DevTools protocol on a pipe,
 * so that an end-to-end test can open a page mazerender wrote, press keys,
 * click, swipe, evaluate JavaScript and take screenshots.  It opens
 * page.html in a fresh browser and profile, its viewport width x height
 * CSS pixels at scale 1, waits for its load event, and carries out the
 * commands of standard input, one a line (# a comment):
 *
 *   eval EXPR           print String(EXPR), a newline as \n, a \ as \\
 *   wait EXPR           try EXPR every 20 ms until it is truthy
 *   key KEY [COUNT]     press KEY: ArrowUp ArrowDown ArrowLeft ArrowRight
 *                       Home End PageUp PageDown Enter Escape Tab
 *                       Backspace Space, or a printable character
 *   click SEL [FX FY]   click at fraction FX, FY of SEL's box (0.5 0.5)
 *   swipe X0 Y0 X1 Y1   a touch from one point to the other
 *   shot FILE [SEL]     a PNG of the viewport or of SEL's box
 *   sleep MS, echo TEXT, and requests: the URLs fetched but file:,
 *                       data: and blob: ones
 *
 * An uncaught exception, a dialog, a console.error or an eval that throws
 * is printed on standard error and makes the exit status 1; a click or a
 * shot of no element (or of one outside the viewport), or a command that
 * takes longer than -t seconds (20; the start has 30 at least), exits 1
 * at once.  2 is for usage errors, a page that is not there and a browser
 * that cannot start or dies.  The browser is $CHROMIUM, else chromium.
 *
 * With -r the page is told that its reader asks for reduced motion
 * (prefers-reduced-motion: reduce), as it is loaded.
 *
 * usage: browse [-r] [-w width] [-h height] [-t seconds] page.html
 */
#define _XOPEN_SOURCE 700
#include <sys/stat.h>
#include <sys/wait.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

struct sbuf {
	char *s;
	size_t n, cap;
};

static pid_t browser = -1;	/* Chromium, leader of a group of its own */
static char profile[PATH_MAX];	/* its --user-data-dir, and its stderr */
static int tofd = -1, fromfd = -1;	/* its fd 3 and its fd 4 */
static char *in;		/* what it wrote: messages, each ended by NUL */
static size_t inlen, incap, scanned, done;
static char session[256];
static int lastid, loaded, failed;
static double timeout = 20, deadline;
static const char *cmd = "start", *args = "";	/* for a time out */
static int softstatus = 2;	/* of a failed command: 2 starting, then 1 */
static char **urls;
static size_t nurls;
static volatile sig_atomic_t caught;

static void
usage(void)
{
	fprintf(stderr, "usage: browse [-r] [-w width] [-h height] "
	    "[-t seconds] page.html\n");
	exit(2);
}

static void
nap(void)
{
	struct timespec ts = { 0, 10000000 };

	nanosleep(&ts, NULL);
}

/*
 * End Chromium, given secs to end by itself, then every process left in
 * its group, and return its wait status.  The group is killed before the
 * leader is waited for, while its id cannot be another process's.  Those
 * left are dead at once, though the zombies of the orphans among them
 * (its zygote's children) wait a second or two for init to reap them.
 */
static int
stop(double secs)
{
	siginfo_t si;
	int st = 0, i;

	if (browser <= 0)
		return 0;
	for (i = 0; i < secs * 100; i++, nap()) {
		memset(&si, 0, sizeof si);
		if (waitid(P_PID, (id_t)browser, &si, WEXITED | WNOHANG |
		    WNOWAIT) == -1 || si.si_pid != 0)
			break;
	}
	kill(-browser, SIGKILL);
	while (waitpid(browser, &st, 0) == -1 && errno == EINTR)
		;
	browser = -1;
	return st;
}

static int
rm1(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
	(void)sb;
	(void)flag;
	(void)ftw;
	remove(path);
	return 0;
}

static _Noreturn void
finish(int status)
{
	size_t i;

	stop(0);
	/* Its crash handler, of another session, may write a last file. */
	for (i = 0; profile[0] != '\0' && i < 100; i++, nap())
		if (nftw(profile, rm1, 16, FTW_DEPTH | FTW_PHYS) == -1 ||
		    access(profile, F_OK) == -1)
			break;
	for (i = 0; i < nurls; i++)
		free(urls[i]);
	free(urls);
	free(in);
	exit(status);
}

/* Print the last lines Chromium wrote on its stderr. */
static void
tail(void)
{
	char path[PATH_MAX + 16], buf[2048], *p, *line;
	ssize_t n;
	off_t end;
	int fd, lines = 0;

	snprintf(path, sizeof path, "%s/stderr", profile);
	if (profile[0] == '\0' || (fd = open(path, O_RDONLY)) == -1)
		return;
	end = lseek(fd, 0, SEEK_END) - (off_t)sizeof buf + 1;
	lseek(fd, end > 0 ? end : 0, SEEK_SET);
	n = read(fd, buf, sizeof buf - 1);
	close(fd);
	if (n <= 0)
		return;
	buf[n] = '\0';
	for (p = buf + n - 1; p > buf && lines < 10; p--)
		lines += *p == '\n' && p[1] != '\0';
	if (end > 0 || lines == 10)	/* not from a line's start */
		p += strcspn(p, "\n");
	fprintf(stderr, "browse: chromium's stderr ends:\n");
	for (line = strtok(p, "\n"); line != NULL; line = strtok(NULL, "\n"))
		if (strstr(line, ":ERROR:dbus/") == NULL)	/* no D-Bus */
			fprintf(stderr, "    %s\n", line);
}

static _Noreturn void
die(int status, const char *fmt, ...)
{
	va_list ap;

	fputs("browse: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	stop(0);
	if (status == 2 && softstatus == 2)
		tail();
	finish(status);
}

/* Chromium closed its pipe: say how it ended. */
static _Noreturn void
gone(void)
{
	int st = stop(3);

	if (WIFSIGNALED(st))
		fprintf(stderr, "browse: chromium died of signal %d\n",
		    WTERMSIG(st));
	else
		fprintf(stderr, "browse: chromium exited, status %d\n",
		    WEXITSTATUS(st));
	tail();
	finish(2);
}

static void
catch(int sig)
{
	caught = sig;
}

static void
interrupted(void)
{
	if (caught)
		die(2, "caught signal %d", (int)caught);
}

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Milliseconds to time d, for poll(). */
static int
left(double d)
{
	double ms = (d - now()) * 1000 + 1;

	return ms < 0 ? 0 : ms > INT_MAX ? INT_MAX : (int)ms;
}

static void
sadd(struct sbuf *b, const char *s, size_t n)
{
	if (b->n + n + 1 > b->cap &&
	    (b->s = realloc(b->s, b->cap = (b->n + n + 1) * 2)) == NULL)
		die(2, "out of memory");
	memcpy(b->s + b->n, s, n);
	b->s[b->n += n] = '\0';
}

/* The length of the UTF-8 character at s, or 0 if it is not one. */
static size_t
utf8len(const unsigned char *s)
{
	unsigned lo = s[0] == 0xe0 ? 0xa0 : s[0] == 0xf0 ? 0x90 : 0x80;
	unsigned hi = s[0] == 0xed ? 0x9f : s[0] == 0xf4 ? 0x8f : 0xbf;
	size_t n, i;

	n = s[0] < 0x80 ? 1 : s[0] < 0xc2 ? 0 : s[0] < 0xe0 ? 2 :
	    s[0] < 0xf0 ? 3 : s[0] < 0xf5 ? 4 : 0;
	for (i = 1; i < n; i++, lo = 0x80, hi = 0xbf)
		if (s[i] < lo || s[i] > hi)
			return 0;
	return n;
}

/*
 * Append s as a JSON string: UTF-8 passed through, control characters
 * escaped, and a byte that is not UTF-8 as U+FFFD, since Chromium drops a
 * message that is not UTF-8 without a word.
 */
static void
quote(struct sbuf *b, const char *s)
{
	char esc[8];
	size_t n;

	sadd(b, "\"", 1);
	for (; *s != '\0'; s += n) {
		n = utf8len((const unsigned char *)s);
		if (n > 0 && *s != '"' && *s != '\\' &&
		    (unsigned char)*s >= 0x20)
			sadd(b, s, n);
		else {
			snprintf(esc, sizeof esc, *s == '"' || *s == '\\' ?
			    "\\%c" : "\\u%04x", n > 0 ? *s : 0xfffd);
			sadd(b, esc, strlen(esc));
			n = 1;
		}
	}
	sadd(b, "\"", 1);
}

/*
 * Append the JSON that fmt makes.  Its ' are ", so that the messages below
 * are written without a backslash at every quote; %q puts in a string,
 * quoted, %d an int and %g a double.
 */
static void
vjson(struct sbuf *b, const char *fmt, va_list ap)
{
	char num[64];

	for (; *fmt != '\0'; fmt++) {
		num[0] = '\0';
		if (*fmt != '%')
			sadd(b, *fmt == '\'' ? "\"" : fmt, 1);
		else if (*++fmt == 'd')
			snprintf(num, sizeof num, "%d", va_arg(ap, int));
		else if (*fmt == 'g')
			snprintf(num, sizeof num, "%.10g", va_arg(ap, double));
		else
			quote(b, va_arg(ap, const char *));
		sadd(b, num, strlen(num));
	}
}

static void
json(struct sbuf *b, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vjson(b, fmt, ap);
	va_end(ap);
}

/*
 * The JSON reader.  A message is a NUL-terminated text; a value is a
 * pointer to its first character, and NULL stands for one not there.
 */
static const char *
ws(const char *p)
{
	while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
		p++;
	return p;
}

/* The end of the value at p, or NULL if it is not well formed. */
static const char *
skip(const char *p)
{
	const char *q;
	char close;

	if (*(p = ws(p)) == '"') {
		for (p++; *p != '"'; p++)
			if (*p == '\0' || (*p == '\\' && *++p == '\0'))
				return NULL;
		return p + 1;
	}
	if (*p == '{' || *p == '[') {
		close = *p == '{' ? '}' : ']';
		if (*(p = ws(p + 1)) == close)
			return p + 1;
		for (;; p = ws(p + 1)) {
			if (close == '}' && (*p != '"' ||
			    (p = skip(p)) == NULL || *(p = ws(p)) != ':'))
				return NULL;
			if ((p = skip(close == '}' ? p + 1 : p)) == NULL)
				return NULL;
			if (*(p = ws(p)) == close)
				return p + 1;
			if (*p != ',')
				return NULL;
		}
	}
	/* A number, true, false or null. */
	for (q = p; *p != '\0' && strchr("+-.0123456789Eaeflnrstu", *p); p++)
		;
	return p == q ? NULL : p;
}

/*
 * The value at path in the value at p: the members named, with dots
 * between, of objects within objects, and 0 for an array's first value.
 * Keys are compared as written, none of them with escapes.
 */
static const char *
find(const char *p, const char *path)
{
	const char *k;
	size_t n;

	for (; p != NULL && *path != '\0'; path += n + (path[n] == '.')) {
		n = strcspn(path, ".");
		if (*(p = ws(p)) == '[' && *path == '0') {
			if (*(p = ws(p + 1)) == ']')
				return NULL;
			continue;
		}
		if (*p != '{')
			return NULL;
		for (p = ws(p + 1);; p = ws(p + 1)) {
			k = p + 1;
			if (*p != '"' || (p = skip(p)) == NULL ||
			    *(p = ws(p)) != ':')
				return NULL;
			p = ws(p + 1);
			if (strncmp(k, path, n) == 0 && k[n] == '"')
				break;
			if ((p = skip(p)) == NULL || *(p = ws(p)) != ',')
				return NULL;
		}
	}
	return p;
}

/* 1 if p is the string s (which has nothing to escape). */
static int
is(const char *p, const char *s)
{
	size_t n = strlen(s);

	return p != NULL && *p == '"' && strncmp(p + 1, s, n) == 0 &&
	    p[n + 1] == '"';
}

static long
hex4(const char *p)
{
	long v = 0;
	int i;

	for (i = 0; i < 4; i++, p++)
		if (*p >= '0' && *p <= '9')
			v = v * 16 + *p - '0';
		else if ((*p | 0x20) >= 'a' && (*p | 0x20) <= 'f')
			v = v * 16 + (*p | 0x20) - 'a' + 10;
		else
			return -1;
	return v;
}

/* The string at p decoded to UTF-8, in a new buffer; *lenp its length. */
static char *
jstr(const char *p, size_t *lenp)
{
	static const char from[] = "bfnrt", to[] = "\b\f\n\r\t";
	const char *end;
	char *s, *o;
	long c, lo;
	int n;

	if (p == NULL || *(p = ws(p)) != '"' || (end = skip(p)) == NULL)
		return NULL;
	if ((s = o = malloc((size_t)(end - p))) == NULL)
		die(2, "out of memory");
	for (p++; *p != '"'; p++) {
		if (*p != '\\' || (*++p != 'u' && strchr(from, *p) == NULL)) {
			*o++ = *p;	/* \" \\ \/ as well */
			continue;
		}
		if (*p != 'u') {
			*o++ = to[strchr(from, *p) - from];
			continue;
		}
		if ((c = hex4(p + 1)) >= 0)
			p += 4;
		if (c >= 0xd800 && c < 0xdc00 && p[1] == '\\' && p[2] == 'u' &&
		    (lo = hex4(p + 3)) >= 0xdc00 && lo < 0xe000) {
			c = 0x10000 + ((c - 0xd800) << 10) + lo - 0xdc00;
			p += 6;
		} else if (c < 0 || (c >= 0xd800 && c < 0xe000))
			c = 0xfffd;	/* half a pair, or no hex */
		n = c < 0x80 ? 0 : c < 0x800 ? 1 : c < 0x10000 ? 2 : 3;
		*o++ = (char)(n == 0 ? c : (0xf0 << (3 - n) & 0xff) |
		    c >> 6 * n);
		while (n-- > 0)
			*o++ = (char)(0x80 | (c >> 6 * n & 0x3f));
	}
	*o = '\0';
	if (lenp != NULL)
		*lenp = (size_t)(o - s);
	return s;
}

/*
 * What a RemoteObject shows: a string's value, or its description (an
 * Error's stack), or its value, or its type; or a string, itself.
 */
static char *
robj(const char *o)
{
	const char *v = find(o, "value"), *end;
	char *s;

	if ((s = jstr(o, NULL)) != NULL || (s = jstr(v, NULL)) != NULL ||
	    (s = jstr(find(o, "description"), NULL)) != NULL ||
	    (v != NULL && (end = skip(v)) != NULL &&
	    (s = strndup(v, (size_t)(end - v))) != NULL) ||
	    (s = jstr(find(o, "type"), NULL)) != NULL ||
	    (s = strdup("?")) != NULL)
		return s;
	die(2, "out of memory");
}

/* What an exception that is thrown shows, or its details' text. */
static char *
thrown(const char *details)
{
	const char *e = find(details, "exception");

	return robj(e != NULL ? e : find(details, "text"));
}

/* Write all of s; a full pipe waits only until the deadline. */
static void
put(const char *s, size_t n)
{
	struct pollfd pfd;
	ssize_t w;

	while (n > 0) {
		interrupted();
		pfd.fd = tofd;
		pfd.events = POLLOUT;
		if (poll(&pfd, 1, left(deadline)) == 0)
			die(softstatus, "chromium reads nothing");
		if ((w = write(tofd, s, n)) == -1) {
			if (errno == EINTR || errno == EAGAIN)
				continue;
			if (errno == EPIPE)
				gone();
			die(2, "writing to chromium: %s", strerror(errno));
		}
		s += w;
		n -= (size_t)w;
	}
}

/* Send a command, to the page once there is a session; return its id. */
static int
vpost(const char *method, const char *fmt, va_list ap)
{
	struct sbuf b = { NULL, 0, 0 };

	json(&b, "{'id':%d,'method':%q,", ++lastid, method);
	if (session[0] != '\0')
		json(&b, "'sessionId':%q,", session);
	json(&b, "'params':");
	if (fmt != NULL)
		vjson(&b, fmt, ap);
	else
		json(&b, "{}");
	json(&b, "}");
	put(b.s, b.n + 1);	/* and its NUL */
	free(b.s);
	return lastid;
}

static void
post(const char *method, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vpost(method, fmt, ap);
	va_end(ap);
}

/*
 * The next message, in the buffer until the next call; NULL if none came
 * before time d.  The buffer grows to hold the largest.
 */
static char *
next(double d)
{
	struct pollfd pfd;
	char *nul;
	ssize_t n;
	int r;

	memmove(in, in + done, inlen - done);
	inlen -= done;
	scanned = done = 0;
	for (;;) {
		nul = memchr(in + scanned, '\0', inlen - scanned);
		if (nul != NULL) {
			done = (size_t)(nul - in) + 1;
			return in;
		}
		scanned = inlen;
		interrupted();
		if (incap - inlen < 65536 &&
		    (in = realloc(in, incap = incap * 2 + 65536)) == NULL)
			die(2, "out of memory");
		pfd.fd = fromfd;
		pfd.events = POLLIN;
		if ((r = poll(&pfd, 1, left(d))) == 0)
			return NULL;
		if (r == -1 ||
		    (n = read(fromfd, in + inlen, incap - inlen)) == -1) {
			if (errno == EINTR)
				continue;
			die(2, "reading from chromium: %s", strerror(errno));
		}
		if (n == 0)
			gone();
		inlen += (size_t)n;
	}
}

static void
report(const char *what, char *text)
{
	fprintf(stderr, "browse: %s: %s\n", what, text);
	free(text);
	failed = 1;
}

static void
event(const char *m)
{
	const char *method = find(m, "method"), *p = find(m, "params");
	char *s;

	if (is(method, "Target.detachedFromTarget") &&
	    is(find(p, "sessionId"), session))
		die(2, "the page went away");
	if (!is(find(m, "sessionId"), session))
		return;
	if (is(method, "Page.loadEventFired"))
		loaded = 1;
	else if (is(method, "Runtime.exceptionThrown"))
		report("exception", thrown(find(p, "exceptionDetails")));
	else if (is(method, "Page.javascriptDialogOpening")) {
		report("dialog", robj(find(p, "message")));
		post("Page.handleJavaScriptDialog", "{'accept':false}");
	} else if (is(method, "Runtime.consoleAPICalled") &&
	    is(find(p, "type"), "error"))
		report("console.error", robj(find(p, "args.0")));
	else if (is(method, "Network.requestWillBeSent") &&
	    (s = jstr(find(p, "request.url"), NULL)) != NULL) {
		if (strncmp(s, "file:", 5) == 0 ||
		    strncmp(s, "data:", 5) == 0 ||
		    strncmp(s, "blob:", 5) == 0) {
			free(s);
			return;
		}
		if ((urls = realloc(urls, (nurls + 1) * sizeof *urls)) == NULL)
			die(2, "out of memory");
		urls[nurls++] = s;
	} else if (is(method, "Inspector.targetCrashed"))
		die(2, "the page crashed");
}

/* Handle one message that comes before time d; 0 if none came. */
static int
step(double d)
{
	char *m;

	if ((m = next(d)) == NULL)
		return 0;
	if (find(m, "id") == NULL)
		event(m);
	return 1;
}

static void
idle(double ms)
{
	double d = now() + ms / 1000;

	while (now() < d && step(d))
		;
}

/*
 * Send a command and return its reply, handling the events that come
 * first.  An error, or no reply by the deadline, is the command's end.
 */
static char *
call(const char *method, const char *fmt, ...)
{
	va_list ap;
	const char *id;
	char *m;
	int want;

	va_start(ap, fmt);
	want = vpost(method, fmt, ap);
	va_end(ap);
	while ((m = next(deadline)) != NULL)
		if ((id = find(m, "id")) == NULL)
			event(m);
		else if (strtol(id, NULL, 10) == want) {
			if (find(m, "error") != NULL)
				die(softstatus, "%s: %s", method,
				    robj(find(m, "error.message")));
			return m;
		}
	die(softstatus, "%s: timed out: %s", cmd, args);
}

/*
 * Evaluate the JavaScript expression js, awaited and passed to the
 * function then, whose value is a string: 1 and the string in *v, or 0 if
 * it threw and what it threw in *v.
 */
static int
evaluate(const char *js, const char *then, char **v)
{
	struct sbuf b = { NULL, 0, 0 };
	const char *m, *d;

	/* The newline ends any // comment in js. */
	json(&b, "Promise.resolve((");
	sadd(&b, js, strlen(js));
	json(&b, "\n)).then(");
	sadd(&b, then, strlen(then));
	json(&b, ")");
	m = call("Runtime.evaluate", "{'expression':%q,'awaitPromise':true,"
	    "'returnByValue':true}", b.s);
	free(b.s);
	if ((d = find(m, "result.exceptionDetails")) != NULL) {
		*v = thrown(d);
		return 0;
	}
	*v = robj(find(m, "result.result"));
	return 1;
}

static const struct {
	const char *name, *key, *text;
	int vk;
} named[] = {
	{ "ArrowUp", "ArrowUp", "", 38 },
	{ "ArrowDown", "ArrowDown", "", 40 },
	{ "ArrowLeft", "ArrowLeft", "", 37 },
	{ "ArrowRight", "ArrowRight", "", 39 },
	{ "Home", "Home", "", 36 },
	{ "End", "End", "", 35 },
	{ "PageUp", "PageUp", "", 33 },
	{ "PageDown", "PageDown", "", 34 },
	{ "Enter", "Enter", "\r", 13 },
	{ "Escape", "Escape", "", 27 },
	{ "Tab", "Tab", "", 9 },
	{ "Backspace", "Backspace", "", 8 },
	{ "Space", " ", " ", 32 },	/* its code is its name */
};

/* The US keyboard's printing keys but letters, plain and shifted. */
static const struct {
	char plain, shifted;
	const char *code;
	int vk;
} printing[] = {
	{ '0', ')', "Digit0", 48 }, { '1', '!', "Digit1", 49 },
	{ '2', '@', "Digit2", 50 }, { '3', '#', "Digit3", 51 },
	{ '4', '$', "Digit4", 52 }, { '5', '%', "Digit5", 53 },
	{ '6', '^', "Digit6", 54 }, { '7', '&', "Digit7", 55 },
	{ '8', '*', "Digit8", 56 }, { '9', '(', "Digit9", 57 },
	{ '`', '~', "Backquote", 192 }, { '-', '_', "Minus", 189 },
	{ '=', '+', "Equal", 187 }, { '[', '{', "BracketLeft", 219 },
	{ ']', '}', "BracketRight", 221 }, { '\\', '|', "Backslash", 220 },
	{ ';', ':', "Semicolon", 186 }, { '\'', '"', "Quote", 222 },
	{ ',', '<', "Comma", 188 }, { '.', '>', "Period", 190 },
	{ '/', '?', "Slash", 191 },
};

/*
 * Press and release a key, count times: a keyDown, with the text of a
 * printing key so that a keypress and an input follow, and a keyUp.  A
 * shifted character has the Shift modifier, but no Shift key is pressed.
 */
static void
key(const char *name, int count)
{
	const char *k = NULL, *code = NULL, *text = "";
	char ch[2] = { name[0], '\0' }, letter[8];
	int vk = 0, shift = 0;
	size_t i;

	for (i = 0; i < sizeof named / sizeof named[0]; i++)
		if (strcmp(name, named[i].name) == 0) {
			k = named[i].key;
			code = named[i].name;
			text = named[i].text;
			vk = named[i].vk;
		}
	if (k == NULL && name[0] > ' ' && name[0] < 0x7f && name[1] == '\0') {
		k = text = ch;
		if ((ch[0] | 0x20) >= 'a' && (ch[0] | 0x20) <= 'z') {
			shift = ch[0] <= 'Z';
			snprintf(letter, sizeof letter, "Key%c", ch[0] & ~0x20);
			code = letter;
			vk = ch[0] & ~0x20;
		}
		for (i = 0; i < sizeof printing / sizeof printing[0]; i++)
			if (ch[0] == printing[i].plain ||
			    ch[0] == printing[i].shifted) {
				shift = ch[0] == printing[i].shifted;
				code = printing[i].code;
				vk = printing[i].vk;
			}
	}
	if (code == NULL)
		die(2, "key: no key %s", name);
	while (count-- > 0) {
		call("Input.dispatchKeyEvent", "{'type':%q,'key':%q,'code':%q,"
		    "'windowsVirtualKeyCode':%d,'nativeVirtualKeyCode':%d,"
		    "'modifiers':%d,'text':%q,'unmodifiedText':%q}",
		    *text != '\0' ? "keyDown" : "rawKeyDown", k, code, vk, vk,
		    shift * 8, text, text);
		call("Input.dispatchKeyEvent", "{'type':'keyUp','key':%q,"
		    "'code':%q,'windowsVirtualKeyCode':%d,"
		    "'nativeVirtualKeyCode':%d,'modifiers':%d}", k, code, vk,
		    vk, shift * 8);
	}
}

/*
 * The n numbers that the JavaScript list gives of the DOMRect r of the
 * first element that matches sel, into v; it is an error that none does.
 */
static void
box(const char *sel, const char *list, double *v, int n)
{
	struct sbuf b = { NULL, 0, 0 };
	char *s, *p;
	int i;

	/* Scrolled to, as a person would before clicking it. */
	json(&b, "(function (e) { if (!e) return ''; "
	    "e.scrollIntoView({ block: 'nearest', inline: 'nearest' }); "
	    "var r = e.getBoundingClientRect(); return [");
	sadd(&b, list, strlen(list));
	json(&b, "].join(' '); })(document.querySelector(%q))", sel);
	i = evaluate(b.s, "String", &s);
	free(b.s);
	if (i == 0)
		die(1, "%s: %s", cmd, s);
	if (*s == '\0')
		die(1, "%s: no element %s", cmd, sel);
	for (i = 0, p = s; i < n; i++)
		v[i] = strtod(p, &p);
	free(s);
}

static void
click(const char *sel, double fx, double fy)
{
	double v[6], x, y;

	box(sel, "r.left, r.top, r.width, r.height, innerWidth, innerHeight",
	    v, 6);
	x = v[0] + fx * v[2];
	y = v[1] + fy * v[3];
	if (x < 0 || y < 0 || x >= v[4] || y >= v[5])
		die(1, "click: %s is outside the viewport", sel);
	call("Input.dispatchMouseEvent", "{'type':'mouseMoved','x':%g,"
	    "'y':%g}", x, y);
	call("Input.dispatchMouseEvent", "{'type':'mousePressed','x':%g,"
	    "'y':%g,'button':'left','buttons':1,'clickCount':1}", x, y);
	call("Input.dispatchMouseEvent", "{'type':'mouseReleased','x':%g,"
	    "'y':%g,'button':'left','buttons':0,'clickCount':1}", x, y);
}

static void
swipe(const double *v)
{
	int i;

	call("Input.dispatchTouchEvent", "{'type':'touchStart',"
	    "'touchPoints':[{'x':%g,'y':%g}]}", v[0], v[1]);
	for (i = 1; i <= 5; i++) {
		idle(16);	/* a frame apart, as a finger's moves come */
		call("Input.dispatchTouchEvent", "{'type':'touchMove',"
		    "'touchPoints':[{'x':%g,'y':%g}]}",
		    v[0] + (v[2] - v[0]) * i / 5, v[1] + (v[3] - v[1]) * i / 5);
	}
	call("Input.dispatchTouchEvent", "{'type':'touchEnd',"
	    "'touchPoints':[]}");
}

/* Decode base64 in place; return the length decoded. */
static size_t
unbase64(char *s, size_t n)
{
	static const char digits[] =
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	const char *d;
	unsigned long acc = 0;
	size_t i, o = 0;
	int bits = 0;

	for (i = 0; i < n && s[i] != '='; i++) {
		if (s[i] == '\0' || (d = strchr(digits, s[i])) == NULL)
			die(1, "shot: not base64");
		acc = (acc << 6 | (unsigned long)(d - digits)) & 0xffffff;
		if ((bits += 6) >= 8)
			s[o++] = (char)(acc >> (bits -= 8));
	}
	return o;
}

static void
shot(const char *file, const char *sel)
{
	double v[5];
	char *m, *png;
	size_t n;
	FILE *fp;

	if (sel == NULL)
		m = call("Page.captureScreenshot", "{'format':'png',"
		    "'captureBeyondViewport':false}");
	else {
		/*
		 * The clip is in the document's coordinates, and what is
		 * outside the viewport would come out blank.
		 */
		box(sel, "Math.round(r.left + scrollX), Math.round(r.top + "
		    "scrollY), Math.round(r.width), Math.round(r.height), "
		    "+(Math.round(r.left) >= 0 && Math.round(r.top) >= 0 && "
		    "Math.round(r.right) <= innerWidth && "
		    "Math.round(r.bottom) <= innerHeight)", v, 5);
		if (v[2] < 1 || v[3] < 1)
			die(1, "shot: %s is empty", sel);
		if (v[4] != 1)
			die(1, "shot: %s is not all in the viewport", sel);
		m = call("Page.captureScreenshot", "{'format':'png',"
		    "'captureBeyondViewport':false,'clip':{'x':%g,'y':%g,"
		    "'width':%g,'height':%g,'scale':1}}", v[0], v[1], v[2],
		    v[3]);
	}
	if ((png = jstr(find(m, "result.data"), &n)) == NULL)
		die(1, "shot: no picture");
	n = unbase64(png, n);
	if ((fp = fopen(file, "wb")) == NULL || fwrite(png, 1, n, fp) != n ||
	    fclose(fp) == EOF)
		die(2, "%s: %s", file, strerror(errno));
	free(png);
}

static void
waitfor(const char *expr)
{
	char *v;

	while (evaluate(expr, "function (v) { return v ? '1' : ''; }",
	    &v) == 0 || *v == '\0') {
		free(v);
		if (now() >= deadline)
			die(1, "wait: timed out: %s", expr);
		idle(20);
	}
	free(v);
}

/* The number s, from min to max, whole if it must be. */
static double
number(const char *s, double min, double max, int whole)
{
	char *end;
	double d = strtod(s, &end);

	if (*s == '\0' || *end != '\0' || !(d >= min && d <= max) ||
	    (whole && d != (long)d))
		die(2, "%s: not a number or out of range: %s", cmd, s);
	return d;
}

static void
run(char *line)
{
	char *arg, *av[6], *v;
	double d[4];
	size_t i;
	int ac = 0;

	arg = line + strcspn(line, " \t");
	if (*arg != '\0')
		*arg++ = '\0';
	cmd = line;
	args = arg;
	if (strcmp(line, "echo") == 0)
		puts(arg);
	else if (strcmp(line, "eval") == 0) {
		if (evaluate(arg, "String", &v) == 0) {
			report("eval", v);
			return;
		}
		for (i = 0; v[i] != '\0'; i++)
			if (v[i] == '\n' || v[i] == '\\')
				printf("\\%c", v[i] == '\n' ? 'n' : '\\');
			else
				putchar(v[i]);
		putchar('\n');
		free(v);
	} else if (strcmp(line, "wait") == 0)
		waitfor(arg);
	else {
		for (v = strtok(arg, " \t"); v != NULL && ac < 6;
		    v = strtok(NULL, " \t"))
			av[ac++] = v;
		if (strcmp(line, "key") == 0 && (ac == 1 || ac == 2))
			key(av[0], ac == 2 ? (int)number(av[1], 1, 1e5, 1) : 1);
		else if (strcmp(line, "click") == 0 && (ac == 1 || ac == 3))
			click(av[0], ac == 3 ? number(av[1], 0, 1, 0) : 0.5,
			    ac == 3 ? number(av[2], 0, 1, 0) : 0.5);
		else if (strcmp(line, "swipe") == 0 && ac == 4) {
			for (i = 0; i < 4; i++)
				d[i] = number(av[i], -1e6, 1e6, 0);
			swipe(d);
		} else if (strcmp(line, "shot") == 0 && (ac == 1 || ac == 2))
			shot(av[0], ac == 2 ? av[1] : NULL);
		else if (strcmp(line, "sleep") == 0 && ac == 1)
			idle(number(av[0], 0, 1e9, 0));
		else if (strcmp(line, "requests") == 0 && ac == 0)
			for (i = 0; i < nurls; i++)
				puts(urls[i]);
		else
			die(2, "bad command: %s", line);
	}
}

/* Close every fd from 6 up: those /dev/fd lists, else all there can be. */
static void
closefrom6(void)
{
	struct dirent *e;
	DIR *d;
	long fd, max;

	if ((d = opendir("/dev/fd")) == NULL) {
		for (fd = 6, max = sysconf(_SC_OPEN_MAX); fd < max; fd++)
			close((int)fd);
		return;
	}
	while ((e = readdir(d)) != NULL)
		if ((fd = strtol(e->d_name, NULL, 10)) >= 6 && fd != dirfd(d))
			close((int)fd);
	closedir(d);
}

/*
 * Start Chromium in a process group of its own, reading commands on its
 * fd 3 and writing on its fd 4, its stdout and stderr a file in the
 * profile, and its config (a crash handler's files) there too.  Its fd 5,
 * closed by exec, says whether exec failed.
 */
static void
launch(int w, int h)
{
	static char *flags[] = {
		"--headless", "--remote-debugging-pipe", "--disable-gpu",
		"--no-first-run", "--no-default-browser-check",
		"--disable-extensions", "--disable-background-networking",
		"--disable-component-update", "--disable-sync",
		"--disable-default-apps", "--mute-audio", "--hide-scrollbars",
		"--force-device-scale-factor=1",
		"--force-color-profile=srgb",	/* colours as drawn */
	};
	const char *bin = getenv("CHROMIUM"), *tmp = getenv("TMPDIR");
	char log[PATH_MAX + 16], size[64], dir[PATH_MAX + 32], *argv[32];
	int cmdp[2], evp[2], errp[2], src[6], hi[6], argc = 0, err = 0;
	size_t i;
	ssize_t n;

	if (bin == NULL || *bin == '\0')
		bin = "chromium";
	if (tmp == NULL || *tmp == '\0')
		tmp = "/tmp";
	if (snprintf(profile, sizeof profile, "%s/browse.XXXXXX", tmp) >=
	    (int)sizeof profile || mkdtemp(profile) == NULL) {
		profile[0] = '\0';
		die(2, "cannot make a directory in %s", tmp);
	}
	snprintf(log, sizeof log, "%s/stderr", profile);
	snprintf(dir, sizeof dir, "--user-data-dir=%s", profile);
	snprintf(size, sizeof size, "--window-size=%d,%d", w, h);
	argv[argc++] = (char *)bin;
	if (geteuid() == 0)
		argv[argc++] = "--no-sandbox";
	for (i = 0; i < sizeof flags / sizeof flags[0]; i++)
		argv[argc++] = flags[i];
	argv[argc++] = size;
	argv[argc++] = dir;
	argv[argc++] = "about:blank";
	argv[argc] = NULL;
	if (pipe(cmdp) == -1 || pipe(evp) == -1 || pipe(errp) == -1 ||
	    (src[0] = open("/dev/null", O_RDWR)) == -1 ||
	    (src[1] = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0600)) == -1)
		die(2, "%s", strerror(errno));
	src[2] = src[1];
	src[3] = cmdp[0];
	src[4] = evp[1];
	src[5] = errp[1];
	if ((browser = fork()) == -1)
		die(2, "fork: %s", strerror(errno));
	if (browser == 0) {
		setpgid(0, 0);
		signal(SIGPIPE, SIG_DFL);
		for (i = 0; i < 6; i++)
			if ((hi[i] = fcntl(src[i], F_DUPFD, 6)) == -1)
				_exit(127);
		for (i = 0; i < 6; i++)
			dup2(hi[i], (int)i);
		fcntl(5, F_SETFD, FD_CLOEXEC);
		closefrom6();
		setenv("XDG_CONFIG_HOME", profile, 1);
		execvp(bin, argv);
		err = errno;
		n = write(5, &err, sizeof err);
		_exit(n == -1 ? 126 : 127);
	}
	setpgid(browser, browser);	/* whichever of the two comes first */
	close(cmdp[0]);
	close(evp[1]);
	close(errp[1]);
	close(src[0]);
	close(src[1]);
	tofd = cmdp[1];
	fromfd = evp[0];
	while ((n = read(errp[0], &err, sizeof err)) == -1 && errno == EINTR)
		;
	close(errp[0]);
	if (n == (ssize_t)sizeof err)
		die(2, "cannot run %s: %s", bin, strerror(err));
	fcntl(tofd, F_SETFL, O_NONBLOCK);
}

/* The file: URL of the page, percent-encoding all but the plainest. */
static char *
fileurl(const char *page)
{
	struct sbuf b = { NULL, 0, 0 };
	struct stat st;
	char *abs, *p, c[4];

	if ((abs = realpath(page, NULL)) == NULL || stat(abs, &st) == -1)
		die(2, "%s: %s", page, strerror(errno));
	if (!S_ISREG(st.st_mode))
		die(2, "%s: not a file", page);
	sadd(&b, "file://", 7);
	for (p = abs; *p != '\0'; p++)
		if (((*p | 0x20) >= 'a' && (*p | 0x20) <= 'z') ||
		    (*p >= '0' && *p <= '9') || strchr("/-._~", *p) != NULL)
			sadd(&b, p, 1);
		else {
			snprintf(c, sizeof c, "%%%02X", (unsigned char)*p);
			sadd(&b, c, 3);
		}
	free(abs);
	return b.s;
}

/*
 * Open the page in a target of its own, attached as a session, with the
 * domains on whose events are wanted and the viewport asked for, and
 * wait for the page's load event.
 */
static void
start(const char *url, const char *page, int w, int h, int still)
{
	char *m, *s;

	m = call("Target.createTarget", "{'url':'about:blank'}");
	s = robj(find(m, "result.targetId"));
	m = call("Target.attachToTarget", "{'targetId':%q,'flatten':true}",
	    s);
	free(s);
	if ((s = jstr(find(m, "result.sessionId"), NULL)) == NULL ||
	    strlen(s) >= sizeof session)
		die(2, "Target.attachToTarget: no sessionId");
	strcpy(session, s);
	free(s);
	call("Page.enable", NULL);
	call("Runtime.enable", NULL);
	call("Network.enable", NULL);
	call("Emulation.setDeviceMetricsOverride", "{'width':%d,'height':%d,"
	    "'deviceScaleFactor':1,'mobile':false}", w, h);
	call("Emulation.setTouchEmulationEnabled", "{'enabled':true,"
	    "'maxTouchPoints':1}");
	if (still)
		call("Emulation.setEmulatedMedia", "{'features':[{'name':"
		    "'prefers-reduced-motion','value':'reduce'}]}");
	loaded = 0;
	m = call("Page.navigate", "{'url':%q}", url);
	if ((s = jstr(find(m, "result.errorText"), NULL)) != NULL)
		die(2, "%s: %s", page, s);
	for (;;) {
		while (!loaded)
			if (!step(deadline))
				die(2, "%s: no load event", page);
		/* This page's, not about:blank's before it. */
		if (evaluate("document.readyState + ' ' + location.protocol",
		    "String", &s) == 1 && strcmp(s, "complete file:") == 0)
			break;
		free(s);
		loaded = 0;
	}
	free(s);
}

int
main(int argc, char *argv[])
{
	struct sigaction sa;
	char *line = NULL, *url, *end;
	size_t cap = 0;
	double d;
	int c, w = 800, h = 600, still = 0;

	while ((c = getopt(argc, argv, "rw:h:t:")) != -1) {
		if (c == 'r') {
			still = 1;
			continue;
		}
		if (c == '?' || (d = strtod(optarg, &end)) <= 0 ||
		    *end != '\0' || d > 1e6 ||
		    (c != 't' && (d > 100000 || d != (int)d)))
			usage();
		if (c == 't')
			timeout = d;
		else
			*(c == 'w' ? &w : &h) = (int)d;
	}
	if (argc - optind != 1)
		usage();
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = SIG_IGN;
	sigaction(SIGPIPE, &sa, NULL);
	/* Not restarted, so that a wait stops, to clean up. */
	sa.sa_handler = catch;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	if ((in = malloc(incap = 65536)) == NULL)
		die(2, "out of memory");
	url = fileurl(args = argv[optind]);
	/* A browser's start is slow on a busy machine, whatever -t says. */
	deadline = now() + (timeout > 30 ? timeout : 30);
	launch(w, h);
	start(url, argv[optind], w, h, still);
	free(url);
	softstatus = 1;
	while (getline(&line, &cap, stdin) != -1) {
		line[strcspn(line, "\r\n")] = '\0';
		deadline = now() + timeout;
		if (line[strspn(line, " \t")] != '\0' && line[0] != '#')
			run(line);
		fflush(stdout);
	}
	free(line);
	interrupted();
	/* What the page did before this comes before its reply. */
	cmd = "end";
	deadline = now() + timeout;
	call("Runtime.evaluate", "{'expression':'0'}");
	session[0] = '\0';
	post("Browser.close", NULL);
	stop(5);
	finish(failed);
}
