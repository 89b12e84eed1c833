/*
 * browse: drive a headless Chromium over the DevTools protocol on a pipe,
 * a headless Firefox over Marionette (its WebDriver on a local port), or
 * WebKit, Safari's engine, over WebKitGTK's WebDriver (HTTP, its browser
 * on an X server of its own, Xvfb), so that an end-to-end test can open
 * a page mazerender wrote, press keys,
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
 * takes longer than -t seconds (20; the start has 60 at least), exits 1
 * at once.  2 is for usage errors, a page that is not there and a browser
 * that cannot start or dies.  The browser is $CHROMIUM, else chromium;
 * with BROWSE_WITH=firefox in the environment, $FIREFOX, else
 * firefox-esr; with BROWSE_WITH=webkit, $WEBKITWEBDRIVER, else
 * WebKitWebDriver, and $XVFB, else Xvfb; so that a case written for one
 * runs unchanged in the others.  Firefox tells of a console.error or an
 * uncaught exception only on its output, which is read at the end;
 * WebKit of neither, so the page keeps them, from its load on.  Neither
 * has requests, and WebKit without a touch screen has no swipe.
 *
 * With -r the page is told that its reader asks for reduced motion
 * (prefers-reduced-motion: reduce), as it is loaded.
 *
 * usage: browse [-r] [-w width] [-h height] [-t seconds] page.html
 */
#define _XOPEN_SOURCE 700
#ifdef __linux__
#include <sys/prctl.h>
#endif
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <netinet/in.h>
#include <arpa/inet.h>
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

#include <png.h>

struct sbuf {
	char *s;
	size_t n, cap;
};

static pid_t browser = -1;	/* the browser, leader of a group of its own */
static int gecko;		/* Firefox, over Marionette */
static int webkit;		/* WebKit, over WebKitWebDriver's HTTP */
static int w3c;			/* either: WebDriver's commands */
static int wdport;		/* WebKitWebDriver's */
static const char *bname = "chromium";
static char *msg;		/* a WebDriver reply, NUL-terminated */
static size_t msgcap;
static char profile[PATH_MAX];	/* its profile, and its stderr */
static int tofd = -1, fromfd = -1;	/* its fd 3 and fd 4, or a socket */
static char *in;		/* what it wrote: messages, each ended by NUL,
				   or Firefox's, each after its length */
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
 * End the browser, given secs to end by itself, then every process left in
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

/* Print the last lines the browser wrote on its stderr. */
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
	fprintf(stderr, "browse: %s's stderr ends:\n", bname);
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

/* The browser closed its pipe or socket: say how it ended. */
static _Noreturn void
gone(void)
{
	int st = stop(3);

	if (WIFSIGNALED(st))
		fprintf(stderr, "browse: %s died of signal %d\n", bname,
		    WTERMSIG(st));
	else
		fprintf(stderr, "browse: %s exited, status %d\n", bname,
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
 * quoted, %j a string as it is (JSON made already), %d an int and %g a
 * double.
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
		else if (*fmt == 'j') {
			const char *raw = va_arg(ap, const char *);

			sadd(b, raw, strlen(raw));
		} else
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
 * between, of objects within objects, and a number for an array's value
 * at that index, from 0.  Keys are compared as written, none of them with
 * escapes.
 */
static const char *
find(const char *p, const char *path)
{
	const char *k;
	size_t n;
	long i;

	for (; p != NULL && *path != '\0'; path += n + (path[n] == '.')) {
		n = strcspn(path, ".");
		if (*(p = ws(p)) == '[' && *path >= '0' && *path <= '9') {
			p = ws(p + 1);
			for (i = strtol(path, NULL, 10); i > 0; i--) {
				if ((p = skip(p)) == NULL || *(p = ws(p)) != ',')
					return NULL;
				p = ws(p + 1);
			}
			if (*p == ']')
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
			die(softstatus, "%s reads nothing", bname);
		if ((w = write(tofd, s, n)) == -1) {
			if (errno == EINTR || errno == EAGAIN)
				continue;
			if (errno == EPIPE)
				gone();
			die(2, "writing to %s: %s", bname, strerror(errno));
		}
		s += w;
		n -= (size_t)w;
	}
}

/*
 * Send a command, to the page once there is a session; return its id.
 * Chromium's ends at a NUL; Firefox's is [0, id, method, params] after
 * its length and a colon.
 */
static int
vpost(const char *method, const char *fmt, va_list ap)
{
	struct sbuf b = { NULL, 0, 0 };
	char len[32];

	if (gecko)
		json(&b, "[0,%d,%q,", ++lastid, method);
	else {
		json(&b, "{'id':%d,'method':%q,", ++lastid, method);
		if (session[0] != '\0')
			json(&b, "'sessionId':%q,", session);
		json(&b, "'params':");
	}
	if (fmt != NULL)
		vjson(&b, fmt, ap);
	else
		json(&b, "{}");
	json(&b, gecko ? "]" : "}");
	if (gecko) {
		snprintf(len, sizeof len, "%zu:", b.n);
		put(len, strlen(len));
		put(b.s, b.n);
	} else
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
 * Firefox's message, if it is all in the buffer: its length, a colon and
 * its JSON, copied out with a NUL after it; else NULL.
 */
static char *
framed(void)
{
	size_t i, len = 0;

	for (i = 0; i < inlen && in[i] >= '0' && in[i] <= '9'; i++)
		if ((len = len * 10 + (size_t)(in[i] - '0')) > 1u << 30)
			die(2, "%s: a message too long", bname);
	if (i == inlen)
		return NULL;
	if (i == 0 || in[i] != ':')
		die(2, "%s: not a message", bname);
	if (inlen - i - 1 < len)
		return NULL;
	if (len + 1 > msgcap &&
	    (msg = realloc(msg, msgcap = len + 1)) == NULL)
		die(2, "out of memory");
	memcpy(msg, in + i + 1, len);
	msg[len] = '\0';
	done = i + 1 + len;
	return msg;
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
		if (gecko && (nul = framed()) != NULL)
			return nul;
		nul = gecko ? NULL : memchr(in + scanned, '\0',
		    inlen - scanned);
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
			die(2, "reading from %s: %s", bname, strerror(errno));
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
	if (!w3c && find(m, "id") == NULL)
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
vcall(const char *method, const char *fmt, va_list ap)
{
	const char *id, *e;
	char *m;
	int want;

	want = vpost(method, fmt, ap);
	while ((m = next(deadline)) != NULL)
		if (gecko) {
			/* [1, id, error or null, result] */
			if ((id = find(m, "1")) == NULL ||
			    strtol(id, NULL, 10) != want)
				continue;
			if ((e = find(m, "2")) != NULL && *ws(e) == '{')
				die(softstatus, "%s: %s: %s", method,
				    robj(find(m, "2.error")),
				    robj(find(m, "2.message")));
			return m;
		} else if ((id = find(m, "id")) == NULL)
			event(m);
		else if (strtol(id, NULL, 10) == want) {
			if (find(m, "error") != NULL)
				die(softstatus, "%s: %s", method,
				    robj(find(m, "error.message")));
			return m;
		}
	die(softstatus, "%s: timed out: %s", cmd, args);
}

static char *
call(const char *method, const char *fmt, ...)
{
	va_list ap;
	char *m;

	va_start(ap, fmt);
	m = vcall(method, fmt, ap);
	va_end(ap);
	return m;
}

/* A connection to port on this machine, or -1. */
static int
dial(int port)
{
	struct sockaddr_in sa;
	int fd;

	if ((fd = socket(AF_INET, SOCK_STREAM, 0)) == -1)
		return -1;
	memset(&sa, 0, sizeof sa);
	sa.sin_family = AF_INET;
	sa.sin_port = htons((uint16_t)port);
	sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (connect(fd, (struct sockaddr *)&sa, sizeof sa) == 0)
		return fd;
	close(fd);
	return -1;
}

/*
 * WebDriver's commands, by Marionette's names for them, as HTTP requests
 * to WebKitWebDriver: the method, and the path after the session's.
 */
static const struct {
	const char *name, *method, *path;
} rest[] = {
	{ "WebDriver:NewSession", "POST", "" },
	{ "WebDriver:SetWindowRect", "POST", "/window/rect" },
	{ "WebDriver:Navigate", "POST", "/url" },
	{ "WebDriver:ExecuteAsyncScript", "POST", "/execute/async" },
	{ "WebDriver:PerformActions", "POST", "/actions" },
	{ "WebDriver:TakeScreenshot", "GET", "/screenshot" },
	{ "Marionette:Quit", "DELETE", "" },
};

/*
 * An HTTP request to WebKitWebDriver, a connection of its own (HTTP/1.0:
 * the reply ends where the connection does), and its reply's body; an
 * error's is the command's end.
 */
static char *
http(const char *method, const char *path, const char *body)
{
	struct sbuf b = { NULL, 0, 0 };
	struct pollfd pfd;
	char buf[65536], *p;
	ssize_t n;
	int status;

	if ((tofd = dial(wdport)) == -1)
		die(2, "WebKitWebDriver: %s", strerror(errno));
	snprintf(buf, sizeof buf, "%s /session%s%s%s HTTP/1.0\r\n"
	    "Host: 127.0.0.1\r\nContent-Type: application/json\r\n"
	    "Content-Length: %zu\r\n\r\n", method, *session ? "/" : "",
	    session, path, body != NULL ? strlen(body) : 0);
	fcntl(tofd, F_SETFL, O_NONBLOCK);
	put(buf, strlen(buf));
	if (body != NULL)
		put(body, strlen(body));
	for (;;) {
		pfd.fd = tofd;
		pfd.events = POLLIN;
		if (poll(&pfd, 1, left(deadline)) == 0)
			die(softstatus, "%s: timed out: %s", cmd, args);
		interrupted();
		if ((n = read(tofd, buf, sizeof buf)) == 0)
			break;
		if (n > 0)
			sadd(&b, buf, (size_t)n);
		else if (errno != EINTR && errno != EAGAIN)
			die(2, "reading from WebKitWebDriver: %s",
			    strerror(errno));
	}
	close(tofd);
	tofd = -1;
	if (b.s == NULL || sscanf(b.s, "HTTP/%*d.%*d %d", &status) != 1 ||
	    (p = strstr(b.s, "\r\n\r\n")) == NULL)
		die(2, "WebKitWebDriver: not HTTP");
	n = (ssize_t)strlen(p += 4);
	if ((size_t)n + 1 > msgcap &&
	    (msg = realloc(msg, msgcap = (size_t)n + 1)) == NULL)
		die(2, "out of memory");
	memcpy(msg, p, (size_t)n + 1);
	free(b.s);
	if (status != 200)
		die(softstatus, "%s %s: %s: %s", method, path,
		    robj(find(msg, "value.error")),
		    robj(find(msg, "value.message")));
	return msg;
}

/*
 * A WebDriver command, by Marionette's name: its result, an object whose
 * value is what it gives.
 */
static const char *
wdcall(const char *name, const char *fmt, ...)
{
	struct sbuf b = { NULL, 0, 0 };
	va_list ap;
	size_t i;
	char *m;

	if (gecko) {
		va_start(ap, fmt);
		m = vcall(name, fmt, ap);
		va_end(ap);
		return find(m, "3");
	}
	for (i = 0; strcmp(rest[i].name, name) != 0; i++)
		if (i + 1 == sizeof rest / sizeof rest[0])
			die(2, "%s: not sent to WebKitWebDriver", name);
	va_start(ap, fmt);
	if (fmt != NULL)
		vjson(&b, fmt, ap);
	else
		json(&b, "{}");
	va_end(ap);
	m = http(rest[i].method, rest[i].path,
	    strcmp(rest[i].method, "POST") == 0 ? b.s : NULL);
	free(b.s);
	return m;
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
	if (w3c)
		json(&b, "var done = arguments[arguments.length - 1], "
		    "fail = function (e) { done([0, e instanceof Error ? "
		    "e.name + ': ' + e.message : String(e)]); }; try { ");
	json(&b, "Promise.resolve((");
	sadd(&b, js, strlen(js));
	json(&b, "\n)).then(");
	sadd(&b, then, strlen(then));
	json(&b, ")");
	if (w3c) {
		/* What it threw as Chromium shows it, without the stack. */
		json(&b, ".then(function (v) { done([1, v]); }, fail); } "
		    "catch (e) { fail(e); }");
		m = wdcall("WebDriver:ExecuteAsyncScript", "{'script':%q,"
		    "'args':[]}", b.s);
		free(b.s);
		*v = robj(find(m, "value.1"));
		return (d = find(m, "value.0")) != NULL && *ws(d) == '1';
	}
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

/* The named keys, and (wd) each as WebDriver's key actions write it. */
static const struct {
	const char *name, *key, *text;
	int vk;
	const char *wd;
} named[] = {
	{ "ArrowUp", "ArrowUp", "", 38, "\"\\uE013\"" },
	{ "ArrowDown", "ArrowDown", "", 40, "\"\\uE015\"" },
	{ "ArrowLeft", "ArrowLeft", "", 37, "\"\\uE012\"" },
	{ "ArrowRight", "ArrowRight", "", 39, "\"\\uE014\"" },
	{ "Home", "Home", "", 36, "\"\\uE011\"" },
	{ "End", "End", "", 35, "\"\\uE010\"" },
	{ "PageUp", "PageUp", "", 33, "\"\\uE00E\"" },
	{ "PageDown", "PageDown", "", 34, "\"\\uE00F\"" },
	{ "Enter", "Enter", "\r", 13, "\"\\uE007\"" },
	{ "Escape", "Escape", "", 27, "\"\\uE00C\"" },
	{ "Tab", "Tab", "", 9, "\"\\uE004\"" },
	{ "Backspace", "Backspace", "", 8, "\"\\uE003\"" },
	{ "Space", " ", " ", 32, "\" \"" },	/* its code is its name */
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
 * WebDriver: press and release the key that it writes as wd (JSON),
 * count times, with Shift held down around it if shift.
 */
static void
w3ckey(const char *wd, int shift, int count)
{
	struct sbuf b = { NULL, 0, 0 };

	json(&b, "{'actions':[{'type':'key','id':'keys','actions':[");
	while (count-- > 0) {
		if (shift)
			json(&b, "{'type':'keyDown','value':'\\uE008'},");
		json(&b, "{'type':'keyDown','value':%j},"
		    "{'type':'keyUp','value':%j}", wd, wd);
		if (shift)
			json(&b, ",{'type':'keyUp','value':'\\uE008'}");
		json(&b, count > 0 ? "," : "");
	}
	json(&b, "]}]}");
	wdcall("WebDriver:PerformActions", "%j", b.s);
	free(b.s);
}

/*
 * Press and release a key, count times: a keyDown, with the text of a
 * printing key so that a keypress and an input follow, and a keyUp.  A
 * shifted character has the Shift modifier, but no Shift key is pressed.
 */
static void
key(const char *name, int count)
{
	const char *k = NULL, *code = NULL, *text = "", *wd = NULL;
	char ch[2] = { name[0], '\0' }, letter[8], wdch[8];
	int vk = 0, shift = 0;
	size_t i;

	for (i = 0; i < sizeof named / sizeof named[0]; i++)
		if (strcmp(name, named[i].name) == 0) {
			k = named[i].key;
			code = named[i].name;
			text = named[i].text;
			vk = named[i].vk;
			wd = named[i].wd;
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
	if (w3c) {
		if (wd == NULL) {
			snprintf(wdch, sizeof wdch, "\"%s%c\"",
			    ch[0] == '"' || ch[0] == '\\' ? "\\" : "", ch[0]);
			wd = wdch;
		}
		w3ckey(wd, shift, count);
		return;
	}
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
	if (w3c) {
		wdcall("WebDriver:PerformActions", "{'actions':[{'type':"
		    "'pointer','id':'mouse','parameters':{'pointerType':"
		    "'mouse'},'actions':[{'type':'pointerMove','x':%d,"
		    "'y':%d,'origin':'viewport'},{'type':'pointerDown',"
		    "'button':0},{'type':'pointerUp','button':0}]}]}", (int)x,
		    (int)y);
		return;
	}
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
	struct sbuf b = { NULL, 0, 0 };
	int i;

	if (w3c) {
		json(&b, "{'actions':[{'type':'pointer','id':'finger',"
		    "'parameters':{'pointerType':'touch'},'actions':["
		    "{'type':'pointerMove','x':%d,'y':%d,'origin':'viewport'},"
		    "{'type':'pointerDown','button':0}", (int)v[0], (int)v[1]);
		for (i = 1; i <= 5; i++)
			json(&b, ",{'type':'pointerMove','duration':16,'x':%d,"
			    "'y':%d,'origin':'viewport'}",
			    (int)(v[0] + (v[2] - v[0]) * i / 5),
			    (int)(v[1] + (v[3] - v[1]) * i / 5));
		json(&b, ",{'type':'pointerUp','button':0}]}]}");
		wdcall("WebDriver:PerformActions", "%j", b.s);
		free(b.s);
		return;
	}

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

/*
 * Write the w x h pixels at (x, y) of the PNG png (n bytes) to file, as a
 * PNG: Firefox shoots the viewport, or an element a few pixels astray.
 */
static void
crop(const char *png, size_t n, const double *v, const char *file)
{
	png_image im;
	png_bytep px;
	uint32_t x = (uint32_t)v[0], y = (uint32_t)v[1];
	uint32_t w = (uint32_t)v[2], h = (uint32_t)v[3];
	size_t stride;

	memset(&im, 0, sizeof im);
	im.version = PNG_IMAGE_VERSION;
	if (!png_image_begin_read_from_memory(&im, png, n))
		die(1, "shot: %s", im.message);
	im.format = PNG_FORMAT_RGBA;
	stride = PNG_IMAGE_ROW_STRIDE(im);
	if ((px = malloc(PNG_IMAGE_SIZE(im))) == NULL)
		die(2, "out of memory");
	if (!png_image_finish_read(&im, NULL, px, 0, NULL))
		die(1, "shot: %s", im.message);
	if (x + w > im.width || y + h > im.height)
		die(1, "shot: the box is outside the picture");
	png_image_free(&im);
	memset(&im, 0, sizeof im);
	im.version = PNG_IMAGE_VERSION;
	im.width = w;
	im.height = h;
	im.format = PNG_FORMAT_RGBA;
	if (!png_image_write_to_file(&im, file, 0, px + y * stride + 4 * x,
	    (png_int_32)stride, NULL))
		die(2, "%s: %s", file, im.message);
	free(px);
}

static void
shot(const char *file, const char *sel)
{
	double v[5];
	const char *m;
	char list[256], *png, *s;
	size_t n;
	FILE *fp;

	/*
	 * Chromium clips in the document's coordinates; WebDriver shoots the
	 * viewport, cut here (its shot of an element is a few pixels astray
	 * in Firefox, and black in WebKit).  What is outside the viewport
	 * would come out blank.
	 */
	if (sel != NULL) {
		snprintf(list, sizeof list, "Math.round(r.left + %s), "
		    "Math.round(r.top + %s), Math.round(r.width), "
		    "Math.round(r.height), +(Math.round(r.left) >= 0 && "
		    "Math.round(r.top) >= 0 && Math.round(r.right) <= "
		    "innerWidth && Math.round(r.bottom) <= innerHeight)",
		    w3c ? "0" : "scrollX", w3c ? "0" : "scrollY");
		box(sel, list, v, 5);
		if (v[2] < 1 || v[3] < 1)
			die(1, "shot: %s is empty", sel);
		if (v[4] != 1)
			die(1, "shot: %s is not all in the viewport", sel);
	}
	if (w3c) {
		/* WebKit shoots the last frame painted: one after now. */
		if (evaluate("new Promise(function (r) { requestAnimationFrame("
		    "function () { requestAnimationFrame(r); }); })", "String",
		    &s) == 0)
			die(1, "shot: %s", s);
		free(s);
		m = wdcall("WebDriver:TakeScreenshot", "{'id':null,"
		    "'full':false,'hash':false,'scroll':false}");
	} else if (sel == NULL)
		m = call("Page.captureScreenshot", "{'format':'png',"
		    "'captureBeyondViewport':false}");
	else
		m = call("Page.captureScreenshot", "{'format':'png',"
		    "'captureBeyondViewport':false,'clip':{'x':%g,'y':%g,"
		    "'width':%g,'height':%g,'scale':1}}", v[0], v[1], v[2],
		    v[3]);
	if ((png = jstr(find(m, w3c ? "value" : "result.data"), &n)) == NULL)
		die(1, "shot: no picture");
	n = unbase64(png, n);
	if (w3c && sel != NULL)
		crop(png, n, v, file);
	else if ((fp = fopen(file, "wb")) == NULL ||
	    fwrite(png, 1, n, fp) != n || fclose(fp) == EOF)
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
		else if (strcmp(line, "requests") == 0 && ac == 0 && w3c)
			die(2, "requests: none from %s", bname);
		else if (strcmp(line, "requests") == 0 && ac == 0)
			for (i = 0; i < nurls; i++)
				puts(urls[i]);
		else
			die(2, "bad command: %s", line);
	}
}

/*
 * Firefox's preferences: Marionette on a port of its choosing, which it
 * writes in the profile; the page's console messages on its stdout, and
 * not those of its experiments' loader, which fails offline; pixels
 * as CSS pixels, colours as drawn; touch events, as a phone has;
 * nothing it would do for a person's first run; one process for pages,
 * not eight, and none of the add-ons it comes with.  Its start is a
 * processor's 10 s, where Chromium's is 4 and WebKit's 2; those two save
 * 15% and 20% of it.
 */
static const char userjs[] =
    "user_pref(\"marionette.port\", 0);\n"
    "user_pref(\"devtools.console.stdout.content\", true);\n"
    "user_pref(\"messaging-system.log\", \"off\");\n"
    "user_pref(\"layout.css.devPixelsPerPx\", \"1.0\");\n"
    "user_pref(\"gfx.color_management.mode\", 0);\n"
    "user_pref(\"dom.w3c_touch_events.enabled\", 1);\n"
    "user_pref(\"ui.useOverlayScrollbars\", 1);\n"
    "user_pref(\"browser.shell.checkDefaultBrowser\", false);\n"
    "user_pref(\"datareporting.policy.dataSubmissionEnabled\", false);\n"
    "user_pref(\"toolkit.telemetry.reportingpolicy.firstRun\", false);\n"
    "user_pref(\"app.update.disabledForTesting\", true);\n"
    "user_pref(\"dom.ipc.processCount\", 1);\n"
    "user_pref(\"fission.autostart\", false);\n"
    "user_pref(\"dom.ipc.processPrelaunch.enabled\", false);\n"
    "user_pref(\"extensions.enabledScopes\", 0);\n";

/* Wait a moment for what is starting; the browser ended is its end. */
static void
starting(const char *what)
{
	siginfo_t si;

	memset(&si, 0, sizeof si);
	if (waitid(P_PID, (id_t)browser, &si, WEXITED | WNOHANG | WNOWAIT) ==
	    0 && si.si_pid != 0)
		gone();
	if (now() >= deadline)
		die(2, "%s: %s does not answer", bname, what);
	interrupted();
	nap();
}

/*
 * Connect to Firefox's Marionette, on the port it writes in the profile
 * once it listens, and read its greeting.
 */
static void
marionette(void)
{
	char path[PATH_MAX + 32], *m;
	FILE *fp;
	int port, fd = -1;

	snprintf(path, sizeof path, "%s/MarionetteActivePort", profile);
	for (; fd == -1; starting("Marionette")) {
		if ((fp = fopen(path, "r")) == NULL)
			continue;
		if (fscanf(fp, "%d", &port) != 1 || port <= 0 || port > 65535)
			port = 0;	/* not written yet */
		fclose(fp);
		if (port != 0 && (fd = dial(port)) != -1)
			break;
	}
	tofd = fromfd = fd;
	fcntl(fd, F_SETFL, O_NONBLOCK);
	if ((m = next(deadline)) == NULL || !is(find(m, "applicationType"),
	    "gecko"))
		die(2, "%s: no greeting from Marionette", bname);
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
 * Run argv in process group group (0: one of its own), its stdin
 * /dev/null, its stdout and stderr the log in the profile, fd3 and fd4
 * its fds 3 and 4 (-1: /dev/null), its config (a crash handler's files)
 * in the profile too; its pid.  Its fd 5, closed by exec, says whether
 * exec failed.
 */
static pid_t
spawn(char **argv, int fd3, int fd4, pid_t group)
{
	char log[PATH_MAX + 16];
	int errp[2], src[6], hi[6], err = 0;
	size_t i;
	ssize_t n;
	pid_t pid;

	snprintf(log, sizeof log, "%s/stderr", profile);
	if (pipe(errp) == -1 ||
	    (src[0] = open("/dev/null", O_RDWR)) == -1 ||
	    (src[1] = open(log, O_WRONLY | O_CREAT | O_APPEND, 0600)) == -1)
		die(2, "%s", strerror(errno));
	src[2] = src[1];
	src[3] = fd3 != -1 ? fd3 : src[0];
	src[4] = fd4 != -1 ? fd4 : src[0];
	src[5] = errp[1];
	if ((pid = fork()) == -1)
		die(2, "fork: %s", strerror(errno));
	if (pid == 0) {
		setpgid(0, group);
#ifdef __linux__
		/* Firefox and Xvfb outlive a browse that crashed: not here. */
		if (prctl(PR_SET_PDEATHSIG, SIGKILL) == -1 || getppid() == 1)
			_exit(127);
#endif
		signal(SIGPIPE, SIG_DFL);
		for (i = 0; i < 6; i++)
			if ((hi[i] = fcntl(src[i], F_DUPFD, 6)) == -1)
				_exit(127);
		for (i = 0; i < 6; i++)
			dup2(hi[i], (int)i);
		fcntl(5, F_SETFD, FD_CLOEXEC);
		closefrom6();
		setenv("XDG_CONFIG_HOME", profile, 1);
		if (gecko)
			setenv("MOZ_CRASHREPORTER_DISABLE", "1", 1);
		execvp(argv[0], argv);
		err = errno;
		n = write(5, &err, sizeof err);
		_exit(n == -1 ? 126 : 127);
	}
	setpgid(pid, group != 0 ? group : pid);	/* whichever comes first */
	close(errp[1]);
	close(src[0]);
	close(src[1]);
	while ((n = read(errp[0], &err, sizeof err)) == -1 && errno == EINTR)
		;
	close(errp[0]);
	if (n == (ssize_t)sizeof err)
		die(2, "cannot run %s: %s", argv[0], strerror(err));
	return pid;
}

/*
 * WebKit: an X server of its own for the browser's window, the first
 * in the group; then WebKitWebDriver, which starts MiniBrowser for the
 * session, on a port found free, and wait until it answers.  Reduced
 * motion is GTK's animations off, which WebKit tells the page.
 */
static void
webkitstart(int w, int h, int still)
{
	const char *xvfb = getenv("XVFB"), *drv = getenv("WEBKITWEBDRIVER");
	char screen[64], disp[32], port[32], path[PATH_MAX + 32];
	char *xargv[] = { NULL, "-displayfd", "3", "-screen", "0", screen,
		"-nolisten", "tcp", NULL };
	char *dargv[] = { NULL, port, NULL };
	struct sockaddr_in sa;
	socklen_t len = sizeof sa;
	struct pollfd pfd;
	size_t got = 0;
	ssize_t n;
	pid_t driver;
	int dp[2], fd;
	FILE *fp;

	if (still) {
		snprintf(path, sizeof path, "%s/gtk-3.0", profile);
		mkdir(path, 0700);
		snprintf(path, sizeof path, "%s/gtk-3.0/settings.ini", profile);
		if ((fp = fopen(path, "w")) == NULL || fputs("[Settings]\n"
		    "gtk-enable-animations=false\n", fp) == EOF ||
		    fclose(fp) == EOF)
			die(2, "%s: %s", path, strerror(errno));
	}
	xargv[0] = (char *)(xvfb != NULL && *xvfb != '\0' ? xvfb : "Xvfb");
	dargv[0] = (char *)(drv != NULL && *drv != '\0' ? drv :
	    "WebKitWebDriver");
	snprintf(screen, sizeof screen, "%dx%dx24", w < 1024 ? 1280 : w + 256,
	    h < 768 ? 1024 : h + 256);
	if (pipe(dp) == -1)
		die(2, "%s", strerror(errno));
	browser = spawn(xargv, dp[1], -1, 0);
	close(dp[1]);
	/* Xvfb writes its display's number once it takes clients. */
	while (memchr(disp, '\n', got) == NULL) {
		pfd.fd = dp[0];
		pfd.events = POLLIN;
		if (got == sizeof disp - 1 || poll(&pfd, 1, left(deadline)) == 0)
			die(2, "Xvfb: no display");
		if ((n = read(dp[0], disp + got, sizeof disp - 1 - got)) == 0)
			gone();
		if (n > 0)
			got += (size_t)n;
		interrupted();
	}
	close(dp[0]);
	disp[got] = '\0';
	disp[strcspn(disp, "\n")] = '\0';
	memmove(disp + 1, disp, strlen(disp) + 1);
	disp[0] = ':';
	setenv("DISPLAY", disp, 1);
	if (geteuid() == 0)	/* bubblewrap cannot sandbox root */
		setenv("WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS", "1", 1);
	/*
	 * A port free now, and likely free a moment later; if it was not
	 * (the driver ends), another.
	 */
	for (;;) {
		if ((fd = socket(AF_INET, SOCK_STREAM, 0)) == -1)
			die(2, "socket: %s", strerror(errno));
		memset(&sa, 0, sizeof sa);
		sa.sin_family = AF_INET;
		sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
		len = sizeof sa;
		if (bind(fd, (struct sockaddr *)&sa, sizeof sa) == -1 ||
		    getsockname(fd, (struct sockaddr *)&sa, &len) == -1)
			die(2, "a free port: %s", strerror(errno));
		close(fd);
		wdport = ntohs(sa.sin_port);
		snprintf(port, sizeof port, "--port=%d", wdport);
		driver = spawn(dargv, -1, -1, browser);
		while ((fd = dial(wdport)) == -1 &&
		    waitpid(driver, NULL, WNOHANG) == 0)
			starting("WebKitWebDriver");
		if (fd != -1)
			break;
	}
	close(fd);
}

/*
 * Start the browser in a process group of its own (launch()): Chromium
 * reading commands on its fd 3 and writing on its fd 4, Firefox
 * listening on a port it chooses, WebKit's driver on one found for it.
 */
static void
launch(int w, int h, int still)
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
	const char *bin = getenv(gecko ? "FIREFOX" : "CHROMIUM");
	const char *tmp = getenv("TMPDIR");
	char size[64], dir[PATH_MAX + 32], *argv[32];
	int cmdp[2], evp[2], argc = 0;
	size_t i;
	FILE *fp;

	if (bin == NULL || *bin == '\0')
		bin = gecko ? "firefox-esr" : "chromium";
	if (tmp == NULL || *tmp == '\0')
		tmp = "/tmp";
	if (snprintf(profile, sizeof profile, "%s/browse.XXXXXX", tmp) >=
	    (int)sizeof profile || mkdtemp(profile) == NULL) {
		profile[0] = '\0';
		die(2, "cannot make a directory in %s", tmp);
	}
	if (webkit) {
		webkitstart(w, h, still);
		return;
	}
	snprintf(dir, sizeof dir, "--user-data-dir=%s", profile);
	snprintf(size, sizeof size, "--window-size=%d,%d", w, h);
	argv[argc++] = (char *)bin;
	if (gecko) {
		snprintf(dir, sizeof dir, "%s/user.js", profile);
		if ((fp = fopen(dir, "w")) == NULL ||
		    fputs(userjs, fp) == EOF || (still &&
		    fputs("user_pref(\"ui.prefersReducedMotion\", 1);\n",
		    fp) == EOF) || fclose(fp) == EOF)
			die(2, "%s: %s", dir, strerror(errno));
		argv[argc++] = "--headless";
		argv[argc++] = "--marionette";
		argv[argc++] = "--no-remote";
		argv[argc++] = "--profile";
		argv[argc++] = profile;
	} else {
		if (geteuid() == 0)
			argv[argc++] = "--no-sandbox";
		for (i = 0; i < sizeof flags / sizeof flags[0]; i++)
			argv[argc++] = flags[i];
		argv[argc++] = size;
		argv[argc++] = dir;
	}
	argv[argc++] = "about:blank";
	argv[argc] = NULL;
	if (gecko) {
		browser = spawn(argv, -1, -1, 0);
		marionette();
		return;
	}
	if (pipe(cmdp) == -1 || pipe(evp) == -1)
		die(2, "%s", strerror(errno));
	browser = spawn(argv, cmdp[0], evp[1], 0);
	close(cmdp[0]);
	close(evp[1]);
	tofd = cmdp[1];
	fromfd = evp[0];
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
	char *m, *s, want[64];
	int dw = -1, dh = -1;

	if (w3c) {
		s = robj(find(wdcall("WebDriver:NewSession",
		    "{'capabilities':{}}"), "value.sessionId"));
		if (webkit && strlen(s) < sizeof session)
			strcpy(session, s);	/* in each request's path */
		free(s);
		/* The window as much larger than its viewport as it is. */
		wdcall("WebDriver:SetWindowRect", "{'width':%d,'height':%d}",
		    w, h);
		if (evaluate("(outerWidth - innerWidth) + ' ' + (outerHeight - "
		    "innerHeight)", "String", &s) == 0 ||
		    sscanf(s, "%d %d", &dw, &dh) != 2 || dw < 0 || dh < 0)
			die(2, "%s: no window: %s", bname, s);
		free(s);
		wdcall("WebDriver:SetWindowRect", "{'width':%d,'height':%d}",
		    w + dw, h + dh);
		wdcall("WebDriver:Navigate", "{'url':%q}", url);
		snprintf(want, sizeof want, "complete file: %dx%d", w, h);
		if (evaluate("document.readyState + ' ' + location.protocol + "
		    "' ' + innerWidth + 'x' + innerHeight", "String", &s) == 0 ||
		    strcmp(s, want) != 0)
			die(2, "%s: %s, not %s", page, s, want);
		free(s);
		/*
		 * WebKit's driver says nothing of the console: what the page
		 * throws or logs as an error from now on is kept in it, for
		 * webkiterrors().
		 */
		if (!webkit)
			return;
		if (evaluate("(function (k, ce) { var e = window[k] "
		    "= []; addEventListener('error', function (v) { "
		    "e.push('exception\\t' + v.message); }); "
		    "addEventListener('unhandledrejection', function (v) { "
		    "e.push('exception\\t' + String(v.reason)); }); "
		    "console.error = function () { e.push('console.error\\t' + "
		    "Array.prototype.map.call(arguments, String).join(' ')); "
		    "return ce.apply(console, arguments); }; return ''; })"
		    "(Symbol.for('browse'), console.error)", "String", &s) == 0)
			die(2, "%s: %s", page, s);
		free(s);
		return;
	}

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

/*
 * What Firefox wrote of the page's console.error calls and uncaught
 * exceptions, on its stdout and stderr, said as Chromium's are.
 */
static void
geckoerrors(void)
{
	static const char ce[] = "console.error: ", je[] = "JavaScript error: ";
	char path[PATH_MAX + 16], *line = NULL;
	size_t cap = 0;
	FILE *fp;

	snprintf(path, sizeof path, "%s/stderr", profile);
	if ((fp = fopen(path, "r")) == NULL)
		die(2, "%s: %s", path, strerror(errno));
	while (getline(&line, &cap, fp) != -1) {
		line[strcspn(line, "\n")] = '\0';
		if (strncmp(line, ce, sizeof ce - 1) == 0)
			report("console.error", strdup(line + sizeof ce - 1));
		else if (strncmp(line, je, sizeof je - 1) == 0 &&
		    strncmp(line + sizeof je - 1, "file:", 5) == 0)
			report("exception", strdup(line + sizeof je - 1));
	}
	free(line);
	fclose(fp);
}

/* What the page kept of its errors since start(), said as Chromium's are. */
static void
webkiterrors(void)
{
	char *s, *line, *tab;

	if (evaluate("(window[Symbol.for('browse')] || []).join('\\n')",
	    "String", &s) == 0)
		die(1, "%s", s);
	for (line = strtok(s, "\n"); line != NULL; line = strtok(NULL, "\n"))
		if ((tab = strchr(line, '\t')) != NULL) {
			*tab = '\0';
			report(line, strdup(tab + 1));
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
	if ((end = getenv("BROWSE_WITH")) != NULL && *end != '\0') {
		if (strcmp(end, "firefox") != 0 && strcmp(end, "chromium") != 0 &&
		    strcmp(end, "webkit") != 0)
			die(2, "BROWSE_WITH=%s: chromium, firefox or webkit", end);
		gecko = strcmp(end, "firefox") == 0;
		webkit = strcmp(end, "webkit") == 0;
		w3c = gecko || webkit;
		bname = end;
	}
	url = fileurl(args = argv[optind]);
	/* A browser's start is slow on a busy machine, whatever -t says. */
	deadline = now() + (timeout > 60 ? timeout : 60);
	launch(w, h, still);
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
	if (webkit) {
		webkiterrors();
		wdcall("Marionette:Quit", NULL);	/* the session's end */
		stop(0);	/* Xvfb and the driver */
		finish(failed);
	}
	if (gecko) {
		wdcall("Marionette:Quit", "{'flags':['eForceQuit']}");
		stop(5);
		geckoerrors();
		finish(failed);
	}
	call("Runtime.evaluate", "{'expression':'0'}");
	session[0] = '\0';
	post("Browser.close", NULL);
	stop(5);
	finish(failed);
}
