# Every solver on hex and delta mazes (maze(5) "Grids"), and on them with
# loops and S and E moved into cells: the solvers walk the blocks, which
# join just what the grid joins, so each route is one the grid has
# (shapes-grid.awk: no wall of the grid opened; mazestat: the marks are
# one route from S to E, not "broken"), and the solvers that promise a
# shortest route pass the fewest cells, as mazestat's route_cells counts
# them.  In hb that is 13 cells, where the way of fewest blocks passes 15:
# a step east is four blocks, one up or down two or three, and a step
# costs the door it crosses (mazesolve(1)).  The wall follower keeps its
# hand on the blocks' walls: it reaches E in a maze without loops around
# it, and says so when it does not.
. "$E2E"/lib.sh
for f in hex-5x4 hex-6x5-loops hex-3x3-mask delta-6x4 delta-7x5-loops; do
	cp "$DATA"/$f.maze .
done
mazepost -s 3 --start random --end random --cycles 2 \
    hex-6x5-loops.maze >hr.maze
mazepost -s 1 --start random --end random --cycles 2 \
    delta-7x5-loops.maze >dr.maze
mazegen --grid hex -s 15 8 6 | mazepost -s 1 --braid 1 >hb.maze
every_solver hex-5x4 hex-6x5-loops hex-3x3-mask delta-6x4 delta-7x5-loops hr dr \
    hb
t 'mazesolve --stats hex-3x3-mask.maze'
t 'mazesolve -a wall-follower --hand left --stats delta-6x4.maze'
# mazestat's benchmark counts a route shortest by its cells too: on hd,
# dijkstra's route is 68 blocks to bfs's 64, through as few cells.
mazegen --grid hex -s 3 10 8 | mazepost -s 3 --braid 1 >hd.maze
t 'mazestat -T -b bfs,dijkstra,astar -F solver,length,shortest hd.maze'
