#!/bin/sh
# animations.sh: the seeds' animations as GIFs.  The three classic
# generators of pathfinder-demo.txt -- random growth, Prim's algorithm and
# depth-first growth -- growing from the centre, the head (the cell just
# joined) in red and the frontier in blue; Prim's maze solved from the
# centre by depth-first search, breadth-first search and A*, the explored
# blocks turning yellow as the search spreads; Wilson's algorithm joining
# its loop-erased walks, as astar-generator-paper.txt animates its
# generator; and the whole pipeline of cs171-writeup.txt on a smaller maze
# (5/6 by 5/8 of the cells, 20x15 of 24): Wilson's algorithm makes it,
# then mazepost moves the start to a random cell and the end to the cell
# farthest from it, takes down the walls between cells whose distances
# from the start differ by less than 7, adds loops and opens dead ends,
# the wall going down in red.  Writes grow-NAME.gif, solve-NAME.gif,
# wilson.gif and post-writeup.gif, and beside each the same frames as a
# web page to play them in (NAME.html).
#
# usage: sh animations.sh [cells [directory]]
#   cells       the mazes' width and height in cells (default 24)
#   directory   where the animations go (default .)
# environment:
#   FRAMES      frames of each animation (default 120)
#   SEED        the seed (default 1)
set -e
cells=${1:-24}
dir=${2:-.}
frames=${FRAMES:-120}
seed=${SEED:-1}
c=$((cells / 2))
tmp=$(mktemp) && frames_tmp=$(mktemp) || exit 2
trap 'rm -f "$tmp" "$frames_tmp"' EXIT
# anim NAME: the frames on standard input as NAME.gif and NAME.html.
anim() {
	cat >"$frames_tmp"
	mazerender -c 6 -w 2 -o "$dir/$1.gif" "$frames_tmp"
	mazerender -c 6 -w 2 -o "$dir/$1.html" "$frames_tmp"
	echo "$1.gif $1.html"
}
for g in growth prim dfs-growth; do
	mazegen -a "$g" --root center -s "$seed" --frames "$frames" \
	    "$cells" "$cells" | anim "grow-$g"
done
mazegen -a prim --root center -s "$seed" "$cells" "$cells" |
    mazepost --start "$c,$c" --end farthest >"$tmp"
for a in dfs bfs astar; do
	mazesolve -a "$a" --frames "$frames" "$tmp" | anim "solve-$a"
done
mazegen -a wilson -s "$seed" --frames "$frames" "$cells" "$cells" |
    anim wilson
# The making's frames, the last the maze, then mazepost's from that maze,
# as one stream: a header line after a maze's rows begins the next.
w=$((cells * 5 / 6))
h=$((cells * 5 / 8))
mazegen -a wilson -s "$seed" --frames "$frames" "$w" "$h" >"$tmp"
mazegen -a wilson -s "$seed" "$w" "$h" |
    mazepost -s "$seed" --start random --end farthest --near 7 \
    --cycles "$((w * h / 30))" --braid 0.5 --frames "$frames" |
    cat "$tmp" - | anim post-writeup
