#!/bin/sh
# huge.sh: what `make bench-huge` runs.  One maze of 10^9 cells through
# every program, each step from a file to a file, so that each is timed
# alone: made (mazegen), given its farthest ends (mazepost --end farthest),
# solved (mazesolve), measured (mazestat) and drawn to PNG, a pixel a
# block (mazerender -c 1).  For each step it prints the seconds, the peak
# resident memory in MiB and in bytes a block, and what it wrote; a step
# that fails (or writes nothing) stops the run with status 1.  The files
# are removed as soon as no step needs them and at the end, whatever
# happened: at the default size each maze is 3.8 GB and two are kept at
# once, so the temporary directory (TMPDIR, /tmp) needs 9 GB free, and the
# machine as much memory as the largest program's peak (the programs that
# read a maze hold all of it).
#
# The default, 31000x31000 cells, is 62001^2 = 3.84e9 blocks, below the
# 2^32-1 blocks a grid may hold; 24000x24000 (2.3e9 blocks) is past 2^31,
# where an int or a 32-bit index would break, at two thirds of the cost.
#
# usage: huge.sh build-dir [width [height]]
b=$(cd "${1:-build}" && pwd) || exit 2
cw=${2:-31000}
ch=${3:-$cw}
PATH=$b:$PATH
tool=$b/tools/benchtool
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench-huge.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 1' HUP INT TERM
blocks=$(awk -v w="$cw" -v h="$ch" 'BEGIN {
	printf "%.0f", (2 * w + 1) * (2 * h + 1) }')

# Two mazes are on disk at once (the input of a step and its output), and
# a little more: stop at once if there is not room for them.
free=$(df -Pk "$tmp" | awk 'NR == 2 { print $4 }')
if [ -n "$free" ] && awk -v f="$free" -v b="$blocks" 'BEGIN {
    exit !(f * 1024 < 2.2 * b) }'; then
	echo "huge: $tmp: $((free / 1048576)) GiB free, too little" >&2
	exit 1
fi

# step what 'command' output: run command once, print its row, and stop
# the run if it failed (benchtool exits as the command did) or left its
# output empty.
step() {
	if ! row=$("$tool" run "$2") || ! [ -s "$3" ]; then
		echo "huge: failed: $2" >&2
		exit 1
	fi
	set -- "$1" "$2" "$3" $row
	awk -v what="$1" -v t="$4" -v kb="$5" -v blocks="$blocks" \
	    -v out="$(wc -c <"$3")" 'BEGIN {
		printf "%-28s %9.1f %9.0f %7.2f %12.0f\n", what, t, kb / 1024,
		    kb * 1024 / blocks, out }'
}

printf '%s\n' "${cw}x$ch cells, $blocks blocks, in $tmp"
printf '%-28s %9s %9s %7s %12s\n' "step" seconds "peak MiB" "B/block" \
    "bytes out"
step "mazegen" "mazegen -q -s 1 $cw $ch >$tmp/maze" "$tmp/maze"
step "mazepost --end farthest" \
    "mazepost -q --end farthest $tmp/maze >$tmp/post" "$tmp/post"
rm -f "$tmp/maze"
step "mazesolve" "mazesolve -q $tmp/post >$tmp/solved" "$tmp/solved"
step "mazestat" "mazestat -q -f tsv $tmp/post >$tmp/stat" "$tmp/stat"
rm -f "$tmp/post"
step "mazerender -c 1 to PNG" "mazerender -q -c 1 -o $tmp/x.png $tmp/solved" \
    "$tmp/x.png"
# The PNG's header gives its width and height, a pixel a block.
set -- $(od -An -tu1 -j16 -N8 "$tmp/x.png")
if [ $# -ne 8 ] || [ $(($1 << 24 | $2 << 16 | $3 << 8 | $4)) -ne \
    $((2 * cw + 1)) ] || [ $(($5 << 24 | $6 << 16 | $7 << 8 | $8)) -ne \
    $((2 * ch + 1)) ]; then
	echo "huge: x.png is not $((2 * cw + 1))x$((2 * ch + 1)) pixels" >&2
	exit 1
fi
cat "$tmp/stat"
