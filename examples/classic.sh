#!/bin/sh
# classic.sh: the three classic generators of pathfinder-demo.txt -- random
# growth, Prim's algorithm and depth-first growth -- each grown from the
# centre and drawn coloured by path distance from it, the rainbow turning
# once every PERIOD steps, so that a deeper maze goes round it more times,
# as in the demo.  Writes classic-NAME.png for each generator.
#
# usage: sh classic.sh [cells [directory]]
#   cells       the mazes' width and height in cells (default 80)
#   directory   where the pictures go (default .)
# environment:
#   GENERATORS  mazegen -a names (default "growth prim dfs-growth")
#   GENOPTS     mazegen options for every one (default "--root center")
#   PERIOD      path steps, in blocks, a turn of the rainbow (default 150)
#   SEED        the seed (default 1)
set -e
cells=${1:-80}
dir=${2:-.}
generators=${GENERATORS:-"growth prim dfs-growth"}
genopts=${GENOPTS-"--root center"}
period=${PERIOD:-150}
seed=${SEED:-1}
c=$((cells / 2))
tmp=$(mktemp) || exit 2
trap 'rm -f "$tmp"' EXIT
for g in $generators; do
	mazegen -a "$g" $genopts -s "$seed" "$cells" >"$tmp"
	# The depth: the path from the centre to the cell farthest from it.
	depth=$(mazepost --start "$c,$c" --end farthest "$tmp" | mazesolve |
	    mazestat | awk 'NR == 2 { print $NF }')
	cycles=$(((depth + period - 1) / period))
	mazerender -c 4 --heat rainbow --cycles "$cycles" --from "$c,$c" \
	    -o "$dir/classic-$g.png" "$tmp"
	echo "classic-$g.png: $depth steps deep, through the rainbow ${cycles}x"
done
