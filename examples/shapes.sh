#!/bin/sh
# shapes.sh: the mazes of other shapes that the README and doc/guide.md
# show, drawn into a directory: a word (word.mask, drawn in text), a
# picture's outline (star.png, a PNG, a pixel a cell), each solved from
# its start to the cell farthest from it; and a weave maze, solved.
# Hexagons and triangles are grids.sh's.
# The programs must be on PATH.
#
# usage: sh shapes.sh [directory]
#   directory   where the pictures go (default: beside this script)
set -e
here=$(dirname "$0")
dir=${1:-$here}
mazegen -s 1 --mask "$here/word.mask" | mazepost --end farthest |
    mazesolve | mazerender -c 4 -o "$dir/shape-word.png"
mazegen -a wilson -s 2 --mask "$here/star.png" |
    mazepost --end farthest | mazesolve | mazerender -c 4 \
    -o "$dir/shape-star.png"
# A weave: the route goes under the crossings that cut across it.
mazegen -a kruskal --weave 1.0 -s 3 20 12 | mazesolve |
    mazerender -c 16 -w 4 -o "$dir/shape-weave.png"
