#!/bin/sh
# pictures.sh: draws every picture in examples/ again, with the commands
# the README and doc/guide.md give for them, so that none goes stale when
# the renderer changes.  The programs must be on PATH; a test compares what
# this draws with the pictures in the tree.  The pictures of hexagons,
# triangles and rings are grids.sh's, for a mazerender built with cairo,
# and their own case's (example-grids).
#
# usage: sh pictures.sh [directory]
#   directory   where the pictures go (default: beside this script)
set -e
here=$(dirname "$0")
dir=${1:-$here}
mazegen -s 3 40 20 | mazesolve -x | mazerender -o "$dir/explored.png"
mazegen -s 7 30 20 | mazepost --end farthest | mazesolve |
    mazerender -c 12 -w 2 -m 8 -o "$dir/printed.png"
mazegen -s 7 60 | mazerender -c 4 -w 1 --heat rainbow --cycles 3 \
    -o "$dir/heat.png"
sh "$here/classic.sh" 80 "$dir" >/dev/null
sh "$here/animations.sh" 24 "$dir" >/dev/null
sh "$here/shapes.sh" "$dir"
# A maze of three levels of cells, solved; the man pages' examples read
# the maze file beside this script, which is this maze.
mazegen -s 1 6 4 3 | mazepost --end farthest | mazesolve |
    tee "$dir/maze3d.maze" | mazerender -c 12 -w 4 -m 8 -o "$dir/maze3d.png"
