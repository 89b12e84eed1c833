# mazestat on polar mazes (maze(5) "Grids"; mazestat(1) "Hex, delta and
# polar grids"): figures of cells, the centre nine blocks, a ring's cell
# one.  width is the outer ring's cells, height the rings.  Checked by
# hand:
# - polar-1.maze, the centre alone: 1 cell, no passage, route 4 blocks.
# - polar-2-open.maze, every door open: 13 cells, 4 doors across rings
#   and 12 round ring 1 (the seam included), so 4 loops; the centre has
#   four neighbours, ring 1's middles three, its corners go straight on
#   round (longest 12, the ring all round).
# - polar-3.maze, a tree of 33 cells: S to E goes in to ring 1 and back
#   out, 26 block steps through 13 cells.
# isolated + dead_ends + straights + turns + junc3 + junc4 is the cells,
# hpass (round the rings) + vpass (across them) - cells + parts the loops.
. "$E2E"/lib.sh
for f in polar-1 polar-2-open polar-3 polar-6 polar-6-loops; do
	cp "$DATA"/$f.maze .
done
all='polar-1.maze polar-2-open.maze polar-3.maze polar-6.maze'
all="$all polar-6-loops.maze"
t "mazestat $all"
f=kind,width,height,cells,isolated,dead_ends,straights,turns,junc3,junc4
t "mazestat -F $f,junc5,junc6,longest $all"
f=hpass,vpass,route,route_cells,reach,dist_max,diameter,diam_exact,dist_hist
t "mazestat -F $f $all"
t 'mazestat -f json -F all polar-3.maze'
# Solved, the marks are a route of block steps.
t 'mazesolve polar-6-loops.maze | mazestat -F kind,solution,route,route_cells'
# The benchmark runs on the blocks, which join just what the rings do.
t "mazestat -T -b bfs,dfs,astar -F solver,solved,length polar-6.maze \
polar-6-loops.maze"
f=solver,solved,length,bfs_length,shortest
t "mazestat -b astar -f json -F $f polar-6-loops.maze"
