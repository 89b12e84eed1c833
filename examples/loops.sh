#!/bin/sh
# loops.sh: one perfect maze, the same maze braided and given loops, drawn
# as text; then the post-processing of the CS171 write-up, and what it does
# to the route.  The programs must be on PATH.
#
# GEN is the generator of the CS171 pipeline (default wilson, as the
# write-up used); SEED the seed of every maze.
GEN=${GEN:-wilson}
SEED=${SEED:-7}
set -e

echo "A perfect maze of 16x6 cells: one route between any two cells."
mazegen -s "$SEED" 16 6 | mazerender -f ascii
echo
echo "Braided (--braid 1): every dead end opened, into another if it can."
mazegen -s "$SEED" 16 6 | mazepost -s "$SEED" --braid 1 | mazerender -f ascii
echo
echo "Looped (--cycles 4): four walls between joined cells gone, four loops."
mazegen -s "$SEED" 16 6 | mazepost -s "$SEED" --cycles 4 | mazerender -f ascii
echo
echo "The CS171 pipeline: $GEN, the end farthest from the start, then walls"
echo "gone between cells whose distances from the start differ by less than 7."
mazegen -a "$GEN" -s "$SEED" 24 8 | mazepost --end farthest --near 7 |
    mazesolve | mazerender -f ascii
echo
echo "What that does (counted by mazestat):"
printf '  %-50s %9s %5s %5s\n' "" "dead ends" loops route
for opts in "" "--near 7" "--near 7 --keep-solution"; do
	printf '  %-50s' "mazepost --end farthest $opts"
	# $opts is split into words on purpose.
	mazegen -a "$GEN" -s "$SEED" 24 8 | mazepost --end farthest $opts |
	    mazesolve | mazestat | awk 'NR == 2 { printf " %9s %5s %5s\n", $6, $8, $10 }'
done
