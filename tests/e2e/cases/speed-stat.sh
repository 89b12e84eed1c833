# speed-stat: mazestat measures a cell maze on its cells alone (issue 17),
# and must find what the general way over the blocks found.  These figures
# were written by the general way, before the cell path; every figure of
# every kind of maze: perfect, braided, with loops, sparse and in several
# parts, walls taken away, S and E in the outer wall or gone, openings in
# the outer wall, weights, a marked route, levels, and grids that are no
# cell maze (a corner opened).
# row n of the grid (from 1, every level's) changed by awk statement $2
row() { awk -v n="$1" '!/^;/ && ++r == n { '"$2"' } { print }'; }
{
	mazegen -s 1 -n 2 23 17
	mazegen -s 2 -a prim 31 9 | mazepost -s 2 --braid 1
	mazegen -s 3 -a kruskal 20 20 | mazepost -s 3 --cycles 60
	mazegen -s 4 -a wilson 25 14 | mazepost -s 4 --sparse 0.6
	mazegen -s 5 -a eller 17 19 | mazepost -s 5 --remove-walls 0.4
	mazegen -s 6 19 13 | mazepost -s 6 --border
	mazegen -s 7 -a sidewinder 21 11 | mazepost -s 7 --end farthest --border
	mazegen -s 8 15 15 | mazepost -s 8 --diameter --braid 0.5
	mazegen -s 9 24 10 | mazesolve
	mazegen -s 10 13 12 | sed '/^;/!s/S/ /'
	mazegen -s 11 13 12 | sed '/^;/!s/E/ /'
	mazegen -s 12 16 9 | row 2 'sub(/^#/, " ")' | row 6 'sub(/#$/, " ")'
	mazegen -s 13 16 9 | sed '/^;/!s/  / 5/g'
	mazegen -s 14 16 9 | row 3 '$0 = substr($0, 1, 2) " " substr($0, 4)'
	mazegen -s 19 12 8 | row 4 'sub(/^#/, " ")'
	mazegen -s 15 9 7 6
	mazegen -s 16 8 6 5 | mazepost -s 16 --cycles 30 --border
	mazegen -s 17 7 7 4 | mazepost -s 17 --sparse 0.5 --end farthest
	mazegen -s 18 6 5 3 | mazesolve
	mazegen -s 20 -a wilson 300 200 | mazepost -s 20 --braid 0.3 --end farthest
} >mazes
mazestat -F all -f tsv mazes
