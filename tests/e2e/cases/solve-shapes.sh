# Every solver on hex and delta mazes (maze(5) "Grids"), and on them with
# loops and S and E moved into cells: the solvers walk the blocks, which
# join just what the grid joins, so each route is one the grid has
# (shapes-grid.awk: no wall of the grid opened; mazestat: the marks are
# one route from S to E, not "broken"), in block steps, and the solvers
# that promise a shortest route agree with breadth-first search.  The
# wall follower keeps its hand on the blocks' walls: it reaches E in a
# maze without loops around it, and says so when it does not.
. "$E2E"/lib.sh
for f in hex-5x4 hex-6x5-loops hex-3x3-mask delta-6x4 delta-7x5-loops; do
	cp "$DATA"/$f.maze .
done
mazepost -s 3 --start random --end random --cycles 2 \
    hex-6x5-loops.maze >hr.maze
mazepost -s 1 --start random --end random --cycles 2 \
    delta-7x5-loops.maze >dr.maze
every_solver hex-5x4 hex-6x5-loops hex-3x3-mask delta-6x4 delta-7x5-loops hr dr
t 'mazesolve --stats hex-3x3-mask.maze'
t 'mazesolve -a wall-follower --hand left --stats delta-6x4.maze'
