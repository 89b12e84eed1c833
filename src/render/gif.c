/*
 * gif.c: a stream of mazes as one animated GIF, a maze a frame, through
 * giflib.  Each frame after the first stores only the rectangle in which it
 * differs from the picture so far, and within it the pixels that did not
 * change are transparent, which LZW packs into next to nothing; so a frame
 * costs about what changed in it.  A frame is written when the next one
 * arrives, because only then is it known whether its delay is --delay or,
 * for the last, --hold.
 */
#include <errno.h>
#include <gif_lib.h>
#include <stdlib.h>
#include <string.h>

#include "lib/libpriv.h"
#include "render/renderpriv.h"

/* An animation being written. */
struct anim {
	FILE *fp;
	GifFileType *gif;		/* while open */
	unsigned char *shown;		/* the picture the frames out leave */
	unsigned char *next;		/* the frame waiting for its delay */
	unsigned char *drawn;		/* the frame being drawn */
	unsigned char *row;		/* a row of a rectangle written */
	uint64_t w, h;			/* pixels, the first frame's */
	unsigned long frames;		/* frames given */
	unsigned long emitted;		/* frames written */
	unsigned long line;		/* the maze being drawn, for messages */
	uint32_t delay;
	int ioerr;			/* errno of a failed write, or 0 */
	int transparent;		/* the palette's unused index, or -1 */
	unsigned char val[RENDER_NKINDS];	/* each kind's palette index */
};

/* giflib writes through this, so that a failed write keeps its cause. */
static int
put(GifFileType *gif, const GifByteType *b, int n)
{
	struct anim *a = gif->UserData;

	if (fwrite(b, 1, (size_t)n, a->fp) != (size_t)n) {
		a->ioerr = errno ? errno : EIO;
		return 0;
	}
	return n;
}

static int
gif_error(struct anim *a, int code, struct maze_err *e)
{
	if (a->ioerr)
		return maze_error(e, 0, 0, "write error: %s",
		    strerror(a->ioerr));
	return maze_error(e, 0, 0, "giflib: %s", GifErrorString(code));
}

/* The error giflib's last call left. */
static int
gif_failed(struct anim *a, struct maze_err *e)
{
	return gif_error(a, a->gif->Error, e);
}

/*
 * The global palette: the colours of every kind a frame may use (every
 * kind with a heat map), each once, and a transparent entry if there is
 * room, padded to a power of two as GIF wants.
 */
static ColorMapObject *
palette(struct anim *a, const struct maze_render_opts *o)
{
	GifColorType c[256];
	unsigned char used[RENDER_NKINDS], rgb[RENDER_NKINDS][3];
	unsigned j, n, size;

	memset(used, 1, sizeof used);
	if (o->map == MAZE_RENDER_MAP_NONE)
		memset(used + RENDER_HEAT + RENDER_NMARKS, 0,
		    RENDER_NKINDS - RENDER_HEAT - RENDER_NMARKS);
	n = (unsigned)render_palette(o, used, rgb, a->val);
	for (j = 0; j < n; j++) {
		c[j].Red = rgb[j][0];
		c[j].Green = rgb[j][1];
		c[j].Blue = rgb[j][2];
	}
	if (n < 256) {
		a->transparent = (int)n;
		c[n].Red = c[n].Green = c[n].Blue = 0;
		n++;
	}
	for (size = 2; size < n; size *= 2)
		;
	for (; n < size; n++)
		c[n].Red = c[n].Green = c[n].Blue = 0;
	return GifMakeMapObject((int)size, c);
}

/* The header: the screen, the palette and, unless it plays once, the loop. */
static int
begin(struct anim *a, const struct maze_render_opts *o, struct maze_err *e)
{
	static const GifByteType app[11] = "NETSCAPE2.0";
	GifByteType sub[3];
	ColorMapObject *map;
	int err, rc;

	if ((map = palette(a, o)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	if ((a->gif = EGifOpen(a, put, &err)) == NULL) {
		GifFreeMapObject(map);
		return gif_error(a, err, e);
	}
	EGifSetGifVersion(a->gif, true);
	rc = EGifPutScreenDesc(a->gif, (int)a->w, (int)a->h,
	    map->BitsPerPixel, 0, map);
	GifFreeMapObject(map);
	if (rc == GIF_ERROR)
		return gif_failed(a, e);
	/* The Netscape extension's count is the repeats after the first. */
	if (o->loop != 1) {
		sub[0] = 1;
		sub[1] = (GifByteType)(o->loop > 0 ? (o->loop - 1) & 0xff : 0);
		sub[2] = (GifByteType)(o->loop > 0 ? (o->loop - 1) >> 8 : 0);
		if (EGifPutExtensionLeader(a->gif,
		    APPLICATION_EXT_FUNC_CODE) == GIF_ERROR ||
		    EGifPutExtensionBlock(a->gif, 11, app) == GIF_ERROR ||
		    EGifPutExtensionBlock(a->gif, 3, sub) == GIF_ERROR ||
		    EGifPutExtensionTrailer(a->gif) == GIF_ERROR)
			return gif_failed(a, e);
	}
	return 0;
}

/*
 * The smallest rectangle of the w x h picture f in which it differs from
 * s, as x0, y0, x1 and y1 (x1 and y1 past its last pixels); all 0 if
 * they are the same.  What a GIF's frame and a page's store.
 */
void
render_changed(const unsigned char *f, const unsigned char *s, uint64_t w,
    uint64_t h, uint64_t r[4])
{
	uint64_t x0 = w, y0 = h, x1 = 0, y1 = 0, x, y;
	size_t i;

	for (y = 0; y < h; y++) {
		i = (size_t)(y * w);
		if (memcmp(f + i, s + i, (size_t)w) == 0)
			continue;
		if (y0 > y)
			y0 = y;
		y1 = y + 1;
		for (x = 0; x < x0 && f[i + x] == s[i + x]; x++)
			;
		x0 = x;
		for (x = w; x > x1 && f[i + x - 1] == s[i + x - 1]; x--)
			;
		x1 = x;
	}
	if (y1 == 0)
		x0 = y0 = x1 = 0;
	r[0] = x0;
	r[1] = y0;
	r[2] = x1;
	r[3] = y1;
}

/*
 * Write the waiting frame, shown for ms milliseconds: the rectangle in
 * which it differs from what is shown, unchanged pixels in it transparent
 * (the first frame whole).  A frame that changes nothing is one
 * transparent pixel, so that its time still passes.
 */
static int
emit(struct anim *a, uint32_t ms, struct maze_err *e)
{
	GraphicsControlBlock gcb;
	GifByteType ext[4];
	const unsigned char *f = a->next, *s = a->shown;
	uint64_t x0 = 0, y0 = 0, x1 = a->w, y1 = a->h, x, y, r[4];
	unsigned char *row;
	size_t i;

	if (a->emitted > 0) {
		render_changed(f, s, a->w, a->h, r);
		x0 = r[0];
		y0 = r[1];
		x1 = r[2];
		y1 = r[3];
		if (y1 == 0)
			x0 = y0 = 0, x1 = y1 = 1;
	}
	gcb.DisposalMode = DISPOSE_DO_NOT;
	gcb.UserInputFlag = false;
	gcb.DelayTime = (int)((ms + 5) / 10);
	gcb.TransparentColor = a->emitted > 0 ? a->transparent :
	    NO_TRANSPARENT_COLOR;
	EGifGCBToExtension(&gcb, ext);
	if (EGifPutExtension(a->gif, GRAPHICS_EXT_FUNC_CODE, 4, ext) ==
	    GIF_ERROR || EGifPutImageDesc(a->gif, (int)x0, (int)y0,
	    (int)(x1 - x0), (int)(y1 - y0), false, NULL) == GIF_ERROR)
		return gif_failed(a, e);
	row = a->row;
	for (y = y0; y < y1; y++) {
		i = (size_t)(y * a->w);
		for (x = x0; x < x1; x++)
			row[x - x0] = a->emitted > 0 && a->transparent >= 0 &&
			    f[i + x] == s[i + x] ?
			    (unsigned char)a->transparent :
			    f[i + x];
		if (EGifPutLine(a->gif, row, (int)(x1 - x0)) == GIF_ERROR)
			return gif_failed(a, e);
		memcpy(a->shown + i + x0, f + i + x0, (size_t)(x1 - x0));
	}
	a->emitted++;
	return 0;
}

/* render_sink: a frame's pixels into drawn; the frame before it out. */
static int
sink(void *sarg, const struct maze_render_opts *o, uint64_t pw, uint64_t ph,
    const unsigned char *used, render_pixels *pixels, void *arg,
    struct maze_err *e)
{
	struct anim *a = sarg;
	unsigned char *t;
	uint64_t y, x;
	size_t n;

	(void)used;
	if (a->frames == 0) {
		if (pw > MAZE_RENDER_GIF_SIDE || ph > MAZE_RENDER_GIF_SIDE)
			return maze_error(e, a->line, 1, "a picture of "
			    "%llux%llu pixels is more than the %u a side a "
			    "GIF holds", (unsigned long long)pw,
			    (unsigned long long)ph, MAZE_RENDER_GIF_SIDE);
		a->w = pw;
		a->h = ph;
		n = (size_t)(pw * ph);
		if ((a->shown = malloc(n)) == NULL ||
		    (a->next = malloc(n)) == NULL ||
		    (a->drawn = malloc(n)) == NULL ||
		    (a->row = malloc((size_t)pw)) == NULL)
			return maze_error(e, 0, 0, "out of memory");
		if (begin(a, o, e) == -1)
			return -1;
	} else if (pw != a->w || ph != a->h)
		return maze_error(e, a->line, 1, "a picture of %llux%llu "
		    "pixels, but the animation's first frame is %llux%llu: "
		    "every maze of an animation must be of one size",
		    (unsigned long long)pw, (unsigned long long)ph,
		    (unsigned long long)a->w, (unsigned long long)a->h);
	for (y = 0; y < ph; y++) {
		t = a->drawn + (size_t)(y * pw);
		if (pixels(arg, y, t, e) == -1)
			return -1;
		for (x = 0; x < pw; x++)
			t[x] = a->val[t[x]];
	}
	if (a->frames > 0 && emit(a, a->delay, e) == -1)
		return -1;
	t = a->next;
	a->next = a->drawn;
	a->drawn = t;
	a->frames++;
	return 0;
}

static int
frames(struct anim *a, const struct maze_render_opts *opts,
    maze_render_next *next, void *arg, struct maze_render_heat *h,
    render_framer *frame, struct maze_err *e)
{
	struct maze_render_opts o = *opts;
	struct render_frame_to to = { sink, a };
	const struct maze_render_heat *hm = o.map == MAZE_RENDER_MAP_NONE ?
	    NULL : h;
	struct maze m;
	int rc = 0, err;

	maze_init(&m);
	while (rc == 0 && next(arg, &m, h)) {
		if ((rc = maze_check_grid(&m, 1, e)) == -1)
			break;
		o.block = opts->block ? opts->block : render_auto_block(&m);
		a->line = m.line;
		if (!render_shaped(&o, &m))
			rc = render_picture(&o, &m, hm, sink, a, e);
		else if (frame != NULL)
			rc = frame(&o, &m, hm, &to, e);
		else
			rc = maze_error(e, m.line, 1, "a %s maze is drawn as "
			    "a GIF's frame by mazerender alone, in its "
			    "geometry", maze_grid_name(m.hdr.grid));
	}
	maze_free(&m);
	if (rc == -1)
		return -1;
	if (a->frames == 0)
		return maze_error(e, 0, 0, "no maze to animate");
	if (emit(a, opts->hold, e) == -1)
		return -1;
	rc = EGifCloseFile(a->gif, &err);
	a->gif = NULL;
	return rc == GIF_ERROR ? gif_error(a, err, e) : 0;
}

int
maze_render_animate(FILE *fp, int whole, const struct maze_render_opts *o,
    maze_render_next *next, void *arg, struct maze_render_heat *h,
    struct maze_err *e)
{
	return render_animate(fp, whole, o, next, arg, h, NULL, e);
}

int
render_animate(FILE *fp, int whole, const struct maze_render_opts *o,
    maze_render_next *next, void *arg, struct maze_render_heat *h,
    render_framer *frame, struct maze_err *e)
{
	struct anim a;
	char *buf = NULL;
	size_t len = 0;
	int rc, err;

	if (render_check_opts(o, e) == -1)
		return -1;
	memset(&a, 0, sizeof a);
	a.fp = fp;
	a.delay = o->delay;
	a.transparent = -1;
	if (whole && (a.fp = open_memstream(&buf, &len)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	rc = frames(&a, o, next, arg, h, frame, e);
	if (a.gif != NULL)
		EGifCloseFile(a.gif, &err);
	if (whole && fclose(a.fp) == EOF && rc == 0)
		rc = maze_error(e, 0, 0, "out of memory");
	if (whole && rc == 0 && fwrite(buf, 1, len, fp) != len)
		rc = maze_error(e, 0, 0, "write error: %s", strerror(errno));
	free(buf);
	free(a.shown);
	free(a.next);
	free(a.drawn);
	free(a.row);
	return rc;
}
