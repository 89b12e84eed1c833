# A maze of several levels that is no cell maze: blocks open at random, the
# levels joined wherever two open blocks lie one above the other.  Each
# solver with -x: its route, and the blocks it explored (dead-end filling:
# those it filled, loops kept) on every level.
. "$E2E"/lib.sh
cp "$DATA"/3d-solve-cave.maze .
for a in bfs dfs astar bidir-bfs flood junction dead-end-filling tremaux; do
	t "mazesolve -a $a -x --stats 3d-solve-cave.maze | sed 1,3d"
done
