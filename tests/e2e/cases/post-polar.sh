# mazepost on polar mazes (maze(5) "Grids"; mazepost(1) "Hex, delta and
# polar grids"): every operation, on a tree of 3 rings (polar-3.maze,
# checked by hand; stat-polar) and of 6 (mazegen's), the 6 with loops,
# and the centre alone, leaves every block the grid makes a
# wall a wall (shapes-grid.awk, from the rule of maze(5): the blocks of a
# ring's loop between its doors, the corners of the walls between rings)
# and an outer door a wall, S or E; and the figures mazestat finds over
# its cells: --cycles n exactly n loops, --braid 1 few dead ends,
# --keep-solution the route as long.
. "$E2E"/lib.sh
for f in polar-1 polar-3 polar-6 polar-6-loops; do
	cp "$DATA"/$f.maze .
done
for f in polar-1 polar-3 polar-6 polar-6-loops; do
	post_grid $f
	for op in "--braid 1" "--braid 0.5" "--cycles 2" "--remove-walls 0.3" \
	    "--remove-walls 1" "--near 7" "--sparse 1" "--diameter" \
	    "--end farthest" "--start random --end random" \
	    "--diameter --border" "--start nw --end se" \
	    "--start ne --end sw --border" "--start center --end farthest" \
	    "--braid 1 --keep-solution" "--remove-walls 1 --keep-solution" \
	    "--near 9 --cycles 1 --keep-solution"; do
		post_grid $f $op
	done
done
# The endpoints: a corner names the outer ring's cell first clockwise
# from it (nw the ring's first, at the seam), its door out; the centre,
# or a cell k,r of ring r inside, takes its own block, the centre's
# middle.  A maze of one ring is the centre: its doors are the outer
# wall's.
t 'mazepost --start ne --end sw polar-3.maze'
t 'mazepost --start center --end 7,1 polar-3.maze'
t 'mazepost --start nw --end se polar-1.maze'
t 'mazepost --diameter polar-3.maze'
t 'mazepost --start 19,2 --end farthest polar-3.maze'
t 'mazepost -s 1 --braid 1 polar-3.maze'
t 'mazepost -s 3 --cycles 3 polar-3.maze'
t 'mazepost --frames all -s 1 --braid 1 polar-6.maze | grep -c "^; frame"'
# The pipeline, but for the drawing: S at the centre, E where
# the way from it is longest, solved.
t 'mazegen --grid polar -s 1 12 | mazepost --start center --end farthest |
mazesolve | mazestat -F kind,cells,solution,route,route_cells'
# Every generator's polar maze, through the loop options: the grid's.
for a in $(mazegen -a list | awk '{ print $1 }'); do
	mazegen -a $a --grid polar -s 2 4 >g.maze 2>/dev/null || continue
	printf '%s: ' $a
	mazepost -s 1 --start random --end farthest --cycles 3 --braid 0.5 \
	    g.maze >o.maze && awk -f "$DATA"/shapes-grid.awk o.maze |
	    tr '\n' ' '
	mazestat -F cells,loops,route -f tsv o.maze | tail -1 | tr '\t' ' '
done
# Refused as on a square grid, and where no polar grid has it.
t 'mazepost --start 1,1,1 polar-3.maze'
t 'mazepost --start 12,1 polar-3.maze'
t 'mazepost --start 0,3 polar-3.maze'
t 'mazepost --start center --border polar-3.maze'
t 'mazepost --cycles 99 polar-3.maze'
