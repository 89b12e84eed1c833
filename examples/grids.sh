#!/bin/sh
# grids.sh: the mazes of hexagons, of triangles and of rings that
# doc/guide.md shows, each solved from its start to the cell farthest from
# it (the circular one from its centre) and drawn in its own geometry,
# into a directory; and heart.mask laid over rings.  The programs must be on
# PATH, mazerender built with cairo, which draws these grids.
#
# usage: sh grids.sh [directory]
#   directory   where the pictures go (default: beside this script)
set -e
here=$(dirname "$0")
dir=${1:-$here}
mazegen --grid hex -s 4 24 14 | mazepost --end farthest | mazesolve |
    mazerender -o "$dir/shape-hex.png"
mazegen -a wilson --grid delta -s 5 30 14 | mazepost --end farthest |
    mazesolve | mazerender -o "$dir/shape-delta.png"
mazegen -a wilson --grid polar -s 6 10 | mazepost --start center \
    --end farthest | mazesolve | mazerender -c 14 -o "$dir/shape-polar.png"
mazegen --grid polar -s 4 --mask "$here/heart.mask" 16 |
    mazepost --end farthest | mazesolve |
    mazerender -c 10 -o "$dir/shape-heart-rings.png"
