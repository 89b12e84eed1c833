# mazepost on hex and delta mazes (maze(5) "Grids"; mazepost(1) "Hex,
# delta and polar grids"; post-polar.sh has the polar): every operation,
# on a hex tree, a hex maze with loops, a masked hex and two delta mazes,
# leaves every block the grid makes a wall
# a wall (shapes-grid.awk, from the rule of maze(5): a delta triangle's missing
# side, an even column of a hex wall row, the blocks beyond a hex row, an
# odd column with no cell above or below) and an outer door a wall, S or
# E; and the figures mazestat finds over its cells: --cycles n exactly n
# loops, --braid 1 few dead ends, --keep-solution the route as long.
. "$E2E"/lib.sh
for f in hex-5x4 hex-6x5-loops hex-3x3-mask delta-6x4 delta-7x5-loops; do
	cp "$DATA"/$f.maze .
done
for f in hex-5x4 hex-6x5-loops hex-3x3-mask delta-6x4 delta-7x5-loops; do
	post_grid $f
	for op in "--braid 1" "--braid 0.5" "--cycles 2" "--remove-walls 0.3" \
	    "--near 7" "--sparse 1" "--diameter" "--end farthest" \
	    "--start random --end random" "--diameter --border" \
	    "--start nw --end se" "--start ne --end sw --border" \
	    "--braid 1 --keep-solution" "--remove-walls 1 --keep-solution" \
	    "--near 9 --cycles 1 --keep-solution"; do
		post_grid $f $op
	done
done
# The endpoints: into a door of the outer wall of the cell named, the
# corner's own first; onto the cell itself (a hex cell's middle block)
# where it has none.
t 'mazepost --start ne --end sw hex-5x4.maze'
t 'mazepost --start center --end 1,2 hex-5x4.maze'
t 'mazepost --diameter hex-6x5-loops.maze'
t 'mazepost --start ne --end sw delta-6x4.maze'
t 'mazepost --start 3,1 --end farthest delta-6x4.maze'
t 'mazepost --start center --border delta-6x4.maze'
t 'mazepost --start sw --end se hex-3x3-mask.maze'
t 'mazepost -s 1 --braid 1 delta-6x4.maze'
t 'mazepost -s 3 --cycles 3 hex-5x4.maze'
t 'mazepost --frames all -s 1 --braid 1 hex-5x4.maze | grep -c "^; frame"'
# Refused as on a square grid, and where no grid of cells has it.
t 'mazepost --start 1,1,1 hex-5x4.maze'
t 'mazepost --start 5,0 hex-5x4.maze'
t 'mazepost --start 2,1 hex-3x3-mask.maze'
t 'mazepost --cycles 9 --keep-solution delta-6x4.maze'
