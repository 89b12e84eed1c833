# mazepost on weave mazes (maze(5) "Grids"; mazepost(1) "Weave mazes"):
# every operation, on two weaves and a masked one, leaves a weave by the
# library's rules (weavecheck: maze_is_weave()), its tunnels, levels 1
# and 2, byte for byte as they were (tunnels.awk), and the figures
# mazestat finds over its cells: --cycles n exactly n loops, --braid 1
# dead ends only where every wall to open is a crossing's or outside,
# --sparse every culled cell a part of its own and the rest one,
# --keep-solution the route as long.  Distances go under: --end farthest
# puts E where mazestat's farthest distance from S is, and --diameter the
# two ends of the diameter.  Goldens pin the bytes.
. "$E2E"/lib.sh
cp "$DATA"/masks/holes.mask .
mazegen -a kruskal --weave 1.0 -s 1 12 8 >k.maze
mazegen -a backtracker --weave 0.5 -s 2 12 8 >b.maze
mazegen -a backtracker --weave 1.0 -s 1 --mask holes.mask >h.maze
# check MAZE OPTION...: mazepost's maze, by weavecheck, by its tunnels
# (levels 1 and 2, as they were: one awk reads both mazes), and by
# mazestat's figures; the lines joined, with as few processes as can be:
# this runs 42 times.
check() {
	f=$1
	shift
	printf '%s %s: ' "$f" "$*"
	mazepost -s 1 "$@" $f.maze >o.maze || return
	"$TOOLS"/weavecheck o.maze >wc
	joined wc
	awk 'FNR == 1 { i++; on = 0 } /^; level 1/ { on = 1 }
	    on { t[i] = t[i] $0 "\n" }
	    END { if (t[1] == t[2]) printf "tunnels kept; "
		else printf "TUNNELS CHANGED; " }' $f.maze o.maze
	mazestat -F cells,dead_ends,isolated,parts,loops,route -f tsv o.maze |
	    sed -n '$s/\t/ /gp'
}
for f in k b h; do
	for op in "--end farthest" "--diameter" "--start nw --end se --border" \
	    "--start center --end random" "--braid 1" "--braid 0.5" \
	    "--cycles 4" "--remove-walls 1" "--remove-walls 0.3" "--near 7" \
	    "--sparse 1" "--sparse 0.5 --braid 0.5" \
	    "--end farthest --braid 1 --keep-solution" \
	    "--end farthest --near 9 --remove-walls 1 --keep-solution"; do
		check $f $op
	done
done
# --keep-solution: the route as long before as after, in steps through
# the levels, as mazesolve finds it.
for f in k b h; do
	mazepost --end farthest $f.maze >f.maze
	printf '%s: route %s, kept %s\n' $f \
	    "$(mazestat -F route -f tsv f.maze | tail -1)" \
	    "$(mazepost -s 3 --braid 1 --remove-walls 1 --keep-solution f.maze |
	    mazestat -F route -f tsv | tail -1)"
done
# --end farthest: E on the cell farthest from S by way of the tunnels,
# the route 2 dist_max + 1 steps (S in the outer wall); --diameter: the
# route is the diameter's steps, 2 diameter.
for f in k b h; do
	mazepost --end farthest $f.maze |
	    mazestat -F dist_max,route -f tsv | awk 'NR > 1 { print ($2 == 2 * $1 + 1) ? "farthest" : "NOT FARTHEST" }'
	mazepost --diameter $f.maze |
	    mazestat -F diameter,route -f tsv | awk 'NR > 1 { print ($2 == 2 * $1) ? "diameter" : "NOT THE DIAMETER" }'
done
# The bytes.
t 'mazegen -a kruskal --weave 1.0 -s 1 6 4 | mazepost --end farthest'
t 'mazegen -a kruskal --weave 1.0 -s 1 6 4 | mazepost -s 2 --braid 1 | sed -n "/; level 0/,/; level 1/p"'
for f in k b h; do
	for op in "--diameter" "--braid 1" "--cycles 4" "--sparse 1" \
	    "--remove-walls 0.5" "--near 7 --keep-solution"; do
		t "mazepost -s 5 $op $f.maze | cksum"
	done
done
# Frames: each a weave; the last the maze without frames.
t 'mazepost -s 2 --frames 4 --end farthest --braid 1 k.maze | "$TOOLS"/weavecheck'
mazepost -s 2 --frames all --end farthest --braid 1 k.maze |
    awk 'BEGIN { RS = "" } { last = $0 } END { print last }' |
    grep -v '^; frame' >last.maze
mazepost -s 2 --end farthest --braid 1 k.maze >plain.maze
t 'cmp last.maze plain.maze && echo "last frame = plain"'
# Solved first: the marks go, and the weave is written again.
t 'mazesolve k.maze | mazepost --diameter | "$TOOLS"/weavecheck'
t 'mazesolve k.maze | mazepost --diameter | mazesolve | mazestat -F kind,cells,solution,route'
# Refused: blocks that break the rules, an endpoint in a tunnel.
sed '/^; level 1/,$s/^#######/#  ####/' k.maze >bad.maze
awk '/^; level 1/ { l = 1 } !l { sub(/E/, "#") }
    /^; level 2/ { l = 2 } l == 2 && /^# / && !done { sub(/^# /, "#E"); done = 1 }
    { print }' k.maze >e.maze
t 'mazepost --braid 1 bad.maze'
t 'mazepost --frames 3 --braid 1 bad.maze'
t 'mazepost --end farthest e.maze'
# A cell of a level below: a weave's cells are all on level 0.
t 'mazepost --end 2,1,1 k.maze'
