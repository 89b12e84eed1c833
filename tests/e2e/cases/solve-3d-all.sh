# Every solver on a maze of several levels, 3x2x2 cells with loops and
# weights: the route each marks on every level, up and down included, its
# figures, and its provenance line.  The shortest-route solvers agree on
# the length (10 steps); dijkstra and astar on the cost (20, in 14 steps),
# going down and round the 9 that bfs goes through (cost 21).  The wall
# follower refuses: exit 2, nothing written.
. "$E2E"/lib.sh
cp "$DATA"/3d-solve-loops.maze .
for a in $(mazesolve -a list | awk '{ print $1 }'); do
	t "mazesolve -a $a -s 1 --stats 3d-solve-loops.maze"
done
t "mazesolve -a astar --heuristic diagonal --stats 3d-solve-loops.maze | sed -n 4,5p"
t "mazesolve -a astar --heuristic euclidean --stats 3d-solve-loops.maze | sed -n 4,5p"
t "mazesolve -a wall-follower --hand left 3d-solve-loops.maze"
