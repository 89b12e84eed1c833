# mazesolve on masked mazes (maze(5) "Grids"): every solver on mazes in
# the outline of each test mask and of examples/heart.mask, made by
# mazegen --mask, with S and E on the outline, and again with E moved by
# mazepost to the cell inside farthest from S.  mazestat checks each route,
# as stat-bench checks the benchmark's: "solution" is the length of the
# route marked, or "broken" unless it is one unbranched way from S to E,
# and "route" the length of mazestat's own breadth-first search.  These
# mazes are perfect, so every route found is the one way and of that
# length, the wall follower's too.  Every wall is still a wall after the
# solve, the outside's with them: no route goes through the outside.  The
# wall follower refuses a maze of levels, as everywhere.
. "$E2E"/lib.sh
for f in ring holes word; do
	cp "$DATA"/masks/$f.mask .
done
cp "$TOP"/examples/heart.mask .
# maskmaze's levels, an empty line between two, as mazegen's level lines.
awk 'BEGIN { print "; level 0" } /^$/ { print "; level " ++z; next } 1' \
    "$DATA"/masks/levels.mask >levels.mask
n=0
for f in ring holes word levels heart; do
	n=$((n + 1))
	mazegen -s $n --mask $f.mask >$f.maze
	mazegen -a wilson -s $n --mask $f.mask | mazepost --end farthest \
	    >$f-far.maze
done
walls() {
	sed '/^;/d; s/[^#]/ /g' "$1"
}
# check MAZE SOLVER [OPTION ...]: the route's length and the search's, and
# whether the walls are kept; a refusal as mazesolve says it.  The lines go
# to report, "@LENGTHS@" where the lengths belong, and the mazes solved,
# o.1, o.2 and on, to a stream that one mazestat reads at the end, a row
# each in turn: a mazestat for each solve cost more time than the solves.
# One awk finds the grid line and the walls (as walls does) of a solve.
echo >nl
k=0
solved=
check() {
	_m=$1
	shift
	printf '%s %s: ' $_m "$*" >>report
	k=$((k + 1))
	if ! mazesolve -s 1 -a "$@" $_m.maze >o.$k 2>err; then
		cat err >>report
		return
	fi
	awk -v ref=$_m.walls '
	    /^;/ { if ($0 == "; grid square mask") grid = 1; next }
	    { gsub(/[^#]/, " "); w[++n] = $0 }
	    END {
		while ((getline l <ref) > 0)
			if (l != w[++r]) bad = 1
		printf "%s@LENGTHS@, walls %s\n",
		    grid ? "" : "grid line lost, ",
		    bad || r != n ? "opened" : "kept"
	    }' o.$k >>report
	solved="$solved o.$k nl"
}
solvers=$(mazesolve -a list | awk '{ print $1 }')
for m in ring holes word levels heart; do
	for v in $m $m-far; do
		walls $v.maze >$v.walls
		for a in $solvers; do
			check $v $a
		done
		check $v wall-follower --hand left
	done
done
cat $solved >solved
mazestat -F solution,route -f tsv solved | awk -F '\t' 'NR == FNR {
	if (FNR > 1) len[FNR - 1] = "solution " $1 " route " $2
	next }
    /@LENGTHS@/ { sub(/@LENGTHS@/, len[++k]) } 1' - report
# --from and --to on a block outside the maze, a cell outside or a wall
# or corner with no cell inside beside it, are refused: exit 2, nothing
# written.  A wall between a cell inside and one outside, the outline, is
# a wall.
t 'mazesolve --from 1,1 ring.maze'
t 'mazesolve --to 0,0 ring.maze'
t 'mazesolve --from 16,14 ring.maze'
t 'mazesolve -a astar --to 2,1 ring.maze'
t 'mazesolve --from 3,2 ring.maze'
t 'mazesolve --to 1,1,0 levels.maze'
t 'mazesolve --to 1,1,2 levels.maze'
# S and E moved off the outline leave walls there, not ways into the cells
# outside beyond them: still a cell maze of the mask's 83 cells inside,
# which mazepost takes.
t 'mazesolve --from 3,3 --to 47,13 word.maze | sed -n "6,9p;\$p"'
t 'mazesolve --from 3,3 --to 47,13 word.maze | mazestat -F cells,parts,perfect,solution,route'
t 'mazesolve --from 3,3 --to 47,13 word.maze | mazepost --end farthest | mazestat -F cells,perfect'
