# The five programs in one pipeline over 10^4 mazes, every maze checked
# at the end: each is perfect (one part, no loops) with a solution marked
# from S to E that is the shortest route.  mazerender's plain text is the
# grid as it is, which mazestat reads as a bare grid.
mazegen -n 10000 -s 1 8 6 | mazepost --end farthest | mazesolve |
    mazerender -f ascii | mazestat -P -f tsv -F parts,loops,solution,route |
    awk -F '\t' 'NR > 1 { n++ }
	NR > 1 && !($1 == 1 && $2 == 0 && $3 > 0 && $3 == $4) { bad++ }
	END { print n " mazes, " bad + 0 " not perfect and solved" }'
