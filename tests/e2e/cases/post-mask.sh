# mazepost on masked mazes (maze(5) "Grids"): no operation opens a wall
# into the outside (closed.awk checks every cell outside against the
# mask: its block and its walls stay walls, or an entrance), the inside
# stays one part of the mask's cells, and the spots name cells inside.
. "$E2E"/lib.sh
for f in ring holes word; do
	"$TOOLS"/maskmaze -e -s 3 "$DATA"/masks/$f.mask >$f.maze
done
cat >closed.awk <<'AWK'
FNR == NR { for (x = 0; x < length($0); x++) out[x, NR - 1] = substr($0, x + 1, 1) == "#"; next }
/^;/ { next }
{ w = length($0); for (x = 0; x < w; x++) g[x, h + 0] = substr($0, x + 1, 1); h++ }
function shut(c) { return c == "#" || c == "S" || c == "E" }
END {
	bad = 0
	for (y = 1; y < h; y += 2)
		for (x = 1; x < w; x += 2)
			if (out[(x - 1) / 2, (y - 1) / 2] && (g[x, y] != "#" || !shut(g[x - 1, y]) || !shut(g[x + 1, y]) || !shut(g[x, y - 1]) || !shut(g[x, y + 1])))
				bad++
	print bad ? bad " cells outside opened" : "outside closed"
}
AWK
check() {
	printf '%s: ' "$*"
	mazepost -s 1 "$@" >o.maze || return
	awk -f closed.awk "$DATA"/masks/$f.mask o.maze | tr '\n' ' '
	mazestat -F cells,parts,loops -f tsv o.maze | tail -1 | tr '\t' ' '
}
for f in ring holes word; do
	for op in "--braid 1" "--cycles 3" "--remove-walls 1" "--near 7" \
	    "--sparse 1" "--diameter" "--end farthest" "--start random --end random" \
	    "--diameter --border" "--start nw --end se" "--start center --border"; do
		check $op $f.maze
	done
done
# The spots: the cell inside nearest the corner or the centre.
t 'mazepost --start nw --end se word.maze | sed -n "6,9p;\$p"'
t 'mazepost --start ne --end sw ring.maze | mazerender -f unicode'
t 'mazepost --start center --end 10,3 holes.maze | mazerender -f unicode'
t 'mazepost --start 0,0 word.maze'
t 'mazepost --end 5,2,1 ring.maze'
# --border: onto the outline, the wall between the cell and the outside.
t 'mazepost --start 1,1 --end 23,6 --border word.maze | mazerender -f unicode'
t 'mazepost --start 4,3 --border word.maze'
# The grid line survives.
t 'mazepost --braid 0.5 ring.maze | mazesolve | head -3'
