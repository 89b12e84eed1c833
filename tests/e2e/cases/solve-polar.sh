# Every solver on polar mazes (maze(5) "Grids"), and on them with loops
# and S and E moved into cells, the centre's among them: the solvers walk
# the blocks, which join just what the rings do, the seam included, so
# each route is one the grid has (shapes-grid.awk: no wall of the grid
# opened; mazestat: the marks are one route from S to E, not "broken"),
# and the solvers that promise a shortest route pass the fewest cells, a
# step costing the door it crosses (mazesolve(1)), as mazestat's
# route_cells counts them.  In pb a way through the centre's nine blocks
# has the fewest cells, not the fewest blocks.  A*'s estimate, the rings
# between, never says more than the doors still to cross.
. "$E2E"/lib.sh
for f in polar-1 polar-3 polar-6 polar-6-loops; do
	cp "$DATA"/$f.maze .
done
mazepost -s 3 --start random --end random --cycles 9 polar-6.maze >pr.maze
mazepost -s 1 --start center --end farthest --braid 1 \
    polar-6-loops.maze >pc.maze
mazegen --grid polar -s 55 4 | mazepost -s 1 --braid 1 >pb.maze
every_solver polar-1 polar-3 polar-6 polar-6-loops pr pc pb
t 'mazesolve --stats polar-3.maze'
t 'mazesolve -a astar --stats pc.maze | grep "^; solution"'
t 'mazesolve -a wall-follower --hand left --stats polar-3.maze'
