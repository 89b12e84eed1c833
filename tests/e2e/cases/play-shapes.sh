# A hex and a delta maze in the game: mazeplay moves block by block, and
# the blocks of these grids join just what their cells do, so a move
# into a wall of the grid (a triangle's missing side, the even column of
# a hex wall row) goes nowhere, as into any wall.  The route walked and
# written with -o keeps the grid line, and is the grid's (shapes-grid.awk).
# The screen is left out: how mazerender draws these grids is its own.
# Without tmux, the case passes.
. "$E2E"/lib.sh
play_case play-shapes
cp "$DATA"/hex-5x4.maze "$DATA"/delta-6x4.maze .
# Hex: S is the NW door of cell 0,0; down into it, east along row 0
# (the walls between its cells open), and a try south through the wall
# row's even column 2, a wall.
play 40 24 'mazeplay -o hex-route.maze hex-5x4.maze'
wait_for 'explored 1 ' >/dev/null
keys j l j
wait_for 'moves 2 ' | grep -o 'moves [0-9]*'
keys l l l l l l
wait_for 'moves 8 ' | grep -o 'moves [0-9]*'
keys q
ended
grep -c '^; grid hex$' hex-route.maze data/mazes/game.maze
awk -f "$DATA"/shapes-grid.awk hex-route.maze
mazestat -F kind,cells,perfect hex-route.maze
# Delta: S is the north side of triangle 1,0, which points down; its
# south side is no edge, a wall, and so is 0,0's, which points up but
# has the outer wall below only in a maze of one row.
play 40 24 'mazeplay -o delta-route.maze delta-6x4.maze'
wait_for 'explored 1 ' >/dev/null
keys j j h h j
wait_for 'moves 3 ' | grep -o 'moves [0-9]*'
keys q
ended
grep -c '^; grid delta$' delta-route.maze
awk -f "$DATA"/shapes-grid.awk delta-route.maze
mazestat -F kind,cells,perfect delta-route.maze
