#!/bin/sh
# generator-table.sh: doc/guide.md's table of every mazegen algorithm's
# texture, measured with mazestat beside the published figures: the mean
# dead-end fraction (dead ends / cells) and passage ratio (passages across
# / passages down) over COUNT mazes of SIZE x SIZE cells, seeds 1, 2, ...
#
# usage: generator-table.sh [count [size]]    (default: 4 mazes of 500x500)
#
# The published dead-end fractions are Walter D. Pullen's ("Maze
# Algorithms", Think Labyrinth), for perfect mazes on large square grids;
# Wilson's and Aldous-Broder's make uniform spanning trees, whose fraction
# is known exactly: 8/pi^2 - 16/pi^3 + ... = 0.2945.
count=${1:-4}
size=${2:-500}

# published NAME: the published dead-end fraction for a generator's name.
published() {
	case $1 in
	backtracker)		echo "~10%" ;;
	binary-tree)		echo "25%" ;;
	sidewinder)		echo "~27%" ;;
	eller)			echo "~28%" ;;
	kruskal)		echo "~30%" ;;
	growth)			echo "~32% (simplified Prim)" ;;
	prim)			echo "well above 32% (cell weights)" ;;
	wilson|aldous-broder)	echo "29.45% (UST)" ;;
	*)			echo "-" ;;
	esac
}

printf '%-16s %10s %10s   %s\n' algorithm dead_frac hv_ratio published
for a in $(mazegen -a list | cut -d' ' -f1); do
	mazegen -a "$a" -s 1 -n "$count" "$size" | mazestat -S -f tsv |
	    awk -F '\t' -v a="$a" -v p="$(published "$a")" '
		$1 == "dead_frac" { d = $3 }
		$1 == "hv_ratio" { r = $3 }
		END { printf "%-16s %9.2f%% %10.3f   %s\n", a, 100 * d, r, p }'
done
