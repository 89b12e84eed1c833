# Every solver on one small maze with loops, a room and weights: the route
# each marks, its figures, and its provenance line.  The shortest-route
# solvers agree on the length (18 steps), dijkstra and astar on the cost
# (18); "optimal" is about cost here, which only those two guarantee.  The
# right-hand wall follower goes round a loop back to S; the left hand
# reaches E.
. "$E2E"/lib.sh
cp "$DATA"/loops.maze .
for a in $(mazesolve -a list | awk '{ print $1 }'); do
	t "mazesolve -a $a -s 1 --stats loops.maze"
done
t "mazesolve -a wall-follower --hand left --stats loops.maze"
