# A grid one cell wide or high has one spanning tree: Wilson's and
# Aldous-Broder make it at once rather than walk ~n^2 random steps to find
# it (minutes at 100000 cells, hence the CPU limit, far more than a slow
# sanitized build needs).  The tree is unique, so the bytes are those the
# walk gives; the property tests check that every 1xN maze is perfect.
. "$E2E/lib.sh"
ulimit -t 10
for a in wilson aldous-broder; do
	t "mazegen -a $a -s 1 1 100000 | mazestat -F width,height,dead_ends,loops,perfect"
	t "mazegen -a $a -s 1 100000 1 | mazestat -F width,height,dead_ends,loops,perfect"
done
