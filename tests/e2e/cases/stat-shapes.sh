# mazestat on hex and delta grids (maze(5) "Grids"): figures of cells,
# a hex cell being three blocks.  Checked by hand:
# - hex-3x3-open.maze, every door open: 9 cells, 16 passages (6 across,
#   10 down), so 8 loops; cell 1,1 has six neighbours, 0,1 five.
# - hex-3x3-mask.maze, the same with cell 2,1 outside: 8 cells inside,
#   13 passages, 6 loops; cells 0,1 and 1,1 have five.
# - delta-6x4.maze, a tree of 24 triangles: no cell is straight, and no
#   two passages are in a line (longest 0).
# isolated + dead_ends + straights + turns + junc3..junc6 is the cells,
# hpass + vpass - cells + parts the loops; route is in block steps, as
# mazesolve marks it, route_cells the cells of a way of fewest doors.
. "$E2E"/lib.sh
for f in hex-5x4 hex-6x5-loops hex-3x3-open hex-3x3-mask delta-6x4 \
    delta-7x5-loops; do
	cp "$DATA"/$f.maze .
done
hex='hex-5x4.maze hex-6x5-loops.maze hex-3x3-open.maze hex-3x3-mask.maze'
delta='delta-6x4.maze delta-7x5-loops.maze'
t "mazestat $hex $delta"
f=kind,cells,isolated,dead_ends,straights,turns,junc3,junc4,junc5,junc6
t "mazestat -F $f,longest $hex $delta"
f=hpass,vpass,route,route_cells,reach,dist_max,diameter,diam_exact,dist_hist
t "mazestat -F $f hex-5x4.maze hex-3x3-open.maze delta-6x4.maze"
t 'mazestat -f json -F all hex-3x3-mask.maze'
# Solved, the marks are a route of block steps.
t 'mazesolve hex-5x4.maze | mazestat -F kind,solution,route'
t 'mazesolve delta-6x4.maze | mazestat -F kind,solution,route'
# The benchmark runs on the blocks, which join just what the grid does.
t "mazestat -T -b bfs,dfs,astar -F solver,solved,length \
hex-6x5-loops.maze delta-7x5-loops.maze"
