# Every solver on polar mazes (maze(5) "Grids"), and on them with loops
# and S and E moved into cells, the centre's among them: the solvers walk
# the blocks, which join just what the rings do, the seam included, so
# each route is one the grid has (shapes-grid.awk: no wall of the grid
# opened; mazestat: the marks are one route from S to E, not "broken"),
# in block steps, and the solvers that promise a shortest route agree
# with breadth-first search.  A*'s estimate, the blocks' Manhattan
# distance, never overestimates a way through the rings' blocks either.
. "$E2E"/lib.sh
for f in polar-1 polar-3 polar-6 polar-6-loops; do
	cp "$DATA"/$f.maze .
done
mazepost -s 3 --start random --end random --cycles 9 polar-6.maze >pr.maze
mazepost -s 1 --start center --end farthest --braid 1 \
    polar-6-loops.maze >pc.maze
every_solver polar-1 polar-3 polar-6 polar-6-loops pr pc
t 'mazesolve --stats polar-3.maze'
t 'mazesolve -a astar --stats pc.maze | grep "^; solution"'
t 'mazesolve -a wall-follower --hand left --stats polar-3.maze'
