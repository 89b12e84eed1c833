# mazepost's loop options on cell mazes of several levels, each result
# counted by an awk script that shares nothing with the programs: cells,
# passages (floors among them), dead ends, parts, and loops = passages -
# cells + parts.  A perfect maze has no loop; --cycles n adds exactly n.
. "$E2E"/lib.sh
cp "$DATA"/3d-post-3x2x2.maze small
cp "$DATA"/3d-post-5x4x3.maze m
cat >count.awk <<'AWK'
function find(a) { while (up[a] != a) a = up[a]; return a }
function blk(x, y, z) { return substr(row[z * H + y], x + 1, 1) }
/^; size / { W = $3; H = $4; D = NF > 4 ? $5 : 1; next }
/^;/ { next }
{ row[n++] = $0 }
END {
	cw = (W - 1) / 2; ch = (H - 1) / 2; cd = D > 1 ? (D - 1) / 2 : 1
	cells = cw * ch * cd
	for (c = 0; c < cells; c++) up[c] = c
	for (z = 0; z < cd; z++) for (y = 0; y < ch; y++) for (x = 0; x < cw; x++) {
		c = (z * ch + y) * cw + x; bz = D > 1 ? 2 * z + 1 : 0
		for (k = 0; k < 3; k++) {
			if (k == 0 && (x + 1 == cw || blk(2*x+2, 2*y+1, bz) == "#")) continue
			if (k == 1 && (y + 1 == ch || blk(2*x+1, 2*y+2, bz) == "#")) continue
			if (k == 2 && (z + 1 == cd || blk(2*x+1, 2*y+1, bz+1) == "#")) continue
			o = c + (k == 0 ? 1 : k == 1 ? cw : cw * ch)
			pass++; floors += k == 2; deg[c]++; deg[o]++
			up[find(c)] = find(o)
		}
	}
	for (c = 0; c < cells; c++) { parts += find(c) == c; dead += deg[c] == 1 }
	printf "cells %d passages %d floors %d dead_ends %d parts %d loops %d\n",
	    cells, pass, floors, dead, parts, pass - cells + parts
}
AWK
t 'awk -f count.awk m'
t 'mazepost -s 3 --cycles 5 m | awk -f count.awk'
t 'mazepost -s 3 --cycles 2 small'
t 'mazepost -s 3 --braid 1 m | awk -f count.awk'
t 'mazepost -s 3 --braid 0.5 m | awk -f count.awk'
t 'mazepost -s 3 --braid 1 small'
t 'mazepost -s 3 --sparse 1 m | awk -f count.awk'
t 'mazepost -s 3 --remove-walls 0.25 m | awk -f count.awk'
t 'mazepost -s 3 --remove-walls 1 m | awk -f count.awk'
t 'mazepost --near 1 m | awk -f count.awk'
t 'mazepost --near 5 m | awk -f count.awk'
t 'mazepost --near 5 small'
# --keep-solution: S to E as long as before, by a solver.
t 'mazesolve m | tr -cd + | wc -c'
t 'mazepost -s 4 --remove-walls 1 --keep-solution m | mazesolve | tr -cd + | wc -c'
t 'mazepost -s 4 --remove-walls 1 m | mazesolve | tr -cd + | wc -c'
t 'mazepost -s 4 --remove-walls 1 --keep-solution m | awk -f count.awk'
# The same seed, the same bytes.
t 'mazepost -s 8 --braid 0.5 --cycles 2 m >a; mazepost -s 8 --braid 0.5 --cycles 2 m | cmp - a && echo same'
t 'mazepost --cycles 100 m'
