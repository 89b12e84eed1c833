# Every solver on a weave maze, whose route passes under a crossing: each
# goes down at the tunnel's end (level 1), along it (level 2) and up, and
# marks the route on all three levels; no solver crosses from a passage
# into the tunnel under it, which is a wall apart.  The shortest-route
# solvers agree on the length; the wall follower refuses.
. "$E2E"/lib.sh
mazegen -a kruskal --weave 1.0 -s 1 6 4 >w.maze
for a in $(mazesolve -a list | awk '{ print $1 }'); do
	t "mazesolve -a $a -s 1 --stats w.maze"
done
