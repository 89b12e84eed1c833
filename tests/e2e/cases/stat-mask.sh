# mazestat on masked mazes (maze(5) "Grids"): the figures are of the
# shape.  Cells are the cells inside (the mask's '.'), dead ends the
# inside cells with one way out, counted here again in awk; cells
# outside are neither, and the maze is still one perfect part.
. "$E2E"/lib.sh
for f in ring holes word; do
	"$TOOLS"/maskmaze -e -s 3 "$DATA"/masks/$f.mask >$f.maze
done
"$TOOLS"/maskmaze -e -s 2 "$DATA"/masks/levels.mask >levels.maze
cat >count.awk <<'AWK'
BEGIN { h = 0 }
/^;/ { next }
{ w = length($0); for (x = 0; x < w; x++) g[x, h] = substr($0, x + 1, 1); h++ }
END {
	for (y = 1; y < h; y += 2)
		for (x = 1; x < w; x += 2) {
			if (g[x, y] == "#")
				continue
			cells++
			ways = (g[x - 1, y] == " ") + (g[x + 1, y] == " ") + (g[x, y - 1] == " ") + (g[x, y + 1] == " ")
			dead += ways == 1
		}
	printf "%d cells, %d dead ends\n", cells, dead
}
AWK
for f in ring holes word; do
	printf '%s: mask %d inside; awk: ' $f "$(tr -cd . <"$DATA"/masks/$f.mask | wc -c)"
	awk -f count.awk $f.maze
done
t 'mazestat ring.maze holes.maze word.maze'
t 'mazestat -F all -f tsv ring.maze | cut -f 1-16'
t 'mazestat -F cells,dead_ends,dead_frac,route_cells,route_frac,reach -f json holes.maze'
t 'mazestat -F cells,dead_ends,parts,loops,perfect,levels levels.maze'
# Solved: the route's cells are inside cells.
t 'mazesolve word.maze | mazestat -F cells,solution,route,route_cells,route_frac'
