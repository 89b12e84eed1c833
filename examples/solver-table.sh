#!/bin/sh
# solver-table.sh: the explored-blocks benchmark of cs171-writeup.txt, in
# spirit: COUNT mazes of WIDTH x HEIGHT cells from GENERATOR (seeds 1 on),
# the end moved to the cell farthest from the start, every solver of
# mazesolve on each.  Prints, for each solver, the mean blocks it explored
# (expanded; for the walkers, visited), that as a share of breadth-first
# search's, the mean route length, and on how many mazes the route was a
# shortest one; and how many mazes the solver gave up on, if any (the
# random mouse may).
#
# usage: solver-table.sh [generator [count [width [height]]]]
#   (defaults: wilson 100 500 500)
# environment:
#   POST  more mazepost options, such as "--near 7", the write-up's own
#         post-processing, which adds loops
gen=${1:-wilson}
count=${2:-100}
width=${3:-500}
height=${4:-$width}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/solvers.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT

echo "mazegen -a $gen -n $count -s 1 $width $height | mazepost --end farthest${POST:+ $POST}"
mazegen -a "$gen" -n "$count" -s 1 "$width" "$height" |
    mazepost --end farthest $POST >"$tmp/mazes" || exit 2
# One line of figures per maze, from --stats: "explored N length L ...".
figures() {
	mazesolve -a "$1" -s 1 --stats "$tmp/mazes" 2>/dev/null |
	    sed -n 's/^; solution //p' >"$tmp/$1"
}
figures bfs
printf '%-17s %13s %7s %12s %9s\n' solver "mean explored" "vs bfs" \
    "mean length" shortest
for a in $(mazesolve -a list | awk '{ print $1 }'); do
	[ "$a" = bfs ] || figures "$a"
	# Fields: explored N length L cost C optimal yes|no, or, with no
	# route, none explored N.  bfs always finds one.
	paste -d ' ' "$tmp/$a" "$tmp/bfs" | awk -v a="$a" '
	$1 == "none" { e += $3; be += $5; fail++; n++; next }
	{ e += $2; l += $4; be += $10; s += $4 == $12; n++; found++ }
	END { printf "%-17s %13.0f %6.0f%% %12.0f %5d/%d", a, e / n,
	    100 * e / be, found ? l / found : 0, s, n
	    if (fail) printf "  (gave up on %d)", fail
	    printf "\n" }'
done
