# mazestat on weave mazes (maze(5) "Grids"): the figures are of the cells
# seen from above and the ways between them, a tunnel one way between its
# ends (mazestat(1) "Weaves").  awk counts the cells, the dead ends (a
# tunnel's end with its tunnel alone is one, a crossing has two ways) and
# the ways again from the three levels; a perfect weave has one way fewer
# than cells.  Kind weave, its crossings in json and by name; broken
# blocks refused where they break the rules, exit 2.
. "$E2E"/lib.sh
cp "$DATA"/masks/holes.mask .
mazegen -a kruskal --weave 1.0 -s 1 12 8 >k.maze
mazegen -a backtracker --weave 0.5 -s 2 12 8 >b.maze
mazegen -a backtracker --weave 1.0 -s 1 --mask holes.mask >h.maze
cat >count.awk <<'AWK'
/^; level/ { z = $3; y = 0; next }
/^;/ { next }
{ w = length($0); for (x = 0; x < w; x++) g[x, y, z] = substr($0, x + 1, 1); y++; h = y }
END {
	for (y = 1; y < h; y += 2)
		for (x = 1; x < w; x += 2) {
			if (g[x, y, 0] == "#")
				continue
			cells++
			cross += g[x, y, 2] != "#" && g[x, y, 1] == "#"
			ways = 0
			split("0 1 0 -1", dx)
			split("-1 0 1 0", dy)
			for (d = 1; d <= 4; d++) {
				wx = x + dx[d]; wy = y + dy[d]
				nx = x + 2 * dx[d]; ny = y + 2 * dy[d]
				if (g[wx, wy, 0] != "#" && g[nx, ny, 0] != "" && g[nx, ny, 0] != "#")
					ways++
				if (g[x, y, 1] != "#" && g[wx, wy, 2] != "#" && g[wx, wy, 2] != "")
					ways++
			}
			dead += ways == 1
			sum += ways
		}
	printf "%d cells, %d dead ends, %d ways, %d crossings\n", cells, dead, sum / 2, cross
}
AWK
for f in k b h; do
	printf '%s: awk: ' $f
	awk -f count.awk $f.maze
done
t 'mazestat k.maze b.maze h.maze'
t 'mazestat -f tsv -F all k.maze | cut -f 1-10,13-24'
t 'mazestat -f json b.maze'
t 'mazestat -f json -F all h.maze'
t 'mazestat -F maze,kind,cells,dead_ends,dead_frac,hpass,vpass,crossings k.maze b.maze h.maze'
t 'mazestat -F kind,crossings -f json k.maze "$DATA"/3d-stat-perfect.maze'
# A stream of weaves and plain mazes: the same columns for every maze.
t 'mazegen -s 4 12 8 | cat - k.maze | mazestat -f tsv | cut -f 1-9'
t 'mazestat -S -F cells,dead_ends,crossings k.maze b.maze h.maze'
# Solved, down, along and up: the solution in steps, as the route.
t 'mazesolve k.maze | mazestat -F kind,cells,solution,route,route_cells'
t 'mazesolve -a dfs h.maze | mazestat -F kind,cells,solution,route,route_cells'
# The benchmark solves the blocks, three levels, as before.
t 'mazestat -T -b bfs,astar -P k.maze'
# Blocks that break the rules, and an endpoint in a tunnel.
awk '/^; level 2/ { l = 2 } l == 2 && /^# / && !done { sub(/^# /, "#S"); done = 1 } { print }' k.maze |
    sed '6s/S/#/' >s.maze
sed '/^; level 1/,$s/^#######/#  ####/' k.maze >bad.maze
t 'mazestat bad.maze'
t 'mazestat -b bfs bad.maze'
t 'mazestat s.maze'
