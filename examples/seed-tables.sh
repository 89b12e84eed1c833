#!/bin/sh
# seed-tables.sh: the two seeds' tables of how much a search explores, run
# again with the toolkit and printed beside the documents' own figures,
# counted in cells as the documents count (mazestat's explored_cells),
# each mean with its standard error over the mazes.
#
#   writeup  cs171-writeup.txt: Wilson's mazes of 500x500 cells, the start
#            at a random cell, the end at the cell farthest from it, the
#            walls between cells whose distances from the start differ by
#            less than 7 taken down; its six searches, as shares of
#            breadth-first search's cells.  Its figures are the means of
#            its three runs of 100 mazes (AdaptiveAStar: the run of weight
#            0.25, the default here).
#   paper    astar-generator-paper.txt: 30x20 mazes of its four
#            generators, from the top left cell to the bottom right,
#            solved by its "A-Star Search" (guided-dfs): the cells it
#            visited (CV), the cells of the route (UP), and UP / CV.
#
# Neither document's "A*" is an optimal A*: see mazesolve(1), SOLVERS.
#
# usage: sh seed-tables.sh [-n mazes] [-w width] [writeup | paper ...]
#   -n  mazes a table (default 100), seeds 1 on
#   -w  the write-up's mazes' width and height in cells (default 500)
n=100
w=500
while getopts n:w: c; do
	case $c in
	n) n=$OPTARG ;;
	w) w=$OPTARG ;;
	*) echo "usage: seed-tables.sh [-n mazes] [-w width]" \
	    "[writeup | paper ...]" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || set -- writeup paper
tmp=$(mktemp) || exit 2
trap 'rm -f "$tmp"' EXIT

# stats: from records "key value", each key's mean and standard error,
# in the order the keys came, as "key mean se count".
stats() {
	awk '{ if (!($1 in n)) k[++nk] = $1; n[$1]++; s[$1] += $2
	    q[$1] += $2 * $2 }
	END { for (i = 1; i <= nk; i++) { x = k[i]; m = s[x] / n[x]
	    v = n[x] > 1 ? (q[x] - n[x] * m * m) / (n[x] - 1) : 0
	    printf "%s %.6f %.6f %d\n", x, m, sqrt(v > 0 ? v : 0) / sqrt(n[x]),
	    n[x] } }'
}

writeup() {
	echo "cs171-writeup.txt: Wilson's ${w}x$w, --near 7, $n mazes"
	mazegen -a wilson -n "$n" -s 1 "$w" "$w" |
	    mazepost -s 1 --start random --end farthest --near 7 |
	    mazestat -P -T -f tsv \
	    -b bfs,dfs,bidir-dfs,greedy,bidir-greedy,adaptive-greedy \
	    -F maze,solver,explored_cells >"$tmp" || exit 2
	# Each maze's cells, and its share of that maze's bfs cells.
	awk -F '\t' 'NR > 1 { if ($2 == "bfs") b = $3
	    print $2, $3; print $2 "/", $3 / b }' "$tmp" | stats |
	awk -v w="$w" '
	BEGIN {
		doc["bfs"] = 246455.4; doc["dfs"] = 130197.0
		doc["bidir-dfs"] = 91307.7; doc["greedy"] = 118586.4
		doc["bidir-greedy"] = 87984.7; doc["adaptive-greedy"] = 83955.75
		name["bfs"] = "BreadthFirst"; name["dfs"] = "DepthFirst"
		name["bidir-dfs"] = "BidirectionalDepth"
		name["greedy"] = "AStarSimple"; name["bidir-greedy"] = "AStar"
		name["adaptive-greedy"] = "AdaptiveAStar"
		printf "%-16s %-19s %17s %8s %17s %8s\n", "solver", "write-up",
		    "cells", "its", "share of bfs", "its"
	}
	$1 !~ /\/$/ { m[$1] = $2; se[$1] = $3; k[++nk] = $1; next }
	{ sh[substr($1, 1, length($1) - 1)] = $2
	    she[substr($1, 1, length($1) - 1)] = $3 }
	END {
		for (i = 1; i <= nk; i++) {
			x = k[i]
			d = r = "       -"
			if (w == 500) {
				d = sprintf("%8.0f", doc[x])
				r = sprintf("%8.3f", doc[x] / doc["bfs"])
			}
			printf "%-16s %-19s %9.0f +- %4.0f %s %8.3f +- %.3f %s\n",
			    x, name[x], m[x], se[x], d, sh[x], she[x], r
		}
	}'
}

paper() {
	# mazegen -a GEN -n $n -s 1 30 20 | mazepost --start nw --end se
	echo "astar-generator-paper.txt: 30x20, $n mazes each, -a guided-dfs"
	printf '%-12s %14s %6s %14s %6s %14s %6s\n' generator CV its UP its \
	    "UP / CV" its
	for g in backtracker:250.8:173.8 prim:102.8:55.0 division:278.2:91.4 \
	    kruskal:219.2:71.0; do
		IFS=: read -r a cv up <<-END
		$g
		END
		mazegen -a "$a" -n "$n" -s 1 30 20 |
		    mazepost --start nw --end se |
		    mazestat -P -T -f tsv -b guided-dfs \
		    -F solver,explored_cells,length >"$tmp" || exit 2
		# A route of L steps between cells passes L / 2 + 1 cells.
		awk -F '\t' 'NR > 1 { u = $3 / 2 + 1
		    print "cv", $2; print "up", u; print "eff", u / $2 }' \
		    "$tmp" | stats | awk -v a="$a" -v cv="$cv" -v up="$up" '
		{ m[$1] = $2; se[$1] = $3 }
		END { printf "%-12s %7.1f +- %4.1f %6.1f %7.1f +- %4.1f %6.1f" \
		    " %7.3f +- %.3f %6.3f\n", a, m["cv"], se["cv"], cv,
		    m["up"], se["up"], up, m["eff"], se["eff"], up / cv }'
	done
}

for t do
	case $t in
	writeup|paper) $t ;;
	*) echo "seed-tables.sh: $t: no such table (writeup, paper)" >&2
	   exit 2 ;;
	esac
done
