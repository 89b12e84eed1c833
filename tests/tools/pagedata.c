/*
 * pagedata: what a page of mazerender -f html holds, as text a test can
 * compare: its data inflated (render/html.c says what the records are),
 * a line a record, and then a hash (FNV-1a) of the data inflated and one
 * of the page around it, its script, style and title.  So two pages are
 * compared by what they hold, never by the bytes zlib made of it, which
 * another zlib may make otherwise.  With -v a frame's line has the hash
 * of its pixels too.
 *
 * usage: pagedata [-v] page.html
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static const char begin_tag[] =
    "<script type=\"application/octet-stream\" id=\"maze-data\">";

_Noreturn static void
die(const char *what)
{
	fprintf(stderr, "pagedata: %s\n", what);
	exit(2);
}

static uint64_t
fnv(uint64_t h, const unsigned char *p, size_t n)
{
	while (n-- > 0)
		h = (h ^ *p++) * UINT64_C(0x100000001b3);
	return h;
}
#define FNV0	UINT64_C(0xcbf29ce484222325)

static const unsigned char *d;
static size_t dlen, at;

static uint32_t
u32(void)
{
	uint32_t v;

	if (dlen - at < 4)
		die("data: a record ends early");
	v = (uint32_t)d[at] | (uint32_t)d[at + 1] << 8 |
	    (uint32_t)d[at + 2] << 16 | (uint32_t)d[at + 3] << 24;
	at += 4;
	return v;
}

static const unsigned char *
bytes(size_t n)
{
	if (dlen - at < n)
		die("data: a record ends early");
	at += n;
	return d + at - n;
}

int
main(int argc, char *argv[])
{
	static const char b64[] =
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	unsigned char *page, *bin, *out = NULL;
	const char *s, *e, *q;
	size_t len = 0, cap = 1 << 16, nbin = 0, n, i;
	uint32_t v = 0, w, h, x, y, g[16];
	uint64_t outer;
	int bits = 0, verbose = 0, rc;
	z_stream z;
	FILE *fp;

	if (argc == 3 && strcmp(argv[1], "-v") == 0) {
		verbose = 1;
		argv++;
		argc--;
	}
	if (argc != 2)
		die("usage: pagedata [-v] page.html");
	if ((fp = fopen(argv[1], "rb")) == NULL)
		die("cannot open the page");
	if ((page = malloc(cap + 1)) == NULL)
		die("out of memory");
	while ((n = fread(page + len, 1, cap - len, fp)) > 0)
		if ((len += n) == cap &&
		    (page = realloc(page, (cap *= 2) + 1)) == NULL)
			die("out of memory");
	fclose(fp);
	page[len] = '\0';
	if ((s = strstr((char *)page, begin_tag)) == NULL ||
	    (e = strstr(s, "</script>")) == NULL)
		die("no data in the page");
	s += strlen(begin_tag);
	/* The page around the data. */
	outer = fnv(fnv(FNV0, page, (size_t)(s - (char *)page)),
	    (const unsigned char *)e, len - (size_t)(e - (char *)page));
	if ((bin = malloc((size_t)(e - s))) == NULL)
		die("out of memory");
	for (q = s; q < e; q++) {
		if (*q == '\n' || *q == '=')
			continue;
		if (strchr(b64, *q) == NULL || *q == '\0')
			die("data: not base64");
		v = v << 6 | (uint32_t)(strchr(b64, *q) - b64);
		if ((bits += 6) >= 8) {
			bits -= 8;
			bin[nbin++] = (unsigned char)(v >> bits);
		}
	}
	memset(&z, 0, sizeof z);
	if (inflateInit(&z) != Z_OK)
		die("zlib: out of memory");
	z.next_in = bin;
	z.avail_in = (unsigned)nbin;
	cap = 0;
	for (;;) {
		if (z.total_out == cap) {
			cap = cap > 0 ? 2 * cap : 1 << 20;
			if ((out = realloc(out, cap)) == NULL)
				die("out of memory");
		}
		z.next_out = out + z.total_out;
		z.avail_out = (unsigned)(cap - z.total_out);
		if ((rc = inflate(&z, Z_NO_FLUSH)) != Z_OK)
			break;
	}
	len = z.total_out;
	if (rc != Z_STREAM_END)
		die("data: does not inflate");
	inflateEnd(&z);
	d = out;
	dlen = len;
	while (at < dlen) {
		switch (d[at++]) {
		case 'P':
			n = u32();
			(void)bytes(3 * n);
			printf("palette %zu colours, unchanged %u\n", n, u32());
			break;
		case 'S':
			w = u32();
			h = u32();
			x = u32();
			y = u32();
			n = u32();
			printf("section %ux%u delay %u hold %u, %zu bytes of "
			    "comments\n", w, h, x, y, n);
			(void)bytes(n);
			break;
		case 'F':
			x = u32();
			y = u32();
			w = u32();
			h = u32();
			printf("  frame %ux%u at %u,%u", w, h, x, y);
			s = (const char *)bytes((size_t)w * h);
			if (verbose)
				printf(" %016llx", (unsigned long long)fnv(FNV0,
				    (const unsigned char *)s, (size_t)w * h));
			putchar('\n');
			break;
		case 'G':
			for (i = 0; i < 16; i++)
				g[i] = u32();
			(void)bytes(9);
			(void)bytes((size_t)g[0] * g[1] * g[2]);
			printf("  game %ux%ux%u S %u E %u shortest %u folds %u\n",
			    g[0], g[1], g[2], g[3], g[4], g[5], g[6]);
			break;
		case 'E':
			printf("end\n");
			break;
		default:
			die("data: an unknown record");
		}
	}
	printf("data %016llx, page %016llx\n", (unsigned long long)fnv(FNV0,
	    out, len), (unsigned long long)outer);
	free(page);
	free(bin);
	free(out);
	return 0;
}
