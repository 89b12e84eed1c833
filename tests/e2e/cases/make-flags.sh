# The Makefile takes CC, CFLAGS, CPPFLAGS and LDFLAGS from the
# environment, as a package build passes the distribution's (dh exports
# dpkg-buildflags' there), and from the command line over them: every
# compile has the flags, every link CFLAGS and LDFLAGS (as GNU make's own
# rules link, so that -flto or -fsanitize=address in CFLAGS links).  make -n, in a tree not yet
# built, shows the commands without running them.
b=$PWD/b
# Not the variables of a make that runs the tests (make check CFLAGS=...).
unset MAKEFLAGS MFLAGS MAKELEVEL
# flags LABEL [ARG...]: make -n with ARGs, and what its commands have.
flags() {
	label=$1
	shift
	make -n -C "$TOP" B="$b" "$@" all 2>&1 |
	    awk '$1 == "envcc" || $1 == "argcc" {
		c = / -c / ? "compile" : "link"; count[c]++
		if (c == "compile" && !/ -O1 -DFROM_CFLAGS /) bad["CFLAGS"]++
		if (c == "compile" && !/ -DFROM_CPPFLAGS /) bad["CPPFLAGS"]++
		if (c == "link" && !/ -Wl,-z,now /) bad["LDFLAGS"]++
		if (c == "link" && !/ -O1 -DFROM_CFLAGS /) bad["CFLAGS"]++ }
	    END { c = count["compile"] " compiles"
		if (count["compile"] == nsrc) c = "a compile a source file"
		printf "%s: %s, %d links", label, c, count["link"]
		for (f in bad) printf ", %d without %s", bad[f], f
		print "" }' label="$label" nsrc="$nsrc"
}
# make all compiles each source file of src/ once, but render/nocairo.c,
# which stands in for cairo's files in a build without it (CAIRO=no),
# and the one it makes, gen/render/page.c (a page's script and style).
nsrc=$(ls "$TOP"/src/*.c "$TOP"/src/*/*.c | grep -cv '/render/nocairo\.c$')
nsrc=$((nsrc + 1))
CC=envcc CFLAGS="-O1 -DFROM_CFLAGS" CPPFLAGS=-DFROM_CPPFLAGS \
    LDFLAGS=-Wl,-z,now flags environment
CC=envcc CFLAGS=-O3 flags "command line" CC=argcc \
    CFLAGS="-O1 -DFROM_CFLAGS" CPPFLAGS=-DFROM_CPPFLAGS LDFLAGS=-Wl,-z,now
