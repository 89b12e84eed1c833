# A polar maze in the game: mazeplay moves block by block, and the blocks
# of the rings join just what their cells do, so a move into a wall of
# the grid (a block of the wall between two rings that is no door) goes
# nowhere, as into any wall, and the seam, the top left corner of a ring,
# is a block like any door.  The route walked and written with -o keeps
# the grid line, and is the grid's (shapes-grid.awk).  The screen is left
# out: how mazerender draws the rings is its own.  Without tmux, the
# case passes.
. "$E2E"/lib.sh
play_case play-polar
cp "$DATA"/polar-3.maze .
# S is the door out of ring 2's top middle cell: down into it, west along
# the ring to its seam, down across it into the ring's last cell and on,
# and a try east through the wall between rings 1 and 2, a wall.
play 40 24 'mazeplay -o polar-route.maze polar-3.maze'
wait_for 'explored 1 ' >/dev/null
keys j h h h h h
wait_for 'moves 6 ' | grep -o 'moves [0-9]*'
keys j j l
settled 'moves 8 ' | grep -o 'moves [0-9]*'
keys q
ended
grep -c '^; grid polar$' polar-route.maze data/mazes/game.maze
awk -f "$DATA"/shapes-grid.awk polar-route.maze
mazestat -F kind,cells,perfect polar-route.maze
grep -v "^;" polar-route.maze
