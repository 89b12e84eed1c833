# Hex and delta grids as the programs read them (maze(5) "Grids"): the
# page's two examples are read, and blocks that do not fit the grid line,
# or a grid line malformed, are refused at the first block (or line) that
# does not fit: exit 2, the one message, nothing written.
. "$E2E/lib.sh"
# The nth literal display of "Grids", the grid line before it.
grids() {
	awk -v n="$1" '/^\.Ss / { in_grids = $2 == "Grids" }
	    in_grids && /^\.Bd -literal/ { k++; on = (k == n); next }
	    /^\.Ed/ { on = 0 } on' "$TOP"/man/maze.5
}
{ echo '; grid hex'; grids 1; } >hex.maze
{ echo '; grid delta'; grids 2; } >delta.maze
t 'mazesolve hex.maze >/dev/null'
t 'mazesolve delta.maze >/dev/null'
t 'mazestat -F maze hex.maze delta.maze'
# Block x of row y made c: sub y x c < file.
sub() {
	awk -v y="$1" -v x="$2" -v c="$3" '
	    /^;/ { print; next } { if (r++ == y) $0 = substr($0, 1, x) c \
	    substr($0, x + 2); print }' 
}
sub 2 4 ' ' <hex.maze >corner.maze
sub 0 13 ' ' <hex.maze >nocell.maze
sub 1 13 ' ' <hex.maze >beyond.maze
sub 0 3 ' ' <hex.maze >outer.maze
sub 3 4 '#' <hex.maze >cell.maze
sub 2 3 ' ' <delta.maze >apart.maze
sub 0 1 'S' <delta.maze | sub 0 3 '#' >north.maze
sub 4 3 ' ' <delta.maze >edge.maze
for f in corner nocell beyond outer cell; do
	t "mazestat $f.maze"
done
for f in apart north edge; do
	t "mazesolve $f.maze"
done
# Streamed or whole, from a pipe, with a size line: the same block.
{ printf '; size 15 5\n'; cat corner.maze; } >sized.maze
{ printf '; grid delta\n; size 7 5 3\n; level 0\n'; sed 1d delta.maze; } \
    >levels.maze
cut -c 1-13 hex.maze >narrow.maze
sed '$d' delta.maze >short.maze
t 'mazesolve <sized.maze'
t 'mazerender -f ascii <sized.maze'
t 'mazestat <levels.maze'
t 'mazestat <narrow.maze'
t 'mazestat <short.maze'
# The grid line itself.
{ printf '; grid hex weave\n'; sed 1d hex.maze; } >weave.maze
{ printf '; grid circle\n'; sed 1d hex.maze; } >circle.maze
{ printf '; grid hex\n; c\n; grid hex\n'; sed 1d hex.maze; } >second.maze
t 'mazestat <weave.maze'
t 'mazesolve <circle.maze'
t 'mazesolve <second.maze'
