#!/bin/sh
# i386.sh: what `make check-i386` runs: the unit and end-to-end tests again
# with everything built for 32-bit x86, where size_t and long are 32 bits
# (and doubles SSE2's, as the Makefile asks there): the one machine unlike
# this host's that it runs natively, and where "same seed, same bytes on
# every machine" is likeliest to break (the readers once rejected every
# maze there).  Built warning-free with Debian's i686 cross compiler,
# linked static against the i386 libraries unpacked under ROOT (.ci/run
# shows how), so that none of the host's packages changes; ncursesw's
# flags are those its pkg-config gives on the host.
#
# usage: sh tests/i386.sh root [build-dir]
cd "$(dirname "$0")/.." || exit 2
[ $# -ge 1 ] || { echo "usage: i386.sh root [build-dir]" >&2; exit 2; }
[ -d "$1" ] || { echo "i386: root '$1' (I386_ROOT, the i386 libraries" \
    "unpacked; .ci/run shows how) is not a directory" >&2; exit 2; }
root=$(cd "$1" && pwd)
b=${2:-build/i386}
cc=i686-linux-gnu-gcc
lib=$root/usr/lib/i386-linux-gnu
MAKE=${MAKE:-make}
jobs=-j$(nproc 2>/dev/null || echo 2)
command -v $cc >/dev/null ||
    { echo "i386: no $cc (Debian: gcc-i686-linux-gnu)" >&2; exit 2; }
log=$(mktemp) || exit 2
trap 'rm -f "$log"' EXIT

# The linker's warnings about static glibc (ncurses asks for getpwnam) are
# no business of ours: the build's output is shown only if it fails.
echo "== i386 build ($b)"
if ! $MAKE -s $jobs B=$b CC=$cc CFLAGS='-O2 -g -Werror' \
    CPPFLAGS="-I$root/usr/include" LDFLAGS="-static -L$lib" \
    PNG_CFLAGS= PNG_LIBS='-lpng16 -lz -lm' CHECK_CFLAGS= \
    CHECK_LIBS='-lcheck -lsubunit -lm -lrt -pthread' \
    NCURSES_CFLAGS='-D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600' \
    NCURSES_LIBS='-lncursesw -ltinfo' \
    all tests >"$log" 2>&1; then
	cat "$log"
	echo "i386: build failed"
	exit 2
fi
echo "== unit tests (i386)"
$b/unit || exit 1
# Not run: libmaze builds programs of its own against the library with the
# host's compiler; shard-bad numbers mazes past 2^64 - 1, which here is
# refused at 2^32 - 1, an unsigned long's limit.
echo "== end-to-end tests (i386)"
tests/e2e/run $b $(cd tests/e2e/cases && ls *.sh | sed 's/\.sh$//' |
    grep -vx -e libmaze -e shard-bad)
