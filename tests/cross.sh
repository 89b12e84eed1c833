#!/bin/sh
# cross.sh: what `make check-i386` and `make check-s390x` run: the tests
# again with everything built for a machine unlike this host, one where
# "same seed, same bytes on every machine" is likeliest to break:
#
#   i386   32-bit x86: size_t and long of 32 bits (doubles SSE2's, as the
#          Makefile asks there; the readers once rejected every maze
#          there).  The unit and end-to-end tests, natively where the
#          kernel runs 32-bit programs, else under qemu-user (a kernel
#          built without IA32 emulation refuses them: ENOEXEC).
#   s390x  64-bit big-endian: a word's blocks in the other order.  Under
#          qemu-user: the end-to-end tests (the unit tests would take two
#          minutes more there).
#
# Built warning-free with Debian's cross compiler for the machine, linked
# static against its libraries unpacked under ROOT (.ci/run shows how), so
# that none of the host's packages changes; ncursesw's flags are those its
# pkg-config gives on the host.
#
# usage: sh tests/cross.sh arch root [build-dir]
cd "$(dirname "$0")/.." || exit 2
[ $# -ge 2 ] || { echo "usage: cross.sh arch root [build-dir]" >&2; exit 2; }
arch=$1
# What each builds: what it runs (below), s390x no unit tests.
case $arch in
i386)	triple=i686-linux-gnu; multi=i386-linux-gnu; pkg=gcc-i686-linux-gnu
	targets='all tests' ;;
s390x)	triple=s390x-linux-gnu; multi=$triple; pkg=gcc-s390x-linux-gnu
	targets=tools ;;
*)	echo "cross: $arch: no such machine (i386, s390x)" >&2; exit 2 ;;
esac
[ -d "$2" ] || { echo "cross: root '$2' (the $arch libraries unpacked;" \
    ".ci/run shows how) is not a directory" >&2; exit 2; }
root=$(cd "$2" && pwd)
b=${3:-build/$arch}
cc=$triple-gcc
MAKE=${MAKE:-make}
jobs=-j$(nproc 2>/dev/null || echo 2)
command -v $cc >/dev/null ||
    { echo "cross: no $cc (Debian: $pkg)" >&2; exit 2; }
log=$(mktemp) || exit 2
trap 'rm -f "$log"' EXIT

# The linker's warnings about static glibc (ncurses asks for getpwnam) are
# no business of ours: the build's output is shown only if it fails.  No
# debugging information (-g): nothing here reads it, and it was an eighth
# of the compiling.
# Each section's line says when it began, in seconds from here.
t0=$(date +%s)
at() { echo "at $(($(date +%s) - t0)) s"; }
echo "== $arch build ($b), $(at)"
if ! $MAKE -s $jobs B=$b CC=$cc CFLAGS='-O2 -Werror' \
    CPPFLAGS="-I$root/usr/include" LDFLAGS="-static -L$root/usr/lib/$multi" \
    PNG_CFLAGS= PNG_LIBS='-lpng16 -lz -lm' CHECK_CFLAGS= \
    CHECK_LIBS='-lcheck -lsubunit -lm -lrt -pthread' \
    NCURSES_CFLAGS='-D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600' \
    NCURSES_LIBS='-lncursesw -ltinfo' CAIRO=no \
    $targets >"$log" 2>&1; then
	cat "$log"
	echo "$arch: build failed"
	exit 2
fi

# Does the kernel run the machine's programs?  i386's, unless it was built
# without 32-bit support; s390x's, never.  Else qemu-user runs them, its
# static build where there is one on PATH (Debian's qemu-user-static;
# .ci/run unpacks it): the tests start thousands of programs, and a start
# of the dynamic one, which links some twenty libraries, took a third
# longer (33 ms a start, not 24, for mazegen -s 1 5 5 on s390x).
qemu=
if ! $b/mazegen --version >/dev/null 2>&1; then
	qemu=$(command -v qemu-$arch-static || command -v qemu-$arch) || {
		echo "cross: this kernel does not run $arch programs, and" \
		    "there is no qemu-$arch (Debian: qemu-user)" >&2
		exit 2
	}
fi

# Not run anywhere: libmaze and abi build programs of their own against
# the library with the host's compiler and tools.  On i386: shard-bad numbers mazes past 2^64 - 1,
# refused there at 2^32 - 1, an unsigned long's limit.  Under qemu: the
# cases that set `ulimit -v` (too little for qemu itself) or measure a
# program's memory (qemu's, then), and install and make-install, which
# install the tree the programs run from (here, wrappers of them).
skip="libmaze abi"
# Built without cairo (CAIRO=no: a static cairo for another machine needs
# some twenty libraries more), mazerender draws hex, delta and polar mazes
# as text only, and no PDF.
skip="$skip render-hex render-pdf render-polar render-pdf-print"
skip="$skip render-gif-grids"
skip="$skip example-grids"
# So are two of mazerender(1)'s EXAMPLES, a polar maze's picture and a
# PDF for print, which doc-examples runs with every other man page's, and
# doc/guide.md's hex GIF, which doc-readme runs with the README's
# commands: without cairo, mazerender refuses them, rightly.
skip="$skip doc-examples doc-readme"
# The cases that check text, not bytes the programs make, run on this
# host alone, as they run once in make check (tests/check.sh): mandoc's
# lint and the shells' completion; the lists the programs give run here
# in help and discover.
skip="$skip doc-lint doc-maze3 doc-algorithms complete-bash"
skip="$skip complete-shells complete-zsh"
# The pages' script runs in the host's browsers, as it does in make
# check's plain run: what the pages hold, the same on every machine, is
# render-html's.
skip="$skip page-big page-firefox page-game page-grids page-hostile"
skip="$skip page-player page-webkit"
# The recipes for many machines run their hosts and Slurm on this host,
# as make check's plain run does; the pipelines they shard are
# shard-parallel's and shard-slurm's, which run here.
skip="$skip shard-hosts shard-slurmd"
if [ $arch = i386 ]; then
	echo "== unit tests (i386${qemu:+, under $qemu}), $(at)"
	# Under qemu, all in one process (a fork there costs so much that
	# the tests take 3.5 minutes, not 1.5), with time to spare.
	if [ -n "$qemu" ]; then
		CK_FORK=no CK_TIMEOUT_MULTIPLIER=4 $qemu $b/unit || exit 1
	else
		$b/unit || exit 1
	fi
	skip="$skip shard-bad"
fi
run=$b
if [ -n "$qemu" ]; then
	# Each program a script that runs it under qemu, by its own name
	# (getopt's messages say it), where the cases look for it.
	run=$b/qemu
	rm -rf "$run"
	mkdir -p "$run/tools" "$run/fuzz" || exit 2
	ln -s "$(cd "$b" && pwd)/src" "$run/src"
	for p in $b/maze* $b/tools/* $b/fuzz/replay-*; do
		[ -f "$p" ] && [ -x "$p" ] || continue
		w=$run/${p#$b/}
		printf '#!/bin/sh\nexec %s -0 %s %s "$@"\n' $qemu \
		    "${p##*/}" "$(cd "${p%/*}" && pwd)/${p##*/}" >"$w"
		chmod +x "$w"
	done
	skip="$skip hostile oom-message play-bad read-bounded render-threads"
	skip="$skip render-3d-memory stream-memory gen-wide install"
	skip="$skip make-install"
fi
if [ $arch = s390x ]; then
	# The one case that needs a UTF-8 locale: the host's compiled locale
	# data is little-endian, which s390x's libc cannot load, so mazeplay
	# rightly draws ASCII there and doc/guide.md's screen is not matched.
	skip="$skip play-examples play-mask"
fi
echo "== end-to-end tests ($arch), $(at)"
tests/e2e/run $run $(cd tests/e2e/cases && ls *.sh | sed 's/\.sh$//' |
    grep -vxF "$(echo $skip | tr ' ' '\n')")
