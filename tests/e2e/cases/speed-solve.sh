# bfs searches a plain cell maze over its cells (cellbfs.c), every other
# maze over its blocks: the same route, -x marks, --stats and -v figures,
# and mazestat -b figures, whichever search ran.  These goldens were
# written by the search over blocks alone.
. "$E2E/lib.sh"
solve() {
	mazesolve -x -v --stats "$@" 2>err | cksum
	sed 's/^[^:]*:[^:]*: //' err
}
# The first open passage of block row 1 (of level 1 in a maze of
# levels, whose rows are $2 a level), for --from.
passage() {
	awk -v n="${2:-0}" '!/^;/ && ++r == n + 2 {
	    print index(substr($0, 2), " ") ",1" (n ? ",1" : ""); exit }' "$1"
}
mazegen -s 7 30 20 >perfect
mazegen -a kruskal -s 2 25 25 | mazepost --braid 1 -s 4 >braided
mazegen -a prim -s 5 25 25 | mazepost --cycles 40 -s 6 >loops
mazegen -s 3 6 5 5 >levels
for m in perfect braided loops levels; do
	echo "$m:"
	# S and E on the outer wall, on cells, S on a cell and E on the
	# wall, S on a passage.
	solve $m
	mazepost --start nw --end farthest $m | solve
	mazepost --start nw --end se --border $m | solve
	mazepost --start center $m | solve
	[ $m = levels ] && h=11 || h=0
	solve --from "$(passage $m $h)" $m
	mazestat -T -b bfs,bidir-bfs $m | cksum
done
# E out of reach: its cell walled in.
mazepost --start nw --end 2,2 perfect | sed '9s/^\(.....\) \(.\) /\1#\2#/;
    8s/^\(......\) /\1#/; 10s/^\(......\) /\1#/' >walled
solve walled
